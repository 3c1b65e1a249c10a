// How a slider's travel maps to a value: linear, logarithmic (for quantities spanning decades)
// or quadratic (fine steps near the minimum). Pure arithmetic, shared by every field control.
#pragma once

#include "scenariofields.h"

#include <optional>
#include <vector>

namespace fleet {

/// A slider of kSteps positions over [min, max] (SI units) with a given travel.
struct SliderMapping
{
    static constexpr int kSteps = 1000;

    SliderScale scale = SliderScale::Linear;
    double min = 0;       ///< value at position 0; > 0 for a logarithmic scale
    double max = 1;       ///< value at position kSteps; > min
    bool integer = false; ///< values are rounded to whole numbers (counts)
    /// LogFromZero only: the value at position 1, where the logarithmic travel starts (> 0).
    double logStart = 1;
    /// When not empty, the only values the slider lands on, ascending (roundValues()):
    /// position i stands for stops[i] and the travel has stops.size() − 1 steps; a drag moves
    /// from one to the next, never to a value between.
    std::vector<double> stops = {};

    /// The mapping of a field's control: the field's scale, the given travel or the field's
    /// whole range. A logarithmic field whose minimum is ≤ 0 starts at max × 1e-6.
    [[nodiscard]] static SliderMapping forField(const FieldSpec &spec,
                                                std::optional<double> travelMin = {},
                                                std::optional<double> travelMax = {});

    /// The 1, 2 and 5 × 10ᵏ and the powers of two in [min, max] (min > 0), ascending, each once,
    /// with `min` and `max` themselves when they are not among them: the values a person
    /// drags a count to (1, 2, 4, 5, 8, 10, 16, 20, 32, 50, 64, 100, 128, 200, 256, 500, 512,
    /// 1,000, 1,024 …). Empty when min > max or min ≤ 0.
    [[nodiscard]] static std::vector<double> roundValues(double min, double max);

    /// The last position: kSteps, or stops.size() − 1 with stops.
    [[nodiscard]] int steps() const;

    /// The position (0…steps()) that stands for `value` (with stops: the nearest stop, on a
    /// logarithmic scale for a logarithmic travel); values outside [min, max] (±∞ too) map
    /// to the nearest end, NaN to 0.
    [[nodiscard]] int position(double value) const;
    /// The value at a position (clamped to 0…steps()); the ends are exactly min and max (with
    /// stops: the first and last stop), and integer mappings round.
    [[nodiscard]] double value(int position) const;
};

} // namespace fleet
