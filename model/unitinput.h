// Typed values with units: what a person types into a numeric field ("5 PFLOP/s", "400 Gb/s",
// "30 min", "1,024", "1e30") read into the unit the field shows, and the notes a control
// shows when it converts or clamps a value. Pure text and arithmetic.
#pragma once

#include <QString>

namespace fleet {

/// A typed text read for a field whose value is shown in `displayUnit`.
struct TypedValue
{
    enum class Status {
        Ok,      ///< `shown` holds the value in the display unit
        Empty,   ///< nothing but blanks
        Invalid, ///< not a number, an unknown unit, or a unit of another quantity (`error`)
    };
    Status status = Status::Empty;
    double shown = 0;       ///< the value in the display unit (Ok only); may be out of range
    double number = 0;      ///< the number as typed (Ok only)
    QString typedUnit;      ///< the unit as typed when it differs from the display unit
    bool converted = false; ///< a unit other than the display unit was typed and converted
    bool bits = false;      ///< the typed unit counts bits (Gb/s): converted at 8 bits a byte
    QString error;          ///< Invalid only: why, one sentence in the user's language
};

/// Reads a typed value: an optional sign (+, -, −), digits with optional ',' or blank grouping, an
/// optional fraction and exponent ("1e30"), then an optional unit. The unit may be the display
/// unit itself, or — when the display unit is a physical one — any unit of the same quantity
/// with an SI prefix (n, µ/u, m, k, M, G, T, P, E; Ki…Pi for bytes):
///   FLOP/s (also FLOPS), B/s, b/s (bits: ÷ 8), B (bytes), W, s, min, h, day (days, or the
///   word the formatted values use in the user's language: "天"), year (365 days; "年").
/// A count (a display unit that is a word or empty, not "%") takes the prefix the readouts
/// print (k, M, G, T, P, E; B for billions where the field counts in them), alone or before the
/// word, and is read into the display unit's own prefix: "16k" accelerators = 16,000;
/// ("15.6T", "T tokens") = 15.6; ("16M", "T tokens") = 1.6 × 10⁻⁵; ("1.5T", "B params") =
/// 1,500 (converted, so conversionNote() says so). Blanks group thousands too ("16 384"). A
/// factor's "×" may be typed as the letter x ("8 x", "8X" for "8×").
/// E.g. parseTypedValue("5 PFLOP/s", "TFLOP/s").shown = 5000; ("400 Gb/s", "GB/s") = 50;
/// ("30 min", "h") = 0.5. The result is not range-checked (see clampTyped()).
[[nodiscard]] TypedValue parseTypedValue(const QString &text, const QString &displayUnit);

/// Whether `displayUnit` is a physical unit the parser converts to ("TFLOP/s", "GB/s", "ms",
/// "h", "W", "kB"), as opposed to a count or a ratio ("accelerators", "%", "FLOP/byte").
[[nodiscard]] bool isConvertibleUnit(const QString &displayUnit);

/// The status-bar note for a converted value, in the user's language: "5 PFLOP/s = 5,000
/// TFLOP/s"; for bits "400 Gb/s = 50 GB/s (8 bits a byte)". Empty when nothing was converted.
[[nodiscard]] QString conversionNote(const TypedValue &value, const QString &displayUnit);

/// Why a typed value is refused rather than clamped, or empty when it is not: a negative value
/// (a negative number, with or without a unit: "−50", "−50 GB/s") for a field whose smallest
/// value `min` (display units) is not negative. Bringing it to the smallest value would make a
/// design the person never asked for (−50 GB/s is not a 1 MB/s fabric), so the field keeps its
/// value and the text stays for correcting: "Inter-node bandwidth: −50 GB/s is negative, and
/// this field takes no value below 0; nothing was changed." Out-of-range positive values are
/// clamped instead (clampTyped()).
[[nodiscard]] QString refusalReason(double shown, double min, const QString &typedText,
                                    const QString &label);

/// A shown value brought into [min, max] (display units), with a message saying so.
struct ClampedValue
{
    double value = 0; ///< within [min, max]
    QString message;  ///< empty when `shown` was already in range
};

/// Clamps `shown` to [min, max] and, when it was outside, says so in one sentence naming the
/// field (`label`), the typed value and the limit with `unit` (the text shown after numbers):
/// "Cluster size: 300,000 is above the largest value, 200,000 accelerators; set to 200,000."
[[nodiscard]] ClampedValue clampTyped(double shown, double min, double max, const QString &label,
                                      const QString &unit);

} // namespace fleet
