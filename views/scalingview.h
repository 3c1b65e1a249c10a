// ScalingView: speedup vs N (log-log) — ideal, Amdahl for serial fraction s with its 1/s
// ceiling, Gustafson, the appendix's empirical efficiency (interpolated, then extrapolated past
// 8,192), and the network-bound speedup N · η_network(N) for the current fabric; the choices of
// where η_scaling comes from.
#pragma once

#include "explorerview.h"
#include "plotview.h"

namespace fleet {

class ScalingView : public ExplorerView
{
    Q_OBJECT

public:
    explicit ScalingView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] PlotView *plot() const { return m_plot; }
    struct Ids
    {
        PlotView::SeriesId ideal, amdahl, gustafson, empiricalCurve, empiricalExtrapolated,
            empiricalPoints, network, current;
        int ceilingMarker, nMarker, tableEndMarker;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }

    static constexpr double kNMax = 200000;
    static constexpr double kTableEnd = 8192; ///< the appendix's table ends here
    static constexpr int kPoints = 96;

protected:
    void refresh() override;

private:
    PlotView *m_plot;
    Ids m_ids{};
    std::vector<int> m_pointLabels;
};

} // namespace fleet
