// CompareView: the design review in the window — pin the open scenario as design A–D, name
// each, and read the bottom-line metrics side by side (the change against the first design and
// the better value marked in words) and the inputs that differ.
#pragma once

#include "designcomparison.h"
#include "explorerview.h"

#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace fleet {

class SensitivityPanel;
class TablePicture;
class SweepPanel;
class TradeoffPanel;

/// The "Compare" tab (id "compare"). Its columns are the pinned designs (ScenarioDocument::
/// pins()) and, while the open scenario is neither followed by a design nor equal to one, the
/// open scenario as "Current (not pinned)". The tables are the model's reviewTable() and
/// inputDifferences(); the side column pins, names, edits and unpins designs. The tables are
/// the first of four pages; the second is the sensitivity (tornado chart and goal seek), the
/// third the trade-off map, the fourth the sweep (any output against any input, a curve per
/// design). Only the page shown is recomputed.
class CompareView : public ExplorerView
{
    Q_OBJECT

public:
    explicit CompareView(ScenarioDocument *document, QWidget *parent = nullptr);
    /// Disconnects the tables' headers first: ~QWidget hides the tables, which resizes their
    /// sections and would call this view's slot once it is no longer a CompareView.
    ~CompareView() override;

    /// The bottom-line table (objectName "compareMetricTable"): one row per headline metric
    /// and the cooling verdict, one column per design.
    [[nodiscard]] QTableWidget *metricTable() const { return m_metrics; }
    /// The inputs that differ (objectName "compareInputTable").
    [[nodiscard]] QTableWidget *inputTable() const { return m_inputs; }
    /// "Pin the current scenario" (objectName "pinDesignButton").
    [[nodiscard]] QPushButton *pinButton() const { return m_pin; }
    /// "Pin a file…" (objectName "pinFileButton"): emits pinFileRequested().
    [[nodiscard]] QPushButton *pinFileButton() const { return m_pinFile; }
    /// The name field of design `index` (objectName "designName<A>").
    [[nodiscard]] QLineEdit *nameEdit(int index) const;
    /// "Edit" of design `index`: makes it the open scenario (objectName "editDesign<A>").
    [[nodiscard]] QPushButton *editButton(int index) const;
    /// "Unpin" of design `index` (objectName "unpinDesign<A>").
    [[nodiscard]] QPushButton *unpinButton(int index) const;
    /// The pages: "Designs" (the tables), "Sensitivity", "Trade-off map", "Sweep" (objectName
    /// "comparePages").
    [[nodiscard]] QTabWidget *pages() const { return m_pages; }
    [[nodiscard]] SensitivityPanel *sensitivityPanel() const { return m_sensitivity; }
    [[nodiscard]] TradeoffPanel *tradeoffPanel() const { return m_tradeoff; }
    [[nodiscard]] SweepPanel *sweepPanel() const { return m_sweep; }
    /// The designs the tables show, in column order (the open scenario last when shown).
    [[nodiscard]] const std::vector<Design> &shownDesigns() const { return m_shown; }
    /// The text of a metric table cell by the row's label and the column (design) index, as
    /// reviewCellText() writes it: "10.8 h (−50.5 %) ✓ best".
    [[nodiscard]] QString cellText(const QString &rowLabel, int column) const;

    /// The tables as pictures for an export (tablepicture.h): the bottom line, the inputs that
    /// differ (each standing in for its table: its context menu exports it), and both together.
    [[nodiscard]] TablePicture *metricPicture() const { return m_metricPicture; }
    [[nodiscard]] TablePicture *inputPicture() const { return m_inputPicture; }
    [[nodiscard]] TablePicture *tablesPicture() const { return m_tablesPicture; }
    /// The current page's chart: both tables as one picture, the tornado, the trade-off map or
    /// the sweep's chart — never a grab of the page with its buttons.
    [[nodiscard]] QWidget *pageChart() const override;

    void setFontScale(double scale) override;
    /// On the Designs page: the designs compared and what the marks mean. On the Sweep page: the
    /// hardware and N, then what is swept and each crossing in words (SweepPanel::caption()); else
    /// the view's default caption.
    [[nodiscard]] QString slideCaption() const override;
    /// Presentation mode: the tables read in large type (1.35× the view's font) across the
    /// view, and the designs stay beside them (the pin buttons are this view's own controls).
    void setPresentation(bool on) override;
    void setInputsShown(bool shown) override;

Q_SIGNALS:
    /// A tornado bar was clicked: the window shows that input's control.
    void inputRequested(fleet::FieldId field);
    /// "Pin a file…" was clicked: the window asks for a scenario file and pins it.
    void pinFileRequested();
    /// A chart was made after the view was built (the sweep's, for a new kind of axes): the
    /// window gives it the export and copy commands.
    void chartAdded(QWidget *chart);

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// The tables' font: the view's, 1.35× as large while presenting.
    void applyTableFont();
    struct DesignRow
    {
        QWidget *row = nullptr;
        QLabel *letter = nullptr;
        QLineEdit *name = nullptr;
        QPushButton *edit = nullptr;
        QPushButton *unpin = nullptr;
    };

    void rebuildDesignRows();
    void syncDesignRows();
    /// The rows of a table whose texts changed in a refresh, or all of them (its shape changed).
    struct ChangedRows
    {
        bool all = false;
        std::vector<int> rows;
        [[nodiscard]] bool any() const { return all || !rows.empty(); }
    };
    /// Fill the tables from m_shown, reusing their items; say which rows changed (a text, a
    /// mark; all of them when the table's shape changed): those are fitted again.
    ChangedRows fillMetricTable();
    ChangedRows fillInputTable();
    /// The tables' pictures from the tables as shown.
    void fillPictures();
    /// Sizes the tables to their rows (the bottom line before the inputs): every row, or only
    /// those that changed (a slider step changes one column; measuring every row's texts again
    /// was most of a step with four designs pinned).
    void fitTables(const ChangedRows &metrics = {.all = true, .rows = {}},
                   const ChangedRows &inputs = {.all = true, .rows = {}});
    void scheduleFit();
    [[nodiscard]] QString columnTitle(int column) const;

    QTabWidget *m_pages;
    SensitivityPanel *m_sensitivity;
    TradeoffPanel *m_tradeoff;
    SweepPanel *m_sweep;
    QTableWidget *m_metrics;
    QTableWidget *m_inputs;
    TablePicture *m_metricPicture;
    TablePicture *m_inputPicture;
    TablePicture *m_tablesPicture;
    QLabel *m_metricsTitle = nullptr;
    QLabel *m_inputsTitle = nullptr;
    QLabel *m_hint;
    QLabel *m_legend;
    QPushButton *m_pin;
    QPushButton *m_pinFile = nullptr; ///< "Pin a file…"
    QWidget *m_designBox;
    std::vector<DesignRow> m_rows;
    std::vector<Design> m_shown;
    bool m_currentShown = false; ///< the last column is the open scenario, not a pin
    bool m_fitPending = false;
};

} // namespace fleet
