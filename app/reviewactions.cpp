// The window's side of the design review (mainwindow.h): showing the control of an input a
// tornado bar names, and Tools › Solve for a target….
#include "compareview.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "goalseekdialog.h"
#include "mainwindow.h"
#include "sensitivitypanel.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>

namespace fleet {

bool MainWindow::revealInput(FieldId field)
{
    if (field == FieldId::Accelerators && m_fleetPanel->clusterSize()) {
        m_fleetDock->show();
        m_fleetScroll->ensureWidgetVisible(m_fleetPanel->clusterSize());
        m_fleetPanel->clusterSize()->spinBox()->setFocus(Qt::OtherFocusReason);
        m_fleetPanel->clusterSize()->spinBox()->selectAll();
        return true;
    }
    for (ExplorerView *v : m_views) {
        if (v->control(field)) {
            m_tabs->setCurrentWidget(v);
            v->revealControl(field);
            return true;
        }
    }
    statusBar()->showMessage(tr("%1 has no control in the views: it comes from the hardware "
                                "picked (Tools › Hardware…) or the scenario file.")
                                 .arg(fieldSpec(field).displayLabel()),
                             8000);
    return false;
}

void MainWindow::showGoalSeek()
{
    auto *compare = qobject_cast<CompareView *>(view(QStringLiteral("compare")));
    if (!compare)
        return;
    GoalSeekDialog *dialog = compare->sensitivityPanel()->goalSeekDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

} // namespace fleet
