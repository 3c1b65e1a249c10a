// mathText(): the tooltip text of a readout.
#include "explaintext.h"

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

} // namespace fleet
