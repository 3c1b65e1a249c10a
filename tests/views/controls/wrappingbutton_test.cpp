// WrappingButton: a preset's long name wraps to a narrow column instead of widening it, and
// stays on one line where it fits; the button's text stays whole.
#include "../../qtprinters.h"
#include "wrappingbutton.h"

#include <QFontMetrics>

#include <gtest/gtest.h>

namespace fleet {
namespace {

const QString kName = QStringLiteral("340M (\"350M\") data-parallel, 256 GPUs");

TEST(WrappingButton, OneLineWhereItFits)
{
    WrappingButton button(kName);
    EXPECT_EQ(button.shownText(button.sizeHint().width()), kName);
    EXPECT_EQ(button.heightForWidth(button.sizeHint().width()), button.sizeHint().height());
}

TEST(WrappingButton, WrapsAtSpacesInANarrowColumnAndGrowsInHeight)
{
    WrappingButton button(kName);
    const int narrow = button.minimumSizeHint().width();
    EXPECT_LT(narrow, button.sizeHint().width() / 2);
    const QString shown = button.shownText(narrow);
    EXPECT_GT(shown.count(QLatin1Char('\n')), 0);
    EXPECT_EQ(QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')), kName);
    const int room =
        narrow - (button.sizeHint().width() - button.fontMetrics().horizontalAdvance(kName));
    for (const QString &line : shown.split(QLatin1Char('\n')))
        EXPECT_LE(button.fontMetrics().horizontalAdvance(line), room + 1) << line.toStdString();
    EXPECT_GT(button.heightForWidth(narrow), button.sizeHint().height());
    EXPECT_EQ(button.text(), kName); // what the undo step is named after
}

} // namespace
} // namespace fleet
