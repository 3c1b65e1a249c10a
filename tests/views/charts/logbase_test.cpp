// A log axis labels every decade or every other one by the room it has; the choice must settle:
// the new labels change the plot area, and the plot area must not flip the choice back.
#include "../../qtprinters.h"
#include "axismath.h"
#include "format.h"
#include "plotview.h"

#include <QChart>
#include <QCoreApplication>
#include <QLogValueAxis>

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(LogAxisBase, TheSwitchBackNeedsMoreRoomThanTheSwitchAway)
{
    EXPECT_EQ(logAxisBase(10, 480, 10), 10);   // 48 px a decade: every decade
    EXPECT_EQ(logAxisBase(10, 470, 10), 100);  // less: every other one
    EXPECT_EQ(logAxisBase(100, 500, 10), 100); // 50 px is not enough to switch back
    EXPECT_EQ(logAxisBase(100, 570, 10), 100);
    EXPECT_EQ(logAxisBase(100, 580, 10), 10);
    EXPECT_EQ(logAxisBase(10, 100, 0), 10); // no decades: nothing to thin out
    // Labels 70 px wide (a large font): 60 px a decade is not enough, 70 is; back at 84.
    EXPECT_EQ(logAxisBase(10, 600, 10, 70), 100);
    EXPECT_EQ(logAxisBase(10, 700, 10, 70), 10);
    EXPECT_EQ(logAxisBase(100, 800, 10, 70), 100);
    EXPECT_EQ(logAxisBase(100, 840, 10, 70), 10);
}

TEST(LogAxisBase, EverySizeSettlesOnOneBase)
{
    // The reliability view's MTBF chart: N from 1 to 200,000 against hours on a log axis.
    PlotView plot(
        QStringLiteral("Cluster MTBF vs N"),
        {QStringLiteral("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }},
        {QStringLiteral("Cluster MTBF (h)"), true, {}});
    const auto id = plot.addLine(QStringLiteral("MTTF / N"), QPen(Qt::blue),
                                 [](double n) { return 50000.0 / n; });
    plot.setRanges(1, 2e5, 0.1, 1e5);
    plot.setData(id, clusterMtbfCurve(50000, 1, 2e5, 64));
    plot.resize(300, 300);
    plot.show();
    QCoreApplication::processEvents();
    auto *axis = qobject_cast<QLogValueAxis *>(plot.chart()->axes(Qt::Horizontal).value(0));
    ASSERT_NE(axis, nullptr);
    int flips = 0;
    QObject::connect(axis, &QLogValueAxis::baseChanged, axis, [&] {
        // A flip-flop would never end: cut it off (the plot stops following its plot area).
        if (++flips == 20)
            QObject::disconnect(plot.chart(), &QChart::plotAreaChanged, &plot, nullptr);
    });
    for (int width = 300; width <= 460; width += 2) { // 48 and 58 px a decade lie between
        flips = 0;
        plot.resize(width, 300);
        QCoreApplication::processEvents();
        ASSERT_LE(flips, 1) << "the base flips back and forth at a width of " << width << " px";
    }
}

} // namespace
} // namespace fleet
