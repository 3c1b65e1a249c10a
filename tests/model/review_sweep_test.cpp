// The sweep: one output against one input (whole nodes and the values between kept apart),
// its crossings of a threshold, the flagged stretches, and the JSON and CSV of --sweep.
#include "../qtprinters.h"
#include "coupled.h"
#include "physics.h"
#include "scenarioio.h"
#include "sweep.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

Scenario seed()
{
    return defaultScenario(catalog());
}

/// The appendix's ρ row 1 (7B BF16 data-parallel over IB NDR, 50 GB/s, α = 5 µs) with T_c set.
Scenario sevenB(double computeTimeS)
{
    Scenario s = seed();
    s.workload.parameters = 7.0e9;
    s.workload.bytesPerParameter = 2;
    fieldSpec(FieldId::ComputeTimePerStep).set(s, computeTimeS);
    return s;
}

const Metric &metric(const char *key)
{
    return *findMetric(QString::fromLatin1(key));
}

std::vector<double> inputsOf(const std::vector<SweepPoint> &points, bool between)
{
    std::vector<double> v;
    for (const SweepPoint &p : points) {
        if (p.betweenNodes == between)
            v.push_back(p.input);
    }
    return v;
}

TEST(Sweep, PartlyFilledNodeIsTheRemainderAboveOneNode)
{
    Scenario s = seed(); // g = 8
    s.cluster.accelerators = 1090;
    EXPECT_TRUE(partlyFilledNode(s)); // 136 full nodes + one of 2
    s.cluster.accelerators = 1088;
    EXPECT_FALSE(partlyFilledNode(s));
    s.cluster.accelerators = 4; // one node, partly filled but alone: no ring between nodes
    EXPECT_FALSE(partlyFilledNode(s));
    s.cluster.accelerators = 9;
    s.cluster.acceleratorsPerNode = 1;
    EXPECT_FALSE(partlyFilledNode(s));
}

TEST(Sweep, ClusterSizesOnWholeNodesWithTheValuesBetweenMarked)
{
    // Four log-spaced points over 8 … 65,536: 8, 8 · 8192^(1/3) = 161.27 → 161, 8 · 8192^(2/3)
    // = 3,250.96 → 3,251, 65,536. Whole nodes: 161 → 20 nodes = 160, 3,251 → 406 nodes =
    // 3,248; the values the spacing landed on are kept, marked between nodes.
    const std::vector<SweepPoint> p = sweepInputs(seed(), FieldId::Accelerators, {8, 65536}, 4);
    EXPECT_EQ(inputsOf(p, false), (std::vector<double>{8, 160, 3248, 65536}));
    EXPECT_EQ(inputsOf(p, true), (std::vector<double>{161, 3251}));
    EXPECT_TRUE(sweepIsLog(FieldId::Accelerators, {8, 65536}));
    // Whole nodes stay inside the range: 1,100 is 137.5 nodes; 138 nodes (1,104) is past it.
    const std::vector<SweepPoint> q = sweepInputs(seed(), FieldId::Accelerators, {1000, 1100}, 2);
    EXPECT_EQ(inputsOf(q, false), (std::vector<double>{1000, 1096}));
    EXPECT_EQ(inputsOf(q, true), (std::vector<double>{1100}));
    // A count that is not a cluster size: whole and distinct (1 … 4 in 10 points is 1, 2, 3, 4).
    const std::vector<SweepPoint> z = sweepInputs(seed(), FieldId::ZeroStage, {0, 3}, 10);
    EXPECT_EQ(inputsOf(z, false), (std::vector<double>{0, 1, 2, 3}));
    // A linear input: evenly spaced.
    const std::vector<SweepPoint> m = sweepInputs(seed(), FieldId::Mfu, {0.2, 0.6}, 5);
    ASSERT_EQ(m.size(), 5u);
    EXPECT_NEAR(m[1].input, 0.3, 1e-12);
    EXPECT_FALSE(sweepIsLog(FieldId::Mfu, {0.2, 0.6}));
    EXPECT_THROW((void)sweepInputs(seed(), FieldId::Mfu, {0.6, 0.2}, 5), std::invalid_argument);
    EXPECT_THROW((void)sweepInputs(seed(), FieldId::Mfu, {0.2, 0.6}, 1), std::invalid_argument);
}

TEST(Sweep, ClusterMtbfAgainstNIsTheAppendixTable)
{
    // Per-accelerator MTTF 50,000 h: M = 50,000 / N (SPEC §2.4: 195.3 h at 256, 24.4 h at
    // 2,048, 6.1 h at 8,192). Six log-spaced points over 256 … 8,192 are the powers of two.
    const SweepCurve c = sweepCurve(seed(), metric("reliability.cluster_mtbf_h"),
                                    FieldId::Accelerators, {256, 8192}, 6, QStringLiteral("seed"));
    ASSERT_EQ(c.points.size(), 6u);
    EXPECT_EQ(c.name, QStringLiteral("seed"));
    const double n[] = {256, 512, 1024, 2048, 4096, 8192};
    for (size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(c.points[i].input, n[i]);
        EXPECT_FALSE(c.points[i].betweenNodes);
        ASSERT_TRUE(c.points[i].value);
        EXPECT_NEAR(*c.points[i].value, 50000 / n[i], 1e-9);
    }
    EXPECT_NEAR(*c.points[0].value, 195.3, 0.05);
    EXPECT_NEAR(*c.points[3].value, 24.4, 0.05);
    EXPECT_NEAR(*c.points[5].value, 6.1, 0.05);
}

TEST(Sweep, RhoCrossesOneWhereTheRingTakesAsLongAsTheStep)
{
    // Ring AllReduce of M = 14 GB: T = 2 (N − 1)/N · M/β + 2 (N − 1) α = 0.56 (N − 1)/N +
    // 1e-5 (N − 1) s. With T_c = 0.6 s, ρ = 1 where 1e-5 N² − 0.04001 N − 0.56 = 0:
    // N = (0.04001 + √(0.04001² + 2.24e-5)) / 2e-5 = 4,014.95.
    const Scenario s = sevenB(0.6);
    const Metric &rho = metric("communication.comm_compute_ratio");
    // Coarse: 1,024, 2,048, 4,096, 8,192, 16,384. ρ(2,048) = (0.559727 + 0.02047) / 0.6 =
    // 0.966994, ρ(4,096) = (0.559863 + 0.04095) / 0.6 = 1.001355: interpolated in log N,
    // t = 0.033006 / 0.034361 = 0.96056, N = 2,048 · 2^0.96056 = 3,985.5.
    const SweepCurve coarse =
        sweepCurve(s, rho, FieldId::Accelerators, {1024, 16384}, 5, QStringLiteral("7B"));
    EXPECT_NEAR(*coarse.points[1].value, 0.966994, 1e-6);
    EXPECT_NEAR(*coarse.points[2].value, 1.001355, 1e-6);
    const std::vector<SweepCrossing> x = sweepCrossings(coarse, 1, true);
    ASSERT_EQ(x.size(), 1u);
    EXPECT_TRUE(x[0].rising);
    EXPECT_NEAR(x[0].input, 3985.5, 0.5);
    // Fine: 200 points put it within 0.1 % of the exact root.
    const SweepCurve fine =
        sweepCurve(s, rho, FieldId::Accelerators, {1024, 16384}, 200, QStringLiteral("7B"));
    const std::vector<SweepCrossing> y = sweepCrossings(fine, 1, true);
    ASSERT_EQ(y.size(), 1u);
    EXPECT_NEAR(y[0].input, 4014.95, 4.0);
    // The appendix's T_c = 5 s: ρ stays far below 1 (0.112 at 256 … 0.5 at 65,536).
    EXPECT_TRUE(sweepCrossings(sweepCurve(sevenB(5.0), rho, FieldId::Accelerators, {256, 65536}, 32,
                                          QString()),
                               1, true)
                    .empty());
}

TEST(Sweep, CrossingsOfAHandCurveInLinearAndLogInput)
{
    SweepCurve c;
    c.points = {{.input = 1, .value = 0.5},
                {.input = 10, .value = 2},
                {.input = 20, .value = 0.5, .betweenNodes = true}, // skipped
                {.input = 30, .value = std::nullopt},              // a null: skipped
                {.input = 100, .value = 1}};                       // on the threshold
    // 0.5 → 2 crosses 1 a third of the way: 1 + 9/3 = 4 (linear), 10^(1/3) = 2.1544 (log).
    // 2 → 1 ends on it: one falling crossing at 100.
    const std::vector<SweepCrossing> linear = sweepCrossings(c, 1, false);
    ASSERT_EQ(linear.size(), 2u);
    EXPECT_NEAR(linear[0].input, 4, 1e-12);
    EXPECT_TRUE(linear[0].rising);
    EXPECT_NEAR(linear[1].input, 100, 1e-12);
    EXPECT_FALSE(linear[1].rising);
    EXPECT_NEAR(sweepCrossings(c, 1, true)[0].input, std::cbrt(10.0), 1e-12);
    EXPECT_TRUE(sweepCrossings(c, 5, false).empty());
}

TEST(Sweep, ThePartlyFilledNodeJumpIsMarkedNotJoined)
{
    // The coupled review design (16,384 H100, IB NDR, hierarchical AllReduce, T_c from the
    // batch): ρ at 1,088 (136 whole nodes) and at 1,090 (one node of 2 carrying its node's
    // share over two ports) differ by more than 2×; the curve through whole nodes never visits
    // 1,090.
    Scenario s = seed();
    applyModelMode(s, ModelMode::Coupled);
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Hierarchical;
    const Metric &rho = metric("communication.comm_compute_ratio");
    const SweepCurve c =
        sweepCurve(s, rho, FieldId::Accelerators, {1088, 1090}, 2, QStringLiteral("coupled"));
    ASSERT_EQ(c.points.size(), 2u);
    EXPECT_FALSE(c.points[0].betweenNodes);
    EXPECT_TRUE(c.points[1].betweenNodes);
    EXPECT_GT(*c.points[1].value, 2 * *c.points[0].value);
    Scenario at = s;
    at.cluster.accelerators = 1090;
    EXPECT_DOUBLE_EQ(*c.points[1].value, *rho.value(evaluate(at)));
}

TEST(Sweep, EveryPointIsTheModelAtThatInput)
{
    Scenario s = seed();
    applyModelMode(s, ModelMode::Coupled);
    const Metric &time = metric("run.training_time_s");
    const SweepCurve c =
        sweepCurve(s, time, FieldId::InterNodeBandwidth, {12.5e9, 200e9}, 7, QStringLiteral("A"));
    ASSERT_EQ(c.points.size(), 7u);
    for (const SweepPoint &p : c.points) {
        Scenario at = s;
        fieldSpec(FieldId::InterNodeBandwidth).set(at, p.input);
        EXPECT_EQ(p.value, time.value(evaluate(at))) << p.input;
    }
    EXPECT_DOUBLE_EQ(c.points.front().input, 12.5e9);
    EXPECT_DOUBLE_EQ(c.points.back().input, 200e9);
}

TEST(Sweep, InvalidPointsCarryTheirReasonAndFlagsMakeRegions)
{
    // The overheads sum to bubble + 0.03 + 0.10 + 0.05: from a bubble of 0.82 the scenario is
    // invalid (it leaves nothing to train with).
    const SweepCurve c = sweepCurve(seed(), metric("utilization.operational_goodput"),
                                    FieldId::PipelineBubble, {0, 0.9}, 10, QString());
    ASSERT_EQ(c.points.size(), 10u);
    EXPECT_TRUE(c.points[0].valid);
    EXPECT_NEAR(*c.points[0].value, 0.82, 1e-12);
    EXPECT_FALSE(c.points.back().valid);
    EXPECT_FALSE(c.points.back().value);
    EXPECT_TRUE(c.points.back().reason.contains(QStringLiteral("operations")))
        << c.points.back().reason.toStdString();
    // The empirical η is extrapolated past 8,192: the region starts at the first whole node
    // above it and runs to the end.
    const SweepCurve n = sweepCurve(seed(), metric("utilization.effective_fraction"),
                                    FieldId::Accelerators, {1024, 65536}, 13, QString());
    const std::vector<SweepRegion> r = sweepRegions(n);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].id, QStringLiteral("empirical_extrapolated"));
    EXPECT_GT(r[0].from, 8192);
    EXPECT_EQ(r[0].to, 65536);
    for (const SweepPoint &p : n.points) {
        if (!p.betweenNodes) {
            EXPECT_EQ(p.input > 8192, p.input >= r[0].from) << p.input;
        }
    }
}

TEST(Sweep, ThresholdsOfTheModel)
{
    const Scenario s = seed();
    const auto rho = metricThresholds(metric("communication.comm_compute_ratio"), s);
    ASSERT_EQ(rho.size(), 1u);
    EXPECT_EQ(rho[0].value, 1);
    const auto rack = metricThresholds(metric("power.rack_power_w"), s);
    ASSERT_EQ(rack.size(), 1u);
    EXPECT_EQ(rack[0].value, 30e3);
    const auto memory = metricThresholds(metric("parallelism.memory_per_accelerator_bytes"), s);
    ASSERT_EQ(memory.size(), 1u);
    EXPECT_EQ(memory[0].value, s.accelerator.hbmCapacityBytes);
    EXPECT_TRUE(metricThresholds(metric("run.training_time_s"), s).empty());
}

TEST(Sweep, JsonAndCsvHoldEveryPoint)
{
    const Scenario s = sevenB(0.6);
    const Metric &rho = metric("communication.comm_compute_ratio");
    const std::vector<SweepCurve> curves = {
        sweepCurve(s, rho, FieldId::Accelerators, {1024, 16384}, 5, QStringLiteral("7B, NDR")),
        sweepCurve(s, rho, FieldId::Accelerators, {1000, 1100}, 2, QStringLiteral("between"))};
    const QJsonObject j = sweepJson(rho, FieldId::Accelerators, true, metricThresholds(rho, s),
                                    curves, {QStringLiteral("a.json"), QStringLiteral("b.json")});
    EXPECT_EQ(j[QStringLiteral("output")].toString(), rho.key);
    EXPECT_EQ(j[QStringLiteral("input")].toString(), QStringLiteral("cluster.accelerators"));
    const QJsonArray cj = j[QStringLiteral("curves")].toArray();
    ASSERT_EQ(cj.size(), 2);
    EXPECT_EQ(cj[0][QStringLiteral("file")].toString(), QStringLiteral("a.json"));
    EXPECT_EQ(cj[0][QStringLiteral("points")].toArray().size(), 5);
    const QJsonArray crossings = cj[0][QStringLiteral("crossings")].toArray();
    ASSERT_EQ(crossings.size(), 1);
    EXPECT_NEAR(crossings[0][QStringLiteral("input")].toDouble(), 3985.5, 0.5);
    EXPECT_EQ(crossings[0][QStringLiteral("direction")].toString(), QStringLiteral("rising"));
    EXPECT_TRUE(
        cj[1][QStringLiteral("points")].toArray()[2][QStringLiteral("between_nodes")].toBool());
    const QStringList lines =
        sweepCsv(rho, FieldId::Accelerators, curves, {QStringLiteral("a.json")})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 5 + 3);
    EXPECT_EQ(lines[0], QStringLiteral("design,file,cluster.accelerators,"
                                       "communication.comm_compute_ratio,between_nodes,valid,"
                                       "flags,reason"));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("\"7B, NDR\",a.json,1024,0.94947187")))
        << lines[1].toStdString();
}

} // namespace
} // namespace fleet
