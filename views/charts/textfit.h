// Chart texts that wrap instead of being cut: Qt Charts elides a chart title or a legend label
// that does not fit ("Bandwidth staircase: 9× intra/in…", "1 − exp(−t/…"). These functions break
// such a text onto two lines at the space nearest its middle, which Qt Charts then lays out in
// full (titles and legend labels are rich text there).
#pragma once

#include <QString>

class QAbstractAxis;
class QChart;
class QColor;
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
/// `width`, between two of keepTermsWhole()'s words where it can ("本场景", never "本 / 场景");
/// a Latin word wider than `width` stays whole.
/// Unchanged when width ≤ 0.
[[nodiscard]] QString wrapLines(const QString &text, const QFont &font, double width);

/// Whether `c` is a Chinese (CJK) character, between which lines may break.
[[nodiscard]] bool isCjk(QChar c);

/// The height in pixels of one line of `text` in `font` as Qt lays it out, its fallback fonts
/// included: a line with Chinese is about a fifth taller than a Latin one (Noto Sans CJK's
/// ascent and descent, 1.45 em, against DejaVu Sans's 1.16 em), which the font's own metrics
/// do not say. Measured once per font and script.
[[nodiscard]] int lineHeight(const QFont &font, const QString &text);

/// `text` kept whole when a layout wraps it: its spaces made no-break spaces and a word joiner
/// (U+2060) put between its Chinese characters, which a line may otherwise break between
/// ("✓ 最/佳", "加速/器"). For short texts that must read as one: a value, a mark, a legend
/// entry, a heading's word.
[[nodiscard]] QString keepWhole(const QString &text);
/// Running text kept whole where a label wraps it, in any language: a number with its unit
/// ("50 GB/s", "17.4 s", "9 ×", "100 %": a no-break space), a unit with its slash ("tokens/s")
/// and a symbol with its value ("t = 8"); in Chinese also the field's terms and the lesson
/// texts' common words ("加速器", "检查点", "激活", "序列" …: a word joiner between their
/// characters) and a number with its Chinese neighbours (每节点 8 个), so a line breaks between
/// words, not inside one ("每个格子是一个加速|器"); other characters may still break, as
/// Chinese does.
/// For display only (a label, a painted paragraph): plainText() gives the words back.
[[nodiscard]] QString keepTermsWhole(const QString &text);
/// Sentences joined into a paragraph: a space between them, none after a Chinese full stop,
/// semicolon or colon (Chinese sets no space after its full-width punctuation).
[[nodiscard]] QString joinSentences(const QStringList &sentences);
/// `text` without the word joiners keepWhole() put in, its no-break spaces plain again.
[[nodiscard]] QString plainText(QString text);

/// Fits a chart's title (given unwrapped as `title`) and its legend's labels to the chart's
/// width, and each axis title to the plot's side: the titles wrap when they are too long; the
/// widest legend labels wrap, one by one, until the legend's row fits. Labels come from the series'
/// names and bar sets' labels each time, so calling it again after a rename or a resize starts from
/// the full texts.
///
/// The title is live: a text item of ours draws it where Qt Charts places its title, and Qt
/// Charts' own title only keeps its room (a transparent stand-in with as many lines, "M", and a
/// Chinese character on a line that has Chinese). A title that changes on every slider step
/// ("One step: 347.9 ms, MFU 50.0 %") then costs one text item, not the whole chart laid out
/// again (every tick label re-made, the chart repainted: a frame's budget); Qt Charts lays the
/// chart out again only when the title's lines change in number or script. Read the title shown
/// with chartTitle(), never QChart::title() (the stand-in).
/// `roomFor`, when given, is a title the chart keeps room for (as many lines as it would wrap
/// to): the title with its hidden value shown, so that a reveal moves no plot.
void fitChartTexts(QChart *chart, const QString &title, const QString &roomFor = {});

/// Fits the chart's title alone (as fitChartTexts() does), for a title that changed while
/// nothing else did; true when its room changed (another line), so the rest must be fitted
/// again (fitChartTexts()).
bool fitChartTitle(QChart *chart, const QString &title, const QString &roomFor = {});

/// The title a chart shows, as fitChartTexts() wrapped it ("<br>" between lines); QChart::title()
/// for a chart it never fitted.
[[nodiscard]] QString chartTitle(const QChart *chart);

/// The colour a chart's title is drawn in (fitChartTexts() draws the title; Qt Charts' own is
/// transparent). applyChartTextColours() sets it for the theme.
void setChartTitleColour(QChart *chart, const QColor &colour);

/// Gives an axis a new title as given (unwrapped): the next fitChartTexts() wraps it from there.
void setFullAxisTitle(QAbstractAxis *axis, const QString &title);

/// The chart's legend as drawn, in the chart's coordinates: the text item that stands in for a
/// bottom legend (placed by fitChartTexts()), or Qt Charts' own legend on another side; an empty
/// rectangle when no legend is shown.
[[nodiscard]] QRectF legendRect(const QChart *chart);

} // namespace fleet
