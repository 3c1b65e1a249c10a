// Reading the hardware catalog (catalog.h): strict parsing of resources/catalog/catalog.json and of
// user --catalog files (sourced numbers, link bandwidth conventions converted to per direction,
// unique ids), merging by id, and the check that every scale-up link exists.
#include "catalog.h"

#include "jsonreader.h"
#include "scenariofields.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <set>

namespace fleet {

namespace {

const NumberRange kPositive{0, 1e30, true};

/// Reads a catalog number: either a bare number or {"value", "source", "estimate"} (links also
/// allow "convention"). Records the per-value source under "id.key".
struct SourcedNumber
{
    double value = 0;
    bool estimate = false;
    std::optional<QString> convention;
};

SourcedNumber readSourced(JsonReader &entry, const QString &key, const NumberRange &range,
                          const std::string &id, Catalog &catalog, bool allowConvention = false)
{
    SourcedNumber out;
    const QJsonValue v = entry.value(key);
    if (v.isUndefined())
        entry.fail(key, QStringLiteral("missing"));
    if (!v.isObject()) {
        out.value = entry.checkNumber(key, v, range);
        return out;
    }
    JsonReader r = entry.object(key);
    out.value = r.number(QStringLiteral("value"), range);
    if (auto source = r.optionalString(QStringLiteral("source")))
        catalog.valueSources[id + "." + key.toStdString()] = source->toStdString();
    out.estimate = r.optionalBool(QStringLiteral("estimate")).value_or(false);
    if (allowConvention)
        out.convention = r.optionalString(QStringLiteral("convention"));
    r.finish();
    return out;
}

std::string readId(JsonReader &entry)
{
    const QString id = entry.string(QStringLiteral("id"));
    if (!isValidCatalogId(id))
        entry.fail(QStringLiteral("id"),
                   QStringLiteral("\"%1\" is not a lowercase vendor-model id (a-z, 0-9, '-', '.')")
                       .arg(id));
    return id.toStdString();
}

std::string optionalText(JsonReader &entry, const QString &key)
{
    return entry.optionalString(key).value_or(QString()).toStdString();
}

Accelerator readAccelerator(JsonReader &e, Catalog &catalog)
{
    Accelerator a;
    a.id = readId(e);
    a.name = e.string(QStringLiteral("name")).toStdString();
    a.source = optionalText(e, QStringLiteral("source"));
    a.peakBf16FlopPerS = readSourced(e, QStringLiteral("peak_bf16_flop_per_s"),
                                     fieldSpec(FieldId::AcceleratorPeak).range, a.id, catalog)
                             .value;
    if (e.has(QStringLiteral("peak_fp8_flop_per_s")))
        a.peakFp8FlopPerS = readSourced(e, QStringLiteral("peak_fp8_flop_per_s"),
                                        fieldSpec(FieldId::AcceleratorPeak).range, a.id, catalog)
                                .value;
    else
        e.accept(QStringLiteral("peak_fp8_flop_per_s"));
    a.hbmBandwidthBytesPerS =
        readSourced(e, QStringLiteral("hbm_bandwidth_bytes_per_s"),
                    fieldSpec(FieldId::AcceleratorHbmBandwidth).range, a.id, catalog)
            .value;
    a.hbmCapacityBytes =
        readSourced(e, QStringLiteral("hbm_capacity_bytes"),
                    fieldSpec(FieldId::AcceleratorHbmCapacity).range, a.id, catalog)
            .value;
    const SourcedNumber tdp = readSourced(e, QStringLiteral("tdp_w"),
                                          fieldSpec(FieldId::AcceleratorTdp).range, a.id, catalog);
    a.tdpW = tdp.value;
    a.tdpIsEstimate = tdp.estimate;
    a.scaleUpLink = e.string(QStringLiteral("scale_up_link")).toStdString();
    if (e.has(QStringLiteral("node_overhead_w")))
        a.nodeOverheadW = readSourced(e, QStringLiteral("node_overhead_w"),
                                      fieldSpec(FieldId::NodeOverhead).range, a.id, catalog)
                              .value;
    else
        e.accept(QStringLiteral("node_overhead_w"));
    return a;
}

LinkTier parseTier(JsonReader &e)
{
    const QString tier = e.string(QStringLiteral("tier"));
    if (auto t = linkTierFromId(tier.toStdString()))
        return *t;
    e.fail(QStringLiteral("tier"),
           QStringLiteral("\"%1\" is not one of %2").arg(tier, QLatin1String(kLinkTierIds)));
}

Link readLink(JsonReader &e, Catalog &catalog)
{
    Link l;
    l.id = readId(e);
    l.name = e.string(QStringLiteral("name")).toStdString();
    l.source = optionalText(e, QStringLiteral("source"));
    l.tier = parseTier(e);
    // The published figure may be a bidirectional total, so allow twice the per-direction
    // range here and check the per-direction value below.
    const NumberRange perDirection = fieldSpec(FieldId::InterNodeBandwidth).range;
    const SourcedNumber bw =
        readSourced(e, QStringLiteral("bandwidth"), {perDirection.min, 2 * perDirection.max}, l.id,
                    catalog, true);
    l.publishedBandwidthBytesPerS = bw.value;
    l.bandwidthIsEstimate = bw.estimate;
    const QString convention = bw.convention.value_or(QStringLiteral("per-direction"));
    if (convention == QLatin1String("per-direction")) {
        l.publishedConvention = BandwidthConvention::PerDirection;
        l.bandwidthBytesPerS = bw.value;
    } else if (convention == QLatin1String("bidirectional-total")) {
        l.publishedConvention = BandwidthConvention::BidirectionalTotal;
        l.bandwidthBytesPerS = bw.value / 2;
    } else {
        e.fail(QStringLiteral("bandwidth"),
               QStringLiteral("convention \"%1\" is not per-direction or bidirectional-total")
                   .arg(convention));
    }
    if (l.bandwidthBytesPerS < perDirection.min || l.bandwidthBytesPerS > perDirection.max)
        e.fail(QStringLiteral("bandwidth"),
               QStringLiteral("%1 B/s per direction is out of range [%2, %3]")
                   .arg(l.bandwidthBytesPerS)
                   .arg(perDirection.min)
                   .arg(perDirection.max));
    const SourcedNumber latency = readSourced(
        e, QStringLiteral("latency_s"), fieldSpec(FieldId::InterNodeLatency).range, l.id, catalog);
    l.latencyS = latency.value;
    l.latencyIsEstimate = latency.estimate;
    return l;
}

PueTier readPueTier(JsonReader &e, Catalog &)
{
    PueTier t;
    t.id = readId(e);
    t.name = e.string(QStringLiteral("name")).toStdString();
    t.shortName = e.optionalString(QStringLiteral("short_name"))
                      .value_or(QString::fromStdString(t.name))
                      .toStdString();
    t.pue = e.number(QStringLiteral("pue"), {1, 10});
    t.source = optionalText(e, QStringLiteral("source"));
    return t;
}

RackTier readRackMark(JsonReader &e, Catalog &)
{
    RackTier t;
    t.id = readId(e);
    t.name = e.string(QStringLiteral("name")).toStdString();
    t.powerW = e.number(QStringLiteral("power_w"), kPositive);
    t.cooling = optionalText(e, QStringLiteral("cooling"));
    t.source = optionalText(e, QStringLiteral("source"));
    return t;
}

ModelPreset readModel(JsonReader &e, Catalog &catalog)
{
    ModelPreset m;
    m.id = readId(e);
    m.name = e.string(QStringLiteral("name")).toStdString();
    m.parameters = e.number(QStringLiteral("parameters"), {0, 1e16, true});
    m.source = optionalText(e, QStringLiteral("source"));
    // The attention shape, all three or none (an encoder has no KV cache to size).
    const QString shape[] = {QStringLiteral("layers"), QStringLiteral("kv_heads"),
                             QStringLiteral("head_dim")};
    std::optional<int> *targets[] = {&m.layers, &m.kvHeads, &m.headDim};
    int given = 0;
    for (int i = 0; i < 3; ++i) {
        if (e.has(shape[i])) {
            *targets[i] =
                int(readSourced(e, shape[i], {1, 100000, false, true}, m.id, catalog).value);
            ++given;
        } else {
            e.accept(shape[i]);
        }
    }
    if (given != 0 && given != 3)
        e.fail(QStringLiteral("layers"),
               QStringLiteral("give layers, kv_heads and head_dim together (or none)"));
    // The training layout's shape: heads and hidden size, together, with h = heads · head dim.
    const QString heads = QStringLiteral("heads"), hidden = QStringLiteral("hidden");
    if (e.has(heads) != e.has(hidden))
        e.fail(e.has(heads) ? hidden : heads,
               QStringLiteral("missing (give heads and hidden together, or neither)"));
    if (e.has(heads)) {
        if (given == 0)
            e.fail(heads, QStringLiteral("needs layers, kv_heads and head_dim beside it"));
        m.heads = int(readSourced(e, heads, {1, 100000, false, true}, m.id, catalog).value);
        m.hidden = int(readSourced(e, hidden, {1, 1000000, false, true}, m.id, catalog).value);
        if (*m.hidden != *m.heads * *m.headDim)
            e.fail(hidden, QStringLiteral("%1 is not heads × head_dim = %2 × %3 = %4")
                               .arg(*m.hidden)
                               .arg(*m.heads)
                               .arg(*m.headDim)
                               .arg(*m.heads * *m.headDim));
        if (*m.heads % *m.kvHeads != 0)
            e.fail(QStringLiteral("kv_heads"),
                   QStringLiteral("%1 does not divide heads = %2").arg(*m.kvHeads).arg(*m.heads));
    } else {
        e.accept(heads);
        e.accept(hidden);
    }
    // A mixture of experts: active parameters, experts and top-k together.
    const QString moe[] = {QStringLiteral("active_parameters"), QStringLiteral("experts"),
                           QStringLiteral("top_k")};
    int moeGiven = 0;
    for (const QString &k : moe)
        moeGiven += e.has(k) ? 1 : 0;
    if (moeGiven != 0 && moeGiven != 3)
        e.fail(QStringLiteral("active_parameters"),
               QStringLiteral("give active_parameters, experts and top_k together (or none)"));
    if (moeGiven == 3) {
        m.activeParameters = readSourced(e, moe[0], {0, 1e16, true}, m.id, catalog).value;
        m.experts = int(readSourced(e, moe[1], {1, 100000, false, true}, m.id, catalog).value);
        m.topK = int(readSourced(e, moe[2], {1, 100000, false, true}, m.id, catalog).value);
        if (*m.activeParameters > m.parameters)
            e.fail(moe[0], QStringLiteral("%1 exceeds parameters = %2")
                               .arg(*m.activeParameters, 0, 'g', 6)
                               .arg(m.parameters, 0, 'g', 6));
        if (*m.topK > *m.experts)
            e.fail(moe[2], QStringLiteral("%1 exceeds experts = %2").arg(*m.topK).arg(*m.experts));
    } else {
        for (const QString &k : moe)
            e.accept(k);
    }
    return m;
}

template <typename T, typename ReadFn>
void readSection(JsonReader &root, const QString &key, std::vector<T> &out, Catalog &catalog,
                 ReadFn read)
{
    const QJsonValue v = root.value(key);
    if (v.isUndefined())
        return;
    if (!v.isArray())
        root.fail(key, QStringLiteral("expected an array, got %1").arg(jsonTypeName(v)));
    const QJsonArray array = v.toArray();
    std::set<std::string> seen;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = root.keyPath(key) + QStringLiteral("[%1]").arg(i);
        if (!array.at(i).isObject())
            throw InputError(
                root.file(), where,
                QStringLiteral("expected an object, got %1").arg(jsonTypeName(array.at(i))));
        JsonReader entry(root.file(), array.at(i).toObject(), where);
        T item = read(entry, catalog);
        entry.finish();
        if (!seen.insert(item.id).second)
            throw InputError(
                root.file(), where + QStringLiteral(".id"),
                QStringLiteral("duplicate id \"%1\"").arg(QString::fromStdString(item.id)));
        out.push_back(std::move(item));
    }
}

template <typename T> const T *findById(const std::vector<T> &items, std::string_view id)
{
    const auto it =
        std::find_if(items.begin(), items.end(), [id](const T &item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

template <typename T> void mergeById(std::vector<T> &base, const std::vector<T> &overlay)
{
    for (const T &item : overlay) {
        auto it =
            std::find_if(base.begin(), base.end(), [&](const T &b) { return b.id == item.id; });
        if (it != base.end())
            *it = item;
        else
            base.push_back(item);
    }
}

/// Every accelerator's scale-up link must exist in the (merged) catalog. `fileOf` names the
/// file an accelerator came from (default: `file`).
void checkReferences(const Catalog &catalog, const QString &file,
                     const std::map<std::string, QString> &fileOf = {})
{
    for (size_t i = 0; i < catalog.accelerators.size(); ++i) {
        const Accelerator &a = catalog.accelerators[i];
        const auto origin = fileOf.find(a.id);
        if (!catalog.findLink(a.scaleUpLink))
            throw InputError(origin == fileOf.end() ? file : origin->second,
                             QStringLiteral("accelerators (id \"%1\").scale_up_link")
                                 .arg(QString::fromStdString(a.id)),
                             QStringLiteral("unknown link id \"%1\"")
                                 .arg(QString::fromStdString(a.scaleUpLink)));
    }
}

} // namespace

bool isValidCatalogId(const QString &id)
{
    static const QRegularExpression valid(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9][a-z0-9.-]*")));
    return id.size() <= 64 && valid.match(id).hasMatch();
}

const Accelerator *Catalog::findAccelerator(std::string_view id) const
{
    return findById(accelerators, id);
}

const Link *Catalog::findLink(std::string_view id) const
{
    return findById(links, id);
}

const ModelPreset *Catalog::findModel(std::string_view id) const
{
    return findById(models, id);
}

std::string Catalog::sourceOf(std::string_view id, std::string_view field) const
{
    const auto it = valueSources.find(std::string(id) + "." + std::string(field));
    if (it != valueSources.end())
        return it->second;
    if (const Accelerator *a = findAccelerator(id))
        return a->source;
    if (const Link *l = findLink(id))
        return l->source;
    return {};
}

Catalog parseCatalog(const QByteArray &json, const QString &file)
{
    JsonReader root(file, parseJsonObject(json, file), QString());
    if (auto format = root.optionalString(QStringLiteral("format"));
        format && *format != QLatin1String("fleet-explorer-catalog"))
        root.fail(QStringLiteral("format"),
                  QStringLiteral("expected \"fleet-explorer-catalog\", got \"%1\"").arg(*format));
    if (auto version = root.optionalNumber(QStringLiteral("version"), {1, 1e9, false, true});
        version && *version != 1)
        root.fail(QStringLiteral("version"),
                  QStringLiteral("version %1 is not supported (this build reads version 1)")
                      .arg(*version));
    root.accept(QStringLiteral("note"));
    Catalog c;
    readSection(root, QStringLiteral("accelerators"), c.accelerators, c, readAccelerator);
    readSection(root, QStringLiteral("links"), c.links, c, readLink);
    readSection(root, QStringLiteral("pue_tiers"), c.pueTiers, c, readPueTier);
    readSection(root, QStringLiteral("rack_marks"), c.rackMarks, c, readRackMark);
    readSection(root, QStringLiteral("models"), c.models, c, readModel);
    root.finish();
    return c;
}

void mergeCatalog(Catalog &base, const Catalog &overlay)
{
    mergeById(base.accelerators, overlay.accelerators);
    mergeById(base.links, overlay.links);
    mergeById(base.pueTiers, overlay.pueTiers);
    mergeById(base.rackMarks, overlay.rackMarks);
    mergeById(base.models, overlay.models);
    for (const auto &[key, source] : overlay.valueSources)
        base.valueSources[key] = source;
}

Catalog embeddedCatalog()
{
    const QString path = QStringLiteral(":/catalog/catalog.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, QString(), QStringLiteral("embedded catalog missing from build"));
    Catalog c = parseCatalog(file.readAll(), path);
    checkReferences(c, path);
    return c;
}

void mergeCatalogFile(Catalog &base, const QString &path)
{
    const Catalog overlay = parseCatalog(readInputFile(path), path);
    Catalog merged = base;
    mergeCatalog(merged, overlay);
    checkReferences(merged, path);
    base = std::move(merged);
}

void mergeCatalogFiles(Catalog &base, const QStringList &paths)
{
    Catalog merged = base;
    std::map<std::string, QString> fileOf;
    for (const QString &path : paths) {
        const Catalog overlay = parseCatalog(readInputFile(path), path);
        for (const Accelerator &a : overlay.accelerators)
            fileOf[a.id] = path;
        mergeCatalog(merged, overlay);
    }
    checkReferences(merged, paths.isEmpty() ? QString() : paths.back(), fileOf);
    base = std::move(merged);
}

QByteArray readInputFile(const QString &path)
{
    if (path.isEmpty())
        throw InputError(QStringLiteral("\"\""), QString(), QStringLiteral("no file name given"));
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened)
        throw InputError(path == QLatin1String("-") ? QStringLiteral("<stdin>") : path, QString(),
                         QStringLiteral("cannot read file: %1").arg(file.errorString()));
    return file.readAll();
}

} // namespace fleet
