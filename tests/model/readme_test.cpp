// model/README.md cannot drift from the code: its tables of scenario keys, hardware fields,
// results keys and model flags list exactly what the field and choice tables, resultsToJson()
// and the flags hold, every field's range is the table's, every choice's words are named, and
// exactly the results keys that can be null are marked null.
#include "../qtprinters.h"
#include "catalog.h"
#include "results.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

QString readme()
{
    QFile f(QStringLiteral(FLEET_SOURCE_DIR "/model/README.md"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

/// The rows of the table between <!-- name:begin --> and <!-- name:end -->: the first cell's
/// backticked key → the whole row.
std::map<QString, QString> tableRows(const QString &name)
{
    const QString text = readme();
    const QString begin = QStringLiteral("<!-- %1:begin -->").arg(name);
    const QString end = QStringLiteral("<!-- %1:end -->").arg(name);
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf(end);
    std::map<QString, QString> rows;
    if (from < 0 || to < from)
        return rows;
    const QStringList lines = text.mid(from, to - from).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1String("| `")))
            continue;
        const qsizetype close = line.indexOf(QLatin1Char('`'), 3);
        if (close > 3)
            rows[line.mid(3, close - 3)] = line;
    }
    return rows;
}

std::set<QString> keysOf(const std::map<QString, QString> &rows)
{
    std::set<QString> keys;
    for (const auto &[key, row] : rows)
        keys.insert(key);
    return keys;
}

/// The keys one set has and the other lacks, as "missing from the README: …; not in the code:
/// …" (empty when the sets agree).
std::string difference(const std::set<QString> &readme, const std::set<QString> &code)
{
    QStringList missing, extra;
    for (const QString &k : code) {
        if (!readme.count(k))
            missing << k;
    }
    for (const QString &k : readme) {
        if (!code.count(k))
            extra << k;
    }
    if (missing.isEmpty() && extra.isEmpty())
        return {};
    return QStringLiteral("missing from the README: %1; not in the code: %2")
        .arg(missing.join(QStringLiteral(", ")), extra.join(QStringLiteral(", ")))
        .toStdString();
}

/// "section.key" of every results value ("flags" for the top-level array), and which are null.
void resultKeys(const QJsonObject &results, std::set<QString> &keys, std::set<QString> *nulls)
{
    for (auto section = results.begin(); section != results.end(); ++section) {
        if (!section.value().isObject()) {
            keys.insert(section.key());
            continue;
        }
        const QJsonObject object = section.value().toObject();
        for (auto value = object.begin(); value != object.end(); ++value) {
            const QString path = section.key() + QLatin1Char('.') + value.key();
            keys.insert(path);
            if (nulls && value.value().isNull())
                nulls->insert(path);
        }
    }
}

TEST(Readme, IsThere)
{
    EXPECT_FALSE(readme().isEmpty()) << FLEET_SOURCE_DIR "/model/README.md";
}

TEST(Readme, ListsEveryScenarioKeyAndNothingElse)
{
    std::set<QString> expected;
    for (const FieldSpec &f : fieldSpecs()) {
        if (qstrcmp(f.section, "hardware") != 0)
            expected.insert(f.path());
    }
    for (const ChoiceSpec &c : choiceSpecs())
        expected.insert(c.path());
    // The two arrays read beside the tables (scenarioread.cpp).
    expected.insert(QStringLiteral("operations.excluded"));
    expected.insert(QStringLiteral("reliability.node_components"));
    EXPECT_EQ(difference(keysOf(tableRows(QStringLiteral("scenario-keys"))), expected), "");
}

/// The first "a – b" of a row, and whether ", integer" or " integer" follows it: 1,024 and 1e6
/// both read as numbers.
struct StatedRange
{
    double min = 0, max = 0;
    bool integer = false, found = false;
};
StatedRange statedRange(const QString &row)
{
    static const QRegularExpression range(QStringLiteral(
        "([0-9][0-9.,]*(?:e[+-]?[0-9]+)?) – ([0-9][0-9.,]*(?:e[+-]?[0-9]+)?)(,? integer)?"));
    const QRegularExpressionMatch m = range.match(row, row.indexOf(QLatin1String("` |")));
    if (!m.hasMatch())
        return {};
    auto number = [](QString text) { return text.remove(QLatin1Char(',')).toDouble(); };
    return {number(m.captured(1)), number(m.captured(2)), m.hasCaptured(3), true};
}

TEST(Readme, StatesEveryFieldsRange)
{
    // A bound moved in the field table (PUE up to 5) and not in the README, or the other way.
    const auto scenarioRows = tableRows(QStringLiteral("scenario-keys"));
    const auto hardwareRows = tableRows(QStringLiteral("hardware-fields"));
    int checked = 0;
    for (const FieldSpec &f : fieldSpecs()) {
        const bool hardware = qstrcmp(f.section, "hardware") == 0;
        const auto &rows = hardware ? hardwareRows : scenarioRows;
        const auto row = rows.find(hardware ? QString::fromLatin1(f.key) : f.path());
        if (row == rows.end())
            continue; // ListsEvery…Field says so
        const StatedRange stated = statedRange(row->second);
        ASSERT_TRUE(stated.found) << row->second.toStdString();
        EXPECT_EQ(stated.min, f.range.min) << f.path().toStdString();
        EXPECT_EQ(stated.max, f.range.max) << f.path().toStdString();
        EXPECT_EQ(stated.integer, f.range.integer) << f.path().toStdString();
        ++checked;
    }
    EXPECT_EQ(checked, int(fieldSpecs().size()));
}

TEST(Readme, NamesEveryWordOfEveryChoice)
{
    const auto rows = tableRows(QStringLiteral("scenario-keys"));
    for (const ChoiceSpec &c : choiceSpecs()) {
        const auto row = rows.find(c.path());
        ASSERT_NE(row, rows.end()) << c.path().toStdString();
        for (const ChoiceOption &o : c.options) {
            if (!o.id)
                continue;
            const QString word = QStringLiteral("`\"%1\"`").arg(QLatin1String(o.id));
            EXPECT_TRUE(row->second.contains(word))
                << c.path().toStdString() << " lacks " << word.toStdString();
        }
    }
}

TEST(Readme, ListsEveryHardwareFieldAndNothingElse)
{
    std::set<QString> expected;
    for (const FieldSpec &f : fieldSpecs()) {
        if (qstrcmp(f.section, "hardware") == 0)
            expected.insert(QString::fromLatin1(f.key));
    }
    EXPECT_EQ(difference(keysOf(tableRows(QStringLiteral("hardware-fields"))), expected), "");
}

TEST(Readme, ListsEveryResultsKeyAndNothingElse)
{
    std::set<QString> expected;
    resultKeys(resultsToJson(evaluate(defaultScenario(catalog()))), expected, nullptr);
    EXPECT_EQ(difference(keysOf(tableRows(QStringLiteral("results-keys"))), expected), "");
}

TEST(Readme, MarksExactlyTheKeysThatCanBeNull)
{
    // s = 0: no Amdahl ceiling.
    Scenario noCeiling = defaultScenario(catalog());
    noCeiling.scaling.serialFraction = 0;
    // A run that never progresses: a 1T checkpoint takes three MTBFs to write.
    Scenario stalled = defaultScenario(catalog());
    stalled.cluster.accelerators = 200000;
    stalled.workload.parameters = 1e12;
    stalled.reliability.storageBandwidthBytesPerS = 5e9;
    stalled.reliability.checkpointPolicy = CheckpointPolicy::Daly;
    stalled.operations.goodputModel = GoodputModel::Derived;
    std::set<QString> keys, nulls;
    resultKeys(resultsToJson(evaluate(noCeiling)), keys, &nulls);
    resultKeys(resultsToJson(evaluate(stalled)), keys, &nulls);
    ASSERT_TRUE(nulls.count(QStringLiteral("scaling.amdahl_limit")));
    ASSERT_TRUE(nulls.count(QStringLiteral("run.cost_usd")));
    std::set<QString> marked;
    for (const auto &[key, row] : tableRows(QStringLiteral("results-keys"))) {
        if (row.contains(QLatin1String("null")))
            marked.insert(key);
    }
    EXPECT_EQ(difference(marked, nulls), "");
}

TEST(Readme, ListsEveryModelFlag)
{
    std::set<QString> expected;
    for (int i = 0; *modelFlagId(static_cast<ModelFlag>(i)) != '\0'; ++i)
        expected.insert(QString::fromLatin1(modelFlagId(static_cast<ModelFlag>(i))));
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(difference(keysOf(tableRows(QStringLiteral("flags"))), expected), "");
}

} // namespace
} // namespace fleet
