// The design-review report as one value (Report): its sections in order, each with the charts
// to draw, its tables of text and its notes — the designs, the review table, the verdicts, the
// model's flags, the inputs and their differences, the math, one section per view (a chart per
// design and the readouts), the trade-off map, the reference. Written as Markdown here; the app
// renders the same value once as a PDF, drawing the charts it names.
#pragma once

#include "catalog.h"
#include "designcomparison.h"
#include "explain.h"
#include "scenariofields.h"
#include "tradeoff.h"

#include <QString>
#include <QStringList>

#include <QPointF>

#include <optional>
#include <span>
#include <vector>

namespace fleet {

/// One table of the report.
struct ReportTable
{
    QString heading;         ///< "Bottom line"
    QString intro;           ///< a sentence before the table (may be empty)
    QStringList header;      ///< column titles
    QList<QStringList> rows; ///< cells as text
    QString note;            ///< a sentence after the table (may be empty)
};

/// A view's readouts for each design.
struct ReportView
{
    QString id;                                 ///< the view's command-line name ("roofline")
    QString title;                              ///< "Roofline", in the user's language
    std::vector<std::vector<Readout>> readouts; ///< per design, in the view's order
};

/// The readouts of the views of reportViewIds(), in that order (viewReadouts(): the utilization
/// view's with the run totals), per design.
[[nodiscard]] std::vector<ReportView> modelViewReadouts(std::span<const Design> designs);

/// The tables before the views: the designs (name, file, model), the review table, the verdicts
/// (every readout with a good/warning/bad tone, per design), the model's flags in words, the
/// inputs that differ (or "none"), every input, and the math of each readout (formula and
/// source) with each design's values substituted. `files` names each design's file (same length as
/// designs).
[[nodiscard]] std::vector<ReportTable> reportSummaryTables(std::span<const Design> designs,
                                                           const QStringList &files);

/// A view's readouts as a table: quantity, the value per design, the formula and the source.
[[nodiscard]] ReportTable viewReadoutTable(const ReportView &view, std::span<const Design> designs);

/// The part of a report that is the same for every design: each table of the appendix
/// recomputed (referenceTables(): quantity, inputs, printed, computed, the check in words, the
/// note), then the published field measurements beside the model (fieldComparisonRows()), as
/// tables of text.
[[nodiscard]] std::vector<ReportTable> referenceReportTables(const Catalog &catalog);

/// A report table as Markdown: "## heading", the intro, the table, the note.
[[nodiscard]] QString reportTableMarkdown(const ReportTable &table);

/// What the report's trade-off map shows: the compare view's defaults (time to train over the
/// cluster size and MFU, a 30-day target), the fine grid's points per axis.
struct TradeoffChoice
{
    QString output = QStringLiteral("run.training_time_s"); ///< a Metric key (outputMetrics())
    FieldId x = FieldId::Accelerators;                      ///< the input across
    FieldId y = FieldId::Mfu;                               ///< the input upwards
    QString target =
        QStringLiteral("30 days"); ///< with its unit (parseMetricTarget()); may be empty
    int points = 64;               ///< per axis, ≥ 2
};

/// A trade-off map to draw: the grid, its output, the target level and the design's place.
struct ReportMap
{
    TradeoffGrid grid;
    const Metric *metric = nullptr; ///< static (outputMetrics()), never null in a report
    std::optional<double> target;   ///< SI; none when the choice has no (valid) target
    QPointF current;                ///< the design's two inputs (SI)
};

/// A chart of the report: the chart area of view `viewId` as the window draws it for one
/// design, or (with `map`) the trade-off map of that design.
struct ReportChart
{
    QString viewId;               ///< "reliability"; "compare" for the trade-off map
    int design = 0;               ///< index into the report's designs
    QString caption;              ///< drawn above the chart: the design's name
    std::optional<ReportMap> map; ///< the trade-off map's data; none for a view's charts
};

/// One section of the report. A section with charts is one page (its heading, the charts, then
/// its tables and notes under them); a section without flows over as many pages as it needs.
struct ReportSection
{
    QString heading;                 ///< "3. Reliability"; empty for the opening section
    std::vector<ReportChart> charts; ///< in order; one per design for a view
    std::vector<ReportTable> tables; ///< after the charts
    QStringList notes;               ///< sentences after the tables ("A: ⓘ …")
};

/// The whole report.
struct Report
{
    QString title;       ///< "Design review"
    QStringList designs; ///< the designs' names, in order
    std::vector<ReportSection>
        sections; ///< in order: the summary, the views, the map, the reference
};

/// The views a report has a section for, in tab order (every view with readouts or charts of
/// its own: not the comparison nor the reference): roofline, scaling, communication,
/// reliability, utilization, power, layout, serving.
[[nodiscard]] QStringList reportViewIds();

/// The report as one value: the opening section (the title, reportSummaryTables()), one
/// section per view of reportViewIds() (numbered, its title, a chart per design, the values of
/// its readouts — their formulas and sources are in "The math" — and its raised flags per
/// design), the trade-off map of each design (`map`; its note says what the colours, lines and
/// dot are and whether the target is reached), and with a catalog the reference
/// (referenceReportTables()). `files` names each design's file. Evaluates the map's grid
/// (map.points² scenarios per design).
[[nodiscard]] Report reviewReport(std::span<const Design> designs, const QStringList &files,
                                  const Catalog *catalog = nullptr, const TradeoffChoice &map = {});

/// A report as Markdown: "# title", the names, then each section: its heading ("## "), its
/// tables (at "## " in the opening section, "### " under a heading), its notes. Charts are not
/// drawn in Markdown; a section with charts says which ones the PDF draws.
[[nodiscard]] QString reportMarkdown(const Report &report);

/// reportMarkdown(reviewReport(designs, files, catalog)). The review table is the one
/// reviewTableMarkdown() prints.
[[nodiscard]] QString reviewReportMarkdown(std::span<const Design> designs,
                                           const QStringList &files,
                                           const Catalog *catalog = nullptr);

} // namespace fleet
