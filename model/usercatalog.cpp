// The user's catalog file (usercatalog.h): writing entries in the catalog format, checked by
// the catalog reader before they are saved.
#include "usercatalog.h"

#include "inputerror.h"
#include "text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace fleet {

namespace {

/// A figure, with its source and estimate flag when it has them.
QJsonValue figure(const Catalog &c, const std::string &id, const char *key, double value,
                  bool estimate = false)
{
    const auto source = c.valueSources.find(id + "." + key);
    if (source == c.valueSources.end() && !estimate)
        return value;
    QJsonObject o{{QStringLiteral("value"), value}};
    if (source != c.valueSources.end())
        o[QStringLiteral("source")] = toQString(source->second);
    if (estimate)
        o[QStringLiteral("estimate")] = true;
    return o;
}

template <typename T> void put(std::vector<T> &items, const T &item)
{
    const auto found =
        std::find_if(items.begin(), items.end(), [&](const T &i) { return i.id == item.id; });
    if (found != items.end())
        *found = item;
    else
        items.push_back(item);
}

} // namespace

void putAccelerator(Catalog &entries, const Accelerator &accelerator)
{
    put(entries.accelerators, accelerator);
}

void putLink(Catalog &entries, const Link &link)
{
    put(entries.links, link);
}

QByteArray serializeUserCatalog(const Catalog &c)
{
    QJsonArray accelerators;
    for (const Accelerator &a : c.accelerators) {
        QJsonObject o{{QStringLiteral("id"), toQString(a.id)},
                      {QStringLiteral("name"), toQString(a.name)}};
        if (!a.source.empty())
            o[QStringLiteral("source")] = toQString(a.source);
        o[QStringLiteral("peak_bf16_flop_per_s")] =
            figure(c, a.id, "peak_bf16_flop_per_s", a.peakBf16FlopPerS);
        if (a.peakFp8FlopPerS)
            o[QStringLiteral("peak_fp8_flop_per_s")] =
                figure(c, a.id, "peak_fp8_flop_per_s", *a.peakFp8FlopPerS);
        o[QStringLiteral("hbm_bandwidth_bytes_per_s")] =
            figure(c, a.id, "hbm_bandwidth_bytes_per_s", a.hbmBandwidthBytesPerS);
        o[QStringLiteral("hbm_capacity_bytes")] =
            figure(c, a.id, "hbm_capacity_bytes", a.hbmCapacityBytes);
        o[QStringLiteral("tdp_w")] = figure(c, a.id, "tdp_w", a.tdpW, a.tdpIsEstimate);
        o[QStringLiteral("scale_up_link")] = toQString(a.scaleUpLink);
        if (a.nodeOverheadW)
            o[QStringLiteral("node_overhead_w")] =
                figure(c, a.id, "node_overhead_w", *a.nodeOverheadW);
        accelerators.append(o);
    }
    QJsonArray links;
    for (const Link &l : c.links) {
        QJsonObject o{{QStringLiteral("id"), toQString(l.id)},
                      {QStringLiteral("name"), toQString(l.name)},
                      {QStringLiteral("tier"), QString::fromLatin1(linkTierId(l.tier))}};
        if (!l.source.empty())
            o[QStringLiteral("source")] = toQString(l.source);
        QJsonObject bandwidth{{QStringLiteral("value"), l.publishedBandwidthBytesPerS},
                              {QStringLiteral("convention"),
                               QString::fromLatin1(bandwidthConventionId(l.publishedConvention))}};
        if (const auto s = c.valueSources.find(l.id + ".bandwidth"); s != c.valueSources.end())
            bandwidth[QStringLiteral("source")] = toQString(s->second);
        if (l.bandwidthIsEstimate)
            bandwidth[QStringLiteral("estimate")] = true;
        o[QStringLiteral("bandwidth")] = bandwidth;
        o[QStringLiteral("latency_s")] =
            figure(c, l.id, "latency_s", l.latencyS, l.latencyIsEstimate);
        links.append(o);
    }
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("fleet-explorer-catalog")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("accelerators"), accelerators},
                           {QStringLiteral("links"), links}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void saveUserCatalog(const Catalog &entries, const Catalog &base, const QString &path)
{
    const QByteArray bytes = serializeUserCatalog(entries);
    Catalog merged = base;
    mergeCatalog(merged, parseCatalog(bytes, path)); // throws with the key and the reason
    for (const Accelerator &a : merged.accelerators) {
        if (!merged.findLink(a.scaleUpLink))
            throw InputError(path, QStringLiteral("accelerators"),
                             QStringLiteral("%1: scale_up_link \"%2\" is not a link of the catalog")
                                 .arg(toQString(a.id), toQString(a.scaleUpLink)));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw InputError(path, QString(),
                         QStringLiteral("cannot write file: %1").arg(file.errorString()));
}

} // namespace fleet
