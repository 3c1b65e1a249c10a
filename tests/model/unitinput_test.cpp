// Typed values with units: numbers, SI prefixes, conversions between units of one quantity,
// refusals with a reason, and the clamp message.
#include "slidermapping.h"
#include "unitinput.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace fleet {
namespace {

double shown(const char *text, const char *unit)
{
    const TypedValue v = parseTypedValue(QString::fromUtf8(text), QString::fromUtf8(unit));
    EXPECT_EQ(v.status, TypedValue::Status::Ok)
        << text << " in " << unit << ": " << v.error.toStdString();
    return v.shown;
}

TEST(TypedValue, PlainNumbersAreInTheDisplayUnit)
{
    EXPECT_EQ(shown("1,024", "accelerators"), 1024);
    EXPECT_EQ(shown("  300000 ", "accelerators"), 300000);
    EXPECT_EQ(shown("-5", "accelerators"), -5);
    EXPECT_EQ(shown("\u22125", "accelerators"), -5); // a typographic minus
    EXPECT_EQ(shown("1e30", "accelerators"), 1e30);
    EXPECT_EQ(shown("2.5E-3", "%"), 0.0025);
    EXPECT_EQ(shown(".5", "%"), 0.5);
    EXPECT_EQ(shown("200000 accelerators", "accelerators"), 200000);
    EXPECT_EQ(shown("7 B params", "B params"), 7);
    EXPECT_EQ(shown("989 TFLOP/s", "TFLOP/s"), 989);
    EXPECT_FALSE(
        parseTypedValue(QStringLiteral("989 TFLOP/s"), QStringLiteral("TFLOP/s")).converted);
}

TEST(TypedValue, PrefixedUnitsOfTheSameQuantityConvert)
{
    EXPECT_DOUBLE_EQ(shown("5 PFLOP/s", "TFLOP/s"), 5000); // 5e15 FLOP/s
    EXPECT_DOUBLE_EQ(shown("5PFLOPS", "TFLOP/s"), 5000);
    EXPECT_DOUBLE_EQ(shown("989e12 FLOP/s", "TFLOP/s"), 989);
    EXPECT_DOUBLE_EQ(shown("3.35 TB/s", "TB/s"), 3.35);
    EXPECT_DOUBLE_EQ(shown("3350 GB/s", "TB/s"), 3.35);
    EXPECT_DOUBLE_EQ(shown("2 TB/s", "GB/s"), 2000);
    EXPECT_DOUBLE_EQ(shown("400 Gb/s", "GB/s"), 50); // bits: ÷ 8
    EXPECT_DOUBLE_EQ(shown("800 Gbps", "GB/s"), 100);
    EXPECT_DOUBLE_EQ(shown("1.5 TB", "GB"), 1500);
    EXPECT_DOUBLE_EQ(shown("1 GiB", "GB"), 1.073741824);
    EXPECT_DOUBLE_EQ(shown("0.5 MB", "kB"), 500);
    EXPECT_DOUBLE_EQ(shown("1 kW", "W"), 1000);
    EXPECT_DOUBLE_EQ(shown("0.7kW", "W"), 700);
    EXPECT_DOUBLE_EQ(shown("30 min", "h"), 0.5);
    EXPECT_DOUBLE_EQ(shown("2 h", "min"), 120);
    EXPECT_DOUBLE_EQ(shown("1 day", "h"), 24);
    EXPECT_DOUBLE_EQ(shown("3 s", "ms"), 3000);
    EXPECT_DOUBLE_EQ(shown("1 ms", "\u00b5s"), 1000);
    EXPECT_DOUBLE_EQ(shown("5 us", "\u00b5s"), 5);
    EXPECT_DOUBLE_EQ(shown("5 \u03bcs", "\u00b5s"), 5); // Greek mu for the micro sign
    EXPECT_DOUBLE_EQ(shown("2 \u00b5s", "s"), 2e-6);
}

TEST(TypedValue, ConversionNotesSayWhatWasConverted)
{
    const QString tflops = QStringLiteral("TFLOP/s");
    EXPECT_EQ(conversionNote(parseTypedValue(QStringLiteral("5 PFLOP/s"), tflops), tflops),
              QStringLiteral("5 PFLOP/s = 5,000 TFLOP/s"));
    const QString gbs = QStringLiteral("GB/s");
    EXPECT_EQ(conversionNote(parseTypedValue(QStringLiteral("400 Gb/s"), gbs), gbs),
              QStringLiteral("400 Gb/s = 50 GB/s (8 bits a byte)"));
    EXPECT_TRUE(conversionNote(parseTypedValue(QStringLiteral("50 GB/s"), gbs), gbs).isEmpty());
}

TEST(TypedValue, RefusalsSayWhy)
{
    const TypedValue wrongQuantity =
        parseTypedValue(QStringLiteral("5 GB/s"), QStringLiteral("TFLOP/s"));
    EXPECT_EQ(wrongQuantity.status, TypedValue::Status::Invalid);
    EXPECT_EQ(wrongQuantity.error,
              QStringLiteral("GB/s is not a unit of the same quantity as TFLOP/s"));
    const TypedValue unknown = parseTypedValue(QStringLiteral("5 PX"), QStringLiteral("TFLOP/s"));
    EXPECT_EQ(unknown.status, TypedValue::Status::Invalid);
    EXPECT_TRUE(unknown.error.startsWith(QStringLiteral("\"PX\" is not a unit this field knows")));
    const TypedValue count = parseTypedValue(QStringLiteral("5 W"), QStringLiteral("accelerators"));
    EXPECT_EQ(count.status, TypedValue::Status::Invalid);
    EXPECT_EQ(count.error, QStringLiteral("this field takes a number in accelerators, not \"W\""));
    EXPECT_EQ(parseTypedValue(QStringLiteral("abc"), QStringLiteral("W")).status,
              TypedValue::Status::Invalid);
    EXPECT_EQ(parseTypedValue(QStringLiteral("1e999"), QStringLiteral("W")).status,
              TypedValue::Status::Invalid);
    EXPECT_EQ(parseTypedValue(QStringLiteral("   "), QStringLiteral("W")).status,
              TypedValue::Status::Empty);
}

TEST(TypedValue, ConvertibleUnitsArePhysicalOnes)
{
    for (const char *unit :
         {"TFLOP/s", "TB/s", "GB/s", "GB", "kB", "MB", "W", "ms", "\u00b5s", "s", "min", "h"})
        EXPECT_TRUE(isConvertibleUnit(QString::fromUtf8(unit))) << unit;
    for (const char *unit :
         {"accelerators", "%", "FLOP/byte", "B params", "T tokens", "\u00d7", ""})
        EXPECT_FALSE(isConvertibleUnit(QString::fromUtf8(unit))) << unit;
}

TEST(ClampTyped, OutOfRangeValuesGoToTheNearestEndWithAMessage)
{
    const QString label = QStringLiteral("Cluster size");
    const QString unit = QStringLiteral("accelerators");
    const ClampedValue above = clampTyped(300000, 1, 200000, label, unit);
    EXPECT_EQ(above.value, 200000);
    EXPECT_EQ(above.message, QStringLiteral("Cluster size: 300,000 is above the largest value, "
                                            "200,000 accelerators; set to 200,000."));
    const ClampedValue huge = clampTyped(1e30, 1, 200000, label, unit);
    EXPECT_EQ(huge.value, 200000);
    EXPECT_TRUE(huge.message.contains(QStringLiteral("1 × 10³⁰ is above")))
        << huge.message.toStdString();
    const ClampedValue zero = clampTyped(0, 1, 200000, label, QStringLiteral("accelerator"));
    EXPECT_EQ(zero.value, 1);
    EXPECT_EQ(zero.message, QStringLiteral("Cluster size: 0 is below the smallest value, "
                                           "1 accelerator; set to 1."));
    EXPECT_EQ(clampTyped(-5, 1, 200000, label, unit).value, 1);
    const ClampedValue inside = clampTyped(1024, 1, 200000, label, unit);
    EXPECT_EQ(inside.value, 1024);
    EXPECT_TRUE(inside.message.isEmpty());
}

TEST(SliderMapping, NonFiniteValuesMapToAnEnd)
{
    const SliderMapping n = SliderMapping::forField(fieldSpec(FieldId::Accelerators));
    EXPECT_EQ(n.position(std::numeric_limits<double>::quiet_NaN()), 0);
    EXPECT_EQ(n.position(std::numeric_limits<double>::infinity()), SliderMapping::kSteps);
    EXPECT_EQ(n.position(-std::numeric_limits<double>::infinity()), 0);
    EXPECT_EQ(n.position(1e30), SliderMapping::kSteps);
}

} // namespace
} // namespace fleet
