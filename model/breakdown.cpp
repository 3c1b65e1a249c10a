// The compound-utilization waterfall (breakdown.h): N × peak, × MFU, × η_scaling, then each
// operational overhead removing its share of the rate after scaling, down to R_eff.
#include "breakdown.h"

#include <algorithm>

namespace fleet {

UtilizationBreakdown utilizationBreakdown(const Scenario & /*scenario*/, const Results &r)
{
    const auto &u = r.utilization;
    const double peak = u.peakFlopPerS;
    UtilizationBreakdown b;
    int next = 0;
    auto bar = [&](UtilizationStep step, double before, double after) {
        b.bars[size_t(next++)] = {step, after / peak, (before - after) / peak, after,
                                  before - after};
    };
    bar(UtilizationStep::Peak, peak, peak);
    bar(UtilizationStep::Mfu, peak, u.afterMfuFlopPerS);
    bar(UtilizationStep::ScalingEfficiency, u.afterMfuFlopPerS, u.afterScalingFlopPerS);
    double level = u.afterScalingFlopPerS;
    const auto &ops = r.operations;
    const double terms[kOverheadCount] = {ops.pipelineBubble, ops.checkpointOverhead,
                                          ops.failureOverhead, ops.maintenance};
    for (int i = 0; i < kOverheadCount; ++i) {
        // A stalled run loses everything that is left; no bar goes below zero.
        const double after = std::max(0.0, level - u.afterScalingFlopPerS * terms[i]);
        bar(UtilizationStep(int(UtilizationStep::PipelineBubble) + i), level, after);
        level = after;
    }
    bar(UtilizationStep::Effective, u.effectiveFlopPerS, u.effectiveFlopPerS);

    const double mfu = u.mfu; // the MFU used: the one set, or the layout's
    const double eta = r.scaling.scalingEfficiency;
    b.lostToMfu = 1 - mfu;
    b.lostToScaling = mfu * (1 - eta);
    b.lostToOperations = mfu * eta * (1 - u.operationalGoodput);
    return b;
}

} // namespace fleet
