// Where chart labels go: each label has candidate boxes in order of preference, and takes the
// first that stays inside the plot and touches neither a box already taken (points, earlier
// labels) nor a drawn line. Pure geometry (Qt Core types only), tested on its own.
#pragma once

#include <QLineF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace fleet {

/// What labels must not cover: marker points and earlier labels (boxes), and the segments of
/// the drawn curves and reference lines.
struct LabelObstacles
{
    std::vector<QRectF> boxes;
    std::vector<QLineF> segments;
};

/// One label to place: candidate boxes (its text's size at each allowed position), best first.
/// `avoidLines` false lets the label sit on a line when every candidate crosses one — the
/// candidate crossing the fewest segments (used for reference-line labels, which must show), still
/// never on another label or point.
struct LabelRequest
{
    std::vector<QRectF> candidates;
    bool avoidLines = true;
};

/// Places the requests in order; each placed label becomes an obstacle for the next. Returns,
/// per request, the index of the chosen candidate, or -1 when every candidate leaves `bounds`
/// or collides (the label is then hidden rather than drawn over data). With `onLines`, also
/// whether each placed label crosses a line (a label that must show, with no place off them).
[[nodiscard]] std::vector<int> placeLabels(const QRectF &bounds, LabelObstacles obstacles,
                                           const std::vector<LabelRequest> &requests,
                                           std::vector<bool> *onLines = nullptr);

/// Candidates around a data point: right-above, right-below, left-above, left-below, centred
/// above and below, right and left; then the same twice as far out.
[[nodiscard]] std::vector<QRectF> pointLabelCandidates(QPointF point, QSizeF size);

/// Candidates for the label of a vertical line at x in `plot`: beside the line (right of it,
/// then left) at its head or foot (the preferred end first), then at each eighth of the line
/// from the preferred end.
[[nodiscard]] std::vector<QRectF> verticalLineLabelCandidates(double x, const QRectF &plot,
                                                              QSizeF size, bool preferTop);

/// Candidates for the label of a horizontal line at y in `plot`: above it at the right end,
/// below it at the right end, then the same at the left end and at each eighth of the line
/// from the right end.
[[nodiscard]] std::vector<QRectF> horizontalLineLabelCandidates(double y, const QRectF &plot,
                                                                QSizeF size);

/// Whether a segment crosses or touches a rectangle.
[[nodiscard]] bool segmentIntersectsRect(const QLineF &segment, const QRectF &rect);

} // namespace fleet
