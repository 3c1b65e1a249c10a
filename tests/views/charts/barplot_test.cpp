// BarPlot: values replaced in place, categories, log and linear value ranges.
#include "axislabels.h"
#include "axislock.h"
#include "barplot.h"
#include "palette.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QTest>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

TEST(BarPlotTest, ValuesAreReplacedGrownAndShrunk)
{
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("v")});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    plot.setCategories({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
    plot.setValues(set, {1, 2, 3});
    EXPECT_EQ(plot.values(set), (std::vector<double>{1, 2, 3}));
    plot.setValues(set, {1, 5, 3, 4});
    EXPECT_EQ(plot.values(set), (std::vector<double>{1, 5, 3, 4}));
    plot.setValues(set, {7});
    EXPECT_EQ(plot.values(set), (std::vector<double>{7}));
    EXPECT_EQ(plot.categories().size(), 3);
}

TEST(BarPlotTest, LogAxisShowsWholeDecades)
{
    BarPlot plot({.title = QStringLiteral("t"),
                  .valueTitle = QStringLiteral("GB/s"),
                  .horizontal = true,
                  .logValues = true});
    plot.setValueRange(50, 3350);
    EXPECT_DOUBLE_EQ(plot.valueMin(), 10);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 10000);
}

TEST(BarPlotTest, ALogAxisGridHasItsDecadesAndTheirMultiplesDrawn)
{
    // The grid of a log value axis is drawn into the cached background (Qt Charts' own grid
    // lines cost most of a drag step when the range grew a decade): a line at each decade in
    // the major colour, at 2…9 × each in the minor one, and nothing between them.
    BarPlot plot({.title = QStringLiteral("t"),
                  .valueTitle = QStringLiteral("Time"),
                  .horizontal = true,
                  .logValues = true});
    plot.addSet(QStringLiteral("a"), Qt::blue); // no bars: the grid alone shows
    plot.setCategories({QStringLiteral("x"), QStringLiteral("y")});
    plot.setValueRange(10, 10000);
    plot.resize(600, 300);
    plot.show();
    QCoreApplication::processEvents();
    const QImage image = plot.grab().toImage();
    const QRectF area =
        plot.mapFromScene(plot.chart()->mapRectToScene(plot.chart()->plotArea())).boundingRect();
    ASSERT_GT(area.width(), 100);
    // A third of the way down: the category axis draws its line between the two rows.
    const int y = int(area.top() + area.height() / 3);
    const auto colourNear = [&](double value) {
        const double x = area.left() + std::log10(value / 10) / 3 * area.width();
        QList<QColor> found;
        for (int dx = -2; dx <= 2; ++dx) // the plot's edges map to whole pixels
            found << image.pixelColor(int(std::round(x)) + dx, y);
        return found;
    };
    EXPECT_TRUE(colourNear(100).contains(colours().gridMajor));
    EXPECT_TRUE(colourNear(1000).contains(colours().gridMajor));
    EXPECT_TRUE(colourNear(200).contains(colours().gridMinor));
    EXPECT_TRUE(colourNear(5000).contains(colours().gridMinor));
    const QList<QColor> between = colourNear(150);
    EXPECT_FALSE(between.contains(colours().gridMajor) || between.contains(colours().gridMinor));
}

TEST(BarPlotTest, LinearAxisTopIsANiceNumberOfTheDataAlone)
{
    BarPlot plot(
        {.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW"), .stacked = true});
    plot.setValueRange(0, 9.8);
    EXPECT_DOUBLE_EQ(plot.valueMin(), 0);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 15); // niceCeiling(9.8 × 1.25 = 12.25)
    plot.setValueRange(0, 30);             // a nice top that fits the data is taken as it is
    EXPECT_DOUBLE_EQ(plot.valueMax(), 30);
    plot.setValueRange(0, 33);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 50); // niceCeiling(1.25 × 33)
    plot.setValueRange(0, 9.8);            // the same data, the same axis, whatever came before
    EXPECT_DOUBLE_EQ(plot.valueMax(), 15);
}

TEST(BarPlotTest, LockedAxesKeepTheirRangeUntilUnlocked)
{
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW")});
    plot.setValueRange(0, 9.8);
    plot.axisLock()->setLocked(true);
    plot.setValueRange(0, 33);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 15);
    plot.axisLock()->setLocked(false); // the range last asked for applies
    EXPECT_DOUBLE_EQ(plot.valueMax(), 50);
}

TEST(BarPlotTest, AJumpInRangeNeverLaysOutThousandsOfTicks)
{
    // The axis lays out one label per tick whenever its range or interval changes; every state
    // it passes through must have a handful of ticks (N from 1 to 200,000 moves the power
    // view's load from 10 kW to 200 MW, and a long decode context the memory bar by decades).
    BarPlot plot(
        {.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW"), .stacked = true});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    plot.setCategories({QStringLiteral("x")});
    QValueAxis *axis = nullptr;
    for (QAbstractAxis *a : plot.chart()->axes())
        axis = axis ? axis : qobject_cast<QValueAxis *>(a);
    ASSERT_NE(axis, nullptr);
    double mostTicks = 0;
    auto count = [&] {
        if (axis->tickType() == QValueAxis::TicksDynamic && axis->tickInterval() > 0)
            mostTicks = std::max(mostTicks, (axis->max() - axis->min()) / axis->tickInterval());
    };
    QObject::connect(axis, &QValueAxis::rangeChanged, count);
    QObject::connect(axis, &QValueAxis::tickIntervalChanged, count);
    for (double top : {0.01, 200.0, 0.01, 3e7, 1.0, 1e10}) {
        plot.setValues(set, {top});
        plot.setValueRange(0, top);
        EXPECT_LE(axis->max(), top * 1.25) << top;
    }
    EXPECT_GT(mostTicks, 0);
    EXPECT_LE(mostTicks, 20);
}

TEST(BarPlotTest, TooltipTextUsesTheFormat)
{
    BarPlot plot({.title = QStringLiteral("t"),
                  .valueTitle = QStringLiteral("v"),
                  .format = [](double v) { return QStringLiteral("%1 units").arg(v); }});
    EXPECT_TRUE(plot.lastHoverText().isEmpty());
}

TEST(BarPlotTest, AShortChartLabelsFewerTicksSoNoneIsElided)
{
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW")});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    plot.setCategories({QStringLiteral("x")});
    plot.setValues(set, {1.1});
    plot.setValueRange(0, 1.1);
    auto *axis = qobject_cast<QValueAxis *>(plot.chart()->axes(Qt::Vertical).value(0));
    ASSERT_TRUE(axis);
    for (int height : {600, 200, 170, 120}) {
        plot.resize(400, height);
        plot.show();
        QTest::qWait(50); // the queued re-layout after the plot area changed
        const double pixelsPerTick =
            plot.chart()->plotArea().height() * axis->tickInterval() / (axis->max() - axis->min());
        EXPECT_GE(pixelsPerTick, QFontMetricsF(axis->labelsFont()).height() + 6) << height;
        EXPECT_DOUBLE_EQ(axis->max(), 1.5) << height; // the range is the data's, whatever the size
        // Two labels at the least: 0 and the top (an interval wider than the range left "0.0").
        EXPECT_LE(axis->tickInterval(), axis->max() - axis->min()) << height;
    }
    plot.resize(400, 600);
    QTest::qWait(50);
    EXPECT_DOUBLE_EQ(axis->tickInterval(), 0.2); // back to six ticks when there is room
}

TEST(BarPlotTest, CategoryLabelsWrapOntoLinesNoWiderThanTheirShare)
{
    BarPlot plot(
        {.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW"), .stacked = true});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    const QStringList given = {QStringLiteral("Liquid-cooled AI data center"),
                               QStringLiteral("Best air-cooled"),
                               QStringLiteral("液冷人工智能数据中心园区设施")};
    plot.setCategories(given);
    plot.setValues(set, {1, 2, 3});
    plot.setValueRange(0, 3);
    plot.resize(600, 400);
    plot.show();
    QTest::qWait(50); // the queued fit after the plot area is known
    EXPECT_EQ(plot.categories(), given);
    const QStringList shown = plot.shownCategories();
    ASSERT_EQ(shown.size(), 3);
    QAbstractAxis *categoryAxis = plot.chart()->axes(Qt::Horizontal).value(0);
    ASSERT_NE(categoryAxis, nullptr);
    const QFontMetricsF metrics(categoryAxis->labelsFont());
    // Qt Charts gives each of the three labels a quarter of the axis, less its padding.
    const double share = plot.chart()->plotArea().width() / 4 - 8;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        for (const QString &line : shown[i].split(QStringLiteral("<br>")))
            EXPECT_LE(metrics.horizontalAdvance(line), share) << line.toStdString();
        QString a = given[i], b = shown[i];
        EXPECT_EQ(a.remove(QStringLiteral("<br>")).remove(QLatin1Char(' ')),
                  b.remove(QStringLiteral("<br>")).remove(QLatin1Char(' ')));
    }
    EXPECT_GE(shown[0].count(QStringLiteral("<br>")), 1) << shown[0].toStdString();
    EXPECT_GE(shown[2].count(QStringLiteral("<br>")), 1) << shown[2].toStdString(); // no spaces
    EXPECT_EQ(shown[1], given[1]); // it fits as it is
    // A Latin word stays whole: the lines are the given words, broken only between them.
    EXPECT_EQ(QString(shown[0]).replace(QStringLiteral("<br>"), QStringLiteral(" ")),
              QString(given[0]).replace(QStringLiteral("<br>"), QStringLiteral(" ")));
}

TEST(BarPlotTest, ConcealedBarsKeepTheirLegendSoTheRevealMovesNoRow)
{
    BarPlot plot({.title = QStringLiteral("t"),
                  .valueTitle = QStringLiteral("MW"),
                  .stacked = true,
                  .horizontal = true});
    const int remaining = plot.addSet(QStringLiteral("Remaining"), Qt::blue);
    const int lost = plot.addSet(QStringLiteral("Lost at this step"), Qt::red);
    plot.setCategories({QStringLiteral("a"), QStringLiteral("b")});
    plot.setValues(remaining, {1.0, 0.5});
    plot.setValues(lost, {0.0, 0.5});
    plot.setValueRange(0, 1);
    plot.resize(500, 300);
    plot.show();
    QTest::qWait(50);
    const QRectF shown = plot.chart()->plotArea();
    plot.setConcealed(true);
    QTest::qWait(50);
    EXPECT_TRUE(plot.isConcealed());
    EXPECT_EQ(plot.chart()->plotArea(), shown);
    plot.setConcealed(false);
    QTest::qWait(50);
    EXPECT_EQ(plot.chart()->plotArea(), shown);
}

TEST(BarPlotTest, ConcealedBarsSayInThePlotWhyItIsEmpty)
{
    // nvlink-infiniband keeps its bandwidth bars for step 2's answer through step 1's reveal:
    // an empty chart with no word read as a broken one. The note stands inside the plot, on
    // two lines when one is wider than it, and goes with the reveal.
    BarPlot plot(
        {.title = QStringLiteral("t"), .valueTitle = QStringLiteral("GB/s"), .horizontal = true});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    plot.setCategories({QStringLiteral("x"), QStringLiteral("y")});
    plot.setValues(set, {450, 50});
    plot.setValueRange(0, 450);
    plot.resize(500, 300);
    plot.show();
    QTest::qWait(50);
    EXPECT_EQ(plot.concealNote(), nullptr) << "made only when first needed";
    plot.setConcealed(true);
    QTest::qWait(50);
    QGraphicsSimpleTextItem *note = plot.concealNote();
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    EXPECT_EQ(note->text(), QStringLiteral("Hidden until its question is answered"));
    const QRectF area = plot.chart()->plotArea();
    EXPECT_TRUE(area.contains(note->mapRectToScene(note->boundingRect())));
    plot.resize(230, 300); // a plot narrower than the note's one line
    QTest::qWait(50);
    EXPECT_TRUE(note->isVisible());
    EXPECT_TRUE(note->text().contains(QLatin1Char('\n'))) << note->text().toStdString();
    EXPECT_EQ(QString(note->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')),
              QStringLiteral("Hidden until its question is answered"));
    EXPECT_TRUE(plot.chart()->plotArea().contains(note->mapRectToScene(note->boundingRect())));
    plot.resize(120, 300); // a crushed plot, narrower than "question": no note cut at its edges
    QTest::qWait(50);
    EXPECT_FALSE(note->isVisible() &&
                 !plot.chart()->plotArea().contains(note->mapRectToScene(note->boundingRect())));
    plot.resize(500, 300);
    QTest::qWait(50);
    EXPECT_TRUE(note->isVisible()) << "back when there is room";
    plot.setConcealed(false);
    EXPECT_FALSE(note->isVisible());
}

TEST(BarPlotTest, ConcealedBarsShowNoNumbersOnTheirValueAxis)
{
    // The axis's range follows the hidden bars: its numbers would tell their size (a step of
    // 4.6 s on an axis labelled to 10,000 ms). They are drawn again at the reveal; linear and
    // log alike, and the plot area stays (ConcealedBarsKeepTheirLegendSoTheRevealMovesNoRow).
    BarPlot linear({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("ms")});
    BarPlot log({.title = QStringLiteral("t"),
                 .valueTitle = QStringLiteral("GB/s"),
                 .horizontal = true,
                 .logValues = true});
    for (BarPlot *plot : {&linear, &log}) {
        const int set = plot->addSet(QStringLiteral("a"), Qt::blue);
        plot->setCategories({QStringLiteral("x"), QStringLiteral("y")});
        plot->setValues(set, {450, 50});
        plot->setValueRange(plot == &log ? 50 : 0, 450);
        plot->resize(500, 300);
        plot->show();
    }
    QTest::qWait(50);
    auto *axis = qobject_cast<QValueAxis *>(linear.chart()->axes(Qt::Vertical).value(0));
    ASSERT_NE(axis, nullptr);
    const QColor colour = axis->labelsColor();
    ASSERT_GT(colour.alpha(), 0);
    ASSERT_NE(log.logAxisLabels(), nullptr);
    EXPECT_EQ(log.logAxisLabels()->texts().size(), 3); // 10, 100 and 1,000 GB/s
    linear.setConcealed(true);
    log.setConcealed(true);
    QTest::qWait(50);
    EXPECT_EQ(axis->labelsColor().alpha(), 0);
    EXPECT_TRUE(log.logAxisLabels()->texts().isEmpty());
    linear.setConcealed(false);
    log.setConcealed(false);
    QTest::qWait(50);
    EXPECT_EQ(axis->labelsColor(), colour);
    EXPECT_EQ(log.logAxisLabels()->texts().size(), 3);
}

TEST(BarPlotTest, ConcealedBarsLeaveThePinnedOutlinesStill)
{
    // A pinned design's outline is drawn against the value axis; its range followed the hidden
    // bars too, so as the hidden value grew the outline shrank, and the class read the answer's
    // size. While concealed the range is the outlines' alone; the reveal brings the bars' back.
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("GB")});
    const int set = plot.addSet(QStringLiteral("a"), Qt::blue);
    plot.setCategories({QStringLiteral("x")});
    plot.resize(500, 300);
    plot.show();
    auto step = [&plot, set](double hidden) {
        plot.setGhosts({{QStringLiteral("A"), {40}}});
        plot.setValues(set, {hidden});
        plot.setValueRange(0, hidden);
        QTest::qWait(20);
        return plot.ghostRects().at(0).at(0);
    };
    plot.setConcealed(true);
    const QRectF small = step(50);
    EXPECT_EQ(step(400), small);
    EXPECT_EQ(step(4000), small);
    plot.setConcealed(false);
    QTest::qWait(20);
    // Revealed: the axis holds the bar (4,000), and the outline is a hundredth of it.
    EXPECT_LT(plot.ghostRects().at(0).at(0).height(), small.height() / 20);
}

} // namespace
} // namespace fleet
