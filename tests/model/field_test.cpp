// Field data (SPEC §10): the reader refuses every kind of bad entry naming the file, the entry,
// the key and the reason; the model's value beside shipped entries equals the hand-computed
// number; the calibration arithmetic; the shipped file loads and every scenario evaluates.
#include "../qtprinters.h"
#include "calibration.h"
#include "fielddata.h"
#include "inputerror.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace fleet {
namespace {

const QString kFile = QStringLiteral("fleet.json");

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

/// A good entry; `patch` replaces or adds its top-level keys ("" = none).
QByteArray document(const QString &entryPatch = {}, const QString &extraTop = {})
{
    QString entry = QStringLiteral(
        R"("id": "run-a", "measure": "reliability.expected_failures", "value": 419,
           "unit": "interruptions", "published": "419 in 54 days",
           "setting": {"model": "Llama 3 405B", "hardware": "16,384 × H100"},
           "scenario": {"cluster": {"accelerators": 16384}, "reliability": {"horizon_h": 1296}},
           "source": {"title": "The Llama 3 Herd of Models", "authors": "Dubey et al.",
                      "where": "Table 5", "year": 2024, "origin": "own"})");
    if (!entryPatch.isEmpty())
        entry = entryPatch;
    return (QStringLiteral(R"({"format": "fleet-explorer-field-data", "version": 1, )") + extraTop +
            QStringLiteral(R"("entries": [{)") + entry + QStringLiteral("}]}"))
        .toUtf8();
}

/// The good entry with `from` replaced by `to` (the text must occur).
QByteArray withReplaced(const QString &from, const QString &to)
{
    QString text = QString::fromUtf8(document());
    EXPECT_TRUE(text.contains(from)) << from.toStdString();
    return text.replace(from, to).toUtf8();
}

std::string error(const QByteArray &json)
{
    try {
        (void)parseFieldData(json, kFile, catalog());
    } catch (const InputError &e) {
        return e.message().toStdString();
    }
    return {};
}

const FieldComparison &comparisonOf(const std::vector<FieldComparison> &all, const char *id)
{
    for (const FieldComparison &c : all)
        if (c.entry.id == id)
            return c;
    throw std::logic_error(std::string("no shipped entry ") + id);
}

/// |a − b| ≤ 1e-9 relative.
void expectClose(double actual, double expected, const char *what)
{
    EXPECT_NEAR(actual, expected, std::abs(expected) * 1e-9) << what;
}

TEST(FieldData, AGoodEntryReads)
{
    const FieldData data = parseFieldData(document(), kFile, catalog());
    ASSERT_EQ(data.entries.size(), 1u);
    const FieldEntry &e = data.entries[0];
    EXPECT_EQ(e.id, "run-a");
    EXPECT_EQ(e.measure, "reliability.expected_failures");
    EXPECT_EQ(e.value, 419);
    EXPECT_EQ(e.scenario.cluster.accelerators, 16384);
    EXPECT_EQ(e.scenario.reliability.horizonH, 1296);
    EXPECT_EQ(e.source.origin, FieldOrigin::Own);
    EXPECT_FALSE(e.approximate);
}

TEST(FieldData, RefusesBadFilesNamingFileEntryKeyAndReason)
{
    struct Case
    {
        QByteArray json;
        const char *message;
    };
    const Case cases[] = {
        // unknown key, with a suggestion
        {withReplaced(QStringLiteral(R"("unit":)"), QStringLiteral(R"("units":)")),
         R"(fleet.json: entries[0] (run-a).units: unknown key (did you mean "unit"?))"},
        // wrong type
        {withReplaced(QStringLiteral(R"("value": 419)"), QStringLiteral(R"("value": "419")")),
         "fleet.json: entries[0] (run-a).value: expected a number, got a string"},
        // missing key
        {withReplaced(QStringLiteral(R"("published": "419 in 54 days",)"), QString()),
         "fleet.json: entries[0] (run-a).published: missing"},
        {withReplaced(QStringLiteral(R"("id": "run-a", )"), QString()),
         "fleet.json: entries[0].id: missing"},
        {withReplaced(QStringLiteral(R"("id": "run-a")"), QStringLiteral(R"("idd": "run-a")")),
         R"(fleet.json: entries[0].idd: unknown key (did you mean "id"?))"},
        // a value that is not a positive finite number
        {withReplaced(QStringLiteral(R"("value": 419)"), QStringLiteral(R"("value": 0)")),
         "fleet.json: entries[0] (run-a).value: 0 is out of range"},
        {withReplaced(QStringLiteral(R"("value": 419)"), QStringLiteral(R"("value": 1e999)")),
         // (found while parsing, so named by line and key)
         R"((key "value"): 1e999 is not a finite number)"},
        // a bad id
        {withReplaced(QStringLiteral(R"("id": "run-a")"), QStringLiteral(R"("id": "Run A")")),
         "fleet.json: entries[0].id: \"Run A\" is not an id"},
        // a measure the model does not have
        {withReplaced(QStringLiteral("reliability.expected_failures"),
                      QStringLiteral("reliability.expected_failure")),
         R"(fleet.json: entries[0] (run-a).measure: "reliability.expected_failure" is neither a numeric results key nor a scenario field (did you mean "reliability.expected_failures"?))"},
        {withReplaced(QStringLiteral("reliability.expected_failures"),
                      QStringLiteral("power.cooling_verdict")),
         "is neither a numeric results key nor a scenario field"},
        // a bad scenario inside the entry, reported under the entry's key path
        {withReplaced(QStringLiteral(R"("accelerators": 16384)"),
                      QStringLiteral(R"("accelerators": 0)")),
         "fleet.json: entries[0] (run-a).scenario.cluster.accelerators: 0 is out of range"},
        {withReplaced(QStringLiteral(R"("cluster": {)"), QStringLiteral(R"("clustr": {)")),
         R"(fleet.json: entries[0] (run-a).scenario.clustr: unknown key (did you mean "cluster"?))"},
        // the source
        {withReplaced(QStringLiteral(R"("origin": "own")"),
                      QStringLiteral(R"("origin": "quoted")")),
         "fleet.json: entries[0] (run-a).source.quoted_from: missing (a quoted figure names "
         "the publication it comes from)"},
        {withReplaced(QStringLiteral(R"("origin": "own")"), QStringLiteral(R"("origin": "mine")")),
         R"(fleet.json: entries[0] (run-a).source.origin: expected "own" or "quoted", got "mine")"},
        {withReplaced(QStringLiteral(R"("year": 2024)"), QStringLiteral(R"("year": 2024.5)")),
         "fleet.json: entries[0] (run-a).source.year: expected a whole number, got 2024.5"},
        // approximate without a note
        {withReplaced(QStringLiteral(R"("unit": "interruptions",)"),
                      QStringLiteral(R"("unit": "interruptions", "approximate": true,)")),
         "fleet.json: entries[0] (run-a).note: missing (an approximate figure says why in a "
         "note)"},
        // an empty text
        {withReplaced(QStringLiteral(R"("unit": "interruptions")"),
                      QStringLiteral(R"("unit": " ")")),
         "fleet.json: entries[0] (run-a).unit: must not be empty"},
        // the top level
        {document({}, QStringLiteral(R"("notes": "x", )")),
         R"(fleet.json: notes: unknown key (did you mean "note"?))"},
        {QByteArray(R"({"format": "fleet-explorer-scenario", "entries": []})"),
         R"(fleet.json: format: expected "fleet-explorer-field-data", got "fleet-explorer-scenario")"},
        {QByteArray(R"({"entries": []})"),
         "fleet.json: entries: expected 1 to 1000 entries, got 0"},
        {QByteArray(R"({"entries": {}})"), "fleet.json: entries: expected an array, got an object"},
        {QByteArray(R"({"entries": [3]})"),
         "fleet.json: entries[0]: expected an object, got a number"},
        {QByteArray(R"({"note": "x"})"), "fleet.json: entries: missing (expected an array)"},
        {QByteArray(R"({"entries": [)"), "fleet.json: line 1"},
    };
    for (const Case &c : cases) {
        const std::string message = error(c.json);
        EXPECT_NE(message.find(c.message), std::string::npos)
            << "got: " << message << "\nexpected: " << c.message << "\nin: " << c.json.data();
    }
}

TEST(FieldData, RefusesADuplicateIdAndADuplicateKey)
{
    const QString entry = QString::fromUtf8(document());
    const qsizetype open = entry.indexOf(QLatin1Char('{'), entry.indexOf(QLatin1Char('[')));
    const QString one = entry.mid(open, entry.lastIndexOf(QLatin1Char(']')) - open);
    const QByteArray twice =
        (QStringLiteral(R"({"entries": [)") + one + QLatin1Char(',') + one + QStringLiteral("]}"))
            .toUtf8();
    EXPECT_EQ(
        error(twice),
        R"(fleet.json: entries[1] (run-a).id: "run-a" is the id of an earlier entry; ids are unique)");

    const std::string duplicate = error(withReplaced(
        QStringLiteral(R"("value": 419,)"), QStringLiteral(R"("value": 419, "value": 420,)")));
    EXPECT_NE(duplicate.find("fleet.json: entries[0].value: duplicate key on line"),
              std::string::npos)
        << duplicate;
}

TEST(FieldData, RefusesAMeasureWithoutANumberUnderTheScenario)
{
    // The derived goodput stalls this run (the appendix's 1T-at-5-GB/s example, §3.7), so
    // run.co2_kg is null: there is nothing to compare with.
    QByteArray json = withReplaced(QStringLiteral(R"("measure": "reliability.expected_failures")"),
                                   QStringLiteral(R"("measure": "run.co2_kg")"));
    json.replace(
        R"("scenario": {"cluster": {"accelerators": 16384}, "reliability": {"horizon_h": 1296}})",
        R"("scenario": {"workload": {"parameters": 1e12}, "cluster": {"accelerators": 200000},
                    "operations": {"goodput_model": "derived"},
                    "reliability": {"storage_bandwidth_bytes_per_s": 5e9,
                                    "checkpoint_interval_s": "daly"}})");
    const std::string message = error(json);
    EXPECT_NE(message.find("fleet.json: entries[0] (run-a).measure: the model gives no number "
                           "for run.co2_kg under this scenario"),
              std::string::npos)
        << message;
}

TEST(FieldData, RefusesAModelValueOfZero)
{
    // Amdahl's s set to 0 and compared: measured ÷ 0 has no meaning.
    QByteArray json = withReplaced(QStringLiteral("reliability.expected_failures"),
                                   QStringLiteral("scaling.serial_fraction"));
    json.replace(R"("reliability": {"horizon_h": 1296})", R"("scaling": {"serial_fraction": 0})");
    EXPECT_EQ(error(json), "fleet.json: entries[0] (run-a).measure: the model gives 0 for "
                           "scaling.serial_fraction under this scenario; measured ÷ model needs "
                           "a value above 0");
}

TEST(FieldData, BadFilesUnderTestsDataAreRefused)
{
    const std::string dir = FLEET_SOURCE_DIR "/tests/data/";
    const auto refused = [&](const char *name) {
        try {
            (void)loadFieldDataFile(QString::fromStdString(dir + name), catalog());
        } catch (const InputError &e) {
            return e.message().toStdString();
        }
        return std::string();
    };
    EXPECT_NE(refused("bad-field-unknown-key.json")
                  .find("entries[0] (bad-key).setting.hadware: "
                        "unknown key (did you mean "
                        "\"hardware\"?)"),
              std::string::npos);
    EXPECT_NE(refused("bad-field-scenario.json")
                  .find("entries[0] (bad-scenario).scenario.scaling.mfu: 1.5 is out of range"),
              std::string::npos);
    EXPECT_NE(refused("bad-field-duplicate-id.json")
                  .find("entries[1] (twice).id: \"twice\" is the id of an earlier entry"),
              std::string::npos);
}

// The model beside shipped entries, each worked by hand from the formulas of model/README.md.
TEST(FieldData, ModelValuesOfShippedEntriesMatchTheHandComputation)
{
    const std::vector<FieldComparison> all = compareFieldData(embeddedFieldData(catalog()));

    // Llama 3: 419 unexpected interruptions in 54 days (1,296 h) on 16,384 H100. Expected
    // failures = horizon / MTBF = 1,296 / (50,000 / 16,384) = 16,384 × 1,296 / 50,000
    // = 424.67328; ratio 419 / 424.67328 = 0.986641. On the MTBF chart: x = 16,384,
    // y = 1,296 / 419 = 3.093079 h beside the model's 50,000 / 16,384 = 3.051758 h.
    const FieldComparison &interruptions =
        comparisonOf(all, "llama3-405b-unexpected-interruptions");
    expectClose(interruptions.model, 424.67328, "expected failures");
    expectClose(interruptions.ratio, 419 / 424.67328, "ratio");
    EXPECT_NEAR(interruptions.ratio, 0.986641, 1e-6);
    EXPECT_EQ(interruptions.chart, FieldChart::MtbfVsN);
    EXPECT_EQ(interruptions.x, 16384);
    expectClose(interruptions.y, 1296.0 / 419, "observed MTBF");
    expectClose(interruptions.modelY, 50000.0 / 16384, "model MTBF");

    // 148 "Faulty GPU" interruptions beside the same 424.67328: 148 / 424.67328 = 0.348503.
    EXPECT_NEAR(comparisonOf(all, "llama3-405b-faulty-gpu-interruptions").ratio, 0.348503, 1e-6);

    // MFU at 8,192 H100 with every operational overhead excluded: MFU × η_empirical(8,192)
    // = 0.50 × 0.35 = 0.175; measured 0.43 → 0.43 / 0.175 = 2.457143.
    const FieldComparison &mfu8k = comparisonOf(all, "llama3-405b-mfu-8192");
    expectClose(mfu8k.model, 0.175, "MFU × η at 8,192");
    EXPECT_NEAR(mfu8k.ratio, 2.457143, 1e-6);
    EXPECT_EQ(mfu8k.chart, FieldChart::MfuVsN);
    EXPECT_EQ(mfu8k.x, 8192);
    EXPECT_EQ(mfu8k.y, 0.43);

    // 16,384: η extrapolated one doubling past 8,192, 0.35 − 0.05 = 0.30 → 0.15;
    // 0.41 / 0.15 = 2.733333.
    const FieldComparison &mfu16k = comparisonOf(all, "llama3-405b-mfu-16384");
    expectClose(mfu16k.model, 0.15, "MFU × η at 16,384");
    EXPECT_NEAR(mfu16k.ratio, 2.733333, 1e-6);

    // Megatron-LM 1T on 3,072 A100: η(3,072) = 0.50 − 0.05 × (log2 3,072 − 10)
    // = 0.50 − 0.05 × 1.5849625 = 0.4207519; per GPU 312e12 × 0.50 × 0.4207519
    // = 65.637292e12 FLOP/s; 163e12 / 65.637292e12 = 2.483344.
    const FieldComparison &megatron = comparisonOf(all, "megatron-1t-3072-a100-per-gpu");
    EXPECT_NEAR(megatron.model, 65.637292e12, 1e6);
    EXPECT_NEAR(megatron.ratio, 2.483344, 1e-6);
    EXPECT_EQ(megatron.chart, FieldChart::FlopPerAcceleratorVsN);

    // PaLM 540B on 6,144 TPU v4: η(6,144) = 0.50 − 0.05 × (log2 6,144 − 10)
    // = 0.50 − 0.05 × 2.5849625 = 0.3707519; × 0.50 = 0.1853759; 0.462 / 0.1853759 = 2.492233.
    const FieldComparison &palm = comparisonOf(all, "palm-540b-mfu-6144-tpu-v4");
    EXPECT_NEAR(palm.model, 0.1853759, 1e-7);
    EXPECT_NEAR(palm.ratio, 2.492233, 1e-6);

    // Megatron-Core GPT-3 175B on 96 H100: η(96) = 0.90 − (0.20 / 3) × (log2 96 − 5)
    // = 0.90 − 0.0666667 × 1.5849625 = 0.7943358; × 0.50 = 0.3971679; 0.47 / 0.3971679
    // = 1.183379.
    const FieldComparison &core96 = comparisonOf(all, "megatron-core-gpt3-175b-mfu-96");
    EXPECT_NEAR(core96.model, 0.3971679, 1e-7);
    EXPECT_NEAR(core96.ratio, 1.183379, 1e-6);

    // Measured 8×H100 node, ~8.4 kW, beside the DGX H100 rating 8 × 700 + 4,600 = 10,200 W:
    // 8,400 / 10,200 = 0.823529; on the node-power chart at x = 8 accelerators per node.
    const FieldComparison &node = comparisonOf(all, "h100-hgx-node-peak-power");
    EXPECT_EQ(node.model, 10200);
    EXPECT_NEAR(node.ratio, 0.823529, 1e-6);
    EXPECT_EQ(node.chart, FieldChart::NodePower);
    EXPECT_EQ(node.x, 8);
    EXPECT_TRUE(node.entry.approximate);

    // Uptime 2023 average PUE 1.58 beside the model's assumed 1.40: 1.58 / 1.40 = 1.128571.
    const FieldComparison &pue = comparisonOf(all, "uptime-2023-average-pue");
    EXPECT_EQ(pue.model, 1.40);
    EXPECT_NEAR(pue.ratio, 1.128571, 1e-6);
    EXPECT_EQ(pue.chart, FieldChart::Pue);
    // x = the default scenario's IT load, 1,024 × 700 W = 716,800 W.
    EXPECT_EQ(pue.x, 716800);

    // gpt-fast Llama-2-7B BF16 at batch 1 on an A100: BW / (P · b_w) = 2.039e12 / (7e9 × 2)
    // = 145.642857 tokens/s; 104.9 / 145.642857 = 0.720255. On the roofline: intensity
    // 2 · 1 / 2 = 1 FLOP/byte, 104.9 × 2 × 7e9 = 1.4686e12 FLOP/s attained.
    const FieldComparison &decode = comparisonOf(all, "gpt-fast-llama2-7b-a100-bf16");
    expectClose(decode.model, 2.039e12 / 14e9, "decode tokens/s");
    EXPECT_NEAR(decode.ratio, 0.720255, 1e-6);
    EXPECT_EQ(decode.chart, FieldChart::RooflineDecode);
    EXPECT_EQ(decode.x, 1);
    expectClose(decode.y, 1.4686e12, "attained FLOP/s");
    // int8: 2.039e12 / 7e9 = 291.285714; 155.58 / 291.285714 = 0.534115.
    EXPECT_NEAR(comparisonOf(all, "gpt-fast-llama2-7b-a100-int8").ratio, 0.534115, 1e-6);

    // Llama 3.1 405B GPU-hours: C = 6 × 405e9 × 15.6e12 = 3.7908e25 FLOP; per GPU
    // 989e12 × 0.50 × 0.30 × 0.77 = 114.2295e12 FLOP/s; 3.7908e25 / 114.2295e12 / 3,600
    // = 92,182,842.4 GPU-hours; 30.84e6 / 92,182,842.4 = 0.334552. On the time-to-train chart
    // y = 30.84e6 × 3,600 / 16,384 = 6,776,367 s.
    const FieldComparison &hours = comparisonOf(all, "llama31-405b-gpu-hours");
    EXPECT_NEAR(hours.model, 92182842.4, 0.1);
    EXPECT_NEAR(hours.ratio, 0.334552, 1e-6);
    EXPECT_EQ(hours.chart, FieldChart::TimeToTrainVsN);
    expectClose(hours.y, 30.84e6 * 3600 / 16384, "training time");

    // Its CO₂: energy = 92,182,842.4 h × 700 W × PUE 1.40 = 90,339,185.6 kWh; × 429 g/kWh
    // = 38,755,510.6 kg; 8,930,000 / 38,755,510.6 = 0.230419.
    const FieldComparison &co2 = comparisonOf(all, "llama31-405b-location-based-co2");
    EXPECT_NEAR(co2.model, 38755510.6, 0.5);
    EXPECT_NEAR(co2.ratio, 0.230419, 1e-6);

    // BLOOM on 384 A100: η(384) = 0.70 − 0.10 × (log2 384 − 8) = 0.6415037; per GPU
    // 312e12 × 0.50 × 0.6415037 × 0.77 = 77.057430e12; C = 6 × 176e9 × 366e9 = 3.86496e23;
    // 3.86496e23 / 77.057430e12 / 3,600 = 1,393,246.6 GPU-hours; 1,082,990 / 1,393,246.6
    // = 0.777314.
    const FieldComparison &bloom = comparisonOf(all, "bloom-176b-gpu-hours");
    EXPECT_NEAR(bloom.model, 1393246.6, 0.1);
    EXPECT_NEAR(bloom.ratio, 0.777314, 1e-6);

    // nccl-tests on one 8 × A100 node, 16 GiB: the model's ring over NVLink 3 (600 GB/s both
    // directions = 300 GB/s each, α 0.5 µs): 2 · 7/8 · 17,179,869,184 B / 300e9 B/s
    // + 2 · 7 · 0.5 µs = 0.100215904 + 0.000007 = 0.100222904 s; 0.127997 / that = 1.277123.
    const FieldComparison &ring = comparisonOf(all, "nccl-tests-allreduce-8xa100-16g");
    EXPECT_NEAR(ring.model, 0.100222904, 1e-9);
    EXPECT_NEAR(ring.ratio, 1.277123, 1e-6);
    EXPECT_EQ(ring.chart, FieldChart::AllReduceVsMessage);
    EXPECT_EQ(ring.x, 17179869184.0);
    EXPECT_EQ(ring.y, 0.127997);
    // At 32 KiB the latency dominates: 1.75 × 32,768 / 300e9 + 7 µs = 7.191147 µs; the
    // measured 43.83 µs is 6.095× it (NCCL's launch and protocol costs the α-β model omits).
    const FieldComparison &small = comparisonOf(all, "nccl-tests-allreduce-8xa100-32k");
    EXPECT_NEAR(small.model, 7.191147e-6, 1e-12);
    EXPECT_NEAR(small.ratio, 6.094999, 1e-5);

    // Llama 3's storage: 2 TB/s sustained beside the appendix's 100 GB/s: 2e12 / 1e11 = 20.
    EXPECT_DOUBLE_EQ(comparisonOf(all, "llama3-tectonic-sustained-storage-throughput").ratio, 20);
}

TEST(FieldData, ShippedFileLoadsWithAtLeastTwentyEntriesThatAllEvaluate)
{
    const FieldData data = embeddedFieldData(catalog());
    EXPECT_GE(data.entries.size(), 20u);
    QSet<QString> measures;
    for (const FieldEntry &e : data.entries) {
        SCOPED_TRACE(e.id);
        EXPECT_NO_THROW((void)evaluateValidated(e.scenario, QStringLiteral("field")));
        const FieldComparison c = compareFieldEntry(e);
        EXPECT_TRUE(std::isfinite(c.model) && c.model > 0);
        EXPECT_TRUE(std::isfinite(c.ratio) && c.ratio > 0);
        EXPECT_TRUE(std::isfinite(c.x) && std::isfinite(c.y) && std::isfinite(c.modelY));
        EXPECT_FALSE(e.published.empty());
        EXPECT_EQ(e.source.origin == FieldOrigin::Quoted, !e.source.quotedFrom.empty());
        measures.insert(QString::fromStdString(e.measure));
    }
    // The areas of §10: failures, MFU and scaling, checkpoints, power and PUE, energy and CO₂,
    // decode.
    for (const char *m :
         {"reliability.expected_failures", "utilization.effective_fraction",
          "reliability.storage_bandwidth_bytes_per_s", "power.node_power_w", "facility.pue",
          "run.energy_wh", "run.co2_kg", "roofline.decode_tokens_per_s"})
        EXPECT_TRUE(measures.contains(QLatin1String(m))) << m;
}

TEST(FieldData, ComparisonJsonAndMarkdownCarryEveryEntry)
{
    const std::vector<FieldComparison> all = compareFieldData(embeddedFieldData(catalog()));
    const QJsonObject json = fieldComparisonJson(all);
    const QJsonArray entries = json.value(QStringLiteral("entries")).toArray();
    ASSERT_EQ(entries.size(), static_cast<qsizetype>(all.size()));
    const QJsonObject first = entries.at(0).toObject();
    EXPECT_EQ(first.value(QStringLiteral("id")).toString(),
              QStringLiteral("llama3-405b-unexpected-interruptions"));
    EXPECT_EQ(first.value(QStringLiteral("measured")).toDouble(), 419);
    EXPECT_NEAR(first.value(QStringLiteral("ratio")).toDouble(), 0.986641, 1e-6);
    EXPECT_EQ(
        first.value(QStringLiteral("chart")).toObject().value(QStringLiteral("id")).toString(),
        QStringLiteral("mtbf-vs-n"));
    const QString markdown = fieldComparisonMarkdown(all);
    EXPECT_EQ(markdown.count(QLatin1Char('\n')), static_cast<qsizetype>(all.size()) + 2);
    EXPECT_TRUE(markdown.contains(QStringLiteral("| llama3-405b-unexpected-interruptions | "
                                                 "reliability.expected_failures | 419 "
                                                 "interruptions | 424.673 interruptions | "
                                                 "0.986641 |")))
        << markdown.toStdString();
}

// Calibration (SPEC §10), by hand.
TEST(FieldCalibration, MttfFromInterruptions)
{
    // 16,384 × 54 × 24 / 419 = 21,233,664 / 419 = 50,677.002 h.
    EXPECT_NEAR(mttfFromInterruptionsH(419, 54, 16384), 50677.002, 0.001);
    const Scenario base = defaultScenario(catalog());
    const Calibration c = calibrateMttfFromInterruptions(base, 419, 54, 16384);
    EXPECT_NEAR(c.scenario.reliability.acceleratorMttfH, 50677.002, 0.001);
    Scenario expected = base;
    expected.reliability.acceleratorMttfH = c.scenario.reliability.acceleratorMttfH;
    EXPECT_TRUE(c.scenario == expected); // nothing else changes
    EXPECT_EQ(c.description, QStringLiteral("Set the accelerator MTTF to 50,677.0 h: 16,384 "
                                            "accelerators × 54 days × 24 h ÷ 419 "
                                            "interruptions, every interruption counted against "
                                            "an accelerator."));
    EXPECT_THROW((void)mttfFromInterruptionsH(0, 54, 16384), std::invalid_argument);
    EXPECT_THROW((void)calibrateMttfFromInterruptions(base, 0, 54, 16384), InputError);
    EXPECT_THROW((void)calibrateMttfFromInterruptions(base, 419, -1, 16384), InputError);
    // 1 interruption in 1e6 days on 200,000: 4.8e12 h, past the field's 1e8 h.
    EXPECT_THROW((void)calibrateMttfFromInterruptions(base, 1, 1e6, 200000), InputError);
}

TEST(FieldCalibration, MfuAtScaleSetsTheScalingEfficiencyToOne)
{
    const Scenario base = defaultScenario(catalog());
    const Calibration c = calibrateMfuAtScale(base, 0.41);
    EXPECT_EQ(c.scenario.scaling.mfu, 0.41);
    EXPECT_EQ(c.scenario.scaling.efficiencySource, ScalingEfficiencySource::Set);
    EXPECT_EQ(c.scenario.scaling.scalingEfficiency, 1);
    EXPECT_TRUE(c.description.contains(QStringLiteral("already includes communication")));
    // Evaluated: the effective fraction with the budget's 0.77 is 0.41 × 1 × 0.77 = 0.3157.
    EXPECT_NEAR(evaluate(c.scenario).utilization.effectiveFraction, 0.3157, 1e-12);
    EXPECT_THROW((void)calibrateMfuAtScale(base, 1.2), InputError);
    EXPECT_THROW((void)calibrateMfuAtScale(base, 0), InputError);
    // From a scenario whose MFU came from the training layout, the measurement replaces it.
    Scenario fromLayout = base;
    fromLayout.scaling.mfuSource = MfuSource::Layout;
    const Calibration measured = calibrateMfuAtScale(fromLayout, 0.41);
    EXPECT_EQ(measured.scenario.scaling.mfuSource, MfuSource::Set);
    EXPECT_NEAR(evaluate(measured.scenario).utilization.effectiveFraction, 0.3157, 1e-12);
}

TEST(FieldCalibration, NodeOverheadFromMeasuredPower)
{
    const Scenario base = defaultScenario(catalog()); // H100, 700 W, g = 8
    // 8,400 − 8 × 700 = 2,800 W.
    const Calibration c = calibrateNodeOverheadFromPower(base, 8400);
    EXPECT_EQ(c.scenario.cluster.nodeOverheadW, 2800);
    EXPECT_EQ(evaluate(c.scenario).power.nodePowerW, 8400);
    EXPECT_TRUE(c.description.startsWith(QStringLiteral("Set the node overhead to 2.8 kW")))
        << c.description.toStdString();
    // 5,000 W < 5,600 W of accelerators: negative overhead, refused.
    try {
        (void)calibrateNodeOverheadFromPower(base, 5000);
        ADD_FAILURE() << "a node power below g · TDP was accepted";
    } catch (const InputError &e) {
        EXPECT_EQ(e.where(), QStringLiteral("node_power_w"));
        EXPECT_TRUE(e.reason().contains(QStringLiteral("negative")));
    }
    EXPECT_EQ(calibrateNodeOverheadFromPower(base, 5600).scenario.cluster.nodeOverheadW, 0);
}

TEST(FieldCalibration, RestartOverheadFromTimeLostPerInterruption)
{
    const Scenario base = defaultScenario(catalog());
    const Calibration c = calibrateRestartOverhead(base, 600);
    EXPECT_EQ(c.scenario.reliability.restartOverheadS, 600);
    EXPECT_TRUE(c.description.startsWith(QStringLiteral("Set the restart overhead to ")));
    EXPECT_THROW((void)calibrateRestartOverhead(base, -1), InputError);
    EXPECT_THROW((void)calibrateRestartOverhead(base, 2e6), InputError);
}

} // namespace
} // namespace fleet
