// The appendix's worked examples in one place: the overhead budget and MFU band it prints,
// the presets that reproduce its examples (compound utilization, the three ρ scenarios), and
// the reference points the charts mark (cluster MTBF table). Everything a view offers as "the
// appendix's example" comes from here.
#pragma once

#include "catalog.h"
#include "scenario.h"

#include <array>

namespace fleet {

/// The MFU that well-optimized large-model training reaches on current hardware: 30–50 %.
inline constexpr double kMfuBandLow = 0.30;
inline constexpr double kMfuBandHigh = 0.50;

/// The appendix's two goodput figures for 1,024 × H100 at MFU 50 % and the empirical η (50 %):
/// 0.82 in its compound example (the budget without the pipeline bubble, which MFU already
/// contains) and 0.77 in its overhead budget (all four terms).
enum class GoodputPreset { CompoundExample082, OverheadBudget077 };

/// Sets the scenario to a goodput preset: H100 SXM (from the catalog, when present), BF16,
/// N = 1,024, MFU 0.50, empirical scaling efficiency, the overhead budget with the appendix's
/// four terms, the pipeline bubble excluded for 0.82. Other inputs are kept.
void applyGoodputPreset(Scenario &scenario, GoodputPreset preset, const Catalog &catalog);

/// The appendix's three communication/computation scenarios (its ρ table).
enum class RhoPreset {
    DataParallel7B,    ///< 7.0e9 × 2 B over IB NDR, 256 GPUs, T_compute/N = 5 s: 560.4 ms, ρ 0.11
    DataParallel340M,  ///< 340e6 × 2 B ("350M"), 256 GPUs, T_compute/N = 10 ms: 29.6 ms, ρ ≈ 3
    NvLinkTransfer16MB ///< 16 MB over NVLink 4.0 (bandwidth only) per 1 ms layer: ρ 0.036
};

/// Sets the scenario to a ρ preset: NVLink 4.0 and IB NDR (from the catalog, when present),
/// 8 per node, 2 B per parameter, the message from the workload, a ring AllReduce, the compute
/// time set by hand, and the preset's own inputs.
void applyRhoPreset(Scenario &scenario, RhoPreset preset, const Catalog &catalog);

/// One row of the appendix's table 2 (per-GPU MTTF 50,000 h, 24 h horizon) as printed.
struct AppendixMtbfRow
{
    double accelerators;
    double mtbfH;            ///< the printed MTBF in hours
    double failurePercent;   ///< the printed P(≥ 1 failure within 24 h), in %
    const char *mtbfPrinted; ///< "195.3 h", "366.2 min", …
    const char *failurePrinted;
};
inline constexpr std::array<AppendixMtbfRow, 4> kAppendixMtbfTable = {{
    {256, 195.3, 11.6, "195.3 h", "11.6 %"},
    {2048, 24.4, 62.6, "24.4 h", "62.6 %"},
    {8192, 6.1, 98.0, "366.2 min", "98 %"},
    {100000, 0.5, 100.0, "30 min", "100 %"},
}};

} // namespace fleet
