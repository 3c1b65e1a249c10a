// The model beside each field-data entry (fielddata.h): its value of the measure under the
// entry's scenario, measured ÷ model, and the chart and place the entry is drawn at.
#include "fielddata.h"

#include "markdowntable.h"
#include "scenariofields.h"
#include "scenarioio.h"

#include <QJsonArray>

#include <stdexcept>

namespace fleet {

namespace {

/// The number at "section.key" of a results JSON, or nullopt (absent, null, not a number).
std::optional<double> resultNumber(const QJsonObject &results, const QString &path)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot <= 0)
        return std::nullopt;
    const QJsonValue section = results.value(path.left(dot));
    if (!section.isObject())
        return std::nullopt;
    const QJsonValue v = section.toObject().value(path.mid(dot + 1));
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

/// The value of a scenario field ("facility.pue"), or nullopt (not a field, or left automatic).
std::optional<double> scenarioNumber(const Scenario &s, const QString &path)
{
    for (const FieldSpec &spec : fieldSpecs()) {
        if (spec.path() != path || qstrcmp(spec.section, "hardware") == 0)
            continue;
        if (spec.isSet && !spec.isSet(s))
            return std::nullopt;
        return spec.get(s);
    }
    return std::nullopt;
}

FieldChart chartOf(const std::string &measure, bool perAccelerator)
{
    if (measure == "reliability.expected_failures" || measure == "reliability.cluster_mtbf_h" ||
        measure == "reliability.failure_rate_per_h")
        return FieldChart::MtbfVsN;
    if (measure == "utilization.effective_fraction")
        return FieldChart::MfuVsN;
    if (measure == "utilization.effective_flop_per_s" && perAccelerator)
        return FieldChart::FlopPerAcceleratorVsN;
    if (measure == "run.accelerator_hours" || measure == "run.training_time_s" ||
        measure == "utilization.training_time_s")
        return FieldChart::TimeToTrainVsN;
    if (measure == "run.energy_wh" || measure == "run.co2_kg" || measure == "run.cost_usd")
        return FieldChart::RunTotals;
    if (measure == "power.node_power_w")
        return FieldChart::NodePower;
    if (measure == "power.rack_power_w")
        return FieldChart::RackPower;
    if (measure == "facility.pue")
        return FieldChart::Pue;
    if (measure == "roofline.decode_tokens_per_s")
        return FieldChart::RooflineDecode;
    if (measure == "communication.allreduce_s")
        return FieldChart::AllReduceVsMessage;
    return FieldChart::Other;
}

QString originText(FieldOrigin origin)
{
    return origin == FieldOrigin::Own ? QStringLiteral("own") : QStringLiteral("quoted");
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString number(double v)
{
    return QString::number(v, 'g', 6);
}

} // namespace

const char *fieldChartId(FieldChart chart)
{
    switch (chart) {
    case FieldChart::MtbfVsN:
        return "mtbf-vs-n";
    case FieldChart::MfuVsN:
        return "mfu-vs-n";
    case FieldChart::FlopPerAcceleratorVsN:
        return "flop-per-accelerator-vs-n";
    case FieldChart::TimeToTrainVsN:
        return "time-to-train-vs-n";
    case FieldChart::RunTotals:
        return "run-totals";
    case FieldChart::NodePower:
        return "node-power";
    case FieldChart::RackPower:
        return "rack-power";
    case FieldChart::Pue:
        return "pue";
    case FieldChart::RooflineDecode:
        return "roofline-decode";
    case FieldChart::AllReduceVsMessage:
        return "allreduce-vs-message";
    case FieldChart::Other:
        break;
    }
    return "other";
}

std::optional<double> fieldModelValue(const FieldEntry &entry, const Results &results)
{
    const QString measure = q(entry.measure);
    std::optional<double> v = resultNumber(resultsToJson(results), measure);
    if (!v)
        v = scenarioNumber(entry.scenario, measure);
    if (!v)
        return std::nullopt;
    if (entry.perAccelerator)
        *v /= entry.scenario.cluster.accelerators;
    return v;
}

FieldComparison compareFieldEntry(const FieldEntry &entry)
{
    FieldComparison c;
    c.entry = entry;
    c.results = evaluate(entry.scenario);
    const std::optional<double> model = fieldModelValue(entry, c.results);
    if (!model || !(*model > 0))
        throw std::invalid_argument("field entry " + entry.id + ": the model gives no positive " +
                                    "number for " + entry.measure);
    c.model = *model;
    c.ratio = entry.value / c.model;
    c.chart = chartOf(entry.measure, entry.perAccelerator);

    const QJsonObject json = resultsToJson(c.results);
    const auto at = [&](const char *path) {
        return resultNumber(json, QLatin1String(path)).value_or(0);
    };
    const double n = entry.scenario.cluster.accelerators;
    c.x = n;
    c.y = entry.value;
    c.modelY = c.model;
    switch (c.chart) {
    case FieldChart::MtbfVsN:
        // The observed MTBF: the window over the interruptions seen in it, or the rate's inverse.
        if (entry.measure == "reliability.expected_failures")
            c.y = entry.scenario.reliability.horizonH / entry.value;
        else if (entry.measure == "reliability.failure_rate_per_h")
            c.y = 1 / entry.value;
        c.modelY = at("reliability.cluster_mtbf_h");
        break;
    case FieldChart::TimeToTrainVsN:
        if (entry.measure == "run.accelerator_hours")
            c.y = entry.value * 3600 / n; // accelerator-hours over N accelerators, in s
        c.modelY = at("run.training_time_s");
        break;
    case FieldChart::NodePower:
        c.x = entry.scenario.cluster.acceleratorsPerNode;
        break;
    case FieldChart::RackPower:
        c.x = at("power.accelerators_per_rack");
        break;
    case FieldChart::Pue:
        c.x = at("power.it_load_w");
        break;
    case FieldChart::RooflineDecode: {
        // Attained FLOP/s: 2 · P FLOPs per token decoded.
        const double flopPerToken = 2 * entry.scenario.workload.parameters;
        c.x = at("roofline.decode_intensity_flop_per_byte");
        c.y = entry.value * flopPerToken;
        c.modelY = c.model * flopPerToken;
        break;
    }
    case FieldChart::AllReduceVsMessage:
        c.x = at("communication.message_bytes");
        break;
    case FieldChart::MfuVsN:
    case FieldChart::FlopPerAcceleratorVsN:
    case FieldChart::RunTotals:
    case FieldChart::Other:
        break;
    }
    return c;
}

std::vector<FieldComparison> compareFieldData(const FieldData &data)
{
    std::vector<FieldComparison> out;
    out.reserve(data.entries.size());
    for (const FieldEntry &e : data.entries)
        out.push_back(compareFieldEntry(e));
    return out;
}

QJsonObject fieldComparisonJson(const std::vector<FieldComparison> &comparisons)
{
    QJsonArray entries;
    for (const FieldComparison &c : comparisons) {
        const FieldEntry &e = c.entry;
        QJsonObject setting{{QStringLiteral("hardware"), q(e.setting.hardware)}};
        if (!e.setting.model.empty())
            setting.insert(QStringLiteral("model"), q(e.setting.model));
        if (!e.setting.fabric.empty())
            setting.insert(QStringLiteral("fabric"), q(e.setting.fabric));
        if (!e.setting.duration.empty())
            setting.insert(QStringLiteral("duration"), q(e.setting.duration));
        QJsonObject source{{QStringLiteral("title"), q(e.source.title)},
                           {QStringLiteral("authors"), q(e.source.authors)},
                           {QStringLiteral("where"), q(e.source.where)},
                           {QStringLiteral("year"), e.source.year},
                           {QStringLiteral("origin"), originText(e.source.origin)}};
        if (!e.source.quotedFrom.empty())
            source.insert(QStringLiteral("quoted_from"), q(e.source.quotedFrom));
        if (!e.source.url.empty())
            source.insert(QStringLiteral("url"), q(e.source.url));
        QJsonObject entry{
            {QStringLiteral("id"), q(e.id)},
            {QStringLiteral("measure"), q(e.measure)},
            {QStringLiteral("per_accelerator"), e.perAccelerator},
            {QStringLiteral("measured"), e.value},
            {QStringLiteral("unit"), q(e.unit)},
            {QStringLiteral("published"), q(e.published)},
            {QStringLiteral("model"), c.model},
            {QStringLiteral("ratio"), c.ratio},
            {QStringLiteral("setting"), setting},
            {QStringLiteral("source"), source},
            {QStringLiteral("approximate"), e.approximate},
            {QStringLiteral("chart"),
             QJsonObject{{QStringLiteral("id"), QLatin1String(fieldChartId(c.chart))},
                         {QStringLiteral("x"), c.x},
                         {QStringLiteral("y"), c.y},
                         {QStringLiteral("model_y"), c.modelY}}},
        };
        if (!e.note.empty())
            entry.insert(QStringLiteral("note"), q(e.note));
        entries.append(entry);
    }
    return {{QStringLiteral("format"), QStringLiteral("fleet-explorer-field-comparison")},
            {QStringLiteral("entries"), entries}};
}

QStringList fieldComparisonHeader()
{
    return {QStringLiteral("Entry"), QStringLiteral("Measure"),          QStringLiteral("Measured"),
            QStringLiteral("Model"), QStringLiteral("Measured ÷ model"), QStringLiteral("Source")};
}

QList<QStringList> fieldComparisonRows(const std::vector<FieldComparison> &comparisons)
{
    QList<QStringList> rows;
    for (const FieldComparison &c : comparisons) {
        const FieldEntry &e = c.entry;
        QString source = q(e.source.authors) + QStringLiteral(" ") +
                         QString::number(e.source.year) + QStringLiteral(", ") + q(e.source.where);
        if (e.source.origin == FieldOrigin::Quoted)
            source += QStringLiteral(" (quoted from ") + q(e.source.quotedFrom) + QLatin1Char(')');
        const QString unit =
            q(e.unit) + (e.perAccelerator ? QStringLiteral(" per accelerator") : QString());
        rows.append({q(e.id), q(e.measure),
                     number(e.value) + QLatin1Char(' ') + unit +
                         (e.approximate ? QStringLiteral(" (approximate)") : QString()),
                     number(c.model) + QLatin1Char(' ') + unit, number(c.ratio), source});
    }
    return rows;
}

QString fieldComparisonMarkdown(const std::vector<FieldComparison> &comparisons)
{
    return markdownTable(fieldComparisonHeader(), fieldComparisonRows(comparisons));
}

} // namespace fleet
