// The first-order fleet physics of the appendix "Fleet Foundations" as pure functions: roofline,
// scaling, communication, reliability, utilization and power. SI units throughout (seconds,
// bytes, FLOP, watts). model/README.md lists every formula with its symbols, units and source.
//
// Every function is pure and cheap (a few flops), so views may call it on each slider tick.
// Arguments outside the documented range raise std::invalid_argument naming the argument;
// the scenario validator (scenarioio.h) keeps user input inside these ranges, so the
// exception signals a programming error, not bad user input.
#pragma once

#include <cstdint>
#include <vector>

namespace fleet {

// ---------------------------------------------------------------------------------------------
// Roofline and decode (Williams et al. 2009; the appendix's equations 2–4 and roofline section)
// ---------------------------------------------------------------------------------------------

/// Which roof limits a kernel.
enum class Bound { Memory, Compute };
/// "memory" / "compute", as in the results JSON.
[[nodiscard]] const char *boundId(Bound b);

/// Ridge point I_ridge = R_peak / BW in FLOP/byte.
/// peakFlopPerS > 0 (FLOP/s), bandwidthBytesPerS > 0 (bytes/s). Example: H100 989e12/3.35e12
/// = 295.2 FLOP/byte (the appendix's roofline section).
[[nodiscard]] double ridgePoint(double peakFlopPerS, double bandwidthBytesPerS);

/// Attainable throughput R_attain = min(R_peak, I · BW) in FLOP/s (Williams et al. 2009).
/// intensityFlopPerByte > 0.
[[nodiscard]] double attainableFlopPerS(double peakFlopPerS, double bandwidthBytesPerS,
                                        double intensityFlopPerByte);

/// Memory-bound when I < I_ridge, compute-bound when I ≥ I_ridge (the appendix's equation 4).
[[nodiscard]] Bound rooflineBound(double intensityFlopPerByte, double ridgeFlopPerByte);

/// Bytes of weights read per decode step: P · b_w (bytes). parameters > 0, bytesPerParameter > 0.
[[nodiscard]] double decodeWeightsBytes(double parameters, double bytesPerParameter);

/// Arithmetic intensity of a dense decode step at batch B with weights read once:
/// 2·P·B FLOPs over P·b_w bytes = 2·B / b_w FLOP/byte (1 FLOP/byte for BF16 at batch 1).
[[nodiscard]] double decodeIntensity(double batch, double bytesPerParameter);

/// Decode tokens/s ≈ min(BW / (P·b_w) · B, R_peak / (2·P)): weights read once per step.
/// H100, 8.03e9 params BF16, batch 1: 3.35e12 / 16.06e9 = 208.6 tokens/s.
[[nodiscard]] double decodeTokensPerS(double peakFlopPerS, double bandwidthBytesPerS,
                                      double parameters, double bytesPerParameter, double batch);

/// Arithmetic intensity of a dense pass over `tokens` tokens that reads every weight once
/// (prefill of a prompt, or one training micro-batch): 2·tokens / b_w FLOP/byte.
/// Activations and optimizer traffic are ignored, so this is an upper bound on intensity.
[[nodiscard]] double densePassIntensity(double tokens, double bytesPerParameter);

// ---------------------------------------------------------------------------------------------
// Scaling (Amdahl 1967; Gustafson 1988; the appendix's empirical scaling-efficiency table)
// ---------------------------------------------------------------------------------------------

/// Amdahl speedup S(N) = 1 / (s + (1 − s)/N). s ∈ [0, 1], n ≥ 1.
[[nodiscard]] double amdahlSpeedup(double serialFraction, double n);
/// Amdahl efficiency S(N) / N, in (0, 1].
[[nodiscard]] double amdahlEfficiency(double serialFraction, double n);
/// Amdahl ceiling 1/s for s ∈ (0, 1]. Throws for s = 0 (no ceiling: speedup grows without bound).
[[nodiscard]] double amdahlLimit(double serialFraction);
/// Gustafson (weak-scaling) speedup S(N) = N − s·(N − 1). s ∈ [0, 1], n ≥ 1.
[[nodiscard]] double gustafsonSpeedup(double serialFraction, double n);

/// A point of the appendix's empirical scaling-efficiency table.
struct EfficiencyPoint
{
    double accelerators;
    double efficiency;
};

/// The appendix's table: 1 → 100 %, 32 → 90 %, 256 → 70 %, 1,024 → 50 %, 8,192 → 35 %.
/// The 1-accelerator anchor is the definition of efficiency, not a measurement.
[[nodiscard]] const std::vector<EfficiencyPoint> &empiricalEfficiencyTable();

/// Empirical scaling efficiency at n ≥ 1 accelerators: linear interpolation in log2 N between
/// the table's points (100 % at 1). Beyond 8,192 it is extrapolated: the last segment's slope
/// continues (−5 points per doubling: η(16,384) = 30 %, η(65,536) = 20 %), floored at 5 %.
/// Result in [0.05, 1].
[[nodiscard]] double empiricalScalingEfficiency(double n);
/// Whether empiricalScalingEfficiency(n) is extrapolated beyond the table (n > 8,192).
[[nodiscard]] bool empiricalEfficiencyExtrapolated(double n);
/// The floor of the extrapolated empirical efficiency.
inline constexpr double kEmpiricalEfficiencyFloor = 0.05;

/// Implied efficiency at N_t from an observed speedup between N_b and N_t accelerators:
/// η(N_t) = observed · N_b · η(N_b) / N_t (appendix: 2.5× from 1,024 to 4,096 with η = 0.5 gives
/// 31.2 %). All arguments > 0.
[[nodiscard]] double impliedScalingEfficiency(double observedSpeedup, double baseAccelerators,
                                              double baseEfficiency, double targetAccelerators);

// ---------------------------------------------------------------------------------------------
// Communication (Patarasuk & Yuan 2009 for the ring; the appendix's AllReduce scaling section)
// ---------------------------------------------------------------------------------------------

/// An α–β link model: per-direction bandwidth β (bytes/s, > 0) and one-way latency α (s, ≥ 0).
struct AlphaBeta
{
    double bandwidthBytesPerS;
    double latencyS;
};

/// A part of a collective's time: all of it, the bandwidth (β) part or the latency (α) part.
enum class TimePart { Total, Bandwidth, Latency };

/// Time of a collective split into its bandwidth (β) and latency (α) parts, in seconds.
struct CollectiveTime
{
    double bandwidthS = 0;
    double latencyS = 0;
    [[nodiscard]] double totalS() const { return bandwidthS + latencyS; }
    /// One part of the time, in seconds.
    [[nodiscard]] double part(TimePart p) const
    {
        return p == TimePart::Total ? totalS() : (p == TimePart::Bandwidth ? bandwidthS : latencyS);
    }
};

/// Ring AllReduce of M bytes over n participants: 2(n−1)/n · M/β + 2(n−1)·α. n = 1 costs 0.
/// messageBytes ≥ 0, n ≥ 1. Appendix: 14 GB over 256 GPUs at 50 GB/s, 5 µs → 560.4 ms.
[[nodiscard]] CollectiveTime ringAllReduceTime(double messageBytes, double n, AlphaBeta link);

/// Bytes each participant sends in a ring AllReduce: 2(n−1)·M/n (→ 2M as n grows).
[[nodiscard]] double ringAllReduceBytesPerParticipant(double messageBytes, double n);

/// Tree AllReduce (reduce then broadcast): 2⌈log2 n⌉ · (M/β + α). Latency-optimal,
/// bandwidth-poor. n = 1 costs 0.
[[nodiscard]] CollectiveTime treeAllReduceTime(double messageBytes, double n, AlphaBeta link);

/// Hierarchical AllReduce over n accelerators with g per node in ⌈n/g⌉ nodes: intra-node
/// reduce-scatter ((g'−1)/g' · M/β_intra + (g'−1)·α_intra in the fullest node, g' = min(g, n)),
/// a ring AllReduce across the nodes on the fabric, then an intra-node all-gather costing the
/// same as the reduce-scatter. The ring moves M / g_min per node, where g_min is the
/// accelerator count of the emptiest node (n − (⌈n/g⌉ − 1)·g, or g when g divides n): its few
/// accelerators carry their whole node's share over their own ports. 7B BF16 (14 GB) on
/// NVLink 4.0 / IB NDR, g = 8, n = 9: 0.054 s in the node + 0.280 s across = 0.334461 s.
/// n ≥ 1, perNode ≥ 1.
[[nodiscard]] CollectiveTime hierarchicalAllReduceTime(double messageBytes, double n,
                                                       double perNode, AlphaBeta intraNode,
                                                       AlphaBeta interNode);

/// Which AllReduce algorithm.
enum class AllReduceAlgorithm { Ring, Tree, Hierarchical };

/// The inputs every AllReduce curve shares.
struct AllReduceSetup
{
    double acceleratorsPerNode;
    AlphaBeta intraNode;
    AlphaBeta interNode;
};

/// One AllReduce time (s) with the scenario's link rules (flat ring/tree at the slowest link
/// crossed; hierarchical over nodes).
[[nodiscard]] CollectiveTime allReduceTime(AllReduceAlgorithm algorithm, double messageBytes,
                                           double n, const AllReduceSetup &setup);
/// The link a flat ring or tree over n accelerators runs at: the slowest link it crosses,
/// i.e. the inter-node fabric when n > accelerators per node, else the intra-node link.
[[nodiscard]] AlphaBeta flatCollectiveLink(double n, double perNode, AlphaBeta intraNode,
                                           AlphaBeta interNode);

/// The message size below which a tree AllReduce beats a ring over n participants on one
/// link (bytes). Returns 0 when the tree never wins (n ≤ 2, or α = 0).
[[nodiscard]] double treeBeatsRingBelowBytes(double n, AlphaBeta link);

/// Point-to-point transfer time bytes/β + α (set includeLatency=false for the appendix's
/// "bandwidth bound only" figure: 16 MB over NVLink 4.0 → 0.036 ms).
[[nodiscard]] double transferTimeS(double bytes, AlphaBeta link, bool includeLatency = true);

/// Communication/computation ratio ρ = T_comm / (T_compute / N), where the argument is the
/// per-accelerator compute time of one step (s, > 0). ρ < 1: communication can hide behind
/// compute; ρ > 1: communication-bound (the appendix's equation 5).
[[nodiscard]] double commComputeRatio(double commTimeS, double computeTimePerAcceleratorS);

// ---------------------------------------------------------------------------------------------
// Utilization (the appendix's compound loss, Systems Perspective 1.4, and its table 4 budget)
// ---------------------------------------------------------------------------------------------

/// Dense Transformer training compute C ≈ 6 · P · D FLOPs (Kaplan et al. 2020).
[[nodiscard]] double trainingComputeFlop(double parameters, double tokens);

/// Operational goodput η_op = 1 − (bubble + checkpoint + failure recovery + maintenance).
/// Each term ∈ [0, 1]; throws when they sum to 1 or more (nothing useful would remain).
[[nodiscard]] double operationalGoodput(double pipelineBubble, double checkpointing,
                                        double failureRecovery, double maintenance);

/// Effective throughput R_eff = N · R_peak · MFU · η_scaling · η_operational (FLOP/s).
/// Appendix: 1,024 × 989 TFLOP/s × 0.5 × 0.5 × 0.82 = 207,610.9 TFLOP/s.
[[nodiscard]] double effectiveFlopPerS(double n, double peakFlopPerS, double mfu,
                                       double scalingEfficiency, double operationalGoodput);

/// Wall-clock training time C / R_eff in seconds (both > 0).
[[nodiscard]] double trainingTimeS(double computeFlop, double effectiveFlopPerS);

/// Little's law Q = λ · T: concurrent requests for arrival rate λ (1/s) and latency T (s).
[[nodiscard]] double littlesLawConcurrency(double arrivalRatePerS, double latencyS);

/// The iron law T ≈ D_vol / BW + O / (R_peak · η_hw) + L_lat, in seconds.
[[nodiscard]] double ironLawTimeS(double dataBytes, double bandwidthBytesPerS, double flop,
                                  double peakFlopPerS, double hardwareEfficiency, double latencyS);

// ---------------------------------------------------------------------------------------------
// Reliability (constant failure rate, independent components; Young 1974, Daly 2006)
// ---------------------------------------------------------------------------------------------

/// Cluster MTBF = component MTBF / N, exactly (hours in, hours out). n ≥ 1.
/// Appendix (equation 1, table 2): 50,000 h / 8,192 = 6.1 h = 366.2 min.
[[nodiscard]] double clusterMtbfH(double componentMtbfH, double n);

/// One kind of part in a series system: how many, and the MTBF of one (hours).
struct SeriesPart
{
    double count;
    double mtbfH;
};
/// Series-system MTBF 1 / Σ nᵢ / MTBFᵢ (hours). Needs at least one part with count > 0.
[[nodiscard]] double seriesMtbfH(const std::vector<SeriesPart> &parts);

/// P(≥ 1 failure within t) = 1 − exp(−t / MTBF), computed as −expm1(−t/MTBF) so tiny
/// probabilities keep their digits. horizonH ≥ 0, mtbfH > 0. Result in [0, 1].
[[nodiscard]] double failureProbability(double horizonH, double mtbfH);

/// Expected number of failures in the horizon, t / MTBF.
[[nodiscard]] double expectedFailures(double horizonH, double mtbfH);

/// Checkpoint size P · bytes per parameter (14 B for mixed-precision Adam: 2 B BF16 weights
/// + 12 B FP32 master, m and v; the appendix's table 3).
[[nodiscard]] double checkpointBytes(double parameters, double bytesPerParameter);

/// Checkpoint write time δ = bytes / storage bandwidth (s).
[[nodiscard]] double checkpointWriteTimeS(double bytes, double storageBandwidthBytesPerS);

/// Young/Daly optimal checkpoint interval τ* ≈ √(2 · δ · MTBF) (seconds in, seconds out).
[[nodiscard]] double optimalCheckpointIntervalS(double writeTimeS, double mtbfS);

/// First-order fraction of wall-clock time wasted with checkpoint interval τ: writing
/// checkpoints (δ/τ) plus recomputing half an interval per failure (τ / (2·MTBF)). Not capped:
/// a value ≥ 1 says the first-order model has broken down (evaluate() caps its result at 1 and
/// flags it). Its minimum is at the Young/Daly τ*. interval > 0, write time ≥ 0, MTBF > 0, s.
[[nodiscard]] double wastedTimeFraction(double intervalS, double writeTimeS, double mtbfS);

// ---------------------------------------------------------------------------------------------
// Power and cooling (the appendix's tables 5–7; The Green Grid 2007 for PUE)
// ---------------------------------------------------------------------------------------------

/// IT load N · TDP in watts.
[[nodiscard]] double itLoadW(double n, double tdpW);
/// Facility load IT · PUE in watts. pue ≥ 1.
[[nodiscard]] double facilityLoadW(double itLoadW, double pue);
/// Facility overhead per MW of IT: (PUE − 1) MW, returned in watts per MW of IT
/// (PUE 1.40 → 400,000 W = 400 kW).
[[nodiscard]] double overheadWPerMwIt(double pue);
/// Rack power from accelerators alone: per node × nodes per rack × TDP (watts).
[[nodiscard]] double rackPowerW(double acceleratorsPerNode, double nodesPerRack, double tdpW);

/// Accelerators in one (the fullest) rack: per node × nodes per rack, but never more than the
/// cluster has — a 1-accelerator "cluster" does not fill a 32-accelerator rack.
[[nodiscard]] double acceleratorsPerRack(double acceleratorsPerNode, double nodesPerRack,
                                         double clusterAccelerators);

/// What a rack of a given power needs (the appendix's table 6).
enum class CoolingVerdict { Air, Liquid, DirectToChip };
/// "air" / "liquid" / "direct-to-chip", as in the results JSON.
[[nodiscard]] const char *coolingVerdictId(CoolingVerdict v);

/// The appendix's thresholds: forced air reaches ~30 kW per rack; above it liquid cooling is
/// required; from ~100 kW direct-to-chip liquid is required.
inline constexpr double kAirCoolingLimitW = 30e3;
inline constexpr double kDirectToChipFromW = 100e3;

/// Air when rack ≤ 30 kW, liquid above, direct-to-chip from 100 kW. rackW ≥ 0.
[[nodiscard]] CoolingVerdict coolingVerdict(double rackW);

inline constexpr double kHoursPerYear = 8760.0;

/// Annual energy = facility load × 8,760 h, in watt-hours.
[[nodiscard]] double annualEnergyWh(double facilityLoadW);
/// Annual electricity cost in USD for a price in USD per kWh (≥ 0).
[[nodiscard]] double annualCostUsd(double annualEnergyWh, double usdPerKwh);
/// Annual CO2 in kg for a grid intensity in g CO2 per kWh (≥ 0).
[[nodiscard]] double annualCo2Kg(double annualEnergyWh, double gCo2PerKwh);

} // namespace fleet
