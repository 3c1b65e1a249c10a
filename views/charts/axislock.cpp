// AxisLock: the "Lock axes" context-menu switch of a chart.
#include "axislock.h"

#include <QAction>
#include <QWidget>

namespace fleet {

AxisLock::AxisLock(QWidget *chart, std::function<void()> applyPending)
    : QObject(chart), m_action(new QAction(tr("Lock axes"), chart)),
      m_applyPending(std::move(applyPending))
{
    m_action->setCheckable(true);
    m_action->setToolTip(tr("Keep this chart's axis ranges while inputs change, so a slider "
                            "moves the curve, not the axis"));
    chart->addAction(m_action);
    chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_action, &QAction::toggled, this, [this](bool locked) {
        if (!locked && m_applyPending)
            m_applyPending();
        Q_EMIT lockedChanged(locked);
    });
}

bool AxisLock::isLocked() const
{
    return m_action->isChecked();
}

void AxisLock::setLocked(bool locked)
{
    m_action->setChecked(locked);
}

} // namespace fleet
