// SeatMap: Little's law made visible — Q = λ · T requests in flight seated in replicas of B
// seats each (a dot a seat, filled while a request holds it), with the sum in words and in large
// type: "20 requests/s × 3.17 s = 63.4 in flight → 2 replicas of 32 seats → 8 accelerators".
// Plain numbers in; knows nothing of the document.
#pragma once

#include "picturewidget.h"
#include <QPixmap>
#include <QString>

namespace fleet {

/// What SeatMap draws (all finite; counts ≥ 1 where stated).
struct SeatMapFigures
{
    double arrivalRateRps = 1;      ///< λ, requests per second
    double latencyS = 1;            ///< T, seconds per request
    double concurrency = 1;         ///< Q = λ · T
    int seatsPerReplica = 1;        ///< B ≥ 1
    int replicas = 1;               ///< ≥ 1
    int acceleratorsPerReplica = 1; ///< t_s ≥ 1
    double targetUtilization = 1;   ///< u, (0, 1]
    bool operator==(const SeatMapFigures &) const = default;
};

class SeatMap : public PictureWidget
{
    Q_OBJECT

public:
    explicit SeatMap(QWidget *parent = nullptr);
    void setFigures(const SeatMapFigures &figures);
    [[nodiscard]] const SeatMapFigures &figures() const { return m_figures; }
    /// The sum in words, as drawn: "λ × T = Q: … → R replicas of B seats → A accelerators".
    [[nodiscard]] QString sumText() const;
    /// Replicas drawn one by one (the rest as "+ n more"), and their seats filled (Q spread
    /// evenly: the load balancer's share).
    [[nodiscard]] int replicasDrawn() const;
    [[nodiscard]] double seatsFilledPerReplica() const;
    /// The most dots a box draws: past it, each dot stands for several seats.
    static constexpr int kMaxDots = 256;
    /// The dots drawn filled in each box: seatsFilledPerReplica() to the nearest dot; none
    /// while anything is concealed.
    [[nodiscard]] int dotsFilled() const;
    /// What a lesson's question hides: nothing, the load alone (λ · T = Q and the seats it
    /// fills: the replicas and accelerators stay, as their readouts do) or every number (the
    /// replicas would bound Q). The picture keeps its shape.
    enum class Concealed { Nothing, Load, Everything };
    void setConcealed(Concealed what);
    /// Everything (true) or nothing (false).
    void setConcealed(bool concealed)
    {
        setConcealed(concealed ? Concealed::Everything : Concealed::Nothing);
    }
    [[nodiscard]] Concealed concealed() const { return m_concealed; }
    /// The headline, as drawn: "2 replicas · 8 accelerators", "? replicas · ? accelerators".
    [[nodiscard]] QString headline() const;
    static constexpr int kMaxReplicasDrawn = 8;
    /// The size of each replica's box as last painted (empty before the first paint).
    [[nodiscard]] QSizeF boxDrawn() const { return m_boxDrawn; }

    void paint(QPainter &painter, QSizeF area, const QFont &base) const override;

private:
    /// sumText() as it reads with `concealed` hidden (the paint reserves the revealed one's room).
    [[nodiscard]] QString sumTextFor(Concealed concealed) const;
    /// What the cached seats of one box show.
    struct SeatCacheKey
    {
        QSizeF size;
        int dots = 0;
        int columns = 0;
        int taken = 0;
        double devicePixelRatio = 0;
        QRgb fill = 0;
        QRgb outline = 0;
        bool operator==(const SeatCacheKey &) const = default;
    };

    SeatMapFigures m_figures;
    Concealed m_concealed = Concealed::Nothing;
    mutable QSizeF m_boxDrawn; ///< boxDrawn()
    mutable QPixmap m_seatCache;
    mutable SeatCacheKey m_seatKey;
};

} // namespace fleet
