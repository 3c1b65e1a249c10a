// The window's side of the design review (mainwindow.h): showing the control of an input a
// tornado bar names, pinning scenario files as designs, and Tools › Solve for a target….
#include "compareview.h"
#include "designpins.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "goalseekdialog.h"
#include "inputerror.h"
#include "mainwindow.h"
#include "reviewsession.h"
#include "scenariodocument.h"
#include "sensitivitypanel.h"
#include "settings.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

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

bool MainWindow::pinFile(const QString &fileName)
{
    int index = -1;
    try {
        index = m_document->pinFile(fileName);
    } catch (const InputError &e) {
        QMessageBox::warning(this, tr("Cannot pin scenario"), e.message());
        return false;
    }
    if (index < 0) {
        QMessageBox::information(this, tr("Four designs pinned"),
                                 tr("The comparison holds four designs (A to D): unpin one in the "
                                    "Compare view to add %1.")
                                     .arg(QFileInfo(fileName).fileName()));
        return false;
    }
    m_preferences->set(settings::lastDirectory, QFileInfo(fileName).absolutePath());
    statusBar()->showMessage(
        tr("Pinned %1 as design %2").arg(QFileInfo(fileName).fileName(), DesignPins::letter(index)),
        4000);
    return true;
}

void MainWindow::pinFileFromDialog()
{
    const QString name = m_prompts.fileName(this, tr("Pin a scenario file to compare"),
                                            m_preferences->get(settings::lastDirectory),
                                            tr("Scenarios (*.json);;All files (*)"), false);
    if (!name.isEmpty() && pinFile(name))
        showView(QStringLiteral("compare"));
}

int MainWindow::restoreReviewSession()
{
    const RestoredReview review = fleet::restoreReviewSession(
        m_document->pins(), m_preferences->dataFolder(), m_document->catalog());
    QStringList said;
    if (!review.restored.isEmpty())
        said << tr("Pinned again from the last session's review: %1 (Compare › Unpin removes one).")
                    .arg(review.restored.join(QStringLiteral("; ")));
    said << review.skipped;
    if (!said.isEmpty())
        statusBar()->showMessage(said.join(QLatin1Char(' ')), 12000);
    return int(review.restored.size());
}

void MainWindow::saveReviewSession()
{
    m_reviewTimer->stop();
    const QString error =
        fleet::saveReviewSession(*m_document->pins(), m_preferences->dataFolder());
    if (!error.isEmpty())
        statusBar()->showMessage(
            tr("The review could not be kept for the next start: %1").arg(error), 12000);
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
