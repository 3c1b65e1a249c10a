// Plausibility of hardware figures a person types in: warnings with the reason when a figure
// is legal but unlike any real device (a typo of a thousand, a total for a per-direction
// figure). Pure functions; the hardware editor shows them, nothing refuses on them.
#pragma once

#include "hardware.h"

#include <QStringList>

namespace fleet {

/// The thresholds of the warnings, SI units.
struct PlausibleRange
{
    static constexpr double kFp8OverBf16Min = 1.8; ///< FP8 dense peak is about 2× BF16's
    static constexpr double kFp8OverBf16Max = 2.2;
    static constexpr double kHbmCapacityMaxBytes = 1e12;    ///< 1 TB per device
    static constexpr double kBandwidthMaxBytesPerS = 50e12; ///< 50 TB/s
    static constexpr double kRidgeMinFlopPerByte = 10;
    static constexpr double kRidgeMaxFlopPerByte = 2000;
    static constexpr double kTdpMinW = 50;
    static constexpr double kTdpMaxW = 3000;
};

/// Warnings for an accelerator, each one sentence naming the figure, its value and why it is
/// unlikely, in the user's language: FP8 peak not about 2× the BF16 peak (1.8–2.2×); HBM
/// capacity over 1 TB; HBM bandwidth over 50 TB/s; ridge point (BF16 peak / HBM bandwidth)
/// outside 10–2,000 FLOP/byte; TDP outside 50–3,000 W. Empty when all are plausible.
[[nodiscard]] QStringList plausibilityWarnings(const Accelerator &accelerator);

/// Warnings for a link: bandwidth per direction over 50 TB/s.
[[nodiscard]] QStringList plausibilityWarnings(const Link &link);

} // namespace fleet
