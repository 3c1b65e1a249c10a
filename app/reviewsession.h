// The review session: the pinned designs (their scenarios, names and files) kept in the
// application's data folder while the window runs and when it closes, and pinned again on the
// next start, so quitting never discards a design review without a word (README, "Comparing
// designs").
#pragma once

#include <QString>
#include <QStringList>

namespace fleet {

struct Catalog;
class DesignPins;

/// The review file in the data folder `folder`: review-session.json.
[[nodiscard]] QString reviewSessionPath(const QString &folder);

/// Writes the pinned designs to reviewSessionPath(folder) atomically (each design's scenario as
/// the scenario format, its name when the user gave one, its file or none), or removes the file
/// when nothing is pinned. Returns an empty string, or one sentence saying why it could not be
/// written.
QString saveReviewSession(const DesignPins &pins, const QString &folder);

/// What restoreReviewSession() did: the designs pinned again ("A: 16K H100") and the ones it
/// could not read (one sentence each, naming the file, design and reason).
struct RestoredReview
{
    QStringList restored;
    QStringList skipped;
};

/// Pins the designs of reviewSessionPath(folder) again, in their order, with their names and
/// files, after any already pinned (at most DesignPins::kMaxPins in all). A missing file restores
/// nothing; a file that is not a review session, or a design that does not read with `catalog`
/// (e.g. hardware from a catalog file this start was not given), is skipped and said.
RestoredReview restoreReviewSession(DesignPins *pins, const QString &folder,
                                    const Catalog &catalog);

} // namespace fleet
