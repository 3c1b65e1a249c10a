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

int SliderMapping::position(double value) const
{
    if (std::isnan(value))
        return 0; // no position stands for "not a number"; std::lround(NaN) is undefined
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
