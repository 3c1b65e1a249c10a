// The readouts' change indicators: shown beside the values that moved, measured per undo step
// from the values before it, in space reserved so nothing moves, cleared by their timer.
#include "../qtprinters.h"
#include "readout.h"

#include <QCoreApplication>
#include <QLabel>

#include <gtest/gtest.h>

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

} // namespace
} // namespace fleet
