// The training layout (SPEC §8): how a model is laid across the fleet — tensor, pipeline, data
// and expert parallelism, ZeRO, activation recomputation, micro-batches and interleaving — and
// what one training step then costs on one accelerator of the fullest pipeline stage: its
// memory (§8.2), its compute and communication, the bubble and the exposed data-parallel
// AllReduce (§8.3), hence MFU and tokens/s; and the ranked layouts that fit (§8.4).
//
// Pure functions of a Scenario; SI units (bytes, seconds, FLOP/s). The formulas' sources:
// Megatron-LM's tensor parallelism and its 4 AllReduces per layer (Shoeybi et al. 2019),
// activation memory and selective/full recomputation (Korthikanti et al. 2022), 1F1B and its
// interleaved schedule (Narayanan et al. 2021), ZeRO stages (Rajbhandari et al. 2020).
#pragma once

#include "scenario.h"

#include <QString>

#include <optional>
#include <vector>

namespace fleet {

/// One layout: the degrees (t · p · d = N) and the choices that shape a step.
struct Layout
{
    int tensor = 1;    ///< t
    int pipeline = 1;  ///< p
    int data = 1;      ///< d
    int expert = 1;    ///< e, divides d
    int zeroStage = 1; ///< z ∈ {0, 1, 2, 3}
    Recompute recompute = Recompute::Selective;
    int microBatch = 1;    ///< b, sequences
    int virtualStages = 1; ///< v
    bool operator==(const Layout &) const = default;
};

/// Why a layout cannot run on the scenario: the key at fault ("parallelism.tensor") and the
/// reason with its numbers ("8 does not divide workload.heads = 12").
struct LayoutProblem
{
    QString key;
    QString reason;
    /// "parallelism.tensor = 8 does not divide workload.heads = 12".
    [[nodiscard]] QString text() const;
};

/// Everything one layout costs, for one accelerator of the fullest pipeline stage. Plain data:
/// a view shows each part; all zero (and `valid` false, `problem` set) when the layout cannot
/// run on the scenario.
struct LayoutCost
{
    Layout layout;
    bool valid = false;
    std::optional<LayoutProblem> problem;

    // Memory (§8.2), bytes per accelerator.
    double microBatches = 0;    ///< m = G / (s · b · d), rounded to the nearest integer ≥ 1
    bool batchRounded = false;  ///< G is not m · s · b · d
    double stepTokens = 0;      ///< m · s · b · d: the tokens one step trains on
    int stageLayers = 0;        ///< L_s = ⌈L / p⌉
    int stageMoeLayers = 0;     ///< ⌈MoE layers / p⌉, at most L_s; 0 for a dense model
    double shardParameters = 0; ///< Ψ = (P − P_e + P_e / e) / (t · p)
    double weightsBytes = 0;    ///< b_w · Ψ (÷ d with ZeRO-3)
    double gradientsBytes = 0;  ///< b_w · Ψ (÷ d with ZeRO-2 and -3)
    double optimizerBytes = 0;  ///< 12 · Ψ (÷ d with ZeRO-1 and up)
    double activationsPerLayerBytes = 0; ///< one layer, one micro-batch
    int microBatchesInFlight = 0;        ///< min(p, m), in the first stage of 1F1B
    double activationsBytes = 0;         ///< L_s · min(p, m) · per layer
    double memoryBytes = 0;              ///< the four parts' sum
    double capacityBytes = 0;            ///< the accelerator's HBM
    bool fits = false;                   ///< memory ≤ capacity

    // One step (§8.3), seconds.
    double computeS = 0;               ///< t_c per micro-batch
    double tensorCommS = 0;            ///< t_tp per micro-batch
    double pipelineCommS = 0;          ///< t_pp per micro-batch
    double expertCommS = 0;            ///< t_a2a per micro-batch
    double slotS = 0;                  ///< t_c + t_tp + t_pp + t_a2a
    double bubbleFraction = 0;         ///< ((p − 1)/v) / (m + (p − 1)/v)
    double pipelineS = 0;              ///< T_pipe = (m + (p − 1)/v) · slot
    double dataParallelAllReduceS = 0; ///< T_dp
    double dataParallelExposedS = 0;   ///< max(0, T_dp − o · ⅔ · t_c)
    double stepS = 0;                  ///< T_pipe + exposed
    double mfu = 0;                    ///< 6 · P_a · (m · s · b · d) / (N · R_peak · T_step)
    double tokensPerS = 0;             ///< m · s · b · d / T_step
    bool tensorCrossesNodes = false;   ///< t > g: the tensor AllReduces run on the fabric
    bool pipelineCrossesNodes = false; ///< t · p > g: the stage sends run on the fabric
    bool expertCrossesNodes = false;   ///< e · t · p > g: the all-to-alls run on the fabric
};

/// The scenario's own layout, its data degree resolved: "auto" is N / (t · p) rounded down
/// (at least 1; layoutProblem() reports an N that t · p does not divide).
[[nodiscard]] Layout scenarioLayout(const Scenario &s);

/// Why the layout cannot run on the scenario, or nullopt. In this order: t · p · d ≠ N (with
/// "auto", N not a multiple of t · p), t not dividing the heads, p above the layers, e not
/// dividing d, v above the layers of a stage.
[[nodiscard]] std::optional<LayoutProblem> layoutProblem(const Scenario &s, const Layout &l);

/// Activation bytes of one layer for one micro-batch, 16-bit, with sequence parallelism over
/// the tensor group (Korthikanti et al. 2022, table 2): none s·b·h·(34 + 5·a·s/h)/t; selective
/// 34·s·b·h/t; full 2·s·b·h/t. All counts ≥ 1.
[[nodiscard]] double activationBytesPerLayer(double sequenceTokens, double microBatch,
                                             double hidden, double heads, double tensor,
                                             Recompute recompute);

/// The 1F1B bubble: ((p − 1)/v) / (m + (p − 1)/v). p = 4, m = 8: 3/11; with v = 4: 3/35.
/// p, m, v ≥ 1.
[[nodiscard]] double pipelineBubbleFraction(double stages, double microBatches,
                                            double virtualStages);

/// One layout on the scenario: memory, step, MFU and tokens/s (SPEC §8.2, §8.3). Never throws
/// for a scenario within its fields' ranges: a layout that cannot run comes back invalid.
[[nodiscard]] LayoutCost evaluateLayout(const Scenario &s, const Layout &l);
/// The scenario's own layout (scenarioLayout()).
[[nodiscard]] LayoutCost evaluateLayout(const Scenario &s);

/// Plan for me (SPEC §8.4): every t (powers of 2 up to g that divide the heads), p (dividing
/// N / t, at most L), z ∈ {0, 1, 2, 3}, recomputation and b ∈ {1, 2, 4, 8}, with d = N / (t · p)
/// and the scenario's e (1 when it does not divide d) and v (1 when p = 1); those that fit,
/// ranked by MFU (higher first), then by memory (less first), then by t, p, z, b. At most
/// `limit` of them (0: all).
[[nodiscard]] std::vector<LayoutCost> bestLayouts(const Scenario &s, size_t limit = 0);

/// "recompute" words as in files: "none", "selective", "full".
[[nodiscard]] const char *recomputeId(Recompute r);

} // namespace fleet
