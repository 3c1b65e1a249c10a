// A chart's data as a table (chartdata.h): read from the chart's own series, so every chart —
// XY or bars — offers it without knowing what it shows.
#include "chartdata.h"

#include "accessibility.h"
#include "format.h"
#include "textfit.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QXYSeries>

#include <cmath>
#include <map>

namespace fleet {

namespace {

/// An axis's title with its unit (kAxisUnitProperty) when the title leaves that to the ticks.
QString titleWithUnit(const QAbstractAxis *axis)
{
    const QString title = axis->titleText().simplified();
    return title.isEmpty() ? title
                           : headingWithUnit(title, axis->property(kAxisUnitProperty).toString());
}

QString axisTitle(const QChart *chart, Qt::Orientation orientation, const QString &otherwise)
{
    for (QAbstractAxis *axis : chart->axes(orientation)) {
        const QString title = titleWithUnit(axis);
        if (!title.isEmpty())
            return title;
    }
    return otherwise;
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvCell(const ChartTable::Cell &cell)
{
    return cell.isNumber ? QString::number(cell.number, 'g', 15) : csvField(cell.text);
}

ChartTable::Cell text(const QString &t)
{
    return {t, 0, false};
}
ChartTable::Cell number(double v)
{
    return {QString(), v, true};
}

} // namespace

QString headingWithUnit(const QString &title, const QString &unit)
{
    if (unit.isEmpty())
        return title;
    return ChartDataDialog::tr("%1 (%2)", "a column's title and its unit").arg(title, unit);
}

QString tableNumber(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    if (v != 0 && (std::abs(v) < 1e-4 || std::abs(v) >= 1e10))
        return formatPowerOfTen(v, 10);
    return QString::number(v, 'g', 10);
}

ChartTable chartTable(const QChart *chart)
{
    ChartTable t;
    bool bars = false;
    for (QAbstractSeries *s : chart->series())
        bars = bars || qobject_cast<QAbstractBarSeries *>(s);
    if (bars) {
        t.headers = {ChartDataDialog::tr("Category"), ChartDataDialog::tr("Set"),
                     axisTitle(chart, Qt::Horizontal, QString())};
        // The value axis is the one that is not the category axis.
        QStringList categories;
        QString valueTitle;
        for (QAbstractAxis *axis : chart->axes()) {
            if (auto *c = qobject_cast<QBarCategoryAxis *>(axis))
                categories = c->categories();
            else
                valueTitle = titleWithUnit(axis);
        }
        t.headers[2] = valueTitle.isEmpty() ? ChartDataDialog::tr("Value") : valueTitle;
        for (QAbstractSeries *s : chart->series()) {
            auto *series = qobject_cast<QAbstractBarSeries *>(s);
            if (!series || !series->isVisible())
                continue;
            for (QBarSet *set : series->barSets()) {
                for (qsizetype i = 0; i < set->count(); ++i)
                    t.rows.push_back({text(categories.value(i, QString::number(i + 1))),
                                      text(set->label()), number(set->at(i))});
            }
        }
        return t;
    }
    t.headers = {ChartDataDialog::tr("Series"),
                 axisTitle(chart, Qt::Horizontal, ChartDataDialog::tr("x")),
                 axisTitle(chart, Qt::Vertical, ChartDataDialog::tr("y"))};
    for (QAbstractSeries *s : chart->series()) {
        auto *series = qobject_cast<QXYSeries *>(s);
        if (!series || !series->isVisible())
            continue; // shaded bands (QAreaSeries) and hidden helpers
        const QString name = series->name().simplified();
        for (const QPointF &p : series->points())
            t.rows.push_back({text(name), number(p.x()), number(p.y())});
    }
    return t;
}

QString chartTableCsv(const ChartTable &table)
{
    QStringList lines;
    QStringList header;
    for (const QString &h : table.headers)
        header << csvField(h);
    lines << header.join(QLatin1Char(','));
    for (const auto &row : table.rows) {
        QStringList cells;
        for (const ChartTable::Cell &c : row)
            cells << csvCell(c);
        lines << cells.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

ChartDataDialog::ChartDataDialog(const QChart *chart, QWidget *parent)
    : ChartDataDialog(chartTitle(chart).simplified(), chartTable(chart), parent)
{}

ChartDataDialog::ChartDataDialog(const QString &title, ChartTable data, QWidget *parent)
    : QDialog(parent), m_data(std::move(data)), m_table(new QTableWidget(this))
{
    setWindowTitle(title.isEmpty() ? tr("Chart data") : tr("Data: %1").arg(title));
    m_table->setObjectName(QStringLiteral("chartDataTable"));
    m_table->setColumnCount(int(m_data.headers.size()));
    m_table->setRowCount(int(m_data.rows.size()));
    m_table->setHorizontalHeaderLabels(m_data.headers);
    for (int r = 0; r < int(m_data.rows.size()); ++r) {
        for (int c = 0; c < int(m_data.rows[size_t(r)].size()); ++c) {
            const ChartTable::Cell &cell = m_data.rows[size_t(r)][size_t(c)];
            auto *item = new QTableWidgetItem(cell.isNumber ? tableNumber(cell.number) : cell.text);
            if (cell.isNumber)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            m_table->setItem(r, c, item);
        }
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(windowTitle());
    m_table->setAccessibleDescription(
        tr("%n row(s) of the chart's data; the arrow keys move between cells, Ctrl+C copies the "
           "selected cells as CSV.",
           nullptr, int(m_data.rows.size())));
    if (m_table->rowCount() > 0)
        m_table->setCurrentCell(0, 0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *copy = buttons->addButton(tr("Copy as CSV"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyCsvButton"));
    copy->setAccessibleName(tr("Copy as CSV"));
    copy->setAccessibleDescription(tr("Puts the whole table on the clipboard as CSV"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleDescription(tr("Closes this table"));
    connect(copy, &QPushButton::clicked, this, &ChartDataDialog::copyAll);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_table->installEventFilter(this); // Ctrl+C: the selection as CSV, not one cell's text

    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(tr("%n point(s)", nullptr, int(m_data.rows.size())));
    layout->addWidget(heading);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(560, 480);
}

bool ChartDataDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Copy)) {
            if (event->type() == QEvent::KeyPress)
                copySelection();
            event->accept();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QString ChartDataDialog::selectionCsv() const
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (selected.isEmpty())
        return chartTableCsv(m_data);
    std::map<int, std::map<int, bool>> cells; // row → columns selected
    int firstColumn = m_table->columnCount(), lastColumn = -1;
    for (const QTableWidgetItem *item : selected) {
        cells[item->row()][item->column()] = true;
        firstColumn = std::min(firstColumn, item->column());
        lastColumn = std::max(lastColumn, item->column());
    }
    ChartTable part;
    for (int c = firstColumn; c <= lastColumn; ++c)
        part.headers << m_data.headers.value(c);
    for (const auto &[row, columns] : cells) {
        std::vector<ChartTable::Cell> out;
        for (int c = firstColumn; c <= lastColumn; ++c)
            out.push_back(columns.count(c) ? m_data.rows[size_t(row)][size_t(c)]
                                           : ChartTable::Cell{});
        part.rows.push_back(std::move(out));
    }
    return chartTableCsv(part);
}

void ChartDataDialog::copyAll()
{
    QApplication::clipboard()->setText(chartTableCsv(m_data));
}

void ChartDataDialog::copySelection()
{
    QApplication::clipboard()->setText(selectionCsv());
}

QAction *addDataTableAction(QWidget *chart, std::function<std::pair<QString, ChartTable>()> data)
{
    auto *action = new QAction(ChartDataDialog::tr("Show data as table…"), chart);
    action->setObjectName(QStringLiteral("showDataTableAction"));
    QObject::connect(action, &QAction::triggered, chart, [chart, data] {
        auto [title, table] = data();
        ChartDataDialog dialog(title, std::move(table), chart->window());
        dialog.exec();
    });
    chart->addAction(action);
    chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    return action;
}

QAction *addDataTableAction(QChartView *chart)
{
    auto *action = new QAction(ChartDataDialog::tr("Show data as table…"), chart);
    action->setObjectName(QStringLiteral("showDataTableAction"));
    QObject::connect(action, &QAction::triggered, chart, [chart] {
        ChartDataDialog dialog(chart->chart(), chart->window());
        dialog.exec();
    });
    chart->addAction(action);
    chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    makeChartFocusable(chart);
    return action;
}

} // namespace fleet
