// The command line of fleet-explorer: parsing, and the modes that need no display (--evaluate,
// --plan, --compare, --sensitivity, --sweep, --field, --list-hardware, --help, --version,
// errors). Bad
// input prints one line naming the file, the key and the reason, exits with code 2 and prints
// nothing on stdout (app/README.md).
#pragma once

#include "catalog.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdio>

namespace fleet {

/// What the user asked for on the command line.
struct CommandLine
{
    enum class Mode {
        Gui,
        Evaluate,
        Plan,
        ListHardware,
        Screenshot,
        Compare,
        Sensitivity,
        ExportReport,
        Help,
        Version,
        Error,
        Field, ///< --field: the field data beside the model (headless)
        Sweep, ///< --sweep: one output against one input, a curve per file (headless)
    };
    /// How --compare, --sensitivity and --field print their answer.
    enum class Format { Json, Markdown, Csv };
    Mode mode = Mode::Gui;
    QString scenarioFile; ///< positional SCENARIO.json (GUI, screenshot, sensitivity)
    /// positional scenario files (compare, export-report; two to four for the window or a
    /// screenshot, each pinned as a design A–D, the first also opened)
    QStringList scenarioFiles;
    Format format = Format::Json;     ///< --format json|markdown
    QString evaluateFile;             ///< --evaluate FILE or --plan FILE ("-" = stdin)
    QString screenshotFile;           ///< --screenshot OUT.png
    QString sensitivityOutput;        ///< --sensitivity OUTPUT_KEY (a results key)
    QString reportFile;               ///< --export-report OUT.pdf|OUT.md
    QString sweepOutput;              ///< --sweep OUTPUT_KEY (a results key)
    QString sweepInput;               ///< --sweep's INPUT_KEY ("cluster.accelerators")
    QString sweepFrom;                ///< --sweep's FROM as typed ("1024", "100 GB/s")
    QString sweepTo;                  ///< --sweep's TO as typed
    int sweepPoints = 64;             ///< --points K, [2, 1000]
    QString view;                     ///< --view NAME (screenshot, or the view to open)
    QSize screenshotSize{1600, 1000}; ///< --size WxH
    QStringList catalogFiles;         ///< --catalog FILE (repeatable, merged in order)
    double fontScale = 1.0;           ///< --font-scale SCALE (window and screenshot), [1, 2]
    bool presentation = false;        ///< --presentation (window and screenshot)
    QString lesson;                   ///< --lesson NAME|FILE (window and screenshot)
    int lessonStep = 1;               ///< --lesson-step K, from 1
    bool reveal = false;              ///< --reveal: the step's answer shown (screenshot)
    QString language; ///< --language en|zh_CN; empty = preferences, else the system's
    QString theme;    ///< --theme light|dark|projector; empty = preferences
    QString error;    ///< Mode::Error: what is wrong, one line
    QString helpText;
};

/// Parses the arguments (argv[0] first). Never exits; errors come back as Mode::Error.
[[nodiscard]] CommandLine parseCommandLine(const QStringList &arguments);

/// The embedded catalog with the user's catalog files merged over it, in order.
/// Throws InputError naming the bad file, key and reason.
[[nodiscard]] Catalog loadCatalog(const QStringList &catalogFiles);

/// The catalog as a text table: id, name and key figures, with the bandwidth convention.
[[nodiscard]] QString hardwareListing(const Catalog &catalog);

/// Runs a mode that needs no display and returns the exit code: 0 on success, 2 on bad input
/// (one line on `err`, nothing on `out`). Needs a QCoreApplication only for stdin reading.
/// --export-report is not one of them (it renders the views): see exportReviewReport().
int runHeadless(const CommandLine &commandLine, FILE *out, FILE *err);

/// Exit code for bad input (unreadable file, malformed JSON, bad key or value, bad option).
inline constexpr int kExitBadInput = 2;

} // namespace fleet
