// Comparing accelerators side by side: the panel that ticks them (the ticked set is the
// document's ComparisonModel), the small table of their key figures, and their overlay pens.
#pragma once

#include "comparisonmodel.h"

#include <QPen>
#include <QWidget>

class QListWidget;
class QTableWidget;

namespace fleet {

class ScenarioDocument;

/// A distinct colour and line style per catalog position, so overlays never rely on colour
/// alone.
[[nodiscard]] QPen comparisonPen(int index);

/// Checkable list of catalog accelerators plus a table: ridge point, decode tokens/s for the
/// current model, rack kW, for the picked accelerator and every ticked one.
class ComparisonPanel : public QWidget
{
    Q_OBJECT

public:
    ComparisonPanel(ScenarioDocument *document, ComparisonModel *model, QWidget *parent = nullptr);
    [[nodiscard]] QListWidget *list() const { return m_list; }
    [[nodiscard]] QTableWidget *table() const { return m_table; }
    /// Rebuilds the table from the document (call from the owning view's refresh).
    void refresh();

private:
    void syncChecks();
    ScenarioDocument *m_document;
    ComparisonModel *m_model;
    QListWidget *m_list;
    QTableWidget *m_table;
};

} // namespace fleet
