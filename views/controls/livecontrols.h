// LiveControls: the few inputs a lecturer changes live while presenting, on one row under the
// charts — the cluster size (typed with a unit, "2k", or dragged along round values: 1, 2, 5 ×
// 10ᵏ and the powers of two), the inter-node fabric and the accelerator. Each change is one undo
// step through the document, as the fleet panel's are (it picks for them).
#pragma once

#include <QWidget>

class QComboBox;

namespace fleet {

class FieldControl;
class FleetPanel;
class ScenarioDocument;

class LiveControls : public QWidget
{
    Q_OBJECT

public:
    /// `fleetPanel` makes the picks (FleetPanel::pickAccelerator(), pickLink()) and lists the
    /// catalog's accelerators and fabrics; both must outlive the strip.
    LiveControls(ScenarioDocument *document, FleetPanel *fleetPanel, QWidget *parent = nullptr);

    /// The cluster size: a slider on round values and a spin box that reads units.
    [[nodiscard]] FieldControl *clusterSize() const { return m_clusterSize; }
    /// The inter-node fabric (its catalog ids as item data).
    [[nodiscard]] QComboBox *fabricPicker() const { return m_fabric; }
    /// The accelerator (its catalog ids as item data).
    [[nodiscard]] QComboBox *acceleratorPicker() const { return m_accelerator; }

private:
    /// Shows the document's fabric and accelerator (without emitting picks).
    void sync();

    ScenarioDocument *m_document;
    FieldControl *m_clusterSize;
    QComboBox *m_fabric;
    QComboBox *m_accelerator;
};

} // namespace fleet
