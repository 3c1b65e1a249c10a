// VisitRecorder: the steps a person meant while exploring, for File › Save steps as lesson — one
// step per view shown and per input settled, not every intermediate value of a picker turned
// with the mouse wheel nor the edits taken back with undo. Pure bookkeeping over scenarios; the
// window tells it what happened and when.
#pragma once

#include "lesson.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace fleet {

/// The inputs that differ between two scenarios, as "section.key" paths of the scenario file
/// ("cluster.accelerators", "hardware.inter_node_link"), sorted; empty when equal.
[[nodiscard]] QStringList changedInputs(const Scenario &before, const Scenario &after);

class VisitRecorder
{
public:
    /// Changes of the same input closer together than this (milliseconds), on the same view,
    /// are one step: the picker's values passed on the way (a mouse wheel, arrow keys) are
    /// not steps of their own; an input left alone this long is settled.
    static constexpr std::int64_t kSettleMs = 2000;
    /// The most steps kept (a lesson's limit); the oldest go first.
    static constexpr size_t kMaxSteps = 100;

    /// Forgets every step.
    void clear();
    /// A scenario shown on a view without an edit (the window opened, a view picked, a
    /// lesson's step, a file opened): a step of its own, unless the last step is that scenario
    /// on that view. `undoIndex` is the history's index now; undo never takes this step back.
    void shown(const Scenario &scenario, const QString &view, int undoIndex);
    /// The view the window opened on, shown before the person did anything: a step only as the
    /// start of the edits made on it. Another view shown first (a view picked, a lesson's step)
    /// takes its place: a lesson saved from Layout began with the Roofline it never showed.
    void opened(const Scenario &scenario, const QString &view, int undoIndex);
    /// The scenario after an edit, an undo or a redo, on `view`, at `ms` (any clock in
    /// milliseconds); `undoIndex` is the history's index after it and `undone` whether it went
    /// back (an undo). An edit of the inputs the last step changed, within kSettleMs of it and on
    /// its view, or a merged edit (the same `undoIndex`: a slider drag) replaces that step; an
    /// undo drops the steps it took back; a step that comes back to the one before it goes.
    void edited(const Scenario &scenario, const QString &view, int undoIndex, bool undone,
                std::int64_t ms);

    [[nodiscard]] const std::vector<VisitedStep> &steps() const { return m_steps; }
    /// The inputs step `index` changed from the step before it (changedInputs()); empty for
    /// a step that only showed a view.
    [[nodiscard]] QStringList changedInputsOf(size_t index) const;

private:
    struct Meta
    {
        bool byEdit = false; ///< made by an edit (undo can take it back), not by a show
        bool opened = false; ///< opened(), nothing done on it yet: a show takes its place
        int firstIndex = 0;  ///< the history's index after its first edit
        int lastIndex = 0;   ///< … and after its last
        std::int64_t lastMs = 0;
        QStringList inputs; ///< what its edits changed
    };
    void push(VisitedStep step, Meta meta);

    std::vector<VisitedStep> m_steps;
    std::vector<Meta> m_meta;
    /// Steps before this one are out of undo's reach (shown, or from a history since cleared).
    size_t m_floor = 0;
};

} // namespace fleet
