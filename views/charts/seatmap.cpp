// SeatMap (seatmap.h): replicas as boxes of seats, drawn with QPainter from plain numbers.
#include "seatmap.h"

#include "format.h"
#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace fleet {

SeatMap::SeatMap(QWidget *parent) : PictureWidget({40, 12}, {16, 6}, parent)
{
    setObjectName(QStringLiteral("seatMap"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Little's law: requests in flight seated in replicas"));
}

void SeatMap::setFigures(const SeatMapFigures &figures)
{
    SeatMapFigures f = figures;
    f.seatsPerReplica = std::max(1, f.seatsPerReplica);
    f.replicas = std::max(1, f.replicas);
    f.acceleratorsPerReplica = std::max(1, f.acceleratorsPerReplica);
    if (f == m_figures)
        return;
    m_figures = f;
    setToolTip(sumText());
    setAccessibleDescription(sumText());
    update();
}

QString SeatMap::sumText() const
{
    if (m_concealed)
        return tr("λ × T = Q requests in flight → replicas of B seats → accelerators");
    const SeatMapFigures &f = m_figures;
    return tr("λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replica(s) of %4 seats "
              "(sized %5 busy) → %6 accelerators",
              nullptr, f.replicas)
        .arg(formatReadable(f.arrivalRateRps), formatDuration(f.latencyS),
             formatReadable(f.concurrency), formatNumber(f.seatsPerReplica, 0),
             formatPercent(f.targetUtilization, 0),
             formatNumber(double(f.replicas) * f.acceleratorsPerReplica, 0));
}

int SeatMap::replicasDrawn() const
{
    return std::min(m_figures.replicas, kMaxReplicasDrawn);
}

double SeatMap::seatsFilledPerReplica() const
{
    return std::min<double>(m_figures.seatsPerReplica, m_figures.concurrency / m_figures.replicas);
}

void SeatMap::setConcealed(bool concealed)
{
    if (m_concealed == concealed)
        return;
    m_concealed = concealed;
    setToolTip(sumText());
    update();
}

void SeatMap::paintEvent(QPaintEvent *)
{
    const Palette &pal = colours();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), pal.chartBackground);
    const QFontMetricsF fm(font());
    const double line = fm.height();
    const SeatMapFigures &f = m_figures;

    // The headline in large type: replicas and accelerators.
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.6);
    big.setBold(true);
    painter.setFont(big);
    painter.setPen(pal.text);
    const QFontMetricsF bigMetrics(big);
    const QString headline =
        m_concealed ? tr("? replicas · ? accelerators")
                    : tr("%n replica(s)", nullptr, f.replicas) + QStringLiteral(" · ") +
                          tr("%n accelerator(s)", nullptr, f.replicas * f.acceleratorsPerReplica);
    const QRectF headRect(line * 0.5, line * 0.3, width() - line, bigMetrics.height() * 1.1);
    painter.drawText(headRect, Qt::AlignLeft | Qt::AlignVCenter, headline);

    painter.setFont(font());
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    const double textWidth = width() - line;
    const QRectF sumBox =
        fm.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap, sumText());
    const QRectF sumRect(line * 0.5, height() - sumBox.height() - line * 0.3, textWidth,
                         sumBox.height() + 2);
    painter.setPen(pal.secondaryText);
    painter.drawText(sumRect, sumText(), wrap);

    // The replicas: boxes of B seats, filled seats dark, empty ones hollow. Concealed, one
    // empty box "× ?": the number of boxes would give the replicas away.
    const int drawn = m_concealed ? 1 : replicasDrawn();
    const bool more = m_concealed || f.replicas > drawn;
    const double top = headRect.bottom() + line * 0.3;
    const double bottom = sumRect.top() - line * 0.3;
    const double gap = line * 0.6;
    const double moreWidth = more ? fm.horizontalAdvance(tr("+ %1 more").arg(9999)) + gap : 0;
    const double boxWidth =
        std::max(line * 2, (width() - line - moreWidth - gap * (drawn - 1)) / drawn);
    const double boxHeight = std::max(line * 2, bottom - top);
    const int seats = f.seatsPerReplica;
    // Seats in a grid as square as the box: at most 256 dots drawn, each then standing for
    // several seats (said in the tooltip's words).
    const int dots = std::min(seats, 256);
    const double aspect = boxWidth / boxHeight;
    const int columns = std::max(1, int(std::ceil(std::sqrt(dots * aspect))));
    const int rows = (dots + columns - 1) / columns;
    const double filled = seatsFilledPerReplica() / seats * dots;
    for (int i = 0; i < drawn; ++i) {
        const QRectF box(line * 0.5 + i * (boxWidth + gap), top, boxWidth, boxHeight);
        painter.setPen(QPen(pal.secondaryText, 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, 6, 6);
        const QRectF inner = box.adjusted(6, 6, -6, -6);
        const double cw = inner.width() / columns, ch = inner.height() / rows;
        const double r = std::max(1.5, std::min(cw, ch) * 0.35);
        for (int k = 0; k < dots; ++k) {
            const QPointF c(inner.left() + (k % columns + 0.5) * cw,
                            inner.top() + (k / columns + 0.5) * ch);
            const bool taken = !m_concealed && k < std::floor(filled + 1e-9);
            painter.setPen(QPen(pal.primaryDark, 1));
            painter.setBrush(taken ? QBrush(pal.primary) : QBrush(Qt::NoBrush));
            painter.drawEllipse(c, r, r);
        }
    }
    if (more) {
        painter.setPen(pal.text);
        painter.drawText(QRectF(line * 0.5 + drawn * (boxWidth + gap), top, moreWidth, boxHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         m_concealed ? QStringLiteral("× ?")
                                     : tr("+ %1 more").arg(f.replicas - drawn));
    }
}

} // namespace fleet
