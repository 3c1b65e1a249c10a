// Field data in the window (SPEC §10): the points on the reliability, power and roofline charts,
// the switch saved in the view state, the Reference view's table and its exports, and
// Tools › Calibrate from observations… (one undo step each, the calibrated input's tooltip).
#include "../qtprinters.h"
#include "calibrationdialog.h"
#include "communicationview.h"
#include "fieldcontrol.h"
#include "fielddatapoints.h"
#include "fieldpoints.h"
#include "plotview.h"
#include "powerview.h"
#include "referenceview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

TEST(FieldData, TheMtbfChartShowsThatA16kGpuRunFailedAboutEveryThreeHours)
{
    ScenarioDocument doc(embeddedCatalog());
    const auto view = shownView<ReliabilityView>(&doc);
    FieldPoints *field = view->mtbfFieldData();
    ASSERT_NE(field, nullptr);
    EXPECT_TRUE(field->isShown()); // on by default in the reliability view
    ASSERT_EQ(field->points().size(), 3u);
    const FieldPoint &llama = field->points().front();
    // 419 unexpected interruptions in the 54-day snapshot (1,296 h) on 16,384 H100:
    // 1,296 / 419 = 3.093 h between interruptions.
    EXPECT_EQ(llama.x, 16384);
    EXPECT_NEAR(llama.y, 3.0931, 1e-4);
    EXPECT_EQ(llama.label, QStringLiteral("Llama 3 405B"));
    // The model at MTTF 50,000 h expects 1,296 · 16,384 / 50,000 = 424.67 in the window:
    // 419 / 424.67 = 0.987 → "0.99×".
    EXPECT_TRUE(llama.tooltip.contains(QStringLiteral("measured ÷ model = 0.99×")))
        << llama.tooltip.toStdString();
    EXPECT_TRUE(llama.tooltip.contains(QStringLiteral("Table 5"))) << llama.tooltip.toStdString();
    EXPECT_TRUE(llama.tooltip.contains(QStringLiteral("2024"))) << llama.tooltip.toStdString();
    // The other two points at the same N carry no second label.
    EXPECT_TRUE(field->points()[1].label.isEmpty());
    EXPECT_TRUE(view->mtbfPlot()->series(field->series())->isVisible());
}

TEST(FieldData, TheSwitchIsSavedInTheViewStateAndReadBack)
{
    ScenarioDocument doc(embeddedCatalog());
    const auto view = shownView<ReliabilityView>(&doc);
    FieldPoints *field = view->mtbfFieldData();
    EXPECT_FALSE(doc.fieldDataShown("reliability/0"));
    field->action()->trigger(); // off
    EXPECT_EQ(doc.fieldDataShown("reliability/0"), std::optional<bool>(false));
    const QByteArray json = serializeScenario(doc.scenario(), doc.viewState());
    EXPECT_TRUE(json.contains("\"reliability/0\": false")) << json.toStdString();

    // Opening a file whose view section says "on" shows it again.
    ViewState opened;
    opened.fieldData = std::map<std::string, bool>{{"reliability/0", true}};
    doc.mergeViewState(opened);
    EXPECT_TRUE(field->isShown());
    EXPECT_TRUE(view->mtbfPlot()->series(field->series())->isVisible());
}

TEST(FieldData, PowerAndRooflineChartsHaveTheirsOffByDefault)
{
    ScenarioDocument doc(embeddedCatalog());
    const auto power = shownView<PowerView>(&doc);
    ASSERT_NE(power->fieldData(), nullptr);
    EXPECT_FALSE(power->fieldData()->isShown());
    // One measured 8 × H100 node, drawn as a rack of one node in kW.
    ASSERT_EQ(power->fieldData()->points().size(), 1u);
    EXPECT_EQ(power->fieldData()->points()[0].x, 1);
    const auto roofline = shownView<RooflineView>(&doc);
    ASSERT_NE(roofline->fieldData(), nullptr);
    EXPECT_FALSE(roofline->fieldData()->isShown());
    // gpt-fast's four decode measurements, y in TFLOP/s: tokens/s × 2P FLOP per token / 1e12.
    ASSERT_EQ(roofline->fieldData()->points().size(), 4u);
    const std::vector<FieldComparison> all = fieldComparisons(doc.catalog());
    const auto decode = fieldPointsFor(all, {FieldChart::RooflineDecode});
    EXPECT_NEAR(roofline->fieldData()->points()[0].y * 1e12, decode[0].y, 1e-9 * decode[0].y);
}

TEST(FieldData, TheUtilizationViewSetsPublishedMfuBesideTheChainAgainstN)
{
    // SPEC §10: the utilization view's MFU and time-to-train against N, with the published
    // runs shown by default.
    ScenarioDocument doc(embeddedCatalog());
    const auto view = shownView<UtilizationView>(&doc);
    FieldPoints *mfu = view->mfuFieldData();
    FieldPoints *time = view->timeFieldData();
    ASSERT_NE(mfu, nullptr);
    ASSERT_NE(time, nullptr);
    EXPECT_TRUE(mfu->isShown());
    EXPECT_TRUE(time->isShown());
    const std::vector<FieldComparison> all = fieldComparisons(doc.catalog());
    const auto published = fieldPointsFor(all, {FieldChart::MfuVsN});
    ASSERT_EQ(mfu->points().size(), published.size());
    ASSERT_GE(published.size(), 8u);
    // Llama 3 405B's 43 % BF16 MFU at 8,192 H100, in % like the axis.
    EXPECT_EQ(mfu->points()[0].x, 8192);
    EXPECT_DOUBLE_EQ(mfu->points()[0].y, 43);
    EXPECT_EQ(time->points().size(), fieldPointsFor(all, {FieldChart::TimeToTrainVsN}).size());
    // The chain's curves sit where evaluate() puts them: at N = 1,024 (the default scenario)
    // MFU 50 % × η(1,024) 50 % = 25 % before the overheads, the readout's fraction after them.
    const auto at1024 = [](const QList<QPointF> &curve) {
        const auto it = std::find_if(curve.begin(), curve.end(),
                                     [](const QPointF &p) { return p.x() == 1024; });
        return it == curve.end() ? std::nan("") : it->y();
    };
    // While the waterfall shows, the chain is not computed (a slider step does not pay for it).
    EXPECT_TRUE(view->fractionPlot()->points(view->beforeOverheadsSeries()).isEmpty());
    // With FLEET_SCREENSHOT_DIR set, each chart is saved for a look (the chart area of a
    // 1280 × 720 window).
    view->resize(1000, 640);
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    // The waterfall first; the choice switches the chart shown.
    EXPECT_TRUE(view->waterfall()->isVisibleTo(view.get()));
    EXPECT_FALSE(view->fractionPlot()->isVisibleTo(view.get()));
    view->curveChoice()->setCurrentIndex(1);
    EXPECT_NEAR(at1024(view->fractionPlot()->points(view->beforeOverheadsSeries())), 25, 1e-9);
    EXPECT_NEAR(at1024(view->fractionPlot()->points(view->effectiveSeries())),
                100 * doc.results().utilization.effectiveFraction, 1e-9);
    EXPECT_TRUE(view->fractionPlot()->isVisibleTo(view.get()));
    EXPECT_FALSE(view->waterfall()->isVisibleTo(view.get()));
    QCoreApplication::processEvents(); // the page shown lays its chart out
    if (!dir.isEmpty())
        view->grab().save(dir + QStringLiteral("/utilization-fraction.png"));
    view->curveChoice()->setCurrentIndex(2);
    EXPECT_TRUE(view->timePlot()->isVisibleTo(view.get()));
    EXPECT_FALSE(view->fractionPlot()->isVisibleTo(view.get()));
    QCoreApplication::processEvents();
    if (!dir.isEmpty())
        view->grab().save(dir + QStringLiteral("/utilization-time.png"));
}

TEST(FieldData, TheAllReduceChartHasMeasuredTimesOffByDefault)
{
    ScenarioDocument doc(embeddedCatalog());
    const auto view = shownView<CommunicationView>(&doc);
    FieldPoints *field = view->allReduceFieldData();
    ASSERT_NE(field, nullptr);
    EXPECT_FALSE(field->isShown());
    // nccl-tests on one 8 × A100 node at 32 KiB, 1 MiB, 64 MiB and 16 GiB: x the size in
    // bytes, y the time in seconds, as the chart's axes.
    ASSERT_EQ(field->points().size(), 4u);
    EXPECT_EQ(field->points()[3].x, 17179869184.0);
    EXPECT_DOUBLE_EQ(field->points()[3].y, 0.127997);
    EXPECT_TRUE(field->points()[3].tooltip.contains(QStringLiteral("Bekman")))
        << field->points()[3].tooltip.toStdString();
    field->setShown(true);
    EXPECT_TRUE(view->vsMessagePlot()->series(field->series())->isVisible());
}

TEST(FieldData, TheReferenceViewTablesEveryEntryWithItsRatio)
{
    ScenarioDocument doc(embeddedCatalog());
    const auto view = shownView<ReferenceView>(&doc);
    QTreeWidget *tree = view->fieldTree();
    ASSERT_EQ(size_t(tree->topLevelItemCount()), view->fieldComparisons().size());
    ASSERT_GE(tree->topLevelItemCount(), 20);
    QTreeWidgetItem *llama = tree->topLevelItem(0);
    EXPECT_EQ(llama->data(ReferenceView::FieldMeasureColumn, Qt::UserRole).toString(),
              QStringLiteral("llama3-405b-unexpected-interruptions"));
    EXPECT_EQ(llama->text(ReferenceView::FieldRatioColumn), QStringLiteral("0.99×"));
    EXPECT_TRUE(llama->text(ReferenceView::FieldSourceColumn).contains(QStringLiteral("2024")));

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("f.csv"));
    ASSERT_TRUE(view->exportFieldCsv(csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(text.startsWith(
        QStringLiteral("id,measure,measured,model,unit,ratio,approximate,source\r\n"
                       "llama3-405b-unexpected-interruptions,reliability.expected_failures,419,")))
        << text.toStdString();
    const QString md = dir.filePath(QStringLiteral("f.md"));
    ASSERT_TRUE(view->exportFieldMarkdown(md));
    EXPECT_GT(QFile(md).size(), 1000);
}

TEST(FieldData, CalibratingTheMttfIsOneUndoStepAndTheTooltipSaysFromWhat)
{
    ScenarioDocument doc(embeddedCatalog());
    CalibrationDialog dialog(&doc);
    const int steps = doc.undoStack()->count();
    dialog.interruptionsBox()->setValue(419);
    dialog.daysBox()->setValue(54);
    dialog.acceleratorsBox()->setValue(16384);
    QSignalSpy said(&dialog, &CalibrationDialog::calibrated);
    ASSERT_TRUE(dialog.applyMttf());
    // 16,384 · 54 days · 24 h / 419 = 21,233,664 / 419 = 50,677.0 h.
    EXPECT_NEAR(doc.scenario().reliability.acceleratorMttfH, 50677.0024, 1e-3);
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    ASSERT_EQ(said.count(), 1);
    EXPECT_TRUE(said.at(0).at(0).toString().contains(QStringLiteral("419 interruptions")));
    EXPECT_TRUE(doc.calibrationNote(FieldId::AcceleratorMttf).contains(QStringLiteral("54 days")));
    FieldControl control(&doc, FieldId::AcceleratorMttf);
    EXPECT_TRUE(control.findChild<QDoubleSpinBox *>()->toolTip().contains(
        QStringLiteral("Calibrated: Accelerator MTTF set to")));
    // Saved with the scenario: the file reopened says the MTTF was calibrated, and from what.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("calibrated.json"));
    doc.save(file);
    ScenarioDocument reopened(embeddedCatalog());
    reopened.open(file);
    EXPECT_EQ(reopened.calibrationNote(FieldId::AcceleratorMttf),
              doc.calibrationNote(FieldId::AcceleratorMttf));
    EXPECT_TRUE(reopened.calibrationNote(FieldId::Mfu).isEmpty());
    // A file without the note opened after it: nothing is said calibrated any more.
    reopened.open(QStringLiteral(FLEET_TEST_DATA "/view-b200-overlays.json"));
    EXPECT_TRUE(reopened.calibrationNote(FieldId::AcceleratorMttf).isEmpty());
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().reliability.acceleratorMttfH, 50000);
    EXPECT_TRUE(doc.calibrationNote(FieldId::AcceleratorMttf).isEmpty());
}

TEST(FieldData, CalibratingTheMfuSetsTheScalingEfficiencyToOne)
{
    ScenarioDocument doc(embeddedCatalog());
    CalibrationDialog dialog(&doc);
    dialog.mfuBox()->setValue(38); // Llama 3 405B on 16,384 H100, Table 4
    ASSERT_TRUE(dialog.applyMfu());
    EXPECT_DOUBLE_EQ(doc.scenario().scaling.mfu, 0.38);
    EXPECT_EQ(doc.scenario().scaling.efficiencySource, ScalingEfficiencySource::Set);
    EXPECT_EQ(doc.scenario().scaling.scalingEfficiency, 1.0);
    // A node power below its accelerators' TDP is refused, with the reason, and nothing changes.
    const Scenario before = doc.scenario();
    dialog.nodePowerBox()->setValue(1000); // 8 × 700 W = 5,600 W > 1,000 W
    EXPECT_FALSE(dialog.applyNodeOverhead());
    EXPECT_EQ(doc.scenario(), before);
    EXPECT_TRUE(dialog.resultLabel()->text().startsWith(QStringLiteral("Not applied")));
    // 10.2 kW measured: overhead = 10,200 − 8 · 700 = 4,600 W.
    dialog.nodePowerBox()->setValue(10200);
    ASSERT_TRUE(dialog.applyNodeOverhead());
    EXPECT_DOUBLE_EQ(doc.scenario().cluster.nodeOverheadW, 4600);
    dialog.restartBox()->setValue(30); // 30 min lost per interruption = 1,800 s
    ASSERT_TRUE(dialog.applyRestart());
    EXPECT_DOUBLE_EQ(doc.scenario().reliability.restartOverheadS, 1800);
}

} // namespace
} // namespace fleet
