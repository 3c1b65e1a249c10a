// Predict, then reveal: while a readout is hidden behind a question, the curves, points,
// marker lines, bars and chart titles that draw its value are hidden too (a curve at N gives
// the answer away as surely as a label); they come back at the reveal or when the question
// closes, and a curve question's own concealment is left alone.
#include "textfit.h"
#include "windowfixture.h"

#include "barplot.h"
#include "curvequestion.h"
#include "plotview.h"
#include "questionbox.h"
#include "readout.h"

#include <QChart>
#include <QGraphicsLineItem>

namespace fleet {
namespace {

/// The series of `plot` named `name`; -1 when none is.
PlotView::SeriesId seriesNamed(const PlotView *plot, const QString &name)
{
    for (int id = 0; id < plot->seriesCount(); ++id) {
        if (plot->seriesName(id) == name)
            return id;
    }
    return -1;
}

/// Whether series `name` of `plot` is drawn now.
bool drawn(const PlotView *plot, const QString &name)
{
    const PlotView::SeriesId id = seriesNamed(plot, name);
    EXPECT_GE(id, 0) << name.toStdString();
    return id >= 0 && plot->series(id)->isVisible();
}

/// The marker lines of `plot` drawn now (vertical and horizontal reference lines).
int markerLinesShown(PlotView *plot)
{
    plot->flushLayout();
    int shown = 0;
    for (QGraphicsItem *item : plot->scene()->items()) {
        if (dynamic_cast<QGraphicsLineItem *>(item) && item->isVisible())
            ++shown;
    }
    return shown;
}

TEST_F(Window, AHiddenAmdahlSpeedupHidesItsCurveAndPointButNotTheOthers)
{
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("scaling"));
    PlotView *plot = view->plots().front();
    ASSERT_TRUE(drawn(plot, QStringLiteral("Amdahl")));
    const int markers = markerLinesShown(plot);

    ASSERT_TRUE(view->readoutPanel()->ask(QStringLiteral("Amdahl speedup")));
    QCoreApplication::processEvents();
    EXPECT_FALSE(drawn(plot, QStringLiteral("Amdahl")));
    EXPECT_FALSE(drawn(plot, QStringLiteral("Amdahl at N")));
    EXPECT_TRUE(drawn(plot, QStringLiteral("Gustafson")));
    EXPECT_TRUE(drawn(plot, QStringLiteral("Ideal (S = N)")));
    EXPECT_EQ(markerLinesShown(plot), markers); // the 10× ceiling is not this question's

    // Dragging while it is open keeps them hidden; the reveal brings them back.
    type(window->fleetPanel()->clusterSize(), QStringLiteral("2048"));
    EXPECT_FALSE(drawn(plot, QStringLiteral("Amdahl")));
    QuestionBox *box = view->readoutPanel()->questionBox();
    ASSERT_TRUE(box->commit(5));
    ASSERT_TRUE(box->requestReveal());
    QCoreApplication::processEvents();
    EXPECT_TRUE(drawn(plot, QStringLiteral("Amdahl")));
    EXPECT_TRUE(drawn(plot, QStringLiteral("Amdahl at N")));
    box->dismiss();

    // The ceiling's question hides the ceiling line too.
    ASSERT_TRUE(view->readoutPanel()->ask(QStringLiteral("Amdahl ceiling")));
    QCoreApplication::processEvents();
    EXPECT_EQ(markerLinesShown(plot), markers - 1);
    box->dismiss();
    QCoreApplication::processEvents();
    EXPECT_EQ(markerLinesShown(plot), markers);
}

TEST_F(Window, AReadoutQuestionLeavesACurveQuestionsConcealmentAlone)
{
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("scaling"));
    PlotView *plot = view->plots().front();
    const PlotView::SeriesId amdahl = seriesNamed(plot, QStringLiteral("Amdahl"));
    ASSERT_TRUE(plot->curveQuestion()->ask(amdahl));
    ASSERT_TRUE(view->readoutPanel()->ask(QStringLiteral("Amdahl efficiency")));
    view->readoutPanel()->questionBox()->dismiss();
    QCoreApplication::processEvents();
    EXPECT_FALSE(plot->series(amdahl)->isVisible()); // the curve question is still open
    plot->curveQuestion()->close();
    EXPECT_TRUE(plot->series(amdahl)->isVisible());
}

TEST_F(Window, AHiddenRidgePointHidesTheRoofItsPointItsLineAndThePointsOnIt)
{
    window->showView(QStringLiteral("roofline"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("roofline"));
    PlotView *plot = view->plots().front();
    const int markers = markerLinesShown(plot);
    ASSERT_TRUE(view->readoutPanel()->ask(QStringLiteral("Ridge point")));
    QCoreApplication::processEvents();
    EXPECT_FALSE(drawn(plot, QStringLiteral("Roof")));
    EXPECT_FALSE(drawn(plot, QStringLiteral("Ridge point")));
    // The workloads' points traced the hidden roof (ridge-points step 1): hidden with it.
    const QStringList points{QStringLiteral("Decode at batch B"), QStringLiteral("Prefill"),
                             QStringLiteral("Training micro-batch"),
                             QStringLiteral("Custom kernel")};
    for (const QString &name : points)
        EXPECT_FALSE(drawn(plot, name)) << name.toStdString();
    EXPECT_EQ(markerLinesShown(plot), markers - 1);
    view->readoutPanel()->questionBox()->dismiss();
    QCoreApplication::processEvents();
    EXPECT_TRUE(drawn(plot, QStringLiteral("Roof")));
    for (const QString &name : points)
        EXPECT_TRUE(drawn(plot, name)) << name.toStdString();
    EXPECT_EQ(markerLinesShown(plot), markers);
}

TEST_F(Window, HiddenLoadsAndBandwidthRatiosHideTheirBarsAndTitles)
{
    window->showView(QStringLiteral("power"));
    QCoreApplication::processEvents();
    ExplorerView *power = window->view(QStringLiteral("power"));
    auto *pue = power->findChild<BarPlot *>(QStringLiteral("puePlot"));
    ASSERT_NE(pue, nullptr);
    ASSERT_TRUE(power->readoutPanel()->ask(QStringLiteral("Facility load")));
    QCoreApplication::processEvents();
    EXPECT_TRUE(pue->isConcealed());
    power->readoutPanel()->questionBox()->dismiss();
    QCoreApplication::processEvents();
    EXPECT_FALSE(pue->isConcealed());

    // The staircase's title names the ratio ("9× intra/inter"): hidden with its bars.
    window->showView(QStringLiteral("communication"));
    QCoreApplication::processEvents();
    ExplorerView *comm = window->view(QStringLiteral("communication"));
    BarPlot *staircase = comm->findChildren<BarPlot *>().front();
    ASSERT_TRUE(fleet::chartTitle(staircase->chart()).contains(QStringLiteral("9×")))
        << fleet::chartTitle(staircase->chart()).toStdString();
    ASSERT_TRUE(comm->readoutPanel()->ask(QStringLiteral("Intra / inter bandwidth")));
    QCoreApplication::processEvents();
    EXPECT_TRUE(staircase->isConcealed());
    EXPECT_FALSE(fleet::chartTitle(staircase->chart()).contains(QStringLiteral("9×")))
        << fleet::chartTitle(staircase->chart()).toStdString();
    EXPECT_FALSE(staircase->accessibleName().contains(QStringLiteral("9×")));
    comm->readoutPanel()->questionBox()->dismiss();
    QCoreApplication::processEvents();
    EXPECT_FALSE(staircase->isConcealed());
    EXPECT_TRUE(fleet::chartTitle(staircase->chart()).contains(QStringLiteral("9×")));
}

TEST_F(Window, AHiddenReadoutHidesTheReadoutsThatGiveItAwayInOneStep)
{
    // 24 h / 0.123 expected failures is the MTBF: asking the MTBF hides them too, and their
    // value is concealed in every other readout's math; the reveal shows both again.
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    ReadoutPanel *panel = view->readoutPanel();
    QString expected;
    for (const Readout &r : panel->readouts())
        expected = r.title.startsWith(QStringLiteral("Expected failures")) ? r.title : expected;
    ASSERT_FALSE(expected.isEmpty());
    const QString failures = panel->value(expected);
    ASSERT_NE(failures, QStringLiteral("?"));
    ASSERT_TRUE(panel->ask(QStringLiteral("Cluster MTBF")));
    QCoreApplication::processEvents();
    EXPECT_EQ(panel->value(expected), QStringLiteral("?"));
    // MTBF, expected failures, P(failure); and τ* = √(2 δ MTBF) with Daly's τ and the time
    // wasted at τ*, each the MTBF in one step.
    EXPECT_EQ(panel->hiddenTitles().size(), 6) << panel->hiddenTitles().join(u',').toStdString();
    EXPECT_NE(panel->value(QStringLiteral("Node MTBF")), QStringLiteral("?"));
    view->mathPanel()->setExpanded(true);
    EXPECT_FALSE(view->mathPanel()->text().contains(failures)) << failures.toStdString();
    QuestionBox *box = panel->questionBox();
    ASSERT_TRUE(box->commit(10));
    ASSERT_TRUE(box->requestReveal());
    EXPECT_EQ(panel->value(expected), failures);
    EXPECT_TRUE(panel->hiddenTitles().isEmpty());
    box->dismiss();
}

TEST_F(Window, YoungsOptimumAndDalysIntervalHideTogetherAndWithTheMtbf)
{
    // Daly's τ is a few percent off Young's τ*: asking one hides the other's point too; the
    // MTBF hides both and the optimum's marker line (τ* = √(2 δ MTBF) gives it away).
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("reliability"));
    PlotView *waste = nullptr;
    for (PlotView *plot : view->plots())
        waste = seriesNamed(plot, QStringLiteral("Daly's τ")) >= 0 ? plot : waste;
    ASSERT_NE(waste, nullptr);
    const int markers = markerLinesShown(waste);
    for (const QString &asked : {QStringLiteral("Young's τ*"), QStringLiteral("Cluster MTBF")}) {
        ASSERT_TRUE(view->readoutPanel()->ask(asked)) << asked.toStdString();
        QCoreApplication::processEvents();
        EXPECT_FALSE(drawn(waste, QStringLiteral("Daly's τ"))) << asked.toStdString();
        EXPECT_FALSE(drawn(waste, QStringLiteral("Young's τ*"))) << asked.toStdString();
        EXPECT_EQ(markerLinesShown(waste), markers - 1) << asked.toStdString();
        view->readoutPanel()->questionBox()->dismiss();
        QCoreApplication::processEvents();
        EXPECT_TRUE(drawn(waste, QStringLiteral("Daly's τ")));
        EXPECT_EQ(markerLinesShown(waste), markers);
    }
}

} // namespace
} // namespace fleet
