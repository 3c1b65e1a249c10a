// The numeric inputs of a scenario as one table: JSON key, range, unit, label, help and how
// to show it. Parsing, saving, validation, the controls and the undo commands all use it, so a
// field is described once.
#pragma once

#include "jsonreader.h"

#include <span>

namespace fleet {

struct Scenario;

/// Every numeric input a control can edit.
enum class FieldId {
    // cluster
    Accelerators,
    AcceleratorsPerNode,
    NodesPerRack,
    NodeOverhead,
    // workload
    Parameters,
    BytesPerParameter,
    TrainingTokens,
    ArithmeticIntensity,
    DecodeBatch,
    ContextTokens,
    KvBytesPerToken,
    ComputeTimePerStep, ///< optional: unset = from the global batch
    GlobalBatchTokens,
    PrefillTokens,
    TrainingMicroBatchTokens,
    AllReduceMessageBytes, ///< optional: unset = parameters × bytes per parameter
    TransferBytes,
    SequenceTokens,
    Layers,
    Hidden,
    Heads,
    ActiveParameters, ///< optional: unset = P (dense)
    ExpertParameters,
    TopK,
    MoeLayers, ///< optional: unset = L
    // scaling
    SerialFraction,
    Mfu,
    ScalingEfficiency, ///< optional: unset = empirical, network or the lower (see choices)
    CommOverlap,
    ObservedSpeedup,
    BaselineAccelerators,
    TargetAccelerators,
    // operations
    PipelineBubble,
    Checkpointing,
    FailureRecovery,
    Maintenance,
    // reliability
    AcceleratorMttf,
    Horizon,
    CheckpointBytesPerParameter,
    StorageBandwidth,
    CheckpointInterval, ///< optional: unset = Young's or Daly's optimum (see choices)
    RestartOverhead,
    // facility
    Pue,
    ElectricityPrice,
    GridIntensity,
    // parallelism (the training layout)
    Tensor,
    Pipeline,
    Data, ///< optional: unset = N / (t · p) ("auto")
    Expert,
    ZeroStage,
    MicroBatch,
    VirtualStages,
    ComputeEfficiency,
    // serving
    ServingArrivalRate,
    ServingPromptTokens,
    ServingOutputTokens,
    ServingTensor,
    ServingBatch, ///< optional: unset = "auto"
    ServingTpotSlo,
    ServingTtftSlo,
    ServingTargetUtilization,
    ServingBandwidthEfficiency,
    ServingAcceleratorHourPrice,
    // hardware figures (editing one marks the hardware custom)
    AcceleratorPeak, ///< at the scenario's precision
    AcceleratorHbmBandwidth,
    AcceleratorHbmCapacity,
    AcceleratorTdp,
    IntraNodeBandwidth, ///< per direction
    IntraNodeLatency,
    InterNodeBandwidth, ///< per direction
    InterNodeLatency,
};
inline constexpr int kFieldCount = static_cast<int>(FieldId::InterNodeLatency) + 1;

/// How a slider maps its travel to a value.
enum class SliderScale {
    Linear,
    Log,         ///< for quantities that span decades (N, batch, MTTF, bandwidth)
    LogFromZero, ///< 0 at the first step, then logarithmic from the travel's minimum > 0
    Quadratic,   ///< fine steps near the minimum (serial fraction near 0)
};

/// One numeric input. Values are SI; `displayScale` converts SI to the shown unit
/// (shown = SI × displayScale), e.g. 1e-9 for bytes/s shown in GB/s, 100 for fractions in %.
struct FieldSpec
{
    FieldId id;
    const char *section;   ///< JSON object: "cluster", "workload", … ("hardware" for figures)
    const char *key;       ///< JSON key inside the section (SI unit in the name)
    const char *label;     ///< UI label, untranslated (see displayLabel())
    NumberRange range;     ///< valid SI range, enforced in files and controls
    bool optional = false; ///< may be unset (see FieldId comments)
    /// Converts SI to the shown unit: shown = SI × displayScale (1e-9 for bytes/s in GB/s,
    /// 100 for fractions in %).
    double displayScale = 1;
    const char *displayUnit = "";
    int decimals = 0; ///< decimals of the spin box's step (its text shows ~4 significant digits)
    SliderScale slider = SliderScale::Linear;
    const char *help = ""; ///< tooltip: meaning, units and source, untranslated (see helpText())
    double (*get)(const Scenario &) = nullptr;
    void (*set)(Scenario &, double) = nullptr;
    /// Optional fields only: whether a value is set, and unsetting it (back to the automatic
    /// value: the empirical η, or the message from the workload). nullptr otherwise.
    bool (*isSet)(const Scenario &) = nullptr;
    void (*unset)(Scenario &) = nullptr;

    /// "section.key", as in error messages.
    [[nodiscard]] QString path() const;
    /// The label in the user's language.
    [[nodiscard]] QString displayLabel() const;
    /// The tooltip text in the user's language.
    [[nodiscard]] QString helpText() const;
    /// The text shown after a value of this field, in the user's language and number: unit
    /// symbols as they are ("TFLOP/s"), counts in words ("1 accelerator", "2 accelerators").
    /// `shown` is the value in the display unit.
    [[nodiscard]] QString unitText(double shown) const;
    /// Where the value goes among the unit's words, as "%1" in a pattern, in the user's
    /// language: "%1 GB/s", "%1 accelerators"; a count in each node or rack reads "%1 per node"
    /// in English and 每节点 %1 个 in Chinese (the label before the number). "%1" alone when
    /// the field has no unit. `shown` is the value in the display unit.
    [[nodiscard]] QString unitPattern(double shown) const;
    /// `number` (the value as formatted) with its unit: unitPattern() filled in.
    [[nodiscard]] QString withUnit(const QString &number, double shown) const;
};

/// The "format" value of a scenario file.
inline constexpr const char *kScenarioFormat = "fleet-explorer-scenario";
/// The numeric sections of a scenario file, in the order they are written.
inline constexpr const char *kScenarioSections[] = {"cluster",  "workload",   "parallelism",
                                                    "scaling",  "operations", "reliability",
                                                    "facility", "serving"};

/// The whole table, indexed by FieldId.
[[nodiscard]] std::span<const FieldSpec> fieldSpecs();
/// One field's spec.
[[nodiscard]] const FieldSpec &fieldSpec(FieldId id);

} // namespace fleet
