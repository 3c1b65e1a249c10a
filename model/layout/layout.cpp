// The training layout (layout.h): the layout's checks, its memory per accelerator and one
// training step (SPEC §8.2, §8.3), and the ranked layouts that fit (§8.4).
#include "layout.h"

#include "coupled.h"
#include "require.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace fleet {

namespace {

/// Bytes of one 16-bit activation element: the messages of tensor, pipeline and expert
/// parallelism carry BF16 activations.
constexpr double kActivationBytes = 2;
/// FP32 master weights, Adam's m and v: 4 + 4 + 4 bytes per parameter.
constexpr double kOptimizerBytesPerParameter = 12;

} // namespace

QString LayoutProblem::text() const
{
    return key + QStringLiteral(" = ") + reason;
}

const char *recomputeId(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "";
}

Layout scenarioLayout(const Scenario &s)
{
    const auto &par = s.parallelism;
    Layout l;
    l.tensor = par.tensor;
    l.pipeline = par.pipeline;
    l.data = par.data.value_or(std::max(1, s.cluster.accelerators / (par.tensor * par.pipeline)));
    l.expert = par.expert;
    l.zeroStage = par.zeroStage;
    l.recompute = par.recompute;
    l.microBatch = par.microBatch;
    l.virtualStages = par.virtualStages;
    return l;
}

std::optional<LayoutProblem> layoutProblem(const Scenario &s, const Layout &l)
{
    const long long n = s.cluster.accelerators;
    const long long tp = static_cast<long long>(l.tensor) * l.pipeline;
    if (!s.parallelism.data.has_value() && n % tp != 0)
        return LayoutProblem{QStringLiteral("parallelism.data"),
                             QStringLiteral("\"auto\": tensor × pipeline = %1 × %2 = %3 does not "
                                            "divide cluster.accelerators = %4")
                                 .arg(l.tensor)
                                 .arg(l.pipeline)
                                 .arg(tp)
                                 .arg(n)};
    if (tp * l.data != n)
        return LayoutProblem{QStringLiteral("parallelism.data"),
                             QStringLiteral("%1: tensor × pipeline × data = %2 × %3 × %1 = %4, "
                                            "not cluster.accelerators = %5")
                                 .arg(l.data)
                                 .arg(l.tensor)
                                 .arg(l.pipeline)
                                 .arg(tp * l.data)
                                 .arg(n)};
    if (s.workload.heads % l.tensor != 0)
        return LayoutProblem{QStringLiteral("parallelism.tensor"),
                             QStringLiteral("%1 does not divide workload.heads = %2")
                                 .arg(l.tensor)
                                 .arg(s.workload.heads)};
    if (l.pipeline > s.workload.layers)
        return LayoutProblem{QStringLiteral("parallelism.pipeline"),
                             QStringLiteral("%1 exceeds workload.layers = %2")
                                 .arg(l.pipeline)
                                 .arg(s.workload.layers)};
    if (l.data % l.expert != 0)
        return LayoutProblem{
            QStringLiteral("parallelism.expert"),
            QStringLiteral("%1 does not divide parallelism.data = %2").arg(l.expert).arg(l.data)};
    const int stageLayers = (s.workload.layers + l.pipeline - 1) / l.pipeline;
    if (l.virtualStages > stageLayers)
        return LayoutProblem{QStringLiteral("parallelism.virtual_stages"),
                             QStringLiteral("%1 exceeds the %2 layers of a stage (⌈workload.layers "
                                            "/ parallelism.pipeline⌉ = ⌈%3 / %4⌉)")
                                 .arg(l.virtualStages)
                                 .arg(stageLayers)
                                 .arg(s.workload.layers)
                                 .arg(l.pipeline)};
    return std::nullopt;
}

double activationBytesPerLayer(double sequenceTokens, double microBatch, double hidden,
                               double heads, double tensor, Recompute recompute)
{
    detail::require(sequenceTokens >= 1 && microBatch >= 1 && hidden >= 1 && heads >= 1 &&
                        tensor >= 1,
                    __func__, "counts must be >= 1");
    const double sbh = sequenceTokens * microBatch * hidden;
    switch (recompute) {
    case Recompute::None:
        return sbh * (34.0 + 5.0 * heads * sequenceTokens / hidden) / tensor;
    case Recompute::Selective:
        return 34.0 * sbh / tensor;
    case Recompute::Full:
        return 2.0 * sbh / tensor;
    }
    return 0;
}

double pipelineBubbleFraction(double stages, double microBatches, double virtualStages)
{
    detail::require(stages >= 1 && microBatches >= 1 && virtualStages >= 1, __func__,
                    "p, m and v must be >= 1");
    const double fill = (stages - 1.0) / virtualStages;
    return fill / (microBatches + fill);
}

LayoutCost evaluateLayout(const Scenario &s, const Layout &l)
{
    LayoutCost c;
    c.layout = l;
    c.capacityBytes = s.accelerator.hbmCapacityBytes;
    c.problem = layoutProblem(s, l);
    if (c.problem)
        return c;
    c.valid = true;

    const auto &w = s.workload;
    const double n = s.cluster.accelerators;
    const double g = s.cluster.acceleratorsPerNode;
    const double t = l.tensor, p = l.pipeline, d = l.data, e = l.expert, v = l.virtualStages;
    const double b = l.microBatch;
    const double seq = w.sequenceTokens, h = w.hidden, layers = w.layers;
    const double activeParameters = s.activeParameters();
    const double expertParameters = w.expertParameters;
    const bool moe = expertParameters > 0;
    const AllReduceSetup links = allReduceSetup(s);

    // §8.2 Memory per accelerator (the fullest stage).
    c.stageLayers = (w.layers + l.pipeline - 1) / l.pipeline;
    const double sequencesPerMicroBatchRound = seq * b * d;
    const double m = std::max(1.0, std::round(w.globalBatchTokens / sequencesPerMicroBatchRound));
    c.microBatches = m;
    c.stepTokens = m * sequencesPerMicroBatchRound;
    c.batchRounded = std::abs(c.stepTokens - w.globalBatchTokens) > 1e-9 * w.globalBatchTokens;
    c.stageMoeLayers =
        moe ? std::min(c.stageLayers, (s.moeLayers() + l.pipeline - 1) / l.pipeline) : 0;
    c.shardParameters = (w.parameters - expertParameters + expertParameters / e) / (t * p);
    const double shardBytes = w.bytesPerParameter * c.shardParameters;
    c.weightsBytes = l.zeroStage >= 3 ? shardBytes / d : shardBytes;
    c.gradientsBytes = l.zeroStage >= 2 ? shardBytes / d : shardBytes;
    c.optimizerBytes = kOptimizerBytesPerParameter * c.shardParameters / (l.zeroStage >= 1 ? d : 1);
    c.activationsPerLayerBytes = activationBytesPerLayer(seq, b, h, w.heads, t, l.recompute);
    c.microBatchesInFlight = int(std::min(p, m));
    c.activationsBytes = c.stageLayers * std::min(p, m) * c.activationsPerLayerBytes;
    c.memoryBytes = c.weightsBytes + c.gradientsBytes + c.optimizerBytes + c.activationsBytes;
    c.fits = c.memoryBytes <= c.capacityBytes;

    // §8.3 One step. Compute per micro-batch (attention FLOPs left out, as in 6·P·D).
    const bool full = l.recompute == Recompute::Full;
    const double recomputeFactor = full ? 4.0 / 3.0 : 1.0;
    c.computeS = 6.0 * activeParameters * seq * b * (c.stageLayers / layers) / t * recomputeFactor /
                 (s.peakFlopPerS() * s.parallelism.computeEfficiency);

    // Tensor parallelism: 4 ring AllReduces per layer (6 with full recompute), not overlapped.
    c.tensorCrossesNodes = t > g;
    const AlphaBeta tensorLink = c.tensorCrossesNodes ? links.interNode : links.intraNode;
    const double tensorMessage = kActivationBytes * seq * b * h;
    const double allReducesPerLayer = full ? 6.0 : 4.0;
    c.tensorCommS = c.stageLayers * allReducesPerLayer *
                    ringAllReduceTime(tensorMessage, t, tensorLink).totalS();

    // Pipeline: a forward and a backward send per micro-batch, v times with interleaving.
    c.pipelineCrossesNodes = p > 1 && t * p > g;
    if (p > 1) {
        const AlphaBeta link = c.pipelineCrossesNodes ? links.interNode : links.intraNode;
        const double message = kActivationBytes * seq * b * h / t;
        c.pipelineCommS = 2.0 * v * (message / link.bandwidthBytesPerS + link.latencyS);
    }

    // Experts: 4 all-to-alls per MoE layer of the stage.
    c.expertCrossesNodes = moe && e > 1 && e * t * p > g;
    if (moe && e > 1) {
        const AlphaBeta link = c.expertCrossesNodes ? links.interNode : links.intraNode;
        const double message = kActivationBytes * seq * b * h * w.topK / t;
        const double allToAll =
            (e - 1.0) / e * message / link.bandwidthBytesPerS + (e - 1.0) * link.latencyS;
        c.expertCommS = 4.0 * c.stageMoeLayers * allToAll;
    }

    c.slotS = c.computeS + c.tensorCommS + c.pipelineCommS + c.expertCommS;
    c.bubbleFraction = pipelineBubbleFraction(p, m, v);
    c.pipelineS = (m + (p - 1.0) / v) * c.slotS;

    // Data parallelism: the shard's gradients, hierarchically over d ranks, ⌊g / (t·p)⌋ of
    // them (at least 1) per node; 1.5× with ZeRO-3 (the weights' all-gather on top).
    const double dataPerNode = std::max(1.0, std::floor(g / (t * p)));
    c.dataParallelAllReduceS =
        hierarchicalAllReduceTime(shardBytes, d, dataPerNode, links.intraNode, links.interNode)
            .totalS() *
        (l.zeroStage >= 3 ? 1.5 : 1.0);
    c.dataParallelExposedS =
        std::max(0.0, c.dataParallelAllReduceS - s.scaling.commOverlap * 2.0 / 3.0 * c.computeS);

    c.stepS = c.pipelineS + c.dataParallelExposedS;
    c.mfu = 6.0 * activeParameters * c.stepTokens / (n * s.peakFlopPerS() * c.stepS);
    c.tokensPerS = c.stepTokens / c.stepS;
    return c;
}

LayoutCost evaluateLayout(const Scenario &s)
{
    return evaluateLayout(s, scenarioLayout(s));
}

std::vector<LayoutCost> bestLayouts(const Scenario &s, size_t limit)
{
    const int n = s.cluster.accelerators;
    const int g = s.cluster.acceleratorsPerNode;
    // The candidates' d is always N / (t · p): evaluate them on a scenario whose d is "auto".
    Scenario base = s;
    base.parallelism.data.reset();
    std::vector<LayoutCost> fits;
    for (int t = 1; t <= g && t <= n; t *= 2) {
        if (s.workload.heads % t != 0 || n % t != 0)
            continue;
        const int rest = n / t;
        for (int p = 1; p <= rest && p <= s.workload.layers; ++p) {
            if (rest % p != 0)
                continue;
            Layout l;
            l.tensor = t;
            l.pipeline = p;
            l.data = rest / p;
            l.expert = l.data % s.parallelism.expert == 0 ? s.parallelism.expert : 1;
            const int stageLayers = (s.workload.layers + p - 1) / p;
            l.virtualStages = p > 1 && s.parallelism.virtualStages <= stageLayers
                                  ? s.parallelism.virtualStages
                                  : 1;
            for (int z = 0; z <= 3; ++z) {
                for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
                    for (int b : {1, 2, 4, 8}) {
                        l.zeroStage = z;
                        l.recompute = r;
                        l.microBatch = b;
                        LayoutCost c = evaluateLayout(base, l);
                        if (c.valid && c.fits)
                            fits.push_back(std::move(c));
                    }
                }
            }
        }
    }
    // MFUs equal to 9 significant digits tie (b = 1 and b = 2 may differ in the last bit), and
    // the tie goes to less memory. The keys are made once and ranked by index, and only the
    // first `limit` in full: the layouts themselves are large to move.
    using Key = std::tuple<double, double, int, int, int, int, int>;
    std::vector<std::pair<Key, size_t>> keys;
    keys.reserve(fits.size());
    for (size_t i = 0; i < fits.size(); ++i) {
        const LayoutCost &c = fits[i];
        const Layout &l = c.layout;
        keys.push_back({Key(-std::round(c.mfu * 1e9), c.memoryBytes, l.tensor, l.pipeline,
                            l.zeroStage, int(l.recompute), l.microBatch),
                        i});
    }
    const size_t kept = limit > 0 ? std::min(limit, keys.size()) : keys.size();
    std::partial_sort(keys.begin(), keys.begin() + std::ptrdiff_t(kept), keys.end());
    std::vector<LayoutCost> ranked;
    ranked.reserve(kept);
    for (size_t i = 0; i < kept; ++i)
        ranked.push_back(std::move(fits[keys[i].second]));
    return ranked;
}

} // namespace fleet
