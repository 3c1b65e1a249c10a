// A slider's travel to a value and back (slidermapping.h): linear, logarithmic, logarithmic
// from zero and quadratic travels, with ends that are exact and counts that are whole.
#include "slidermapping.h"

#include <algorithm>
#include <cmath>

namespace fleet {

SliderMapping SliderMapping::forField(const FieldSpec &spec, std::optional<double> travelMin,
                                      std::optional<double> travelMax)
{
    SliderMapping m{.scale = spec.slider,
                    .min = travelMin.value_or(spec.range.min),
                    .max = travelMax.value_or(spec.range.max),
                    .integer = spec.range.integer};
    if (m.scale == SliderScale::Log && m.min <= 0)
        m.min = m.max * 1e-6;
    return m;
}

std::vector<double> SliderMapping::roundValues(double min, double max)
{
    std::vector<double> out;
    if (!(min > 0) || !(max >= min) || !std::isfinite(max))
        return out;
    for (double decade = std::pow(10.0, std::floor(std::log10(min))); decade <= max; decade *= 10) {
        for (double m : {1.0, 2.0, 5.0}) {
            if (m * decade >= min && m * decade <= max)
                out.push_back(m * decade);
        }
    }
    for (double p = std::pow(2.0, std::floor(std::log2(min))); p <= max; p *= 2) {
        if (p >= min)
            out.push_back(p);
    }
    out.push_back(min);
    out.push_back(max);
    std::sort(out.begin(), out.end());
    // Decades and powers of two computed by repeated products are exact for the counts a
    // slider spans; a relative tolerance keeps 1e-3 × 10 and 1e-2 one value all the same.
    out.erase(std::unique(out.begin(), out.end(),
                          [](double a, double b) { return std::abs(a - b) <= 1e-9 * b; }),
              out.end());
    return out;
}

int SliderMapping::steps() const
{
    return stops.empty() ? kSteps : static_cast<int>(stops.size()) - 1;
}

int SliderMapping::position(double value) const
{
    if (std::isnan(value))
        return 0; // no position stands for "not a number"; std::lround(NaN) is undefined
    if (!stops.empty()) {
        if (value <= stops.front())
            return 0;
        if (value >= stops.back())
            return steps();
        const bool log = scale != SliderScale::Linear && stops.front() > 0;
        const auto distance = [&](double stop) {
            return log && value > 0 ? std::abs(std::log(value / stop)) : std::abs(value - stop);
        };
        int best = 0;
        for (int i = 1; i < static_cast<int>(stops.size()); ++i) {
            if (distance(stops[size_t(i)]) < distance(stops[size_t(best)]))
                best = i;
        }
        return best;
    }
    const double v = std::clamp(value, min, max);
    double t = 0;
    switch (scale) {
    case SliderScale::LogFromZero: {
        if (v < logStart)
            return v <= min ? 0 : 1;
        const double first = 1.0 / kSteps;
        t = first + (1 - first) * std::log(v / logStart) / std::log(max / logStart);
        break;
    }
    case SliderScale::Linear:
        t = (v - min) / (max - min);
        break;
    case SliderScale::Log:
        t = std::log(v / min) / std::log(max / min);
        break;
    case SliderScale::Quadratic:
        t = std::sqrt((v - min) / (max - min));
        break;
    }
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSteps));
}

double SliderMapping::value(int position) const
{
    if (!stops.empty())
        return stops[size_t(std::clamp(position, 0, steps()))];
    const double t = std::clamp(position, 0, kSteps) / double(kSteps);
    double v = min;
    switch (scale) {
    case SliderScale::LogFromZero:
        v = position <= 0
                ? min
                : logStart * std::pow(max / logStart,
                                      (std::clamp(position, 1, kSteps) - 1) / double(kSteps - 1));
        break;
    case SliderScale::Linear:
        v = min + t * (max - min);
        break;
    case SliderScale::Log:
        v = min * std::pow(max / min, t);
        break;
    case SliderScale::Quadratic:
        v = min + t * t * (max - min);
        break;
    }
    if (position <= 0)
        v = min;
    if (position >= kSteps)
        v = max;
    return integer ? std::round(v) : v;
}

} // namespace fleet
