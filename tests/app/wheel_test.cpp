// The mouse wheel over the window's inputs: it scrolls the panel it is over, and a combo box,
// spin box or slider takes it only while it has the keyboard focus (issue 29: one notch over
// "Peak (dense)" made 989 → 979 TFLOP/s, one over "Scaling efficiency from" switched the model).
#include "../qtprinters.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "wheelguard.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

#include <gtest/gtest.h>

#include "windowfixture.h"

namespace fleet {
namespace {

/// One notch of a mouse wheel over the middle of `widget`, as the X server delivers it
/// (spontaneous events are what Xvfb makes; sendEvent takes the same route through
/// QApplication::notify, which passes an ignored wheel event on to the parent).
void turnWheel(QWidget *widget, int notches)
{
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
    QCoreApplication::processEvents();
}

/// The guarded controls (combo boxes, spin boxes, sliders; not scroll bars) under `root`.
std::vector<QWidget *> guardedControls(QWidget *root)
{
    std::vector<QWidget *> out;
    for (QWidget *w : root->findChildren<QWidget *>())
        if (isWheelGuarded(w) && w->isEnabled())
            out.push_back(w);
    return out;
}

TEST_F(Window, WheelOverUnfocusedInputsLeavesTheScenarioUnchanged)
{
    const QByteArray before = serializeScenario(document->scenario());
    std::vector<QWidget *> roots{window->fleetPanel()};
    for (ExplorerView *view : window->views()) {
        window->showView(view->id());
        QCoreApplication::processEvents();
        roots.push_back(view->sideColumn()->widget());
    }
    int turned = 0;
    for (QWidget *root : roots) {
        for (QWidget *control : guardedControls(root)) {
            if (QWidget *focused = QApplication::focusWidget())
                focused->clearFocus();
            ASSERT_FALSE(control->hasFocus());
            // One notch up and two down: a step either way, and past the first item of a list.
            turnWheel(control, 1);
            turnWheel(control, -2);
            EXPECT_FALSE(control->hasFocus()) << control->objectName().toStdString();
            // A wheel turn gives no focus (the policy is no longer Qt::WheelFocus).
            EXPECT_NE(control->focusPolicy() & Qt::WheelFocus, Qt::WheelFocus)
                << control->objectName().toStdString();
            const QByteArray now = serializeScenario(document->scenario());
            EXPECT_EQ(now, before) << "the wheel over " << control->metaObject()->className() << " "
                                   << control->objectName().toStdString() << " in "
                                   << root->objectName().toStdString() << " changed the scenario";
            if (now != before)
                return;
            ++turned;
        }
    }
    // The fleet panel alone has the accelerator, precision and link pickers and the cluster size;
    // every view adds its own inputs.
    EXPECT_GT(turned, 40);
    EXPECT_FALSE(document->undoStack()->canUndo());
}

TEST_F(Window, WheelOverAnUnfocusedInputScrollsTheSideColumn)
{
    // Find a view whose side column overflows at this size, and turn the wheel down over the
    // first input in it: the column scrolls, the input keeps its value.
    window->resize(1280, 720);
    QCoreApplication::processEvents();
    bool scrolled = false;
    for (ExplorerView *view : window->views()) {
        window->showView(view->id());
        QCoreApplication::processEvents();
        QScrollBar *bar = view->sideColumn()->verticalScrollBar();
        const std::vector<QWidget *> controls = guardedControls(view->sideColumn()->widget());
        if (bar->maximum() == 0 || controls.empty())
            continue;
        bar->setValue(0);
        QWidget *control = nullptr;
        for (QWidget *c : controls)
            if (c->isVisible() && c->visibleRegion().boundingRect().contains(c->rect().center())) {
                control = c;
                break;
            }
        if (!control)
            continue;
        if (QWidget *focused = QApplication::focusWidget())
            focused->clearFocus();
        const QByteArray before = serializeScenario(document->scenario());
        turnWheel(control, -1);
        EXPECT_GT(bar->value(), 0) << view->id().toStdString();
        EXPECT_EQ(serializeScenario(document->scenario()), before);
        scrolled = true;
        break;
    }
    EXPECT_TRUE(scrolled) << "no side column overflowed at 1280x720";
}

TEST_F(Window, WheelOverAFocusedSpinBoxStillSteps)
{
    auto *peak =
        window->fleetPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("peak_flop_per_sSpin"));
    ASSERT_NE(peak, nullptr);
    window->activateWindow();
    peak->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(peak->hasFocus());
    const double before = peak->value();
    turnWheel(peak, 1);
    EXPECT_NE(peak->value(), before);
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Window, ThePowerViewsInputsStayUnderThePointerWhateverTheCoolingVerdictSays)
{
    // Issue 29: the cooling verdict and its detail wrap differently for air, liquid and
    // direct-to-chip; the side column's inputs must not move while a slider is dragged.
    window->showView(QStringLiteral("power"));
    QCoreApplication::processEvents();
    ExplorerView *power = window->view(QStringLiteral("power"));
    FieldControl *nodes = power->control(FieldId::NodesPerRack);
    ASSERT_NE(nodes, nullptr);
    const auto where = [&] {
        QCoreApplication::processEvents();
        power->refreshNow();
        QCoreApplication::processEvents();
        return QRect(nodes->mapTo(window.get(), QPoint()), nodes->size());
    };
    QStringList verdicts;
    // At 1280 × 720, and at the projector's font (1.4) and the largest (2.0) on 1920 × 1080,
    // where the texts wrap more.
    for (const auto &[scale, size] :
         {std::pair{1.0, QSize(1280, 720)}, std::pair{1.4, QSize(1920, 1080)},
          std::pair{2.0, QSize(1920, 1080)}}) {
        window->setFontScale(scale);
        window->resize(size);
        (void)where(); // the new font's layout settles
        const QRect first = where();
        for (int perRack : {1, 2, 4, 8, 16, 64, 3, 1}) {
            ASSERT_TRUE(document->setField(FieldId::NodesPerRack, perRack));
            EXPECT_EQ(where(), first) << perRack << " nodes per rack at font " << scale;
            const auto *verdict = power->findChild<QLabel *>(QStringLiteral("coolingVerdict"));
            ASSERT_NE(verdict, nullptr);
            if (!verdicts.contains(verdict->text()))
                verdicts << verdict->text();
        }
    }
    EXPECT_GE(verdicts.size(), 3) << verdicts.join(QStringLiteral(" | ")).toStdString();
}

} // namespace
} // namespace fleet
