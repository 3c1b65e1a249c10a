// CompareView (compareview.h): pinned designs side by side — the review table of the model
// (reviewTable(): value, change against the first design, the better value marked in words)
// and the inputs that differ (inputDifferences()), with the side column that pins, names,
// edits and unpins the designs.
#include "compareview.h"

#include "chartdata.h"

#include "designpins.h"
#include "plotview.h"
#include "scenariodocument.h"
#include "sensitivitypanel.h"
#include "sweeppanel.h"
#include "tablepicture.h"
#include "textfit.h"
#include "tornadowidget.h"
#include "tradeoffmap.h"
#include "tradeoffpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

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
    // Rows are fitted to their texts by fitHeight() once a refresh has set them all: in
    // ResizeToContents mode every cell set measured every row again (each text set asks the
    // cell's place, which lays the header out), most of a step with four designs (callgrind).
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    return table;
}

constexpr double kPresentingTableScale = 1.35; ///< the tables' type while presenting

/// The text kept whole by word wrap: its spaces non-breaking, its Chinese characters joined.
QString unbreakable(const QString &text)
{
    return keepWhole(text);
}

/// Caps a table's height at what its rows need, so a short table leaves the room to the next;
/// and asks for up to `atLeast` pixels of it, so the headline table is read without scrolling
/// on a 1280×720 screen.
void fitHeight(QTableWidget *table, int atLeast, bool allRows, const std::vector<int> &rows,
               bool growOnly)
{
    // As resizeRowToContents() does; under a drag (`growOnly`) a row only grows: a number one
    // digit shorter ("999 h" after "1,000 h") unwrapped its row, the table shrank and was
    // repainted whole, and the next step wrapped it again (a fifth of the Designs page's steps
    // at small N). The release fits every row again.
    auto fitRow = [&](int r) {
        const int wanted =
            std::max(static_cast<const QAbstractItemView *>(table)->sizeHintForRow(r),
                     table->verticalHeader()->sectionSizeHint(r));
        if (wanted != table->rowHeight(r) && (!growOnly || wanted > table->rowHeight(r)))
            table->setRowHeight(r, wanted);
    };
    if (allRows) {
        for (int r = 0; r < table->rowCount(); ++r)
            fitRow(r);
    } else {
        for (const int r : rows)
            fitRow(r);
    }
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    table->setMinimumHeight(std::min(height, atLeast));
    table->setMaximumHeight(std::max(height, table->minimumHeight()));
}

/// Whether `a` and `b` take the same room in a cell: the same characters but for digits, which
/// the interface fonts draw equally wide ("1,024 h" and "1,088 h" wrap alike).
bool sameShape(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] != b[i] && !(a[i].isDigit() && b[i].isDigit()))
            return false;
    }
    return true;
}

/// Sets a cell's text, tooltip and weight, reusing its item: a slider step changes a few texts,
/// and a table re-lays out only the cells that changed. True when the cell's room may have
/// changed (a text of another shape, or the weight), so its row must be fitted again.
bool setCell(QTableWidget *table, int row, int column, const QString &text,
             const QString &tooltip = {}, bool bold = false)
{
    QTableWidgetItem *i = table->item(row, column);
    if (!i) {
        i = new QTableWidgetItem;
        i->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        table->setItem(row, column, i);
    }
    bool changed = false;
    if (i->text() != text) {
        changed = !sameShape(i->text(), text);
        i->setText(text);
    }
    if (i->toolTip() != tooltip)
        i->setToolTip(tooltip);
    // The best value in bold, in the table's font (which follows the font scale).
    QFont font = table->font();
    font.setBold(true);
    if (bold && i->font() != font) {
        i->setFont(font);
        changed = true;
    } else if (!bold && i->data(Qt::FontRole).isValid()) {
        i->setData(Qt::FontRole, QVariant());
        changed = true;
    }
    return changed;
}

/// Sets a row's header text and tooltip (the results or scenario key), reusing its item.
bool setRowHeader(QTableWidget *table, int row, const QString &text, const QString &tooltip)
{
    QTableWidgetItem *i = table->verticalHeaderItem(row);
    if (i && i->text() == text && i->toolTip() == tooltip)
        return false;
    if (!i) {
        i = new QTableWidgetItem;
        table->setVerticalHeaderItem(row, i);
    }
    i->setText(text);
    i->setToolTip(tooltip);
    return true;
}

/// Sizes a table to `rows` × `columns` with these column titles; true when anything changed.
bool shapeTable(QTableWidget *table, int rows, const QStringList &headers)
{
    bool changed = table->rowCount() != rows || table->columnCount() != headers.size();
    table->setColumnCount(int(headers.size()));
    table->setRowCount(rows);
    for (int c = 0; c < headers.size(); ++c) {
        // The title as given is kept in Qt::UserRole; the text shown is wrapped to the column.
        QTableWidgetItem *h = table->horizontalHeaderItem(c);
        if (!h || h->data(Qt::UserRole).toString() != headers[c]) {
            h = new QTableWidgetItem(headers[c]);
            h->setData(Qt::UserRole, headers[c]);
            h->setToolTip(headers[c]);
            table->setHorizontalHeaderItem(c, h);
            changed = true;
        }
    }
    return changed;
}

/// `text` broken at spaces into lines no wider than `width` pixels (a word wider stays whole).
QString wrapWords(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

/// Wraps each column title to its column's width, so a long design name is read in full.
void wrapHeaders(QTableWidget *table)
{
    const QFontMetrics metrics(table->horizontalHeader()->font());
    for (int c = 0; c < table->columnCount(); ++c) {
        QTableWidgetItem *h = table->horizontalHeaderItem(c);
        if (!h)
            continue;
        const QString wrapped =
            wrapWords(h->data(Qt::UserRole).toString(), metrics,
                      std::max(40, table->horizontalHeader()->sectionSize(c) - 12));
        if (h->text() != wrapped)
            h->setText(wrapped);
    }
}

} // namespace

CompareView::CompareView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("compare"), tr("Compare"), parent),
      m_pages(new QTabWidget), m_sensitivity(new SensitivityPanel(document)),
      m_tradeoff(new TradeoffPanel(document)), m_sweep(new SweepPanel(document)),
      m_metrics(makeTable(QStringLiteral("compareMetricTable"))),
      m_inputs(makeTable(QStringLiteral("compareInputTable"))),
      m_metricPicture(new TablePicture(this)), m_inputPicture(new TablePicture(this)),
      m_tablesPicture(new TablePicture(this)), m_hint(new QLabel), m_legend(new QLabel),
      m_pin(new QPushButton(tr("Pin as design A"))), m_designBox(new QWidget)
{
    // The tables are the readouts of this view; the side column holds only the designs.
    if (QWidget *readouts = readoutPanel()->parentWidget())
        readouts->hide();
    // The tables' pictures are drawn for exports only, never on screen.
    m_metricPicture->setObjectName(QStringLiteral("compareMetricPicture"));
    m_inputPicture->setObjectName(QStringLiteral("compareInputPicture"));
    m_tablesPicture->setObjectName(QStringLiteral("compareTablesPicture"));
    m_metricPicture->setShownBy(m_metrics);
    m_inputPicture->setShownBy(m_inputs);
    for (TablePicture *picture : {m_metricPicture, m_inputPicture, m_tablesPicture})
        picture->hide();

    m_metricsTitle = new QLabel(tr("<b>Bottom line</b>"));
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setWordWrap(true);
    m_legend->setObjectName(QStringLiteral("compareLegend"));
    m_legend->setWordWrap(true);
    m_legend->setText(keepTermsWhole(reviewLegend()));
    m_inputsTitle = new QLabel(tr("<b>Inputs that differ</b>"));
    auto *tables = new QWidget;
    auto *page = new QVBoxLayout(tables);
    page->setContentsMargins(0, 4, 0, 0);
    page->addWidget(m_hint);
    page->addWidget(m_metricsTitle);
    page->addWidget(m_metrics, 5);
    page->addWidget(m_legend);
    page->addWidget(m_inputsTitle);
    page->addWidget(m_inputs, 2);
    page->addStretch(0); // below tables that need less than the view's height
    m_pages->setObjectName(QStringLiteral("comparePages"));
    m_pages->setDocumentMode(true);
    // The page scrolls when the tables are taller than the view (1280 × 720 at the largest
    // font), instead of making the window taller.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("compareTablesScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(tables);
    m_pages->addTab(scroll, tr("&Designs"));
    m_pages->addTab(m_sensitivity, tr("&Sensitivity"));
    m_pages->addTab(m_tradeoff, tr("&Trade-off map"));
    m_pages->addTab(m_sweep, tr("S&weep"));
    m_pages->setTabToolTip(0, tr("The pinned designs side by side: the bottom line and the "
                                 "inputs that differ."));
    m_pages->setTabToolTip(1, tr("Which input matters: each input moved −10 % and +10 %; and "
                                 "solving for a target."));
    m_pages->setTabToolTip(2, tr("The output over two inputs, with contours and a target; click "
                                 "to move the design."));
    m_pages->setTabToolTip(3, tr("Any output against any input: a curve for the open scenario "
                                 "and each pinned design, with thresholds and their crossings."));
    connect(m_sweep, &SweepPanel::chartAdded, this, &CompareView::chartAdded);
    chartArea()->addWidget(m_pages, 1);
    connect(m_pages, &QTabWidget::currentChanged, this, [this] {
        if (isVisible())
            refreshNow();
    });
    connect(m_sensitivity, &SensitivityPanel::inputActivated, this, &CompareView::inputRequested);
    // A drag let the tables' rows keep their height (fitHeight()); its release fits them.
    connect(document, &ScenarioDocument::draggingChanged, this, [this](bool dragging) {
        if (!dragging && isVisible())
            fitTables();
    });

    QVBoxLayout *group = addInputGroup(tr("Designs"));
    m_pin->setObjectName(QStringLiteral("pinDesignButton"));
    // A short text: the side column is narrow at 1280 × 720 with the largest font.
    m_pin->setToolTip(tr("Pins the open scenario: adds a frozen copy of it as the next design "
                         "(A to D; at most four, unpin one to add another). Edit a design to "
                         "make it the open scenario again: the comparison then follows your "
                         "changes to it."));
    group->addWidget(m_pin);
    m_pinFile = new QPushButton(tr("Pin a file…"));
    m_pinFile->setObjectName(QStringLiteral("pinFileButton"));
    m_pinFile->setToolTip(tr("Pins a saved scenario file as the next design, without opening "
                             "it (also File › Pin a File to Compare…)."));
    connect(m_pinFile, &QPushButton::clicked, this, &CompareView::pinFileRequested);
    group->addWidget(m_pinFile);
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
    // For a memo: the bottom line as a data table (copy or save as CSV) and as Markdown, the
    // same text --compare --format markdown prints.
    addDataTableAction(m_metrics, [this] {
        ChartTable t;
        t.headers << tr("Metric");
        for (int c = 0; c < int(m_shown.size()); ++c)
            t.headers << columnTitle(c).replace(QLatin1Char('\n'), QLatin1Char(' '));
        for (const ReviewRow &row : reviewTable(m_shown)) {
            std::vector<ChartTable::Cell> cells{{row.label, 0, false}};
            for (const ReviewCell &cell : row.cells)
                cells.push_back({cell.change.isEmpty()
                                     ? cell.value
                                     : QStringLiteral("%1 (%2)").arg(cell.value, cell.change),
                                 0, false});
            t.rows.push_back(std::move(cells));
        }
        return std::pair{tr("Bottom line"), std::move(t)};
    });
    auto *markdown = new QAction(tr("Copy table as Markdown"), m_metrics);
    markdown->setObjectName(QStringLiteral("copyReviewMarkdown"));
    connect(markdown, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(reviewTableMarkdown(m_shown)); });
    m_metrics->addAction(markdown);
    m_metrics->setContextMenuPolicy(Qt::ActionsContextMenu);
}

CompareView::~CompareView()
{
    for (QTableWidget *table : {m_metrics, m_inputs})
        disconnect(table->horizontalHeader(), nullptr, this, nullptr);
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
    m_pinFile->setEnabled(!pins->isFull());
    m_pin->setText(pins->isFull() ? tr("All four pinned")
                                  : tr("Pin as design %1").arg(DesignPins::letter(pins->count())));
    for (int i = 0; i < int(m_rows.size()) && i < pins->count(); ++i) {
        DesignRow &r = m_rows[size_t(i)];
        const QString text = pins->isNamed(i) ? pins->designs()[size_t(i)].name : QString();
        if (!r.name->hasFocus() && r.name->text() != text) {
            r.name->setText(text);
            r.name->setCursorPosition(0); // the start of a long name, not its end
        }
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
    // Each page only while it is shown (switching pages refreshes): the tables, updated in
    // place and fitted when a text changed; the tornado (about 80 evaluations); the map (a
    // coarse grid now, a fine one in the background).
    if (m_pages->currentIndex() == 0) {
        const ChangedRows metrics = fillMetricTable();
        const ChangedRows inputs = fillInputTable();
        if (metrics.any() || inputs.any()) {
            fitTables(metrics, inputs);
            fillPictures();
        }
    } else if (m_pages->currentWidget() == m_sensitivity)
        m_sensitivity->refresh();
    else if (m_pages->currentWidget() == m_tradeoff)
        m_tradeoff->refresh();
    else if (m_pages->currentWidget() == m_sweep) {
        std::vector<SweepPanel::Pinned> pinned;
        for (const GhostDesign &g : ghostDesigns())
            pinned.push_back({.name = g.name, .scenario = *g.scenario});
        m_sweep->refresh(pinned);
    }
}

void CompareView::fitTables(const ChangedRows &metrics, const ChangedRows &inputs)
{
    // The bottom line whole, every row (the page scrolls when it is taller than the view,
    // never the table); the inputs at least 3 lines (they scroll). Column titles wrap again
    // when a table may have new ones (its shape changed, or a resize fits all).
    const int line = m_metrics->fontMetrics().lineSpacing() + 8;
    if (metrics.all)
        wrapHeaders(m_metrics);
    if (inputs.all)
        wrapHeaders(m_inputs);
    const bool dragging = document()->isDragging();
    fitHeight(m_metrics, std::numeric_limits<int>::max(), metrics.all, metrics.rows, dragging);
    fitHeight(m_inputs, 3 * line, inputs.all, inputs.rows, dragging);
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

CompareView::ChangedRows CompareView::fillMetricTable()
{
    const std::vector<ReviewRow> rows = reviewTable(m_shown);
    QStringList headers;
    for (int c = 0; c < int(m_shown.size()); ++c)
        headers << columnTitle(c);
    ChangedRows out{.all = shapeTable(m_metrics, int(rows.size()), headers), .rows = {}};
    for (int r = 0; r < int(rows.size()); ++r) {
        const ReviewRow &row = rows[size_t(r)];
        bool changed = setRowHeader(m_metrics, r, row.label, row.key);
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
            if (!cell.note.isEmpty())
                text += QStringLiteral(" — ") + cell.note; // words: they wrap
            changed = setCell(m_metrics, r, c, text, reviewCellText(cell), cell.best) || changed;
        }
        if (changed)
            out.rows.push_back(r);
    }
    return out;
}

CompareView::ChangedRows CompareView::fillInputTable()
{
    QStringList headers;
    for (int c = 0; c < int(m_shown.size()); ++c)
        headers << columnTitle(c);
    const std::vector<InputRow> rows =
        m_shown.size() < 2 ? std::vector<InputRow>{} : inputDifferences(m_shown);
    ChangedRows out{.all = shapeTable(m_inputs, int(rows.size()), headers), .rows = {}};
    for (int r = 0; r < int(rows.size()); ++r) {
        bool changed = setRowHeader(m_inputs, r, rows[size_t(r)].label, rows[size_t(r)].key);
        for (int c = 0; c < int(rows[size_t(r)].values.size()); ++c)
            changed = setCell(m_inputs, r, c, rows[size_t(r)].values[size_t(c)]) || changed;
        if (changed)
            out.rows.push_back(r);
    }
    return out;
}

void CompareView::fillPictures()
{
    // As the tables show them: the column titles unwrapped, the cells' texts and bold marks.
    auto pictureOf = [](const QTableWidget *table, const QString &title, const QString &rowsTitle,
                        const QString &note) {
        TablePicture::Table t{.title = title, .headers = {rowsTitle}, .rows = {}, .note = note};
        for (int c = 0; c < table->columnCount(); ++c) {
            const QTableWidgetItem *h = table->horizontalHeaderItem(c);
            t.headers << (h ? keepWhole(h->data(Qt::UserRole).toString()) : QString());
        }
        for (int r = 0; r < table->rowCount(); ++r) {
            const QTableWidgetItem *label = table->verticalHeaderItem(r);
            TablePicture::Row row{.label = label ? label->text() : QString(), .cells = {}};
            for (int c = 0; c < table->columnCount(); ++c) {
                const QTableWidgetItem *i = table->item(r, c);
                row.cells.push_back({i ? i->text() : QString(), i && i->font().bold()});
            }
            t.rows.push_back(std::move(row));
        }
        return t;
    };
    const TablePicture::Table metrics =
        pictureOf(m_metrics, tr("Bottom line"), tr("Metric"), keepTermsWhole(reviewLegend()));
    const TablePicture::Table inputs =
        pictureOf(m_inputs, tr("Inputs that differ"), tr("Input"), {});
    m_metricPicture->setTables({metrics});
    m_inputPicture->setTables(inputs.rows.empty() ? std::vector<TablePicture::Table>{}
                                                  : std::vector{inputs});
    m_tablesPicture->setTables(inputs.rows.empty() ? std::vector{metrics}
                                                   : std::vector{metrics, inputs});
    // Not resized here: measuring every cell for a size hint was most of a slider step, and the
    // pictures are drawn at a slide's size (Export, Copy); the export dialog asks their size
    // hint for "as on screen".
}

QWidget *CompareView::pageChart() const
{
    QWidget *page = m_pages->currentWidget();
    if (page == m_sensitivity)
        return m_sensitivity->tornado();
    if (page == m_tradeoff)
        return m_tradeoff->map();
    if (page == m_sweep)
        return m_sweep->plot();
    return m_tablesPicture;
}

QString CompareView::cellText(const QString &rowLabel, int column) const
{
    for (int r = 0; r < m_metrics->rowCount(); ++r) {
        const QTableWidgetItem *label = m_metrics->verticalHeaderItem(r);
        if (label && label->text() == rowLabel) {
            const QTableWidgetItem *cell = m_metrics->item(r, column);
            return cell ? plainText(cell->text()) : QString();
        }
    }
    return {};
}

void CompareView::setPresentation(bool on)
{
    ExplorerView::setPresentation(on);
    // Presenting, the pin controls fold away with the whole side column (the view has no
    // readouts to keep there), so the tables get the width and the bottom line reads whole.
    if (layout() && layout()->count() > 1) {
        if (QWidget *side = layout()->itemAt(1)->widget())
            side->setVisible(!on || areInputsShown());
    }
    applyTableFont();
}

void CompareView::setInputsShown(bool shown)
{
    ExplorerView::setInputsShown(shown);
    if (layout() && layout()->count() > 1) {
        if (QWidget *side = layout()->itemAt(1)->widget())
            side->setVisible(!isPresenting() || shown);
    }
}

void CompareView::applyTableFont()
{
    QFont font = this->font();
    if (isPresenting())
        font.setPointSizeF(font.pointSizeF() * kPresentingTableScale);
    bool changed = false;
    // The column titles too: a header keeps the font it was first laid out with.
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_metrics, m_inputs, m_metrics->horizontalHeader(), m_inputs->horizontalHeader(),
             m_hint, m_legend, m_metricsTitle, m_inputsTitle}) {
        if (w->font() != font) {
            w->setFont(font);
            changed = true;
        }
    }
    if (!changed)
        return;
    if (isVisible())
        refreshNow(); // the bold cells take the tables' new font
    scheduleFit();
}

void CompareView::changeEvent(QEvent *event)
{
    ExplorerView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyTableFont();
}

QString CompareView::slideCaption() const
{
    if (m_pages->currentIndex() == 0) {
        // The tables: which designs, against which, and what the mark means.
        QStringList names;
        for (int c = 0; c < int(m_shown.size()); ++c)
            names << columnTitle(c).section(QLatin1Char('\n'), 0, 0);
        if (names.isEmpty())
            return ExplorerView::slideCaption();
        return joinCaption(
            {tr("Designs compared: %1").arg(names.join(QStringLiteral("; "))),
             tr("changes against %1; %2 marks the better value").arg(names.front(), bestMark())});
    }
    if (m_pages->currentWidget() == m_sweep)
        return joinCaption(captionStart() << m_sweep->caption());
    if (m_pages->currentWidget() == m_tradeoff && !m_tradeoff->caption().isEmpty())
        return joinCaption(captionStart() << m_tradeoff->caption());
    if (m_pages->currentWidget() == m_sensitivity) {
        // The tornado's own numbers: the output now and its three largest effects.
        const TornadoChart &chart = m_sensitivity->tornado()->chart();
        QStringList largest;
        for (size_t i = 0; i < chart.bars.size() && i < 3; ++i) {
            const TornadoBar &b = chart.bars[i];
            largest << (b.switched ? QStringLiteral("%1 %2 ⇄ %3").arg(b.input, b.now, b.up.text)
                                   : QStringLiteral("%1 %2: %3; %4")
                                         .arg(b.input, b.now, b.down.text, b.up.text));
        }
        return joinCaption(captionStart()
                           << tr("%1 now %2; each number −%3 % and +%3 %, each choice switched, "
                                 "by effect: %4")
                                  .arg(chart.output, chart.baseText,
                                       QString::number(chart.stepPercent, 'g', 3),
                                       largest.join(QStringLiteral(" | "))));
    }
    return ExplorerView::slideCaption();
}

void CompareView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_sweep->setFontScale(scale);
    refreshNow(); // the bold cells take the table's new size
    fitTables();  // and every row its new height
}

} // namespace fleet
