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
#include "palette.h"
#include "readout.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "textfit.h"
#include "themes.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QPushButton>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {
namespace {

/// SPEC §8.5's second example: Llama-3.1-70B (70.6B parameters, 80 layers, hidden 8,192, 64
/// heads) on one node of 8 with t = 8, sequences of 4,096 and a global batch of 8 of them.
void seventyBOnOneNode(Scenario &s)
{
    s.cluster.accelerators = 8;
    s.workload.parameters = 70.6e9;
    s.workload.layers = 80;
    s.workload.hidden = 8192;
    s.workload.heads = 64;
    s.workload.sequenceTokens = 4096;
    s.workload.globalBatchTokens = 8.0 * 4096;
    s.parallelism.tensor = 8;
}

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

/// How a colour is seen: with typical colour vision, or without the green or the red cones.
enum class Vision { Typical, Deuteranopia, Protanopia };

/// CIE76 ΔE between `a` and `b` as `vision` sees them (Machado, Oliveira and Fernandes 2009,
/// severity 1, on linear sRGB; CIELAB under D65). About 2 is just noticeable; two parts of
/// one bar want far more.
double colourDifference(const QColor &a, const QColor &b, Vision vision)
{
    static constexpr double kMatrices[3][3][3] = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
                                                  {{0.367322, 0.860646, -0.227968},
                                                   {0.280085, 0.672501, 0.047413},
                                                   {-0.011820, 0.042940, 0.968881}},
                                                  {{0.152286, 1.052583, -0.204868},
                                                   {0.114503, 0.786281, 0.099216},
                                                   {-0.003882, -0.048116, 1.051998}}};
    const auto &m = kMatrices[int(vision)];
    auto lab = [&m](const QColor &c) {
        auto linear = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        const double in[3] = {linear(c.redF()), linear(c.greenF()), linear(c.blueF())};
        double rgb[3];
        for (int i = 0; i < 3; ++i)
            rgb[i] = std::clamp(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2], 0.0, 1.0);
        const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
        const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
        const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
        auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/// The value axis of `plot` (linear).
QValueAxis *valueAxis(const BarPlot *plot)
{
    for (QAbstractAxis *axis : plot->chart()->axes()) {
        if (auto *value = qobject_cast<QValueAxis *>(axis))
            return value;
    }
    return nullptr;
}

/// Whether `plot`'s value axis shows its tick labels (not drawn transparent).
bool numbersShown(const BarPlot *plot)
{
    const QValueAxis *axis = valueAxis(plot);
    return axis && axis->labelsVisible() && axis->labelsColor().alpha() > 0;
}

TEST(LayoutView, AnAskedStepOrMemoryShowsNoNumbersOnItsAxis)
{
    // Example one: T_step = 1.3877 s (its axis ends at the tick above 1.05 × 1,387.7 ms,
    // 2,000 ms) and 10.507 GB against 80 GB (the tick above 84 GB, 120 GB). Asked, the bars
    // are concealed and so are their axis's numbers: an axis labelled to the decade above
    // twice the step (10,000 ms beside a 4.6 s step) told the class the answer's size. The
    // range stays the one the reveal shows, so the reveal moves nothing.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    const double stepMs = doc.results().parallelism.stepS * 1e3;
    EXPECT_EQ(view->stepPlot()->valueMax(), 2000);
    EXPECT_LT(stepMs * 1.05, 2000);
    EXPECT_EQ(view->memoryPlot()->valueMax(), 120);
    EXPECT_TRUE(numbersShown(view->stepPlot()));
    EXPECT_TRUE(numbersShown(view->memoryPlot()));
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Step time")));
    view->refreshNow();
    EXPECT_TRUE(view->stepPlot()->isConcealed());
    EXPECT_FALSE(numbersShown(view->stepPlot()));
    EXPECT_EQ(view->stepPlot()->valueMax(), 2000);
    EXPECT_TRUE(numbersShown(view->memoryPlot()));
    view->readoutPanel()->showHidden();
    view->refreshNow();
    EXPECT_FALSE(view->stepPlot()->isConcealed());
    EXPECT_TRUE(numbersShown(view->stepPlot()));
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Memory per accelerator")));
    view->refreshNow();
    EXPECT_TRUE(view->memoryPlot()->isConcealed());
    EXPECT_FALSE(numbersShown(view->memoryPlot()));
    EXPECT_EQ(view->memoryPlot()->valueMax(), 120);
    EXPECT_FALSE(fleet::chartTitle(view->memoryPlot()->chart()).contains(QStringLiteral("fit")));
}

TEST(LayoutView, AWithheldBubbleHidesTheStepBarOnlyWhenItHasOne)
{
    // tensor-boundary: step 3 asks the pipeline bubble, so steps 1 and 2 withhold it. At
    // p = 1 there is no bubble to draw: the bar of a revealed step shows (it was left empty).
    // At p = 4 (example one, 3/19 of the pipeline) the bubble's part and the parts that add up
    // to it would give it away: the bars hide.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    doc.apply(QStringLiteral("p = 1"), [](Scenario &s) {
        s.parallelism.tensor = 8;
        s.parallelism.pipeline = 1;
    });
    auto view = shownView<LayoutView>(&doc);
    ASSERT_TRUE(doc.results().parallelism.valid);
    view->readoutPanel()->setWithheld({QStringLiteral("Pipeline bubble")});
    view->refreshNow();
    ASSERT_EQ(view->readoutPanel()->hiddenTitles(), QStringList{QStringLiteral("Pipeline bubble")});
    EXPECT_EQ(view->stepPlot()->values(view->stepSets()[4])[0], 0);
    EXPECT_FALSE(view->stepPlot()->isConcealed());
    EXPECT_TRUE(numbersShown(view->stepPlot()));
    // The step asked as well: hidden whatever the bubble.
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Step time")));
    view->refreshNow();
    EXPECT_TRUE(view->stepPlot()->isConcealed());
    view->readoutPanel()->showHidden();
    view->refreshNow();
    EXPECT_FALSE(view->stepPlot()->isConcealed());
    doc.apply(QStringLiteral("p = 4"), [](Scenario &s) { s.parallelism.pipeline = 4; });
    view->refreshNow();
    EXPECT_GT(view->stepPlot()->values(view->stepSets()[4])[0], 200); // 3 slots of 73 ms
    EXPECT_TRUE(view->stepPlot()->isConcealed());
    EXPECT_FALSE(numbersShown(view->stepPlot()));
}

TEST(LayoutView, TheStepBarsPartsHaveColoursTellApartInEveryThemeAndByAColourBlindEye)
{
    // The bubble and the exposed data-parallel AllReduce lie on top of each other: on the
    // projector both were its orange (230, 159, 0). In every theme the six parts differ, and
    // in the projector's (the class's) they stay apart to a deuteranope and a protanope too.
    for (const auto &[name, palette] :
         {std::pair{"light", lightPalette()}, std::pair{"dark", darkPalette()},
          std::pair{"projector", projectorPalette()}}) {
        setColours(palette);
        ScenarioDocument doc(embeddedCatalog());
        auto view = shownView<LayoutView>(&doc);
        auto *series =
            qobject_cast<QAbstractBarSeries *>(view->stepPlot()->chart()->series().at(0));
        ASSERT_NE(series, nullptr);
        const QList<QBarSet *> sets = series->barSets();
        ASSERT_EQ(sets.size(), 6);
        EXPECT_EQ(sets[4]->label(), QStringLiteral("Bubble"));
        EXPECT_EQ(sets[5]->label(), QStringLiteral("Exposed DP AllReduce"));
        for (const Vision vision : {Vision::Typical, Vision::Deuteranopia, Vision::Protanopia}) {
            if (vision != Vision::Typical && std::string(name) != "projector")
                continue;
            for (qsizetype i = 0; i < sets.size(); ++i) {
                for (qsizetype j = i + 1; j < sets.size(); ++j) {
                    EXPECT_GE(colourDifference(sets[i]->color(), sets[j]->color(), vision), 12)
                        << name << ": " << sets[i]->label().toStdString() << " and "
                        << sets[j]->label().toStdString() << " (vision " << int(vision) << ")";
                }
            }
        }
    }
    setColours(lightPalette());
}

TEST(LayoutView, SeventyBOnOneNodeDoesNotFitAndSaysByHowMuch)
{
    // SPEC §8.5's second example: 152.6 GB per accelerator against 80 GB.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("70B on a node"), seventyBOnOneNode);
    auto view = shownView<LayoutView>(&doc);
    const Readout *memory = readout(view->readoutPanel(), "Memory per accelerator");
    ASSERT_NE(memory, nullptr);
    EXPECT_FALSE(doc.results().parallelism.fits);
    EXPECT_TRUE(memory->value.contains(QStringLiteral("does not fit by 72.6")))
        << memory->value.toStdString();
    EXPECT_EQ(memory->tone, Readout::Tone::Bad);
}

TEST(LayoutView, ATabNotShownGivesTheLeastHeightItsChartsHaveNow)
{
    // Qt measures a hidden widget's inner layouts (the view's chart grid) again only when it
    // lays the widget out on screen. A tab widget asks every page for its least size, and the
    // window grows to that and never shrinks: the Layout view's grid kept 546 px from charts
    // that had since come down to 362, and the window outgrew a 720 px screen when a lesson
    // brought the view up (tensor-boundary after racks-liquid, Chinese, presenting).
    ScenarioDocument doc(embeddedCatalog());
    QTabWidget tabs;
    auto *view = new LayoutView(&doc);
    tabs.addTab(new QWidget, QStringLiteral("first"));
    tabs.addTab(view, view->title());
    tabs.resize(1280, 700);
    tabs.show();
    QCoreApplication::processEvents();
    auto *step = view->findChild<QWidget *>(QStringLiteral("layoutStepPlot"));
    ASSERT_NE(step, nullptr);
    const int own = step->minimumHeight();
    const int least = view->minimumSizeHint().height();
    step->setMinimumHeight(own + 300);
    const int taller = view->minimumSizeHint().height();
    EXPECT_GE(taller, least + 300 - 1) << "the view not shown counts a taller chart";
    step->setMinimumHeight(own);
    EXPECT_EQ(view->minimumSizeHint().height(), least) << "and one come down again";
    EXPECT_LT(tabs.minimumSizeHint().height(), taller);

    // Brought up, before its own turn to lay out comes (the window's may come first).
    step->setMinimumHeight(own + 300);
    (void)tabs.minimumSizeHint();
    step->setMinimumHeight(own);
    tabs.setCurrentWidget(view);
    EXPECT_LT(view->minimumSizeHint().height(), taller - 200) << "the chart's own, not the old";
}

TEST(LayoutView, TwoChartsChosenOnADiagonalStandSideBySide)
{
    // tensor-boundary shows the step chart (top right) and the node picture (bottom left):
    // in their own cells they left two empty quarters and half the height each. The shown
    // panels take the grid's first cells; with no choice every panel is back in its own.
    ScenarioDocument doc(embeddedCatalog());
    auto view = shownView<LayoutView>(&doc);
    view->resize(1280, 600);
    QCoreApplication::processEvents();
    const QRect step = view->stepPlot()->geometry(), nodes = view->nodeMap()->geometry();
    const QRect memory = view->memoryPlot()->geometry();
    ASSERT_LT(step.bottom(), nodes.top()) << "the step chart above the node picture";

    view->setChartChoice({QStringLiteral("step"), QStringLiteral("nodes")});
    QCoreApplication::processEvents();
    EXPECT_TRUE(view->memoryPlot()->isHidden());
    const QRect chosenStep = view->stepPlot()->geometry();
    const QRect chosenNodes = view->nodeMap()->geometry();
    EXPECT_EQ(chosenStep.top(), chosenNodes.top()) << "one row";
    EXPECT_LT(chosenStep.right(), chosenNodes.left()) << "the step chart first, as read";
    EXPECT_GE(chosenStep.height(), step.height() + nodes.height()) << "the whole height";

    view->setChartChoice({});
    QCoreApplication::processEvents();
    EXPECT_EQ(view->stepPlot()->geometry(), step);
    EXPECT_EQ(view->nodeMap()->geometry(), nodes);
    EXPECT_EQ(view->memoryPlot()->geometry(), memory);
}

TEST(LayoutView, ThePointAtOneNodeIsDrawnWhole)
{
    // zero-memory step 1: N = 8, the curves' first size. The point at N sat on the plot's left
    // edge and Qt Charts clips a series at the plot area: half its marker was drawn. The
    // range now has room for it (kLogEndRoom).
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("70B on a node"), seventyBOnOneNode);
    auto view = shownView<LayoutView>(&doc);
    PlotView *plot = view->mfuPlot();
    const QList<QPointF> at = plot->points(3);
    ASSERT_EQ(at.size(), 1);
    ASSERT_EQ(at[0].x(), 8);
    const QRectF area = plot->chart()->plotArea();
    const double fromLeft = area.width() * std::log10(at[0].x() / plot->xMin()) /
                            std::log10(plot->xMax() / plot->xMin());
    const auto *marker = qobject_cast<QScatterSeries *>(plot->series(3));
    ASSERT_NE(marker, nullptr);
    EXPECT_GE(fromLeft, marker->markerSize() / 2) << "x range from " << plot->xMin();
}

TEST(LayoutView, TheNodePictureShowsATensorGroupCrossingTheNode)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<LayoutView>(&doc);
    EXPECT_FALSE(view->nodeMap()->tensorCrossesNodes());
    EXPECT_TRUE(view->nodeMap()->caption().contains(QStringLiteral("inside one node")));
    // Its stages as they are: "S1…S8" for eight, "S1" alone for one (not "S1…S1").
    doc.setField(FieldId::Pipeline, 1);
    view->refreshNow();
    EXPECT_TRUE(view->nodeMap()->caption().contains(QStringLiteral("pipeline stage (S1);")))
        << view->nodeMap()->caption().toStdString();
    doc.setField(FieldId::Pipeline, 8);
    view->refreshNow();
    EXPECT_TRUE(view->nodeMap()->caption().contains(QStringLiteral("pipeline stage (S1…S8);")))
        << view->nodeMap()->caption().toStdString();
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
        seventyBOnOneNode(s);
        s.cluster.acceleratorsPerNode = 8;
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

TEST(LayoutView, AnOverheadLeftOutSaysSoInTheWaterfall)
{
    // where-flops-go leaves the pipeline bubble out (MFU holds it): its row lost nothing and
    // read as a bubble measured at zero.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("example one"), exampleOne);
    auto view = shownView<UtilizationView>(&doc);
    EXPECT_TRUE(view->waterfall()->categories().contains(QStringLiteral("− pipeline bubble")));
    doc.apply(QStringLiteral("no bubble"), [](Scenario &s) {
        s.operations.excluded[static_cast<int>(Overhead::PipelineBubble)] = true;
    });
    view->refreshNow();
    const QStringList categories = view->waterfall()->categories();
    EXPECT_TRUE(categories.contains(QStringLiteral("− pipeline bubble (left out)")))
        << categories.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(categories.contains(QStringLiteral("− maintenance")));
}

} // namespace
} // namespace fleet
