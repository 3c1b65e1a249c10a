// The serving fleet of SPEC §9: decode and prefill on one accelerator of a replica, Little's
// law for the requests in flight, the replicas, the "auto" batch, power and cost.
#include "serving.h"

#include "require.h"

#include <algorithm>
#include <cmath>

namespace fleet {

using detail::count;
using detail::nonNegative;
using detail::positive;
using detail::require;

namespace {

void requireInputs(const ServingInputs &in, const char *function)
{
    const ServingSettings &s = in.settings;
    const ServingModel &m = in.model;
    const ServingHardware &h = in.hardware;
    require(positive(s.arrivalRateRps), function, "arrival rate must be > 0");
    require(s.promptTokens >= 1, function, "prompt tokens must be >= 1");
    require(s.outputTokens >= 1, function, "output tokens must be >= 1");
    require(s.tensor >= 1, function, "tensor degree t_s must be >= 1");
    require(s.tensor <= h.acceleratorsPerNode, function,
            "tensor degree t_s must not exceed the accelerators per node");
    require(!s.batch || (*s.batch >= 1 && *s.batch <= kServingMaxBatch), function,
            "batch must be in [1, 100000]");
    require(positive(s.tpotSloS) && positive(s.ttftSloS), function, "targets must be > 0");
    require(positive(s.targetUtilization) && s.targetUtilization <= 1, function,
            "target utilization must be in (0, 1]");
    require(positive(s.bandwidthEfficiency) && s.bandwidthEfficiency <= 1, function,
            "bandwidth efficiency must be in (0, 1]");
    require(nonNegative(s.acceleratorHourUsd), function, "accelerator-hour price must be >= 0");
    require(positive(m.parameters), function, "parameters must be > 0");
    require(positive(m.activeParameters) && m.activeParameters <= m.parameters, function,
            "active parameters must be in (0, P]");
    require(positive(m.bytesPerParameter), function, "bytes per parameter must be > 0");
    require(nonNegative(m.kvBytesPerToken), function, "KV bytes per token must be >= 0");
    require(count(m.layers) && count(m.hidden), function, "layers and hidden size must be >= 1");
    require(positive(h.peakFlopPerS) && positive(h.hbmBandwidthBytesPerS) &&
                positive(h.hbmCapacityBytes),
            function, "peak, HBM bandwidth and capacity must be > 0");
    require(nonNegative(h.tdpW) && nonNegative(h.nodeOverheadW), function,
            "TDP and node overhead must be >= 0");
    require(std::isfinite(h.pue) && h.pue >= 1, function, "PUE must be >= 1");
    require(nonNegative(h.electricityUsdPerKwh), function, "electricity price must be >= 0");
}

double meanContext(const ServingSettings &s)
{
    return s.promptTokens + s.outputTokens / 2.0;
}

/// T_ring of a tensor-parallel AllReduce of `tokens` tokens' 16-bit activations (2 · tokens · h
/// bytes) over the replica, times the two per layer.
double tensorAllReduceS(const ServingInputs &in, double tokens)
{
    const double messageBytes = 2.0 * tokens * in.model.hidden;
    return 2.0 * in.model.layers *
           ringAllReduceTime(messageBytes, in.settings.tensor, in.hardware.scaleUpLink).totalS();
}

ServingDecode decodeAt(const ServingInputs &in, double batch)
{
    const ServingSettings &s = in.settings;
    const ServingModel &m = in.model;
    const ServingHardware &h = in.hardware;
    const double t = s.tensor;
    ServingDecode d;
    d.weightsBytes = m.parameters * m.bytesPerParameter / t;
    d.kvCacheBytes = batch * meanContext(s) * m.kvBytesPerToken / t;
    d.bytes = d.weightsBytes + d.kvCacheBytes;
    d.flop = 2.0 * m.activeParameters * batch / t;
    d.memoryS = d.bytes / (h.hbmBandwidthBytesPerS * s.bandwidthEfficiency);
    d.computeS = d.flop / h.peakFlopPerS;
    d.allReduceS = tensorAllReduceS(in, batch);
    d.tpotS = std::max(d.memoryS, d.computeS) + d.allReduceS;
    d.bound = d.memoryS > d.computeS ? Bound::Memory : Bound::Compute;
    d.intensityFlopPerByte = d.flop / d.bytes;
    return d;
}

double memoryAt(const ServingInputs &in, double batch)
{
    const ServingSettings &s = in.settings;
    const ServingModel &m = in.model;
    return (m.parameters * m.bytesPerParameter +
            batch * (double(s.promptTokens) + s.outputTokens) * m.kvBytesPerToken) /
           s.tensor;
}

int memoryLimit(const ServingInputs &in)
{
    const double capacity = in.hardware.hbmCapacityBytes;
    if (memoryAt(in, 1) > capacity)
        return 0;
    const double perSequence =
        (double(in.settings.promptTokens) + in.settings.outputTokens) * in.model.kvBytesPerToken;
    if (perSequence <= 0 || memoryAt(in, kServingMaxBatch) <= capacity)
        return kServingMaxBatch;
    // The closed form, then a step or two to undo its rounding: the exact test is memoryAt().
    const double room =
        capacity * in.settings.tensor - in.model.parameters * in.model.bytesPerParameter;
    int b = int(std::clamp(std::floor(room / perSequence), 1.0, double(kServingMaxBatch)));
    while (b > 1 && memoryAt(in, b) > capacity)
        --b;
    while (b < kServingMaxBatch && memoryAt(in, b + 1) <= capacity)
        ++b;
    return b;
}

std::optional<int> autoBatch(const ServingInputs &in, int limit)
{
    const double target = in.settings.tpotSloS;
    if (limit < 1 || decodeAt(in, 1).tpotS > target)
        return std::nullopt;
    // TPOT rises with B (each of its terms does): the largest B meeting the target by bisection.
    int lo = 1, hi = limit; // tpot(lo) meets the target
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (decodeAt(in, mid).tpotS <= target)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

double replicasFor(double concurrency, double batch, double utilization)
{
    const double x = concurrency / (batch * utilization);
    return std::max(1.0, std::ceil(x * (1 - 1e-12)));
}

} // namespace

const char *servingTargetId(ServingTarget t)
{
    switch (t) {
    case ServingTarget::None:
        return "none";
    case ServingTarget::Memory:
        return "memory";
    case ServingTarget::Tpot:
        return "tpot";
    case ServingTarget::Ttft:
        return "ttft";
    }
    return "";
}

ServingDecode servingDecode(const ServingInputs &in, double batch)
{
    requireInputs(in, __func__);
    require(std::isfinite(batch) && batch >= 1, __func__, "batch must be >= 1");
    return decodeAt(in, batch);
}

ServingPrefill servingPrefill(const ServingInputs &in)
{
    requireInputs(in, __func__);
    const ServingSettings &s = in.settings;
    const ServingModel &m = in.model;
    const ServingHardware &h = in.hardware;
    const double t = s.tensor;
    ServingPrefill p;
    p.computeS = 2.0 * m.activeParameters * s.promptTokens / t / h.peakFlopPerS;
    p.memoryS =
        m.parameters * m.bytesPerParameter / t / (h.hbmBandwidthBytesPerS * s.bandwidthEfficiency);
    p.allReduceS = tensorAllReduceS(in, s.promptTokens);
    p.ttftS = std::max(p.computeS, p.memoryS) + p.allReduceS;
    return p;
}

double servingMemoryPerAcceleratorBytes(const ServingInputs &in, double batch)
{
    requireInputs(in, __func__);
    require(std::isfinite(batch) && batch >= 1, __func__, "batch must be >= 1");
    return memoryAt(in, batch);
}

int servingMemoryLimitBatch(const ServingInputs &in)
{
    requireInputs(in, __func__);
    return memoryLimit(in);
}

std::optional<int> servingAutoBatch(const ServingInputs &in)
{
    requireInputs(in, __func__);
    return autoBatch(in, memoryLimit(in));
}

double servingReplicas(double concurrency, double batch, double utilization)
{
    require(nonNegative(concurrency), __func__, "concurrency must be >= 0");
    require(std::isfinite(batch) && batch >= 1, __func__, "batch must be >= 1");
    require(positive(utilization) && utilization <= 1, __func__, "utilization must be in (0, 1]");
    return replicasFor(concurrency, batch, utilization);
}

ServingResult evaluateServing(const ServingInputs &in)
{
    requireInputs(in, __func__);
    const ServingSettings &s = in.settings;
    const ServingHardware &h = in.hardware;
    ServingResult r;
    r.meanContextTokens = meanContext(s);
    r.memoryLimitBatch = memoryLimit(in);
    const std::optional<int> found = autoBatch(in, int(r.memoryLimitBatch));
    r.batchAuto = !s.batch.has_value();
    r.batch = s.batch ? *s.batch : found.value_or(1);
    r.batchAtLimit = r.batchAuto && found && *found == kServingMaxBatch;

    r.decode = decodeAt(in, r.batch);
    r.prefill = servingPrefill(in);
    r.tpotS = r.decode.tpotS;
    r.ttftS = r.prefill.ttftS;
    r.requestLatencyS = r.ttftS + s.outputTokens * r.tpotS;
    r.concurrency = littlesLawConcurrency(s.arrivalRateRps, r.requestLatencyS);
    r.replicas = replicasFor(r.concurrency, r.batch, s.targetUtilization);
    r.accelerators = r.replicas * s.tensor;
    const double replicasPerNode = std::floor(double(h.acceleratorsPerNode) / s.tensor);
    r.nodes = std::ceil(r.replicas / replicasPerNode);
    r.memoryPerAcceleratorBytes = memoryAt(in, r.batch);
    r.fits = r.memoryPerAcceleratorBytes <= h.hbmCapacityBytes;

    r.tpotSloMet = r.tpotS <= s.tpotSloS;
    r.ttftSloMet = r.ttftS <= s.ttftSloS;
    r.sloUnreachable = !found || !r.ttftSloMet;
    r.failingTarget = !r.fits         ? ServingTarget::Memory
                      : !r.tpotSloMet ? ServingTarget::Tpot
                      : !r.ttftSloMet ? ServingTarget::Ttft
                                      : ServingTarget::None;

    r.outputTokensPerS = s.arrivalRateRps * s.outputTokens;
    r.decodeTokensPerSPerAccelerator = r.batch / (r.tpotS * s.tensor);
    r.itPowerW = r.accelerators * h.tdpW + r.nodes * h.nodeOverheadW;
    r.facilityPowerW = facilityLoadW(r.itPowerW, h.pue);
    r.joulesPerOutputToken = r.facilityPowerW / r.outputTokensPerS;
    const double usdPerHour =
        r.accelerators * s.acceleratorHourUsd + r.facilityPowerW / 1000.0 * h.electricityUsdPerKwh;
    r.usdPerMillionOutputTokens = usdPerHour / (r.outputTokensPerS * 3600.0 / 1e6);
    r.costElectricityOnly = s.acceleratorHourUsd == 0;
    return r;
}

ServingCurve servingBatchCurve(const ServingInputs &in, int maxBatch, int maxPoints)
{
    requireInputs(in, __func__);
    require(maxBatch >= 1 && maxBatch <= kServingMaxBatch, __func__,
            "maxBatch must be in [1, 100000]");
    require(maxPoints >= 2, __func__, "maxPoints must be >= 2");
    std::vector<int> batches;
    if (maxBatch <= maxPoints) {
        for (int b = 1; b <= maxBatch; ++b)
            batches.push_back(b);
    } else {
        const double step = std::log(double(maxBatch)) / (maxPoints - 1);
        for (int i = 0; i < maxPoints; ++i) {
            const int b = i == maxPoints - 1 ? maxBatch : int(std::lround(std::exp(step * i)));
            if (batches.empty() || b > batches.back())
                batches.push_back(b);
        }
    }
    const ServingSettings &s = in.settings;
    const ServingPrefill prefill = servingPrefill(in);
    ServingCurve curve;
    curve.memoryLimitBatch = memoryLimit(in);
    curve.hbmCapacityBytes = in.hardware.hbmCapacityBytes;
    curve.tpotSloS = s.tpotSloS;
    curve.points.reserve(batches.size());
    for (int b : batches) {
        const ServingDecode d = decodeAt(in, b);
        ServingCurvePoint p;
        p.batch = b;
        p.tpotS = d.tpotS;
        p.memoryS = d.memoryS;
        p.computeS = d.computeS;
        p.allReduceS = d.allReduceS;
        p.requestLatencyS = prefill.ttftS + s.outputTokens * d.tpotS;
        p.decodeTokensPerSPerAccelerator = b / (d.tpotS * s.tensor);
        p.memoryPerAcceleratorBytes = memoryAt(in, b);
        p.replicas = replicasFor(littlesLawConcurrency(s.arrivalRateRps, p.requestLatencyS), b,
                                 s.targetUtilization);
        p.accelerators = p.replicas * s.tensor;
        p.fits = p.memoryPerAcceleratorBytes <= in.hardware.hbmCapacityBytes;
        p.tpotSloMet = d.tpotS <= s.tpotSloS;
        curve.points.push_back(p);
    }
    return curve;
}

int servingCurveMaxBatch(const ServingResult &r)
{
    const double wall = std::max(r.memoryLimitBatch, r.batch);
    return int(std::clamp(2 * wall, 64.0, double(kServingMaxBatch)));
}

} // namespace fleet
