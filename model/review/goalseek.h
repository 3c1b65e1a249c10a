// Solve for a target: the value of one input at which an output metric meets a target
// ("accelerators needed to train in 30 days", "the PUE that keeps the facility under 20 MW").
// A coarse scan over the input's range brackets the edge of the region meeting the target, and
// bisection (in log space where the values are positive, whole numbers for counts) pins it.
#pragma once

#include "metrics.h"
#include "scenariofields.h"

#include <optional>

namespace fleet {

/// What meeting the target means.
enum class Goal {
    Auto,    ///< from the metric: AtMost where lower is better, else AtLeast
    AtMost,  ///< metric ≤ target (a null counts as +∞: a run that never finishes misses it)
    AtLeast, ///< metric ≥ target
};

/// Options of goalSeek().
struct GoalSeekOptions
{
    Goal goal = Goal::Auto;
    std::optional<double> min; ///< search from here (SI; default: the field's minimum)
    std::optional<double> max; ///< search up to here (default: the field's maximum)
};

/// The answer.
struct GoalSeekResult
{
    enum class Status {
        Met,         ///< inputValue is the edge of the region meeting the target
        AlwaysMet,   ///< every value in the range meets it; inputValue is the current value
        Unreachable, ///< no value in the range meets it; inputValue is the best one found
    };
    Status status = Status::Unreachable;
    Goal goal = Goal::AtMost;          ///< resolved (never Auto)
    double inputValue = 0;             ///< SI; a whole number for counts
    std::optional<double> metricValue; ///< the metric at inputValue (nullopt: null)
    double rangeMin = 0;               ///< the range searched
    double rangeMax = 0;
    int evaluations = 0;

    [[nodiscard]] bool met() const { return status != Status::Unreachable; }
};

/// Finds the value of `input` at the edge of the region where `metric` meets `target`: the
/// least value needed when the region lies at the top of the range (accelerators to train in D
/// days, MTTF for P(failure) ≤ 50 %), the most allowed when it lies at the bottom (nodes per
/// rack under 30 kW, PUE under X MW), the lower edge when it lies inside. The metric is assumed
/// monotone in the input near that edge; a scan of 33 points over the range finds where it
/// crosses, so a run that stops progressing at one end (a null, +∞) does not hide it.
/// Counts are searched over whole numbers, so the value returned is checked as it will be set.
/// Setting an optional field sets it by hand. A value at which the scenario is invalid counts
/// as missing the target. When no value meets the target, the result is Unreachable with the
/// scanned value closest to the target and the metric there (for a monotone metric, a range
/// end). About 40 evaluations for a count, about 75 for a continuous input.
/// Throws InputError (file empty) when the scenario is invalid, std::invalid_argument when
/// the target is not finite or the range is empty or outside the field's.
[[nodiscard]] GoalSeekResult goalSeek(const Scenario &scenario, const Metric &metric, double target,
                                      FieldId input, const GoalSeekOptions &options = {});

/// One sentence for people: "2,921 accelerators meet the target: time to train 30 days (≤ 30
/// days)." or "No cluster size in [1, 200,000] meets the target; the best is 200,000 with …".
[[nodiscard]] QString goalSeekText(const GoalSeekResult &result, const Metric &metric,
                                   double target, FieldId input);

/// A target typed by a person for a metric.
struct MetricTarget
{
    bool ok = false;
    double value = 0; ///< ok: the target in the metric's SI unit (a fraction for a percentage)
    QString error;    ///< not ok: why, one sentence in the user's language
};

/// Reads a typed target in the metric's unit or another of the same quantity: "30 days",
/// "12 h" and "1e6 s" for a time; "9 MW" for a power; "50 %" (or "50") for a percentage, read
/// as the fraction 0.5; "0.3 EFLOP/s" for a scaled metric; a plain number otherwise (USD, kg,
/// ratios). Not range-checked: goalSeek() reports a target no input value reaches.
[[nodiscard]] MetricTarget parseMetricTarget(const Metric &metric, const QString &text);

} // namespace fleet
