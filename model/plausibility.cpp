// Plausibility warnings for hardware figures (plausibility.h).
#include "plausibility.h"

#include "format.h"

#include <QCoreApplication>

namespace fleet {

namespace {

/// The translation context of the warnings ("Plausibility" in the .ts files).
struct PlausibilityText
{
    Q_DECLARE_TR_FUNCTIONS(Plausibility)
};

using R = PlausibleRange;

} // namespace

QStringList plausibilityWarnings(const Accelerator &a)
{
    QStringList out;
    if (a.peakFp8FlopPerS && a.peakBf16FlopPerS > 0) {
        const double ratio = *a.peakFp8FlopPerS / a.peakBf16FlopPerS;
        if (ratio < R::kFp8OverBf16Min || ratio > R::kFp8OverBf16Max)
            out << PlausibilityText::tr("FP8 peak %1 is %2× the BF16 peak %3; dense FP8 is about "
                                        "2× BF16 on every published accelerator (a sparse figure, "
                                        "or the BF16 one typed twice?)")
                       .arg(formatSi(*a.peakFp8FlopPerS, QStringLiteral("FLOP/s")),
                            formatReadable(ratio),
                            formatSi(a.peakBf16FlopPerS, QStringLiteral("FLOP/s")));
    }
    if (a.hbmCapacityBytes > R::kHbmCapacityMaxBytes)
        out << PlausibilityText::tr("HBM capacity %1 is over 1 TB per device; today's largest "
                                    "hold a few hundred GB (GB typed as TB?)")
                   .arg(formatSi(a.hbmCapacityBytes, QStringLiteral("B")));
    if (a.hbmBandwidthBytesPerS > R::kBandwidthMaxBytesPerS)
        out << PlausibilityText::tr("HBM bandwidth %1 is over 50 TB/s; today's fastest deliver "
                                    "about 8 TB/s (GB/s typed as TB/s?)")
                   .arg(formatSi(a.hbmBandwidthBytesPerS, QStringLiteral("B/s")));
    if (a.hbmBandwidthBytesPerS > 0) {
        const double ridge = a.peakBf16FlopPerS / a.hbmBandwidthBytesPerS;
        if (ridge < R::kRidgeMinFlopPerByte || ridge > R::kRidgeMaxFlopPerByte)
            out << PlausibilityText::tr("The ridge point, BF16 peak / HBM bandwidth, is %1 "
                                        "FLOP/byte, outside 10–2,000 where real accelerators "
                                        "lie (a peak or a bandwidth off by a factor of 1,000?)")
                       .arg(formatReadable(ridge));
    }
    if (a.tdpW < R::kTdpMinW || a.tdpW > R::kTdpMaxW)
        out << PlausibilityText::tr("TDP %1 is outside 50–3,000 W, the range of data-center "
                                    "accelerators (kW typed as W, or the whole node's power?)")
                   .arg(formatSi(a.tdpW, QStringLiteral("W")));
    return out;
}

QStringList plausibilityWarnings(const Link &l)
{
    QStringList out;
    if (l.bandwidthBytesPerS > R::kBandwidthMaxBytesPerS)
        out << PlausibilityText::tr("Bandwidth %1 per direction is over 50 TB/s; the fastest "
                                    "links carry about 1 TB/s (Gb/s and GB/s mixed up?)")
                   .arg(formatSi(l.bandwidthBytesPerS, QStringLiteral("B/s")));
    return out;
}

} // namespace fleet
