// The reference tables exported for reading elsewhere: Markdown (a heading and a table per
// appendix table) and CSV (RFC 4180, one record per row).
#include "reference.h"

#include <QStringList>

#include <cmath>

namespace fleet {
namespace {

QString markdownCell(QString s)
{
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\r'), QLatin1Char(' '));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s;
}

} // namespace

QString referenceMarkdown(const std::vector<ReferenceTable> &tables)
{
    const ReferenceSummary s = summarize(tables);
    QString out;
    out += QStringLiteral("# Fleet Explorer — reference tables\n\n");
    out += QStringLiteral("Every table of the appendix \"Fleet Foundations\", each printed value "
                          "beside the value the model computes from the same inputs. A value "
                          "agrees when it is within half a unit of the last printed digit.\n\n");
    out += QStringLiteral("%1 of %2 computed rows agree; %3 rows carry a note; %4 tables, %5 "
                          "rows.\n")
               .arg(s.agreeing)
               .arg(s.checked)
               .arg(s.explained)
               .arg(s.tables)
               .arg(s.rows);
    for (const ReferenceTable &t : tables) {
        out += QStringLiteral("\n## %1\n\n").arg(markdownCell(t.title));
        out += QStringLiteral("Source: %1\n\n").arg(markdownCell(t.source));
        out += QStringLiteral("| Quantity | Inputs | Printed | Computed | Check | Note |\n");
        out += QStringLiteral("|---|---|---|---|---|---|\n");
        for (const ReferenceRow &r : t.rows) {
            const QStringList cells = {r.quantity,          r.inputs,      r.printed,
                                       r.computedDisplay(), r.checkText(), r.note};
            out += QLatin1Char('|');
            for (const QString &cell : cells)
                out += QLatin1Char(' ') + markdownCell(cell) + QStringLiteral(" |");
            out += QLatin1Char('\n');
        }
    }
    return out;
}

QString csvField(const QString &field)
{
    const bool quote = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) ||
                       field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'));
    if (!quote)
        return field;
    QString escaped = field;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString referenceCsv(const std::vector<ReferenceTable> &tables)
{
    QString out = QStringLiteral("table,quantity,inputs,printed,computed,unit,agrees,note\r\n");
    for (const ReferenceTable &t : tables) {
        for (const ReferenceRow &r : t.rows) {
            QString computed;
            if (r.computed && std::isfinite(*r.computed))
                computed = QString::number(*r.computed, 'g', 12);
            else
                computed = r.computedText;
            const ReferenceRow::Check check = r.check();
            const QString agrees =
                check == ReferenceRow::Check::TextOnly
                    ? QString()
                    : (check == ReferenceRow::Check::Agrees ? QStringLiteral("true")
                                                            : QStringLiteral("false"));
            const QStringList fields = {t.title,  r.quantity, r.inputs, r.printed,
                                        computed, r.unit,     agrees,   r.note};
            QStringList quoted;
            for (const QString &f : fields)
                quoted.push_back(csvField(f));
            out += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
    }
    return out;
}

} // namespace fleet
