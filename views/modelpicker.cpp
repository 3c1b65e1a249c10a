#include "modelpicker.h"

#include "format.h"
#include "scenariodocument.h"

#include <QSignalBlocker>

namespace fleet {

ModelPicker::ModelPicker(ScenarioDocument *document, QWidget *parent)
    : QComboBox(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("modelPicker"));
    setAccessibleName(tr("Model"));
    setToolTip(tr("Model presets (SPEC §2.7); picking one sets the parameter count"));
    for (const ModelPreset &m : document->catalog().models)
        addItem(QStringLiteral("%1 — %2 params")
                    .arg(QString::fromStdString(m.name), formatParameters(m.parameters)),
                m.parameters);
    connect(this, &QComboBox::activated, this, [this](int index) {
        const double parameters = itemData(index).toDouble();
        m_document->setField(FieldId::Parameters, parameters);
        sync();
    });
    connect(document, &ScenarioDocument::changed, this, &ModelPicker::sync);
    sync();
}

void ModelPicker::sync()
{
    const double parameters = m_document->scenario().workload.parameters;
    const QSignalBlocker block(this);
    const int index = findData(parameters);
    setCurrentIndex(index);
    if (index < 0)
        setPlaceholderText(tr("Custom — %1 params").arg(formatParameters(parameters)));
}

} // namespace fleet
