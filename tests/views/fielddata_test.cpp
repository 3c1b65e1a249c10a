// Field data in the window (SPEC §10): the points on the reliability, power and roofline charts,
// the switch saved in the view state, the Reference view's table and its exports, and
// Tools › Calibrate from observations… (one undo step each, the calibrated input's tooltip).
#include "../qtprinters.h"
#include "calibrationdialog.h"
#include "fieldcontrol.h"
#include "fielddatapoints.h"
#include "fieldpoints.h"
#include "powerview.h"
#include "referenceview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "viewcheck.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

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
