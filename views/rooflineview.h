// RooflineView: the log-log roofline of the picked accelerator with its ridge point and the
// operating points (decode at batch B, prefill, training, a custom kernel).
#pragma once

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

protected:
    void refresh() override;

private:
    PlotView *m_plot;
    Ids m_ids{};
};

} // namespace fleet
