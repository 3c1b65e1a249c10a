// Labels keep off the data they annotate: in the scenarios issue 10 found collisions in
// (reliability at N = 1,024 and 200,000 with the appendix's table marked, the checkpoint optimum
// τ*, the rack line with its 70 and 100 kW marks, the Amdahl ceiling beside the at-N marker), no
// label shown covers a point or another label, and every label is inside its plot area.
#include "powerview.h"
#include "reliabilityview.h"
#include "scalingview.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <QChart>

namespace fleet {
namespace {

/// Checks every chart of a view; returns how many labels were shown.
int checkLabels(ExplorerView *view, const std::string &when)
{
    int shown = 0;
    for (PlotView *plot : view->findChildren<PlotView *>()) {
        if (!plot->isVisible())
            continue;
        const std::vector<QRectF> labels = plot->shownLabelBoxes();
        const std::vector<QRectF> points = plot->pointBoxes();
        const QRectF area = plot->chart()->plotArea();
        const std::string where = when + " " + plot->objectName().toStdString();
        for (size_t i = 0; i < labels.size(); ++i) {
            const QRectF &l = labels[i];
            EXPECT_TRUE(area.contains(l)) << where << ": label " << i << " leaves the plot area";
            for (const QRectF &p : points)
                EXPECT_FALSE(l.intersects(p)) << where << ": label " << i << " covers a point";
            for (size_t j = 0; j < i; ++j)
                EXPECT_FALSE(l.intersects(labels[j]))
                    << where << ": labels " << j << " and " << i << " overlap";
        }
        shown += int(labels.size());
    }
    return shown;
}

std::unique_ptr<ScenarioDocument> defaultsAt(int accelerators)
{
    auto doc = std::make_unique<ScenarioDocument>(embeddedCatalog());
    doc->apply(QStringLiteral("N"),
               [accelerators](Scenario &s) { s.cluster.accelerators = accelerators; });
    return doc;
}

TEST(LabelCollisions, ReliabilityAt1024And200000)
{
    for (int n : {1024, 200000, 1, 8192}) {
        auto doc = defaultsAt(n);
        auto view = shownView<ReliabilityView>(doc.get());
        EXPECT_GE(checkLabels(view.get(), "reliability at N = " + std::to_string(n)), 3);
    }
}

TEST(LabelCollisions, TheCheckpointOptimumAndTheUtilizationCharts)
{
    for (int n : {1024, 200000}) {
        auto doc = defaultsAt(n);
        doc->apply(QStringLiteral("optimum"),
                   [](Scenario &s) { s.reliability.checkpointPolicy = CheckpointPolicy::Daly; });
        auto reliability = shownView<ReliabilityView>(doc.get());
        checkLabels(reliability.get(), "τ* at N = " + std::to_string(n));
        auto utilization = shownView<UtilizationView>(doc.get());
        checkLabels(utilization.get(), "utilization at N = " + std::to_string(n));
    }
}

TEST(LabelCollisions, TheRackLineAndIts70And100KwMarks)
{
    for (int nodesPerRack : {4, 8, 16, 32}) {
        auto doc = defaultsAt(1024);
        doc->apply(QStringLiteral("rack"),
                   [nodesPerRack](Scenario &s) { s.cluster.nodesPerRack = nodesPerRack; });
        auto view = shownView<PowerView>(doc.get());
        EXPECT_GE(
            checkLabels(view.get(), "power at " + std::to_string(nodesPerRack) + " nodes per rack"),
            2);
    }
}

TEST(LabelCollisions, TheAmdahlCeilingAndTheAtNMarker)
{
    for (double s : {0.1, 0.01, 0.001}) {
        for (int n : {32, 1024, 200000}) {
            auto doc = defaultsAt(n);
            doc->apply(QStringLiteral("s"), [s](Scenario &sc) { sc.scaling.serialFraction = s; });
            auto view = shownView<ScalingView>(doc.get());
            checkLabels(view.get(),
                        "scaling at s = " + std::to_string(s) + ", N = " + std::to_string(n));
        }
    }
}

} // namespace
} // namespace fleet
