// The scenario: every input of the explorer, with the appendix's H100 examples as defaults.
// The coupled choices (how scaling efficiency, compute time, reliability, goodput and node power
// are computed) default to the appendix's first-order reading.
#pragma once

#include "hardware.h"
#include "physics.h"
#include "serving.h"

#include <optional>
#include <string>
#include <vector>

namespace fleet {

/// The four operational overheads of the appendix's budget (table 4), in the order they are shown.
enum class Overhead { PipelineBubble, Checkpointing, FailureRecovery, Maintenance };
inline constexpr int kOverheadCount = 4;

/// The appendix's operational overhead budget (table 4), the scenario's defaults: pipeline
/// bubble 5 %, checkpointing 3 %, failure recovery 10 %, maintenance 5 %; 77 % remains.
inline constexpr double kAppendixPipelineBubble = 0.05;
inline constexpr double kAppendixCheckpointing = 0.03;
inline constexpr double kAppendixFailureRecovery = 0.10;
inline constexpr double kAppendixMaintenance = 0.05;

/// Where η_scaling comes from: the appendix's empirical table, the fabric (η_network), the
/// lower of the two, or a value set by hand.
enum class ScalingEfficiencySource { Empirical, Network, Lower, Set };
/// Where the compute time of one step on one accelerator comes from: set by hand (the
/// appendix's 5 s) or derived from the global batch (6 · P · (G / N) / (R_peak · MFU)).
enum class ComputeTimeSource { Set, FromBatch };
/// What fails: accelerators only (MTBF = MTTF / N) or whole nodes built from components.
enum class FailureModel { Accelerators, Nodes };
/// How operational goodput is found: the appendix's additive budget, or derived from the
/// reliability physics (checkpoint and failure overheads at the checkpoint interval used).
enum class GoodputModel { Budget, Derived };
/// The checkpoint interval used: Young's first-order optimum, Daly's higher-order optimum, or
/// a value set by hand.
enum class CheckpointPolicy { Young, Daly, Set };

/// Where the MFU comes from: set by hand (the appendix's slider), or derived from the training
/// layout (SPEC §8.3), which then also pays the communication (scaling efficiency 1).
enum class MfuSource { Set, Layout };
/// Activation recomputation (Korthikanti et al. 2022): keep every activation, recompute the
/// attention's (selective), or keep only each layer's input and rerun its forward (full).
enum class Recompute { None, Selective, Full };

/// One kind of part in every node besides the accelerators (a NIC, a power supply).
struct NodeComponent
{
    std::string name;     ///< "NIC"
    int countPerNode = 0; ///< ≥ 0
    double mttfH = 1;     ///< > 0, hours
    bool operator==(const NodeComponent &) const = default;
};

/// The textbook's reliability appendix: 2 NICs at 150,000 h and 2 PSUs at 100,000 h per node.
[[nodiscard]] std::vector<NodeComponent> defaultNodeComponents();

/// Every input of the explorer. Values are SI; counts are whole numbers stored as int.
/// Hardware is held resolved (the catalog entry's figures, or the user's edits), so a
/// Scenario can be evaluated without a catalog. Defaults: the appendix's H100 examples.
struct Scenario
{
    /// The user's name for the scenario; empty = none given, and the window shows one made from
    /// the hardware and cluster size (scenarioDisplayName()).
    std::string name;

    // hardware
    Accelerator accelerator;
    Precision precision = Precision::BF16;
    Link intraNodeLink;
    Link interNodeLink;

    struct Cluster
    {
        int accelerators = 1024;     ///< N, [1, 200,000]
        int acceleratorsPerNode = 8; ///< g, [1, 1,024]
        int nodesPerRack = 4;        ///< [1, 256]
        /// Host power per node beyond the accelerators (CPUs, memory, NICs, fans), W, ≥ 0.
        /// 0 is the appendix's accelerators-only accounting.
        double nodeOverheadW = 0;
        bool operator==(const Cluster &) const = default;
    } cluster;

    struct Workload
    {
        double parameters = 7.0e9; ///< P, > 0
        /// Weights/gradient bytes per parameter; a file that omits it follows the precision
        /// (BF16 → 2, FP8 → 1).
        double bytesPerParameter = 2;
        double trainingTokens = 2.0e12;              ///< D for C ≈ 6·P·D
        double arithmeticIntensityFlopPerByte = 100; ///< the custom kernel on the roofline
        int decodeBatch = 1;                         ///< B, [1, 1,024]
        /// Tokens of context each decoded sequence attends to (its KV cache), [0, 10^7].
        int contextTokens = 0;
        /// Bytes of K and V per token of context, summed over layers: 2 · layers · KV heads ·
        /// head dim · 2 B. Default: Llama-2-7B in BF16 (32 · 32 · 128 → 524,288 B).
        double kvBytesPerToken = 524288;
        ComputeTimeSource computeTimeSource = ComputeTimeSource::Set;
        /// T_compute / N of one step (s), used when computeTimeSource is Set.
        double computeTimePerStepS = 5.0;
        /// G, tokens per optimizer step across the cluster (Llama 2's 4M-token batch), used when
        /// computeTimeSource is FromBatch.
        double globalBatchTokens = 4194304;
        int prefillTokens = 2048;            ///< prompt length for the prefill point
        int trainingMicroBatchTokens = 4096; ///< tokens per accelerator per micro-batch
        /// AllReduce message in bytes; unset = parameters × bytes per parameter.
        std::optional<double> allReduceMessageBytes;
        /// A point-to-point transfer for the bandwidth staircase and its ρ (appendix: 16 MB).
        double transferBytes = 16e6;
        // The model's shape and its mixture of experts, for the training layout (SPEC §8.1).
        // Defaults: Llama-2-7B (Touvron et al. 2023, table 1), dense.
        int sequenceTokens = 4096; ///< s, training sequence length in tokens, [1, 10^7]
        int layers = 32;           ///< L, transformer layers, [1, 100,000]
        int hidden = 4096;         ///< h, hidden size (= heads · head dim), [1, 10^6]
        int heads = 32;            ///< a, attention (query) heads per layer, [1, 100,000]
        /// P_a, parameters used per token (MoE); unset = P (a dense model).
        std::optional<double> activeParameters;
        double expertParameters = 0;  ///< P_e, parameters inside the experts (MoE), [0, P]
        int topK = 1;                 ///< k_e, experts each token is routed to, [1, 1,024]
        std::optional<int> moeLayers; ///< layers with experts; unset = L
        bool operator==(const Workload &) const = default;
    } workload;

    /// How the model is laid across the fleet (SPEC §8.1): t · p · d = N.
    struct Parallelism
    {
        int tensor = 1;          ///< t, [1, 1,024]; divides the heads
        int pipeline = 1;        ///< p, [1, 1,024]; at most the layers
        std::optional<int> data; ///< d, [1, 200,000]; unset ("auto") = N / (t · p)
        int expert = 1;          ///< e, [1, 200,000]; divides d (mixtures of experts)
        int zeroStage = 1;       ///< z ∈ {0, 1, 2, 3} (Rajbhandari et al. 2020)
        Recompute recompute = Recompute::Selective;
        int microBatch = 1;             ///< b, sequences per micro-batch, [1, 1,024]
        int virtualStages = 1;          ///< v, interleaved 1F1B, [1, 1,024]; 1 = plain 1F1B
        double computeEfficiency = 0.5; ///< e_c, (0, 1]: the matrix multiplies' share of peak
        bool operator==(const Parallelism &) const = default;
    } parallelism;

    struct Scaling
    {
        double serialFraction = 0.10; ///< Amdahl s, [0, 1]
        double mfu = 0.50; ///< model FLOPs utilization, [0.001, 1], when mfuSource is Set
        MfuSource mfuSource = MfuSource::Set;
        ScalingEfficiencySource efficiencySource = ScalingEfficiencySource::Empirical;
        /// η_scaling set by hand, [0.001, 1]; used when efficiencySource is Set.
        double scalingEfficiency = 0.5;
        /// The gradient AllReduce whose time enters ρ and η_network.
        AllReduceAlgorithm allReduceAlgorithm = AllReduceAlgorithm::Ring;
        /// o ∈ [0, 1]: the share of a step's compute that gradient communication can overlap
        /// (1 = the appendix's reading that ρ < 1 hides behind compute).
        double commOverlap = 1.0;
        /// The Amdahl diagnosis (appendix: 2.5× going from 1,024 to 4,096 GPUs → 31.2 %).
        double observedSpeedup = 2.5;
        int baselineAccelerators = 1024;
        int targetAccelerators = 4096;
        bool operator==(const Scaling &) const = default;
    } scaling;

    struct Operations
    {
        double pipelineBubble = kAppendixPipelineBubble;   ///< [0, 1]
        double checkpointing = kAppendixCheckpointing;     ///< [0, 1]
        double failureRecovery = kAppendixFailureRecovery; ///< [0, 1]
        double maintenance = kAppendixMaintenance;         ///< [0, 1]
        /// Terms switched off (left out of the goodput budget), one flag per Overhead.
        bool excluded[kOverheadCount] = {false, false, false, false};
        GoodputModel goodputModel = GoodputModel::Budget;
        bool operator==(const Operations &) const = default;
    } operations;

    struct Reliability
    {
        double acceleratorMttfH = 50000;
        double horizonH = 24;
        double checkpointBytesPerParameter = 14;
        double storageBandwidthBytesPerS = 100e9;
        FailureModel failureModel = FailureModel::Accelerators;
        std::vector<NodeComponent> nodeComponents = defaultNodeComponents();
        CheckpointPolicy checkpointPolicy = CheckpointPolicy::Young;
        /// τ set by hand (s), used when checkpointPolicy is Set.
        double checkpointIntervalS = 3600;
        /// R: time to detect a failure and reschedule (30 s + 60 s, the textbook's reliability
        /// appendix); reloading the checkpoint takes δ on top.
        double restartOverheadS = 90;
        bool operator==(const Reliability &) const = default;
    } reliability;

    struct Facility
    {
        double pue = 1.40;
        double electricityUsdPerKwh = 0.12;
        double gridGco2PerKwh = 429;
        bool operator==(const Facility &) const = default;
    } facility;

    /// The serving fleet (SPEC §9.1): load, request shape, replica and targets.
    ServingSettings serving;

    /// The value of one overhead term (its fraction, whether or not it is excluded).
    [[nodiscard]] double overhead(Overhead o) const;
    /// The overhead term's value as it enters the goodput budget (0 when excluded).
    [[nodiscard]] double includedOverhead(Overhead o) const;
    /// The AllReduce message size: the explicit one, else P × bytes per parameter.
    [[nodiscard]] double allReduceMessageBytes() const;
    /// P_a: the active parameters set, else P (dense).
    [[nodiscard]] double activeParameters() const
    {
        return workload.activeParameters.value_or(workload.parameters);
    }
    /// The layers with experts: the count set, else L.
    [[nodiscard]] int moeLayers() const { return workload.moeLayers.value_or(workload.layers); }
    /// The peak FLOP/s of the accelerator at the scenario's precision.
    [[nodiscard]] double peakFlopPerS() const { return accelerator.peakFlopPerS(precision); }

    bool operator==(const Scenario &) const = default;
};

/// Picking a catalog model: sets P, the KV cache per token (a decoder), and the training
/// layout's shape — layers, hidden size and heads (when the entry has them) — and its mixture
/// of experts (active parameters, expert parameters from the published totals, top-k; a dense
/// model unsets them). An entry without a shape (BERT-Large, the generic 1T model) leaves the
/// layers, hidden size and heads as they were. SPEC §6.1, §8.1.
void applyModelPreset(Scenario &s, const ModelPreset &m);

/// "pipeline_bubble", "checkpointing", "failure_recovery", "maintenance".
[[nodiscard]] const char *overheadId(Overhead o);

} // namespace fleet
