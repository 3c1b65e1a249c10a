// PresentationMode: F5 turns the window into a projector screen — full screen, the fleet panel,
// menus, status bar and input panels folded away, each view's headline readouts in large type,
// the charts in the projector look (Okabe–Ito colours, lines ≥ 3 px), the font at the larger
// scale. F6 brings the panels back while presenting; F5 or Esc leaves and restores the window
// as it was. The font scale follows the window's size while presenting (fontScaleFor()).
#pragma once

#include <QObject>
#include <QSize>

class QAction;
class QDockWidget;
class QLabel;
class QShortcut;

namespace fleet {

class MainWindow;

class PresentationMode : public QObject
{
    Q_OBJECT

public:
    /// `fleetDock` folds away while presenting. The actions are added to `window`.
    PresentationMode(MainWindow *window, QDockWidget *fleetDock);

    [[nodiscard]] bool isActive() const { return m_active; }
    /// Enters or leaves presentation mode. `fullScreen` false keeps the window's size (an
    /// offscreen screenshot of the mode).
    void setActive(bool on, bool fullScreen = true);
    /// While presenting: shows (true) or folds away (false) the fleet panel and the inputs.
    void setPanelsShown(bool shown);
    [[nodiscard]] bool arePanelsShown() const { return m_panelsShown; }

    /// The font scale presenting uses on a window of `size`: the largest
    /// (MainWindow::kLargestFontScale) from 1600 × 900, 1.2 from 1280 × 720, the normal size
    /// below (a 1024 × 768 projector's pixels are large on the wall already, and its charts
    /// need the room). It follows the window's size while presenting.
    [[nodiscard]] static double fontScaleFor(QSize size);

    /// "Presentation mode" (F5, checkable) and "Show panels while presenting" (F6).
    [[nodiscard]] QAction *toggleAction() const { return m_toggle; }
    [[nodiscard]] QAction *panelsAction() const { return m_panels; }

protected:
    /// While presenting, a resized window takes the font scale of its new size.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitFontScale();

    MainWindow *m_window;
    QDockWidget *m_fleetDock;
    QAction *m_toggle;
    QAction *m_panels;
    QShortcut *m_escape;
    QLabel *m_strip; ///< the slim strip beside the tabs that says how to get back
    bool m_active = false;
    bool m_panelsShown = false;
    // What presenting changed, to restore it.
    bool m_dockWasVisible = true;
    double m_fontScale = 1.0;
    Qt::WindowStates m_windowState;
};

} // namespace fleet
