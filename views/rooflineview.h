// RooflineView: the log-log roofline of the picked accelerator with its ridge point and the
// operating points (decode at batch B with its KV cache, prefill, training, a custom kernel),
// and what one decode step holds in HBM.
#pragma once

#include "barplot.h"
#include "comparisonpanel.h"
#include "explorerview.h"
#include "plotview.h"

namespace fleet {

class RooflineView : public ExplorerView
{
    Q_OBJECT

public:
    explicit RooflineView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] PlotView *plot() const { return m_plot; }
    /// Series ids, for tests.
    struct Ids
    {
        PlotView::SeriesId roof, ridge, decode, prefill, training, kernel;
        int ridgeMarker, ridgeLabel;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }
    /// One roof per catalog accelerator (catalog order), shown while ticked for comparison.
    [[nodiscard]] const std::vector<PlotView::SeriesId> &comparisonRoofs() const
    {
        return m_comparisonRoofs;
    }
    /// The ridge point of each of those roofs (catalog order), shown with its roof.
    [[nodiscard]] const std::vector<PlotView::SeriesId> &comparisonRidges() const
    {
        return m_comparisonRidges;
    }
    [[nodiscard]] ComparisonPanel *comparisonPanel() const { return m_comparison; }
    /// Weights + KV cache of one decode step against HBM capacity (GB).
    [[nodiscard]] BarPlot *memoryPlot() const { return m_memory; }
    struct MemorySets
    {
        int weights = -1, kvCache = -1, capacity = -1;
    };
    [[nodiscard]] const MemorySets &memorySets() const { return m_memorySets; }

    void setFontScale(double scale) override;

protected:
    void refresh() override;

public:
    [[nodiscard]] FieldPoints *fieldData() const { return m_fieldDecode; }

private:
    PlotView *m_plot;
    FieldPoints *m_fieldDecode = nullptr; ///< measured decode beside the bound
    BarPlot *m_memory;
    MemorySets m_memorySets;
    Ids m_ids{};
    std::vector<PlotView::SeriesId> m_comparisonRoofs;
    std::vector<PlotView::SeriesId> m_comparisonRidges;
    ComparisonPanel *m_comparison;
};

} // namespace fleet
