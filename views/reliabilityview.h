// ReliabilityView: cluster MTBF vs N (log-log) for accelerators or whole nodes with their parts,
// P(≥ 1 failure within the horizon) vs N, checkpoint size and write time, and wasted time vs
// checkpoint interval with Young's and Daly's optima and the interval used.
#pragma once

#include "explorerview.h"
#include "plotview.h"

namespace fleet {

class NodeComponentsEditor;

class ReliabilityView : public ExplorerView
{
    Q_OBJECT

public:
    explicit ReliabilityView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] PlotView *mtbfPlot() const { return m_mtbf; }
    [[nodiscard]] PlotView *failurePlot() const { return m_failure; }
    [[nodiscard]] PlotView *wastePlot() const { return m_waste; }
    [[nodiscard]] NodeComponentsEditor *componentsEditor() const { return m_components; }
    /// The measured interruptions of real fleets on the MTBF chart (FieldChart::MtbfVsN).
    [[nodiscard]] FieldPoints *mtbfFieldData() const { return m_fieldMtbf; }
    struct Ids
    {
        PlotView::SeriesId mtbf, mtbfSeed, mtbfNow, failure, failureSeed, failureNow, waste,
            wasteOptimum, wasteDaly, wasteUsed;
        int mtbfN, failureN, optimumMarker;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }

    static constexpr double kNMax = 200000;
    static constexpr int kPoints = 96;

protected:
    void refresh() override;

private:
    PlotView *m_mtbf;
    PlotView *m_failure;
    PlotView *m_waste;
    NodeComponentsEditor *m_components = nullptr;
    FieldPoints *m_fieldMtbf = nullptr;
    Ids m_ids{};
};

} // namespace fleet
