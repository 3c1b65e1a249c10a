// Off-scale marks (offscale.h): where a curve crosses out of a chart's y range.
#include "offscale.h"

#include <cmath>

namespace fleet {

namespace {

/// A value along an axis in its own scale: log10 on a log axis.
double along(double v, bool log)
{
    return log ? std::log10(v) : v;
}

double fromAlong(double t, bool log)
{
    return log ? std::pow(10.0, t) : t;
}

/// −1 below the range, 0 inside, +1 above.
int side(double y, const PlotRanges &r)
{
    return y > r.yMax ? 1 : (y < r.yMin ? -1 : 0);
}

bool drawable(CurvePoint p, const PlotRanges &r)
{
    return std::isfinite(p.x) && std::isfinite(p.y) && !(r.logX && p.x <= 0) &&
           !(r.logY && p.y <= 0);
}

} // namespace

std::vector<OffScaleMark> offScaleMarks(const Curve &curve, const PlotRanges &r, bool joined)
{
    std::vector<OffScaleMark> marks;
    auto mark = [&](double x, int where) {
        marks.push_back({.at = {x, where > 0 ? r.yMax : r.yMin}, .above = where > 0});
    };
    if (!joined) {
        for (const CurvePoint &p : curve) {
            if (drawable(p, r) && p.x >= r.xMin && p.x <= r.xMax && side(p.y, r) != 0)
                mark(p.x, side(p.y, r));
        }
        return marks;
    }
    Curve points;
    for (const CurvePoint &p : curve) {
        if (drawable(p, r))
            points.push_back(p);
    }
    const double x0 = along(r.xMin, r.logX), x1 = along(r.xMax, r.logX);
    bool started = false; // the shown part of the curve has begun
    for (size_t i = 0; i + 1 < points.size() || (i == 0 && points.size() == 1); ++i) {
        // The segment from a to b (a single point is a segment of its own), clipped to the x
        // range, in the axes' scales.
        const CurvePoint a = points[i], b = points.size() == 1 ? a : points[i + 1];
        double ax = along(a.x, r.logX), bx = along(b.x, r.logX);
        double ay = along(a.y, r.logY), by = along(b.y, r.logY);
        if (std::max(ax, bx) < x0 || std::min(ax, bx) > x1)
            continue;
        auto yAt = [&](double x) { return bx == ax ? ay : ay + (by - ay) * (x - ax) / (bx - ax); };
        if (ax < x0) {
            ay = yAt(x0);
            ax = x0;
        }
        if (bx > x1) {
            by = yAt(x1);
            bx = x1;
        }
        const int from = side(fromAlong(ay, r.logY), r), to = side(fromAlong(by, r.logY), r);
        if (!started) {
            started = true;
            if (from != 0)
                mark(fromAlong(ax, r.logX), from); // off scale where it is first shown
        }
        // Inside → outside, or across the whole range (it enters and leaves on the way).
        if (to != 0 && to != from) {
            const double edge = along(to > 0 ? r.yMax : r.yMin, r.logY);
            const double x = by == ay ? bx : ax + (bx - ax) * (edge - ay) / (by - ay);
            mark(fromAlong(x, r.logX), to);
        }
    }
    return marks;
}

} // namespace fleet
