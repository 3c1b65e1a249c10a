// Predict, then reveal: a hidden readout cannot be read from the widget tree (text, tooltip,
// accessible description, the math panel) until a prediction is committed and revealed; the
// reveal gives the error as a factor; the charts' axes hold while the question is open.
#include "windowfixture.h"

#include "axislock.h"
#include "curvequestion.h"
#include "format.h"
#include "plotview.h"
#include "presentation.h"
#include "questionbox.h"
#include "textfit.h"

#include <QAction>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace fleet {
namespace {

/// Whether `text` appears anywhere a user or a screen reader could read it in `root`.
bool readable(QWidget *root, const QString &text)
{
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (label->isVisibleTo(root) &&
            (plainText(label->text()).contains(text) || label->toolTip().contains(text) ||
             label->accessibleDescription().contains(text)))
            return true;
    }
    return false;
}

TEST_F(Window, AHiddenReadoutIsRevealedOnlyAfterAPrediction)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    ReadoutPanel *panel = view->readoutPanel();
    const QString title = QStringLiteral("P(failure within 24 h)");
    ASSERT_EQ(panel->value(title), QStringLiteral("98.0 %"));

    ASSERT_TRUE(panel->ask(title));
    EXPECT_EQ(panel->value(title), QStringLiteral("?"));
    EXPECT_FALSE(readable(panel, QStringLiteral("98.0 %")));
    view->mathPanel()->findChild<QToolButton *>()->click(); // open "Show the math"
    EXPECT_FALSE(readable(view->mathPanel(), QStringLiteral("98.0 %")));
    PlotView *failure = view->findChildren<PlotView *>().at(1);
    EXPECT_TRUE(failure->axisLock()->isLocked()); // axes hold while the question is open

    QuestionBox *question = panel->questionBox();
    EXPECT_FALSE(question->reveal(QStringLiteral("98.0 %"))); // no prediction, no reveal
    EXPECT_EQ(panel->value(title), QStringLiteral("?"));
    auto *edit = question->findChild<QLineEdit *>(QStringLiteral("predictionEdit"));
    edit->setText(QStringLiteral("30"));
    QTest::keyClick(edit, Qt::Key_Return); // commit
    EXPECT_TRUE(question->isCommitted());
    EXPECT_EQ(panel->value(title), QStringLiteral("?"));
    QPushButton *reveal = nullptr;
    for (QPushButton *b : question->findChildren<QPushButton *>())
        reveal = b->text() == QStringLiteral("Reveal") ? b : reveal;
    ASSERT_NE(reveal, nullptr);
    EXPECT_TRUE(reveal->isEnabled());
    QTest::keyClick(reveal, Qt::Key_Space); // Space on Reveal
    QCoreApplication::processEvents();
    EXPECT_EQ(panel->value(title), QStringLiteral("98.0 %"));
    // A probability is off by percentage points, not by a factor ("3.3× too low").
    EXPECT_EQ(question->verdict(),
              QStringLiteral("You predicted 30 %: 68 percentage points too low."));
    // Outside a lesson the box itself says it, under its buttons.
    EXPECT_TRUE(question->findChild<QLabel *>(QStringLiteral("predictionVerdict"))->isVisible());
    EXPECT_FALSE(failure->axisLock()->isLocked());
}

TEST_F(Window, APredictionTakesAValueWithAUnit)
{
    // The MTBF is asked in h; "360 min" is 360 / 60 = 6 h, and the verdict says so.
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ReadoutPanel *panel = window->view(QStringLiteral("reliability"))->readoutPanel();
    ASSERT_TRUE(panel->value(QStringLiteral("Cluster MTBF")).endsWith(QStringLiteral(" h")))
        << panel->value(QStringLiteral("Cluster MTBF")).toStdString();
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    QuestionBox *question = panel->questionBox();
    auto *edit = question->findChild<QLineEdit *>(QStringLiteral("predictionEdit"));
    edit->setText(QStringLiteral("360 min"));
    QTest::keyClick(edit, Qt::Key_Return);
    ASSERT_TRUE(question->isCommitted());
    ASSERT_TRUE(question->requestReveal());
    EXPECT_TRUE(question->verdict().startsWith(QStringLiteral("You predicted 6")))
        << question->verdict().toStdString();
    EXPECT_FALSE(question->verdict().contains(QStringLiteral("360")))
        << question->verdict().toStdString();
    question->dismiss();
    // A unit of another quantity is refused with the parser's reason; nothing is committed.
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    edit->setText(QStringLiteral("6 GB"));
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_FALSE(question->isCommitted());
    question->dismiss();
}

TEST_F(Window, ClosingAQuestionUnlocksOnlyTheAxesItLocked)
{
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    const QList<PlotView *> plots = view->findChildren<PlotView *>();
    ASSERT_GE(plots.size(), 3);
    plots[0]->axisLock()->action()->trigger(); // locked by hand from the context menu
    ASSERT_TRUE(plots[0]->axisLock()->isLocked());
    ReadoutPanel *panel = view->readoutPanel();
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    for (PlotView *plot : plots)
        EXPECT_TRUE(plot->axisLock()->isLocked());
    panel->questionBox()->dismiss();
    EXPECT_TRUE(plots[0]->axisLock()->isLocked()); // the user's lock stays
    EXPECT_FALSE(plots[1]->axisLock()->isLocked());
    EXPECT_FALSE(plots[2]->axisLock()->isLocked());
    // Through a reveal too.
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    ASSERT_TRUE(panel->questionBox()->commit(100));
    ASSERT_TRUE(panel->questionBox()->requestReveal());
    EXPECT_TRUE(plots[0]->axisLock()->isLocked());
    EXPECT_FALSE(plots[2]->axisLock()->isLocked());
    EXPECT_EQ(view->lockedAxes(), QList<int>{0});
}

/// Every text of `view` a person could read on its charts and in its tooltips: the chart
/// titles, axes, legends, labels and markers (QGraphicsTextItem, QGraphicsSimpleTextItem), the
/// hover callout at each of `points` of the first plots, and every widget's tooltip.
QString viewTexts(ExplorerView *view, const std::vector<std::pair<PlotView *, CurvePoint>> &hover)
{
    QStringList texts;
    for (QGraphicsView *chart : view->findChildren<QGraphicsView *>()) {
        for (QGraphicsItem *item : chart->scene()->items()) {
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
                texts << text->toPlainText();
            else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                texts << simple->text();
            texts << item->toolTip();
        }
    }
    for (const auto &[plot, point] : hover)
        texts << plot->hoverAt(plot->positionOf(point));
    for (QWidget *w : view->findChildren<QWidget *>())
        texts << w->toolTip() << w->accessibleDescription();
    return texts.join(QLatin1Char('\n')).replace(QChar(0xa0), QLatin1Char(' '));
}

TEST_F(Window, NoChartTextOrTooltipGivesAwayAHiddenValue)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    ReadoutPanel *panel = view->readoutPanel();
    auto *mtbf = view->findChild<PlotView *>(QStringLiteral("mtbfPlot"));
    auto *failure = view->findChild<PlotView *>(QStringLiteral("failurePlot"));
    ASSERT_NE(mtbf, nullptr);
    ASSERT_NE(failure, nullptr);
    const std::vector<std::pair<PlotView *, CurvePoint>> hover = {{failure, {8192, 98.0}},
                                                                  {mtbf, {8192, 6.1}}};
    const QString probability = QStringLiteral("P(failure within 24 h)");
    ASSERT_EQ(panel->value(probability), QStringLiteral("98.0 %"));
    // Shown: the appendix's printed "98 %", the marker at N and the callout all say it.
    QString before = viewTexts(view, hover);
    ASSERT_TRUE(before.contains(QStringLiteral("98 %"))) << before.toStdString();
    ASSERT_TRUE(before.contains(QStringLiteral("98.0 %"))) << before.toStdString();

    ASSERT_TRUE(panel->ask(probability));
    QString hidden = viewTexts(view, hover);
    for (const char *form : {"98 %", "98.0 %", "98%", "98.0%"})
        EXPECT_FALSE(hidden.contains(QString::fromUtf8(form))) << form << " in:\n"
                                                               << hidden.toStdString();
    // Dragging the slider while the question is open keeps the new value hidden too.
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    ASSERT_TRUE(panel->questionBox()->isOpen());
    const QString now = formatPercent(document->results().reliability.failureProbability);
    ASSERT_EQ(now, QStringLiteral("86.0 %"));
    const QString moved = viewTexts(view, {{failure, {4096, 86.0}}});
    EXPECT_FALSE(moved.contains(now)) << moved.toStdString();
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    ASSERT_TRUE(panel->questionBox()->commit(50));
    ASSERT_TRUE(panel->questionBox()->requestReveal());
    EXPECT_TRUE(viewTexts(view, hover).contains(QStringLiteral("98 %")));
    panel->questionBox()->dismiss();

    // The cluster MTBF, shown as 366.2 min, is hidden in hours as well (6.1 h on the marker).
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    hidden = viewTexts(view, hover);
    for (const char *form : {"366.2 min", "6.1 h", "6.1 hours"})
        EXPECT_FALSE(hidden.contains(QString::fromUtf8(form))) << form << " in:\n"
                                                               << hidden.toStdString();
    panel->questionBox()->dismiss();
    before = viewTexts(view, hover);
    EXPECT_TRUE(before.contains(QStringLiteral("6.1 h")) ||
                before.contains(QStringLiteral("366.2 min")))
        << before.toStdString();
}

TEST_F(Window, InPresentationModeAQuestionBeyondTheHeadlinesShowsItsCell)
{
    window->showView(QStringLiteral("reliability"));
    window->presentation()->setActive(true, /*fullScreen=*/false);
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    ReadoutPanel *panel = view->readoutPanel();
    ASSERT_GT(panel->readouts().size(), size_t(ExplorerView::kHeadlineReadouts));
    const QString title = panel->readouts()[ExplorerView::kHeadlineReadouts].title;
    QLabel *value = panel->valueLabel(title);
    ASSERT_NE(value, nullptr);
    EXPECT_FALSE(value->isVisibleTo(window.get()));
    ASSERT_TRUE(panel->ask(title));
    QCoreApplication::processEvents();
    EXPECT_TRUE(value->isVisibleTo(window.get()));
    EXPECT_EQ(value->text(), QStringLiteral("?"));
    EXPECT_TRUE(panel->questionBox()->isVisibleTo(window.get()));
    panel->questionBox()->dismiss();
    EXPECT_FALSE(value->isVisibleTo(window.get()));
    window->presentation()->setActive(false);
}

TEST_F(Window, TheAmdahlCurveCanBeHiddenPredictedAndRevealed)
{
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    auto *plot = window->view(QStringLiteral("scaling"))->findChild<PlotView *>();
    ASSERT_NE(plot, nullptr);
    auto *question = plot->findChild<CurveQuestion *>();
    ASSERT_NE(question, nullptr);
    QAction *ask = nullptr;
    for (QAction *a : plot->actions())
        ask = a->text() == QStringLiteral("Hide and ask: Amdahl") ? a : ask;
    ASSERT_NE(ask, nullptr);
    ask->trigger();
    const PlotView::SeriesId amdahl = question->series();
    EXPECT_FALSE(plot->series(amdahl)->isVisible());
    // s = 10 % on 1,024 GPUs: the curve is at 9.9×; a prediction of 99× is 10× too high.
    ASSERT_TRUE(question->predict({1024, 99}));
    EXPECT_FALSE(plot->series(amdahl)->isVisible());
    ASSERT_TRUE(question->reveal());
    EXPECT_TRUE(plot->series(amdahl)->isVisible());
    ASSERT_TRUE(question->actual());
    EXPECT_NEAR(*question->actual(), 9.91, 0.05);
    EXPECT_TRUE(question->verdict().contains(QStringLiteral("10.0× too high")) ||
                question->verdict().contains(QStringLiteral("10× too high")))
        << question->verdict().toStdString();
    question->close();
}

} // namespace
} // namespace fleet
