// PlotView, the chart adapter: data cleaning on log axes, the hover read-out, reference labels
// and the legend.
#include "../../qtprinters.h"
#include "format.h"
#include "plotview.h"
#include "textfit.h"

#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QMouseEvent>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <gtest/gtest.h>

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
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();
    QString legend;
    for (QGraphicsItem *item : plot.chart()->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            legend += text->toPlainText();
    }
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
