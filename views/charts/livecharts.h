// Chart view settings for live updates: every slider tick repaints a chart.
#pragma once

#include <QFont>
#include <QGraphicsItem>

#include <utility>
#include <vector>

class QChart;
class QGraphicsView;
class QWidget;

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
/// own, and no BSP index for a scene whose items move on every tick. Before each paint, every
/// straight line of the scene that has no cache yet (Qt Charts' axis lines, ticks and grid
/// lines, the markers) and every curve (a line, points or an area series) is cached in device
/// coordinates (QGraphicsItem::DeviceCoordinateCache): what the step did not move is copied, not
/// stroked and blended again pixel by pixel (a moving point marks the whole plot for repaint,
/// since Qt Charts' point series spans it, and stroking a curve costs the same whatever part of
/// it is exposed: half a scaling step, measured with callgrind); lines 1 px wide are drawn as
/// hairlines (a cosmetic pen of width 0: the same pixels on screen, a tenth of a layout step
/// less, since a 1-px pen's bounding rect is its stroked outline). The caches live in Qt's pixmap
/// cache, raised to 20 MB (about a megabyte a curve); a chart hidden lets its caches go
/// (releaseCaches()), so only the charts on screen hold them.
void tuneForLiveUpdates(QGraphicsView *view);

/// Drops the cached pixmaps of `view`'s curves (the next paint makes them again): for a new
/// axis range or plot area, which a curve's device-coordinate cache outlived.
void dropCurveCaches(QGraphicsView *view);

/// Lets a chart's caches go (the grid drawn behind it, the pixmaps of its lines and curves),
/// to be made again at its next paint: a chart put away (its view's tab left) holds no memory
/// for them. PlotView and BarPlot call it when hidden.
void releaseCaches(QGraphicsView *view);

/// While it lives, no item of the graphics views in `root` (itself or among its children)
/// paints from a cache, so an SVG or PDF drawing gets lines, not pixmaps of them, and a picture
/// drawn larger is sharp; the hairlines are 1-px lines again (2 px in a picture drawn at twice
/// the size, not one), and no line is cached or thinned; all comes back when it goes. The items
/// must outlive it.
class UncachedItems
{
public:
    explicit UncachedItems(QWidget *root);
    ~UncachedItems();
    UncachedItems(const UncachedItems &) = delete;
    UncachedItems &operator=(const UncachedItems &) = delete;

private:
    std::vector<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> m_items;
};

/// Gives a chart's title, legend and axes (those it has now) the current theme's text colour
/// (palette.h: AA contrast on the chart background; Qt Charts' own dark grey does not read on
/// the dark theme's). Call before LogAxisLabels takes the axis's label colour.
void applyChartTextColours(QChart *chart);

} // namespace fleet
