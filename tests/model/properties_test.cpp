// Properties of the physics: monotonicity in N, limits, edge cases, and no NaN or infinity in
// any result for any valid scenario (a sweep over the ranges).
#include "../qtprinters.h"
#include "catalog.h"
#include "curves.h"
#include "physics.h"
#include "results.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

const std::vector<double> kCounts = {1,   2,    3,    8,    31,   32,   33,    100,    255,
                                     256, 1000, 1024, 4096, 8192, 8193, 50000, 100000, 200000};

TEST(Properties, SpeedupsAreMonotoneInN)
{
    for (double s : {0.0, 0.001, 0.05, 0.1, 0.5, 0.99, 1.0}) {
        for (size_t i = 1; i < kCounts.size(); ++i) {
            EXPECT_GE(amdahlSpeedup(s, kCounts[i]), amdahlSpeedup(s, kCounts[i - 1])) << s;
            EXPECT_GE(gustafsonSpeedup(s, kCounts[i]), gustafsonSpeedup(s, kCounts[i - 1])) << s;
        }
    }
    for (size_t i = 1; i < kCounts.size(); ++i) {
        const double a = kCounts[i - 1], b = kCounts[i];
        EXPECT_LE(empiricalScalingEfficiency(b), empiricalScalingEfficiency(a));
        EXPECT_GE(b * empiricalScalingEfficiency(b), a * empiricalScalingEfficiency(a));
    }
}

TEST(Properties, MtbfFallsAndFailureProbabilityRisesWithN)
{
    for (size_t i = 1; i < kCounts.size(); ++i) {
        EXPECT_LT(clusterMtbfH(50000, kCounts[i]), clusterMtbfH(50000, kCounts[i - 1]));
        EXPECT_GE(failureProbability(24, clusterMtbfH(50000, kCounts[i])),
                  failureProbability(24, clusterMtbfH(50000, kCounts[i - 1])));
    }
}

TEST(Properties, AmdahlLimitsAndEdges)
{
    EXPECT_DOUBLE_EQ(amdahlSpeedup(0.0, 4096), 4096); // s = 0 gives N
    EXPECT_DOUBLE_EQ(amdahlSpeedup(1.0, 4096), 1);    // s = 1 gives 1
    EXPECT_DOUBLE_EQ(gustafsonSpeedup(0.0, 4096), 4096);
    EXPECT_DOUBLE_EQ(gustafsonSpeedup(1.0, 4096), 1);
    for (double s : {0.01, 0.1, 0.3}) {
        EXPECT_NEAR(amdahlSpeedup(s, 1e12), amdahlLimit(s), 1e-6 * amdahlLimit(s)); // → 1/s
        EXPECT_LT(amdahlSpeedup(s, 200000), amdahlLimit(s));
        EXPECT_DOUBLE_EQ(amdahlSpeedup(s, 1), 1);
    }
    EXPECT_THROW((void)amdahlLimit(0.0), std::invalid_argument);
    EXPECT_THROW((void)amdahlSpeedup(-0.1, 8), std::invalid_argument);
    EXPECT_THROW((void)amdahlSpeedup(0.1, 0.5), std::invalid_argument);
}

TEST(Properties, OneAcceleratorNeedsNoCommunication)
{
    const AlphaBeta ndr{50e9, 5e-6}, nvl{450e9, 0.5e-6};
    EXPECT_EQ(ringAllReduceTime(14e9, 1, ndr).totalS(), 0);
    EXPECT_EQ(treeAllReduceTime(14e9, 1, ndr).totalS(), 0);
    EXPECT_EQ(hierarchicalAllReduceTime(14e9, 1, 8, nvl, ndr).totalS(), 0);
    EXPECT_EQ(ringAllReduceBytesPerParticipant(14e9, 1), 0);
}

TEST(Properties, RingBytesApproachTwoM)
{
    EXPECT_NEAR(ringAllReduceBytesPerParticipant(1e9, 1e6), 2e9, 2e9 * 1e-5);
    EXPECT_DOUBLE_EQ(ringAllReduceBytesPerParticipant(1e9, 2), 1e9);
}

TEST(Properties, FlatCollectivesUseTheSlowestLinkCrossed)
{
    const AlphaBeta ndr{50e9, 5e-6}, nvl{450e9, 0.5e-6};
    EXPECT_EQ(flatCollectiveLink(8, 8, nvl, ndr).bandwidthBytesPerS, 450e9);
    EXPECT_EQ(flatCollectiveLink(9, 8, nvl, ndr).bandwidthBytesPerS, 50e9);
}

TEST(Properties, HierarchicalDecomposition)
{
    // 16 accelerators, 8 per node: 2 × intra reduce-scatter + ring of M/8 over 2 nodes.
    const AlphaBeta ndr{50e9, 5e-6}, nvl{450e9, 0.5e-6};
    const double m = 1e9;
    const CollectiveTime t = hierarchicalAllReduceTime(m, 16, 8, nvl, ndr);
    const double intra = 2 * (7.0 / 8.0 * m / 450e9);
    const double across = 2.0 * 1.0 / 2.0 * (m / 8) / 50e9;
    EXPECT_NEAR(t.bandwidthS, intra + across, 1e-15);
    EXPECT_NEAR(t.latencyS, 2 * 7 * 0.5e-6 + 2 * 1 * 5e-6, 1e-15);
    // Inside one node it is the intra-node part only.
    EXPECT_NEAR(hierarchicalAllReduceTime(m, 4, 8, nvl, ndr).bandwidthS, 2 * 3.0 / 4.0 * m / 450e9,
                1e-15);
}

TEST(Properties, TreeRingCrossoverIsWhereTheyMeet)
{
    const AlphaBeta ndr{50e9, 5e-6};
    for (double n : {16.0, 256.0, 4096.0}) {
        const double m = treeBeatsRingBelowBytes(n, ndr);
        ASSERT_GT(m, 0) << n;
        EXPECT_NEAR(treeAllReduceTime(m, n, ndr).totalS(), ringAllReduceTime(m, n, ndr).totalS(),
                    1e-12)
            << n;
        EXPECT_LT(treeAllReduceTime(m / 2, n, ndr).totalS(),
                  ringAllReduceTime(m / 2, n, ndr).totalS());
        EXPECT_GT(treeAllReduceTime(m * 2, n, ndr).totalS(),
                  ringAllReduceTime(m * 2, n, ndr).totalS());
    }
    EXPECT_EQ(treeBeatsRingBelowBytes(2, ndr), 0);
}

TEST(Properties, FailureProbabilityKeepsTinyDigits)
{
    // 1 − exp(−1e-12) computed naively loses almost every digit; expm1 keeps them.
    const double p = failureProbability(1e-12 * 50000, 50000);
    EXPECT_NEAR(p, 1e-12, 1e-24);
    EXPECT_EQ(failureProbability(0, 10), 0);
}

TEST(Properties, YoungDalyMinimisesWastedTime)
{
    const double delta = 24.5, mtbf = 6.1 * 3600;
    const double tau = optimalCheckpointIntervalS(delta, mtbf);
    EXPECT_NEAR(tau, std::sqrt(2 * delta * mtbf), 1e-9);
    EXPECT_LT(wastedTimeFraction(tau, delta, mtbf), wastedTimeFraction(tau * 0.8, delta, mtbf));
    EXPECT_LT(wastedTimeFraction(tau, delta, mtbf), wastedTimeFraction(tau * 1.25, delta, mtbf));
}

TEST(Properties, CoolingVerdictThresholds)
{
    EXPECT_EQ(coolingVerdict(12e3), CoolingVerdict::Air);
    EXPECT_EQ(coolingVerdict(30e3), CoolingVerdict::Air);
    EXPECT_EQ(coolingVerdict(30e3 + 1), CoolingVerdict::Liquid);
    EXPECT_EQ(coolingVerdict(40e3), CoolingVerdict::Liquid);
    EXPECT_EQ(coolingVerdict(70e3), CoolingVerdict::Liquid);
    EXPECT_EQ(coolingVerdict(100e3), CoolingVerdict::DirectToChip);
    EXPECT_EQ(rackPowerW(8, 4, 700), 22400);
}

TEST(Properties, SeriesMtbf)
{
    EXPECT_DOUBLE_EQ(seriesMtbfH({{8, 50000}}), 50000.0 / 8);
    EXPECT_NEAR(seriesMtbfH({{8, 50000}, {2, 100000}, {1, 200000}}),
                1.0 / (8.0 / 50000 + 2.0 / 100000 + 1.0 / 200000), 1e-9);
    EXPECT_THROW((void)seriesMtbfH({}), std::invalid_argument);
}

TEST(Properties, RooflineAndDecode)
{
    EXPECT_EQ(rooflineBound(295.0, 295.2), Bound::Memory);
    EXPECT_EQ(rooflineBound(295.2, 295.2), Bound::Compute);
    EXPECT_DOUBLE_EQ(attainableFlopPerS(989e12, 3.35e12, 1), 3.35e12);
    EXPECT_DOUBLE_EQ(attainableFlopPerS(989e12, 3.35e12, 1000), 989e12);
    // At a large batch decode becomes compute-bound: R_peak / (2P).
    EXPECT_DOUBLE_EQ(decodeTokensPerS(989e12, 3.35e12, 8.03e9, 2, 1024), 989e12 / (2 * 8.03e9));
    EXPECT_DOUBLE_EQ(decodeIntensity(1, 1), 2);
}

TEST(Properties, LittleAndIronLaw)
{
    EXPECT_DOUBLE_EQ(littlesLawConcurrency(100, 0.25), 25);
    EXPECT_DOUBLE_EQ(ironLawTimeS(3.35e12, 3.35e12, 989e12, 989e12, 1.0, 1e-6), 2 + 1e-6);
}

bool allFinite(const QJsonValue &v)
{
    if (v.isDouble())
        return std::isfinite(v.toDouble());
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!allFinite(it.value()))
                return false;
        }
    }
    return true;
}

// Sweeps every numeric field across its range (both ends and the middle in log or linear
// space) on top of several base scenarios; every result must be finite.
TEST(Properties, NoNanOrInfinityForAnyValidScenario)
{
    const Catalog catalog = embeddedCatalog();
    std::vector<Scenario> bases;
    for (const Accelerator &a : catalog.accelerators) {
        Scenario s = defaultScenario(catalog);
        s.accelerator = a;
        bases.push_back(s);
    }
    Scenario extreme = defaultScenario(catalog);
    extreme.scaling.serialFraction = 0;
    extreme.operations = {0, 0, 0, 0, {false, false, false, false}};
    bases.push_back(extreme);

    int evaluated = 0;
    for (const Scenario &base : bases) {
        for (const FieldSpec &spec : fieldSpecs()) {
            const double lo = spec.range.minExclusive
                                  ? (spec.range.min == 0 ? 1e-6 : spec.range.min * 1.000001)
                                  : spec.range.min;
            const double hi = spec.range.max;
            const double mid = lo > 0 ? std::sqrt(lo * hi) : (lo + hi) / 2;
            for (double v : {lo, mid, hi}) {
                Scenario s = base;
                spec.set(s, spec.range.integer ? std::round(v) : v);
                bool valid = true;
                try {
                    validateScenario(s, QStringLiteral("sweep"));
                } catch (const InputError &) {
                    valid = false; // e.g. one overhead at 100 %: rejected, not evaluated
                }
                if (!valid)
                    continue;
                const Results r = evaluate(s);
                ++evaluated;
                EXPECT_TRUE(allFinite(resultsToJson(r)))
                    << spec.key << " = " << v << " on " << base.accelerator.id;
                EXPECT_GT(r.utilization.trainingTimeS, 0) << spec.key;
            }
        }
    }
    EXPECT_GT(evaluated, 500);
}

} // namespace
} // namespace fleet
