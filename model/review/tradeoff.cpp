#include "tradeoff.h"

#include "scenarioio.h"
#include "sensitivity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace fleet {

double GridAxis::valueAt(double index) const
{
    if (values.empty())
        return 0;
    const double clamped = std::clamp(index, 0.0, double(values.size() - 1));
    const auto i = std::min(size_t(clamped), values.size() - 1);
    if (i + 1 >= values.size())
        return values.back();
    const double t = clamped - double(i);
    const double a = values[i], b = values[i + 1];
    if (log && a > 0 && b > 0)
        return a * std::pow(b / a, t);
    return a + (b - a) * t;
}

const GridCell &TradeoffGrid::at(int i, int j) const
{
    return cells[size_t(j) * x.values.size() + size_t(i)];
}

std::vector<double> metricContourLevels(const Metric &metric, double min, double max, int maxLevels)
{
    if (!std::isfinite(min) || !std::isfinite(max) || min > max || maxLevels < 1)
        return {};
    // The units the values are written in across [min, max] (days, then years).
    std::vector<double> units;
    constexpr int kSamples = 64;
    const bool logSpaced = min > 0 && max / min >= 10;
    for (int k = 0; k <= kSamples; ++k) {
        const double t = double(k) / kSamples;
        const double v = logSpaced ? min * std::pow(max / min, t) : min + (max - min) * t;
        const double u = metric.roundingUnit(v);
        if (u > 0 && std::find(units.begin(), units.end(), u) == units.end())
            units.push_back(u);
    }
    // Round levels in each unit, kept where the value is written in that unit; fewer per unit
    // while there are too many.
    std::vector<double> levels;
    for (int budget = maxLevels; budget >= 1; --budget) {
        levels.clear();
        for (double u : units) {
            for (double level : contourLevels(min / u, max / u, budget)) {
                if (metric.roundingUnit(level * u) == u)
                    levels.push_back(level * u);
            }
        }
        std::sort(levels.begin(), levels.end());
        levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
        if (int(levels.size()) <= maxLevels)
            return levels;
    }
    std::vector<double> thinned;
    for (size_t k = 0; k < levels.size(); k += 2)
        thinned.push_back(levels[k]);
    return thinned;
}

std::vector<double> axisTicks(const GridAxis &axis, int maxTicks)
{
    if (axis.values.size() < 2 || !(axis.values.back() > axis.values.front()))
        return {};
    const double a = axis.values.front(), b = axis.values.back();
    std::vector<double> ticks = contourLevels(a, b, maxTicks);
    std::erase_if(ticks, [a, b](double t) { return !(t > a && t < b); });
    return ticks;
}

double axisFraction(const GridAxis &axis, double value)
{
    if (axis.values.size() < 2 || axis.values.front() == axis.values.back())
        return 0;
    const double a = axis.values.front(), b = axis.values.back();
    if (axis.log && a > 0 && b > 0 && value > 0)
        return std::log(value / a) / std::log(b / a);
    return (value - a) / (b - a);
}

double axisValueAt(const GridAxis &axis, double t)
{
    if (axis.values.empty())
        return 0;
    const double a = axis.values.front(), b = axis.values.back();
    const double c = std::clamp(t, 0.0, 1.0);
    if (axis.log && a > 0 && b > 0)
        return a * std::pow(b / a, c);
    return a + (b - a) * c;
}

bool colourScaleIsLog(const TradeoffGrid &grid)
{
    return grid.minValue && grid.maxValue && *grid.minValue > 0 &&
           *grid.maxValue / *grid.minValue >= 10;
}

double colourFraction(const TradeoffGrid &grid, double value)
{
    if (!grid.minValue || !grid.maxValue)
        return 0;
    const double lo = *grid.minValue, hi = *grid.maxValue;
    if (!(hi > lo))
        return 0.5;
    const double t = colourScaleIsLog(grid) && value > 0 ? std::log(value / lo) / std::log(hi / lo)
                                                         : (value - lo) / (hi - lo);
    return std::clamp(t, 0.0, 1.0);
}

std::optional<ValueRange> typicalMapRange(FieldId field)
{
    switch (field) {
    case FieldId::Mfu:
        // Published end-to-end MFU of large runs: 38–43 % (Llama 3), 52 % (Megatron-LM), 55 %
        // (MegaScale); the appendix's well-tuned 30–50 %.
        return ValueRange{0.10, 0.70};
    case FieldId::ScalingEfficiency:
        return ValueRange{0.10, 1.0};
    case FieldId::ComputeEfficiency:
    case FieldId::ServingTargetUtilization:
    case FieldId::ServingBandwidthEfficiency:
        return ValueRange{0.30, 1.0};
    case FieldId::Pue:
        return ValueRange{1.0, 2.0};
    case FieldId::PipelineBubble:
    case FieldId::Checkpointing:
    case FieldId::FailureRecovery:
    case FieldId::Maintenance:
        return ValueRange{0.0, 0.5};
    case FieldId::ElectricityPrice:
        return ValueRange{0.02, 0.30};
    case FieldId::GridIntensity:
        return ValueRange{0.0, 1000.0};
    default:
        return std::nullopt;
    }
}

ValueRange defaultMapRange(const FieldSpec &field, double current)
{
    if (const std::optional<ValueRange> typical = typicalMapRange(field.id)) {
        const bool known = std::isfinite(current);
        return {clampToField(field, known ? std::min(typical->min, current) : typical->min),
                clampToField(field, known ? std::max(typical->max, current) : typical->max)};
    }
    const bool logarithmic = field.slider == SliderScale::Log && field.range.min > 0;
    if (!logarithmic || !(current > 0))
        return {clampToField(field, field.range.min), clampToField(field, field.range.max)};
    return {clampToField(field, current / 100), clampToField(field, current * 100)};
}

GridAxis gridAxis(const FieldSpec &field, ValueRange range, int count)
{
    GridAxis axis{
        .field = field.id, .log = field.slider == SliderScale::Log && range.min > 0, .values = {}};
    for (int i = 0; i < count; ++i) {
        const double t = count > 1 ? double(i) / (count - 1) : 0;
        double v = axis.log ? range.min * std::pow(range.max / range.min, t)
                            : range.min + (range.max - range.min) * t;
        if (i == count - 1)
            v = range.max;
        axis.values.push_back(clampToField(field, v));
    }
    return axis;
}

TradeoffGrid tradeoffGrid(const Scenario &scenario, const Metric &metric, FieldId inputX,
                          FieldId inputY, int nx, int ny, std::optional<ValueRange> xRange,
                          std::optional<ValueRange> yRange)
{
    if (inputX == inputY || nx < 2 || ny < 2)
        throw std::invalid_argument("tradeoffGrid: two different inputs and at least 2 × 2 points");
    const FieldSpec &fx = fieldSpec(inputX);
    const FieldSpec &fy = fieldSpec(inputY);
    const ValueRange rx = xRange.value_or(defaultMapRange(fx, fx.get(scenario)));
    const ValueRange ry = yRange.value_or(defaultMapRange(fy, fy.get(scenario)));
    if (!(rx.min < rx.max) || !(ry.min < ry.max))
        throw std::invalid_argument("tradeoffGrid: an empty range");
    TradeoffGrid grid{.x = gridAxis(fx, rx, nx),
                      .y = gridAxis(fy, ry, ny),
                      .cells = {},
                      .minValue = std::nullopt,
                      .maxValue = std::nullopt};
    // Cluster sizes are whole nodes where a node is filled (a partly filled one carries its
    // whole share over two ports, SPEC §6.2: a map sampled between them is noise).
    const int perNode = scenario.cluster.acceleratorsPerNode;
    for (GridAxis *axis : {&grid.x, &grid.y}) {
        if (axis->field != FieldId::Accelerators || inputX == FieldId::AcceleratorsPerNode ||
            inputY == FieldId::AcceleratorsPerNode || perNode < 2)
            continue;
        for (double &v : axis->values) {
            if (v >= perNode)
                v = clampToField(fieldSpec(FieldId::Accelerators),
                                 std::round(v / perNode) * perNode);
        }
    }
    grid.cells.reserve(size_t(nx) * size_t(ny));
    for (double yv : grid.y.values) {
        Scenario row = scenario;
        fy.set(row, yv);
        for (double xv : grid.x.values) {
            Scenario s = row;
            fx.set(s, xv);
            const MetricProbe p = probeMetric(s, metric);
            grid.cells.push_back({.valid = p.valid, .value = p.value});
            if (p.value) {
                grid.minValue = std::min(grid.minValue.value_or(*p.value), *p.value);
                grid.maxValue = std::max(grid.maxValue.value_or(*p.value), *p.value);
            }
        }
    }
    return grid;
}

std::vector<double> contourLevels(double min, double max, int maxLevels)
{
    std::vector<double> levels;
    if (!std::isfinite(min) || !std::isfinite(max) || min > max || maxLevels < 1)
        return levels;
    if (min > 0 && max / min >= 10) {
        const int k0 = int(std::floor(std::log10(min)));
        const int k1 = int(std::ceil(std::log10(max)));
        for (const std::vector<double> &mantissas :
             {std::vector<double>{1, 2, 5}, std::vector<double>{1}}) {
            for (int every = 1; every <= k1 - k0 + 1; ++every) {
                levels.clear();
                for (int k = k0; k <= k1; ++k) {
                    if ((k - k0) % every != 0)
                        continue;
                    for (double m : mantissas) {
                        const double v = m * std::pow(10.0, k);
                        if (v >= min * (1 - 1e-12) && v <= max * (1 + 1e-12))
                            levels.push_back(v);
                    }
                }
                if (int(levels.size()) <= maxLevels)
                    return levels;
                if (mantissas.size() > 1)
                    break; // first drop 2 and 5, then thin the decades
            }
        }
        return levels;
    }
    const double span = max - min;
    if (span == 0) {
        // One value: the round value itself, if it is one.
        return levels;
    }
    // The smallest 1-2-5 step with at most maxLevels multiples inside [min, max].
    double step = std::pow(10.0, std::floor(std::log10(span / maxLevels)));
    for (int guard = 0; guard < 8; ++guard) {
        for (double m : {1.0, 2.0, 5.0}) {
            const double s = m * step;
            const double first = std::ceil(min / s - 1e-9);
            const double last = std::floor(max / s + 1e-9);
            if (last - first + 1 <= maxLevels) {
                for (double k = first; k <= last; ++k)
                    levels.push_back(k * s == 0 ? 0.0 : k * s);
                return levels;
            }
        }
        step *= 10;
    }
    return levels;
}

std::vector<QLineF> contourSegments(const TradeoffGrid &grid, double level)
{
    std::vector<QLineF> segments;
    const int nx = int(grid.x.values.size());
    const int ny = int(grid.y.values.size());
    if (nx < 2 || ny < 2 || grid.cells.size() != size_t(nx) * size_t(ny))
        return segments;
    // A point on the edge from corner a to corner b (fractional grid indices), where the
    // metric crosses the level.
    auto cross = [level](QPointF a, QPointF b, double va, double vb) {
        const double t = va == vb ? 0.5 : (level - va) / (vb - va);
        return a + (b - a) * std::clamp(t, 0.0, 1.0);
    };
    auto toValues = [&grid](QPointF index) {
        return QPointF(grid.x.valueAt(index.x()), grid.y.valueAt(index.y()));
    };
    for (int j = 0; j + 1 < ny; ++j) {
        for (int i = 0; i + 1 < nx; ++i) {
            // Corners counter-clockwise from the bottom left.
            const std::array<const GridCell *, 4> c = {&grid.at(i, j), &grid.at(i + 1, j),
                                                       &grid.at(i + 1, j + 1), &grid.at(i, j + 1)};
            if (std::any_of(c.begin(), c.end(), [](const GridCell *g) { return !g->value; }))
                continue;
            const std::array<double, 4> v = {*c[0]->value, *c[1]->value, *c[2]->value,
                                             *c[3]->value};
            const std::array<QPointF, 4> p = {QPointF(i, j), QPointF(i + 1, j),
                                              QPointF(i + 1, j + 1), QPointF(i, j + 1)};
            int mask = 0;
            for (int k = 0; k < 4; ++k)
                mask |= (v[size_t(k)] >= level ? 1 : 0) << k;
            if (mask == 0 || mask == 15)
                continue;
            // The crossing on edge k (from corner k to corner k + 1).
            auto edge = [&](int k) {
                const auto a = size_t(k), b = size_t((k + 1) % 4);
                return cross(p[a], p[b], v[a], v[b]);
            };
            std::vector<std::pair<int, int>> pairs;
            switch (mask) {
            case 1:
            case 14:
                pairs = {{3, 0}};
                break;
            case 2:
            case 13:
                pairs = {{0, 1}};
                break;
            case 3:
            case 12:
                pairs = {{3, 1}};
                break;
            case 4:
            case 11:
                pairs = {{1, 2}};
                break;
            case 6:
            case 9:
                pairs = {{0, 2}};
                break;
            case 7:
            case 8:
                pairs = {{2, 3}};
                break;
            case 5:
            case 10: {
                // A saddle: the cell's mean says whether the high corners connect.
                const bool centreHigh = (v[0] + v[1] + v[2] + v[3]) / 4 >= level;
                const bool lowLeftHigh = mask == 5;
                if (centreHigh == lowLeftHigh)
                    pairs = {{0, 1}, {2, 3}};
                else
                    pairs = {{3, 0}, {1, 2}};
                break;
            }
            default:
                break;
            }
            for (const auto &[a, b] : pairs)
                segments.emplace_back(toValues(edge(a)), toValues(edge(b)));
        }
    }
    return segments;
}

std::vector<std::vector<QPointF>> joinSegments(const std::vector<QLineF> &segments)
{
    const auto same = [](QPointF a, QPointF b) {
        const auto near = [](double u, double v) {
            return std::abs(u - v) <= 1e-9 * std::max({1.0, std::abs(u), std::abs(v)});
        };
        return near(a.x(), b.x()) && near(a.y(), b.y());
    };
    std::vector<bool> used(segments.size(), false);
    std::vector<std::vector<QPointF>> lines;
    for (size_t start = 0; start < segments.size(); ++start) {
        if (used[start])
            continue;
        used[start] = true;
        std::vector<QPointF> line{segments[start].p1(), segments[start].p2()};
        // Grow at the end, then at the front, with any unused segment touching it.
        for (bool atEnd : {true, false}) {
            for (bool grew = true; grew;) {
                grew = false;
                const QPointF tip = atEnd ? line.back() : line.front();
                for (size_t k = 0; k < segments.size(); ++k) {
                    if (used[k])
                        continue;
                    const QLineF &seg = segments[k];
                    const bool first = same(seg.p1(), tip);
                    if (!first && !same(seg.p2(), tip))
                        continue;
                    const QPointF next = first ? seg.p2() : seg.p1();
                    if (atEnd)
                        line.push_back(next);
                    else
                        line.insert(line.begin(), next);
                    used[k] = true;
                    grew = true;
                    break;
                }
            }
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace fleet
