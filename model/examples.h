// The appendix's worked examples as scenarios (resources/examples/*.json, embedded): each one
// opens from File › Examples with the appendix's inputs, on the view that shows its number.
// (appendix.h's presets set a few of the same inputs on the open scenario, for a view's
// buttons; an example replaces the whole scenario.)
#pragma once

#include "catalog.h"
#include "scenario.h"

#include <QString>

#include <vector>

namespace fleet {

/// One worked example: which embedded file holds its inputs and where its number shows.
struct Example
{
    QString id;    ///< "decode-8b-h100": the file resources/examples/<id>.json
    QString title; ///< the menu text, in the user's language
    QString view;  ///< the command-line name of the view that shows its headline ("roofline")
};

/// Every example, in menu order (grouped by view, the views in tab order).
[[nodiscard]] std::vector<Example> examples();

/// The example's scenario, read from its embedded file by the scenario reader of user files
/// (loadScenarioFile), named by its title. Throws InputError naming the id when there is no
/// such example, or the reader's error when the file is bad (a test reads every file).
[[nodiscard]] Scenario loadExample(const QString &id, const Catalog &catalog);

} // namespace fleet
