// Readouts of the reliability view: cluster MTBF, failure probability, checkpoints.
#include "explaintext.h"

namespace fleet {

using namespace explain;

std::vector<Readout> reliabilityReadouts(const Scenario &s, const Results &r)
{
    const auto &rel = r.reliability;
    const auto &rs = s.reliability;
    const double n = s.cluster.accelerators;
    const QString horizon = hours(rs.horizonH);
    std::vector<Readout> out;
    out.push_back({Explain::tr("Cluster MTBF"), formatDuration(rel.clusterMtbfH * 3600),
                   Explain::tr("MTBF_sys = MTTF_accelerator / N (exact for independent parts "
                                  "with constant failure rates)"),
                   Explain::tr("%1 / %2 = %3 = %4 min")
                       .arg(hours(rs.acceleratorMttfH), count(n), hours(rel.clusterMtbfH),
                            formatReadable(rel.clusterMtbfH * 60)),
                   Explain::tr("Appendix equation 1 and table 2 (8,192 GPUs: 366.2 min)")});
    const double p = rel.failureProbability;
    out.push_back({Explain::tr("P(failure within %1)").arg(horizon), formatPercent(p),
                   Explain::tr("P = 1 − exp(−t / MTBF_sys)"),
                   Explain::tr("1 − exp(−%1 / %2) = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH), formatPercent(p, 2)),
                   Explain::tr("Appendix table 2 (98 % within 24 h at 8,192 GPUs)"),
                   p >= 0.5 ? Readout::Tone::Bad
                            : (p >= 0.1 ? Readout::Tone::Warning : Readout::Tone::Good)});
    out.push_back({Explain::tr("Expected failures in %1").arg(horizon),
                   formatReadable(rel.expectedFailures),
                   Explain::tr("t / MTBF_sys"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(hours(rs.horizonH), hours(rel.clusterMtbfH),
                            formatReadable(rel.expectedFailures)),
                   Explain::tr("Constant failure rate (Poisson process)")});
    out.push_back({Explain::tr("Checkpoint size"), bytes(rel.checkpointBytes),
                   Explain::tr("P × bytes per parameter (14 B: BF16 weights + FP32 master, m, v)"),
                   QStringLiteral("%1 × %2 B = %3")
                       .arg(formatParameters(s.workload.parameters),
                            formatReadable(rs.checkpointBytesPerParameter),
                            bytes(rel.checkpointBytes)),
                   Explain::tr("Appendix table 3 (175B: 2,450 GB)")});
    out.push_back({Explain::tr("Checkpoint write time"), formatDuration(rel.checkpointWriteS),
                   Explain::tr("δ = checkpoint bytes / storage bandwidth"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(bytes(rel.checkpointBytes), bytesPerS(rs.storageBandwidthBytesPerS),
                            formatDuration(rel.checkpointWriteS)),
                   Explain::tr("Appendix table 3 (at 100 GB/s: 7B 0.98 s … 1T 2.3 min)")});
    const bool firstOrderHolds = rel.optimalCheckpointIntervalS > rel.checkpointWriteS
                                 && rel.wastedTimeFractionAtOptimum < 1;
    out.push_back({Explain::tr("Young/Daly interval"),
                   formatDuration(rel.optimalCheckpointIntervalS)
                       + (firstOrderHolds ? QString()
                                          : Explain::tr("\nshorter than a write: the "
                                                           "first-order model does not hold")),
                   Explain::tr("τ* ≈ √(2 · δ · MTBF_sys)"),
                   QStringLiteral("√(2 × %1 × %2) = %3")
                       .arg(formatDuration(rel.checkpointWriteS),
                            formatDuration(rel.clusterMtbfH * 3600),
                            formatDuration(rel.optimalCheckpointIntervalS)),
                   Explain::tr("Young 1974; Daly 2006 (valid while δ ≪ MTBF)"),
                   firstOrderHolds ? Readout::Tone::Neutral : Readout::Tone::Bad});
    out.push_back({Explain::tr("Time wasted at τ*"),
                   formatPercent(rel.wastedTimeFractionAtOptimum),
                   Explain::tr("δ / τ + τ / (2 · MTBF_sys) (first order)"),
                   QStringLiteral("%1 / %2 + %2 / (2 × %3) = %4")
                       .arg(formatDuration(rel.checkpointWriteS),
                            formatDuration(rel.optimalCheckpointIntervalS),
                            formatDuration(rel.clusterMtbfH * 3600),
                            formatPercent(rel.wastedTimeFractionAtOptimum)),
                   Explain::tr("Young 1974 first-order model")});
    return out;
}

} // namespace fleet
