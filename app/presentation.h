// PresentationMode: F5 turns the window into a projector screen — full screen, the fleet panel,
// menus, status bar and input panels folded away, each view's headline readouts in large type,
// the charts in the projector look (Okabe–Ito colours, lines ≥ 3 px), the font at the larger
// scale. A strip under the views keeps teaching live: the Lessons menu (with the next lesson)
// and every menu of the hidden menu bar, the cluster size, fabric and accelerator
// (LiveControls), and which readouts are the view's headlines. F6 brings the inputs back in the
// same look; F5 or Esc leaves and restores the window as it was. The font scale follows the
// window's size while presenting (fontScaleFor()).
#pragma once

#include <QList>
#include <QObject>
#include <QSize>

class QAction;
class QDockWidget;
class QMenu;
class QShortcut;
class QToolButton;
class QWidget;

namespace fleet {

class ExplorerView;
class LiveControls;
class MainWindow;

class PresentationMode : public QObject
{
    Q_OBJECT

public:
    /// `fleetDock` folds away while presenting. The actions are added to `window`, the strip
    /// to the bottom of its central widget (which must exist already). Each view's headline
    /// choice is read back from the preferences.
    PresentationMode(MainWindow *window, QDockWidget *fleetDock);

    [[nodiscard]] bool isActive() const { return m_active; }
    /// Enters or leaves presentation mode. `fullScreen` false keeps the window's size (an
    /// offscreen screenshot of the mode).
    void setActive(bool on, bool fullScreen = true);
    /// While presenting: shows (true) or folds away (false) the fleet panel and each view's
    /// inputs — shown, they keep the presentation look (large headline numbers, projector
    /// colours), and the live strip gives way to the fleet panel.
    void setPanelsShown(bool shown);
    [[nodiscard]] bool arePanelsShown() const { return m_panelsShown; }

    /// The font scale presenting uses on a window of `size`: the largest
    /// (MainWindow::kLargestFontScale) from 1600 × 900, 1.2 from 1280 × 720, the normal size
    /// below (a 1024 × 768 projector's pixels are large on the wall already, and its charts
    /// need the room). It follows the window's size while presenting.
    [[nodiscard]] static double fontScaleFor(QSize size);

    /// "Presentation mode" (F5, checkable) and "Show inputs while presenting" (F6).
    [[nodiscard]] QAction *toggleAction() const { return m_toggle; }
    [[nodiscard]] QAction *panelsAction() const { return m_panels; }

    /// The strip under the views while presenting (hidden otherwise, and while F6 shows the
    /// panels).
    [[nodiscard]] QWidget *strip() const { return m_bar; }
    [[nodiscard]] LiveControls *liveControls() const { return m_live; }
    /// The view shown, named; its menu switches views (the tab row is hidden while the strip
    /// shows: the strip takes its place).
    [[nodiscard]] QToolButton *viewButton() const { return m_viewButton; }
    /// "Lessons": File › Lessons (the built-ins, the next lesson, a lesson file).
    [[nodiscard]] QToolButton *lessonsButton() const { return m_lessonsButton; }
    /// "Menu": every menu of the menu bar, which is hidden while presenting.
    [[nodiscard]] QToolButton *menuButton() const { return m_menuButton; }
    /// "Headlines": the current view's readouts, the headline ones ticked (a fifth ticked
    /// replaces the last of the four).
    [[nodiscard]] QToolButton *headlinesButton() const { return m_headlinesButton; }

    /// Makes readouts `readouts` (places in `view`'s list, at most
    /// ExplorerView::kHeadlineReadouts; empty: the first ones) the view's headlines while
    /// presenting, and keeps the choice in the preferences for the next start.
    void setHeadlines(ExplorerView *view, const QList<int> &readouts);

protected:
    /// While presenting, a resized window takes the font scale of its new size.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitFontScale();
    /// Fills the Menu button's menu with the menu bar's menus, and the Headlines button's
    /// with the current view's readouts (each time they open).
    void fillMenu();
    void fillHeadlines();
    /// Fills the view button's menu with every view and its shortcut, the one shown ticked.
    void fillViews();
    /// The view button says which view is shown.
    void updateViewButton();
    /// Shows the strip while presenting with the panels folded.
    void updateStrip();
    /// While presenting, only the view shown counts toward the window's minimum size (the
    /// pages a tab widget does not show count too by default): the strip and a lesson's bar
    /// fit at 1280 × 720 with the view they show. Off, every view counts again.
    void fitShownViewOnly(bool on);

    MainWindow *m_window;
    QDockWidget *m_fleetDock;
    QAction *m_toggle;
    QAction *m_panels;
    QShortcut *m_escape;
    QWidget *m_bar; ///< the strip under the views
    LiveControls *m_live;
    QToolButton *m_viewButton;
    QToolButton *m_lessonsButton;
    QToolButton *m_menuButton;
    QToolButton *m_headlinesButton;
    QMenu *m_menu;
    QMenu *m_headlinesMenu;
    QMenu *m_viewMenu;
    QMetaObject::Connection m_followTabs;
    bool m_active = false;
    bool m_panelsShown = false;
    // What presenting changed, to restore it.
    bool m_dockWasVisible = true;
    int m_dockWidth = 0;
    double m_fontScale = 1.0;
    Qt::WindowStates m_windowState;
};

} // namespace fleet
