// Label placement (labellayout.h): the candidate boxes of a point's or a reference line's label,
// and the first-fit choice that keeps each label inside the plot and off points, lines and
// earlier labels. Pure geometry.
#include "labellayout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

namespace fleet {

namespace {

constexpr double kGap = 4; ///< px between a label and what it annotates
constexpr int kSteps = 8;  ///< positions along a reference line: its ends and the eighths between
/// px a label keeps from a line (a curve is drawn up to 3 px wide): text that touches a curve
/// reads as drawn over it.
constexpr double kClearance = 2.5;
/// The largest share of the plot a label drawn over curves may cover: in a plot a few lines
/// high (the AllReduce charts beside a lesson in Chinese) labels on backdrops hid the curves.
constexpr double kMostCovered = 0.2;

bool hitsAny(const QRectF &box, const std::vector<QRectF> &boxes)
{
    return std::any_of(boxes.begin(), boxes.end(),
                       [&](const QRectF &b) { return b.intersects(box); });
}

/// Whether any of `parts`, `beside` px wider each side, covers one of `boxes`.
bool hitsAny(std::span<const QRectF> parts, const std::vector<QRectF> &boxes, double beside = 0)
{
    return std::any_of(parts.begin(), parts.end(), [&](const QRectF &part) {
        return hitsAny(part.adjusted(-beside, 0, beside, 0), boxes);
    });
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
    // The labels placed: a label keeps the clearance from them, as from a line (two side by
    // side read as one: "24.4 h6.1 h"); a point's own label sits close to it.
    std::vector<QRectF> labels;
    if (onLines)
        onLines->clear();
    for (const LabelRequest &request : requests) {
        // The first candidate clear of boxes and lines; failing that, for a label that must
        // show, the one crossing the fewest lines (the first of those: the most preferred).
        // Another reference line is never crossed (the label would read as that line's); its
        // own only by a label that sits on it.
        int pick = -1;
        size_t fewest = std::numeric_limits<size_t>::max();
        for (size_t i = 0; i < request.candidates.size(); ++i) {
            const QRectF &box = request.candidates[i];
            const std::span<const QRectF> parts =
                i < request.parts.size() && !request.parts[i].empty()
                    ? std::span<const QRectF>(request.parts[i])
                    : std::span<const QRectF>(&box, 1);
            if (!bounds.contains(box) || hitsAny(parts, obstacles.boxes) ||
                hitsAny(parts, labels, kClearance))
                continue;
            // (A label sits just off its own line: the clearance is from the others.)
            bool onOwn = false, onOther = false;
            for (size_t r = 0; r < obstacles.rules.size() && !onOther; ++r) {
                const bool own = int(r) == request.ownRule;
                const double clear = own ? 0 : kClearance;
                for (const QRectF &part : parts) {
                    if (segmentIntersectsRect(obstacles.rules[r],
                                              part.adjusted(-clear, -clear, clear, clear)))
                        (own ? onOwn : onOther) = true;
                }
            }
            if (onOther)
                continue;
            size_t crossed = onOwn;
            for (const QRectF &part : parts)
                crossed +=
                    crossings(part.adjusted(-kClearance, -kClearance, kClearance, kClearance),
                              obstacles.segments, request.avoidLines ? 1 : fewest);
            if (crossed == 0) {
                pick = int(i);
                fewest = 0;
                break;
            }
            if (!request.avoidLines && crossed < fewest &&
                box.width() * box.height() <= kMostCovered * bounds.width() * bounds.height()) {
                fewest = crossed;
                pick = int(i);
            }
        }
        if (pick >= 0) {
            const size_t p = size_t(pick);
            if (p < request.parts.size() && !request.parts[p].empty())
                labels.insert(labels.end(), request.parts[p].begin(), request.parts[p].end());
            else
                labels.push_back(request.candidates[p]);
        }
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

std::vector<QRectF> onHorizontalLineCandidates(double y, const QRectF &plot, QSizeF size)
{
    const double w = size.width(), h = size.height();
    const double right = plot.right() - w - kGap, left = plot.left() + kGap;
    std::vector<double> xs{right, left};
    for (int k = 1; k < kSteps; ++k)
        xs.push_back(right - double(k) / kSteps * (right - left));
    // The line through the middle, then 2 px nearer each edge in turn, to 2 px inside it.
    std::vector<double> tops{y - h / 2};
    for (double d = 2; d <= h / 2 - 2; d += 2) {
        tops.push_back(y - h / 2 - d);
        tops.push_back(y - h / 2 + d);
    }
    std::vector<QRectF> out;
    for (double top : tops) {
        for (double x : xs)
            out.emplace_back(QPointF(x, top), size);
    }
    return out;
}

std::vector<QRectF> onVerticalLineCandidates(double x, const QRectF &plot, QSizeF size,
                                             bool preferTop)
{
    const double w = size.width();
    std::vector<QRectF> out;
    for (const QRectF &beside : verticalLineLabelCandidates(x, plot, size, preferTop)) {
        if (beside.left() < x)
            continue; // one per height
        for (double left : {x - w / 2, x - w + 2 * kGap, x - 2 * kGap})
            out.emplace_back(QPointF(left, beside.top()), size);
    }
    return out;
}

QString labelOnTwoLines(const QString &label)
{
    // At the first colon, which the break then stands for ("N = 100,000" over "100.0 %":
    // a Chinese full-width colon at a line's end is a character's width the label lacks).
    for (const QString &colon : {QStringLiteral(": "), QStringLiteral("：")}) {
        const qsizetype at = label.indexOf(colon);
        if (at > 0 && at + colon.size() < label.size())
            return label.left(at).trimmed() + QLatin1Char('\n') +
                   label.mid(at + colon.size()).trimmed();
    }
    // Else after the comma nearest the middle ("M = 680 MB," over "N = 256"), else at the
    // space nearest it that is neither beside an operator ("N = 8") nor between a number and
    // its unit ("680 MB").
    const qsizetype middle = label.size() / 2;
    auto nearer = [middle](qsizetype a, qsizetype b) {
        return b < 0 || std::abs(a - middle) < std::abs(b - middle);
    };
    qsizetype comma = -1;
    for (qsizetype i = 0; i + 1 < label.size(); ++i) {
        if ((label[i] == QLatin1Char(',') && label[i + 1] == QLatin1Char(' ')) ||
            label[i] == QChar(0xff0c))
            comma = nearer(i, comma) ? i : comma;
    }
    if (comma > 0)
        return label.left(comma + 1) + QLatin1Char('\n') + label.mid(comma + 1).trimmed();
    static const QString operators = QStringLiteral("=×÷+−-<>≈≤≥·/");
    qsizetype best = -1;
    for (qsizetype i = label.indexOf(QLatin1Char(' ')); i > 0 && i + 1 < label.size();
         i = label.indexOf(QLatin1Char(' '), i + 1)) {
        if (operators.contains(label[i - 1]) || operators.contains(label[i + 1]) ||
            (label[i - 1].isDigit() && !label[i + 1].isDigit() && label[i + 1].unicode() < 0x2e80))
            continue;
        if (nearer(i, best))
            best = i;
    }
    return best < 0 ? QString() : label.left(best) + QLatin1Char('\n') + label.mid(best + 1);
}

std::vector<QRectF> labelLineBoxes(const QRectF &box, const std::vector<double> &widths, bool right)
{
    std::vector<QRectF> out;
    if (widths.empty())
        return out;
    const double h = box.height() / double(widths.size());
    for (size_t i = 0; i < widths.size(); ++i) {
        const double w = std::min(widths[i], box.width());
        out.emplace_back(right ? box.right() - w : box.left(), box.top() + double(i) * h, w, h);
    }
    return out;
}

} // namespace fleet
