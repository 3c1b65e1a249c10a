// A property sweep of the model: thousands of random valid scenarios across every key's full
// range (every field of the table, every choice, the hardware of the catalog and edited by hand,
// node components, excluded overheads), evaluated under the sanitizers. Every result must be
// finite (null only where documented), fractions in [0, 1], times ≥ 0; every monotonicity the
// model claims must hold; and a scenario saved and read back must be the same scenario with the
// same results.
//
// Reproducible: the seed is printed at the start; FLEET_SWEEP_SEED=<seed> replays a run and
// FLEET_SWEEP_COUNT=<n> sets how many scenarios it draws (default 2,500).
#include "../qtprinters.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace fleet {
namespace {

using Rng = std::mt19937_64;

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

double uniform(Rng &rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}
bool chance(Rng &rng, double p)
{
    return uniform(rng, 0, 1) < p;
}
int pick(Rng &rng, int count)
{
    return std::uniform_int_distribution<int>(0, count - 1)(rng);
}

/// A value anywhere in the range: an exact bound now and then, else log-uniform over ranges
/// spanning decades (from a millionth of the top when the range starts at 0), else uniform.
double randomIn(Rng &rng, const NumberRange &range)
{
    double v;
    if (chance(rng, 0.1))
        v = range.minExclusive || chance(rng, 0.5) ? range.max : range.min;
    else if (range.min > 0 && range.max / range.min >= 100)
        v = std::exp(uniform(rng, std::log(range.min), std::log(range.max)));
    else if (range.min == 0 && range.max >= 100 && chance(rng, 0.8))
        v = std::exp(uniform(rng, std::log(range.max * 1e-6), std::log(range.max)));
    else
        v = uniform(rng, range.min, range.max);
    if (range.integer)
        v = std::round(v);
    if (range.minExclusive && v <= range.min)
        v = range.max;
    return std::clamp(v, range.min, range.max);
}

/// Overheads whose sum is below 1 (mostly), or anywhere in [0, 1] each (often refused).
void randomOverheads(Rng &rng, Scenario &s)
{
    double terms[kOverheadCount];
    const double total = chance(rng, 0.1) ? uniform(rng, 0, 4) : uniform(rng, 0, 0.999);
    double sum = 0;
    for (double &t : terms)
        sum += t = uniform(rng, 0, 1);
    for (int i = 0; i < kOverheadCount; ++i) {
        const double v = std::min(1.0, terms[i] / sum * total);
        fieldSpec(FieldId(int(FieldId::PipelineBubble) + i)).set(s, v);
        s.operations.excluded[i] = chance(rng, 0.15);
    }
}

Scenario randomScenario(Rng &rng)
{
    Scenario s = defaultScenario(catalog());
    const auto &accelerators = catalog().accelerators;
    const auto &links = catalog().links;
    s.accelerator = accelerators[size_t(pick(rng, int(accelerators.size())))];
    s.intraNodeLink = links[size_t(pick(rng, int(links.size())))];
    s.interNodeLink = links[size_t(pick(rng, int(links.size())))];
    s.precision = s.accelerator.supports(Precision::FP8) && chance(rng, 0.4) ? Precision::FP8
                                                                             : Precision::BF16;
    s.name = chance(rng, 0.5) ? "sweep" : "Σ scénario “7B” — 1,024 × H100";
    const bool editHardware = chance(rng, 0.3);
    for (const FieldSpec &spec : fieldSpecs()) {
        const bool hardware = QLatin1String(spec.section) == QLatin1String("hardware");
        if ((hardware && !editHardware) || spec.id == FieldId::PipelineBubble ||
            spec.id == FieldId::Checkpointing || spec.id == FieldId::FailureRecovery ||
            spec.id == FieldId::Maintenance)
            continue;
        if (hardware && !chance(rng, 0.5))
            continue;
        spec.set(s, randomIn(rng, spec.range));
        if (spec.optional && chance(rng, 0.4))
            spec.unset(s);
    }
    randomOverheads(rng, s);
    for (const ChoiceSpec &choice : choiceSpecs())
        choice.set(s, pick(rng, int(choice.options.size())));
    // A serving replica inside its node and a batch whose KV cache a node could hold, mostly
    // (t_s > g and a batch that can never fit are refused, SPEC §9.1).
    if (chance(rng, 0.97))
        s.serving.tensor = std::min(s.serving.tensor, s.cluster.acceleratorsPerNode);
    if (s.serving.batch && chance(rng, 0.97)) {
        const double perSequence =
            (double(s.serving.promptTokens) + s.serving.outputTokens) * s.workload.kvBytesPerToken;
        const double most = std::floor(s.cluster.acceleratorsPerNode *
                                       s.accelerator.hbmCapacityBytes / perSequence);
        s.serving.batch = int(std::clamp(std::min(double(*s.serving.batch), most), 1.0, 1e5));
    }
    if (chance(rng, 0.5))
        s.workload.bytesPerParameter = bytesPerParameterOf(s.precision);
    // The rules across fields of the model's shape and its layout (SPEC §8.1): drawn valid.
    auto &w = s.workload;
    auto &par = s.parallelism;
    if (s.activeParameters() > w.parameters)
        w.activeParameters = std::max(1e6, w.parameters * uniform(rng, 0.01, 1));
    if (w.expertParameters > w.parameters)
        w.expertParameters = w.parameters * uniform(rng, 0, 1);
    if (s.moeLayers() > w.layers)
        w.moeLayers.reset();
    const int n = s.cluster.accelerators;
    while (w.heads % par.tensor != 0 || n % par.tensor != 0)
        --par.tensor;
    par.pipeline = std::min(par.pipeline, w.layers);
    while ((n / par.tensor) % par.pipeline != 0)
        --par.pipeline;
    const int d = n / (par.tensor * par.pipeline);
    if (par.data)
        par.data = d;
    while (d % par.expert != 0)
        --par.expert;
    par.virtualStages = std::min(par.virtualStages, (w.layers + par.pipeline - 1) / par.pipeline);
    auto &components = s.reliability.nodeComponents;
    components.clear();
    for (int i = pick(rng, 4); i > 0; --i)
        components.push_back({"part " + std::to_string(i), chance(rng, 0.05) ? 1024 : pick(rng, 17),
                              randomIn(rng, fieldSpec(FieldId::AcceleratorMttf).range)});
    return s;
}

// ---- The properties of one evaluated scenario ----

bool isFraction(double v)
{
    return v >= 0 && v <= 1;
}

/// Keys whose value is a fraction of 1 (the reading of the key) in the results JSON.
const char *const kFractions[] = {
    "roofline.fraction_of_peak",
    "scaling.amdahl_efficiency",
    "scaling.empirical_scaling_efficiency",
    "scaling.network_scaling_efficiency",
    "scaling.scaling_efficiency",
    "reliability.failure_probability",
    "reliability.accelerator_failure_share",
    "reliability.wasted_time_fraction_at_optimum",
    "operations.pipeline_bubble",
    "operations.maintenance",
    "utilization.effective_fraction",
    "utilization.operational_goodput",
};

/// Every leaf of the JSON with its path; arrays by index.
void leaves(const QJsonValue &v, const QString &path,
            std::vector<std::pair<QString, QJsonValue>> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            leaves(*it, path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            leaves(a[i], path + QStringLiteral("[%1]").arg(i), out);
    } else {
        out.emplace_back(path, v);
    }
}

/// The properties of one result; returns the first broken one, or an empty string.
std::string brokenProperty(const Scenario &s, const Results &r)
{
    const QJsonObject json = resultsToJson(r);
    std::vector<std::pair<QString, QJsonValue>> all;
    leaves(json, QString(), all);
    const bool stalls = r.utilization.progressStalls;
    for (const auto &[key, value] : all) {
        const std::string k = key.toStdString();
        if (value.isNull()) {
            const bool documented =
                (key == QLatin1String("scaling.amdahl_limit") && s.scaling.serialFraction == 0) ||
                ((key == QLatin1String("utilization.training_time_s") ||
                  key.startsWith(QLatin1String("run."))) &&
                 stalls);
            if (!documented)
                return k + " is null";
            continue;
        }
        if (value.isDouble()) {
            const double v = value.toDouble();
            if (!std::isfinite(v))
                return k + " is not finite";
            if (v < 0)
                return k + " is negative: " + std::to_string(v);
            if ((key.endsWith(QLatin1String("_s")) || key.endsWith(QLatin1String("_h"))) &&
                !(v >= 0))
                return k + " is a negative time";
            if (key.startsWith(QLatin1String("reliability.component_failure_shares")) &&
                !isFraction(v))
                return k + " is not a fraction";
        }
    }
    for (const char *key : kFractions) {
        const QStringList path = QString::fromLatin1(key).split(QLatin1Char('.'));
        const double v = json[path[0]].toObject()[path[1]].toDouble();
        if (!isFraction(v))
            return std::string(key) + " = " + std::to_string(v) + " is not in [0, 1]";
    }
    if (r.scaling.amdahlLimit.has_value() == (s.scaling.serialFraction == 0))
        return "amdahl_limit is null exactly when s = 0";
    if (stalls == r.utilization.trainingTimeS.has_value() || stalls == r.run.energyWh.has_value())
        return "training time and run totals are null exactly when the run stalls";
    if (stalls != r.has(ModelFlag::ProgressStalls) ||
        (stalls && r.utilization.operationalGoodput != 0))
        return "a stalled run has goodput 0 and its flag";
    double shares = r.reliability.acceleratorFailureShare;
    for (double share : r.reliability.componentFailureShares)
        shares += share;
    if (std::abs(shares - 1) > 1e-9)
        return "failure shares sum to " + std::to_string(shares);
    if (r.reliability.wastedTimeFractionAtOptimum >= 1 && !r.has(ModelFlag::WastedTimeCapped))
        return "wasted time at 100 % without its flag";
    const bool partRack =
        s.cluster.accelerators < s.cluster.acceleratorsPerNode * s.cluster.nodesPerRack;
    if (partRack != r.has(ModelFlag::RackHoldsWholeCluster))
        return "rack_holds_whole_cluster flag";
    return {};
}

/// Claims "b is not less than a" (up to rounding) about two results; returns what failed.
std::string notLess(const char *what, double a, double b)
{
    if (b >= a - 1e-12 * std::abs(a))
        return {};
    return std::string(what) + ": " + std::to_string(a) + " then " + std::to_string(b);
}

std::string brokenMonotonicity(Rng &rng, const Scenario &s, const Results &r)
{
    std::string broken;
    auto check = [&](std::string result) {
        if (broken.empty())
            broken = std::move(result);
    };
    // More accelerators.
    Scenario more = s;
    more.cluster.accelerators =
        std::min(200000, s.cluster.accelerators + 1 + pick(rng, s.cluster.accelerators + 1));
    if (more.cluster.accelerators > s.cluster.accelerators) {
        const Results m = evaluate(more);
        if (!(m.reliability.clusterMtbfH < r.reliability.clusterMtbfH))
            check("MTBF falls with N");
        check(notLess("P(failure) rises with N", r.reliability.failureProbability,
                      m.reliability.failureProbability));
        check(notLess("Amdahl speedup rises with N", r.scaling.amdahlSpeedup,
                      m.scaling.amdahlSpeedup));
        check(notLess("Gustafson speedup rises with N", r.scaling.gustafsonSpeedup,
                      m.scaling.gustafsonSpeedup));
        check(notLess("empirical η falls with N", m.scaling.empiricalScalingEfficiency,
                      r.scaling.empiricalScalingEfficiency));
        check(notLess("IT load rises with N", r.power.itLoadW, m.power.itLoadW));
        check(notLess("rack power rises with N", r.power.rackPowerW, m.power.rackPowerW));
        if (s.operations.goodputModel == GoodputModel::Derived)
            check(notLess("derived goodput falls with N", m.utilization.operationalGoodput,
                          r.utilization.operationalGoodput));
    }
    // A longer horizon.
    Scenario longer = s;
    longer.reliability.horizonH = std::min(1e6, s.reliability.horizonH * uniform(rng, 1, 10));
    check(notLess("P(failure) rises with the horizon", r.reliability.failureProbability,
                  evaluate(longer).reliability.failureProbability));
    // A slower fabric, and a slower link inside the node.
    for (Link Scenario::*link : {&Scenario::interNodeLink, &Scenario::intraNodeLink}) {
        Scenario slower = s;
        (slower.*link).bandwidthBytesPerS =
            std::max(1e6, (s.*link).bandwidthBytesPerS * uniform(rng, 0.01, 1));
        const Results w = evaluate(slower);
        check(notLess("a slower link never shortens the AllReduce", r.communication.allReduceS,
                      w.communication.allReduceS));
        check(notLess("a slower link never raises η_network", w.scaling.networkScalingEfficiency,
                      r.scaling.networkScalingEfficiency));
        if (r.utilization.trainingTimeS && w.utilization.trainingTimeS)
            check(notLess("a slower link never trains faster", *r.utilization.trainingTimeS,
                          *w.utilization.trainingTimeS));
    }
    // More nodes per rack.
    Scenario denser = s;
    denser.cluster.nodesPerRack = std::min(256, s.cluster.nodesPerRack + 1 + pick(rng, 8));
    check(notLess("rack power rises with nodes per rack", r.power.rackPowerW,
                  evaluate(denser).power.rackPowerW));
    // A longer decode context, a higher PUE, a higher price.
    Scenario context = s;
    context.workload.contextTokens = std::min(10000000, s.workload.contextTokens * 2 + 1);
    check(notLess("decode slows as the context grows", evaluate(context).roofline.decodeTokensPerS,
                  r.roofline.decodeTokensPerS));
    Scenario pue = s;
    pue.facility.pue = std::min(3.0, s.facility.pue + 0.1);
    check(notLess("facility load rises with PUE", r.power.facilityLoadW,
                  evaluate(pue).power.facilityLoadW));
    return broken;
}

/// The parts of two scenarios that differ, for a failure message.
std::string whatDiffers(const Scenario &a, const Scenario &b)
{
    std::string parts;
    auto part = [&](bool same, const char *name) {
        if (!same)
            parts += std::string(parts.empty() ? "" : ", ") + name;
    };
    part(a.name == b.name, "name");
    part(a.accelerator == b.accelerator, "accelerator");
    part(a.precision == b.precision, "precision");
    part(a.intraNodeLink == b.intraNodeLink, "intra-node link");
    part(a.interNodeLink == b.interNodeLink, "inter-node link");
    part(a.cluster == b.cluster, "cluster");
    part(a.workload == b.workload, "workload");
    part(a.scaling == b.scaling, "scaling");
    part(a.operations == b.operations, "operations");
    part(a.reliability == b.reliability, "reliability");
    part(a.facility == b.facility, "facility");
    part(a.serving == b.serving, "serving");
    return parts;
}

std::uint64_t sweepSeed()
{
    const QByteArray env = qgetenv("FLEET_SWEEP_SEED");
    return env.isEmpty() ? 20261130u : env.toULongLong();
}

int sweepCount()
{
    const QByteArray env = qgetenv("FLEET_SWEEP_COUNT");
    return env.isEmpty() ? 2500 : env.toInt();
}

TEST(PropertySweep, RandomValidScenariosAcrossEveryRange)
{
    const std::uint64_t seed = sweepSeed();
    const int count = sweepCount();
    SCOPED_TRACE("seed " + std::to_string(seed) +
                 " (replay with FLEET_SWEEP_SEED=" + std::to_string(seed) + ")");
    std::printf("sweep: seed %llu, %d scenarios (FLEET_SWEEP_SEED, FLEET_SWEEP_COUNT)\n",
                static_cast<unsigned long long>(seed), count);
    Rng rng(seed);
    int valid = 0, refused = 0, failures = 0;
    for (int i = 0; i < count && failures < 5; ++i) {
        const Scenario s = randomScenario(rng);
        Results r;
        try {
            r = evaluateValidated(s, QStringLiteral("sweep"));
        } catch (const InputError &e) {
            // Only the rules across fields may refuse a scenario whose fields are in range:
            // the overheads' sum, and the serving replica and batch (SPEC §9.1).
            const bool expected = e.where() == QLatin1String("operations") ||
                                  e.where() == QLatin1String("serving.tensor") ||
                                  e.where() == QLatin1String("serving.batch");
            EXPECT_TRUE(expected) << "scenario " << i << " refused: " << e.what() << "\n"
                                  << serializeScenario(s).toStdString();
            failures += expected ? 0 : 1;
            ++refused;
            continue;
        }
        ++valid;
        std::string broken = brokenProperty(s, r);
        if (broken.empty())
            broken = brokenMonotonicity(rng, s, r);
        if (broken.empty()) {
            const QByteArray saved = serializeScenario(s);
            Scenario reopened = parseScenario(saved, QStringLiteral("sweep.json"), catalog());
            // A choice key holds a word or a number: a value set by hand while another option
            // is in use is not in the file (and not in any result).
            if (s.scaling.efficiencySource != ScalingEfficiencySource::Set)
                reopened.scaling.scalingEfficiency = s.scaling.scalingEfficiency;
            if (s.workload.computeTimeSource != ComputeTimeSource::Set)
                reopened.workload.computeTimePerStepS = s.workload.computeTimePerStepS;
            if (s.reliability.checkpointPolicy != CheckpointPolicy::Set)
                reopened.reliability.checkpointIntervalS = s.reliability.checkpointIntervalS;
            if (s.scaling.mfuSource != MfuSource::Set)
                reopened.scaling.mfu = s.scaling.mfu;
            if (!(reopened == s))
                broken = "save and reopen gives another scenario: " + whatDiffers(s, reopened);
            else if (resultsToJson(evaluate(reopened)) != resultsToJson(r))
                broken = "save and reopen gives other results";
        }
        if (!broken.empty()) {
            ADD_FAILURE() << "scenario " << i << ": " << broken << "\n"
                          << serializeScenario(s).toStdString();
            ++failures;
        }
    }
    EXPECT_GE(valid, count * 8 / 10) << refused << " refused";
}

} // namespace
} // namespace fleet
