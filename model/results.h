// Results: every output of the model for one scenario, SI units (the unit is in each name).
#pragma once

#include "layout.h"
#include "physics.h"
#include "serving.h"

#include <QString>

#include <optional>
#include <vector>

namespace fleet {

struct Scenario;

/// A modelling choice or limit that a reader must know about to trust a number: an
/// extrapolated curve, a formula used outside its range, a capped value, a stalled run. Each
/// is listed in the results ("flags") and said in words in the window.
enum class ModelFlag {
    EmpiricalExtrapolated, ///< N > 8,192: the empirical η continues the table's last slope
    EmpiricalFloor,        ///< the extrapolated empirical η reached its 5 % floor
    YoungOutOfRange,       ///< δ ≥ M / 10: Young's first-order interval does not hold
    DalyIntervalIsMtbf,    ///< δ ≥ 2M: Daly's interval is taken as M
    WastedTimeCapped,      ///< the first-order wasted-time fraction reached 100 % and is capped
    ProgressStalls,        ///< the derived goodput is ≤ 0: the run never progresses
    RackHoldsWholeCluster, ///< N < accelerators per node × nodes per rack: the rack is partly
                           ///< filled
    LayoutInvalid, ///< the training layout cannot run on the scenario (t · p · d ≠ N, …): its
                   ///< results are zero, and an MFU "from the layout" falls back to the MFU set
    BatchRounded,  ///< the MFU is the layout's and G is not a whole number of micro-batches:
                   ///< the layout trains m · s · b · d tokens a step
};
/// "empirical_extrapolated", "empirical_floor", "young_out_of_range", "daly_interval_is_mtbf",
/// "wasted_time_capped", "progress_stalls", "rack_holds_whole_cluster", "layout_invalid",
/// "batch_rounded".
[[nodiscard]] const char *modelFlagId(ModelFlag f);
/// One sentence on what the flag means, in the user's language.
[[nodiscard]] QString modelFlagText(ModelFlag f);

/// Everything evaluate() computes for one scenario.
struct Results
{
    struct Roofline
    {
        double peakFlopPerS = 0; ///< at the scenario's precision
        double ridgePointFlopPerByte = 0;
        double attainableFlopPerS = 0; ///< at the custom kernel intensity; an upper bound
        Bound bound = Bound::Memory;   ///< of the custom kernel
        double fractionOfPeak = 0;     ///< attainable / peak
        double decodeWeightsBytes = 0; ///< W = P · b_w
        double kvCacheBytes = 0;       ///< B · L · k
        double decodeMemoryBytes = 0;  ///< W + KV: read per step, held in HBM
        double decodeIntensityFlopPerByte = 0;
        double decodeTokensPerS = 0; ///< an upper bound (ideal machine)
        Bound decodeBound = Bound::Memory;
        double prefillIntensityFlopPerByte = 0;
        double prefillTokensPerS = 0; ///< attainable FLOP/s at prefill intensity / (2P)
        double trainingIntensityFlopPerByte = 0;
        bool fitsInMemory = false; ///< W + KV ≤ HBM capacity
    } roofline;

    struct Scaling
    {
        double amdahlSpeedup = 0;
        double amdahlEfficiency = 0;
        std::optional<double> amdahlLimit; ///< unset when s = 0 (no ceiling)
        double gustafsonSpeedup = 0;
        double empiricalScalingEfficiency = 0;
        bool empiricalExtrapolated = false;  ///< N > 8,192
        double networkScalingEfficiency = 0; ///< 1 / (1 + max(0, ρ − o))
        double scalingEfficiency = 0;        ///< the one used
        /// Which η was used: "empirical", "network", "set" (Lower reports the lower one), or
        /// "layout" (1: the layout's MFU already pays its communication).
        enum class Source {
            Empirical,
            Network,
            Set,
            Layout
        } scalingEfficiencySource = Source::Empirical;
        double baselineEfficiency = 0;        ///< empirical η(N_b) of the diagnosis
        double impliedEfficiency = 0;         ///< η(N_t) implied by the observed speedup
        double empiricalTargetEfficiency = 0; ///< empirical η(N_t), to compare
    } scaling;

    struct Communication
    {
        double messageBytes = 0;
        CollectiveTime ring;
        CollectiveTime tree;
        CollectiveTime hierarchical;
        double allReduceS = 0;          ///< T_ar of the scenario's algorithm
        double computeTimePerStepS = 0; ///< T_c used for ρ
        double allReduceBytesPerParticipant = 0;
        double commComputeRatio = 0;           ///< ρ = T_ar / T_c
        double intraToInterBandwidthRatio = 0; ///< intra-node / inter-node, per direction
        double treeBeatsRingBelowBytes = 0;    ///< on the link the flat collectives use
        double transferTimeS = 0;              ///< transfer bytes over the intra-node link, β only
        double transferRatio = 0;              ///< transfer time / compute time per step
    } communication;

    struct Reliability
    {
        double clusterMtbfH = 0;
        double failureRatePerH = 0;    ///< 1 / MTBF
        double failureProbability = 0; ///< within the horizon
        double expectedFailures = 0;   ///< within the horizon
        double nodes = 0;              ///< ⌈N / g⌉
        double nodeMtbfH = 0;          ///< a full node: accelerators and components
        /// Share of the cluster's failure rate from the accelerators and from each node
        /// component (in the scenario's order); sums to 1. Accelerators only: {1}.
        double acceleratorFailureShare = 1;
        std::vector<double> componentFailureShares;
        double checkpointBytes = 0;
        double checkpointWriteS = 0;           ///< δ
        double optimalCheckpointIntervalS = 0; ///< Young: √(2δM)
        double dalyCheckpointIntervalS = 0;
        double checkpointIntervalS = 0; ///< τ used
        bool youngFormulaValid = true;  ///< δ < M / 10
        /// First order, at Young's τ; capped at 1 (WastedTimeCapped) where the formula exceeds it.
        double wastedTimeFractionAtOptimum = 0;
    } reliability;

    struct Operations
    {
        /// The four terms as they enter the goodput (0 when excluded); in the derived model the
        /// checkpoint and failure terms come from the reliability physics.
        double pipelineBubble = 0;
        double checkpointOverhead = 0;
        double failureOverhead = 0;
        double maintenance = 0;
    } operations;

    /// The training layout's memory and step (SPEC §8.2, §8.3), always computed.
    LayoutCost parallelism;

    struct Utilization
    {
        double mfu = 0;             ///< the MFU used: the one set, or the layout's
        bool mfuFromLayout = false; ///< scaling.mfu is "layout" and the layout is valid
        double peakFlopPerS = 0;    ///< N × peak
        double afterMfuFlopPerS = 0;
        double afterScalingFlopPerS = 0;
        double effectiveFlopPerS = 0;
        double effectiveFraction = 0;
        double operationalGoodput = 0; ///< 0 when the run never progresses
        enum class GoodputSource { Budget, Derived } goodputSource = GoodputSource::Budget;
        bool progressStalls = false;
        double trainingComputeFlop = 0;      ///< 6 · P_a · D (P_a = P for a dense model)
        std::optional<double> trainingTimeS; ///< unset when the run never progresses
    } utilization;

    struct Power
    {
        double nodePowerW = 0; ///< g · TDP + host overhead
        double itLoadW = 0;    ///< N · TDP + ⌈N / g⌉ · host overhead
        double facilityLoadW = 0;
        double overheadW = 0; ///< facility − IT
        /// min(per node × nodes per rack, N); RackHoldsWholeCluster when N is the smaller.
        double acceleratorsPerRack = 0;
        double rackPowerW = 0; ///< a · TDP + ⌈a / g⌉ · host overhead
        CoolingVerdict coolingVerdict = CoolingVerdict::Air;
        double annualEnergyWh = 0;
        double annualCostUsd = 0;
        double annualCo2Kg = 0;
    } power;

    /// What training the workload once costs; unset when the run never progresses.
    struct Run
    {
        std::optional<double> trainingTimeS;
        std::optional<double> energyWh; ///< facility load × training time
        std::optional<double> costUsd;  ///< electricity only
        std::optional<double> co2Kg;
        std::optional<double> acceleratorHours; ///< N × training time
        /// Failures expected while the run trains: failure rate [1/h] × training time [h].
        std::optional<double> expectedFailures;
        /// Wall-clock time the run spends writing checkpoints: the checkpoint term of the
        /// goodput × training time, s (0 when the term is excluded).
        std::optional<double> checkpointTimeS;
        /// Wall-clock time the run loses to failures (restart, lost work, the write in flight):
        /// the failure term of the goodput × training time, s (0 when excluded).
        std::optional<double> failureTimeS;
    } run;

    /// The serving fleet sized by Little's law (SPEC §9.2); its flags are its own booleans
    /// (fits, slo_unreachable, batch_at_limit, cost_electricity_only).
    ServingResult serving;

    std::vector<ModelFlag> flags;
    [[nodiscard]] bool has(ModelFlag f) const;
};

/// Evaluates every formula for the scenario, with its coupled choices. Pure; a few
/// microseconds. Throws std::invalid_argument only for a scenario outside the validated ranges
/// (e.g. FP8 on an accelerator without an FP8 peak) — validateScenario() reports those as
/// InputError first.
[[nodiscard]] Results evaluate(const Scenario &scenario);

} // namespace fleet
