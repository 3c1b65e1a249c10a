// ScenarioDocument (scenariodocument.h): the open scenario and its results, the one undoable
// command (the scenario before and after, merged per slider drag), opening, saving and the
// modified flag.
#include "scenariodocument.h"

#include "designcomparison.h"

#include "scenarioio.h"

#include <QFileInfo>
#include <QUndoCommand>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace fleet {

/// The one undo command: the scenario and its results before and after. Mergeable by key so a
/// slider drag is one step; a merge that returns to the start makes the command obsolete.
class ScenarioDocument::SetScenarioCommand : public QUndoCommand
{
public:
    struct State
    {
        Scenario scenario;
        Results results;
    };

    SetScenarioCommand(ScenarioDocument *document, State before, State after, const QString &text,
                       int mergeKey, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeKey(mergeKey)
    {}

    void undo() override { m_document->install(m_before.scenario, m_before.results); }
    void redo() override { m_document->install(m_after.scenario, m_after.results); }
    int id() const override { return m_mergeKey == 0 ? -1 : 1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SetScenarioCommand *>(other);
        if (next->m_mergeKey != m_mergeKey || next->text() != text())
            return false;
        m_after = next->m_after;
        setObsolete(m_after.scenario == m_before.scenario);
        return true;
    }

private:
    ScenarioDocument *m_document;
    State m_before;
    State m_after;
    int m_mergeKey;
};

/// Which pinned design follows the open scenario, as a step of the undo history (a child of the
/// "Edit design B" macro), so undoing that step cannot write the earlier scenario into B.
class ScenarioDocument::FollowDesignCommand : public QUndoCommand
{
public:
    FollowDesignCommand(DesignPins *pins, int before, int after, QUndoCommand *parent)
        : QUndoCommand(parent), m_pins(pins), m_before(before), m_after(after)
    {}
    void undo() override { m_pins->setFollowedId(m_before); }
    void redo() override { m_pins->setFollowedId(m_after); }

private:
    DesignPins *m_pins;
    int m_before;
    int m_after;
};

ScenarioDocument::ScenarioDocument(Catalog catalog, QObject *parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_scenario(defaultScenario(m_catalog)),
      m_results(evaluate(m_scenario))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    m_undoGroup.addStack(&m_undoStack);
    m_undoGroup.addStack(&m_lessonStack);
    m_undoGroup.setActiveStack(&m_undoStack);
}

void ScenarioDocument::beginLesson()
{
    if (m_userState)
        return;
    m_userState = UserState{m_scenario, m_results, m_pins.followedId()};
    m_pins.setFollowedId(-1); // a lesson's scenarios are not the design being edited
    m_lessonStack.clear();
    m_activeStack = &m_lessonStack;
    m_undoGroup.setActiveStack(&m_lessonStack);
}

void ScenarioDocument::showLessonScenario(const Scenario &scenario)
{
    if (!m_userState)
        return;
    // The step starts a history of its own: undo never goes back into another step.
    m_lessonStack.clear();
    if (!(scenario == m_scenario))
        install(scenario, evaluate(scenario));
}

void ScenarioDocument::endLesson()
{
    if (!m_userState)
        return;
    const UserState user = std::move(*m_userState);
    m_userState.reset();
    m_activeStack = &m_undoStack;
    m_undoGroup.setActiveStack(&m_undoStack);
    m_lessonStack.clear();
    install(user.scenario, user.results);
    m_pins.setFollowedId(user.followedId);
    Q_EMIT lessonEnded();
}

const std::vector<FieldComparison> &ScenarioDocument::fieldComparisons() const
{
    if (!m_fieldComparisons)
        m_fieldComparisons = compareFieldData(embeddedFieldData(m_catalog));
    return *m_fieldComparisons;
}

void ScenarioDocument::setDragging(bool dragging)
{
    if (dragging == m_dragging)
        return;
    m_dragging = dragging;
    Q_EMIT draggingChanged(dragging);
}

int ScenarioDocument::newMergeKey()
{
    static std::atomic<int> next{1};
    return next++;
}

bool ScenarioDocument::setField(FieldId field, double value, int mergeKey)
{
    const FieldSpec &spec = fieldSpec(field);
    if (!std::isfinite(value))
        return false;
    double v = std::clamp(value, spec.range.min, spec.range.max);
    if (spec.range.integer)
        v = std::round(v);
    if (spec.range.minExclusive && v <= spec.range.min)
        return false;
    const QString text = tr("Set %1").arg(spec.displayLabel());
    return apply(
        text, [&](Scenario &s) { spec.set(s, v); }, mergeKey);
}

bool ScenarioDocument::apply(const QString &text, const std::function<void(Scenario &)> &change,
                             int mergeKey)
{
    Scenario next = m_scenario;
    change(next);
    if (next == m_scenario)
        return true;
    Results results;
    try {
        results = evaluateValidated(next, tr("edit")); // the one evaluation of this edit
    } catch (const InputError &e) {
        Q_EMIT rejected(e.reason());
        return false;
    }
    // The text becomes Edit › Undo's: a '&' in a name is shown, not taken as a mnemonic.
    QString menuText = text;
    menuText.replace(QLatin1Char('&'), QStringLiteral("&&"));
    m_activeStack->push(new SetScenarioCommand(
        this, {m_scenario, m_results}, {std::move(next), std::move(results)}, menuText, mergeKey));
    return true;
}

bool ScenarioDocument::resetAll()
{
    Scenario defaults = defaultScenario(m_catalog);
    defaults.name = m_scenario.name;
    return apply(tr("Reset all"), [&defaults](Scenario &s) { s = defaults; });
}

void ScenarioDocument::install(const Scenario &scenario, const Results &results)
{
    m_scenario = scenario;
    m_results = results;
    m_pins.follow(m_scenario, m_results);
    Q_EMIT changed();
}

int ScenarioDocument::pinCurrent()
{
    return m_pins.pin(m_scenario, m_results, m_fileName);
}

int ScenarioDocument::pinFile(const QString &fileName)
{
    if (m_pins.isFull())
        return -1;
    const Design design = makeDesign(loadScenarioFile(fileName, m_catalog)); // throws first
    const int index = m_pins.pin(design.scenario, design.results, fileName);
    m_pins.rename(index,
                  design.name.trimmed().isEmpty() ? QFileInfo(fileName).fileName() : design.name);
    return index;
}

bool ScenarioDocument::editDesign(int index)
{
    if (index < 0 || index >= m_pins.count())
        return false;
    const int id = m_pins.idAt(index);
    const Design design = m_pins.designs()[size_t(index)];
    if (m_pins.followedId() == id && design.scenario == m_scenario)
        return true;
    // Stop following first, so the change of scenario does not overwrite the design that
    // followed until now; then follow the new one.
    auto *step = new QUndoCommand(tr("Edit design %1").arg(DesignPins::letter(index)));
    new FollowDesignCommand(&m_pins, m_pins.followedId(), -1, step);
    if (!(design.scenario == m_scenario)) {
        new SetScenarioCommand(this, {m_scenario, m_results}, {design.scenario, design.results},
                               QString(), 0, step);
    }
    new FollowDesignCommand(&m_pins, -1, id, step);
    m_activeStack->push(step);
    // The design's file (or none) becomes the window's: Save writes the design to its own file.
    const QString file = m_pins.fileName(m_pins.indexOf(id));
    if (m_fileName != file) {
        m_fileName = file;
        Q_EMIT fileNameChanged(m_fileName);
    }
    return true;
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &fileName)
{
    const bool inLesson = m_userState.has_value();
    if (inLesson) {
        // A new or opened file replaces the user's scenario: the lesson ends with nothing to
        // restore.
        m_userState.reset();
        m_activeStack = &m_undoStack;
        m_undoGroup.setActiveStack(&m_undoStack);
        m_lessonStack.clear();
    }
    m_pins.setFollowedId(-1); // a new or opened file is not the design being edited
    m_undoStack.clear();
    install(scenario, evaluate(scenario));
    m_undoStack.setClean();
    if (m_fileName != fileName) {
        m_fileName = fileName;
        Q_EMIT fileNameChanged(m_fileName);
    }
    Q_EMIT modifiedChanged(false);
    if (inLesson)
        Q_EMIT lessonEnded();
}

void ScenarioDocument::open(const QString &fileName)
{
    ViewState view;
    const Scenario loaded = loadScenarioFile(fileName, m_catalog, &view); // throws; nothing changed
    reset(loaded, fileName);
    m_view.calibrated.reset(); // the file says which of its inputs were calibrated
    mergeViewState(view);
}

ViewState ScenarioDocument::viewState() const
{
    ViewState view = m_view;
    std::vector<std::string> overlays;
    for (const QString &id : m_comparison.ids())
        overlays.push_back(id.toStdString());
    view.overlays = std::move(overlays); // an empty list too: reopening unticks what is ticked
    return view;
}

void ScenarioDocument::mergeViewState(const ViewState &view)
{
    if (view.currentView)
        m_view.currentView = view.currentView;
    if (view.bandwidthConvention)
        m_view.bandwidthConvention = view.bandwidthConvention;
    if (view.lockedAxes)
        m_view.lockedAxes = view.lockedAxes;
    if (view.fieldData)
        m_view.fieldData = view.fieldData;
    if (view.calibrated)
        m_view.calibrated = view.calibrated;
    if (view.sweep)
        m_view.sweep = view.sweep;
    if (view.snapToNodes)
        m_view.snapToNodes = view.snapToNodes;
    if (view.overlays) {
        QStringList ids;
        for (const std::string &id : *view.overlays)
            ids << QString::fromStdString(id);
        m_comparison.setIds(ids);
    }
    Q_EMIT viewStateChanged();
}

void ScenarioDocument::setSweepState(const SweepViewState &state)
{
    m_view.sweep = state;
}

void ScenarioDocument::setFieldDataShown(const std::string &chart, bool shown)
{
    if (!m_view.fieldData)
        m_view.fieldData.emplace();
    (*m_view.fieldData)[chart] = shown;
}

std::optional<bool> ScenarioDocument::fieldDataShown(const std::string &chart) const
{
    if (!m_view.fieldData)
        return std::nullopt;
    const auto it = m_view.fieldData->find(chart);
    if (it == m_view.fieldData->end())
        return std::nullopt;
    return it->second;
}

void ScenarioDocument::setCalibrationNote(FieldId field, double value, const QString &from)
{
    if (!m_view.calibrated)
        m_view.calibrated.emplace();
    (*m_view.calibrated)[fieldSpec(field).path().toStdString()] = {value, from.toStdString()};
    Q_EMIT changed(); // the controls' tooltips say it
}

QString ScenarioDocument::calibrationNote(FieldId field) const
{
    if (!m_view.calibrated)
        return {};
    const auto it = m_view.calibrated->find(fieldSpec(field).path().toStdString());
    if (it == m_view.calibrated->end())
        return {};
    const double now = fieldSpec(field).get(scenario());
    return now == it->second.value ? QString::fromStdString(it->second.from) : QString();
}

void ScenarioDocument::setCurrentView(const QString &id)
{
    if (m_view.currentView == id.toStdString())
        return;
    m_view.currentView = id.toStdString(); // the window reports it; nothing to redraw
    Q_EMIT currentViewChanged(id);
}

void ScenarioDocument::setBandwidthConvention(BandwidthConvention convention)
{
    if (m_view.bandwidthConvention == convention)
        return;
    m_view.bandwidthConvention = convention;
    Q_EMIT viewStateChanged();
}

void ScenarioDocument::save(const QString &fileName)
{
    const QString target = fileName.isEmpty() ? m_fileName : fileName;
    saveScenarioFile(userScenario(), target, viewState());
    m_undoStack.setClean();
    m_pins.setFileName(m_pins.followed(), target); // the design being edited: its file now
    if (m_fileName != target) {
        m_fileName = target;
        Q_EMIT fileNameChanged(m_fileName);
    }
}

} // namespace fleet
