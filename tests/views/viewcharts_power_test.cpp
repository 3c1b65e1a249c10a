// What the reliability, utilization and power views draw: one point of every series and every
// bar against the model function it shows, for a scenario off the defaults; and every readout
// panel showing what the readout builders give.
#include "communicationview.h"
#include "explain.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <QScrollArea>

namespace fleet {
namespace {

/// As the appendix prints it: one decimal.
double printed(double v)
{
    return std::round(v * 10) / 10;
}

TEST(ViewCharts, ReliabilitySeriesAreTheirModels)
{
    auto doc = offDefaults();
    const auto view = shownView<ReliabilityView>(doc.get());
    const double mttf = 30000, n = 3000, horizon = 48;
    const double delta = 7e9 * 14 / 20e9, mtbfS = mttf / n * 3600;
    auto wastedPercent = [=](double tauS) { return 100 * (delta / tauS + tauS / (2 * mtbfS)); };
    const double young = std::sqrt(2 * delta * mtbfS), x = delta / (2 * mtbfS);
    const double daly = young * (1 + std::sqrt(x) / 3 + x / 9) - delta;
    checkSeries(
        view->mtbfPlot(),
        {{QStringLiteral("MTTF / N"), [=](double at) { return mttf / at; }},
         {QStringLiteral("Appendix table 2"), [](double at) { return printed(50000 / at); },
          8192.0},
         {QStringLiteral("At N"), [=](double) { return mttf / n; }, n},
         // Llama 3's Table 5, three counts in the 1,296 h snapshot on 16,384 GPUs; the
         // middle one, "Faulty GPU": 1,296 h / 148 = 8.757 h between interruptions.
         {QStringLiteral("Field data (measured)"), [](double) { return 1296.0 / 148; }, 16384.0}});
    checkSeries(
        view->failurePlot(),
        {{QStringLiteral("1 − exp(−t/MTBF)"),
          [=](double at) { return 100 * (1 - std::exp(-horizon * at / mttf)); }},
         {QStringLiteral("Appendix table 2"),
          [](double at) { return printed(100 * (1 - std::exp(-24 * at / 50000))); }, 8192.0},
         {QStringLiteral("At N"), [=](double) { return 100 * (1 - std::exp(-horizon * n / mttf)); },
          n}});
    checkSeries(
        view->wastePlot(),
        {{QStringLiteral("δ/τ + τ/(2·MTBF)"),
          [=](double minutes) { return wastedPercent(minutes * 60); }},
         {QStringLiteral("Young's τ*"), [=](double) { return wastedPercent(young); }, young / 60},
         {QStringLiteral("Daly's τ"), [=](double) { return wastedPercent(daly); }, daly / 60},
         {QStringLiteral("τ used"), [=](double) { return wastedPercent(1800); }, 30.0}});

    // With node components the curve is 1 / λ, λ = N / MTTF + ⌈N / g⌉ · (2 / 150,000 + 2 /
    // 100,000).
    doc->apply(QStringLiteral("test"),
               [](Scenario &s) { s.reliability.failureModel = FailureModel::Nodes; });
    view->refreshNow();
    auto lambda = [=](double at) {
        return at / mttf + std::ceil(at / 8) * (2 / 150000.0 + 2 / 100000.0);
    };
    checkSeries(
        view->mtbfPlot(),
        {{QStringLiteral("1 / λ (accelerators + node parts)"),
          [=](double at) { return 1 / lambda(at); }},
         {QStringLiteral("Appendix table 2"), [](double at) { return printed(50000 / at); },
          8192.0},
         {QStringLiteral("At N"), [=](double) { return 1 / lambda(n); }, n},
         {QStringLiteral("Field data (measured)"), [](double) { return 1296.0 / 148; }, 16384.0}});
}

TEST(ViewCharts, PowerSeriesAndBarsAreTheirModels)
{
    auto doc = offDefaults();
    doc->comparison()->setChecked(QStringLiteral("nvidia-b200"), true);
    const auto view = shownView<PowerView>(doc.get());
    const double n = 3000, g = 8, host = 1500;
    auto rackKw = [=](double tdp) {
        return [=](double nodes) {
            const double a = std::min(g * nodes, n);
            return (a * tdp + std::ceil(a / g) * host) / 1e3;
        };
    };
    const Accelerator &b200 = *doc->catalog().findAccelerator("nvidia-b200");
    checkSeries(view->rackPlot(), {{QStringLiteral("Rack power"), rackKw(700)},
                                   {QStringLiteral("This rack"), rackKw(700), 5.0},
                                   {QString::fromStdString(b200.name), rackKw(b200.tdpW)}});
    // IT load and (PUE − 1) × IT for the four tiers of the catalog, then the scenario's 1.25.
    const double it = (n * 700 + 375 * host) / 1e6;
    checkBars(view->puePlot(), view->ids().itSet, {it, it, it, it, it});
    checkBars(view->puePlot(), view->ids().overheadSet,
              {0.06 * it, 0.12 * it, 0.40 * it, 0.58 * it, 0.25 * it});
}

TEST(ViewCharts, UtilizationWaterfallIsTheCompoundProduct)
{
    auto doc = offDefaults();
    const auto view = shownView<UtilizationView>(doc.get());
    // MFU 0.5, η(3,000) in log2 N, the appendix's budget; in % of N × peak, bottom-up.
    const double mfu = 0.5, eta = 0.5 - 0.15 * (std::log2(3000.0) - 10) / 3;
    const double after = 100 * mfu * eta;
    checkBars(view->waterfall(), view->keptSet(),
              {after * 0.77, after * 0.77, after * 0.82, after * 0.92, after * 0.95, after,
               100 * mfu, 100});
    checkBars(view->waterfall(), view->lostSet(),
              {0, after * 0.05, after * 0.10, after * 0.03, after * 0.05, 100 * mfu * (1 - eta),
               100 * (1 - mfu), 0});
}

TEST(ViewReadouts, EveryPanelShowsWhatTheBuildersGive)
{
    for (bool coupled : {false, true}) {
        auto doc = offDefaults();
        if (coupled)
            doc->apply(QStringLiteral("test"), [](Scenario &s) {
                s.reliability.failureModel = FailureModel::Nodes;
                s.operations.goodputModel = GoodputModel::Derived;
                s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Hierarchical;
            });
        const Scenario &s = doc->scenario();
        const Results &r = doc->results();
        checkPanel(shownView<RooflineView>(doc.get()).get(), rooflineReadouts(s, r));
        checkPanel(shownView<ScalingView>(doc.get()).get(), scalingReadouts(s, r));
        checkPanel(shownView<CommunicationView>(doc.get()).get(), communicationReadouts(s, r));
        checkPanel(shownView<ReliabilityView>(doc.get()).get(), reliabilityReadouts(s, r));
        std::vector<Readout> utilization = utilizationReadouts(s, r);
        for (Readout &run : runReadouts(s, r))
            utilization.push_back(std::move(run));
        checkPanel(shownView<UtilizationView>(doc.get()).get(), utilization);
        checkPanel(shownView<PowerView>(doc.get()).get(), powerReadouts(s, r));
    }
}

TEST(SideColumn, OnlyGrowsUnderADragAndFitsAgainAtTheRelease)
{
    // A readout a few pixels narrower (9.9× after 10.0×) narrowed the side column, every chart
    // beside it was laid out again, and the next step widened it back: under a drag the column
    // keeps its width unless it must grow; the release fits it. Here its room is taken by
    // narrowing the view (its share of the width is what bounds it).
    auto doc = offDefaults();
    const auto view = shownView<ScalingView>(doc.get());
    QScrollArea *side = view->sideColumn();
    const int wide = side->sizeHint().width();
    ASSERT_GT(wide, 330); // a third of 1,000 px is less
    doc->setDragging(true);
    view->resize(1000, 1000);
    QCoreApplication::processEvents();
    EXPECT_EQ(side->sizeHint().width(), wide);
    doc->setDragging(false);
    QCoreApplication::processEvents();
    EXPECT_LT(side->sizeHint().width(), wide);
    const int narrow = side->sizeHint().width();
    doc->setDragging(true); // growing is never held back
    view->resize(1500, 1000);
    QCoreApplication::processEvents();
    EXPECT_EQ(side->sizeHint().width(), wide);
    EXPECT_GT(wide, narrow);
    doc->setDragging(false);
}

TEST(SideColumn, KeepsItsWidthThroughALessonSoPageDownMovesNoChartSideways)
{
    // Amdahl's lesson, step 2 → 3: a readout's values narrower, the column narrower by 18 px,
    // every chart wider. While a lesson plays the column only grows; the lesson's end fits it.
    auto doc = offDefaults();
    const auto view = shownView<ScalingView>(doc.get());
    QScrollArea *side = view->sideColumn();
    const int wide = side->sizeHint().width();
    ASSERT_GT(wide, 330);
    doc->beginLesson();
    view->resize(1000, 1000);
    QCoreApplication::processEvents();
    EXPECT_EQ(side->sizeHint().width(), wide);
    doc->endLesson();
    QCoreApplication::processEvents();
    EXPECT_LT(side->sizeHint().width(), wide);
}

} // namespace
} // namespace fleet
