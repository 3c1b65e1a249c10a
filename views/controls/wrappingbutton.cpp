// WrappingButton (wrappingbutton.h): the text broken at spaces to the button's width, the
// button's height following (height for width), drawn by the style like any push button.
#include "wrappingbutton.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

namespace fleet {

WrappingButton::WrappingButton(const QString &text, QWidget *parent) : QPushButton(text, parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QSize WrappingButton::sizeAround(const QString &text) const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text = text;
    QSize size = fontMetrics().size(Qt::TextShowMnemonic, text);
    size.setHeight(std::max(size.height(), 14));
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, size, this);
}

int WrappingButton::padding() const
{
    return sizeAround(text()).width() - fontMetrics().size(Qt::TextShowMnemonic, text()).width();
}

void WrappingButton::setRoomFor(const QString &text)
{
    if (m_room == text)
        return;
    m_room = text;
    updateGeometry();
}

QStringList WrappingButton::sizedTexts() const
{
    return m_room.isEmpty() ? QStringList{text()} : QStringList{text(), m_room};
}

QString WrappingButton::wrapped(const QString &text, int width) const
{
    const int room = width - padding();
    const QFontMetrics metrics = fontMetrics();
    if (metrics.size(Qt::TextShowMnemonic, text).width() <= room)
        return text;
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.size(Qt::TextShowMnemonic, longer).width() > room) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

QString WrappingButton::shownText(int width) const
{
    return wrapped(text(), width);
}

QSize WrappingButton::sizeHint() const
{
    QSize size = QPushButton::sizeHint();
    for (const QString &text : sizedTexts())
        size = size.expandedTo(sizeAround(text));
    return size;
}

QSize WrappingButton::minimumSizeHint() const
{
    // As narrow as the widest word, with the height the text then takes.
    int widest = 0;
    for (const QString &text : sizedTexts()) {
        for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            widest = std::max(widest, fontMetrics().size(Qt::TextShowMnemonic, word).width());
    }
    const int width = widest + padding();
    return {width, heightForWidth(width)};
}

int WrappingButton::heightForWidth(int width) const
{
    HeightForWidth &cached = m_heightForWidth;
    const QString font = this->font().key();
    if (cached.width == width && cached.text == text() && cached.room == m_room &&
        cached.font == font)
        return cached.height;
    int height = 0;
    for (const QString &text : sizedTexts())
        height = std::max(height, sizeAround(wrapped(text, width)).height());
    cached = {width, text(), m_room, font, height};
    return height;
}

void WrappingButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        m_heightForWidth = {}; // the padding or the text's size changed
    QPushButton::changeEvent(event);
}

void WrappingButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text = shownText(width());
    painter.drawControl(QStyle::CE_PushButton, option);
}

} // namespace fleet
