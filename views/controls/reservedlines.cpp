#include "reservedlines.h"

#include <QEvent>
#include <QLabel>

namespace fleet {

namespace {

class LineReserver : public QObject
{
public:
    LineReserver(QLabel *label, int lines, int padding, bool fixed)
        : QObject(label), m_label(label), m_lines(lines), m_padding(padding), m_fixed(fixed)
    {
        apply();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::FontChange)
            apply();
        return false;
    }

private:
    void apply()
    {
        const int height = m_label->fontMetrics().lineSpacing() * m_lines + m_padding;
        if (m_fixed)
            m_label->setFixedHeight(height);
        else
            m_label->setMinimumHeight(height);
    }

    QLabel *m_label;
    int m_lines;
    int m_padding;
    bool m_fixed;
};

} // namespace

void reserveLines(QLabel *label, int lines, int padding)
{
    label->installEventFilter(new LineReserver(label, lines, padding, true));
}

void reserveMinimumLines(QLabel *label, int lines, int padding)
{
    label->installEventFilter(new LineReserver(label, lines, padding, false));
}

} // namespace fleet
