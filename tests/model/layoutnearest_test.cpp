// nearestValidLayout(): the layout the window offers when the one asked for cannot run.
#include "nearest.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

Scenario llama8B(int n)
{
    Scenario s = defaultScenario(embeddedCatalog());
    s.cluster.accelerators = n;
    s.workload.layers = 32;
    s.workload.heads = 32;
    return s;
}

TEST(NearestLayout, KeepsAValidLayoutAsItIs)
{
    const Scenario s = llama8B(256);
    const Layout wanted{.tensor = 8, .pipeline = 4, .data = 8};
    ASSERT_FALSE(layoutProblem(s, wanted));
    const std::optional<Layout> l = nearestValidLayout(s, wanted);
    ASSERT_TRUE(l);
    EXPECT_EQ(*l, wanted);
}

TEST(NearestLayout, FindsTheClosestDivisorsOfN)
{
    // N = 250 = 2 · 5³. Divisors of 250 dividing the 32 heads: 1, 2. t = 2 is |log2(2/8)| = 2
    // away, t = 1 three; then p among the divisors of 125 (1, 5, 25, 125, ≤ 32 layers: 1, 5,
    // 25): 5 is |log2(5/4)| = 0.32 away → t 2, p 5, d 25.
    const Scenario s = llama8B(250);
    const std::optional<Layout> l = nearestValidLayout(s, {.tensor = 8, .pipeline = 4, .data = 7});
    ASSERT_TRUE(l);
    EXPECT_EQ(l->tensor, 2);
    EXPECT_EQ(l->pipeline, 5);
    EXPECT_EQ(l->data, 25);
    EXPECT_FALSE(layoutProblem(s, *l));
}

TEST(NearestLayout, DropsAnExpertDegreeThatNoLongerDividesD)
{
    // N = 24, t 8, p 1 → d 3: e = 2 does not divide 3, so e falls back to 1.
    const Scenario s = llama8B(24);
    const std::optional<Layout> l =
        nearestValidLayout(s, {.tensor = 8, .pipeline = 1, .data = 2, .expert = 2});
    ASSERT_TRUE(l);
    EXPECT_EQ(l->tensor, 8);
    EXPECT_EQ(l->pipeline, 1);
    EXPECT_EQ(l->data, 3);
    EXPECT_EQ(l->expert, 1);
}

TEST(NearestLayout, KeepsTheChoicesThatShapeAStep)
{
    const Scenario s = llama8B(250);
    const std::optional<Layout> l = nearestValidLayout(s, {.tensor = 8,
                                                           .pipeline = 4,
                                                           .data = 7,
                                                           .zeroStage = 3,
                                                           .recompute = Recompute::Full,
                                                           .microBatch = 4});
    ASSERT_TRUE(l);
    EXPECT_EQ(l->zeroStage, 3);
    EXPECT_EQ(l->recompute, Recompute::Full);
    EXPECT_EQ(l->microBatch, 4);
}

} // namespace
} // namespace fleet
