// FieldPoints: published measurements of real fleets drawn on a PlotView beside the model's
// curves (SPEC §10): one point series marked by shape (a hollow-looking diamond, never colour
// alone) and by words (the legend's "Field data (measured)", a short label at each point), each
// point's source and "measured ÷ model" in its hover callout, and a checkable "Field data"
// action in the chart's context menu. Takes plain values: the caller turns the model's field
// comparisons into FieldPoint (views/controls/fielddatapoints.h does).
#pragma once

#include "plotview.h"

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAction;

namespace fleet {

/// One measurement on a chart: its place in the chart's units, a short label drawn beside it
/// ("Llama 3 405B") and the callout's extra lines (source, measured ÷ model).
struct FieldPoint
{
    double x = 0;
    double y = 0;
    QString label;
    QString tooltip;
};

class FieldPoints : public QObject
{
    Q_OBJECT

public:
    /// Adds the series, its labels and the "Field data" action to `plot` (owned by it); shown
    /// or hidden at first as `shown` says.
    FieldPoints(PlotView *plot, bool shown);

    /// Replaces the points (those a log axis cannot show are dropped by the plot).
    void setPoints(std::vector<FieldPoint> points);
    /// Gives the points by a function called when they are first needed (shown, or asked for
    /// with points()): reading the field data and running the model beside it takes tens of
    /// milliseconds that a chart starting with its points off need not pay when the window
    /// opens.
    void setPointsSource(std::function<std::vector<FieldPoint>()> source);
    [[nodiscard]] const std::vector<FieldPoint> &points() const;
    /// Whether the points are shown (the action's check).
    [[nodiscard]] bool isShown() const;
    /// Shows or hides the points and their labels; emits shownChanged() when it changes.
    void setShown(bool shown);
    /// The context menu's checkable "Field data" action.
    [[nodiscard]] QAction *action() const { return m_action; }
    /// The point series on the plot.
    [[nodiscard]] PlotView::SeriesId series() const { return m_series; }
    /// Hides the points' labels behind a readout question (true) or shows them again as
    /// isShown() says (false): a label stays where its point is ("Llama 3 405B" beside a
    /// concealed 3.09 h), so it goes with the point (conceal the series as well).
    void setLabelsConcealed(bool concealed);
    [[nodiscard]] bool areLabelsConcealed() const { return m_labelsConcealed; }
    /// The legend's name of the series.
    [[nodiscard]] static QString legendName();

Q_SIGNALS:
    /// The user (or setShown) switched the points on or off.
    void shownChanged(bool shown);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    /// Takes the points from the source set with setPointsSource(), if it has not yet.
    void load();

    PlotView *m_plot;
    QAction *m_action;
    PlotView::SeriesId m_series;
    std::vector<int> m_labels;      ///< the plot's label ids, a pool that grows with the points
    bool m_labelsConcealed = false; ///< setLabelsConcealed()
    std::vector<FieldPoint> m_points;
    std::function<std::vector<FieldPoint>()> m_source; ///< setPointsSource(), until used
};

} // namespace fleet
