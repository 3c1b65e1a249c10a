// Scenario files: strict reading with errors naming file, key and reason; writing; and the
// results JSON that --evaluate prints. model/README.md lists every key of both formats.
#pragma once

#include "catalog.h"
#include "results.h"
#include "scenario.h"

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
/// accelerator without an FP8 peak.
[[nodiscard]] Scenario parseScenario(const QByteArray &json, const QString &file,
                                     const Catalog &catalog);

/// Reads and parses a scenario file ("-" = stdin). Throws InputError.
[[nodiscard]] Scenario loadScenarioFile(const QString &path, const Catalog &catalog);

/// The scenario as a JSON object in the format parseScenario() reads; catalog hardware is
/// written by id, edited ("custom") hardware inline with its base id.
[[nodiscard]] QJsonObject scenarioToJson(const Scenario &scenario);
/// scenarioToJson() as indented UTF-8 text.
[[nodiscard]] QByteArray serializeScenario(const Scenario &scenario);

/// Writes the scenario atomically (QSaveFile: the old file stays intact on any failure).
/// Throws InputError(path, "", reason) when the file cannot be written.
void saveScenarioFile(const Scenario &scenario, const QString &path);

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
