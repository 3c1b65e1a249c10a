// VisitRecorder (visits.h): which changes make a step of a saved lesson.
#include "visits.h"

#include "scenarioio.h"

#include <QJsonObject>

#include <algorithm>

namespace fleet {

QStringList changedInputs(const Scenario &before, const Scenario &after)
{
    QStringList out;
    if (before == after)
        return out;
    const QJsonObject a = scenarioToJson(before);
    const QJsonObject b = scenarioToJson(after);
    QStringList sections = a.keys();
    for (const QString &k : b.keys()) {
        if (!sections.contains(k))
            sections << k;
    }
    for (const QString &section : sections) {
        const QJsonValue x = a.value(section);
        const QJsonValue y = b.value(section);
        if (x == y)
            continue;
        if (!x.isObject() || !y.isObject()) {
            out << section;
            continue;
        }
        const QJsonObject xo = x.toObject();
        const QJsonObject yo = y.toObject();
        QStringList keys = xo.keys();
        for (const QString &k : yo.keys()) {
            if (!keys.contains(k))
                keys << k;
        }
        for (const QString &k : keys) {
            if (xo.value(k) != yo.value(k))
                out << section + QLatin1Char('.') + k;
        }
    }
    return out;
}

void VisitRecorder::clear()
{
    m_steps.clear();
    m_meta.clear();
    m_floor = 0;
}

void VisitRecorder::push(VisitedStep step, Meta meta)
{
    m_steps.push_back(std::move(step));
    m_meta.push_back(std::move(meta));
    if (m_steps.size() > kMaxSteps) {
        m_steps.erase(m_steps.begin());
        m_meta.erase(m_meta.begin());
        m_floor = m_floor > 0 ? m_floor - 1 : 0;
    }
}

void VisitRecorder::shown(const Scenario &scenario, const QString &view, int undoIndex)
{
    if (!m_steps.empty() && m_steps.back().scenario == scenario && m_steps.back().view == view)
        return;
    if (!m_meta.empty() && m_meta.back().opened) {
        m_steps.pop_back();
        m_meta.pop_back();
        m_floor = std::min(m_floor, m_steps.size());
    }
    Meta meta;
    meta.firstIndex = meta.lastIndex = undoIndex;
    if (!m_steps.empty())
        meta.inputs = changedInputs(m_steps.back().scenario, scenario);
    push({scenario, view}, std::move(meta));
    m_floor = m_steps.size();
}

void VisitRecorder::opened(const Scenario &scenario, const QString &view, int undoIndex)
{
    shown(scenario, view, undoIndex);
    if (!m_meta.empty() && m_steps.back().scenario == scenario && m_steps.back().view == view)
        m_meta.back().opened = true;
}

void VisitRecorder::edited(const Scenario &scenario, const QString &view, int undoIndex,
                           bool undone, std::int64_t ms)
{
    if (m_steps.empty()) {
        shown(scenario, view, undoIndex);
        return;
    }
    if (!undone && undoIndex < m_meta.back().lastIndex)
        m_floor = m_steps.size(); // the history was cleared or replaced: nothing to take back
    if (undone) {
        // The steps whose first edit was taken back go.
        while (m_steps.size() > std::max<size_t>(m_floor, 1) && m_meta.back().byEdit &&
               m_meta.back().firstIndex > undoIndex) {
            m_steps.pop_back();
            m_meta.pop_back();
        }
    }
    const auto popIfBack = [this] {
        // A step that comes back to the step before it (wheeled there and back) is no step.
        const size_t n = m_steps.size();
        if (n >= 2 && n > m_floor && m_steps[n - 1].scenario == m_steps[n - 2].scenario &&
            m_steps[n - 1].view == m_steps[n - 2].view) {
            m_steps.pop_back();
            m_meta.pop_back();
        }
    };
    VisitedStep &last = m_steps.back();
    Meta &meta = m_meta.back();
    if (last.scenario == scenario) {
        meta.lastIndex = undoIndex;
        return;
    }
    // Worked on, the view the window opened on is the start of the edits made on it.
    meta.opened = false;
    const QStringList inputs = changedInputs(last.scenario, scenario);
    const bool lastIsEdit = meta.byEdit && m_steps.size() > m_floor && last.view == view;
    const bool sameGesture = lastIsEdit && !undone && undoIndex == meta.lastIndex;
    const bool sameInput = lastIsEdit && ms - meta.lastMs < kSettleMs &&
                           std::any_of(inputs.begin(), inputs.end(), [&meta](const QString &k) {
                               return meta.inputs.contains(k);
                           });
    // An undo inside a step's edits (back to a value passed on the way) changes that step.
    const bool undoneWithin = lastIsEdit && undone && meta.firstIndex <= undoIndex;
    if (sameGesture || sameInput || undoneWithin) {
        last.scenario = scenario;
        for (const QString &k : inputs) {
            if (!meta.inputs.contains(k))
                meta.inputs << k;
        }
        meta.lastIndex = undoIndex;
        meta.lastMs = ms;
        popIfBack();
        return;
    }
    Meta next;
    next.byEdit = true;
    next.firstIndex = next.lastIndex = undoIndex;
    next.lastMs = ms;
    next.inputs = inputs;
    push({scenario, view}, std::move(next));
}

QStringList VisitRecorder::changedInputsOf(size_t index) const
{
    return index < m_meta.size() && index > 0
               ? changedInputs(m_steps[index - 1].scenario, m_steps[index].scenario)
               : QStringList();
}

} // namespace fleet
