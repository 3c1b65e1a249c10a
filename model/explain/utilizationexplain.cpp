// Readouts of the utilization view: peak to effective FLOP/s, goodput, training time.
#include "explaintext.h"

#include "breakdown.h"

namespace fleet {

using namespace explain;

std::vector<Readout> utilizationReadouts(const Scenario &s, const Results &r)
{
    const auto &u = r.utilization;
    const double n = s.cluster.accelerators;
    const double tera = 1e12;
    auto tflops = [tera](double v) { return formatFixed(v, tera, QStringLiteral("TFLOP/s"), 1); };
    const UtilizationBreakdown breakdown = utilizationBreakdown(s, r);
    const double lostMfu = breakdown.lostToMfu;
    const double lostScaling = breakdown.lostToScaling;
    const double lostOps = breakdown.lostToOperations;
    QStringList overheads;
    for (int i = 0; i < kOverheadCount; ++i) {
        const auto o = static_cast<Overhead>(i);
        overheads << (s.operations.excluded[i] ? Explain::tr("(%1 left out)")
                                                   .arg(QString::fromLatin1(overheadId(o)))
                                             : formatPercent(s.overhead(o), 0));
    }
    std::vector<Readout> out;
    out.push_back({Explain::tr("Peak (N × R_peak)"), tflops(u.peakFlopPerS),
                   Explain::tr("N × R_peak"),
                   QStringLiteral("%1 × %2 = %3")
                       .arg(count(n), flops(r.roofline.peakFlopPerS), tflops(u.peakFlopPerS)),
                   Explain::tr("Appendix, perspective 1.4 (1,024 × 989 = 1,012,736 TFLOP/s)")});
    out.push_back({Explain::tr("Effective"), tflops(u.effectiveFlopPerS),
                   Explain::tr("R_eff = N · R_peak · MFU · η_scaling · η_operational"),
                   QStringLiteral("%1 × %2 × %3 × %4 = %5")
                       .arg(tflops(u.peakFlopPerS), formatReadable(s.scaling.mfu),
                            formatReadable(r.scaling.scalingEfficiency),
                            formatReadable(u.operationalGoodput), tflops(u.effectiveFlopPerS)),
                   Explain::tr("Appendix, perspective 1.4 (207,610.9 TFLOP/s)")});
    out.push_back({Explain::tr("Fraction of peak"), formatPercent(u.effectiveFraction),
                   Explain::tr("MFU × η_scaling × η_operational"),
                   QStringLiteral("%1 × %2 × %3 = %4")
                       .arg(formatReadable(s.scaling.mfu), formatReadable(r.scaling.scalingEfficiency),
                            formatReadable(u.operationalGoodput), formatPercent(u.effectiveFraction)),
                   Explain::tr("Appendix: 20.5 % at 1,024 GPUs")});
    out.push_back({Explain::tr("Operational goodput"), formatPercent(u.operationalGoodput),
                   Explain::tr("1 − (bubble + checkpoint + failure recovery + maintenance)"),
                   QStringLiteral("1 − (%1) = %2")
                       .arg(overheads.join(QStringLiteral(" + ")), formatPercent(u.operationalGoodput)),
                   Explain::tr("Appendix table 4 (~77 %); the compound example uses 0.82, the budget "
                                  "without the bubble that MFU already contains")});
    out.push_back({Explain::tr("Where the rest went"),
                   Explain::tr("MFU %1\nscaling %2\noperations %3")
                       .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
                   Explain::tr("shares of peak lost at each factor, in order"),
                   Explain::tr("1 − MFU = %1; MFU × (1 − η_s) = %2; MFU × η_s × (1 − η_op) = %3")
                       .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
                   Explain::tr("Appendix, perspective 1.4 (79.5 % explained by the three factors)"),
                   Readout::Tone::Neutral});
    out.push_back({Explain::tr("Training compute"), formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
                   QStringLiteral("C ≈ 6 · P · D"),
                   Explain::tr("6 × %1 × %2 tokens = %3")
                       .arg(formatParameters(s.workload.parameters),
                            formatSi(s.workload.trainingTokens, QString()).trimmed(),
                            formatSi(u.trainingComputeFlop, QStringLiteral("FLOP"))),
                   Explain::tr("Dense Transformer rule (Kaplan et al. 2020); appendix weak-scaling section")});
    out.push_back({Explain::tr("Training time"),
                   formatNumber(u.trainingTimeS / 86400, 1) + Explain::tr(" days"),
                   Explain::tr("C / R_eff"),
                   QStringLiteral("%1 / %2 = %3 s")
                       .arg(formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
                            tflops(u.effectiveFlopPerS), formatNumber(u.trainingTimeS, 0)),
                   Explain::tr("Wall-clock time = compute / effective throughput")});
    const auto &sc = s.scaling;
    // Two decimals: the appendix's 2.5 × 1,024 × 0.5 / 4,096 is exactly 31.25 %, printed "31.2".
    const bool superLinear = r.scaling.impliedEfficiency > 1;
    out.push_back({Explain::tr("Implied efficiency at N_t"),
                   formatPercent(r.scaling.impliedEfficiency, 2)
                       + (superLinear ? Explain::tr("\nabove 100 %: check the measurement")
                                      : QString()),
                   Explain::tr("η(N_t) = observed speedup · N_b · η(N_b) / N_t"),
                   Explain::tr("%1 × %2 × %3 / %4 = %5 (empirical η(%4) = %6)")
                       .arg(formatReadable(sc.observedSpeedup), count(sc.baselineAccelerators),
                            formatPercent(r.scaling.baselineEfficiency), count(sc.targetAccelerators),
                            formatPercent(r.scaling.impliedEfficiency),
                            formatPercent(r.scaling.empiricalTargetEfficiency)),
                   Explain::tr("Appendix: 2.5× from 1,024 to 4,096 GPUs → 31.2 %"),
                   superLinear ? Readout::Tone::Warning : Readout::Tone::Neutral});
    return out;
}

} // namespace fleet
