// "Show the math": every headline number of every view as a Readout — its value with units,
// the formula, the same formula with the live values substituted, and where the formula or
// figure comes from. Built from a Scenario and its Results only; the views place the text.
#pragma once

#include "results.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

namespace fleet {

/// One headline number with its math. The tone colours a verdict in the window; the words of
/// `value` always say it too, so nothing relies on colour alone.
struct Readout
{
    enum class Tone { Neutral, Good, Warning, Bad };
    QString title;       ///< "Ridge point"
    QString value;       ///< "295.2 FLOP/byte" (may hold a hand-made line break, never wraps)
    QString formula;     ///< "I_ridge = R_peak / BW"
    QString substituted; ///< "989 TFLOP/s / 3.35 TB/s = 295.2 FLOP/byte"
    QString source;      ///< "Williams et al. 2009; NVIDIA H100 SXM datasheet"
    Tone tone = Tone::Neutral;
    /// The value as a number, in the SI unit of its result (s, B, FLOP/s, a fraction, ×): what
    /// the window compares to show how far an edit moved it. NaN for a verdict in words or a
    /// readout of several numbers.
    double number = std::numeric_limits<double>::quiet_NaN();
    /// Every text `value` can take when it is one of a few (a verdict in words), `value`
    /// among them; empty otherwise. The window keeps room for the widest, so a change of
    /// verdict moves nothing beside or below it.
    QStringList alternatives = {};
};

/// "formula\n= substituted\nSource: …" — the tooltip text of a readout.
[[nodiscard]] QString mathText(const Readout &r);

/// Whether `title` (a readout's title as shown, in the user's language) is the readout named
/// `name` (its English title, as lesson files and views name it); a "%1" in `name` stands for
/// a value the title carries ("ρ (%1 AllReduce)" is "ρ (ring AllReduce)").
[[nodiscard]] bool isReadoutNamed(const QString &title, const QString &name);

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
/// Time, energy, electricity cost, CO₂ and accelerator-hours to train the workload once.
[[nodiscard]] std::vector<Readout> runReadouts(const Scenario &s, const Results &r);
/// Rack power and cooling verdict, IT/facility load and overhead, annual energy, cost, CO₂.
[[nodiscard]] std::vector<Readout> powerReadouts(const Scenario &s, const Results &r);

/// Memory per accelerator (fits or by how much not), step time, MFU from the layout, bubble,
/// tokens/s, time to train with them, and where the tensor group sits (SPEC §8). One readout
/// saying why when the layout cannot run.
[[nodiscard]] std::vector<Readout> layoutReadouts(const Scenario &s, const Results &r);
/// "fits: 12.3 GB of 80.00 GB free" / "does not fit by 72.60 GB".
[[nodiscard]] QString layoutMemoryVerdict(const LayoutCost &c);

/// The serving fleet's racks: ⌈nodes / nodes per rack⌉, the fullest rack's power and its
/// cooling verdict, by the power view's rules.
struct ServingRacks
{
    double racks = 0;
    double rackPowerW = 0;
    CoolingVerdict verdict = CoolingVerdict::Air;
};
[[nodiscard]] ServingRacks servingRacks(const Scenario &s, const ServingResult &v);
/// TPOT, TTFT, request latency, Little's law Q, replicas, accelerators, the targets, memory,
/// tokens/s per accelerator, racks and cooling, IT and facility power, J and $ per output token
/// (SPEC §9).
[[nodiscard]] std::vector<Readout> servingReadouts(const Scenario &s, const Results &r);

/// Where the accelerator's figures come from: its catalog source, or "edited by hand".
[[nodiscard]] QString hardwareSource(const Accelerator &a);

/// The model flags a view says in words under its charts (and the report under its section):
/// the η extrapolation on the scaling view, Young's range on the reliability view, … Empty for
/// a view that names none.
[[nodiscard]] std::vector<ModelFlag> viewModelFlags(const QString &viewId);

} // namespace fleet
