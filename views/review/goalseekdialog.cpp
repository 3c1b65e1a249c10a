// GoalSeekDialog (goalseekdialog.h): the choices, the model's answer in words and Apply.
#include "goalseekdialog.h"

#include "scenariodocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace fleet {

namespace {

/// The worked examples: the output, the target as typed (in the user's language), the input to
/// vary.
struct Example
{
    const char *text;
    const char *metric;
    const char *target;
    FieldId input;
};

const Example kExamples[] = {
    {QT_TRANSLATE_NOOP("GoalSeekDialog", "Accelerators needed to train in 30 days"),
     "run.training_time_s", QT_TRANSLATE_NOOP("GoalSeekDialog", "30 days"), FieldId::Accelerators},
    {QT_TRANSLATE_NOOP("GoalSeekDialog", "Accelerator MTTF for P(failure within the horizon) "
                                         "≤ 50 %"),
     "reliability.failure_probability", "50 %", FieldId::AcceleratorMttf},
    {QT_TRANSLATE_NOOP("GoalSeekDialog", "Nodes per rack that keep a rack air-cooled (30 kW)"),
     "power.rack_power_w", "30 kW", FieldId::NodesPerRack},
    {QT_TRANSLATE_NOOP("GoalSeekDialog", "PUE that keeps the facility under 20 MW"),
     "power.facility_load_w", "20 MW", FieldId::Pue},
};

} // namespace

GoalSeekDialog::GoalSeekDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_example(new QComboBox), m_output(new QComboBox),
      m_target(new QLineEdit), m_input(new QComboBox), m_result(new QLabel),
      m_apply(new QPushButton(tr("&Apply")))
{
    setWindowTitle(tr("Solve for a target"));
    setObjectName(QStringLiteral("goalSeekDialog"));
    m_example->setObjectName(QStringLiteral("goalExample"));
    m_output->setObjectName(QStringLiteral("goalOutput"));
    m_target->setObjectName(QStringLiteral("goalTarget"));
    m_input->setObjectName(QStringLiteral("goalInput"));
    m_result->setObjectName(QStringLiteral("goalResult"));
    m_apply->setObjectName(QStringLiteral("goalApply"));

    m_example->addItem(tr("(choose below)"));
    for (const Example &e : kExamples)
        m_example->addItem(tr(e.text));
    m_example->setToolTip(tr("Questions a design review asks: each sets the output, the target "
                             "and the input below."));
    for (const Metric &m : outputMetrics())
        m_output->addItem(m.displayLabel(), m.key);
    m_output->setToolTip(tr("The output that must meet the target."));
    m_target->setToolTip(tr("The target with its unit: \"30 days\", \"9 MW\", \"30 kW\", \"50 %\". "
                            "Lower-is-better outputs must stay at or under it, the others at or "
                            "over it."));
    for (const FieldSpec &f : fieldSpecs())
        m_input->addItem(f.displayLabel() + QStringLiteral(" (") + f.path() + QLatin1Char(')'),
                         int(f.id));
    m_input->setToolTip(tr("The input the search varies over its whole range (in log space "
                           "where its values are positive, whole numbers for counts)."));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setMinimumHeight(3 * fontMetrics().lineSpacing());
    m_apply->setToolTip(tr("Set the input to the value found, as one undo step."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Example:"), m_example);
    form->addRow(tr("&Output:"), m_output);
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("&Vary:"), m_input);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_apply, QDialogButtonBox::ApplyRole);
    // Enter applies the answer (the search runs as the question is typed); only Close or Esc
    // closes the dialog.
    m_apply->setDefault(true);
    if (QPushButton *close = buttons->button(QDialogButtonBox::Close))
        close->setAutoDefault(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_example, &QComboBox::activated, this, &GoalSeekDialog::applyExample);
    connect(m_output, &QComboBox::currentIndexChanged, this, &GoalSeekDialog::solve);
    connect(m_input, &QComboBox::currentIndexChanged, this, &GoalSeekDialog::solve);
    connect(m_target, &QLineEdit::textChanged, this, &GoalSeekDialog::solve);
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        if (isVisible()) // else when shown again
            solve();
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (!m_answer || !m_answer->met())
            return;
        const auto field = FieldId(m_input->currentData().toInt());
        m_document->setField(field, m_answer->inputValue);
        solve(); // the answer for the scenario as it is now
    });
    applyExample(1);
    m_example->setCurrentIndex(1);
}

void GoalSeekDialog::showEvent(QShowEvent *event)
{
    solve();
    QDialog::showEvent(event);
}

void GoalSeekDialog::applyExample(int index)
{
    if (index < 1 || index > int(std::size(kExamples)))
        return;
    const Example &e = kExamples[index - 1];
    setQuestion(QString::fromLatin1(e.metric), tr(e.target), e.input);
}

void GoalSeekDialog::setQuestion(const QString &metricKey, const QString &target, FieldId input)
{
    const QSignalBlocker a(m_output), b(m_target), c(m_input);
    m_output->setCurrentIndex(std::max(0, m_output->findData(metricKey)));
    m_target->setText(target);
    m_input->setCurrentIndex(std::max(0, m_input->findData(int(input))));
    solve();
}

void GoalSeekDialog::solve()
{
    m_answer.reset();
    const Metric *metric = findMetric(m_output->currentData().toString());
    const auto field = FieldId(m_input->currentData().toInt());
    if (!metric) {
        m_result->clear();
        m_apply->setEnabled(false);
        return;
    }
    const MetricTarget target = parseMetricTarget(*metric, m_target->text());
    if (!target.ok) {
        m_result->setText(tr("Target: %1").arg(target.error));
        m_apply->setEnabled(false);
        return;
    }
    try {
        m_answer = goalSeek(m_document->scenario(), *metric, target.value, field);
        m_result->setText(goalSeekText(*m_answer, *metric, target.value, field));
    } catch (const std::exception &error) {
        m_result->setText(QString::fromUtf8(error.what()));
    }
    const bool changes = m_answer && m_answer->met() &&
                         m_answer->inputValue != fieldSpec(field).get(m_document->scenario());
    m_apply->setEnabled(changes);
}

} // namespace fleet
