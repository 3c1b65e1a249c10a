// Evaluating one scenario with other hardware, for side-by-side tables and overlays.
#pragma once

#include "catalog.h"
#include "results.h"
#include "scenario.h"

#include <QStringList>

#include <vector>

namespace fleet {

/// One compared accelerator under the current scenario (its workload, cluster and precision;
/// BF16 where the accelerator has no FP8 peak; host power per comparedNodeOverheadW()).
struct ComparisonRow
{
    Accelerator accelerator;
    Precision precision;
    Results results;
};

/// Whether the scenario's host power per node is its accelerator's vendor-system figure from
/// the catalog (Accelerator::nodeOverheadW, e.g. the H100's 4,600 W) rather than a figure set by
/// hand; 0 (the appendix's accelerators-only accounting) is neither.
[[nodiscard]] bool isVendorNodeOverhead(const Scenario &scenario);

/// Whether the host power per node was set by hand: above 0 and not the accelerator's vendor
/// figure (isVendorNodeOverhead()).
[[nodiscard]] bool isHandSetNodeOverhead(const Scenario &scenario);

/// The host power per node a compared accelerator is given: its own vendor system's figure (0
/// without one) when the scenario uses the picked accelerator's vendor figure, else the
/// scenario's own value (the same hosts).
[[nodiscard]] double comparedNodeOverheadW(const Scenario &scenario, const Accelerator &other);

/// Evaluates the scenario with each listed catalog accelerator in place of the picked one, in
/// the order given; ids not in the catalog are skipped. Pure.
[[nodiscard]] std::vector<ComparisonRow>
compareAccelerators(const Scenario &scenario, const Catalog &catalog, const QStringList &ids);

} // namespace fleet
