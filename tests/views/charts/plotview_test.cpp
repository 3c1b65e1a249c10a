// PlotView, the chart adapter: data cleaning on log axes, the hover read-out, reference labels
// and the legend.
#include "../../qtprinters.h"
#include "accessibility.h"
#include "axislock.h"
#include "format.h"
#include "offscale.h"
#include "palette.h"
#include "plotview.h"
#include "textfit.h"

#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QMouseEvent>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace fleet {
namespace {

TEST(PlotViewTest, DropsWhatALogAxisCannotShow)
{
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), true, {}},
                  {QStringLiteral("y"), true, {}});
    const auto id = plot.addLine(QStringLiteral("line"), QPen(Qt::blue));
    plot.setData(id, {{1, 1}, {2, 0}, {3, -1}, {4, std::nan("")}, {5, INFINITY}, {0, 3}, {6, 6}});
    const QList<QPointF> pts = plot.points(id);
    ASSERT_EQ(pts.size(), 2);
    EXPECT_EQ(pts[0], QPointF(1, 1));
    EXPECT_EQ(pts[1], QPointF(6, 6));
}

TEST(PlotViewTest, HoverShowsTheExactValueAtTheCursor)
{
    PlotView plot(QStringLiteral("t"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MTBF"), true, {}});
    const auto id = plot.addLine(QStringLiteral("MTBF = MTTF / N"), QPen(Qt::blue),
                                 [](double n) { return 50000.0 / n; });
    plot.setRanges(1, 1e5, 0.1, 1e5);
    plot.setData(id, clusterMtbfCurve(50000, 1, 1e5, 64));
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    const QPointF at = plot.positionOf({8192, 50000.0 / 8192});
    const QString text = plot.hoverAt(at);
    EXPECT_TRUE(text.startsWith(QStringLiteral("MTBF = MTTF / N"))) << text.toStdString();
    EXPECT_TRUE(plot.isCalloutVisible());
    EXPECT_TRUE(plot.hoverAt(QPointF(2, 2)).isEmpty()); // outside the plot area
    EXPECT_FALSE(plot.isCalloutVisible());
}

TEST(PlotViewTest, TheHoverCalloutGoesWhenThePointerLeavesOrTheChartHides)
{
    PlotView plot(QStringLiteral("t"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MTBF"), true, {}});
    const auto id = plot.addLine(QStringLiteral("MTBF = MTTF / N"), QPen(Qt::blue),
                                 [](double n) { return 50000.0 / n; });
    plot.setRanges(1, 1e5, 0.1, 1e5);
    plot.setData(id, clusterMtbfCurve(50000, 1, 1e5, 64));
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    const QPointF at = plot.positionOf({8192, 50000.0 / 8192});
    const auto pointAt = [&plot, at] {
        QMouseEvent move(QEvent::MouseMove, at, plot.viewport()->mapToGlobal(at), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot.viewport(), &move);
    };
    pointAt();
    ASSERT_TRUE(plot.isCalloutVisible());
    // The pointer leaves the plot's viewport (onto the chart's frame, or a widget over it).
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(plot.viewport(), &leave);
    EXPECT_FALSE(plot.isCalloutVisible());
    pointAt();
    ASSERT_TRUE(plot.isCalloutVisible());
    plot.hide(); // another view or another lesson step: not left for when it shows again
    plot.show();
    EXPECT_FALSE(plot.isCalloutVisible());
}

TEST(TextFit, AHiddenValueInATitleKeepsTheRoomItsRevealNeeds)
{
    // zero-memory at its reveal: "Memory per accelerator: ?" took one line, the revealed
    // "Memory per accelerator: 2.9 GB (fits in 80 GB of HBM)" two, and the plot moved down a
    // line under the class's eyes. The hidden title keeps the revealed one's room.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setData(plot.addLine(QStringLiteral("line"), QPen(Qt::blue)), {{0, 0}, {1, 1}});
    plot.resize(330, 300);
    plot.show();
    const QString hidden = QStringLiteral("2.9 GB (fits in 80 GB of HBM)");
    plot.setTextFilter([hidden](const QString &text) {
        return QString(text).replace(hidden, QStringLiteral("?"));
    });
    plot.setTitle(QStringLiteral("Memory per accelerator: ") + hidden);
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();
    const QString concealed = chartTitle(plot.chart());
    EXPECT_FALSE(concealed.contains(QStringLiteral("<br>"))) << concealed.toStdString();
    const QRectF before = plot.chart()->plotArea();
    plot.setTextFilter({}); // revealed
    plot.flushLayout();
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();
    const QString revealed = chartTitle(plot.chart());
    ASSERT_TRUE(revealed.contains(QStringLiteral("<br>"))) << revealed.toStdString();
    EXPECT_EQ(plot.chart()->plotArea(), before) << "the plot moved at the reveal";
}

TEST(TextFit, ATitleTooWideForTwoLinesTakesThreeNotCut)
{
    // The Serving view at the largest font scale: "Latency vs batch: | B = 98 sequences
    // (automatic)" was wrapped once, and its second line, wider than the chart, was cut at both
    // ends. A title whose two balanced lines do not fit takes as many as it needs.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setData(plot.addLine(QStringLiteral("line"), QPen(Qt::blue)), {{0, 0}, {1, 1}});
    plot.resize(230, 300);
    plot.show();
    // The batch and its unit kept on one line, as the view gives them.
    plot.setTitle(QStringLiteral("Latency vs batch: B = 98\u00a0sequences (automatic)"));
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();
    const QString title = chartTitle(plot.chart());
    const QStringList lines = title.split(QStringLiteral("<br>"));
    EXPECT_GE(lines.size(), 3) << title.toStdString();
    const QFontMetricsF metrics(plot.chart()->titleFont());
    for (const QString &line : lines)
        EXPECT_LE(metrics.horizontalAdvance(line), plot.chart()->size().width() - 24)
            << line.toStdString();
}

TEST(TextFit, ChineseBreaksWherePhrasesEndNotInsideAWord)
{
    // "本场景的机柜功率，超过风冷上限" too wide for one line: it breaks after the comma, not
    // between 本 and 场景 (Chinese has no spaces to break at).
    QFont font;
    font.setPointSizeF(12);
    const QString text = QStringLiteral("本场景的机柜功率，超过风冷上限");
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(QStringLiteral("本场景的机柜功率，超过"));
    const QString wrapped = wrapLines(text, font, width);
    EXPECT_EQ(wrapped, QStringLiteral("本场景的机柜功率，<br>超过风冷上限"))
        << wrapped.toStdString();
    // A phrase wider than the line still breaks between characters, as many as fit.
    const double narrow = metrics.horizontalAdvance(QStringLiteral("本场景的"));
    const QString cut = wrapLines(QStringLiteral("本场景的机柜功率"), font, narrow);
    EXPECT_EQ(cut, QStringLiteral("本场景的<br>机柜功率")) << cut.toStdString();
    // Where Chinese meets digits is a phrase's end too.
    const QString mixed = wrapLines(QStringLiteral("每机柜约30kW的风冷上限"), font,
                                    metrics.horizontalAdvance(QStringLiteral("每机柜约30kW的")));
    EXPECT_TRUE(mixed.startsWith(QStringLiteral("每机柜约<br>30kW")) ||
                mixed.startsWith(QStringLiteral("每机柜约30kW<br>")))
        << mixed.toStdString();
}

TEST(TextFit, AnAxisTitleThatWouldBeCutIsLeftOutNotShownAsAnEllipsis)
{
    // Qt Charts gives the axis under the plot at most 40 % of the chart's height between its
    // title and legend, and an axis title up the side no more than the plot's height; beyond
    // either it cuts the title to "…" (a Chinese lesson at 1280 × 720 showed "…" under two
    // charts and "AllR…" beside them). A short chart shows its ticks without the titles; a
    // tall one shows them whole, and they come back when it grows again.
    PlotView plot(QStringLiteral("AllReduce time vs N"),
                  {QStringLiteral("Accelerators N"), true, {}},
                  {QStringLiteral("AllReduce time per step"), true, {}});
    const auto id =
        plot.addLine(QStringLiteral("ring"), QPen(Qt::blue), [](double n) { return 1e-4 * n; });
    plot.setRanges(1, 1e4, 1e-4, 1.0);
    plot.setData(id, {{1, 1e-4}, {1e4, 1.0}});
    QAbstractAxis *x = plot.chart()->axes(Qt::Horizontal).first();
    QAbstractAxis *y = plot.chart()->axes(Qt::Vertical).first();
    plot.resize(420, 420);
    plot.show();
    QCoreApplication::processEvents();
    EXPECT_EQ(x->titleText(), QStringLiteral("Accelerators N"));
    EXPECT_FALSE(y->titleText().isEmpty());
    plot.resize(420, 130);
    QCoreApplication::processEvents();
    EXPECT_TRUE(x->titleText().isEmpty()) << x->titleText().toStdString();
    EXPECT_TRUE(y->titleText().isEmpty()) << y->titleText().toStdString();
    plot.resize(420, 420);
    QCoreApplication::processEvents();
    EXPECT_EQ(x->titleText(), QStringLiteral("Accelerators N"));
    EXPECT_EQ(plainText(y->titleText().replace(QStringLiteral("<br>"), QStringLiteral(" "))),
              QStringLiteral("AllReduce time per step"));
}

TEST(PlotViewTest, HoverNamesEachUnitOnceBesideItsValue)
{
    // "Rack power (kW): 22.4 kW" said the unit twice: the callout names the quantity alone.
    PlotView plot(QStringLiteral("t"),
                  {QStringLiteral("Arithmetic intensity (FLOP/byte)"), false,
                   [](double v) { return formatReadable(v) + QStringLiteral(" FLOP/byte"); }},
                  {QStringLiteral("Rack power（kW）"), false,
                   [](double v) { return formatReadable(v) + QStringLiteral(" kW"); }});
    const auto id = plot.addPoints(QStringLiteral("This rack"), Qt::blue);
    plot.setRanges(0, 10, 0, 10);
    plot.setData(id, {{4, 5}});
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    EXPECT_EQ(plot.hoverAt(plot.positionOf({4, 5})),
              QStringLiteral("This rack\nArithmetic intensity: 4 FLOP/byte\nRack power: 5 kW"));
}

TEST(PlotViewTest, AReferenceLabelOnALineReadsOverIt)
{
    // Horizontal curves at every 12 px leave a vertical marker's label no place off a line:
    // it sits on the fewest and gets the chart's background behind it. Moved where the curves
    // leave room, it needs none.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 100);
    std::vector<PlotView::SeriesId> curves;
    for (int k = 0; k <= 100; k += 2)
        curves.push_back(plot.addLine(QStringLiteral("y = %1").arg(k), QPen(Qt::blue)));
    const int marker = plot.addMarker(Qt::Vertical, QPen(Qt::black));
    plot.resize(800, 600);
    plot.show();
    for (size_t i = 0; i < curves.size(); ++i)
        plot.setData(curves[i], {{0, double(2 * i)}, {10, double(2 * i)}});
    plot.setMarker(marker, 5, QStringLiteral("M = 14 GB"));
    QCoreApplication::processEvents();
    auto [box, backdrop] = plot.markerLabelPlace(marker);
    EXPECT_FALSE(box.isEmpty());
    EXPECT_TRUE(backdrop);
    // Only the lower half of the plot has curves now: the label goes above them, bare.
    for (size_t i = 0; i < curves.size(); ++i)
        plot.setData(curves[i], {{0, double(i)}, {10, double(i)}});
    QCoreApplication::processEvents();
    std::tie(box, backdrop) = plot.markerLabelPlace(marker);
    EXPECT_FALSE(box.isEmpty());
    EXPECT_FALSE(backdrop);
}

TEST(PlotViewTest, APointsLabelGoesWithItsPoint)
{
    // A measured point hidden behind a question took its diamond away and left its name
    // ("Llama 3 405B") floating in the empty plot.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    const auto points = plot.addPoints(QStringLiteral("Field data"), Qt::black);
    const int label = plot.addLabel({}, points);
    const int free = plot.addLabel();
    plot.resize(800, 600);
    plot.show();
    plot.setData(points, {{5, 5}});
    plot.setLabel(label, {5, 5}, QStringLiteral("Llama 3 405B"));
    plot.setLabel(free, {2, 2}, QStringLiteral("ridge"));
    QCoreApplication::processEvents();
    EXPECT_FALSE(plot.labelBox(label).isEmpty());
    plot.setConcealed(points, true, PlotView::ByReadoutQuestion);
    EXPECT_TRUE(plot.labelBox(label).isEmpty());
    EXPECT_FALSE(plot.labelBox(free).isEmpty()); // a label of no series stays
    plot.setConcealed(points, false, PlotView::ByReadoutQuestion);
    EXPECT_FALSE(plot.labelBox(label).isEmpty());
    plot.setSeriesVisible(points, false);
    EXPECT_TRUE(plot.labelBox(label).isEmpty());
}

TEST(PlotViewTest, AVerticalLinesLabelTakesTwoLinesBesideItRatherThanCrossACurve)
{
    // "N = 100,000: 100.0 %" beside its line over an S-curve: on one line every place beside
    // the line crosses the curve; on two ("N = 100,000" over "100.0 %"), against the line,
    // it clears it.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 100, 0, 100);
    const auto curve = plot.addLine(QStringLiteral("curve"), QPen(Qt::red, 3));
    const int marker = plot.addMarker(Qt::Vertical, QPen(Qt::black));
    plot.resize(400, 300);
    plot.show();
    // Steep from (60, 0) to (80, 100): left of x = 95 there is no room for a long label.
    plot.setData(curve, {{0, 0}, {60, 0}, {80, 100}, {100, 100}});
    plot.setMarker(marker, 95, QStringLiteral("N = 100,000: 100.0 %"));
    QCoreApplication::processEvents();
    EXPECT_EQ(plot.markerLabel(marker), QStringLiteral("N = 100,000: 100.0 %"));
    EXPECT_EQ(plot.markerLabelDrawn(marker), QStringLiteral("N = 100,000\n100.0 %"));
    const auto [box, backdrop] = plot.markerLabelPlace(marker);
    ASSERT_FALSE(box.isEmpty());
    EXPECT_FALSE(backdrop);                                                   // clear of the curve
    EXPECT_LT(box.right(), plot.chart()->mapToPosition(QPointF(95, 50)).x()); // left of its line
    // Room again (the curve gone to the left): one line.
    plot.setData(curve, {{0, 0}, {5, 100}, {100, 100}});
    EXPECT_EQ(plot.markerLabelDrawn(marker), QStringLiteral("N = 100,000: 100.0 %"));
}

TEST(PlotViewTest, TheLegendDrawsPointsInTheirMarkersShape)
{
    // Points are told apart by shape as well as colour: "At N" is a square on the chart and
    // in the legend, the appendix's table a circle.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    plot.setData(plot.addPoints(QStringLiteral("Appendix table"), Qt::darkYellow,
                                QScatterSeries::MarkerShapeCircle, 11),
                 {{1, 1}});
    plot.setData(
        plot.addPoints(QStringLiteral("At N"), Qt::blue, QScatterSeries::MarkerShapeRectangle, 12),
        {{2, 2}});
    // The roofline's training micro-batch is a pentagon: its entry said "●".
    const PlotView::SeriesId pentagon = plot.addPoints(QStringLiteral("Training"), Qt::magenta,
                                                       QScatterSeries::MarkerShapePentagon, 12);
    plot.setData(pentagon, {{3, 3}});
    // Hidden behind a question, a series keeps its entry, in a grey that is not the text's.
    plot.setConcealed(pentagon, true, PlotView::ByReadoutQuestion);
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    QString legend, html;
    for (QGraphicsItem *item : plot.chart()->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
            legend += text->toPlainText();
            html += text->toHtml();
        }
    }
    EXPECT_TRUE(legend.contains(QStringLiteral("⬟\u00a0Training")) ||
                legend.contains(QStringLiteral("⬟ Training")))
        << legend.toStdString();
    const QColor text = colours().text, background = colours().chartBackground;
    const QColor grey(text.red() + (background.red() - text.red()) * 35 / 100,
                      text.green() + (background.green() - text.green()) * 35 / 100,
                      text.blue() + (background.blue() - text.blue()) * 35 / 100);
    EXPECT_TRUE(html.contains(grey.name())) << html.toStdString();
    EXPECT_GE(contrastRatio(grey, background), 4.5);
    EXPECT_TRUE(legend.contains(QStringLiteral("●\u00a0Appendix table")) ||
                legend.contains(QStringLiteral("● Appendix table")))
        << legend.toStdString();
    EXPECT_TRUE(legend.contains(QStringLiteral("■\u00a0At N")) ||
                legend.contains(QStringLiteral("■ At N")))
        << legend.toStdString();
}

TEST(PlotViewTest, ALegendEntryWiderThanTheChartWrapsBetweenItsWords)
{
    // A narrow chart (a large font on a small screen): "Links: per direction; HBM: total" does
    // not fit one line. It wraps at a space, never inside a word ("HBM: t" / "otal").
    const QString name = QStringLiteral("Links: per direction; HBM: total bandwidth");
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    plot.setData(plot.addLine(name, QPen(Qt::blue, 3)), {{0, 0}, {10, 10}});
    plot.setData(plot.addLine(QStringLiteral("Ring"), QPen(Qt::red, 3)), {{0, 1}, {10, 9}});
    QFont font = plot.chart()->legend()->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    plot.chart()->legend()->setFont(font);
    plot.resize(int(QFontMetricsF(font).horizontalAdvance(name) * 0.7), 500);
    plot.show();
    QCoreApplication::processEvents();
    plot.flushLayout();
    const QGraphicsTextItem *legend = nullptr;
    for (QGraphicsItem *item : plot.chart()->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            text && text->isVisible() && text->toPlainText().contains(QStringLiteral("Ring")))
            legend = text;
    }
    ASSERT_NE(legend, nullptr);
    int lines = 0;
    for (QTextBlock block = legend->document()->begin(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        QTextLayout *layout = block.layout();
        for (int i = 0; i < layout->lineCount(); ++i, ++lines) {
            const int start = layout->lineAt(i).textStart();
            EXPECT_TRUE(start == 0 || text.at(start - 1).isSpace())
                << "a line starts inside a word: " << text.mid(start).toStdString();
        }
    }
    EXPECT_GE(lines, 2); // it did wrap
    // Each word of the long entry is still there, whole.
    EXPECT_TRUE(legend->toPlainText().simplified().contains(QStringLiteral("HBM: total")))
        << legend->toPlainText().toStdString();
}

TEST(OffScaleMarksTest, ALineLeavesWhereItCrossesTheEdge)
{
    // y = x on linear axes [0, 10] × [0, 5]: it leaves the top at x = 5; a curve starting below
    // the range is off scale at the left end of the plot; points mark themselves.
    const PlotRanges r{.xMin = 0, .xMax = 10, .yMin = 0, .yMax = 5};
    const std::vector<OffScaleMark> up = offScaleMarks({{0, 0}, {10, 10}}, r, true);
    ASSERT_EQ(up.size(), 1u);
    EXPECT_DOUBLE_EQ(up[0].at.x, 5);
    EXPECT_DOUBLE_EQ(up[0].at.y, 5);
    EXPECT_TRUE(up[0].above);
    const std::vector<OffScaleMark> down = offScaleMarks({{-10, -3}, {20, -1}}, r, true);
    ASSERT_EQ(down.size(), 1u);
    EXPECT_DOUBLE_EQ(down[0].at.x, 0);
    EXPECT_FALSE(down[0].above);
    // Over the top, back in, then through the bottom: two exits, no mark on the way back.
    const std::vector<OffScaleMark> both =
        offScaleMarks({{0, 2}, {2, 8}, {4, 2}, {6, -2}}, r, true);
    ASSERT_EQ(both.size(), 2u);
    EXPECT_DOUBLE_EQ(both[0].at.x, 1);
    EXPECT_TRUE(both[0].above);
    EXPECT_DOUBLE_EQ(both[1].at.x, 5);
    EXPECT_FALSE(both[1].above);
    EXPECT_TRUE(offScaleMarks({{0, 1}, {10, 4}}, r, true).empty());
    const std::vector<OffScaleMark> points = offScaleMarks({{1, 1}, {2, 9}, {12, 9}}, r, false);
    ASSERT_EQ(points.size(), 1u); // x = 12 is past the x range
    EXPECT_DOUBLE_EQ(points[0].at.x, 2);
    // On log axes the crossing is interpolated in log10: y = x from 1 to 10,000 leaves 100 at 100.
    const PlotRanges log{
        .xMin = 1, .xMax = 1e4, .yMin = 1, .yMax = 100, .logX = true, .logY = true};
    const std::vector<OffScaleMark> logUp = offScaleMarks({{1, 1}, {1e4, 1e4}}, log, true);
    ASSERT_EQ(logUp.size(), 1u);
    EXPECT_NEAR(logUp[0].at.x, 100, 1e-9);
}

TEST(PlotViewTest, ACurveThatLeavesLockedAxesSaysSoWhereItLeaves)
{
    // MTBF against N on log axes locked at 1–1,000 accelerators and 10–100,000 h.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MTBF (h)"), true, {}});
    const auto id = plot.addLine(QStringLiteral("MTBF"), QPen(Qt::blue));
    plot.setRanges(1, 1000, 10, 100000);
    plot.setData(id, clusterMtbfCurve(50000, 1, 1000, 64));
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    plot.axisLock()->setLocked(true);
    EXPECT_TRUE(plot.offScaleShown().empty()); // 50 h to 50,000 h: inside the ranges
    // The MTTF a tenth: 5,000 / N leaves the bottom (10 h) at N = 500.
    plot.setData(id, clusterMtbfCurve(5000, 1, 1000, 64));
    plot.setRanges(1, 1000, 1, 10000); // asked for, not shown while locked
    std::vector<PlotView::OffScale> shown = plot.offScaleShown();
    ASSERT_EQ(shown.size(), 1u);
    EXPECT_FALSE(shown[0].mark.above);
    EXPECT_EQ(shown[0].text, QStringLiteral("off scale ↓"));
    // Between the chart's own points either side of 10 h, interpolated in log10.
    const QList<QPointF> points = plot.points(id);
    const auto after =
        std::find_if(points.begin(), points.end(), [](const QPointF &p) { return p.y() < 10; });
    ASSERT_NE(after, points.end());
    EXPECT_GT(shown[0].mark.at.x, (after - 1)->x());
    EXPECT_LE(shown[0].mark.at.x, after->x());
    EXPECT_NEAR(shown[0].mark.at.x, 500, 1);
    const QRectF plotArea = plot.chart()->plotArea();
    EXPECT_TRUE(plotArea.contains(shown[0].box));
    // Beside where it leaves, ending there, not centred on the line (the Amdahl view's curves
    // ran through the words).
    EXPECT_NEAR(shown[0].box.right(),
                plot.chart()->mapToPosition(QPointF(500, 10)).x() - shown[0].box.height(), 1);
    EXPECT_NEAR(shown[0].box.bottom(), plotArea.bottom() - 2, 1); // at the bottom edge
    // Ten times the MTTF: 500,000 / N is above 100,000 h from the left end of the plot.
    plot.setData(id, clusterMtbfCurve(500000, 1, 1000, 64));
    shown = plot.offScaleShown();
    ASSERT_EQ(shown.size(), 1u);
    EXPECT_TRUE(shown[0].mark.above);
    EXPECT_DOUBLE_EQ(shown[0].mark.at.x, 1);
    EXPECT_EQ(shown[0].text, QStringLiteral("off scale ↑"));
    EXPECT_NEAR(shown[0].box.top(), plotArea.top() + 2, 1);
    // A hidden curve has no mark; unlocked, the asked ranges apply and the marks go.
    plot.setSeriesVisible(id, false);
    EXPECT_TRUE(plot.offScaleShown().empty());
    plot.setSeriesVisible(id, true);
    EXPECT_EQ(plot.offScaleShown().size(), 1u);
    plot.axisLock()->setLocked(false);
    EXPECT_TRUE(plot.offScaleShown().empty());
    EXPECT_EQ(plot.yMin(), 1);
}

TEST(PlotViewTest, AChineseLegendBreaksWherePhrasesEndNotInsideAWord)
{
    // "当前 N" (the current N) came out as "当" / "前 N": Chinese breaks anywhere unless told.
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    const QString names[] = {QStringLiteral("1 − exp(−t/MTBF)"), QStringLiteral("附录表 2"),
                             QStringLiteral("当前 N"),
                             QStringLiteral("实测数据（测量值）与模型的比较")};
    for (const QString &name : names)
        plot.setData(plot.addLine(name, QPen(Qt::blue, 3)), {{0, 0}, {10, 10}});
    QFont font = plot.chart()->legend()->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    plot.chart()->legend()->setFont(font);
    const QFontMetricsF metrics(font);
    const auto isCjk = [](QChar c) { return c.unicode() >= 0x2e80; };
    for (const double room :
         {metrics.horizontalAdvance(QStringLiteral("■ 1 − exp(−t/MTBF) ■ 当")),
          metrics.horizontalAdvance(QStringLiteral("■ 实测数据（测量值）与模"))}) {
        plot.resize(int(room) + 24, 500);
        plot.show();
        QCoreApplication::processEvents();
        plot.flushLayout();
        int lines = 0;
        for (QGraphicsItem *item : plot.chart()->childItems()) {
            auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            if (!text || !text->isVisible() || !text->toPlainText().contains(QStringLiteral("N")))
                continue;
            for (QTextBlock block = text->document()->begin(); block.isValid();
                 block = block.next()) {
                const QString shown = block.text();
                QTextLayout *layout = block.layout();
                for (int i = 1; i < layout->lineCount(); ++i, ++lines) {
                    const int start = layout->lineAt(i).textStart();
                    QChar before = shown.at(start - 1);
                    int at = start - 1;
                    while (at > 0 && before == QChar(0x2060))
                        before = shown.at(--at);
                    EXPECT_FALSE(isCjk(before) && isCjk(shown.at(start)) &&
                                 !QStringLiteral("，、；：。！？）」》").contains(before))
                        << "a line starts inside a Chinese word: "
                        << shown.mid(start).toStdString();
                }
            }
        }
        EXPECT_GE(lines, 1); // it wrapped
    }
}

TEST(PlotViewTest, ALegendNeverBreaksAUnitAtItsSlash)
{
    // The serving view's throughput legend on a projector: "Tokens/" on one line and "s per
    // accelerator" on the next. A unit's slash holds its word together.
    const QString name = QStringLiteral("Tokens/s per accelerator = B / (TPOT · t_s)");
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    plot.setRanges(0, 10, 0, 10);
    plot.setData(plot.addLine(name, QPen(Qt::blue, 3)), {{0, 0}, {10, 10}});
    QFont font = plot.chart()->legend()->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    plot.chart()->legend()->setFont(font);
    const QFontMetricsF metrics(font);
    for (const double room : {metrics.horizontalAdvance(QStringLiteral("■ Tokens/ ")),
                              metrics.horizontalAdvance(QStringLiteral("■ Tokens/s per acc"))}) {
        plot.resize(int(room) + 24, 500);
        plot.show();
        QCoreApplication::processEvents();
        plot.flushLayout();
        for (QGraphicsItem *item : plot.chart()->childItems()) {
            auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            if (!text || !text->isVisible() ||
                !text->toPlainText().contains(QStringLiteral("Tokens")))
                continue;
            for (QTextBlock block = text->document()->begin(); block.isValid();
                 block = block.next()) {
                const QString shown = block.text();
                QTextLayout *layout = block.layout();
                for (int i = 1; i < layout->lineCount(); ++i) {
                    const int start = layout->lineAt(i).textStart();
                    EXPECT_NE(shown.at(start - 1), QLatin1Char('/'))
                        << "a line starts after a slash: " << shown.mid(start).toStdString();
                }
            }
        }
    }
}

} // namespace
} // namespace fleet
