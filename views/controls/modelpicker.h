// ModelPicker: choose a model preset from the catalog; it sets the workload's parameter count
// and KV cache per token in one undo step, and shows "Custom" when they match no preset.
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
