// The design review's tools in the window: a tornado bar shows its input's control (switching
// view, scrolled to and focused); Tools › Solve for a target… opens the goal-seek dialog.
#include "compareview.h"
#include "goalseekdialog.h"
#include "sensitivitypanel.h"
#include "tornadowidget.h"
#include "windowfixture.h"

#include <QAction>
#include <QTabWidget>

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

} // namespace
} // namespace fleet
