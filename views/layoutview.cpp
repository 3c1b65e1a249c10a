// LayoutView (layoutview.h): builds the memory and step bars, the node picture, the MFU and
// time-to-train curves and the plan table, and redraws them from the document's results.
#include "layoutview.h"

#include "axismath.h"
#include "backgroundjobs.h"
#include "explain.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "modelpicker.h"
#include "nearest.h"
#include "nodemap.h"
#include "palette.h"
#include "physics.h"
#include "plotview.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "text.h"
#include "textfit.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace fleet {

namespace {

constexpr double kNMax = 131072;

/// The cluster sizes the curves are drawn at: powers of two from the node size (at least the
/// layout's t · p) to 131,072.
std::vector<int> curveSizes(int from)
{
    std::vector<int> out;
    for (double n = std::max(1, from); n <= kNMax; n *= 2)
        out.push_back(int(n));
    return out;
}

/// The scenario at another N, its data degree following ("auto").
Scenario atSize(const Scenario &s, int n)
{
    Scenario at = s;
    at.cluster.accelerators = n;
    at.parallelism.data.reset();
    return at;
}

/// Training time (s) at this layout's tokens/s and the scenario's goodput; NaN when it never ends.
double timeToTrain(const Scenario &s, const LayoutCost &c, double goodput)
{
    if (!c.valid || c.tokensPerS <= 0 || goodput <= 0)
        return std::nan("");
    return s.workload.trainingTokens / c.tokensPerS / goodput;
}

/// `mine` (t, p, e and the rest kept) at N = x rounded to a multiple of t · p, d following:
/// the scenario there and its cost; nullopt when the layout does not run there.
std::optional<std::pair<Scenario, LayoutCost>> layoutAtSize(const Scenario &s, const Layout &mine,
                                                            double x)
{
    const int replica = std::max(1, mine.tensor * mine.pipeline);
    const long long n = std::llround(x / replica) * replica;
    if (n < replica || n > kNMax)
        return std::nullopt;
    const Scenario at = atSize(s, int(n));
    Layout l = mine;
    l.data = int(n / replica);
    if (layoutProblem(at, l))
        return std::nullopt;
    return std::pair{at, evaluateLayout(at, l)};
}

QString layoutName(const Layout &l)
{
    return QStringLiteral("t %1 · p %2 · d %3").arg(l.tensor).arg(l.pipeline).arg(l.data);
}

} // namespace

LayoutView::LayoutView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("layout"), tr("Layout"), parent), m_nodes(new NodeMap),
      m_curveChoice(new QComboBox), m_curves(new QStackedWidget), m_problem(new QLabel),
      m_nearest(new QPushButton), m_planTable(new QTableWidget),
      m_apply(new QPushButton(tr("Apply this layout")))
{
    auto gb = [](double b) { return formatFixed(b * 1e9, 1e9, QStringLiteral("GB"), 2); };
    m_memory = new BarPlot({.title = tr("Memory per accelerator"),
                            .valueTitle = tr("GB"),
                            .stacked = true,
                            .format = gb});
    m_memory->setObjectName(QStringLiteral("layoutMemoryPlot"));
    const Palette &p = colours();
    m_memorySets = {m_memory->addSet(tr("Weights"), p.primary),
                    m_memory->addSet(tr("Gradients"), p.secondary),
                    m_memory->addSet(tr("Optimizer state"), p.tertiary),
                    m_memory->addSet(tr("Activations"), p.alert),
                    m_memory->addSet(tr("HBM capacity"), p.neutralLine)};
    // Upright columns: a chart that needs little height (a projector with a lesson bar has
    // none to spare). The capacity's category names it, so its legend entry would say it twice.
    m_memory->setCategories({tr("Needed"), tr("HBM")});
    m_memory->setSetInLegend(m_memorySets[4], false);
    auto ms = [](double v) { return formatDuration(v / 1e3); };
    m_step = new BarPlot(
        {.title = tr("One training step"), .valueTitle = tr("ms"), .stacked = true, .format = ms});
    m_step->setObjectName(QStringLiteral("layoutStepPlot"));
    // The exposed data-parallel AllReduce in grey, not the appendix's orange: on the projector
    // that is the bubble's orange too, and the two parts lie on top of each other.
    m_stepSets = {m_step->addSet(tr("Compute"), p.primary),
                  m_step->addSet(tr("Tensor AllReduce"), p.alert),
                  m_step->addSet(tr("Pipeline sends"), p.secondary),
                  m_step->addSet(tr("Expert all-to-all"), p.tertiary),
                  m_step->addSet(tr("Bubble"), p.lost),
                  m_step->addSet(tr("Exposed DP AllReduce"), p.neutralLine)};
    m_step->setCategories({tr("This step")});
    drawsReadouts({QStringLiteral("Memory per accelerator")}, m_memory);
    // Each gives the step time away in one step (MFU = 6 · P_a · G / (N · R_peak · T_step),
    // tokens/s = G / T_step, time to train = D / tokens/s / goodput).
    readoutPanel()->setCompanions(
        {{QStringLiteral("Step time"), QStringLiteral("MFU from the layout")},
         {QStringLiteral("Step time"), QStringLiteral("Tokens per second")},
         {QStringLiteral("Step time"), QStringLiteral("Time to train (this layout)")}});
    // The bars draw the step (and so the MFU) and its bubble. A bubble withheld for a later
    // step's question hides them only where they draw one: at p = 1 there is none to give away,
    // and the step revealed before it showed an empty chart.
    drawsReadouts({QStringLiteral("Step time"), QStringLiteral("Pipeline bubble"),
                   QStringLiteral("MFU from the layout")},
                  [this](bool concealed) {
                      const bool onlyBubble =
                          !isReadoutHidden(QStringLiteral("Step time")) &&
                          !isReadoutHidden(QStringLiteral("MFU from the layout"));
                      const std::vector<double> bubble = m_step->values(m_stepSets[4]);
                      const bool noBubble = std::all_of(bubble.begin(), bubble.end(),
                                                        [](double v) { return v <= 0; });
                      m_step->setConcealed(concealed && !(onlyBubble && noBubble));
                  });

    AxisSpec x{tr("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }};
    AxisSpec mfuAxis{tr("MFU (%)"), false,
                     [](double v) { return formatNumber(v, 1) + QStringLiteral(" %"); }};
    AxisSpec timeAxis{tr("Time to train"), true, [](double v) { return formatTrainingTime(v); },
                      [](double v) { return formatTrainingTime(v); }, QStringLiteral("s")};
    m_mfuPlot = registerPlot(new PlotView(tr("MFU vs cluster size"), x, mfuAxis));
    m_mfuPlot->setObjectName(QStringLiteral("layoutMfuPlot"));
    m_timePlot = registerPlot(new PlotView(tr("Time to train vs cluster size"), x, timeAxis));
    m_timePlot->setObjectName(QStringLiteral("layoutTimePlot"));
    QPen dashed(p.reference, 2);
    dashed.setDashPattern({6, 4});
    for (PlotView *plot : {m_mfuPlot, m_timePlot}) {
        const bool mfu = plot == m_mfuPlot;
        int &thisId = mfu ? m_ids.thisMfu : m_ids.thisTime;
        int &bestId = mfu ? m_ids.bestMfu : m_ids.bestTime;
        int &empiricalId = mfu ? m_ids.empiricalMfu : m_ids.empiricalTime;
        int &nowId = mfu ? m_ids.nowMfu : m_ids.nowTime;
        int &marker = mfu ? m_ids.nMarkerMfu : m_ids.nMarkerTime;
        // The model curves read exactly under the pointer (and can be hidden and asked): this
        // layout at the N there, and the old chain's MFU × η(N).
        auto thisExact = [this, mfu](double x) {
            const Results &r = this->document()->results();
            const auto at = layoutAtSize(this->document()->scenario(), r.parallelism.layout, x);
            if (!at)
                return std::nan("");
            return mfu ? 100 * at->second.mfu
                       : timeToTrain(at->first, at->second, r.utilization.operationalGoodput);
        };
        auto empiricalExact = [this, mfu](double x) {
            const Scenario &s = this->document()->scenario();
            const double eta = empiricalScalingEfficiency(x);
            if (mfu)
                return 100 * s.scaling.mfu * eta;
            const double effective = x * s.peakFlopPerS() * s.scaling.mfu * eta *
                                     this->document()->results().utilization.operationalGoodput;
            return effective > 0
                       ? trainingComputeFlop(s.activeParameters(), s.workload.trainingTokens) /
                             effective
                       : std::nan("");
        };
        thisId = plot->addLine(tr("This layout (d = N / (t · p))"), QPen(p.primary, 3), thisExact);
        bestId = plot->addLine(tr("Best layout at each N (Plan for me)"), QPen(p.secondary, 2.5));
        empiricalId = plot->addLine(tr("Old chain: MFU × empirical η"), dashed, empiricalExact);
        nowId =
            plot->addPoints(tr("At N"), p.primaryDark, QScatterSeries::MarkerShapeRectangle, 12);
        marker = plot->addMarker(Qt::Vertical, QPen(p.cursor, 1, Qt::DotLine));
    }
    drawsReadouts({QStringLiteral("MFU from the layout")}, m_mfuPlot,
                  {m_ids.thisMfu, m_ids.bestMfu, m_ids.nowMfu});
    drawsReadouts({QStringLiteral("Time to train (this layout)")}, m_timePlot,
                  {m_ids.thisTime, m_ids.bestTime, m_ids.nowTime});
    // Published runs beside the curves (SPEC §10): their end-to-end MFU (which already pays the
    // communication, as the layout's does) and their time to train, shown by default.
    m_mfuField = addFieldData(m_mfuPlot, {FieldChart::MfuVsN}, true, [](const FieldComparison &c) {
        return CurvePoint{c.x, c.y * 100};
    });
    addFieldData(m_timePlot, {FieldChart::TimeToTrainVsN}, true);
    m_curves->addWidget(m_mfuPlot);
    m_curves->addWidget(m_timePlot);
    m_curveChoice->setObjectName(QStringLiteral("layoutCurveChoice"));
    m_curveChoice->addItems({tr("MFU vs N"), tr("Time to train vs N")});
    m_curveChoice->setToolTip(tr("Which quantity the curve chart draws against the cluster size"));
    connect(m_curveChoice, &QComboBox::currentIndexChanged, m_curves,
            &QStackedWidget::setCurrentIndex);

    auto *grid = new QGridLayout;
    grid->addWidget(m_memory, 0, 0);
    grid->addWidget(m_step, 0, 1);
    grid->addWidget(m_nodes, 1, 0);
    grid->addWidget(m_curves, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    // The rows share the height evenly: the bar charts keep room for their plots beside the
    // curve chart's taller legend (and the node picture draws in whatever it is given).
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);
    chartArea()->addLayout(grid);
    addChartPanel(m_memory, {QStringLiteral("memory")});
    addChartPanel(m_step, {QStringLiteral("step")});
    addChartPanel(m_nodes, {QStringLiteral("nodes")});
    addChartPanel(m_curves, {QStringLiteral("curves")});

    // Which curve the chart under the step draws: in the side column, so the chart keeps the
    // height (a projector with a lesson bar has little to spare).
    QVBoxLayout *curveGroup = addInputGroup(tr("Curve against N"));
    curveGroup->addWidget(m_curveChoice);

    QVBoxLayout *layout = addInputGroup(tr("Parallel layout"));
    addField(layout, FieldId::Tensor);
    addField(layout, FieldId::Pipeline);
    addChoice(layout, ChoiceId::ParallelData);
    addField(layout, FieldId::Expert);
    addField(layout, FieldId::ZeroStage);
    addChoice(layout, ChoiceId::Recompute);
    addField(layout, FieldId::MicroBatch);
    addField(layout, FieldId::VirtualStages);
    addField(layout, FieldId::ComputeEfficiency, {.sliderMin = 0.2, .sliderMax = 0.9});
    m_problem->setObjectName(QStringLiteral("layoutProblem"));
    m_problem->setWordWrap(true);
    setTextColour(m_problem, p.alert.darker(140));
    layout->addWidget(m_problem);
    m_nearest->setObjectName(QStringLiteral("layoutNearest"));
    m_nearest->setToolTip(tr("The nearest layout that multiplies to N and fits the model's heads "
                             "and layers (one undo step)"));
    connect(m_nearest, &QPushButton::clicked, this, &LayoutView::showNearest);
    layout->addWidget(m_nearest);

    QVBoxLayout *planGroup = addInputGroup(tr("Plan for me"));
    auto *planButton = new QPushButton(tr("Find the five best layouts"));
    planButton->setObjectName(QStringLiteral("layoutPlan"));
    planButton->setToolTip(tr("Every t (powers of 2 up to a node), p, ZeRO stage, recomputation "
                              "and micro-batch of 1–8 that fits, ranked by MFU (SPEC §8.4)"));
    connect(planButton, &QPushButton::clicked, this, &LayoutView::plan);
    planGroup->addWidget(planButton);
    m_planTable->setObjectName(QStringLiteral("layoutPlanTable"));
    m_planTable->setColumnCount(4);
    m_planTable->setHorizontalHeaderLabels(
        {tr("Layout"), tr("MFU"), tr("Memory\n(GB)"), tr("Step")});
    m_planTable->verticalHeader()->hide();
    m_planTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_planTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_planTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_planTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_planTable->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_planTable->setToolTip(tr("The layouts that fit, best MFU first; Apply (or Enter, or a "
                               "double-click) makes one the scenario's layout"));
    m_planTable->hide();
    planGroup->addWidget(m_planTable);
    m_apply->setObjectName(QStringLiteral("layoutApply"));
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this,
            [this] { applyPlanned(m_planTable->currentRow()); });
    connect(m_planTable, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { applyPlanned(row); });
    planGroup->addWidget(m_apply);

    QVBoxLayout *model = addInputGroup(tr("Model and batch"));
    model->addWidget(new ModelPicker(document));
    addField(model, FieldId::Parameters, {.sliderMin = 1e8, .sliderMax = 2e12});
    addField(model, FieldId::SequenceTokens);
    addField(model, FieldId::GlobalBatchTokens);
    addField(model, FieldId::TrainingTokens, {.sliderMin = 1e9, .sliderMax = 1e14});

    connect(&m_watcher, &QFutureWatcher<CurvePoints>::finished, this, [this] {
        const CurvePoints points = m_watcher.result();
        const bool current = m_curveScenario && *m_curveScenario == this->document()->scenario();
        m_curveScenario.reset();
        if (current) {
            m_mfuPlot->setData(m_ids.bestMfu, points.bestMfu);
            m_timePlot->setData(m_ids.bestTime, points.bestTime);
            // The labels make way for the curve now drawn ("PaLM 540B" sat on it): the view's
            // refresh that lays them out ran before the curve came.
            m_mfuPlot->flushLayout();
            m_timePlot->flushLayout();
        }
        if (m_curveWanted || !current)
            startCurveJob();
    });
    // One line: a layout the cluster cannot run is also said beside its pickers, and the
    // projector with a lesson bar has no height to spare.
    setRelevantFlags(viewModelFlags(id()), 1);
}

LayoutView::~LayoutView()
{
    m_watcher.waitForFinished();
}

QString LayoutView::slideCaption() const
{
    const Scenario &s = document()->scenario();
    const LayoutCost &c = document()->results().parallelism;
    return joinCaption(
        captionStart()
        << captionParameters() << captionLinks()
        << tr("t = %1, p = %2, d = %3, ZeRO-%4")
               .arg(c.layout.tensor)
               .arg(c.layout.pipeline)
               .arg(formatNumber(c.layout.data, 0)) // "1,024", as N is written
               .arg(c.layout.zeroStage)
        << tr("G = %1 tokens").arg(formatSi(s.workload.globalBatchTokens, QString()).trimmed()));
}

void LayoutView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_memory->setFontScale(scale);
    m_step->setFontScale(scale);
    m_nodes->setFontScale(scale);
}

bool LayoutView::isPlanningCurves() const
{
    return m_watcher.isRunning();
}

void LayoutView::waitForCurves()
{
    while (m_watcher.isRunning() || m_curveWanted) {
        m_watcher.waitForFinished();
        QCoreApplication::processEvents();
    }
}

void LayoutView::startCurveJob()
{
    if (m_watcher.isRunning()) {
        m_curveWanted = true; // asked again when the running job ends
        return;
    }
    m_curveWanted = false;
    const Scenario s = document()->scenario();
    const double goodput = document()->results().utilization.operationalGoodput;
    m_curveScenario = s;
    m_watcher.setFuture(runInBackground([s, goodput] {
        CurvePoints out;
        for (const int n : curveSizes(s.cluster.acceleratorsPerNode)) {
            const Scenario at = atSize(s, n);
            const std::vector<LayoutCost> best = bestLayouts(at, 1);
            if (best.empty())
                continue;
            out.bestMfu.push_back({double(n), 100 * best.front().mfu});
            const double t = timeToTrain(at, best.front(), goodput);
            if (std::isfinite(t))
                out.bestTime.push_back({double(n), t});
        }
        return out;
    }));
}

void LayoutView::plan()
{
    m_planned = bestLayouts(document()->scenario(), 5);
    m_planTable->setRowCount(int(m_planned.size()));
    for (int i = 0; i < int(m_planned.size()); ++i) {
        const LayoutCost &c = m_planned[size_t(i)];
        const Layout &l = c.layout;
        const QString name = layoutName(l) + QStringLiteral("\nZeRO-%1 · %2 · b %3")
                                                 .arg(l.zeroStage)
                                                 .arg(toQString(recomputeId(l.recompute)))
                                                 .arg(l.microBatch);
        const QStringList cells = {name, formatPercent(c.mfu), formatNumber(c.memoryBytes / 1e9, 1),
                                   formatDuration(c.stepS)};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setTextAlignment(col == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                            : Qt::AlignRight | Qt::AlignVCenter);
            m_planTable->setItem(i, col, item);
        }
    }
    m_planTable->resizeRowsToContents();
    int height = m_planTable->horizontalHeader()->sizeHint().height() + 4;
    for (int i = 0; i < m_planTable->rowCount(); ++i)
        height += m_planTable->rowHeight(i);
    m_planTable->setFixedHeight(height);
    m_planTable->setVisible(!m_planned.empty());
    if (!m_planned.empty())
        m_planTable->selectRow(0);
    m_apply->setEnabled(!m_planned.empty());
    if (m_planned.empty())
        document()->notify(tr("No layout of this model fits on %1 accelerators: try ZeRO-3, "
                              "full recomputation or more accelerators")
                               .arg(formatNumber(document()->scenario().cluster.accelerators, 0)));
}

bool LayoutView::applyPlanned(int row)
{
    if (row < 0 || row >= int(m_planned.size()))
        return false;
    const Layout l = m_planned[size_t(row)].layout;
    return document()->apply(tr("Apply layout %1").arg(layoutName(l)), [l](Scenario &s) {
        s.parallelism.tensor = l.tensor;
        s.parallelism.pipeline = l.pipeline;
        s.parallelism.data.reset(); // d follows N
        s.parallelism.expert = l.expert;
        s.parallelism.zeroStage = l.zeroStage;
        s.parallelism.recompute = l.recompute;
        s.parallelism.microBatch = l.microBatch;
        s.parallelism.virtualStages = l.virtualStages;
    });
}

void LayoutView::showNearest()
{
    if (!m_nearestLayout)
        return;
    const Layout l = *m_nearestLayout;
    document()->apply(tr("Nearest layout %1").arg(layoutName(l)), [l](Scenario &s) {
        s.parallelism.tensor = l.tensor;
        s.parallelism.pipeline = l.pipeline;
        s.parallelism.data.reset();
        s.parallelism.expert = l.expert;
        s.parallelism.virtualStages = l.virtualStages;
    });
}

void LayoutView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const LayoutCost &c = r.parallelism;
    setReadouts(layoutReadouts(s, r));

    const double gb = 1e-9;
    m_memory->setValues(m_memorySets[0], {c.weightsBytes * gb, 0});
    m_memory->setValues(m_memorySets[1], {c.gradientsBytes * gb, 0});
    m_memory->setValues(m_memorySets[2], {c.optimizerBytes * gb, 0});
    m_memory->setValues(m_memorySets[3], {c.activationsBytes * gb, 0});
    m_memory->setValues(m_memorySets[4], {0, s.accelerator.hbmCapacityBytes * gb});
    // While a question asks the memory or the step, its chart is concealed and its value axis
    // shows no numbers (BarPlot::setConcealed()): the range can follow the value, as it will
    // after the reveal.
    const bool memoryHidden = isReadoutHidden(QStringLiteral("Memory per accelerator"));
    const double memoryTop = std::max(s.accelerator.hbmCapacityBytes, c.memoryBytes) * gb;
    m_memory->setValueRange(0, memoryTop * 1.05);
    // Hidden behind a question, the title keeps only the value (the text filter turns it into
    // "?"): "does not fit by 72.6 GB" beside an 80 GB capacity would give it away.
    const QString memory = formatFixed(c.memoryBytes, 1e9, QStringLiteral("GB"), 1);
    // Room for the longest form ("does not fit"): neither the reveal nor a layout that comes
    // to fit moves the plot (zero-memory's reveal moved it down a line).
    m_memory->setTitle(!c.valid       ? tr("Memory per accelerator: the layout cannot run")
                       : memoryHidden ? tr("Memory per accelerator: %1").arg(memory)
                                      : tr("Memory per accelerator: %1 (%2)")
                                            .arg(memory, c.fits ? tr("fits") : tr("does not fit")),
                       tr("Memory per accelerator: %1 (%2)").arg(memory, tr("does not fit")));
    const double m = c.microBatches;
    const double toMs = 1e3;
    const double bubbleS = c.pipelineS - m * c.slotS;
    m_step->setValues(m_stepSets[0], {m * c.computeS * toMs});
    m_step->setValues(m_stepSets[1], {m * c.tensorCommS * toMs});
    m_step->setValues(m_stepSets[2], {m * c.pipelineCommS * toMs});
    m_step->setValues(m_stepSets[3], {m * c.expertCommS * toMs});
    m_step->setValues(m_stepSets[4], {std::max(0.0, bubbleS) * toMs});
    m_step->setValues(m_stepSets[5], {c.dataParallelExposedS * toMs});
    const double stepMs = std::max(1e-3, c.stepS) * toMs;
    m_step->setValueRange(0, stepMs * 1.05);
    m_step->setTitle(
        c.valid ? tr("One step: %1, MFU %2").arg(formatDuration(c.stepS), formatPercent(c.mfu))
                : tr("One training step: the layout cannot run"));

    m_nodes->setLayoutToShow({.acceleratorsPerNode = s.cluster.acceleratorsPerNode,
                              .accelerators = s.cluster.accelerators,
                              .tensor = c.layout.tensor,
                              .pipeline = c.layout.pipeline,
                              .data = c.layout.data});

    // This layout and the old chain against N.
    const Layout mine = c.layout;
    Curve thisMfu, thisTime, empiricalMfu, empiricalTime;
    const double goodput = r.utilization.operationalGoodput;
    for (const int n : curveSizes(s.cluster.acceleratorsPerNode)) {
        const Scenario at = atSize(s, n);
        Layout l = mine;
        l.data = n / std::max(1, l.tensor * l.pipeline);
        if (l.data >= 1 && !layoutProblem(at, l)) {
            const LayoutCost cost = evaluateLayout(at, l);
            thisMfu.push_back({double(n), 100 * cost.mfu});
            const double t = timeToTrain(at, cost, goodput);
            if (std::isfinite(t))
                thisTime.push_back({double(n), t});
        }
        const double eta = empiricalScalingEfficiency(n);
        empiricalMfu.push_back({double(n), 100 * s.scaling.mfu * eta});
        const double effective = n * s.peakFlopPerS() * s.scaling.mfu * eta * goodput;
        if (effective > 0)
            empiricalTime.push_back(
                {double(n),
                 trainingComputeFlop(s.activeParameters(), s.workload.trainingTokens) / effective});
    }
    m_mfuPlot->setData(m_ids.thisMfu, thisMfu);
    m_mfuPlot->setData(m_ids.empiricalMfu, empiricalMfu);
    m_timePlot->setData(m_ids.thisTime, thisTime);
    m_timePlot->setData(m_ids.empiricalTime, empiricalTime);
    const double n = s.cluster.accelerators;
    m_mfuPlot->setData(m_ids.nowMfu, c.valid ? Curve{{n, 100 * c.mfu}} : Curve{});
    const double t = timeToTrain(s, c, goodput);
    m_timePlot->setData(m_ids.nowTime, std::isfinite(t) ? Curve{{n, t}} : Curve{});
    m_mfuPlot->setMarker(m_ids.nMarkerMfu, n, tr("N = %1").arg(formatNumber(n, 0)));
    m_timePlot->setMarker(m_ids.nMarkerTime, n, tr("N = %1").arg(formatNumber(n, 0)));
    // The top leaves a quarter above everything drawn: the curves, the best layout's bound (no
    // MFU is above e_c, and its curve comes later, from the background) and the published runs
    // (MegaScale's 55.2 %), so the N label finds a free place above them (tensor-boundary step
    // 2's "N = 512" sat on the old chain's curve under a top of 60 %).
    double mfuMax = std::max(10.0, 100 * s.parallelism.computeEfficiency);
    for (const Curve *curve : {&thisMfu, &empiricalMfu})
        for (const CurvePoint &point : *curve)
            mfuMax = std::max(mfuMax, point.y);
    if (m_mfuField->isShown())
        for (const FieldPoint &point : m_mfuField->points())
            mfuMax = std::max(mfuMax, point.y);
    // Room for the point at N at either end (one node, kNMax), drawn whole.
    const double xMin = curveSizes(s.cluster.acceleratorsPerNode).front() / kLogEndRoom;
    const double xMax = kNMax * kLogEndRoom;
    m_mfuPlot->setRanges(xMin, xMax, 0, std::min(100.0, std::ceil(mfuMax * 1.25 / 10) * 10));
    double tMin = 1e300, tMax = 0;
    for (const Curve *curve : {&thisTime, &empiricalTime})
        for (const CurvePoint &point : *curve) {
            tMin = std::min(tMin, point.y);
            tMax = std::max(tMax, point.y);
        }
    // Whole decades (the log axis's ticks): the axis stays as it is while the curves move
    // inside it, instead of being laid out again at every step.
    if (tMax > 0) {
        const LogRange y = decadeRange(tMin / 3, tMax * 3);
        m_timePlot->setRanges(xMin, xMax, y.min, y.max);
    }
    startCurveJob();

    // A layout that cannot run: why, and the nearest that can.
    m_nearestLayout.reset();
    if (!c.valid) {
        m_problem->setText(
            keepTermsWhole(c.problem ? c.problem->text() : tr("The layout cannot run.")));
        m_nearestLayout = nearestValidLayout(s, scenarioLayout(s));
    } else {
        m_problem->setText(QString());
    }
    m_problem->setVisible(!c.valid);
    m_nearest->setVisible(m_nearestLayout.has_value());
    if (m_nearestLayout)
        m_nearest->setText(tr("Use the nearest that runs: %1").arg(layoutName(*m_nearestLayout)));
}

} // namespace fleet
