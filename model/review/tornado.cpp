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
    if (!side.nodeFilling.isEmpty())
        text += QStringLiteral(" (%1)").arg(side.nodeFilling);
    return text + QStringLiteral(" → ") + metric.formatValue(side.output);
}

/// "RoCE v2 100 GbE → 3.4 days", or "… → invalid: <reason>".
QString switchedText(const Metric &metric, const ChoiceAlternative &a)
{
    if (!a.side.valid)
        return a.to + QStringLiteral(" → ") +
               QCoreApplication::translate("Tornado", "invalid: %1").arg(a.side.reason);
    return a.to + QStringLiteral(" → ") + metric.formatValue(a.side.output);
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
                       .bars = {},
                       .hasSwitched = false};
    // The numbers and the alternatives with an effect, merged by effect (both lists are sorted).
    std::vector<const SensitivityRow *> rows;
    std::vector<const ChoiceAlternative *> switched;
    std::vector<bool> isSwitched; // in chart order
    auto row = sensitivity.rows.begin();
    auto alt = sensitivity.alternatives.begin();
    const auto skip = [&] {
        while (row != sensitivity.rows.end() && !(row->effect > 0))
            ++row;
        while (alt != sensitivity.alternatives.end() && !(alt->effect > 0))
            ++alt;
    };
    for (skip(); int(isSwitched.size()) < std::max(1, maxBars); skip()) {
        const bool rowLeft = row != sensitivity.rows.end();
        const bool altLeft = alt != sensitivity.alternatives.end();
        if (!rowLeft && !altLeft)
            break;
        if (rowLeft && (!altLeft || row->effect >= alt->effect)) {
            rows.push_back(&*row++);
            isSwitched.push_back(false);
        } else {
            switched.push_back(&*alt++);
            isSwitched.push_back(true);
        }
    }
    for (const SensitivityRow *r : rows) {
        for (const SensitivitySide *side : {&r->down, &r->up}) {
            if (const std::optional<double> d = change(*side, base))
                chart.scale = std::max(chart.scale, std::abs(*d));
        }
    }
    for (const ChoiceAlternative *a : switched) {
        if (const std::optional<double> d = change(a->side, base))
            chart.scale = std::max(chart.scale, std::abs(*d));
    }
    chart.scaleText = metric.formatValue(chart.scale);
    size_t r = 0, a = 0;
    for (const bool isChoice : isSwitched) {
        if (isChoice) {
            const ChoiceAlternative &c = *switched[a++];
            TornadoSide side{
                .extent = 0, .stalls = stalls(c.side, base), .text = switchedText(metric, c)};
            if (side.stalls)
                side.extent = c.side.output ? -1.0 : 1.0;
            else if (const std::optional<double> d = change(c.side, base); d && chart.scale > 0)
                side.extent = std::clamp(*d / chart.scale, -1.0, 1.0);
            chart.bars.push_back(TornadoBar{.field = FieldId::Accelerators,
                                            .input = c.what,
                                            .now = c.now,
                                            .down = {},
                                            .up = std::move(side),
                                            .switched = true});
            chart.hasSwitched = true;
            continue;
        }
        const SensitivityRow *row = rows[r++];
        const FieldSpec &field = fieldSpec(row->field);
        chart.bars.push_back(
            TornadoBar{.field = row->field,
                       .input = field.displayLabel(),
                       .now = formatInputValue(field, row->base),
                       .down = makeSide(field, metric, row->down, base, chart.scale),
                       .up = makeSide(field, metric, row->up, base, chart.scale),
                       .switched = false});
    }
    return chart;
}

} // namespace fleet
