// ChoiceControl: a labelled picker bound to one choice of the scenario (where scaling
// efficiency comes from, which AllReduce sets ρ, what fails, …). Picking is one undo step; the
// picker follows the document. A choice that also takes a number carries the numeric field's
// control, enabled while "set by hand" is picked.
#pragma once

#include "fieldcontrol.h"
#include "scenariochoices.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace fleet {

class ScenarioDocument;

class ChoiceControl : public QWidget
{
    Q_OBJECT

public:
    /// `numericOptions` shapes the numeric field's control when the choice has one.
    ChoiceControl(ScenarioDocument *document, ChoiceId choice,
                  const FieldControl::Options &numericOptions = {}, QWidget *parent = nullptr);

    [[nodiscard]] ChoiceId choice() const { return m_choice; }
    [[nodiscard]] QComboBox *comboBox() const { return m_combo; }
    /// The numeric field's control, or nullptr for a choice of words only.
    [[nodiscard]] FieldControl *numericControl() const { return m_numeric; }
    /// Picks an option by index as a person would (one undo step).
    void pick(int index);

    /// Shows the document's current choice (without emitting edits).
    void sync();

private:
    ScenarioDocument *m_document;
    ChoiceId m_choice;
    QLabel *m_label;
    QComboBox *m_combo;
    FieldControl *m_numeric = nullptr;
};

} // namespace fleet
