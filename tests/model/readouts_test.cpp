// Every readout of every view against its formatted result: for each builder of explain.h, the
// value under each title is the result the title names, formatted — over scenarios that reach
// each branch (appendix and coupled models, a stalled run, s = 0, an extrapolated η, every
// cooling verdict, every AllReduce algorithm). A readout without an expected value here fails.
#include "../qtprinters.h"
#include "coupled.h"
#include "explain.h"
#include "format.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>
#include <map>

namespace fleet {
namespace {

using Values = std::map<QString, QString>;

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

QString atMost(const QString &v)
{
    return QStringLiteral("≤ ") + v;
}
QString twoLines(const QString &a, const QString &b)
{
    return a + QLatin1Char('\n') + b;
}
QString parts(const CollectiveTime &t)
{
    return twoLines(formatDuration(t.totalS()),
                    QStringLiteral("β %1 + α %2")
                        .arg(formatDuration(t.bandwidthS), formatDuration(t.latencyS)));
}
QString verdict(double rho)
{
    return rho < 1 ? QStringLiteral("Communication can hide\nbehind compute")
                   : QStringLiteral("Communication-bound");
}

Values rooflineValues(const Scenario &s, const Results &r)
{
    const auto &ro = r.roofline;
    const QString memory = formatSi(ro.decodeMemoryBytes, QStringLiteral("B"));
    const QString hbm = formatSi(s.accelerator.hbmCapacityBytes, QStringLiteral("B"));
    return {
        {QStringLiteral("Ridge point"),
         formatReadable(ro.ridgePointFlopPerByte) + QStringLiteral(" FLOP/byte")},
        {QStringLiteral("Attainable (kernel)"),
         atMost(formatSi(ro.attainableFlopPerS, QStringLiteral("FLOP/s")))},
        {QStringLiteral("Kernel bound"), ro.bound == Bound::Memory
                                             ? QStringLiteral("Memory-bound")
                                             : QStringLiteral("Compute-bound")},
        {QStringLiteral("% of peak (kernel)"), atMost(formatPercent(ro.fractionOfPeak))},
        {QStringLiteral("Decode tokens/s"),
         atMost(formatReadable(ro.decodeTokensPerS) + QStringLiteral(" tokens/s"))},
        {QStringLiteral("Decode intensity"),
         twoLines(formatReadable(ro.decodeIntensityFlopPerByte) + QStringLiteral(" FLOP/byte"),
                  ro.decodeBound == Bound::Memory ? QStringLiteral("memory-bound")
                                                  : QStringLiteral("compute-bound"))},
        {QStringLiteral("Prefill tokens/s"),
         atMost(formatReadable(ro.prefillTokensPerS) + QStringLiteral(" tokens/s"))},
        {QStringLiteral("Memory (weights + KV)"),
         ro.fitsInMemory ? QStringLiteral("Fits:\n%1 of %2").arg(memory, hbm)
                         : QStringLiteral("Does not fit:\n%1 > %2").arg(memory, hbm)},
    };
}

Values scalingValues(const Scenario &s, const Results &r)
{
    const auto &sc = r.scaling;
    const double n = s.cluster.accelerators;
    const QString extrapolated =
        sc.empiricalExtrapolated ? QStringLiteral(" (extrapolated)") : QString();
    const QString source = sc.scalingEfficiencySource == Results::Scaling::Source::Empirical
                               ? QStringLiteral("empirical") + extrapolated
                           : sc.scalingEfficiencySource == Results::Scaling::Source::Network
                               ? QStringLiteral("network")
                               : QStringLiteral("set by hand");
    return {
        {QStringLiteral("Amdahl speedup"), formatSpeedup(sc.amdahlSpeedup)},
        {QStringLiteral("Amdahl efficiency"), formatPercent(sc.amdahlEfficiency)},
        {QStringLiteral("Amdahl ceiling"),
         sc.amdahlLimit ? formatSpeedup(*sc.amdahlLimit) : QStringLiteral("None (s = 0)")},
        {QStringLiteral("Gustafson speedup"), formatSpeedup(sc.gustafsonSpeedup)},
        {QStringLiteral("Empirical efficiency"),
         formatPercent(sc.empiricalScalingEfficiency) + extrapolated},
        {QStringLiteral("Empirical speedup"),
         formatSpeedup(n * sc.empiricalScalingEfficiency) + extrapolated},
        {QStringLiteral("Network efficiency"), formatPercent(sc.networkScalingEfficiency)},
        {QStringLiteral("Scaling efficiency used"),
         QStringLiteral("%1 (%2)").arg(formatPercent(sc.scalingEfficiency), source)},
    };
}

Values communicationValues(const Scenario &s, const Results &r)
{
    const auto &c = r.communication;
    const char *algorithm[] = {"ring", "tree", "hierarchical"};
    return {
        {QStringLiteral("Message M"), formatSi(c.messageBytes, QStringLiteral("B"))},
        {QStringLiteral("Ring AllReduce"), parts(c.ring)},
        {QStringLiteral("Tree AllReduce"), parts(c.tree)},
        {QStringLiteral("Hierarchical AllReduce"), parts(c.hierarchical)},
        {QStringLiteral("Sent per participant"),
         formatSi(c.allReduceBytesPerParticipant, QStringLiteral("B"))},
        {QStringLiteral("Compute per step T_c"), formatDuration(c.computeTimePerStepS)},
        {QStringLiteral("ρ (%1 AllReduce)")
             .arg(QLatin1String(algorithm[int(s.scaling.allReduceAlgorithm)])),
         twoLines(formatReadable(c.commComputeRatio), verdict(c.commComputeRatio))},
        {QStringLiteral("Transfer over ") + QString::fromStdString(s.intraNodeLink.name),
         formatDuration(c.transferTimeS)},
        {QStringLiteral("ρ (transfer)"),
         twoLines(formatReadable(c.transferRatio), verdict(c.transferRatio))},
        {QStringLiteral("Intra / inter bandwidth"),
         formatReadable(c.intraToInterBandwidthRatio) + QStringLiteral("× per direction")},
        {QStringLiteral("Tree beats ring below"),
         c.treeBeatsRingBelowBytes > 0 ? formatSi(c.treeBeatsRingBelowBytes, QStringLiteral("B"))
                                       : QStringLiteral("never at this N")},
    };
}

Values reliabilityValues(const Scenario &s, const Results &r)
{
    const auto &rel = r.reliability;
    const QString horizon = formatReadable(s.reliability.horizonH) + QStringLiteral(" h");
    const char *policy[] = {"Young's", "Daly's", "set by hand"};
    Values v{
        {QStringLiteral("Cluster MTBF"), formatHours(rel.clusterMtbfH)},
        {QStringLiteral("P(failure within %1)").arg(horizon),
         formatPercent(rel.failureProbability)},
        {QStringLiteral("Expected failures in %1").arg(horizon),
         formatReadable(rel.expectedFailures)},
        {QStringLiteral("Checkpoint size"), formatSi(rel.checkpointBytes, QStringLiteral("B"))},
        {QStringLiteral("Checkpoint write time"), formatDuration(rel.checkpointWriteS)},
        {QStringLiteral("Young's τ*"),
         formatDuration(rel.optimalCheckpointIntervalS) +
             (rel.youngFormulaValid ? QString()
                                    : QStringLiteral("\nout of range (δ ≥ M/10): use Daly's"))},
        {QStringLiteral("Daly's τ"), formatDuration(rel.dalyCheckpointIntervalS)},
        {QStringLiteral("Interval used"),
         QStringLiteral("%1 (%2)").arg(formatDuration(rel.checkpointIntervalS),
                                       QLatin1String(policy[int(s.reliability.checkpointPolicy)]))},
        {QStringLiteral("First-order waste at τ*"),
         formatPercent(rel.wastedTimeFractionAtOptimum) +
             (r.has(ModelFlag::WastedTimeCapped)
                  ? QStringLiteral("\ncapped: the first-order model fails here")
                  : QString())},
    };
    if (s.reliability.failureModel == FailureModel::Nodes) {
        v[QStringLiteral("Node MTBF")] = formatReadable(rel.nodeMtbfH) + QStringLiteral(" h");
        QStringList shares{QStringLiteral("accelerators ") +
                           formatPercent(rel.acceleratorFailureShare)};
        for (size_t i = 0; i < s.reliability.nodeComponents.size(); ++i)
            shares << QString::fromStdString(s.reliability.nodeComponents[i].name) +
                          QLatin1Char(' ') + formatPercent(rel.componentFailureShares[i]);
        QString text;
        for (qsizetype i = 0; i < shares.size(); ++i)
            text += shares[i] + (i + 1 == shares.size() ? QString()
                                 : i % 2                ? QStringLiteral("\n")
                                                        : QStringLiteral(" · "));
        v[QStringLiteral("Failures come from")] = text;
    }
    return v;
}

Values utilizationValues(const Scenario &s, const Results &r)
{
    const auto &u = r.utilization;
    auto flops = [](double v) { return formatSi(v, QStringLiteral("FLOP/s")); };
    const double mfu = s.scaling.mfu, eta = r.scaling.scalingEfficiency;
    const bool derived = u.goodputSource == Results::Utilization::GoodputSource::Derived;
    return {
        {QStringLiteral("Peak (N × R_peak)"), flops(u.peakFlopPerS)},
        {QStringLiteral("Effective"), flops(u.effectiveFlopPerS)},
        {QStringLiteral("Fraction of peak"), formatPercent(u.effectiveFraction)},
        {QStringLiteral("Operational goodput"),
         u.progressStalls ? QStringLiteral("0 %: the run never progresses")
                          : formatPercent(u.operationalGoodput) +
                                (derived ? QStringLiteral(" (derived)") : QString())},
        {QStringLiteral("Where the rest went"),
         QStringLiteral("MFU %1\nscaling %2\noperations %3")
             .arg(formatPercent(1 - mfu), formatPercent(mfu * (1 - eta)),
                  formatPercent(mfu * eta * (1 - u.operationalGoodput)))},
        {QStringLiteral("Training compute"),
         formatSi(u.trainingComputeFlop, QStringLiteral("FLOP"))},
        {QStringLiteral("Training time"),
         u.trainingTimeS ? formatTrainingTime(*u.trainingTimeS) : QStringLiteral("Never finishes")},
        {QStringLiteral("Implied efficiency at N_t"),
         formatPercent(r.scaling.impliedEfficiency, 2) +
             (r.scaling.impliedEfficiency > 1
                  ? QStringLiteral("\nabove 100 %: check the measurement")
                  : QString())},
    };
}

Values runValues(const Scenario &, const Results &r)
{
    const auto &run = r.run;
    if (!run.trainingTimeS)
        return {{QStringLiteral("Run totals"), QStringLiteral("None: the run never progresses")}};
    return {
        {QStringLiteral("Energy to train"), formatSi(*run.energyWh, QStringLiteral("Wh"))},
        {QStringLiteral("Electricity cost"), formatUsd(*run.costUsd)},
        {QStringLiteral("CO₂ to train"), formatCo2(*run.co2Kg)},
        {QStringLiteral("Accelerator-hours"),
         formatNumber(std::round(*run.acceleratorHours), 0) + QStringLiteral(" h")},
    };
}

Values powerValues(const Scenario &, const Results &r)
{
    const auto &p = r.power;
    const char *verdicts[] = {"Air cooling is enough", "Liquid cooling required",
                              "Direct-to-chip liquid\ncooling required"};
    auto w = [](double v) { return formatSi(v, QStringLiteral("W")); };
    return {
        {QStringLiteral("Node power"), w(p.nodePowerW)},
        {QStringLiteral("Rack power"), w(p.rackPowerW)},
        {QStringLiteral("Cooling verdict"), QString::fromUtf8(verdicts[int(p.coolingVerdict)])},
        {QStringLiteral("IT load"), w(p.itLoadW)},
        {QStringLiteral("Facility load"), w(p.facilityLoadW)},
        {QStringLiteral("Facility overhead"), w(p.overheadW)},
        {QStringLiteral("Annual energy"), formatSi(p.annualEnergyWh, QStringLiteral("Wh"))},
        {QStringLiteral("Annual cost"), formatUsd(p.annualCostUsd)},
        {QStringLiteral("Annual CO₂"), formatCo2(p.annualCo2Kg)},
    };
}

void check(const char *view, const std::vector<Readout> &readouts, const Values &expected)
{
    Values shown;
    for (const Readout &r : readouts) {
        EXPECT_FALSE(shown.count(r.title))
            << view << ": two readouts titled " << r.title.toStdString();
        shown[r.title] = r.value;
        EXPECT_FALSE(r.value.contains(QStringLiteral("nan"), Qt::CaseInsensitive) ||
                     r.value.contains(QStringLiteral("inf"), Qt::CaseInsensitive))
            << view << ": " << r.title.toStdString() << " = " << r.value.toStdString();
    }
    for (const auto &[title, value] : shown) {
        const auto e = expected.find(title);
        if (e == expected.end()) {
            ADD_FAILURE() << view << ": readout \"" << title.toStdString()
                          << "\" has no expected value";
            continue;
        }
        EXPECT_EQ(value, e->second) << view << ": " << title.toStdString();
    }
    for (const auto &[title, value] : expected)
        EXPECT_TRUE(shown.count(title)) << view << ": no readout \"" << title.toStdString() << "\"";
}

void checkAll(const Scenario &s)
{
    const Results r = evaluate(s);
    check("roofline", rooflineReadouts(s, r), rooflineValues(s, r));
    check("scaling", scalingReadouts(s, r), scalingValues(s, r));
    check("communication", communicationReadouts(s, r), communicationValues(s, r));
    check("reliability", reliabilityReadouts(s, r), reliabilityValues(s, r));
    check("utilization", utilizationReadouts(s, r), utilizationValues(s, r));
    check("run", runReadouts(s, r), runValues(s, r));
    check("power", powerReadouts(s, r), powerValues(s, r));
}

TEST(Readouts, AppendixDefaults)
{
    checkAll(defaultScenario(catalog()));
}

TEST(Readouts, CoupledModelInPartlyFilledNodes)
{
    Scenario s = defaultScenario(catalog());
    applyModelMode(s, ModelMode::Coupled);
    s.cluster.accelerators = 1001;
    s.workload.contextTokens = 100000; // does not fit in 80 GB
    checkAll(s);
}

TEST(Readouts, EachAlgorithmAndEfficiencySource)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 3000;
    for (AllReduceAlgorithm a :
         {AllReduceAlgorithm::Ring, AllReduceAlgorithm::Tree, AllReduceAlgorithm::Hierarchical}) {
        for (ScalingEfficiencySource e :
             {ScalingEfficiencySource::Empirical, ScalingEfficiencySource::Network,
              ScalingEfficiencySource::Lower, ScalingEfficiencySource::Set}) {
            s.scaling.allReduceAlgorithm = a;
            s.scaling.efficiencySource = e;
            s.scaling.commOverlap = 0;
            checkAll(s);
        }
    }
}

TEST(Readouts, AStalledRunWithNoSerialFractionPastTheTable)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 200000;
    s.workload.parameters = 1e12;
    s.reliability.storageBandwidthBytesPerS = 5e9;
    s.reliability.checkpointPolicy = CheckpointPolicy::Daly;
    s.operations.goodputModel = GoodputModel::Derived;
    s.scaling.serialFraction = 0;
    s.scaling.observedSpeedup = 100; // implies more than 100 %
    const Results r = evaluate(s);
    ASSERT_TRUE(r.utilization.progressStalls);
    ASSERT_TRUE(r.has(ModelFlag::WastedTimeCapped));
    checkAll(s);
}

TEST(Readouts, EveryCoolingVerdictAndTinyCluster)
{
    Scenario s = defaultScenario(catalog());
    s.accelerator = *catalog().findAccelerator("nvidia-b200");
    for (int nodesPerRack : {1, 4, 16}) { // 8 kW air, 32 kW liquid, 128 kW direct-to-chip
        s.cluster.nodesPerRack = nodesPerRack;
        checkAll(s);
        // Every wording is among the verdict's alternatives (the window keeps their room).
        const std::vector<Readout> power = powerReadouts(s, evaluate(s));
        const auto verdict = std::find_if(power.begin(), power.end(), [](const Readout &r) {
            return r.title == QStringLiteral("Cooling verdict");
        });
        ASSERT_NE(verdict, power.end());
        EXPECT_EQ(verdict->alternatives,
                  QStringList({QStringLiteral("Air cooling is enough"),
                               QStringLiteral("Liquid cooling required"),
                               QStringLiteral("Direct-to-chip liquid\ncooling required")}));
        EXPECT_TRUE(verdict->alternatives.contains(verdict->value));
    }
    s.cluster.accelerators = 1; // one node, no communication: "never at this N"
    s.reliability.checkpointPolicy = CheckpointPolicy::Set;
    s.reliability.checkpointIntervalS = 600;
    checkAll(s);
}

} // namespace
} // namespace fleet
