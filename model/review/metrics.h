// The model's outputs as a table of metrics: every numeric key of the results JSON
// ("utilization.training_time_s", …) with its label, unit, how it reads and which direction is
// better, and a getter from Results. The list is derived from resultsToJson(), so it always
// holds every numeric key; a table of annotations gives each a label and a fast getter.
#pragma once

#include "results.h"
#include "scenario.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <utility>
#include <vector>

class QJsonObject;

namespace fleet {

/// Which way a metric improves, for marking the best design and for the default goal.
enum class Better { Lower, Higher, None };

/// How a metric's value is written for people.
enum class MetricFormat {
    Si,           ///< formatSi(value, unit): "3.35 TB/s", "9.8 MW"
    Scaled,       ///< value × displayScale in displayUnit, ~4 significant digits: "0.2076 EFLOP/s"
    Duration,     ///< seconds in the unit people use: "560.4 ms", "14.2 min"
    Hours,        ///< hours, always written in hours (formatHours): "6.1 h", "0.50 h"
    TrainingTime, ///< seconds as a plan reads them: "30.4 days"
    Percent,      ///< a fraction as a percentage: "20.5 %"
    Plain,        ///< a number without unit prefix (ratios, counts): "7.8", "1,250"
    Usd,          ///< "$1.2 M"
    Co2,          ///< kg shown in kg, t or kt
};

/// One numeric output of the model.
struct Metric
{
    using Getter = std::optional<double> (*)(const Results &);

    QString key;                 ///< "section.key" as in the results JSON
    const char *label = nullptr; ///< untranslated (context "Metric"); see displayLabel()
    const char *unit = "";       ///< SI unit of the value ("s", "W", "FLOP/s"; "" for ratios)
    Better better = Better::None;
    MetricFormat format = MetricFormat::Si;
    double displayScale = 1;      ///< Scaled only: shown = value × displayScale
    const char *displayUnit = ""; ///< Scaled only
    /// The value can be null: no ceiling (scaling.amdahl_limit) or a run that never progresses
    /// (utilization.training_time_s, run.*). A null ranks as +∞ (never finishes, no ceiling).
    bool nullable = false;
    const char *nullText = nullptr; ///< untranslated words for a null ("never finishes")
    Getter getter = nullptr;        ///< nullptr: read through resultsToJson() (slower)

    /// The label in the user's language ("Time to train"); the key when there is none.
    [[nodiscard]] QString displayLabel() const;
    /// The value for these results; nullopt when the key is null.
    [[nodiscard]] std::optional<double> value(const Results &results) const;
    /// The value written for people ("30.4 days"); a null in words ("never finishes").
    [[nodiscard]] QString formatValue(std::optional<double> value) const;
    /// The unit formatValue() writes a value near `magnitude` in, in the metric's own unit:
    /// 86,400 for a training time shown in days, 60 for a duration in minutes, 0.01 for a
    /// percentage, 1 where SI prefixes or plain decimals keep round numbers round. Round
    /// multiples of it read round ("30 days", not "2.6 Ms").
    [[nodiscard]] double roundingUnit(double magnitude) const;
    /// A value for ranking and searching: a null is +∞.
    [[nodiscard]] static double rankValue(std::optional<double> value);
};

/// Every numeric output, in a reading order (roofline, scaling, communication, reliability,
/// operations, utilization, power, run). Derived from resultsToJson(), so a key added there
/// appears here even before it is annotated (then labelled by its key, read via the JSON).
[[nodiscard]] const std::vector<Metric> &outputMetrics();
/// The metric with this key, or nullptr.
[[nodiscard]] const Metric *findMetric(QStringView key);
/// Every metric key, for "did you mean" messages and pickers.
[[nodiscard]] QStringList metricKeys();

/// The bottom-line metrics of a design review, in table order: time, energy, cost and CO₂ to
/// train, effective FLOP/s and fraction of peak, goodput,
/// cluster MTBF, checkpoint interval, decode tokens/s, IT and facility load, rack power. (The
/// cooling verdict, a word, follows rack power in reviewTable().)
[[nodiscard]] const std::vector<const Metric *> &headlineMetrics();

/// The results JSON flattened to its numeric keys: ("roofline.peak_flop_per_s", 9.89e14), …;
/// nullopt for a null. Booleans, words, arrays and "flags" are left out.
[[nodiscard]] std::vector<std::pair<QString, std::optional<double>>>
flattenNumericResults(const QJsonObject &resultsJson);

/// A relative change written for a review, one decimal: "+12.3 %", "−33.4 %" (a true minus),
/// "±0 %" for none at all; "—" when there is no number (a null on either side, or a change
/// from 0).
[[nodiscard]] QString formatChange(std::optional<double> relativeChange);

/// One evaluation of a metric on a scenario that may be invalid.
struct MetricProbe
{
    bool valid = false;          ///< the scenario passed validation and evaluated
    std::optional<double> value; ///< the metric; nullopt for a null (or when invalid)
    QString reason;              ///< why the scenario is invalid (one sentence), else empty
};
/// Validates and evaluates the scenario and reads the metric; an invalid scenario comes back
/// as valid = false with the reason, never as an exception.
[[nodiscard]] MetricProbe probeMetric(const Scenario &scenario, const Metric &metric);

} // namespace fleet
