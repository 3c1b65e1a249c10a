// evaluate(): every formula for one scenario, wired in the order the couplings need — the
// roofline and decode; communication (whose AllReduce sets ρ and η_network); the training
// layout (whose MFU the utilization may use); scaling;
// reliability (whose MTBF sets the checkpoint interval and the derived goodput); utilization
// and the run totals; power.
#include "coupled.h"
#include "results.h"
#include "scenario.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

struct Flags
{
    Q_DECLARE_TR_FUNCTIONS(Flags)
};

void evaluateRoofline(const Scenario &s, Results &r)
{
    const double peak = s.peakFlopPerS();
    const double hbm = s.accelerator.hbmBandwidthBytesPerS;
    const auto &w = s.workload;
    auto &roof = r.roofline;
    roof.peakFlopPerS = peak;
    roof.ridgePointFlopPerByte = ridgePoint(peak, hbm);
    roof.attainableFlopPerS = attainableFlopPerS(peak, hbm, w.arithmeticIntensityFlopPerByte);
    roof.bound = rooflineBound(w.arithmeticIntensityFlopPerByte, roof.ridgePointFlopPerByte);
    roof.fractionOfPeak = roof.attainableFlopPerS / peak;
    const DecodeStep d = decodeStep(peak, hbm, w.parameters, w.bytesPerParameter, w.decodeBatch,
                                    w.contextTokens, w.kvBytesPerToken);
    roof.decodeWeightsBytes = d.weightsBytes;
    roof.kvCacheBytes = d.kvCacheBytes;
    roof.decodeMemoryBytes = d.memoryBytes;
    roof.decodeIntensityFlopPerByte = d.intensityFlopPerByte;
    roof.decodeTokensPerS = d.tokensPerS;
    roof.decodeBound = d.bound;
    roof.prefillIntensityFlopPerByte = densePassIntensity(w.prefillTokens, w.bytesPerParameter);
    roof.prefillTokensPerS =
        attainableFlopPerS(peak, hbm, roof.prefillIntensityFlopPerByte) / (2.0 * w.parameters);
    roof.trainingIntensityFlopPerByte =
        densePassIntensity(w.trainingMicroBatchTokens, w.bytesPerParameter);
    roof.fitsInMemory = d.memoryBytes <= s.accelerator.hbmCapacityBytes;
}

void evaluateCommunication(const Scenario &s, Results &r)
{
    const double n = s.cluster.accelerators;
    const AllReduceSetup setup = allReduceSetup(s);
    const AlphaBeta flat =
        flatCollectiveLink(n, setup.acceleratorsPerNode, setup.intraNode, setup.interNode);
    auto &comm = r.communication;
    comm.messageBytes = s.allReduceMessageBytes();
    comm.ring = ringAllReduceTime(comm.messageBytes, n, flat);
    comm.tree = treeAllReduceTime(comm.messageBytes, n, flat);
    comm.hierarchical = hierarchicalAllReduceTime(comm.messageBytes, n, setup.acceleratorsPerNode,
                                                  setup.intraNode, setup.interNode);
    comm.allReduceS =
        allReduceTime(s.scaling.allReduceAlgorithm, comm.messageBytes, n, setup).totalS();
    comm.computeTimePerStepS = computeTimePerStepS(s);
    comm.allReduceBytesPerParticipant = ringAllReduceBytesPerParticipant(comm.messageBytes, n);
    comm.commComputeRatio = commComputeRatio(comm.allReduceS, comm.computeTimePerStepS);
    comm.intraToInterBandwidthRatio =
        setup.intraNode.bandwidthBytesPerS / setup.interNode.bandwidthBytesPerS;
    comm.treeBeatsRingBelowBytes = treeBeatsRingBelowBytes(n, flat);
    // The appendix's "ideal 16 MB transfer over NVLink" is a bandwidth-only lower bound.
    comm.transferTimeS = transferTimeS(s.workload.transferBytes, setup.intraNode, false);
    comm.transferRatio = commComputeRatio(comm.transferTimeS, comm.computeTimePerStepS);
}

void evaluateParallelism(const Scenario &s, Results &r)
{
    r.parallelism = evaluateLayout(s);
    // The rounded batch is always in parallelism.batch_rounded; it is a flag where it reaches
    // the utilization (the MFU from the layout).
    if (!r.parallelism.valid)
        r.flags.push_back(ModelFlag::LayoutInvalid);
    else if (r.parallelism.batchRounded && s.scaling.mfuSource == MfuSource::Layout)
        r.flags.push_back(ModelFlag::BatchRounded);
}

void evaluateScaling(const Scenario &s, Results &r)
{
    const double n = s.cluster.accelerators;
    const double serial = s.scaling.serialFraction;
    auto &sc = r.scaling;
    sc.amdahlSpeedup = amdahlSpeedup(serial, n);
    sc.amdahlEfficiency = amdahlEfficiency(serial, n);
    if (serial > 0)
        sc.amdahlLimit = amdahlLimit(serial);
    sc.gustafsonSpeedup = gustafsonSpeedup(serial, n);
    sc.empiricalScalingEfficiency = empiricalScalingEfficiency(n);
    sc.empiricalExtrapolated = empiricalEfficiencyExtrapolated(n);
    sc.networkScalingEfficiency = networkScalingEfficiency(
        r.communication.allReduceS, r.communication.computeTimePerStepS, s.scaling.commOverlap);
    using Source = Results::Scaling::Source;
    switch (s.scaling.efficiencySource) {
    case ScalingEfficiencySource::Empirical:
        sc.scalingEfficiency = sc.empiricalScalingEfficiency;
        sc.scalingEfficiencySource = Source::Empirical;
        break;
    case ScalingEfficiencySource::Network:
        sc.scalingEfficiency = sc.networkScalingEfficiency;
        sc.scalingEfficiencySource = Source::Network;
        break;
    case ScalingEfficiencySource::Lower: {
        const bool network = sc.networkScalingEfficiency < sc.empiricalScalingEfficiency;
        sc.scalingEfficiency =
            network ? sc.networkScalingEfficiency : sc.empiricalScalingEfficiency;
        sc.scalingEfficiencySource = network ? Source::Network : Source::Empirical;
        break;
    }
    case ScalingEfficiencySource::Set:
        sc.scalingEfficiency = s.scaling.scalingEfficiency;
        sc.scalingEfficiencySource = Source::Set;
        break;
    }
    // The layout's MFU already pays its communication and bubble: counting η again would
    // charge them twice.
    if (s.scaling.mfuSource == MfuSource::Layout && r.parallelism.valid) {
        sc.scalingEfficiency = 1.0;
        sc.scalingEfficiencySource = Source::Layout;
    }
    if (sc.scalingEfficiencySource == Source::Empirical && sc.empiricalExtrapolated)
        r.flags.push_back(ModelFlag::EmpiricalExtrapolated);
    // The floor is a clamp of a reported value, used or not. (Within N ≤ 200,000 it is never
    // reached: η(200,000) = 11.95 %; the floor binds from N = 524,288.)
    if (sc.empiricalExtrapolated && sc.empiricalScalingEfficiency <= kEmpiricalEfficiencyFloor)
        r.flags.push_back(ModelFlag::EmpiricalFloor);
    sc.baselineEfficiency = empiricalScalingEfficiency(s.scaling.baselineAccelerators);
    sc.impliedEfficiency =
        impliedScalingEfficiency(s.scaling.observedSpeedup, s.scaling.baselineAccelerators,
                                 sc.baselineEfficiency, s.scaling.targetAccelerators);
    sc.empiricalTargetEfficiency = empiricalScalingEfficiency(s.scaling.targetAccelerators);
}

void evaluateReliability(const Scenario &s, Results &r)
{
    const double n = s.cluster.accelerators;
    const double g = s.cluster.acceleratorsPerNode;
    const auto &rs = s.reliability;
    const bool nodes = rs.failureModel == FailureModel::Nodes;
    auto &rel = r.reliability;
    rel.failureRatePerH = clusterFailureRatePerH(s);
    rel.clusterMtbfH = nodes ? 1.0 / rel.failureRatePerH : clusterMtbfH(rs.acceleratorMttfH, n);
    rel.failureProbability = failureProbability(rs.horizonH, rel.clusterMtbfH);
    rel.expectedFailures = expectedFailures(rs.horizonH, rel.clusterMtbfH);
    rel.nodes = std::ceil(n / g);
    const std::vector<SeriesPart> parts = nodeComponentParts(s);
    rel.nodeMtbfH = nodes ? nodeMtbfH(g, rs.acceleratorMttfH, parts) : rs.acceleratorMttfH / g;
    rel.acceleratorFailureShare = (n / rs.acceleratorMttfH) / rel.failureRatePerH;
    rel.componentFailureShares.clear();
    for (const SeriesPart &p : parts)
        rel.componentFailureShares.push_back(
            nodes ? rel.nodes * p.count / p.mtbfH / rel.failureRatePerH : 0.0);

    rel.checkpointBytes = checkpointBytes(s.workload.parameters, rs.checkpointBytesPerParameter);
    rel.checkpointWriteS = checkpointWriteTimeS(rel.checkpointBytes, rs.storageBandwidthBytesPerS);
    const double mtbfS = rel.clusterMtbfH * 3600.0;
    rel.optimalCheckpointIntervalS = optimalCheckpointIntervalS(rel.checkpointWriteS, mtbfS);
    rel.dalyCheckpointIntervalS =
        rel.checkpointWriteS > 0 ? dalyCheckpointIntervalS(rel.checkpointWriteS, mtbfS) : 0.0;
    rel.youngFormulaValid = youngFormulaValid(rel.checkpointWriteS, mtbfS);
    if (!rel.youngFormulaValid)
        r.flags.push_back(ModelFlag::YoungOutOfRange);
    if (rel.checkpointWriteS >= 2 * mtbfS)
        r.flags.push_back(ModelFlag::DalyIntervalIsMtbf);
    switch (rs.checkpointPolicy) {
    case CheckpointPolicy::Young:
        rel.checkpointIntervalS = rel.optimalCheckpointIntervalS;
        break;
    case CheckpointPolicy::Daly:
        rel.checkpointIntervalS = rel.dalyCheckpointIntervalS;
        break;
    case CheckpointPolicy::Set:
        rel.checkpointIntervalS = rs.checkpointIntervalS;
        break;
    }
    if (rel.optimalCheckpointIntervalS > 0) {
        const double wasted = rel.checkpointWriteS / rel.optimalCheckpointIntervalS +
                              rel.optimalCheckpointIntervalS / (2 * mtbfS);
        rel.wastedTimeFractionAtOptimum = std::min(1.0, wasted);
        if (wasted >= 1)
            r.flags.push_back(ModelFlag::WastedTimeCapped);
    }
}

void evaluateUtilization(const Scenario &s, Results &r)
{
    const double n = s.cluster.accelerators;
    const double peak = s.peakFlopPerS();
    const auto &rel = r.reliability;
    auto &ops = r.operations;
    auto &u = r.utilization;
    const bool derived = s.operations.goodputModel == GoodputModel::Derived;
    ops.pipelineBubble = s.includedOverhead(Overhead::PipelineBubble);
    ops.maintenance = s.includedOverhead(Overhead::Maintenance);
    if (derived && rel.checkpointIntervalS > 0) {
        const ReliabilityOverheads o =
            reliabilityOverheads(rel.checkpointWriteS, rel.checkpointIntervalS,
                                 rel.clusterMtbfH * 3600.0, s.reliability.restartOverheadS);
        const bool excludedCheckpoint = s.operations.excluded[int(Overhead::Checkpointing)];
        const bool excludedFailure = s.operations.excluded[int(Overhead::FailureRecovery)];
        ops.checkpointOverhead = excludedCheckpoint ? 0.0 : o.checkpoint;
        ops.failureOverhead = excludedFailure ? 0.0 : o.failure;
    } else {
        ops.checkpointOverhead = s.includedOverhead(Overhead::Checkpointing);
        ops.failureOverhead = s.includedOverhead(Overhead::FailureRecovery);
    }
    u.goodputSource = derived ? Results::Utilization::GoodputSource::Derived
                              : Results::Utilization::GoodputSource::Budget;
    const double goodput =
        1.0 - (ops.pipelineBubble + ops.checkpointOverhead + ops.failureOverhead + ops.maintenance);
    u.progressStalls = !(goodput > 0);
    u.operationalGoodput = u.progressStalls ? 0.0 : goodput;
    if (u.progressStalls)
        r.flags.push_back(ModelFlag::ProgressStalls);
    u.mfuFromLayout = s.scaling.mfuSource == MfuSource::Layout && r.parallelism.valid;
    // With e_c = 1 and nothing to communicate the layout's MFU is exactly 1; rounding may put
    // it a few ulps above (never more: T_step ≥ the compute at e_c ≤ 1).
    u.mfu = u.mfuFromLayout ? std::min(1.0, r.parallelism.mfu) : s.scaling.mfu;
    u.peakFlopPerS = n * peak;
    u.afterMfuFlopPerS = u.peakFlopPerS * u.mfu;
    u.afterScalingFlopPerS = u.afterMfuFlopPerS * r.scaling.scalingEfficiency;
    u.effectiveFlopPerS =
        effectiveFlopPerS(n, peak, u.mfu, r.scaling.scalingEfficiency, u.operationalGoodput);
    u.effectiveFraction = u.effectiveFlopPerS / u.peakFlopPerS;
    // 6 · P_a · D: a mixture of experts computes with its active parameters (P_a = P when
    // dense). With the layout's MFU the time is D / tokens/s / goodput.
    u.trainingComputeFlop = trainingComputeFlop(s.activeParameters(), s.workload.trainingTokens);
    if (!u.progressStalls)
        u.trainingTimeS = trainingTimeS(u.trainingComputeFlop, u.effectiveFlopPerS);
}

void evaluatePower(const Scenario &s, Results &r)
{
    const double n = s.cluster.accelerators;
    const double g = s.cluster.acceleratorsPerNode;
    const double tdp = s.accelerator.tdpW;
    const double host = s.cluster.nodeOverheadW;
    const auto &f = s.facility;
    auto &p = r.power;
    p.nodePowerW = nodePowerW(g, tdp, host);
    p.itLoadW = clusterItLoadW(n, g, tdp, host);
    p.facilityLoadW = facilityLoadW(p.itLoadW, f.pue);
    p.overheadW = p.facilityLoadW - p.itLoadW;
    p.acceleratorsPerRack = acceleratorsPerRack(g, s.cluster.nodesPerRack, n);
    if (p.acceleratorsPerRack < g * s.cluster.nodesPerRack)
        r.flags.push_back(ModelFlag::RackHoldsWholeCluster);
    p.rackPowerW = rackPowerW(g, s.cluster.nodesPerRack, n, tdp, host);
    p.coolingVerdict = coolingVerdict(p.rackPowerW);
    p.annualEnergyWh = annualEnergyWh(p.facilityLoadW);
    p.annualCostUsd = annualCostUsd(p.annualEnergyWh, f.electricityUsdPerKwh);
    p.annualCo2Kg = annualCo2Kg(p.annualEnergyWh, f.gridGco2PerKwh);
}

void evaluateRun(const Scenario &s, Results &r)
{
    const std::optional<double> time = r.utilization.trainingTimeS;
    if (!time)
        return;
    auto &run = r.run;
    run.trainingTimeS = time;
    run.energyWh = r.power.facilityLoadW * *time / 3600.0;
    run.costUsd = *run.energyWh / 1000.0 * s.facility.electricityUsdPerKwh;
    run.co2Kg = *run.energyWh / 1000.0 * s.facility.gridGco2PerKwh / 1000.0;
    run.acceleratorHours = s.cluster.accelerators * *time / 3600.0;
    run.expectedFailures = r.reliability.failureRatePerH * *time / 3600.0;
    run.checkpointTimeS = r.operations.checkpointOverhead * *time;
    run.failureTimeS = r.operations.failureOverhead * *time;
}

} // namespace

const char *modelFlagId(ModelFlag f)
{
    switch (f) {
    case ModelFlag::EmpiricalExtrapolated:
        return "empirical_extrapolated";
    case ModelFlag::EmpiricalFloor:
        return "empirical_floor";
    case ModelFlag::YoungOutOfRange:
        return "young_out_of_range";
    case ModelFlag::DalyIntervalIsMtbf:
        return "daly_interval_is_mtbf";
    case ModelFlag::WastedTimeCapped:
        return "wasted_time_capped";
    case ModelFlag::ProgressStalls:
        return "progress_stalls";
    case ModelFlag::RackHoldsWholeCluster:
        return "rack_holds_whole_cluster";
    case ModelFlag::LayoutInvalid:
        return "layout_invalid";
    case ModelFlag::BatchRounded:
        return "batch_rounded";
    }
    return "";
}

QString modelFlagText(ModelFlag f)
{
    switch (f) {
    case ModelFlag::EmpiricalExtrapolated:
        return Flags::tr("Scaling efficiency is extrapolated beyond the appendix's table "
                         "(N > 8,192): −5 points per doubling.");
    case ModelFlag::EmpiricalFloor:
        return Flags::tr("The extrapolated scaling efficiency is held at its 5 % floor.");
    case ModelFlag::YoungOutOfRange:
        return Flags::tr("Young's formula is out of range: a checkpoint write is not small "
                         "against the MTBF (δ ≥ M/10). Use Daly's interval.");
    case ModelFlag::DalyIntervalIsMtbf:
        return Flags::tr("A checkpoint write takes two MTBFs or more: Daly's interval is taken "
                         "as the MTBF.");
    case ModelFlag::WastedTimeCapped:
        return Flags::tr("The first-order wasted-time fraction reaches 100 % and is shown "
                         "capped at 100 %.");
    case ModelFlag::ProgressStalls:
        return Flags::tr("The run never progresses: checkpoints and failures take all of the "
                         "time (derived goodput ≤ 0).");
    case ModelFlag::RackHoldsWholeCluster:
        return Flags::tr("The cluster is smaller than one rack: rack power counts only the "
                         "cluster's accelerators, in a partly filled rack.");
    case ModelFlag::LayoutInvalid:
        return Flags::tr("The training layout cannot run on this cluster (see the layout): its "
                         "results are zero, and an MFU from the layout falls back to the MFU "
                         "set.");
    case ModelFlag::BatchRounded:
        return Flags::tr("The global batch is not a whole number of micro-batches: the layout "
                         "trains on the nearest whole number of them.");
    }
    return {};
}

bool Results::has(ModelFlag f) const
{
    return std::find(flags.begin(), flags.end(), f) != flags.end();
}

Results evaluate(const Scenario &s)
{
    Results r;
    evaluateRoofline(s, r);
    evaluateCommunication(s, r);
    evaluateParallelism(s, r);
    evaluateScaling(s, r);
    evaluateReliability(s, r);
    evaluateUtilization(s, r);
    evaluatePower(s, r);
    evaluateRun(s, r);
    r.serving = evaluateServing(servingInputs(s));
    return r;
}

} // namespace fleet
