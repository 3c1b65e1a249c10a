// MainWindow: the fleet panel, the views as tabs, menus (files, examples, recent files,
// undo/redo, Reset All, rename, preferences, view switching, larger font, presentation mode,
// export), dropped files, and the guard against losing unsaved work.
#pragma once

#include "lesson.h"
#include "scenariofields.h"
#include "settings.h"
#include "visits.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QTabWidget;
class QDockWidget;
class QScrollArea;
class QTimer;

namespace fleet {

class CalibrationDialog;

class ChartActions;
class ExplorerView;
class FleetPanel;
class LessonPlayer;
class PresentationMode;
class Preferences;
class RecentFiles;
class ScenarioDocument;

/// The questions the window asks a person. dialogs() asks with Qt's dialogs; tests replace
/// them to answer without one.
struct Prompts
{
    /// A file name to open (`save` false) or to save to; empty when cancelled.
    std::function<QString(QWidget *parent, const QString &caption, const QString &directory,
                          const QString &filter, bool save)>
        fileName;
    /// Unsaved changes: Save, Discard or Cancel (the question names the window's file,
    /// MainWindow::unsavedChangesText()).
    std::function<QMessageBox::StandardButton(QWidget *parent)> unsavedChanges;
    /// A save would write over a file that holds another pinned design: whether to go on.
    /// `question` names the file and both designs (MainWindow::overwriteDesignText()). Unset
    /// (a test's own Prompts): the save does not go on.
    std::function<bool(QWidget *parent, const QString &question)> overwriteDesign;
    /// A line of text (the scenario's name); nullopt when cancelled.
    std::function<std::optional<QString>(QWidget *parent, const QString &title,
                                         const QString &label, const QString &text)>
        text;

    /// QFileDialog, QMessageBox and QInputDialog.
    [[nodiscard]] static Prompts dialogs();
};

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `preferences` is where settings are read and written (Preferences::scratch() for tests
    /// and screenshots); it must outlive the window.
    MainWindow(ScenarioDocument *document, Preferences *preferences, QWidget *parent = nullptr);

    [[nodiscard]] ScenarioDocument *document() const { return m_document; }
    /// Where the window keeps its settings.
    [[nodiscard]] Preferences *preferences() const { return m_preferences; }
    [[nodiscard]] FleetPanel *fleetPanel() const { return m_fleetPanel; }
    [[nodiscard]] QDockWidget *fleetDock() const { return m_fleetDock; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    /// F5's presentation mode (full screen, panels folded, headline numbers large).
    [[nodiscard]] PresentationMode *presentation() const { return m_presentation; }
    [[nodiscard]] const std::vector<ExplorerView *> &views() const { return m_views; }
    [[nodiscard]] RecentFiles *recentFiles() const { return m_recent; }
    /// File › Open Recent.
    [[nodiscard]] QMenu *recentMenu() const { return m_recentMenu; }
    /// The view with this command-line name ("roofline", …), or nullptr.
    [[nodiscard]] ExplorerView *view(const QString &id) const;
    /// Switches to a view by name; false if there is none.
    bool showView(const QString &id);

    /// Replaces the questions the window asks (tests).
    void setPrompts(Prompts prompts) { m_prompts = std::move(prompts); }
    /// The unsaved-changes question, naming the file ("design-b.json"; "the untitled scenario").
    [[nodiscard]] QString unsavedChangesText() const;
    /// The question before writing design `saved` over `file`, which holds design `held`.
    [[nodiscard]] static QString overwriteDesignText(const QString &file, const QString &held,
                                                     const QString &saved);
    /// A file name's stem made of `name` (a scenario's or a lesson's title): its letters,
    /// digits, '-', '_' and '.', every other run of characters one '-', none at the ends;
    /// `fallback` when nothing is left. "Amdahl's ceiling" → "Amdahl-s-ceiling".
    [[nodiscard]] static QString fileStem(const QString &name, const QString &fallback);

    /// The font scale of View › Larger font (Ctrl+=).
    static constexpr double kLargestFontScale = 1.4;
    /// The largest font scale Preferences and --font-scale accept.
    static constexpr double kMaximumFontScale = settings::kMaximumFontScale;

    /// 1.0 normal, larger for a projector. Applies to widgets and charts; `remember` keeps it
    /// in the preferences (presentation mode's temporary scale is not kept).
    void setFontScale(double scale, bool remember = true);
    [[nodiscard]] double fontScale() const { return m_fontScale; }

    /// Opens a scenario file; on error shows it and keeps the open scenario. Returns success.
    bool openFile(const QString &fileName);
    /// Pins a scenario file as the next design of the comparison (ScenarioDocument::pinFile());
    /// on error, or with four designs pinned, shows why. Returns success.
    bool pinFile(const QString &fileName);
    /// Asks for a scenario file (File › Pin a File to Compare…) and pins it.
    void pinFileFromDialog();
    /// Pins again the designs of the last session's review (reviewsession.h) and says so in the
    /// status bar (and what could not be pinned, naming the file and reason). Returns how many
    /// were pinned.
    int restoreReviewSession();
    /// Writes the pinned designs to the data folder now (also done a second after each change
    /// of the pins, and when the window closes); on failure says why in the status bar.
    void saveReviewSession();
    /// Opens a worked example (examples.h) as an untitled scenario on its view, after the
    /// question about unsaved changes. False when cancelled or unknown.
    bool openExample(const QString &id);
    /// The lesson bar above the views (hidden until a lesson opens).
    [[nodiscard]] LessonPlayer *lessonPlayer() const { return m_lessonPlayer; }
    /// Opens a built-in lesson by name or a lesson file, after the question about unsaved
    /// changes, at its first step; on a bad file says why (a message box) and keeps the open
    /// scenario. Restarts the recording of visited steps. False when cancelled or refused.
    bool openLesson(const QString &nameOrPath);
    /// The built-in lesson after the one opened last (File › Lessons' order; the first when
    /// none was); empty after the last one and after a lesson file.
    [[nodiscard]] QString nextLessonId() const;
    /// File › Lessons › Next lesson: opens nextLessonId(). False when there is none.
    bool openNextLesson();
    /// Names the lesson Next lesson opens in its text ("Next lesson: Amdahl's ceiling") and
    /// disables it when there is none; done whenever a menu holding it opens.
    void updateNextLessonAction();
    /// The steps a person meant since the window opened or the last lesson began
    /// (VisitRecorder: one per view shown and per input settled, a slider drag or a picker
    /// turned with the wheel one step, undone edits dropped; at most 100, the latest kept).
    [[nodiscard]] const std::vector<VisitedStep> &visitedSteps();
    /// The topic of the visited steps, the saved lesson's default title outside a lesson: the
    /// views shown and the inputs changed ("Scaling, Communication: Cluster size, Inter-node
    /// fabric").
    [[nodiscard]] QString visitedTopic();
    /// The title a saved lesson gives visited step `index`: its view and the inputs it changed
    /// ("Scaling: Serial fraction").
    [[nodiscard]] QString visitedStepTitle(size_t index);
    /// File › Save steps as lesson…: asks for a file name (or takes `fileName`) and writes
    /// visitedSteps() as a lesson file a teacher can edit (lessonFromSteps()), titled after the
    /// lesson playing or else visitedTopic(), atomically. On failure says why in a message
    /// box. Returns success.
    bool saveStepsAsLesson(const QString &fileName = QString());
    /// The chart commands: context menus, export for slides, Ctrl+Shift+C.
    [[nodiscard]] ChartActions *chartActions() const { return m_chartActions; }
    /// Opens a file as File › Open Recent and a dropped file do: first the question about
    /// unsaved changes. Returns whether the file is now open.
    bool openWithGuard(const QString &fileName);

    /// Shows the control of an input: the fleet panel's for the cluster size, else the first
    /// view with one (switching to it), scrolled to and focused. Without a control in the
    /// window (hardware figures, …) the status bar says where it is set.
    /// (mainwindowreviewactions.cpp)
    bool revealInput(FieldId field);
    /// Tools › Solve for a target…: shows the goal-seek dialog. (mainwindowreviewactions.cpp)
    void showGoalSeek();

    /// Puts the fleet panel back on the left at its width, visible, and forgets the saved
    /// dock layout.
    void resetLayout();
    /// Edit › Preferences…: opens the dialog (not blocking); OK applies what can change now.
    void showPreferences();

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenus();
    void createFileMenu();
    /// File › Lessons (the built-ins and Open lesson file…) and Save steps as lesson….
    void createLessonsMenu(QMenu *file);
    /// Records the open scenario after an edit, undo or redo (VisitRecorder::edited()) now;
    /// scheduleVisit() does it once the event that changed it is done (the history's index is
    /// up to date then).
    void recordVisit();
    void scheduleVisit();
    /// Records the open scenario on the current view as shown (VisitRecorder::shown(); as the
    /// view the window opened on, VisitRecorder::opened(), when `opened`), after any edit still
    /// to record.
    void recordShown(bool opened = false);
    /// The name of an input in a lesson's titles, from its "section.key" path.
    [[nodiscard]] static QString inputName(const QString &path);
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
    void rename();
    void exportChart();
    /// The view state a new scenario starts with: the preferred bandwidth convention.
    void applyPreferredViewState();

    ScenarioDocument *m_document;
    Preferences *m_preferences;
    Prompts m_prompts = Prompts::dialogs();
    FleetPanel *m_fleetPanel;
    QDockWidget *m_fleetDock;
    QScrollArea *m_fleetScroll = nullptr;
    /// The status bar's note about an edit: none, just shown for the edit under way (Fresh),
    /// or standing from an earlier edit (Shown: the next change clears it).
    enum class EditNote { None, Fresh, Shown };
    EditNote m_editNote = EditNote::None;
    QTabWidget *m_tabs;
    QLabel *m_modeLabel;
    std::vector<ExplorerView *> m_views;
    ChartActions *m_chartActions = nullptr;
    PresentationMode *m_presentation = nullptr;
    LessonPlayer *m_lessonPlayer = nullptr;
    VisitRecorder m_visits;
    QElapsedTimer m_visitClock;
    bool m_visitPending = false;
    bool m_visitsPaused = false; ///< a lesson's step is changing
    int m_visitUndoIndex = 0;    ///< the history's index when the last change was recorded
    QString m_visitView;         ///< the view the last change was recorded on
    QString m_lessonId;          ///< the lesson opened last (a built-in's id, or a file)
    QAction *m_nextLesson = nullptr;
    RecentFiles *m_recent = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_largerFont = nullptr;
    double m_fontScale = 1.0;
    QFont m_baseFont;
    /// Writes the review session a second after the pins last changed (a drag changes the
    /// followed design on every step).
    QTimer *m_reviewTimer = nullptr;
    /// Tools › Calibrate from observations… (made on first use).
    CalibrationDialog *m_calibration = nullptr;
};

} // namespace fleet
