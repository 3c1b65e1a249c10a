// ModelPicker: choose a model preset from the catalog (SPEC §2.7); it sets the workload's
// parameter count, and shows "Custom" when the count matches no preset.
#pragma once

#include <QComboBox>

namespace fleet {

class ScenarioDocument;

class ModelPicker : public QComboBox
{
    Q_OBJECT

public:
    explicit ModelPicker(ScenarioDocument *document, QWidget *parent = nullptr);

private:
    void sync();
    ScenarioDocument *m_document;
};

} // namespace fleet
