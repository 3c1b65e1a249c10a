// Running the built fleet-explorer binary from a test: its exit code, stdout and stderr, with no
// display in the environment (headless modes must not need one).
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace fleet::test {

struct ProcessRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline ProcessRun runExplorer(const QStringList &args, const QByteArray &stdinData = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY")); // headless modes must not need one
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEET_EXPLORER_BIN), args);
    if (!p.waitForStarted(30000))
        return {};
    if (!stdinData.isEmpty())
        p.write(stdinData);
    p.closeWriteChannel();
    p.waitForFinished(240000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// A file of tests/data.
inline QString data(const char *name)
{
    return QStringLiteral(FLEET_TEST_DATA "/") + QString::fromLatin1(name);
}

} // namespace fleet::test
