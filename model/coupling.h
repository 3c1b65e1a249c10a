// The couplings between the areas, for a design review: decode with its KV cache, scaling
// efficiency from the network, reliability from node components, Daly's checkpoint interval,
// goodput derived from reliability, and node power. Pure functions, SI units (seconds, bytes,
// FLOP, watts; MTBF and MTTF in hours where the name says so). Arguments outside the
// documented range raise std::invalid_argument naming the argument, as in physics.h.
#pragma once

#include "physics.h"

#include <vector>

namespace fleet {

// ---------------------------------------------------------------------------------------------
// Decode with the KV cache
// ---------------------------------------------------------------------------------------------

/// One decode step at batch B over a context of L tokens. Weights W = P · b_w are read once per
/// step and the cache KV = B · L · k once per sequence; FLOPs = 2 · P · B (attention FLOPs are
/// left out: at these contexts they are a few percent of the weights' FLOPs). The step takes
/// max(bytes / BW, FLOPs / R_peak), an upper bound on speed: real systems land below it.
struct DecodeStep
{
    double weightsBytes = 0;         ///< W = P · b_w
    double kvCacheBytes = 0;         ///< B · L · k
    double memoryBytes = 0;          ///< W + KV, read per step and held in HBM
    double flop = 0;                 ///< 2 · P · B
    double timeS = 0;                ///< max(bytes / BW, FLOPs / R_peak)
    double tokensPerS = 0;           ///< B / time
    double intensityFlopPerByte = 0; ///< FLOPs / bytes
    Bound bound = Bound::Memory;     ///< memory-bound iff intensity < ridge
};

/// The decode step. peak, bandwidth, parameters and bytes per parameter > 0; batch ≥ 1;
/// context ≥ 0 tokens; kvBytesPerToken ≥ 0. With L = 0 it is the appendix's decode formula:
/// Llama-3.1-70B on B200 at B = 32, L = 8,192 (k = 327,680 B): 141.2 + 85.9 = 227.1 GB,
/// memory-bound, ≈ 1,127 tokens/s.
[[nodiscard]] DecodeStep decodeStep(double peakFlopPerS, double bandwidthBytesPerS,
                                    double parameters, double bytesPerParameter, double batch,
                                    double contextTokens, double kvBytesPerToken);

/// KV-cache bytes per token of context: 2 (K and V) · layers · KV heads · head dim · bytes per
/// element (2 for BF16). Llama-2-7B (32, 32, 128) → 524,288 B; Llama-3.1-8B (32, 8, 128) →
/// 131,072 B. All arguments > 0.
[[nodiscard]] double kvBytesPerToken(double layers, double kvHeads, double headDim,
                                     double bytesPerElement = 2);

// ---------------------------------------------------------------------------------------------
// Scaling efficiency from the network
// ---------------------------------------------------------------------------------------------

/// Compute time of one step on one accelerator derived from the global batch:
/// T_c = 6 · P · (G / N) / (R_peak · MFU) (dense training compute of G/N tokens). All > 0.
[[nodiscard]] double computeTimeFromBatchS(double parameters, double globalBatchTokens, double n,
                                           double peakFlopPerS, double mfu);

/// Scaling efficiency when gradient communication can hide behind a share o of a step's
/// compute: η = T_c / (T_c + max(0, T_ar − o · T_c)) = 1 / (1 + max(0, ρ − o)). 1 while
/// ρ ≤ o; falls as the fabric slows. allReduceS ≥ 0, computeTimeS > 0, overlap ∈ [0, 1].
[[nodiscard]] double networkScalingEfficiency(double allReduceS, double computeTimeS,
                                              double overlap);

// ---------------------------------------------------------------------------------------------
// Reliability from node components (constant failure rates, independent parts)
// ---------------------------------------------------------------------------------------------

/// Failure rate of the cluster in failures per hour: N / MTTF_acc + ⌈N / g⌉ · Σ countᵢ / MTTFᵢ.
/// n ≥ 1, perNode ≥ 1, MTTFs > 0, counts ≥ 0. 10,000 H100 (50,000 h), 8 per node, 2 NICs at
/// 150,000 h and 2 PSUs at 100,000 h: 0.2417 per hour, MTBF 4.14 h.
[[nodiscard]] double clusterFailureRatePerH(double n, double perNode, double acceleratorMttfH,
                                            const std::vector<SeriesPart> &components);

/// MTBF of one full node: 1 / (g / MTTF_acc + Σ countᵢ / MTTFᵢ) hours (8 GPUs + 2 NICs +
/// 2 PSUs → 5,172.4 h).
[[nodiscard]] double nodeMtbfH(double perNode, double acceleratorMttfH,
                               const std::vector<SeriesPart> &components);

// ---------------------------------------------------------------------------------------------
// Checkpoint interval and goodput from reliability (Young 1974, Daly 2006)
// ---------------------------------------------------------------------------------------------

/// Daly's higher-order optimum for write time δ and MTBF M (seconds): for δ < 2M,
/// τ = √(2δM) · [1 + ⅓ · √(δ / 2M) + (1/9) · δ / 2M] − δ; for δ ≥ 2M, τ = M. δ > 0, M > 0.
[[nodiscard]] double dalyCheckpointIntervalS(double writeTimeS, double mtbfS);

/// Young's first-order formula assumes δ ≪ M; it is taken as valid while δ < M / 10.
[[nodiscard]] bool youngFormulaValid(double writeTimeS, double mtbfS);
inline constexpr double kYoungValidityRatio = 0.1;

/// The two overheads the reliability physics gives at checkpoint interval τ, as fractions of
/// wall-clock time: writing checkpoints δ / τ, and per failure the restart R, the reload δ and
/// half an interval of lost work, (R + δ + τ / 2) / M. Neither is capped (a sum ≥ 1 means the
/// run never progresses). δ ≥ 0, τ > 0, M > 0, R ≥ 0, seconds. Textbook check (10,000 H100,
/// nodes model, 175B at 100 GB/s, Young): δ = 24.5 s, M = 4.14 h, τ = 854.4 s → 2.9 % and 3.6 %.
struct ReliabilityOverheads
{
    double checkpoint = 0;
    double failure = 0;
};
[[nodiscard]] ReliabilityOverheads reliabilityOverheads(double writeTimeS, double intervalS,
                                                        double mtbfS, double restartS);

// ---------------------------------------------------------------------------------------------
// Node power
// ---------------------------------------------------------------------------------------------

/// Power of one full node: g · TDP + host overhead (W). All ≥ 0 (perNode ≥ 1).
[[nodiscard]] double nodePowerW(double perNode, double tdpW, double nodeOverheadW);

/// Nodes in the fullest rack: ⌈a / g⌉ with a = min(g · nodes per rack, N) — all of them, or
/// fewer when the whole cluster fits in one rack. perNode ≥ 1, nodesPerRack ≥ 0, n ≥ 1.
[[nodiscard]] double nodesInRack(double perNode, double nodesPerRack, double n);

/// The fullest rack: a = min(g · nodes per rack, N) accelerators in ⌈a / g⌉ nodes, drawing
/// a · TDP + ⌈a / g⌉ · overhead (W).
[[nodiscard]] double rackPowerW(double perNode, double nodesPerRack, double n, double tdpW,
                                double nodeOverheadW);

/// IT load of the cluster: N · TDP + ⌈N / g⌉ · overhead (W).
[[nodiscard]] double clusterItLoadW(double n, double perNode, double tdpW, double nodeOverheadW);

} // namespace fleet
