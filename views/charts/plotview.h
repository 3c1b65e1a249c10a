// PlotView: the chart adapter for every XY chart. Creates chart, series and axes once; on update
// it cleans the data (drops NaN/Inf, drops ≤ 0 on log axes), replaces it in one call and sets
// the axis ranges explicitly. Reference markers, point labels, shaded bands and a hover
// callout built from mouse moves (QXYSeries::hovered() fires only on enter/leave in Qt 6.4).
// All Qt Charts code lives behind this class and BarPlot, so it can move to Qt Graphs.
#pragma once

#include "curves.h"
#include "labellayout.h"
#include "offscale.h"

#include <QChartView>
#include <QPen>
#include <QScatterSeries>

#include <functional>
#include <map>
#include <vector>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsEllipseItem;
class QAreaSeries;
class QLineSeries;

namespace fleet {

class AxisLock;
class Callout;
class CurveQuestion;
class LogAxisLabels;

/// The factor a view widens a logarithmic x range by at each end when a point can sit at the
/// range's end (B = 1 on the Serving view, N = 8 on the Layout view): Qt Charts clips a series
/// at the plot area, so a marker there was drawn half. 1.2 is about a twentieth of a decade,
/// 6 px of a 250 px plot over three decades: the half of a 10 px marker.
inline constexpr double kLogEndRoom = 1.2;

/// One axis: title with its unit, logarithmic or linear, and how a value reads in a callout.
/// A linear axis's tick labels have as many decimals as its tick interval needs
/// (linearLabelFormat()); a log axis's are drawn with their unit (tickFormat, axislabels.h).
struct AxisSpec
{
    QString title;
    bool log = false;
    std::function<QString(double)> format; ///< defaults to formatReadable
    /// A log axis's tick labels with their unit ("10 µs", "100 TFLOP/s"); defaults to `format`.
    std::function<QString(double)> tickFormat = {};
    /// The unit of the axis's values ("TFLOP/s", "h") when its title names none because its
    /// tick labels carry theirs: the data table's column header adds it ("Cluster MTBF (h)").
    QString unit = {};
};

class PlotView : public QChartView
{
    Q_OBJECT

public:
    using SeriesId = int;

    PlotView(const QString &title, AxisSpec x, AxisSpec y, QWidget *parent = nullptr);
    ~PlotView() override;

    /// A polyline. `exact`, when given, is the model function the hover callout evaluates at
    /// the cursor's x (so the callout shows the exact value, not an interpolation); a line with
    /// one is a model output, offered as a curve question ("Hide and ask", curveQuestion()).
    SeriesId addLine(const QString &name, const QPen &pen,
                     std::function<double(double)> exact = {});
    /// Discrete points (reference values, operating points).
    SeriesId addPoints(const QString &name, const QColor &color,
                       QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle,
                       qreal size = 11);
    /// Replaces a series' data after dropping points a log axis cannot show. Skips the work
    /// when the data did not change.
    void setData(SeriesId id, const Curve &points);
    /// Extra lines for the hover callout of a point series: the callout of a point at exactly
    /// `note.first` adds `note.second` (its source, "measured ÷ model = 0.99×"). Replaces the
    /// series' notes.
    void setPointNotes(SeriesId id, std::vector<std::pair<CurvePoint, QString>> notes);
    /// Shows or hides a series. A series concealed by a question stays hidden until revealed.
    void setSeriesVisible(SeriesId id, bool visible);
    /// Whether the series is meant to show (setSeriesVisible), concealed or not.
    [[nodiscard]] bool isSeriesShown(SeriesId id) const;
    /// Who hides a series behind a question: a curve question on this chart, or a readout
    /// question whose value the series draws (ExplorerView::drawsReadout). Each unconceals
    /// only what it concealed.
    enum Concealer : unsigned { ByCurveQuestion = 1, ByReadoutQuestion = 2 };
    /// Hides a series behind a question whatever setSeriesVisible says, until every concealer
    /// that hid it unconceals it.
    void setConcealed(SeriesId id, bool concealed, Concealer by = ByCurveQuestion);
    /// For a chart whose ranges follow the data a readout question hides (the wasted-time U
    /// fits its axes to τ* and the waste at τ*): while every series shown with points is
    /// concealed by a readout question, both axes show no numbers (their labels keep their room, so
    /// the reveal moves nothing); an axis labelled to 15 % told the class the MTBF had fallen
    /// before its reveal. Off by default (a chart with fixed ranges keeps its numbers).
    void setScaleConcealedWithData(bool on);
    /// Whether the axes show no numbers now (setScaleConcealedWithData()).
    [[nodiscard]] bool isScaleConcealed() const { return m_scaleBlank; }
    /// Offers (or stops offering) a line as a curve question: "Hide and ask: <name>" in the
    /// chart's context menu. addLine offers every line with a model function.
    void setAskable(SeriesId id, bool askable);
    /// The chart's curve question: hide a model curve, predict a point, reveal.
    [[nodiscard]] CurveQuestion *curveQuestion() const { return m_question; }
    void setSeriesName(SeriesId id, const QString &name);
    /// Hides a helper series' legend entry.
    void hideFromLegend(SeriesId id);

    /// A pinned design drawn behind a series: its name for the legend and its points.
    struct Ghost
    {
        QString name;
        Curve points;
    };
    /// Makes `count` ghost series, hidden until setGhosts() uses them. Call it before adding
    /// the series they go behind: a chart draws its series in the order they were added.
    void reserveGhosts(int count);
    /// Draws one ghost per design behind series `of`: its colour, lighter and dashed (for a
    /// point series, hollow points of that colour, left out of the legend), named in the
    /// legend with the design's name. Ghosts come from the reserve (reserveGhosts()); those
    /// past it are not drawn, and ghosts of `of` no longer given are hidden.
    void setGhosts(SeriesId of, const std::vector<Ghost> &ghosts);
    /// The ghost series of `of` shown now, in the order given (for tests).
    [[nodiscard]] std::vector<SeriesId> ghostsOf(SeriesId of) const;

    /// A full-height (Vertical) or full-width (Horizontal) reference line with a label. A
    /// vertical line's label sits at its foot (AlignBottom) or head (AlignTop), whichever the
    /// chart's curves leave free.
    int addMarker(Qt::Orientation orientation, const QPen &pen,
                  Qt::Alignment labelAt = Qt::AlignBottom);
    void setMarker(int marker, double value, const QString &label);
    void setMarkerVisible(int marker, bool visible);
    /// Hides a marker (line and label) behind a readout question whatever setMarkerVisible
    /// says: its place would give the hidden value away.
    void setMarkerConcealed(int marker, bool concealed);

    /// A text label anchored at a data point (e.g. "ridge 295.2 FLOP/byte").
    /// An invalid colour (the default) uses the palette's text colour. A label of a series's
    /// point (`of`) shows only while that series does: a measured point hidden behind a
    /// question took its dot away and left "Llama 3 405B" in the empty plot.
    int addLabel(QColor color = {}, SeriesId of = -1);
    void setLabel(int label, CurvePoint at, const QString &text);
    void setLabelVisible(int label, bool visible);
    /// Hides a label behind a readout question whatever setLabelVisible says (it names a
    /// point that is hidden with it).
    void setLabelConcealed(int label, bool concealed);

    /// A shaded band between two y values across the plot (Horizontal) or two x values
    /// (Vertical), behind the series, with a legend name.
    int addBand(Qt::Orientation orientation, const QString &name, const QColor &color);
    void setBand(int band, double from, double to);
    /// Shows or hides a band and its legend entry.
    void setBandVisible(int band, bool visible);

    /// New axis titles (and units for the data table's headers), for a chart whose quantities
    /// are chosen by the user (the sweep): the axes' kinds (log or linear) and formats stay.
    void setAxisTitles(const QString &x, const QString &y, const QString &xUnit = {},
                       const QString &yUnit = {});

    /// Sets the chart title; a no-op when unchanged (a new title re-lays out the whole chart).
    void setTitle(const QString &title);

    /// Every marker label, point label and hover callout passes through `filter` before it is
    /// shown (a view conceals a value hidden behind a question); the labels shown now are
    /// filtered again at once. An empty function shows the texts as given.
    void setTextFilter(std::function<QString(const QString &)> filter);

    /// Sets both axis ranges explicitly (ranges do not follow the data). While the axes are
    /// locked the ranges shown stay; the last ranges asked for apply on unlock.
    void setRanges(double xMin, double xMax, double yMin, double yMax);
    /// The chart's "Lock axes" switch (also in its context menu).
    [[nodiscard]] AxisLock *axisLock() const { return m_axisLock; }
    /// While a slider is dragged (true) the axes stay still, so the curve is what moves: a range
    /// asked for grows the one shown to hold it (the data never leaves the plot) but never
    /// shrinks it. At the release (false) the last ranges asked for apply, so the same inputs
    /// always end on the same axes. An axis laid out again costs a frame's budget (every tick
    /// label is re-made), which a drag crossing a round number would otherwise pay each step.
    void setRangesHeld(bool held);
    [[nodiscard]] bool areRangesHeld() const { return m_rangesHeld; }

    /// While the axes are locked, where each curve shown leaves the y range (offScaleMarks()):
    /// each drawn as "off scale ↑" / "off scale ↓" at the plot's edge in its series' colour, a
    /// mark that would cover one placed before it left out. Lays out pending changes first.
    struct OffScale
    {
        SeriesId series;
        OffScaleMark mark;
        QString text; ///< as drawn
        QRectF box;   ///< where it is drawn (chart coordinates)
    };
    [[nodiscard]] std::vector<OffScale> offScaleShown();

    /// The hover callout as it would show for the cursor at `pos` (widget coordinates);
    /// empty when nothing is near. mouseMoveEvent uses it; tests call it directly.
    QString hoverAt(QPointF pos);
    [[nodiscard]] bool isCalloutVisible() const;

    /// Widget position of a data point (for tests and callers placing things).
    [[nodiscard]] QPointF positionOf(CurvePoint p) const;

    /// The Qt series behind an id (visibility, pen; for tests).
    [[nodiscard]] QXYSeries *series(SeriesId id) const { return m_series.at(size_t(id)).series; }
    /// The points of a series as shown (after cleaning).
    [[nodiscard]] QList<QPointF> points(SeriesId id) const;
    [[nodiscard]] QString seriesName(SeriesId id) const;
    [[nodiscard]] int seriesCount() const { return int(m_series.size()); }
    [[nodiscard]] bool isLogX() const { return m_xSpec.log; }
    [[nodiscard]] bool isLogY() const { return m_ySpec.log; }
    [[nodiscard]] double xMin() const { return m_xMin; }
    [[nodiscard]] double xMax() const { return m_xMax; }
    [[nodiscard]] double yMin() const { return m_yMin; }
    [[nodiscard]] double yMax() const { return m_yMax; }
    /// A marker's label on one line, as set (after the text filter); drawn on two where one
    /// has no free place beside its line (markerLabelDrawn()).
    [[nodiscard]] QString markerLabel(int marker) const;
    /// A marker's label as drawn: on one line or two ("\n" between them). Lays out pending
    /// changes first.
    [[nodiscard]] QString markerLabelDrawn(int marker);
    [[nodiscard]] int markerCount() const { return int(m_markers.size()); }
    /// A marker's line as drawn (chart coordinates); a null line when it is hidden. Lays out
    /// pending changes first.
    [[nodiscard]] QLineF markerLine(int marker);
    /// Whether a marker's label is shown (a label that would cover a point or another label
    /// is left out). Lays out pending changes first.
    [[nodiscard]] bool isMarkerLabelShown(int marker);
    /// The box a marker's label is drawn in and whether it has a backdrop (the chart's
    /// background behind it: it could not be placed off every line). Lays out pending changes.
    [[nodiscard]] std::pair<QRectF, bool> markerLabelPlace(int marker);
    /// Where a label sits (chart coordinates), empty when it is hidden. Lays out pending
    /// changes first.
    [[nodiscard]] QRectF labelBox(int label);
    /// Where every label shown sits — reference lines' and points' (chart coordinates). Lays out
    /// pending changes first.
    [[nodiscard]] std::vector<QRectF> shownLabelBoxes();
    /// The boxes of the points drawn (their marker size, chart coordinates): what a label must
    /// not cover.
    [[nodiscard]] std::vector<QRectF> pointBoxes() const;

    /// What a marker or point label can be drawn over: the chart's background, and each
    /// shaded band blended over it (opaque colours).
    [[nodiscard]] QList<QColor> textBackgrounds() const;
    /// The colours the marker and point labels are drawn in, in the order they were added.
    [[nodiscard]] QList<QColor> labelColours() const;

    /// The tick labels drawn for a log axis (Qt::Horizontal: x, Qt::Vertical: y); null for a
    /// linear axis, whose labels Qt Charts draws (linearLabelFormat()).
    [[nodiscard]] LogAxisLabels *logAxisLabels(Qt::Orientation axis) const
    {
        return axis == Qt::Horizontal ? m_xLabels : m_yLabels;
    }

    /// Places the labels of reference lines and data points for the current data, when
    /// anything changed since the last layout. ExplorerView calls it after each refresh.
    void flushLayout();
    /// Whether the labels wait for flushLayout(): data, ranges or labels changed since the last
    /// layout, and what is drawn may sit where the data no longer leaves room.
    [[nodiscard]] bool isLayoutPending() const { return m_layoutDirty; }

    /// Base point size of titles and labels; 1.0 is the normal size.
    void setFontScale(double scale);
    /// The scale setFontScale() set last.
    [[nodiscard]] double fontScale() const { return m_fontScale; }

protected:
    /// Wraps the title and legend labels that no longer fit (textfit.h).
    void resizeEvent(QResizeEvent *event) override;
    /// White, then the grid for the current ranges (cached by the view until they change).
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    /// The hover callout goes when the pointer leaves the chart or its plot (the viewport's
    /// own leave), and when the chart is hidden (another view, another lesson step): it is
    /// never left behind over a chart nobody points at.
    void leaveEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    /// Also puts away the cached curve pixmaps (livecharts.h): only charts on screen hold them.
    void hideEvent(QHideEvent *event) override;
    // Clicks are swallowed: there is nothing to click, and clicking scatter points can crash
    // Qt Charts 6.4 (QTBUG-115072).
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    struct Series
    {
        QXYSeries *series = nullptr;
        std::function<double(double)> exact;
        Curve data;
        bool isPoints = false;
        bool shown = true;        ///< as setSeriesVisible asked
        unsigned concealedBy = 0; ///< the Concealers hiding it behind a question
        std::vector<std::pair<CurvePoint, QString>> notes = {}; ///< setPointNotes()
    };
    struct Marker
    {
        Qt::Orientation orientation = Qt::Vertical;
        /// A plain graphics item, not a series: moving it repaints its own few pixels,
        /// where a series (whose bounding rect is the whole plot) would repaint the plot.
        QGraphicsLineItem *line = nullptr;
        QGraphicsSimpleTextItem *text = nullptr;
        /// Behind the label when every place beside its line crosses another line: the
        /// chart's background, so the text reads over the lines it must sit on.
        QGraphicsRectItem *backdrop = nullptr;
        double value = 0;
        bool visible = true;
        bool concealed = false; ///< hidden behind a readout question
        Qt::Alignment labelAt = Qt::AlignBottom;
        QString given; ///< the label as set, before the text filter
        QString shown; ///< the label on one line, after the filter (drawn on two if need be)
        QColor colour; ///< the label's colour as asked (readableText() draws it)
    };
    struct Label
    {
        QGraphicsSimpleTextItem *text = nullptr;
        CurvePoint at{};
        bool visible = true;
        bool concealed = false; ///< hidden behind a readout question
        QString given;          ///< the text as set, before the text filter
        QColor colour;          ///< as asked (readableText() draws it)
        SeriesId of = -1;       ///< the series whose point it names; -1 for none
    };
    struct Band
    {
        Qt::Orientation orientation;
        QAreaSeries *area = nullptr;
        QLineSeries *upper = nullptr;
        QLineSeries *lower = nullptr;
        double from = 0;
        double to = 0;
    };

    void attach(QAbstractSeries *series);
    void fitTexts();
    [[nodiscard]] bool acceptable(double x, double y) const;
    /// Positions a marker's line; false when it is hidden (out of range or switched off).
    bool placeMarkerLine(Marker &m);
    /// The points, curves and marker lines (as rules, in the order of the markers whose
    /// lines show) and the off-scale marks that labels keep off.
    [[nodiscard]] LabelObstacles obstacles() const;
    /// A point's box as drawn at `at` (chart coordinates): its marker size and a pixel round it.
    [[nodiscard]] static QRectF markerBox(const Series &s, QPointF at);
    /// A data point in chart coordinates (the plot area's frame) for the current ranges.
    [[nodiscard]] QPointF toPlotArea(CurvePoint p) const;
    void placeBand(Band &b);
    /// Draws the off-scale marks of the curves shown (only while the axes are locked).
    void placeOffScaleMarks();
    /// `wanted`, or the nearest colour to it that reads at WCAG AA on textBackgrounds().
    [[nodiscard]] QColor readableText(const QColor &wanted) const;
    /// The backdrop behind a reference-line label on a line: the chart background, 85 % opaque.
    [[nodiscard]] QColor backdropColour() const;
    /// Shows the backdrops in `shown` (of shown marker labels) and hides the others.
    void showBackdrops(const std::vector<QGraphicsRectItem *> &shown);
    /// Gives every marker and point label its readableText() colour (after a band is added).
    void restyleTexts();
    void relayout();
    void adaptLogBase();
    void applyFonts();
    void applyRanges(double xMin, double xMax, double yMin, double yMax);
    bool m_rangesHeld = false;  ///< setRangesHeld(): a drag is under way
    bool m_rangesShown = false; ///< whether applyRanges() ran: the ranges shown are the data's
    /// The shown ranges on the axes, a linear axis's ticks as many as its side can label.
    void applyTicks();

    AxisSpec m_xSpec;
    AxisSpec m_ySpec;
    QAbstractAxis *m_axisX = nullptr;
    QAbstractAxis *m_axisY = nullptr;
    LogAxisLabels *m_xLabels = nullptr; ///< the x axis's tick labels when it is logarithmic
    LogAxisLabels *m_yLabels = nullptr;
    bool m_scaleConcealable = false; ///< setScaleConcealedWithData()
    bool m_scaleBlank = false;       ///< the axes show no numbers now
    /// Blanks the axes' numbers, or shows them again, as setScaleConcealedWithData() says.
    void updateScaleBlank();
    std::vector<Series> m_series;
    std::vector<Marker> m_markers;
    std::vector<Label> m_labels;
    std::vector<Band> m_bands;
    std::vector<SeriesId> m_ghostPool;                  ///< reserved ghost series, unused
    std::map<SeriesId, std::vector<SeriesId>> m_ghosts; ///< the ghost series of a series
    std::map<SeriesId, size_t> m_ghostsShown;           ///< how many of them are shown
    Callout *m_callout = nullptr;
    std::vector<QGraphicsSimpleTextItem *> m_offScaleItems; ///< reused; hidden when not needed
    std::vector<OffScale> m_offScale;                       ///< the marks drawn now
    std::function<QString(const QString &)> m_textFilter;
    AxisLock *m_axisLock = nullptr;
    CurveQuestion *m_question = nullptr;
    double m_asked[4] = {1, 10, 1, 10}; ///< the ranges last asked for (x min, x max, y min, y max)
    double m_xMin = 1, m_xMax = 10, m_yMin = 1, m_yMax = 10;
    double m_fontScale = 1.0;
    QString m_title;           ///< the title as given; the chart shows it wrapped when narrow
    bool m_layoutDirty = true; ///< labels and marker lines need placing
    bool m_gridDirty = true;   ///< the cached grid and log bases need redoing
};

} // namespace fleet
