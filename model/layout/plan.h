// "Plan for me" as text (SPEC §8.4): the ranked layouts of bestLayouts() as the JSON and the
// Markdown table `fleet-explorer --plan` prints.
#pragma once

#include "layout.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace fleet {

/// How many layouts `--plan` prints and the window offers: the top five.
inline constexpr size_t kPlanLayouts = 5;

/// One layout and its cost: "tensor", "pipeline", "data", "expert", "zero_stage", "recompute"
/// (a word), "micro_batch", "virtual_stages", "micro_batches", "mfu", "tokens_per_s",
/// "step_s", "bubble_fraction", "data_parallel_exposed_s", "memory_per_accelerator_bytes",
/// "fits", "tensor_crosses_nodes" (SI units, as in the results JSON).
[[nodiscard]] QJsonObject layoutCostToJson(const LayoutCost &c);

/// The plan: {"file", "name", "accelerators", "candidates_that_fit", "layouts": [best first,
/// each with its "rank" from 1]}. `fitting` is how many layouts fit in all (the plan may be its
/// first few).
[[nodiscard]] QJsonObject planToJson(const std::vector<LayoutCost> &plan, size_t fitting,
                                     const QString &file, const QString &name, int accelerators);

/// The plan as a Markdown table, one row per layout: rank, t × p × d (e), ZeRO, recompute,
/// b, v, MFU, tokens/s, step, memory; a line in words when no layout fits.
[[nodiscard]] QString planMarkdown(const std::vector<LayoutCost> &plan, const QString &name);

} // namespace fleet
