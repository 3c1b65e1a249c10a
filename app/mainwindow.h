// MainWindow: the fleet panel, the views as tabs, menus (file, undo/redo, view switching,
// larger font, export), and the guard against losing unsaved work.
#pragma once

#include <QMainWindow>

#include <vector>

class QAction;
class QLabel;
class QTabWidget;
class QDockWidget;
class QScrollArea;

namespace fleet {

class PresentationMode;

class ChartActions;
class ExplorerView;
class FleetPanel;
class Preferences;
class ScenarioDocument;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `preferences` is where settings are read and written (Preferences::scratch() for tests
    /// and screenshots); it must outlive the window.
    MainWindow(ScenarioDocument *document, Preferences *preferences, QWidget *parent = nullptr);

    [[nodiscard]] ScenarioDocument *document() const { return m_document; }
    [[nodiscard]] FleetPanel *fleetPanel() const { return m_fleetPanel; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    /// F5's presentation mode (full screen, panels folded, headline numbers large).
    [[nodiscard]] PresentationMode *presentation() const { return m_presentation; }
    [[nodiscard]] const std::vector<ExplorerView *> &views() const { return m_views; }
    /// The view with this command-line name ("roofline", …), or nullptr.
    [[nodiscard]] ExplorerView *view(const QString &id) const;
    /// Switches to a view by name; false if there is none.
    bool showView(const QString &id);

    /// The font scale of the "larger font" option, the largest the window offers.
    static constexpr double kLargestFontScale = 1.4;

    /// 1.0 normal, larger for a projector. Applies to widgets and charts; `remember` keeps it
    /// in the preferences (presentation mode's temporary scale is not kept).
    void setFontScale(double scale, bool remember = true);
    [[nodiscard]] double fontScale() const { return m_fontScale; }

    /// Opens a scenario file; on error shows it and keeps the open scenario. Returns success.
    bool openFile(const QString &fileName);
    /// Opens a worked example (examples.h) as an untitled scenario on its view, after the
    /// question about unsaved changes. False when cancelled or unknown.
    bool openExample(const QString &id);
    /// The chart commands: context menus, export for slides, Ctrl+Shift+C.
    [[nodiscard]] ChartActions *chartActions() const { return m_chartActions; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    /// Sizes the fleet dock for the current font and window width.
    void fitFleetDock();
    void updateTitle();
    /// "Coupled model (design review)" — shown in the title and the status bar.
    [[nodiscard]] QString modelModeText() const;
    bool maybeSave();
    bool save();
    bool saveAs();
    /// Saves atomically to fileName; on failure says why and keeps the document as it was.
    bool saveTo(const QString &fileName);
    void exportChart();

    ScenarioDocument *m_document;
    Preferences *m_preferences;
    FleetPanel *m_fleetPanel;
    QDockWidget *m_fleetDock;
    QScrollArea *m_fleetScroll = nullptr;
    QTabWidget *m_tabs;
    QLabel *m_modeLabel;
    std::vector<ExplorerView *> m_views;
    ChartActions *m_chartActions = nullptr;
    QAction *m_largerFont = nullptr;
    PresentationMode *m_presentation = nullptr;
    double m_fontScale = 1.0;
    QFont m_baseFont;
};

} // namespace fleet
