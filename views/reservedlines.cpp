#include "reservedlines.h"

#include <QEvent>
#include <QLabel>

namespace fleet {

namespace {

class LineReserver : public QObject
{
public:
    LineReserver(QLabel *label, int lines, int padding)
        : QObject(label), m_label(label), m_lines(lines), m_padding(padding)
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
        m_label->setFixedHeight(m_label->fontMetrics().lineSpacing() * m_lines + m_padding);
    }

    QLabel *m_label;
    int m_lines;
    int m_padding;
};

} // namespace

void reserveLines(QLabel *label, int lines, int padding)
{
    label->installEventFilter(new LineReserver(label, lines, padding));
}

} // namespace fleet
