// Labels whose text changes without moving anything around them: the label keeps the height
// of a fixed number of lines, recomputed whenever its font changes (the larger-font option,
// presentation mode).
#pragma once

class QLabel;

namespace fleet {

/// Gives `label` the fixed height of `lines` lines of its font (plus `padding` pixels), now and
/// after every font change; a line is as tall as Qt lays one out in the interface's language
/// (Chinese lines are taller than the font says). Called again, changes the reservation.
void reserveLines(QLabel *label, int lines, int padding = 4);

/// Gives `label` a minimum height of `lines` lines of its font (plus `padding` pixels), now
/// and after every font change: a word-wrapping label whose hand-broken lines keep it at that
/// height in a wide column, and that grows only when a narrow column wraps a line.
void reserveMinimumLines(QLabel *label, int lines, int padding = 4);

} // namespace fleet
