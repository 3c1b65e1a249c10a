// The document's undo rules: edits are undoable and a drag merges, values are clamped, rounded
// or rejected, and an open that fails keeps the scenario.
#include "../../qtprinters.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

TEST(Document, EditsAreUndoableAndDragsMerge)
{
    ScenarioDocument doc(embeddedCatalog());
    QSignalSpy changed(&doc, &ScenarioDocument::changed);
    ASSERT_TRUE(doc.setField(FieldId::Accelerators, 8192));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 8192);
    EXPECT_NEAR(doc.results().reliability.clusterMtbfH * 60, 366.2, 0.05);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_TRUE(doc.isModified());
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1024);
    EXPECT_FALSE(doc.isModified());

    const int key = ScenarioDocument::newMergeKey();
    for (double n : {2000.0, 3000.0, 4000.0})
        doc.setField(FieldId::Accelerators, n, key);
    EXPECT_EQ(doc.undoStack()->count(), 1); // one drag, one step
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1024);
}

TEST(Document, ClampsRoundsAndRejects)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 1e9);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 200000);
    doc.setField(FieldId::Accelerators, 10.4);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 10);
    QSignalSpy rejected(&doc, &ScenarioDocument::rejected);
    EXPECT_FALSE(doc.setField(FieldId::FailureRecovery, 0.9)); // 0.05+0.03+0.9+0.05 ≥ 1
    EXPECT_EQ(rejected.count(), 1);
    EXPECT_DOUBLE_EQ(doc.scenario().operations.failureRecovery, 0.10);
    doc.setField(FieldId::Mfu, 0); // clamped to the smallest MFU, 0.1 %
    EXPECT_DOUBLE_EQ(doc.scenario().scaling.mfu, 0.001);
    EXPECT_FALSE(doc.setField(FieldId::Parameters, std::nan("")));
}

TEST(Document, OpenKeepsTheScenarioOnError)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 256);
    EXPECT_THROW(doc.open(QStringLiteral(FLEET_TEST_DATA "/bad-unknown-key.json")), InputError);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 256);
    doc.open(QStringLiteral(FLEET_TEST_DATA "/seed-8192.json"));
    EXPECT_EQ(doc.scenario().cluster.accelerators, 8192);
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

} // namespace
} // namespace fleet
