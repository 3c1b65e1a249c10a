// PlotView's ghosts (plotview.h): the pinned designs drawn behind a series, lighter and
// dashed, from series reserved before the series they go behind.
#include "plotview.h"

#include "textfit.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

#include <algorithm>

namespace fleet {

void PlotView::reserveGhosts(int count)
{
    for (int i = 0; i < count; ++i) {
        auto *s = new QLineSeries;
        attach(s);
        s->setVisible(false);
        m_series.push_back({s, {}, {}, false});
        const auto id = SeriesId(m_series.size() - 1);
        hideFromLegend(id);
        m_ghostPool.push_back(id);
    }
}

void PlotView::setGhosts(SeriesId of, const std::vector<Ghost> &ghosts)
{
    std::vector<SeriesId> &mine = m_ghosts[of];
    while (mine.size() < ghosts.size() && !m_ghostPool.empty()) {
        mine.push_back(m_ghostPool.front());
        m_ghostPool.erase(m_ghostPool.begin());
    }
    const Series &source = m_series.at(size_t(of));
    QColor colour = source.isPoints ? static_cast<QScatterSeries *>(source.series)->color()
                                    : source.series->pen().color();
    colour.setAlpha(130);
    const double width = source.isPoints ? 2.0 : std::max(1.5, source.series->pen().widthF() - 1);
    for (size_t i = 0; i < mine.size(); ++i) {
        const SeriesId id = mine[i];
        auto *s = m_series[size_t(id)].series;
        const bool shown = i < ghosts.size();
        if (shown) {
            QPen pen(colour, width, source.isPoints ? Qt::SolidLine : Qt::DashLine);
            if (s->pen() != pen)
                s->setPen(pen);
            if (source.isPoints) {
                s->setPointsVisible(true);
                s->setMarkerSize(static_cast<QScatterSeries *>(source.series)->markerSize());
            }
            setSeriesName(id, ghosts[i].name);
            setData(id, ghosts[i].points);
        }
        setSeriesVisible(id, shown);
        // A curve's ghost is named in the legend (the wrapping legend reads this property too);
        // a point's ghost is not.
        const bool inLegend = shown && !source.isPoints;
        if (s->property(kNotInLegend).toBool() == inLegend) {
            s->setProperty(kNotInLegend, !inLegend);
            fitTexts();
        }
        for (QLegendMarker *m : chart()->legend()->markers(s))
            m->setVisible(inLegend);
    }
    m_ghostsShown[of] = std::min(ghosts.size(), mine.size());
}

std::vector<PlotView::SeriesId> PlotView::ghostsOf(SeriesId of) const
{
    const auto it = m_ghosts.find(of);
    if (it == m_ghosts.end())
        return {};
    const size_t shown = m_ghostsShown.at(of);
    return {it->second.begin(), it->second.begin() + qsizetype(shown)};
}

} // namespace fleet
