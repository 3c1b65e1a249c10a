// NodeComponentsEditor: the parts of every node besides its accelerators (name, count per node,
// MTTF in hours), editable in a small table. Each edit, addition or removal is one undo step;
// a value outside its range is refused with the reason, and the table shows the document again.
#pragma once

#include <QWidget>

class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace fleet {

class ScenarioDocument;

class NodeComponentsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit NodeComponentsEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] QPushButton *addButton() const { return m_add; }
    [[nodiscard]] QPushButton *removeButton() const { return m_remove; }

    /// Shows the document's components (without emitting edits).
    void sync();

private:
    void onItemChanged(QTableWidgetItem *item);

    ScenarioDocument *m_document;
    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace fleet
