// The serving fleet (SPEC §9): one replica of t_s accelerators decodes B sequences together;
// Little's law Q = λ · T (Little 1961) turns the request latency into requests in flight, and
// hence into replicas behind the load balancer. Pure functions of explicit inputs, SI units
// (seconds, bytes, FLOP, watts, USD); model/README.md §2.10 lists every formula.
//
// The model of one accelerator of a replica, with mean context c̄ = L_in + L_out / 2:
//   decode step  TPOT = max(bytes / (BW · e_bw), FLOPs / R_peak) + 2 · L · T_ring(2 · B · h, t_s)
//                bytes = (P · b_w + B · c̄ · k) / t_s,  FLOPs = 2 · P_a · B / t_s
//   prefill      TTFT = max(2 · P_a · L_in / t_s / R_peak, P · b_w / t_s / (BW · e_bw))
//                       + 2 · L · T_ring(2 · L_in · h, t_s)
//   T = TTFT + L_out · TPOT;  Q = λ · T;  replicas = ⌈Q / (B · u)⌉;  accelerators = replicas · t_s
//   memory per accelerator = (P · b_w + B · (L_in + L_out) · k) / t_s ≤ HBM capacity
// The AllReduces are the replica's tensor-parallel ring AllReduces (two per layer: after the
// attention and after the MLP, Shoeybi et al. 2019) of 16-bit activations on the scale-up link.
// A mixture of experts decodes with its active parameters P_a and holds all P in memory.
// Queueing is left out (TTFT is one prompt's prefill on an idle replica); attention FLOPs are
// left out, as in §6.1.
#pragma once

#include "physics.h"

#include <optional>
#include <vector>

namespace fleet {

struct Scenario;

/// The largest batch a replica takes (the range of serving.batch), and the "auto" search's cap.
inline constexpr int kServingMaxBatch = 100000;

/// The serving inputs of a scenario (SPEC §9.1), with its defaults.
struct ServingSettings
{
    double arrivalRateRps = 10;       ///< λ, requests per second, [1e-6, 1e9]
    int promptTokens = 1024;          ///< L_in per request, [1, 10^7]
    int outputTokens = 256;           ///< L_out per request, [1, 10^7]
    int tensor = 1;                   ///< t_s, accelerators per replica, [1, 1,024], ≤ per node
    std::optional<int> batch;         ///< B, [1, 100,000]; unset = "auto" (largest that serves)
    double tpotSloS = 0.05;           ///< target time per output token, s, [1e-6, 1e4]
    double ttftSloS = 1.0;            ///< target time to first token, s, [1e-6, 1e4]
    double targetUtilization = 0.8;   ///< u, [0.001, 1]: replicas sized to be this busy
    double bandwidthEfficiency = 1.0; ///< e_bw, [0.001, 1]: share of HBM bandwidth reached
    double acceleratorHourUsd = 0; ///< price of one accelerator-hour, ≥ 0 (0: electricity only)
    bool operator==(const ServingSettings &) const = default;
};

/// The model being served.
struct ServingModel
{
    double parameters = 0;        ///< P, held in memory and read per step, > 0
    double activeParameters = 0;  ///< P_a ≤ P, used per token (= P for a dense model), > 0
    double bytesPerParameter = 2; ///< b_w, > 0
    double kvBytesPerToken = 0;   ///< k, K and V of one token summed over layers, ≥ 0
    double layers = 1;            ///< L, ≥ 1
    double hidden = 1;            ///< h, hidden size, ≥ 1
};

/// The accelerator, its node and its facility.
struct ServingHardware
{
    double peakFlopPerS = 0;          ///< R_peak at the precision served, > 0
    double hbmBandwidthBytesPerS = 0; ///< BW, > 0
    double hbmCapacityBytes = 0;      ///< > 0
    double tdpW = 0;                  ///< ≥ 0
    AlphaBeta scaleUpLink{1, 0};      ///< the intra-node link the tensor AllReduces run on
    int acceleratorsPerNode = 1;      ///< g ≥ t_s
    double nodeOverheadW = 0;         ///< host power per node beyond the accelerators, ≥ 0
    double pue = 1;                   ///< ≥ 1
    double electricityUsdPerKwh = 0;  ///< ≥ 0
};

/// Everything the serving model reads.
struct ServingInputs
{
    ServingSettings settings;
    ServingModel model;
    ServingHardware hardware;
};

/// Which target an operating point misses first, in the order memory → TPOT → TTFT.
enum class ServingTarget { None, Memory, Tpot, Ttft };
/// "none", "memory", "tpot", "ttft", as in the results JSON.
[[nodiscard]] const char *servingTargetId(ServingTarget t);

/// One decode step on one accelerator of a replica at batch B (seconds, bytes, FLOP).
struct ServingDecode
{
    double weightsBytes = 0;         ///< P · b_w / t_s
    double kvCacheBytes = 0;         ///< B · c̄ · k / t_s, read per step
    double bytes = 0;                ///< weights + KV read per step
    double flop = 0;                 ///< 2 · P_a · B / t_s
    double memoryS = 0;              ///< bytes / (BW · e_bw)
    double computeS = 0;             ///< FLOPs / R_peak
    double allReduceS = 0;           ///< 2 · L · T_ring(2 · B · h, t_s) on the scale-up link
    double tpotS = 0;                ///< max(memory, compute) + AllReduce
    Bound bound = Bound::Memory;     ///< memory-bound iff the memory term exceeds the compute one
    double intensityFlopPerByte = 0; ///< FLOPs / bytes
};

/// The prefill of one prompt on one idle replica (no queueing).
struct ServingPrefill
{
    double computeS = 0;   ///< 2 · P_a · L_in / t_s / R_peak
    double memoryS = 0;    ///< P · b_w / t_s / (BW · e_bw)
    double allReduceS = 0; ///< 2 · L · T_ring(2 · L_in · h, t_s) on the scale-up link
    double ttftS = 0;      ///< max(compute, memory) + AllReduce
};

/// The serving fleet evaluated: every part of SPEC §9.2.
struct ServingResult
{
    double batch = 1;             ///< B used (the one set, or the "auto" one)
    bool batchAuto = true;        ///< B was chosen by the "auto" search
    bool batchAtLimit = false;    ///< "auto" stopped at the 100,000 cap, not at a limit
    double meanContextTokens = 0; ///< c̄ = L_in + L_out / 2
    ServingDecode decode;         ///< at B
    ServingPrefill prefill;       ///< of one prompt
    double tpotS = 0;             ///< = decode.tpotS
    double ttftS = 0;             ///< = prefill.ttftS
    double requestLatencyS = 0;   ///< T = TTFT + L_out · TPOT
    double concurrency = 0;       ///< Q = λ · T (Little's law)
    double replicas = 0;          ///< ⌈Q / (B · u)⌉
    double accelerators = 0;      ///< replicas · t_s
    double nodes = 0;             ///< ⌈replicas / ⌊g / t_s⌋⌉: a replica never spans nodes
    double memoryPerAcceleratorBytes = 0; ///< (P · b_w + B · (L_in + L_out) · k) / t_s
    bool fits = false;                    ///< memory per accelerator ≤ HBM capacity
    double memoryLimitBatch = 0; ///< the largest B that fits (0: not even B = 1), ≤ 100,000
    bool tpotSloMet = false;     ///< TPOT ≤ its target
    bool ttftSloMet = false;     ///< TTFT ≤ its target
    /// No batch meets every target: none fits and meets the TPOT target, or TTFT (which no
    /// batch changes) misses its target.
    bool sloUnreachable = false;
    ServingTarget failingTarget = ServingTarget::None; ///< the first target B misses
    double outputTokensPerS = 0;                       ///< λ · L_out, the fleet's output rate
    /// B / (TPOT · t_s): one busy accelerator's decode rate at B.
    double decodeTokensPerSPerAccelerator = 0;
    double itPowerW = 0;                  ///< accelerators · TDP + nodes · node overhead
    double facilityPowerW = 0;            ///< IT · PUE
    double joulesPerOutputToken = 0;      ///< facility W / (λ · L_out)
    double usdPerMillionOutputTokens = 0; ///< (accelerators · price + kW · $/kWh) per 1e6 tokens
    bool costElectricityOnly = true;      ///< the accelerator-hour price is 0
};

/// The decode step at batch B ≥ 1 (any real B, for curves). Throws std::invalid_argument for
/// inputs outside the documented ranges.
[[nodiscard]] ServingDecode servingDecode(const ServingInputs &in, double batch);

/// The prefill of one prompt of L_in tokens.
[[nodiscard]] ServingPrefill servingPrefill(const ServingInputs &in);

/// Memory per accelerator at batch B: (P · b_w + B · (L_in + L_out) · k) / t_s bytes.
[[nodiscard]] double servingMemoryPerAcceleratorBytes(const ServingInputs &in, double batch);

/// The largest whole B in [1, 100,000] whose memory fits the HBM capacity; 0 when not even
/// B = 1 does (the weights alone overflow).
[[nodiscard]] int servingMemoryLimitBatch(const ServingInputs &in);

/// The "auto" batch: the largest B that fits and whose TPOT meets the target (the fewest
/// replicas; TPOT rises with B). nullopt when no B ≥ 1 does.
[[nodiscard]] std::optional<int> servingAutoBatch(const ServingInputs &in);

/// Replicas for concurrency Q at batch B and utilization u: ⌈Q / (B · u)⌉, at least 1. The
/// ceiling forgives a relative 1e-12 so a quotient that is whole but rounded up by floating
/// point does not cost a replica.
[[nodiscard]] double servingReplicas(double concurrency, double batch, double utilization);

/// The serving fleet for these inputs (SPEC §9.2): the batch (set, or "auto"; none serves →
/// B = 1 and sloUnreachable), TPOT and TTFT with their parts, T, Q, replicas, accelerators,
/// memory, power, energy and cost per output token. Throws std::invalid_argument for inputs
/// outside the documented ranges (t_s > g among them).
[[nodiscard]] ServingResult evaluateServing(const ServingInputs &in);

/// One point of the serving curve: the fleet at batch B, the other inputs unchanged.
struct ServingCurvePoint
{
    double batch = 1;
    double tpotS = 0;                          ///< with its parts below
    double memoryS = 0;                        ///< TPOT's memory term
    double computeS = 0;                       ///< TPOT's compute term
    double allReduceS = 0;                     ///< TPOT's AllReduce term
    double requestLatencyS = 0;                ///< T at this B
    double decodeTokensPerSPerAccelerator = 0; ///< B / (TPOT · t_s)
    double memoryPerAcceleratorBytes = 0;
    double replicas = 0; ///< ⌈λ · T / (B · u)⌉
    double accelerators = 0;
    bool fits = false; ///< memory ≤ HBM capacity
    bool tpotSloMet = false;
};

/// TPOT, request latency and tokens/s per accelerator against the batch, for a chart.
struct ServingCurve
{
    std::vector<ServingCurvePoint> points; ///< batch ascending, 1 … maxBatch
    double memoryLimitBatch = 0;           ///< largest B that fits (0: none); the memory wall
    double hbmCapacityBytes = 0;           ///< the limit the memory line meets
    double tpotSloS = 0;                   ///< the TPOT target line
};

/// The curve at B = 1 … maxBatch (1 ≤ maxBatch ≤ 100,000): every whole B while there are at most
/// maxPoints of them (≥ 2), else maxPoints batches spaced evenly in log B (rounded to whole,
/// duplicates dropped; 1 and maxBatch always included).
[[nodiscard]] ServingCurve servingBatchCurve(const ServingInputs &in, int maxBatch,
                                             int maxPoints = 256);

/// A batch range that shows the memory wall and the operating point: twice the larger of the
/// memory limit and the batch used, at least 64, at most 100,000.
[[nodiscard]] int servingCurveMaxBatch(const ServingResult &r);

/// The serving inputs of a scenario: its serving section; the model's P, P_a, b_w, k, L and h
/// from the workload; the accelerator at the scenario's precision, the intra-node link as the
/// scale-up link, g and the host power per node; the facility's PUE and electricity price.
[[nodiscard]] ServingInputs servingInputs(const Scenario &s);

} // namespace fleet
