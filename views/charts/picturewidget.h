// PictureWidget: the base of the kit's QPainter pictures (NodeMap, SeatMap) that are sized in
// lines of their own text, so they grow with the font scale as the charts do. Each draws itself
// through paint(), at the widget's size on screen or at a slide's size for an export.
#pragma once

#include <QSizeF>
#include <QWidget>

class QPainter;

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
    /// Draws the picture, background included, into the rectangle (0, 0, `area`) of `painter`
    /// (logical px) with `base` as its body font: paintEvent() at the widget's size and font,
    /// an export (chartexport.h) at a slide's. Changes nothing of the widget.
    virtual void paint(QPainter &painter, QSizeF area, const QFont &base) const = 0;
    /// The body font's scale (setFontScale()).
    [[nodiscard]] double fontScale() const { return m_fontScale; }
    /// Whether `painter` paints this kind of widget as the screen shows it: on a widget (its
    /// paintEvent, a grab()), with the raster engine, unscaled. Only then may paint() use a
    /// cached pixmap; an SVG or PDF export, or a picture drawn larger, gets vectors.
    [[nodiscard]] static bool paintsOnScreen(const QPainter &painter);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    [[nodiscard]] QSize inLines(QSizeF lines) const;

    QSizeF m_preferred;
    QSizeF m_least;
    double m_fontScale = 1;
};

} // namespace fleet
