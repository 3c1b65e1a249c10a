// The words of the embedded catalog in the user's language: the names of its PUE tiers, rack
// marks and models (the hardware keeps its vendors' names). A name the catalog does not ship —
// one from a user's catalog — is shown as written.
#pragma once

#include <QString>

#include <string>

namespace fleet {

/// `text` (a name from the catalog) translated in the "Catalog" context, else as written.
[[nodiscard]] QString catalogText(const std::string &text);

} // namespace fleet
