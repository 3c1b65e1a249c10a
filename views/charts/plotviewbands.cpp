// PlotView's shaded bands (plotview.h): an area between two y values across the plot or two x
// values up it, behind the series, clipped to the current ranges.
#include "plotview.h"

#include <QAreaSeries>
#include <QLineSeries>

#include <algorithm>

namespace fleet {

int PlotView::addBand(Qt::Orientation orientation, const QString &name, const QColor &color)
{
    Band b{orientation, nullptr, new QLineSeries, new QLineSeries, 0, 0};
    b.area = new QAreaSeries(b.upper, b.lower);
    b.upper->setParent(b.area); // QAreaSeries does not own its boundary lines
    b.lower->setParent(b.area);
    b.area->setName(name);
    b.area->setColor(color);
    b.area->setBorderColor(Qt::transparent);
    b.area->setPen(Qt::NoPen);
    attach(b.area);
    m_bands.push_back(b);
    restyleTexts(); // the labels may now be drawn over this band too
    return int(m_bands.size() - 1);
}

void PlotView::setBand(int band, double from, double to)
{
    Band &b = m_bands.at(size_t(band));
    b.from = from;
    b.to = to;
    placeBand(b);
}

void PlotView::setBandVisible(int band, bool visible)
{
    QAreaSeries *area = m_bands.at(size_t(band)).area;
    if (area->isVisible() == visible)
        return;
    area->setVisible(visible);
    fitTexts(); // the legend gained or lost its entry
}

void PlotView::placeBand(Band &b)
{
    QList<QPointF> upper, lower;
    if (b.orientation == Qt::Horizontal) {
        const double lo = std::max(b.from, m_yMin), hi = std::min(b.to, m_yMax);
        if (hi > lo) {
            upper = {QPointF(m_xMin, hi), QPointF(m_xMax, hi)};
            lower = {QPointF(m_xMin, lo), QPointF(m_xMax, lo)};
        }
    } else {
        const double lo = std::max(b.from, m_xMin), hi = std::min(b.to, m_xMax);
        if (hi > lo) {
            upper = {QPointF(lo, m_yMax), QPointF(hi, m_yMax)};
            lower = {QPointF(lo, m_yMin), QPointF(hi, m_yMin)};
        }
    }
    // replace() repaints even with the same points, and a band spans the whole plot.
    if (b.upper->points() != upper)
        b.upper->replace(upper);
    if (b.lower->points() != lower)
        b.lower->replace(lower);
}

} // namespace fleet
