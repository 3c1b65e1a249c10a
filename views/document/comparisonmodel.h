// Which catalog accelerators are overlaid for comparison (shared by the roofline and power
// views): the ticked set, and the rows of the ones to draw. No widget: the document owns it.
#pragma once

#include "catalog.h"
#include "compare.h"
#include "results.h"
#include "scenario.h"

#include <QObject>
#include <QStringList>

#include <vector>

namespace fleet {

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

/// Whether `a` is the scenario's picked accelerator as the catalog has it (same id, no figure
/// edited): drawn already as the view's own solid roof or line, so never overlaid a second time.
[[nodiscard]] bool isPickedAccelerator(const Scenario &scenario, const Accelerator &a);

/// The ticked accelerators to overlay (compareAccelerators() in the ticked order), without the
/// picked one (isPickedAccelerator()).
[[nodiscard]] std::vector<ComparisonRow>
overlaidAccelerators(const Scenario &scenario, const Catalog &catalog, const QStringList &ticked);

} // namespace fleet
