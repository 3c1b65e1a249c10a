#include "compare.h"

namespace fleet {

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
        if (!a->supports(s.precision))
            s.precision = Precision::BF16;
        rows.push_back({*a, s.precision, evaluate(s)});
    }
    return rows;
}

} // namespace fleet
