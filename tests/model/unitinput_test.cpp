// Typed values with units: numbers, SI prefixes, conversions between units of one quantity,
// refusals with a reason, and the clamp message.
#include "slidermapping.h"
#include "unitinput.h"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <utility>

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

namespace fleet {
namespace {

TEST(TypedValue, CountsReadThePrefixesTheReadoutsPrint)
{
    // A count field takes the prefix its readouts print; the value lands in the field's own
    // display unit (issue 29: "15.6T" tokens, "16M" tokens, "16k" accelerators, "16 384").
    EXPECT_DOUBLE_EQ(shown("16k", "accelerators"), 16000); // 16 × 10³
    EXPECT_DOUBLE_EQ(shown("16 k accelerators", "accelerators"), 16000);
    EXPECT_DOUBLE_EQ(shown("2K accelerator", "accelerators"), 2000); // singular, upper-case K
    EXPECT_DOUBLE_EQ(shown("16 384", "accelerators"), 16384);        // a blank groups thousands
    EXPECT_DOUBLE_EQ(shown("16\u00a0384", "accelerators"), 16384);   // so does a no-break space
    EXPECT_DOUBLE_EQ(shown("1 048 576", "tokens"), 1048576);
    EXPECT_DOUBLE_EQ(shown("15.6T", "T tokens"), 15.6);        // 15.6e12 / 1e12
    EXPECT_DOUBLE_EQ(shown("15.6T tokens", "T tokens"), 15.6); // the display unit itself
    EXPECT_DOUBLE_EQ(shown("16M", "T tokens"), 1.6e-5);        // 16e6 / 1e12
    EXPECT_DOUBLE_EQ(shown("16M tokens", "T tokens"), 1.6e-5);
    EXPECT_DOUBLE_EQ(shown("4M", "tokens"), 4e6);            // 4 × 10⁶ / 1
    EXPECT_DOUBLE_EQ(shown("405B", "B params"), 405);        // 405e9 / 1e9
    EXPECT_DOUBLE_EQ(shown("1.5T", "B params"), 1500);       // 1.5e12 / 1e9
    EXPECT_DOUBLE_EQ(shown("70M params", "B params"), 0.07); // 70e6 / 1e9
    const TypedValue k = parseTypedValue(QStringLiteral("16k"), QStringLiteral("accelerators"));
    EXPECT_TRUE(k.converted);
    EXPECT_EQ(conversionNote(k, QStringLiteral("accelerators")),
              QStringLiteral("16 k = 16,000 accelerators"));
    // Not a count prefix: B where the field does not count in billions, a prefix before another
    // word, a prefix on a percentage, a lower-case m (milli is no count), four digits after a
    // blank.
    for (const auto &[text, unit] :
         std::initializer_list<std::pair<const char *, const char *>>{{"16B", "accelerators"},
                                                                      {"16k watts", "accelerators"},
                                                                      {"5k", "%"},
                                                                      {"16m", "accelerators"},
                                                                      {"16 3840", "accelerators"}})
        EXPECT_EQ(parseTypedValue(QString::fromUtf8(text), QString::fromUtf8(unit)).status,
                  TypedValue::Status::Invalid)
            << text << " in " << unit;
}

TEST(TypedValue, AFactorsTimesSignMayBeTypedAsTheLetterX)
{
    // "8×" was taken and "8 x" refused ("\"x\" is not a unit this field knows"): a keyboard
    // has no ×. The letter stands for it where the field counts a factor.
    EXPECT_EQ(shown("8×", "×"), 8);
    EXPECT_EQ(shown("8 x", "×"), 8);
    EXPECT_EQ(shown("8x", "×"), 8);
    EXPECT_EQ(shown("8 X", "×"), 8);
    EXPECT_EQ(shown("9 x per direction", "× per direction"), 9);
    EXPECT_EQ(shown("9x（单向）", "×（单向）"), 9);
    // Only the letter alone, and only for a factor.
    EXPECT_EQ(parseTypedValue(QStringLiteral("8 xyz"), QStringLiteral("×")).status,
              TypedValue::Status::Invalid);
    EXPECT_EQ(parseTypedValue(QStringLiteral("8 x"), QStringLiteral("accelerators")).status,
              TypedValue::Status::Invalid);
}

TEST(RefusalReason, NegativeValuesAreRefusedNotClamped)
{
    // −50 in a bandwidth made a 1 MB/s fabric: a negative value is refused with the reason.
    const QString label = QStringLiteral("Inter-node bandwidth");
    EXPECT_EQ(refusalReason(-50, 0.001, QStringLiteral("\u221250"), label),
              QStringLiteral("Inter-node bandwidth: \u221250 is negative, and this field takes "
                             "no value below 0; nothing was changed."));
    // A unit typed with a negative number is refused the same way, the text as typed.
    const TypedValue minusBits =
        parseTypedValue(QStringLiteral("-400 Gb/s"), QStringLiteral("GB/s"));
    ASSERT_EQ(minusBits.status, TypedValue::Status::Ok);
    EXPECT_DOUBLE_EQ(minusBits.shown, -50); // −400 / 8
    EXPECT_TRUE(refusalReason(minusBits.shown, 0.001, QStringLiteral(" -400 Gb/s "), label)
                    .contains(QStringLiteral(": -400 Gb/s is negative")));
    // Both edges: −0.001 is refused, 0 is not (it is out of range for a field starting at
    // 0.001, and clampTyped() brings it up with its message); a field that takes negative
    // values refuses none.
    EXPECT_FALSE(refusalReason(-0.001, 0, QStringLiteral("-0.001"), label).isEmpty());
    EXPECT_TRUE(refusalReason(0, 0.001, QStringLiteral("0"), label).isEmpty());
    EXPECT_TRUE(refusalReason(5, 1, QStringLiteral("5"), label).isEmpty());
    EXPECT_TRUE(refusalReason(-5, -10, QStringLiteral("-5"), label).isEmpty());
}

} // namespace
} // namespace fleet
