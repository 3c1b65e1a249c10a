// The ticked accelerators and the rows to overlay (comparisonmodel.h).
#include "comparisonmodel.h"

#include <algorithm>

namespace fleet {

void ComparisonModel::setChecked(const QString &id, bool checked)
{
    if (checked == m_ids.contains(id))
        return;
    if (checked)
        m_ids << id;
    else
        m_ids.removeAll(id);
    Q_EMIT changed();
}

void ComparisonModel::setIds(const QStringList &ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    Q_EMIT changed();
}

bool isPickedAccelerator(const Scenario &scenario, const Accelerator &a)
{
    return !scenario.accelerator.custom && scenario.accelerator.id == a.id;
}

std::vector<ComparisonRow> overlaidAccelerators(const Scenario &scenario, const Catalog &catalog,
                                                const QStringList &ticked)
{
    std::vector<ComparisonRow> rows = compareAccelerators(scenario, catalog, ticked);
    std::erase_if(
        rows, [&](const ComparisonRow &r) { return isPickedAccelerator(scenario, r.accelerator); });
    return rows;
}

} // namespace fleet
