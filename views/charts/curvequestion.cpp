// CurveQuestion (curvequestion.h): a line series hidden behind a question, a clicked prediction
// shown as a ghost marker, and the reveal with the error as a factor.
#include "curvequestion.h"

#include "axislock.h"
#include "chartlayers.h"
#include "format.h"
#include "palette.h"
#include "prediction.h"
#include "textfit.h"

#include <QAction>
#include <QBrush>
#include <QChart>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QPen>
#include <QPushButton>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr double kGhostRadius = 7;

} // namespace

CurveQuestion::CurveQuestion(PlotView *plot)
    : QObject(plot), m_plot(plot), m_revealAction(new QAction(tr("Reveal the curve"), plot)),
      m_closeAction(new QAction(tr("Close the curve question"), plot))
{
    m_revealAction->setToolTip(tr("Show the curve and how far the prediction was"));
    connect(m_revealAction, &QAction::triggered, this, [this] { reveal(); });
    connect(m_closeAction, &QAction::triggered, this, &CurveQuestion::close);
    plot->addAction(m_revealAction);
    plot->addAction(m_closeAction);
    plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_viewport = plot->viewport();
    m_viewport->installEventFilter(this);
    connect(plot->chart(), &QChart::plotAreaChanged, this, &CurveQuestion::place);
    refresh();
}

CurveQuestion::~CurveQuestion() = default;

void CurveQuestion::offer(PlotView::SeriesId id, bool offered)
{
    const auto at = std::find(m_lines.begin(), m_lines.end(), id);
    if (offered == (at != m_lines.end()))
        return;
    if (offered) {
        auto *ask = new QAction(m_plot);
        ask->setToolTip(tr("Hide this curve until a prediction is clicked onto the chart"));
        connect(ask, &QAction::triggered, this, [this, id] { this->ask(id); });
        m_plot->insertAction(m_revealAction, ask); // the questions, then Reveal and Close
        m_lines.push_back(id);
        m_askActions.push_back(ask);
    } else {
        if (m_series == id)
            close();
        const auto index = size_t(at - m_lines.begin());
        delete m_askActions[index];
        m_askActions.erase(m_askActions.begin() + std::ptrdiff_t(index));
        m_lines.erase(at);
    }
    refresh();
}

QAction *CurveQuestion::askAction(PlotView::SeriesId id) const
{
    const auto at = std::find(m_lines.begin(), m_lines.end(), id);
    return at == m_lines.end() ? nullptr : m_askActions[size_t(at - m_lines.begin())];
}

bool CurveQuestion::ask(PlotView::SeriesId id)
{
    // A curve not drawn now (switched off, or without data) has nothing to predict.
    if (isOpen() || std::find(m_lines.begin(), m_lines.end(), id) == m_lines.end() ||
        !m_plot->isSeriesShown(id) || m_plot->points(id).isEmpty())
        return false;
    m_series = id;
    m_prediction.reset();
    m_actual.reset();
    m_revealed = false;
    m_verdict.clear();
    m_plot->setConcealed(id, true);
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
    makeButtons();
    place();
    refresh();
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
    refresh();
    if (m_revealButton) // the keyboard on Reveal: Space or Enter shows the curve
        m_revealButton->setFocus();
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
    m_plot->setConcealed(m_series, false);
    m_verdict = tr("You predicted %1 at %2: %3 (the curve: %4).")
                    .arg(formatReadable(m_prediction->y), formatReadable(m_prediction->x),
                         describePredictionError(predictionError(m_prediction->y, actual)),
                         formatReadable(actual));
    place();
    refresh();
    Q_EMIT changed();
    return true;
}

void CurveQuestion::close()
{
    if (!isOpen())
        return;
    m_plot->setConcealed(m_series, false);
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
    refresh();
    Q_EMIT changed();
}

QString CurveQuestion::note() const
{
    if (!isOpen())
        return {};
    if (m_revealed)
        return m_verdict;
    if (m_prediction)
        return tr("Prediction placed: Reveal shows the curve");
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
    const QRectF plot = chart->plotArea();
    if (m_note) {
        // Wrapped onto lines at the plot's width (wrapToWidth breaks with "<br>").
        const QString text = wrapToWidth(note(), chart->font(), plot.width() - 16)
                                 .replace(QStringLiteral("<br>"), QStringLiteral("\n"));
        if (m_note->text() != text)
            m_note->setText(text);
        m_note->setFont(chart->font());
        m_note->setPos(plot.topLeft() + QPointF(8, 6));
    }
    if (m_buttons) {
        // Under the note, at the plot's left: the learner reads what to do, then the buttons.
        m_buttons->setFont(chart->font());
        m_buttons->adjustSize();
        const double below = m_note ? m_note->boundingRect().height() + 10 : 6;
        const QPointF at = plot.topLeft() + QPointF(8, below);
        m_buttons->move(m_plot->mapFromScene(chart->mapToScene(at)) + m_plot->viewport()->pos());
        m_buttons->raise();
    }
    if (m_ghost && m_prediction) {
        const QPointF at = chart->mapToPosition(QPointF(m_prediction->x, m_prediction->y),
                                                m_plot->series(m_series));
        m_ghost->setRect(QRectF(at.x() - kGhostRadius, at.y() - kGhostRadius, 2 * kGhostRadius,
                                2 * kGhostRadius));
    }
}

void CurveQuestion::makeButtons()
{
    if (m_buttons)
        return;
    m_buttons = new QWidget(m_plot);
    m_buttons->setObjectName(QStringLiteral("curveQuestionButtons"));
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 0, 0, 0);
    m_revealButton = new QPushButton(tr("Reveal"), m_buttons);
    m_revealButton->setObjectName(QStringLiteral("curveReveal"));
    m_revealButton->setToolTip(m_revealAction->toolTip());
    m_closeButton = new QPushButton(tr("Close question"), m_buttons);
    m_closeButton->setObjectName(QStringLiteral("curveClose"));
    m_closeButton->setToolTip(tr("Show the curve again and remove the prediction"));
    row->addWidget(m_revealButton);
    row->addWidget(m_closeButton);
    connect(m_revealButton, &QPushButton::clicked, this, [this] { reveal(); });
    connect(m_closeButton, &QPushButton::clicked, this, &CurveQuestion::close);
}

void CurveQuestion::refresh()
{
    for (size_t i = 0; i < m_lines.size(); ++i) {
        QAction *a = m_askActions[i];
        const QString text = tr("Hide and ask: %1").arg(m_plot->seriesName(m_lines[i]));
        if (a->text() != text)
            a->setText(text);
        // Offered while the curve is drawn; greyed while another question is open.
        a->setVisible(m_plot->isSeriesShown(m_lines[i]));
        a->setEnabled(!isOpen());
    }
    const bool canReveal = isOpen() && m_prediction && !m_revealed;
    m_revealAction->setEnabled(canReveal);
    m_closeAction->setEnabled(isOpen());
    if (m_buttons) {
        m_buttons->setVisible(isOpen());
        m_revealButton->setEnabled(canReveal);
        m_revealButton->setVisible(!m_revealed);
    }
}

} // namespace fleet
