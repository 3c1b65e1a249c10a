// Axis arithmetic: decades, nice tops and tick steps, sticky log ranges, grid lines.
#include "axismath.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(AxisMath, Decades)
{
    EXPECT_DOUBLE_EQ(decadeBelow(295), 100);
    EXPECT_DOUBLE_EQ(decadeAbove(295), 1000);
    EXPECT_DOUBLE_EQ(decadeBelow(1000), 1000);
    EXPECT_DOUBLE_EQ(decadeAbove(0.002), 0.01);
}

TEST(AxisMath, NiceCeilingLeavesLittleRoom)
{
    EXPECT_DOUBLE_EQ(niceCeiling(0.83), 1);
    EXPECT_DOUBLE_EQ(niceCeiling(1.13), 1.2);
    EXPECT_DOUBLE_EQ(niceCeiling(1012.7), 1200);
    EXPECT_DOUBLE_EQ(niceCeiling(8.5), 10);
    EXPECT_DOUBLE_EQ(niceCeiling(0), 1);
    EXPECT_DOUBLE_EQ(niceCeiling(-4), 1);
}

TEST(AxisMath, TickIntervalGivesFourToTenTicks)
{
    EXPECT_DOUBLE_EQ(niceTickInterval(100), 20);
    EXPECT_DOUBLE_EQ(niceTickInterval(0.3), 0.05);
    EXPECT_DOUBLE_EQ(niceTickInterval(7), 1);
    for (double span : {0.013, 0.7, 3.0, 42.0, 999.0, 12345.0}) {
        const double ticks = span / niceTickInterval(span);
        EXPECT_GE(ticks, 3.7) << span;
        EXPECT_LE(ticks, 9.5) << span;
    }
}

TEST(AxisMath, DecadeRangeHoldsTheDataInWholeDecades)
{
    const LogRange r = decadeRange(0.01, 500);
    EXPECT_DOUBLE_EQ(r.min, 1e-2);
    EXPECT_DOUBLE_EQ(r.max, 1e3);
    const LogRange narrow = decadeRange(1, 2);
    EXPECT_DOUBLE_EQ(narrow.min, 1);
    EXPECT_DOUBLE_EQ(narrow.max, 10);
}

TEST(AxisMath, GridLines)
{
    const GridLines linear = gridLines(0, 100, false);
    EXPECT_EQ(linear.major, (std::vector<double>{0, 20, 40, 60, 80, 100}));
    EXPECT_TRUE(linear.minor.empty());
    const GridLines log = gridLines(1, 100, true);
    EXPECT_EQ(log.major, (std::vector<double>{1, 10, 100}));
    EXPECT_EQ(log.minor.size(), 16u); // 2…9 in two decades
    EXPECT_TRUE(gridLines(5, 5, false).major.empty());
    EXPECT_TRUE(gridLines(0, 10, true).major.empty()); // a log axis needs min > 0
}

} // namespace
TEST(AxisMath, TickIntervalCoarsensUntilTheLabelsFit)
{
    // 0–1.2 MW: 0.2 MW ticks, seven labels; on 60 px each would have 8.6 px for a 16 px label.
    EXPECT_DOUBLE_EQ(readableTickInterval(1.2, 0, 16), 0.2);
    EXPECT_DOUBLE_EQ(readableTickInterval(1.2, 400, 16), 0.2); // 7 labels, 57 px each: fits
    EXPECT_DOUBLE_EQ(readableTickInterval(1.2, 60, 16), 0.5);  // 3 labels, 20 px each
    EXPECT_DOUBLE_EQ(readableTickInterval(1.2, 40, 16), 1);    // 2 labels, 20 px each
    EXPECT_DOUBLE_EQ(readableTickInterval(1.2, 30, 16), 2);    // 2 labels would have 15 px: one
    EXPECT_DOUBLE_EQ(readableTickInterval(100, 50, 16), 50);   // 20 → 50: 3 labels, 16.7 px each
    EXPECT_DOUBLE_EQ(readableTickInterval(100, 10, 16), 200);  // one label, and no coarser
}

} // namespace fleet
