// The plan's JSON and Markdown (plan.h).
#include "plan.h"

#include "format.h"
#include "markdowntable.h"

#include <QJsonArray>

namespace fleet {

QJsonObject layoutCostToJson(const LayoutCost &c)
{
    const Layout &l = c.layout;
    return QJsonObject{
        {QStringLiteral("tensor"), l.tensor},
        {QStringLiteral("pipeline"), l.pipeline},
        {QStringLiteral("data"), l.data},
        {QStringLiteral("expert"), l.expert},
        {QStringLiteral("zero_stage"), l.zeroStage},
        {QStringLiteral("recompute"), QString::fromLatin1(recomputeId(l.recompute))},
        {QStringLiteral("micro_batch"), l.microBatch},
        {QStringLiteral("virtual_stages"), l.virtualStages},
        {QStringLiteral("micro_batches"), c.microBatches},
        {QStringLiteral("mfu"), c.mfu},
        {QStringLiteral("tokens_per_s"), c.tokensPerS},
        {QStringLiteral("step_s"), c.stepS},
        {QStringLiteral("bubble_fraction"), c.bubbleFraction},
        {QStringLiteral("data_parallel_exposed_s"), c.dataParallelExposedS},
        {QStringLiteral("memory_per_accelerator_bytes"), c.memoryBytes},
        {QStringLiteral("fits"), c.fits},
        {QStringLiteral("tensor_crosses_nodes"), c.tensorCrossesNodes},
    };
}

QJsonObject planToJson(const std::vector<LayoutCost> &plan, size_t fitting, const QString &file,
                       const QString &name, int accelerators)
{
    QJsonArray layouts;
    int rank = 0;
    for (const LayoutCost &c : plan) {
        QJsonObject o = layoutCostToJson(c);
        o[QStringLiteral("rank")] = ++rank;
        layouts.append(o);
    }
    return QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("name"), name},
        {QStringLiteral("accelerators"), accelerators},
        {QStringLiteral("candidates_that_fit"), double(fitting)},
        {QStringLiteral("layouts"), layouts},
    };
}

QString planMarkdown(const std::vector<LayoutCost> &plan, const QString &name)
{
    QString out = QStringLiteral("## Training layouts: %1\n\n").arg(name);
    if (plan.empty())
        return out + QStringLiteral("No layout fits in the accelerators' memory.\n");
    QList<QStringList> rows;
    int rank = 0;
    for (const LayoutCost &c : plan) {
        const Layout &l = c.layout;
        rows << QStringList{
            QString::number(++rank),
            QStringLiteral("%1 × %2 × %3").arg(l.tensor).arg(l.pipeline).arg(l.data) +
                (l.expert > 1 ? QStringLiteral(" (e = %1)").arg(l.expert) : QString()),
            QString::number(l.zeroStage),
            QString::fromLatin1(recomputeId(l.recompute)),
            QString::number(l.microBatch),
            QString::number(l.virtualStages),
            formatPercent(c.mfu, 2),
            formatSi(c.tokensPerS, QStringLiteral("tokens/s")),
            formatDuration(c.stepS),
            formatSi(c.memoryBytes, QStringLiteral("B")),
        };
    }
    return out +
           markdownTable({QStringLiteral("Rank"), QStringLiteral("t × p × d"),
                          QStringLiteral("ZeRO"), QStringLiteral("Recompute"), QStringLiteral("b"),
                          QStringLiteral("v"), QStringLiteral("MFU"), QStringLiteral("Tokens/s"),
                          QStringLiteral("Step"), QStringLiteral("Memory")},
                         rows);
}

} // namespace fleet
