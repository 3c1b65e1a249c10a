// RooflineView (rooflineview.h): builds the roofline chart with its ridge point, operating
// points and comparison overlays, the HBM bar of one decode step, and the workload inputs, and
// redraws them from the document's scenario and results.
#include "rooflineview.h"

#include "axismath.h"
#include "barplot.h"
#include "explain.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "modelpicker.h"
#include "palette.h"
#include "scenariodocument.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
constexpr double kTera = 1e12;
} // namespace

RooflineView::RooflineView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("roofline"), tr("Roofline"), parent)
{
    AxisSpec x{tr("Arithmetic intensity (FLOP/byte)"), true,
               [](double v) { return formatReadable(v) + QStringLiteral(" FLOP/byte"); },
               [](double v) { return formatReadable(v); }};
    // The ticks carry their own prefixes ("100 TFLOP/s", "1 PFLOP/s"): the title names the
    // quantity alone, so no other unit stands beside them.
    AxisSpec y{tr("Attainable performance"), true,
               [](double v) { return formatReadable(v) + QStringLiteral(" TFLOP/s"); },
               [](double v) { return formatSi(v * 1e12, QStringLiteral("FLOP/s")); },
               QStringLiteral("TFLOP/s")};
    m_plot = registerPlot(new PlotView(tr("Roofline"), x, y));
    m_plot->setObjectName(QStringLiteral("rooflinePlot"));
    chartArea()->addWidget(m_plot, 4);
    addChartPanel(m_plot, {QStringLiteral("roofline")});
    // What one decode step holds in HBM: the weights and the KV cache, against the capacity.
    m_memory =
        new BarPlot({.title = tr("One decode step in HBM"),
                     .valueTitle = tr("GB per accelerator"),
                     .stacked = true,
                     .horizontal = true,
                     .format = [](double gb) { return formatSi(gb * 1e9, QStringLiteral("B")); },
                     .legendAt = Qt::AlignRight});
    m_memory->setMinimumHeight(190);
    m_memory->setObjectName(QStringLiteral("memoryPlot"));
    m_memory->setCategories({tr("Capacity"), tr("Needed")});
    m_memorySets.weights = m_memory->addSet(tr("Weights"), colours().primary);
    m_memorySets.kvCache = m_memory->addSet(tr("KV cache"), colours().lost);
    m_memorySets.capacity = m_memory->addSet(tr("HBM capacity"), colours().neutralLine);
    chartArea()->addWidget(m_memory, 2);
    addChartPanel(m_memory, {QStringLiteral("decode-memory")});

    m_plot->reserveGhosts(kMaxGhosts); // the pinned designs' roofs, behind the series
    m_ids.roof = m_plot->addLine(tr("Roof"), QPen(colours().primary, 3), [this](double i) {
        const Results &r = this->document()->results();
        return attainableFlopPerS(r.roofline.peakFlopPerS,
                                  this->document()->scenario().accelerator.hbmBandwidthBytesPerS,
                                  i) /
               kTera;
    });
    m_ids.ridge = m_plot->addPoints(tr("Ridge point"), colours().primaryDark,
                                    QScatterSeries::MarkerShapeCircle, 12);
    m_ids.decode = m_plot->addPoints(tr("Decode at batch B"), colours().alert,
                                     QScatterSeries::MarkerShapeTriangle, 16);
    m_ids.prefill = m_plot->addPoints(tr("Prefill"), colours().secondary,
                                      QScatterSeries::MarkerShapeRectangle, 13);
    m_ids.training = m_plot->addPoints(tr("Training micro-batch"), colours().tertiary,
                                       QScatterSeries::MarkerShapePentagon, 16);
    m_ids.kernel = m_plot->addPoints(tr("Custom kernel"), colours().reference,
                                     QScatterSeries::MarkerShapeStar, 18);
    // Measured decode (tokens/s × 2P FLOP per token) beside the bound, in TFLOP/s like the axis.
    m_fieldDecode = addFieldData(
        m_plot, {FieldChart::RooflineDecode}, false,
        [](const FieldComparison &c) {
            return CurvePoint{c.x, c.y / kTera};
        },
        false);
    QPen dashed(colours().primary, 1.2, Qt::DashLine);
    m_ids.ridgeMarker = m_plot->addMarker(Qt::Vertical, dashed);
    m_ids.ridgeLabel = -1;
    // A readout hidden behind a question hides what draws it: the roof's knee and the ridge
    // marker are the ridge point; a workload's point is its intensity and attainable rate.
    drawsReadouts({QStringLiteral("Ridge point")}, m_plot, {m_ids.roof, m_ids.ridge});
    drawsReadouts({QStringLiteral("Ridge point")},
                  [this](bool hide) { m_plot->setMarkerConcealed(m_ids.ridgeMarker, hide); });
    // With the roof hidden, the workloads' points still traced it (the compute-bound ones on its
    // flat top, decode on its slope): they hide with the ridge point too.
    const QString ridge = QStringLiteral("Ridge point");
    drawsReadouts({QStringLiteral("Decode tokens/s"), QStringLiteral("Decode intensity"), ridge},
                  m_plot, {m_ids.decode});
    drawsReadouts({QStringLiteral("Prefill tokens/s"), ridge}, m_plot, {m_ids.prefill});
    drawsReadouts({ridge}, m_plot, {m_ids.training});
    drawsReadouts({QStringLiteral("Attainable (kernel)"), QStringLiteral("% of peak (kernel)"),
                   QStringLiteral("Kernel bound"), ridge},
                  m_plot, {m_ids.kernel});
    drawsReadouts({QStringLiteral("Memory (weights + KV)")}, m_memory);
    // A memory-bound kernel's % of peak is its intensity ÷ the ridge point; memory-bound,
    // decode's tokens/s is its intensity × the HBM bandwidth ÷ 2 FLOPs per parameter (13,349.9
    // tokens/s at batch 64 was 64 × step 1's 208.6). Prefill's tokens/s is the peak ÷ 2 FLOPs
    // per parameter: ÷ decode's at batch 1 it is the ridge point itself at 2 bytes per
    // parameter (160,714.3 ÷ 571.4 = 281.3 FLOP/byte, ridge-points step 2's B200), and ÷ the
    // ridge point it is decode's (61,581.6 ÷ 295.2 = 208.6 tokens/s, decode-memory-bound's).
    readoutPanel()->setCompanions(
        {{QStringLiteral("Ridge point"), QStringLiteral("% of peak (kernel)")},
         {QStringLiteral("Ridge point"), QStringLiteral("Prefill tokens/s")},
         {QStringLiteral("Decode tokens/s"), QStringLiteral("Prefill tokens/s")},
         {QStringLiteral("Decode intensity"), QStringLiteral("Decode tokens/s")}});

    QVBoxLayout *model = addInputGroup(tr("Workload"));
    model->addWidget(new ModelPicker(document));
    addField(model, FieldId::Parameters, {.sliderMin = 1e8, .sliderMax = 2e12});
    addField(model, FieldId::BytesPerParameter, {.sliderMin = 0.5, .sliderMax = 4.0});
    addField(model, FieldId::DecodeBatch);
    addField(model, FieldId::ContextTokens, {.sliderMin = 0.0, .sliderMax = 1e6});
    addField(model, FieldId::KvBytesPerToken, {.sliderMin = 1e4, .sliderMax = 1e7});
    addField(model, FieldId::PrefillTokens, {.sliderMin = 1, .sliderMax = 131072});
    addField(model, FieldId::TrainingMicroBatchTokens, {.sliderMin = 1, .sliderMax = 1048576});
    QVBoxLayout *kernel = addInputGroup(tr("Custom kernel"));
    addField(kernel, FieldId::ArithmeticIntensity);

    m_comparison = addComparison(m_plot, m_comparisonRoofs);
    // Each overlaid roof's ridge point: a point of the roof's colour, out of the legend.
    for (size_t i = 0; i < m_comparisonRoofs.size(); ++i) {
        const PlotView::SeriesId ridge =
            m_plot->addPoints(tr("Ridge point of %1").arg(m_plot->seriesName(m_comparisonRoofs[i])),
                              comparisonPen(int(i)).color(), QScatterSeries::MarkerShapeCircle, 10);
        m_plot->hideFromLegend(ridge);
        m_plot->setSeriesVisible(ridge, false);
        m_comparisonRidges.push_back(ridge);
    }
}

void RooflineView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const auto &ro = r.roofline;
    const double bw = s.accelerator.hbmBandwidthBytesPerS;
    const double peak = ro.peakFlopPerS;

    const double intensities[] = {ro.decodeIntensityFlopPerByte, ro.prefillIntensityFlopPerByte,
                                  ro.trainingIntensityFlopPerByte,
                                  s.workload.arithmeticIntensityFlopPerByte,
                                  ro.ridgePointFlopPerByte};
    const auto [lo, hi] = std::minmax_element(std::begin(intensities), std::end(intensities));
    const double xMin = std::min(0.1, decadeBelow(*lo / 2));
    const double xMax = std::max(1e4, decadeAbove(*hi * 2));
    double floorFlops = attainableFlopPerS(peak, bw, xMin), topFlops = peak;
    const std::vector<ComparisonRow> compared =
        overlaidAccelerators(s, document()->catalog(), document()->comparison()->ids());
    for (const ComparisonRow &row : compared) {
        const double p = row.accelerator.peakFlopPerS(row.precision);
        floorFlops = std::min(floorFlops,
                              attainableFlopPerS(p, row.accelerator.hbmBandwidthBytesPerS, xMin));
        topFlops = std::max(topFlops, p);
    }
    const double yMin = decadeBelow(floorFlops / kTera);
    const double yMax = decadeAbove(topFlops / kTera * 2);
    m_plot->setRanges(xMin, xMax, yMin, yMax);
    const auto &accelerators = document()->catalog().accelerators;
    for (size_t i = 0; i < accelerators.size() && i < m_comparisonRoofs.size(); ++i) {
        const auto row =
            std::find_if(compared.begin(), compared.end(), [&](const ComparisonRow &c) {
                return c.accelerator.id == accelerators[i].id;
            });
        m_plot->setSeriesVisible(m_comparisonRoofs[i], row != compared.end());
        m_plot->setSeriesVisible(m_comparisonRidges[i], row != compared.end());
        if (row == compared.end())
            continue;
        const double otherPeak = row->accelerator.peakFlopPerS(row->precision);
        Curve other = rooflineCurve(otherPeak, row->accelerator.hbmBandwidthBytesPerS, xMin, xMax);
        for (CurvePoint &p : other)
            p.y /= kTera;
        m_plot->setData(m_comparisonRoofs[i], other);
        // Its ridge point, marked as the picked roof's is.
        m_plot->setData(m_comparisonRidges[i],
                        {{row->results.roofline.ridgePointFlopPerByte, otherPeak / kTera}});
    }
    m_comparison->refresh();

    m_plot->setTitle(
        tr("Roofline — %1, %2 dense")
            .arg(QString::fromStdString(s.accelerator.name),
                 s.precision == Precision::FP8 ? QStringLiteral("FP8") : QStringLiteral("BF16")));
    Curve roof = rooflineCurve(peak, bw, xMin, xMax);
    for (CurvePoint &p : roof)
        p.y /= kTera;
    m_plot->setData(m_ids.roof, roof);
    // The other pinned designs' roofs (their accelerator and precision), behind.
    std::vector<PlotView::Ghost> ghosts;
    for (const GhostDesign &g : ghostDesigns()) {
        Curve r = rooflineCurve(g.results->roofline.peakFlopPerS,
                                g.scenario->accelerator.hbmBandwidthBytesPerS, xMin, xMax);
        for (CurvePoint &p : r)
            p.y /= kTera;
        ghosts.push_back({g.name, std::move(r)});
    }
    m_plot->setGhosts(m_ids.roof, ghosts);
    auto point = [&](double intensity) {
        return Curve{{intensity, attainableFlopPerS(peak, bw, intensity) / kTera}};
    };
    m_plot->setData(m_ids.ridge, {{ro.ridgePointFlopPerByte, peak / kTera}});
    m_plot->setData(m_ids.decode, point(ro.decodeIntensityFlopPerByte));
    m_plot->setData(m_ids.prefill, point(ro.prefillIntensityFlopPerByte));
    m_plot->setData(m_ids.training, point(ro.trainingIntensityFlopPerByte));
    m_plot->setData(m_ids.kernel, point(s.workload.arithmeticIntensityFlopPerByte));
    m_plot->setMarker(m_ids.ridgeMarker, ro.ridgePointFlopPerByte,
                      tr("ridge %1 FLOP/byte").arg(formatReadable(ro.ridgePointFlopPerByte)));
    m_memory->setValues(m_memorySets.weights, {0, ro.decodeWeightsBytes / 1e9});
    m_memory->setValues(m_memorySets.kvCache, {0, ro.kvCacheBytes / 1e9});
    m_memory->setValues(m_memorySets.capacity, {s.accelerator.hbmCapacityBytes / 1e9, 0});
    // Each pinned design's capacity and decode step (weights + KV cache), as outlines.
    std::vector<BarPlot::Ghost> memoryGhosts;
    for (const GhostDesign &g : ghostDesigns())
        memoryGhosts.push_back({g.name,
                                {g.scenario->accelerator.hbmCapacityBytes / 1e9,
                                 g.results->roofline.decodeMemoryBytes / 1e9}});
    m_memory->setGhosts(memoryGhosts);
    m_memory->setValueRange(0,
                            std::max(ro.decodeMemoryBytes, s.accelerator.hbmCapacityBytes) / 1e9);
    m_memory->setTitle(ro.fitsInMemory ? tr("One decode step in HBM: fits")
                                       : tr("One decode step in HBM: does NOT fit"));
    setReadouts(rooflineReadouts(s, r));
}

void RooflineView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_memory->setFontScale(scale);
}

QString RooflineView::slideCaption() const
{
    const Scenario::Workload &w = document()->scenario().workload;
    QStringList parts = captionStart()
                        << captionParameters() << tr("decode batch %1").arg(w.decodeBatch);
    if (w.contextTokens > 0)
        parts << tr("context %1 tokens").arg(formatNumber(w.contextTokens, 0));
    return joinCaption(parts);
}

} // namespace fleet
