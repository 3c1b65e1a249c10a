// Chart texts that wrap instead of being cut: Qt Charts elides a chart title or a legend label
// that does not fit ("Bandwidth staircase: 9× intra/in…", "1 − exp(−t/…"). These functions break
// such a text onto two lines at the space nearest its middle, which Qt Charts then lays out in
// full (titles and legend labels are rich text there).
#pragma once

#include <QString>

class QAbstractAxis;
class QChart;
class QFont;
class QRectF;

namespace fleet {

/// The property of a series (PlotView::hideFromLegend) or a bar set (BarPlot::setSetInLegend)
/// that keeps it out of the legend.
inline constexpr char kNotInLegend[] = "fleetNotInLegend";
/// A boolean property of a series hidden behind a question that keeps its legend entry: the
/// chart's layout then does not move at the reveal.
inline constexpr char kKeptInLegend[] = "fleetKeptInLegend";
/// A chart's property holding a line of rich text shown under its bottom legend (the pinned
/// designs a bar chart outlines); fitChartTexts() lays it out with the legend.
inline constexpr char kLegendNote[] = "fleetLegendNote";

/// `text` with a line break ("<br>") at the space that best balances its two lines, when it is
/// wider than `width` pixels in `font`; unchanged when it fits, has no space, or width ≤ 0.
[[nodiscard]] QString wrapToWidth(const QString &text, const QFont &font, double width);

/// `text` broken into lines no wider than `width` pixels in `font`, joined with "<br>": the
/// lines it has ("<br>") each broken at spaces, and a run of Chinese wider than `width` (Chinese
/// has no spaces) broken where a phrase ends — after punctuation, before an opening bracket, or
/// where Latin text or digits begin — and between characters only within a phrase wider than
/// `width`; a Latin word wider than `width` stays whole.
/// Unchanged when width ≤ 0.
[[nodiscard]] QString wrapLines(const QString &text, const QFont &font, double width);

/// Fits a chart's title (given unwrapped as `title`) and its legend's labels to the chart's
/// width, and each axis title to the plot's side: the titles wrap when they are too long; the
/// widest legend labels wrap, one by one, until the legend's row fits. Labels come from the series'
/// names and bar sets' labels each time, so calling it again after a rename or a resize starts from
/// the full texts.
void fitChartTexts(QChart *chart, const QString &title);

/// Gives an axis a new title as given (unwrapped): the next fitChartTexts() wraps it from there.
void setFullAxisTitle(QAbstractAxis *axis, const QString &title);

/// The chart's legend as drawn, in the chart's coordinates: the text item that stands in for a
/// bottom legend (placed by fitChartTexts()), or Qt Charts' own legend on another side; an empty
/// rectangle when no legend is shown.
[[nodiscard]] QRectF legendRect(const QChart *chart);

} // namespace fleet
