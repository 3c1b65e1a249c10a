// A view exported as a file: PNG (a grab), SVG (QSvgGenerator) or PDF (QPdfWriter), by the
// file name's suffix. Works offscreen.
#pragma once

#include <QString>

class QWidget;

namespace fleet {

/// Renders `widget` to `fileName`: ".svg" and ".pdf" as drawings titled `title`, anything else
/// as PNG (".png" appended when the name has another suffix). Returns the name written, or an
/// empty string when the file could not be written.
[[nodiscard]] QString exportWidget(QWidget *widget, const QString &fileName, const QString &title);

} // namespace fleet
