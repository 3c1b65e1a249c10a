// PresentationMode (presentation.h): what F5, F6 and Esc change in the window, and how it is
// put back.
#include "presentation.h"

#include "explorerview.h"
#include "lessonplayer.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QShortcut>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>

#include <algorithm>

namespace fleet {

PresentationMode::PresentationMode(MainWindow *window, QDockWidget *fleetDock)
    : QObject(window), m_window(window), m_fleetDock(fleetDock),
      m_toggle(new QAction(tr("&Presentation mode"), window)),
      m_panels(new QAction(tr("Show &panels while presenting"), window)),
      m_escape(new QShortcut(QKeySequence(Qt::Key_Escape), window)), m_strip(new QLabel)
{
    m_toggle->setObjectName(QStringLiteral("presentationAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F5));
    m_toggle->setToolTip(tr("Full screen, charts and headline numbers in large type, the "
                            "projector colours; F5 or Esc leaves"));
    connect(m_toggle, &QAction::toggled, this, [this](bool on) { setActive(on); });
    m_panels->setCheckable(true);
    m_panels->setShortcut(QKeySequence(Qt::Key_F6));
    m_panels->setEnabled(false);
    connect(m_panels, &QAction::toggled, this, &PresentationMode::setPanelsShown);
    // The menu bar is hidden while presenting: the window itself must hold the shortcuts.
    window->addAction(m_toggle);
    window->addAction(m_panels);
    m_escape->setEnabled(false);
    connect(m_escape, &QShortcut::activated, this, [this] { setActive(false); });
    m_strip->setObjectName(QStringLiteral("presentationStrip"));
    m_strip->setText(tr("Presenting · F6 panels · F5 or Esc leaves"));
    m_strip->setContentsMargins(8, 0, 8, 0);
    // The strip is the tabs' corner widget only while presenting: QTabWidget reserves a corner
    // widget's width even when it is hidden (at a large font, three tabs went behind scroll
    // arrows beside an empty space).
    m_strip->setParent(window->tabs());
    m_strip->setVisible(false);
    window->installEventFilter(this);
}

void PresentationMode::setActive(bool on, bool fullScreen)
{
    if (on == m_active)
        return;
    m_active = on;
    {
        const QSignalBlocker block(m_toggle);
        m_toggle->setChecked(on);
    }
    if (on) {
        m_dockWasVisible = m_fleetDock->isVisible();
        m_fontScale = m_window->fontScale();
        m_windowState = m_window->windowState();
    }
    m_panelsShown = false;
    {
        const QSignalBlocker block(m_panels);
        m_panels->setChecked(false);
    }
    m_panels->setEnabled(on);
    m_escape->setEnabled(on);
    m_window->menuBar()->setVisible(!on);
    m_window->statusBar()->setVisible(!on);
    m_window->tabs()->setCornerWidget(on ? m_strip : nullptr, Qt::TopRightCorner);
    m_strip->setVisible(on);
    m_fleetDock->setVisible(on ? false : m_dockWasVisible);
    for (ExplorerView *view : m_window->views())
        view->setPresentation(on);
    if (LessonPlayer *lesson = m_window->lessonPlayer())
        lesson->setPresentation(on);
    if (on)
        fitFontScale();
    else
        m_window->setFontScale(m_fontScale, /*remember=*/false);
    if (on && fullScreen)
        m_window->showFullScreen();
    else if (!on && !(m_windowState & Qt::WindowFullScreen) && m_window->isFullScreen())
        m_window->setWindowState(m_windowState);
}

double PresentationMode::fontScaleFor(QSize size)
{
    if (size.width() >= 1600 && size.height() >= 900)
        return MainWindow::kLargestFontScale;
    if (size.width() >= 1280 && size.height() >= 720)
        return 1.2;
    return 1.0;
}

void PresentationMode::fitFontScale()
{
    const double scale = fontScaleFor(m_window->size());
    if (scale != m_window->fontScale())
        m_window->setFontScale(scale, /*remember=*/false);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_active && watched == m_window && event->type() == QEvent::Resize)
        fitFontScale();
    return QObject::eventFilter(watched, event);
}

void PresentationMode::setPanelsShown(bool shown)
{
    if (!m_active || shown == m_panelsShown)
        return;
    m_panelsShown = shown;
    {
        const QSignalBlocker block(m_panels);
        m_panels->setChecked(shown);
    }
    m_fleetDock->setVisible(shown);
    for (ExplorerView *view : m_window->views())
        view->setPresentation(!shown);
}

} // namespace fleet
