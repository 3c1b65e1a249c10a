// Golden tests: every reference value the appendix "Fleet Foundations" prints, computed by the
// model from the appendix's exact inputs (listed in model/README.md §3), must agree with the
// printed value to the printed precision (|computed − printed| ≤ half a unit of the last
// printed digit).
#include "../qtprinters.h"
#include "catalog.h"
#include "physics.h"
#include "results.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <ostream>
#include <string>

namespace fleet {
namespace {

struct Golden
{
    std::string name;
    std::function<double()> computed; // the model's value, in the printed unit
    double printed;                   // the appendix's value as printed
    int decimals;                     // printed decimals
};

void PrintTo(const Golden &g, std::ostream *os)
{
    *os << g.name;
}

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

const Accelerator &acc(const char *id)
{
    const Accelerator *a = catalog().findAccelerator(id);
    if (!a)
        throw std::runtime_error(std::string("missing accelerator ") + id);
    return *a;
}

const Link &link(const char *id)
{
    const Link *l = catalog().findLink(id);
    if (!l)
        throw std::runtime_error(std::string("missing link ") + id);
    return *l;
}

double rackMark(const char *id)
{
    for (const RackTier &t : catalog().rackMarks) {
        if (t.id == id)
            return t.powerW;
    }
    throw std::runtime_error(std::string("missing rack mark ") + id);
}

AlphaBeta ab(const char *id)
{
    return {link(id).bandwidthBytesPerS, link(id).latencyS};
}

constexpr double kGB = 1e9;
constexpr double kT = 1e12;
constexpr double kMttf = 50000;

double ring7bS()
{
    return ringAllReduceTime(7.0e9 * 2, 256, {50e9, 5e-6}).totalS();
}
double ring340mS()
{
    return ringAllReduceTime(340e6 * 2, 256, {50e9, 5e-6}).totalS();
}
double nvlink16MbS()
{
    return transferTimeS(16e6, ab("nvlink-4"), false);
}

double compoundEffective()
{
    return effectiveFlopPerS(1024, acc("nvidia-h100-sxm").peakBf16FlopPerS, 0.50, 0.50, 0.82);
}

std::vector<Golden> goldenRows()
{
    const Accelerator &h100 = acc("nvidia-h100-sxm");
    return {
        // README §3.1 Roofline
        {"H100 ridge point 295.2 FLOP/byte", [] { return ridgePoint(989e12, 3.35e12); }, 295.2, 1},
        {"H100 ridge from the catalog",
         [&] { return ridgePoint(h100.peakBf16FlopPerS, h100.hbmBandwidthBytesPerS); }, 295.2, 1},
        {"B200 ridge point 281 FLOP/byte",
         [] {
             return ridgePoint(acc("nvidia-b200").peakBf16FlopPerS,
                               acc("nvidia-b200").hbmBandwidthBytesPerS);
         },
         281, 0},
        {"8B decode weights 16.1 GB", [] { return decodeWeightsBytes(8.03e9, 2) / kGB; }, 16.1, 1},
        {"decode intensity batch 1 = 1 FLOP/byte", [] { return decodeIntensity(1, 2); }, 1, 0},
        {"H100 decode 208.6 tokens/s",
         [] { return decodeTokensPerS(989e12, 3.35e12, 8.03e9, 2, 1); }, 208.6, 1},
        // README §3.2 Communication
        {"NVLink 4.0 / IB NDR ~9x",
         [] {
             return link("nvlink-4").bandwidthBytesPerS / link("infiniband-ndr").bandwidthBytesPerS;
         },
         9, 0},
        {"ring AllReduce 7B on 256 GPUs 560.4 ms", [] { return ring7bS() * 1e3; }, 560.4, 1},
        {"rho 7B 0.11", [] { return commComputeRatio(ring7bS(), 5.0); }, 0.11, 2},
        {"rho 7B 11.2 %", [] { return commComputeRatio(ring7bS(), 5.0) * 100; }, 11.2, 1},
        {"ring AllReduce 340M on 256 GPUs 29.6 ms", [] { return ring340mS() * 1e3; }, 29.6, 1},
        {"rho 340M ~3", [] { return commComputeRatio(ring340mS(), 10e-3); }, 3, 0},
        {"16 MB over NVLink 4.0 ~0.04 ms", [] { return nvlink16MbS() * 1e3; }, 0.04, 2},
        {"rho 16 MB per 1 ms layer 0.036", [] { return commComputeRatio(nvlink16MbS(), 1e-3); },
         0.036, 3},
        {"NVLink 4.0 450 GB/s", [] { return link("nvlink-4").bandwidthBytesPerS / kGB; }, 450, 0},
        {"NVLink 4.0 0.5 us", [] { return link("nvlink-4").latencyS * 1e6; }, 0.5, 1},
        {"TPU v5p ICI 1,200 GB/s as printed",
         [] { return link("tpu-ici-v5p").publishedBandwidthBytesPerS / kGB; }, 1200, 0},
        {"PCIe Gen5 x16 64 GB/s", [] { return link("pcie-gen5").bandwidthBytesPerS / kGB; }, 64, 0},
        {"PCIe Gen5 1 us", [] { return link("pcie-gen5").latencyS * 1e6; }, 1, 0},
        {"IB GXDR 200 GB/s", [] { return link("infiniband-gxdr").bandwidthBytesPerS / kGB; }, 200,
         0},
        {"IB GXDR 5 us", [] { return link("infiniband-gxdr").latencyS * 1e6; }, 5, 0},
        {"IB XDR 100 GB/s", [] { return link("infiniband-xdr").bandwidthBytesPerS / kGB; }, 100, 0},
        {"IB XDR 5 us", [] { return link("infiniband-xdr").latencyS * 1e6; }, 5, 0},
        {"IB NDR 50 GB/s", [] { return link("infiniband-ndr").bandwidthBytesPerS / kGB; }, 50, 0},
        {"IB NDR ~5 us", [] { return link("infiniband-ndr").latencyS * 1e6; }, 5, 0},
        {"IB HDR 25 GB/s", [] { return link("infiniband-hdr").bandwidthBytesPerS / kGB; }, 25, 0},
        {"IB HDR ~7 us", [] { return link("infiniband-hdr").latencyS * 1e6; }, 7, 0},
        {"RoCE v2 12.5 GB/s", [] { return link("roce-v2-100g").bandwidthBytesPerS / kGB; }, 12.5,
         1},
        {"RoCE v2 ~10 us", [] { return link("roce-v2-100g").latencyS * 1e6; }, 10, 0},
        {"TCP/IP ~50 us", [] { return link("ethernet-tcp").latencyS * 1e6; }, 50, 0},
        {"cross-data-center ~40 ms", [] { return link("cross-datacenter").latencyS * 1e3; }, 40, 0},
        {"NVLink 5.0 1,800 GB/s total",
         [] { return link("nvlink-5").bidirectionalBandwidthBytesPerS() / kGB; }, 1800, 0},
        {"NVLink 5.0 900 GB/s per direction",
         [] { return link("nvlink-5").bandwidthBytesPerS / kGB; }, 900, 0},
        {"Infinity Fabric ~890 GB/s total",
         [] { return link("infinity-fabric").bidirectionalBandwidthBytesPerS() / kGB; }, 890, 0},
        {"TPU v6e ICI 800 GB/s bidirectional",
         [] { return link("tpu-ici-v6e").bidirectionalBandwidthBytesPerS() / kGB; }, 800, 0},
        // README §3.3 Compute and scaling
        {"empirical efficiency 32 -> 90 %", [] { return empiricalScalingEfficiency(32) * 100; }, 90,
         0},
        {"empirical efficiency 256 -> 70 %", [] { return empiricalScalingEfficiency(256) * 100; },
         70, 0},
        {"empirical efficiency 1,024 -> 50 %",
         [] { return empiricalScalingEfficiency(1024) * 100; }, 50, 0},
        {"empirical efficiency 8,192 -> 35 %",
         [] { return empiricalScalingEfficiency(8192) * 100; }, 35, 0},
        {"implied efficiency 4,096 vs 1,024 31.2 %",
         [] { return impliedScalingEfficiency(2.5, 1024, 0.5, 4096) * 100; }, 31.2, 1},
        {"Amdahl s=0.1 N=32 7.8x", [] { return amdahlSpeedup(0.1, 32); }, 7.8, 1},
        {"Amdahl s=0.1 N=32 24 % efficiency", [] { return amdahlEfficiency(0.1, 32) * 100; }, 24,
         0},
        {"Amdahl s=0.1 N=256 9.7x", [] { return amdahlSpeedup(0.1, 256); }, 9.7, 1},
        {"Amdahl s=0.1 N=1,024 9.9x", [] { return amdahlSpeedup(0.1, 1024); }, 9.9, 1},
        {"Amdahl s=0.1 N=8,192 10x", [] { return amdahlSpeedup(0.1, 8192); }, 10, 0},
        {"Amdahl s=0.1 limit 10x", [] { return amdahlLimit(0.1); }, 10, 0},
        {"peak 1,024 x H100 1,012,736 TFLOP/s",
         [] { return 1024 * acc("nvidia-h100-sxm").peakBf16FlopPerS / kT; }, 1012736, 0},
        {"effective 207,610.9 TFLOP/s", [] { return compoundEffective() / kT; }, 207610.9, 1},
        {"effective 20.5 % of peak", [] { return compoundEffective() / (1024 * 989e12) * 100; },
         20.5, 1},
        {"overhead budget leaves ~77 %",
         [] { return operationalGoodput(0.05, 0.03, 0.10, 0.05) * 100; }, 77, 0},
        {"budget without the bubble leaves 82 %",
         [] { return operationalGoodput(0, 0.03, 0.10, 0.05) * 100; }, 82, 0},
        // README §3.4 Reliability, per-GPU MTTF 50,000 h
        {"MTBF 256 195.3 h", [] { return clusterMtbfH(kMttf, 256); }, 195.3, 1},
        {"MTBF 256 11,718.8 min", [] { return clusterMtbfH(kMttf, 256) * 60; }, 11718.8, 1},
        {"P(24 h) 256 11.6 %",
         [] { return failureProbability(24, clusterMtbfH(kMttf, 256)) * 100; }, 11.6, 1},
        {"MTBF 2,048 24.4 h", [] { return clusterMtbfH(kMttf, 2048); }, 24.4, 1},
        {"MTBF 2,048 1,464.8 min", [] { return clusterMtbfH(kMttf, 2048) * 60; }, 1464.8, 1},
        {"P(24 h) 2,048 62.6 %",
         [] { return failureProbability(24, clusterMtbfH(kMttf, 2048)) * 100; }, 62.6, 1},
        {"MTBF 8,192 6.1 h", [] { return clusterMtbfH(kMttf, 8192); }, 6.1, 1},
        {"MTBF 8,192 366.2 min", [] { return clusterMtbfH(kMttf, 8192) * 60; }, 366.2, 1},
        {"P(24 h) 8,192 98 %",
         [] { return failureProbability(24, clusterMtbfH(kMttf, 8192)) * 100; }, 98, 0},
        {"P(24 h) 8,192 98.04 %",
         [] { return failureProbability(24, clusterMtbfH(kMttf, 8192)) * 100; }, 98.04, 2},
        {"MTBF 100,000 0.50 h", [] { return clusterMtbfH(kMttf, 100000); }, 0.50, 2},
        {"MTBF 100,000 30 min", [] { return clusterMtbfH(kMttf, 100000) * 60; }, 30, 0},
        {"P(24 h) 100,000 100 %",
         [] { return failureProbability(24, clusterMtbfH(kMttf, 100000)) * 100; }, 100, 0},
        {"checkpoint 7B 98 GB", [] { return checkpointBytes(7e9, 14) / kGB; }, 98, 0},
        {"checkpoint 7B 0.98 s",
         [] { return checkpointWriteTimeS(checkpointBytes(7e9, 14), 100e9); }, 0.98, 2},
        {"checkpoint 70B 980 GB", [] { return checkpointBytes(70e9, 14) / kGB; }, 980, 0},
        {"checkpoint 70B 9.8 s",
         [] { return checkpointWriteTimeS(checkpointBytes(70e9, 14), 100e9); }, 9.8, 1},
        {"checkpoint 175B 2,450 GB", [] { return checkpointBytes(175e9, 14) / kGB; }, 2450, 0},
        {"checkpoint 175B 24.5 s",
         [] { return checkpointWriteTimeS(checkpointBytes(175e9, 14), 100e9); }, 24.5, 1},
        {"checkpoint 1T 14 TB", [] { return checkpointBytes(1e12, 14) / kT; }, 14, 0},
        {"checkpoint 1T 2.3 min",
         [] { return checkpointWriteTimeS(checkpointBytes(1e12, 14), 100e9) / 60; }, 2.3, 1},
        // README §3.5 Power and cooling
        {"air-cooling limit ~30 kW", [] { return kAirCoolingLimitW / 1e3; }, 30, 0},
        {"direct-to-chip from ~100 kW", [] { return kDirectToChipFromW / 1e3; }, 100, 0},
        {"AI / traditional rack 5.8x",
         [] { return rackMark("ai-current") / rackMark("traditional"); }, 5.8, 1},
        {"overhead per MW at PUE 1.06: 60 kW", [] { return overheadWPerMwIt(1.06) / 1e3; }, 60, 0},
        {"overhead per MW at PUE 1.12: 120 kW", [] { return overheadWPerMwIt(1.12) / 1e3; }, 120,
         0},
        {"overhead per MW at PUE 1.40: 400 kW", [] { return overheadWPerMwIt(1.40) / 1e3; }, 400,
         0},
        {"overhead per MW at PUE 1.58: 580 kW", [] { return overheadWPerMwIt(1.58) / 1e3; }, 580,
         0},
        {"10,000 x H100 IT load 7 MW",
         [] { return itLoadW(10000, acc("nvidia-h100-sxm").tdpW) / 1e6; }, 7, 0},
        {"10,000 x H100 facility 9.8 MW at PUE 1.40",
         [] { return facilityLoadW(itLoadW(10000, 700), 1.40) / 1e6; }, 9.8, 1},
        {"10 MW IT at PUE 1.58: 15.8 MW", [] { return facilityLoadW(10e6, 1.58) / 1e6; }, 15.8, 1},
        {"10 MW IT at PUE 1.06: 10.6 MW", [] { return facilityLoadW(10e6, 1.06) / 1e6; }, 10.6, 1},
        {"PUE 1.58 vs 1.06 saves 5.2 MW",
         [] { return (facilityLoadW(10e6, 1.58) - facilityLoadW(10e6, 1.06)) / 1e6; }, 5.2, 1},
        // README §3.6 Hardware reference (catalog)
        {"H100 989 TFLOP/s", [] { return acc("nvidia-h100-sxm").peakBf16FlopPerS / kT; }, 989, 0},
        {"H100 3.35 TB/s", [] { return acc("nvidia-h100-sxm").hbmBandwidthBytesPerS / kT; }, 3.35,
         2},
        {"H100 80 GB", [] { return acc("nvidia-h100-sxm").hbmCapacityBytes / kGB; }, 80, 0},
        {"H100 700 W", [] { return acc("nvidia-h100-sxm").tdpW; }, 700, 0},
        {"B200 2,250 TFLOP/s", [] { return acc("nvidia-b200").peakBf16FlopPerS / kT; }, 2250, 0},
        {"B200 8 TB/s", [] { return acc("nvidia-b200").hbmBandwidthBytesPerS / kT; }, 8, 0},
        {"B200 180 GB", [] { return acc("nvidia-b200").hbmCapacityBytes / kGB; }, 180, 0},
        {"B200 1,000 W", [] { return acc("nvidia-b200").tdpW; }, 1000, 0},
        {"MI300X 1,307 TFLOP/s", [] { return acc("amd-mi300x").peakBf16FlopPerS / kT; }, 1307, 0},
        {"MI300X 5.30 TB/s", [] { return acc("amd-mi300x").hbmBandwidthBytesPerS / kT; }, 5.30, 2},
        {"MI300X 192 GB", [] { return acc("amd-mi300x").hbmCapacityBytes / kGB; }, 192, 0},
        {"MI300X 750 W", [] { return acc("amd-mi300x").tdpW; }, 750, 0},
        {"TPU v6e 918 TFLOP/s", [] { return acc("google-tpu-v6e").peakBf16FlopPerS / kT; }, 918, 0},
        {"TPU v6e 1.64 TB/s", [] { return acc("google-tpu-v6e").hbmBandwidthBytesPerS / kT; }, 1.64,
         2},
        {"TPU v6e 32 GB", [] { return acc("google-tpu-v6e").hbmCapacityBytes / kGB; }, 32, 0},
        {"TPU v6e ~600 W", [] { return acc("google-tpu-v6e").tdpW; }, 600, 0},
        {"A100 312 TFLOP/s", [] { return acc("nvidia-a100").peakBf16FlopPerS / kT; }, 312, 0},
        {"A100 2.039 TB/s", [] { return acc("nvidia-a100").hbmBandwidthBytesPerS / kT; }, 2.039, 3},
        {"A100 80 GB", [] { return acc("nvidia-a100").hbmCapacityBytes / kGB; }, 80, 0},
        {"A100 400 W", [] { return acc("nvidia-a100").tdpW; }, 400, 0},
        {"H200 989 TFLOP/s", [] { return acc("nvidia-h200").peakBf16FlopPerS / kT; }, 989, 0},
        {"H200 4.8 TB/s", [] { return acc("nvidia-h200").hbmBandwidthBytesPerS / kT; }, 4.8, 1},
        {"H200 141 GB", [] { return acc("nvidia-h200").hbmCapacityBytes / kGB; }, 141, 0},
        {"H200 700 W", [] { return acc("nvidia-h200").tdpW; }, 700, 0},
    };
}

class GoldenTest : public ::testing::TestWithParam<Golden>
{
};

TEST_P(GoldenTest, AgreesToPrintedPrecision)
{
    const Golden &g = GetParam();
    const double computed = g.computed();
    const double halfUnit = 0.5 * std::pow(10.0, -g.decimals);
    // A hair of slack for binary floating point at exactly half a unit (31.25 vs 31.2).
    const double slack = 1e-9 * std::max(1.0, std::abs(g.printed));
    EXPECT_LE(std::abs(computed - g.printed), halfUnit + slack)
        << g.name << ": computed " << computed << ", printed " << g.printed;
}

std::string goldenName(const ::testing::TestParamInfo<Golden> &info)
{
    std::string out;
    for (char c : info.param.name)
        out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return std::to_string(info.index) + "_" + out;
}

INSTANTIATE_TEST_SUITE_P(Spec2, GoldenTest, ::testing::ValuesIn(goldenRows()), goldenName);

// The appendix's models are in the catalog with their exact parameter counts.
TEST(GoldenCatalog, ModelPresets)
{
    const std::vector<std::pair<const char *, double>> models = {
        {"llama-3.1-8b", 8.03e9},  {"llama-2-7b", 7.0e9},     {"llama-2-70b", 70e9},
        {"llama-3.1-70b", 70.6e9}, {"llama-3.1-405b", 405e9}, {"gpt-3-175b", 175e9},
        {"bert-large", 340e6},     {"generic-1t", 1e12}};
    for (const auto &[id, parameters] : models) {
        const ModelPreset *m = catalog().findModel(id);
        ASSERT_NE(m, nullptr) << id;
        EXPECT_DOUBLE_EQ(m->parameters, parameters) << id;
    }
}

TEST(GoldenCatalog, PueTiersAndRackMarks)
{
    std::vector<double> pues;
    for (const PueTier &t : catalog().pueTiers)
        pues.push_back(t.pue);
    EXPECT_EQ(pues, (std::vector<double>{1.06, 1.12, 1.40, 1.58}));
    std::vector<double> racks;
    for (const RackTier &t : catalog().rackMarks)
        racks.push_back(t.powerW);
    EXPECT_EQ(racks, (std::vector<double>{12e3, 30e3, 70e3, 100e3}));
}

// The same figures through evaluate() on a scenario with the appendix's inputs.
TEST(GoldenEvaluate, SeedDefaultsThroughEvaluate)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 256;
    const Results r = evaluate(s);
    EXPECT_NEAR(r.communication.ring.totalS() * 1e3, 560.4, 0.05);
    EXPECT_NEAR(r.communication.commComputeRatio, 0.11, 0.005);
    EXPECT_NEAR(r.reliability.clusterMtbfH, 195.3, 0.05);
    EXPECT_NEAR(r.reliability.failureProbability * 100, 11.6, 0.05);
    EXPECT_NEAR(r.roofline.ridgePointFlopPerByte, 295.2, 0.05);
    EXPECT_NEAR(r.reliability.checkpointBytes / kGB, 98, 0.5);
    EXPECT_NEAR(r.reliability.checkpointWriteS, 0.98, 0.005);
}

TEST(GoldenEvaluate, CompoundUtilizationWithGoodput082)
{
    Scenario s = defaultScenario(catalog());
    s.cluster.accelerators = 1024;
    s.operations.excluded[static_cast<int>(Overhead::PipelineBubble)] = true; // 0.82 preset
    const Results r = evaluate(s);
    EXPECT_NEAR(r.utilization.operationalGoodput, 0.82, 1e-12);
    EXPECT_NEAR(r.utilization.peakFlopPerS / kT, 1012736, 0.5);
    EXPECT_NEAR(r.utilization.effectiveFlopPerS / kT, 207610.9, 0.05);
    EXPECT_NEAR(r.utilization.effectiveFraction * 100, 20.5, 0.05);
}

} // namespace
} // namespace fleet
