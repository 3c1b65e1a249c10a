// UtilizationView: the waterfall from N × peak FLOP/s to effective FLOP/s (MFU, scaling
// efficiency, each operational overhead), training time for the workload, and the Amdahl
// diagnosis (observed speedup → implied efficiency).
#pragma once

#include "appendix.h"

#include "barplot.h"
#include "explorerview.h"
#include "scenario.h"

#include <array>

class QCheckBox;
class QPushButton;

namespace fleet {

class UtilizationView : public ExplorerView
{
    Q_OBJECT

public:
    explicit UtilizationView(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] BarPlot *waterfall() const { return m_waterfall; }
    [[nodiscard]] int keptSet() const { return m_kept; }
    [[nodiscard]] int lostSet() const { return m_lost; }
    [[nodiscard]] QCheckBox *empiricalSwitch() const { return m_empirical; }
    [[nodiscard]] QCheckBox *overheadSwitch(Overhead o) const { return m_include[size_t(o)]; }

    /// The seed's two goodput cases (SPEC §2.3): 0.82 (budget without the pipeline bubble,
    /// the compound example) and 0.77 (all four overheads).
    using Preset = GoodputPreset;
    void applyPreset(Preset preset);
    [[nodiscard]] QPushButton *presetButton(Preset preset) const;

    void setFontScale(double scale) override;

protected:
    void refresh() override;

private:
    BarPlot *m_waterfall;
    int m_kept = -1, m_lost = -1;
    QCheckBox *m_empirical;
    std::array<QCheckBox *, kOverheadCount> m_include{};
    std::array<QPushButton *, 2> m_presets{};
};

} // namespace fleet
