// Scenario files: strict reading with errors naming file, key and reason; writing; and the
// results JSON that --evaluate prints. model/README.md lists every key of both formats.
#pragma once

#include "catalog.h"
#include "results.h"
#include "scenario.h"
#include "viewstate.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace fleet {

/// The appendix's H100 defaults with hardware resolved from the catalog (nvidia-h100-sxm, BF16,
/// nvlink-4, infiniband-ndr). Throws InputError if the catalog lacks those ids.
[[nodiscard]] Scenario defaultScenario(const Catalog &catalog);

/// Parses a scenario document. Missing keys take defaultScenario()'s values. Throws InputError
/// naming `file`, the key path and the reason for: malformed JSON, an unknown key (with a
/// suggestion), a wrong type, a non-finite number, a value out of its range (counts ≥ 1,
/// fractions in [0, 1], …), overheads summing to ≥ 1, an unknown catalog id, FP8 on an
/// accelerator without an FP8 peak, or a bad "view" section (see parseViewState()). The view
/// section is checked whether or not `view` asks for it; when given, `*view` receives it.
[[nodiscard]] Scenario parseScenario(const QByteArray &json, const QString &file,
                                     const Catalog &catalog, ViewState *view = nullptr);

/// Reads and parses a scenario file ("-" = stdin), with its view section into `*view` when
/// given. Throws InputError.
[[nodiscard]] Scenario loadScenarioFile(const QString &path, const Catalog &catalog,
                                        ViewState *view = nullptr);

/// The scenario as a JSON object in the format parseScenario() reads; catalog hardware is
/// written by id, edited ("custom") hardware inline with its base id; the name only when the
/// user gave one; the view section only when `view` is not empty.
[[nodiscard]] QJsonObject scenarioToJson(const Scenario &scenario, const ViewState &view = {});
/// scenarioToJson() as indented UTF-8 text.
[[nodiscard]] QByteArray serializeScenario(const Scenario &scenario, const ViewState &view = {});

/// Writes the scenario (and its view section) atomically (QSaveFile: the old file stays intact
/// on any failure). Throws InputError(path, "", reason) when the file cannot be written.
void saveScenarioFile(const Scenario &scenario, const QString &path, const ViewState &view = {});

/// The name the window shows: the user's name for the scenario, or, when it has none (an
/// empty name), one made from what it holds, in the user's language — "1,024 × NVIDIA H100
/// SXM" — so it follows the hardware and the cluster size.
[[nodiscard]] QString scenarioDisplayName(const Scenario &scenario);

/// Checks cross-field rules that a single field's range cannot express (overheads summing to
/// less than 1; precision available on the accelerator) and that the inputs have finite
/// results. Throws InputError naming `file`.
void validateScenario(const Scenario &scenario, const QString &file);

/// validateScenario() and evaluate() in one pass: the results of a valid scenario, evaluated
/// once. Throws InputError naming `file` (a model precondition is reported as "these inputs
/// have no finite result: …").
[[nodiscard]] Results evaluateValidated(const Scenario &scenario, const QString &file);

/// The results JSON (--evaluate): one object per area, SI units in the key names; the keys
/// that can be null are scaling.amdahl_limit (s = 0) and, when the run never progresses,
/// utilization.training_time_s and every run.* key.
[[nodiscard]] QJsonObject resultsToJson(const Results &results);

} // namespace fleet
