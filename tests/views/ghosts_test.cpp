// The designs pinned in the Compare view drawn as ghosts on every other view's charts, and the
// Compare view's pages at 1,280 × 720.
#include "../qtprinters.h"
#include "barplot.h"
#include "breakdown.h"
#include "chartdata.h"
#include "communicationview.h"
#include "compareview.h"
#include "coupled.h"
#include "curves.h"
#include "designpins.h"
#include "facilityload.h"
#include "goalseekdialog.h"
#include "plotview.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "review/comparetools.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "sensitivitypanel.h"
#include "textfit.h"
#include "tornadowidget.h"
#include "tradeoffmap.h"
#include "tradeoffpanel.h"
#include "utilizationview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

namespace fleet {
namespace {

TEST_F(CompareTools, OtherViewsDrawThePinnedDesignAsAGhost)
{
    ReliabilityView reliability(&document);
    reliability.resize(1200, 800);
    reliability.show();
    QCoreApplication::processEvents();
    PlotView *mtbf = reliability.mtbfPlot();
    const auto &ids = reliability.ids();
    EXPECT_TRUE(mtbf->ghostsOf(ids.mtbf).empty()); // nothing pinned

    // Pin A (1,024 accelerators), change N, pin B: the open scenario is B, A is the ghost.
    document.pinCurrent();
    const Design a = document.pins()->designs()[0];
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 4096));
    document.pinCurrent();
    QCoreApplication::processEvents();
    const std::vector<PlotView::SeriesId> curve = mtbf->ghostsOf(ids.mtbf);
    const std::vector<PlotView::SeriesId> point = mtbf->ghostsOf(ids.mtbfNow);
    ASSERT_EQ(curve.size(), 1u);
    ASSERT_EQ(point.size(), 1u);
    EXPECT_EQ(mtbf->seriesName(curve[0]), a.name);
    EXPECT_TRUE(mtbf->series(curve[0])->isVisible());
    EXPECT_EQ(mtbf->series(curve[0])->pen().style(), Qt::DashLine);
    // Its points are the model's for A: the MTBF curve and A's operating point.
    const Curve expected =
        clusterMtbfCurve(a.scenario, 1, ReliabilityView::kNMax, ReliabilityView::kPoints);
    const QList<QPointF> shown = mtbf->points(curve[0]);
    ASSERT_EQ(shown.size(), qsizetype(expected.size()));
    for (qsizetype k = 0; k < shown.size(); ++k) {
        EXPECT_DOUBLE_EQ(shown[k].x(), expected[size_t(k)].x);
        EXPECT_DOUBLE_EQ(shown[k].y(), expected[size_t(k)].y);
    }
    ASSERT_EQ(mtbf->points(point[0]).size(), 1);
    EXPECT_EQ(mtbf->points(point[0])[0], QPointF(1024, a.results.reliability.clusterMtbfH));
    // The current design's own point is B's.
    EXPECT_EQ(mtbf->points(ids.mtbfNow)[0].x(), 4096);
    // Unpinning A removes its ghost.
    document.pins()->remove(0);
    QCoreApplication::processEvents();
    EXPECT_TRUE(mtbf->ghostsOf(ids.mtbf).empty());
    EXPECT_FALSE(mtbf->series(curve[0])->isVisible());
}

TEST_F(CompareTools, AGhostReliabilityCurveIsItsOwnDesignsWhenMoreThanNDiffers)
{
    // A: 1,024 accelerators at an MTTF of 50,000 h; B: 4,096 at 25,000 h. A's ghost is A's own
    // curve, MTBF = 50,000 h / n and P = 1 − exp(−24 n / 50,000), not B's MTTF with A's N.
    ReliabilityView reliability(&document);
    reliability.resize(1200, 800);
    reliability.show();
    QCoreApplication::processEvents();
    document.pinCurrent();
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 4096));
    ASSERT_TRUE(document.setField(FieldId::AcceleratorMttf, 25000));
    document.pinCurrent();
    QCoreApplication::processEvents();
    const auto &ids = reliability.ids();
    PlotView *mtbf = reliability.mtbfPlot();
    PlotView *failure = reliability.failurePlot();
    ASSERT_EQ(mtbf->ghostsOf(ids.mtbf).size(), 1u);
    ASSERT_EQ(failure->ghostsOf(ids.failure).size(), 1u);
    const QList<QPointF> ghost = mtbf->points(mtbf->ghostsOf(ids.mtbf)[0]);
    const QList<QPointF> own = mtbf->points(ids.mtbf);
    ASSERT_GE(ghost.size(), 10);
    ASSERT_EQ(own.size(), ghost.size());
    for (qsizetype k = 0; k < ghost.size(); ++k) {
        EXPECT_NEAR(ghost[k].y() * ghost[k].x(), 50000, 50000 * 1e-9) << ghost[k].x();
        EXPECT_NEAR(own[k].y() * own[k].x(), 25000, 25000 * 1e-9) << own[k].x();
    }
    const QList<QPointF> p = failure->points(failure->ghostsOf(ids.failure)[0]);
    ASSERT_GE(p.size(), 10);
    for (const QPointF &q : p)
        EXPECT_NEAR(q.y(), 100 * (1 - std::exp(-24 * q.x() / 50000)), 1e-9) << q.x();
    // The operating points too: A at 1,024 (48.83 h), B at 4,096 (6.10 h).
    const QList<QPointF> aPoint = mtbf->points(mtbf->ghostsOf(ids.mtbfNow)[0]);
    ASSERT_EQ(aPoint.size(), 1);
    EXPECT_EQ(aPoint[0].x(), 1024);
    EXPECT_NEAR(aPoint[0].y(), 50000.0 / 1024, 1e-9);
    EXPECT_NEAR(mtbf->points(ids.mtbfNow)[0].y(), 25000.0 / 4096, 1e-9);
}

/// Where a bar chart draws `value` along its value axis (linear), in chart coordinates.
double valuePosition(const BarPlot &plot, double value, bool horizontal)
{
    const QRectF area = plot.chart()->plotArea();
    const double f = (value - plot.valueMin()) / (plot.valueMax() - plot.valueMin());
    return horizontal ? area.left() + f * area.width() : area.bottom() - f * area.height();
}

TEST_F(CompareTools, EveryOtherChartDrawsThePinnedDesignToo)
{
    CommunicationView communication(&document);
    UtilizationView utilization(&document);
    PowerView power(&document);
    // Pin A (the defaults: 1,024 accelerators), make B (512 at MFU 40 %, 16 nodes per rack),
    // pin B.
    document.pinCurrent();
    const Design a = document.pins()->designs()[0];
    ASSERT_EQ(a.scenario.cluster.accelerators, 1024);
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 512));
    ASSERT_TRUE(document.setField(FieldId::Mfu, 0.4));
    ASSERT_TRUE(document.setField(FieldId::NodesPerRack, 16));
    document.pinCurrent();
    for (ExplorerView *v :
         std::initializer_list<ExplorerView *>{&communication, &utilization, &power}) {
        v->resize(1400, 900);
        v->show();
        QCoreApplication::processEvents();
        v->refreshNow();
        QCoreApplication::processEvents();
    }
    const AllReduceSetup setup{
        double(a.scenario.cluster.acceleratorsPerNode),
        {a.scenario.intraNodeLink.bandwidthBytesPerS, a.scenario.intraNodeLink.latencyS},
        {a.scenario.interNodeLink.bandwidthBytesPerS, a.scenario.interNodeLink.latencyS}};

    // Communication: A's ring total behind the ring's (A uses the ring), on both AllReduce
    // charts; A's staircase as outlines on both bar charts.
    PlotView *vsN = communication.vsAcceleratorsPlot();
    const std::vector<PlotView::SeriesId> ring = vsN->ghostsOf(communication.seriesVsN()[0].total);
    ASSERT_EQ(ring.size(), 1u);
    EXPECT_EQ(vsN->seriesName(ring[0]), a.name);
    const Curve expected = allReduceVsAccelerators(
        AllReduceAlgorithm::Ring, TimePart::Total, a.scenario.allReduceMessageBytes(), 2,
        CommunicationView::kNMax, CommunicationView::kPoints, setup);
    const QList<QPointF> shown = vsN->points(ring[0]);
    ASSERT_FALSE(shown.isEmpty());
    EXPECT_DOUBLE_EQ(shown.back().y(), expected.back().y);
    EXPECT_TRUE(vsN->ghostsOf(communication.seriesVsN()[1].total).empty()); // no design on tree
    for (BarPlot *bars : {communication.bandwidthPlot(), communication.timePlot()}) {
        const auto rects = bars->ghostRects();
        ASSERT_EQ(rects.size(), 1u);
        EXPECT_EQ(rects[0].size(), size_t(bars->categories().size()));
        for (const QRectF &r : rects[0])
            EXPECT_FALSE(r.isEmpty());
        EXPECT_TRUE(bars->ghostCaption().contains(a.name)) << bars->ghostCaption().toStdString();
    }

    // Utilization: what remains of A's peak after each step, from the model, as outlines that
    // end where A's bars would.
    BarPlot *waterfall = utilization.waterfall();
    const auto rects = waterfall->ghostRects();
    ASSERT_EQ(rects.size(), 1u);
    const UtilizationBreakdown theirs = utilizationBreakdown(a.scenario, a.results);
    ASSERT_EQ(rects[0].size(), theirs.bars.size());
    const double effective = 100 * theirs.bars.back().remainingFraction; // the first category
    EXPECT_NEAR(rects[0][0].right(), valuePosition(*waterfall, effective, true), 1.0);
    EXPECT_NEAR(rects[0].back().right(), valuePosition(*waterfall, 100, true), 1.0);
    EXPECT_TRUE(waterfall->ghostCaption().contains(a.name));

    // Power: A's rack line and rack point behind B's; A's IT + overhead per PUE tier.
    PlotView *rack = power.rackPlot();
    const std::vector<PlotView::SeriesId> rackGhost = rack->ghostsOf(power.ids().rackLine);
    const std::vector<PlotView::SeriesId> rackPoint = rack->ghostsOf(power.ids().rackNow);
    ASSERT_EQ(rackGhost.size(), 1u);
    ASSERT_EQ(rackPoint.size(), 1u);
    // The line is named in the legend, the point is not.
    EXPECT_FALSE(rack->series(rackGhost[0])->property(kNotInLegend).toBool());
    EXPECT_TRUE(rack->series(rackPoint[0])->property(kNotInLegend).toBool());
    EXPECT_EQ(rack->points(rackPoint[0]).value(0),
              QPointF(a.scenario.cluster.nodesPerRack, a.results.power.rackPowerW / 1e3));
    BarPlot *pue = power.puePlot();
    const auto loads = pue->ghostRects();
    ASSERT_EQ(loads.size(), 1u);
    const std::vector<FacilityLoadBar> bars =
        facilityLoadAcrossPueTiers(document.catalog(), a.results, a.scenario.facility.pue);
    ASSERT_EQ(loads[0].size(), bars.size());
    for (size_t i = 0; i < bars.size(); ++i)
        EXPECT_NEAR(loads[0][i].top(),
                    valuePosition(*pue, (bars[i].itLoadW + bars[i].overheadW) / 1e6, false), 1.0)
            << i;
    // The value axis covers the ghosts: A's loads (1,024 accelerators) are twice B's.
    for (const FacilityLoadBar &bar : bars)
        EXPECT_GE(pue->valueMax(), (bar.itLoadW + bar.overheadW) / 1e6);

    // Unpinning A removes every outline and ghost.
    document.pins()->remove(0);
    QCoreApplication::processEvents();
    for (ExplorerView *v :
         std::initializer_list<ExplorerView *>{&communication, &utilization, &power})
        v->refreshNow();
    EXPECT_TRUE(waterfall->ghostRects().empty());
    EXPECT_TRUE(pue->ghostCaption().isEmpty());
    EXPECT_TRUE(rack->ghostsOf(power.ids().rackLine).empty());
    EXPECT_TRUE(vsN->ghostsOf(communication.seriesVsN()[0].total).empty());
}

TEST_F(CompareTools, PagesRenderAtTheComparesSizeOn1280x720)
{
    // The compare view's share of a 1280 × 720 window (the fleet panel and tab bars aside),
    // and of 1920 × 1080. With FLEET_SCREENSHOT_DIR set, each page is saved for a look.
    for (const QSize size : {QSize(980, 620), QSize(1600, 960)}) {
        view->resize(size);
        ASSERT_TRUE(document.setField(FieldId::Accelerators, 16384));
        for (QWidget *page : {static_cast<QWidget *>(view->sensitivityPanel()),
                              static_cast<QWidget *>(view->tradeoffPanel())}) {
            showPage(page);
            QTRY_VERIFY_WITH_TIMEOUT(!view->tradeoffPanel()->isRefining(), 30000);
            QCoreApplication::processEvents();
            const QImage image = view->grab().toImage();
            EXPECT_EQ(image.size(), size);
            const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
            if (!dir.isEmpty())
                image.save(QStringLiteral("%1/compare-%2-%3x%4.png")
                               .arg(dir, page->objectName().isEmpty() ? QStringLiteral("page")
                                                                      : page->objectName())
                               .arg(size.width())
                               .arg(size.height()));
        }
        // The map's plot keeps a usable area; the tornado's rows are as wide as the page.
        EXPECT_GE(view->tradeoffPanel()->map()->plotRect().width(), 200);
        EXPECT_GE(view->tradeoffPanel()->map()->plotRect().height(), 150);
        EXPECT_GE(view->sensitivityPanel()->tornado()->rowRect(0).width(),
                  view->sensitivityPanel()->tornado()->minimumSizeHint().width());
        ASSERT_TRUE(document.setField(FieldId::Accelerators, 1024));
    }
}

} // namespace
} // namespace fleet
