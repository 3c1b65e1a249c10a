// Comparing accelerators (comparisonpanel.h): the pens of their overlay lines, and the panel with
// the tick list and the table of key figures.
#include "comparisonpanel.h"

#include "format.h"
#include "palette.h"
#include "scenariodocument.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace fleet {

QPen comparisonPen(int index)
{
    const auto &pens = colours().comparison;
    QPen pen(pens[size_t(index) % pens.size()], 2.2);
    switch (index % 3) {
    case 0:
        pen.setDashPattern({8, 4});
        break;
    case 1:
        pen.setDashPattern({2, 3});
        break;
    default:
        pen.setDashPattern({10, 3, 2, 3});
        break;
    }
    return pen;
}

ComparisonPanel::ComparisonPanel(ScenarioDocument *document, ComparisonModel *model,
                                 QWidget *parent)
    : QWidget(parent), m_document(document), m_model(model), m_list(new QListWidget),
      m_table(new QTableWidget)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *hint = new QLabel(tr("Tick accelerators to overlay them:"));
    hint->setBuddy(m_list);
    layout->addWidget(hint);
    m_list->setObjectName(QStringLiteral("comparisonList"));
    m_list->setAccessibleName(tr("Accelerators to compare"));
    int index = 0;
    for (const Accelerator &a : document->catalog().accelerators) {
        auto *item = new QListWidgetItem(QString::fromStdString(a.name), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(a.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setForeground(comparisonPen(index++).color().darker(120));
    }
    m_list->setMaximumHeight(m_list->sizeHintForRow(0) * (index + 1) + 6);
    layout->addWidget(m_list);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels(
        {tr("Accelerator"), tr("Ridge\n(FLOP/byte)"), tr("Decode\n(tokens/s)"), tr("Rack\n(kW)")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->setToolTip(
        tr("Under the current scenario: ridge = R_peak / BW; decode tokens/s for "
           "the current model and batch; rack kW = per node × nodes per rack × TDP"));
    layout->addWidget(m_table);

    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        m_model->setChecked(item->data(Qt::UserRole).toString(), item->checkState() == Qt::Checked);
    });
    connect(m_model, &ComparisonModel::changed, this, [this] {
        syncChecks();
        refresh();
    });
    syncChecks();
}

void ComparisonPanel::syncChecks()
{
    const QSignalBlocker block(m_list);
    const Scenario &s = m_document->scenario();
    const auto &accelerators = m_document->catalog().accelerators;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const QString id = item->data(Qt::UserRole).toString();
        // The picked accelerator is the solid roof already: its tick is off and disabled.
        const auto a = std::find_if(accelerators.begin(), accelerators.end(),
                                    [&](const Accelerator &x) { return x.id == id.toStdString(); });
        const bool picked = a != accelerators.end() && isPickedAccelerator(s, *a);
        const Qt::ItemFlags flags =
            picked ? (item->flags() & ~(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled))
                   : (item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        if (item->flags() != flags)
            item->setFlags(flags);
        const QString tip =
            picked ? tr("The picked accelerator: drawn already as the solid roof, not overlaid")
                   : QString();
        if (item->toolTip() != tip)
            item->setToolTip(tip);
        const bool checked = !picked && m_model->isChecked(id);
        if (item->checkState() != (checked ? Qt::Checked : Qt::Unchecked))
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void ComparisonPanel::refresh()
{
    const Scenario &s = m_document->scenario();
    std::vector<ComparisonRow> rows = {{s.accelerator, s.precision, m_document->results()}};
    for (ComparisonRow &row : overlaidAccelerators(s, m_document->catalog(), m_model->ids()))
        rows.push_back(std::move(row));
    syncChecks(); // the picked accelerator may have changed
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const ComparisonRow &row = rows[size_t(i)];
        QString name = QString::fromStdString(row.accelerator.name);
        if (i == 0)
            name += tr(" (picked)");
        if (row.precision != s.precision)
            name += tr(" (BF16: no FP8 peak)");
        const QStringList cells = {name, formatReadable(row.results.roofline.ridgePointFlopPerByte),
                                   formatReadable(row.results.roofline.decodeTokensPerS),
                                   formatReadable(row.results.power.rackPowerW / 1e3)};
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem *item = m_table->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                              : Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(i, c, item);
            }
            if (item->text() != cells[c])
                item->setText(cells[c]);
        }
    }
    int height = m_table->horizontalHeader()->height() + 4;
    for (int i = 0; i < m_table->rowCount(); ++i)
        height += m_table->rowHeight(i);
    m_table->setFixedHeight(height);
}

} // namespace fleet
