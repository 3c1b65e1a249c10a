// The first-order fleet physics (physics.h): roofline and decode, Amdahl, Gustafson and the
// empirical scaling-efficiency table, ring/tree/hierarchical AllReduce, ρ, utilization,
// reliability and checkpoints, power and cooling. Each function checks its preconditions.
#include "physics.h"

#include "require.h"

#include <algorithm>
#include <cmath>

namespace fleet {

using namespace detail;

const char *boundId(Bound b)
{
    return b == Bound::Memory ? "memory" : "compute";
}

double ridgePoint(double peakFlopPerS, double bandwidthBytesPerS)
{
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(positive(bandwidthBytesPerS), __func__, "bandwidth must be > 0");
    return peakFlopPerS / bandwidthBytesPerS;
}

double attainableFlopPerS(double peakFlopPerS, double bandwidthBytesPerS,
                          double intensityFlopPerByte)
{
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(positive(bandwidthBytesPerS), __func__, "bandwidth must be > 0");
    require(positive(intensityFlopPerByte), __func__, "arithmetic intensity must be > 0");
    return std::min(peakFlopPerS, intensityFlopPerByte * bandwidthBytesPerS);
}

Bound rooflineBound(double intensityFlopPerByte, double ridgeFlopPerByte)
{
    return intensityFlopPerByte < ridgeFlopPerByte ? Bound::Memory : Bound::Compute;
}

double decodeWeightsBytes(double parameters, double bytesPerParameter)
{
    require(positive(parameters), __func__, "parameters must be > 0");
    require(positive(bytesPerParameter), __func__, "bytes per parameter must be > 0");
    return parameters * bytesPerParameter;
}

double decodeIntensity(double batch, double bytesPerParameter)
{
    require(count(batch), __func__, "batch must be >= 1");
    require(positive(bytesPerParameter), __func__, "bytes per parameter must be > 0");
    return 2.0 * batch / bytesPerParameter;
}

double decodeTokensPerS(double peakFlopPerS, double bandwidthBytesPerS, double parameters,
                        double bytesPerParameter, double batch)
{
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(positive(bandwidthBytesPerS), __func__, "bandwidth must be > 0");
    require(count(batch), __func__, "batch must be >= 1");
    const double weights = decodeWeightsBytes(parameters, bytesPerParameter);
    const double memoryBound = bandwidthBytesPerS / weights * batch;
    const double computeBound = peakFlopPerS / (2.0 * parameters);
    return std::min(memoryBound, computeBound);
}

double densePassIntensity(double tokens, double bytesPerParameter)
{
    require(count(tokens), __func__, "tokens must be >= 1");
    require(positive(bytesPerParameter), __func__, "bytes per parameter must be > 0");
    return 2.0 * tokens / bytesPerParameter;
}

double amdahlSpeedup(double serialFraction, double n)
{
    require(fraction(serialFraction), __func__, "serial fraction must be in [0, 1]");
    require(count(n), __func__, "N must be >= 1");
    return 1.0 / (serialFraction + (1.0 - serialFraction) / n);
}

double amdahlEfficiency(double serialFraction, double n)
{
    require(fraction(serialFraction), __func__, "serial fraction must be in [0, 1]");
    require(count(n), __func__, "N must be >= 1");
    // S(N) / N = 1 / (1 + s (N − 1)): the denominator is ≥ 1 in floating point too, so the
    // efficiency never rounds above 1 (S(N) / N can, by an ulp, for s near 0).
    return 1.0 / (1.0 + serialFraction * (n - 1.0));
}

double amdahlLimit(double serialFraction)
{
    require(fraction(serialFraction) && serialFraction > 0, __func__,
            "serial fraction must be in (0, 1]; s = 0 has no ceiling");
    return 1.0 / serialFraction;
}

double gustafsonSpeedup(double serialFraction, double n)
{
    require(fraction(serialFraction), __func__, "serial fraction must be in [0, 1]");
    require(count(n), __func__, "N must be >= 1");
    return n - serialFraction * (n - 1.0);
}

const std::vector<EfficiencyPoint> &empiricalEfficiencyTable()
{
    static const std::vector<EfficiencyPoint> table = {
        {1, 1.00}, {32, 0.90}, {256, 0.70}, {1024, 0.50}, {8192, 0.35}};
    return table;
}

double empiricalScalingEfficiency(double n)
{
    require(count(n), __func__, "N must be >= 1");
    const auto &table = empiricalEfficiencyTable();
    if (n <= table.front().accelerators)
        return table.front().efficiency;
    if (n > table.back().accelerators) {
        // Beyond the table: the last segment's slope per doubling, continued (−5 points per
        // doubling after 8,192), never below the floor.
        const EfficiencyPoint &last = table.back();
        const EfficiencyPoint &before = table[table.size() - 2];
        const double perDoubling = (last.efficiency - before.efficiency) /
                                   (std::log2(last.accelerators) - std::log2(before.accelerators));
        const double extrapolated =
            last.efficiency + perDoubling * (std::log2(n) - std::log2(last.accelerators));
        return std::max(kEmpiricalEfficiencyFloor, extrapolated);
    }
    const auto upper = std::find_if(table.begin(), table.end(),
                                    [n](const EfficiencyPoint &p) { return p.accelerators >= n; });
    const auto lower = upper - 1;
    const double t = (std::log2(n) - std::log2(lower->accelerators)) /
                     (std::log2(upper->accelerators) - std::log2(lower->accelerators));
    return lower->efficiency + t * (upper->efficiency - lower->efficiency);
}

bool empiricalEfficiencyExtrapolated(double n)
{
    return n > empiricalEfficiencyTable().back().accelerators;
}

double impliedScalingEfficiency(double observedSpeedup, double baseAccelerators,
                                double baseEfficiency, double targetAccelerators)
{
    require(positive(observedSpeedup), __func__, "observed speedup must be > 0");
    require(count(baseAccelerators), __func__, "base N must be >= 1");
    require(positive(baseEfficiency), __func__, "base efficiency must be > 0");
    require(count(targetAccelerators), __func__, "target N must be >= 1");
    return observedSpeedup * baseAccelerators * baseEfficiency / targetAccelerators;
}

namespace {
void requireLink(AlphaBeta link, const char *function)
{
    require(positive(link.bandwidthBytesPerS), function, "link bandwidth must be > 0");
    require(nonNegative(link.latencyS), function, "link latency must be >= 0");
}
} // namespace

CollectiveTime ringAllReduceTime(double messageBytes, double n, AlphaBeta link)
{
    require(nonNegative(messageBytes), __func__, "message size must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    requireLink(link, __func__);
    return {2.0 * (n - 1.0) / n * messageBytes / link.bandwidthBytesPerS,
            2.0 * (n - 1.0) * link.latencyS};
}

double ringAllReduceBytesPerParticipant(double messageBytes, double n)
{
    require(nonNegative(messageBytes), __func__, "message size must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    return 2.0 * (n - 1.0) * messageBytes / n;
}

CollectiveTime treeAllReduceTime(double messageBytes, double n, AlphaBeta link)
{
    require(nonNegative(messageBytes), __func__, "message size must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    requireLink(link, __func__);
    const double steps = 2.0 * std::ceil(std::log2(n));
    return {steps * messageBytes / link.bandwidthBytesPerS, steps * link.latencyS};
}

CollectiveTime hierarchicalAllReduceTime(double messageBytes, double n, double perNode,
                                         AlphaBeta intraNode, AlphaBeta interNode)
{
    require(nonNegative(messageBytes), __func__, "message size must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    requireLink(intraNode, __func__);
    requireLink(interNode, __func__);
    const double g = std::min(n, perNode);
    const double nodes = std::ceil(n / perNode);
    // The emptiest node: what is left after the full ones (all of them full when g divides n).
    const double emptiest = n - (nodes - 1.0) * perNode;
    // Reduce-scatter and all-gather inside the (fullest) node cost the same; count both.
    const CollectiveTime inNode{2.0 * (g - 1.0) / g * messageBytes / intraNode.bandwidthBytesPerS,
                                2.0 * (g - 1.0) * intraNode.latencyS};
    const CollectiveTime across = ringAllReduceTime(messageBytes / emptiest, nodes, interNode);
    return {inNode.bandwidthS + across.bandwidthS, inNode.latencyS + across.latencyS};
}

CollectiveTime allReduceTime(AllReduceAlgorithm algorithm, double messageBytes, double n,
                             const AllReduceSetup &setup)
{
    const AlphaBeta flat =
        flatCollectiveLink(n, setup.acceleratorsPerNode, setup.intraNode, setup.interNode);
    switch (algorithm) {
    case AllReduceAlgorithm::Ring:
        return ringAllReduceTime(messageBytes, n, flat);
    case AllReduceAlgorithm::Tree:
        return treeAllReduceTime(messageBytes, n, flat);
    case AllReduceAlgorithm::Hierarchical:
        return hierarchicalAllReduceTime(messageBytes, n, setup.acceleratorsPerNode,
                                         setup.intraNode, setup.interNode);
    }
    return {};
}

AlphaBeta flatCollectiveLink(double n, double perNode, AlphaBeta intraNode, AlphaBeta interNode)
{
    require(count(n), __func__, "N must be >= 1");
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    return n > perNode ? interNode : intraNode;
}

double treeBeatsRingBelowBytes(double n, AlphaBeta link)
{
    require(count(n), __func__, "N must be >= 1");
    requireLink(link, __func__);
    // ring: 2(n−1)/n·M/β + 2(n−1)α ; tree: 2k·M/β + 2kα with k = ⌈log2 n⌉.
    // Tree wins while M < β·α·((n−1) − k) / (k − (n−1)/n).
    const double k = std::ceil(std::log2(n));
    const double latencyGain = (n - 1.0) - k;
    const double bandwidthLoss = k - (n - 1.0) / n;
    if (latencyGain <= 0 || bandwidthLoss <= 0 || link.latencyS <= 0)
        return 0;
    return link.bandwidthBytesPerS * link.latencyS * latencyGain / bandwidthLoss;
}

double transferTimeS(double bytes, AlphaBeta link, bool includeLatency)
{
    require(nonNegative(bytes), __func__, "bytes must be >= 0");
    requireLink(link, __func__);
    return bytes / link.bandwidthBytesPerS + (includeLatency ? link.latencyS : 0.0);
}

double commComputeRatio(double commTimeS, double computeTimePerAcceleratorS)
{
    require(nonNegative(commTimeS), __func__, "communication time must be >= 0");
    require(positive(computeTimePerAcceleratorS), __func__, "compute time must be > 0");
    return commTimeS / computeTimePerAcceleratorS;
}

double trainingComputeFlop(double parameters, double tokens)
{
    require(positive(parameters), __func__, "parameters must be > 0");
    require(positive(tokens), __func__, "tokens must be > 0");
    return 6.0 * parameters * tokens;
}

double operationalGoodput(double pipelineBubble, double checkpointing, double failureRecovery,
                          double maintenance)
{
    for (double term : {pipelineBubble, checkpointing, failureRecovery, maintenance})
        require(fraction(term), __func__, "each overhead must be in [0, 1]");
    const double goodput = 1.0 - (pipelineBubble + checkpointing + failureRecovery + maintenance);
    require(goodput > 0, __func__, "overheads must sum to less than 1");
    return goodput;
}

double effectiveFlopPerS(double n, double peakFlopPerS, double mfu, double scalingEfficiency,
                         double operationalGoodput)
{
    require(count(n), __func__, "N must be >= 1");
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(fraction(mfu), __func__, "MFU must be in [0, 1]");
    require(fraction(scalingEfficiency), __func__, "scaling efficiency must be in [0, 1]");
    require(fraction(operationalGoodput), __func__, "operational goodput must be in [0, 1]");
    return n * peakFlopPerS * mfu * scalingEfficiency * operationalGoodput;
}

double trainingTimeS(double computeFlop, double effectiveFlopPerS)
{
    require(nonNegative(computeFlop), __func__, "compute must be >= 0");
    require(positive(effectiveFlopPerS), __func__, "effective FLOP/s must be > 0");
    return computeFlop / effectiveFlopPerS;
}

double littlesLawConcurrency(double arrivalRatePerS, double latencyS)
{
    require(nonNegative(arrivalRatePerS), __func__, "arrival rate must be >= 0");
    require(nonNegative(latencyS), __func__, "latency must be >= 0");
    return arrivalRatePerS * latencyS;
}

double ironLawTimeS(double dataBytes, double bandwidthBytesPerS, double flop, double peakFlopPerS,
                    double hardwareEfficiency, double latencyS)
{
    require(nonNegative(dataBytes) && nonNegative(flop) && nonNegative(latencyS), __func__,
            "data, work and latency must be >= 0");
    require(positive(bandwidthBytesPerS) && positive(peakFlopPerS), __func__,
            "bandwidth and peak must be > 0");
    require(positive(hardwareEfficiency) && hardwareEfficiency <= 1, __func__,
            "hardware efficiency must be in (0, 1]");
    return dataBytes / bandwidthBytesPerS + flop / (peakFlopPerS * hardwareEfficiency) + latencyS;
}

double clusterMtbfH(double componentMtbfH, double n)
{
    require(positive(componentMtbfH), __func__, "component MTBF must be > 0");
    require(count(n), __func__, "N must be >= 1");
    return componentMtbfH / n;
}

double seriesMtbfH(const std::vector<SeriesPart> &parts)
{
    double rate = 0;
    for (const SeriesPart &p : parts) {
        require(nonNegative(p.count), __func__, "part counts must be >= 0");
        require(positive(p.mtbfH), __func__, "part MTBF must be > 0");
        rate += p.count / p.mtbfH;
    }
    require(rate > 0, __func__, "needs at least one part with count > 0");
    return 1.0 / rate;
}

double failureProbability(double horizonH, double mtbfH)
{
    require(nonNegative(horizonH), __func__, "horizon must be >= 0");
    require(positive(mtbfH), __func__, "MTBF must be > 0");
    return -std::expm1(-horizonH / mtbfH);
}

double expectedFailures(double horizonH, double mtbfH)
{
    require(nonNegative(horizonH), __func__, "horizon must be >= 0");
    require(positive(mtbfH), __func__, "MTBF must be > 0");
    return horizonH / mtbfH;
}

double checkpointBytes(double parameters, double bytesPerParameter)
{
    require(positive(parameters), __func__, "parameters must be > 0");
    require(positive(bytesPerParameter), __func__, "bytes per parameter must be > 0");
    return parameters * bytesPerParameter;
}

double checkpointWriteTimeS(double bytes, double storageBandwidthBytesPerS)
{
    require(nonNegative(bytes), __func__, "bytes must be >= 0");
    require(positive(storageBandwidthBytesPerS), __func__, "storage bandwidth must be > 0");
    return bytes / storageBandwidthBytesPerS;
}

double optimalCheckpointIntervalS(double writeTimeS, double mtbfS)
{
    require(nonNegative(writeTimeS), __func__, "write time must be >= 0");
    require(positive(mtbfS), __func__, "MTBF must be > 0");
    return std::sqrt(2.0 * writeTimeS * mtbfS);
}

double wastedTimeFraction(double intervalS, double writeTimeS, double mtbfS)
{
    require(positive(intervalS), __func__, "interval must be > 0");
    require(nonNegative(writeTimeS), __func__, "write time must be >= 0");
    require(positive(mtbfS), __func__, "MTBF must be > 0");
    return writeTimeS / intervalS + intervalS / (2.0 * mtbfS);
}

double itLoadW(double n, double tdpW)
{
    require(nonNegative(n), __func__, "N must be >= 0");
    require(nonNegative(tdpW), __func__, "TDP must be >= 0");
    return n * tdpW;
}

double facilityLoadW(double itLoadW, double pue)
{
    require(nonNegative(itLoadW), __func__, "IT load must be >= 0");
    require(std::isfinite(pue) && pue >= 1, __func__, "PUE must be >= 1");
    return itLoadW * pue;
}

double overheadWPerMwIt(double pue)
{
    require(std::isfinite(pue) && pue >= 1, __func__, "PUE must be >= 1");
    return (pue - 1.0) * 1e6;
}

double rackPowerW(double acceleratorsPerNode, double nodesPerRack, double tdpW)
{
    require(nonNegative(acceleratorsPerNode) && nonNegative(nodesPerRack), __func__,
            "counts must be >= 0");
    require(nonNegative(tdpW), __func__, "TDP must be >= 0");
    return acceleratorsPerNode * nodesPerRack * tdpW;
}

double acceleratorsPerRack(double acceleratorsPerNode, double nodesPerRack,
                           double clusterAccelerators)
{
    require(nonNegative(acceleratorsPerNode) && nonNegative(nodesPerRack) &&
                nonNegative(clusterAccelerators),
            __func__, "counts must be >= 0");
    return std::min(acceleratorsPerNode * nodesPerRack, clusterAccelerators);
}

const char *coolingVerdictId(CoolingVerdict v)
{
    switch (v) {
    case CoolingVerdict::Air:
        return "air";
    case CoolingVerdict::Liquid:
        return "liquid";
    case CoolingVerdict::DirectToChip:
        return "direct-to-chip";
    }
    return "air";
}

CoolingVerdict coolingVerdict(double rackW)
{
    require(nonNegative(rackW), __func__, "rack power must be >= 0");
    if (rackW <= kAirCoolingLimitW)
        return CoolingVerdict::Air;
    if (rackW < kDirectToChipFromW)
        return CoolingVerdict::Liquid;
    return CoolingVerdict::DirectToChip;
}

double annualEnergyWh(double facilityLoadW)
{
    require(nonNegative(facilityLoadW), __func__, "facility load must be >= 0");
    return facilityLoadW * kHoursPerYear;
}

double annualCostUsd(double annualEnergyWh, double usdPerKwh)
{
    require(nonNegative(annualEnergyWh) && nonNegative(usdPerKwh), __func__,
            "energy and price must be >= 0");
    return annualEnergyWh / 1e3 * usdPerKwh;
}

double annualCo2Kg(double annualEnergyWh, double gCo2PerKwh)
{
    require(nonNegative(annualEnergyWh) && nonNegative(gCo2PerKwh), __func__,
            "energy and grid intensity must be >= 0");
    return annualEnergyWh / 1e3 * gCo2PerKwh / 1e3;
}

} // namespace fleet
