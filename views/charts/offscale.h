// Off-scale marks: where a curve leaves a chart's y range (the axes locked while the inputs
// move), so it never vanishes silently. Pure geometry in data coordinates; PlotView draws them.
#pragma once

#include "curves.h"

#include <vector>

namespace fleet {

/// One place a curve leaves the shown y range.
struct OffScaleMark
{
    /// Where it leaves, on the range's edge: x within [xMin, xMax], y = yMax (above) or yMin.
    CurvePoint at;
    /// Off the top (↑) rather than off the bottom (↓).
    bool above = true;
    bool operator==(const OffScaleMark &) const = default;
};

/// The shown ranges of a chart and whether each axis is logarithmic.
struct PlotRanges
{
    double xMin = 0, xMax = 1, yMin = 0, yMax = 1;
    bool logX = false, logY = false;
};

/// Where `curve` (points in increasing x) leaves [yMin, yMax] inside [xMin, xMax]: for a line
/// (`joined`), each place a segment goes from inside the range to outside (interpolated in the
/// axes' own scales, linear or log10), and the left end of the shown part when it starts
/// outside; for points (not joined), each point in the x range above or below it. A point a log
/// axis cannot show (≤ 0) or not finite is skipped. Empty when the curve stays inside, or lies
/// wholly outside the x range.
[[nodiscard]] std::vector<OffScaleMark> offScaleMarks(const Curve &curve, const PlotRanges &r,
                                                      bool joined);

} // namespace fleet
