// Curves for the charts (curves.h): the physics sampled over log-spaced ranges (finite points,
// y > 0 where the axis is logarithmic), the tree/ring crossover in N, and the hover lookup
// (nearest point, interpolation in the plot's own coordinates).
#include "curves.h"

#include "coupling.h"
#include "results.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace fleet {

std::vector<double> logSpace(double min, double max, int count)
{
    if (!(min > 0) || !(max >= min) || count < 2)
        throw std::invalid_argument("logSpace: needs 0 < min <= max and count >= 2");
    std::vector<double> out(static_cast<size_t>(count));
    const double a = std::log10(min);
    const double b = std::log10(max);
    for (int i = 0; i < count; ++i)
        out[static_cast<size_t>(i)] = std::pow(10.0, a + (b - a) * i / (count - 1));
    out.front() = min;
    out.back() = max;
    return out;
}

std::vector<double> logSpaceIntegers(double min, double max, int count)
{
    std::vector<double> out;
    for (double v : logSpace(min, max, count)) {
        const double n = std::round(v);
        if (out.empty() || n > out.back())
            out.push_back(n);
    }
    return out;
}

Curve rooflineCurve(double peakFlopPerS, double bandwidthBytesPerS, double iMin, double iMax)
{
    const double ridge = ridgePoint(peakFlopPerS, bandwidthBytesPerS);
    Curve c;
    c.push_back({iMin, attainableFlopPerS(peakFlopPerS, bandwidthBytesPerS, iMin)});
    if (ridge > iMin && ridge < iMax)
        c.push_back({ridge, peakFlopPerS});
    c.push_back({iMax, attainableFlopPerS(peakFlopPerS, bandwidthBytesPerS, iMax)});
    return c;
}

namespace {
template <typename F> Curve sample(const std::vector<double> &xs, F f)
{
    Curve c;
    c.reserve(xs.size());
    for (double x : xs)
        c.push_back({x, f(x)});
    return c;
}
} // namespace

Curve idealSpeedupCurve(double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count), [](double n) { return n; });
}

Curve amdahlCurve(double serialFraction, double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count),
                  [serialFraction](double n) { return amdahlSpeedup(serialFraction, n); });
}

Curve gustafsonCurve(double serialFraction, double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count),
                  [serialFraction](double n) { return gustafsonSpeedup(serialFraction, n); });
}

Curve empiricalSpeedupPoints()
{
    Curve c;
    for (const EfficiencyPoint &p : empiricalEfficiencyTable()) {
        if (p.accelerators > 1)
            c.push_back({p.accelerators, p.accelerators * p.efficiency});
    }
    return c;
}

Curve empiricalSpeedupCurve(double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count),
                  [](double n) { return n * empiricalScalingEfficiency(n); });
}

Curve clusterMtbfCurve(double mttfH, double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count),
                  [mttfH](double n) { return clusterMtbfH(mttfH, n); });
}

Curve failureProbabilityCurve(double mttfH, double horizonH, double nMin, double nMax, int count)
{
    return sample(logSpace(nMin, nMax, count),
                  [=](double n) { return failureProbability(horizonH, clusterMtbfH(mttfH, n)); });
}

Curve wastedTimeCurve(double writeTimeS, double mtbfS, double tauMin, double tauMax, int count)
{
    return sample(logSpace(tauMin, tauMax, count),
                  [=](double tau) { return wastedTimeFraction(tau, writeTimeS, mtbfS); });
}

Curve rackPowerCurve(double acceleratorsPerNode, double clusterAccelerators, double tdpW,
                     double nodesMax, double nodeOverheadW)
{
    const double full = clusterAccelerators / acceleratorsPerNode; // nodes that hold all of N
    auto at = [&](double nodes) {
        return rackPowerW(acceleratorsPerNode, nodes, clusterAccelerators, tdpW, nodeOverheadW);
    };
    Curve c{{0, 0}};
    if (nodeOverheadW > 0) {
        // Hosts come a node at a time: exact at every whole number of nodes.
        for (double nodes = 1; nodes < std::min(std::ceil(full), nodesMax); ++nodes)
            c.push_back({nodes, at(nodes)});
    }
    if (full > 0 && full < nodesMax)
        c.push_back({full, at(full)});
    c.push_back({nodesMax, at(nodesMax)});
    return c;
}

namespace {
void dropNonPositive(Curve &c)
{
    std::erase_if(c, [](const CurvePoint &p) { return !(p.y > 0) || !std::isfinite(p.y); });
}
} // namespace

Curve allReduceVsAccelerators(AllReduceAlgorithm algorithm, TimePart part, double messageBytes,
                              double nMin, double nMax, int count, const AllReduceSetup &setup)
{
    std::vector<double> ns = logSpaceIntegers(nMin, nMax, count);
    if (algorithm == AllReduceAlgorithm::Hierarchical) {
        // Whole nodes beyond one node: a partly filled node is slower (its few accelerators
        // carry the node's share), which over every N draws a saw-tooth that hides the trend.
        const double g = setup.acceleratorsPerNode;
        for (double &n : ns)
            n = n <= g ? n : std::round(n / g) * g;
        ns.erase(std::unique(ns.begin(), ns.end()), ns.end());
    }
    Curve c = sample(
        ns, [&](double n) { return allReduceTime(algorithm, messageBytes, n, setup).part(part); });
    dropNonPositive(c);
    return c;
}

Curve allReduceVsMessage(AllReduceAlgorithm algorithm, TimePart part, double n, double mMin,
                         double mMax, int count, const AllReduceSetup &setup)
{
    Curve c = sample(logSpace(mMin, mMax, count),
                     [&](double m) { return allReduceTime(algorithm, m, n, setup).part(part); });
    dropNonPositive(c);
    return c;
}

double treeBeatsRingFromAccelerators(double messageBytes, double nMax, const AllReduceSetup &setup)
{
    // ⌈log2 N⌉ makes the tree's cost a staircase and the node boundary switches links, so
    // there is no closed form: scan every N up to 256, then in 2 % steps (~600 evaluations).
    for (double n = 2; n <= nMax; n = n < 256 ? n + 1 : std::ceil(n * 1.02)) {
        if (allReduceTime(AllReduceAlgorithm::Tree, messageBytes, n, setup).totalS() <
            allReduceTime(AllReduceAlgorithm::Ring, messageBytes, n, setup).totalS())
            return n;
    }
    return 0;
}

namespace {
double plotCoordinate(double v, bool log)
{
    return log ? std::log10(std::max(v, 1e-300)) : v;
}
} // namespace

int nearestPointIndex(const Curve &curve, double x, double y, bool logX, bool logY, double xSpan,
                      double ySpan)
{
    const double px = plotCoordinate(x, logX);
    const double py = plotCoordinate(y, logY);
    const double sx = xSpan > 0 ? xSpan : 1.0;
    const double sy = ySpan > 0 ? ySpan : 1.0;
    int best = -1;
    double bestDistance = INFINITY;
    for (size_t i = 0; i < curve.size(); ++i) {
        const double dx = (plotCoordinate(curve[i].x, logX) - px) / sx;
        const double dy = (plotCoordinate(curve[i].y, logY) - py) / sy;
        const double d = dx * dx + dy * dy;
        if (d < bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

double interpolateCurve(const Curve &curve, double x, bool logX, bool logY)
{
    if (curve.empty())
        throw std::invalid_argument("interpolateCurve: empty curve");
    if (x <= curve.front().x)
        return curve.front().y;
    if (x >= curve.back().x)
        return curve.back().y;
    const auto upper = std::lower_bound(curve.begin(), curve.end(), x,
                                        [](const CurvePoint &p, double v) { return p.x < v; });
    const auto lower = upper - 1;
    const double x0 = plotCoordinate(lower->x, logX);
    const double x1 = plotCoordinate(upper->x, logX);
    const double t = x1 > x0 ? (plotCoordinate(x, logX) - x0) / (x1 - x0) : 0.0;
    const double y0 = plotCoordinate(lower->y, logY);
    const double y1 = plotCoordinate(upper->y, logY);
    const double y = y0 + t * (y1 - y0);
    return logY ? std::pow(10.0, y) : y;
}

UtilizationVsAccelerators utilizationVsAccelerators(const Scenario &s,
                                                    const std::vector<double> &sizes)
{
    UtilizationVsAccelerators out;
    Scenario at = s;
    at.parallelism.data.reset(); // "auto": d follows N
    for (const double n : sizes) {
        if (!(n >= 1 && n <= 200000))
            continue;
        at.cluster.accelerators = int(std::round(n));
        const Results r = evaluate(at);
        const auto &u = r.utilization;
        if (!(u.peakFlopPerS > 0))
            continue;
        const double x = at.cluster.accelerators;
        out.beforeOverheads.push_back({x, u.afterScalingFlopPerS / u.peakFlopPerS});
        out.effective.push_back({x, u.effectiveFraction});
        if (u.trainingTimeS && std::isfinite(*u.trainingTimeS) && *u.trainingTimeS > 0)
            out.trainingTimeS.push_back({x, *u.trainingTimeS});
    }
    return out;
}

} // namespace fleet
