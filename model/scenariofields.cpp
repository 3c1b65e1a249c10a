// The table of the scenario's numeric fields (scenariofields.h): for each, its section and key
// in scenario files, its range, unit, label, help text and slider scale, and how it is read
// from and written to a Scenario. model/README.md lists the table for readers.
#include "scenariofields.h"

#include "coupled.h"
#include "format.h"
#include "physics.h"
#include "scenario.h"
#include "unitinput.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {

namespace {

constexpr NumberRange fractionRange{0, 1};
/// (0, 1] in practice: 0.1 % is the smallest MFU or scaling efficiency accepted, so that
/// N · R_peak · MFU · η stays a number a training time can be divided by.
constexpr NumberRange utilizationRange{0.001, 1};

int toInt(double v)
{
    return static_cast<int>(std::lround(v));
}

void setPeak(Scenario &s, double v)
{
    if (s.precision == Precision::FP8)
        s.accelerator.peakFp8FlopPerS = v;
    else
        s.accelerator.peakBf16FlopPerS = v;
    s.accelerator.custom = true;
}

void setLinkBandwidth(Link &l, double v)
{
    l.bandwidthBytesPerS = v;
    l.bandwidthIsEstimate = false;
    l.markCustom(); // an edited link is the user's own: its figures per direction, as typed
}

void setLinkLatency(Link &l, double v)
{
    l.latencyS = v;
    l.latencyIsEstimate = false;
    l.markCustom();
}

// clang-format off
constexpr std::array<FieldSpec, kFieldCount> kFields = {{
    {.id = FieldId::Accelerators, .section = "cluster", .key = "accelerators",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Cluster size"),
     .range = {.min = 1, .max = 200000, .integer = true}, .displayUnit = "accelerators", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "N, the number of accelerators in the job (1 to 200,000). A DGX H100 SuperPOD is 256; Meta's clusters 24,576; the largest announced exceed 100,000 (appendix)."),
     .get = [](const Scenario &s) { return double(s.cluster.accelerators); },
     .set = [](Scenario &s, double v) { s.cluster.accelerators = toInt(v); }},
    {.id = FieldId::AcceleratorsPerNode, .section = "cluster", .key = "accelerators_per_node",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Accelerators per node"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "per node"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "g, accelerators sharing the intra-node link (8 in a DGX/HGX node). Flat collectives over more than g accelerators run at the inter-node fabric."),
     .get = [](const Scenario &s) { return double(s.cluster.acceleratorsPerNode); },
     .set = [](Scenario &s, double v) { s.cluster.acceleratorsPerNode = toInt(v); }},
    {.id = FieldId::NodesPerRack, .section = "cluster", .key = "nodes_per_rack",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Nodes per rack"),
     .range = {.min = 1, .max = 256, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "per rack"),
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Nodes in one rack. The fullest rack holds a = min(g × nodes per rack, N) accelerators; rack power = a × TDP + ⌈a / g⌉ × host power per node."),
     .get = [](const Scenario &s) { return double(s.cluster.nodesPerRack); },
     .set = [](Scenario &s, double v) { s.cluster.nodesPerRack = toInt(v); }},
    {.id = FieldId::NodeOverhead, .section = "cluster", .key = "node_overhead_w",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Host power per node"),
     .range = {.min = 0, .max = 1e6}, .displayUnit = "W", .slider = SliderScale::Linear,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Power per node beyond the accelerators: CPUs, memory, NICs, fans (W). 0 is the appendix's accelerators-only accounting; a DGX H100 draws 10.2 kW at most, 4,600 W of it outside the 8 GPUs."),
     .get = [](const Scenario &s) { return s.cluster.nodeOverheadW; },
     .set = [](Scenario &s, double v) { s.cluster.nodeOverheadW = v; }},
    {.id = FieldId::Parameters, .section = "workload", .key = "parameters",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Model parameters"),
     .range = {.min = 1e6, .max = 1e14}, .displayScale = 1e-9, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "B params"), .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "P, the model's parameter count (e.g. 7.0e9 for Llama-2-7B, 8.03e9 for Llama-3.1-8B)."),
     .get = [](const Scenario &s) { return s.workload.parameters; },
     .set = [](Scenario &s, double v) { s.workload.parameters = v; }},
    {.id = FieldId::BytesPerParameter, .section = "workload", .key = "bytes_per_parameter",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Bytes per parameter"),
     .range = {.min = 0.125, .max = 16}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "B/param"), .decimals = 3,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "b_w, bytes per weight and per gradient element (2 for BF16, 1 for FP8)."),
     .get = [](const Scenario &s) { return s.workload.bytesPerParameter; },
     .set = [](Scenario &s, double v) { s.workload.bytesPerParameter = v; }},
    {.id = FieldId::TrainingTokens, .section = "workload", .key = "training_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Training tokens"),
     .range = {.min = 1e6, .max = 1e16}, .displayScale = 1e-12, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "T tokens"), .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "D, tokens seen in training; training compute C ≈ 6·P·D FLOPs (dense Transformer)."),
     .get = [](const Scenario &s) { return s.workload.trainingTokens; },
     .set = [](Scenario &s, double v) { s.workload.trainingTokens = v; }},
    {.id = FieldId::ArithmeticIntensity, .section = "workload", .key = "arithmetic_intensity_flop_per_byte",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Kernel intensity"),
     .range = {.min = 0.01, .max = 1e5}, .displayUnit = "FLOP/byte", .decimals = 2, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "I = FLOPs / bytes moved of a custom kernel, placed on the roofline."),
     .get = [](const Scenario &s) { return s.workload.arithmeticIntensityFlopPerByte; },
     .set = [](Scenario &s, double v) { s.workload.arithmeticIntensityFlopPerByte = v; }},
    {.id = FieldId::DecodeBatch, .section = "workload", .key = "decode_batch",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Decode batch"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "seq"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "B, sequences decoded together; each weight read is shared by B tokens, so intensity = 2·B / b_w."),
     .get = [](const Scenario &s) { return double(s.workload.decodeBatch); },
     .set = [](Scenario &s, double v) { s.workload.decodeBatch = toInt(v); }},
    {.id = FieldId::ContextTokens, .section = "workload", .key = "context_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Decode context"),
     .range = {.min = 0, .max = 10000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::LogFromZero,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "L, tokens of context each decoded sequence attends to. Its KV cache (B · L · k bytes) is read on every step and held in HBM beside the weights. 0 = the appendix's weights-only decode."),
     .get = [](const Scenario &s) { return double(s.workload.contextTokens); },
     .set = [](Scenario &s, double v) { s.workload.contextTokens = toInt(v); }},
    {.id = FieldId::KvBytesPerToken, .section = "workload", .key = "kv_bytes_per_token",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "KV cache per token"),
     .range = {.min = 1, .max = 1e9}, .displayScale = 1e-3, .displayUnit = "kB", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "k, bytes of keys and values per token of context, summed over layers: 2 · layers · KV heads · head dim · 2 B in BF16 (Llama-2-7B: 524,288 B; Llama-3.1-8B: 131,072 B). Picking a model sets it."),
     .get = [](const Scenario &s) { return s.workload.kvBytesPerToken; },
     .set = [](Scenario &s, double v) { s.workload.kvBytesPerToken = v; }},
    {.id = FieldId::ComputeTimePerStep, .section = "workload", .key = "compute_time_per_step_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Compute per step"),
     .range = {.min = 1e-6, .max = 1e5}, .optional = true, .displayScale = 1e3, .displayUnit = "ms", .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "T_compute / N, the compute time of one step on one accelerator (appendix: ~5 s for the 7B case); ρ = T_comm / this. Unset: derived from the global batch, 6 · P · (G / N) / (R_peak · MFU)."),
     .get = [](const Scenario &s) { return computeTimePerStepS(s); },
     .set = [](Scenario &s, double v) {
         s.workload.computeTimePerStepS = v;
         s.workload.computeTimeSource = ComputeTimeSource::Set;
     },
     .isSet = [](const Scenario &s) { return s.workload.computeTimeSource == ComputeTimeSource::Set; },
     .unset = [](Scenario &s) { s.workload.computeTimeSource = ComputeTimeSource::FromBatch; }},
    {.id = FieldId::GlobalBatchTokens, .section = "workload", .key = "global_batch_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Global batch"),
     .range = {.min = 1, .max = 1e12}, .displayScale = 1e-6, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "M tokens"), .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "G, tokens per optimizer step across the cluster (Llama 2: 4M = 4,194,304). Each accelerator computes G / N tokens per step, so the compute per step shrinks as N grows while the AllReduce does not."),
     .get = [](const Scenario &s) { return s.workload.globalBatchTokens; },
     .set = [](Scenario &s, double v) { s.workload.globalBatchTokens = v; }},
    {.id = FieldId::PrefillTokens, .section = "workload", .key = "prefill_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Prefill tokens"),
     .range = {.min = 1, .max = 1000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Prompt length of the prefill operating point; a dense pass reading weights once has intensity 2·tokens / b_w."),
     .get = [](const Scenario &s) { return double(s.workload.prefillTokens); },
     .set = [](Scenario &s, double v) { s.workload.prefillTokens = toInt(v); }},
    {.id = FieldId::TrainingMicroBatchTokens, .section = "workload", .key = "training_micro_batch_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Training micro-batch"),
     .range = {.min = 1, .max = 10000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Tokens per accelerator per micro-batch for the training operating point (intensity 2·tokens / b_w; activations ignored)."),
     .get = [](const Scenario &s) { return double(s.workload.trainingMicroBatchTokens); },
     .set = [](Scenario &s, double v) { s.workload.trainingMicroBatchTokens = toInt(v); }},
    {.id = FieldId::AllReduceMessageBytes, .section = "workload", .key = "allreduce_message_bytes",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "AllReduce message"),
     .range = {.min = 1, .max = 1e15}, .optional = true, .displayScale = 1e-6, .displayUnit = "MB", .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "M, bytes reduced per step; unset = parameters × bytes per parameter (the gradients)."),
     .get = [](const Scenario &s) { return s.allReduceMessageBytes(); },
     .set = [](Scenario &s, double v) { s.workload.allReduceMessageBytes = v; },
.isSet = [](const Scenario &s) { return s.workload.allReduceMessageBytes.has_value(); },
.unset = [](Scenario &s) { s.workload.allReduceMessageBytes.reset(); }},
    {.id = FieldId::TransferBytes, .section = "workload", .key = "transfer_bytes",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Transfer size"),
     .range = {.min = 1e3, .max = 1e11}, .displayScale = 1e-6, .displayUnit = "MB", .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "A point-to-point transfer for the bandwidth staircase (1 KB to 100 GB); the appendix's example moves 16 MB over NVLink 4.0."),
     .get = [](const Scenario &s) { return s.workload.transferBytes; },
     .set = [](Scenario &s, double v) { s.workload.transferBytes = v; }},
    {.id = FieldId::SequenceTokens, .section = "workload", .key = "sequence_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Sequence length"),
     .range = {.min = 1, .max = 10000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "s, tokens per training sequence (4,096 for Llama 2). Sets the activations and the tensor-parallel messages of the training layout."),
     .get = [](const Scenario &s) { return double(s.workload.sequenceTokens); },
     .set = [](Scenario &s, double v) { s.workload.sequenceTokens = toInt(v); }},
    {.id = FieldId::Layers, .section = "workload", .key = "layers",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Layers"),
     .range = {.min = 1, .max = 100000, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "layers"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "L, transformer layers (Llama-2-7B: 32). The pipeline stages split them; picking a model sets it."),
     .get = [](const Scenario &s) { return double(s.workload.layers); },
     .set = [](Scenario &s, double v) { s.workload.layers = toInt(v); }},
    {.id = FieldId::Hidden, .section = "workload", .key = "hidden",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Hidden size"),
     .range = {.min = 1, .max = 1000000, .integer = true}, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "h, the model's hidden size = heads × head dimension (Llama-2-7B: 4,096). Sets the activations and the messages of tensor and pipeline parallelism; picking a model sets it."),
     .get = [](const Scenario &s) { return double(s.workload.hidden); },
     .set = [](Scenario &s, double v) { s.workload.hidden = toInt(v); }},
    {.id = FieldId::Heads, .section = "workload", .key = "heads",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Attention heads"),
     .range = {.min = 1, .max = 100000, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "heads"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "a, attention (query) heads per layer (Llama-2-7B: 32). The tensor-parallel degree must divide it; picking a model sets it."),
     .get = [](const Scenario &s) { return double(s.workload.heads); },
     .set = [](Scenario &s, double v) { s.workload.heads = toInt(v); }},
    {.id = FieldId::ActiveParameters, .section = "workload", .key = "active_parameters",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Active parameters"),
     .range = {.min = 1e6, .max = 1e14}, .optional = true, .displayScale = 1e-9, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "B params"), .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "P_a, parameters used per token, at most P (a mixture of experts: Mixtral 8x7B uses 12.9 B of its 46.7 B). Unset: P, a dense model."),
     .get = [](const Scenario &s) { return s.activeParameters(); },
     .set = [](Scenario &s, double v) { s.workload.activeParameters = v; },
     .isSet = [](const Scenario &s) { return s.workload.activeParameters.has_value(); },
     .unset = [](Scenario &s) { s.workload.activeParameters.reset(); }},
    {.id = FieldId::ExpertParameters, .section = "workload", .key = "expert_parameters",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Expert parameters"),
     .range = {.min = 0, .max = 1e14}, .displayScale = 1e-9, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "B params"), .decimals = 3, .slider = SliderScale::LogFromZero,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "P_e, parameters inside the experts, at most P; expert parallelism shards them. 0: a dense model."),
     .get = [](const Scenario &s) { return s.workload.expertParameters; },
     .set = [](Scenario &s, double v) { s.workload.expertParameters = v; }},
    {.id = FieldId::TopK, .section = "workload", .key = "top_k",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Experts per token"),
     .range = {.min = 1, .max = 1024, .integer = true},
     .help = QT_TRANSLATE_NOOP("FieldSpec", "k_e, experts each token is routed to (Mixtral: 2). Scales the expert all-to-all's message."),
     .get = [](const Scenario &s) { return double(s.workload.topK); },
     .set = [](Scenario &s, double v) { s.workload.topK = toInt(v); }},
    {.id = FieldId::MoeLayers, .section = "workload", .key = "moe_layers",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Layers with experts"),
     .range = {.min = 1, .max = 100000, .integer = true}, .optional = true, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "layers"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Layers that hold experts, at most L; each costs four all-to-alls per micro-batch with expert parallelism. Unset: every layer."),
     .get = [](const Scenario &s) { return double(s.moeLayers()); },
     .set = [](Scenario &s, double v) { s.workload.moeLayers = toInt(v); },
     .isSet = [](const Scenario &s) { return s.workload.moeLayers.has_value(); },
     .unset = [](Scenario &s) { s.workload.moeLayers.reset(); }},
    {.id = FieldId::SerialFraction, .section = "scaling", .key = "serial_fraction",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Serial fraction s"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 2, .slider = SliderScale::Quadratic,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "s, the share of wall-clock time that does not parallelize (synchronization, bubbles, checkpoint writes, Python); Amdahl ceiling 1/s."),
     .get = [](const Scenario &s) { return s.scaling.serialFraction; },
     .set = [](Scenario &s, double v) { s.scaling.serialFraction = v; }},
    {.id = FieldId::Mfu, .section = "scaling", .key = "mfu",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "MFU"),
     .range = utilizationRange, .optional = true, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Model FLOPs utilization: achieved / peak FLOP/s of one accelerator; well-tuned large-model training reaches 30–50 % (appendix)."),
     .get = [](const Scenario &s) { return s.scaling.mfu; },
     .set = [](Scenario &s, double v) {
         s.scaling.mfu = v;
         s.scaling.mfuSource = MfuSource::Set;
     },
     .isSet = [](const Scenario &s) { return s.scaling.mfuSource == MfuSource::Set; },
     .unset = [](Scenario &s) { s.scaling.mfuSource = MfuSource::Layout; }},
    {.id = FieldId::ScalingEfficiency, .section = "scaling", .key = "scaling_efficiency",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Scaling efficiency"),
     .range = utilizationRange, .optional = true, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "η_scaling set by hand. Unset: the appendix's table (32/256/1,024/8,192 GPUs → 90/70/50/35 %) interpolated linearly in log2 N, the network's η, or the lower of the two."),
     .get = [](const Scenario &s) {
         return s.scaling.efficiencySource == ScalingEfficiencySource::Set
                    ? s.scaling.scalingEfficiency
                    : empiricalScalingEfficiency(s.cluster.accelerators);
     },
     .set = [](Scenario &s, double v) {
         s.scaling.scalingEfficiency = v;
         s.scaling.efficiencySource = ScalingEfficiencySource::Set;
     },
     .isSet = [](const Scenario &s) { return s.scaling.efficiencySource == ScalingEfficiencySource::Set; },
     .unset = [](Scenario &s) { s.scaling.efficiencySource = ScalingEfficiencySource::Empirical; }},
    {.id = FieldId::CommOverlap, .section = "scaling", .key = "comm_overlap",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Communication overlap"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 0,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "o, the share of a step's compute that gradient communication can hide behind. η_network = 1 / (1 + max(0, ρ − o)); 100 % is the appendix's reading that ρ < 1 can overlap."),
     .get = [](const Scenario &s) { return s.scaling.commOverlap; },
     .set = [](Scenario &s, double v) { s.scaling.commOverlap = v; }},
    {.id = FieldId::ObservedSpeedup, .section = "scaling", .key = "observed_speedup",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Observed speedup"),
     .range = {.min = 0.01, .max = 1e6}, .displayUnit = "×", .decimals = 2, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Measured throughput ratio going from the baseline to the target cluster size (appendix: 2.5× from 1,024 to 4,096 GPUs)."),
     .get = [](const Scenario &s) { return s.scaling.observedSpeedup; },
     .set = [](Scenario &s, double v) { s.scaling.observedSpeedup = v; }},
    {.id = FieldId::BaselineAccelerators, .section = "scaling", .key = "baseline_accelerators",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Baseline N"),
     .range = {.min = 1, .max = 200000, .integer = true}, .displayUnit = "accelerators", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "N_b, the cluster size of the baseline run; its efficiency is the empirical η(N_b)."),
     .get = [](const Scenario &s) { return double(s.scaling.baselineAccelerators); },
     .set = [](Scenario &s, double v) { s.scaling.baselineAccelerators = toInt(v); }},
    {.id = FieldId::TargetAccelerators, .section = "scaling", .key = "target_accelerators",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Target N"),
     .range = {.min = 1, .max = 200000, .integer = true}, .displayUnit = "accelerators", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "N_t, the cluster size of the run whose speedup was observed."),
     .get = [](const Scenario &s) { return double(s.scaling.targetAccelerators); },
     .set = [](Scenario &s, double v) { s.scaling.targetAccelerators = toInt(v); }},
    {.id = FieldId::PipelineBubble, .section = "operations", .key = "pipeline_bubble",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Pipeline bubble"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Share of wall-clock time lost to pipeline fill and drain (appendix budget ~5 %)."),
     .get = [](const Scenario &s) { return s.operations.pipelineBubble; },
     .set = [](Scenario &s, double v) { s.operations.pipelineBubble = v; }},
    {.id = FieldId::Checkpointing, .section = "operations", .key = "checkpointing",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Checkpointing"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Share of wall-clock time spent writing checkpoints (appendix budget ~3 %)."),
     .get = [](const Scenario &s) { return s.operations.checkpointing; },
     .set = [](Scenario &s, double v) { s.operations.checkpointing = v; }},
    {.id = FieldId::FailureRecovery, .section = "operations", .key = "failure_recovery",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Failure recovery"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Share of wall-clock time lost to detecting failures, restarting and recomputing (appendix budget ~10 %)."),
     .get = [](const Scenario &s) { return s.operations.failureRecovery; },
     .set = [](Scenario &s, double v) { s.operations.failureRecovery = v; }},
    {.id = FieldId::Maintenance, .section = "operations", .key = "maintenance",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Maintenance"),
     .range = fractionRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Share of wall-clock time in maintenance windows (appendix budget ~5 %)."),
     .get = [](const Scenario &s) { return s.operations.maintenance; },
     .set = [](Scenario &s, double v) { s.operations.maintenance = v; }},
    {.id = FieldId::AcceleratorMttf, .section = "reliability", .key = "accelerator_mttf_h",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Accelerator MTTF"),
     .range = {.min = 1, .max = 1e8}, .displayUnit = "h", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Mean time to failure of one accelerator (appendix: 50,000 h). Cluster MTBF = MTTF / N."),
     .get = [](const Scenario &s) { return s.reliability.acceleratorMttfH; },
     .set = [](Scenario &s, double v) { s.reliability.acceleratorMttfH = v; }},
    {.id = FieldId::Horizon, .section = "reliability", .key = "horizon_h",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Horizon"),
     .range = {.min = 0.01, .max = 1e6}, .displayUnit = "h", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Time window for P(≥ 1 failure) and the expected number of failures (appendix: 24 h)."),
     .get = [](const Scenario &s) { return s.reliability.horizonH; },
     .set = [](Scenario &s, double v) { s.reliability.horizonH = v; }},
    {.id = FieldId::CheckpointBytesPerParameter, .section = "reliability", .key = "checkpoint_bytes_per_parameter",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Checkpoint bytes/param"),
     .range = {.min = 0.125, .max = 1000}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "B/param"), .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Checkpoint state per parameter: 14 B for mixed-precision Adam (2 B BF16 weights + 12 B FP32 master, m, v; appendix table 3)."),
     .get = [](const Scenario &s) { return s.reliability.checkpointBytesPerParameter; },
     .set = [](Scenario &s, double v) { s.reliability.checkpointBytesPerParameter = v; }},
    {.id = FieldId::StorageBandwidth, .section = "reliability", .key = "storage_bandwidth_bytes_per_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Storage bandwidth"),
     .range = {.min = 1e6, .max = 1e15}, .displayScale = 1e-9, .displayUnit = "GB/s", .decimals = 2, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Aggregate checkpoint write bandwidth (appendix table 3: 100 GB/s)."),
     .get = [](const Scenario &s) { return s.reliability.storageBandwidthBytesPerS; },
     .set = [](Scenario &s, double v) { s.reliability.storageBandwidthBytesPerS = v; }},
    {.id = FieldId::CheckpointInterval, .section = "reliability", .key = "checkpoint_interval_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Checkpoint interval"),
     .range = {.min = 1, .max = 1e7}, .optional = true, .displayScale = 1.0 / 60, .displayUnit = "min", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "τ, the time between checkpoints, set by hand. Unset: Young's optimum √(2δM) or Daly's higher-order one."),
     .get = [](const Scenario &s) { return s.reliability.checkpointIntervalS; },
     .set = [](Scenario &s, double v) {
         s.reliability.checkpointIntervalS = v;
         s.reliability.checkpointPolicy = CheckpointPolicy::Set;
     },
     .isSet = [](const Scenario &s) { return s.reliability.checkpointPolicy == CheckpointPolicy::Set; },
     .unset = [](Scenario &s) { s.reliability.checkpointPolicy = CheckpointPolicy::Young; }},
    {.id = FieldId::RestartOverhead, .section = "reliability", .key = "restart_overhead_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Restart overhead"),
     .range = {.min = 0, .max = 1e6}, .displayUnit = "s", .slider = SliderScale::LogFromZero,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "R, time to detect a failure and reschedule the job (30 s + 60 s in the textbook's reliability appendix); reloading the checkpoint adds δ."),
     .get = [](const Scenario &s) { return s.reliability.restartOverheadS; },
     .set = [](Scenario &s, double v) { s.reliability.restartOverheadS = v; }},
    {.id = FieldId::Pue, .section = "facility", .key = "pue",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "PUE"),
     .range = {.min = 1, .max = 3}, .decimals = 2,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Power usage effectiveness = facility / IT energy (The Green Grid 2007). Appendix tiers 1.06 / 1.12 / 1.40 / 1.58."),
     .get = [](const Scenario &s) { return s.facility.pue; },
     .set = [](Scenario &s, double v) { s.facility.pue = v; }},
    {.id = FieldId::ElectricityPrice, .section = "facility", .key = "electricity_usd_per_kwh",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Electricity price"),
     .range = {.min = 0, .max = 10}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "USD/kWh"), .decimals = 3,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Electricity price for the annual cost."),
     .get = [](const Scenario &s) { return s.facility.electricityUsdPerKwh; },
     .set = [](Scenario &s, double v) { s.facility.electricityUsdPerKwh = v; }},
    {.id = FieldId::GridIntensity, .section = "facility", .key = "grid_gco2_per_kwh",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Grid carbon intensity"),
     .range = {.min = 0, .max = 2000}, .displayUnit = "gCO₂/kWh",
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Carbon intensity of the grid for the annual CO₂ (429 g/kWh default)."),
     .get = [](const Scenario &s) { return s.facility.gridGco2PerKwh; },
     .set = [](Scenario &s, double v) { s.facility.gridGco2PerKwh = v; }},
    {.id = FieldId::Tensor, .section = "parallelism", .key = "tensor",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Tensor parallel"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = "×", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "t, accelerators that split each layer's matrices (Megatron-LM); it must divide the heads. Four AllReduces per layer per micro-batch, on the scale-up link while t ≤ g."),
     .get = [](const Scenario &s) { return double(s.parallelism.tensor); },
     .set = [](Scenario &s, double v) { s.parallelism.tensor = toInt(v); }},
    {.id = FieldId::Pipeline, .section = "parallelism", .key = "pipeline",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Pipeline stages"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = "×", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "p, stages the layers are split into, at most the layers; the bubble is (p − 1) / v of m + (p − 1) / v slots."),
     .get = [](const Scenario &s) { return double(s.parallelism.pipeline); },
     .set = [](Scenario &s, double v) { s.parallelism.pipeline = toInt(v); }},
    {.id = FieldId::Data, .section = "parallelism", .key = "data",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Data parallel"),
     .range = {.min = 1, .max = 200000, .integer = true}, .optional = true, .displayUnit = "×", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "d, replicas of the model; t × p × d must equal N. Unset (\"auto\"): N / (t × p)."),
     .get = [](const Scenario &s) {
         const int tp = s.parallelism.tensor * s.parallelism.pipeline;
         return double(s.parallelism.data.value_or(std::max(1, s.cluster.accelerators / tp)));
     },
     .set = [](Scenario &s, double v) { s.parallelism.data = toInt(v); },
     .isSet = [](const Scenario &s) { return s.parallelism.data.has_value(); },
     .unset = [](Scenario &s) { s.parallelism.data.reset(); }},
    {.id = FieldId::Expert, .section = "parallelism", .key = "expert",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Expert parallel"),
     .range = {.min = 1, .max = 200000, .integer = true}, .displayUnit = "×", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "e, accelerators of the data-parallel group that split the experts (a mixture of experts); it must divide d. Four all-to-alls per MoE layer per micro-batch."),
     .get = [](const Scenario &s) { return double(s.parallelism.expert); },
     .set = [](Scenario &s, double v) { s.parallelism.expert = toInt(v); }},
    {.id = FieldId::ZeroStage, .section = "parallelism", .key = "zero_stage",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "ZeRO stage"),
     .range = {.min = 0, .max = 3, .integer = true},
     .help = QT_TRANSLATE_NOOP("FieldSpec", "z, what the data-parallel group shards (Rajbhandari et al. 2020): 1 the optimizer state, 2 also the gradients, 3 also the weights (its AllReduce costs 1.5×); 0 nothing."),
     .get = [](const Scenario &s) { return double(s.parallelism.zeroStage); },
     .set = [](Scenario &s, double v) { s.parallelism.zeroStage = toInt(v); }},
    {.id = FieldId::MicroBatch, .section = "parallelism", .key = "micro_batch",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Micro-batch"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "seq"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "b, sequences per micro-batch; a step has m = G / (s · b · d) micro-batches."),
     .get = [](const Scenario &s) { return double(s.parallelism.microBatch); },
     .set = [](Scenario &s, double v) { s.parallelism.microBatch = toInt(v); }},
    {.id = FieldId::VirtualStages, .section = "parallelism", .key = "virtual_stages",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Virtual stages"),
     .range = {.min = 1, .max = 1024, .integer = true}, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "v, model chunks per stage in interleaved 1F1B (Narayanan et al. 2021): the bubble shrinks v-fold, the pipeline sends grow v-fold. 1 = plain 1F1B."),
     .get = [](const Scenario &s) { return double(s.parallelism.virtualStages); },
     .set = [](Scenario &s, double v) { s.parallelism.virtualStages = toInt(v); }},
    {.id = FieldId::ComputeEfficiency, .section = "parallelism", .key = "compute_efficiency",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Compute efficiency"),
     .range = utilizationRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "e_c, the share of peak the layers' matrix multiplies reach on one accelerator with no communication and no bubble."),
     .get = [](const Scenario &s) { return s.parallelism.computeEfficiency; },
     .set = [](Scenario &s, double v) { s.parallelism.computeEfficiency = v; }},
    {.id = FieldId::ServingArrivalRate, .section = "serving", .key = "arrival_rate_rps",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Arrival rate"),
     .range = {.min = 1e-6, .max = 1e9}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "requests/s"), .decimals = 2, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "λ, requests arriving per second. Little's law Q = λ · T (Little 1961) gives the requests in flight, hence the replicas."),
     .get = [](const Scenario &s) { return s.serving.arrivalRateRps; },
     .set = [](Scenario &s, double v) { s.serving.arrivalRateRps = v; }},
    {.id = FieldId::ServingPromptTokens, .section = "serving", .key = "prompt_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Prompt length"),
     .range = {.min = 1, .max = 10000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "L_in, prompt tokens per request: its prefill sets the time to first token, and its KV cache stays in HBM while the answer is decoded."),
     .get = [](const Scenario &s) { return double(s.serving.promptTokens); },
     .set = [](Scenario &s, double v) { s.serving.promptTokens = toInt(v); }},
    {.id = FieldId::ServingOutputTokens, .section = "serving", .key = "output_tokens",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Output length"),
     .range = {.min = 1, .max = 10000000, .integer = true}, .displayUnit = "tokens", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "L_out, tokens generated per request; the request takes TTFT + L_out · TPOT, and decode attends to a mean context of L_in + L_out / 2."),
     .get = [](const Scenario &s) { return double(s.serving.outputTokens); },
     .set = [](Scenario &s, double v) { s.serving.outputTokens = toInt(v); }},
    {.id = FieldId::ServingTensor, .section = "serving", .key = "tensor",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Accelerators per replica"),
     .range = {.min = 1, .max = 1024, .integer = true}, .displayUnit = "accelerators", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "t_s, the tensor-parallel degree of one replica, inside one node (at most the accelerators per node): weights and KV cache split t_s ways, two ring AllReduces per layer on the scale-up link."),
     .get = [](const Scenario &s) { return double(s.serving.tensor); },
     .set = [](Scenario &s, double v) { s.serving.tensor = toInt(v); }},
    {.id = FieldId::ServingBatch, .section = "serving", .key = "batch",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Serving batch"),
     .range = {.min = 1, .max = kServingMaxBatch, .integer = true}, .optional = true, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "seq"), .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "B, sequences one replica decodes together, set by hand. Unset (\"auto\"): the largest batch that fits in HBM and meets the TPOT target."),
     .get = [](const Scenario &s) { return double(s.serving.batch.value_or(1)); },
     .set = [](Scenario &s, double v) { s.serving.batch = toInt(v); },
     .isSet = [](const Scenario &s) { return s.serving.batch.has_value(); },
     .unset = [](Scenario &s) { s.serving.batch.reset(); }},
    {.id = FieldId::ServingTpotSlo, .section = "serving", .key = "tpot_slo_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "TPOT target"),
     .range = {.min = 1e-6, .max = 1e4}, .displayScale = 1e3, .displayUnit = "ms", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "The target time per output token (s). The automatic batch is the largest whose decode step meets it."),
     .get = [](const Scenario &s) { return s.serving.tpotSloS; },
     .set = [](Scenario &s, double v) { s.serving.tpotSloS = v; }},
    {.id = FieldId::ServingTtftSlo, .section = "serving", .key = "ttft_slo_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "TTFT target"),
     .range = {.min = 1e-6, .max = 1e4}, .displayScale = 1e3, .displayUnit = "ms", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "The target time to first token (s): one prompt's prefill, queueing left out."),
     .get = [](const Scenario &s) { return s.serving.ttftSloS; },
     .set = [](Scenario &s, double v) { s.serving.ttftSloS = v; }},
    {.id = FieldId::ServingTargetUtilization, .section = "serving", .key = "target_utilization",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Target utilization"),
     .range = utilizationRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "u, how busy the replicas are sized to be: replicas = ⌈Q / (B · u)⌉. Below 100 % leaves headroom for bursts."),
     .get = [](const Scenario &s) { return s.serving.targetUtilization; },
     .set = [](Scenario &s, double v) { s.serving.targetUtilization = v; }},
    {.id = FieldId::ServingBandwidthEfficiency, .section = "serving", .key = "bandwidth_efficiency",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "HBM bandwidth reached"),
     .range = utilizationRange, .displayScale = 100, .displayUnit = "%", .decimals = 1,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "e_bw, the share of the HBM bandwidth decode and prefill reach (100 % is the roofline's bound; measured batch-1 decode reaches about 70 %)."),
     .get = [](const Scenario &s) { return s.serving.bandwidthEfficiency; },
     .set = [](Scenario &s, double v) { s.serving.bandwidthEfficiency = v; }},
    {.id = FieldId::ServingAcceleratorHourPrice, .section = "serving", .key = "accelerator_hour_usd",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Accelerator-hour price"),
     .range = {.min = 0, .max = 1e4}, .displayUnit = QT_TRANSLATE_NOOP("FieldSpec", "USD/h"), .decimals = 2,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Price of one accelerator for one hour (rent or amortized purchase). 0: the cost per token is electricity only."),
     .get = [](const Scenario &s) { return s.serving.acceleratorHourUsd; },
     .set = [](Scenario &s, double v) { s.serving.acceleratorHourUsd = v; }},
    {.id = FieldId::AcceleratorPeak, .section = "hardware", .key = "peak_flop_per_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Peak (dense)"),
     .range = {.min = 1e9, .max = 1e18}, .displayScale = 1e-12, .displayUnit = "TFLOP/s", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Dense tensor peak at the selected precision (datasheet). Editing it marks the accelerator custom."),
     .get = [](const Scenario &s) { return s.peakFlopPerS(); },
     .set = setPeak},
    {.id = FieldId::AcceleratorHbmBandwidth, .section = "hardware", .key = "hbm_bandwidth_bytes_per_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "HBM bandwidth"),
     .range = {.min = 1e9, .max = 1e15}, .displayScale = 1e-12, .displayUnit = "TB/s", .decimals = 3, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Memory bandwidth of the accelerator's HBM (datasheet). Editing it marks the accelerator custom."),
     .get = [](const Scenario &s) { return s.accelerator.hbmBandwidthBytesPerS; },
     .set = [](Scenario &s, double v) { s.accelerator.hbmBandwidthBytesPerS = v; s.accelerator.custom = true; }},
    {.id = FieldId::AcceleratorHbmCapacity, .section = "hardware", .key = "hbm_capacity_bytes",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "HBM capacity"),
     .range = {.min = 1e8, .max = 1e13}, .displayScale = 1e-9, .displayUnit = "GB", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "HBM capacity (datasheet); the decode weights must fit. Editing it marks the accelerator custom."),
     .get = [](const Scenario &s) { return s.accelerator.hbmCapacityBytes; },
     .set = [](Scenario &s, double v) { s.accelerator.hbmCapacityBytes = v; s.accelerator.custom = true; }},
    {.id = FieldId::AcceleratorTdp, .section = "hardware", .key = "tdp_w",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "TDP"),
     .range = {.min = 1, .max = 1e5}, .displayUnit = "W", .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Thermal design power of one accelerator (datasheet). Editing it marks the accelerator custom."),
     .get = [](const Scenario &s) { return s.accelerator.tdpW; },
     .set = [](Scenario &s, double v) { s.accelerator.tdpW = v; s.accelerator.tdpIsEstimate = false; s.accelerator.custom = true; }},
    {.id = FieldId::IntraNodeBandwidth, .section = "hardware", .key = "intra_node_bandwidth_bytes_per_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Intra-node BW / dir."),
     .range = {.min = 1e6, .max = 1e14}, .displayScale = 1e-9, .displayUnit = "GB/s", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Bandwidth per direction of the intra-node (scale-up) link. Editing it marks the link custom."),
     .get = [](const Scenario &s) { return s.intraNodeLink.bandwidthBytesPerS; },
     .set = [](Scenario &s, double v) { setLinkBandwidth(s.intraNodeLink, v); }},
    {.id = FieldId::IntraNodeLatency, .section = "hardware", .key = "intra_node_latency_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Intra-node latency"),
     .range = {.min = 0, .max = 1}, .displayScale = 1e6, .displayUnit = "µs", .decimals = 2,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "One-way latency α of the intra-node link. Editing it marks the link custom."),
     .get = [](const Scenario &s) { return s.intraNodeLink.latencyS; },
     .set = [](Scenario &s, double v) { setLinkLatency(s.intraNodeLink, v); }},
    {.id = FieldId::InterNodeBandwidth, .section = "hardware", .key = "inter_node_bandwidth_bytes_per_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Inter-node BW / dir."),
     .range = {.min = 1e6, .max = 1e14}, .displayScale = 1e-9, .displayUnit = "GB/s", .decimals = 1, .slider = SliderScale::Log,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "Bandwidth per direction of the inter-node fabric port per accelerator. Editing it marks the link custom."),
     .get = [](const Scenario &s) { return s.interNodeLink.bandwidthBytesPerS; },
     .set = [](Scenario &s, double v) { setLinkBandwidth(s.interNodeLink, v); }},
    {.id = FieldId::InterNodeLatency, .section = "hardware", .key = "inter_node_latency_s",
     .label = QT_TRANSLATE_NOOP("FieldSpec", "Inter-node latency"),
     .range = {.min = 0, .max = 1}, .displayScale = 1e6, .displayUnit = "µs", .decimals = 2,
     .help = QT_TRANSLATE_NOOP("FieldSpec", "One-way latency α of the inter-node fabric. Editing it marks the link custom."),
     .get = [](const Scenario &s) { return s.interNodeLink.latencyS; },
     .set = [](Scenario &s, double v) { setLinkLatency(s.interNodeLink, v); }},
}};
// clang-format on

constexpr bool tableInOrder()
{
    for (int i = 0; i < kFieldCount; ++i) {
        if (static_cast<int>(kFields[static_cast<size_t>(i)].id) != i)
            return false;
    }
    return true;
}
static_assert(tableInOrder(), "kFields must be indexed by FieldId");

} // namespace

QString FieldSpec::path() const
{
    return QString::fromLatin1(section) + QLatin1Char('.') + QString::fromLatin1(key);
}

QString FieldSpec::displayLabel() const
{
    return QCoreApplication::translate("FieldSpec", label);
}

QString FieldSpec::helpText() const
{
    return QCoreApplication::translate("FieldSpec", help);
}

QString FieldSpec::unitText(double shown) const
{
    const QString unit = QString::fromUtf8(displayUnit);
    const int n = static_cast<int>(std::min(std::abs(std::round(shown)), 1e9));
    if (unit == QLatin1String("accelerators"))
        return groupedCount(
            QCoreApplication::translate("FieldSpec", "accelerator(s)", "unit after a count", n), n);
    if (unit == QLatin1String("tokens"))
        return groupedCount(
            QCoreApplication::translate("FieldSpec", "token(s)", "unit after a count", n), n);
    if (unit.isEmpty() || isConvertibleUnit(unit))
        return unit; // a symbol: TFLOP/s, GB/s, ms, W
    return QCoreApplication::translate("FieldSpec", displayUnit);
}

QString FieldSpec::unitPattern(double shown) const
{
    const QString unit = unitText(shown);
    if (unit.isEmpty())
        return QStringLiteral("%1");
    if (qstrcmp(displayUnit, "per node") == 0)
        return QCoreApplication::translate("FieldSpec", "%1 per node",
                                           "a count in each node: 8 per node");
    if (qstrcmp(displayUnit, "per rack") == 0)
        return QCoreApplication::translate("FieldSpec", "%1 per rack",
                                           "a count in each rack: 4 per rack");
    return QStringLiteral("%1 ") + unit;
}

QString FieldSpec::withUnit(const QString &number, double shown) const
{
    return unitPattern(shown).arg(number);
}

std::span<const FieldSpec> fieldSpecs()
{
    return kFields;
}

const FieldSpec &fieldSpec(FieldId id)
{
    return kFields[static_cast<size_t>(id)];
}

} // namespace fleet
