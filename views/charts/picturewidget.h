// PictureWidget: the base of the kit's QPainter pictures (NodeMap, SeatMap) that are sized in
// lines of their own text, so they grow with the font scale as the charts do.
#pragma once

#include <QSizeF>
#include <QWidget>

namespace fleet {

class PictureWidget : public QWidget
{
    Q_OBJECT

public:
    /// `preferred` and `least` are the size hint and the minimum size hint in lines of the
    /// widget's font (one line = the font's height in px): e.g. {40, 11} and {16, 6}.
    PictureWidget(QSizeF preferred, QSizeF least, QWidget *parent = nullptr);
    /// Base point size of the texts; 1.0 is the normal size (the application font).
    void setFontScale(double scale);
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    [[nodiscard]] QSize inLines(QSizeF lines) const;

    QSizeF m_preferred;
    QSizeF m_least;
};

} // namespace fleet
