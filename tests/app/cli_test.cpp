// The command-line contract, run on the built binary: --evaluate on the appendix's scenarios
// (tests/data/seed-*.json) prints the appendix's values; --plan ranks training layouts; bad
// input gives one line on stderr, exit 2, no stdout.
#include "../qtprinters.h"
#include "explorerprocess.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using fleet::test::data;
using fleet::test::ProcessRun;
using fleet::test::runExplorer;

QJsonObject evaluateFile(const char *name)
{
    const ProcessRun r = runExplorer({QStringLiteral("--evaluate"), data(name)});
    EXPECT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.constData();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << r.out.constData();
    return doc.object();
}

double at(const QJsonObject &o, const char *area, const char *key)
{
    const QJsonValue v =
        o.value(QString::fromLatin1(area)).toObject().value(QString::fromLatin1(key));
    EXPECT_TRUE(v.isDouble()) << area << "." << key;
    return v.toDouble();
}

TEST(Evaluate, SevenBDataParallelOn256)
{
    const QJsonObject o = evaluateFile("seed-7b-dp-256.json");
    EXPECT_NEAR(at(o, "communication", "ring_allreduce_s") * 1e3, 560.4, 0.05);
    EXPECT_NEAR(at(o, "communication", "comm_compute_ratio"), 0.11, 0.005);
    EXPECT_NEAR(at(o, "reliability", "cluster_mtbf_h"), 195.3, 0.05);
    EXPECT_NEAR(at(o, "reliability", "failure_probability") * 100, 11.6, 0.05);
    EXPECT_NEAR(at(o, "reliability", "checkpoint_bytes") / 1e9, 98, 0.5);
    EXPECT_NEAR(at(o, "reliability", "checkpoint_write_s"), 0.98, 0.005);
    EXPECT_NEAR(at(o, "roofline", "ridge_point_flop_per_byte"), 295.2, 0.05);
    EXPECT_NEAR(at(o, "scaling", "empirical_scaling_efficiency") * 100, 70, 0.5);
}

TEST(Evaluate, CoupledReliabilityTextbookExample)
{
    const QJsonObject o = evaluateFile("coupled-10000-175b.json");
    EXPECT_NEAR(at(o, "reliability", "cluster_mtbf_h"), 4.14, 0.005);
    EXPECT_NEAR(at(o, "reliability", "node_mtbf_h"), 5172.4, 0.05);
    EXPECT_EQ(at(o, "reliability", "nodes"), 1250);
    EXPECT_NEAR(at(o, "reliability", "checkpoint_interval_s"), 854.4, 0.05);
    EXPECT_NEAR(at(o, "operations", "checkpoint_overhead") * 100, 2.9, 0.05);
    EXPECT_NEAR(at(o, "operations", "failure_overhead") * 100, 3.6, 0.05);
    EXPECT_EQ(
        o.value(QStringLiteral("utilization")).toObject().value(QStringLiteral("goodput_source")),
        QStringLiteral("derived"));
    EXPECT_NEAR(at(o, "power", "node_power_w"), 10200, 1e-9); // host power from the DGX figure
    EXPECT_GT(at(o, "run", "energy_wh"), 0);
}

TEST(Evaluate, KvCacheDecodeOnB200)
{
    const QJsonObject o = evaluateFile("decode-70b-b200.json");
    EXPECT_NEAR(at(o, "roofline", "decode_weights_bytes") / 1e9, 141.2, 0.05);
    EXPECT_NEAR(at(o, "roofline", "kv_cache_bytes") / 1e9, 85.9, 0.05);
    EXPECT_NEAR(at(o, "roofline", "decode_memory_bytes") / 1e9, 227.1, 0.05);
    EXPECT_NEAR(at(o, "roofline", "decode_tokens_per_s"), 1127.3, 0.05);
    const QJsonObject roof = o.value(QStringLiteral("roofline")).toObject();
    EXPECT_EQ(roof.value(QStringLiteral("decode_bound")).toString(), QStringLiteral("memory"));
    EXPECT_FALSE(roof.value(QStringLiteral("fits_in_memory")).toBool());
}

TEST(Evaluate, HierarchicalAllReduceWithALoneGpu)
{
    const QJsonObject o = evaluateFile("hierarchical-9.json");
    EXPECT_NEAR(at(o, "communication", "hierarchical_allreduce_s"), 0.334461, 5e-7);
    EXPECT_NEAR(at(o, "communication", "allreduce_s"), 0.334461, 5e-7);
}

TEST(Evaluate, DesignReviewRespondsToTheFabric)
{
    const QJsonObject h100 = evaluateFile("review-h100-ndr.json");
    const QJsonObject b200 = evaluateFile("review-b200-xdr.json");
    EXPECT_TRUE(h100.value(QStringLiteral("scaling"))
                    .toObject()
                    .value(QStringLiteral("empirical_extrapolated"))
                    .toBool());
    EXPECT_LT(at(h100, "scaling", "scaling_efficiency"), 0.30); // the fabric binds below 30 %
    EXPECT_GT(at(h100, "reliability", "cluster_mtbf_h"), 0);
    EXPECT_LT(at(h100, "reliability", "cluster_mtbf_h"), 50000.0 / 16384); // hosts fail too
    EXPECT_GT(at(b200, "run", "training_time_s"), 0);
    EXPECT_EQ(b200.value(QStringLiteral("power"))
                  .toObject()
                  .value(QStringLiteral("cooling_verdict"))
                  .toString(),
              QStringLiteral("liquid")); // 4 × (8 × 1 kW + 6.3 kW) = 57.2 kW
}

TEST(Evaluate, BertLargeOn256)
{
    const QJsonObject o = evaluateFile("seed-340m-dp-256.json");
    EXPECT_NEAR(at(o, "communication", "ring_allreduce_s") * 1e3, 29.6, 0.05);
    EXPECT_NEAR(at(o, "communication", "comm_compute_ratio"), 3, 0.5);
}

TEST(Evaluate, CompoundUtilization)
{
    const QJsonObject o = evaluateFile("seed-compound-1024.json");
    EXPECT_NEAR(at(o, "utilization", "peak_flop_per_s") / 1e12, 1012736, 0.5);
    EXPECT_NEAR(at(o, "utilization", "effective_flop_per_s") / 1e12, 207610.9, 0.05);
    EXPECT_NEAR(at(o, "utilization", "effective_fraction") * 100, 20.5, 0.05);
    EXPECT_NEAR(at(o, "utilization", "operational_goodput"), 0.82, 1e-9);
    EXPECT_NEAR(at(o, "scaling", "amdahl_speedup"), 9.9, 0.05);
    EXPECT_NEAR(at(o, "scaling", "amdahl_limit"), 10, 1e-9);
}

TEST(Evaluate, ReliabilityAt8192)
{
    const QJsonObject o = evaluateFile("seed-8192.json");
    EXPECT_NEAR(at(o, "reliability", "cluster_mtbf_h") * 60, 366.2, 0.05);
    EXPECT_NEAR(at(o, "reliability", "failure_probability") * 100, 98.04, 0.005);
    EXPECT_NEAR(at(o, "scaling", "empirical_scaling_efficiency") * 100, 35, 0.5);
}

TEST(Evaluate, DecodeOf8B)
{
    const QJsonObject o = evaluateFile("seed-decode-8b.json");
    EXPECT_NEAR(at(o, "roofline", "decode_tokens_per_s"), 208.6, 0.05);
    EXPECT_NEAR(at(o, "roofline", "decode_weights_bytes") / 1e9, 16.1, 0.05);
    EXPECT_NEAR(at(o, "roofline", "decode_intensity_flop_per_byte"), 1, 1e-12);
    EXPECT_EQ(o[QStringLiteral("roofline")].toObject()[QStringLiteral("decode_bound")].toString(),
              QStringLiteral("memory"));
    EXPECT_TRUE(
        o[QStringLiteral("roofline")].toObject()[QStringLiteral("fits_in_memory")].toBool());
}

TEST(Evaluate, PowerOf10000H100)
{
    const QJsonObject o = evaluateFile("seed-power-10000.json");
    EXPECT_NEAR(at(o, "power", "it_load_w") / 1e6, 7, 0.5);
    EXPECT_NEAR(at(o, "power", "facility_load_w") / 1e6, 9.8, 0.05);
    EXPECT_NEAR(at(o, "power", "annual_energy_wh"), 9.8e6 * 8760, 1);
}

TEST(Evaluate, AmdahlAt32)
{
    const QJsonObject o = evaluateFile("seed-amdahl-32.json");
    EXPECT_NEAR(at(o, "scaling", "amdahl_speedup"), 7.8, 0.05);
    EXPECT_NEAR(at(o, "scaling", "amdahl_efficiency") * 100, 24, 0.5);
}

TEST(Evaluate, FortyKilowattRackNeedsLiquid)
{
    const QJsonObject o = evaluateFile("rack-40kw-b200.json");
    EXPECT_NEAR(at(o, "power", "rack_power_w"), 40000, 1e-9);
    EXPECT_EQ(o[QStringLiteral("power")].toObject()[QStringLiteral("cooling_verdict")].toString(),
              QStringLiteral("liquid"));
}

TEST(Evaluate, ReadsStdin)
{
    const ProcessRun r = runExplorer({QStringLiteral("--evaluate"), QStringLiteral("-")},
                                     R"({"cluster": {"accelerators": 8192}})");
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_NEAR(at(o, "reliability", "cluster_mtbf_h") * 60, 366.2, 0.05);
}

TEST(Evaluate, ResultsHaveEveryAreaOfSpec4)
{
    const QJsonObject o = evaluateFile("readme-example.json");
    const std::map<const char *, std::vector<const char *>> keys = {
        {"roofline",
         {"ridge_point_flop_per_byte", "attainable_flop_per_s", "bound", "decode_weights_bytes",
          "decode_tokens_per_s", "fits_in_memory"}},
        {"scaling",
         {"amdahl_speedup", "amdahl_efficiency", "amdahl_limit", "gustafson_speedup",
          "empirical_scaling_efficiency"}},
        {"communication",
         {"ring_allreduce_s", "tree_allreduce_s", "hierarchical_allreduce_s",
          "allreduce_bytes_per_participant", "comm_compute_ratio"}},
        {"reliability",
         {"cluster_mtbf_h", "failure_probability", "expected_failures", "checkpoint_bytes",
          "checkpoint_write_s", "optimal_checkpoint_interval_s"}},
        {"utilization",
         {"peak_flop_per_s", "effective_flop_per_s", "effective_fraction", "operational_goodput",
          "training_time_s"}},
        {"power",
         {"it_load_w", "facility_load_w", "rack_power_w", "cooling_verdict", "annual_energy_wh",
          "annual_cost_usd", "annual_co2_kg"}}};
    for (const auto &[area, names] : keys) {
        const QJsonObject a = o.value(QString::fromLatin1(area)).toObject();
        for (const char *k : names)
            EXPECT_TRUE(a.contains(QString::fromLatin1(k))) << area << "." << k;
    }
}

/// SPEC §9.3: Llama-3.1-70B (70.6e9, 80 layers, h 8,192, k 327,680 B) on H100 with NVLink 4,
/// t_s = 4, B = 32, λ = 20 rps, L_in 1,024, L_out 256, u = 1, $2 per accelerator-hour.
const char *const kServingExample = R"({
  "workload": {"parameters": 70.6e9, "kv_bytes_per_token": 327680, "layers": 80, "hidden": 8192,
               "heads": 64},
  "serving": {"tensor": 4, "batch": 32, "arrival_rate_rps": 20, "target_utilization": 1,
              "accelerator_hour_usd": 2}
})";

TEST(Evaluate, PrintsTheServingFleet)
{
    const ProcessRun r =
        runExplorer({QStringLiteral("--evaluate"), QStringLiteral("-")}, kServingExample);
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    // Memory 11.4388 ms + AllReduce 0.7596 ms = 12.198 ms (tests/model/serving_test.cpp has the
    // arithmetic of every number below).
    EXPECT_NEAR(at(o, "serving", "tpot_s") * 1e3, 12.198, 0.0005);
    EXPECT_NEAR(at(o, "serving", "tpot_memory_s") * 1e3, 11.4388, 0.00005);
    EXPECT_NEAR(at(o, "serving", "tpot_allreduce_s") * 1e3, 0.7596, 0.00005);
    EXPECT_NEAR(at(o, "serving", "ttft_s") * 1e3, 45.98, 0.005);
    EXPECT_NEAR(at(o, "serving", "request_latency_s"), 3.1688, 0.00005);
    EXPECT_NEAR(at(o, "serving", "concurrency"), 63.38, 0.005);
    EXPECT_EQ(at(o, "serving", "replicas"), 2);
    EXPECT_EQ(at(o, "serving", "accelerators"), 8);
    EXPECT_NEAR(at(o, "serving", "memory_per_accelerator_bytes") / 1e9, 38.66, 0.005);
    EXPECT_EQ(at(o, "serving", "output_tokens_per_s"), 5120);
    EXPECT_NEAR(at(o, "serving", "it_power_w"), 5600, 1e-9);
    EXPECT_NEAR(at(o, "serving", "facility_power_w"), 7840, 1e-9);
    EXPECT_NEAR(at(o, "serving", "joules_per_output_token"), 1.531, 0.0005);
    EXPECT_NEAR(at(o, "serving", "usd_per_million_output_tokens"), 0.919, 0.0005);
    const QJsonObject serving = o[QStringLiteral("serving")].toObject();
    EXPECT_EQ(serving[QStringLiteral("decode_bound")].toString(), QStringLiteral("memory"));
    EXPECT_EQ(serving[QStringLiteral("failing_target")].toString(), QStringLiteral("none"));
    EXPECT_FALSE(serving[QStringLiteral("slo_unreachable")].toBool());
    EXPECT_FALSE(serving[QStringLiteral("cost_electricity_only")].toBool());
    EXPECT_TRUE(serving[QStringLiteral("fits")].toBool());
}

TEST(Evaluate, BadServingInputsExit2NamingTheKey)
{
    struct Case
    {
        const char *json;
        const char *expected; // stderr after "fleet-explorer: <stdin>: "
    };
    const Case cases[] = {
        {R"({"serving": {"tensor": 16}})",
         "serving.tensor: a replica of 16 accelerators does not fit in a node of 8 "
         "(cluster.accelerators_per_node): tensor parallelism stays inside one node"},
        {R"({"serving": {"arrival_rate_rps": 0}})",
         "serving.arrival_rate_rps: 0 is out of range [1e-06, 1000000000]"},
        // 1,000 × 1,280 tokens × 524,288 B = 671 GB of KV cache > 8 × 80 GB.
        {R"({"serving": {"batch": 1000}})",
         "serving.batch: batch 1,000 can never fit in memory: its KV cache alone, 1,000 × 1,280 "
         "tokens × 524.3 kB, is 671.1 GB, more than the 640 GB of HBM of a whole node of 8"},
    };
    for (const Case &c : cases) {
        const ProcessRun r =
            runExplorer({QStringLiteral("--evaluate"), QStringLiteral("-")}, c.json);
        EXPECT_EQ(r.exitCode, 2) << c.json;
        EXPECT_TRUE(r.out.isEmpty()) << r.out.constData();
        const QString err = QString::fromUtf8(r.err);
        EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
        EXPECT_EQ(err.trimmed(),
                  QStringLiteral("fleet-explorer: <stdin>: ") + QString::fromUtf8(c.expected));
    }
}

struct BadFile
{
    const char *file;
    const char *expected; // the whole stderr line after the file name
};

void PrintTo(const BadFile &c, std::ostream *os)
{
    *os << c.file;
}

class BadInput : public ::testing::TestWithParam<BadFile>
{
};

TEST_P(BadInput, OneLineOnStderrExit2NothingOnStdout)
{
    const BadFile &c = GetParam();
    const QString path = data(c.file);
    const ProcessRun r = runExplorer({QStringLiteral("--evaluate"), path});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.constData();
    const QString err = QString::fromUtf8(r.err);
    EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
    EXPECT_EQ(err.trimmed(), QStringLiteral("fleet-explorer: ") + path + QStringLiteral(": ") +
                                 QString::fromUtf8(c.expected));
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Classes, BadInput, ::testing::Values(
    BadFile{"bad-unknown-key.json", "cluster.acelerators: unknown key (did you mean \"accelerators\"?)"},
    BadFile{"bad-malformed.json", "line 2, column 38: malformed JSON: object is missing after a comma"},
    BadFile{"bad-wrong-type.json", "facility.pue: expected a number, got a string"},
    BadFile{"bad-non-finite.json", "line 1, column 42 (key \"accelerator_mttf_h\"): 1e400 is not a finite number"},
    BadFile{"bad-zero-count.json", "cluster.accelerators: 0 is out of range [1, 200000]"},
    BadFile{"bad-fraction.json", "scaling.serial_fraction: 1.2 is out of range [0, 1]"},
    BadFile{"bad-unknown-id.json", "hardware.accelerator: unknown accelerator \"nvidia-h100\" (did you mean \"nvidia-h100-sxm\"?); fleet-explorer --list-hardware shows the catalog"},
    BadFile{"does-not-exist.json", "cannot read file: No such file or directory"},
    BadFile{"bad-empty.json", "(top level): the file is empty; expected a JSON object such as {}"},
    BadFile{"bad-newline-in-key.json", "cluster.acc\\nelerators: unknown key (did you mean \"accelerators\"?)"},
    BadFile{"bad-duplicate-key.json", "cluster.accelerators: duplicate key on line 3 (first on line 2); a key may appear once in an object"}
));
// clang-format on

TEST(CommandLine, BadOptionsExit2)
{
    ProcessRun r = runExplorer({QStringLiteral("--frobnicate")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains("Unknown option 'frobnicate'")) << r.err.constData();
    r = runExplorer({QStringLiteral("--screenshot"), QStringLiteral("x.png"),
                     QStringLiteral("--view"), QStringLiteral("nope")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--view: \"nope\" is not one of")) << r.err.constData();
}

TEST(CommandLine, ModesAndSizesAreChecked)
{
    ProcessRun r = runExplorer({QStringLiteral("--evaluate"), data("seed-8192.json"),
                                QStringLiteral("--screenshot"), QStringLiteral("x.png")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(
        r.err.contains("choose one of --evaluate, --list-hardware, --screenshot, --compare, "
                       "--sensitivity and --export-report"))
        << r.err.constData();
    r = runExplorer({QStringLiteral("--screenshot"), QStringLiteral("x.png"),
                     QStringLiteral("--size"), QStringLiteral("99999x99999")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--size: 99999x99999 is outside 640x480 to 7680x4320"))
        << r.err.constData();
    r = runExplorer({QStringLiteral("--help")});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.startsWith("Usage: fleet-explorer")) << r.out.constData();
    // In the interface's language: Chinese when asked for (or the preferences or the system
    // speak it), every option described.
    r = runExplorer(
        {QStringLiteral("--help"), QStringLiteral("--language"), QStringLiteral("zh_CN")});
    EXPECT_EQ(r.exitCode, 0);
    const QString chinese = QString::fromUtf8(r.out);
    EXPECT_TRUE(chinese.contains(QStringLiteral("显示本帮助并退出。"))) << r.out.constData();
    EXPECT_TRUE(chinese.contains(QStringLiteral("以演示模式（F5）启动"))) << r.out.constData();
    EXPECT_TRUE(chinese.contains(QStringLiteral("--lesson"))); // the options keep their names
    EXPECT_FALSE(chinese.contains(QStringLiteral("Show this help and exit.")));
    r = runExplorer({QStringLiteral("--evaluate"), QString()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.constData();
}

TEST(CommandLine, CatalogsMergeInAnyOrderAndAreRangeChecked)
{
    // The accelerator's link is defined in the later file.
    ProcessRun r = runExplorer({QStringLiteral("--catalog"), data("catalog-accelerator-only.json"),
                                QStringLiteral("--catalog"), data("catalog-link-only.json"),
                                QStringLiteral("--list-hardware")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.out.contains("acme-x2"));
    // A missing link is blamed on the file that brought the accelerator.
    r = runExplorer({QStringLiteral("--catalog"), data("catalog-accelerator-only.json"),
                     QStringLiteral("--list-hardware")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("catalog-accelerator-only.json: accelerators (id "
                               "\"acme-x2\").scale_up_link: unknown link id \"acme-link-2\""))
        << r.err.constData();
    // Catalog figures obey the same ranges as scenario figures.
    r = runExplorer({QStringLiteral("--catalog"), data("bad-catalog-tiny-bandwidth.json"),
                     QStringLiteral("--evaluate"), QStringLiteral("-")},
                    "{}");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(
        r.err.contains("links[0].bandwidth: 4.94065645841e-324 is out of range [1000000, 2e+14]"))
        << r.err.constData();
    // A catalog claiming 80 EB of HBM is refused with the key and the reason.
    r = runExplorer({QStringLiteral("--catalog"), data("bad-catalog-80eb-hbm.json"),
                     QStringLiteral("--list-hardware")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(
        r.err.contains("bad-catalog-80eb-hbm.json: accelerators[0].hbm_capacity_bytes: 8e+19 "
                       "is out of range [100000000, 1e+13]"))
        << r.err.constData();
    EXPECT_TRUE(r.out.isEmpty());
}

TEST(CommandLine, LanguageAndThemeAreChecked)
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("zh.png"));
    ProcessRun r = runExplorer({QStringLiteral("--language"), QStringLiteral("zh_CN"),
                                QStringLiteral("--theme"), QStringLiteral("dark"),
                                QStringLiteral("--screenshot"), png, QStringLiteral("--size"),
                                QStringLiteral("1280x720")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_EQ(QImage(png).size(), QSize(1280, 720));
    r = runExplorer(
        {QStringLiteral("--language"), QStringLiteral("fr"), QStringLiteral("--list-hardware")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--language: \"fr\" is not one of en, zh_CN")) << r.err.constData();
    r = runExplorer(
        {QStringLiteral("--theme"), QStringLiteral("neon"), QStringLiteral("--list-hardware")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--theme: \"neon\" is not one of light, dark, projector"))
        << r.err.constData();
}

TEST(Evaluate, OneAcceleratorDoesNotFillARack)
{
    const ProcessRun r = runExplorer({QStringLiteral("--evaluate"), QStringLiteral("-")},
                                     R"({"cluster": {"accelerators": 1}})");
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_DOUBLE_EQ(at(o, "power", "rack_power_w"), 700);
    EXPECT_DOUBLE_EQ(at(o, "power", "rack_power_w"), at(o, "power", "it_load_w"));
}

TEST(CommandLine, ListHardwareShowsCatalog)
{
    const ProcessRun r = runExplorer({QStringLiteral("--list-hardware")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QString out = QString::fromUtf8(r.out);
    for (const char *needle :
         {"nvidia-h100-sxm", "989 TFLOP/s", "3.35 TB/s", "google-tpu-v6e", "infiniband-ndr",
          "50 GB/s", "nvlink-5", "1.8 TB/s total", "liquid-cooled-ai", "llama-3.1-8b"})
        EXPECT_TRUE(out.contains(QString::fromLatin1(needle))) << needle << "\n"
                                                               << out.toStdString();
}

TEST(CommandLine, UserCatalogMerges)
{
    ProcessRun r = runExplorer({QStringLiteral("--catalog"), data("user-catalog.json"),
                                QStringLiteral("--list-hardware")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.out.contains("acme-x1"));
    r = runExplorer({QStringLiteral("--catalog"), data("user-catalog.json"),
                     QStringLiteral("--evaluate"), data("uses-user-catalog.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_NEAR(at(o, "roofline", "ridge_point_flop_per_byte"), 250, 1e-9);
    // Without the user catalog the id is unknown.
    r = runExplorer({QStringLiteral("--evaluate"), data("uses-user-catalog.json")});
    EXPECT_EQ(r.exitCode, 2);
    // A bad user catalog is named in the error.
    r = runExplorer({QStringLiteral("--catalog"), data("bad-unknown-key.json"),
                     QStringLiteral("--list-hardware")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("bad-unknown-key.json: cluster: unknown key")) << r.err.constData();
}

TEST(Field, PrintsEveryEntryWithTheModelAndTheRatioAsJson)
{
    const ProcessRun r = runExplorer({QStringLiteral("--field")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.constData();
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << r.out.constData();
    EXPECT_EQ(o.value(QStringLiteral("format")).toString(),
              QStringLiteral("fleet-explorer-field-comparison"));
    const QJsonArray entries = o.value(QStringLiteral("entries")).toArray();
    EXPECT_GE(entries.size(), 20);
    bool found = false;
    for (const QJsonValue &v : entries) {
        const QJsonObject e = v.toObject();
        EXPECT_GT(e.value(QStringLiteral("model")).toDouble(), 0);
        EXPECT_GT(e.value(QStringLiteral("ratio")).toDouble(), 0);
        if (e.value(QStringLiteral("id")).toString() !=
            QLatin1String("llama3-405b-unexpected-interruptions"))
            continue;
        found = true;
        // 16,384 × 1,296 h / 50,000 h = 424.67328 expected failures; 419 / 424.67328 = 0.986641.
        EXPECT_EQ(e.value(QStringLiteral("measured")).toDouble(), 419);
        EXPECT_NEAR(e.value(QStringLiteral("model")).toDouble(), 424.67328, 1e-9);
        EXPECT_NEAR(e.value(QStringLiteral("ratio")).toDouble(), 0.986641, 1e-6);
        const QJsonObject chart = e.value(QStringLiteral("chart")).toObject();
        EXPECT_EQ(chart.value(QStringLiteral("id")).toString(), QStringLiteral("mtbf-vs-n"));
        EXPECT_EQ(chart.value(QStringLiteral("x")).toDouble(), 16384);
        EXPECT_EQ(e.value(QStringLiteral("source")).toObject().value(QStringLiteral("origin")),
                  QStringLiteral("own"));
    }
    EXPECT_TRUE(found);
}

TEST(Field, MarkdownIsATableAndBadCombinationsExit2)
{
    ProcessRun r = runExplorer(
        {QStringLiteral("--field"), QStringLiteral("--format"), QStringLiteral("markdown")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QString out = QString::fromUtf8(r.out);
    EXPECT_TRUE(out.startsWith(QStringLiteral("| Entry | Measure | Measured | Model | Measured "
                                              "÷ model | Source |")))
        << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("| gpt-fast-llama2-7b-a100-bf16 | "
                                            "roofline.decode_tokens_per_s | 104.9 tokens/s | "
                                            "145.643 tokens/s | 0.720255 |")))
        << out.toStdString();

    r = runExplorer({QStringLiteral("--field"), data("seed-8192.json")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.constData();
    EXPECT_TRUE(r.err.contains("--field takes no scenario file")) << r.err.constData();

    r = runExplorer(
        {QStringLiteral("--field"), QStringLiteral("--evaluate"), data("seed-8192.json")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains("or --field")) << r.err.constData();

    // --evaluate is unchanged by the new mode.
    r = runExplorer({QStringLiteral("--evaluate"), data("seed-8192.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_FALSE(QJsonDocument::fromJson(r.out).object().contains(QStringLiteral("entries")));
}

} // namespace

// ---- The training layout (SPEC §8): --evaluate's parallelism.*, --plan, bad layouts ----

namespace {

/// Writes a scenario file into `dir` and returns its path.
QString writeScenario(const QTemporaryDir &dir, const char *name, const char *json)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    return path;
}

/// SPEC §8.5's first worked example: Llama-3.1-8B on 256 H100, t = 8, p = 4, d = 8.
const char *const kExampleOne = R"({
  "cluster": {"accelerators": 256},
  "workload": {"parameters": 8.03e9, "layers": 32, "hidden": 4096, "heads": 32,
               "sequence_tokens": 2048, "global_batch_tokens": 2097152},
  "parallelism": {"tensor": 8, "pipeline": 4, "data": 8, "micro_batch": 8,
                  "compute_efficiency": 0.45},
  "scaling": {"mfu": "layout"}})";

TEST(Layout, EvaluatePrintsTheLayoutsResults)
{
    QTemporaryDir dir;
    const ProcessRun r =
        runExplorer({QStringLiteral("--evaluate"), writeScenario(dir, "one.json", kExampleOne)});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    // §8.5: m = 16, L_s = 8, memory 10.507 GB, T_pipe 1.3877 s, MFU 28.76 %.
    EXPECT_EQ(at(o, "parallelism", "micro_batches"), 16);
    EXPECT_EQ(at(o, "parallelism", "stage_layers"), 8);
    EXPECT_NEAR(at(o, "parallelism", "memory_per_accelerator_bytes") / 1e9, 10.507, 0.0005);
    EXPECT_NEAR(at(o, "parallelism", "pipeline_s"), 1.3877, 0.00005);
    EXPECT_NEAR(at(o, "parallelism", "mfu") * 100, 28.76, 0.005);
    EXPECT_NEAR(at(o, "utilization", "mfu") * 100, 28.76, 0.005);
    const QJsonObject par = o.value(QStringLiteral("parallelism")).toObject();
    EXPECT_TRUE(par.value(QStringLiteral("valid")).toBool());
    EXPECT_TRUE(par.value(QStringLiteral("fits")).toBool());
    EXPECT_FALSE(par.value(QStringLiteral("tensor_crosses_nodes")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("scaling"))
                  .toObject()
                  .value(QStringLiteral("scaling_efficiency_source"))
                  .toString(),
              QStringLiteral("layout"));
}

TEST(Layout, PlanRanksASmallHandCheckedCase)
{
    // Llama-2-7B on one node of 8 H100, G = 8 · 4,096 · 8. t = p = 1, d = 8 reaches MFU = e_c
    // = 0.5 (no tensor or pipeline communication; T_dp = 1.75 · 14e9 / 450e9 + 7 µs = 54.5 ms,
    // × 1.5 with ZeRO-3, hides behind ⅔ · t_c = ⅔ · 0.3479 s). Among those at 50 %: ZeRO-3,
    // selective, b = 1 needs the least memory, 2 B/param · 7e9 + 34 · 4,096² · 32 =
    // 32.2536 GB; then ZeRO-2 (26.25 + 18.2536 = 44.5036 GB).
    QTemporaryDir dir;
    const QString file = writeScenario(dir, "node.json", R"({"cluster": {"accelerators": 8},
        "workload": {"global_batch_tokens": 262144}})");
    const ProcessRun r = runExplorer({QStringLiteral("--plan"), file});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.err.isEmpty());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray layouts = o.value(QStringLiteral("layouts")).toArray();
    ASSERT_EQ(layouts.size(), 5);
    EXPECT_GE(o.value(QStringLiteral("candidates_that_fit")).toDouble(), 5);
    const QJsonObject best = layouts[0].toObject();
    EXPECT_EQ(best.value(QStringLiteral("rank")).toInt(), 1);
    EXPECT_EQ(best.value(QStringLiteral("tensor")).toInt(), 1);
    EXPECT_EQ(best.value(QStringLiteral("pipeline")).toInt(), 1);
    EXPECT_EQ(best.value(QStringLiteral("data")).toInt(), 8);
    EXPECT_EQ(best.value(QStringLiteral("zero_stage")).toInt(), 3);
    EXPECT_EQ(best.value(QStringLiteral("recompute")).toString(), QStringLiteral("selective"));
    EXPECT_EQ(best.value(QStringLiteral("micro_batch")).toInt(), 1);
    EXPECT_NEAR(best.value(QStringLiteral("mfu")).toDouble(), 0.5, 1e-12);
    EXPECT_NEAR(best.value(QStringLiteral("memory_per_accelerator_bytes")).toDouble(),
                14e9 + 18253611008.0, 1);
    const QJsonObject second = layouts[1].toObject();
    EXPECT_EQ(second.value(QStringLiteral("zero_stage")).toInt(), 2);
    EXPECT_NEAR(second.value(QStringLiteral("memory_per_accelerator_bytes")).toDouble(),
                26.25e9 + 18253611008.0, 1);
    for (qsizetype i = 1; i < layouts.size(); ++i)
        EXPECT_GE(layouts[i - 1].toObject().value(QStringLiteral("mfu")).toDouble() + 1e-9,
                  layouts[i].toObject().value(QStringLiteral("mfu")).toDouble());
    const ProcessRun md = runExplorer(
        {QStringLiteral("--plan"), file, QStringLiteral("--format"), QStringLiteral("markdown")});
    ASSERT_EQ(md.exitCode, 0) << md.err.constData();
    const QString text = QString::fromUtf8(md.out);
    EXPECT_TRUE(text.startsWith(QStringLiteral("## Training layouts"))) << md.out.constData();
    EXPECT_TRUE(text.contains(QStringLiteral("| 1 | 1 × 1 × 8 | 3 | selective | 1 | 1 |")))
        << md.out.constData();
}

TEST(Layout, BadLayoutsExit2NamingTheKeyAndTheNumbers)
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
        {R"({"workload": {"heads": 12}, "parallelism": {"tensor": 8}})",
         "parallelism.tensor = 8 does not divide workload.heads = 12"},
        {R"({"parallelism": {"pipeline": 64}})",
         "parallelism.pipeline = 64 exceeds workload.layers = 32"},
        {R"({"parallelism": {"expert": 3}})",
         "parallelism.expert = 3 does not divide parallelism.data = 1024"},
    };
    QTemporaryDir dir;
    for (const Case &c : cases) {
        const QString file = writeScenario(dir, "bad.json", c.json);
        for (const char *mode : {"--evaluate", "--plan"}) {
            const ProcessRun r = runExplorer({QLatin1String(mode), file});
            EXPECT_EQ(r.exitCode, 2) << mode;
            EXPECT_TRUE(r.out.isEmpty()) << r.out.constData();
            const QString err = QString::fromUtf8(r.err);
            EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
            EXPECT_EQ(err.trimmed(), QStringLiteral("fleet-explorer: ") + file +
                                         QStringLiteral(": parallelism: ") +
                                         QString::fromUtf8(c.reason))
                << mode;
        }
    }
    const ProcessRun r = runExplorer({QStringLiteral("--plan")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
}

} // namespace
