// One scenario evaluated with other accelerators (compare.h), for the comparison tables and
// overlays: each keeps the scenario's workload and cluster, its own host power where the
// scenario uses the vendor figure, and BF16 where it has no FP8 peak.
#include "compare.h"

namespace fleet {

bool isVendorNodeOverhead(const Scenario &scenario)
{
    return scenario.accelerator.nodeOverheadW &&
           *scenario.accelerator.nodeOverheadW == scenario.cluster.nodeOverheadW &&
           scenario.cluster.nodeOverheadW > 0;
}

bool isHandSetNodeOverhead(const Scenario &scenario)
{
    return scenario.cluster.nodeOverheadW > 0 && !isVendorNodeOverhead(scenario);
}

double comparedNodeOverheadW(const Scenario &scenario, const Accelerator &other)
{
    return isVendorNodeOverhead(scenario) ? other.nodeOverheadW.value_or(0)
                                          : scenario.cluster.nodeOverheadW;
}

std::vector<ComparisonRow> compareAccelerators(const Scenario &scenario, const Catalog &catalog,
                                               const QStringList &ids)
{
    std::vector<ComparisonRow> rows;
    for (const QString &id : ids) {
        const Accelerator *a = catalog.findAccelerator(id.toStdString());
        if (!a)
            continue;
        Scenario s = scenario;
        s.accelerator = *a;
        s.cluster.nodeOverheadW = comparedNodeOverheadW(scenario, *a);
        if (!a->supports(s.precision))
            s.precision = Precision::BF16;
        rows.push_back({*a, s.precision, evaluate(s)});
    }
    return rows;
}

} // namespace fleet
