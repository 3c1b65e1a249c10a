// Every built-in lesson, presented on a 1280 × 720 projector in English and in Chinese: no text
// a chart draws is cut to "..." by Qt Charts, before or after a step's reveal. Qt Charts cuts a
// tick label, category or axis title that has less room than it needs (a Chinese line is a fifth
// taller than a Latin one); the charts must leave a text out or be laid out so it fits.
#include "textfit.h"
#include "windowfixture.h"

#include "lesson.h"
#include "lessonplayer.h"
#include "presentation.h"

#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTabWidget>

#include <string_view>

namespace fleet {
namespace {

/// The texts Qt Charts cut ("Liquid ...", "AllR...") in the charts of the view on screen,
/// each with its chart's title.
QStringList elidedTexts(MainWindow *window)
{
    QStringList cut;
    QWidget *view = window->tabs()->currentWidget();
    for (QChartView *chart : view->findChildren<QChartView *>()) {
        if (!chart->isVisible())
            continue;
        for (QGraphicsItem *item : chart->scene()->items()) {
            if (!item->isVisible())
                continue;
            QString text;
            if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item))
                text = rich->toPlainText();
            else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                text = simple->text();
            if (text.contains(QStringLiteral("...")))
                cut << plainText(chartTitle(chart->chart())) + QStringLiteral(": ") + text;
        }
    }
    return cut;
}

template <typename Fixture> class Elision : public Fixture
{
protected:
    LessonPlayer *player() const { return this->window->lessonPlayer(); }

    /// Plays every built-in lesson presenting at 1280 × 720, failing for each cut text.
    void playEveryLesson(const char *language)
    {
        this->window->resize(1280, 720);
        this->window->presentation()->setActive(true, /*fullScreen=*/false);
        for (const BuiltinLesson &b : builtinLessons()) {
            ASSERT_TRUE(this->window->openLesson(b.id)) << b.id.toStdString();
            const size_t count = player()->lesson().steps.size();
            for (size_t i = 0; i < count; ++i) {
                for (const char *when : {"before", "after"}) {
                    for (int pass = 0; pass < 4; ++pass)
                        QCoreApplication::processEvents();
                    for (const QString &text : elidedTexts(this->window.get()))
                        ADD_FAILURE()
                            << language << ' ' << b.id.toStdString() << " step " << i + 1 << " ("
                            << when << " the reveal): \"" << text.toStdString() << '"';
                    if (std::string_view(when) == "before") {
                        ASSERT_TRUE(player()->revealAnswer())
                            << b.id.toStdString() << " step " << i + 1;
                    }
                }
                QTest::keyClick(this->window.get(), Qt::Key_PageDown);
            }
            player()->stop();
        }
        this->window->presentation()->setActive(false);
    }
};

using LessonElision = Elision<Window>;
using ChineseLessonElision = Elision<ChineseWindow>;

TEST_F(LessonElision, NoChartTextIsCutPresentingEveryLessonAt1280x720)
{
    playEveryLesson("English");
}

TEST_F(ChineseLessonElision, NoChartTextIsCutPresentingEveryLessonInChineseAt1280x720)
{
    playEveryLesson("Chinese");
}

} // namespace
} // namespace fleet
