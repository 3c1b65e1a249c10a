// RooflineView: the log-log roofline of the picked accelerator with its ridge point and the
// operating points (decode at batch B, prefill, training, a custom kernel).
#pragma once

#include "comparison.h"
#include "explorerview.h"
#include "plotview.h"

namespace fleet {

class RooflineView : public ExplorerView
{
    Q_OBJECT

public:
    explicit RooflineView(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] PlotView *plot() const { return m_plot; }
    /// Series ids, for tests.
    struct Ids
    {
        PlotView::SeriesId roof, ridge, decode, prefill, training, kernel;
        int ridgeMarker, ridgeLabel;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }
    /// One roof per catalog accelerator (catalog order), shown while ticked for comparison.
    [[nodiscard]] const std::vector<PlotView::SeriesId> &comparisonRoofs() const { return m_comparisonRoofs; }
    [[nodiscard]] ComparisonPanel *comparisonPanel() const { return m_comparison; }

protected:
    void refresh() override;

private:
    PlotView *m_plot;
    Ids m_ids{};
    std::vector<PlotView::SeriesId> m_comparisonRoofs;
    ComparisonPanel *m_comparison;
};

} // namespace fleet
