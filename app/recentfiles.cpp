// RecentFiles (recentfiles.h): the list in the preferences, and the Open Recent menu.
#include "recentfiles.h"

#include "settings.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace fleet {

RecentFiles::RecentFiles(Preferences *preferences, QObject *parent)
    : QObject(parent), m_preferences(preferences)
{}

QStringList RecentFiles::files() const
{
    return m_preferences->get(settings::recentFiles).mid(0, kMax);
}

void RecentFiles::store(const QStringList &files)
{
    m_preferences->set(settings::recentFiles, files.mid(0, kMax));
    Q_EMIT changed();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QDir::cleanPath(QFileInfo(fileName).absoluteFilePath());
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    store(list);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList list = files();
    if (list.removeAll(QDir::cleanPath(QFileInfo(fileName).absoluteFilePath())) > 0)
        store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::attach(QMenu *menu, std::function<void(const QString &)> open)
{
    auto fill = [this, menu, open] {
        menu->clear();
        const QStringList list = files();
        for (int i = 0; i < list.size(); ++i) {
            const QString path = list[i];
            // A '&' in a file name is shown, not taken as a mnemonic.
            QString name = QFileInfo(path).fileName();
            name.replace(QLatin1Char('&'), QStringLiteral("&&"));
            QAction *a = menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(name));
            a->setStatusTip(path);
            a->setToolTip(path);
            connect(a, &QAction::triggered, this, [open, path] { open(path); });
        }
        if (list.isEmpty())
            menu->addAction(tr("No recent files"))->setEnabled(false);
        menu->addSeparator();
        QAction *clearAction = menu->addAction(tr("&Clear menu"), this, &RecentFiles::clear);
        clearAction->setObjectName(QStringLiteral("clearRecentFiles"));
        clearAction->setEnabled(!list.isEmpty());
    };
    // Filled as it opens, never while one of its actions is being triggered (opening a file
    // changes the list).
    connect(menu, &QMenu::aboutToShow, this, fill);
    fill();
}

} // namespace fleet
