#include "goalseek.h"

#include "designcomparison.h"
#include "scenarioio.h"
#include "sensitivity.h"
#include "unitinput.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace fleet {

namespace {

constexpr int kScanPoints = 33;
constexpr int kMaxBisections = 60;

struct Sample
{
    double x = 0;
    MetricProbe probe;
};

class Seeker
{
public:
    Seeker(const Scenario &scenario, const Metric &metric, const FieldSpec &field, Goal goal,
           double target)
        : m_scenario(scenario), m_metric(metric), m_field(field), m_goal(goal), m_target(target)
    {}

    Sample at(double x)
    {
        Scenario s = m_scenario;
        m_field.set(s, x);
        ++m_evaluations;
        return {x, probeMetric(s, m_metric)};
    }

    [[nodiscard]] bool meets(const Sample &s) const
    {
        if (!s.probe.valid)
            return false;
        const double v = Metric::rankValue(s.probe.value);
        return m_goal == Goal::AtMost ? v <= m_target : v >= m_target;
    }

    /// How far a sample misses the target in the goal's direction (smaller is closer; invalid
    /// samples are farthest).
    [[nodiscard]] double miss(const Sample &s) const
    {
        if (!s.probe.valid)
            return std::numeric_limits<double>::infinity();
        const double v = Metric::rankValue(s.probe.value);
        return m_goal == Goal::AtMost ? v - m_target : m_target - v;
    }

    /// The midpoint of two input values: geometric where both are positive and the search is
    /// logarithmic, arithmetic otherwise; whole for counts.
    [[nodiscard]] double mid(double a, double b) const
    {
        double m = (m_log && a > 0 && b > 0) ? std::sqrt(a * b) : (a + b) / 2;
        if (m_field.range.integer) {
            m = std::round(m);
            if (m == a || m == b) // a and b are adjacent whole numbers, or m collapsed onto one
                m = a < b ? a + 1 : a - 1;
        }
        return m;
    }

    /// Bisects between a sample that misses and one that meets; returns the meeting one
    /// nearest the edge.
    Sample bisect(Sample miss, Sample hit)
    {
        for (int i = 0; i < kMaxBisections; ++i) {
            if (m_field.range.integer && std::abs(hit.x - miss.x) <= 1)
                break;
            if (!m_field.range.integer &&
                std::abs(hit.x - miss.x) <= 1e-12 * std::max(std::abs(hit.x), std::abs(miss.x)))
                break;
            Sample m = at(mid(miss.x, hit.x));
            if (meets(m))
                hit = m;
            else
                miss = m;
        }
        return hit;
    }

    std::vector<Sample> scan(double lo, double hi, double current)
    {
        m_log = lo > 0;
        std::vector<double> xs;
        for (int i = 0; i < kScanPoints; ++i) {
            const double t = double(i) / (kScanPoints - 1);
            double x = m_log ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
            if (i == 0)
                x = lo;
            if (i == kScanPoints - 1)
                x = hi;
            xs.push_back(clampToField(m_field, x));
        }
        if (current >= lo && current <= hi)
            xs.push_back(current); // a known-valid point inside the range
        std::sort(xs.begin(), xs.end());
        xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
        std::vector<Sample> samples;
        for (double x : xs)
            samples.push_back(at(x));
        return samples;
    }

    [[nodiscard]] int evaluations() const { return m_evaluations; }

private:
    const Scenario &m_scenario;
    const Metric &m_metric;
    const FieldSpec &m_field;
    Goal m_goal;
    double m_target;
    bool m_log = true;
    int m_evaluations = 0;
};

} // namespace

GoalSeekResult goalSeek(const Scenario &scenario, const Metric &metric, double target,
                        FieldId input, const GoalSeekOptions &options)
{
    if (!std::isfinite(target))
        throw std::invalid_argument("goalSeek: the target must be a finite number");
    (void)evaluateValidated(scenario, QString()); // the scenario itself must be valid
    const FieldSpec &field = fieldSpec(input);
    const double lo = clampToField(field, options.min.value_or(field.range.min));
    const double hi = clampToField(field, options.max.value_or(field.range.max));
    if ((options.min && *options.min > field.range.max) ||
        (options.max && *options.max < field.range.min) || !(lo < hi))
        throw std::invalid_argument("goalSeek: the search range is empty or outside the field's");

    Goal goal = options.goal;
    if (goal == Goal::Auto)
        goal = metric.better == Better::Higher ? Goal::AtLeast : Goal::AtMost;
    Seeker seeker(scenario, metric, field, goal, target);
    const double current = field.get(scenario);
    const std::vector<Sample> samples = seeker.scan(lo, hi, current);

    GoalSeekResult result{.status = GoalSeekResult::Status::Unreachable,
                          .goal = goal,
                          .inputValue = current,
                          .metricValue = std::nullopt,
                          .rangeMin = lo,
                          .rangeMax = hi,
                          .evaluations = 0};
    const auto first = std::find_if(samples.begin(), samples.end(),
                                    [&](const Sample &s) { return seeker.meets(s); });
    if (first == samples.end()) {
        // Unreachable: the scanned value that comes closest.
        const auto best =
            std::min_element(samples.begin(), samples.end(), [&](const auto &a, const auto &b) {
                return seeker.miss(a) < seeker.miss(b);
            });
        result.inputValue = best->x;
        result.metricValue = best->probe.value;
    } else if (std::all_of(samples.begin(), samples.end(),
                           [&](const Sample &s) { return seeker.meets(s); })) {
        result.status = GoalSeekResult::Status::AlwaysMet;
        const Sample here = seeker.at(clampToField(field, std::clamp(current, lo, hi)));
        result.inputValue = here.x;
        result.metricValue = here.probe.value;
    } else {
        result.status = GoalSeekResult::Status::Met;
        Sample edge;
        if (first != samples.begin()) {
            // The region starts inside the range: the least value needed.
            edge = seeker.bisect(*(first - 1), *first);
        } else {
            // The region holds the bottom of the range: the most allowed, up to where the first
            // run of meeting samples ends.
            const auto end = std::find_if(samples.begin(), samples.end(),
                                          [&](const Sample &s) { return !seeker.meets(s); });
            edge = seeker.bisect(*end, *(end - 1));
        }
        result.inputValue = edge.x;
        result.metricValue = edge.probe.value;
    }
    result.evaluations = seeker.evaluations();
    return result;
}

QString goalSeekText(const GoalSeekResult &r, const Metric &metric, double target, FieldId input)
{
    const FieldSpec &field = fieldSpec(input);
    auto inputText = [&field](double si) { return formatInputValue(field, si); };
    const QString goal = (r.goal == Goal::AtLeast ? QStringLiteral("≥ ") : QStringLiteral("≤ ")) +
                         metric.formatValue(target);
    const QString there =
        QStringLiteral("%1 %2").arg(metric.displayLabel(), metric.formatValue(r.metricValue));
    switch (r.status) {
    case GoalSeekResult::Status::Met:
        return QCoreApplication::translate("GoalSeek", "%1 = %2 meets the target (%3 %4): %5.")
            .arg(field.displayLabel(), inputText(r.inputValue), metric.displayLabel(), goal, there);
    case GoalSeekResult::Status::AlwaysMet:
        return QCoreApplication::translate(
                   "GoalSeek", "Every value of %1 from %2 to %3 meets the target (%4 %5); now %6.")
            .arg(field.displayLabel(), inputText(r.rangeMin), inputText(r.rangeMax),
                 metric.displayLabel(), goal, there);
    case GoalSeekResult::Status::Unreachable:
        break;
    }
    return QCoreApplication::translate(
               "GoalSeek",
               "No value of %1 from %2 to %3 meets the target (%4 %5); the closest is %6, with %7.")
        .arg(field.displayLabel(), inputText(r.rangeMin), inputText(r.rangeMax),
             metric.displayLabel(), goal, inputText(r.inputValue), there);
}

MetricTarget parseMetricTarget(const Metric &metric, const QString &text)
{
    // The unit the typed number is read into, and the factor from it to the metric's SI value.
    QString unit = QString::fromUtf8(metric.unit);
    double toSi = 1;
    switch (metric.format) {
    case MetricFormat::Percent:
        unit = QStringLiteral("%");
        toSi = 0.01;
        break;
    case MetricFormat::Scaled:
        unit = QString::fromUtf8(metric.displayUnit);
        toSi = 1 / metric.displayScale;
        break;
    case MetricFormat::Usd:
    case MetricFormat::Co2:
    case MetricFormat::Plain:
        if (!isConvertibleUnit(unit))
            unit.clear(); // a plain number in the metric's unit
        break;
    default:
        break;
    }
    const TypedValue typed = parseTypedValue(text, unit);
    switch (typed.status) {
    case TypedValue::Status::Ok:
        if (!std::isfinite(typed.shown))
            break;
        return {.ok = true, .value = typed.shown * toSi, .error = {}};
    case TypedValue::Status::Empty:
        return {.ok = false,
                .value = 0,
                .error = QCoreApplication::translate("GoalSeek", "Type a target value.")};
    case TypedValue::Status::Invalid:
        return {.ok = false, .value = 0, .error = typed.error};
    }
    return {.ok = false,
            .value = 0,
            .error =
                QCoreApplication::translate("GoalSeek", "The target must be a finite number.")};
}

} // namespace fleet
