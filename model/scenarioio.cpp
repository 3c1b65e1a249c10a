#include "scenarioio.h"

#include "scenariofields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

const QString kScenarioFormat = QStringLiteral("fleet-explorer-scenario");

QString q(const std::string &s) { return QString::fromStdString(s); }
QString q(const char *s) { return QString::fromLatin1(s); }

template<typename T>
QStringList idsOf(const std::vector<T> &items)
{
    QStringList ids;
    for (const T &item : items)
        ids << q(item.id);
    return ids;
}

template<typename T>
[[noreturn]] void unknownId(const JsonReader &r, const QString &key, const QString &kind,
                            const QString &id, const std::vector<T> &items)
{
    const QString suggestion = closestKey(id, idsOf(items));
    QString reason = QStringLiteral("unknown %1 \"%2\"").arg(kind, id);
    if (!suggestion.isEmpty())
        reason += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
    reason += QStringLiteral("; fleet-explorer --list-hardware shows the catalog");
    r.fail(key, reason);
}

Accelerator parseAccelerator(JsonReader &hw, const Catalog &catalog)
{
    const QString key = QStringLiteral("accelerator");
    const QJsonValue v = hw.value(key);
    if (v.isString()) {
        const Accelerator *a = catalog.findAccelerator(v.toString().toStdString());
        if (!a)
            unknownId(hw, key, QStringLiteral("accelerator"), v.toString(), catalog.accelerators);
        return *a;
    }
    if (!v.isObject())
        hw.fail(key, QStringLiteral("expected a catalog id or an object, got %1")
                         .arg(jsonTypeName(v)));
    JsonReader r = hw.object(key);
    Accelerator a;
    const std::optional<QString> base = r.optionalString(QStringLiteral("base"));
    if (base) {
        const Accelerator *b = catalog.findAccelerator(base->toStdString());
        if (!b)
            unknownId(r, QStringLiteral("base"), QStringLiteral("accelerator"), *base,
                      catalog.accelerators);
        a = *b;
    }
    const bool complete = base.has_value();
    if (auto id = r.optionalString(QStringLiteral("id"))) {
        if (!isValidCatalogId(*id))
            r.fail(QStringLiteral("id"), QStringLiteral("\"%1\" is not a lowercase vendor-model id "
                                                        "(a-z, 0-9, '-', '.')")
                                             .arg(id->left(64)));
        a.id = id->toStdString();
    } else if (!complete)
        a.id = "custom";
    if (auto name = r.optionalString(QStringLiteral("name")))
        a.name = name->toStdString();
    else if (!complete)
        a.name = "Custom accelerator";
    if (auto source = r.optionalString(QStringLiteral("source")))
        a.source = source->toStdString();
    auto figure = [&](const char *jsonKey, FieldId field, double &target) {
        const QString k = q(jsonKey);
        if (auto value = r.optionalNumber(k, fieldSpec(field).range)) {
            target = *value;
            a.custom = true;
        } else if (!complete) {
            r.fail(k, QStringLiteral("missing (an inline accelerator without \"base\" needs it)"));
        }
    };
    figure("peak_bf16_flop_per_s", FieldId::AcceleratorPeak, a.peakBf16FlopPerS);
    if (auto fp8 = r.optionalNumber(QStringLiteral("peak_fp8_flop_per_s"),
                                    fieldSpec(FieldId::AcceleratorPeak).range)) {
        a.peakFp8FlopPerS = *fp8;
        a.custom = true;
    }
    figure("hbm_bandwidth_bytes_per_s", FieldId::AcceleratorHbmBandwidth,
           a.hbmBandwidthBytesPerS);
    figure("hbm_capacity_bytes", FieldId::AcceleratorHbmCapacity, a.hbmCapacityBytes);
    figure("tdp_w", FieldId::AcceleratorTdp, a.tdpW);
    if (auto estimate = r.optionalBool(QStringLiteral("tdp_is_estimate")))
        a.tdpIsEstimate = *estimate;
    if (auto link = r.optionalString(QStringLiteral("scale_up_link"))) {
        if (!catalog.findLink(link->toStdString()))
            unknownId(r, QStringLiteral("scale_up_link"), QStringLiteral("link"), *link,
                      catalog.links);
        a.scaleUpLink = link->toStdString();
    }
    if (!complete)
        a.custom = true;
    r.finish();
    return a;
}

Link parseLink(JsonReader &hw, const QString &key, FieldId bandwidthField, FieldId latencyField,
               const Catalog &catalog)
{
    const QJsonValue v = hw.value(key);
    if (v.isString()) {
        const Link *l = catalog.findLink(v.toString().toStdString());
        if (!l)
            unknownId(hw, key, QStringLiteral("link"), v.toString(), catalog.links);
        return *l;
    }
    if (!v.isObject())
        hw.fail(key, QStringLiteral("expected a catalog id or an object, got %1")
                         .arg(jsonTypeName(v)));
    JsonReader r = hw.object(key);
    Link l;
    const std::optional<QString> base = r.optionalString(QStringLiteral("base"));
    if (base) {
        const Link *b = catalog.findLink(base->toStdString());
        if (!b)
            unknownId(r, QStringLiteral("base"), QStringLiteral("link"), *base, catalog.links);
        l = *b;
    } else {
        l.id = "custom";
        l.name = "Custom link";
        l.custom = true;
    }
    if (auto id = r.optionalString(QStringLiteral("id"))) {
        if (!isValidCatalogId(*id))
            r.fail(QStringLiteral("id"), QStringLiteral("\"%1\" is not a lowercase vendor-model id "
                                                        "(a-z, 0-9, '-', '.')")
                                             .arg(id->left(64)));
        l.id = id->toStdString();
    }
    if (auto name = r.optionalString(QStringLiteral("name")))
        l.name = name->toStdString();
    if (auto source = r.optionalString(QStringLiteral("source")))
        l.source = source->toStdString();
    if (auto tier = r.optionalString(QStringLiteral("tier"))) {
        const auto t = linkTierFromId(tier->toStdString());
        if (!t)
            r.fail(QStringLiteral("tier"), QStringLiteral("\"%1\" is not one of %2")
                                               .arg(*tier, QLatin1String(kLinkTierIds)));
        l.tier = *t;
    }
    const auto bandwidth = r.optionalNumber(QStringLiteral("bandwidth_bytes_per_s"),
                                            fieldSpec(bandwidthField).range);
    const auto latency = r.optionalNumber(QStringLiteral("latency_s"),
                                          fieldSpec(latencyField).range);
    if (!base && !bandwidth)
        r.fail(QStringLiteral("bandwidth_bytes_per_s"),
               QStringLiteral("missing (an inline link without \"base\" needs it)"));
    if (!base && !latency)
        r.fail(QStringLiteral("latency_s"),
               QStringLiteral("missing (an inline link without \"base\" needs it)"));
    Scenario scratch; // reuse the field setters so the custom/convention rules live in one place
    if (bandwidth) {
        scratch.interNodeLink = l;
        fieldSpec(FieldId::InterNodeBandwidth).set(scratch, *bandwidth);
        l = scratch.interNodeLink;
    }
    if (latency) {
        scratch.interNodeLink = l;
        fieldSpec(FieldId::InterNodeLatency).set(scratch, *latency);
        l = scratch.interNodeLink;
    }
    if (auto estimate = r.optionalBool(QStringLiteral("bandwidth_is_estimate")))
        l.bandwidthIsEstimate = *estimate;
    if (auto estimate = r.optionalBool(QStringLiteral("latency_is_estimate")))
        l.latencyIsEstimate = *estimate;
    r.finish();
    return l;
}

void parseHardware(JsonReader &root, Scenario &s, const Catalog &catalog)
{
    const QString key = QStringLiteral("hardware");
    if (!root.has(key)) {
        root.accept(key);
        return;
    }
    JsonReader hw = root.object(key);
    if (hw.has(QStringLiteral("accelerator")))
        s.accelerator = parseAccelerator(hw, catalog);
    else
        hw.accept(QStringLiteral("accelerator"));
    if (auto precision = hw.optionalString(QStringLiteral("precision"))) {
        if (*precision == QLatin1String("bf16"))
            s.precision = Precision::BF16;
        else if (*precision == QLatin1String("fp8"))
            s.precision = Precision::FP8;
        else
            hw.fail(QStringLiteral("precision"),
                    QStringLiteral("\"%1\" is not \"bf16\" or \"fp8\"").arg(*precision));
    }
    if (hw.has(QStringLiteral("intra_node_link")))
        s.intraNodeLink = parseLink(hw, QStringLiteral("intra_node_link"),
                                    FieldId::IntraNodeBandwidth, FieldId::IntraNodeLatency,
                                    catalog);
    else
        hw.accept(QStringLiteral("intra_node_link"));
    if (hw.has(QStringLiteral("inter_node_link")))
        s.interNodeLink = parseLink(hw, QStringLiteral("inter_node_link"),
                                    FieldId::InterNodeBandwidth, FieldId::InterNodeLatency,
                                    catalog);
    else
        hw.accept(QStringLiteral("inter_node_link"));
    hw.finish();
    if (s.precision == Precision::FP8 && !s.accelerator.supports(Precision::FP8))
        hw.fail(QStringLiteral("precision"),
                QStringLiteral("%1 has no published FP8 peak; use \"bf16\"")
                    .arg(q(s.accelerator.id)));
}

void parseField(JsonReader &section, const FieldSpec &spec, Scenario &s)
{
    const QString key = q(spec.key);
    if (spec.id == FieldId::ScalingEfficiency) {
        const QJsonValue v = section.value(key);
        if (v.isUndefined() || (v.isString() && v.toString() == QLatin1String("empirical")))
            s.scaling.scalingEfficiency.reset();
        else if (!v.isDouble())
            section.fail(key, QStringLiteral("expected \"empirical\" or a number in [0.001, 1], "
                                             "got %1")
                                  .arg(v.isString() ? QLatin1Char('"') + v.toString().left(64) + QLatin1Char('"')
                                                    : jsonTypeName(v)));
        else
            spec.set(s, section.checkNumber(key, v, spec.range));
        return;
    }
    if (auto value = section.optionalNumber(key, spec.range))
        spec.set(s, *value);
}

void parseExcluded(JsonReader &operations, Scenario &s)
{
    const QString key = QStringLiteral("excluded");
    const QJsonValue v = operations.value(key);
    if (v.isUndefined())
        return;
    if (!v.isArray())
        operations.fail(key, QStringLiteral("expected an array of overhead names, got %1")
                                 .arg(jsonTypeName(v)));
    for (const QJsonValue item : v.toArray()) {
        bool found = false;
        for (int i = 0; i < kOverheadCount; ++i) {
            if (item.isString() && item.toString() == q(overheadId(static_cast<Overhead>(i)))) {
                s.operations.excluded[i] = true;
                found = true;
            }
        }
        if (!found)
            operations.fail(key, QStringLiteral("%1 is not one of pipeline_bubble, "
                                                "checkpointing, failure_recovery, maintenance")
                                     .arg(item.isString() ? QLatin1Char('"') + item.toString()
                                                                + QLatin1Char('"')
                                                          : jsonTypeName(item)));
    }
}

const char *const kSections[] = {"cluster", "workload", "scaling",
                                 "operations", "reliability", "facility"};

} // namespace

Scenario defaultScenario(const Catalog &catalog)
{
    Scenario s;
    const Accelerator *a = catalog.findAccelerator("nvidia-h100-sxm");
    const Link *intra = catalog.findLink("nvlink-4");
    const Link *inter = catalog.findLink("infiniband-ndr");
    if (!a || !intra || !inter)
        throw InputError(QStringLiteral("catalog"), QString(),
                         QStringLiteral("the default hardware (nvidia-h100-sxm, nvlink-4, "
                                        "infiniband-ndr) is missing"));
    s.accelerator = *a;
    s.intraNodeLink = *intra;
    s.interNodeLink = *inter;
    return s;
}

void validateScenario(const Scenario &s, const QString &file)
{
    // Ranges keep each input sane; this catches combinations whose results would not be
    // finite numbers (a model precondition), with the model's own words.
    auto checkEvaluates = [&] {
        try {
            (void)evaluate(s);
        } catch (const std::invalid_argument &e) {
            throw InputError(file, QStringLiteral("(scenario)"),
                             QStringLiteral("these inputs have no finite result: %1")
                                 .arg(QString::fromStdString(e.what())));
        }
    };
    double overheads = 0;
    for (int i = 0; i < kOverheadCount; ++i)
        overheads += s.includedOverhead(static_cast<Overhead>(i));
    if (overheads >= 1)
        throw InputError(file, QStringLiteral("operations"),
                         QStringLiteral("the overheads sum to %1 %; they must leave some "
                                        "useful time (sum < 100 %)")
                             .arg(overheads * 100, 0, 'g', 4));
    if (!s.accelerator.supports(s.precision))
        throw InputError(file, QStringLiteral("hardware.precision"),
                         QStringLiteral("%1 has no published FP8 peak; use \"bf16\"")
                             .arg(q(s.accelerator.id)));
    checkEvaluates();
}

Scenario parseScenario(const QByteArray &json, const QString &file, const Catalog &catalog)
{
    Scenario s = defaultScenario(catalog);
    JsonReader root(file, parseJsonObject(json, file), QString());
    if (auto format = root.optionalString(QStringLiteral("format")); format && *format != kScenarioFormat)
        root.fail(QStringLiteral("format"),
                  QStringLiteral("expected \"%1\", got \"%2\"").arg(kScenarioFormat, *format));
    if (auto version = root.optionalNumber(QStringLiteral("version"), {1, 1e9, false, true});
        version && *version != 1)
        root.fail(QStringLiteral("version"),
                  QStringLiteral("version %1 is not supported (this build reads version 1)")
                      .arg(*version));
    if (auto name = root.optionalString(QStringLiteral("name")))
        s.name = name->toStdString();
    parseHardware(root, s, catalog);
    for (const char *sectionName : kSections) {
        const QString key = q(sectionName);
        if (!root.has(key)) {
            root.accept(key);
            continue;
        }
        JsonReader section = root.object(key);
        for (const FieldSpec &spec : fieldSpecs()) {
            if (qstrcmp(spec.section, sectionName) == 0)
                parseField(section, spec, s);
        }
        if (key == QLatin1String("operations"))
            parseExcluded(section, s);
        section.finish();
    }
    root.finish();
    validateScenario(s, file);
    return s;
}

Scenario loadScenarioFile(const QString &path, const Catalog &catalog)
{
    return parseScenario(readInputFile(path), path == QLatin1String("-") ? QStringLiteral("<stdin>") : path,
                         catalog);
}

QJsonObject scenarioToJson(const Scenario &s)
{
    QJsonObject root;
    root[QStringLiteral("format")] = kScenarioFormat;
    root[QStringLiteral("version")] = 1;
    root[QStringLiteral("name")] = q(s.name);

    QJsonObject hw;
    if (s.accelerator.custom) {
        const Accelerator &a = s.accelerator;
        QJsonObject o;
        o[QStringLiteral("id")] = q(a.id);
        o[QStringLiteral("name")] = q(a.name);
        if (!a.source.empty())
            o[QStringLiteral("source")] = q(a.source);
        if (!a.scaleUpLink.empty())
            o[QStringLiteral("scale_up_link")] = q(a.scaleUpLink);
        if (a.tdpIsEstimate)
            o[QStringLiteral("tdp_is_estimate")] = true;
        o[QStringLiteral("peak_bf16_flop_per_s")] = a.peakBf16FlopPerS;
        if (a.peakFp8FlopPerS)
            o[QStringLiteral("peak_fp8_flop_per_s")] = *a.peakFp8FlopPerS;
        o[QStringLiteral("hbm_bandwidth_bytes_per_s")] = a.hbmBandwidthBytesPerS;
        o[QStringLiteral("hbm_capacity_bytes")] = a.hbmCapacityBytes;
        o[QStringLiteral("tdp_w")] = a.tdpW;
        hw[QStringLiteral("accelerator")] = o;
    } else {
        hw[QStringLiteral("accelerator")] = q(s.accelerator.id);
    }
    hw[QStringLiteral("precision")] = q(precisionId(s.precision));
    auto link = [](const Link &l) -> QJsonValue {
        if (!l.custom)
            return q(l.id);
        QJsonObject o;
        o[QStringLiteral("id")] = q(l.id);
        o[QStringLiteral("name")] = q(l.name);
        o[QStringLiteral("tier")] = q(linkTierId(l.tier));
        if (!l.source.empty())
            o[QStringLiteral("source")] = q(l.source);
        o[QStringLiteral("bandwidth_bytes_per_s")] = l.bandwidthBytesPerS;
        o[QStringLiteral("latency_s")] = l.latencyS;
        if (l.bandwidthIsEstimate)
            o[QStringLiteral("bandwidth_is_estimate")] = true;
        if (l.latencyIsEstimate)
            o[QStringLiteral("latency_is_estimate")] = true;
        return o;
    };
    hw[QStringLiteral("intra_node_link")] = link(s.intraNodeLink);
    hw[QStringLiteral("inter_node_link")] = link(s.interNodeLink);
    root[QStringLiteral("hardware")] = hw;

    for (const char *sectionName : kSections) {
        QJsonObject section;
        for (const FieldSpec &spec : fieldSpecs()) {
            if (qstrcmp(spec.section, sectionName) != 0)
                continue;
            if (spec.id == FieldId::ScalingEfficiency && !s.scaling.scalingEfficiency)
                section[q(spec.key)] = QStringLiteral("empirical");
            else if (spec.id == FieldId::AllReduceMessageBytes
                     && !s.workload.allReduceMessageBytes)
                continue;
            else
                section[q(spec.key)] = spec.get(s);
        }
        if (qstrcmp(sectionName, "operations") == 0) {
            QJsonArray excluded;
            for (int i = 0; i < kOverheadCount; ++i) {
                if (s.operations.excluded[i])
                    excluded.append(q(overheadId(static_cast<Overhead>(i))));
            }
            if (!excluded.isEmpty())
                section[QStringLiteral("excluded")] = excluded;
        }
        root[q(sectionName)] = section;
    }
    return root;
}

QByteArray serializeScenario(const Scenario &s)
{
    return QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Indented);
}

void saveScenarioFile(const Scenario &s, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw InputError(path, QString(),
                         QStringLiteral("cannot write file: %1").arg(file.errorString()));
    const QByteArray bytes = serializeScenario(s);
    if (file.write(bytes) != bytes.size() || !file.commit())
        throw InputError(path, QString(),
                         QStringLiteral("cannot write file: %1").arg(file.errorString()));
}

QJsonObject resultsToJson(const Results &r)
{
    auto collective = [](QJsonObject &o, const QString &prefix, const CollectiveTime &t) {
        o[prefix + QStringLiteral("_s")] = t.totalS();
        o[prefix + QStringLiteral("_bandwidth_s")] = t.bandwidthS;
        o[prefix + QStringLiteral("_latency_s")] = t.latencyS;
    };
    QJsonObject roofline{
        {QStringLiteral("peak_flop_per_s"), r.roofline.peakFlopPerS},
        {QStringLiteral("ridge_point_flop_per_byte"), r.roofline.ridgePointFlopPerByte},
        {QStringLiteral("attainable_flop_per_s"), r.roofline.attainableFlopPerS},
        {QStringLiteral("bound"), q(boundId(r.roofline.bound))},
        {QStringLiteral("fraction_of_peak"), r.roofline.fractionOfPeak},
        {QStringLiteral("decode_weights_bytes"), r.roofline.decodeWeightsBytes},
        {QStringLiteral("decode_intensity_flop_per_byte"), r.roofline.decodeIntensityFlopPerByte},
        {QStringLiteral("decode_tokens_per_s"), r.roofline.decodeTokensPerS},
        {QStringLiteral("decode_bound"), q(boundId(r.roofline.decodeBound))},
        {QStringLiteral("prefill_intensity_flop_per_byte"),
         r.roofline.prefillIntensityFlopPerByte},
        {QStringLiteral("training_intensity_flop_per_byte"),
         r.roofline.trainingIntensityFlopPerByte},
        {QStringLiteral("fits_in_memory"), r.roofline.fitsInMemory},
    };
    QJsonObject scaling{
        {QStringLiteral("amdahl_speedup"), r.scaling.amdahlSpeedup},
        {QStringLiteral("amdahl_efficiency"), r.scaling.amdahlEfficiency},
        {QStringLiteral("amdahl_limit"),
         r.scaling.amdahlLimit ? QJsonValue(*r.scaling.amdahlLimit) : QJsonValue()},
        {QStringLiteral("gustafson_speedup"), r.scaling.gustafsonSpeedup},
        {QStringLiteral("empirical_scaling_efficiency"), r.scaling.empiricalScalingEfficiency},
        {QStringLiteral("scaling_efficiency"), r.scaling.scalingEfficiency},
        {QStringLiteral("implied_scaling_efficiency"), r.scaling.impliedEfficiency},
    };
    QJsonObject communication{
        {QStringLiteral("message_bytes"), r.communication.messageBytes},
        {QStringLiteral("allreduce_bytes_per_participant"),
         r.communication.allReduceBytesPerParticipant},
        {QStringLiteral("comm_compute_ratio"), r.communication.commComputeRatio},
        {QStringLiteral("intra_to_inter_bandwidth_ratio"),
         r.communication.intraToInterBandwidthRatio},
        {QStringLiteral("tree_beats_ring_below_bytes"), r.communication.treeBeatsRingBelowBytes},
        {QStringLiteral("transfer_time_s"), r.communication.transferTimeS},
        {QStringLiteral("transfer_comm_compute_ratio"), r.communication.transferRatio},
    };
    collective(communication, QStringLiteral("ring_allreduce"), r.communication.ring);
    collective(communication, QStringLiteral("tree_allreduce"), r.communication.tree);
    collective(communication, QStringLiteral("hierarchical_allreduce"),
               r.communication.hierarchical);
    QJsonObject reliability{
        {QStringLiteral("cluster_mtbf_h"), r.reliability.clusterMtbfH},
        {QStringLiteral("failure_probability"), r.reliability.failureProbability},
        {QStringLiteral("expected_failures"), r.reliability.expectedFailures},
        {QStringLiteral("checkpoint_bytes"), r.reliability.checkpointBytes},
        {QStringLiteral("checkpoint_write_s"), r.reliability.checkpointWriteS},
        {QStringLiteral("optimal_checkpoint_interval_s"),
         r.reliability.optimalCheckpointIntervalS},
        {QStringLiteral("wasted_time_fraction_at_optimum"),
         r.reliability.wastedTimeFractionAtOptimum},
    };
    QJsonObject utilization{
        {QStringLiteral("peak_flop_per_s"), r.utilization.peakFlopPerS},
        {QStringLiteral("effective_flop_per_s"), r.utilization.effectiveFlopPerS},
        {QStringLiteral("effective_fraction"), r.utilization.effectiveFraction},
        {QStringLiteral("operational_goodput"), r.utilization.operationalGoodput},
        {QStringLiteral("training_compute_flop"), r.utilization.trainingComputeFlop},
        {QStringLiteral("training_time_s"), r.utilization.trainingTimeS},
    };
    QJsonObject power{
        {QStringLiteral("it_load_w"), r.power.itLoadW},
        {QStringLiteral("facility_load_w"), r.power.facilityLoadW},
        {QStringLiteral("overhead_w"), r.power.overheadW},
        {QStringLiteral("rack_power_w"), r.power.rackPowerW},
        {QStringLiteral("accelerators_per_rack"), r.power.acceleratorsPerRack},
        {QStringLiteral("cooling_verdict"), q(coolingVerdictId(r.power.coolingVerdict))},
        {QStringLiteral("annual_energy_wh"), r.power.annualEnergyWh},
        {QStringLiteral("annual_cost_usd"), r.power.annualCostUsd},
        {QStringLiteral("annual_co2_kg"), r.power.annualCo2Kg},
    };
    return QJsonObject{
        {QStringLiteral("roofline"), roofline},         {QStringLiteral("scaling"), scaling},
        {QStringLiteral("communication"), communication},
        {QStringLiteral("reliability"), reliability},   {QStringLiteral("utilization"), utilization},
        {QStringLiteral("power"), power},
    };
}

} // namespace fleet
