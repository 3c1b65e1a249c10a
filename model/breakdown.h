// The compound-utilization waterfall: from N × peak FLOP/s, step by step (MFU, scaling
// efficiency, each operational overhead), down to the effective FLOP/s. One function feeds
// both the utilization chart and its "where the rest went" readout.
#pragma once

#include "results.h"
#include "scenario.h"

#include <array>

namespace fleet {

/// The steps of the waterfall, top to bottom.
enum class UtilizationStep {
    Peak,              ///< N × R_peak
    Mfu,               ///< × MFU
    ScalingEfficiency, ///< × η_scaling
    PipelineBubble,    ///< − bubble × (rate after scaling)
    Checkpointing,
    FailureRecovery,
    Maintenance,
    Effective, ///< = R_eff
};
inline constexpr int kUtilizationStepCount = 8;

/// One bar of the waterfall: what remains after the step and what the step took, both as
/// fractions of N × peak (0…1) and in FLOP/s.
struct BreakdownBar
{
    UtilizationStep step;
    double remainingFraction = 0;
    double lostFraction = 0;
    double remainingFlopPerS = 0;
    double lostFlopPerS = 0;
};

/// The waterfall and the share of peak each factor cost.
struct UtilizationBreakdown
{
    std::array<BreakdownBar, kUtilizationStepCount> bars{};
    double lostToMfu = 0;        ///< 1 − MFU
    double lostToScaling = 0;    ///< MFU × (1 − η_scaling)
    double lostToOperations = 0; ///< MFU × η_scaling × (1 − η_operational)
};

/// The waterfall of a scenario's results. The overheads (the budget's, or in the derived model
/// the reliability physics' checkpoint and failure terms) enter additively: each removes its
/// share of the rate after scaling, so the last bar equals the effective FLOP/s (0 when the run
/// never progresses). Pure.
[[nodiscard]] UtilizationBreakdown utilizationBreakdown(const Scenario &scenario,
                                                        const Results &results);

} // namespace fleet
