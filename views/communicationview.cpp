// CommunicationView (communicationview.h): builds the bandwidth staircase, the AllReduce charts
// (vs N and vs message size, with β and α parts), the ρ presets and inputs, and redraws them
// from the document's scenario and results.
#include "communicationview.h"

#include "appendix.h"
#include "axismath.h"
#include "explain.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "palette.h"
#include "scenariodocument.h"
#include "sweep.h"
#include "textfit.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet {

namespace {

const std::array<AllReduceAlgorithm, 3> kAlgorithms = {
    AllReduceAlgorithm::Ring, AllReduceAlgorithm::Tree, AllReduceAlgorithm::Hierarchical};
const std::array<const char *, 3> kNames = {
    QT_TRANSLATE_NOOP("fleet::CommunicationView", "Ring"),
    QT_TRANSLATE_NOOP("fleet::CommunicationView", "Tree"),
    QT_TRANSLATE_NOOP("fleet::CommunicationView", "Hierarchical")};
/// Read when the charts are built, after the theme is applied.
std::array<QColor, 3> algorithmColours()
{
    return {colours().primary, colours().alert, colours().secondary};
}

AllReduceSetup setupOf(const Scenario &s)
{
    return {double(s.cluster.acceleratorsPerNode),
            {s.intraNodeLink.bandwidthBytesPerS, s.intraNodeLink.latencyS},
            {s.interNodeLink.bandwidthBytesPerS, s.interNodeLink.latencyS}};
}

constexpr std::array<TimePart, 3> kParts = {TimePart::Total, TimePart::Bandwidth,
                                            TimePart::Latency};

/// Adds total (solid), β (long dashes) and α (short dashes) lines for each algorithm; `exact`
/// evaluates the model at the cursor for the hover callout.
template <typename Exact>
std::array<CommunicationView::AlgorithmSeries, 3> addAlgorithmSeries(PlotView *plot, Exact exact)
{
    std::array<CommunicationView::AlgorithmSeries, 3> ids{};
    for (int a = 0; a < 3; ++a) {
        const QString name = CommunicationView::tr(kNames[size_t(a)]);
        const std::array<QColor, 3> kColours = algorithmColours();
        QPen total(kColours[size_t(a)], 2.6);
        // Long dashes: the raster engine strokes every dash, and short ones cost a repaint.
        QPen beta(kColours[size_t(a)].lighter(130), 1.6);
        beta.setDashPattern({10, 5});
        QPen alpha(kColours[size_t(a)].lighter(130), 1.6);
        alpha.setDashPattern({3, 6});
        ids[size_t(a)] = {
            plot->addLine(name, total, [=](double x) { return exact(a, TimePart::Total, x); }),
            plot->addLine(CommunicationView::tr("%1 β part").arg(name), beta,
                          [=](double x) { return exact(a, TimePart::Bandwidth, x); }),
            plot->addLine(CommunicationView::tr("%1 α part").arg(name), alpha,
                          [=](double x) { return exact(a, TimePart::Latency, x); })};
        // One legend entry per algorithm; the line styles are named in the chart title.
        plot->hideFromLegend(ids[size_t(a)].bandwidth);
        plot->hideFromLegend(ids[size_t(a)].latency);
    }
    return ids;
}

} // namespace

CommunicationView::CommunicationView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("communication"), tr("Communication"), parent),
      m_bidirectional(new QCheckBox(tr("Links as bidirectional totals"))),
      m_fromWorkload(new QCheckBox(tr("Message = P × bytes per parameter")))
{
    auto seconds = [](double s) { return formatDuration(s); };
    m_bandwidth = new BarPlot(
        {.title = tr("Bandwidth staircase"),
         .valueTitle = tr("Bandwidth"),
         .valueUnit = QStringLiteral("GB/s"),
         .horizontal = true,
         .logValues = true,
         .format = [](double gb) { return formatSi(gb * 1e9, QStringLiteral("B/s")); }});
    m_bandwidth->setObjectName(QStringLiteral("bandwidthPlot"));
    m_bandwidthSet = m_bandwidth->addSet(tr("Bandwidth"), colours().primary);
    m_time = new BarPlot({.title = tr("Time to move the transfer"),
                          .valueTitle = tr("Time"),
                          .valueUnit = QStringLiteral("s"),
                          .horizontal = true,
                          .logValues = true,
                          .format = seconds});
    m_time->setObjectName(QStringLiteral("timePlot"));
    m_timeSet = m_time->addSet(tr("bytes / β per direction + α"), colours().reference);

    const AxisSpec nAxis{tr("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }};
    // The ticks carry their units ("1 MB", "10 µs"): the titles name the quantities alone.
    const AxisSpec mAxis{tr("Message size"),
                         true,
                         [](double b) { return formatSi(b, QStringLiteral("B")); },
                         {},
                         QStringLiteral("B")};
    const AxisSpec tAxis{tr("Time"), true, seconds, {}, QStringLiteral("s")};
    m_vsN = registerPlot(new PlotView(tr("AllReduce time vs N"), nAxis, tAxis));
    m_vsM = registerPlot(new PlotView(tr("AllReduce time vs message size"), mAxis, tAxis));
    m_vsN->setObjectName(QStringLiteral("allReduceVsN"));
    m_vsM->setObjectName(QStringLiteral("allReduceVsM"));
    auto *grid = new QGridLayout;
    grid->addWidget(m_bandwidth, 0, 0);
    grid->addWidget(m_time, 0, 1);
    // Static text: it may word-wrap (only labels that change on every tick must not).
    m_lineStyles = new QLabel;
    m_lineStyles->setWordWrap(true);
    m_lineStyles->setToolTip(allReduceNote());
    // Wrapped between words, never inside one (keepTermsWhole()).
    m_lineStyles->setText(keepTermsWhole(joinSentences({lineStylesKey(), allReduceNote()})));
    grid->addWidget(m_lineStyles, 1, 0, 1, 2);
    grid->addWidget(m_vsN, 2, 0);
    grid->addWidget(m_vsM, 2, 1);
    grid->setRowStretch(0, 2);
    grid->setRowStretch(2, 3);
    // Two equal columns: a chart's size hint is its scene's extent until it is first laid out,
    // which left "AllReduce time vs N" a third of the width beside the message-size chart.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    chartArea()->addLayout(grid);
    addChartPanel(m_bandwidth, {QStringLiteral("bandwidth")});
    addChartPanel(m_time, {QStringLiteral("transfer")});
    addChartPanel(m_lineStyles,
                  {QStringLiteral("allreduce-vs-n"), QStringLiteral("allreduce-vs-size")});
    addChartPanel(m_vsN, {QStringLiteral("allreduce-vs-n")});
    addChartPanel(m_vsM, {QStringLiteral("allreduce-vs-size")});

    // Room for every pinned design behind each algorithm's total, drawn before the series.
    m_vsN->reserveGhosts(3 * kMaxGhosts);
    m_vsM->reserveGhosts(3 * kMaxGhosts);
    m_seriesN = addAlgorithmSeries(m_vsN, [this](int a, TimePart part, double n) {
        const Scenario &s = this->document()->scenario();
        double whole = std::max(2.0, std::round(n));
        const double g = s.cluster.acceleratorsPerNode;
        if (kAlgorithms[size_t(a)] == AllReduceAlgorithm::Hierarchical && whole > g)
            whole = std::round(whole / g) * g; // as drawn: whole nodes
        return allReduceTime(kAlgorithms[size_t(a)], s.allReduceMessageBytes(), whole, setupOf(s))
            .part(part);
    });
    m_seriesM = addAlgorithmSeries(m_vsM, [this](int a, TimePart part, double m) {
        const Scenario &s = this->document()->scenario();
        return allReduceTime(kAlgorithms[size_t(a)], m, std::max(2, s.cluster.accelerators),
                             setupOf(s))
            .part(part);
    });
    // Measured AllReduce times (nccl-tests on one node) beside the model's, at their message
    // size; each point's tooltip names its node and link, which may differ from the open design.
    // (The chart's ranges first: points placed on the default axes would lie far outside the
    // plot and grow its scene, which is the chart view's size hint.)
    m_vsM->setRanges(kMMin, kMMax, 1e-6, 100);
    m_fieldAllReduce = addFieldData(m_vsM, {FieldChart::AllReduceVsMessage}, false, {}, false);
    const QPen cursor(colours().cursor, 1, Qt::DotLine);
    QPen cross(colours().crossover, 1.4);
    cross.setDashPattern({6, 3});
    m_nMarker = m_vsN->addMarker(Qt::Vertical, cursor);
    m_crossN = m_vsN->addMarker(Qt::Vertical, cross, Qt::AlignTop);
    m_mMarker = m_vsM->addMarker(Qt::Vertical, cursor);
    m_crossM = m_vsM->addMarker(Qt::Vertical, cross, Qt::AlignTop);
    // A readout hidden behind a question hides the lines and bars that draw it.
    const std::array<QString, 3> readoutNames = {QStringLiteral("Ring AllReduce"),
                                                 QStringLiteral("Tree AllReduce"),
                                                 QStringLiteral("Hierarchical AllReduce")};
    for (size_t a = 0; a < 3; ++a) {
        for (const auto &[plot, ids] :
             {std::pair{m_vsN, m_seriesN[a]}, std::pair{m_vsM, m_seriesM[a]}})
            drawsReadouts({readoutNames[a]}, plot, {ids.total, ids.bandwidth, ids.latency});
    }
    drawsReadouts({QStringLiteral("Intra / inter bandwidth")}, m_bandwidth);
    // The times to move the transfer over each link stand in the same ratio, and are ρ's
    // numerator.
    drawsReadouts({QStringLiteral("Intra / inter bandwidth"), QStringLiteral("ρ (transfer)")},
                  m_time);
    // ρ is an AllReduce time ÷ the compute time shown beside it: asking ρ hides the times.
    readoutPanel()->setCompanions(
        {{QStringLiteral("ρ (%1 AllReduce)"), readoutNames[0], readoutNames[1], readoutNames[2]}});

    QVBoxLayout *transfer = addInputGroup(tr("Staircase"));
    addField(transfer, FieldId::TransferBytes);
    m_bidirectional->setObjectName(QStringLiteral("bidirectionalSwitch"));
    m_bidirectional->setToolTip(tr("Links are per direction unless this is ticked; HBM bandwidth "
                                   "is a total either way. Times always use per-direction "
                                   "bandwidth."));
    transfer->addWidget(m_bidirectional);

    QVBoxLayout *allReduce = addInputGroup(tr("AllReduce and ρ"));
    m_fromWorkload->setObjectName(QStringLiteral("messageFromWorkload"));
    m_fromWorkload->setToolTip(tr("Untick to set the message size by hand"));
    allReduce->addWidget(m_fromWorkload);
    addField(allReduce, FieldId::AllReduceMessageBytes);
    addField(allReduce, FieldId::ComputeTimePerStep, {.sliderMin = 1e-5, .sliderMax = 100.0});
    auto *presetLabel = new QLabel(tr("The appendix's ρ scenarios:"));
    allReduce->addWidget(presetLabel);
    addPresetCompanion(presetLabel);
    const std::array<QString, 3> presetNames = {tr("7B data-parallel, 256 GPUs"),
                                                tr("340M (\"350M\") data-parallel, 256 GPUs"),
                                                tr("16 MB over NVLink 4.0")};
    const std::array<QString, 3> presetTips = {
        tr("7.0e9 × 2 B over IB NDR ring, T_compute/N = 5 s: 560.4 ms, ρ 0.11"),
        tr("340e6 × 2 B (BERT-Large behind the appendix's \"350M\"), T_compute/N = 10 ms: 29.6 ms, "
           "ρ ≈ 3"),
        tr("16e6 B over NVLink 4.0 at 450 GB/s, bandwidth only, per 1 ms layer: ρ 0.036")};
    for (int i = 0; i < 3; ++i)
        m_presets[size_t(i)] = addPresetButton(
            allReduce, presetNames[size_t(i)], presetTips[size_t(i)],
            QStringLiteral("rhoPreset%1").arg(i + 1), [this, i] { applyPreset(Preset(i)); });

    // The convention is view state the document keeps (saved with the scenario, set by a file or
    // the preferences); the box shows it.
    m_bidirectional->setChecked(document->bandwidthConvention() ==
                                BandwidthConvention::BidirectionalTotal);
    connect(m_bidirectional, &QCheckBox::toggled, this, [this](bool totals) {
        this->document()->setBandwidthConvention(totals ? BandwidthConvention::BidirectionalTotal
                                                        : BandwidthConvention::PerDirection);
    });
    connect(document, &ScenarioDocument::viewStateChanged, this, [this] {
        const bool totals =
            this->document()->bandwidthConvention() == BandwidthConvention::BidirectionalTotal;
        if (m_bidirectional->isChecked() != totals) {
            const QSignalBlocker block(m_bidirectional);
            m_bidirectional->setChecked(totals);
        }
        requestRefresh();
    });
    bindAutoSwitch(m_fromWorkload, FieldId::AllReduceMessageBytes, tr("Message from the workload"),
                   tr("Message set by hand"));
    // The model's notes under the charts: here, a partly filled last node in words (SPEC §6.2).
    setRelevantFlags(viewModelFlags(id()), 2);
}

QPushButton *CommunicationView::presetButton(Preset preset) const
{
    return m_presets[size_t(preset)];
}

void CommunicationView::applyPreset(Preset preset)
{
    document()->apply(tr("Preset: %1").arg(presetButton(preset)->text()),
                      [&](Scenario &s) { applyRhoPreset(s, preset, document()->catalog()); });
}

void CommunicationView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_bandwidth->setFontScale(scale);
    m_time->setFontScale(scale);
}

/// The staircase's tiers for a scenario, fastest on top of the horizontal bar chart: HBM, the
/// scale-up link, PCIe Gen5 (when the catalog has it) and the fabric.
std::pair<std::vector<double>, std::vector<double>>
CommunicationView::staircaseBars(const Scenario &s) const
{
    const bool totals =
        document()->bandwidthConvention() == BandwidthConvention::BidirectionalTotal;
    std::vector<double> bandwidths, times;
    for (const Tier &t : staircase(s)) {
        bandwidths.push_back((t.directional && totals ? 2 : 1) * t.perDirection / 1e9);
        times.push_back(transferTimeS(s.workload.transferBytes, {t.perDirection, t.latency}));
    }
    return {bandwidths, times};
}

void CommunicationView::drawGhosts()
{
    std::vector<BarPlot::Ghost> bandwidthGhosts, timeGhosts;
    // Each design behind the total of the AllReduce it uses.
    std::array<std::vector<PlotView::Ghost>, 3> vsN, vsM;
    for (const GhostDesign &g : ghostDesigns()) {
        const Scenario &d = *g.scenario;
        auto [bandwidths, times] = staircaseBars(d);
        bandwidthGhosts.push_back({g.name, std::move(bandwidths)});
        timeGhosts.push_back({g.name, std::move(times)});
        const auto a =
            size_t(std::find(kAlgorithms.begin(), kAlgorithms.end(), d.scaling.allReduceAlgorithm) -
                   kAlgorithms.begin());
        if (a >= kAlgorithms.size())
            continue;
        const AllReduceSetup setup = setupOf(d);
        vsN[a].push_back(
            {g.name, allReduceVsAccelerators(kAlgorithms[a], TimePart::Total,
                                             d.allReduceMessageBytes(), 2, kNMax, kPoints, setup)});
        vsM[a].push_back({g.name, allReduceVsMessage(kAlgorithms[a], TimePart::Total,
                                                     std::max(2, d.cluster.accelerators), kMMin,
                                                     kMMax, kPoints, setup)});
    }
    m_bandwidth->setGhosts(bandwidthGhosts);
    m_time->setGhosts(timeGhosts);
    for (size_t a = 0; a < kAlgorithms.size(); ++a) {
        m_vsN->setGhosts(m_seriesN[a].total, vsN[a]);
        m_vsM->setGhosts(m_seriesM[a].total, vsM[a]);
    }
}

std::vector<CommunicationView::Tier> CommunicationView::staircase(const Scenario &s) const
{
    const Link *pcie = document()->catalog().findLink("pcie-gen5");
    std::vector<Tier> tiers = {
        // Roles, short enough for a narrow chart; the fleet panel names the links.
        {tr("HBM"), s.accelerator.hbmBandwidthBytesPerS, 0.0, false},
        {tr("Scale-up link"), s.intraNodeLink.bandwidthBytesPerS, s.intraNodeLink.latencyS, true}};
    if (pcie)
        tiers.push_back({tr("PCIe Gen5"), pcie->bandwidthBytesPerS, pcie->latencyS, true});
    tiers.push_back(
        {tr("Fabric"), s.interNodeLink.bandwidthBytesPerS, s.interNodeLink.latencyS, true});
    std::reverse(tiers.begin(), tiers.end());
    return tiers;
}

QString CommunicationView::lineStylesKey()
{
    return tr("AllReduce lines — solid: total time · long dashes: bandwidth part (β) · "
              "short dashes: latency part (α).");
}

QString CommunicationView::allReduceNote()
{
    return tr("Flat ring and tree run at the slowest link they cross; hierarchical: ring in "
              "the node, ring of M/g across nodes.");
}

void CommunicationView::setPresentation(bool on)
{
    ExplorerView::setPresentation(on);
    m_lineStyles->setText(
        keepTermsWhole(on ? lineStylesKey() : joinSentences({lineStylesKey(), allReduceNote()})));
}

void CommunicationView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const auto &c = r.communication;

    const bool totals =
        document()->bandwidthConvention() == BandwidthConvention::BidirectionalTotal;
    QStringList categories;
    for (const Tier &t : staircase(s))
        categories << t.name;
    const auto [bandwidths, times] = staircaseBars(s);
    m_bandwidth->setCategories(categories);
    m_time->setCategories(categories);
    drawGhosts(); // before the ranges, which cover the ghosts' bars too
    m_bandwidth->setValues(m_bandwidthSet, bandwidths);
    m_bandwidth->setValueRange(*std::min_element(bandwidths.begin(), bandwidths.end()),
                               *std::max_element(bandwidths.begin(), bandwidths.end()));
    m_bandwidth->setSetName(m_bandwidthSet, totals ? tr("Links: bidirectional total; HBM: total")
                                                   : tr("Links: per direction; HBM: total"));
    m_bandwidth->setTitle(tr("Bandwidth staircase: %1× intra/inter")
                              .arg(formatReadable(c.intraToInterBandwidthRatio)));
    m_time->setValues(m_timeSet, times);
    m_time->setValueRange(*std::min_element(times.begin(), times.end()),
                          *std::max_element(times.begin(), times.end()));
    m_time->setTitle(
        tr("Time to move %1").arg(formatSi(s.workload.transferBytes, QStringLiteral("B"))));

    // AllReduce vs N and vs message size.
    const AllReduceSetup setup = setupOf(s);
    const double m = s.allReduceMessageBytes();
    const double n = std::max(2, s.cluster.accelerators);
    double lo = 1e300, hi = 0;
    for (int a = 0; a < 3; ++a) {
        for (TimePart part : kParts) {
            const PlotView::SeriesId sn = m_seriesN[size_t(a)].of(part);
            const PlotView::SeriesId sm = m_seriesM[size_t(a)].of(part);
            const Curve vsN =
                allReduceVsAccelerators(kAlgorithms[size_t(a)], part, m, 2, kNMax, kPoints, setup);
            const Curve vsM =
                allReduceVsMessage(kAlgorithms[size_t(a)], part, n, kMMin, kMMax, kPoints, setup);
            m_vsN->setData(sn, vsN);
            m_vsM->setData(sm, vsM);
            if (part == TimePart::Total) {
                for (const Curve *curve : {&vsN, &vsM}) {
                    for (const CurvePoint &p : *curve) {
                        lo = std::min(lo, p.y);
                        hi = std::max(hi, p.y);
                    }
                }
            }
        }
    }
    // The measured times too (field data, shown or not): a point outside the axes would still
    // be laid out by the chart, beyond its plot area.
    for (const FieldPoint &p : m_fieldAllReduce->points())
        lo = std::min(lo, p.y);
    if (hi > 0) {
        const LogRange y = decadeRange(std::max(lo, hi * 1e-9), hi);
        m_vsN->setRanges(2, kNMax, y.min, y.max);
        m_vsM->setRanges(kMMin, kMMax, y.min, y.max);
    }
    m_vsN->setMarker(
        m_nMarker, n,
        tr("N = %1: ring %2").arg(formatNumber(n, 0), formatDuration(c.ring.totalS())));
    m_vsM->setMarker(
        m_mMarker, m,
        tr("M = %1, N = %2").arg(formatSi(m, QStringLiteral("B")), formatNumber(n, 0)));
    const double crossN = treeBeatsRingFromAccelerators(m, kNMax, setup);
    m_vsN->setMarkerVisible(m_crossN, crossN > 0);
    if (crossN > 0)
        m_vsN->setMarker(m_crossN, crossN,
                         tr("tree beats ring from N = %1").arg(formatNumber(crossN, 0)));
    m_vsM->setMarkerVisible(m_crossM, c.treeBeatsRingBelowBytes > kMMin);
    if (c.treeBeatsRingBelowBytes > kMMin)
        m_vsM->setMarker(m_crossM, c.treeBeatsRingBelowBytes,
                         tr("tree beats ring below %1")
                             .arg(formatSi(c.treeBeatsRingBelowBytes, QStringLiteral("B"))));

    syncAutoSwitch(m_fromWorkload, FieldId::AllReduceMessageBytes);
    setViewNote(partlyFilledNodeText(s));
    setReadouts(communicationReadouts(s, r));
}

QString CommunicationView::slideCaption() const
{
    // T_c as the model used it (set, or from the batch in the coupled model).
    const Scenario &s = document()->scenario();
    return joinCaption(captionStart()
                       << captionLinks()
                       << tr("M = %1").arg(formatSi(s.allReduceMessageBytes(), QStringLiteral("B")))
                       << tr("T_c = %1")
                              .arg(formatDuration(
                                  document()->results().communication.computeTimePerStepS)));
}

} // namespace fleet
