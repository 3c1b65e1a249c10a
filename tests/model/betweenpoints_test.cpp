// Values between the table points: the empirical η at cluster sizes the appendix's table does
// not list (interpolated in log2 N, extrapolated past 8,192), the tree's ⌈log2 N⌉ at a
// non-power-of-two N, node counts rounded up where the node size does not divide N, and every
// formula that depends on N at a non-power-of-two N. Expected values are worked out by hand
// from the formulas (noted beside each), never by calling the function under test.
#include "coupled.h"
#include "physics.h"
#include "results.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

constexpr AlphaBeta kNvlink4{450e9, 0.5e-6};
constexpr AlphaBeta kNdr{50e9, 5e-6};

struct EtaCase
{
    double n;
    double eta; // worked out by hand below
};

// η between table points, linear in log2 N:
//   N = 100:   32 → 90 %, 256 → 70 %; t = (log2 100 − 5) / 3 = 0.547952 → 0.9 − 0.2 t
//   N = 3,000: 1,024 → 50 %, 8,192 → 35 %; t = (log2 3000 − 10) / 3 = 0.516916 → 0.5 − 0.15 t
//   N = 10:    1 → 100 %, 32 → 90 %; t = log2 10 / 5 = 0.664386 → 1 − 0.1 t
//   N = 600:   256 → 70 %, 1,024 → 50 %; t = (log2 600 − 8) / 2 = 0.614410 → 0.7 − 0.2 t
// Beyond the table the last slope continues: −0.05 per doubling after 8,192.
//   N = 20,000: 0.35 − 0.05 (log2 20000 − 13) = 0.35 − 0.05 × 1.287712
//   N = 200,000: 0.35 − 0.05 (log2 200000 − 13) = 0.35 − 0.05 × 4.609640
// Linear in N instead would give 0.839 at N = 100 and 0.469 at N = 3,000.
const EtaCase kEtaCases[] = {
    {10, 0.93356143810},   {100, 0.79040958735},   {600, 0.57711813095},
    {3000, 0.42246266073}, {20000, 0.28561438102}, {200000, 0.11951797628},
};

TEST(BetweenPoints, EmpiricalEfficiencyIsLinearInLog2N)
{
    for (const EtaCase &c : kEtaCases)
        EXPECT_NEAR(empiricalScalingEfficiency(c.n), c.eta, 1e-10) << "N = " << c.n;
    // At the table's own points it is the table.
    EXPECT_DOUBLE_EQ(empiricalScalingEfficiency(256), 0.70);
    EXPECT_DOUBLE_EQ(empiricalScalingEfficiency(8192), 0.35);
    EXPECT_FALSE(empiricalEfficiencyExtrapolated(8192));
    EXPECT_TRUE(empiricalEfficiencyExtrapolated(8193));
}

TEST(BetweenPoints, EvaluateUsesTheInterpolatedEfficiency)
{
    Scenario s = defaultScenario(catalog());
    for (const EtaCase &c : kEtaCases) {
        s.cluster.accelerators = int(c.n);
        const Results r = evaluate(s);
        EXPECT_NEAR(r.scaling.empiricalScalingEfficiency, c.eta, 1e-10) << c.n;
        EXPECT_NEAR(r.scaling.scalingEfficiency, c.eta, 1e-10) << c.n;
        // R_eff = N · 989 TFLOP/s · 0.5 · η · 0.77
        EXPECT_NEAR(r.utilization.effectiveFlopPerS, c.n * 989e12 * 0.5 * c.eta * 0.77,
                    c.n * 989e12 * 1e-10)
            << c.n;
    }
}

TEST(BetweenPoints, TreeStepsRoundLog2NUp)
{
    // N = 1,000: ⌈log2 1000⌉ = 10 (log2 1000 = 9.97), so 2 × 10 = 20 steps of M/β + α.
    // 14 GB at 50 GB/s: 20 × 0.28 s = 5.6 s; 20 × 5 µs = 100 µs. (⌊log2 N⌋ would give 18 steps.)
    const CollectiveTime t = treeAllReduceTime(14e9, 1000, kNdr);
    EXPECT_NEAR(t.bandwidthS, 5.6, 1e-12);
    EXPECT_NEAR(t.latencyS, 100e-6, 1e-15);
    // N = 3: ⌈log2 3⌉ = 2 → 4 steps; N = 1,025: 11 → 22 steps.
    EXPECT_NEAR(treeAllReduceTime(1e9, 3, kNdr).bandwidthS, 4 * 1e9 / 50e9, 1e-15);
    EXPECT_NEAR(treeAllReduceTime(1e9, 1025, kNdr).bandwidthS, 22 * 1e9 / 50e9, 1e-12);
    // The crossover uses the same k: N = 1,000, k = 10, ring − tree latency gain 999 − 10,
    // bandwidth loss 10 − 999/1000 → M* = β α (989) / (9.001) = 27,469.17 B.
    EXPECT_NEAR(treeBeatsRingBelowBytes(1000, kNdr), 50e9 * 5e-6 * 989 / 9.001, 1e-6);
}

TEST(BetweenPoints, RingAtANonPowerOfTwo)
{
    // N = 1,000: 2 × 999/1000 × 14 GB / 50 GB/s = 0.55944 s; 2 × 999 × 5 µs = 9.99 ms.
    const CollectiveTime t = ringAllReduceTime(14e9, 1000, kNdr);
    EXPECT_NEAR(t.bandwidthS, 0.55944, 1e-12);
    EXPECT_NEAR(t.latencyS, 9.99e-3, 1e-15);
    EXPECT_NEAR(ringAllReduceBytesPerParticipant(14e9, 1000), 2 * 999 * 14e9 / 1000, 1e-3);
}

TEST(BetweenPoints, HierarchicalRoundsNodesUp)
{
    // N = 12, g = 8: ⌈12/8⌉ = 2 nodes, the fullest holds 8, the emptiest 4.
    // In the node: 2 × 7/8 × 14 GB / 450 GB/s = 0.0544444 s, 2 × 7 × 0.5 µs = 7 µs.
    // Across: a ring of M/4 = 3.5 GB over 2 nodes: 2 × 1/2 × 3.5 GB / 50 GB/s = 0.07 s,
    // 2 × 1 × 5 µs = 10 µs. Total 0.124461 s. (1.5 nodes, unrounded, would give the emptiest 8.)
    const CollectiveTime t = hierarchicalAllReduceTime(14e9, 12, 8, kNvlink4, kNdr);
    EXPECT_NEAR(t.bandwidthS, 2 * 7.0 / 8 * 14e9 / 450e9 + 0.07, 1e-12);
    EXPECT_NEAR(t.latencyS, 7e-6 + 10e-6, 1e-15);
    EXPECT_NEAR(t.totalS(), 0.124461, 1e-6);
    // N = 17, g = 8: 3 nodes, the emptiest holds 1: a ring of 14 GB over 3 nodes,
    // 2 × 2/3 × 14 / 50 = 0.373333 s + 2 × 2 × 5 µs.
    const CollectiveTime u = hierarchicalAllReduceTime(14e9, 17, 8, kNvlink4, kNdr);
    EXPECT_NEAR(u.bandwidthS, 2 * 7.0 / 8 * 14e9 / 450e9 + 2 * 2.0 / 3 * 14e9 / 50e9, 1e-12);
    EXPECT_NEAR(u.latencyS, 7e-6 + 20e-6, 1e-15);
}

TEST(BetweenPoints, PartlyFilledNodesCountAsWholeNodes)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 12; // g = 8: 2 nodes
    s.cluster.nodeOverheadW = 1000;
    s.reliability.failureModel = FailureModel::Nodes;
    const Results r = evaluate(s);
    EXPECT_EQ(r.reliability.nodes, 2);
    // λ = 12 / 50,000 + 2 × (2/150,000 + 2/100,000) per hour
    const double lambda = 12 / 50000.0 + 2 * (2 / 150000.0 + 2 / 100000.0);
    EXPECT_NEAR(r.reliability.failureRatePerH, lambda, 1e-15);
    EXPECT_NEAR(r.reliability.clusterMtbfH, 1 / lambda, 1e-9);
    // IT load = 12 × 700 W + 2 × 1,000 W; the rack (8 × 4 = 32 > 12) holds all 12 in 2 nodes.
    EXPECT_DOUBLE_EQ(r.power.itLoadW, 12 * 700.0 + 2 * 1000.0);
    EXPECT_DOUBLE_EQ(r.power.acceleratorsPerRack, 12);
    EXPECT_DOUBLE_EQ(r.power.rackPowerW, 12 * 700.0 + 2 * 1000.0);
    // The hierarchical AllReduce of the scenario (7B BF16, NVLink 4 / NDR) is 0.124461 s.
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Hierarchical;
    EXPECT_NEAR(evaluate(s).communication.allReduceS, 0.124461, 1e-6);
    // N = 1,001: ⌈1001/8⌉ = 126 nodes.
    s.cluster.accelerators = 1001;
    const Results big = evaluate(s);
    EXPECT_EQ(big.reliability.nodes, 126);
    EXPECT_DOUBLE_EQ(big.power.itLoadW, 1001 * 700.0 + 126 * 1000.0);
}

TEST(BetweenPoints, ReliabilityAtANonPowerOfTwo)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 3000;
    const Results r = evaluate(s);
    // MTBF = 50,000 / 3,000 = 16.667 h; P = 1 − e^(−24/16.667) = 1 − e^(−1.44) = 0.763072.
    EXPECT_NEAR(r.reliability.clusterMtbfH, 50000.0 / 3000, 1e-12);
    EXPECT_NEAR(r.reliability.failureProbability, 0.76307224, 1e-8);
    EXPECT_NEAR(r.reliability.expectedFailures, 1.44, 1e-12);
    // Young: δ = 7e9 × 14 B / 100 GB/s = 0.98 s, M = 60,000 s, τ* = √(2 × 0.98 × 60,000).
    EXPECT_NEAR(r.reliability.optimalCheckpointIntervalS, std::sqrt(117600.0), 1e-9);
}

TEST(BetweenPoints, NetworkSpeedupCurveUsesWholeNodes)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.acceleratorsPerNode = 6;
    // Rounded to whole nodes of 6 above one node; to a whole count within one node.
    EXPECT_DOUBLE_EQ(wholeNodes(s, 4.4), 4);
    EXPECT_DOUBLE_EQ(wholeNodes(s, 1000), 1002); // 166.67 nodes → 167 × 6
    EXPECT_DOUBLE_EQ(wholeNodes(s, 7), 6);
    for (const CurvePoint &p : networkSpeedupCurve(s, 1, 200000, 64)) {
        if (p.x > 6) {
            EXPECT_EQ(std::fmod(p.x, 6.0), 0) << p.x;
        }
    }
}

TEST(WholeNodes, TheClusterSizeSnapsAndStepsOnWholeNodes)
{
    // The cluster-size control's grid with snapping on: multiples of g above one node, one
    // accelerator at a time within it, inside 1–200,000.
    Scenario s = defaultScenario(catalog());
    EXPECT_DOUBLE_EQ(snapToWholeNodes(s, 1090), 1088); // 136.25 nodes of 8
    EXPECT_DOUBLE_EQ(snapToWholeNodes(s, 1093), 1096);
    EXPECT_DOUBLE_EQ(snapToWholeNodes(s, 5), 5);
    EXPECT_DOUBLE_EQ(snapToWholeNodes(s, 0.2), 1);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 1088, +1), 1096);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 1090, -1), 1080); // snapped to 1,088 first
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 1088, +1, 3), 1112);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 7, +1), 8);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 8, +1), 16);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 8, -1), 7);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 1, -1), 1);
    s.cluster.acceleratorsPerNode = 7; // 200,000 is not a multiple of 7: 28,571 nodes at most
    EXPECT_DOUBLE_EQ(snapToWholeNodes(s, 200000), 199997);
    EXPECT_DOUBLE_EQ(stepWholeNodes(s, 199997, +1), 199997);
}

} // namespace
} // namespace fleet
