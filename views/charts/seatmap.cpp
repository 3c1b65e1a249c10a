// SeatMap (seatmap.h): replicas as boxes of seats, drawn with QPainter from plain numbers.
#include "seatmap.h"

#include "format.h"
#include "palette.h"
#include "textfit.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
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
    return sumTextFor(m_concealed);
}

QString SeatMap::sumTextFor(Concealed concealed) const
{
    const SeatMapFigures &f = m_figures;
    if (concealed == Concealed::Everything)
        return tr("λ × T = Q requests in flight → replicas of B seats → accelerators");
    // "of 1 seat", "of 32 seats"; "→ 1 accelerator", "→ 8 accelerators": each count has its
    // own plural ("58 replicas of 1 seats" was printed for a batch of one).
    const QString seats =
        groupedCount(tr("%n seat(s)", nullptr, f.seatsPerReplica), f.seatsPerReplica);
    const QString accelerators =
        tr("%n accelerator(s)", nullptr, f.replicas * f.acceleratorsPerReplica);
    if (concealed == Concealed::Load)
        return tr("λ × T = Q requests in flight → %n replica(s) of %1 (sized %2 busy) → %3",
                  nullptr, f.replicas)
            .arg(seats, formatPercent(f.targetUtilization, 0), accelerators);
    return tr("λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replica(s) of %4 "
              "(sized %5 busy) → %6",
              nullptr, f.replicas)
        .arg(formatReadable(f.arrivalRateRps), formatDuration(f.latencyS),
             formatReadable(f.concurrency), seats, formatPercent(f.targetUtilization, 0),
             accelerators);
}

int SeatMap::replicasDrawn() const
{
    return std::min(m_figures.replicas, kMaxReplicasDrawn);
}

int SeatMap::dotsFilled() const
{
    if (m_concealed != Concealed::Nothing)
        return 0;
    const int seats = m_figures.seatsPerReplica;
    const int dots = std::min(seats, kMaxDots);
    // The nearest whole dot: 57.5 requests in 58 replicas of one seat fill each (rounded down,
    // every seat was drawn empty beside "57.52 in flight").
    return std::clamp(int(std::lround(seatsFilledPerReplica() / seats * dots)), 0, dots);
}

double SeatMap::seatsFilledPerReplica() const
{
    return std::min<double>(m_figures.seatsPerReplica, m_figures.concurrency / m_figures.replicas);
}

void SeatMap::setConcealed(Concealed what)
{
    if (m_concealed == what)
        return;
    m_concealed = what;
    setToolTip(sumText());
    setAccessibleDescription(sumText());
    update();
}

QString SeatMap::headline() const
{
    const SeatMapFigures &f = m_figures;
    return m_concealed == Concealed::Everything
               ? tr("? replicas · ? accelerators")
               : tr("%n replica(s)", nullptr, f.replicas) + QStringLiteral(" · ") +
                     tr("%n accelerator(s)", nullptr, f.replicas * f.acceleratorsPerReplica);
}

void SeatMap::paint(QPainter &painter, QSizeF area, const QFont &base) const
{
    const Palette &pal = colours();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(), area), pal.chartBackground);
    const QFontMetricsF fm(base);
    const double line = fm.height();
    const SeatMapFigures &f = m_figures;

    // The headline in large type: replicas and accelerators.
    QFont big = base;
    big.setPointSizeF(base.pointSizeF() * 1.6);
    big.setBold(true);
    painter.setFont(big);
    painter.setPen(pal.text);
    const QFontMetricsF bigMetrics(big);
    const QRectF headRect(line * 0.5, line * 0.3, area.width() - line, bigMetrics.height() * 1.1);
    painter.drawText(headRect, Qt::AlignLeft | Qt::AlignVCenter, headline());

    painter.setFont(base);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    const double textWidth = area.width() - line;
    // Wrapped between words, never inside one nor between a number and its unit, nor a count
    // and what it counts ("→ 232 | accelerators" broke on a projector).
    static const QRegularExpression countNoun(QStringLiteral("(?<=\\d) (?=\\p{L})"));
    auto shown = [](const QString &text) {
        return keepTermsWhole(text).replace(countNoun, QString(QChar(0x00a0)));
    };
    const QString sum = shown(sumText());
    // As tall as the sum revealed will be: concealed it is a line shorter, and at the reveal
    // the boxes above it lost a line and their seats reflowed (littles-law step 3).
    auto height = [&](const QString &text) {
        return fm.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap, text).height();
    };
    const double sumHeight =
        m_concealed == Concealed::Nothing
            ? height(sum)
            : std::max(height(sum), height(shown(sumTextFor(Concealed::Nothing))));
    const QRectF sumRect(line * 0.5, area.height() - sumHeight - line * 0.3, textWidth,
                         sumHeight + 2);
    painter.setPen(pal.secondaryText);
    painter.drawText(sumRect, sum, wrap);

    // The replicas: boxes of B seats, filled seats dark, empty ones hollow. Concealed, one
    // empty box "× ?": the number of boxes would give the replicas away; with the load alone
    // concealed, every box and no seat filled.
    const bool everything = m_concealed == Concealed::Everything;
    const int drawn = everything ? 1 : replicasDrawn();
    const bool more = everything || f.replicas > drawn;
    // Boxes on whole pixels: every box's seats then look alike, and the screen's copies of one
    // box's seats (below) match the seats drawn.
    const double top = std::round(headRect.bottom() + line * 0.3);
    const double left = std::round(line * 0.5);
    const double bottom = sumRect.top() - line * 0.3;
    const double gap = std::round(line * 0.6);
    const double moreWidth = more ? fm.horizontalAdvance(tr("+ %1 more").arg(9999)) + gap : 0;
    const double boxWidth = std::floor(
        std::max(line * 2, (area.width() - line - moreWidth - gap * (drawn - 1)) / drawn));
    const double boxHeight = std::floor(std::max(line * 2, bottom - top));
    const int seats = f.seatsPerReplica;
    // Seats in a grid as square as the box: at most 256 dots drawn, each then standing for
    // several seats (said in the tooltip's words).
    const int dots = std::min(seats, kMaxDots);
    const double aspect = boxWidth / boxHeight;
    const int columns = std::max(1, int(std::ceil(std::sqrt(dots * aspect))));
    const int rows = (dots + columns - 1) / columns;
    m_boxDrawn = QSizeF(boxWidth, boxHeight);
    const int taken = dotsFilled();
    // One box's seats; every box shows the same (the load balancer's even share).
    auto drawSeats = [&](QPainter &p, const QRectF &inner) {
        const double cw = inner.width() / columns, ch = inner.height() / rows;
        const double r = std::max(1.5, std::min(cw, ch) * 0.35);
        p.setPen(QPen(pal.primaryDark, 1));
        for (int k = 0; k < dots; ++k) {
            const QPointF c(inner.left() + (k % columns + 0.5) * cw,
                            inner.top() + (k / columns + 0.5) * ch);
            p.setBrush(k < taken ? QBrush(pal.primary) : QBrush(Qt::NoBrush));
            p.drawEllipse(c, r, r);
        }
    };
    // On screen the seats of one box are drawn once into a pixmap, kept while nothing they
    // show changes, and copied into each box: up to 8 × 256 antialiased dots were most of a
    // slider step (bench/viewbench). An export (SVG, PDF, an image) draws them as vectors.
    const bool onScreen = paintsOnScreen(painter);
    const QRectF firstInner = QRectF(left, top, boxWidth, boxHeight).adjusted(6, 6, -6, -6);
    if (onScreen) {
        const double dpr = painter.device()->devicePixelRatioF();
        const SeatCacheKey key{firstInner.size(),     dots, columns, taken, dpr, pal.primary.rgba(),
                               pal.primaryDark.rgba()};
        if (!(key == m_seatKey) || m_seatCache.isNull()) {
            QPixmap pixmap((firstInner.size() * dpr).toSize() + QSize(2, 2));
            pixmap.setDevicePixelRatio(dpr);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            drawSeats(p, QRectF(QPointF(), firstInner.size()));
            m_seatCache = pixmap;
            m_seatKey = key;
        }
    }
    for (int i = 0; i < drawn; ++i) {
        const QRectF box(left + i * (boxWidth + gap), top, boxWidth, boxHeight);
        painter.setPen(QPen(pal.secondaryText, 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, 6, 6);
        const QRectF inner = box.adjusted(6, 6, -6, -6);
        if (onScreen)
            painter.drawPixmap(inner.topLeft(), m_seatCache);
        else
            drawSeats(painter, inner);
    }
    if (more) {
        painter.setPen(pal.text);
        painter.drawText(QRectF(left + drawn * (boxWidth + gap), top, moreWidth, boxHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         everything ? QStringLiteral("× ?")
                                    : tr("+ %1 more").arg(f.replicas - drawn));
    }
}

} // namespace fleet
