// Chart settings for live updates (livecharts.h): chart fonts at a scale, and view settings that
// keep a repaint per slider tick cheap.
#include "livecharts.h"

#include "palette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLegend>

namespace fleet {

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
