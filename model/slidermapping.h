// How a slider's travel maps to a value: linear, logarithmic (for quantities spanning decades)
// or quadratic (fine steps near the minimum). Pure arithmetic, shared by every field control.
#pragma once

#include "scenariofields.h"

#include <optional>

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

    /// The mapping of a field's control: the field's scale, the given travel or the field's
    /// whole range. A logarithmic field whose minimum is ≤ 0 starts at max × 1e-6.
    [[nodiscard]] static SliderMapping forField(const FieldSpec &spec,
                                                std::optional<double> travelMin = {},
                                                std::optional<double> travelMax = {});

    /// The position (0…kSteps) that stands for `value`; values outside [min, max] (±∞ too) map
    /// to the nearest end, NaN to 0.
    [[nodiscard]] int position(double value) const;
    /// The value at a position (clamped to 0…kSteps); the ends are exactly min and max, and
    /// integer mappings round.
    [[nodiscard]] double value(int position) const;
};

} // namespace fleet
