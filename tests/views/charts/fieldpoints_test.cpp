// FieldPoints: measured points on a PlotView — where they sit, their legend name and shape, the
// callout's source line, and the "Field data" switch in the context menu.
#include "../../qtprinters.h"
#include "fieldpoints.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(FieldPoints, SitWhereTheirValuesSayWithTheirSourceInTheCallout)
{
    PlotView plot(QStringLiteral("MTBF"), {QStringLiteral("N"), true, {}},
                  {QStringLiteral("MTBF"), true, {}});
    plot.addLine(QStringLiteral("MTTF / N"), QPen(Qt::blue), [](double n) { return 5e4 / n; });
    FieldPoints field(&plot, true);
    // Llama 3: 54 days = 1,296 h over 419 interruptions = 3.093 h at N = 16,384.
    field.setPoints({{16384, 1296.0 / 419, QStringLiteral("Llama 3 405B"),
                      QStringLiteral("measured ÷ model = 0.99×\nDubey et al., 2024")}});
    plot.setRanges(1, 2e5, 0.1, 1e5);
    plot.resize(800, 600);
    plot.show();
    QCoreApplication::processEvents();

    const QList<QPointF> points = plot.points(field.series());
    ASSERT_EQ(points.size(), 1);
    EXPECT_EQ(points[0], QPointF(16384, 1296.0 / 419));
    EXPECT_EQ(plot.seriesName(field.series()), QStringLiteral("Field data (measured)"));
    // Marked by shape, not colour alone: a diamond, which no other series of the kit uses.
    auto *scatter = qobject_cast<QScatterSeries *>(plot.series(field.series()));
    ASSERT_NE(scatter, nullptr);
    EXPECT_EQ(scatter->markerShape(), QScatterSeries::MarkerShapeRotatedRectangle);
    EXPECT_TRUE(scatter->isVisible());

    const QString text = plot.hoverAt(plot.positionOf({16384, 1296.0 / 419}));
    EXPECT_TRUE(text.startsWith(QStringLiteral("Field data (measured)"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("measured ÷ model = 0.99×"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Dubey et al., 2024"))) << text.toStdString();
}

TEST(FieldPoints, TheContextMenuSwitchHidesAndShowsThem)
{
    PlotView plot(QStringLiteral("t"), {QStringLiteral("x"), false, {}},
                  {QStringLiteral("y"), false, {}});
    FieldPoints field(&plot, false);
    field.setPoints({{1, 2, QString(), QStringLiteral("note")}});
    EXPECT_FALSE(field.isShown());
    EXPECT_FALSE(plot.series(field.series())->isVisible());
    EXPECT_TRUE(plot.actions().contains(field.action()));
    EXPECT_EQ(field.action()->text(), QStringLiteral("Field data"));
    EXPECT_TRUE(field.action()->isCheckable());

    QSignalSpy spy(&field, &FieldPoints::shownChanged);
    field.action()->trigger(); // the user ticks it
    EXPECT_TRUE(field.isShown());
    EXPECT_TRUE(plot.series(field.series())->isVisible());
    ASSERT_EQ(spy.count(), 1);
    EXPECT_TRUE(spy.takeFirst().at(0).toBool());
    field.setShown(false);
    EXPECT_FALSE(plot.series(field.series())->isVisible());
    EXPECT_EQ(spy.count(), 1);
}

} // namespace
} // namespace fleet
