// The computed value of each reliability, power and hardware row: cluster MTBF and the
// probability of a failure within 24 h, checkpoint size and write time, rack power and the
// cooling verdict, PUE and facility loads, and the catalog's accelerator figures — with the
// values each row's texts quote and, for catalog figures, their sources.
#include "computehelpers.h"

#include "scenario.h"

#include <QCoreApplication>

#include <limits>

namespace fleet::reference {
namespace {

constexpr double kH100Fleet = 10000; // the power rule of thumb's 10,000 × H100
constexpr double kTenMegawattIt = 10e6;

double checkpointBytesOf(const PrintedRow &row, const Catalog &c)
{
    return checkpointBytes(need(c.findModel(row.id)).parameters, kCheckpointBytesPerParam);
}

/// The checkpoint of model `id` in `unit` bytes, quoting its parameter count.
ComputedRow checkpointSize(const PrintedRow &row, const Catalog &c, double unit)
{
    return {.value = computeOr([&] { return checkpointBytesOf(row, c) / unit; }),
            .inputsArgs = quote([&] {
                return QStringList{formatParameters(need(c.findModel(row.id)).parameters)};
            })};
}

/// The model's cooling verdict for rack mark `id`, and whether it is the printed one.
ComputedRow cooling(const PrintedRow &row, const Catalog &c, CoolingVerdict printed)
{
    const RackTier *mark = findRack(c, row.id);
    if (!mark)
        return {};
    const CoolingVerdict v = coolingVerdict(mark->powerW);
    return {.words = coolingVerdictText(v), .wordsMatch = v == printed};
}

double itLoad10kH100W(const Catalog &c)
{
    return itLoadW(kH100Fleet, h100(c).tdpW);
}

double tenMegawattFacilityW(const Catalog &c, std::string_view tier)
{
    return facilityLoadW(kTenMegawattIt, need(findPue(c, tier)).pue);
}

const Accelerator &acceleratorOf(const PrintedRow &row, const Catalog &c)
{
    return need(c.findAccelerator(row.id));
}

/// A figure of accelerator `id` with the source of its catalog field.
ComputedRow acceleratorFigure(const PrintedRow &row, const Catalog &c, double Accelerator::*field,
                              double unit, std::string_view fieldName)
{
    return {.value = computeOr([&] { return acceleratorOf(row, c).*field / unit; }),
            .source = fromStd(c.sourceOf(row.id, fieldName))};
}

const Link &scaleUpLinkOf(const PrintedRow &row, const Catalog &c)
{
    return need(c.findLink(acceleratorOf(row, c).scaleUpLink));
}

ComputedRow scaleUpLink(const PrintedRow &row, const Catalog &c, bool total)
{
    // The link's own source, or the accelerator's when the link is missing.
    QString source = fromStd(c.sourceOf(row.id, ""));
    if (const Accelerator *a = c.findAccelerator(row.id)) {
        if (const Link *l = c.findLink(a->scaleUpLink))
            source = fromStd(l->source);
    }
    return {.value = computeOr([&] {
                const Link &l = scaleUpLinkOf(row, c);
                return (total ? l.bidirectionalBandwidthBytesPerS() : l.bandwidthBytesPerS) / kGB;
            }),
            .inputsArgs = quote([&] { return QStringList{fromStd(scaleUpLinkOf(row, c).id)}; }),
            .noteArgs = QStringList{describe([&] {
                                        return gbps(scaleUpLinkOf(row, c).bandwidthBytesPerS);
                                    }),
                                    describe([&] { return gbps(nvlink4(c).bandwidthBytesPerS); })},
            .source = source};
}

} // namespace

ComputedRow clusterMtbfHAt(const PrintedRow &row, const Catalog &)
{
    return {.value = computeOr([&] { return clusterMtbfH(kMttfH, row.gpus); })};
}

ComputedRow clusterMtbfMinAt(const PrintedRow &row, const Catalog &)
{
    return {.value = computeOr([&] { return clusterMtbfH(kMttfH, row.gpus) * 60; })};
}

ComputedRow failureWithin24hPctAt(const PrintedRow &row, const Catalog &)
{
    auto mtbf = [&] { return clusterMtbfH(kMttfH, row.gpus); };
    const auto p = computeOr([&] { return failureProbability(kHorizonH, mtbf()); });
    return {.value = p ? std::optional<double>(*p * 100) : std::nullopt,
            .noteArgs = quote(
                [&] { return QStringList{formatReadable(expectedFailures(kHorizonH, mtbf()))}; })};
}

ComputedRow checkpointGb(const PrintedRow &row, const Catalog &c)
{
    return checkpointSize(row, c, kGB);
}

ComputedRow checkpointTb(const PrintedRow &row, const Catalog &c)
{
    return checkpointSize(row, c, kTB);
}

ComputedRow checkpointWriteS(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] {
                return checkpointWriteTimeS(checkpointBytesOf(row, c), kStorageBytesPerS);
            })};
}

ComputedRow checkpointWriteMin(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] {
                return checkpointWriteTimeS(checkpointBytesOf(row, c), kStorageBytesPerS) / 60;
            })};
}

ComputedRow rackKw(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] { return need(findRack(c, row.id)).powerW / 1e3; })};
}

ComputedRow rackCoolingAir(const PrintedRow &row, const Catalog &c)
{
    return cooling(row, c, CoolingVerdict::Air);
}

ComputedRow rackCoolingLiquid(const PrintedRow &row, const Catalog &c)
{
    return cooling(row, c, CoolingVerdict::Liquid);
}

ComputedRow rackCoolingDirectToChip(const PrintedRow &row, const Catalog &c)
{
    return cooling(row, c, CoolingVerdict::DirectToChip);
}

ComputedRow airCoolingLimitKw(const PrintedRow &, const Catalog &)
{
    return {.value = computeOr([] { return kAirCoolingLimitW / 1e3; })};
}

ComputedRow airCoolingThreshold(const PrintedRow &, const Catalog &)
{
    // Air at the limit itself, liquid at the next representable power above it.
    const bool airAtLimit = coolingVerdict(kAirCoolingLimitW) == CoolingVerdict::Air;
    const bool liquidAbove =
        coolingVerdict(std::nextafter(
            kAirCoolingLimitW, std::numeric_limits<double>::infinity())) == CoolingVerdict::Liquid;
    const QString kw = formatNumber(kAirCoolingLimitW / 1e3, 0);
    return {.words =
                QCoreApplication::translate("Reference", "Air up to %1 kW, liquid above").arg(kw),
            .wordsMatch = airAtLimit && liquidAbove,
            .inputsArgs = QStringList{kw}};
}

ComputedRow aiOverTraditionalRack(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] {
                return need(findRack(c, "ai-current")).powerW /
                       need(findRack(c, "traditional")).powerW;
            })};
}

ComputedRow pueOfTier(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] { return need(findPue(c, row.id)).pue; })};
}

ComputedRow pueOverheadKwPerMw(const PrintedRow &row, const Catalog &c)
{
    return {.value =
                computeOr([&] { return overheadWPerMwIt(need(findPue(c, row.id)).pue) / 1e3; })};
}

ComputedRow itLoad10kH100Mw(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return itLoad10kH100W(c) / 1e6; }),
            .inputsArgs =
                quote([&] { return QStringList{formatSi(h100(c).tdpW, QStringLiteral("W"))}; }),
            .noteArgs = quote([&] {
                return QStringList{
                    formatSi(facilityLoadW(itLoad10kH100W(c), 1.40), QStringLiteral("W"))};
            })};
}

ComputedRow facilityLoad10kH100Mw(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] {
                return facilityLoadW(itLoad10kH100W(c), need(findPue(c, row.id)).pue) / 1e6;
            })};
}

ComputedRow facilityLoad10MwItMw(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] { return tenMegawattFacilityW(c, row.id) / 1e6; })};
}

ComputedRow pueSaving10MwMw(const PrintedRow &, const Catalog &c)
{
    auto savedW = [&] {
        return tenMegawattFacilityW(c, "legacy-enterprise") -
               tenMegawattFacilityW(c, "liquid-cooled-ai");
    };
    const double price = Scenario{}.facility.electricityUsdPerKwh;
    return {.value = computeOr([&] { return savedW() / 1e6; }),
            .noteArgs = quote([&] {
                return QStringList{formatUsd(annualCostUsd(annualEnergyWh(savedW()), price)),
                                   formatNumber(price, 2)};
            })};
}

ComputedRow acceleratorPeakTflops(const PrintedRow &row, const Catalog &c)
{
    return acceleratorFigure(row, c, &Accelerator::peakBf16FlopPerS, kTflop,
                             "peak_bf16_flop_per_s");
}

ComputedRow acceleratorHbmTBps(const PrintedRow &row, const Catalog &c)
{
    return acceleratorFigure(row, c, &Accelerator::hbmBandwidthBytesPerS, kTB,
                             "hbm_bandwidth_bytes_per_s");
}

ComputedRow acceleratorHbmGb(const PrintedRow &row, const Catalog &c)
{
    return acceleratorFigure(row, c, &Accelerator::hbmCapacityBytes, kGB, "hbm_capacity_bytes");
}

ComputedRow acceleratorTdpW(const PrintedRow &row, const Catalog &c)
{
    return acceleratorFigure(row, c, &Accelerator::tdpW, 1, "tdp_w");
}

ComputedRow scaleUpLinkGbps(const PrintedRow &row, const Catalog &c)
{
    return scaleUpLink(row, c, false);
}

ComputedRow scaleUpLinkTotalGbps(const PrintedRow &row, const Catalog &c)
{
    return scaleUpLink(row, c, true);
}

} // namespace fleet::reference
