// Presentation mode: panels, menus and inputs fold away and come back exactly; the headline
// readouts stay; F6 brings the panels back while presenting; Esc leaves.
#include "windowfixture.h"

#include "compareview.h"
#include "lesson.h"
#include "lessonplayer.h"
#include "livecontrols.h"
#include "plotview.h"
#include "presentation.h"
#include "projectorstyle.h"
#include "readout.h"
#include "slidermapping.h"

#include <QAbstractSeries>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QXYSeries>

#include <algorithm>

namespace fleet {
namespace {

int visibleReadouts(ExplorerView *view)
{
    int n = 0;
    for (const Readout &r : view->readoutPanel()->readouts()) {
        if (QLabel *label = view->readoutPanel()->valueLabel(r.title);
            label && label->isVisibleTo(view))
            ++n;
    }
    return n;
}

TEST_F(Window, PresentationModeFoldsThePanelsAndRestoresThem)
{
    auto *dock = window->findChild<QDockWidget *>(QStringLiteral("fleetDock"));
    ASSERT_NE(dock, nullptr);
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    ExplorerView *scaling = window->view(QStringLiteral("scaling"));
    FieldControl *serial = scaling->control(FieldId::SerialFraction);
    ASSERT_TRUE(serial->isVisibleTo(window.get()));
    const int allReadouts = visibleReadouts(scaling);
    ASSERT_GT(allReadouts, ExplorerView::kHeadlineReadouts);
    const int dockWidth = dock->width();

    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    EXPECT_FALSE(dock->isVisible());
    EXPECT_FALSE(window->menuBar()->isVisible());
    EXPECT_FALSE(window->statusBar()->isVisible());
    EXPECT_FALSE(serial->isVisibleTo(window.get()));
    EXPECT_EQ(visibleReadouts(scaling), ExplorerView::kHeadlineReadouts);
    EXPECT_DOUBLE_EQ(window->fontScale(), MainWindow::kLargestFontScale);
    // The headline values are in large type: 1.8 × the (larger) window font.
    const QLabel *value =
        scaling->readoutPanel()->valueLabel(scaling->readoutPanel()->readouts()[0].title);
    EXPECT_NEAR(value->font().pointSizeF() / window->font().pointSizeF(), 1.8, 0.01);

    window->presentation()->panelsAction()->trigger(); // F6: the panels come back
    EXPECT_TRUE(dock->isVisible());
    EXPECT_TRUE(serial->isVisibleTo(window.get()));
    window->presentation()->panelsAction()->trigger();
    EXPECT_FALSE(dock->isVisible());

    QTest::keyClick(window.get(), Qt::Key_Escape);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->presentation()->isActive());
    EXPECT_TRUE(dock->isVisible());
    QCoreApplication::processEvents();
    EXPECT_EQ(dock->width(), dockWidth); // as wide as it was: the charts wrap as they did
    EXPECT_TRUE(window->menuBar()->isVisible());
    EXPECT_TRUE(window->statusBar()->isVisible());
    EXPECT_TRUE(serial->isVisibleTo(window.get()));
    EXPECT_EQ(visibleReadouts(scaling), allReadouts);
    EXPECT_DOUBLE_EQ(window->fontScale(), 1.0);
    EXPECT_DOUBLE_EQ(preferences->get(settings::fontScale), 1.0); // presenting is not a preference
}

TEST_F(Window, TheCompareViewPresentsItsTablesInLargeTypeAcrossTheScreen)
{
    window->resize(1280, 720);
    document->pinCurrent();
    document->apply(QStringLiteral("N"), [](Scenario &s) { s.cluster.accelerators = 8192; });
    document->pinCurrent();
    window->showView(QStringLiteral("compare"));
    auto *view = window->view(QStringLiteral("compare"));
    auto *table = view->findChild<QTableWidget *>(QStringLiteral("compareMetricTable"));
    auto *pin = view->findChild<QPushButton *>(QStringLiteral("pinDesignButton"));
    ASSERT_TRUE(table && pin);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    // The pin controls fold away with their column: the table takes the window's width.
    EXPECT_FALSE(pin->isVisibleTo(window.get()));
    EXPECT_NEAR(table->font().pointSizeF() / view->font().pointSizeF(), 1.35, 0.01);
    EXPECT_GE(table->width(), 1100);
    // The whole bottom line, the cooling verdict included, on the 1280×720 screen: no inner
    // scroll bar, and its last row above the bottom of the page as it opens.
    EXPECT_FALSE(table->verticalScrollBar()->isVisible());
    int rows = 0;
    for (int r = 0; r < table->rowCount(); ++r)
        rows += table->rowHeight(r);
    EXPECT_LE(rows + table->horizontalHeader()->height(), table->height());
    auto *page = qobject_cast<QScrollArea *>(qobject_cast<CompareView *>(view)->pages()->widget(0));
    ASSERT_NE(page, nullptr);
    const QPoint bottom = table->mapTo(page->viewport(), QPoint(0, table->height()));
    EXPECT_LE(bottom.y(), page->viewport()->height()) << "the table runs off the screen";
    for (int c = 0; c < table->columnCount(); ++c) {
        for (int r = 0; r < table->rowCount(); ++r) {
            const QTableWidgetItem *item = table->item(r, c);
            ASSERT_TRUE(item);
            const QFontMetrics metrics(item->font());
            // The cells wrap between a value, its change and its mark (joined by plain
            // spaces), never inside one of them: each of those must fit the column.
            int widest = 0;
            for (const QString &piece :
                 item->text().split(QRegularExpression(QStringLiteral("[ \\n]"))))
                widest = std::max(widest, metrics.horizontalAdvance(piece));
            EXPECT_LE(widest, table->columnWidth(c)) << item->text().toStdString();
        }
    }
    window->presentation()->setActive(false);
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(table->font().pointSizeF(), view->font().pointSizeF());
    EXPECT_TRUE(pin->isVisibleTo(window.get())); // back with the inputs
}

TEST_F(Window, F5EntersPresentationMode)
{
    QTest::keyClick(window.get(), Qt::Key_F5);
    QCoreApplication::processEvents();
    EXPECT_TRUE(window->presentation()->isActive());
    EXPECT_TRUE(window->presentation()->toggleAction()->isChecked());
    QTest::keyClick(window.get(), Qt::Key_F5);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->presentation()->isActive());
}

TEST_F(Window, CtrlDigitsSwitchViewsAndCtrlZUndoesWhilePresenting)
{
    // The menu bar that holds these shortcuts is hidden while presenting: real key presses on
    // the window still switch views and undo.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    ASSERT_FALSE(window->menuBar()->isVisible());
    const auto current = [this] {
        return static_cast<ExplorerView *>(window->tabs()->currentWidget())->id();
    };
    QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
    EXPECT_EQ(current(), QStringLiteral("communication"));
    // The strip takes the tab row's place and names the view.
    EXPECT_FALSE(window->tabs()->tabBar()->isVisible());
    EXPECT_EQ(window->presentation()->viewButton()->text(),
              window->view(QStringLiteral("communication"))->title());
    QMenu *views = window->presentation()->viewButton()->menu();
    Q_EMIT views->aboutToShow();
    ASSERT_EQ(views->actions().size(), qsizetype(window->views().size()));
    EXPECT_TRUE(views->actions()[2]->isChecked());
    views->actions()[5]->trigger();
    EXPECT_EQ(current(), QStringLiteral("power"));
    QTest::keyClick(window.get(), Qt::Key_5, Qt::ControlModifier);
    EXPECT_EQ(current(), QStringLiteral("utilization"));
    QTest::keyClick(window.get(), Qt::Key_0, Qt::ControlModifier);
    EXPECT_EQ(current(), QStringLiteral("serving"));
    QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
    EXPECT_EQ(current(), QStringLiteral("roofline"));
    ASSERT_TRUE(document->setField(FieldId::Accelerators, 4096));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
    EXPECT_TRUE(window->presentation()->isActive());
}

TEST_F(Window, F6BringsTheInputsBackInThePresentationLook)
{
    window->resize(1280, 720);
    window->showView(QStringLiteral("scaling"));
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    ExplorerView *scaling = window->view(QStringLiteral("scaling"));
    FieldControl *serial = scaling->control(FieldId::SerialFraction);
    ASSERT_FALSE(serial->isVisibleTo(window.get()));
    const QLabel *value =
        scaling->readoutPanel()->valueLabel(scaling->readoutPanel()->readouts()[0].title);
    const double presented = value->font().pointSizeF();
    QTest::keyClick(window.get(), Qt::Key_F6);
    QCoreApplication::processEvents();
    EXPECT_TRUE(window->presentation()->arePanelsShown());
    EXPECT_TRUE(serial->isVisibleTo(window.get()));
    EXPECT_TRUE(window->tabs()->tabBar()->isVisible()); // the strip gives way: tabs again
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    EXPECT_EQ(window->size(), QSize(1280, 720)) << "the window grew past the projector's screen";
    EXPECT_TRUE(window->fleetDock()->isVisible());
    // Still the presentation look: large headline numbers, projector lines, the larger font.
    EXPECT_TRUE(scaling->isPresenting());
    EXPECT_GE(value->font().pointSizeF(), presented);
    EXPECT_GT(value->font().pointSizeF(), window->font().pointSizeF() * 1.25);
    double widest = 0;
    for (QAbstractSeries *series : scaling->plots().front()->chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series); xy && xy->isVisible())
            widest = std::max(widest, xy->pen().widthF());
    }
    EXPECT_GE(widest, kProjectorLineWidth);
    EXPECT_DOUBLE_EQ(window->fontScale(), PresentationMode::fontScaleFor(QSize(1280, 720)));
    // Still on the projector's screen: a window wider than it leaves full screen.
    for (ExplorerView *view : window->views()) {
        window->showView(view->id());
        QCoreApplication::processEvents();
        EXPECT_LE(window->minimumSizeHint().width(), 1280)
            << view->id().toStdString() << ": the fleet panel "
            << window->fleetDock()->minimumSizeHint().width() << " px, the view "
            << view->minimumSizeHint().width() << " px, its side column "
            << view->sideColumn()->minimumSizeHint().width() << "/" << view->sideColumn()->width()
            << " px";
        EXPECT_LE(window->minimumSizeHint().height(), 720) << view->id().toStdString();
    }
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    QTest::keyClick(window.get(), Qt::Key_F6);
    QCoreApplication::processEvents();
    EXPECT_FALSE(serial->isVisibleTo(window.get()));
    EXPECT_TRUE(window->presentation()->strip()->isVisible());
    window->presentation()->setActive(false);
    EXPECT_TRUE(serial->isVisibleTo(window.get()));
}

TEST_F(Window, TheLiveStripChangesClusterFabricAndAcceleratorEachAsOneUndoStep)
{
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    LiveControls *live = window->presentation()->liveControls();
    ASSERT_TRUE(live->isVisible());
    QUndoStack *history = document->undoStack();
    const int before = history->count();

    // Typed with a unit prefix, as every spin box reads it.
    type(live->clusterSize(), QStringLiteral("2k"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 2000);
    EXPECT_EQ(history->count(), before + 1);
    // Dragged: the slider lands on round values only.
    QSlider *slider = live->clusterSize()->slider();
    const std::vector<double> round = SliderMapping::roundValues(1, 200000);
    slider->setSliderDown(true);
    for (int p = slider->minimum(); p <= slider->maximum(); p += 3) {
        slider->setValue(p);
        const int n = document->scenario().cluster.accelerators;
        EXPECT_NE(std::find(round.begin(), round.end(), double(n)), round.end()) << n;
    }
    slider->setSliderDown(false);
    EXPECT_EQ(history->count(), before + 2); // the drag is one step
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Home);
    EXPECT_EQ(document->scenario().cluster.accelerators, 1);
    QTest::keyClick(slider, Qt::Key_Right);
    EXPECT_EQ(document->scenario().cluster.accelerators, 2);

    // The fabric and the accelerator, as pickers.
    QComboBox *fabric = live->fabricPicker();
    const int roce = fabric->findData(QStringLiteral("roce-v2-100g"));
    ASSERT_GE(roce, 0);
    fabric->setFocus();
    while (fabric->currentIndex() != roce)
        QTest::keyClick(fabric, fabric->currentIndex() < roce ? Qt::Key_Down : Qt::Key_Up);
    EXPECT_EQ(document->scenario().interNodeLink.id, "roce-v2-100g");
    QComboBox *accelerator = live->acceleratorPicker();
    const int b200 = accelerator->findData(QStringLiteral("nvidia-b200"));
    ASSERT_GE(b200, 0);
    accelerator->setFocus();
    while (accelerator->currentIndex() != b200)
        QTest::keyClick(accelerator,
                        accelerator->currentIndex() < b200 ? Qt::Key_Down : Qt::Key_Up);
    EXPECT_EQ(document->scenario().accelerator.id, "nvidia-b200");
    // The fleet panel follows, and undo takes the pick back.
    EXPECT_EQ(window->fleetPanel()->acceleratorPicker()->currentData().toString(),
              QStringLiteral("nvidia-b200"));
    const int picks = history->count();
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(history->index(), picks - 1);
    EXPECT_EQ(accelerator->currentData().toString(),
              QString::fromStdString(document->scenario().accelerator.id));
    window->presentation()->setActive(false);
    EXPECT_FALSE(window->presentation()->strip()->isVisible());
}

TEST_F(Window, TheLessonsAndEveryMenuAreReachableWhilePresenting)
{
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    QToolButton *lessons = window->presentation()->lessonsButton();
    ASSERT_TRUE(lessons->isVisible());
    Q_EMIT lessons->menu()->aboutToShow();
    QStringList names;
    for (const QAction *a : lessons->menu()->actions())
        names << a->objectName();
    EXPECT_TRUE(names.contains(QStringLiteral("nextLessonAction")));
    EXPECT_TRUE(names.contains(QStringLiteral("lesson-amdahl-ceiling")));
    QToolButton *menu = window->presentation()->menuButton();
    Q_EMIT menu->menu()->aboutToShow();
    EXPECT_EQ(menu->menu()->actions().size(), window->menuBar()->actions().size());
    // The next lesson, from none: the first built-in, named.
    for (QAction *a : lessons->menu()->actions()) {
        if (a->objectName() != QLatin1String("nextLessonAction"))
            continue;
        EXPECT_EQ(a->text(), QStringLiteral("&Next lesson: ") + builtinLessons().front().title);
        a->trigger();
    }
    ASSERT_TRUE(window->lessonPlayer()->isActive());
    EXPECT_EQ(window->lessonPlayer()->lesson().title, builtinLessons().front().title);
    EXPECT_TRUE(window->presentation()->isActive());
}

TEST_F(Window, AViewsHeadlinesCanBeChosenAndAreRemembered)
{
    // ρ is not among the Communication view's first readouts: a lecturer makes it a headline.
    window->resize(1280, 720);
    window->showView(QStringLiteral("communication"));
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("communication"));
    ReadoutPanel *panel = view->readoutPanel();
    int rho = -1;
    for (int i = 0; i < int(panel->readouts().size()); ++i) {
        if (isReadoutNamed(panel->readouts()[size_t(i)].title, QStringLiteral("ρ (%1 AllReduce)")))
            rho = i;
    }
    ASSERT_GE(rho, ExplorerView::kHeadlineReadouts);
    const QString rhoTitle = panel->readouts()[size_t(rho)].title;
    EXPECT_FALSE(panel->valueLabel(rhoTitle)->isVisibleTo(view));
    QMenu *menu = window->presentation()->headlinesButton()->menu();
    Q_EMIT menu->aboutToShow();
    QAction *pick = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->text() == QString(rhoTitle).replace(QLatin1Char('&'), QStringLiteral("&&")))
            pick = a;
    }
    ASSERT_NE(pick, nullptr);
    EXPECT_TRUE(pick->isEnabled());
    pick->trigger(); // one click: ρ replaces the fourth
    QCoreApplication::processEvents();
    EXPECT_TRUE(panel->valueLabel(rhoTitle)->isVisibleTo(view));
    EXPECT_EQ(view->headlineChoice(), (QList<int>{0, 1, 2, rho}));
    EXPECT_FALSE(panel->valueLabel(panel->readouts()[3].title)->isVisibleTo(view));
    // The second goes too: three headlines.
    Q_EMIT menu->aboutToShow();
    menu->actions()[1]->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(view->headlineChoice(), (QList<int>{0, 2, rho}));
    // Kept for the next start.
    window.reset();
    window = std::make_unique<MainWindow>(document.get(), preferences.get());
    EXPECT_EQ(window->view(QStringLiteral("communication"))->headlineChoice(),
              (QList<int>{0, 2, rho}));
}

} // namespace
} // namespace fleet
