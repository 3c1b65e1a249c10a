// FleetPanel (fleetpanel.h): the shared inputs — the model switch, the accelerator, precision,
// links with their editable key figures and the note on each bandwidth convention, and the
// cluster size — kept in step with the document.
#include "fleetpanel.h"

#include "catalogtext.h"
#include "compare.h"
#include "coupled.h"
#include "fieldcontrol.h"
#include "format.h"
#include "modelmodedialog.h"
#include "palette.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "text.h"
#include "wheelguard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace fleet {

namespace {

bool isIntraTier(LinkTier t)
{
    return t == LinkTier::IntraNode || t == LinkTier::IntraPod || t == LinkTier::Host;
}

/// "450 GB/s per direction (as published)" or "1.8 TB/s total = 900 GB/s per direction".
QString conventionNote(const Link &l)
{
    const QString perDirection = formatSi(l.bandwidthBytesPerS, QStringLiteral("B/s"));
    QString text;
    if (l.custom)
        text = QObject::tr("%1 per direction, edited by hand").arg(perDirection);
    else if (l.publishedConvention == BandwidthConvention::BidirectionalTotal)
        text =
            QObject::tr("Published %1 bidirectional total = %2 per direction")
                .arg(formatSi(l.publishedBandwidthBytesPerS, QStringLiteral("B/s")), perDirection);
    else
        text = QObject::tr("Published %1 per direction").arg(perDirection);
    if (l.bandwidthIsEstimate)
        text += QObject::tr(" (estimate)");
    text += QObject::tr("; latency %1%2")
                .arg(formatDuration(l.latencyS),
                     l.latencyIsEstimate ? QObject::tr(" (estimate)") : QString());
    return text;
}

void selectId(QComboBox *combo, const std::string &id, bool custom, const QString &name)
{
    const QSignalBlocker block(combo);
    const int index = combo->findData(toQString(id));
    combo->setCurrentIndex(index);
    if (index < 0)
        combo->setPlaceholderText(QObject::tr("Custom: %1").arg(name));
    combo->setToolTip(custom ? QObject::tr("%1 — figures edited by hand").arg(name) : name);
}

} // namespace

FleetPanel::FleetPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_accelerator(new QComboBox),
      m_precision(new QComboBox), m_intra(new QComboBox), m_inter(new QComboBox),
      m_customBadge(new QLabel), m_intraNote(new QLabel), m_interNote(new QLabel),
      m_appendixMode(new QRadioButton), m_coupledMode(new QRadioButton), m_modeNote(new QLabel)
{
    guardWheel(); // the wheel scrolls the panel, never an unfocused picker in it
    setObjectName(QStringLiteral("fleetPanel"));
    // Pickers show as much of a long name as fits (the full name is in the list and tooltip),
    // so a long catalog name never widens the panel.
    for (QComboBox *combo : {m_accelerator, m_precision, m_intra, m_inter}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    const Catalog &catalog = document->catalog();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    // Model: the appendix's first-order reading or the coupled design-review model
    auto *modelBox = new QGroupBox(tr("Model"));
    auto *model = new QVBoxLayout(modelBox);
    m_appendixMode->setText(tr("&Appendix (first-order)"));
    m_coupledMode->setText(tr("&Coupled (design review)"));
    m_appendixMode->setObjectName(QStringLiteral("appendixModel"));
    m_coupledMode->setObjectName(QStringLiteral("coupledModel"));
    const QString switchTip =
        tr("One click sets every coupling at once (one undo step):\n"
           "• scaling efficiency: empirical table ↔ lower of empirical and network\n"
           "• compute per step: set by hand ↔ from the global batch\n"
           "• AllReduce for ρ: ring ↔ hierarchical\n"
           "• failures: accelerators only ↔ nodes with NICs and PSUs\n"
           "• goodput: the overhead budget ↔ derived from reliability\n"
           "• checkpoint interval: Young ↔ Daly\n"
           "• host power per node: 0 ↔ the accelerator's vendor system figure");
    m_appendixMode->setToolTip(switchTip);
    m_coupledMode->setToolTip(switchTip);
    model->addWidget(m_appendixMode);
    model->addWidget(m_coupledMode);
    m_modeNote->setObjectName(QStringLiteral("modelModeNote"));
    setTextColour(m_modeNote, colours().secondaryText);
    reserveLines(m_modeNote, 1); // never moves what follows
    model->addWidget(m_modeNote);
    // The switch explains itself in a table, not only in a status message.
    auto *explain = new QPushButton(tr("What each model sets…"));
    explain->setObjectName(QStringLiteral("modelTableButton"));
    explain->setToolTip(tr("The choices the model switch sets (SPEC §6.6): the appendix's, the "
                           "coupled model's and this scenario's, side by side."));
    connect(explain, &QPushButton::clicked, this, [this] {
        if (!m_modelDialog)
            m_modelDialog = new ModelModeDialog(m_document, this);
        m_modelDialog->show();
        m_modelDialog->raise();
        m_modelDialog->activateWindow();
    });
    model->addWidget(explain);
    layout->addWidget(modelBox);
    auto switchTo = [this](ModelMode mode) {
        const Scenario before = m_document->scenario();
        m_document->apply(mode == ModelMode::Coupled ? tr("Switch to the coupled model")
                                                     : tr("Switch to the appendix model"),
                          [mode](Scenario &s) { applyModelMode(s, mode); });
        const QStringList changes = modelModeChanges(before, m_document->scenario());
        if (!changes.isEmpty())
            Q_EMIT message(
                changes.size() == 1
                    ? tr("Model switched: one choice changed — What each model sets… shows it; "
                         "Ctrl+Z undoes the switch.")
                    : tr("Model switched: %1 choices changed — What each model sets… shows "
                         "them; Ctrl+Z undoes the switch.")
                          .arg(changes.size()),
                changes.join(QLatin1Char('\n')));
        sync();
    };
    connect(m_appendixMode, &QRadioButton::clicked, this,
            [switchTo] { switchTo(ModelMode::Appendix); });
    connect(m_coupledMode, &QRadioButton::clicked, this,
            [switchTo] { switchTo(ModelMode::Coupled); });

    // Accelerator
    auto *accBox = new QGroupBox(tr("Accelerator"));
    auto *acc = new QVBoxLayout(accBox);
    m_accelerator->setObjectName(QStringLiteral("acceleratorPicker"));
    m_accelerator->setAccessibleName(tr("Accelerator"));
    for (const Accelerator &a : catalog.accelerators)
        m_accelerator->addItem(toQString(a.name), toQString(a.id));
    acc->addWidget(m_accelerator);
    m_customBadge->setText(tr("✎ Custom figures (edited by hand)"));
    m_customBadge->setStyleSheet(toneStyleSheet(colours().warning, 5, QStringLiteral("2px 6px")));
    m_customBadge->setToolTip(tr("A figure below differs from the catalog. Pick the accelerator "
                                 "again to restore the catalog's figures."));
    m_customBadge->setVisible(false);
    acc->addWidget(m_customBadge);
    auto *precisionRow = new QFormLayout;
    m_precision->setObjectName(QStringLiteral("precisionPicker"));
    m_precision->addItem(tr("BF16 (dense)"), QString::fromLatin1(precisionId(Precision::BF16)));
    m_precision->addItem(tr("FP8 (dense)"), QString::fromLatin1(precisionId(Precision::FP8)));
    m_precision->setToolTip(tr("The tensor precision whose dense peak the model uses"));
    precisionRow->addRow(tr("&Precision"), m_precision);
    acc->addLayout(precisionRow);
    const FieldControl::Options spinOnly{.slider = false};
    for (FieldId f : {FieldId::AcceleratorPeak, FieldId::AcceleratorHbmBandwidth,
                      FieldId::AcceleratorHbmCapacity, FieldId::AcceleratorTdp})
        acc->addWidget(new FieldControl(document, f, spinOnly));
    layout->addWidget(accBox);

    // Links
    auto *linkBox = new QGroupBox(tr("Interconnect (bandwidth per direction)"));
    auto *links = new QVBoxLayout(linkBox);
    for (const Link &l : catalog.links) {
        QComboBox *combo = isIntraTier(l.tier) ? m_intra : m_inter;
        combo->addItem(linkDisplayName(l.name), toQString(l.id));
    }
    m_intra->setObjectName(QStringLiteral("intraNodePicker"));
    m_inter->setObjectName(QStringLiteral("interNodePicker"));
    addLinkPicker(links, m_intra, m_intraNote, tr("&Intra-node link"), FieldId::IntraNodeBandwidth,
                  FieldId::IntraNodeLatency);
    addLinkPicker(links, m_inter, m_interNote, tr("I&nter-node fabric"),
                  FieldId::InterNodeBandwidth, FieldId::InterNodeLatency);
    layout->addWidget(linkBox);

    // Cluster
    auto *clusterBox = new QGroupBox(tr("Cluster"));
    auto *cluster = new QVBoxLayout(clusterBox);
    m_clusterSize = new FieldControl(document, FieldId::Accelerators);
    cluster->addWidget(m_clusterSize);
    // Whole nodes: a partly filled last node carries a whole node's share over its few ports
    // (SPEC §6.2), so ρ and the AllReduce times jump between multiples of g.
    m_snapToNodes = new QCheckBox(tr("Snap to &whole nodes"));
    m_snapToNodes->setObjectName(QStringLiteral("snapToNodes"));
    m_snapToNodes->setToolTip(
        tr("The cluster size's slider and spin box set whole nodes (multiples of the "
           "accelerators per node; one accelerator at a time within one node), where a partly "
           "filled last node would make ρ and the AllReduce times jump. On by default while the "
           "Communication view shows; ticked or unticked here, your choice holds in every view "
           "and is saved with the scenario."));
    cluster->addWidget(m_snapToNodes);
    connect(m_snapToNodes, &QCheckBox::clicked, this, [this](bool on) {
        m_document->setSnapToNodes(on);
        syncSnap();
    });
    connect(document, &ScenarioDocument::currentViewChanged, this, &FleetPanel::syncSnap);
    connect(document, &ScenarioDocument::viewStateChanged, this, &FleetPanel::syncSnap);
    cluster->addWidget(
        new FieldControl(document, FieldId::AcceleratorsPerNode,
                         FieldControl::Options{.sliderMin = 1.0, .sliderMax = 64.0}));
    layout->addWidget(clusterBox);
    layout->addStretch(1);

    connect(m_accelerator, &QComboBox::activated, this,
            [this](int index) { pickAccelerator(m_accelerator->itemData(index).toString()); });
    connect(m_precision, &QComboBox::activated, this, [this](int index) {
        const Precision p =
            m_precision->itemData(index).toString() == QLatin1String(precisionId(Precision::FP8))
                ? Precision::FP8
                : Precision::BF16;
        // Bytes per weight follow the precision (FP8 → 1 B), in the same undo step.
        m_document->apply(tr("Set precision"), [p](Scenario &s) {
            s.precision = p;
            s.workload.bytesPerParameter = bytesPerParameterOf(p);
        });
        sync();
    });
    for (QComboBox *combo : {m_intra, m_inter}) {
        connect(combo, &QComboBox::activated, this, [this, combo](int index) {
            pickLink(combo->itemData(index).toString(), combo == m_intra);
        });
    }
    connect(document, &ScenarioDocument::changed, this, &FleetPanel::sync);
    sync();
    syncSnap();
}

void FleetPanel::syncSnap()
{
    const std::optional<bool> set = m_document->viewState().snapToNodes;
    const bool on = set.value_or(m_document->currentView() == QLatin1String("communication"));
    if (m_snapToNodes->isChecked() != on) {
        const QSignalBlocker block(m_snapToNodes);
        m_snapToNodes->setChecked(on);
    }
    if (on == m_clusterSize->isSnapping())
        return;
    if (!on) {
        m_clusterSize->clearSnap();
        return;
    }
    ScenarioDocument *document = m_document;
    m_clusterSize->setSnap(
        {.snap = [document](double n) { return snapToWholeNodes(document->scenario(), n); },
         .step =
             [document](double n, int direction, int steps) {
                 return stepWholeNodes(document->scenario(), n, direction, steps);
             },
         .note =
             [document](double typed, double snapped) {
                 const int g = document->scenario().cluster.acceleratorsPerNode;
                 const QString whole = tr("%1 = %n node(s) of %2", "", int(std::round(snapped / g)))
                                           .arg(formatNumber(snapped, 0))
                                           .arg(g);
                 return tr("Cluster size: %1 snapped to whole nodes: %2. Untick Snap to whole "
                           "nodes "
                           "to keep %1.")
                     .arg(formatNumber(typed, 0), whole);
             }});
}

void FleetPanel::addLinkPicker(QVBoxLayout *group, QComboBox *combo, QLabel *note,
                               const QString &label, FieldId bandwidth, FieldId latency)
{
    auto *title = new QLabel(label);
    title->setBuddy(combo);
    combo->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    group->addWidget(title);
    group->addWidget(combo);
    note->setWordWrap(true);
    setTextColour(note, colours().secondaryText);
    group->addWidget(note);
    const FieldControl::Options spinOnly{.slider = false};
    group->addWidget(new FieldControl(m_document, bandwidth, spinOnly));
    group->addWidget(new FieldControl(m_document, latency, spinOnly));
}

void FleetPanel::pickAccelerator(const QString &id)
{
    const Catalog &catalog = m_document->catalog();
    const Accelerator *a = catalog.findAccelerator(id.toStdString());
    if (!a)
        return;
    const Link *scaleUp = catalog.findLink(a->scaleUpLink);
    // The host power per node goes with the accelerator while it is the catalog's figure for
    // the one picked before (H100 4,600 W → B200 6,300 W); a figure set by hand stays.
    const Scenario before = m_document->scenario();
    const double host = comparedNodeOverheadW(before, *a);
    const bool applied =
        m_document->apply(tr("Pick %1").arg(toQString(a->name)), [a, scaleUp, host](Scenario &s) {
            s.accelerator = *a;
            s.cluster.nodeOverheadW = host;
            if (!a->supports(s.precision)) {
                s.precision = Precision::BF16;
                s.workload.bytesPerParameter = bytesPerParameterOf(Precision::BF16);
            }
            if (scaleUp)
                s.intraNodeLink = *scaleUp;
        });
    sync();
    if (!applied || before.accelerator.id == a->id)
        return;
    const QString name = toQString(a->name);
    const auto watts = [](double w) { return formatReadable(w) + QStringLiteral(" W"); };
    if (host != before.cluster.nodeOverheadW)
        Q_EMIT message(tr("Host power per node follows the accelerator: %1 → %2, the %3's "
                          "vendor-system figure.")
                           .arg(watts(before.cluster.nodeOverheadW), watts(host), name));
    else if (isHandSetNodeOverhead(m_document->scenario()))
        Q_EMIT message(
            a->nodeOverheadW
                ? tr("Host power per node stays at %1, set by hand (the %2's vendor-system "
                     "figure is %3).")
                      .arg(watts(host), name, watts(*a->nodeOverheadW))
                : tr("Host power per node stays at %1, set by hand.").arg(watts(host)));
}

void FleetPanel::pickLink(const QString &id, bool intraNode)
{
    const Link *link = m_document->catalog().findLink(id.toStdString());
    if (!link)
        return;
    m_document->apply(intraNode ? tr("Pick intra-node link") : tr("Pick inter-node fabric"),
                      [link, intraNode](Scenario &s) {
                          (intraNode ? s.intraNodeLink : s.interNodeLink) = *link;
                      });
    sync();
}

void FleetPanel::sync()
{
    const Scenario &s = m_document->scenario();
    const ModelMode mode = modelModeOf(s);
    {
        // Exclusive radio buttons cannot show "neither" while exclusive: custom unchecks both.
        m_appendixMode->setAutoExclusive(false);
        m_coupledMode->setAutoExclusive(false);
        const QSignalBlocker a(m_appendixMode), c(m_coupledMode);
        m_appendixMode->setChecked(mode == ModelMode::Appendix);
        m_coupledMode->setChecked(mode == ModelMode::Coupled);
        m_appendixMode->setAutoExclusive(true);
        m_coupledMode->setAutoExclusive(true);
    }
    const QString note = mode == ModelMode::Custom ? tr("Custom: a mix of the two") : QString();
    if (m_modeNote->text() != note)
        m_modeNote->setText(note);
    selectId(m_accelerator, s.accelerator.id, s.accelerator.custom, toQString(s.accelerator.name));
    m_customBadge->setVisible(s.accelerator.custom);
    {
        const QSignalBlocker block(m_precision);
        m_precision->setCurrentIndex(
            m_precision->findData(QString::fromLatin1(precisionId(s.precision))));
    }
    // FP8 is only offered where the accelerator has a published FP8 peak.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_precision->model()))
        model->item(m_precision->findData(QString::fromLatin1(precisionId(Precision::FP8))))
            ->setEnabled(s.accelerator.supports(Precision::FP8));
    selectId(m_intra, s.intraNodeLink.id, s.intraNodeLink.custom,
             linkDisplayName(s.intraNodeLink.name));
    selectId(m_inter, s.interNodeLink.id, s.interNodeLink.custom,
             linkDisplayName(s.interNodeLink.name));
    m_intraNote->setText(conventionNote(s.intraNodeLink));
    m_interNote->setText(conventionNote(s.interNodeLink));
}

} // namespace fleet
