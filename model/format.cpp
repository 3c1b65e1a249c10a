// The formatting module (format.h): SI values as the strings people read — numbers with
// thousands separators in an English locale, SI prefixes, durations, percentages, speedups,
// parameter counts, dollars, CO₂ and the cooling verdict in words.
#include "format.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {

namespace {

/// The translation context of the words this module writes ("Format" in the .ts files).
struct FormatText
{
    Q_DECLARE_TR_FUNCTIONS(Format)
};

const QLocale &english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString trimZeros(QString s)
{
    if (!s.contains(QLatin1Char('.')))
        return s;
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

int readableDecimals(double magnitude)
{
    if (magnitude >= 100)
        return 1;
    if (magnitude >= 10)
        return 2;
    return 3;
}

/// v as formatReadable() rounds it (999.96 → 1,000): a unit switch compares this, so a value
/// that would read "1,000 ms" reads "1 s" instead.
double readableRounded(double v)
{
    const double magnitude = std::abs(v);
    if (magnitude < 0.001)
        return v;
    const double scale = std::pow(10.0, readableDecimals(magnitude));
    return std::round(v * scale) / scale;
}

/// v rounded to `decimals` decimals, as formatNumber() shows it.
double rounded(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

} // namespace

QString formatNumber(double v, int decimals)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    return english().toString(v, 'f', decimals);
}

QString formatPowerOfTen(double v, int significant)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    if (v == 0)
        return QStringLiteral("0");
    int exponent = int(std::floor(std::log10(std::abs(v))));
    const int decimals = std::max(0, significant - 1);
    double mantissa = rounded(v / std::pow(10.0, exponent), decimals);
    if (std::abs(mantissa) >= 10) { // 9.96e-6 shown as 10 × 10⁻⁶ is 1 × 10⁻⁵
        mantissa /= 10;
        ++exponent;
    }
    static const char16_t superscripts[] = {u'⁰', u'¹', u'²', u'³', u'⁴',
                                            u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString power;
    for (const QChar digit : QString::number(std::abs(exponent)))
        power += QChar(superscripts[digit.digitValue()]);
    if (exponent < 0)
        power.prepend(QChar(u'⁻'));
    return trimZeros(formatNumber(mantissa, decimals)) + QStringLiteral(" × 10") + power;
}

QString readoutOnOneLine(const QString &value)
{
    const QStringList lines = value.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const auto isCjk = [](QChar c) { return c.unicode() >= 0x2e80; };
    QString out;
    int joined = 0; // lines joined so far
    for (const QString &given : lines) {
        const QString line = given.trimmed();
        if (line.isEmpty())
            continue;
        if (!out.isEmpty()) {
            const QChar before = out.back();
            const QChar after = line.front();
            const bool cjk = isCjk(before) && isCjk(after);
            if (before == QLatin1Char(':') || after == QLatin1Char('('))
                out += QLatin1Char(' '); // "Fits: 140 GB", "crosses the node (~9× slower)"
            else if (before == QChar(0xFF1A) || after == QChar(0xFF08))
                ; // "放得下：140 GB", "跨越节点（慢约 9×）"
            else if (joined == 1 || before.isDigit() || before == QLatin1Char('%'))
                // After the number, and between the items of a list ("MFU 40 %, scaling …").
                out += isCjk(after) ? QString(QChar(0xFF0C)) : QStringLiteral(", ");
            else if (!cjk)
                out += QLatin1Char(' '); // a phrase broken by hand goes on
        }
        out += line;
        ++joined;
    }
    return out;
}

QString formatReadable(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    // Below 0.0001 and from 10¹⁵ up, two significant digits as a power of ten (7.1 × 10⁻⁶):
    // never printf's 7.1e-06, and never 0.
    if (v != 0 && (std::abs(v) < 1e-4 || std::abs(v) >= 1e15))
        return formatPowerOfTen(v, 2);
    if (v != 0 && std::abs(v) < 0.001) // keep two significant digits: 0.00099, not 0.001
        return QString::number(v, 'g', 2);
    return trimZeros(formatNumber(v, readableDecimals(std::abs(v))));
}

QString formatSi(double v, const QString &unit)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    static const std::array<const char *, 12> prefixes = {"n", "µ", "m", "",  "k", "M",
                                                          "G", "T", "P", "E", "Z", "Y"};
    int index = 3; // no prefix
    double scaled = v;
    const double magnitude = std::abs(v);
    if (magnitude > 0) {
        int exponent = static_cast<int>(std::floor(std::log10(magnitude) / 3.0));
        exponent = std::clamp(exponent, -3, 8);
        index = 3 + exponent;
        scaled = v / std::pow(1000.0, exponent);
        // Rounding may carry into the next prefix (999.96 → "1,000.0"): step up once.
        if (std::abs(scaled) >= 999.95 && index < 11) {
            ++index;
            scaled /= 1000.0;
        }
    }
    return formatReadable(scaled) + QLatin1Char(' ') + QString::fromUtf8(prefixes[index]) + unit;
}

QString formatFixed(double v, double unitSize, const QString &unit, int decimals)
{
    return formatNumber(v / unitSize, decimals) + QLatin1Char(' ') + unit;
}

namespace {

/// formatDuration()'s units, smallest first.
struct DurationStep
{
    double limit; // use this unit while the value in it stays below the limit
    double size;  // seconds per unit
    const char *unit;
};
constexpr std::array<DurationStep, 8> kDurationSteps = {{
    {100, 1e-9, "ns"},
    {1000, 1e-6, "µs"},
    {1000, 1e-3, "ms"},
    {120, 1.0, "s"},
    {6000, 60.0, "min"},
    {1000, 3600.0, "h"},
    {2 * 365, 86400.0, "days"},
    {INFINITY, 365.0 * 86400, "years"},
}};

const DurationStep *durationStep(double seconds)
{
    if (!std::isfinite(seconds))
        return nullptr;
    for (const DurationStep &step : kDurationSteps) {
        const double v = seconds / step.size;
        // The next unit once the value reaches this one's limit, or rounds up to it as shown
        // (999.96 ms reads "1 s", not "1,000 ms").
        if (std::abs(v) >= step.limit || std::abs(readableRounded(v)) >= step.limit)
            continue;
        return &step;
    }
    return nullptr;
}

} // namespace

double durationUnitSeconds(double seconds)
{
    const DurationStep *step = durationStep(seconds);
    return step ? step->size : 1.0;
}

QString formatDuration(double seconds)
{
    const DurationStep *step = durationStep(seconds);
    if (!step)
        return QStringLiteral("—");
    const double v = seconds / step->size;
    if (step->size == 86400.0)
        return FormatText::tr("%1 days").arg(formatReadable(v));
    if (step->size == 365.0 * 86400)
        return FormatText::tr("%1 years").arg(formatReadable(v));
    return formatReadable(v) + QLatin1Char(' ') + QString::fromUtf8(step->unit);
}

double trainingTimeUnitSeconds(double seconds)
{
    constexpr double day = 86400, year = 365 * day;
    if (!std::isfinite(seconds) || std::abs(rounded(seconds / 3600, 1)) < 24)
        return 3600;
    return std::abs(rounded(seconds / day, 1)) < 730 ? day : year;
}

QString formatTrainingTime(double seconds)
{
    if (!std::isfinite(seconds))
        return QStringLiteral("—");
    const double unit = trainingTimeUnitSeconds(seconds);
    if (unit == 3600)
        return formatNumber(seconds / 3600, 1) + QStringLiteral(" h");
    if (unit == 86400)
        return FormatText::tr("%1 days").arg(formatNumber(seconds / unit, 1));
    return FormatText::tr("%1 years").arg(formatNumber(seconds / unit, 2));
}

QString formatHours(double hours)
{
    if (!std::isfinite(hours))
        return QStringLiteral("—");
    const double size = std::abs(hours);
    int decimals = 2;
    if (std::abs(rounded(hours, 1)) >= 1000)
        decimals = 0;
    else if (std::abs(rounded(hours, 2)) >= 1)
        decimals = 1;
    else if (size != 0 && size < 0.01)
        decimals = static_cast<int>(std::ceil(-std::log10(size))) + 1;
    return formatNumber(hours, decimals) + QStringLiteral(" h");
}

QString formatPercent(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("—");
    const double percent = fraction * 100.0;
    const double smallest = std::pow(10.0, -decimals);
    if (percent != 0 && std::abs(percent) < smallest) {
        const int digits = static_cast<int>(std::ceil(-std::log10(std::abs(percent)))) + 1;
        return formatNumber(percent, digits) + QStringLiteral(" %");
    }
    return formatNumber(percent, decimals) + QStringLiteral(" %");
}

QString formatSpeedup(double speedup, int decimals)
{
    return formatNumber(speedup, decimals) + QStringLiteral("×");
}

QString formatCo2(double kg)
{
    if (!std::isfinite(kg))
        return QStringLiteral("—");
    // Each unit while the value, as shown, stays below 1,000 of it.
    if (std::abs(readableRounded(kg)) < 1e3)
        return formatReadable(kg) + QStringLiteral(" kg CO₂");
    if (std::abs(readableRounded(kg / 1e3)) < 1e3)
        return formatReadable(kg / 1e3) + QStringLiteral(" t CO₂");
    return formatReadable(kg / 1e6) + QStringLiteral(" kt CO₂");
}

QString formatParameters(double parameters)
{
    if (!std::isfinite(parameters))
        return QStringLiteral("—");
    const double magnitude = std::abs(parameters);
    if (std::round(magnitude) < 1e6)
        return formatNumber(parameters, 0);
    if (readableRounded(magnitude / 1e6) < 1e3)
        return formatReadable(parameters / 1e6) + QStringLiteral("M");
    if (readableRounded(magnitude / 1e9) < 1e3)
        return formatReadable(parameters / 1e9) + QStringLiteral("B");
    return formatReadable(parameters / 1e12) + QStringLiteral("T");
}

QString coolingVerdictText(CoolingVerdict v)
{
    switch (v) {
    case CoolingVerdict::Air:
        return FormatText::tr("Air cooling is enough");
    case CoolingVerdict::Liquid:
        return FormatText::tr("Liquid cooling required");
    case CoolingVerdict::DirectToChip:
        return FormatText::tr("Direct-to-chip liquid cooling required");
    }
    return {};
}

QString groupedCount(QString phrase, long long n)
{
    // Without a translator Qt returns the source text: give it its English plural here.
    phrase.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return phrase.replace(QString::number(n), formatNumber(double(n), 0));
}

QString formatUsd(double usd)
{
    if (!std::isfinite(usd))
        return QStringLiteral("—");
    const double magnitude = std::abs(usd);
    // Cents below $10,000 as shown; then k, M and B while the shown value stays below 1,000.
    if (rounded(magnitude, 2) < 1e4)
        return QStringLiteral("$") + formatNumber(usd, 2);
    if (readableRounded(magnitude / 1e3) < 1e3)
        return QStringLiteral("$") + formatReadable(usd / 1e3) + QStringLiteral(" k");
    if (readableRounded(magnitude / 1e6) < 1e3)
        return QStringLiteral("$") + formatReadable(usd / 1e6) + QStringLiteral(" M");
    return QStringLiteral("$") + formatReadable(usd / 1e9) + QStringLiteral(" B");
}

} // namespace fleet
