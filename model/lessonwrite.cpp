// Lessons (lesson.h): the readouts a step asks about, and writing visited scenarios as a lesson.
#include "atomicfile.h"
#include "inputerror.h"
#include "lesson.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fleet {

namespace {

/// The keys of `now` that differ from `before` (objects compared key by key); nullopt when a
/// key of `before` is missing from `now` (a patch cannot remove a key).
std::optional<QJsonObject> difference(const QJsonObject &before, const QJsonObject &now)
{
    for (auto it = before.begin(); it != before.end(); ++it)
        if (!now.contains(it.key()))
            return std::nullopt;
    QJsonObject out;
    for (auto it = now.begin(); it != now.end(); ++it) {
        const QJsonValue old = before.value(it.key());
        if (old == it.value())
            continue;
        if (old.isObject() && it.value().isObject()) {
            const auto inner = difference(old.toObject(), it.value().toObject());
            if (!inner)
                return std::nullopt;
            out.insert(it.key(), *inner);
        } else {
            out.insert(it.key(), it.value());
        }
    }
    return out;
}

} // namespace

std::vector<Readout> viewReadouts(const QString &viewId, const Scenario &scenario,
                                  const Results &results)
{
    if (viewId == QLatin1String("roofline"))
        return rooflineReadouts(scenario, results);
    if (viewId == QLatin1String("scaling"))
        return scalingReadouts(scenario, results);
    if (viewId == QLatin1String("communication"))
        return communicationReadouts(scenario, results);
    if (viewId == QLatin1String("reliability"))
        return reliabilityReadouts(scenario, results);
    if (viewId == QLatin1String("utilization")) {
        std::vector<Readout> out = utilizationReadouts(scenario, results);
        for (Readout &r : runReadouts(scenario, results))
            out.push_back(std::move(r));
        return out;
    }
    if (viewId == QLatin1String("power"))
        return powerReadouts(scenario, results);
    if (viewId == QLatin1String("layout"))
        return layoutReadouts(scenario, results);
    if (viewId == QLatin1String("serving"))
        return servingReadouts(scenario, results);
    return {};
}

const Readout *findLessonReadout(const std::vector<Readout> &readouts, const QString &title)
{
    for (const Readout &r : readouts)
        if (isReadoutNamed(r.title, title))
            return &r;
    return nullptr;
}

std::optional<Readout> lessonAnswer(const LessonStep &step)
{
    if (!step.question || step.question->readout.isEmpty())
        return std::nullopt;
    const std::vector<Readout> readouts =
        viewReadouts(step.view, step.scenario, evaluate(step.scenario));
    if (const Readout *r = findLessonReadout(readouts, step.question->readout))
        return *r;
    return std::nullopt;
}

QJsonObject lessonFromSteps(const QString &title, const std::vector<VisitedStep> &visited,
                            const QStringList &stepTitles)
{
    QJsonArray steps;
    QJsonObject previous;
    for (size_t i = 0; i < visited.size(); ++i) {
        QJsonObject json = scenarioToJson(visited[i].scenario);
        QJsonObject step;
        const QString stepTitle =
            qsizetype(i) < stepTitles.size() ? stepTitles[qsizetype(i)] : QString();
        step.insert(QStringLiteral("title"),
                    stepTitle.isEmpty() ? QStringLiteral("Step %1").arg(i + 1) : stepTitle);
        step.insert(QStringLiteral("text"), QStringLiteral("What this step shows (edit me)."));
        const auto patch = i == 0 ? std::nullopt : difference(previous, json);
        if (patch)
            step.insert(QStringLiteral("patch"), *patch);
        else
            step.insert(QStringLiteral("scenario"), json);
        step.insert(QStringLiteral("view"), visited[i].view);
        steps.append(step);
        previous = json;
    }
    QJsonObject lesson;
    lesson.insert(QStringLiteral("title"), title);
    lesson.insert(QStringLiteral("summary"), QStringLiteral("What the class will see (edit me)."));
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kLessonFormat));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("lesson"), lesson);
    root.insert(QStringLiteral("steps"), steps);
    return root;
}

void saveLessonFile(const QJsonObject &lesson, const QString &path)
{
    const QString error =
        writeFileAtomically(path, QJsonDocument(lesson).toJson(QJsonDocument::Indented));
    if (!error.isEmpty())
        throw InputError(path, QString(), error);
}

} // namespace fleet
