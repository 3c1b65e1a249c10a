// CurveQuestion: predict a curve, then reveal. One line series of a chart is hidden behind a
// question; the learner clicks where they predict it passes (a ghost marker stays there), and
// only then can the curve be revealed, with the prediction's error at that x as a factor. Every
// PlotView has one, offering its model curves (PlotView::addLine with a model function); a
// Reveal and a Close button sit on the chart while a question is open.
#pragma once

#include "curves.h"
#include "plotview.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class QAction;
class QGraphicsEllipseItem;
class QGraphicsSimpleTextItem;
class QPushButton;
class QWidget;

namespace fleet {

class AxisLock;

class CurveQuestion : public QObject
{
    Q_OBJECT

public:
    /// Adds "Reveal the curve" and "Close the curve question" to `plot`'s context menu, and
    /// "Hide and ask: <series name>" for each series offered (offer()).
    explicit CurveQuestion(PlotView *plot);
    ~CurveQuestion() override;

    /// Offers line series `id` as a question ("Hide and ask: <its name>", enabled while the
    /// series is shown and no question is open), or withdraws the offer.
    void offer(PlotView::SeriesId id, bool offered = true);
    /// The series offered, in the order offered.
    [[nodiscard]] const std::vector<PlotView::SeriesId> &offered() const { return m_lines; }
    /// The "Hide and ask" action of an offered series (nullptr for one not offered).
    [[nodiscard]] QAction *askAction(PlotView::SeriesId id) const;
    /// Brings the actions up to date with the series' names and visibility (PlotView calls it
    /// when they change).
    void refresh();

    /// Hides series `id` (and holds the axes) until a prediction is committed and revealed.
    /// False for a series this question does not offer, or while another question is open.
    bool ask(PlotView::SeriesId id);
    /// Commits a predicted point (data coordinates): a ghost marker shows it. False when no
    /// question is open, the point lies outside the axes, or a prediction was committed.
    bool predict(CurvePoint point);
    /// Shows the curve again and judges the prediction against the curve's value at its x
    /// (within 5 %: right). False before a prediction is committed, or once revealed.
    bool reveal();
    /// Closes the question: the curve shows, the ghost goes, the axes are as they were.
    void close();

    [[nodiscard]] bool isOpen() const { return m_series >= 0; }
    [[nodiscard]] bool isCommitted() const { return m_prediction.has_value(); }
    [[nodiscard]] bool isRevealed() const { return m_revealed; }
    [[nodiscard]] PlotView::SeriesId series() const { return m_series; }
    [[nodiscard]] std::optional<CurvePoint> prediction() const { return m_prediction; }
    /// The curve's value at the prediction's x, once revealed.
    [[nodiscard]] std::optional<double> actual() const { return m_actual; }
    /// "You predicted 50 at x = 10: 2.5× too high (the curve: 20)." after the reveal; empty
    /// before.
    [[nodiscard]] const QString &verdict() const { return m_verdict; }
    /// The ghost marker of the prediction (nullptr before one is committed).
    [[nodiscard]] QGraphicsEllipseItem *ghost() const { return m_ghost; }
    /// The note on the chart: what to do next, then the verdict.
    [[nodiscard]] QString note() const;
    /// The note as drawn on the chart (wrapped to the plot's width); nullptr before a question.
    [[nodiscard]] QGraphicsSimpleTextItem *noteItem() const { return m_note; }
    /// The on-chart Reveal button (enabled once a prediction is committed) and Close button,
    /// shown while a question is open; keyboard-reachable (Tab, then Space or Enter).
    [[nodiscard]] QPushButton *revealButton() const { return m_revealButton; }
    [[nodiscard]] QPushButton *closeButton() const { return m_closeButton; }

Q_SIGNALS:
    void changed();

protected:
    /// A left click on the plot while a question waits for a prediction commits it.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void makeButtons();

    PlotView *m_plot;
    QObject *m_viewport = nullptr; ///< the chart's viewport, whose clicks commit a prediction
    std::vector<PlotView::SeriesId> m_lines;
    std::vector<QAction *> m_askActions; ///< one per offered series, in the same order
    QAction *m_revealAction;
    QAction *m_closeAction;
    PlotView::SeriesId m_series = -1;
    std::optional<CurvePoint> m_prediction;
    std::optional<double> m_actual;
    bool m_revealed = false;
    bool m_lockedAxes = false; ///< this question locked the axes (to unlock on close)
    QString m_verdict;
    QGraphicsEllipseItem *m_ghost = nullptr;
    QGraphicsSimpleTextItem *m_note = nullptr;
    QWidget *m_buttons = nullptr; ///< Reveal and Close, on the chart while a question is open
    QPushButton *m_revealButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace fleet
