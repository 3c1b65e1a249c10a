// Curves for the charts: shapes, ends, and the hover lookup.
#include "../qtprinters.h"
#include "appendix.h"
#include "catalog.h"
#include "curves.h"
#include "results.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

TEST(Curves, LogSpaceEndsAndSpacing)
{
    const auto xs = logSpace(1, 1e4, 5);
    ASSERT_EQ(xs.size(), 5u);
    EXPECT_DOUBLE_EQ(xs.front(), 1);
    EXPECT_DOUBLE_EQ(xs.back(), 1e4);
    EXPECT_NEAR(xs[2], 100, 1e-9);
    const auto ns = logSpaceIntegers(1, 200000, 64);
    for (size_t i = 1; i < ns.size(); ++i)
        EXPECT_GT(ns[i], ns[i - 1]);
    EXPECT_EQ(ns.front(), 1);
    EXPECT_EQ(ns.back(), 200000);
    EXPECT_THROW((void)logSpace(0, 1, 3), std::invalid_argument);
}

TEST(Curves, RooflineIsThreeExactPoints)
{
    const Curve c = rooflineCurve(989e12, 3.35e12, 0.1, 1e4);
    ASSERT_EQ(c.size(), 3u);
    EXPECT_DOUBLE_EQ(c[0].y, 0.1 * 3.35e12);
    EXPECT_DOUBLE_EQ(c[1].x, 989e12 / 3.35e12);
    EXPECT_DOUBLE_EQ(c[1].y, 989e12);
    EXPECT_DOUBLE_EQ(c[2].y, 989e12);
    EXPECT_EQ(rooflineCurve(989e12, 3.35e12, 1000, 1e4).size(), 2u); // ridge left of range
}

TEST(Curves, SpeedupCurvesArePositiveAndBounded)
{
    const Curve amdahl = amdahlCurve(0.1, 1, 200000, 128);
    ASSERT_EQ(amdahl.size(), 128u);
    for (const CurvePoint &p : amdahl) {
        EXPECT_GT(p.y, 0);
        EXPECT_LE(p.y, 10.0);
    }
    EXPECT_DOUBLE_EQ(amdahl.front().y, 1);
    const Curve points = empiricalSpeedupPoints();
    ASSERT_EQ(points.size(), 4u);
    EXPECT_DOUBLE_EQ(points[0].y, 32 * 0.9);
    EXPECT_DOUBLE_EQ(points[3].y, 8192 * 0.35);
}

TEST(Curves, AllReduceCurvesDropZeroes)
{
    const AllReduceSetup setup{8, {450e9, 0.5e-6}, {50e9, 5e-6}};
    const Curve ring =
        allReduceVsAccelerators(AllReduceAlgorithm::Ring, TimePart::Total, 14e9, 1, 1e5, 64, setup);
    ASSERT_FALSE(ring.empty());
    EXPECT_GE(ring.front().x, 2);
    for (const CurvePoint &p : ring)
        EXPECT_GT(p.y, 0);
    const Curve vsM =
        allReduceVsMessage(AllReduceAlgorithm::Tree, TimePart::Latency, 256, 1e3, 1e11, 32, setup);
    ASSERT_EQ(vsM.size(), 32u);
    EXPECT_DOUBLE_EQ(vsM.front().y, vsM.back().y); // latency part does not depend on M
    EXPECT_DOUBLE_EQ(vsM.front().y, 2 * 8 * 5e-6);
}

TEST(Curves, RackPowerLevelsOffAtTheClusterSize)
{
    const Curve big = rackPowerCurve(8, 1024, 700, 16);
    ASSERT_EQ(big.size(), 2u);
    EXPECT_DOUBLE_EQ(big.back().y, 8 * 16 * 700);
    const Curve small = rackPowerCurve(8, 20, 700, 16); // 20 accelerators fill 2.5 nodes
    ASSERT_EQ(small.size(), 3u);
    EXPECT_DOUBLE_EQ(small[1].x, 2.5);
    EXPECT_DOUBLE_EQ(small[1].y, 20 * 700);
    EXPECT_DOUBLE_EQ(small[2].y, 20 * 700);
    EXPECT_DOUBLE_EQ(acceleratorsPerRack(8, 4, 1), 1);
}

TEST(Curves, NearestPointAndInterpolation)
{
    const Curve c = {{1, 1}, {10, 100}, {100, 10000}};
    EXPECT_EQ(nearestPointIndex(c, 9, 90, true, true, 2, 4), 1);
    EXPECT_EQ(nearestPointIndex(c, 1000, 1e5, true, true, 2, 4), 2);
    EXPECT_EQ(nearestPointIndex({}, 1, 1, false, false, 1, 1), -1);
    EXPECT_NEAR(interpolateCurve(c, std::sqrt(10.0), true, true), 10, 1e-9);
    EXPECT_DOUBLE_EQ(interpolateCurve(c, 0.5, true, true), 1);
    EXPECT_DOUBLE_EQ(interpolateCurve(c, 55, false, false), 5050);
}

TEST(Curves, UtilizationAgainstClusterSizeIsTheChainEvaluatedAtEachN)
{
    // The appendix's compound example: 1,024 × H100, MFU 50 %, empirical η (50 % at 1,024),
    // goodput 0.82 → 25 % of N × peak before the overheads, 20.5 % effective.
    const Catalog catalog = embeddedCatalog();
    Scenario s = defaultScenario(catalog);
    applyGoodputPreset(s, GoodputPreset::CompoundExample082, catalog);
    const UtilizationVsAccelerators u =
        utilizationVsAccelerators(s, {0.5, 256, 1024, 4096, 300000});
    ASSERT_EQ(u.beforeOverheads.size(), 3u); // 0.5 and 300,000 are outside 1–200,000
    EXPECT_EQ(u.beforeOverheads[1].x, 1024);
    EXPECT_NEAR(u.beforeOverheads[1].y, 0.25, 1e-12);
    EXPECT_NEAR(u.effective[1].y, 0.205, 1e-12);
    // Elsewhere: MFU × η(N) from the appendix's table, and each point is evaluate() at that N.
    EXPECT_NEAR(u.beforeOverheads[0].y, 0.5 * empiricalScalingEfficiency(256), 1e-12);
    EXPECT_NEAR(u.beforeOverheads[2].y, 0.5 * empiricalScalingEfficiency(4096), 1e-12);
    for (size_t i = 0; i < u.effective.size(); ++i) {
        Scenario at = s;
        at.cluster.accelerators = int(u.effective[i].x);
        const Results r = evaluate(at);
        EXPECT_DOUBLE_EQ(u.effective[i].y, r.utilization.effectiveFraction);
        ASSERT_TRUE(r.utilization.trainingTimeS);
        EXPECT_DOUBLE_EQ(u.trainingTimeS[i].y, *r.utilization.trainingTimeS);
    }
    // A run that never progresses has no training time, but its fractions are drawn.
    s.operations.goodputModel = GoodputModel::Derived;
    s.reliability.acceleratorMttfH = 1;
    const UtilizationVsAccelerators stalled = utilizationVsAccelerators(s, {4096});
    EXPECT_EQ(stalled.beforeOverheads.size(), 1u);
    EXPECT_TRUE(stalled.trainingTimeS.empty());
}

} // namespace
} // namespace fleet
