// When a computed value agrees with the printed one: within half a unit of the last printed
// digit (ReferenceRow::agrees, check, checkText, computedDisplay), the notes that explain a
// disagreement, and the counts over all tables (summarize).
#include "agreement.h"

#include "format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

QString withUnit(const QString &number, const QString &unit)
{
    if (unit.isEmpty())
        return number;
    if (unit.startsWith(QStringLiteral("×")))
        return number + unit;
    return number + QLatin1Char(' ') + unit;
}

} // namespace

bool ReferenceRow::agrees() const
{
    if (computed && printedValue) {
        const double halfUnit = 0.5 * std::pow(10.0, -decimals);
        const double slack = 1e-9 * std::max(1.0, std::abs(*printedValue));
        return std::isfinite(*computed) && std::abs(*computed - *printedValue) <= halfUnit + slack;
    }
    if (!computedText.isEmpty())
        return textMatches;
    return true;
}

ReferenceRow::Check ReferenceRow::check() const
{
    if ((computed && printedValue) || !computedText.isEmpty())
        return agrees() ? Check::Agrees : Check::Disagrees;
    return Check::TextOnly;
}

QString ReferenceRow::checkText() const
{
    switch (check()) {
    case Check::Agrees:
        return QCoreApplication::translate("Reference", "✓ agrees");
    case Check::Disagrees:
        return QCoreApplication::translate("Reference", "≠ see note");
    case Check::TextOnly:
        return QCoreApplication::translate("Reference", "— text only");
    }
    return {};
}

QString ReferenceRow::computedDisplay() const
{
    if (computed && std::isfinite(*computed)) {
        QString shown = formatNumber(*computed, decimals);
        // 31.25 agrees with a printed 31.2 but rounds to "31.3": show the digit that decides.
        if (printedValue && agrees() && shown != formatNumber(*printedValue, decimals))
            shown = formatNumber(*computed, decimals + 1);
        return withUnit(shown, unit);
    }
    if (!computedText.isEmpty())
        return computedText;
    return QStringLiteral("—");
}

ReferenceSummary summarize(const std::vector<ReferenceTable> &tables)
{
    ReferenceSummary s;
    s.tables = static_cast<int>(tables.size());
    for (const ReferenceTable &t : tables) {
        for (const ReferenceRow &r : t.rows) {
            ++s.rows;
            const ReferenceRow::Check check = r.check();
            if (check != ReferenceRow::Check::TextOnly) {
                ++s.checked;
                if (check == ReferenceRow::Check::Agrees)
                    ++s.agreeing;
            }
            if (!r.note.isEmpty())
                ++s.explained;
        }
    }
    return s;
}

namespace reference {

void explainDisagreements(std::vector<ReferenceTable> &tables)
{
    for (ReferenceTable &t : tables) {
        for (ReferenceRow &r : t.rows) {
            if (r.printedValue && !r.computed && r.note.isEmpty()) {
                r.note = QCoreApplication::translate("Reference",
                                                     "No computed value: an input is missing "
                                                     "from the catalog in use.");
            } else if (r.check() == ReferenceRow::Check::Disagrees) {
                QString why;
                if (r.computed && r.printedValue) {
                    why = QCoreApplication::translate("Reference",
                                                      "Differs by %1: an input in the catalog in "
                                                      "use differs from the appendix's (a "
                                                      "--catalog override?).")
                              .arg(withUnit(formatReadable(*r.computed - *r.printedValue), r.unit));
                } else {
                    why = QCoreApplication::translate("Reference",
                                                      "The model's answer differs from the "
                                                      "appendix's: an input in the catalog "
                                                      "in use differs from the appendix's.");
                }
                r.note = r.note.isEmpty() ? why : why + QLatin1Char(' ') + r.note;
            }
        }
    }
}

} // namespace reference
} // namespace fleet
