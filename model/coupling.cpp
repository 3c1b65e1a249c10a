// The couplings between the areas as pure functions (coupling.h): decode with the KV cache,
// compute time from the global batch, η_network, failure rates of nodes built from components,
// Daly's interval, the derived checkpoint and failure overheads, node and rack power.
#include "coupling.h"

#include "require.h"

#include <algorithm>
#include <cmath>

namespace fleet {

using namespace detail;

DecodeStep decodeStep(double peakFlopPerS, double bandwidthBytesPerS, double parameters,
                      double bytesPerParameter, double batch, double contextTokens,
                      double kvBytesPerTokenValue)
{
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(positive(bandwidthBytesPerS), __func__, "bandwidth must be > 0");
    require(count(batch), __func__, "batch must be >= 1");
    require(nonNegative(contextTokens), __func__, "context must be >= 0 tokens");
    require(nonNegative(kvBytesPerTokenValue), __func__, "KV bytes per token must be >= 0");
    DecodeStep d;
    d.weightsBytes = decodeWeightsBytes(parameters, bytesPerParameter);
    d.kvCacheBytes = batch * contextTokens * kvBytesPerTokenValue;
    d.memoryBytes = d.weightsBytes + d.kvCacheBytes;
    d.flop = 2.0 * parameters * batch;
    d.timeS = std::max(d.memoryBytes / bandwidthBytesPerS, d.flop / peakFlopPerS);
    d.tokensPerS = batch / d.timeS;
    d.intensityFlopPerByte = d.flop / d.memoryBytes;
    d.bound = rooflineBound(d.intensityFlopPerByte, ridgePoint(peakFlopPerS, bandwidthBytesPerS));
    return d;
}

double kvBytesPerToken(double layers, double kvHeads, double headDim, double bytesPerElement)
{
    require(positive(layers) && positive(kvHeads) && positive(headDim) && positive(bytesPerElement),
            __func__, "layers, KV heads, head dim and bytes per element must be > 0");
    return 2.0 * layers * kvHeads * headDim * bytesPerElement;
}

double computeTimeFromBatchS(double parameters, double globalBatchTokens, double n,
                             double peakFlopPerS, double mfu)
{
    require(positive(parameters), __func__, "parameters must be > 0");
    require(positive(globalBatchTokens), __func__, "global batch must be > 0 tokens");
    require(count(n), __func__, "N must be >= 1");
    require(positive(peakFlopPerS), __func__, "peak FLOP/s must be > 0");
    require(positive(mfu) && mfu <= 1, __func__, "MFU must be in (0, 1]");
    return 6.0 * parameters * (globalBatchTokens / n) / (peakFlopPerS * mfu);
}

double networkScalingEfficiency(double allReduceS, double computeTimeS, double overlap)
{
    require(nonNegative(allReduceS), __func__, "AllReduce time must be >= 0");
    require(positive(computeTimeS), __func__, "compute time must be > 0");
    require(fraction(overlap), __func__, "overlap must be in [0, 1]");
    const double rho = allReduceS / computeTimeS;
    return 1.0 / (1.0 + std::max(0.0, rho - overlap));
}

namespace {
double componentRatePerH(const std::vector<SeriesPart> &components)
{
    double rate = 0;
    for (const SeriesPart &p : components) {
        require(nonNegative(p.count), "clusterFailureRatePerH", "component counts must be >= 0");
        require(positive(p.mtbfH), "clusterFailureRatePerH", "component MTTF must be > 0");
        rate += p.count / p.mtbfH;
    }
    return rate;
}
} // namespace

double clusterFailureRatePerH(double n, double perNode, double acceleratorMttfH,
                              const std::vector<SeriesPart> &components)
{
    require(count(n), __func__, "N must be >= 1");
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(positive(acceleratorMttfH), __func__, "accelerator MTTF must be > 0");
    const double nodes = std::ceil(n / perNode);
    return n / acceleratorMttfH + nodes * componentRatePerH(components);
}

double nodeMtbfH(double perNode, double acceleratorMttfH, const std::vector<SeriesPart> &components)
{
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(positive(acceleratorMttfH), __func__, "accelerator MTTF must be > 0");
    return 1.0 / (perNode / acceleratorMttfH + componentRatePerH(components));
}

double dalyCheckpointIntervalS(double writeTimeS, double mtbfS)
{
    require(positive(writeTimeS), __func__, "checkpoint write time must be > 0");
    require(positive(mtbfS), __func__, "MTBF must be > 0");
    if (writeTimeS >= 2.0 * mtbfS)
        return mtbfS;
    const double x = writeTimeS / (2.0 * mtbfS);
    return std::sqrt(2.0 * writeTimeS * mtbfS) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - writeTimeS;
}

bool youngFormulaValid(double writeTimeS, double mtbfS)
{
    return writeTimeS < kYoungValidityRatio * mtbfS;
}

ReliabilityOverheads reliabilityOverheads(double writeTimeS, double intervalS, double mtbfS,
                                          double restartS)
{
    require(nonNegative(writeTimeS), __func__, "checkpoint write time must be >= 0");
    require(positive(intervalS), __func__, "checkpoint interval must be > 0");
    require(positive(mtbfS), __func__, "MTBF must be > 0");
    require(nonNegative(restartS), __func__, "restart overhead must be >= 0");
    return {writeTimeS / intervalS, (restartS + writeTimeS + intervalS / 2.0) / mtbfS};
}

double nodePowerW(double perNode, double tdpW, double nodeOverheadW)
{
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(nonNegative(tdpW), __func__, "TDP must be >= 0");
    require(nonNegative(nodeOverheadW), __func__, "node overhead must be >= 0");
    return perNode * tdpW + nodeOverheadW;
}

double nodesInRack(double perNode, double nodesPerRack, double n)
{
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(nonNegative(nodesPerRack), __func__, "nodes per rack must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    return std::ceil(std::min(perNode * nodesPerRack, n) / perNode);
}

double rackPowerW(double perNode, double nodesPerRack, double n, double tdpW, double nodeOverheadW)
{
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(nonNegative(nodesPerRack), __func__, "nodes per rack must be >= 0");
    require(count(n), __func__, "N must be >= 1");
    require(nonNegative(tdpW), __func__, "TDP must be >= 0");
    require(nonNegative(nodeOverheadW), __func__, "node overhead must be >= 0");
    const double a = std::min(perNode * nodesPerRack, n);
    return a * tdpW + nodesInRack(perNode, nodesPerRack, n) * nodeOverheadW;
}

double clusterItLoadW(double n, double perNode, double tdpW, double nodeOverheadW)
{
    require(count(n), __func__, "N must be >= 1");
    require(count(perNode), __func__, "accelerators per node must be >= 1");
    require(nonNegative(tdpW), __func__, "TDP must be >= 0");
    require(nonNegative(nodeOverheadW), __func__, "node overhead must be >= 0");
    return n * tdpW + std::ceil(n / perNode) * nodeOverheadW;
}

} // namespace fleet
