// FleetPanel: the inputs every view shares — the model switch (appendix ↔ coupled), the
// accelerator, precision, intra-node link and inter-node fabric with their key figures (editable;
// an edit marks the hardware custom, visibly), and the cluster size on a logarithmic slider with
// an exact spin box.
#pragma once

#include "scenariofields.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;
class QVBoxLayout;

namespace fleet {

class ModelModeDialog;

class FieldControl;
class ScenarioDocument;

class FleetPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FleetPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] QComboBox *acceleratorPicker() const { return m_accelerator; }
    [[nodiscard]] QComboBox *precisionPicker() const { return m_precision; }
    [[nodiscard]] QComboBox *intraNodePicker() const { return m_intra; }
    [[nodiscard]] QComboBox *interNodePicker() const { return m_inter; }
    [[nodiscard]] FieldControl *clusterSize() const { return m_clusterSize; }
    /// "Snap to whole nodes" (objectName "snapToNodes"): the cluster size's slider and spin box
    /// set multiples of the accelerators per node (one accelerator at a time within one node).
    /// Until the user ticks or unticks it, it is on while the Communication view shows and off
    /// elsewhere; then it keeps the user's choice in every view, saved in the scenario's view
    /// section ("snap_to_nodes"; not an undo step, like Lock axes).
    [[nodiscard]] QCheckBox *snapToNodes() const { return m_snapToNodes; }
    [[nodiscard]] QLabel *customBadge() const { return m_customBadge; }
    [[nodiscard]] QRadioButton *appendixModeButton() const { return m_appendixMode; }
    [[nodiscard]] QRadioButton *coupledModeButton() const { return m_coupledMode; }

    /// Picks a catalog accelerator by id as a person would (one undo step). Its scale-up link
    /// becomes the intra-node link; FP8 falls back to BF16 where it has no FP8 peak.
    void pickAccelerator(const QString &id);
    /// Picks a catalog link by id as a person would (one undo step): the intra-node link
    /// (`intraNode`) or the inter-node fabric. Nothing for an unknown id.
    void pickLink(const QString &id, bool intraNode);

Q_SIGNALS:
    /// A sentence for the status bar (that the model switch changed n choices), short enough
    /// for a 1,280 px window, and its detail (each change "what: from → to" on its own line;
    /// may be empty) for the bar's tooltip.
    void message(const QString &text, const QString &detail = QString());

private:
    void sync();
    /// The snap switch as the view state and the current view have it, applied to the cluster
    /// size's control.
    void syncSnap();
    /// A link picker with its label, the note on its published convention, and spin boxes for
    /// its bandwidth and latency.
    void addLinkPicker(QVBoxLayout *group, QComboBox *combo, QLabel *note, const QString &label,
                       FieldId bandwidth, FieldId latency);

    ScenarioDocument *m_document;
    QComboBox *m_accelerator;
    QComboBox *m_precision;
    QComboBox *m_intra;
    QComboBox *m_inter;
    QLabel *m_customBadge;
    QLabel *m_intraNote;
    QLabel *m_interNote;
    QRadioButton *m_appendixMode;
    QRadioButton *m_coupledMode;
    QLabel *m_modeNote;
    ModelModeDialog *m_modelDialog = nullptr; ///< made when first asked for
    FieldControl *m_clusterSize;
    QCheckBox *m_snapToNodes;
};

} // namespace fleet
