// File › Examples: every embedded example reads through the scenario reader of user files and
// reproduces the appendix's number (to its printed precision: |computed − printed| ≤ half a
// unit of the last printed digit).
#include "../qtprinters.h"
#include "examples.h"
#include "inputerror.h"
#include "scenarioio.h"

#include <QDir>
#include <QSet>

#include <gtest/gtest.h>

#include <functional>

namespace fleet {
namespace {

struct Headline
{
    const char *example;
    const char *what;
    std::function<double(const Results &)> value;
    double printed;
    double tolerance;
};

std::ostream &operator<<(std::ostream &os, const Headline &h)
{
    return os << h.example << ": " << h.what;
}

const Headline kHeadlines[] = {
    {"ridge-h100", "ridge point, FLOP/byte",
     [](const Results &r) { return r.roofline.ridgePointFlopPerByte; }, 295.2, 0.05},
    // Not printed by the appendix: its B200 figures, 2,250 TFLOP/s over 8 TB/s.
    {"ridge-b200", "ridge point, FLOP/byte",
     [](const Results &r) { return r.roofline.ridgePointFlopPerByte; }, 281.25, 0.005},
    {"decode-8b-h100", "decode tokens/s",
     [](const Results &r) { return r.roofline.decodeTokensPerS; }, 208.6, 0.05},
    {"decode-8b-h100", "weights, GB",
     [](const Results &r) { return r.roofline.decodeWeightsBytes / 1e9; }, 16.1, 0.05},
    {"decode-8b-h100", "intensity, FLOP/byte",
     [](const Results &r) { return r.roofline.decodeIntensityFlopPerByte; }, 1, 0.5},
    {"amdahl-32", "Amdahl speedup", [](const Results &r) { return r.scaling.amdahlSpeedup; }, 7.8,
     0.05},
    {"amdahl-32", "Amdahl efficiency", [](const Results &r) { return r.scaling.amdahlEfficiency; },
     0.24, 0.005},
    {"allreduce-7b-256", "ring AllReduce, ms",
     [](const Results &r) { return r.communication.ring.totalS() * 1e3; }, 560.4, 0.05},
    {"allreduce-7b-256", "ρ, %",
     [](const Results &r) { return r.communication.commComputeRatio * 100; }, 11.2, 0.05},
    {"allreduce-340m-256", "ring AllReduce, ms",
     [](const Results &r) { return r.communication.ring.totalS() * 1e3; }, 29.6, 0.05},
    {"allreduce-340m-256", "ρ (~3)",
     [](const Results &r) { return r.communication.commComputeRatio; }, 3, 0.5},
    {"nvlink-16mb", "transfer, ms (~0.04)",
     [](const Results &r) { return r.communication.transferTimeS * 1e3; }, 0.04, 0.005},
    {"nvlink-16mb", "ρ per 1 ms layer",
     [](const Results &r) { return r.communication.transferRatio; }, 0.036, 0.0005},
    {"mtbf-8192", "cluster MTBF, h", [](const Results &r) { return r.reliability.clusterMtbfH; },
     6.1, 0.05},
    {"mtbf-8192", "cluster MTBF, min",
     [](const Results &r) { return r.reliability.clusterMtbfH * 60; }, 366.2, 0.05},
    {"mtbf-8192", "P(failure within 24 h), %",
     [](const Results &r) { return r.reliability.failureProbability * 100; }, 98.04, 0.005},
    {"mtbf-100000", "cluster MTBF, h", [](const Results &r) { return r.reliability.clusterMtbfH; },
     0.50, 0.005},
    {"mtbf-100000", "P(failure within 24 h), %",
     [](const Results &r) { return r.reliability.failureProbability * 100; }, 100, 0.5},
    {"checkpoint-175b", "checkpoint, GB",
     [](const Results &r) { return r.reliability.checkpointBytes / 1e9; }, 2450, 0.5},
    {"checkpoint-175b", "write time, s",
     [](const Results &r) { return r.reliability.checkpointWriteS; }, 24.5, 0.05},
    {"checkpoint-1t", "checkpoint, TB",
     [](const Results &r) { return r.reliability.checkpointBytes / 1e12; }, 14, 0.5},
    {"checkpoint-1t", "write time, min",
     [](const Results &r) { return r.reliability.checkpointWriteS / 60; }, 2.3, 0.05},
    {"compound-1024", "peak, TFLOP/s",
     [](const Results &r) { return r.utilization.peakFlopPerS / 1e12; }, 1012736, 0.5},
    {"compound-1024", "effective, TFLOP/s",
     [](const Results &r) { return r.utilization.effectiveFlopPerS / 1e12; }, 207610.9, 0.05},
    {"compound-1024", "fraction of peak, %",
     [](const Results &r) { return r.utilization.effectiveFraction * 100; }, 20.5, 0.05},
    {"budget-1024", "goodput, % (~77)",
     [](const Results &r) { return r.utilization.operationalGoodput * 100; }, 77, 0.5},
    // Printed 31.2: 2.5 × 1,024 × 0.5 / 4,096 is exactly 31.25 %.
    {"implied-4096", "implied efficiency, %",
     [](const Results &r) { return r.scaling.impliedEfficiency * 100; }, 31.25, 1e-9},
    {"power-10000", "IT load, MW", [](const Results &r) { return r.power.itLoadW / 1e6; }, 7, 0.5},
    {"power-10000", "facility load, MW",
     [](const Results &r) { return r.power.facilityLoadW / 1e6; }, 9.8, 0.05},
    {"pue-10mw", "IT load, MW", [](const Results &r) { return r.power.itLoadW / 1e6; }, 10, 0.5},
    {"pue-10mw", "facility load, MW", [](const Results &r) { return r.power.facilityLoadW / 1e6; },
     15.8, 0.05},
};

class ExampleHeadline : public ::testing::TestWithParam<Headline>
{
};

TEST_P(ExampleHeadline, ReproducesTheAppendix)
{
    const Headline &h = GetParam();
    const Scenario s = loadExample(QString::fromLatin1(h.example), embeddedCatalog());
    EXPECT_NEAR(h.value(evaluateValidated(s, QString::fromLatin1(h.example))), h.printed,
                h.tolerance);
}

INSTANTIATE_TEST_SUITE_P(Examples, ExampleHeadline, ::testing::ValuesIn(kHeadlines));

TEST(Examples, AtLeastTenEachWithATitleAViewAndAHeadline)
{
    const std::vector<Example> all = examples();
    EXPECT_GE(all.size(), 10u);
    QSet<QString> tested;
    for (const Headline &h : kHeadlines)
        tested.insert(QString::fromLatin1(h.example));
    const QSet<QString> views{QStringLiteral("roofline"),      QStringLiteral("scaling"),
                              QStringLiteral("communication"), QStringLiteral("reliability"),
                              QStringLiteral("utilization"),   QStringLiteral("power")};
    QSet<QString> ids;
    for (const Example &e : all) {
        EXPECT_FALSE(e.title.isEmpty()) << e.id.toStdString();
        EXPECT_TRUE(views.contains(e.view)) << e.id.toStdString();
        EXPECT_TRUE(tested.contains(e.id)) << "no headline test for " << e.id.toStdString();
        EXPECT_FALSE(ids.contains(e.id)) << "listed twice: " << e.id.toStdString();
        ids.insert(e.id);
        // Named by its title, so the window says which example is open.
        EXPECT_EQ(QString::fromStdString(loadExample(e.id, embeddedCatalog()).name), e.title);
    }
    EXPECT_EQ(tested, ids) << "a headline names an example that is not listed";
}

TEST(Examples, EveryEmbeddedFileIsListedAndStrict)
{
    QSet<QString> listed;
    for (const Example &e : examples())
        listed.insert(e.id + QStringLiteral(".json"));
    const QStringList files = QDir(QStringLiteral(":/examples")).entryList(QDir::Files);
    EXPECT_EQ(QSet<QString>(files.begin(), files.end()), listed);
    for (const QString &file : files) {
        QFile f(QStringLiteral(":/examples/") + file);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        // Each says what it is, as a saved scenario does.
        EXPECT_TRUE(json.contains("\"format\": \"fleet-explorer-scenario\"")) << file.toStdString();
        EXPECT_TRUE(json.contains("\"version\": 1")) << file.toStdString();
    }
}

TEST(Examples, AnUnknownIdIsAnInputError)
{
    EXPECT_THROW((void)loadExample(QStringLiteral("no-such-example"), embeddedCatalog()),
                 InputError);
}

} // namespace
} // namespace fleet
