// steadyBox() (steadybox.h): a widget without a layout that holds one label.
#include "steadybox.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>

namespace fleet {

namespace {

/// A widget without a layout holding one child that fills it: a layout request of the child
/// (posted to its parent, as it has no layout) ends here unless changed() says otherwise.
class Box : public QWidget
{
public:
    explicit Box(QWidget *child) : m_child(child) { child->setParent(this); }

protected:
    /// Whether the room asked for changed since the last call (then the box asks its own
    /// layout for a new one).
    virtual bool changed() = 0;

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest) {
            if (changed())
                updateGeometry();
            m_child->setGeometry(rect()); // a child that moved its contents is laid out at once
            return true;
        }
        return QWidget::event(event);
    }
    void resizeEvent(QResizeEvent *event) override
    {
        m_child->setGeometry(QRect(QPoint(), event->size()));
        QWidget::resizeEvent(event);
    }

    QWidget *m_child;
};

class SteadyBox : public Box
{
public:
    explicit SteadyBox(QLabel *label) : Box(label)
    {
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        m_height = label->minimumHeight();
    }
    QSize sizeHint() const override { return {0, m_height}; }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    bool changed() override
    {
        // Only the label's reserved height (a larger font) changes the box.
        if (m_child->minimumHeight() == m_height)
            return false;
        m_height = m_child->minimumHeight();
        return true;
    }

private:
    int m_height = 0;
};

} // namespace

QWidget *steadyBox(QLabel *label)
{
    return new SteadyBox(label);
}

} // namespace fleet
