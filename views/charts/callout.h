// Callout: the hover box of a chart — the value text in a rounded box beside a dot on the
// curve, kept inside the plot area.
#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace fleet {

class Callout : public QGraphicsItem
{
public:
    explicit Callout(QGraphicsItem *parent);

    /// Shows `text` for the point `anchor` (parent coordinates): the box goes above-right of
    /// the point, flipped left or below to stay inside `bounds`.
    void show(const QString &text, QPointF anchor, const QRectF &bounds, const QFont &font);
    [[nodiscard]] const QString &text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QString m_text;
    QFont m_font;
    QRectF m_textRect;
    QRectF m_box;
    QPointF m_anchor;
};

} // namespace fleet
