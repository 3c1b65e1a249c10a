#include "sensitivity.h"

#include "catalogtext.h"
#include "compare.h"
#include "scenarioio.h"
#include "sweep.h"
#include "text.h"

#include <QCoreApplication>

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

/// "140 full nodes + one of 6" or "whole nodes" when moving N or g changes how the last node
/// is filled; empty otherwise.
QString nodeFillingNote(const Scenario &before, const Scenario &after)
{
    if (partlyFilledNode(before) == partlyFilledNode(after))
        return {};
    const int n = after.cluster.accelerators, g = after.cluster.acceleratorsPerNode;
    if (!partlyFilledNode(after))
        return QCoreApplication::translate("Tornado", "whole nodes");
    return QCoreApplication::translate("Tornado", "%1 full nodes + one of %2")
        .arg(QString::number(n / g), QString::number(n % g));
}

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
    if (field.id == FieldId::Accelerators || field.id == FieldId::AcceleratorsPerNode)
        side.nodeFilling = nodeFillingNote(scenario, s);
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

/// One alternative evaluated: the scenario as switched, its output and effect.
ChoiceAlternative alternative(const Scenario &switched, const Metric &metric,
                              const std::optional<double> &base, QString what, QString now,
                              QString to, std::optional<ChoiceId> choice)
{
    const MetricProbe probe = probeMetric(switched, metric);
    ChoiceAlternative a{.what = std::move(what),
                        .now = std::move(now),
                        .to = std::move(to),
                        .choice = choice,
                        .side = {.input = 0,
                                 .clamped = false,
                                 .unchanged = false,
                                 .valid = probe.valid,
                                 .reason = probe.reason,
                                 .output = probe.value},
                        .effect = 0,
                        .relativeEffect = std::nullopt};
    a.effect = sideEffect(a.side, base);
    if (base && *base != 0)
        a.relativeEffect = a.effect / std::abs(*base);
    return a;
}

std::vector<ChoiceAlternative> alternatives(const Scenario &scenario, const Metric &metric,
                                            const std::optional<double> &base,
                                            const Catalog &catalog)
{
    std::vector<ChoiceAlternative> out;
    // The scenario's choices, each word option other than the one in use.
    for (const ChoiceSpec &c : choiceSpecs()) {
        const int current = c.get(scenario);
        for (int i = 0; i < int(c.options.size()); ++i) {
            if (i == current || !c.options[size_t(i)].id)
                continue;
            Scenario s = scenario;
            c.set(s, i);
            if (s == scenario)
                continue;
            out.push_back(alternative(s, metric, base, c.displayLabel(), c.optionLabel(current),
                                      c.optionLabel(i), c.id));
        }
    }
    // The precision.
    const Precision other =
        scenario.precision == Precision::BF16 ? Precision::FP8 : Precision::BF16;
    if (scenario.accelerator.supports(other)) {
        Scenario s = scenario;
        s.precision = other;
        s.workload.bytesPerParameter = bytesPerParameterOf(other);
        out.push_back(alternative(s, metric, base,
                                  QCoreApplication::translate("Tornado", "Precision"),
                                  QString::fromLatin1(precisionId(scenario.precision)).toUpper(),
                                  QString::fromLatin1(precisionId(other)).toUpper(), std::nullopt));
    }
    // Catalog parts: the accelerator (with its scale-up link and host power, as picked), the
    // inter-node fabric and the intra-node link.
    for (const Accelerator &a : catalog.accelerators) {
        if (a.id == scenario.accelerator.id)
            continue;
        Scenario s = scenario;
        s.accelerator = a;
        s.cluster.nodeOverheadW = comparedNodeOverheadW(scenario, a);
        if (!a.supports(s.precision)) {
            s.precision = Precision::BF16;
            s.workload.bytesPerParameter = bytesPerParameterOf(Precision::BF16);
        }
        if (const Link *scaleUp = catalog.findLink(a.scaleUpLink))
            s.intraNodeLink = *scaleUp;
        out.push_back(
            alternative(s, metric, base, QCoreApplication::translate("Tornado", "Accelerator"),
                        toQString(scenario.accelerator.name), toQString(a.name), std::nullopt));
    }
    for (const Link &l : catalog.links) {
        const bool inter = l.tier == LinkTier::InterNode || l.tier == LinkTier::Network;
        const bool intra = l.tier == LinkTier::IntraNode;
        const Link &now = inter ? scenario.interNodeLink : scenario.intraNodeLink;
        if ((!inter && !intra) || l.id == now.id)
            continue;
        Scenario s = scenario;
        (inter ? s.interNodeLink : s.intraNodeLink) = l;
        out.push_back(
            alternative(s, metric, base,
                        inter ? QCoreApplication::translate("Tornado", "Inter-node fabric")
                              : QCoreApplication::translate("Tornado", "Intra-node link"),
                        linkDisplayName(now.name), linkDisplayName(l.name), std::nullopt));
    }
    std::stable_sort(
        out.begin(), out.end(),
        [](const ChoiceAlternative &a, const ChoiceAlternative &b) { return a.effect > b.effect; });
    return out;
}

} // namespace

Sensitivity sensitivity(const Scenario &scenario, const Metric &metric, double relativeStep,
                        const Catalog *catalog)
{
    Sensitivity out = sensitivity(scenario, metric, relativeStep);
    if (catalog)
        out.alternatives = alternatives(scenario, metric, out.baseOutput, *catalog);
    return out;
}

Sensitivity sensitivity(const Scenario &scenario, const Metric &metric, double relativeStep)
{
    if (!(relativeStep > 0 && relativeStep < 1))
        throw std::invalid_argument("sensitivity: the step must be in (0, 1)");
    const Results baseResults = evaluateValidated(scenario, QString());
    const MetricProbe baseProbe{.valid = true, .value = metric.value(baseResults), .reason = {}};
    Sensitivity out{.metric = &metric,
                    .baseOutput = baseProbe.value,
                    .relativeStep = relativeStep,
                    .rows = {},
                    .alternatives = {}};
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
