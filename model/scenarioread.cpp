// Reading scenario files: strict parsing with errors naming the file, the key path and the
// reason; the cross-field checks; the defaults.
#include "scenarioio.h"

#include "coupled.h"
#include "format.h"
#include "layout.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

template <typename T> QStringList idsOf(const std::vector<T> &items)
{
    QStringList ids;
    for (const T &item : items)
        ids << toQString(item.id);
    return ids;
}

template <typename T>
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

/// A hardware key holds a catalog id or an inline object. For an id, returns the catalog
/// entry (or fails naming the unknown id); for an object, returns nullptr and the caller reads
/// it; anything else fails.
template <typename T>
const T *catalogEntryOrInline(JsonReader &hw, const QString &key, const QString &kind,
                              const std::vector<T> &items)
{
    const QJsonValue v = hw.value(key);
    if (v.isString()) {
        const std::string id = v.toString().toStdString();
        const auto found =
            std::find_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; });
        if (found == items.end())
            unknownId(hw, key, kind, v.toString(), items);
        return &*found;
    }
    if (!v.isObject())
        hw.fail(key,
                QStringLiteral("expected a catalog id or an object, got %1").arg(jsonTypeName(v)));
    return nullptr;
}

/// The identity of an inline entry: its optional "base" (a catalog entry whose figures it
/// starts from), "id", "name" and "source". Without a base the entry is the user's own:
/// id "custom" and `customName` unless given. Returns the base entry, nullptr without one.
template <typename T>
const T *readInlineIdentity(JsonReader &r, T &entry, const QString &kind,
                            const std::vector<T> &items, const char *customName)
{
    const std::optional<QString> base = r.optionalString(QStringLiteral("base"));
    const T *baseEntry = nullptr;
    if (base) {
        const std::string id = base->toStdString();
        const auto found =
            std::find_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; });
        if (found == items.end())
            unknownId(r, QStringLiteral("base"), kind, *base, items);
        baseEntry = &*found;
        entry = *baseEntry;
    } else {
        entry.id = "custom";
        entry.name = customName;
        entry.custom = true;
    }
    if (auto id = r.optionalString(QStringLiteral("id"))) {
        if (!isValidCatalogId(*id))
            r.fail(QStringLiteral("id"), QStringLiteral("\"%1\" is not a lowercase vendor-model id "
                                                        "(a-z, 0-9, '-', '.')")
                                             .arg(id->left(64)));
        entry.id = id->toStdString();
    }
    if (auto name = r.optionalString(QStringLiteral("name")))
        entry.name = name->toStdString();
    if (auto source = r.optionalString(QStringLiteral("source")))
        entry.source = source->toStdString();
    return baseEntry;
}

Accelerator parseAccelerator(JsonReader &hw, const Catalog &catalog)
{
    const QString key = QStringLiteral("accelerator");
    const QString kind = QStringLiteral("accelerator");
    if (const Accelerator *a = catalogEntryOrInline(hw, key, kind, catalog.accelerators))
        return *a;
    JsonReader r = hw.object(key);
    Accelerator a;
    const Accelerator *base =
        readInlineIdentity(r, a, kind, catalog.accelerators, "Custom accelerator");
    const bool complete = base != nullptr;
    auto figure = [&](const char *jsonKey, FieldId field, double &target) {
        const QString k = QString::fromLatin1(jsonKey);
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
    figure("hbm_bandwidth_bytes_per_s", FieldId::AcceleratorHbmBandwidth, a.hbmBandwidthBytesPerS);
    figure("hbm_capacity_bytes", FieldId::AcceleratorHbmCapacity, a.hbmCapacityBytes);
    figure("tdp_w", FieldId::AcceleratorTdp, a.tdpW);
    if (auto estimate = r.optionalBool(QStringLiteral("tdp_is_estimate")))
        a.tdpIsEstimate = *estimate;
    if (auto host = r.optionalNumber(QStringLiteral("node_overhead_w"),
                                     fieldSpec(FieldId::NodeOverhead).range))
        a.nodeOverheadW = *host;
    if (auto link = r.optionalString(QStringLiteral("scale_up_link"))) {
        if (!catalog.findLink(link->toStdString()))
            unknownId(r, QStringLiteral("scale_up_link"), QStringLiteral("link"), *link,
                      catalog.links);
        a.scaleUpLink = link->toStdString();
    }
    // Anything that sets it apart from its base (a new id or name as much as a figure) makes
    // it the user's own, saved inline: saved by id, it would read back as the catalog's entry,
    // or not at all under a new id.
    if (base && a != *base)
        a.custom = true;
    r.finish();
    return a;
}

Link parseLink(JsonReader &hw, const QString &key, FieldId bandwidthField, FieldId latencyField,
               const Catalog &catalog)
{
    const QString kind = QStringLiteral("link");
    if (const Link *l = catalogEntryOrInline(hw, key, kind, catalog.links))
        return *l;
    JsonReader r = hw.object(key);
    Link l;
    const Link *base = readInlineIdentity(r, l, kind, catalog.links, "Custom link");
    if (auto tier = r.optionalString(QStringLiteral("tier"))) {
        const auto t = linkTierFromId(tier->toStdString());
        if (!t)
            r.fail(
                QStringLiteral("tier"),
                QStringLiteral("\"%1\" is not one of %2").arg(*tier, QLatin1String(kLinkTierIds)));
        l.tier = *t;
    }
    const auto bandwidth =
        r.optionalNumber(QStringLiteral("bandwidth_bytes_per_s"), fieldSpec(bandwidthField).range);
    const auto latency =
        r.optionalNumber(QStringLiteral("latency_s"), fieldSpec(latencyField).range);
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
    // As for accelerators: a new id, name, tier or flag makes the link the user's own.
    if (base && l != *base)
        l.markCustom();
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
        s.intraNodeLink =
            parseLink(hw, QStringLiteral("intra_node_link"), FieldId::IntraNodeBandwidth,
                      FieldId::IntraNodeLatency, catalog);
    else
        hw.accept(QStringLiteral("intra_node_link"));
    if (hw.has(QStringLiteral("inter_node_link")))
        s.interNodeLink =
            parseLink(hw, QStringLiteral("inter_node_link"), FieldId::InterNodeBandwidth,
                      FieldId::InterNodeLatency, catalog);
    else
        hw.accept(QStringLiteral("inter_node_link"));
    hw.finish();
    if (s.precision == Precision::FP8 && !s.accelerator.supports(Precision::FP8))
        hw.fail(QStringLiteral("precision"),
                QStringLiteral("%1 has no published FP8 peak; use \"bf16\"")
                    .arg(toQString(s.accelerator.id)));
}

QString quoted(const QJsonValue &v)
{
    return v.isString() ? QLatin1Char('"') + v.toString().left(64) + QLatin1Char('"')
                        : jsonTypeName(v);
}

void parseField(JsonReader &section, const FieldSpec &spec, Scenario &s)
{
    if (choiceForField(spec.id))
        return; // read with its choice (the key takes a word or a number)
    if (auto value = section.optionalNumber(QString::fromLatin1(spec.key), spec.range))
        spec.set(s, *value);
}

/// A choice key: one of its words, or (where allowed) a number for its numeric field.
void parseChoice(JsonReader &section, const ChoiceSpec &choice, Scenario &s)
{
    const QString key = QString::fromLatin1(choice.key);
    const QJsonValue v = section.value(key);
    if (v.isUndefined())
        return;
    if (v.isString()) {
        const int index = choice.indexOf(v.toString());
        if (index < 0)
            section.fail(
                key, QStringLiteral("expected %1, got %2").arg(choice.allowedText(), quoted(v)));
        choice.set(s, index);
        return;
    }
    if (choice.numeric && v.isDouble()) {
        const FieldSpec &field = fieldSpec(*choice.numeric);
        field.set(s, section.checkNumber(key, v, field.range));
        choice.set(s, choice.numericIndex());
        return;
    }
    section.fail(key, QStringLiteral("expected %1, got %2").arg(choice.allowedText(), quoted(v)));
}

/// reliability.node_components: [{"name", "count_per_node", "mttf_h"}, …].
void parseNodeComponents(JsonReader &reliability, Scenario &s)
{
    const QString key = QStringLiteral("node_components");
    const QJsonValue v = reliability.value(key);
    if (v.isUndefined())
        return;
    if (!v.isArray())
        reliability.fail(key, QStringLiteral("expected an array of {\"name\", \"count_per_node\", "
                                             "\"mttf_h\"}, got %1")
                                  .arg(jsonTypeName(v)));
    const QJsonArray items = v.toArray();
    if (items.size() > 64)
        reliability.fail(key,
                         QStringLiteral("at most 64 kinds of component, got %1").arg(items.size()));
    std::vector<NodeComponent> components;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = reliability.keyPath(key) + QStringLiteral("[%1]").arg(i);
        if (!items[i].isObject())
            throw InputError(
                reliability.file(), path,
                QStringLiteral("expected an object, got %1").arg(jsonTypeName(items[i])));
        JsonReader item(reliability.file(), items[i].toObject(), path);
        NodeComponent c;
        c.name = item.string(QStringLiteral("name")).left(64).toStdString();
        c.countPerNode = int(item.number(QStringLiteral("count_per_node"), {0, 1024, false, true}));
        c.mttfH = item.number(QStringLiteral("mttf_h"), fieldSpec(FieldId::AcceleratorMttf).range);
        item.finish();
        components.push_back(std::move(c));
    }
    s.reliability.nodeComponents = std::move(components);
}

void parseExcluded(JsonReader &operations, Scenario &s)
{
    const QString key = QStringLiteral("excluded");
    const QJsonValue v = operations.value(key);
    if (v.isUndefined())
        return;
    if (!v.isArray())
        operations.fail(
            key,
            QStringLiteral("expected an array of overhead names, got %1").arg(jsonTypeName(v)));
    for (const QJsonValue item : v.toArray()) {
        bool found = false;
        for (int i = 0; i < kOverheadCount; ++i) {
            if (item.isString() &&
                item.toString() == QString::fromLatin1(overheadId(static_cast<Overhead>(i)))) {
                s.operations.excluded[i] = true;
                found = true;
            }
        }
        if (!found)
            operations.fail(key, QStringLiteral("%1 is not one of pipeline_bubble, "
                                                "checkpointing, failure_recovery, maintenance")
                                     .arg(item.isString() ? QLatin1Char('"') + item.toString() +
                                                                QLatin1Char('"')
                                                          : jsonTypeName(item)));
    }
}

/// The serving rules across fields (SPEC §9.1): a replica stays inside one node, and a batch
/// set by hand must be one some replica could hold — its KV cache alone within the HBM of a
/// whole node (t_s = g, no weights). A batch that only overflows this replica is a result
/// (serving.fits false), not an error.
void validateServing(const Scenario &s, const QString &file)
{
    const ServingSettings &serving = s.serving;
    const int g = s.cluster.acceleratorsPerNode;
    if (serving.tensor > g)
        throw InputError(file, QStringLiteral("serving.tensor"),
                         QStringLiteral("a replica of %1 accelerators does not fit in a node of %2 "
                                        "(cluster.accelerators_per_node): tensor parallelism "
                                        "stays inside one node")
                             .arg(formatNumber(serving.tensor, 0), formatNumber(g, 0)));
    if (!serving.batch)
        return;
    const double tokens = double(serving.promptTokens) + serving.outputTokens;
    const double kv = *serving.batch * tokens * s.workload.kvBytesPerToken;
    const double node = g * s.accelerator.hbmCapacityBytes;
    if (kv > node)
        throw InputError(
            file, QStringLiteral("serving.batch"),
            QStringLiteral("batch %1 can never fit in memory: its KV cache alone, %1 × %2 tokens × "
                           "%3, is %4, more than the %5 of HBM of a whole node of %6")
                .arg(formatNumber(*serving.batch, 0), formatNumber(tokens, 0),
                     formatSi(s.workload.kvBytesPerToken, QStringLiteral("B")),
                     formatSi(kv, QStringLiteral("B")), formatSi(node, QStringLiteral("B")),
                     formatNumber(g, 0)));
}

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

Results evaluateValidated(const Scenario &s, const QString &file)
{
    // The budget's terms that are in use must leave some time (in the derived model the
    // checkpoint and failure terms come from the physics, which may stall the run instead).
    double overheads = 0;
    for (int i = 0; i < kOverheadCount; ++i) {
        const auto o = static_cast<Overhead>(i);
        const bool derivedTerm = o == Overhead::Checkpointing || o == Overhead::FailureRecovery;
        if (!(derivedTerm && s.operations.goodputModel == GoodputModel::Derived))
            overheads += s.includedOverhead(o);
    }
    if (overheads >= 1)
        throw InputError(file, QStringLiteral("operations"),
                         QStringLiteral("the overheads sum to %1 %; they must leave some "
                                        "useful time (sum < 100 %)")
                             .arg(overheads * 100, 0, 'g', 4));
    // The model's shape across keys: reported at the section, naming both keys and numbers.
    const auto &w = s.workload;
    auto workloadError = [&file](const QString &reason) {
        throw InputError(file, QStringLiteral("workload"), reason);
    };
    if (s.activeParameters() > w.parameters)
        workloadError(QStringLiteral("active_parameters = %1 exceeds parameters = %2")
                          .arg(s.activeParameters(), 0, 'g', 6)
                          .arg(w.parameters, 0, 'g', 6));
    if (w.expertParameters > w.parameters)
        workloadError(QStringLiteral("expert_parameters = %1 exceeds parameters = %2")
                          .arg(w.expertParameters, 0, 'g', 6)
                          .arg(w.parameters, 0, 'g', 6));
    if (s.moeLayers() > w.layers)
        workloadError(
            QStringLiteral("moe_layers = %1 exceeds layers = %2").arg(s.moeLayers()).arg(w.layers));
    // The layout across keys (t · p · d = N, t divides the heads, …): at the section, naming
    // the key and the numbers. (The window reports an invalid layout instead: results.h.)
    if (const std::optional<LayoutProblem> problem = layoutProblem(s, scenarioLayout(s)))
        throw InputError(file, QStringLiteral("parallelism"), problem->text());
    if (!s.accelerator.supports(s.precision))
        throw InputError(file, QStringLiteral("hardware.precision"),
                         QStringLiteral("%1 has no published FP8 peak; use \"bf16\"")
                             .arg(toQString(s.accelerator.id)));
    validateServing(s, file);
    // Ranges keep each input sane; this catches combinations whose results would not be
    // finite numbers (a model precondition), with the model's own words.
    try {
        return evaluate(s);
    } catch (const std::invalid_argument &e) {
        throw InputError(file, QStringLiteral("(scenario)"),
                         QStringLiteral("these inputs have no finite result: %1")
                             .arg(QString::fromStdString(e.what())));
    }
}

void validateScenario(const Scenario &s, const QString &file)
{
    (void)evaluateValidated(s, file);
}

Scenario parseScenario(const QByteArray &json, const QString &file, const Catalog &catalog,
                       ViewState *view)
{
    Scenario s = defaultScenario(catalog);
    JsonReader root(file, parseJsonObject(json, file), QString());
    if (auto format = root.optionalString(QStringLiteral("format"));
        format && *format != QLatin1String(kScenarioFormat))
        root.fail(QStringLiteral("format"), QStringLiteral("expected \"%1\", got \"%2\"")
                                                .arg(QLatin1String(kScenarioFormat), *format));
    if (auto version = root.optionalNumber(QStringLiteral("version"), {1, 1e9, false, true});
        version && *version != 1)
        root.fail(QStringLiteral("version"),
                  QStringLiteral("version %1 is not supported (this build reads version 1)")
                      .arg(*version));
    if (auto name = root.optionalString(QStringLiteral("name")))
        s.name = name->toStdString();
    parseHardware(root, s, catalog);
    // "model": a preset of every coupled choice, which the sections' keys may then override.
    if (auto model = root.optionalString(QStringLiteral("model"))) {
        if (*model == QLatin1String(modelModeId(ModelMode::Coupled)))
            applyModelMode(s, ModelMode::Coupled);
        else if (*model != QLatin1String(modelModeId(ModelMode::Appendix)) &&
                 *model != QLatin1String(modelModeId(ModelMode::Custom)))
            root.fail(QStringLiteral("model"),
                      QStringLiteral("expected \"appendix\", \"coupled\" or \"custom\", got \"%1\"")
                          .arg(model->left(64)));
    }
    bool bytesPerParameterGiven = false;
    for (const char *sectionName : kScenarioSections) {
        const QString key = QString::fromLatin1(sectionName);
        if (!root.has(key)) {
            root.accept(key);
            continue;
        }
        JsonReader section = root.object(key);
        // In the field table's order: a choice that takes a number is read at its field's place.
        for (const FieldSpec &spec : fieldSpecs()) {
            if (qstrcmp(spec.section, sectionName) != 0)
                continue;
            if (const ChoiceSpec *choice = choiceForField(spec.id))
                parseChoice(section, *choice, s);
            else
                parseField(section, spec, s);
        }
        for (const ChoiceSpec &choice : choiceSpecs()) {
            if (qstrcmp(choice.section, sectionName) == 0 && !choice.numeric)
                parseChoice(section, choice, s);
        }
        if (key == QLatin1String("workload"))
            bytesPerParameterGiven = section.has(QStringLiteral("bytes_per_parameter"));
        if (key == QLatin1String("operations"))
            parseExcluded(section, s);
        if (key == QLatin1String("reliability"))
            parseNodeComponents(section, s);
        section.finish();
    }
    if (!bytesPerParameterGiven)
        s.workload.bytesPerParameter = bytesPerParameterOf(s.precision);
    if (root.has(QStringLiteral("view"))) {
        JsonReader section = root.object(QStringLiteral("view"));
        const ViewState read = parseViewState(section, catalog);
        if (view)
            *view = read;
    } else {
        root.accept(QStringLiteral("view"));
    }
    root.finish();
    validateScenario(s, file);
    return s;
}

Scenario loadScenarioFile(const QString &path, const Catalog &catalog, ViewState *view)
{
    return parseScenario(readInputFile(path),
                         path == QLatin1String("-") ? QStringLiteral("<stdin>") : path, catalog,
                         view);
}

QString scenarioDisplayName(const Scenario &s)
{
    if (!s.name.empty())
        return toQString(s.name);
    return QCoreApplication::translate("Scenario", "%1 × %2",
                                       "automatic scenario name: N × accelerator")
        .arg(formatNumber(s.cluster.accelerators, 0), toQString(s.accelerator.name));
}

} // namespace fleet
