// Linear axes (linearaxis.h): the tick interval from the axis's pixels and label font.
#include "linearaxis.h"

#include "axismath.h"

#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>

namespace fleet {

namespace {
/// Qt Charts' label padding on both sides of a label (4 px each, ChartAxisElement), the text
/// item's margins, and a pixel or two of rounding.
constexpr double kLabelPadding = 2 * 4 + 1 + 3;
} // namespace

double readableLinearInterval(const QFont &font, Qt::Orientation orientation, double min,
                              double max, double pixels)
{
    const QFontMetricsF metrics(font);
    double extent = metrics.height();
    if (orientation == Qt::Horizontal) {
        // The finest nice interval has the most decimals, so its labels are the widest.
        const QByteArray format = linearLabelFormat(niceTickInterval(max - min)).toLatin1();
        extent = std::max(metrics.horizontalAdvance(QString::asprintf(format.constData(), min)),
                          metrics.horizontalAdvance(QString::asprintf(format.constData(), max)));
    }
    return readableTickInterval(max - min, pixels, extent + kLabelPadding);
}

void setLinearAxis(QValueAxis *axis, double min, double max, double interval, double anchor)
{
    QString format = linearLabelFormat(interval); // 0.05 apart: 0.05, 0.10, …
    // Qt Charts leaves a vertical axis's title the labels' width less that of "...": labels
    // narrower than it ("0", "1") cut the title short ("Load..."). A decimal more widens them.
    if (axis->orientation() == Qt::Vertical) {
        const QFontMetricsF metrics(axis->labelsFont());
        auto width = [&](double v) {
            return metrics.horizontalAdvance(QString::asprintf(qPrintable(format), v));
        };
        if (std::max(width(min), width(max)) < metrics.horizontalAdvance(QStringLiteral("...")) + 4)
            format = linearLabelFormat(interval / 10);
    }
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    if (axis->tickType() == QValueAxis::TicksDynamic && axis->min() == min && axis->max() == max &&
        axis->tickInterval() == interval && axis->tickAnchor() == anchor)
        return;
    axis->setTickAnchor(anchor);
    if (axis->tickType() != QValueAxis::TicksDynamic) {
        axis->setRange(min, max); // still a fixed handful of ticks
        axis->setTickInterval(interval);
        axis->setTickType(QValueAxis::TicksDynamic);
    } else if (interval > axis->tickInterval()) {
        axis->setTickInterval(interval);
        axis->setRange(min, max);
    } else {
        axis->setRange(min, max);
        axis->setTickInterval(interval);
    }
}

} // namespace fleet
