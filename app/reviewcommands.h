// The design-review command line that needs no display: --compare and --sensitivity, as JSON
// or Markdown text, and loading the designs every review command reads.
#pragma once

#include "catalog.h"
#include "designcomparison.h"
#include "sensitivity.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace fleet {

/// Reads, validates and evaluates each scenario file ("-" = stdin), named after the scenario
/// (its file name when the scenario has no name). Throws InputError naming the first bad file,
/// its key and the reason, before anything is evaluated for output.
[[nodiscard]] std::vector<Design> loadDesigns(const QStringList &files, const Catalog &catalog);

/// --compare as JSON: {"designs": [{"name", "file", "results"}…], "deltas": {"section.key":
/// [relative change of each design vs the first, or null]…}} over every numeric result.
[[nodiscard]] QByteArray compareJson(const std::vector<Design> &designs, const QStringList &files);

/// --sensitivity as JSON: the output, its base value and one entry per input (sorted by
/// effect): the input's base value, each side's input and output, and flags (clamped,
/// unchanged, invalid with its reason), the effect (null with "stalls": true when a side stops
/// or restarts the run) and the relative effect.
[[nodiscard]] QByteArray sensitivityJson(const Sensitivity &s, const QString &file);

/// --sensitivity --format markdown: a heading line and one table row per input: the input at
/// −step and +step with the output there, and the effect.
[[nodiscard]] QString sensitivityMarkdown(const Sensitivity &s, const QString &designName);

} // namespace fleet
