// No silent clamp: every value the model caps, floors or limits is reported as a flag in the
// results and said in words; the physics functions themselves return the uncapped value.
#include "../qtprinters.h"
#include "physics.h"
#include "results.h"
#include "scenarioio.h"

#include <QJsonArray>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

TEST(NoSilentClamp, EveryFlagHasAnIdAndASentence)
{
    for (int f = 0; f <= int(ModelFlag::RackHoldsWholeCluster); ++f) {
        const auto flag = ModelFlag(f);
        EXPECT_STRNE(modelFlagId(flag), "") << f;
        EXPECT_FALSE(modelFlagText(flag).isEmpty()) << f;
    }
    EXPECT_STREQ(modelFlagId(ModelFlag::RackHoldsWholeCluster), "rack_holds_whole_cluster");
}

TEST(NoSilentClamp, ARackLargerThanTheClusterIsFlagged)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 12; // 8 per node × 4 nodes per rack = 32 > 12
    Results r = evaluate(s);
    EXPECT_DOUBLE_EQ(r.power.acceleratorsPerRack, 12);
    EXPECT_TRUE(r.has(ModelFlag::RackHoldsWholeCluster));
    EXPECT_TRUE(resultsToJson(r)[QStringLiteral("flags")].toArray().contains(
        QStringLiteral("rack_holds_whole_cluster")));
    s.cluster.accelerators = 32; // exactly one full rack
    r = evaluate(s);
    EXPECT_DOUBLE_EQ(r.power.acceleratorsPerRack, 32);
    EXPECT_FALSE(r.has(ModelFlag::RackHoldsWholeCluster));
}

TEST(NoSilentClamp, WastedTimeIsUncappedInThePhysicsAndCappedWithAFlagInTheResults)
{
    // δ = 2,800 s, M = 900 s: the first-order fraction at Young's τ = √(2δM) is 2√(δ/2M) = 2.49.
    const double tau = std::sqrt(2 * 2800.0 * 900);
    EXPECT_NEAR(wastedTimeFraction(tau, 2800, 900), 2 * std::sqrt(2800.0 / 1800), 1e-12);
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 200000;
    s.workload.parameters = 1e12;
    s.reliability.storageBandwidthBytesPerS = 5e9;
    const Results r = evaluate(s);
    EXPECT_DOUBLE_EQ(r.reliability.wastedTimeFractionAtOptimum, 1);
    EXPECT_TRUE(r.has(ModelFlag::WastedTimeCapped));
}

TEST(NoSilentClamp, TheEmpiricalFloorIsFlaggedWhateverEfficiencyIsUsed)
{
    // The floor binds past N = 524,288 (six doublings of −5 points after 8,192), beyond the
    // ranges a file or a control accepts; evaluate() is pure and still says it.
    EXPECT_DOUBLE_EQ(empiricalScalingEfficiency(1e6), kEmpiricalEfficiencyFloor);
    EXPECT_GT(empiricalScalingEfficiency(200000), 0.11);
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 1000000;
    s.scaling.efficiencySource = ScalingEfficiencySource::Set;
    Results r = evaluate(s);
    EXPECT_TRUE(r.has(ModelFlag::EmpiricalFloor));
    EXPECT_FALSE(r.has(ModelFlag::EmpiricalExtrapolated)); // not the η in use
    s.scaling.efficiencySource = ScalingEfficiencySource::Empirical;
    r = evaluate(s);
    EXPECT_TRUE(r.has(ModelFlag::EmpiricalFloor));
    EXPECT_TRUE(r.has(ModelFlag::EmpiricalExtrapolated));
    s.cluster.accelerators = 200000;
    EXPECT_FALSE(evaluate(s).has(ModelFlag::EmpiricalFloor));
}

TEST(NoSilentClamp, AStalledRunReportsZeroGoodputWithItsFlag)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 200000;
    s.workload.parameters = 1e12;
    s.reliability.storageBandwidthBytesPerS = 5e9;
    s.operations.goodputModel = GoodputModel::Derived;
    const Results r = evaluate(s);
    EXPECT_EQ(r.utilization.operationalGoodput, 0);
    EXPECT_TRUE(r.has(ModelFlag::ProgressStalls));
    EXPECT_FALSE(r.utilization.trainingTimeS);
    // The terms that sum past 100 % are reported as they are, not trimmed to fit.
    EXPECT_GT(r.operations.checkpointOverhead + r.operations.failureOverhead, 1);
}

} // namespace
} // namespace fleet
