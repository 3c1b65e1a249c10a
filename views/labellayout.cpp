// Label placement (labellayout.h): the candidate boxes of a point's or a reference line's label,
// and the first-fit choice that keeps each label inside the plot and off points, lines and
// earlier labels. Pure geometry.
#include "labellayout.h"

#include <algorithm>

namespace fleet {

namespace {

constexpr double kGap = 4; ///< px between a label and what it annotates

bool hitsAny(const QRectF &box, const std::vector<QRectF> &boxes)
{
    return std::any_of(boxes.begin(), boxes.end(),
                       [&](const QRectF &b) { return b.intersects(box); });
}

bool crossesAny(const QRectF &box, const std::vector<QLineF> &segments)
{
    return std::any_of(segments.begin(), segments.end(),
                       [&](const QLineF &s) { return segmentIntersectsRect(s, box); });
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
                             const std::vector<LabelRequest> &requests)
{
    std::vector<int> chosen;
    chosen.reserve(requests.size());
    for (const LabelRequest &request : requests) {
        int pick = -1;
        for (int pass = 0; pass < 2 && pick < 0; ++pass) {
            const bool strict = pass == 0;
            if (!strict && request.avoidLines)
                break;
            for (size_t i = 0; i < request.candidates.size(); ++i) {
                const QRectF &box = request.candidates[i];
                if (!bounds.contains(box) || hitsAny(box, obstacles.boxes))
                    continue;
                if (strict && crossesAny(box, obstacles.segments))
                    continue;
                pick = int(i);
                break;
            }
        }
        if (pick >= 0)
            obstacles.boxes.push_back(request.candidates[size_t(pick)]);
        chosen.push_back(pick);
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
    const double first = preferTop ? top : bottom, second = preferTop ? bottom : top;
    const double mid = plot.center().y() - h / 2;
    const double upper = plot.top() + plot.height() / 4 - h / 2;
    const double lower = plot.top() + plot.height() * 3 / 4 - h / 2;
    std::vector<QRectF> out;
    for (double y : {first, second, mid, preferTop ? upper : lower, preferTop ? lower : upper}) {
        out.emplace_back(QPointF(x + kGap, y), size);
        out.emplace_back(QPointF(x - kGap - w, y), size);
    }
    return out;
}

std::vector<QRectF> horizontalLineLabelCandidates(double y, const QRectF &plot, QSizeF size)
{
    const double w = size.width(), h = size.height();
    const double right = plot.right() - w - kGap, left = plot.left() + kGap;
    const double middle = plot.center().x() - w / 2;
    const double rightQuarter = plot.left() + plot.width() * 3 / 4 - w / 2;
    const double leftQuarter = plot.left() + plot.width() / 4 - w / 2;
    std::vector<QRectF> out;
    for (double x : {right, left, middle, rightQuarter, leftQuarter}) {
        out.emplace_back(QPointF(x, y - h - 1), size);
        out.emplace_back(QPointF(x, y + 1), size);
    }
    return out;
}

} // namespace fleet
