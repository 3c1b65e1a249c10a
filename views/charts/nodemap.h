// NodeMap: a picture of the first nodes of a training layout — each accelerator a cell labelled
// with its pipeline stage, each tensor group outlined, each node a box — so where the tensor,
// pipeline and data-parallel groups sit against the node boundary reads at a glance. A tensor
// group that crosses a node boundary is drawn crossing it, dashed and in the alert colour, and
// said in words. Plain numbers in; knows nothing of the document.
#pragma once

#include "picturewidget.h"
#include <QColor>
#include <QPixmap>
#include <QString>

#include <array>

namespace fleet {

/// What NodeMap draws: the layout's degrees and the node size. Ranks are laid out tensor
/// first, then pipeline stage, then data-parallel replica (rank = i_t + t · (i_p + p · i_d)),
/// the order SPEC §8.3's "⌊g / (t · p)⌋ replicas per node" assumes.
struct NodeMapLayout
{
    int acceleratorsPerNode = 8; ///< g ≥ 1
    int accelerators = 8;        ///< N ≥ 1
    int tensor = 1;              ///< t ≥ 1
    int pipeline = 1;            ///< p ≥ 1
    int data = 1;                ///< d ≥ 1
    bool operator==(const NodeMapLayout &) const = default;
};

class NodeMap : public PictureWidget
{
    Q_OBJECT

public:
    explicit NodeMap(QWidget *parent = nullptr);
    void setLayoutToShow(const NodeMapLayout &layout);
    [[nodiscard]] const NodeMapLayout &layoutShown() const { return m_layout; }
    /// How many nodes the picture shows: the first model replica's (t · p ranks) and the first
    /// node of the next replica, at most kMaxNodes.
    [[nodiscard]] int nodesShown() const;
    /// Whether a tensor group crosses a node boundary (t does not fit in, or is not aligned to,
    /// a node).
    [[nodiscard]] bool tensorCrossesNodes() const;
    /// The sentence under the picture: what the outlines and labels mean, and the crossing.
    [[nodiscard]] QString caption() const;
    static constexpr int kMaxNodes = 4;
    /// How many of nodesShown() the last paint() had room to draw (0 before the first); the
    /// title says "the first n of N nodes" when it is fewer.
    [[nodiscard]] int nodesDrawn() const { return m_nodesDrawn; }

    void paint(QPainter &painter, QSizeF area, const QFont &base) const override;

private:
    /// What the cached nodes show (paint()).
    struct NodesCacheKey
    {
        QSizeF area;
        double top = 0;
        double bottom = 0;
        int acceleratorsPerNode = 0;
        int tensor = 0;
        int pipeline = 0;
        int nodes = 0;
        long long ranks = 0;
        double devicePixelRatio = 0;
        QString font;
        QString label;
        std::array<QRgb, 4> colours{};
        bool operator==(const NodesCacheKey &) const = default;
    };

    /// One paragraph of the caption, drawn into a pixmap on the picture's background and kept
    /// while its text, font, width and colours hold.
    class Paragraph
    {
    public:
        /// Draws the paragraph again if anything it shows changed; its height in pixels.
        double prepare(const QString &text, const QFont &font, double width, QColor colour,
                       QColor background, double dpr);
        [[nodiscard]] const QPixmap &pixmap() const { return m_pixmap; }

    private:
        struct Key
        {
            QString text;
            QString font;
            double width = 0;
            QRgb colour = 0;
            QRgb background = 0;
            double dpr = 0;
            bool operator==(const Key &) const = default;
        };
        Key m_key;
        QPixmap m_pixmap;
        double m_height = 0;
    };
    /// The height of `text` word-wrapped to `width` in `font`, in pixels (rounded up).
    static double paragraphHeight(const QString &text, const QFont &font, double width);
    /// The caption's two parts: what the marks mean; the degrees and the crossing.
    [[nodiscard]] QString captionLegend() const;
    [[nodiscard]] QString captionDegrees() const;

    NodeMapLayout m_layout;

    mutable int m_nodesDrawn = 0; ///< nodesDrawn()
    mutable Paragraph m_legend;
    mutable Paragraph m_degrees;
    mutable QPixmap m_nodesCache;
    mutable double m_nodesTop = 0;
    mutable NodesCacheKey m_nodesKey;
};

} // namespace fleet
