// TornadoWidget: the tornado chart of one output — for each input that moves it, a bar for
// −step and one for +step from a centre line (the output now), sorted by the size of the
// effect, each labelled with the input value and the output there. Clicking a row (or Enter on
// the selected one) asks for that input's control. Draws the model's tornadoChart() as given.
#pragma once

#include "picturewidget.h"
#include "tornado.h"

namespace fleet {

/// A painted picture (PictureWidget), so Export this chart… and Copy chart as image draw it at a
/// slide's size and font, as they do the other charts.
class TornadoWidget : public PictureWidget
{
    Q_OBJECT

public:
    explicit TornadoWidget(QWidget *parent = nullptr);

    /// Replaces the chart (bars, texts) and repaints.
    void setChart(TornadoChart chart);
    [[nodiscard]] const TornadoChart &chart() const { return m_chart; }

    /// The rectangle of row `index` (the input's label and its two bars), widget coordinates;
    /// empty for an unknown index.
    [[nodiscard]] QRect rowRect(int index) const;
    /// The row under a point, or −1.
    [[nodiscard]] int rowAt(QPoint pos) const;
    /// The row selected with the keyboard (−1: none).
    [[nodiscard]] int selectedRow() const { return m_selected; }

    /// Draws the chart into (0, 0, area) with `base` as its body font (PictureWidget).
    void paint(QPainter &painter, QSizeF area, const QFont &base) const override;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// A row was clicked or activated with Enter: show that input's control.
    void inputActivated(fleet::FieldId field);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    [[nodiscard]] static int headerHeight(const QFontMetrics &fm);
    [[nodiscard]] static int rowHeight(const QFontMetrics &fm);
    [[nodiscard]] int labelWidth(const QFontMetrics &fm, int width) const;

    TornadoChart m_chart;
    int m_selected = -1;
};

} // namespace fleet
