// Readouts of the scaling view: Amdahl, Gustafson and the empirical scaling efficiency.
#include "explaintext.h"

namespace fleet {

using namespace explain;

std::vector<Readout> scalingReadouts(const Scenario &s, const Results &r)
{
    const auto &sc = r.scaling;
    const double n = s.cluster.accelerators;
    const double serial = s.scaling.serialFraction;
    const QString sText = formatReadable(serial);
    std::vector<Readout> out;
    out.push_back(
        {Explain::tr("Amdahl speedup"), formatSpeedup(sc.amdahlSpeedup),
         QStringLiteral("S(N) = 1 / (s + (1 − s) / N)"),
         QStringLiteral("1 / (%1 + %2 / %3) = %4")
             .arg(sText, formatReadable(1 - serial), count(n), formatSpeedup(sc.amdahlSpeedup, 2)),
         Explain::tr("Amdahl 1967; appendix (s = 0.10: 7.8× at 32 GPUs)")});
    out.back().number = sc.amdahlSpeedup;
    out.push_back(
        {Explain::tr("Amdahl efficiency"), formatPercent(sc.amdahlEfficiency),
         QStringLiteral("S(N) / N"),
         QStringLiteral("%1 / %2 = %3")
             .arg(formatSpeedup(sc.amdahlSpeedup, 2), count(n), formatPercent(sc.amdahlEfficiency)),
         Explain::tr("Amdahl 1967; appendix (24 % at 32 GPUs for s = 0.10)")});
    out.back().number = sc.amdahlEfficiency;
    out.push_back({Explain::tr("Amdahl ceiling"),
                   sc.amdahlLimit ? formatSpeedup(*sc.amdahlLimit) : Explain::tr("None (s = 0)"),
                   Explain::tr("lim N→∞ S(N) = 1 / s"),
                   sc.amdahlLimit
                       ? QStringLiteral("1 / %1 = %2").arg(sText, formatSpeedup(*sc.amdahlLimit))
                       : Explain::tr("s = 0: the speedup grows without bound"),
                   Explain::tr("Amdahl 1967")});
    if (sc.amdahlLimit)
        out.back().number = *sc.amdahlLimit;
    out.push_back({Explain::tr("Gustafson speedup"), formatSpeedup(sc.gustafsonSpeedup),
                   QStringLiteral("S(N) = N − s · (N − 1)"),
                   QStringLiteral("%1 − %2 × %3 = %4")
                       .arg(count(n), sText, count(n - 1), formatSpeedup(sc.gustafsonSpeedup)),
                   Explain::tr("Gustafson 1988 (weak scaling)")});
    out.back().number = sc.gustafsonSpeedup;
    const QString extrapolated =
        sc.empiricalExtrapolated ? Explain::tr(" (extrapolated)") : QString();
    out.push_back({Explain::tr("Empirical efficiency"),
                   formatPercent(sc.empiricalScalingEfficiency) + extrapolated,
                   Explain::tr("η(N): the appendix table interpolated linearly in log2 N; beyond "
                               "8,192 its last slope continues (−5 points per doubling, at least "
                               "5 %)"),
                   Explain::tr("η(%1) = %2%3 (table: 1 → 100 %, 32 → 90 %, 256 → 70 %, "
                               "1,024 → 50 %, 8,192 → 35 %)")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency), extrapolated),
                   Explain::tr("Appendix table \"scaling efficiency by cluster size\"")});
    out.back().number = sc.empiricalScalingEfficiency;
    out.push_back({Explain::tr("Empirical speedup"),
                   formatSpeedup(n * sc.empiricalScalingEfficiency) + extrapolated,
                   QStringLiteral("N · η(N)"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency),
                            formatSpeedup(n * sc.empiricalScalingEfficiency)),
                   Explain::tr("Appendix scaling-efficiency table")});
    out.back().number = n * sc.empiricalScalingEfficiency;
    const auto &c = r.communication;
    const double overlap = s.scaling.commOverlap;
    out.push_back({Explain::tr("Network efficiency"), formatPercent(sc.networkScalingEfficiency),
                   QStringLiteral("η_network = 1 / (1 + max(0, ρ − o)), ρ = T_ar / T_c"),
                   Explain::tr("ρ = %1 / %2 = %3; 1 / (1 + max(0, %3 − %4)) = %5")
                       .arg(formatDuration(c.allReduceS), formatDuration(c.computeTimePerStepS),
                            formatReadable(c.commComputeRatio), formatReadable(overlap),
                            formatPercent(sc.networkScalingEfficiency)),
                   Explain::tr("Gradient communication that cannot hide behind compute stretches "
                               "every step")});
    out.back().number = sc.networkScalingEfficiency;
    QString source;
    switch (sc.scalingEfficiencySource) {
    case Results::Scaling::Source::Empirical:
        source = Explain::tr("empirical") + extrapolated;
        break;
    case Results::Scaling::Source::Network:
        source = Explain::tr("network");
        break;
    case Results::Scaling::Source::Set:
        source = Explain::tr("set by hand");
        break;
    case Results::Scaling::Source::Layout:
        source = Explain::tr("1, from the training layout");
        break;
    }
    QString rule;
    switch (s.scaling.efficiencySource) {
    case ScalingEfficiencySource::Empirical:
        rule = Explain::tr("the empirical η");
        break;
    case ScalingEfficiencySource::Network:
        rule = Explain::tr("the network's η");
        break;
    case ScalingEfficiencySource::Lower:
        rule = Explain::tr("min(empirical %1, network %2)")
                   .arg(formatPercent(sc.empiricalScalingEfficiency),
                        formatPercent(sc.networkScalingEfficiency));
        break;
    case ScalingEfficiencySource::Set:
        rule = Explain::tr("set by hand");
        break;
    }
    out.push_back({Explain::tr("Scaling efficiency used"),
                   Explain::tr("%1 (%2)").arg(formatPercent(sc.scalingEfficiency), source),
                   Explain::tr("η_scaling: the scenario's choice"),
                   QStringLiteral("%1 = %2").arg(rule, formatPercent(sc.scalingEfficiency)),
                   Explain::tr("Enters the effective throughput N · R_peak · MFU · η_scaling · "
                               "η_operational")});
    out.back().number = sc.scalingEfficiency;
    return out;
}

} // namespace fleet
