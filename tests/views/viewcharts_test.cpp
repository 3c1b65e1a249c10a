// What the roofline, scaling and communication views draw: one point of every series and every
// bar against the model function it shows, for a scenario off the defaults.
#include "communicationview.h"
#include "coupled.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "viewcheck.h"

#include <QListWidget>
#include <QTableWidget>

namespace fleet {
namespace {

TEST(ViewCharts, ScalingSeriesAreTheirModels)
{
    auto doc = offDefaults();
    doc->apply(QStringLiteral("test"), [](Scenario &s) {
        s.scaling.efficiencySource = ScalingEfficiencySource::Lower;
        s.workload.computeTimeSource = ComputeTimeSource::FromBatch;
    });
    const auto view = shownView<ScalingView>(doc.get());
    const Scenario &s = doc->scenario();
    const double serial = 0.07, n = 3000;
    auto empirical = [](double x) { return x * empiricalScalingEfficiency(x); };
    checkSeries(
        view->plot(),
        {{QStringLiteral("Ideal (S = N)"), [](double x) { return x; }},
         {QStringLiteral("Amdahl"), [=](double x) { return 1 / (serial + (1 - serial) / x); }},
         {QStringLiteral("Gustafson"), [=](double x) { return x - serial * (x - 1); }},
         {QStringLiteral("Empirical"), empirical},
         {QStringLiteral("Empirical, extrapolated"), empirical},
         {QStringLiteral("Network-bound (whole nodes)"),
          [&](double x) { return x * networkScalingEfficiencyAt(s, x); }},
         // The appendix's table (32, 256, 1,024, 8,192): the middle point is 1,024 → 50 %.
         {QStringLiteral("Appendix table η"), [](double) { return 1024 * 0.50; }, 1024.0},
         {QStringLiteral("Amdahl at N"), [=](double) { return 1 / (serial + (1 - serial) / n); },
          n}});
}

TEST(ViewCharts, RooflineSeriesAndMemoryBarsAreTheirModels)
{
    auto doc = offDefaults();
    doc->comparison()->setChecked(QStringLiteral("nvidia-b200"), true);
    doc->comparison()->setChecked(QStringLiteral("amd-mi300x"), true);
    const auto view = shownView<RooflineView>(doc.get());
    const double peak = 989e12, bw = 3.35e12, p = 7e9;
    auto roofOf = [](double pk, double b) {
        return [=](double i) { return std::min(pk, i * b) / 1e12; };
    };
    const auto roof = roofOf(peak, bw);
    const double weights = p * 2, kv = 16 * 4096 * 524288.0;
    const double decodeI = 2 * p * 16 / (weights + kv);
    const Accelerator &b200 = *doc->catalog().findAccelerator("nvidia-b200");
    const Accelerator &mi300 = *doc->catalog().findAccelerator("amd-mi300x");
    checkSeries(view->plot(),
                {{QStringLiteral("Roof"), roof},
                 {QStringLiteral("Ridge point"), [=](double) { return peak / 1e12; }, peak / bw},
                 {QStringLiteral("Decode at batch B"), roof, decodeI},
                 {QStringLiteral("Prefill"), roof, 2 * 1000 / 2.0},
                 {QStringLiteral("Training micro-batch"), roof, 2 * 3000 / 2.0},
                 {QStringLiteral("Custom kernel"), roof, 40.0},
                 {QString::fromStdString(b200.name),
                  roofOf(b200.peakBf16FlopPerS, b200.hbmBandwidthBytesPerS)},
                 {QString::fromStdString(mi300.name),
                  roofOf(mi300.peakBf16FlopPerS, mi300.hbmBandwidthBytesPerS)},
                 {QStringLiteral("Ridge point of ") + QString::fromStdString(b200.name),
                  [=](double) { return b200.peakBf16FlopPerS / 1e12; },
                  b200.peakBf16FlopPerS / b200.hbmBandwidthBytesPerS},
                 {QStringLiteral("Ridge point of ") + QString::fromStdString(mi300.name),
                  [=](double) { return mi300.peakBf16FlopPerS / 1e12; },
                  mi300.peakBf16FlopPerS / mi300.hbmBandwidthBytesPerS}});
    const auto sets = view->memorySets();
    checkBars(view->memoryPlot(), sets.weights, {0, weights / 1e9});
    checkBars(view->memoryPlot(), sets.kvCache, {0, kv / 1e9});
    checkBars(view->memoryPlot(), sets.capacity, {80, 0});
}

TEST(ViewCharts, ThePickedAcceleratorIsNeverOverlaidOnItself)
{
    auto doc = offDefaults(); // the H100 picked
    doc->comparison()->setChecked(QStringLiteral("nvidia-h100-sxm"), true);
    doc->comparison()->setChecked(QStringLiteral("nvidia-b200"), true);
    const auto view = shownView<RooflineView>(doc.get());
    const auto &accelerators = doc->catalog().accelerators;
    int shownRoofs = 0;
    for (size_t i = 0; i < accelerators.size(); ++i) {
        const bool h100 = accelerators[i].id == "nvidia-h100-sxm";
        const bool b200 = accelerators[i].id == "nvidia-b200";
        const PlotView::SeriesId roof = view->comparisonRoofs()[i];
        const PlotView::SeriesId ridge = view->comparisonRidges()[i];
        EXPECT_EQ(view->plot()->series(roof)->isVisible(), b200) << accelerators[i].id;
        EXPECT_EQ(view->plot()->series(ridge)->isVisible(), b200) << accelerators[i].id;
        shownRoofs += view->plot()->series(roof)->isVisible() ? 1 : 0;
        // The picked one's tick is off and disabled, and says why.
        QListWidgetItem *item = view->comparisonPanel()->list()->item(int(i));
        EXPECT_EQ(bool(item->flags() & Qt::ItemIsUserCheckable), !h100) << accelerators[i].id;
        EXPECT_EQ(bool(item->flags() & Qt::ItemIsEnabled), !h100) << accelerators[i].id;
        EXPECT_EQ(item->checkState(), b200 ? Qt::Checked : Qt::Unchecked) << accelerators[i].id;
        EXPECT_EQ(item->toolTip().isEmpty(), !h100) << accelerators[i].id;
    }
    EXPECT_EQ(shownRoofs, 1);
    // The table lists the picked accelerator once.
    EXPECT_EQ(view->comparisonPanel()->table()->rowCount(), 2);

    // Picking the B200: its roof is the solid one now, the H100 (still ticked) is overlaid with
    // its ridge point at R_peak / BW.
    doc->apply(QStringLiteral("pick"), [&](Scenario &s) {
        s.accelerator = *doc->catalog().findAccelerator("nvidia-b200");
    });
    view->refreshNow();
    const Accelerator &h100 = *doc->catalog().findAccelerator("nvidia-h100-sxm");
    for (size_t i = 0; i < accelerators.size(); ++i) {
        const bool isH100 = accelerators[i].id == "nvidia-h100-sxm";
        EXPECT_EQ(view->plot()->series(view->comparisonRoofs()[i])->isVisible(), isH100)
            << accelerators[i].id;
        if (!isH100)
            continue;
        const QList<QPointF> ridge = view->plot()->points(view->comparisonRidges()[i]);
        ASSERT_EQ(ridge.size(), 1);
        EXPECT_NEAR(ridge[0].x(), h100.peakBf16FlopPerS / h100.hbmBandwidthBytesPerS, 1e-9);
        EXPECT_NEAR(ridge[0].y(), h100.peakBf16FlopPerS / 1e12, 1e-9);
    }
}

TEST(ViewCharts, CommunicationSeriesAndBarsAreTheirModels)
{
    auto doc = offDefaults();
    const auto view = shownView<CommunicationView>(doc.get());
    const double m = 14e9, n = 3000, g = 8;
    const AlphaBeta nvl{450e9, 0.5e-6}, ndr{50e9, 5e-6};
    // The formulas, written out: flat ring and tree at the slowest link crossed; hierarchical.
    auto time = [=](int algorithm, TimePart part, double bytes, double at) {
        const AlphaBeta flat = at > g ? ndr : nvl;
        CollectiveTime t;
        if (algorithm == 0) {
            t = {2 * (at - 1) / at * bytes / flat.bandwidthBytesPerS, 2 * (at - 1) * flat.latencyS};
        } else if (algorithm == 1) {
            const double k = std::ceil(std::log2(at));
            t = {2 * k * bytes / flat.bandwidthBytesPerS, 2 * k * flat.latencyS};
        } else {
            const double inNode = std::min(at, g), nodes = std::ceil(at / g);
            const double emptiest = at - (nodes - 1) * g;
            t = {2 * (inNode - 1) / inNode * bytes / nvl.bandwidthBytesPerS +
                     2 * (nodes - 1) / nodes * (bytes / emptiest) / ndr.bandwidthBytesPerS,
                 2 * (inNode - 1) * nvl.latencyS + 2 * (nodes - 1) * ndr.latencyS};
        }
        return t.part(part);
    };
    const char *names[] = {"Ring", "Tree", "Hierarchical"};
    const std::pair<const char *, TimePart> parts[] = {
        {"", TimePart::Total}, {" β part", TimePart::Bandwidth}, {" α part", TimePart::Latency}};
    std::vector<SeriesModel> vsN, vsM;
    for (int a = 0; a < 3; ++a) {
        for (const auto &[suffix, part] : parts) {
            const QString name = QLatin1String(names[a]) + QString::fromUtf8(suffix);
            vsN.push_back({name, [=](double at) { return time(a, part, m, at); }});
            vsM.push_back({name, [=](double bytes) { return time(a, part, bytes, n); }});
        }
    }
    checkSeries(view->vsAcceleratorsPlot(), vsN);
    checkSeries(view->vsMessagePlot(), vsM);
    // The staircase, fastest on top: fabric, PCIe Gen5, the scale-up link, HBM (GB/s, per
    // direction), and the time each takes to move 64 MB (bytes / β + α).
    const double pcie = 64e9, pcieLatency = 1e-6;
    checkBars(view->bandwidthPlot(), 0, {50, 64, 450, 3350});
    checkBars(
        view->timePlot(), 0,
        {64e6 / 50e9 + 5e-6, 64e6 / pcie + pcieLatency, 64e6 / 450e9 + 0.5e-6, 64e6 / 3.35e12});
}

} // namespace
} // namespace fleet
