// ServingView (servingview.h): builds the latency and throughput curves against the batch, the
// seat map of Little's law and the serving inputs, and redraws them from the document's results.
#include "servingview.h"

#include "explain.h"
#include "format.h"
#include "modelpicker.h"
#include "palette.h"
#include "plotview.h"
#include "scenariodocument.h"
#include "seatmap.h"

#include <QGridLayout>
#include <QVBoxLayout>

#include <cmath>

namespace fleet {

ServingView::ServingView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("serving"), tr("Serving"), parent), m_seats(new SeatMap)
{
    const Palette &p = colours();
    AxisSpec batch{tr("Batch B (sequences)"), true, [](double v) { return formatNumber(v, 0); }};
    AxisSpec time{tr("Time"), true, [](double v) { return formatDuration(v); },
                  [](double v) { return formatDuration(v); }, QStringLiteral("s")};
    AxisSpec rate{tr("Decode tokens/s per accelerator"), true,
                  [](double v) { return formatSi(v, QStringLiteral("tokens/s")); },
                  [](double v) { return formatSi(v, QString()).trimmed(); },
                  QStringLiteral("tokens/s")};
    m_latency = registerPlot(new PlotView(tr("Latency vs batch"), batch, time));
    m_latency->setObjectName(QStringLiteral("servingLatencyPlot"));
    m_throughput = registerPlot(new PlotView(tr("Throughput vs batch"), batch, rate));
    m_throughput->setObjectName(QStringLiteral("servingThroughputPlot"));
    auto inputs = [this] { return servingInputs(this->document()->scenario()); };
    m_ids.tpot =
        m_latency->addLine(tr("TPOT (time per output token)"), QPen(p.primary, 3),
                           [inputs](double b) { return servingDecode(inputs(), b).tpotS; });
    m_ids.latency =
        m_latency->addLine(tr("Request latency T = TTFT + L_out · TPOT"), QPen(p.secondary, 2.5));
    m_ids.chosenTpot = m_latency->addPoints(tr("Batch used"), p.primaryDark,
                                            QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.targetMarker = m_latency->addMarker(Qt::Horizontal, QPen(p.limit, 1.5, Qt::DashLine));
    m_ids.wallMarker = m_latency->addMarker(Qt::Vertical, QPen(p.alert, 2));
    m_ids.tokens = m_throughput->addLine(
        tr("Tokens/s per accelerator = B / (TPOT · t_s)"), QPen(p.tertiary, 3), [inputs](double b) {
            const ServingInputs in = inputs();
            return b / (servingDecode(in, b).tpotS * in.settings.tensor);
        });
    m_ids.chosenTokens = m_throughput->addPoints(tr("Batch used"), p.primaryDark,
                                                 QScatterSeries::MarkerShapeRectangle, 12);
    m_ids.wallMarkerTokens = m_throughput->addMarker(Qt::Vertical, QPen(p.alert, 2));
    drawsReadouts({QStringLiteral("TPOT")}, m_latency, {m_ids.tpot, m_ids.chosenTpot});
    // T = TTFT + L_out · TPOT: the latency curve's shape over the batch is the TPOT's (flat to
    // B ≈ 100 said "TPOT rises a little from 32 to 64", littles-law step 3's answer, two steps
    // early).
    drawsReadouts({QStringLiteral("Request latency"), QStringLiteral("TPOT")}, m_latency,
                  {m_ids.latency});
    drawsReadouts({QStringLiteral("Tokens/s per accelerator")}, m_throughput,
                  {m_ids.tokens, m_ids.chosenTokens});
    // The seat map draws the load (λ · T = Q, the seats filled) and the fleet it needs (the
    // replicas, the accelerators). The load hidden alone (a later step asks the TPOT, whose
    // companions are the latency and Q) hides the load, and leaves the fleet as its readouts
    // show it: "? replicas" stood beside a revealed "Serving accelerators 8".
    drawsReadouts({QStringLiteral("Replicas"), QStringLiteral("Serving accelerators"),
                   QStringLiteral("Requests in flight"), QStringLiteral("Request latency")},
                  [this](bool hide) {
                      const bool fleetHidden =
                          isReadoutHidden(QStringLiteral("Replicas")) ||
                          isReadoutHidden(QStringLiteral("Serving accelerators"));
                      m_seats->setConcealed(!hide         ? SeatMap::Concealed::Nothing
                                            : fleetHidden ? SeatMap::Concealed::Everything
                                                          : SeatMap::Concealed::Load);
                  });
    // Q = λ · T: the latency gives the requests in flight away in one step, and they the
    // replicas; T = TTFT + L_out · TPOT and B / (TPOT · t_s) give the TPOT away in one step,
    // Q = λ · T in two.
    readoutPanel()->setCompanions(
        {{QStringLiteral("Replicas"), QStringLiteral("Serving accelerators")},
         {QStringLiteral("Replicas"), QStringLiteral("Requests in flight")},
         {QStringLiteral("Requests in flight"), QStringLiteral("Request latency")},
         {QStringLiteral("TPOT"), QStringLiteral("Request latency"),
          QStringLiteral("Requests in flight"), QStringLiteral("Tokens/s per accelerator")},
         // J per output token = facility W / (λ · L_out), the facility W the accelerators ×
         // their power × PUE: "232 accelerators" beside littles-law step 4's question gave its
         // 44.41 J in one step from step 2's 1.53 J at 8.
         // (Not the replicas: a step that reveals the fleet keeps its accelerators shown, and
         // its replicas would stay "?" beside them.)
         {QStringLiteral("Energy per output token"), QStringLiteral("Serving facility power"),
          QStringLiteral("Serving accelerators")}});

    auto *grid = new QGridLayout;
    grid->addWidget(m_latency, 0, 0);
    grid->addWidget(m_throughput, 0, 1);
    grid->addWidget(m_seats, 1, 0, 1, 2);
    grid->setRowStretch(0, 3);
    grid->setRowStretch(1, 2);
    chartArea()->addLayout(grid);
    addChartPanel(m_latency, {QStringLiteral("latency")});
    addChartPanel(m_throughput, {QStringLiteral("throughput")});
    addChartPanel(m_seats, {QStringLiteral("seats")});

    QVBoxLayout *load = addInputGroup(tr("Load and targets"));
    addField(load, FieldId::ServingArrivalRate, {.sliderMin = 0.1, .sliderMax = 1e4});
    addField(load, FieldId::ServingPromptTokens, {.sliderMin = 16, .sliderMax = 131072});
    addField(load, FieldId::ServingOutputTokens, {.sliderMin = 16, .sliderMax = 65536});
    addField(load, FieldId::ServingTpotSlo, {.sliderMin = 0.005, .sliderMax = 0.5});
    addField(load, FieldId::ServingTtftSlo, {.sliderMin = 0.05, .sliderMax = 10.0});
    QVBoxLayout *replica = addInputGroup(tr("One replica"));
    replica->addWidget(new ModelPicker(document));
    addField(replica, FieldId::ServingTensor, {.sliderMin = 1, .sliderMax = 8});
    addChoice(replica, ChoiceId::ServingBatch, {.sliderMin = 1, .sliderMax = 1024});
    addField(replica, FieldId::ServingTargetUtilization, {.sliderMin = 0.3, .sliderMax = 1.0});
    addField(replica, FieldId::ServingBandwidthEfficiency, {.sliderMin = 0.3, .sliderMax = 1.0});
    addField(replica, FieldId::ServingAcceleratorHourPrice, {.sliderMin = 0.0, .sliderMax = 10.0});
}

QString ServingView::slideCaption() const
{
    const Scenario &s = document()->scenario();
    const ServingResult &v = document()->results().serving;
    return joinCaption(captionStart().mid(0, 1)
                       << captionParameters()
                       << tr("λ = %1 requests/s").arg(formatReadable(s.serving.arrivalRateRps))
                       << tr("%1 + %2 tokens")
                              .arg(formatNumber(s.serving.promptTokens, 0),
                                   formatNumber(s.serving.outputTokens, 0))
                       << tr("t_s = %1, B = %2").arg(s.serving.tensor).arg(formatNumber(v.batch, 0))
                       << tr("TPOT target %1").arg(formatDuration(s.serving.tpotSloS)));
}

void ServingView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_seats->setFontScale(scale);
}

void ServingView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const ServingResult &v = r.serving;
    setReadouts(servingReadouts(s, r));
    const ServingInputs in = servingInputs(s);
    const ServingCurve curve = servingBatchCurve(in, servingCurveMaxBatch(v), 128);
    Curve tpot, latency, tokens;
    double yMin = 1e300, yMax = 0, tMin = 1e300, tMax = 0;
    for (const ServingCurvePoint &point : curve.points) {
        tpot.push_back({point.batch, point.tpotS});
        latency.push_back({point.batch, point.requestLatencyS});
        tokens.push_back({point.batch, point.decodeTokensPerSPerAccelerator});
        yMin = std::min({yMin, point.tpotS, s.serving.tpotSloS});
        yMax = std::max({yMax, point.requestLatencyS});
        tMin = std::min(tMin, point.decodeTokensPerSPerAccelerator);
        tMax = std::max(tMax, point.decodeTokensPerSPerAccelerator);
    }
    m_latency->setData(m_ids.tpot, tpot);
    m_latency->setData(m_ids.latency, latency);
    m_latency->setData(m_ids.chosenTpot, {{v.batch, v.tpotS}});
    m_throughput->setData(m_ids.tokens, tokens);
    m_throughput->setData(m_ids.chosenTokens, {{v.batch, v.decodeTokensPerSPerAccelerator}});
    m_latency->setMarker(m_ids.targetMarker, s.serving.tpotSloS,
                         tr("TPOT target %1").arg(formatDuration(s.serving.tpotSloS)));
    const bool wall = curve.memoryLimitBatch >= 1 && !curve.points.empty() &&
                      curve.memoryLimitBatch < curve.points.back().batch;
    const QString wallText =
        tr("memory wall: B ≤ %1 fits in HBM").arg(formatNumber(curve.memoryLimitBatch, 0));
    m_latency->setMarkerVisible(m_ids.wallMarker, wall);
    m_throughput->setMarkerVisible(m_ids.wallMarkerTokens, wall);
    if (wall) {
        m_latency->setMarker(m_ids.wallMarker, curve.memoryLimitBatch, wallText);
        m_throughput->setMarker(m_ids.wallMarkerTokens, curve.memoryLimitBatch, wallText);
    }
    if (!curve.points.empty()) {
        const double bMax = curve.points.back().batch;
        // Room for the batch used at either end (B = 1, the memory wall), drawn whole.
        m_latency->setRanges(1 / kLogEndRoom, bMax * kLogEndRoom, yMin / 2, yMax * 2);
        m_throughput->setRanges(1 / kLogEndRoom, bMax * kLogEndRoom, tMin / 2, tMax * 2);
    }
    // The batch is an input (or the automatic choice), printed with its unit: a bare "B = 32"
    // read as the unitless requests in flight (31.7) that littles-law's first step asks. Number and
    // noun kept on one line where the title wraps ("B = 32 | sequences").
    QString batch =
        (v.batch == 1 ? tr("%1 sequence") : tr("%1 sequences")).arg(formatNumber(v.batch, 0));
    batch.replace(QLatin1Char(' '), QChar::Nbsp);
    setInputTexts({batch});
    m_latency->setTitle(v.sloUnreachable
                            ? tr("Latency vs batch: no batch meets the targets")
                            : tr("Latency vs batch: B = %1 (%2)")
                                  .arg(batch, v.batchAuto ? tr("automatic") : tr("set by hand")));
    m_seats->setFigures({.arrivalRateRps = s.serving.arrivalRateRps,
                         .latencyS = v.requestLatencyS,
                         .concurrency = v.concurrency,
                         .seatsPerReplica = int(v.batch),
                         .replicas = int(v.replicas),
                         .acceleratorsPerReplica = s.serving.tensor,
                         .targetUtilization = s.serving.targetUtilization});
}

} // namespace fleet
