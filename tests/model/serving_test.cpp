// The serving fleet of SPEC §9: the worked example of §9.3 to every printed digit, hand-computed
// cases (compute-bound decode, an "auto" batch limited by memory, targets no batch meets),
// Little's law, the batch curve, the scenario keys with their errors, and the results JSON.
#include "../qtprinters.h"
#include "results.h"
#include "scenarioio.h"
#include "serving.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

Scenario seed()
{
    return defaultScenario(catalog());
}

/// |computed − printed| ≤ half a unit of the printed value's last digit (SPEC §2).
void expectPrinted(double computed, double printed, double lastDigit, const char *what)
{
    EXPECT_LE(std::abs(computed - printed), lastDigit / 2 + 1e-15)
        << what << ": computed " << computed << ", printed " << printed;
}

/// SPEC §9.3: Llama-3.1-70B (P = 70.6e9, 80 layers, h = 8,192, k = 327,680 B) on H100 SXM
/// (989 TFLOP/s, 3.35 TB/s, 80 GB, 700 W; NVLink 4 450 GB/s, 0.5 µs), t_s = 4, B = 32,
/// λ = 20 rps, L_in = 1,024, L_out = 256, u = 1, $2 per accelerator-hour, $0.12/kWh, PUE 1.4.
ServingInputs workedExample()
{
    Scenario s = seed();
    applyModelPreset(s, *catalog().findModel("llama-3.1-70b"));
    s.serving.tensor = 4;
    s.serving.batch = 32;
    s.serving.arrivalRateRps = 20;
    s.serving.targetUtilization = 1;
    s.serving.acceleratorHourUsd = 2;
    return servingInputs(s);
}

TEST(Serving, TheCatalogModelGivesTheShape)
{
    const ServingInputs in = workedExample();
    EXPECT_EQ(in.model.parameters, 70.6e9);
    EXPECT_EQ(in.model.activeParameters, 70.6e9); // dense
    EXPECT_EQ(in.model.layers, 80);
    EXPECT_EQ(in.model.hidden, 8192);
    EXPECT_EQ(in.model.kvBytesPerToken, 327680); // 2 · 80 · 8 · 128 · 2 B
    EXPECT_EQ(in.hardware.scaleUpLink.bandwidthBytesPerS, 450e9);
    EXPECT_EQ(in.hardware.scaleUpLink.latencyS, 0.5e-6);
    // A mixture of experts: Mixtral 8x7B decodes with 12.9e9 active of 46.7e9.
    Scenario moe = seed();
    applyModelPreset(moe, *catalog().findModel("mixtral-8x7b"));
    const ServingInputs m = servingInputs(moe);
    EXPECT_EQ(m.model.parameters, 46.7e9);
    EXPECT_EQ(m.model.activeParameters, 12.9e9);
}

TEST(Serving, WorkedExampleOfTheSpecToEveryPrintedDigit)
{
    const ServingResult r = evaluateServing(workedExample());
    // c̄ = 1,024 + 256 / 2 = 1,152 tokens.
    EXPECT_DOUBLE_EQ(r.meanContextTokens, 1152);
    // Memory term: (141.2e9 + 32 · 1,152 · 327,680) / 4 = (141.2e9 + 12.0796e9) / 4
    //   = 38.3199e9 B / 3.35e12 B/s = 11.4388 ms.
    EXPECT_NEAR(r.decode.memoryS * 1e3, 11.43878, 1e-5);
    // Compute term: 2 · 70.6e9 · 32 / 4 / 989e12 = 1.14216 ms: memory-bound.
    EXPECT_NEAR(r.decode.computeS * 1e3, 1.14216, 1e-5);
    EXPECT_EQ(r.decode.bound, Bound::Memory);
    // AllReduce term: 2 · 80 · T_ring(2 · 32 · 8,192 = 524,288 B, 4)
    //   = 160 · (2 · 3/4 · 524,288 / 450e9 + 2 · 3 · 0.5 µs) = 160 · 4.74762 µs = 0.75962 ms.
    EXPECT_NEAR(r.decode.allReduceS * 1e3, 0.75962, 1e-5);
    // TPOT = 11.4388 + 0.7596 = 12.198 ms (printed 12.198 ms).
    expectPrinted(r.tpotS * 1e3, 12.198, 0.001, "TPOT ms");
    // TTFT = max(2 · 70.6e9 · 1,024 / 4 / 989e12 = 36.549 ms, 141.2e9 / 4 / 3.35e12 = 10.537 ms)
    //   + 160 · (1.5 · 16,777,216 / 450e9 + 3 µs) = 36.549 + 9.428 = 45.977 ms (printed 45.98).
    EXPECT_NEAR(r.prefill.computeS * 1e3, 36.549, 1e-3);
    EXPECT_NEAR(r.prefill.memoryS * 1e3, 10.537, 1e-3);
    EXPECT_NEAR(r.prefill.allReduceS * 1e3, 9.428, 1e-3);
    expectPrinted(r.ttftS * 1e3, 45.98, 0.01, "TTFT ms");
    // T = 0.045977 + 256 · 0.0121984 = 3.16877 s (printed 3.1688 s).
    expectPrinted(r.requestLatencyS, 3.1688, 0.0001, "T s");
    // Q = 20 · 3.16877 = 63.375 (printed 63.38); replicas = ⌈63.375 / (32 · 1)⌉ = 2; 8
    // accelerators.
    expectPrinted(r.concurrency, 63.38, 0.01, "Q");
    EXPECT_EQ(r.replicas, 2);
    EXPECT_EQ(r.accelerators, 8);
    // Memory: (141.2e9 + 32 · 1,280 · 327,680) / 4 = (141.2e9 + 13.4218e9) / 4 = 38.655 GB.
    expectPrinted(r.memoryPerAcceleratorBytes / 1e9, 38.66, 0.01, "GB per accelerator");
    EXPECT_TRUE(r.fits);
    // 20 rps · 256 tokens = 5,120 output tokens/s.
    EXPECT_DOUBLE_EQ(r.outputTokensPerS, 5120);
    // IT 8 · 700 W = 5.6 kW (nodes ⌈2 / (8 / 4)⌉ = 1, no host power); facility 5.6 · 1.4 = 7.84 kW.
    EXPECT_EQ(r.nodes, 1);
    expectPrinted(r.itPowerW / 1e3, 5.6, 0.1, "IT kW");
    expectPrinted(r.facilityPowerW / 1e3, 7.84, 0.01, "facility kW");
    // 7,840 W / 5,120 tokens/s = 1.53125 J per output token (printed 1.531).
    expectPrinted(r.joulesPerOutputToken, 1.531, 0.001, "J/token");
    // (8 · $2 + 7.84 kW · $0.12) / (5,120 · 3,600 / 1e6 = 18.432 M tokens/h)
    //   = 16.9408 / 18.432 = $0.91910 per million (printed $0.919).
    expectPrinted(r.usdPerMillionOutputTokens, 0.919, 0.001, "$/M tokens");
    EXPECT_FALSE(r.costElectricityOnly);
    EXPECT_FALSE(r.batchAuto);
    EXPECT_TRUE(r.tpotSloMet); // 12.2 ms ≤ 50 ms
    EXPECT_TRUE(r.ttftSloMet); // 46 ms ≤ 1 s
    EXPECT_EQ(r.failingTarget, ServingTarget::None);
    EXPECT_FALSE(r.sloUnreachable);
}

/// Round numbers for hand arithmetic: P = P_a = 10e9 at 2 B, k = 1,000 B, L = 40, h = 5,000;
/// 1 PFLOP/s, 2 TB/s, 100 GB, 1 kW; a 100 GB/s, 1 µs scale-up link, 8 per node, 2 kW of host
/// per node; PUE 1.25, $0.10/kWh; λ = 100 rps, L_in = L_out = 1,000, t_s = 2, u = 0.9.
ServingInputs roundNumbers()
{
    ServingInputs in;
    in.model = {.parameters = 10e9,
                .activeParameters = 10e9,
                .bytesPerParameter = 2,
                .kvBytesPerToken = 1000,
                .layers = 40,
                .hidden = 5000};
    in.hardware = {.peakFlopPerS = 1e15,
                   .hbmBandwidthBytesPerS = 2e12,
                   .hbmCapacityBytes = 100e9,
                   .tdpW = 1000,
                   .scaleUpLink = {100e9, 1e-6},
                   .acceleratorsPerNode = 8,
                   .nodeOverheadW = 2000,
                   .pue = 1.25,
                   .electricityUsdPerKwh = 0.10};
    in.settings.arrivalRateRps = 100;
    in.settings.promptTokens = 1000;
    in.settings.outputTokens = 1000;
    in.settings.tensor = 2;
    in.settings.targetUtilization = 0.9;
    return in;
}

TEST(Serving, ComputeBoundDecodeAtALargeBatch)
{
    ServingInputs in = roundNumbers();
    in.settings.batch = 1024;
    const ServingResult r = evaluateServing(in);
    // c̄ = 1,000 + 500 = 1,500. Bytes = (20e9 + 1,024 · 1,500 · 1,000) / 2 = (20e9 + 1.536e9) / 2
    //   = 10.768e9 B → 10.768e9 / 2e12 = 5.384 ms.
    EXPECT_DOUBLE_EQ(r.decode.bytes, 10.768e9);
    EXPECT_NEAR(r.decode.memoryS, 5.384e-3, 1e-15);
    // FLOPs = 2 · 10e9 · 1,024 / 2 = 1.024e13 → 10.24 ms: compute-bound.
    EXPECT_NEAR(r.decode.computeS, 10.24e-3, 1e-15);
    EXPECT_EQ(r.decode.bound, Bound::Compute);
    // AllReduce: 2 · 40 · T_ring(2 · 1,024 · 5,000 = 10.24e6 B, 2)
    //   = 80 · (2 · 1/2 · 10.24e6 / 100e9 + 2 · 1 · 1 µs) = 80 · 104.4 µs = 8.352 ms.
    EXPECT_NEAR(r.decode.allReduceS, 8.352e-3, 1e-15);
    // TPOT = 10.24 + 8.352 = 18.592 ms.
    EXPECT_NEAR(r.tpotS, 18.592e-3, 1e-15);
    // TTFT = max(2 · 10e9 · 1,000 / 2 / 1e15 = 10 ms, 20e9 / 2 / 2e12 = 5 ms)
    //   + 80 · T_ring(2 · 1,000 · 5,000 = 1e7 B, 2) = 10 + 80 · (100 µs + 2 µs) = 18.16 ms.
    EXPECT_NEAR(r.prefill.computeS, 10e-3, 1e-15);
    EXPECT_NEAR(r.prefill.memoryS, 5e-3, 1e-15);
    EXPECT_NEAR(r.ttftS, 18.16e-3, 1e-15);
    // T = 0.01816 + 1,000 · 0.018592 = 18.61016 s; Q = 100 · 18.61016 = 1,861.016;
    // Q / (B · u) = 1,861.016 / 921.6 = 2.0193 → 3 replicas, 6 accelerators.
    EXPECT_NEAR(r.requestLatencyS, 18.61016, 1e-12);
    EXPECT_NEAR(r.concurrency, 1861.016, 1e-9);
    EXPECT_EQ(r.replicas, 3);
    EXPECT_EQ(r.accelerators, 6);
    // Memory = (20e9 + 1,024 · 2,000 · 1,000) / 2 = 11.024e9 B ≤ 100 GB.
    EXPECT_DOUBLE_EQ(r.memoryPerAcceleratorBytes, 11.024e9);
    EXPECT_TRUE(r.fits);
    // 4 replicas of 2 per node of 8: ⌈3 / 4⌉ = 1 node. IT = 6 · 1,000 + 1 · 2,000 = 8,000 W;
    // facility 8,000 · 1.25 = 10,000 W; 100 · 1,000 = 1e5 tokens/s → 0.1 J per token.
    EXPECT_EQ(r.nodes, 1);
    EXPECT_DOUBLE_EQ(r.itPowerW, 8000);
    EXPECT_DOUBLE_EQ(r.facilityPowerW, 10000);
    EXPECT_DOUBLE_EQ(r.joulesPerOutputToken, 0.1);
    // Electricity only: 10 kW · $0.10 = $1 per hour over 1e5 · 3,600 / 1e6 = 360 M tokens per
    // hour = $0.0027778 per million.
    EXPECT_TRUE(r.costElectricityOnly);
    EXPECT_NEAR(r.usdPerMillionOutputTokens, 1.0 / 360, 1e-15);
    // One busy accelerator: 1,024 / (0.018592 · 2) = 27,538.7 tokens/s.
    EXPECT_NEAR(r.decodeTokensPerSPerAccelerator, 27538.726, 1e-3);
    // 18.6 ms ≤ 50 ms and 18.2 ms ≤ 1 s.
    EXPECT_EQ(r.failingTarget, ServingTarget::None);
}

TEST(Serving, MixtureOfExpertsDecodesWithActiveParametersAndHoldsTheTotal)
{
    ServingInputs in = roundNumbers();
    in.model.parameters = 40e9; // all experts
    in.model.activeParameters = 10e9;
    in.settings.batch = 1024;
    const ServingDecode d = servingDecode(in, 1024);
    // FLOPs with P_a: 2 · 10e9 · 1,024 / 2 = 1.024e13 (as the dense 10e9 model above).
    EXPECT_DOUBLE_EQ(d.flop, 1.024e13);
    // Bytes with P: (80e9 + 1.536e9) / 2 = 40.768e9 → 20.384 ms: now memory-bound.
    EXPECT_DOUBLE_EQ(d.bytes, 40.768e9);
    EXPECT_EQ(d.bound, Bound::Memory);
    // Memory holds every expert: (80e9 + 1,024 · 2,000 · 1,000) / 2 = 41.024e9 B.
    EXPECT_DOUBLE_EQ(servingMemoryPerAcceleratorBytes(in, 1024), 41.024e9);
    // Prefill computes with P_a: 2 · 10e9 · 1,000 / 2 / 1e15 = 10 ms; reads P: 80e9 / 2 / 2e12
    // = 20 ms, the larger.
    const ServingPrefill p = servingPrefill(in);
    EXPECT_NEAR(p.computeS, 10e-3, 1e-15);
    EXPECT_NEAR(p.memoryS, 20e-3, 1e-15);
}

TEST(Serving, AutoBatchLimitedByMemory)
{
    // The default scenario: Llama-2-7B (7e9, k = 524,288 B) on one H100, TPOT target 50 ms.
    const ServingResult r = evaluate(seed()).serving;
    // Memory (14e9 + B · 1,280 · 524,288) ≤ 80e9 → B ≤ 66e9 / 671,088,640 = 98.35 → 98
    // (99 needs 80.44 GB).
    EXPECT_EQ(r.memoryLimitBatch, 98);
    EXPECT_TRUE(r.batchAuto);
    EXPECT_EQ(r.batch, 98);
    EXPECT_FALSE(r.batchAtLimit);
    EXPECT_DOUBLE_EQ(r.memoryPerAcceleratorBytes, 14e9 + 98 * 1280.0 * 524288); // 79.767 GB
    EXPECT_TRUE(r.fits);
    // TPOT at 98: (14e9 + 98 · 1,152 · 524,288 = 73.190e9 B) / 3.35e12 = 21.848 ms against
    // 2 · 7e9 · 98 / 989e12 = 1.387 ms, no AllReduce (t_s = 1): within 50 ms, so memory binds.
    EXPECT_NEAR(r.tpotS * 1e3, 21.8478, 1e-4);
    EXPECT_EQ(r.decode.allReduceS, 0);
    EXPECT_TRUE(r.tpotSloMet);
    // TTFT = max(2 · 7e9 · 1,024 / 989e12 = 14.495 ms, 14e9 / 3.35e12 = 4.179 ms) = 14.495 ms.
    EXPECT_NEAR(r.ttftS * 1e3, 14.4954, 1e-4);
    // T = 0.014495 + 256 · 0.021848 = 5.6075 s; Q = 10 · 5.6075 = 56.08; ⌈56.08 / 78.4⌉ = 1.
    EXPECT_NEAR(r.requestLatencyS, 5.60752, 1e-5);
    EXPECT_EQ(r.replicas, 1);
    // 700 W · 1.4 = 980 W over 2,560 tokens/s = 0.3828 J per token.
    EXPECT_NEAR(r.joulesPerOutputToken, 0.3828125, 1e-12);
    EXPECT_FALSE(r.sloUnreachable);
    EXPECT_EQ(r.failingTarget, ServingTarget::None);
    EXPECT_EQ(servingAutoBatch(servingInputs(seed())), 98);
}

TEST(Serving, AutoBatchLimitedByTheTpotTarget)
{
    // The same model, a 10 ms target: TPOT(B) = (14e9 + B · 603,979,776) / 3.35e12 ≤ 10 ms
    // → B ≤ (33.5e9 − 14e9) / 603,979,776 = 32.29 → 32, below the memory limit of 98.
    Scenario s = seed();
    s.serving.tpotSloS = 0.010;
    const ServingResult r = evaluate(s).serving;
    EXPECT_EQ(r.batch, 32);
    EXPECT_EQ(r.memoryLimitBatch, 98);
    EXPECT_LE(r.tpotS, 0.010); // (14e9 + 19.327e9) / 3.35e12 = 9.948 ms
    EXPECT_GT(servingDecode(servingInputs(s), 33).tpotS, 0.010); // 10.129 ms
}

TEST(Serving, ATpotTargetNoBatchMeets)
{
    // 4 ms: even B = 1 takes (14e9 + 1,152 · 524,288) / 3.35e12 = 14.604e9 / 3.35e12 = 4.359 ms.
    Scenario s = seed();
    s.serving.tpotSloS = 0.004;
    const ServingResult r = evaluate(s).serving;
    EXPECT_TRUE(r.sloUnreachable);
    EXPECT_EQ(r.batch, 1);
    EXPECT_EQ(r.failingTarget, ServingTarget::Tpot);
    EXPECT_FALSE(r.tpotSloMet);
    EXPECT_TRUE(r.fits);
    EXPECT_NEAR(r.tpotS * 1e3, 4.35940, 1e-5);
    // T = 0.014495 + 256 · 0.0043594 = 1.13050 s; Q = 11.305; ⌈11.305 / (1 · 0.8)⌉ = ⌈14.13⌉ = 15.
    EXPECT_NEAR(r.requestLatencyS, 1.130501, 1e-6);
    EXPECT_EQ(r.replicas, 15);
    // 15 replicas of one accelerator, 8 per node: 2 nodes (no host power by default).
    EXPECT_EQ(r.nodes, 2);
    EXPECT_DOUBLE_EQ(r.itPowerW, 15 * 700.0);
    EXPECT_EQ(servingAutoBatch(servingInputs(s)), std::nullopt);
}

TEST(Serving, ATtftTargetNoBatchMeets)
{
    // TTFT does not depend on B: 14.495 ms misses a 10 ms target whatever the batch; the batch
    // is still the largest that fits and meets the TPOT target (98).
    Scenario s = seed();
    s.serving.ttftSloS = 0.010;
    const ServingResult r = evaluate(s).serving;
    EXPECT_EQ(r.batch, 98);
    EXPECT_TRUE(r.sloUnreachable);
    EXPECT_FALSE(r.ttftSloMet);
    EXPECT_EQ(r.failingTarget, ServingTarget::Ttft);
}

TEST(Serving, WeightsThatNeverFitLeaveNoBatch)
{
    // Llama-3.1-405B on one H100: 810 GB of weights > 80 GB, so not even B = 1 fits.
    Scenario s = seed();
    s.workload.parameters = 405e9;
    const ServingResult r = evaluate(s).serving;
    EXPECT_EQ(r.memoryLimitBatch, 0);
    EXPECT_TRUE(r.sloUnreachable);
    EXPECT_EQ(r.batch, 1);
    EXPECT_FALSE(r.fits);
    EXPECT_EQ(r.failingTarget, ServingTarget::Memory);
}

TEST(Serving, ABatchSetByHandThatOverflowsThisReplicaIsAResult)
{
    // 200 sequences of the default 7B: 14e9 + 200 · 671,088,640 = 148.2 GB > 80 GB on one
    // accelerator, but 134 GB of KV fits a node's 640 GB: fits is false, not an error.
    Scenario s = seed();
    s.serving.batch = 200;
    const Results r = evaluateValidated(s, QStringLiteral("x.json"));
    EXPECT_FALSE(r.serving.fits);
    EXPECT_EQ(r.serving.failingTarget, ServingTarget::Memory);
    EXPECT_FALSE(r.serving.sloUnreachable); // B = 98 would serve
    EXPECT_DOUBLE_EQ(r.serving.memoryPerAcceleratorBytes, 14e9 + 200 * 671088640.0);
}

TEST(Serving, AutoBatchStopsAtItsCap)
{
    // No KV cache to speak of (k = 0) and a generous target: every B fits, TPOT at 100,000 is
    // max(14e9 / 3.35e12 = 4.18 ms, 2 · 7e9 · 1e5 / 989e12 = 1.416 s) — so a 2 s target is met
    // at the cap, and the search says it stopped there.
    ServingInputs in = servingInputs(seed());
    in.model.kvBytesPerToken = 0;
    in.settings.tpotSloS = 2;
    const ServingResult r = evaluateServing(in);
    EXPECT_EQ(r.batch, kServingMaxBatch);
    EXPECT_EQ(r.memoryLimitBatch, kServingMaxBatch);
    EXPECT_TRUE(r.batchAtLimit);
}

TEST(Serving, LittlesLawQDoublesWithTheArrivalRate)
{
    ServingInputs in = workedExample();
    const ServingResult once = evaluateServing(in);
    in.settings.arrivalRateRps *= 2;
    const ServingResult twice = evaluateServing(in);
    // T does not depend on λ (no queueing), so Q = λ · T doubles exactly.
    EXPECT_DOUBLE_EQ(twice.requestLatencyS, once.requestLatencyS);
    EXPECT_DOUBLE_EQ(twice.concurrency, 2 * once.concurrency);
    EXPECT_DOUBLE_EQ(twice.concurrency, 40 * once.requestLatencyS);
    // 126.75 / 32 = 3.96 → 4 replicas (from 2).
    EXPECT_EQ(twice.replicas, 4);
    EXPECT_DOUBLE_EQ(twice.outputTokensPerS, 2 * once.outputTokensPerS);
}

TEST(Serving, ReplicasAreACeiling)
{
    // ⌈Q / (B · u)⌉: whole quotients exactly, anything above the next whole one more.
    EXPECT_EQ(servingReplicas(64, 32, 1), 2);
    EXPECT_EQ(servingReplicas(64.0001, 32, 1), 3);
    EXPECT_EQ(servingReplicas(63.38, 32, 1), 2);
    EXPECT_EQ(servingReplicas(0.001, 32, 1), 1); // at least one replica
    EXPECT_EQ(servingReplicas(64, 32, 0.8), 3);  // 64 / 25.6 = 2.5
    // 2.1 / (1 · 0.3) is 7.000000000000001 in floating point: 7 replicas, not 8.
    EXPECT_EQ(servingReplicas(2.1, 1, 0.3), 7);
    for (double lambda : {0.5, 3.0, 17.0, 250.0, 1e4}) {
        ServingInputs in = workedExample();
        in.settings.arrivalRateRps = lambda;
        const ServingResult r = evaluateServing(in);
        const double needed = r.concurrency / (r.batch * in.settings.targetUtilization);
        EXPECT_GE(r.replicas, needed) << lambda;
        EXPECT_LT(r.replicas - 1, std::max(needed, 1.0 - 1e-9)) << lambda;
        EXPECT_EQ(r.replicas, std::floor(r.replicas));
        EXPECT_EQ(r.accelerators, r.replicas * 4);
    }
}

TEST(Serving, TheCurveAgainstTheBatch)
{
    const ServingInputs in = servingInputs(seed());
    const ServingCurve curve = servingBatchCurve(in, 128);
    ASSERT_EQ(curve.points.size(), 128u); // every B from 1 to 128
    EXPECT_EQ(curve.memoryLimitBatch, 98);
    EXPECT_DOUBLE_EQ(curve.hbmCapacityBytes, 80e9);
    EXPECT_DOUBLE_EQ(curve.tpotSloS, 0.05);
    for (size_t i = 1; i < curve.points.size(); ++i) {
        const ServingCurvePoint &a = curve.points[i - 1];
        const ServingCurvePoint &b = curve.points[i];
        EXPECT_EQ(b.batch, a.batch + 1);
        EXPECT_GT(b.tpotS, a.tpotS);
        EXPECT_GT(b.decodeTokensPerSPerAccelerator, a.decodeTokensPerSPerAccelerator);
        EXPECT_EQ(b.fits, b.batch <= 98);
    }
    // The point at the operating batch is the fleet's.
    const ServingResult r = evaluateServing(in);
    const ServingCurvePoint &at = curve.points[97];
    EXPECT_EQ(at.batch, 98);
    EXPECT_DOUBLE_EQ(at.tpotS, r.tpotS);
    EXPECT_DOUBLE_EQ(at.memoryS, r.decode.memoryS);
    EXPECT_DOUBLE_EQ(at.computeS, r.decode.computeS);
    EXPECT_DOUBLE_EQ(at.requestLatencyS, r.requestLatencyS);
    EXPECT_DOUBLE_EQ(at.replicas, r.replicas);
    EXPECT_DOUBLE_EQ(at.memoryPerAcceleratorBytes, r.memoryPerAcceleratorBytes);
    // B = 1: 1 / 4.3594 ms = 229.39 tokens/s per accelerator.
    EXPECT_NEAR(curve.points[0].decodeTokensPerSPerAccelerator, 229.3895, 1e-4);
    // A wide range is sampled in log B, ends included, strictly rising.
    const ServingCurve wide = servingBatchCurve(in, 100000, 64);
    EXPECT_LE(wide.points.size(), 64u);
    EXPECT_GT(wide.points.size(), 40u);
    EXPECT_EQ(wide.points.front().batch, 1);
    EXPECT_EQ(wide.points.back().batch, 100000);
    for (size_t i = 1; i < wide.points.size(); ++i)
        EXPECT_GT(wide.points[i].batch, wide.points[i - 1].batch);
    // Twice the wall, at least 64.
    EXPECT_EQ(servingCurveMaxBatch(r), 196);
    EXPECT_THROW((void)servingBatchCurve(in, 0), std::invalid_argument);
}

TEST(Serving, ModelPreconditionsNameTheArgument)
{
    ServingInputs in = roundNumbers();
    in.settings.tensor = 16; // > 8 per node
    EXPECT_THROW((void)evaluateServing(in), std::invalid_argument);
    in = roundNumbers();
    in.model.activeParameters = 2 * in.model.parameters;
    EXPECT_THROW((void)evaluateServing(in), std::invalid_argument);
    EXPECT_THROW((void)servingReplicas(1, 0.5, 1), std::invalid_argument);
}

// ---- Scenario keys ----

Scenario parse(const char *json)
{
    return parseScenario(QByteArray(json), QStringLiteral("s.json"), catalog());
}

void expectRefused(const char *json, const char *where, const char *reason)
{
    try {
        (void)parse(json);
        ADD_FAILURE() << json << " accepted";
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("s.json"));
        EXPECT_EQ(e.where(), QLatin1String(where)) << e.what();
        EXPECT_TRUE(e.reason().contains(QString::fromUtf8(reason))) << e.what();
    }
}

TEST(ServingScenario, DefaultsOfTheSpec)
{
    const Scenario s = parse("{}");
    EXPECT_EQ(s.serving.arrivalRateRps, 10);
    EXPECT_EQ(s.serving.promptTokens, 1024);
    EXPECT_EQ(s.serving.outputTokens, 256);
    EXPECT_EQ(s.serving.tensor, 1);
    EXPECT_FALSE(s.serving.batch); // "auto"
    EXPECT_EQ(s.serving.tpotSloS, 0.05);
    EXPECT_EQ(s.serving.ttftSloS, 1.0);
    EXPECT_EQ(s.serving.targetUtilization, 0.8);
    EXPECT_EQ(s.serving.bandwidthEfficiency, 1.0);
    EXPECT_EQ(s.serving.acceleratorHourUsd, 0);
    EXPECT_EQ(s, seed());
}

TEST(ServingScenario, ReadsEveryKey)
{
    const Scenario s = parse(R"({"serving": {"arrival_rate_rps": 20, "prompt_tokens": 2048,
        "output_tokens": 128, "tensor": 4, "batch": 32, "tpot_slo_s": 0.02, "ttft_slo_s": 0.5,
        "target_utilization": 1, "bandwidth_efficiency": 0.7, "accelerator_hour_usd": 2}})");
    EXPECT_EQ(s.serving.arrivalRateRps, 20);
    EXPECT_EQ(s.serving.promptTokens, 2048);
    EXPECT_EQ(s.serving.outputTokens, 128);
    EXPECT_EQ(s.serving.tensor, 4);
    EXPECT_EQ(s.serving.batch, 32);
    EXPECT_EQ(s.serving.tpotSloS, 0.02);
    EXPECT_EQ(s.serving.ttftSloS, 0.5);
    EXPECT_EQ(s.serving.targetUtilization, 1);
    EXPECT_EQ(s.serving.bandwidthEfficiency, 0.7);
    EXPECT_EQ(s.serving.acceleratorHourUsd, 2);
    EXPECT_FALSE(parse(R"({"serving": {"batch": "auto"}})").serving.batch);
}

TEST(ServingScenario, RoundTrip)
{
    Scenario s = seed();
    s.serving = {.arrivalRateRps = 20,
                 .promptTokens = 3000,
                 .outputTokens = 700,
                 .tensor = 8,
                 .batch = 48,
                 .tpotSloS = 0.03,
                 .ttftSloS = 0.4,
                 .targetUtilization = 0.65,
                 .bandwidthEfficiency = 0.72,
                 .acceleratorHourUsd = 2.5};
    const QByteArray saved = serializeScenario(s);
    const Scenario reopened = parseScenario(saved, QStringLiteral("r.json"), catalog());
    EXPECT_EQ(reopened.serving, s.serving);
    EXPECT_EQ(reopened, s);
    EXPECT_EQ(resultsToJson(evaluate(reopened)), resultsToJson(evaluate(s)));
    const QJsonObject serving = scenarioToJson(s)[QStringLiteral("serving")].toObject();
    EXPECT_EQ(serving[QStringLiteral("batch")].toDouble(), 48);
    s.serving.batch.reset();
    EXPECT_EQ(scenarioToJson(s)[QStringLiteral("serving")].toObject()[QStringLiteral("batch")],
              QJsonValue(QStringLiteral("auto")));
    EXPECT_EQ(parseScenario(serializeScenario(s), QStringLiteral("r.json"), catalog()), s);
}

TEST(ServingScenario, RefusesEveryBadValueNamingTheKey)
{
    expectRefused(R"({"serving": {"arrival_rate_rps": 0}})", "serving.arrival_rate_rps",
                  "out of range [1e-06, 1000000000]");
    expectRefused(R"({"serving": {"arrival_rate_rps": -5}})", "serving.arrival_rate_rps",
                  "out of range");
    expectRefused(R"({"serving": {"arrival_rate_rps": "fast"}})", "serving.arrival_rate_rps",
                  "got a string");
    expectRefused(R"({"serving": {"prompt_tokens": 0}})", "serving.prompt_tokens", "out of range");
    expectRefused(R"({"serving": {"prompt_tokens": 10.5}})", "serving.prompt_tokens",
                  "whole number");
    expectRefused(R"({"serving": {"output_tokens": 10000001}})", "serving.output_tokens",
                  "out of range");
    expectRefused(R"({"serving": {"tensor": 0}})", "serving.tensor", "out of range");
    expectRefused(R"({"serving": {"tensor": 16}})", "serving.tensor",
                  "a replica of 16 accelerators does not fit in a node of 8");
    expectRefused(R"({"cluster": {"accelerators_per_node": 4}, "serving": {"tensor": 8}})",
                  "serving.tensor", "node of 4");
    expectRefused(R"({"serving": {"batch": 0}})", "serving.batch", "out of range");
    expectRefused(R"({"serving": {"batch": 100001}})", "serving.batch", "out of range");
    expectRefused(R"({"serving": {"batch": "max"}})", "serving.batch",
                  "expected \"auto\" or a number");
    // 1,000 sequences of 1,280 tokens at 524,288 B: 671 GB of KV cache > 8 × 80 GB = 640 GB.
    expectRefused(R"({"serving": {"batch": 1000}})", "serving.batch",
                  "batch 1,000 can never fit in memory");
    expectRefused(R"({"serving": {"tpot_slo_s": 0}})", "serving.tpot_slo_s",
                  "out of range [1e-06, 10000]");
    expectRefused(R"({"serving": {"ttft_slo_s": -1}})", "serving.ttft_slo_s",
                  "out of range [1e-06, 10000]");
    expectRefused(R"({"serving": {"target_utilization": 0}})", "serving.target_utilization",
                  "out of range [0.001, 1]");
    expectRefused(R"({"serving": {"target_utilization": 1.2}})", "serving.target_utilization",
                  "out of range");
    expectRefused(R"({"serving": {"bandwidth_efficiency": 0}})", "serving.bandwidth_efficiency",
                  "out of range [0.001, 1]");
    expectRefused(R"({"serving": {"accelerator_hour_usd": -1}})", "serving.accelerator_hour_usd",
                  "out of range [0,");
    expectRefused(R"({"serving": {"arrival_rate": 5}})", "serving.arrival_rate", "unknown key");
    expectRefused(R"({"serving": 5})", "serving", "expected an object");
    // 950 sequences: 637.5 GB of KV, within the node's 640 GB — accepted (fits is false).
    EXPECT_NO_THROW((void)parse(R"({"serving": {"batch": 950}})"));
}

TEST(ServingScenario, ResultsJsonHasEveryServingKey)
{
    const QJsonObject serving =
        resultsToJson(evaluate(seed()))[QStringLiteral("serving")].toObject();
    for (const char *key : {"batch",
                            "tpot_s",
                            "ttft_s",
                            "request_latency_s",
                            "concurrency",
                            "replicas",
                            "accelerators",
                            "memory_per_accelerator_bytes",
                            "fits",
                            "decode_bound",
                            "output_tokens_per_s",
                            "it_power_w",
                            "facility_power_w",
                            "joules_per_output_token",
                            "usd_per_million_output_tokens",
                            "slo_unreachable",
                            "failing_target",
                            "tpot_memory_s",
                            "tpot_compute_s",
                            "tpot_allreduce_s",
                            "ttft_compute_s",
                            "ttft_memory_s",
                            "ttft_allreduce_s",
                            "cost_electricity_only",
                            "batch_auto",
                            "batch_at_limit",
                            "memory_limit_batch"})
        EXPECT_TRUE(serving.contains(QLatin1String(key))) << key;
    EXPECT_EQ(serving[QStringLiteral("batch")].toDouble(), 98);
    EXPECT_EQ(serving[QStringLiteral("decode_bound")].toString(), QStringLiteral("memory"));
    EXPECT_EQ(serving[QStringLiteral("failing_target")].toString(), QStringLiteral("none"));
    EXPECT_EQ(serving[QStringLiteral("slo_unreachable")].toBool(), false);
    EXPECT_EQ(serving[QStringLiteral("cost_electricity_only")].toBool(), true);
}

} // namespace
} // namespace fleet
