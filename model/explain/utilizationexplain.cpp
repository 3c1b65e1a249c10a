// Readouts of the utilization view: peak to effective FLOP/s, goodput, training time.
#include "explaintext.h"

#include "breakdown.h"

#include <cmath>

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
    const bool derived = u.goodputSource == Results::Utilization::GoodputSource::Derived;
    const auto &ops = r.operations;
    const double used[kOverheadCount] = {ops.pipelineBubble, ops.checkpointOverhead,
                                         ops.failureOverhead, ops.maintenance};
    QStringList overheads;
    for (int i = 0; i < kOverheadCount; ++i) {
        const auto o = static_cast<Overhead>(i);
        const bool fromPhysics =
            derived && (o == Overhead::Checkpointing || o == Overhead::FailureRecovery);
        overheads << (s.operations.excluded[i]
                          ? Explain::tr("(%1 left out)").arg(QString::fromLatin1(overheadId(o)))
                          : formatPercent(used[i], fromPhysics ? 1 : 0));
    }
    std::vector<Readout> out;
    out.push_back({Explain::tr("Peak (N × R_peak)"), flops(u.peakFlopPerS),
                   Explain::tr("N × R_peak"),
                   QStringLiteral("%1 × %2 = %3 = %4")
                       .arg(count(n), flops(r.roofline.peakFlopPerS), flops(u.peakFlopPerS),
                            tflops(u.peakFlopPerS)),
                   Explain::tr("Appendix, perspective 1.4 (1,024 × 989 = 1,012,736 TFLOP/s)")});
    out.back().number = u.peakFlopPerS;
    out.push_back(
        {Explain::tr("Effective"), flops(u.effectiveFlopPerS),
         Explain::tr("R_eff = N · R_peak · MFU · η_scaling · η_operational"),
         QStringLiteral("%1 × %2 × %3 × %4 = %5 = %6")
             .arg(flops(u.peakFlopPerS), formatReadable(u.mfu),
                  formatReadable(r.scaling.scalingEfficiency), formatReadable(u.operationalGoodput),
                  flops(u.effectiveFlopPerS), tflops(u.effectiveFlopPerS)),
         Explain::tr("Appendix, perspective 1.4 (207,610.9 TFLOP/s)")});
    out.back().number = u.effectiveFlopPerS;
    out.push_back(
        {Explain::tr("Fraction of peak"), formatPercent(u.effectiveFraction),
         Explain::tr("MFU × η_scaling × η_operational"),
         QStringLiteral("%1 × %2 × %3 = %4")
             .arg(formatReadable(u.mfu), formatReadable(r.scaling.scalingEfficiency),
                  formatReadable(u.operationalGoodput), formatPercent(u.effectiveFraction)),
         Explain::tr("Appendix: 20.5 % at 1,024 GPUs")});
    out.back().number = u.effectiveFraction;
    const auto &rel = r.reliability;
    const QString goodputValue = u.progressStalls
                                     ? Explain::tr("0 %: the run never progresses")
                                     : formatPercent(u.operationalGoodput) +
                                           (derived ? Explain::tr(" (derived)") : QString());
    out.push_back(
        {Explain::tr("Operational goodput"), goodputValue,
         derived ? Explain::tr("1 − (bubble + δ/τ + (R + δ + τ/2)/M + maintenance)")
                 : Explain::tr("1 − (bubble + checkpoint + failure recovery + maintenance)"),
         (derived ? Explain::tr("δ = %1, τ = %2, R = %3, M = %4\n")
                        .arg(formatDuration(rel.checkpointWriteS),
                             formatDuration(rel.checkpointIntervalS),
                             formatDuration(s.reliability.restartOverheadS),
                             formatHours(rel.clusterMtbfH))
                  : QString()) +
             QStringLiteral("1 − (%1) = %2")
                 .arg(overheads.join(QStringLiteral(" + ")),
                      formatPercent(1 - (used[0] + used[1] + used[2] + used[3]))),
         derived ? Explain::tr("Checkpoint and failure overheads from the reliability "
                               "physics (Young 1974, Daly 2006; textbook reliability "
                               "appendix: 2.9 % and 3.6 % for 10,000 H100, 175B)")
                 : Explain::tr("Appendix table 4 (~77 %); the compound example uses 0.82, "
                               "the budget without the bubble that MFU already contains"),
         u.progressStalls ? Readout::Tone::Bad : Readout::Tone::Neutral});
    out.back().number = u.operationalGoodput;
    out.push_back(
        {Explain::tr("Where the rest went"),
         Explain::tr("MFU %1\nscaling %2\noperations %3")
             .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
         Explain::tr("shares of peak lost at each factor, in order"),
         Explain::tr("1 − MFU = %1; MFU × (1 − η_s) = %2; MFU × η_s × (1 − η_op) = %3")
             .arg(formatPercent(lostMfu), formatPercent(lostScaling), formatPercent(lostOps)),
         Explain::tr(
             "Appendix, perspective 1.4 (in its example the three factors take four fifths of "
             "the peak)"),
         Readout::Tone::Neutral});
    out.push_back(
        {Explain::tr("Training compute"), formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
         QStringLiteral("C ≈ 6 · P · D"),
         Explain::tr("6 × %1 × %2 tokens = %3")
             .arg(formatParameters(s.workload.parameters),
                  formatSi(s.workload.trainingTokens, QString()).trimmed(),
                  formatSi(u.trainingComputeFlop, QStringLiteral("FLOP"))),
         Explain::tr(
             "Dense Transformer rule (Kaplan et al. 2020); appendix weak-scaling section")});
    out.back().number = u.trainingComputeFlop;
    if (u.trainingTimeS) {
        out.push_back({Explain::tr("Training time"), formatTrainingTime(*u.trainingTimeS),
                       QStringLiteral("C / R_eff"),
                       QStringLiteral("%1 / %2 = %3 s")
                           .arg(formatSi(u.trainingComputeFlop, QStringLiteral("FLOP")),
                                flops(u.effectiveFlopPerS), formatNumber(*u.trainingTimeS, 0)),
                       Explain::tr("Wall-clock time = compute / effective throughput")});
        out.back().number = *u.trainingTimeS;
    } else {
        out.push_back({Explain::tr("Training time"), Explain::tr("Never finishes"),
                       QStringLiteral("C / R_eff"),
                       Explain::tr("R_eff = 0: checkpoints and failures take all of the time"),
                       Explain::tr("Derived goodput ≤ 0"), Readout::Tone::Bad});
    }
    const auto &sc = s.scaling;
    // Two decimals: the appendix's 2.5 × 1,024 × 0.5 / 4,096 is exactly 31.25 %, printed "31.2".
    const bool superLinear = r.scaling.impliedEfficiency > 1;
    out.push_back(
        {Explain::tr("Implied efficiency at N_t"),
         formatPercent(r.scaling.impliedEfficiency, 2) +
             (superLinear ? Explain::tr("\nabove 100 %: check the measurement") : QString()),
         Explain::tr("η(N_t) = observed speedup · N_b · η(N_b) / N_t"),
         Explain::tr("%1 × %2 × %3 / %4 = %5 (empirical η(%4) = %6)")
             .arg(formatReadable(sc.observedSpeedup), count(sc.baselineAccelerators),
                  formatPercent(r.scaling.baselineEfficiency), count(sc.targetAccelerators),
                  formatPercent(r.scaling.impliedEfficiency),
                  formatPercent(r.scaling.empiricalTargetEfficiency)),
         Explain::tr("Appendix: 2.5× from 1,024 to 4,096 GPUs → 31.2 %"),
         superLinear ? Readout::Tone::Warning : Readout::Tone::Neutral});
    out.back().number = r.scaling.impliedEfficiency;
    return out;
}

std::vector<Readout> runReadouts(const Scenario &s, const Results &r)
{
    const auto &run = r.run;
    std::vector<Readout> out;
    if (!run.trainingTimeS) {
        out.push_back({Explain::tr("Run totals"), Explain::tr("None: the run never progresses"),
                       Explain::tr("energy, cost, CO₂ and accelerator-hours need a finite "
                                   "training time"),
                       QString(), Explain::tr("Derived goodput ≤ 0"), Readout::Tone::Bad});
        return out;
    }
    const QString time = formatTrainingTime(*run.trainingTimeS);
    const QString energy = formatSi(*run.energyWh, QStringLiteral("Wh"));
    out.push_back({Explain::tr("Energy to train"), energy,
                   Explain::tr("facility load × training time"),
                   QStringLiteral("%1 × %2 = %3").arg(watts(r.power.facilityLoadW), time, energy),
                   Explain::tr("Facility load includes PUE and host power")});
    out.back().number = *run.energyWh;
    out.push_back({Explain::tr("Electricity cost"), formatUsd(*run.costUsd),
                   Explain::tr("energy × price (electricity only)"),
                   QStringLiteral("%1 × $%2/kWh = %3")
                       .arg(energy, formatNumber(s.facility.electricityUsdPerKwh, 3),
                            formatUsd(*run.costUsd)),
                   Explain::tr("Price is an input (facility.electricity_usd_per_kwh)")});
    out.back().number = *run.costUsd;
    out.push_back(
        {Explain::tr("CO₂ to train"), formatCo2(*run.co2Kg), Explain::tr("energy × grid intensity"),
         QStringLiteral("%1 × %2 g/kWh = %3")
             .arg(energy, formatNumber(s.facility.gridGco2PerKwh, 0), formatCo2(*run.co2Kg)),
         Explain::tr("Grid intensity is an input (facility.grid_gco2_per_kwh)")});
    out.back().number = *run.co2Kg;
    out.push_back(
        {Explain::tr("Accelerator-hours"), hours(std::round(*run.acceleratorHours)),
         Explain::tr("N × training time"),
         QStringLiteral("%1 × %2 = %3 h")
             .arg(count(s.cluster.accelerators), time, formatNumber(*run.acceleratorHours, 0)),
         Explain::tr("What the run occupies, whatever the price per hour")});
    out.back().number = *run.acceleratorHours;
    return out;
}

} // namespace fleet
