// The computed value of each interconnect, compute and scaling row: link bandwidth and
// latency from the catalog, roofline and decode on H100 (Williams et al. 2009), the empirical
// scaling efficiency and Amdahl (1967), ring AllReduce and ρ, the compound utilization
// example and the overhead budget — with the values each row's texts quote.
#include "computehelpers.h"

#include "scenario.h"

#include <QCoreApplication>

namespace fleet::reference {
namespace {

constexpr double kRingGpus = 256;      // the ρ table's data-parallel AllReduce
constexpr double kCompoundGpus = 1024; // the compound utilization example
constexpr double kCompoundMfu = 0.50;

const Link &linkOf(const PrintedRow &row, const Catalog &c)
{
    return need(c.findLink(row.id));
}

QString linkSource(const PrintedRow &row, const Catalog &c)
{
    const Link *l = c.findLink(row.id);
    return l ? fromStd(l->source) : QString();
}

double llama8bParameters(const Catalog &c)
{
    return need(c.findModel("llama-3.1-8b")).parameters;
}

double ridgeOfH100(const Catalog &c)
{
    return ridgePoint(h100(c).peakBf16FlopPerS, h100(c).hbmBandwidthBytesPerS);
}

/// Ring AllReduce of a catalog model's BF16 weights over 256 GPUs on IB NDR, in seconds.
double ringS(const Catalog &c, const char *model)
{
    return ringAllReduceTime(need(c.findModel(model)).parameters * kBf16Bytes, kRingGpus,
                             alphaBeta(ndr(c)))
        .totalS();
}

/// ρ = T_comm / (T_compute / N); throws when the ring time cannot be computed.
double rho(const Catalog &c, const char *model, double computePerGpuS)
{
    return commComputeRatio(computeOr([&] { return ringS(c, model); }).value(), computePerGpuS);
}

/// The link as the ρ inputs quote it: "IB NDR (50 GB/s, α = 5 µs)".
QString ndrText(const Catalog &c)
{
    return describe([&] {
        return QStringLiteral("IB NDR (%1, α = %2)")
            .arg(gbps(ndr(c).bandwidthBytesPerS), usec(ndr(c).latencyS));
    });
}

/// An ideal one-way 16 MB transfer over NVLink 4.0, bandwidth only, in seconds.
double nvlinkTransferS(const Catalog &c)
{
    return transferTimeS(16e6, alphaBeta(nvlink4(c)), false);
}

// The compound example: 1,024 × H100 at MFU 0.50, the empirical efficiency at 1,024 GPUs and
// the overhead budget without the pipeline bubble (MFU already contains it).
double compoundScaling()
{
    return empiricalScalingEfficiency(kCompoundGpus);
}
double compoundGoodputValue()
{
    return operationalGoodput(0, 0.03, 0.10, 0.05);
}
double compoundPeak(const Catalog &c)
{
    return effectiveFlopPerS(kCompoundGpus, h100(c).peakBf16FlopPerS, 1, 1, 1);
}
double compoundEffective(const Catalog &c)
{
    return effectiveFlopPerS(kCompoundGpus, h100(c).peakBf16FlopPerS, kCompoundMfu,
                             compoundScaling(), compoundGoodputValue());
}

/// The full four-term budget and the same without the pipeline bubble (kGoodputNote).
QStringList goodputArgs()
{
    return {formatNumber(operationalGoodput(0.05, 0.03, 0.10, 0.05), 2),
            formatNumber(operationalGoodput(0, 0.03, 0.10, 0.05), 2)};
}

} // namespace

ComputedRow linkBandwidthGbps(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] { return linkOf(row, c).bandwidthBytesPerS / kGB; }),
            .source = linkSource(row, c)};
}

ComputedRow linkTotalBandwidthGbps(const PrintedRow &row, const Catalog &c)
{
    auto perDirection = [&] { return QStringList{gbps(linkOf(row, c).bandwidthBytesPerS)}; };
    return {.value =
                computeOr([&] { return linkOf(row, c).bidirectionalBandwidthBytesPerS() / kGB; }),
            .inputsArgs = quote(perDirection),
            .noteArgs = quote(perDirection),
            .source = linkSource(row, c)};
}

ComputedRow linkLatencyUs(const PrintedRow &row, const Catalog &c)
{
    return {.value = computeOr([&] { return linkOf(row, c).latencyS * 1e6; }),
            .source = linkSource(row, c)};
}

ComputedRow nvlinkOverNdrBandwidth(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr(
                [&] { return nvlink4(c).bandwidthBytesPerS / ndr(c).bandwidthBytesPerS; }),
            .inputsArgs = quote([&] {
                return QStringList{gbps(nvlink4(c).bandwidthBytesPerS),
                                   gbps(ndr(c).bandwidthBytesPerS)};
            }),
            .noteArgs = quote([&] {
                const double total = nvlink4(c).bidirectionalBandwidthBytesPerS();
                return QStringList{gbps(total), formatReadable(total / ndr(c).bandwidthBytesPerS)};
            })};
}

ComputedRow defaultMfu(const PrintedRow &, const Catalog &)
{
    return {.noteArgs = QStringList{pct(Scenario{}.scaling.mfu)}};
}

ComputedRow empiricalScalingPctAt(const PrintedRow &row, const Catalog &)
{
    return {.value = computeOr([&] { return empiricalScalingEfficiency(row.gpus) * 100; })};
}

ComputedRow scalingLossPctAt(const PrintedRow &row, const Catalog &)
{
    return {.value = computeOr([&] { return (1 - empiricalScalingEfficiency(row.gpus)) * 100; })};
}

ComputedRow impliedScalingPct(const PrintedRow &, const Catalog &)
{
    // Observed 2.5× from 1,024 to 4,096 GPUs, from the empirical efficiency at 1,024.
    const double base = empiricalScalingEfficiency(1024);
    const auto implied =
        computeOr([&] { return impliedScalingEfficiency(2.5, 1024, base, 4096) * 100; });
    return {.value = implied,
            .inputsArgs = QStringList{pct(base)},
            .noteArgs = quote([&] {
                return QStringList{formatReadable(implied.value()),
                                   pct(empiricalScalingEfficiency(4096))};
            })};
}

ComputedRow amdahlSpeedupAt(const PrintedRow &row, const Catalog &)
{
    return {.value = computeOr([&] { return amdahlSpeedup(kSerial, row.gpus); })};
}

ComputedRow amdahlEfficiencyPctAt(const PrintedRow &row, const Catalog &)
{
    // The s that would give the empirical efficiency at N: Amdahl solved for s,
    // s = (1/S − 1/N) / (1 − 1/N) with S = N · η.
    const double n = row.gpus;
    const double eta = empiricalScalingEfficiency(n);
    const double speedup = n * eta;
    const double s = (1 / speedup - 1.0 / n) / (1 - 1.0 / n);
    return {.value = computeOr([&] { return amdahlEfficiency(kSerial, n) * 100; }),
            .noteArgs = QStringList{pct(eta), formatPercent(s, 2)}};
}

ComputedRow amdahlCeiling(const PrintedRow &, const Catalog &)
{
    return {.value = computeOr([] { return amdahlLimit(kSerial); })};
}

ComputedRow h100RidgePoint(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return ridgeOfH100(c); }),
            .inputsArgs = quote([&] {
                return QStringList{formatSi(h100(c).peakBf16FlopPerS, QStringLiteral("FLOP/s")),
                                   formatSi(h100(c).hbmBandwidthBytesPerS, QStringLiteral("B/s"))};
            })};
}

ComputedRow decodeWeightsGb(const PrintedRow &, const Catalog &c)
{
    return {
        .value =
            computeOr([&] { return decodeWeightsBytes(llama8bParameters(c), kBf16Bytes) / kGB; }),
        .inputsArgs = quote([&] { return QStringList{formatParameters(llama8bParameters(c))}; })};
}

ComputedRow decodeGflopPerToken(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] {
                return decodeIntensity(1, kBf16Bytes) *
                       decodeWeightsBytes(llama8bParameters(c), kBf16Bytes) / 1e9;
            })};
}

ComputedRow decodeIntensityBatch1(const PrintedRow &, const Catalog &)
{
    return {.value = computeOr([] { return decodeIntensity(1, kBf16Bytes); })};
}

ComputedRow decodeBoundOnH100(const PrintedRow &, const Catalog &c)
{
    const auto ridge = computeOr([&] { return ridgeOfH100(c); });
    if (!ridge)
        return {};
    const double i = decodeIntensity(1, kBf16Bytes);
    const bool memory = rooflineBound(i, *ridge) == Bound::Memory;
    return {.words = QStringLiteral("%1 (%2 %3 %4 FLOP/byte)")
                         .arg(memory ? QCoreApplication::translate("Reference", "Memory-bound")
                                     : QCoreApplication::translate("Reference", "Compute-bound"),
                              formatReadable(i), memory ? QStringLiteral("<") : QStringLiteral("≥"),
                              formatReadable(*ridge)),
            .wordsMatch = memory};
}

ComputedRow decodeTokensPerSOnH100(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] {
                return decodeTokensPerS(h100(c).peakBf16FlopPerS, h100(c).hbmBandwidthBytesPerS,
                                        llama8bParameters(c), kBf16Bytes, 1);
            }),
            .inputsArgs = quote([&] {
                return QStringList{formatSi(h100(c).hbmBandwidthBytesPerS, QStringLiteral("B/s")),
                                   formatSi(decodeWeightsBytes(llama8bParameters(c), kBf16Bytes),
                                            QStringLiteral("B")),
                                   formatSi(h100(c).peakBf16FlopPerS, QStringLiteral("FLOP/s"))};
            })};
}

ComputedRow ringAllReduce7bMs(const PrintedRow &, const Catalog &c)
{
    const auto t = computeOr([&] { return ringS(c, "llama-2-7b"); });
    return {.value = t ? std::optional<double>(*t * 1e3) : std::nullopt,
            .inputsArgs = quote([&] {
                const double parameters = need(c.findModel("llama-2-7b")).parameters;
                return QStringList{formatParameters(parameters),
                                   formatSi(parameters * kBf16Bytes, QStringLiteral("B")),
                                   ndrText(c)};
            })};
}

ComputedRow rho7b(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return rho(c, "llama-2-7b", 5.0); })};
}

ComputedRow rho7bPct(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return rho(c, "llama-2-7b", 5.0) * 100; })};
}

ComputedRow ringAllReduceBertMs(const PrintedRow &, const Catalog &c)
{
    const auto t = computeOr([&] { return ringS(c, "bert-large"); });
    auto parameters = [&] { return need(c.findModel("bert-large")).parameters; };
    return {.value = t ? std::optional<double>(*t * 1e3) : std::nullopt,
            .inputsArgs = quote([&] {
                return QStringList{formatParameters(parameters()), ndrText(c)};
            }),
            .noteArgs = quote([&] {
                // What the printed "350M" itself would give.
                const double ms350 =
                    ringAllReduceTime(350e6 * kBf16Bytes, kRingGpus, alphaBeta(ndr(c))).totalS() *
                    1e3;
                return QStringList{formatParameters(parameters()), formatNumber(ms350, 1)};
            })};
}

ComputedRow rhoBert(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return rho(c, "bert-large", 10e-3); })};
}

ComputedRow nvlinkTransfer16MbMs(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return nvlinkTransferS(c) * 1e3; }),
            .inputsArgs = quote([&] { return QStringList{gbps(nvlink4(c).bandwidthBytesPerS)}; })};
}

ComputedRow nvlinkTransfer16MbRho(const PrintedRow &, const Catalog &c)
{
    // Against ≈ 1 ms of compute for one layer.
    return {.value = computeOr([&] { return commComputeRatio(nvlinkTransferS(c), 1e-3); })};
}

ComputedRow compoundPeakTflops(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return compoundPeak(c) / kTflop; }),
            .inputsArgs = quote([&] {
                return QStringList{formatSi(h100(c).peakBf16FlopPerS, QStringLiteral("FLOP/s"))};
            })};
}

ComputedRow compoundGoodput(const PrintedRow &, const Catalog &)
{
    return {.value = compoundGoodputValue(), .noteArgs = goodputArgs()};
}

ComputedRow compoundEffectiveTflops(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return compoundEffective(c) / kTflop; }),
            .inputsArgs =
                QStringList{formatNumber(kCompoundMfu, 2), formatNumber(compoundScaling(), 2),
                            formatNumber(compoundGoodputValue(), 2)}};
}

ComputedRow compoundDeliveredPct(const PrintedRow &, const Catalog &c)
{
    // The note: what the full four-term budget would deliver.
    const double full = operationalGoodput(0.05, 0.03, 0.10, 0.05);
    return {.value = computeOr([&] { return compoundEffective(c) / compoundPeak(c) * 100; }),
            .noteArgs =
                QStringList{formatNumber(full, 2), pct(kCompoundMfu * compoundScaling() * full)}};
}

ComputedRow compoundLostPct(const PrintedRow &, const Catalog &c)
{
    return {.value = computeOr([&] { return (1 - compoundEffective(c) / compoundPeak(c)) * 100; })};
}

ComputedRow seedBudgetGoodputPct(const PrintedRow &, const Catalog &)
{
    return {.value = computeOr([] { return operationalGoodput(0.05, 0.03, 0.10, 0.05) * 100; }),
            .noteArgs = goodputArgs()};
}

ComputedRow defaultBudgetGoodputPct(const PrintedRow &, const Catalog &)
{
    const Scenario::Operations ops{};
    return {.value = computeOr([&] {
                return operationalGoodput(ops.pipelineBubble, ops.checkpointing,
                                          ops.failureRecovery, ops.maintenance) *
                       100;
            }),
            .noteArgs = goodputArgs()};
}

ComputedRow defaultPipelineBubblePct(const PrintedRow &, const Catalog &)
{
    return {.value = Scenario::Operations{}.pipelineBubble * 100};
}

ComputedRow defaultCheckpointingPct(const PrintedRow &, const Catalog &)
{
    return {.value = Scenario::Operations{}.checkpointing * 100};
}

ComputedRow defaultFailureRecoveryPct(const PrintedRow &, const Catalog &)
{
    return {.value = Scenario::Operations{}.failureRecovery * 100};
}

ComputedRow defaultMaintenancePct(const PrintedRow &, const Catalog &)
{
    return {.value = Scenario::Operations{}.maintenance * 100};
}

} // namespace fleet::reference
