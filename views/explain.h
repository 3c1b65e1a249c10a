// The readouts of each view with their math: formula, live substitution and source. Built
// from a Scenario and its Results only — no physics here beyond formatting.
#pragma once

#include "readout.h"
#include "results.h"
#include "scenario.h"

#include <vector>

namespace fleet {

/// Ridge, attainable FLOP/s, bound, % of peak, decode tokens/s and intensity, weights fit.
[[nodiscard]] std::vector<Readout> rooflineReadouts(const Scenario &s, const Results &r);
/// Amdahl speedup, efficiency and ceiling, Gustafson speedup, empirical η and speedup at N.
[[nodiscard]] std::vector<Readout> scalingReadouts(const Scenario &s, const Results &r);
/// Cluster MTBF, P(failure within horizon), expected failures, checkpoint size and write
/// time, Young/Daly interval and the time wasted at it.
[[nodiscard]] std::vector<Readout> reliabilityReadouts(const Scenario &s, const Results &r);
/// Message size, ring / tree / hierarchical AllReduce with β and α parts, ρ with its verdict,
/// the point-to-point transfer and its ρ, the intra/inter bandwidth ratio, the tree crossover.
[[nodiscard]] std::vector<Readout> communicationReadouts(const Scenario &s, const Results &r);
/// Peak, effective FLOP/s, fraction of peak, goodput, where the rest went, training compute and
/// time, and the Amdahl diagnosis (implied efficiency).
[[nodiscard]] std::vector<Readout> utilizationReadouts(const Scenario &s, const Results &r);

/// "Communication can hide behind compute" (ρ < 1) / "Communication-bound" (ρ ≥ 1).
[[nodiscard]] QString commVerdictText(double rho);

/// Rack power and cooling verdict, IT/facility load and overhead, annual energy, cost, CO₂.
[[nodiscard]] std::vector<Readout> powerReadouts(const Scenario &s, const Results &r);

/// Where the accelerator's figures come from: its catalog source, or "edited by hand".
[[nodiscard]] QString hardwareSource(const Accelerator &a);

} // namespace fleet
