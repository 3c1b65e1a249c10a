// leadingQuantity and predictionError (prediction.h).
#include "prediction.h"

#include "format.h"
#include "unitinput.h"

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
    // A number, as a power of ten too ("7.1 × 10⁻⁶", formatPowerOfTen()).
    static const QRegularExpression number(QStringLiteral(
        R"(^([-−]?[0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)(?:\s*×\s*10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?\s*(.*)$)"));
    const QRegularExpressionMatch m = number.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    QString digits = m.captured(1);
    digits.remove(QLatin1Char(','));
    digits.replace(QChar(0x2212), QLatin1Char('-'));
    if (!m.captured(2).isEmpty()) {
        static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
        QString exponent = QStringLiteral("e");
        for (const QChar c : m.captured(2))
            exponent += c == QChar(u'⁻') ? QLatin1Char('-')
                                         : QChar(u'0' + char16_t(superscripts.indexOf(c)));
        digits += exponent;
    }
    bool ok = false;
    const double value = digits.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    const QString unit = m.captured(3).trimmed();
    return Quantity{value, prefix.isEmpty()
                               ? unit
                               : (unit.isEmpty() ? prefix : prefix + QLatin1Char(' ') + unit)};
}

PredictionError predictionError(double predicted, double actual, double tolerance)
{
    PredictionError e;
    const double scale = std::max(std::abs(actual), std::abs(predicted));
    e.difference = predicted - actual;
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

QString describePredictionError(const PredictionError &error, double tolerance, const QString &unit)
{
    if (error.direction != PredictionError::Direction::Right && unit == QLatin1String("%")) {
        const QString points = formatReadable(std::abs(error.difference));
        return error.direction == PredictionError::Direction::TooHigh
                   ? PredictionText::tr("%1 percentage points too high").arg(points)
                   : PredictionText::tr("%1 percentage points too low").arg(points);
    }
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

QString withUnit(double value, const QString &unit)
{
    const QString number = formatReadable(value);
    if (unit.isEmpty())
        return number;
    return unit.startsWith(QChar(0x00D7)) ? number + unit : number + QLatin1Char(' ') + unit;
}

namespace {

/// Half a unit in the last printed place of `digits` ("6.1" → 0.05, "98" → 0.5); exponent
/// forms count as exact to three digits.
double halfLastPlace(const QString &digits, double value)
{
    if (digits.contains(QLatin1Char('e')) || digits.contains(QLatin1Char('E')))
        return std::abs(value) * 5e-3;
    const qsizetype dot = digits.indexOf(QLatin1Char('.'));
    const int decimals = dot < 0 ? 0 : int(digits.size() - dot - 1);
    return 0.5 * std::pow(10.0, -decimals);
}

/// The significant digits `digits` prints ("0.50" → 2, "1,000" → 4, "7" → 1).
int significantDigits(const QString &digits)
{
    QString mantissa = digits.section(QLatin1Char('e'), 0, 0).section(QLatin1Char('E'), 0, 0);
    mantissa.remove(QLatin1Char(','));
    mantissa.remove(QLatin1Char('.'));
    qsizetype first = 0;
    while (first < mantissa.size() && mantissa[first] == QLatin1Char('0'))
        ++first;
    return static_cast<int>(std::max<qsizetype>(1, mantissa.size() - first));
}

/// Whether `token`, the word after a number, is a unit (so that number is no bare count):
/// "%", "×…", or a physical unit the typed-value parser converts ("h", "GB/s").
bool isUnitWord(const QString &token)
{
    return token == QStringLiteral("%") || token.startsWith(QChar(0x00D7)) ||
           isConvertibleUnit(token);
}

} // namespace

QString concealQuantities(QString text, const QStringList &hiddenValues)
{
    for (const QString &value : hiddenValues)
        text = concealQuantity(text, value);
    return text;
}

QString concealQuantitiesExcept(const QString &text, const QStringList &hiddenValues,
                                const QStringList &shown)
{
    if (shown.isEmpty() || hiddenValues.isEmpty())
        return concealQuantities(text, hiddenValues);
    // Each shown value, where it stands whole (not the end of a longer number), becomes a
    // character of the private use area that no concealment reads as a number; then back.
    QString kept = text;
    QStringList put;
    for (const QString &value : shown) {
        if (put.size() >= 0x1000)
            break;
        const QRegularExpression whole(
            QStringLiteral(R"((?<![\w.,])%1(?![0-9]))").arg(QRegularExpression::escape(value)));
        const QString mark(QChar(0xE000 + static_cast<int>(put.size())));
        const QString before = kept;
        kept.replace(whole, mark);
        if (kept != before)
            put << value;
    }
    if (put.isEmpty())
        return concealQuantities(text, hiddenValues);
    QString out = concealQuantities(kept, hiddenValues);
    for (qsizetype i = 0; i < put.size(); ++i)
        out.replace(QChar(0xE000 + static_cast<int>(i)), put[i]);
    return out;
}

QString concealQuantity(const QString &text, const QString &hiddenValue)
{
    const std::optional<Quantity> hidden = leadingQuantity(hiddenValue);
    if (!hidden || text.isEmpty())
        return text;
    static const QRegularExpression numberPattern(
        QStringLiteral(R"((?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)( ?))"));
    static const QRegularExpression unitPattern(QStringLiteral(R"(^[^\s,;:()=\n]+)"));
    // The hidden number as printed, for its precision.
    const QRegularExpressionMatch own =
        numberPattern.match(hiddenValue.section(QLatin1Char('\n'), 0, 0));
    const double hiddenHalf = own.hasMatch() ? halfLastPlace(own.captured(1), hidden->value) : 0.0;
    const int hiddenDigits = own.hasMatch() ? significantDigits(own.captured(1)) : 1;
    // The unit's first word: up to a space, or to a bracket that glosses it ("×（单向）", the
    // Chinese "× per direction", is the unit ×).
    static const QRegularExpression unitWordEnd(QStringLiteral("[ (（]"));
    const QString hiddenFirstWord = hidden->unit.section(unitWordEnd, 0, 0);

    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = numberPattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString digits = m.captured(1);
        const QString rest = text.mid(m.capturedEnd(0));
        const QRegularExpressionMatch unitMatch = unitPattern.match(rest);
        const QString token = unitMatch.hasMatch() ? unitMatch.captured(0) : QString();
        digits.remove(QLatin1Char(','));
        bool ok = false;
        const double printed = digits.toDouble(&ok);
        if (!ok)
            continue;
        // The unit after the number, and the number in the hidden value's unit.
        qsizetype unitLength = 0;
        double scale = 0; // printed unit → hidden unit
        if (hidden->unit.isEmpty()) {
            // A plain number: a word after it is no unit of it, but a unit says it is another
            // quantity ("24 h" is no expected-failure count).
            scale = isUnitWord(token) ? 0 : 1;
        } else if (rest.startsWith(hidden->unit)) {
            scale = 1;
            unitLength = hidden->unit.size();
        } else if (!token.isEmpty() && token == hiddenFirstWord) {
            scale = 1;
            unitLength = token.size();
        } else if (!token.isEmpty() && isConvertibleUnit(hidden->unit)) {
            const TypedValue one = parseTypedValue(QStringLiteral("1 ") + token, hidden->unit);
            if (one.status == TypedValue::Status::Ok && one.shown > 0) {
                scale = one.shown;
                unitLength = token.size();
            }
        }
        if (scale <= 0)
            continue;
        const double inHiddenUnit = printed * scale;
        // A number of one significant digit ("≥ 1 failure") stands for the hidden value only
        // when equal to it at the hidden value's own precision: "1" is not every value from
        // 0.5 to 1.5, "98 %" is 98.0 %.
        const bool coarse = significantDigits(digits) < 2 && hiddenDigits >= 2;
        const double slack = (coarse ? 0.0 : halfLastPlace(digits, printed) * scale) + hiddenHalf +
                             1e-9 * std::abs(hidden->value);
        if (std::abs(inHiddenUnit - hidden->value) > slack)
            continue;
        out += text.mid(last, m.capturedStart(1) - last) + QStringLiteral("?");
        last = m.capturedEnd(0) + unitLength;
        if (unitLength == 0)
            last = m.capturedEnd(1);
    }
    if (last == 0)
        return text;
    return out + text.mid(last);
}

} // namespace fleet
