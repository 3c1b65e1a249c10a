// The projector look of a chart: curves, marks and bars in the Okabe–Ito colours and every
// line at least 3 px wide, so a chart reads from the back of a lecture hall and for a
// colour-blind viewer; switched off, the chart gets its own pens back exactly.
#pragma once

class QChartView;

namespace fleet {

/// The thinnest line of a chart on a projector, in pixels.
inline constexpr double kProjectorLineWidth = 3.0;

/// Restyles every series, bar set, reference line and label of `view`'s chart for a projector
/// (`on`), or restores the pens and colours it had (`!on`). Idempotent either way.
void setProjectorStyle(QChartView *view, bool on);

} // namespace fleet
