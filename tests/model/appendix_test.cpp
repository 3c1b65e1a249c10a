// The appendix presets reproduce the appendix's own numbers.
#include "appendix.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(AppendixPresets, GoodputPresetsGiveTheCompoundExampleAndTheBudget)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    s.accelerator = *c.findAccelerator("nvidia-b200");
    s.cluster.accelerators = 77;
    applyGoodputPreset(s, GoodputPreset::CompoundExample082, c);
    Results r = evaluate(s);
    EXPECT_EQ(s.accelerator.id, "nvidia-h100-sxm");
    EXPECT_NEAR(r.utilization.operationalGoodput, 0.82, 1e-12);
    EXPECT_NEAR(r.utilization.effectiveFlopPerS / 1e12, 207610.9, 0.05);
    EXPECT_NEAR(r.utilization.effectiveFraction, 0.205, 1e-12);
    applyGoodputPreset(s, GoodputPreset::OverheadBudget077, c);
    r = evaluate(s);
    EXPECT_NEAR(r.utilization.operationalGoodput, 0.77, 1e-12);
}

TEST(AppendixPresets, RhoPresetsGiveTheThreeRowsOfTheRhoTable)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    applyRhoPreset(s, RhoPreset::DataParallel7B, c);
    Results r = evaluate(s);
    EXPECT_NEAR(r.communication.ring.totalS() * 1e3, 560.4, 0.05);
    EXPECT_NEAR(r.communication.commComputeRatio, 0.112, 0.0005);
    applyRhoPreset(s, RhoPreset::DataParallel340M, c);
    r = evaluate(s);
    EXPECT_NEAR(r.communication.ring.totalS() * 1e3, 29.6, 0.05);
    EXPECT_NEAR(r.communication.commComputeRatio, 2.96, 0.01);
    applyRhoPreset(s, RhoPreset::NvLinkTransfer16MB, c);
    r = evaluate(s);
    EXPECT_NEAR(r.communication.transferRatio, 0.036, 0.0005);
}

TEST(AppendixPresets, MtbfTableMatchesTheModel)
{
    for (const AppendixMtbfRow &row : kAppendixMtbfTable) {
        const double mtbf = clusterMtbfH(50000, row.accelerators);
        EXPECT_NEAR(mtbf, row.mtbfH, 0.05) << row.accelerators;
        EXPECT_NEAR(100 * failureProbability(24, mtbf), row.failurePercent, 0.05)
            << row.accelerators;
    }
}

} // namespace
} // namespace fleet
