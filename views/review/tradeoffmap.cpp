// TradeoffMap (tradeoffmap.h): the colour image, contours, target, dot, axes and colour scale.
#include "tradeoffmap.h"

#include "chartdata.h"
#include "designcomparison.h"
#include "format.h"
#include "palette.h"
#include "unitinput.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr int kMargin = 6;
constexpr int kBarWidth = 16;

/// Whether a field's values are counts of something named in words ("accelerators", "tokens").
bool isCounted(const FieldSpec &field)
{
    const QString unit = QString::fromUtf8(field.displayUnit);
    return field.range.integer && !unit.isEmpty() && !isConvertibleUnit(unit);
}

/// An axis label: the value with its unit symbol ("50 %", "400 GB/s"), a count without its word
/// ("16,384"): the axis's title names what is counted.
QString tickText(const FieldSpec &field, double si)
{
    return isCounted(field) ? formatNumber(si * field.displayScale, 0)
                            : formatInputValue(field, si);
}

/// An axis's title: "Cluster size, accelerators → (log scale)".
QString axisTitle(const FieldSpec &field, bool log)
{
    const QString scale = log ? TradeoffMap::tr("log scale") : TradeoffMap::tr("linear scale");
    return isCounted(field)
               ? TradeoffMap::tr("%1, %2 (%3)").arg(field.displayLabel(), field.unitText(2), scale)
               : TradeoffMap::tr("%1 (%2)").arg(field.displayLabel(), scale);
}

} // namespace

TradeoffMap::TradeoffMap(QWidget *parent) : PictureWidget({40, 26}, {20, 15}, parent)
{
    setObjectName(QStringLiteral("tradeoffMap"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Its data as a table (chartdata.h), like every chart: one row per grid point.
    addDataTableAction(this, [this] { return std::pair{dataTitle(), dataTable()}; });
}

QString TradeoffMap::dataTitle() const
{
    if (!m_metric)
        return tr("Trade-off map");
    return tr("%1 over %2 and %3")
        .arg(m_metric->displayLabel(), fieldSpec(m_grid.x.field).displayLabel(),
             fieldSpec(m_grid.y.field).displayLabel());
}

ChartTable TradeoffMap::dataTable() const
{
    ChartTable t;
    if (!m_metric || m_grid.x.values.empty() || m_grid.y.values.empty())
        return t;
    const FieldSpec &fx = fieldSpec(m_grid.x.field);
    const FieldSpec &fy = fieldSpec(m_grid.y.field);
    t.headers = {headingWithUnit(fx.displayLabel(), QString::fromUtf8(fx.displayUnit)),
                 headingWithUnit(fy.displayLabel(), QString::fromUtf8(fy.displayUnit)),
                 headingWithUnit(m_metric->displayLabel(), QString::fromUtf8(m_metric->unit)),
                 tr("As shown")};
    const int nx = int(m_grid.x.values.size()), ny = int(m_grid.y.values.size());
    for (int j = 0; j < ny; ++j) {
        for (int i = 0; i < nx; ++i) {
            const GridCell &cell = m_grid.at(i, j);
            std::vector<ChartTable::Cell> row{
                {QString(), m_grid.x.values[size_t(i)] * fx.displayScale, true},
                {QString(), m_grid.y.values[size_t(j)] * fy.displayScale, true}};
            if (cell.value)
                row.push_back({QString(), *cell.value, true});
            else
                row.push_back({QStringLiteral("—"), 0, false});
            row.push_back({cell.valid ? valueText(cell.value) : tr("invalid scenario"), 0, false});
            t.rows.push_back(std::move(row));
        }
    }
    return t;
}

void TradeoffMap::setMap(TradeoffGrid grid, const Metric *metric, std::optional<double> target,
                         QPointF current)
{
    m_grid = std::move(grid);
    m_metric = metric;
    m_target = target;
    m_current = current;
    m_levels.clear();
    m_lines.clear();
    m_targetLines.clear();
    if (m_grid.minValue && m_grid.maxValue) {
        // Round in the units the values are read in (10 days, not 1.2 Ms = 13.9 days).
        m_levels = m_metric ? metricContourLevels(*m_metric, *m_grid.minValue, *m_grid.maxValue, 8)
                            : contourLevels(*m_grid.minValue, *m_grid.maxValue, 8);
    }
    for (double level : m_levels)
        m_lines.push_back(contourSegments(m_grid, level));
    if (m_target)
        m_targetLines = contourSegments(m_grid, *m_target);
    rebuildImage();
    update();
}

void TradeoffMap::rebuildImage()
{
    const int nx = int(m_grid.x.values.size()), ny = int(m_grid.y.values.size());
    m_image = QImage(std::max(nx, 1), std::max(ny, 1), QImage::Format_RGB32);
    m_image.fill(colours().gridMinor);
    for (int j = 0; j < ny; ++j) {
        for (int i = 0; i < nx; ++i) {
            const GridCell &cell = m_grid.at(i, j);
            if (cell.value) // y grows upwards on the map
                m_image.setPixelColor(i, ny - 1 - j,
                                      mapColour(colourFraction(m_grid, *cell.value)));
        }
    }
}

QString TradeoffMap::valueText(std::optional<double> v) const
{
    return m_metric ? m_metric->formatValue(v) : QString();
}

QRectF TradeoffMap::plotRect() const
{
    return plotRectIn(size(), font());
}

QRectF TradeoffMap::plotRectIn(QSizeF area, const QFont &font) const
{
    const QFontMetricsF fm(font);
    const double line = fm.lineSpacing();
    double yLabels = 0;
    if (m_grid.y.values.size() >= 2) {
        const FieldSpec &fy = fieldSpec(m_grid.y.field);
        for (double v : {m_grid.y.values.front(), m_grid.y.values.back()})
            yLabels = std::max(yLabels, fm.horizontalAdvance(tickText(fy, v)));
        for (double v : axisTicks(m_grid.y))
            yLabels = std::max(yLabels, fm.horizontalAdvance(tickText(fy, v)));
    }
    double barLabels = fm.horizontalAdvance(valueText(m_grid.maxValue));
    barLabels = std::max(barLabels, fm.horizontalAdvance(valueText(m_grid.minValue)));
    for (double level : m_levels)
        barLabels = std::max(barLabels, fm.horizontalAdvance(valueText(level)));
    const double left = kMargin + yLabels + 6;
    const double right = area.width() - kMargin - kBarWidth - 6 - barLabels - 8;
    const double top = kMargin + line + 4; // the y axis's title
    const double bottom = area.height() - kMargin - 2 * line - 4;
    return {QPointF(left, top), QPointF(std::max(left + 10, right), std::max(top + 10, bottom))};
}

QPointF TradeoffMap::positionOf(QPointF inputs) const
{
    return positionIn(plotRect(), inputs);
}

QPointF TradeoffMap::positionIn(const QRectF &r, QPointF inputs) const
{
    return {r.left() + axisFraction(m_grid.x, inputs.x()) * r.width(),
            r.bottom() - axisFraction(m_grid.y, inputs.y()) * r.height()};
}

std::optional<QPointF> TradeoffMap::inputsAt(QPointF pos) const
{
    const QRectF r = plotRect();
    if (!r.contains(pos) || m_grid.x.values.size() < 2)
        return std::nullopt;
    return QPointF(axisValueAt(m_grid.x, (pos.x() - r.left()) / r.width()),
                   axisValueAt(m_grid.y, (r.bottom() - pos.y()) / r.height()));
}

std::vector<double> TradeoffMap::labelValues(const GridAxis &axis, double length,
                                             const std::function<double(double)> &extent) const
{
    if (axis.values.size() < 2)
        return {};
    // Both ends first, then each round value that keeps a gap of half a label to the others.
    std::vector<double> values{axis.values.front(), axis.values.back()};
    std::vector<std::pair<double, double>> taken; // centre and half extent, along the axis
    for (double v : values)
        taken.emplace_back(axisFraction(axis, v) * length, extent(v) / 2);
    for (double v : axisTicks(axis)) {
        const double at = axisFraction(axis, v) * length, half = extent(v) / 2;
        const bool free = std::none_of(taken.begin(), taken.end(), [&](const auto &t) {
            return std::abs(t.first - at) < t.second + half + std::min(t.second, half);
        });
        if (!free)
            continue;
        taken.emplace_back(at, half);
        values.push_back(v);
    }
    return values;
}

std::vector<double> TradeoffMap::xLabelValues() const
{
    return xLabelsIn(plotRect(), QFontMetricsF(font()));
}

std::vector<double> TradeoffMap::yLabelValues() const
{
    return yLabelsIn(plotRect(), QFontMetricsF(font()));
}

std::vector<double> TradeoffMap::xLabelsIn(const QRectF &plot, const QFontMetricsF &fm) const
{
    const FieldSpec &fx = fieldSpec(m_grid.x.field);
    return labelValues(m_grid.x, plot.width(),
                       [&](double v) { return fm.horizontalAdvance(tickText(fx, v)); });
}

std::vector<double> TradeoffMap::yLabelsIn(const QRectF &plot, const QFontMetricsF &fm) const
{
    const double line = fm.lineSpacing();
    return labelValues(m_grid.y, plot.height(), [line](double) { return line; });
}

void TradeoffMap::paint(QPainter &p, QSizeF area, const QFont &base) const
{
    const Palette &pal = colours();
    p.save();
    p.setFont(base);
    p.fillRect(QRectF(QPointF(), area), pal.chartBackground);
    const int nx = int(m_grid.x.values.size()), ny = int(m_grid.y.values.size());
    if (nx < 2 || ny < 2 || !m_metric) {
        p.restore();
        return;
    }
    const QFontMetricsF fm(base);
    const double line = fm.lineSpacing();
    const QRectF r = plotRectIn(area, base);
    const FieldSpec &fx = fieldSpec(m_grid.x.field);
    const FieldSpec &fy = fieldSpec(m_grid.y.field);

    // Cells are centred on their grid points: the image reaches half a cell past each edge.
    const double cw = r.width() / (nx - 1), ch = r.height() / (ny - 1);
    p.save();
    p.setClipRect(r);
    p.drawImage(r.adjusted(-cw / 2, -ch / 2, cw / 2, ch / 2), m_image);
    p.setRenderHint(QPainter::Antialiasing);
    // Contours read over every colour: a light halo under a dark line.
    QColor halo = pal.chartBackground;
    halo.setAlpha(170);
    const QPen haloPen(halo, 3);
    const QPen contourPen(pal.text, 1.2);
    // All segments in one call per pen: a wide antialiased pen costs per call, not per pixel.
    std::vector<QLineF> placed;
    for (const auto &segments : m_lines)
        for (const QLineF &l : segments)
            placed.emplace_back(positionIn(r, l.p1()), positionIn(r, l.p2()));
    // The halo without antialiasing: a wide antialiased stroke of every segment cost 8 ms a
    // frame (bench/viewbench's trade-off rows); a light halo needs no smooth edge.
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(haloPen);
    p.drawLines(placed.data(), int(placed.size()));
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(contourPen);
    p.drawLines(placed.data(), int(placed.size()));
    std::vector<QRectF> taken;
    QColor back = pal.chartBackground;
    back.setAlpha(215);
    for (size_t k = 0; k < m_lines.size(); ++k) {
        if (m_lines[k].empty())
            continue;
        // The level's value once, at the middle of its longest drawn segment, where it is free.
        const QLineF *longest = &m_lines[k].front();
        double best = 0;
        for (const QLineF &l : m_lines[k]) {
            const double len = QLineF(positionIn(r, l.p1()), positionIn(r, l.p2())).length();
            if (len > best) {
                best = len;
                longest = &l;
            }
        }
        const QPointF at = (positionIn(r, longest->p1()) + positionIn(r, longest->p2())) / 2;
        const QString text = valueText(m_levels[k]);
        const double tw = fm.horizontalAdvance(text);
        const QRectF box(at.x() - tw / 2 - 2, at.y() - line / 2, tw + 4, line);
        if (!r.contains(box) || std::any_of(taken.begin(), taken.end(),
                                            [&](const QRectF &t) { return t.intersects(box); }))
            continue;
        taken.push_back(box);
        p.fillRect(box, back);
        p.setPen(pal.text);
        p.drawText(box, Qt::AlignCenter, text);
    }
    if (!m_targetLines.empty()) {
        // Joined into lines, so the dashes run along the contour, not one start per cell.
        std::vector<QPolygonF> lines;
        for (const std::vector<QPointF> &line : joinSegments(m_targetLines)) {
            QPolygonF placed;
            for (const QPointF &pt : line)
                placed << positionIn(r, pt);
            lines.push_back(std::move(placed));
        }
        p.setPen(QPen(pal.chartBackground, 5));
        for (const QPolygonF &line : lines)
            p.drawPolyline(line);
        p.setPen(QPen(pal.alert, 3, Qt::DashLine));
        for (const QPolygonF &line : lines)
            p.drawPolyline(line);
    }
    // The current design: a ringed dot and the word.
    const QPointF dot = positionIn(r, m_current);
    p.setPen(QPen(pal.chartBackground, 2));
    p.setBrush(pal.text);
    p.drawEllipse(dot, 5, 5);
    p.setPen(pal.text);
    const QString now = tr("current design");
    const double tw = fm.horizontalAdvance(now);
    // Above and right of the dot, or below / left where the plot's edge would cut it.
    const double above = dot.y() - line - 2;
    const QRectF nowBox(dot.x() + tw + 14 <= r.right() ? dot.x() + 8 : dot.x() - 8 - tw,
                        above >= r.top() ? above : dot.y() + 6, tw, line);
    p.fillRect(nowBox, back);
    p.drawText(nowBox, Qt::AlignCenter, now);
    if (paintsOnScreen(p) && hasFocus()) {
        const QPointF c(r.left() + m_cursor.x() * r.width(),
                        r.bottom() - m_cursor.y() * r.height());
        p.setPen(QPen(pal.text, 1, Qt::DotLine));
        p.drawLine(QPointF(c.x(), r.top()), QPointF(c.x(), r.bottom()));
        p.drawLine(QPointF(r.left(), c.y()), QPointF(r.right(), c.y()));
    }
    p.restore();

    // Axes: the ends and the round values between that have room, with tick marks; the
    // titles with the scale.
    p.setPen(pal.text);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    for (double v : xLabelsIn(r, fm)) {
        const double x = r.left() + axisFraction(m_grid.x, v) * r.width();
        const QString xs = tickText(fx, v);
        const double xw = fm.horizontalAdvance(xs);
        p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 3));
        p.drawText(QRectF(std::clamp(x - xw / 2, 0.0, area.width() - xw), r.bottom() + 3, xw, line),
                   Qt::AlignCenter, xs);
    }
    for (double v : yLabelsIn(r, fm)) {
        const double y = r.bottom() - axisFraction(m_grid.y, v) * r.height();
        p.drawLine(QPointF(r.left() - 3, y), QPointF(r.left(), y));
        p.drawText(QRectF(kMargin, std::clamp(y - line / 2, r.top() - line / 2, r.bottom()),
                          r.left() - kMargin - 5, line),
                   Qt::AlignRight | Qt::AlignVCenter, tickText(fy, v));
    }
    p.drawText(QRectF(r.left(), r.bottom() + 3 + line, r.width(), line), Qt::AlignCenter,
               fm.elidedText(axisTitle(fx, m_grid.x.log) + QStringLiteral(" →"), Qt::ElideRight,
                             r.width()));
    p.drawText(QRectF(kMargin, kMargin, r.right() - kMargin, line),
               Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(QStringLiteral("↑ ") + axisTitle(fy, m_grid.y.log), Qt::ElideRight,
                             r.right() - kMargin));

    // The colour scale with the contour levels; its title says which end is which.
    const QRectF bar(r.right() + 6, r.top(), kBarWidth, r.height());
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (int i = 0; i <= 16; ++i)
        gradient.setColorAt(i / 16.0, mapColour(i / 16.0));
    p.fillRect(bar, gradient);
    p.drawRect(bar);
    if (m_grid.minValue && m_grid.maxValue) { // else no cell has a value: no scale to label
        std::vector<double> marks{*m_grid.minValue, *m_grid.maxValue};
        marks.insert(marks.end(), m_levels.begin(), m_levels.end());
        std::vector<QRectF> used;
        for (double v : marks) {
            const double y = bar.bottom() - colourFraction(m_grid, v) * bar.height();
            const QRectF box(bar.right() + 4, y - line / 2, area.width() - bar.right() - 4, line);
            if (std::any_of(used.begin(), used.end(),
                            [&](const QRectF &u) { return u.intersects(box); }))
                continue;
            used.push_back(box);
            p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 3, y));
            p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, valueText(v));
        }
    }
    p.restore();
}

void TradeoffMap::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (const std::optional<QPointF> at = inputsAt(event->position()))
        Q_EMIT picked(*at);
}

void TradeoffMap::keyPressEvent(QKeyEvent *event)
{
    constexpr double step = 1.0 / 32;
    switch (event->key()) {
    case Qt::Key_Left:
        m_cursor.rx() = std::max(0.0, m_cursor.x() - step);
        break;
    case Qt::Key_Right:
        m_cursor.rx() = std::min(1.0, m_cursor.x() + step);
        break;
    case Qt::Key_Down:
        m_cursor.ry() = std::max(0.0, m_cursor.y() - step);
        break;
    case Qt::Key_Up:
        m_cursor.ry() = std::min(1.0, m_cursor.y() + step);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_grid.x.values.size() >= 2)
            Q_EMIT picked(
                QPointF(axisValueAt(m_grid.x, m_cursor.x()), axisValueAt(m_grid.y, m_cursor.y())));
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}

bool TradeoffMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const std::optional<QPointF> at = inputsAt(help->pos());
        if (at && m_grid.x.values.size() >= 2) {
            // The nearest grid point's value.
            const int i = int(
                std::lround(axisFraction(m_grid.x, at->x()) * double(m_grid.x.values.size() - 1)));
            const int j = int(
                std::lround(axisFraction(m_grid.y, at->y()) * double(m_grid.y.values.size() - 1)));
            const GridCell &cell = m_grid.at(std::clamp(i, 0, int(m_grid.x.values.size()) - 1),
                                             std::clamp(j, 0, int(m_grid.y.values.size()) - 1));
            const QString value = cell.valid ? valueText(cell.value) : tr("invalid scenario");
            QToolTip::showText(
                help->globalPos(),
                tr("%1: %2\n%3: %4\n%5: %6\nClick to move the design here (one undo step).")
                    .arg(fieldSpec(m_grid.x.field).displayLabel(),
                         formatInputValue(fieldSpec(m_grid.x.field), at->x()),
                         fieldSpec(m_grid.y.field).displayLabel(),
                         formatInputValue(fieldSpec(m_grid.y.field), at->y()),
                         m_metric ? m_metric->displayLabel() : QString(), value),
                this);
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace fleet
