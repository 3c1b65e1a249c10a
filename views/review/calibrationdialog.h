// CalibrationDialog: Tools › Calibrate from observations… — four figures measured on one's own
// fleet, each setting one model input through the model's calibration functions
// (model/field/calibration.h): interruptions on N accelerators over T days → the accelerator
// MTTF; a measured MFU at scale → the MFU with a scaling efficiency of 1; a measured node power
// → the node overhead; the time lost per interruption → the restart overhead. Each Apply is one
// undo step, marks the input as calibrated (its tooltip says from what) and says what it set.
#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace fleet {

class ScenarioDocument;

class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalibrationDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The observations (objectNames "calibrationInterruptions", "calibrationDays",
    /// "calibrationAccelerators", "calibrationMfu" (in %), "calibrationNodePower" (W),
    /// "calibrationRestart" (min)).
    [[nodiscard]] QDoubleSpinBox *interruptionsBox() const { return m_interruptions; }
    [[nodiscard]] QDoubleSpinBox *daysBox() const { return m_days; }
    [[nodiscard]] QDoubleSpinBox *acceleratorsBox() const { return m_accelerators; }
    [[nodiscard]] QDoubleSpinBox *mfuBox() const { return m_mfu; }
    [[nodiscard]] QDoubleSpinBox *nodePowerBox() const { return m_nodePower; }
    [[nodiscard]] QDoubleSpinBox *restartBox() const { return m_restart; }

    /// Applies one calibration as one undo step; false (and the reason in the dialog) when the
    /// model refuses the observation or the result. Each emits calibrated() with what it set.
    bool applyMttf();
    bool applyMfu();
    bool applyNodeOverhead();
    bool applyRestart();
    /// What the last Apply said (set or refused), objectName "calibrationResult".
    [[nodiscard]] QLabel *resultLabel() const { return m_result; }

Q_SIGNALS:
    /// A calibration was applied: what it set, in one sentence (for the status bar).
    void calibrated(const QString &what);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// The node power and restart boxes take the open scenario's values.
    void fillFromScenario();
    void updatePreview();

    ScenarioDocument *m_document;
    QDoubleSpinBox *m_interruptions;
    QDoubleSpinBox *m_days;
    QDoubleSpinBox *m_accelerators;
    QLabel *m_mttfPreview;
    QDoubleSpinBox *m_mfu;
    QDoubleSpinBox *m_nodePower;
    QDoubleSpinBox *m_restart;
    QLabel *m_result;
};

} // namespace fleet
