// Export for slides: one chart (not the window around it) as PNG at a chosen size and scale, or
// as SVG or PDF, with an optional caption naming the hardware, N and the key inputs; the file
// name a save dialog suggests; and the chart as an image for the clipboard.
#pragma once

#include "scenario.h"

#include <QImage>
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
    /// chart is laid out at this size, not scaled from its size on screen.
    QSize size{1280, 720};
    /// PNG only: device pixels per logical pixel (2 gives a 2,560 × 1,440 image of a 1,280 × 720
    /// layout, with text twice as sharp). Clamped to [1, 4].
    double scale = 1;
    /// Drawn in a band under the chart, wrapped to its width; no band when empty.
    QString caption;
};

/// Draws `chart`, laid out at `size` (logical units) less the caption band, and the caption
/// under it, with the painter's origin at the top left. The chart on screen is put back as it
/// was (its size, the hover callout). Works offscreen and on a chart that is not shown.
void renderChart(QChartView *chart, QPainter *painter, QSize size, const QString &caption);

/// The chart as an image of size × scale device pixels (device pixel ratio = scale), on the
/// chart's white background.
[[nodiscard]] QImage chartImage(QChartView *chart, const SlideExport &options);

/// Writes the chart to `fileName` in the format its suffix names: .svg (QSvgGenerator, the
/// caption as text), .pdf (QPdfWriter, one page of `size` points), anything else PNG. `title`
/// is the document title of an SVG or PDF. Returns false when the file cannot be written.
bool writeChart(QChartView *chart, const SlideExport &options, const QString &fileName,
                const QString &title = QString());

/// The height of the caption band for `caption` at `width` (logical units), in the chart's
/// font: its wrapped lines plus a margin; 0 for no caption.
[[nodiscard]] int captionHeight(const QWidget *chart, const QString &caption, int width);

/// A caption naming the hardware, N and the inputs that matter to the view `viewId` (its
/// command-line name): "NVIDIA H100 SXM, BF16 · N = 1,024 · 7B parameters · …".
[[nodiscard]] QString slideCaption(const QString &viewId, const Scenario &s);

/// The name a save dialog suggests: `<chart>-<accelerator>-n<N>.<suffix>`, the accelerator
/// without its vendor ("roofline-h100-sxm-n1024.png"). `chart` names the chart (the view's
/// command-line name, with its chart's number after the first: "communication-2"); only
/// lowercase letters, digits and dashes are kept.
[[nodiscard]] QString suggestedChartFileName(const QString &chart, const Scenario &s,
                                             const QString &suffix);

} // namespace fleet
