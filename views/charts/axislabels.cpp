// LogAxisLabels (axislabels.h): the axis's own labels transparent but reserving their room, ours
// drawn at its ticks.
#include "axislabels.h"

#include "chartlayers.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLogValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
/// Gap between the plot area's edge and a label (Qt Charts' tick length and label margin).
constexpr double kLeftGap = 6;
constexpr double kBottomGap = 5;
/// Letters alone: "Cluster<br>MTBF (h)" and "Cluster\u2028MTBF (h)" compare equal.
QString letters(QString text)
{
    text.remove(QStringLiteral("<br>"));
    text.removeIf([](QChar c) { return c.isSpace() || c == QChar::LineSeparator; });
    return text;
}

/// The axis's title as Qt Charts placed it (chart coordinates), or an empty rect.
QRectF titleRect(QGraphicsItem *chart, const QGraphicsItem *item, const QString &title, int depth)
{
    for (QGraphicsItem *child : item->childItems()) {
        if (const auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(child)) {
            if (text->isVisible() && letters(text->toPlainText()) == title)
                return text->mapRectToItem(chart, text->boundingRect());
        }
        if (depth < 4) {
            const QRectF r = titleRect(chart, child, title, depth + 1);
            if (!r.isEmpty())
                return r;
        }
    }
    return {};
}

} // namespace

std::vector<double> logAxisTicks(double min, double max, double base)
{
    std::vector<double> ticks;
    if (!(min > 0) || !(max > min) || !(base > 1) || !std::isfinite(max))
        return ticks;
    const double lb = std::log(base);
    const int first = int(std::ceil(std::log(min) / lb - 1e-9));
    const int last = int(std::floor(std::log(max) / lb + 1e-9));
    for (int i = first; i <= last && ticks.size() < 400; ++i)
        ticks.push_back(std::pow(base, i));
    return ticks;
}

QString reservingLabelFormat(const QFont &font, double pixels)
{
    const QFontMetricsF metrics(font);
    int digits = 5; // "1e+05"
    auto format = [](int n) {
        // "%012.0e": zero-padded to n characters ("%0%1" would be read by QString::arg).
        return n <= 5 ? QStringLiteral("%.0e")
                      : QStringLiteral("%0") + QString::number(n) + QStringLiteral(".0e");
    };
    while (digits < 60 &&
           metrics.horizontalAdvance(QString::asprintf(qPrintable(format(digits)), 1e5)) < pixels)
        ++digits;
    return format(digits);
}

LogAxisLabels::LogAxisLabels(QChart *chart, QLogValueAxis *axis,
                             std::function<QString(double)> format)
    : QObject(chart), m_chart(chart), m_axis(axis), m_format(std::move(format)),
      m_colour(axis->labelsColor())
{
    // The axis's own labels keep their room in the layout but are not seen.
    axis->setLabelsColor(Qt::transparent);
    connect(chart, &QChart::plotAreaChanged, this, &LogAxisLabels::relayout);
    connect(axis, &QLogValueAxis::rangeChanged, this, &LogAxisLabels::relayout);
    connect(axis, &QLogValueAxis::baseChanged, this, &LogAxisLabels::relayout);
    connect(axis, &QLogValueAxis::labelsFontChanged, this, &LogAxisLabels::relayout);
}

double LogAxisLabels::widestLabel(double min, double max) const
{
    const QFontMetricsF metrics(m_axis->labelsFont());
    double widest = 0;
    for (double v : logAxisTicks(min, max, 10))
        widest = std::max(widest, metrics.horizontalAdvance(m_format(v)));
    return widest;
}

void LogAxisLabels::relayout()
{
    const double min = m_axis->min(), max = m_axis->max();
    // The room reserved depends on the range alone (every decade), not on the base, so a
    // change of base never changes the plot area that chose it.
    const QString reserve = reservingLabelFormat(m_axis->labelsFont(), widestLabel(min, max));
    if (m_axis->labelFormat() != reserve)
        m_axis->setLabelFormat(reserve); // lays the chart out again: plotAreaChanged follows
    if (m_axis->labelsColor() != QColor(Qt::transparent))
        m_axis->setLabelsColor(Qt::transparent);

    std::vector<double> ticks =
        m_blank ? std::vector<double>{} : logAxisTicks(min, max, m_axis->base());
    if (ticks.size() < 2 && !m_blank && m_axis->base() == 10 && min > 0 && max > min) {
        // Less than two decades labelled (1,024 … 65,536 shows only 10,000): 1, 2 and 5 of each
        // decade, on the minor grid lines, so the axis can still be read.
        ticks.clear();
        for (int k = int(std::floor(std::log10(min))); k <= int(std::ceil(std::log10(max))); ++k) {
            for (double m : {1.0, 2.0, 5.0}) {
                const double v = m * std::pow(10.0, k);
                if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9))
                    ticks.push_back(v);
            }
        }
    }
    while (m_items.size() < ticks.size()) {
        auto *item = new QGraphicsSimpleTextItem(m_chart);
        item->setZValue(kAxisLabelLayer);
        m_items.push_back(item);
    }
    const QRectF plot = m_chart->plotArea();
    const bool vertical = m_axis->orientation() == Qt::Vertical;
    const QColor colour = m_colour;
    // On a narrow chart Qt Charts gives the axis less than its labels' room (its own would read
    // "…"): ours then take a smaller font, down to 70 %, so they never run into the axis title.
    QFont font = m_axis->labelsFont();
    const QString title = letters(m_axis->titleText());
    const QRectF titleBox = title.isEmpty() ? QRectF() : titleRect(m_chart, m_chart, title, 0);
    if (!titleBox.isEmpty() && !ticks.empty()) {
        const QFontMetricsF metrics(font);
        double need = 0;
        for (double v : ticks)
            need = std::max(need,
                            vertical ? metrics.horizontalAdvance(m_format(v)) : metrics.height());
        const double room = vertical ? plot.left() - kLeftGap - titleBox.right() - 1
                                     : titleBox.top() - plot.bottom() - kBottomGap;
        if (need > room && room > 0 && font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * std::max(0.7, room / need));
    }
    const double span = std::log10(max / min);
    const bool drawable = span > 0 && !plot.isEmpty();
    // Where each tick's label goes.
    const QFontMetricsF metrics(font);
    std::vector<QRectF> boxes;
    std::vector<QString> texts;
    for (size_t i = 0; drawable && i < ticks.size(); ++i) {
        texts.push_back(m_format(ticks[i]));
        const QSizeF size(metrics.horizontalAdvance(texts.back()), metrics.height());
        const double f = std::log10(ticks[i] / min) / span;
        boxes.emplace_back(vertical ? QPointF(plot.left() - kLeftGap - size.width(),
                                              plot.bottom() - f * plot.height() - size.height() / 2)
                                    : QPointF(plot.left() + f * plot.width() - size.width() / 2,
                                              plot.bottom() + kBottomGap),
                           size);
    }
    // Every k-th label, the smallest k whose labels keep a gap between them (a large font on a
    // narrow chart, where even every other decade is too close).
    size_t every = 1;
    auto crowded = [&](size_t k) {
        for (size_t i = k; i < boxes.size(); i += k) {
            if (boxes[i].adjusted(-3, -1, 3, 1).intersects(boxes[i - k]))
                return true;
        }
        return false;
    };
    while (every < boxes.size() && crowded(every))
        ++every;
    for (size_t i = 0; i < m_items.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_items[i];
        const bool shown = i < boxes.size() && i % every == 0;
        if (item->isVisible() != shown)
            item->setVisible(shown);
        if (!shown)
            continue;
        if (item->text() != texts[i])
            item->setText(texts[i]);
        if (item->font() != font)
            item->setFont(font);
        if (item->brush().color() != colour)
            item->setBrush(colour);
        if (item->pos() != boxes[i].topLeft())
            item->setPos(boxes[i].topLeft());
    }
}

void LogAxisLabels::setBlank(bool blank)
{
    if (m_blank == blank)
        return;
    m_blank = blank;
    relayout();
}

QStringList LogAxisLabels::texts() const
{
    QStringList out;
    for (const QGraphicsSimpleTextItem *item : m_items) {
        if (item->isVisible())
            out << item->text();
    }
    return out;
}

std::vector<QRectF> LogAxisLabels::boxes() const
{
    std::vector<QRectF> out;
    for (const QGraphicsSimpleTextItem *item : m_items) {
        if (item->isVisible())
            out.emplace_back(item->pos(), item->boundingRect().size());
    }
    return out;
}

} // namespace fleet
