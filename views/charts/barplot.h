// BarPlot: the chart adapter for category bar charts (plain or stacked, vertical or
// horizontal). Bars and axes are created once; updates replace values in place and set the
// value range explicitly. Hovering a bar shows its value as a tooltip.
#pragma once

#include <QChartView>
#include <QColor>
#include <QFont>
#include <QRectF>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

class QBarSet;
class QAbstractBarSeries;
class QBarCategoryAxis;
class QValueAxis;
class QLogValueAxis;
class QGraphicsRectItem;
class QGraphicsTextItem;
class QGraphicsSimpleTextItem;

namespace fleet {

class AxisLock;
class LogAxisLabels;

/// What a bar chart shows and how.
struct BarSpec
{
    QString title;
    QString valueTitle; ///< the value axis title; with its unit unless `valueUnit` is set
    /// The values' unit ("GB/s", "s") when the title names none because a log axis's tick
    /// labels carry theirs: the data table's column header adds it.
    QString valueUnit = {};
    bool stacked = false;    ///< sets stack on each other (waterfall, IT + overhead)
    bool horizontal = false; ///< categories on the left, values along the bottom
    bool logValues = false;  ///< a logarithmic value axis (values must be > 0)
    std::function<QString(double)> format = {}; ///< a bar value as the tooltip shows it
    /// Where the legend goes: bottom, or beside the bars (AlignRight) on a short chart.
    Qt::Alignment legendAt = Qt::AlignBottom;
};

class BarPlot : public QChartView
{
    Q_OBJECT

public:
    explicit BarPlot(const BarSpec &spec, QWidget *parent = nullptr);

    int addSet(const QString &name, const QColor &color);
    /// The bars' labels ("<br>" breaks a line); a label too wide for its bar's share of the
    /// axis wraps onto more lines.
    void setCategories(const QStringList &categories);
    void setValues(int set, const std::vector<double> &values);
    /// Makes the value axis show [min, max]: whole decades on a log axis; on a linear axis from
    /// min to a nice number a little above max. The range depends on these values only, never
    /// on earlier ones. While the axes are locked the range shown stays (the last one asked for
    /// applies on unlock). Unchanged ranges cost nothing. The range also covers the ghosts'
    /// values (setGhosts() first).
    void setValueRange(double min, double max);
    /// The chart's "Lock axes" switch (also in its context menu).
    [[nodiscard]] AxisLock *axisLock() const { return m_axisLock; }
    /// While a slider is dragged (true) the value axis stays still, growing only to hold the
    /// bars; at the release (false) the last range asked for applies (PlotView::setRangesHeld).
    void setRangesHeld(bool held);
    [[nodiscard]] bool areRangesHeld() const { return m_rangesHeld; }
    [[nodiscard]] double valueMin() const;
    [[nodiscard]] double valueMax() const;
    /// Sets the chart title; a no-op when unchanged. `room`, when given, is a title the chart
    /// keeps room for (its longest form: "… (does not fit)"), so that the title's changing
    /// forms, and a reveal, move no plot; empty: the title's own room (its value shown).
    void setTitle(const QString &title, const QString &room = {});
    void setSetName(int set, const QString &name);
    void setSetColor(int set, const QColor &color);
    /// Keeps a set out of the legend (false) or puts it back (true, the default): for a set a
    /// category label already names ("HBM capacity").
    void setSetInLegend(int set, bool shown);

    [[nodiscard]] std::vector<double> values(int set) const;
    /// The category labels as given to setCategories().
    [[nodiscard]] QStringList categories() const;
    /// The category labels as the axis shows them (wrapped, "<br>" between lines).
    [[nodiscard]] QStringList shownCategories() const;
    [[nodiscard]] QString lastHoverText() const { return m_hoverText; }
    /// The title and the hover tooltip pass through `filter` before they are shown (a view
    /// conceals a value hidden behind a question); an empty function shows them as made.
    void setTextFilter(std::function<QString(const QString &)> filter);
    /// Hides every bar (not the axes, nor the pinned designs' outlines) behind a readout
    /// question whose value the bars draw, until unconcealed; the value axis shows no numbers
    /// meanwhile. With pinned designs its range is their outlines' alone until unconcealed (a
    /// range that followed the hidden values moved the outlines as they changed). A note in the
    /// empty plot says the bars are hidden on purpose (concealNote()).
    void setConcealed(bool concealed);
    [[nodiscard]] bool isConcealed() const;
    /// The note shown in the plot while the bars are concealed ("Hidden until its question is
    /// answered"); null until first concealed. An empty chart read as a broken one.
    [[nodiscard]] QGraphicsSimpleTextItem *concealNote() const { return m_concealNote; }
    /// The log value axis's tick labels (null on a linear axis).
    [[nodiscard]] LogAxisLabels *logAxisLabels() const { return m_logLabels; }
    /// Base point size of the title, axes and legend; 1.0 is the normal size.
    void setFontScale(double scale);
    /// The scale setFontScale() set last.
    [[nodiscard]] double fontScale() const { return m_fontScale; }
    /// While held, the chart's minimum height stays as it is whatever its texts need: an
    /// export lays it out with other fonts for a moment, and the window must not follow.
    void holdMinimumHeight(bool held) { m_minimumHeightHeld = held; }

    /// A pinned design drawn over the bars: its name and, per category (in the order of
    /// setCategories()), the value its bar would reach, in the value axis's unit (NaN, or ≤ 0 on
    /// a log axis, leaves the category out).
    struct Ghost
    {
        QString name;
        std::vector<double> values;
    };
    /// Draws each design as outlines from the value axis's start to its values, one line style
    /// per design (dashed, dotted, dash-dot, dash-dot-dot, in order) in a darker shade of the first
    /// set's colour,
    /// named in a caption under the chart ("Pinned designs, as outlines: – – A: …"). Values
    /// beyond the axis are drawn to its end. An empty list removes them all.
    void setGhosts(const std::vector<Ghost> &ghosts);
    /// The outlines drawn now, per design and category in plot coordinates (for tests); an
    /// empty rectangle where a category is left out.
    [[nodiscard]] std::vector<std::vector<QRectF>> ghostRects() const;
    /// The caption naming the designs drawn as outlines (plain text; empty with none).
    [[nodiscard]] QString ghostCaption() const;
    /// The line style of the n-th design's outlines (0-based; repeats after four).
    [[nodiscard]] static Qt::PenStyle ghostStyle(int n);

protected:
    /// Wraps the title and legend labels that no longer fit (textfit.h).
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    /// The chart's background and, on a log value axis, its grid (decades in the major
    /// colour, 2…9 × each in the minor one), cached with the view's background.
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void applyFonts();
    /// Wraps the title, legend and axis titles (textfit.h), and the category labels.
    void fitTexts();
    /// Each category label broken into lines (textfit.h's wrapLines) no wider than its share of
    /// the category axis, which Qt Charts would otherwise cut to "...".
    void fitCategories();
    /// Places the ghosts' outlines and caption for the current plot area and ranges.
    void layoutGhosts();
    /// Centres the conceal note in the plot area (and fits its font to the chart's labels).
    void placeConcealNote();
    /// The least height that shows every text whole: its title, legend, pinned designs'
    /// caption and axes as fitted, with room for the bars and their labels.
    [[nodiscard]] int leastHeight() const;
    /// Makes the least height the widget's minimum height, after the texts were fitted (a view
    /// gives way elsewhere rather than let Qt Charts cut a label or axis title).
    void followLeastHeight();

    QAbstractBarSeries *m_series;
    QBarCategoryAxis *m_categoryAxis;
    QValueAxis *m_valueAxis = nullptr;
    QLogValueAxis *m_logAxis = nullptr;
    QAbstractAxis *m_axis;                ///< whichever of the two is in use
    LogAxisLabels *m_logLabels = nullptr; ///< the log axis's tick labels, with units
    std::vector<QBarSet *> m_sets;
    QStringList m_categories; ///< as given; the axis shows them wrapped (fitCategories())
    std::function<QString(double)> m_format;
    void applyValueRange(double min, double max);
    /// Shows [min, max] on the linear value axis with as many ticks as its pixels can label.
    void applyTicks(double min, double max);
    AxisLock *m_axisLock = nullptr;
    std::pair<double, double> m_asked{0, 1};     ///< the value range last asked for
    std::pair<double, double> m_barsAsked{0, 1}; ///< the same, before the outlines' values
    bool m_rangesHeld = false;                   ///< setRangesHeld(): a drag is under way
    bool m_rangeShown = false; ///< whether applyValueRange() ran: the range shown is the data's
    QString m_hoverText;
    QGraphicsSimpleTextItem *m_concealNote = nullptr; ///< concealNote()
    std::function<QString(const QString &)> m_textFilter;
    double m_fontScale = 1.0;
    bool m_minimumHeightHeld = false; ///< holdMinimumHeight()
    QString m_title;           ///< the title as given; the chart shows it wrapped when narrow
    QString m_titleRoom;       ///< a longer title to keep room for (setTitle())
    bool m_horizontal = false; ///< values along the bottom
    /// The chart's margins (pixels), the left one before keepLabelRoom() widens it.
    static constexpr int kChartMargin = 6;
    /// Values up the left side: keeps the room of the widest tick labels shown so far in this
    /// font (the axis over [min, max], ticks `step` apart), narrower labels taking the rest as
    /// the chart's left margin, so the plot does not move when the labels widen.
    void keepLabelRoom(double min, double max, double step);
    double m_labelRoom = 0; ///< the widest value label seen (pixels), in m_labelRoomFont
    QFont m_labelRoomFont;
    std::vector<Ghost> m_ghosts;
    std::vector<std::vector<QGraphicsRectItem *>> m_ghostItems; ///< per design, per category
    QGraphicsTextItem *m_ghostCaption = nullptr; ///< beside a legend not at the bottom
    QString m_ghostCaptionText;                  ///< the caption as plain text
};

} // namespace fleet
