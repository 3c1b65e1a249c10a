// The hardware editor (hardwareeditor.h): an accelerator tab and a link tab, each figure typed
// with its unit and source, warnings from the plausibility rules, and saving through the
// catalog reader's checks.
#include "hardwareeditor.h"

#include "catalogtext.h"
#include "format.h"
#include "inputerror.h"
#include "plausibility.h"
#include "text.h"
#include "unitinput.h"
#include "usercatalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>
#include <tuple>

namespace fleet {

namespace {

constexpr LinkTier kTiers[] = {LinkTier::IntraNode, LinkTier::IntraPod, LinkTier::Host,
                               LinkTier::InterNode, LinkTier::Network,  LinkTier::CrossDatacenter};

/// "989" for 989e12 in TFLOP/s: the number as a person would type it in the row's unit.
QString shown(double si, double unitSize)
{
    return QString::number(si / unitSize, 'g', 12);
}

/// A grid of figure rows: label, value (with its unit as placeholder), source.
void addFigure(QGridLayout *grid, std::vector<HardwareEditor::FigureRow> &rows,
               const QString &label, HardwareEditor::FigureRow row)
{
    const int r = grid->rowCount();
    row.value = new QLineEdit;
    row.value->setObjectName(QString::fromLatin1(row.key) + QStringLiteral("Value"));
    row.value->setPlaceholderText(QString::fromUtf8(row.unit));
    row.value->setAccessibleName(label);
    row.source = new QLineEdit;
    row.source->setObjectName(QString::fromLatin1(row.key) + QStringLiteral("Source"));
    row.source->setPlaceholderText(HardwareEditor::tr("source (datasheet, paper)"));
    row.source->setAccessibleName(HardwareEditor::tr("%1: source").arg(label));
    auto *title = new QLabel(label);
    title->setBuddy(row.value);
    grid->addWidget(title, r, 0);
    grid->addWidget(row.value, r, 1);
    grid->addWidget(new QLabel(QString::fromUtf8(row.unit)), r, 2);
    grid->addWidget(row.source, r, 3);
    rows.push_back(row);
}

/// The rows every entry starts with: the catalog entry to start from, its id, name and source.
struct IdentityRows
{
    QComboBox *base;
    QLineEdit *id;
    QLineEdit *name;
    QLineEdit *source;
};

template <typename T>
IdentityRows addIdentityRows(QFormLayout *form, const std::vector<T> &entries,
                             const QString &idName)
{
    IdentityRows rows{new QComboBox, new QLineEdit, new QLineEdit, new QLineEdit};
    for (const T &entry : entries)
        rows.base->addItem(toQString(entry.name), toQString(entry.id));
    rows.id->setObjectName(idName);
    rows.id->setToolTip(HardwareEditor::tr("A lowercase vendor-model id (a-z, 0-9, '-', '.'); "
                                           "an id of the catalog replaces that entry"));
    form->addRow(HardwareEditor::tr("Start &from:"), rows.base);
    form->addRow(HardwareEditor::tr("&Id:"), rows.id);
    form->addRow(HardwareEditor::tr("&Name:"), rows.name);
    form->addRow(HardwareEditor::tr("S&ource:"), rows.source);
    return rows;
}

const HardwareEditor::FigureRow *findRow(const std::vector<HardwareEditor::FigureRow> &rows,
                                         const char *key)
{
    for (const auto &row : rows) {
        if (qstrcmp(row.key, key) == 0)
            return &row;
    }
    return nullptr;
}

QString sourceOf(const Catalog &c, const std::string &id, const char *key)
{
    const auto found = c.valueSources.find(id + "." + key);
    return found == c.valueSources.end() ? QString() : toQString(found->second);
}

} // namespace

HardwareEditor::HardwareEditor(Catalog catalog, QString userCatalogPath, QWidget *parent)
    : QDialog(parent), m_catalog(std::move(catalog)), m_path(std::move(userCatalogPath)),
      m_tabs(new QTabWidget), m_warnings(new QLabel), m_status(new QLabel),
      m_save(new QPushButton(tr("&Save to my catalog")))
{
    setObjectName(QStringLiteral("hardwareEditor"));
    setWindowTitle(tr("Hardware"));
    m_tabs->addTab(buildAcceleratorTab(), tr("&Accelerator"));
    m_tabs->addTab(buildLinkTab(), tr("&Link"));
    m_warnings->setObjectName(QStringLiteral("plausibilityWarnings"));
    m_warnings->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("saveStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *where = new QLabel(tr("Saved to %1 and loaded at every start, over the built-in "
                                "catalog. New entries appear in the pickers at the next start.")
                                 .arg(QDir::toNativeSeparators(m_path)));
    where->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &HardwareEditor::saveCurrent);
    connect(m_tabs, &QTabWidget::currentChanged, this, &HardwareEditor::updateWarnings);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_warnings);
    layout->addWidget(m_status);
    layout->addWidget(where);
    layout->addWidget(buttons);
    loadAccelerator(m_accBase->currentData().toString());
    loadLink(m_linkBase->currentData().toString());
}

QWidget *HardwareEditor::buildAcceleratorTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout;
    const IdentityRows rows =
        addIdentityRows(form, m_catalog.accelerators, QStringLiteral("acceleratorId"));
    std::tie(m_accBase, m_accId, m_accName, m_accSource) =
        std::tie(rows.base, rows.id, rows.name, rows.source);
    connect(m_accBase, &QComboBox::activated, this,
            [this](int i) { loadAccelerator(m_accBase->itemData(i).toString()); });
    m_scaleUp = new QComboBox;
    for (const Link &l : m_catalog.links)
        m_scaleUp->addItem(linkDisplayName(l.name), toQString(l.id));
    form->addRow(tr("Scale-up &link:"), m_scaleUp);

    auto *grid = new QGridLayout;
    addFigure(grid, m_accFigures, tr("BF16 peak (dense)"),
              {.key = "peak_bf16_flop_per_s", .unit = "TFLOP/s", .unitSize = 1e12});
    addFigure(
        grid, m_accFigures, tr("FP8 peak (dense; empty if none)"),
        {.key = "peak_fp8_flop_per_s", .unit = "TFLOP/s", .unitSize = 1e12, .optional = true});
    addFigure(grid, m_accFigures, tr("HBM bandwidth"),
              {.key = "hbm_bandwidth_bytes_per_s", .unit = "TB/s", .unitSize = 1e12});
    addFigure(grid, m_accFigures, tr("HBM capacity"),
              {.key = "hbm_capacity_bytes", .unit = "GB", .unitSize = 1e9});
    addFigure(grid, m_accFigures, tr("TDP"), {.key = "tdp_w", .unit = "W", .unitSize = 1});
    for (const FigureRow &row : m_accFigures)
        connect(row.value, &QLineEdit::textChanged, this, &HardwareEditor::updateWarnings);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addLayout(grid);
    layout->addStretch(1);
    return page;
}

QWidget *HardwareEditor::buildLinkTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout;
    const IdentityRows rows = addIdentityRows(form, m_catalog.links, QStringLiteral("linkId"));
    std::tie(m_linkBase, m_linkId, m_linkName, m_linkSource) =
        std::tie(rows.base, rows.id, rows.name, rows.source);
    connect(m_linkBase, &QComboBox::activated, this,
            [this](int i) { loadLink(m_linkBase->itemData(i).toString()); });
    m_tier = new QComboBox;
    for (LinkTier t : kTiers)
        m_tier->addItem(QString::fromLatin1(linkTierId(t)), QString::fromLatin1(linkTierId(t)));
    form->addRow(tr("&Tier:"), m_tier);
    m_convention = new QComboBox;
    m_convention->addItem(tr("Per direction"), QStringLiteral("per-direction"));
    m_convention->addItem(tr("Bidirectional total"), QStringLiteral("bidirectional-total"));
    m_convention->setToolTip(tr("How the source prints the bandwidth; the model uses it per "
                                "direction (a total is halved)"));
    form->addRow(tr("Bandwidth as &published:"), m_convention);

    auto *grid = new QGridLayout;
    addFigure(grid, m_linkFigures, tr("Bandwidth"),
              {.key = "bandwidth", .unit = "GB/s", .unitSize = 1e9});
    addFigure(grid, m_linkFigures, tr("Latency (one way)"),
              {.key = "latency_s", .unit = "µs", .unitSize = 1e-6});
    for (const FigureRow &row : m_linkFigures)
        connect(row.value, &QLineEdit::textChanged, this, &HardwareEditor::updateWarnings);
    connect(m_convention, &QComboBox::currentIndexChanged, this, &HardwareEditor::updateWarnings);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addLayout(grid);
    layout->addStretch(1);
    return page;
}

const HardwareEditor::FigureRow *HardwareEditor::acceleratorFigure(const char *key) const
{
    return findRow(m_accFigures, key);
}

const HardwareEditor::FigureRow *HardwareEditor::linkFigure(const char *key) const
{
    return findRow(m_linkFigures, key);
}

void HardwareEditor::loadAccelerator(const QString &id)
{
    const Accelerator *a = m_catalog.findAccelerator(id.toStdString());
    if (!a)
        return;
    m_accId->setText(toQString(a->id));
    m_accName->setText(toQString(a->name));
    m_accSource->setText(toQString(a->source));
    m_scaleUp->setCurrentIndex(m_scaleUp->findData(toQString(a->scaleUpLink)));
    const std::vector<std::optional<double>> values = {a->peakBf16FlopPerS, a->peakFp8FlopPerS,
                                                       a->hbmBandwidthBytesPerS,
                                                       a->hbmCapacityBytes, a->tdpW};
    for (size_t i = 0; i < m_accFigures.size(); ++i) {
        const FigureRow &row = m_accFigures[i];
        row.value->setText(values[i] ? shown(*values[i], row.unitSize) : QString());
        row.source->setText(sourceOf(m_catalog, a->id, row.key));
    }
    updateWarnings();
}

void HardwareEditor::loadLink(const QString &id)
{
    const Link *l = m_catalog.findLink(id.toStdString());
    if (!l)
        return;
    m_linkId->setText(toQString(l->id));
    m_linkName->setText(toQString(l->name));
    m_linkSource->setText(toQString(l->source));
    m_tier->setCurrentIndex(m_tier->findData(QString::fromLatin1(linkTierId(l->tier))));
    m_convention->setCurrentIndex(
        m_convention->findData(QString::fromLatin1(bandwidthConventionId(l->publishedConvention))));
    m_linkFigures[0].value->setText(
        shown(l->publishedBandwidthBytesPerS, m_linkFigures[0].unitSize));
    m_linkFigures[0].source->setText(sourceOf(m_catalog, l->id, "bandwidth"));
    m_linkFigures[1].value->setText(shown(l->latencyS, m_linkFigures[1].unitSize));
    m_linkFigures[1].source->setText(sourceOf(m_catalog, l->id, "latency_s"));
    updateWarnings();
}

std::optional<double> HardwareEditor::read(const FigureRow &row) const
{
    const TypedValue typed = parseTypedValue(row.value->text(), QString::fromUtf8(row.unit));
    if (typed.status == TypedValue::Status::Empty && row.optional)
        return std::nullopt;
    if (typed.status != TypedValue::Status::Ok)
        throw InputError(QFileInfo(m_path).fileName(), QString::fromLatin1(row.key),
                         typed.status == TypedValue::Status::Empty ? tr("missing") : typed.error);
    return typed.shown * row.unitSize;
}

Accelerator HardwareEditor::acceleratorAsTyped(Catalog *sources) const
{
    Accelerator a;
    if (const Accelerator *base =
            m_catalog.findAccelerator(m_accBase->currentData().toString().toStdString()))
        a = *base; // keeps what the editor does not show (host power per node)
    a.id = m_accId->text().trimmed().toStdString();
    a.name = m_accName->text().trimmed().toStdString();
    a.source = m_accSource->text().trimmed().toStdString();
    a.scaleUpLink = m_scaleUp->currentData().toString().toStdString();
    a.custom = false;
    a.peakBf16FlopPerS = read(m_accFigures[0]).value_or(0);
    a.peakFp8FlopPerS = read(m_accFigures[1]);
    a.hbmBandwidthBytesPerS = read(m_accFigures[2]).value_or(0);
    a.hbmCapacityBytes = read(m_accFigures[3]).value_or(0);
    a.tdpW = read(m_accFigures[4]).value_or(0);
    a.tdpIsEstimate = false;
    if (sources) {
        for (const FigureRow &row : m_accFigures) {
            if (!row.source->text().trimmed().isEmpty())
                sources->valueSources[a.id + "." + row.key] =
                    row.source->text().trimmed().toStdString();
        }
    }
    return a;
}

Link HardwareEditor::linkAsTyped(Catalog *sources) const
{
    Link l;
    l.id = m_linkId->text().trimmed().toStdString();
    l.name = m_linkName->text().trimmed().toStdString();
    l.source = m_linkSource->text().trimmed().toStdString();
    l.tier = linkTierFromId(m_tier->currentData().toString().toStdString())
                 .value_or(LinkTier::InterNode);
    l.publishedConvention =
        m_convention->currentData().toString() == QLatin1String("bidirectional-total")
            ? BandwidthConvention::BidirectionalTotal
            : BandwidthConvention::PerDirection;
    l.publishedBandwidthBytesPerS = read(m_linkFigures[0]).value_or(0);
    l.bandwidthBytesPerS = l.publishedConvention == BandwidthConvention::BidirectionalTotal
                               ? l.publishedBandwidthBytesPerS / 2
                               : l.publishedBandwidthBytesPerS;
    l.latencyS = read(m_linkFigures[1]).value_or(0);
    if (sources) {
        for (const FigureRow &row : m_linkFigures) {
            if (!row.source->text().trimmed().isEmpty())
                sources->valueSources[l.id + "." + row.key] =
                    row.source->text().trimmed().toStdString();
        }
    }
    return l;
}

void HardwareEditor::updateWarnings()
{
    QStringList lines;
    try {
        lines = m_tabs->currentIndex() == 0 ? plausibilityWarnings(acceleratorAsTyped(nullptr))
                                            : plausibilityWarnings(linkAsTyped(nullptr));
    } catch (const InputError &e) {
        lines << tr("%1: %2").arg(e.where(), e.reason());
    }
    for (QString &line : lines)
        line.prepend(QStringLiteral("⚠ "));
    m_warnings->setText(lines.join(QLatin1Char('\n')));
}

bool HardwareEditor::saveCurrent()
{
    try {
        Catalog entries;
        if (QFileInfo::exists(m_path))
            entries = parseCatalog(readInputFile(m_path), m_path);
        if (m_tabs->currentIndex() == 0)
            putAccelerator(entries, acceleratorAsTyped(&entries));
        else
            putLink(entries, linkAsTyped(&entries));
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        saveUserCatalog(entries, m_catalog, m_path);
    } catch (const InputError &e) {
        m_status->setText(tr("Not saved — %1").arg(e.message()));
        return false;
    }
    m_status->setText(tr("Saved to %1.").arg(QDir::toNativeSeparators(m_path)));
    Q_EMIT saved(m_path);
    return true;
}

} // namespace fleet
