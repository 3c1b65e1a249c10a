// The fuzz property of each file reader (fuzzcheck.h): a scenario or catalog either evaluates to
// finite results that survive a save-and-read round trip, or is refused with one line naming
// the key — never a crash, another exception, NaN or infinity.
#include "fuzzcheck.h"

#include "catalog.h"
#include "fielddata.h"
#include "inputerror.h"
#include "lesson.h"
#include "results.h"
#include "scenario.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <array>
#include <cmath>
#include <exception>
#include <set>
#include <stdexcept>

namespace fleet::fuzz {

namespace {

const QString kFile = QStringLiteral("fuzz.json");

/// At most this many accelerators and links of one catalog input are evaluated, so that an
/// input with thousands of entries stays a fast execution.
constexpr size_t kEntriesEvaluated = 16;

const Catalog &embedded()
{
    static const Catalog catalog = embeddedCatalog();
    return catalog;
}

std::string walk(const QJsonValue &value, const std::string &path)
{
    if (value.isDouble())
        return std::isfinite(value.toDouble()) ? std::string() : path;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const std::string key = it.key().toStdString();
            std::string found = walk(it.value(), path.empty() ? key : path + "." + key);
            if (!found.empty())
                return found;
        }
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            std::string found = walk(array.at(i), path + "[" + std::to_string(i) + "]");
            if (!found.empty())
                return found;
        }
    }
    return {};
}

/// A property that does not hold, found by a check (not thrown by the code under test).
struct PropertyViolation : std::logic_error
{
    using std::logic_error::logic_error;
};

/// Evaluates a scenario the reader accepted; throws PropertyViolation when a result is not
/// finite.
void evaluateFinite(const Scenario &scenario)
{
    const QJsonObject results = resultsToJson(evaluate(scenario));
    const std::string bad = firstNonFinite(results);
    if (!bad.empty())
        throw PropertyViolation("result " + bad + " is not finite");
}

/// Saves a scenario the reader accepted and reads it back; throws PropertyViolation unless it
/// reads back equal (a file that opens must save to a file that opens to the same).
void roundTrip(const Scenario &scenario)
{
    Scenario again;
    try {
        again =
            parseScenario(serializeScenario(scenario), QStringLiteral("saved.json"), embedded());
    } catch (const InputError &e) {
        throw PropertyViolation(std::string("the saved scenario does not read back: ") + e.what());
    }
    if (!(again == scenario))
        throw PropertyViolation("the saved scenario reads back different:\n" +
                                serializeScenario(scenario).toStdString());
}

/// Whether a character starts a new line on a terminal or in an editor.
bool breaksLine(QChar c)
{
    const char16_t u = c.unicode();
    return u == u'\n' || u == u'\r' || u == u'\v' || u == u'\f' || u == 0x85 || u == 0x2028 ||
           u == 0x2029;
}

/// Runs one check: an InputError of one line is a refusal, any other exception a violation.
template <typename Body> Verdict guarded(Body body)
{
    try {
        body();
        return {Verdict::Kind::Evaluated, {}};
    } catch (const InputError &e) {
        const QString message = e.message();
        if (std::any_of(message.cbegin(), message.cend(), breaksLine))
            return {Verdict::Kind::Violation,
                    "InputError message is more than one line: " + message.toStdString()};
        return {Verdict::Kind::Refused, message.toStdString()};
    } catch (const PropertyViolation &e) {
        return {Verdict::Kind::Violation, e.what()};
    } catch (const std::exception &e) {
        return {Verdict::Kind::Violation,
                std::string("exception other than InputError: ") + e.what()};
    } catch (...) {
        return {Verdict::Kind::Violation, "exception not derived from std::exception"};
    }
}

const std::array kTargets = {
    Target{"scenario", checkScenario},
    Target{"catalog", checkCatalog},
    Target{"lesson", checkLesson},
    Target{"field", checkField},
};

} // namespace

std::string firstNonFinite(const QJsonObject &json)
{
    return walk(json, {});
}

Verdict checkScenario(const QByteArray &bytes)
{
    return guarded([&] {
        const Scenario scenario = parseScenario(bytes, kFile, embedded());
        evaluateFinite(scenario);
        roundTrip(scenario);
    });
}

Verdict checkCatalog(const QByteArray &bytes)
{
    return guarded([&] {
        const Catalog overlay = parseCatalog(bytes, kFile);
        Catalog merged = embedded();
        mergeCatalog(merged, overlay);
        const Scenario base = defaultScenario(merged);
        // Each piece of hardware as the app would use it: refused by the scenario's
        // validation, or evaluated to finite results.
        auto tryScenario = [](const Scenario &s) {
            try {
                validateScenario(s, kFile);
            } catch (const InputError &) {
                return;
            }
            evaluateFinite(s);
        };
        tryScenario(base);
        for (size_t i = 0; i < overlay.accelerators.size() && i < kEntriesEvaluated; ++i) {
            Scenario s = base;
            s.accelerator = overlay.accelerators[i];
            tryScenario(s);
        }
        for (size_t i = 0; i < overlay.links.size() && i < kEntriesEvaluated; ++i) {
            Scenario s = base;
            s.intraNodeLink = overlay.links[i];
            tryScenario(s);
            s = base;
            s.interNodeLink = overlay.links[i];
            tryScenario(s);
        }
    });
}

Verdict checkField(const QByteArray &bytes)
{
    return guarded([&] {
        const FieldData data = parseFieldData(bytes, kFile, embedded());
        for (const FieldEntry &e : data.entries)
            evaluateFinite(e.scenario);
        const std::vector<FieldComparison> all = compareFieldData(data);
        for (const FieldComparison &c : all)
            if (!(std::isfinite(c.model) && c.model > 0 && std::isfinite(c.ratio) && c.ratio > 0 &&
                  std::isfinite(c.x) && std::isfinite(c.y) && std::isfinite(c.modelY)))
                throw PropertyViolation("entry " + c.entry.id +
                                        ": the comparison is not finite and positive");
        const std::string bad = firstNonFinite(fieldComparisonJson(all));
        if (!bad.empty())
            throw PropertyViolation("comparison " + bad + " is not finite");
    });
}

std::span<const Target> targets()
{
    return kTargets;
}

const Target *findTarget(std::string_view name)
{
    for (const Target &t : kTargets) {
        if (name == t.name)
            return &t;
    }
    return nullptr;
}

} // namespace fleet::fuzz

namespace fleet::fuzz {

Verdict checkLesson(const QByteArray &bytes)
{
    return guarded([&] {
        const Lesson lesson = parseLesson(bytes, kFile, embedded());
        std::vector<VisitedStep> visited;
        for (const LessonStep &step : lesson.steps) {
            evaluateFinite(step.scenario);
            if (step.question && !step.question->readout.isEmpty() && !lessonAnswer(step))
                throw PropertyViolation("step \"" + step.title.toStdString() +
                                        "\": the reader accepted a readout the step lacks");
            visited.push_back({step.scenario, step.view});
        }
        // Every translation an accepted lesson carries localizes it whole: the same steps and
        // questions, no text left empty, the choices one for one.
        std::set<QString> languages;
        for (const auto &entry : lesson.translations)
            languages.insert(entry.first);
        for (const LessonStep &step : lesson.steps)
            for (const auto &entry : step.translations)
                languages.insert(entry.first);
        for (const QString &language : languages) {
            const Lesson local = localizedLesson(lesson, language);
            if (local.steps.size() != lesson.steps.size() || local.title.trimmed().isEmpty())
                throw PropertyViolation("the " + language.toStdString() +
                                        " translation changes the lesson's shape");
            for (size_t i = 0; i < local.steps.size(); ++i) {
                const LessonStep &a = lesson.steps[i];
                const LessonStep &b = local.steps[i];
                if (b.title.trimmed().isEmpty() || b.text.trimmed().isEmpty() ||
                    a.question.has_value() != b.question.has_value() ||
                    (b.question && (b.explanation.trimmed().isEmpty() ||
                                    b.question->choices.size() != a.question->choices.size() ||
                                    b.question->answer != a.question->answer)))
                    throw PropertyViolation("the " + language.toStdString() +
                                            " translation of step " + std::to_string(i + 1) +
                                            " is incomplete or changes its question");
            }
        }
        Lesson again;
        try {
            again = parseLesson(QJsonDocument(lessonFromSteps(lesson.title, visited)).toJson(),
                                QStringLiteral("saved.json"), embedded());
        } catch (const InputError &e) {
            throw PropertyViolation(std::string("the saved steps do not read back: ") + e.what());
        }
        for (size_t i = 0; i < visited.size(); ++i)
            if (!(again.steps[i].scenario == visited[i].scenario) ||
                again.steps[i].view != visited[i].view)
                throw PropertyViolation("saved step " + std::to_string(i + 1) +
                                        " reads back different");
    });
}

} // namespace fleet::fuzz
