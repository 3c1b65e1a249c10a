// The agreement rule's one step that runs while the tables are built: every row that cannot
// be computed or does not agree gets a note saying why. Internal to model/reference/.
#pragma once

#include "reference.h"

#include <vector>

namespace fleet::reference {

/// Gives every row a note when it has a printed value but no computed one ("No computed
/// value: …"), and prefixes the note of every row that disagrees with by how much ("Differs
/// by 5 TFLOP/s: …") — a --catalog override, never the embedded catalog.
void explainDisagreements(std::vector<ReferenceTable> &tables);

} // namespace fleet::reference
