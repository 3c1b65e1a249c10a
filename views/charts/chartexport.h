// Export for slides: one chart (not the window around it) as PNG at a chosen size and scale, or
// as SVG or PDF, with an optional caption band under it; and the chart as an image for the
// clipboard. What the caption says is the view's (ExplorerView::slideCaption()).
#pragma once

#include <QFont>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

class QChartView;
class QPainter;
class QWidget;

namespace fleet {

/// How a chart is exported.
struct SlideExport
{
    /// The whole picture, caption included, in logical pixels (PNG) or points (SVG, PDF). The
    /// chart is laid out for this size (slideLayout()), not scaled from its size on screen.
    QSize size{1280, 720};
    /// PNG only: device pixels per logical pixel (2 gives a 2,560 × 1,440 image of a 1,280 × 720
    /// picture, with text twice as sharp). Clamped to [1, 4].
    double scale = 1;
    /// Drawn in a band under the chart, wrapped to its width; no band when empty.
    QString caption;
};

/// The font scale of an exported chart's text (1.0 is the window's normal size): the window's
/// projector size (presentation mode from 1,600 × 900), whatever the chart's scale on screen.
inline constexpr double kSlideFontScale = 1.4;
/// The slide a picture's text is sized for: a larger picture draws it larger in proportion.
inline constexpr QSize kReferenceSlide{1280, 720};

/// How a picture of `size` is drawn. Text keeps its share of a slide: the chart is laid out at
/// `layout` (logical units, text at kSlideFontScale) and drawn `zoom` times as large. A picture
/// at least as large as kReferenceSlide both ways is laid out as that slide is, widened to the
/// picture's proportions (1,920 × 1,080 is the 1,280 × 720 layout at 1.5×: every text, line and
/// marker half as large again); a smaller one is laid out at its own size (zoom 1), so its text
/// stays as readable as a 1,280 × 720 slide's.
struct SlideLayout
{
    QSizeF layout;
    double zoom = 1;
};
[[nodiscard]] SlideLayout slideLayout(QSize size);

/// Draws `chart` as a picture of `size` (logical units, slideLayout()): the chart, laid out for
/// it less the caption band, and the caption under it, with the painter's origin at the top
/// left. `chart` is a QChartView (the chart on screen is put back as it was: its size, fonts,
/// legend, labels and hover callout) or a PictureWidget (drawn through its paint() with the
/// slide's fonts); any other widget gives the background and the caption only. Works offscreen
/// and on a chart that is not shown.
void renderChart(QWidget *chart, QPainter *painter, QSize size, const QString &caption);

/// The chart as an image of size × scale device pixels (device pixel ratio = scale), on the
/// chart's white background.
[[nodiscard]] QImage chartImage(QWidget *chart, const SlideExport &options);

/// Writes the chart to `fileName` in the format its suffix names: .svg (QSvgGenerator, the
/// caption as text), .pdf (QPdfWriter, one page of `size` points), anything else PNG. `title`
/// is the document title of an SVG or PDF. Returns false when the file cannot be written.
bool writeChart(QWidget *chart, const SlideExport &options, const QString &fileName,
                const QString &title = QString());

/// The font of the caption band: the chart's labels at kSlideFontScale.
[[nodiscard]] QFont captionFont();

/// The height of the caption band for `caption` on a layout `width` units wide (slideLayout()),
/// in the caption's font: its wrapped lines plus a margin; 0 for no caption. `chart` is the
/// chart to export (its resolution).
[[nodiscard]] int captionHeight(const QWidget *chart, const QString &caption, int width);

/// Where the parts of `chart` land in a picture of `size` with `caption`, in the picture's
/// logical units (for tests and checks: renderChart() lays the chart out the same way).
struct ExportGeometry
{
    QRectF plotArea;
    /// Empty when the chart shows no legend.
    QRectF legend;
    /// The caption band; empty without a caption.
    QRectF caption;
    /// Line heights of the chart's title and of its tick labels, in the picture's units.
    double titleHeight = 0;
    double labelHeight = 0;
};
[[nodiscard]] ExportGeometry exportGeometry(QChartView *chart, QSize size,
                                            const QString &caption = QString());

} // namespace fleet
