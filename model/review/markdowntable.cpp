#include "markdowntable.h"

namespace fleet {

QString markdownCell(const QString &text)
{
    QString cell = text;
    cell.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    cell.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    cell.replace(QLatin1Char('\n'), QLatin1Char(' '));
    cell.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return cell.trimmed();
}

QString markdownTable(const QStringList &header, const QList<QStringList> &rows)
{
    auto line = [&header](const QStringList &cells) {
        QStringList escaped;
        for (qsizetype i = 0; i < header.size(); ++i)
            escaped << markdownCell(cells.value(i));
        return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    };
    QString out = line(header);
    QStringList separator;
    for (qsizetype i = 0; i < header.size(); ++i)
        separator << QStringLiteral("---");
    out += QStringLiteral("|") + separator.join(QLatin1Char('|')) + QStringLiteral("|\n");
    for (const QStringList &row : rows)
        out += line(row);
    return out;
}

} // namespace fleet
