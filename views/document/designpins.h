// The designs pinned for a design review (up to four, lettered A–D), shared by every view that
// compares them: each is a named copy of a scenario with its results, and the file it came from
// (or none). One of them may follow the open scenario live (the one being edited). View state: not
// saved; the document's undo history knows only which design was made the one being edited.
#pragma once

#include "designcomparison.h"

#include <QObject>
#include <QString>

#include <vector>

namespace fleet {

class DesignPins : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxPins = 4;

    using QObject::QObject;

    [[nodiscard]] int count() const { return int(m_designs.size()); }
    [[nodiscard]] bool isFull() const { return count() >= kMaxPins; }
    /// The designs in pin order (A first); each Design's name is the user's name for it.
    [[nodiscard]] const std::vector<Design> &designs() const { return m_designs; }
    /// "A", "B", "C", "D".
    [[nodiscard]] static QString letter(int index);
    /// The user named this design (it is not "Design A" any more).
    [[nodiscard]] bool isNamed(int index) const;

    /// A design's id: stays with it while others are unpinned (indices move up a letter).
    [[nodiscard]] int idAt(int index) const;
    /// The index of the design with this id, or −1.
    [[nodiscard]] int indexOf(int id) const;

    /// The index of the design that follows the open scenario (edits update it), or −1.
    [[nodiscard]] int followed() const { return indexOf(m_followedId); }
    /// Its id, or −1.
    [[nodiscard]] int followedId() const { return m_followedId; }

    /// Pins a copy of this scenario and its results as the next design, named "Design A" (…),
    /// remembering the file it came from (empty: none). The copy is frozen: it does not follow
    /// later edits. Returns the new design's index, or −1 when four are pinned.
    int pin(const Scenario &scenario, const Results &results, const QString &fileName = {});
    /// The file a design came from or was last saved to; empty when it has none (or for an
    /// index out of range).
    [[nodiscard]] QString fileName(int index) const;
    /// A design was saved to `fileName`: it is its file from now on.
    void setFileName(int index, const QString &fileName);
    /// Renames a design; an empty name (after trimming) restores "Design A" (…).
    void rename(int index, const QString &name);
    /// Unpins a design; those after it move up a letter (a default name with them).
    void remove(int index);
    void clear();
    /// Makes the design with this id follow the open scenario (−1 or an unknown id: none).
    void setFollowedId(int id);
    /// The open scenario changed: the followed design, if any, takes it.
    void follow(const Scenario &scenario, const Results &results);

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] static QString defaultName(int index);

    std::vector<Design> m_designs;
    std::vector<int> m_ids;
    std::vector<bool> m_named;    ///< per design: the user gave it a name
    std::vector<QString> m_files; ///< per design: its file, or empty
    int m_followedId = -1;
    int m_nextId = 1;
};

} // namespace fleet
