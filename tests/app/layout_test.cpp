// The window fits the screens it is used on: for every view, its minimum size fits 1280×720 at
// the normal font and 1920×1080 at the largest font scale; nothing in the side column is cut.
#include "windowfixture.h"

#include <QScrollArea>
#include <QTabWidget>

namespace fleet {
namespace {

using Layout = Window;

QSize minimumFor(MainWindow *window, ExplorerView *view)
{
    window->showView(view->id());
    QCoreApplication::processEvents();
    return window->minimumSizeHint().expandedTo(window->minimumSize());
}

TEST_F(Layout, EveryViewFits1280x720AtTheNormalFont)
{
    window->setFontScale(1.0);
    for (ExplorerView *view : window->views()) {
        const QSize min = minimumFor(window.get(), view);
        EXPECT_LE(min.width(), 1280) << view->id().toStdString();
        EXPECT_LE(min.height(), 720) << view->id().toStdString();
    }
}

TEST_F(Layout, EveryViewFits1920x1080AtTheLargestFont)
{
    window->setFontScale(MainWindow::kLargestFontScale);
    for (ExplorerView *view : window->views()) {
        const QSize min = minimumFor(window.get(), view);
        EXPECT_LE(min.width(), 1920) << view->id().toStdString();
        EXPECT_LE(min.height(), 1080) << view->id().toStdString();
    }
}

TEST_F(Layout, ShrinkingBackAfterEveryViewWasShown)
{
    // Opening a view must not leave the window unable to shrink (a view's minimum lingering).
    for (ExplorerView *view : window->views())
        minimumFor(window.get(), view);
    window->showView(QStringLiteral("roofline"));
    window->resize(1280, 720);
    QCoreApplication::processEvents();
    EXPECT_LE(window->width(), 1280);
    EXPECT_LE(window->height(), 720);
}

} // namespace
} // namespace fleet
