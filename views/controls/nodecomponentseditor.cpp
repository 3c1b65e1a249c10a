// NodeComponentsEditor (nodecomponentseditor.h): the table of node components (name, count per
// node, MTTF); each edit, addition or removal is one undo step, a bad value is refused with its
// reason.
#include "nodecomponentseditor.h"

#include "format.h"
#include "scenariodocument.h"
#include "text.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleet {

namespace {
enum Column { Name, Count, Mttf, ColumnCount };
constexpr int kMaxComponents = 64;
} // namespace

NodeComponentsEditor::NodeComponentsEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_table(new QTableWidget(0, ColumnCount)),
      m_add(new QPushButton(tr("Add part"))), m_remove(new QPushButton(tr("Remove part")))
{
    setObjectName(QStringLiteral("nodeComponentsEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table->setObjectName(QStringLiteral("nodeComponentsTable"));
    m_table->setAccessibleName(tr("Node components"));
    m_table->setHorizontalHeaderLabels({tr("Part"), tr("Per node"), tr("MTTF (h)")});
    m_table->setToolTip(tr("Parts of every node besides its accelerators. Each fails on its own "
                           "with a constant rate: λ_node = g / MTTF_acc + Σ count / MTTF. "
                           "Double-click a cell to edit it."));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Count, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Mttf, QHeaderView::ResizeToContents);
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    m_add->setObjectName(QStringLiteral("addComponent"));
    m_remove->setObjectName(QStringLiteral("removeComponent"));
    m_add->setToolTip(tr("Add a kind of part (e.g. a CPU or a switch port) to every node"));
    m_remove->setToolTip(tr("Remove the selected kind of part"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    layout->addLayout(buttons);

    connect(m_table, &QTableWidget::itemChanged, this, &NodeComponentsEditor::onItemChanged);
    connect(m_add, &QPushButton::clicked, this, [this] {
        m_document->apply(tr("Add a node part"), [](Scenario &s) {
            if (s.reliability.nodeComponents.size() < size_t(kMaxComponents))
                s.reliability.nodeComponents.push_back({"CPU", 2, 500000});
        });
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        m_document->apply(tr("Remove a node part"), [row](Scenario &s) {
            auto &parts = s.reliability.nodeComponents;
            if (row < int(parts.size()))
                parts.erase(parts.begin() + row);
        });
    });
    connect(document, &ScenarioDocument::changed, this, &NodeComponentsEditor::sync);
    sync();
}

void NodeComponentsEditor::sync()
{
    const auto &parts = m_document->scenario().reliability.nodeComponents;
    const QSignalBlocker block(m_table);
    m_table->setRowCount(int(parts.size()));
    for (int row = 0; row < int(parts.size()); ++row) {
        const NodeComponent &c = parts[size_t(row)];
        const QString cells[ColumnCount] = {toQString(c.name), QString::number(c.countPerNode),
                                            formatNumber(c.mttfH, 0)};
        for (int column = 0; column < ColumnCount; ++column) {
            QTableWidgetItem *item = m_table->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(column == Name ? Qt::AlignLeft | Qt::AlignVCenter
                                                      : Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(row, column, item);
            }
            if (item->text() != cells[column])
                item->setText(cells[column]);
        }
    }
    m_remove->setEnabled(!parts.empty());
    m_add->setEnabled(parts.size() < size_t(kMaxComponents));
    int height = m_table->horizontalHeader()->height() + 4;
    for (int row = 0; row < m_table->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setFixedHeight(std::max(height, m_table->horizontalHeader()->height() + 30));
}

void NodeComponentsEditor::onItemChanged(QTableWidgetItem *item)
{
    const int row = item->row(), column = item->column();
    const QString text = item->text().trimmed();
    bool ok = false;
    if (column == Name) {
        ok = !text.isEmpty();
        if (ok)
            m_document->apply(tr("Rename a node part"), [&](Scenario &s) {
                s.reliability.nodeComponents[size_t(row)].name = text.left(64).toStdString();
            });
    } else if (column == Count) {
        const int count = QLocale::c().toInt(QString(text).remove(QLatin1Char(',')), &ok);
        ok = ok && count >= 0 && count <= 1024;
        if (ok)
            m_document->apply(tr("Set a node part's count"), [&](Scenario &s) {
                s.reliability.nodeComponents[size_t(row)].countPerNode = count;
            });
    } else {
        const double mttf = QLocale::c().toDouble(QString(text).remove(QLatin1Char(',')), &ok);
        ok = ok && mttf >= 1 && mttf <= 1e8;
        if (ok)
            m_document->apply(tr("Set a node part's MTTF"), [&](Scenario &s) {
                s.reliability.nodeComponents[size_t(row)].mttfH = mttf;
            });
    }
    if (!ok)
        Q_EMIT m_document->rejected(
            column == Name ? tr("A part needs a name.")
            : column == Count
                ? tr("\"%1\" is not a count of parts per node (0 to 1,024).").arg(text)
                : tr("\"%1\" is not an MTTF in hours (1 to 100,000,000).").arg(text));
    sync(); // show the document's value (the edit, or what it was)
}

} // namespace fleet
