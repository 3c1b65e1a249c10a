// Callout (callout.h): the hover box of a chart, placed beside its dot and kept inside the plot
// area, painted as a rounded box with the value text.
#include "callout.h"

#include "chartlayers.h"
#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>

namespace fleet {

Callout::Callout(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setZValue(kCalloutLayer);
}

void Callout::show(const QString &text, QPointF anchor, const QRectF &bounds, const QFont &font)
{
    prepareGeometryChange();
    m_text = text;
    m_font = font;
    const QFontMetricsF metrics(m_font);
    m_textRect = metrics.boundingRect(QRectF(0, 0, 800, 400), Qt::AlignLeft, m_text);
    m_textRect.translate(8, 6);
    m_box = m_textRect.adjusted(-8, -6, 8, 6);
    m_anchor = anchor;
    QPointF topLeft = anchor + QPointF(14, -m_box.height() - 14);
    if (topLeft.x() + m_box.width() > bounds.right())
        topLeft.setX(anchor.x() - m_box.width() - 14);
    if (topLeft.x() < bounds.left())
        topLeft.setX(bounds.left());
    if (topLeft.y() < bounds.top())
        topLeft.setY(anchor.y() + 14);
    setPos(topLeft);
    setVisible(true);
    update();
}

QRectF Callout::boundingRect() const
{
    const QPointF anchor = mapFromParent(m_anchor);
    return m_box.united(QRectF(anchor - QPointF(6, 6), QSizeF(12, 12))).adjusted(-2, -2, 2, 2);
}

void Callout::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Palette &p = colours();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPointF anchor = mapFromParent(m_anchor);
    painter->setPen(QPen(p.calloutAnchor, 1.5));
    painter->setBrush(p.chartBackground);
    painter->drawEllipse(anchor, 4.5, 4.5);
    painter->setBrush(p.calloutBackground);
    painter->setPen(QPen(p.calloutBorder, 1));
    painter->drawRoundedRect(m_box, 5, 5);
    painter->setFont(m_font);
    painter->setPen(p.text);
    painter->drawText(m_textRect, Qt::AlignLeft, m_text);
}

} // namespace fleet
