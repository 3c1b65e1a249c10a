// Curves for the charts: the physics of physics.h sampled over log-spaced ranges, so views
// draw and never compute. Every point is finite; y > 0 wherever the chart axis is logarithmic.
#pragma once

#include "physics.h"
#include "scenario.h"

#include <vector>

namespace fleet {

struct CurvePoint
{
    double x;
    double y;
    bool operator==(const CurvePoint &) const = default;
};
using Curve = std::vector<CurvePoint>;

/// `count` ≥ 2 values from min to max (both > 0), evenly spaced in log10; ends exact.
[[nodiscard]] std::vector<double> logSpace(double min, double max, int count);
/// logSpace rounded to whole numbers with duplicates removed (for counts of accelerators).
[[nodiscard]] std::vector<double> logSpaceIntegers(double min, double max, int count);

/// Roofline min(R_peak, I·BW) over [iMin, iMax] FLOP/byte: at most three points (the slope's
/// start, the ridge, the roof's end) — a polyline is exact.
[[nodiscard]] Curve rooflineCurve(double peakFlopPerS, double bandwidthBytesPerS, double iMin,
                                  double iMax);

/// Ideal speedup S = N over log-spaced N.
[[nodiscard]] Curve idealSpeedupCurve(double nMin, double nMax, int count);
/// Amdahl speedup for serial fraction s over log-spaced N.
[[nodiscard]] Curve amdahlCurve(double serialFraction, double nMin, double nMax, int count);
/// Gustafson speedup for serial fraction s over log-spaced N.
[[nodiscard]] Curve gustafsonCurve(double serialFraction, double nMin, double nMax, int count);
/// The appendix's empirical table as speedup points (N, N·η(N)), N ≥ 32.
[[nodiscard]] Curve empiricalSpeedupPoints();
/// Empirical speedup N·η(N) with η interpolated in log2 N, over log-spaced N.
[[nodiscard]] Curve empiricalSpeedupCurve(double nMin, double nMax, int count);

/// Cluster MTBF (hours) vs N.
[[nodiscard]] Curve clusterMtbfCurve(double mttfH, double nMin, double nMax, int count);
/// P(≥ 1 failure within horizon) vs N, as a fraction (0, 1].
[[nodiscard]] Curve failureProbabilityCurve(double mttfH, double horizonH, double nMin, double nMax,
                                            int count);
/// Wasted-time fraction vs checkpoint interval τ (seconds) for write time δ and MTBF (s); first
/// order and not capped (see wastedTimeFraction()).
[[nodiscard]] Curve wastedTimeCurve(double writeTimeS, double mtbfS, double tauMin, double tauMax,
                                    int count);

/// Rack power (W) vs nodes per rack over [0, nodesMax]: a · TDP + ⌈a / g⌉ · host overhead with
/// a = min(g × nodes, N) accelerators — a straight line (steps of one node with hosts) that
/// levels off once the rack would hold the whole cluster. Exact at every whole node.
[[nodiscard]] Curve rackPowerCurve(double acceleratorsPerNode, double clusterAccelerators,
                                   double tdpW, double nodesMax, double nodeOverheadW = 0);

/// AllReduce time (s) vs N (whole numbers, log-spaced from nMin ≥ 1; the hierarchical curve in
/// whole nodes beyond one node). Points whose value is 0 (N = 1) are dropped: they cannot sit on
/// a log axis.
[[nodiscard]] Curve allReduceVsAccelerators(AllReduceAlgorithm algorithm, TimePart part,
                                            double messageBytes, double nMin, double nMax,
                                            int count, const AllReduceSetup &setup);
/// AllReduce time (s) vs message size (bytes, log-spaced) at N accelerators (N ≥ 2).
[[nodiscard]] Curve allReduceVsMessage(AllReduceAlgorithm algorithm, TimePart part, double n,
                                       double mMin, double mMax, int count,
                                       const AllReduceSetup &setup);

/// The smallest N in [2, nMax] at which a flat tree AllReduce of M bytes is faster than a flat
/// ring (with the scenario's link rules), or 0 when the tree never wins in that range.
[[nodiscard]] double treeBeatsRingFromAccelerators(double messageBytes, double nMax,
                                                   const AllReduceSetup &setup);

/// The compound utilization chain at other cluster sizes (SPEC §2.6, §8): `s` evaluated at each
/// N of `sizes` (1–200,000; others are skipped), the training layout's data degree following
/// N. Fractions are of N × peak, in [0, 1]; times in seconds.
struct UtilizationVsAccelerators
{
    /// MFU × η_scaling: the hand-set MFU times the scaling efficiency at N, or the layout's MFU
    /// (which already pays the communication, η_scaling = 1).
    Curve beforeOverheads;
    Curve effective;     ///< × the operational goodput (the effective fraction of peak)
    Curve trainingTimeS; ///< the run's wall-clock time; no point where the run never progresses
};
[[nodiscard]] UtilizationVsAccelerators utilizationVsAccelerators(const Scenario &s,
                                                                  const std::vector<double> &sizes);

/// Index of the point nearest to (x, y) in the plot's own coordinates: log10 on axes flagged
/// logarithmic, each axis normalised by its visible span so both directions weigh the same.
/// Returns -1 for an empty curve. Used by hover callouts.
[[nodiscard]] int nearestPointIndex(const Curve &curve, double x, double y, bool logX, bool logY,
                                    double xSpan, double ySpan);

/// y on the polyline at x (linear in the plot's coordinates between neighbours, log10 where
/// flagged), clamped to the ends. Requires a non-empty curve sorted by x.
[[nodiscard]] double interpolateCurve(const Curve &curve, double x, bool logX, bool logY);

} // namespace fleet
