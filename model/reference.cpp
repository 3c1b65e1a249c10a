#include "reference.h"

#include "reference/agreement.h"

#include "format.h"
#include "physics.h"
#include "scenario.h"

#include <QStringList>

#include <cmath>
#include <exception>
#include <limits>
#include <stdexcept>
#include <utility>

namespace fleet {
namespace {

constexpr double kGB = 1e9;
constexpr double kTB = 1e12;
constexpr double kTflop = 1e12;

// The appendix's own inputs, where the catalog does not hold them.
constexpr double kMttfH = 50000;                // per-GPU MTTF, seed table 2
constexpr double kHorizonH = 24;                // P(failure within 24 h), seed table 2
constexpr double kCheckpointBytesPerParam = 14; // seed table 3
constexpr double kStorageBytesPerS = 100e9;     // seed table 3
constexpr double kSerial = 0.10;                // Amdahl example
constexpr double kBf16Bytes = 2;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The entry, or an exception that computeOr()/describe() turn into "missing".
template <typename T> const T &need(const T *entry)
{
    if (!entry)
        throw std::out_of_range("missing catalog entry");
    return *entry;
}

/// A model value, or nullopt when an input is missing or out of a function's range.
template <typename F> std::optional<double> computeOr(F &&f)
{
    try {
        const double v = f();
        if (std::isfinite(v))
            return v;
    } catch (const std::exception &) {
    }
    return std::nullopt;
}

/// Text built from catalog values, or a placeholder when one is missing.
template <typename F> QString describe(F &&f)
{
    try {
        return f();
    } catch (const std::exception &) {
        return QStringLiteral("(input missing from the catalog)");
    }
}

ReferenceRow numeric(QString quantity, QString inputs, QString printed, double printedValue,
                     int decimals, std::optional<double> computed, QString unit, QString note = {})
{
    ReferenceRow r;
    r.quantity = std::move(quantity);
    r.inputs = std::move(inputs);
    r.printed = std::move(printed);
    r.printedValue = printedValue;
    r.decimals = decimals;
    r.computed = computed;
    r.unit = std::move(unit);
    r.note = std::move(note);
    return r;
}

ReferenceRow textRow(QString quantity, QString printed, QString note = {})
{
    ReferenceRow r;
    r.quantity = std::move(quantity);
    r.printed = std::move(printed);
    r.note = std::move(note);
    return r;
}

ReferenceRow wordsRow(QString quantity, QString inputs, QString printed,
                      std::optional<std::pair<QString, bool>> answer, QString note = {})
{
    ReferenceRow r;
    r.quantity = std::move(quantity);
    r.inputs = std::move(inputs);
    r.printed = std::move(printed);
    if (answer) {
        r.computedText = answer->first;
        r.textMatches = answer->second;
    }
    r.note = std::move(note);
    return r;
}

QString gbps(double bytesPerS)
{
    return formatReadable(bytesPerS / kGB) + QStringLiteral(" GB/s");
}
QString usec(double s)
{
    return formatReadable(s * 1e6) + QStringLiteral(" µs");
}
QString pct(double fraction)
{
    return formatReadable(fraction * 100) + QStringLiteral(" %");
}

/// The catalog's lookups the tables use, resolved once.
struct Inputs
{
    const Catalog &c;
    const Accelerator *h100 = c.findAccelerator("nvidia-h100-sxm");
    const Link *nvlink4 = c.findLink("nvlink-4");
    const Link *ndr = c.findLink("infiniband-ndr");
    const ModelPreset *llama7b = c.findModel("llama-2-7b");
    const ModelPreset *llama8b = c.findModel("llama-3.1-8b");
    const ModelPreset *bert = c.findModel("bert-large");
    const ModelPreset *gpt3 = c.findModel("gpt-3-175b");

    [[nodiscard]] const PueTier *pue(std::string_view id) const
    {
        for (const PueTier &t : c.pueTiers) {
            if (t.id == id)
                return &t;
        }
        return nullptr;
    }
    [[nodiscard]] const RackTier *rack(std::string_view id) const
    {
        for (const RackTier &t : c.rackMarks) {
            if (t.id == id)
                return &t;
        }
        return nullptr;
    }
    [[nodiscard]] AlphaBeta alphaBeta(const Link *link) const
    {
        const Link &l = need(link);
        return {l.bandwidthBytesPerS, l.latencyS};
    }
};

// The one-line explanations the appendix needs in more than one place.
QString goodputNote()
{
    const double full = operationalGoodput(0.05, 0.03, 0.10, 0.05);
    const double noBubble = operationalGoodput(0, 0.03, 0.10, 0.05);
    return QStringLiteral("The full four-term budget leaves %1; the compound example's %2 is "
                          "the same budget without the 5 % pipeline bubble, which MFU already "
                          "contains.")
        .arg(formatNumber(full, 2), formatNumber(noBubble, 2));
}

ReferenceTable paradigmsTable()
{
    ReferenceTable t{QStringLiteral("paradigms"),
                     QStringLiteral("The three system paradigms"),
                     QStringLiteral("Seed table 1 (translated)"),
                     {}};
    struct Dimension
    {
        QString name, hpc, wsc, ml;
    };
    const Dimension dims[] = {
        {QStringLiteral("Philosophy"), QStringLiteral("maximize FLOP/s"),
         QStringLiteral("maximize QPS"),
         QStringLiteral("maximize model quality per dollar and per watt")},
        {QStringLiteral("Coupling"), QStringLiteral("tight (MPI)"),
         QStringLiteral("loose (RPC/HTTP)"), QStringLiteral("hybrid (NCCL + RPC)")},
        {QStringLiteral("State"), QStringLiteral("stateful (RAM)"),
         QStringLiteral("stateless (DB-backed)"),
         QStringLiteral("semi-stateful (checkpoints + KV cache)")},
        {QStringLiteral("Network"), QStringLiteral("latency-optimized"),
         QStringLiteral("bandwidth-optimized"), QStringLiteral("sensitive to bisection bandwidth")},
        {QStringLiteral("Bottleneck"), QStringLiteral("compute throughput (FLOP/s)"),
         QStringLiteral("I/O (disk/network)"), QStringLiteral("memory bandwidth (HBM)")},
        {QStringLiteral("Failure model"), QStringLiteral("checkpoint/restart"),
         QStringLiteral("redundancy/replicas"), QStringLiteral("elastic shrink/grow")},
        {QStringLiteral("Scheduling"), QStringLiteral("batch (Slurm)"),
         QStringLiteral("orchestration (Kubernetes)"), QStringLiteral("gang + preemption")},
        {QStringLiteral("Node model"), QStringLiteral("pets (tracked)"),
         QStringLiteral("cattle (expendable)"),
         QStringLiteral("pets during a job, cattle between jobs")},
    };
    // One row per dimension and paradigm, grouped by dimension so the three read side by side.
    for (const Dimension &d : dims) {
        auto capitalized = [](const QString &s) { return s.left(1).toUpper() + s.mid(1); };
        t.rows.push_back(
            textRow(QStringLiteral("%1 — HPC (supercomputer)").arg(d.name), capitalized(d.hpc)));
        t.rows.push_back(
            textRow(QStringLiteral("%1 — WSC (web cloud)").arg(d.name), capitalized(d.wsc)));
        t.rows.push_back(
            textRow(QStringLiteral("%1 — ML fleet (AI cluster)").arg(d.name), capitalized(d.ml)));
    }
    return t;
}

ReferenceTable cheatSheetTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("cheat-sheet"),
                     QStringLiteral("Numbers every fleet engineer should know"),
                     QStringLiteral("Seed cheat sheet"),
                     {}};
    auto &rows = t.rows;
    rows.push_back(numeric(
        QStringLiteral("Communication: NVLink per-direction bandwidth vs IB NDR"), describe([&] {
            return QStringLiteral("%1 / %2 per direction (catalog nvlink-4, infiniband-ndr)")
                .arg(gbps(need(in.nvlink4).bandwidthBytesPerS),
                     gbps(need(in.ndr).bandwidthBytesPerS));
        }),
        QStringLiteral("~9×"), 9, 0, computeOr([&] {
            return need(in.nvlink4).bandwidthBytesPerS / need(in.ndr).bandwidthBytesPerS;
        }),
        QStringLiteral("×")));
    rows.push_back(numeric(
        QStringLiteral("Communication: IB NDR bandwidth"),
        QStringLiteral("catalog infiniband-ndr, per direction"), QStringLiteral("~50 GB/s"), 50, 0,
        computeOr([&] { return need(in.ndr).bandwidthBytesPerS / kGB; }), QStringLiteral("GB/s")));
    rows.push_back(numeric(QStringLiteral("Communication: IB NDR one-way latency"),
                           QStringLiteral("catalog infiniband-ndr"), QStringLiteral("~5 µs"), 5, 0,
                           computeOr([&] { return need(in.ndr).latencyS * 1e6; }),
                           QStringLiteral("µs")));
    rows.push_back(textRow(QStringLiteral("Compute: MFU"), QStringLiteral("30–50 %"),
                           QStringLiteral("A measured band, not a result: MFU is an input of the "
                                          "model (the scenario default is %1).")
                               .arg(pct(Scenario{}.scaling.mfu))));
    rows.push_back(numeric(QStringLiteral("Compute: η_scaling at 1K GPUs"),
                           QStringLiteral("empirical table at 1,024 GPUs"), QStringLiteral("~50 %"),
                           50, 0, computeOr([] { return empiricalScalingEfficiency(1024) * 100; }),
                           QStringLiteral("%")));
    rows.push_back(numeric(QStringLiteral("Compute: η_scaling at 8K GPUs"),
                           QStringLiteral("empirical table at 8,192 GPUs"), QStringLiteral("~35 %"),
                           35, 0, computeOr([] { return empiricalScalingEfficiency(8192) * 100; }),
                           QStringLiteral("%")));
    rows.push_back(numeric(QStringLiteral("Coordination: cluster MTBF at 8K GPUs"),
                           QStringLiteral("50,000 h / 8,192"), QStringLiteral("~366.2 min"), 366.2,
                           1, computeOr([] { return clusterMtbfH(kMttfH, 8192) * 60; }),
                           QStringLiteral("min")));
    rows.push_back(numeric(QStringLiteral("Coordination: cluster MTBF at 100K GPUs"),
                           QStringLiteral("50,000 h / 100,000"), QStringLiteral("~30 min"), 30, 0,
                           computeOr([] { return clusterMtbfH(kMttfH, 100000) * 60; }),
                           QStringLiteral("min")));
    rows.push_back(numeric(
        QStringLiteral("Coordination: 175B checkpoint"), describe([&] {
            return QStringLiteral("%1 (catalog gpt-3-175b) × 14 B/parameter (Adam state)")
                .arg(formatParameters(need(in.gpt3).parameters));
        }),
        QStringLiteral("~2450 GB"), 2450, 0, computeOr([&] {
            return checkpointBytes(need(in.gpt3).parameters, kCheckpointBytesPerParam) / kGB;
        }),
        QStringLiteral("GB")));
    rows.push_back(
        numeric(QStringLiteral("Coordination: throughput after overheads"),
                QStringLiteral("1 − (5 % + 3 % + 10 % + 5 %)"), QStringLiteral("~77 %"), 77, 0,
                computeOr([] { return operationalGoodput(0.05, 0.03, 0.10, 0.05) * 100; }),
                QStringLiteral("%"), goodputNote()));
    rows.push_back(numeric(
        QStringLiteral("Power: AI rack"), QStringLiteral("catalog rack mark ai-current"),
        QStringLiteral("~70 kW"), 70, 0,
        computeOr([&] { return need(in.rack("ai-current")).powerW / 1e3; }), QStringLiteral("kW")));
    rows.push_back(
        numeric(QStringLiteral("Power: air-cooling limit"),
                QStringLiteral("the model's air/liquid threshold"), QStringLiteral("~30 kW"), 30, 0,
                computeOr([] { return kAirCoolingLimitW / 1e3; }), QStringLiteral("kW")));
    rows.push_back(
        numeric(QStringLiteral("Power: liquid-cooled PUE"),
                QStringLiteral("catalog PUE tier liquid-cooled-ai"), QStringLiteral("~1.06"), 1.06,
                2, computeOr([&] { return need(in.pue("liquid-cooled-ai")).pue; }), QString()));
    rows.push_back(
        numeric(QStringLiteral("Power: typical PUE"),
                QStringLiteral("catalog PUE tier industry-average"), QStringLiteral("~1.40"), 1.40,
                2, computeOr([&] { return need(in.pue("industry-average")).pue; }), QString()));
    rows.push_back(
        numeric(QStringLiteral("Power: IT load of 10,000 × H100 at 700 W"), describe([&] {
                    return QStringLiteral("10,000 × %1 (catalog H100 TDP)")
                        .arg(formatSi(need(in.h100).tdpW, QStringLiteral("W")));
                }),
                QStringLiteral("≈ 7 MW IT"), 7, 0,
                computeOr([&] { return itLoadW(10000, need(in.h100).tdpW) / 1e6; }),
                QStringLiteral("MW"), describe([&] {
                    return QStringLiteral("Facility load = IT × PUE: %1 at PUE 1.40.")
                        .arg(formatSi(facilityLoadW(itLoadW(10000, need(in.h100).tdpW), 1.40),
                                      QStringLiteral("W")));
                })));
    return t;
}

ReferenceTable bandwidthTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("bandwidth"),
                     QStringLiteral("Interconnect bandwidth hierarchy"),
                     QStringLiteral("Seed bandwidth table; network-hierarchy invariant"),
                     {}};
    struct Entry
    {
        const char *id;
        QString quantity;
        QString printed;
        double value;
        int decimals;
    };
    const Entry entries[] = {
        {"nvlink-4", QStringLiteral("NVLink 4.0 (H100) — tensor/pipeline parallelism in a node"),
         QStringLiteral("450 GB/s"), 450, 0},
        {"tpu-ici-v5p", QStringLiteral("TPU v5p ICI — model parallelism in a pod (Google)"),
         QStringLiteral("1,200 GB/s"), 1200, 0},
        {"pcie-gen5", QStringLiteral("PCIe Gen5 x16 — CPU–GPU transfers, NIC attachment"),
         QStringLiteral("64 GB/s"), 64, 0},
        {"infiniband-gxdr",
         QStringLiteral("IB GXDR (1.6 Tb/s) — next-generation inter-node (2026+)"),
         QStringLiteral("200 GB/s"), 200, 0},
        {"infiniband-xdr", QStringLiteral("IB XDR (800 Gb/s) — inter-node standard (2025+)"),
         QStringLiteral("100 GB/s"), 100, 0},
        {"infiniband-ndr",
         QStringLiteral("IB NDR (400 Gb/s) — current AI-cluster inter-node standard"),
         QStringLiteral("50 GB/s"), 50, 0},
        {"infiniband-hdr", QStringLiteral("IB HDR (200 Gb/s) — previous-generation inter-node"),
         QStringLiteral("25 GB/s"), 25, 0},
        {"roce-v2-100g", QStringLiteral("RoCE v2 (100 GbE) — budget and inference clusters"),
         QStringLiteral("12.5 GB/s"), 12.5, 1},
    };
    for (const Entry &e : entries) {
        const Link *link = in.c.findLink(e.id);
        const bool total = std::string_view(e.id) == "tpu-ici-v5p";
        ReferenceRow r = numeric(
            e.quantity,
            total ? describe([&] {
                return QStringLiteral("catalog %1: 2 × %2 per direction (bidirectional total)")
                    .arg(QString::fromLatin1(e.id), gbps(need(link).bandwidthBytesPerS));
            })
                  : QStringLiteral("catalog %1, per direction").arg(QString::fromLatin1(e.id)),
            e.printed, e.value, e.decimals, computeOr([&] {
                return (total ? need(link).bidirectionalBandwidthBytesPerS()
                              : need(link).bandwidthBytesPerS) /
                       kGB;
            }),
            QStringLiteral("GB/s"));
        if (link)
            r.source = q(link->source);
        if (total) {
            r.note = describe([&] {
                return QStringLiteral("Printed as the vendor's bidirectional total, unlike the "
                                      "per-direction figures around it; the model uses %1 per "
                                      "direction.")
                    .arg(gbps(need(link).bandwidthBytesPerS));
            });
        }
        t.rows.push_back(std::move(r));
    }
    t.rows.push_back(numeric(
        QStringLiteral("Bandwidth gap: NVLink 4.0 vs IB NDR port, per direction"), describe([&] {
            return QStringLiteral("%1 / %2").arg(gbps(need(in.nvlink4).bandwidthBytesPerS),
                                                 gbps(need(in.ndr).bandwidthBytesPerS));
        }),
        QStringLiteral("~9×"), 9, 0, computeOr([&] {
            return need(in.nvlink4).bandwidthBytesPerS / need(in.ndr).bandwidthBytesPerS;
        }),
        QStringLiteral("×"), describe([&] {
            return QStringLiteral("Per direction on both sides; NVIDIA's %1 NVLink 4.0 figure is "
                                  "the bidirectional total, which would give %2×.")
                .arg(gbps(need(in.nvlink4).bidirectionalBandwidthBytesPerS()),
                     formatReadable(need(in.nvlink4).bidirectionalBandwidthBytesPerS() /
                                    need(in.ndr).bandwidthBytesPerS));
        })));
    return t;
}

ReferenceTable latencyTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("latency"),
                     QStringLiteral("Interconnect latency hierarchy"),
                     QStringLiteral("Seed latency table (one-way)"),
                     {}};
    struct Entry
    {
        const char *id;
        QString quantity;
        QString printed;
        double valueUs;
    };
    const Entry entries[] = {
        {"infiniband-ndr", QStringLiteral("InfiniBand NDR — enough for synchronous AllReduce"),
         QStringLiteral("~5 µs"), 5},
        {"infiniband-hdr", QStringLiteral("InfiniBand HDR — fits most training topologies"),
         QStringLiteral("~7 µs"), 7},
        {"roce-v2-100g", QStringLiteral("RoCE v2 — fine for data parallelism"),
         QStringLiteral("~10 µs"), 10},
        {"ethernet-tcp", QStringLiteral("TCP/IP (Ethernet) — too slow for synchronous training"),
         QStringLiteral("~50 µs"), 50},
        {"cross-datacenter",
         QStringLiteral("Cross-data-center — physical floor; asynchronous training only"),
         QStringLiteral("~40,000 µs (40 ms)"), 40000},
    };
    for (const Entry &e : entries) {
        const Link *link = in.c.findLink(e.id);
        ReferenceRow r =
            numeric(e.quantity, QStringLiteral("catalog %1").arg(QString::fromLatin1(e.id)),
                    e.printed, e.valueUs, 0, computeOr([&] { return need(link).latencyS * 1e6; }),
                    QStringLiteral("µs"));
        if (link)
            r.source = q(link->source);
        t.rows.push_back(std::move(r));
    }
    return t;
}

ReferenceTable rooflineTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("roofline"),
                     QStringLiteral("Single-accelerator roofline and decode (H100)"),
                     QStringLiteral("Seed roofline section, equations 2–4"),
                     {}};
    auto ridge = [&] {
        return ridgePoint(need(in.h100).peakBf16FlopPerS, need(in.h100).hbmBandwidthBytesPerS);
    };
    auto params = [&] { return need(in.llama8b).parameters; };
    t.rows.push_back(
        numeric(QStringLiteral("H100 ridge point"), describe([&] {
                    return QStringLiteral("%1 BF16 dense / %2 (catalog nvidia-h100-sxm)")
                        .arg(formatSi(need(in.h100).peakBf16FlopPerS, QStringLiteral("FLOP/s")),
                             formatSi(need(in.h100).hbmBandwidthBytesPerS, QStringLiteral("B/s")));
                }),
                QStringLiteral("295.2 FLOP/byte"), 295.2, 1, computeOr(ridge),
                QStringLiteral("FLOP/byte")));
    const QString weightsInputs = describe([&] {
        return QStringLiteral("%1 parameters (catalog llama-3.1-8b) × 2 B (BF16)")
            .arg(formatParameters(params()));
    });
    t.rows.push_back(numeric(QStringLiteral("Decode weights read per token, 8B model in BF16"),
                             weightsInputs, QStringLiteral("16.1 GB"), 16.1, 1, computeOr([&] {
                                 return decodeWeightsBytes(params(), kBf16Bytes) / kGB;
                             }),
                             QStringLiteral("GB")));
    t.rows.push_back(numeric(
        QStringLiteral("Decode FLOPs per token, batch 1"), QStringLiteral("2 · P · B, B = 1"),
        QStringLiteral("~16.1 GFLOP"), 16.1, 1, computeOr([&] {
            return decodeIntensity(1, kBf16Bytes) * decodeWeightsBytes(params(), kBf16Bytes) / 1e9;
        }),
        QStringLiteral("GFLOP")));
    t.rows.push_back(numeric(
        QStringLiteral("Decode arithmetic intensity, batch 1"),
        QStringLiteral("2 · P · B FLOPs / (P · 2 B)"), QStringLiteral("1 FLOP/byte"), 1, 0,
        computeOr([] { return decodeIntensity(1, kBf16Bytes); }), QStringLiteral("FLOP/byte")));
    std::optional<std::pair<QString, bool>> bound;
    if (const auto r = computeOr(ridge)) {
        const double i = decodeIntensity(1, kBf16Bytes);
        const bool memory = rooflineBound(i, *r) == Bound::Memory;
        bound = std::pair{
            QStringLiteral("%1 (%2 %3 %4 FLOP/byte)")
                .arg(memory ? QStringLiteral("Memory-bound") : QStringLiteral("Compute-bound"),
                     formatReadable(i), memory ? QStringLiteral("<") : QStringLiteral("≥"),
                     formatReadable(*r)),
            memory};
    }
    t.rows.push_back(wordsRow(QStringLiteral("Single-stream decode on H100"),
                              QStringLiteral("decode intensity against the ridge point"),
                              QStringLiteral("Entirely bandwidth-bound"), bound));
    t.rows.push_back(numeric(
        QStringLiteral("Decode throughput, batch 1, H100"), describe([&] {
            return QStringLiteral("min(%1 / %2, %3 / (2 · P))")
                .arg(formatSi(need(in.h100).hbmBandwidthBytesPerS, QStringLiteral("B/s")),
                     formatSi(decodeWeightsBytes(params(), kBf16Bytes), QStringLiteral("B")),
                     formatSi(need(in.h100).peakBf16FlopPerS, QStringLiteral("FLOP/s")));
        }),
        QStringLiteral("~208.6 tokens/s"), 208.6, 1, computeOr([&] {
            return decodeTokensPerS(need(in.h100).peakBf16FlopPerS,
                                    need(in.h100).hbmBandwidthBytesPerS, params(), kBf16Bytes, 1);
        }),
        QStringLiteral("tokens/s")));
    return t;
}

ReferenceTable computeTable()
{
    ReferenceTable t{QStringLiteral("compute"),
                     QStringLiteral("Compute: MFU and empirical scaling efficiency"),
                     QStringLiteral("Seed compute numbers; scaling-efficiency table"),
                     {}};
    t.rows.push_back(textRow(QStringLiteral("MFU of well-optimized large-model training"),
                             QStringLiteral("30–50 %"),
                             QStringLiteral("A measured band: MFU is an input of the model, not "
                                            "something it derives.")));
    struct Point
    {
        double n;
        QString quantity;
        QString printed;
        double value;
    };
    const Point points[] = {
        {32, QStringLiteral("η_scaling, 32 GPUs — near-linear; communication negligible"),
         QStringLiteral("~90 %"), 90},
        {256, QStringLiteral("η_scaling, 256 GPUs — communication starts eroding throughput"),
         QStringLiteral("~70 %"), 70},
        {1024,
         QStringLiteral("η_scaling, 1,024 GPUs — significant overhead; optimization critical"),
         QStringLiteral("~50 %"), 50},
        {8192, QStringLiteral("η_scaling, 8,192 GPUs — cluster scale"), QStringLiteral("~35 %"),
         35},
    };
    for (const Point &p : points) {
        t.rows.push_back(numeric(p.quantity,
                                 QStringLiteral("empirical table at %1 GPUs (model interpolates "
                                                "in log2 N)")
                                     .arg(formatNumber(p.n, 0)),
                                 p.printed, p.value, 0,
                                 computeOr([&] { return empiricalScalingEfficiency(p.n) * 100; }),
                                 QStringLiteral("%")));
    }
    t.rows.push_back(numeric(QStringLiteral("Compute lost to overhead at 8,192 GPUs"),
                             QStringLiteral("1 − η_scaling(8,192)"), QStringLiteral("65 %"), 65, 0,
                             computeOr([] { return (1 - empiricalScalingEfficiency(8192)) * 100; }),
                             QStringLiteral("%")));
    return t;
}

ReferenceTable impliedTable()
{
    ReferenceTable t{QStringLiteral("implied-efficiency"),
                     QStringLiteral("Implied scaling efficiency: 4,096 vs 1,024 GPUs"),
                     QStringLiteral("Seed scaling-physics section"),
                     {}};
    const double base = empiricalScalingEfficiency(1024);
    const auto implied =
        computeOr([&] { return impliedScalingEfficiency(2.5, 1024, base, 4096) * 100; });
    QString note = QStringLiteral("The empirical table interpolates to %1 at 4,096 GPUs, so "
                                  "this run has a fixable engineering problem.")
                       .arg(pct(empiricalScalingEfficiency(4096)));
    if (implied)
        note.prepend(
            QStringLiteral("Exactly %1 %, printed rounded down. ").arg(formatReadable(*implied)));
    t.rows.push_back(numeric(
        QStringLiteral("η_scaling at 4,096 GPUs"),
        QStringLiteral("observed 2.5× from 1,024 to 4,096 GPUs; η(1,024) = %1").arg(pct(base)),
        QStringLiteral("~31.2 %"), 31.2, 1, implied, QStringLiteral("%"), note));
    return t;
}

ReferenceTable amdahlTable()
{
    ReferenceTable t{QStringLiteral("amdahl"),
                     QStringLiteral("Amdahl's law at fleet scale, s = 0.10"),
                     QStringLiteral("Seed Amdahl example"),
                     {}};
    struct Point
    {
        double n;
        QString quantity;
        QString printed;
        double value;
        int decimals;
    };
    const Point points[] = {
        {32, QStringLiteral("Speedup, 32 GPUs"), QStringLiteral("7.8×"), 7.8, 1},
        {256, QStringLiteral("Speedup, 256 GPUs — diminishing returns"), QStringLiteral("9.7×"),
         9.7, 1},
        {1024, QStringLiteral("Speedup, 1,024 GPUs — near the ceiling"), QStringLiteral("9.9×"),
         9.9, 1},
        {8192, QStringLiteral("Speedup, 8,192 GPUs — almost the Amdahl limit"),
         QStringLiteral("10×"), 10, 0},
    };
    for (const Point &p : points) {
        t.rows.push_back(
            numeric(p.quantity, QStringLiteral("1 / (0.10 + 0.90 / %1)").arg(formatNumber(p.n, 0)),
                    p.printed, p.value, p.decimals,
                    computeOr([&] { return amdahlSpeedup(kSerial, p.n); }), QStringLiteral("×")));
        if (p.n == 32) {
            // s that would give the empirical table's 90 % at 32 GPUs: Amdahl solved for s,
            // s = (1/S − 1/N) / (1 − 1/N) with S = N · η.
            const double eta = empiricalScalingEfficiency(32);
            const double speedup = 32 * eta;
            const double s = (1 / speedup - 1.0 / 32) / (1 - 1.0 / 32);
            t.rows.push_back(numeric(
                QStringLiteral("Efficiency, 32 GPUs"), QStringLiteral("S(32) / 32"),
                QStringLiteral("~24 %"), 24, 0,
                computeOr([] { return amdahlEfficiency(kSerial, 32) * 100; }), QStringLiteral("%"),
                QStringLiteral("The empirical table gives %1 at 32 GPUs, i.e. s ≈ %2: s = 0.10 "
                               "is a pessimistic illustration, not a measurement.")
                    .arg(pct(eta), formatPercent(s, 2))));
        }
    }
    t.rows.push_back(numeric(QStringLiteral("Ceiling, N → ∞"), QStringLiteral("1 / s"),
                             QStringLiteral("10×"), 10, 0,
                             computeOr([] { return amdahlLimit(kSerial); }), QStringLiteral("×")));
    return t;
}

ReferenceTable rhoTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("rho"),
                     QStringLiteral("Communication–computation ratio ρ"),
                     QStringLiteral("Seed ρ table (equation 5)"),
                     {}};
    const QString ndrText = describe([&] {
        return QStringLiteral("IB NDR (%1, α = %2)")
            .arg(gbps(need(in.ndr).bandwidthBytesPerS), usec(need(in.ndr).latencyS));
    });
    auto ring = [&](const ModelPreset *model) {
        return ringAllReduceTime(need(model).parameters * kBf16Bytes, 256, in.alphaBeta(in.ndr))
            .totalS();
    };
    const auto ring7b = computeOr([&] { return ring(in.llama7b); });
    const auto ring340m = computeOr([&] { return ring(in.bert); });
    auto &rows = t.rows;
    rows.push_back(numeric(
        QStringLiteral("Data parallel, 7B model, 256 GPUs: T_comm"), describe([&] {
            return QStringLiteral("Ring AllReduce of %1 × 2 B = %2 (catalog llama-2-7b) over 256 "
                                  "GPUs on %3")
                .arg(formatParameters(need(in.llama7b).parameters),
                     formatSi(need(in.llama7b).parameters * kBf16Bytes, QStringLiteral("B")),
                     ndrText);
        }),
        QStringLiteral("560.4 ms"), 560.4, 1,
        ring7b ? std::optional<double>(*ring7b * 1e3) : std::nullopt, QStringLiteral("ms")));
    rows.push_back(numeric(
        QStringLiteral("Data parallel, 7B model, 256 GPUs: ρ"),
        QStringLiteral("T_comm / (T_compute/N ≈ 5 s, forward + backward)"), QStringLiteral("0.11"),
        0.11, 2, computeOr([&] { return commComputeRatio(ring7b.value(), 5.0); }), QString()));
    rows.push_back(numeric(QStringLiteral("Data parallel, 7B model: communication vs compute"),
                           QStringLiteral("ρ as a percentage"), QStringLiteral("~11.2 %"), 11.2, 1,
                           computeOr([&] { return commComputeRatio(ring7b.value(), 5.0) * 100; }),
                           QStringLiteral("%")));
    rows.push_back(numeric(
        QStringLiteral("Data parallel, \"350M\" model, 256 GPUs: T_comm"), describe([&] {
            return QStringLiteral("Ring AllReduce of %1 × 2 B (catalog bert-large) over 256 GPUs "
                                  "on %2")
                .arg(formatParameters(need(in.bert).parameters), ndrText);
        }),
        QStringLiteral("29.6 ms"), 29.6, 1,
        ring340m ? std::optional<double>(*ring340m * 1e3) : std::nullopt, QStringLiteral("ms"),
        describe([&] {
            const double ms350 =
                ringAllReduceTime(350e6 * kBf16Bytes, 256, in.alphaBeta(in.ndr)).totalS() * 1e3;
            return QStringLiteral("The appendix says 350M, but 29.6 ms needs %1 parameters "
                                  "(BERT-Large); 350M would give %2 ms.")
                .arg(formatParameters(need(in.bert).parameters), formatNumber(ms350, 1));
        })));
    rows.push_back(numeric(
        QStringLiteral("Data parallel, \"350M\" model, 256 GPUs: ρ"),
        QStringLiteral("T_comm / (T_compute/N ≈ 10 ms, forward + backward)"), QStringLiteral("3"),
        3, 0, computeOr([&] { return commComputeRatio(ring340m.value(), 10e-3); }), QString()));
    auto transfer = [&] { return transferTimeS(16e6, in.alphaBeta(in.nvlink4), false); };
    rows.push_back(numeric(QStringLiteral("Ideal one-way 16 MB transfer over NVLink 4.0: T_comm"),
                           describe([&] {
                               return QStringLiteral("16 MB / %1, bandwidth bound only (no α)")
                                   .arg(gbps(need(in.nvlink4).bandwidthBytesPerS));
                           }),
                           QStringLiteral("~0.04 ms"), 0.04, 2,
                           computeOr([&] { return transfer() * 1e3; }), QStringLiteral("ms")));
    rows.push_back(numeric(QStringLiteral("Ideal one-way 16 MB transfer over NVLink 4.0: ρ"),
                           QStringLiteral("T_comm / (≈ 1 ms, one layer)"), QStringLiteral("0.036"),
                           0.036, 3, computeOr([&] { return commComputeRatio(transfer(), 1e-3); }),
                           QString()));
    return t;
}

ReferenceTable compoundTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("compound"),
                     QStringLiteral("Compound utilization loss, 1,024 × H100"),
                     QStringLiteral("Seed Systems Perspective 1.4"),
                     {}};
    const double mfu = 0.50;
    const double scaling = empiricalScalingEfficiency(1024);
    const double goodput = operationalGoodput(0, 0.03, 0.10, 0.05);
    auto peak = [&] { return effectiveFlopPerS(1024, need(in.h100).peakBf16FlopPerS, 1, 1, 1); };
    auto effective = [&] {
        return effectiveFlopPerS(1024, need(in.h100).peakBf16FlopPerS, mfu, scaling, goodput);
    };
    t.rows.push_back(
        numeric(QStringLiteral("Peak, N · R_peak"), describe([&] {
                    return QStringLiteral("1,024 × %1 (catalog nvidia-h100-sxm, BF16 dense)")
                        .arg(formatSi(need(in.h100).peakBf16FlopPerS, QStringLiteral("FLOP/s")));
                }),
                QStringLiteral("1,012,736 TFLOP/s"), 1012736, 0,
                computeOr([&] { return peak() / kTflop; }), QStringLiteral("TFLOP/s")));
    t.rows.push_back(numeric(QStringLiteral("Operational goodput η_operational"),
                             QStringLiteral("1 − (checkpoint 3 % + failure recovery 10 % + "
                                            "maintenance 5 %)"),
                             QStringLiteral("0.82"), 0.82, 2, goodput, QString(), goodputNote()));
    t.rows.push_back(
        numeric(QStringLiteral("Effective, R_eff = N · R_peak × MFU × η_scaling × η_operational"),
                QStringLiteral("peak × %1 × %2 (empirical, 1,024 GPUs) × %3")
                    .arg(formatNumber(mfu, 2), formatNumber(scaling, 2), formatNumber(goodput, 2)),
                QStringLiteral("~207,610.9 TFLOP/s"), 207610.9, 1,
                computeOr([&] { return effective() / kTflop; }), QStringLiteral("TFLOP/s")));
    const QString fullBudget = describe([&] {
        const double full = operationalGoodput(0.05, 0.03, 0.10, 0.05);
        return QStringLiteral("With the full budget (η_operational = %1) it would be %2.")
            .arg(formatNumber(full, 2), pct(mfu * scaling * full));
    });
    t.rows.push_back(numeric(QStringLiteral("Share of peak delivered as useful work"),
                             QStringLiteral("R_eff / (N · R_peak)"), QStringLiteral("20.5 %"), 20.5,
                             1, computeOr([&] { return effective() / peak() * 100; }),
                             QStringLiteral("%"), fullBudget));
    t.rows.push_back(numeric(QStringLiteral("Share of peak lost"),
                             QStringLiteral("1 − R_eff / (N · R_peak)"), QStringLiteral("79.5 %"),
                             79.5, 1, computeOr([&] { return (1 - effective() / peak()) * 100; }),
                             QStringLiteral("%")));
    return t;
}

ReferenceTable overheadTable()
{
    ReferenceTable t{QStringLiteral("overheads"),
                     QStringLiteral("Operational overhead budget"),
                     QStringLiteral("Seed table 4"),
                     {}};
    const Scenario::Operations ops{};
    struct Term
    {
        QString quantity;
        QString printed;
        double value;
        double modelValue;
    };
    const Term terms[] = {
        {QStringLiteral("Pipeline bubble — more micro-batches per pipeline stage"),
         QStringLiteral("~5 %"), 5, ops.pipelineBubble},
        {QStringLiteral("Checkpointing — asynchronous checkpoints, faster storage"),
         QStringLiteral("~3 %"), 3, ops.checkpointing},
        {QStringLiteral("Failure recovery — faster detection, elastic rescheduling"),
         QStringLiteral("~10 %"), 10, ops.failureRecovery},
        {QStringLiteral("Maintenance windows — rolling upgrades, live migration"),
         QStringLiteral("~5 %"), 5, ops.maintenance},
    };
    for (const Term &term : terms) {
        t.rows.push_back(numeric(term.quantity, QStringLiteral("the scenario's default budget"),
                                 term.printed, term.value, 0, term.modelValue * 100,
                                 QStringLiteral("%")));
    }
    t.rows.push_back(numeric(QStringLiteral("Wall-clock throughput that remains"),
                             QStringLiteral("1 − Σ overheads"), QStringLiteral("~77 %"), 77, 0,
                             computeOr([&] {
                                 return operationalGoodput(ops.pipelineBubble, ops.checkpointing,
                                                           ops.failureRecovery, ops.maintenance) *
                                        100;
                             }),
                             QStringLiteral("%"), goodputNote()));
    return t;
}

ReferenceTable mtbfTable()
{
    ReferenceTable t{QStringLiteral("mtbf"),
                     QStringLiteral("Cluster MTBF by size (per-GPU MTTF 50,000 h)"),
                     QStringLiteral("Seed table 2; key takeaways"),
                     {}};
    struct Size
    {
        double n;
        QString hours;
        double hoursValue;
        int hoursDecimals;
        QString minutes;
        double minutesValue;
        int minutesDecimals;
        QString probability;
        double probabilityValue;
        int probabilityDecimals;
    };
    const Size sizes[] = {
        {256, QStringLiteral("195.3 h"), 195.3, 1, QStringLiteral("11,718.8 min"), 11718.8, 1,
         QStringLiteral("11.6 %"), 11.6, 1},
        {2048, QStringLiteral("24.4 h"), 24.4, 1, QStringLiteral("1,464.8 min"), 1464.8, 1,
         QStringLiteral("62.6 %"), 62.6, 1},
        {8192, QStringLiteral("6.1 h"), 6.1, 1, QStringLiteral("366.2 min"), 366.2, 1,
         QStringLiteral("98 %"), 98, 0},
        {100000, QStringLiteral("0.50 h"), 0.50, 2, QStringLiteral("30 min"), 30, 0,
         QStringLiteral("100 %"), 100, 0},
    };
    for (const Size &s : sizes) {
        const QString n = formatNumber(s.n, 0);
        const QString mtbfInputs = QStringLiteral("50,000 h / %1").arg(n);
        t.rows.push_back(numeric(QStringLiteral("%1 GPUs: MTBF (GPUs only)").arg(n), mtbfInputs,
                                 s.hours, s.hoursValue, s.hoursDecimals,
                                 computeOr([&] { return clusterMtbfH(kMttfH, s.n); }),
                                 QStringLiteral("h")));
        t.rows.push_back(numeric(QStringLiteral("%1 GPUs: MTBF in minutes").arg(n), mtbfInputs,
                                 s.minutes, s.minutesValue, s.minutesDecimals,
                                 computeOr([&] { return clusterMtbfH(kMttfH, s.n) * 60; }),
                                 QStringLiteral("min")));
        const auto p =
            computeOr([&] { return failureProbability(kHorizonH, clusterMtbfH(kMttfH, s.n)); });
        QString note;
        if (s.n == 100000 && p) {
            note = QStringLiteral("1 − e^(−%1) = 100 % to the printed digits; never exactly 1.")
                       .arg(formatReadable(expectedFailures(kHorizonH, clusterMtbfH(kMttfH, s.n))));
        }
        t.rows.push_back(numeric(QStringLiteral("%1 GPUs: P(failure within 24 h)").arg(n),
                                 QStringLiteral("1 − exp(−24 h / MTBF)"), s.probability,
                                 s.probabilityValue, s.probabilityDecimals,
                                 p ? std::optional<double>(*p * 100) : std::nullopt,
                                 QStringLiteral("%"), note));
        if (s.n == 8192) {
            t.rows.push_back(
                numeric(QStringLiteral("8,192 GPUs: P(failure within 24 h), key takeaways"),
                        QStringLiteral("1 − exp(−24 h / MTBF)"), QStringLiteral("98.04 %"), 98.04,
                        2, p ? std::optional<double>(*p * 100) : std::nullopt, QStringLiteral("%"),
                        QStringLiteral("The same probability as table 2's 98 %, printed to two "
                                       "decimals.")));
        }
    }
    return t;
}

ReferenceTable checkpointTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("checkpoints"),
                     QStringLiteral("Checkpoint size and write time (14 B/parameter, 100 GB/s)"),
                     QStringLiteral("Seed table 3"),
                     {}};
    struct Model
    {
        const char *id;
        QString label;
        QString size;
        double sizeValue; // in sizeUnit
        double sizeUnit;
        QString sizeUnitName;
        QString time;
        double timeValue; // in timeUnit
        int timeDecimals;
        double timeUnit;
        QString timeUnitName;
    };
    const Model models[] = {
        {"llama-2-7b", QStringLiteral("7B"), QStringLiteral("98 GB"), 98, kGB, QStringLiteral("GB"),
         QStringLiteral("0.98 s"), 0.98, 2, 1, QStringLiteral("s")},
        {"llama-2-70b", QStringLiteral("70B"), QStringLiteral("980 GB"), 980, kGB,
         QStringLiteral("GB"), QStringLiteral("9.8 s"), 9.8, 1, 1, QStringLiteral("s")},
        {"gpt-3-175b", QStringLiteral("175B"), QStringLiteral("2,450 GB"), 2450, kGB,
         QStringLiteral("GB"), QStringLiteral("24.5 s"), 24.5, 1, 1, QStringLiteral("s")},
        {"generic-1t", QStringLiteral("1T"), QStringLiteral("14 TB"), 14, kTB, QStringLiteral("TB"),
         QStringLiteral("2.3 min"), 2.3, 1, 60, QStringLiteral("min")},
    };
    for (const Model &m : models) {
        const ModelPreset *preset = in.c.findModel(m.id);
        auto bytes = [&] {
            return checkpointBytes(need(preset).parameters, kCheckpointBytesPerParam);
        };
        const QString params = describe([&] {
            return QStringLiteral("%1 (catalog %2)")
                .arg(formatParameters(need(preset).parameters), QString::fromLatin1(m.id));
        });
        t.rows.push_back(numeric(QStringLiteral("%1 parameters: checkpoint size").arg(m.label),
                                 params + QStringLiteral(" × 14 B"), m.size, m.sizeValue, 0,
                                 computeOr([&] { return bytes() / m.sizeUnit; }), m.sizeUnitName));
        t.rows.push_back(
            numeric(QStringLiteral("%1 parameters: write time at 100 GB/s").arg(m.label),
                    QStringLiteral("checkpoint bytes / 100 GB/s"), m.time, m.timeValue,
                    m.timeDecimals, computeOr([&] {
                        return checkpointWriteTimeS(bytes(), kStorageBytesPerS) / m.timeUnit;
                    }),
                    m.timeUnitName));
    }
    return t;
}

ReferenceTable powerTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("power"),
                     QStringLiteral("Power reference values"),
                     QStringLiteral("Seed table 5"),
                     {}};
    auto rack = [&](const char *id, QString quantity, QString printed, double kw) {
        const RackTier *mark = in.rack(id);
        t.rows.push_back(numeric(
            std::move(quantity),
            QStringLiteral("catalog rack mark %1").arg(QString::fromLatin1(id)), std::move(printed),
            kw, 0, computeOr([&] { return need(mark).powerW / 1e3; }), QStringLiteral("kW")));
    };
    rack("traditional", QStringLiteral("Traditional rack — baseline of non-AI data centers"),
         QStringLiteral("12 kW"), 12);
    rack("ai-current", QStringLiteral("AI rack (current generation) — needs liquid cooling"),
         QStringLiteral("70 kW"), 70);
    rack("ai-high-density",
         QStringLiteral("AI rack (high density) — direct-to-chip liquid cooling"),
         QStringLiteral("100 kW"), 100);
    rack("air-limit", QStringLiteral("Air-cooling limit — above it liquid cooling is required"),
         QStringLiteral("~30 kW per rack"), 30);
    auto pue = [&](const char *id, QString quantity, QString printed, double value) {
        const PueTier *tier = in.pue(id);
        t.rows.push_back(numeric(
            std::move(quantity), QStringLiteral("catalog PUE tier %1").arg(QString::fromLatin1(id)),
            std::move(printed), value, 2, computeOr([&] { return need(tier).pue; }), QString()));
    };
    pue("liquid-cooled-ai", QStringLiteral("PUE (liquid-cooled AI) — facility load ≈ IT load"),
        QStringLiteral("~1.06"), 1.06);
    pue("best-air-cooled", QStringLiteral("PUE (best air-cooled) — hyperscale best practice"),
        QStringLiteral("~1.12"), 1.12);
    pue("industry-average", QStringLiteral("PUE (industry average) — sanity-check cost and carbon"),
        QStringLiteral("~1.40"), 1.40);
    t.rows.push_back(numeric(QStringLiteral("H100 TDP"), QStringLiteral("catalog nvidia-h100-sxm"),
                             QStringLiteral("700 W per GPU"), 700, 0,
                             computeOr([&] { return need(in.h100).tdpW; }), QStringLiteral("W")));
    t.rows.push_back(numeric(QStringLiteral("IT load of 10,000 × H100"),
                             QStringLiteral("10,000 × H100 TDP"), QStringLiteral("7 MW"), 7, 0,
                             computeOr([&] { return itLoadW(10000, need(in.h100).tdpW) / 1e6; }),
                             QStringLiteral("MW")));
    return t;
}

ReferenceTable densityTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("power-density"),
                     QStringLiteral("The power density wall"),
                     QStringLiteral("Seed table 6"),
                     {}};
    auto verdict = [&](double w,
                       CoolingVerdict expected) -> std::optional<std::pair<QString, bool>> {
        const CoolingVerdict v = coolingVerdict(w);
        return std::pair{coolingVerdictText(v), v == expected};
    };
    struct Mark
    {
        const char *id;
        QString name;
        QString printed;
        double kw;
        QString cooling;
        CoolingVerdict expected;
    };
    const Mark marks[] = {
        {"traditional", QStringLiteral("Traditional data center"), QStringLiteral("12 kW"), 12,
         QStringLiteral("Standard air cooling is enough"), CoolingVerdict::Air},
        {"ai-current", QStringLiteral("AI cluster (current generation)"), QStringLiteral("70 kW"),
         70, QStringLiteral("Liquid cooling required"), CoolingVerdict::Liquid},
        {"ai-high-density", QStringLiteral("AI cluster (high density)"), QStringLiteral("100 kW"),
         100, QStringLiteral("Direct-to-chip liquid cooling required"),
         CoolingVerdict::DirectToChip},
    };
    for (const Mark &m : marks) {
        const RackTier *mark = in.rack(m.id);
        t.rows.push_back(numeric(
            QStringLiteral("%1: rack power").arg(m.name),
            QStringLiteral("catalog rack mark %1").arg(QString::fromLatin1(m.id)), m.printed, m.kw,
            0, computeOr([&] { return need(mark).powerW / 1e3; }), QStringLiteral("kW")));
        t.rows.push_back(wordsRow(
            QStringLiteral("%1: cooling").arg(m.name),
            QStringLiteral("the model's cooling verdict at %1 kW").arg(formatNumber(m.kw, 0)),
            m.cooling, mark ? verdict(mark->powerW, m.expected) : std::nullopt));
    }
    t.rows.push_back(
        numeric(QStringLiteral("Air-cooling limit: rack power"),
                QStringLiteral("the model's air/liquid threshold"), QStringLiteral("~30 kW"), 30, 0,
                computeOr([] { return kAirCoolingLimitW / 1e3; }), QStringLiteral("kW")));
    {
        const bool airAtLimit = coolingVerdict(kAirCoolingLimitW) == CoolingVerdict::Air;
        const bool liquidAbove = coolingVerdict(std::nextafter(
                                     kAirCoolingLimitW, std::numeric_limits<double>::infinity())) ==
                                 CoolingVerdict::Liquid;
        t.rows.push_back(wordsRow(QStringLiteral("Air-cooling limit: cooling"),
                                  QStringLiteral("the model's verdict at and just above %1 kW")
                                      .arg(formatNumber(kAirCoolingLimitW / 1e3, 0)),
                                  QStringLiteral("Physical limit of forced-air convection"),
                                  std::pair{QStringLiteral("Air up to %1 kW, liquid above")
                                                .arg(formatNumber(kAirCoolingLimitW / 1e3, 0)),
                                            airAtLimit && liquidAbove}));
    }
    const RackTier *ai = in.rack("ai-current");
    const RackTier *traditional = in.rack("traditional");
    t.rows.push_back(numeric(QStringLiteral("AI vs traditional rack power density"),
                             QStringLiteral("70 kW / 12 kW (catalog rack marks)"),
                             QStringLiteral("5.8×"), 5.8, 1,
                             computeOr([&] { return need(ai).powerW / need(traditional).powerW; }),
                             QStringLiteral("×")));
    return t;
}

ReferenceTable pueTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("pue"),
                     QStringLiteral("PUE by data-center type"),
                     QStringLiteral("Seed table 7"),
                     {}};
    struct Tier
    {
        const char *id;
        QString name;
        QString printedPue;
        double pue;
        QString printedOverhead;
        double overheadKw;
    };
    const Tier tiers[] = {
        {"liquid-cooled-ai", QStringLiteral("Liquid-cooled AI data center"), QStringLiteral("1.06"),
         1.06, QStringLiteral("60 kW cooling + infrastructure"), 60},
        {"best-air-cooled", QStringLiteral("Best-in-class air-cooled data center"),
         QStringLiteral("1.12"), 1.12, QStringLiteral("120 kW overhead"), 120},
        {"industry-average", QStringLiteral("Industry average"), QStringLiteral("1.40"), 1.40,
         QStringLiteral("400 kW overhead"), 400},
        {"legacy-enterprise", QStringLiteral("Legacy enterprise data center"),
         QStringLiteral("1.58"), 1.58, QStringLiteral("580 kW overhead"), 580},
    };
    for (const Tier &tier : tiers) {
        const PueTier *entry = in.pue(tier.id);
        t.rows.push_back(numeric(
            QStringLiteral("%1: PUE").arg(tier.name),
            QStringLiteral("catalog PUE tier %1").arg(QString::fromLatin1(tier.id)),
            tier.printedPue, tier.pue, 2, computeOr([&] { return need(entry).pue; }), QString()));
        t.rows.push_back(numeric(QStringLiteral("%1: overhead per MW of IT").arg(tier.name),
                                 QStringLiteral("(PUE − 1) × 1 MW"), tier.printedOverhead,
                                 tier.overheadKw, 0,
                                 computeOr([&] { return overheadWPerMwIt(need(entry).pue) / 1e3; }),
                                 QStringLiteral("kW")));
    }
    return t;
}

ReferenceTable h100FacilityTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("facility-h100"),
                     QStringLiteral("IT and facility load: 10,000 × H100"),
                     QStringLiteral("Seed power rule of thumb; heat and power physics"),
                     {}};
    auto it = [&] { return itLoadW(10000, need(in.h100).tdpW); };
    t.rows.push_back(numeric(QStringLiteral("IT load"), describe([&] {
                                 return QStringLiteral("10,000 × %1 (catalog H100 TDP)")
                                     .arg(formatSi(need(in.h100).tdpW, QStringLiteral("W")));
                             }),
                             QStringLiteral("7 MW"), 7, 0, computeOr([&] { return it() / 1e6; }),
                             QStringLiteral("MW")));
    const PueTier *average = in.pue("industry-average");
    t.rows.push_back(numeric(
        QStringLiteral("Facility load at PUE 1.40"),
        QStringLiteral("IT load × PUE (catalog tier industry-average)"), QStringLiteral("9.8 MW"),
        9.8, 1, computeOr([&] { return facilityLoadW(it(), need(average).pue) / 1e6; }),
        QStringLiteral("MW")));
    return t;
}

ReferenceTable tenMegawattTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("pue-10mw"),
                     QStringLiteral("PUE as a cost multiplier: 10 MW of IT"),
                     QStringLiteral("Seed energy-hierarchy section"),
                     {}};
    const PueTier *legacy = in.pue("legacy-enterprise");
    const PueTier *liquid = in.pue("liquid-cooled-ai");
    constexpr double kIt = 10e6;
    auto legacyW = [&] { return facilityLoadW(kIt, need(legacy).pue); };
    auto liquidW = [&] { return facilityLoadW(kIt, need(liquid).pue); };
    t.rows.push_back(numeric(QStringLiteral("Facility load, legacy data center"),
                             QStringLiteral("10 MW × PUE 1.58 (catalog tier legacy-enterprise)"),
                             QStringLiteral("15.8 MW"), 15.8, 1,
                             computeOr([&] { return legacyW() / 1e6; }), QStringLiteral("MW")));
    t.rows.push_back(numeric(QStringLiteral("Facility load, liquid-cooled facility"),
                             QStringLiteral("10 MW × PUE 1.06 (catalog tier liquid-cooled-ai)"),
                             QStringLiteral("10.6 MW"), 10.6, 1,
                             computeOr([&] { return liquidW() / 1e6; }), QStringLiteral("MW")));
    const double price = Scenario{}.facility.electricityUsdPerKwh;
    t.rows.push_back(numeric(
        QStringLiteral("Saving"), QStringLiteral("15.8 MW − 10.6 MW"), QStringLiteral("5.2 MW"),
        5.2, 1, computeOr([&] { return (legacyW() - liquidW()) / 1e6; }), QStringLiteral("MW"),
        describe([&] {
            const double saved = annualCostUsd(annualEnergyWh(legacyW() - liquidW()), price);
            return QStringLiteral("\"Millions of dollars a year\": %1 a year at $%2/kWh.")
                .arg(formatUsd(saved), formatNumber(price, 2));
        })));
    return t;
}

ReferenceTable hardwareTable(const Inputs &in)
{
    ReferenceTable t{QStringLiteral("hardware"),
                     QStringLiteral("Current hardware reference (ca. 2025–2026)"),
                     QStringLiteral("Seed hardware table; H100 from the roofline section, the "
                                    "bandwidth table and table 5"),
                     {}};
    const Catalog &c = in.c;
    struct Figure
    {
        QString printed;
        double value;
        int decimals;
        QString note;
    };
    struct Hardware
    {
        const char *id;
        QString name;
        Figure peak, bandwidth, capacity, link, tdp;
        bool linkIsTotal; ///< the appendix prints the scale-up figure as a bidirectional total
    };
    const auto perDirection = [&](const char *id) {
        return describe([&] {
            const Accelerator &a = need(c.findAccelerator(id));
            return gbps(need(c.findLink(a.scaleUpLink)).bandwidthBytesPerS);
        });
    };
    const QString nvlink4 = describe([&] { return gbps(need(in.nvlink4).bandwidthBytesPerS); });
    const Hardware hardware[] = {
        {"nvidia-h100-sxm",
         QStringLiteral("H100 SXM"),
         {QStringLiteral("989 TFLOP/s"), 989, 0, {}},
         {QStringLiteral("3.35 TB/s"), 3.35, 2, {}},
         {QStringLiteral("80 GB"), 80, 0,
          QStringLiteral("Not printed in the appendix: from the NVIDIA H100 datasheet.")},
         {QStringLiteral("450 GB/s (NVLink 4.0)"), 450, 0,
          QStringLiteral("Per direction (NVIDIA quotes 900 GB/s as the bidirectional total); "
                         "the other scale-up figures in this table are bidirectional totals.")},
         {QStringLiteral("700 W per GPU"), 700, 0, {}},
         false},
        {"nvidia-b200",
         QStringLiteral("B200"),
         {QStringLiteral("2,250 TFLOP/s"), 2250, 0, {}},
         {QStringLiteral("8 TB/s"), 8, 0, {}},
         {QStringLiteral("180 GB"), 180, 0,
          QStringLiteral("The vendor lists 192 GB on some SKUs; the catalog keeps the appendix's "
                         "180 GB.")},
         {QStringLiteral("1,800 GB/s (NVLink 5.0)"), 1800, 0,
          QStringLiteral("Bidirectional total: %1 per direction, against NVLink 4.0's %2 per "
                         "direction.")
              .arg(perDirection("nvidia-b200"), nvlink4)},
         {QStringLiteral("1000 W"), 1000, 0, {}},
         true},
        {"amd-mi300x",
         QStringLiteral("MI300X"),
         {QStringLiteral("1,307 TFLOP/s"), 1307, 0, {}},
         {QStringLiteral("5.30 TB/s"), 5.30, 2, {}},
         {QStringLiteral("192 GB"), 192, 0, {}},
         {QStringLiteral("~890 GB/s (Infinity Fabric)"), 890, 0,
          QStringLiteral("Bidirectional total (AMD: 896 GB/s aggregate): %1 per direction, "
                         "against NVLink 4.0's %2 per direction.")
              .arg(perDirection("amd-mi300x"), nvlink4)},
         {QStringLiteral("750 W"), 750, 0, {}},
         true},
        {"google-tpu-v6e",
         QStringLiteral("TPU v6e"),
         {QStringLiteral("918 TFLOP/s"), 918, 0, {}},
         {QStringLiteral("1.64 TB/s"), 1.64, 2, {}},
         {QStringLiteral("32 GB"), 32, 0, {}},
         {QStringLiteral("800 GB/s bidirectional (ICI)"), 800, 0,
          QStringLiteral("Bidirectional total, as printed: %1 per direction, against NVLink "
                         "4.0's %2 per direction.")
              .arg(perDirection("google-tpu-v6e"), nvlink4)},
         {QStringLiteral("~600 W (estimate)"), 600, 0,
          QStringLiteral("An estimate: Google publishes no per-chip TDP.")},
         true},
    };
    for (const Hardware &h : hardware) {
        const Accelerator *a = c.findAccelerator(h.id);
        const QString id = QString::fromLatin1(h.id);
        const QString inputs = QStringLiteral("catalog %1").arg(id);
        auto add = [&](const QString &what, const Figure &f, const QString &rowInputs,
                       std::optional<double> computed, const QString &unit, const char *field) {
            ReferenceRow r = numeric(QStringLiteral("%1: %2").arg(h.name, what), rowInputs,
                                     f.printed, f.value, f.decimals, computed, unit, f.note);
            r.source = q(c.sourceOf(h.id, field));
            t.rows.push_back(std::move(r));
        };
        add(QStringLiteral("BF16 dense peak"), h.peak, inputs,
            computeOr([&] { return need(a).peakBf16FlopPerS / kTflop; }), QStringLiteral("TFLOP/s"),
            "peak_bf16_flop_per_s");
        add(QStringLiteral("HBM bandwidth"), h.bandwidth, inputs,
            computeOr([&] { return need(a).hbmBandwidthBytesPerS / kTB; }), QStringLiteral("TB/s"),
            "hbm_bandwidth_bytes_per_s");
        add(QStringLiteral("HBM capacity"), h.capacity, inputs,
            computeOr([&] { return need(a).hbmCapacityBytes / kGB; }), QStringLiteral("GB"),
            "hbm_capacity_bytes");
        const QString linkInputs = describe([&] {
            const Link &l = need(c.findLink(need(a).scaleUpLink));
            return QStringLiteral("catalog %1, %2")
                .arg(q(l.id), h.linkIsTotal
                                  ? QStringLiteral("bidirectional total = 2 × per direction")
                                  : QStringLiteral("per direction"));
        });
        add(QStringLiteral("scale-up link"), h.link, linkInputs, computeOr([&] {
                const Link &l = need(c.findLink(need(a).scaleUpLink));
                return (h.linkIsTotal ? l.bidirectionalBandwidthBytesPerS()
                                      : l.bandwidthBytesPerS) /
                       kGB;
            }),
            QStringLiteral("GB/s"), "");
        if (a) {
            if (const Link *l = c.findLink(a->scaleUpLink))
                t.rows.back().source = q(l->source);
        }
        add(QStringLiteral("TDP"), h.tdp, inputs, computeOr([&] { return need(a).tdpW; }),
            QStringLiteral("W"), "tdp_w");
    }
    return t;
}

} // namespace

std::vector<ReferenceTable> referenceTables(const Catalog &catalog)
{
    const Inputs in{catalog};
    std::vector<ReferenceTable> tables;
    tables.push_back(paradigmsTable());
    tables.push_back(cheatSheetTable(in));
    tables.push_back(bandwidthTable(in));
    tables.push_back(latencyTable(in));
    tables.push_back(rooflineTable(in));
    tables.push_back(computeTable());
    tables.push_back(impliedTable());
    tables.push_back(amdahlTable());
    tables.push_back(rhoTable(in));
    tables.push_back(compoundTable(in));
    tables.push_back(overheadTable());
    tables.push_back(mtbfTable());
    tables.push_back(checkpointTable(in));
    tables.push_back(powerTable(in));
    tables.push_back(densityTable(in));
    tables.push_back(pueTable(in));
    tables.push_back(h100FacilityTable(in));
    tables.push_back(tenMegawattTable(in));
    tables.push_back(hardwareTable(in));
    reference::explainDisagreements(tables);
    return tables;
}
} // namespace fleet
