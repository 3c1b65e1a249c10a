// One formatting module: SI values to the strings people read ("3.35 TB/s", "366.2 min",
// "9.8 MW", "98.0 %"). English digit grouping so a projected number reads the same everywhere;
// the words (days, years, the cooling verdict) in the user's language.
#pragma once

#include "physics.h"

#include <QString>

namespace fleet {

/// v with `decimals` decimals and thousands separators: formatNumber(1012736, 0) = "1,012,736".
[[nodiscard]] QString formatNumber(double v, int decimals);

/// A readout's value of several lines on one line (a lesson's answer in a sentence): the line
/// after the first (the number) follows a comma, the later lines join their phrase with a space
/// ("0.11\nCommunication can hide\nbehind compute" → "0.11, Communication can hide behind
/// compute"); Chinese takes "，" and no space between its characters ("0.11，通信可以被计算掩盖");
/// after a line ending in ":" or "：" only a space (or nothing). Never "·" where a line broke.
[[nodiscard]] QString readoutOnOneLine(const QString &value);

/// v with about four significant digits, trailing zeros trimmed, thousands grouped:
/// 295.22 → "295.2", 3.35 → "3.35", 9.8 → "9.8", 11718.75 → "11,718.8"; below 0.001 two
/// significant digits (0.00099), below 0.0001 and from 10¹⁵ up as a power of ten
/// (formatPowerOfTen: 7.1 × 10⁻⁶), never printf's "7.1e-06". Non-finite → "—".
[[nodiscard]] QString formatReadable(double v);

/// v as mantissa × a power of ten with superscript digits and `significant` significant
/// digits, trailing zeros trimmed: (7.11e-6, 2) → "7.1 × 10⁻⁶", (1e-5, 2) → "1 × 10⁻⁵",
/// (2.5e18, 2) → "2.5 × 10¹⁸". 0 → "0"; non-finite → "—".
[[nodiscard]] QString formatPowerOfTen(double v, int significant);

/// An SI quantity with the prefix that puts it in [1, 1000): (3.35e12, "B/s") → "3.35 TB/s",
/// (9.8e6, "W") → "9.8 MW", (989e12, "FLOP/s") → "989 TFLOP/s". Prefixes from n to Y.
[[nodiscard]] QString formatSi(double v, const QString &unit);

/// A value in a fixed unit: formatFixed(2.076109e17, 1e12, "TFLOP/s", 1) = "207,610.9 TFLOP/s".
[[nodiscard]] QString formatFixed(double v, double unitSize, const QString &unit, int decimals);

/// A duration in the unit people use for it: ns (< 100), µs, ms, s (< 120 s), min (< 6,000 min),
/// h (< 1,000 h), days (< 730), years. A value that rounds up to its unit's limit as shown takes
/// the next unit (0.99996 s → "1 s", not "1,000 ms"). 21972.66 s → "366.2 min"; 0.5604 → "560.4
/// ms".
[[nodiscard]] QString formatDuration(double seconds);
/// The unit formatDuration() writes `seconds` in, as seconds per unit (1e-3 for "ms", 86,400
/// for "days"); 1 when `seconds` is not finite.
[[nodiscard]] double durationUnitSeconds(double seconds);

/// A training time in the unit a plan uses: hours below a day, days below two years (one
/// decimal: "30.4 days"), years above ("2.31 years"); compared as shown (23.96 h → "1.0 days").
[[nodiscard]] QString formatTrainingTime(double seconds);
/// The unit formatTrainingTime() writes `seconds` in: 3,600 (h), 86,400 (days) or 365 days
/// (years), in seconds; 3,600 when `seconds` is not finite.
[[nodiscard]] double trainingTimeUnitSeconds(double seconds);

/// A time that is read against an hours axis (a cluster or node MTBF), always in hours so one
/// quantity keeps one unit: thousands of hours without decimals ("50,000 h"), one decimal from
/// 1 h ("48.8 h", "6.1 h"), two below ("0.50 h"), two significant digits below 0.01 h
/// ("0.0012 h"). Input in hours; non-finite → "—". Other durations keep formatDuration().
[[nodiscard]] QString formatHours(double hours);

/// A fraction as a percentage with a space: 0.9804 → "98.0 %". Tiny non-zero values keep two
/// significant digits ("0.048 %") instead of rounding to zero.
[[nodiscard]] QString formatPercent(double fraction, int decimals = 1);

/// A speedup: 7.805 → "7.8×" (decimals = 1).
[[nodiscard]] QString formatSpeedup(double speedup, int decimals = 1);

/// A mass of CO₂ in kg, shown in kg, t or kt (the next unit once the shown value reaches 1,000).
[[nodiscard]] QString formatCo2(double kg);

/// A parameter count the way the field writes it: 8.03e9 → "8.03B", 340e6 → "340M",
/// 1e12 → "1T"; 999.96e6 → "1B" (the next unit once the shown value reaches 1,000).
[[nodiscard]] QString formatParameters(double parameters);

/// The cooling verdict in words (the appendix's table 6): "Air cooling is enough" / "Liquid cooling
/// required" / "Direct-to-chip liquid cooling required".
[[nodiscard]] QString coolingVerdictText(CoolingVerdict v);

/// A translated count phrase made with tr("%n node(s)", nullptr, n), its number grouped as
/// every other number here: groupedCount(tr("%n node(s)", nullptr, 25000), 25000) =
/// "25,000 nodes" (Qt writes %n without grouping). Without a translator (the untranslated
/// source "%n node(s)") the English plural is made here.
[[nodiscard]] QString groupedCount(QString phrase, long long n);

/// US dollars: "$1.2 M", "$950 k", "$12.34" (cents below $10,000 as shown: $9,999.99, then
/// "$10 k"; the next unit once the shown value reaches 1,000).
[[nodiscard]] QString formatUsd(double usd);

} // namespace fleet
