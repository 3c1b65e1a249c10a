// SensitivityPanel: the "Sensitivity" page of the compare view — which input matters. An
// output picker (time to train by default), the tornado chart of the open scenario (the
// model's sensitivity(): each numeric input −10 % and +10 %), recomputed on every change while
// shown, and "Solve for a target…" (GoalSeekDialog).
#pragma once

#include "scenariofields.h"

#include <QWidget>

class QComboBox;
class QPushButton;

namespace fleet {

class GoalSeekDialog;
class ScenarioDocument;
class TornadoWidget;

class SensitivityPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The output whose sensitivity is shown (objectName "sensitivityOutput"); item data: the
    /// results key.
    [[nodiscard]] QComboBox *outputBox() const { return m_output; }
    [[nodiscard]] TornadoWidget *tornado() const { return m_tornado; }
    /// Opens the goal-seek dialog (objectName "solveTargetButton").
    [[nodiscard]] QPushButton *solveButton() const { return m_solve; }
    /// The goal-seek dialog, built on first use.
    GoalSeekDialog *goalSeekDialog();

    /// Recomputes the tornado for the open scenario (about 80 evaluations, well under the
    /// frame budget: done on the UI thread).
    void refresh();

Q_SIGNALS:
    /// A bar was clicked: show that input's control.
    void inputActivated(fleet::FieldId field);

private:
    ScenarioDocument *m_document;
    QComboBox *m_output;
    QPushButton *m_solve;
    TornadoWidget *m_tornado;
    GoalSeekDialog *m_dialog = nullptr;
};

} // namespace fleet
