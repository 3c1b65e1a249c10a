// mathText(): the tooltip text of a readout.
#include "explaintext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace fleet {

using namespace explain;

QString mathText(const Readout &r)
{
    QString text = r.formula;
    if (!r.substituted.isEmpty())
        text += QStringLiteral("\n= ") + r.substituted;
    if (!r.source.isEmpty())
        text += QLatin1Char('\n') + Explain::tr("Source: %1").arg(r.source);
    return text;
}

bool isReadoutNamed(const QString &title, const QString &name)
{
    const QString shown = QCoreApplication::translate("Explain", name.toUtf8().constData());
    if (!shown.contains(QStringLiteral("%1")))
        return title == shown;
    QStringList parts = shown.split(QStringLiteral("%1"));
    for (QString &part : parts)
        part = QRegularExpression::escape(part);
    const QRegularExpression re(
        QRegularExpression::anchoredPattern(parts.join(QStringLiteral(".+"))));
    return re.match(title).hasMatch();
}

std::vector<ModelFlag> viewModelFlags(const QString &viewId)
{
    if (viewId == QLatin1String("scaling"))
        return {ModelFlag::EmpiricalExtrapolated, ModelFlag::EmpiricalFloor};
    if (viewId == QLatin1String("reliability"))
        return {ModelFlag::YoungOutOfRange, ModelFlag::DalyIntervalIsMtbf,
                ModelFlag::WastedTimeCapped};
    if (viewId == QLatin1String("utilization"))
        return {ModelFlag::ProgressStalls, ModelFlag::EmpiricalExtrapolated};
    if (viewId == QLatin1String("power"))
        return {ModelFlag::RackHoldsWholeCluster};
    if (viewId == QLatin1String("layout"))
        return {ModelFlag::LayoutInvalid, ModelFlag::BatchRounded};
    return {};
}

} // namespace fleet
