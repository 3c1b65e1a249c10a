// layoutbench: the time of bestLayouts() (SPEC §8.4) on a large cluster, measured and printed,
// never asserted. Links fleet_model only. Target: median ≤ 20 ms at N = 16,384.
//
//   build/release/bench/layoutbench [--runs N] [--accelerators N]
#include "layout.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option = [&args](const char *name, int fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
    };
    const int runs = std::max(1, option("--runs", 21));
    const fleet::Catalog catalog = fleet::embeddedCatalog();
    fleet::Scenario s = fleet::defaultScenario(catalog);
    // Llama-3.1-70B on 16,384 H100s, 8 per node, Llama 3's 16M-token batch.
    s.cluster.accelerators = option("--accelerators", 16384);
    fleet::applyModelPreset(s, *catalog.findModel("llama-3.1-70b"));
    s.workload.globalBatchTokens = 16.0 * 1024 * 1024;
    std::vector<double> ms;
    size_t fitting = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        fitting = fleet::bestLayouts(s).size();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("bestLayouts, N = %d, %s: median %.2f ms, min %.2f ms, max %.2f ms over %d runs; "
                "%zu layouts fit\n",
                s.cluster.accelerators, "Llama-3.1-70B", ms[ms.size() / 2], ms.front(), ms.back(),
                runs, fitting);
    return 0;
}
