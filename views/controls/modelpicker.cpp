// ModelPicker (modelpicker.h): the catalog's model presets in a combo box; picking one sets the
// parameter count and KV cache per token in one undo step; "Custom" when they match none.
#include "modelpicker.h"

#include "catalogtext.h"
#include "format.h"
#include "scenariodocument.h"
#include "text.h"

#include <QSignalBlocker>

namespace fleet {

ModelPicker::ModelPicker(ScenarioDocument *document, QWidget *parent)
    : QComboBox(parent), m_document(document)
{
    setObjectName(QStringLiteral("modelPicker"));
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(14);
    setAccessibleName(tr("Model"));
    setToolTip(tr("Model presets from the appendix; picking one sets the parameter count and, "
                  "for a decoder, the KV cache per token (one undo step)"));
    for (const ModelPreset &m : document->catalog().models) {
        addItem(tr("%1 — %2 params").arg(catalogText(m.name), formatParameters(m.parameters)),
                toQString(m.id));
        const std::optional<double> kv = m.kvBytesPerToken();
        setItemData(
            count() - 1,
            kv ? tr("%1: %2 parameters; %3 layers × %4 KV heads × head dim %5 → %6 of KV "
                    "cache per token (BF16). %7")
                     .arg(catalogText(m.name), formatParameters(m.parameters))
                     .arg(*m.layers)
                     .arg(*m.kvHeads)
                     .arg(*m.headDim)
                     .arg(formatSi(*kv, QStringLiteral("B")), toQString(m.source))
               : tr("%1: %2 parameters; an encoder, so no decode KV cache. %3")
                     .arg(catalogText(m.name), formatParameters(m.parameters), toQString(m.source)),
            Qt::ToolTipRole);
    }
    connect(this, &QComboBox::activated, this, [this](int index) {
        const ModelPreset *m =
            m_document->catalog().findModel(itemData(index).toString().toStdString());
        if (!m)
            return;
        const ModelPreset preset = *m;
        // Parameters, KV cache and the shape the layout needs, in one undo step.
        m_document->apply(tr("Pick %1").arg(toQString(preset.name)),
                          [&preset](Scenario &s) { applyModelPreset(s, preset); });
        sync();
    });
    connect(document, &ScenarioDocument::changed, this, &ModelPicker::sync);
    sync();
}

void ModelPicker::sync()
{
    const Scenario::Workload &w = m_document->scenario().workload;
    int index = -1;
    const auto &models = m_document->catalog().models;
    for (size_t i = 0; i < models.size(); ++i) {
        const std::optional<double> kv = models[i].kvBytesPerToken();
        if (models[i].parameters == w.parameters && (!kv || *kv == w.kvBytesPerToken)) {
            index = int(i);
            break;
        }
    }
    const QSignalBlocker block(this);
    setCurrentIndex(index);
    if (index < 0)
        setPlaceholderText(tr("Custom — %1 params").arg(formatParameters(w.parameters)));
}

} // namespace fleet
