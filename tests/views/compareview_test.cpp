// The compare view on a document alone, driven through its buttons: pin A, change the cluster
// size, pin B — the bottom-line table shows both with the change and the better value in
// words, and the inputs table holds only the cluster size; names, the live "current" column,
// editing a pinned design (one undo step that never overwrites a design) and unpinning.
#include "../qtprinters.h"
#include "compareview.h"
#include "designpins.h"
#include "review/comparetools.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include "inputerror.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace fleet {
namespace {

/// The compare view (CompareTools) with its buttons clicked and its column titles read.
class Compare : public CompareTools
{
protected:
    void click(QPushButton *button)
    {
        ASSERT_NE(button, nullptr);
        ASSERT_TRUE(button->isEnabled()) << button->text().toStdString();
        QTest::mouseClick(button, Qt::LeftButton);
        QCoreApplication::processEvents();
    }

    QString header(const QTableWidget *table, int column) const
    {
        // The title as given (the header shows it wrapped to the column).
        const QTableWidgetItem *h = table->horizontalHeaderItem(column);
        return h ? h->data(Qt::UserRole).toString() : QString();
    }
};

TEST_F(Compare, PinAChangeNPinBShowsBothAndTheDelta)
{
    // Nothing pinned: the open scenario alone, and a hint how to start.
    EXPECT_EQ(view->metricTable()->columnCount(), 1);
    EXPECT_EQ(header(view->metricTable(), 0), QStringLiteral("Current (not pinned)"));
    EXPECT_EQ(view->pinButton()->text(), QStringLiteral("Pin as design A"));

    click(view->pinButton()); // A: 1,024 × H100
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 2048));
    QCoreApplication::processEvents();
    // The open scenario differs from A: it is shown live beside it.
    ASSERT_EQ(view->metricTable()->columnCount(), 2);
    EXPECT_EQ(header(view->metricTable(), 1), QStringLiteral("Current (not pinned)"));

    click(view->pinButton()); // B: 2,048 × H100
    ASSERT_EQ(document.pins()->count(), 2);
    // B holds the open scenario: two columns, A and B.
    ASSERT_EQ(view->metricTable()->columnCount(), 2);
    EXPECT_EQ(header(view->metricTable(), 0), QStringLiteral("Design A"));
    EXPECT_EQ(header(view->metricTable(), 1), QStringLiteral("Design B"));
    // By hand: IT load = N × 700 W: 716.8 kW and 1.434 MW, +100 %; the lower is better.
    EXPECT_EQ(view->cellText(QStringLiteral("IT load"), 0), QStringLiteral("716.8 kW ✓ best"));
    EXPECT_EQ(view->cellText(QStringLiteral("IT load"), 1), QStringLiteral("1.434 MW (+100.0 %)"));
    // Cluster MTBF = 50,000 h / N: 48.8 h and 24.4 h, −50 %; the higher is better.
    EXPECT_EQ(view->cellText(QStringLiteral("Cluster MTBF"), 1),
              QStringLiteral("24.4 h (−50.0 %)"));
    EXPECT_TRUE(
        view->cellText(QStringLiteral("Cluster MTBF"), 0).endsWith(QStringLiteral("✓ best")));
    // Rack power is the same (4 × 8 × 700 W): no change, nothing marked.
    EXPECT_EQ(view->cellText(QStringLiteral("Rack power"), 1), QStringLiteral("22.4 kW (±0 %)"));
    EXPECT_EQ(view->cellText(QStringLiteral("Cooling"), 0),
              QStringLiteral("Air cooling is enough"));

    // Only the cluster size differs.
    const QTableWidget *inputs = view->inputTable();
    ASSERT_EQ(inputs->rowCount(), 1);
    EXPECT_EQ(inputs->verticalHeaderItem(0)->toolTip(), QStringLiteral("cluster.accelerators"));
    EXPECT_EQ(inputs->item(0, 0)->text(), QStringLiteral("1,024 accelerators"));
    EXPECT_EQ(inputs->item(0, 1)->text(), QStringLiteral("2,048 accelerators"));
}

TEST_F(Compare, UnderADragARowOnlyGrowsAndTheReleaseFitsIt)
{
    // A number a digit shorter unwrapped its row, the table shrank and was repainted whole, and
    // the next step wrapped it again: under a drag the rows keep their height unless a text
    // needs more; the release fits them. (A row made taller by hand stands for one that a
    // longer text wrapped a step before; a resize fits every row.)
    click(view->pinButton());
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 2048));
    QCoreApplication::processEvents();
    QTableWidget *table = view->metricTable();
    ASSERT_GT(table->rowCount(), 0);
    const int natural = table->rowHeight(0);
    document.setDragging(true);
    table->setRowHeight(0, natural + 40);
    view->resize(view->width() - 20, view->height());
    QCoreApplication::processEvents();
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 2100));
    QCoreApplication::processEvents();
    EXPECT_EQ(table->rowHeight(0), natural + 40);
    document.setDragging(false);
    QCoreApplication::processEvents();
    EXPECT_EQ(table->rowHeight(0), natural);
}

TEST_F(Compare, NamesAreEditableAndHeadTheColumns)
{
    click(view->pinButton());
    document.setField(FieldId::Pue, 1.2);
    click(view->pinButton());
    QLineEdit *name = view->nameEdit(1);
    ASSERT_NE(name, nullptr);
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Better PUE"));
    QTest::keyClick(name, Qt::Key_Return);
    QCoreApplication::processEvents();
    EXPECT_EQ(document.pins()->designs()[1].name, QStringLiteral("Better PUE"));
    EXPECT_EQ(header(view->metricTable(), 1), QStringLiteral("B: Better PUE"));
    EXPECT_EQ(header(view->inputTable(), 1), QStringLiteral("B: Better PUE"));
    // Facility load = 716.8 kW × PUE: 1.4 → 1.2 is −14.3 %.
    EXPECT_EQ(view->cellText(QStringLiteral("Facility load"), 1),
              QStringLiteral("860.2 kW (−14.3 %) ✓ best"));
}

TEST_F(Compare, EditingADesignFollowsLiveAndUndoNeverOverwritesIt)
{
    click(view->pinButton()); // A: 1,024
    document.setField(FieldId::Accelerators, 4096);
    click(view->pinButton());                       // B: 4,096
    document.setField(FieldId::Accelerators, 8192); // the open scenario, not pinned
    const int steps = document.undoStack()->count();

    click(view->editButton(0)); // A becomes the open scenario, one undo step
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_EQ(document.scenario().cluster.accelerators, 1024);
    EXPECT_EQ(document.pins()->followed(), 0);
    EXPECT_EQ(view->editButton(0)->text(), QStringLiteral("Editing"));
    EXPECT_EQ(view->metricTable()->columnCount(), 2) << "A is the open scenario: no third column";
    EXPECT_EQ(header(view->metricTable(), 0), QStringLiteral("Design A\n(being edited)"));

    // Edits follow live into A's column.
    document.setField(FieldId::Accelerators, 2048);
    QCoreApplication::processEvents();
    EXPECT_EQ(document.pins()->designs()[0].scenario.cluster.accelerators, 2048);
    EXPECT_EQ(view->cellText(QStringLiteral("IT load"), 0), QStringLiteral("1.434 MW ✓ best"));
    document.undoStack()->undo(); // and so do undo and redo
    EXPECT_EQ(document.pins()->designs()[0].scenario.cluster.accelerators, 1024);

    // Undoing "Edit design A" restores the open scenario and leaves A as it was.
    document.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(document.scenario().cluster.accelerators, 8192);
    EXPECT_EQ(document.pins()->followed(), -1);
    EXPECT_EQ(document.pins()->designs()[0].scenario.cluster.accelerators, 1024);
    EXPECT_EQ(document.pins()->designs()[1].scenario.cluster.accelerators, 4096);
    EXPECT_EQ(view->metricTable()->columnCount(), 3);

    // Editing B while A followed: A keeps its last state, B follows from then on.
    document.undoStack()->redo();
    click(view->editButton(1));
    EXPECT_EQ(document.pins()->followed(), 1);
    EXPECT_EQ(document.pins()->designs()[0].scenario.cluster.accelerators, 1024);
    document.setField(FieldId::Pue, 1.1);
    EXPECT_DOUBLE_EQ(document.pins()->designs()[1].scenario.facility.pue, 1.1);
    EXPECT_DOUBLE_EQ(document.pins()->designs()[0].scenario.facility.pue, 1.4);

    // Opening another scenario stops following.
    document.reset(defaultScenario(document.catalog()), QString());
    EXPECT_EQ(document.pins()->followed(), -1);
    EXPECT_DOUBLE_EQ(document.pins()->designs()[1].scenario.facility.pue, 1.1);
}

TEST_F(Compare, FourDesignsAtMostAndUnpinningMovesTheLettersUp)
{
    for (int n : {1024, 2048, 4096, 8192}) {
        document.setField(FieldId::Accelerators, n);
        click(view->pinButton());
    }
    EXPECT_EQ(document.pins()->count(), DesignPins::kMaxPins);
    EXPECT_FALSE(view->pinButton()->isEnabled());
    EXPECT_EQ(document.pinCurrent(), -1);
    ASSERT_EQ(view->metricTable()->columnCount(), 4);
    // D = 8,192: IT load 5.734 MW, +700 % against A.
    EXPECT_EQ(view->cellText(QStringLiteral("IT load"), 3), QStringLiteral("5.734 MW (+700.0 %)"));

    click(view->unpinButton(0));
    EXPECT_EQ(document.pins()->count(), 3);
    EXPECT_TRUE(view->pinButton()->isEnabled());
    EXPECT_EQ(header(view->metricTable(), 0), QStringLiteral("Design A"));
    // The old B (2,048) is now A, the baseline: the old C is +100 %.
    EXPECT_EQ(document.pins()->designs()[0].scenario.cluster.accelerators, 2048);
    EXPECT_EQ(view->cellText(QStringLiteral("IT load"), 1), QStringLiteral("2.867 MW (+100.0 %)"));
    ASSERT_NE(view->nameEdit(2), nullptr);
    EXPECT_EQ(view->nameEdit(3), nullptr);
}

TEST_F(Compare, ScenarioFilesArePinnedWithoutOpeningThem)
{
    const Scenario open = document.scenario();
    const QString h100 = QStringLiteral(FLEET_TEST_DATA "/review-h100-ndr.json");
    const QString b200 = QStringLiteral(FLEET_TEST_DATA "/review-b200-xdr.json");
    EXPECT_EQ(document.pinFile(h100), 0);
    EXPECT_EQ(document.pinFile(b200), 1);
    QCoreApplication::processEvents();
    // Each named after its scenario, with its own results; the open scenario is untouched.
    const auto &designs = document.pins()->designs();
    EXPECT_EQ(designs[0].name, QStringLiteral("16,384 H100 on InfiniBand NDR (coupled)"));
    EXPECT_EQ(designs[1].scenario.cluster.accelerators, 8192);
    EXPECT_EQ(designs[1].results.power.itLoadW, evaluate(designs[1].scenario).power.itLoadW);
    EXPECT_TRUE(document.scenario() == open);
    EXPECT_EQ(header(view->metricTable(), 1),
              QStringLiteral("B: 8,192 B200 on NVLink 5 + XDR (coupled)"))
        << header(view->metricTable(), 1).toStdString();
    // A bad file throws with the file and reason, and pins nothing.
    try {
        (void)document.pinFile(QStringLiteral(FLEET_TEST_DATA "/bad-unknown-key.json"));
        ADD_FAILURE() << "no error";
    } catch (const InputError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("bad-unknown-key.json")));
    }
    EXPECT_EQ(document.pins()->count(), 2);
    // Full at four: −1, nothing read.
    EXPECT_EQ(document.pinFile(h100), 2);
    EXPECT_EQ(document.pinFile(h100), 3);
    EXPECT_EQ(document.pinFile(h100), -1);
    EXPECT_FALSE(view->pinFileButton()->isEnabled());
    // The button asks the window for a file.
    document.pins()->remove(3);
    QCoreApplication::processEvents();
    QSignalSpy asked(view.get(), &CompareView::pinFileRequested);
    click(view->pinFileButton());
    EXPECT_EQ(asked.count(), 1);
}

} // namespace
} // namespace fleet
