// The painted pictures (NodeMap, SeatMap): on screen their repeated parts come from a cached
// pixmap, in an export they are drawn as vectors; both must show the same picture, and the
// cache must follow every change of what it shows.
#include "nodemap.h"
#include "seatmap.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPixmap>

#include <gtest/gtest.h>

namespace fleet {
namespace {

constexpr QSize kSize(720, 300);

/// The widget as the screen shows it (its paintEvent, cache included).
QImage onScreen(QWidget &w)
{
    return w.grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

/// The picture drawn into an image (not a widget: no cache), at the widget's size and font.
QImage drawn(const PictureWidget &w)
{
    QImage image(w.size(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    w.paint(painter, QSizeF(w.size()), w.font());
    painter.end();
    return image;
}

/// Share of pixels whose colour differs by more than a little. One seat or cell drawn wrong is
/// about 0.3 % of these pictures.
double differing(const QImage &a, const QImage &b)
{
    EXPECT_EQ(a.size(), b.size());
    if (a.size() != b.size())
        return 1;
    qint64 count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            count += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) +
                         std::abs(p.blue() - q.blue()) >
                     90;
        }
    return double(count) / (double(a.width()) * a.height());
}

TEST(Pictures, TheSeatsOnScreenAreTheSeatsDrawnAndFollowTheFigures)
{
    SeatMap seats;
    seats.resize(kSize);
    const SeatMapFigures some{.arrivalRateRps = 20,
                              .latencyS = 3.17,
                              .concurrency = 20 * 3.17,
                              .seatsPerReplica = 32,
                              .replicas = 2,
                              .acceleratorsPerReplica = 4,
                              .targetUtilization = 1};
    seats.setFigures(some);
    const QImage first = onScreen(seats);
    EXPECT_LT(differing(first, drawn(seats)), 0.001);

    // Fewer requests in flight: fewer seats filled; the cached seats follow.
    SeatMapFigures fewer = some;
    fewer.arrivalRateRps = 5;
    fewer.concurrency = 5 * 3.17;
    seats.setFigures(fewer);
    const QImage second = onScreen(seats);
    EXPECT_GT(differing(first, second), 0.002);
    EXPECT_LT(differing(second, drawn(seats)), 0.001);

    // Back: the same picture as the first.
    seats.setFigures(some);
    EXPECT_LT(differing(onScreen(seats), first), 0.001);

    // Concealed: one empty box, no filled seat, whatever was cached.
    seats.setConcealed(true);
    EXPECT_LT(differing(onScreen(seats), drawn(seats)), 0.001);
}

TEST(Pictures, TheNodesOnScreenAreTheNodesDrawnAndFollowTheLayout)
{
    NodeMap nodes;
    nodes.resize(kSize);
    nodes.setLayoutToShow(
        {.acceleratorsPerNode = 8, .accelerators = 512, .tensor = 8, .pipeline = 2, .data = 32});
    const QImage first = onScreen(nodes);
    EXPECT_LT(differing(first, drawn(nodes)), 0.001);

    // t = 16 crosses the node: the cells and outlines change, so does the cached picture.
    nodes.setLayoutToShow(
        {.acceleratorsPerNode = 8, .accelerators = 512, .tensor = 16, .pipeline = 2, .data = 16});
    const QImage crossing = onScreen(nodes);
    EXPECT_GT(differing(first, crossing), 0.002);
    EXPECT_LT(differing(crossing, drawn(nodes)), 0.001);

    // A larger font redraws the nodes at its size.
    nodes.setFontScale(1.4);
    EXPECT_LT(differing(onScreen(nodes), drawn(nodes)), 0.001);
}

} // namespace
} // namespace fleet
