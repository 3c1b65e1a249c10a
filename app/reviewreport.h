// --export-report: the design-review report of one or more scenario files, as Markdown or as a
// multi-page PDF with every view's charts rendered offscreen.
#pragma once

#include "catalog.h"

#include <QString>
#include <QStringList>

namespace fleet {

/// Writes the report of the scenario files to `out` (".pdf" or ".md", case-insensitive),
/// atomically: on any error nothing is written and InputError is thrown (a bad scenario file
/// named with its key and reason, or `out` when it cannot be written).
///
/// Markdown: a title, the summary tables (designs, the review table as --compare --format
/// markdown prints it, verdicts, model flags, inputs that differ, every input, the math) and
/// one table per view (readouts with formula and source). PDF (A4, black text on white, tables
/// ruled, page numbers): the same summary tables on the first pages, then one page per view
/// with its charts for each design (rendered from a MainWindow on scratch preferences) and its
/// readouts' values, formulas and sources. The PDF needs a QApplication (offscreen is enough).
void exportReviewReport(const QString &out, const QStringList &scenarioFiles,
                        const Catalog &catalog);

} // namespace fleet
