// Autosave: the open scenario, while it has unsaved changes, written every minute (atomically)
// to the application's data folder, and removed again once the work is safe (a clean save, a
// clean close, or the changes undone). An autosave left behind by a process that did not close
// cleanly is offered back on the next start.
#pragma once

#include "scenario.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <optional>
#include <vector>

class QWidget;

namespace fleet {

struct Catalog;
class ScenarioDocument;

/// Writes the document's scenario to `folder` every `interval` while it is modified. One file
/// per scenario file (or per untitled scenario): autosave-<hash of the file name>.json, holding
/// the scenario, the file it belongs to and when it was written.
class Autosave : public QObject
{
    Q_OBJECT

public:
    /// Autosaves `document` (which must outlive it) into `folder` (created when first written)
    /// every `interval`; removes its autosave when the application quits cleanly.
    Autosave(ScenarioDocument *document, QString folder, std::chrono::milliseconds interval,
             QObject *parent = nullptr);
    ~Autosave() override;

    /// The interval from the environment: FLEET_AUTOSAVE_SECONDS (a positive number), else 60 s.
    [[nodiscard]] static std::chrono::milliseconds intervalFromEnvironment();

    /// The autosave file of the document as it is now (depends on its file name).
    [[nodiscard]] QString path() const;
    [[nodiscard]] const QString &folder() const { return m_folder; }

    /// Writes the autosave now if the document has unsaved changes. Returns false, emitting
    /// failed(), when it cannot be written; true otherwise (also when there is nothing to save).
    bool saveNow();
    /// Removes the autosave this object wrote last (its work is safe or deliberately
    /// discarded); autosaves it did not write are left alone.
    void discard();

Q_SIGNALS:
    /// An autosave was written to `path`.
    void saved(const QString &path);
    /// An autosave could not be written; one sentence saying why.
    void failed(const QString &reason);

private:
    void onFileNameChanged();

    ScenarioDocument *m_document;
    QString m_folder;
    QString m_lastPath; ///< the file written last (removed when the file name changes)
    QTimer m_timer;
};

/// An autosave found in a folder: the scenario, the file it belongs to (empty: untitled) and
/// when it was written.
struct RecoveredWork
{
    QString autosavePath;
    QString fileName;
    QDateTime savedAt;
    Scenario scenario;
};

/// The autosaves in `folder` that hold work not in their file: newer than the file, or of an
/// untitled scenario or a file that is gone. Unreadable autosaves and ones older than their file
/// are removed. Oldest first.
[[nodiscard]] std::vector<RecoveredWork> findRecoverableWork(const QString &folder,
                                                             const Catalog &catalog);

/// Puts recovered work into the document as one undoable edit on top of its file (or of the
/// defaults when the file is gone or unreadable), so the document is modified and named after
/// the file; removes the autosave.
void restoreWork(ScenarioDocument *document, const RecoveredWork &work);

/// How a start answers the offer to restore: ask with a message box, or (for tests and
/// scripts, FLEET_AUTOSAVE_ANSWER=restore|discard) answer without asking.
enum class RecoveryAnswer { Ask, Restore, Discard };
/// The answer from FLEET_AUTOSAVE_ANSWER; Ask when unset or unrecognized.
[[nodiscard]] RecoveryAnswer recoveryAnswerFromEnvironment();

/// Offers each recoverable autosave in `folder` back (the newest wins when restored; the others
/// are kept for the next start). Returns the work restored, if any. `parent` hosts the message box.
std::optional<RecoveredWork> offerRecovery(QWidget *parent, ScenarioDocument *document,
                                           const QString &folder, RecoveryAnswer answer);

} // namespace fleet
