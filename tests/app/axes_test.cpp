// Axis ranges: they depend on the inputs alone (never on the edits that led there), and a
// locked chart keeps its ranges while the cluster size sweeps its whole range.
#include "windowfixture.h"

#include "axislock.h"
#include "barplot.h"
#include "plotview.h"

#include <vector>

namespace fleet {
namespace {

const QStringList kChartViews = {QStringLiteral("roofline"),      QStringLiteral("scaling"),
                                 QStringLiteral("communication"), QStringLiteral("reliability"),
                                 QStringLiteral("utilization"),   QStringLiteral("power")};

/// Every axis range of every chart of a view, in a fixed order.
std::vector<double> ranges(ExplorerView *view)
{
    std::vector<double> out;
    for (PlotView *plot : view->findChildren<PlotView *>())
        out.insert(out.end(), {plot->xMin(), plot->xMax(), plot->yMin(), plot->yMax()});
    for (BarPlot *plot : view->findChildren<BarPlot *>())
        out.insert(out.end(), {plot->valueMin(), plot->valueMax()});
    return out;
}

void lockAll(ExplorerView *view, bool locked)
{
    for (PlotView *plot : view->findChildren<PlotView *>())
        plot->axisLock()->setLocked(locked);
    for (BarPlot *plot : view->findChildren<BarPlot *>())
        plot->axisLock()->setLocked(locked);
}

TEST_F(Window, AxisRangesDependOnTheInputsAloneNotOnTheirHistory)
{
    for (const QString &name : kChartViews) {
        window->showView(name);
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(name);
        const std::vector<double> fresh = ranges(view);
        ASSERT_FALSE(fresh.empty()) << name.toStdString();
        for (const char *n : {"1", "200000", "3", "50000", "1024"})
            type(window->fleetPanel()->clusterSize(), QString::fromLatin1(n));
        EXPECT_EQ(ranges(view), fresh) << name.toStdString();
    }
}

TEST_F(Window, LockedAxesKeepTheirRangesWhileNSweepsItsRange)
{
    for (const QString &name : kChartViews) {
        window->showView(name);
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(name);
        const std::vector<double> before = ranges(view);
        lockAll(view, true);
        for (const char *n : {"1", "200000", "7"})
            type(window->fleetPanel()->clusterSize(), QString::fromLatin1(n));
        EXPECT_EQ(ranges(view), before) << name.toStdString();
        lockAll(view, false); // unlocked: the ranges of N = 7, as if never locked
        const std::vector<double> unlocked = ranges(view);
        type(window->fleetPanel()->clusterSize(), QStringLiteral("1024"));
        type(window->fleetPanel()->clusterSize(), QStringLiteral("7"));
        EXPECT_EQ(ranges(view), unlocked) << name.toStdString();
        type(window->fleetPanel()->clusterSize(), QStringLiteral("1024"));
    }
}

TEST_F(Window, EveryChartOffersLockAxesInItsContextMenu)
{
    for (const QString &name : kChartViews) {
        ExplorerView *view = window->view(name);
        for (QWidget *chart : view->findChildren<QChartView *>()) {
            bool found = false;
            for (QAction *a : chart->actions())
                found = found || (a->text() == QStringLiteral("Lock axes") && a->isCheckable());
            EXPECT_TRUE(found) << name.toStdString();
            EXPECT_EQ(chart->contextMenuPolicy(), Qt::ActionsContextMenu);
        }
    }
}

} // namespace
} // namespace fleet
