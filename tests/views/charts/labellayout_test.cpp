// Where chart labels go: inside the plot, off the points, curves and other labels.
#include "labellayout.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace fleet {
namespace {

const QRectF kPlot(0, 0, 400, 300);
const QSizeF kText(60, 14);

TEST(LabelLayout, FirstFreeCandidateWins)
{
    const auto chosen = placeLabels(kPlot, {}, {{pointLabelCandidates({100, 150}, kText)}});
    ASSERT_EQ(chosen.size(), 1u);
    EXPECT_EQ(chosen[0], 0); // right-above
}

TEST(LabelLayout, ALabelNeverLeavesThePlot)
{
    // A point at the right edge: right-side candidates stick out, so it goes left.
    const auto candidates = pointLabelCandidates({395, 150}, kText);
    const auto chosen = placeLabels(kPlot, {}, {{candidates}});
    ASSERT_GE(chosen[0], 0);
    EXPECT_TRUE(kPlot.contains(candidates[size_t(chosen[0])]));
    EXPECT_EQ(chosen[0], 2); // left-above
    // A point in the top-right corner goes left-below.
    EXPECT_EQ(placeLabels(kPlot, {}, {{pointLabelCandidates({395, 2}, kText)}})[0], 3);
}

TEST(LabelLayout, LabelsAvoidPointsAndEachOther)
{
    const auto candidates = pointLabelCandidates({100, 150}, kText);
    LabelObstacles o;
    o.boxes.push_back(candidates[0].adjusted(10, 2, -10, -2)); // a marker where right-above is
    const auto chosen = placeLabels(kPlot, o, {{candidates}, {candidates}});
    EXPECT_EQ(chosen[0], 1);
    EXPECT_EQ(chosen[1], 2); // the first label now blocks right-below
}

TEST(LabelLayout, LabelsAvoidCurvesUnlessTheyMustShow)
{
    const auto candidates = pointLabelCandidates({100, 150}, kText);
    LabelObstacles o;
    // Two lines above and below the point: the label goes beside it, between them.
    o.segments = {QLineF(0, 140, 400, 140), QLineF(0, 160, 400, 160)};
    const int between = placeLabels(kPlot, o, {{candidates, true}})[0];
    ASSERT_GE(between, 0);
    EXPECT_FALSE(candidates[size_t(between)].intersects(QRectF(0, 139, 400, 2)));
    EXPECT_FALSE(candidates[size_t(between)].intersects(QRectF(0, 159, 400, 2)));
    // Curves every 8 px across the whole neighbourhood cross every candidate.
    o.segments.clear();
    for (double y = 80; y <= 220; y += 8)
        o.segments.emplace_back(0, y, 400, y);
    EXPECT_EQ(placeLabels(kPlot, o, {{candidates, true}})[0], -1);
    // A line label shows anyway: where it crosses the fewest lines, and says it is on them.
    std::vector<bool> onLines;
    const int least = placeLabels(kPlot, o, {{candidates, false}}, &onLines)[0];
    ASSERT_GE(least, 0);
    EXPECT_EQ(onLines, std::vector<bool>{true});
    auto crossed = [&](const QRectF &box) {
        return std::count_if(o.segments.begin(), o.segments.end(),
                             [&](const QLineF &s) { return segmentIntersectsRect(s, box); });
    };
    for (const QRectF &c : candidates) {
        if (kPlot.contains(c)) {
            EXPECT_LE(crossed(candidates[size_t(least)]), crossed(c));
        }
    }
}

TEST(LabelLayout, AReferenceLineLabelMovesAlongItsLineOffTheCurves)
{
    // A vertical line at x = 200 whose head and foot are both crossed by curves: the label
    // takes a place between them, beside the line, crossing nothing.
    LabelObstacles o;
    o.segments = {QLineF(0, 10, 400, 10), QLineF(0, 290, 400, 290), QLineF(200, 0, 200, 300)};
    const auto v = verticalLineLabelCandidates(200, kPlot, kText, true);
    std::vector<bool> onLines;
    const int chosen = placeLabels(kPlot, o, {{v, false}}, &onLines)[0];
    ASSERT_GE(chosen, 4); // neither end (0–1 the head, 2–3 the foot)
    EXPECT_EQ(onLines, std::vector<bool>{false});
    const QRectF box = v[size_t(chosen)];
    for (const QLineF &s : o.segments)
        EXPECT_FALSE(segmentIntersectsRect(s, box));
    // The same for a horizontal line crossed near both ends by two vertical lines.
    o.segments = {QLineF(390, 0, 390, 300), QLineF(10, 0, 10, 300), QLineF(0, 100, 400, 100)};
    const auto h = horizontalLineLabelCandidates(100, kPlot, kText);
    const int across = placeLabels(kPlot, o, {{h, false}})[0];
    ASSERT_GE(across, 4); // neither end
    for (const QLineF &s : o.segments)
        EXPECT_FALSE(segmentIntersectsRect(s, h[size_t(across)]));
}

TEST(LabelLayout, SegmentRectangleIntersection)
{
    const QRectF r(10, 10, 20, 10);
    EXPECT_TRUE(segmentIntersectsRect(QLineF(0, 15, 100, 15), r));  // passes through
    EXPECT_TRUE(segmentIntersectsRect(QLineF(15, 12, 16, 13), r));  // inside
    EXPECT_TRUE(segmentIntersectsRect(QLineF(0, 0, 40, 40), r));    // crosses a corner region
    EXPECT_FALSE(segmentIntersectsRect(QLineF(0, 0, 100, 0), r));   // above
    EXPECT_FALSE(segmentIntersectsRect(QLineF(40, 0, 40, 100), r)); // right of it
}

TEST(LabelLayout, ReferenceLineCandidatesSitBesideTheLine)
{
    const auto v = verticalLineLabelCandidates(200, kPlot, kText, true);
    ASSERT_GE(v.size(), 2u);
    EXPECT_DOUBLE_EQ(v[0].top(), 2); // head first when preferred
    EXPECT_GT(v[0].left(), 200);     // right of the line
    EXPECT_LT(v[1].right(), 200);    // then left of it
    const auto h = horizontalLineLabelCandidates(100, kPlot, kText);
    EXPECT_LT(h[0].bottom(), 100);              // above the line
    EXPECT_GT(h[1].top(), 100);                 // then below it
    EXPECT_GT(h[0].left(), kPlot.center().x()); // at the right end first
}

} // namespace
} // namespace fleet
