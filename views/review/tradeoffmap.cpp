// TradeoffMap (tradeoffmap.h): the colour image, contours, target, dot, axes and colour scale.
#include "tradeoffmap.h"

#include "chartdata.h"
#include "designcomparison.h"
#include "palette.h"

#include <QHelpEvent>
#include <QKeyEvent>
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

} // namespace

TradeoffMap::TradeoffMap(QWidget *parent) : QWidget(parent)
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
    const QFontMetrics fm = fontMetrics();
    const int line = fm.lineSpacing();
    int yLabels = 0;
    if (m_grid.y.values.size() >= 2) {
        const FieldSpec &fy = fieldSpec(m_grid.y.field);
        for (double t : {0.0, 0.5, 1.0})
            yLabels = std::max(
                yLabels, fm.horizontalAdvance(formatInputValue(fy, axisValueAt(m_grid.y, t))));
    }
    int barLabels = fm.horizontalAdvance(valueText(m_grid.maxValue));
    for (double level : m_levels)
        barLabels = std::max(barLabels, fm.horizontalAdvance(valueText(level)));
    const double left = kMargin + yLabels + 6;
    const double right = width() - kMargin - kBarWidth - 6 - barLabels - 8;
    const double top = kMargin + line + 4; // the y axis's title
    const double bottom = height() - kMargin - 2 * line - 4;
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

void TradeoffMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Palette &pal = colours();
    p.fillRect(rect(), pal.chartBackground);
    const int nx = int(m_grid.x.values.size()), ny = int(m_grid.y.values.size());
    if (nx < 2 || ny < 2 || !m_metric)
        return;
    const QFontMetrics fm = fontMetrics();
    const int line = fm.lineSpacing();
    const QRectF r = plotRect();
    const FieldSpec &fx = fieldSpec(m_grid.x.field);
    const FieldSpec &fy = fieldSpec(m_grid.y.field);

    // Cells are centred on their grid points: the image reaches half a cell past each edge.
    const double cw = r.width() / (nx - 1), ch = r.height() / (ny - 1);
    p.save();
    p.setClipRect(r);
    p.drawImage(r.adjusted(-cw / 2, -ch / 2, cw / 2, ch / 2), m_image);
    p.setRenderHint(QPainter::Antialiasing);
    QColor contour = pal.text;
    contour.setAlpha(150);
    p.setPen(QPen(contour, 1));
    std::vector<QRectF> taken;
    for (size_t k = 0; k < m_lines.size(); ++k) {
        for (const QLineF &l : m_lines[k])
            p.drawLine(positionIn(r, l.p1()), positionIn(r, l.p2()));
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
        QRectF box(at.x() - fm.horizontalAdvance(text) / 2.0 - 2, at.y() - line / 2.0,
                   fm.horizontalAdvance(text) + 4, line);
        if (!r.contains(box) || std::any_of(taken.begin(), taken.end(),
                                            [&](const QRectF &t) { return t.intersects(box); }))
            continue;
        taken.push_back(box);
        QColor back = pal.chartBackground;
        back.setAlpha(200);
        p.fillRect(box, back);
        p.setPen(pal.text);
        p.drawText(box, Qt::AlignCenter, text);
        p.setPen(QPen(contour, 1));
    }
    if (!m_targetLines.empty()) {
        p.setPen(QPen(pal.chartBackground, 5));
        for (const QLineF &l : m_targetLines)
            p.drawLine(positionIn(r, l.p1()), positionIn(r, l.p2()));
        p.setPen(QPen(pal.alert, 3, Qt::DashLine));
        for (const QLineF &l : m_targetLines)
            p.drawLine(positionIn(r, l.p1()), positionIn(r, l.p2()));
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
    QColor back = pal.chartBackground;
    back.setAlpha(200);
    p.fillRect(nowBox, back);
    p.drawText(nowBox, Qt::AlignCenter, now);
    if (hasFocus()) {
        const QPointF c(r.left() + m_cursor.x() * r.width(),
                        r.bottom() - m_cursor.y() * r.height());
        p.setPen(QPen(pal.text, 1, Qt::DotLine));
        p.drawLine(QPointF(c.x(), r.top()), QPointF(c.x(), r.bottom()));
        p.drawLine(QPointF(r.left(), c.y()), QPointF(r.right(), c.y()));
    }
    p.restore();

    // Axes: the values at the ends and the middle, the titles with the scale.
    p.setPen(pal.text);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    for (double t : {0.0, 0.5, 1.0}) {
        const QString xs = formatInputValue(fx, axisValueAt(m_grid.x, t));
        const double xw = fm.horizontalAdvance(xs);
        const double x = std::clamp(r.left() + t * r.width() - xw / 2, 0.0, width() - xw);
        p.drawText(QRectF(x, r.bottom() + 2, xw, line), Qt::AlignCenter, xs);
        const QString ys = formatInputValue(fy, axisValueAt(m_grid.y, t));
        const double y =
            std::clamp(r.bottom() - t * r.height() - line / 2.0, r.top() - line / 2.0, r.bottom());
        p.drawText(QRectF(kMargin, y, r.left() - kMargin - 6, line),
                   Qt::AlignRight | Qt::AlignVCenter, ys);
    }
    const auto scale = [](bool log) { return log ? tr("log scale") : tr("linear scale"); };
    p.drawText(
        QRectF(r.left(), r.bottom() + 2 + line, r.width(), line), Qt::AlignCenter,
        fm.elidedText(QStringLiteral("%1 → (%2)").arg(fx.displayLabel(), scale(m_grid.x.log)),
                      Qt::ElideRight, int(r.width())));
    p.drawText(
        QRectF(kMargin, kMargin, r.right() - kMargin, line), Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(QStringLiteral("↑ %1 (%2)").arg(fy.displayLabel(), scale(m_grid.y.log)),
                      Qt::ElideRight, int(r.right() - kMargin)));

    // The colour scale with the contour levels; its title says which end is which.
    const QRectF bar(r.right() + 6, r.top(), kBarWidth, r.height());
    for (int y = 0; y < int(bar.height()); ++y)
        p.fillRect(QRectF(bar.left(), bar.bottom() - y - 1, bar.width(), 1),
                   mapColour(double(y) / std::max(1.0, bar.height() - 1)));
    p.setPen(pal.text);
    p.drawRect(bar);
    if (!m_grid.minValue || !m_grid.maxValue)
        return; // no cell has a value: no scale to label
    std::vector<double> marks{*m_grid.minValue, *m_grid.maxValue};
    marks.insert(marks.end(), m_levels.begin(), m_levels.end());
    std::vector<QRectF> used;
    for (double v : marks) {
        const double y = bar.bottom() - colourFraction(m_grid, v) * bar.height();
        const QRectF box(bar.right() + 4, y - line / 2.0, width() - bar.right() - 4, line);
        if (std::any_of(used.begin(), used.end(),
                        [&](const QRectF &u) { return u.intersects(box); }))
            continue;
        used.push_back(box);
        p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 3, y));
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, valueText(v));
    }
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
