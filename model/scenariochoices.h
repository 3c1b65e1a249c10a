// The scenario's choices as one table: keys whose value is one of a few words ("network",
// "from_batch", "daly", …), some of which also take a number instead (a value set by hand).
// Reading, writing and the window's pickers all use it, so a choice is described once.
#pragma once

#include "scenariofields.h"

#include <QString>

#include <optional>
#include <span>

namespace fleet {

struct Scenario;

/// Every choice a picker can edit.
enum class ChoiceId {
    ScalingEfficiencySource, ///< scaling.scaling_efficiency (or a number)
    ComputeTimeSource,       ///< workload.compute_time_per_step_s (or a number)
    AllReduceAlgorithm,      ///< scaling.allreduce_algorithm
    FailureModel,            ///< reliability.failure_model
    GoodputModel,            ///< operations.goodput_model
    CheckpointPolicy,        ///< reliability.checkpoint_interval_s (or a number)
    MfuSource,               ///< scaling.mfu (a number, or "layout")
    ParallelData,            ///< parallelism.data ("auto" or a number)
    Recompute,               ///< parallelism.recompute
    ServingBatch,            ///< serving.batch: "auto" (or a number)
};
inline constexpr int kChoiceCount = static_cast<int>(ChoiceId::ServingBatch) + 1;

/// One option: its word in files (nullptr for "a number set by hand") and its label and help.
struct ChoiceOption
{
    const char *id;    ///< "network"; nullptr: the key holds a number (the numeric field)
    const char *label; ///< untranslated UI label
    const char *help;  ///< untranslated tooltip
};

/// One choice.
struct ChoiceSpec
{
    ChoiceId id;
    const char *section; ///< JSON object, as for fields
    const char *key;     ///< JSON key inside the section
    const char *label;   ///< untranslated UI label
    std::span<const ChoiceOption> options;
    /// The numeric field written in the key when the "set by hand" option (id nullptr) is
    /// chosen; nullopt for choices that only take words.
    std::optional<FieldId> numeric;
    int (*get)(const Scenario &); ///< the option index in use
    void (*set)(Scenario &, int); ///< selects an option by index

    /// "section.key", as in error messages.
    [[nodiscard]] QString path() const;
    [[nodiscard]] QString displayLabel() const;
    [[nodiscard]] QString optionLabel(int index) const;
    [[nodiscard]] QString optionHelp(int index) const;
    /// The index of the option with this word, or -1.
    [[nodiscard]] int indexOf(const QString &word) const;
    /// The index of the "set by hand" option, or -1.
    [[nodiscard]] int numericIndex() const;
    /// "\"empirical\", \"network\", \"lower\" or a number" for error messages.
    [[nodiscard]] QString allowedText() const;
};

[[nodiscard]] std::span<const ChoiceSpec> choiceSpecs();
[[nodiscard]] const ChoiceSpec &choiceSpec(ChoiceId id);
/// The choice whose key a numeric field shares (scaling_efficiency, …), or nullptr.
[[nodiscard]] const ChoiceSpec *choiceForField(FieldId field);

} // namespace fleet
