// fleet-explorer: the window, or a headless mode (--evaluate, --list-hardware) that needs no
// display. See SPEC §4 for the command-line contract.
#include "commandline.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLabel>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const fleet::CommandLine cl = fleet::parseCommandLine(arguments);

    using Mode = fleet::CommandLine::Mode;
    if (cl.mode != Mode::Gui && cl.mode != Mode::Screenshot) {
        QCoreApplication app(argc, argv); // no display needed
        return fleet::runHeadless(cl, stdout, stderr);
    }

    QApplication app(argc, argv);
    QLabel placeholder(QStringLiteral("Fleet Explorer — the window arrives with issue 3."));
    placeholder.resize(640, 200);
    placeholder.show();
    return QApplication::exec();
}
