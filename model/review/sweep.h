// A sweep: one output metric against one numeric input over a range, for the open scenario
// and each pinned design — the curve a crossing is read from ("ρ crosses 1 at N ≈ 2,800 on
// NDR"). Plain data and pure functions; the Compare view's Sweep page and `--sweep` draw and
// print the same curves.
#pragma once

#include "metrics.h"
#include "results.h"
#include "scenariofields.h"
#include "tradeoff.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

class QJsonObject;

namespace fleet {

/// Whether a scenario's cluster ends in a partly filled node: N > g and N not a multiple of
/// the accelerators per node g. Its emptiest node's few accelerators carry their whole node's
/// share of the inter-node ring over their own ports (SPEC §6.2), so ρ, the AllReduce times and
/// η_network jump between whole nodes.
[[nodiscard]] bool partlyFilledNode(const Scenario &scenario);
/// The partly filled node in words, in the user's language, for the view that shows ρ: "1,090
/// = 136 full nodes + one of 2: …"; empty when the nodes are whole.
[[nodiscard]] QString partlyFilledNodeText(const Scenario &scenario);

/// One point of a sweep.
struct SweepPoint
{
    double input = 0;            ///< the swept input's value (SI)
    bool valid = true;           ///< false: the scenario is invalid there (see reason)
    QString reason = {};         ///< why it is invalid, one sentence; empty when valid
    std::optional<double> value; ///< the output; nullopt for a null or when invalid
    /// A cluster size between whole nodes (N > g, not a multiple of g): drawn apart from the
    /// curve through whole nodes, never joined to it.
    bool betweenNodes = false;
    std::vector<ModelFlag> flags = {}; ///< the model's flags at this point (results "flags")
};

/// One curve: the output against the input for one design.
struct SweepCurve
{
    QString name;                   ///< "Current (not pinned)", "A: H100 on NDR", a file name
    std::vector<SweepPoint> points; ///< increasing input; whole nodes and between mixed
};

/// The inputs a sweep evaluates: `count` points over [range.min, range.max], log-spaced where
/// the field's slider is logarithmic and the range positive (sweepIsLog()), else linear; a
/// count's values whole and distinct. A cluster size (with g ≥ 2 accelerators per node) keeps
/// its values from one node up on whole nodes (multiples of g) and adds, marked betweenNodes,
/// the whole numbers between that the spacing lands on. count in [2, 1000]; throws
/// std::invalid_argument outside it or for an empty range (min ≥ max).
[[nodiscard]] std::vector<SweepPoint> sweepInputs(const Scenario &scenario, FieldId input,
                                                  ValueRange range, int count);
/// Whether a sweep of `input` over `range` uses a logarithmic axis.
[[nodiscard]] bool sweepIsLog(FieldId input, ValueRange range);
/// The default range of a sweep: the trade-off map's (defaultMapRange()).
[[nodiscard]] ValueRange defaultSweepRange(const Scenario &scenario, FieldId input);

/// The output at each of sweepInputs(): every point validated and evaluated (an invalid one is
/// a point with valid = false and its reason, never an exception). `count` evaluations.
[[nodiscard]] SweepCurve sweepCurve(const Scenario &scenario, const Metric &metric, FieldId input,
                                    ValueRange range, int count, const QString &name);

/// A value the output is read against: ρ = 1, the 30 kW air-cooling limit, the HBM capacity,
/// or a target the user typed.
struct SweepThreshold
{
    double value = 0;   ///< in the metric's SI unit
    QString label;      ///< "ρ = 1 (communication no longer hides)", in the user's language
    bool typed = false; ///< typed by the user, not the model's own
};
/// The thresholds the model gives an output: 1 for the communication/compute ratios (ρ = 1),
/// the air-cooling limit kAirCoolingLimitW (30 kW, SPEC §2.5) for rack power, the
/// accelerator's HBM capacity for the memory per accelerator. Empty for the others.
[[nodiscard]] std::vector<SweepThreshold> metricThresholds(const Metric &metric,
                                                           const Scenario &scenario);

/// Where a curve crosses a threshold.
struct SweepCrossing
{
    double input = 0;    ///< the input value there (SI), interpolated
    bool rising = false; ///< the output goes above the threshold as the input grows
};
/// Every crossing of `threshold` along the curve's whole-node points with values (a point
/// between nodes, invalid or null is skipped), interpolated linearly in the output against the
/// input (in log space of the input on a log axis). A point exactly on the threshold counts
/// once.
[[nodiscard]] std::vector<SweepCrossing> sweepCrossings(const SweepCurve &curve, double threshold,
                                                        bool logX);

/// The flags a sweep shades as stretches (sweepRegions()), in order: the empirical η
/// extrapolated, Young out of range, the run stalls, the layout invalid.
[[nodiscard]] std::span<const ModelFlag> sweepRegionFlags();
/// A stretch's name on a chart, in the user's language ("η extrapolated (N > 8,192)").
[[nodiscard]] QString sweepRegionText(ModelFlag flag);

/// A stretch of the input where the model says something about its numbers.
struct SweepRegion
{
    QString id;      ///< a flag's id ("empirical_extrapolated", …)
    QString text;    ///< its name on the chart, in the user's language
    double from = 0; ///< input values (SI): from the first flagged point to the last
    double to = 0;
};
/// The flagged stretches of a curve (whole-node points only): each run of consecutive points
/// carrying one of the flags a reader must see on a curve — the empirical η extrapolated, Young
/// out of range, the run stalls, the layout invalid — in the order the flags first appear.
[[nodiscard]] std::vector<SweepRegion> sweepRegions(const SweepCurve &curve);

/// The sweep for `--sweep`: one curve per (name, scenario), their crossings of the metric's
/// thresholds, as JSON: {"output", "output_unit", "input", "log", "thresholds": [{"value",
/// "label", "typed"}], "curves": [{"name", "file", "points": [{"input",
/// "value", "valid", "between_nodes", "flags", "reason"?}], "crossings": [{"threshold",
/// "input", "direction"}], "regions": [{"flag", "from", "to"}]}]}; units SI.
[[nodiscard]] QJsonObject sweepJson(const Metric &metric, FieldId input, bool logX,
                                    const std::vector<SweepThreshold> &thresholds,
                                    const std::vector<SweepCurve> &curves,
                                    const QStringList &files);
/// The same curves as CSV: a header line, then one line per point: design, file, the input
/// (SI, its key as the column), the output (its key; empty for a null), between_nodes, valid,
/// flags (separated by ';'), reason. RFC 4180 quoting.
[[nodiscard]] QString sweepCsv(const Metric &metric, FieldId input,
                               const std::vector<SweepCurve> &curves, const QStringList &files);

} // namespace fleet
