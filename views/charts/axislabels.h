// Tick labels in units for log axes. QLogValueAxis formats its labels with printf alone ("1e-05",
// "1e+08"), so LogAxisLabels makes the axis's own labels transparent (they still reserve their
// room in the chart's layout) and draws its own at the same ticks, in the axis's label font and
// colour: "10 µs", "1 MB", "100 TFLOP/s", "10,000".
#pragma once

#include <QColor>
#include <QObject>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QChart;
class QFont;
class QGraphicsSimpleTextItem;
class QLogValueAxis;

namespace fleet {

/// The ticks a QLogValueAxis labels over [min, max] with `base` (10, or 100 for every other
/// decade): base^i for every whole i in the range (1e-9 relative tolerance at the ends),
/// ascending. Empty when the range is not 0 < min < max or base ≤ 1.
[[nodiscard]] std::vector<double> logAxisTicks(double min, double max, double base);

/// A printf label format for a QLogValueAxis whose output ("0001e+05", zero-padded) is at least
/// `pixels` wide in `font`, so the axis reserves room for labels that wide. At least "%.0e".
[[nodiscard]] QString reservingLabelFormat(const QFont &font, double pixels);

/// The labels of one log axis (left or bottom) of a chart, drawn by us at the axis's ticks in the
/// colour the axis's labels had when it was given (set it first). They follow the axis's range,
/// base and label font and the chart's plot area by themselves.
class LogAxisLabels : public QObject
{
    Q_OBJECT

public:
    /// `format` turns a tick value (in the axis's unit) into its label with its unit.
    LogAxisLabels(QChart *chart, QLogValueAxis *axis, std::function<QString(double)> format);

    /// Places the labels for the axis's range, base and the chart's plot area now (and makes the
    /// axis reserve their room). Cheap when nothing changed.
    void relayout();
    /// Draws no label (true) while their room stays reserved, or draws them again (false): an
    /// axis whose range follows values hidden behind a question.
    void setBlank(bool blank);
    [[nodiscard]] bool isBlank() const { return m_blank; }

    /// The widest label (pixels, the axis's label font) of any decade in [min, max], whichever
    /// decades the base labels: what a decade needs along a horizontal axis.
    [[nodiscard]] double widestLabel(double min, double max) const;

    /// The labels shown, in tick order (tests).
    [[nodiscard]] QStringList texts() const;
    /// Where each label shown sits, in the chart's coordinates, in tick order (tests).
    [[nodiscard]] std::vector<QRectF> boxes() const;

private:
    QChart *m_chart;
    QLogValueAxis *m_axis;
    std::function<QString(double)> m_format;
    std::vector<QGraphicsSimpleTextItem *> m_items;
    QColor m_colour;      ///< the axis's label colour before it was made transparent
    bool m_blank = false; ///< setBlank()
};

} // namespace fleet
