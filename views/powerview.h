// PowerView: rack power against the 12 / 30 / 70 / 100 kW marks with the cooling verdict in
// words and colour; IT and facility load across the PUE tiers; annual energy, cost and CO₂.
#pragma once

#include "barplot.h"
#include "comparisonpanel.h"
#include "explorerview.h"
#include "plotview.h"

class QLabel;
class QPushButton;

namespace fleet {

class PowerView : public ExplorerView
{
    Q_OBJECT

public:
    /// "Power": the tab's short name ("Power & cooling" is the view's title).
    [[nodiscard]] QString tabTitle() const override { return tr("Power"); }
    explicit PowerView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;

    [[nodiscard]] PlotView *rackPlot() const { return m_rack; }
    [[nodiscard]] BarPlot *puePlot() const { return m_pue; }
    [[nodiscard]] QLabel *verdictBanner() const { return m_verdict; }
    struct Ids
    {
        PlotView::SeriesId rackLine, rackNow;
        int air, liquid, directToChip;
        std::vector<int> marks;
        int itSet, overheadSet;
    };
    [[nodiscard]] const Ids &ids() const { return m_ids; }

    void setFontScale(double scale) override;
    /// One rack-power line per catalog accelerator, shown while ticked for comparison.
    [[nodiscard]] const std::vector<PlotView::SeriesId> &comparisonLines() const
    {
        return m_comparisonLines;
    }
    [[nodiscard]] ComparisonPanel *comparisonPanel() const { return m_comparison; }

    static constexpr double kMaxNodesShown = 16;

protected:
    void refresh() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

public:
    [[nodiscard]] FieldPoints *fieldData() const { return m_fieldPower; }

private:
    /// The rack detail's reserved lines: one where its text fits with a fifth to spare, two
    /// where it would wrap (a narrow window).
    void reserveDetailLines();

    /// Sets the cooling verdict's font to 1.2× the view's current font, bold.
    void fitVerdictFont();
    PlotView *m_rack;
    FieldPoints *m_fieldPower = nullptr; ///< measured node and rack power on the rack chart
    BarPlot *m_pue;
    QLabel *m_verdict;
    QPushButton *m_hostPreset = nullptr;
    QLabel *m_verdictDetail = nullptr;
    std::vector<PlotView::SeriesId> m_comparisonLines;
    ComparisonPanel *m_comparison = nullptr;
    Ids m_ids{};
};

} // namespace fleet
