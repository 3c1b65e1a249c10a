// --export-report: the design-review report of one or more scenario files, as Markdown or as a
// multi-page PDF with every view's charts drawn offscreen as vectors.
#pragma once

#include "catalog.h"

#include <QString>
#include <QStringList>

namespace fleet {

/// Writes the report of the scenario files to `out` (".pdf" or ".md", case-insensitive),
/// atomically: on any error nothing is written and InputError is thrown (a bad scenario file
/// named with its key and reason, or `out` when it cannot be written).
///
/// The report is one value (reviewReport(): the summary tables — designs, the review table as
/// --compare --format markdown prints it, verdicts, model flags, inputs that differ, every
/// input, the math —, one section per view with its readouts' values, the trade-off map, the
/// reference), written once: as Markdown (reportMarkdown()), or as a PDF (A4, black text on
/// white, tables ruled, page numbers) whose view and map sections are one page each with the
/// charts of every design, drawn from a MainWindow on scratch preferences without its controls,
/// their smallest labels at the body text's size. The PDF needs a QApplication (offscreen is
/// enough).
void exportReviewReport(const QString &out, const QStringList &scenarioFiles,
                        const Catalog &catalog);

} // namespace fleet
