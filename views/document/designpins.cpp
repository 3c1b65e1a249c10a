// DesignPins (designpins.h): the pinned designs of a review, their names, and the one that
// follows the open scenario.
#include "designpins.h"

#include <algorithm>

namespace fleet {

QString DesignPins::letter(int index)
{
    return QString(QChar(char16_t(u'A' + index)));
}

QString DesignPins::defaultName(int index)
{
    return tr("Design %1").arg(letter(index));
}

bool DesignPins::isNamed(int index) const
{
    return index >= 0 && index < count() && m_named[size_t(index)];
}

int DesignPins::idAt(int index) const
{
    return index >= 0 && index < count() ? m_ids[size_t(index)] : -1;
}

int DesignPins::indexOf(int id) const
{
    const auto it = std::find(m_ids.begin(), m_ids.end(), id);
    return it == m_ids.end() ? -1 : int(it - m_ids.begin());
}

int DesignPins::pin(const Scenario &scenario, const Results &results, const QString &fileName)
{
    if (isFull())
        return -1;
    const int index = count();
    m_designs.push_back(
        Design{.name = defaultName(index), .scenario = scenario, .results = results});
    m_ids.push_back(m_nextId++);
    m_named.push_back(false);
    m_files.push_back(fileName);
    Q_EMIT changed();
    return index;
}

QString DesignPins::fileName(int index) const
{
    return index >= 0 && index < count() ? m_files[size_t(index)] : QString();
}

void DesignPins::setFileName(int index, const QString &fileName)
{
    if (index < 0 || index >= count() || m_files[size_t(index)] == fileName)
        return;
    m_files[size_t(index)] = fileName;
    Q_EMIT changed();
}

void DesignPins::rename(int index, const QString &name)
{
    if (index < 0 || index >= count())
        return;
    const QString trimmed = name.trimmed();
    const QString next = trimmed.isEmpty() ? defaultName(index) : trimmed;
    m_named[size_t(index)] = !trimmed.isEmpty();
    if (m_designs[size_t(index)].name == next)
        return;
    m_designs[size_t(index)].name = next;
    Q_EMIT changed();
}

void DesignPins::remove(int index)
{
    if (index < 0 || index >= count())
        return;
    if (m_ids[size_t(index)] == m_followedId)
        m_followedId = -1;
    m_designs.erase(m_designs.begin() + index);
    m_ids.erase(m_ids.begin() + index);
    m_named.erase(m_named.begin() + index);
    m_files.erase(m_files.begin() + index);
    for (int i = index; i < count(); ++i) {
        if (!m_named[size_t(i)])
            m_designs[size_t(i)].name = defaultName(i);
    }
    Q_EMIT changed();
}

void DesignPins::clear()
{
    if (m_designs.empty())
        return;
    m_designs.clear();
    m_ids.clear();
    m_named.clear();
    m_files.clear();
    m_followedId = -1;
    Q_EMIT changed();
}

void DesignPins::setFollowedId(int id)
{
    const int next = indexOf(id) >= 0 ? id : -1;
    if (next == m_followedId)
        return;
    m_followedId = next;
    Q_EMIT changed();
}

void DesignPins::follow(const Scenario &scenario, const Results &results)
{
    const int index = followed();
    if (index < 0)
        return;
    Design &d = m_designs[size_t(index)];
    if (d.scenario == scenario)
        return;
    d.scenario = scenario;
    d.results = results;
    Q_EMIT changed();
}

} // namespace fleet
