// The results JSON: one object per area, SI units in the key names.
#include "scenarioio.h"

namespace fleet {

QJsonObject resultsToJson(const Results &r)
{
    auto collective = [](QJsonObject &o, const QString &prefix, const CollectiveTime &t) {
        o[prefix + QStringLiteral("_s")] = t.totalS();
        o[prefix + QStringLiteral("_bandwidth_s")] = t.bandwidthS;
        o[prefix + QStringLiteral("_latency_s")] = t.latencyS;
    };
    QJsonObject roofline{
        {QStringLiteral("peak_flop_per_s"), r.roofline.peakFlopPerS},
        {QStringLiteral("ridge_point_flop_per_byte"), r.roofline.ridgePointFlopPerByte},
        {QStringLiteral("attainable_flop_per_s"), r.roofline.attainableFlopPerS},
        {QStringLiteral("bound"), QString::fromLatin1(boundId(r.roofline.bound))},
        {QStringLiteral("fraction_of_peak"), r.roofline.fractionOfPeak},
        {QStringLiteral("decode_weights_bytes"), r.roofline.decodeWeightsBytes},
        {QStringLiteral("decode_intensity_flop_per_byte"), r.roofline.decodeIntensityFlopPerByte},
        {QStringLiteral("decode_tokens_per_s"), r.roofline.decodeTokensPerS},
        {QStringLiteral("decode_bound"), QString::fromLatin1(boundId(r.roofline.decodeBound))},
        {QStringLiteral("prefill_intensity_flop_per_byte"),
         r.roofline.prefillIntensityFlopPerByte},
        {QStringLiteral("training_intensity_flop_per_byte"),
         r.roofline.trainingIntensityFlopPerByte},
        {QStringLiteral("fits_in_memory"), r.roofline.fitsInMemory},
    };
    QJsonObject scaling{
        {QStringLiteral("amdahl_speedup"), r.scaling.amdahlSpeedup},
        {QStringLiteral("amdahl_efficiency"), r.scaling.amdahlEfficiency},
        {QStringLiteral("amdahl_limit"),
         r.scaling.amdahlLimit ? QJsonValue(*r.scaling.amdahlLimit) : QJsonValue()},
        {QStringLiteral("gustafson_speedup"), r.scaling.gustafsonSpeedup},
        {QStringLiteral("empirical_scaling_efficiency"), r.scaling.empiricalScalingEfficiency},
        {QStringLiteral("scaling_efficiency"), r.scaling.scalingEfficiency},
        {QStringLiteral("implied_scaling_efficiency"), r.scaling.impliedEfficiency},
    };
    QJsonObject communication{
        {QStringLiteral("message_bytes"), r.communication.messageBytes},
        {QStringLiteral("allreduce_bytes_per_participant"),
         r.communication.allReduceBytesPerParticipant},
        {QStringLiteral("comm_compute_ratio"), r.communication.commComputeRatio},
        {QStringLiteral("intra_to_inter_bandwidth_ratio"),
         r.communication.intraToInterBandwidthRatio},
        {QStringLiteral("tree_beats_ring_below_bytes"), r.communication.treeBeatsRingBelowBytes},
        {QStringLiteral("transfer_time_s"), r.communication.transferTimeS},
        {QStringLiteral("transfer_comm_compute_ratio"), r.communication.transferRatio},
    };
    collective(communication, QStringLiteral("ring_allreduce"), r.communication.ring);
    collective(communication, QStringLiteral("tree_allreduce"), r.communication.tree);
    collective(communication, QStringLiteral("hierarchical_allreduce"),
               r.communication.hierarchical);
    QJsonObject reliability{
        {QStringLiteral("cluster_mtbf_h"), r.reliability.clusterMtbfH},
        {QStringLiteral("failure_probability"), r.reliability.failureProbability},
        {QStringLiteral("expected_failures"), r.reliability.expectedFailures},
        {QStringLiteral("checkpoint_bytes"), r.reliability.checkpointBytes},
        {QStringLiteral("checkpoint_write_s"), r.reliability.checkpointWriteS},
        {QStringLiteral("optimal_checkpoint_interval_s"),
         r.reliability.optimalCheckpointIntervalS},
        {QStringLiteral("wasted_time_fraction_at_optimum"),
         r.reliability.wastedTimeFractionAtOptimum},
    };
    QJsonObject utilization{
        {QStringLiteral("peak_flop_per_s"), r.utilization.peakFlopPerS},
        {QStringLiteral("effective_flop_per_s"), r.utilization.effectiveFlopPerS},
        {QStringLiteral("effective_fraction"), r.utilization.effectiveFraction},
        {QStringLiteral("operational_goodput"), r.utilization.operationalGoodput},
        {QStringLiteral("training_compute_flop"), r.utilization.trainingComputeFlop},
        {QStringLiteral("training_time_s"), r.utilization.trainingTimeS},
    };
    QJsonObject power{
        {QStringLiteral("it_load_w"), r.power.itLoadW},
        {QStringLiteral("facility_load_w"), r.power.facilityLoadW},
        {QStringLiteral("overhead_w"), r.power.overheadW},
        {QStringLiteral("rack_power_w"), r.power.rackPowerW},
        {QStringLiteral("accelerators_per_rack"), r.power.acceleratorsPerRack},
        {QStringLiteral("cooling_verdict"), QString::fromLatin1(coolingVerdictId(r.power.coolingVerdict))},
        {QStringLiteral("annual_energy_wh"), r.power.annualEnergyWh},
        {QStringLiteral("annual_cost_usd"), r.power.annualCostUsd},
        {QStringLiteral("annual_co2_kg"), r.power.annualCo2Kg},
    };
    return QJsonObject{
        {QStringLiteral("roofline"), roofline},         {QStringLiteral("scaling"), scaling},
        {QStringLiteral("communication"), communication},
        {QStringLiteral("reliability"), reliability},   {QStringLiteral("utilization"), utilization},
        {QStringLiteral("power"), power},
    };
}

} // namespace fleet
