// ReferenceView: every table of the appendix reproduced live by the model — each printed
// value beside the computed one, the check in words and colour, notes, Markdown and CSV export.
#pragma once

#include "explorerview.h"
#include "fielddata.h"
#include "reference.h"

#include <QFont>

#include <array>

class QPushButton;
class QTreeWidget;

namespace fleet {

/// The "Reference" tab (id "reference"). A tree with one top-level item per appendix table
/// (title, source, agreement count) and one child per printed value, in the columns of Column.
/// The tables are recomputed from the document's catalog on refresh(); the tree is rebuilt only
/// when a value changed, so an open table keeps its scroll position.
class ReferenceView : public ExplorerView
{
    Q_OBJECT

public:
    enum Column {
        QuantityColumn,
        InputsColumn,
        PrintedColumn,
        ComputedColumn,
        CheckColumn,
        NoteColumn,
        ColumnCount
    };

    explicit ReferenceView(ScenarioDocument *document, QWidget *parent = nullptr);
    /// Stops listening to the tree first: ~QWidget hides the children, and the header's resize
    /// signals must not reach a view that is half destroyed.
    ~ReferenceView() override;

    /// The tree (objectName "referenceTree").
    [[nodiscard]] QTreeWidget *tree() const { return m_tree; }
    /// The tables the tree shows (computed on first show or export).
    [[nodiscard]] const std::vector<ReferenceTable> &tables() const { return m_tables; }
    [[nodiscard]] QPushButton *exportMarkdownButton() const { return m_exportMarkdown; }
    [[nodiscard]] QPushButton *exportCsvButton() const { return m_exportCsv; }
    /// The "Field data" table (objectName "fieldTree"): one row per published measurement of
    /// the shipped field data, in the columns of FieldColumn.
    [[nodiscard]] QTreeWidget *fieldTree() const;
    enum FieldColumn {
        FieldMeasureColumn,
        FieldMeasuredColumn,
        FieldModelColumn,
        FieldRatioColumn,
        FieldSourceColumn,
        FieldColumnCount
    };
    /// The field comparisons the table shows (compareFieldData() of the shipped file).
    [[nodiscard]] const std::vector<FieldComparison> &fieldComparisons() const;
    /// The field table as Markdown (fieldComparisonMarkdown()) or as CSV (RFC 4180, header
    /// id,measure,measured,model,unit,ratio,approximate,source), written atomically like the
    /// reference tables; false with lastError() when the file cannot be written.
    bool exportFieldMarkdown(const QString &path);
    bool exportFieldCsv(const QString &path);
    /// fieldCsv of the comparisons shown.
    [[nodiscard]] QString fieldCsv() const;

    /// Writes referenceMarkdown() of the current tables to `path` atomically (QSaveFile).
    /// Returns false, leaving any existing file intact, when it cannot be written; lastError()
    /// then says why. The "Export Markdown…" button calls it and shows the error.
    bool exportMarkdown(const QString &path);
    /// Same for referenceCsv() (RFC 4180, UTF-8).
    bool exportCsv(const QString &path);
    /// Why the last export failed (the file system's message); empty after a success.
    [[nodiscard]] const QString &lastError() const { return m_lastError; }

    void setFontScale(double scale) override;

protected:
    void refresh() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateTables();
    void rebuildTree();
    void publishReadouts();
    void fitColumns();
    /// The widest word (plus cell padding) of each column but the note, in pixels at the tree's
    /// font: the narrowest a column can be without cutting a word. Cached until the rows or
    /// the font change.
    [[nodiscard]] std::array<int, NoteColumn> longestWords() const;
    void scheduleRowLayout();
    bool writeFile(const QString &path, const QByteArray &data);
    void exportWithDialog(bool markdown);

    QTreeWidget *m_tree;
    QPushButton *m_exportMarkdown;
    QPushButton *m_exportCsv;
    QTreeWidget *m_fieldTree;
    QPushButton *m_exportFieldMarkdown;
    QPushButton *m_exportFieldCsv;
    bool m_fieldTreeBuilt = false;
    /// Fills the field table the first time it is needed (the view shown, or the table asked
    /// for): the field data is read and run through the model then, not when the window opens.
    void buildFieldTree();
    void exportFieldWithDialog(bool markdown);
    std::vector<ReferenceTable> m_tables;
    QString m_signature; ///< referenceCsv() of m_tables: the tree is rebuilt when it changes
    QString m_lastError;
    QFont m_baseFont;
    bool m_fitting = false;
    bool m_userSizedColumns = false;
    bool m_layoutPending = false;
    mutable std::array<int, NoteColumn> m_longestWords{};
    mutable QFont m_longestWordsFont;
    mutable bool m_longestWordsValid = false;
};

} // namespace fleet
