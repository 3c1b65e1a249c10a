#include "tornado.h"

#include "designcomparison.h"
#include "format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

QString sideText(const FieldSpec &field, const Metric &metric, const SensitivitySide &side)
{
    QString text = formatInputValue(field, side.input);
    if (!side.valid)
        return text + QStringLiteral(" → ") +
               QCoreApplication::translate("Tornado", "invalid: %1").arg(side.reason);
    if (side.unchanged)
        text += side.clamped ? QCoreApplication::translate("Tornado", " (at the range's end)")
                             : QCoreApplication::translate("Tornado", " (no change)");
    else if (side.clamped)
        text += QCoreApplication::translate("Tornado", " (clamped)");
    return text + QStringLiteral(" → ") + metric.formatValue(side.output);
}

/// The signed change of a side in the metric's unit; nullopt when it stalls or does not count.
std::optional<double> change(const SensitivitySide &side, const std::optional<double> &base)
{
    if (!side.valid || side.unchanged || !side.output || !base)
        return std::nullopt;
    return *side.output - *base;
}

bool stalls(const SensitivitySide &side, const std::optional<double> &base)
{
    return side.valid && !side.unchanged && side.output.has_value() != base.has_value();
}

TornadoSide makeSide(const FieldSpec &field, const Metric &metric, const SensitivitySide &side,
                     const std::optional<double> &base, double scale)
{
    TornadoSide out{
        .extent = 0, .stalls = stalls(side, base), .text = sideText(field, metric, side)};
    if (out.stalls) // a null output ranks as +∞: the bar runs to the end on the slower side
        out.extent = side.output ? -1.0 : 1.0;
    else if (const std::optional<double> d = change(side, base); d && scale > 0)
        out.extent = std::clamp(*d / scale, -1.0, 1.0);
    return out;
}

} // namespace

TornadoChart tornadoChart(const Sensitivity &sensitivity, int maxBars)
{
    const Metric &metric = *sensitivity.metric;
    const std::optional<double> base = sensitivity.baseOutput;
    TornadoChart chart{.output = metric.displayLabel(),
                       .baseText = metric.formatValue(base),
                       .scale = 0,
                       .scaleText = {},
                       .stepPercent = sensitivity.relativeStep * 100,
                       .bars = {}};
    std::vector<const SensitivityRow *> rows;
    for (const SensitivityRow &r : sensitivity.rows) {
        if (!(r.effect > 0) || int(rows.size()) >= std::max(1, maxBars))
            continue;
        rows.push_back(&r);
        for (const SensitivitySide *side : {&r.down, &r.up}) {
            if (const std::optional<double> d = change(*side, base))
                chart.scale = std::max(chart.scale, std::abs(*d));
        }
    }
    chart.scaleText = metric.formatValue(chart.scale);
    for (const SensitivityRow *r : rows) {
        const FieldSpec &field = fieldSpec(r->field);
        chart.bars.push_back(TornadoBar{.field = r->field,
                                        .input = field.displayLabel(),
                                        .now = formatInputValue(field, r->base),
                                        .down = makeSide(field, metric, r->down, base, chart.scale),
                                        .up = makeSide(field, metric, r->up, base, chart.scale)});
    }
    return chart;
}

} // namespace fleet
