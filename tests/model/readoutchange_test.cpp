// The change indicator's arithmetic and text, and the readout numbers it compares: every
// readout's number is its result, not a parse of its text.
#include "../qtprinters.h"
#include "explain.h"
#include "readoutchange.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace fleet {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(RelativeChange, IsTheChangeOverTheOldValue)
{
    EXPECT_DOUBLE_EQ(*relativeChange(100, 112), 0.12);
    EXPECT_NEAR(*relativeChange(100, 96.9), -0.031, 1e-15);
    EXPECT_DOUBLE_EQ(*relativeChange(-4, -2), 0.5); // over |before|: −4 → −2 is a rise
    EXPECT_DOUBLE_EQ(*relativeChange(8, 0), -1.0);
}

TEST(RelativeChange, ZeroAndNone)
{
    EXPECT_EQ(*relativeChange(5, 5), 0.0);
    EXPECT_EQ(*relativeChange(0, 0), 0.0);
    EXPECT_EQ(*relativeChange(1, 1 + 1e-12), 0.0);  // rounding noise is no move
    EXPECT_FALSE(relativeChange(0, 3).has_value()); // no ratio from zero
    EXPECT_FALSE(relativeChange(kNaN, 3).has_value());
    EXPECT_FALSE(relativeChange(3, kNaN).has_value());
    EXPECT_FALSE(relativeChange(kInf, 3).has_value());
}

TEST(ChangeText, PercentsBelowAFactorOfTwo)
{
    EXPECT_EQ(changeText(100, 112), QStringLiteral("▲ 12 %"));
    EXPECT_EQ(changeText(100, 96.9), QStringLiteral("▼ 3.1 %"));
    EXPECT_EQ(changeText(100, 109.9), QStringLiteral("▲ 9.9 %"));
    EXPECT_EQ(changeText(100, 190), QStringLiteral("▲ 90 %"));
    EXPECT_EQ(changeText(100, 100.01), QStringLiteral("▲ < 0.1 %"));
    EXPECT_EQ(changeText(100, 51), QStringLiteral("▼ 49 %"));
    EXPECT_EQ(changeText(8, 0), QStringLiteral("▼ 100 %"));
}

TEST(ChangeText, FactorsFromDoublingOrHalving)
{
    EXPECT_EQ(changeText(1024, 8192), QStringLiteral("▲ ×8.0"));
    EXPECT_EQ(changeText(8192, 1024), QStringLiteral("▼ ÷8.0"));
    EXPECT_EQ(changeText(10, 20), QStringLiteral("▲ ×2.0"));
    EXPECT_EQ(changeText(20, 10), QStringLiteral("▼ ÷2.0"));
    EXPECT_EQ(changeText(1, 1024), QStringLiteral("▲ ×1,024"));
    EXPECT_EQ(changeText(195.3, 6.1), QStringLiteral("▼ ÷32"));
    EXPECT_EQ(changeText(1, 200000), QStringLiteral("▲ ×10,000+"));
}

TEST(ChangeText, NothingToSay)
{
    EXPECT_EQ(changeText(5, 5), QString());
    EXPECT_EQ(changeText(0, 0), QString());
    EXPECT_EQ(changeText(kNaN, 5), QString());
    EXPECT_EQ(changeText(5, kNaN), QString());
    EXPECT_EQ(changeText(kInf, kInf), QString());
    EXPECT_EQ(changeDescription(5, 5), QString());
}

TEST(ChangeText, FromZero)
{
    EXPECT_EQ(changeText(0, 3), QStringLiteral("▲ from 0"));
    EXPECT_EQ(changeText(0, -3), QStringLiteral("▼ from 0"));
}

TEST(ChangeText, InWordsForScreenReaders)
{
    EXPECT_EQ(changeDescription(100, 112), QStringLiteral("up 12 %"));
    EXPECT_EQ(changeDescription(8192, 1024), QStringLiteral("down 8.0 times"));
    EXPECT_EQ(changeDescription(0, 3), QStringLiteral("up from 0"));
}

/// Every readout of every view, for a scenario.
std::vector<Readout> allReadouts(const Scenario &s)
{
    const Results r = evaluate(s);
    std::vector<Readout> all;
    for (auto build : {rooflineReadouts, scalingReadouts, reliabilityReadouts,
                       communicationReadouts, utilizationReadouts, runReadouts, powerReadouts}) {
        const std::vector<Readout> some = build(s, r);
        all.insert(all.end(), some.begin(), some.end());
    }
    return all;
}

double numberOf(const std::vector<Readout> &readouts, const QString &title)
{
    for (const Readout &r : readouts) {
        if (r.title == title)
            return r.number;
    }
    ADD_FAILURE() << "no readout " << title.toStdString();
    return kNaN;
}

TEST(ReadoutNumbers, AreTheResults)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    s.cluster.accelerators = 8192;
    const Results r = evaluate(s);
    const auto all = allReadouts(s);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Ridge point")),
                     r.roofline.ridgePointFlopPerByte);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Cluster MTBF")),
                     r.reliability.clusterMtbfH * 3600);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("P(failure within 24 h)")),
                     r.reliability.failureProbability);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Ring AllReduce")),
                     r.communication.ring.totalS());
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Effective")), r.utilization.effectiveFlopPerS);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Facility load")), r.power.facilityLoadW);
    EXPECT_DOUBLE_EQ(numberOf(all, QStringLiteral("Amdahl speedup")), r.scaling.amdahlSpeedup);
    // Verdicts in words carry no number.
    EXPECT_TRUE(std::isnan(numberOf(all, QStringLiteral("Kernel bound"))));
    EXPECT_TRUE(std::isnan(numberOf(all, QStringLiteral("Cooling verdict"))));
}

TEST(ReadoutNumbers, AreFiniteOrAbsentInEveryBranch)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    int withNumber = 0;
    for (double n : {1.0, 9.0, 1024.0, 200000.0}) {
        s.cluster.accelerators = n;
        for (const Readout &r : allReadouts(s)) {
            EXPECT_FALSE(std::isinf(r.number)) << r.title.toStdString();
            withNumber += std::isfinite(r.number) ? 1 : 0;
        }
    }
    EXPECT_GT(withNumber, 4 * 40);
    // s = 0: Amdahl has no ceiling, so no number either.
    s.scaling.serialFraction = 0;
    EXPECT_TRUE(std::isnan(numberOf(allReadouts(s), QStringLiteral("Amdahl ceiling"))));
}

} // namespace
} // namespace fleet
