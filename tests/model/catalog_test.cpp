// The embedded catalog: complete, sourced, self-consistent; user catalogs merge and validate.
#include "../qtprinters.h"
#include "catalog.h"
#include "inputerror.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(Catalog, EmbeddedHasTheSpecIds)
{
    const Catalog c = embeddedCatalog();
    for (const char *id : {"nvidia-a100", "nvidia-h100-sxm", "nvidia-h200", "nvidia-b200",
                           "amd-mi300x", "google-tpu-v5p", "google-tpu-v6e"})
        EXPECT_NE(c.findAccelerator(id), nullptr) << id;
    for (const char *id : {"nvlink-3", "nvlink-4", "nvlink-5", "infinity-fabric", "tpu-ici-v5p",
                           "pcie-gen5", "infiniband-hdr", "infiniband-ndr", "infiniband-xdr",
                           "infiniband-gxdr", "roce-v2-100g", "ethernet-tcp", "cross-datacenter"})
        EXPECT_NE(c.findLink(id), nullptr) << id;
    EXPECT_EQ(c.pueTiers.size(), 4u);
    EXPECT_EQ(c.models.size(), 10u); // the eight of SPEC §2.7 and Mixtral 8x7B and 8x22B
}

TEST(Catalog, EveryNumericValueHasASource)
{
    const Catalog c = embeddedCatalog();
    for (const Accelerator &a : c.accelerators) {
        for (const char *field :
             {"peak_bf16_flop_per_s", "hbm_bandwidth_bytes_per_s", "hbm_capacity_bytes", "tdp_w"})
            EXPECT_TRUE(c.valueSources.count(a.id + "." + field)) << a.id << "." << field;
        if (a.peakFp8FlopPerS) {
            EXPECT_TRUE(c.valueSources.count(a.id + ".peak_fp8_flop_per_s")) << a.id;
        }
        EXPECT_NE(c.findLink(a.scaleUpLink), nullptr) << a.id;
    }
    for (const Link &l : c.links) {
        EXPECT_TRUE(c.valueSources.count(l.id + ".bandwidth")) << l.id;
        EXPECT_TRUE(c.valueSources.count(l.id + ".latency_s")) << l.id;
    }
    for (const PueTier &t : c.pueTiers)
        EXPECT_FALSE(t.source.empty()) << t.id;
    for (const ModelPreset &m : c.models)
        EXPECT_FALSE(m.source.empty()) << m.id;
}

TEST(Catalog, BandwidthConventionsAreConverted)
{
    const Catalog c = embeddedCatalog();
    EXPECT_EQ(c.findLink("nvlink-4")->publishedConvention, BandwidthConvention::PerDirection);
    EXPECT_EQ(c.findLink("nvlink-5")->publishedConvention, BandwidthConvention::BidirectionalTotal);
    EXPECT_DOUBLE_EQ(c.findLink("nvlink-5")->bandwidthBytesPerS, 900e9);
    EXPECT_DOUBLE_EQ(c.findLink("tpu-ici-v5p")->bandwidthBytesPerS, 600e9);
    EXPECT_TRUE(c.findAccelerator("google-tpu-v6e")->tdpIsEstimate);
    EXPECT_FALSE(c.findAccelerator("nvidia-a100")->supports(Precision::FP8));
    EXPECT_TRUE(c.findAccelerator("nvidia-h100-sxm")->supports(Precision::FP8));
    EXPECT_THROW((void)c.findAccelerator("nvidia-a100")->peakFlopPerS(Precision::FP8),
                 std::invalid_argument);
}

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw std::runtime_error("cannot write temp file");
    f.write(text);
    return path;
}

TEST(Catalog, UserCatalogOverridesAndAdds)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "mine.json", R"({
      "accelerators": [
        { "id": "nvidia-h100-sxm", "name": "H100 derated", "peak_bf16_flop_per_s": 900e12,
          "hbm_bandwidth_bytes_per_s": 3.0e12, "hbm_capacity_bytes": 80e9, "tdp_w": 650,
          "scale_up_link": "nvlink-4" },
        { "id": "acme-x1", "name": "Acme X1", "peak_bf16_flop_per_s": { "value": 1e15, "source": "Acme" },
          "hbm_bandwidth_bytes_per_s": 4e12, "hbm_capacity_bytes": 96e9, "tdp_w": 800,
          "scale_up_link": "acme-link" }
      ],
      "links": [ { "id": "acme-link", "name": "Acme Link", "tier": "intra-node",
                   "bandwidth": { "value": 1000e9, "convention": "bidirectional-total" },
                   "latency_s": 1e-6 } ]
    })");
    Catalog c = embeddedCatalog();
    const size_t before = c.accelerators.size();
    mergeCatalogFile(c, path);
    EXPECT_EQ(c.accelerators.size(), before + 1);
    EXPECT_DOUBLE_EQ(c.findAccelerator("nvidia-h100-sxm")->peakBf16FlopPerS, 900e12);
    EXPECT_DOUBLE_EQ(c.findLink("acme-link")->bandwidthBytesPerS, 500e9);
    EXPECT_EQ(c.sourceOf("acme-x1", "peak_bf16_flop_per_s"), "Acme");
}

void expectCatalogError(const QByteArray &json, const QString &where, const QString &reasonPart)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "bad.json", json);
    Catalog c = embeddedCatalog();
    const Catalog before = c;
    try {
        mergeCatalogFile(c, path);
        ADD_FAILURE() << "no error for " << json.constData();
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), path);
        EXPECT_EQ(e.where(), where) << e.what();
        EXPECT_TRUE(e.reason().contains(reasonPart)) << e.what();
    }
    EXPECT_EQ(c.accelerators.size(), before.accelerators.size()); // untouched on error
}

TEST(Catalog, UserCatalogErrorsNameKeyAndReason)
{
    expectCatalogError(R"({"acelerators": []})", QStringLiteral("acelerators"),
                       QStringLiteral("did you mean \"accelerators\""));
    expectCatalogError(R"({"links": [{"id": "x", "name": "X", "tier": "intra-node",
                         "bandwidth": -1, "latency_s": 0}]})",
                       QStringLiteral("links[0].bandwidth"), QStringLiteral("out of range"));
    expectCatalogError(R"({"links": [{"id": "x", "name": "X", "tier": "sideways",
                         "bandwidth": 1e9, "latency_s": 0}]})",
                       QStringLiteral("links[0].tier"), QStringLiteral("\"sideways\""));
    expectCatalogError(R"({"accelerators": [{"id": "a", "name": "A", "peak_bf16_flop_per_s": 1e15,
                         "hbm_bandwidth_bytes_per_s": 1e12, "hbm_capacity_bytes": 1e9,
                         "tdp_w": 100, "scale_up_link": "no-such-link"}]})",
                       QStringLiteral("accelerators (id \"a\").scale_up_link"),
                       QStringLiteral("unknown link id \"no-such-link\""));
    expectCatalogError(R"({"accelerators": [{"id": "Bad Id"}]})",
                       QStringLiteral("accelerators[0].id"), QStringLiteral("lowercase"));
    expectCatalogError("{\"models\": [}", QStringLiteral("line 1, column 13"),
                       QStringLiteral("malformed JSON"));
}

TEST(Catalog, DuplicateKeysAreRefusedWithPathAndLine)
{
    expectCatalogError(R"({"accelerators": [{"id": "a", "id": "b"}]})",
                       QStringLiteral("accelerators[0].id"),
                       QStringLiteral("duplicate key on line 1 (first on line 1)"));
    expectCatalogError(
        "{\"links\": [{\"id\": \"x\"},\n {\"id\": \"y\", \"name\": \"Y\",\n  \"name\": \"Z\"}]}",
        QStringLiteral("links[1].name"),
        QStringLiteral("duplicate key on line 3 (first on line 2)"));
    expectCatalogError(
        R"({"accelerators": [{"id": "a", "tdp_w": {"value": 1, "source": "s", "value": 2}}]})",
        QStringLiteral("accelerators[0].tdp_w.value"), QStringLiteral("duplicate key on line 1"));
    expectCatalogError("{\"models\": [],\n\"pue_tiers\": [],\n\"models\": []}",
                       QStringLiteral("models"),
                       QStringLiteral("duplicate key on line 3 (first on line 1)"));
    expectCatalogError(R"({"rack_marks": [{"id": "r", "power_w": 1, "power\u005fw": 2}]})",
                       QStringLiteral("rack_marks[0].power_w"),
                       QStringLiteral("duplicate key on line 1"));
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

// The embedded catalog's words are listed for translation (catalogtext.cpp): a tier, mark or
// word-named model added to the catalog without its line there would stay in English.
TEST(CatalogText, EveryTierMarkAndModelNameIsListedForTranslation)
{
    QFile list(QStringLiteral(FLEET_SOURCE_DIR "/model/catalogtext.cpp"));
    ASSERT_TRUE(list.open(QIODevice::ReadOnly));
    const QString source = QString::fromUtf8(list.readAll());
    const Catalog c = embeddedCatalog();
    auto listed = [&](const std::string &name) {
        return source.contains(QStringLiteral("\"%1\"").arg(QString::fromStdString(name)));
    };
    for (const PueTier &t : c.pueTiers) {
        EXPECT_TRUE(listed(t.name)) << t.name;
        EXPECT_TRUE(listed(t.shortName)) << t.shortName;
    }
    for (const RackTier &t : c.rackMarks)
        EXPECT_TRUE(listed(t.name)) << t.name;
    EXPECT_TRUE(listed("Generic 1T model"));
    // Links named in words, not products: every link whose name is no vendor's.
    for (const Link &l : c.links) {
        if (l.id == "ethernet-tcp" || l.id == "cross-datacenter") {
            EXPECT_TRUE(listed(l.name)) << l.name;
        }
    }
}

} // namespace
} // namespace fleet
