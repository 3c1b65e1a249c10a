#include "explain.h"

#include "format.h"

namespace fleet {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }
QString flops(double v) { return formatSi(v, QStringLiteral("FLOP/s")); }
QString bytesPerS(double v) { return formatSi(v, QStringLiteral("B/s")); }
QString bytes(double v) { return formatSi(v, QStringLiteral("B")); }
QString watts(double v) { return formatSi(v, QStringLiteral("W")); }
QString intensity(double v) { return formatReadable(v) + QStringLiteral(" FLOP/byte"); }
QString count(double v) { return formatNumber(v, 0); }
QString hours(double h) { return formatReadable(h) + QStringLiteral(" h"); }

} // namespace

QString hardwareSource(const Accelerator &a)
{
    if (a.custom)
        return QStringLiteral("%1 with figures edited by hand").arg(q(a.name));
    return q(a.source);
}

std::vector<Readout> rooflineReadouts(const Scenario &s, const Results &r)
{
    const auto &ro = r.roofline;
    const double bw = s.accelerator.hbmBandwidthBytesPerS;
    const double intensityK = s.workload.arithmeticIntensityFlopPerByte;
    const QString hw = hardwareSource(s.accelerator);
    const QString precision = s.precision == Precision::FP8 ? QStringLiteral("FP8")
                                                            : QStringLiteral("BF16");
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Ridge point"), intensity(ro.ridgePointFlopPerByte),
                   QStringLiteral("I_ridge = R_peak / BW"),
                   QStringLiteral("%1 (%2 dense) / %3 = %4")
                       .arg(flops(ro.peakFlopPerS), precision, bytesPerS(bw),
                            intensity(ro.ridgePointFlopPerByte)),
                   QStringLiteral("SPEC §1 (Williams et al. 2009); ") + hw});
    out.push_back({QStringLiteral("Attainable (kernel)"), flops(ro.attainableFlopPerS),
                   QStringLiteral("R_attain = min(R_peak, I · BW)"),
                   QStringLiteral("min(%1, %2 × %3) = %4")
                       .arg(flops(ro.peakFlopPerS), intensity(intensityK), bytesPerS(bw),
                            flops(ro.attainableFlopPerS)),
                   QStringLiteral("SPEC §1 roofline (Williams et al. 2009)")});
    const bool memory = ro.bound == Bound::Memory;
    out.push_back({QStringLiteral("Kernel bound"),
                   memory ? QStringLiteral("Memory-bound") : QStringLiteral("Compute-bound"),
                   QStringLiteral("I < I_ridge → memory-bound; I ≥ I_ridge → compute-bound"),
                   QStringLiteral("%1 %2 %3 → %4")
                       .arg(intensity(intensityK), memory ? QStringLiteral("<") : QStringLiteral("≥"),
                            intensity(ro.ridgePointFlopPerByte),
                            memory ? QStringLiteral("memory-bound") : QStringLiteral("compute-bound")),
                   QStringLiteral("SPEC §1 ridge point")});
    out.push_back({QStringLiteral("% of peak (kernel)"), formatPercent(ro.fractionOfPeak),
                   QStringLiteral("R_attain / R_peak"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(flops(ro.attainableFlopPerS), flops(ro.peakFlopPerS),
                            formatPercent(ro.fractionOfPeak)),
                   QStringLiteral("SPEC §1")});
    const auto &w = s.workload;
    out.push_back({QStringLiteral("Decode tokens/s"),
                   formatReadable(ro.decodeTokensPerS) + QStringLiteral(" tokens/s"),
                   QStringLiteral("min(BW / (P · b_w) · B, R_peak / (2 · P))"),
                   QStringLiteral("min(%1 / (%2 × %3 B) × %4, %5 / (2 × %2)) = %6 tokens/s")
                       .arg(bytesPerS(bw), formatParameters(w.parameters),
                            formatReadable(w.bytesPerParameter), count(w.decodeBatch),
                            flops(ro.peakFlopPerS), formatReadable(ro.decodeTokensPerS)),
                   QStringLiteral("SPEC §1 decode (weights read once per step); seed: 208.6 "
                                  "tokens/s for 8B BF16 on H100")});
    const bool decodeMemory = ro.decodeBound == Bound::Memory;
    out.push_back({QStringLiteral("Decode intensity"),
                   intensity(ro.decodeIntensityFlopPerByte)
                       + (decodeMemory ? QStringLiteral(" (memory-bound)")
                                       : QStringLiteral(" (compute-bound)")),
                   QStringLiteral("I = 2·P·B FLOPs / (P·b_w) bytes = 2·B / b_w"),
                   QStringLiteral("2 × %1 / %2 = %3")
                       .arg(count(w.decodeBatch), formatReadable(w.bytesPerParameter),
                            intensity(ro.decodeIntensityFlopPerByte)),
                   QStringLiteral("SPEC §1 decode; batch 1 in BF16 gives 1 FLOP/byte")});
    out.push_back({QStringLiteral("Weights in HBM"),
                   ro.fitsInMemory
                       ? QStringLiteral("Fit: %1 of %2").arg(bytes(ro.decodeWeightsBytes),
                                                            bytes(s.accelerator.hbmCapacityBytes))
                       : QStringLiteral("Do not fit: %1 > %2")
                             .arg(bytes(ro.decodeWeightsBytes),
                                  bytes(s.accelerator.hbmCapacityBytes)),
                   QStringLiteral("P · b_w ≤ HBM capacity"),
                   QStringLiteral("%1 × %2 B = %3 %4 %5")
                       .arg(formatParameters(w.parameters),
                            formatReadable(w.bytesPerParameter), bytes(ro.decodeWeightsBytes),
                            ro.fitsInMemory ? QStringLiteral("≤") : QStringLiteral(">"),
                            bytes(s.accelerator.hbmCapacityBytes)),
                   QStringLiteral("SPEC §2.1 (16.1 GB for 8B in BF16); ") + hw,
                   ro.fitsInMemory ? Readout::Tone::Good : Readout::Tone::Bad});
    return out;
}

std::vector<Readout> scalingReadouts(const Scenario &s, const Results &r)
{
    const auto &sc = r.scaling;
    const double n = s.cluster.accelerators;
    const double serial = s.scaling.serialFraction;
    const QString sText = formatReadable(serial);
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Amdahl speedup"), formatSpeedup(sc.amdahlSpeedup),
                   QStringLiteral("S(N) = 1 / (s + (1 − s) / N)"),
                   QStringLiteral("1 / (%1 + %2 / %3) = %4")
                       .arg(sText, formatReadable(1 - serial), count(n),
                            formatSpeedup(sc.amdahlSpeedup, 2)),
                   QStringLiteral("Amdahl 1967; SPEC §1, §2.3 (s = 0.10: 7.8× at 32 GPUs)")});
    out.push_back({QStringLiteral("Amdahl efficiency"), formatPercent(sc.amdahlEfficiency),
                   QStringLiteral("S(N) / N"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatSpeedup(sc.amdahlSpeedup, 2), count(n),
                            formatPercent(sc.amdahlEfficiency)),
                   QStringLiteral("SPEC §1 (24 % at 32 GPUs for s = 0.10)")});
    out.push_back({QStringLiteral("Amdahl ceiling"),
                   sc.amdahlLimit ? formatSpeedup(*sc.amdahlLimit)
                                  : QStringLiteral("None (s = 0)"),
                   QStringLiteral("lim N→∞ S(N) = 1 / s"),
                   sc.amdahlLimit ? QStringLiteral("1 / %1 = %2").arg(sText, formatSpeedup(*sc.amdahlLimit))
                                  : QStringLiteral("s = 0: the speedup grows without bound"),
                   QStringLiteral("Amdahl 1967; SPEC §1")});
    out.push_back({QStringLiteral("Gustafson speedup"), formatSpeedup(sc.gustafsonSpeedup),
                   QStringLiteral("S(N) = N − s · (N − 1)"),
                   QStringLiteral("%1 − %2 × %3 = %4")
                       .arg(count(n), sText, count(n - 1), formatSpeedup(sc.gustafsonSpeedup)),
                   QStringLiteral("Gustafson 1988 (weak scaling); SPEC §1")});
    out.push_back({QStringLiteral("Empirical efficiency"), formatPercent(sc.empiricalScalingEfficiency),
                   QStringLiteral("η(N): the seed's table interpolated linearly in log2 N, "
                                  "clamped at the ends"),
                   QStringLiteral("η(%1) = %2 (table: 1 → 100 %, 32 → 90 %, 256 → 70 %, "
                                  "1,024 → 50 %, 8,192 → 35 %)")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency)),
                   QStringLiteral("Seed table \"scaling efficiency by cluster size\"; SPEC §2.3")});
    out.push_back({QStringLiteral("Empirical speedup"),
                   formatSpeedup(n * sc.empiricalScalingEfficiency),
                   QStringLiteral("N · η(N)"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency),
                            formatSpeedup(n * sc.empiricalScalingEfficiency)),
                   QStringLiteral("SPEC §2.3")});
    return out;
}

std::vector<Readout> reliabilityReadouts(const Scenario &s, const Results &r)
{
    const auto &rel = r.reliability;
    const auto &rs = s.reliability;
    const double n = s.cluster.accelerators;
    const QString horizon = hours(rs.horizonH);
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Cluster MTBF"), formatDuration(rel.clusterMtbfH * 3600),
                   QStringLiteral("MTBF_sys = MTTF_accelerator / N (exact for independent parts "
                                  "with constant failure rates)"),
                   QStringLiteral("%1 / %2 = %3 = %4 min")
                       .arg(hours(rs.acceleratorMttfH), count(n), hours(rel.clusterMtbfH),
                            formatReadable(rel.clusterMtbfH * 60)),
                   QStringLiteral("Seed equation 1 and table 2 (8,192 GPUs: 366.2 min); SPEC §2.4")});
    const double p = rel.failureProbability;
    out.push_back({QStringLiteral("P(failure within %1)").arg(horizon), formatPercent(p),
                   QStringLiteral("P = 1 − exp(−t / MTBF_sys)"),
                   QStringLiteral("1 − exp(−%1 / %2) = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH), formatPercent(p, 2)),
                   QStringLiteral("Seed table 2 (98 % within 24 h at 8,192 GPUs); SPEC §1"),
                   p >= 0.5 ? Readout::Tone::Bad
                            : (p >= 0.1 ? Readout::Tone::Warning : Readout::Tone::Good)});
    out.push_back({QStringLiteral("Expected failures in %1").arg(horizon),
                   formatReadable(rel.expectedFailures),
                   QStringLiteral("t / MTBF_sys"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH),
                            formatReadable(rel.expectedFailures)),
                   QStringLiteral("Constant failure rate (Poisson); SPEC §1")});
    out.push_back({QStringLiteral("Checkpoint size"), bytes(rel.checkpointBytes),
                   QStringLiteral("P × bytes per parameter (14 B: BF16 weights + FP32 master, m, v)"),
                   QStringLiteral("%1 × %2 B = %3")
                       .arg(formatParameters(s.workload.parameters),
                            formatReadable(rs.checkpointBytesPerParameter),
                            bytes(rel.checkpointBytes)),
                   QStringLiteral("Seed table 3 (175B: 2,450 GB); SPEC §2.4")});
    out.push_back({QStringLiteral("Checkpoint write time"), formatDuration(rel.checkpointWriteS),
                   QStringLiteral("δ = checkpoint bytes / storage bandwidth"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(bytes(rel.checkpointBytes), bytesPerS(rs.storageBandwidthBytesPerS),
                            formatDuration(rel.checkpointWriteS)),
                   QStringLiteral("Seed table 3 (at 100 GB/s: 7B 0.98 s … 1T 2.3 min)")});
    const bool firstOrderHolds = rel.optimalCheckpointIntervalS > rel.checkpointWriteS
                                 && rel.wastedTimeFractionAtOptimum < 1;
    out.push_back({QStringLiteral("Young/Daly interval"),
                   formatDuration(rel.optimalCheckpointIntervalS)
                       + (firstOrderHolds ? QString()
                                          : QStringLiteral("\nshorter than a write: the "
                                                           "first-order model does not hold")),
                   QStringLiteral("τ* ≈ √(2 · δ · MTBF_sys)"),
                   QStringLiteral("√(2 × %1 × %2) = %3")
                       .arg(formatDuration(rel.checkpointWriteS),
                            formatDuration(rel.clusterMtbfH * 3600),
                            formatDuration(rel.optimalCheckpointIntervalS)),
                   QStringLiteral("Young 1974; Daly 2006; SPEC §1 (valid while δ ≪ MTBF)"),
                   firstOrderHolds ? Readout::Tone::Neutral : Readout::Tone::Bad});
    out.push_back({QStringLiteral("Time wasted at τ*"),
                   formatPercent(rel.wastedTimeFractionAtOptimum),
                   QStringLiteral("δ / τ + τ / (2 · MTBF_sys) (first order)"),
                   QStringLiteral("%1 / %2 + %2 / (2 × %3) = %4")
                       .arg(formatDuration(rel.checkpointWriteS),
                            formatDuration(rel.optimalCheckpointIntervalS),
                            formatDuration(rel.clusterMtbfH * 3600),
                            formatPercent(rel.wastedTimeFractionAtOptimum)),
                   QStringLiteral("Young 1974 first-order model")});
    return out;
}

QString commVerdictText(double rho)
{
    return rho < 1 ? QStringLiteral("Communication can hide behind compute")
                   : QStringLiteral("Communication-bound");
}

namespace {
/// The verdict broken over lines by hand: a word-wrapping label would re-lay out a text
/// document on every slider tick.
QString commVerdictLines(double rho)
{
    return rho < 1 ? QStringLiteral("Communication can hide\nbehind compute")
                   : QStringLiteral("Communication-bound");
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
                                 ? QStringLiteral("N = %1 > %2 per node: the flat ring runs at %3")
                                       .arg(count(n), count(g), QString::fromStdString(flat.name))
                                 : QStringLiteral("N = %1 ≤ %2 per node: the ring stays on %3")
                                       .arg(count(n), count(g), QString::fromStdString(flat.name));
    auto parts = [](const CollectiveTime &t) {
        return QStringLiteral("%1\nβ %2 + α %3")
            .arg(formatDuration(t.totalS()), formatDuration(t.bandwidthS), formatDuration(t.latencyS));
    };
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Message M"), m,
                   w.allReduceMessageBytes ? QStringLiteral("M set by hand")
                                           : QStringLiteral("M = P × bytes per parameter"),
                   w.allReduceMessageBytes ? m
                                           : QStringLiteral("%1 × %2 B = %3")
                                                 .arg(formatParameters(w.parameters),
                                                      formatReadable(w.bytesPerParameter), m),
                   QStringLiteral("SPEC §2.2 (7B × 2 B = 14 GB)")});
    out.push_back({QStringLiteral("Ring AllReduce"), parts(c.ring),
                   QStringLiteral("T = 2(N−1)/N · M/β + 2(N−1) · α"),
                   QStringLiteral("2 × %1/%2 × %3 / %4 + 2 × %1 × %5 = %6; %7")
                       .arg(count(n - 1), count(n), m, beta, alpha, formatDuration(c.ring.totalS()),
                            linkNote),
                   QStringLiteral("Patarasuk & Yuan 2009; seed ρ table (7B on 256 GPUs: 560.4 ms)")});
    out.push_back({QStringLiteral("Tree AllReduce"), parts(c.tree),
                   QStringLiteral("T = 2⌈log2 N⌉ · (M/β + α)"),
                   QStringLiteral("2 × ⌈log2 %1⌉ × (%2 / %3 + %4) = %5")
                       .arg(count(n), m, beta, alpha, formatDuration(c.tree.totalS())),
                   QStringLiteral("SPEC §1 (latency-optimal, bandwidth-poor)")});
    out.push_back({QStringLiteral("Hierarchical AllReduce"), parts(c.hierarchical),
                   QStringLiteral("2 × [(g−1)/g · M/β_intra + (g−1)α_intra] + ring(M/g over ⌈N/g⌉ "
                                  "nodes on the fabric)"),
                   QStringLiteral("g = %1, %2 nodes: %3")
                       .arg(count(std::min(n, g)), count(std::ceil(n / std::min(n, g))),
                            formatDuration(c.hierarchical.totalS())),
                   QStringLiteral("SPEC §1; seed: ring inside the node, tree or ring across")});
    out.push_back({QStringLiteral("Sent per participant"), bytes(c.allReduceBytesPerParticipant),
                   QStringLiteral("2(N−1) · M / N (→ 2M as N grows)"),
                   QStringLiteral("2 × %1 × %2 / %3 = %4")
                       .arg(count(n - 1), m, count(n), bytes(c.allReduceBytesPerParticipant)),
                   QStringLiteral("Patarasuk & Yuan 2009")});
    const double rho = c.commComputeRatio;
    out.push_back({QStringLiteral("ρ (ring AllReduce)"),
                   QStringLiteral("%1\n%2").arg(formatReadable(rho), commVerdictLines(rho)),
                   QStringLiteral("ρ = T_comm / (T_compute / N)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatDuration(c.ring.totalS()), formatDuration(w.computeTimePerStepS),
                            formatReadable(rho)),
                   QStringLiteral("Seed equation 5 (7B: 0.11; 350M: ~3)"),
                   rho < 1 ? Readout::Tone::Good : Readout::Tone::Bad});
    out.push_back({QStringLiteral("Transfer over %1").arg(QString::fromStdString(s.intraNodeLink.name)),
                   formatDuration(c.transferTimeS),
                   QStringLiteral("bytes / β (bandwidth bound only, no latency)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(bytes(w.transferBytes), bytesPerS(s.intraNodeLink.bandwidthBytesPerS),
                            formatDuration(c.transferTimeS)),
                   QStringLiteral("Seed ρ table, row 3 (16 MB over NVLink 4.0: ~0.04 ms)")});
    out.push_back({QStringLiteral("ρ (transfer)"),
                   QStringLiteral("%1\n%2").arg(formatReadable(c.transferRatio),
                                                 commVerdictLines(c.transferRatio)),
                   QStringLiteral("transfer time / (T_compute / N)"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatDuration(c.transferTimeS), formatDuration(w.computeTimePerStepS),
                            formatReadable(c.transferRatio)),
                   QStringLiteral("Seed ρ table, row 3 (0.036 per 1 ms layer)"),
                   c.transferRatio < 1 ? Readout::Tone::Good : Readout::Tone::Bad});
    out.push_back({QStringLiteral("Intra / inter bandwidth"),
                   formatReadable(c.intraToInterBandwidthRatio) + QStringLiteral("× per direction"),
                   QStringLiteral("β_intra / β_inter, both per direction"),
                   QStringLiteral("%1 / %2 = %3×")
                       .arg(bytesPerS(s.intraNodeLink.bandwidthBytesPerS),
                            bytesPerS(s.interNodeLink.bandwidthBytesPerS),
                            formatReadable(c.intraToInterBandwidthRatio)),
                   QStringLiteral("Seed: NVLink 4.0 is ~9× IB NDR per direction")});
    out.push_back({QStringLiteral("Tree beats ring below"),
                   c.treeBeatsRingBelowBytes > 0 ? bytes(c.treeBeatsRingBelowBytes)
                                                 : QStringLiteral("never at this N"),
                   QStringLiteral("M* = β·α·((N−1) − ⌈log2 N⌉) / (⌈log2 N⌉ − (N−1)/N)"),
                   QStringLiteral("at N = %1 on %2").arg(count(n), QString::fromStdString(flat.name)),
                   QStringLiteral("Ring and tree formulas of SPEC §1 set equal")});
    return out;
}

std::vector<Readout> utilizationReadouts(const Scenario &s, const Results &r)
{
    const auto &u = r.utilization;
    const double n = s.cluster.accelerators;
    const double tera = 1e12;
    auto tflops = [tera](double v) { return formatFixed(v, tera, QStringLiteral("TFLOP/s"), 1); };
    const double lostMfu = 1 - s.scaling.mfu;
    const double lostScaling = s.scaling.mfu * (1 - r.scaling.scalingEfficiency);
    const double lostOps = s.scaling.mfu * r.scaling.scalingEfficiency * (1 - u.operationalGoodput);
    QStringList overheads;
    for (int i = 0; i < kOverheadCount; ++i) {
        const auto o = static_cast<Overhead>(i);
        overheads << (s.operations.excluded[i] ? QStringLiteral("(%1 left out)")
                                                   .arg(QString::fromLatin1(overheadId(o)))
                                             : formatPercent(s.overhead(o), 0));
    }
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Peak (N × R_peak)"), tflops(u.peakFlopPerS),
                   QStringLiteral("N × R_peak"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(n), flops(r.roofline.peakFlopPerS), tflops(u.peakFlopPerS)),
                   QStringLiteral("Seed perspective 1.4 (1,024 × 989 = 1,012,736 TFLOP/s)")});
    out.push_back({QStringLiteral("Effective"), tflops(u.effectiveFlopPerS),
                   QStringLiteral("R_eff = N · R_peak · MFU · η_scaling · η_operational"),
                   QStringLiteral("%1 × %2 × %3 × %4 = %5")
                       .arg(tflops(u.peakFlopPerS), formatReadable(s.scaling.mfu),
                            formatReadable(r.scaling.scalingEfficiency),
                            formatReadable(u.operationalGoodput), tflops(u.effectiveFlopPerS)),
                   QStringLiteral("Seed perspective 1.4 (207,610.9 TFLOP/s)")});
    out.push_back({QStringLiteral("Fraction of peak"), formatPercent(u.effectiveFraction),
                   QStringLiteral("MFU × η_scaling × η_operational"),
                   QStringLiteral("%1 × %2 × %3 = %4")
                       .arg(formatReadable(s.scaling.mfu), formatReadable(r.scaling.scalingEfficiency),
                            formatReadable(u.operationalGoodput), formatPercent(u.effectiveFraction)),
                   QStringLiteral("Seed: 20.5 % at 1,024 GPUs")});
    out.push_back({QStringLiteral("Operational goodput"), formatPercent(u.operationalGoodput),
                   QStringLiteral("1 − (bubble + checkpoint + failure recovery + maintenance)"),
                   QStringLiteral("1 − (%1) = %2")
                       .arg(overheads.join(QStringLiteral(" + ")), formatPercent(u.operationalGoodput)),
                   QStringLiteral("Seed table 4 (~77 %); the compound example uses 0.82, the budget "
                                  "without the bubble that MFU already contains")});
    out.push_back({QStringLiteral("Where the rest went"),
                   QStringLiteral("MFU %1\nscaling %2\noperations %3")
                       .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
                   QStringLiteral("shares of peak lost at each factor, in order"),
                   QStringLiteral("1 − MFU = %1; MFU × (1 − η_s) = %2; MFU × η_s × (1 − η_op) = %3")
                       .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
                   QStringLiteral("Seed perspective 1.4 (79.5 % explained by the three factors)"),
                   Readout::Tone::Neutral});
    out.push_back({QStringLiteral("Training compute"), formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
                   QStringLiteral("C ≈ 6 · P · D"),
                   QStringLiteral("6 × %1 × %2 tokens = %3")
                       .arg(formatParameters(s.workload.parameters),
                            formatSi(s.workload.trainingTokens, QString()).trimmed(),
                            formatSi(u.trainingComputeFlop, QStringLiteral("FLOP"))),
                   QStringLiteral("Dense Transformer rule (Kaplan et al. 2020); seed weak-scaling section")});
    out.push_back({QStringLiteral("Training time"),
                   formatNumber(u.trainingTimeS / 86400, 1) + QStringLiteral(" days"),
                   QStringLiteral("C / R_eff"),
                   QStringLiteral("%1 / %2 = %3 s")
                       .arg(formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
                            tflops(u.effectiveFlopPerS), formatNumber(u.trainingTimeS, 0)),
                   QStringLiteral("SPEC §1")});
    const auto &sc = s.scaling;
    // Two decimals: the seed's 2.5 × 1,024 × 0.5 / 4,096 is exactly 31.25 %, printed "31.2".
    const bool superLinear = r.scaling.impliedEfficiency > 1;
    out.push_back({QStringLiteral("Implied efficiency at N_t"),
                   formatPercent(r.scaling.impliedEfficiency, 2)
                       + (superLinear ? QStringLiteral("\nabove 100 %: check the measurement")
                                      : QString()),
                   QStringLiteral("η(N_t) = observed speedup · N_b · η(N_b) / N_t"),
                   QStringLiteral("%1 × %2 × %3 / %4 = %5 (empirical η(%4) = %6)")
                       .arg(formatReadable(sc.observedSpeedup), count(sc.baselineAccelerators),
                            formatPercent(r.scaling.baselineEfficiency), count(sc.targetAccelerators),
                            formatPercent(r.scaling.impliedEfficiency),
                            formatPercent(r.scaling.empiricalTargetEfficiency)),
                   QStringLiteral("Seed: 2.5× from 1,024 to 4,096 GPUs → 31.2 %"),
                   superLinear ? Readout::Tone::Warning : Readout::Tone::Neutral});
    return out;
}

std::vector<Readout> powerReadouts(const Scenario &s, const Results &r)
{
    const auto &p = r.power;
    const auto &c = s.cluster;
    const double tdp = s.accelerator.tdpW;
    const QString hw = hardwareSource(s.accelerator);
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Rack power"), watts(p.rackPowerW),
                   QStringLiteral("min(per node × nodes per rack, N) × TDP (accelerators only)"),
                   QStringLiteral("min(%1 × %2, %3) × %4 = %5")
                       .arg(count(c.acceleratorsPerNode), count(c.nodesPerRack),
                            count(c.accelerators), watts(tdp), watts(p.rackPowerW)),
                   QStringLiteral("SPEC §1; ") + hw});
    Readout::Tone tone = Readout::Tone::Good;
    QString rule = QStringLiteral("%1 ≤ 30 kW: forced air is enough").arg(watts(p.rackPowerW));
    if (p.coolingVerdict == CoolingVerdict::Liquid) {
        tone = Readout::Tone::Warning;
        rule = QStringLiteral("30 kW < %1 < 100 kW: above the air-cooling limit").arg(watts(p.rackPowerW));
    } else if (p.coolingVerdict == CoolingVerdict::DirectToChip) {
        tone = Readout::Tone::Bad;
        rule = QStringLiteral("%1 ≥ 100 kW: high-density AI rack").arg(watts(p.rackPowerW));
    }
    // The longest verdict on two lines by hand (readout values never word-wrap).
    QString verdict = coolingVerdictText(p.coolingVerdict);
    verdict.replace(QStringLiteral("Direct-to-chip liquid cooling"),
                    QStringLiteral("Direct-to-chip liquid\ncooling"));
    out.push_back({QStringLiteral("Cooling verdict"), verdict,
                   QStringLiteral("air ≤ 30 kW/rack; liquid above; direct-to-chip liquid from "
                                  "~100 kW"),
                   rule, QStringLiteral("Seed table 6 (power density wall); SPEC §2.5"), tone});
    out.push_back({QStringLiteral("IT load"), watts(p.itLoadW), QStringLiteral("N × TDP"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(c.accelerators), watts(tdp), watts(p.itLoadW)),
                   QStringLiteral("Seed rule of thumb (10,000 × 700 W = 7 MW); ") + hw});
    out.push_back({QStringLiteral("Facility load"), watts(p.facilityLoadW),
                   QStringLiteral("IT load × PUE"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(watts(p.itLoadW), formatNumber(s.facility.pue, 2),
                            watts(p.facilityLoadW)),
                   QStringLiteral("The Green Grid 2007; seed: 9.8 MW at PUE 1.40")});
    out.push_back({QStringLiteral("Facility overhead"), watts(p.overheadW),
                   QStringLiteral("(PUE − 1) × IT load"),
                   QStringLiteral("(%1 − 1) × %2 = %3")
                       .arg(formatNumber(s.facility.pue, 2), watts(p.itLoadW), watts(p.overheadW)),
                   QStringLiteral("Seed table 7 (400 kW per MW of IT at PUE 1.40)")});
    out.push_back({QStringLiteral("Annual energy"), formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
                   QStringLiteral("facility load × 8,760 h"),
                   QStringLiteral("%1 × 8,760 h = %2")
                       .arg(watts(p.facilityLoadW), formatSi(p.annualEnergyWh, QStringLiteral("Wh"))),
                   QStringLiteral("SPEC §1")});
    out.push_back({QStringLiteral("Annual cost"), formatUsd(p.annualCostUsd),
                   QStringLiteral("annual energy × price"),
                   QStringLiteral("%1 × $%2/kWh = %3")
                       .arg(formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
                            formatNumber(s.facility.electricityUsdPerKwh, 3),
                            formatUsd(p.annualCostUsd)),
                   QStringLiteral("Price is an input (facility.electricity_usd_per_kwh)")});
    out.push_back({QStringLiteral("Annual CO₂"), formatCo2(p.annualCo2Kg),
                   QStringLiteral("annual energy × grid intensity"),
                   QStringLiteral("%1 × %2 g/kWh = %3")
                       .arg(formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
                            formatNumber(s.facility.gridGco2PerKwh, 0), formatCo2(p.annualCo2Kg)),
                   QStringLiteral("Grid intensity is an input (facility.grid_gco2_per_kwh)")});
    return out;
}

} // namespace fleet
