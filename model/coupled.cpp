// The coupled model at the level of a scenario (coupled.h): which compute time, AllReduce,
// failure rate and scaling efficiency the scenario's choices select; the curves that depend on
// them; and the model switch (appendix ↔ coupled) with the lines saying what it changed.
#include "coupled.h"

#include "format.h"
#include "scenariofields.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
struct Coupled
{
    Q_DECLARE_TR_FUNCTIONS(Coupled)
};
} // namespace

double computeTimePerStepS(const Scenario &s)
{
    return computeTimePerStepS(s, s.cluster.accelerators);
}

double computeTimePerStepS(const Scenario &s, double n)
{
    if (s.workload.computeTimeSource == ComputeTimeSource::Set)
        return s.workload.computeTimePerStepS;
    return computeTimeFromBatchS(s.workload.parameters, s.workload.globalBatchTokens, n,
                                 s.peakFlopPerS(), s.scaling.mfu);
}

AllReduceSetup allReduceSetup(const Scenario &s)
{
    return {double(s.cluster.acceleratorsPerNode),
            {s.intraNodeLink.bandwidthBytesPerS, s.intraNodeLink.latencyS},
            {s.interNodeLink.bandwidthBytesPerS, s.interNodeLink.latencyS}};
}

std::vector<SeriesPart> nodeComponentParts(const Scenario &s)
{
    std::vector<SeriesPart> parts;
    for (const NodeComponent &c : s.reliability.nodeComponents)
        parts.push_back({double(c.countPerNode), c.mttfH});
    return parts;
}

double clusterFailureRatePerH(const Scenario &s)
{
    return clusterFailureRatePerH(s, s.cluster.accelerators);
}

double clusterFailureRatePerH(const Scenario &s, double n)
{
    if (s.reliability.failureModel == FailureModel::Accelerators)
        return n / s.reliability.acceleratorMttfH;
    return clusterFailureRatePerH(n, s.cluster.acceleratorsPerNode, s.reliability.acceleratorMttfH,
                                  nodeComponentParts(s));
}

double networkScalingEfficiencyAt(const Scenario &s, double n)
{
    const double allReduce =
        allReduceTime(s.scaling.allReduceAlgorithm, s.allReduceMessageBytes(), n, allReduceSetup(s))
            .totalS();
    return networkScalingEfficiency(allReduce, computeTimePerStepS(s, n), s.scaling.commOverlap);
}

double wholeNodes(const Scenario &s, double n)
{
    const double g = s.cluster.acceleratorsPerNode;
    if (n <= g)
        return std::max(1.0, std::round(n));
    return std::max(g, std::round(n / g) * g);
}

double snapToWholeNodes(const Scenario &s, double n)
{
    const NumberRange range = fieldSpec(FieldId::Accelerators).range;
    const double g = std::max(1, s.cluster.acceleratorsPerNode);
    const double whole = wholeNodes(s, std::clamp(n, range.min, range.max));
    return whole > range.max ? std::floor(range.max / g) * g : whole;
}

double stepWholeNodes(const Scenario &s, double n, int direction, int steps)
{
    const NumberRange range = fieldSpec(FieldId::Accelerators).range;
    const double g = std::max(1, s.cluster.acceleratorsPerNode);
    double at = snapToWholeNodes(s, n);
    for (int i = 0; i < std::abs(steps); ++i) {
        // Within one node one accelerator a step; from g up a node a step.
        const bool up = direction > 0;
        const double step = (up ? at >= g : at > g) ? g : 1;
        const double next = at + (up ? step : -step);
        if (next < range.min || next > range.max)
            break;
        at = next;
    }
    return at;
}

Curve networkSpeedupCurve(const Scenario &s, double nMin, double nMax, int count)
{
    Curve c;
    for (double n : logSpaceIntegers(nMin, nMax, count)) {
        const double whole = wholeNodes(s, n);
        if (!c.empty() && c.back().x >= whole)
            continue;
        c.push_back({whole, whole * networkScalingEfficiencyAt(s, whole)});
    }
    return c;
}

Curve clusterMtbfCurve(const Scenario &s, double nMin, double nMax, int count)
{
    Curve c;
    for (double n : logSpace(nMin, nMax, count))
        c.push_back({n, 1.0 / clusterFailureRatePerH(s, n)});
    return c;
}

Curve failureProbabilityCurve(const Scenario &s, double nMin, double nMax, int count)
{
    Curve c;
    for (double n : logSpace(nMin, nMax, count))
        c.push_back(
            {n, failureProbability(s.reliability.horizonH, 1.0 / clusterFailureRatePerH(s, n))});
    return c;
}

const char *modelModeId(ModelMode m)
{
    switch (m) {
    case ModelMode::Appendix:
        return "appendix";
    case ModelMode::Coupled:
        return "coupled";
    case ModelMode::Custom:
        return "custom";
    }
    return "custom";
}

namespace {

/// The seven choices of the switch, as one comparable value.
struct Choices
{
    ScalingEfficiencySource efficiency;
    ComputeTimeSource computeTime;
    AllReduceAlgorithm allReduce;
    FailureModel failures;
    GoodputModel goodput;
    CheckpointPolicy checkpoint;
    double nodeOverheadW;
    bool operator==(const Choices &) const = default;
};

Choices choicesOf(const Scenario &s)
{
    return {s.scaling.efficiencySource,   s.workload.computeTimeSource,
            s.scaling.allReduceAlgorithm, s.reliability.failureModel,
            s.operations.goodputModel,    s.reliability.checkpointPolicy,
            s.cluster.nodeOverheadW};
}

Choices choicesFor(ModelMode mode, const Scenario &s)
{
    const Scenario appendix;
    if (mode == ModelMode::Appendix)
        return choicesOf(appendix);
    return {ScalingEfficiencySource::Lower,
            ComputeTimeSource::FromBatch,
            AllReduceAlgorithm::Hierarchical,
            FailureModel::Nodes,
            GoodputModel::Derived,
            CheckpointPolicy::Daly,
            s.accelerator.nodeOverheadW.value_or(0)};
}

QString efficiencyText(ScalingEfficiencySource e)
{
    switch (e) {
    case ScalingEfficiencySource::Empirical:
        return Coupled::tr("empirical table");
    case ScalingEfficiencySource::Network:
        return Coupled::tr("network (η from ρ)");
    case ScalingEfficiencySource::Lower:
        return Coupled::tr("lower of empirical and network");
    case ScalingEfficiencySource::Set:
        return Coupled::tr("set by hand");
    }
    return {};
}

QString allReduceText(AllReduceAlgorithm a)
{
    switch (a) {
    case AllReduceAlgorithm::Ring:
        return Coupled::tr("ring");
    case AllReduceAlgorithm::Tree:
        return Coupled::tr("tree");
    case AllReduceAlgorithm::Hierarchical:
        return Coupled::tr("hierarchical");
    }
    return {};
}

QString checkpointText(CheckpointPolicy p)
{
    switch (p) {
    case CheckpointPolicy::Young:
        return Coupled::tr("Young's optimum");
    case CheckpointPolicy::Daly:
        return Coupled::tr("Daly's optimum");
    case CheckpointPolicy::Set:
        return Coupled::tr("set by hand");
    }
    return {};
}

} // namespace

void applyModelMode(Scenario &s, ModelMode mode)
{
    if (mode == ModelMode::Custom)
        return;
    const Choices c = choicesFor(mode, s);
    s.scaling.efficiencySource = c.efficiency;
    s.workload.computeTimeSource = c.computeTime; // a value set by hand is kept for "Set"
    s.scaling.allReduceAlgorithm = c.allReduce;
    s.reliability.failureModel = c.failures;
    s.operations.goodputModel = c.goodput;
    s.reliability.checkpointPolicy = c.checkpoint;
    s.cluster.nodeOverheadW = c.nodeOverheadW;
}

ModelMode modelModeOf(const Scenario &s)
{
    const Choices now = choicesOf(s);
    if (now == choicesFor(ModelMode::Appendix, s))
        return ModelMode::Appendix;
    if (now == choicesFor(ModelMode::Coupled, s))
        return ModelMode::Coupled;
    return ModelMode::Custom;
}

namespace {

/// Each §6.6 choice of a scenario in words, in the table's order.
QStringList modelModeTexts(const Scenario &s)
{
    const QString computeTime = s.workload.computeTimeSource == ComputeTimeSource::FromBatch
                                    ? Coupled::tr("from the global batch")
                                    : formatDuration(s.workload.computeTimePerStepS);
    return {efficiencyText(s.scaling.efficiencySource),
            computeTime,
            allReduceText(s.scaling.allReduceAlgorithm),
            s.reliability.failureModel == FailureModel::Nodes ? Coupled::tr("nodes with components")
                                                              : Coupled::tr("accelerators only"),
            s.operations.goodputModel == GoodputModel::Derived
                ? Coupled::tr("derived from reliability")
                : Coupled::tr("the overhead budget"),
            checkpointText(s.reliability.checkpointPolicy),
            formatSi(s.cluster.nodeOverheadW, QStringLiteral("W"))};
}

/// The settings' names and keys, in modelModeTexts()' order.
std::vector<std::pair<QString, QString>> modelModeSettings()
{
    return {
        {Coupled::tr("Scaling efficiency"), QStringLiteral("scaling.scaling_efficiency")},
        {Coupled::tr("Compute per step"), QStringLiteral("workload.compute_time_per_step_s")},
        {Coupled::tr("AllReduce for ρ"), QStringLiteral("scaling.allreduce_algorithm")},
        {Coupled::tr("Failures"), QStringLiteral("reliability.failure_model")},
        {Coupled::tr("Goodput"), QStringLiteral("operations.goodput_model")},
        {Coupled::tr("Checkpoint interval"), QStringLiteral("reliability.checkpoint_interval_s")},
        {Coupled::tr("Host power per node"), QStringLiteral("cluster.node_overhead_w")}};
}

} // namespace

QStringList modelModeChanges(const Scenario &before, const Scenario &after)
{
    QStringList lines;
    const QStringList from = modelModeTexts(before), to = modelModeTexts(after);
    const auto settings = modelModeSettings();
    for (qsizetype i = 0; i < from.size(); ++i) {
        if (from[i] != to[i])
            lines << Coupled::tr("%1: %2 → %3").arg(settings[size_t(i)].first, from[i], to[i]);
    }
    return lines;
}

std::vector<ModelModeRow> modelModeTable(const Scenario &scenario)
{
    Scenario appendix = scenario, coupled = scenario;
    applyModelMode(appendix, ModelMode::Appendix);
    applyModelMode(coupled, ModelMode::Coupled);
    // The appendix's compute time is the seed's 5 s (a value set by hand is the scenario's own).
    appendix.workload.computeTimePerStepS = Scenario{}.workload.computeTimePerStepS;
    const QStringList a = modelModeTexts(appendix), c = modelModeTexts(coupled),
                      now = modelModeTexts(scenario);
    std::vector<ModelModeRow> rows;
    const auto settings = modelModeSettings();
    for (qsizetype i = 0; i < a.size(); ++i)
        rows.push_back({.setting = settings[size_t(i)].first,
                        .key = settings[size_t(i)].second,
                        .appendix = a[i],
                        .coupled = c[i],
                        .now = now[i]});
    return rows;
}

} // namespace fleet
