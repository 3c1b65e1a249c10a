// Strict JSON reading (jsonreader.h): parsing with line and column for malformed JSON, duplicate
// keys refused with both lines, NaN/Infinity tokens named, typed values within ranges, unknown
// keys refused with the closest known key suggested.
#include "jsonreader.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QRegularExpression>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <optional>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet {

namespace {

QString formatBound(double v)
{
    return QLocale::c().toString(v, 'g', 12);
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> row(static_cast<size_t>(b.size()) + 1);
    for (size_t j = 0; j < row.size(); ++j)
        row[j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[static_cast<size_t>(j)];
            const int cost = a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1;
            row[static_cast<size_t>(j)] =
                std::min({up + 1, row[static_cast<size_t>(j - 1)] + 1, diagonal + cost});
            diagonal = up;
        }
    }
    return row.back();
}

} // namespace

QString jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString closestKey(const QString &key, const QStringList &candidates)
{
    // Edit distance, also against each candidate cut to the key's length (plus half a point),
    // so "nvidia-h100" suggests "nvidia-h100-sxm" rather than "nvidia-a100".
    QString best;
    double bestScore = 1e9;
    double bestWhole = 1e9;
    for (const QString &c : candidates) {
        const double whole = editDistance(key, c);
        const double prefix =
            c.size() > key.size() ? editDistance(key, c.left(key.size())) + 0.5 : whole;
        const double score = std::min(whole, prefix);
        // Ties go to the candidate closest as a whole: "tdp" → "tdp_w", not "tdp_is_estimate".
        if (score < bestScore || (score == bestScore && whole < bestWhole)) {
            bestScore = score;
            bestWhole = whole;
            best = c;
        }
    }
    const bool plausible = bestScore <= 2.5 || bestScore * 3 <= key.size();
    return plausible ? best : QString();
}

namespace {

bool tokenChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-';
}

/// For a parse error at `offset`, a friendlier reason when the offending token is a number
/// JSON cannot hold: NaN, Infinity, or a literal that overflows a double (1e999).
std::optional<QString> nonFiniteToken(const QByteArray &bytes, qsizetype offset,
                                      qsizetype &tokenStart)
{
    // Qt's offset points at the offending token or just past it.
    qsizetype pos = offset;
    if (pos >= bytes.size() || pos < 0 || !tokenChar(bytes[pos]))
        pos = offset - 1;
    if (pos < 0 || pos >= bytes.size() || !tokenChar(bytes[pos]))
        return std::nullopt;
    qsizetype start = pos;
    while (start > 0 && tokenChar(bytes[start - 1]))
        --start;
    qsizetype end = pos + 1;
    while (end < bytes.size() && tokenChar(bytes[end]))
        ++end;
    const QByteArray token = bytes.mid(start, end - start);
    if (token.isEmpty())
        return std::nullopt;
    static const QRegularExpression words(QStringLiteral("^[-+]?(nan|inf|infinity)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    const QString text = QString::fromLatin1(token.left(64));
    bool ok = false;
    const double v = token.toDouble(&ok);
    errno = 0;
    const double parsed = std::strtod(token.constData(), nullptr);
    const bool overflow = !ok && std::isinf(parsed);
    const bool underflow = !ok && errno == ERANGE && parsed == 0;
    tokenStart = start;
    if (underflow)
        return QStringLiteral("%1 is too small for a double (it would be 0)").arg(text);
    if (!words.match(text).hasMatch() && !overflow && !(ok && !std::isfinite(v)))
        return std::nullopt;
    return QStringLiteral("%1 is not a finite number").arg(text);
}

/// The key whose value starts at `position`, if the text before it reads `"key":`.
QString keyBefore(const QByteArray &bytes, qsizetype position)
{
    static const QRegularExpression pattern(QStringLiteral("\"([^\"]*)\"\\s*:\\s*$"));
    const QString before = QString::fromUtf8(bytes.left(position).right(200));
    const auto match = pattern.match(before);
    return match.hasMatch() ? match.captured(1) : QString();
}

QString lineColumn(const QByteArray &bytes, qsizetype index)
{
    const QByteArray before = bytes.left(index);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = index - (before.lastIndexOf('\n') + 1) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

/// A key as shown in a message: a hostile file may carry a 200,000-character key, so only its
/// first 64 characters.
QString shownKey(const QString &key)
{
    return key.size() > 64 ? key.left(61) + QStringLiteral("…") : key;
}

/// One open object or array while scanning for duplicate keys.
struct ScanFrame
{
    bool isObject = false;
    bool expectKey = false;             ///< objects: the next string is a key
    QHash<QString, qsizetype> keyLines; ///< objects: each key → the line it first appeared on
    QString key;                        ///< objects: the key whose value is being read
    qsizetype index = 0;                ///< arrays: the element being read
};

/// The key path of the innermost open value: "links[0].id".
QString scanPath(const std::vector<ScanFrame> &stack)
{
    QString path;
    for (const ScanFrame &frame : stack) {
        if (frame.isObject) {
            if (!path.isEmpty())
                path += QLatin1Char('.');
            path += shownKey(frame.key);
        } else {
            path += QStringLiteral("[%1]").arg(frame.index);
        }
    }
    return path;
}

/// A key's text after JSON unescaping, from its quoted bytes. Escaped keys are unescaped by
/// Qt's own parser, so two keys compare equal exactly when QJsonObject would merge them.
QString decodeKey(const QByteArray &quoted, bool escaped)
{
    if (!escaped)
        return QString::fromUtf8(quoted.mid(1, quoted.size() - 2));
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + quoted + ']');
    return wrapped.array().at(0).toString();
}

/// Throws InputError for the first key that appears twice in one object (QJsonDocument would
/// keep the last value without a word). `bytes` must be a document QJsonDocument accepted.
/// One pass over the bytes with an explicit stack (no recursion), aware of strings, escapes,
/// nested objects and arrays.
void rejectDuplicateKeys(const QByteArray &bytes, const QString &file)
{
    std::vector<ScanFrame> stack;
    qsizetype line = 1;
    const qsizetype size = bytes.size();
    const char *p = bytes.constData();
    for (qsizetype i = 0; i < size; ++i) {
        switch (p[i]) {
        case '\n':
            ++line;
            break;
        case '{':
            stack.emplace_back();
            stack.back().isObject = true;
            stack.back().expectKey = true;
            break;
        case '[':
            stack.emplace_back();
            break;
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            break;
        case ',':
            if (!stack.empty()) {
                ScanFrame &top = stack.back();
                if (top.isObject)
                    top.expectKey = true;
                else
                    ++top.index;
            }
            break;
        case '"': {
            const qsizetype start = i;
            const qsizetype keyLine = line;
            bool escaped = false;
            for (++i; i < size && p[i] != '"'; ++i) {
                if (p[i] == '\\') {
                    escaped = true;
                    ++i; // the escaped character, never the closing quote
                } else if (p[i] == '\n') {
                    ++line;
                }
            }
            if (stack.empty() || !stack.back().isObject || !stack.back().expectKey)
                break; // a string value
            ScanFrame &top = stack.back();
            top.expectKey = false;
            top.key = decodeKey(bytes.mid(start, i + 1 - start), escaped);
            const auto first = top.keyLines.constFind(top.key);
            if (first != top.keyLines.constEnd())
                throw InputError(file, scanPath(stack),
                                 QStringLiteral("duplicate key on line %1 (first on line %2); a "
                                                "key may appear once in an object")
                                     .arg(keyLine)
                                     .arg(first.value()));
            top.keyLines.insert(top.key, keyLine);
            break;
        }
        default:
            break;
        }
    }
}

} // namespace

QJsonObject parseJsonObject(const QByteArray &bytes, const QString &file)
{
    if (bytes.trimmed().isEmpty())
        throw InputError(file, QStringLiteral("(top level)"),
                         QStringLiteral("the file is empty; expected a JSON object such as {}"));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // Qt reports the offset just past the offending character.
        const qsizetype index = std::clamp<qsizetype>(error.offset - 1, 0, bytes.size());
        qsizetype tokenStart = 0;
        if (auto reason = nonFiniteToken(bytes, error.offset, tokenStart)) {
            QString where = lineColumn(bytes, tokenStart);
            const QString key = keyBefore(bytes, tokenStart);
            if (!key.isEmpty())
                where += QStringLiteral(" (key \"%1\")").arg(key);
            throw InputError(file, where, *reason);
        }
        throw InputError(file, lineColumn(bytes, index),
                         QStringLiteral("malformed JSON: %1").arg(error.errorString()));
    }
    if (!doc.isObject())
        throw InputError(file, QStringLiteral("(top level)"),
                         QStringLiteral("expected a JSON object"));
    rejectDuplicateKeys(bytes, file);
    return doc.object();
}

JsonReader::JsonReader(QString file, QJsonObject object, QString path)
    : m_file(std::move(file)), m_object(std::move(object)), m_path(std::move(path))
{}

bool JsonReader::has(const QString &key) const
{
    return m_object.contains(key);
}

void JsonReader::accept(const QString &key)
{
    m_known.insert(key);
}

QString JsonReader::keyPath(const QString &key) const
{
    const QString shown = shownKey(key);
    return m_path.isEmpty() ? shown : m_path + QLatin1Char('.') + shown;
}

void JsonReader::fail(const QString &key, const QString &reason) const
{
    throw InputError(m_file, keyPath(key), reason);
}

double JsonReader::checkNumber(const QString &key, const QJsonValue &value,
                               const NumberRange &range) const
{
    if (!value.isDouble())
        fail(key, QStringLiteral("expected a number, got %1").arg(jsonTypeName(value)));
    const double v = value.toDouble();
    if (!std::isfinite(v))
        fail(key, QStringLiteral("the number is not finite"));
    if (range.integer && v != std::floor(v))
        fail(key, QStringLiteral("expected a whole number, got %1").arg(formatBound(v)));
    const bool belowMin = range.minExclusive ? v <= range.min : v < range.min;
    if (belowMin || v > range.max) {
        const QString lower = range.minExclusive ? QStringLiteral("(") : QStringLiteral("[");
        fail(key, QStringLiteral("%1 is out of range %2%3, %4]")
                      .arg(formatBound(v), lower, formatBound(range.min), formatBound(range.max)));
    }
    return v;
}

double JsonReader::number(const QString &key, const NumberRange &range)
{
    accept(key);
    if (!has(key))
        fail(key, QStringLiteral("missing"));
    return checkNumber(key, m_object.value(key), range);
}

std::optional<double> JsonReader::optionalNumber(const QString &key, const NumberRange &range)
{
    accept(key);
    if (!has(key))
        return std::nullopt;
    return checkNumber(key, m_object.value(key), range);
}

QString JsonReader::string(const QString &key)
{
    accept(key);
    if (!has(key))
        fail(key, QStringLiteral("missing"));
    const QJsonValue v = m_object.value(key);
    if (!v.isString())
        fail(key, QStringLiteral("expected a string, got %1").arg(jsonTypeName(v)));
    return v.toString();
}

std::optional<QString> JsonReader::optionalString(const QString &key)
{
    if (!has(key)) {
        accept(key);
        return std::nullopt;
    }
    return string(key);
}

std::optional<bool> JsonReader::optionalBool(const QString &key)
{
    accept(key);
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = m_object.value(key);
    if (!v.isBool())
        fail(key, QStringLiteral("expected true or false, got %1").arg(jsonTypeName(v)));
    return v.toBool();
}

JsonReader JsonReader::object(const QString &key)
{
    accept(key);
    const QJsonValue v = m_object.value(key);
    if (!v.isObject())
        fail(key, QStringLiteral("expected an object, got %1").arg(jsonTypeName(v)));
    return JsonReader(m_file, v.toObject(), keyPath(key));
}

QJsonValue JsonReader::value(const QString &key)
{
    accept(key);
    return m_object.value(key);
}

void JsonReader::finish() const
{
    QStringList known(m_known.begin(), m_known.end());
    known.sort(); // deterministic suggestions
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (m_known.contains(it.key()))
            continue;
        const QString suggestion = closestKey(it.key(), known);
        fail(it.key(), suggestion.isEmpty()
                           ? QStringLiteral("unknown key")
                           : QStringLiteral("unknown key (did you mean \"%1\"?)").arg(suggestion));
    }
}

} // namespace fleet
