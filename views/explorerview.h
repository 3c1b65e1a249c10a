// ExplorerView: what every view shares — charts on the left, a side column with its controls,
// readouts and "show the math", and lazy refresh (only a visible view redraws on each tick).
#pragma once

#include "choicecontrol.h"
#include "curves.h"
#include "fieldcontrol.h"
#include "readout.h"
#include "results.h"
#include "scenario.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

class QBoxLayout;
class QGridLayout;
class QCheckBox;
class QLabel;
class QPushButton;
class QGroupBox;
class QScrollArea;
class QSpacerItem;
class QVBoxLayout;

namespace fleet {

class AxisLock;
class BarPlot;
class FieldPoints;
enum class FieldChart;
struct FieldComparison;
class ComparisonPanel;
class PlotView;
class ScenarioDocument;

class ExplorerView : public QWidget
{
    Q_OBJECT

public:
    /// Shows or hides the preset buttons (the appendix's examples) and their heading. A lesson
    /// hides them while it plays: each step sets its own scenario, and a preset's tooltip
    /// prints the numbers a later step asks.
    void setPresetsShown(bool shown);
    /// `id` is the command-line name ("roofline"); `title` the tab text.
    ExplorerView(ScenarioDocument *document, const QString &id, const QString &title,
                 QWidget *parent = nullptr);

    /// The view's least and preferred sizes in pixels, as QWidget gives them, but read afresh
    /// while the view is not on screen (a tab not shown): Qt lays out a hidden widget's inner
    /// layouts (the chart grids) only when it is shown, so until then they keep the sizes their
    /// charts had when last laid out, and the tab widget, which asks every page, took those.
    /// A chart's least height follows its wrapped labels at its width: the Layout view's grid
    /// kept 546 px from a narrow start while its charts needed 362, and the window, which
    /// grows to its least height and never shrinks back, outgrew a 720 px screen at the moment
    /// a lesson brought the view up. (Only while hidden: on screen, measuring afresh would ask
    /// the view to lay out again, which asks these again. showEvent() measures afresh once.)
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

    [[nodiscard]] const QString &id() const { return m_id; }
    [[nodiscard]] const QString &title() const { return m_title; }
    /// The tab's text: the title unless a view has a shorter one (ten tabs fit 1920 px at the
    /// largest font); the tab's tooltip then gives the whole title.
    [[nodiscard]] virtual QString tabTitle() const { return m_title; }
    [[nodiscard]] ReadoutPanel *readoutPanel() const { return m_readouts; }
    [[nodiscard]] MathPanel *mathPanel() const { return m_math; }
    [[nodiscard]] const std::vector<PlotView *> &plots() const { return m_plots; }
    /// The control bound to a field in this view's side column, or nullptr.
    [[nodiscard]] FieldControl *control(FieldId field) const;
    /// At most this many ghosts per series: every pinned design (DesignPins::kMaxPins).
    static constexpr int kMaxGhosts = 4;
    /// A pinned design another view draws as a ghost behind its own curves.
    struct GhostDesign
    {
        QString name;             ///< "A: H100 on NDR", or "Design A" while unnamed
        const Scenario *scenario; ///< the design's inputs (owned by the document's pins)
        const Results *results;   ///< its results
    };
    /// The pinned designs to draw as ghosts: every pinned design except the one the open
    /// scenario follows and any equal to the open scenario, in pin order. Valid until the pins
    /// change (views redraw then).
    [[nodiscard]] std::vector<GhostDesign> ghostDesigns() const;

    /// Scrolls the side column to the field's control and gives its spin box the keyboard
    /// focus, with its text selected. False when this view has no control for the field.
    bool revealControl(FieldId field);
    /// The picker bound to a choice in this view's side column, or nullptr.
    [[nodiscard]] ChoiceControl *choiceControl(ChoiceId choice) const;
    /// The model notes shown under the charts (the flags this view is concerned with, in
    /// words); empty when none is raised.
    [[nodiscard]] QString notesText() const;

    /// The caption of this view's exported charts, from the open scenario: the hardware, N and
    /// the inputs that matter to what the view draws ("NVIDIA H100 SXM, BF16 · N = 1,024 · 7B
    /// parameters · decode batch 1"). The base names the links; a chart view adds the inputs
    /// it shows.
    /// The chart Export view (Ctrl+E) and Copy chart as image (Ctrl+Shift+C, nothing under the
    /// pointer) take on this view's current page instead of a grab of the whole view (a page of
    /// tables: their picture, tablepicture.h); null for a view exported whole.
    [[nodiscard]] virtual QWidget *pageChart() const { return nullptr; }
    [[nodiscard]] virtual QString slideCaption() const;

    /// The scroll area of the side column (readouts, the math, the view's inputs).
    [[nodiscard]] QScrollArea *sideColumn() const { return m_sideScroll; }

    /// Brings charts and readouts up to date with the document now.
    void refreshNow();
    /// Redraws now when visible, else when next shown.
    void requestRefresh();
    /// The indices of this view's charts whose axes are locked (in the order the view builds
    /// its charts: the view section's "view/index" chart ids).
    [[nodiscard]] QList<int> lockedAxes() const;
    /// Locks the axes of exactly these charts.
    void setLockedAxes(const QList<int> &charts);
    /// Scales chart fonts (the View menu's larger-font option).
    virtual void setFontScale(double scale);
    /// Presentation mode: the inputs and "Show the math" fold away, the first
    /// kHeadlineReadouts readouts show in large type, and the charts take the projector look
    /// (Okabe–Ito colours, lines ≥ 3 px). Off restores the normal view.
    virtual void setPresentation(bool on);
    [[nodiscard]] bool isPresenting() const { return m_presenting; }
    /// How many readouts presentation mode keeps (the view's headline numbers, listed first).
    static constexpr int kHeadlineReadouts = 4;
    /// While presenting, shows the side column's inputs (true) or folds them away (false, the
    /// default) in the presentation look: the headline numbers stay large and the charts keep
    /// the projector colours (F6). Without presentation mode the inputs always show.
    virtual void setInputsShown(bool shown);
    [[nodiscard]] bool areInputsShown() const { return m_inputsShown; }
    /// The ids of the charts a lesson step can choose among, in the view's order (the
    /// panels given to addChartPanel(); viewChartIds() of the model lists the same).
    [[nodiscard]] QStringList chartIds() const;
    /// Shows only the charts `ids` names (chartIds(); an unknown id is ignored) and folds the
    /// others away, their room going to the ones shown, as a lesson step asks
    /// (LessonStep::charts). Empty: every chart, as the view places them.
    void setChartChoice(const QStringList &ids);
    [[nodiscard]] const QStringList &chartChoice() const { return m_chartChoice; }
    /// The readouts presentation mode shows, by their place in the view's list (from 0; at
    /// most kHeadlineReadouts, in the view's order); empty: the first kHeadlineReadouts.
    void setHeadlineChoice(QList<int> readouts);
    [[nodiscard]] const QList<int> &headlineChoice() const { return m_headlineChoice; }

protected:
    /// Redraws from document()->scenario()/results(). Called on each change while visible.
    virtual void refresh() = 0;

    [[nodiscard]] ScenarioDocument *document() const { return m_document; }
    /// A caption's common start, for slideCaption(): "NVIDIA H100 SXM, BF16", "N = 1,024".
    [[nodiscard]] QStringList captionStart() const;
    /// The model for a caption: "7B parameters".
    [[nodiscard]] QString captionParameters() const;
    /// The two links for a caption: "NVLink 4.0 / InfiniBand NDR 400 Gb/s".
    [[nodiscard]] QString captionLinks() const;
    /// A caption's parts joined: "a · b · c"; an empty part is left out.
    [[nodiscard]] static QString joinCaption(const QStringList &parts);
    /// Where charts go (a vertical box; add rows or grids to it).
    [[nodiscard]] QVBoxLayout *chartArea() const { return m_chartArea; }
    /// Adds a chart to the view's list (for fonts, export and tests) — place it yourself.
    PlotView *registerPlot(PlotView *plot);
    /// Names a panel of the chart area (placed already) for setChartChoice(): it shows while
    /// any of `ids` is chosen (a caption that serves two charts names both). Register the
    /// charts in the view's order, each id of viewChartIds(id()) once at least.
    void addChartPanel(QWidget *panel, const QStringList &ids);
    /// Draws the shipped field data of `charts` on `plot` (registered already): the measured
    /// points with their sources and measured ÷ model (FieldPoints, fieldPointsFor()), and the
    /// chart's "Field data" switch, shown as the view state says ("view/index") or else as
    /// `shownByDefault`; each switch is saved in the view state. Call it once per chart in the
    /// constructor, after the chart's own series (it draws on top). `place`, when given, puts
    /// an entry in the chart's units (default: the comparison's x and y); `labelled` draws the
    /// setting's model beside each point.
    FieldPoints *addFieldData(PlotView *plot, const std::vector<FieldChart> &charts,
                              bool shownByDefault,
                              const std::function<CurvePoint(const FieldComparison &)> &place = {},
                              bool labelled = true);
    /// Adds a labelled group of inputs to the side column and returns its layout.
    QVBoxLayout *addInputGroup(const QString &title);
    /// Adds a field control to a group layout.
    FieldControl *addField(QVBoxLayout *group, FieldId field,
                           const FieldControl::Options &options = {});
    /// Adds a choice picker (with its numeric field, if any) to a group layout.
    ChoiceControl *addChoice(QVBoxLayout *group, ChoiceId choice,
                             const FieldControl::Options &numericOptions = {});
    /// The model flags this view says in words under its charts (extrapolated curves, formulas
    /// out of range, a stalled run). Reserves `reservedLines` lines of the notes' space (1–2)
    /// so nothing moves when they change (a longer note grows it).
    void setRelevantFlags(std::vector<ModelFlag> flags, int reservedLines = 2);
    /// A note of the view's own under the charts, after the flags' (set it in refresh(); empty:
    /// none). Needs setRelevantFlags() first.
    void setViewNote(const QString &note) { m_viewNote = note; }
    /// Adds, to `plot`, one hidden line per catalog accelerator (catalog order, distinct pens)
    /// into `series`, and a "Compare accelerators" group with the shared tick list and table;
    /// the view refreshes when the ticks change.
    ComparisonPanel *addComparison(PlotView *plot, std::vector<int> &series);
    /// Binds a checkbox to an optional field: ticked = automatic (unset), unticked = set by hand
    /// from the current value; each toggle is one undo step. syncAutoSwitch() shows the state
    /// (and enables the field's control only while set by hand) — call it from refresh().
    void bindAutoSwitch(QCheckBox *box, FieldId field, const QString &automatic,
                        const QString &byHand);
    void syncAutoSwitch(QCheckBox *box, FieldId field);
    /// A push button in `group` that applies a preset (one undo step, named by its text).
    QPushButton *addPresetButton(QVBoxLayout *group, const QString &text, const QString &tip,
                                 const QString &objectName, std::function<void()> apply);
    /// A widget that belongs with the preset buttons (their heading): hidden with them.
    void addPresetCompanion(QWidget *widget) { m_presetCompanions.push_back(widget); }
    /// Declares that series `ids` of `plot` draw the value of each readout of `readouts` (their
    /// English titles, as lesson files name them; "%1" stands for a value in the title,
    /// isReadoutNamed()): while one of them is hidden behind a question they are hidden too,
    /// since a curve or point gives the answer away as surely as a label. Declare each series
    /// once, with every readout it draws.
    void drawsReadouts(const QStringList &readouts, PlotView *plot, std::vector<int> ids);
    /// The same for anything else (a marker line whose place is the value, the labels of hidden
    /// points): `conceal` hides it (true) or shows it again (false).
    void drawsReadouts(const QStringList &readouts, std::function<void(bool)> conceal);
    /// Whether the readout named `readout` (English title, isReadoutNamed()) is hidden behind a
    /// question now, itself or as a companion of the one asked (ReadoutPanel::hiddenTitles()),
    /// hidden in the charts only (ReadoutPanel::toldTitles()), or left out of the panel
    /// (ReadoutPanel::setLeftOut()): the charts drop what draws it.
    [[nodiscard]] bool isReadoutHidden(const QString &readout) const;
    /// The same for every bar of `plot`.
    void drawsReadouts(const QStringList &readouts, BarPlot *plot);
    /// Texts that print an input as its control shows it ("32 sequences", the batch in the
    /// Serving view's title): never concealed behind a question, even when the number rounds
    /// to a hidden value (littles-law step 1 asks 31.7 requests in flight beside B = 32). Set
    /// at each refresh(); a number the inputs print is no answer the model worked out.
    void setInputTexts(QStringList texts) { m_inputTexts = std::move(texts); }
    /// Publishes readouts to the panel and the math panel; after an edit, undo or redo the
    /// panel shows how far each moved.
    void setReadouts(const std::vector<Readout> &readouts);

    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Sets the side column's fixed width from its content (see the .cpp for why fixed).
    void fitSideColumn();
    /// Scrolls the side column to the open question's prediction box, if it is out of sight
    /// (under a tall column of readouts: Chinese, presenting at 1280 × 720).
    void keepQuestionInSight();
    /// The share of the view's width the side column takes at most when its contents would
    /// like more (0.36 unless set; a view whose main content is wide text sets less).
    void setSideColumnShare(double share);

private:
    /// Passes the charts' labels, markers, callouts and tooltips through concealQuantity()
    /// while a readout is hidden behind a question; shows them as given otherwise.
    void concealHiddenValue();
    /// Hides what draws a hidden readout's value (drawsReadouts()); shows the rest.
    void concealDrawnValue();
    /// Shows or folds the side column's inputs and math for the presentation state.
    void applySideColumn();
    /// Blank room at the end of the side column, `height` px (0: none): keepQuestionInSight()
    /// keeps it while a question is open so the column can start at a whole row.
    void setSideTail(int height);
    /// Gives the shown panels of a chart area's grid of single cells its first cells in reading
    /// order, and the rows and columns of every grid with nothing shown no stretch (a grid
    /// shares its height by stretch, empty rows included), theirs back to the others.
    void balanceChartGrids();

    ScenarioDocument *m_document;
    QString m_id;
    QString m_title;
    QVBoxLayout *m_chartArea;
    QVBoxLayout *m_side;
    QScrollArea *m_sideScroll;
    ReadoutPanel *m_readouts;
    MathPanel *m_math;
    std::vector<PlotView *> m_plots;
    std::vector<FieldControl *> m_controls;
    std::vector<std::pair<QString, Scenario>> m_ghostsDrawn; ///< the ghosts last asked for
    std::vector<ChoiceControl *> m_choices;
    std::vector<ModelFlag> m_relevantFlags;
    QString m_viewNote; ///< setViewNote()
    QLabel *m_notes = nullptr;
    QWidget *m_readoutBox = nullptr;
    bool m_dirty = true;
    bool m_presenting = false;
    bool m_inputsShown = false;
    QList<int> m_headlineChoice;
    double m_sideShare = 0.36;
    bool m_showChanges = false; ///< this refresh follows an edit, undo or redo
    bool m_concealing = false;  ///< the charts' texts pass through the question's filter
    QStringList m_inputTexts;   ///< setInputTexts()
    std::vector<QPointer<AxisLock>> m_questionLocks; ///< the locks the open question set
    /// What draws readouts' values: their English titles, and how to hide it (true) or show it
    /// again (false).
    struct DrawnReadout
    {
        QStringList readouts;
        std::function<void(bool)> conceal;
    };
    std::vector<DrawnReadout> m_drawnReadouts;
    /// The preset buttons and their tooltips as given (they may name a result: "ρ 0.11").
    std::vector<std::pair<QPushButton *, QString>> m_presetTips;
    std::vector<QWidget *> m_presetCompanions;
    /// The chart area's panels a lesson step can choose among, with the ids that show them.
    std::vector<std::pair<QPointer<QWidget>, QStringList>> m_chartPanels;
    QStringList m_chartChoice;             ///< setChartChoice()
    QSpacerItem *m_sideTailItem = nullptr; ///< setSideTail(), owned by m_side
    int m_sideTail = 0;
    /// The grids' stretches as the view set them: (grid, row or column, stretch).
    struct GridStretch
    {
        QPointer<QGridLayout> grid;
        bool row;
        int index;
        int stretch;
    };
    std::vector<GridStretch> m_gridStretches;
    /// The cells of the chart area's grids of single cells, as the view placed its panels,
    /// in reading order (balanceChartGrids() gives the first ones to the shown panels).
    struct GridCell
    {
        QPointer<QGridLayout> grid;
        QPointer<QWidget> widget;
        int row;
        int column;
    };
    std::vector<GridCell> m_gridCells;
};

} // namespace fleet
