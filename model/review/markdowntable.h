// Markdown tables for the review command line and reports.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace fleet {

/// A cell's text made safe for a Markdown table: "|" escaped, line breaks as spaces.
[[nodiscard]] QString markdownCell(const QString &text);

/// A GitHub-flavoured Markdown table: the header, a separator, then one line per row (each
/// cell escaped; short rows padded). Ends with a newline.
[[nodiscard]] QString markdownTable(const QStringList &header, const QList<QStringList> &rows);

} // namespace fleet
