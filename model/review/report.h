// The design-review report as plain tables: the designs, the review table, the verdicts, the
// model's flags, the inputs and their differences, and each view's readouts with their
// formulas, live math and sources. Written as Markdown here; the app lays the same tables out
// as a PDF with the charts.
#pragma once

#include "catalog.h"
#include "designcomparison.h"
#include "explain.h"

#include <QString>
#include <QStringList>

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

/// The readouts of the views the model explains, in tab order: roofline, scaling,
/// communication, reliability, utilization (with the run totals), power & cooling.
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

/// The whole report as Markdown: a title, the summary tables, then one section per view
/// (viewReadoutTable()), and with a catalog the reference tables last
/// (referenceReportTables()). The review table is the one reviewTableMarkdown() prints.
[[nodiscard]] QString reviewReportMarkdown(std::span<const Design> designs,
                                           const QStringList &files,
                                           const Catalog *catalog = nullptr);

} // namespace fleet
