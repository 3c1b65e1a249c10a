// BarPlot: values replaced in place, categories, log and linear value ranges.
#include "barplot.h"

#include <QTest>

#include <gtest/gtest.h>

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
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("GB/s"),
                  .horizontal = true, .logValues = true});
    plot.setValueRange(50, 3350);
    EXPECT_DOUBLE_EQ(plot.valueMin(), 10);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 10000);
}

TEST(BarPlotTest, LinearAxisSettlesOnANiceTop)
{
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("MW"),
                  .stacked = true});
    plot.setValueRange(0, 9.8); // first range: tight at once
    EXPECT_DOUBLE_EQ(plot.valueMin(), 0);
    EXPECT_DOUBLE_EQ(plot.valueMax(), 15); // niceCeiling(9.8 × 1.25 = 12.25)
    plot.setValueRange(0, 30); // a nice top that fits the data is taken at once
    EXPECT_DOUBLE_EQ(plot.valueMax(), 30);
    plot.setValueRange(0, 33); // while values move the axis grows with room to spare
    EXPECT_DOUBLE_EQ(plot.valueMax(), 150); // niceCeiling(4 × 33)
    QTest::qWait(300); // then settles 200 ms after the last change
    EXPECT_DOUBLE_EQ(plot.valueMax(), 50); // niceCeiling(1.25 × 33)
}

TEST(BarPlotTest, TooltipTextUsesTheFormat)
{
    BarPlot plot({.title = QStringLiteral("t"), .valueTitle = QStringLiteral("v"),
                  .format = [](double v) { return QStringLiteral("%1 units").arg(v); }});
    EXPECT_TRUE(plot.lastHoverText().isEmpty());
}

} // namespace
} // namespace fleet
