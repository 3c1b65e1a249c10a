// WheelGuard: the mouse wheel scrolls the panel it is over; a combo box, spin box or slider
// takes the wheel only while it has the keyboard focus.
#pragma once

class QWidget;

namespace fleet {

/// Makes every combo box, spin box and slider (not scroll bars) under the application take the
/// wheel only while it has the keyboard focus: their focus policy becomes Qt::StrongFocus (a
/// wheel turn no longer gives them focus), and a wheel event over one without focus is passed
/// on, unhandled, to the widgets under it, so the side column or panel's scroll area scrolls.
/// One application-wide event filter, installed on the first call (later calls do nothing);
/// controls made afterwards are caught when Qt polishes them. Called by every ExplorerView and
/// the fleet panel, so a window, a test and a screenshot all behave alike.
void guardWheel();

/// Whether `widget` is a control WheelGuard guards (a combo box, spin box or slider that is
/// not a scroll bar).
[[nodiscard]] bool isWheelGuarded(const QWidget *widget);

} // namespace fleet
