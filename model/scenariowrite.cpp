// Writing scenario files: the JSON form parseScenario() reads, saved atomically.
#include "scenarioio.h"

#include "atomicfile.h"
#include "coupled.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "text.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fleet {

QJsonObject scenarioToJson(const Scenario &s, const ViewState &view)
{
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(kScenarioFormat);
    root[QStringLiteral("version")] = 1;
    if (!s.name.empty())
        root[QStringLiteral("name")] = toQString(s.name);
    root[QStringLiteral("model")] = QString::fromLatin1(modelModeId(modelModeOf(s)));

    QJsonObject hw;
    if (s.accelerator.custom) {
        const Accelerator &a = s.accelerator;
        QJsonObject o;
        o[QStringLiteral("id")] = toQString(a.id);
        o[QStringLiteral("name")] = toQString(a.name);
        if (!a.source.empty())
            o[QStringLiteral("source")] = toQString(a.source);
        if (!a.scaleUpLink.empty())
            o[QStringLiteral("scale_up_link")] = toQString(a.scaleUpLink);
        if (a.tdpIsEstimate)
            o[QStringLiteral("tdp_is_estimate")] = true;
        o[QStringLiteral("peak_bf16_flop_per_s")] = a.peakBf16FlopPerS;
        if (a.peakFp8FlopPerS)
            o[QStringLiteral("peak_fp8_flop_per_s")] = *a.peakFp8FlopPerS;
        o[QStringLiteral("hbm_bandwidth_bytes_per_s")] = a.hbmBandwidthBytesPerS;
        o[QStringLiteral("hbm_capacity_bytes")] = a.hbmCapacityBytes;
        o[QStringLiteral("tdp_w")] = a.tdpW;
        if (a.nodeOverheadW)
            o[QStringLiteral("node_overhead_w")] = *a.nodeOverheadW;
        hw[QStringLiteral("accelerator")] = o;
    } else {
        hw[QStringLiteral("accelerator")] = toQString(s.accelerator.id);
    }
    hw[QStringLiteral("precision")] = QString::fromLatin1(precisionId(s.precision));
    auto link = [](const Link &l) -> QJsonValue {
        if (!l.custom)
            return toQString(l.id);
        QJsonObject o;
        o[QStringLiteral("id")] = toQString(l.id);
        o[QStringLiteral("name")] = toQString(l.name);
        o[QStringLiteral("tier")] = QString::fromLatin1(linkTierId(l.tier));
        if (!l.source.empty())
            o[QStringLiteral("source")] = toQString(l.source);
        o[QStringLiteral("bandwidth_bytes_per_s")] = l.bandwidthBytesPerS;
        o[QStringLiteral("latency_s")] = l.latencyS;
        if (l.bandwidthIsEstimate)
            o[QStringLiteral("bandwidth_is_estimate")] = true;
        if (l.latencyIsEstimate)
            o[QStringLiteral("latency_is_estimate")] = true;
        return o;
    };
    hw[QStringLiteral("intra_node_link")] = link(s.intraNodeLink);
    hw[QStringLiteral("inter_node_link")] = link(s.interNodeLink);
    root[QStringLiteral("hardware")] = hw;

    for (const char *sectionName : kScenarioSections) {
        QJsonObject section;
        for (const FieldSpec &spec : fieldSpecs()) {
            if (qstrcmp(spec.section, sectionName) != 0 || choiceForField(spec.id))
                continue;
            if (spec.optional && spec.isSet && !spec.isSet(s))
                continue; // unset: the automatic value (the gradients' size, P, L)
            section[QString::fromLatin1(spec.key)] = spec.get(s);
        }
        // A choice is written as its word, or as the number of its field when set by hand.
        for (const ChoiceSpec &choice : choiceSpecs()) {
            if (qstrcmp(choice.section, sectionName) != 0)
                continue;
            const int index = choice.get(s);
            const char *word = choice.options[size_t(index)].id;
            section[QString::fromLatin1(choice.key)] =
                word ? QJsonValue(QString::fromLatin1(word))
                     : QJsonValue(fieldSpec(*choice.numeric).get(s));
        }
        if (qstrcmp(sectionName, "reliability") == 0) {
            QJsonArray components;
            for (const NodeComponent &c : s.reliability.nodeComponents)
                components.append(QJsonObject{{QStringLiteral("name"), toQString(c.name)},
                                              {QStringLiteral("count_per_node"), c.countPerNode},
                                              {QStringLiteral("mttf_h"), c.mttfH}});
            section[QStringLiteral("node_components")] = components;
        }
        if (qstrcmp(sectionName, "operations") == 0) {
            QJsonArray excluded;
            for (int i = 0; i < kOverheadCount; ++i) {
                if (s.operations.excluded[i])
                    excluded.append(QString::fromLatin1(overheadId(static_cast<Overhead>(i))));
            }
            if (!excluded.isEmpty())
                section[QStringLiteral("excluded")] = excluded;
        }
        root[QString::fromLatin1(sectionName)] = section;
    }
    if (!view.isEmpty())
        root[QStringLiteral("view")] = viewStateToJson(view);
    return root;
}

QByteArray serializeScenario(const Scenario &s, const ViewState &view)
{
    return QJsonDocument(scenarioToJson(s, view)).toJson(QJsonDocument::Indented);
}

void saveScenarioFile(const Scenario &s, const QString &path, const ViewState &view)
{
    const QString error = writeFileAtomically(path, serializeScenario(s, view));
    if (!error.isEmpty())
        throw InputError(path, QString(), QStringLiteral("cannot write file: %1").arg(error));
}

} // namespace fleet
