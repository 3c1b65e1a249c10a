// A chart's data as a table: "Show data as table…" in every chart's context menu opens a dialog
// with each series' points (or each bar) in a read-only, keyboard-navigable table whose headers
// carry the axes' titles with their units; Ctrl+C and "Copy as CSV" put CSV on the clipboard.
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

class QAction;
class QChart;
class QChartView;
class QTableWidget;

namespace fleet {

/// The QObject property naming an axis's unit when its title leaves the unit to the tick labels
/// ("Attainable performance" over "1 PFLOP/s"): the table's header is "title (unit)".
inline constexpr char kAxisUnitProperty[] = "fleetAxisUnit";

/// One chart's data: column headers ("Series", the x axis title, the y axis title — each with
/// its unit as the axis title gives it) and rows. Each cell keeps its text (series name,
/// category) or number.
struct ChartTable
{
    QStringList headers;
    struct Cell
    {
        QString text;      ///< for a text cell
        double number = 0; ///< for a number cell
        bool isNumber = false;
    };
    std::vector<std::vector<Cell>> rows;
};

/// The data of every visible series of `chart` (skipping series without points): for an XY
/// series one row per point (series name, x, y); for a bar series one row per bar (category,
/// set, value). Shaded bands are left out.
[[nodiscard]] ChartTable chartTable(const QChart *chart);

/// The table as CSV (RFC 4180: comma separated, fields with a comma, quote or line break quoted,
/// lines ended by CRLF), numbers with 15 significant digits ("1024", "0.000123", "2.5e+18").
[[nodiscard]] QString chartTableCsv(const ChartTable &table);

/// A column heading with its unit: ("Cluster MTBF", "h") → "Cluster MTBF (h)"; the title alone
/// when `unit` is empty. Translated ("%1（%2）" in Chinese).
[[nodiscard]] QString headingWithUnit(const QString &title, const QString &unit);

/// A number as the table shows it: up to ten significant digits, as a power of ten where printf
/// would write an exponent (formatPowerOfTen()).
[[nodiscard]] QString tableNumber(double v);

/// The dialog: the chart's title, the table (read-only; arrows, Page Up/Down, Home/End; Ctrl+C
/// copies the selected cells as CSV, or the whole table when nothing is selected), "Copy as CSV"
/// (the whole table) and Close.
class ChartDataDialog : public QDialog
{
    Q_OBJECT

public:
    ChartDataDialog(const QChart *chart, QWidget *parent = nullptr);
    /// The same for a chart drawn by this project (the tornado chart): its title and table.
    ChartDataDialog(const QString &title, ChartTable data, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    /// The selected cells as CSV (the whole table when nothing is selected), with the headers.
    [[nodiscard]] QString selectionCsv() const;
    /// Puts the whole table on the clipboard as CSV.
    void copyAll();
    /// Puts selectionCsv() on the clipboard.
    void copySelection();

protected:
    /// Ctrl+C in the table: copySelection().
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ChartTable m_data;
    QTableWidget *m_table;
};

/// Adds "Show data as table…" to the chart's own actions (its context menu) and makes the chart
/// reachable from the keyboard with a visible focus frame (makeChartFocusable()). Returns the
/// action.
QAction *addDataTableAction(QChartView *chart);
/// The same for a chart drawn by this project: `data` gives its table and title when asked.
/// The widget keeps its own focus and frame.
QAction *addDataTableAction(QWidget *chart, std::function<std::pair<QString, ChartTable>()> data);

} // namespace fleet
