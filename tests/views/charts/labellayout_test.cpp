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
    o.segments = {QLineF(0, 10, 400, 10), QLineF(0, 290, 400, 290)};
    o.rules = {QLineF(200, 0, 200, 300)}; // the label's own line
    const auto v = verticalLineLabelCandidates(200, kPlot, kText, true);
    std::vector<bool> onLines;
    const int chosen = placeLabels(kPlot, o, {{v, false, 0}}, &onLines)[0];
    ASSERT_GE(chosen, 4); // neither end (0–1 the head, 2–3 the foot)
    EXPECT_EQ(onLines, std::vector<bool>{false});
    const QRectF box = v[size_t(chosen)];
    for (const QLineF &s : o.segments)
        EXPECT_FALSE(segmentIntersectsRect(s, box));
    // The same for a horizontal line crossed near both ends by two vertical lines.
    o.segments = {QLineF(390, 0, 390, 300), QLineF(10, 0, 10, 300)};
    o.rules = {QLineF(0, 100, 400, 100)};
    const auto h = horizontalLineLabelCandidates(100, kPlot, kText);
    const int across = placeLabels(kPlot, o, {{h, false, 0}})[0];
    ASSERT_GE(across, 4); // neither end
    for (const QLineF &s : o.segments)
        EXPECT_FALSE(segmentIntersectsRect(s, h[size_t(across)]));
    EXPECT_FALSE(segmentIntersectsRect(o.rules[0], h[size_t(across)]));
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

TEST(LabelLayout, AReferenceLabelNeverCrossesAnotherReferenceLine)
{
    // "Traditional rack 12 kW" was drawn over the 30 kW air-cooling limit: the two lines 16 px
    // apart leave no room above the 12 kW line for a 14 px label, and below it the plot ends.
    // It sits on its own line instead, over a backdrop, clear of the other.
    LabelObstacles o;
    o.rules = {QLineF(0, 274, 400, 274), QLineF(0, 290, 400, 290)}; // 30 kW, 12 kW
    auto candidates = horizontalLineLabelCandidates(290, kPlot, kText);
    const size_t beside = candidates.size();
    const auto on = onHorizontalLineCandidates(290, kPlot, kText);
    candidates.insert(candidates.end(), on.begin(), on.end());
    std::vector<bool> onLines;
    const int chosen = placeLabels(kPlot, o, {{candidates, false, 1}}, &onLines)[0];
    ASSERT_GE(chosen, 0);
    EXPECT_GE(size_t(chosen), beside); // on its line
    const QRectF box = candidates[size_t(chosen)];
    EXPECT_FALSE(segmentIntersectsRect(o.rules[0], box)) << box.top() << " " << box.bottom();
    EXPECT_TRUE(segmentIntersectsRect(o.rules[1], box));
    EXPECT_TRUE(kPlot.contains(box));
    EXPECT_EQ(onLines, std::vector<bool>{true}); // over a backdrop
    // Without a place clear of the other line it is left out rather than drawn over it.
    o.rules[0] = QLineF(0, 283, 400, 283);
    EXPECT_EQ(placeLabels(kPlot, o, {{candidates, false, 1}})[0], -1);
    // A point's label keeps off every reference line.
    const auto point = pointLabelCandidates({100, 290}, kText);
    const int p = placeLabels(kPlot, o, {{point, true}})[0];
    ASSERT_GE(p, 0);
    for (const QLineF &rule : o.rules)
        EXPECT_FALSE(segmentIntersectsRect(rule, point[size_t(p)]));
}

TEST(LabelLayout, ALabelKeepsOffOtherMarksAndKeepsItsDistanceFromLabelsAndCurves)
{
    // "table ends: extrapolated →" was drawn over "off scale ↑" at the top of the plot: a mark
    // already there is a box the label keeps off; it takes the other side of its line.
    LabelObstacles o;
    o.rules = {QLineF(200, 0, 200, 300)};
    const auto v = verticalLineLabelCandidates(200, kPlot, kText, true);
    ASSERT_GT(v[0].left(), 200);
    o.boxes = {v[0].adjusted(20, 0, 20, 0)}; // "off scale ↑", right of the line at the top
    const int chosen = placeLabels(kPlot, o, {{v, false, 0}})[0];
    EXPECT_EQ(chosen, 1); // at the top, left of the line
    // A curve passing 1 px under a label reads as drawn over it: 2.5 px at least.
    LabelObstacles curve;
    curve.segments = {QLineF(0, v[0].bottom() + 1, 400, v[0].bottom() + 1)};
    EXPECT_NE(placeLabels(kPlot, curve, {{v, true}})[0], 0);
    curve.segments = {QLineF(0, v[0].bottom() + 3, 400, v[0].bottom() + 3)};
    EXPECT_EQ(placeLabels(kPlot, curve, {{v, true}})[0], 0);
    // Two labels side by side keep a gap ("24.4 h6.1 h" read as one).
    const QRectF first(100, 100, 60, 14);
    const std::vector<QRectF> touching{first.translated(61, 0), first.translated(70, 0)};
    const auto two = placeLabels(kPlot, {}, {{{first}}, {touching}});
    EXPECT_EQ(two, (std::vector<int>{0, 1}));
}

TEST(LabelLayout, ATwoLineLabelLeavesRoomUnderItsShorterLine)
{
    // "N = 16,384: 3.1 h" left of its line, over a curve that rises to the left: on two lines
    // against the line ("N = 16,384" over "3.1 h": the break stands for the colon) its short
    // second line clears the curve.
    EXPECT_EQ(labelOnTwoLines(QStringLiteral("N = 16,384: 3.1 h")),
              QStringLiteral("N = 16,384\n3.1 h"));
    EXPECT_EQ(labelOnTwoLines(QStringLiteral("N = 100,000：100.0 %")),
              QStringLiteral("N = 100,000\n100.0 %"));
    EXPECT_EQ(labelOnTwoLines(QStringLiteral("M = 680 MB, N = 256")),
              QStringLiteral("M = 680 MB,\nN = 256"));
    EXPECT_EQ(labelOnTwoLines(QStringLiteral("N = 41,217 起树形优于环形")),
              QStringLiteral("N = 41,217\n起树形优于环形"));
    EXPECT_EQ(labelOnTwoLines(QStringLiteral("tree beats ring below 8.817 MB")),
              QStringLiteral("tree beats ring\nbelow 8.817 MB"));
    EXPECT_TRUE(labelOnTwoLines(QStringLiteral("t = 8")).isEmpty());
    EXPECT_TRUE(labelOnTwoLines(QStringLiteral("80 GB")).isEmpty());

    const QSizeF size(80, 28);
    const auto v = verticalLineLabelCandidates(300, kPlot, size, true);
    ASSERT_LT(v[1].right(), 300); // left of the line, at the top
    const QRectF box = v[1];
    const std::vector<QRectF> lines = labelLineBoxes(box, {80, 30}, true);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], QRectF(box.left(), box.top(), 80, 14));
    EXPECT_EQ(lines[1], QRectF(box.right() - 30, box.top() + 14, 30, 14));
    // A curve through the box's lower left corner, under the first line and left of the second.
    LabelObstacles o;
    o.boxes = {v[0]}; // right of the line is taken
    o.segments = {QLineF(box.left() - 20, box.bottom() - 12, box.left() + 40, box.bottom() + 20)};
    ASSERT_TRUE(segmentIntersectsRect(o.segments[0], box));
    LabelRequest whole{v, false};
    LabelRequest shaped{v, false};
    shaped.parts.assign(v.size(), {});
    shaped.parts[1] = lines;
    std::vector<bool> onLines;
    EXPECT_NE(placeLabels(kPlot, o, {whole})[0], 1);
    EXPECT_EQ(placeLabels(kPlot, o, {shaped}, &onLines)[0], 1);
    EXPECT_EQ(onLines, std::vector<bool>{false});
}

TEST(LabelLayout, OnLineCandidatesCrossTheirLineInsideThePlot)
{
    const auto h = onHorizontalLineCandidates(100, kPlot, kText);
    ASSERT_FALSE(h.empty());
    EXPECT_DOUBLE_EQ(h[0].center().y(), 100); // the line through its middle first
    for (const QRectF &box : h)
        EXPECT_TRUE(box.top() < 100 && box.bottom() > 100) << box.top();
    const auto v = onVerticalLineCandidates(200, kPlot, kText, true);
    ASSERT_FALSE(v.empty());
    EXPECT_DOUBLE_EQ(v[0].center().x(), 200);
    EXPECT_DOUBLE_EQ(v[0].top(), 2); // at the preferred end first
    for (const QRectF &box : v)
        EXPECT_TRUE(box.left() < 200 && box.right() > 200) << box.left();
}

} // namespace
} // namespace fleet
