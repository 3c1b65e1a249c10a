// GoalSeekDialog: "Solve for a target" — pick an output, type a target with its unit and pick
// the input to vary; the model's goalSeek() finds the input value that meets the target (or
// says that no value in the input's range reaches it), and Apply sets it as one undo step.
#pragma once

#include "goalseek.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace fleet {

class ScenarioDocument;

class GoalSeekDialog : public QDialog
{
    Q_OBJECT

public:
    explicit GoalSeekDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Output metrics (objectName "goalOutput"); item data: the results key.
    [[nodiscard]] QComboBox *outputBox() const { return m_output; }
    /// The target, typed with a unit ("30 days", "9 MW", "50 %"; objectName "goalTarget").
    [[nodiscard]] QLineEdit *targetEdit() const { return m_target; }
    /// The input to vary (objectName "goalInput"); item data: the FieldId as an int.
    [[nodiscard]] QComboBox *inputBox() const { return m_input; }
    /// The worked examples of a design review (objectName "goalExample").
    [[nodiscard]] QComboBox *exampleBox() const { return m_example; }
    /// The answer in words (objectName "goalResult").
    [[nodiscard]] QLabel *resultLabel() const { return m_result; }
    /// Sets the found value as one undo step (objectName "goalApply").
    [[nodiscard]] QPushButton *applyButton() const { return m_apply; }
    /// The last answer; nullopt when the target could not be read or the search failed.
    [[nodiscard]] const std::optional<GoalSeekResult> &result() const { return m_answer; }

    /// Chooses an output (results key), a target as typed and an input, then solves.
    void setQuestion(const QString &metricKey, const QString &target, FieldId input);
    /// Solves for the current choices and the open scenario (the dialog does so on every
    /// change of a choice or of the scenario).
    void solve();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyExample(int index);

    ScenarioDocument *m_document;
    QComboBox *m_example;
    QComboBox *m_output;
    QLineEdit *m_target;
    QComboBox *m_input;
    QLabel *m_result;
    QPushButton *m_apply;
    std::optional<GoalSeekResult> m_answer;
};

} // namespace fleet
