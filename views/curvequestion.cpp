// CurveQuestion (curvequestion.h): a line series hidden behind a question, a clicked prediction
// shown as a ghost marker, and the reveal with the error as a factor.
#include "curvequestion.h"

#include "axislock.h"
#include "chartlayers.h"
#include "format.h"
#include "palette.h"
#include "prediction.h"

#include <QAction>
#include <QBrush>
#include <QChart>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QPen>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr double kGhostRadius = 7;

} // namespace

CurveQuestion::CurveQuestion(PlotView *plot, std::vector<PlotView::SeriesId> lines)
    : QObject(plot), m_plot(plot), m_lines(std::move(lines)),
      m_revealAction(new QAction(tr("Reveal the curve"), plot)),
      m_closeAction(new QAction(tr("Close the curve question"), plot))
{
    for (PlotView::SeriesId id : m_lines) {
        auto *ask = new QAction(tr("Hide and ask: %1").arg(plot->seriesName(id)), plot);
        ask->setToolTip(tr("Hide this curve until a prediction is clicked onto the chart"));
        connect(ask, &QAction::triggered, this, [this, id] { this->ask(id); });
        plot->addAction(ask);
        m_askActions.push_back(ask);
    }
    m_revealAction->setToolTip(tr("Show the curve and how far the prediction was"));
    connect(m_revealAction, &QAction::triggered, this, [this] { reveal(); });
    connect(m_closeAction, &QAction::triggered, this, &CurveQuestion::close);
    plot->addAction(m_revealAction);
    plot->addAction(m_closeAction);
    plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_viewport = plot->viewport();
    m_viewport->installEventFilter(this);
    connect(plot->chart(), &QChart::plotAreaChanged, this, &CurveQuestion::place);
    updateActions();
}

CurveQuestion::~CurveQuestion() = default;

bool CurveQuestion::ask(PlotView::SeriesId id)
{
    if (isOpen() || std::find(m_lines.begin(), m_lines.end(), id) == m_lines.end())
        return false;
    m_series = id;
    m_prediction.reset();
    m_actual.reset();
    m_revealed = false;
    m_verdict.clear();
    m_plot->setSeriesVisible(id, false);
    // The axes hold still while the question is open (unless the user locked them already).
    m_lockedAxes = !m_plot->axisLock()->isLocked();
    if (m_lockedAxes)
        m_plot->axisLock()->setLocked(true);
    if (!m_note) {
        m_note = new QGraphicsSimpleTextItem(m_plot->chart());
        m_note->setZValue(kLabelLayer);
        m_note->setBrush(colours().text);
    }
    m_note->setVisible(true);
    place();
    updateActions();
    Q_EMIT changed();
    return true;
}

bool CurveQuestion::predict(CurvePoint point)
{
    if (!isOpen() || m_prediction || m_revealed)
        return false;
    if (point.x < m_plot->xMin() || point.x > m_plot->xMax() || point.y < m_plot->yMin() ||
        point.y > m_plot->yMax())
        return false;
    m_prediction = point;
    if (!m_ghost) {
        m_ghost = new QGraphicsEllipseItem(m_plot->chart());
        m_ghost->setZValue(kLabelLayer);
    }
    const QColor colour = m_plot->series(m_series)->color();
    m_ghost->setPen(QPen(colour, 2.5, Qt::DashLine));
    m_ghost->setBrush(Qt::NoBrush); // hollow: a guess, not data
    m_ghost->setVisible(true);
    place();
    updateActions();
    Q_EMIT changed();
    return true;
}

bool CurveQuestion::reveal()
{
    if (!isOpen() || !m_prediction || m_revealed)
        return false;
    const QList<QPointF> shown = m_plot->points(m_series);
    if (shown.isEmpty())
        return false;
    Curve curve;
    curve.reserve(size_t(shown.size()));
    for (const QPointF &p : shown)
        curve.push_back({p.x(), p.y()});
    const double actual =
        interpolateCurve(curve, m_prediction->x, m_plot->isLogX(), m_plot->isLogY());
    m_actual = actual;
    m_revealed = true;
    m_plot->setSeriesVisible(m_series, true);
    m_verdict = tr("You predicted %1 at %2: %3 (the curve: %4).")
                    .arg(formatReadable(m_prediction->y), formatReadable(m_prediction->x),
                         describePredictionError(predictionError(m_prediction->y, actual)),
                         formatReadable(actual));
    place();
    updateActions();
    Q_EMIT changed();
    return true;
}

void CurveQuestion::close()
{
    if (!isOpen())
        return;
    m_plot->setSeriesVisible(m_series, true);
    if (m_lockedAxes)
        m_plot->axisLock()->setLocked(false);
    m_lockedAxes = false;
    m_series = -1;
    m_prediction.reset();
    m_actual.reset();
    m_revealed = false;
    m_verdict.clear();
    if (m_ghost)
        m_ghost->setVisible(false);
    if (m_note)
        m_note->setVisible(false);
    updateActions();
    Q_EMIT changed();
}

QString CurveQuestion::note() const
{
    if (!isOpen())
        return {};
    if (m_revealed)
        return m_verdict;
    if (m_prediction)
        return tr("Prediction placed: right-click › Reveal the curve");
    return tr("Where does \"%1\" go? Click your prediction onto the chart")
        .arg(m_plot->seriesName(m_series));
}

bool CurveQuestion::eventFilter(QObject *watched, QEvent *event)
{
    // Compared with the viewport kept at construction: during the chart's destruction the
    // viewport still sends events while the chart is no scroll area any more.
    if (event->type() == QEvent::MouseButtonPress && watched == m_viewport && isOpen() &&
        !m_prediction) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            QChart *chart = m_plot->chart();
            const QPointF at = chart->mapFromScene(m_plot->mapToScene(mouse->pos()));
            if (chart->plotArea().contains(at)) {
                const QPointF value = chart->mapToValue(at, m_plot->series(m_series));
                predict({value.x(), value.y()});
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void CurveQuestion::place()
{
    if (!isOpen())
        return;
    QChart *chart = m_plot->chart();
    if (m_note) {
        const QString text = note();
        if (m_note->text() != text)
            m_note->setText(text);
        m_note->setFont(chart->font());
        m_note->setPos(chart->plotArea().topLeft() + QPointF(8, 6));
    }
    if (m_ghost && m_prediction) {
        const QPointF at = chart->mapToPosition(QPointF(m_prediction->x, m_prediction->y),
                                                m_plot->series(m_series));
        m_ghost->setRect(QRectF(at.x() - kGhostRadius, at.y() - kGhostRadius, 2 * kGhostRadius,
                                2 * kGhostRadius));
    }
}

void CurveQuestion::updateActions()
{
    for (QAction *a : m_askActions)
        a->setEnabled(!isOpen());
    m_revealAction->setEnabled(isOpen() && m_prediction && !m_revealed);
    m_closeAction->setEnabled(isOpen());
}

} // namespace fleet
