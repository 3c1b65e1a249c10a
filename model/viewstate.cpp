// The view section of scenario files (viewstate.h): reading with the scenario's error rules,
// and writing.
#include "viewstate.h"

#include "metrics.h"
#include "scenariofields.h"
#include "text.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace fleet {

QStringList viewIdList()
{
    QStringList ids;
    for (const char *id : kViewIds)
        ids << QString::fromLatin1(id);
    return ids;
}

QStringList viewChartIds(const QString &view)
{
    static const std::map<QString, QStringList> charts = {
        {QStringLiteral("roofline"), {QStringLiteral("roofline"), QStringLiteral("decode-memory")}},
        {QStringLiteral("scaling"), {QStringLiteral("speedup")}},
        {QStringLiteral("communication"),
         {QStringLiteral("bandwidth"), QStringLiteral("transfer"), QStringLiteral("allreduce-vs-n"),
          QStringLiteral("allreduce-vs-size")}},
        {QStringLiteral("reliability"),
         {QStringLiteral("mtbf"), QStringLiteral("failure"), QStringLiteral("waste")}},
        {QStringLiteral("utilization"), {QStringLiteral("curves")}},
        {QStringLiteral("power"), {QStringLiteral("rack"), QStringLiteral("pue")}},
        {QStringLiteral("layout"),
         {QStringLiteral("memory"), QStringLiteral("step"), QStringLiteral("nodes"),
          QStringLiteral("curves")}},
        {QStringLiteral("serving"),
         {QStringLiteral("latency"), QStringLiteral("throughput"), QStringLiteral("seats")}},
    };
    const auto at = charts.find(view);
    return at == charts.end() ? QStringList() : at->second;
}

ViewState parseViewState(JsonReader &r, const Catalog &catalog)
{
    ViewState view;
    if (auto current = r.optionalString(QStringLiteral("current"))) {
        const QStringList ids = viewIdList();
        if (!ids.contains(*current)) {
            QString reason = QStringLiteral("\"%1\" is not one of %2")
                                 .arg(current->left(64), ids.join(QStringLiteral(", ")));
            if (const QString near = closestKey(*current, ids); !near.isEmpty())
                reason += QStringLiteral(" (did you mean \"%1\"?)").arg(near);
            r.fail(QStringLiteral("current"), reason);
        }
        view.currentView = current->toStdString();
    }
    const QString overlaysKey = QStringLiteral("overlays");
    if (const QJsonValue v = r.value(overlaysKey); !v.isUndefined()) {
        if (!v.isArray())
            r.fail(overlaysKey, QStringLiteral("expected an array of accelerator ids, got %1")
                                    .arg(jsonTypeName(v)));
        std::vector<std::string> ids;
        QStringList known;
        for (const Accelerator &a : catalog.accelerators)
            known << toQString(a.id);
        const QJsonArray items = v.toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString where = QStringLiteral("%1[%2]").arg(overlaysKey).arg(i);
            if (!items[i].isString())
                r.fail(where, QStringLiteral("expected an accelerator id, got %1")
                                  .arg(jsonTypeName(items[i])));
            const QString id = items[i].toString();
            if (!known.contains(id)) {
                QString reason = QStringLiteral("unknown accelerator \"%1\"").arg(id.left(64));
                if (const QString near = closestKey(id, known); !near.isEmpty())
                    reason += QStringLiteral(" (did you mean \"%1\"?)").arg(near);
                r.fail(where, reason + QStringLiteral("; fleet-explorer --list-hardware shows "
                                                      "the catalog"));
            }
            if (std::find(ids.begin(), ids.end(), id.toStdString()) != ids.end())
                r.fail(where, QStringLiteral("\"%1\" is listed twice").arg(id));
            ids.push_back(id.toStdString());
        }
        view.overlays = std::move(ids);
    }
    if (auto convention = r.optionalString(QStringLiteral("bandwidth_convention"))) {
        if (*convention == QLatin1String("per-direction"))
            view.bandwidthConvention = BandwidthConvention::PerDirection;
        else if (*convention == QLatin1String("bidirectional-total"))
            view.bandwidthConvention = BandwidthConvention::BidirectionalTotal;
        else
            r.fail(QStringLiteral("bandwidth_convention"),
                   QStringLiteral("expected \"per-direction\" or \"bidirectional-total\", got "
                                  "\"%1\"")
                       .arg(convention->left(64)));
    }
    const QString lockedKey = QStringLiteral("locked_axes");
    if (const QJsonValue v = r.value(lockedKey); !v.isUndefined()) {
        if (!v.isArray())
            r.fail(lockedKey,
                   QStringLiteral("expected an array of \"view/index\" chart ids, got %1")
                       .arg(jsonTypeName(v)));
        static const QRegularExpression chart(QStringLiteral("^([a-z]+)/(\\d{1,2})$"));
        std::vector<std::string> ids;
        const QJsonArray items = v.toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString where = QStringLiteral("%1[%2]").arg(lockedKey).arg(i);
            const QRegularExpressionMatch m = chart.match(items[i].toString());
            if (!items[i].isString() || !m.hasMatch() || !viewIdList().contains(m.captured(1)))
                r.fail(where, QStringLiteral("expected \"view/index\" with a view of %1 and an "
                                             "index 0-99 (\"reliability/2\"), got %2")
                                  .arg(viewIdList().join(QStringLiteral(", ")),
                                       items[i].isString()
                                           ? QLatin1Char('"') + items[i].toString().left(64) +
                                                 QLatin1Char('"')
                                           : jsonTypeName(items[i])));
            if (std::find(ids.begin(), ids.end(), items[i].toString().toStdString()) != ids.end())
                r.fail(where, QStringLiteral("\"%1\" is listed twice").arg(items[i].toString()));
            ids.push_back(items[i].toString().toStdString());
        }
        view.lockedAxes = std::move(ids);
    }
    const QString fieldKey = QStringLiteral("field_data");
    if (const QJsonValue v = r.value(fieldKey); !v.isUndefined()) {
        if (!v.isObject())
            r.fail(fieldKey, QStringLiteral("expected an object of \"view/index\": true or false, "
                                            "got %1")
                                 .arg(jsonTypeName(v)));
        static const QRegularExpression chart(QStringLiteral("^([a-z]+)/(\\d{1,2})$"));
        std::map<std::string, bool> shown;
        const QJsonObject items = v.toObject();
        for (auto it = items.begin(); it != items.end(); ++it) {
            const QString where = QStringLiteral("%1.%2").arg(fieldKey, it.key().left(64));
            const QRegularExpressionMatch m = chart.match(it.key());
            if (!m.hasMatch() || !viewIdList().contains(m.captured(1)))
                r.fail(where, QStringLiteral("expected a chart id \"view/index\" with a view of "
                                             "%1 and an index 0-99 (\"reliability/0\")")
                                  .arg(viewIdList().join(QStringLiteral(", "))));
            if (!it.value().isBool())
                r.fail(
                    where,
                    QStringLiteral("expected true or false, got %1").arg(jsonTypeName(it.value())));
            shown[it.key().toStdString()] = it.value().toBool();
        }
        view.fieldData = std::move(shown);
    }
    if (r.has(QStringLiteral("calibrated"))) {
        JsonReader inputs = r.object(QStringLiteral("calibrated"));
        std::map<std::string, CalibratedInput> calibrated;
        for (const QString &path : inputs.json().keys()) {
            const auto spec = std::find_if(fieldSpecs().begin(), fieldSpecs().end(),
                                           [&](const FieldSpec &f) { return f.path() == path; });
            if (spec == fieldSpecs().end())
                inputs.fail(path.left(64),
                            QStringLiteral("expected a numeric input as \"section.key\" "
                                           "(\"reliability.accelerator_mttf_h\")"));
            JsonReader entry = inputs.object(path);
            const double value = entry.number(QStringLiteral("value"), spec->range);
            const QString from = entry.string(QStringLiteral("from"));
            if (from.size() > 300)
                entry.fail(
                    QStringLiteral("from"),
                    QStringLiteral("expected at most 300 characters, got %1").arg(from.size()));
            entry.finish();
            calibrated[path.toStdString()] = {value, from.toStdString()};
        }
        view.calibrated = std::move(calibrated);
    }
    if (r.has(QStringLiteral("sweep"))) {
        JsonReader sweep = r.object(QStringLiteral("sweep"));
        SweepViewState state;
        const QString output = sweep.string(QStringLiteral("output"));
        if (!findMetric(output)) {
            const QString near = closestKey(output, metricKeys());
            sweep.fail(QStringLiteral("output"),
                       QStringLiteral("\"%1\" is not a numeric results key%2")
                           .arg(output.left(64),
                                near.isEmpty()
                                    ? QString()
                                    : QStringLiteral(" (did you mean \"%1\"?)").arg(near)));
        }
        const QString input = sweep.string(QStringLiteral("input"));
        QStringList paths;
        for (const FieldSpec &f : fieldSpecs())
            paths << f.path();
        if (!paths.contains(input)) {
            const QString near = closestKey(input, paths);
            sweep.fail(QStringLiteral("input"),
                       QStringLiteral("\"%1\" is not a numeric input as \"section.key\"%2")
                           .arg(input.left(64),
                                near.isEmpty()
                                    ? QString()
                                    : QStringLiteral(" (did you mean \"%1\"?)").arg(near)));
        }
        state.output = output.toStdString();
        state.input = input.toStdString();
        for (auto [key, into] : {std::pair{QStringLiteral("from"), &state.from},
                                 std::pair{QStringLiteral("to"), &state.to},
                                 std::pair{QStringLiteral("target"), &state.target}}) {
            if (!sweep.has(key))
                continue;
            const QString text = sweep.string(key);
            if (text.size() > 64)
                sweep.fail(
                    key, QStringLiteral("expected at most 64 characters, got %1").arg(text.size()));
            *into = text.toStdString();
        }
        sweep.finish();
        view.sweep = std::move(state);
    }
    view.snapToNodes = r.optionalBool(QStringLiteral("snap_to_nodes"));
    r.finish();
    return view;
}

QJsonObject viewStateToJson(const ViewState &view)
{
    QJsonObject o;
    if (view.currentView)
        o[QStringLiteral("current")] = toQString(*view.currentView);
    if (view.overlays) {
        QJsonArray ids;
        for (const std::string &id : *view.overlays)
            ids.append(toQString(id));
        o[QStringLiteral("overlays")] = ids;
    }
    if (view.bandwidthConvention)
        o[QStringLiteral("bandwidth_convention")] =
            QString::fromLatin1(bandwidthConventionId(*view.bandwidthConvention));
    if (view.lockedAxes) {
        QJsonArray ids;
        for (const std::string &id : *view.lockedAxes)
            ids.append(toQString(id));
        o[QStringLiteral("locked_axes")] = ids;
    }
    if (view.fieldData) {
        QJsonObject shown;
        for (const auto &[chart, on] : *view.fieldData)
            shown[toQString(chart)] = on;
        o[QStringLiteral("field_data")] = shown;
    }
    if (view.calibrated) {
        QJsonObject inputs;
        for (const auto &[path, input] : *view.calibrated)
            inputs[toQString(path)] = QJsonObject{{QStringLiteral("value"), input.value},
                                                  {QStringLiteral("from"), toQString(input.from)}};
        o[QStringLiteral("calibrated")] = inputs;
    }
    if (view.sweep) {
        QJsonObject sweep{{QStringLiteral("output"), toQString(view.sweep->output)},
                          {QStringLiteral("input"), toQString(view.sweep->input)}};
        for (auto [key, text] : {std::pair{QStringLiteral("from"), &view.sweep->from},
                                 std::pair{QStringLiteral("to"), &view.sweep->to},
                                 std::pair{QStringLiteral("target"), &view.sweep->target}}) {
            if (!text->empty())
                sweep[key] = toQString(*text);
        }
        o[QStringLiteral("sweep")] = sweep;
    }
    if (view.snapToNodes)
        o[QStringLiteral("snap_to_nodes")] = *view.snapToNodes;
    return o;
}

} // namespace fleet
