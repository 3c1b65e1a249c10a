// CalibrationDialog (calibrationdialog.h): the four observations, their Apply buttons and the
// words of what each set.
#include "calibrationdialog.h"

#include "calibration.h"
#include "format.h"
#include "inputerror.h"
#include "scenariodocument.h"
#include "scenariofields.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>
#include <stdexcept>

namespace fleet {

namespace {

QDoubleSpinBox *spinBox(const QString &name, double min, double max, int decimals,
                        const QString &suffix, double value, const QString &tip)
{
    auto *box = new QDoubleSpinBox;
    box->setObjectName(name);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    box->setToolTip(tip);
    box->setAccessibleName(tip);
    return box;
}

} // namespace

CalibrationDialog::CalibrationDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_mttfPreview(new QLabel), m_result(new QLabel)
{
    setWindowTitle(tr("Calibrate from observations"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Set the model's inputs from what your own fleet measured. Each "
                                "Apply is one undo step; the input's tooltip then says it was "
                                "calibrated and from what."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // Llama 3 405B's 54-day snapshot (Dubey et al. 2024, §3.3.4, Table 5) as the example.
    auto *failures = new QGroupBox(tr("Interruptions → accelerator MTTF"));
    auto *failuresForm = new QFormLayout(failures);
    m_interruptions = spinBox(QStringLiteral("calibrationInterruptions"), 1, 1e7, 0, QString(), 419,
                              tr("Unexpected interruptions observed"));
    m_days = spinBox(QStringLiteral("calibrationDays"), 0.01, 1e5, 2, tr(" days"), 54,
                     tr("Over how many days they were counted"));
    m_accelerators = spinBox(QStringLiteral("calibrationAccelerators"), 1, 1e7, 0, QString(), 16384,
                             tr("Accelerators in the fleet that was observed"));
    failuresForm->addRow(tr("Interruptions:"), m_interruptions);
    failuresForm->addRow(tr("Over:"), m_days);
    failuresForm->addRow(tr("On accelerators:"), m_accelerators);
    m_mttfPreview->setWordWrap(true);
    failuresForm->addRow(m_mttfPreview);
    auto *mttf = new QPushButton(tr("Apply: set the accelerator MTTF"));
    mttf->setObjectName(QStringLiteral("calibrationApplyMttf"));
    mttf->setToolTip(tr("MTTF = N · T · 24 / interruptions: every interruption counted against "
                        "an accelerator"));
    failuresForm->addRow(mttf);
    layout->addWidget(failures);

    auto *mfuGroup = new QGroupBox(tr("Measured MFU at scale → MFU"));
    auto *mfuForm = new QFormLayout(mfuGroup);
    m_mfu = spinBox(QStringLiteral("calibrationMfu"), 0.1, 100, 1, QStringLiteral(" %"), 38,
                    tr("The model FLOPs utilization your run measured at its full size"));
    mfuForm->addRow(tr("Measured MFU:"), m_mfu);
    auto *mfuNote = new QLabel(tr("A measured MFU already includes the communication and scaling "
                                  "losses: the scaling efficiency is set to 1."));
    mfuNote->setWordWrap(true);
    mfuForm->addRow(mfuNote);
    auto *mfu = new QPushButton(tr("Apply: set the MFU"));
    mfu->setObjectName(QStringLiteral("calibrationApplyMfu"));
    mfu->setToolTip(tr("MFU = the measured value, scaling efficiency = 1"));
    mfuForm->addRow(mfu);
    layout->addWidget(mfuGroup);

    auto *powerGroup = new QGroupBox(tr("Measured node power → node overhead"));
    auto *powerForm = new QFormLayout(powerGroup);
    m_nodePower = spinBox(QStringLiteral("calibrationNodePower"), 0, 1e6, 0, QStringLiteral(" W"),
                          0, tr("The power one node drew, measured at the wall"));
    powerForm->addRow(tr("Node power:"), m_nodePower);
    auto *power = new QPushButton(tr("Apply: set the node overhead"));
    power->setObjectName(QStringLiteral("calibrationApplyNodeOverhead"));
    power->setToolTip(tr("Node overhead = node power − accelerators per node × TDP"));
    powerForm->addRow(power);
    layout->addWidget(powerGroup);

    auto *restartGroup = new QGroupBox(tr("Time lost per interruption → restart overhead"));
    auto *restartForm = new QFormLayout(restartGroup);
    m_restart = spinBox(QStringLiteral("calibrationRestart"), 0, 1e6 / 60, 1, tr(" min"), 1.5,
                        tr("From the failure's detection to training again, on average"));
    restartForm->addRow(tr("Time lost:"), m_restart);
    auto *restart = new QPushButton(tr("Apply: set the restart overhead"));
    restart->setObjectName(QStringLiteral("calibrationApplyRestart"));
    restart->setToolTip(tr("Restart overhead = the time lost per interruption"));
    restartForm->addRow(restart);
    layout->addWidget(restartGroup);

    m_result->setObjectName(QStringLiteral("calibrationResult"));
    m_result->setWordWrap(true);
    layout->addWidget(m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(mttf, &QPushButton::clicked, this, [this] { applyMttf(); });
    connect(mfu, &QPushButton::clicked, this, [this] { applyMfu(); });
    connect(power, &QPushButton::clicked, this, [this] { applyNodeOverhead(); });
    connect(restart, &QPushButton::clicked, this, [this] { applyRestart(); });
    for (QDoubleSpinBox *box : {m_interruptions, m_days, m_accelerators})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { updatePreview(); });
    fillFromScenario();
    updatePreview();
}

void CalibrationDialog::showEvent(QShowEvent *event)
{
    fillFromScenario();
    QDialog::showEvent(event);
}

void CalibrationDialog::fillFromScenario()
{
    const Scenario &s = m_document->scenario();
    m_nodePower->setValue(s.cluster.acceleratorsPerNode * s.accelerator.tdpW +
                          s.cluster.nodeOverheadW);
    m_restart->setValue(s.reliability.restartOverheadS / 60);
}

void CalibrationDialog::updatePreview()
{
    try {
        const double h = mttfFromInterruptionsH(m_interruptions->value(), m_days->value(),
                                                m_accelerators->value());
        m_mttfPreview->setText(
            tr("→ accelerator MTTF %1 (one interruption every %2 on the fleet observed)")
                .arg(formatHours(h), formatHours(m_days->value() * 24 / m_interruptions->value())));
    } catch (const std::invalid_argument &) {
        m_mttfPreview->clear();
    }
}

namespace {

/// Applies `c` as one undo step named `step`, marks `field` as calibrated with `from`, and
/// reports; a refusal says why in `result`.
bool applyCalibration(ScenarioDocument *document, const Calibration &c, const QString &step,
                      FieldId field, const QString &from, QLabel *result, QString *said)
{
    if (!document->apply(step, [&c](Scenario &s) { s = c.scenario; })) {
        result->setText(CalibrationDialog::tr("Not applied: the model refuses the result."));
        return false;
    }
    document->setCalibrationNote(field, fieldSpec(field).get(c.scenario), from);
    *said = from;
    result->setText(from);
    return true;
}

} // namespace

bool CalibrationDialog::applyMttf()
{
    try {
        const double k = m_interruptions->value(), days = m_days->value(),
                     n = m_accelerators->value();
        const Calibration c = calibrateMttfFromInterruptions(m_document->scenario(), k, days, n);
        const QString from =
            tr("Accelerator MTTF set to %1, from %2 interruptions in %3 days on %4 accelerators")
                .arg(formatHours(c.scenario.reliability.acceleratorMttfH), formatNumber(k, 0),
                     formatNumber(days, days == std::round(days) ? 0 : 2), formatNumber(n, 0));
        QString said;
        if (!applyCalibration(m_document, c, tr("Calibrate the accelerator MTTF"),
                              FieldId::AcceleratorMttf, from, m_result, &said))
            return false;
        Q_EMIT calibrated(said);
        return true;
    } catch (const InputError &e) {
        m_result->setText(tr("Not applied: %1").arg(e.reason()));
        return false;
    }
}

bool CalibrationDialog::applyMfu()
{
    try {
        const double mfu = m_mfu->value() / 100;
        const Calibration c = calibrateMfuAtScale(m_document->scenario(), mfu);
        const QString from = tr("MFU set to %1 from a measured MFU at scale; scaling efficiency "
                                "set to 1 (the measurement already includes the communication)")
                                 .arg(formatPercent(mfu));
        QString said;
        if (!applyCalibration(m_document, c, tr("Calibrate the MFU"), FieldId::Mfu, from, m_result,
                              &said))
            return false;
        m_document->setCalibrationNote(FieldId::ScalingEfficiency, 1, from);
        Q_EMIT calibrated(said);
        return true;
    } catch (const InputError &e) {
        m_result->setText(tr("Not applied: %1").arg(e.reason()));
        return false;
    }
}

bool CalibrationDialog::applyNodeOverhead()
{
    try {
        const double w = m_nodePower->value();
        const Calibration c = calibrateNodeOverheadFromPower(m_document->scenario(), w);
        const QString from =
            tr("Node overhead set to %1, from a measured node power of %2")
                .arg(formatSi(c.scenario.cluster.nodeOverheadW, QStringLiteral("W")),
                     formatSi(w, QStringLiteral("W")));
        QString said;
        if (!applyCalibration(m_document, c, tr("Calibrate the node overhead"),
                              FieldId::NodeOverhead, from, m_result, &said))
            return false;
        Q_EMIT calibrated(said);
        return true;
    } catch (const InputError &e) {
        m_result->setText(tr("Not applied: %1").arg(e.reason()));
        return false;
    }
}

bool CalibrationDialog::applyRestart()
{
    try {
        const double s = m_restart->value() * 60;
        const Calibration c = calibrateRestartOverhead(m_document->scenario(), s);
        const QString from = tr("Restart overhead set to %1, from the time lost per interruption")
                                 .arg(formatDuration(s));
        QString said;
        if (!applyCalibration(m_document, c, tr("Calibrate the restart overhead"),
                              FieldId::RestartOverhead, from, m_result, &said))
            return false;
        Q_EMIT calibrated(said);
        return true;
    } catch (const InputError &e) {
        m_result->setText(tr("Not applied: %1").arg(e.reason()));
        return false;
    }
}

} // namespace fleet
