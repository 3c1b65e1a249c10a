// Linear axes whose tick labels Qt Charts lays out in full. A QValueAxis gives each of its n tick
// labels 1/n of the axis's length (less its padding) and elides a label that does not fit its
// share to "..."; so the tick interval follows the axis's length in pixels and the label font,
// as coarse as the labels need (readableTickInterval, axismath.h).
#pragma once

#include <Qt>

class QFont;
class QValueAxis;

namespace fleet {

/// The 1, 2 or 5 × 10^k tick interval for a linear axis over [min, max] (max > min) drawn
/// `pixels` long (the plot's height for Qt::Vertical, its width for Qt::Horizontal) whose tick
/// labels in `font` read whole: each label's share of the axis holds its height (vertical) or
/// the widest label's width (horizontal) and Qt Charts' padding. With pixels ≤ 0 (not laid out
/// yet), the interval for about six ticks.
[[nodiscard]] double readableLinearInterval(const QFont &font, Qt::Orientation orientation,
                                            double min, double max, double pixels);

/// Shows [min, max] on `axis` with dynamic ticks `interval` apart from `anchor`, labelled with as
/// many decimals as the interval needs (linearLabelFormat). Changes the range and the interval in
/// the order that never pairs a wide range with a fine interval: the axis lays out a label per
/// tick at every step (a jump from 0.01 to 200 MW laid out some 10^5 labels for a moment).
void setLinearAxis(QValueAxis *axis, double min, double max, double interval, double anchor);

} // namespace fleet
