// PowerView (powerview.h): builds the rack-power chart with its marks and verdict, the IT and
// facility load across PUE tiers, the annual totals and the host-power preset, and redraws them
// from the document's results.
#include "powerview.h"

#include "catalogtext.h"
#include "compare.h"
#include "coupling.h"
#include "explain.h"
#include "facilityload.h"
#include "fielddata.h"
#include "fieldpoints.h"
#include "format.h"
#include "palette.h"
#include "prediction.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "steadybox.h"
#include "textfit.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
QString verdictStyle(CoolingVerdict v)
{
    const Palette &p = colours();
    const ToneColours &tone = v == CoolingVerdict::Air      ? p.good
                              : v == CoolingVerdict::Liquid ? p.warning
                                                            : p.bad;
    return toneStyleSheet(tone, 8, QStringLiteral("6px 10px"));
}

QColor translucent(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}
} // namespace

PowerView::PowerView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("power"), tr("Power && cooling"), parent),
      m_verdict(new QLabel)
{
    m_verdict->setObjectName(QStringLiteral("coolingVerdict"));
    fitVerdictFont();
    // Tight spacing: this is the tallest view, and its least height sets the window's (a
    // QTabWidget needs its tallest page) — with a presenting lesson bar on a 720 px projector.
    chartArea()->setSpacing(3);
    chartArea()->addWidget(m_verdict);
    m_verdictDetail = new QLabel;
    m_verdictDetail->setObjectName(QStringLiteral("coolingDetail"));
    // Lines reserved: the detail changes at every step without moving the chart below; two
    // where it wraps (a narrow window), one where it fits — a second line reserved on a wide
    // window took the charts' room in Chinese presenting at 1280 × 720 (reserveDetailLines()).
    m_verdictDetail->setWordWrap(true);
    reserveLines(m_verdictDetail, 1); // two once laid out too narrow for it
    m_verdictDetail->installEventFilter(this);
    m_verdictDetail->setToolTip(tr("Forced air reaches ~%1 per rack; above it liquid cooling is "
                                   "required; from ~%2 direct-to-chip liquid (appendix table 6)")
                                    .arg(formatSi(kAirCoolingLimitW, QStringLiteral("W")),
                                         formatSi(kDirectToChipFromW, QStringLiteral("W"))));
    // In a steady box: its text changes at every step of N while a rack holds the whole
    // cluster, and a label's change would lay out every view of the window again.
    QWidget *detailBox = steadyBox(m_verdictDetail);
    chartArea()->addWidget(detailBox);

    m_rack = registerPlot(new PlotView(
        tr("Rack power vs nodes per rack"),
        AxisSpec{tr("Nodes per rack"), false, [](double v) { return formatReadable(v); }},
        AxisSpec{tr("Rack power (kW)"), false,
                 [](double kw) { return formatSi(kw * 1e3, QStringLiteral("W")); }}));
    m_rack->setObjectName(QStringLiteral("rackPlot"));
    chartArea()->addWidget(m_rack, 5);
    // The verdict and its arithmetic read the rack chart: they fold away with it.
    addChartPanel(m_verdict, {QStringLiteral("rack")});
    addChartPanel(detailBox, {QStringLiteral("rack")});
    addChartPanel(m_rack, {QStringLiteral("rack")});
    const QString airLimit = formatSi(kAirCoolingLimitW, QStringLiteral("W"));
    const QString directToChip = formatSi(kDirectToChipFromW, QStringLiteral("W"));
    m_ids.air = m_rack->addBand(Qt::Horizontal, tr("Air ≤ %1").arg(airLimit),
                                translucent(colours().good.border, 60));
    m_ids.liquid = m_rack->addBand(Qt::Horizontal, tr("Liquid %1–%2").arg(airLimit, directToChip),
                                   translucent(colours().warning.border, 70));
    m_ids.directToChip =
        m_rack->addBand(Qt::Horizontal, tr("Direct-to-chip ≥ %1").arg(directToChip),
                        translucent(colours().bad.border, 60));
    m_rack->reserveGhosts(2 * kMaxGhosts); // the pinned designs' racks, behind this one
    m_ids.rackLine =
        m_rack->addLine(tr("Rack power"), QPen(colours().primary, 3), [this](double nodes) {
            const Scenario &s = this->document()->scenario();
            return rackPowerW(s.cluster.acceleratorsPerNode, std::max(0.0, std::round(nodes)),
                              s.cluster.accelerators, s.accelerator.tdpW, s.cluster.nodeOverheadW) /
                   1e3;
        });
    m_ids.rackNow = m_rack->addPoints(tr("This rack"), colours().primaryDark,
                                      QScatterSeries::MarkerShapeCircle, 14);
    // Measured nodes (one node = a rack of one) and racks, in kW like the axis.
    m_fieldPower = addFieldData(
        m_rack, {FieldChart::NodePower, FieldChart::RackPower}, false,
        [](const FieldComparison &c) {
            const double nodes = c.chart == FieldChart::NodePower
                                     ? 1.0
                                     : c.x / c.entry.scenario.cluster.acceleratorsPerNode;
            return CurvePoint{nodes, c.entry.value / 1e3};
        },
        false);
    for (const RackTier &mark : document->catalog().rackMarks) {
        const bool limit = mark.id == "air-limit";
        const int id = m_rack->addMarker(
            Qt::Horizontal, QPen(limit ? colours().limit : colours().mark, limit ? 2 : 1.2,
                                 limit ? Qt::SolidLine : Qt::DashLine));
        m_rack->setMarker(id, mark.powerW / 1e3,
                          QStringLiteral("%1 %2").arg(catalogText(mark.name),
                                                      formatSi(mark.powerW, QStringLiteral("W"))));
        m_ids.marks.push_back(id);
    }

    // The title stays put (a changing title re-lays out the chart on every tick); N is in the
    // readouts and the fleet panel.
    m_pue =
        new BarPlot({.title = tr("IT and facility load across PUE tiers, for the whole cluster"),
                     .valueTitle = tr("Load (MW)"),
                     .stacked = true,
                     .format = [](double mw) { return formatSi(mw * 1e6, QStringLiteral("W")); }});
    m_pue->setObjectName(QStringLiteral("puePlot"));
    m_ids.itSet = m_pue->addSet(tr("IT load"), colours().primary);
    m_ids.overheadSet = m_pue->addSet(tr("Facility overhead (PUE − 1) × IT"), colours().lost);
    // The tiers chart needs two lines of title, labels of two or three lines and a legend:
    // nearly the rack chart's height, or its bars shrink to a strip on a short screen. The two
    // share the height by these stretches alone: a chart view's size hint is the size it had,
    // which kept the old split whatever the stretches said.
    chartArea()->addWidget(m_pue, 4);
    addChartPanel(m_pue, {QStringLiteral("pue")});
    // A readout hidden behind a question hides the line, point and bars that draw it (the
    // point among the cooling bands is the verdict).
    drawsReadouts({QStringLiteral("Rack power"), QStringLiteral("Cooling verdict")}, m_rack,
                  {m_ids.rackLine, m_ids.rackNow});
    drawsReadouts({QStringLiteral("IT load"), QStringLiteral("Facility load"),
                   QStringLiteral("Facility overhead")},
                  m_pue);
    // The facility load is the IT load × PUE, its overhead the difference, the annual energy
    // it × 8,760 h; the verdict is the rack power against 30 kW.
    readoutPanel()->setCompanions(
        {{QStringLiteral("Facility load"), QStringLiteral("IT load"),
          QStringLiteral("Facility overhead"), QStringLiteral("Annual energy")},
         {QStringLiteral("Cooling verdict"), QStringLiteral("Rack power")}});
    for (QWidget *chart : {static_cast<QWidget *>(m_rack), static_cast<QWidget *>(m_pue)})
        chart->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);

    QVBoxLayout *rack = addInputGroup(tr("Rack"));
    addField(rack, FieldId::AcceleratorsPerNode, {.sliderMin = 1.0, .sliderMax = 64.0});
    addField(rack, FieldId::NodesPerRack, {.sliderMin = 1.0, .sliderMax = 32.0});
    addField(rack, FieldId::AcceleratorTdp,
             {.sliderMin = 100.0, .sliderMax = 2000.0, .label = tr("TDP per accelerator")});
    addField(rack, FieldId::NodeOverhead, {.sliderMin = 0.0, .sliderMax = 10000.0});
    m_hostPreset = addPresetButton(rack, tr("Vendor host power"),
                                   tr("Sets the host power per node to the figure of the "
                                      "accelerator's vendor system (its datasheet's maximum minus "
                                      "the accelerators), one undo step"),
                                   QStringLiteral("hostPowerPreset"), [this] {
                                       const Scenario &s = this->document()->scenario();
                                       if (!s.accelerator.nodeOverheadW)
                                           return;
                                       const double host = *s.accelerator.nodeOverheadW;
                                       this->document()->apply(
                                           tr("Use the vendor system's host power"),
                                           [host](Scenario &t) { t.cluster.nodeOverheadW = host; });
                                   });
    QVBoxLayout *facility = addInputGroup(tr("Facility"));
    addField(facility, FieldId::Pue, {.sliderMin = 1.0, .sliderMax = 2.0});
    addField(facility, FieldId::ElectricityPrice, {.sliderMin = 0.0, .sliderMax = 0.5});
    addField(facility, FieldId::GridIntensity, {.sliderMin = 0.0, .sliderMax = 1000.0});
    m_comparison = addComparison(m_rack, m_comparisonLines);
    // One line: its one note fits it, and the tallest view sets the window's least height.
    setRelevantFlags(viewModelFlags(id()), 1);
}

void PowerView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    m_pue->setFontScale(scale);
    fitVerdictFont();
}

void PowerView::fitVerdictFont()
{
    // 1.2× the view's own (already scaled) font, bold: the verdict is the view's headline
    // (at 1.4× it took the PUE-tier chart's last tick in presentation mode with a lesson).
    QFont big = font();
    big.setPointSizeF((big.pointSizeF() > 0 ? big.pointSizeF() : 10.0) * 1.2);
    big.setBold(true);
    m_verdict->setFont(big);
}

void PowerView::refresh()
{
    const Scenario &s = document()->scenario();
    const Results &r = document()->results();
    const auto &p = r.power;

    // A host power typed by hand is marked: it no longer follows the accelerator picked.
    if (FieldControl *host = control(FieldId::NodeOverhead)) {
        const QString label = fieldSpec(FieldId::NodeOverhead).displayLabel();
        const QString shown = isHandSetNodeOverhead(s) ? tr("%1 (set by hand)").arg(label) : label;
        if (host->label()->text() != shown)
            host->label()->setText(shown);
    }

    // While the verdict or the rack power is hidden behind a question, the banner and its
    // detail line do not give it away.
    const bool verdictHidden = isReadoutHidden(QStringLiteral("Cooling verdict"));
    const bool rackHidden = verdictHidden || isReadoutHidden(QStringLiteral("Rack power"));
    const QString verdict = verdictHidden ? tr("Cooling verdict: ? (predict, then reveal)")
                                          : coolingVerdictText(p.coolingVerdict);
    if (m_verdict->text() != verdict) {
        m_verdict->setText(verdict);
        m_verdict->setStyleSheet(verdictHidden
                                     // The verdict's box to the pixel (an 8 px bar at the
                                     // left, 6 px above and below): the reveal moves nothing.
                                     ? QStringLiteral("QLabel { border: 2px dashed palette(mid); "
                                                      "border-radius: 8px; "
                                                      "padding: 4px 8px 4px 16px; }")
                                     : verdictStyle(p.coolingVerdict));
    }
    const auto nodesPerRack = static_cast<long long>(
        nodesInRack(s.cluster.acceleratorsPerNode, s.cluster.nodesPerRack, s.cluster.accelerators));
    const QString nodes = groupedCount(tr("%n node(s)", nullptr, int(nodesPerRack)), nodesPerRack);
    const QString perNode =
        groupedCount(tr("%n accelerator(s)", nullptr, s.cluster.acceleratorsPerNode),
                     s.cluster.acceleratorsPerNode);
    const QString detail =
        s.cluster.nodeOverheadW > 0
            ? tr("%1 per rack = %2 × (%3 × %4 + %5 host)")
                  .arg(formatSi(p.rackPowerW, QStringLiteral("W")), nodes, perNode,
                       formatSi(s.accelerator.tdpW, QStringLiteral("W")),
                       formatSi(s.cluster.nodeOverheadW, QStringLiteral("W")))
            : tr("%1 per rack = %2 × %3 × %4 (accelerators only)")
                  .arg(formatSi(p.rackPowerW, QStringLiteral("W")), nodes, perNode,
                       formatSi(s.accelerator.tdpW, QStringLiteral("W")));
    // Wrapped between words, never inside one nor between a number and its unit.
    const QString shownDetail = keepTermsWhole(
        rackHidden ? concealQuantity(detail, formatSi(p.rackPowerW, QStringLiteral("W"))) : detail);
    if (m_verdictDetail->text() != shownDetail) {
        m_verdictDetail->setText(shownDetail);
        reserveDetailLines();
    }
    if (s.accelerator.nodeOverheadW) {
        m_hostPreset->setEnabled(*s.accelerator.nodeOverheadW != s.cluster.nodeOverheadW);
        m_hostPreset->setText(
            tr("Vendor host power: %1")
                .arg(formatSi(*s.accelerator.nodeOverheadW, QStringLiteral("W"))));
    } else {
        m_hostPreset->setEnabled(false);
        m_hostPreset->setText(tr("No vendor host power figure"));
    }

    const double nodesMax = std::max(kMaxNodesShown, double(s.cluster.nodesPerRack) * 1.25);
    // A rack line in kW: `of`'s nodes and cluster size, with this TDP and host power.
    auto rackKw = [&](const Scenario &of, double tdpW, double hostW) {
        Curve c = rackPowerCurve(of.cluster.acceleratorsPerNode, of.cluster.accelerators, tdpW,
                                 nodesMax, hostW);
        for (CurvePoint &p : c)
            p.y /= 1e3;
        return c;
    };
    const Curve rack = rackKw(s, s.accelerator.tdpW, s.cluster.nodeOverheadW);
    const double kwAtMax = rack.back().y;
    const double yMax =
        std::ceil(std::max({120.0, p.rackPowerW / 1e3 * 1.15, std::min(kwAtMax, 400.0)}) / 20) * 20;
    m_rack->setRanges(0, nodesMax, 0, yMax);
    m_rack->setBand(m_ids.air, 0, kAirCoolingLimitW / 1e3);
    m_rack->setBand(m_ids.liquid, kAirCoolingLimitW / 1e3, kDirectToChipFromW / 1e3);
    m_rack->setBand(m_ids.directToChip, kDirectToChipFromW / 1e3, yMax);
    m_rack->setData(m_ids.rackLine, rack);
    m_rack->setData(m_ids.rackNow, {{double(s.cluster.nodesPerRack), p.rackPowerW / 1e3}});
    std::vector<PlotView::Ghost> rackGhosts, rackPoints;
    std::vector<BarPlot::Ghost> loadGhosts;
    for (const GhostDesign &g : ghostDesigns()) {
        const Scenario &d = *g.scenario;
        rackGhosts.push_back({g.name, rackKw(d, d.accelerator.tdpW, d.cluster.nodeOverheadW)});
        rackPoints.push_back(
            {g.name, {{double(d.cluster.nodesPerRack), g.results->power.rackPowerW / 1e3}}});
        std::vector<double> total;
        for (const FacilityLoadBar &bar :
             facilityLoadAcrossPueTiers(document()->catalog(), *g.results, d.facility.pue))
            total.push_back((bar.itLoadW + bar.overheadW) / 1e6);
        loadGhosts.push_back({g.name, std::move(total)});
    }
    m_rack->setGhosts(m_ids.rackLine, rackGhosts);
    m_rack->setGhosts(m_ids.rackNow, rackPoints);
    const auto &accelerators = document()->catalog().accelerators;
    for (size_t i = 0; i < accelerators.size() && i < m_comparisonLines.size(); ++i) {
        const bool shown =
            document()->comparison()->isChecked(QString::fromStdString(accelerators[i].id)) &&
            !isPickedAccelerator(s, accelerators[i]); // the solid line already
        m_rack->setSeriesVisible(m_comparisonLines[i], shown);
        if (shown)
            m_rack->setData(
                m_comparisonLines[i],
                rackKw(s, accelerators[i].tdpW, comparedNodeOverheadW(s, accelerators[i])));
    }
    m_comparison->refresh();

    QStringList categories;
    std::vector<double> it, overhead;
    for (const FacilityLoadBar &bar :
         facilityLoadAcrossPueTiers(document()->catalog(), r, s.facility.pue)) {
        // The scenario's own bar: its PUE is in the readouts; a changing label re-lays out the
        // axis.
        categories << (bar.tier
                           ? QStringLiteral("%1<br>PUE %2")
                                 .arg(catalogText(bar.tier->shortName), formatNumber(bar.pue, 2))
                           : tr("This<br>scenario"));
        it.push_back(bar.itLoadW / 1e6);
        overhead.push_back(bar.overheadW / 1e6);
    }
    m_pue->setCategories(categories);
    m_pue->setValues(m_ids.itSet, it);
    m_pue->setValues(m_ids.overheadSet, overhead);
    m_pue->setGhosts(loadGhosts); // IT + overhead of each pinned design, as outlines
    double maxLoad = 0;
    for (size_t i = 0; i < it.size(); ++i)
        maxLoad = std::max(maxLoad, it[i] + overhead[i]);
    m_pue->setValueRange(0, maxLoad > 0 ? maxLoad * 1.05 : 1);
    setReadouts(powerReadouts(s, r));
}

QString PowerView::slideCaption() const
{
    const Scenario &s = document()->scenario();
    return joinCaption(
        captionStart()
        << tr("TDP %1").arg(formatSi(s.accelerator.tdpW, QStringLiteral("W")))
        << tr("%1 per node, %2 nodes per rack")
               .arg(s.cluster.acceleratorsPerNode)
               .arg(s.cluster.nodesPerRack)
        // The host power the coupled model adds to every node.
        << (s.cluster.nodeOverheadW > 0
                ? tr("host %1 per node").arg(formatSi(s.cluster.nodeOverheadW, QStringLiteral("W")))
                : QString())
        << tr("PUE %1").arg(formatNumber(s.facility.pue, 2)));
}

bool PowerView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_verdictDetail && event->type() == QEvent::Resize)
        reserveDetailLines();
    return ExplorerView::eventFilter(watched, event);
}

void PowerView::reserveDetailLines()
{
    const int width = m_verdictDetail->width();
    if (width <= 0)
        return;
    const double text = QFontMetricsF(m_verdictDetail->font())
                            .horizontalAdvance(plainText(m_verdictDetail->text()));
    reserveLines(m_verdictDetail, text * 1.2 <= width ? 1 : 2);
}

} // namespace fleet
