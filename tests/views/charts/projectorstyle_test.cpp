// The projector look: Okabe–Ito colours by role, lines at least 3 px, and everything restored.
#include "palette.h"
#include "plotview.h"
#include "projectorstyle.h"

#include <QGraphicsLineItem>
#include <QLineSeries>

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(ProjectorStyle, ColoursTranslateByRole)
{
    const Palette light = lightPalette(), projector = projectorPalette();
    EXPECT_EQ(translateColour(light.primary, light, projector), QColor(0x00, 0x72, 0xb2));
    EXPECT_EQ(translateColour(light.alert, light, projector), QColor(0xd5, 0x5e, 0x00));
    EXPECT_EQ(translateColour(light.comparison[3], light, projector), projector.comparison[3]);
    QColor translucent = light.secondary;
    translucent.setAlpha(60);
    const QColor shown = translateColour(translucent, light, projector);
    EXPECT_EQ(shown.rgb(), QColor(0x00, 0x9e, 0x73).rgb());
    EXPECT_EQ(shown.alpha(), 60);
    EXPECT_EQ(translateColour(QColor(1, 2, 3), light, projector), QColor(1, 2, 3)); // not a role
}

TEST(ProjectorStyle, LinesWidenToThreePixelsAndComeBack)
{
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    const QPen thin(colours().primary, 2, Qt::DashLine);
    const PlotView::SeriesId id = plot.addLine(QStringLiteral("roof"), thin);
    const int marker = plot.addMarker(Qt::Vertical, QPen(colours().cursor, 1));
    plot.setMarker(marker, 5, QStringLiteral("N"));

    setProjectorStyle(&plot, true);
    const QPen shown = plot.series(id)->pen();
    EXPECT_DOUBLE_EQ(shown.widthF(), kProjectorLineWidth);
    EXPECT_EQ(shown.color(), projectorPalette().primary);
    EXPECT_EQ(shown.style(), Qt::DashLine); // the line style still tells curves apart
    setProjectorStyle(&plot, true);         // idempotent
    EXPECT_DOUBLE_EQ(plot.series(id)->pen().widthF(), kProjectorLineWidth);
    int wideMarkers = 0;
    for (QGraphicsItem *item : plot.chart()->childItems()) {
        if (auto *line = qgraphicsitem_cast<QGraphicsLineItem *>(item))
            wideMarkers += line->pen().widthF() >= kProjectorLineWidth;
    }
    EXPECT_EQ(wideMarkers, 1);

    setProjectorStyle(&plot, false);
    EXPECT_EQ(plot.series(id)->pen(), thin);
}

} // namespace
} // namespace fleet
