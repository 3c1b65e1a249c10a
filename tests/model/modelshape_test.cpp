// The model's shape and mixture of experts (SPEC §8.1, workload keys): defaults that keep every
// existing result, the scenario round trip, the cross-key rules, the catalog's heads and hidden
// sizes with h = heads · head dim, the two mixtures of experts, and picking a model.
#include "../qtprinters.h"
#include "catalog.h"
#include "results.h"
#include "scenarioio.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

Scenario parse(const char *json)
{
    return parseScenario(QByteArray(json), QStringLiteral("shape.json"), catalog());
}

InputError refusal(const char *json)
{
    try {
        (void)parse(json);
    } catch (const InputError &e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << json;
    return InputError(QString(), QString(), QString());
}

TEST(ModelShape, DefaultsAreLlama2SevenBDense)
{
    const Scenario s = parse("{}");
    EXPECT_EQ(s.workload.sequenceTokens, 4096);
    EXPECT_EQ(s.workload.layers, 32);
    EXPECT_EQ(s.workload.hidden, 4096);
    EXPECT_EQ(s.workload.heads, 32);
    EXPECT_FALSE(s.workload.activeParameters.has_value());
    EXPECT_DOUBLE_EQ(s.activeParameters(), 7.0e9); // = P
    EXPECT_EQ(s.workload.expertParameters, 0);
    EXPECT_EQ(s.workload.topK, 1);
    EXPECT_EQ(s.moeLayers(), 32); // = L
    // Active parameters follow P while unset.
    EXPECT_DOUBLE_EQ(parse(R"({"workload": {"parameters": 8.03e9}})").activeParameters(), 8.03e9);
}

TEST(ModelShape, RoundTripKeepsEveryNewKey)
{
    const Scenario s = parse(R"({"workload": {"parameters": 46.7e9, "sequence_tokens": 32768,
        "layers": 32, "hidden": 4096, "heads": 32, "active_parameters": 12.9e9,
        "expert_parameters": 45.0e9, "top_k": 2, "moe_layers": 16}})");
    EXPECT_EQ(s.workload.sequenceTokens, 32768);
    EXPECT_DOUBLE_EQ(*s.workload.activeParameters, 12.9e9);
    EXPECT_DOUBLE_EQ(s.workload.expertParameters, 45.0e9);
    EXPECT_EQ(s.workload.topK, 2);
    EXPECT_EQ(*s.workload.moeLayers, 16);
    const Scenario back =
        parseScenario(serializeScenario(s), QStringLiteral("back.json"), catalog());
    EXPECT_EQ(back, s);
    // Unset keys stay unset: the file does not freeze P_a = P or the MoE layers = L.
    const QJsonObject w = scenarioToJson(parse("{}"))[QStringLiteral("workload")].toObject();
    EXPECT_FALSE(w.contains(QStringLiteral("active_parameters")));
    EXPECT_FALSE(w.contains(QStringLiteral("moe_layers")));
    EXPECT_EQ(w[QStringLiteral("layers")].toDouble(), 32);
    EXPECT_EQ(parseScenario(serializeScenario(parse("{}")), QStringLiteral("b"), catalog()),
              parse("{}"));
}

TEST(ModelShape, KeysAreCheckedAsStrictlyAsTheOthers)
{
    InputError e = refusal(R"({"workload": {"heads": 0}})");
    EXPECT_EQ(e.file(), QStringLiteral("shape.json"));
    EXPECT_EQ(e.where(), QStringLiteral("workload.heads"));
    e = refusal(R"({"workload": {"layers": 2.5}})");
    EXPECT_EQ(e.where(), QStringLiteral("workload.layers"));
    EXPECT_TRUE(e.reason().contains(QStringLiteral("whole number"))) << e.what();
    e = refusal(R"({"workload": {"top_k": "two"}})");
    EXPECT_EQ(e.where(), QStringLiteral("workload.top_k"));
}

TEST(ModelShape, CrossKeyRulesNameBothKeysAndNumbers)
{
    InputError e = refusal(R"({"workload": {"parameters": 7e9, "active_parameters": 8e9}})");
    EXPECT_EQ(e.where(), QStringLiteral("workload"));
    EXPECT_EQ(e.reason(), QStringLiteral("active_parameters = 8e+09 exceeds parameters = 7e+09"));
    e = refusal(R"({"workload": {"parameters": 7e9, "expert_parameters": 9e9}})");
    EXPECT_EQ(e.reason(), QStringLiteral("expert_parameters = 9e+09 exceeds parameters = 7e+09"));
    e = refusal(R"({"workload": {"layers": 32, "moe_layers": 33}})");
    EXPECT_EQ(e.reason(), QStringLiteral("moe_layers = 33 exceeds layers = 32"));
}

TEST(ModelShape, DefaultsChangeNoExistingResult)
{
    // The shape enters no result of the appendix or the coupled model: a scenario with another
    // shape evaluates to the same utilization and communication as the default one.
    const Scenario base = parse("{}");
    Scenario other = base;
    other.workload.sequenceTokens = 2048;
    other.workload.layers = 80;
    other.workload.hidden = 8192;
    other.workload.heads = 64;
    const Results a = evaluate(base), b = evaluate(other);
    EXPECT_EQ(a.utilization.trainingTimeS, b.utilization.trainingTimeS);
    EXPECT_EQ(a.communication.allReduceS, b.communication.allReduceS);
    EXPECT_EQ(a.roofline.decodeTokensPerS, b.roofline.decodeTokensPerS);
}

TEST(ModelShape, EveryCatalogDecoderHasHeadsAndHiddenWithHiddenHeadsTimesHeadDim)
{
    int decoders = 0;
    for (const ModelPreset &m : catalog().models) {
        if (!m.layers)
            continue;
        ++decoders;
        ASSERT_TRUE(m.heads && m.hidden) << m.id;
        EXPECT_EQ(*m.hidden, *m.heads * *m.headDim) << m.id;
        EXPECT_FALSE(catalog().sourceOf(m.id, "heads").empty()) << m.id;
        EXPECT_FALSE(catalog().sourceOf(m.id, "hidden").empty()) << m.id;
    }
    EXPECT_EQ(decoders, 8);
    // Brown et al. 2020 table 2.1: 96 heads, d_model 12,288; Llama 3.1 405B: 128 × 128.
    EXPECT_EQ(*catalog().findModel("gpt-3-175b")->hidden, 12288);
    EXPECT_EQ(*catalog().findModel("llama-3.1-405b")->heads, 128);
    EXPECT_EQ(*catalog().findModel("llama-2-70b")->hidden, 8192);
}

TEST(ModelShape, MixturesOfExpertsCarryTheirPublishedFigures)
{
    const ModelPreset &m = *catalog().findModel("mixtral-8x7b");
    EXPECT_DOUBLE_EQ(m.parameters, 46.7e9);
    EXPECT_DOUBLE_EQ(*m.activeParameters, 12.9e9);
    EXPECT_EQ(*m.layers, 32);
    EXPECT_EQ(*m.hidden, 4096);
    EXPECT_EQ(*m.heads, 32);
    EXPECT_EQ(*m.kvHeads, 8);
    EXPECT_EQ(*m.experts, 8);
    EXPECT_EQ(*m.topK, 2);
    // P_e = (P − P_a) / (1 − k/E) = (46.7 − 12.9) B / (1 − 2/8) = 33.8 B / 0.75 = 45.0667 B.
    EXPECT_NEAR(m.expertParameters(), 45.0667e9, 0.0001e9);
    // KV cache: 2 · 32 layers · 8 KV heads · 128 · 2 B = 131,072 B per token.
    EXPECT_EQ(m.kvBytesPerToken(), 131072.0);
    const ModelPreset &big = *catalog().findModel("mixtral-8x22b");
    EXPECT_DOUBLE_EQ(big.parameters, 141e9);
    EXPECT_DOUBLE_EQ(*big.activeParameters, 39e9);
    EXPECT_EQ(*big.layers, 56);
    EXPECT_EQ(*big.hidden, 6144); // 48 heads × 128
    // (141 − 39) B / 0.75 = 136 B.
    EXPECT_NEAR(big.expertParameters(), 136e9, 1e3);
    EXPECT_EQ(catalog().findModel("llama-3.1-8b")->expertParameters(), 0); // dense
}

TEST(ModelShape, PickingAModelSetsItsShapeAndExperts)
{
    Scenario s = parse("{}");
    applyModelPreset(s, *catalog().findModel("mixtral-8x7b"));
    EXPECT_DOUBLE_EQ(s.workload.parameters, 46.7e9);
    EXPECT_DOUBLE_EQ(s.activeParameters(), 12.9e9);
    EXPECT_NEAR(s.workload.expertParameters, 45.0667e9, 0.0001e9);
    EXPECT_EQ(s.workload.topK, 2);
    EXPECT_EQ(s.workload.kvBytesPerToken, 131072);
    applyModelPreset(s, *catalog().findModel("llama-3.1-70b"));
    EXPECT_DOUBLE_EQ(s.workload.parameters, 70.6e9);
    EXPECT_EQ(s.workload.layers, 80);
    EXPECT_EQ(s.workload.hidden, 8192);
    EXPECT_EQ(s.workload.heads, 64);
    EXPECT_EQ(s.workload.kvBytesPerToken, 327680);         // 2 · 80 · 8 · 128 · 2
    EXPECT_FALSE(s.workload.activeParameters.has_value()); // dense again
    EXPECT_EQ(s.workload.expertParameters, 0);
    EXPECT_EQ(s.workload.topK, 1);
    // An entry without a shape keeps the previous one.
    applyModelPreset(s, *catalog().findModel("generic-1t"));
    EXPECT_DOUBLE_EQ(s.workload.parameters, 1e12);
    EXPECT_EQ(s.workload.layers, 80);
    validateScenario(s, QStringLiteral("picked"));
}

TEST(ModelShape, CatalogRefusesAnInconsistentShape)
{
    auto refused = [](const char *model) -> QString {
        const QByteArray json = QByteArray(R"({"models": [)") + model + "]}";
        try {
            (void)parseCatalog(json, QStringLiteral("c.json"));
        } catch (const InputError &e) {
            return e.where() + QStringLiteral(": ") + e.reason();
        }
        return {};
    };
    EXPECT_EQ(refused(R"({"id": "x", "name": "X", "parameters": 1e9, "layers": 2, "kv_heads": 2,
        "head_dim": 64, "heads": 4, "hidden": 300})"),
              QStringLiteral("models[0].hidden: 300 is not heads × head_dim = 4 × 64 = 256"));
    EXPECT_EQ(refused(R"({"id": "x", "name": "X", "parameters": 1e9, "layers": 2, "kv_heads": 2,
        "head_dim": 64, "heads": 4})"),
              QStringLiteral("models[0].hidden: missing (give heads and hidden together, or "
                             "neither)"));
    EXPECT_EQ(refused(R"({"id": "x", "name": "X", "parameters": 1e9, "active_parameters": 2e9,
        "experts": 8, "top_k": 2})"),
              QStringLiteral("models[0].active_parameters: 2e+09 exceeds parameters = 1e+09"));
    EXPECT_EQ(refused(R"({"id": "x", "name": "X", "parameters": 1e9, "experts": 8})"),
              QStringLiteral("models[0].active_parameters: give active_parameters, experts and "
                             "top_k together (or none)"));
}

} // namespace
} // namespace fleet
