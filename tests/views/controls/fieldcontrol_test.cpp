// FieldControl: a slider and an exact spin box bound to one scenario field, following the
// field's mapping, committing typed values and following undo.
#include "../../qtprinters.h"
#include "fieldcontrol.h"
#include "format.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QTest>

#include <gtest/gtest.h>

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
