// PlotView (plotview.h): the XY chart adapter — axes and series created once, data cleaned and
// replaced in one call, reference markers, point labels, shaded bands, the hover callout, and
// the grid drawn into a cached background instead of Qt Charts' own grid items.
// Markers and point labels are in plotviewmarkers.cpp, shaded bands in plotviewbands.cpp, the
// series' visibility, names and questions in plotviewseries.cpp.
#include "plotview.h"

#include "axislabels.h"
#include "axislock.h"
#include "axismath.h"
#include "callout.h"
#include "chartdata.h"
#include "chartlayers.h"
#include "curvequestion.h"
#include "format.h"
#include "labellayout.h"
#include "linearaxis.h"
#include "livecharts.h"
#include "palette.h"
#include "textfit.h"

#include <QApplication>
#include <QAreaSeries>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

/// Qt Charts' own grid is switched off: PlotView::drawBackground draws it, cached.
void styleGrid(QAbstractAxis *axis)
{
    axis->setGridLineVisible(false);
    axis->setMinorGridLineVisible(false);
}

QAbstractAxis *makeAxis(const AxisSpec &spec)
{
    QAbstractAxis *made = nullptr;
    if (spec.log) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setMinorTickCount(8);
        made = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(linearLabelFormat(1));
        axis->setTickCount(6);
        made = axis;
    }
    made->setTitleText(spec.title);
    if (!spec.unit.isEmpty())
        made->setProperty(kAxisUnitProperty, spec.unit);
    styleGrid(made);
    return made;
}

QString formatAxisValue(const AxisSpec &spec, double v)
{
    return spec.format ? spec.format(v) : formatReadable(v);
}

/// The axis's title without a unit in parentheses at its end ("Rack power (kW)" → "Rack
/// power"): the hover callout's values carry their unit already.
QString quantityName(const AxisSpec &spec)
{
    static const QRegularExpression unit(QStringLiteral("\\s*[(（][^()（）]*[)）]$"));
    QString name = spec.title;
    return name.remove(unit);
}

/// Our tick labels for a log axis (axislabels.h): the spec's tick format, else its format.
LogAxisLabels *makeLogLabels(QChart *chart, QAbstractAxis *axis, const AxisSpec &spec)
{
    auto *log = qobject_cast<QLogValueAxis *>(axis);
    if (!log)
        return nullptr;
    std::function<QString(double)> format = spec.tickFormat;
    if (!format)
        format = [spec](double v) { return formatAxisValue(spec, v); };
    return new LogAxisLabels(chart, log, std::move(format));
}

} // namespace

PlotView::PlotView(const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    : QChartView(new QChart, parent), m_xSpec(std::move(x)), m_ySpec(std::move(y))
{
    QChart *c = chart();
    m_title = title;
    c->setTitle(title);
    setAccessibleName(title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(6, 6, 6, 6));
    c->setBackgroundRoundness(0);
    m_axisX = makeAxis(m_xSpec);
    m_axisY = makeAxis(m_ySpec);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    applyChartTextColours(c); // the theme's, before the log axes' labels take theirs
    m_xLabels = makeLogLabels(c, m_axisX, m_xSpec);
    m_yLabels = makeLogLabels(c, m_axisY, m_ySpec);
    setRenderHint(QPainter::Antialiasing);
    // The white background and the grid are drawn by drawBackground() into the view's cached
    // background: Qt Charts gives every series item the whole plot as its bounding rect, so
    // each change repaints the plot, and re-stroking ~100 grid lines was most of that cost.
    setCacheMode(QGraphicsView::CacheBackground);
    tuneForLiveUpdates(this);
    c->setBackgroundVisible(false);
    setBackgroundBrush(colours().chartBackground);
    setRubberBand(QChartView::NoRubberBand); // rubber-band zoom can crash 6.4 (QTBUG-118669)
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setMinimumSize(200, 160);
    m_callout = new Callout(c);
    m_callout->setVisible(false);
    // Axis titles fit the plot's sides, known once the chart has laid itself out.
    connect(chart(), &QChart::plotAreaChanged, this, &PlotView::fitTexts, Qt::QueuedConnection);
    m_axisLock = new AxisLock(this, [this] {
        applyRanges(m_asked[0], m_asked[1], m_asked[2], m_asked[3]);
        flushLayout();
    });
    // Locked, a curve that leaves the ranges says so (off scale ↑/↓); unlocked, the marks go.
    connect(m_axisLock, &AxisLock::lockedChanged, this, [this] {
        m_layoutDirty = true;
        flushLayout();
    });
    addDataTableAction(this); // "Show data as table…", and focus from the keyboard
    m_question = new CurveQuestion(this);
    connect(c, &QChart::plotAreaChanged, this, [this] {
        m_gridDirty = true;
        relayout();
    });
    // The linear axes' ticks follow the plot's size; queued, so the chart finishes its layout.
    connect(c, &QChart::plotAreaChanged, this, &PlotView::applyTicks, Qt::QueuedConnection);
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
    const bool model = bool(exact);
    m_series.push_back({s, std::move(exact), {}, false});
    const auto id = SeriesId(m_series.size() - 1);
    if (model)
        m_question->offer(id); // a model curve: "Hide and ask"
    return id;
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
    const bool wasEmpty = s.data.empty();
    s.data = std::move(clean);
    m_layoutDirty = true;
    if (m_scaleConcealable && wasEmpty != s.data.empty())
        updateScaleBlank(); // a series with nothing to draw does not keep the numbers shown
    QList<QPointF> list;
    list.reserve(qsizetype(s.data.size()));
    for (const CurvePoint &p : s.data)
        list.append(QPointF(p.x, p.y));
    s.series->replace(list);
}

void PlotView::setPointNotes(SeriesId id, std::vector<std::pair<CurvePoint, QString>> notes)
{
    m_series.at(size_t(id)).notes = std::move(notes);
}

void PlotView::setTitle(const QString &title)
{
    if (m_title == title)
        return;
    m_title = title;
    // A new value in the title (it may hold one hidden behind a question: filtered) is drawn
    // alone; only a title that takes another line fits the rest again.
    const QString shown = m_textFilter ? m_textFilter(m_title) : m_title;
    setAccessibleName(shown);
    // Room for the title with its value shown: the reveal moves no plot.
    if (fitChartTitle(chart(), shown, m_title))
        fitTexts();
}

void PlotView::fitTexts()
{
    // The title may hold a value hidden behind a question: it passes the text filter too.
    const QString title = m_textFilter ? m_textFilter(m_title) : m_title;
    setAccessibleName(title); // a screen reader names the chart by its title
    fitChartTexts(chart(), title, m_title);
}

void PlotView::setAxisTitles(const QString &x, const QString &y, const QString &xUnit,
                             const QString &yUnit)
{
    if (m_xSpec.title == x && m_ySpec.title == y && m_xSpec.unit == xUnit && m_ySpec.unit == yUnit)
        return;
    m_xSpec.title = x;
    m_ySpec.title = y;
    m_xSpec.unit = xUnit;
    m_ySpec.unit = yUnit;
    setFullAxisTitle(m_axisX, x);
    setFullAxisTitle(m_axisY, y);
    m_axisX->setProperty(kAxisUnitProperty, xUnit.isEmpty() ? QVariant() : QVariant(xUnit));
    m_axisY->setProperty(kAxisUnitProperty, yUnit.isEmpty() ? QVariant() : QVariant(yUnit));
    fitTexts();
}

void PlotView::hideEvent(QHideEvent *event)
{
    releaseCaches(this); // put away: only the charts on screen hold cached pixmaps
    m_callout->setVisible(false);
    QChartView::hideEvent(event);
}

void PlotView::resizeEvent(QResizeEvent *event)
{
    // Qt Charts raises the view's minimum to the chart's at every resize and never lowers it
    // (QChartViewPrivate::resize()): a chart laid out tall once (a lesson step showing it
    // alone) kept a tall minimum, and the window outgrew a 720 px screen when every chart came
    // back. The minimum stays the chart's own (its texts are fitted to the room it gets).
    const QSize own = minimumSize();
    QChartView::resizeEvent(event);
    if (minimumSize() != own)
        setMinimumSize(own);
    fitTexts();
}

void PlotView::setRanges(double xMin, double xMax, double yMin, double yMax)
{
    m_asked[0] = xMin;
    m_asked[1] = xMax;
    m_asked[2] = yMin;
    m_asked[3] = yMax;
    if (m_axisLock->isLocked())
        return;
    if (m_rangesHeld && m_rangesShown) {
        // Grown, the range takes room for four times the span asked (a decade more on a log
        // axis), so a drag that keeps going lays the axis out again once per fourfold change,
        // not at every round number; the release fits it to the data.
        auto grow = [](double &lo, double &hi, double shownLo, double shownHi, bool log) {
            const double span = log ? 0 : 3 * (hi - lo);
            if (lo < shownLo)
                lo = log ? lo / 10 : lo - span;
            else
                lo = shownLo;
            if (hi > shownHi)
                hi = log ? hi * 10 : hi + span;
            else
                hi = shownHi;
        };
        grow(xMin, xMax, m_xMin, m_xMax, m_xSpec.log);
        grow(yMin, yMax, m_yMin, m_yMax, m_ySpec.log);
    }
    applyRanges(xMin, xMax, yMin, yMax);
}

void PlotView::setRangesHeld(bool held)
{
    if (held == m_rangesHeld)
        return;
    m_rangesHeld = held;
    if (!held && !m_axisLock->isLocked()) {
        applyRanges(m_asked[0], m_asked[1], m_asked[2], m_asked[3]);
        flushLayout();
    }
}

void PlotView::applyRanges(double xMin, double xMax, double yMin, double yMax)
{
    m_rangesShown = true;
    if (xMin == m_xMin && xMax == m_xMax && yMin == m_yMin && yMax == m_yMax)
        return;
    m_xMin = xMin;
    m_xMax = xMax;
    m_yMin = yMin;
    m_yMax = yMax;
    applyTicks();
    for (Band &b : m_bands)
        placeBand(b);
    m_gridDirty = true;
    m_layoutDirty = true;
}

void PlotView::applyTicks()
{
    // As many ticks as the plot's side has room to label whole (linearaxis.h); a log axis's
    // ranges are set here, its labels adapt in adaptLogBase().
    const QRectF plot = chart()->plotArea();
    bool newTicks = false;
    auto apply = [&](QAbstractAxis *axis, Qt::Orientation o, double lo, double hi) {
        auto *value = qobject_cast<QValueAxis *>(axis);
        if (!value) {
            axis->setRange(lo, hi);
            return;
        }
        const double pixels = o == Qt::Horizontal ? plot.width() : plot.height();
        const double interval = readableLinearInterval(value->labelsFont(), o, lo, hi, pixels);
        newTicks = newTicks || interval != value->tickInterval();
        setLinearAxis(value, lo, hi, interval, 0);
    };
    apply(m_axisX, Qt::Horizontal, m_xMin, m_xMax);
    apply(m_axisY, Qt::Vertical, m_yMin, m_yMax);
    if (newTicks)
        resetCachedContent(); // the grid is drawn at the ticks
}

void PlotView::flushLayout()
{
    if (m_layoutDirty)
        relayout();
}

QPointF PlotView::toPlotArea(CurvePoint p) const
{
    // The axes' own transform (linear, or linear in log10), without a round trip through the
    // chart per point: a relayout maps every point of every curve.
    const QRectF plot = chart()->plotArea();
    auto along = [](double v, double lo, double hi, bool log) {
        if (log)
            return (std::log10(v) - std::log10(lo)) / (std::log10(hi) - std::log10(lo));
        return (v - lo) / (hi - lo);
    };
    return {plot.left() + along(p.x, m_xMin, m_xMax, m_xSpec.log) * plot.width(),
            plot.bottom() - along(p.y, m_yMin, m_yMax, m_ySpec.log) * plot.height()};
}

void PlotView::relayout()
{
    m_layoutDirty = false;
    if (m_gridDirty) {
        m_gridDirty = false;
        adaptLogBase();
        resetCachedContent(); // the grid moves with the ranges and the plot area
        // And so do the curves: a curve's cached pixmap outlived a new range (the wasted-time
        // curve drawn at the old one, its minimum at 18 min beside τ* = 9.8 min).
        dropCurveCaches(this);
    }
    std::vector<bool> lineShown;
    for (Marker &m : m_markers)
        lineShown.push_back(placeMarkerLine(m));
    placeOffScaleMarks();
    if (m_series.empty()) {
        showBackdrops({});
        return;
    }
    const QRectF plot = chart()->plotArea();
    // Reference-line labels first (they should show, beside their line), then point labels;
    // each avoids the points, the curves, the other reference lines, the off-scale marks and
    // the labels placed before it.
    std::vector<LabelRequest> requests;
    std::vector<QGraphicsSimpleTextItem *> items;
    std::vector<QGraphicsRectItem *> backdrops; // per request; none for point labels
    // Per request, the texts its candidates draw (a marker's label on one line or on two) and
    // from which candidate each applies.
    struct Variant
    {
        size_t from = 0;
        QString text;
    };
    std::vector<std::vector<Variant>> variants;
    std::vector<double> lineX; // per request: its marker's line's x (a vertical line's)
    int rule = 0; // the marker's line among the obstacles' rules (the lines shown, in order)
    for (size_t i = 0; i < m_markers.size(); ++i) {
        Marker &m = m_markers[i];
        if (!lineShown[i] || m.shown.isEmpty()) {
            m.text->setVisible(false);
            rule += lineShown[i];
            continue;
        }
        if (m.text->text() != m.shown)
            m.text->setText(m.shown);
        const QSizeF size = m.text->boundingRect().size();
        const QLineF line = m.line->line();
        const bool vertical = m.orientation == Qt::Vertical;
        const bool top = m.labelAt & Qt::AlignTop;
        LabelRequest request{vertical ? verticalLineLabelCandidates(line.x1(), plot, size, top)
                                      : horizontalLineLabelCandidates(line.y1(), plot, size),
                             false, rule++};
        std::vector<Variant> texts{{0, m.shown}};
        auto add = [&request](const std::vector<QRectF> &more) {
            request.candidates.insert(request.candidates.end(), more.begin(), more.end());
        };
        // Beside a vertical line, on two lines where one has no free place ("N = 100,000"
        // over "100.0 %" between an S-curve and its line); then across its own line, on one
        // line or two. A horizontal line's label sits on its line where the lines above and
        // below leave no room beside it.
        const QString twoLines = vertical ? labelOnTwoLines(m.shown) : QString();
        QSizeF twoSize;
        if (!twoLines.isEmpty()) {
            QGraphicsSimpleTextItem measure(twoLines);
            measure.setFont(m.text->font());
            twoSize = measure.boundingRect().size();
            texts.push_back({request.candidates.size(), twoLines});
            // Each line against the side of its marker's line: the shorter leaves room.
            const QFontMetricsF metrics(m.text->font());
            std::vector<double> widths;
            for (const QString &part : twoLines.split(QLatin1Char('\n')))
                widths.push_back(std::ceil(metrics.horizontalAdvance(part)) + 1);
            request.parts.resize(request.candidates.size());
            for (const QRectF &box : verticalLineLabelCandidates(line.x1(), plot, twoSize, top)) {
                request.candidates.push_back(box);
                request.parts.push_back(labelLineBoxes(box, widths, box.left() < line.x1()));
            }
        }
        if (vertical) {
            texts.push_back({request.candidates.size(), m.shown});
            add(onVerticalLineCandidates(line.x1(), plot, size, top));
            if (!twoLines.isEmpty()) {
                texts.push_back({request.candidates.size(), twoLines});
                add(onVerticalLineCandidates(line.x1(), plot, twoSize, top));
            }
            // Last, three lines: the first of two broken before its gloss in brackets ("τ* =
            // 18.6 min" over "(δ = 56.7 s, MTBF = 3.1 h)" over "10.2 % wasted"), narrow enough
            // to stand inside a U-shaped curve (model-vs-world step 1 drew it on a backdrop
            // over the curve).
            const QString first = twoLines.section(QLatin1Char('\n'), 0, 0);
            const qsizetype gloss = first.indexOf(QStringLiteral(" ("));
            if (gloss > 0) {
                const QString threeLines = first.left(gloss) + QLatin1Char('\n') +
                                           first.mid(gloss + 1) + QLatin1Char('\n') +
                                           twoLines.section(QLatin1Char('\n'), 1);
                QGraphicsSimpleTextItem measure(threeLines);
                measure.setFont(m.text->font());
                const QSizeF threeSize = measure.boundingRect().size();
                texts.push_back({request.candidates.size(), threeLines});
                add(verticalLineLabelCandidates(line.x1(), plot, threeSize, top));
                add(onVerticalLineCandidates(line.x1(), plot, threeSize, top));
            }
        } else {
            add(onHorizontalLineCandidates(line.y1(), plot, size));
        }
        requests.push_back(std::move(request));
        variants.push_back(std::move(texts));
        lineX.push_back(line.x1());
        items.push_back(m.text);
        backdrops.push_back(m.backdrop);
    }
    for (Label &l : m_labels) {
        const bool inRange = l.at.x >= m_xMin && l.at.x <= m_xMax && l.at.y >= m_yMin &&
                             l.at.y <= m_yMax && acceptable(l.at.x, l.at.y);
        const bool pointShown = l.of < 0 || m_series.at(size_t(l.of)).series->isVisible();
        if (!l.visible || l.concealed || !inRange || !pointShown || l.text->text().isEmpty()) {
            l.text->setVisible(false);
            continue;
        }
        const QPointF p = chart()->mapToPosition(QPointF(l.at.x, l.at.y), m_series.front().series);
        requests.push_back({pointLabelCandidates(p, l.text->boundingRect().size()), true});
        variants.emplace_back();
        lineX.push_back(0);
        items.push_back(l.text);
        backdrops.push_back(nullptr);
    }
    if (requests.empty()) {
        showBackdrops({});
        return;
    }
    std::vector<bool> onLines;
    const std::vector<int> chosen = placeLabels(plot, obstacles(), requests, &onLines);
    for (size_t i = 0; i < items.size(); ++i) {
        const bool placed = chosen[i] >= 0;
        const QRectF box = placed ? requests[i].candidates[size_t(chosen[i])] : QRectF();
        if (placed && !variants[i].empty()) {
            QString text;
            for (const Variant &v : variants[i]) {
                if (size_t(chosen[i]) >= v.from)
                    text = v.text;
            }
            if (items[i]->text() != text)
                items[i]->setText(text);
            // Two lines beside and left of the marker's line: against its right edge.
            const bool right = size_t(chosen[i]) < requests[i].parts.size() &&
                               !requests[i].parts[size_t(chosen[i])].empty() &&
                               box.left() < lineX[i];
            if (items[i]->data(kLinesRightKey).toBool() != right) {
                items[i]->setData(kLinesRightKey, right);
                items[i]->update();
            }
        }
        if (placed && items[i]->pos() != box.topLeft())
            items[i]->setPos(box.topLeft());
        if (items[i]->isVisible() != placed)
            items[i]->setVisible(placed);
        // A reference-line label that had to sit on a line reads over it.
        if (backdrops[i] && onLines[i]) {
            const QRectF behind = box.adjusted(-2, 0, 2, 0);
            if (backdrops[i]->rect() != behind)
                backdrops[i]->setRect(behind);
        } else if (backdrops[i]) {
            backdrops[i] = nullptr; // not needed: hidden below
        }
    }
    showBackdrops(backdrops);
}

void PlotView::adaptLogBase()
{
    // On a narrow chart label every other decade (logAxisBase(): with a margin, so the new
    // labels' plot area does not flip the choice back).
    const QRectF plot = chart()->plotArea();
    auto adapt = [](QAbstractAxis *axis, const LogAxisLabels *labels, double pixels, double lo,
                    double hi) {
        auto *log = qobject_cast<QLogValueAxis *>(axis);
        if (!log || !labels || !(lo > 0) || !(hi > lo) || pixels <= 0)
            return;
        // Along the bottom, a decade needs room for its widest label and a gap: ours, and the
        // axis's own transparent one that reserves its room (Qt Charts elides that to "..."
        // when it has no room, even unseen).
        double labelPixels = 0;
        if (axis->orientation() == Qt::Horizontal) {
            const QFontMetricsF metrics(axis->labelsFont());
            const double ours = labels->widestLabel(lo, hi);
            const QString reserve = reservingLabelFormat(axis->labelsFont(), ours);
            labelPixels =
                std::max(ours,
                         metrics.horizontalAdvance(QString::asprintf(qPrintable(reserve), 1e5))) +
                16;
        }
        const double base = logAxisBase(log->base(), pixels, std::log10(hi / lo), labelPixels);
        if (log->base() != base) {
            log->setBase(base);
            log->setMinorTickCount(base == 100 ? 1 : 8);
        }
    };
    adapt(m_axisX, m_xLabels, plot.width(), m_xMin, m_xMax);
    adapt(m_axisY, m_yLabels, plot.height(), m_yMin, m_yMax);
}

QPointF PlotView::positionOf(CurvePoint p) const
{
    const QAbstractSeries *anchor = m_series.empty() ? nullptr : m_series.front().series;
    const QPointF scene =
        chart()->mapToPosition(QPointF(p.x, p.y), const_cast<QAbstractSeries *>(anchor));
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
            const double d =
                s.isPoints ? QLineF(at, chartPos).length() : std::abs(at.y() - chartPos.y());
            if (d < best) {
                best = d;
                anchor = at;
                text = QStringLiteral("%1\n%2: %3\n%4: %5")
                           .arg(name, quantityName(m_xSpec), formatAxisValue(m_xSpec, p.x),
                                quantityName(m_ySpec), formatAxisValue(m_ySpec, p.y));
                for (const auto &[where, note] : s.notes) {
                    if (where == p)
                        text += QLatin1Char('\n') + note;
                }
            }
        };
        if (s.isPoints) {
            for (const CurvePoint &p : s.data)
                consider(p, s.series->name());
        } else if (value.x() >= s.data.front().x && value.x() <= s.data.back().x) {
            const double y = s.exact
                                 ? s.exact(value.x())
                                 : interpolateCurve(s.data, value.x(), m_xSpec.log, m_ySpec.log);
            consider({value.x(), y}, s.series->name());
        }
    }
    if (text.isEmpty()) {
        m_callout->setVisible(false);
        return {};
    }
    if (m_textFilter)
        text = m_textFilter(text);
    m_callout->show(text, anchor, plot, chart()->font());
    return text;
}

bool PlotView::isCalloutVisible() const
{
    return m_callout->isVisible();
}

QList<QPointF> PlotView::points(SeriesId id) const
{
    return m_series.at(size_t(id)).series->points();
}

QString PlotView::seriesName(SeriesId id) const
{
    return m_series.at(size_t(id)).series->name();
}

void PlotView::setFontScale(double scale)
{
    m_fontScale = scale;
    applyFonts();
    applyTicks(); // labels of a new size need a new share of the axis
    m_gridDirty = true;
    m_layoutDirty = true;
    flushLayout();
}

void PlotView::applyFonts()
{
    const ChartFonts f = chartFonts(QApplication::font(), m_fontScale);
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
    fitTexts();
}

void PlotView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, colours().chartBackground);
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
            const QPointF p = chart()->mapToScene(
                chart()->mapToPosition(vertical ? QPointF(v, m_yMin) : QPointF(m_xMin, v), anchor));
            if (vertical)
                painter->drawLine(QPointF(std::round(p.x()) + 0.5, plot.top()),
                                  QPointF(std::round(p.x()) + 0.5, plot.bottom()));
            else
                painter->drawLine(QPointF(plot.left(), std::round(p.y()) + 0.5),
                                  QPointF(plot.right(), std::round(p.y()) + 0.5));
        }
    };
    // A linear axis's lines at its labelled ticks (their interval follows the plot's size).
    auto step = [](QAbstractAxis *axis) {
        auto *value = qobject_cast<QValueAxis *>(axis);
        return value ? value->tickInterval() : 0.0;
    };
    const GridLines xs = gridLines(m_xMin, m_xMax, m_xSpec.log, step(m_axisX));
    const GridLines ys = gridLines(m_yMin, m_yMax, m_ySpec.log, step(m_axisY));
    draw(xs.minor, true, colours().gridMinor);
    draw(ys.minor, false, colours().gridMinor);
    draw(xs.major, true, colours().gridMajor);
    draw(ys.major, false, colours().gridMajor);
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

bool PlotView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Leave)
        m_callout->setVisible(false);
    return QChartView::viewportEvent(event);
}

void PlotView::mousePressEvent(QMouseEvent *event)
{
    event->accept();
}
void PlotView::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
}
void PlotView::mouseDoubleClickEvent(QMouseEvent *event)
{
    event->accept();
}

} // namespace fleet
