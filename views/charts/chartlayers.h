// The stacking order of what a chart draws over its series (QGraphicsItem z values).
#pragma once

namespace fleet {

inline constexpr double kAxisLabelLayer = 30;  ///< tick labels drawn by us (axislabels.h)
inline constexpr double kMarkerLineLayer = 40; ///< reference lines (ridge, N, limits)
inline constexpr double kMarkerTextLayer = 50; ///< their labels
inline constexpr double kLabelLayer = 60;      ///< labels anchored at data points
inline constexpr double kCalloutLayer = 100;   ///< the hover callout, above everything

/// The data key of a marker's label drawn on two lines with each against its right edge (it
/// stands left of its line).
inline constexpr int kLinesRightKey = 0x4c52; // "LR"

} // namespace fleet
