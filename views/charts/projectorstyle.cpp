// setProjectorStyle (projectorstyle.h): walks a chart's series and graphics items, keeping each
// one's own pen and brush in the item (a dynamic property or item data) to restore it.
#include "projectorstyle.h"

#include "chartlayers.h"
#include "palette.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QXYSeries>

#include <algorithm>

namespace fleet {

namespace {

constexpr const char *kOwnPen = "fleetOwnPen";
constexpr const char *kOwnBrush = "fleetOwnBrush";
constexpr int kOwnPenKey = 0x4650; // item data keys for graphics items
constexpr int kOwnBrushKey = 0x4651;

QColor projector(const QColor &c)
{
    return translateColour(c, lightPalette(), projectorPalette());
}

QPen projectorPen(QPen pen)
{
    pen.setColor(projector(pen.color()));
    if (pen.style() != Qt::NoPen)
        pen.setWidthF(std::max(pen.widthF(), kProjectorLineWidth));
    return pen;
}

/// The own pen of a series (kept on first use), restyled or restored.
template <typename Get, typename Set>
void restyle(QObject *owner, const char *key, bool on, Get get, Set set, auto transform)
{
    if (!owner->property(key).isValid())
        owner->setProperty(key, QVariant::fromValue(get()));
    const auto own = owner->property(key).template value<decltype(get())>();
    set(on ? transform(own) : own);
}

/// Reference lines thicker in their colour; their labels and point labels black (21:1).
void restyleItem(QGraphicsItem *item, bool on)
{
    if (auto *line = qgraphicsitem_cast<QGraphicsLineItem *>(item)) {
        if (!line->data(kOwnPenKey).isValid())
            line->setData(kOwnPenKey, QVariant::fromValue(line->pen()));
        const QPen own = line->data(kOwnPenKey).value<QPen>();
        line->setPen(on ? projectorPen(own) : own);
    } else if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item)) {
        if (!text->data(kOwnBrushKey).isValid())
            text->setData(kOwnBrushKey, QVariant::fromValue(text->brush()));
        const QBrush own = text->data(kOwnBrushKey).value<QBrush>();
        text->setBrush(on ? QBrush(projectorPalette().text) : own);
    }
}

} // namespace

void setProjectorStyle(QChartView *view, bool on)
{
    QChart *chart = view->chart();
    auto brushOf = [](QBrush b) {
        b.setColor(projector(b.color()));
        return b;
    };
    for (QAbstractSeries *series : chart->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            restyle(
                scatter, kOwnBrush, on, [&] { return scatter->brush(); },
                [&](const QBrush &b) { scatter->setBrush(b); }, brushOf);
            restyle(
                scatter, kOwnPen, on, [&] { return scatter->pen(); },
                [&](const QPen &p) { scatter->setPen(p); },
                [&](QPen p) {
                    p.setColor(scatter->brush().color().darker(150));
                    return p;
                });
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            restyle(
                xy, kOwnPen, on, [&] { return xy->pen(); }, [&](const QPen &p) { xy->setPen(p); },
                projectorPen);
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            restyle(
                area, kOwnBrush, on, [&] { return area->brush(); },
                [&](const QBrush &b) { area->setBrush(b); }, brushOf);
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                restyle(
                    set, kOwnBrush, on, [&] { return set->brush(); },
                    [&](const QBrush &b) { set->setBrush(b); }, brushOf);
            }
        }
    }
    // Only the chart's own reference lines and labels (by their layers), not Qt Charts' items.
    for (QGraphicsItem *item : chart->childItems()) {
        const qreal z = item->zValue();
        if (z == kMarkerLineLayer || z == kMarkerTextLayer || z == kLabelLayer)
            restyleItem(item, on);
    }
}

} // namespace fleet
