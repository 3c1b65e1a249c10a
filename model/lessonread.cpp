// Reading lesson files (lesson.h): strict parsing with errors naming the file, the key path and
// the reason; the built-in lessons.
#include "lesson.h"

#include "inputerror.h"
#include "jsonreader.h"
#include "prediction.h"
#include "results.h"
#include "scenarioio.h"
#include "viewstate.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

namespace fleet {

namespace {

/// The built-in lessons: file id and English title, in menu order.
struct Entry
{
    const char *id;
    const char *title;
};

constexpr Entry kBuiltins[] = {
    {"decode-memory-bound", "Why decode is memory-bound"},
    {"ridge-points", "The ridge point across accelerators"},
    {"amdahl-ceiling", "Amdahl's ceiling"},
    {"nvlink-infiniband", "The cliff between NVLink and InfiniBand"},
    {"mtbf-collapse", "MTBF collapses with N"},
    {"where-flops-go", "Where the FLOPs go"},
    {"racks-liquid", "Why racks need liquid"},
    {"tensor-boundary", "Where the node boundary puts tensor parallelism"},
    {"zero-memory", "ZeRO and the bytes per parameter"},
    {"littles-law", "Little's law sizes the fleet"},
    {"model-vs-world", "The model against the world"},
};

constexpr int kMaxSteps = 100;
constexpr int kMaxChoices = 6;

/// Refuses an unknown key of `r` (with a suggestion) before anything else is read, so that a
/// typo is reported as such rather than as the missing key it hides.
void knownKeys(JsonReader &r, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        r.accept(QLatin1String(key));
    r.finish();
}

/// A required non-empty string.
QString text(JsonReader &r, const QString &key)
{
    const QString s = r.string(key);
    if (s.trimmed().isEmpty())
        r.fail(key, QStringLiteral("must not be empty"));
    return s;
}

/// `base` with `patch` merged in: objects merge key by key, anything else replaces.
QJsonObject merged(QJsonObject base, const QJsonObject &patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        const QJsonValue old = base.value(it.key());
        if (old.isObject() && it.value().isObject())
            base.insert(it.key(), merged(old.toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

/// The scenario of `json`, read by the scenario reader; its errors are re-thrown under `at`
/// ("steps[1].patch").
Scenario readScenario(const QJsonObject &json, const QString &file, const QString &at,
                      const Catalog &catalog)
{
    try {
        return parseScenario(QJsonDocument(json).toJson(QJsonDocument::Compact), file, catalog);
    } catch (const InputError &e) {
        const QString where = e.where().isEmpty() || e.where() == QLatin1String("(top level)")
                                  ? at
                                  : at + QLatin1Char('.') + e.where();
        throw InputError(file, where, e.reason());
    }
}

/// An array of `key` (fails for another type).
QJsonArray array(JsonReader &r, const QString &key)
{
    const QJsonValue v = r.value(key);
    if (v.isUndefined())
        r.fail(key, QStringLiteral("missing (expected an array)")); // as a missing title says
    else if (!v.isArray())
        r.fail(key, QStringLiteral("expected an array, got %1").arg(jsonTypeName(v)));
    return v.toArray();
}

LessonQuestion readQuestion(JsonReader &q, const LessonStep &step)
{
    knownKeys(q, {"kind", "readout", "tolerance", "choices", "answer"});
    LessonQuestion out;
    const QString kind = q.string(QStringLiteral("kind"));
    if (kind == QLatin1String("number"))
        out.kind = LessonQuestion::Kind::Number;
    else if (kind == QLatin1String("choice"))
        out.kind = LessonQuestion::Kind::Choice;
    else
        q.fail(QStringLiteral("kind"),
               QStringLiteral("expected \"number\" or \"choice\", got \"%1\"").arg(kind.left(64)));

    if (auto readout = q.optionalString(QStringLiteral("readout")))
        out.readout = *readout;
    else if (out.kind == LessonQuestion::Kind::Number)
        q.fail(QStringLiteral("readout"),
               QStringLiteral("missing (a number question hides a readout)"));

    if (!out.readout.isEmpty()) {
        const std::vector<Readout> readouts =
            viewReadouts(step.view, step.scenario, evaluate(step.scenario));
        if (readouts.empty())
            q.fail(QStringLiteral("readout"),
                   QStringLiteral("the view \"%1\" shows no readouts").arg(step.view));
        const QString shown =
            QCoreApplication::translate("Explain", out.readout.toUtf8().constData());
        QStringList titles;
        for (const Readout &r : readouts)
            titles << r.title;
        const Readout *found = findLessonReadout(readouts, out.readout);
        if (!found) {
            QString reason = QStringLiteral("the view \"%1\" has no readout \"%2\"")
                                 .arg(step.view, out.readout.left(64));
            const QString suggestion = closestKey(shown, titles);
            if (!suggestion.isEmpty())
                reason += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
            q.fail(QStringLiteral("readout"), reason);
        }
        if (out.kind == LessonQuestion::Kind::Number && !leadingQuantity(found->value))
            q.fail(QStringLiteral("readout"),
                   QStringLiteral("\"%1\" is not a number (\"%2\"); ask a choice question")
                       .arg(out.readout, found->value));
    }

    if (out.kind == LessonQuestion::Kind::Number) {
        if (auto tolerance = q.optionalNumber(QStringLiteral("tolerance"),
                                              {0, 1, /*minExclusive=*/true, /*integer=*/false}))
            out.tolerance = *tolerance;
        for (const char *key : {"choices", "answer"})
            if (q.has(QLatin1String(key)))
                q.fail(QLatin1String(key), QStringLiteral("only for a choice question"));
        return out;
    }
    if (q.has(QStringLiteral("tolerance")))
        q.fail(QStringLiteral("tolerance"), QStringLiteral("only for a number question"));
    const QString choicesKey = QStringLiteral("choices");
    const QJsonArray choices = array(q, choicesKey);
    if (choices.size() < 2 || choices.size() > kMaxChoices)
        q.fail(choicesKey, QStringLiteral("expected 2 to %1 choices, got %2")
                               .arg(kMaxChoices)
                               .arg(choices.size()));
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const QString at = QStringLiteral("choices[%1]").arg(i);
        if (!choices[i].isString())
            q.fail(at, QStringLiteral("expected a string, got %1").arg(jsonTypeName(choices[i])));
        const QString choice = choices[i].toString();
        if (choice.trimmed().isEmpty())
            q.fail(at, QStringLiteral("must not be empty"));
        if (out.choices.contains(choice))
            q.fail(at, QStringLiteral("\"%1\" is listed twice").arg(choice.left(64)));
        out.choices << choice;
    }
    out.answer = static_cast<int>(
        q.number(QStringLiteral("answer"), {0, static_cast<double>(out.choices.size() - 1),
                                            /*minExclusive=*/false, /*integer=*/true}));
    return out;
}

/// A language code of a "translations" block: "zh_CN", "zh", "pt_BR"; not "en", the file's
/// own language.
void checkLanguage(JsonReader &r, const QString &code)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    if (!pattern.match(code).hasMatch())
        r.fail(code.left(64), QStringLiteral("not a language code (such as \"zh_CN\" or \"de\")"));
    if (code == QLatin1String("en"))
        r.fail(code, QStringLiteral("English is the file's own text; translations are for "
                                    "other languages"));
}

/// The "translations" object of `r`: each language's block read by `readBlock`.
template <typename Text, typename ReadBlock>
std::map<QString, Text> readTranslations(JsonReader &r, ReadBlock readBlock)
{
    std::map<QString, Text> out;
    const QString key = QStringLiteral("translations");
    if (!r.has(key))
        return out;
    JsonReader all = r.object(key);
    const QStringList codes = all.json().keys();
    if (codes.isEmpty())
        r.fail(key, QStringLiteral("must not be empty (leave it out instead)"));
    for (const QString &code : codes) {
        checkLanguage(all, code);
        JsonReader block = all.object(code);
        out.emplace(code, readBlock(block));
        block.finish();
    }
    all.finish();
    return out;
}

/// An optional non-empty text of a translation block.
QString optionalText(JsonReader &r, const QString &key)
{
    return r.has(key) ? text(r, key) : QString();
}

LessonStepText readStepText(JsonReader &t, const LessonStep &step)
{
    knownKeys(t, {"title", "text", "choices", "explanation"});
    LessonStepText out;
    out.title = optionalText(t, QStringLiteral("title"));
    out.text = optionalText(t, QStringLiteral("text"));
    const QString choicesKey = QStringLiteral("choices");
    if (t.has(choicesKey)) {
        if (!step.question || step.question->kind != LessonQuestion::Kind::Choice)
            t.fail(choicesKey, QStringLiteral("this step asks no choice question"));
        const QJsonArray choices = array(t, choicesKey);
        if (choices.size() != step.question->choices.size())
            t.fail(choicesKey, QStringLiteral("expected %1 choices, one for each of the step's, "
                                              "got %2")
                                   .arg(step.question->choices.size())
                                   .arg(choices.size()));
        for (qsizetype i = 0; i < choices.size(); ++i) {
            const QString at = QStringLiteral("choices[%1]").arg(i);
            if (!choices[i].isString())
                t.fail(at,
                       QStringLiteral("expected a string, got %1").arg(jsonTypeName(choices[i])));
            const QString choice = choices[i].toString();
            if (choice.trimmed().isEmpty())
                t.fail(at, QStringLiteral("must not be empty"));
            if (out.choices.contains(choice))
                t.fail(at, QStringLiteral("\"%1\" is listed twice").arg(choice.left(64)));
            out.choices << choice;
        }
    }
    const QString explanationKey = QStringLiteral("explanation");
    if (t.has(explanationKey) && !step.question)
        t.fail(explanationKey,
               QStringLiteral("this step asks nothing, so it shows no explanation"));
    out.explanation = optionalText(t, explanationKey);
    return out;
}

LessonHeadText readHeadText(JsonReader &t)
{
    knownKeys(t, {"title", "summary"});
    return {optionalText(t, QStringLiteral("title")), optionalText(t, QStringLiteral("summary"))};
}

std::vector<FieldId> readLocks(JsonReader &r)
{
    const QString key = QStringLiteral("lock");
    const QJsonArray list = array(r, key);
    QStringList paths;
    for (const FieldSpec &f : fieldSpecs())
        paths << f.path();
    std::vector<FieldId> out;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("lock[%1]").arg(i);
        if (!list[i].isString())
            r.fail(at, QStringLiteral("expected a string, got %1").arg(jsonTypeName(list[i])));
        const QString path = list[i].toString();
        const qsizetype index = paths.indexOf(path);
        if (index < 0) {
            QString reason = QStringLiteral("unknown control \"%1\"").arg(path.left(64));
            const QString suggestion = closestKey(path, paths);
            if (!suggestion.isEmpty())
                reason += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
            r.fail(at, reason);
        }
        const FieldId id = fieldSpecs()[static_cast<size_t>(index)].id;
        if (std::find(out.begin(), out.end(), id) != out.end())
            r.fail(at, QStringLiteral("\"%1\" is listed twice").arg(path));
        out.push_back(id);
    }
    return out;
}

/// The array `key` of distinct strings, each one `known` accepts. An unknown one fails with
/// `unknown(name)`, the nearest of `names` as a suggestion, then `tail`.
QStringList readDistinctNames(JsonReader &r, const QString &key, const QStringList &names,
                              const std::function<bool(const QString &)> &known,
                              const std::function<QString(const QString &)> &unknown,
                              const QString &tail = QString())
{
    const QJsonArray list = array(r, key);
    QStringList out;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(key).arg(i);
        if (!list[i].isString())
            r.fail(at, QStringLiteral("expected a string, got %1").arg(jsonTypeName(list[i])));
        const QString name = list[i].toString();
        if (!known(name)) {
            QString reason = unknown(name.left(64));
            const QString suggestion = closestKey(name, names);
            if (!suggestion.isEmpty())
                reason += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
            r.fail(at, reason + tail);
        }
        if (out.contains(name))
            r.fail(at, QStringLiteral("\"%1\" is listed twice").arg(name));
        out << name;
    }
    return out;
}

/// The "leave_out" list of a step on `step.view`: readouts of that view (English titles, as
/// "ask.readout" names them), each once, never the one the step asks.
QStringList readLeftOut(JsonReader &r, const LessonStep &step)
{
    const QString key = QStringLiteral("leave_out");
    const std::vector<Readout> readouts =
        viewReadouts(step.view, step.scenario, evaluate(step.scenario));
    QStringList titles;
    for (const Readout &readout : readouts)
        titles << readout.title;
    const QStringList out = readDistinctNames(
        r, key, titles,
        [&readouts](const QString &title) { return findLessonReadout(readouts, title) != nullptr; },
        [&step](const QString &title) {
            return QStringLiteral("the view \"%1\" has no readout \"%2\"").arg(step.view, title);
        });
    if (step.question && out.contains(step.question->readout))
        r.fail(QStringLiteral("%1[%2]").arg(key).arg(out.indexOf(step.question->readout)),
               QStringLiteral("\"%1\" is the readout this step asks").arg(step.question->readout));
    return out;
}

/// The "charts" list of a step on `step.view`: chart ids of that view (viewChartIds()), each
/// once, at least one; returned in the view's order.
QStringList readCharts(JsonReader &r, const LessonStep &step)
{
    const QString key = QStringLiteral("charts");
    const QStringList ids = viewChartIds(step.view);
    if (ids.isEmpty())
        r.fail(key, QStringLiteral("the view \"%1\" has no charts to choose among").arg(step.view));
    if (array(r, key).isEmpty())
        r.fail(key, QStringLiteral("an empty list: name at least one of %1 (all of them to "
                                   "show every chart)")
                        .arg(ids.join(QStringLiteral(", "))));
    const QStringList out = readDistinctNames(
        r, key, ids, [&ids](const QString &id) { return ids.contains(id); },
        [&step](const QString &id) {
            return QStringLiteral("the view \"%1\" has no chart \"%2\"").arg(step.view, id);
        },
        QStringLiteral("; its charts are ") + ids.join(QStringLiteral(", ")));
    // In the view's order, whatever the file's: two steps showing the same charts compare equal.
    QStringList ordered;
    for (const QString &id : ids)
        if (out.contains(id))
            ordered << id;
    return ordered;
}

LessonStep readStep(JsonReader &r, const LessonStep *previous, const Catalog &catalog)
{
    knownKeys(r, {"title", "text", "scenario", "patch", "view", "ask", "explanation", "lock",
                  "leave_out", "charts", "translations"});
    LessonStep step;
    step.title = text(r, QStringLiteral("title"));
    step.text = text(r, QStringLiteral("text"));

    const QString scenarioKey = QStringLiteral("scenario");
    const QString patchKey = QStringLiteral("patch");
    const bool hasScenario = r.has(scenarioKey);
    const bool hasPatch = r.has(patchKey);
    if (hasScenario && hasPatch)
        r.fail(patchKey, QStringLiteral("a step has a \"scenario\" or a \"patch\", not both"));
    if (!previous && !hasScenario)
        r.fail(hasPatch ? patchKey : scenarioKey,
               hasPatch ? QStringLiteral("the first step has no earlier scenario to patch; give "
                                         "it a whole \"scenario\"")
                        : QStringLiteral("missing (the first step needs a whole scenario)"));
    if (hasScenario || hasPatch) {
        const QString key = hasScenario ? scenarioKey : patchKey;
        const QJsonObject json = r.object(key).json();
        step.scenarioJson = hasScenario ? json : merged(previous->scenarioJson, json);
        step.scenario = readScenario(step.scenarioJson, r.file(), r.keyPath(key), catalog);
    } else {
        step.scenarioJson = previous->scenarioJson;
        step.scenario = previous->scenario;
    }

    if (auto view = r.optionalString(QStringLiteral("view"))) {
        if (!viewIdList().contains(*view)) {
            QString reason = QStringLiteral("unknown view \"%1\"").arg(view->left(64));
            const QString suggestion = closestKey(*view, viewIdList());
            if (!suggestion.isEmpty())
                reason += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
            r.fail(QStringLiteral("view"), reason + QStringLiteral("; the views are ") +
                                               viewIdList().join(QStringLiteral(", ")));
        }
        step.view = *view;
    } else {
        step.view = previous ? previous->view : QString::fromLatin1(kViewIds[0]);
    }

    const QString askKey = QStringLiteral("ask");
    const QString explanationKey = QStringLiteral("explanation");
    if (r.has(askKey)) {
        JsonReader q = r.object(askKey);
        step.question = readQuestion(q, step);
        q.finish();
        if (!r.has(explanationKey))
            r.fail(explanationKey, QStringLiteral("missing (a question needs the explanation "
                                                  "shown on reveal)"));
        step.explanation = text(r, explanationKey);
    } else if (r.has(explanationKey)) {
        r.fail(explanationKey, QStringLiteral("an explanation is shown on reveal; this step asks "
                                              "nothing (add \"ask\")"));
    }
    if (r.has(QStringLiteral("lock")))
        step.locked = readLocks(r);
    if (r.has(QStringLiteral("leave_out")))
        step.leftOut = readLeftOut(r, step);
    else if (previous && previous->view == step.view)
        step.leftOut = previous->leftOut; // as the view, the previous step's on the same view
    if (r.has(QStringLiteral("charts")))
        step.charts = readCharts(r, step);
    else if (previous && previous->view == step.view)
        step.charts = previous->charts; // as "leave_out"
    if (step.question && step.leftOut.contains(step.question->readout))
        r.fail(QStringLiteral("ask.readout"),
               QStringLiteral("\"%1\" is left out (\"leave_out\" of an earlier step); list "
                              "the step's own \"leave_out\" without it")
                   .arg(step.question->readout));
    step.translations = readTranslations<LessonStepText>(
        r, [&step](JsonReader &t) { return readStepText(t, step); });
    r.finish();
    return step;
}

} // namespace

Lesson parseLesson(const QByteArray &json, const QString &file, const Catalog &catalog)
{
    const QJsonObject object = parseJsonObject(json, file);
    JsonReader root(file, object, QString());
    // The likeliest slip of a hand-written lesson: its title beside "steps", not inside "lesson".
    if (object.contains(QStringLiteral("title")) && !object.contains(QStringLiteral("lesson")))
        root.fail(QStringLiteral("title"),
                  QStringLiteral("unknown key (a lesson's title goes in \"lesson\": "
                                 "{\"title\": …})"));
    knownKeys(root, {"format", "version", "lesson", "steps"});
    if (auto format = root.optionalString(QStringLiteral("format"));
        format && *format != QLatin1String(kLessonFormat))
        root.fail(QStringLiteral("format"),
                  QStringLiteral("expected \"%1\", got \"%2\"")
                      .arg(QLatin1String(kLessonFormat), format->left(64)));
    if (auto version = root.optionalNumber(QStringLiteral("version"), {1, 1e9, false, true});
        version && *version != 1)
        root.fail(QStringLiteral("version"),
                  QStringLiteral("version %1 is not supported (this build reads version 1)")
                      .arg(*version));

    Lesson lesson;
    {
        JsonReader head = root.object(QStringLiteral("lesson"));
        knownKeys(head, {"title", "summary", "translations"});
        lesson.title = text(head, QStringLiteral("title"));
        if (head.has(QStringLiteral("summary")))
            lesson.summary = text(head, QStringLiteral("summary"));
        lesson.translations = readTranslations<LessonHeadText>(head, readHeadText);
        head.finish();
    }
    const QString stepsKey = QStringLiteral("steps");
    const QJsonArray steps = array(root, stepsKey);
    if (steps.isEmpty() || steps.size() > kMaxSteps)
        root.fail(
            stepsKey,
            QStringLiteral("expected 1 to %1 steps, got %2").arg(kMaxSteps).arg(steps.size()));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QString at = QStringLiteral("steps[%1]").arg(i);
        if (!steps[i].isObject())
            throw InputError(
                file, at, QStringLiteral("expected an object, got %1").arg(jsonTypeName(steps[i])));
        JsonReader r(file, steps[i].toObject(), at);
        lesson.steps.push_back(
            readStep(r, lesson.steps.empty() ? nullptr : &lesson.steps.back(), catalog));
    }
    root.finish();
    return lesson;
}

Lesson loadLessonFile(const QString &path, const Catalog &catalog)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path, QString(), f.errorString());
    return parseLesson(f.readAll(), path, catalog);
}

/// The translation block of `translations` for `language`: the exact code, else the language
/// alone ("zh" for "zh_CN"); nullptr when neither is there.
template <typename Text>
const Text *translationFor(const std::map<QString, Text> &translations, const QString &language)
{
    for (const QString &code : {language, language.section(QLatin1Char('_'), 0, 0)}) {
        const auto it = translations.find(code);
        if (it != translations.end())
            return &it->second;
    }
    return nullptr;
}

QString lessonLanguage()
{
    // The translation says which language it is; without one, English.
    const QString code =
        QCoreApplication::translate("fleet::Lesson", "en",
                                    "The language code of this translation (zh_CN for Simplified "
                                    "Chinese): a lesson shows its texts in this language");
    return code.isEmpty() ? QStringLiteral("en") : code;
}

Lesson localizedLesson(Lesson lesson, const QString &language)
{
    auto use = [](QString &target, const QString &text) {
        if (!text.isEmpty())
            target = text;
    };
    if (const LessonHeadText *head = translationFor(lesson.translations, language)) {
        use(lesson.title, head->title);
        use(lesson.summary, head->summary);
    }
    for (LessonStep &step : lesson.steps) {
        const LessonStepText *t = translationFor(step.translations, language);
        if (!t)
            continue;
        use(step.title, t->title);
        use(step.text, t->text);
        use(step.explanation, t->explanation);
        if (step.question && t->choices.size() == step.question->choices.size())
            step.question->choices = t->choices;
    }
    return lesson;
}

std::vector<BuiltinLesson> builtinLessons(const QString &language)
{
    std::vector<BuiltinLesson> out;
    for (const Entry &e : kBuiltins) {
        QString title = QString::fromUtf8(e.title);
        if (!language.isEmpty() && language != QLatin1String("en")) {
            // Only the head is needed: read it without evaluating the steps.
            QFile f(QStringLiteral(":/lessons/%1.json").arg(QLatin1String(e.id)));
            if (f.open(QIODevice::ReadOnly)) {
                const QJsonObject translations = QJsonDocument::fromJson(f.readAll())
                                                     .object()
                                                     .value(QStringLiteral("lesson"))
                                                     .toObject()
                                                     .value(QStringLiteral("translations"))
                                                     .toObject();
                for (const QString &code : {language, language.section(QLatin1Char('_'), 0, 0)}) {
                    const QString t = translations.value(code)
                                          .toObject()
                                          .value(QStringLiteral("title"))
                                          .toString();
                    if (!t.trimmed().isEmpty()) {
                        title = t;
                        break;
                    }
                }
            }
        }
        out.push_back({QString::fromLatin1(e.id), title});
    }
    return out;
}

Lesson loadLesson(const QString &nameOrPath, const Catalog &catalog)
{
    for (const Entry &e : kBuiltins)
        if (nameOrPath == QLatin1String(e.id))
            return loadLessonFile(QStringLiteral(":/lessons/%1.json").arg(nameOrPath), catalog);
    if (!QFileInfo::exists(nameOrPath)) {
        QStringList ids;
        for (const Entry &e : kBuiltins)
            ids << QString::fromLatin1(e.id);
        throw InputError(nameOrPath, QString(),
                         QStringLiteral("no such file, nor a built-in lesson (%1)")
                             .arg(ids.join(QStringLiteral(", "))));
    }
    return loadLessonFile(nameOrPath, catalog);
}

} // namespace fleet
