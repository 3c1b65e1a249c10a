// Which input matters: one output metric with each numeric input moved down and up by a step
// (10 % by default), for a tornado chart. Pure; about two evaluations per input.
#pragma once

#include "catalog.h"
#include "metrics.h"
#include "scenariochoices.h"
#include "scenariofields.h"

#include <optional>
#include <vector>

namespace fleet {

/// The input value a ±step move lands on, before evaluating: the base × (1 ± step); for a
/// count, rounded, and moved one whole number further when rounding lands back on the base
/// (8 → 7 and 9; 3 → 2 and 4); then clamped into the field's range. `clamped` says the range
/// cut the move short (MFU 100 % + 10 % stays 100 %).
struct SteppedInput
{
    double value = 0;
    bool clamped = false;
};
/// The input value at base × (1 + relativeStep) for a field (relativeStep < 0 moves down).
[[nodiscard]] SteppedInput stepInput(const FieldSpec &field, double base, double relativeStep);

/// The field's value clamped into its range (an exclusive minimum stays just above it) and, for
/// a count, rounded to a whole number inside the range.
[[nodiscard]] double clampToField(const FieldSpec &field, double value);

/// One side (down or up) of an input's move.
struct SensitivitySide
{
    double input = 0;             ///< the input value evaluated (SI)
    bool clamped = false;         ///< the field's range cut the move short
    bool unchanged = false;       ///< the move did not change the input (0, or clamped at an end)
    bool valid = true;            ///< false: the moved scenario is invalid (see reason)
    QString reason;               ///< why it is invalid ("operations: the overheads sum to …")
    std::optional<double> output; ///< the metric there; nullopt for a null or when invalid
    /// For a cluster size or accelerators per node whose move changes how the last node is
    /// filled: the filling there ("140 full nodes + one of 6", or "whole nodes"); else empty.
    QString nodeFilling = {};
};

/// One discrete alternative of the tornado: a choice switched to another of its options, or a
/// catalog part swapped for another (the inter-node fabric NDR → RoCE, the accelerator, the
/// precision).
struct ChoiceAlternative
{
    QString what; ///< what was switched, in the user's language ("Inter-node fabric")
    QString now;  ///< its value now ("InfiniBand NDR 400 Gb/s")
    QString to;   ///< the alternative ("RoCE v2 100 GbE")
    std::optional<ChoiceId> choice; ///< the scenario choice switched; nullopt for hardware
    SensitivitySide side;           ///< the output there (input unused: 0)
    double effect = 0;              ///< as SensitivityRow::effect
    std::optional<double> relativeEffect;
};

/// One input's row of the tornado.
struct SensitivityRow
{
    FieldId field;
    double base = 0; ///< the input's current value (SI)
    SensitivitySide down;
    SensitivitySide up;
    /// max over the valid sides of |output − base output|, in the metric's unit; +∞ when a
    /// side turns a finite output into a null (the run stops progressing) or back; 0 when
    /// neither side is valid.
    double effect = 0;
    /// effect / |base output|; nullopt when the base output is 0 or null.
    std::optional<double> relativeEffect;
};

/// The tornado for one metric.
struct Sensitivity
{
    const Metric *metric = nullptr;
    std::optional<double> baseOutput; ///< the metric on the scenario as given
    double relativeStep = 0.10;
    /// Every numeric input (the FieldSpec table, hardware figures included; optional fields
    /// that are unset left out), sorted by effect, largest first (ties keep table order).
    std::vector<SensitivityRow> rows;
    /// The discrete alternatives (with a catalog; see sensitivity()), sorted by effect.
    std::vector<ChoiceAlternative> alternatives;
};

/// Moves every numeric input of the scenario by −relativeStep and +relativeStep (0 < step < 1)
/// and evaluates the metric on each side. An input whose move makes the scenario invalid is
/// reported on that side (valid = false, with the reason), never thrown. About 80 evaluations
/// (each well under a microsecond). Throws InputError (file empty) when the scenario itself is
/// invalid, std::invalid_argument for a step outside (0, 1).
[[nodiscard]] Sensitivity sensitivity(const Scenario &scenario, const Metric &metric,
                                      double relativeStep = 0.10);
/// The same, and — with a catalog — every discrete alternative: each scenario choice's other
/// word options (the AllReduce algorithm, the failure and goodput models, the scaling
/// efficiency's and T_c's sources, the checkpoint policy, recompute; a "number set by hand"
/// option is left out), the other precision where the accelerator has it (bytes per weight
/// follow it), every other catalog accelerator (its scale-up link and host power with it, as
/// the picker does), every other inter-node fabric (inter-node and network tiers) and every
/// other intra-node link. About 30 more evaluations.
[[nodiscard]] Sensitivity sensitivity(const Scenario &scenario, const Metric &metric,
                                      double relativeStep, const Catalog *catalog);

} // namespace fleet
