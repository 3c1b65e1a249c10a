// Replays the checked-in fuzz corpus through each reader's fuzz property, in the normal test run
// (no libFuzzer): the seeds (tests/data, resources/catalog, resources/lessons, resources/field)
// and every input a fuzzer ever found (tests/fuzz/regressions/NAME/).
#include "../qtprinters.h"
#include "fuzzcheck.h"
#include "scenariochoices.h"
#include "scenariofields.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace fleet::fuzz {
namespace {

const QString kSource = QStringLiteral(FLEET_SOURCE_DIR);

/// The files of one folder (not recursive), sorted; none when the folder does not exist.
QStringList filesIn(const QString &folder, const QStringList &patterns = {})
{
    QStringList paths;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(patterns, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

/// The corpus a target is fuzzed from and replayed on (every target reads every seed: a lesson
/// must be refused by the scenario reader and the reverse); scripts/fuzz seeds from the same
/// folders.
QStringList corpus(const Target &target)
{
    const QStringList json = {QStringLiteral("*.json")};
    return filesIn(kSource + QStringLiteral("/tests/data"), json) +
           filesIn(kSource + QStringLiteral("/resources/catalog"), json) +
           filesIn(kSource + QStringLiteral("/resources/lessons"), json) +
           filesIn(kSource + QStringLiteral("/resources/field"), json) +
           filesIn(kSource + QStringLiteral("/tests/fuzz/regressions/") +
                   QString::fromLatin1(target.name));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

Verdict check(const char *target, const char *relativePath)
{
    return findTarget(target)->check(
        readAll(kSource + QLatin1Char('/') + QString::fromLatin1(relativePath)));
}

TEST(FuzzReplay, EveryCorpusFileHoldsEachTargetsProperty)
{
    for (const Target &target : targets()) {
        const QStringList files = corpus(target);
        EXPECT_GE(files.size(), 20) << target.name; // the seeds are there
        for (const QString &path : files) {
            const Verdict v = target.check(readAll(path));
            EXPECT_NE(v.kind, Verdict::Kind::Violation)
                << "fuzz-" << target.name << " " << path.toStdString() << ": " << v.detail;
        }
    }
}

TEST(FuzzReplay, ScenarioTargetEvaluatesGoodFilesAndRefusesBadOnes)
{
    EXPECT_EQ(check("scenario", "tests/data/seed-8192.json").kind, Verdict::Kind::Evaluated);
    EXPECT_EQ(check("scenario", "tests/data/readme-example.json").kind, Verdict::Kind::Evaluated);
    const Verdict duplicate = check("scenario", "tests/data/bad-duplicate-key.json");
    EXPECT_EQ(duplicate.kind, Verdict::Kind::Refused);
    EXPECT_NE(duplicate.detail.find("fuzz.json: cluster.accelerators: duplicate key on line 3"),
              std::string::npos)
        << duplicate.detail;
    // A catalog is not a scenario.
    const Verdict catalog = check("scenario", "resources/catalog/catalog.json");
    EXPECT_EQ(catalog.kind, Verdict::Kind::Refused);
    EXPECT_NE(catalog.detail.find("fuzz.json: format: expected \"fleet-explorer-scenario\""),
              std::string::npos)
        << catalog.detail;
}

TEST(FuzzReplay, CatalogTargetEvaluatesGoodFilesAndRefusesBadOnes)
{
    EXPECT_EQ(check("catalog", "resources/catalog/catalog.json").kind, Verdict::Kind::Evaluated);
    EXPECT_EQ(check("catalog", "tests/data/user-catalog.json").kind, Verdict::Kind::Evaluated);
    const Verdict tiny = check("catalog", "tests/data/bad-catalog-tiny-bandwidth.json");
    EXPECT_EQ(tiny.kind, Verdict::Kind::Refused);
    EXPECT_NE(tiny.detail.find("links[0].bandwidth"), std::string::npos) << tiny.detail;
}

TEST(FuzzReplay, LessonTargetReadsTheBuiltinsAndRefusesAScenario)
{
    EXPECT_EQ(check("lesson", "resources/lessons/mtbf-collapse.json").kind,
              Verdict::Kind::Evaluated);
    EXPECT_EQ(check("lesson", "resources/lessons/nvlink-infiniband.json").kind,
              Verdict::Kind::Evaluated);
    const Verdict scenario = check("lesson", "tests/data/seed-8192.json");
    EXPECT_EQ(scenario.kind, Verdict::Kind::Refused);
    EXPECT_NE(scenario.detail.find("fuzz.json: cluster: unknown key"), std::string::npos)
        << scenario.detail;
    // A lesson is not a scenario.
    const Verdict lesson = check("scenario", "resources/lessons/racks-liquid.json");
    EXPECT_EQ(lesson.kind, Verdict::Kind::Refused);
    EXPECT_NE(lesson.detail.find("fuzz.json: format: expected \"fleet-explorer-scenario\""),
              std::string::npos)
        << lesson.detail;
}

TEST(FuzzReplay, FieldTargetReadsTheShippedDataAndRefusesAScenario)
{
    EXPECT_EQ(check("field", "resources/field/field-data.json").kind, Verdict::Kind::Evaluated);
    EXPECT_EQ(check("field", "tests/data/field-two-entries.json").kind, Verdict::Kind::Evaluated);
    const Verdict scenario = check("field", "tests/data/seed-8192.json");
    EXPECT_EQ(scenario.kind, Verdict::Kind::Refused);
    EXPECT_NE(scenario.detail.find("fuzz.json: cluster: unknown key"), std::string::npos)
        << scenario.detail;
    const Verdict bad = check("field", "tests/data/bad-field-scenario.json");
    EXPECT_EQ(bad.kind, Verdict::Kind::Refused);
    EXPECT_NE(bad.detail.find("entries[0] (bad-scenario).scenario.scaling.mfu"), std::string::npos)
        << bad.detail;
    // Field data is not a scenario.
    EXPECT_EQ(check("scenario", "resources/field/field-data.json").kind, Verdict::Kind::Refused);
}

TEST(FuzzReplay, ChecksReportViolations)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_EQ(firstNonFinite(QJsonObject{{QStringLiteral("a"), 1.0}}), "");
    EXPECT_EQ(firstNonFinite(
                  QJsonObject{{QStringLiteral("a"), 1.0},
                              {QStringLiteral("b"), QJsonObject{{QStringLiteral("c"), QJsonValue()},
                                                                {QStringLiteral("d"), nan}}}}),
              "b.d");
    EXPECT_EQ(
        firstNonFinite(QJsonObject{
            {QStringLiteral("x"), QJsonArray{1.0, QJsonObject{{QStringLiteral("y"), -inf}}}}}),
        "x[1].y");
    EXPECT_EQ(findTarget("no-such-reader"), nullptr);
}

TEST(FuzzReplay, DictionaryHasEveryScenarioKey)
{
    const QByteArray dict = readAll(kSource + QStringLiteral("/tests/fuzz/fleet.dict"));
    auto expectWord = [&dict](const char *word) {
        const QByteArray entry = "\"\\\"" + QByteArray(word) + "\\\"\"";
        EXPECT_TRUE(dict.contains(entry)) << "tests/fuzz/fleet.dict lacks " << entry.constData();
    };
    for (const FieldSpec &spec : fieldSpecs()) {
        if (std::string_view(spec.section) == "hardware")
            continue; // the figures of inline hardware have keys of their own
        expectWord(spec.section);
        expectWord(spec.key);
    }
    for (const ChoiceSpec &choice : choiceSpecs()) {
        expectWord(choice.key);
        for (const ChoiceOption &option : choice.options) {
            if (option.id)
                expectWord(option.id);
        }
    }
    for (const char *word : {"lesson", "title", "summary", "steps", "text", "scenario", "patch",
                             "view", "ask", "kind", "number", "choice", "readout", "tolerance",
                             "choices", "answer", "explanation", "lock", "fleet-explorer-lesson"})
        expectWord(word);
    for (const char *word :
         {"hardware", "accelerator", "precision", "intra_node_link", "inter_node_link", "base",
          "excluded", "format", "version", "model", "node_components", "count_per_node", "mttf_h",
          "node_overhead_w", "layers", "kv_heads", "head_dim", "appendix", "coupled"})
        expectWord(word);
}

} // namespace
} // namespace fleet::fuzz
