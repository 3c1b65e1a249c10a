// Readouts of the layout view: memory per accelerator against the HBM, one step's time and its
// parts, the bubble, the MFU and tokens/s the layout gives, and the time to train with them.
#include "explaintext.h"

#include "layout.h"

#include <cmath>

namespace fleet {

using namespace explain;

namespace {

QString gigabytes(double b)
{
    return formatFixed(b, 1e9, QStringLiteral("GB"), 2);
}

QString layoutText(const LayoutCost &c)
{
    const Layout &l = c.layout;
    return QStringLiteral("t = %1, p = %2, d = %3").arg(l.tensor).arg(l.pipeline).arg(l.data) +
           (l.expert > 1 ? QStringLiteral(", e = %1").arg(l.expert) : QString());
}

} // namespace

QString layoutMemoryVerdict(const LayoutCost &c)
{
    const QString by =
        formatFixed(std::abs(c.capacityBytes - c.memoryBytes), 1e9, QStringLiteral("GB"), 1);
    return c.fits ? Explain::tr("fits, %1 free").arg(by)
                  : Explain::tr("does not fit by %1").arg(by);
}

std::vector<Readout> layoutReadouts(const Scenario &s, const Results &r)
{
    const LayoutCost &c = r.parallelism;
    std::vector<Readout> out;
    if (!c.valid) {
        const QString why = c.problem ? c.problem->text() : QString();
        out.push_back({Explain::tr("Layout"), Explain::tr("Cannot run on this cluster"),
                       Explain::tr("t · p · d = N; t divides the heads; p ≤ layers; e divides d"),
                       why, Explain::tr("SPEC §8.1"), Readout::Tone::Bad});
        return out;
    }
    const Layout &l = c.layout;
    const double bw = s.workload.bytesPerParameter;
    const QString zeroDiv = l.zeroStage >= 1 ? QStringLiteral(" / d") : QString();
    out.push_back(
        {Explain::tr("Memory per accelerator"),
         formatFixed(c.memoryBytes, 1e9, QStringLiteral("GB"), 2) + QStringLiteral("\n") +
             layoutMemoryVerdict(c),
         Explain::tr("b_w·Ψ + b_w·Ψ + 12·Ψ + activations, ÷ d as ZeRO shards them"),
         Explain::tr("Ψ = %1 parameters per accelerator (ZeRO-%2)\nweights %3 + gradients %4 + "
                     "optimizer %5 + activations %6 = %7 of %8")
                 .arg(formatParameters(c.shardParameters))
                 .arg(l.zeroStage)
                 .arg(gigabytes(c.weightsBytes), gigabytes(c.gradientsBytes),
                      gigabytes(c.optimizerBytes), gigabytes(c.activationsBytes),
                      gigabytes(c.memoryBytes), gigabytes(c.capacityBytes)) +
             Explain::tr("\n(b_w = %1 B; optimizer 12 B per parameter%2; the extra activations "
                         "interleaving keeps in flight are left out)")
                 .arg(formatNumber(bw, 0), zeroDiv),
         Explain::tr("Rajbhandari et al. 2020 (ZeRO); Korthikanti et al. 2022 (activations); the "
                     "appendix's 14 B/parameter state + BF16 gradients"),
         c.fits ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = c.memoryBytes;
    const double m = c.microBatches;
    out.push_back(
        {Explain::tr("Step time"), formatDuration(c.stepS),
         Explain::tr("T_step = (m + (p − 1)/v) · (t_c + t_tp + t_pp + t_a2a) + exposed DP"),
         Explain::tr("(%1 + %2) × (%3 + %4 + %5 + %6) + %7 = %8")
                 .arg(formatNumber(m, 0), formatReadable(double(l.pipeline - 1) / l.virtualStages),
                      formatDuration(c.computeS), formatDuration(c.tensorCommS),
                      formatDuration(c.pipelineCommS), formatDuration(c.expertCommS),
                      formatDuration(c.dataParallelExposedS), formatDuration(c.stepS)) +
             Explain::tr("\n(attention FLOPs are left out, as in 6 · P · D)"),
         Explain::tr("Narayanan et al. 2021 (1F1B, interleaving); Shoeybi et al. 2019 (4 "
                     "AllReduces per layer)")});
    out.back().number = c.stepS;
    out.push_back(
        {Explain::tr("MFU from the layout"), formatPercent(c.mfu),
         QStringLiteral("6 · P_a · G / (N · R_peak · T_step)"),
         QStringLiteral("6 × %1 × %2 / (%3 × %4 × %5) = %6")
                 .arg(formatParameters(s.activeParameters()),
                      formatSi(c.stepTokens, QString()).trimmed(), count(s.cluster.accelerators),
                      flops(s.peakFlopPerS()), formatDuration(c.stepS), formatPercent(c.mfu)) +
             Explain::tr("\nIncludes the communication and the bubble: use it with η_scaling = 1"),
         Explain::tr(
             "SPEC §8.3; published end-to-end MFUs: 38–43 % (Llama 3), 52 % (Megatron-LM)")});
    out.back().number = c.mfu;
    out.push_back({Explain::tr("Pipeline bubble"), formatPercent(c.bubbleFraction),
                   QStringLiteral("((p − 1)/v) / (m + (p − 1)/v)"),
                   QStringLiteral("((%1 − 1)/%2) / (%3 + (%1 − 1)/%2) = %4")
                       .arg(l.pipeline)
                       .arg(l.virtualStages)
                       .arg(formatNumber(m, 0), formatPercent(c.bubbleFraction)),
                   Explain::tr("Narayanan et al. 2021 (p = 4, m = 8: 3/11; v = 4: 3/35)")});
    out.back().number = c.bubbleFraction;
    out.push_back(
        {Explain::tr("Tokens per second"), formatSi(c.tokensPerS, QStringLiteral("tokens/s")),
         QStringLiteral("G / T_step"),
         QStringLiteral("%1 / %2 = %3")
             .arg(formatSi(c.stepTokens, QStringLiteral("tokens")), formatDuration(c.stepS),
                  formatSi(c.tokensPerS, QStringLiteral("tokens/s"))),
         Explain::tr("SPEC §8.3")});
    out.back().number = c.tokensPerS;
    const double goodput = r.utilization.operationalGoodput;
    if (goodput > 0 && c.tokensPerS > 0) {
        const double seconds = s.workload.trainingTokens / c.tokensPerS / goodput;
        out.push_back({Explain::tr("Time to train (this layout)"), formatTrainingTime(seconds),
                       QStringLiteral("D / (tokens/s) / goodput"),
                       QStringLiteral("%1 / %2 / %3 = %4")
                           .arg(formatSi(s.workload.trainingTokens, QStringLiteral("tokens")),
                                formatSi(c.tokensPerS, QStringLiteral("tokens/s")),
                                formatReadable(goodput), formatTrainingTime(seconds)),
                       Explain::tr("SPEC §8.3; goodput as the utilization view has it")});
        out.back().number = seconds;
    } else {
        out.push_back({Explain::tr("Time to train (this layout)"), Explain::tr("Never finishes"),
                       QStringLiteral("D / (tokens/s) / goodput"),
                       Explain::tr("goodput = 0: checkpoints and failures take all of the time"),
                       Explain::tr("Derived goodput ≤ 0"), Readout::Tone::Bad});
    }
    const QString where = c.tensorCrossesNodes ? Explain::tr("crosses the node\n(~9× slower)")
                                               : Explain::tr("inside the node");
    const QString why =
        c.tensorCrossesNodes
            ? Explain::tr("%1 tensor ranks > %2 per node: its AllReduces on the fabric")
                  .arg(l.tensor)
                  .arg(s.cluster.acceleratorsPerNode)
            : Explain::tr("%1 of %2 accelerators of a node, on the scale-up link")
                  .arg(l.tensor)
                  .arg(s.cluster.acceleratorsPerNode);
    out.push_back({Explain::tr("Tensor group"), where,
                   Explain::tr("t ≤ g keeps the tensor AllReduces on NVLink"),
                   QStringLiteral("%1: %2, t_tp = %3 per micro-batch")
                       .arg(layoutText(c), why, formatDuration(c.tensorCommS)),
                   Explain::tr("Appendix: tensor parallelism inside the node, data parallelism "
                               "between nodes (NVLink 450 GB/s vs NDR 50 GB/s)"),
                   c.tensorCrossesNodes ? Readout::Tone::Bad : Readout::Tone::Good});
    return out;
}

} // namespace fleet
