// File › Open Recent: the scenario files last opened or saved, newest first, kept in the
// preferences, and the menu that lists them with "Clear".
#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;

namespace fleet {

class Preferences;

class RecentFiles : public QObject
{
    Q_OBJECT

public:
    /// The most files the menu lists.
    static constexpr int kMax = 8;

    /// Reads and writes the list in `preferences` (which must outlive this object).
    explicit RecentFiles(Preferences *preferences, QObject *parent = nullptr);

    /// Newest first, at most kMax absolute paths.
    [[nodiscard]] QStringList files() const;
    /// Puts a file first (as an absolute path; once), dropping the oldest beyond kMax.
    void add(const QString &fileName);
    /// Drops a file from the list (one that could not be opened).
    void remove(const QString &fileName);
    void clear();

    /// Fills `menu` now and each time it opens: "&1 name.json" … (the path in the status tip), then
    /// "Clear menu"; `open` is called with the path of the chosen entry.
    void attach(QMenu *menu, std::function<void(const QString &)> open);

Q_SIGNALS:
    void changed();

private:
    void store(const QStringList &files);
    Preferences *m_preferences;
};

} // namespace fleet
