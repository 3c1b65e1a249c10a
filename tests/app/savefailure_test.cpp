// Nothing lost when a save fails: a file in place of the folder, a full disk (a file size limit
// the write runs into) and a folder nobody can write keep the old file byte for byte and the
// document modified, and the refusal says why — through ScenarioDocument::save and through the
// window's File > Save.
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

namespace fleet {
namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// While alive, no file this process writes may grow past `bytes` (a disk that fills up): a
/// write beyond it fails with EFBIG instead of raising SIGXFSZ.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = m_saved;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }

private:
    rlimit m_saved{};
    void (*m_handler)(int) = nullptr;
};

/// Expects the save refused naming the path and a reason; the document still modified and
/// still named as before.
void expectRefused(ScenarioDocument &doc, const QString &path)
{
    const QString nameBefore = doc.fileName();
    try {
        doc.save(path);
        ADD_FAILURE() << path.toStdString() << ": saved";
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), path);
        EXPECT_TRUE(e.reason().startsWith(QStringLiteral("cannot write file: "))) << e.what();
        EXPECT_GT(e.reason().size(), QStringLiteral("cannot write file: ").size()) << e.what();
    }
    EXPECT_TRUE(doc.isModified());
    EXPECT_EQ(doc.fileName(), nameBefore);
}

TEST(SaveFailure, AFileInPlaceOfTheFolder)
{
    QTemporaryDir dir;
    QFile plain(dir.filePath(QStringLiteral("scenarios")));
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    plain.close();
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 4096);
    expectRefused(doc, plain.fileName() + QStringLiteral("/mine.json"));
    EXPECT_TRUE(QFile::exists(plain.fileName())); // the file in the way is untouched
}

TEST(SaveFailure, AFullDiskKeepsTheOldFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.json"));
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 256);
    doc.save(path);
    const QByteArray old = contents(path);
    ASSERT_FALSE(old.isEmpty());
    doc.setField(FieldId::Accelerators, 4096);
    {
        const FileSizeLimit full(512); // a scenario file is a few kB
        expectRefused(doc, path);
    }
    EXPECT_EQ(contents(path), old);
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("cluster.json")})
        << "a partial temporary file was left behind";
    doc.save(path); // with room again it saves
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(loadScenarioFile(path, doc.catalog()).cluster.accelerators, 4096);
}

TEST(SaveFailure, AFolderNobodyCanWrite)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.setField(FieldId::Accelerators, 4096);
    if (geteuid() == 0) {
        // Root writes into any folder whatever its mode; /proc/self takes no new files from
        // anyone.
        expectRefused(doc, QStringLiteral("/proc/self/cluster.json"));
        return;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.json"));
    doc.save(path);
    const QByteArray old = contents(path);
    doc.setField(FieldId::Accelerators, 8192);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    expectRefused(doc, path);
    QFile::setPermissions(dir.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    EXPECT_EQ(contents(path), old);
}

TEST_F(Window, AFailedSaveSaysWhyAndKeepsTheWindowModified)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.json"));
    document->save(path);
    const QByteArray old = contents(path);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("4096"));
    ASSERT_TRUE(window->isWindowModified());
    QAction *save = nullptr;
    for (QAction *a : window->menuBar()->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            save = a;
    }
    ASSERT_NE(save, nullptr);
    QString shown;
    QTimer::singleShot(0, [&shown] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                shown = box->windowTitle() + QLatin1Char('\n') + box->text();
                box->close();
            }
        }
    });
    {
        const FileSizeLimit full(512);
        save->trigger();
    }
    EXPECT_TRUE(shown.startsWith(QStringLiteral("Cannot save scenario\n"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(path + QStringLiteral(": cannot write file: ")))
        << shown.toStdString();
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_TRUE(document->isModified());
    EXPECT_EQ(contents(path), old);
}

} // namespace
} // namespace fleet
