// viewbench: speed and memory of the explorer window, measured, printed, never asserted.
//
// For each view at 1600×1000 on the offscreen platform: the median and 95th-percentile time
// from one slider step of a drag (the slider held down, as a mouse drags its handle) to the view
// repainted (the document re-evaluates, every bound control
// syncs, charts and readouts update, and the window paints); the time from process start to
// the first painted window (a child process of this binary, timed from before its launch);
// and the peak resident memory. Before the views: evaluate() alone, and the design-review
// functions (sensitivity, goal seek, the trade-off grid coarse and fine) with their evaluations.
//
// The compare view is stepped with four designs pinned, on each of its pages: the tables, the
// tornado (recomputed on each step), the trade-off map (a coarse grid on each step, the
// fine one in the background) and the sweep (the open scenario's curve on each step, the pinned
// designs' kept).
//
// Each slider row is measured twice: on the idle machine, and again while a child process of
// this binary keeps one core busy (a bounded spin, "--spin SECONDS", killed after the row), as
// a lecturer's laptop running slides or a video call is; both are printed (median, p95 and p99).
//
//   build/release/bench/viewbench [--steps N]
//
// FLEET_BENCH_ONLY=<view> measures one view's rows (or "compare"), without the first-paint and
// model timings (FLEET_BENCH_PAGE=0…3 with "compare": one of its pages); FLEET_BENCH_SLIDER=own or
// =cluster one of its two sliders (to profile one row, e.g. under valgrind --tool=callgrind
// --toggle-collect='*stepSlider*'); FLEET_BENCH_TRACE=1 prints each step's wall and CPU time, the
// widgets each step resized, and after each row the peak and current resident memory
// (FLEET_BENCH_TRIM=1: after giving freed memory back to the system, malloc_trim);
// FLEET_BENCH_DUMP=1 under callgrind writes one profile per step (built where valgrind's header is
// installed).
#include "compareview.h"
#include "coupled.h"
#include "designpins.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "goalseek.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "sensitivity.h"
#include "settings.h"
#include "sweep.h"
#include "sweeppanel.h"
#include "tradeoff.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QProcess>
#include <QResizeEvent>
#include <QSlider>
#include <QTabWidget>
#include <QTimer>

#include <malloc.h>
#include <sys/resource.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define FLEET_BENCH_CALLGRIND 1
#endif
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <utility>
#include <vector>

namespace {

/// The calling thread's CPU time in nanoseconds (FLEET_BENCH_TRACE prints it beside the wall
/// time: a step's own work, less what another process took of the core meanwhile).
long long threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long monotonicNs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/// Counts paint events of the window and everything in it.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    /// With FLEET_BENCH_TRACE: the widgets a step resized ("class name old → new"), which tell
    /// a step that laid the window out again (a chart resized by its layout) from one that did not.
    QStringList resized;
    bool traceResizes = false;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            ++paints;
        } else if (traceResizes && event->type() == QEvent::Resize) {
            const auto *resize = static_cast<QResizeEvent *>(event);
            resized << QStringLiteral("%1 %2 %3×%4 → %5×%6")
                           .arg(QString::fromLatin1(watched->metaObject()->className()),
                                watched->objectName())
                           .arg(resize->oldSize().width())
                           .arg(resize->oldSize().height())
                           .arg(resize->size().width())
                           .arg(resize->size().height());
            if (const auto *label = qobject_cast<const QLabel *>(watched))
                resized.back() += QStringLiteral(" \"%1\"").arg(label->text().left(60));
        }
        return false;
    }
};

/// evaluate() on its own: the median over 25 batches of 2,000 calls, in microseconds per call.
double evaluateMicros(const fleet::Scenario &s)
{
    std::vector<double> batches;
    double sink = 0;
    for (int batch = 0; batch < 25; ++batch) {
        const long long t0 = monotonicNs();
        for (int i = 0; i < 2000; ++i)
            sink += fleet::evaluate(s).utilization.effectiveFlopPerS;
        batches.push_back((monotonicNs() - t0) / 2000.0 / 1000.0);
    }
    std::sort(batches.begin(), batches.end());
    if (sink < 0) // keeps the calls from being optimized away
        std::printf("%f\n", sink);
    return batches[batches.size() / 2];
}

/// The median over 9 runs of one call, in milliseconds.
template <typename Call> double medianMs(Call call)
{
    std::vector<double> runs;
    for (int i = 0; i < 9; ++i) {
        const long long t0 = monotonicNs();
        call();
        runs.push_back((monotonicNs() - t0) / 1e6);
    }
    std::sort(runs.begin(), runs.end());
    return runs[runs.size() / 2];
}

/// The design-review functions the tornado, goal seek and trade-off map call, one row each:
/// how many evaluations the call makes and its median time.
void reviewTimings(const fleet::Scenario &s)
{
    const fleet::Metric &time = *fleet::findMetric(u"run.training_time_s");
    std::printf("design-review functions (coupled, 16,384 accelerators; output: time to train), "
                "median of 9 runs\n");
    std::printf("%-46s %12s %10s\n", "call", "evaluations", "median ms");
    int evaluations = 0;
    double ms = medianMs([&] {
        const fleet::Sensitivity t = fleet::sensitivity(s, time);
        evaluations = 1; // the base
        for (const fleet::SensitivityRow &r : t.rows)
            evaluations += int(!r.down.unchanged) + int(!r.up.unchanged);
    });
    std::printf("%-46s %12d %10.3f\n", "sensitivity() (tornado, +/-10 %)", evaluations, ms);
    fleet::GoalSeekResult seek;
    ms = medianMs(
        [&] { seek = fleet::goalSeek(s, time, 7 * 86400.0, fleet::FieldId::Accelerators); });
    char label[64];
    std::snprintf(label, sizeof label, "goalSeek() (accelerators for 7 days: %.0f)",
                  seek.inputValue);
    std::printf("%-46s %12d %10.3f\n", label, seek.evaluations, ms);
    for (const int n : {16, 64}) {
        std::vector<QLineF> segments;
        ms = medianMs([&] {
            const fleet::TradeoffGrid g = fleet::tradeoffGrid(s, time, fleet::FieldId::Accelerators,
                                                              fleet::FieldId::Mfu, n, n);
            segments.clear();
            if (g.minValue && g.maxValue) {
                for (const double level : fleet::contourLevels(*g.minValue, *g.maxValue)) {
                    const auto line = fleet::contourSegments(g, level);
                    segments.insert(segments.end(), line.begin(), line.end());
                }
            }
        });
        std::snprintf(label, sizeof label, "tradeoffGrid() %dx%d + contours (%s)", n, n,
                      n == 16 ? "coarse" : "fine");
        std::printf("%-46s %12d %10.3f\n", label, n * n, ms);
    }
    const fleet::Metric &rho = *fleet::findMetric(u"communication.comm_compute_ratio");
    size_t points = 0;
    ms = medianMs([&] {
        points = fleet::sweepCurve(s, rho, fleet::FieldId::Accelerators,
                                   fleet::defaultSweepRange(s, fleet::FieldId::Accelerators),
                                   fleet::SweepPanel::kPoints, QString())
                     .points.size();
    });
    std::printf("%-46s %12zu %10.3f\n", "sweepCurve() rho vs N (one design)", points, ms);
}

void watchPaints(QWidget *root, PaintCounter *counter)
{
    root->installEventFilter(counter);
    for (QWidget *w : root->findChildren<QWidget *>())
        w->installEventFilter(counter);
}

/// Child mode: build the window, show it, print the monotonic time of the first paint, exit.
int firstPaintChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    fleet::ScenarioDocument document(fleet::embeddedCatalog());
    const auto preferences = fleet::Preferences::scratch();
    fleet::MainWindow window(&document, preferences.get());
    window.resize(1600, 1000);
    PaintCounter counter;
    watchPaints(&window, &counter);
    window.show();
    while (counter.paints == 0)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    std::printf("%lld\n", monotonicNs());
    return 0;
}

/// Child mode: keep one core busy for at most `seconds` (the parent kills it sooner), and not
/// a moment past the parent (a benchmark stopped early must not leave a core busy).
int spinChild(double seconds)
{
    const long long end = monotonicNs() + static_cast<long long>(seconds * 1e9);
    const pid_t parent = getppid();
    volatile unsigned long long sink = 0;
    while (monotonicNs() < end && getppid() == parent) {
        for (int i = 0; i < 100000; ++i)
            sink = sink + static_cast<unsigned long long>(i);
    }
    return sink == 42 ? 1 : 0;
}

struct Stats
{
    double medianMs;
    double p95Ms;
    double p99Ms;
};

Stats stats(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))];
    };
    return {at(0.5), at(0.95), at(0.99)};
}

/// The program's own path, for the child processes.
QString g_self;

/// Runs `measure` twice: on the idle machine, then with a spinning child on one core.
template <typename Measure> std::pair<Stats, Stats> idleAndLoaded(Measure measure)
{
    const Stats idle = measure();
    QProcess spinner;
    spinner.start(g_self, {QStringLiteral("--spin"), QStringLiteral("300")});
    spinner.waitForStarted(10000);
    const Stats loaded = measure();
    spinner.kill();
    spinner.waitForFinished(10000);
    return {idle, loaded};
}

/// One row of the slider table.
void printRow(const char *model, const char *view, const char *slider,
              const std::pair<Stats, Stats> &s)
{
    std::printf("%-9s %-14s %-26s %8.2f %8.2f %8.2f   %8.2f %8.2f %8.2f\n", model, view, slider,
                s.first.medianMs, s.first.p95Ms, s.first.p99Ms, s.second.medianMs, s.second.p95Ms,
                s.second.p99Ms);
    if (qEnvironmentVariableIsSet("FLEET_BENCH_TRACE")) { // which row raised the peak memory
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        if (qEnvironmentVariableIsSet("FLEET_BENCH_TRIM"))
            malloc_trim(0);
        long pages = 0, resident = 0;
        if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
            if (std::fscanf(statm, "%ld %ld", &pages, &resident) != 2)
                resident = 0;
            std::fclose(statm);
        }
        std::fprintf(stderr, "peak resident memory after %s %s %s: %.1f MB (now %.1f MB)\n", model,
                     view, slider, usage.ru_maxrss / 1024.0,
                     resident * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0));
    }
}

/// Whether each step is printed to stderr (FLEET_BENCH_TRACE set).
const bool g_trace = qEnvironmentVariableIsSet("FLEET_BENCH_TRACE");
/// Whether each step's profile is dumped under callgrind (FLEET_BENCH_DUMP set).
[[maybe_unused]] const bool g_dump = qEnvironmentVariableIsSet("FLEET_BENCH_DUMP");
/// Untimed steps before each row's timed ones (README, "Speed and memory").
constexpr int kWarmUpSteps = 3;

/// Steps a slider back and forth, timing each step until the window has painted.
Stats stepSlider(QSlider *slider, QWidget *window, int steps)
{
    // FLEET_BENCH_START=<slider position>: start there (to profile one stretch of the range).
    bool startSet = false;
    const int start = qEnvironmentVariableIntValue("FLEET_BENCH_START", &startSet);
    if (startSet) {
        slider->setValue(start);
        QCoreApplication::processEvents();
    }
    // The steps are a drag: the pointer holds the slider down (sliderPressed) from the first to
    // the last, as a mouse dragging the handle does, and lets go after (untimed).
    slider->setSliderDown(true);
    // The first steps after a view is shown fill its caches (glyphs, cached lines, pixmaps):
    // untimed, so the figures are those of a drag under way.
    for (int i = 0; i < kWarmUpSteps; ++i) {
        slider->setValue(slider->value() + (slider->value() + 7 > slider->maximum() ? -7 : 7));
        for (int pass = 0; pass < 3; ++pass)
            QCoreApplication::processEvents();
    }
    PaintCounter counter;
    counter.traceResizes = g_trace;
    watchPaints(window, &counter);
    std::vector<double> ms;
    int direction = 1;
    for (int i = 0; i < steps; ++i) {
        if (slider->value() + 7 * direction > slider->maximum() ||
            slider->value() + 7 * direction < 0)
            direction = -direction;
        const int before = counter.paints;
        const long long t0 = monotonicNs();
        const long long cpu0 = threadCpuNs();
        slider->setValue(slider->value() + 7 * direction);
        // Deliver everything the step posted (chart layout, scene updates, update requests);
        // the repaint happens inside.
        for (int pass = 0; pass < 8 && (pass < 2 || counter.paints == before); ++pass)
            QCoreApplication::processEvents();
        ms.push_back((monotonicNs() - t0) / 1e6);
#ifdef FLEET_BENCH_CALLGRIND
        // Under valgrind --tool=callgrind, FLEET_BENCH_DUMP=1 writes one profile per step (to
        // tell a slow step's work from a quick one's).
        if (g_dump) {
            char name[64];
            std::snprintf(name, sizeof name, "step %d value %d", i, slider->value());
            CALLGRIND_DUMP_STATS_AT(name);
        }
#endif
        if (g_trace) // FLEET_BENCH_TRACE=1: each step's value and time, for finding the slow ones
            std::fprintf(stderr, "step %3d  value %5d  %7.2f ms  (CPU %7.2f ms)\n", i,
                         slider->value(), ms.back(), (threadCpuNs() - cpu0) / 1e6);
        for (const QString &r : std::exchange(counter.resized, {}))
            std::fprintf(stderr, "    resized %s\n", qPrintable(r));
    }
    window->removeEventFilter(&counter);
    for (QWidget *w : window->findChildren<QWidget *>())
        w->removeEventFilter(&counter);
    slider->setSliderDown(false);
    QCoreApplication::processEvents();
    return stats(ms);
}

/// The compare view with four designs (the scenario at ½, 1, 2 and 4 × its cluster size), one
/// row per page, stepping the fleet panel's cluster size.
void compareRows(fleet::MainWindow &window, fleet::ScenarioDocument &document, const char *modeName,
                 int steps)
{
    fleet::DesignPins *pins = document.pins();
    while (pins->count() > 0)
        pins->remove(0);
    const double n = document.scenario().cluster.accelerators;
    for (const double factor : {0.5, 1.0, 2.0, 4.0}) {
        document.setField(fleet::FieldId::Accelerators, n * factor);
        document.pinCurrent();
    }
    document.setField(fleet::FieldId::Accelerators, n);
    window.showView(QStringLiteral("compare"));
    auto *compare = qobject_cast<fleet::CompareView *>(window.view(QStringLiteral("compare")));
    QSlider *cluster = window.fleetPanel()->clusterSize()->slider();
    const char *pages[] = {"compare (4)", "tornado", "trade-off map", "sweep (4 pinned)"};
    // FLEET_BENCH_PAGE=<0…3> measures one page (to trace or profile it alone).
    bool onePage = false;
    const int only = qEnvironmentVariableIntValue("FLEET_BENCH_PAGE", &onePage);
    for (int page = 0; page < 4; ++page) {
        if (onePage && page != only)
            continue;
        compare->pages()->setCurrentIndex(page);
        QCoreApplication::processEvents();
        printRow(modeName, pages[page], "Cluster size (fleet panel)",
                 idleAndLoaded([&] { return stepSlider(cluster, &window, steps); }));
    }
    compare->pages()->setCurrentIndex(0);
    while (pins->count() > 0)
        pins->remove(0);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc > 1 && qstrcmp(argv[1], "--first-paint") == 0)
        return firstPaintChild(argc, argv);
    if (argc > 2 && qstrcmp(argv[1], "--spin") == 0)
        return spinChild(std::clamp(atof(argv[2]), 0.0, 600.0));
    g_self = QString::fromLocal8Bit(argv[0]);
    int steps = 200;
    for (int i = 1; i + 1 < argc; ++i) {
        if (qstrcmp(argv[i], "--steps") == 0)
            steps = std::max(20, atoi(argv[i + 1]));
    }

    // Process start to first paint, best and median of 5 cold-ish launches.
    // FLEET_BENCH_ONLY (profiling one view) skips it and the model's timings.
    const bool oneView = qEnvironmentVariableIsSet("FLEET_BENCH_ONLY");
    std::vector<double> firstPaint;
    for (int run = 0; run < (oneView ? 0 : 5); ++run) {
        QProcess child;
        const long long t0 = monotonicNs();
        child.start(QString::fromLocal8Bit(argv[0]), {QStringLiteral("--first-paint")});
        child.waitForFinished(60000);
        const long long painted = child.readAllStandardOutput().trimmed().toLongLong();
        if (painted > t0)
            firstPaint.push_back((painted - t0) / 1e6);
    }

    QApplication app(argc, argv);
    fleet::ScenarioDocument document(fleet::embeddedCatalog());
    const auto preferences = fleet::Preferences::scratch();
    fleet::MainWindow window(&document, preferences.get());
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();

    struct Case
    {
        const char *view;
        fleet::FieldId field;
    };
    const Case cases[] = {{"roofline", fleet::FieldId::DecodeBatch},
                          {"scaling", fleet::FieldId::SerialFraction},
                          {"communication", fleet::FieldId::TransferBytes},
                          {"reliability", fleet::FieldId::AcceleratorMttf},
                          {"utilization", fleet::FieldId::Mfu},
                          {"power", fleet::FieldId::Pue},
                          {"reference", fleet::FieldId::Accelerators},
                          {"layout", fleet::FieldId::ComputeEfficiency},
                          {"serving", fleet::FieldId::ServingArrivalRate}};
    if (!oneView) {
        fleet::Scenario appendix = document.scenario();
        fleet::Scenario coupled = appendix;
        fleet::applyModelMode(coupled, fleet::ModelMode::Coupled);
        coupled.cluster.accelerators = 16384;
        std::printf("evaluate(): %.2f µs per call (appendix model), %.2f µs (coupled, 16,384 "
                    "accelerators)\n\n",
                    evaluateMicros(appendix), evaluateMicros(coupled));
        reviewTimings(coupled);
        std::printf("\n");
    }
    std::printf("Fleet Explorer view benchmark — 1600x1000, offscreen, %d slider steps each\n\n",
                steps);
    std::printf("%-9s %-14s %-26s %26s   %26s\n", "", "", "", "idle (ms)", "one core busy (ms)");
    std::printf("%-9s %-14s %-26s %8s %8s %8s   %8s %8s %8s\n", "model", "view", "slider", "median",
                "p95", "p99", "median", "p95", "p99");
    for (const fleet::ModelMode mode : {fleet::ModelMode::Appendix, fleet::ModelMode::Coupled}) {
        document.apply(QStringLiteral("bench"),
                       [mode](fleet::Scenario &s) { fleet::applyModelMode(s, mode); });
        const char *modeName = fleet::modelModeId(mode);
        for (const Case &c : cases) {
            if (qEnvironmentVariableIsSet("FLEET_BENCH_ONLY") &&
                qgetenv("FLEET_BENCH_ONLY") != c.view)
                continue;
            window.showView(QString::fromLatin1(c.view));
            QCoreApplication::processEvents();
            fleet::ExplorerView *view = window.view(QString::fromLatin1(c.view));
            QSlider *cluster = window.fleetPanel()->clusterSize()->slider();
            const QByteArray slider = qgetenv("FLEET_BENCH_SLIDER");
            fleet::FieldControl *own = view->control(c.field);
            if (own && slider != "cluster")
                printRow(modeName, c.view, fleet::fieldSpec(c.field).label,
                         idleAndLoaded([&] { return stepSlider(own->slider(), &window, steps); }));
            if (slider != "own")
                printRow(modeName, c.view, "Cluster size (fleet panel)",
                         idleAndLoaded([&] { return stepSlider(cluster, &window, steps); }));
        }
        if (!qEnvironmentVariableIsSet("FLEET_BENCH_ONLY") ||
            qgetenv("FLEET_BENCH_ONLY") == "compare")
            compareRows(window, document, modeName, steps);
    }
    if (!firstPaint.empty()) {
        std::sort(firstPaint.begin(), firstPaint.end());
        std::printf(
            "\nprocess start to first painted window: best %.0f ms, median %.0f ms (%zu runs)\n",
            firstPaint.front(), firstPaint[firstPaint.size() / 2], firstPaint.size());
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("peak resident memory: %.1f MB\n", usage.ru_maxrss / 1024.0);
    return 0;
}
