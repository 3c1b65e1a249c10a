// Accessibility of the window: every interactive control named and described for a screen
// reader, charts reachable and visibly focused from the keyboard, and the WCAG 2 contrast ratio
// the themes are checked with.
#pragma once

#include <QColor>
#include <QList>

class QAbstractScrollArea;
class QWidget;

namespace fleet {

/// The WCAG 2 contrast ratio (1 … 21) of text in `foreground` on `background`: (L1 + 0.05) /
/// (L2 + 0.05) of the relative luminances (sRGB linearised). A translucent foreground is
/// blended over the background first. Source: W3C, WCAG 2.1, "contrast ratio" and "relative
/// luminance" definitions.
[[nodiscard]] double contrastRatio(const QColor &foreground, const QColor &background);

/// What the eye sees of `over` (possibly translucent) drawn on an opaque `background`: the two
/// blended by `over`'s alpha (a shaded band on the chart's background).
[[nodiscard]] QColor composite(const QColor &over, const QColor &background);

/// `text` itself when it reads at `ratio`:1 or more (WCAG AA for text: 4.5) on every one of
/// `backgrounds` (opaque); else the least mix of it towards black or white that does (its hue
/// kept as far as it can be), else black or white, whichever reads better.
[[nodiscard]] QColor readableOn(const QColor &text, const QList<QColor> &backgrounds,
                                double ratio = 4.5);

/// Whether a person operates the widget (buttons, check boxes, spin boxes, sliders, combo boxes,
/// line edits, item views, charts, tab bars), as opposed to a label or a container. The line
/// edit inside a spin box or combo box is part of it, not a control of its own.
[[nodiscard]] bool isInteractiveControl(const QWidget *widget);

/// Gives every interactive control under `root` (and `root`) that has none an accessible name
/// (a button's text, its label's text — QLabel::buddy —, a chart's title, its tool tip) and an
/// accessible description (its tool tip, a spin box's range and unit, a slider's keys, a
/// chart's axes and how to read its data as a table). Names given by hand are kept. Buttons,
/// sliders and combo boxes also get a focus ring (showFocusRing()). Call it again after building
/// more controls; it only fills what is empty.
void describeControls(QWidget *root);

/// Draws a 2 px ring in the palette's highlight colour over `control` while it has focus, after
/// it has painted itself (for buttons, sliders and combo boxes, whose style may show no focus).
/// describeControls() gives one to every button, slider and combo box.
void showFocusRing(QWidget *control);

/// The interactive controls under `root` still without an accessible name or description (for
/// tests).
[[nodiscard]] QList<QWidget *> undescribedControls(QWidget *root);

/// Lets a chart take keyboard focus (Tab, then the menu key or Shift+F10 opens its context menu)
/// and draws a 2 px frame in the palette's highlight colour over its edge while it has focus.
void makeChartFocusable(QAbstractScrollArea *chart);

} // namespace fleet
