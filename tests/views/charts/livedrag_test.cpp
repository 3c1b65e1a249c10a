// What keeps a slider step cheap in the chart kit, each with what it must still show: axes held
// under a drag (they grow to hold the data, never shrink, and fit it at the release), a title
// whose value changes drawn without the chart laid out again, and field points read only when
// their chart first shows.
#include "../../qtprinters.h"
#include "axislock.h"
#include "barplot.h"
#include "fieldpoints.h"
#include "plotview.h"
#include "textfit.h"

#include <QChart>
#include <QGraphicsTextItem>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QValueAxis>

#include <gtest/gtest.h>

namespace fleet {
namespace {

PlotView *shownPlot(std::unique_ptr<PlotView> &owner, bool logY)
{
    owner = std::make_unique<PlotView>(QStringLiteral("A chart"),
                                       AxisSpec{QStringLiteral("N"), true, {}},
                                       AxisSpec{QStringLiteral("y"), logY, {}});
    owner->resize(800, 500);
    owner->show();
    QCoreApplication::processEvents();
    return owner.get();
}

TEST(LiveDrag, HeldAxesGrowToHoldTheDataNeverShrinkAndFitItAtTheRelease)
{
    std::unique_ptr<PlotView> owner;
    PlotView *plot = shownPlot(owner, false);
    plot->setRanges(1, 1000, 0, 50);
    plot->setRangesHeld(true);
    // Narrower: the axes stay.
    plot->setRanges(1, 1000, 0, 20);
    EXPECT_DOUBLE_EQ(plot->yMax(), 50);
    // Wider at the top: grown to four times the span asked (60 + 3 × 60), the bottom kept.
    plot->setRanges(1, 1000, 0, 60);
    EXPECT_DOUBLE_EQ(plot->yMin(), 0);
    EXPECT_DOUBLE_EQ(plot->yMax(), 240);
    // Within what was grown: still.
    plot->setRanges(1, 1000, 0, 100);
    EXPECT_DOUBLE_EQ(plot->yMax(), 240);
    // The release shows the last range asked for, as it would have been without the drag.
    plot->setRangesHeld(false);
    EXPECT_DOUBLE_EQ(plot->yMin(), 0);
    EXPECT_DOUBLE_EQ(plot->yMax(), 100);
    EXPECT_DOUBLE_EQ(plot->xMax(), 1000);
}

TEST(LiveDrag, AHeldLogAxisGrowsByADecadeBeyondTheData)
{
    std::unique_ptr<PlotView> owner;
    PlotView *plot = shownPlot(owner, true);
    plot->setRanges(1, 1e5, 1, 100);
    plot->setRangesHeld(true);
    plot->setRanges(1, 1e5, 0.1, 1000);
    EXPECT_DOUBLE_EQ(plot->yMin(), 0.01);
    EXPECT_DOUBLE_EQ(plot->yMax(), 1e4);
    plot->setRangesHeld(false);
    EXPECT_DOUBLE_EQ(plot->yMin(), 0.1);
    EXPECT_DOUBLE_EQ(plot->yMax(), 1000);
}

TEST(LiveDrag, ALockedAxisStaysLockedThroughADrag)
{
    std::unique_ptr<PlotView> owner;
    PlotView *plot = shownPlot(owner, false);
    plot->setRanges(1, 1000, 0, 50);
    plot->axisLock()->setLocked(true);
    plot->setRangesHeld(true);
    plot->setRanges(1, 1000, 0, 500);
    plot->setRangesHeld(false);
    EXPECT_DOUBLE_EQ(plot->yMax(), 50); // the lock, not the drag, keeps it
    plot->axisLock()->setLocked(false);
    EXPECT_DOUBLE_EQ(plot->yMax(), 500);
}

TEST(LiveDrag, HeldBarsGrowForFourTimesTheirValueAndFitAtTheRelease)
{
    BarPlot bars({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("ms")});
    const int set = bars.addSet(QStringLiteral("a"), Qt::blue);
    bars.setCategories({QStringLiteral("x")});
    bars.resize(400, 400);
    bars.show();
    QCoreApplication::processEvents();
    bars.setValues(set, {350});
    bars.setValueRange(0, 350 * 1.05); // a nice top above 367.5 × 1.25 = 459.4: 500
    EXPECT_DOUBLE_EQ(bars.valueMax(), 500);
    bars.setRangesHeld(true);
    bars.setValueRange(0, 140); // would be 200 (175, rounded up): held at 500
    EXPECT_DOUBLE_EQ(bars.valueMax(), 500);
    bars.setValueRange(0, 700); // would be 1,000: grown to the nice number above 2,800
    EXPECT_DOUBLE_EQ(bars.valueMax(), 3000);
    bars.setValueRange(0, 1100); // inside: still
    EXPECT_DOUBLE_EQ(bars.valueMax(), 3000);
    bars.setRangesHeld(false);
    EXPECT_DOUBLE_EQ(bars.valueMax(), 1500); // 1,100 × 1.25 = 1,375: 1,500
    bars.setValueRange(0, 140);
    EXPECT_DOUBLE_EQ(bars.valueMax(), 200);
}

/// The text items of a chart that are not Qt Charts' own title stand-in, holding `text`.
int textItemsShowing(const QChart *chart, const QString &text)
{
    int n = 0;
    for (const QGraphicsItem *item : chart->childItems()) {
        if (item->type() == QGraphicsTextItem::Type &&
            static_cast<const QGraphicsTextItem *>(item)->toPlainText() == text)
            ++n;
    }
    return n;
}

TEST(LiveTitle, ANewValueInTheTitleIsDrawnWithoutTheChartLaidOutAgain)
{
    BarPlot bars(
        {.title = QStringLiteral("One step: 347.9 ms"), .valueTitle = QStringLiteral("ms")});
    bars.addSet(QStringLiteral("a"), Qt::blue);
    bars.setCategories({QStringLiteral("x")});
    bars.resize(500, 400);
    bars.show();
    for (int i = 0; i < 5; ++i) // the chart settles: ticks and texts fit the plot laid out
        QCoreApplication::processEvents();
    QChart *chart = bars.chart();
    EXPECT_EQ(chartTitle(chart), QStringLiteral("One step: 347.9 ms"));
    EXPECT_EQ(textItemsShowing(chart, QStringLiteral("One step: 347.9 ms")), 1);
    // Qt Charts keeps the room of one line, saying nothing, drawn in no colour.
    EXPECT_EQ(chart->title(), QStringLiteral("M"));
    EXPECT_EQ(chart->titleBrush().color().alpha(), 0);
    const QRectF plotArea = chart->plotArea();

    bars.setTitle(QStringLiteral("One step: 1.07 s"));
    QCoreApplication::processEvents();
    EXPECT_EQ(chartTitle(chart), QStringLiteral("One step: 1.07 s"));
    EXPECT_EQ(textItemsShowing(chart, QStringLiteral("One step: 1.07 s")), 1);
    EXPECT_EQ(textItemsShowing(chart, QStringLiteral("One step: 347.9 ms")), 0);
    EXPECT_EQ(chart->title(), QStringLiteral("M")); // nothing for Qt Charts to lay out
    EXPECT_EQ(chart->plotArea(), plotArea);

    // A title that takes two lines takes their room: the plot moves down.
    bars.setTitle(QStringLiteral("One step of the training run with every part of it named: "
                                 "compute, tensor, pipeline and the bubble"));
    QCoreApplication::processEvents();
    EXPECT_EQ(chart->title(), QStringLiteral("M<br>M"));
    EXPECT_GT(chart->plotArea().top(), plotArea.top());
    EXPECT_TRUE(chartTitle(chart).contains(QStringLiteral("<br>")));
}

TEST(LiveTitle, TheTitleIsCentredWhereQtChartsKeepsItsRoom)
{
    PlotView plot(QStringLiteral("MFU vs cluster size"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MFU (%)"), false, {}});
    plot.resize(700, 400);
    plot.show();
    QCoreApplication::processEvents();
    const QGraphicsTextItem *ours = nullptr;
    for (const QGraphicsItem *item : plot.chart()->childItems()) {
        if (item->type() == QGraphicsTextItem::Type &&
            static_cast<const QGraphicsTextItem *>(item)->toPlainText() ==
                QStringLiteral("MFU vs cluster size"))
            ours = static_cast<const QGraphicsTextItem *>(item);
    }
    ASSERT_NE(ours, nullptr);
    const QRectF box = ours->mapRectToScene(ours->boundingRect());
    EXPECT_NEAR(box.center().x(), plot.chart()->mapRectToScene(plot.chart()->rect()).center().x(),
                2.0);
    EXPECT_LT(box.bottom(), plot.chart()->mapRectToScene(plot.chart()->plotArea()).top());
    EXPECT_EQ(ours->defaultTextColor(), plot.chart()->property("fleetTitleColour").value<QColor>());
}

TEST(LiveTitle, ALargerFontLaysTheTitleOutAgainOnTheLinesItsRoomHas)
{
    // F5 on a real window: the title's text stayed as it was while its font grew, our text
    // item kept the width the smaller font needed, and its words wrapped onto a second line
    // drawn over the plot (Qt Charts kept room for one).
    const QString title = QStringLiteral("Roofline — NVIDIA H100 SXM, BF16 dense");
    PlotView plot(title, {QStringLiteral("x"), false, {}}, {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    plot.resize(1400, 500);
    plot.show();
    QCoreApplication::processEvents();
    plot.setFontScale(1.6);
    for (int pass = 0; pass < 3; ++pass) { // every layout the new font asked for, done
        QCoreApplication::processEvents();
        plot.flushLayout();
    }
    const QGraphicsTextItem *ours = nullptr;
    for (const QGraphicsItem *item : plot.chart()->childItems()) {
        if (item->type() == QGraphicsTextItem::Type &&
            static_cast<const QGraphicsTextItem *>(item)->toPlainText() == title)
            ours = static_cast<const QGraphicsTextItem *>(item);
    }
    ASSERT_NE(ours, nullptr);
    EXPECT_EQ(plot.chart()->title(), QStringLiteral("M")); // room for one line
    int lines = 0;
    for (QTextBlock b = ours->document()->begin(); b.isValid(); b = b.next())
        lines += b.layout()->lineCount();
    EXPECT_EQ(lines, 1);
    EXPECT_EQ(ours->font(), plot.chart()->titleFont());
    EXPECT_LT(ours->mapRectToScene(ours->boundingRect()).bottom(),
              plot.chart()->mapRectToScene(plot.chart()->plotArea()).top());
}

TEST(FieldPointsSource, IsReadWhenItsChartFirstShowsNotBefore)
{
    PlotView plot(QStringLiteral("MTBF"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MTBF"), true, {}});
    plot.setRanges(1, 2e5, 0.1, 1e5);
    FieldPoints field(&plot, true);
    int reads = 0;
    field.setPointsSource([&reads] {
        ++reads;
        return std::vector<FieldPoint>{{16384, 3.09, QStringLiteral("Llama 3 405B"), {}}};
    });
    EXPECT_EQ(reads, 0); // built, not shown
    plot.resize(600, 400);
    plot.show();
    QCoreApplication::processEvents();
    EXPECT_EQ(reads, 1);
    EXPECT_EQ(plot.points(field.series()).size(), 1);
    plot.hide();
    plot.show();
    EXPECT_EQ(reads, 1); // once
}

TEST(FieldPointsSource, PointsSwitchedOffAreReadWhenAskedForOrSwitchedOn)
{
    PlotView plot(QStringLiteral("Decode"), {QStringLiteral("x"), true, {}},
                  {QStringLiteral("y"), true, {}});
    plot.resize(600, 400);
    plot.show();
    QCoreApplication::processEvents();
    FieldPoints field(&plot, false);
    int reads = 0;
    field.setPointsSource([&reads] {
        ++reads;
        return std::vector<FieldPoint>{{10, 10, {}, {}}, {20, 20, {}, {}}};
    });
    EXPECT_EQ(reads, 0); // off: nothing to draw
    field.setShown(true);
    EXPECT_EQ(reads, 1);
    EXPECT_EQ(field.points().size(), 2u);
    EXPECT_EQ(reads, 1);
}

} // namespace
} // namespace fleet
