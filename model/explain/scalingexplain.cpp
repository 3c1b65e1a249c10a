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
    out.push_back({Explain::tr("Amdahl speedup"), formatSpeedup(sc.amdahlSpeedup),
                   QStringLiteral("S(N) = 1 / (s + (1 − s) / N)"),
                   QStringLiteral("1 / (%1 + %2 / %3) = %4")
                       .arg(sText, formatReadable(1 - serial), count(n),
                            formatSpeedup(sc.amdahlSpeedup, 2)),
                   Explain::tr("Amdahl 1967; appendix (s = 0.10: 7.8× at 32 GPUs)")});
    out.push_back({Explain::tr("Amdahl efficiency"), formatPercent(sc.amdahlEfficiency),
                   QStringLiteral("S(N) / N"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(formatSpeedup(sc.amdahlSpeedup, 2), count(n),
                            formatPercent(sc.amdahlEfficiency)),
                   Explain::tr("Amdahl 1967; appendix (24 % at 32 GPUs for s = 0.10)")});
    out.push_back({Explain::tr("Amdahl ceiling"),
                   sc.amdahlLimit ? formatSpeedup(*sc.amdahlLimit)
                                  : Explain::tr("None (s = 0)"),
                   Explain::tr("lim N→∞ S(N) = 1 / s"),
                   sc.amdahlLimit ? QStringLiteral("1 / %1 = %2").arg(sText, formatSpeedup(*sc.amdahlLimit))
                                  : Explain::tr("s = 0: the speedup grows without bound"),
                   Explain::tr("Amdahl 1967")});
    out.push_back({Explain::tr("Gustafson speedup"), formatSpeedup(sc.gustafsonSpeedup),
                   QStringLiteral("S(N) = N − s · (N − 1)"),
                   QStringLiteral("%1 − %2 × %3 = %4")
                       .arg(count(n), sText, count(n - 1), formatSpeedup(sc.gustafsonSpeedup)),
                   Explain::tr("Gustafson 1988 (weak scaling)")});
    out.push_back({Explain::tr("Empirical efficiency"), formatPercent(sc.empiricalScalingEfficiency),
                   Explain::tr("η(N): the appendix table interpolated linearly in log2 N, "
                                  "clamped at the ends"),
                   Explain::tr("η(%1) = %2 (table: 1 → 100 %, 32 → 90 %, 256 → 70 %, "
                                  "1,024 → 50 %, 8,192 → 35 %)")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency)),
                   Explain::tr("Appendix table \"scaling efficiency by cluster size\"")});
    out.push_back({Explain::tr("Empirical speedup"),
                   formatSpeedup(n * sc.empiricalScalingEfficiency),
                   QStringLiteral("N · η(N)"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(n), formatPercent(sc.empiricalScalingEfficiency),
                            formatSpeedup(n * sc.empiricalScalingEfficiency)),
                   Explain::tr("Appendix scaling-efficiency table")});
    return out;
}

} // namespace fleet
