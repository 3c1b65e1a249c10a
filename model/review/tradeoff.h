// The 2-D trade-off map as plain data: one output metric over a grid of two inputs, round
// contour levels, and the contour lines of a level (marching squares). A widget draws them.
#pragma once

#include "metrics.h"
#include "scenariofields.h"

#include <QLineF>

#include <optional>
#include <vector>

namespace fleet {

/// A closed interval of input values (SI).
struct ValueRange
{
    double min = 0;
    double max = 1;
};

/// One axis of the grid.
struct GridAxis
{
    FieldId field = FieldId::Accelerators;
    bool log = false;           ///< log-spaced (the field's slider is logarithmic)
    std::vector<double> values; ///< the input values evaluated, increasing (whole for counts)

    /// The input value at a fractional index (0 … values.size() − 1), interpolated in log space
    /// on a log axis.
    [[nodiscard]] double valueAt(double index) const;
};

/// One grid cell's result.
struct GridCell
{
    bool valid = true;           ///< false: the scenario is invalid at this point
    std::optional<double> value; ///< the metric; nullopt for a null or when invalid
};

/// The metric over x × y.
struct TradeoffGrid
{
    GridAxis x;
    GridAxis y;
    /// Row-major: cells[j · x.values.size() + i] is at (x.values[i], y.values[j]).
    std::vector<GridCell> cells;
    std::optional<double> minValue; ///< over the cells with a value
    std::optional<double> maxValue;

    [[nodiscard]] const GridCell &at(int i, int j) const;
};

/// The range of values an input takes in practice, for the fields whose valid range is much
/// wider (MFU 10–70 %, not 0.1–100 %; PUE 1.0–2.0; a loss share 0–50 %; electricity
/// 0.02–0.30 $/kWh); nullopt for the others.
[[nodiscard]] std::optional<ValueRange> typicalMapRange(FieldId field);

/// The default range of an input on the map: its typicalMapRange() widened to hold the current
/// value; else two decades either side of the current value on a logarithmic field, the whole
/// range on a linear one; clamped into the field's range. It depends on the current value only
/// where it must, so the window and the report draw the same map.
[[nodiscard]] ValueRange defaultMapRange(const FieldSpec &field, double current);

/// The axis values: `count` points over the range, log-spaced where the field's slider is
/// logarithmic (and the range is positive), else linear; counts rounded (neighbours may then
/// repeat at the low end of a log axis).
[[nodiscard]] GridAxis gridAxis(const FieldSpec &field, ValueRange range, int count);

/// Evaluates the metric over nx × ny points of two different inputs (nx, ny ≥ 2). A cluster-size
/// axis holds whole nodes from one node up (multiples of the scenario's accelerators per node,
/// unless the other axis is that): a partly filled node's two-port rule would stripe the map. A
/// point where the scenario becomes invalid is a cell with valid = false, never an exception. nx ·
/// ny evaluations. Throws std::invalid_argument when x = y, nx or ny < 2, or a range is empty.
[[nodiscard]] TradeoffGrid tradeoffGrid(const Scenario &scenario, const Metric &metric,
                                        FieldId inputX, FieldId inputY, int nx, int ny,
                                        std::optional<ValueRange> xRange = {},
                                        std::optional<ValueRange> yRange = {});

/// Round contour levels in [min, max]: every 1-2-5 × 10^k value when max / min ≥ 10 (min > 0)
/// — thinned to 1 × 10^k, then every other decade, while there are more than maxLevels —;
/// otherwise the multiples of the 1-2-5 × 10^k step that gives at most maxLevels levels.
/// Empty when min > max or either is not finite.
[[nodiscard]] std::vector<double> contourLevels(double min, double max, int maxLevels = 12);

/// contourLevels() round in the units a metric is written in (Metric::roundingUnit()): a
/// training time from 3 days to 10 years gets 5, 10, 20 … 500 days and 2, 5, 10 years, not
/// multiples of 10^k seconds. At most maxLevels levels, ascending; empty as contourLevels().
[[nodiscard]] std::vector<double> metricContourLevels(const Metric &metric, double min, double max,
                                                      int maxLevels = 12);

/// Where `value` sits along an axis drawn from its first to its last value, 0 … 1 (in log
/// space on a log axis); outside the axis it is below 0 or above 1. 0 for an axis with fewer
/// than two distinct values. A map places cells, contours and the current design with it.
[[nodiscard]] double axisFraction(const GridAxis &axis, double value);
/// Round values to label an axis between its ends (contourLevels() of its first and last value,
/// at most maxTicks), strictly inside them: 1,000, 10,000, 100,000 accelerators on a log axis
/// from 164 to 1.6 M; 20 %, 30 % … 60 % on MFU from 10 to 70 %. Empty for an axis with fewer
/// than two distinct values.
[[nodiscard]] std::vector<double> axisTicks(const GridAxis &axis, int maxTicks = 8);
/// The inverse of axisFraction(): the input value at a fraction t (clamped to 0 … 1) along the
/// axis, not rounded (use clampToField() for a count).
[[nodiscard]] double axisValueAt(const GridAxis &axis, double t);

/// Where a metric value sits on the map's colour scale, 0 (grid minimum) … 1 (grid maximum),
/// clamped: logarithmic when the grid's values are positive and span a decade or more
/// (colourScaleIsLog()), else linear. 0.5 when the grid holds one value; 0 with none.
[[nodiscard]] double colourFraction(const TradeoffGrid &grid, double value);
/// Whether colourFraction() is logarithmic for this grid.
[[nodiscard]] bool colourScaleIsLog(const TradeoffGrid &grid);

/// The contour line of `level` through the grid, as segments in input values (x, y), by
/// marching squares: each cell with four values is cut where the metric crosses the level,
/// interpolated linearly in the metric along the cell's edges (in log space of a log axis);
/// a saddle is split by the cell's mean. Cells with an invalid or null corner are skipped.
[[nodiscard]] std::vector<QLineF> contourSegments(const TradeoffGrid &grid, double level);

/// Contour segments joined into lines: each polyline follows segments that share an end (equal
/// within 1e-9 of the coordinates' size), so a dashed line keeps its pattern along the contour
/// instead of starting it again in every grid cell. Every segment is in exactly one polyline
/// (n segments of one open line give one polyline of n + 1 points); order is unspecified.
[[nodiscard]] std::vector<std::vector<QPointF>> joinSegments(const std::vector<QLineF> &segments);

} // namespace fleet
