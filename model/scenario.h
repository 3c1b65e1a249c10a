// The scenario: every input of the explorer (SPEC §3), with the seed's H100 examples as defaults.
#pragma once

#include "hardware.h"

#include <optional>
#include <string>

namespace fleet {

/// The four operational overheads of the seed's budget (table 4), in the order they are shown.
enum class Overhead { PipelineBubble, Checkpointing, FailureRecovery, Maintenance };
inline constexpr int kOverheadCount = 4;

/// The appendix's operational overhead budget (table 4), the scenario's defaults: pipeline
/// bubble 5 %, checkpointing 3 %, failure recovery 10 %, maintenance 5 %; 77 % remains.
inline constexpr double kAppendixPipelineBubble = 0.05;
inline constexpr double kAppendixCheckpointing = 0.03;
inline constexpr double kAppendixFailureRecovery = 0.10;
inline constexpr double kAppendixMaintenance = 0.05;

/// Every input of the explorer. Values are SI; counts are whole numbers stored as int.
/// Hardware is held resolved (the catalog entry's figures, or the user's edits), so a
/// Scenario can be evaluated without a catalog. Defaults: the seed's H100 examples.
struct Scenario
{
    std::string name = "Seed defaults — H100";

    // hardware
    Accelerator accelerator;
    Precision precision = Precision::BF16;
    Link intraNodeLink;
    Link interNodeLink;

    struct Cluster
    {
        int accelerators = 1024;        ///< N, [1, 200,000]
        int acceleratorsPerNode = 8;    ///< g, [1, 1,024]
        int nodesPerRack = 4;           ///< [1, 256]
        bool operator==(const Cluster &) const = default;
    } cluster;

    struct Workload
    {
        double parameters = 7.0e9;                   ///< P, > 0
        double bytesPerParameter = 2;                ///< weights/gradient bytes per parameter
        double trainingTokens = 2.0e12;              ///< D for C ≈ 6·P·D
        double arithmeticIntensityFlopPerByte = 100; ///< the custom kernel on the roofline
        int decodeBatch = 1;                         ///< B, [1, 1,024]
        double computeTimePerStepS = 5.0;            ///< T_compute / N of one step (s)
        int prefillTokens = 2048;                    ///< prompt length for the prefill point
        int trainingMicroBatchTokens = 4096;         ///< tokens per accelerator per micro-batch
        /// AllReduce message in bytes; unset = parameters × bytes per parameter.
        std::optional<double> allReduceMessageBytes;
        /// A point-to-point transfer for the bandwidth staircase and its ρ (seed: 16 MB).
        double transferBytes = 16e6;
        bool operator==(const Workload &) const = default;
    } workload;

    struct Scaling
    {
        double serialFraction = 0.10; ///< Amdahl s, [0, 1]
        double mfu = 0.50;            ///< model FLOPs utilization, (0, 1]
        /// η_scaling; unset = "empirical" (the seed's table interpolated at N).
        std::optional<double> scalingEfficiency;
        /// The Amdahl diagnosis (seed: 2.5× going from 1,024 to 4,096 GPUs → 31.2 %).
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
        bool operator==(const Operations &) const = default;
    } operations;

    struct Reliability
    {
        double acceleratorMttfH = 50000;
        double horizonH = 24;
        double checkpointBytesPerParameter = 14;
        double storageBandwidthBytesPerS = 100e9;
        bool operator==(const Reliability &) const = default;
    } reliability;

    struct Facility
    {
        double pue = 1.40;
        double electricityUsdPerKwh = 0.12;
        double gridGco2PerKwh = 429;
        bool operator==(const Facility &) const = default;
    } facility;

    /// The value of one overhead term (its fraction, whether or not it is excluded).
    [[nodiscard]] double overhead(Overhead o) const;
    /// The overhead term's value as it enters the goodput budget (0 when excluded).
    [[nodiscard]] double includedOverhead(Overhead o) const;
    /// The AllReduce message size: the explicit one, else P × bytes per parameter.
    [[nodiscard]] double allReduceMessageBytes() const;
    /// The peak FLOP/s of the accelerator at the scenario's precision.
    [[nodiscard]] double peakFlopPerS() const { return accelerator.peakFlopPerS(precision); }

    bool operator==(const Scenario &) const = default;
};

/// "pipeline_bubble", "checkpointing", "failure_recovery", "maintenance".
[[nodiscard]] const char *overheadId(Overhead o);

} // namespace fleet
