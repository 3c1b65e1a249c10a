// WindowShortcuts (windowshortcuts.h): a key a text field would keep for itself goes to the
// window's action with that shortcut instead.
#include "windowshortcuts.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QWidget>

namespace fleet {

WindowShortcuts::WindowShortcuts(QWidget *window) : QObject(window), m_window(window)
{
    QCoreApplication::instance()->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    const auto *widget = static_cast<QWidget *>(watched);
    if (widget->window() != m_window)
        return false; // a dialog's fields keep their own keys
    const auto *key = static_cast<QKeyEvent *>(event);
    const QKeySequence pressed(
        QKeyCombination(key->modifiers() & ~Qt::KeypadModifier, Qt::Key(key->key())));
    for (const QAction *action : m_window->findChildren<QAction *>()) {
        if (action->isEnabled() && action->shortcuts().contains(pressed))
            return true; // not accepted: the shortcut map hands the key to the action
    }
    return false;
}

} // namespace fleet
