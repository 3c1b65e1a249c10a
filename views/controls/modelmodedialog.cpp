// ModelModeDialog (modelmodedialog.h): the table of modelModeTable() and its explanation.
#include "modelmodedialog.h"

#include "coupled.h"
#include "scenariodocument.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleet {

ModelModeDialog::ModelModeDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_table(new QTableWidget), m_about(new QLabel)
{
    setObjectName(QStringLiteral("modelModeDialog"));
    setWindowTitle(tr("What each model sets"));
    m_table->setObjectName(QStringLiteral("modelModeTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels(
        {tr("Appendix (first-order)"), tr("Coupled (design review)"), tr("This scenario")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_about->setObjectName(QStringLiteral("modelModeAbout"));
    m_about->setWordWrap(true);
    m_about->setText(
        tr("The appendix model reads each area on its own, as the appendix does: a step's "
           "compute time is the 5 s it assumes, so the ring AllReduce of its examples stays well "
           "below it and ρ never crosses 1; scaling efficiency is the appendix's measured table; "
           "goodput is a fixed budget. The coupled model joins the areas for a design review: "
           "the compute time comes from the global batch (it shrinks as N grows, so ρ can cross "
           "1), scaling efficiency is the lower of the table and the network's, failures come "
           "from whole nodes, goodput from reliability, and each node draws its host power. "
           "Ctrl+Z undoes a switch."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_about);
    layout->addWidget(buttons);
    connect(document, &ScenarioDocument::changed, this, [this] {
        if (isVisible())
            fill();
    });
    fill();
    resize(760, sizeHint().height());
}

void ModelModeDialog::fill()
{
    const std::vector<ModelModeRow> rows = modelModeTable(m_document->scenario());
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const ModelModeRow &row = rows[size_t(r)];
        auto *header = new QTableWidgetItem(row.setting);
        header->setToolTip(row.key);
        m_table->setVerticalHeaderItem(r, header);
        const QString cells[] = {row.appendix, row.coupled, row.now};
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c == 2 && row.now != row.appendix && row.now != row.coupled) {
                QFont italic = item->font();
                italic.setItalic(true);
                item->setFont(italic); // set by hand: neither model's value
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeRowsToContents();
}

} // namespace fleet
