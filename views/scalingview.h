// ScalingView: speedup vs N (log-log) — ideal, Amdahl for serial fraction s with its 1/s
// ceiling, Gustafson, and the seed's empirical efficiency points.
#pragma once

#include "explorerview.h"
#include "plotview.h"

namespace fleet {

class ScalingView : public ExplorerView
{
    Q_OBJECT

public:
    explicit ScalingView(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] PlotView *plot() const { return m_plot; }
    struct Ids
    {
        PlotView::SeriesId ideal, amdahl, gustafson, empiricalCurve, empiricalPoints, current;
        int ceilingMarker, nMarker;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }

    static constexpr double kNMax = 200000;
    static constexpr int kPoints = 96;

protected:
    void refresh() override;

private:
    PlotView *m_plot;
    Ids m_ids{};
    std::vector<int> m_pointLabels;
};

} // namespace fleet
