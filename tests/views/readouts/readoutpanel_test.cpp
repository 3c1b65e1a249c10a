// The readouts' change indicators: shown beside the values that moved, measured per undo step
// from the values before it, in space reserved so nothing moves, cleared by their timer.
#include "../../qtprinters.h"
#include "questionbox.h"
#include "readout.h"

#include <QCoreApplication>
#include <QGraphicsOpacityEffect>
#include <QLabel>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>
#include <limits>

namespace fleet {
namespace {

Readout readout(const QString &title, double number)
{
    Readout r{title, QString::number(number), QStringLiteral("f"), QString(), QString()};
    r.number = number;
    return r;
}

std::vector<Readout> values(double mtbf, double probability)
{
    return {readout(QStringLiteral("MTBF"), mtbf), readout(QStringLiteral("P"), probability),
            readout(QStringLiteral("Verdict"), std::numeric_limits<double>::quiet_NaN())};
}

class Panel : public ::testing::Test
{
protected:
    void SetUp() override
    {
        panel.setReadouts(values(100, 0.40));
        panel.resize(500, 200);
        panel.show();
        QCoreApplication::processEvents();
    }
    ReadoutPanel panel;
    const int stepA = 0, stepB = 0; // two distinct addresses stand for two undo steps
};

TEST_F(Panel, NoIndicatorUntilAChange)
{
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QString());
    panel.setReadouts(values(50, 0.6)); // shown again (a tab switch): not a change
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QString());
    EXPECT_FALSE(panel.changeTimer().isActive());
}

TEST_F(Panel, AChangeShowsSignAndSize)
{
    panel.setChangedReadouts(values(88, 0.44), &stepA);
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▼ 12 %"));
    EXPECT_EQ(panel.change(QStringLiteral("P")), QStringLiteral("▲ 10 %"));
    EXPECT_EQ(panel.change(QStringLiteral("Verdict")), QString()); // words: nothing to compare
    EXPECT_TRUE(panel.changeTimer().isActive());
    EXPECT_EQ(panel.changeTimer().interval(), ReadoutPanel::kChangeShownMs);
    EXPECT_TRUE(panel.changeTimer().isSingleShot());
}

TEST_F(Panel, OneStepIsMeasuredFromBeforeItsFirstRefresh)
{
    // A slider drag: three refreshes of one undo step.
    panel.setChangedReadouts(values(90, 0.40), &stepA);
    panel.setChangedReadouts(values(80, 0.40), &stepA);
    panel.setChangedReadouts(values(50, 0.40), &stepA);
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▼ ÷2.0"));
    EXPECT_EQ(panel.change(QStringLiteral("P")), QString()); // did not move
    // Undo: another step, measured from where the drag ended.
    panel.setChangedReadouts(values(100, 0.40), &stepB);
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▲ ×2.0"));
}

TEST_F(Panel, TheTimerClearsThemAndTheNextChangeStartsAfresh)
{
    panel.setChangedReadouts(values(50, 0.40), &stepA);
    panel.clearChanges(); // what the timer does after two seconds
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QString());
    EXPECT_FALSE(panel.changeTimer().isActive());
    panel.setChangedReadouts(values(55, 0.40), &stepA);
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▲ 10 %"));
}

TEST_F(Panel, TheSpaceIsReservedSoNothingMoves)
{
    // Same texts, numbers that moved: only the indicators appear.
    auto fixedText = [](double mtbf) {
        std::vector<Readout> r = values(mtbf, 0.40);
        r[0].value = QStringLiteral("about 100");
        return r;
    };
    panel.setReadouts(fixedText(100));
    QCoreApplication::processEvents();
    QLabel *mtbf = panel.valueLabel(QStringLiteral("MTBF"));
    ASSERT_NE(mtbf, nullptr);
    const QRect before = mtbf->geometry();
    const QSize hint = panel.sizeHint();
    panel.setChangedReadouts(fixedText(1e-6), &stepA);
    QCoreApplication::processEvents();
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▼ ÷10,000+")); // the widest
    EXPECT_EQ(mtbf->geometry(), before);
    EXPECT_EQ(panel.sizeHint(), hint);
    for (const QLabel *change : panel.findChildren<QLabel *>(QStringLiteral("readoutChange")))
        EXPECT_GE(change->width(), change->fontMetrics().horizontalAdvance(change->text()));
}

TEST_F(Panel, InWordsForScreenReaders)
{
    panel.setChangedReadouts(values(88, 0.40), &stepA);
    const auto labels = panel.findChildren<QLabel *>(QStringLiteral("readoutChange"));
    ASSERT_FALSE(labels.isEmpty());
    EXPECT_EQ(labels.front()->accessibleName(), QStringLiteral("down 12 %"));
}

TEST_F(Panel, AnIndicatorFadesOutWithoutMovingAnything)
{
    panel.setChangeTiming(100, 400);
    panel.setChangedReadouts(values(88, 0.40), &stepA);
    QCoreApplication::processEvents();
    QLabel *change = nullptr;
    for (QLabel *label : panel.findChildren<QLabel *>(QStringLiteral("readoutChange")))
        change = label->text() == QStringLiteral("▼ 12 %") ? label : change;
    ASSERT_NE(change, nullptr);
    auto *effect = qobject_cast<QGraphicsOpacityEffect *>(change->graphicsEffect());
    ASSERT_NE(effect, nullptr);
    EXPECT_DOUBLE_EQ(effect->opacity(), 1.0);
    const QRect geometry = change->geometry();
    const QRect value = panel.valueLabel(QStringLiteral("MTBF"))->geometry();
    // Shown at full strength, then fading: the opacity falls step by step.
    QTest::qWait(60);
    EXPECT_DOUBLE_EQ(panel.changeOpacity(), 1.0);
    EXPECT_TRUE(QTest::qWaitFor([&] { return panel.isFadingChanges(); }, 1000));
    QTest::qWait(120);
    const double early = effect->opacity();
    EXPECT_LT(early, 1.0);
    EXPECT_GT(early, 0.0);
    EXPECT_EQ(change->text(), QStringLiteral("▼ 12 %")); // still readable while it fades
    QTest::qWait(150);
    EXPECT_LT(effect->opacity(), early);
    EXPECT_EQ(change->geometry(), geometry);
    EXPECT_EQ(panel.valueLabel(QStringLiteral("MTBF"))->geometry(), value);
    // At the end the text is gone and the next indicator starts at full strength.
    EXPECT_TRUE(QTest::qWaitFor([&] { return change->text().isEmpty(); }, 1000));
    EXPECT_FALSE(panel.isFadingChanges());
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QString());
    EXPECT_DOUBLE_EQ(effect->opacity(), 1.0);
    EXPECT_EQ(change->geometry(), geometry);
}

TEST_F(Panel, ANewChangeWhileFadingShowsAtFullStrengthAgain)
{
    panel.setChangeTiming(20, 2000);
    panel.setChangedReadouts(values(88, 0.40), &stepA);
    EXPECT_TRUE(QTest::qWaitFor([&] { return panel.changeOpacity() < 0.95; }, 2000));
    panel.setChangedReadouts(values(50, 0.40), &stepB);
    EXPECT_FALSE(panel.isFadingChanges());
    EXPECT_DOUBLE_EQ(panel.changeOpacity(), 1.0);
    EXPECT_EQ(panel.change(QStringLiteral("MTBF")), QStringLiteral("▼ 43 %")); // from 88
}

TEST_F(Panel, AQuestionShowsItsReadoutEvenBeyondTheHeadlines)
{
    panel.setHeadlines(1, 1.8); // presentation mode: only the first readout
    QCoreApplication::processEvents();
    QLabel *p = panel.valueLabel(QStringLiteral("P"));
    ASSERT_NE(p, nullptr);
    EXPECT_FALSE(p->isVisibleTo(&panel));
    ASSERT_TRUE(panel.ask(QStringLiteral("P")));
    EXPECT_TRUE(p->isVisibleTo(&panel));
    EXPECT_EQ(p->text(), QStringLiteral("?"));
    ASSERT_TRUE(panel.questionBox()->commit(0.4));
    EXPECT_TRUE(panel.questionBox()->requestReveal());
    EXPECT_TRUE(p->isVisibleTo(&panel)); // the answer stays in view until the question closes
    EXPECT_EQ(p->text(), QStringLiteral("0.4"));
    panel.questionBox()->dismiss();
    EXPECT_FALSE(p->isVisibleTo(&panel));
    EXPECT_TRUE(panel.valueLabel(QStringLiteral("MTBF"))->isVisibleTo(&panel));
}

TEST(StackedReadouts, AValueOfSeveralLinesTakesTheWholeWidthItsIndicatorBesideTheTitle)
{
    // The communication view's ring AllReduce: a number with its β and α parts under it. In a
    // narrow column its change indicator goes beside the title, so the column need not be as
    // wide as the breakdown and the indicator side by side.
    QWidget host; // a child, as in the side column (a window keeps its layout's minimum)
    host.resize(800, 600);
    auto *panelInHost = new ReadoutPanel(&host);
    ReadoutPanel &panel = *panelInHost;
    Readout ring{QStringLiteral("Ring"), QStringLiteral("569.7 ms\nβ 559.5 ms + α 10.23 ms"),
                 QStringLiteral("f"), QString(), QString()};
    ring.number = 0.5697;
    panel.setReadouts({ring, readout(QStringLiteral("P"), 0.40)});
    host.show();
    QCoreApplication::processEvents();
    QLabel *value = panel.valueLabel(QStringLiteral("Ring"));
    ASSERT_NE(value, nullptr);
    const QList<QLabel *> changes = panel.findChildren<QLabel *>(QStringLiteral("readoutChange"));
    ASSERT_EQ(changes.size(), 2);
    const int breakdown =
        value->fontMetrics().horizontalAdvance(QStringLiteral("β 559.5 ms + α 10.23 ms"));
    EXPECT_LT(panel.minimumSizeHint().width(), breakdown + changes[0]->width());

    panel.resize(panel.minimumSizeHint().width(), panel.sizeHint().height() * 2);
    QCoreApplication::processEvents();
    ASSERT_TRUE(panel.isStacked());
    ring.number = 0.6;
    panel.setChangedReadouts({ring, readout(QStringLiteral("P"), 0.44)}, &panel);
    QCoreApplication::processEvents();
    EXPECT_FALSE(panel.change(QStringLiteral("Ring")).isEmpty());
    QLabel *title = nullptr;
    for (QLabel *l : panel.findChildren<QLabel *>(QStringLiteral("readoutTitle")))
        title = l->text() == QStringLiteral("Ring") ? l : title;
    ASSERT_NE(title, nullptr);
    // Ring's indicator on its title's row, right of it; its value below, whole.
    const QRect ringChange = changes[0]->geometry();
    EXPECT_LT(std::abs(ringChange.center().y() - title->geometry().center().y()), title->height());
    EXPECT_GE(ringChange.left(), title->geometry().left() + title->sizeHint().width());
    EXPECT_GE(value->width(),
              value->fontMetrics().horizontalAdvance(QStringLiteral("β 559.5 ms + α 10.23 ms")));
    EXPECT_GT(value->geometry().top(), ringChange.top());
    // P's (one line) beside its value, as ever.
    const QRect pChange = changes[1]->geometry();
    const QRect pValue = panel.valueLabel(QStringLiteral("P"))->geometry();
    EXPECT_LT(std::abs(pChange.center().y() - pValue.center().y()), pValue.height());
    EXPECT_GE(pChange.left(), pValue.right());
    for (QLabel *change : changes)
        EXPECT_LE(change->geometry().right(), panel.width());
}

TEST(VerdictReadouts, KeepTheRoomOfTheirWidestWordingWhicheverIsShown)
{
    // Issue 29: the cooling verdict's wordings differ in width and in lines; the side column
    // must not widen (and move the inputs beside it) when the verdict changes.
    QWidget host;
    host.resize(800, 600);
    auto *panel = new ReadoutPanel(&host);
    const QStringList wordings = {QStringLiteral("Air cooling is enough"),
                                  QStringLiteral("Liquid cooling required, a long wording"),
                                  QStringLiteral("Direct-to-chip liquid\ncooling required")};
    const auto verdict = [&](int i, bool withAlternatives) {
        Readout r{QStringLiteral("Cooling verdict"), wordings[i], QStringLiteral("f"), QString(),
                  QString()};
        if (withAlternatives)
            r.alternatives = wordings;
        return r;
    };
    host.show();
    std::vector<QSize> minimum, preferred;
    for (int i : {0, 1, 2, 0}) {
        panel->setReadouts({verdict(i, true), readout(QStringLiteral("P"), 0.4)});
        QCoreApplication::processEvents();
        minimum.push_back(panel->minimumSizeHint());
        preferred.push_back(panel->sizeHint());
    }
    for (size_t i = 1; i < minimum.size(); ++i) {
        EXPECT_EQ(minimum[i].width(), minimum[0].width()) << i;
        EXPECT_EQ(preferred[i].width(), preferred[0].width()) << i;
    }
    // Without the alternatives the widths follow the wording shown (what moved the inputs).
    std::vector<int> alone;
    for (int i : {0, 1}) {
        panel->setReadouts({verdict(i, false), readout(QStringLiteral("P"), 0.4)});
        QCoreApplication::processEvents();
        alone.push_back(panel->sizeHint().width());
    }
    EXPECT_LT(alone[0], alone[1]);
    EXPECT_EQ(preferred[0].width(), alone[1]); // with them: the widest wording's
    // A verdict has no change indicator (it is not a number): stacked, it takes the whole
    // width, so the narrowest column is its widest wording, not that and an indicator.
    // (Values may shrink to the body text's size, bold, to fit: measured at that size.)
    QFont body = panel->font();
    body.setBold(true);
    const int widest = QFontMetrics(body).horizontalAdvance(wordings[1]);
    EXPECT_LT(minimum[0].width(),
              widest + panel->findChild<QLabel *>(QStringLiteral("readoutChange"))->width());
    EXPECT_GE(minimum[0].width(), widest);
}

} // namespace
} // namespace fleet
