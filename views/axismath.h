// Axis arithmetic shared by the charts: whole decades for log axes, 1-2-5 steps for linear ones.
#pragma once

#include <cmath>
#include <vector>

namespace fleet {

/// The power of ten at or below v (v > 0): 295 → 100.
inline double decadeBelow(double v) { return std::pow(10.0, std::floor(std::log10(v))); }
/// The power of ten at or above v (v > 0): 295 → 1000.
inline double decadeAbove(double v) { return std::pow(10.0, std::ceil(std::log10(v))); }

/// The smallest 1, 2 or 5 × 10^k at or above v (v > 0): 0.83 → 1, 1.13 → 2, 3.2 → 5.
inline double niceCeiling(double v)
{
    if (!(v > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 2.0, 5.0}) {
        if (v <= step * magnitude * (1 + 1e-12))
            return step * magnitude;
    }
    return 10 * magnitude;
}

/// A 1, 2 or 5 × 10^k tick interval giving about four to ten ticks over `span`.
inline double niceTickInterval(double span)
{
    if (!(span > 0))
        return 1;
    return niceCeiling(span / 6);
}

/// Where grid lines go over [min, max]. Linear axes: multiples of niceTickInterval(span)
/// (major only). Log axes (min > 0): the decades (major), and 2…9 × each decade (minor).
struct GridLines
{
    std::vector<double> major;
    std::vector<double> minor;
};

inline GridLines gridLines(double min, double max, bool log)
{
    GridLines out;
    if (!(max > min) || !std::isfinite(min) || !std::isfinite(max))
        return out;
    if (!log) {
        const double step = niceTickInterval(max - min);
        for (double v = std::ceil(min / step - 1e-9) * step; v <= max * (1 + 1e-12) + 1e-12; v += step)
            out.major.push_back(std::abs(v) < step * 1e-9 ? 0.0 : v);
        return out;
    }
    if (!(min > 0))
        return out;
    for (double decade = decadeBelow(min); decade <= max * (1 + 1e-12); decade *= 10) {
        if (decade >= min * (1 - 1e-12))
            out.major.push_back(decade);
        for (int k = 2; k <= 9; ++k) {
            const double v = decade * k;
            if (v > min && v < max)
                out.minor.push_back(v);
        }
    }
    return out;
}

} // namespace fleet
