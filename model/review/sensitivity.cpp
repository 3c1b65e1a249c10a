#include "sensitivity.h"

#include "scenarioio.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace fleet {

double clampToField(const FieldSpec &field, double value)
{
    const NumberRange &r = field.range;
    double v = std::clamp(value, r.min, r.max);
    if (r.integer) {
        v = std::clamp(std::round(v), std::ceil(r.min), std::floor(r.max));
        if (r.minExclusive && v <= r.min)
            v = std::floor(r.min) + 1;
    } else if (r.minExclusive && v <= r.min) {
        v = std::nextafter(r.min, r.max);
    }
    return v;
}

SteppedInput stepInput(const FieldSpec &field, double base, double relativeStep)
{
    double target = base * (1 + relativeStep);
    if (field.range.integer) {
        target = std::round(target);
        if (target == base && base != 0)
            target = base + (relativeStep < 0 ? -1 : 1);
        else if (target == base)
            target = relativeStep < 0 ? -1 : 1; // a count at 0 moves to the next whole number
    }
    const double clamped = clampToField(field, target);
    return {.value = clamped, .clamped = clamped != target};
}

namespace {

SensitivitySide evaluateSide(const Scenario &scenario, const FieldSpec &field, double base,
                             double step, const Metric &metric, const MetricProbe &baseProbe)
{
    const SteppedInput moved = stepInput(field, base, step);
    SensitivitySide side{.input = moved.value,
                         .clamped = moved.clamped,
                         .unchanged = moved.value == base,
                         .valid = true,
                         .reason = {},
                         .output = baseProbe.value};
    if (side.unchanged)
        return side;
    Scenario s = scenario;
    field.set(s, moved.value);
    const MetricProbe probe = probeMetric(s, metric);
    side.valid = probe.valid;
    side.reason = probe.reason;
    side.output = probe.value;
    return side;
}

double sideEffect(const SensitivitySide &side, const std::optional<double> &base)
{
    if (!side.valid || side.unchanged)
        return 0;
    if (side.output.has_value() != base.has_value())
        return std::numeric_limits<double>::infinity();
    if (!base)
        return 0;
    return std::abs(*side.output - *base);
}

} // namespace

Sensitivity sensitivity(const Scenario &scenario, const Metric &metric, double relativeStep)
{
    if (!(relativeStep > 0 && relativeStep < 1))
        throw std::invalid_argument("sensitivity: the step must be in (0, 1)");
    const Results baseResults = evaluateValidated(scenario, QString());
    const MetricProbe baseProbe{.valid = true, .value = metric.value(baseResults), .reason = {}};
    Sensitivity out{
        .metric = &metric, .baseOutput = baseProbe.value, .relativeStep = relativeStep, .rows = {}};
    for (const FieldSpec &field : fieldSpecs()) {
        if (field.optional && field.isSet && !field.isSet(scenario))
            continue;
        const double base = field.get(scenario);
        SensitivityRow row{
            .field = field.id,
            .base = base,
            .down = evaluateSide(scenario, field, base, -relativeStep, metric, baseProbe),
            .up = evaluateSide(scenario, field, base, relativeStep, metric, baseProbe),
            .effect = 0,
            .relativeEffect = std::nullopt};
        row.effect =
            std::max(sideEffect(row.down, out.baseOutput), sideEffect(row.up, out.baseOutput));
        if (out.baseOutput && *out.baseOutput != 0)
            row.relativeEffect = row.effect / std::abs(*out.baseOutput);
        out.rows.push_back(std::move(row));
    }
    std::stable_sort(
        out.rows.begin(), out.rows.end(),
        [](const SensitivityRow &a, const SensitivityRow &b) { return a.effect > b.effect; });
    return out;
}

} // namespace fleet
