// InputError (inputerror.h): the one error for bad user input, and its message — "file: key:
// reason" on one line, whatever line breaks the parts held.
#include "inputerror.h"

#include <algorithm>

namespace fleet {

namespace {

/// Whether a character would break the one line of a message or hide in it: C0 controls, DEL,
/// C1 controls (NEL among them) and the Unicode line and paragraph separators.
bool breaksLine(char16_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029;
}

/// The text with each such character escaped as JSON would write it (\n, \r, \t, \u001b), so
/// that a key or value quoted from a file cannot start a second line.
QString oneLine(QString text)
{
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return breaksLine(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            out += QStringLiteral("\\n");
        else if (u == u'\r')
            out += QStringLiteral("\\r");
        else if (u == u'\t')
            out += QStringLiteral("\\t");
        else if (breaksLine(u))
            out += QStringLiteral("\\u%1").arg(static_cast<uint>(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString joined(const QString &file, const QString &where, const QString &reason)
{
    return where.isEmpty() ? file + QStringLiteral(": ") + reason
                           : file + QStringLiteral(": ") + where + QStringLiteral(": ") + reason;
}

} // namespace

InputError::InputError(QString file, QString where, QString reason)
    : std::runtime_error(joined(oneLine(file), oneLine(where), oneLine(reason)).toStdString()),
      m_file(oneLine(std::move(file))), m_where(oneLine(std::move(where))),
      m_reason(oneLine(std::move(reason)))
{}

QString InputError::message() const
{
    return QString::fromStdString(what());
}

} // namespace fleet
