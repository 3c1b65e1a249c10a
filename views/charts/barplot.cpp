// BarPlot (barplot.h): the category bar chart — plain or stacked, vertical or horizontal, linear
// or log value axis — built once and updated in place, with hover tooltips and scalable fonts.
#include "barplot.h"

#include "axislabels.h"
#include "axislock.h"

#include "axismath.h"
#include "chartdata.h"
#include "linearaxis.h"
#include "livecharts.h"
#include "palette.h"
#include "textfit.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QStackedBarSeries>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace fleet {

BarPlot::BarPlot(const BarSpec &spec, QWidget *parent)
    : QChartView(new QChart, parent), m_categoryAxis(new QBarCategoryAxis), m_format(spec.format)
{
    const bool horizontal = spec.horizontal, stacked = spec.stacked;
    m_horizontal = horizontal;
    if (spec.logValues) {
        m_logAxis = new QLogValueAxis;
        m_logAxis->setBase(10);
        // No minor ticks of Qt Charts': drawBackground() draws the log grid (below).
        m_logAxis->setMinorTickCount(0);
        m_axis = m_logAxis;
    } else {
        m_valueAxis = new QValueAxis;
        m_valueAxis->setLabelFormat(linearLabelFormat(1));
        m_valueAxis->setTickCount(6);
        m_axis = m_valueAxis;
    }
    if (!m_format)
        m_format = [](double v) { return QString::number(v); };
    if (horizontal)
        m_series = stacked ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries)
                           : new QHorizontalBarSeries;
    else
        m_series =
            stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries) : new QBarSeries;
    QChart *c = chart();
    m_title = spec.title;
    setAccessibleName(spec.title);
    c->setTitle(spec.title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(spec.legendAt);
    c->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    c->addSeries(m_series);
    m_axis->setTitleText(spec.valueTitle);
    if (!spec.valueUnit.isEmpty())
        m_axis->setProperty(kAxisUnitProperty, spec.valueUnit);
    c->addAxis(m_categoryAxis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    c->addAxis(m_axis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    m_series->attachAxis(m_categoryAxis);
    m_series->attachAxis(m_axis);
    // The theme's background and texts, not Qt Charts' light theme (a white chart in the dark
    // window); before the log axis's labels take their colour.
    c->setBackgroundBrush(colours().chartBackground);
    c->setBackgroundPen(Qt::NoPen);
    applyChartTextColours(c);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setGridLineColor(colours().gridMajor);
        axis->setMinorGridLineColor(colours().gridMinor);
    }
    if (m_logAxis) {
        // A log axis's grid (decades, and 2…9 × each) is drawn by drawBackground() into the
        // view's cached background, not by Qt Charts: when a drag grows the range a decade,
        // Qt Charts made, stroked and cached its ~40 dotted grid lines and ticks again, most of
        // a 9 ms step (callgrind, the communication view's transfer-size slider).
        m_logAxis->setGridLineVisible(false);
        m_logAxis->setMinorGridLineVisible(false);
        c->setBackgroundVisible(false);
        setBackgroundBrush(colours().chartBackground);
        setCacheMode(QGraphicsView::CacheBackground);
        connect(c, &QChart::plotAreaChanged, this, [this] { resetCachedContent(); });
        connect(m_logAxis, &QLogValueAxis::rangeChanged, this, [this] { resetCachedContent(); });
    }
    if (m_logAxis) // tick labels with units, not printf's "1e+03" (axislabels.h)
        m_logLabels = new LogAxisLabels(c, m_logAxis, m_format);
    m_series->setBarWidth(0.6);
    setRenderHint(QPainter::Antialiasing);
    tuneForLiveUpdates(this);
    // Axis titles fit the plot's sides, known once the chart has laid itself out.
    connect(chart(), &QChart::plotAreaChanged, this, &BarPlot::fitTexts, Qt::QueuedConnection);
    m_axisLock = new AxisLock(this, [this] { applyValueRange(m_asked.first, m_asked.second); });
    addDataTableAction(this); // "Show data as table…", and focus from the keyboard
    // The tick interval follows the axis's length in pixels (see applyValueRange), locked or
    // not (a locked axis keeps its range, not its ticks); queued, so the chart finishes its
    // layout first.
    connect(
        c, &QChart::plotAreaChanged, this,
        [this] {
            if (!m_axisLock->isLocked() && !m_rangesHeld)
                applyValueRange(m_asked.first, m_asked.second);
            else if (m_valueAxis)
                applyTicks(m_valueAxis->min(), m_valueAxis->max());
        },
        Qt::QueuedConnection);
    // Ghost outlines follow the plot area and the value axis.
    connect(c, &QChart::plotAreaChanged, this, &BarPlot::layoutGhosts, Qt::QueuedConnection);
    if (m_logAxis)
        connect(m_logAxis, &QLogValueAxis::rangeChanged, this, &BarPlot::layoutGhosts);
    else
        connect(m_valueAxis, &QValueAxis::rangeChanged, this, &BarPlot::layoutGhosts);
    setRubberBand(QChartView::NoRubberBand);
    setMinimumSize(200, 160); // its least height then follows its texts (followLeastHeight())
    connect(
        m_series, &QAbstractBarSeries::hovered, this, [this](bool status, int index, QBarSet *set) {
            if (!status) {
                QToolTip::hideText();
                return;
            }
            const QString category =
                m_categories.value(index).replace(QStringLiteral("<br>"), QStringLiteral(" "));
            m_hoverText =
                QStringLiteral("%1 — %2: %3").arg(category, set->label(), m_format(set->at(index)));
            if (m_textFilter)
                m_hoverText = m_textFilter(m_hoverText);
            QToolTip::showText(QCursor::pos(), m_hoverText, this);
        });
    applyFonts();
}

int BarPlot::addSet(const QString &name, const QColor &color)
{
    auto *set = new QBarSet(name);
    set->setColor(color);
    set->setBorderColor(color.darker(130));
    m_series->append(set);
    m_sets.push_back(set);
    return int(m_sets.size() - 1);
}

void BarPlot::setCategories(const QStringList &categories)
{
    if (m_categories != categories) {
        m_categories = categories;
        fitCategories();
        layoutGhosts();
    }
}

void BarPlot::fitCategories()
{
    // Qt Charts gives each label of n categories 1/(n + 1) of the axis (its layout has a point
    // between categories and one at each end) less 4 px each side, and its text item's margin
    // takes one more; along a vertical axis the labels reserve their own width, so they are
    // left as given.
    const double share = m_horizontal || m_categories.isEmpty()
                             ? 0
                             : chart()->plotArea().width() / double(m_categories.size() + 1) - 9;
    // A label Qt Charts lays out whole stays as given: measured as Qt Charts measures it (a
    // rich-text document with a half-pixel margin), which font metrics overestimate a little.
    QTextDocument document;
    document.setDefaultFont(m_categoryAxis->labelsFont());
    document.setDocumentMargin(0.5);
    QStringList wrapped;
    for (const QString &category : m_categories) {
        document.setHtml(category);
        wrapped << (document.idealWidth() + 1 <= share + 1
                        ? category
                        : wrapLines(category, m_categoryAxis->labelsFont(), share));
    }
    if (m_categoryAxis->categories() != wrapped)
        m_categoryAxis->setCategories(wrapped);
}

void BarPlot::setValues(int set, const std::vector<double> &values)
{
    QBarSet *s = m_sets.at(size_t(set));
    // Each QBarSet::replace re-lays out every bar of the chart; stay silent for all changes but
    // the last, which brings the chart up to date once.
    std::vector<size_t> changed;
    for (size_t i = 0; i < values.size() && qsizetype(i) < s->count(); ++i) {
        if (s->at(qsizetype(i)) != values[i])
            changed.push_back(i);
    }
    for (size_t k = 0; k < changed.size(); ++k) {
        const bool last = k + 1 == changed.size();
        const bool wasBlocked = s->blockSignals(!last);
        s->replace(qsizetype(changed[k]), values[changed[k]]);
        s->blockSignals(wasBlocked);
    }
    for (size_t i = size_t(s->count()); i < values.size(); ++i)
        s->append(values[i]);
    if (s->count() > qsizetype(values.size()))
        s->remove(qsizetype(values.size()), s->count() - qsizetype(values.size()));
}

void BarPlot::setValueRange(double min, double max)
{
    m_barsAsked = {min, max};
    // The pinned designs' outlines fit too (setGhosts() comes first). While the bars are
    // concealed the range is the outlines' alone: one that followed the hidden bars moved the
    // outlines against the axis as the hidden value changed, and the class read its size.
    // (A linear axis keeps the start asked for, its zero.)
    const bool outlinesOnly = isConcealed() && !m_ghosts.empty();
    bool any = !outlinesOnly;
    for (const Ghost &g : m_ghosts) {
        for (double v : g.values) {
            if (std::isnan(v) || (m_logAxis && v <= 0))
                continue;
            min = any || !m_logAxis ? std::min(min, v) : v;
            max = any ? std::max(max, v) : v;
            any = true;
        }
    }
    if (!any) // outlines with no value the axis can show: the bars' range, unseen
        std::tie(min, max) = m_barsAsked;
    m_asked = {min, max};
    if (!m_axisLock->isLocked())
        applyValueRange(min, max);
}

void BarPlot::setRangesHeld(bool held)
{
    if (held == m_rangesHeld)
        return;
    m_rangesHeld = held;
    if (!held && !m_axisLock->isLocked())
        applyValueRange(m_asked.first, m_asked.second);
}

void BarPlot::applyValueRange(double min, double max)
{
    // While a drag holds the range, the one shown only grows to hold the new one.
    const bool hull = m_rangesHeld && m_rangeShown;
    m_rangeShown = true;
    if (m_logAxis) {
        double lo = decadeBelow(min), hi = decadeAbove(max);
        if (hull) {
            lo = std::min(lo < m_logAxis->min() ? lo / 10 : lo, m_logAxis->min());
            hi = std::max(hi > m_logAxis->max() ? hi * 10 : hi, m_logAxis->max());
        }
        if (m_logAxis->min() != lo || m_logAxis->max() != hi) {
            m_logAxis->setRange(lo, hi);
            // Beyond five decades, label every other one so the ticks never run together.
            m_logAxis->setBase(std::log10(hi / lo) > 5 ? 100 : 10);
        }
        return;
    }
    // A nice top a little above the data (round ticks: 0, 0.5, 1 … not 0.249, 0.498 …); it
    // moves in steps, so a drag re-lays out the axis only when the data crosses one.
    const double span = max - min;
    double top = min + (niceCeiling(span) == span ? span : niceCeiling(span * 1.25));
    if (hull) {
        // Grown under a drag, the axis takes room for four times the bars, so it is laid out
        // again once per fourfold change, not at every round number (the release fits it).
        if (top > m_valueAxis->max())
            top = min + niceCeiling(span * 4);
        min = std::min(min, m_valueAxis->min());
        top = std::max(top, m_valueAxis->max());
    }
    applyTicks(min, top);
}

void BarPlot::applyTicks(double min, double max)
{
    // As many ticks as the axis has room to label without Qt Charts eliding them to "…".
    const QRectF plot = chart()->plotArea();
    const double interval = readableLinearInterval(
        m_valueAxis->labelsFont(), m_horizontal ? Qt::Horizontal : Qt::Vertical, min, max,
        m_horizontal ? plot.width() : plot.height());
    // The top is labelled at least: on a short axis an interval wider than the range left
    // "0.0" its only label. The range stays the data's, whatever the chart's size.
    const double step = max > min ? std::min(interval, max - min) : interval;
    setLinearAxis(m_valueAxis, min, max, step, min);
    // Concealed, the (transparent) labels are five digits whatever the hidden range ("%05.0f";
    // Qt Charts reads a format without a conversion as none, labels of no width): labels as
    // wide as the hidden values' told the class their size at Page Down, the plot moving aside.
    if (isConcealed() && !m_horizontal)
        m_valueAxis->setLabelFormat(QStringLiteral("%05.0f"));
    keepLabelRoom(min, max, step);
}

void BarPlot::keepLabelRoom(double min, double max, double step)
{
    // Values up the left side: the plot starts right of their widest label, so a range whose
    // labels widen ("5000" → "20000" ms, a lesson's Page Down) moved the plot inside its chart.
    // The widest labels seen in this font keep their room: narrower ones take it as margin.
    if (m_horizontal || !(step > 0))
        return;
    const QFont font = m_valueAxis->labelsFont();
    if (font != m_labelRoomFont) {
        m_labelRoomFont = font;
        m_labelRoom = 0;
    }
    const QFontMetricsF metrics(font);
    const QByteArray format = m_valueAxis->labelFormat().toLatin1();
    double widest = 0;
    int ticks = 0;
    for (double v = min; v <= max + step * 1e-9 && ticks < 100; v += step, ++ticks)
        widest =
            std::max(widest, metrics.horizontalAdvance(QString::asprintf(format.constData(), v)));
    m_labelRoom = std::max(m_labelRoom, widest);
    const int extra = int(std::lround(m_labelRoom - widest));
    QMargins margins = chart()->margins();
    if (margins.left() != kChartMargin + extra) {
        margins.setLeft(kChartMargin + extra);
        chart()->setMargins(margins);
    }
}

double BarPlot::valueMin() const
{
    return m_logAxis ? m_logAxis->min() : m_valueAxis->min();
}

double BarPlot::valueMax() const
{
    return m_logAxis ? m_logAxis->max() : m_valueAxis->max();
}

void BarPlot::setTitle(const QString &title, const QString &room)
{
    if (m_title == title && m_titleRoom == room)
        return;
    m_title = title;
    m_titleRoom = room;
    // A new value in the title (it may hold one hidden behind a question: filtered) is drawn
    // alone; only a title that takes another line fits the rest again.
    const QString shown = m_textFilter ? m_textFilter(m_title) : m_title;
    setAccessibleName(shown);
    // Room for the title with its value shown (the reveal moves no plot), or for `room`.
    if (fitChartTitle(chart(), shown, m_titleRoom.isEmpty() ? m_title : m_titleRoom))
        fitTexts();
}

void BarPlot::setTextFilter(std::function<QString(const QString &)> filter)
{
    m_textFilter = std::move(filter);
    fitTexts(); // the title
}

void BarPlot::setConcealed(bool concealed)
{
    if (m_series->isVisible() == !concealed)
        return;
    m_series->setVisible(!concealed);
    // The value axis shows no numbers either: its range follows the bars (a step of 4.6 s on
    // an axis labelled to 10,000 ms told the class the answer's size before the reveal). The
    // labels keep their room, so the reveal moves nothing.
    if (m_logLabels)
        m_logLabels->setBlank(concealed);
    else
        m_valueAxis->setLabelsColor(concealed ? QColor(Qt::transparent) : colours().text);
    // The legend keeps the sets' names (they tell nothing), so the bars' rows do not shift.
    m_series->setProperty(kKeptInLegend, concealed);
    // An empty plot says why: without it, a chart a lesson keeps empty for a later step's
    // answer (nvlink-infiniband's bandwidth bars through steps 1 and 2) read as broken.
    if (concealed && !m_concealNote) {
        m_concealNote = new QGraphicsSimpleTextItem(chart());
        m_concealNote->setZValue(10);
        connect(chart(), &QChart::plotAreaChanged, this, &BarPlot::placeConcealNote);
    }
    if (m_concealNote) {
        m_concealNote->setVisible(concealed);
        placeConcealNote();
    }
    if (!m_ghosts.empty()) // the outlines' range alone while concealed, the bars' with them after
        setValueRange(m_barsAsked.first, m_barsAsked.second);
    else if (m_valueAxis && m_rangeShown)
        applyTicks(m_valueAxis->min(), m_valueAxis->max()); // the labels' stand-ins, or theirs
    fitTexts();
}

bool BarPlot::isConcealed() const
{
    return !m_series->isVisible();
}

void BarPlot::placeConcealNote()
{
    if (!m_concealNote || !isConcealed())
        return;
    m_concealNote->setFont(m_categoryAxis->labelsFont());
    m_concealNote->setBrush(colours().secondaryText);
    const QRectF area = chart()->plotArea();
    // Wrapped to the plot (textfit's wrapLines(), Chinese between phrases); left out on a plot
    // too small for it whole (a crushed chart at the largest font cut it at both edges).
    const QFont font = m_concealNote->font();
    const QString text =
        wrapLines(tr("Hidden until its question is answered"), font, area.width() - 8)
            .replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    const QRectF needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, 1e6, 1e6), 0, text);
    m_concealNote->setVisible(needed.width() <= area.width() && needed.height() <= area.height());
    m_concealNote->setText(text);
    const QRectF box = m_concealNote->boundingRect();
    m_concealNote->setPos(area.center().x() - box.width() / 2,
                          area.center().y() - box.height() / 2);
}

void BarPlot::fitTexts()
{
    // The title may hold a value hidden behind a question: it passes the text filter too.
    const QString title = m_textFilter ? m_textFilter(m_title) : m_title;
    setAccessibleName(title); // a screen reader names the chart by its title
    fitChartTexts(chart(), title, m_titleRoom.isEmpty() ? m_title : m_titleRoom);
    fitCategories();
    followLeastHeight();
}

int BarPlot::leastHeight() const
{
    // Summed from the texts as fitted (wrapped lines), not from the plot area Qt Charts leaves:
    // squeezed, it cuts the category labels and axis title ("Liquid ...", "Loa...") and so
    // measures less than they need.
    const QChart *c = chart();
    const auto lines = [](const QString &text) {
        return int(text.count(QStringLiteral("<br>"))) + 1;
    };
    // Lines as tall as Qt lays them out: a Chinese one is a fifth taller than the font says.
    const QFont labels = m_categoryAxis->labelsFont();
    int height = c->margins().top() + c->margins().bottom(); // a ghost caption included
    // The legend sits inside the chart, under the plot area, outside the margins.
    if (c->legend()->isVisible() && c->legend()->isAttachedToChart())
        height += int(std::ceil(c->legend()->effectiveSizeHint(Qt::PreferredSize).height()));
    if (!c->title().isEmpty())
        height += lines(c->title()) * lineHeight(c->titleFont(), c->title()) + 8;
    int categoryHeight = lineHeight(labels, QString());
    for (const QString &category : m_categoryAxis->categories())
        categoryHeight = std::max(categoryHeight, lines(category) * lineHeight(labels, category));
    if (m_horizontal) {
        // Values along the bottom (a row of ticks and the axis title); beside the bars, each
        // category's label in its share of the axis (a share per category and one more).
        const QString title = m_axis->titleText();
        height += lineHeight(labels, QString()) + 16;
        if (!title.isEmpty())
            height += lines(title) * lineHeight(m_axis->titleFont(), title);
        // Qt Charts cuts a label taller than its share less its padding on both sides.
        height += int(m_categories.size() + 1) * (categoryHeight + 6);
    } else {
        // The categories' labels under the bars; up the side, room for two or three ticks.
        // Qt Charts gives an axis at most 40 % of the chart's height between its title and
        // legend (qtcharts' CartesianChartLayout, maxAxisPortion) and cuts its labels to fit.
        const int axis = categoryHeight + 8;
        height += std::max(axis + 3 * lineHeight(labels, QString()), int(std::ceil(axis / 0.4)));
    }
    return std::max(160, height);
}

void BarPlot::followLeastHeight()
{
    // A minimum of its own, not a size hint: a view may lay its charts out by stretch alone
    // (a size policy that ignores hints), and this still holds there.
    if (m_minimumHeightHeld)
        return;
    const int least = leastHeight();
    if (least != minimumHeight())
        setMinimumHeight(least);
}

void BarPlot::hideEvent(QHideEvent *event)
{
    releaseCaches(this); // put away: only the charts on screen hold cached pixmaps
    QChartView::hideEvent(event);
}

void BarPlot::drawBackground(QPainter *painter, const QRectF &rect)
{
    if (!m_logAxis) {
        QChartView::drawBackground(painter, rect);
        return;
    }
    painter->fillRect(rect, colours().chartBackground);
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    if (plot.isEmpty() || !(m_logAxis->min() > 0) || !(m_logAxis->max() > m_logAxis->min()))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // crisp one-pixel lines
    painter->setClipRect(plot);
    const double lo = std::log10(m_logAxis->min()), span = std::log10(m_logAxis->max()) - lo;
    const auto draw = [&](const std::vector<double> &values, const QColor &color) {
        painter->setPen(QPen(color, 1));
        for (double v : values) {
            const double along = (std::log10(v) - lo) / span; // 0 at the axis's start
            if (m_horizontal) {
                const double x = std::round(plot.left() + along * plot.width()) + 0.5;
                painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            } else {
                const double y = std::round(plot.bottom() - along * plot.height()) + 0.5;
                painter->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
            }
        }
    };
    const GridLines lines = gridLines(m_logAxis->min(), m_logAxis->max(), true);
    draw(lines.minor, colours().gridMinor);
    draw(lines.major, colours().gridMajor);
    painter->restore();
}

void BarPlot::resizeEvent(QResizeEvent *event)
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

void BarPlot::setSetName(int set, const QString &name)
{
    if (m_sets.at(size_t(set))->label() != name)
        m_sets.at(size_t(set))->setLabel(name);
}

void BarPlot::setSetInLegend(int set, bool shown)
{
    QBarSet *s = m_sets.at(size_t(set));
    if (s->property(kNotInLegend).toBool() == !shown)
        return;
    s->setProperty(kNotInLegend, !shown);
    fitTexts();
}

void BarPlot::setSetColor(int set, const QColor &color)
{
    QBarSet *s = m_sets.at(size_t(set));
    if (s->color() != color) {
        s->setColor(color);
        s->setBorderColor(color.darker(130));
    }
}

std::vector<double> BarPlot::values(int set) const
{
    const QBarSet *s = m_sets.at(size_t(set));
    std::vector<double> out;
    for (qsizetype i = 0; i < s->count(); ++i)
        out.push_back(s->at(i));
    return out;
}

QStringList BarPlot::categories() const
{
    return m_categories;
}

QStringList BarPlot::shownCategories() const
{
    return m_categoryAxis->categories();
}

void BarPlot::setFontScale(double scale)
{
    m_fontScale = scale;
    applyFonts();
}

void BarPlot::applyFonts()
{
    const ChartFonts f = chartFonts(QApplication::font(), m_fontScale);
    chart()->setTitleFont(f.title);
    chart()->legend()->setFont(f.labels);
    m_categoryAxis->setLabelsFont(f.labels);
    m_axis->setLabelsFont(f.labels);
    m_axis->setTitleFont(f.axisTitle);
    fitTexts();
    layoutGhosts();
    placeConcealNote();
}

void BarPlot::mousePressEvent(QMouseEvent *event)
{
    event->accept();
}

} // namespace fleet
