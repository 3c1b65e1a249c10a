#include "plotview.h"

#include "axismath.h"
#include "format.h"
#include "livecharts.h"

#include <QAreaSeries>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet {

/// The hover callout: a rounded box with the value text and a dot on the curve.
class Callout : public QGraphicsItem
{
public:
    explicit Callout(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setZValue(100);
    }

    void show(const QString &text, QPointF anchor, const QRectF &bounds, const QFont &font)
    {
        prepareGeometryChange();
        m_text = text;
        m_font = font;
        const QFontMetricsF metrics(m_font);
        m_textRect = metrics.boundingRect(QRectF(0, 0, 400, 200), Qt::AlignLeft, m_text);
        m_textRect.translate(8, 6);
        m_box = m_textRect.adjusted(-8, -6, 8, 6);
        m_anchor = anchor;
        // Place the box above-right of the point, flipped to stay inside the plot.
        QPointF topLeft = anchor + QPointF(14, -m_box.height() - 14);
        if (topLeft.x() + m_box.width() > bounds.right())
            topLeft.setX(anchor.x() - m_box.width() - 14);
        if (topLeft.y() < bounds.top())
            topLeft.setY(anchor.y() + 14);
        setPos(topLeft);
        setVisible(true);
        update();
    }

    [[nodiscard]] const QString &text() const { return m_text; }

    QRectF boundingRect() const override
    {
        const QPointF anchor = mapFromParent(m_anchor);
        return m_box.united(QRectF(anchor - QPointF(6, 6), QSizeF(12, 12))).adjusted(-2, -2, 2, 2);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QPointF anchor = mapFromParent(m_anchor);
        painter->setPen(QPen(QColor(40, 40, 40), 1.5));
        painter->setBrush(QColor(255, 255, 255));
        painter->drawEllipse(anchor, 4.5, 4.5);
        painter->setBrush(QColor(255, 255, 240, 240));
        painter->setPen(QPen(QColor(90, 90, 90), 1));
        painter->drawRoundedRect(m_box, 5, 5);
        painter->setFont(m_font);
        painter->setPen(Qt::black);
        painter->drawText(m_textRect, Qt::AlignLeft, m_text);
    }

private:
    QString m_text;
    QFont m_font;
    QRectF m_textRect;
    QRectF m_box;
    QPointF m_anchor;
};

namespace {

/// Qt Charts' own grid is switched off: PlotView::drawBackground draws it, cached.
void styleGrid(QAbstractAxis *axis)
{
    axis->setGridLineVisible(false);
    axis->setMinorGridLineVisible(false);
}

QAbstractAxis *makeAxis(const AxisSpec &spec)
{
    if (spec.log) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(spec.labelFormat);
        axis->setMinorTickCount(8);
        axis->setTitleText(spec.title);
        styleGrid(axis);
        return axis;
    }
    auto *axis = new QValueAxis;
    axis->setLabelFormat(spec.labelFormat);
    axis->setTickCount(6);
    axis->setTitleText(spec.title);
    styleGrid(axis);
    return axis;
}

QString formatAxisValue(const AxisSpec &spec, double v)
{
    return spec.format ? spec.format(v) : formatReadable(v);
}

} // namespace

PlotView::PlotView(const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_xSpec(std::move(x))
    , m_ySpec(std::move(y))
{
    QChart *c = chart();
    c->setTitle(title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(6, 6, 6, 6));
    c->setBackgroundRoundness(0);
    m_axisX = makeAxis(m_xSpec);
    m_axisY = makeAxis(m_ySpec);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    setRenderHint(QPainter::Antialiasing);
    // The white background and the grid are drawn by drawBackground() into the view's cached
    // background: Qt Charts gives every series item the whole plot as its bounding rect, so
    // each change repaints the plot, and re-stroking ~100 grid lines was most of that cost.
    setCacheMode(QGraphicsView::CacheBackground);
    tuneForLiveUpdates(this);
    c->setBackgroundVisible(false);
    setBackgroundBrush(Qt::white);
    setRubberBand(QChartView::NoRubberBand); // rubber-band zoom can crash 6.4 (QTBUG-118669)
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setMinimumSize(240, 180);
    m_callout = new Callout(c);
    m_callout->setVisible(false);
    connect(c, &QChart::plotAreaChanged, this, [this] { relayout(); });
    applyFonts();
}

PlotView::~PlotView() = default;

void PlotView::attach(QAbstractSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
}

PlotView::SeriesId PlotView::addLine(const QString &name, const QPen &pen,
                                     std::function<double(double)> exact)
{
    auto *s = new QLineSeries;
    s->setName(name);
    s->setPen(pen);
    attach(s);
    m_series.push_back({s, std::move(exact), {}, false});
    return SeriesId(m_series.size() - 1);
}

PlotView::SeriesId PlotView::addPoints(const QString &name, const QColor &color,
                                       QScatterSeries::MarkerShape shape, qreal size)
{
    auto *s = new QScatterSeries;
    s->setName(name);
    s->setColor(color);
    s->setBorderColor(color.darker(150));
    s->setMarkerShape(shape);
    s->setMarkerSize(size);
    attach(s);
    m_series.push_back({s, {}, {}, true});
    return SeriesId(m_series.size() - 1);
}

bool PlotView::acceptable(double x, double y) const
{
    if (!std::isfinite(x) || !std::isfinite(y))
        return false;
    if (m_xSpec.log && x <= 0)
        return false;
    if (m_ySpec.log && y <= 0)
        return false;
    return true;
}

void PlotView::setData(SeriesId id, const Curve &points)
{
    Series &s = m_series.at(size_t(id));
    Curve clean;
    clean.reserve(points.size());
    for (const CurvePoint &p : points) {
        if (acceptable(p.x, p.y))
            clean.push_back(p);
    }
    if (clean == s.data)
        return;
    s.data = std::move(clean);
    QList<QPointF> list;
    list.reserve(qsizetype(s.data.size()));
    for (const CurvePoint &p : s.data)
        list.append(QPointF(p.x, p.y));
    s.series->replace(list);
}

void PlotView::setSeriesVisible(SeriesId id, bool visible)
{
    QXYSeries *s = m_series.at(size_t(id)).series;
    if (s->isVisible() != visible)
        s->setVisible(visible);
}

void PlotView::setSeriesName(SeriesId id, const QString &name)
{
    QXYSeries *s = m_series.at(size_t(id)).series;
    if (s->name() != name)
        s->setName(name);
}

void PlotView::hideFromLegend(SeriesId id)
{
    for (QLegendMarker *m : chart()->legend()->markers(m_series.at(size_t(id)).series))
        m->setVisible(false);
}

int PlotView::addMarker(Qt::Orientation orientation, const QPen &pen, Qt::Alignment labelAt)
{
    Marker m{orientation, new QGraphicsLineItem(chart()), new QGraphicsSimpleTextItem(chart()), 0,
             true, labelAt};
    m.line->setPen(pen);
    m.line->setZValue(40);
    m.line->setVisible(false);
    m.text->setBrush(pen.color().darker(130));
    m.text->setZValue(50);
    m_markers.push_back(m);
    applyFonts();
    return int(m_markers.size() - 1);
}

void PlotView::setMarker(int marker, double value, const QString &label)
{
    Marker &m = m_markers.at(size_t(marker));
    const bool moved = m.value != value;
    m.value = value;
    if (m.text->text() != label)
        m.text->setText(label);
    if (moved)
        placeMarker(m);
}

void PlotView::setMarkerVisible(int marker, bool visible)
{
    Marker &m = m_markers.at(size_t(marker));
    m.visible = visible;
    placeMarker(m);
}

void PlotView::placeMarker(Marker &m)
{
    const bool inRange = m.orientation == Qt::Vertical ? (m.value >= m_xMin && m.value <= m_xMax)
                                                       : (m.value >= m_yMin && m.value <= m_yMax);
    const bool show = !m_series.empty() && m.visible && inRange
                      && acceptable(m.orientation == Qt::Vertical ? m.value : m_xMin,
                                    m.orientation == Qt::Vertical ? m_yMin : m.value);
    if (m.text->isVisible() != show)
        m.text->setVisible(show);
    if (m.line->isVisible() != show)
        m.line->setVisible(show);
    if (!show)
        return;
    QAbstractSeries *anchor = m_series.front().series;
    const QRectF plot = chart()->plotArea();
    const QPointF at = chart()->mapToPosition(QPointF(m.orientation == Qt::Vertical ? m.value : m_xMin,
                                                      m.orientation == Qt::Vertical ? m_yMin : m.value),
                                              anchor);
    const QLineF line = m.orientation == Qt::Vertical
                            ? QLineF(at.x(), plot.top(), at.x(), plot.bottom())
                            : QLineF(plot.left(), at.y(), plot.right(), at.y());
    if (m.line->line() != line)
        m.line->setLine(line);
    const QRectF textRect = m.text->boundingRect();
    QPointF pos;
    if (m.orientation == Qt::Vertical) {
        const QPointF p = at;
        pos = QPointF(p.x() + 4, m.labelAt & Qt::AlignTop ? plot.top() + 2
                                                          : plot.bottom() - textRect.height() - 2);
        if (pos.x() + textRect.width() > plot.right())
            pos.setX(std::max(plot.left() + 2, p.x() - 4 - textRect.width()));
    } else {
        const QPointF p = at;
        pos = QPointF(plot.right() - textRect.width() - 4, p.y() - textRect.height() - 1);
        if (pos.y() < plot.top())
            pos.setY(p.y() + 1);
    }
    if (m.text->pos() != pos)
        m.text->setPos(pos);
}

int PlotView::addLabel(const QColor &color)
{
    Label l{new QGraphicsSimpleTextItem(chart()), {}, true};
    l.text->setBrush(color);
    l.text->setZValue(60);
    m_labels.push_back(l);
    applyFonts();
    return int(m_labels.size() - 1);
}

void PlotView::setLabel(int label, CurvePoint at, const QString &text)
{
    Label &l = m_labels.at(size_t(label));
    l.at = at;
    if (l.text->text() != text)
        l.text->setText(text);
    relayout();
}

void PlotView::setLabelVisible(int label, bool visible)
{
    m_labels.at(size_t(label)).visible = visible;
    relayout();
}

int PlotView::addBand(Qt::Orientation orientation, const QString &name, const QColor &color)
{
    Band b{orientation, nullptr, new QLineSeries, new QLineSeries, 0, 0};
    b.area = new QAreaSeries(b.upper, b.lower);
    b.upper->setParent(b.area); // QAreaSeries does not own its boundary lines
    b.lower->setParent(b.area);
    b.area->setName(name);
    b.area->setColor(color);
    b.area->setBorderColor(Qt::transparent);
    b.area->setPen(Qt::NoPen);
    attach(b.area);
    m_bands.push_back(b);
    return int(m_bands.size() - 1);
}

void PlotView::setBand(int band, double from, double to)
{
    Band &b = m_bands.at(size_t(band));
    b.from = from;
    b.to = to;
    placeBand(b);
}

void PlotView::placeBand(Band &b)
{
    QList<QPointF> upper, lower;
    if (b.orientation == Qt::Horizontal) {
        const double lo = std::max(b.from, m_yMin), hi = std::min(b.to, m_yMax);
        if (hi > lo) {
            upper = {QPointF(m_xMin, hi), QPointF(m_xMax, hi)};
            lower = {QPointF(m_xMin, lo), QPointF(m_xMax, lo)};
        }
    } else {
        const double lo = std::max(b.from, m_xMin), hi = std::min(b.to, m_xMax);
        if (hi > lo) {
            upper = {QPointF(lo, m_yMax), QPointF(hi, m_yMax)};
            lower = {QPointF(lo, m_yMin), QPointF(hi, m_yMin)};
        }
    }
    // replace() repaints even with the same points, and a band spans the whole plot.
    if (b.upper->points() != upper)
        b.upper->replace(upper);
    if (b.lower->points() != lower)
        b.lower->replace(lower);
}

void PlotView::setTitle(const QString &title)
{
    if (chart()->title() != title)
        chart()->setTitle(title);
}

void PlotView::setRanges(double xMin, double xMax, double yMin, double yMax)
{
    if (xMin == m_xMin && xMax == m_xMax && yMin == m_yMin && yMax == m_yMax)
        return;
    m_xMin = xMin;
    m_xMax = xMax;
    m_yMin = yMin;
    m_yMax = yMax;
    m_axisX->setRange(xMin, xMax);
    m_axisY->setRange(yMin, yMax);
    for (QAbstractAxis *axis : {m_axisX, m_axisY}) {
        if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            value->setTickType(QValueAxis::TicksDynamic);
            value->setTickAnchor(0);
            value->setTickInterval(niceTickInterval(value->max() - value->min()));
        }
    }
    for (Band &b : m_bands)
        placeBand(b);
    for (Marker &m : m_markers)
        placeMarker(m);
    relayout();
}

void PlotView::relayout()
{
    adaptLogBase();
    resetCachedContent(); // the grid moves with the ranges and the plot area
    for (Marker &m : m_markers)
        placeMarker(m);
    if (m_series.empty())
        return;
    const QRectF plot = chart()->plotArea();
    // Rectangles already taken: marker texts (a marker label that would overlap an earlier
    // one is left out: squeezed reference lines keep their lines, not a smear of text), the
    // points of point series, then each label.
    std::vector<QRectF> taken;
    for (const Marker &m : m_markers) {
        if (!m.text->isVisible())
            continue;
        const QRectF box(m.text->pos(), m.text->boundingRect().size());
        if (std::any_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(box); }))
            m.text->setVisible(false);
        else
            taken.push_back(box);
    }
    for (const Series &s : m_series) {
        if (!s.isPoints || !s.series->isVisible())
            continue;
        for (const CurvePoint &p : s.data) {
            if (p.x < m_xMin || p.x > m_xMax || p.y < m_yMin || p.y > m_yMax)
                continue;
            const QPointF at = chart()->mapToPosition(QPointF(p.x, p.y), s.series);
            taken.push_back(QRectF(at - QPointF(6, 6), QSizeF(12, 12)));
        }
    }
    for (Label &l : m_labels) {
        const bool inRange = l.at.x >= m_xMin && l.at.x <= m_xMax && l.at.y >= m_yMin
                             && l.at.y <= m_yMax && acceptable(l.at.x, l.at.y);
        bool placed = false;
        if (l.visible && inRange && !l.text->text().isEmpty()) {
            const QPointF p = chart()->mapToPosition(QPointF(l.at.x, l.at.y), m_series.front().series);
            const QRectF r = l.text->boundingRect();
            // Right-above, right-below, left-above, left-below; skip the label if all collide.
            const QPointF candidates[] = {{p.x() + 8, p.y() - r.height() - 4},
                                          {p.x() + 8, p.y() + 6},
                                          {p.x() - r.width() - 8, p.y() - r.height() - 4},
                                          {p.x() - r.width() - 8, p.y() + 6}};
            for (const QPointF &c : candidates) {
                const QRectF box(c, r.size());
                if (!plot.contains(box))
                    continue;
                if (std::any_of(taken.begin(), taken.end(),
                                [&](const QRectF &t) { return t.intersects(box); }))
                    continue;
                if (l.text->pos() != c)
                    l.text->setPos(c);
                taken.push_back(box);
                placed = true;
                break;
            }
        }
        if (l.text->isVisible() != placed)
            l.text->setVisible(placed);
    }
}

void PlotView::adaptLogBase()
{
    // Every decade labelled needs ~48 px; on a narrow chart label every other decade.
    const QRectF plot = chart()->plotArea();
    auto adapt = [](QAbstractAxis *axis, double pixels, double lo, double hi) {
        auto *log = qobject_cast<QLogValueAxis *>(axis);
        if (!log || !(lo > 0) || !(hi > lo) || pixels <= 0)
            return;
        const double decades = std::log10(hi / lo);
        const double base = pixels / decades < 48 ? 100 : 10;
        if (log->base() != base) {
            log->setBase(base);
            log->setMinorTickCount(base == 100 ? 1 : 8);
        }
    };
    adapt(m_axisX, plot.width(), m_xMin, m_xMax);
    adapt(m_axisY, plot.height(), m_yMin, m_yMax);
}

QPointF PlotView::positionOf(CurvePoint p) const
{
    const QAbstractSeries *anchor = m_series.empty() ? nullptr : m_series.front().series;
    const QPointF scene = chart()->mapToPosition(QPointF(p.x, p.y),
                                                 const_cast<QAbstractSeries *>(anchor));
    return mapFromScene(chart()->mapToScene(scene));
}

QString PlotView::hoverAt(QPointF pos)
{
    const QPointF scenePos = mapToScene(pos.toPoint());
    const QPointF chartPos = chart()->mapFromScene(scenePos);
    const QRectF plot = chart()->plotArea();
    if (!plot.contains(chartPos) || m_series.empty()) {
        m_callout->setVisible(false);
        return {};
    }
    const QPointF value = chart()->mapToValue(chartPos, m_series.front().series);
    constexpr double kReachPx = 40;
    double best = kReachPx;
    QString text;
    QPointF anchor;
    for (const Series &s : m_series) {
        if (!s.series->isVisible() || s.data.empty())
            continue;
        auto consider = [&](CurvePoint p, const QString &name) {
            if (!acceptable(p.x, p.y))
                return;
            const QPointF at = chart()->mapToPosition(QPointF(p.x, p.y), s.series);
            const double d = s.isPoints ? QLineF(at, chartPos).length() : std::abs(at.y() - chartPos.y());
            if (d < best) {
                best = d;
                anchor = at;
                text = QStringLiteral("%1\n%2: %3\n%4: %5")
                           .arg(name, m_xSpec.title, formatAxisValue(m_xSpec, p.x), m_ySpec.title,
                                formatAxisValue(m_ySpec, p.y));
            }
        };
        if (s.isPoints) {
            for (const CurvePoint &p : s.data)
                consider(p, s.series->name());
        } else if (value.x() >= s.data.front().x && value.x() <= s.data.back().x) {
            const double y = s.exact ? s.exact(value.x())
                                     : interpolateCurve(s.data, value.x(), m_xSpec.log, m_ySpec.log);
            consider({value.x(), y}, s.series->name());
        }
    }
    if (text.isEmpty()) {
        m_callout->setVisible(false);
        return {};
    }
    QFont font = chart()->font();
    font.setPointSizeF(font.pointSizeF() * 1.0);
    m_callout->show(text, anchor, plot, font);
    return text;
}

QString PlotView::calloutText() const { return m_callout->isVisible() ? m_callout->text() : QString(); }

bool PlotView::isCalloutVisible() const { return m_callout->isVisible(); }

QList<QPointF> PlotView::points(SeriesId id) const { return m_series.at(size_t(id)).series->points(); }

QString PlotView::seriesName(SeriesId id) const { return m_series.at(size_t(id)).series->name(); }

QString PlotView::markerLabel(int marker) const { return m_markers.at(size_t(marker)).text->text(); }

QString PlotView::labelText(int label) const { return m_labels.at(size_t(label)).text->text(); }

void PlotView::setFontScale(double scale)
{
    m_fontScale = scale;
    applyFonts();
    relayout();
}

void PlotView::applyFonts()
{
    const ChartFonts f = chartFonts(font(), m_fontScale);
    chart()->setTitleFont(f.title);
    chart()->legend()->setFont(f.labels);
    chart()->setFont(f.labels);
    for (QAbstractAxis *axis : {m_axisX, m_axisY}) {
        axis->setLabelsFont(f.labels);
        axis->setTitleFont(f.axisTitle);
    }
    for (Marker &m : m_markers)
        m.text->setFont(f.labels);
    for (Label &l : m_labels)
        l.text->setFont(f.labels);
}

void PlotView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, Qt::white);
    if (m_series.empty())
        return;
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    QAbstractSeries *anchor = m_series.front().series;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // crisp one-pixel lines
    painter->setClipRect(plot);
    auto draw = [&](const std::vector<double> &values, bool vertical, const QColor &color) {
        painter->setPen(QPen(color, 1));
        for (double v : values) {
            const QPointF p = chart()->mapToScene(chart()->mapToPosition(
                vertical ? QPointF(v, m_yMin) : QPointF(m_xMin, v), anchor));
            if (vertical)
                painter->drawLine(QPointF(std::round(p.x()) + 0.5, plot.top()),
                                  QPointF(std::round(p.x()) + 0.5, plot.bottom()));
            else
                painter->drawLine(QPointF(plot.left(), std::round(p.y()) + 0.5),
                                  QPointF(plot.right(), std::round(p.y()) + 0.5));
        }
    };
    const GridLines xs = gridLines(m_xMin, m_xMax, m_xSpec.log);
    const GridLines ys = gridLines(m_yMin, m_yMax, m_ySpec.log);
    const QColor minor(0xee, 0xee, 0xee), major(0xd4, 0xd4, 0xd4);
    draw(xs.minor, true, minor);
    draw(ys.minor, false, minor);
    draw(xs.major, true, major);
    draw(ys.major, false, major);
    painter->restore();
}

void PlotView::mouseMoveEvent(QMouseEvent *event)
{
    hoverAt(event->position());
    event->accept();
}

void PlotView::leaveEvent(QEvent *event)
{
    m_callout->setVisible(false);
    QChartView::leaveEvent(event);
}

void PlotView::mousePressEvent(QMouseEvent *event) { event->accept(); }
void PlotView::mouseReleaseEvent(QMouseEvent *event) { event->accept(); }
void PlotView::mouseDoubleClickEvent(QMouseEvent *event) { event->accept(); }

} // namespace fleet
