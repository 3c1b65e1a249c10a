// ReadoutPanel (readout.h), predict then reveal: which readouts a question hides — the one
// asked and its companions, those that give it away in one step — and hiding them without a
// number box (a lesson's choices).
#include "readout.h"

#include "prediction.h"
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
    m_revealedShown.clear();
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
    m_toldTitles.clear();
    m_hiddenValues = m_withheldValues;
    if (m_hidden.isEmpty() && m_withheld.isEmpty())
        return;
    auto named = [](const QString &title, const QStringList &group) {
        return std::any_of(group.begin(), group.end(),
                           [&](const QString &name) { return isReadoutNamed(title, name); });
    };
    for (const Readout &r : readouts) {
        const bool asked = r.title == m_hidden;
        bool hidden = asked || named(r.title, m_withheld);
        bool kept = !m_withheldKept.isEmpty() && isReadoutNamed(r.title, m_withheldKept);
        // A readout whose value the question gives hides nothing, unless it is the one asked:
        // read once per readout, and only for one withheld or a companion (a refresh in a lesson
        // passes here).
        bool statedRead = false;
        bool stated = false;
        const auto told = [&] {
            if (!statedRead) {
                statedRead = true;
                stated = !asked && !m_statedText.isEmpty() &&
                         concealQuantity(m_statedText, r.value) != m_statedText;
            }
            return stated;
        };
        if (hidden && !asked && told())
            hidden = false;
        for (const QStringList &group : m_companions) {
            if (!named(r.title, group))
                continue;
            kept = kept || told();
            // The withheld titles are the lesson file's English names, as the groups' are:
            // compared as they are (named() would compare them with the translated names, and
            // in Chinese a companion of a withheld readout showed its value).
            const bool withheld =
                std::any_of(m_withheld.begin(), m_withheld.end(), [&](const QString &title) {
                    return group.contains(title) || named(title, group);
                });
            hidden = hidden || (!m_hidden.isEmpty() && named(m_hidden, group) && !kept) ||
                     (withheld && !kept);
        }
        // A value an earlier step revealed, exactly as shown then, shows in the panel; the
        // charts still hide what draws it (its curve runs on to the value a later step asks).
        if (hidden && !asked && m_toldValues.contains(r.value)) {
            m_toldTitles << r.title;
            continue;
        }
        if (hidden) {
            m_hiddenTitles << r.title;
            if (!m_hiddenValues.contains(r.value))
                m_hiddenValues << r.value;
        }
    }
}

void ReadoutPanel::setToldValues(const QStringList &values)
{
    if (values == m_toldValues)
        return;
    m_toldValues = values;
    showValues(m_readouts);
}

void ReadoutPanel::setWithheldValues(const QStringList &values)
{
    if (values == m_withheldValues)
        return;
    m_withheldValues = values;
    showValues(m_readouts);
}

void ReadoutPanel::setStatedText(const QString &text)
{
    if (text == m_statedText)
        return;
    m_statedText = text;
    showValues(m_readouts);
}

void ReadoutPanel::setWithheld(const QStringList &titles, const QString &kept)
{
    if (titles == m_withheld && kept == m_withheldKept)
        return;
    m_withheld = titles;
    m_withheldKept = kept;
    showValues(m_readouts);
}

bool ReadoutPanel::hide(const QString &title)
{
    if (std::none_of(m_readouts.begin(), m_readouts.end(),
                     [&](const Readout &r) { return r.title == title; }))
        return false;
    m_hidden = title;
    m_revealedShown.clear();
    showValues(m_readouts);
    Q_EMIT questionOpenChanged(true);
    return true;
}

bool ReadoutPanel::revealHidden()
{
    if (m_question->isOpen() || m_hidden.isEmpty())
        return false;
    m_revealedShown = m_hidden;
    m_hidden.clear();
    showValues(m_readouts);
    Q_EMIT questionOpenChanged(false);
    return true;
}

void ReadoutPanel::showHidden()
{
    if (!m_revealedShown.isEmpty()) {
        m_revealedShown.clear();
        showValues(m_readouts); // a cell shown only for the answer folds away again
    }
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
