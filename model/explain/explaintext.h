// Shared by the readout builders (model/explain/*.cpp): the translation context and the short
// formatters every formula uses. Internal to the explain folder.
#pragma once

#include "explain.h"
#include "format.h"
#include "text.h"

#include <QCoreApplication>

namespace fleet {

/// The translation context of every readout text ("Explain" in the .ts files).
struct Explain
{
    Q_DECLARE_TR_FUNCTIONS(Explain)
};

namespace explain {

inline QString flops(double v)
{
    return formatSi(v, QStringLiteral("FLOP/s"));
}
inline QString bytesPerS(double v)
{
    return formatSi(v, QStringLiteral("B/s"));
}
inline QString bytes(double v)
{
    return formatSi(v, QStringLiteral("B"));
}
inline QString watts(double v)
{
    return formatSi(v, QStringLiteral("W"));
}
inline QString intensity(double v)
{
    return formatReadable(v) + QStringLiteral(" FLOP/byte");
}
inline QString count(double v)
{
    return formatNumber(v, 0);
}
inline QString hours(double h)
{
    return formatReadable(h) + QStringLiteral(" h");
}
/// "ring" / "tree" / "hierarchical" in the user's language.
inline QString allReduceAlgorithmName(AllReduceAlgorithm a)
{
    switch (a) {
    case AllReduceAlgorithm::Ring:
        return Explain::tr("ring");
    case AllReduceAlgorithm::Tree:
        return Explain::tr("tree");
    case AllReduceAlgorithm::Hierarchical:
        return Explain::tr("hierarchical");
    }
    return {};
}

/// "≤ 239.3 tokens/s": a roofline figure is a ceiling an ideal machine reaches.
inline QString atMost(const QString &value)
{
    return QStringLiteral("≤ ") + value;
}

/// A cooling verdict as a readout shows it: the longest on two lines by hand (a readout's value
/// never word-wraps).
inline QString coolingVerdictValue(CoolingVerdict v)
{
    QString verdict = coolingVerdictText(v);
    verdict.replace(Explain::tr("Direct-to-chip liquid cooling"),
                    Explain::tr("Direct-to-chip liquid\ncooling"));
    return verdict;
}

/// Every value coolingVerdictValue() gives (a readout's alternatives).
inline QStringList coolingVerdictValues()
{
    return {coolingVerdictValue(CoolingVerdict::Air), coolingVerdictValue(CoolingVerdict::Liquid),
            coolingVerdictValue(CoolingVerdict::DirectToChip)};
}

} // namespace explain

} // namespace fleet
