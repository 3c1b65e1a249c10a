// Chart view settings for live updates: every slider tick repaints a chart.
#pragma once

#include <QFont>

class QChart;
class QGraphicsView;

namespace fleet {

/// The fonts of a chart at a scale (1.0 normal, larger for a projector): bold title, axis
/// titles at the base size, tick labels and legend a little smaller. `base` is the unscaled
/// application font (a widget's own font may already carry the scale).
struct ChartFonts
{
    QFont title;
    QFont axisTitle;
    QFont labels;
};
[[nodiscard]] ChartFonts chartFonts(const QFont &base, double scale);

/// Settings that make a chart view cheap to repaint many times a second (measured with
/// bench/viewbench, roughly halving a step): one bounding-rect repaint per change instead of a
/// minimal region built from many rects, no painter save/restore around items that do their
/// own, and no BSP index for a scene whose items move on every tick.
void tuneForLiveUpdates(QGraphicsView *view);

/// Gives a chart's title, legend and axes (those it has now) the current theme's text colour
/// (palette.h: AA contrast on the chart background; Qt Charts' own dark grey does not read on
/// the dark theme's). Call before LogAxisLabels takes the axis's label colour.
void applyChartTextColours(QChart *chart);

} // namespace fleet
