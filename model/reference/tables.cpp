// referenceTables(): each printed row of the appendix (printedrows.h) joined with the value the
// model computes for it (computedrow.h), the catalog and model values its texts quote filled
// in, and a note on every row that does not agree (agreement.h).
#include "agreement.h"
#include "computedrow.h"
#include "printedrows.h"
#include "reference.h"

#include <QCoreApplication>

namespace fleet {

QString reference::missingInputText()
{
    return QCoreApplication::translate("Reference", "(input missing from the catalog)");
}

namespace {

using reference::ComputedRow;
using reference::PrintedRow;
using reference::PrintedTable;

bool isPlaceholder(const QString &text, qsizetype i)
{
    return text.at(i) == QLatin1Char('%') && i + 1 < text.size() &&
           text.at(i + 1) >= QLatin1Char('1') && text.at(i + 1) <= QLatin1Char('9');
}

/// `text` with %1 … %9 replaced by `args` in one pass (a quoted value is never scanned
/// again). A text without placeholders is returned as written; one whose values are missing
/// says so instead.
QString fill(const QString &text, const std::optional<QStringList> &args)
{
    bool quotes = false;
    for (qsizetype i = 0; i < text.size() && !quotes; ++i)
        quotes = isPlaceholder(text, i);
    if (!quotes)
        return text;
    if (!args)
        return reference::missingInputText();
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype arg = isPlaceholder(text, i) ? text.at(i + 1).digitValue() - 1 : -1;
        if (arg >= 0 && arg < args->size()) {
            out += args->at(arg);
            ++i;
        } else {
            out += text.at(i);
        }
    }
    return out;
}

/// A text of the tables in the user's language ("Reference" in the .ts files).
QString translated(const char *utf8)
{
    return *utf8 ? QCoreApplication::translate("Reference", utf8) : QString();
}

ReferenceRow referenceRow(const PrintedRow &printed, const ComputedRow &computed, bool citesSource)
{
    ReferenceRow r;
    r.quantity = translated(printed.quantity);
    r.inputs = fill(translated(printed.inputs), computed.inputsArgs);
    r.printed = QString::fromUtf8(printed.printed);
    r.printedValue = printed.printedValue;
    r.decimals = printed.decimals;
    r.computed = computed.value;
    r.unit = QString::fromUtf8(printed.unit);
    r.note = fill(translated(printed.note), computed.noteArgs);
    if (citesSource)
        r.source = computed.source;
    r.computedText = computed.words;
    r.textMatches = computed.wordsMatch;
    return r;
}

} // namespace

std::vector<ReferenceTable> referenceTables(const Catalog &catalog)
{
    std::vector<ReferenceTable> tables;
    for (const std::span<const PrintedTable> part :
         {reference::printedSystemsTables(), reference::printedComputeTables(),
          reference::printedReliabilityTables(), reference::printedPowerTables(),
          reference::printedHardwareTables()}) {
        for (const PrintedTable &printed : part) {
            ReferenceTable t{QString::fromUtf8(printed.id),
                             translated(printed.title),
                             translated(printed.source),
                             {}};
            for (const PrintedRow &row : printed.rows) {
                const ComputedRow computed =
                    row.computation ? row.computation(row, catalog) : ComputedRow();
                t.rows.push_back(referenceRow(row, computed, printed.citesSources));
            }
            tables.push_back(std::move(t));
        }
    }
    reference::explainDisagreements(tables);
    return tables;
}

} // namespace fleet
