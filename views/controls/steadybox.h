// A box that keeps a label's layout requests from laying the whole window out again. Qt lays
// out every ancestor whenever a label's text changes (QLabel::setText() calls updateGeometry(),
// and QLayout::activate() passes it on to the layout's widget whatever changed), measuring
// word-wrapped labels and wrapping buttons at every width asked: on the views' side columns
// that was a tenth to a third of a slider step (measured with callgrind in bench/viewbench).
// The box has no layout of its own, so a request of the label it holds ends at the box, which
// passes it on only when the label's reserved room changed.
#pragma once

class QLabel;
class QWidget;

namespace fleet {

/// A box holding `label`, whose room is fixed (reserveLines()): its text changes lay nothing
/// out again (the communication view's note "1,090 = 136 full nodes + one of 2" changes at
/// every step of N). The box takes the label's height and any width; the label fills it. Add
/// the box to the layout, not the label. Its height follows the label's reserved height (a
/// larger font).
[[nodiscard]] QWidget *steadyBox(QLabel *label);

} // namespace fleet
