// CommunicationView: the bandwidth staircase (HBM, scale-up link, PCIe, fabric) for a transfer
// size; ring / tree / hierarchical AllReduce vs N and vs message size with their β and α parts;
// ρ with its verdict, and the appendix's three ρ scenarios as one-click presets.
#pragma once

#include "appendix.h"
#include "barplot.h"
#include "explorerview.h"
#include "plotview.h"

#include <array>

class QCheckBox;
class QPushButton;

namespace fleet {

class FieldPoints;

class CommunicationView : public ExplorerView
{
    Q_OBJECT

public:
    explicit CommunicationView(ScenarioDocument *document, QWidget *parent = nullptr);
    [[nodiscard]] QString slideCaption() const override;
    /// While presenting, the line styles' key says only what the styles mean; how the
    /// algorithms run is in its tooltip (at 1280 × 720 the AllReduce charts need the line).
    void setPresentation(bool on) override;

    [[nodiscard]] BarPlot *bandwidthPlot() const { return m_bandwidth; }
    [[nodiscard]] BarPlot *timePlot() const { return m_time; }
    [[nodiscard]] PlotView *vsAcceleratorsPlot() const { return m_vsN; }
    [[nodiscard]] PlotView *vsMessagePlot() const { return m_vsM; }
    /// Measured AllReduce times on the message-size chart (field data, off by default).
    [[nodiscard]] FieldPoints *allReduceFieldData() const { return m_fieldAllReduce; }
    [[nodiscard]] QCheckBox *bidirectionalSwitch() const { return m_bidirectional; }
    [[nodiscard]] QCheckBox *messageFromWorkload() const { return m_fromWorkload; }

    /// The appendix's three ρ scenarios.
    using Preset = RhoPreset;
    void applyPreset(Preset preset);
    [[nodiscard]] QPushButton *presetButton(Preset preset) const;

    /// Series ids per algorithm (ring, tree, hierarchical) × part (total, β, α).
    struct AlgorithmSeries
    {
        PlotView::SeriesId total, bandwidth, latency;
        [[nodiscard]] PlotView::SeriesId of(TimePart part) const
        {
            return part == TimePart::Total ? total
                                           : (part == TimePart::Bandwidth ? bandwidth : latency);
        }
    };
    [[nodiscard]] const std::array<AlgorithmSeries, 3> &seriesVsN() const { return m_seriesN; }
    [[nodiscard]] const std::array<AlgorithmSeries, 3> &seriesVsM() const { return m_seriesM; }
    [[nodiscard]] int crossoverMarkerVsM() const { return m_crossM; }
    [[nodiscard]] int crossoverMarkerVsN() const { return m_crossN; }

    void setFontScale(double scale) override;

    static constexpr double kNMax = 200000;
    static constexpr double kMMin = 1e3;
    static constexpr double kMMax = 1e11;
    static constexpr int kPoints = 64;

protected:
    void refresh() override;

private:
    /// A rung of the bandwidth staircase: a role, its per-direction bandwidth (B/s) and
    /// latency (s), and whether it is a link (a total counts both directions).
    struct Tier
    {
        QString name;
        double perDirection;
        double latency;
        bool directional;
    };
    [[nodiscard]] std::vector<Tier> staircase(const Scenario &s) const;
    /// The staircase's bar values of a scenario: bandwidth as shown (GB/s) and transfer time (s).
    [[nodiscard]] std::pair<std::vector<double>, std::vector<double>>
    staircaseBars(const Scenario &s) const;
    /// What the AllReduce charts' line styles mean (solid, dashed, dotted).
    [[nodiscard]] static QString lineStylesKey();
    /// How the flat ring, tree and hierarchical AllReduce run over the links.
    [[nodiscard]] static QString allReduceNote();
    /// Draws the pinned designs behind their AllReduce curves and over the staircase's bars.
    void drawGhosts();

    BarPlot *m_bandwidth;
    BarPlot *m_time;
    PlotView *m_vsN;
    FieldPoints *m_fieldAllReduce = nullptr;
    PlotView *m_vsM;
    QLabel *m_lineStyles;
    QCheckBox *m_bidirectional;
    QCheckBox *m_fromWorkload;
    std::array<QPushButton *, 3> m_presets{};
    std::array<AlgorithmSeries, 3> m_seriesN{};
    std::array<AlgorithmSeries, 3> m_seriesM{};
    int m_nMarker = -1, m_mMarker = -1, m_crossN = -1, m_crossM = -1;
    int m_bandwidthSet = -1, m_timeSet = -1;
};

} // namespace fleet
