// The training layout (SPEC §8): the two worked examples of §8.5 to every printed digit, one
// hand-computed case per mechanism (ZeRO-3, full recomputation, a tensor group crossing the
// node, interleaving, the MoE all-to-all, a stage count that does not divide the layers), the
// bubble, every bad layout, the results and the utilization with the layout's MFU, the
// scenario round trip and the plan.
//
// Hardware throughout: H100 SXM (989 TFLOP/s BF16, 80 GB), NVLink 4 (β = 450 GB/s,
// α = 0.5 µs), InfiniBand NDR (β = 50 GB/s, α = 5 µs), g = 8. Ring AllReduce of M over n:
// 2(n−1)/n · M/β + 2(n−1)α.
#include "../qtprinters.h"
#include "layout.h"
#include "results.h"
#include "scenarioio.h"

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

Scenario parse(const QByteArray &json)
{
    return parseScenario(json, QStringLiteral("layout.json"), catalog());
}

/// |computed − printed| ≤ half a unit of the printed value's last digit.
void expectPrinted(double computed, double printed, int decimals, const char *what)
{
    EXPECT_LE(std::abs(computed - printed), 0.5 * std::pow(10.0, -decimals) * (1 + 1e-9))
        << what << ": computed " << computed << ", printed " << printed;
}

// ---- §8.5, first worked example ----

/// Llama-3.1-8B (P = 8.03e9, 32 layers, h 4,096, 32 heads) on N = 256: t = 8, p = 4, d = 8,
/// s = 2,048, b = 8, G = 1,024 × 2,048 = 2,097,152 tokens, ZeRO-1, selective, e_c = 0.45.
const char *const kExampleOne = R"({
  "cluster": {"accelerators": 256, "accelerators_per_node": 8},
  "workload": {"parameters": 8.03e9, "layers": 32, "hidden": 4096, "heads": 32,
               "sequence_tokens": 2048, "global_batch_tokens": 2097152},
  "parallelism": {"tensor": 8, "pipeline": 4, "data": 8, "zero_stage": 1,
                  "recompute": "selective", "micro_batch": 8, "compute_efficiency": 0.45}})";

TEST(LayoutGolden, ExampleOneLlama8BOn256)
{
    const Scenario s = parse(kExampleOne);
    ASSERT_EQ(s.intraNodeLink.latencyS, 0.5e-6);
    ASSERT_EQ(s.interNodeLink.bandwidthBytesPerS, 50e9);
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    // m = G / (s·b·d) = 2,097,152 / (2,048 · 8 · 8) = 16; L_s = 32 / 4 = 8.
    EXPECT_EQ(c.microBatches, 16);
    EXPECT_FALSE(c.batchRounded);
    EXPECT_EQ(c.stageLayers, 8);
    // Ψ = 8.03e9 / 32 = 250,937,500: weights = gradients = 2Ψ = 0.50188 GB; optimizer
    // 12Ψ / 8 = 0.37641 GB; activations 34 · 2,048 · 8 · 4,096 / 8 = 285,212,672 B per layer,
    // × 8 layers × min(4, 16) = 9.12681 GB; total 10.50697 GB.
    expectPrinted(c.weightsBytes / 1e9, 0.502, 3, "weights");
    expectPrinted(c.gradientsBytes / 1e9, 0.502, 3, "gradients");
    expectPrinted(c.optimizerBytes / 1e9, 0.376, 3, "optimizer");
    expectPrinted(c.activationsBytes / 1e9, 9.127, 3, "activations");
    expectPrinted(c.memoryBytes / 1e9, 10.507, 3, "memory");
    EXPECT_TRUE(c.fits);
    // t_c = 6 · 8.03e9 · 2,048 · 8 · (8/32) / 8 / (989e12 · 0.45) = 55.428 ms.
    expectPrinted(c.computeS * 1e3, 55.43, 2, "t_c");
    // t_tp = 8 layers · 4 · [1.75 · 134,217,728 / 450e9 + 14 · 0.5 µs] = 32 · 0.528989 ms
    // = 16.927 ms (NVLink: t = 8 ≤ g).
    expectPrinted(c.tensorCommS * 1e3, 16.93, 2, "t_tp");
    EXPECT_FALSE(c.tensorCrossesNodes);
    // t_pp = 2 · (16,777,216 / 50e9 + 5 µs) = 0.681 ms (IB: t·p = 32 > 8).
    expectPrinted(c.pipelineCommS * 1e3, 0.681, 3, "t_pp");
    EXPECT_TRUE(c.pipelineCrossesNodes);
    EXPECT_EQ(c.expertCommS, 0);
    // Bubble 3 / (16 + 3) = 3/19; T_pipe = 19 · 73.036 ms = 1.38768 s.
    EXPECT_DOUBLE_EQ(c.bubbleFraction, 3.0 / 19.0);
    expectPrinted(c.pipelineS, 1.3877, 4, "T_pipe");
    // T_dp: 2Ψ = 0.501875 GB over d = 8 ranks, ⌊8/32⌋ → 1 per node: ring over 8 nodes on IB,
    // 1.75 · 0.501875e9 / 50e9 + 14 · 5 µs = 17.636 ms; ⅔ · 55.43 ms hides it all.
    expectPrinted(c.dataParallelAllReduceS * 1e3, 17.64, 2, "T_dp");
    EXPECT_EQ(c.dataParallelExposedS, 0);
    EXPECT_DOUBLE_EQ(c.stepS, c.pipelineS);
    // MFU = 6 · 8.03e9 · 2,097,152 / (256 · 989e12 · 1.38768) = 28.759 %.
    expectPrinted(c.mfu * 100, 28.76, 2, "MFU");
    EXPECT_DOUBLE_EQ(c.tokensPerS, 2097152 / c.stepS);
}

// ---- §8.5, second worked example ----

TEST(LayoutGolden, ExampleTwoLlama70BOnOneNodeDoesNotFit)
{
    // Llama-3.1-70B (70.6e9, 80 layers, h 8,192, 64 heads), N = 8, t = 8, p = 1, d = 1,
    // s = 4,096, b = 1, G = 8 × 4,096, ZeRO-1 (which shards nothing over d = 1).
    const Scenario s = parse(R"({
      "cluster": {"accelerators": 8},
      "workload": {"parameters": 70.6e9, "layers": 80, "hidden": 8192, "heads": 64,
                   "sequence_tokens": 4096, "global_batch_tokens": 32768},
      "parallelism": {"tensor": 8, "zero_stage": 1}})");
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    EXPECT_EQ(c.layout.data, 1);
    // Ψ = 70.6e9 / 8 = 8.825e9: optimizer 12Ψ = 105.9 GB, weights = gradients = 2Ψ = 17.65 GB;
    // activations 34 · 4,096 · 8,192 / 8 = 142,606,336 B × 80 layers × min(1, 8) = 11.41 GB;
    // total 152.61 GB > 80 GB.
    expectPrinted(c.optimizerBytes / 1e9, 105.9, 1, "optimizer");
    expectPrinted(c.weightsBytes / 1e9, 17.65, 2, "weights");
    expectPrinted(c.gradientsBytes / 1e9, 17.65, 2, "gradients");
    expectPrinted(c.activationsBytes / 1e9, 11.41, 2, "activations");
    expectPrinted(c.memoryBytes / 1e9, 152.6, 1, "memory");
    EXPECT_FALSE(c.fits);
    EXPECT_EQ(c.capacityBytes, 80e9);
}

// ---- One mechanism each ----

TEST(LayoutMechanisms, ZeroThreeShardsEverythingAndCostsOneAndAHalfAllReduces)
{
    // Llama-2-7B defaults (7e9, 32 layers, h 4,096), N = 64, t = p = 1, d = 64, s = 4,096,
    // b = 1, G = 64 · 4,096 → m = 1; ZeRO-3; overlap o = 0.25.
    const Scenario s = parse(R"({"cluster": {"accelerators": 64},
      "workload": {"global_batch_tokens": 262144}, "scaling": {"comm_overlap": 0.25},
      "parallelism": {"zero_stage": 3}})");
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    // Ψ = 7e9: weights = gradients = 2 · 7e9 / 64 = 218.75 MB; optimizer 12 · 7e9 / 64 =
    // 1.3125 GB; activations 34 · 4,096 · 4,096 · 32 layers · 1 = 18,253,611,008 B.
    EXPECT_DOUBLE_EQ(c.weightsBytes, 218.75e6);
    EXPECT_DOUBLE_EQ(c.gradientsBytes, 218.75e6);
    EXPECT_DOUBLE_EQ(c.optimizerBytes, 1.3125e9);
    EXPECT_DOUBLE_EQ(c.activationsBytes, 18253611008.0);
    EXPECT_DOUBLE_EQ(c.memoryBytes, 20003611008.0);
    // t_c = 6 · 7e9 · 4,096 / (989e12 · 0.5) = 0.3478908 s.
    EXPECT_NEAR(c.computeS, 0.3478908, 1e-7);
    // T_dp, hierarchical, 8 per node: in the node 1.75 · 14e9 / 450e9 + 14 · 0.5 µs =
    // 54.4514 ms; across 8 nodes a ring of 14e9 / 8: 1.75 · 1.75e9 / 50e9 + 14 · 5 µs =
    // 61.32 ms; × 1.5 = 173.6572 ms. Exposed: 173.6572 − 0.25 · ⅔ · 347.8908 = 115.6754 ms.
    EXPECT_NEAR(c.dataParallelAllReduceS, 0.1736572, 1e-7);
    EXPECT_NEAR(c.dataParallelExposedS, 0.1156754, 1e-7);
    // Step 0.3478908 + 0.1156754 = 0.4635662 s; MFU = 6 · 7e9 · 262,144 / (64 · 989e12 ·
    // 0.4635662) = 37.523 %.
    EXPECT_NEAR(c.stepS, 0.4635662, 1e-7);
    EXPECT_NEAR(c.mfu, 0.375233, 1e-6);
}

TEST(LayoutMechanisms, FullRecomputeRunsTheForwardAgainAndKeepsOnlyInputs)
{
    // Example one with full recomputation.
    Scenario s = parse(kExampleOne);
    s.parallelism.recompute = Recompute::Full;
    const LayoutCost c = evaluateLayout(s);
    // t_c = 55.4278 ms · 4/3 = 73.9038 ms; t_tp = 8 layers · 6 · 0.528989 ms = 25.3900 ms;
    // activations 2 · 2,048 · 8 · 4,096 / 8 = 16,777,216 B × 8 × 4 = 536,870,912 B.
    EXPECT_NEAR(c.computeS, 0.0739038, 1e-7);
    EXPECT_NEAR(c.tensorCommS, 0.0253900, 1e-7);
    EXPECT_DOUBLE_EQ(c.activationsBytes, 536870912.0);
    // T_pipe = 19 · (73.9038 + 25.3900 + 0.6811) ms = 1.899522 s; MFU = 1.0104e17 /
    // (256 · 989e12 · 1.899522) = 21.0095 %.
    EXPECT_NEAR(c.pipelineS, 1.899522, 1e-6);
    EXPECT_NEAR(c.mfu, 0.210095, 1e-6);
    // No recomputation keeps s·b·h·(34 + 5·a·s/h)/t = 2,048 · 8 · 4,096 · (34 + 5 · 32 ·
    // 2,048 / 4,096) / 8 = 8,388,608 · 114 = 956,301,312 B a layer.
    s.parallelism.recompute = Recompute::None;
    EXPECT_DOUBLE_EQ(evaluateLayout(s).activationsPerLayerBytes, 956301312.0);
}

TEST(LayoutMechanisms, TensorGroupWiderThanTheNodeRunsOnTheFabric)
{
    // Llama-2-70B shape (70e9, 80 layers, h 8,192, 64 heads), N = 16, t = 16 > g = 8, p = 1,
    // d = 1, s = 4,096, b = 1, G = 4,096 → m = 1.
    const Scenario s = parse(R"({"cluster": {"accelerators": 16},
      "workload": {"parameters": 70e9, "layers": 80, "hidden": 8192, "heads": 64,
                   "global_batch_tokens": 4096},
      "parallelism": {"tensor": 16}})");
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    EXPECT_TRUE(c.tensorCrossesNodes);
    // M_tp = 2 · 4,096 · 8,192 = 67,108,864 B; ring over 16 on IB: 1.875 · M / 50e9 + 30 ·
    // 5 µs = 2.666582 ms; × 80 layers × 4 = 853.3064 ms.
    EXPECT_NEAR(c.tensorCommS, 0.8533064, 1e-7);
    // t_c = 6 · 70e9 · 4,096 / 16 / (989e12 · 0.5) = 217.4317 ms; step 1.0707381 s; MFU =
    // 6 · 70e9 · 4,096 / (16 · 989e12 · 1.0707381) = 10.1534 %.
    EXPECT_NEAR(c.computeS, 0.2174317, 1e-7);
    EXPECT_NEAR(c.stepS, 1.0707381, 1e-7);
    EXPECT_NEAR(c.mfu, 0.101534, 1e-6);
    // The same group inside a node of 16 runs on NVLink.
    Scenario wide = s;
    wide.cluster.acceleratorsPerNode = 16;
    EXPECT_FALSE(evaluateLayout(wide).tensorCrossesNodes);
    EXPECT_LT(evaluateLayout(wide).tensorCommS, c.tensorCommS / 5);
}

TEST(LayoutMechanisms, InterleavingShrinksTheBubbleAndMultipliesTheSends)
{
    // Example one with G = 1,048,576 → m = 1,048,576 / (2,048 · 8 · 8) = 8.
    Scenario s = parse(kExampleOne);
    s.workload.globalBatchTokens = 1048576;
    const LayoutCost plain = evaluateLayout(s);
    EXPECT_EQ(plain.microBatches, 8);
    // p = 4, m = 8: 3/11.
    EXPECT_DOUBLE_EQ(plain.bubbleFraction, 3.0 / 11.0);
    s.parallelism.virtualStages = 4;
    const LayoutCost interleaved = evaluateLayout(s);
    // v = 4: (3/4) / (8 + 3/4) = 3/35; t_pp = 2 · 4 · (16,777,216 / 50e9 + 5 µs) = 2.724355 ms;
    // T_pipe = 8.75 · (55.4278 + 16.9267 + 2.7244) ms = 0.6569399 s.
    EXPECT_DOUBLE_EQ(interleaved.bubbleFraction, 3.0 / 35.0);
    EXPECT_NEAR(interleaved.pipelineCommS, 0.002724355, 1e-9);
    EXPECT_NEAR(interleaved.pipelineS, 0.6569399, 1e-7);
    // Plain: 11 · (55.4278 + 16.9267 + 0.6811) ms = 0.8033914 s.
    EXPECT_NEAR(plain.pipelineS, 0.8033914, 1e-7);
    // Interleaving keeps the memory as it was (its extra in flight is left out: README).
    EXPECT_EQ(interleaved.memoryBytes, plain.memoryBytes);
}

TEST(LayoutMechanisms, ExpertAllToAllAndShardedExperts)
{
    // Mixtral-like: P = 46.7e9, P_a = 12.9e9, P_e = 45e9, top-2, 32 layers, h 4,096,
    // 32 heads; N = 64, t = p = 1, d = 64, e = 8, s = 4,096, b = 1, G = 64 · 4,096 → m = 1.
    const Scenario s = parse(R"({"cluster": {"accelerators": 64},
      "workload": {"parameters": 46.7e9, "active_parameters": 12.9e9,
                   "expert_parameters": 45e9, "top_k": 2, "global_batch_tokens": 262144},
      "parallelism": {"expert": 8}})");
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    // Ψ = 46.7e9 − 45e9 + 45e9 / 8 = 7.325e9; weights 2Ψ = 14.65 GB; optimizer 12Ψ / 64.
    EXPECT_DOUBLE_EQ(c.shardParameters, 7.325e9);
    EXPECT_DOUBLE_EQ(c.weightsBytes, 14.65e9);
    EXPECT_DOUBLE_EQ(c.optimizerBytes, 12 * 7.325e9 / 64);
    // t_c with P_a: 6 · 12.9e9 · 4,096 / (989e12 · 0.5) = 641.1130 ms.
    EXPECT_NEAR(c.computeS, 0.6411130, 1e-7);
    // All-to-all: M = 2 · 4,096 · 4,096 · 2 = 67,108,864 B over e = 8 on NVLink (e·t·p = 8 ≤ g):
    // 7/8 · M / 450e9 + 7 · 0.5 µs = 0.1339895 ms; × 4 × 32 MoE layers = 17.150651 ms.
    EXPECT_FALSE(c.expertCrossesNodes);
    EXPECT_NEAR(c.expertCommS, 0.017150651, 1e-9);
    EXPECT_EQ(c.stageMoeLayers, 32);
    // Step 0.6582637 s (T_dp 121.14 ms hides behind ⅔ t_c); MFU = 6 · 12.9e9 · 262,144 /
    // (64 · 989e12 · 0.6582637) = 48.697 %.
    EXPECT_EQ(c.dataParallelExposedS, 0);
    EXPECT_NEAR(c.mfu, 0.486973, 1e-6);
    // Sixteen experts' groups cross the node: the all-to-all runs on IB.
    Scenario wide = s;
    wide.parallelism.expert = 16;
    EXPECT_TRUE(evaluateLayout(wide).expertCrossesNodes);
    // Half the layers with experts: half the all-to-alls.
    Scenario half = s;
    half.workload.moeLayers = 16;
    EXPECT_NEAR(evaluateLayout(half).expertCommS, c.expertCommS / 2, 1e-12);
}

TEST(LayoutMechanisms, StagesThatDoNotDivideTheLayersSizeTheFullestStage)
{
    // Llama-2-7B shape (32 layers), N = 24, t = 8, p = 3, d = 1, G = 8 · 4,096 → m = 8.
    const Scenario s = parse(R"({"cluster": {"accelerators": 24},
      "workload": {"global_batch_tokens": 32768}, "parallelism": {"tensor": 8, "pipeline": 3}})");
    const LayoutCost c = evaluateLayout(s);
    ASSERT_TRUE(c.valid);
    // L_s = ⌈32 / 3⌉ = 11.
    EXPECT_EQ(c.stageLayers, 11);
    // Ψ = 7e9 / 24 = 291,666,666.7; optimizer 12Ψ / 1 = 3.5 GB; activations 34 · 4,096 · 4,096 /
    // 8 = 71,303,168 B × 11 layers × min(3, 8) = 2,353,004,544 B.
    EXPECT_DOUBLE_EQ(c.optimizerBytes, 3.5e9);
    EXPECT_DOUBLE_EQ(c.activationsBytes, 2353004544.0);
    // t_c = 6 · 7e9 · 4,096 · (11/32) / 8 / (989e12 · 0.5) = 14.948433 ms; t_tp = 11 · 4 ·
    // (1.75 · 33,554,432 / 450e9 + 7 µs) = 6.049536 ms; t_pp = 2 · (4,194,304 / 50e9 + 5 µs)
    // = 0.177772 ms.
    EXPECT_NEAR(c.computeS, 0.014948433, 1e-9);
    EXPECT_NEAR(c.tensorCommS, 0.006049536, 1e-9);
    EXPECT_NEAR(c.pipelineCommS, 0.000177772, 1e-9);
    // Bubble 2 / (8 + 2) = 1/5.
    EXPECT_DOUBLE_EQ(c.bubbleFraction, 0.2);
}

TEST(LayoutMechanisms, BubbleFractions)
{
    // ((p − 1)/v) / (m + (p − 1)/v): p = 4, m = 8 → 3/11; v = 4 → 0.75 / 8.75 = 3/35.
    EXPECT_DOUBLE_EQ(pipelineBubbleFraction(4, 8, 1), 3.0 / 11.0);
    EXPECT_DOUBLE_EQ(pipelineBubbleFraction(4, 8, 4), 3.0 / 35.0);
    EXPECT_EQ(pipelineBubbleFraction(1, 8, 1), 0);
}

TEST(LayoutMechanisms, RoundedBatchIsFlagged)
{
    // G = 4,194,304 over s · b · d = 4,096 · 1 · 1,000 = 4,096,000: m = round(1.024) = 1, and
    // the layout trains 4,096,000 tokens a step.
    Scenario s = parse(R"({"cluster": {"accelerators": 1000}})");
    const LayoutCost c = evaluateLayout(s);
    EXPECT_EQ(c.microBatches, 1);
    EXPECT_TRUE(c.batchRounded);
    EXPECT_EQ(c.stepTokens, 4096000);
    EXPECT_FALSE(evaluate(s).has(ModelFlag::BatchRounded)); // the MFU set is not the layout's
    s.scaling.mfuSource = MfuSource::Layout;
    EXPECT_TRUE(evaluate(s).has(ModelFlag::BatchRounded));
}

// ---- Bad layouts ----

InputError refusal(const QByteArray &json)
{
    try {
        (void)parse(json);
    } catch (const InputError &e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << json.constData();
    return InputError(QString(), QString(), QString());
}

TEST(LayoutErrors, EveryBadLayoutNamesTheKeyAndTheNumbers)
{
    struct Case
    {
        const char *json;
        const char *reason;
    };
    const Case cases[] = {
        {R"({"cluster": {"accelerators": 256},
             "parallelism": {"tensor": 8, "pipeline": 4, "data": 16}})",
         "parallelism.data = 16: tensor × pipeline × data = 8 × 4 × 16 = 512, not "
         "cluster.accelerators = 256"},
        {R"({"cluster": {"accelerators": 1000}, "parallelism": {"tensor": 8, "pipeline": 2}})",
         "parallelism.data = \"auto\": tensor × pipeline = 8 × 2 = 16 does not divide "
         "cluster.accelerators = 1000"},
        {R"({"workload": {"heads": 12}, "parallelism": {"tensor": 8}})",
         "parallelism.tensor = 8 does not divide workload.heads = 12"},
        {R"({"parallelism": {"pipeline": 64}})",
         "parallelism.pipeline = 64 exceeds workload.layers = 32"},
        {R"({"parallelism": {"expert": 3}})",
         "parallelism.expert = 3 does not divide parallelism.data = 1024"},
        {R"({"parallelism": {"pipeline": 4, "virtual_stages": 16}})",
         "parallelism.virtual_stages = 16 exceeds the 8 layers of a stage (⌈workload.layers / "
         "parallelism.pipeline⌉ = ⌈32 / 4⌉)"},
    };
    for (const Case &c : cases) {
        const InputError e = refusal(c.json);
        EXPECT_EQ(e.file(), QStringLiteral("layout.json"));
        EXPECT_EQ(e.where(), QStringLiteral("parallelism"));
        EXPECT_EQ(e.reason(), QString::fromUtf8(c.reason));
    }
}

TEST(LayoutErrors, KeysAreCheckedAsStrictlyAsTheOthers)
{
    InputError e = refusal(R"({"parallelism": {"zero_stage": 4}})");
    EXPECT_EQ(e.where(), QStringLiteral("parallelism.zero_stage"));
    e = refusal(R"({"parallelism": {"recompute": "some"}})");
    EXPECT_EQ(e.where(), QStringLiteral("parallelism.recompute"));
    EXPECT_TRUE(e.reason().contains(QStringLiteral("\"none\", \"selective\", \"full\"")))
        << e.what();
    e = refusal(R"({"parallelism": {"data": "all"}})");
    EXPECT_EQ(e.where(), QStringLiteral("parallelism.data"));
    e = refusal(R"({"parallelism": {"compute_efficiency": 0}})");
    EXPECT_EQ(e.where(), QStringLiteral("parallelism.compute_efficiency"));
    e = refusal(R"({"scaling": {"mfu": "measured"}})");
    EXPECT_EQ(e.where(), QStringLiteral("scaling.mfu"));
    e = refusal(R"({"parallelism": {"tensors": 2}})");
    EXPECT_EQ(e.where(), QStringLiteral("parallelism.tensors"));
}

TEST(LayoutErrors, TheWindowsInvalidLayoutIsReportedNotThrown)
{
    // A valid file's layout, then N changes in the window: t · p = 32 no longer divides N.
    Scenario s = parse(kExampleOne);
    s.cluster.accelerators = 200;
    Results r;
    EXPECT_NO_THROW(r = evaluate(s));
    EXPECT_FALSE(r.parallelism.valid);
    ASSERT_TRUE(r.parallelism.problem.has_value());
    EXPECT_EQ(r.parallelism.problem->key, QStringLiteral("parallelism.data"));
    EXPECT_TRUE(r.has(ModelFlag::LayoutInvalid));
    EXPECT_EQ(r.parallelism.stepS, 0);
    const QJsonObject json = resultsToJson(r)[QStringLiteral("parallelism")].toObject();
    EXPECT_FALSE(json[QStringLiteral("valid")].toBool());
    EXPECT_TRUE(json[QStringLiteral("problem")].toString().startsWith(
        QStringLiteral("parallelism.data = 8: tensor × pipeline × data")));
    // With the MFU from the layout, the utilization falls back to the MFU set (and says so).
    s.scaling.mfuSource = MfuSource::Layout;
    r = evaluate(s);
    EXPECT_FALSE(r.utilization.mfuFromLayout);
    EXPECT_EQ(r.utilization.mfu, 0.5);
    EXPECT_TRUE(r.has(ModelFlag::LayoutInvalid));
    EXPECT_THROW(validateScenario(s, QStringLiteral("w")), InputError);
}

// ---- Results and utilization ----

TEST(LayoutResults, DefaultsAreValidAndChangeNothing)
{
    // Default: N = 1,024, t = p = 1, d = auto = 1,024, m = 4,194,304 / (4,096 · 1,024) = 1.
    const Results r = evaluate(parse("{}"));
    EXPECT_TRUE(r.parallelism.valid);
    EXPECT_EQ(r.parallelism.layout.data, 1024);
    EXPECT_EQ(r.parallelism.microBatches, 1);
    EXPECT_FALSE(r.has(ModelFlag::LayoutInvalid));
    EXPECT_EQ(r.scaling.scalingEfficiencySource, Results::Scaling::Source::Empirical);
    EXPECT_EQ(r.utilization.mfu, 0.5);
    EXPECT_FALSE(r.utilization.mfuFromLayout);
}

TEST(LayoutResults, MfuFromTheLayoutSetsTheUtilization)
{
    Scenario s =
        parse(QByteArray(kExampleOne)
                  .replace(R"("compute_efficiency": 0.45})", R"("compute_efficiency": 0.45},
        "scaling": {"mfu": "layout"})"));
    ASSERT_EQ(s.scaling.mfuSource, MfuSource::Layout);
    const Results r = evaluate(s);
    EXPECT_TRUE(r.utilization.mfuFromLayout);
    EXPECT_DOUBLE_EQ(r.utilization.mfu, r.parallelism.mfu);
    EXPECT_EQ(r.scaling.scalingEfficiency, 1);
    EXPECT_EQ(r.scaling.scalingEfficiencySource, Results::Scaling::Source::Layout);
    // Time to train = D / tokens/s / goodput = 2e12 / (2,097,152 / 1.387676 s) / 0.77.
    const double expected = 2e12 / r.parallelism.tokensPerS / 0.77;
    EXPECT_NEAR(*r.utilization.trainingTimeS / expected, 1, 1e-12);
    EXPECT_NEAR(expected, 2e12 / (2097152 / 1.3876760) / 0.77, 1e-6 * expected);
    const QJsonObject json = resultsToJson(r);
    EXPECT_EQ(json[QStringLiteral("scaling")]
                  .toObject()[QStringLiteral("scaling_efficiency_source")]
                  .toString(),
              QStringLiteral("layout"));
    const QJsonObject par = json[QStringLiteral("parallelism")].toObject();
    for (const char *key : {"data",
                            "micro_batches",
                            "stage_layers",
                            "weights_bytes",
                            "gradients_bytes",
                            "optimizer_bytes",
                            "activations_bytes",
                            "memory_per_accelerator_bytes",
                            "fits",
                            "compute_s_per_micro_batch",
                            "tensor_comm_s_per_micro_batch",
                            "pipeline_comm_s_per_micro_batch",
                            "expert_comm_s_per_micro_batch",
                            "bubble_fraction",
                            "pipeline_s",
                            "data_parallel_allreduce_s",
                            "data_parallel_exposed_s",
                            "step_s",
                            "mfu",
                            "tokens_per_s",
                            "tensor_crosses_nodes",
                            "batch_rounded"})
        EXPECT_TRUE(par.contains(QLatin1String(key))) << key;
    EXPECT_EQ(par[QStringLiteral("micro_batches")].toDouble(), 16);
    EXPECT_EQ(par[QStringLiteral("step_s")].toDouble(), r.parallelism.stepS);
}

TEST(LayoutResults, ScenarioRoundTripKeepsTheLayout)
{
    Scenario s = parse(kExampleOne);
    s.parallelism.virtualStages = 2;
    s.parallelism.expert = 2;
    s.parallelism.recompute = Recompute::Full;
    s.scaling.mfuSource = MfuSource::Layout;
    const Scenario back = parse(serializeScenario(s));
    EXPECT_EQ(back, s);
    EXPECT_EQ(back.parallelism.data, 8);
    // "auto" stays "auto", and the MFU set stays a number.
    const QJsonObject json = scenarioToJson(parse("{}"));
    EXPECT_EQ(json[QStringLiteral("parallelism")].toObject()[QStringLiteral("data")].toString(),
              QStringLiteral("auto"));
    EXPECT_EQ(json[QStringLiteral("scaling")].toObject()[QStringLiteral("mfu")].toDouble(), 0.5);
    EXPECT_EQ(parse(serializeScenario(parse("{}"))), parse("{}"));
}

// ---- Plan for me ----

TEST(LayoutPlan, RanksTheLayoutsThatFitByMfuThenMemory)
{
    // Llama-2-7B on one node of 8: t ∈ {1, 2, 4, 8} (dividing 32 heads), p dividing 8 / t.
    // G = 8 · 4,096 · 8 tokens.
    const Scenario s = parse(R"({"cluster": {"accelerators": 8},
      "workload": {"global_batch_tokens": 262144}})");
    const std::vector<LayoutCost> plan = bestLayouts(s);
    ASSERT_FALSE(plan.empty());
    for (size_t i = 0; i < plan.size(); ++i) {
        EXPECT_TRUE(plan[i].fits);
        EXPECT_TRUE(plan[i].valid);
        EXPECT_EQ(plan[i].layout.tensor * plan[i].layout.pipeline * plan[i].layout.data, 8);
        if (i > 0) {
            EXPECT_GE(plan[i - 1].mfu, plan[i].mfu);
            if (plan[i - 1].mfu == plan[i].mfu) {
                EXPECT_LE(plan[i - 1].memoryBytes, plan[i].memoryBytes);
            }
        }
    }
    // Hand check of the winner. t = p = 1, d = 8 has no tensor or pipeline communication:
    // t_c = 6 · 7e9 · 4,096 · b / (989e12 · 0.5) = 0.347891 s · b with m = 8 / b, so its MFU is
    // e_c = 0.5 unless the AllReduce shows: T_dp in one node = 1.75 · 14e9 / 450e9 + 14 · 0.5 µs
    // = 54.4514 ms (× 1.5 = 81.68 ms with ZeRO-3), hidden behind ⅔ · t_c = 231.9 ms. 50 % is
    // the most any layout reaches (MFU ≤ e_c; full recomputation gives 0.5 · 3/4, a tensor or
    // pipeline group pays its communication). Among those at 50 %, the least memory: ZeRO-3
    // (2/8 + 2/8 + 12/8 = 2 B/param = 14 GB), selective (34 · 4,096 · 4,096 · 32 layers ·
    // min(1, 8) = 18,253,611,008 B at b = 1): 32.2536 GB.
    const LayoutCost &best = plan.front();
    EXPECT_NEAR(best.mfu, 0.5, 1e-12);
    EXPECT_EQ(best.layout.tensor, 1);
    EXPECT_EQ(best.layout.pipeline, 1);
    EXPECT_EQ(best.layout.data, 8);
    EXPECT_EQ(best.layout.zeroStage, 3);
    EXPECT_EQ(best.layout.microBatch, 1);
    EXPECT_EQ(best.layout.recompute, Recompute::Selective);
    EXPECT_NEAR(best.memoryBytes, 14e9 + 18253611008.0, 1);
    // Second: the same with ZeRO-2 (3.75 B/param = 26.25 GB, its AllReduce hidden too).
    EXPECT_EQ(plan[1].layout.zeroStage, 2);
    EXPECT_NEAR(plan[1].memoryBytes, 26.25e9 + 18253611008.0, 1);
    // Limit.
    EXPECT_EQ(bestLayouts(s, 5).size(), 5u);
    // ZeRO-0 with t = p = 1 would need 112 GB + activations > 80 GB: never offered.
    for (const LayoutCost &c : plan)
        EXPECT_FALSE(c.layout.tensor == 1 && c.layout.pipeline == 1 && c.layout.zeroStage == 0);
}

} // namespace
} // namespace fleet
