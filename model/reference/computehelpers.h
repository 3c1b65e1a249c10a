// What the computations share: the appendix's own inputs (where the catalog does not hold
// them), unit factors, catalog lookups that throw when an entry is missing, and the guards
// that turn such a throw into a missing value or a missing-input text. Internal to
// model/reference/ (computedsystems.cpp, computedfacility.cpp).
#pragma once

#include "computedrow.h"

#include "format.h"
#include "physics.h"

#include <cmath>
#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

namespace fleet::reference {

inline constexpr double kGB = 1e9;
inline constexpr double kTB = 1e12;
inline constexpr double kTflop = 1e12;

// The appendix's own inputs, where the catalog does not hold them.
inline constexpr double kMttfH = 50000;                // per-GPU MTTF, appendix table 2
inline constexpr double kHorizonH = 24;                // P(failure within 24 h), appendix table 2
inline constexpr double kCheckpointBytesPerParam = 14; // weights + Adam state, appendix table 3
inline constexpr double kStorageBytesPerS = 100e9;     // checkpoint storage, appendix table 3
inline constexpr double kSerial = 0.10;                // serial fraction, Amdahl example
inline constexpr double kBf16Bytes = 2;

inline QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The entry, or an exception that computeOr()/quote()/describe() turn into "missing".
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

/// Values a text quotes, or nullopt when one is missing (the whole text then says so).
template <typename F> std::optional<QStringList> quote(F &&f)
{
    try {
        return f();
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

/// One quoted value, or the missing-input text in its place.
template <typename F> QString describe(F &&f)
{
    try {
        return f();
    } catch (const std::exception &) {
        return missingInputText();
    }
}

inline QString gbps(double bytesPerS)
{
    return formatReadable(bytesPerS / kGB) + QStringLiteral(" GB/s");
}
inline QString usec(double s)
{
    return formatReadable(s * 1e6) + QStringLiteral(" µs");
}
inline QString pct(double fraction)
{
    return formatReadable(fraction * 100) + QStringLiteral(" %");
}

// Entries the appendix names; each throws when the catalog lacks it.
inline const Accelerator &h100(const Catalog &c)
{
    return need(c.findAccelerator("nvidia-h100-sxm"));
}
inline const Link &nvlink4(const Catalog &c)
{
    return need(c.findLink("nvlink-4"));
}
inline const Link &ndr(const Catalog &c)
{
    return need(c.findLink("infiniband-ndr"));
}

inline const PueTier *findPue(const Catalog &c, std::string_view id)
{
    for (const PueTier &t : c.pueTiers) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

inline const RackTier *findRack(const Catalog &c, std::string_view id)
{
    for (const RackTier &t : c.rackMarks) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

inline AlphaBeta alphaBeta(const Link &l)
{
    return {l.bandwidthBytesPerS, l.latencyS};
}

} // namespace fleet::reference
