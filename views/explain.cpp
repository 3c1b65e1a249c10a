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

QString coolingVerdictText(CoolingVerdict v)
{
    switch (v) {
    case CoolingVerdict::Air:
        return QStringLiteral("Air cooling is enough");
    case CoolingVerdict::Liquid:
        return QStringLiteral("Liquid cooling required");
    case CoolingVerdict::DirectToChip:
        return QStringLiteral("Direct-to-chip liquid cooling required");
    }
    return {};
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
                   ro.fitsInMemory ? Readout::Tone::Good : Readout::Tone::Bad, true});
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
    out.push_back({QStringLiteral("Young/Daly interval"),
                   formatDuration(rel.optimalCheckpointIntervalS),
                   QStringLiteral("τ* ≈ √(2 · δ · MTBF_sys)"),
                   QStringLiteral("√(2 × %1 × %2) = %3")
                       .arg(formatDuration(rel.checkpointWriteS),
                            formatDuration(rel.clusterMtbfH * 3600),
                            formatDuration(rel.optimalCheckpointIntervalS)),
                   QStringLiteral("Young 1974; Daly 2006; SPEC §1")});
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

std::vector<Readout> powerReadouts(const Scenario &s, const Results &r)
{
    const auto &p = r.power;
    const auto &c = s.cluster;
    const double tdp = s.accelerator.tdpW;
    const QString hw = hardwareSource(s.accelerator);
    std::vector<Readout> out;
    out.push_back({QStringLiteral("Rack power"), watts(p.rackPowerW),
                   QStringLiteral("accelerators per node × nodes per rack × TDP (accelerators only)"),
                   QStringLiteral("%1 × %2 × %3 = %4")
                       .arg(count(c.acceleratorsPerNode), count(c.nodesPerRack), watts(tdp),
                            watts(p.rackPowerW)),
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
    out.push_back({QStringLiteral("Cooling verdict"), coolingVerdictText(p.coolingVerdict),
                   QStringLiteral("air ≤ 30 kW/rack; liquid above; direct-to-chip liquid from "
                                  "~100 kW"),
                   rule, QStringLiteral("Seed table 6 (power density wall); SPEC §2.5"), tone,
                   true});
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
