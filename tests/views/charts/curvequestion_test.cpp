// Predict a curve, then reveal: the series is hidden until a clicked prediction is committed and
// revealed; the ghost marks the prediction; the verdict gives the error at its x as a factor.
#include "../../qtprinters.h"
#include "axislock.h"
#include "curvequestion.h"
#include "plotview.h"

#include <QAction>
#include <QCoreApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

namespace fleet {
namespace {

class CurveQuestionTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        line = plot.addLine(QStringLiteral("y = 2x"), QPen(Qt::blue, 3),
                            [](double x) { return 2 * x; });
        Curve curve;
        for (int x = 0; x <= 100; x += 5)
            curve.push_back({double(x), 2.0 * x});
        plot.setData(line, curve);
        plot.setRanges(0, 100, 0, 200);
        plot.resize(800, 500);
        plot.show();
        QCoreApplication::processEvents();
        plot.flushLayout();
    }
    PlotView plot{QStringLiteral("Line"), AxisSpec{QStringLiteral("x"), false, {}},
                  AxisSpec{QStringLiteral("y"), false, {}}};
    PlotView::SeriesId line = 0;
};

TEST_F(CurveQuestionTest, TheCurveHidesUntilAPredictionIsCommittedAndRevealed)
{
    CurveQuestion &q = *plot.curveQuestion(); // a line with a model function is offered
    EXPECT_TRUE(plot.series(line)->isVisible());
    ASSERT_TRUE(q.ask(line));
    EXPECT_FALSE(plot.series(line)->isVisible());
    EXPECT_TRUE(plot.axisLock()->isLocked());
    EXPECT_FALSE(q.reveal()); // nothing predicted yet
    EXPECT_FALSE(plot.series(line)->isVisible());
    EXPECT_FALSE(q.predict({150, 20})); // outside the axes

    // A click on the chart commits the prediction at x = 40, y = 200 · 0.6 = 120.
    const QPoint at = plot.positionOf({40, 120}).toPoint();
    QTest::mouseClick(plot.viewport(), Qt::LeftButton, {}, at);
    ASSERT_TRUE(q.isCommitted());
    EXPECT_NEAR(q.prediction()->x, 40, 0.5);
    EXPECT_NEAR(q.prediction()->y, 120, 1.0);
    ASSERT_NE(q.ghost(), nullptr);
    EXPECT_TRUE(q.ghost()->isVisible());
    EXPECT_LE(QLineF(q.ghost()->rect().center(),
                     plot.chart()->mapToPosition(QPointF(q.prediction()->x, q.prediction()->y),
                                                 plot.series(line)))
                  .length(),
              1.0);
    EXPECT_FALSE(plot.series(line)->isVisible()); // still hidden: committed, not revealed
    EXPECT_FALSE(q.predict({10, 10}));            // one prediction per question

    ASSERT_TRUE(q.reveal());
    EXPECT_TRUE(plot.series(line)->isVisible());
    EXPECT_TRUE(q.ghost()->isVisible()); // the prediction stays beside the curve
    // The curve at x ≈ 40 is 2x ≈ 80: 120 is 1.5× too high.
    ASSERT_TRUE(q.actual());
    EXPECT_NEAR(*q.actual(), 2 * q.prediction()->x, 1e-6);
    EXPECT_TRUE(q.verdict().contains(QStringLiteral("1.5× too high"))) << q.verdict().toStdString();
    q.close();
    EXPECT_FALSE(q.isOpen());
    EXPECT_TRUE(plot.series(line)->isVisible());
    EXPECT_FALSE(q.ghost()->isVisible());
    EXPECT_FALSE(plot.axisLock()->isLocked());
}

TEST_F(CurveQuestionTest, TheHiddenCurveKeepsItsLegendSoTheRevealMovesNoAxis)
{
    // The legend entry "y = 2x" stays while the curve is hidden: the plot area, and with it
    // every tick, is where it was before the question and after the reveal.
    const QRectF before = plot.chart()->plotArea();
    CurveQuestion &q = *plot.curveQuestion();
    ASSERT_TRUE(q.ask(line));
    QCoreApplication::processEvents();
    plot.flushLayout();
    EXPECT_FALSE(plot.series(line)->isVisible());
    EXPECT_EQ(plot.chart()->plotArea(), before);
    ASSERT_TRUE(q.predict({40, 120}));
    ASSERT_TRUE(q.reveal());
    QCoreApplication::processEvents();
    plot.flushLayout();
    EXPECT_EQ(plot.chart()->plotArea(), before);
}

TEST_F(CurveQuestionTest, TheFactorIsRightBelowTheCurveAndWithinTolerance)
{
    CurveQuestion &q = *plot.curveQuestion(); // a line with a model function is offered
    ASSERT_TRUE(q.ask(line));
    ASSERT_TRUE(q.predict({50, 25}));
    ASSERT_TRUE(q.reveal());
    EXPECT_DOUBLE_EQ(*q.actual(), 100);
    EXPECT_EQ(q.verdict(),
              QStringLiteral("You predicted 25 at 50: 4.0× too low (the curve: 100)."));
    q.close();
    ASSERT_TRUE(q.ask(line));
    ASSERT_TRUE(q.predict({50, 102}));
    ASSERT_TRUE(q.reveal());
    EXPECT_TRUE(q.verdict().contains(QStringLiteral("right (within 5 %)")))
        << q.verdict().toStdString();
}

TEST_F(CurveQuestionTest, ItsContextMenuOffersHideAndAskThenReveal)
{
    CurveQuestion &q = *plot.curveQuestion(); // a line with a model function is offered
    QAction *ask = nullptr, *reveal = nullptr;
    for (QAction *a : plot.actions()) {
        if (a->text() == QStringLiteral("Hide and ask: y = 2x"))
            ask = a;
        if (a->text() == QStringLiteral("Reveal the curve"))
            reveal = a;
    }
    ASSERT_NE(ask, nullptr);
    ASSERT_NE(reveal, nullptr);
    EXPECT_FALSE(reveal->isEnabled());
    ask->trigger();
    EXPECT_TRUE(q.isOpen());
    EXPECT_FALSE(ask->isEnabled());
    EXPECT_FALSE(q.note().isEmpty());
    ASSERT_TRUE(q.predict({10, 40}));
    EXPECT_TRUE(reveal->isEnabled());
    reveal->trigger();
    EXPECT_TRUE(q.isRevealed());
    EXPECT_TRUE(plot.series(line)->isVisible());
}

TEST_F(CurveQuestionTest, OnlyLinesWithAModelFunctionAreOfferedAndSwitchedOffOnesAreNot)
{
    const PlotView::SeriesId drawn = plot.addLine(QStringLiteral("Measured"), QPen(Qt::red, 2));
    const PlotView::SeriesId points = plot.addPoints(QStringLiteral("Marks"), Qt::green);
    CurveQuestion &q = *plot.curveQuestion();
    EXPECT_EQ(q.offered(), std::vector<PlotView::SeriesId>{line});
    EXPECT_EQ(q.askAction(drawn), nullptr);
    EXPECT_EQ(q.askAction(points), nullptr);
    EXPECT_FALSE(q.ask(drawn));
    ASSERT_NE(q.askAction(line), nullptr);
    EXPECT_TRUE(q.askAction(line)->isVisible());
    plot.setSeriesVisible(line, false);
    EXPECT_FALSE(q.askAction(line)->isVisible());
    EXPECT_FALSE(q.ask(line)); // nothing drawn to predict
    plot.setSeriesVisible(line, true);
    plot.setSeriesName(line, QStringLiteral("y = 2·x"));
    EXPECT_EQ(q.askAction(line)->text(), QStringLiteral("Hide and ask: y = 2·x"));
    plot.setAskable(line, false);
    EXPECT_TRUE(q.offered().empty());
}

TEST_F(CurveQuestionTest, TheViewCannotShowAConcealedCurve)
{
    CurveQuestion &q = *plot.curveQuestion();
    ASSERT_TRUE(q.ask(line));
    plot.setSeriesVisible(line, true); // a refresh of the view
    EXPECT_FALSE(plot.series(line)->isVisible());
    ASSERT_TRUE(q.predict({50, 50}));
    ASSERT_TRUE(q.reveal());
    EXPECT_TRUE(plot.series(line)->isVisible());
}

TEST_F(CurveQuestionTest, TheChartShowsRevealAndCloseButtonsWhileAQuestionIsOpen)
{
    CurveQuestion &q = *plot.curveQuestion();
    ASSERT_TRUE(q.ask(line));
    QCoreApplication::processEvents();
    QPushButton *reveal = q.revealButton();
    QPushButton *closeButton = q.closeButton();
    ASSERT_NE(reveal, nullptr);
    ASSERT_NE(closeButton, nullptr);
    EXPECT_TRUE(reveal->isVisible());
    EXPECT_FALSE(reveal->isEnabled()); // nothing predicted yet
    EXPECT_EQ(reveal->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
    // On the plot, under the note, inside the chart.
    const QRect inPlot(reveal->mapTo(&plot, QPoint(0, 0)), reveal->size());
    const QRectF plotArea = plot.chart()->plotArea();
    EXPECT_TRUE(plot.rect().contains(inPlot));
    EXPECT_GE(inPlot.top(), plotArea.top() + q.noteItem()->boundingRect().height());

    ASSERT_TRUE(q.predict({50, 50}));
    EXPECT_TRUE(reveal->isEnabled());
    EXPECT_TRUE(reveal->hasFocus() || !plot.isActiveWindow()); // the keyboard goes to Reveal
    QTest::keyClick(reveal, Qt::Key_Space);                    // the keyboard reveals
    EXPECT_TRUE(q.isRevealed());
    EXPECT_TRUE(plot.series(line)->isVisible());
    EXPECT_FALSE(reveal->isVisible()); // done; Close stays
    EXPECT_TRUE(closeButton->isVisible());
    EXPECT_TRUE(q.verdict().contains(QStringLiteral("2.0× too low"))) << q.verdict().toStdString();
    QTest::mouseClick(closeButton, Qt::LeftButton);
    EXPECT_FALSE(q.isOpen());
    EXPECT_FALSE(closeButton->isVisible());
}

} // namespace
} // namespace fleet
