// ChoiceControl (choicecontrol.h): a labelled picker bound to one scenario choice, with the
// numeric field's control enabled while "set by hand" is picked; each pick is one undo step.
#include "choicecontrol.h"

#include "scenariodocument.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace fleet {

ChoiceControl::ChoiceControl(ScenarioDocument *document, ChoiceId choice,
                             const FieldControl::Options &numericOptions, QWidget *parent)
    : QWidget(parent), m_document(document), m_choice(choice), m_label(new QLabel),
      m_combo(new QComboBox)
{
    const ChoiceSpec &spec = choiceSpec(choice);
    setObjectName(QString::fromLatin1(spec.key) + QStringLiteral("Choice"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_label->setText(spec.displayLabel());
    m_label->setBuddy(m_combo);
    layout->addWidget(m_label);
    m_combo->setObjectName(QString::fromLatin1(spec.key) + QStringLiteral("Picker"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(14);
    m_combo->setAccessibleName(spec.displayLabel());
    for (int i = 0; i < int(spec.options.size()); ++i) {
        m_combo->addItem(spec.optionLabel(i), i);
        m_combo->setItemData(i, spec.optionHelp(i), Qt::ToolTipRole);
    }
    layout->addWidget(m_combo);
    if (spec.numeric) {
        FieldControl::Options options = numericOptions;
        if (options.label.isEmpty())
            options.label = spec.optionLabel(spec.numericIndex());
        m_numeric = new FieldControl(document, *spec.numeric, options);
        layout->addWidget(m_numeric);
    }
    connect(m_combo, &QComboBox::activated, this, &ChoiceControl::pick);
    connect(document, &ScenarioDocument::changed, this, &ChoiceControl::sync);
    sync();
}

void ChoiceControl::pick(int index)
{
    const ChoiceSpec &spec = choiceSpec(m_choice);
    if (index < 0 || index >= int(spec.options.size()))
        return;
    // "Set by hand" starts from the value the greyed box shows (the one in use, e.g. the
    // empirical table's 30 %), not from a number set by hand long ago and hidden since.
    std::optional<double> start;
    if (spec.numeric && index == spec.numericIndex() && spec.get(m_document->scenario()) != index) {
        const FieldSpec &field = fieldSpec(*spec.numeric);
        start = std::clamp(field.get(m_document->scenario()), field.range.min, field.range.max);
        if (field.range.integer)
            start = std::round(*start);
    }
    m_document->apply(tr("%1: %2").arg(spec.displayLabel(), spec.optionLabel(index)),
                      [&spec, index, start](Scenario &s) {
                          spec.set(s, index);
                          if (start)
                              fieldSpec(*spec.numeric).set(s, *start);
                      });
    sync();
}

void ChoiceControl::sync()
{
    const ChoiceSpec &spec = choiceSpec(m_choice);
    const int index = spec.get(m_document->scenario());
    if (m_combo->currentIndex() != index) {
        const QSignalBlocker block(m_combo);
        m_combo->setCurrentIndex(index);
    }
    m_combo->setToolTip(spec.optionHelp(index));
    if (m_numeric)
        m_numeric->setEnabled(index == spec.numericIndex());
}

} // namespace fleet
