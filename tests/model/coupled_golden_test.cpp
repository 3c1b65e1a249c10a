// Golden tests of the coupled model: every worked example of the design-review couplings
// (decode with the KV cache, the network's scaling efficiency, a partly filled node, node
// reliability, Young and Daly, derived goodput, node power), each value computed by hand.
#include "../qtprinters.h"
#include "coupled.h"
#include "format.h"
#include "results.h"
#include "scenarioio.h"

#include <QJsonArray>

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

TEST(CoupledGolden, KvCacheMakesLongDecodeMemoryBoundAndTooBig)
{
    // Llama-3.1-70B on one B200 at batch 32 and an 8,192-token context.
    Scenario s = seed();
    s.accelerator = *catalog().findAccelerator("nvidia-b200");
    const ModelPreset &m = *catalog().findModel("llama-3.1-70b");
    s.workload.parameters = m.parameters;
    s.workload.kvBytesPerToken = *m.kvBytesPerToken();
    s.workload.decodeBatch = 32;
    s.workload.contextTokens = 8192;
    const Results r = evaluate(s);
    EXPECT_NEAR(r.roofline.decodeWeightsBytes / 1e9, 141.2, 0.05);
    EXPECT_NEAR(r.roofline.kvCacheBytes / 1e9, 85.9, 0.05);
    EXPECT_NEAR(r.roofline.decodeMemoryBytes / 1e9, 227.1, 0.05);
    EXPECT_EQ(r.roofline.decodeBound, Bound::Memory);
    EXPECT_NEAR(r.roofline.decodeTokensPerS, 1127.26, 0.01); // 32 / (227.099 GB / 8 TB/s)
    EXPECT_NEAR(r.roofline.decodeIntensityFlopPerByte, 19.896, 0.001);
    EXPECT_FALSE(r.roofline.fitsInMemory); // 227.1 GB > 180 GB
}

TEST(CoupledGolden, TheIssuesDecodeAt512SequencesOf2048Tokens)
{
    Scenario s = seed(); // H100
    s.workload.parameters = 8.03e9;
    s.workload.kvBytesPerToken = 131072; // Llama-3.1-8B
    s.workload.decodeBatch = 512;
    s.workload.contextTokens = 2048;
    const Results r = evaluate(s);
    EXPECT_NEAR(r.roofline.decodeMemoryBytes / 1e9, 153.499, 0.001);
    EXPECT_NEAR(r.roofline.decodeTokensPerS, 11174.0, 0.1);
    EXPECT_EQ(r.roofline.decodeBound, Bound::Memory);
    EXPECT_FALSE(r.roofline.fitsInMemory);
    s.workload.contextTokens = 0; // the appendix's formula: compute-bound at 61,582 tokens/s
    const Results flat = evaluate(s);
    EXPECT_NEAR(flat.roofline.decodeTokensPerS, 989e12 / (2 * 8.03e9), 1e-6);
    EXPECT_EQ(flat.roofline.decodeBound, Bound::Compute);
}

TEST(CoupledGolden, KvBytesPerTokenFromTheModelShapes)
{
    const std::pair<const char *, double> expected[] = {
        {"llama-3.1-8b", 131072},  {"llama-2-7b", 524288},     {"llama-2-70b", 327680},
        {"llama-3.1-70b", 327680}, {"llama-3.1-405b", 516096}, {"gpt-3-175b", 4718592}};
    for (const auto &[id, bytes] : expected)
        EXPECT_EQ(catalog().findModel(id)->kvBytesPerToken(), bytes) << id;
    EXPECT_FALSE(catalog().findModel("bert-large")->kvBytesPerToken()); // an encoder
    EXPECT_EQ(Scenario{}.workload.kvBytesPerToken, 524288);             // the default is Llama-2-7B
}

TEST(CoupledGolden, HierarchicalAllReduceWithAPartlyFilledNode)
{
    Scenario s = seed(); // 7B BF16 = 14 GB, NVLink 4.0 / IB NDR, 8 per node
    s.cluster.accelerators = 9;
    EXPECT_NEAR(evaluate(s).communication.hierarchical.totalS(), 0.334461, 5e-7);
    s.cluster.accelerators = 12; // the emptiest node has 4: M/4 over 2 nodes
    EXPECT_NEAR(evaluate(s).communication.hierarchical.totalS(), 0.124461, 5e-7);
    s.cluster.accelerators = 16; // full nodes: M/8, as before
    const double full = 2 * (7.0 / 8 * 14e9 / 450e9 + 7 * 0.5e-6) + (14e9 / 8) / 50e9 + 2 * 5e-6;
    EXPECT_NEAR(evaluate(s).communication.hierarchical.totalS(), full, 1e-12);
}

TEST(CoupledGolden, EmpiricalEfficiencyIsExtrapolatedAndFlagged)
{
    EXPECT_NEAR(empiricalScalingEfficiency(16384), 0.30, 1e-12);
    EXPECT_NEAR(empiricalScalingEfficiency(65536), 0.20, 1e-12);
    EXPECT_NEAR(empiricalScalingEfficiency(200000), 0.1195180, 1e-7);
    EXPECT_NEAR(empiricalScalingEfficiency(8192), 0.35, 1e-12);
    EXPECT_FALSE(empiricalEfficiencyExtrapolated(8192));
    EXPECT_TRUE(empiricalEfficiencyExtrapolated(8193));
    Scenario s = seed();
    s.cluster.accelerators = 16384;
    const Results r = evaluate(s);
    EXPECT_TRUE(r.scaling.empiricalExtrapolated);
    EXPECT_TRUE(r.has(ModelFlag::EmpiricalExtrapolated));
    EXPECT_NEAR(r.scaling.scalingEfficiency, 0.30, 1e-12);
    const QJsonObject json = resultsToJson(r);
    EXPECT_TRUE(json[QStringLiteral("scaling")][QStringLiteral("empirical_extrapolated")].toBool());
    EXPECT_EQ(json[QStringLiteral("flags")].toArray().first().toString(),
              QStringLiteral("empirical_extrapolated"));
}

TEST(CoupledGolden, ComputeTimeFromTheGlobalBatchAndTheNetworksEfficiency)
{
    Scenario s = seed();
    s.cluster.accelerators = 16384;
    s.workload.computeTimeSource = ComputeTimeSource::FromBatch;
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Hierarchical;
    s.scaling.efficiencySource = ScalingEfficiencySource::Lower;
    const Results r = evaluate(s);
    // 6 × 7e9 × (4,194,304 / 16,384) / (989 TFLOP/s × 0.5)
    EXPECT_NEAR(r.communication.computeTimePerStepS, 0.0217432, 1e-7);
    const double hier = 2 * (7.0 / 8 * 14e9 / 450e9 + 7 * 0.5e-6) +
                        2 * 2047.0 / 2048 * (14e9 / 8) / 50e9 + 2 * 2047 * 5e-6;
    EXPECT_NEAR(r.communication.allReduceS, hier, 1e-12);
    const double rho = hier / 0.021743174924165824;
    EXPECT_NEAR(r.communication.commComputeRatio, rho, 1e-6);
    EXPECT_NEAR(r.scaling.networkScalingEfficiency, 1 / (1 + (rho - 1)), 1e-9);
    EXPECT_EQ(r.scaling.scalingEfficiencySource, Results::Scaling::Source::Network);
    EXPECT_NEAR(r.scaling.scalingEfficiency, r.scaling.networkScalingEfficiency, 0);
}

TEST(CoupledGolden, NodeReliabilityTheTextbooksExample)
{
    EXPECT_NEAR(nodeMtbfH(8, 50000, {{2, 150000}, {2, 100000}}), 5172.4, 0.05);
    Scenario s = seed();
    s.accelerator = *catalog().findAccelerator("nvidia-h100-sxm");
    s.cluster.accelerators = 10000;
    s.reliability.failureModel = FailureModel::Nodes;
    s.workload.parameters = 175e9;
    s.operations.goodputModel = GoodputModel::Derived;
    const Results r = evaluate(s);
    EXPECT_EQ(r.reliability.nodes, 1250);
    EXPECT_NEAR(r.reliability.clusterMtbfH, 4.14, 0.005);
    EXPECT_NEAR(r.reliability.nodeMtbfH, 5172.4, 0.05);
    // Shares of λ = 0.2 + 1,250 × (2/150,000 + 2/100,000): GPUs 0.2 / 0.241667.
    EXPECT_NEAR(r.reliability.acceleratorFailureShare, 0.2 / 0.2416667, 1e-6);
    ASSERT_EQ(r.reliability.componentFailureShares.size(), 2u);
    EXPECT_NEAR(r.reliability.componentFailureShares[0], 1250 * 2.0 / 150000 / 0.2416667, 1e-6);
    EXPECT_NEAR(r.reliability.checkpointWriteS, 24.5, 1e-9);
    EXPECT_NEAR(r.reliability.checkpointIntervalS, 854.4, 0.05); // Young
    EXPECT_NEAR(90 + 24.5 + r.reliability.checkpointIntervalS / 2, 541.7, 0.05);
    EXPECT_NEAR(r.operations.checkpointOverhead, 0.029, 0.0005);
    EXPECT_NEAR(r.operations.failureOverhead, 0.036, 0.0005);
    EXPECT_NEAR(r.operations.checkpointOverhead, 0.028676436, 1e-8);
    EXPECT_NEAR(r.operations.failureOverhead, 0.036362778, 1e-8);
    // Goodput = 1 − (5 % bubble + both + 5 % maintenance).
    EXPECT_NEAR(r.utilization.operationalGoodput, 1 - (0.05 + 0.028676436 + 0.036362778 + 0.05),
                1e-8);
    EXPECT_EQ(r.utilization.goodputSource, Results::Utilization::GoodputSource::Derived);
}

TEST(CoupledGolden, DalysInterval)
{
    // δ = 24.5 s, M = 4.1379 h: √(2δM) · [1 + ⅓√(δ/2M) + (1/9) δ/2M] − δ = 838.1 s.
    EXPECT_NEAR(dalyCheckpointIntervalS(24.5, 14896.551724137931), 838.1047, 1e-4);
    EXPECT_DOUBLE_EQ(dalyCheckpointIntervalS(100, 50), 50);   // δ ≥ 2M: τ = M
    EXPECT_DOUBLE_EQ(dalyCheckpointIntervalS(100, 50.0), 50); // exactly at 2M
    // Between M and 2M the formula still holds (no cap): δ = 1.5 M, x = 0.75,
    // √30,000 · (1 + √0.75 / 3 + 0.75 / 9) − 150 = 87.6388 s; just under 2M it gives 8/9 M, so
    // the cap at 2M is a step up to M.
    EXPECT_NEAR(dalyCheckpointIntervalS(150, 100), 87.638837, 1e-6);
    EXPECT_NEAR(dalyCheckpointIntervalS(199.99, 100), 88.888889, 1e-6);
    EXPECT_TRUE(youngFormulaValid(9.9, 100));
    EXPECT_FALSE(youngFormulaValid(10, 100));
}

TEST(CoupledGolden, YoungOutOfRangeIsFlaggedAndDalyTakesOver)
{
    // A 1T model checkpointing at 5 GB/s on 200,000 GPUs: a write takes three MTBFs.
    Scenario s = seed();
    s.cluster.accelerators = 200000;
    s.workload.parameters = 1e12;
    s.reliability.storageBandwidthBytesPerS = 5e9;
    s.reliability.checkpointPolicy = CheckpointPolicy::Daly;
    s.operations.goodputModel = GoodputModel::Derived;
    const Results r = evaluate(s);
    EXPECT_NEAR(r.reliability.checkpointWriteS, 2800, 1e-9);
    EXPECT_NEAR(r.reliability.clusterMtbfH * 3600, 900, 1e-9); // 50,000 h / 200,000
    EXPECT_FALSE(r.reliability.youngFormulaValid);
    EXPECT_TRUE(r.has(ModelFlag::YoungOutOfRange));
    EXPECT_TRUE(r.has(ModelFlag::DalyIntervalIsMtbf)); // 2,800 s ≥ 2 × 900 s
    EXPECT_DOUBLE_EQ(r.reliability.checkpointIntervalS, 900);
    EXPECT_TRUE(r.has(ModelFlag::WastedTimeCapped));
    EXPECT_DOUBLE_EQ(r.reliability.wastedTimeFractionAtOptimum, 1);
    // Checkpoint 2,800/900 alone exceeds the whole time: the run never progresses.
    EXPECT_TRUE(r.utilization.progressStalls);
    EXPECT_TRUE(r.has(ModelFlag::ProgressStalls));
    EXPECT_EQ(r.utilization.operationalGoodput, 0);
    EXPECT_FALSE(r.utilization.trainingTimeS);
    EXPECT_FALSE(r.run.energyWh);
    const QJsonObject json = resultsToJson(r);
    EXPECT_TRUE(json[QStringLiteral("utilization")][QStringLiteral("training_time_s")].isNull());
    EXPECT_TRUE(json[QStringLiteral("run")][QStringLiteral("cost_usd")].isNull());
    EXPECT_TRUE(json[QStringLiteral("utilization")][QStringLiteral("progress_stalls")].toBool());
}

TEST(CoupledGolden, NodePowerCountsTheHosts)
{
    EXPECT_DOUBLE_EQ(nodePowerW(8, 700, 4600), 10200);                // DGX H100 at 10.2 kW
    Scenario s = seed();                                              // 4 nodes of 8 H100 per rack
    EXPECT_EQ(evaluate(s).power.coolingVerdict, CoolingVerdict::Air); // 22.4 kW
    s.cluster.nodeOverheadW = *s.accelerator.nodeOverheadW;
    EXPECT_DOUBLE_EQ(s.cluster.nodeOverheadW, 4600);
    Results r = evaluate(s);
    EXPECT_DOUBLE_EQ(r.power.rackPowerW, 4 * (8 * 700 + 4600.0)); // 40.8 kW
    EXPECT_EQ(r.power.coolingVerdict, CoolingVerdict::Liquid);
    EXPECT_DOUBLE_EQ(r.power.nodePowerW, 10200);
    s.cluster.accelerators = 10000;
    r = evaluate(s);
    EXPECT_DOUBLE_EQ(r.power.itLoadW, 10000 * 700 + 1250 * 4600.0); // 12.75 MW
    EXPECT_DOUBLE_EQ(r.power.facilityLoadW, 12.75e6 * 1.40);
    s.cluster.accelerators = 20; // 2.5 nodes in the rack: 3 hosts
    EXPECT_DOUBLE_EQ(evaluate(s).power.rackPowerW, 20 * 700 + 3 * 4600.0);
    EXPECT_EQ(catalog().findAccelerator("nvidia-a100")->nodeOverheadW, 3300);
    EXPECT_EQ(catalog().findAccelerator("nvidia-b200")->nodeOverheadW, 6300);
    EXPECT_FALSE(catalog().findAccelerator("google-tpu-v6e")->nodeOverheadW);
}

TEST(CoupledGolden, RunTotalsOfTheCompoundExample)
{
    // 1,024 × H100, 7B on 2T tokens at 20.5 % of peak: C = 8.4e22 FLOP over 207,610.9 TFLOP/s.
    Scenario s = seed();
    s.operations.excluded[int(Overhead::PipelineBubble)] = true;
    const Results r = evaluate(s);
    const double time = 6 * 7e9 * 2e12 / (1024 * 989e12 * 0.5 * 0.5 * 0.82);
    ASSERT_TRUE(r.run.trainingTimeS);
    EXPECT_NEAR(*r.run.trainingTimeS, time, time * 1e-12);
    const double facilityW = 1024 * 700 * 1.40;
    EXPECT_NEAR(*r.run.energyWh, facilityW * time / 3600, 1);
    EXPECT_NEAR(*r.run.costUsd, facilityW * time / 3600 / 1000 * 0.12, 1e-3);
    EXPECT_NEAR(*r.run.co2Kg, facilityW * time / 3600 / 1000 * 429 / 1000, 1e-3);
    EXPECT_NEAR(*r.run.acceleratorHours, 1024 * time / 3600, 1e-6);
    EXPECT_NEAR(time / 86400, 4.68, 0.005); // about four and a half days
}

TEST(CoupledGolden, TheModelSwitchSetsEveryChoiceAndRoundTrips)
{
    Scenario s = seed();
    EXPECT_EQ(modelModeOf(s), ModelMode::Appendix);
    applyModelMode(s, ModelMode::Coupled);
    EXPECT_EQ(modelModeOf(s), ModelMode::Coupled);
    EXPECT_EQ(s.scaling.efficiencySource, ScalingEfficiencySource::Lower);
    EXPECT_EQ(s.workload.computeTimeSource, ComputeTimeSource::FromBatch);
    EXPECT_EQ(s.scaling.allReduceAlgorithm, AllReduceAlgorithm::Hierarchical);
    EXPECT_EQ(s.reliability.failureModel, FailureModel::Nodes);
    EXPECT_EQ(s.operations.goodputModel, GoodputModel::Derived);
    EXPECT_EQ(s.reliability.checkpointPolicy, CheckpointPolicy::Daly);
    EXPECT_DOUBLE_EQ(s.cluster.nodeOverheadW, 4600);
    EXPECT_EQ(modelModeChanges(seed(), s).size(), 7);
    const Scenario back = parseScenario(serializeScenario(s), QStringLiteral("t.json"), catalog());
    EXPECT_EQ(back, s);
    EXPECT_EQ(parseScenario(R"({"model": "coupled"})", QStringLiteral("t.json"), catalog()), s);
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Ring;
    EXPECT_EQ(modelModeOf(s), ModelMode::Custom);
    applyModelMode(s, ModelMode::Appendix);
    Scenario appendix = seed();
    EXPECT_EQ(s, appendix);
}

TEST(CoupledGolden, BytesPerParameterFollowsThePrecisionWhenAFileOmitsIt)
{
    const Scenario fp8 =
        parseScenario(R"({"hardware": {"precision": "fp8"}})", QStringLiteral("t.json"), catalog());
    EXPECT_EQ(fp8.workload.bytesPerParameter, 1);
    const Scenario given = parseScenario(
        R"({"hardware": {"precision": "fp8"}, "workload": {"bytes_per_parameter": 2}})",
        QStringLiteral("t.json"), catalog());
    EXPECT_EQ(given.workload.bytesPerParameter, 2);
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST(ModelMode, TheTableSaysWhatEachModelSetsAndWhatTheScenarioHolds)
{
    // SPEC §6.6, for the seed (H100: 4,600 W host power per node in its catalog entry).
    Scenario s = seed();
    std::vector<ModelModeRow> rows = modelModeTable(s);
    ASSERT_EQ(rows.size(), 7u);
    EXPECT_EQ(rows[1].key, QStringLiteral("workload.compute_time_per_step_s"));
    EXPECT_EQ(rows[1].appendix, formatDuration(5.0));
    EXPECT_EQ(rows[1].coupled, QStringLiteral("from the global batch"));
    EXPECT_EQ(rows[1].now, rows[1].appendix);
    EXPECT_EQ(rows[2].appendix, QStringLiteral("ring"));
    EXPECT_EQ(rows[2].coupled, QStringLiteral("hierarchical"));
    EXPECT_EQ(rows[6].key, QStringLiteral("cluster.node_overhead_w"));
    EXPECT_EQ(rows[6].coupled, formatSi(4600, QStringLiteral("W")));
    // Every row differs between the two models, and the switch's message lists exactly them.
    for (const ModelModeRow &r : rows)
        EXPECT_NE(r.appendix, r.coupled) << r.setting.toStdString();
    Scenario coupled = s;
    applyModelMode(coupled, ModelMode::Coupled);
    EXPECT_EQ(modelModeChanges(s, coupled).size(), rows.size());
    // A choice set by hand shows as the scenario's own.
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Tree;
    rows = modelModeTable(s);
    EXPECT_EQ(rows[2].now, QStringLiteral("tree"));
    EXPECT_EQ(rows[2].appendix, QStringLiteral("ring"));
}

} // namespace
} // namespace fleet
