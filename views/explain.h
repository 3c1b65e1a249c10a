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
/// Rack power and cooling verdict, IT/facility load and overhead, annual energy, cost, CO₂.
[[nodiscard]] std::vector<Readout> powerReadouts(const Scenario &s, const Results &r);

/// "Air cooling is enough" / "Liquid cooling required" / "Direct-to-chip liquid cooling
/// required".
[[nodiscard]] QString coolingVerdictText(CoolingVerdict v);

/// Where the accelerator's figures come from: its catalog source, or "edited by hand".
[[nodiscard]] QString hardwareSource(const Accelerator &a);

} // namespace fleet
