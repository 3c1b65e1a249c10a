// The formatting module: the strings a person reads on the projector.
#include "../qtprinters.h"
#include "format.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

TEST(Format, SiPrefixes)
{
    EXPECT_EQ(formatSi(3.35e12, QStringLiteral("B/s")), QStringLiteral("3.35 TB/s"));
    EXPECT_EQ(formatSi(9.8e6, QStringLiteral("W")), QStringLiteral("9.8 MW"));
    EXPECT_EQ(formatSi(7e6, QStringLiteral("W")), QStringLiteral("7 MW"));
    EXPECT_EQ(formatSi(989e12, QStringLiteral("FLOP/s")), QStringLiteral("989 TFLOP/s"));
    EXPECT_EQ(formatSi(16.06e9, QStringLiteral("B")), QStringLiteral("16.06 GB"));
    EXPECT_EQ(formatSi(22400, QStringLiteral("W")), QStringLiteral("22.4 kW"));
    EXPECT_EQ(formatSi(999.96e9, QStringLiteral("B")), QStringLiteral("1 TB"));
    EXPECT_EQ(formatSi(0, QStringLiteral("W")), QStringLiteral("0 W"));
    EXPECT_EQ(formatSi(5e-6, QStringLiteral("s")), QStringLiteral("5 µs"));
    EXPECT_EQ(formatSi(8.4e22, QStringLiteral("FLOP")), QStringLiteral("84 ZFLOP"));
}

TEST(Format, HoursStayInHours)
{
    // The appendix's MTBF rows (table 2) against an hours axis: 50,000 h / N.
    EXPECT_EQ(formatHours(50000.0 / 1024), QStringLiteral("48.8 h"));
    EXPECT_EQ(formatHours(50000.0 / 8192), QStringLiteral("6.1 h"));
    EXPECT_EQ(formatHours(50000.0 / 100000), QStringLiteral("0.50 h"));
    EXPECT_EQ(formatHours(50000.0 / 256), QStringLiteral("195.3 h"));
    EXPECT_EQ(formatHours(50000.0), QStringLiteral("50,000 h"));
    EXPECT_EQ(formatHours(999.96), QStringLiteral("1,000 h"));
    EXPECT_EQ(formatHours(0.999), QStringLiteral("1.0 h"));
    EXPECT_EQ(formatHours(0.0012), QStringLiteral("0.0012 h"));
    EXPECT_EQ(formatHours(0), QStringLiteral("0.00 h"));
    EXPECT_EQ(formatHours(std::nan("")), QStringLiteral("—"));
}

TEST(Format, Durations)
{
    EXPECT_EQ(formatDuration(50000.0 / 8192 * 3600), QStringLiteral("366.2 min"));
    EXPECT_EQ(formatDuration(50000.0 / 2048 * 3600), QStringLiteral("1,464.8 min"));
    EXPECT_EQ(formatDuration(50000.0 / 256 * 3600), QStringLiteral("195.3 h"));
    EXPECT_EQ(formatDuration(0.5603613), QStringLiteral("560.4 ms"));
    EXPECT_EQ(formatDuration(0.98), QStringLiteral("980 ms"));
    EXPECT_EQ(formatDuration(24.5), QStringLiteral("24.5 s"));
    EXPECT_EQ(formatDuration(140), QStringLiteral("2.333 min"));
    EXPECT_EQ(formatDuration(16e6 / 450e9), QStringLiteral("35.56 µs"));
    EXPECT_EQ(formatDuration(30 * 86400), QStringLiteral("720 h"));
    EXPECT_EQ(formatDuration(60 * 86400), QStringLiteral("60 days"));
}

TEST(Format, TheUnitADurationIsWrittenIn)
{
    // As formatDuration and formatTrainingTime choose them: the value over the unit is what
    // they print.
    EXPECT_EQ(durationUnitSeconds(0.5604), 1e-3);         // "560.4 ms"
    EXPECT_EQ(durationUnitSeconds(0.99996), 1.0);         // "1 s", rounded up to the next unit
    EXPECT_EQ(durationUnitSeconds(21972.66), 60.0);       // "366.2 min"
    EXPECT_EQ(durationUnitSeconds(30 * 86400.0), 3600.0); // "720 h"
    EXPECT_EQ(durationUnitSeconds(60 * 86400.0), 86400.0);
    EXPECT_EQ(durationUnitSeconds(1000 * 86400.0), 365 * 86400.0);
    EXPECT_EQ(durationUnitSeconds(std::nan("")), 1.0);
    EXPECT_EQ(trainingTimeUnitSeconds(23 * 3600.0), 3600.0);   // "23.0 h"
    EXPECT_EQ(trainingTimeUnitSeconds(23.96 * 3600), 86400.0); // "1.0 days"
    EXPECT_EQ(trainingTimeUnitSeconds(30.4 * 86400), 86400.0);
    EXPECT_EQ(trainingTimeUnitSeconds(800 * 86400.0), 365 * 86400.0);
}

TEST(Format, PercentSpeedupNumbers)
{
    EXPECT_EQ(formatPercent(0.98041), QStringLiteral("98.0 %"));
    EXPECT_EQ(formatPercent(0.1156), QStringLiteral("11.6 %"));
    EXPECT_EQ(formatPercent(0.00048), QStringLiteral("0.048 %"));
    EXPECT_EQ(formatPercent(0), QStringLiteral("0.0 %"));
    EXPECT_EQ(formatSpeedup(7.805), QStringLiteral("7.8×"));
    EXPECT_EQ(formatNumber(1012736, 0), QStringLiteral("1,012,736"));
    EXPECT_EQ(formatFixed(2.0761088e17, 1e12, QStringLiteral("TFLOP/s"), 1),
              QStringLiteral("207,610.9 TFLOP/s"));
    EXPECT_EQ(formatReadable(295.2238), QStringLiteral("295.2"));
    EXPECT_EQ(formatReadable(7.11e-6), QStringLiteral("7.1 × 10⁻⁶"));
    EXPECT_EQ(formatReadable(-7.11e-6), QStringLiteral("-7.1 × 10⁻⁶"));
    EXPECT_EQ(formatReadable(9.96e-6), QStringLiteral("1 × 10⁻⁵"));
    EXPECT_EQ(formatReadable(2.5e18), QStringLiteral("2.5 × 10¹⁸"));
    EXPECT_EQ(formatPowerOfTen(2.0761090e17, 4), QStringLiteral("2.076 × 10¹⁷"));
    EXPECT_EQ(formatPowerOfTen(0, 2), QStringLiteral("0"));
    EXPECT_EQ(formatReadable(0.036), QStringLiteral("0.036"));
    EXPECT_EQ(formatReadable(std::nan("")), QStringLiteral("—"));
    EXPECT_EQ(formatParameters(8.03e9), QStringLiteral("8.03B"));
    EXPECT_EQ(formatParameters(340e6), QStringLiteral("340M"));
    EXPECT_EQ(formatParameters(1e12), QStringLiteral("1T"));
    EXPECT_EQ(formatUsd(10304640), QStringLiteral("$10.3 M"));
    EXPECT_EQ(formatCo2(36835344), QStringLiteral("36.84 kt CO₂"));
}

TEST(Format, AValueOfSeveralLinesReadsAsOneSentence)
{
    // The number, then what it means; a phrase broken by hand goes on with a space.
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("0.11\nCommunication can hide\nbehind compute")),
              QStringLiteral("0.11, Communication can hide behind compute"));
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("MFU 40 %\nscaling 50 %\noperations 82 %")),
              QStringLiteral("MFU 40 %, scaling 50 %, operations 82 %"));
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("Fits:\n140 GB of 80 GB")),
              QStringLiteral("Fits: 140 GB of 80 GB"));
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("crosses the node\n(~9× slower)")),
              QStringLiteral("crosses the node (~9× slower)"));
    // Chinese: a full-width comma after the number, nothing between its characters.
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("0.11\n通信可以被\n计算掩盖")),
              QStringLiteral("0.11，通信可以被计算掩盖"));
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("放得下：\n140 GB / 80 GB")),
              QStringLiteral("放得下：140 GB / 80 GB"));
    EXPECT_EQ(readoutOnOneLine(QStringLiteral("208.6 tokens/s")), QStringLiteral("208.6 tokens/s"));
    EXPECT_FALSE(readoutOnOneLine(QStringLiteral("a\nb\nc")).contains(QChar(0x00B7)));
}

} // namespace
} // namespace fleet
