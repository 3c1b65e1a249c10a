// Offscreen rendering of the main window to an image (--screenshot, tests, benchmark).
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace fleet {

class MainWindow;

/// Lays the window out at `size` with view `viewId` current, paints it, and returns the
/// image. Works on the offscreen platform. Returns a null image for an unknown view.
[[nodiscard]] QImage renderWindow(MainWindow &window, const QString &viewId, QSize size);

} // namespace fleet
