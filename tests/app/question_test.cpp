// Predict, then reveal: a hidden readout cannot be read from the widget tree (text, tooltip,
// accessible description, the math panel) until a prediction is committed and revealed; the
// reveal gives the error as a factor; the charts' axes hold while the question is open.
#include "windowfixture.h"

#include "axislock.h"
#include "plotview.h"
#include "questionbox.h"

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
            (label->text().contains(text) || label->toolTip().contains(text) ||
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
    EXPECT_EQ(question->verdict(), QStringLiteral("You predicted 30 %: 3.3× too low."));
    EXPECT_FALSE(failure->axisLock()->isLocked());
}

} // namespace
} // namespace fleet
