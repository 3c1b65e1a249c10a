#include "reservedlines.h"

#include "textfit.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace fleet {

namespace {

constexpr char kReserverName[] = "fleetLineReserver";

class LineReserver : public QObject
{
public:
    LineReserver(QLabel *label, int lines, int padding, bool fixed)
        : QObject(label), m_label(label), m_lines(lines), m_padding(padding), m_fixed(fixed)
    {
        setObjectName(QLatin1String(kReserverName));
        apply();
    }

    void set(int lines, int padding, bool fixed)
    {
        if (lines == m_lines && padding == m_padding && fixed == m_fixed)
            return;
        m_lines = lines;
        m_padding = padding;
        m_fixed = fixed;
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
        // A line as Qt lays it out: in a Chinese interface a fifth taller than the font's own
        // spacing (Noto Sans CJK), which cut the model notes' lines by 2 px.
        int line = m_label->fontMetrics().lineSpacing();
        if (QLocale().language() == QLocale::Chinese)
            line = std::max(line, lineHeight(m_label->font(), QStringLiteral("中")));
        const int height = line * m_lines + m_padding;
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

void reserve(QLabel *label, int lines, int padding, bool fixed)
{
    // Once per label: a second call changes its reservation (no second filter).
    if (auto *reserver = label->findChild<LineReserver *>(QLatin1String(kReserverName),
                                                          Qt::FindDirectChildrenOnly)) {
        reserver->set(lines, padding, fixed);
        return;
    }
    label->installEventFilter(new LineReserver(label, lines, padding, fixed));
}

} // namespace

void reserveLines(QLabel *label, int lines, int padding)
{
    reserve(label, lines, padding, true);
}

void reserveMinimumLines(QLabel *label, int lines, int padding)
{
    reserve(label, lines, padding, false);
}

} // namespace fleet
