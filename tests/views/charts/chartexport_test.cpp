// Export for slides: one chart rendered offscreen at a chosen size and scale, with its caption
// drawn; SVG and PDF written; the caption and the suggested file name; and the chart on screen
// left as it was.
#include "../../qtprinters.h"
#include "barplot.h"
#include "chartexport.h"
#include "plotview.h"
#include "scenarioio.h"
#include "textfit.h"

#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fleet {
namespace {

/// A small chart like the views': a line on log axes (not shown on screen unless a test shows it).
class Chart : public ::testing::Test
{
protected:
    void SetUp() override
    {
        plot.resize(640, 400);
        const auto line = plot.addLine(QStringLiteral("roof"), QPen(Qt::blue, 2));
        plot.setData(line, {{1, 10}, {100, 1000}, {1000, 1000}});
        plot.setRanges(1, 1000, 1, 10000);
        plot.flushLayout();
    }

    /// Pixels of the rows [top, bottom) (device pixels) that are not the background.
    static int inkBetween(const QImage &image, int top, int bottom)
    {
        const QRgb background = image.pixel(0, image.height() - 1);
        int ink = 0;
        for (int y = top; y < bottom; ++y) {
            for (int x = 0; x < image.width(); ++x)
                ink += image.pixel(x, y) != background ? 1 : 0;
        }
        return ink;
    }

    PlotView plot{QStringLiteral("Roofline"),
                  {QStringLiteral("I"), true, {}},
                  {QStringLiteral("R"), true, {}}};
    const QString caption = QStringLiteral("NVIDIA H100 SXM, BF16 · N = 1,024 · 7B parameters");
};

TEST_F(Chart, PngHasTheChosenSizeTimesTheScale)
{
    const QImage image = chartImage(&plot, {QSize(800, 450), 2, caption});
    EXPECT_EQ(image.size(), QSize(1600, 900));
    EXPECT_DOUBLE_EQ(image.devicePixelRatio(), 2.0);
    const QImage plain = chartImage(&plot, {QSize(1280, 720), 1, QString()});
    EXPECT_EQ(plain.size(), QSize(1280, 720));
}

TEST_F(Chart, TheCaptionIsDrawnInItsBand)
{
    const int band = captionHeight(&plot, caption, 800);
    ASSERT_GT(band, plot.fontMetrics().height());
    const QImage with = chartImage(&plot, {QSize(800, 450), 2, caption});
    const QImage without = chartImage(&plot, {QSize(800, 450), 2, QString()});
    // In the band, below the chart: the caption's text, and nothing without a caption.
    const int top = (450 - band) * 2;
    EXPECT_GT(inkBetween(with, top, 900), 200);
    EXPECT_LT(inkBetween(without, top + band, 900), inkBetween(with, top + band, 900));
    // The chart itself is drawn above it (axes, curve, title).
    EXPECT_GT(inkBetween(with, 0, top), 5000);
}

TEST_F(Chart, TheChartOnScreenIsPutBack)
{
    plot.show();
    QCoreApplication::processEvents();
    ASSERT_EQ(plot.chart()->size(), QSizeF(plot.viewport()->size()));
    const QSizeF before = plot.chart()->size();
    const QRectF plotArea = plot.chart()->plotArea();
    const QRectF legend = legendRect(plot.chart());
    const QFont titleFont = plot.chart()->titleFont();
    const double fontScale = plot.fontScale();
    (void)chartImage(&plot, {QSize(1920, 1080), 1, caption});
    EXPECT_EQ(plot.chart()->size(), before);
    EXPECT_EQ(plot.chart()->plotArea(), plotArea);
    EXPECT_EQ(legendRect(plot.chart()), legend);
    EXPECT_EQ(plot.chart()->titleFont(), titleFont);
    EXPECT_EQ(plot.fontScale(), fontScale);
    // Nothing left queued that would move it afterwards.
    QCoreApplication::processEvents();
    EXPECT_EQ(plot.chart()->plotArea(), plotArea);
    EXPECT_EQ(legendRect(plot.chart()), legend);
}

TEST_F(Chart, TheLegendIsUnderThePlotAtEverySize)
{
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080), QSize(1024, 768), QSize(800, 450),
                             QSize(2560, 1440)}) {
        SCOPED_TRACE(testing::Message() << size.width() << "x" << size.height());
        for (const QString &text : {caption, QString()}) {
            const ExportGeometry g = exportGeometry(&plot, size, text);
            ASSERT_FALSE(g.legend.isEmpty());
            EXPECT_GT(g.legend.top(), g.plotArea.bottom());
            EXPECT_FALSE(g.legend.intersects(g.plotArea));
            const double bottom = text.isEmpty() ? size.height() : g.caption.top();
            EXPECT_LE(g.legend.bottom(), bottom + 0.5);
            // Near the bottom of the chart, not where the chart on screen (640 × 400) has it.
            EXPECT_GT(g.legend.top(), bottom - 3 * g.labelHeight);
            EXPECT_GE(g.legend.left(), 0);
            EXPECT_LE(g.legend.right(), size.width());
        }
    }
}

TEST_F(Chart, TheLegendIsDrawnWhereItIsLaidOut)
{
    const ExportGeometry g = exportGeometry(&plot, QSize(1920, 1080), caption);
    const QImage image = chartImage(&plot, {QSize(1920, 1080), 1, caption});
    const QRect legend = g.legend.toAlignedRect();
    int ink = 0;
    const QRgb background = image.pixel(0, image.height() - 1);
    for (int y = legend.top(); y <= legend.bottom(); ++y) {
        for (int x = legend.left(); x <= legend.right(); ++x)
            ink += image.pixel(x, y) != background ? 1 : 0;
    }
    EXPECT_GT(ink, 100) << "no legend drawn in its rectangle";
}

TEST_F(Chart, TextGrowsWithThePicture)
{
    const ExportGeometry small = exportGeometry(&plot, QSize(1280, 720));
    const ExportGeometry large = exportGeometry(&plot, QSize(1920, 1080));
    EXPECT_NEAR(large.titleHeight / small.titleHeight, 1.5, 0.01);
    EXPECT_NEAR(large.labelHeight / small.labelHeight, 1.5, 0.01);
    EXPECT_NEAR(large.plotArea.width() / small.plotArea.width(), 1.5, 0.01);
    // The slide's text is the projector's size, larger than the window's normal text.
    EXPECT_GT(small.titleHeight, QFontMetricsF(plot.chart()->titleFont(), &plot).height() * 1.3);
    // A picture smaller than a slide keeps the slide's text size.
    EXPECT_DOUBLE_EQ(exportGeometry(&plot, QSize(800, 450)).titleHeight, small.titleHeight);
}

TEST(SlideLayout, ASlideOrLargerIsTheSlideScaledUp)
{
    EXPECT_EQ(slideLayout(QSize(1280, 720)).layout, QSizeF(1280, 720));
    EXPECT_DOUBLE_EQ(slideLayout(QSize(1280, 720)).zoom, 1);
    EXPECT_EQ(slideLayout(QSize(1920, 1080)).layout, QSizeF(1280, 720));
    EXPECT_DOUBLE_EQ(slideLayout(QSize(1920, 1080)).zoom, 1.5);
    EXPECT_DOUBLE_EQ(slideLayout(QSize(2560, 1440)).zoom, 2);
    EXPECT_EQ(slideLayout(QSize(1920, 1200)).layout, QSizeF(1280, 800)); // 16:10
    EXPECT_EQ(slideLayout(QSize(1024, 768)).layout, QSizeF(1024, 768));  // 4:3, as it is
    EXPECT_DOUBLE_EQ(slideLayout(QSize(1024, 768)).zoom, 1);
    EXPECT_DOUBLE_EQ(slideLayout(QSize(640, 400)).zoom, 1);
}

TEST_F(Chart, SvgHoldsTheCaptionAsText)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("roofline.svg"));
    ASSERT_TRUE(writeChart(&plot, {QSize(1280, 720), 2, caption}, file, QStringLiteral("A title")));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(svg.startsWith(QStringLiteral("<?xml")));
    EXPECT_TRUE(svg.contains(QStringLiteral("<title>A title</title>")));
    EXPECT_TRUE(svg.contains(QStringLiteral("7B parameters"))) << "caption not found";
    EXPECT_TRUE(svg.contains(QStringLiteral("Roofline"))) << "chart title not found";
}

TEST_F(Chart, PdfIsOnePage)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("roofline.pdf"));
    ASSERT_TRUE(writeChart(&plot, {QSize(1280, 720), 1, caption}, file));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_TRUE(pdf.contains("/Type /Page\n") || pdf.contains("/Type /Page\r") ||
                pdf.contains("/Type /Page "));
    EXPECT_TRUE(pdf.contains("/Count 1"));
}

TEST_F(Chart, UnwritableFileIsFalse)
{
    EXPECT_FALSE(writeChart(&plot, {}, QStringLiteral("/nonexistent-dir/x.png")));
    EXPECT_FALSE(writeChart(&plot, {}, QStringLiteral("/nonexistent-dir/x.pdf")));
}

TEST(ChartExportBars, ABarChartExportsToo)
{
    BarPlot bars({.title = QStringLiteral("Waterfall"), .valueTitle = QStringLiteral("TFLOP/s")});
    const int set = bars.addSet(QStringLiteral("a"), Qt::darkGreen);
    bars.setCategories({QStringLiteral("peak"), QStringLiteral("effective")});
    bars.setValues(set, {1000, 200});
    bars.setValueRange(0, 1000);
    const QImage image = chartImage(&bars, {QSize(600, 400), 1, QStringLiteral("caption")});
    EXPECT_EQ(image.size(), QSize(600, 400));
}

TEST(ChartExportBars, TheLegendIsUnderTheBars)
{
    BarPlot bars({.title = QStringLiteral("Load across PUE tiers"),
                  .valueTitle = QStringLiteral("Load (MW)"),
                  .stacked = true});
    const int it = bars.addSet(QStringLiteral("IT load"), Qt::darkBlue);
    const int overhead = bars.addSet(QStringLiteral("Facility overhead"), Qt::darkRed);
    bars.setCategories({QStringLiteral("1.1"), QStringLiteral("1.4"), QStringLiteral("1.8")});
    bars.setValues(it, {10, 10, 10});
    bars.setValues(overhead, {1, 4, 8});
    bars.setValueRange(0, 20);
    bars.resize(500, 300);
    QCoreApplication::processEvents();
    const QRectF shown = legendRect(bars.chart());
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        const ExportGeometry g = exportGeometry(&bars, size, QStringLiteral("caption"));
        ASSERT_FALSE(g.legend.isEmpty());
        EXPECT_GT(g.legend.top(), g.plotArea.bottom());
        EXPECT_LE(g.legend.bottom(), g.caption.top() + 0.5);
        EXPECT_GT(g.legend.top(), g.caption.top() - 3 * g.labelHeight);
    }
    EXPECT_EQ(legendRect(bars.chart()), shown);
}

} // namespace
} // namespace fleet
