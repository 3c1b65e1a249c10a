// CompareView (compareview.h): pinned designs side by side — the review table of the model
// (reviewTable(): value, change against the first design, the better value marked in words)
// and the inputs that differ (inputDifferences()), with the side column that pins, names,
// edits and unpins the designs.
#include "compareview.h"

#include "designpins.h"
#include "scenariodocument.h"
#include "sensitivitypanel.h"
#include "tradeoffpanel.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet {

namespace {

QTableWidget *makeTable(const QString &objectName)
{
    auto *table = new QTableWidget;
    table->setObjectName(objectName);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setWordWrap(true);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    return table;
}

constexpr QChar kNoBreakSpace(0x00a0);

/// The text with its spaces made non-breaking, so word wrap keeps it whole.
QString unbreakable(QString text)
{
    return text.replace(QLatin1Char(' '), kNoBreakSpace);
}

/// Caps a table's height at what its rows need, so a short table leaves the room to the next;
/// and asks for up to `atLeast` pixels of it, so the headline table is read without scrolling
/// on a 1280×720 screen.
void fitHeight(QTableWidget *table, int atLeast)
{
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    table->setMinimumHeight(std::min(height, atLeast));
    table->setMaximumHeight(std::max(height, table->minimumHeight()));
}

QTableWidgetItem *item(const QString &text)
{
    auto *i = new QTableWidgetItem(text);
    i->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return i;
}

} // namespace

CompareView::CompareView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("compare"), tr("Compare"), parent),
      m_pages(new QTabWidget), m_sensitivity(new SensitivityPanel(document)),
      m_tradeoff(new TradeoffPanel(document)),
      m_metrics(makeTable(QStringLiteral("compareMetricTable"))),
      m_inputs(makeTable(QStringLiteral("compareInputTable"))), m_hint(new QLabel),
      m_legend(new QLabel), m_pin(new QPushButton(tr("Pin the current scenario"))),
      m_designBox(new QWidget)
{
    // The tables are the readouts of this view; the side column holds only the designs.
    if (QWidget *readouts = readoutPanel()->parentWidget())
        readouts->hide();

    auto *metricsTitle = new QLabel(tr("<b>Bottom line</b>"));
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setWordWrap(true);
    m_legend->setObjectName(QStringLiteral("compareLegend"));
    m_legend->setWordWrap(true);
    m_legend->setText(reviewLegend());
    auto *inputsTitle = new QLabel(tr("<b>Inputs that differ</b>"));
    auto *tables = new QWidget;
    auto *page = new QVBoxLayout(tables);
    page->setContentsMargins(0, 4, 0, 0);
    page->addWidget(m_hint);
    page->addWidget(metricsTitle);
    page->addWidget(m_metrics, 5);
    page->addWidget(m_legend);
    page->addWidget(inputsTitle);
    page->addWidget(m_inputs, 2);
    page->addStretch(0); // below tables that need less than the view's height
    m_pages->setObjectName(QStringLiteral("comparePages"));
    m_pages->setDocumentMode(true);
    m_pages->addTab(tables, tr("&Designs"));
    m_pages->addTab(m_sensitivity, tr("&Sensitivity"));
    m_pages->addTab(m_tradeoff, tr("&Trade-off map"));
    m_pages->setTabToolTip(0, tr("The pinned designs side by side: the bottom line and the "
                                 "inputs that differ."));
    m_pages->setTabToolTip(1, tr("Which input matters: each input moved −10 % and +10 %; and "
                                 "solving for a target."));
    m_pages->setTabToolTip(2, tr("The output over two inputs, with contours and a target; click "
                                 "to move the design."));
    chartArea()->addWidget(m_pages, 1);
    connect(m_pages, &QTabWidget::currentChanged, this, [this] {
        if (isVisible())
            refreshNow();
    });
    connect(m_sensitivity, &SensitivityPanel::inputActivated, this, &CompareView::inputRequested);

    QVBoxLayout *group = addInputGroup(tr("Designs"));
    m_pin->setObjectName(QStringLiteral("pinDesignButton"));
    m_pin->setToolTip(tr("Adds a frozen copy of the open scenario as the next design (A to D). "
                         "Edit a design to make it the open scenario again: the comparison then "
                         "follows your changes to it."));
    group->addWidget(m_pin);
    auto *rows = new QVBoxLayout(m_designBox);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    group->addWidget(m_designBox);
    connect(m_pin, &QPushButton::clicked, this, [this] { this->document()->pinCurrent(); });

    DesignPins *pins = document->pins();
    connect(pins, &DesignPins::changed, this, [this] {
        if (int(m_rows.size()) != this->document()->pins()->count())
            rebuildDesignRows();
        syncDesignRows();
        if (isVisible())
            refreshNow();
    });
    rebuildDesignRows();
    syncDesignRows();
    for (QTableWidget *table : {m_metrics, m_inputs})
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this,
                &CompareView::scheduleFit);
}

QLineEdit *CompareView::nameEdit(int index) const
{
    return index >= 0 && size_t(index) < m_rows.size() ? m_rows[size_t(index)].name : nullptr;
}

QPushButton *CompareView::editButton(int index) const
{
    return index >= 0 && size_t(index) < m_rows.size() ? m_rows[size_t(index)].edit : nullptr;
}

QPushButton *CompareView::unpinButton(int index) const
{
    return index >= 0 && size_t(index) < m_rows.size() ? m_rows[size_t(index)].unpin : nullptr;
}

void CompareView::rebuildDesignRows()
{
    for (DesignRow &r : m_rows)
        delete r.row;
    m_rows.clear();
    DesignPins *pins = document()->pins();
    for (int i = 0; i < pins->count(); ++i) {
        const QString letter = DesignPins::letter(i);
        DesignRow r;
        r.row = new QWidget;
        auto *layout = new QHBoxLayout(r.row);
        layout->setContentsMargins(0, 0, 0, 0);
        r.letter = new QLabel(QStringLiteral("<b>%1</b>").arg(letter));
        r.name = new QLineEdit;
        r.name->setObjectName(QStringLiteral("designName") + letter);
        r.name->setPlaceholderText(tr("Design %1").arg(letter));
        r.name->setToolTip(tr("The name of design %1 in the tables' headings.").arg(letter));
        r.edit = new QPushButton(tr("Edit"));
        r.edit->setObjectName(QStringLiteral("editDesign") + letter);
        r.edit->setToolTip(tr("Make design %1 the open scenario (one undo step); the comparison "
                              "follows your changes to it.")
                               .arg(letter));
        r.unpin = new QPushButton(tr("Unpin"));
        r.unpin->setObjectName(QStringLiteral("unpinDesign") + letter);
        r.unpin->setToolTip(tr("Remove design %1 from the comparison.").arg(letter));
        layout->addWidget(r.letter);
        layout->addWidget(r.name, 1);
        layout->addWidget(r.edit);
        layout->addWidget(r.unpin);
        m_designBox->layout()->addWidget(r.row);
        // Rows are rebuilt only when the count changes; find the design by its id, so a row
        // acts on its design after others were unpinned.
        const int id = pins->idAt(i);
        connect(r.name, &QLineEdit::editingFinished, this, [this, id, edit = r.name] {
            DesignPins *p = document()->pins();
            p->rename(p->indexOf(id), edit->text());
        });
        connect(r.edit, &QPushButton::clicked, this,
                [this, id] { document()->editDesign(document()->pins()->indexOf(id)); });
        connect(r.unpin, &QPushButton::clicked, this, [this, id] {
            DesignPins *p = document()->pins();
            p->remove(p->indexOf(id));
        });
        m_rows.push_back(r);
    }
}

void CompareView::syncDesignRows()
{
    DesignPins *pins = document()->pins();
    m_pin->setEnabled(!pins->isFull());
    m_pin->setText(
        pins->isFull()
            ? tr("Four designs pinned (unpin one to add)")
            : tr("Pin the current scenario as design %1").arg(DesignPins::letter(pins->count())));
    for (int i = 0; i < int(m_rows.size()) && i < pins->count(); ++i) {
        DesignRow &r = m_rows[size_t(i)];
        const QString text = pins->isNamed(i) ? pins->designs()[size_t(i)].name : QString();
        if (!r.name->hasFocus() && r.name->text() != text)
            r.name->setText(text);
        const bool followed = pins->followed() == i;
        r.edit->setText(followed ? tr("Editing") : tr("Edit"));
        r.edit->setEnabled(!followed);
    }
}

QString CompareView::columnTitle(int column) const
{
    const DesignPins *pins = document()->pins();
    if (column >= pins->count())
        return tr("Current (not pinned)");
    const QString letter = DesignPins::letter(column);
    QString title = pins->isNamed(column)
                        ? letter + QStringLiteral(": ") + pins->designs()[size_t(column)].name
                        : pins->designs()[size_t(column)].name;
    if (pins->followed() == column)
        title += QLatin1Char('\n') + tr("(being edited)");
    return title;
}

void CompareView::refresh()
{
    const DesignPins *pins = document()->pins();
    m_shown = pins->designs();
    // The open scenario gets its own column unless a design follows it or holds it already.
    m_currentShown = pins->followed() < 0;
    for (const Design &d : m_shown)
        m_currentShown = m_currentShown && !(d.scenario == document()->scenario());
    if (m_currentShown)
        m_shown.push_back(Design{.name = tr("Current (not pinned)"),
                                 .scenario = document()->scenario(),
                                 .results = document()->results()});

    if (pins->count() == 0)
        m_hint->setText(tr("Pin the open scenario as design A, change it (a cluster size, a PUE, "
                           "other hardware), then pin it again as B: the tables compare them."));
    else if (pins->count() == 1 && !m_currentShown)
        m_hint->setText(tr("Change the scenario, then pin it as design B to compare it with A."));
    else
        m_hint->clear(); // the legend under the table says what the changes and marks mean
    m_hint->setVisible(!m_hint->text().isEmpty());
    fillMetricTable();
    fillInputTable();
    fitTables();
    // The tornado (about 80 evaluations) and the map (a coarse grid now, a fine one in the
    // background) only while their page is shown.
    if (m_pages->currentWidget() == m_sensitivity)
        m_sensitivity->refresh();
    else if (m_pages->currentWidget() == m_tradeoff)
        m_tradeoff->refresh();
}

void CompareView::fitTables()
{
    // The bottom line first: up to 16 lines of the font, the inputs at least 5.
    const int line = m_metrics->fontMetrics().lineSpacing() + 8;
    fitHeight(m_metrics, 16 * line);
    fitHeight(m_inputs, 5 * line);
}

void CompareView::scheduleFit()
{
    // Rows wrap to the columns' widths, known once laid out: fit again after that settles.
    if (m_fitPending)
        return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitTables();
    });
}

void CompareView::resizeEvent(QResizeEvent *event)
{
    ExplorerView::resizeEvent(event);
    scheduleFit();
}

void CompareView::fillMetricTable()
{
    const std::vector<ReviewRow> rows = reviewTable(m_shown);
    m_metrics->clear();
    m_metrics->setColumnCount(int(m_shown.size()));
    m_metrics->setRowCount(int(rows.size()));
    QStringList headers;
    for (int c = 0; c < int(m_shown.size()); ++c)
        headers << columnTitle(c);
    m_metrics->setHorizontalHeaderLabels(headers);
    QFont bold = m_metrics->font();
    bold.setBold(true);
    for (int r = 0; r < int(rows.size()); ++r) {
        const ReviewRow &row = rows[size_t(r)];
        auto *label = new QTableWidgetItem(row.label);
        label->setToolTip(row.key);
        m_metrics->setVerticalHeaderItem(r, label);
        for (int c = 0; c < int(row.cells.size()); ++c) {
            const ReviewCell &cell = row.cells[size_t(c)];
            // As the command line writes it — "10.8 h (−50.5 %) ✓ best" — on one line when the
            // column is wide enough, else wrapped between the value, the change and the mark,
            // never inside one of them.
            // A verdict is words: those may wrap anywhere.
            const bool words = row.key == QLatin1String("power.cooling_verdict");
            QString text = words ? cell.value : unbreakable(cell.value);
            if (!cell.change.isEmpty())
                text += QStringLiteral(" (") + unbreakable(cell.change) + QLatin1Char(')');
            if (cell.best)
                text += QLatin1Char(' ') + unbreakable(bestMark());
            QTableWidgetItem *i = item(text);
            if (cell.best)
                i->setFont(bold);
            i->setToolTip(reviewCellText(cell));
            m_metrics->setItem(r, c, i);
        }
    }
}

void CompareView::fillInputTable()
{
    m_inputs->clear();
    m_inputs->setColumnCount(int(m_shown.size()));
    QStringList headers;
    for (int c = 0; c < int(m_shown.size()); ++c)
        headers << columnTitle(c);
    m_inputs->setHorizontalHeaderLabels(headers);
    const std::vector<InputRow> rows =
        m_shown.size() < 2 ? std::vector<InputRow>{} : inputDifferences(m_shown);
    m_inputs->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        auto *label = new QTableWidgetItem(rows[size_t(r)].label);
        label->setToolTip(rows[size_t(r)].key);
        m_inputs->setVerticalHeaderItem(r, label);
        for (int c = 0; c < int(rows[size_t(r)].values.size()); ++c)
            m_inputs->setItem(r, c, item(rows[size_t(r)].values[size_t(c)]));
    }
}

QString CompareView::cellText(const QString &rowLabel, int column) const
{
    for (int r = 0; r < m_metrics->rowCount(); ++r) {
        const QTableWidgetItem *label = m_metrics->verticalHeaderItem(r);
        if (label && label->text() == rowLabel) {
            const QTableWidgetItem *cell = m_metrics->item(r, column);
            return cell ? QString(cell->text()).replace(kNoBreakSpace, QLatin1Char(' '))
                        : QString();
        }
    }
    return {};
}

void CompareView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    refreshNow(); // the bold cells take the table's new size
}

} // namespace fleet
