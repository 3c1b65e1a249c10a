// The annotations of the output metrics (label, unit, format, better direction, getter), one
// row per numeric key of the results JSON. Internal to the metric table.
#pragma once

#include "metrics.h"

#include <span>

namespace fleet::detail {

/// One annotated metric; `key` is "section.key" as resultsToJson() writes it.
struct MetricAnnotation
{
    const char *key;
    const char *label;
    const char *unit;
    Better better;
    MetricFormat format;
    Metric::Getter getter;
    double displayScale = 1;
    const char *displayUnit = "";
    const char *nullText = nullptr;
};

/// Every annotated metric, in reading order.
[[nodiscard]] std::span<const MetricAnnotation> metricAnnotations();

/// The keys of the headline (review table) metrics, in table order.
[[nodiscard]] std::span<const char *const> headlineMetricKeys();

} // namespace fleet::detail
