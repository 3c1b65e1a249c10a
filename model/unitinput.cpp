// Typed values with units (unitinput.h): the number, the unit, its SI prefix and its quantity,
// the conversion into the field's display unit, and the notes for conversions and clamps.
#include "unitinput.h"

#include "format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <optional>
#include <utility>

namespace fleet {

namespace {

/// The translation context of these texts ("TypedValue" in the .ts files).
struct TypedValueText
{
    Q_DECLARE_TR_FUNCTIONS(TypedValue)
};

enum class Quantity { FlopRate, ByteRate, Bytes, Power, Time };

struct BaseUnit
{
    const char *symbol;
    Quantity quantity;
    double factor; ///< in the quantity's SI unit (FLOP/s, B/s, B, W, s)
    bool prefixes; ///< takes an SI prefix
    bool binary;   ///< also takes Ki, Mi, Gi, Ti, Pi
    bool bits;     ///< counts bits, not bytes
};

// Longer symbols first is not needed: a symbol is matched whole, after an optional prefix.
constexpr std::array<BaseUnit, 15> kBaseUnits = {{
    {"FLOP/s", Quantity::FlopRate, 1, true, false, false},
    {"FLOPS", Quantity::FlopRate, 1, true, false, false},
    {"flop/s", Quantity::FlopRate, 1, true, false, false},
    {"B/s", Quantity::ByteRate, 1, true, true, false},
    {"b/s", Quantity::ByteRate, 0.125, true, false, true},
    {"bit/s", Quantity::ByteRate, 0.125, true, false, true},
    {"bps", Quantity::ByteRate, 0.125, true, false, true},
    {"B", Quantity::Bytes, 1, true, true, false},
    {"bytes", Quantity::Bytes, 1, false, false, false},
    {"W", Quantity::Power, 1, true, false, false},
    {"s", Quantity::Time, 1, true, false, false},
    {"min", Quantity::Time, 60, false, false, false},
    {"h", Quantity::Time, 3600, false, false, false},
    {"day", Quantity::Time, 86400, false, false, false},
    {"year", Quantity::Time, 365 * 86400.0, false, false, false}, // 365 days, as formatted
}};

struct Prefix
{
    const char *symbol; // UTF-8
    double factor;
    bool binary;
};

constexpr std::array<Prefix, 17> kPrefixes = {{
    {"n", 1e-9, false},
    {"\xC2\xB5", 1e-6, false} /* µ micro sign */,
    {"\xCE\xBC", 1e-6, false} /* μ Greek mu */,
    {"u", 1e-6, false},
    {"m", 1e-3, false},
    {"k", 1e3, false},
    {"K", 1e3, false},
    {"M", 1e6, false},
    {"G", 1e9, false},
    {"T", 1e12, false},
    {"P", 1e15, false},
    {"E", 1e18, false},
    {"Ki", 1024.0, true},
    {"Mi", 1048576.0, true},
    {"Gi", 1073741824.0, true},
    {"Ti", 1099511627776.0, true},
    {"Pi", 1125899906842624.0, true},
}};

struct ResolvedUnit
{
    Quantity quantity;
    double factor;
    bool bits;
};

/// A unit symbol as written, without its words for days and years: the base units, each
/// after an optional prefix; nullopt for anything else. Allocates nothing (a spin box's unit
/// is resolved on every sync of every control, each step of a drag).
std::optional<ResolvedUnit> resolveSymbol(const QString &unit)
{
    for (const BaseUnit &base : kBaseUnits) {
        const QLatin1StringView symbol(base.symbol); // the symbols are ASCII
        if (unit == symbol)
            return ResolvedUnit{base.quantity, base.factor, base.bits};
        if (!base.prefixes || !unit.endsWith(symbol))
            continue;
        const QStringView prefix = QStringView(unit).left(unit.size() - symbol.size());
        // The prefixes in UTF-16, made once (µ and μ are not Latin-1).
        static const std::array<QString, kPrefixes.size()> prefixes = [] {
            std::array<QString, kPrefixes.size()> made;
            for (size_t i = 0; i < kPrefixes.size(); ++i)
                made[i] = QString::fromUtf8(kPrefixes[i].symbol);
            return made;
        }();
        for (size_t i = 0; i < kPrefixes.size(); ++i) {
            if (prefix == prefixes[i] && (!kPrefixes[i].binary || base.binary))
                return ResolvedUnit{base.quantity, base.factor * kPrefixes[i].factor, base.bits};
        }
    }
    return std::nullopt;
}

/// "PFLOP/s" → (FlopRate, 1e15); "days" (or the user's word for it) is "day", "years" "year";
/// nullopt for anything else.
std::optional<ResolvedUnit> resolve(const QString &unit)
{
    if (auto symbol = resolveSymbol(unit))
        return symbol;
    // Days and years as the formatted values write them, in English and in the user's
    // language ("30 days", "30 天"; format.cpp's "Format" context).
    const auto word = [](const char *pattern) {
        return QCoreApplication::translate("Format", pattern).arg(QString()).trimmed();
    };
    if (unit == QLatin1String("days") || unit == word("%1 days"))
        return resolveSymbol(QStringLiteral("day"));
    if (unit == QLatin1String("years") || unit == word("%1 years"))
        return resolveSymbol(QStringLiteral("year"));
    if (unit == QLatin1String("byte"))
        return resolveSymbol(QStringLiteral("bytes"));
    return std::nullopt;
}

/// Units compared without blanks ("B params" = "Bparams").
QString squeezed(const QString &s)
{
    QString out = s;
    out.remove(QLatin1Char(' '));
    return out;
}

/// The factor of a count prefix: k/K 10³, M 10⁶, G 10⁹, T 10¹², P 10¹⁵, E 10¹⁸, and B 10⁹ (the
/// "billion" of "B params"); nullopt for any other character.
std::optional<double> countPrefixFactor(QChar letter)
{
    static constexpr std::array<std::pair<char, double>, 8> kCountPrefixes = {{{'k', 1e3},
                                                                               {'K', 1e3},
                                                                               {'M', 1e6},
                                                                               {'G', 1e9},
                                                                               {'B', 1e9},
                                                                               {'T', 1e12},
                                                                               {'P', 1e15},
                                                                               {'E', 1e18}}};
    for (const auto &[symbol, factor] : kCountPrefixes)
        if (letter == QLatin1Char(symbol))
            return factor;
    return std::nullopt;
}

/// A count typed with the prefix the readouts print ("16k", "15.6T tokens", "2 M
/// accelerators") for a field whose display unit is a word, maybe with a prefix of its own
/// ("accelerators", "T tokens", "B params"): the factor from the typed count into the display
/// unit (typed prefix ÷ the display unit's prefix), when `unit` is a prefix letter alone or
/// before the field's word (singular or plural); nullopt otherwise, and always for "%".
std::optional<double> countPrefix(const QString &unit, const QString &displayUnit)
{
    if (unit.isEmpty() || displayUnit == QLatin1String("%"))
        return std::nullopt;
    double displayFactor = 1;
    QString word = squeezed(displayUnit);
    static const QRegularExpression prefixed(QStringLiteral("^(\\S)\\s+(\\S.*)$"));
    if (const QRegularExpressionMatch d = prefixed.match(displayUnit); d.hasMatch()) {
        if (const std::optional<double> f = countPrefixFactor(d.captured(1).front())) {
            displayFactor = *f;
            word = squeezed(d.captured(2));
        }
    }
    QString singular = word;
    if (singular.endsWith(QLatin1Char('s')))
        singular.chop(1);
    const QString rest = squeezed(unit.mid(1));
    const bool wordMatches =
        rest.isEmpty() || (!word.isEmpty() && (rest.compare(word, Qt::CaseInsensitive) == 0 ||
                                               rest.compare(singular, Qt::CaseInsensitive) == 0));
    if (!wordMatches)
        return std::nullopt;
    // "B" is a prefix only where the field itself counts in billions.
    if (unit.front() == QLatin1Char('B') && displayFactor != 1e9)
        return std::nullopt;
    const std::optional<double> factor = countPrefixFactor(unit.front());
    if (!factor)
        return std::nullopt;
    return *factor / displayFactor;
}

} // namespace

bool isConvertibleUnit(const QString &displayUnit)
{
    return resolve(displayUnit).has_value();
}

TypedValue parseTypedValue(const QString &text, const QString &displayUnit)
{
    TypedValue out;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return out;
    // sign, digits (',' groups thousands), fraction, exponent; then the unit.
    // A blank (or a no-break or narrow no-break space) also groups thousands ("16 384"), when
    // three digits follow it.
    static const QRegularExpression pattern(
        QStringLiteral("^([+\\-\\x{2212}]?)((?:\\d[\\d,]*(?:[ \\x{00A0}\\x{202F}]\\d{3}(?!\\d))*)?"
                       "(?:\\.\\d*)?)(?:[eE]([+\\-\\x{2212}]?\\d+))?\\s*(.*)$"));
    const QRegularExpressionMatch m = pattern.match(trimmed);
    // Compiled once: a spin box validates its text on every step of a drag.
    static const QRegularExpression grouping(QStringLiteral("[, \\x{00A0}\\x{202F}]"));
    static const QRegularExpression digit(QStringLiteral("\\d"));
    QString mantissa = m.captured(2);
    mantissa.remove(grouping);
    if (!m.hasMatch() || !mantissa.contains(digit)) {
        out.status = TypedValue::Status::Invalid;
        out.error = TypedValueText::tr("\"%1\" is not a number").arg(trimmed.left(40));
        return out;
    }
    QString exponent = m.captured(3);
    exponent.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    double number = mantissa.toDouble(&ok);
    if (ok && !exponent.isEmpty())
        number *= std::pow(10.0, exponent.toDouble());
    if (!ok || !std::isfinite(number)) {
        out.status = TypedValue::Status::Invalid;
        out.error = TypedValueText::tr("\"%1\" is not a finite number").arg(trimmed.left(40));
        return out;
    }
    if (!m.captured(1).isEmpty() && m.captured(1) != QLatin1String("+"))
        number = -number;
    out.number = number;

    QString unit = m.captured(4).trimmed();
    // A factor's "×" typed as the letter a keyboard has ("8 x", "8X", "9 x per direction").
    static const QRegularExpression letterX(QStringLiteral("^[xX](?=$|[\\s(（])"));
    if (displayUnit.startsWith(QChar(0x00D7)))
        unit.replace(letterX, QString(QChar(0x00D7)));
    // A symbol is matched exactly (Gb/s is not GB/s); words in any case ("Accelerators").
    const Qt::CaseSensitivity words =
        isConvertibleUnit(displayUnit) ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (unit.isEmpty() || squeezed(unit).compare(squeezed(displayUnit), words) == 0) {
        out.status = TypedValue::Status::Ok;
        out.shown = number;
        return out;
    }
    const std::optional<ResolvedUnit> target = resolve(displayUnit);
    const std::optional<ResolvedUnit> typed = resolve(unit);
    if (!target) {
        if (const std::optional<double> factor = countPrefix(unit, displayUnit)) {
            out.status = TypedValue::Status::Ok;
            out.shown = number * *factor;
            out.typedUnit = unit;
            out.converted = true;
            return out;
        }
    }
    out.status = TypedValue::Status::Invalid;
    if (!target) {
        out.error = displayUnit.isEmpty()
                        ? TypedValueText::tr("this field takes a plain number, not \"%1\"")
                              .arg(unit.left(20))
                        : TypedValueText::tr("this field takes a number in %1, not \"%2\"")
                              .arg(displayUnit, unit.left(20));
        return out;
    }
    if (!typed) {
        out.error = TypedValueText::tr("\"%1\" is not a unit this field knows; type a number in "
                                       "%2 (or with another prefix)")
                        .arg(unit.left(20), displayUnit);
        return out;
    }
    if (typed->quantity != target->quantity) {
        out.error = TypedValueText::tr("%1 is not a unit of the same quantity as %2")
                        .arg(unit.left(20), displayUnit);
        return out;
    }
    out.status = TypedValue::Status::Ok;
    out.shown = number * typed->factor / target->factor;
    out.typedUnit = unit;
    out.converted = true;
    out.bits = typed->bits && !target->bits;
    return out;
}

QString conversionNote(const TypedValue &value, const QString &displayUnit)
{
    if (value.status != TypedValue::Status::Ok || !value.converted)
        return {};
    const QString from = formatReadable(value.number) + QLatin1Char(' ') + value.typedUnit;
    const QString to = formatReadable(value.shown) + QLatin1Char(' ') + displayUnit;
    if (value.bits)
        return TypedValueText::tr("%1 = %2 (8 bits a byte)").arg(from, to);
    return TypedValueText::tr("%1 = %2").arg(from, to);
}

QString refusalReason(double shown, double min, const QString &typedText, const QString &label)
{
    if (!(shown < 0) || min < 0)
        return {};
    return TypedValueText::tr("%1: %2 is negative, and this field takes no value below 0; "
                              "nothing was changed.")
        .arg(label, typedText.trimmed().left(40));
}

ClampedValue clampTyped(double shown, double min, double max, const QString &label,
                        const QString &unit)
{
    auto withUnit = [&unit](double v) {
        return unit.isEmpty() ? formatReadable(v) : formatReadable(v) + QLatin1Char(' ') + unit;
    };
    // A huge number reads better as a power of ten than as forty digits.
    auto typed = [](double v) {
        return std::abs(v) >= 1e9 ? formatPowerOfTen(v, 3) : formatReadable(v);
    };
    if (shown > max)
        return {max, TypedValueText::tr("%1: %2 is above the largest value, %3; set to %4.")
                         .arg(label, typed(shown), withUnit(max), formatReadable(max))};
    if (shown < min)
        return {min, TypedValueText::tr("%1: %2 is below the smallest value, %3; set to %4.")
                         .arg(label, typed(shown), withUnit(min), formatReadable(min))};
    return {shown, {}};
}

} // namespace fleet
