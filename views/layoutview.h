// LayoutView: how the model is laid across the fleet (SPEC §8) — memory per accelerator against
// the HBM, one step's time split into compute, tensor, pipeline and expert communication, the
// bubble and the exposed data-parallel AllReduce, where the groups sit against the node
// boundary, MFU and time to train against N for this layout and for the best one at each N,
// and "Plan for me": the five best layouts that fit, applied in one undo step.
#pragma once

#include "barplot.h"
#include "curves.h"
#include "explorerview.h"
#include "layout.h"

#include <QFutureWatcher>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace fleet {

class NodeMap;

class LayoutView : public ExplorerView
{
    Q_OBJECT

public:
    explicit LayoutView(ScenarioDocument *document, QWidget *parent = nullptr);
    ~LayoutView() override;
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] BarPlot *memoryPlot() const { return m_memory; }
    [[nodiscard]] BarPlot *stepPlot() const { return m_step; }
    [[nodiscard]] NodeMap *nodeMap() const { return m_nodes; }
    [[nodiscard]] PlotView *mfuPlot() const { return m_mfuPlot; }
    [[nodiscard]] PlotView *timePlot() const { return m_timePlot; }
    /// The memory bar's sets (weights, gradients, optimizer, activations, HBM capacity).
    [[nodiscard]] const std::vector<int> &memorySets() const { return m_memorySets; }
    /// The step bar's sets (compute, tensor, pipeline, expert, bubble, exposed DP).
    [[nodiscard]] const std::vector<int> &stepSets() const { return m_stepSets; }
    /// "Plan for me": computes the best layouts and fills the table (the first row selected).
    void plan();
    [[nodiscard]] QTableWidget *planTable() const { return m_planTable; }
    /// Applies the plan's row as one undo step; false when there is no such row.
    bool applyPlanned(int row);
    /// The best-layout curves are computed off the UI thread; true while a job runs.
    [[nodiscard]] bool isPlanningCurves() const;
    /// Waits for the best-layout curves (tests).
    void waitForCurves();

    void setFontScale(double scale) override;

protected:
    void refresh() override;

private:
    struct CurvePoints
    {
        Curve bestMfu, bestTime;
    };
    void startCurveJob();
    void showNearest();

    BarPlot *m_memory;
    BarPlot *m_step;
    NodeMap *m_nodes;
    QComboBox *m_curveChoice;
    QStackedWidget *m_curves;
    PlotView *m_mfuPlot;
    FieldPoints *m_mfuField = nullptr; ///< the published runs' MFU on m_mfuPlot
    PlotView *m_timePlot;
    std::vector<int> m_memorySets, m_stepSets;
    struct Ids
    {
        int thisMfu = -1, bestMfu = -1, empiricalMfu = -1, nowMfu = -1;
        int thisTime = -1, bestTime = -1, empiricalTime = -1, nowTime = -1;
        int nMarkerMfu = -1, nMarkerTime = -1;
    } m_ids;
    QLabel *m_problem;
    QPushButton *m_nearest;
    std::optional<Layout> m_nearestLayout;
    QTableWidget *m_planTable;
    QPushButton *m_apply;
    std::vector<LayoutCost> m_planned;
    QFutureWatcher<CurvePoints> m_watcher;
    /// The scenario the curve job ran for (the curves are dropped when it changed since).
    std::optional<Scenario> m_curveScenario;
    bool m_curveWanted = false;
};

} // namespace fleet
