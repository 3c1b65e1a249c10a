// UtilizationView (utilizationview.h): builds the waterfall from N × peak to effective FLOP/s,
// the goodput presets and overhead switches, the run totals and the Amdahl diagnosis, and
// redraws them from the document's scenario and results.
#include "utilizationview.h"

#include "appendix.h"
#include "breakdown.h"
#include "curves.h"
#include "explain.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "modelpicker.h"
#include "palette.h"
#include "plotview.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "textfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
const std::array<FieldId, kOverheadCount> kOverheadFields = {
    FieldId::PipelineBubble, FieldId::Checkpointing, FieldId::FailureRecovery,
    FieldId::Maintenance};

/// The largest cluster size the curves against N reach.
constexpr double kCurveNMax = 131072;

/// The cluster sizes the curves against N are drawn at: whole nodes, doubling from one node.
std::vector<double> curveSizes(int acceleratorsPerNode)
{
    std::vector<double> out;
    for (double n = std::max(1, acceleratorsPerNode); n <= kCurveNMax; n *= 2)
        out.push_back(n);
    return out;
}

/// The MFU slider's travel.
constexpr double kMfuTravelMin = 0.10;
constexpr double kMfuTravelMax = 0.70;

/// The MFU slider's groove, shaded over the appendix's 30–50 % band.
QString mfuBandStyle()
{
    const double from = (kMfuBandLow - kMfuTravelMin) / (kMfuTravelMax - kMfuTravelMin);
    const double to = (kMfuBandHigh - kMfuTravelMin) / (kMfuTravelMax - kMfuTravelMin);
    const Palette &p = colours();
    return QStringLiteral(
               "QSlider::groove:horizontal { height: 8px; border: 1px solid %1; "
               "border-radius: 3px; background: qlineargradient(x1:0, y1:0, x2:1, y2:0, "
               "stop:0 %2, stop:%3 %2, stop:%4 %5, stop:%6 %5, stop:%7 %2, stop:1 %2); }"
               "QSlider::handle:horizontal { background: %8; width: 14px; margin: -5px 0; "
               "border-radius: 7px; }")
        .arg(p.sliderGrooveBorder.name(), p.sliderGroove.name())
        .arg(from - 0.0001)
        .arg(from)
        .arg(p.sliderBand.name())
        .arg(to)
        .arg(to + 0.0001)
        .arg(p.primary.name());
}
} // namespace

UtilizationView::UtilizationView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("utilization"), tr("Utilization"), parent),
      m_curveChoice(new QComboBox), m_curves(new QStackedWidget), m_derivedNote(new QLabel)
{
    // In % of N × peak: the waterfall keeps its axis while N sweeps five decades (absolute
    // FLOP/s are in the readouts and the tooltips).
    // Horizontal, read top to bottom, so each step's name has room at any window width.
    m_waterfall =
        new BarPlot({.title = tr("From N × peak to effective FLOP/s"),
                     .valueTitle = tr("% of N × peak FLOP/s"),
                     .stacked = true,
                     .horizontal = true,
                     .format = [this](double percent) {
                         const double peak = this->document()->results().utilization.peakFlopPerS;
                         return QStringLiteral("%1 (%2)").arg(
                             formatNumber(percent, 1) + QStringLiteral(" %"),
                             formatFixed(percent / 100 * peak, 1e12, QStringLiteral("TFLOP/s"), 1));
                     }});
    m_waterfall->setObjectName(QStringLiteral("waterfallPlot"));
    m_kept = m_waterfall->addSet(tr("Remaining"), colours().primary);
    m_lost = m_waterfall->addSet(tr("Lost at this step"), colours().lost);
    // Horizontal bar charts draw the first category at the bottom: list the steps in reverse.
    m_waterfall->setCategories(categories(false, false));
    m_curves->addWidget(m_waterfall);
    // A readout hidden behind a question hides the bars that draw it.
    drawsReadouts({QStringLiteral("Fraction of peak"), QStringLiteral("Effective"),
                   QStringLiteral("Operational goodput"), QStringLiteral("Where the rest went")},
                  m_waterfall);
    // The chain against N, beside what real runs published (SPEC §10).
    const Palette &p = colours();
    const AxisSpec x{tr("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }};
    const AxisSpec fraction{tr("% of N × peak FLOP/s"), false,
                            [](double v) { return formatNumber(v, 1) + QStringLiteral(" %"); }};
    const AxisSpec time{tr("Time to train"), true, [](double v) { return formatTrainingTime(v); },
                        [](double v) { return formatTrainingTime(v); }, QStringLiteral("s")};
    m_fractionPlot =
        registerPlot(new PlotView(tr("Fraction of peak vs cluster size"), x, fraction));
    m_fractionPlot->setObjectName(QStringLiteral("utilizationFractionPlot"));
    m_timePlot = registerPlot(new PlotView(tr("Time to train vs cluster size"), x, time));
    m_timePlot->setObjectName(QStringLiteral("utilizationTimePlot"));
    m_fractionPlot->reserveGhosts(kMaxGhosts);
    m_timePlot->reserveGhosts(kMaxGhosts);
    // Each curve read exactly under the pointer (and askable in a lesson): the chain at that N.
    const auto exact = [this](Curve UtilizationVsAccelerators::*curve, double scale) {
        return [this, curve, scale](double n) {
            const Curve at = utilizationVsAccelerators(this->document()->scenario(), {n}).*curve;
            return at.empty() ? std::nan("") : scale * at.front().y;
        };
    };
    m_ids.before =
        m_fractionPlot->addLine(tr("Before the overheads: MFU × η_scaling"), QPen(p.reference, 2),
                                exact(&UtilizationVsAccelerators::beforeOverheads, 100));
    m_ids.effective =
        m_fractionPlot->addLine(tr("Effective: × operational goodput"), QPen(p.primary, 3),
                                exact(&UtilizationVsAccelerators::effective, 100));
    m_ids.now = m_fractionPlot->addPoints(tr("At N"), p.primaryDark,
                                          QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.marker = m_fractionPlot->addMarker(Qt::Vertical, QPen(p.cursor, 1, Qt::DotLine));
    m_ids.time = m_timePlot->addLine(tr("Time to train (this chain)"), QPen(p.primary, 3),
                                     exact(&UtilizationVsAccelerators::trainingTimeS, 1));
    m_ids.timeNow =
        m_timePlot->addPoints(tr("At N"), p.primaryDark, QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.timeMarker = m_timePlot->addMarker(Qt::Vertical, QPen(p.cursor, 1, Qt::DotLine));
    drawsReadouts({QStringLiteral("Fraction of peak"), QStringLiteral("Effective"),
                   QStringLiteral("Operational goodput"), QStringLiteral("Where the rest went")},
                  m_fractionPlot, {m_ids.before, m_ids.effective, m_ids.now});
    drawsReadouts({QStringLiteral("Training time")}, m_timePlot, {m_ids.time, m_ids.timeNow});
    // Published end-to-end MFU (it already pays the communication: compare it with the chain
    // before the overheads) and the wall-clock time of real runs, shown by default. The ranges
    // first: points placed on the default axes would lie far outside the plot and grow its
    // scene, which is the chart view's size hint.
    m_fractionPlot->setRanges(8, kCurveNMax, 0, 60);
    m_timePlot->setRanges(8, kCurveNMax, 86400, 86400 * 365.0);
    m_fieldMfu =
        addFieldData(m_fractionPlot, {FieldChart::MfuVsN}, true, [](const FieldComparison &c) {
            return CurvePoint{c.x, c.y * 100};
        });
    m_fieldTime = addFieldData(m_timePlot, {FieldChart::TimeToTrainVsN}, true);
    m_curves->addWidget(m_fractionPlot);
    m_curves->addWidget(m_timePlot);
    // One chart at a time: the waterfall keeps the whole height its eight rows need.
    chartArea()->addWidget(m_curves);
    addChartPanel(m_curves, {QStringLiteral("curves")});
    m_curveChoice->setObjectName(QStringLiteral("utilizationCurveChoice"));
    m_curveChoice->addItems(
        {tr("Waterfall at N"), tr("Fraction of peak vs N"), tr("Time to train vs N")});
    m_curveChoice->setToolTip(
        tr("The waterfall at this N, or the chain against the cluster size beside the "
           "published runs (field data)"));
    connect(m_curveChoice, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_curves->setCurrentIndex(index);
        // The chain against N is computed only while one of its pages shows (a slider step on
        // the waterfall does not pay for it): bring it up to date when it comes into view.
        if (index != 0)
            refreshNow();
    });

    // Effective = peak × fraction of peak: any two give the third away.
    // The training time is the training compute over the effective FLOP/s (6 · P · D / F_eff):
    // the effective rate gives it away in one step, the fraction of peak in two (model-vs-world
    // step 3 showed 4.991 EFLOP/s and 30.8 % under "predict the training time now").
    readoutPanel()->setCompanions(
        {{QStringLiteral("Effective"), QStringLiteral("Peak (N × R_peak)")},
         {QStringLiteral("Effective"), QStringLiteral("Fraction of peak")},
         {QStringLiteral("Training time"), QStringLiteral("Effective"),
          QStringLiteral("Fraction of peak")}});

    QVBoxLayout *factors = addInputGroup(tr("Compound utilization"));
    // MFU set by hand (the appendix's reading, η_scaling multiplies it) or from the training
    // layout (which already pays its communication: η_scaling is 1).
    ChoiceControl *mfuSource = addChoice(factors, ChoiceId::MfuSource,
                                         {.sliderMin = kMfuTravelMin,
                                          .sliderMax = kMfuTravelMax,
                                          .label = tr("MFU (30–50 % band shaded)")});
    FieldControl *mfu = mfuSource->numericControl();
    mfu->slider()->setStyleSheet(mfuBandStyle());
    mfu->slider()->setToolTip(mfu->slider()->toolTip() +
                              tr("\nShaded: the 30–50 % that well-optimized large-model "
                                 "training reaches on current hardware (appendix)."));
    addChoice(factors, ChoiceId::ScalingEfficiencySource, {.sliderMin = 0.05, .sliderMax = 1.0});
    addChoice(factors, ChoiceId::GoodputModel);
    m_derivedNote->setObjectName(QStringLiteral("derivedNote"));
    // Broken by hand into three lines, whose height is reserved so nothing below moves as its
    // numbers change; it word-wraps too, so a narrow column (the largest font scale) wraps a
    // long line rather than scroll sideways.
    m_derivedNote->setWordWrap(true);
    reserveMinimumLines(m_derivedNote, 3);
    setTextColour(m_derivedNote, colours().secondaryText);
    factors->addWidget(m_derivedNote);
    for (int i = 0; i < kOverheadCount; ++i) {
        auto *include = new QCheckBox(tr("Include"));
        include->setObjectName(
            QStringLiteral("include_%1").arg(QString::fromLatin1(overheadId(Overhead(i)))));
        include->setToolTip(tr("Untick to leave this overhead out of the goodput budget"));
        FieldControl *c =
            addField(factors, kOverheadFields[size_t(i)], {.sliderMin = 0.0, .sliderMax = 0.30});
        static_cast<QGridLayout *>(c->layout())->addWidget(include, 0, 2);
        m_include[size_t(i)] = include;
        connect(include, &QCheckBox::toggled, this, [this, i](bool on) {
            this->document()->apply(on ? tr("Include an overhead") : tr("Leave out an overhead"),
                                    [i, on](Scenario &s) { s.operations.excluded[i] = !on; });
        });
    }
    const std::array<QString, 2> names = {tr("Appendix example: goodput 0.82"),
                                          tr("Appendix budget: goodput 0.77")};
    const std::array<QString, 2> tips = {
        tr("1,024 × H100, MFU 50 %, empirical η (50 %), overheads without the pipeline bubble "
           "(MFU already contains it): 207,610.9 TFLOP/s, 20.5 %"),
        tr("1,024 × H100, MFU 50 %, empirical η, all four overheads: 5 + 3 + 10 + 5 % → 77 %")};
    for (int i = 0; i < 2; ++i)
        m_presets[size_t(i)] = addPresetButton(factors, names[size_t(i)], tips[size_t(i)],
                                               QStringLiteral("goodputPreset%1").arg(i + 1),
                                               [this, i] { applyPreset(Preset(i)); });

    QVBoxLayout *curveGroup = addInputGroup(tr("Chart"));
    curveGroup->addWidget(m_curveChoice);

    QVBoxLayout *training = addInputGroup(tr("Training run"));
    training->addWidget(new ModelPicker(document));
    addField(training, FieldId::Parameters, {.sliderMin = 1e8, .sliderMax = 2e12});
    addField(training, FieldId::TrainingTokens, {.sliderMin = 1e9, .sliderMax = 1e14});

    QVBoxLayout *diagnosis = addInputGroup(tr("Amdahl diagnosis"));
    addField(diagnosis, FieldId::ObservedSpeedup, {.sliderMin = 0.1, .sliderMax = 100.0});
    addField(diagnosis, FieldId::BaselineAccelerators);
    addField(diagnosis, FieldId::TargetAccelerators);

    setRelevantFlags(viewModelFlags(id()));
}

QStringList UtilizationView::categories(bool derived, bool mfuFromLayout,
                                        const bool (&excluded)[kOverheadCount])
{
    // Horizontal bar charts draw the first category at the bottom: the steps in reverse. The
    // layout's MFU already pays the communication: no scaling-efficiency step then.
    QStringList steps = {tr("= Effective"), tr("− maintenance"),
                         derived ? tr("− failures (derived)") : tr("− failure recovery"),
                         derived ? tr("− checkpointing (derived)") : tr("− checkpointing"),
                         tr("− pipeline bubble")};
    // An overhead switched off says so: its row lost nothing, and read as a zero measured
    // (where-flops-go leaves the bubble out, MFU already holding it).
    const Overhead order[] = {Overhead::Maintenance, Overhead::FailureRecovery,
                              Overhead::Checkpointing, Overhead::PipelineBubble};
    for (int i = 0; i < kOverheadCount; ++i)
        if (excluded[static_cast<int>(order[i])])
            steps[i + 1] = tr("%1 (left out)").arg(steps[i + 1]);
    if (mfuFromLayout)
        steps << tr("× MFU from the layout");
    else
        steps << tr("× η scaling") << tr("× MFU");
    steps << tr("N × peak");
    return steps;
}

namespace {
/// The waterfall's bars in the order the chart draws them (reversed), without the scaling step
/// when the MFU comes from the layout.
template <typename F>
std::vector<double> waterfallValues(const UtilizationBreakdown &b, bool mfuFromLayout, F value)
{
    std::vector<double> out;
    for (int i = kUtilizationStepCount - 1; i >= 0; --i) {
        if (mfuFromLayout && i == int(UtilizationStep::ScalingEfficiency))
            continue;
        out.push_back(100 * value(b.bars[size_t(i)]));
    }
    return out;
}
} // namespace

QPushButton *UtilizationView::presetButton(Preset preset) const
{
    return m_presets[size_t(preset)];
}

void UtilizationView::applyPreset(Preset preset)
{
    document()->apply(tr("Preset: %1").arg(presetButton(preset)->text()),
                      [&](Scenario &s) { applyGoodputPreset(s, preset, document()->catalog()); });
}

void UtilizationView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_waterfall->setFontScale(scale);
}

void UtilizationView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    // Horizontal bar charts draw the first category at the bottom: the bars go in reverse.
    const UtilizationBreakdown breakdown = utilizationBreakdown(s, r);
    const bool layout = r.utilization.mfuFromLayout;
    const auto remaining = [](const BreakdownBar &b) { return b.remainingFraction; };
    const std::vector<double> kept = waterfallValues(breakdown, layout, remaining);
    const std::vector<double> lost =
        waterfallValues(breakdown, layout, [](const BreakdownBar &b) { return b.lostFraction; });
    const bool derived = s.operations.goodputModel == GoodputModel::Derived;
    m_waterfall->setCategories(categories(derived, layout, s.operations.excluded));
    m_waterfall->setValues(m_kept, kept);
    m_waterfall->setValues(m_lost, lost);
    // Each pinned design: what remains after each step, as an outline.
    std::vector<BarPlot::Ghost> ghosts;
    for (const GhostDesign &g : ghostDesigns()) {
        ghosts.push_back({g.name, waterfallValues(utilizationBreakdown(*g.scenario, *g.results),
                                                  layout, remaining)});
    }
    m_waterfall->setGhosts(ghosts);
    m_waterfall->setValueRange(0, 100);
    for (int i = 0; i < kOverheadCount; ++i) {
        const QSignalBlocker block(m_include[size_t(i)]);
        m_include[size_t(i)]->setChecked(!s.operations.excluded[i]);
        const bool fromPhysics = derived && (Overhead(i) == Overhead::Checkpointing ||
                                             Overhead(i) == Overhead::FailureRecovery);
        if (FieldControl *c = control(kOverheadFields[size_t(i)])) {
            c->slider()->setEnabled(!s.operations.excluded[i] && !fromPhysics);
            c->spinBox()->setEnabled(!fromPhysics);
        }
    }
    const QString note =
        derived
            ? tr("Derived from reliability: checkpointing %1,\nfailure recovery %2 "
                 "(τ = %3, MTBF = %4);\nthe two sliders below set the budget model only.")
                  .arg(formatPercent(r.operations.checkpointOverhead),
                       formatPercent(r.operations.failureOverhead),
                       formatDuration(r.reliability.checkpointIntervalS),
                       formatHours(r.reliability.clusterMtbfH))
            : tr("Budget: each overhead is the fixed share\nset below (the appendix's table 4).");
    if (const QString shown = keepTermsWhole(note); m_derivedNote->text() != shown)
        m_derivedNote->setText(shown); // wrapped between words, never inside one
    if (m_curves->currentIndex() != 0)
        refreshCurves(s, r);
    std::vector<Readout> readouts = utilizationReadouts(s, r);
    for (Readout &run : runReadouts(s, r))
        readouts.push_back(std::move(run));
    setReadouts(readouts);
}

void UtilizationView::refreshCurves(const Scenario &s, const Results &r)
{
    const bool layout = r.utilization.mfuFromLayout;
    m_fractionPlot->setSeriesName(m_ids.before, layout
                                                    ? tr("Before the overheads: MFU from the "
                                                         "layout (pays its communication)")
                                                    : tr("Before the overheads: MFU × η_scaling"));
    const std::vector<double> sizes = curveSizes(s.cluster.acceleratorsPerNode);
    const auto percent = [](Curve c) {
        for (CurvePoint &point : c)
            point.y *= 100;
        return c;
    };
    const UtilizationVsAccelerators chain = utilizationVsAccelerators(s, sizes);
    m_fractionPlot->setData(m_ids.before, percent(chain.beforeOverheads));
    m_fractionPlot->setData(m_ids.effective, percent(chain.effective));
    m_timePlot->setData(m_ids.time, chain.trainingTimeS);
    // Each pinned design's effective fraction and time, behind this one's.
    std::vector<PlotView::Ghost> fractionGhosts, timeGhosts;
    for (const GhostDesign &g : ghostDesigns()) {
        const UtilizationVsAccelerators theirs = utilizationVsAccelerators(
            *g.scenario, curveSizes(g.scenario->cluster.acceleratorsPerNode));
        fractionGhosts.push_back({g.name, percent(theirs.effective)});
        timeGhosts.push_back({g.name, theirs.trainingTimeS});
    }
    m_fractionPlot->setGhosts(m_ids.effective, fractionGhosts);
    m_timePlot->setGhosts(m_ids.time, timeGhosts);

    const auto &u = r.utilization;
    const double n = s.cluster.accelerators;
    const QString at = tr("N = %1").arg(formatNumber(n, 0));
    m_fractionPlot->setData(m_ids.now, Curve{{n, 100 * u.effectiveFraction}});
    m_fractionPlot->setMarker(m_ids.marker, n, at);
    m_timePlot->setData(m_ids.timeNow, u.trainingTimeS && std::isfinite(*u.trainingTimeS)
                                           ? Curve{{n, *u.trainingTimeS}}
                                           : Curve{});
    m_timePlot->setMarker(m_ids.timeMarker, n, at);
    const double xMin = sizes.front();
    // The fraction in steps of 10 %, room above the largest point (published MFU up to 55 %).
    double top = 60;
    for (const CurvePoint &point : chain.beforeOverheads)
        top = std::max(top, 100 * point.y);
    m_fractionPlot->setRanges(xMin, kCurveNMax, 0, std::min(100.0, std::ceil(top / 10) * 10));
    // Whole decades: the axis stays put while the curve moves.
    double tMin = 86400, tMax = 86400 * 365.0;
    for (const CurvePoint &point : chain.trainingTimeS) {
        tMin = std::min(tMin, point.y);
        tMax = std::max(tMax, point.y);
    }
    m_timePlot->setRanges(xMin, kCurveNMax, std::pow(10, std::floor(std::log10(tMin))),
                          std::pow(10, std::ceil(std::log10(tMax))));
}

QString UtilizationView::slideCaption() const
{
    return joinCaption(captionStart() << captionParameters()
                                      << tr("MFU %1").arg(formatPercent(
                                             document()->results().utilization.mfu, 0)));
}

} // namespace fleet
