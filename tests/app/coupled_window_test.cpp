// The coupled model in the window: the switch moves training time, the rack verdict and the
// cluster MTBF as the couplings say, one undo restores all of them; a slower fabric lengthens
// training; the context slider moves the decode point; the component table edits the node.
#include "choicecontrol.h"
#include "coupled.h"
#include "nodecomponentseditor.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "utilizationview.h"
#include "windowfixture.h"

#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QStatusBar>
#include <QTableWidget>

namespace fleet {
namespace {

using CoupledWindow = Window;

TEST_F(CoupledWindow, TheModelSwitchMovesEveryAreaAndUndoRestoresThemInOneStep)
{
    const QString appendixTime =
        readout(QStringLiteral("utilization"), QStringLiteral("Training time"));
    const QString appendixMtbf =
        readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Cooling verdict")),
              QStringLiteral("Air cooling is enough")); // 22.4 kW of accelerators
    EXPECT_TRUE(window->fleetPanel()->appendixModeButton()->isChecked());

    window->fleetPanel()->coupledModeButton()->click();
    QCoreApplication::processEvents();
    EXPECT_EQ(modelModeOf(document->scenario()), ModelMode::Coupled);
    EXPECT_TRUE(window->fleetPanel()->coupledModeButton()->isChecked());
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("Coupled model")));
    EXPECT_TRUE(window->statusBar()->currentMessage().startsWith(
        QStringLiteral("Model switched: 7 choices changed")))
        << window->statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(window->statusBar()->toolTip().contains(QStringLiteral("\nGoodput: ")));
    // Hosts count: 4 × (8 × 700 W + 4,600 W) = 40.8 kW needs liquid.
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Rack power")),
              QStringLiteral("40.8 kW"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Cooling verdict")),
              QStringLiteral("Liquid cooling required"));
    // NICs and PSUs fail too: 1 / (1,024/50,000 + 128 × (2/150,000 + 2/100,000)) h.
    const double mtbfH = 1 / (1024 / 50000.0 + 128 * (2 / 150000.0 + 2 / 100000.0));
    EXPECT_NEAR(document->results().reliability.clusterMtbfH, mtbfH, 1e-9);
    EXPECT_NE(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")), appendixMtbf);
    EXPECT_NE(readout(QStringLiteral("utilization"), QStringLiteral("Training time")),
              appendixTime);
    EXPECT_FALSE(window->view(QStringLiteral("utilization"))
                     ->readoutPanel()
                     ->value(QStringLiteral("Node MTBF"))
                     .isEmpty() &&
                 window->view(QStringLiteral("reliability"))
                     ->readoutPanel()
                     ->value(QStringLiteral("Node MTBF"))
                     .isEmpty());

    document->undoStack()->undo(); // one step back restores all of them
    QCoreApplication::processEvents();
    EXPECT_EQ(modelModeOf(document->scenario()), ModelMode::Appendix);
    EXPECT_TRUE(window->fleetPanel()->appendixModeButton()->isChecked());
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Training time")),
              appendixTime);
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")), appendixMtbf);
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Cooling verdict")),
              QStringLiteral("Air cooling is enough"));
}

TEST_F(CoupledWindow, DroppingTheFabricFromXdrToHdrLengthensTraining)
{
    window->fleetPanel()->coupledModeButton()->click();
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    QComboBox *fabric = window->fleetPanel()->interNodePicker();
    fabric->setCurrentIndex(fabric->findData(QStringLiteral("infiniband-xdr")));
    Q_EMIT fabric->activated(fabric->currentIndex());
    QCoreApplication::processEvents();
    const double xdr = *document->results().utilization.trainingTimeS;
    fabric->setCurrentIndex(fabric->findData(QStringLiteral("infiniband-hdr")));
    Q_EMIT fabric->activated(fabric->currentIndex());
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().interNodeLink.id, "infiniband-hdr");
    EXPECT_GT(*document->results().utilization.trainingTimeS, xdr * 1.1);
    EXPECT_EQ(document->results().scaling.scalingEfficiencySource,
              Results::Scaling::Source::Network);
}

TEST_F(CoupledWindow, TheContextSliderMovesTheDecodePointAndTheMemoryBar)
{
    auto *roof = static_cast<RooflineView *>(window->view(QStringLiteral("roofline")));
    window->showView(QStringLiteral("roofline"));
    type(roof->control(FieldId::DecodeBatch), QStringLiteral("32"));
    const double before = roof->plot()->points(roof->ids().decode).front().x();
    FieldControl *context = roof->control(FieldId::ContextTokens);
    ASSERT_NE(context, nullptr);
    EXPECT_EQ(context->sliderValue(0), 0); // the slider starts at no context at all
    type(context, QStringLiteral("8192"));
    QCoreApplication::processEvents();
    const double after = roof->plot()->points(roof->ids().decode).front().x();
    EXPECT_LT(after, before / 2); // the cache lowers the decode intensity
    const std::vector<double> kv = roof->memoryPlot()->values(roof->memorySets().kvCache);
    ASSERT_EQ(kv.size(), 2u);
    EXPECT_NEAR(kv[1], 32.0 * 8192 * 524288 / 1e9, 1e-6); // GB of KV cache in the decode row
    EXPECT_TRUE(roof->readoutPanel()
                    ->value(QStringLiteral("Memory (weights + KV)"))
                    .startsWith(QStringLiteral("Does not fit")));
    EXPECT_TRUE(roof->readoutPanel()
                    ->value(QStringLiteral("Decode tokens/s"))
                    .startsWith(QStringLiteral("≤ ")));
}

TEST_F(CoupledWindow, PickingAModelSetsParametersAndKvBytesInOneStep)
{
    window->showView(QStringLiteral("roofline"));
    auto *picker = window->view(QStringLiteral("roofline"))
                       ->findChild<QComboBox *>(QStringLiteral("modelPicker"));
    ASSERT_NE(picker, nullptr);
    const int before = document->undoStack()->count();
    const int index = picker->findData(QStringLiteral("llama-3.1-70b"));
    picker->setCurrentIndex(index);
    Q_EMIT picker->activated(index);
    EXPECT_EQ(document->scenario().workload.parameters, 70.6e9);
    EXPECT_EQ(document->scenario().workload.kvBytesPerToken, 327680);
    EXPECT_EQ(document->undoStack()->count(), before + 1);
    // Picking FP8 sets one byte per parameter, also in one step.
    QComboBox *precision = window->fleetPanel()->precisionPicker();
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp8")));
    Q_EMIT precision->activated(precision->currentIndex());
    EXPECT_EQ(document->scenario().precision, Precision::FP8);
    EXPECT_EQ(document->scenario().workload.bytesPerParameter, 1);
    document->undoStack()->undo();
    EXPECT_EQ(document->scenario().workload.bytesPerParameter, 2);
}

TEST_F(CoupledWindow, NodeComponentsAreEditedInTheirTable)
{
    auto *rel = static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")));
    window->showView(QStringLiteral("reliability"));
    rel->choiceControl(ChoiceId::FailureModel)->pick(1); // nodes
    QCoreApplication::processEvents();
    QTableWidget *table = rel->componentsEditor()->table();
    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(table->item(0, 0)->text(), QStringLiteral("NIC"));
    table->item(1, 2)->setText(QStringLiteral("50000")); // PSUs fail twice as often
    EXPECT_EQ(document->scenario().reliability.nodeComponents[1].mttfH, 50000);
    table->item(1, 1)->setText(QStringLiteral("lots")); // refused, the table shows 2 again
    EXPECT_EQ(document->scenario().reliability.nodeComponents[1].countPerNode, 2);
    EXPECT_EQ(table->item(1, 1)->text(), QStringLiteral("2"));
    rel->componentsEditor()->addButton()->click();
    EXPECT_EQ(document->scenario().reliability.nodeComponents.size(), 3u);
    EXPECT_FALSE(rel->readoutPanel()->value(QStringLiteral("Failures come from")).isEmpty());
    document->undoStack()->undo();
    EXPECT_EQ(table->rowCount(), 2);
}

TEST_F(CoupledWindow, AStalledRunIsSaidInWords)
{
    document->apply(QStringLiteral("test"), [](Scenario &s) {
        applyModelMode(s, ModelMode::Coupled);
        s.cluster.accelerators = 200000;
        s.workload.parameters = 1e12;
        s.reliability.storageBandwidthBytesPerS = 5e9;
    });
    EXPECT_EQ(readout(QStringLiteral("utilization"), QStringLiteral("Training time")),
              QStringLiteral("Never finishes"));
    EXPECT_TRUE(readout(QStringLiteral("utilization"), QStringLiteral("Operational goodput"))
                    .contains(QStringLiteral("never progresses")));
    EXPECT_TRUE(window->view(QStringLiteral("utilization"))
                    ->notesText()
                    .contains(QStringLiteral("never progresses")));
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    EXPECT_TRUE(
        window->view(QStringLiteral("reliability"))->notesText().contains(QStringLiteral("Young")));
    EXPECT_TRUE(readout(QStringLiteral("reliability"), QStringLiteral("Young's τ*"))
                    .contains(QStringLiteral("out of range")));
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Window, TheModelSwitchMessageIsNotCutUnderTheModelsName)
{
    // Issue 29: at 1280 × 720 the message listing what the switch changed ran under the status
    // bar's right label ("Coupled model (design review)"); while it shows, it has the bar.
    window->resize(1280, 720);
    QCoreApplication::processEvents();
    auto *mode = window->statusBar()->findChild<QLabel *>(QStringLiteral("modelModeLabel"));
    ASSERT_NE(mode, nullptr);
    window->fleetPanel()->coupledModeButton()->click();
    QCoreApplication::processEvents();
    const QString message = window->statusBar()->currentMessage();
    ASSERT_TRUE(message.startsWith(QStringLiteral("Model switched"))) << message.toStdString();
    const int width = window->statusBar()->fontMetrics().horizontalAdvance(message);
    EXPECT_LE(width, window->statusBar()->width() - 8) << "cut at the window's edge";
    EXPECT_EQ(mode->isVisible(),
              width + mode->sizeHint().width() + 24 <= window->statusBar()->width());
    // Each change, on hover.
    const QString tip = window->statusBar()->toolTip();
    EXPECT_TRUE(tip.startsWith(message + QLatin1Char('\n'))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Checkpoint interval: ")));
    window->statusBar()->clearMessage();
    QCoreApplication::processEvents();
    EXPECT_TRUE(mode->isVisible()) << "the model's name comes back";
}

} // namespace
} // namespace fleet
