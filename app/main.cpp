// fleet-explorer: the window, or a headless mode (--evaluate, --compare, --sensitivity,
// --list-hardware) that needs no display, or --screenshot and --export-report rendered
// offscreen. The modes and their exit codes are in commandline.h and app/README.md.
#include "autosave.h"
#include "commandline.h"
#include "desktopidentity.h"
#include "language.h"
#include "lessoncheck.h"
#include "lessonplayer.h"
#include "mainwindow.h"
#include "presentation.h"
#include "reviewreport.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "screenshot.h"
#include "settings.h"
#include "themes.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

#include <cstdio>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("FleetExplorer"));
    QCoreApplication::setApplicationName(QStringLiteral("Fleet Explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEET_VERSION));
}

/// Language and theme: the command line's, else the preferences', else the system's
/// language and the light theme. Before any widget is built.
void applyLanguageAndTheme(const fleet::CommandLine &cl, const fleet::Preferences &preferences)
{
    fleet::installTranslations(fleet::resolveLanguage(
        cl.language.isEmpty() ? preferences.get(fleet::settings::language) : cl.language));
    const QString theme = cl.theme.isEmpty() ? preferences.get(fleet::settings::theme) : cl.theme;
    fleet::applyTheme(fleet::themeFromId(theme).value_or(fleet::Theme::Light));
}

/// Warns on stderr, one line each, where `lesson` (read from `file`) prints an answer before
/// its reveal (lessonGiveaways()); the lesson still opens.
void warnOfGiveaways(const fleet::Lesson &lesson, const QString &file)
{
    for (const fleet::LessonGiveaway &g : fleet::lessonGiveaways(lesson))
        std::fprintf(stderr, "fleet-explorer: warning: %s: %s\n", qUtf8Printable(file),
                     qUtf8Printable(fleet::describeGiveaway(g)));
}

int screenshot(const fleet::CommandLine &cl)
{
    try {
        const auto preferences = fleet::Preferences::scratch();
        applyLanguageAndTheme(cl, *preferences);
        fleet::ScenarioDocument document(fleet::loadCatalog(cl.catalogFiles));
        if (!cl.scenarioFile.isEmpty())
            document.open(cl.scenarioFile);
        if (cl.scenarioFiles.size() > 1) {
            for (const QString &file : cl.scenarioFiles)
                document.pinFile(file); // a bad file: one line, exit 2
        }
        std::optional<fleet::Lesson> lesson;
        if (!cl.lesson.isEmpty()) {
            lesson = fleet::loadLesson(cl.lesson, document.catalog());
            warnOfGiveaways(*lesson, cl.lesson);
        }
        fleet::MainWindow window(&document, preferences.get());
        window.setFontScale(cl.fontScale);
        if (cl.presentation)
            window.presentation()->setActive(true, /*fullScreen=*/false);
        QString view = !cl.view.isEmpty()            ? cl.view
                       : cl.scenarioFiles.size() > 1 ? QStringLiteral("compare")
                                                     : QStringLiteral("roofline");
        if (lesson) {
            if (static_cast<size_t>(cl.lessonStep) > lesson->steps.size())
                throw fleet::InputError(
                    cl.lesson, QStringLiteral("--lesson-step"),
                    QStringLiteral("the lesson has %1 steps").arg(lesson->steps.size()));
            const QString stepView = lesson->steps[static_cast<size_t>(cl.lessonStep - 1)].view;
            window.lessonPlayer()->start(std::move(*lesson));
            window.lessonPlayer()->goTo(cl.lessonStep - 1);
            if (cl.reveal)
                window.lessonPlayer()->revealAnswer();
            if (cl.view.isEmpty())
                view = stepView;
        }
        const QImage image = fleet::renderWindow(window, view, cl.screenshotSize);
        if (!image.isNull() && image.size() != cl.screenshotSize)
            std::fprintf(stderr,
                         "fleet-explorer: note: the window needs at least %dx%d; the "
                         "screenshot is %dx%d\n",
                         image.width(), image.height(), image.width(), image.height());
        if (image.isNull() || !image.save(cl.screenshotFile, "PNG")) {
            std::fprintf(stderr, "fleet-explorer: %s: cannot write the screenshot\n",
                         qUtf8Printable(cl.screenshotFile));
            return fleet::kExitBadInput;
        }
        return 0;
    } catch (const fleet::InputError &e) {
        std::fprintf(stderr, "fleet-explorer: %s\n", qUtf8Printable(e.message()));
        return fleet::kExitBadInput;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "fleet-explorer: internal error: %s\n", e.what());
        return fleet::kExitBadInput;
    }
}

int exportReport(const fleet::CommandLine &cl)
{
    try {
        fleet::exportReviewReport(cl.reportFile, cl.scenarioFiles,
                                  fleet::loadCatalog(cl.catalogFiles));
        return 0;
    } catch (const fleet::InputError &e) {
        std::fprintf(stderr, "fleet-explorer: %s\n", qUtf8Printable(e.message()));
        return fleet::kExitBadInput;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "fleet-explorer: internal error: %s\n", e.what());
        return fleet::kExitBadInput;
    }
}

/// Offscreen and bare X servers report harmless things on every run ("does not support
/// propagateSizeHints()", no XDG_RUNTIME_DIR); keep stderr for real messages.
void quietOffscreenNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("propagateSizeHints")) ||
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    const QByteArray text = qFormatLogMessage(type, context, message).toLocal8Bit();
    std::fprintf(stderr, "%s\n", text.constData());
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const fleet::CommandLine cl = fleet::parseCommandLine(arguments);
    using Mode = fleet::CommandLine::Mode;

    const bool offscreen = cl.mode == Mode::Screenshot || cl.mode == Mode::ExportReport;
    if (cl.mode == Mode::Help) {
        // --help speaks the interface's language: --language, else the preferences', else the
        // system's (the options' texts are read again with the translation installed).
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        const auto preferences = fleet::Preferences::forUser();
        fleet::installTranslations(fleet::resolveLanguage(
            cl.language.isEmpty() ? preferences->get(fleet::settings::language) : cl.language));
        return fleet::runHeadless(fleet::parseCommandLine(arguments), stdout, stderr);
    }
    if (cl.mode != Mode::Gui && !offscreen) {
        QCoreApplication app(argc, argv); // no display needed
        setApplicationIdentity();
        fleet::installTranslations(QStringLiteral("en")); // output in English, plurals right
        return fleet::runHeadless(cl, stdout, stderr);
    }

    if (offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietOffscreenNoise);
    QApplication app(argc, argv);
    setApplicationIdentity();
    fleet::applyDesktopIdentity();
    if (cl.mode == Mode::Screenshot)
        return screenshot(cl);
    if (cl.mode == Mode::ExportReport) {
        // A document: English unless --language asks for another.
        fleet::installTranslations(cl.language.isEmpty() ? QStringLiteral("en") : cl.language);
        return exportReport(cl);
    }

    const auto preferences = fleet::Preferences::forUser();
    applyLanguageAndTheme(cl, *preferences);
    fleet::Catalog catalog;
    try {
        // The user's own hardware (Tools › Hardware…) first, then --catalog files over it.
        QStringList files = cl.catalogFiles;
        if (QFileInfo::exists(preferences->userCatalogPath()))
            files.prepend(preferences->userCatalogPath());
        try {
            catalog = fleet::loadCatalog(files);
        } catch (const fleet::InputError &e) {
            if (e.file() != preferences->userCatalogPath())
                throw;
            std::fprintf(stderr, "fleet-explorer: %s\n", qUtf8Printable(e.message()));
            QMessageBox::warning(nullptr, QObject::tr("Your hardware catalog was not loaded"),
                                 e.message());
            catalog = fleet::loadCatalog(cl.catalogFiles);
        }
    } catch (const fleet::InputError &e) {
        std::fprintf(stderr, "fleet-explorer: %s\n", qUtf8Printable(e.message()));
        QMessageBox::critical(nullptr, QObject::tr("Cannot read the catalog"), e.message());
        return fleet::kExitBadInput;
    }
    std::optional<fleet::Lesson> lesson;
    if (!cl.lesson.isEmpty()) {
        try { // like --evaluate: a bad lesson is one line naming the file, key and reason
            lesson = fleet::loadLesson(cl.lesson, catalog);
            warnOfGiveaways(*lesson, cl.lesson);
        } catch (const fleet::InputError &e) {
            std::fprintf(stderr, "fleet-explorer: %s\n", qUtf8Printable(e.message()));
            return fleet::kExitBadInput;
        }
    }
    fleet::ScenarioDocument document(catalog);
    fleet::MainWindow window(&document, preferences.get());
    if (!cl.view.isEmpty())
        window.showView(cl.view);
    if (cl.fontScale != 1.0)
        window.setFontScale(cl.fontScale);
    window.show();
    if (cl.presentation)
        window.presentation()->setActive(true);
    if (!cl.scenarioFile.isEmpty())
        window.openFile(cl.scenarioFile); // on error: a message, and the defaults stay open
    // The last session's review comes back, unless the command line starts another one (its
    // files, or a lesson, which shows no pinned designs).
    if (cl.scenarioFiles.size() <= 1 && !lesson)
        window.restoreReviewSession();
    if (cl.scenarioFiles.size() > 1) { // two to four files: the designs of a comparison
        for (const QString &file : cl.scenarioFiles)
            window.pinFile(file);
        if (cl.view.isEmpty())
            window.showView(QStringLiteral("compare"));
    }
    if (lesson) {
        window.lessonPlayer()->start(std::move(*lesson));
        window.lessonPlayer()->goTo(cl.lessonStep - 1);
    }
    // Work left by a process that did not close cleanly comes back first; then the open
    // scenario is autosaved while it has unsaved changes.
    const auto restored = fleet::offerRecovery(&window, &document, preferences->dataFolder(),
                                               fleet::recoveryAnswerFromEnvironment());
    if (restored) {
        const QString what = restored->fileName.isEmpty() ? QStringLiteral("an untitled scenario")
                                                          : restored->fileName;
        std::fprintf(stderr, "fleet-explorer: restored unsaved changes to %s, autosaved %s\n",
                     qUtf8Printable(what),
                     qUtf8Printable(restored->savedAt.toString(Qt::ISODateWithMs)));
        window.statusBar()->showMessage(
            QObject::tr("Restored the unsaved changes of the last session"), 8000);
    }
    fleet::Autosave autosave(&document, preferences->dataFolder(),
                             fleet::Autosave::intervalFromEnvironment());
    QObject::connect(
        &autosave, &fleet::Autosave::failed, &window,
        [&window](const QString &reason) { window.statusBar()->showMessage(reason, 12000); });
    if (restored)
        autosave.saveNow(); // this session now owns the restored work's autosave
    return QApplication::exec();
}
