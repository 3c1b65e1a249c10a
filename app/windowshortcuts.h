// The window's menu shortcuts win over a focused field's own key bindings: a spin box or line
// edit claims Ctrl+Z (undo of its own typing), Ctrl+Shift+Z, Ctrl+E (end of line) and others,
// so without this Ctrl+Z in Cluster size never reached Edit › Undo.
#pragma once

#include <QObject>

class QWidget;

namespace fleet {

/// Installed on the application, watches shortcut overrides for widgets of one window: when
/// the key is the shortcut of one of the window's actions, the action gets it.
class WindowShortcuts : public QObject
{
public:
    /// Starts watching for `window` (which owns this object).
    explicit WindowShortcuts(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace fleet
