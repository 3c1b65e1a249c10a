// Accessibility in the window: every interactive control of every view and of the fleet panel
// has an accessible name and description; every chart shows its data as a table (units in the
// headers, the keyboard moves through it, Ctrl+C and "Copy as CSV" put CSV on the clipboard);
// focus is visible on every kind of control in the light, dark and projector themes.
#include "windowfixture.h"

#include "accessibility.h"
#include "chartdata.h"
#include "plotview.h"
#include "themes.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>

#include <functional>

namespace fleet {
namespace {

QString describe(const QWidget *w)
{
    return QStringLiteral("%1 \"%2\" (name \"%3\", description \"%4\")")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
             w->accessibleName(), w->accessibleDescription());
}

TEST_F(Window, EveryControlHasAnAccessibleNameAndDescription)
{
    int controls = 0;
    for (ExplorerView *view : window->views()) {
        window->showView(view->id());
        QCoreApplication::processEvents();
        for (QWidget *w : view->findChildren<QWidget *>())
            controls += isInteractiveControl(w) ? 1 : 0;
        for (QWidget *w : undescribedControls(view))
            ADD_FAILURE() << view->id().toStdString() << ": " << describe(w).toStdString();
    }
    auto *dock = window->findChild<QDockWidget *>();
    ASSERT_NE(dock, nullptr);
    for (QWidget *w : undescribedControls(dock))
        ADD_FAILURE() << "fleet panel: " << describe(w).toStdString();
    EXPECT_GT(controls, 100);
    // Hand-given names are kept, derived ones read as the control's words.
    EXPECT_EQ(window->fleetPanel()->acceleratorPicker()->accessibleName(),
              QStringLiteral("Accelerator"));
    auto *roofline = window->view(QStringLiteral("roofline"))->findChild<PlotView *>();
    ASSERT_NE(roofline, nullptr);
    EXPECT_TRUE(roofline->accessibleName().startsWith(QStringLiteral("Roofline")))
        << roofline->accessibleName().toStdString();
    EXPECT_TRUE(roofline->accessibleDescription().contains(QStringLiteral("FLOP/byte")))
        << roofline->accessibleDescription().toStdString();
}

TEST_F(Window, EveryChartShowsItsDataAsATable)
{
    int charts = 0;
    for (ExplorerView *view : window->views()) {
        window->showView(view->id());
        QCoreApplication::processEvents();
        for (QChartView *chart : view->findChildren<QChartView *>()) {
            bool offered = false;
            for (QAction *a : chart->actions())
                offered = offered || a->text() == QStringLiteral("Show data as table…");
            EXPECT_TRUE(offered) << view->id().toStdString();
            EXPECT_TRUE(chart->focusPolicy() & Qt::TabFocus) << view->id().toStdString();
            ++charts;
        }
    }
    EXPECT_GE(charts, 10);
}

TEST_F(Window, TheDataTableHoldsTheSeriesPointsWithUnitsAndCopiesCsv)
{
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    auto *mtbf = window->view(QStringLiteral("reliability"))
                     ->findChild<PlotView *>(QStringLiteral("mtbfPlot"));
    ASSERT_NE(mtbf, nullptr);
    ChartDataDialog dialog(mtbf->chart(), window.get());
    QTableWidget *table = dialog.table();
    ASSERT_GT(table->rowCount(), 10);
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), QStringLiteral("Accelerators N"));
    EXPECT_EQ(table->horizontalHeaderItem(2)->text(), QStringLiteral("Cluster MTBF (h)"));
    EXPECT_EQ(table->editTriggers(), QAbstractItemView::NoEditTriggers);

    // A point of the first series shown, as the chart holds it, is a row of the CSV.
    int series = 0;
    while (series < mtbf->seriesCount() &&
           (!mtbf->series(series)->isVisible() || mtbf->points(series).isEmpty()))
        ++series;
    ASSERT_LT(series, mtbf->seriesCount());
    const QList<QPointF> points = mtbf->points(series);
    const QPointF p = points.at(points.size() / 2);
    dialog.copyAll();
    const QString csv = QApplication::clipboard()->text();
    EXPECT_TRUE(csv.startsWith(QStringLiteral("Series,Accelerators N,Cluster MTBF (h)\r\n")))
        << csv.left(80).toStdString();
    bool found = false;
    for (const QString &line : csv.split(QStringLiteral("\r\n"))) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.size() == 3 && cells[0] == mtbf->seriesName(series) &&
            std::abs(cells[1].toDouble() - p.x()) <= 1e-12 * p.x())
            found = std::abs(cells[2].toDouble() - p.y()) <= 1e-12 * std::abs(p.y());
        if (found)
            break;
    }
    EXPECT_TRUE(found) << "no row " << p.x() << ", " << p.y() << " in\n"
                       << csv.left(400).toStdString();

    // The keyboard moves through the table, and Ctrl+C copies the current cell with its header.
    dialog.show();
    QCoreApplication::processEvents();
    table->setFocus();
    table->setCurrentCell(0, 2);
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(table->currentRow(), 1);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QString copied = QApplication::clipboard()->text();
    const double y1 = table->item(1, 2)->text().toDouble();
    EXPECT_TRUE(copied.startsWith(QStringLiteral("Cluster MTBF (h)\r\n"))) << copied.toStdString();
    EXPECT_NEAR(copied.section(QStringLiteral("\r\n"), 1, 1).toDouble(), y1, std::abs(y1) * 1e-9);
    EXPECT_NE(dialog.findChild<QPushButton *>(QStringLiteral("copyCsvButton")), nullptr);
}

TEST(ChartTableCsv, QuotesFieldsWithCommasAndKeepsNumbersExact)
{
    ChartTable t;
    t.headers = {QStringLiteral("Series"), QStringLiteral("Size (bytes)"),
                 QStringLiteral("Time, s")};
    t.rows.push_back(
        {{QStringLiteral("Ring \"flat\""), 0, false}, {{}, 1024, true}, {{}, 2.5e-7, true}});
    EXPECT_EQ(chartTableCsv(t),
              QStringLiteral(
                  "Series,Size (bytes),\"Time, s\"\r\n\"Ring \"\"flat\"\"\",1024,2.5e-07\r\n"));
    EXPECT_EQ(tableNumber(2.5e-7), QStringLiteral("2.5 × 10⁻⁷"));
    EXPECT_EQ(tableNumber(1024), QStringLiteral("1024"));
}

/// The widget drawn with and without keyboard focus differs: a focus frame (or, in a text field,
/// the highlighted frame and caret) shows where the keyboard is.
bool focusIsVisible(QWidget *w)
{
    w->window()->activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(w->window(), 2000));
    w->clearFocus();
    QCoreApplication::processEvents();
    const QImage before = w->grab().toImage();
    w->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const bool focused = w->hasFocus();
    const QImage after = w->grab().toImage();
    w->clearFocus();
    return focused && before != after;
}

TEST_F(Window, FocusIsVisibleOnEveryKindOfControlInEveryTheme)
{
    const QPalette original = QApplication::palette();
    for (Theme theme : {Theme::Light, Theme::Dark, Theme::Projector}) {
        QApplication::setPalette(widgetPalette(theme));
        window->showView(QStringLiteral("reliability"));
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(QStringLiteral("reliability"));
        // One of each kind: from the view, the fleet panel's picker, the reference table.
        QList<std::pair<QString, QWidget *>> kinds;
        const QString reliability = QStringLiteral("reliability");
        auto first = [&](const QString &on, QWidget *sample, const char *what) {
            if (sample)
                kinds.push_back({on, sample});
            else
                ADD_FAILURE() << "no " << what;
        };
        first(reliability, view->findChild<QAbstractSpinBox *>(), "spin box");
        first(reliability, view->findChild<QAbstractSlider *>(), "slider");
        first(reliability, view->findChild<QChartView *>(), "chart");
        first(reliability, window->fleetPanel()->acceleratorPicker(), "combo box");
        // A push button: the first enabled one of any view (the reliability view's may all be
        // disabled).
        QPushButton *button = nullptr;
        QString buttonView;
        for (ExplorerView *v : window->views()) {
            for (QPushButton *b : v->findChildren<QPushButton *>()) {
                if (!button && b->isEnabled() && !b->isHidden() &&
                    b->focusPolicy() != Qt::NoFocus) {
                    button = b;
                    buttonView = v->id();
                }
            }
        }
        first(buttonView, button, "button");
        first(QStringLiteral("reference"),
              window->view(QStringLiteral("reference"))->findChild<QAbstractItemView *>(), "table");
        for (const auto &[on, w] : kinds) {
            window->showView(on);
            QCoreApplication::processEvents();
            EXPECT_TRUE(w->focusPolicy() & Qt::TabFocus) << describe(w).toStdString();
            EXPECT_TRUE(focusIsVisible(w))
                << themeId(theme).toStdString() << ": " << describe(w).toStdString()
                << (w->isEnabled() ? " enabled" : " disabled");
        }
    }
    QApplication::setPalette(original);
}

/// Every menu whose items share a mnemonic (Alt+letter), with those items: "&File: Open,
/// Other" — empty when each menu's mnemonics are distinct. The menu bar is a menu too.
QStringList duplicateMnemonics(const QMenuBar *bar)
{
    QStringList out;
    const auto check = [&out](const QString &where, const QList<QAction *> &actions) {
        QHash<QKeySequence, QStringList> by;
        for (const QAction *a : actions) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            const QKeySequence mnemonic = QKeySequence::mnemonic(a->text());
            if (!mnemonic.isEmpty())
                by[mnemonic] << a->text();
        }
        for (auto it = by.cbegin(); it != by.cend(); ++it) {
            if (it->size() > 1)
                out << where + QStringLiteral(": ") + it->join(QStringLiteral(", "));
        }
    };
    check(QStringLiteral("menu bar"), bar->actions());
    std::function<void(const QMenu *)> walk = [&](const QMenu *menu) {
        Q_EMIT const_cast<QMenu *>(menu)->aboutToShow(); // menus filled when opened
        check(menu->title(), menu->actions());
        for (const QAction *a : menu->actions()) {
            if (a->menu())
                walk(a->menu());
        }
    };
    for (const QAction *a : bar->actions()) {
        if (a->menu())
            walk(a->menu());
    }
    return out;
}

TEST_F(Window, NoMenuHasTwoItemsWithOneMnemonic)
{
    EXPECT_EQ(duplicateMnemonics(window->menuBar()), QStringList());
}

using ChineseMenus = ChineseWindow;

TEST_F(ChineseMenus, NoMenuHasTwoItemsWithOneMnemonicInChinese)
{
    EXPECT_EQ(duplicateMnemonics(window->menuBar()), QStringList());
}

} // namespace
} // namespace fleet
