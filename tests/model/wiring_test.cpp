// How evaluate() wires the physics: every key of the results JSON, for two scenarios whose
// every input differs from the defaults, against a value worked out in this file from the
// formulas (never by calling the model function that computes it). A key the results gain
// without an expected value here fails the test, as does an expected key the results lose.
#include "../qtprinters.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>
#include <map>

namespace fleet {
namespace {

using Expected = std::map<QString, QJsonValue>;

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

/// Every leaf of the results JSON by its path ("roofline.peak_flop_per_s"); arrays are leaves.
void flatten(const QJsonObject &o, const QString &prefix, Expected &out)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it->isObject())
            flatten(it->toObject(), path, out);
        else
            out[path] = *it;
    }
}

bool sameNumber(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::abs(expected) + 1e-300;
}

::testing::AssertionResult same(const QJsonValue &actual, const QJsonValue &expected)
{
    auto text = [](const QJsonValue &v) {
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', 17).toStdString();
        if (v.isArray()) {
            std::string s = "[";
            for (const QJsonValue item : v.toArray())
                s += (item.isDouble() ? QString::number(item.toDouble(), 'g', 17) : item.toString())
                         .toStdString() +
                     " ";
            return s + "]";
        }
        return v.isNull()   ? std::string("null")
               : v.isBool() ? std::string(v.toBool() ? "true" : "false")
                            : v.toString().toStdString();
    };
    bool ok = actual.type() == expected.type();
    if (ok && actual.isDouble())
        ok = sameNumber(actual.toDouble(), expected.toDouble());
    else if (ok && actual.isArray()) {
        const QJsonArray a = actual.toArray(), e = expected.toArray();
        ok = a.size() == e.size();
        for (qsizetype i = 0; ok && i < a.size(); ++i)
            ok = a[i].isDouble() ? e[i].isDouble() && sameNumber(a[i].toDouble(), e[i].toDouble())
                                 : a[i] == e[i];
    } else if (ok) {
        ok = actual == expected;
    }
    if (ok)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << "got " << text(actual) << ", expected " << text(expected);
}

/// Checks every key of the results against the table: both ways when `complete`.
void checkResults(const Scenario &s, const Expected &expected, bool complete)
{
    Expected actual;
    flatten(resultsToJson(evaluate(s)), QString(), actual);
    for (const auto &[key, value] : actual) {
        const auto e = expected.find(key);
        if (e == expected.end()) {
            // The serving fleet's keys are hand-computed in serving_test.cpp (SPEC §9.3 and
            // four more cases), not in this table.
            if (!key.startsWith(QStringLiteral("serving."))) {
                EXPECT_FALSE(complete) << key.toStdString() << " has no hand-computed value";
            }
            continue;
        }
        EXPECT_TRUE(same(value, e->second)) << key.toStdString();
    }
    for (const auto &[key, value] : expected)
        EXPECT_TRUE(actual.count(key)) << key.toStdString() << " is missing from the results";
}

/// What a facility load costs over a year and over the run, by hand: Wh = W × h, USD = kWh ×
/// price, kg CO₂ = kWh × g/kWh / 1,000.
struct Energy
{
    double facilityW, usdPerKwh, gco2PerKwh, accelerators, trainingTimeS;
    double failureRatePerH, checkpointOverhead, failureOverhead; ///< the goodput's two terms
};
void expectEnergy(Expected &e, const Energy &x)
{
    const double annual = x.facilityW * 8760, run = x.facilityW * x.trainingTimeS / 3600;
    e[QStringLiteral("power.annual_energy_wh")] = annual;
    e[QStringLiteral("power.annual_cost_usd")] = annual / 1000 * x.usdPerKwh;
    e[QStringLiteral("power.annual_co2_kg")] = annual / 1000 * x.gco2PerKwh / 1000;
    e[QStringLiteral("run.training_time_s")] = x.trainingTimeS;
    e[QStringLiteral("run.energy_wh")] = run;
    e[QStringLiteral("run.cost_usd")] = run / 1000 * x.usdPerKwh;
    e[QStringLiteral("run.co2_kg")] = run / 1000 * x.gco2PerKwh / 1000;
    e[QStringLiteral("run.accelerator_hours")] = x.accelerators * x.trainingTimeS / 3600;
    e[QStringLiteral("run.expected_failures")] = x.failureRatePerH * x.trainingTimeS / 3600;
    e[QStringLiteral("run.checkpoint_time_s")] = x.checkpointOverhead * x.trainingTimeS;
    e[QStringLiteral("run.failure_time_s")] = x.failureOverhead * x.trainingTimeS;
}

/// A hypothetical accelerator and links with round figures, so the arithmetic below is easy
/// to follow: 1 PFLOP/s, 2 TB/s HBM, 80 GB, 800 W; 400 GB/s and 1 µs inside a node.
Scenario hardwareScenario(double interBandwidth)
{
    Scenario s = defaultScenario(catalog());
    s.accelerator.peakBf16FlopPerS = 1e15;
    s.accelerator.hbmBandwidthBytesPerS = 2e12;
    s.accelerator.hbmCapacityBytes = 80e9;
    s.accelerator.tdpW = 800;
    s.accelerator.custom = true;
    s.intraNodeLink.bandwidthBytesPerS = 400e9;
    s.intraNodeLink.latencyS = 1e-6;
    s.interNodeLink.bandwidthBytesPerS = interBandwidth;
    s.interNodeLink.latencyS = 4e-6;
    return s;
}

/// The training layout's keys (SPEC §8) for t = p = 1 and d = N, the defaults: no tensor,
/// pipeline or expert communication, one stage of all L layers, selective recomputation.
struct LayoutInputs
{
    double n, parameters, peak, g, intraBeta, intraAlpha, interBeta, interAlpha, overlap;
    double layers = 32, hidden = 4096, sequence = 4096, globalBatch = 4194304, capacity = 80e9;
};
void expectDataParallelLayout(Expected &e, const LayoutInputs &x)
{
    const QString p = QStringLiteral("parallelism.");
    // m = G / (s · b · d), rounded, at least 1; the step trains m · s · d tokens.
    const double m = std::max(1.0, std::round(x.globalBatch / (x.sequence * x.n)));
    const double tokens = m * x.sequence * x.n;
    const double weights = 2 * x.parameters, optimizer = 12 * x.parameters / x.n; // ZeRO-1
    const double activations = 34 * x.sequence * x.hidden * x.layers;             // selective
    const double memory = 2 * weights + optimizer + activations;
    const double tc = 6 * x.parameters * x.sequence / (x.peak * 0.5); // e_c = 0.5
    // The gradients, hierarchically: g per node, ⌈N / g⌉ nodes, the emptiest carrying its
    // node's share.
    const double nodes = std::ceil(x.n / x.g), emptiest = x.n - (nodes - 1) * x.g;
    const double tdp = 2 * (x.g - 1) / x.g * weights / x.intraBeta + 2 * (x.g - 1) * x.intraAlpha +
                       2 * (nodes - 1) / nodes * (weights / emptiest) / x.interBeta +
                       2 * (nodes - 1) * x.interAlpha;
    const double exposed = std::max(0.0, tdp - x.overlap * 2 / 3 * tc);
    const double step = m * tc + exposed;
    e[p + QStringLiteral("valid")] = true;
    e[p + QStringLiteral("problem")] = QString();
    e[p + QStringLiteral("data")] = x.n;
    e[p + QStringLiteral("micro_batches")] = m;
    e[p + QStringLiteral("stage_layers")] = x.layers;
    e[p + QStringLiteral("weights_bytes")] = weights;
    e[p + QStringLiteral("gradients_bytes")] = weights;
    e[p + QStringLiteral("optimizer_bytes")] = optimizer;
    e[p + QStringLiteral("activations_bytes")] = activations;
    e[p + QStringLiteral("memory_per_accelerator_bytes")] = memory;
    e[p + QStringLiteral("fits")] = memory <= x.capacity;
    e[p + QStringLiteral("compute_s_per_micro_batch")] = tc;
    e[p + QStringLiteral("tensor_comm_s_per_micro_batch")] = 0.0;
    e[p + QStringLiteral("pipeline_comm_s_per_micro_batch")] = 0.0;
    e[p + QStringLiteral("expert_comm_s_per_micro_batch")] = 0.0;
    e[p + QStringLiteral("bubble_fraction")] = 0.0;
    e[p + QStringLiteral("pipeline_s")] = m * tc;
    e[p + QStringLiteral("data_parallel_allreduce_s")] = tdp;
    e[p + QStringLiteral("data_parallel_exposed_s")] = exposed;
    e[p + QStringLiteral("step_s")] = step;
    e[p + QStringLiteral("mfu")] = 6 * x.parameters * tokens / (x.n * x.peak * step);
    e[p + QStringLiteral("tokens_per_s")] = tokens / step;
    e[p + QStringLiteral("tensor_crosses_nodes")] = false;
    e[p + QStringLiteral("pipeline_crosses_nodes")] = false;
    e[p + QStringLiteral("expert_crosses_nodes")] = false;
    e[p + QStringLiteral("batch_rounded")] = tokens != x.globalBatch;
}

// ---- Scenario A: the appendix's first-order reading at N = 3,000 ----

Scenario scenarioA()
{
    Scenario s = hardwareScenario(40e9);
    s.cluster = {
        .accelerators = 3000, .acceleratorsPerNode = 8, .nodesPerRack = 4, .nodeOverheadW = 0};
    s.workload.decodeBatch = 4;
    s.scaling.mfu = 0.4;
    s.facility = {.pue = 1.3, .electricityUsdPerKwh = 0.1, .gridGco2PerKwh = 400};
    return s;
}

Expected expectedA()
{
    const double n = 3000, g = 8, peak = 1e15, hbm = 2e12, p = 7e9, m = 14e9;
    const double beta = 40e9, alpha = 4e-6;
    Expected e;
    // Roofline: ridge 1e15 / 2e12 = 500; the kernel at 100 FLOP/byte is memory-bound.
    e[QStringLiteral("roofline.peak_flop_per_s")] = peak;
    e[QStringLiteral("roofline.ridge_point_flop_per_byte")] = 500.0;
    e[QStringLiteral("roofline.attainable_flop_per_s")] = 100 * hbm;
    e[QStringLiteral("roofline.bound")] = QStringLiteral("memory");
    e[QStringLiteral("roofline.fraction_of_peak")] = 0.2;
    // Decode at B = 4, no context: 14 GB per step, 2 · 7e9 · 4 FLOPs, 4 / (14e9 / 2e12) tokens/s.
    e[QStringLiteral("roofline.decode_weights_bytes")] = m;
    e[QStringLiteral("roofline.kv_cache_bytes")] = 0.0;
    e[QStringLiteral("roofline.decode_memory_bytes")] = m;
    e[QStringLiteral("roofline.decode_intensity_flop_per_byte")] = 2 * p * 4 / m;
    e[QStringLiteral("roofline.decode_tokens_per_s")] = 4 / (m / hbm);
    e[QStringLiteral("roofline.decode_bound")] = QStringLiteral("memory");
    e[QStringLiteral("roofline.prefill_intensity_flop_per_byte")] = 2 * 2048 / 2.0;
    e[QStringLiteral("roofline.prefill_tokens_per_s")] = peak / (2 * p); // 2,048 > ridge
    e[QStringLiteral("roofline.training_intensity_flop_per_byte")] = 2 * 4096 / 2.0;
    e[QStringLiteral("roofline.fits_in_memory")] = true;
    // Communication: N > g, so the flat ring and tree run on the fabric.
    const double ringB = 2 * (n - 1) / n * m / beta, ringA = 2 * (n - 1) * alpha;
    const double k = 12; // ⌈log2 3000⌉
    const double nodes = 375, emptiest = 8;
    const double hierB =
        2 * (g - 1) / g * m / 400e9 + 2 * (nodes - 1) / nodes * (m / emptiest) / beta;
    const double hierA = 2 * (g - 1) * 1e-6 + 2 * (nodes - 1) * alpha;
    e[QStringLiteral("communication.message_bytes")] = m;
    e[QStringLiteral("communication.ring_allreduce_s")] = ringB + ringA;
    e[QStringLiteral("communication.ring_allreduce_bandwidth_s")] = ringB;
    e[QStringLiteral("communication.ring_allreduce_latency_s")] = ringA;
    e[QStringLiteral("communication.tree_allreduce_s")] = 2 * k * (m / beta + alpha);
    e[QStringLiteral("communication.tree_allreduce_bandwidth_s")] = 2 * k * m / beta;
    e[QStringLiteral("communication.tree_allreduce_latency_s")] = 2 * k * alpha;
    e[QStringLiteral("communication.hierarchical_allreduce_s")] = hierB + hierA;
    e[QStringLiteral("communication.hierarchical_allreduce_bandwidth_s")] = hierB;
    e[QStringLiteral("communication.hierarchical_allreduce_latency_s")] = hierA;
    e[QStringLiteral("communication.allreduce_s")] = ringB + ringA;
    e[QStringLiteral("communication.compute_time_per_step_s")] = 5.0;
    e[QStringLiteral("communication.allreduce_bytes_per_participant")] = 2 * (n - 1) * m / n;
    e[QStringLiteral("communication.comm_compute_ratio")] = (ringB + ringA) / 5;
    e[QStringLiteral("communication.intra_to_inter_bandwidth_ratio")] = 10.0;
    e[QStringLiteral("communication.tree_beats_ring_below_bytes")] =
        beta * alpha * ((n - 1) - k) / (k - (n - 1) / n);
    e[QStringLiteral("communication.transfer_time_s")] = 16e6 / 400e9;
    e[QStringLiteral("communication.transfer_comm_compute_ratio")] = 16e6 / 400e9 / 5;
    // Scaling: s = 0.1; η(3,000) between 1,024 (50 %) and 8,192 (35 %) in log2 N.
    const double eta = 0.5 - 0.15 * (std::log2(n) - 10) / 3;
    e[QStringLiteral("scaling.amdahl_speedup")] = 1 / (0.1 + 0.9 / n);
    e[QStringLiteral("scaling.amdahl_efficiency")] = 1 / (0.1 + 0.9 / n) / n;
    e[QStringLiteral("scaling.amdahl_limit")] = 10.0;
    e[QStringLiteral("scaling.gustafson_speedup")] = n - 0.1 * (n - 1);
    e[QStringLiteral("scaling.empirical_scaling_efficiency")] = eta;
    e[QStringLiteral("scaling.empirical_extrapolated")] = false;
    e[QStringLiteral("scaling.network_scaling_efficiency")] = 1.0; // ρ = 0.14 < o = 1
    e[QStringLiteral("scaling.scaling_efficiency")] = eta;
    e[QStringLiteral("scaling.scaling_efficiency_source")] = QStringLiteral("empirical");
    e[QStringLiteral("scaling.implied_scaling_efficiency")] = 2.5 * 1024 * 0.5 / 4096;
    // Reliability: MTBF = 50,000 h / 3,000; δ = 7e9 × 14 B / 100 GB/s = 0.98 s.
    const double mtbfH = 50000 / n, mtbfS = mtbfH * 3600, delta = 0.98;
    const double young = std::sqrt(2 * delta * mtbfS), x = delta / (2 * mtbfS);
    e[QStringLiteral("reliability.cluster_mtbf_h")] = mtbfH;
    e[QStringLiteral("reliability.failure_rate_per_h")] = n / 50000;
    e[QStringLiteral("reliability.failure_probability")] = 1 - std::exp(-24 / mtbfH);
    e[QStringLiteral("reliability.expected_failures")] = 24 / mtbfH;
    e[QStringLiteral("reliability.nodes")] = nodes;
    e[QStringLiteral("reliability.node_mtbf_h")] = 50000 / g;
    e[QStringLiteral("reliability.accelerator_failure_share")] = 1.0;
    e[QStringLiteral("reliability.component_failure_shares")] = QJsonArray{0.0, 0.0};
    e[QStringLiteral("reliability.checkpoint_bytes")] = 98e9;
    e[QStringLiteral("reliability.checkpoint_write_s")] = delta;
    e[QStringLiteral("reliability.optimal_checkpoint_interval_s")] = young;
    e[QStringLiteral("reliability.daly_checkpoint_interval_s")] =
        young * (1 + std::sqrt(x) / 3 + x / 9) - delta;
    e[QStringLiteral("reliability.checkpoint_interval_s")] = young;
    e[QStringLiteral("reliability.young_formula_valid")] = true;
    e[QStringLiteral("reliability.wasted_time_fraction_at_optimum")] =
        delta / young + young / (2 * mtbfS);
    // Operations: the appendix's budget, 77 % left.
    e[QStringLiteral("operations.pipeline_bubble")] = 0.05;
    e[QStringLiteral("operations.checkpoint_overhead")] = 0.03;
    e[QStringLiteral("operations.failure_overhead")] = 0.10;
    e[QStringLiteral("operations.maintenance")] = 0.05;
    const double effective = n * peak * 0.4 * eta * 0.77, compute = 6 * p * 2e12;
    const double time = compute / effective;
    e[QStringLiteral("utilization.peak_flop_per_s")] = n * peak;
    e[QStringLiteral("utilization.effective_flop_per_s")] = effective;
    e[QStringLiteral("utilization.effective_fraction")] = 0.4 * eta * 0.77;
    e[QStringLiteral("utilization.operational_goodput")] = 0.77;
    e[QStringLiteral("utilization.goodput_source")] = QStringLiteral("budget");
    e[QStringLiteral("utilization.progress_stalls")] = false;
    e[QStringLiteral("utilization.training_compute_flop")] = compute;
    e[QStringLiteral("utilization.training_time_s")] = time;
    // Power: accelerators only; 2.4 MW IT at PUE 1.3; a rack of 4 nodes × 8 × 800 W.
    const double facility = n * 800 * 1.3;
    e[QStringLiteral("power.node_power_w")] = 8 * 800.0;
    e[QStringLiteral("power.it_load_w")] = n * 800;
    e[QStringLiteral("power.facility_load_w")] = facility;
    e[QStringLiteral("power.overhead_w")] = n * 800 * 0.3;
    e[QStringLiteral("power.rack_power_w")] = 32 * 800.0;
    e[QStringLiteral("power.accelerators_per_rack")] = 32.0;
    e[QStringLiteral("power.cooling_verdict")] = QStringLiteral("air"); // 25.6 kW ≤ 30 kW
    expectEnergy(e, {facility, 0.1, 400, n, time, n / 50000, 0.03, 0.10});
    // The layout: d = 3,000, m = round(4,194,304 / (4,096 · 3,000)) → 1 (rounded), and its
    // AllReduce is the hierarchical one above (hidden behind ⅔ of t_c = 0.344 s): MFU 0.5.
    expectDataParallelLayout(e, {.n = n,
                                 .parameters = p,
                                 .peak = peak,
                                 .g = g,
                                 .intraBeta = 400e9,
                                 .intraAlpha = 1e-6,
                                 .interBeta = beta,
                                 .interAlpha = alpha,
                                 .overlap = 1});
    e[QStringLiteral("utilization.mfu")] = 0.4;
    e[QStringLiteral("flags")] = QJsonArray{};
    return e;
}

TEST(Wiring, AppendixReadingAtThreeThousand)
{
    checkResults(scenarioA(), expectedA(), true);
}

// ---- Scenario B: the coupled model at N = 1,000 in nodes of 6 ----

Scenario scenarioB()
{
    Scenario s = hardwareScenario(10e9);
    s.cluster = {
        .accelerators = 1000, .acceleratorsPerNode = 6, .nodesPerRack = 8, .nodeOverheadW = 2000};
    auto &w = s.workload;
    w.parameters = 70e9;
    w.trainingTokens = 1e12;
    w.arithmeticIntensityFlopPerByte = 1000;
    w.decodeBatch = 8;
    w.contextTokens = 8192;
    w.kvBytesPerToken = 131072;
    w.computeTimeSource = ComputeTimeSource::FromBatch;
    w.globalBatchTokens = 4194304;
    w.prefillTokens = 512;
    w.trainingMicroBatchTokens = 8192;
    w.allReduceMessageBytes = 1e11;
    w.transferBytes = 1e9;
    s.scaling = {.serialFraction = 0.02,
                 .mfu = 0.45,
                 .efficiencySource = ScalingEfficiencySource::Lower,
                 .scalingEfficiency = 0.5,
                 .allReduceAlgorithm = AllReduceAlgorithm::Hierarchical,
                 .commOverlap = 0.2,
                 .observedSpeedup = 3,
                 .baselineAccelerators = 512,
                 .targetAccelerators = 2048};
    s.operations = {.pipelineBubble = 0.04,
                    .checkpointing = 0.03,
                    .failureRecovery = 0.10,
                    .maintenance = 0.02,
                    .excluded = {false, false, false, false},
                    .goodputModel = GoodputModel::Derived};
    auto &rel = s.reliability;
    rel.acceleratorMttfH = 40000;
    rel.horizonH = 100;
    rel.checkpointBytesPerParameter = 12;
    rel.storageBandwidthBytesPerS = 50e9;
    rel.failureModel = FailureModel::Nodes;
    rel.nodeComponents = {{"NIC", 2, 150000}, {"PSU", 1, 80000}};
    rel.checkpointPolicy = CheckpointPolicy::Daly;
    rel.restartOverheadS = 120;
    s.facility = {.pue = 1.1, .electricityUsdPerKwh = 0.08, .gridGco2PerKwh = 300};
    return s;
}

Expected expectedB()
{
    const double n = 1000, g = 6, peak = 1e15, hbm = 2e12, p = 70e9, m = 1e11, batch = 8;
    const double beta = 10e9, alpha = 4e-6;
    Expected e;
    // Roofline: the kernel at 1,000 FLOP/byte is past the ridge (500): compute-bound at peak.
    const double weights = p * 2, kv = batch * 8192 * 131072.0, flop = 2 * p * batch;
    const double step = std::max((weights + kv) / hbm, flop / peak);
    e[QStringLiteral("roofline.peak_flop_per_s")] = peak;
    e[QStringLiteral("roofline.ridge_point_flop_per_byte")] = 500.0;
    e[QStringLiteral("roofline.attainable_flop_per_s")] = peak;
    e[QStringLiteral("roofline.bound")] = QStringLiteral("compute");
    e[QStringLiteral("roofline.fraction_of_peak")] = 1.0;
    e[QStringLiteral("roofline.decode_weights_bytes")] = weights;
    e[QStringLiteral("roofline.kv_cache_bytes")] = kv;
    e[QStringLiteral("roofline.decode_memory_bytes")] = weights + kv;
    e[QStringLiteral("roofline.decode_intensity_flop_per_byte")] = flop / (weights + kv);
    e[QStringLiteral("roofline.decode_tokens_per_s")] = batch / step;
    e[QStringLiteral("roofline.decode_bound")] = QStringLiteral("memory");
    e[QStringLiteral("roofline.prefill_intensity_flop_per_byte")] = 512.0;
    e[QStringLiteral("roofline.prefill_tokens_per_s")] = peak / (2 * p); // 512 ≥ the ridge
    e[QStringLiteral("roofline.training_intensity_flop_per_byte")] = 8192.0;
    e[QStringLiteral("roofline.fits_in_memory")] = false; // 148.6 GB > 80 GB
    // Communication: a 100 GB message set by hand; ⌈1000/6⌉ = 167 nodes, the emptiest holds 4.
    const double ringB = 2 * (n - 1) / n * m / beta, ringA = 2 * (n - 1) * alpha;
    const double k = 10; // ⌈log2 1000⌉
    const double nodes = 167, emptiest = 4;
    const double hierB =
        2 * (g - 1) / g * m / 400e9 + 2 * (nodes - 1) / nodes * (m / emptiest) / beta;
    const double hierA = 2 * (g - 1) * 1e-6 + 2 * (nodes - 1) * alpha;
    const double tc = 6 * p * (4194304 / n) / (peak * 0.45);
    const double rho = (hierB + hierA) / tc;
    e[QStringLiteral("communication.message_bytes")] = m;
    e[QStringLiteral("communication.ring_allreduce_s")] = ringB + ringA;
    e[QStringLiteral("communication.ring_allreduce_bandwidth_s")] = ringB;
    e[QStringLiteral("communication.ring_allreduce_latency_s")] = ringA;
    e[QStringLiteral("communication.tree_allreduce_s")] = 2 * k * (m / beta + alpha);
    e[QStringLiteral("communication.tree_allreduce_bandwidth_s")] = 2 * k * m / beta;
    e[QStringLiteral("communication.tree_allreduce_latency_s")] = 2 * k * alpha;
    e[QStringLiteral("communication.hierarchical_allreduce_s")] = hierB + hierA;
    e[QStringLiteral("communication.hierarchical_allreduce_bandwidth_s")] = hierB;
    e[QStringLiteral("communication.hierarchical_allreduce_latency_s")] = hierA;
    e[QStringLiteral("communication.allreduce_s")] = hierB + hierA;
    e[QStringLiteral("communication.compute_time_per_step_s")] = tc;
    e[QStringLiteral("communication.allreduce_bytes_per_participant")] = 2 * (n - 1) * m / n;
    e[QStringLiteral("communication.comm_compute_ratio")] = rho;
    e[QStringLiteral("communication.intra_to_inter_bandwidth_ratio")] = 40.0;
    e[QStringLiteral("communication.tree_beats_ring_below_bytes")] =
        beta * alpha * ((n - 1) - k) / (k - (n - 1) / n);
    e[QStringLiteral("communication.transfer_time_s")] = 1e9 / 400e9;
    e[QStringLiteral("communication.transfer_comm_compute_ratio")] = 1e9 / 400e9 / tc;
    // Scaling: the network's η (ρ = 1.38, o = 0.2 → 46 %) is below the empirical 50.3 %.
    const double eta = 0.7 - 0.2 * (std::log2(n) - 8) / 2;
    const double network = 1 / (1 + (rho - 0.2));
    e[QStringLiteral("scaling.amdahl_speedup")] = 1 / (0.02 + 0.98 / n);
    e[QStringLiteral("scaling.amdahl_efficiency")] = 1 / (0.02 + 0.98 / n) / n;
    e[QStringLiteral("scaling.amdahl_limit")] = 50.0;
    e[QStringLiteral("scaling.gustafson_speedup")] = n - 0.02 * (n - 1);
    e[QStringLiteral("scaling.empirical_scaling_efficiency")] = eta;
    e[QStringLiteral("scaling.empirical_extrapolated")] = false;
    e[QStringLiteral("scaling.network_scaling_efficiency")] = network;
    e[QStringLiteral("scaling.scaling_efficiency")] = network;
    e[QStringLiteral("scaling.scaling_efficiency_source")] = QStringLiteral("network");
    e[QStringLiteral("scaling.implied_scaling_efficiency")] = 3 * 512 * 0.6 / 2048; // η(512) = 60 %
    // Reliability of nodes: λ = N / MTTF + nodes × (2 / 150,000 + 1 / 80,000) per hour.
    const double parts = 2 / 150000.0 + 1 / 80000.0;
    const double lambda = n / 40000 + nodes * parts;
    const double mtbfS = 3600 / lambda, delta = p * 12 / 50e9;
    const double young = std::sqrt(2 * delta * mtbfS), x = delta / (2 * mtbfS);
    const double daly = young * (1 + std::sqrt(x) / 3 + x / 9) - delta;
    e[QStringLiteral("reliability.cluster_mtbf_h")] = 1 / lambda;
    e[QStringLiteral("reliability.failure_rate_per_h")] = lambda;
    e[QStringLiteral("reliability.failure_probability")] = 1 - std::exp(-100 * lambda);
    e[QStringLiteral("reliability.expected_failures")] = 100 * lambda;
    e[QStringLiteral("reliability.nodes")] = nodes;
    e[QStringLiteral("reliability.node_mtbf_h")] = 1 / (g / 40000 + parts);
    e[QStringLiteral("reliability.accelerator_failure_share")] = n / 40000 / lambda;
    e[QStringLiteral("reliability.component_failure_shares")] =
        QJsonArray{nodes * 2 / 150000 / lambda, nodes / 80000 / lambda};
    e[QStringLiteral("reliability.checkpoint_bytes")] = p * 12;
    e[QStringLiteral("reliability.checkpoint_write_s")] = delta;
    e[QStringLiteral("reliability.optimal_checkpoint_interval_s")] = young;
    e[QStringLiteral("reliability.daly_checkpoint_interval_s")] = daly;
    e[QStringLiteral("reliability.checkpoint_interval_s")] = daly;
    e[QStringLiteral("reliability.young_formula_valid")] = true;
    e[QStringLiteral("reliability.wasted_time_fraction_at_optimum")] =
        delta / young + young / (2 * mtbfS);
    // Derived goodput at Daly's τ: δ/τ and (R + δ + τ/2)/M.
    const double checkpoint = delta / daly, failure = (120 + delta + daly / 2) / mtbfS;
    const double goodput = 1 - (0.04 + checkpoint + failure + 0.02);
    e[QStringLiteral("operations.pipeline_bubble")] = 0.04;
    e[QStringLiteral("operations.checkpoint_overhead")] = checkpoint;
    e[QStringLiteral("operations.failure_overhead")] = failure;
    e[QStringLiteral("operations.maintenance")] = 0.02;
    const double effective = n * peak * 0.45 * network * goodput, compute = 6 * p * 1e12;
    const double time = compute / effective;
    e[QStringLiteral("utilization.peak_flop_per_s")] = n * peak;
    e[QStringLiteral("utilization.effective_flop_per_s")] = effective;
    e[QStringLiteral("utilization.effective_fraction")] = 0.45 * network * goodput;
    e[QStringLiteral("utilization.operational_goodput")] = goodput;
    e[QStringLiteral("utilization.goodput_source")] = QStringLiteral("derived");
    e[QStringLiteral("utilization.progress_stalls")] = false;
    e[QStringLiteral("utilization.training_compute_flop")] = compute;
    e[QStringLiteral("utilization.training_time_s")] = time;
    // Power with 2 kW of host per node: the rack holds 8 nodes × 6 = 48 accelerators.
    const double it = n * 800 + nodes * 2000, facility = it * 1.1;
    e[QStringLiteral("power.node_power_w")] = 6 * 800.0 + 2000;
    e[QStringLiteral("power.it_load_w")] = it;
    e[QStringLiteral("power.facility_load_w")] = facility;
    e[QStringLiteral("power.overhead_w")] = it * 0.1;
    e[QStringLiteral("power.rack_power_w")] = 48 * 800.0 + 8 * 2000;
    e[QStringLiteral("power.accelerators_per_rack")] = 48.0;
    e[QStringLiteral("power.cooling_verdict")] = QStringLiteral("liquid"); // 54.4 kW
    expectEnergy(e, {facility, 0.08, 300, n, time, lambda, checkpoint, failure});
    // The layout: 70e9 parameters keep 16 B each but 12/1,000 of the optimizer: 299 GB, which
    // does not fit; 6 per node, 167 nodes, the last with 4, and only o = 0.2 of ⅔ t_c hides.
    expectDataParallelLayout(e, {.n = n,
                                 .parameters = p,
                                 .peak = peak,
                                 .g = g,
                                 .intraBeta = 400e9,
                                 .intraAlpha = 1e-6,
                                 .interBeta = 10e9,
                                 .interAlpha = 4e-6,
                                 .overlap = 0.2});
    e[QStringLiteral("utilization.mfu")] = 0.45;
    e[QStringLiteral("flags")] = QJsonArray{};
    return e;
}

TEST(Wiring, CoupledModelAtOneThousandInNodesOfSix)
{
    checkResults(scenarioB(), expectedB(), true);
}

// ---- Scenario C: the keys that can be null, and the flags ----

TEST(Wiring, NullsAndFlagsOfAStalledRunWithNoSerialFraction)
{
    // A 1T model checkpointing at 5 GB/s on 200,000 accelerators: δ = 1e12 × 14 / 5e9 = 2,800 s,
    // M = 50,000 h / 200,000 = 0.25 h = 900 s. δ ≥ 2M, so Daly's τ is M; the derived goodput
    // is δ/τ + (R + δ + τ/2)/M ≥ 1: the run never progresses.
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 200000;
    s.workload.parameters = 1e12;
    s.reliability.storageBandwidthBytesPerS = 5e9;
    s.reliability.checkpointPolicy = CheckpointPolicy::Daly;
    s.operations.goodputModel = GoodputModel::Derived;
    s.scaling.serialFraction = 0;
    const double delta = 2800, mtbfS = 900, young = std::sqrt(2 * delta * mtbfS);
    Expected e;
    e[QStringLiteral("scaling.amdahl_limit")] = QJsonValue(); // s = 0: no ceiling
    e[QStringLiteral("scaling.amdahl_speedup")] = 200000.0;
    e[QStringLiteral("scaling.empirical_extrapolated")] = true;
    e[QStringLiteral("scaling.empirical_scaling_efficiency")] =
        0.35 - 0.05 * (std::log2(200000.0) - 13);
    e[QStringLiteral("reliability.cluster_mtbf_h")] = 0.25;
    e[QStringLiteral("reliability.checkpoint_write_s")] = delta;
    e[QStringLiteral("reliability.optimal_checkpoint_interval_s")] = young;
    e[QStringLiteral("reliability.daly_checkpoint_interval_s")] = mtbfS;
    e[QStringLiteral("reliability.checkpoint_interval_s")] = mtbfS;
    e[QStringLiteral("reliability.young_formula_valid")] = false;
    e[QStringLiteral("reliability.wasted_time_fraction_at_optimum")] = 1.0; // capped, flagged
    e[QStringLiteral("operations.checkpoint_overhead")] = delta / mtbfS;
    e[QStringLiteral("operations.failure_overhead")] = (90 + delta + mtbfS / 2) / mtbfS;
    e[QStringLiteral("utilization.operational_goodput")] = 0.0;
    e[QStringLiteral("utilization.progress_stalls")] = true;
    e[QStringLiteral("utilization.effective_flop_per_s")] = 0.0;
    e[QStringLiteral("utilization.training_time_s")] = QJsonValue();
    for (const char *key :
         {"training_time_s", "energy_wh", "cost_usd", "co2_kg", "accelerator_hours",
          "expected_failures", "checkpoint_time_s", "failure_time_s"})
        e[QStringLiteral("run.") + QLatin1String(key)] = QJsonValue();
    e[QStringLiteral("flags")] =
        QJsonArray{QStringLiteral("empirical_extrapolated"), QStringLiteral("young_out_of_range"),
                   QStringLiteral("daly_interval_is_mtbf"), QStringLiteral("wasted_time_capped"),
                   QStringLiteral("progress_stalls")};
    checkResults(s, e, false);
}

} // namespace
} // namespace fleet
