// Comparing designs (whole scenarios) side by side: every output metric with each design's
// change against the first and the best design marked, the inputs that differ, and the review
// table of the bottom-line metrics as text. Pure functions over evaluated scenarios.
#pragma once

#include "metrics.h"
#include "scenariofields.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace fleet {

/// One design of a review: a scenario, its results and the name shown above its column.
struct Design
{
    QString name;
    Scenario scenario;
    Results results;
};

/// A design named after its scenario, evaluated (evaluate(); throws std::invalid_argument for a
/// scenario outside the validated ranges, as evaluate() does).
[[nodiscard]] Design makeDesign(const Scenario &scenario);

/// (value − first) / |first|: 0 when both are equal (also both 0); nullopt when either is null
/// or first is 0 and value is not (no finite relative change). Never NaN.
[[nodiscard]] std::optional<double> relativeChange(std::optional<double> value,
                                                   std::optional<double> first);

/// One metric across the designs.
struct MetricComparison
{
    const Metric *metric = nullptr;
    std::vector<std::optional<double>> values;  ///< per design; nullopt for a null
    std::vector<std::optional<double>> changes; ///< relativeChange(value, first) per design
    /// The designs with the best value (several on a tie, within 1e-9 relative), ranking a null
    /// as +∞ (a run that never finishes is the worst time). Empty when nothing is better: fewer
    /// than two designs, a metric without a better direction, every design equal, or every
    /// value null.
    std::vector<int> best;

    [[nodiscard]] bool isBest(int design) const;
};

/// Every metric across the designs.
struct DesignComparison
{
    std::vector<MetricComparison> metrics;
    /// The comparison of one metric, or nullptr.
    [[nodiscard]] const MetricComparison *find(QStringView key) const;
};

/// Compares the designs on every output metric (outputMetrics() order). The first design is
/// the baseline of the relative changes. No designs → no values (each metric still listed).
[[nodiscard]] DesignComparison compareDesigns(std::span<const Design> designs);
/// The same for a chosen list of metrics, in that order.
[[nodiscard]] DesignComparison compareDesigns(std::span<const Design> designs,
                                              std::span<const Metric *const> metrics);

/// A numeric input's value as its control shows it: "16,384 accelerators", "50 %", "1.4".
[[nodiscard]] QString formatInputValue(const FieldSpec &field, double si);

/// One input across designs, as text.
struct InputRow
{
    QString key;                 ///< "cluster.accelerators", "hardware.accelerator", …
    QString label;               ///< "Cluster size", in the user's language
    std::vector<QString> values; ///< per design: "16,384 accelerators", "NVIDIA B200"
    bool differs = false;        ///< the designs do not all have the same value
};

/// Every input of the designs (name excluded): the hardware picks (accelerator, precision,
/// links; an edited one marked), the coupled choices (with their value when set by hand), the
/// numeric fields (an optional one unset reads "automatic"), the node components and the
/// overheads left out of the budget.
[[nodiscard]] std::vector<InputRow> describeInputs(std::span<const Scenario> designs);
/// Only the inputs that differ between the designs (describeInputs() rows with differs set).
[[nodiscard]] std::vector<InputRow> inputDifferences(std::span<const Scenario> designs);
[[nodiscard]] std::vector<InputRow> inputDifferences(std::span<const Design> designs);

/// One cell of the review table.
struct ReviewCell
{
    QString value;     ///< "30.4 days"
    QString change;    ///< vs the first design: "−33.4 %" (empty for the first design)
    bool best = false; ///< the best value of the row (MetricComparison::best)
    /// Why the value is left out of the ranking, or empty: the decode bound of a model that
    /// does not fit in one accelerator's memory is no rate the design can reach.
    QString note;
};

/// One row of the review table.
struct ReviewRow
{
    QString key;   ///< metric key; "power.cooling_verdict" for the verdict row
    QString label; ///< "Time to train"
    std::vector<ReviewCell> cells;
};

/// The review table: one row per headline metric (headlineMetrics()), plus the cooling verdict
/// in words after rack power, and when any design takes its MFU from its training layout
/// (scaling.mfu "layout") the layout's MFU and its memory per accelerator last; one cell per
/// design. The decode tokens/s row ranks only the designs whose model fits in one accelerator's
/// memory (roofline.fits_in_memory); the others' cells carry a note saying so.
[[nodiscard]] std::vector<ReviewRow> reviewTable(std::span<const Design> designs);

/// The words that mark the best value in a cell ("✓ best"), in the user's language.
[[nodiscard]] QString bestMark();
/// A review table cell as text: the value, the change in brackets (after the first design) and
/// the best mark: "12.1 days (−60.2 %) ✓ best".
[[nodiscard]] QString reviewCellText(const ReviewCell &cell);
/// The review table in one sentence, for the first page of a report: the design best on the
/// most ranked rows and how many ("8K B200 is best on 16 of 18 ranked rows"), then each other
/// design's best rows by name ("16K H100 on rack power and cost per million output tokens"), and
/// the rows where the designs are equal. A ranked row is one where some design is marked best;
/// the verdict and the unranked rows (checkpoint interval) are not counted. Empty for fewer than
/// two designs.
[[nodiscard]] QString reviewSummary(std::span<const Design> designs);
/// The sentence under the review table saying what the changes and the mark mean.
[[nodiscard]] QString reviewLegend();

/// The review table as Markdown: a "Metric" column, then one column per design (headed by its
/// name); each cell holds the value, the change vs the first design in brackets, and
/// bestMark() on the best value; a legend line follows.
[[nodiscard]] QString reviewTableMarkdown(std::span<const Design> designs);

} // namespace fleet
