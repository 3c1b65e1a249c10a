// Validation per field, table-driven: every numeric field of the FieldSpec table (and the
// numbers read beside it) just inside and just outside each bound, every choice of the
// ChoiceSpec table with each of its words and a wrong one, an unknown key in every object a
// scenario file can hold, and a value of the wrong type for every key. Each refusal must name
// the file, the key path and the reason.
#include "../qtprinters.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <variant>
#include <vector>

namespace fleet {
namespace {

const QString kFile = QStringLiteral("fields.json");

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

/// A key path into a JSON document: object keys and array indices.
using Step = std::variant<QString, int>;
using Path = std::vector<Step>;

QString pathText(const Path &path)
{
    QString text;
    for (const Step &step : path) {
        if (const QString *key = std::get_if<QString>(&step))
            text += (text.isEmpty() ? QString() : QStringLiteral(".")) + *key;
        else
            text += QStringLiteral("[%1]").arg(std::get<int>(step));
    }
    return text;
}

QJsonValue withValue(const QJsonValue &at, const Path &path, size_t i, const QJsonValue &value)
{
    if (i == path.size())
        return value;
    if (const QString *key = std::get_if<QString>(&path[i])) {
        QJsonObject o = at.toObject();
        o[*key] = withValue(o.value(*key), path, i + 1, value);
        return o;
    }
    QJsonArray a = at.toArray();
    const int index = std::get<int>(path[i]);
    while (a.size() <= index)
        a.append(QJsonObject{});
    a[index] = withValue(a[index], path, i + 1, value);
    return a;
}

/// `doc` with the value at `path` replaced (objects and arrays created on the way).
QJsonObject with(const QJsonObject &doc, const Path &path, const QJsonValue &value)
{
    return withValue(doc, path, 0, value).toObject();
}

Path operator+(Path path, const Step &step)
{
    path.push_back(step);
    return path;
}

std::optional<InputError> refusal(const QJsonObject &doc)
{
    try {
        (void)parseScenario(QJsonDocument(doc).toJson(), kFile, catalog());
    } catch (const InputError &e) {
        return e;
    }
    return std::nullopt;
}

/// Expects the document refused naming the file, the key path and a reason with `reason`.
void expectRefused(const QJsonObject &doc, const QString &where, const QString &reason)
{
    const std::optional<InputError> e = refusal(doc);
    ASSERT_TRUE(e) << where.toStdString() << ": accepted, expected \"" << reason.toStdString()
                   << "\"";
    EXPECT_EQ(e->file(), kFile);
    EXPECT_EQ(e->where(), where) << e->what();
    EXPECT_TRUE(e->reason().contains(reason))
        << e->what() << " lacks \"" << reason.toStdString() << "\"";
    EXPECT_EQ(e->message(),
              kFile + QStringLiteral(": ") + where + QStringLiteral(": ") + e->reason());
}

/// Expects the value accepted as far as its own key goes (a rule across fields, such as the
/// overheads' sum, may still refuse the scenario, but never at this key).
void expectAccepted(const QJsonObject &doc, const QString &where)
{
    const std::optional<InputError> e = refusal(doc);
    if (e) {
        EXPECT_NE(e->where(), where) << e->what();
    }
}

// ---- Ranges ----

/// Where a numeric field is read in a file, and a document to put it in.
struct Location
{
    Path path;
    QJsonObject base;
};

QJsonObject inlineAccelerator()
{
    return {
        {QStringLiteral("hardware"),
         QJsonObject{{QStringLiteral("accelerator"),
                      QJsonObject{{QStringLiteral("base"), QStringLiteral("nvidia-h100-sxm")}}}}}};
}

QJsonObject inlineLink(const QString &key, const char *base)
{
    return {{QStringLiteral("hardware"),
             QJsonObject{{key, QJsonObject{{QStringLiteral("base"), QLatin1String(base)}}}}}};
}

/// Where the serving rules across keys (SPEC §9.1) accept every serving.tensor and
/// serving.batch of their ranges: 1,024 accelerators per node, and 1 B of KV cache per token
/// (100,000 sequences of 1,280 tokens: 128 MB).
QJsonObject servingBase()
{
    return {
        {QStringLiteral("cluster"), QJsonObject{{QStringLiteral("accelerators_per_node"), 1024}}},
        {QStringLiteral("workload"), QJsonObject{{QStringLiteral("kv_bytes_per_token"), 1}}}};
}

/// The hardware figures live in the inline accelerator and links, under their own names.
std::vector<Location> locationsOf(const FieldSpec &spec)
{
    const QString hw = QStringLiteral("hardware");
    const QString acc = QStringLiteral("accelerator");
    const QString intra = QStringLiteral("intra_node_link");
    const QString inter = QStringLiteral("inter_node_link");
    auto accelerator = [&](const char *key) {
        return Location{{hw, acc, QLatin1String(key)}, inlineAccelerator()};
    };
    switch (spec.id) {
    case FieldId::AcceleratorPeak:
        return {accelerator("peak_bf16_flop_per_s"), accelerator("peak_fp8_flop_per_s")};
    case FieldId::AcceleratorHbmBandwidth:
        return {accelerator("hbm_bandwidth_bytes_per_s")};
    case FieldId::AcceleratorHbmCapacity:
        return {accelerator("hbm_capacity_bytes")};
    case FieldId::AcceleratorTdp:
        return {accelerator("tdp_w")};
    case FieldId::IntraNodeBandwidth:
        return {
            {{hw, intra, QStringLiteral("bandwidth_bytes_per_s")}, inlineLink(intra, "nvlink-4")}};
    case FieldId::IntraNodeLatency:
        return {{{hw, intra, QStringLiteral("latency_s")}, inlineLink(intra, "nvlink-4")}};
    case FieldId::InterNodeBandwidth:
        return {{{hw, inter, QStringLiteral("bandwidth_bytes_per_s")},
                 inlineLink(inter, "infiniband-ndr")}};
    case FieldId::InterNodeLatency:
        return {{{hw, inter, QStringLiteral("latency_s")}, inlineLink(inter, "infiniband-ndr")}};
    case FieldId::NodeOverhead: // also the accelerator's vendor host power
        return {{{QStringLiteral("cluster"), QStringLiteral("node_overhead_w")}, {}},
                accelerator("node_overhead_w")};
    case FieldId::AcceleratorMttf: // also each node component's MTTF
        return {{{QStringLiteral("reliability"), QStringLiteral("accelerator_mttf_h")}, {}},
                {{QStringLiteral("reliability"), QStringLiteral("node_components"), 0,
                  QStringLiteral("mttf_h")},
                 with({}, {QStringLiteral("reliability"), QStringLiteral("node_components"), 0},
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("NIC")},
                                  {QStringLiteral("count_per_node"), 2},
                                  {QStringLiteral("mttf_h"), 1000}})}};
    case FieldId::ServingTensor: // a replica stays inside a node: at most g
    case FieldId::ServingBatch:  // a batch's KV cache must fit a node: a small k
        return {{{QLatin1String(spec.section), QLatin1String(spec.key)}, servingBase()}};
    default:
        EXPECT_NE(QLatin1String(spec.section), QLatin1String("hardware"))
            << spec.key << ": a hardware field needs its place in the file here";
        return {{{QLatin1String(spec.section), QLatin1String(spec.key)}, {}}};
    }
}

QString bound(double v)
{
    return QLocale::c().toString(v, 'g', 12);
}

void checkRange(const Location &at, const NumberRange &range)
{
    const QString where = pathText(at.path);
    const QString text = QStringLiteral("out of range %1%2, %3]")
                             .arg(range.minExclusive ? QStringLiteral("(") : QStringLiteral("["),
                                  bound(range.min), bound(range.max));
    const double tiny = 1e-9;
    const double below = range.integer        ? range.min - 1
                         : range.minExclusive ? range.min
                         : range.min == 0     ? -tiny
                                              : range.min * (1 - tiny);
    const double above = range.integer ? range.max + 1 : range.max * (1 + tiny);
    const double lowest = range.minExclusive ? range.min * (1 + tiny) : range.min;
    expectRefused(with(at.base, at.path, below), where, text);
    expectRefused(with(at.base, at.path, above), where, text);
    expectAccepted(with(at.base, at.path, lowest), where);
    expectAccepted(with(at.base, at.path, range.max), where);
    if (range.integer)
        expectRefused(with(at.base, at.path, range.min + 0.5), where,
                      QStringLiteral("whole number"));
}

TEST(FieldValidation, EveryFieldJustInsideAndJustOutsideItsRange)
{
    int checked = 0;
    for (const FieldSpec &spec : fieldSpecs()) {
        for (const Location &at : locationsOf(spec)) {
            SCOPED_TRACE(pathText(at.path).toStdString());
            checkRange(at, spec.range);
            ++checked;
        }
    }
    EXPECT_EQ(checked, kFieldCount + 3); // FP8 peak, vendor host power, component MTTF
}

TEST(FieldValidation, NumbersBesideTheFieldTable)
{
    const Path components{QStringLiteral("reliability"), QStringLiteral("node_components"), 0};
    const QJsonObject nic{{QStringLiteral("name"), QStringLiteral("NIC")},
                          {QStringLiteral("count_per_node"), 2},
                          {QStringLiteral("mttf_h"), 1000}};
    checkRange({components + QStringLiteral("count_per_node"), with({}, components, nic)},
               {0, 1024, false, true});
    const QString version = QStringLiteral("version");
    expectAccepted({{version, 1}}, version);
    expectRefused({{version, 2}}, version, QStringLiteral("not supported"));
    expectRefused({{version, 0}}, version, QStringLiteral("out of range [1,"));
    expectRefused({{version, 1.5}}, version, QStringLiteral("whole number"));
}

// ---- Choices ----

TEST(FieldValidation, EveryChoiceTakesItsWordsAndRefusesOthers)
{
    for (const ChoiceSpec &choice : choiceSpecs()) {
        const Path path{QLatin1String(choice.section), QLatin1String(choice.key)};
        const QString where = choice.path();
        for (size_t i = 0; i < choice.options.size(); ++i) {
            const char *word = choice.options[i].id;
            if (!word)
                continue;
            const Scenario s = parseScenario(
                QJsonDocument(with({}, path, QLatin1String(word))).toJson(), kFile, catalog());
            EXPECT_EQ(choice.get(s), int(i)) << word;
        }
        expectRefused(with({}, path, QStringLiteral("sometimes")), where,
                      QStringLiteral("expected ") + choice.allowedText());
        if (choice.numeric) {
            const NumberRange range = fieldSpec(*choice.numeric).range;
            const QJsonObject base =
                choice.id == ChoiceId::ServingBatch ? servingBase() : QJsonObject{};
            QJsonObject doc = with(base, path, range.max);
            if (choice.id == ChoiceId::ParallelData) // t · p · d = N: d = N at N's maximum
                doc = with(doc, {QStringLiteral("cluster"), QStringLiteral("accelerators")},
                           range.max);
            const Scenario s = parseScenario(QJsonDocument(doc).toJson(), kFile, catalog());
            EXPECT_EQ(choice.get(s), choice.numericIndex()) << choice.key;
            EXPECT_DOUBLE_EQ(fieldSpec(*choice.numeric).get(s), range.max) << choice.key;
        } else {
            expectRefused(with({}, path, 1), where, QStringLiteral("got a number"));
        }
    }
}

TEST(FieldValidation, WordKeysRefuseOtherWords)
{
    const QString hw = QStringLiteral("hardware");
    const QJsonObject acc = inlineAccelerator();
    const QString intra = QStringLiteral("intra_node_link");
    const QJsonObject link = inlineLink(intra, "nvlink-4");
    struct Word
    {
        QJsonObject base;
        Path path;
        QString reason;
    };
    const Word words[] = {
        {{}, {QStringLiteral("format")}, QStringLiteral("expected \"fleet-explorer-scenario\"")},
        {{},
         {QStringLiteral("model")},
         QStringLiteral("expected \"appendix\", \"coupled\" or \"custom\"")},
        {{}, {hw, QStringLiteral("precision")}, QStringLiteral("is not \"bf16\" or \"fp8\"")},
        {{}, {hw, QStringLiteral("accelerator")}, QStringLiteral("unknown accelerator")},
        {{}, {hw, intra}, QStringLiteral("unknown link")},
        {{}, {hw, QStringLiteral("inter_node_link")}, QStringLiteral("unknown link")},
        {acc,
         {hw, QStringLiteral("accelerator"), QStringLiteral("base")},
         QStringLiteral("unknown accelerator")},
        {acc,
         {hw, QStringLiteral("accelerator"), QStringLiteral("scale_up_link")},
         QStringLiteral("unknown link")},
        {acc,
         {hw, QStringLiteral("accelerator"), QStringLiteral("id")},
         QStringLiteral("lowercase vendor-model id")},
        {link, {hw, intra, QStringLiteral("base")}, QStringLiteral("unknown link")},
        {link, {hw, intra, QStringLiteral("tier")}, QStringLiteral("is not one of")},
        {link, {hw, intra, QStringLiteral("id")}, QStringLiteral("lowercase vendor-model id")},
    };
    for (const Word &w : words)
        expectRefused(with(w.base, w.path, QStringLiteral("Not A Word")), pathText(w.path),
                      w.reason);
    expectRefused(with({}, {QStringLiteral("operations"), QStringLiteral("excluded")},
                       QJsonArray{QStringLiteral("lunch")}),
                  QStringLiteral("operations.excluded"), QStringLiteral("\"lunch\" is not one of"));
}

// ---- Every object and every key of a full file ----

/// A scenario file with every key a file can hold: inline accelerator and links with their
/// bases and flags, a message set by hand, an excluded overhead, node components.
QJsonObject fullDocument()
{
    Scenario s = defaultScenario(catalog());
    s.accelerator.custom = true;
    s.accelerator.tdpIsEstimate = true;
    s.intraNodeLink.markCustom();
    s.intraNodeLink.bandwidthIsEstimate = true;
    s.intraNodeLink.latencyIsEstimate = true;
    s.interNodeLink.markCustom();
    s.interNodeLink.bandwidthIsEstimate = true;
    s.interNodeLink.latencyIsEstimate = true;
    s.workload.allReduceMessageBytes = 1e9;
    s.operations.excluded[int(Overhead::Maintenance)] = true;
    QJsonObject doc = scenarioToJson(s);
    const QString hw = QStringLiteral("hardware");
    doc = with(doc, {hw, QStringLiteral("accelerator"), QStringLiteral("base")},
               QStringLiteral("nvidia-h100-sxm"));
    doc = with(doc, {hw, QStringLiteral("intra_node_link"), QStringLiteral("base")},
               QStringLiteral("nvlink-4"));
    doc = with(doc, {hw, QStringLiteral("inter_node_link"), QStringLiteral("base")},
               QStringLiteral("infiniband-ndr"));
    return doc;
}

/// Every object in the document (the root included), and every key with its path.
void walk(const QJsonValue &v, const Path &path, std::vector<Path> &objects,
          std::vector<std::pair<Path, QJsonValue>> &keys)
{
    if (v.isObject()) {
        objects.push_back(path);
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            keys.emplace_back(path + it.key(), *it);
            walk(*it, path + it.key(), objects, keys);
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < int(a.size()); ++i)
            walk(a[i], path + i, objects, keys);
    }
}

TEST(FieldValidation, TheFullDocumentReadsBack)
{
    const QJsonObject doc = fullDocument();
    EXPECT_FALSE(refusal(doc)) << refusal(doc)->what();
    std::vector<Path> objects;
    std::vector<std::pair<Path, QJsonValue>> keys;
    walk(doc, {}, objects, keys);
    EXPECT_EQ(objects.size(), 15u); // root, hardware, 3 inline, 8 sections, 2 components
}

TEST(FieldValidation, AnUnknownKeyInEveryObject)
{
    const QJsonObject doc = fullDocument();
    std::vector<Path> objects;
    std::vector<std::pair<Path, QJsonValue>> keys;
    walk(doc, {}, objects, keys);
    for (const Path &object : objects) {
        const Path key = object + QStringLiteral("zz_not_a_key");
        expectRefused(with(doc, key, 1), pathText(key), QStringLiteral("unknown key"));
    }
}

/// The JSON types a key takes besides the one its saved value has.
std::vector<QJsonValue::Type> alsoAccepted(const QString &path)
{
    static const QStringList idOrObject = {QStringLiteral("hardware.accelerator"),
                                           QStringLiteral("hardware.intra_node_link"),
                                           QStringLiteral("hardware.inter_node_link")};
    if (idOrObject.contains(path))
        return {QJsonValue::String, QJsonValue::Object};
    for (const ChoiceSpec &choice : choiceSpecs()) {
        if (choice.path() == path && choice.numeric)
            return {QJsonValue::String, QJsonValue::Double};
    }
    return {};
}

TEST(FieldValidation, AWrongTypeForEveryKey)
{
    const QJsonObject doc = fullDocument();
    std::vector<Path> objects;
    std::vector<std::pair<Path, QJsonValue>> keys;
    walk(doc, {}, objects, keys);
    const QJsonValue samples[] = {QJsonValue(2.5),  QJsonValue(QStringLiteral("text")),
                                  QJsonValue(true), QJsonValue(QJsonValue::Null),
                                  QJsonArray{},     QJsonObject{}};
    int refused = 0;
    for (const auto &[path, saved] : keys) {
        std::vector<QJsonValue::Type> allowed = alsoAccepted(pathText(path));
        allowed.push_back(saved.type());
        for (const QJsonValue &sample : samples) {
            if (std::find(allowed.begin(), allowed.end(), sample.type()) != allowed.end())
                continue;
            SCOPED_TRACE(
                pathText(path).toStdString() + " = " +
                QJsonDocument(QJsonArray{sample}).toJson(QJsonDocument::Compact).toStdString());
            expectRefused(with(doc, path, sample), pathText(path), QStringLiteral("got "));
            ++refused;
        }
    }
    EXPECT_GT(refused, 300);
    // Inside arrays: an overhead name and a component must have their own types too.
    expectRefused(
        with(doc, {QStringLiteral("operations"), QStringLiteral("excluded")}, QJsonArray{3}),
        QStringLiteral("operations.excluded"), QStringLiteral("a number is not one of"));
    expectRefused(with(doc, {QStringLiteral("reliability"), QStringLiteral("node_components")},
                       QJsonArray{QStringLiteral("NIC")}),
                  QStringLiteral("reliability.node_components[0]"),
                  QStringLiteral("expected an object, got a string"));
}

} // namespace
} // namespace fleet
