// UtilizationView: the waterfall from N × peak FLOP/s to effective FLOP/s (MFU, scaling
// efficiency, each operational overhead — from the budget or derived from reliability), what
// training the workload costs (time, energy, electricity, CO₂, accelerator-hours), and the
// Amdahl diagnosis (observed speedup → implied efficiency).
#pragma once

#include "appendix.h"
#include "barplot.h"
#include "explorerview.h"
#include "scenario.h"

#include <array>

class QCheckBox;
class QLabel;
class QPushButton;

namespace fleet {

class UtilizationView : public ExplorerView
{
    Q_OBJECT

public:
    explicit UtilizationView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] BarPlot *waterfall() const { return m_waterfall; }
    [[nodiscard]] int keptSet() const { return m_kept; }
    [[nodiscard]] int lostSet() const { return m_lost; }
    /// Says where the checkpoint and failure overheads come from (the budget or the physics).
    [[nodiscard]] QLabel *derivedNote() const { return m_derivedNote; }
    [[nodiscard]] QCheckBox *overheadSwitch(Overhead o) const { return m_include[size_t(o)]; }

    /// The appendix's two goodput cases: 0.82 (the budget without the pipeline bubble, its
    /// compound example) and 0.77 (all four overheads).
    using Preset = GoodputPreset;
    void applyPreset(Preset preset);
    [[nodiscard]] QPushButton *presetButton(Preset preset) const;

    void setFontScale(double scale) override;

protected:
    void refresh() override;

private:
    BarPlot *m_waterfall;
    int m_kept = -1, m_lost = -1;
    /// The waterfall's categories, bottom-up; the derived model names its two physics terms;
    /// with the MFU from the layout there is no scaling-efficiency step.
    [[nodiscard]] static QStringList categories(bool derived, bool mfuFromLayout);

    QLabel *m_derivedNote;
    std::array<QCheckBox *, kOverheadCount> m_include{};
    std::array<QPushButton *, 2> m_presets{};
};

} // namespace fleet
