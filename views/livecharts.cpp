#include "livecharts.h"

#include <QGraphicsScene>
#include <QGraphicsView>

namespace fleet {

void tuneForLiveUpdates(QGraphicsView *view)
{
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    view->setOptimizationFlags(QGraphicsView::DontSavePainterState
                               | QGraphicsView::DontAdjustForAntialiasing);
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
}

} // namespace fleet
