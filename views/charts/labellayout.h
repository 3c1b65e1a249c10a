// Where chart labels go: each label has candidate boxes in order of preference, and takes the
// first that stays inside the plot and touches neither a box already taken (points, earlier
// labels) nor a drawn line. Pure geometry (Qt Core types only), tested on its own.
#pragma once

#include <QLineF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace fleet {

/// What labels must not cover: marker points, earlier labels and other marks (boxes), the
/// segments of the drawn curves, and the reference lines (rules).
struct LabelObstacles
{
    std::vector<QRectF> boxes;
    std::vector<QLineF> segments;
    /// Reference lines: no label crosses one, but for a reference line's label its own line
    /// (LabelRequest::ownRule), which it may sit on when nothing beside it is free.
    std::vector<QLineF> rules;
};

/// One label to place: candidate boxes (its text's size at each allowed position), best first.
/// `avoidLines` false lets the label sit on curves or on its own rule when every candidate
/// crosses one — the candidate crossing the fewest (used for reference-line labels, which
/// should show), still never on another label, point or reference line.
struct LabelRequest
{
    std::vector<QRectF> candidates;
    bool avoidLines = true;
    /// The index in LabelObstacles::rules of the line this label names; -1 for none.
    int ownRule = -1;
    /// Per candidate (or none: each candidate whole), the boxes its text covers — a label on
    /// two lines of different widths is narrower on its shorter line, where a curve may pass.
    /// The candidate's box stays the one that must be inside the bounds.
    std::vector<std::vector<QRectF>> parts = {};
};

/// Places the requests in order; each placed label becomes an obstacle for the next. Returns,
/// per request, the index of the chosen candidate, or -1 when every candidate leaves `bounds`,
/// covers a box or crosses a rule not its own, or, crossing a curve or its own rule, would
/// cover more than a fifth of `bounds` (the label is then hidden rather than drawn over
/// another's line or text, or over most of a small plot's curves). With `onLines`, also whether
/// each placed label crosses a curve or its own rule (a label that should show, with no free place:
/// drawn over a backdrop).
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

/// Candidates for the label of a horizontal line at y that sits on its line (where the lines
/// above and below leave no room beside it): along the line as horizontalLineLabelCandidates(),
/// the line through the label's middle first, then nearer its top or bottom edge.
[[nodiscard]] std::vector<QRectF> onHorizontalLineCandidates(double y, const QRectF &plot,
                                                             QSizeF size);

/// Candidates for the label of a vertical line at x that sits across its line, at the heights
/// of verticalLineLabelCandidates(): centred on it, then with the line near its right or left
/// end.
[[nodiscard]] std::vector<QRectF> onVerticalLineCandidates(double x, const QRectF &plot,
                                                           QSizeF size, bool preferTop);

/// A label on two lines ("N = 100,000" over "100.0 %"), for a reference line where one line
/// has no free place: broken at its first colon (the break stands for it), else after the comma
/// nearest its middle,
/// else at the space nearest its middle (never beside "=", "×" or another operator, nor between
/// a number and its unit). Empty when it has no such place.
[[nodiscard]] QString labelOnTwoLines(const QString &label);

/// The boxes the lines of a label cover in `box`: each line as wide as `widths` says, as tall
/// as its share of the box, against the box's right edge (`right`) or its left.
[[nodiscard]] std::vector<QRectF> labelLineBoxes(const QRectF &box,
                                                 const std::vector<double> &widths, bool right);

/// Whether a segment crosses or touches a rectangle.
[[nodiscard]] bool segmentIntersectsRect(const QLineF &segment, const QRectF &rect);

} // namespace fleet
