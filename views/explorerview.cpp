// ExplorerView (explorerview.h): the layout every view shares (charts, side column of inputs,
// readouts, "Show the math", model notes), the helpers that add fields, choices, presets and
// comparisons to it, and the lazy refresh that redraws only a visible view.
#include "explorerview.h"

#include "accessibility.h"
#include "axislock.h"
#include "barplot.h"
#include "catalogtext.h"
#include "comparisonpanel.h"
#include "designpins.h"
#include "fielddatapoints.h"
#include "fieldpoints.h"
#include "format.h"
#include "palette.h"
#include "plotview.h"
#include "prediction.h"
#include "projectorstyle.h"
#include "questionbox.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "steadybox.h"
#include "text.h"
#include "textfit.h"
#include "wheelguard.h"
#include "wrappingbutton.h"

#include <QChartView>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpacerItem>

#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace fleet {

namespace {

/// The side column's scroll area. Its preferred width is set once (fitSideColumn) and never
/// follows the readouts' text, so a value growing from "9.9×" to "1,843.4×" does not re-lay
/// out the charts on every tick; its minimum is small, so a small screen gets a scroll bar
/// instead of a window wider than the screen.
class SideColumn : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    void setPreferredWidth(int width)
    {
        if (m_width == width)
            return;
        m_width = width;
        updateGeometry();
    }
    [[nodiscard]] int preferredWidth() const { return m_width; }
    QSize sizeHint() const override { return {m_width, QScrollArea::sizeHint().height()}; }
    QSize minimumSizeHint() const override
    {
        return {std::min(m_width, kMinimumWidth), QScrollArea::minimumSizeHint().height()};
    }
    static constexpr int kMinimumWidth = 300;

private:
    int m_width = 380;
};

} // namespace

ExplorerView::ExplorerView(ScenarioDocument *document, const QString &id, const QString &title,
                           QWidget *parent)
    : QWidget(parent), m_document(document), m_id(id), m_title(title), m_chartArea(new QVBoxLayout),
      m_side(new QVBoxLayout), m_readouts(new ReadoutPanel), m_math(new MathPanel)
{
    setObjectName(id + QStringLiteral("View"));
    guardWheel(); // the wheel scrolls the side column, never an unfocused input in it
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_chartArea, 1);

    auto *sideWidget = new QWidget;
    sideWidget->setLayout(m_side);
    m_side->setContentsMargins(4, 0, 8, 0);
    auto *scroll = new SideColumn;
    m_sideScroll = scroll;
    scroll->setWidget(sideWidget);
    sideWidget->installEventFilter(this); // refit the column when its contents change size
    m_readouts->questionBox()->installEventFilter(this); // kept in sight as it grows or moves
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The scroll bar's room is kept whether or not the column scrolls: a readout that wraps
    // onto one more line (the cooling verdict) never narrows the inputs under the pointer.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    layout->addWidget(scroll, 0);

    // Readouts first: on a projector the numbers are the headline; the inputs follow.
    auto *readoutBox = new QGroupBox(tr("Readouts"));
    m_readoutBox = readoutBox;
    auto *readoutLayout = new QVBoxLayout(readoutBox);
    readoutLayout->addWidget(m_readouts);
    readoutLayout->addWidget(m_math);
    m_side->addWidget(readoutBox);
    m_side->addStretch(1);

    // Axes hold still under a drag, so the curve is what moves (and no step pays for an axis
    // laid out again); they fit the data again at the release. Only a view on screen was
    // refreshed during the drag; the others' charts have nothing new to fit.
    connect(document, &ScenarioDocument::lessonEnded, this, [this] {
        if (isVisible())
            fitSideColumn(); // the column may give back what the lesson let it keep
    });
    connect(document, &ScenarioDocument::draggingChanged, this, [this](bool dragging) {
        for (PlotView *plot : findChildren<PlotView *>())
            plot->setRangesHeld(dragging);
        for (BarPlot *bars : findChildren<BarPlot *>())
            bars->setRangesHeld(dragging);
        if (!dragging && isVisible())
            fitSideColumn(); // the side column may give back what the drag let it keep
    });

    // Axes hold still while a question is open, so the class sees the curve move, not the axis;
    // closing it unlocks only what it locked (a chart locked by hand stays locked).
    connect(m_readouts, &ReadoutPanel::questionOpenChanged, this, [this](bool open) {
        if (open) {
            // The axes hold the ranges of the scenario as it is now (a lesson step's scenario
            // may not have been drawn yet), not of the one before.
            refreshNow();
            for (AxisLock *lock : findChildren<AxisLock *>()) {
                if (!lock->isLocked()) {
                    lock->setLocked(true);
                    m_questionLocks.emplace_back(lock);
                }
            }
            // The prediction box in sight: under a tall column of readouts (Chinese, presenting
            // at 1280 × 720) it sat below the screen's edge, its number box out of reach. Once
            // laid out, the side column scrolls to it.
            QTimer::singleShot(0, this, &ExplorerView::keepQuestionInSight);
        } else {
            for (const QPointer<AxisLock> &lock : m_questionLocks) {
                if (lock)
                    lock->setLocked(false);
            }
            m_questionLocks.clear();
            setSideTail(0); // the room kept under the box goes with it
        }
        refreshNow();
    });
    // The pinned designs are drawn as ghosts on the charts.
    // A followed design takes every edit: redraw only when the ghosts themselves changed.
    connect(document->pins(), &DesignPins::changed, this, [this] {
        std::vector<std::pair<QString, Scenario>> now;
        for (const GhostDesign &g : ghostDesigns())
            now.emplace_back(g.name, *g.scenario);
        if (now == m_ghostsDrawn)
            return;
        m_ghostsDrawn = std::move(now);
        requestRefresh();
    });
    connect(document, &ScenarioDocument::changed, this, [this] {
        // Only a change of the document shows how far each readout moved.
        m_showChanges = true;
        requestRefresh();
        m_showChanges = false;
    });
}

QList<int> ExplorerView::lockedAxes() const
{
    QList<int> out;
    const QList<AxisLock *> locks = findChildren<AxisLock *>();
    for (int i = 0; i < locks.size(); ++i) {
        if (locks[i]->isLocked())
            out << i;
    }
    return out;
}

void ExplorerView::setLockedAxes(const QList<int> &charts)
{
    const QList<AxisLock *> locks = findChildren<AxisLock *>();
    for (int i = 0; i < locks.size(); ++i)
        locks[i]->setLocked(charts.contains(i));
}

void ExplorerView::requestRefresh()
{
    m_dirty = true;
    if (isVisible())
        refreshNow();
}

FieldControl *ExplorerView::control(FieldId field) const
{
    for (FieldControl *c : m_controls) {
        if (c->field() == field)
            return c;
    }
    return nullptr;
}

std::vector<ExplorerView::GhostDesign> ExplorerView::ghostDesigns() const
{
    DesignPins *pins = m_document->pins();
    std::vector<GhostDesign> out;
    for (int i = 0; i < pins->count(); ++i) {
        const Design &d = pins->designs()[size_t(i)];
        if (i == pins->followed() || d.scenario == m_document->scenario())
            continue;
        out.push_back({.name = pins->isNamed(i)
                                   ? DesignPins::letter(i) + QStringLiteral(": ") + d.name
                                   : d.name,
                       .scenario = &d.scenario,
                       .results = &d.results});
    }
    return out;
}

bool ExplorerView::revealControl(FieldId field)
{
    FieldControl *c = control(field);
    if (!c)
        return false;
    m_sideScroll->ensureWidgetVisible(c);
    c->spinBox()->setFocus(Qt::OtherFocusReason);
    c->spinBox()->selectAll();
    return true;
}

ChoiceControl *ExplorerView::choiceControl(ChoiceId choice) const
{
    for (ChoiceControl *c : m_choices) {
        if (c->choice() == choice)
            return c;
    }
    return nullptr;
}

QStringList ExplorerView::captionStart() const
{
    const Scenario &s = m_document->scenario();
    const QString precision =
        s.precision == Precision::FP8 ? QStringLiteral("FP8") : QStringLiteral("BF16");
    return {QStringLiteral("%1, %2").arg(toQString(s.accelerator.name), precision),
            QStringLiteral("N = %1").arg(formatNumber(s.cluster.accelerators, 0))};
}

QString ExplorerView::captionParameters() const
{
    return tr("%1 parameters").arg(formatParameters(m_document->scenario().workload.parameters));
}

QString ExplorerView::captionLinks() const
{
    const Scenario &s = m_document->scenario();
    return QStringLiteral("%1 / %2").arg(linkDisplayName(s.intraNodeLink.name),
                                         linkDisplayName(s.interNodeLink.name));
}

QString ExplorerView::joinCaption(const QStringList &parts)
{
    QStringList given = parts;
    given.removeAll(QString()); // a part a view leaves out (nothing to say in this model)
    return given.join(QStringLiteral(" · "));
}

QString ExplorerView::slideCaption() const
{
    return joinCaption(captionStart() << captionLinks());
}

QString ExplorerView::notesText() const
{
    return m_notes ? QString(m_notes->text()).remove(QChar(0x2060)) : QString();
}

void ExplorerView::setRelevantFlags(std::vector<ModelFlag> flags, int reservedLines)
{
    m_relevantFlags = std::move(flags);
    if (!m_notes) {
        m_notes = new QLabel;
        m_notes->setObjectName(QStringLiteral("modelNotes"));
        m_notes->setTextFormat(Qt::PlainText);
        m_notes->setWordWrap(true);
        // Lines reserved whether or not a note shows, so the charts never jump; a note that
        // changes with N (a partly filled node) then lays nothing out again.
        reserveLines(m_notes, std::clamp(reservedLines, 1, 2), 8);
        m_chartArea->addWidget(steadyBox(m_notes));
    } else {
        reserveLines(m_notes, std::clamp(reservedLines, 1, 2), 8);
    }
}

void ExplorerView::refreshNow()
{
    m_dirty = false;
    refresh();
    if (m_notes) {
        QStringList lines;
        for (ModelFlag f : document()->results().flags) {
            if (std::find(m_relevantFlags.begin(), m_relevantFlags.end(), f) !=
                m_relevantFlags.end())
                lines << QStringLiteral("ⓘ ") + modelFlagText(f);
        }
        if (!m_viewNote.isEmpty())
            lines << QStringLiteral("ⓘ ") + m_viewNote;
        // Chinese terms kept whole where the notes wrap (display only: notesText() is plain).
        const QString text = keepTermsWhole(lines.join(QLatin1Char('\n')));
        if (m_notes->text() != text)
            m_notes->setText(text);
        // No note: the label hides in its box (the room stays). Its style sheet is only
        // replaced when the colours change: Qt's style-sheet style, when a sheet is replaced,
        // gives the label back the font it had when first styled (the desktop size while
        // presenting: model-vs-world step 3 moved its charts by 4 px).
        if (m_notes->isHidden() != text.isEmpty())
            m_notes->setHidden(text.isEmpty());
        const QString sheet = toneStyleSheet(colours().warning, 5, QStringLiteral("2px 6px"));
        if (m_notes->styleSheet() != sheet)
            m_notes->setStyleSheet(sheet);
    }
    concealHiddenValue();
    for (PlotView *plot : m_plots)
        plot->flushLayout();
}

bool ExplorerView::isReadoutHidden(const QString &readout) const
{
    // A readout left out of the panel takes what draws it out of the charts too (the custom
    // kernel's star in a lesson on decode).
    const QStringList &hidden = m_readouts->hiddenTitles();
    const QStringList &told = m_readouts->toldTitles();
    const QStringList &leftOut = m_readouts->leftOut();
    const auto named = [&](const QString &title) { return isReadoutNamed(title, readout); };
    return std::any_of(hidden.begin(), hidden.end(), named) ||
           std::any_of(told.begin(), told.end(), named) ||
           std::any_of(leftOut.begin(), leftOut.end(),
                       [&](const QString &title) { return title == readout; });
}

void ExplorerView::concealHiddenValue()
{
    // While a readout is hidden, no label, marker, callout or tooltip of the charts may show
    // its value (nor its companions'): each passes through concealQuantity() with the values as
    // they are now.
    const QStringList hiddenValues = m_readouts->hiddenValues();
    concealDrawnValue();
    if (hiddenValues.isEmpty() && !m_concealing)
        return;
    m_concealing = !hiddenValues.isEmpty();
    std::function<QString(const QString &)> filter;
    if (m_concealing) {
        // The values the readouts show (not hidden) stay as they are wherever a chart prints
        // them: a hidden value that rounds to one ("7.9×" hidden, the ceiling's "8.0×" shown)
        // turned the chart's label into "?" beside the readout's number, the two disagreeing.
        QStringList shown;
        for (const Readout &r : m_readouts->readouts()) {
            const QString value = r.value.section(QLatin1Char('\n'), 0, 0).trimmed();
            if (!m_readouts->hiddenTitles().contains(r.title) && value.size() > 1 &&
                std::any_of(value.begin(), value.end(), [](QChar c) { return c.isDigit(); }) &&
                !shown.contains(value))
                shown << value;
        }
        for (const QString &input : m_inputTexts)
            if (!shown.contains(input))
                shown << input;
        filter = [hiddenValues, shown](const QString &text) {
            return concealQuantitiesExcept(text, hiddenValues, shown);
        };
    }
    for (PlotView *plot : findChildren<PlotView *>())
        plot->setTextFilter(filter);
    for (BarPlot *plot : findChildren<BarPlot *>())
        plot->setTextFilter(filter);
    for (const auto &[button, tip] : m_presetTips)
        button->setToolTip(filter ? filter(tip) : tip);
}

void ExplorerView::drawsReadouts(const QStringList &readouts, PlotView *plot, std::vector<int> ids)
{
    m_drawnReadouts.push_back({readouts, [plot, ids = std::move(ids)](bool concealed) {
                                   for (int id : ids)
                                       plot->setConcealed(id, concealed,
                                                          PlotView::ByReadoutQuestion);
                               }});
}

void ExplorerView::drawsReadouts(const QStringList &readouts, std::function<void(bool)> conceal)
{
    m_drawnReadouts.push_back({readouts, std::move(conceal)});
}

void ExplorerView::drawsReadouts(const QStringList &readouts, BarPlot *plot)
{
    m_drawnReadouts.push_back(
        {readouts, [plot](bool concealed) { plot->setConcealed(concealed); }});
}

void ExplorerView::concealDrawnValue()
{
    for (const DrawnReadout &d : m_drawnReadouts) {
        d.conceal(std::any_of(d.readouts.begin(), d.readouts.end(),
                              [this](const QString &name) { return isReadoutHidden(name); }));
    }
}

void ExplorerView::setFontScale(double scale)
{
    for (PlotView *plot : m_plots)
        plot->setFontScale(scale);
    if (isVisible())
        fitSideColumn();
}

void ExplorerView::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_readouts->setHeadlineChoice(m_headlineChoice);
    m_readouts->setHeadlines(on ? kHeadlineReadouts : 0, on ? 1.8 : 1.25);
    for (QChartView *chart : findChildren<QChartView *>())
        setProjectorStyle(chart, on);
    applySideColumn();
}

void ExplorerView::setInputsShown(bool shown)
{
    if (shown == m_inputsShown)
        return;
    m_inputsShown = shown;
    applySideColumn();
}

void ExplorerView::applySideColumn()
{
    const bool inputs = !m_presenting || m_inputsShown;
    for (int i = 0; i < m_side->count(); ++i) {
        QWidget *w = m_side->itemAt(i)->widget();
        if (w && w != m_readoutBox)
            w->setVisible(inputs);
    }
    // The formulas are for a desk, not the back of the room: shown only out of presenting.
    m_math->setVisible(!m_presenting);
    if (isVisible())
        fitSideColumn();
}

void ExplorerView::setHeadlineChoice(QList<int> readouts)
{
    std::sort(readouts.begin(), readouts.end());
    readouts.erase(std::unique(readouts.begin(), readouts.end()), readouts.end());
    while (readouts.size() > kHeadlineReadouts)
        readouts.removeLast();
    if (readouts == m_headlineChoice)
        return;
    m_headlineChoice = readouts;
    m_readouts->setHeadlineChoice(m_headlineChoice);
    if (isVisible())
        fitSideColumn();
}

FieldPoints *ExplorerView::addFieldData(
    PlotView *plot, const std::vector<FieldChart> &charts, bool shownByDefault,
    const std::function<CurvePoint(const FieldComparison &)> &place, bool labelled)
{
    const auto at = std::find(m_plots.begin(), m_plots.end(), plot);
    Q_ASSERT(at != m_plots.end());
    const std::string key =
        QStringLiteral("%1/%2").arg(m_id).arg(at - m_plots.begin()).toStdString();
    auto *field = new FieldPoints(plot, m_document->fieldDataShown(key).value_or(shownByDefault));
    field->setPointsSource([this, charts, place, labelled] {
        return fieldPointsFor(m_document->fieldComparisons(), charts, place, labelled);
    });
    connect(field, &FieldPoints::shownChanged, this,
            [this, key](bool on) { m_document->setFieldDataShown(key, on); });
    // An opened scenario's view section sets the switch (a chart it does not name keeps its
    // default).
    connect(m_document, &ScenarioDocument::viewStateChanged, field,
            [this, field, key, shownByDefault] {
                const bool on = m_document->fieldDataShown(key).value_or(shownByDefault);
                const QSignalBlocker quiet(field); // applying the saved state is no new choice
                field->setShown(on);
            });
    return field;
}

PlotView *ExplorerView::registerPlot(PlotView *plot)
{
    m_plots.push_back(plot);
    return plot;
}

void ExplorerView::addChartPanel(QWidget *panel, const QStringList &ids)
{
    m_chartPanels.emplace_back(panel, ids);
}

QStringList ExplorerView::chartIds() const
{
    QStringList out;
    for (const auto &[panel, ids] : m_chartPanels)
        for (const QString &id : ids)
            if (!out.contains(id))
                out << id;
    return out;
}

void ExplorerView::setChartChoice(const QStringList &ids)
{
    if (ids == m_chartChoice)
        return;
    m_chartChoice = ids;
    for (const auto &[panel, panelIds] : m_chartPanels) {
        if (!panel)
            continue;
        const bool shown =
            ids.isEmpty() || std::any_of(panelIds.begin(), panelIds.end(),
                                         [&ids](const QString &id) { return ids.contains(id); });
        panel->setVisible(shown);
    }
    balanceChartGrids();
}

void ExplorerView::balanceChartGrids()
{
    // Every grid under the chart area, with the stretches the view gave it (kept the first
    // time through: the view's own).
    std::vector<QGridLayout *> grids;
    std::function<void(QLayout *)> collect = [&](QLayout *layout) {
        if (auto *grid = qobject_cast<QGridLayout *>(layout))
            grids.push_back(grid);
        for (int i = 0; i < layout->count(); ++i)
            if (QLayout *inner = layout->itemAt(i)->layout())
                collect(inner);
    };
    collect(m_chartArea);
    for (QGridLayout *grid : grids) {
        const bool known = std::any_of(m_gridStretches.begin(), m_gridStretches.end(),
                                       [grid](const GridStretch &g) { return g.grid == grid; });
        if (known)
            continue;
        for (int r = 0; r < grid->rowCount(); ++r)
            m_gridStretches.push_back({grid, true, r, grid->rowStretch(r)});
        for (int c = 0; c < grid->columnCount(); ++c)
            m_gridStretches.push_back({grid, false, c, grid->columnStretch(c)});
        // A grid of single cells, each a widget, can give its cells to the shown panels.
        std::vector<GridCell> cells;
        for (int i = 0; i < grid->count(); ++i) {
            int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
            grid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
            QWidget *widget = grid->itemAt(i)->widget();
            if (!widget || rowSpan != 1 || columnSpan != 1) {
                cells.clear();
                break;
            }
            cells.push_back({grid, widget, row, column});
        }
        std::sort(cells.begin(), cells.end(), [](const GridCell &a, const GridCell &b) {
            return std::pair(a.row, a.column) < std::pair(b.row, b.column);
        });
        m_gridCells.insert(m_gridCells.end(), cells.begin(), cells.end());
    }
    // The shown panels take the grid's first cells in reading order, the hidden ones the rest:
    // two charts chosen on a diagonal (the Layout view's step chart and node picture) stand
    // side by side in one row, not in two half-empty ones. No choice: every panel its own.
    for (QGridLayout *grid : grids) {
        std::vector<GridCell> cells;
        for (const GridCell &cell : m_gridCells)
            if (cell.grid == grid && cell.widget)
                cells.push_back(cell);
        std::vector<QWidget *> order;
        for (const GridCell &cell : cells)
            if (!cell.widget->isHidden())
                order.push_back(cell.widget);
        for (const GridCell &cell : cells)
            if (cell.widget->isHidden())
                order.push_back(cell.widget);
        for (size_t i = 0; i < cells.size(); ++i) {
            const int at = grid->indexOf(order[i]);
            int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
            grid->getItemPosition(at, &row, &column, &rowSpan, &columnSpan);
            if (row == cells[i].row && column == cells[i].column)
                continue;
            grid->removeWidget(order[i]);
            grid->addWidget(order[i], cells[i].row, cells[i].column);
        }
    }
    for (const GridStretch &g : m_gridStretches) {
        if (!g.grid)
            continue;
        bool shown = false; // anything shown in this row or column
        for (int i = 0; i < g.grid->count() && !shown; ++i) {
            int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
            g.grid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
            const int from = g.row ? row : column;
            const int span = g.row ? rowSpan : columnSpan;
            QLayoutItem *item = g.grid->itemAt(i);
            // A widget hidden by the chart choice is not shown; isEmpty() also counts a widget
            // not yet shown on screen as empty, so ask the widget itself.
            const bool itemShown = item->widget() ? !item->widget()->isHidden() : !item->isEmpty();
            shown = itemShown && g.index >= from && g.index < from + span;
        }
        if (g.row)
            g.grid->setRowStretch(g.index, shown ? g.stretch : 0);
        else
            g.grid->setColumnStretch(g.index, shown ? g.stretch : 0);
    }
}

QVBoxLayout *ExplorerView::addInputGroup(const QString &title)
{
    auto *box = new QGroupBox(title);
    auto *layout = new QVBoxLayout(box);
    layout->setSpacing(8);
    // Inputs go after the readouts, before the closing stretch.
    m_side->insertWidget(m_side->count() - 1, box);
    return layout;
}

FieldControl *ExplorerView::addField(QVBoxLayout *group, FieldId field,
                                     const FieldControl::Options &options)
{
    auto *c = new FieldControl(m_document, field, options);
    group->addWidget(c);
    m_controls.push_back(c);
    return c;
}

ChoiceControl *ExplorerView::addChoice(QVBoxLayout *group, ChoiceId choice,
                                       const FieldControl::Options &numericOptions)
{
    auto *c = new ChoiceControl(m_document, choice, numericOptions);
    group->addWidget(c);
    m_choices.push_back(c);
    if (FieldControl *numeric = c->numericControl())
        m_controls.push_back(numeric);
    return c;
}

ComparisonPanel *ExplorerView::addComparison(PlotView *plot, std::vector<int> &series)
{
    int index = 0;
    for (const Accelerator &a : m_document->catalog().accelerators) {
        const PlotView::SeriesId id =
            plot->addLine(QString::fromStdString(a.name), comparisonPen(index++));
        plot->setSeriesVisible(id, false);
        series.push_back(id);
    }
    QVBoxLayout *group = addInputGroup(tr("Compare accelerators"));
    auto *panel = new ComparisonPanel(m_document, m_document->comparison());
    group->addWidget(panel);
    connect(m_document->comparison(), &ComparisonModel::changed, this,
            &ExplorerView::requestRefresh);
    return panel;
}

void ExplorerView::bindAutoSwitch(QCheckBox *box, FieldId field, const QString &automatic,
                                  const QString &byHand)
{
    connect(box, &QCheckBox::toggled, this, [this, field, automatic, byHand](bool isAutomatic) {
        const FieldSpec &spec = fieldSpec(field);
        const double current = spec.get(m_document->scenario());
        m_document->apply(isAutomatic ? automatic : byHand,
                          [&spec, isAutomatic, current](Scenario &s) {
                              if (isAutomatic)
                                  spec.unset(s);
                              else
                                  spec.set(s, current);
                          });
    });
}

void ExplorerView::syncAutoSwitch(QCheckBox *box, FieldId field)
{
    const bool byHand = fieldSpec(field).isSet(m_document->scenario());
    {
        const QSignalBlocker block(box);
        box->setChecked(!byHand);
    }
    if (FieldControl *c = control(field))
        c->setEnabled(byHand);
}

void ExplorerView::setPresetsShown(bool shown)
{
    for (const auto &[button, tip] : m_presetTips)
        button->setVisible(shown);
    for (QWidget *w : m_presetCompanions)
        w->setVisible(shown);
}

QPushButton *ExplorerView::addPresetButton(QVBoxLayout *group, const QString &text,
                                           const QString &tip, const QString &objectName,
                                           std::function<void()> apply)
{
    // A long preset name wraps in a narrow column rather than widen it.
    auto *button = new WrappingButton(text);
    button->setToolTip(tip);
    button->setObjectName(objectName);
    m_presetTips.emplace_back(button, tip); // concealed while a readout it names is hidden
    connect(button, &QPushButton::clicked, this, std::move(apply));
    group->addWidget(button);
    return button;
}

void ExplorerView::setReadouts(const std::vector<Readout> &readouts)
{
    if (m_showChanges) {
        // The undo step this change made or returned to: a drag's ticks merge into one.
        const QUndoStack *history = m_document->undoStack();
        const int index = history->index();
        m_readouts->setChangedReadouts(readouts, index > 0 ? history->command(index - 1) : nullptr);
    } else {
        m_readouts->setReadouts(readouts);
    }
    std::vector<Readout> math = readouts;
    const QStringList hiddenValues = m_readouts->hiddenValues();
    for (Readout &r : math) {
        if (m_readouts->hiddenTitles().contains(r.title)) {
            // The math would give the answer away: only the formula stays.
            r.value = QStringLiteral("?");
            r.substituted = tr("hidden until a prediction is committed");
        }
        // Nor may a source ("98 % within 24 h") or another readout's math show it.
        r.substituted = concealQuantities(r.substituted, hiddenValues);
        r.source = concealQuantities(r.source, hiddenValues);
    }
    m_math->setReadouts(math);
}

namespace {

/// Marks `layout` and every layout inside it as needing to measure its items again.
void invalidateNested(QLayout *layout)
{
    layout->invalidate();
    for (int i = 0; i < layout->count(); ++i)
        if (QLayout *inner = layout->itemAt(i)->layout())
            invalidateNested(inner);
}

} // namespace

QSize ExplorerView::minimumSizeHint() const
{
    if (!isVisible() && layout())
        invalidateNested(layout());
    return QWidget::minimumSizeHint();
}

QSize ExplorerView::sizeHint() const
{
    if (!isVisible() && layout())
        invalidateNested(layout());
    return QWidget::sizeHint();
}

void ExplorerView::showEvent(QShowEvent *event)
{
    // Just shown, its inner layouts would be measured again only when its own turn to lay out
    // comes, and the window's may come first (charts resized on the way changed their least
    // heights): measured afresh now (minimumSizeHint()).
    if (layout())
        invalidateNested(layout());
    if (m_dirty)
        refreshNow(); // readouts filled before the side column is measured
    fitSideColumn();
    describeControls(this); // names and descriptions for controls built since (accessibility.h)
    QWidget::showEvent(event);
    QTimer::singleShot(0, this, &ExplorerView::keepQuestionInSight); // a step's view shown
}

void ExplorerView::keepQuestionInSight()
{
    QuestionBox *box = m_readouts->questionBox();
    if (!box || !box->isVisible())
        return;
    m_sideScroll->ensureWidgetVisible(box, 0, 8);
    // Scrolled, the column's top edge cut a readout through its value (half the glyphs of
    // "16 MB" above the nvlink lesson's first "?"): it starts at the first readout title that
    // is whole, as long as the box stays in sight.
    QScrollBar *bar = m_sideScroll->verticalScrollBar();
    const int top = bar->value();
    if (top == 0)
        return;
    QWidget *content = m_sideScroll->widget();
    const int boxBottom = box->mapTo(content, QPoint(0, box->height())).y() + 8;
    // The readouts' labels, as [top, bottom) in the column; a start cuts none of them, and
    // begins a readout at its title (a bare "?" under the top edge, its title above it, said
    // nothing of what it hides).
    std::vector<std::pair<int, int>> spans, titles;
    for (QLabel *label : m_readouts->findChildren<QLabel *>()) {
        const bool title = label->objectName() == QLatin1String("readoutTitle");
        if (label->isVisible() && (title || label->objectName() == QLatin1String("readoutValue"))) {
            const int y = label->mapTo(content, QPoint(0, 0)).y();
            spans.emplace_back(y, y + label->height());
            if (title)
                titles.emplace_back(y, y + label->height());
        }
    }
    std::vector<int> rowTops; // a title's, or its value's beside it when that starts higher
    for (const auto &[y, end] : titles) {
        int rowTop = y;
        for (const auto &[from, to] : spans)
            if (from < end && to > y)
                rowTop = std::min(rowTop, from);
        rowTops.push_back(rowTop);
    }
    // The nearest start that cuts nothing: a little up (the box's margin below it given up),
    // or down as long as the box stays in sight.
    const int height = m_sideScroll->viewport()->height();
    auto cuts = [&spans](int y) {
        return std::any_of(spans.begin(), spans.end(),
                           [y](const auto &s) { return s.first < y && y < s.second; });
    };
    auto nearest = [&](const std::vector<int> &starts) {
        int start = -1;
        for (const int y : starts) {
            // (The bar stops at its maximum: a start below it would not be where it starts.)
            const bool fits = y <= bar->maximum() &&
                              (y < top ? boxBottom - 8 - y <= height : boxBottom - y <= height);
            if (!cuts(y) && fits && (start < 0 || std::abs(y - top) < std::abs(start - top)))
                start = y;
        }
        return start;
    };
    int start = nearest(rowTops);
    if (start < 0) {
        // The bar at its end and the next row below it (English nvlink step 1: "16 MB" cut at
        // the top over the first "?"): blank room under the box lets the column start at that
        // row, the box still in sight.
        int next = -1;
        for (const int y : rowTops)
            if (y > top && boxBottom - y <= height && !cuts(y) && (next < 0 || y < next))
                next = y;
        if (next > bar->maximum()) {
            setSideTail(m_sideTail + next - bar->maximum());
            QTimer::singleShot(0, this,
                               [this, next] { m_sideScroll->verticalScrollBar()->setValue(next); });
            return;
        }
    }
    if (start < 0) { // rows taller than the room: at least no label cut through
        std::vector<int> labelTops;
        for (const auto &span : spans)
            labelTops.push_back(span.first);
        start = nearest(labelTops);
    }
    if (start >= 0 && start != top)
        bar->setValue(start);
}

void ExplorerView::setSideTail(int height)
{
    if (height == m_sideTail)
        return;
    if (!m_sideTailItem) {
        m_sideTailItem = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
        m_side->addItem(m_sideTailItem);
    }
    m_sideTail = height;
    m_sideTailItem->changeSize(0, height, QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_side->invalidate();
}

void ExplorerView::fitSideColumn()
{
    // Wide enough for the side column's controls and readouts side by side plus a vertical
    // scroll bar; on a narrower window the column gives way (labels go above their values) down
    // to its minimum.
    const int frame =
        m_sideScroll->verticalScrollBar()->sizeHint().width() + 2 * m_sideScroll->frameWidth() + 12;
    const int needed = m_sideScroll->widget()->sizeHint().width() + frame;
    // Its narrowest form (at the largest font scale wider than the third below).
    const int least = m_sideScroll->widget()->minimumSizeHint().width() + frame + 8;
    // About a third of the view, and up to 38 % for the narrowest form: the charts are
    // what the room looks at, but a column that scrolls sideways hides its values.
    const int share = width() > 0 ? int(width() * m_sideShare) : needed;
    const int most = width() > 0 ? int(width() * 0.38) : least;
    auto *side = static_cast<SideColumn *>(m_sideScroll);
    int preferred = std::max({std::min(needed, share), std::min(least, most), 300});
    // In a lesson the column takes its whole share from the first step, whatever the step's
    // readouts need: littles-law in Chinese narrowed it for step 1's four readouts and widened
    // it for step 2's fifth, and every chart beside it moved on Page Down.
    if (m_document->isInLesson())
        preferred = std::max(preferred, std::min(share, most));
    // Under a drag the column only grows: a readout's value a few pixels narrower (9.9× after
    // 10.0×) would narrow it, and every chart beside it would be laid out again and repainted
    // whole — on the next step, back again (a fifth of the coupled scaling view's steps). So
    // during a lesson: a step whose values are narrower moves no chart sideways.
    if ((m_document->isDragging() || m_document->isInLesson()) &&
        preferred < side->preferredWidth())
        return;
    side->setPreferredWidth(preferred);
}

void ExplorerView::setSideColumnShare(double share)
{
    m_sideShare = share;
    if (isVisible())
        fitSideColumn();
}

bool ExplorerView::eventFilter(QObject *watched, QEvent *event)
{
    // The side column's contents asked for a new layout (a value grew, presentation mode's
    // large headlines): measure it again once that layout is done.
    if (watched == m_sideScroll->widget() && event->type() == QEvent::LayoutRequest && isVisible())
        QTimer::singleShot(0, this, &ExplorerView::fitSideColumn);
    // The prediction box laid out again (its buttons, a verdict's lines, the readouts above it
    // taller): still in sight.
    if (watched == m_readouts->questionBox() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::Move) && isVisible())
        QTimer::singleShot(0, this, &ExplorerView::keepQuestionInSight);
    return QWidget::eventFilter(watched, event);
}

void ExplorerView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitSideColumn();
}

} // namespace fleet
