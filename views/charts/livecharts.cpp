// Chart settings for live updates (livecharts.h): chart fonts at a scale, and view settings that
// keep a repaint per slider tick cheap.
#include "livecharts.h"

#include "palette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLegend>

namespace fleet {

namespace {

/// Caches the straight lines of a view's scene just before its viewport paints (lines made
/// since the last paint, e.g. new ticks, included).
class LineCacher : public QObject
{
public:
    LineCacher(QGraphicsView *view) : QObject(view), m_view(view) {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched == m_view->viewport() && m_view->scene()) {
            for (QGraphicsItem *item : m_view->scene()->items()) {
                if (item->type() == QGraphicsLineItem::Type &&
                    item->cacheMode() == QGraphicsItem::NoCache)
                    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
            }
        }
        return false;
    }

private:
    QGraphicsView *m_view;
};

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
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    view->setOptimizationFlags(QGraphicsView::DontSavePainterState |
                               QGraphicsView::DontAdjustForAntialiasing);
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->viewport()->installEventFilter(new LineCacher(view));
}

UncachedItems::UncachedItems(QWidget *root)
{
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
            }
        }
    }
}

UncachedItems::~UncachedItems()
{
    for (const auto &[item, mode] : m_items)
        item->setCacheMode(mode);
}

void applyChartTextColours(QChart *chart)
{
    const Palette &p = colours();
    chart->setTitleBrush(p.text);
    chart->legend()->setLabelColor(p.text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(p.text);
        axis->setTitleBrush(p.text);
    }
}

} // namespace fleet
