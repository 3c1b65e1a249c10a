// Plausibility warnings for typed hardware figures: the catalog's accelerators raise none, and
// each rule fires on a figure just past its threshold and names the figure and the reason.
#include "catalog.h"
#include "plausibility.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

Accelerator h100()
{
    return *embeddedCatalog().findAccelerator("nvidia-h100-sxm");
}

TEST(Plausibility, TheCatalogIsPlausible)
{
    const Catalog c = embeddedCatalog();
    for (const Accelerator &a : c.accelerators)
        EXPECT_TRUE(plausibilityWarnings(a).isEmpty())
            << a.id << ": " << plausibilityWarnings(a).join(QLatin1Char('|')).toStdString();
    for (const Link &l : c.links)
        EXPECT_TRUE(plausibilityWarnings(l).isEmpty()) << l.id;
}

TEST(Plausibility, Fp8PeakIsAboutTwiceBf16)
{
    Accelerator a = h100();
    a.peakFp8FlopPerS = 2.0 * a.peakBf16FlopPerS;
    EXPECT_TRUE(plausibilityWarnings(a).isEmpty());
    a.peakFp8FlopPerS = 4.0 * a.peakBf16FlopPerS; // the sparse figure
    const QStringList w = plausibilityWarnings(a);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(
        w[0].startsWith(QStringLiteral("FP8 peak 3.956 PFLOP/s is 4× the BF16 peak 989 TFLOP/s")))
        << w[0].toStdString();
    a.peakFp8FlopPerS = a.peakBf16FlopPerS;
    EXPECT_EQ(plausibilityWarnings(a).size(), 1);
}

TEST(Plausibility, EachRuleFiresPastItsThreshold)
{
    Accelerator a = h100();
    a.hbmCapacityBytes = 1.2e12;
    QStringList w = plausibilityWarnings(a);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(w[0].startsWith(QStringLiteral("HBM capacity 1.2 TB is over 1 TB per device")));

    a = h100();
    a.hbmBandwidthBytesPerS = 60e12; // also pulls the ridge below 10: 989e12 / 60e12 = 16.5
    w = plausibilityWarnings(a);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(w[0].startsWith(QStringLiteral("HBM bandwidth 60 TB/s is over 50 TB/s")));

    a = h100();
    a.hbmBandwidthBytesPerS = 3.35e9; // GB/s typed where TB/s was meant: ridge 295,224
    w = plausibilityWarnings(a);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(w[0].startsWith(QStringLiteral("The ridge point, BF16 peak / HBM bandwidth, is "
                                               "295,223.9 FLOP/byte")))
        << w[0].toStdString();

    a = h100();
    a.peakBf16FlopPerS = 20e12; // ridge 6
    a.peakFp8FlopPerS = 40e12;
    EXPECT_EQ(plausibilityWarnings(a).size(), 1);

    a = h100();
    a.tdpW = 40;
    EXPECT_EQ(plausibilityWarnings(a).size(), 1);
    a.tdpW = 3000;
    EXPECT_TRUE(plausibilityWarnings(a).isEmpty());
    a.tdpW = 10200; // a whole DGX node
    w = plausibilityWarnings(a);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(w[0].startsWith(QStringLiteral("TDP 10.2 kW is outside 50–3,000 W")));
}

TEST(Plausibility, LinkBandwidthOver50TBPerSecond)
{
    Link l = *embeddedCatalog().findLink("nvlink-5");
    EXPECT_TRUE(plausibilityWarnings(l).isEmpty());
    l.bandwidthBytesPerS = 400e12; // 400 Gb/s typed as TB/s
    const QStringList w = plausibilityWarnings(l);
    ASSERT_EQ(w.size(), 1);
    EXPECT_TRUE(
        w[0].startsWith(QStringLiteral("Bandwidth 400 TB/s per direction is over 50 TB/s")));
}

} // namespace
} // namespace fleet
