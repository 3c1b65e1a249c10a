// Labels whose text changes without moving anything around them: the label keeps the height
// of a fixed number of lines, recomputed whenever its font changes (the larger-font option,
// presentation mode).
#pragma once

class QLabel;

namespace fleet {

/// Gives `label` the fixed height of `lines` lines of its font (plus `padding` pixels), now and
/// after every font change.
void reserveLines(QLabel *label, int lines, int padding = 4);

} // namespace fleet
