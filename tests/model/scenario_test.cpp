// Scenario files: defaults, round trip, inline hardware, and strict, kind errors.
#include "../qtprinters.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>

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
    return parseScenario(QByteArray(json), QStringLiteral("test.json"), catalog());
}

TEST(Scenario, EmptyObjectGivesTheSeedDefaults)
{
    const Scenario s = parse("{}");
    EXPECT_EQ(s, defaultScenario(catalog()));
    EXPECT_EQ(s.accelerator.id, "nvidia-h100-sxm");
    EXPECT_EQ(s.intraNodeLink.id, "nvlink-4");
    EXPECT_EQ(s.interNodeLink.id, "infiniband-ndr");
    EXPECT_EQ(s.cluster.accelerators, 1024);
    EXPECT_DOUBLE_EQ(s.workload.parameters, 7.0e9);
    EXPECT_DOUBLE_EQ(s.facility.pue, 1.40);
    EXPECT_EQ(s.scaling.efficiencySource, ScalingEfficiencySource::Empirical);
}

TEST(Scenario, SpecExampleParses)
{
    QFile f(QStringLiteral(FLEET_TEST_DATA "/readme-example.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const Scenario s = parseScenario(f.readAll(), f.fileName(), catalog());
    EXPECT_EQ(s.name, "1,024 × H100 — compound utilization");
    EXPECT_EQ(s.cluster.nodesPerRack, 4);
    EXPECT_DOUBLE_EQ(s.workload.computeTimePerStepS, 5.0);
    EXPECT_DOUBLE_EQ(s.reliability.storageBandwidthBytesPerS, 100e9);
}

TEST(Scenario, RoundTripsThroughJson)
{
    Scenario s = defaultScenario(catalog());
    s.name = "round trip";
    s.accelerator = *catalog().findAccelerator("nvidia-b200");
    s.precision = Precision::FP8;
    s.cluster.accelerators = 8192;
    s.scaling.scalingEfficiency = 0.42;
    s.scaling.efficiencySource = ScalingEfficiencySource::Set;
    s.workload.allReduceMessageBytes = 16e6;
    s.operations.excluded[1] = true;
    fieldSpec(FieldId::AcceleratorTdp).set(s, 1200);   // custom accelerator
    fieldSpec(FieldId::InterNodeLatency).set(s, 3e-6); // custom link
    ASSERT_TRUE(s.accelerator.custom);
    const Scenario back = parseScenario(serializeScenario(s), QStringLiteral("x"), catalog());
    EXPECT_EQ(back, s);
}

TEST(Scenario, SaveIsAtomicAndReadable)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 256;
    saveScenarioFile(s, path);
    EXPECT_EQ(loadScenarioFile(path, catalog()), s);
    EXPECT_THROW(saveScenarioFile(s, dir.filePath(QStringLiteral("missing-dir/s.json"))),
                 InputError);
    EXPECT_EQ(loadScenarioFile(path, catalog()), s); // the good file is untouched
}

TEST(Scenario, InlineAndOverriddenHardware)
{
    const Scenario s = parse(R"({"hardware": {
        "accelerator": {"base": "nvidia-h100-sxm", "tdp_w": 750},
        "inter_node_link": {"id": "my-fabric", "name": "My fabric",
                            "bandwidth_bytes_per_s": 80e9, "latency_s": 2e-6}}})");
    EXPECT_EQ(s.accelerator.id, "nvidia-h100-sxm");
    EXPECT_TRUE(s.accelerator.custom);
    EXPECT_DOUBLE_EQ(s.accelerator.tdpW, 750);
    EXPECT_DOUBLE_EQ(s.accelerator.peakBf16FlopPerS, 989e12);
    EXPECT_TRUE(s.interNodeLink.custom);
    EXPECT_DOUBLE_EQ(s.interNodeLink.bandwidthBytesPerS, 80e9);
    const Scenario full = parse(R"({"hardware": {"accelerator": {
        "id": "acme-x1", "name": "Acme X1", "peak_bf16_flop_per_s": 1e15,
        "hbm_bandwidth_bytes_per_s": 4e12, "hbm_capacity_bytes": 96e9, "tdp_w": 800}}})");
    EXPECT_EQ(full.accelerator.name, "Acme X1");
    EXPECT_DOUBLE_EQ(full.accelerator.hbmBandwidthBytesPerS, 4e12);
}

TEST(Scenario, HardwareRenamedFromItsBaseSavesInlineAndReadsBack)
{
    // A new id or name alone sets the hardware apart from the catalog's entry: saved by id, it
    // would not read back (unknown id) or would read back as the catalog's (name lost).
    const Scenario s = parse(R"({"hardware": {
        "accelerator": {"base": "nvidia-h100-sxm", "id": "my-h100", "name": "My H100"},
        "intra_node_link": {"base": "nvlink-5", "name": "NVLink 5, renamed"},
        "inter_node_link": {"base": "infiniband-ndr", "id": "my-ib"}}})");
    EXPECT_TRUE(s.accelerator.custom);
    EXPECT_EQ(s.accelerator.id, "my-h100");
    EXPECT_DOUBLE_EQ(s.accelerator.tdpW, 700);
    EXPECT_TRUE(s.intraNodeLink.custom);
    EXPECT_EQ(s.intraNodeLink.name, "NVLink 5, renamed");
    // The user's own link is per direction as typed, like an edited one.
    EXPECT_DOUBLE_EQ(s.intraNodeLink.bandwidthBytesPerS, 900e9);
    EXPECT_DOUBLE_EQ(s.intraNodeLink.publishedBandwidthBytesPerS, 900e9);
    EXPECT_EQ(s.intraNodeLink.publishedConvention, BandwidthConvention::PerDirection);
    EXPECT_TRUE(s.interNodeLink.custom);
    const QJsonObject hw = scenarioToJson(s).value(QStringLiteral("hardware")).toObject();
    EXPECT_EQ(hw.value(QStringLiteral("accelerator")).toObject().value(QStringLiteral("id")),
              QStringLiteral("my-h100"));
    EXPECT_TRUE(hw.value(QStringLiteral("inter_node_link")).isObject());
    EXPECT_EQ(parseScenario(serializeScenario(s), QStringLiteral("saved.json"), catalog()), s);

    // Repeating the catalog's own figures and name keeps it the catalog's entry.
    const Scenario same = parse(R"({"hardware": {
        "accelerator": {"base": "nvidia-h100-sxm", "name": "NVIDIA H100 SXM"},
        "inter_node_link": {"base": "infiniband-ndr"}}})");
    EXPECT_EQ(same.accelerator, *catalog().findAccelerator("nvidia-h100-sxm"));
    EXPECT_EQ(same.interNodeLink, *catalog().findLink("infiniband-ndr"));
}

struct BadCase
{
    const char *what;
    const char *json;
    const char *where;
    const char *reason;
};

void PrintTo(const BadCase &c, std::ostream *os)
{
    *os << c.what;
}

class ScenarioErrors : public ::testing::TestWithParam<BadCase>
{
};

TEST_P(ScenarioErrors, NameFileKeyAndReason)
{
    const BadCase &c = GetParam();
    try {
        (void)parse(c.json);
        FAIL() << c.what << ": no error";
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("test.json")) << c.what;
        EXPECT_EQ(e.where(), QString::fromUtf8(c.where)) << c.what << ": " << e.what();
        EXPECT_TRUE(e.reason().contains(QString::fromUtf8(c.reason))) << c.what << ": " << e.what();
        EXPECT_EQ(e.message(),
                  QStringLiteral("test.json: ") + e.where() + QStringLiteral(": ") + e.reason());
    }
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Classes, ScenarioErrors, ::testing::Values(
    BadCase{"unknown key", R"({"cluster": {"acelerators": 8}})", "cluster.acelerators",
            "unknown key (did you mean \"accelerators\"?)"},
    BadCase{"unknown section", R"({"clusters": {}})", "clusters", "did you mean \"cluster\""},
    BadCase{"wrong type", R"({"cluster": {"accelerators": "many"}})", "cluster.accelerators",
            "expected a number, got a string"},
    BadCase{"wrong section type", R"({"workload": 7})", "workload", "expected an object, got a number"},
    BadCase{"non-finite number", R"({"workload": {"parameters": 1e999}})",
            "line 1, column 29 (key \"parameters\")", "1e999 is not a finite number"},
    BadCase{"NaN literal", R"({"workload": {"parameters": NaN}})",
            "line 1, column 29 (key \"parameters\")", "NaN is not a finite number"},
    BadCase{"zero count", R"({"cluster": {"accelerators": 0}})", "cluster.accelerators",
            "0 is out of range [1, 200000]"},
    BadCase{"negative count", R"({"cluster": {"nodes_per_rack": -2}})", "cluster.nodes_per_rack",
            "-2 is out of range [1, 256]"},
    BadCase{"fractional count", R"({"cluster": {"accelerators": 10.5}})", "cluster.accelerators",
            "expected a whole number"},
    BadCase{"fraction above 1", R"({"scaling": {"mfu": 1.5}})", "scaling.mfu",
            "1.5 is out of range [0.001, 1]"},
    BadCase{"fraction below 0", R"({"scaling": {"serial_fraction": -0.1}})", "scaling.serial_fraction",
            "-0.1 is out of range [0, 1]"},
    BadCase{"zero MFU", R"({"scaling": {"mfu": 0}})", "scaling.mfu", "out of range [0.001, 1]"},
    BadCase{"vanishing MFU", R"({"scaling": {"mfu": 1e-300, "scaling_efficiency": 1e-300}})", "scaling.mfu",
            "1e-300 is out of range [0.001, 1]"},
    BadCase{"underflowing number", R"({"workload": {"parameters": 1e-400}})",
            "line 1, column 29 (key \"parameters\")", "1e-400 is too small for a double"},
    BadCase{"empty document", "  \n", "(top level)", "the file is empty"},
    BadCase{"efficiency null", R"({"scaling": {"scaling_efficiency": null}})", "scaling.scaling_efficiency",
            "expected \"empirical\", \"network\", \"lower\" or a number in [0.001, 1], got null"},
    BadCase{"inline id", R"({"hardware": {"accelerator": {"base": "nvidia-h100-sxm", "id": "Bad ID!!"}}})",
            "hardware.accelerator.id", "is not a lowercase vendor-model id"},
    BadCase{"suggests the closest whole key", R"({"hardware": {"accelerator": {"base": "nvidia-h100-sxm", "tdp": 1}}})",
            "hardware.accelerator.tdp", "did you mean \"tdp_w\""},
    BadCase{"bad efficiency word", R"({"scaling": {"scaling_efficiency": "auto"}})",
            "scaling.scaling_efficiency", "expected \"empirical\", \"network\", \"lower\" or a number"},
    BadCase{"unknown accelerator", R"({"hardware": {"accelerator": "nvidia-h1000"}})",
            "hardware.accelerator", "unknown accelerator \"nvidia-h1000\" (did you mean \"nvidia-h100-sxm\"?)"},
    BadCase{"unknown link", R"({"hardware": {"inter_node_link": "infiniband-ndx"}})",
            "hardware.inter_node_link", "unknown link \"infiniband-ndx\" (did you mean \"infiniband-ndr\"?)"},
    BadCase{"unknown base", R"({"hardware": {"accelerator": {"base": "tpu"}}})",
            "hardware.accelerator.base", "unknown accelerator \"tpu\""},
    BadCase{"inline without figures", R"({"hardware": {"accelerator": {"name": "X"}}})",
            "hardware.accelerator.peak_bf16_flop_per_s", "missing"},
    BadCase{"bad precision", R"({"hardware": {"precision": "fp4"}})", "hardware.precision",
            "\"fp4\" is not \"bf16\" or \"fp8\""},
    BadCase{"FP8 on A100", R"({"hardware": {"accelerator": "nvidia-a100", "precision": "fp8"}})",
            "hardware.precision", "nvidia-a100 has no published FP8 peak"},
    BadCase{"overheads sum to 1", R"({"operations": {"pipeline_bubble": 0.5, "failure_recovery": 0.45}})",
            "operations", "sum < 100 %"},
    BadCase{"bad excluded", R"({"operations": {"excluded": ["naps"]}})", "operations.excluded",
            "\"naps\" is not one of"},
    BadCase{"wrong format", R"({"format": "something-else"})", "format",
            "expected \"fleet-explorer-scenario\""},
    BadCase{"future version", R"({"version": 2})", "version", "not supported"},
    BadCase{"malformed JSON", "{\n  \"cluster\": {\n    \"accelerators\": 8,\n  }\n}", "line 4, column 3",
            "malformed JSON"},
    BadCase{"not an object", "[1, 2]", "(top level)", "expected a JSON object"},
    BadCase{"boolean as number", R"({"facility": {"pue": true}})", "facility.pue",
            "expected a number, got a boolean"},
    BadCase{"duplicate key", R"({"cluster": {"accelerators": 8, "accelerators": 80000}})",
            "cluster.accelerators", "duplicate key on line 1 (first on line 1)"},
    BadCase{"duplicate key on later lines", "{\n  \"cluster\": {\"accelerators\": 8,\n\n  \"accelerators\": 9}\n}",
            "cluster.accelerators", "duplicate key on line 4 (first on line 2)"},
    BadCase{"duplicate section", "{\"cluster\": {},\n \"scaling\": {},\n \"cluster\": {\"accelerators\": 8}}",
            "cluster", "duplicate key on line 3 (first on line 1)"},
    BadCase{"duplicate key in inline hardware",
            R"({"hardware": {"accelerator": {"base": "nvidia-h100-sxm", "tdp_w": 700, "tdp_w": 1400}}})",
            "hardware.accelerator.tdp_w", "duplicate key on line 1"},
    BadCase{"duplicate key in an object in an array",
            "{\"operations\": {\"excluded\": [\"maintenance\", {\"a\": 1},\n {\"a\": 1, \"b\": 2, \"a\": 3}]}}",
            "operations.excluded[2].a", "duplicate key on line 2 (first on line 2)"},
    BadCase{"newline in an unknown key", R"({"cluster": {"acc\nelerators": 8}})",
            "cluster.acc\\nelerators", "unknown key (did you mean \"accelerators\"?)"},
    BadCase{"control characters in an unknown id", R"({"hardware": {"accelerator": "h1\r\u001b[2K\u2028"}})",
            "hardware.accelerator", "unknown accelerator \"h1\\r\\u001b[2K\\u2028\""},
    BadCase{"carriage returns in the key of a non-finite number", "{\"workload\": {\"para\r\rmeters\": 1e999}}",
            "line 1, column 31 (key \"para\\r\\rmeters\")", "1e999 is not a finite number"},
    BadCase{"escaped key equal to a plain one", R"({"cluster": {"accelerators": 8, "acc\u0065lerators": 9}})",
            "cluster.accelerators", "duplicate key on line 1"}
));
// clang-format on

TEST(Scenario, SameKeyInDifferentObjectsIsFine)
{
    // "name" in three objects, and key-like text inside a string value.
    const Scenario s = parse(R"({"name": "{\"cluster\": 1, \"cluster\": 2} \\",
        "hardware": {"accelerator": {"base": "nvidia-h100-sxm", "name": "A"},
                     "intra_node_link": {"base": "nvlink-4", "name": "B"}},
        "cluster": {"accelerators": 8}})");
    EXPECT_EQ(s.name, R"({"cluster": 1, "cluster": 2} \)");
    EXPECT_EQ(s.accelerator.name, "A");
    EXPECT_EQ(s.intraNodeLink.name, "B");
    EXPECT_EQ(s.cluster.accelerators, 8);
}

TEST(Scenario, ExcludedOverheadsLeaveTheBudget)
{
    const Scenario s = parse(R"({"operations": {"excluded": ["pipeline_bubble"]}})");
    EXPECT_TRUE(s.operations.excluded[0]);
    EXPECT_DOUBLE_EQ(s.includedOverhead(Overhead::PipelineBubble), 0);
    EXPECT_DOUBLE_EQ(s.overhead(Overhead::PipelineBubble), 0.05);
    EXPECT_NEAR(evaluate(s).utilization.operationalGoodput, 0.82, 1e-12);
}

TEST(Scenario, FieldTableIsConsistent)
{
    for (const FieldSpec &spec : fieldSpecs()) {
        Scenario s = defaultScenario(catalog());
        const double v = spec.get(s);
        EXPECT_TRUE(v >= spec.range.min && v <= spec.range.max)
            << spec.key << " default " << v << " outside its own range";
        spec.set(s, v);
        EXPECT_DOUBLE_EQ(spec.get(s), v) << spec.key;
        EXPECT_GT(spec.displayScale, 0) << spec.key;
        EXPECT_EQ(spec.optional, spec.isSet != nullptr) << spec.key;
        EXPECT_EQ(spec.optional, spec.unset != nullptr) << spec.key;
        if (spec.optional) {
            EXPECT_TRUE(spec.isSet(s)) << spec.key; // set above
            spec.unset(s);
            EXPECT_FALSE(spec.isSet(s)) << spec.key;
        }
        EXPECT_NE(std::string(spec.help), "") << spec.key;
    }
}

} // namespace
} // namespace fleet
