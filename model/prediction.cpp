// leadingQuantity and predictionError (prediction.h).
#include "prediction.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace fleet {

std::optional<Quantity> leadingQuantity(const QString &text)
{
    QString line = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    // A bound ("≤ 208.6 tokens/s": an upper bound on speed) is the number it bounds.
    const QChar bounds[] = {QChar(0x2264), QChar(0x2265), QChar(0x2248), QLatin1Char('~')};
    for (const QChar bound : bounds) {
        if (line.startsWith(bound)) {
            line = line.mid(1).trimmed();
            break;
        }
    }
    QString prefix;
    if (line.startsWith(QLatin1Char('$'))) {
        prefix = QStringLiteral("$");
        line = line.mid(1);
    }
    static const QRegularExpression number(
        QStringLiteral(R"(^([-−]?[0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)\s*(.*)$)"));
    const QRegularExpressionMatch m = number.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    QString digits = m.captured(1);
    digits.remove(QLatin1Char(','));
    digits.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    const double value = digits.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    const QString unit = m.captured(2).trimmed();
    return Quantity{value, prefix.isEmpty()
                               ? unit
                               : (unit.isEmpty() ? prefix : prefix + QLatin1Char(' ') + unit)};
}

PredictionError predictionError(double predicted, double actual, double tolerance)
{
    PredictionError e;
    const double scale = std::max(std::abs(actual), std::abs(predicted));
    if (scale == 0 || std::abs(predicted - actual) <= tolerance * std::abs(actual))
        return e; // Right
    e.direction = predicted > actual ? PredictionError::Direction::TooHigh
                                     : PredictionError::Direction::TooLow;
    if (predicted > 0 && actual > 0)
        e.factor = std::max(predicted / actual, actual / predicted);
    else if (predicted < 0 && actual < 0)
        e.factor = std::max(predicted / actual, actual / predicted);
    else
        e.factor = 0;
    return e;
}

/// The translation context of the words below ("Prediction" in the .ts files).
struct PredictionText
{
    Q_DECLARE_TR_FUNCTIONS(Prediction)
};

QString describePredictionError(const PredictionError &error, double tolerance)
{
    switch (error.direction) {
    case PredictionError::Direction::Right:
        return PredictionText::tr("right (within %1 %)")
            .arg(QString::number(tolerance * 100, 'g', 3));
    case PredictionError::Direction::TooHigh:
        return error.factor > 0
                   ? PredictionText::tr("%1× too high")
                         .arg(QString::number(error.factor, 'f', error.factor < 10 ? 1 : 0))
                   : PredictionText::tr("too high");
    case PredictionError::Direction::TooLow:
        break;
    }
    return error.factor > 0
               ? PredictionText::tr("%1× too low")
                     .arg(QString::number(error.factor, 'f', error.factor < 10 ? 1 : 0))
               : PredictionText::tr("too low");
}

} // namespace fleet
