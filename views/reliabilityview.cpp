// ReliabilityView (reliabilityview.h): builds the MTBF, failure-probability and wasted-time
// charts with the appendix's table 2 marked, the failure and checkpoint inputs and readouts, and
// redraws them from the document's scenario and results.
#include "reliabilityview.h"

#include "appendix.h"
#include "axismath.h"
#include "coupled.h"
#include "explain.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "modelpicker.h"
#include "nodecomponentseditor.h"
#include "palette.h"
#include "scenariodocument.h"
#include "text.h"

#include <QGridLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

ReliabilityView::ReliabilityView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("reliability"), tr("Reliability"), parent)
{
    const AxisSpec nAxis{tr("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }};
    m_mtbf = registerPlot(
        new PlotView(tr("Cluster MTBF vs N"), nAxis,
                     AxisSpec{tr("Cluster MTBF"), true, [](double h) { return formatHours(h); },
                              [](double h) { return formatReadable(h) + QStringLiteral(" h"); },
                              QStringLiteral("h")}));
    m_failure =
        registerPlot(new PlotView(tr("P(≥ 1 failure within the horizon)"), nAxis,
                                  AxisSpec{tr("Probability (%)"), false, [](double p) {
                                               return formatNumber(p, 2) + QStringLiteral(" %");
                                           }}));
    m_waste = registerPlot(new PlotView(
        tr("Time wasted vs checkpoint interval (first order)"),
        AxisSpec{tr("Checkpoint interval"), true, [](double m) { return formatDuration(m * 60); },
                 [](double m) { return formatReadable(m) + QStringLiteral(" min"); },
                 QStringLiteral("min")},
        AxisSpec{tr("Time wasted (%)"), false,
                 [](double p) { return formatNumber(p, 2) + QStringLiteral(" %"); }}));
    m_mtbf->setObjectName(QStringLiteral("mtbfPlot"));
    m_failure->setObjectName(QStringLiteral("failurePlot"));
    m_waste->setObjectName(QStringLiteral("wastePlot"));
    // Its axes fit τ* and the waste at τ*: no numbers while the curve is hidden behind a question.
    m_waste->setScaleConcealedWithData(true);
    auto *grid = new QGridLayout;
    grid->addWidget(m_mtbf, 0, 0);
    grid->addWidget(m_failure, 0, 1);
    grid->addWidget(m_waste, 1, 0, 1, 2);
    // The wasted-time chart gets its share of a short screen too (a 1024 × 768 projector),
    // not what the two charts above leave.
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);
    // The two charts above share the width equally, whatever their labels ask: without
    // stretch the columns followed the size hints and a chart widened when its label grew.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    chartArea()->addLayout(grid, 1);
    addChartPanel(m_mtbf, {QStringLiteral("mtbf")});
    addChartPanel(m_failure, {QStringLiteral("failure")});
    addChartPanel(m_waste, {QStringLiteral("waste")});

    const QColor blue = colours().primary, orange = colours().reference, red = colours().alert;
    // Room for the pinned designs' ghosts (a curve and a point each), behind the series.
    m_mtbf->reserveGhosts(2 * kMaxGhosts);
    m_failure->reserveGhosts(2 * kMaxGhosts);
    auto scenario = [this]() -> const Scenario & { return this->document()->scenario(); };
    m_ids.mtbf = m_mtbf->addLine(tr("Cluster MTBF"), QPen(blue, 3), [scenario](double n) {
        return 1.0 / clusterFailureRatePerH(scenario(), std::max(1.0, n));
    });
    m_ids.mtbfSeed =
        m_mtbf->addPoints(tr("Appendix table 2"), orange, QScatterSeries::MarkerShapeCircle, 11);
    m_ids.mtbfNow = m_mtbf->addPoints(tr("At N"), blue, QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.mtbfN = m_mtbf->addMarker(Qt::Vertical, QPen(colours().cursor, 1, Qt::DotLine));
    m_ids.failure = m_failure->addLine(tr("1 − exp(−t/MTBF)"), QPen(red, 3), [scenario](double n) {
        const Scenario &s = scenario();
        return 100 * failureProbability(s.reliability.horizonH,
                                        1.0 / clusterFailureRatePerH(s, std::max(1.0, n)));
    });
    m_ids.failureSeed =
        m_failure->addPoints(tr("Appendix table 2"), orange, QScatterSeries::MarkerShapeCircle, 11);
    m_ids.failureNow =
        m_failure->addPoints(tr("At N"), red, QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.failureN =
        m_failure->addMarker(Qt::Vertical, QPen(colours().cursor, 1, Qt::DotLine), Qt::AlignTop);
    m_ids.waste = m_waste->addLine(
        tr("δ/τ + τ/(2·MTBF)"), QPen(colours().tertiary, 3), [this](double minutes) {
            const Results &r = this->document()->results();
            return 100 * wastedTimeFraction(minutes * 60, r.reliability.checkpointWriteS,
                                            r.reliability.clusterMtbfH * 3600);
        });
    m_ids.wasteOptimum = m_waste->addPoints(tr("Young's τ*"), colours().tertiary,
                                            QScatterSeries::MarkerShapeStar, 18);
    m_ids.wasteDaly = m_waste->addPoints(tr("Daly's τ"), colours().secondary,
                                         QScatterSeries::MarkerShapeTriangle, 14);
    m_ids.wasteUsed = m_waste->addPoints(tr("τ used"), colours().primaryDark,
                                         QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.optimumMarker =
        m_waste->addMarker(Qt::Vertical, QPen(colours().tertiary, 1.2, Qt::DashLine), Qt::AlignTop);

    // Interruptions observed on real fleets (Llama 3's 16,384 H100: one about every three
    // hours), on by default: the appendix's curve beside the world.
    m_fieldMtbf = addFieldData(m_mtbf, {FieldChart::MtbfVsN}, true);

    Curve seedMtbf, seedFailure;
    std::vector<int> mtbfLabels, failureLabels;
    for (const AppendixMtbfRow &row : kAppendixMtbfTable) {
        seedMtbf.push_back({row.accelerators, row.mtbfH});
        seedFailure.push_back({row.accelerators, row.failurePercent});
        // In hours like the axis and the readout (the appendix prints 366.2 min and 30 min:
        // the reference view and the readout's math keep the printed figures).
        mtbfLabels.push_back(m_mtbf->addLabel(colours().referenceText));
        m_mtbf->setLabel(mtbfLabels.back(), {row.accelerators, row.mtbfH}, formatHours(row.mtbfH));
        failureLabels.push_back(m_failure->addLabel(colours().referenceText));
        m_failure->setLabel(failureLabels.back(), {row.accelerators, row.failurePercent},
                            QString::fromUtf8(row.failurePrinted));
    }
    m_mtbf->setData(m_ids.mtbfSeed, seedMtbf);
    m_failure->setData(m_ids.failureSeed, seedFailure);
    // A readout hidden behind a question hides the curves and points that draw it (the
    // appendix's points too: at its N they are the answer).
    drawsReadouts({QStringLiteral("Cluster MTBF")}, m_mtbf,
                  {m_ids.mtbf, m_ids.mtbfNow, m_ids.mtbfSeed, m_fieldMtbf->series()});
    drawsReadouts({QStringLiteral("P(failure within %1)")}, m_failure,
                  {m_ids.failure, m_ids.failureNow, m_ids.failureSeed});
    // The appendix's points go with their labels (at 8,192 the label "98 %" is the answer).
    auto concealLabels = [](PlotView *plot, std::vector<int> labels) {
        return [plot, labels = std::move(labels)](bool hide) {
            for (int label : labels)
                plot->setLabelConcealed(label, hide);
        };
    };
    drawsReadouts({QStringLiteral("Cluster MTBF")}, concealLabels(m_mtbf, mtbfLabels));
    // A measured point's label goes with it: "Llama 3 405B" stood where its hidden diamond,
    // 3.09 h against the model's 3.05 h, would be.
    drawsReadouts({QStringLiteral("Cluster MTBF")},
                  [field = m_fieldMtbf](bool hide) { field->setLabelsConcealed(hide); });
    drawsReadouts({QStringLiteral("P(failure within %1)")},
                  concealLabels(m_failure, failureLabels));
    const QString young = QStringLiteral("Young's τ*"), daly = QStringLiteral("Daly's τ"),
                  wasted = QStringLiteral("First-order waste at τ*");
    // Daly's τ is Young's τ* less the restart term, a few percent off it: either gives the
    // other away, and so does the curve's minimum.
    drawsReadouts({young, daly, wasted}, m_waste, {m_ids.waste});
    drawsReadouts({young, daly, wasted}, m_waste, {m_ids.wasteOptimum, m_ids.wasteDaly});
    drawsReadouts({young, daly, wasted},
                  [this](bool hide) { m_waste->setMarkerConcealed(m_ids.optimumMarker, hide); });
    drawsReadouts({QStringLiteral("Interval used")}, m_waste, {m_ids.wasteUsed});
    // The expected failures in the horizon are horizon / MTBF, and P = 1 − exp(−that): each
    // gives the others away in one step.
    // τ* = √(2 δ MTBF): the optimum (its readouts, marker and point) gives the MTBF away in
    // one step, and the MTBF τ*.
    readoutPanel()->setCompanions(
        {{QStringLiteral("Cluster MTBF"), QStringLiteral("Expected failures in %1"),
          QStringLiteral("P(failure within %1)")},
         {QStringLiteral("Cluster MTBF"), young, daly, wasted}});

    QVBoxLayout *failures = addInputGroup(tr("Failures"));
    addField(failures, FieldId::AcceleratorMttf, {.sliderMin = 1000.0, .sliderMax = 1e6});
    addField(failures, FieldId::Horizon, {.sliderMin = 1.0, .sliderMax = 8760.0});
    addChoice(failures, ChoiceId::FailureModel);
    m_components = new NodeComponentsEditor(document);
    failures->addWidget(m_components);
    QVBoxLayout *checkpoint = addInputGroup(tr("Checkpoints"));
    checkpoint->addWidget(new ModelPicker(document));
    addField(checkpoint, FieldId::Parameters, {.sliderMin = 1e8, .sliderMax = 2e12});
    addField(checkpoint, FieldId::CheckpointBytesPerParameter,
             {.sliderMin = 2.0, .sliderMax = 32.0});
    addField(checkpoint, FieldId::StorageBandwidth, {.sliderMin = 1e9, .sliderMax = 1e13});
    addChoice(checkpoint, ChoiceId::CheckpointPolicy, {.sliderMin = 60.0, .sliderMax = 86400.0});
    addField(checkpoint, FieldId::RestartOverhead, {.sliderMin = 0.0, .sliderMax = 3600.0});
    setRelevantFlags(viewModelFlags(id()));
}

void ReliabilityView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const auto &rel = r.reliability;
    const double n = s.cluster.accelerators;
    const double mttf = s.reliability.acceleratorMttfH;
    const QString horizon = formatReadable(s.reliability.horizonH) + QStringLiteral(" h");

    const bool nodes = s.reliability.failureModel == FailureModel::Nodes;
    m_components->setEnabled(nodes);
    const Curve mtbfCurve = clusterMtbfCurve(s, 1, kNMax, kPoints);
    const double mtbfMin = mtbfCurve.back().y;
    m_mtbf->setRanges(1, kNMax, decadeBelow(std::min(mtbfMin, 0.5)),
                      decadeAbove(std::max({mttf, 50000.0, mtbfCurve.front().y})));
    m_mtbf->setData(m_ids.mtbf, mtbfCurve);
    m_mtbf->setSeriesName(m_ids.mtbf,
                          nodes ? tr("1 / λ (accelerators + node parts)") : tr("MTTF / N"));
    m_mtbf->setData(m_ids.mtbfNow, {{n, rel.clusterMtbfH}});
    m_mtbf->setMarker(m_ids.mtbfN, n,
                      tr("N = %1: %2").arg(formatNumber(n, 0), formatHours(rel.clusterMtbfH)));

    // The other pinned designs, behind: their curves and their operating points.
    std::vector<PlotView::Ghost> mtbfGhosts, mtbfPoints, failureGhosts, failurePoints;
    for (const GhostDesign &g : ghostDesigns()) {
        mtbfGhosts.push_back({g.name, clusterMtbfCurve(*g.scenario, 1, kNMax, kPoints)});
        mtbfPoints.push_back(
            {g.name,
             {{double(g.scenario->cluster.accelerators), g.results->reliability.clusterMtbfH}}});
        Curve f = failureProbabilityCurve(*g.scenario, 1, kNMax, kPoints);
        for (CurvePoint &p : f)
            p.y *= 100;
        failureGhosts.push_back({g.name, std::move(f)});
        failurePoints.push_back({g.name,
                                 {{double(g.scenario->cluster.accelerators),
                                   g.results->reliability.failureProbability * 100}}});
    }
    m_mtbf->setGhosts(m_ids.mtbf, mtbfGhosts);
    m_mtbf->setGhosts(m_ids.mtbfNow, mtbfPoints);
    m_failure->setGhosts(m_ids.failure, failureGhosts);
    m_failure->setGhosts(m_ids.failureNow, failurePoints);

    m_failure->setTitle(tr("P(≥ 1 failure within %1)").arg(horizon));
    m_failure->setRanges(1, kNMax, 0, 105); // room above 100 % for the appendix's 100 % point
    Curve failure = failureProbabilityCurve(s, 1, kNMax, kPoints);
    for (CurvePoint &p : failure)
        p.y *= 100;
    m_failure->setData(m_ids.failure, failure);
    m_failure->setData(m_ids.failureNow, {{n, rel.failureProbability * 100}});
    m_failure->setMarker(
        m_ids.failureN, n,
        tr("N = %1: %2").arg(formatNumber(n, 0), formatPercent(rel.failureProbability)));

    const double mtbfS = rel.clusterMtbfH * 3600;
    const double tauMin = rel.optimalCheckpointIntervalS / 60;
    if (tauMin > 0) {
        // The frame follows τ* and the waste at τ* alone (whole decades, a nice top), so the
        // same inputs always show the same axes.
        const double atOptimum = rel.wastedTimeFractionAtOptimum * 100;
        m_waste->setRanges(decadeBelow(tauMin / 20), decadeAbove(tauMin * 20), 0,
                           std::min(100.0, niceCeiling(atOptimum * 4)));
        Curve waste = wastedTimeCurve(rel.checkpointWriteS, mtbfS, m_waste->xMin() * 60,
                                      m_waste->xMax() * 60, kPoints);
        for (CurvePoint &p : waste) {
            p.x /= 60;
            p.y *= 100;
        }
        m_waste->setData(m_ids.waste, waste);
        m_waste->setData(m_ids.wasteOptimum, {{tauMin, rel.wastedTimeFractionAtOptimum * 100}});
        auto wastedAt = [&](double tauS) {
            return CurvePoint{tauS / 60,
                              100 * wastedTimeFraction(tauS, rel.checkpointWriteS, mtbfS)};
        };
        m_waste->setData(m_ids.wasteDaly, rel.dalyCheckpointIntervalS > 0
                                              ? Curve{wastedAt(rel.dalyCheckpointIntervalS)}
                                              : Curve{});
        m_waste->setData(m_ids.wasteUsed, s.reliability.checkpointPolicy == CheckpointPolicy::Set
                                              ? Curve{wastedAt(rel.checkpointIntervalS)}
                                              : Curve{});
        m_waste->setMarker(m_ids.optimumMarker, tauMin,
                           (rel.youngFormulaValid ? tr("τ* = %1 (δ = %2, MTBF = %3): %4 wasted")
                                                  : tr("τ* = %1 (δ = %2, MTBF = %3): %4 wasted — "
                                                       "out of Young's range, see Daly's τ"))
                               .arg(formatDuration(rel.optimalCheckpointIntervalS),
                                    formatDuration(rel.checkpointWriteS),
                                    formatHours(rel.clusterMtbfH),
                                    formatPercent(rel.wastedTimeFractionAtOptimum)));
    }
    setReadouts(reliabilityReadouts(s, r));
}

QString ReliabilityView::slideCaption() const
{
    const Scenario::Reliability &r = document()->scenario().reliability;
    QStringList parts = captionStart() << captionParameters()
                                       << tr("MTTF %1 h").arg(formatNumber(r.acceleratorMttfH, 0));
    // The nodes failure model counts each node's parts too: name them with their MTTFs.
    if (r.failureModel == FailureModel::Nodes) {
        QStringList nodeParts;
        for (const NodeComponent &c : r.nodeComponents) {
            if (c.countPerNode > 0)
                nodeParts << tr("%1 × %2 (MTTF %3 h)")
                                 .arg(c.countPerNode)
                                 .arg(toQString(c.name), formatNumber(c.mttfH, 0));
        }
        if (!nodeParts.isEmpty())
            parts << tr("per node %1").arg(nodeParts.join(tr(", ", "between the items of a list")));
    }
    return joinCaption(
        parts << tr("checkpoints at %1")
                     .arg(formatSi(r.storageBandwidthBytesPerS, QStringLiteral("B/s"))));
}

} // namespace fleet
