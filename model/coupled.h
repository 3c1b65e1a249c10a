// The coupled model at the level of a scenario: which compute time, AllReduce, failure rate
// and scaling efficiency a scenario's choices select, the one-click switch between the
// appendix's first-order reading and the coupled design-review model, and the curves that
// depend on those choices.
#pragma once

#include "coupling.h"
#include "curves.h"
#include "scenario.h"

#include <QStringList>

namespace fleet {

/// T_c of one step on one accelerator: the value set by hand, or 6 · P · (G / N) /
/// (R_peak · MFU) from the global batch.
[[nodiscard]] double computeTimePerStepS(const Scenario &s);
/// The same at another cluster size n (the set value does not depend on N).
[[nodiscard]] double computeTimePerStepS(const Scenario &s, double n);

/// The links and node size every AllReduce of the scenario uses.
[[nodiscard]] AllReduceSetup allReduceSetup(const Scenario &s);

/// The node components as series parts (count per node, MTTF in hours).
[[nodiscard]] std::vector<SeriesPart> nodeComponentParts(const Scenario &s);

/// Failures per hour of the whole cluster under the scenario's failure model: N / MTTF, or
/// with nodes N / MTTF + ⌈N / g⌉ · Σ countᵢ / MTTFᵢ. At another cluster size n for curves.
[[nodiscard]] double clusterFailureRatePerH(const Scenario &s);
[[nodiscard]] double clusterFailureRatePerH(const Scenario &s, double n);

/// η_network at n accelerators: the scenario's AllReduce of its message against T_c(n), with
/// its overlap.
[[nodiscard]] double networkScalingEfficiencyAt(const Scenario &s, double n);

/// n rounded to whole nodes of the scenario's size (to a whole count within one node).
[[nodiscard]] double wholeNodes(const Scenario &s, double n);
/// A cluster size snapped to whole nodes for the cluster-size control: wholeNodes() kept in
/// the field's range 1–200,000 (above it, the largest multiple of g in it).
[[nodiscard]] double snapToWholeNodes(const Scenario &s, double n);
/// The whole-node cluster size next to n (itself snapped first) in `direction` (+1 or −1)
/// taken `steps` times: one accelerator within one node (n ≤ g), else one node of g. Stays in
/// 1–200,000. A key press or a spin-box arrow with snapping on moves this far.
[[nodiscard]] double stepWholeNodes(const Scenario &s, double n, int direction, int steps = 1);
/// The network-bound speedup N · η_network(N) over log-spaced N in whole nodes (a partly filled
/// node is slower — its few accelerators carry the node's share — which would make a curve over
/// every N saw-toothed).
[[nodiscard]] Curve networkSpeedupCurve(const Scenario &s, double nMin, double nMax, int count);

/// Cluster MTBF (hours) vs N (nMin ≥ 1) under the scenario's failure model.
[[nodiscard]] Curve clusterMtbfCurve(const Scenario &s, double nMin, double nMax, int count);
/// P(≥ 1 failure within the scenario's horizon) vs N (nMin ≥ 1), as a fraction, under its
/// failure model.
[[nodiscard]] Curve failureProbabilityCurve(const Scenario &s, double nMin, double nMax, int count);

/// The two readings of the model: the appendix's first-order one (every area on its own, the
/// defaults) and the coupled design-review one. Custom: a mix of the two.
enum class ModelMode { Appendix, Coupled, Custom };
/// "appendix" / "coupled" / "custom", as in scenario files.
[[nodiscard]] const char *modelModeId(ModelMode m);

/// Sets every coupled choice to the mode's value (Custom changes nothing): scaling efficiency
/// empirical ↔ lower of empirical and network, compute time 5 s ↔ from the batch, AllReduce
/// ring ↔ hierarchical, failures of accelerators ↔ of nodes, goodput from the budget ↔ derived,
/// checkpoint interval Young ↔ Daly, host power 0 ↔ the accelerator's catalog figure.
void applyModelMode(Scenario &s, ModelMode mode);
/// Which mode the scenario's choices form.
[[nodiscard]] ModelMode modelModeOf(const Scenario &s);
/// One line per coupled choice that differs between two scenarios, "Scaling efficiency:
/// empirical → lower of empirical and network", in the user's language.
[[nodiscard]] QStringList modelModeChanges(const Scenario &before, const Scenario &after);

/// One choice the model switch sets (SPEC §6.6), as words in the user's language.
struct ModelModeRow
{
    QString setting;  ///< "Compute per step"
    QString key;      ///< its scenario key ("workload.compute_time_per_step_s")
    QString appendix; ///< what the appendix model sets ("5.0 s")
    QString coupled;  ///< what the coupled model sets ("from the global batch")
    QString now;      ///< what the scenario holds now
};
/// The seven choices of SPEC §6.6 for this scenario: each as the appendix model, the coupled
/// model and the scenario itself set it (the host power's coupled value is the accelerator's
/// catalog figure, so it depends on the scenario).
[[nodiscard]] std::vector<ModelModeRow> modelModeTable(const Scenario &scenario);

} // namespace fleet
