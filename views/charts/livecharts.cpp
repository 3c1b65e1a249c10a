// Chart settings for live updates (livecharts.h): chart fonts at a scale, and view settings that
// keep a repaint per slider tick cheap.
#include "livecharts.h"

#include "palette.h"
#include "textfit.h"

#include <QAbstractAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLegend>
#include <QPen>
#include <QPixmapCache>

namespace fleet {

namespace {

/// How many UncachedItems live now: while one does, no line is cached or thinned (an export
/// paints the widgets it draws, and would get pixmaps and hairlines).
int g_uncachedDepth = 0;

/// The data key that marks a line whose 1-px pen LineCacher made a hairline.
constexpr int kThinnedKey = 0x4854; // "HT"

/// Whether `item` is a curve of Qt Charts (a line, points or an area): stroking a curve of a
/// few hundred points with a wide antialiased pen costs the same whatever part of it a repaint
/// exposes, so a curve a step did not change is better copied from a cache.
bool isCurve(const QGraphicsItem *item)
{
    if (item->type() != QGraphicsItem::UserType)
        return false;
    const auto *object = dynamic_cast<const QGraphicsObject *>(item);
    if (!object)
        return false;
    const char *name = object->metaObject()->className();
    return qstrcmp(name, "LineChartItem") == 0 || qstrcmp(name, "ScatterChartItem") == 0 ||
           qstrcmp(name, "AreaChartItem") == 0;
}

/// Caches the straight lines of a view's scene just before its viewport paints (lines made
/// since the last paint, e.g. new ticks, included), and draws those 1 px wide as hairlines
/// (a cosmetic pen of width 0): on screen they are the same pixels, but a 1-px pen's bounding
/// rect is its stroked outline, computed on every paint of every line (a tenth of a layout
/// step's instructions, measured with callgrind), a hairline's is the line's own.
class LineCacher : public QObject
{
public:
    LineCacher(QGraphicsView *view) : QObject(view), m_view(view) {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched == m_view->viewport() && m_view->scene() &&
            g_uncachedDepth == 0) {
            for (QGraphicsItem *item : m_view->scene()->items()) {
                if (item->cacheMode() != QGraphicsItem::NoCache)
                    continue;
                if (isCurve(item)) {
                    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
                    continue;
                }
                if (item->type() != QGraphicsLineItem::Type)
                    continue;
                item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
                auto *line = static_cast<QGraphicsLineItem *>(item);
                if (line->pen().widthF() == 1.0) {
                    QPen hairline = line->pen();
                    hairline.setWidthF(0);
                    line->setPen(hairline);
                    line->setData(kThinnedKey, true);
                }
            }
        }
        return false;
    }

private:
    QGraphicsView *m_view;
};

/// Gives a line LineCacher thinned its 1-px pen back (`width` 1) or thins it again (0).
void setThinnedWidth(QGraphicsItem *item, double width)
{
    if (item->type() != QGraphicsLineItem::Type || !item->data(kThinnedKey).toBool())
        return;
    auto *line = static_cast<QGraphicsLineItem *>(item);
    QPen pen = line->pen();
    if (pen.widthF() == width || (width == 1.0 && pen.widthF() != 0))
        return;
    pen.setWidthF(width);
    line->setPen(pen);
}

} // namespace

ChartFonts chartFonts(const QFont &base, double scale)
{
    const double size = base.pointSizeF() > 0 ? base.pointSizeF() : 10.0;
    ChartFonts fonts{base, base, base};
    fonts.title.setPointSizeF(size * 1.15 * scale);
    fonts.title.setBold(true);
    fonts.axisTitle.setPointSizeF(size * scale);
    fonts.labels.setPointSizeF(size * 0.95 * scale);
    return fonts;
}

void tuneForLiveUpdates(QGraphicsView *view)
{
    // The cached lines and curves live in Qt's pixmap cache (least recently used go first):
    // room for the curves of the charts on screen at 1920 × 1080 (about a megabyte a curve),
    // not Qt's default 10 MB, in which they would push each other out at every paint. Not more:
    // the cache fills to its limit over a long session, and at 48 MB the window's peak memory
    // was 175 MB (bench/viewbench; 143 MB at 20 MB, the steps as quick).
    constexpr int kCacheKb = 20 * 1024;
    if (QPixmapCache::cacheLimit() < kCacheKb)
        QPixmapCache::setCacheLimit(kCacheKb);
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    view->setOptimizationFlags(QGraphicsView::DontSavePainterState |
                               QGraphicsView::DontAdjustForAntialiasing);
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->viewport()->installEventFilter(new LineCacher(view));
}

void dropCurveCaches(QGraphicsView *view)
{
    if (!view->scene())
        return;
    for (QGraphicsItem *item : view->scene()->items()) {
        if (isCurve(item) && item->cacheMode() != QGraphicsItem::NoCache)
            item->setCacheMode(QGraphicsItem::NoCache);
    }
}

void releaseCaches(QGraphicsView *view)
{
    if (g_uncachedDepth > 0 || !view->scene())
        return;
    view->resetCachedContent();
    for (QGraphicsItem *item : view->scene()->items()) {
        if (item->cacheMode() != QGraphicsItem::NoCache)
            item->setCacheMode(QGraphicsItem::NoCache);
    }
}

UncachedItems::UncachedItems(QWidget *root)
{
    ++g_uncachedDepth;
    QList<QGraphicsView *> views = root->findChildren<QGraphicsView *>();
    if (auto *self = qobject_cast<QGraphicsView *>(root))
        views.push_front(self);
    for (QGraphicsView *view : views) {
        if (!view->scene())
            continue;
        for (QGraphicsItem *item : view->scene()->items()) {
            if (item->cacheMode() != QGraphicsItem::NoCache) {
                m_items.emplace_back(item, item->cacheMode());
                item->setCacheMode(QGraphicsItem::NoCache);
                setThinnedWidth(item, 1); // a 1-px line in a picture drawn larger stays 1 px
            }
        }
    }
}

UncachedItems::~UncachedItems()
{
    for (const auto &[item, mode] : m_items) {
        item->setCacheMode(mode);
        setThinnedWidth(item, 0);
    }
    --g_uncachedDepth;
}

void applyChartTextColours(QChart *chart)
{
    const Palette &p = colours();
    setChartTitleColour(chart, p.text);
    chart->legend()->setLabelColor(p.text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(p.text);
        axis->setTitleBrush(p.text);
    }
}

} // namespace fleet
