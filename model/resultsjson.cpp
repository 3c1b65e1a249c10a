// The results JSON: one object per area (roofline, scaling, communication, reliability,
// operations, parallelism, utilization, power, run, serving), SI units in the key names, and
// "flags". Every number is finite. The keys that can be null, and why:
//   scaling.amdahl_limit       — s = 0: Amdahl's speedup has no ceiling (1/s is undefined);
//   utilization.training_time_s, run.training_time_s, run.energy_wh, run.cost_usd, run.co2_kg,
//   run.accelerator_hours, run.expected_failures, run.checkpoint_time_s,
//   run.failure_time_s         — the run never progresses (derived goodput ≤ 0, flag
//                                "progress_stalls"): it never finishes, so it has no totals.
// No other key is ever null. "flags" lists, by modelFlagId(), what a reader must know to trust
// a number: an extrapolated curve, a formula out of its range, and every value the model caps or
// floors (wasted time capped at 1, goodput floored at 0, the empirical η at its floor, a rack
// partly filled by a small cluster).
#include "scenarioio.h"

#include <QJsonArray>

namespace fleet {

namespace {

QJsonValue orNull(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QString id(const char *text)
{
    return QString::fromLatin1(text);
}

const char *efficiencySourceId(Results::Scaling::Source s)
{
    switch (s) {
    case Results::Scaling::Source::Empirical:
        return "empirical";
    case Results::Scaling::Source::Network:
        return "network";
    case Results::Scaling::Source::Set:
        return "set";
    case Results::Scaling::Source::Layout:
        return "layout";
    }
    return "";
}

} // namespace

QJsonObject resultsToJson(const Results &r)
{
    auto collective = [](QJsonObject &o, const QString &prefix, const CollectiveTime &t) {
        o[prefix + QStringLiteral("_s")] = t.totalS();
        o[prefix + QStringLiteral("_bandwidth_s")] = t.bandwidthS;
        o[prefix + QStringLiteral("_latency_s")] = t.latencyS;
    };
    const auto &ro = r.roofline;
    QJsonObject roofline{
        {QStringLiteral("peak_flop_per_s"), ro.peakFlopPerS},
        {QStringLiteral("ridge_point_flop_per_byte"), ro.ridgePointFlopPerByte},
        {QStringLiteral("attainable_flop_per_s"), ro.attainableFlopPerS},
        {QStringLiteral("bound"), id(boundId(ro.bound))},
        {QStringLiteral("fraction_of_peak"), ro.fractionOfPeak},
        {QStringLiteral("decode_weights_bytes"), ro.decodeWeightsBytes},
        {QStringLiteral("kv_cache_bytes"), ro.kvCacheBytes},
        {QStringLiteral("decode_memory_bytes"), ro.decodeMemoryBytes},
        {QStringLiteral("decode_intensity_flop_per_byte"), ro.decodeIntensityFlopPerByte},
        {QStringLiteral("decode_tokens_per_s"), ro.decodeTokensPerS},
        {QStringLiteral("decode_bound"), id(boundId(ro.decodeBound))},
        {QStringLiteral("prefill_intensity_flop_per_byte"), ro.prefillIntensityFlopPerByte},
        {QStringLiteral("prefill_tokens_per_s"), ro.prefillTokensPerS},
        {QStringLiteral("training_intensity_flop_per_byte"), ro.trainingIntensityFlopPerByte},
        {QStringLiteral("fits_in_memory"), ro.fitsInMemory},
    };
    const auto &sc = r.scaling;
    QJsonObject scaling{
        {QStringLiteral("amdahl_speedup"), sc.amdahlSpeedup},
        {QStringLiteral("amdahl_efficiency"), sc.amdahlEfficiency},
        {QStringLiteral("amdahl_limit"), orNull(sc.amdahlLimit)},
        {QStringLiteral("gustafson_speedup"), sc.gustafsonSpeedup},
        {QStringLiteral("empirical_scaling_efficiency"), sc.empiricalScalingEfficiency},
        {QStringLiteral("empirical_extrapolated"), sc.empiricalExtrapolated},
        {QStringLiteral("network_scaling_efficiency"), sc.networkScalingEfficiency},
        {QStringLiteral("scaling_efficiency"), sc.scalingEfficiency},
        {QStringLiteral("scaling_efficiency_source"),
         id(efficiencySourceId(sc.scalingEfficiencySource))},
        {QStringLiteral("implied_scaling_efficiency"), sc.impliedEfficiency},
    };
    const auto &c = r.communication;
    QJsonObject communication{
        {QStringLiteral("message_bytes"), c.messageBytes},
        {QStringLiteral("allreduce_s"), c.allReduceS},
        {QStringLiteral("compute_time_per_step_s"), c.computeTimePerStepS},
        {QStringLiteral("allreduce_bytes_per_participant"), c.allReduceBytesPerParticipant},
        {QStringLiteral("comm_compute_ratio"), c.commComputeRatio},
        {QStringLiteral("intra_to_inter_bandwidth_ratio"), c.intraToInterBandwidthRatio},
        {QStringLiteral("tree_beats_ring_below_bytes"), c.treeBeatsRingBelowBytes},
        {QStringLiteral("transfer_time_s"), c.transferTimeS},
        {QStringLiteral("transfer_comm_compute_ratio"), c.transferRatio},
    };
    collective(communication, QStringLiteral("ring_allreduce"), c.ring);
    collective(communication, QStringLiteral("tree_allreduce"), c.tree);
    collective(communication, QStringLiteral("hierarchical_allreduce"), c.hierarchical);
    const auto &rel = r.reliability;
    QJsonArray shares;
    for (double share : rel.componentFailureShares)
        shares.append(share);
    QJsonObject reliability{
        {QStringLiteral("cluster_mtbf_h"), rel.clusterMtbfH},
        {QStringLiteral("failure_rate_per_h"), rel.failureRatePerH},
        {QStringLiteral("failure_probability"), rel.failureProbability},
        {QStringLiteral("expected_failures"), rel.expectedFailures},
        {QStringLiteral("nodes"), rel.nodes},
        {QStringLiteral("node_mtbf_h"), rel.nodeMtbfH},
        {QStringLiteral("accelerator_failure_share"), rel.acceleratorFailureShare},
        {QStringLiteral("component_failure_shares"), shares},
        {QStringLiteral("checkpoint_bytes"), rel.checkpointBytes},
        {QStringLiteral("checkpoint_write_s"), rel.checkpointWriteS},
        {QStringLiteral("optimal_checkpoint_interval_s"), rel.optimalCheckpointIntervalS},
        {QStringLiteral("daly_checkpoint_interval_s"), rel.dalyCheckpointIntervalS},
        {QStringLiteral("checkpoint_interval_s"), rel.checkpointIntervalS},
        {QStringLiteral("young_formula_valid"), rel.youngFormulaValid},
        {QStringLiteral("wasted_time_fraction_at_optimum"), rel.wastedTimeFractionAtOptimum},
    };
    const auto &ops = r.operations;
    QJsonObject operations{
        {QStringLiteral("pipeline_bubble"), ops.pipelineBubble},
        {QStringLiteral("checkpoint_overhead"), ops.checkpointOverhead},
        {QStringLiteral("failure_overhead"), ops.failureOverhead},
        {QStringLiteral("maintenance"), ops.maintenance},
    };
    const LayoutCost &lc = r.parallelism;
    QJsonObject parallelism{
        {QStringLiteral("valid"), lc.valid},
        {QStringLiteral("problem"), lc.problem ? lc.problem->text() : QString()},
        {QStringLiteral("data"), lc.layout.data},
        {QStringLiteral("micro_batches"), lc.microBatches},
        {QStringLiteral("stage_layers"), lc.stageLayers},
        {QStringLiteral("weights_bytes"), lc.weightsBytes},
        {QStringLiteral("gradients_bytes"), lc.gradientsBytes},
        {QStringLiteral("optimizer_bytes"), lc.optimizerBytes},
        {QStringLiteral("activations_bytes"), lc.activationsBytes},
        {QStringLiteral("memory_per_accelerator_bytes"), lc.memoryBytes},
        {QStringLiteral("fits"), lc.fits},
        {QStringLiteral("compute_s_per_micro_batch"), lc.computeS},
        {QStringLiteral("tensor_comm_s_per_micro_batch"), lc.tensorCommS},
        {QStringLiteral("pipeline_comm_s_per_micro_batch"), lc.pipelineCommS},
        {QStringLiteral("expert_comm_s_per_micro_batch"), lc.expertCommS},
        {QStringLiteral("bubble_fraction"), lc.bubbleFraction},
        {QStringLiteral("pipeline_s"), lc.pipelineS},
        {QStringLiteral("data_parallel_allreduce_s"), lc.dataParallelAllReduceS},
        {QStringLiteral("data_parallel_exposed_s"), lc.dataParallelExposedS},
        {QStringLiteral("step_s"), lc.stepS},
        {QStringLiteral("mfu"), lc.mfu},
        {QStringLiteral("tokens_per_s"), lc.tokensPerS},
        {QStringLiteral("tensor_crosses_nodes"), lc.tensorCrossesNodes},
        {QStringLiteral("pipeline_crosses_nodes"), lc.pipelineCrossesNodes},
        {QStringLiteral("expert_crosses_nodes"), lc.expertCrossesNodes},
        {QStringLiteral("batch_rounded"), lc.batchRounded},
    };
    const auto &u = r.utilization;
    QJsonObject utilization{
        {QStringLiteral("mfu"), u.mfu},
        {QStringLiteral("peak_flop_per_s"), u.peakFlopPerS},
        {QStringLiteral("effective_flop_per_s"), u.effectiveFlopPerS},
        {QStringLiteral("effective_fraction"), u.effectiveFraction},
        {QStringLiteral("operational_goodput"), u.operationalGoodput},
        {QStringLiteral("goodput_source"),
         u.goodputSource == Results::Utilization::GoodputSource::Derived
             ? QStringLiteral("derived")
             : QStringLiteral("budget")},
        {QStringLiteral("progress_stalls"), u.progressStalls},
        {QStringLiteral("training_compute_flop"), u.trainingComputeFlop},
        {QStringLiteral("training_time_s"), orNull(u.trainingTimeS)},
    };
    const auto &p = r.power;
    QJsonObject power{
        {QStringLiteral("node_power_w"), p.nodePowerW},
        {QStringLiteral("it_load_w"), p.itLoadW},
        {QStringLiteral("facility_load_w"), p.facilityLoadW},
        {QStringLiteral("overhead_w"), p.overheadW},
        {QStringLiteral("rack_power_w"), p.rackPowerW},
        {QStringLiteral("accelerators_per_rack"), p.acceleratorsPerRack},
        {QStringLiteral("cooling_verdict"), id(coolingVerdictId(p.coolingVerdict))},
        {QStringLiteral("annual_energy_wh"), p.annualEnergyWh},
        {QStringLiteral("annual_cost_usd"), p.annualCostUsd},
        {QStringLiteral("annual_co2_kg"), p.annualCo2Kg},
    };
    const auto &run = r.run;
    QJsonObject runObject{
        {QStringLiteral("training_time_s"), orNull(run.trainingTimeS)},
        {QStringLiteral("energy_wh"), orNull(run.energyWh)},
        {QStringLiteral("cost_usd"), orNull(run.costUsd)},
        {QStringLiteral("co2_kg"), orNull(run.co2Kg)},
        {QStringLiteral("accelerator_hours"), orNull(run.acceleratorHours)},
        {QStringLiteral("expected_failures"), orNull(run.expectedFailures)},
        {QStringLiteral("checkpoint_time_s"), orNull(run.checkpointTimeS)},
        {QStringLiteral("failure_time_s"), orNull(run.failureTimeS)},
    };
    const auto &sv = r.serving;
    QJsonObject serving{
        {QStringLiteral("batch"), sv.batch},
        {QStringLiteral("batch_auto"), sv.batchAuto},
        {QStringLiteral("batch_at_limit"), sv.batchAtLimit},
        {QStringLiteral("memory_limit_batch"), sv.memoryLimitBatch},
        {QStringLiteral("mean_context_tokens"), sv.meanContextTokens},
        {QStringLiteral("tpot_s"), sv.tpotS},
        {QStringLiteral("tpot_memory_s"), sv.decode.memoryS},
        {QStringLiteral("tpot_compute_s"), sv.decode.computeS},
        {QStringLiteral("tpot_allreduce_s"), sv.decode.allReduceS},
        {QStringLiteral("decode_bound"), id(boundId(sv.decode.bound))},
        {QStringLiteral("decode_intensity_flop_per_byte"), sv.decode.intensityFlopPerByte},
        {QStringLiteral("ttft_s"), sv.ttftS},
        {QStringLiteral("ttft_compute_s"), sv.prefill.computeS},
        {QStringLiteral("ttft_memory_s"), sv.prefill.memoryS},
        {QStringLiteral("ttft_allreduce_s"), sv.prefill.allReduceS},
        {QStringLiteral("request_latency_s"), sv.requestLatencyS},
        {QStringLiteral("concurrency"), sv.concurrency},
        {QStringLiteral("replicas"), sv.replicas},
        {QStringLiteral("accelerators"), sv.accelerators},
        {QStringLiteral("nodes"), sv.nodes},
        {QStringLiteral("memory_per_accelerator_bytes"), sv.memoryPerAcceleratorBytes},
        {QStringLiteral("fits"), sv.fits},
        {QStringLiteral("tpot_slo_met"), sv.tpotSloMet},
        {QStringLiteral("ttft_slo_met"), sv.ttftSloMet},
        {QStringLiteral("slo_unreachable"), sv.sloUnreachable},
        {QStringLiteral("failing_target"), id(servingTargetId(sv.failingTarget))},
        {QStringLiteral("output_tokens_per_s"), sv.outputTokensPerS},
        {QStringLiteral("decode_tokens_per_s_per_accelerator"), sv.decodeTokensPerSPerAccelerator},
        {QStringLiteral("it_power_w"), sv.itPowerW},
        {QStringLiteral("facility_power_w"), sv.facilityPowerW},
        {QStringLiteral("joules_per_output_token"), sv.joulesPerOutputToken},
        {QStringLiteral("usd_per_million_output_tokens"), sv.usdPerMillionOutputTokens},
        {QStringLiteral("cost_electricity_only"), sv.costElectricityOnly},
    };
    QJsonArray flags;
    for (ModelFlag f : r.flags)
        flags.append(id(modelFlagId(f)));
    return QJsonObject{
        {QStringLiteral("roofline"), roofline},
        {QStringLiteral("scaling"), scaling},
        {QStringLiteral("communication"), communication},
        {QStringLiteral("reliability"), reliability},
        {QStringLiteral("operations"), operations},
        {QStringLiteral("parallelism"), parallelism},
        {QStringLiteral("utilization"), utilization},
        {QStringLiteral("power"), power},
        {QStringLiteral("run"), runObject},
        {QStringLiteral("serving"), serving},
        {QStringLiteral("flags"), flags},
    };
}

} // namespace fleet
