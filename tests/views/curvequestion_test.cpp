// Predict a curve, then reveal: the series is hidden until a clicked prediction is committed and
// revealed; the ghost marks the prediction; the verdict gives the error at its x as a factor.
#include "../qtprinters.h"
#include "axislock.h"
#include "curvequestion.h"
#include "plotview.h"

#include <QAction>
#include <QCoreApplication>
#include <QGraphicsEllipseItem>
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
    CurveQuestion q(&plot, {line});
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

TEST_F(CurveQuestionTest, TheFactorIsRightBelowTheCurveAndWithinTolerance)
{
    CurveQuestion q(&plot, {line});
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
    CurveQuestion q(&plot, {line});
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

} // namespace
} // namespace fleet
