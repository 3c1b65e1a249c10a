// ReferenceView: every table of the appendix reproduced live by the model — each printed
// value beside the computed one, the check in words and colour, notes, Markdown and CSV export.
#pragma once

#include "explorerview.h"
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
