// The one palette of the window: every colour a view, chart or readout uses, by role. Themes
// (light, dark, projector) swap the whole palette at once; no view spells a colour itself.
#pragma once

#include <QColor>
#include <QString>

#include <array>

class QWidget;

namespace fleet {

/// A verdict's colours: a tinted background, a dark text colour and a strong border.
struct ToneColours
{
    QColor background;
    QColor text;
    QColor border;
};

/// Every colour by role. Series colours are distinct in hue and, where a chart shows several,
/// paired with distinct line styles or marker shapes so nothing relies on colour alone.
struct Palette
{
    QColor primary;       ///< the main curve of a chart (roof, Amdahl, MTBF, rack power)
    QColor primaryDark;   ///< points that mark the main curve's landmarks (ridge, this rack)
    QColor secondary;     ///< a second model curve (Gustafson, prefill, tree)
    QColor tertiary;      ///< a third model curve (checkpoint waste, training point)
    QColor alert;         ///< decode point, failure probability, hierarchical/ring contrasts
    QColor reference;     ///< the appendix's printed points
    QColor referenceText; ///< labels of the appendix's printed points
    QColor lost;          ///< the "lost" part of a bar (waterfall, facility overhead)
    QColor neutralLine;   ///< ideal lines
    QColor cursor;        ///< the "at N" marker lines
    QColor crossover;     ///< crossover markers (tree beats ring)
    QColor limit;         ///< a hard limit line (the air-cooling limit)
    QColor mark;          ///< other reference marks (rack densities)
    QColor text;          ///< chart text
    QColor secondaryText; ///< readout titles, notes under pickers
    QColor chartBackground;
    QColor gridMinor;
    QColor gridMajor;
    QColor calloutBackground;
    QColor calloutBorder;
    QColor calloutAnchor;
    QColor mathBackground; ///< the "Show the math" panel
    QColor mathBorder;
    QColor sliderGroove;
    QColor sliderGrooveBorder;
    QColor sliderBand; ///< a shaded band on a slider's groove (the MFU band)
    ToneColours good;
    ToneColours warning;
    ToneColours bad;
    /// Overlaid accelerators and pinned designs, in order.
    std::array<QColor, 7> comparison;
};

/// The default light palette.
[[nodiscard]] Palette lightPalette();

/// The projector palette: the colour-blind-safe Okabe–Ito colours (Okabe & Ito 2008, "Color
/// Universal Design") for curves and marks, black text (21:1 on white), darker verdict texts.
[[nodiscard]] Palette projectorPalette();

/// The colour that plays `colour`'s role in `to`, when `colour` is one of `from`'s curve,
/// mark or comparison colours (the first role that matches); `colour` itself otherwise.
[[nodiscard]] QColor translateColour(const QColor &colour, const Palette &from, const Palette &to);

/// The palette in use (lightPalette() until setColours() is called).
[[nodiscard]] const Palette &colours();
/// Replaces the palette in use; views pick it up when they are (re)built or restyled.
void setColours(const Palette &palette);

/// The trade-off map's colour scale at a fraction 0 … 1 (low → high): a perceptually uniform,
/// colour-blind-safe sequential ramp (matplotlib's viridis, five stops interpolated), the same
/// in every theme. Its lightness rises with the value, so it reads in grey too.
[[nodiscard]] QColor mapColour(double fraction);

/// Draws `widget`'s text in `colour` through its palette (WindowText and Text). Unlike a
/// "color:" style sheet it keeps the widget following its parent's font, so the font scale
/// reaches it.
void setTextColour(QWidget *widget, const QColor &colour);

/// A QLabel style sheet for a verdict: tinted background, dark text, a left border of
/// `borderPx` and the given padding ("2px 6px").
[[nodiscard]] QString toneStyleSheet(const ToneColours &tone, int borderPx, const QString &padding);

} // namespace fleet
