// FieldControl: a slider and an exact spin box bound to one scenario field, following the
// field's mapping, committing typed values and following undo.
#include "../../qtprinters.h"
#include "choicecontrol.h"
#include "coupled.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "format.h"
#include "scenariochoices.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

TEST(FieldControlTest, UsesTheFieldsMappingAndTheGivenTravel)
{
    ScenarioDocument doc(embeddedCatalog());
    FieldControl n(&doc, FieldId::Accelerators);
    EXPECT_EQ(n.mapping().scale, SliderScale::Log);
    EXPECT_EQ(n.sliderValue(0), 1);
    EXPECT_EQ(n.sliderValue(FieldControl::kSteps), 200000);
    FieldControl s(&doc, FieldId::SerialFraction, {.sliderMin = 0.0, .sliderMax = 0.5});
    EXPECT_EQ(s.mapping().scale, SliderScale::Quadratic);
    EXPECT_DOUBLE_EQ(s.sliderValue(FieldControl::kSteps), 0.5);
    EXPECT_EQ(s.slider()->value(), s.sliderPosition(0.10));
}

TEST(FieldControlTest, SpinBoxCommitsAndFollowsUndo)
{
    ScenarioDocument doc(embeddedCatalog());
    FieldControl n(&doc, FieldId::Accelerators);
    n.spinBox()->setValue(32);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 32);
    doc.undoStack()->undo();
    EXPECT_EQ(n.spinBox()->value(), 1024);
    EXPECT_EQ(n.slider()->value(), n.sliderPosition(1024));
}

TEST(FieldControlTest, ArrowKeysAreNotTrappedByRounding)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 1);
    FieldControl n(&doc, FieldId::Accelerators);
    for (int i = 0; i < 200; ++i)
        QTest::keyClick(n.slider(), Qt::Key_Right);
    EXPECT_GT(doc.scenario().cluster.accelerators, 1);
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

/// Types `text` into the control's spin box and presses Enter, as a person does.
void typeInto(FieldControl &control, const QString &text)
{
    QLineEdit *edit = control.spinBox()->findChild<QLineEdit *>();
    edit->selectAll();
    // QTest::keyClicks() takes ASCII only: a character beyond it (the minus sign U+2212) is
    // sent as a key event carrying its text, as an input method would.
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(edit, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, edit, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
    QTest::keyClick(edit, Qt::Key_Return);
}

TEST(FieldControlTest, ANegativeValueIsRefusedWithTheReasonAndTheTextKept)
{
    // Issue 29: "−50" in a bandwidth made a 1 MB/s fabric (clamped to the smallest value).
    ScenarioDocument doc(embeddedCatalog());
    FieldControl inter(&doc, FieldId::InterNodeBandwidth);
    const QByteArray before = serializeScenario(doc.scenario());
    QStringList notes;
    QObject::connect(&doc, &ScenarioDocument::notice, [&notes](const QString &t) { notes << t; });
    for (const QString &typed :
         {QStringLiteral("\u221250"), QStringLiteral("-50"), QStringLiteral("-400 Gb/s")}) {
        notes.clear();
        typeInto(inter, typed);
        EXPECT_EQ(serializeScenario(doc.scenario()), before) << typed.toStdString();
        // The text as typed stays for correcting (the spin box keeps its unit after it).
        EXPECT_TRUE(inter.spinBox()->findChild<QLineEdit *>()->text().startsWith(typed))
            << inter.spinBox()->findChild<QLineEdit *>()->text().toStdString();
        ASSERT_FALSE(notes.isEmpty()) << typed.toStdString();
        EXPECT_TRUE(notes.last().contains(typed + QStringLiteral(" is negative")))
            << notes.last().toStdString();
        EXPECT_FALSE(notes.last().contains(QStringLiteral("set to"))) << notes.last().toStdString();
    }
    EXPECT_FALSE(doc.undoStack()->canUndo());
    // An out-of-range positive value keeps today's clamp and its message: 0 GB/s is below the
    // smallest value and goes to it.
    notes.clear();
    typeInto(inter, QStringLiteral("0"));
    EXPECT_EQ(doc.scenario().interNodeLink.bandwidthBytesPerS,
              fieldSpec(FieldId::InterNodeBandwidth).range.min); // 1e6 B/s = 1 MB/s
    ASSERT_FALSE(notes.isEmpty());
    EXPECT_TRUE(notes.last().contains(QStringLiteral("is below the smallest value")))
        << notes.last().toStdString();
}

TEST(FieldControlTest, CountsTakeThePrefixesTheReadoutsPrint)
{
    ScenarioDocument doc(embeddedCatalog());
    FieldControl n(&doc, FieldId::Accelerators);
    typeInto(n, QStringLiteral("16k"));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 16000);
    typeInto(n, QStringLiteral("16 384"));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 16384);
    FieldControl tokens(&doc, FieldId::TrainingTokens);
    typeInto(tokens, QStringLiteral("15.6T"));
    EXPECT_DOUBLE_EQ(doc.scenario().workload.trainingTokens, 15.6e12);
    FieldControl batch(&doc, FieldId::GlobalBatchTokens);
    typeInto(batch, QStringLiteral("4M"));
    EXPECT_DOUBLE_EQ(fieldSpec(FieldId::GlobalBatchTokens).get(doc.scenario()), 4e6);
}

TEST(ChoiceControlTest, SetByHandStartsFromTheValueTheGreyedBoxShows)
{
    // Every choice with a hand-set field: set a number by hand, pick an automatic option (the
    // greyed box then shows the value in use), pick "Set by hand" again: the field starts from
    // what the box showed, not from the number set before.
    int differed = 0;
    for (const ChoiceSpec &spec : choiceSpecs()) {
        if (!spec.numeric)
            continue;
        ScenarioDocument doc(embeddedCatalog());
        ChoiceControl choice(&doc, spec.id);
        const FieldSpec &field = fieldSpec(*spec.numeric);
        const int byHand = spec.numericIndex();
        const int automatic = byHand == 0 ? 1 : 0;
        choice.pick(byHand);
        const double inUse = field.get(doc.scenario());
        // A hand-set number away from the one in use, inside the range.
        const double earlier =
            field.range.integer ? std::max(field.range.min, inUse - 1) : inUse * 0.7;
        if (!doc.setField(*spec.numeric, earlier) || field.get(doc.scenario()) == inUse)
            continue; // this scenario takes no other value here (e.g. t × p × d = N)
        choice.pick(automatic);
        if (spec.get(doc.scenario()) != automatic)
            continue; // the automatic option does not evaluate for these defaults
        ASSERT_FALSE(choice.numericControl()->isEnabled()) << spec.key;
        const double greyed = choice.numericControl()->spinBox()->value() / field.displayScale;
        if (std::abs(greyed - earlier) > 1e-9 * std::abs(earlier))
            ++differed;
        choice.pick(byHand);
        EXPECT_TRUE(choice.numericControl()->isEnabled()) << spec.key;
        EXPECT_NEAR(field.get(doc.scenario()), greyed, 1e-9 * std::abs(greyed)) << spec.key;
        // One undo step for the pick.
        doc.undoStack()->undo();
        EXPECT_EQ(spec.get(doc.scenario()), automatic) << spec.key;
    }
    // At least the scaling efficiency: its greyed box shows the empirical table's value for
    // the default N while 0.7 × that was set by hand before.
    EXPECT_GE(differed, 1);
}

TEST(SnapToNodesTest, TheClusterSizeSnapsToWholeNodesWhileTheCommunicationViewShows)
{
    ScenarioDocument doc(embeddedCatalog());
    FleetPanel panel(&doc);
    FieldControl &n = *panel.clusterSize();
    QCheckBox *snap = panel.snapToNodes();
    EXPECT_FALSE(snap->isChecked());
    doc.setCurrentView(QStringLiteral("communication"));
    EXPECT_TRUE(snap->isChecked()); // on by default while the Communication view shows
    EXPECT_TRUE(n.isSnapping());

    // A typed 1,090 is 136 nodes of 8 and one of 2: it snaps to 1,088 and says so.
    QSignalSpy notes(&doc, &ScenarioDocument::notice);
    const int steps = doc.undoStack()->count();
    typeInto(n, QStringLiteral("1090"));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1088);
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    ASSERT_EQ(notes.count(), 1);
    const QString said = notes.front().front().toString();
    EXPECT_TRUE(
        said.contains(QStringLiteral("1,090 snapped to whole nodes: 1,088 = 136 nodes of 8")))
        << said.toStdString();

    // A drag sets only whole nodes and is one undo step.
    std::vector<int> seen;
    QObject::connect(&doc, &ScenarioDocument::changed,
                     [&] { seen.push_back(doc.scenario().cluster.accelerators); });
    const int beforeDrag = doc.undoStack()->count();
    n.slider()->setSliderDown(true);
    for (int p = n.sliderPosition(1088); p <= n.sliderPosition(4096); p += 7)
        n.slider()->setValue(p);
    n.slider()->setValue(n.sliderPosition(4096));
    n.slider()->setSliderDown(false);
    EXPECT_EQ(doc.undoStack()->count(), beforeDrag + 1);
    ASSERT_GT(seen.size(), 3u);
    for (int v : seen)
        EXPECT_EQ(v % 8, 0) << v;
    // Where the slider stopped (its 1,000 steps land near 4,096), on whole nodes.
    const double stopped = n.sliderValue(n.sliderPosition(4096));
    EXPECT_EQ(doc.scenario().cluster.accelerators, snapToWholeNodes(doc.scenario(), stopped));
    EXPECT_NEAR(doc.scenario().cluster.accelerators, 4096, 4096 * 0.02);

    // A key press and a spin-box arrow move a whole node at least, never back to where they were.
    doc.setField(FieldId::Accelerators, 1088);
    QTest::keyClick(n.slider(), Qt::Key_Right);
    EXPECT_GT(doc.scenario().cluster.accelerators, 1088);
    EXPECT_EQ(doc.scenario().cluster.accelerators % 8, 0);
    doc.setField(FieldId::Accelerators, 1088);
    QTest::keyClick(n.spinBox(), Qt::Key_Up);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1096);
    QTest::keyClick(n.spinBox(), Qt::Key_Down);
    QTest::keyClick(n.spinBox(), Qt::Key_Down);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1080);

    // Another view: off, and a typed value is kept as typed.
    doc.setCurrentView(QStringLiteral("roofline"));
    EXPECT_FALSE(snap->isChecked());
    EXPECT_FALSE(n.isSnapping());
    typeInto(n, QStringLiteral("1090"));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1090);

    // Ticked by hand, it holds in every view and is saved in the view section.
    snap->click();
    EXPECT_TRUE(n.isSnapping());
    EXPECT_EQ(doc.viewState().snapToNodes, std::optional<bool>(true));
    doc.setCurrentView(QStringLiteral("power"));
    EXPECT_TRUE(snap->isChecked());
    snap->click();
    doc.setCurrentView(QStringLiteral("communication"));
    EXPECT_FALSE(snap->isChecked()); // unticked by hand: off on the Communication view too
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1090); // the switch changes no input
}

} // namespace
} // namespace fleet
