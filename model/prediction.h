// Predict, then reveal: reading the number of a readout's text and saying how far a learner's
// prediction was from it, as a factor ("3.2× too high"). Qt Core only.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace fleet {

/// A number and the unit after it, as a readout shows them.
struct Quantity
{
    double value = 0;
    QString unit; ///< "min", "%", "FLOP/byte", "tokens/s"; empty for a bare number
};

/// The number at the front of a readout's text and its unit: "2,929.7 min" → {2929.7, "min"},
/// "38.8 %" → {38.8, "%"}, "7.1e-06" → {7.1e-06, ""}, "9× per direction" → {9, "× per
/// direction"}, "≤ 208.6 tokens/s" → {208.6, "tokens/s"} (a leading ≤, ≥, ≈ or ~ is dropped).
/// Thousands separators are dropped; a leading "$" is kept as the unit's start
/// ("$14.41 k" → {14.41, "$ k"}). Only the first line counts. nullopt when the text does not
/// start with a number (a verdict such as "Never progresses").
[[nodiscard]] std::optional<Quantity> leadingQuantity(const QString &text);

/// How far a prediction landed from the true value.
struct PredictionError
{
    enum class Direction { Right, TooHigh, TooLow };
    Direction direction = Direction::Right;
    /// max(predicted / actual, actual / predicted) ≥ 1 when both are > 0; 0 when the two have
    /// different signs or one is 0 (no factor describes that).
    double factor = 1;
    /// predicted − actual, in their unit.
    double difference = 0;
};

/// `predicted` against `actual` (same unit). Within `tolerance` (relative, default 5 %) it is
/// Right. Inputs must be finite.
[[nodiscard]] PredictionError predictionError(double predicted, double actual,
                                              double tolerance = 0.05);

/// The error in words: "right (within 5 %)" (the `tolerance` it was judged with, relative),
/// "3.2× too high", "1.5× too low", or "too high" when no factor applies. A value in `unit`
/// "%" (a probability, a share) is off by percentage points, not by a factor: "49.0
/// percentage points too low" (49 % for 98 %, not "2.0× too low").
[[nodiscard]] QString describePredictionError(const PredictionError &error, double tolerance = 0.05,
                                              const QString &unit = QString());

/// A number with its unit as a readout prints it: "32×" and "9× per direction" (a factor
/// hugs its number), "366 min", "98 %", "7" (no unit); the number through formatReadable().
[[nodiscard]] QString withUnit(double value, const QString &unit);

/// `text` with every quantity that shows the value of `hiddenValue` (a readout's text, as
/// leadingQuantity() reads it) replaced by "?": the same number in the same unit ("98 %" for
/// "98.0 %"), or in another unit of the same quantity ("366.2 min" for "6.1 h"), equal at the
/// precision either is printed with; a number of one significant digit only when equal at the
/// hidden value's own precision ("≥ 1 failure" stays while 1.2 expected failures are hidden). A
/// number needs a unit unless the readout's has none, so "N = 8,192" stays; and the number of a
/// readout without a unit is never one followed by a unit ("24 h", "10 %"). Returns `text`
/// unchanged when `hiddenValue` has no leading number. Used to keep chart labels, markers and
/// callouts from giving away a value hidden behind a question.
[[nodiscard]] QString concealQuantity(const QString &text, const QString &hiddenValue);
/// `text` through concealQuantity() for each of `hiddenValues` in turn (a readout hidden with
/// its companions).
[[nodiscard]] QString concealQuantities(QString text, const QStringList &hiddenValues);
/// concealQuantities(), leaving alone each whole occurrence in `text` of a value in `shown`
/// ("8.0×": a value another readout shows, which a chart prints beside it as it is).
[[nodiscard]] QString concealQuantitiesExcept(const QString &text, const QStringList &hiddenValues,
                                              const QStringList &shown);

} // namespace fleet
