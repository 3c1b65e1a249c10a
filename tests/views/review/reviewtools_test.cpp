// The compare view's sensitivity and trade-off pages on a document alone: the tornado holds
// the model's bars and follows each edit, a click on a bar asks for that input's control; the
// goal-seek dialog answers the review's four questions as the model does and applies one undo
// step; the map shows a coarse grid at once and the fine one from the background, and a click
// moves the design there as one undo step that undo takes back.
#include "../../qtprinters.h"
#include "barplot.h"
#include "breakdown.h"
#include "chartdata.h"
#include "communicationview.h"
#include "comparetools.h"
#include "compareview.h"
#include "coupled.h"
#include "curves.h"
#include "designpins.h"
#include "facilityload.h"
#include "format.h"
#include "goalseekdialog.h"
#include "plotview.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "sensitivitypanel.h"
#include "textfit.h"
#include "tornadowidget.h"
#include "tradeoffmap.h"
#include "tradeoffpanel.h"
#include "utilizationview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <QFontMetricsF>

#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>
#include <memory>

namespace fleet {
namespace {

TEST_F(CompareTools, TornadoHoldsTheModelsBarsAndFollowsEachEdit)
{
    SensitivityPanel *panel = view->sensitivityPanel();
    showPage(panel);
    TornadoWidget *tornado = panel->tornado();
    const Metric &time = metric("run.training_time_s");
    EXPECT_EQ(panel->outputBox()->currentData().toString(), time.key); // the default
    auto expectModel = [&](const Metric &m) {
        const TornadoChart expected =
            tornadoChart(sensitivity(document.scenario(), m, 0.10, &document.catalog()));
        ASSERT_EQ(tornado->chart().bars.size(), expected.bars.size());
        ASSERT_FALSE(expected.bars.empty());
        for (size_t i = 0; i < expected.bars.size(); ++i) {
            EXPECT_EQ(tornado->chart().bars[i].field, expected.bars[i].field);
            EXPECT_EQ(tornado->chart().bars[i].down.text, expected.bars[i].down.text);
            EXPECT_EQ(tornado->chart().bars[i].up.extent, expected.bars[i].up.extent);
        }
        EXPECT_EQ(tornado->chart().baseText, m.formatValue(m.value(document.results())));
    };
    expectModel(time);
    ASSERT_TRUE(document.setField(FieldId::Accelerators, 2048));
    QCoreApplication::processEvents();
    expectModel(time);
    panel->outputBox()->setCurrentIndex(
        panel->outputBox()->findData(QStringLiteral("power.it_load_w")));
    QCoreApplication::processEvents();
    expectModel(metric("power.it_load_w"));
    // IT = N · TDP at N = 2,048: N ± 10 % is 1,843 and 2,253 (∓/± 205 × 700 W = 143,500 W),
    // TDP ± 10 % moves it by 143,360 W: of the numbers, the cluster size first, then the TDP.
    // Other accelerators (another TDP) are switched choices in the same list, by effect.
    std::vector<int> numbers;
    for (int i = 0; i < int(tornado->chart().bars.size()); ++i) {
        if (!tornado->chart().bars[size_t(i)].switched)
            numbers.push_back(i);
    }
    ASSERT_GE(numbers.size(), 2u);
    EXPECT_TRUE(tornado->chart().hasSwitched);
    EXPECT_EQ(tornado->chart().bars[size_t(numbers[0])].field, FieldId::Accelerators);
    EXPECT_EQ(tornado->chart().bars[size_t(numbers[1])].field, FieldId::AcceleratorTdp);
    // A click on a number's row asks for its input's control; a switched choice's asks nothing.
    QSignalSpy asked(view.get(), &CompareView::inputRequested);
    for (int i = 0; i < numbers[0]; ++i)
        QTest::mouseClick(tornado, Qt::LeftButton, {}, tornado->rowRect(i).center());
    EXPECT_EQ(asked.count(), 0);
    QTest::mouseClick(tornado, Qt::LeftButton, {}, tornado->rowRect(numbers[0]).center());
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.at(0).at(0).value<FieldId>(), FieldId::Accelerators);
    // The keyboard does the same: Down selects the next row, Enter asks for it.
    tornado->setFocus();
    while (tornado->selectedRow() < numbers[1] - 1)
        QTest::keyClick(tornado, Qt::Key_Down);
    QTest::keyClick(tornado, Qt::Key_Down);
    QTest::keyClick(tornado, Qt::Key_Return);
    ASSERT_EQ(asked.count(), 2);
    EXPECT_EQ(asked.at(1).at(0).value<FieldId>(), FieldId::AcceleratorTdp);
}

TEST_F(CompareTools, GoalSeekAnswersTheFourQuestionsAndAppliesOneUndoStep)
{
    GoalSeekDialog *dialog = view->sensitivityPanel()->goalSeekDialog();
    struct Case
    {
        const char *metric;
        const char *typed;
        double target; // SI, as typed
        FieldId input;
    };
    const Case cases[] = {
        {"run.training_time_s", "30 days", 30 * 86400.0, FieldId::Accelerators},
        {"reliability.failure_probability", "50 %", 0.5, FieldId::AcceleratorMttf},
        {"power.rack_power_w", "30 kW", 30000, FieldId::NodesPerRack},
        {"power.facility_load_w", "700 kW", 700000, FieldId::Pue},
    };
    for (const Case &c : cases) {
        dialog->setQuestion(QString::fromLatin1(c.metric), QString::fromUtf8(c.typed), c.input);
        ASSERT_TRUE(dialog->result().has_value()) << c.metric;
        const GoalSeekResult expected =
            goalSeek(document.scenario(), metric(c.metric), c.target, c.input);
        EXPECT_EQ(dialog->result()->status, expected.status) << c.metric;
        EXPECT_EQ(dialog->result()->inputValue, expected.inputValue) << c.metric;
        EXPECT_EQ(dialog->resultLabel()->text(),
                  goalSeekText(expected, metric(c.metric), c.target, c.input));
    }
    // 7B on 2T tokens needs 109 accelerators for 30 days (the model test's hand computation).
    dialog->setQuestion(QStringLiteral("run.training_time_s"), QStringLiteral("30 days"),
                        FieldId::Accelerators);
    EXPECT_EQ(dialog->result()->inputValue, 109);
    const Scenario before = document.scenario();
    const int steps = document.undoStack()->count();
    ASSERT_TRUE(dialog->applyButton()->isEnabled());
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    EXPECT_EQ(document.scenario().cluster.accelerators, 109);
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_FALSE(dialog->applyButton()->isEnabled()); // already there
    document.undoStack()->undo();
    EXPECT_TRUE(document.scenario() == before);
    // A target no cluster size reaches: said in words, nothing to apply.
    dialog->targetEdit()->setText(QStringLiteral("1 s"));
    EXPECT_EQ(dialog->result()->status, GoalSeekResult::Status::Unreachable);
    EXPECT_TRUE(dialog->resultLabel()->text().startsWith(QStringLiteral("No value")))
        << dialog->resultLabel()->text().toStdString();
    EXPECT_FALSE(dialog->applyButton()->isEnabled());
    // A target in the wrong unit is refused with the reason.
    dialog->targetEdit()->setText(QStringLiteral("30 MW"));
    EXPECT_FALSE(dialog->result().has_value());
    EXPECT_TRUE(dialog->resultLabel()->text().contains(QStringLiteral("MW")));
}

TEST_F(CompareTools, UnderADragTheMapFollowsCoarseAndRefinesWhenTheDragEnds)
{
    TradeoffPanel *panel = view->tradeoffPanel();
    showPage(panel);
    TradeoffMap *map = panel->map();
    QTRY_COMPARE_WITH_TIMEOUT(map->grid().x.values.size(), size_t(TradeoffPanel::kFine), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
    // A fine grid arriving mid-drag was stale at once and its drawing took a step to 7–9 ms.
    document.setDragging(true);
    ASSERT_TRUE(document.setField(FieldId::Mfu, 0.45));
    QTest::qWait(300);
    EXPECT_EQ(map->grid().x.values.size(), size_t(TradeoffPanel::kCoarse));
    EXPECT_TRUE(panel->isRefining());
    document.setDragging(false);
    QTRY_COMPARE_WITH_TIMEOUT(map->grid().x.values.size(), size_t(TradeoffPanel::kFine), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
}

TEST_F(CompareTools, MapShowsCoarseAtOnceThenFineAndAClickIsOneUndoStep)
{
    TradeoffPanel *panel = view->tradeoffPanel();
    showPage(panel);
    TradeoffMap *map = panel->map();
    // The coarse grid is there as soon as the page is shown; the fine one follows.
    ASSERT_GE(map->grid().x.values.size(), size_t(TradeoffPanel::kCoarse));
    QTRY_COMPARE_WITH_TIMEOUT(map->grid().x.values.size(), size_t(TradeoffPanel::kFine), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
    // An edit shows the coarse grid of the new scenario at once, then the fine one.
    ASSERT_TRUE(document.setField(FieldId::Mfu, 0.4));
    QCoreApplication::processEvents();
    QTRY_COMPARE_WITH_TIMEOUT(map->grid().x.values.size(), size_t(TradeoffPanel::kFine), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
    const TradeoffGrid &grid = map->grid();
    EXPECT_EQ(grid.x.field, FieldId::Accelerators);
    EXPECT_EQ(grid.y.field, FieldId::Mfu);
    // The cells are the model's for the scenario now (a corner and the middle), over the
    // default ranges: MFU 10–70 %, two decades of cluster size either side, whole nodes.
    const Scenario &now = document.scenario();
    const TradeoffGrid model =
        tradeoffGrid(now, metric("run.training_time_s"), FieldId::Accelerators, FieldId::Mfu,
                     TradeoffPanel::kFine, TradeoffPanel::kFine,
                     defaultMapRange(fieldSpec(FieldId::Accelerators), now.cluster.accelerators),
                     defaultMapRange(fieldSpec(FieldId::Mfu), 0.4));
    EXPECT_EQ(grid.x.values, model.x.values);
    EXPECT_DOUBLE_EQ(grid.y.values.front(), 0.10);
    EXPECT_DOUBLE_EQ(grid.y.values.back(), 0.70);
    for (auto [i, j] : {std::pair{0, 0}, std::pair{32, 32}, std::pair{63, 10}})
        EXPECT_EQ(grid.at(i, j).value, model.at(i, j).value) << i << ", " << j;
    // The contour levels are round in the unit each is read in (days or years; not "1.2 days").
    ASSERT_FALSE(map->levels().empty());
    const Metric &time = metric("run.training_time_s");
    for (double level : map->levels()) {
        const double shown = level / time.roundingUnit(level);
        const double digit = std::pow(10.0, std::floor(std::log10(shown)));
        EXPECT_NEAR(shown, std::round(shown / digit) * digit, 1e-9 * shown)
            << time.formatValue(level).toStdString();
    }
    // Both axes label their ends and round values between, none running into the next.
    const QFontMetricsF fm(map->font());
    const std::vector<double> xs = map->xLabelValues(), ys = map->yLabelValues();
    ASSERT_GE(xs.size(), 3u);
    ASSERT_GE(ys.size(), 3u);
    EXPECT_EQ(xs[0], grid.x.values.front());
    EXPECT_EQ(xs[1], grid.x.values.back());
    EXPECT_EQ(ys[0], grid.y.values.front());
    EXPECT_EQ(ys[1], grid.y.values.back());
    std::vector<std::pair<double, double>> boxes; // x extents of the labels on the plot
    for (double v : xs) {
        const double at = map->positionOf(QPointF(v, grid.y.values.front())).x();
        const double w = fm.horizontalAdvance(formatNumber(v, 0));
        boxes.emplace_back(at - w / 2, at + w / 2);
    }
    std::sort(boxes.begin(), boxes.end());
    for (size_t k = 1; k < boxes.size(); ++k)
        EXPECT_LT(boxes[k - 1].second, boxes[k].first) << "labels " << k - 1 << " and " << k;
    // MFU's round values are whole tens of percent.
    for (size_t k = 2; k < ys.size(); ++k)
        EXPECT_NEAR(ys[k] * 10, std::round(ys[k] * 10), 1e-9) << ys[k];
    // The target contour (30 days) is the model's.
    ASSERT_TRUE(panel->targetEdit()->text() == QStringLiteral("30 days"));
    EXPECT_EQ(map->targetSegments().size(), contourSegments(grid, 30 * 86400.0).size());

    // A click a third of the way across and a quarter up moves the design there.
    const Scenario before = document.scenario();
    const int steps = document.undoStack()->count();
    const QRectF plot = map->plotRect();
    const QPoint at(int(plot.left() + plot.width() / 3), int(plot.bottom() - plot.height() / 4));
    const std::optional<QPointF> inputs = map->inputsAt(at);
    ASSERT_TRUE(inputs.has_value());
    QTest::mouseClick(map, Qt::LeftButton, {}, at);
    QCoreApplication::processEvents();
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_EQ(document.scenario().cluster.accelerators,
              clampToField(fieldSpec(FieldId::Accelerators), inputs->x()));
    EXPECT_DOUBLE_EQ(document.scenario().scaling.mfu,
                     clampToField(fieldSpec(FieldId::Mfu), inputs->y()));
    EXPECT_FALSE(document.scenario() == before);
    document.undoStack()->undo();
    EXPECT_TRUE(document.scenario() == before);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
}

TEST_F(CompareTools, TheMapShowsItsDataAsATableThatTheKeyboardReadsAndCopiesAsCsv)
{
    TradeoffPanel *panel = view->tradeoffPanel();
    showPage(panel);
    TradeoffMap *map = panel->map();
    QTRY_COMPARE_WITH_TIMEOUT(map->grid().x.values.size(), size_t(TradeoffPanel::kFine), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRefining(), 30000);
    const TradeoffGrid &grid = map->grid();

    // The same action as every chart's, in the map's context menu.
    QAction *action = map->findChild<QAction *>(QStringLiteral("showDataTableAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_TRUE(map->actions().contains(action));
    EXPECT_EQ(action->text(), QStringLiteral("Show data as table…"));
    EXPECT_EQ(map->contextMenuPolicy(), Qt::ActionsContextMenu);
    int shownRows = -1;
    QString shownTitle;
    QTimer::singleShot(0, map, [&] {
        auto *dialog = qobject_cast<ChartDataDialog *>(QApplication::activeModalWidget());
        if (dialog) {
            shownRows = dialog->table()->rowCount();
            shownTitle = dialog->windowTitle();
            dialog->reject();
        }
    });
    action->trigger();
    EXPECT_EQ(shownRows, TradeoffPanel::kFine * TradeoffPanel::kFine);
    const Metric &time = metric("run.training_time_s");
    EXPECT_TRUE(shownTitle.contains(time.displayLabel())) << shownTitle.toStdString();

    // One row per grid point: the inputs in their shown units, the model's value in seconds.
    const FieldSpec &n = fieldSpec(FieldId::Accelerators), &mfu = fieldSpec(FieldId::Mfu);
    ChartDataDialog dialog(map->dataTitle(), map->dataTable());
    QTableWidget *table = dialog.table();
    ASSERT_EQ(table->columnCount(), 4);
    EXPECT_EQ(table->horizontalHeaderItem(0)->text(),
              headingWithUnit(n.displayLabel(), QString::fromUtf8(n.displayUnit)));
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(),
              headingWithUnit(mfu.displayLabel(), QString::fromUtf8(mfu.displayUnit)));
    EXPECT_EQ(table->horizontalHeaderItem(2)->text(), time.displayLabel() + QStringLiteral(" (s)"));
    const int i = 32, j = 10, row = j * TradeoffPanel::kFine + i;
    ASSERT_TRUE(grid.at(i, j).value.has_value());
    const ChartTable data = map->dataTable();
    EXPECT_DOUBLE_EQ(data.rows[size_t(row)][0].number, grid.x.values[size_t(i)] * n.displayScale);
    EXPECT_DOUBLE_EQ(data.rows[size_t(row)][1].number, grid.y.values[size_t(j)] * mfu.displayScale);
    EXPECT_DOUBLE_EQ(data.rows[size_t(row)][2].number, *grid.at(i, j).value);
    EXPECT_EQ(table->item(row, 3)->text(), time.formatValue(grid.at(i, j).value));

    // The whole table as CSV: the header, then that row with the exact numbers.
    dialog.copyAll();
    const QStringList csv = QApplication::clipboard()->text().split(QStringLiteral("\r\n"));
    ASSERT_GT(csv.size(), row + 1);
    const QStringList cells = csv[row + 1].split(QLatin1Char(','));
    ASSERT_GE(cells.size(), 3);
    EXPECT_NEAR(cells[2].toDouble(), *grid.at(i, j).value, 1e-12 * *grid.at(i, j).value);

    // The keyboard moves through it, and Ctrl+C copies the current cell under its header.
    dialog.show();
    QCoreApplication::processEvents();
    table->setFocus();
    table->setCurrentCell(row, 2);
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(table->currentRow(), row + 1);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QString copied = QApplication::clipboard()->text();
    EXPECT_TRUE(copied.startsWith(time.displayLabel() + QStringLiteral(" (s)\r\n")))
        << copied.toStdString();
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(CompareTools, EnterInTheGoalSeekDialogAppliesInsteadOfClosing)
{
    // Issue 29: Enter closed "Solve for a target" (the Close button was the default).
    GoalSeekDialog *dialog = view->sensitivityPanel()->goalSeekDialog();
    dialog->show();
    QCoreApplication::processEvents();
    // 7B on 2T tokens needs 109 accelerators for 30 days (the test above).
    dialog->setQuestion(QStringLiteral("run.training_time_s"), QStringLiteral("30 days"),
                        FieldId::Accelerators);
    auto *target = dialog->findChild<QLineEdit *>(QStringLiteral("goalTarget"));
    ASSERT_NE(target, nullptr);
    target->setFocus();
    QTest::keyClick(target, Qt::Key_Return);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(document.scenario().cluster.accelerators, 109);
    dialog->hide();
}

} // namespace
} // namespace fleet
