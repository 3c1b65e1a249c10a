// WheelGuard (wheelguard.h): one application-wide event filter that passes a wheel turn over an
// unfocused combo box, spin box or slider on to the scroll area under it.
#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <QWidget>

namespace fleet {

namespace {

class WheelGuardFilter : public QObject
{
public:
    using QObject::QObject;

    static void strengthen(QWidget *widget)
    {
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!watched->isWidgetType())
            return false;
        auto *widget = static_cast<QWidget *>(watched);
        if (event->type() == QEvent::Polish && isWheelGuarded(widget)) {
            strengthen(widget);
            return false;
        }
        if (event->type() != QEvent::Wheel)
            return false;
        // The spin box's line edit passes the wheel to its spin box; judge the control itself.
        QWidget *control = widget;
        if (!isWheelGuarded(control) && control->parentWidget() &&
            qobject_cast<QAbstractSpinBox *>(control->parentWidget()))
            control = control->parentWidget();
        if (!isWheelGuarded(control) || control->hasFocus())
            return false;
        // The scroll area under the control scrolls instead. Sent to it here: QApplication
        // passes an ignored wheel event up to the parents only when it came from the window
        // system, not when a program (a test, an accessibility tool) sent it.
        for (QWidget *w = control->parentWidget(); w; w = w->parentWidget()) {
            auto *area = qobject_cast<QAbstractScrollArea *>(w);
            if (!area)
                continue;
            const auto *wheel = static_cast<QWheelEvent *>(event);
            QWheelEvent scroll(area->viewport()->mapFromGlobal(wheel->globalPosition()),
                               wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                               wheel->buttons(), wheel->modifiers(), wheel->phase(),
                               wheel->inverted(), wheel->source(), wheel->pointingDevice());
            QCoreApplication::sendEvent(area->viewport(), &scroll);
            return true;
        }
        event->ignore(); // no scroll area: nothing scrolls, and the control stays as it is
        return true;
    }
};

} // namespace

bool isWheelGuarded(const QWidget *widget)
{
    if (!widget || qobject_cast<const QScrollBar *>(widget))
        return false;
    return qobject_cast<const QComboBox *>(widget) ||
           qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QAbstractSlider *>(widget);
}

void guardWheel()
{
    static WheelGuardFilter *filter = nullptr;
    if (filter || !qApp)
        return;
    filter = new WheelGuardFilter(qApp);
    qApp->installEventFilter(filter);
    // Controls already polished before the filter came.
    for (QWidget *widget : QApplication::allWidgets())
        if (isWheelGuarded(widget))
            WheelGuardFilter::strengthen(widget);
}

} // namespace fleet
