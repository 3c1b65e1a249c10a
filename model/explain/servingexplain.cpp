// Readouts of the serving view: TPOT and TTFT with their parts, the request latency, Little's
// law (Q = λ · T), replicas and accelerators, memory, the fleet's racks and cooling verdict,
// power, energy and cost per output token.
#include "explaintext.h"

#include "coupling.h"

#include <cmath>

namespace fleet {

using namespace explain;

namespace {

QString ms(double s)
{
    return formatDuration(s);
}

QString targetText(ServingTarget t)
{
    switch (t) {
    case ServingTarget::None:
        return Explain::tr("every target met");
    case ServingTarget::Memory:
        return Explain::tr("the batch does not fit in HBM");
    case ServingTarget::Tpot:
        return Explain::tr("TPOT misses its target");
    case ServingTarget::Ttft:
        return Explain::tr("TTFT misses its target");
    }
    return {};
}

} // namespace

ServingRacks servingRacks(const Scenario &s, const ServingResult &v)
{
    ServingRacks out;
    const double g = s.cluster.acceleratorsPerNode;
    const double perRack = s.cluster.nodesPerRack;
    out.racks = std::ceil(v.nodes / std::max(1.0, perRack));
    // The fullest rack as the power view has it, for the serving fleet's accelerators.
    out.rackPowerW = rackPowerW(g, perRack, std::max(1.0, v.accelerators), s.accelerator.tdpW,
                                s.cluster.nodeOverheadW);
    out.verdict = coolingVerdict(out.rackPowerW);
    return out;
}

std::vector<Readout> servingReadouts(const Scenario &s, const Results &r)
{
    const ServingResult &v = r.serving;
    const auto &in = s.serving;
    std::vector<Readout> out;
    const ServingDecode &d = v.decode;
    out.push_back(
        {Explain::tr("TPOT"),
         // The regime on a line of its own: the value stays as narrow as the others.
         ms(v.tpotS) + QLatin1Char('\n') +
             (d.bound == Bound::Memory ? Explain::tr("memory-bound")
                                       : Explain::tr("compute-bound")),
         Explain::tr("max(bytes / (BW · e_bw), FLOPs / R_peak) + 2 · L · T_ring(2 · B · h, t_s)"),
         Explain::tr("max(%1 / (%2 × %3), %4 / %5) + %6\n= max(%7, %8) + %6 = %9 at B = %10")
             .arg(bytes(d.bytes), bytesPerS(s.accelerator.hbmBandwidthBytesPerS),
                  formatPercent(in.bandwidthEfficiency, 0),
                  formatSi(d.flop, QStringLiteral("FLOP")), flops(s.peakFlopPerS()),
                  ms(d.allReduceS), ms(d.memoryS), ms(d.computeS), ms(v.tpotS))
             .arg(count(v.batch)),
         Explain::tr("SPEC §9.2: the decode roofline with the KV cache (§6.1) and the replica's "
                     "tensor-parallel AllReduces (Shoeybi et al. 2019); attention FLOPs left out"),
         v.tpotSloMet ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = v.tpotS;
    const ServingPrefill &p = v.prefill;
    out.push_back({Explain::tr("TTFT"), ms(v.ttftS),
                   Explain::tr("max(2 · P_a · L_in / t_s / R_peak, P · b_w / t_s / (BW · e_bw)) + "
                               "AllReduces"),
                   QStringLiteral("max(%1, %2) + %3 = %4")
                       .arg(ms(p.computeS), ms(p.memoryS), ms(p.allReduceS), ms(v.ttftS)),
                   Explain::tr("SPEC §9.2; one prompt on an idle replica: queueing is left out"),
                   v.ttftSloMet ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = v.ttftS;
    out.push_back(
        {Explain::tr("Request latency"), ms(v.requestLatencyS),
         QStringLiteral("T = TTFT + L_out · TPOT"),
         QStringLiteral("%1 + %2 × %3 = %4")
             .arg(ms(v.ttftS), count(in.outputTokens), ms(v.tpotS), ms(v.requestLatencyS)),
         Explain::tr("SPEC §9.2")});
    out.back().number = v.requestLatencyS;
    out.push_back(
        {Explain::tr("Requests in flight"), formatReadable(v.concurrency),
         Explain::tr("Q = λ · T (Little's law)"),
         Explain::tr("%1 requests/s × %2 = %3 requests")
             .arg(formatReadable(in.arrivalRateRps), ms(v.requestLatencyS),
                  formatReadable(v.concurrency)),
         Explain::tr("Little 1961; the appendix: inference is sized like a web service")});
    out.back().number = v.concurrency;
    out.push_back({Explain::tr("Replicas"), count(v.replicas), QStringLiteral("⌈Q / (B · u)⌉"),
                   QStringLiteral("⌈%1 / (%2 × %3)⌉ = %4")
                       .arg(formatReadable(v.concurrency), count(v.batch),
                            formatPercent(in.targetUtilization, 0), count(v.replicas)),
                   v.batchAuto
                       ? Explain::tr("B chosen automatically: the largest that fits and meets the "
                                     "TPOT target")
                       : Explain::tr("B set by hand"),
                   v.sloUnreachable ? Readout::Tone::Bad : Readout::Tone::Neutral});
    out.back().number = v.replicas;
    out.push_back({Explain::tr("Serving accelerators"), count(v.accelerators),
                   Explain::tr("replicas × t_s"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(v.replicas), count(in.tensor), count(v.accelerators)),
                   Explain::tr("A replica never spans two nodes: %1 nodes").arg(count(v.nodes))});
    out.back().number = v.accelerators;
    out.push_back(
        {Explain::tr("Targets"),
         v.sloUnreachable ? Explain::tr("No batch meets them:\n%1").arg(targetText(v.failingTarget))
                          : targetText(v.failingTarget),
         Explain::tr("TPOT ≤ %1, TTFT ≤ %2, memory ≤ HBM").arg(ms(in.tpotSloS), ms(in.ttftSloS)),
         Explain::tr("TPOT %1, TTFT %2, memory %3 of %4; memory allows B ≤ %5")
             .arg(ms(v.tpotS), ms(v.ttftS), bytes(v.memoryPerAcceleratorBytes),
                  bytes(s.accelerator.hbmCapacityBytes), count(v.memoryLimitBatch)),
         Explain::tr("SPEC §9.2"),
         v.failingTarget == ServingTarget::None ? Readout::Tone::Good : Readout::Tone::Bad});
    out.push_back(
        {Explain::tr("Serving memory per accelerator"), bytes(v.memoryPerAcceleratorBytes),
         QStringLiteral("(P · b_w + B · (L_in + L_out) · k) / t_s"),
         QStringLiteral("(%1 + %2 × %3 × %4) / %5 = %6")
             .arg(bytes(s.workload.parameters * s.workload.bytesPerParameter), count(v.batch),
                  count(in.promptTokens + in.outputTokens), bytes(s.workload.kvBytesPerToken),
                  count(in.tensor), bytes(v.memoryPerAcceleratorBytes)),
         Explain::tr("SPEC §9.2; HBM %1").arg(bytes(s.accelerator.hbmCapacityBytes)),
         v.fits ? Readout::Tone::Neutral : Readout::Tone::Bad});
    out.back().number = v.memoryPerAcceleratorBytes;
    out.push_back({Explain::tr("Tokens/s per accelerator"),
                   formatSi(v.decodeTokensPerSPerAccelerator, QStringLiteral("tokens/s")),
                   QStringLiteral("B / (TPOT · t_s)"),
                   QStringLiteral("%1 / (%2 × %3) = %4")
                       .arg(count(v.batch), ms(v.tpotS), count(in.tensor),
                            formatReadable(v.decodeTokensPerSPerAccelerator)),
                   Explain::tr("One busy accelerator's decode rate at the batch used")});
    out.back().number = v.decodeTokensPerSPerAccelerator;
    const ServingRacks racks = servingRacks(s, v);
    out.push_back({Explain::tr("Serving racks"), count(racks.racks),
                   Explain::tr("⌈nodes / nodes per rack⌉"),
                   Explain::tr("⌈%1 / %2⌉ = %3 racks; fullest rack %4")
                       .arg(count(v.nodes), count(s.cluster.nodesPerRack), count(racks.racks),
                            watts(racks.rackPowerW)),
                   Explain::tr("Appendix table 6 (air ≤ 30 kW per rack)")});
    out.back().number = racks.racks;
    // The verdict as the power view says it, in its own readout.
    out.push_back({Explain::tr("Serving cooling"), coolingVerdictValue(racks.verdict),
                   Explain::tr("the power view's rules for the fullest rack"),
                   Explain::tr("fullest rack %1; air ≤ 30 kW").arg(watts(racks.rackPowerW)),
                   Explain::tr("Appendix table 6 (the power density wall)"),
                   racks.verdict == CoolingVerdict::Air      ? Readout::Tone::Good
                   : racks.verdict == CoolingVerdict::Liquid ? Readout::Tone::Warning
                                                             : Readout::Tone::Bad});
    out.back().alternatives = coolingVerdictValues();
    out.push_back({Explain::tr("Serving IT power"), watts(v.itPowerW),
                   Explain::tr("accelerators × TDP + nodes × host power"),
                   QStringLiteral("%1 × %2 + %3 × %4 = %5")
                       .arg(count(v.accelerators), watts(s.accelerator.tdpW), count(v.nodes),
                            watts(s.cluster.nodeOverheadW), watts(v.itPowerW)),
                   Explain::tr("Every accelerator counted at TDP")});
    out.back().number = v.itPowerW;
    out.push_back(
        {Explain::tr("Serving facility power"), watts(v.facilityPowerW), QStringLiteral("IT × PUE"),
         QStringLiteral("%1 × %2 = %3")
             .arg(watts(v.itPowerW), formatNumber(s.facility.pue, 2), watts(v.facilityPowerW)),
         Explain::tr("The Green Grid 2007")});
    out.back().number = v.facilityPowerW;
    out.push_back({Explain::tr("Energy per output token"),
                   formatReadable(v.joulesPerOutputToken) + QStringLiteral(" J"),
                   QStringLiteral("facility W / (λ · L_out)"),
                   QStringLiteral("%1 / (%2 × %3) = %4 J")
                       .arg(watts(v.facilityPowerW), formatReadable(in.arrivalRateRps),
                            count(in.outputTokens), formatReadable(v.joulesPerOutputToken)),
                   Explain::tr("SPEC §9.2")});
    out.back().number = v.joulesPerOutputToken;
    out.push_back(
        {Explain::tr("Cost per million output tokens"),
         formatUsd(v.usdPerMillionOutputTokens) +
             // One line: a value of several lines puts its change indicator beside the long
             // title, wider than the side column at the largest font.
             (v.costElectricityOnly ? Explain::tr(" (electricity)") : QString()),
         Explain::tr("(accelerators × $/h + facility kW × $/kWh) / (λ · L_out · 3,600 / 10⁶)"),
         QStringLiteral("(%1 × $%2 + %3 kW × $%4) / %5 = %6")
             .arg(count(v.accelerators), formatNumber(in.acceleratorHourUsd, 2),
                  formatReadable(v.facilityPowerW / 1e3),
                  formatNumber(s.facility.electricityUsdPerKwh, 3),
                  formatReadable(v.outputTokensPerS * 3600 / 1e6),
                  formatUsd(v.usdPerMillionOutputTokens)),
         v.costElectricityOnly ? Explain::tr("No accelerator-hour price set: electricity only")
                               : Explain::tr("SPEC §9.2")});
    out.back().number = v.usdPerMillionOutputTokens;
    return out;
}

} // namespace fleet
