// ServingView: the serving fleet sized by Little's law (SPEC §9) — TPOT and the request latency
// against the batch with the TPOT target, the memory wall and the batch used; tokens/s per
// accelerator against the batch; Q = λ · T requests seated in replicas of B seats; and the
// fleet's bottom line (accelerators, racks and cooling, power, J and $ per output token).
#pragma once

#include "explorerview.h"

namespace fleet {

class SeatMap;

class ServingView : public ExplorerView
{
    Q_OBJECT

public:
    explicit ServingView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] PlotView *latencyPlot() const { return m_latency; }
    [[nodiscard]] PlotView *throughputPlot() const { return m_throughput; }
    [[nodiscard]] SeatMap *seatMap() const { return m_seats; }
    struct Ids
    {
        int tpot = -1, latency = -1, chosenTpot = -1, targetMarker = -1, wallMarker = -1;
        int tokens = -1, chosenTokens = -1, wallMarkerTokens = -1;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }

    void setFontScale(double scale) override;

protected:
    void refresh() override;

private:
    PlotView *m_latency;
    PlotView *m_throughput;
    SeatMap *m_seats;
    Ids m_ids;
};

} // namespace fleet
