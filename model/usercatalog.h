// The user's own hardware: accelerators and links a person added or edited (the hardware
// editor), written as a catalog file in the format the catalog reader reads, and checked by
// that reader before anything is written.
#pragma once

#include "catalog.h"

#include <QByteArray>
#include <QString>

namespace fleet {

/// `entries`' accelerators and links as a catalog document: every figure with its source
/// where `entries.valueSources` has one ("id.key"), link bandwidths as published with their
/// convention, estimates marked. PUE tiers, rack marks and models are not written.
[[nodiscard]] QByteArray serializeUserCatalog(const Catalog &entries);

/// `entries` with `accelerator` put in: replacing the entry with its id, else added.
void putAccelerator(Catalog &entries, const Accelerator &accelerator);
/// `entries` with `link` put in: replacing the entry with its id, else added.
void putLink(Catalog &entries, const Link &link);

/// Writes `entries` to `path` atomically (QSaveFile), after reading the written text back with
/// the catalog reader merged over `base` (so a scale-up link may name a catalog link). Nothing
/// is written when that fails. Throws InputError naming `path`, the key ("accelerators[0].
/// hbm_capacity_bytes") and the reason — the same message --catalog gives for that file.
void saveUserCatalog(const Catalog &entries, const Catalog &base, const QString &path);

} // namespace fleet
