// The Layout view on a document alone: its bars and readouts equal the model's results for
// SPEC §8.5's first worked example; the node picture says when the tensor group crosses the
// node; a layout that does not multiply to N offers the nearest that does; Plan for me ranks by
// MFU and applies one undo step; the utilization view takes its MFU from the layout.
#include "../qtprinters.h"
#include "chartlayers.h"
#include "explain.h"
#include "format.h"
#include "labellayout.h"
#include "layoutview.h"
#include "nodemap.h"
#include "readout.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "textfit.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

/// SPEC §8.5, first worked example: Llama-3.1-8B on 256 H100, t 8, p 4, d 8, s 2,048, b 8,
/// G = 1,024 × 2,048 tokens, ZeRO-1, selective recomputation, e_c = 0.45.
void exampleOne(Scenario &s)
{
    s.cluster.accelerators = 256;
    s.workload.parameters = 8.03e9;
    s.workload.layers = 32;
    s.workload.hidden = 4096;
    s.workload.heads = 32;
    s.workload.sequenceTokens = 2048;
    s.workload.globalBatchTokens = 1024.0 * 2048;
    s.parallelism.tensor = 8;
    s.parallelism.pipeline = 4;
    s.parallelism.zeroStage = 1;
    s.parallelism.recompute = Recompute::Selective;
    s.parallelism.microBatch = 8;
    s.parallelism.computeEfficiency = 0.45;
}

const Readout *readout(const ReadoutPanel *panel, const char *title)
{
    for (const Readout &r : panel->readouts())
        if (r.title == QString::fromUtf8(title))
            return &r;
    return nullptr;
}

TEST(LayoutView, BarsAndReadoutsAreTheModelsResults)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    const LayoutCost &c = doc.results().parallelism;
    ASSERT_TRUE(c.valid);
    // The memory bar: weights 0.502, gradients 0.502, optimizer 0.376, activations 9.127 GB
    // (SPEC §8.5), the capacity 80 GB in its own bar.
    const auto &sets = view->memorySets();
    EXPECT_NEAR(view->memoryPlot()->values(sets[0])[0], 0.501875, 1e-6);
    EXPECT_NEAR(view->memoryPlot()->values(sets[1])[0], 0.501875, 1e-6);
    EXPECT_NEAR(view->memoryPlot()->values(sets[2])[0], 0.376406, 1e-6);
    EXPECT_NEAR(view->memoryPlot()->values(sets[3])[0], 9.126806, 1e-5);
    EXPECT_DOUBLE_EQ(view->memoryPlot()->values(sets[4])[1], 80.0);
    EXPECT_TRUE(fleet::chartTitle(view->memoryPlot()->chart()).contains(QStringLiteral("fits")));
    // The step bar's parts add up to the step: T_pipe 1.3877 s, nothing exposed.
    double total = 0;
    for (int set : view->stepSets())
        total += view->stepPlot()->values(set)[0];
    EXPECT_NEAR(total, c.stepS * 1e3, 1e-9);
    EXPECT_NEAR(total, 1387.7, 0.05);
    // m = 16 micro-batches of t_c = 55.43 ms; the bubble is (p − 1) slots = 3 × 73.04 ms.
    EXPECT_NEAR(view->stepPlot()->values(view->stepSets()[0])[0], 16 * c.computeS * 1e3, 1e-9);
    EXPECT_NEAR(view->stepPlot()->values(view->stepSets()[4])[0], 3 * c.slotS * 1e3, 1e-6);
    // The readouts say the model's values.
    const Readout *mfu = readout(view->readoutPanel(), "MFU from the layout");
    ASSERT_NE(mfu, nullptr);
    EXPECT_EQ(mfu->value, QStringLiteral("28.8 %"));
    EXPECT_DOUBLE_EQ(mfu->number, c.mfu);
    const Readout *bubble = readout(view->readoutPanel(), "Pipeline bubble");
    ASSERT_NE(bubble, nullptr);
    EXPECT_NEAR(bubble->number, 3.0 / 19, 1e-12); // (p − 1) / (m + p − 1) = 3/19
    const Readout *memory = readout(view->readoutPanel(), "Memory per accelerator");
    ASSERT_NE(memory, nullptr);
    EXPECT_TRUE(memory->value.startsWith(QStringLiteral("10.51 GB")))
        << memory->value.toStdString();
    // The curve's point at N is the layout's MFU.
    const QList<QPointF> at = view->mfuPlot()->points(3);
    ASSERT_EQ(at.size(), 1);
    EXPECT_DOUBLE_EQ(at[0].x(), 256);
    EXPECT_NEAR(at[0].y(), 100 * c.mfu, 1e-9);
}

TEST(LayoutView, AnAskedStepOrMemoryKeepsItsAxisTopLoose)
{
    // Example one: T_step = 1.3877 s (its axis ends at the tick above 1.05 × 1,387.7 ms,
    // 2,000 ms) and 10.507 GB against 80 GB (the tick above 84 GB, 120 GB). Asked, the step's
    // axis asks for the decade above twice the step, 10,000 ms, and the memory's for a round
    // number above 2.5 × 80 GB, 200 GB: the axis's labelled end no longer tells the answer.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    const double stepMs = doc.results().parallelism.stepS * 1e3;
    EXPECT_EQ(view->stepPlot()->valueMax(), 2000);
    EXPECT_LT(stepMs * 1.05, 2000);
    EXPECT_EQ(view->memoryPlot()->valueMax(), 120);
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Step time")));
    view->refreshNow();
    EXPECT_EQ(view->stepPlot()->valueMax(), 10000);
    view->readoutPanel()->showHidden();
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Memory per accelerator")));
    view->refreshNow();
    EXPECT_EQ(view->memoryPlot()->valueMax(), 200);
    EXPECT_FALSE(fleet::chartTitle(view->memoryPlot()->chart()).contains(QStringLiteral("fit")));
}

TEST(LayoutView, SeventyBOnOneNodeDoesNotFitAndSaysByHowMuch)
{
    // SPEC §8.5's second example: 152.6 GB per accelerator against 80 GB.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("70B on a node"), [](Scenario &s) {
        s.cluster.accelerators = 8;
        s.workload.parameters = 70.6e9;
        s.workload.layers = 80;
        s.workload.hidden = 8192;
        s.workload.heads = 64;
        s.workload.sequenceTokens = 4096;
        s.workload.globalBatchTokens = 8.0 * 4096;
        s.parallelism.tensor = 8;
    });
    auto view = shownView<LayoutView>(&doc);
    const Readout *memory = readout(view->readoutPanel(), "Memory per accelerator");
    ASSERT_NE(memory, nullptr);
    EXPECT_FALSE(doc.results().parallelism.fits);
    EXPECT_TRUE(memory->value.contains(QStringLiteral("does not fit by 72.6")))
        << memory->value.toStdString();
    EXPECT_EQ(memory->tone, Readout::Tone::Bad);
}

TEST(LayoutView, TheNodePictureShowsATensorGroupCrossingTheNode)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    EXPECT_FALSE(view->nodeMap()->tensorCrossesNodes());
    EXPECT_TRUE(view->nodeMap()->caption().contains(QStringLiteral("inside one node")));
    // t = 16 > g = 8: the cliff, in words too.
    doc.setField(FieldId::Tensor, 16);
    view->refreshNow();
    EXPECT_EQ(view->nodeMap()->layoutShown().tensor, 16);
    EXPECT_TRUE(view->nodeMap()->tensorCrossesNodes());
    EXPECT_TRUE(view->nodeMap()->caption().contains(QStringLiteral("crosses the node boundary")));
    EXPECT_TRUE(doc.results().parallelism.tensorCrossesNodes);
    const Readout *group = readout(view->readoutPanel(), "Tensor group");
    ASSERT_NE(group, nullptr);
    EXPECT_EQ(group->tone, Readout::Tone::Bad);
    // t · p = 64: one replica spans 8 nodes, of which the picture shows the first four.
    EXPECT_EQ(view->nodeMap()->nodesShown(), NodeMap::kMaxNodes);
}

TEST(LayoutView, AnNThatTheLayoutDoesNotDivideIsRefusedWithItsNumbers)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    QString reason;
    QObject::connect(&doc, &ScenarioDocument::rejected, [&](const QString &r) { reason = r; });
    // N = 250 is no multiple of t · p = 32: the edit is refused, as a file would be, and says
    // why with the numbers; the scenario keeps N = 256 and its valid layout.
    EXPECT_FALSE(doc.setField(FieldId::Accelerators, 250));
    EXPECT_TRUE(reason.contains(QStringLiteral("250"))) << reason.toStdString();
    EXPECT_TRUE(reason.contains(QStringLiteral("32"))) << reason.toStdString();
    EXPECT_EQ(doc.scenario().cluster.accelerators, 256);
    EXPECT_TRUE(doc.results().parallelism.valid);
    view->refreshNow();
    auto *nearest = view->findChild<QPushButton *>(QStringLiteral("layoutNearest"));
    ASSERT_NE(nearest, nullptr);
    EXPECT_TRUE(nearest->isHidden());
}

TEST(LayoutView, PlanForMeRanksByMfuAndAppliesOneUndoStep)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    view->plan();
    QTableWidget *table = view->planTable();
    ASSERT_EQ(table->rowCount(), 5);
    const std::vector<LayoutCost> best = bestLayouts(doc.scenario(), 5);
    ASSERT_EQ(best.size(), 5u);
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(table->item(i, 1)->text(), formatPercent(best[size_t(i)].mfu)) << i;
    const int before = doc.undoStack()->count();
    ASSERT_TRUE(view->applyPlanned(0));
    EXPECT_EQ(doc.undoStack()->count(), before + 1);
    EXPECT_EQ(doc.results().parallelism.layout.tensor, best[0].layout.tensor);
    EXPECT_EQ(doc.results().parallelism.layout.pipeline, best[0].layout.pipeline);
    EXPECT_NEAR(doc.results().parallelism.mfu, best[0].mfu, 1e-12);
    EXPECT_FALSE(view->applyPlanned(7));
}

TEST(LayoutView, TheBestLayoutCurveComesFromTheBackgroundAndIsNeverBelowThisLayout)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    view->waitForCurves();
    const QList<QPointF> best = view->mfuPlot()->points(1);
    const QList<QPointF> mine = view->mfuPlot()->points(0);
    ASSERT_FALSE(best.isEmpty());
    ASSERT_FALSE(mine.isEmpty());
    // Wherever both exist, the best that fits is at least as good as this layout when it fits.
    for (const QPointF &b : best) {
        EXPECT_GT(b.y(), 0) << b.x();
    }
    const std::vector<LayoutCost> at256 = bestLayouts(doc.scenario(), 1);
    for (const QPointF &b : best) {
        if (b.x() == 256) {
            EXPECT_NEAR(b.y(), 100 * at256.front().mfu, 1e-9);
        }
    }
}

TEST(LayoutView, TheLabelsMakeWayForTheBestLayoutCurveWhenItArrives)
{
    // zero-memory's first step (70.6B on one node of eight): the best-layout curve comes from
    // the background after the view's refresh laid the labels out, and "PaLM 540B" sat on it.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("70B on one node"), [](Scenario &s) {
        s.cluster.accelerators = 8;
        s.cluster.acceleratorsPerNode = 8;
        s.workload.parameters = 70.6e9;
        s.workload.layers = 80;
        s.workload.hidden = 8192;
        s.workload.heads = 64;
        s.workload.sequenceTokens = 4096;
        s.workload.globalBatchTokens = 32768;
        s.parallelism.tensor = 8;
        s.parallelism.pipeline = 1;
        s.parallelism.zeroStage = 1;
        s.parallelism.recompute = Recompute::Selective;
        s.parallelism.microBatch = 1;
        s.parallelism.computeEfficiency = 0.5;
    });
    auto view = shownView<LayoutView>(&doc);
    view->resize(1280, 560);
    QCoreApplication::processEvents();
    view->refreshNow();
    view->waitForCurves();
    PlotView *plot = view->mfuPlot();
    const PlotView::SeriesId bestId = 1; // after "This layout"
    ASSERT_FALSE(plot->points(bestId).isEmpty());
    EXPECT_FALSE(plot->isLayoutPending());
    // What is drawn now (not laid out again here) keeps off the best curve.
    std::vector<QLineF> best;
    const QList<QPointF> points = plot->points(bestId);
    for (qsizetype i = 1; i < points.size(); ++i)
        best.emplace_back(plot->chart()->mapToPosition(points[i - 1]),
                          plot->chart()->mapToPosition(points[i]));
    int labels = 0;
    for (QGraphicsItem *item : plot->chart()->childItems()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || !text->isVisible() || text->text().isEmpty() ||
            (text->zValue() != kLabelLayer && text->zValue() != kMarkerTextLayer))
            continue;
        ++labels;
        const QRectF box(text->pos(), text->boundingRect().size());
        for (const QLineF &segment : best)
            EXPECT_FALSE(segmentIntersectsRect(segment, box)) << text->text().toStdString();
    }
    EXPECT_GT(labels, 0);
}

TEST(LayoutView, TheUtilizationViewTakesTheLayoutsMfuWithoutAScalingStep)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<UtilizationView>(&doc);
    EXPECT_EQ(view->waterfall()->categories().size(), 8);
    doc.apply(QStringLiteral("MFU from the layout"),
              [](Scenario &s) { s.scaling.mfuSource = MfuSource::Layout; });
    view->refreshNow();
    const QStringList categories = view->waterfall()->categories();
    EXPECT_EQ(categories.size(), 7);
    EXPECT_FALSE(categories.contains(QStringLiteral("× η scaling")));
    EXPECT_TRUE(categories.contains(QStringLiteral("× MFU from the layout")));
    // What remains after the MFU step is the layout's MFU.
    const std::vector<double> kept = view->waterfall()->values(view->keptSet());
    EXPECT_NEAR(kept[size_t(categories.indexOf(QStringLiteral("× MFU from the layout")))],
                100 * doc.results().parallelism.mfu, 1e-9);
    EXPECT_DOUBLE_EQ(doc.results().scaling.scalingEfficiency, 1.0);
}

} // namespace
} // namespace fleet
