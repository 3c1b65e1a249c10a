// PlotView's reference markers and point labels (plotview.h): a marker is a line across or up
// the plot at one value with its label; a point label is text tied to a data point. Both are
// placed by PlotView::relayout(), which keeps labels off the series and inside the plot.
#include "plotview.h"

#include "accessibility.h"
#include "callout.h"
#include "chartlayers.h"
#include "palette.h"

#include <QAreaSeries>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QScatterSeries>
#include <QTextLayout>

namespace fleet {

namespace {

/// A marker's line: parallel to an axis, so drawn without antialiasing. It is as sharp, and a
/// dotted or dashed pen the plot's full height takes the raster engine's fast path instead of
/// being stroked and blended dash by dash (a large share of a slider step's paint in
/// bench/viewbench). Its type() stays QGraphicsLineItem's.
class CrispLineItem : public QGraphicsLineItem
{
public:
    using QGraphicsLineItem::QGraphicsLineItem;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        QGraphicsLineItem::paint(painter, option, widget);
        painter->restore();
    }
};

/// A marker's label. On two lines left of its line its lines stand against its right edge
/// (kLinesRightKey), beside the line, and its shorter line leaves room where a curve passes
/// (the layout counts on it: labelLineBoxes()).
class MarkerTextItem : public QGraphicsSimpleTextItem
{
public:
    using QGraphicsSimpleTextItem::QGraphicsSimpleTextItem;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        if (!data(kLinesRightKey).toBool() || !text().contains(QLatin1Char('\n'))) {
            QGraphicsSimpleTextItem::paint(painter, option, widget);
            return;
        }
        // As QGraphicsSimpleTextItem lays its lines out (each its own height, one under the
        // other), each against the right edge.
        QString lines = text();
        lines.replace(QLatin1Char('\n'), QChar::LineSeparator);
        QTextLayout layout(lines, font());
        QTextOption align(Qt::AlignRight);
        align.setWrapMode(QTextOption::NoWrap);
        layout.setTextOption(align);
        const double width = boundingRect().width();
        layout.beginLayout();
        double y = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        layout.endLayout();
        painter->save();
        painter->setPen(brush().color());
        layout.draw(painter, QPointF());
        painter->restore();
    }
};

} // namespace

int PlotView::addMarker(Qt::Orientation orientation, const QPen &pen, Qt::Alignment labelAt)
{
    Marker m;
    m.orientation = orientation;
    m.line = new CrispLineItem(chart());
    m.text = new MarkerTextItem(chart());
    m.labelAt = labelAt;
    m.colour = pen.color().darker(130);
    m.line->setPen(pen);
    m.line->setZValue(kMarkerLineLayer);
    m.line->setVisible(false);
    m.text->setBrush(readableText(m.colour));
    m.text->setZValue(kMarkerTextLayer);
    m.backdrop = new QGraphicsRectItem(chart());
    m.backdrop->setPen(Qt::NoPen);
    m.backdrop->setBrush(backdropColour());
    m.backdrop->setZValue(kMarkerTextLayer - 1);
    m.backdrop->setVisible(false);
    m_markers.push_back(m);
    applyFonts();
    return int(m_markers.size() - 1);
}

void PlotView::setMarker(int marker, double value, const QString &label)
{
    Marker &m = m_markers.at(size_t(marker));
    const bool moved = m.value != value;
    m.value = value;
    const bool relabelled = m.given != label;
    if (relabelled) {
        m.given = label;
        m.shown = m_textFilter ? m_textFilter(label) : label;
        m.text->setText(m.shown);
    }
    if (moved || relabelled)
        m_layoutDirty = true;
}

void PlotView::setMarkerVisible(int marker, bool visible)
{
    Marker &m = m_markers.at(size_t(marker));
    if (m.visible != visible)
        m_layoutDirty = true;
    m.visible = visible;
}

void PlotView::setMarkerConcealed(int marker, bool concealed)
{
    Marker &m = m_markers.at(size_t(marker));
    if (m.concealed != concealed)
        m_layoutDirty = true;
    m.concealed = concealed;
}

bool PlotView::placeMarkerLine(Marker &m)
{
    const bool inRange = m.orientation == Qt::Vertical ? (m.value >= m_xMin && m.value <= m_xMax)
                                                       : (m.value >= m_yMin && m.value <= m_yMax);
    const bool show = !m_series.empty() && m.visible && !m.concealed && inRange &&
                      acceptable(m.orientation == Qt::Vertical ? m.value : m_xMin,
                                 m.orientation == Qt::Vertical ? m_yMin : m.value);
    if (m.line->isVisible() != show)
        m.line->setVisible(show);
    if (!show)
        return false;
    const QRectF plot = chart()->plotArea();
    const QPointF at =
        chart()->mapToPosition(QPointF(m.orientation == Qt::Vertical ? m.value : m_xMin,
                                       m.orientation == Qt::Vertical ? m_yMin : m.value),
                               m_series.front().series);
    const QLineF line = m.orientation == Qt::Vertical
                            ? QLineF(at.x(), plot.top(), at.x(), plot.bottom())
                            : QLineF(plot.left(), at.y(), plot.right(), at.y());
    if (m.line->line() != line)
        m.line->setLine(line);
    return true;
}

int PlotView::addLabel(QColor color, SeriesId of)
{
    Label l;
    l.of = of;
    l.text = new QGraphicsSimpleTextItem(chart());
    l.colour = color.isValid() ? color : colours().text;
    l.text->setBrush(readableText(l.colour));
    l.text->setZValue(kLabelLayer);
    m_labels.push_back(l);
    applyFonts();
    return int(m_labels.size() - 1);
}

void PlotView::setLabel(int label, CurvePoint at, const QString &text)
{
    Label &l = m_labels.at(size_t(label));
    if (l.at == at && l.given == text)
        return;
    l.at = at;
    l.given = text;
    l.text->setText(m_textFilter ? m_textFilter(text) : text);
    m_layoutDirty = true;
}

void PlotView::setTextFilter(std::function<QString(const QString &)> filter)
{
    m_textFilter = std::move(filter);
    auto show = [this](QGraphicsSimpleTextItem *item, const QString &given) {
        const QString text = m_textFilter ? m_textFilter(given) : given;
        if (item->text() != text) {
            item->setText(text);
            m_layoutDirty = true;
        }
    };
    for (Marker &m : m_markers) {
        const QString text = m_textFilter ? m_textFilter(m.given) : m.given;
        if (m.shown != text) {
            m.shown = text;
            m.text->setText(text); // on one line until the layout places it
            m_layoutDirty = true;
        }
    }
    for (Label &l : m_labels)
        show(l.text, l.given);
    fitTexts(); // the title
    if (m_callout->isVisible() && m_textFilter)
        m_callout->setVisible(false); // shown again, filtered, on the next move
}

void PlotView::setLabelConcealed(int label, bool concealed)
{
    Label &l = m_labels.at(size_t(label));
    if (l.concealed != concealed)
        m_layoutDirty = true;
    l.concealed = concealed;
}

void PlotView::setLabelVisible(int label, bool visible)
{
    Label &l = m_labels.at(size_t(label));
    if (l.visible != visible)
        m_layoutDirty = true;
    l.visible = visible;
}

QList<QColor> PlotView::textBackgrounds() const
{
    const QColor background = colours().chartBackground;
    QList<QColor> out{background};
    for (const Band &b : m_bands)
        out << composite(b.area->color(), background);
    return out;
}

QColor PlotView::readableText(const QColor &wanted) const
{
    return readableOn(wanted, textBackgrounds());
}

QColor PlotView::backdropColour() const
{
    QColor c = colours().chartBackground;
    c.setAlphaF(0.85); // the lines show faintly through, as interrupted
    return c;
}

LabelObstacles PlotView::obstacles() const
{
    LabelObstacles o;
    for (const Series &s : m_series) {
        if (!s.series->isVisible())
            continue;
        QPointF previous;
        bool first = true;
        for (const CurvePoint &p : s.data) {
            const QPointF at = toPlotArea(p);
            if (s.isPoints)
                o.boxes.push_back(markerBox(s, at));
            else if (!first)
                o.segments.emplace_back(previous, at);
            previous = at;
            first = false;
        }
    }
    for (const Marker &m : m_markers) {
        if (m.line->isVisible())
            o.rules.push_back(m.line->line());
    }
    for (const OffScale &mark : m_offScale)
        o.boxes.push_back(mark.box); // "off scale ↑" where a curve leaves the plot
    return o;
}

void PlotView::showBackdrops(const std::vector<QGraphicsRectItem *> &shown)
{
    for (const Marker &m : m_markers) {
        const bool behind =
            m.text->isVisible() && std::find(shown.begin(), shown.end(), m.backdrop) != shown.end();
        if (m.backdrop->isVisible() != behind)
            m.backdrop->setVisible(behind);
    }
}

void PlotView::restyleTexts()
{
    for (Marker &m : m_markers) {
        m.text->setBrush(readableText(m.colour));
        m.backdrop->setBrush(backdropColour());
    }
    for (Label &l : m_labels)
        l.text->setBrush(readableText(l.colour));
}

QList<QColor> PlotView::labelColours() const
{
    QList<QColor> out;
    for (const Marker &m : m_markers)
        out << m.text->brush().color();
    for (const Label &l : m_labels)
        out << l.text->brush().color();
    return out;
}

QString PlotView::markerLabel(int marker) const
{
    return m_markers.at(size_t(marker)).shown;
}

QLineF PlotView::markerLine(int marker)
{
    flushLayout();
    const Marker &m = m_markers.at(size_t(marker));
    return m.line->isVisible() ? m.line->line() : QLineF();
}

QString PlotView::markerLabelDrawn(int marker)
{
    flushLayout();
    return m_markers.at(size_t(marker)).text->text();
}

bool PlotView::isMarkerLabelShown(int marker)
{
    flushLayout();
    return m_markers.at(size_t(marker)).text->isVisible();
}

std::pair<QRectF, bool> PlotView::markerLabelPlace(int marker)
{
    flushLayout();
    const Marker &m = m_markers.at(size_t(marker));
    if (!m.text->isVisible())
        return {};
    return {QRectF(m.text->pos(), m.text->boundingRect().size()), m.backdrop->isVisible()};
}

QRectF PlotView::labelBox(int label)
{
    flushLayout();
    const QGraphicsSimpleTextItem *text = m_labels.at(size_t(label)).text;
    return text->isVisible() ? QRectF(text->pos(), text->boundingRect().size()) : QRectF();
}

QRectF PlotView::markerBox(const Series &s, QPointF at)
{
    // The point as drawn (its marker size) and a pixel round it.
    const auto *scatter = qobject_cast<const QScatterSeries *>(s.series);
    const double size = (scatter ? scatter->markerSize() : 12) + 2;
    return {at - QPointF(size / 2, size / 2), QSizeF(size, size)};
}

std::vector<QRectF> PlotView::pointBoxes() const
{
    std::vector<QRectF> out;
    for (const Series &s : m_series) {
        if (!s.isPoints || !s.series->isVisible())
            continue;
        for (const CurvePoint &p : s.data) {
            if (p.x >= m_xMin && p.x <= m_xMax && p.y >= m_yMin && p.y <= m_yMax)
                out.push_back(markerBox(s, toPlotArea(p)));
        }
    }
    return out;
}

std::vector<QRectF> PlotView::shownLabelBoxes()
{
    flushLayout();
    std::vector<QRectF> out;
    for (const Marker &m : m_markers) {
        if (m.text->isVisible())
            out.emplace_back(m.text->pos(), m.text->boundingRect().size());
    }
    for (const Label &l : m_labels) {
        if (l.text->isVisible())
            out.emplace_back(l.text->pos(), l.text->boundingRect().size());
    }
    return out;
}

} // namespace fleet
