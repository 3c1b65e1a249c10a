// Offscreen rendering of the main window (screenshot.h): resize, show the named view, let it lay
// out and paint, and grab the window as an image (--screenshot, tests, the benchmark).
#include "screenshot.h"

#include "mainwindow.h"

#include <QCoreApplication>

namespace fleet {

QImage renderWindow(MainWindow &window, const QString &viewId, QSize size)
{
    if (!window.showView(viewId))
        return {};
    window.resize(size);
    window.show();
    // Two passes: the first lays out widgets and charts, the second settles chart plot areas
    // that depend on the laid-out sizes.
    for (int i = 0; i < 2; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        // A size the window could not take at first (presentation mode's font follows the
        // size, and with it the window's minimum): ask again once it has settled.
        if (window.size() != size)
            window.resize(size);
    }

    return window.grab().toImage();
}

} // namespace fleet
