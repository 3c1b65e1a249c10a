// Readouts of the communication view: AllReduce times, ρ, the bandwidth ratio.
#include "catalogtext.h"
#include "explaintext.h"

#include <cmath>

namespace fleet {

using namespace explain;

namespace {
/// The verdict broken over lines by hand: a word-wrapping label would re-lay out a text
/// document on every slider tick.
QString commVerdictLines(double rho)
{
    return rho < 1 ? Explain::tr("Communication can hide\nbehind compute")
                   : Explain::tr("Communication-bound");
}
} // namespace

std::vector<Readout> communicationReadouts(const Scenario &s, const Results &r)
{
    const auto &c = r.communication;
    const auto &w = s.workload;
    const double n = s.cluster.accelerators;
    const double g = s.cluster.acceleratorsPerNode;
    const bool acrossNodes = n > g;
    const Link &flat = acrossNodes ? s.interNodeLink : s.intraNodeLink;
    const QString m = bytes(c.messageBytes);
    const QString beta = bytesPerS(flat.bandwidthBytesPerS);
    const QString alpha = formatDuration(flat.latencyS);
    const QString linkNote = acrossNodes
                                 ? Explain::tr("N = %1 > %2 per node: the flat ring runs at %3")
                                       .arg(count(n), count(g), linkDisplayName(flat.name))
                                 : Explain::tr("N = %1 ≤ %2 per node: the ring stays on %3")
                                       .arg(count(n), count(g), linkDisplayName(flat.name));
    auto parts = [](const CollectiveTime &t) {
        return QStringLiteral("%1\nβ %2 + α %3")
            .arg(formatDuration(t.totalS()), formatDuration(t.bandwidthS),
                 formatDuration(t.latencyS));
    };
    std::vector<Readout> out;
    out.push_back({Explain::tr("Message M"), m,
                   w.allReduceMessageBytes ? Explain::tr("M set by hand")
                                           : Explain::tr("M = P × bytes per parameter"),
                   w.allReduceMessageBytes ? m
                                           : QStringLiteral("%1 × %2 B = %3")
                                                 .arg(formatParameters(w.parameters),
                                                      formatReadable(w.bytesPerParameter), m),
                   Explain::tr("Appendix ρ table (7B × 2 B = 14 GB)")});
    out.back().number = c.messageBytes;
    out.push_back(
        {Explain::tr("Ring AllReduce"), parts(c.ring),
         QStringLiteral("T = 2(N−1)/N · M/β + 2(N−1) · α"),
         QStringLiteral("2 × %1/%2 × %3 / %4 + 2 × %1 × %5 = %6; %7")
             .arg(count(n - 1), count(n), m, beta, alpha, formatDuration(c.ring.totalS()),
                  linkNote),
         Explain::tr("Patarasuk & Yuan 2009; appendix ρ table (7B on 256 GPUs: 560.4 ms)")});
    out.back().number = c.ring.totalS();
    out.push_back({Explain::tr("Tree AllReduce"), parts(c.tree),
                   Explain::tr("T = 2⌈log2 N⌉ · (M/β + α)"),
                   Explain::tr("2 × ⌈log2 %1⌉ × (%2 / %3 + %4) = %5")
                       .arg(count(n), m, beta, alpha, formatDuration(c.tree.totalS())),
                   Explain::tr("Appendix: latency-optimal, bandwidth-poor")});
    out.back().number = c.tree.totalS();
    const double nodes = std::ceil(n / g);
    const double emptiest = n - (nodes - 1) * g;
    out.push_back({Explain::tr("Hierarchical AllReduce"), parts(c.hierarchical),
                   Explain::tr("2 × [(g'−1)/g' · M/β_intra + (g'−1)α_intra] + ring(M/g_min over "
                               "⌈N/g⌉ nodes on the fabric); g' = the fullest node, g_min = the "
                               "emptiest"),
                   Explain::tr("g' = %1, g_min = %2, %3: %4%5")
                       .arg(count(std::min(n, g)), count(emptiest),
                            groupedCount(Explain::tr("%n node(s)", nullptr, int(nodes)),
                                         static_cast<long long>(nodes)),
                            formatDuration(c.hierarchical.totalS()),
                            emptiest < g && nodes > 1
                                ? groupedCount(Explain::tr("\nThe emptiest node's %n "
                                                           "accelerator(s) carry its whole share "
                                                           "over their own ports.",
                                                           nullptr, int(emptiest)),
                                               static_cast<long long>(emptiest))
                                : QString()),
                   Explain::tr("Appendix: ring inside the node, tree or ring across nodes")});
    out.back().number = c.hierarchical.totalS();
    out.push_back({Explain::tr("Sent per participant"), bytes(c.allReduceBytesPerParticipant),
                   Explain::tr("2(N−1) · M / N (→ 2M as N grows)"),
                   QStringLiteral("2 × %1 × %2 / %3 = %4")
                       .arg(count(n - 1), m, count(n), bytes(c.allReduceBytesPerParticipant)),
                   Explain::tr("Patarasuk & Yuan 2009")});
    out.back().number = c.allReduceBytesPerParticipant;
    const double rho = c.commComputeRatio;
    const QString algorithm = allReduceAlgorithmName(s.scaling.allReduceAlgorithm);
    const bool fromBatch = s.workload.computeTimeSource == ComputeTimeSource::FromBatch;
    out.push_back(
        {Explain::tr("Compute per step T_c"), formatDuration(c.computeTimePerStepS),
         fromBatch ? QStringLiteral("T_c = 6 · P · (G / N) / (R_peak · MFU)")
                   : Explain::tr("T_c set by hand (T_compute / N of one step)"),
         fromBatch ? QStringLiteral("6 × %1 × (%2 / %3) / (%4 × %5) = %6")
                         .arg(formatParameters(w.parameters), formatReadable(w.globalBatchTokens),
                              count(n), flops(r.roofline.peakFlopPerS),
                              formatReadable(s.scaling.mfu), formatDuration(c.computeTimePerStepS))
                   : formatDuration(c.computeTimePerStepS),
         fromBatch ? Explain::tr("Dense training compute 6 · P · tokens (Kaplan et al. "
                                 "2020); the global batch split over N")
                   : Explain::tr("Appendix ρ table (7B: 5 s per step)")});
    out.back().number = c.computeTimePerStepS;
    out.push_back({Explain::tr("ρ (%1 AllReduce)").arg(algorithm),
                   QStringLiteral("%1\n%2").arg(formatReadable(rho), commVerdictLines(rho)),
                   Explain::tr("ρ = T_comm / (T_compute / N)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatDuration(c.allReduceS), formatDuration(c.computeTimePerStepS),
                            formatReadable(rho)),
                   Explain::tr("Appendix equation 5 (7B: 0.11; 350M: ~3)"),
                   rho < 1 ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = rho;
    out.push_back({Explain::tr("Transfer over %1").arg(linkDisplayName(s.intraNodeLink.name)),
                   formatDuration(c.transferTimeS),
                   Explain::tr("bytes / β (bandwidth bound only, no latency)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(bytes(w.transferBytes), bytesPerS(s.intraNodeLink.bandwidthBytesPerS),
                            formatDuration(c.transferTimeS)),
                   Explain::tr("Appendix ρ table, third row (16 MB over NVLink 4.0: ~0.04 ms)")});
    out.back().number = c.transferTimeS;
    out.push_back({Explain::tr("ρ (transfer)"),
                   QStringLiteral("%1\n%2").arg(formatReadable(c.transferRatio),
                                                commVerdictLines(c.transferRatio)),
                   Explain::tr("transfer time / (T_compute / N)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatDuration(c.transferTimeS), formatDuration(c.computeTimePerStepS),
                            formatReadable(c.transferRatio)),
                   Explain::tr("Appendix ρ table, third row (0.036 per 1 ms layer)"),
                   c.transferRatio < 1 ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = c.transferRatio;
    out.push_back({Explain::tr("Intra / inter bandwidth"),
                   formatReadable(c.intraToInterBandwidthRatio) + Explain::tr("× per direction"),
                   Explain::tr("β_intra / β_inter, both per direction"),
                   QStringLiteral("%1 / %2 = %3×")
                       .arg(bytesPerS(s.intraNodeLink.bandwidthBytesPerS),
                            bytesPerS(s.interNodeLink.bandwidthBytesPerS),
                            formatReadable(c.intraToInterBandwidthRatio)),
                   Explain::tr("Appendix: NVLink 4.0 is ~9× IB NDR per direction")});
    out.back().number = c.intraToInterBandwidthRatio;
    out.push_back({Explain::tr("Tree beats ring below"),
                   c.treeBeatsRingBelowBytes > 0 ? bytes(c.treeBeatsRingBelowBytes)
                                                 : Explain::tr("never at this N"),
                   Explain::tr("M* = β·α·((N−1) − ⌈log2 N⌉) / (⌈log2 N⌉ − (N−1)/N)"),
                   QStringLiteral("at N = %1 on %2").arg(count(n), linkDisplayName(flat.name)),
                   Explain::tr("The ring and tree formulas set equal")});
    if (c.treeBeatsRingBelowBytes > 0)
        out.back().number = c.treeBeatsRingBelowBytes;
    return out;
}

} // namespace fleet
