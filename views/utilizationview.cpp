// UtilizationView (utilizationview.h): builds the waterfall from N × peak to effective FLOP/s,
// the goodput presets and overhead switches, the run totals and the Amdahl diagnosis, and
// redraws them from the document's scenario and results.
#include "utilizationview.h"

#include "appendix.h"
#include "breakdown.h"
#include "explain.h"
#include "format.h"
#include "modelpicker.h"
#include "palette.h"
#include "reservedlines.h"
#include "scenariodocument.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet {

namespace {
const std::array<FieldId, kOverheadCount> kOverheadFields = {
    FieldId::PipelineBubble, FieldId::Checkpointing, FieldId::FailureRecovery,
    FieldId::Maintenance};

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
      m_derivedNote(new QLabel)
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
    chartArea()->addWidget(m_waterfall);
    // A readout hidden behind a question hides the bars that draw it.
    drawsReadouts({QStringLiteral("Fraction of peak"), QStringLiteral("Effective"),
                   QStringLiteral("Operational goodput")},
                  m_waterfall);
    // Effective = peak × fraction of peak: any two give the third away.
    readoutPanel()->setCompanions(
        {{QStringLiteral("Effective"), QStringLiteral("Peak (N × R_peak)")},
         {QStringLiteral("Effective"), QStringLiteral("Fraction of peak")}});

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

QStringList UtilizationView::categories(bool derived, bool mfuFromLayout)
{
    // Horizontal bar charts draw the first category at the bottom: the steps in reverse. The
    // layout's MFU already pays the communication: no scaling-efficiency step then.
    QStringList steps = {tr("= Effective"), tr("− maintenance"),
                         derived ? tr("− failures (derived)") : tr("− failure recovery"),
                         derived ? tr("− checkpointing (derived)") : tr("− checkpointing"),
                         tr("− pipeline bubble")};
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
    m_waterfall->setCategories(categories(derived, layout));
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
    if (m_derivedNote->text() != note)
        m_derivedNote->setText(note);
    std::vector<Readout> readouts = utilizationReadouts(s, r);
    for (Readout &run : runReadouts(s, r))
        readouts.push_back(std::move(run));
    setReadouts(readouts);
}

QString UtilizationView::slideCaption() const
{
    return joinCaption(captionStart() << captionParameters()
                                      << tr("MFU %1").arg(formatPercent(
                                             document()->results().utilization.mfu, 0)));
}

} // namespace fleet
