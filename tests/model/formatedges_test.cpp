// Formatting at its edges: both sides of every point where a formatter switches unit, prefix or
// number of decimals, and the rounding that would carry a value into the next unit.
#include "../qtprinters.h"
#include "format.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

struct Edge
{
    double value;
    const char *shown;
};

TEST(FormatEdges, EverySiPrefixStep)
{
    // 999.94 × 1000^k stays with its prefix; 999.96 × 1000^k rounds up into the next one.
    const char *prefixes[] = {"n", "µ", "m", "", "k", "M", "G", "T", "P", "E", "Z", "Y"};
    for (int k = -3; k <= 7; ++k) {
        const double unit = std::pow(1000.0, k);
        const QString below =
            QStringLiteral("999.9 ") + QString::fromUtf8(prefixes[k + 3]) + QLatin1Char('B');
        const QString above =
            QStringLiteral("1 ") + QString::fromUtf8(prefixes[k + 4]) + QLatin1Char('B');
        EXPECT_EQ(formatSi(999.94 * unit, QStringLiteral("B")), below) << k;
        EXPECT_EQ(formatSi(999.96 * unit, QStringLiteral("B")), above) << k;
        EXPECT_EQ(formatSi(1000 * unit, QStringLiteral("B")), above) << k;
    }
    EXPECT_EQ(formatSi(999.94e9, QStringLiteral("B")), QStringLiteral("999.9 GB"));
    EXPECT_EQ(formatSi(999.96e9, QStringLiteral("B")), QStringLiteral("1 TB"));
    // Outside the prefixes: the nearest one, with more digits.
    EXPECT_EQ(formatSi(5e-12, QStringLiteral("s")), QStringLiteral("0.005 ns"));
    EXPECT_EQ(formatSi(2e27, QStringLiteral("B")), QStringLiteral("2,000 YB"));
    EXPECT_EQ(formatSi(-22400, QStringLiteral("W")), QStringLiteral("-22.4 kW"));
    EXPECT_EQ(formatSi(INFINITY, QStringLiteral("W")), QStringLiteral("—"));
    EXPECT_EQ(formatSi(std::nan(""), QStringLiteral("W")), QStringLiteral("—"));
}

TEST(FormatEdges, ReadableDecimalsAndTheExponentForm)
{
    const Edge edges[] = {
        {0.00099, "0.00099"},        {0.001, "0.001"}, {9.9994, "9.999"}, {9.9996, "10"},
        {99.994, "99.99"},           {99.996, "100"},  {999.94, "999.9"}, {999.96, "1,000"},
        {1234567.89, "1,234,567.9"}, {-0.5, "-0.5"},   {0, "0"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatReadable(e.value), QString::fromUtf8(e.shown)) << e.value;
}

TEST(FormatEdges, EveryDurationUnitStep)
{
    const Edge edges[] = {
        {99.94e-9, "99.94 ns"},
        {99.996e-9, "0.1 µs"},
        {100e-9, "0.1 µs"},
        {999.94e-6, "999.9 µs"},
        {999.96e-6, "1 ms"},
        {1e-3, "1 ms"},
        {0.99994, "999.9 ms"},
        {0.99996, "1 s"},
        {1.0, "1 s"},
        {119.94, "119.9 s"},
        {119.96, "1.999 min"},
        {120.0, "2 min"},
        {5999.94 * 60, "5,999.9 min"},
        {5999.96 * 60, "100 h"},
        {6000.0 * 60, "100 h"},
        {999.94 * 3600, "999.9 h"},
        {999.97 * 3600, "41.67 days"},
        {1000.0 * 3600, "41.67 days"},
        {729.94 * 86400, "729.9 days"},
        {729.96 * 86400, "2 years"},
        {730.0 * 86400, "2 years"},
        {0, "0 ns"},
        {-0.5, "-500 ms"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatDuration(e.value), QString::fromUtf8(e.shown)) << e.value;
    EXPECT_EQ(formatDuration(INFINITY), QStringLiteral("—"));
}

TEST(FormatEdges, TrainingTimeSteps)
{
    const Edge edges[] = {
        {23.94 * 3600, "23.9 h"},
        {23.96 * 3600, "1.0 days"},
        {86400, "1.0 days"},
        {729.94 * 86400, "729.9 days"},
        {729.96 * 86400, "2.00 years"},
        {730.0 * 86400, "2.00 years"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatTrainingTime(e.value), QString::fromUtf8(e.shown)) << e.value;
}

TEST(FormatEdges, DollarsCentsThousandsMillionsBillions)
{
    const Edge edges[] = {
        {9999.99, "$9,999.99"}, {9999.996, "$10 k"}, {10000, "$10 k"},       {999940, "$999.9 k"},
        {999960, "$1 M"},       {1e6, "$1 M"},       {999.94e6, "$999.9 M"}, {999.96e6, "$1 B"},
        {1e9, "$1 B"},          {0, "$0.00"},        {0.004, "$0.00"},       {12.346, "$12.35"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatUsd(e.value), QString::fromUtf8(e.shown)) << e.value;
}

TEST(FormatEdges, Co2KilogramsTonnesKilotonnes)
{
    const Edge edges[] = {
        {999.94, "999.9 kg CO₂"}, {999.96, "1 t CO₂"}, {1000, "1 t CO₂"}, {999.94e3, "999.9 t CO₂"},
        {999.96e3, "1 kt CO₂"},   {1e6, "1 kt CO₂"},   {0, "0 kg CO₂"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatCo2(e.value), QString::fromUtf8(e.shown)) << e.value;
}

TEST(FormatEdges, ParameterCounts)
{
    const Edge edges[] = {
        {999999.4, "999,999"}, {999999.6, "1M"}, {1e6, "1M"},
        {999.94e6, "999.9M"},  {999.96e6, "1B"}, {999.94e9, "999.9B"},
        {999.96e9, "1T"},      {7e9, "7B"},      {8.03e9, "8.03B"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatParameters(e.value), QString::fromUtf8(e.shown)) << e.value;
}

TEST(FormatEdges, PercentOfTinyAndFullValues)
{
    const Edge edges[] = {
        {0.001, "0.1 %"},
        {0.00099, "0.099 %"},
        {0.00048, "0.048 %"},
        {1e-6, "0.00010 %"},
        {1e-12, "0.00000000010 %"},
        {0, "0.0 %"},
        {0.99994, "100.0 %"},
        {1, "100.0 %"},
        {0.5, "50.0 %"},
        {-0.00048, "-0.048 %"},
    };
    for (const Edge &e : edges)
        EXPECT_EQ(formatPercent(e.value), QString::fromUtf8(e.shown)) << e.value;
    EXPECT_EQ(formatPercent(0.31249, 2), QStringLiteral("31.25 %"));
    EXPECT_EQ(formatPercent(0.00001, 2), QStringLiteral("0.0010 %"));
    EXPECT_EQ(formatPercent(std::nan("")), QStringLiteral("—"));
}

TEST(FormatEdges, SpeedupsAndNumbers)
{
    EXPECT_EQ(formatSpeedup(9.94), QStringLiteral("9.9×"));
    EXPECT_EQ(formatSpeedup(9.96), QStringLiteral("10.0×"));
    EXPECT_EQ(formatSpeedup(199999.96, 1), QStringLiteral("200,000.0×"));
    EXPECT_EQ(formatNumber(999.6, 0), QStringLiteral("1,000"));
    EXPECT_EQ(formatNumber(-1234.5, 1), QStringLiteral("-1,234.5"));
    EXPECT_EQ(formatFixed(999.94e12, 1e12, QStringLiteral("TFLOP/s"), 1),
              QStringLiteral("999.9 TFLOP/s"));
}

} // namespace
} // namespace fleet
