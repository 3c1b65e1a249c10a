// The command line (commandline.h): the options of fleet-explorer and their checks, the catalog
// with the user's --catalog files merged over it, the --list-hardware table, and the headless
// modes — --evaluate prints the results JSON on stdout; bad input prints one line on stderr and
// returns exit code 2 with nothing on stdout.
#include "commandline.h"

#include "fielddata.h"
#include "format.h"
#include "jsonreader.h"
#include "language.h"
#include "lesson.h"
#include "metrics.h"
#include "plan.h"
#include "reviewcommands.h"
#include "scenarioio.h"
#include "sensitivity.h"
#include "settings.h"
#include "sweep.h"
#include "text.h"
#include "themes.h"
#include "unitinput.h"
#include "viewstate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

namespace fleet {

namespace {

const QStringList kViewNames = viewIdList();

/// The built-in lessons' names, for --help.
QStringList lessonNames()
{
    QStringList names;
    for (const BuiltinLesson &b : builtinLessons())
        names << b.id;
    return names;
}

void writeLine(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}

void writeBytes(FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fflush(stream);
}

/// The field whose "section.key" is `path`, or nullptr.
const FieldSpec *fieldByPath(const QString &path)
{
    for (const FieldSpec &f : fieldSpecs()) {
        if (f.path() == path)
            return &f;
    }
    return nullptr;
}

/// A --sweep end typed as a value of the field, with or without its unit ("1024", "100 GB/s",
/// "50 %"), in SI. Throws InputError naming the argument and the reason.
double sweepEnd(const FieldSpec &field, const QString &text, const char *which)
{
    const QString unit = QString::fromUtf8(field.displayUnit);
    const TypedValue typed = parseTypedValue(text, unit);
    const QString where = QStringLiteral("--sweep %1").arg(QLatin1String(which));
    if (typed.status != TypedValue::Status::Ok)
        throw InputError(
            QStringLiteral("command line"), where,
            QStringLiteral("\"%1\" is not a value of %2%3")
                .arg(text.left(64), field.path(),
                     typed.error.isEmpty() ? QString() : QStringLiteral(": ") + typed.error));
    const double si = typed.shown / field.displayScale;
    const NumberRange &r = field.range;
    if (!(si >= r.min && si <= r.max) || (r.minExclusive && si <= r.min))
        throw InputError(QStringLiteral("command line"), where,
                         QStringLiteral("%1 is outside the range of %2 (%3 to %4 %5)")
                             .arg(text.left(64), field.path(),
                                  formatReadable(r.min * field.displayScale),
                                  formatReadable(r.max * field.displayScale), unit));
    return si;
}

/// --sweep's output: the curves of every file (JSON, or CSV), thresholds from the first.
QByteArray sweepOutputText(const CommandLine &cl)
{
    const Metric &metric = *findMetric(cl.sweepOutput);
    const FieldSpec *field = fieldByPath(cl.sweepInput);
    if (!field) {
        QStringList paths;
        for (const FieldSpec &f : fieldSpecs())
            paths << f.path();
        const QString near = closestKey(cl.sweepInput, paths);
        throw InputError(QStringLiteral("command line"), QStringLiteral("--sweep INPUT_KEY"),
                         QStringLiteral("\"%1\" is not a numeric input of a scenario%2")
                             .arg(cl.sweepInput.left(64),
                                  near.isEmpty()
                                      ? QStringLiteral(" (e.g. cluster.accelerators)")
                                      : QStringLiteral(" (did you mean \"%1\"?)").arg(near)));
    }
    const ValueRange range{sweepEnd(*field, cl.sweepFrom, "FROM"),
                           sweepEnd(*field, cl.sweepTo, "TO")};
    if (!(range.min < range.max))
        throw InputError(
            QStringLiteral("command line"), QStringLiteral("--sweep FROM TO"),
            QStringLiteral("FROM (%1) must be below TO (%2)").arg(cl.sweepFrom, cl.sweepTo));
    const std::vector<Design> designs = loadDesigns(cl.scenarioFiles, loadCatalog(cl.catalogFiles));
    std::vector<SweepCurve> curves;
    for (const Design &d : designs)
        curves.push_back(sweepCurve(d.scenario, metric, field->id, range, cl.sweepPoints, d.name));
    if (cl.format == CommandLine::Format::Csv)
        return sweepCsv(metric, field->id, curves, cl.scenarioFiles).toUtf8();
    return QJsonDocument(sweepJson(metric, field->id, sweepIsLog(field->id, range),
                                   metricThresholds(metric, designs.front().scenario), curves,
                                   cl.scenarioFiles))
        .toJson(QJsonDocument::Indented);
}

} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    const QStringList kLanguages = availableLanguages();
    const QStringList kThemes = themeIds();
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine",
        "Fleet Explorer — the physics of machine-learning fleets: roofline, scaling, "
        "communication, reliability, utilization, power and cooling, and the serving fleet."));
    const QCommandLineOption help(
        {QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("CommandLine", "Show this help and exit."));
    const QCommandLineOption version(
        {QStringLiteral("v"), QStringLiteral("version")},
        QCoreApplication::translate("CommandLine", "Show the version and exit."));
    const QCommandLineOption evaluate(
        QStringLiteral("evaluate"),
        QCoreApplication::translate(
            "CommandLine", "Print the results of a scenario as JSON on stdout ('-' reads stdin), "
                           "the serving fleet (serving.*) among them. Needs no display."),
        QStringLiteral("FILE"));
    const QCommandLineOption listHardware(
        QStringLiteral("list-hardware"),
        QCoreApplication::translate("CommandLine", "Print the hardware catalog."));
    const QCommandLineOption catalog(
        QStringLiteral("catalog"),
        QCoreApplication::translate("CommandLine",
                                    "Merge a user catalog over the embedded one (repeatable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine",
                                    "Render the window offscreen to a PNG and exit."),
        QStringLiteral("OUT.png"));
    const QCommandLineOption view(
        QStringLiteral("view"),
        QCoreApplication::translate("CommandLine", "The view to show: %1.")
            .arg(kViewNames.join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("CommandLine", "Screenshot size (default 1600x1000)."),
        QStringLiteral("WxH"));
    const QCommandLineOption fontScale(
        QStringLiteral("font-scale"),
        QCoreApplication::translate("CommandLine", "Font scale of the window, 1 to 2 "
                                                   "(1.4 is the larger-font option)."),
        QStringLiteral("SCALE"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QCoreApplication::translate(
            "CommandLine",
            "Start in presentation mode (F5): panels folded, headline numbers large, "
            "projector colours; with --screenshot, render it offscreen."));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QCoreApplication::translate(
            "CommandLine", "Open a lesson: a built-in one by name (%1) or a lesson file (JSON).")
            .arg(lessonNames().join(QStringLiteral(", "))),
        QStringLiteral("NAME|FILE"));
    const QCommandLineOption lessonStep(
        QStringLiteral("lesson-step"),
        QCoreApplication::translate(
            "CommandLine", "With --lesson: the step to open, from 1; with --reveal, revealed (a "
                           "screenshot of a step)."),
        QStringLiteral("K"));
    const QCommandLineOption reveal(
        QStringLiteral("reveal"),
        QCoreApplication::translate(
            "CommandLine", "With --lesson and --screenshot: show the step's answer revealed (its "
                           "right choice, or a prediction of the true value)."));
    const QCommandLineOption plan(
        QStringLiteral("plan"),
        QCoreApplication::translate(
            "CommandLine",
            "Print the best training layouts of a scenario (tensor, pipeline and data "
            "parallelism, ZeRO, recomputation, micro-batch) that fit, ranked by MFU, "
            "as JSON; with --format markdown a table. Needs no display."),
        QStringLiteral("SCENARIO.json"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate(
            "CommandLine", "Compare two or more scenario files (the positional arguments): every "
                           "result of each design and its change vs the first, as JSON; with "
                           "--format markdown the review table. Needs no display."));
    const QCommandLineOption sensitivity(
        QStringLiteral("sensitivity"),
        QCoreApplication::translate(
            "CommandLine", "For one results key (e.g. run.training_time_s), the output with each "
                           "numeric input of the scenario file moved by -10 % and +10 %, sorted by "
                           "the size of the effect. Needs no display."),
        QStringLiteral("OUTPUT_KEY"));
    const QCommandLineOption exportReport(
        QStringLiteral("export-report"),
        QCoreApplication::translate(
            "CommandLine", "Write the design-review report of one or more scenario files: inputs "
                           "and their differences, the comparison table, verdicts, flags, formulas "
                           "and sources; the PDF also every view's charts. Renders offscreen."),
        QStringLiteral("OUT.pdf|OUT.md"));
    const QCommandLineOption field(
        QStringLiteral("field"),
        QCoreApplication::translate(
            "CommandLine", "Print the shipped field data (published measurements of real fleets) "
                           "with the model's value for each entry's scenario and measured / model, "
                           "as JSON; with --format markdown a table. Needs no display."));
    const QCommandLineOption sweep(
        QStringLiteral("sweep"),
        QCoreApplication::translate(
            "CommandLine", "Sweep an output (a results key) against an input: --sweep OUTPUT_KEY "
                           "INPUT_KEY FROM TO SCENARIO.json [MORE.json …]; one curve per file, as "
                           "JSON (or --format csv). FROM and TO may carry a unit (\"100 GB/s\"). "
                           "Needs no display."),
        QStringLiteral("OUTPUT_KEY"));
    const QCommandLineOption points(
        QStringLiteral("points"),
        QCoreApplication::translate("CommandLine",
                                    "With --sweep: the number of points, 2 to 1,000 (default 64)."),
        QStringLiteral("K"));
    const QCommandLineOption format(
        QStringLiteral("format"),
        QCoreApplication::translate(
            "CommandLine",
            "Output of --compare, --sensitivity, --plan and --field: json (default) or "
            "markdown; of --sweep: json or csv."),
        QStringLiteral("FORMAT"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QCoreApplication::translate(
            "CommandLine", "Interface language: %1 (default: the preferences, else the system's).")
            .arg(kLanguages.join(QStringLiteral(", "))),
        QStringLiteral("LANG"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QCoreApplication::translate("CommandLine", "Colour theme: %1 (default: the preferences).")
            .arg(kThemes.join(QStringLiteral(", "))),
        QStringLiteral("THEME"));
    parser.addOptions({help,     version, evaluate,    listHardware, catalog, screenshot,
                       view,     size,    fontScale,   presentation, lesson,  lessonStep,
                       reveal,   compare, sensitivity, exportReport, field,   format,
                       language, theme,   plan,        sweep,        points});
    parser.addPositionalArgument(
        QStringLiteral("scenario"),
        QCoreApplication::translate(
            "CommandLine", "A scenario file to open (JSON); two to four: each is pinned as a "
                           "design (A to D) in the Compare view, the first also opened; the files "
                           "of --compare, --sensitivity and --export-report."),
        QStringLiteral("[SCENARIO.json …]"));

    CommandLine cl;
    // Without a QCoreApplication yet, Qt cannot know the program's name.
    cl.helpText = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                            QStringLiteral("fleet-explorer"));
    // Read again with a translation installed (--help), Qt names the program by its path.
    if (QCoreApplication::instance() && !QCoreApplication::arguments().isEmpty()) {
        const QString path = QCoreApplication::arguments().constFirst();
        if (const qsizetype at = cl.helpText.indexOf(path); at >= 0)
            cl.helpText.replace(at, path.size(), QStringLiteral("fleet-explorer"));
    }
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
    const int modes = int(parser.isSet(evaluate)) + int(parser.isSet(listHardware)) +
                      int(parser.isSet(screenshot)) + int(parser.isSet(compare)) +
                      int(parser.isSet(sensitivity)) + int(parser.isSet(exportReport)) +
                      int(parser.isSet(plan)) + int(parser.isSet(field)) + int(parser.isSet(sweep));
    if (modes > 1 && !parser.isSet(help))
        return fail(QStringLiteral("choose one of --evaluate, --list-hardware, --screenshot, "
                                   "--compare, --sensitivity and --export-report, or --plan, "
                                   "--sweep or --field"));
    if (parser.isSet(points) && !parser.isSet(sweep) && !parser.isSet(help))
        return fail(QStringLiteral("--points applies to --sweep"));
    if (parser.isSet(view) && cl.view.isEmpty())
        return fail(
            QStringLiteral("--view needs a name: %1").arg(kViewNames.join(QStringLiteral(", "))));
    if (parser.isSet(format)) {
        if (!parser.isSet(compare) && !parser.isSet(sensitivity) && !parser.isSet(plan) &&
            !parser.isSet(field) && !parser.isSet(sweep) && !parser.isSet(help))
            return fail(QStringLiteral(
                "--format applies to --compare, --sensitivity, --plan, --sweep and --field"));
        const QString f = parser.value(format);
        if (parser.isSet(sweep)) {
            if (f == QLatin1String("csv"))
                cl.format = CommandLine::Format::Csv;
            else if (f != QLatin1String("json"))
                return fail(QStringLiteral("--format: \"%1\" is not json or csv (--sweep)")
                                .arg(f.left(64)));
        } else if (f == QLatin1String("markdown")) {
            cl.format = CommandLine::Format::Markdown;
        } else if (f != QLatin1String("json")) {
            return fail(QStringLiteral("--format: \"%1\" is not json or markdown").arg(f.left(64)));
        }
    }
    QStringList positional = parser.positionalArguments();
    if (parser.isSet(sweep) && !parser.isSet(help)) {
        // --sweep OUTPUT_KEY INPUT_KEY FROM TO SCENARIO.json [MORE.json …]
        if (positional.size() < 4)
            return fail(QStringLiteral("--sweep needs OUTPUT_KEY INPUT_KEY FROM TO and one or "
                                       "more scenario files, e.g. --sweep "
                                       "communication.comm_compute_ratio cluster.accelerators "
                                       "1024 65536 design.json"));
        cl.sweepOutput = parser.value(sweep);
        cl.sweepInput = positional.takeFirst();
        cl.sweepFrom = positional.takeFirst();
        cl.sweepTo = positional.takeFirst();
        cl.scenarioFiles = positional;
        if (parser.isSet(points)) {
            bool ok = false;
            cl.sweepPoints = parser.value(points).toInt(&ok);
            if (!ok || cl.sweepPoints < 2 || cl.sweepPoints > 1000)
                return fail(QStringLiteral("--points: \"%1\" is not a whole number from 2 to 1,000")
                                .arg(parser.value(points).left(64)));
        }
        positional.clear();
    }
    const bool manyFiles = parser.isSet(compare) || parser.isSet(exportReport);
    if (manyFiles && !parser.isSet(help)) {
        cl.scenarioFiles = positional;
        if (parser.isSet(compare) && positional.size() < 2)
            return fail(QStringLiteral("--compare needs two or more scenario files, got %1")
                            .arg(positional.size()));
        if (parser.isSet(exportReport) && positional.isEmpty())
            return fail(QStringLiteral("--export-report needs one or more scenario files"));
    } else if (parser.isSet(field) && !positional.isEmpty() && !parser.isSet(help)) {
        return fail(QStringLiteral("--field takes no scenario file; unexpected argument \"%1\"")
                        .arg(positional.first().left(200)));
    } else if (positional.size() > 1 && positional.size() <= 4 && !parser.isSet(evaluate) &&
               !parser.isSet(sensitivity) && !parser.isSet(listHardware) && !parser.isSet(plan)) {
        cl.scenarioFiles = positional; // the window (or its screenshot) pins each as a design
    } else if (positional.size() > 1) {
        cl.mode = CommandLine::Mode::Error;
        cl.error = QStringLiteral("expected at most one scenario file (four for the window's "
                                  "comparison), got %1: %2")
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
        if (cl.screenshotSize.width() < smallest.width() ||
            cl.screenshotSize.height() < smallest.height() ||
            cl.screenshotSize.width() > largest.width() ||
            cl.screenshotSize.height() > largest.height())
            return fail(QStringLiteral("--size: %1 is outside 640x480 to 7680x4320")
                            .arg(parser.value(size)));
    }
    cl.presentation = parser.isSet(presentation);
    cl.lesson = parser.value(lesson);
    if (parser.isSet(lesson) && cl.lesson.isEmpty())
        return fail(QStringLiteral("--lesson needs a name or a file"));
    if ((parser.isSet(lessonStep) || parser.isSet(reveal)) && !parser.isSet(lesson))
        return fail(QStringLiteral("--lesson-step and --reveal apply to --lesson"));
    if (parser.isSet(lessonStep)) {
        bool ok = false;
        cl.lessonStep = parser.value(lessonStep).toInt(&ok);
        if (!ok || cl.lessonStep < 1 || cl.lessonStep > 100)
            return fail(QStringLiteral("--lesson-step: \"%1\" is not a step number from 1")
                            .arg(parser.value(lessonStep).left(64)));
    }
    cl.reveal = parser.isSet(reveal);
    if (parser.isSet(fontScale)) {
        bool ok = false;
        cl.fontScale = parser.value(fontScale).toDouble(&ok);
        if (!ok || !(cl.fontScale >= 1.0 && cl.fontScale <= settings::kMaximumFontScale))
            return fail(QStringLiteral("--font-scale: \"%1\" is not a number from 1 to 2")
                            .arg(parser.value(fontScale)));
    }
    if (parser.isSet(language)) {
        cl.language = parser.value(language);
        if (!kLanguages.contains(cl.language))
            return fail(QStringLiteral("--language: \"%1\" is not one of %2")
                            .arg(cl.language, kLanguages.join(QStringLiteral(", "))));
    }
    if (parser.isSet(theme)) {
        cl.theme = parser.value(theme);
        if (!kThemes.contains(cl.theme))
            return fail(QStringLiteral("--theme: \"%1\" is not one of %2")
                            .arg(cl.theme, kThemes.join(QStringLiteral(", "))));
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
    } else if (parser.isSet(plan)) {
        cl.mode = CommandLine::Mode::Plan;
        cl.evaluateFile = parser.value(plan);
        if (!cl.scenarioFile.isEmpty())
            return fail(QStringLiteral("--plan takes its file as its value; unexpected argument "
                                       "\"%1\"")
                            .arg(cl.scenarioFile));
    } else if (parser.isSet(sweep)) {
        if (!findMetric(cl.sweepOutput)) {
            const QString near = closestKey(cl.sweepOutput, metricKeys());
            return fail(QStringLiteral("--sweep: \"%1\" is not a numeric results key%2")
                            .arg(cl.sweepOutput.left(64),
                                 near.isEmpty()
                                     ? QStringLiteral(" (e.g. communication.comm_compute_ratio)")
                                     : QStringLiteral(" (did you mean \"%1\"?)").arg(near)));
        }
        cl.mode = CommandLine::Mode::Sweep;
    } else if (parser.isSet(listHardware))
        cl.mode = CommandLine::Mode::ListHardware;
    else if (parser.isSet(screenshot)) {
        cl.mode = CommandLine::Mode::Screenshot;
        cl.screenshotFile = parser.value(screenshot);
    } else if (parser.isSet(compare)) {
        cl.mode = CommandLine::Mode::Compare;
    } else if (parser.isSet(field)) {
        cl.mode = CommandLine::Mode::Field;
    } else if (parser.isSet(sensitivity)) {
        cl.sensitivityOutput = parser.value(sensitivity);
        if (!findMetric(cl.sensitivityOutput)) {
            const QString near = closestKey(cl.sensitivityOutput, metricKeys());
            return fail(QStringLiteral("--sensitivity: \"%1\" is not a numeric results key%2")
                            .arg(cl.sensitivityOutput.left(64),
                                 near.isEmpty()
                                     ? QStringLiteral(" (e.g. run.training_time_s)")
                                     : QStringLiteral(" (did you mean \"%1\"?)").arg(near)));
        }
        if (cl.scenarioFile.isEmpty())
            return fail(QStringLiteral("--sensitivity needs a scenario file"));
        cl.mode = CommandLine::Mode::Sensitivity;
    } else if (parser.isSet(exportReport)) {
        cl.reportFile = parser.value(exportReport);
        const QString suffix = cl.reportFile.section(QLatin1Char('.'), -1).toLower();
        if (!cl.reportFile.contains(QLatin1Char('.')) ||
            (suffix != QLatin1String("pdf") && suffix != QLatin1String("md")))
            return fail(QStringLiteral("--export-report: \"%1\" must end in .pdf or .md")
                            .arg(cl.reportFile.left(200)));
        cl.mode = CommandLine::Mode::ExportReport;
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
        row({toQString(a.id), toQString(a.name),
             formatSi(a.peakBf16FlopPerS, QStringLiteral("FLOP/s")),
             a.peakFp8FlopPerS ? formatSi(*a.peakFp8FlopPerS, QStringLiteral("FLOP/s"))
                               : QStringLiteral("—"),
             formatSi(a.hbmBandwidthBytesPerS, QStringLiteral("B/s")),
             formatSi(a.hbmCapacityBytes, QStringLiteral("B")),
             formatSi(a.tdpW, QStringLiteral("W")) +
                 (a.tdpIsEstimate ? QStringLiteral("*") : QString()),
             toQString(a.scaleUpLink)},
            aw);
    }
    const QList<int> lw = {18, 26, 17, 20, 22, 10};
    lines << QString()
          << QStringLiteral("Links (bandwidth per direction; as published in brackets)");
    row({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("tier"),
         QStringLiteral("per direction"), QStringLiteral("published"), QStringLiteral("latency")},
        lw);
    for (const Link &l : c.links) {
        const QString published = formatSi(l.publishedBandwidthBytesPerS, QStringLiteral("B/s")) +
                                  (l.publishedConvention == BandwidthConvention::BidirectionalTotal
                                       ? QStringLiteral(" total")
                                       : QStringLiteral(" per dir"));
        row({toQString(l.id), toQString(l.name), QString::fromLatin1(linkTierId(l.tier)),
             formatSi(l.bandwidthBytesPerS, QStringLiteral("B/s")) +
                 (l.bandwidthIsEstimate ? QStringLiteral("*") : QString()),
             published,
             formatDuration(l.latencyS) + (l.latencyIsEstimate ? QStringLiteral("*") : QString())},
            lw);
    }
    lines << QString() << QStringLiteral("PUE tiers");
    for (const PueTier &t : c.pueTiers)
        row({toQString(t.id), toQString(t.name), formatNumber(t.pue, 2)}, {20, 32, 6});
    lines << QString() << QStringLiteral("Rack power marks");
    for (const RackTier &t : c.rackMarks)
        row({toQString(t.id), toQString(t.name), formatSi(t.powerW, QStringLiteral("W")),
             toQString(t.cooling)},
            {20, 26, 9, 40});
    lines << QString() << QStringLiteral("Models");
    for (const ModelPreset &m : c.models)
        row({toQString(m.id), toQString(m.name),
             formatReadable(m.parameters / 1e9) + QStringLiteral(" B params")},
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
        case CommandLine::Mode::Error: {
            // An option's value is quoted in the message: keep it on one line.
            static const QRegularExpression breaks(
                QStringLiteral("[\\x{0}-\\x{1f}\\x{7f}-\\x{9f}\\x{2028}\\x{2029}]"));
            writeLine(err, program + QStringLiteral(": ") +
                               QString(cl.error).replace(breaks, QStringLiteral("?")) +
                               QStringLiteral(" (see --help)"));
            return kExitBadInput;
        }
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
        case CommandLine::Mode::Plan: {
            const Catalog catalog = loadCatalog(cl.catalogFiles);
            const Scenario scenario = loadScenarioFile(cl.evaluateFile, catalog);
            std::vector<LayoutCost> layouts = bestLayouts(scenario);
            const size_t fitting = layouts.size();
            if (layouts.size() > kPlanLayouts)
                layouts.resize(kPlanLayouts);
            const QString name = scenarioDisplayName(scenario);
            if (cl.format == CommandLine::Format::Markdown)
                writeBytes(out, planMarkdown(layouts, name).toUtf8());
            else
                writeBytes(out, QJsonDocument(planToJson(layouts, fitting, cl.evaluateFile, name,
                                                         scenario.cluster.accelerators))
                                    .toJson(QJsonDocument::Indented));
            return 0;
        }
        case CommandLine::Mode::Compare: {
            const std::vector<Design> designs =
                loadDesigns(cl.scenarioFiles, loadCatalog(cl.catalogFiles));
            if (cl.format == CommandLine::Format::Markdown)
                writeBytes(out, reviewTableMarkdown(designs).toUtf8());
            else
                writeBytes(out, compareJson(designs, cl.scenarioFiles));
            return 0;
        }
        case CommandLine::Mode::Field: {
            const std::vector<FieldComparison> comparisons =
                compareFieldData(embeddedFieldData(loadCatalog(cl.catalogFiles)));
            if (cl.format == CommandLine::Format::Markdown)
                writeBytes(out, fieldComparisonMarkdown(comparisons).toUtf8());
            else
                writeBytes(out, QJsonDocument(fieldComparisonJson(comparisons))
                                    .toJson(QJsonDocument::Indented));
            return 0;
        }
        case CommandLine::Mode::Sensitivity: {
            const Catalog catalog = loadCatalog(cl.catalogFiles);
            const std::vector<Design> designs = loadDesigns({cl.scenarioFile}, catalog);
            const Sensitivity s = sensitivity(designs.front().scenario,
                                              *findMetric(cl.sensitivityOutput), 0.10, &catalog);
            if (cl.format == CommandLine::Format::Markdown)
                writeBytes(out, sensitivityMarkdown(s, designs.front().name).toUtf8());
            else
                writeBytes(out, sensitivityJson(s, cl.scenarioFile));
            return 0;
        }
        case CommandLine::Mode::Sweep:
            writeBytes(out, sweepOutputText(cl));
            return 0;
        case CommandLine::Mode::Gui:
        case CommandLine::Mode::Screenshot:
        case CommandLine::Mode::ExportReport:
            break;
        }
    } catch (const InputError &e) {
        writeLine(err, program + QStringLiteral(": ") + e.message());
        return kExitBadInput;
    } catch (const std::exception &e) {
        // A model precondition the validators missed: still one line, still no stdout.
        writeLine(err, program + QStringLiteral(": internal error: ") +
                           QString::fromStdString(e.what()));
        return kExitBadInput;
    }
    return 0;
}

} // namespace fleet
