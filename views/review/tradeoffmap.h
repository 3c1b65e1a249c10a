// TradeoffMap: the 2-D trade-off map drawn in one small adapter — the output over two inputs
// as a colour image (one rectangle per grid cell), the round contour lines with their values,
// a highlighted contour at a target, the current design as a dot, the axes with their ends and
// round values between, and a colour scale. Everything it places comes from the model
// (tradeoff.h): the grid, axisFraction()/axisValueAt(), axisTicks(), colourFraction(),
// contourLevels(), contourSegments(). A click reports the input values under the cursor. It is
// a PictureWidget: exported and copied as the charts are, and drawn in the review report.
#pragma once

#include "chartdata.h"
#include "picturewidget.h"
#include "tradeoff.h"

#include <QFontMetricsF>
#include <QImage>

#include <functional>
#include <optional>

namespace fleet {

class TradeoffMap : public PictureWidget
{
    Q_OBJECT

public:
    explicit TradeoffMap(QWidget *parent = nullptr);

    /// What the map shows: the grid of `metric` (not owned; outlives the map), its contour
    /// levels, an optional target level drawn bold, and the current design's inputs (SI).
    void setMap(TradeoffGrid grid, const Metric *metric, std::optional<double> target,
                QPointF current);
    [[nodiscard]] const TradeoffGrid &grid() const { return m_grid; }
    /// The contour levels drawn (the model's contourLevels() of the grid's range).
    [[nodiscard]] const std::vector<double> &levels() const { return m_levels; }
    /// The segments of the target's contour (input values), empty without a target.
    [[nodiscard]] const std::vector<QLineF> &targetSegments() const { return m_targetLines; }

    /// The plot rectangle (widget coordinates) the cells fill.
    [[nodiscard]] QRectF plotRect() const;
    /// The plot rectangle in a picture of `area` drawn with `font`.
    [[nodiscard]] QRectF plotRectIn(QSizeF area, const QFont &font) const;
    /// The values labelled along the axes (SI), ends first, as the widget draws them: the ends
    /// and the round values between that have room. For tests.
    [[nodiscard]] std::vector<double> xLabelValues() const;
    [[nodiscard]] std::vector<double> yLabelValues() const;

    void paint(QPainter &painter, QSizeF area, const QFont &base) const override;
    /// The widget position of an input pair (SI).
    [[nodiscard]] QPointF positionOf(QPointF inputs) const;
    /// The input pair (SI, not rounded) under a widget position inside plotRect(); nullopt
    /// outside.
    [[nodiscard]] std::optional<QPointF> inputsAt(QPointF pos) const;

    /// The map's data as the "Show data as table…" dialog shows it: one row per grid point,
    /// the two inputs in their shown units (the fields' displayUnit), the metric in its SI unit
    /// ("—" where it has no value) and the metric as written ("30.4 days", "invalid scenario").
    [[nodiscard]] ChartTable dataTable() const;
    /// The table's title: "Training time over Cluster size and MFU".
    [[nodiscard]] QString dataTitle() const;

Q_SIGNALS:
    /// The map was clicked (or Enter pressed on the keyboard cursor) at these input values.
    void picked(QPointF inputs);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    /// positionOf() in a plot rectangle computed once (plotRect() measures every label).
    [[nodiscard]] QPointF positionIn(const QRectF &plot, QPointF inputs) const;
    /// The values labelled along an axis `length` long, each label `extent` (its size along
    /// the axis) apart from the next at least.
    [[nodiscard]] std::vector<double>
    labelValues(const GridAxis &axis, double length,
                const std::function<double(double)> &extent) const;
    /// xLabelValues() and yLabelValues() for a plot rectangle and font (paint() and the widget).
    [[nodiscard]] std::vector<double> xLabelsIn(const QRectF &plot, const QFontMetricsF &fm) const;
    [[nodiscard]] std::vector<double> yLabelsIn(const QRectF &plot, const QFontMetricsF &fm) const;
    void rebuildImage();
    [[nodiscard]] QString valueText(std::optional<double> v) const;

    TradeoffGrid m_grid;
    const Metric *m_metric = nullptr;
    std::optional<double> m_target;
    QPointF m_current;
    std::vector<double> m_levels;
    std::vector<std::vector<QLineF>> m_lines; ///< per level
    std::vector<QLineF> m_targetLines;
    QImage m_image;             ///< one pixel per cell, scaled when drawn
    QPointF m_cursor{0.5, 0.5}; ///< keyboard cursor, fractions along the axes
};

} // namespace fleet
