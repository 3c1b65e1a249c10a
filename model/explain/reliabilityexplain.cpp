// Readouts of the reliability view: cluster MTBF (of accelerators, or of nodes with their
// components), failure probability, checkpoints, and the checkpoint interval (Young, Daly or
// set by hand).
#include "explaintext.h"

#include <cmath>

namespace fleet {

using namespace explain;

std::vector<Readout> reliabilityReadouts(const Scenario &s, const Results &r)
{
    const auto &rel = r.reliability;
    const auto &rs = s.reliability;
    const double n = s.cluster.accelerators;
    const double g = s.cluster.acceleratorsPerNode;
    const bool nodes = rs.failureModel == FailureModel::Nodes;
    const QString horizon = hours(rs.horizonH);
    const QString mtbf = formatHours(rel.clusterMtbfH);
    std::vector<Readout> out;
    if (nodes) {
        QStringList terms;
        for (const NodeComponent &c : rs.nodeComponents)
            terms << QStringLiteral("%1/%2").arg(count(c.countPerNode), hours(c.mttfH));
        out.push_back(
            {Explain::tr("Cluster MTBF"), mtbf,
             Explain::tr("MTBF_sys = 1 / λ, λ = N / MTTF_acc + ⌈N/g⌉ · Σ countᵢ / MTTFᵢ"),
             Explain::tr("λ = %1 / %2 + %3 × (%4) = %5 per hour → %6")
                 .arg(count(n), hours(rs.acceleratorMttfH), count(rel.nodes),
                      terms.join(QStringLiteral(" + ")), formatReadable(rel.failureRatePerH), mtbf),
             Explain::tr("Series system of independent parts with constant failure "
                         "rates; the textbook's reliability appendix (10,000 GPUs: "
                         "4.14 h)")});
        out.back().number = rel.clusterMtbfH * 3600;
    } else {
        out.push_back({Explain::tr("Cluster MTBF"), mtbf,
                       Explain::tr("MTBF_sys = MTTF_accelerator / N (exact for independent parts "
                                   "with constant failure rates)"),
                       Explain::tr("%1 / %2 = %3 = %4 min")
                           .arg(hours(rs.acceleratorMttfH), count(n), hours(rel.clusterMtbfH),
                                formatReadable(rel.clusterMtbfH * 60)),
                       Explain::tr("Appendix equation 1 and table 2 (8,192 GPUs: 366.2 min)")});
        out.back().number = rel.clusterMtbfH * 3600;
    }
    if (nodes) {
        QStringList parts{
            Explain::tr("accelerators %1").arg(formatPercent(rel.acceleratorFailureShare))};
        for (size_t i = 0; i < rs.nodeComponents.size() && i < rel.componentFailureShares.size();
             ++i)
            parts << QStringLiteral("%1 %2").arg(toQString(rs.nodeComponents[i].name),
                                                 formatPercent(rel.componentFailureShares[i]));
        QStringList terms{QStringLiteral("%1 × %2 / %3")
                              .arg(count(g), QStringLiteral("1"), hours(rs.acceleratorMttfH))};
        for (const NodeComponent &c : rs.nodeComponents)
            terms << QStringLiteral("%1 / %2").arg(count(c.countPerNode), hours(c.mttfH));
        out.push_back({Explain::tr("Node MTBF"), hours(rel.nodeMtbfH),
                       Explain::tr("1 / (g / MTTF_acc + Σ countᵢ / MTTFᵢ)"),
                       QStringLiteral("1 / (%1) = %2")
                           .arg(terms.join(QStringLiteral(" + ")), hours(rel.nodeMtbfH)),
                       Explain::tr("The textbook's reliability appendix (8 GPUs + 2 NICs + 2 PSUs: "
                                   "5,172.4 h)")});
        out.back().number = rel.nodeMtbfH * 3600;
        // Two per line: the value never word-wraps, so long lists get their own breaks.
        QString shares;
        for (qsizetype i = 0; i < parts.size(); ++i)
            shares += parts[i] + (i + 1 == parts.size()
                                      ? QString()
                                      : (i % 2 ? QStringLiteral("\n") : QStringLiteral(" · ")));
        out.push_back({Explain::tr("Failures come from"), shares,
                       Explain::tr("share of λ: (count × nodes / MTTF) / λ"),
                       parts.join(QStringLiteral("; ")),
                       Explain::tr("Each part's failure rate over the cluster's")});
    }
    const double p = rel.failureProbability;
    out.push_back({Explain::tr("P(failure within %1)").arg(horizon), formatPercent(p),
                   QStringLiteral("P = 1 − exp(−t / MTBF_sys)"),
                   QStringLiteral("1 − exp(−%1 / %2) = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH), formatPercent(p, 2)),
                   Explain::tr("Appendix table 2 (98 % within 24 h at 8,192 GPUs)"),
                   p >= 0.5 ? Readout::Tone::Bad
                            : (p >= 0.1 ? Readout::Tone::Warning : Readout::Tone::Good)});
    out.back().number = p;
    out.push_back({Explain::tr("Expected failures in %1").arg(horizon),
                   formatReadable(rel.expectedFailures), QStringLiteral("t / MTBF_sys"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH),
                            formatReadable(rel.expectedFailures)),
                   Explain::tr("Constant failure rate (Poisson process)")});
    out.back().number = rel.expectedFailures;
    out.push_back(
        {Explain::tr("Checkpoint size"), bytes(rel.checkpointBytes),
         Explain::tr("P × bytes per parameter (14 B: BF16 weights + FP32 master, m, v)"),
         QStringLiteral("%1 × %2 B = %3")
             .arg(formatParameters(s.workload.parameters),
                  formatReadable(rs.checkpointBytesPerParameter), bytes(rel.checkpointBytes)),
         Explain::tr("Appendix table 3 (175B: 2,450 GB)")});
    out.back().number = rel.checkpointBytes;
    out.push_back({Explain::tr("Checkpoint write time"), formatDuration(rel.checkpointWriteS),
                   Explain::tr("δ = checkpoint bytes / storage bandwidth"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(bytes(rel.checkpointBytes), bytesPerS(rs.storageBandwidthBytesPerS),
                            formatDuration(rel.checkpointWriteS)),
                   Explain::tr("Appendix table 3 (at 100 GB/s: 7B 0.98 s … 1T 2.3 min)")});
    out.back().number = rel.checkpointWriteS;
    const QString delta = formatDuration(rel.checkpointWriteS);
    out.push_back(
        {Explain::tr("Young's τ*"),
         formatDuration(rel.optimalCheckpointIntervalS) +
             (rel.youngFormulaValid ? QString()
                                    : Explain::tr("\nout of range (δ ≥ M/10): use Daly's")),
         QStringLiteral("τ* ≈ √(2 · δ · MTBF_sys)"),
         QStringLiteral("√(2 × %1 × %2) = %3")
             .arg(delta, mtbf, formatDuration(rel.optimalCheckpointIntervalS)),
         Explain::tr("Young 1974 (first order, valid while δ ≪ MTBF; taken as δ < M/10)"),
         rel.youngFormulaValid ? Readout::Tone::Neutral : Readout::Tone::Bad});
    out.back().number = rel.optimalCheckpointIntervalS;
    const bool dalyIsMtbf = r.has(ModelFlag::DalyIntervalIsMtbf);
    out.push_back({Explain::tr("Daly's τ"), formatDuration(rel.dalyCheckpointIntervalS),
                   dalyIsMtbf ? Explain::tr("δ ≥ 2M: τ = M")
                              : QStringLiteral("τ = √(2δM) · [1 + ⅓√(δ/2M) + (1/9)(δ/2M)] − δ"),
                   dalyIsMtbf ? QStringLiteral("%1 ≥ 2 × %2 → %2").arg(delta, mtbf)
                              : Explain::tr("δ = %1, M = %2 → %3")
                                    .arg(delta, mtbf, formatDuration(rel.dalyCheckpointIntervalS)),
                   Explain::tr("Daly 2006, higher-order optimum")});
    out.back().number = rel.dalyCheckpointIntervalS;
    QString policy;
    switch (rs.checkpointPolicy) {
    case CheckpointPolicy::Young:
        policy = Explain::tr("Young's");
        break;
    case CheckpointPolicy::Daly:
        policy = Explain::tr("Daly's");
        break;
    case CheckpointPolicy::Set:
        policy = Explain::tr("set by hand");
        break;
    }
    out.push_back(
        {Explain::tr("Interval used"),
         Explain::tr("%1 (%2)").arg(formatDuration(rel.checkpointIntervalS), policy),
         Explain::tr("τ: the scenario's choice"), formatDuration(rel.checkpointIntervalS),
         Explain::tr("Sets the checkpoint and failure overheads of the derived goodput")});
    out.back().number = rel.checkpointIntervalS;
    const bool capped = r.has(ModelFlag::WastedTimeCapped);
    out.push_back(
        {Explain::tr("First-order waste at τ*"),
         formatPercent(rel.wastedTimeFractionAtOptimum) +
             (capped ? Explain::tr("\ncapped: the first-order model fails here") : QString()),
         Explain::tr("δ / τ + τ / (2 · MTBF_sys) (first order)"),
         QStringLiteral("%1 / %2 + %2 / (2 × %3) = %4")
             .arg(delta, formatDuration(rel.optimalCheckpointIntervalS), mtbf,
                  formatPercent(rel.wastedTimeFractionAtOptimum)),
         Explain::tr("Young 1974 first-order model, without the restart time: not the goodput's "
                     "checkpoint + failure terms, which add it at the interval used"),
         capped ? Readout::Tone::Bad : Readout::Tone::Neutral});
    out.back().number = rel.wastedTimeFractionAtOptimum;
    return out;
}

} // namespace fleet
