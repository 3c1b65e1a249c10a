// FieldPoints (fieldpoints.h): the measured points, their labels, callout notes and switch.
#include "fieldpoints.h"

#include "palette.h"

#include <QAction>
#include <QEvent>

namespace fleet {

FieldPoints::FieldPoints(PlotView *plot, bool shown)
    : QObject(plot), m_plot(plot), m_action(new QAction(tr("Field data"), plot)),
      m_series(plot->addPoints(legendName(), colours().text,
                               QScatterSeries::MarkerShapeRotatedRectangle, 14))
{
    m_action->setCheckable(true);
    m_action->setChecked(shown);
    m_action->setToolTip(tr("Show the published measurements of real fleets on this chart, each "
                            "with its source and measured ÷ model"));
    plot->addAction(m_action);
    plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_action, &QAction::toggled, this, [this](bool on) {
        apply();
        Q_EMIT shownChanged(on);
    });
    apply();
}

QString FieldPoints::legendName()
{
    return tr("Field data (measured)");
}

void FieldPoints::setPoints(std::vector<FieldPoint> points)
{
    m_points = std::move(points);
    Curve curve;
    std::vector<std::pair<CurvePoint, QString>> notes;
    for (const FieldPoint &p : m_points) {
        curve.push_back({p.x, p.y});
        notes.emplace_back(CurvePoint{p.x, p.y}, p.tooltip);
    }
    m_plot->setData(m_series, curve);
    m_plot->setPointNotes(m_series, std::move(notes));
    while (m_labels.size() < m_points.size()) {
        m_labels.push_back(m_plot->addLabel(colours().text, m_series));
        m_plot->setLabelConcealed(m_labels.back(), m_labelsConcealed);
    }
    for (size_t i = 0; i < m_points.size(); ++i)
        m_plot->setLabel(m_labels[i], {m_points[i].x, m_points[i].y}, m_points[i].label);
    apply();
}

void FieldPoints::setPointsSource(std::function<std::vector<FieldPoint>()> source)
{
    m_source = std::move(source);
    // Shown points are taken when their chart first shows (a view built but not opened
    // never needs them).
    if (isShown() && m_plot->isVisible())
        load();
    else
        m_plot->installEventFilter(this);
}

bool FieldPoints::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::Show && m_source && isShown())
        load();
    return QObject::eventFilter(watched, event);
}

void FieldPoints::load()
{
    if (!m_source)
        return;
    const auto source = std::move(m_source);
    m_source = nullptr;
    setPoints(source());
}

const std::vector<FieldPoint> &FieldPoints::points() const
{
    const_cast<FieldPoints *>(this)->load(); // the points exist once asked for
    return m_points;
}

bool FieldPoints::isShown() const
{
    return m_action->isChecked();
}

void FieldPoints::setShown(bool shown)
{
    m_action->setChecked(shown); // toggled() applies and emits when it changes
}

void FieldPoints::setLabelsConcealed(bool concealed)
{
    if (m_labelsConcealed == concealed)
        return;
    m_labelsConcealed = concealed;
    for (int label : m_labels)
        m_plot->setLabelConcealed(label, concealed);
}

void FieldPoints::apply()
{
    const bool on = isShown();
    if (on && m_source && m_plot->isVisible()) {
        load(); // applies again with the points
        return;
    }
    m_plot->setSeriesVisible(m_series, on);
    for (size_t i = 0; i < m_labels.size(); ++i)
        m_plot->setLabelVisible(m_labels[i],
                                on && i < m_points.size() && !m_points[i].label.isEmpty());
}

} // namespace fleet
