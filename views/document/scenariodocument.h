// ScenarioDocument: the one open scenario, its results, undo history, file name and modified
// flag. Every edit goes through it as an undoable command; views listen to changed().
#pragma once

#include "catalog.h"
#include "comparisonmodel.h"
#include "designpins.h"
#include "fielddata.h"
#include "results.h"
#include "scenario.h"
#include "scenariofields.h"
#include "viewstate.h"

#include <QObject>
#include <QString>
#include <QUndoGroup>
#include <QUndoStack>

#include <functional>
#include <map>
#include <optional>

namespace fleet {

/// Owns the current Scenario and its evaluated Results. Data flows one way: controls call
/// setField()/apply() (undoable), the document re-evaluates once and emits changed(); views
/// read scenario()/results() and never compute physics themselves.
///
/// It lives in fleet_views rather than the app so that every view can bind to it and be tested
/// without the main window.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    /// Starts on defaultScenario(catalog). Throws InputError if the catalog lacks the defaults.
    explicit ScenarioDocument(Catalog catalog, QObject *parent = nullptr);

    [[nodiscard]] const Scenario &scenario() const { return m_scenario; }
    [[nodiscard]] const Results &results() const { return m_results; }
    [[nodiscard]] const Catalog &catalog() const { return m_catalog; }
    /// The undo history edits go to: the scenario's own, or while a lesson plays the lesson's
    /// (see beginLesson()).
    [[nodiscard]] QUndoStack *undoStack() { return m_activeStack; }
    /// Both histories, the active one current: Edit › Undo / Redo act through it.
    [[nodiscard]] QUndoGroup *undoGroup() { return &m_undoGroup; }
    /// Which accelerators the roofline and power views overlay (view state: saved in the
    /// file's view section, not undone).
    [[nodiscard]] ComparisonModel *comparison() { return &m_comparison; }
    /// The designs pinned for a review (up to four). The followed one takes every change of
    /// the open scenario (edits, undo, redo); reset() and open() stop it following.
    [[nodiscard]] DesignPins *pins() { return &m_pins; }

    /// Pins a frozen copy of the open scenario as the next design, with the window's file as
    /// its file (none while untitled); its index, or −1 when four are pinned. Not an undo step
    /// (the scenario does not change).
    int pinCurrent();
    /// Reads a scenario file (validated as open() does, with this document's catalog) and pins
    /// it as the next design, named after the scenario's name, else the file's name, with that
    /// file as its file. The open
    /// scenario does not change. Returns the design's index, or −1 when four are pinned
    /// already. Throws InputError naming the file, key and reason; nothing is pinned then.
    int pinFile(const QString &fileName);
    /// Makes pinned design `index` the open scenario and the one that follows edits, as one
    /// undo step ("Edit design B"); undoing it restores the scenario and which design followed,
    /// and leaves the design as it was. The design's file (or none) becomes the window's file
    /// (fileNameChanged(); not undone: a save checks whose file it writes, MainWindow::save).
    /// Returns false for an unknown index.
    bool editDesign(int index);

    /// The view state as it would be saved: the current view and bandwidth convention as the
    /// window and views set them, and the ticked overlays. Not physics: changing it is no undo
    /// step and does not mark the scenario modified.
    [[nodiscard]] ViewState viewState() const;
    /// Sets the members of `view` that are set (the others stay) and emits viewStateChanged().
    void mergeViewState(const ViewState &view);
    /// The current view's id (kViewIds), as the window reports it.
    void setCurrentView(const QString &id);
    /// How link bandwidth is shown (per direction or as bidirectional totals).
    void setBandwidthConvention(BandwidthConvention convention);
    /// The charts whose axes are locked ("view/index"), as the window reports them.
    void setLockedAxes(std::vector<std::string> charts) { m_view.lockedAxes = std::move(charts); }
    /// Records a chart's "Field data" switch ("view/index", shown or not) in the view state;
    /// not an undo step, no unsaved change, no signal (the chart shows it already).
    void setFieldDataShown(const std::string &chart, bool shown);
    /// The Sweep page's choices, saved in the scenario's view section (not an undo step).
    void setSweepState(const SweepViewState &state);
    /// Whether the cluster size snaps to whole nodes, as the user ticked it (saved in the view
    /// section as "snap_to_nodes"; not an undo step, no signal: the fleet panel set it).
    void setSnapToNodes(bool on) { m_view.snapToNodes = on; }
    /// The current view's id as the window last reported it (empty before it did).
    [[nodiscard]] QString currentView() const
    {
        return m_view.currentView ? QString::fromStdString(*m_view.currentView) : QString();
    }
    /// Marks `field` as calibrated to `value` (SI) by Tools › Calibrate from observations…,
    /// `from` saying from what. Saved in the scenario file's view section ("calibrated"); not
    /// an undo step of its own: the note holds while the field keeps that value (an undo or
    /// another edit ends it, a redo brings it back).
    void setCalibrationNote(FieldId field, double value, const QString &from);
    /// The note of a calibrated field while it still has the value calibration set; empty
    /// otherwise.
    [[nodiscard]] QString calibrationNote(FieldId field) const;
    /// The chart's "Field data" switch as the view state has it; nullopt when never set.
    [[nodiscard]] std::optional<bool> fieldDataShown(const std::string &chart) const;
    /// The bandwidth convention in use (per direction unless set).
    [[nodiscard]] BandwidthConvention bandwidthConvention() const
    {
        return m_view.bandwidthConvention.value_or(BandwidthConvention::PerDirection);
    }

    /// Sets one numeric field (SI units), clamped to its range and rounded for counts.
    /// Consecutive edits with the same non-zero mergeKey on the same field merge into one undo
    /// step (one slider drag = one step). Returns false, leaving everything unchanged, when the
    /// result would be invalid (e.g. overheads summing to 100 %); rejected() says why.
    bool setField(FieldId field, double value, int mergeKey = 0);

    /// Applies an arbitrary change as one undo step named `text` (hardware picks, presets,
    /// switches). Same validation and return value as setField().
    bool apply(const QString &text, const std::function<void(Scenario &)> &change,
               int mergeKey = 0);

    /// Returns every input to the appendix's defaults (defaultScenario()) as one undo step,
    /// keeping the scenario's name, file and history (Edit › Reset All). Returns true, adding
    /// no step, when every input already has its default.
    bool resetAll();

    /// Replaces the whole scenario (New, Open) and clears the history; marks it clean.
    void reset(const Scenario &scenario, const QString &fileName);

    /// Loads a file with its view section (mergeViewState()). On any error the open scenario is
    /// untouched and InputError is thrown.
    void open(const QString &fileName);
    /// Saves atomically to fileName (the current one when empty), with viewState(). Throws
    /// InputError.
    void save(const QString &fileName = QString());

    [[nodiscard]] const QString &fileName() const { return m_fileName; }
    /// Whether the user's scenario has unsaved changes (never because of a lesson).
    [[nodiscard]] bool isModified() const { return !m_undoStack.isClean(); }

    /// Lessons play in a sandbox: beginLesson() sets the user's scenario, its history and
    /// modified flag aside (the followed design stops following); showLessonScenario() then
    /// shows a step's scenario with no undo step and no modification; edits made during the
    /// lesson go to a history of their own that each step starts afresh; endLesson() puts the
    /// user's scenario back exactly as it was. save() and userScenario() keep working on the
    /// user's scenario meanwhile; reset() and open() end the lesson (lessonEnded()) and
    /// replace the user's scenario. beginLesson() during a lesson does nothing.
    void beginLesson();
    /// Shows `scenario` (a lesson step's, already validated) during a lesson; no-op otherwise.
    void showLessonScenario(const Scenario &scenario);
    /// Restores the user's scenario set aside by beginLesson(); no-op outside a lesson.
    void endLesson();
    [[nodiscard]] bool isInLesson() const { return m_userState.has_value(); }
    /// The scenario that is the user's document (saved, autosaved): the open one, or the one
    /// set aside while a lesson plays.
    [[nodiscard]] const Scenario &userScenario() const
    {
        return m_userState ? m_userState->scenario : m_scenario;
    }

    /// A fresh key for a gesture whose edits should merge into one undo step.
    [[nodiscard]] static int newMergeKey();

    /// The shipped field data beside the model (compareFieldData(embeddedFieldData(catalog()))):
    /// read, checked and evaluated at the first call (tens of milliseconds) and kept, since the
    /// catalog does not change during a document's life. Throws InputError as
    /// embeddedFieldData() does (a build defect).
    [[nodiscard]] const std::vector<FieldComparison> &fieldComparisons() const;

    /// Whether a pointer holds a slider down (a drag under way): the views keep their axes still
    /// meanwhile, and fit them to the data again at the release. Set by the slider's control.
    [[nodiscard]] bool isDragging() const { return m_dragging; }
    void setDragging(bool dragging);

    /// Passes a sentence from a control to whoever shows notes (the status bar): a typed value
    /// converted from another unit, or clamped to its range.
    void notify(const QString &text) { Q_EMIT notice(text); }

Q_SIGNALS:
    /// The scenario or its results changed (every edit, undo, redo, open).
    void changed();
    /// An edit was refused; the reason is one sentence for the status bar.
    void rejected(const QString &reason);
    /// A note from a control (see notify()).
    void notice(const QString &text);
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    /// The lesson sandbox ended (endLesson(), or reset() / open() during a lesson).
    void lessonEnded();
    /// The current view, the bandwidth convention or the overlays were set from outside a view
    /// (a file was opened, or another control changed them).
    void viewStateChanged();
    /// A drag began (true) or ended (false): see isDragging().
    void draggingChanged(bool dragging);
    /// The window shows another view (setCurrentView()).
    void currentViewChanged(const QString &id);

private:
    bool m_dragging = false;
    mutable std::optional<std::vector<FieldComparison>> m_fieldComparisons; ///< fieldComparisons()
    class SetScenarioCommand;
    class FollowDesignCommand;
    /// Makes a scenario and its results current without recording history (the undo command
    /// and reset() call it).
    void install(const Scenario &scenario, const Results &results);

    /// What a lesson set aside (beginLesson()).
    struct UserState
    {
        Scenario scenario;
        Results results;
        int followedId = -1;
    };

    Catalog m_catalog;
    Scenario m_scenario;
    Results m_results;
    QUndoStack m_undoStack;
    QUndoStack m_lessonStack;
    QUndoStack *m_activeStack = &m_undoStack;
    QUndoGroup m_undoGroup;
    std::optional<UserState> m_userState;
    QString m_fileName;
    ComparisonModel m_comparison;
    DesignPins m_pins;
    ViewState m_view; ///< current view and convention; overlays live in m_comparison
};

} // namespace fleet
