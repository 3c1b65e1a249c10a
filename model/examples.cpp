// The index of the appendix's worked examples and their loading (examples.h).
#include "examples.h"

#include "inputerror.h"
#include "scenarioio.h"

#include <QCoreApplication>

namespace fleet {

namespace {

/// The translation context of the example titles.
struct Examples
{
    Q_DECLARE_TR_FUNCTIONS(Examples)
};

struct Entry
{
    const char *id;
    const char *title;
    const char *view;
};

// The inputs are in the files; each title says what the example shows, not its number.
constexpr Entry kEntries[] = {
    {"ridge-h100", QT_TRANSLATE_NOOP("Examples", "Ridge point of the H100"), "roofline"},
    {"ridge-b200", QT_TRANSLATE_NOOP("Examples", "Ridge point of the B200"), "roofline"},
    {"decode-8b-h100", QT_TRANSLATE_NOOP("Examples", "Decoding an 8B model at batch 1 on one H100"),
     "roofline"},
    {"amdahl-32", QT_TRANSLATE_NOOP("Examples", "Amdahl: 10 % serial work on 32 GPUs"), "scaling"},
    {"allreduce-7b-256",
     QT_TRANSLATE_NOOP("Examples", "AllReduce of a 7B model, data-parallel on 256 GPUs"),
     "communication"},
    {"allreduce-340m-256",
     QT_TRANSLATE_NOOP("Examples", "AllReduce of a \"350M\" model (340M) on 256 GPUs"),
     "communication"},
    {"nvlink-16mb", QT_TRANSLATE_NOOP("Examples", "16 MB per 1 ms layer over NVLink inside a node"),
     "communication"},
    {"mtbf-8192",
     QT_TRANSLATE_NOOP("Examples", "Failures on 8,192 GPUs: MTBF and the next 24 hours"),
     "reliability"},
    {"mtbf-100000", QT_TRANSLATE_NOOP("Examples", "Failures on 100,000 GPUs"), "reliability"},
    {"checkpoint-175b", QT_TRANSLATE_NOOP("Examples", "Checkpointing a 175B model at 100 GB/s"),
     "reliability"},
    {"checkpoint-1t", QT_TRANSLATE_NOOP("Examples", "Checkpointing a 1T model at 100 GB/s"),
     "reliability"},
    {"compound-1024",
     QT_TRANSLATE_NOOP("Examples", "Compound utilization of 1,024 H100 (goodput 0.82)"),
     "utilization"},
    {"budget-1024",
     QT_TRANSLATE_NOOP("Examples", "The overhead budget: bubble, checkpoints, failures, "
                                   "maintenance"),
     "utilization"},
    {"implied-4096",
     QT_TRANSLATE_NOOP("Examples", "What a 2.5× speedup from 1,024 to 4,096 GPUs implies"),
     "utilization"},
    {"power-10000", QT_TRANSLATE_NOOP("Examples", "Power of 10,000 H100 at PUE 1.40"), "power"},
    {"pue-10mw", QT_TRANSLATE_NOOP("Examples", "10 MW of IT at the legacy PUE 1.58 (10,000 B200)"),
     "power"},
};

} // namespace

std::vector<Example> examples()
{
    std::vector<Example> out;
    for (const Entry &e : kEntries)
        out.push_back(
            {QString::fromLatin1(e.id), Examples::tr(e.title), QString::fromLatin1(e.view)});
    return out;
}

Scenario loadExample(const QString &id, const Catalog &catalog)
{
    for (const Entry &e : kEntries) {
        if (id != QLatin1String(e.id))
            continue;
        Scenario s = loadScenarioFile(QStringLiteral(":/examples/%1.json").arg(id), catalog);
        s.name = Examples::tr(e.title).toStdString();
        return s;
    }
    throw InputError(id, QString(), Examples::tr("no such example"));
}

} // namespace fleet
