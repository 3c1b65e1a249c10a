// Presentation mode: panels, menus and inputs fold away and come back exactly; the headline
// readouts stay; F6 brings the panels back while presenting; Esc leaves.
#include "windowfixture.h"

#include "compareview.h"
#include "presentation.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableWidget>

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

} // namespace
} // namespace fleet
