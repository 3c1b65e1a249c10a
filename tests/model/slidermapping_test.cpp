// The slider travel: logarithmic, quadratic and linear mappings, their ends and rounding.
#include "slidermapping.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet {
namespace {

TEST(SliderMapping, LogarithmicCountsSpanTheirRangeAndRound)
{
    const SliderMapping n = SliderMapping::forField(fieldSpec(FieldId::Accelerators));
    EXPECT_EQ(n.value(0), 1);
    EXPECT_EQ(n.value(SliderMapping::kSteps), 200000);
    EXPECT_EQ(n.value(n.position(8192)), std::round(n.value(n.position(8192))));
    EXPECT_NEAR(n.value(n.position(8192)), 8192, 8192 * 0.007); // log steps ~1.2 %
    // Halfway along a log slider is the geometric mean of its ends: √200,000 ≈ 447.2.
    EXPECT_EQ(n.value(SliderMapping::kSteps / 2), 447);
}

TEST(SliderMapping, QuadraticGivesFineStepsNearZero)
{
    const SliderMapping s = SliderMapping::forField(fieldSpec(FieldId::SerialFraction), 0.0, 0.5);
    EXPECT_EQ(s.value(0), 0);
    EXPECT_DOUBLE_EQ(s.value(SliderMapping::kSteps), 0.5);
    EXPECT_LT(s.value(10), 0.0001);   // fine steps near 0
    EXPECT_EQ(s.position(0.10), 447); // √(0.10 / 0.5) = 0.4472
}

TEST(SliderMapping, LinearIsProportionalAndClampsOutsideValues)
{
    const SliderMapping pue = SliderMapping::forField(fieldSpec(FieldId::Pue), 1.0, 2.0);
    EXPECT_EQ(pue.position(1.4), 400);
    EXPECT_DOUBLE_EQ(pue.value(250), 1.25);
    EXPECT_EQ(pue.position(0.5), 0);
    EXPECT_EQ(pue.position(9.0), SliderMapping::kSteps);
    EXPECT_DOUBLE_EQ(pue.value(-5), 1.0);
    EXPECT_DOUBLE_EQ(pue.value(SliderMapping::kSteps + 5), 2.0);
}

TEST(SliderMapping, ALogFieldWhoseRangeStartsAtZeroStartsAMillionthBelowItsEnd)
{
    SliderMapping m = SliderMapping::forField(fieldSpec(FieldId::AllReduceMessageBytes), 0.0, 1e9);
    EXPECT_DOUBLE_EQ(m.min, 1e3);
    EXPECT_DOUBLE_EQ(m.value(0), 1e3);
}

TEST(SliderMapping, RoundValuesAreOneTwoFiveAndThePowersOfTwo)
{
    const std::vector<double> small = SliderMapping::roundValues(1, 1100);
    const std::vector<double> expected = {1,  2,   4,   5,   8,   10,  16,  20,   32,   50,
                                          64, 100, 128, 200, 256, 500, 512, 1000, 1024, 1100};
    EXPECT_EQ(small, expected); // the end itself, 1,100, though not round
    const std::vector<double> n = SliderMapping::roundValues(1, 200000);
    EXPECT_EQ(n.front(), 1);
    EXPECT_EQ(n.back(), 200000);
    EXPECT_TRUE(std::is_sorted(n.begin(), n.end()));
    for (double v : {2048.0, 5000.0, 8192.0, 16384.0, 65536.0, 100000.0, 131072.0})
        EXPECT_NE(std::find(n.begin(), n.end(), v), n.end()) << v;
    EXPECT_EQ(std::find(n.begin(), n.end(), 3000.0), n.end());
    EXPECT_TRUE(SliderMapping::roundValues(0, 10).empty());
    EXPECT_TRUE(SliderMapping::roundValues(10, 1).empty());
}

TEST(SliderMapping, WithStopsEveryPositionIsARoundValue)
{
    SliderMapping n = SliderMapping::forField(fieldSpec(FieldId::Accelerators));
    n.stops = SliderMapping::roundValues(n.min, n.max);
    EXPECT_EQ(n.steps(), int(n.stops.size()) - 1);
    for (int p = 0; p <= n.steps(); ++p) {
        EXPECT_EQ(n.value(p), n.stops[size_t(p)]);
        EXPECT_EQ(n.position(n.value(p)), p); // each stop is its own position
    }
    // A value between lands on the nearest stop on the log scale: 2,500 is nearer 2,048
    // (×1.22) than 4,096 (×1.64), 3,000 nearer 4,096 (×1.37) than 2,048 (×1.46); 1,010
    // between 1,000 and 1,024 goes to 1,000.
    EXPECT_EQ(n.value(n.position(2500)), 2048);
    EXPECT_EQ(n.value(n.position(3000)), 4096);
    EXPECT_EQ(n.value(n.position(4500)), 4096);
    EXPECT_EQ(n.value(n.position(1010)), 1000);
    EXPECT_EQ(n.position(0), 0);
    EXPECT_EQ(n.position(std::numeric_limits<double>::infinity()), n.steps());
    EXPECT_EQ(n.position(std::numeric_limits<double>::quiet_NaN()), 0);
    EXPECT_EQ(n.value(-5), 1);
    EXPECT_EQ(n.value(100000), 200000);
}

} // namespace
} // namespace fleet
