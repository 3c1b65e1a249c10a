// The table of the scenario's choices (scenariochoices.h): each key that takes one of a few
// words — or a number set by hand — with its options' words, labels and help, read and
// written by the scenario files and shown by the window's pickers.
#include "scenariochoices.h"

#include "scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace fleet {

namespace {

constexpr ChoiceOption kEfficiencyOptions[] = {
    {"empirical", QT_TRANSLATE_NOOP("Choice", "Empirical (appendix table)"),
     QT_TRANSLATE_NOOP("Choice",
                       "The appendix's measured efficiencies (32/256/1,024/8,192 GPUs → "
                       "90/70/50/35 %), interpolated in log2 N and extrapolated beyond 8,192.")},
    {"network", QT_TRANSLATE_NOOP("Choice", "Network (from ρ)"),
     QT_TRANSLATE_NOOP("Choice", "η_network = 1 / (1 + max(0, ρ − o)): the share of a step left "
                                 "after gradient communication that cannot hide behind compute.")},
    {"lower", QT_TRANSLATE_NOOP("Choice", "Lower of the two"),
     QT_TRANSLATE_NOOP("Choice", "The lower of the empirical and the network efficiency: the "
                                 "fabric binds once its η falls below the measured one.")},
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "A scaling efficiency you measured or assume.")},
};
constexpr ChoiceOption kComputeTimeOptions[] = {
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "The compute time of one step on one accelerator (the appendix's "
                                 "5 s for the 7B example).")},
    {"from_batch", QT_TRANSLATE_NOOP("Choice", "From the global batch"),
     QT_TRANSLATE_NOOP("Choice", "T_c = 6 · P · (G / N) / (R_peak · MFU): the batch is split over "
                                 "N accelerators, so T_c shrinks as N grows.")},
};
constexpr ChoiceOption kAllReduceOptions[] = {
    {"ring", QT_TRANSLATE_NOOP("Choice", "Ring"),
     QT_TRANSLATE_NOOP(
         "Choice", "A flat ring over all N at the slowest link it crosses (the appendix's ρ).")},
    {"tree", QT_TRANSLATE_NOOP("Choice", "Tree"),
     QT_TRANSLATE_NOOP("Choice", "A flat tree: latency-optimal, bandwidth-poor.")},
    {"hierarchical", QT_TRANSLATE_NOOP("Choice", "Hierarchical"),
     QT_TRANSLATE_NOOP(
         "Choice",
         "A ring inside each node on the scale-up link, then a ring across nodes on the fabric.")},
};
constexpr ChoiceOption kFailureOptions[] = {
    {"accelerators", QT_TRANSLATE_NOOP("Choice", "Accelerators only"),
     QT_TRANSLATE_NOOP("Choice", "Cluster MTBF = MTTF / N (the appendix).")},
    {"nodes", QT_TRANSLATE_NOOP("Choice", "Nodes with components"),
     QT_TRANSLATE_NOOP("Choice", "Every node also fails through its NICs, power supplies and other "
                                 "parts: λ = N / MTTF + ⌈N/g⌉ · Σ count / MTTF.")},
};
constexpr ChoiceOption kGoodputOptions[] = {
    {"budget", QT_TRANSLATE_NOOP("Choice", "Overhead budget"),
     QT_TRANSLATE_NOOP("Choice", "1 − (bubble + checkpointing + failure recovery + maintenance), "
                                 "each a fixed share (the appendix's budget).")},
    {"derived", QT_TRANSLATE_NOOP("Choice", "Derived from reliability"),
     QT_TRANSLATE_NOOP("Choice", "Checkpointing δ/τ and failures (R + δ + τ/2)/M come from the "
                                 "cluster's MTBF and the checkpoint interval.")},
};
constexpr ChoiceOption kCheckpointOptions[] = {
    {"young", QT_TRANSLATE_NOOP("Choice", "Young's optimum"),
     QT_TRANSLATE_NOOP("Choice", "τ = √(2δM) (Young 1974): first order, valid while δ ≪ M.")},
    {"daly", QT_TRANSLATE_NOOP("Choice", "Daly's optimum"),
     QT_TRANSLATE_NOOP(
         "Choice",
         "Daly's higher-order optimum (2006): holds when a write is not small against the MTBF.")},
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "A checkpoint interval of your own.")},
};
constexpr ChoiceOption kServingBatchOptions[] = {
    {"auto", QT_TRANSLATE_NOOP("Choice", "Automatic"),
     QT_TRANSLATE_NOOP("Choice",
                       "The largest batch that fits in HBM and meets the TPOT target: the "
                       "fewest replicas for the load.")},
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "A batch of your own, sequences decoded together per replica.")},
};

constexpr ChoiceOption kMfuOptions[] = {
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "An MFU you measured or assume; the scaling efficiency then "
                                 "multiplies it (the appendix's reading).")},
    {"layout", QT_TRANSLATE_NOOP("Choice", "From the training layout"),
     QT_TRANSLATE_NOOP("Choice", "The MFU of one training step of the layout, which already pays "
                                 "its communication and bubble: the scaling efficiency is 1.")},
};
constexpr ChoiceOption kDataOptions[] = {
    {"auto", QT_TRANSLATE_NOOP("Choice", "All the rest"),
     QT_TRANSLATE_NOOP("Choice", "d = N / (t × p): every accelerator the tensor and pipeline "
                                 "groups leave.")},
    {nullptr, QT_TRANSLATE_NOOP("Choice", "Set by hand"),
     QT_TRANSLATE_NOOP("Choice", "A data-parallel degree of your own; t × p × d must equal N.")},
};
constexpr ChoiceOption kRecomputeOptions[] = {
    {"none", QT_TRANSLATE_NOOP("Choice", "None"),
     QT_TRANSLATE_NOOP("Choice", "Every activation is kept: s · b · h · (34 + 5 · a · s / h) / t "
                                 "bytes per layer per micro-batch.")},
    {"selective", QT_TRANSLATE_NOOP("Choice", "Selective"),
     QT_TRANSLATE_NOOP("Choice", "The attention's activations are recomputed (Korthikanti et al. "
                                 "2022): 34 · s · b · h / t bytes per layer, at almost no cost.")},
    {"full", QT_TRANSLATE_NOOP("Choice", "Full"),
     QT_TRANSLATE_NOOP("Choice", "Only each layer's input is kept (2 · s · b · h / t bytes); the "
                                 "forward runs again: 4/3 of the compute, 6 AllReduces a layer.")},
};

// clang-format off
constexpr std::array<ChoiceSpec, kChoiceCount> kChoices = {{
    {.id = ChoiceId::ScalingEfficiencySource, .section = "scaling", .key = "scaling_efficiency",
     .label = QT_TRANSLATE_NOOP("Choice", "Scaling efficiency from"),
     .options = kEfficiencyOptions, .numeric = FieldId::ScalingEfficiency,
     .get = [](const Scenario &s) { return int(s.scaling.efficiencySource); },
     .set = [](Scenario &s, int i) { s.scaling.efficiencySource = ScalingEfficiencySource(i); }},
    {.id = ChoiceId::ComputeTimeSource, .section = "workload", .key = "compute_time_per_step_s",
     .label = QT_TRANSLATE_NOOP("Choice", "Compute per step"),
     .options = kComputeTimeOptions, .numeric = FieldId::ComputeTimePerStep,
     .get = [](const Scenario &s) { return int(s.workload.computeTimeSource); },
     .set = [](Scenario &s, int i) { s.workload.computeTimeSource = ComputeTimeSource(i); }},
    {.id = ChoiceId::AllReduceAlgorithm, .section = "scaling", .key = "allreduce_algorithm",
     .label = QT_TRANSLATE_NOOP("Choice", "AllReduce for ρ"),
     .options = kAllReduceOptions, .numeric = std::nullopt,
     .get = [](const Scenario &s) { return int(s.scaling.allReduceAlgorithm); },
     .set = [](Scenario &s, int i) { s.scaling.allReduceAlgorithm = AllReduceAlgorithm(i); }},
    {.id = ChoiceId::FailureModel, .section = "reliability", .key = "failure_model",
     .label = QT_TRANSLATE_NOOP("Choice", "What fails"),
     .options = kFailureOptions, .numeric = std::nullopt,
     .get = [](const Scenario &s) { return int(s.reliability.failureModel); },
     .set = [](Scenario &s, int i) { s.reliability.failureModel = FailureModel(i); }},
    {.id = ChoiceId::GoodputModel, .section = "operations", .key = "goodput_model",
     .label = QT_TRANSLATE_NOOP("Choice", "Goodput"),
     .options = kGoodputOptions, .numeric = std::nullopt,
     .get = [](const Scenario &s) { return int(s.operations.goodputModel); },
     .set = [](Scenario &s, int i) { s.operations.goodputModel = GoodputModel(i); }},
    {.id = ChoiceId::CheckpointPolicy, .section = "reliability", .key = "checkpoint_interval_s",
     .label = QT_TRANSLATE_NOOP("Choice", "Checkpoint interval"),
     .options = kCheckpointOptions, .numeric = FieldId::CheckpointInterval,
     .get = [](const Scenario &s) { return int(s.reliability.checkpointPolicy); },
     .set = [](Scenario &s, int i) { s.reliability.checkpointPolicy = CheckpointPolicy(i); }},
    {.id = ChoiceId::MfuSource, .section = "scaling", .key = "mfu",
     .label = QT_TRANSLATE_NOOP("Choice", "MFU from"),
     .options = kMfuOptions, .numeric = FieldId::Mfu,
     .get = [](const Scenario &s) { return int(s.scaling.mfuSource); },
     .set = [](Scenario &s, int i) { s.scaling.mfuSource = MfuSource(i); }},
    {.id = ChoiceId::ParallelData, .section = "parallelism", .key = "data",
     .label = QT_TRANSLATE_NOOP("Choice", "Data parallel"),
     .options = kDataOptions, .numeric = FieldId::Data,
     .get = [](const Scenario &s) { return s.parallelism.data ? 1 : 0; },
     .set = [](Scenario &s, int i) {
         if (i == 0)
             s.parallelism.data.reset();
         else if (!s.parallelism.data)
             s.parallelism.data = int(fieldSpec(FieldId::Data).get(s));
     }},
    {.id = ChoiceId::Recompute, .section = "parallelism", .key = "recompute",
     .label = QT_TRANSLATE_NOOP("Choice", "Recomputation"),
     .options = kRecomputeOptions, .numeric = std::nullopt,
     .get = [](const Scenario &s) { return int(s.parallelism.recompute); },
     .set = [](Scenario &s, int i) { s.parallelism.recompute = Recompute(i); }},
    {.id = ChoiceId::ServingBatch, .section = "serving", .key = "batch",
     .label = QT_TRANSLATE_NOOP("Choice", "Serving batch"),
     .options = kServingBatchOptions, .numeric = FieldId::ServingBatch,
     .get = [](const Scenario &s) { return s.serving.batch ? 1 : 0; },
     .set = [](Scenario &s, int i) {
         if (i == 0)
             s.serving.batch.reset();
         else if (!s.serving.batch)
             s.serving.batch = 1;
     }},
}};
// clang-format on

constexpr bool tableInOrder()
{
    for (int i = 0; i < kChoiceCount; ++i) {
        if (static_cast<int>(kChoices[size_t(i)].id) != i)
            return false;
    }
    return true;
}
static_assert(tableInOrder(), "kChoices must be indexed by ChoiceId");

} // namespace

QString ChoiceSpec::path() const
{
    return QString::fromLatin1(section) + QLatin1Char('.') + QString::fromLatin1(key);
}

QString ChoiceSpec::displayLabel() const
{
    return QCoreApplication::translate("Choice", label);
}

QString ChoiceSpec::optionLabel(int index) const
{
    return QCoreApplication::translate("Choice", options[size_t(index)].label);
}

QString ChoiceSpec::optionHelp(int index) const
{
    return QCoreApplication::translate("Choice", options[size_t(index)].help);
}

int ChoiceSpec::indexOf(const QString &word) const
{
    for (size_t i = 0; i < options.size(); ++i) {
        if (options[i].id && word == QLatin1String(options[i].id))
            return int(i);
    }
    return -1;
}

int ChoiceSpec::numericIndex() const
{
    for (size_t i = 0; i < options.size(); ++i) {
        if (!options[i].id)
            return int(i);
    }
    return -1;
}

QString ChoiceSpec::allowedText() const
{
    QStringList words;
    for (const ChoiceOption &o : options) {
        if (o.id)
            words << QLatin1Char('"') + QLatin1String(o.id) + QLatin1Char('"');
    }
    QString text = words.join(QStringLiteral(", "));
    if (numeric) {
        const NumberRange range = fieldSpec(*numeric).range;
        text += QStringLiteral(" or a number in [%1, %2]").arg(range.min).arg(range.max);
    }
    return text;
}

std::span<const ChoiceSpec> choiceSpecs()
{
    return kChoices;
}

const ChoiceSpec &choiceSpec(ChoiceId id)
{
    return kChoices[size_t(id)];
}

const ChoiceSpec *choiceForField(FieldId field)
{
    for (const ChoiceSpec &c : kChoices) {
        if (c.numeric == field)
            return &c;
    }
    return nullptr;
}

} // namespace fleet
