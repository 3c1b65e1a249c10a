// The words of the embedded catalog in the user's language: the names of its PUE tiers, rack
// marks, models and the links named in words (the hardware keeps its vendors' names). A name the
// catalog does not ship — one from a user's catalog — is shown as written.
#pragma once

#include <QString>

#include <string>

namespace fleet {

/// `text` (a name from the catalog) translated in the "Catalog" context, else as written.
[[nodiscard]] QString catalogText(const std::string &text);
/// A link's name for display: the catalog's Chinese form of a name in words ("Cross-data-center
/// WAN" → 跨数据中心广域网), a product name as written ("InfiniBand NDR 400 Gb/s").
[[nodiscard]] QString linkDisplayName(const std::string &name);

} // namespace fleet
