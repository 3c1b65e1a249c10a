// Calibration from observations (SPEC §10, Tools › Calibrate from observations…): pure
// functions that set one model input from a figure measured on a real fleet, and say in one
// sentence what they set and from what. model/README.md §10.3.
#pragma once

#include "scenario.h"

#include <QString>

namespace fleet {

/// A calibrated scenario and the sentence that says what changed.
struct Calibration
{
    Scenario scenario;
    QString description;
};

/// The accelerator MTTF implied by k interruptions over T days on N accelerators, every
/// interruption counted against an accelerator (constant failure rate, independent parts):
/// MTTF = N · T · 24 / k hours. 419 in 54 days on 16,384 → 50,677.2 h. Throws
/// std::invalid_argument unless k > 0, T > 0 and N ≥ 1 (all finite).
[[nodiscard]] double mttfFromInterruptionsH(double interruptions, double days, double accelerators);

/// Sets reliability.accelerator_mttf_h to mttfFromInterruptionsH() (and leaves every other
/// input). Throws InputError (file "calibration", the argument's name) for a non-positive or
/// non-finite count or duration, fewer than one accelerator, or an MTTF outside the field's
/// range (1 – 1e8 h).
[[nodiscard]] Calibration calibrateMttfFromInterruptions(const Scenario &scenario,
                                                         double interruptions, double days,
                                                         double accelerators);

/// A measured MFU at scale (a fraction, 0.001 – 1): scaling.mfu = that number and the scaling
/// efficiency set by hand to 1, because a measured MFU already includes the communication and
/// scaling losses. Throws InputError outside the range.
[[nodiscard]] Calibration calibrateMfuAtScale(const Scenario &scenario, double measuredMfu);

/// A measured node power (W): cluster.node_overhead_w = node power − g · TDP (§2.6). Throws
/// InputError when the result is negative (the node drew less than its accelerators' TDP) or
/// above the field's range, or the power is not finite.
[[nodiscard]] Calibration calibrateNodeOverheadFromPower(const Scenario &scenario,
                                                         double nodePowerW);

/// The time lost per interruption (s, detection to training again): reliability.
/// restart_overhead_s = that time. Throws InputError outside the field's range (0 – 1e6 s).
[[nodiscard]] Calibration calibrateRestartOverhead(const Scenario &scenario,
                                                   double secondsLostPerInterruption);

} // namespace fleet
