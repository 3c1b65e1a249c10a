// The appendix's reference tables as plain data: for every row, what the appendix prints
// (the string and its number), the inputs behind it, its note, and which model computation
// gives the value to compare. Internal to model/reference/; the public API is reference.h.
#pragma once

#include <QtGlobal>

#include <optional>
#include <span>

namespace fleet {
struct Catalog;
}

namespace fleet::reference {

struct ComputedRow;
struct PrintedRow;

/// The model computation that gives a printed row its value (computedrow.h lists them all).
/// Some read the row's catalog `id` or its `gpus`; the rest name their inputs themselves.
using Computation = ComputedRow (*)(const PrintedRow &row, const Catalog &catalog);

/// One row as the appendix prints it. Strings are UTF-8.
///
/// `inputs` and `note` may hold %1, %2, … for values the computation quotes from the catalog
/// or the model; a text without them is shown as written.
struct PrintedRow
{
    const char *quantity = ""; ///< "Data parallel, 7B model, 256 GPUs: T_comm"
    const char *inputs = "";   ///< "Ring AllReduce of %1 × 2 B = %2 (catalog llama-2-7b) …"
    const char *printed = "";  ///< the appendix's string, "560.4 ms"
    std::optional<double> printedValue = std::nullopt; ///< its number in `unit`; none: text row
    int decimals = 0;                                  ///< decimals printed (1 for "560.4")
    const char *unit = "";                             ///< "ms", "%", "×"; may be empty
    const char *note = "";             ///< context, or where the appendix disagrees with itself
    Computation computation = nullptr; ///< none: a text row, nothing to compare
    const char *id = ""; ///< the catalog entry the computation reads, where it reads one
    double gpus = 0;     ///< the cluster size the computation uses, where it uses one
};

/// One table of the appendix.
struct PrintedTable
{
    const char *id = "";     ///< stable lowercase id, "mtbf"
    const char *title = "";  ///< "Cluster MTBF by size (per-GPU MTTF 50,000 h)"
    const char *source = ""; ///< where the appendix prints it, "Appendix table 2; key takeaways"
    /// Whether each row names the source of its catalog value (a datasheet) as a tooltip: the
    /// tables that list catalog entries.
    bool citesSources = false;
    std::span<const PrintedRow> rows = {};
};

/// The compound example prints η_operational = 0.82 and the overhead budget 77 %: the note
/// three rows carry to say why both are right (%1: the full budget, %2: without the bubble).
inline constexpr const char *kGoodputNote = QT_TRANSLATE_NOOP(
    "Reference",
    "The full four-term budget leaves %1; the compound example's %2 is the same budget without "
    "the 5 % pipeline bubble, which MFU already contains.");

// The appendix's tables in its order, part by part.

/// The three paradigms, the cheat sheet, the bandwidth and latency hierarchies.
[[nodiscard]] std::span<const PrintedTable> printedSystemsTables();
/// Roofline and decode, MFU and scaling efficiency, the implied efficiency, Amdahl, ρ, the
/// compound utilization example and the overhead budget.
[[nodiscard]] std::span<const PrintedTable> printedComputeTables();
/// Cluster MTBF and checkpoints.
[[nodiscard]] std::span<const PrintedTable> printedReliabilityTables();
/// Power reference values, power density, PUE and the two facility examples.
[[nodiscard]] std::span<const PrintedTable> printedPowerTables();
/// The current hardware reference.
[[nodiscard]] std::span<const PrintedTable> printedHardwareTables();

} // namespace fleet::reference
