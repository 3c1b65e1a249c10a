// How far a readout moved between two evaluations, and the short text the window shows beside
// it for a moment ("▲ 12 %", "▼ 3.1 %", "▲ ×8.0"), so a class sees what an edit did.
#pragma once

#include <QString>

#include <optional>

namespace fleet {

/// Relative changes smaller than this are rounding noise between two evaluations, not a move.
inline constexpr double kUnchangedBelow = 1e-9;

/// The relative change (after − before) / |before| of a readout's number (any unit, both in the
/// same one). 0 when the two are equal (within kUnchangedBelow). No value when either is not a
/// finite number (a verdict in words), or when `before` is 0 and `after` is not (no relative
/// change from zero).
[[nodiscard]] std::optional<double> relativeChange(double before, double after);

/// The change indicator's text: an arrow for the direction, then the size of the move —
/// "▲ 12 %" / "▼ 3.1 %" (percent of the old value: whole percents from 10 %, one decimal below,
/// "< 0.1 %" under that); "▲ ×8.0" / "▼ ÷8.0" once the value has at least doubled or halved
/// (one decimal below 10, whole numbers from 10, "10,000+" past that); "▲ from 0" /
/// "▼ from 0" when it left zero.
/// Empty when nothing moved or there is nothing to compare (non-finite numbers).
[[nodiscard]] QString changeText(double before, double after);

/// The same change in words for a screen reader: "up 12 %", "down 8.0 times", "up from 0".
/// Empty when changeText() is.
[[nodiscard]] QString changeDescription(double before, double after);

} // namespace fleet
