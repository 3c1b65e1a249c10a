// AxisLock: the "Lock axes" switch every chart carries in its context menu. While locked, a
// chart keeps the axis ranges it shows, so moving a slider moves the curve, not the axis; the
// ranges last asked for apply when it is unlocked. Questions lock it while they are open.
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace fleet {

class AxisLock : public QObject
{
    Q_OBJECT

public:
    /// Adds a checkable "Lock axes" action to `chart`'s context menu (Qt::ActionsContextMenu).
    /// `applyPending` is called on unlock to show the ranges asked for while locked.
    AxisLock(QWidget *chart, std::function<void()> applyPending);

    [[nodiscard]] bool isLocked() const;
    /// Locks or unlocks; unlocking applies the pending ranges.
    void setLocked(bool locked);
    [[nodiscard]] QAction *action() const { return m_action; }

Q_SIGNALS:
    void lockedChanged(bool locked);

private:
    QAction *m_action;
    std::function<void()> m_applyPending;
};

} // namespace fleet
