// Label placement (labellayout.h): the candidate boxes of a point's or a reference line's label,
// and the first-fit choice that keeps each label inside the plot and off points, lines and
// earlier labels. Pure geometry.
#include "labellayout.h"

#include <algorithm>
#include <limits>

namespace fleet {

namespace {

constexpr double kGap = 4; ///< px between a label and what it annotates
constexpr int kSteps = 8;  ///< positions along a reference line: its ends and the eighths between

bool hitsAny(const QRectF &box, const std::vector<QRectF> &boxes)
{
    return std::any_of(boxes.begin(), boxes.end(),
                       [&](const QRectF &b) { return b.intersects(box); });
}

/// How many of `segments` cross `box`, counting no further than `enough`.
size_t crossings(const QRectF &box, const std::vector<QLineF> &segments, size_t enough)
{
    size_t n = 0;
    for (const QLineF &s : segments) {
        if (segmentIntersectsRect(s, box) && ++n >= enough)
            break;
    }
    return n;
}

} // namespace

bool segmentIntersectsRect(const QLineF &segment, const QRectF &rect)
{
    // Most segments are nowhere near the box: reject those on their bounding box first.
    if (std::max(segment.x1(), segment.x2()) < rect.left() ||
        std::min(segment.x1(), segment.x2()) > rect.right() ||
        std::max(segment.y1(), segment.y2()) < rect.top() ||
        std::min(segment.y1(), segment.y2()) > rect.bottom())
        return false;
    if (rect.contains(segment.p1()) || rect.contains(segment.p2()))
        return true;
    const QPointF corners[] = {rect.topLeft(), rect.topRight(), rect.bottomRight(),
                               rect.bottomLeft()};
    for (int i = 0; i < 4; ++i) {
        const QLineF edge(corners[i], corners[(i + 1) % 4]);
        if (segment.intersects(edge) == QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

std::vector<int> placeLabels(const QRectF &bounds, LabelObstacles obstacles,
                             const std::vector<LabelRequest> &requests, std::vector<bool> *onLines)
{
    std::vector<int> chosen;
    chosen.reserve(requests.size());
    if (onLines)
        onLines->clear();
    for (const LabelRequest &request : requests) {
        // The first candidate clear of boxes and lines; failing that, for a label that must
        // show, the one crossing the fewest lines (the first of those: the most preferred).
        int pick = -1;
        size_t fewest = std::numeric_limits<size_t>::max();
        for (size_t i = 0; i < request.candidates.size(); ++i) {
            const QRectF &box = request.candidates[i];
            if (!bounds.contains(box) || hitsAny(box, obstacles.boxes))
                continue;
            const size_t crossed =
                crossings(box, obstacles.segments, request.avoidLines ? 1 : fewest);
            if (crossed == 0) {
                pick = int(i);
                fewest = 0;
                break;
            }
            if (!request.avoidLines && crossed < fewest) {
                fewest = crossed;
                pick = int(i);
            }
        }
        if (pick >= 0)
            obstacles.boxes.push_back(request.candidates[size_t(pick)]);
        chosen.push_back(pick);
        if (onLines)
            onLines->push_back(pick >= 0 && fewest > 0);
    }
    return chosen;
}

std::vector<QRectF> pointLabelCandidates(QPointF p, QSizeF size)
{
    const double w = size.width(), h = size.height();
    std::vector<QRectF> out;
    // Beside the point's corners first, then centred above, below, right and left of it; then
    // the same twice as far out (past a large marker or a steep curve).
    for (double d : {1.0, 2.5}) {
        const double gap = kGap * d;
        out.emplace_back(QPointF(p.x() + 2 * gap, p.y() - h - gap), size);
        out.emplace_back(QPointF(p.x() + 2 * gap, p.y() + 1.5 * gap), size);
        out.emplace_back(QPointF(p.x() - w - 2 * gap, p.y() - h - gap), size);
        out.emplace_back(QPointF(p.x() - w - 2 * gap, p.y() + 1.5 * gap), size);
        out.emplace_back(QPointF(p.x() - w / 2, p.y() - h - 2 * gap), size);
        out.emplace_back(QPointF(p.x() - w / 2, p.y() + 2 * gap), size);
        out.emplace_back(QPointF(p.x() + 3 * gap, p.y() - h / 2), size);
        out.emplace_back(QPointF(p.x() - w - 3 * gap, p.y() - h / 2), size);
    }
    return out;
}

std::vector<QRectF> verticalLineLabelCandidates(double x, const QRectF &plot, QSizeF size,
                                                bool preferTop)
{
    const double w = size.width(), h = size.height();
    const double top = plot.top() + 2, bottom = plot.bottom() - h - 2;
    // The preferred end, the other end, then inwards from the preferred end by eighths of the
    // line (where curves and other labels leave both ends taken).
    std::vector<double> ys{preferTop ? top : bottom, preferTop ? bottom : top};
    for (int k = 1; k < kSteps; ++k) {
        const double f = double(k) / kSteps;
        ys.push_back(preferTop ? top + f * (bottom - top) : bottom - f * (bottom - top));
    }
    std::vector<QRectF> out;
    for (double y : ys) {
        out.emplace_back(QPointF(x + kGap, y), size);
        out.emplace_back(QPointF(x - kGap - w, y), size);
    }
    return out;
}

std::vector<QRectF> horizontalLineLabelCandidates(double y, const QRectF &plot, QSizeF size)
{
    const double w = size.width();
    const double right = plot.right() - w - kGap, left = plot.left() + kGap;
    // The right end, the left end, then leftwards from the right end by eighths of the line.
    std::vector<double> xs{right, left};
    for (int k = 1; k < kSteps; ++k)
        xs.push_back(right - double(k) / kSteps * (right - left));
    std::vector<QRectF> out;
    for (double x : xs) {
        out.emplace_back(QPointF(x, y - size.height() - 1), size);
        out.emplace_back(QPointF(x, y + 1), size);
    }
    return out;
}

} // namespace fleet
