// LiveControls (livecontrols.h): the presenting strip's inputs, kept in step with the document.
#include "livecontrols.h"

#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "scenariodocument.h"
#include "text.h"
#include "wheelguard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

namespace fleet {

namespace {

/// A copy of a fleet panel picker's items (names, ids as data, tooltips).
void copyItems(const QComboBox *from, QComboBox *to)
{
    for (int i = 0; i < from->count(); ++i)
        to->addItem(from->itemText(i), from->itemData(i));
}

/// Selects the item whose data is `id`; none (with the name as the placeholder) when the
/// scenario's hardware is custom or not in the catalog.
void select(QComboBox *combo, const std::string &id, const QString &name)
{
    const QSignalBlocker block(combo);
    const int index = combo->findData(toQString(id));
    combo->setCurrentIndex(index);
    if (index < 0)
        combo->setPlaceholderText(QObject::tr("Custom: %1").arg(name));
    combo->setToolTip(name);
}

} // namespace

LiveControls::LiveControls(ScenarioDocument *document, FleetPanel *fleetPanel, QWidget *parent)
    : QWidget(parent), m_document(document),
      m_clusterSize(new FieldControl(document, FieldId::Accelerators,
                                     FieldControl::Options{.roundStops = true, .oneRow = true})),
      m_fabric(new QComboBox), m_accelerator(new QComboBox)
{
    guardWheel(); // the wheel turns a picker only once it has the focus
    setObjectName(QStringLiteral("liveControls"));
    m_clusterSize->setObjectName(QStringLiteral("liveClusterSize"));
    // "1,024 accelerators" says what it is: the label's room goes to the slider.
    m_clusterSize->label()->setVisible(false);
    m_clusterSize->slider()->setObjectName(QStringLiteral("liveClusterSlider"));
    m_clusterSize->spinBox()->setObjectName(QStringLiteral("liveClusterSpin"));
    m_clusterSize->slider()->setToolTip(
        tr("Drag: the cluster size moves along round values (1, 2, 5 × 10ᵏ and the powers of "
           "two); type any value with a unit in the box (\"2k\", \"16,384\")"));
    // Narrow enough for a 1,024 × 768 projector beside the strip's buttons; wider ones give
    // the slider the room.
    m_clusterSize->slider()->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) *
                                             10);
    m_fabric->setObjectName(QStringLiteral("liveFabricPicker"));
    m_accelerator->setObjectName(QStringLiteral("liveAcceleratorPicker"));
    copyItems(fleetPanel->interNodePicker(), m_fabric);
    copyItems(fleetPanel->acceleratorPicker(), m_accelerator);
    for (QComboBox *combo : {m_fabric, m_accelerator}) {
        // A long catalog name never widens the strip past a projector's screen.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    auto *fabricLabel = new QLabel(tr("&Fabric"));
    fabricLabel->setBuddy(m_fabric);
    m_fabric->setAccessibleName(tr("Inter-node fabric"));
    m_fabric->setToolTip(tr("Inter-node fabric"));
    auto *acceleratorLabel = new QLabel(tr("A&ccelerator"));
    acceleratorLabel->setBuddy(m_accelerator);
    m_accelerator->setAccessibleName(tr("Accelerator"));

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_clusterSize, 2);
    row->addSpacing(8);
    row->addWidget(fabricLabel);
    row->addWidget(m_fabric, 2);
    row->addSpacing(8);
    row->addWidget(acceleratorLabel);
    row->addWidget(m_accelerator, 2);

    connect(m_fabric, &QComboBox::activated, this, [this, fleetPanel](int index) {
        fleetPanel->pickLink(m_fabric->itemData(index).toString(), /*intraNode=*/false);
        sync(); // a refused pick shows the document's fabric again
    });
    connect(m_accelerator, &QComboBox::activated, this, [this, fleetPanel](int index) {
        fleetPanel->pickAccelerator(m_accelerator->itemData(index).toString());
        sync();
    });
    connect(document, &ScenarioDocument::changed, this, &LiveControls::sync);
    sync();
}

void LiveControls::sync()
{
    const Scenario &s = m_document->scenario();
    select(m_fabric, s.interNodeLink.id, toQString(s.interNodeLink.name));
    select(m_accelerator, s.accelerator.id, toQString(s.accelerator.name));
}

} // namespace fleet
