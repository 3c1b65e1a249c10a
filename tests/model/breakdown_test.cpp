// The compound-utilization waterfall against hand-computed fractions of N × peak.
#include "appendix.h"
#include "breakdown.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(Breakdown, TheAppendixCompoundExampleStepByStep)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    applyGoodputPreset(s, GoodputPreset::CompoundExample082, c);
    const Results r = evaluate(s);
    const UtilizationBreakdown b = utilizationBreakdown(s, r);
    // 1 → × 0.5 MFU → × 0.5 η(1,024) → bubble left out → − 0.03 → − 0.10 → − 0.05 of 0.25.
    const double remaining[] = {1.0, 0.5, 0.25, 0.25, 0.2425, 0.2175, 0.205, 0.205};
    const double lost[] = {0, 0.5, 0.25, 0, 0.0075, 0.025, 0.0125, 0};
    for (int i = 0; i < kUtilizationStepCount; ++i) {
        EXPECT_EQ(b.bars[size_t(i)].step, UtilizationStep(i));
        EXPECT_NEAR(b.bars[size_t(i)].remainingFraction, remaining[i], 1e-12) << i;
        EXPECT_NEAR(b.bars[size_t(i)].lostFraction, lost[i], 1e-12) << i;
    }
    EXPECT_NEAR(b.bars.back().remainingFlopPerS, 207610.88e12, 1e9);
    EXPECT_NEAR(b.bars[1].lostFlopPerS, 1024 * 989e12 * 0.5, 1e6);
    EXPECT_DOUBLE_EQ(b.lostToMfu, 0.5);
    EXPECT_DOUBLE_EQ(b.lostToScaling, 0.25);
    EXPECT_NEAR(b.lostToOperations, 0.25 * 0.18, 1e-12);
    EXPECT_NEAR(b.lostToMfu + b.lostToScaling + b.lostToOperations + 0.205, 1.0, 1e-12);
}

TEST(Breakdown, TheLastBarIsTheEffectiveThroughputForAnyBudget)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    s.cluster.accelerators = 3000;
    s.scaling.mfu = 0.37;
    s.operations.failureRecovery = 0.21;
    s.operations.excluded[int(Overhead::Maintenance)] = true;
    const Results r = evaluate(s);
    const UtilizationBreakdown b = utilizationBreakdown(s, r);
    EXPECT_NEAR(b.bars.back().remainingFlopPerS, r.utilization.effectiveFlopPerS,
                r.utilization.effectiveFlopPerS * 1e-12);
    EXPECT_EQ(b.bars[size_t(UtilizationStep::Maintenance)].lostFraction, 0);
}

} // namespace
} // namespace fleet
