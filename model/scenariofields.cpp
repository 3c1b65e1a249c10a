#include "scenariofields.h"

#include "physics.h"
#include "scenario.h"

#include <array>
#include <cmath>

namespace fleet {

namespace {

constexpr NumberRange fractionRange{0, 1};
/// (0, 1] in practice: 0.1 % is the smallest MFU or scaling efficiency accepted, so that
/// N · R_peak · MFU · η stays a number a training time can be divided by.
constexpr NumberRange utilizationRange{0.001, 1};

int toInt(double v) { return static_cast<int>(std::lround(v)); }

void setPeak(Scenario &s, double v)
{
    if (s.precision == Precision::FP8)
        s.accelerator.peakFp8FlopPerS = v;
    else
        s.accelerator.peakBf16FlopPerS = v;
    s.accelerator.custom = true;
}

/// An edited link is the user's own: its figures are per direction, as typed.
void markLinkCustom(Link &l)
{
    l.publishedBandwidthBytesPerS = l.bandwidthBytesPerS;
    l.publishedConvention = BandwidthConvention::PerDirection;
    l.custom = true;
}

void setLinkBandwidth(Link &l, double v)
{
    l.bandwidthBytesPerS = v;
    l.bandwidthIsEstimate = false;
    markLinkCustom(l);
}

void setLinkLatency(Link &l, double v)
{
    l.latencyS = v;
    l.latencyIsEstimate = false;
    markLinkCustom(l);
}

// clang-format off
constexpr std::array<FieldSpec, kFieldCount> kFields = {{
    {FieldId::Accelerators, "cluster", "accelerators", "Cluster size", {1, 200000, false, true}, false,
     1, "accelerators", 0, SliderScale::Log,
     "N, the number of accelerators in the job (1 to 200,000). A DGX H100 SuperPOD is 256; Meta's clusters 24,576; the largest announced exceed 100,000 (seed).",
     [](const Scenario &s) { return double(s.cluster.accelerators); },
     [](Scenario &s, double v) { s.cluster.accelerators = toInt(v); }},
    {FieldId::AcceleratorsPerNode, "cluster", "accelerators_per_node", "Accelerators per node", {1, 1024, false, true}, false,
     1, "per node", 0, SliderScale::Log,
     "g, accelerators sharing the intra-node link (8 in a DGX/HGX node). Flat collectives over more than g accelerators run at the inter-node fabric.",
     [](const Scenario &s) { return double(s.cluster.acceleratorsPerNode); },
     [](Scenario &s, double v) { s.cluster.acceleratorsPerNode = toInt(v); }},
    {FieldId::NodesPerRack, "cluster", "nodes_per_rack", "Nodes per rack", {1, 256, false, true}, false,
     1, "per rack", 0, SliderScale::Linear,
     "Nodes in one rack; rack power = accelerators per node × nodes per rack × TDP (accelerators only).",
     [](const Scenario &s) { return double(s.cluster.nodesPerRack); },
     [](Scenario &s, double v) { s.cluster.nodesPerRack = toInt(v); }},

    {FieldId::Parameters, "workload", "parameters", "Model parameters", {1e6, 1e14}, false,
     1e-9, "B params", 3, SliderScale::Log,
     "P, the model's parameter count (e.g. 7.0e9 for Llama-2-7B, 8.03e9 for Llama-3.1-8B).",
     [](const Scenario &s) { return s.workload.parameters; },
     [](Scenario &s, double v) { s.workload.parameters = v; }},
    {FieldId::BytesPerParameter, "workload", "bytes_per_parameter", "Bytes per parameter", {0.125, 16}, false,
     1, "B/param", 3, SliderScale::Linear,
     "b_w, bytes per weight and per gradient element (2 for BF16, 1 for FP8).",
     [](const Scenario &s) { return s.workload.bytesPerParameter; },
     [](Scenario &s, double v) { s.workload.bytesPerParameter = v; }},
    {FieldId::TrainingTokens, "workload", "training_tokens", "Training tokens", {1e6, 1e16}, false,
     1e-12, "T tokens", 3, SliderScale::Log,
     "D, tokens seen in training; training compute C ≈ 6·P·D FLOPs (dense Transformer).",
     [](const Scenario &s) { return s.workload.trainingTokens; },
     [](Scenario &s, double v) { s.workload.trainingTokens = v; }},
    {FieldId::ArithmeticIntensity, "workload", "arithmetic_intensity_flop_per_byte", "Kernel intensity", {0.01, 1e5}, false,
     1, "FLOP/byte", 2, SliderScale::Log,
     "I = FLOPs / bytes moved of a custom kernel, placed on the roofline.",
     [](const Scenario &s) { return s.workload.arithmeticIntensityFlopPerByte; },
     [](Scenario &s, double v) { s.workload.arithmeticIntensityFlopPerByte = v; }},
    {FieldId::DecodeBatch, "workload", "decode_batch", "Decode batch", {1, 1024, false, true}, false,
     1, "seq", 0, SliderScale::Log,
     "B, sequences decoded together; each weight read is shared by B tokens, so intensity = 2·B / b_w.",
     [](const Scenario &s) { return double(s.workload.decodeBatch); },
     [](Scenario &s, double v) { s.workload.decodeBatch = toInt(v); }},
    {FieldId::ComputeTimePerStep, "workload", "compute_time_per_step_s", "Compute per step", {1e-6, 1e5}, false,
     1e3, "ms", 3, SliderScale::Log,
     "T_compute / N, the compute time of one step on one accelerator (seed: ~5 s for the 7B case); ρ = T_comm / this.",
     [](const Scenario &s) { return s.workload.computeTimePerStepS; },
     [](Scenario &s, double v) { s.workload.computeTimePerStepS = v; }},
    {FieldId::PrefillTokens, "workload", "prefill_tokens", "Prefill tokens", {1, 1000000, false, true}, false,
     1, "tokens", 0, SliderScale::Log,
     "Prompt length of the prefill operating point; a dense pass reading weights once has intensity 2·tokens / b_w.",
     [](const Scenario &s) { return double(s.workload.prefillTokens); },
     [](Scenario &s, double v) { s.workload.prefillTokens = toInt(v); }},
    {FieldId::TrainingMicroBatchTokens, "workload", "training_micro_batch_tokens", "Training micro-batch", {1, 10000000, false, true}, false,
     1, "tokens", 0, SliderScale::Log,
     "Tokens per accelerator per micro-batch for the training operating point (intensity 2·tokens / b_w; activations ignored).",
     [](const Scenario &s) { return double(s.workload.trainingMicroBatchTokens); },
     [](Scenario &s, double v) { s.workload.trainingMicroBatchTokens = toInt(v); }},
    {FieldId::AllReduceMessageBytes, "workload", "allreduce_message_bytes", "AllReduce message", {1, 1e15}, true,
     1e-6, "MB", 3, SliderScale::Log,
     "M, bytes reduced per step; unset = parameters × bytes per parameter (the gradients).",
     [](const Scenario &s) { return s.allReduceMessageBytes(); },
     [](Scenario &s, double v) { s.workload.allReduceMessageBytes = v; },
     [](const Scenario &s) { return s.workload.allReduceMessageBytes.has_value(); },
     [](Scenario &s) { s.workload.allReduceMessageBytes.reset(); }},

    {FieldId::TransferBytes, "workload", "transfer_bytes", "Transfer size", {1e3, 1e11}, false,
     1e-6, "MB", 3, SliderScale::Log,
     "A point-to-point transfer for the bandwidth staircase (1 KB to 100 GB); the seed's example moves 16 MB over NVLink 4.0.",
     [](const Scenario &s) { return s.workload.transferBytes; },
     [](Scenario &s, double v) { s.workload.transferBytes = v; }},

    {FieldId::SerialFraction, "scaling", "serial_fraction", "Serial fraction s", fractionRange, false,
     100, "%", 2, SliderScale::Quadratic,
     "s, the share of wall-clock time that does not parallelize (synchronization, bubbles, checkpoint writes, Python); Amdahl ceiling 1/s.",
     [](const Scenario &s) { return s.scaling.serialFraction; },
     [](Scenario &s, double v) { s.scaling.serialFraction = v; }},
    {FieldId::Mfu, "scaling", "mfu", "MFU", utilizationRange, false,
     100, "%", 1, SliderScale::Linear,
     "Model FLOPs utilization: achieved / peak FLOP/s of one accelerator; well-tuned large-model training reaches 30–50 % (seed).",
     [](const Scenario &s) { return s.scaling.mfu; },
     [](Scenario &s, double v) { s.scaling.mfu = v; }},
    {FieldId::ScalingEfficiency, "scaling", "scaling_efficiency", "Scaling efficiency", utilizationRange, true,
     100, "%", 1, SliderScale::Linear,
     "η_scaling; \"empirical\" = the seed's table (32/256/1,024/8,192 GPUs → 90/70/50/35 %) interpolated linearly in log2 N.",
     [](const Scenario &s) { return s.scaling.scalingEfficiency.value_or(empiricalScalingEfficiency(s.cluster.accelerators)); },
     [](Scenario &s, double v) { s.scaling.scalingEfficiency = v; },
     [](const Scenario &s) { return s.scaling.scalingEfficiency.has_value(); },
     [](Scenario &s) { s.scaling.scalingEfficiency.reset(); }},

    {FieldId::ObservedSpeedup, "scaling", "observed_speedup", "Observed speedup", {0.01, 1e6}, false,
     1, "×", 2, SliderScale::Log,
     "Measured throughput ratio going from the baseline to the target cluster size (seed: 2.5× from 1,024 to 4,096 GPUs).",
     [](const Scenario &s) { return s.scaling.observedSpeedup; },
     [](Scenario &s, double v) { s.scaling.observedSpeedup = v; }},
    {FieldId::BaselineAccelerators, "scaling", "baseline_accelerators", "Baseline N", {1, 200000, false, true}, false,
     1, "accelerators", 0, SliderScale::Log,
     "N_b, the cluster size of the baseline run; its efficiency is the empirical η(N_b).",
     [](const Scenario &s) { return double(s.scaling.baselineAccelerators); },
     [](Scenario &s, double v) { s.scaling.baselineAccelerators = toInt(v); }},
    {FieldId::TargetAccelerators, "scaling", "target_accelerators", "Target N", {1, 200000, false, true}, false,
     1, "accelerators", 0, SliderScale::Log,
     "N_t, the cluster size of the run whose speedup was observed.",
     [](const Scenario &s) { return double(s.scaling.targetAccelerators); },
     [](Scenario &s, double v) { s.scaling.targetAccelerators = toInt(v); }},

    {FieldId::PipelineBubble, "operations", "pipeline_bubble", "Pipeline bubble", fractionRange, false,
     100, "%", 1, SliderScale::Linear,
     "Share of wall-clock time lost to pipeline fill and drain (seed budget ~5 %).",
     [](const Scenario &s) { return s.operations.pipelineBubble; },
     [](Scenario &s, double v) { s.operations.pipelineBubble = v; }},
    {FieldId::Checkpointing, "operations", "checkpointing", "Checkpointing", fractionRange, false,
     100, "%", 1, SliderScale::Linear,
     "Share of wall-clock time spent writing checkpoints (seed budget ~3 %).",
     [](const Scenario &s) { return s.operations.checkpointing; },
     [](Scenario &s, double v) { s.operations.checkpointing = v; }},
    {FieldId::FailureRecovery, "operations", "failure_recovery", "Failure recovery", fractionRange, false,
     100, "%", 1, SliderScale::Linear,
     "Share of wall-clock time lost to detecting failures, restarting and recomputing (seed budget ~10 %).",
     [](const Scenario &s) { return s.operations.failureRecovery; },
     [](Scenario &s, double v) { s.operations.failureRecovery = v; }},
    {FieldId::Maintenance, "operations", "maintenance", "Maintenance", fractionRange, false,
     100, "%", 1, SliderScale::Linear,
     "Share of wall-clock time in maintenance windows (seed budget ~5 %).",
     [](const Scenario &s) { return s.operations.maintenance; },
     [](Scenario &s, double v) { s.operations.maintenance = v; }},

    {FieldId::AcceleratorMttf, "reliability", "accelerator_mttf_h", "Accelerator MTTF", {1, 1e8}, false,
     1, "h", 0, SliderScale::Log,
     "Mean time to failure of one accelerator (seed: 50,000 h). Cluster MTBF = MTTF / N.",
     [](const Scenario &s) { return s.reliability.acceleratorMttfH; },
     [](Scenario &s, double v) { s.reliability.acceleratorMttfH = v; }},
    {FieldId::Horizon, "reliability", "horizon_h", "Horizon", {0.01, 1e6}, false,
     1, "h", 1, SliderScale::Log,
     "Time window for P(≥ 1 failure) and the expected number of failures (seed: 24 h).",
     [](const Scenario &s) { return s.reliability.horizonH; },
     [](Scenario &s, double v) { s.reliability.horizonH = v; }},
    {FieldId::CheckpointBytesPerParameter, "reliability", "checkpoint_bytes_per_parameter", "Checkpoint bytes/param", {0.125, 1000}, false,
     1, "B/param", 1, SliderScale::Linear,
     "Checkpoint state per parameter: 14 B for mixed-precision Adam (2 B BF16 weights + 12 B FP32 master, m, v; seed table 3).",
     [](const Scenario &s) { return s.reliability.checkpointBytesPerParameter; },
     [](Scenario &s, double v) { s.reliability.checkpointBytesPerParameter = v; }},
    {FieldId::StorageBandwidth, "reliability", "storage_bandwidth_bytes_per_s", "Storage bandwidth", {1e6, 1e15}, false,
     1e-9, "GB/s", 2, SliderScale::Log,
     "Aggregate checkpoint write bandwidth (seed table 3: 100 GB/s).",
     [](const Scenario &s) { return s.reliability.storageBandwidthBytesPerS; },
     [](Scenario &s, double v) { s.reliability.storageBandwidthBytesPerS = v; }},

    {FieldId::Pue, "facility", "pue", "PUE", {1, 3}, false,
     1, "", 2, SliderScale::Linear,
     "Power usage effectiveness = facility / IT energy (The Green Grid 2007). Seed tiers 1.06 / 1.12 / 1.40 / 1.58.",
     [](const Scenario &s) { return s.facility.pue; },
     [](Scenario &s, double v) { s.facility.pue = v; }},
    {FieldId::ElectricityPrice, "facility", "electricity_usd_per_kwh", "Electricity price", {0, 10}, false,
     1, "USD/kWh", 3, SliderScale::Linear,
     "Electricity price for the annual cost.",
     [](const Scenario &s) { return s.facility.electricityUsdPerKwh; },
     [](Scenario &s, double v) { s.facility.electricityUsdPerKwh = v; }},
    {FieldId::GridIntensity, "facility", "grid_gco2_per_kwh", "Grid carbon intensity", {0, 2000}, false,
     1, "gCO₂/kWh", 0, SliderScale::Linear,
     "Carbon intensity of the grid for the annual CO₂ (429 g/kWh default).",
     [](const Scenario &s) { return s.facility.gridGco2PerKwh; },
     [](Scenario &s, double v) { s.facility.gridGco2PerKwh = v; }},

    {FieldId::AcceleratorPeak, "hardware", "peak_flop_per_s", "Peak (dense)", {1e9, 1e18}, false,
     1e-12, "TFLOP/s", 1, SliderScale::Log,
     "Dense tensor peak at the selected precision (datasheet). Editing it marks the accelerator custom.",
     [](const Scenario &s) { return s.peakFlopPerS(); },
     setPeak},
    {FieldId::AcceleratorHbmBandwidth, "hardware", "hbm_bandwidth_bytes_per_s", "HBM bandwidth", {1e9, 1e15}, false,
     1e-12, "TB/s", 3, SliderScale::Log,
     "Memory bandwidth of the accelerator's HBM (datasheet). Editing it marks the accelerator custom.",
     [](const Scenario &s) { return s.accelerator.hbmBandwidthBytesPerS; },
     [](Scenario &s, double v) { s.accelerator.hbmBandwidthBytesPerS = v; s.accelerator.custom = true; }},
    {FieldId::AcceleratorHbmCapacity, "hardware", "hbm_capacity_bytes", "HBM capacity", {1e8, 1e13}, false,
     1e-9, "GB", 0, SliderScale::Log,
     "HBM capacity (datasheet); the decode weights must fit. Editing it marks the accelerator custom.",
     [](const Scenario &s) { return s.accelerator.hbmCapacityBytes; },
     [](Scenario &s, double v) { s.accelerator.hbmCapacityBytes = v; s.accelerator.custom = true; }},
    {FieldId::AcceleratorTdp, "hardware", "tdp_w", "TDP", {1, 1e5}, false,
     1, "W", 0, SliderScale::Log,
     "Thermal design power of one accelerator (datasheet). Editing it marks the accelerator custom.",
     [](const Scenario &s) { return s.accelerator.tdpW; },
     [](Scenario &s, double v) { s.accelerator.tdpW = v; s.accelerator.tdpIsEstimate = false; s.accelerator.custom = true; }},
    {FieldId::IntraNodeBandwidth, "hardware", "intra_node_bandwidth_bytes_per_s", "Intra-node BW / dir.", {1e6, 1e14}, false,
     1e-9, "GB/s", 1, SliderScale::Log,
     "Bandwidth per direction of the intra-node (scale-up) link. Editing it marks the link custom.",
     [](const Scenario &s) { return s.intraNodeLink.bandwidthBytesPerS; },
     [](Scenario &s, double v) { setLinkBandwidth(s.intraNodeLink, v); }},
    {FieldId::IntraNodeLatency, "hardware", "intra_node_latency_s", "Intra-node latency", {0, 1}, false,
     1e6, "µs", 2, SliderScale::Linear,
     "One-way latency α of the intra-node link. Editing it marks the link custom.",
     [](const Scenario &s) { return s.intraNodeLink.latencyS; },
     [](Scenario &s, double v) { setLinkLatency(s.intraNodeLink, v); }},
    {FieldId::InterNodeBandwidth, "hardware", "inter_node_bandwidth_bytes_per_s", "Inter-node BW / dir.", {1e6, 1e14}, false,
     1e-9, "GB/s", 1, SliderScale::Log,
     "Bandwidth per direction of the inter-node fabric port per accelerator. Editing it marks the link custom.",
     [](const Scenario &s) { return s.interNodeLink.bandwidthBytesPerS; },
     [](Scenario &s, double v) { setLinkBandwidth(s.interNodeLink, v); }},
    {FieldId::InterNodeLatency, "hardware", "inter_node_latency_s", "Inter-node latency", {0, 1}, false,
     1e6, "µs", 2, SliderScale::Linear,
     "One-way latency α of the inter-node fabric. Editing it marks the link custom.",
     [](const Scenario &s) { return s.interNodeLink.latencyS; },
     [](Scenario &s, double v) { setLinkLatency(s.interNodeLink, v); }},
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

std::span<const FieldSpec> fieldSpecs() { return kFields; }

const FieldSpec &fieldSpec(FieldId id) { return kFields[static_cast<size_t>(id)]; }

} // namespace fleet
