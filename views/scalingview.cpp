// ScalingView (scalingview.h): builds the speedup chart (ideal, Amdahl with its ceiling,
// Gustafson, the empirical points and curve, the network-bound speedup) and the scaling
// inputs, and redraws them from the document's scenario and results.
#include "scalingview.h"

#include "coupled.h"
#include "explain.h"
#include "format.h"
#include "palette.h"
#include "scenariodocument.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

ScalingView::ScalingView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("scaling"), tr("Scaling"), parent)
{
    AxisSpec x{tr("Accelerators N"), true, [](double v) { return formatNumber(v, 0); }};
    AxisSpec y{tr("Speedup"), true, [](double v) { return formatSpeedup(v, 2); },
               [](double v) { return formatReadable(v) + QStringLiteral("×"); },
               QStringLiteral("×")};
    m_plot =
        registerPlot(new PlotView(tr("Speedup vs cluster size (strong and weak scaling)"), x, y));
    m_plot->setObjectName(QStringLiteral("scalingPlot"));
    chartArea()->addWidget(m_plot);
    addChartPanel(m_plot, {QStringLiteral("speedup")});

    auto serial = [this] { return this->document()->scenario().scaling.serialFraction; };
    // Room for the pinned designs' ghosts (Amdahl curve and point each), behind the series.
    m_plot->reserveGhosts(2 * kMaxGhosts);
    m_ids.ideal =
        m_plot->addLine(tr("Ideal (S = N)"), QPen(colours().neutralLine, 1.5, Qt::DashLine),
                        [](double n) { return n; });
    m_ids.amdahl = m_plot->addLine(tr("Amdahl"), QPen(colours().primary, 3),
                                   [serial](double n) { return amdahlSpeedup(serial(), n); });
    m_ids.gustafson = m_plot->addLine(tr("Gustafson"), QPen(colours().secondary, 2.5),
                                      [serial](double n) { return gustafsonSpeedup(serial(), n); });
    m_ids.empiricalCurve =
        m_plot->addLine(tr("Empirical"), QPen(colours().reference, 2, Qt::DotLine),
                        [](double n) { return n * empiricalScalingEfficiency(n); });
    QPen extrapolated(colours().reference.lighter(125), 2);
    extrapolated.setDashPattern({7, 5});
    m_ids.empiricalExtrapolated =
        m_plot->addLine(tr("Empirical, extrapolated"), extrapolated,
                        [](double n) { return n * empiricalScalingEfficiency(n); });
    m_ids.network = m_plot->addLine(tr("Network-bound (whole nodes)"),
                                    QPen(colours().tertiary, 2.5), [this](double n) {
                                        const Scenario &s = this->document()->scenario();
                                        const double whole = wholeNodes(s, n);
                                        return whole * networkScalingEfficiencyAt(s, whole);
                                    });
    // Every model curve can be hidden behind a question (PlotView::addLine); S = N is the
    // reference it is measured against, not a prediction to make.
    m_plot->setAskable(m_ids.ideal, false);
    m_ids.empiricalPoints = m_plot->addPoints(tr("Appendix table η"), colours().reference,
                                              QScatterSeries::MarkerShapeCircle, 12);
    m_ids.current = m_plot->addPoints(tr("Amdahl at N"), colours().primary,
                                      QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.ceilingMarker =
        m_plot->addMarker(Qt::Horizontal, QPen(colours().primary, 1.2, Qt::DashLine));
    m_ids.nMarker = m_plot->addMarker(Qt::Vertical, QPen(colours().cursor, 1, Qt::DotLine));
    m_ids.tableEndMarker =
        m_plot->addMarker(Qt::Vertical, QPen(colours().reference, 1, Qt::DashLine), Qt::AlignTop);
    m_plot->setMarker(m_ids.tableEndMarker, kTableEnd, tr("table ends: extrapolated →"));
    // A readout hidden behind a question hides the curve and point that draw it.
    drawsReadouts({QStringLiteral("Amdahl speedup"), QStringLiteral("Amdahl efficiency"),
                   QStringLiteral("Amdahl ceiling")},
                  m_plot, {m_ids.amdahl, m_ids.current});
    drawsReadouts({QStringLiteral("Amdahl ceiling")},
                  [this](bool hide) { m_plot->setMarkerConcealed(m_ids.ceilingMarker, hide); });
    drawsReadouts({QStringLiteral("Gustafson speedup")}, m_plot, {m_ids.gustafson});
    drawsReadouts({QStringLiteral("Empirical efficiency"), QStringLiteral("Empirical speedup")},
                  m_plot,
                  {m_ids.empiricalCurve, m_ids.empiricalExtrapolated, m_ids.empiricalPoints});
    drawsReadouts({QStringLiteral("Network efficiency")}, m_plot, {m_ids.network});
    drawsReadouts({QStringLiteral("Empirical efficiency"), QStringLiteral("Empirical speedup")},
                  [this](bool hide) {
                      for (int label : m_pointLabels)
                          m_plot->setLabelConcealed(label, hide);
                  });
    // A speedup and its efficiency give each other away (÷ N): hidden together.
    readoutPanel()->setCompanions(
        {{QStringLiteral("Amdahl speedup"), QStringLiteral("Amdahl efficiency")},
         {QStringLiteral("Empirical efficiency"), QStringLiteral("Empirical speedup")}});
    for (const CurvePoint &p : empiricalSpeedupPoints()) {
        const int label = m_plot->addLabel(colours().referenceText);
        m_plot->setLabel(label, p, formatPercent(p.y / p.x, 0));
        m_pointLabels.push_back(label);
    }
    m_plot->setRanges(1, kNMax, 1, kNMax);
    m_plot->setData(m_ids.ideal, idealSpeedupCurve(1, kNMax, 2));
    m_plot->setData(m_ids.empiricalCurve, empiricalSpeedupCurve(1, kTableEnd, kPoints));
    m_plot->setData(m_ids.empiricalExtrapolated, empiricalSpeedupCurve(kTableEnd, kNMax, 24));
    m_plot->setData(m_ids.empiricalPoints, empiricalSpeedupPoints());

    QVBoxLayout *inputs = addInputGroup(tr("Serial fraction"));
    addField(inputs, FieldId::SerialFraction, {.sliderMin = 0.0, .sliderMax = 0.5});
    QVBoxLayout *network = addInputGroup(tr("Scaling efficiency from the network"));
    addChoice(network, ChoiceId::ScalingEfficiencySource, {.sliderMin = 0.05, .sliderMax = 1.0});
    addChoice(network, ChoiceId::AllReduceAlgorithm);
    addChoice(network, ChoiceId::ComputeTimeSource, {.sliderMin = 1e-4, .sliderMax = 100.0});
    addField(network, FieldId::GlobalBatchTokens, {.sliderMin = 1e4, .sliderMax = 1e9});
    addField(network, FieldId::CommOverlap);
    setRelevantFlags(viewModelFlags(id()));
}

void ScalingView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const double serial = s.scaling.serialFraction;
    const double n = s.cluster.accelerators;
    m_plot->setData(m_ids.amdahl, amdahlCurve(serial, 1, kNMax, kPoints));
    m_plot->setData(m_ids.gustafson, gustafsonCurve(serial, 1, kNMax, kPoints));
    m_plot->setData(m_ids.current, {{n, r.scaling.amdahlSpeedup}});
    m_plot->setData(m_ids.network, networkSpeedupCurve(s, 1, kNMax, kPoints));
    // The other pinned designs, behind: their Amdahl curves and points.
    std::vector<PlotView::Ghost> curves, points;
    for (const GhostDesign &g : ghostDesigns()) {
        curves.push_back(
            {g.name, amdahlCurve(g.scenario->scaling.serialFraction, 1, kNMax, kPoints)});
        points.push_back(
            {g.name,
             {{double(g.scenario->cluster.accelerators), g.results->scaling.amdahlSpeedup}}});
    }
    m_plot->setGhosts(m_ids.amdahl, curves);
    m_plot->setGhosts(m_ids.current, points);
    if (r.scaling.amdahlLimit) {
        m_plot->setMarkerVisible(m_ids.ceilingMarker, true);
        m_plot->setMarker(m_ids.ceilingMarker, *r.scaling.amdahlLimit,
                          tr("Amdahl ceiling 1/s = %1").arg(formatSpeedup(*r.scaling.amdahlLimit)));
    } else {
        m_plot->setMarkerVisible(m_ids.ceilingMarker, false);
    }
    m_plot->setMarker(
        m_ids.nMarker, n,
        tr("N = %1: %2").arg(formatNumber(n, 0), formatSpeedup(r.scaling.amdahlSpeedup)));
    setReadouts(scalingReadouts(s, r));
}

QString ScalingView::slideCaption() const
{
    return joinCaption(captionStart()
                       << tr("serial fraction s = %1")
                              .arg(formatPercent(document()->scenario().scaling.serialFraction)));
}

} // namespace fleet
