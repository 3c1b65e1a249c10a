// The power view's facility bars against hand-computed loads: 10,000 H100 at 700 W are 7 MW of
// IT; the overhead at each PUE of appendix table 7 is (PUE − 1) × 7 MW.
#include "coupling.h"
#include "facilityload.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(FacilityLoad, EveryPueTierOfTheCatalogThenTheScenariosOwn)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    ASSERT_EQ(s.accelerator.tdpW, 700.0); // the H100 of the defaults
    s.cluster.accelerators = 10000;
    s.cluster.nodeOverheadW = 0;
    s.facility.pue = 1.25;
    const std::vector<FacilityLoadBar> bars = facilityLoadAcrossPueTiers(c, evaluate(s), 1.25);
    ASSERT_EQ(bars.size(), 5u);
    const double pues[] = {1.06, 1.12, 1.40, 1.58, 1.25};
    const double overheadMw[] = {0.42, 0.84, 2.8, 4.06, 1.75};
    for (size_t i = 0; i < bars.size(); ++i) {
        EXPECT_DOUBLE_EQ(bars[i].pue, pues[i]) << i;
        EXPECT_NEAR(bars[i].itLoadW, 7e6, 1e-6) << i;
        EXPECT_NEAR(bars[i].overheadW, overheadMw[i] * 1e6, 1e-3) << i;
        EXPECT_EQ(bars[i].tier, i < 4 ? &c.pueTiers[i] : nullptr) << i;
    }
    // The industry-average tier is the appendix's 9.8 MW facility.
    EXPECT_NEAR((bars[2].itLoadW + bars[2].overheadW) / 1e6, 9.8, 1e-9);
}

TEST(FacilityLoad, HostPowerIsPartOfTheItLoadAtEveryTier)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    s.cluster.accelerators = 1000; // 125 nodes of 8
    s.cluster.acceleratorsPerNode = 8;
    s.cluster.nodeOverheadW = 2000;
    const double it = 1000 * 700.0 + 125 * 2000.0;
    for (const FacilityLoadBar &bar : facilityLoadAcrossPueTiers(c, evaluate(s), s.facility.pue)) {
        EXPECT_NEAR(bar.itLoadW, it, 1e-6);
        EXPECT_NEAR(bar.overheadW, (bar.pue - 1) * it, 1e-6);
    }
}

TEST(FacilityLoad, NodesInTheFullestRackRoundUpAndNeverExceedTheCluster)
{
    EXPECT_EQ(nodesInRack(8, 4, 10000), 4); // a full rack of 4 nodes
    EXPECT_EQ(nodesInRack(8, 4, 20), 3);    // 20 accelerators: 2.5 nodes → 3 hosts
    EXPECT_EQ(nodesInRack(8, 4, 1), 1);     // one accelerator still needs its node
    EXPECT_EQ(nodesInRack(6, 8, 1000), 8);  // 48 accelerators in nodes of 6
    EXPECT_EQ(nodesInRack(8, 0, 1000), 0);  // an empty rack
}

} // namespace
} // namespace fleet
