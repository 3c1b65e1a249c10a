#include "results.h"
#include "scenario.h"

namespace fleet {

double Scenario::overhead(Overhead o) const
{
    switch (o) {
    case Overhead::PipelineBubble:
        return operations.pipelineBubble;
    case Overhead::Checkpointing:
        return operations.checkpointing;
    case Overhead::FailureRecovery:
        return operations.failureRecovery;
    case Overhead::Maintenance:
        return operations.maintenance;
    }
    return 0;
}

double Scenario::includedOverhead(Overhead o) const
{
    return operations.excluded[static_cast<int>(o)] ? 0.0 : overhead(o);
}

double Scenario::allReduceMessageBytes() const
{
    return workload.allReduceMessageBytes.value_or(workload.parameters
                                                   * workload.bytesPerParameter);
}

const char *overheadId(Overhead o)
{
    switch (o) {
    case Overhead::PipelineBubble:
        return "pipeline_bubble";
    case Overhead::Checkpointing:
        return "checkpointing";
    case Overhead::FailureRecovery:
        return "failure_recovery";
    case Overhead::Maintenance:
        return "maintenance";
    }
    return "";
}

Results evaluate(const Scenario &s)
{
    Results r;
    const double n = s.cluster.accelerators;
    const double peak = s.peakFlopPerS();
    const double hbm = s.accelerator.hbmBandwidthBytesPerS;
    const auto &w = s.workload;

    auto &roof = r.roofline;
    roof.peakFlopPerS = peak;
    roof.ridgePointFlopPerByte = ridgePoint(peak, hbm);
    roof.attainableFlopPerS = attainableFlopPerS(peak, hbm, w.arithmeticIntensityFlopPerByte);
    roof.bound = rooflineBound(w.arithmeticIntensityFlopPerByte, roof.ridgePointFlopPerByte);
    roof.fractionOfPeak = roof.attainableFlopPerS / peak;
    roof.decodeWeightsBytes = decodeWeightsBytes(w.parameters, w.bytesPerParameter);
    roof.decodeIntensityFlopPerByte = decodeIntensity(w.decodeBatch, w.bytesPerParameter);
    roof.decodeTokensPerS =
        decodeTokensPerS(peak, hbm, w.parameters, w.bytesPerParameter, w.decodeBatch);
    roof.decodeBound = rooflineBound(roof.decodeIntensityFlopPerByte, roof.ridgePointFlopPerByte);
    roof.prefillIntensityFlopPerByte = densePassIntensity(w.prefillTokens, w.bytesPerParameter);
    roof.trainingIntensityFlopPerByte =
        densePassIntensity(w.trainingMicroBatchTokens, w.bytesPerParameter);
    roof.fitsInMemory = roof.decodeWeightsBytes <= s.accelerator.hbmCapacityBytes;

    auto &sc = r.scaling;
    const double serial = s.scaling.serialFraction;
    sc.amdahlSpeedup = amdahlSpeedup(serial, n);
    sc.amdahlEfficiency = amdahlEfficiency(serial, n);
    if (serial > 0)
        sc.amdahlLimit = amdahlLimit(serial);
    sc.gustafsonSpeedup = gustafsonSpeedup(serial, n);
    sc.empiricalScalingEfficiency = empiricalScalingEfficiency(n);
    sc.scalingEfficiency = s.scaling.scalingEfficiency.value_or(sc.empiricalScalingEfficiency);
    sc.baselineEfficiency = empiricalScalingEfficiency(s.scaling.baselineAccelerators);
    sc.impliedEfficiency =
        impliedScalingEfficiency(s.scaling.observedSpeedup, s.scaling.baselineAccelerators,
                                 sc.baselineEfficiency, s.scaling.targetAccelerators);
    sc.empiricalTargetEfficiency = empiricalScalingEfficiency(s.scaling.targetAccelerators);

    auto &comm = r.communication;
    const AlphaBeta intra{s.intraNodeLink.bandwidthBytesPerS, s.intraNodeLink.latencyS};
    const AlphaBeta inter{s.interNodeLink.bandwidthBytesPerS, s.interNodeLink.latencyS};
    const double perNode = s.cluster.acceleratorsPerNode;
    const AlphaBeta flat = flatCollectiveLink(n, perNode, intra, inter);
    comm.messageBytes = s.allReduceMessageBytes();
    comm.ring = ringAllReduceTime(comm.messageBytes, n, flat);
    comm.tree = treeAllReduceTime(comm.messageBytes, n, flat);
    comm.hierarchical = hierarchicalAllReduceTime(comm.messageBytes, n, perNode, intra, inter);
    comm.allReduceBytesPerParticipant = ringAllReduceBytesPerParticipant(comm.messageBytes, n);
    comm.commComputeRatio = commComputeRatio(comm.ring.totalS(), w.computeTimePerStepS);
    comm.intraToInterBandwidthRatio = intra.bandwidthBytesPerS / inter.bandwidthBytesPerS;
    comm.treeBeatsRingBelowBytes = treeBeatsRingBelowBytes(n, flat);
    // The seed's "ideal 16 MB transfer over NVLink" is a bandwidth-only lower bound.
    comm.transferTimeS = transferTimeS(w.transferBytes, intra, false);
    comm.transferRatio = commComputeRatio(comm.transferTimeS, w.computeTimePerStepS);

    auto &rel = r.reliability;
    const auto &rs = s.reliability;
    rel.clusterMtbfH = clusterMtbfH(rs.acceleratorMttfH, n);
    rel.failureProbability = failureProbability(rs.horizonH, rel.clusterMtbfH);
    rel.expectedFailures = expectedFailures(rs.horizonH, rel.clusterMtbfH);
    rel.checkpointBytes = checkpointBytes(w.parameters, rs.checkpointBytesPerParameter);
    rel.checkpointWriteS = checkpointWriteTimeS(rel.checkpointBytes, rs.storageBandwidthBytesPerS);
    const double mtbfS = rel.clusterMtbfH * 3600.0;
    rel.optimalCheckpointIntervalS = optimalCheckpointIntervalS(rel.checkpointWriteS, mtbfS);
    rel.wastedTimeFractionAtOptimum =
        rel.optimalCheckpointIntervalS > 0
            ? wastedTimeFraction(rel.optimalCheckpointIntervalS, rel.checkpointWriteS, mtbfS)
            : 0.0;

    auto &u = r.utilization;
    u.operationalGoodput = operationalGoodput(
        s.includedOverhead(Overhead::PipelineBubble), s.includedOverhead(Overhead::Checkpointing),
        s.includedOverhead(Overhead::FailureRecovery), s.includedOverhead(Overhead::Maintenance));
    u.peakFlopPerS = n * peak;
    u.afterMfuFlopPerS = u.peakFlopPerS * s.scaling.mfu;
    u.afterScalingFlopPerS = u.afterMfuFlopPerS * sc.scalingEfficiency;
    u.effectiveFlopPerS =
        effectiveFlopPerS(n, peak, s.scaling.mfu, sc.scalingEfficiency, u.operationalGoodput);
    u.effectiveFraction = u.effectiveFlopPerS / u.peakFlopPerS;
    u.trainingComputeFlop = trainingComputeFlop(w.parameters, w.trainingTokens);
    u.trainingTimeS = trainingTimeS(u.trainingComputeFlop, u.effectiveFlopPerS);

    auto &p = r.power;
    const auto &f = s.facility;
    p.itLoadW = itLoadW(n, s.accelerator.tdpW);
    p.facilityLoadW = facilityLoadW(p.itLoadW, f.pue);
    p.overheadW = p.facilityLoadW - p.itLoadW;
    p.acceleratorsPerRack = acceleratorsPerRack(perNode, s.cluster.nodesPerRack, n);
    p.rackPowerW = p.acceleratorsPerRack * s.accelerator.tdpW;
    p.coolingVerdict = coolingVerdict(p.rackPowerW);
    p.annualEnergyWh = annualEnergyWh(p.facilityLoadW);
    p.annualCostUsd = annualCostUsd(p.annualEnergyWh, f.electricityUsdPerKwh);
    p.annualCo2Kg = annualCo2Kg(p.annualEnergyWh, f.gridGco2PerKwh);
    return r;
}

} // namespace fleet
