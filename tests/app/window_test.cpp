// The explorer window, driven the way a person drives it (keyboard, spin boxes, pickers,
// slider drags), asserting on what is shown; and --screenshot for each view.
#include "../qtprinters.h"
#include "communicationview.h"
#include "compareview.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "plotview.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"
#include "utilizationview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "windowfixture.h"

namespace fleet {
namespace {

TEST_F(Window, OpensOnTheSeedDefaults)
{
    EXPECT_EQ(window->fleetPanel()->acceleratorPicker()->currentData().toString(),
              QStringLiteral("nvidia-h100-sxm"));
    EXPECT_EQ(window->fleetPanel()->clusterSize()->spinBox()->value(), 1024);
    EXPECT_EQ(readout(QStringLiteral("roofline"), QStringLiteral("Ridge point")),
              QStringLiteral("295.2 FLOP/byte"));
    EXPECT_EQ(window->tabs()->count(), int(window->views().size()));
    EXPECT_GE(window->tabs()->count(), 6);
}

TEST_F(Window, PickingB200MovesTheRidgeTo281)
{
    pickAccelerator(QStringLiteral("nvidia-b200"));
    const QString ridge = readout(QStringLiteral("roofline"), QStringLiteral("Ridge point"));
    EXPECT_EQ(std::lround(leadingNumber(ridge)), 281) << ridge.toStdString();
    EXPECT_TRUE(ridge.endsWith(QStringLiteral("FLOP/byte")));
    // Picking fills in the figures and the scale-up link.
    EXPECT_EQ(document->scenario().intraNodeLink.id, "nvlink-5");
    auto *roof = static_cast<RooflineView *>(window->view(QStringLiteral("roofline")));
    EXPECT_TRUE(
        roof->plot()->markerLabel(roof->ids().ridgeMarker).startsWith(QStringLiteral("ridge 281")));
    EXPECT_FALSE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
}

TEST_F(Window, EditingAFigureMarksTheHardwareCustom)
{
    auto *tdp = window->fleetPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("tdp_wSpin"));
    ASSERT_NE(tdp, nullptr);
    tdp->setValue(750);
    EXPECT_TRUE(document->scenario().accelerator.custom);
    EXPECT_TRUE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
    document->undoStack()->undo();
    EXPECT_FALSE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
}

TEST_F(Window, ClusterOf8192ShowsTheSeedReliabilityRow)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
    // 50,000 h / 8,192 = 6.1 h (the appendix prints 366.2 min): in hours, like its axis.
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("6.1 h"));
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("P(failure within 24 h)")),
              QStringLiteral("98.0 %"));
    auto *rel = static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")));
    EXPECT_EQ(rel->mtbfPlot()->markerLabel(rel->ids().mtbfN), QStringLiteral("N = 8,192: 6.1 h"));
}

TEST_F(Window, AmdahlAt32WithTenPercentSerial)
{
    window->showView(QStringLiteral("scaling"));
    FieldControl *serial =
        window->view(QStringLiteral("scaling"))->control(FieldId::SerialFraction);
    ASSERT_NE(serial, nullptr);
    type(serial, QStringLiteral("10"));
    type(window->fleetPanel()->clusterSize(), QStringLiteral("32"));
    EXPECT_EQ(readout(QStringLiteral("scaling"), QStringLiteral("Amdahl speedup")),
              QStringLiteral("7.8×"));
    EXPECT_EQ(readout(QStringLiteral("scaling"), QStringLiteral("Amdahl efficiency")),
              QStringLiteral("24.4 %"));
}

TEST_F(Window, TenThousandH100AtPue140)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("10000"));
    FieldControl *pue = window->view(QStringLiteral("power"))->control(FieldId::Pue);
    ASSERT_NE(pue, nullptr);
    type(pue, QStringLiteral("1.40"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Facility load")),
              QStringLiteral("9.8 MW"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("IT load")), QStringLiteral("7 MW"));
}

TEST_F(Window, FortyKilowattRackNeedsLiquid)
{
    pickAccelerator(QStringLiteral("nvidia-b200")); // 1,000 W
    auto *power = static_cast<PowerView *>(window->view(QStringLiteral("power")));
    type(power->control(FieldId::NodesPerRack), QStringLiteral("5")); // 5 × 8 × 1 kW
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Rack power")),
              QStringLiteral("40 kW"));
    EXPECT_TRUE(readout(QStringLiteral("power"), QStringLiteral("Cooling verdict"))
                    .contains(QStringLiteral("liquid cooling required"), Qt::CaseInsensitive));
    EXPECT_TRUE(power->verdictBanner()->text().contains(QStringLiteral("Liquid cooling required")));
    type(power->control(FieldId::NodesPerRack), QStringLiteral("3")); // 24 kW
    EXPECT_TRUE(power->verdictBanner()->text().startsWith(QStringLiteral("Air cooling is enough")));
}

TEST_F(Window, UndoRestoresThePreviousValue)
{
    FieldControl *n = window->fleetPanel()->clusterSize();
    type(n, QStringLiteral("8192"));
    ASSERT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("6.1 h"));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
    EXPECT_EQ(n->spinBox()->value(), 1024);
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("48.8 h"));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
}

TEST_F(Window, OneSliderDragIsOneUndoStep)
{
    QSlider *slider = window->fleetPanel()->clusterSize()->slider();
    const int before = document->undoStack()->count();
    slider->setSliderDown(true); // press
    const int start = slider->value();
    for (int v = start; v <= start + 200; v += 10)
        slider->setValue(v);
    slider->setSliderDown(false); // release
    EXPECT_EQ(document->undoStack()->count(), before + 1);
    EXPECT_GT(document->scenario().cluster.accelerators, 1024);
    QTest::keyClick(slider, Qt::Key_Right);
    QTest::keyClick(slider, Qt::Key_PageUp);
    EXPECT_EQ(document->undoStack()->count(), before + 3); // each key press is a step
    document->undoStack()->undo();
    document->undoStack()->undo();
    document->undoStack()->undo();
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
}

TEST_F(Window, CtrlNumberSwitchesViews)
{
    // Ctrl+1…9, then Ctrl+0 for the tenth: the layout is Ctrl+9, serving Ctrl+0.
    ASSERT_EQ(window->tabs()->count(), 10);
    for (int i = 0; i < 9; ++i) {
        QTest::keyClick(window.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        EXPECT_EQ(window->tabs()->currentIndex(), i);
    }
    EXPECT_EQ(window->tabs()->currentWidget(), window->view(QStringLiteral("layout")));
    QTest::keyClick(window.get(), Qt::Key_0, Qt::ControlModifier);
    EXPECT_EQ(window->tabs()->currentWidget(), window->view(QStringLiteral("serving")));
}

TEST_F(Window, CtrlEightComparesPinnedDesigns)
{
    QTest::keyClick(window.get(), Qt::Key_8, Qt::ControlModifier);
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    ASSERT_NE(compare, nullptr);
    EXPECT_EQ(window->tabs()->currentWidget(), compare);
    // Pin A, change N in the fleet panel, pin B: both in the table, with the change.
    QTest::mouseClick(compare->pinButton(), Qt::LeftButton);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("2048"));
    QTest::mouseClick(compare->pinButton(), Qt::LeftButton);
    QCoreApplication::processEvents();
    ASSERT_EQ(compare->metricTable()->columnCount(), 2);
    EXPECT_EQ(compare->cellText(QStringLiteral("IT load"), 0), QStringLiteral("716.8 kW ✓ best"));
    EXPECT_EQ(compare->cellText(QStringLiteral("IT load"), 1),
              QStringLiteral("1.434 MW (+100.0 %)"));
    ASSERT_EQ(compare->inputTable()->rowCount(), 1);
    EXPECT_EQ(compare->inputTable()->item(0, 1)->text(), QStringLiteral("2,048 accelerators"));
}

TEST_F(Window, EverySeriesHoldsFinitePositivePoints)
{
    for (double n : {1.0, 8.0, 8192.0, 200000.0}) {
        document->setField(FieldId::Accelerators, n);
        for (ExplorerView *v : window->views()) {
            window->showView(v->id());
            QCoreApplication::processEvents();
            for (PlotView *plot : v->plots()) {
                for (int id = 0; id < plot->seriesCount(); ++id) {
                    for (const QPointF &p : plot->points(id)) {
                        ASSERT_TRUE(std::isfinite(p.x()) && std::isfinite(p.y()))
                            << v->id().toStdString() << " " << plot->seriesName(id).toStdString();
                        if (plot->isLogX()) {
                            ASSERT_GT(p.x(), 0) << plot->seriesName(id).toStdString();
                        }
                        if (plot->isLogY()) {
                            ASSERT_GT(p.y(), 0) << plot->seriesName(id).toStdString();
                        }
                    }
                }
            }
        }
    }
}

TEST_F(Window, ShowTheMathAndTooltips)
{
    window->showView(QStringLiteral("reliability"));
    ExplorerView *v = window->view(QStringLiteral("reliability"));
    QLabel *mtbf = v->readoutPanel()->valueLabel(QStringLiteral("Cluster MTBF"));
    ASSERT_NE(mtbf, nullptr);
    EXPECT_TRUE(mtbf->toolTip().contains(QStringLiteral("MTBF_sys = MTTF_accelerator / N")));
    EXPECT_TRUE(mtbf->toolTip().contains(QStringLiteral("Source:")));
    v->mathPanel()->setExpanded(true);
    EXPECT_TRUE(v->mathPanel()->text().contains(QStringLiteral("50,000 h / 1,024")));
}

TEST_F(Window, LargerFontAndSmallScreens)
{
    window->setFontScale(1.4);
    EXPECT_GT(window->font().pointSizeF(), QApplication::font().pointSizeF() * 1.3);
    // The layout still fits a 1280×720 projector.
    window->setFontScale(1.0);
    const QSize minimum = window->minimumSizeHint();
    EXPECT_LE(minimum.width(), 1280);
    EXPECT_LE(minimum.height(), 720);
}

TEST_F(Window, BadFileKeepsTheOpenScenario)
{
    document->setField(FieldId::Accelerators, 256);
    QTimer::singleShot(0, [] {
        // Close the error message box the window shows.
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->inherits("QMessageBox"))
                w->close();
        }
    });
    EXPECT_FALSE(window->openFile(QStringLiteral(FLEET_TEST_DATA "/bad-malformed.json")));
    EXPECT_EQ(document->scenario().cluster.accelerators, 256);
}

class Screenshot : public ::testing::TestWithParam<const char *>
{
};

TEST_P(Screenshot, RendersANonBlankPng)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    QProcess p;
    p.start(QStringLiteral(FLEET_EXPLORER_BIN),
            {QStringLiteral("--screenshot"), out, QStringLiteral("--view"),
             QString::fromLatin1(GetParam())});
    ASSERT_TRUE(p.waitForFinished(120000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().constData();
    QImage image(out);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1600, 1000));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    EXPECT_GT(colours.size(), 50) << "the image looks blank";
}

INSTANTIATE_TEST_SUITE_P(Views, Screenshot,
                         ::testing::Values("roofline", "scaling", "communication", "reliability",
                                           "utilization", "power", "reference", "compare"));

// ---- Communication, utilization, comparison ----

TEST_F(Window, RhoPresetsReproduceTheSeed)
{
    auto *comm = static_cast<CommunicationView *>(window->view(QStringLiteral("communication")));
    window->showView(QStringLiteral("communication"));
    QTest::mouseClick(comm->presetButton(CommunicationView::Preset::DataParallel7B),
                      Qt::LeftButton);
    QCoreApplication::processEvents();
    EXPECT_EQ(readout(QStringLiteral("communication"), QStringLiteral("Ring AllReduce"))
                  .section(QLatin1Char('\n'), 0, 0),
              QStringLiteral("560.4 ms"));
    EXPECT_EQ(readout(QStringLiteral("communication"), QStringLiteral("ρ (ring AllReduce)")),
              QStringLiteral("0.112\nCommunication can hide\nbehind compute"));

    QTest::mouseClick(comm->presetButton(CommunicationView::Preset::DataParallel340M),
                      Qt::LeftButton);
    QCoreApplication::processEvents();
    EXPECT_EQ(readout(QStringLiteral("communication"), QStringLiteral("Ring AllReduce"))
                  .section(QLatin1Char('\n'), 0, 0),
              QStringLiteral("29.64 ms"));
    const QString rho =
        readout(QStringLiteral("communication"), QStringLiteral("ρ (ring AllReduce)"));
    EXPECT_EQ(std::lround(leadingNumber(rho)), 3) << rho.toStdString();
    EXPECT_TRUE(rho.endsWith(QStringLiteral("Communication-bound")));

    QTest::mouseClick(comm->presetButton(CommunicationView::Preset::NvLinkTransfer16MB),
                      Qt::LeftButton);
    QCoreApplication::processEvents();
    EXPECT_EQ(readout(QStringLiteral("communication"), QStringLiteral("ρ (transfer)")),
              QStringLiteral("0.036\nCommunication can hide\nbehind compute"));
    EXPECT_EQ(
        readout(QStringLiteral("communication"), QStringLiteral("Transfer over NVLink 4.0 (H100)")),
        QStringLiteral("35.56 µs"));
    // One preset click is one undo step.
    document->undoStack()->undo();
    EXPECT_DOUBLE_EQ(document->scenario().workload.computeTimePerStepS, 0.010);
}

TEST_F(Window, CommunicationChartsSplitBetaAndAlpha)
{
    window->showView(QStringLiteral("communication"));
    QCoreApplication::processEvents();
    auto *comm = static_cast<CommunicationView *>(window->view(QStringLiteral("communication")));
    const auto &ring = comm->seriesVsM()[0];
    const QList<QPointF> total = comm->vsMessagePlot()->points(ring.total);
    const QList<QPointF> beta = comm->vsMessagePlot()->points(ring.bandwidth);
    const QList<QPointF> alpha = comm->vsMessagePlot()->points(ring.latency);
    ASSERT_EQ(total.size(), beta.size());
    ASSERT_EQ(total.size(), alpha.size());
    for (qsizetype i = 0; i < total.size(); ++i)
        EXPECT_NEAR(total[i].y(), beta[i].y() + alpha[i].y(), total[i].y() * 1e-12);
    // The crossover where the tree beats the ring is marked (N = 1,024 on IB NDR).
    EXPECT_TRUE(comm->vsMessagePlot()
                    ->markerLabel(comm->crossoverMarkerVsM())
                    .startsWith(QStringLiteral("tree beats ring below")));
    // The staircase: HBM, NVLink, PCIe, IB — per direction by default, totals on the switch.
    const std::vector<double> perDirection = comm->bandwidthPlot()->values(0);
    ASSERT_EQ(perDirection.size(), 4u);
    EXPECT_DOUBLE_EQ(perDirection[0], 50);   // IB NDR (fastest on top: reversed order)
    EXPECT_DOUBLE_EQ(perDirection[2], 450);  // NVLink 4.0
    EXPECT_DOUBLE_EQ(perDirection[3], 3350); // HBM
    comm->bidirectionalSwitch()->setChecked(true);
    EXPECT_DOUBLE_EQ(comm->bandwidthPlot()->values(0)[2], 900);
    EXPECT_DOUBLE_EQ(comm->bandwidthPlot()->values(0)[3], 3350); // HBM has no direction
    EXPECT_EQ(readout(QStringLiteral("communication"), QStringLiteral("Intra / inter bandwidth")),
              QStringLiteral("9× per direction"));
}

TEST_F(Window, CompoundUtilizationPresets)
{
    auto *util = static_cast<UtilizationView *>(window->view(QStringLiteral("utilization")));
    window->showView(QStringLiteral("utilization"));
    QTest::mouseClick(util->presetButton(UtilizationView::Preset::CompoundExample082),
                      Qt::LeftButton);
    QCoreApplication::processEvents();
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Effective")),
              QStringLiteral("207.6 PFLOP/s"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Fraction of peak")),
              QStringLiteral("20.5 %"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Peak (N × R_peak)")),
              QStringLiteral("1.013 EFLOP/s"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Operational goodput")),
              QStringLiteral("82.0 %"));
    EXPECT_FALSE(util->overheadSwitch(Overhead::PipelineBubble)->isChecked());
    QTest::mouseClick(util->presetButton(UtilizationView::Preset::OverheadBudget077),
                      Qt::LeftButton);
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Operational goodput")),
              QStringLiteral("77.0 %"));
    // Switching a term out by hand is the same as the 0.82 preset.
    util->overheadSwitch(Overhead::PipelineBubble)->click();
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Effective")),
              QStringLiteral("207.6 PFLOP/s"));
    // The waterfall, in % of N × peak, ends at the effective fraction; each bar's kept + lost
    // is the level before it.
    std::vector<double> kept = util->waterfall()->values(util->keptSet());
    std::vector<double> lost = util->waterfall()->values(util->lostSet());
    std::reverse(kept.begin(), kept.end()); // categories run bottom-up: "N × peak" is last
    std::reverse(lost.begin(), lost.end());
    ASSERT_EQ(kept.size(), 8u);
    EXPECT_DOUBLE_EQ(kept.front(), 100);
    EXPECT_NEAR(kept[1], 50, 1e-9); // × MFU 0.5
    EXPECT_NEAR(kept[2], 25, 1e-9); // × η 0.5 at 1,024
    EXPECT_NEAR(kept.back(), 20.5, 1e-9);
    for (size_t i = 1; i + 1 < kept.size(); ++i)
        EXPECT_NEAR(kept[i] + lost[i], kept[i - 1], 1e-9) << i;
    // Scaling efficiency by hand instead of the empirical table.
    const ChoiceSpec &efficiency = choiceSpec(ChoiceId::ScalingEfficiencySource);
    util->choiceControl(ChoiceId::ScalingEfficiencySource)->pick(efficiency.numericIndex());
    EXPECT_EQ(document->scenario().scaling.efficiencySource, ScalingEfficiencySource::Set);
    type(util->control(FieldId::ScalingEfficiency), QStringLiteral("25"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Effective")),
              QStringLiteral("103.8 PFLOP/s"));
}

TEST_F(Window, AmdahlDiagnosis)
{
    window->showView(QStringLiteral("utilization"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Implied efficiency at N_t")),
              QStringLiteral("31.25 %"));
    ExplorerView *util = window->view(QStringLiteral("utilization"));
    type(util->control(FieldId::ObservedSpeedup), QStringLiteral("3.2"));
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Implied efficiency at N_t")),
              QStringLiteral("40.00 %"));
}

TEST_F(Window, ComparingAcceleratorsOverlaysAndTabulates)
{
    auto *roof = static_cast<RooflineView *>(window->view(QStringLiteral("roofline")));
    window->showView(QStringLiteral("roofline"));
    QListWidget *list = roof->comparisonPanel()->list();
    const auto &accelerators = document->catalog().accelerators;
    for (int i = 0; i < list->count(); ++i) {
        const QString id = list->item(i)->data(Qt::UserRole).toString();
        if (id == QLatin1String("nvidia-b200") || id == QLatin1String("amd-mi300x"))
            list->item(i)->setCheckState(Qt::Checked);
    }
    QCoreApplication::processEvents();
    int visible = 0;
    for (size_t i = 0; i < accelerators.size(); ++i) {
        if (roof->plot()->series(roof->comparisonRoofs()[i])->isVisible()) {
            ++visible;
            EXPECT_TRUE(accelerators[i].id == "nvidia-b200" || accelerators[i].id == "amd-mi300x");
            EXPECT_EQ(roof->plot()->points(roof->comparisonRoofs()[i]).size(), 3);
        }
    }
    EXPECT_EQ(visible, 2);
    QTableWidget *table = roof->comparisonPanel()->table();
    ASSERT_EQ(table->rowCount(), 3); // picked + two ticked
    EXPECT_TRUE(table->item(1, 0)->text().startsWith(QStringLiteral("AMD")) ||
                table->item(1, 0)->text().startsWith(QStringLiteral("NVIDIA B200")));
    bool sawB200 = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text().startsWith(QStringLiteral("NVIDIA B200"))) {
            sawB200 = true;
            EXPECT_EQ(std::lround(leadingNumber(table->item(r, 1)->text())), 281);
            EXPECT_EQ(table->item(r, 3)->text(), QStringLiteral("32")); // 8 × 4 × 1,000 W
        }
    }
    EXPECT_TRUE(sawB200);
    // The power view shares the ticks.
    auto *power = static_cast<PowerView *>(window->view(QStringLiteral("power")));
    window->showView(QStringLiteral("power"));
    QCoreApplication::processEvents();
    EXPECT_EQ(power->comparisonPanel()->table()->rowCount(), 3);
    int shown = 0;
    for (PlotView::SeriesId id : power->comparisonLines())
        shown += power->rackPlot()->series(id)->isVisible() ? 1 : 0;
    EXPECT_EQ(shown, 2);
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Window, AStatusNoteIsReplacedByTheNextEdit)
{
    // Issue 29: a stale "−8 is below…" stood beside the next edit's result.
    FieldControl *cluster = nullptr;
    for (FieldControl *c : window->fleetPanel()->findChildren<FieldControl *>())
        if (c->field() == FieldId::Accelerators)
            cluster = c;
    ASSERT_NE(cluster, nullptr);
    type(cluster, QStringLiteral("300000"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 200000);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("above the largest")))
        << window->statusBar()->currentMessage().toStdString();
    // The next edit says nothing of its own: the note about the clamp goes.
    type(cluster, QStringLiteral("2048"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 2048);
    EXPECT_FALSE(window->statusBar()->currentMessage().contains(QStringLiteral("above")))
        << window->statusBar()->currentMessage().toStdString();
    // A refusal, then an edit with its own note: the new note replaces the refusal.
    type(cluster, QStringLiteral("-8"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 2048);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("-8 is negative")))
        << window->statusBar()->currentMessage().toStdString();
    type(cluster, QStringLiteral("16k"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 16000);
    EXPECT_FALSE(window->statusBar()->currentMessage().contains(QStringLiteral("negative")))
        << window->statusBar()->currentMessage().toStdString();
    // And with no note at all, the refusal goes with the next edit.
    type(cluster, QStringLiteral("-8"));
    type(cluster, QStringLiteral("4096"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
    EXPECT_FALSE(window->statusBar()->currentMessage().contains(QStringLiteral("negative")))
        << window->statusBar()->currentMessage().toStdString();
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Window, HostPowerFollowsTheAcceleratorWhileItIsTheCatalogsFigure)
{
    // The H100's vendor system: DGX H100 10.2 kW − 8 × 700 W = 4,600 W; the B200's DGX B200
    // 14.3 kW − 8 × 1,000 W = 6,300 W (resources/catalog/catalog.json).
    ASSERT_EQ(document->scenario().accelerator.id, "nvidia-h100-sxm");
    ASSERT_TRUE(document->setField(FieldId::NodeOverhead, 4600));
    pickAccelerator(QStringLiteral("nvidia-b200"));
    EXPECT_EQ(document->scenario().cluster.nodeOverheadW, 6300);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("4,600 W → 6,300 W")))
        << window->statusBar()->currentMessage().toStdString();
    window->showView(QStringLiteral("power"));
    QCoreApplication::processEvents();
    FieldControl *host = window->view(QStringLiteral("power"))->control(FieldId::NodeOverhead);
    ASSERT_NE(host, nullptr);
    EXPECT_FALSE(host->label()->text().contains(QStringLiteral("set by hand")));

    // A figure typed by hand stays, is said to stay, and is marked.
    ASSERT_TRUE(document->setField(FieldId::NodeOverhead, 5000));
    pickAccelerator(QStringLiteral("nvidia-h100-sxm"));
    EXPECT_EQ(document->scenario().cluster.nodeOverheadW, 5000);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("set by hand")))
        << window->statusBar()->currentMessage().toStdString();
    QCoreApplication::processEvents();
    EXPECT_TRUE(host->label()->text().contains(QStringLiteral("set by hand")))
        << host->label()->text().toStdString();

    // The appendix's accelerators-only accounting (0) stays 0.
    ASSERT_TRUE(document->setField(FieldId::NodeOverhead, 0));
    pickAccelerator(QStringLiteral("nvidia-b200"));
    EXPECT_EQ(document->scenario().cluster.nodeOverheadW, 0);
}

} // namespace
} // namespace fleet
