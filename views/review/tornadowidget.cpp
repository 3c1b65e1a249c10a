// TornadoWidget (tornadowidget.h): rows of two bars from a centre line, the words beside them.
#include "tornadowidget.h"

#include "chartdata.h"
#include "palette.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr int kMargin = 6;
constexpr int kGap = 8;

} // namespace

TornadoWidget::TornadoWidget(QWidget *parent) : PictureWidget({40, 12}, {20, 6}, parent)
{
    setObjectName(QStringLiteral("tornadoChart"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    // Its data as a table (chartdata.h): each input, its value now and the output on each side.
    addDataTableAction(this, [this] {
        const QString step = QString::number(m_chart.stepPercent, 'g', 3);
        ChartTable t;
        t.headers = {tr("Input"), tr("Now"), tr("−%1 %: input → %2").arg(step, m_chart.output),
                     tr("+%1 %: input → %2").arg(step, m_chart.output)};
        for (const TornadoBar &bar : m_chart.bars)
            t.rows.push_back(
                {{bar.input, 0, false},
                 {bar.now, 0, false},
                 {bar.switched ? QStringLiteral("—") : bar.down.text, 0, false},
                 {bar.switched ? tr("switched: %1").arg(bar.up.text) : bar.up.text, 0, false}});
        return std::pair{m_chart.output, std::move(t)};
    });
    setToolTip(tr("Each input moved down and up by the step: the bars show how far the output "
                  "moves from its value now (the centre line). Click a row, or select it with "
                  "the arrow keys and press Enter, to go to that input's control."));
}

void TornadoWidget::setChart(TornadoChart chart)
{
    m_chart = std::move(chart);
    if (m_selected >= int(m_chart.bars.size()))
        m_selected = int(m_chart.bars.size()) - 1;
    updateGeometry();
    update();
}

int TornadoWidget::headerHeight(const QFontMetrics &fm)
{
    return 2 * fm.lineSpacing() + 2 * kMargin;
}

int TornadoWidget::rowHeight(const QFontMetrics &fm)
{
    return 3 * fm.lineSpacing() + kGap;
}

int TornadoWidget::labelWidth(const QFontMetrics &fm, int width) const
{
    int w = 0;
    for (const TornadoBar &b : m_chart.bars)
        w = std::max({w, fm.horizontalAdvance(b.input), fm.horizontalAdvance(b.now)});
    return std::min(w + kGap, width / 4);
}

QSize TornadoWidget::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return {640, headerHeight(fm) + int(std::max<size_t>(m_chart.bars.size(), 1)) * rowHeight(fm) +
                     kMargin};
}

QSize TornadoWidget::minimumSizeHint() const
{
    return {320, sizeHint().height()};
}

QRect TornadoWidget::rowRect(int index) const
{
    if (index < 0 || index >= int(m_chart.bars.size()))
        return {};
    const QFontMetrics fm = fontMetrics();
    return {0, headerHeight(fm) + index * rowHeight(fm), width(), rowHeight(fm)};
}

int TornadoWidget::rowAt(QPoint pos) const
{
    for (int i = 0; i < int(m_chart.bars.size()); ++i) {
        if (rowRect(i).contains(pos))
            return i;
    }
    return -1;
}

void TornadoWidget::paint(QPainter &p, QSizeF area, const QFont &base) const
{
    const Palette &pal = colours();
    const int width = int(area.width());
    p.fillRect(QRectF(QPointF(0, 0), area), pal.chartBackground);
    p.setFont(base);
    const QFontMetrics fm(base, p.device());
    const int line = fm.lineSpacing();
    const QString step = QString::number(m_chart.stepPercent, 'g', 3);
    p.setPen(pal.text);
    QFont bold = base;
    bold.setBold(true);
    p.setFont(bold);
    const QRect titleBox(kMargin, kMargin, width - 2 * kMargin, line);
    p.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(tr("%1 now: %2").arg(m_chart.output, m_chart.baseText), Qt::ElideRight,
                             titleBox.width()));
    p.setFont(base);
    const QRect subBox(kMargin, kMargin + line, width - 2 * kMargin, line);
    if (m_chart.bars.empty()) {
        p.drawText(subBox, Qt::AlignLeft | Qt::AlignVCenter,
                   tr("No input moves this output by ±%1 %.").arg(step));
        return;
    }
    p.setPen(pal.secondaryText);
    p.drawText(subBox, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(m_chart.hasSwitched
                                 ? tr("Numbers −%1 %/+%1 %, choices switched (⇄), one list by "
                                      "effect; ← falls, → rises (longest %2)")
                                       .arg(step, m_chart.scaleText)
                                 : tr("Each input −%1 % and +%1 %; bar to the left: the output "
                                      "falls, to the right: it rises (longest: %2)")
                                       .arg(step, m_chart.scaleText),
                             Qt::ElideRight, subBox.width()));

    const int left = kMargin + labelWidth(fm, width);
    const int right_ = width - kMargin;
    const int centre = (left + right_) / 2;
    const int half = std::max(1, (right_ - left) / 2);
    const int top = headerHeight(fm);
    const int bottom = top + int(m_chart.bars.size()) * rowHeight(fm);
    p.setPen(QPen(pal.neutralLine, 1, Qt::DashLine));
    p.drawLine(centre, top, centre, bottom);

    for (int i = 0; i < int(m_chart.bars.size()); ++i) {
        const TornadoBar &bar = m_chart.bars[size_t(i)];
        const QRect row(0, top + i * rowHeight(fm), width, rowHeight(fm));
        if (i % 2 == 1)
            p.fillRect(row, pal.gridMinor);
        if (i == m_selected && hasFocus() && paintsOnScreen(p)) {
            p.setPen(QPen(pal.text, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(row.adjusted(1, 1, -2, -2));
        }
        p.setPen(pal.text);
        p.drawText(QRect(kMargin, row.top() + kGap / 2, left - kMargin - kGap / 2, line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(bar.input, Qt::ElideRight, left - kMargin - kGap / 2));
        p.setPen(pal.secondaryText);
        p.drawText(QRect(kMargin, row.top() + kGap / 2 + line, left - kMargin - kGap / 2, line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(bar.now, Qt::ElideRight, left - kMargin - kGap / 2));
        // Two sub-rows: −step then +step, each a bar from the centre with its words beside it.
        // A switched choice has one bar, on the first sub-row.
        const std::pair<const TornadoSide *, QString> sides[] = {
            {bar.switched ? &bar.up : &bar.down,
             bar.switched ? QStringLiteral("⇄ ") : QStringLiteral("\u2212%1 %: ").arg(step)},
            {&bar.up, QStringLiteral("+%1 %: ").arg(step)}};
        for (int s = 0; s < (bar.switched ? 1 : 2); ++s) {
            const TornadoSide &side = *sides[s].first;
            const int y = row.top() + kGap / 2 + int((0.25 + 1.25 * s) * line);
            const int length = int(std::lround(side.extent * half));
            const QRect barBox = length >= 0 ? QRect(centre, y, std::max(length, 1), line)
                                             : QRect(centre + length, y, -length, line);
            const QColor fill = bar.switched ? pal.tertiary : s == 0 ? pal.secondary : pal.primary;
            p.setPen(Qt::NoPen);
            p.setBrush(side.stalls ? QBrush(fill, Qt::BDiagPattern) : QBrush(fill));
            p.drawRect(barBox);
            // The words go beyond the bar's end, else on the other side of the centre, else
            // over the bar on a light box (never cut when the half has room for them).
            const QString text = sides[s].second + side.text;
            const int tw = fm.horizontalAdvance(text);
            const bool right = length >= 0;
            const int outward = right ? right_ - barBox.right() - 4 : barBox.left() - 4 - left;
            const int inward = right ? centre - 4 - left : right_ - centre - 4;
            QRect textBox;
            bool over = false;
            if (tw <= outward)
                textBox = right ? QRect(barBox.right() + 4, y, tw, line)
                                : QRect(barBox.left() - 4 - tw, y, tw, line);
            else if (tw <= inward)
                textBox =
                    right ? QRect(centre - 4 - tw, y, tw, line) : QRect(centre + 4, y, tw, line);
            else {
                over = true;
                const int w = std::min(tw, right ? right_ - centre - 4 : centre - 4 - left);
                textBox = right ? QRect(centre + 4, y, w, line) : QRect(centre - 4 - w, y, w, line);
            }
            if (over) {
                QColor back = pal.chartBackground;
                back.setAlpha(215);
                p.fillRect(textBox.adjusted(-2, 0, 2, 0), back);
            }
            p.setPen(pal.text);
            p.drawText(textBox, Qt::AlignLeft | Qt::AlignVCenter,
                       textBox.width() >= tw
                           ? text
                           : fm.elidedText(text, Qt::ElideRight, textBox.width()));
        }
    }
}

void TornadoWidget::mousePressEvent(QMouseEvent *event)
{
    const int row = rowAt(event->position().toPoint());
    if (row < 0 || event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_selected = row;
    update();
    if (!m_chart.bars[size_t(row)].switched)
        Q_EMIT inputActivated(m_chart.bars[size_t(row)].field);
}

void TornadoWidget::keyPressEvent(QKeyEvent *event)
{
    const int n = int(m_chart.bars.size());
    switch (event->key()) {
    case Qt::Key_Up:
        m_selected = std::max(0, m_selected - 1);
        break;
    case Qt::Key_Down:
        m_selected = std::min(n - 1, m_selected + 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_selected >= 0 && m_selected < n && !m_chart.bars[size_t(m_selected)].switched)
            Q_EMIT inputActivated(m_chart.bars[size_t(m_selected)].field);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}

bool TornadoWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos());
        if (row >= 0) {
            const TornadoBar &bar = m_chart.bars[size_t(row)];
            const QString step = QString::number(m_chart.stepPercent, 'g', 3);
            if (bar.switched) {
                QToolTip::showText(
                    help->globalPos(),
                    tr("%1, now %2\nSwitched: %3").arg(bar.input, bar.now, bar.up.text), this,
                    rowRect(row));
                return true;
            }
            QToolTip::showText(help->globalPos(),
                               tr("%1, now %2\n−%3 %: %4\n+%3 %: %5\nClick to go to its control.")
                                   .arg(bar.input, bar.now, step, bar.down.text, bar.up.text),
                               this, rowRect(row));
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace fleet
