// Relative change of a readout and its indicator text (readoutchange.h).
#include "readoutchange.h"

#include "format.h"

#include <QCoreApplication>

#include <cmath>

namespace fleet {

namespace {

/// The translation context of the indicator texts.
struct ReadoutChange
{
    Q_DECLARE_TR_FUNCTIONS(ReadoutChange)
};

/// A move, classified once for both the symbol and the words.
struct Move
{
    enum class Kind { None, Percent, Factor, FromZero };
    Kind kind = Kind::None;
    bool up = false;
    double size = 0; ///< percent for Percent, the factor (≥ 2) for Factor
};

Move classify(double before, double after)
{
    const std::optional<double> relative = relativeChange(before, after);
    if (!relative) {
        // Only a finite move away from zero is worth saying without a ratio.
        if (std::isfinite(before) && std::isfinite(after) && before == 0)
            return {Move::Kind::FromZero, after > 0, 0};
        return {};
    }
    if (*relative == 0)
        return {};
    const bool up = *relative > 0;
    const double ratio = after / before; // before ≠ 0 here
    if (ratio >= 2)
        return {Move::Kind::Factor, true, ratio};
    if (ratio > 0 && ratio <= 0.5)
        return {Move::Kind::Factor, false, 1 / ratio};
    return {Move::Kind::Percent, up, std::abs(*relative) * 100};
}

QString percentText(double percent)
{
    if (percent < 0.05)
        return ReadoutChange::tr("< 0.1 %");
    return formatNumber(percent, percent >= 9.95 ? 0 : 1) + QStringLiteral(" %");
}

/// Past 10,000 the exact factor says nothing more, and its text would outgrow the space kept
/// for it.
QString factorText(double factor)
{
    if (factor >= 9999.5)
        return formatNumber(10000, 0) + QStringLiteral("+");
    return formatNumber(factor, factor >= 9.95 ? 0 : 1);
}

} // namespace

std::optional<double> relativeChange(double before, double after)
{
    if (!std::isfinite(before) || !std::isfinite(after))
        return std::nullopt;
    if (before == after)
        return 0.0;
    if (before == 0)
        return std::nullopt;
    const double relative = (after - before) / std::abs(before);
    return std::abs(relative) < kUnchangedBelow ? 0.0 : relative;
}

QString changeText(double before, double after)
{
    const Move m = classify(before, after);
    const QString arrow = m.up ? QStringLiteral("▲ ") : QStringLiteral("▼ ");
    switch (m.kind) {
    case Move::Kind::None:
        break;
    case Move::Kind::Percent:
        return arrow + percentText(m.size);
    case Move::Kind::Factor:
        return arrow + (m.up ? QStringLiteral("×") : QStringLiteral("÷")) + factorText(m.size);
    case Move::Kind::FromZero:
        return arrow + ReadoutChange::tr("from 0");
    }
    return {};
}

QString changeDescription(double before, double after)
{
    const Move m = classify(before, after);
    switch (m.kind) {
    case Move::Kind::None:
        break;
    case Move::Kind::Percent:
        return m.up ? ReadoutChange::tr("up %1").arg(percentText(m.size))
                    : ReadoutChange::tr("down %1").arg(percentText(m.size));
    case Move::Kind::Factor:
        return m.up ? ReadoutChange::tr("up %1 times").arg(factorText(m.size))
                    : ReadoutChange::tr("down %1 times").arg(factorText(m.size));
    case Move::Kind::FromZero:
        return m.up ? ReadoutChange::tr("up from 0") : ReadoutChange::tr("down from 0");
    }
    return {};
}

} // namespace fleet
