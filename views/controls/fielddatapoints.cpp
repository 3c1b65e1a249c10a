// Field comparisons as chart points (fielddatapoints.h).
#include "fielddatapoints.h"

#include "format.h"
#include "text.h"

#include <algorithm>

namespace fleet {

QString FieldDataText::ratio(double measuredOverModel)
{
    return tr("measured ÷ model = %1×")
        .arg(formatNumber(measuredOverModel, measuredOverModel < 10 ? 2 : 1));
}

QString FieldDataText::source(const FieldEntry &entry)
{
    const FieldSource &s = entry.source;
    QStringList parts;
    if (!s.authors.empty())
        parts << toQString(s.authors);
    parts << toQString(s.title);
    if (!s.where.empty())
        parts << toQString(s.where);
    parts << QString::number(s.year);
    QString text = parts.join(QStringLiteral(", "));
    if (s.origin == FieldOrigin::Quoted)
        text += QStringLiteral("; ") + tr("quoted from %1").arg(toQString(s.quotedFrom));
    if (entry.approximate)
        text += QStringLiteral("; ") + tr("approximate");
    return text;
}

QString FieldDataText::tooltip(const FieldComparison &c)
{
    const FieldEntry &e = c.entry;
    QStringList lines;
    QStringList setting;
    if (!e.setting.model.empty())
        setting << toQString(e.setting.model);
    if (!e.setting.hardware.empty())
        setting << toQString(e.setting.hardware);
    if (!setting.isEmpty())
        lines << setting.join(QStringLiteral(" · "));
    if (!e.published.empty())
        lines << tr("Published: %1").arg(toQString(e.published));
    lines << ratio(c.ratio);
    lines << source(e);
    return lines.join(QLatin1Char('\n'));
}

std::vector<FieldComparison> fieldComparisons(const Catalog &catalog)
{
    return compareFieldData(embeddedFieldData(catalog));
}

std::vector<FieldPoint>
fieldPointsFor(const std::vector<FieldComparison> &comparisons,
               const std::vector<FieldChart> &charts,
               const std::function<CurvePoint(const FieldComparison &)> &place, bool labelled)
{
    std::vector<FieldPoint> points;
    for (const FieldComparison &c : comparisons) {
        if (std::find(charts.begin(), charts.end(), c.chart) == charts.end())
            continue;
        const CurvePoint at = place ? place(c) : CurvePoint{c.x, c.y};
        QString label = labelled ? toQString(c.entry.setting.model) : QString();
        for (const FieldPoint &p : points) {
            if (p.x == at.x && p.label == label)
                label.clear();
        }
        points.push_back({at.x, at.y, label, FieldDataText::tooltip(c)});
    }
    return points;
}

} // namespace fleet
