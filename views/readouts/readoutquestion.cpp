// ReadoutPanel (readout.h), predict then reveal: which readouts a question hides — the one
// asked and its companions, those that give it away in one step — and hiding them without a
// number box (a lesson's choices).
#include "readout.h"

#include "questionbox.h"

#include <algorithm>

namespace fleet {

bool ReadoutPanel::ask(const QString &title)
{
    auto it = std::find_if(m_readouts.begin(), m_readouts.end(),
                           [&](const Readout &r) { return r.title == title; });
    if (it == m_readouts.end())
        return false;
    const std::optional<Quantity> q = leadingQuantity(it->value);
    m_hidden = title;
    m_question->ask(title, q ? q->unit : QString());
    showValues(m_readouts);
    Q_EMIT questionOpenChanged(true);
    return true;
}

void ReadoutPanel::setCompanions(std::vector<QStringList> groups)
{
    m_companions = std::move(groups);
}

void ReadoutPanel::findHidden(const std::vector<Readout> &readouts)
{
    m_hiddenTitles.clear();
    m_hiddenValues.clear();
    if (m_hidden.isEmpty())
        return;
    auto named = [](const QString &title, const QStringList &group) {
        return std::any_of(group.begin(), group.end(),
                           [&](const QString &name) { return isReadoutNamed(title, name); });
    };
    for (const Readout &r : readouts) {
        bool hidden = r.title == m_hidden;
        for (const QStringList &group : m_companions)
            hidden = hidden || (named(m_hidden, group) && named(r.title, group));
        if (hidden) {
            m_hiddenTitles << r.title;
            m_hiddenValues << r.value;
        }
    }
}

bool ReadoutPanel::hide(const QString &title)
{
    if (std::none_of(m_readouts.begin(), m_readouts.end(),
                     [&](const Readout &r) { return r.title == title; }))
        return false;
    m_hidden = title;
    showValues(m_readouts);
    Q_EMIT questionOpenChanged(true);
    return true;
}

void ReadoutPanel::showHidden()
{
    if (m_question->isOpen()) {
        m_question->dismiss(); // its closed() shows the value
        return;
    }
    if (m_hidden.isEmpty())
        return;
    m_hidden.clear();
    showValues(m_readouts);
    Q_EMIT questionOpenChanged(false);
}

} // namespace fleet
