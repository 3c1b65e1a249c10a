// Properties of the coupled model: the defaults are the appendix's formulas, η_network is 1
// while communication hides and falls as the fabric slows, derived goodput falls with N, and a
// slower fabric never trains faster.
#include "coupled.h"
#include "results.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

TEST(CoupledProperties, DefaultChoicesAreTheAppendixFormulas)
{
    Scenario s = defaultScenario(catalog());
    for (int n : {1, 7, 9, 12, 256, 1000, 1024, 8191, 8192, 30000, 200000}) {
        s.cluster.accelerators = n;
        const Results r = evaluate(s);
        EXPECT_DOUBLE_EQ(r.reliability.clusterMtbfH, 50000.0 / n) << n;
        EXPECT_DOUBLE_EQ(r.power.itLoadW, n * 700.0) << n;
        EXPECT_DOUBLE_EQ(r.power.rackPowerW, std::min(32, n) * 700.0) << n;
        EXPECT_NEAR(r.utilization.operationalGoodput, 0.77, 1e-12) << n;
        EXPECT_DOUBLE_EQ(r.communication.computeTimePerStepS, 5.0) << n;
        EXPECT_DOUBLE_EQ(r.communication.allReduceS, r.communication.ring.totalS()) << n;
        EXPECT_DOUBLE_EQ(r.scaling.scalingEfficiency, empiricalScalingEfficiency(n)) << n;
        EXPECT_DOUBLE_EQ(r.roofline.decodeTokensPerS, decodeTokensPerS(989e12, 3.35e12, 7e9, 2, 1))
            << n;
        EXPECT_DOUBLE_EQ(r.reliability.checkpointIntervalS,
                         r.reliability.optimalCheckpointIntervalS);
    }
}

TEST(CoupledProperties, NetworkEfficiencyIsOneWhileCommunicationHides)
{
    EXPECT_DOUBLE_EQ(networkScalingEfficiency(0.5, 1.0, 1.0), 1.0);
    EXPECT_DOUBLE_EQ(networkScalingEfficiency(1.0, 1.0, 1.0), 1.0);
    EXPECT_DOUBLE_EQ(networkScalingEfficiency(0.5, 1.0, 0.5), 1.0);
    EXPECT_DOUBLE_EQ(networkScalingEfficiency(0.5, 1.0, 0.0), 1.0 / 1.5);
    EXPECT_DOUBLE_EQ(networkScalingEfficiency(3.0, 1.0, 1.0), 1.0 / 3.0);
}

TEST(CoupledProperties, NetworkEfficiencyFallsAsTheFabricSlows)
{
    Scenario s = defaultScenario(catalog());
    applyModelMode(s, ModelMode::Coupled);
    s.cluster.accelerators = 16384;
    double previous = 2;
    for (const char *fabric : {"infiniband-gxdr", "infiniband-xdr", "infiniband-ndr",
                               "infiniband-hdr", "roce-v2-100g"}) {
        s.interNodeLink = *catalog().findLink(fabric);
        const double eta = evaluate(s).scaling.networkScalingEfficiency;
        EXPECT_LE(eta, previous) << fabric;
        EXPECT_GT(eta, 0) << fabric;
        previous = eta;
    }
}

TEST(CoupledProperties, DerivedGoodputFallsAsNGrows)
{
    Scenario s = defaultScenario(catalog());
    applyModelMode(s, ModelMode::Coupled);
    double previous = 2;
    for (int n = 8; n <= 200000; n *= 2) {
        s.cluster.accelerators = n;
        const double goodput = evaluate(s).utilization.operationalGoodput;
        EXPECT_LE(goodput, previous) << n;
        previous = goodput;
    }
}

TEST(CoupledProperties, ASlowerFabricNeverTrainsFaster)
{
    for (ScalingEfficiencySource source :
         {ScalingEfficiencySource::Network, ScalingEfficiencySource::Lower}) {
        for (int n : {16, 1024, 16384, 100000}) {
            Scenario s = defaultScenario(catalog());
            applyModelMode(s, ModelMode::Coupled);
            s.scaling.efficiencySource = source;
            s.cluster.accelerators = n;
            double previous = 0;
            for (double gbps : {400.0, 200.0, 100.0, 50.0, 25.0, 12.5, 1.0}) {
                s.interNodeLink.bandwidthBytesPerS = gbps * 1e9;
                const Results r = evaluate(s);
                ASSERT_TRUE(r.utilization.trainingTimeS);
                EXPECT_GE(*r.utilization.trainingTimeS, previous) << n << " at " << gbps;
                previous = *r.utilization.trainingTimeS;
            }
        }
    }
}

TEST(CoupledProperties, DropingTheFabricFromXdrToHdrLengthensTrainingInCoupledMode)
{
    Scenario s = defaultScenario(catalog());
    applyModelMode(s, ModelMode::Coupled);
    s.cluster.accelerators = 8192;
    s.interNodeLink = *catalog().findLink("infiniband-xdr");
    const double xdr = *evaluate(s).utilization.trainingTimeS;
    s.interNodeLink = *catalog().findLink("infiniband-hdr");
    const double hdr = *evaluate(s).utilization.trainingTimeS;
    EXPECT_GT(hdr, xdr * 1.1);
}

TEST(CoupledProperties, ComponentSharesSumToOne)
{
    Scenario s = defaultScenario(catalog());
    s.reliability.failureModel = FailureModel::Nodes;
    for (int n : {1, 9, 4096}) {
        s.cluster.accelerators = n;
        const Results r = evaluate(s);
        double sum = r.reliability.acceleratorFailureShare;
        for (double share : r.reliability.componentFailureShares)
            sum += share;
        EXPECT_NEAR(sum, 1.0, 1e-12) << n;
    }
}

} // namespace
} // namespace fleet
