// Reference tables: every table of the appendix "Fleet Foundations", each printed value beside
// the value the model computes from the same inputs, with the agreement check and the exports
// (Markdown, CSV).
#pragma once

#include "catalog.h"

#include <QString>

#include <optional>
#include <vector>

namespace fleet {

/// One printed value of the appendix and the model's value for it.
///
/// A numeric row has printedValue and computed (both in `unit`). A text row (the paradigms
/// table, the MFU band) has neither; some text rows carry the model's answer in words
/// (computedText: a cooling verdict, a roofline bound) and whether it is the printed answer.
struct ReferenceRow
{
    enum class Check { Agrees, Disagrees, TextOnly };

    QString quantity;                   ///< "Ring AllReduce, 7B model, 256 GPUs"
    QString inputs;                     ///< "M = 7B × 2 B, β = 50 GB/s, α = 5 µs"
    QString printed;                    ///< the appendix's string, e.g. "560.4 ms"
    std::optional<double> printedValue; ///< the printed number, in `unit` (560.4)
    int decimals = 0;                   ///< decimals printed (1 for "560.4")
    std::optional<double> computed;     ///< the model's value, in `unit`
    QString unit;                       ///< "ms", "%", "×", "GB/s"; may be empty
    /// One line of explanation where the appendix disagrees with itself or needs context.
    QString note;
    /// Where the catalog value behind `computed` comes from (datasheet, appendix table); may be
    /// empty. Not exported: the views show it as a tooltip.
    QString source;
    /// The model's answer in words, for rows a model function answers in words.
    QString computedText;
    /// Whether computedText is the answer the appendix prints (only read when computedText is
    /// set).
    bool textMatches = true;

    /// Numeric rows: |computed − printed| ≤ half a unit of the last printed digit, plus 1e-9
    /// relative slack for binary floating point (31.25 against a printed 31.2). Rows answered
    /// in words: textMatches. Text-only rows (nothing to compare): true.
    [[nodiscard]] bool agrees() const;
    /// Agrees / Disagrees for rows with a model value, TextOnly for rows without one.
    [[nodiscard]] Check check() const;
    /// "✓ agrees", "≠ see note" or "— text only": words, so the check never relies on colour.
    [[nodiscard]] QString checkText() const;
    /// The model's value as shown beside the printed one: formatNumber() to the printed
    /// decimals plus the unit ("560.4 ms", "9×"). One more decimal (up to three) is shown when
    /// rounding to the printed decimals would show a different digit although the value
    /// agrees (31.25 % against a printed 31.2 %). computedText for rows answered in words;
    /// "—" for text-only rows or a missing value.
    [[nodiscard]] QString computedDisplay() const;
};

/// One table of the appendix.
struct ReferenceTable
{
    QString id;     ///< stable lowercase id, e.g. "mtbf"
    QString title;  ///< "Cluster MTBF by size (per-GPU MTTF 50,000 h)"
    QString source; ///< where the appendix prints it, e.g. "Appendix table 2"
    std::vector<ReferenceRow> rows;
};

/// Every table of the appendix "Fleet Foundations", computed now from physics.h and `catalog`:
/// the three paradigms (table 1), the cheat sheet, bandwidth and latency hierarchies,
/// roofline and decode, MFU and empirical scaling efficiency, implied efficiency, Amdahl at
/// s = 0.10, ρ, compound utilization, the overhead budget (table 4), MTBF (table 2),
/// checkpoints (table 3), power (tables 5–7), the two facility examples and the hardware
/// reference. Hardware, links, models, PUE tiers and rack marks come from the catalog; other
/// inputs are the appendix's own (MTTF 50,000 h, s = 0.10, …).
///
/// Never throws: a catalog entry that is missing leaves that row without a computed value and
/// says so in its note, and any row that does not agree without an explanation gets a note
/// saying by how much (e.g. a --catalog file that overrides an appendix figure).
[[nodiscard]] std::vector<ReferenceTable> referenceTables(const Catalog &catalog);

/// Row counts over all tables.
struct ReferenceSummary
{
    int tables = 0;
    int rows = 0;      ///< every row, text rows included
    int checked = 0;   ///< rows with a model value (numeric or in words)
    int agreeing = 0;  ///< checked rows that agree
    int explained = 0; ///< rows with a note
};
[[nodiscard]] ReferenceSummary summarize(const std::vector<ReferenceTable> &tables);

/// The tables as Markdown: a heading per table with its source, then a table with columns
/// Quantity | Inputs | Printed | Computed | Check | Note. Pipes in cells are escaped.
[[nodiscard]] QString referenceMarkdown(const std::vector<ReferenceTable> &tables);

/// The tables as CSV (RFC 4180: fields with a comma, quote or line break are quoted, quotes
/// doubled; CRLF line ends). One header row: table,quantity,inputs,printed,computed,unit,
/// agrees,note. `computed` is the model's value at full precision ("560.359375") or its answer
/// in words, empty for text rows; `agrees` is "true"/"false", empty for text rows.
[[nodiscard]] QString referenceCsv(const std::vector<ReferenceTable> &tables);

/// One RFC 4180 field: quoted when it holds a comma, quote, CR or LF (quotes doubled).
[[nodiscard]] QString csvField(const QString &field);

} // namespace fleet
