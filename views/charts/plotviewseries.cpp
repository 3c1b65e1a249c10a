// PlotView (plotview.h): the series' visibility and names, and the model curves offered as
// questions (a series concealed by a question stays hidden whatever the view asks).
#include "plotview.h"

#include "axislabels.h"
#include "curvequestion.h"
#include "palette.h"
#include "textfit.h"

#include <QAbstractAxis>
#include <QLegendMarker>
#include <QXYSeries>

namespace fleet {

namespace {

/// Draws `series` when it is shown and nothing conceals it. A series shown but concealed keeps
/// its legend entry (a curve's name is a formula or a design's name, never its value), so the
/// plot area does not move at the reveal. Returns whether the series appeared or disappeared.
bool applyVisibility(QAbstractSeries *series, bool shown, unsigned concealedBy)
{
    const bool kept = shown && concealedBy != 0;
    if (series->property(kKeptInLegend).toBool() != kept)
        series->setProperty(kKeptInLegend, kept);
    const bool drawn = shown && concealedBy == 0;
    if (series->isVisible() == drawn)
        return false;
    series->setVisible(drawn);
    return true;
}

} // namespace

void PlotView::setSeriesVisible(SeriesId id, bool visible)
{
    Series &s = m_series.at(size_t(id));
    const bool changed = s.shown != visible;
    s.shown = visible;
    if (applyVisibility(s.series, s.shown, s.concealedBy)) {
        fitTexts(); // the legend's row gained or lost a label
        m_layoutDirty = true;
        if (!m_offScale.empty())
            placeOffScaleMarks(); // never a mark for a curve no longer drawn
    }
    if (changed) {
        m_question->refresh(); // a curve switched off is not offered
        updateScaleBlank();
    }
}

bool PlotView::isSeriesShown(SeriesId id) const
{
    return m_series.at(size_t(id)).shown;
}

void PlotView::setConcealed(SeriesId id, bool concealed, Concealer by)
{
    Series &s = m_series.at(size_t(id));
    s.concealedBy = concealed ? s.concealedBy | by : s.concealedBy & ~unsigned(by);
    if (applyVisibility(s.series, s.shown, s.concealedBy)) {
        fitTexts();
        m_layoutDirty = true;
        if (!m_offScale.empty())
            placeOffScaleMarks(); // a concealed curve's mark would give it away
    }
    updateScaleBlank();
}

void PlotView::setScaleConcealedWithData(bool on)
{
    m_scaleConcealable = on;
    updateScaleBlank();
}

void PlotView::updateScaleBlank()
{
    bool anyShown = false;
    bool allConcealed = true;
    for (const Series &s : m_series) {
        if (!s.shown || s.data.empty()) // nothing drawn (the τ used of an automatic interval)
            continue;
        anyShown = true;
        allConcealed = allConcealed && (s.concealedBy & ByReadoutQuestion) != 0;
    }
    const bool blank = m_scaleConcealable && anyShown && allConcealed;
    if (blank == m_scaleBlank)
        return;
    m_scaleBlank = blank;
    for (QAbstractAxis *axis : {m_axisX, m_axisY}) {
        if (LogAxisLabels *labels = axis == m_axisX ? m_xLabels : m_yLabels)
            labels->setBlank(blank);
        else
            axis->setLabelsColor(blank ? QColor(Qt::transparent) : colours().text);
    }
}

void PlotView::setAskable(SeriesId id, bool askable)
{
    m_question->offer(id, askable);
}

void PlotView::setSeriesName(SeriesId id, const QString &name)
{
    QXYSeries *s = m_series.at(size_t(id)).series;
    if (s->name() != name) {
        s->setName(name);
        fitTexts();
        m_question->refresh(); // "Hide and ask: <name>"
    }
}

void PlotView::hideFromLegend(SeriesId id)
{
    m_series.at(size_t(id)).series->setProperty(kNotInLegend, true);
    for (QLegendMarker *m : chart()->legend()->markers(m_series.at(size_t(id)).series))
        m->setVisible(false);
}

} // namespace fleet
