#include "metrics.h"

#include "format.h"
#include "inputerror.h"
#include "metrictable.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace fleet {

namespace {

/// Reads a key that has no annotated getter: through the results JSON (slow but exact).
std::optional<double> valueViaJson(const Results &r, const QString &key)
{
    const qsizetype dot = key.indexOf(QLatin1Char('.'));
    const QJsonValue v = resultsToJson(r).value(key.left(dot)).toObject().value(key.mid(dot + 1));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

std::vector<Metric> buildMetrics()
{
    // The keys come from the JSON itself, so the list cannot miss one; the annotations give
    // them their order, labels and getters.
    const auto numeric = flattenNumericResults(resultsToJson(Results{}));
    std::vector<Metric> metrics;
    auto nullableKey = [&numeric](const QString &key) {
        for (const auto &[k, v] : numeric) {
            if (k == key)
                return !v.has_value();
        }
        return false;
    };
    auto present = [&numeric](const QString &key) {
        for (const auto &entry : numeric) {
            if (entry.first == key)
                return true;
        }
        return false;
    };
    for (const detail::MetricAnnotation &a : detail::metricAnnotations()) {
        const QString key = QString::fromLatin1(a.key);
        if (!present(key))
            continue; // annotated but no longer written: the tests say so
        metrics.push_back(Metric{.key = key,
                                 .label = a.label,
                                 .unit = a.unit,
                                 .better = a.better,
                                 .format = a.format,
                                 .displayScale = a.displayScale,
                                 .displayUnit = a.displayUnit,
                                 .nullable = nullableKey(key),
                                 .nullText = a.nullText,
                                 .getter = a.getter});
    }
    for (const auto &[key, value] : numeric) {
        bool annotated = false;
        for (const Metric &m : metrics)
            annotated = annotated || m.key == key;
        if (!annotated)
            metrics.push_back(
                Metric{.key = key, .format = MetricFormat::Plain, .nullable = !value.has_value()});
    }
    return metrics;
}

} // namespace

QString Metric::displayLabel() const
{
    return label ? QCoreApplication::translate("Metric", label) : key;
}

std::optional<double> Metric::value(const Results &results) const
{
    return getter ? getter(results) : valueViaJson(results, key);
}

double Metric::rankValue(std::optional<double> value)
{
    return value ? *value : std::numeric_limits<double>::infinity();
}

QString Metric::formatValue(std::optional<double> v) const
{
    if (!v)
        return nullText ? QCoreApplication::translate("Metric", nullText) : QStringLiteral("—");
    const QString u = QString::fromUtf8(unit);
    switch (format) {
    case MetricFormat::Si:
        return formatSi(*v, u);
    case MetricFormat::Scaled:
        return formatReadable(*v * displayScale) + QLatin1Char(' ') +
               QString::fromUtf8(displayUnit);
    case MetricFormat::Duration:
        return formatDuration(*v);
    case MetricFormat::Hours:
        return formatHours(*v);
    case MetricFormat::TrainingTime:
        return formatTrainingTime(*v);
    case MetricFormat::Percent:
        return formatPercent(*v);
    case MetricFormat::Usd:
        return formatUsd(*v);
    case MetricFormat::Co2:
        return formatCo2(*v);
    case MetricFormat::Plain:
        return u.isEmpty() ? formatReadable(*v) : formatReadable(*v) + QLatin1Char(' ') + u;
    }
    return formatReadable(*v);
}

double Metric::roundingUnit(double magnitude) const
{
    switch (format) {
    case MetricFormat::Scaled:
        return displayScale > 0 ? 1 / displayScale : 1;
    case MetricFormat::Duration:
        return durationUnitSeconds(magnitude);
    case MetricFormat::Hours:
        return 1; // always hours (formatHours)
    case MetricFormat::TrainingTime:
        return trainingTimeUnitSeconds(magnitude);
    case MetricFormat::Percent:
        return 0.01;
    default:
        return 1; // SI prefixes, dollars, CO₂ and plain numbers are decimal already
    }
}

const std::vector<Metric> &outputMetrics()
{
    static const std::vector<Metric> metrics = buildMetrics();
    return metrics;
}

const Metric *findMetric(QStringView key)
{
    for (const Metric &m : outputMetrics()) {
        if (m.key == key)
            return &m;
    }
    return nullptr;
}

QStringList metricKeys()
{
    QStringList keys;
    for (const Metric &m : outputMetrics())
        keys << m.key;
    return keys;
}

const std::vector<const Metric *> &headlineMetrics()
{
    static const std::vector<const Metric *> headline = [] {
        std::vector<const Metric *> list;
        for (const char *key : detail::headlineMetricKeys()) {
            if (const Metric *m = findMetric(QString::fromLatin1(key)))
                list.push_back(m);
        }
        return list;
    }();
    return headline;
}

std::vector<std::pair<QString, std::optional<double>>>
flattenNumericResults(const QJsonObject &json)
{
    std::vector<std::pair<QString, std::optional<double>>> out;
    for (auto section = json.begin(); section != json.end(); ++section) {
        if (!section.value().isObject())
            continue; // "flags"
        const QJsonObject o = section.value().toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = section.key() + QLatin1Char('.') + it.key();
            if (it.value().isDouble())
                out.emplace_back(key, it.value().toDouble());
            else if (it.value().isNull())
                out.emplace_back(key, std::nullopt); // a nullable number (see resultsToJson)
        }
    }
    return out;
}

QString formatChange(std::optional<double> change)
{
    if (!change || !std::isfinite(*change))
        return QStringLiteral("—");
    const double percent = *change * 100;
    if (percent == 0)
        return QStringLiteral("±0 %");
    return (percent > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
           formatNumber(std::abs(percent), 1) + QStringLiteral(" %");
}

MetricProbe probeMetric(const Scenario &scenario, const Metric &metric)
{
    try {
        const Results r = evaluateValidated(scenario, QString());
        return {.valid = true, .value = metric.value(r), .reason = {}};
    } catch (const InputError &e) {
        QString reason =
            e.where().isEmpty() ? e.reason() : e.where() + QStringLiteral(": ") + e.reason();
        return {.valid = false, .value = std::nullopt, .reason = reason};
    } catch (const std::invalid_argument &e) {
        return {.valid = false, .value = std::nullopt, .reason = QString::fromStdString(e.what())};
    }
}

} // namespace fleet
