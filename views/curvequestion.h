// CurveQuestion: predict a curve, then reveal. One line series of a chart is hidden behind a
// question; the learner clicks where they predict it passes (a ghost marker stays there), and
// only then can the curve be revealed, with the prediction's error at that x as a factor.
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

namespace fleet {

class AxisLock;

class CurveQuestion : public QObject
{
    Q_OBJECT

public:
    /// Adds "Hide and ask: <series name>" to `plot`'s context menu for each series of `lines`
    /// (line series, not points), and "Reveal the curve" / "Close the curve question".
    CurveQuestion(PlotView *plot, std::vector<PlotView::SeriesId> lines);
    ~CurveQuestion() override;

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

Q_SIGNALS:
    void changed();

protected:
    /// A left click on the plot while a question waits for a prediction commits it.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void updateActions();

    PlotView *m_plot;
    QObject *m_viewport = nullptr; ///< the chart's viewport, whose clicks commit a prediction
    std::vector<PlotView::SeriesId> m_lines;
    std::vector<QAction *> m_askActions;
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
};

} // namespace fleet
