// The design review's tools in the window: a tornado bar shows its input's control (switching
// view, scrolled to and focused); Tools › Solve for a target… opens the goal-seek dialog; the
// review (pins, names, files) is kept for the next start.
#include "compareview.h"
#include "designpins.h"
#include "goalseekdialog.h"
#include "reviewsession.h"
#include "sensitivitypanel.h"
#include "tornadowidget.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>

namespace fleet {
namespace {

using CompareWindow = Window;

TEST_F(CompareWindow, ATornadoBarShowsItsInputsControl)
{
    window->showView(QStringLiteral("compare"));
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    ASSERT_NE(compare, nullptr);
    compare->pages()->setCurrentWidget(compare->sensitivityPanel());
    QCoreApplication::processEvents();
    TornadoWidget *tornado = compare->sensitivityPanel()->tornado();
    int mfuRow = -1;
    for (int i = 0; i < int(tornado->chart().bars.size()); ++i) {
        if (tornado->chart().bars[size_t(i)].field == FieldId::Mfu)
            mfuRow = i;
    }
    ASSERT_GE(mfuRow, 0); // time to train ∝ 1 / MFU
    QTest::mouseClick(tornado, Qt::LeftButton, {}, tornado->rowRect(mfuRow).center());
    QCoreApplication::processEvents();
    auto *shown = qobject_cast<ExplorerView *>(window->tabs()->currentWidget());
    ASSERT_NE(shown, nullptr);
    ASSERT_NE(shown->control(FieldId::Mfu), nullptr) << shown->id().toStdString();
    EXPECT_EQ(window->focusWidget(), shown->control(FieldId::Mfu)->spinBox());
}

TEST_F(CompareWindow, ToolsSolveForATargetOpensTheDialog)
{
    auto *action = window->findChild<QAction *>(QStringLiteral("goalSeekAction"));
    ASSERT_NE(action, nullptr);
    action->trigger();
    QCoreApplication::processEvents();
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    GoalSeekDialog *dialog = compare->sensitivityPanel()->goalSeekDialog();
    EXPECT_TRUE(dialog->isVisible());
    // The first worked example: accelerators to train in 30 days (109 for the defaults).
    ASSERT_TRUE(dialog->result().has_value());
    EXPECT_EQ(dialog->result()->inputValue, 109);
    dialog->close();
}

TEST_F(CompareWindow, TheReviewComesBackAtTheNextStartWithItsNamesAndFiles)
{
    QTemporaryDir data;
    ASSERT_TRUE(data.isValid());
    preferences->setDataFolder(data.path());
    DesignPins *pins = document->pins();
    ASSERT_EQ(document->pinCurrent(), 0);
    pins->rename(0, QStringLiteral("16K H100"));
    pins->setFileName(0, data.filePath(QStringLiteral("design-a.json")));
    document->apply(QStringLiteral("N"), [](Scenario &s) { s.cluster.accelerators = 8192; });
    ASSERT_EQ(document->pinCurrent(), 1); // untitled: no file, and its default name
    // Kept a second after the pins last changed, without a save or a close.
    const QString path = reviewSessionPath(data.path());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 5000);

    // The next start: a new document and window on the same data folder.
    ScenarioDocument next(embeddedCatalog());
    MainWindow again(&next, preferences.get());
    EXPECT_EQ(again.restoreReviewSession(), 2);
    DesignPins *back = next.pins();
    ASSERT_EQ(back->count(), 2);
    EXPECT_EQ(back->designs()[0].name, QStringLiteral("16K H100"));
    EXPECT_TRUE(back->isNamed(0));
    EXPECT_EQ(back->fileName(0), data.filePath(QStringLiteral("design-a.json")));
    EXPECT_EQ(back->designs()[0].scenario, pins->designs()[0].scenario);
    EXPECT_EQ(back->designs()[1].name, QStringLiteral("Design B"));
    EXPECT_FALSE(back->isNamed(1));
    EXPECT_TRUE(back->fileName(1).isEmpty());
    EXPECT_EQ(back->designs()[1].scenario.cluster.accelerators, 8192);
    // Its results are evaluated again from the scenario: the same to the digit.
    ASSERT_TRUE(back->designs()[1].results.utilization.trainingTimeS.has_value());
    EXPECT_DOUBLE_EQ(*back->designs()[1].results.utilization.trainingTimeS,
                     *pins->designs()[1].results.utilization.trainingTimeS);
    EXPECT_EQ(next.pins()->followed(), -1); // pinned again frozen: none follows the open scenario
    const QString said = again.statusBar()->currentMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("A: 16K H100"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("B: Design B"))) << said.toStdString();

    // Nothing pinned: nothing kept (an empty review does not come back).
    pins->clear();
    window->saveReviewSession();
    EXPECT_FALSE(QFile::exists(path));
}

TEST_F(CompareWindow, ADamagedReviewIsSaidAndPinsNothing)
{
    QTemporaryDir data;
    ASSERT_TRUE(data.isValid());
    preferences->setDataFolder(data.path());
    const QString path = reviewSessionPath(data.path());
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"fleet-explorer-review-session\", \"designs\": [{\"name\": \"X\", "
                "\"scenario\": {\"cluster\": {\"accelerators\": -5}}}, {\"scenario\": {}}]}");
    }
    EXPECT_EQ(window->restoreReviewSession(), 1); // the second design reads (the defaults)
    ASSERT_EQ(document->pins()->count(), 1);
    const QString said = window->statusBar()->currentMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("Design A not pinned again"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("accelerators"))) << said.toStdString();

    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("not json");
    f.close();
    document->pins()->clear();
    EXPECT_EQ(window->restoreReviewSession(), 0);
    EXPECT_TRUE(
        window->statusBar()->currentMessage().contains(QStringLiteral("not a review session")));
}

} // namespace
} // namespace fleet
