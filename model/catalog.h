// Catalog: the hardware, facility tiers and model presets the explorer offers, with sources.
// The embedded catalog is resources/catalog/catalog.json compiled into the binary; a user file
// given with --catalog is merged over it entry by entry (same id replaces, new id adds).
#pragma once

#include "hardware.h"
#include "inputerror.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

/// Everything the pickers offer. Plain data; copy freely.
struct Catalog
{
    std::vector<Accelerator> accelerators;
    std::vector<Link> links;
    std::vector<PueTier> pueTiers;
    std::vector<RackTier> rackMarks;
    std::vector<ModelPreset> models;
    /// Per-value sources: "accelerator-id.field" → source text (datasheet, paper, appendix table).
    std::map<std::string, std::string> valueSources;

    /// nullptr when absent.
    [[nodiscard]] const Accelerator *findAccelerator(std::string_view id) const;
    [[nodiscard]] const Link *findLink(std::string_view id) const;
    [[nodiscard]] const ModelPreset *findModel(std::string_view id) const;
    /// The source of one catalog value ("nvidia-h100-sxm", "hbm_bandwidth_bytes_per_s"),
    /// falling back to the entry's own source; empty when unknown.
    [[nodiscard]] std::string sourceOf(std::string_view id, std::string_view field) const;
};

/// Whether an id is a lowercase vendor-model id: a-z, 0-9, '-' and '.', at most 64 characters.
[[nodiscard]] bool isValidCatalogId(const QString &id);

/// The catalog compiled into the binary (resources/catalog/catalog.json). Throws InputError if
/// that file is malformed — a build defect that the tests catch.
[[nodiscard]] Catalog embeddedCatalog();

/// Parses a catalog document (the format of resources/catalog/catalog.json; every section
/// optional in a user file). Throws InputError naming `file`, the key path and the reason.
[[nodiscard]] Catalog parseCatalog(const QByteArray &json, const QString &file);

/// Merges `overlay` over `base`: an entry with an existing id replaces it, a new id is added.
void mergeCatalog(Catalog &base, const Catalog &overlay);

/// Reads a user catalog file and merges it over `base`. Throws InputError (unreadable file,
/// malformed JSON, bad key or value, a scale-up link id that is not in the merged catalog).
void mergeCatalogFile(Catalog &base, const QString &path);

/// Merges several user catalog files over `base`, in order, then checks that every scale-up
/// link exists in the result — so a link may be defined in a later file than the accelerator
/// using it. Throws InputError naming the file that brought the bad entry.
void mergeCatalogFiles(Catalog &base, const QStringList &paths);

/// Reads a whole file, or stdin for "-". Throws InputError(path, "", reason) when unreadable.
[[nodiscard]] QByteArray readInputFile(const QString &path);

} // namespace fleet
