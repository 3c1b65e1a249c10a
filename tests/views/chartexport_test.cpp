// Export for slides: one chart rendered offscreen at a chosen size and scale, with its caption
// drawn; SVG and PDF written; the caption and the suggested file name; and the chart on screen
// left as it was.
#include "../qtprinters.h"
#include "barplot.h"
#include "chartexport.h"
#include "plotview.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QFile>
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
    (void)chartImage(&plot, {QSize(1920, 1080), 1, caption});
    EXPECT_EQ(plot.chart()->size(), before);
    EXPECT_EQ(plot.chart()->plotArea(), plotArea);
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

TEST(SlideCaption, NamesTheHardwareNAndTheViewsInputs)
{
    Scenario s = defaultScenario(embeddedCatalog());
    const QString roofline = slideCaption(QStringLiteral("roofline"), s);
    EXPECT_TRUE(roofline.startsWith(QStringLiteral("NVIDIA H100 SXM, BF16 · N = 1,024")))
        << roofline.toStdString();
    EXPECT_TRUE(roofline.contains(QStringLiteral("7B parameters")));
    EXPECT_TRUE(roofline.contains(QStringLiteral("decode batch 1")));
    const QString comm = slideCaption(QStringLiteral("communication"), s);
    EXPECT_TRUE(comm.contains(QStringLiteral("NVLink 4.0"))) << comm.toStdString();
    EXPECT_TRUE(comm.contains(QStringLiteral("M = 14 GB")));
    EXPECT_TRUE(comm.contains(QStringLiteral("T_c = 5 s")));
    EXPECT_TRUE(slideCaption(QStringLiteral("power"), s).contains(QStringLiteral("PUE 1.40")));
    EXPECT_TRUE(slideCaption(QStringLiteral("scaling"), s).contains(QStringLiteral("s = 10.0 %")));
}

TEST(SuggestedFileName, ViewAcceleratorAndN)
{
    Scenario s = defaultScenario(embeddedCatalog());
    EXPECT_EQ(suggestedChartFileName(QStringLiteral("roofline"), s, QStringLiteral("png")),
              QStringLiteral("roofline-h100-sxm-n1024.png"));
    s.cluster.accelerators = 256;
    EXPECT_EQ(suggestedChartFileName(QStringLiteral("communication-2"), s, QStringLiteral("SVG")),
              QStringLiteral("communication-2-h100-sxm-n256.svg"));
    s.accelerator.id = "Odd Id/with spaces";
    EXPECT_EQ(suggestedChartFileName(QStringLiteral("power"), s, QStringLiteral("pdf")),
              QStringLiteral("power-odd-id-with-spaces-n256.pdf"));
}

} // namespace
} // namespace fleet
