// The annotations of every numeric results key. A key missing here still appears among the
// output metrics (labelled by its key); the model tests require every key to be annotated and
// every getter to agree with the results JSON.
#include "metrictable.h"

#include <QCoreApplication>

namespace fleet::detail {

namespace {

using R = Results;
using F = MetricFormat;

std::optional<double> opt(double v)
{
    return v;
}
std::optional<double> opt(const std::optional<double> &v)
{
    return v;
}

/// A member of one results section: field<&R::power, &R::Power::itLoadW>.
template <auto Section, auto Member> std::optional<double> field(const Results &r)
{
    return opt((r.*Section).*Member);
}

/// A part of the serving fleet's decode step, or of its prefill.
template <double ServingDecode::*Member> std::optional<double> decodePart(const Results &r)
{
    return r.serving.decode.*Member;
}
template <double ServingPrefill::*Member> std::optional<double> prefillPart(const Results &r)
{
    return r.serving.prefill.*Member;
}

/// One part of an AllReduce time.
template <CollectiveTime R::Communication::*Collective, TimePart Part>
std::optional<double> collective(const Results &r)
{
    return (r.communication.*Collective).part(Part);
}

constexpr auto Lower = Better::Lower;
constexpr auto Higher = Better::Higher;
constexpr auto None = Better::None;

constexpr const char *kNeverFinishes = QT_TRANSLATE_NOOP("Metric", "never finishes");

/// The layout's data-parallel degree (a member of its Layout).
std::optional<double> layoutData(const Results &r)
{
    return r.parallelism.layout.data;
}

// clang-format off
constexpr MetricAnnotation kMetrics[] = {
    // roofline
    {"roofline.peak_flop_per_s", QT_TRANSLATE_NOOP("Metric", "Peak per accelerator"), "FLOP/s", Higher, F::Si, field<&R::roofline, &R::Roofline::peakFlopPerS>},
    {"roofline.ridge_point_flop_per_byte", QT_TRANSLATE_NOOP("Metric", "Ridge point"), "FLOP/byte", None, F::Plain, field<&R::roofline, &R::Roofline::ridgePointFlopPerByte>},
    {"roofline.attainable_flop_per_s", QT_TRANSLATE_NOOP("Metric", "Attainable FLOP/s (custom kernel)"), "FLOP/s", Higher, F::Si, field<&R::roofline, &R::Roofline::attainableFlopPerS>},
    {"roofline.fraction_of_peak", QT_TRANSLATE_NOOP("Metric", "Kernel fraction of peak"), "", Higher, F::Percent, field<&R::roofline, &R::Roofline::fractionOfPeak>},
    {"roofline.decode_weights_bytes", QT_TRANSLATE_NOOP("Metric", "Decode weights"), "B", None, F::Si, field<&R::roofline, &R::Roofline::decodeWeightsBytes>},
    {"roofline.kv_cache_bytes", QT_TRANSLATE_NOOP("Metric", "KV cache"), "B", None, F::Si, field<&R::roofline, &R::Roofline::kvCacheBytes>},
    {"roofline.decode_memory_bytes", QT_TRANSLATE_NOOP("Metric", "Decode memory (weights + KV)"), "B", Lower, F::Si, field<&R::roofline, &R::Roofline::decodeMemoryBytes>},
    {"roofline.decode_intensity_flop_per_byte", QT_TRANSLATE_NOOP("Metric", "Decode intensity"), "FLOP/byte", None, F::Plain, field<&R::roofline, &R::Roofline::decodeIntensityFlopPerByte>},
    {"roofline.decode_tokens_per_s", QT_TRANSLATE_NOOP("Metric", "Decode tokens/s"), "tokens/s", Higher, F::Plain, field<&R::roofline, &R::Roofline::decodeTokensPerS>},
    {"roofline.prefill_intensity_flop_per_byte", QT_TRANSLATE_NOOP("Metric", "Prefill intensity"), "FLOP/byte", None, F::Plain, field<&R::roofline, &R::Roofline::prefillIntensityFlopPerByte>},
    {"roofline.prefill_tokens_per_s", QT_TRANSLATE_NOOP("Metric", "Prefill tokens/s"), "tokens/s", Higher, F::Plain, field<&R::roofline, &R::Roofline::prefillTokensPerS>},
    {"roofline.training_intensity_flop_per_byte", QT_TRANSLATE_NOOP("Metric", "Training intensity"), "FLOP/byte", None, F::Plain, field<&R::roofline, &R::Roofline::trainingIntensityFlopPerByte>},
    // scaling
    {"scaling.amdahl_speedup", QT_TRANSLATE_NOOP("Metric", "Amdahl speedup"), "", Higher, F::Plain, field<&R::scaling, &R::Scaling::amdahlSpeedup>},
    {"scaling.amdahl_efficiency", QT_TRANSLATE_NOOP("Metric", "Amdahl efficiency"), "", Higher, F::Percent, field<&R::scaling, &R::Scaling::amdahlEfficiency>},
    {"scaling.amdahl_limit", QT_TRANSLATE_NOOP("Metric", "Amdahl ceiling 1/s"), "", None, F::Plain, field<&R::scaling, &R::Scaling::amdahlLimit>, 1, "", QT_TRANSLATE_NOOP("Metric", "no ceiling")},
    {"scaling.gustafson_speedup", QT_TRANSLATE_NOOP("Metric", "Gustafson speedup"), "", Higher, F::Plain, field<&R::scaling, &R::Scaling::gustafsonSpeedup>},
    {"scaling.empirical_scaling_efficiency", QT_TRANSLATE_NOOP("Metric", "Empirical scaling efficiency"), "", Higher, F::Percent, field<&R::scaling, &R::Scaling::empiricalScalingEfficiency>},
    {"scaling.network_scaling_efficiency", QT_TRANSLATE_NOOP("Metric", "Network scaling efficiency"), "", Higher, F::Percent, field<&R::scaling, &R::Scaling::networkScalingEfficiency>},
    {"scaling.scaling_efficiency", QT_TRANSLATE_NOOP("Metric", "Scaling efficiency used"), "", Higher, F::Percent, field<&R::scaling, &R::Scaling::scalingEfficiency>},
    {"scaling.implied_scaling_efficiency", QT_TRANSLATE_NOOP("Metric", "Implied scaling efficiency"), "", Higher, F::Percent, field<&R::scaling, &R::Scaling::impliedEfficiency>},
    // communication
    {"communication.message_bytes", QT_TRANSLATE_NOOP("Metric", "AllReduce message"), "B", None, F::Si, field<&R::communication, &R::Communication::messageBytes>},
    {"communication.allreduce_s", QT_TRANSLATE_NOOP("Metric", "Gradient AllReduce time"), "s", Lower, F::Duration, field<&R::communication, &R::Communication::allReduceS>},
    {"communication.compute_time_per_step_s", QT_TRANSLATE_NOOP("Metric", "Compute time per step"), "s", None, F::Duration, field<&R::communication, &R::Communication::computeTimePerStepS>},
    {"communication.allreduce_bytes_per_participant", QT_TRANSLATE_NOOP("Metric", "AllReduce bytes per participant"), "B", Lower, F::Si, field<&R::communication, &R::Communication::allReduceBytesPerParticipant>},
    {"communication.comm_compute_ratio", QT_TRANSLATE_NOOP("Metric", "Comm/compute ratio ρ"), "", Lower, F::Plain, field<&R::communication, &R::Communication::commComputeRatio>},
    {"communication.intra_to_inter_bandwidth_ratio", QT_TRANSLATE_NOOP("Metric", "Intra/inter-node bandwidth ratio"), "", None, F::Plain, field<&R::communication, &R::Communication::intraToInterBandwidthRatio>},
    {"communication.tree_beats_ring_below_bytes", QT_TRANSLATE_NOOP("Metric", "Tree beats ring below"), "B", None, F::Si, field<&R::communication, &R::Communication::treeBeatsRingBelowBytes>},
    {"communication.transfer_time_s", QT_TRANSLATE_NOOP("Metric", "Transfer time (intra-node)"), "s", Lower, F::Duration, field<&R::communication, &R::Communication::transferTimeS>},
    {"communication.transfer_comm_compute_ratio", QT_TRANSLATE_NOOP("Metric", "Transfer ρ"), "", Lower, F::Plain, field<&R::communication, &R::Communication::transferRatio>},
    {"communication.ring_allreduce_s", QT_TRANSLATE_NOOP("Metric", "Ring AllReduce"), "s", Lower, F::Duration, collective<&R::Communication::ring, TimePart::Total>},
    {"communication.ring_allreduce_bandwidth_s", QT_TRANSLATE_NOOP("Metric", "Ring AllReduce, bandwidth part"), "s", Lower, F::Duration, collective<&R::Communication::ring, TimePart::Bandwidth>},
    {"communication.ring_allreduce_latency_s", QT_TRANSLATE_NOOP("Metric", "Ring AllReduce, latency part"), "s", Lower, F::Duration, collective<&R::Communication::ring, TimePart::Latency>},
    {"communication.tree_allreduce_s", QT_TRANSLATE_NOOP("Metric", "Tree AllReduce"), "s", Lower, F::Duration, collective<&R::Communication::tree, TimePart::Total>},
    {"communication.tree_allreduce_bandwidth_s", QT_TRANSLATE_NOOP("Metric", "Tree AllReduce, bandwidth part"), "s", Lower, F::Duration, collective<&R::Communication::tree, TimePart::Bandwidth>},
    {"communication.tree_allreduce_latency_s", QT_TRANSLATE_NOOP("Metric", "Tree AllReduce, latency part"), "s", Lower, F::Duration, collective<&R::Communication::tree, TimePart::Latency>},
    {"communication.hierarchical_allreduce_s", QT_TRANSLATE_NOOP("Metric", "Hierarchical AllReduce"), "s", Lower, F::Duration, collective<&R::Communication::hierarchical, TimePart::Total>},
    {"communication.hierarchical_allreduce_bandwidth_s", QT_TRANSLATE_NOOP("Metric", "Hierarchical AllReduce, bandwidth part"), "s", Lower, F::Duration, collective<&R::Communication::hierarchical, TimePart::Bandwidth>},
    {"communication.hierarchical_allreduce_latency_s", QT_TRANSLATE_NOOP("Metric", "Hierarchical AllReduce, latency part"), "s", Lower, F::Duration, collective<&R::Communication::hierarchical, TimePart::Latency>},
    // reliability
    {"reliability.cluster_mtbf_h", QT_TRANSLATE_NOOP("Metric", "Cluster MTBF"), "h", Higher, F::Hours, field<&R::reliability, &R::Reliability::clusterMtbfH>},
    {"reliability.failure_rate_per_h", QT_TRANSLATE_NOOP("Metric", "Failure rate"), "1/h", Lower, F::Plain, field<&R::reliability, &R::Reliability::failureRatePerH>},
    {"reliability.failure_probability", QT_TRANSLATE_NOOP("Metric", "P(failure within the horizon)"), "", Lower, F::Percent, field<&R::reliability, &R::Reliability::failureProbability>},
    {"reliability.expected_failures", QT_TRANSLATE_NOOP("Metric", "Expected failures within the horizon"), "", Lower, F::Plain, field<&R::reliability, &R::Reliability::expectedFailures>},
    {"reliability.nodes", QT_TRANSLATE_NOOP("Metric", "Nodes"), "", None, F::Plain, field<&R::reliability, &R::Reliability::nodes>},
    {"reliability.node_mtbf_h", QT_TRANSLATE_NOOP("Metric", "Node MTBF"), "h", Higher, F::Hours, field<&R::reliability, &R::Reliability::nodeMtbfH>},
    {"reliability.accelerator_failure_share", QT_TRANSLATE_NOOP("Metric", "Failures from accelerators"), "", None, F::Percent, field<&R::reliability, &R::Reliability::acceleratorFailureShare>},
    {"reliability.checkpoint_bytes", QT_TRANSLATE_NOOP("Metric", "Checkpoint size"), "B", Lower, F::Si, field<&R::reliability, &R::Reliability::checkpointBytes>},
    {"reliability.checkpoint_write_s", QT_TRANSLATE_NOOP("Metric", "Checkpoint write time"), "s", Lower, F::Duration, field<&R::reliability, &R::Reliability::checkpointWriteS>},
    {"reliability.optimal_checkpoint_interval_s", QT_TRANSLATE_NOOP("Metric", "Young's checkpoint interval"), "s", None, F::Duration, field<&R::reliability, &R::Reliability::optimalCheckpointIntervalS>},
    {"reliability.daly_checkpoint_interval_s", QT_TRANSLATE_NOOP("Metric", "Daly's checkpoint interval"), "s", None, F::Duration, field<&R::reliability, &R::Reliability::dalyCheckpointIntervalS>},
    {"reliability.checkpoint_interval_s", QT_TRANSLATE_NOOP("Metric", "Checkpoint interval"), "s", None, F::Duration, field<&R::reliability, &R::Reliability::checkpointIntervalS>},
    {"reliability.wasted_time_fraction_at_optimum", QT_TRANSLATE_NOOP("Metric", "Time wasted at the optimum"), "", Lower, F::Percent, field<&R::reliability, &R::Reliability::wastedTimeFractionAtOptimum>},
    // operations
    {"operations.pipeline_bubble", QT_TRANSLATE_NOOP("Metric", "Pipeline bubble"), "", Lower, F::Percent, field<&R::operations, &R::Operations::pipelineBubble>},
    {"operations.checkpoint_overhead", QT_TRANSLATE_NOOP("Metric", "Checkpoint overhead"), "", Lower, F::Percent, field<&R::operations, &R::Operations::checkpointOverhead>},
    {"operations.failure_overhead", QT_TRANSLATE_NOOP("Metric", "Failure overhead"), "", Lower, F::Percent, field<&R::operations, &R::Operations::failureOverhead>},
    {"operations.maintenance", QT_TRANSLATE_NOOP("Metric", "Maintenance"), "", Lower, F::Percent, field<&R::operations, &R::Operations::maintenance>},
    // parallelism (the training layout)
    {"parallelism.data", QT_TRANSLATE_NOOP("Metric", "Data-parallel degree"), "", None, F::Plain, layoutData},
    {"parallelism.micro_batches", QT_TRANSLATE_NOOP("Metric", "Micro-batches per step"), "", None, F::Plain, field<&R::parallelism, &LayoutCost::microBatches>},
    {"parallelism.stage_layers", QT_TRANSLATE_NOOP("Metric", "Layers per stage"), "", None, F::Plain, field<&R::parallelism, &LayoutCost::stageLayers>},
    {"parallelism.weights_bytes", QT_TRANSLATE_NOOP("Metric", "Weights per accelerator"), "B", Lower, F::Si, field<&R::parallelism, &LayoutCost::weightsBytes>},
    {"parallelism.gradients_bytes", QT_TRANSLATE_NOOP("Metric", "Gradients per accelerator"), "B", Lower, F::Si, field<&R::parallelism, &LayoutCost::gradientsBytes>},
    {"parallelism.optimizer_bytes", QT_TRANSLATE_NOOP("Metric", "Optimizer state per accelerator"), "B", Lower, F::Si, field<&R::parallelism, &LayoutCost::optimizerBytes>},
    {"parallelism.activations_bytes", QT_TRANSLATE_NOOP("Metric", "Activations per accelerator"), "B", Lower, F::Si, field<&R::parallelism, &LayoutCost::activationsBytes>},
    {"parallelism.memory_per_accelerator_bytes", QT_TRANSLATE_NOOP("Metric", "Training memory per accelerator"), "B", Lower, F::Si, field<&R::parallelism, &LayoutCost::memoryBytes>},
    {"parallelism.compute_s_per_micro_batch", QT_TRANSLATE_NOOP("Metric", "Compute per micro-batch"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::computeS>},
    {"parallelism.tensor_comm_s_per_micro_batch", QT_TRANSLATE_NOOP("Metric", "Tensor-parallel communication per micro-batch"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::tensorCommS>},
    {"parallelism.pipeline_comm_s_per_micro_batch", QT_TRANSLATE_NOOP("Metric", "Pipeline sends per micro-batch"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::pipelineCommS>},
    {"parallelism.expert_comm_s_per_micro_batch", QT_TRANSLATE_NOOP("Metric", "Expert all-to-alls per micro-batch"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::expertCommS>},
    {"parallelism.bubble_fraction", QT_TRANSLATE_NOOP("Metric", "Pipeline bubble (layout)"), "", Lower, F::Percent, field<&R::parallelism, &LayoutCost::bubbleFraction>},
    {"parallelism.pipeline_s", QT_TRANSLATE_NOOP("Metric", "Pipeline time per step"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::pipelineS>},
    {"parallelism.data_parallel_allreduce_s", QT_TRANSLATE_NOOP("Metric", "Data-parallel AllReduce"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::dataParallelAllReduceS>},
    {"parallelism.data_parallel_exposed_s", QT_TRANSLATE_NOOP("Metric", "Exposed data-parallel AllReduce"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::dataParallelExposedS>},
    {"parallelism.step_s", QT_TRANSLATE_NOOP("Metric", "Training step"), "s", Lower, F::Duration, field<&R::parallelism, &LayoutCost::stepS>},
    {"parallelism.mfu", QT_TRANSLATE_NOOP("Metric", "MFU of the layout"), "", Higher, F::Percent, field<&R::parallelism, &LayoutCost::mfu>},
    {"parallelism.tokens_per_s", QT_TRANSLATE_NOOP("Metric", "Training tokens/s"), "tokens/s", Higher, F::Si, field<&R::parallelism, &LayoutCost::tokensPerS>},
    // utilization
    {"utilization.mfu", QT_TRANSLATE_NOOP("Metric", "MFU used"), "", Higher, F::Percent, field<&R::utilization, &R::Utilization::mfu>},
    {"utilization.peak_flop_per_s", QT_TRANSLATE_NOOP("Metric", "Cluster peak"), "FLOP/s", Higher, F::Scaled, field<&R::utilization, &R::Utilization::peakFlopPerS>, 1e-18, "EFLOP/s"},
    {"utilization.effective_flop_per_s", QT_TRANSLATE_NOOP("Metric", "Effective throughput"), "FLOP/s", Higher, F::Scaled, field<&R::utilization, &R::Utilization::effectiveFlopPerS>, 1e-18, "EFLOP/s"},
    {"utilization.effective_fraction", QT_TRANSLATE_NOOP("Metric", "Fraction of peak"), "", Higher, F::Percent, field<&R::utilization, &R::Utilization::effectiveFraction>},
    {"utilization.operational_goodput", QT_TRANSLATE_NOOP("Metric", "Goodput"), "", Higher, F::Percent, field<&R::utilization, &R::Utilization::operationalGoodput>},
    {"utilization.training_compute_flop", QT_TRANSLATE_NOOP("Metric", "Training compute"), "FLOP", None, F::Si, field<&R::utilization, &R::Utilization::trainingComputeFlop>},
    {"utilization.training_time_s", QT_TRANSLATE_NOOP("Metric", "Training time"), "s", Lower, F::TrainingTime, field<&R::utilization, &R::Utilization::trainingTimeS>, 1, "", kNeverFinishes},
    // power
    {"power.node_power_w", QT_TRANSLATE_NOOP("Metric", "Node power"), "W", Lower, F::Si, field<&R::power, &R::Power::nodePowerW>},
    {"power.it_load_w", QT_TRANSLATE_NOOP("Metric", "IT load"), "W", Lower, F::Si, field<&R::power, &R::Power::itLoadW>},
    {"power.facility_load_w", QT_TRANSLATE_NOOP("Metric", "Facility load"), "W", Lower, F::Si, field<&R::power, &R::Power::facilityLoadW>},
    {"power.overhead_w", QT_TRANSLATE_NOOP("Metric", "Facility overhead"), "W", Lower, F::Si, field<&R::power, &R::Power::overheadW>},
    {"power.rack_power_w", QT_TRANSLATE_NOOP("Metric", "Rack power"), "W", Lower, F::Si, field<&R::power, &R::Power::rackPowerW>},
    {"power.accelerators_per_rack", QT_TRANSLATE_NOOP("Metric", "Accelerators per rack"), "", None, F::Plain, field<&R::power, &R::Power::acceleratorsPerRack>},
    {"power.annual_energy_wh", QT_TRANSLATE_NOOP("Metric", "Annual energy"), "Wh", Lower, F::Si, field<&R::power, &R::Power::annualEnergyWh>},
    {"power.annual_cost_usd", QT_TRANSLATE_NOOP("Metric", "Annual electricity cost"), "USD", Lower, F::Usd, field<&R::power, &R::Power::annualCostUsd>},
    {"power.annual_co2_kg", QT_TRANSLATE_NOOP("Metric", "Annual CO₂"), "kg", Lower, F::Co2, field<&R::power, &R::Power::annualCo2Kg>},
    // run
    {"run.training_time_s", QT_TRANSLATE_NOOP("Metric", "Time to train"), "s", Lower, F::TrainingTime, field<&R::run, &R::Run::trainingTimeS>, 1, "", kNeverFinishes},
    {"run.energy_wh", QT_TRANSLATE_NOOP("Metric", "Energy to train"), "Wh", Lower, F::Si, field<&R::run, &R::Run::energyWh>, 1, "", kNeverFinishes},
    {"run.cost_usd", QT_TRANSLATE_NOOP("Metric", "Electricity cost to train"), "USD", Lower, F::Usd, field<&R::run, &R::Run::costUsd>, 1, "", kNeverFinishes},
    {"run.co2_kg", QT_TRANSLATE_NOOP("Metric", "CO₂ to train"), "kg", Lower, F::Co2, field<&R::run, &R::Run::co2Kg>, 1, "", kNeverFinishes},
    {"run.accelerator_hours", QT_TRANSLATE_NOOP("Metric", "Accelerator-hours to train"), "h", Lower, F::Plain, field<&R::run, &R::Run::acceleratorHours>, 1, "", kNeverFinishes},
    {"run.expected_failures", QT_TRANSLATE_NOOP("Metric", "Failures expected during the run"), "", Lower, F::Plain, field<&R::run, &R::Run::expectedFailures>, 1, "", kNeverFinishes},
    {"run.checkpoint_time_s", QT_TRANSLATE_NOOP("Metric", "Time spent checkpointing"), "s", Lower, F::Duration, field<&R::run, &R::Run::checkpointTimeS>, 1, "", kNeverFinishes},
    {"run.failure_time_s", QT_TRANSLATE_NOOP("Metric", "Time lost to failures and restarts"), "s", Lower, F::Duration, field<&R::run, &R::Run::failureTimeS>, 1, "", kNeverFinishes},
    // serving
    {"serving.batch", QT_TRANSLATE_NOOP("Metric", "Serving batch"), "", None, F::Plain, field<&R::serving, &ServingResult::batch>},
    {"serving.memory_limit_batch", QT_TRANSLATE_NOOP("Metric", "Largest batch in memory"), "", Higher, F::Plain, field<&R::serving, &ServingResult::memoryLimitBatch>},
    {"serving.mean_context_tokens", QT_TRANSLATE_NOOP("Metric", "Mean decode context"), "tokens", None, F::Plain, field<&R::serving, &ServingResult::meanContextTokens>},
    {"serving.tpot_s", QT_TRANSLATE_NOOP("Metric", "Time per output token"), "s", Lower, F::Duration, field<&R::serving, &ServingResult::tpotS>},
    {"serving.tpot_memory_s", QT_TRANSLATE_NOOP("Metric", "TPOT, memory term"), "s", Lower, F::Duration, decodePart<&ServingDecode::memoryS>},
    {"serving.tpot_compute_s", QT_TRANSLATE_NOOP("Metric", "TPOT, compute term"), "s", Lower, F::Duration, decodePart<&ServingDecode::computeS>},
    {"serving.tpot_allreduce_s", QT_TRANSLATE_NOOP("Metric", "TPOT, AllReduce term"), "s", Lower, F::Duration, decodePart<&ServingDecode::allReduceS>},
    {"serving.decode_intensity_flop_per_byte", QT_TRANSLATE_NOOP("Metric", "Serving decode intensity"), "FLOP/byte", None, F::Plain, decodePart<&ServingDecode::intensityFlopPerByte>},
    {"serving.ttft_s", QT_TRANSLATE_NOOP("Metric", "Time to first token"), "s", Lower, F::Duration, field<&R::serving, &ServingResult::ttftS>},
    {"serving.ttft_compute_s", QT_TRANSLATE_NOOP("Metric", "TTFT, compute term"), "s", Lower, F::Duration, prefillPart<&ServingPrefill::computeS>},
    {"serving.ttft_memory_s", QT_TRANSLATE_NOOP("Metric", "TTFT, memory term"), "s", Lower, F::Duration, prefillPart<&ServingPrefill::memoryS>},
    {"serving.ttft_allreduce_s", QT_TRANSLATE_NOOP("Metric", "TTFT, AllReduce term"), "s", Lower, F::Duration, prefillPart<&ServingPrefill::allReduceS>},
    {"serving.request_latency_s", QT_TRANSLATE_NOOP("Metric", "Request latency"), "s", Lower, F::Duration, field<&R::serving, &ServingResult::requestLatencyS>},
    {"serving.concurrency", QT_TRANSLATE_NOOP("Metric", "Requests in flight"), "", None, F::Plain, field<&R::serving, &ServingResult::concurrency>},
    {"serving.replicas", QT_TRANSLATE_NOOP("Metric", "Serving replicas"), "", Lower, F::Plain, field<&R::serving, &ServingResult::replicas>},
    {"serving.accelerators", QT_TRANSLATE_NOOP("Metric", "Serving accelerators"), "", Lower, F::Plain, field<&R::serving, &ServingResult::accelerators>},
    {"serving.nodes", QT_TRANSLATE_NOOP("Metric", "Serving nodes"), "", Lower, F::Plain, field<&R::serving, &ServingResult::nodes>},
    {"serving.memory_per_accelerator_bytes", QT_TRANSLATE_NOOP("Metric", "Serving memory per accelerator"), "B", Lower, F::Si, field<&R::serving, &ServingResult::memoryPerAcceleratorBytes>},
    {"serving.output_tokens_per_s", QT_TRANSLATE_NOOP("Metric", "Output tokens/s served"), "tokens/s", None, F::Plain, field<&R::serving, &ServingResult::outputTokensPerS>},
    {"serving.decode_tokens_per_s_per_accelerator", QT_TRANSLATE_NOOP("Metric", "Decode tokens/s per accelerator"), "tokens/s", Higher, F::Plain, field<&R::serving, &ServingResult::decodeTokensPerSPerAccelerator>},
    {"serving.it_power_w", QT_TRANSLATE_NOOP("Metric", "Serving IT power"), "W", Lower, F::Si, field<&R::serving, &ServingResult::itPowerW>},
    {"serving.facility_power_w", QT_TRANSLATE_NOOP("Metric", "Serving facility power"), "W", Lower, F::Si, field<&R::serving, &ServingResult::facilityPowerW>},
    {"serving.joules_per_output_token", QT_TRANSLATE_NOOP("Metric", "Energy per output token"), "J", Lower, F::Si, field<&R::serving, &ServingResult::joulesPerOutputToken>},
    {"serving.usd_per_million_output_tokens", QT_TRANSLATE_NOOP("Metric", "Cost per million output tokens"), "USD", Lower, F::Usd, field<&R::serving, &ServingResult::usdPerMillionOutputTokens>},
};

constexpr const char *kHeadline[] = {
    "run.training_time_s", "run.accelerator_hours", "run.expected_failures",
    "run.checkpoint_time_s", "run.failure_time_s", "run.energy_wh", "run.cost_usd", "run.co2_kg",
    "utilization.effective_flop_per_s", "utilization.effective_fraction",
    "utilization.operational_goodput", "reliability.cluster_mtbf_h",
    "reliability.checkpoint_interval_s", "roofline.decode_tokens_per_s",
    "power.it_load_w", "power.facility_load_w", "power.rack_power_w",
    "serving.accelerators", "serving.usd_per_million_output_tokens",
};
// clang-format on

} // namespace

std::span<const MetricAnnotation> metricAnnotations()
{
    return kMetrics;
}

std::span<const char *const> headlineMetricKeys()
{
    return kHeadline;
}

} // namespace fleet::detail
