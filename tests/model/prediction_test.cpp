// Reading a readout's number and the error of a prediction as a factor.
#include "prediction.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(Prediction, LeadingQuantityReadsNumberAndUnit)
{
    auto q = leadingQuantity(QStringLiteral("2,929.7 min"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 2929.7);
    EXPECT_EQ(q->unit, QStringLiteral("min"));
    q = leadingQuantity(QStringLiteral("38.8 %"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 38.8);
    EXPECT_EQ(q->unit, QStringLiteral("%"));
    q = leadingQuantity(QStringLiteral("7.1e-06\\nCommunication can hide")
                            .replace(QStringLiteral("\\n"), QStringLiteral("\n")));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 7.1e-06);
    EXPECT_EQ(q->unit, QString());
    q = leadingQuantity(QStringLiteral("7.1 × 10⁻⁶\nCommunication can hide")
                            .replace(QStringLiteral("\\n"), QStringLiteral("\n")));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 7.1e-06);
    EXPECT_EQ(q->unit, QString());
    q = leadingQuantity(QStringLiteral("2.5 × 10¹⁸ FLOP"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 2.5e18);
    EXPECT_EQ(q->unit, QStringLiteral("FLOP"));
    q = leadingQuantity(QStringLiteral("$14.41 k"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 14.41);
    EXPECT_EQ(q->unit, QStringLiteral("$ k"));
    q = leadingQuantity(QStringLiteral("−3 dB"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, -3);
    // An upper bound (decode speed) is the number it bounds.
    q = leadingQuantity(QStringLiteral("≤ 208.6 tokens/s"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 208.6);
    EXPECT_EQ(q->unit, QStringLiteral("tokens/s"));
    // An upper bound (decode speed) is the number it bounds.
    q = leadingQuantity(QStringLiteral("≤ 208.6 tokens/s"));
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 208.6);
    EXPECT_EQ(q->unit, QStringLiteral("tokens/s"));
    EXPECT_FALSE(leadingQuantity(QStringLiteral("Never progresses")));
    EXPECT_FALSE(leadingQuantity(QString()));
}

TEST(Prediction, ErrorIsAFactorWithADirection)
{
    PredictionError e = predictionError(100, 2929.7);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooLow);
    EXPECT_NEAR(e.factor, 29.297, 1e-9);
    EXPECT_EQ(describePredictionError(e), QStringLiteral("29× too low"));
    e = predictionError(66.7, 20.8);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooHigh);
    EXPECT_NEAR(e.factor, 66.7 / 20.8, 1e-12);
    EXPECT_EQ(describePredictionError(e), QStringLiteral("3.2× too high"));
    // Within 5 % of the value is right; just outside is not.
    EXPECT_EQ(predictionError(104.9, 100).direction, PredictionError::Direction::Right);
    EXPECT_EQ(predictionError(105.1, 100).direction, PredictionError::Direction::TooHigh);
    EXPECT_EQ(describePredictionError(predictionError(98, 100)),
              QStringLiteral("right (within 5 %)"));
    // Different signs or a zero: no factor, only the direction.
    e = predictionError(-1, 2);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooLow);
    EXPECT_DOUBLE_EQ(e.factor, 0);
    EXPECT_EQ(describePredictionError(e), QStringLiteral("too low"));
    EXPECT_EQ(predictionError(0, 0).direction, PredictionError::Direction::Right);
    // Both below zero: a factor still describes it, and the more negative one is the lower.
    e = predictionError(-6, -2);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooLow);
    EXPECT_DOUBLE_EQ(e.factor, 3);
    EXPECT_EQ(describePredictionError(e), QStringLiteral("3.0× too low"));
    e = predictionError(-1, -4);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooHigh);
    EXPECT_DOUBLE_EQ(e.factor, 4);
    EXPECT_EQ(describePredictionError(e), QStringLiteral("4.0× too high"));
    // The tolerance's lower edge too: 95.1 is within 5 % of 100, 94.9 is not.
    EXPECT_EQ(predictionError(95.1, 100).direction, PredictionError::Direction::Right);
    EXPECT_EQ(predictionError(94.9, 100).direction, PredictionError::Direction::TooLow);
}

TEST(Prediction, AProbabilityIsOffByPercentagePointsNotAFactor)
{
    // 49 % for the appendix's 98 % P(failure within 24 h): half of it, but not "2.0× too low".
    const PredictionError e = predictionError(49, 98);
    EXPECT_EQ(e.direction, PredictionError::Direction::TooLow);
    EXPECT_DOUBLE_EQ(e.difference, -49);
    EXPECT_EQ(describePredictionError(e, 0.05, QStringLiteral("%")),
              QStringLiteral("49 percentage points too low"));
    EXPECT_EQ(describePredictionError(predictionError(30.5, 20.5), 0.05, QStringLiteral("%")),
              QStringLiteral("10 percentage points too high"));
    EXPECT_EQ(describePredictionError(predictionError(97, 98), 0.05, QStringLiteral("%")),
              QStringLiteral("right (within 5 %)"));
    // Any other unit keeps the factor.
    EXPECT_EQ(describePredictionError(e, 0.05, QStringLiteral("min")),
              QStringLiteral("2.0× too low"));
}

TEST(Prediction, AFactorHugsItsNumber)
{
    EXPECT_EQ(withUnit(32, QStringLiteral("×")), QStringLiteral("32×"));
    EXPECT_EQ(withUnit(9, QStringLiteral("× per direction")), QStringLiteral("9× per direction"));
    EXPECT_EQ(withUnit(366.2, QStringLiteral("min")), QStringLiteral("366.2 min"));
    EXPECT_EQ(withUnit(98, QStringLiteral("%")), QStringLiteral("98 %"));
    EXPECT_EQ(withUnit(1024, QString()), QStringLiteral("1,024"));
}

TEST(Prediction, ConcealQuantityHidesTheValueInEveryForm)
{
    // The reliability chart's marker and the appendix's printed label at 8,192 GPUs.
    EXPECT_EQ(concealQuantity(QStringLiteral("N = 8,192: 98.0 %"), QStringLiteral("98.0 %")),
              QStringLiteral("N = 8,192: ?"));
    EXPECT_EQ(concealQuantity(QStringLiteral("98 %"), QStringLiteral("98.0 %")),
              QStringLiteral("?"));
    // Another unit of the same quantity, equal at the precision printed.
    EXPECT_EQ(concealQuantity(QStringLiteral("τ* = 23.4 min (δ = 1.6 min, MTBF = 6.1 h): 3.2 % "
                                             "wasted"),
                              QStringLiteral("366.2 min")),
              QStringLiteral("τ* = 23.4 min (δ = 1.6 min, MTBF = ?): 3.2 % wasted"));
    EXPECT_EQ(concealQuantity(QStringLiteral("MTBF\nN: 8,192\nCluster MTBF (h): 366.2 min"),
                              QStringLiteral("6.1 h")),
              QStringLiteral("MTBF\nN: 8,192\nCluster MTBF (h): ?"));
    // A multi-word unit, and the number of a unitless readout.
    EXPECT_EQ(concealQuantity(QStringLiteral("decode: 208.6 tokens/s at batch 1"),
                              QStringLiteral("≤ 208.6 tokens/s")),
              QStringLiteral("decode: ? at batch 1"));
    EXPECT_EQ(concealQuantity(QStringLiteral("ρ = 0.112 here"), QStringLiteral("0.112")),
              QStringLiteral("ρ = ? here"));
}

TEST(Prediction, ConcealmentLeavesAValueAnotherReadoutShowsAsItIs)
{
    // The Amdahl speedup 7.9× is hidden; the ceiling's readout shows 8.0×, which rounds to it:
    // the chart's ceiling label says 8.0× as the readout does, not "?" beside it.
    const QStringList hidden{QStringLiteral("7.9×")};
    EXPECT_EQ(concealQuantities(QStringLiteral("Amdahl ceiling 1/s = 8.0×"), hidden),
              QStringLiteral("Amdahl ceiling 1/s = ?"));
    const QStringList shown{QStringLiteral("8.0×"), QStringLiteral("28.1×")};
    EXPECT_EQ(concealQuantitiesExcept(QStringLiteral("Amdahl ceiling 1/s = 8.0×"), hidden, shown),
              QStringLiteral("Amdahl ceiling 1/s = 8.0×"));
    // The hidden value itself, and a longer number ending in a shown one, are still hidden.
    EXPECT_EQ(concealQuantitiesExcept(QStringLiteral("N = 1,024: 7.9×"), hidden, shown),
              QStringLiteral("N = 1,024: ?"));
    EXPECT_EQ(concealQuantitiesExcept(QStringLiteral("S = 7.90×"), {QStringLiteral("7.90×")},
                                      {QStringLiteral("90×")}),
              QStringLiteral("S = ?"));
}

TEST(Prediction, ConcealmentHidesAValueAtTheEndOfAChineseTitle)
{
    // nvlink-infiniband step 2 in Chinese: the staircase's title ends in the asked ratio, and
    // the readout's value glosses its unit in brackets ("9×（单向）", 9× per direction): the
    // unit is ×, and the title's 9× was left showing.
    EXPECT_EQ(
        concealQuantity(QStringLiteral("带宽阶梯：节点内/节点间 9×"), QStringLiteral("9×（单向）")),
        QStringLiteral("带宽阶梯：节点内/节点间 ?"));
    EXPECT_EQ(concealQuantity(QStringLiteral("Bandwidth staircase: 9× intra/inter"),
                              QStringLiteral("9× per direction")),
              QStringLiteral("Bandwidth staircase: ? intra/inter"));
    const QStringList hidden{QStringLiteral("9×")};
    EXPECT_EQ(concealQuantitiesExcept(QStringLiteral("带宽阶梯：节点内/节点间 9×"), hidden,
                                      {QStringLiteral("16 MB")}),
              QStringLiteral("带宽阶梯：节点内/节点间 ?"));
    EXPECT_EQ(concealQuantitiesExcept(QStringLiteral("Bandwidth staircase: 9× intra/inter"), hidden,
                                      {QStringLiteral("16 MB")}),
              QStringLiteral("Bandwidth staircase: ? intra/inter"));
}

TEST(Prediction, ConcealQuantityLeavesOtherNumbersAlone)
{
    // Other values, a number without a unit, a number inside a name, a verdict in words.
    const QString marker = QStringLiteral("N = 8,192: 97.0 %");
    EXPECT_EQ(concealQuantity(marker, QStringLiteral("98.0 %")), marker);
    EXPECT_EQ(concealQuantity(QStringLiteral("N = 98"), QStringLiteral("98.0 %")),
              QStringLiteral("N = 98"));
    EXPECT_EQ(concealQuantity(QStringLiteral("H100 roof"), QStringLiteral("100 %")),
              QStringLiteral("H100 roof"));
    EXPECT_EQ(concealQuantity(QStringLiteral("6.1 h"), QStringLiteral("Never progresses")),
              QStringLiteral("6.1 h"));
    // A unit of another quantity is not the same value.
    EXPECT_EQ(concealQuantity(QStringLiteral("6.1 GB"), QStringLiteral("6.1 h")),
              QStringLiteral("6.1 GB"));
    EXPECT_EQ(concealQuantity(QStringLiteral("6.3 h"), QStringLiteral("6.1 h")),
              QStringLiteral("6.3 h"));
    // The chart title while 1.2 expected failures are hidden keeps its 1 (one significant
    // digit: 1 is not 1.2 at 1.2's precision, |1 − 1.2| = 0.2 > 0.05) and its 24 h (a unit:
    // no count of failures); 24.3 hidden failures leave "24 h" alone too.
    const QString title = QStringLiteral("P(≥ 1 failure within 24 h)");
    EXPECT_EQ(concealQuantity(title, QStringLiteral("1.2")), title);
    EXPECT_EQ(concealQuantity(title, QStringLiteral("24.3")), title);
    // The same count printed without a unit is concealed: "24" for 24.3 (two digits, within
    // half a unit of it: |24 − 24.3| = 0.3 ≤ 0.5 + 0.05).
    EXPECT_EQ(concealQuantity(QStringLiteral("about 24 failures"), QStringLiteral("24.3")),
              QStringLiteral("about ? failures"));
}

} // namespace
} // namespace fleet
