// The valid layout nearest to one that cannot run: what the Layout view offers when t · p · d
// does not multiply to N, t does not divide the heads, p exceeds the layers, or e does not
// divide d.
#pragma once

#include "layout.h"

#include <optional>

namespace fleet {

/// The layout that runs on `s` (layoutProblem() is nullopt) closest to `wanted`: t' dividing N
/// and the heads, p' dividing N / t' and at most the layers, d' = N / (t' · p'); the nearest in
/// |log2(t'/t)| + |log2(p'/p)|, ties to the smaller change of t, then the smaller t'. ZeRO,
/// recomputation and the micro-batch are kept; e and v are kept where they still fit, else 1.
/// nullopt only when no layout runs (none does with t = p = 1 either).
[[nodiscard]] std::optional<Layout> nearestValidLayout(const Scenario &s, const Layout &wanted);

} // namespace fleet
