// Export of one chart for slides (chartexport.h): laid out for the picture's size with the
// slide's fonts (slideLayout()), drawn by the chart view itself (its background and grid
// included) scaled to the picture, with a caption band under it.
#include "chartexport.h"

#include "barplot.h"
#include "callout.h"
#include "livecharts.h"
#include "palette.h"
#include "picturewidget.h"
#include "plotview.h"
#include "textfit.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet {

namespace {

constexpr double kMaxScale = 4;

/// A chart view's font scale (PlotView, BarPlot); 0 for a chart of another kind.
double fontScaleOf(const QChartView *view)
{
    if (const auto *plot = qobject_cast<const PlotView *>(view))
        return plot->fontScale();
    if (const auto *bars = qobject_cast<const BarPlot *>(view))
        return bars->fontScale();
    return 0;
}

/// Sets a chart view's font scale for the export (PlotView, BarPlot; nothing for another
/// kind). A bar chart's minimum height is held meanwhile, so the window does not re-lay out
/// around the export's larger texts.
void setFontScaleOf(QChartView *view, double scale, bool exporting)
{
    if (auto *plot = qobject_cast<PlotView *>(view)) {
        plot->setFontScale(scale);
    } else if (auto *bars = qobject_cast<BarPlot *>(view)) {
        if (exporting)
            bars->holdMinimumHeight(true);
        bars->setFontScale(scale);
        if (!exporting)
            bars->holdMinimumHeight(false);
    }
}

/// Space around the caption text: half a line.
int captionMargin(const QWidget *chart)
{
    return QFontMetrics(captionFont(), chart).height() / 2;
}

/// The caption band of a layout: at most half its height.
int bandHeight(const QWidget *chart, const QString &caption, QSize layout)
{
    return std::min(captionHeight(chart, caption, layout.width()), layout.height() / 2);
}

/// Lays the chart out at `size` with the slide's fonts, and puts it back as it was when it goes
/// out of scope; the hover callout is hidden meanwhile (it follows the pointer, not the data).
class ExportLayout
{
public:
    ExportLayout(QChartView *view, QSizeF size)
        : m_uncached(view), m_view(view), m_chart(view->chart()), m_shown(m_chart->size()),
          m_fontScale(fontScaleOf(view))
    {
        for (QGraphicsItem *item : view->scene()->items()) {
            if (dynamic_cast<Callout *>(item) && item->isVisible()) {
                item->setVisible(false);
                m_hidden.push_back(item);
            }
        }
        if (m_fontScale > 0)
            setFontScaleOf(view, kSlideFontScale, true);
        resize(size);
    }
    ~ExportLayout()
    {
        if (m_fontScale > 0)
            setFontScaleOf(m_view, m_fontScale, false);
        resize(m_shown);
        for (QGraphicsItem *item : m_hidden)
            item->setVisible(true);
    }
    ExportLayout(const ExportLayout &) = delete;
    ExportLayout &operator=(const ExportLayout &) = delete;

private:
    void resize(QSizeF size)
    {
        m_chart->resize(size);
        settle();
    }
    /// Activating the chart's layout places what Qt Charts lays out (plot area, axes, its own
    /// legend). The view places the rest in slots queued on plotAreaChanged: the bottom legend
    /// and the margin it takes, wrapped titles, tick intervals, bar outlines (textfit.h,
    /// plotview.h, barplot.h). Left to the event loop they ran after the export, on the chart
    /// put back, and the picture showed the legend where the chart on screen has it. They run
    /// here, round after round, until the plot area stays where it is.
    void settle()
    {
        constexpr int kMaxRounds = 8;
        for (int round = 0; round < kMaxRounds; ++round) {
            const QRectF before = m_chart->plotArea();
            activate();
            QCoreApplication::sendPostedEvents(m_view, QEvent::MetaCall);
            activate();
            if (round > 0 && m_chart->plotArea() == before)
                break;
        }
    }
    void activate()
    {
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate();
        QCoreApplication::sendPostedEvents(m_chart->legend(), QEvent::LayoutRequest);
    }
    // Lines drawn as lines (an SVG, a PDF, a PNG at 2×), not as the screen's cached pixmaps.
    const UncachedItems m_uncached;
    QChartView *m_view;
    QChart *m_chart;
    QSizeF m_shown;
    double m_fontScale;
    std::vector<QGraphicsItem *> m_hidden;
};

/// The chart's logical resolution: a device set to it draws one unit per pixel on screen, so
/// the chart's text keeps its size relative to the chart in every format.
int dotsPerInch(const QWidget *chart)
{
    return std::max(chart->logicalDpiX(), 1);
}

} // namespace

SlideLayout slideLayout(QSize size)
{
    const double zoom = std::max(1.0, std::min(double(size.width()) / kReferenceSlide.width(),
                                               double(size.height()) / kReferenceSlide.height()));
    return {QSizeF(std::max(1.0, std::round(size.width() / zoom)),
                   std::max(1.0, std::round(size.height() / zoom))),
            zoom};
}

QFont captionFont()
{
    return chartFonts(QApplication::font(), kSlideFontScale).labels;
}

int captionHeight(const QWidget *chart, const QString &caption, int width)
{
    if (caption.trimmed().isEmpty())
        return 0;
    const int margin = captionMargin(chart);
    const QRect text = QFontMetrics(captionFont(), chart)
                           .boundingRect(QRect(0, 0, std::max(width - 2 * margin, 1), 1 << 20),
                                         Qt::TextWordWrap, caption);
    return text.height() + 2 * margin;
}

ExportGeometry exportGeometry(QChartView *chart, QSize size, const QString &caption)
{
    const SlideLayout slide = slideLayout(size);
    const QSize layout = slide.layout.toSize();
    const int band = bandHeight(chart, caption, layout);
    const QTransform toPicture = QTransform::fromScale(double(size.width()) / layout.width(),
                                                       double(size.height()) / layout.height());
    ExportGeometry g;
    if (band > 0)
        g.caption = toPicture.mapRect(QRectF(0, layout.height() - band, layout.width(), band));
    const ExportLayout laidOut(chart, QSizeF(layout.width(), layout.height() - band));
    const QChart *c = chart->chart();
    g.plotArea = toPicture.mapRect(c->mapRectToScene(c->plotArea()));
    const QRectF legend = legendRect(c);
    if (!legend.isEmpty())
        g.legend = toPicture.mapRect(c->mapRectToScene(legend));
    g.titleHeight = QFontMetricsF(c->titleFont(), chart).height() * slide.zoom;
    const QList<QAbstractAxis *> axes = c->axes();
    if (!axes.isEmpty())
        g.labelHeight = QFontMetricsF(axes.front()->labelsFont(), chart).height() * slide.zoom;
    return g;
}

void renderChart(QWidget *chart, QPainter *painter, QSize size, const QString &caption)
{
    const SlideLayout slide = slideLayout(size);
    const QSize layout = slide.layout.toSize();
    const int band = bandHeight(chart, caption, layout);
    const QSize chartSize(layout.width(), layout.height() - band);
    const double zoomX = double(size.width()) / layout.width();
    const double zoomY = double(size.height()) / layout.height();
    painter->fillRect(QRect(QPoint(), size), colours().chartBackground);
    if (auto *view = qobject_cast<QChartView *>(chart)) {
        const ExportLayout laidOut(view, chartSize);
        // QGraphicsView::render draws the scene through the view's own background (the grid),
        // as vectors, scaled from the layout to the picture: sharp at any size, text in SVG
        // and PDF.
        view->render(painter, QRectF(0, 0, size.width(), chartSize.height() * zoomY),
                     QRect(QPoint(), chartSize), Qt::IgnoreAspectRatio);
    } else if (const auto *picture = qobject_cast<const PictureWidget *>(chart)) {
        // A painted picture draws itself at the layout's size with the slide's body font, as
        // vectors too; the widget on screen is not touched.
        QFont base = picture->font();
        base.setPointSizeF(QApplication::font().pointSizeF() * kSlideFontScale);
        painter->save();
        painter->scale(zoomX, zoomY);
        painter->setClipRect(QRect(QPoint(), chartSize));
        picture->paint(*painter, chartSize, base);
        painter->restore();
    }
    if (band == 0)
        return;
    const int margin = captionMargin(chart);
    painter->save();
    painter->scale(zoomX, zoomY);
    painter->setFont(captionFont());
    painter->setPen(colours().text);
    painter->drawText(
        QRect(margin, chartSize.height() + margin, layout.width() - 2 * margin, band - 2 * margin),
        Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
    painter->restore();
}

QImage chartImage(QWidget *chart, const SlideExport &options)
{
    const double scale = std::clamp(options.scale, 1.0, kMaxScale);
    QImage image(options.size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    const int dotsPerMeter = int(std::lround(dotsPerInch(chart) / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(colours().chartBackground);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    renderChart(chart, &painter, options.size, options.caption);
    return image;
}

bool writeChart(QWidget *chart, const SlideExport &options, const QString &fileName,
                const QString &title)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    const int dpi = dotsPerInch(chart);
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(fileName);
        svg.setSize(options.size);
        svg.setViewBox(QRect(QPoint(), options.size));
        svg.setResolution(dpi);
        svg.setTitle(title);
        QPainter painter;
        if (!painter.begin(&svg))
            return false;
        renderChart(chart, &painter, options.size, options.caption);
        return painter.end();
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(fileName);
        pdf.setResolution(dpi);
        pdf.setPageSize(QPageSize(QSizeF(options.size) * 72.0 / dpi, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Fleet Explorer"));
        QPainter painter;
        if (!painter.begin(&pdf))
            return false;
        renderChart(chart, &painter, options.size, options.caption);
        return painter.end();
    }
    return chartImage(chart, options).save(fileName, "PNG");
}

} // namespace fleet
