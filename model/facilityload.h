// The facility chart of the power view: the cluster's IT load and the facility overhead on top
// of it at every PUE tier of the catalog (appendix table 7), then at the scenario's own PUE.
#pragma once

#include "catalog.h"
#include "results.h"

#include <vector>

namespace fleet {

/// One bar of the facility chart, in watts.
struct FacilityLoadBar
{
    const PueTier *tier = nullptr; ///< the catalog's tier, or nullptr for the scenario's own PUE
    double pue = 1.0;              ///< ≥ 1
    double itLoadW = 0;            ///< the scenario's IT load, the same in every bar
    double overheadW = 0;          ///< facility − IT = (PUE − 1) × IT (cooling, conversion)
};

/// The scenario's IT load at each PUE tier of `catalog`, in the catalog's order, then one bar
/// at the scenario's own PUE whose overhead is the results' (so it equals the readouts). Pure;
/// raises nothing. Source: facility = IT × PUE (the appendix's power section, table 7).
[[nodiscard]] std::vector<FacilityLoadBar>
facilityLoadAcrossPueTiers(const Catalog &catalog, const Results &results, double scenarioPue);

} // namespace fleet
