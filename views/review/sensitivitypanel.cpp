// SensitivityPanel (sensitivitypanel.h): the output picker, the tornado and the goal-seek
// button.
#include "sensitivitypanel.h"

#include "goalseekdialog.h"
#include "scenariodocument.h"
#include "tornadowidget.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace fleet {

SensitivityPanel::SensitivityPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_output(new QComboBox),
      m_solve(new QPushButton(tr("&Solve for a target…"))), m_tornado(new TornadoWidget)
{
    setObjectName(QStringLiteral("sensitivityPage"));
    m_output->setObjectName(QStringLiteral("sensitivityOutput"));
    for (const Metric &m : outputMetrics())
        m_output->addItem(m.displayLabel(), m.key);
    m_output->setCurrentIndex(
        std::max(0, m_output->findData(QStringLiteral("run.training_time_s"))));
    m_output->setToolTip(tr("The output whose sensitivity the chart shows."));
    m_solve->setObjectName(QStringLiteral("solveTargetButton"));
    m_solve->setToolTip(tr("Find the value of one input that meets a target for an output "
                           "(accelerators to train in 30 days, the PUE under 20 MW, …)."));
    auto *label = new QLabel(tr("&Output:"));
    label->setBuddy(m_output);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_output, 1);
    top->addWidget(m_solve);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_tornado);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);

    connect(m_output, &QComboBox::currentIndexChanged, this, &SensitivityPanel::refresh);
    connect(m_tornado, &TornadoWidget::inputActivated, this, &SensitivityPanel::inputActivated);
    connect(m_solve, &QPushButton::clicked, this, [this] {
        GoalSeekDialog *dialog = goalSeekDialog();
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
}

GoalSeekDialog *SensitivityPanel::goalSeekDialog()
{
    if (!m_dialog)
        m_dialog = new GoalSeekDialog(m_document, this);
    return m_dialog;
}

void SensitivityPanel::refresh()
{
    const Metric *metric = findMetric(m_output->currentData().toString());
    if (!metric)
        return;
    m_tornado->setChart(
        tornadoChart(sensitivity(m_document->scenario(), *metric, 0.10, &m_document->catalog())));
}

} // namespace fleet
