// Lessons in the window: the bar steps forwards and back (buttons, PgDn / PgUp) restoring each
// step's scenario and view, hides and asks, reveals with Space, locks the listed controls; every
// built-in lesson plays to its end with the appendix's numbers revealed; --lesson with a bad file
// exits 2 naming the key and the reason; the visited steps save as a lesson that reads back.
#include "windowfixture.h"

#include "axislabels.h"
#include "barplot.h"
#include "explorerview.h"
#include "fieldpoints.h"
#include "labellayout.h"
#include "layoutview.h"
#include "lesson.h"
#include "lessonplayer.h"
#include "nodemap.h"
#include "plotview.h"
#include "prediction.h"
#include "presentation.h"
#include "questionbox.h"
#include "readout.h"
#include "reliabilityview.h"
#include "seatmap.h"
#include "textfit.h"

#include <QAction>
#include <QChartView>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUndoStack>
#include <QWheelEvent>

namespace fleet {
namespace {

class LessonWindow : public Window
{
protected:
    void SetUp() override
    {
        Window::SetUp();
        Prompts prompts = Prompts::dialogs();
        // A lesson never asks about unsaved changes (it restores them); closing the window
        // might: counted, and answered.
        prompts.unsavedChanges = [this](QWidget *) {
            ++asked;
            return QMessageBox::Discard;
        };
        window->setPrompts(prompts);
    }
    LessonPlayer *player() { return window->lessonPlayer(); }
    int asked = 0; ///< how often the question about unsaved changes was asked
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(window.get(), k, modifiers);
        QCoreApplication::processEvents();
    }
    QString currentViewId()
    {
        return static_cast<ExplorerView *>(window->tabs()->currentWidget())->id();
    }
};

TEST_F(LessonWindow, SpaceWithNothingToRevealPressesNoButtonOfTheBar)
{
    // Driven in a real window (Xvfb, openbox, xdotool): Space on step 1 before any prediction
    // pressed the Next button, which had the keyboard (a step skipped); at the last step, Next
    // disabled, the keyboard went to Close and Space ended the lesson. The bar's buttons take
    // no focus, as a toolbar's; Close is in the Lessons menu for the keyboard.
    window->show();
    window->activateWindow();
    ASSERT_TRUE(window->openLesson(QStringLiteral("racks-liquid")));
    QCoreApplication::processEvents();
    for (const char *name : {"lessonPrevious", "lessonNext", "lessonReveal", "lessonClose"}) {
        auto *button = player()->findChild<QPushButton *>(QString::fromUtf8(name));
        ASSERT_NE(button, nullptr) << name;
        EXPECT_EQ(button->focusPolicy(), Qt::NoFocus) << name;
    }
    for (int step : {0, 2}) {
        ASSERT_TRUE(player()->goTo(step));
        QCoreApplication::processEvents();
        QWidget *focus = QApplication::focusWidget();
        EXPECT_FALSE(focus && focus->parentWidget() && focus->parentWidget() == player() &&
                     qobject_cast<QPushButton *>(focus) &&
                     focus->objectName().startsWith(QStringLiteral("lesson")))
            << "the keyboard on " << focus->objectName().toStdString();
        QTest::keyClick(focus ? focus : window.get(), Qt::Key_Space);
        QCoreApplication::processEvents();
        EXPECT_TRUE(player()->isActive()) << "step " << step + 1;
        EXPECT_EQ(player()->stepIndex(), step);
    }
    auto *close = window->findChild<QAction *>(QStringLiteral("closeLessonAction"));
    ASSERT_NE(close, nullptr);
    close->trigger();
    EXPECT_FALSE(player()->isActive());
}

TEST_F(LessonWindow, StepsForwardAndBackRestoringEachStepsScenario)
{
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    EXPECT_TRUE(player()->isVisible());
    const Lesson &lesson = player()->lesson();
    ASSERT_EQ(lesson.steps.size(), 4u);
    EXPECT_EQ(document->scenario().cluster.accelerators, 256);
    EXPECT_EQ(currentViewId(), QStringLiteral("reliability"));
    EXPECT_TRUE(player()
                    ->findChild<QLabel *>(QStringLiteral("lessonHeading"))
                    ->text()
                    .contains(QStringLiteral("Step 1 of 4")));

    key(Qt::Key_PageDown);
    EXPECT_EQ(player()->stepIndex(), 1);
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
    // A teacher's edit during a step is undone by coming back to it.
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
    key(Qt::Key_PageDown);
    key(Qt::Key_PageDown);
    EXPECT_EQ(player()->stepIndex(), 3);
    EXPECT_EQ(document->scenario().cluster.accelerators, 100000);
    key(Qt::Key_PageDown); // past the last step: stays
    EXPECT_EQ(player()->stepIndex(), 3);
    for (int i = 2; i >= 0; --i) {
        key(Qt::Key_PageUp);
        EXPECT_EQ(player()->stepIndex(), i);
        EXPECT_EQ(document->scenario(), lesson.steps[static_cast<size_t>(i)].scenario)
            << "step " << i + 1;
    }
    EXPECT_EQ(document->scenario().cluster.accelerators, 256);
    player()->findChild<QPushButton *>(QStringLiteral("lessonNext"))->click();
    EXPECT_EQ(document->scenario(), lesson.steps[1].scenario);
}

TEST_F(LessonWindow, TheRowsUnderAHiddenValueStayPutAtItsRevealPresenting)
{
    // zero-memory step 1, presenting: the "?" kept the room of its two-line value measured in
    // the desktop's font (40 px), the value came at the presentation's (66 px), and every row
    // below it moved down at the reveal. Each step of the lesson: the readout under the one
    // asked stays where it was.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    ASSERT_TRUE(window->openLesson(QStringLiteral("zero-memory")));
    LessonPlayer *player = window->lessonPlayer();
    auto *view = static_cast<ExplorerView *>(window->view(QStringLiteral("layout")));
    const ReadoutPanel *panel = view->readoutPanel();
    auto settle = [] {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    };
    for (int step = 0; step < 2; ++step) {
        ASSERT_TRUE(player->goTo(step));
        settle();
        const QLabel *below = panel->valueLabel(QStringLiteral("Step time"));
        ASSERT_NE(below, nullptr);
        const int before = below->mapTo(window.get(), QPoint(0, 0)).y();
        ASSERT_TRUE(player->revealAnswer());
        settle();
        EXPECT_EQ(below->mapTo(window.get(), QPoint(0, 0)).y(), before) << "step " << step + 1;
    }
    player->stop();
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, TheOptimumsLabelStandsInsideTheWastedTimeCurvePresenting)
{
    // model-vs-world step 1, presenting at 1280 × 720: "τ* = 18.6 min (δ = 56.7 s, MTBF =
    // 3.1 h): 10.2 % wasted" had no free place on one line or two beside or across its line,
    // and was drawn on a backdrop over the U of the curve. On three lines it stands inside it.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    // (The lesson shows the MTBF chart alone now: every chart back, as the grid is without a
    // lesson, the waste chart has the smallest room it gets under a lesson bar.)
    ASSERT_TRUE(window->openLesson(QStringLiteral("model-vs-world")));
    ASSERT_TRUE(window->lessonPlayer()->revealAnswer());
    auto *view = static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")));
    view->setChartChoice({});
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    ASSERT_TRUE(view->isVisible());
    PlotView *plot = view->wastePlot();
    ASSERT_TRUE(plot->isMarkerLabelShown(0));
    const QRectF box = plot->markerLabelPlace(0).first;
    // In the chart's coordinates, as the label: no segment of the curve (series 0) crosses it.
    const QList<QPointF> curve = plot->points(0);
    ASSERT_GT(curve.size(), 10);
    QChart *chart = plot->chart();
    int crossings = 0;
    for (qsizetype i = 1; i < curve.size(); ++i) {
        const QLineF segment(chart->mapToPosition(curve[i - 1]), chart->mapToPosition(curve[i]));
        crossings += segmentIntersectsRect(segment, box);
    }
    EXPECT_EQ(crossings, 0) << plot->markerLabelDrawn(0).toStdString();
    EXPECT_EQ(plot->markerLabelDrawn(0).count(QLatin1Char('\n')), 2)
        << plot->markerLabelDrawn(0).toStdString();
    window->lessonPlayer()->stop();
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, ACompanionTheQuestionGivesStaysShown)
{
    // littles-law step 1 asks the requests in flight and says "a request takes T = 3.17 s": the
    // request latency, hidden as the asked readout's companion (Q = λ · T), was "?" beside the
    // question that gives it. It shows; the asked readout stays hidden.
    ASSERT_TRUE(window->openLesson(QStringLiteral("littles-law")));
    QCoreApplication::processEvents();
    const ReadoutPanel *panel = window->view(QStringLiteral("serving"))->readoutPanel();
    const QStringList &hidden = panel->hiddenTitles();
    EXPECT_TRUE(hidden.contains(QStringLiteral("Requests in flight")))
        << hidden.join(QStringLiteral(", ")).toStdString();
    EXPECT_FALSE(hidden.contains(QStringLiteral("Request latency")))
        << hidden.join(QStringLiteral(", ")).toStdString();
    EXPECT_EQ(panel->value(QStringLiteral("Request latency")), QStringLiteral("3.169 s"));
    window->lessonPlayer()->stop();
}

TEST_F(LessonWindow, AStepLeavesOutTheReadoutsItIsNotAbout)
{
    // decode-memory-bound step 3 asks decode's intensity "and which side of the ridge point";
    // the custom kernel's readouts ("Kernel bound: Memory-bound", at 100 FLOP/byte) read as half
    // that answer. The lesson leaves them out (its "leave_out"), and the kernel's star with them;
    // they are back once the lesson closes.
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    ASSERT_TRUE(player()->goTo(2));
    QCoreApplication::processEvents();
    ExplorerView *view = window->view(QStringLiteral("roofline"));
    const ReadoutPanel *panel = view->readoutPanel();
    auto *plot = view->findChild<PlotView *>();
    ASSERT_NE(plot, nullptr);
    auto kernelStar = [plot]() -> QAbstractSeries * {
        for (QAbstractSeries *s : plot->chart()->series())
            if (s->name() == QStringLiteral("Custom kernel"))
                return s;
        return nullptr;
    };
    ASSERT_NE(kernelStar(), nullptr);
    for (const char *title : {"Kernel bound", "Attainable (kernel)", "% of peak (kernel)"}) {
        const QLabel *value = panel->valueLabel(QString::fromUtf8(title));
        ASSERT_NE(value, nullptr) << title;
        EXPECT_FALSE(value->isVisibleTo(panel)) << title;
    }
    EXPECT_TRUE(panel->valueLabel(QStringLiteral("Ridge point"))->isVisibleTo(panel));
    EXPECT_FALSE(kernelStar()->isVisible());
    player()->stop();
    QCoreApplication::processEvents();
    EXPECT_TRUE(panel->leftOut().isEmpty());
    EXPECT_TRUE(panel->valueLabel(QStringLiteral("Kernel bound"))->isVisibleTo(panel));
    EXPECT_TRUE(kernelStar()->isVisible());
}

TEST_F(LessonWindow, PrefillsTokensPerSecondHidesWithTheRidgePointItGivesAway)
{
    // ridge-points step 2 (the B200): prefill's 160,714.3 tokens/s ÷ decode's 571.4 at batch 1
    // is 281.3 FLOP/byte, the ridge point asked, in one division on screen.
    ASSERT_TRUE(window->openLesson(QStringLiteral("ridge-points")));
    ASSERT_TRUE(player()->goTo(1));
    QCoreApplication::processEvents();
    const ReadoutPanel *panel = window->view(QStringLiteral("roofline"))->readoutPanel();
    const QLabel *prefill = panel->valueLabel(QStringLiteral("Prefill tokens/s"));
    ASSERT_NE(prefill, nullptr);
    EXPECT_EQ(prefill->text(), QStringLiteral("?"));
    EXPECT_FALSE(
        panel->valueLabel(QStringLiteral("Decode tokens/s"))->text().contains(QLatin1Char('?')));
    ASSERT_TRUE(player()->revealAnswer());
    QCoreApplication::processEvents();
    EXPECT_TRUE(prefill->text().contains(QStringLiteral("160,714.3")))
        << prefill->text().toStdString();
    player()->stop();
}

TEST_F(LessonWindow, PrefillsTokensPerSecondHidesWithTheDecodeRateItGivesAway)
{
    // decode-memory-bound step 1: prefill's 61,581.6 tokens/s ÷ the ridge point's 295.2
    // FLOP/byte is 208.6 tokens/s, decode's, the rate asked.
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    QCoreApplication::processEvents();
    const ReadoutPanel *panel = window->view(QStringLiteral("roofline"))->readoutPanel();
    ASSERT_EQ(player()->lesson().steps.front().question->readout,
              QStringLiteral("Decode tokens/s"));
    const QLabel *prefill = panel->valueLabel(QStringLiteral("Prefill tokens/s"));
    ASSERT_NE(prefill, nullptr);
    EXPECT_EQ(prefill->text(), QStringLiteral("?"));
    EXPECT_FALSE(
        panel->valueLabel(QStringLiteral("Ridge point"))->text().contains(QLatin1Char('?')));
    player()->stop();
}

TEST_F(LessonWindow, AValueAnEarlierStepRevealedIsNotHiddenAgain)
{
    // mtbf-collapse step 3 asks P(failure within 24 h) at 8,192 GPUs: the MTBF step 2 revealed
    // there (6.1 h) stays shown, though it is a companion of the question (and step 4 asks the
    // MTBF of 100,000, another value).
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    ASSERT_TRUE(player()->goTo(2));
    QCoreApplication::processEvents();
    const ReadoutPanel *panel = window->view(QStringLiteral("reliability"))->readoutPanel();
    EXPECT_EQ(panel->value(QStringLiteral("Cluster MTBF")), QStringLiteral("6.1 h"));
    EXPECT_EQ(panel->value(QStringLiteral("P(failure within 24 h)")), QStringLiteral("?"));
    // In the panel only: the MTBF line runs on to 100,000 GPUs, step 4's answer.
    EXPECT_TRUE(panel->toldTitles().contains(QStringLiteral("Cluster MTBF")));
    auto *mtbf = window->view(QStringLiteral("reliability"))
                     ->findChild<PlotView *>(QStringLiteral("mtbfPlot"));
    ASSERT_NE(mtbf, nullptr);
    for (QAbstractSeries *series : mtbf->chart()->series()) {
        if (series->name() == QStringLiteral("MTTF / N")) {
            EXPECT_FALSE(series->isVisible());
        }
    }
    // Told means as shown: amdahl-ceiling step 3 asks the efficiency on 1,024 GPUs, and its
    // companion, the speedup there (7.9×), is none of the answers before it (6.6×, 8.0×), though
    // within a rounding of the ceiling's 8.0×: it stays hidden (7.9 / 1,024 is the answer).
    player()->stop();
    ASSERT_TRUE(window->openLesson(QStringLiteral("amdahl-ceiling")));
    ASSERT_TRUE(player()->goTo(2));
    QCoreApplication::processEvents();
    const ReadoutPanel *scaling = window->view(QStringLiteral("scaling"))->readoutPanel();
    EXPECT_EQ(scaling->value(QStringLiteral("Amdahl speedup")), QStringLiteral("?"));
    // where-flops-go step 2 states the operational goodput (0.82); step 3 asks where the rest
    // went, not the goodput again.
    player()->stop();
    ASSERT_TRUE(window->openLesson(QStringLiteral("where-flops-go")));
    ASSERT_TRUE(player()->goTo(1));
    QCoreApplication::processEvents();
    const ReadoutPanel *utilization = window->view(QStringLiteral("utilization"))->readoutPanel();
    EXPECT_EQ(utilization->value(QStringLiteral("Operational goodput")), QStringLiteral("82.0 %"));
    EXPECT_EQ(utilization->value(QStringLiteral("Fraction of peak")), QStringLiteral("?"));
    EXPECT_TRUE(utilization->hiddenTitles().contains(QStringLiteral("Where the rest went")));
    // littles-law step 2's explanation says "Q doubles to 63.4 requests in flight": once it is
    // shown, so is that readout (a companion of step 3's TPOT), not "?" beside it.
    player()->stop();
    ASSERT_TRUE(window->openLesson(QStringLiteral("littles-law")));
    ASSERT_TRUE(player()->goTo(1));
    QCoreApplication::processEvents();
    const ReadoutPanel *serving = window->view(QStringLiteral("serving"))->readoutPanel();
    EXPECT_EQ(serving->value(QStringLiteral("Requests in flight")), QStringLiteral("?"));
    ASSERT_TRUE(player()->revealAnswer());
    QCoreApplication::processEvents();
    EXPECT_TRUE(
        serving->value(QStringLiteral("Requests in flight")).startsWith(QStringLiteral("63.")))
        << serving->value(QStringLiteral("Requests in flight")).toStdString();
    EXPECT_EQ(serving->value(QStringLiteral("TPOT")), QStringLiteral("?")); // step 3 asks it
    player()->stop();
}

TEST_F(LessonWindow, WhatGivesALaterAnswerInOneStepHidesWithIt)
{
    // littles-law step 4 asks the energy per output token at B = 1, and said 1.53 J at 8
    // accelerators: "232 accelerators" made it one multiplication. The fleet hides with it.
    ASSERT_TRUE(window->openLesson(QStringLiteral("littles-law")));
    ASSERT_TRUE(player()->goTo(3));
    QCoreApplication::processEvents();
    const ReadoutPanel *serving = window->view(QStringLiteral("serving"))->readoutPanel();
    EXPECT_EQ(serving->value(QStringLiteral("Serving accelerators")), QStringLiteral("?"));
    auto *seats = window->view(QStringLiteral("serving"))->findChild<SeatMap *>();
    ASSERT_NE(seats, nullptr);
    EXPECT_FALSE(seats->headline().contains(QStringLiteral("232")))
        << seats->headline().toStdString();
    // Step 1: the request latency curve over the batch is the TPOT's shape (step 3 asks how the
    // TPOT moves from 32 to 64): hidden while the TPOT is.
    ASSERT_TRUE(player()->goTo(0));
    QCoreApplication::processEvents();
    bool found = false;
    for (PlotView *plot : window->view(QStringLiteral("serving"))->findChildren<PlotView *>()) {
        for (QAbstractSeries *series : plot->chart()->series()) {
            if (series->name().startsWith(QStringLiteral("Request latency T"))) {
                found = true;
                EXPECT_FALSE(series->isVisible());
            }
        }
    }
    EXPECT_TRUE(found);
    // decode-memory-bound step 3: 13,349.9 tokens/s is 64 × step 1's 208.6: the intensity asked.
    player()->stop();
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    ASSERT_TRUE(player()->goTo(2));
    QCoreApplication::processEvents();
    const ReadoutPanel *roofline = window->view(QStringLiteral("roofline"))->readoutPanel();
    EXPECT_EQ(roofline->value(QStringLiteral("Decode tokens/s")), QStringLiteral("?"));
    // Step 2 asks the intensity at batch 1: the tokens/s step 1 revealed there stays shown.
    ASSERT_TRUE(player()->goTo(1));
    QCoreApplication::processEvents();
    EXPECT_NE(roofline->value(QStringLiteral("Decode tokens/s")), QStringLiteral("?"));
    player()->stop();
}

TEST_F(LessonWindow, AChartFittedToAHiddenCurveShowsNoScaleUntilTheReveal)
{
    // mtbf-collapse step 4 hides the MTBF of 100,000 GPUs: the wasted-time chart fits its axes
    // to τ* and the waste there, and its axis labelled to 15 % (4 % at 8,192) said the MTBF had
    // fallen. No numbers until the reveal; the labels keep their room.
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    ASSERT_TRUE(player()->goTo(3));
    QCoreApplication::processEvents();
    auto *plot = window->view(QStringLiteral("reliability"))
                     ->findChild<PlotView *>(QStringLiteral("wastePlot"));
    ASSERT_NE(plot, nullptr);
    const QRectF area = plot->chart()->plotArea();
    EXPECT_TRUE(plot->isScaleConcealed());
    // The MTBF chart's ranges do not follow the hidden value: its numbers stay.
    EXPECT_FALSE(window->view(QStringLiteral("reliability"))
                     ->findChild<PlotView *>(QStringLiteral("mtbfPlot"))
                     ->isScaleConcealed());
    ASSERT_NE(plot->logAxisLabels(Qt::Horizontal), nullptr);
    EXPECT_TRUE(plot->logAxisLabels(Qt::Horizontal)->texts().isEmpty());
    ASSERT_TRUE(player()->revealAnswer());
    QCoreApplication::processEvents();
    EXPECT_FALSE(plot->isScaleConcealed());
    EXPECT_FALSE(plot->logAxisLabels(Qt::Horizontal)->texts().isEmpty());
    EXPECT_EQ(plot->chart()->plotArea(), area);
    player()->stop();
}

TEST_F(LessonWindow, EveryViewNamesItsChartsAsLessonsDo)
{
    // A lesson's "charts" are read against the model's list; the view shows by its own.
    for (ExplorerView *view : window->views())
        EXPECT_EQ(view->chartIds(), viewChartIds(view->id())) << view->id().toStdString();
}

TEST_F(LessonWindow, AStepsChartsTakeTheRoomOfTheOthersPresentingAt1280x720)
{
    // mtbf-collapse asks the MTBF and the chance of a failure: at 1280 × 720 presenting the
    // MTBF chart had ~95 px of plot beside a time-wasted chart with nothing to draw. Its steps
    // show the two charts they are about, which take the whole height; every chart is back
    // once the lesson ends.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    window->showView(QStringLiteral("reliability"));
    auto *view = window->view(QStringLiteral("reliability"));
    auto *mtbf = view->findChild<PlotView *>(QStringLiteral("mtbfPlot"));
    auto *waste = view->findChild<PlotView *>(QStringLiteral("wastePlot"));
    ASSERT_TRUE(mtbf && waste);
    auto settle = [] {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    };
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    settle();
    EXPECT_TRUE(mtbf->isVisible());
    EXPECT_FALSE(waste->isVisible());
    const double chosen = mtbf->chart()->plotArea().height();
    EXPECT_GE(chosen, 300) << "the MTBF chart's plot at 1280 x 720 presenting";
    const int width = mtbf->width();
    key(Qt::Key_PageDown); // the next step shows the same charts: nothing moves
    settle();
    EXPECT_FALSE(waste->isVisible());
    EXPECT_EQ(mtbf->width(), width);
    EXPECT_DOUBLE_EQ(mtbf->chart()->plotArea().height(), chosen);
    player()->stop();
    settle();
    EXPECT_TRUE(waste->isVisible());
    EXPECT_LT(mtbf->chart()->plotArea().height(), chosen * 0.6); // the grid's two rows again
    // Another view's step folds nothing away there.
    ASSERT_TRUE(window->openLesson(QStringLiteral("model-vs-world")));
    settle();
    EXPECT_FALSE(view->findChild<PlotView *>(QStringLiteral("failurePlot"))->isVisible());
    key(Qt::Key_PageDown); // utilization
    settle();
    EXPECT_TRUE(view->chartChoice().isEmpty());
    player()->stop();
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, EveryQuestionMarkOfAStepStandsAtOnePlace)
{
    // A "?" had the width of the value it hides, right-aligned: in a panel narrower than the
    // widest, the longer the hidden value the further right its "?" stood (nvlink step 4: ρ
    // with its verdict beyond the ring's time). Every "?" of a step ends at the same x.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    int compared = 0;
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        for (size_t i = 0; i < player()->lesson().steps.size(); ++i) {
            for (int k = 0; k < 3; ++k)
                QCoreApplication::processEvents();
            ReadoutPanel *panel = window->view(player()->lesson().steps[i].view)->readoutPanel();
            // (A verdict stands on a row of its own, as wide as its widest wording: all its
            // wordings are known, and where its "?" stands says nothing of which it is.)
            std::vector<int> rights;
            for (const Readout &r : panel->readouts()) {
                QLabel *value = panel->valueLabel(r.title);
                if (r.alternatives.isEmpty() && value && value->isVisible() &&
                    value->text() == QLatin1String("?"))
                    rights.push_back(value->geometry().right());
            }
            for (int right : rights)
                EXPECT_EQ(right, rights.front()) << b.id.toStdString() << " step " << i + 1;
            compared += int(rights.size()) - 1;
            key(Qt::Key_PageDown);
        }
        player()->stop();
    }
    EXPECT_GE(compared, 20);
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, PageUpShowsTheStepAsItWasLeft)
{
    // Step 1 answered 100 h and revealed (195.3 h: 2.0× too low), step 2 left unanswered:
    // back on step 1 it is revealed with that prediction; step 2 asks again.
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    ReadoutPanel *panel = window->view(QStringLiteral("reliability"))->readoutPanel();
    ASSERT_TRUE(panel->questionBox()->commit(100));
    ASSERT_TRUE(player()->reveal());
    const QString feedback = player()->feedback();
    ASSERT_TRUE(feedback.startsWith(QStringLiteral("You predicted 100 h")))
        << feedback.toStdString();
    key(Qt::Key_PageDown);
    EXPECT_FALSE(player()->isRevealed());
    key(Qt::Key_PageUp);
    EXPECT_TRUE(player()->isRevealed());
    EXPECT_EQ(player()->feedback(), feedback);
    EXPECT_TRUE(panel->value(QStringLiteral("Cluster MTBF")).contains(QStringLiteral("195.3")));
    key(Qt::Key_PageDown);
    EXPECT_FALSE(player()->isRevealed());
    EXPECT_EQ(panel->value(QStringLiteral("Cluster MTBF")), QStringLiteral("?"));
}

TEST_F(LessonWindow, ANumberQuestionHidesAsksAndRevealsWithSpace)
{
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    ReadoutPanel *panel = window->view(QStringLiteral("roofline"))->readoutPanel();
    EXPECT_EQ(panel->hiddenTitle(), QStringLiteral("Decode tokens/s"));
    EXPECT_EQ(panel->value(QStringLiteral("Decode tokens/s")), QStringLiteral("?"));
    key(Qt::Key_Space); // nothing committed: nothing to reveal
    EXPECT_FALSE(player()->isRevealed());
    ASSERT_TRUE(panel->questionBox()->commit(100));
    key(Qt::Key_Space);
    ASSERT_TRUE(player()->isRevealed());
    // 8B at batch 1 on an H100: 208.6 tokens/s; 100 is 2.1× too low.
    EXPECT_TRUE(panel->value(QStringLiteral("Decode tokens/s")).contains(QStringLiteral("208.6")));
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("2.1× too low")))
        << player()->feedback().toStdString();
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("208.6 tokens/s")));
    // The bar says the verdict in large type; the side column does not repeat it under the
    // box (its copy was cut at a projector's edge), though the box still knows it.
    QuestionBox *box = panel->questionBox();
    EXPECT_TRUE(box->verdict().contains(QStringLiteral("2.1× too low")));
    EXPECT_FALSE(box->findChild<QLabel *>(QStringLiteral("predictionVerdict"))->isVisible());
    // The step locks the model size: its controls are disabled, and the bar says so.
    for (FieldControl *c : window->findChildren<FieldControl *>()) {
        if (c->field() == FieldId::Parameters) {
            EXPECT_FALSE(c->isEnabled());
        }
    }
    key(Qt::Key_PageDown);
    for (FieldControl *c : window->findChildren<FieldControl *>()) {
        if (c->field() == FieldId::Parameters) {
            EXPECT_TRUE(c->isEnabled());
        }
    }
}

TEST_F(LessonWindow, AChoiceQuestionSaysRightOrWrongAndExplains)
{
    ASSERT_TRUE(window->openLesson(QStringLiteral("racks-liquid")));
    key(Qt::Key_PageDown);
    ExplorerView *view = window->view(QStringLiteral("power"));
    ReadoutPanel *panel = view->readoutPanel();
    // The verdict is not readable before the reveal: not in its cell, not in the banner, not
    // from the rack's point among the cooling bands; the other readouts stay where they were.
    EXPECT_TRUE(panel->isVisible());
    EXPECT_EQ(panel->value(QStringLiteral("Cooling verdict")), QStringLiteral("?"));
    EXPECT_NE(panel->value(QStringLiteral("IT load")), QStringLiteral("?"));
    auto *banner = view->findChild<QLabel *>(QStringLiteral("coolingVerdict"));
    ASSERT_NE(banner, nullptr);
    EXPECT_FALSE(banner->text().contains(QStringLiteral("Air"))) << banner->text().toStdString();
    auto *detail = view->findChild<QLabel *>(QStringLiteral("coolingDetail"));
    EXPECT_FALSE(plainText(detail->text()).contains(QStringLiteral("22.4 kW")))
        << detail->text().toStdString();
    PlotView *rack = view->plots().front();
    for (int id = 0; id < rack->seriesCount(); ++id) {
        if (rack->seriesName(id) == QStringLiteral("This rack") ||
            rack->seriesName(id) == QStringLiteral("Rack power")) {
            EXPECT_FALSE(rack->series(id)->isVisible()) << rack->seriesName(id).toStdString();
        }
    }
    EXPECT_FALSE(player()->reveal()); // nothing picked
    auto *liquid = player()->findChild<QPushButton *>(QStringLiteral("lessonChoice1"));
    ASSERT_NE(liquid, nullptr);
    liquid->click();
    // The pick is visible to the class before the reveal: checked, and said in words.
    EXPECT_TRUE(liquid->isChecked());
    EXPECT_TRUE(liquid->text().endsWith(QStringLiteral("◀ picked")))
        << liquid->text().toStdString();
    auto *air = player()->findChild<QPushButton *>(QStringLiteral("lessonChoice0"));
    ASSERT_NE(air, nullptr);
    EXPECT_FALSE(air->text().contains(QStringLiteral("picked")));
    auto *choiceRow = liquid->parentWidget();
    auto *text = player()->findChild<QLabel *>(QStringLiteral("lessonText"));
    ASSERT_NE(text, nullptr);
    const int barHeight = player()->height();
    key(Qt::Key_Space);
    ASSERT_TRUE(player()->isRevealed());
    // The answer takes the choices' place, naming the pick and the right answer in words;
    // the bar keeps its height (the room is the taller of the two, not their sum).
    EXPECT_FALSE(choiceRow->isVisible());
    QCoreApplication::processEvents();
    EXPECT_EQ(player()->height(), barHeight);
    EXPECT_TRUE(player()->feedback().startsWith(
        QStringLiteral("Not quite: you picked It needs liquid; the answer is Air")))
        << player()->feedback().toStdString();
    EXPECT_EQ(panel->value(QStringLiteral("Cooling verdict")).left(3), QStringLiteral("Air"));
    EXPECT_TRUE(banner->text().contains(QStringLiteral("Air"))) << banner->text().toStdString();
    for (int id = 0; id < rack->seriesCount(); ++id) {
        if (rack->seriesName(id) == QStringLiteral("This rack")) {
            EXPECT_TRUE(rack->series(id)->isVisible());
        }
    }
    // 32 × 700 W = 22.4 kW: under the 30 kW air limit, so "liquid" was wrong.
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("22.4 kW")));
}

TEST_F(LessonWindow, EveryBuiltinLessonPlaysWithTheAppendixNumbers)
{
    // The numbers each lesson's reveals must show, as the appendix prints them.
    const std::map<QString, QStringList> printed = {
        {QStringLiteral("decode-memory-bound"),
         {QStringLiteral("208.6"), QStringLiteral("1"), QStringLiteral("64 FLOP/byte")}},
        {QStringLiteral("ridge-points"), {QStringLiteral("295.2"), QStringLiteral("281")}},
        {QStringLiteral("amdahl-ceiling"), // s = 12.5 %
         {QStringLiteral("6.6"), QStringLiteral("8×"), QStringLiteral("7.9")}},
        {QStringLiteral("nvlink-infiniband"),
         {QStringLiteral("0.036"), QStringLiteral("9"), QStringLiteral("0.112")}}, // ρ = 11.2 %
        {QStringLiteral("mtbf-collapse"), // 366.2 min = 6.1 h
         {QStringLiteral("195.3 h"), QStringLiteral("366.2 min"), QStringLiteral("98.0 %")}},
        {QStringLiteral("where-flops-go"), {QStringLiteral("1,012,736"), QStringLiteral("20.5 %")}},
        {QStringLiteral("racks-liquid"), {QStringLiteral("9.8 MW")}},
        {QStringLiteral("tensor-boundary"), // SPEC §8: t = 8, then t = 16, then p = 8
         {QStringLiteral("4.598 s"), QStringLiteral("17.3"), QStringLiteral("9.9 %")}},
        {QStringLiteral("zero-memory"), // SPEC §8.5
         {QStringLiteral("152.6"), QStringLiteral("13.6"), QStringLiteral("2.8")}},
        {QStringLiteral("littles-law"), // SPEC §9.3 at λ = 10, then 20
         {QStringLiteral("31.69"), QStringLiteral("8"), QStringLiteral("13.4 ms"),
          QStringLiteral("44.4 J")}},
        {QStringLiteral("model-vs-world"), // SPEC §10: Llama 3 405B on 16,384 H100
         {QStringLiteral("3.05 h"), QStringLiteral("293 days"), QStringLiteral("87.9 days")}},
    };
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        QStringList revealed;
        const size_t count = player()->lesson().steps.size();
        for (size_t i = 0; i < count; ++i) {
            ASSERT_EQ(player()->stepIndex(), static_cast<int>(i));
            EXPECT_FALSE(player()->isRevealed());
            ASSERT_TRUE(player()->revealAnswer()) << b.id.toStdString() << " step " << i + 1;
            EXPECT_TRUE(player()->feedback().startsWith(QStringLiteral("You predicted")) ||
                        player()->feedback().startsWith(QStringLiteral("Right: ")))
                << player()->feedback().toStdString();
            revealed << player()->feedback();
            key(Qt::Key_PageDown);
        }
        ASSERT_TRUE(printed.count(b.id)) << b.id.toStdString();
        const QStringList &numbers = printed.at(b.id);
        for (qsizetype i = 0; i < numbers.size(); ++i) {
            EXPECT_TRUE(revealed.value(i).contains(numbers[i]))
                << b.id.toStdString() << " step " << i + 1 << ": "
                << revealed.value(i).toStdString();
        }
    }
}

TEST_F(LessonWindow, AnExplanationPointsOnlyAtAChartOnScreen)
{
    // where-flops-go step 2 said "the waterfall shows where the rest goes" under a waterfall
    // still concealed (step 3 asks the operational goodput it draws). At each reveal, a chart
    // the explanation names is on screen and drawn.
    const std::vector<std::pair<QString, QString>> named = {
        {QStringLiteral("waterfall"), QStringLiteral("waterfallPlot")},
        {QStringLiteral("node picture"), QStringLiteral("nodeMap")},
        {QStringLiteral("MTBF chart"), QStringLiteral("mtbfPlot")},
    };
    int pointedAt = 0;
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        const size_t count = player()->lesson().steps.size();
        for (size_t i = 0; i < count; ++i) {
            ASSERT_TRUE(player()->revealAnswer()) << b.id.toStdString() << " step " << i + 1;
            QCoreApplication::processEvents();
            const QString &explanation = player()->lesson().steps[i].explanation;
            for (const auto &[phrase, objectName] : named) {
                if (!explanation.contains(phrase, Qt::CaseInsensitive))
                    continue;
                ++pointedAt;
                auto *chart = window->tabs()->currentWidget()->findChild<QWidget *>(objectName);
                ASSERT_NE(chart, nullptr) << b.id.toStdString() << " step " << i + 1 << ": "
                                          << phrase.toStdString() << " not in this view";
                EXPECT_TRUE(chart->isVisible())
                    << b.id.toStdString() << " step " << i + 1 << ": " << phrase.toStdString();
                if (auto *bars = qobject_cast<BarPlot *>(chart)) {
                    EXPECT_FALSE(bars->isConcealed())
                        << b.id.toStdString() << " step " << i + 1 << ": the "
                        << phrase.toStdString() << " is concealed";
                }
            }
            key(Qt::Key_PageDown);
        }
    }
    EXPECT_GE(pointedAt, 3); // where-flops-go 3, tensor-boundary 2, model-vs-world 1
}

TEST_F(LessonWindow, AnAskedTrainingTimeHidesTheRateItIsWorkedOutFrom)
{
    // model-vs-world step 3 asks the training time (87.9 days) with the effective FLOP/s
    // (4.991 EFLOP/s: 6 · 405e9 · 15.6e12 FLOP / 4.991e18 FLOP/s = 87.9 days) and the fraction
    // of peak (30.8 %, against step 2's revealed 9.2 % for 293 days) on screen. Both hide
    // until the reveal.
    ASSERT_TRUE(window->openLesson(QStringLiteral("model-vs-world")));
    for (int step : {1, 2}) {
        ASSERT_TRUE(player()->goTo(step));
        QCoreApplication::processEvents();
        ReadoutPanel *panel = window->view(QStringLiteral("utilization"))->readoutPanel();
        for (const char *title : {"Effective", "Fraction of peak", "Training time"}) {
            EXPECT_EQ(panel->value(QString::fromUtf8(title)), QStringLiteral("?"))
                << "step " << step + 1 << ": " << title;
        }
        ASSERT_TRUE(player()->revealAnswer());
        QCoreApplication::processEvents();
        EXPECT_TRUE(panel->value(QStringLiteral("Effective")).endsWith(QStringLiteral("EFLOP/s")))
            << panel->value(QStringLiteral("Effective")).toStdString();
    }
    EXPECT_EQ(window->view(QStringLiteral("utilization"))
                  ->readoutPanel()
                  ->value(QStringLiteral("Effective")),
              QStringLiteral("4.991 EFLOP/s"));
}

TEST_F(LessonWindow, AHiddenMeasuredPointTakesItsLabelWithIt)
{
    // model-vs-world step 1 asks the cluster MTBF (3.05 h); the MTBF chart's measured
    // Llama 3 405B diamond (3.09 h) hid with it, but its label "Llama 3 405B" stayed where the
    // diamond would be, in the hour range of the answer.
    window->resize(1280, 720);
    ASSERT_TRUE(window->openLesson(QStringLiteral("model-vs-world")));
    QCoreApplication::processEvents();
    auto *mtbf = window->view(QStringLiteral("reliability"))
                     ->findChild<PlotView *>(QStringLiteral("mtbfPlot"));
    ASSERT_NE(mtbf, nullptr);
    ASSERT_TRUE(mtbf->isVisible());
    mtbf->flushLayout();
    const auto labelShown = [mtbf](const QString &text) {
        for (QGraphicsItem *item : mtbf->scene()->items()) {
            if (!item->isVisible())
                continue;
            if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item);
                rich && rich->toPlainText().contains(text))
                return true;
            if (auto *plain = dynamic_cast<QGraphicsSimpleTextItem *>(item);
                plain && plain->text().contains(text))
                return true;
        }
        return false;
    };
    EXPECT_FALSE(labelShown(QStringLiteral("Llama 3 405B")));
    auto *field = static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")))
                      ->mtbfFieldData();
    EXPECT_TRUE(field->areLabelsConcealed());
    ASSERT_TRUE(player()->revealAnswer());
    QCoreApplication::processEvents();
    EXPECT_FALSE(field->areLabelsConcealed());
}

TEST_F(LessonWindow, WorksInPresentationModeAt1280x720)
{
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    ASSERT_TRUE(window->openLesson(QStringLiteral("amdahl-ceiling")));
    QCoreApplication::processEvents();
    EXPECT_TRUE(player()->isVisible());
    EXPECT_LE(window->minimumSizeHint().width(), 1280);
    // The question and, once revealed, the answer and explanation in large type.
    auto *text = player()->findChild<QLabel *>(QStringLiteral("lessonText"));
    ASSERT_NE(text, nullptr);
    EXPECT_DOUBLE_EQ(text->font().pointSizeF(),
                     player()->font().pointSizeF() * LessonPlayer::kPresentationTextScale);
    key(Qt::Key_PageDown);
    EXPECT_EQ(player()->stepIndex(), 1);
    EXPECT_TRUE(player()->revealAnswer());
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("8×")));
    window->presentation()->setActive(false);
    EXPECT_DOUBLE_EQ(text->font().pointSizeF(), player()->font().pointSizeF());
}

TEST_F(LessonWindow, RevealingMovesNoChartAt1280x720)
{
    // The answer and the explanation appear in room kept for them: the charts do not shrink
    // or shift under the class's eyes (their ticks and labels would jump), in presentation
    // mode and out of it, for every step of every built-in lesson.
    window->resize(1280, 720);
    auto chartPlaces = [this] {
        for (int i = 0; i < 3; ++i) // layouts settle in a few passes (wrapped labels)
            QCoreApplication::processEvents();
        std::vector<QRect> out;
        for (QChartView *chart : window->findChildren<QChartView *>()) {
            if (chart->isVisible())
                out.emplace_back(chart->mapTo(window.get(), QPoint(0, 0)), chart->size());
        }
        return out;
    };
    for (bool presenting : {true, false}) {
        window->presentation()->setActive(presenting, /*fullScreen=*/false);
        for (const BuiltinLesson &b : builtinLessons()) {
            ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
            for (size_t i = 0; i < player()->lesson().steps.size(); ++i) {
                const std::vector<QRect> before = chartPlaces();
                // Long choices wrap: the window never needs more than the projector's screen.
                EXPECT_LE(window->minimumSizeHint().width(), 1280) << b.id.toStdString();
                EXPECT_LE(window->minimumSizeHint().height(), 720)
                    << b.id.toStdString() << " step " << i + 1 << ": the lesson bar needs "
                    << player()->minimumSizeHint().height() << " px, the view "
                    << window->tabs()->currentWidget()->minimumSizeHint().height()
                    << " px; the tallest view needs " << [this] {
                           QString all;
                           for (ExplorerView *v : window->views())
                               all += QStringLiteral(" %1 %2").arg(v->id()).arg(
                                   v->minimumSizeHint().height());
                           return all.toStdString();
                       }();
                // Presenting, every question is answered wrongly: the longest verdict ("Not
                // quite: …"), which the room is kept for, and a number 1000× the answer (its
                // value and the prediction beside it take more lines than the "?").
                const LessonStep &step = player()->lesson().steps[i];
                if (presenting && step.question->kind == LessonQuestion::Kind::Choice) {
                    ASSERT_TRUE(player()->choose(step.question->answer == 0 ? 1 : 0));
                    ASSERT_TRUE(player()->reveal());
                    EXPECT_TRUE(player()->feedback().startsWith(QStringLiteral("Not quite")));
                } else if (presenting && step.question->kind == LessonQuestion::Kind::Number) {
                    const std::optional<Readout> answer = lessonAnswer(step);
                    ASSERT_TRUE(answer.has_value()) << b.id.toStdString();
                    const std::optional<Quantity> value = leadingQuantity(answer->value);
                    ASSERT_TRUE(value.has_value()) << answer->value.toStdString();
                    QuestionBox *box = window->view(step.view)->readoutPanel()->questionBox();
                    ASSERT_TRUE(box->commit(value->value * 1000));
                    ASSERT_TRUE(player()->reveal());
                } else {
                    ASSERT_TRUE(player()->revealAnswer());
                }
                EXPECT_EQ(chartPlaces(), before)
                    << b.id.toStdString() << " step " << i + 1 << (presenting ? " presenting" : "");
                key(Qt::Key_PageDown);
            }
            player()->stop();
        }
    }
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, PageDownMovesNoChartAndAChoicesAnswerStaysShownPresenting)
{
    // The bar keeps one height for the whole lesson: a step with choices (or without the
    // "Held still" line) after one without them moves no chart of a view the class sees
    // again. And the readout a choice is about shows its value at the reveal, headline or
    // not: it does not fold away at the moment it is given.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    // Where the charts' tops are: the bar above them sets that (the readouts beside them, with
    // other values in another step, may take other widths).
    auto chartTops = [this] {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        std::vector<int> out;
        for (QChartView *chart : window->findChildren<QChartView *>()) {
            if (!chart->isVisible())
                continue;
            out.push_back(chart->mapTo(window.get(), QPoint(0, 0)).y());
        }
        return out;
    };
    // Where the bar charts' plots start inside them: their value labels widening ("5000" →
    // "20000" ms, tensor-boundary 1 → 2) moved them aside, the hidden labels' width a hint too.
    // (Within a pixel: the margin that keeps the labels' room is whole pixels, a label's width
    // is not.)
    auto plotLefts = [this] {
        std::vector<double> out;
        for (BarPlot *chart : window->findChildren<BarPlot *>()) {
            if (chart->isVisible())
                out.push_back(chart->chart()->plotArea().left());
        }
        return out;
    };
    auto near = [](const std::vector<double> &a, const std::vector<double> &b) {
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(),
                          [](double x, double y) { return std::abs(x - y) <= 1; });
    };
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        QString lastView;
        QStringList lastCharts; // the charts the step chose: a new choice moves them
        std::vector<int> lastPlaces;
        std::vector<double> lastLefts;
        for (size_t i = 0; i < player()->lesson().steps.size(); ++i) {
            const LessonStep &step = player()->lesson().steps[i];
            const std::vector<int> places = chartTops();
            const std::vector<double> lefts = plotLefts();
            if (step.view == lastView && step.charts == lastCharts) {
                EXPECT_EQ(places, lastPlaces) << b.id.toStdString() << " step " << i + 1;
                EXPECT_TRUE(near(lefts, lastLefts))
                    << b.id.toStdString() << " step " << i + 1 << ": a bar chart's plot moved";
            }
            ASSERT_TRUE(player()->revealAnswer()) << b.id.toStdString() << " step " << i + 1;
            if (step.question && step.question->kind == LessonQuestion::Kind::Choice) {
                const std::optional<Readout> answer = lessonAnswer(step);
                ASSERT_TRUE(answer.has_value()) << b.id.toStdString();
                ReadoutPanel *panel = window->view(step.view)->readoutPanel();
                QLabel *value = panel->valueLabel(answer->title);
                ASSERT_NE(value, nullptr) << answer->title.toStdString();
                EXPECT_TRUE(value->isVisibleTo(panel))
                    << b.id.toStdString() << " step " << i + 1 << ": "
                    << answer->title.toStdString() << " folded away at the reveal";
            }
            lastView = step.view;
            lastCharts = step.charts;
            lastPlaces = chartTops();
            lastLefts = plotLefts();
            key(Qt::Key_PageDown);
        }
        player()->stop();
    }
    window->presentation()->setActive(false);
}

/// The lesson window in Chinese (its readouts take more room).
class ChineseLessonWindow : public ChineseWindow
{
};

TEST_F(ChineseLessonWindow, PageDownMovesNoChartSidewaysPresentingAt1280x720)
{
    // littles-law in Chinese: step 1's four readouts left the side column narrower than step
    // 2's five, and the charts beside it widened and narrowed on Page Down. Every chart of a
    // view shown again keeps its left edge and width, in every built-in lesson; and the window
    // stays the screen's height (racks-liquid's choice step grew it for good: its bar's least
    // height counted the choices' row and the room they share for a moment).
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    LessonPlayer *player = window->lessonPlayer();
    auto chartPlaces = [this] {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        QString out; // each chart's left edge and width
        for (QChartView *chart : window->findChildren<QChartView *>()) {
            if (chart->isVisible())
                out += QStringLiteral(" %1 px wide at x = %2")
                           .arg(chart->width())
                           .arg(chart->mapTo(window.get(), QPoint(0, 0)).x());
        }
        return out.toStdString();
    };
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        QString lastView;
        QStringList lastCharts;
        std::string lastPlaces;
        for (size_t i = 0; i < player->lesson().steps.size(); ++i) {
            const LessonStep &step = player->lesson().steps[i];
            const std::string places = chartPlaces();
            if (step.view == lastView && step.charts == lastCharts) {
                EXPECT_EQ(places, lastPlaces) << b.id.toStdString() << " step " << i + 1;
            }
            EXPECT_LE(window->height(), 720) << b.id.toStdString() << " step " << i + 1;
            player->revealAnswer();
            lastView = step.view;
            lastCharts = step.charts;
            lastPlaces = chartPlaces();
            QTest::keyClick(window.get(), Qt::Key_PageDown);
        }
        player->stop();
    }
    window->presentation()->setActive(false);
}

TEST_F(LessonWindow, TheModelNotesKeepThePresentationSizeWhenTheirNoteGoes)
{
    // model-vs-world, presenting: step 2's note on the Utilization view ("Scaling efficiency
    // is extrapolated …") goes at step 3, and the notes came back at the desktop size (9 pt
    // under a 10.8 pt window), 4 px shorter: every chart above them moved.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    ASSERT_TRUE(window->openLesson(QStringLiteral("model-vs-world")));
    auto *notes = window->view(QStringLiteral("utilization"))
                      ->findChild<QLabel *>(QStringLiteral("modelNotes"));
    ASSERT_NE(notes, nullptr);
    bool hadNote = false;
    for (size_t i = 0; i < player()->lesson().steps.size(); ++i) {
        QCoreApplication::processEvents();
        hadNote = hadNote || !notes->text().isEmpty();
        EXPECT_EQ(notes->font().pointSizeF(), notes->parentWidget()->font().pointSizeF())
            << "step " << i + 1;
        key(Qt::Key_PageDown);
    }
    EXPECT_TRUE(hadNote);
    EXPECT_TRUE(notes->text().isEmpty()) << "the last step's scenario has no note";
    window->presentation()->setActive(false);
    QCoreApplication::processEvents();
    EXPECT_EQ(notes->font().pointSizeF(), notes->parentWidget()->font().pointSizeF())
        << "back on the desktop";
}

TEST_F(ChineseLessonWindow, LittlesLawsRevealedFleetIsNoLongerAQuestionMark)
{
    // littles-law step 2, revealed in Chinese: "推理服务加速器数 8" in the readouts, and the
    // seat map still said "? 个副本 · ? 个加速器" (step 3's TPOT withholds the load only).
    ASSERT_TRUE(window->openLesson(QStringLiteral("littles-law")));
    LessonPlayer *player = window->lessonPlayer();
    ASSERT_TRUE(player->goTo(1));
    ASSERT_TRUE(player->revealAnswer());
    QCoreApplication::processEvents();
    auto *seats = window->view(QStringLiteral("serving"))->findChild<SeatMap *>();
    ASSERT_NE(seats, nullptr);
    EXPECT_EQ(seats->headline(), QStringLiteral("2 个副本 · 8 个加速器"));
    EXPECT_FALSE(seats->sumText().contains(QLatin1Char('?'))) << seats->sumText().toStdString();
    EXPECT_TRUE(seats->sumText().endsWith(QStringLiteral("8 个加速器")))
        << seats->sumText().toStdString();
}

TEST_F(ChineseLessonWindow, TheTensorGroupAcrossTheBoundaryShowsBothItsNodes)
{
    // tensor-boundary step 2 in Chinese, presenting at 1280 × 720 with the live controls: t =
    // 16 crosses the node, and the picture (400 × 250 px there) drew one node of the two: its
    // caption takes six lines, and the room was counted with a gap under the last node. The
    // crossing is the step's point. The same picture, in the presentation's font.
    ASSERT_TRUE(window->openLesson(QStringLiteral("tensor-boundary")));
    LessonPlayer *player = window->lessonPlayer();
    ASSERT_TRUE(player->goTo(1));
    const NodeMapLayout shown =
        window->view(QStringLiteral("layout"))->findChild<NodeMap *>()->layoutShown();
    player->stop();
    NodeMap nodes;
    nodes.setLayoutToShow(shown);
    ASSERT_TRUE(nodes.tensorCrossesNodes());
    QFont font = nodes.font();
    font.setPointSizeF(10.8); // presenting
    nodes.setFont(font);
    nodes.resize(400, 250);
    nodes.grab();
    ASSERT_GE(nodes.nodesShown(), 2);
    EXPECT_GE(nodes.nodesDrawn(), 2) << nodes.caption().toStdString();
}

TEST_F(ChineseLessonWindow, TheRevealMovesNoReadoutInAScrolledSideColumn)
{
    // decode-memory-bound step 2 in Chinese, presenting at 1280 × 720: the side column is
    // scrolled to keep the prediction box in sight. At the reveal the box dropped its verdict
    // row (the bar says the verdict), the column got shorter, its scroll went from 25 to 7 px
    // and every readout moved down. The row keeps its room; the scroll stays, the box in sight.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    LessonPlayer *player = window->lessonPlayer();
    ASSERT_TRUE(player->goTo(1));
    ExplorerView *view = window->view(QStringLiteral("roofline"));
    QScrollBar *scroll = view->sideColumn()->verticalScrollBar();
    QuestionBox *box = view->readoutPanel()->questionBox();
    auto settle = [] {
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
    };
    settle();
    const int before = scroll->value();
    ASSERT_TRUE(player->revealAnswer());
    settle();
    EXPECT_EQ(scroll->value(), before);
    const QWidget *viewport = view->sideColumn()->viewport();
    EXPECT_LE(box->mapTo(viewport, QPoint(0, box->height())).y(), viewport->height());
    player->stop();
    window->presentation()->setActive(false);
}

TEST_F(ChineseLessonWindow, TheControlsHeldStillAreListedAsChineseListsAre)
{
    // decode-memory-bound step 1 holds two controls: "模型参数量、每参数字节数", not
    // "模型参数量, 每参数字节数" with a Latin comma.
    ASSERT_TRUE(window->openLesson(QStringLiteral("decode-memory-bound")));
    QCoreApplication::processEvents();
    auto *locks = window->lessonPlayer()->findChild<QLabel *>(QStringLiteral("lessonLocks"));
    ASSERT_NE(locks, nullptr);
    EXPECT_TRUE(locks->text().contains(QStringLiteral("、"))) << locks->text().toStdString();
    EXPECT_FALSE(locks->text().contains(QLatin1Char(','))) << locks->text().toStdString();
}

/// Plays every built-in lesson presenting at 1280 × 720: each number question's prediction box
/// is in sight, before and after its reveal, and no readout is cut by the column's top edge.
void expectThePredictionBoxInSight(MainWindow *window)
{
    // nvlink-infiniband in Chinese: five readouts above the prediction box pushed its number
    // box below the screen's edge. The side column scrolls to it when a question opens.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        LessonPlayer *player = window->lessonPlayer();
        for (size_t i = 0; i < player->lesson().steps.size(); ++i) {
            for (int pass = 0; pass < 8; ++pass)
                QCoreApplication::processEvents();
            const LessonStep &step = player->lesson().steps[i];
            if (step.question && step.question->kind == LessonQuestion::Kind::Number) {
                ExplorerView *view = window->view(step.view);
                QuestionBox *box = view->readoutPanel()->questionBox();
                ASSERT_TRUE(box->isVisible()) << b.id.toStdString() << " step " << i + 1;
                QWidget *viewport = view->sideColumn()->viewport();
                const QRect shown(box->mapTo(viewport, QPoint(0, 0)), box->size());
                EXPECT_TRUE(viewport->rect().contains(shown))
                    << b.id.toStdString() << " step " << i + 1 << ": the prediction box at "
                    << shown.y() << "–" << shown.bottom() << " px, the column's view "
                    << viewport->height() << " px high (scrolled "
                    << view->sideColumn()->verticalScrollBar()->value() << " of "
                    << view->sideColumn()->verticalScrollBar()->maximum() << ")";
                // Scrolled, the column's top edge cuts no readout through: "16 MB" showed
                // half its glyphs above nvlink step 1's first "?". Nor after the reveal: the
                // room kept under the box went with the question, and the column, scrolled
                // back by as much, cut Chinese step 3's ring AllReduce at its top.
                auto expectNoneCut = [&](const char *when) {
                    for (QLabel *label : view->readoutPanel()->findChildren<QLabel *>()) {
                        if (!label->isVisible() ||
                            (label->objectName() != QStringLiteral("readoutTitle") &&
                             label->objectName() != QStringLiteral("readoutValue")))
                            continue;
                        const QRect at(label->mapTo(viewport, QPoint(0, 0)), label->size());
                        EXPECT_FALSE(at.top() < 0 && at.bottom() > 0)
                            << b.id.toStdString() << " step " << i + 1 << " " << when << ": \""
                            << label->text().toStdString() << "\" cut at the column's top ("
                            << at.top() << "–" << at.bottom() << " px)";
                    }
                };
                expectNoneCut("asked");
                // Revealed, the box (its buttons) stays in sight: the verdict is the bar's.
                ASSERT_TRUE(player->revealAnswer());
                for (int pass = 0; pass < 8; ++pass)
                    QCoreApplication::processEvents();
                const QRect after(box->mapTo(viewport, QPoint(0, 0)), box->size());
                EXPECT_TRUE(viewport->rect().contains(after))
                    << b.id.toStdString() << " step " << i + 1 << " revealed: the box at "
                    << after.y() << "–" << after.bottom() << " px of " << viewport->height();
                expectNoneCut("revealed");
            }
            QTest::keyClick(window, Qt::Key_PageDown);
        }
        player->stop();
    }
    window->presentation()->setActive(false);
}

TEST_F(ChineseLessonWindow, ThePredictionBoxIsInSightPresentingAt1280x720)
{
    expectThePredictionBoxInSight(window.get());
}

TEST_F(LessonWindow, ThePredictionBoxIsInSightPresentingAt1280x720)
{
    // In English too: nvlink step 1's "16 MB" stood cut at the top of the column.
    expectThePredictionBoxInSight(window.get());
}

TEST_F(ChineseLessonWindow, NoSpaceAfterAChineseFullStopInTheBarOrUnderTheNodes)
{
    // "正确（误差在 10 % 以内）。 答案" in the bar, "t · p = 8。 每个张量组" under the node
    // picture: Chinese sets no space after its full-width punctuation.
    window->resize(1280, 720);
    window->presentation()->setActive(true, /*fullScreen=*/false);
    int captions = 0;
    for (const BuiltinLesson &b : builtinLessons()) {
        ASSERT_TRUE(window->openLesson(b.id)) << b.id.toStdString();
        LessonPlayer *player = window->lessonPlayer();
        for (size_t i = 0; i < player->lesson().steps.size(); ++i) {
            const std::string step = b.id.toStdString() + " step " + std::to_string(i + 1);
            if (player->revealAnswer()) {
                EXPECT_FALSE(player->feedback().contains(QStringLiteral("。 ")))
                    << step << ": " << player->feedback().toStdString();
            }
            if (auto *layout = qobject_cast<LayoutView *>(window->tabs()->currentWidget())) {
                ++captions;
                EXPECT_FALSE(layout->nodeMap()->caption().contains(QStringLiteral("。 ")))
                    << step << ": " << layout->nodeMap()->caption().toStdString();
            }
            QTest::keyClick(window.get(), Qt::Key_PageDown);
        }
        player->stop();
    }
    window->presentation()->setActive(false);
    EXPECT_GT(captions, 3);
}

TEST_F(LessonWindow, AChartLabelSaysWhatItsReadoutShows)
{
    // Amdahl's ceiling, step 3 at 1,024 GPUs: the ceiling (8.0×, revealed a step before) shows
    // in the readouts, and its line's label says the same, though the hidden speedup (7.9×)
    // rounds to it.
    ASSERT_TRUE(window->openLesson(QStringLiteral("amdahl-ceiling")));
    ASSERT_TRUE(player()->goTo(2));
    QCoreApplication::processEvents();
    ExplorerView *scaling = window->view(QStringLiteral("scaling"));
    ReadoutPanel *panel = scaling->readoutPanel();
    QString ceiling;
    for (const Readout &r : panel->readouts()) {
        if (isReadoutNamed(r.title, QStringLiteral("Amdahl ceiling")))
            ceiling = panel->value(r.title);
    }
    ASSERT_EQ(ceiling, QStringLiteral("8.0×"));
    QStringList labels;
    for (PlotView *plot : scaling->plots()) {
        plot->flushLayout();
        for (QGraphicsItem *item : plot->scene()->items()) {
            if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item); rich && item->isVisible())
                labels << rich->toPlainText();
            else if (auto *plain = dynamic_cast<QGraphicsSimpleTextItem *>(item);
                     plain && item->isVisible())
                labels << plain->text();
        }
    }
    EXPECT_TRUE(labels.contains(QStringLiteral("Amdahl ceiling 1/s = 8.0×")))
        << labels.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(labels.filter(QStringLiteral("1/s = ?")).isEmpty());
    player()->stop();
}

TEST_F(LessonWindow, VisitedStepsSaveAsALessonThatReadsBack)
{
    ASSERT_TRUE(window->openLesson(QStringLiteral("amdahl-ceiling")));
    key(Qt::Key_PageDown);
    key(Qt::Key_PageDown);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    window->showView(QStringLiteral("utilization"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("class.json"));
    ASSERT_TRUE(window->saveStepsAsLesson(path));
    const Lesson saved = loadLessonFile(path, document->catalog());
    // Step 1 (32 GPUs), step 3 (1,024: step 2 showed the same scenario), then 4,096 typed on
    // the scaling view, then the utilization view shown: a step of its own.
    QFile written(path);
    EXPECT_TRUE(written.open(QIODevice::ReadOnly));
    ASSERT_EQ(saved.steps.size(), 4u) << written.readAll().toStdString();
    EXPECT_EQ(saved.title, QStringLiteral("Amdahl's ceiling"));
    EXPECT_EQ(saved.steps[0].scenario.cluster.accelerators, 32);
    EXPECT_EQ(saved.steps[1].scenario.cluster.accelerators, 1024);
    EXPECT_EQ(saved.steps[2].scenario, document->scenario());
    EXPECT_EQ(saved.steps[2].view, QStringLiteral("scaling"));
    EXPECT_EQ(saved.steps[2].title, QStringLiteral("Scaling: Cluster size"));
    EXPECT_EQ(saved.steps[3].scenario, document->scenario());
    EXPECT_EQ(saved.steps[3].view, QStringLiteral("utilization"));
}

TEST_F(LessonWindow, SavedStepsAreTheOnesMeantTitledByTheirTopic)
{
    // A lecturer on the Communication view turns the fabric picker with the mouse wheel over
    // eight values and back with Ctrl+Z, then sets the cluster size: the picker's values and
    // their undo are no steps; the lesson is titled after what was shown, not the hardware.
    // The view the window opened on (Roofline), never worked on, is no step either; the save
    // dialog proposes the title as the file's name.
    window->showView(QStringLiteral("communication"));
    QCoreApplication::processEvents();
    QComboBox *fabric = window->fleetPanel()->interNodePicker();
    fabric->setFocus();
    fabric->setCurrentIndex(0);
    const QPoint centre = fabric->rect().center();
    int turned = 0;
    for (int i = 0; i < 8; ++i) {
        const QString before = fabric->currentText();
        QWheelEvent wheel(centre, fabric->mapToGlobal(centre), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(fabric, &wheel);
        QCoreApplication::processEvents();
        turned += fabric->currentText() != before;
    }
    ASSERT_GE(turned, 3) << "the wheel did not turn the focused picker";
    const std::vector<VisitedStep> &afterWheel = window->visitedSteps();
    ASSERT_EQ(afterWheel.size(), 2u); // Communication, the fabric
    EXPECT_EQ(afterWheel.front().view, QStringLiteral("communication"));
    EXPECT_EQ(afterWheel.back().scenario, document->scenario());
    for (int i = 0; i < turned; ++i)
        key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(document->scenario().interNodeLink.id, "infiniband-ndr");
    EXPECT_EQ(window->visitedSteps().size(), 1u);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    ASSERT_EQ(window->visitedSteps().size(), 2u);
    EXPECT_EQ(window->visitedSteps().back().scenario.cluster.accelerators, 8192);
    EXPECT_EQ(window->visitedTopic(), QStringLiteral("Communication: Cluster size"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QString proposed;
    Prompts prompts = Prompts::dialogs();
    prompts.fileName = [&proposed, &path](QWidget *, const QString &, const QString &directory,
                                          const QString &, bool save) {
        EXPECT_TRUE(save);
        proposed = directory;
        return path;
    };
    window->setPrompts(prompts);
    ASSERT_TRUE(window->saveStepsAsLesson());
    EXPECT_EQ(QFileInfo(proposed).fileName(), QStringLiteral("communication-cluster-size.json"))
        << proposed.toStdString();
    const Lesson saved = loadLessonFile(path, document->catalog());
    EXPECT_EQ(saved.title, QStringLiteral("Communication: Cluster size"));
    ASSERT_EQ(saved.steps.size(), 2u);
    EXPECT_EQ(saved.steps[0].title, QStringLiteral("Communication"));
    EXPECT_EQ(saved.steps[0].view, QStringLiteral("communication"));
    EXPECT_EQ(saved.steps[1].title, QStringLiteral("Communication: Cluster size"));
}

TEST(SavedLessonFileName, IsTheTitlesLettersAndDigitsJoinedByDashes)
{
    EXPECT_EQ(MainWindow::fileStem(QStringLiteral("Amdahl's ceiling"), QStringLiteral("lesson")),
              QStringLiteral("Amdahl-s-ceiling"));
    EXPECT_EQ(MainWindow::fileStem(QStringLiteral("Roofline, Communication: Cluster size"),
                                   QStringLiteral("lesson")),
              QStringLiteral("Roofline-Communication-Cluster-size"));
    EXPECT_EQ(MainWindow::fileStem(QStringLiteral("节点边界决定张量并行放在哪里"),
                                   QStringLiteral("lesson")),
              QStringLiteral("节点边界决定张量并行放在哪里"));
    EXPECT_EQ(MainWindow::fileStem(QStringLiteral(" (.hidden) "), QStringLiteral("lesson")),
              QStringLiteral("hidden"));
    EXPECT_EQ(MainWindow::fileStem(QStringLiteral("?!"), QStringLiteral("lesson")),
              QStringLiteral("lesson"));
}

TEST_F(LessonWindow, AtALessonsEndNextGoesOnToTheNextLesson)
{
    const std::vector<BuiltinLesson> all = builtinLessons();
    ASSERT_GE(all.size(), 2u);
    EXPECT_EQ(window->nextLessonId(), all[0].id); // none opened yet: the first
    ASSERT_TRUE(window->openLesson(all[0].id));
    EXPECT_EQ(window->nextLessonId(), all[1].id);
    auto *next = player()->findChild<QPushButton *>(QStringLiteral("lessonNext"));
    ASSERT_NE(next, nullptr);
    const int width = next->width();
    ASSERT_TRUE(player()->goTo(int(player()->lesson().steps.size()) - 1));
    EXPECT_FALSE(next->isEnabled()); // the last step, not answered yet
    ASSERT_TRUE(player()->revealAnswer());
    EXPECT_TRUE(next->isEnabled());
    EXPECT_EQ(next->text(), QStringLiteral("Next lesson ▶"));
    EXPECT_EQ(next->width(), width); // its room was kept: nothing moves
    key(Qt::Key_PageDown);           // a clicker pressed once too often does not leave the lesson
    EXPECT_EQ(player()->lesson().title, all[0].title);
    next->click();
    EXPECT_EQ(player()->lesson().title, all[1].title);
    EXPECT_EQ(player()->stepIndex(), 0);
    EXPECT_EQ(next->text(), QStringLiteral("Next ▶"));
    // The last built-in leads nowhere; nor does a lesson file.
    ASSERT_TRUE(window->openLesson(all.back().id));
    ASSERT_TRUE(player()->goTo(int(player()->lesson().steps.size()) - 1));
    ASSERT_TRUE(player()->revealAnswer());
    EXPECT_FALSE(next->isEnabled());
    EXPECT_TRUE(window->nextLessonId().isEmpty());
}

TEST_F(LessonWindow, StepsAreNoEditsOfTheUsersScenario)
{
    // A clean scenario stays clean through a whole lesson: nothing to save when closing.
    const Scenario start = document->scenario();
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    for (int i = 0; i < 3; ++i) {
        key(Qt::Key_PageDown);
        EXPECT_FALSE(document->isModified()) << "step " << i + 2;
        EXPECT_FALSE(window->isWindowModified());
    }
    EXPECT_EQ(document->scenario().cluster.accelerators, 100000);
    EXPECT_EQ(document->undoStack()->count(), 0); // no step is an undo step
    player()->stop();
    EXPECT_EQ(document->scenario(), start);
    EXPECT_FALSE(document->isModified());
    EXPECT_EQ(document->undoStack()->count(), 0);
    window->close();
    EXPECT_EQ(asked, 0);
}

TEST_F(LessonWindow, TheUsersWorkAndHistoryComeBackWhenTheLessonCloses)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    type(window->fleetPanel()->clusterSize(), QStringLiteral("2048"));
    const Scenario mine = document->scenario();
    QUndoStack *history = document->undoStack();
    ASSERT_EQ(history->count(), 2);
    ASSERT_TRUE(document->isModified());
    const QString undoText = history->undoText();

    ASSERT_TRUE(window->openLesson(QStringLiteral("amdahl-ceiling")));
    EXPECT_EQ(asked, 0); // nothing is lost, so nothing is asked
    EXPECT_EQ(document->scenario().cluster.accelerators, 32);
    EXPECT_EQ(document->userScenario(), mine);
    // An edit in a step is undone within the step, never into the user's history.
    key(Qt::Key_PageDown);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("64"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 64);
    window->findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    EXPECT_EQ(document->scenario().cluster.accelerators, 32);
    window->findChild<QAction *>(QStringLiteral("undoAction"))->trigger(); // nothing more
    EXPECT_EQ(document->scenario().cluster.accelerators, 32);
    EXPECT_TRUE(document->isModified()); // the user's own changes, still unsaved

    player()->findChild<QPushButton *>(QStringLiteral("lessonClose"))->click();
    EXPECT_FALSE(player()->isActive());
    EXPECT_EQ(document->scenario(), mine);
    EXPECT_EQ(document->undoStack(), history);
    EXPECT_EQ(history->count(), 2);
    EXPECT_EQ(history->index(), 2);
    EXPECT_EQ(history->undoText(), undoText);
    window->findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
}

TEST_F(LessonWindow, SavingDuringALessonSavesTheUsersScenario)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    ASSERT_TRUE(window->openLesson(QStringLiteral("racks-liquid")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    document->save(path);
    EXPECT_FALSE(document->isModified());
    ScenarioDocument reread(document->catalog());
    reread.open(path);
    EXPECT_EQ(reread.scenario().cluster.accelerators, 4096);
    // Opening a file ends the lesson: the file is the user's scenario now.
    document->open(path);
    EXPECT_FALSE(player()->isActive());
    EXPECT_FALSE(player()->isVisible());
    EXPECT_FALSE(document->isInLesson());
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
}

TEST_F(LessonWindow, ALessonSpeaksChineseWhenTheInterfaceDoes)
{
    QTranslator chinese;
    ASSERT_TRUE(chinese.load(QStringLiteral(":/i18n/fleet_zh_CN.qm")));
    QCoreApplication::installTranslator(&chinese);
    EXPECT_EQ(lessonLanguage(), QStringLiteral("zh_CN"));
    ASSERT_TRUE(window->openLesson(QStringLiteral("mtbf-collapse")));
    EXPECT_TRUE(player()->lesson().title.startsWith(QStringLiteral("MTBF 随 N 崩塌")));
    auto *text = player()->findChild<QLabel *>(QStringLiteral("lessonText"));
    ASSERT_NE(text, nullptr);
    EXPECT_TRUE(plainText(text->text()).startsWith(QStringLiteral("每块 GPU 平均 50,000 小时")))
        << text->text().toStdString();
    EXPECT_EQ(player()->stepText(), plainText(text->text()));
    // Shown with its words whole where it wraps: "平均", "小时", "50,000 小时" hold together.
    EXPECT_EQ(text->text(), keepTermsWhole(player()->stepText()));
    EXPECT_TRUE(text->text().contains(QStringLiteral("平\u2060均"))) << text->text().toStdString();
    EXPECT_TRUE(text->text().contains(QStringLiteral("50,000\u00a0小\u2060时")))
        << text->text().toStdString();
    auto *heading = player()->findChild<QLabel *>(QStringLiteral("lessonHeading"));
    ASSERT_NE(heading, nullptr);
    EXPECT_EQ(heading->text(), keepTermsWhole(plainText(heading->text()))
                                   .replace(QStringLiteral(" · "), QStringLiteral("\u00A0· ")));
    ASSERT_TRUE(player()->revealAnswer());
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("大约每八天一次")))
        << player()->feedback().toStdString();
    // The verdict and the answer join with no space after the Chinese full stop ("。 答案").
    EXPECT_TRUE(player()->feedback().contains(QStringLiteral("。答案")))
        << player()->feedback().toStdString();
    EXPECT_FALSE(player()->feedback().contains(QStringLiteral("。 ")))
        << player()->feedback().toStdString();
    EXPECT_EQ(text->text(), keepTermsWhole(player()->feedback()));
    ASSERT_TRUE(window->openLesson(QStringLiteral("racks-liquid")));
    key(Qt::Key_PageDown);
    auto *liquid = player()->findChild<QPushButton *>(QStringLiteral("lessonChoice1"));
    ASSERT_NE(liquid, nullptr);
    EXPECT_TRUE(liquid->text().contains(QStringLiteral("需要液冷")));
    player()->stop();
    QCoreApplication::removeTranslator(&chinese);
    EXPECT_EQ(lessonLanguage(), QStringLiteral("en"));
}

TEST_F(LessonWindow, BadLessonFileOnTheCommandLineExitsTwoNamingKeyAndReason)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"lesson": {"title": "x"}, "steps": [{"title": "t", "text": "x",
              "scenario": {}, "ask": {"kind": "number", "readout": "Ridge point",
              "tolerance": 2}, "explanation": "e"}]})");
    f.close();
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEET_EXPLORER_BIN), {QStringLiteral("--lesson"), path});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    EXPECT_TRUE(
        err.startsWith(QStringLiteral("fleet-explorer: %1: steps[0].ask.tolerance: ").arg(path)))
        << err.toStdString();
    EXPECT_FALSE(err.contains(QLatin1Char('\n'))) << err.toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().isEmpty());
}

} // namespace
} // namespace fleet
