// Autosave: the open scenario is written while it has unsaved changes and removed once the work
// is safe; work newer than its file is found, offered and restored; and the work of a process
// killed with SIGKILL comes back on the next start of the real binary.
#include "autosave.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <chrono>

namespace fleet {
namespace {

using namespace std::chrono_literals;

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

int acceleratorsIn(const QJsonObject &autosave)
{
    return autosave[QStringLiteral("scenario")][QStringLiteral("cluster")]
                   [QStringLiteral("accelerators")]
                       .toInt();
}

TEST(AutosaveTest, WritesWhileModifiedAndRemovesOnceSafe)
{
    QTemporaryDir dir;
    ScenarioDocument doc(embeddedCatalog());
    Autosave autosave(&doc, dir.filePath(QStringLiteral("data")), 1h);
    EXPECT_TRUE(autosave.saveNow());
    EXPECT_FALSE(QFile::exists(autosave.path())) << "nothing to save while unmodified";

    doc.setField(FieldId::Accelerators, 4096);
    ASSERT_TRUE(autosave.saveNow());
    const QJsonObject saved = readJson(autosave.path());
    EXPECT_EQ(saved[QStringLiteral("format")].toString(),
              QStringLiteral("fleet-explorer-autosave"));
    EXPECT_EQ(saved[QStringLiteral("file")].toString(), QString()); // untitled
    EXPECT_EQ(acceleratorsIn(saved), 4096);
    EXPECT_TRUE(
        QDateTime::fromString(saved[QStringLiteral("saved_at")].toString(), Qt::ISODateWithMs)
            .isValid());

    doc.undoStack()->undo(); // back to the file as it was: nothing to lose
    EXPECT_FALSE(QFile::exists(autosave.path()));
    doc.undoStack()->redo();
    ASSERT_TRUE(autosave.saveNow());
    const QString untitled = autosave.path();
    const QString file = dir.filePath(QStringLiteral("cluster.json"));
    doc.save(file); // a clean save removes it
    EXPECT_FALSE(QFile::exists(untitled));
    EXPECT_FALSE(QFile::exists(autosave.path()));
    EXPECT_NE(autosave.path(), untitled); // one autosave per file

    doc.setField(FieldId::Accelerators, 8192);
    ASSERT_TRUE(autosave.saveNow());
    EXPECT_EQ(readJson(autosave.path())[QStringLiteral("file")].toString(),
              QFileInfo(file).absoluteFilePath());
    const QString before = autosave.path();
    doc.save(dir.filePath(QStringLiteral("renamed.json"))); // saved under another name
    EXPECT_FALSE(QFile::exists(before));
}

TEST(AutosaveTest, TheTimerWritesAtItsInterval)
{
    QTemporaryDir dir;
    ScenarioDocument doc(embeddedCatalog());
    Autosave autosave(&doc, dir.path(), 50ms);
    QSignalSpy saved(&autosave, &Autosave::saved);
    doc.setField(FieldId::Accelerators, 4096);
    EXPECT_TRUE(saved.wait(10000));
    EXPECT_EQ(saved.first().first().toString(), autosave.path());
    EXPECT_EQ(acceleratorsIn(readJson(autosave.path())), 4096);
}

TEST(AutosaveTest, AFailedAutosaveSaysWhy)
{
    QTemporaryDir dir;
    QFile plain(dir.filePath(QStringLiteral("not-a-folder")));
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    ScenarioDocument doc(embeddedCatalog());
    Autosave autosave(&doc, plain.fileName(), 1h);
    QSignalSpy failed(&autosave, &Autosave::failed);
    doc.setField(FieldId::Accelerators, 4096);
    EXPECT_FALSE(autosave.saveNow());
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(
        failed.first().first().toString().startsWith(QStringLiteral("Cannot autosave to ")));
}

TEST(AutosaveTest, ACleanExitRemovesIt)
{
    QTemporaryDir dir;
    ScenarioDocument doc(embeddedCatalog());
    Autosave autosave(&doc, dir.path(), 1h);
    doc.setField(FieldId::Accelerators, 4096);
    ASSERT_TRUE(autosave.saveNow());
    ASSERT_TRUE(QFile::exists(autosave.path()));
    // An autosave another session left behind is not this one's to remove.
    const QString other = dir.filePath(QStringLiteral("autosave-0123456789abcdef.json"));
    QFile(autosave.path()).copy(other);
    // The event loop ends as it does when the last window closes (aboutToQuit).
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    EXPECT_FALSE(QFile::exists(autosave.path()));
    EXPECT_TRUE(QFile::exists(other));
}

TEST(AutosaveTest, IntervalFromTheEnvironment)
{
    qputenv("FLEET_AUTOSAVE_SECONDS", "2.5");
    EXPECT_EQ(Autosave::intervalFromEnvironment(), 2500ms);
    qputenv("FLEET_AUTOSAVE_SECONDS", "soon");
    EXPECT_EQ(Autosave::intervalFromEnvironment(), 60000ms);
    qunsetenv("FLEET_AUTOSAVE_SECONDS");
    EXPECT_EQ(Autosave::intervalFromEnvironment(), 60000ms);
    qputenv("FLEET_AUTOSAVE_ANSWER", "restore");
    EXPECT_EQ(recoveryAnswerFromEnvironment(), RecoveryAnswer::Restore);
    qunsetenv("FLEET_AUTOSAVE_ANSWER");
    EXPECT_EQ(recoveryAnswerFromEnvironment(), RecoveryAnswer::Ask);
}

/// A scenario file with N = 1,024 written an hour ago, and an autosave of it with N = 4,096.
struct CrashedSession
{
    explicit CrashedSession(const QString &folder, const QString &file)
    {
        ScenarioDocument doc(embeddedCatalog());
        doc.save(file);
        QFile f(file);
        f.open(QIODevice::ReadWrite);
        f.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                      QFileDevice::FileModificationTime);
        doc.setField(FieldId::Accelerators, 4096);
        Autosave autosave(&doc, folder, 1h);
        autosave.saveNow();
        path = autosave.path();
    }
    QString path;
};

TEST(AutosaveTest, WorkNewerThanItsFileIsFoundAndRestored)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cluster.json"));
    const CrashedSession crashed(dir.filePath(QStringLiteral("data")), file);
    const Catalog catalog = embeddedCatalog();
    const std::vector<RecoveredWork> found =
        findRecoverableWork(dir.filePath(QStringLiteral("data")), catalog);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].fileName, QFileInfo(file).absoluteFilePath());
    EXPECT_EQ(found[0].scenario.cluster.accelerators, 4096);

    ScenarioDocument doc(catalog);
    restoreWork(&doc, found[0]);
    EXPECT_EQ(doc.scenario().cluster.accelerators, 4096);
    EXPECT_EQ(doc.fileName(), found[0].fileName);
    EXPECT_TRUE(doc.isModified());
    doc.undoStack()->undo(); // one step back is the file as saved
    EXPECT_EQ(doc.scenario().cluster.accelerators, 1024);

    // Saved again after the autosave was written: the autosave is stale, and removed.
    QFile f(file);
    f.open(QIODevice::ReadWrite);
    f.setFileTime(QDateTime::currentDateTime().addSecs(3600), QFileDevice::FileModificationTime);
    EXPECT_TRUE(findRecoverableWork(dir.filePath(QStringLiteral("data")), catalog).empty());
    EXPECT_FALSE(QFile::exists(crashed.path));
}

TEST_F(Window, RecoveryIsOfferedInAMessageBox)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cluster.json"));
    const CrashedSession crashed(preferences->dataFolder(), file);
    QString question;
    auto answer = [&question](const QString &button) {
        QTimer::singleShot(0, [&question, button] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(w);
                if (!box || box->objectName() != QLatin1String("restoreAutosave"))
                    continue;
                question = box->text();
                for (QAbstractButton *b : box->buttons()) {
                    if (b->text() == button)
                        b->click();
                }
            }
        });
    };
    answer(QStringLiteral("Not now")); // kept for later
    EXPECT_FALSE(offerRecovery(window.get(), document.get(), preferences->dataFolder(),
                               RecoveryAnswer::Ask));
    EXPECT_TRUE(question.contains(QStringLiteral("Unsaved changes to cluster.json")))
        << question.toStdString();
    EXPECT_TRUE(QFile::exists(crashed.path));
    answer(QStringLiteral("Restore"));
    ASSERT_TRUE(offerRecovery(window.get(), document.get(), preferences->dataFolder(),
                              RecoveryAnswer::Ask));
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
    EXPECT_TRUE(window->isWindowModified());
    // 50,000 h / 4,096, in hours like its axis.
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("12.2 h"));
    // Discarded: gone for good.
    const CrashedSession again(preferences->dataFolder(), file);
    answer(QStringLiteral("Discard"));
    EXPECT_FALSE(offerRecovery(window.get(), document.get(), preferences->dataFolder(),
                               RecoveryAnswer::Ask));
    EXPECT_FALSE(QFile::exists(again.path));
}

/// The real binary on the offscreen platform, with its settings and data in `home`.
class App
{
public:
    App(const QTemporaryDir &home, const QStringList &arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("FLEET_AUTOSAVE_SECONDS"), QStringLiteral("1"));
        env.insert(QStringLiteral("FLEET_AUTOSAVE_ANSWER"), QStringLiteral("restore"));
        m_process.setProcessEnvironment(env);
        m_process.start(QStringLiteral(FLEET_EXPLORER_BIN), arguments);
    }
    ~App()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(30000);
        }
    }
    /// Waits (up to two minutes: a sanitized start is slow) until `done` holds.
    template <typename F> bool waitFor(F done)
    {
        for (int i = 0; i < 1200 && m_process.state() != QProcess::NotRunning; ++i) {
            if (done())
                return true;
            m_process.waitForReadyRead(100);
            m_stderr += m_process.readAllStandardError();
        }
        return done();
    }
    /// SIGKILL: no clean shutdown, nothing flushed or removed.
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(30000);
        m_stderr += m_process.readAllStandardError();
    }
    [[nodiscard]] const QByteArray &standardError() const { return m_stderr; }

private:
    QProcess m_process;
    QByteArray m_stderr;
};

QDateTime savedAt(const QString &path)
{
    return QDateTime::fromString(readJson(path)[QStringLiteral("saved_at")].toString(),
                                 Qt::ISODateWithMs);
}

TEST(AutosaveProcess, TheWorkOfAKilledProcessComesBackOnTheNextStart)
{
    QTemporaryDir home;
    const QString file = home.filePath(QStringLiteral("cluster.json"));
    // Where the binary keeps its data: AppDataLocation under XDG_DATA_HOME.
    const QString folder = home.filePath(QStringLiteral("data/FleetExplorer/Fleet Explorer"));
    // A session that crashed with N = 4,096 unsaved over a file with N = 1,024.
    const CrashedSession crashed(folder, file);
    const QDateTime first = savedAt(crashed.path);

    // The first start restores it (the document is modified again) and autosaves it itself
    // within its 1 s interval; then it is killed.
    QDateTime second;
    {
        App app(home, {file});
        EXPECT_TRUE(app.waitFor([&] {
            return app.standardError().contains("restored unsaved changes");
        })) << app.standardError().constData();
        EXPECT_TRUE(app.waitFor([&] { return savedAt(crashed.path) > first; }))
            << app.standardError().constData();
        app.kill();
        second = savedAt(crashed.path);
    }
    ASSERT_GT(second, first);
    const QJsonObject left = readJson(crashed.path);
    EXPECT_EQ(acceleratorsIn(left), 4096);
    EXPECT_EQ(left[QStringLiteral("file")].toString(), QFileInfo(file).absoluteFilePath());

    // The next start finds what the killed process wrote, restores it, and goes on saving it.
    App next(home, {file});
    EXPECT_TRUE(next.waitFor([&] {
        return next.standardError().contains(
            "restored unsaved changes to " + QFileInfo(file).absoluteFilePath().toUtf8() +
            ", autosaved " + second.toString(Qt::ISODateWithMs).toUtf8());
    })) << next.standardError().constData();
    EXPECT_TRUE(next.waitFor([&] { return savedAt(crashed.path) > second; }))
        << next.standardError().constData();
    EXPECT_EQ(acceleratorsIn(readJson(crashed.path)), 4096);
}

} // namespace
} // namespace fleet
