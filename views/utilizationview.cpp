#include "utilizationview.h"

#include "explain.h"
#include "format.h"
#include "modelpicker.h"
#include "scenariodocument.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet {

namespace {
const std::array<FieldId, kOverheadCount> kOverheadFields = {
    FieldId::PipelineBubble, FieldId::Checkpointing, FieldId::FailureRecovery, FieldId::Maintenance};

/// The MFU slider's groove, shaded over the seed's 30–50 % band (slider travel 10–70 %).
QString mfuBandStyle()
{
    const double from = (0.30 - 0.10) / 0.60, to = (0.50 - 0.10) / 0.60;
    return QStringLiteral(
               "QSlider::groove:horizontal { height: 8px; border: 1px solid #a0a0a0; "
               "border-radius: 3px; background: qlineargradient(x1:0, y1:0, x2:1, y2:0, "
               "stop:0 #e8e8e8, stop:%1 #e8e8e8, stop:%2 #9fd3a8, stop:%3 #9fd3a8, "
               "stop:%4 #e8e8e8, stop:1 #e8e8e8); }"
               "QSlider::handle:horizontal { background: #1f5fbf; width: 14px; margin: -5px 0; "
               "border-radius: 7px; }")
        .arg(from - 0.0001)
        .arg(from)
        .arg(to)
        .arg(to + 0.0001);
}
} // namespace

UtilizationView::UtilizationView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("utilization"), tr("Utilization"), parent)
    , m_empirical(new QCheckBox(tr("Empirical η(N) from the seed's table")))
{
    // In % of N × peak: the waterfall keeps its axis while N sweeps five decades (absolute
    // FLOP/s are in the readouts and the tooltips).
    // Horizontal, read top to bottom, so each step's name has room at any window width.
    m_waterfall = new BarPlot(tr("From N × peak to effective FLOP/s"),
                              tr("% of N × peak FLOP/s"), true, true, [this](double percent) {
                                  const double peak = this->document()->results().utilization.peakFlopPerS;
                                  return QStringLiteral("%1 (%2)").arg(
                                      formatNumber(percent, 1) + QStringLiteral(" %"),
                                      formatFixed(percent / 100 * peak, 1e12, QStringLiteral("TFLOP/s"), 1));
                              });
    m_waterfall->setObjectName(QStringLiteral("waterfallPlot"));
    m_kept = m_waterfall->addSet(tr("Remaining"), QColor(0x1f, 0x5f, 0xbf));
    m_lost = m_waterfall->addSet(tr("Lost at this step"), QColor(0xff, 0x9f, 0x4a));
    // Horizontal bar charts draw the first category at the bottom: list the steps in reverse.
    m_waterfall->setCategories({tr("= Effective"), tr("− maintenance"), tr("− failure recovery"),
                                tr("− checkpointing"), tr("− pipeline bubble"), tr("× η scaling"),
                                tr("× MFU"), tr("N × peak")});
    chartArea()->addWidget(m_waterfall);

    QVBoxLayout *factors = addInputGroup(tr("Compound utilization"));
    FieldControl *mfu = addField(factors, FieldId::Mfu, {true, 0.10, 0.70, tr("MFU (30–50 % band shaded)")});
    mfu->slider()->setStyleSheet(mfuBandStyle());
    mfu->slider()->setToolTip(mfu->slider()->toolTip()
                              + tr("\nShaded: the 30–50 % that well-optimized large-model "
                                   "training reaches on current hardware (seed)."));
    m_empirical->setObjectName(QStringLiteral("empiricalSwitch"));
    m_empirical->setToolTip(tr("Tick to use the seed's table at the current N (interpolated in "
                               "log2 N); untick to set η_scaling with the slider"));
    factors->addWidget(m_empirical);
    addField(factors, FieldId::ScalingEfficiency, {true, 0.05, 1.0, {}});
    for (int i = 0; i < kOverheadCount; ++i) {
        auto *include = new QCheckBox(tr("Include"));
        include->setObjectName(QStringLiteral("include_%1").arg(QString::fromLatin1(overheadId(Overhead(i)))));
        include->setToolTip(tr("Untick to leave this overhead out of the goodput budget"));
        FieldControl *c = addField(factors, kOverheadFields[size_t(i)], {true, 0.0, 0.30, {}});
        static_cast<QGridLayout *>(c->layout())->addWidget(include, 0, 2);
        m_include[size_t(i)] = include;
        connect(include, &QCheckBox::toggled, this, [this, i](bool on) {
            this->document()->apply(on ? tr("Include an overhead") : tr("Leave out an overhead"),
                                    [i, on](Scenario &s) { s.operations.excluded[i] = !on; });
        });
    }
    const std::array<QString, 2> names = {tr("Seed compound example (goodput 0.82)"),
                                          tr("Seed overhead budget (goodput 0.77)")};
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
    addField(training, FieldId::Parameters, {true, 1e8, 2e12, {}});
    addField(training, FieldId::TrainingTokens, {true, 1e9, 1e14, {}});

    QVBoxLayout *diagnosis = addInputGroup(tr("Amdahl diagnosis"));
    addField(diagnosis, FieldId::ObservedSpeedup, {true, 0.1, 100.0, {}});
    addField(diagnosis, FieldId::BaselineAccelerators);
    addField(diagnosis, FieldId::TargetAccelerators);

    bindAutoSwitch(m_empirical, FieldId::ScalingEfficiency, tr("Use empirical scaling efficiency"),
                   tr("Set scaling efficiency by hand"));
}

QPushButton *UtilizationView::presetButton(Preset preset) const
{
    return m_presets[size_t(preset)];
}

void UtilizationView::applyPreset(Preset preset)
{
    const Catalog &catalog = document()->catalog();
    const Accelerator *h100 = catalog.findAccelerator("nvidia-h100-sxm");
    document()->apply(tr("Preset: %1").arg(presetButton(preset)->text()), [=](Scenario &s) {
        if (h100 && s.accelerator.id != h100->id)
            s.accelerator = *h100;
        s.precision = Precision::BF16;
        s.cluster.accelerators = 1024;
        s.scaling.mfu = 0.50;
        s.scaling.scalingEfficiency.reset();
        s.operations.pipelineBubble = 0.05;
        s.operations.checkpointing = 0.03;
        s.operations.failureRecovery = 0.10;
        s.operations.maintenance = 0.05;
        for (bool &excluded : s.operations.excluded)
            excluded = false;
        if (preset == Preset::Goodput082)
            s.operations.excluded[int(Overhead::PipelineBubble)] = true;
    });
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
    const auto &u = r.utilization;
    // Waterfall levels in % of peak: each overhead removes its share of the post-scaling rate
    // (the goodput budget is additive, SPEC §1).
    std::vector<double> kept, lost;
    auto step = [&](double before, double after) {
        kept.push_back(100 * after / u.peakFlopPerS);
        lost.push_back(100 * (before - after) / u.peakFlopPerS);
    };
    step(u.peakFlopPerS, u.peakFlopPerS);
    step(u.peakFlopPerS, u.afterMfuFlopPerS);
    step(u.afterMfuFlopPerS, u.afterScalingFlopPerS);
    double level = u.afterScalingFlopPerS;
    for (int i = 0; i < kOverheadCount; ++i) {
        const double next = level - u.afterScalingFlopPerS * s.includedOverhead(Overhead(i));
        step(level, next);
        level = next;
    }
    step(u.effectiveFlopPerS, u.effectiveFlopPerS);
    std::reverse(kept.begin(), kept.end()); // see the categories
    std::reverse(lost.begin(), lost.end());
    m_waterfall->setValues(m_kept, kept);
    m_waterfall->setValues(m_lost, lost);
    m_waterfall->setValueRange(0, 100);

    syncAutoSwitch(m_empirical, FieldId::ScalingEfficiency);
    for (int i = 0; i < kOverheadCount; ++i) {
        const QSignalBlocker block(m_include[size_t(i)]);
        m_include[size_t(i)]->setChecked(!s.operations.excluded[i]);
        if (FieldControl *c = control(kOverheadFields[size_t(i)]))
            c->slider()->setEnabled(!s.operations.excluded[i]);
    }
    setReadouts(utilizationReadouts(s, r));
}

} // namespace fleet
