// Autosave (autosave.h): the periodic atomic write of the open scenario, its removal once the
// work is safe, and finding, offering and restoring the work a killed process left behind.
#include "autosave.h"

#include "atomicfile.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

namespace fleet {

namespace {

constexpr auto kFormat = "fleet-explorer-autosave";

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Autosave)
};

/// autosave-<16 hex digits of the SHA-1 of the absolute file name, or of "untitled">.json
QString fileNameFor(const QString &scenarioFile)
{
    const QByteArray key = scenarioFile.isEmpty()
                               ? QByteArrayLiteral("untitled")
                               : QFileInfo(scenarioFile).absoluteFilePath().toUtf8();
    return QStringLiteral("autosave-%1.json")
        .arg(QString::fromLatin1(
            QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16)));
}

QString describe(const RecoveredWork &work)
{
    return work.fileName.isEmpty() ? Text::tr("an untitled scenario")
                                   : QFileInfo(work.fileName).fileName();
}

} // namespace

Autosave::Autosave(ScenarioDocument *document, QString folder, std::chrono::milliseconds interval,
                   QObject *parent)
    : QObject(parent), m_document(document), m_folder(std::move(folder))
{
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    m_timer.start(interval);
    // Safe again: saved, undone back to the file, or replaced by another file after asking.
    connect(document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
    connect(document, &ScenarioDocument::fileNameChanged, this, &Autosave::onFileNameChanged);
    // A clean close (the window asked about unsaved work first); a crash never gets here.
    if (QCoreApplication *app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, this, &Autosave::discard);
}

Autosave::~Autosave() = default;

std::chrono::milliseconds Autosave::intervalFromEnvironment()
{
    bool ok = false;
    const double seconds = qEnvironmentVariable("FLEET_AUTOSAVE_SECONDS").toDouble(&ok);
    if (ok && seconds > 0 && seconds <= 86400)
        return std::chrono::milliseconds(qint64(seconds * 1000));
    return std::chrono::minutes(1);
}

QString Autosave::path() const
{
    return QDir(m_folder).filePath(fileNameFor(m_document->fileName()));
}

bool Autosave::saveNow()
{
    if (!m_document->isModified())
        return true;
    const QString target = path();
    QString error;
    if (!QDir().mkpath(m_folder)) {
        error = Text::tr("cannot create the folder %1").arg(m_folder);
    } else {
        const QJsonObject wrapper{
            {QStringLiteral("format"), QLatin1String(kFormat)},
            {QStringLiteral("version"), 1},
            {QStringLiteral("file"), m_document->fileName().isEmpty()
                                         ? QString()
                                         : QFileInfo(m_document->fileName()).absoluteFilePath()},
            {QStringLiteral("saved_at"),
             QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
            {QStringLiteral("scenario"), scenarioToJson(m_document->userScenario())},
        };
        error = writeFileAtomically(target, QJsonDocument(wrapper).toJson(QJsonDocument::Indented));
    }
    if (!error.isEmpty()) {
        Q_EMIT failed(Text::tr("Cannot autosave to %1: %2").arg(target, error));
        return false;
    }
    m_lastPath = target;
    Q_EMIT saved(target);
    return true;
}

void Autosave::discard()
{
    // Only what this session wrote: an autosave another session left (offered and put off
    // with "Not now") stays for the next start.
    if (!m_lastPath.isEmpty())
        QFile::remove(m_lastPath);
    m_lastPath.clear();
}

void Autosave::onFileNameChanged()
{
    // Saved under another name: the autosave under the old one is stale.
    if (!m_lastPath.isEmpty() && m_lastPath != path()) {
        QFile::remove(m_lastPath);
        m_lastPath.clear();
    }
}

std::vector<RecoveredWork> findRecoverableWork(const QString &folder, const Catalog &catalog)
{
    std::vector<RecoveredWork> found;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files);
    for (const QFileInfo &info : files) {
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject wrapper = QJsonDocument::fromJson(file.readAll()).object();
        if (wrapper.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
            continue; // not ours, or damaged: left alone, never deleted unread
        RecoveredWork work;
        work.autosavePath = info.absoluteFilePath();
        work.fileName = wrapper.value(QStringLiteral("file")).toString();
        work.savedAt = QDateTime::fromString(wrapper.value(QStringLiteral("saved_at")).toString(),
                                             Qt::ISODateWithMs);
        try {
            work.scenario = parseScenario(
                QJsonDocument(wrapper.value(QStringLiteral("scenario")).toObject()).toJson(),
                work.autosavePath, catalog);
        } catch (const InputError &) {
            continue; // e.g. hardware from a catalog this start does not have: kept for later
        }
        if (!work.savedAt.isValid())
            continue;
        const QFileInfo original(work.fileName);
        if (!work.fileName.isEmpty() && original.exists() &&
            original.lastModified() >= work.savedAt) {
            QFile::remove(work.autosavePath); // the file was saved after it: nothing to recover
            continue;
        }
        found.push_back(std::move(work));
    }
    std::sort(found.begin(), found.end(),
              [](const RecoveredWork &a, const RecoveredWork &b) { return a.savedAt > b.savedAt; });
    return found;
}

void restoreWork(ScenarioDocument *document, const RecoveredWork &work)
{
    Scenario base = defaultScenario(document->catalog());
    QString fileName = work.fileName;
    if (!fileName.isEmpty() && QFileInfo::exists(fileName)) {
        try {
            base = loadScenarioFile(fileName, document->catalog());
        } catch (const InputError &) {
            // The file is unreadable now: restore over the defaults, keeping its name.
        }
    }
    document->reset(base, fileName);
    const Scenario restored = work.scenario;
    document->apply(Text::tr("Restore unsaved changes"),
                    [&restored](Scenario &s) { s = restored; });
}

RecoveryAnswer recoveryAnswerFromEnvironment()
{
    const QString answer = qEnvironmentVariable("FLEET_AUTOSAVE_ANSWER");
    if (answer == QLatin1String("restore"))
        return RecoveryAnswer::Restore;
    if (answer == QLatin1String("discard"))
        return RecoveryAnswer::Discard;
    return RecoveryAnswer::Ask;
}

std::optional<RecoveredWork> offerRecovery(QWidget *parent, ScenarioDocument *document,
                                           const QString &folder, RecoveryAnswer answer)
{
    for (RecoveredWork &work : findRecoverableWork(folder, document->catalog())) {
        RecoveryAnswer choice = answer;
        if (choice == RecoveryAnswer::Ask) {
            QMessageBox box(QMessageBox::Question, Text::tr("Restore unsaved changes?"),
                            Text::tr("Fleet Explorer did not close cleanly. Unsaved changes to %1 "
                                     "were saved automatically at %2.")
                                .arg(describe(work), QLocale().toString(work.savedAt.toLocalTime(),
                                                                        QLocale::ShortFormat)),
                            QMessageBox::NoButton, parent);
            box.setObjectName(QStringLiteral("restoreAutosave"));
            QPushButton *restore = box.addButton(Text::tr("Restore"), QMessageBox::AcceptRole);
            QPushButton *discard = box.addButton(Text::tr("Discard"), QMessageBox::DestructiveRole);
            box.addButton(Text::tr("Not now"), QMessageBox::RejectRole);
            box.setDefaultButton(restore);
            box.exec();
            choice = box.clickedButton() == restore   ? RecoveryAnswer::Restore
                     : box.clickedButton() == discard ? RecoveryAnswer::Discard
                                                      : RecoveryAnswer::Ask; // kept for later
        }
        if (choice == RecoveryAnswer::Restore) {
            restoreWork(document, work);
            return std::move(work);
        }
        if (choice == RecoveryAnswer::Discard)
            QFile::remove(work.autosavePath);
    }
    return std::nullopt;
}

} // namespace fleet
