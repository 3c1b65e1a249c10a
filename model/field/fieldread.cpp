// Reading field-data files (fielddata.h): as strict as the scenario reader — every error names
// the file, the entry and its key, and the reason.
#include "fielddata.h"

#include "inputerror.h"
#include "jsonreader.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace fleet {

namespace {

constexpr int kMaxEntries = 1000;
constexpr int kMaxIdLength = 64;
/// The range of a measured value (SI): wide enough for FLOP and bytes, narrow enough that
/// every ratio and chart place stays finite.
constexpr double kMinValue = 1e-30;
constexpr double kMaxValue = 1e30;

/// Refuses an unknown key before anything else is read, so that a typo is reported as such
/// rather than as the missing key it hides.
void knownKeys(JsonReader &r, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        r.accept(QLatin1String(key));
    r.finish();
}

/// A required string that is not blank.
std::string text(JsonReader &r, const QString &key)
{
    const QString s = r.string(key);
    if (s.trimmed().isEmpty())
        r.fail(key, QStringLiteral("must not be empty"));
    return s.toStdString();
}

/// An optional string; when given, not blank.
std::string optionalText(JsonReader &r, const QString &key)
{
    if (!r.has(key)) {
        r.accept(key);
        return {};
    }
    return text(r, key);
}

/// The scenario of `json`, read by the scenario reader; its errors are re-thrown under `at`.
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

/// The measures an entry may name: every results key whose value is a number (or null when
/// the run stalls), and every numeric scenario field of the sections (not the hardware).
QStringList knownMeasures(const Catalog &catalog)
{
    QStringList out;
    const QJsonObject results = resultsToJson(evaluate(defaultScenario(catalog)));
    for (auto section = results.begin(); section != results.end(); ++section) {
        if (!section.value().isObject())
            continue;
        const QJsonObject keys = section.value().toObject();
        for (auto it = keys.begin(); it != keys.end(); ++it)
            if (it.value().isDouble() || it.value().isNull())
                out << section.key() + QLatin1Char('.') + it.key();
    }
    for (const FieldSpec &spec : fieldSpecs())
        if (qstrcmp(spec.section, "hardware") != 0 && !out.contains(spec.path()))
            out << spec.path();
    return out;
}

FieldSetting readSetting(JsonReader &r)
{
    knownKeys(r, {"model", "hardware", "fabric", "duration"});
    FieldSetting s;
    s.model = optionalText(r, QStringLiteral("model"));
    s.hardware = text(r, QStringLiteral("hardware"));
    s.fabric = optionalText(r, QStringLiteral("fabric"));
    s.duration = optionalText(r, QStringLiteral("duration"));
    return s;
}

FieldSource readSource(JsonReader &r)
{
    knownKeys(r, {"title", "authors", "where", "year", "origin", "quoted_from", "url"});
    FieldSource s;
    s.title = text(r, QStringLiteral("title"));
    s.authors = text(r, QStringLiteral("authors"));
    s.where = text(r, QStringLiteral("where"));
    s.year = static_cast<int>(r.number(QStringLiteral("year"), {1900, 2100, false, true}));
    const QString origin = r.string(QStringLiteral("origin"));
    if (origin == QLatin1String("own"))
        s.origin = FieldOrigin::Own;
    else if (origin == QLatin1String("quoted"))
        s.origin = FieldOrigin::Quoted;
    else
        r.fail(QStringLiteral("origin"),
               QStringLiteral("expected \"own\" or \"quoted\", got \"%1\"").arg(origin.left(64)));
    s.quotedFrom = optionalText(r, QStringLiteral("quoted_from"));
    if (s.origin == FieldOrigin::Quoted && s.quotedFrom.empty())
        r.fail(QStringLiteral("quoted_from"),
               QStringLiteral("missing (a quoted figure names the publication it comes from)"));
    if (s.origin == FieldOrigin::Own && !s.quotedFrom.empty())
        r.fail(QStringLiteral("quoted_from"),
               QStringLiteral("only a quoted figure (\"origin\": \"quoted\") names another "
                              "publication"));
    s.url = optionalText(r, QStringLiteral("url"));
    return s;
}

FieldEntry readEntry(const QJsonValue &value, int index, const QString &file,
                     const Catalog &catalog, const QStringList &measures, QSet<QString> &ids)
{
    const QString at = QStringLiteral("entries[%1]").arg(index);
    if (!value.isObject())
        throw InputError(file, at,
                         QStringLiteral("expected an object, got %1").arg(jsonTypeName(value)));
    const QJsonObject object = value.toObject();
    static const QRegularExpression valid(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    const auto isId = [](const QString &id) {
        return id.size() <= kMaxIdLength && valid.match(id).hasMatch();
    };
    // Every message names the entry by its id as well, once it has a good one.
    const QJsonValue idValue = object.value(QStringLiteral("id"));
    const bool named = idValue.isString() && isId(idValue.toString());
    JsonReader r(file, object, named ? QStringLiteral("%1 (%2)").arg(at, idValue.toString()) : at);
    knownKeys(r, {"id", "measure", "per_accelerator", "value", "unit", "published", "setting",
                  "scenario", "source", "approximate", "note"});
    FieldEntry e;
    const QString id = r.string(QStringLiteral("id"));
    if (!isId(id))
        r.fail(QStringLiteral("id"),
               QStringLiteral("\"%1\" is not an id (lowercase letters, digits and single \"-\" "
                              "between them; at most %2 characters)")
                   .arg(id.left(kMaxIdLength), QString::number(kMaxIdLength)));
    if (ids.contains(id))
        r.fail(QStringLiteral("id"),
               QStringLiteral("\"%1\" is the id of an earlier entry; ids are unique").arg(id));
    ids.insert(id);
    e.id = id.toStdString();
    const QString measure = r.string(QStringLiteral("measure"));
    if (!measures.contains(measure)) {
        const QString suggestion = closestKey(measure, measures);
        r.fail(QStringLiteral("measure"),
               QStringLiteral("\"%1\" is neither a numeric results key nor a scenario field%2")
                   .arg(measure.left(64),
                        suggestion.isEmpty()
                            ? QString()
                            : QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion)));
    }
    e.measure = measure.toStdString();
    e.perAccelerator = r.optionalBool(QStringLiteral("per_accelerator")).value_or(false);
    e.value = r.number(QStringLiteral("value"), {kMinValue, kMaxValue});
    e.unit = text(r, QStringLiteral("unit"));
    e.published = text(r, QStringLiteral("published"));
    {
        JsonReader setting = r.object(QStringLiteral("setting"));
        e.setting = readSetting(setting);
    }
    {
        const QJsonValue scenario = r.value(QStringLiteral("scenario"));
        if (scenario.isUndefined())
            r.fail(QStringLiteral("scenario"),
                   QStringLiteral("missing (the scenario that reproduces the setting)"));
        if (!scenario.isObject())
            r.fail(QStringLiteral("scenario"),
                   QStringLiteral("expected an object, got %1").arg(jsonTypeName(scenario)));
        e.scenarioJson = scenario.toObject();
        e.scenario =
            readScenario(e.scenarioJson, file, r.keyPath(QStringLiteral("scenario")), catalog);
    }
    {
        JsonReader source = r.object(QStringLiteral("source"));
        e.source = readSource(source);
    }
    e.approximate = r.optionalBool(QStringLiteral("approximate")).value_or(false);
    e.note = optionalText(r, QStringLiteral("note"));
    if (e.approximate && e.note.empty())
        r.fail(QStringLiteral("note"),
               QStringLiteral("missing (an approximate figure says why in a note)"));
    const std::optional<double> model = fieldModelValue(e, evaluate(e.scenario));
    if (!model)
        r.fail(QStringLiteral("measure"),
               QStringLiteral("the model gives no number for %1 under this scenario (the run "
                              "never progresses, or the field is left automatic)")
                   .arg(measure));
    if (!(*model > 0))
        r.fail(QStringLiteral("measure"),
               QStringLiteral("the model gives %1 for %2 under this scenario; measured ÷ model "
                              "needs a value above 0")
                   .arg(QString::number(*model, 'g', 6), measure));
    const FieldComparison c = compareFieldEntry(e);
    if (!(std::isfinite(c.ratio) && c.ratio > 0 && std::isfinite(c.x) && std::isfinite(c.y) &&
          std::isfinite(c.modelY)))
        r.fail(QStringLiteral("value"),
               QStringLiteral("measured ÷ model (or the entry's place on its chart) is not a "
                              "finite number"));
    r.finish();
    return e;
}

} // namespace

FieldData parseFieldData(const QByteArray &json, const QString &file, const Catalog &catalog)
{
    JsonReader root(file, parseJsonObject(json, file), QString());
    knownKeys(root, {"format", "version", "note", "entries"});
    if (auto format = root.optionalString(QStringLiteral("format"));
        format && *format != QLatin1String(kFieldDataFormat))
        root.fail(QStringLiteral("format"),
                  QStringLiteral("expected \"%1\", got \"%2\"")
                      .arg(QLatin1String(kFieldDataFormat), format->left(64)));
    if (auto version = root.optionalNumber(QStringLiteral("version"), {1, 1e9, false, true});
        version && *version != 1)
        root.fail(QStringLiteral("version"),
                  QStringLiteral("version %1 is not supported (this build reads version 1)")
                      .arg(*version));
    FieldData data;
    data.note = optionalText(root, QStringLiteral("note"));
    const QJsonValue entries = root.value(QStringLiteral("entries"));
    if (entries.isUndefined())
        root.fail(QStringLiteral("entries"), QStringLiteral("missing (expected an array)"));
    if (!entries.isArray())
        root.fail(QStringLiteral("entries"),
                  QStringLiteral("expected an array, got %1").arg(jsonTypeName(entries)));
    const QJsonArray array = entries.toArray();
    if (array.isEmpty() || array.size() > kMaxEntries)
        root.fail(QStringLiteral("entries"),
                  QStringLiteral("expected 1 to %1 entries, got %2")
                      .arg(QString::number(kMaxEntries), QString::number(array.size())));
    const QStringList measures = knownMeasures(catalog);
    QSet<QString> ids;
    for (qsizetype i = 0; i < array.size(); ++i)
        data.entries.push_back(
            readEntry(array.at(i), static_cast<int>(i), file, catalog, measures, ids));
    return data;
}

FieldData loadFieldDataFile(const QString &path, const Catalog &catalog)
{
    return parseFieldData(readInputFile(path),
                          path == QLatin1String("-") ? QStringLiteral("<stdin>") : path, catalog);
}

FieldData embeddedFieldData(const Catalog &catalog)
{
    const QString path = QStringLiteral(":/field/field-data.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, QString(), QStringLiteral("embedded field data missing from build"));
    return parseFieldData(file.readAll(), path, catalog);
}

} // namespace fleet
