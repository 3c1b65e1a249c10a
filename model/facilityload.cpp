// facilityLoadAcrossPueTiers (facilityload.h): the power view's facility bars.
#include "facilityload.h"

#include "physics.h"

namespace fleet {

std::vector<FacilityLoadBar> facilityLoadAcrossPueTiers(const Catalog &catalog,
                                                        const Results &results, double scenarioPue)
{
    const double it = results.power.itLoadW;
    std::vector<FacilityLoadBar> bars;
    bars.reserve(catalog.pueTiers.size() + 1);
    for (const PueTier &tier : catalog.pueTiers)
        bars.push_back({&tier, tier.pue, it, facilityLoadW(it, tier.pue) - it});
    bars.push_back({nullptr, scenarioPue, it, results.power.overheadW});
    return bars;
}

} // namespace fleet
