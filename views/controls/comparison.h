// Comparing accelerators side by side: which catalog accelerators are ticked (shared by the
// roofline and power views), a panel to tick them, and the small table of their key figures.
#pragma once

#include "catalog.h"
#include "compare.h"
#include "results.h"
#include "scenario.h"

#include <QColor>
#include <QObject>
#include <QPen>
#include <QStringList>
#include <QWidget>

#include <vector>

class QListWidget;
class QTableWidget;

namespace fleet {

class ScenarioDocument;

/// The set of ticked accelerator ids. View state, not part of the scenario's physics: saved in
/// the file's view section, not undone.
class ComparisonModel : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    [[nodiscard]] const QStringList &ids() const { return m_ids; }
    [[nodiscard]] bool isChecked(const QString &id) const { return m_ids.contains(id); }
    void setChecked(const QString &id, bool checked);
    /// Ticks exactly these ids, in this order (a scenario's view section).
    void setIds(const QStringList &ids);

Q_SIGNALS:
    void changed();

private:
    QStringList m_ids;
};

/// A distinct colour and line style per catalog position, so overlays never rely on colour
/// alone.
[[nodiscard]] QPen comparisonPen(int index);

/// Whether `a` is the scenario's picked accelerator as the catalog has it (same id, no figure
/// edited): drawn already as the view's own solid roof or line, so never overlaid a second time.
[[nodiscard]] bool isPickedAccelerator(const Scenario &scenario, const Accelerator &a);

/// The ticked accelerators to overlay (compareAccelerators() in the ticked order), without the
/// picked one (isPickedAccelerator()).
[[nodiscard]] std::vector<ComparisonRow>
overlaidAccelerators(const Scenario &scenario, const Catalog &catalog, const QStringList &ticked);

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
