#include "reviewcommands.h"

#include "format.h"
#include "markdowntable.h"
#include "scenarioio.h"
#include "text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace fleet {

namespace {

/// The translation context of this file's words ("ReviewCommands" in the .ts files).
struct CommandText
{
    Q_DECLARE_TR_FUNCTIONS(ReviewCommands)
};

QJsonValue orNull(std::optional<double> v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue();
}

QJsonObject sideJson(const SensitivitySide &side)
{
    QJsonObject o{{QStringLiteral("input"), side.input},
                  {QStringLiteral("output"), orNull(side.output)},
                  {QStringLiteral("clamped"), side.clamped},
                  {QStringLiteral("unchanged"), side.unchanged},
                  {QStringLiteral("valid"), side.valid}};
    if (!side.valid)
        o[QStringLiteral("reason")] = side.reason;
    if (!side.nodeFilling.isEmpty())
        o[QStringLiteral("node_filling")] = side.nodeFilling;
    return o;
}

QString sideText(const FieldSpec &field, const Metric &metric, const SensitivitySide &side)
{
    QString text = formatInputValue(field, side.input);
    if (!side.valid)
        return text + QStringLiteral(" → ") + CommandText::tr("invalid: %1").arg(side.reason);
    if (side.unchanged)
        text += side.clamped ? CommandText::tr(" (at the range's end)")
                             : CommandText::tr(" (no change)");
    else if (side.clamped)
        text += CommandText::tr(" (clamped)");
    return text + QStringLiteral(" → ") + metric.formatValue(side.output);
}

} // namespace

std::vector<Design> loadDesigns(const QStringList &files, const Catalog &catalog)
{
    std::vector<Scenario> scenarios;
    for (const QString &file : files)
        scenarios.push_back(loadScenarioFile(file, catalog)); // validates; throws InputError
    std::vector<Design> designs;
    for (qsizetype i = 0; i < files.size(); ++i) {
        Design d = makeDesign(scenarios[size_t(i)]);
        if (d.name.trimmed().isEmpty())
            d.name = files[i] == QLatin1String("-") ? CommandText::tr("stdin")
                                                    : QFileInfo(files[i]).fileName();
        designs.push_back(std::move(d));
    }
    return designs;
}

QByteArray compareJson(const std::vector<Design> &designs, const QStringList &files)
{
    QJsonArray list;
    for (size_t i = 0; i < designs.size(); ++i) {
        list.append(QJsonObject{{QStringLiteral("name"), designs[i].name},
                                {QStringLiteral("file"), files.value(qsizetype(i))},
                                {QStringLiteral("results"), resultsToJson(designs[i].results)}});
    }
    QJsonObject deltas;
    for (const MetricComparison &c : compareDesigns(designs).metrics) {
        QJsonArray changes;
        for (const auto &change : c.changes)
            changes.append(orNull(change));
        deltas[c.metric->key] = changes;
    }
    return QJsonDocument(
               QJsonObject{{QStringLiteral("designs"), list}, {QStringLiteral("deltas"), deltas}})
        .toJson(QJsonDocument::Indented);
}

QByteArray sensitivityJson(const Sensitivity &s, const QString &file)
{
    QJsonArray inputs;
    for (const SensitivityRow &r : s.rows) {
        const FieldSpec &field = fieldSpec(r.field);
        QJsonObject o{{QStringLiteral("input"), field.path()},
                      {QStringLiteral("label"), field.displayLabel()},
                      {QStringLiteral("base"), r.base},
                      {QStringLiteral("down"), sideJson(r.down)},
                      {QStringLiteral("up"), sideJson(r.up)},
                      {QStringLiteral("effect"), orNull(r.effect)},
                      {QStringLiteral("relative_effect"), orNull(r.relativeEffect)}};
        if (std::isinf(r.effect))
            o[QStringLiteral("stalls")] = true;
        inputs.append(o);
    }
    QJsonArray alternatives;
    for (const ChoiceAlternative &a : s.alternatives) {
        QJsonObject o{{QStringLiteral("what"), a.what},
                      {QStringLiteral("now"), a.now},
                      {QStringLiteral("to"), a.to},
                      {QStringLiteral("output"), orNull(a.side.output)},
                      {QStringLiteral("valid"), a.side.valid},
                      {QStringLiteral("effect"), orNull(a.effect)},
                      {QStringLiteral("relative_effect"), orNull(a.relativeEffect)}};
        if (a.choice)
            o[QStringLiteral("choice")] = choiceSpec(*a.choice).path();
        if (!a.side.valid)
            o[QStringLiteral("reason")] = a.side.reason;
        if (std::isinf(a.effect))
            o[QStringLiteral("stalls")] = true;
        alternatives.append(o);
    }
    const QJsonObject root{{QStringLiteral("output"), s.metric->key},
                           {QStringLiteral("label"), s.metric->displayLabel()},
                           {QStringLiteral("unit"), QString::fromUtf8(s.metric->unit)},
                           {QStringLiteral("file"), file},
                           {QStringLiteral("base"), orNull(s.baseOutput)},
                           {QStringLiteral("step"), s.relativeStep},
                           {QStringLiteral("inputs"), inputs},
                           {QStringLiteral("alternatives"), alternatives}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString sensitivityMarkdown(const Sensitivity &s, const QString &designName)
{
    const Metric &m = *s.metric;
    const QString step = formatPercent(s.relativeStep, 0);
    QList<QStringList> rows;
    for (const SensitivityRow &r : s.rows) {
        const FieldSpec &field = fieldSpec(r.field);
        QString effect;
        if (std::isinf(r.effect))
            effect = CommandText::tr("the run stops or restarts");
        else if (r.effect == 0)
            effect = CommandText::tr("none");
        else
            effect = m.formatValue(r.effect) +
                     (r.relativeEffect ? QStringLiteral(" (") + formatPercent(*r.relativeEffect) +
                                             QLatin1Char(')')
                                       : QString());
        rows << QStringList{field.displayLabel() + QStringLiteral(" (") + field.path() +
                                QLatin1Char(')'),
                            formatInputValue(field, r.base), sideText(field, m, r.down),
                            sideText(field, m, r.up), effect};
    }
    const QString heading =
        CommandText::tr(
            "%1 of %2 (%3), each input moved by −%4 and +%4, sorted by the size of the effect.")
            .arg(m.displayLabel(), designName, m.formatValue(s.baseOutput), step);
    QString text = heading + QStringLiteral("\n\n") +
                   markdownTable({CommandText::tr("Input"), CommandText::tr("Now"),
                                  QStringLiteral("\u2212") + step, QStringLiteral("+") + step,
                                  CommandText::tr("Largest change")},
                                 rows);
    if (s.alternatives.empty())
        return text;
    QList<QStringList> switched;
    for (const ChoiceAlternative &a : s.alternatives) {
        const QString output = a.side.valid ? m.formatValue(a.side.output)
                                            : CommandText::tr("invalid: %1").arg(a.side.reason);
        const QString effect =
            std::isinf(a.effect) ? CommandText::tr("the run stops or restarts")
            : a.effect == 0
                ? CommandText::tr("none")
                : m.formatValue(a.effect) +
                      (a.relativeEffect ? QStringLiteral(" (") + formatPercent(*a.relativeEffect) +
                                              QLatin1Char(')')
                                        : QString());
        switched << QStringList{a.what, a.now, a.to, output, effect};
    }
    return text + QStringLiteral("\n\n") +
           CommandText::tr("Each choice switched to another option, sorted by the size of the "
                           "effect:") +
           QStringLiteral("\n\n") +
           markdownTable({CommandText::tr("Choice"), CommandText::tr("Now"),
                          CommandText::tr("Switched to"), m.displayLabel(),
                          CommandText::tr("Change")},
                         switched);
}

} // namespace fleet
