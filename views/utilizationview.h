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
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace fleet {

class FieldPoints;
class PlotView;

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
    /// The chain against the cluster size: % of N × peak before and after the overheads, with
    /// the published end-to-end MFU of real runs (field data, shown by default).
    [[nodiscard]] PlotView *fractionPlot() const { return m_fractionPlot; }
    /// The time to train against the cluster size, with the published times of real runs.
    [[nodiscard]] PlotView *timePlot() const { return m_timePlot; }
    /// The fraction plot's series: before the overheads, and effective (in % of N × peak).
    [[nodiscard]] int beforeOverheadsSeries() const { return m_ids.before; }
    [[nodiscard]] int effectiveSeries() const { return m_ids.effective; }
    [[nodiscard]] FieldPoints *mfuFieldData() const { return m_fieldMfu; }
    [[nodiscard]] FieldPoints *timeFieldData() const { return m_fieldTime; }
    /// Which chart is shown (0: the waterfall, 1: fraction of peak vs N, 2: time to train vs N).
    [[nodiscard]] QComboBox *curveChoice() const { return m_curveChoice; }

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
    /// with the MFU from the layout there is no scaling-efficiency step; an overhead the
    /// scenario leaves out (`excluded`, by Overhead) says "(left out)".
    [[nodiscard]] static QStringList categories(bool derived, bool mfuFromLayout,
                                                const bool (&excluded)[kOverheadCount] = {});

    PlotView *m_fractionPlot = nullptr;
    PlotView *m_timePlot = nullptr;
    FieldPoints *m_fieldMfu = nullptr;
    FieldPoints *m_fieldTime = nullptr;
    QComboBox *m_curveChoice;
    QStackedWidget *m_curves;
    /// The curves' series and markers (PlotView ids).
    struct CurveIds
    {
        int before = -1, effective = -1, now = -1, marker = -1;
        int time = -1, timeNow = -1, timeMarker = -1;
    } m_ids;
    void refreshCurves(const Scenario &s, const Results &r);

    QLabel *m_derivedNote;
    std::array<QCheckBox *, kOverheadCount> m_include{};
    std::array<QPushButton *, 2> m_presets{};
};

} // namespace fleet
