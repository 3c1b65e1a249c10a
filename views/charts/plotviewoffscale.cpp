// PlotView's off-scale marks (plotview.h): while the axes are locked, a curve that leaves the
// y range says so where it leaves ("off scale ↑"), in its colour, at the plot's edge.
#include "plotview.h"

#include "axislock.h"
#include "chartlayers.h"

#include <QGraphicsSimpleTextItem>
#include <QXYSeries>

#include <algorithm>

namespace fleet {

void PlotView::placeOffScaleMarks()
{
    m_offScale.clear();
    const QRectF plot = chart()->plotArea();
    size_t used = 0;
    if (m_axisLock->isLocked() && plot.width() > 0 && plot.height() > 0) {
        const PlotRanges ranges{.xMin = m_xMin,
                                .xMax = m_xMax,
                                .yMin = m_yMin,
                                .yMax = m_yMax,
                                .logX = m_xSpec.log,
                                .logY = m_ySpec.log};
        std::vector<QRectF> taken;
        for (size_t id = 0; id < m_series.size(); ++id) {
            const Series &s = m_series[id];
            // A hidden or concealed series stays hidden: its mark would give it away.
            if (!s.series->isVisible() || s.data.empty())
                continue;
            for (const OffScaleMark &m : offScaleMarks(s.data, ranges, !s.isPoints)) {
                const QString text = m.above ? tr("off scale ↑") : tr("off scale ↓");
                if (used == m_offScaleItems.size()) {
                    auto *item = new QGraphicsSimpleTextItem(chart());
                    item->setZValue(kLabelLayer);
                    item->setAcceptedMouseButtons(Qt::NoButton);
                    m_offScaleItems.push_back(item);
                }
                QGraphicsSimpleTextItem *item = m_offScaleItems[used];
                if (item->text() != text)
                    item->setText(text);
                item->setFont(chart()->font());
                const QSizeF size = item->boundingRect().size();
                // Beside where it leaves, not on it: left of the exit the curve is still inside
                // the range (rising out of it to the right) or already outside (coming in), so the
                // words stand clear of it, a line's height away for a slope of about one (centred,
                // "off scale ↑" sat on the Amdahl view's lines).
                const double x = toPlotArea(m.at).x();
                QRectF box(QPointF(x - size.width() - size.height(),
                                   m.above ? plot.top() + 2 : plot.bottom() - 2 - size.height()),
                           size);
                // Inside the plot, whole.
                box.moveLeft(
                    std::clamp(box.left(), plot.left() + 2,
                               std::max(plot.left() + 2, plot.right() - 2 - size.width())));
                const bool covers = std::any_of(taken.begin(), taken.end(), [&](const QRectF &t) {
                    return t.intersects(box.adjusted(-4, 0, 4, 0));
                });
                if (covers)
                    continue;
                taken.push_back(box);
                const QColor colour = s.isPoints ? s.series->color() : s.series->pen().color();
                item->setBrush(readableText(colour));
                item->setPos(box.topLeft());
                item->setVisible(true);
                m_offScale.push_back({SeriesId(id), m, text, box});
                ++used;
            }
        }
    }
    for (size_t i = used; i < m_offScaleItems.size(); ++i)
        m_offScaleItems[i]->setVisible(false);
}

std::vector<PlotView::OffScale> PlotView::offScaleShown()
{
    flushLayout();
    return m_offScale;
}

} // namespace fleet
