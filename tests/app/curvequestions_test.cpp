// Any model curve can be hidden behind a question: on every view, each chart offers "Hide and
// ask: <curve>" for its model curves (not the reference marks); the curve hides, a predicted
// point commits, and the reveal shows the curve with the error as a factor. The chart's own
// Reveal button does the same from the keyboard.
#include "windowfixture.h"

#include "curvequestion.h"
#include "explorerview.h"
#include "lesson.h"
#include "lessonplayer.h"
#include "plotview.h"

#include <QAction>
#include <QGraphicsEllipseItem>
#include <QMessageBox>
#include <QPushButton>
#include <QXYSeries>

#include <cmath>

namespace fleet {
namespace {

struct AskedCurve
{
    const char *view;
    const char *chart; ///< the PlotView's object name
    const char *curve; ///< the series' name, as in "Hide and ask: <curve>"
};

const AskedCurve kCurves[] = {
    {"roofline", "rooflinePlot", "Roof"},
    {"scaling", "scalingPlot", "Amdahl"},
    {"scaling", "scalingPlot", "Network-bound (whole nodes)"},
    {"communication", "allReduceVsN", "Ring"},
    {"communication", "allReduceVsN", "Hierarchical"},
    {"communication", "allReduceVsM", "Tree"},
    {"reliability", "mtbfPlot", "MTTF / N"}, // named by its formula once the data is in
    {"reliability", "failurePlot", "1 − exp(−t/MTBF)"},
    {"reliability", "wastePlot", "δ/τ + τ/(2·MTBF)"},
    {"power", "rackPlot", "Rack power"},
};

class CurveQuestions : public Window, public ::testing::WithParamInterface<AskedCurve>
{
};

TEST_P(CurveQuestions, TheCurveHidesTakesAPredictionAndRevealsTheFactor)
{
    const AskedCurve c = GetParam();
    window->showView(QString::fromUtf8(c.view));
    QCoreApplication::processEvents();
    auto *plot =
        window->view(QString::fromUtf8(c.view))->findChild<PlotView *>(QString::fromUtf8(c.chart));
    ASSERT_NE(plot, nullptr) << c.chart;
    plot->flushLayout();
    QAction *ask = nullptr;
    const QString text = QStringLiteral("Hide and ask: ") + QString::fromUtf8(c.curve);
    for (QAction *a : plot->actions())
        ask = a->text() == text && a->isVisible() && a->isEnabled() ? a : ask;
    ASSERT_NE(ask, nullptr) << text.toStdString();
    CurveQuestion *question = plot->curveQuestion();
    ask->trigger();
    ASSERT_TRUE(question->isOpen());
    const PlotView::SeriesId id = question->series();
    EXPECT_EQ(plot->seriesName(id), QString::fromUtf8(c.curve));
    EXPECT_FALSE(plot->series(id)->isVisible());

    // The curve's value half-way along the x axis (in log steps on a log axis), from the
    // points drawn; the prediction is half of it.
    const double x =
        plot->isLogX() ? std::sqrt(plot->xMin() * plot->xMax()) : (plot->xMin() + plot->xMax()) / 2;
    Curve drawn;
    for (const QPointF &p : plot->points(id))
        drawn.push_back({p.x(), p.y()});
    ASSERT_GE(drawn.size(), 2u);
    const double actual = interpolateCurve(drawn, x, plot->isLogX(), plot->isLogY());
    ASSERT_GT(actual, 0) << c.curve;
    EXPECT_FALSE(question->reveal()); // nothing predicted yet
    ASSERT_TRUE(question->predict({x, actual / 2})) << c.curve << " at " << x;
    EXPECT_FALSE(plot->series(id)->isVisible());
    ASSERT_NE(question->ghost(), nullptr);
    EXPECT_TRUE(question->ghost()->isVisible());

    ASSERT_TRUE(question->revealButton()->isEnabled());
    question->revealButton()->click(); // the chart's own button
    EXPECT_TRUE(question->isRevealed());
    EXPECT_TRUE(plot->series(id)->isVisible());
    ASSERT_TRUE(question->actual());
    EXPECT_NEAR(*question->actual(), actual, 1e-9 * actual);
    EXPECT_TRUE(question->verdict().contains(QStringLiteral("2.0× too low")))
        << question->verdict().toStdString();
    question->close();
    EXPECT_FALSE(question->isOpen());
}

INSTANTIATE_TEST_SUITE_P(EveryView, CurveQuestions, ::testing::ValuesIn(kCurves));

TEST_F(Window, ReferenceMarksAndPinnedComparisonsAreNotOffered)
{
    for (ExplorerView *view : window->views()) {
        for (PlotView *plot : view->findChildren<PlotView *>()) {
            for (PlotView::SeriesId id = 0; id < plot->seriesCount(); ++id) {
                const QString name = plot->seriesName(id);
                const bool offered = plot->curveQuestion()->askAction(id) != nullptr;
                // Points (reference values, operating points) and S = N are not predictions.
                if (qobject_cast<QScatterSeries *>(plot->series(id)) ||
                    name == QStringLiteral("Ideal (S = N)")) {
                    EXPECT_FALSE(offered) << view->id().toStdString() << ": " << name.toStdString();
                }
            }
        }
    }
    // Every chart of every view offers at least one model curve.
    int charts = 0;
    for (ExplorerView *view : window->views()) {
        for (PlotView *plot : view->findChildren<PlotView *>()) {
            EXPECT_FALSE(plot->curveQuestion()->offered().empty())
                << view->id().toStdString() << ": " << plot->objectName().toStdString();
            ++charts;
        }
    }
    EXPECT_GE(charts, 7);
}

TEST_F(Window, SpaceInALessonRevealsThePredictedCurve)
{
    Prompts prompts = Prompts::dialogs();
    prompts.unsavedChanges = [](QWidget *) { return QMessageBox::Discard; };
    window->setPrompts(prompts);
    // A curve a lesson step shows that no step asks: the first one found, lesson by lesson
    // (the lessons choose their charts, so which step shows one changes with them).
    PlotView *plot = nullptr;
    CurveQuestion *question = nullptr;
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        LessonPlayer *player = window->lessonPlayer();
        for (size_t i = 0; i < player->lesson().steps.size() && !plot; ++i) {
            ASSERT_TRUE(player->goTo(int(i)));
            QCoreApplication::processEvents();
            auto *view = static_cast<ExplorerView *>(window->tabs()->currentWidget());
            for (PlotView *p : view->findChildren<PlotView *>()) {
                if (!p->isVisible())
                    continue;
                for (PlotView::SeriesId id : p->curveQuestion()->offered()) {
                    if (p->curveQuestion()->ask(id)) {
                        plot = p;
                        question = p->curveQuestion();
                        break;
                    }
                }
                if (plot)
                    break;
            }
        }
        if (plot)
            break;
        player->stop();
    }
    ASSERT_NE(plot, nullptr) << "no curve on screen to predict";
    EXPECT_TRUE(question->revealButton()->isVisibleTo(window.get()));
    ASSERT_TRUE(question->predict({(plot->xMin() + plot->xMax()) / 2, plot->yMax() / 2}));
    // The prediction puts the keyboard on the chart's Reveal: Space there reveals (the lesson's
    // own Space shortcut is off while its step has nothing to reveal).
    ASSERT_EQ(window->focusWidget(), question->revealButton());
    QTest::keyClick(window->focusWidget(), Qt::Key_Space);
    QCoreApplication::processEvents();
    EXPECT_TRUE(question->isRevealed());
    EXPECT_TRUE(question->verdict().contains(QStringLiteral("×")) ||
                question->verdict().contains(QStringLiteral("right")))
        << question->verdict().toStdString();
    question->close();
    window->lessonPlayer()->stop();
}

} // namespace
} // namespace fleet
