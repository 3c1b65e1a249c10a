// Axis arithmetic shared by the charts: whole decades for log axes, 1-2-5 steps for linear ones.
#pragma once

#include <QString>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet {

/// The power of ten at or below v (v > 0): 295 → 100.
inline double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}
/// The power of ten at or above v (v > 0): 295 → 1000.
inline double decadeAbove(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v)));
}

/// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k at or above v (v > 0), so an
/// axis top leaves little empty room: 0.83 → 1, 1.13 → 1.2, 1,012.7 → 1,200.
inline double niceCeiling(double v)
{
    if (!(v > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0}) {
        if (v <= step * magnitude * (1 + 1e-12))
            return step * magnitude;
    }
    return 10 * magnitude;
}

/// The 1, 2 or 5 × 10^k tick interval that divides `span` into the number of intervals closest
/// to six (in ratio): always between about 4 and 10 intervals.
inline double niceTickInterval(double span)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(span / 6)));
    double best = magnitude;
    double bestDistance = 1e300;
    for (double scale : {0.1, 1.0, 10.0}) {
        for (double step : {1.0, 2.0, 5.0}) {
            const double interval = step * magnitude * scale;
            const double distance = std::abs(std::log(span / interval / 6));
            if (distance < bestDistance) {
                bestDistance = distance;
                best = interval;
            }
        }
    }
    return best;
}

/// niceTickInterval(span), made coarser along 1-2-5 steps until each tick label's share of an
/// axis `pixels` long holds `labelExtent` pixels (a label's height on a vertical axis, its width
/// on a horizontal one, with the axis's padding). Qt Charts gives each of the n labels
/// pixels / n and elides a label to "..." that does not fit its share; n is at most
/// span / interval + 1 ticks. Coarser until one tick is left. With no room to measure
/// (pixels ≤ 0), the nice interval as it is.
inline double readableTickInterval(double span, double pixels, double labelExtent)
{
    double interval = niceTickInterval(span);
    if (!(pixels > 0) || !(labelExtent > 0) || !(span > 0) || !std::isfinite(span))
        return interval;
    auto ticks = [span](double step) { return std::floor(span / step + 1e-9) + 1; };
    for (int i = 0; i < 30 && ticks(interval) > 1 && pixels / ticks(interval) < labelExtent; ++i) {
        const double mantissa = interval / std::pow(10.0, std::floor(std::log10(interval)));
        interval *= mantissa > 1.5 && mantissa < 3.5 ? 2.5 : 2.0; // 1 → 2 → 5 → 10
    }
    return interval;
}

/// The printf format of a linear axis's tick labels for ticks `interval` apart (a 1, 2 or 5 ×
/// 10^k step): as many decimals as tell neighbouring ticks apart, never exponent form:
/// 0.05 → "%.2f" (0.05, 0.10, 0.15), 0.5 → "%.1f", 1, 20 or 5,000 → "%.0f".
inline QString linearLabelFormat(double interval)
{
    int decimals = 0;
    if (interval > 0 && std::isfinite(interval))
        decimals = std::clamp(int(-std::floor(std::log10(interval) + 1e-9)), 0, 12);
    return QStringLiteral("%.") + QString::number(decimals) + QLatin1Char('f');
}

/// The base of a log axis's labels (10: every decade; 100: every other one) for `pixels` of axis
/// over `decades` decades, given the base shown now. Every decade labelled needs 48 px, or
/// `labelPixels` when a label is wider (a horizontal axis in a large font); the switch back to
/// every decade needs 20 % more, because the new labels change the plot area, which without
/// that margin can flip the base back, and so on forever.
inline double logAxisBase(double currentBase, double pixels, double decades, double labelPixels = 0)
{
    if (!(decades > 0) || !(pixels > 0))
        return currentBase;
    const double perDecade = pixels / decades;
    const double needed = std::max(48.0, labelPixels);
    return perDecade < (currentBase == 100 ? needed * 1.2 : needed) ? 100 : 10;
}

/// A log-axis range in whole decades that holds [dataMin, dataMax] (both > 0). It depends
/// on the data alone, so the same inputs always show the same axis.
struct LogRange
{
    double min;
    double max;
};
inline LogRange decadeRange(double dataMin, double dataMax)
{
    return {decadeBelow(dataMin), decadeAbove(dataMax)};
}

/// Where grid lines go over [min, max]. Linear axes: multiples of `linearStep` (the axis's tick
/// interval), or of niceTickInterval(span) when it is 0 (major only). Log axes (min > 0): the
/// decades (major), and 2…9 × each decade (minor).
struct GridLines
{
    std::vector<double> major;
    std::vector<double> minor;
};

inline GridLines gridLines(double min, double max, bool log, double linearStep = 0)
{
    GridLines out;
    if (!(max > min) || !std::isfinite(min) || !std::isfinite(max))
        return out;
    if (!log) {
        const double step = linearStep > 0 ? linearStep : niceTickInterval(max - min);
        for (double v = std::ceil(min / step - 1e-9) * step; v <= max * (1 + 1e-12) + 1e-12;
             v += step)
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
