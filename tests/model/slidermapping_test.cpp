// The slider travel: logarithmic, quadratic and linear mappings, their ends and rounding.
#include "slidermapping.h"

#include <gtest/gtest.h>

#include <cmath>

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

} // namespace
} // namespace fleet
