// The command line (commandline.h): the options of fleet-explorer and their checks, the catalog
// with the user's --catalog files merged over it, the --list-hardware table, and the headless
// modes — --evaluate prints the results JSON on stdout; bad input prints one line on stderr and
// returns exit code 2 with nothing on stdout.
#include "commandline.h"

#include "format.h"
#include "scenarioio.h"
#include "text.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QRegularExpression>

namespace fleet {

namespace {

const QStringList kViewNames = {QStringLiteral("roofline"),      QStringLiteral("scaling"),
                                QStringLiteral("communication"), QStringLiteral("reliability"),
                                QStringLiteral("utilization"),   QStringLiteral("power"),
                                QStringLiteral("reference")};

void writeLine(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}


} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Fleet Explorer — the physics of machine-learning fleets: roofline, scaling, "
        "communication, reliability, utilization, power and cooling."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    const QCommandLineOption evaluate(
        QStringLiteral("evaluate"),
        QStringLiteral("Print the results of a scenario as JSON on stdout ('-' reads stdin). "
                       "Needs no display."),
        QStringLiteral("FILE"));
    const QCommandLineOption listHardware(QStringLiteral("list-hardware"),
                                          QStringLiteral("Print the hardware catalog."));
    const QCommandLineOption catalog(
        QStringLiteral("catalog"),
        QStringLiteral("Merge a user catalog over the embedded one (repeatable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window offscreen to a PNG and exit."), QStringLiteral("OUT.png"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  QStringLiteral("The view to show: %1.")
                                      .arg(kViewNames.join(QStringLiteral(", "))),
                                  QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("Screenshot size (default 1600x1000)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption fontScale(QStringLiteral("font-scale"),
                                       QStringLiteral("Font scale of the window, 1 to 2 "
                                                      "(1.4 is the larger-font option)."),
                                       QStringLiteral("SCALE"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QStringLiteral("Start in presentation mode (F5): panels folded, headline numbers large, "
                       "projector colours; with --screenshot, render it offscreen."));
    parser.addOptions({help, version, evaluate, listHardware, catalog, screenshot, view, size,
                       fontScale, presentation});
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("A scenario file to open (JSON)."),
                                 QStringLiteral("[SCENARIO.json]"));

    CommandLine cl;
    // Without a QCoreApplication yet, Qt cannot know the program's name.
    cl.helpText = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                            QStringLiteral("fleet-explorer"));
    if (!parser.parse(arguments)) {
        cl.mode = CommandLine::Mode::Error;
        cl.error = parser.errorText();
        return cl;
    }
    cl.catalogFiles = parser.values(catalog);
    cl.view = parser.value(view);
    auto fail = [&cl](const QString &error) {
        cl.mode = CommandLine::Mode::Error;
        cl.error = error;
        return cl;
    };
    const int modes = int(parser.isSet(evaluate)) + int(parser.isSet(listHardware))
                      + int(parser.isSet(screenshot));
    if (modes > 1 && !parser.isSet(help))
        return fail(QStringLiteral("choose one of --evaluate, --list-hardware and --screenshot"));
    if (parser.isSet(view) && cl.view.isEmpty())
        return fail(QStringLiteral("--view needs a name: %1").arg(kViewNames.join(QStringLiteral(", "))));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        cl.mode = CommandLine::Mode::Error;
        cl.error = QStringLiteral("expected at most one scenario file, got %1: %2")
                       .arg(positional.size())
                       .arg(positional.join(QStringLiteral(" ")));
        return cl;
    }
    cl.scenarioFile = positional.value(0);
    if (!cl.view.isEmpty() && !kViewNames.contains(cl.view)) {
        cl.mode = CommandLine::Mode::Error;
        cl.error = QStringLiteral("--view: \"%1\" is not one of %2")
                       .arg(cl.view, kViewNames.join(QStringLiteral(", ")));
        return cl;
    }
    if (parser.isSet(size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const auto match = pattern.match(parser.value(size));
        if (!match.hasMatch()) {
            cl.mode = CommandLine::Mode::Error;
            cl.error = QStringLiteral("--size: \"%1\" is not WIDTHxHEIGHT (e.g. 1280x720)")
                           .arg(parser.value(size));
            return cl;
        }
        cl.screenshotSize = QSize(match.captured(1).toInt(), match.captured(2).toInt());
        const QSize smallest(640, 480), largest(7680, 4320);
        if (cl.screenshotSize.width() < smallest.width() || cl.screenshotSize.height() < smallest.height()
            || cl.screenshotSize.width() > largest.width() || cl.screenshotSize.height() > largest.height())
            return fail(QStringLiteral("--size: %1 is outside 640x480 to 7680x4320")
                            .arg(parser.value(size)));
    }
    cl.presentation = parser.isSet(presentation);
    if (parser.isSet(fontScale)) {
        bool ok = false;
        cl.fontScale = parser.value(fontScale).toDouble(&ok);
        if (!ok || !(cl.fontScale >= 1.0 && cl.fontScale <= 2.0))
            return fail(QStringLiteral("--font-scale: \"%1\" is not a number from 1 to 2")
                            .arg(parser.value(fontScale)));
    }
    if (parser.isSet(help))
        cl.mode = CommandLine::Mode::Help;
    else if (parser.isSet(version))
        cl.mode = CommandLine::Mode::Version;
    else if (parser.isSet(evaluate)) {
        cl.mode = CommandLine::Mode::Evaluate;
        cl.evaluateFile = parser.value(evaluate);
        if (!cl.scenarioFile.isEmpty()) {
            cl.mode = CommandLine::Mode::Error;
            cl.error = QStringLiteral("--evaluate takes its file as its value; unexpected "
                                      "argument \"%1\"")
                           .arg(cl.scenarioFile);
        }
    } else if (parser.isSet(listHardware))
        cl.mode = CommandLine::Mode::ListHardware;
    else if (parser.isSet(screenshot)) {
        cl.mode = CommandLine::Mode::Screenshot;
        cl.screenshotFile = parser.value(screenshot);
    }
    return cl;
}

Catalog loadCatalog(const QStringList &catalogFiles)
{
    Catalog catalog = embeddedCatalog();
    mergeCatalogFiles(catalog, catalogFiles);
    return catalog;
}

QString hardwareListing(const Catalog &c)
{
    QStringList lines;
    auto row = [&](QStringList cells, const QList<int> &widths) {
        for (int i = 0; i < cells.size() && i < widths.size(); ++i)
            cells[i] = cells[i].leftJustified(widths[i]);
        lines << cells.join(QStringLiteral("  ")).trimmed();
    };
    const QList<int> aw = {18, 26, 14, 14, 11, 8, 9, 16};
    lines << QStringLiteral("Accelerators (dense peaks; * = estimate)");
    row({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("BF16 peak"),
         QStringLiteral("FP8 peak"), QStringLiteral("HBM BW"), QStringLiteral("HBM"),
         QStringLiteral("TDP"), QStringLiteral("scale-up link")},
        aw);
    for (const Accelerator &a : c.accelerators) {
        row({toQString(a.id), toQString(a.name), formatSi(a.peakBf16FlopPerS, QStringLiteral("FLOP/s")),
             a.peakFp8FlopPerS ? formatSi(*a.peakFp8FlopPerS, QStringLiteral("FLOP/s"))
                               : QStringLiteral("—"),
             formatSi(a.hbmBandwidthBytesPerS, QStringLiteral("B/s")),
             formatSi(a.hbmCapacityBytes, QStringLiteral("B")),
             formatSi(a.tdpW, QStringLiteral("W")) + (a.tdpIsEstimate ? QStringLiteral("*")
                                                                      : QString()),
             toQString(a.scaleUpLink)},
            aw);
    }
    const QList<int> lw = {18, 26, 17, 20, 22, 10};
    lines << QString() << QStringLiteral("Links (bandwidth per direction; as published in brackets)");
    row({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("tier"),
         QStringLiteral("per direction"), QStringLiteral("published"), QStringLiteral("latency")},
        lw);
    for (const Link &l : c.links) {
        const QString published =
            formatSi(l.publishedBandwidthBytesPerS, QStringLiteral("B/s"))
            + (l.publishedConvention == BandwidthConvention::BidirectionalTotal
                   ? QStringLiteral(" total")
                   : QStringLiteral(" per dir"));
        row({toQString(l.id), toQString(l.name), QString::fromLatin1(linkTierId(l.tier)),
             formatSi(l.bandwidthBytesPerS, QStringLiteral("B/s"))
                 + (l.bandwidthIsEstimate ? QStringLiteral("*") : QString()),
             published, formatDuration(l.latencyS) + (l.latencyIsEstimate ? QStringLiteral("*")
                                                                           : QString())},
            lw);
    }
    lines << QString() << QStringLiteral("PUE tiers");
    for (const PueTier &t : c.pueTiers)
        row({toQString(t.id), toQString(t.name), formatNumber(t.pue, 2)}, {20, 32, 6});
    lines << QString() << QStringLiteral("Rack power marks");
    for (const RackTier &t : c.rackMarks)
        row({toQString(t.id), toQString(t.name), formatSi(t.powerW, QStringLiteral("W")), toQString(t.cooling)},
            {20, 26, 9, 40});
    lines << QString() << QStringLiteral("Models");
    for (const ModelPreset &m : c.models)
        row({toQString(m.id), toQString(m.name), formatReadable(m.parameters / 1e9) + QStringLiteral(" B params")},
            {20, 26, 16});
    return lines.join(QLatin1Char('\n'));
}

int runHeadless(const CommandLine &cl, FILE *out, FILE *err)
{
    const QString program = QStringLiteral("fleet-explorer");
    try {
        switch (cl.mode) {
        case CommandLine::Mode::Help:
            writeLine(out, cl.helpText.trimmed());
            return 0;
        case CommandLine::Mode::Version:
            writeLine(out, program + QStringLiteral(" ") + QStringLiteral(FLEET_VERSION));
            return 0;
        case CommandLine::Mode::Error:
            writeLine(err, program + QStringLiteral(": ") + cl.error
                               + QStringLiteral(" (see --help)"));
            return kExitBadInput;
        case CommandLine::Mode::ListHardware:
            writeLine(out, hardwareListing(loadCatalog(cl.catalogFiles)));
            return 0;
        case CommandLine::Mode::Evaluate: {
            const Catalog catalog = loadCatalog(cl.catalogFiles);
            const Scenario scenario = loadScenarioFile(cl.evaluateFile, catalog);
            const QByteArray json =
                QJsonDocument(resultsToJson(evaluate(scenario))).toJson(QJsonDocument::Indented);
            std::fwrite(json.constData(), 1, static_cast<size_t>(json.size()), out);
            std::fflush(out);
            return 0;
        }
        case CommandLine::Mode::Gui:
        case CommandLine::Mode::Screenshot:
            break;
        }
    } catch (const InputError &e) {
        writeLine(err, program + QStringLiteral(": ") + e.message());
        return kExitBadInput;
    } catch (const std::exception &e) {
        // A model precondition the validators missed: still one line, still no stdout.
        writeLine(err, program + QStringLiteral(": internal error: ") + QString::fromStdString(e.what()));
        return kExitBadInput;
    }
    return 0;
}

} // namespace fleet
