// JsonReader: strict, kind reading of one JSON object — typed values, ranges, unknown keys —
// with every error naming the file, the key path and the reason. Shared by catalog and
// scenario parsing.
#pragma once

#include "inputerror.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet {

/// An allowed numeric range; bounds are inclusive unless the *Exclusive flag is set.
struct NumberRange
{
    double min;
    double max;
    bool minExclusive = false;
    bool integer = false;
};

/// Parses bytes as one JSON object. Throws InputError with "line L, column C" for malformed
/// JSON, "(top level)" when the document is not an object, and the key path ("links[0].id")
/// with the lines of both occurrences when one object has the same key twice (compared after
/// unescaping: "a\u0062" is "ab").
[[nodiscard]] QJsonObject parseJsonObject(const QByteArray &bytes, const QString &file);

/// Reads one JSON object. Each accessor marks its key as known; finish() rejects the keys that
/// no accessor asked for, suggesting the closest known key ("did you mean …?").
class JsonReader
{
public:
    /// path is the key path of this object ("" for the document root).
    JsonReader(QString file, QJsonObject object, QString path);

    [[nodiscard]] bool has(const QString &key) const;
    /// Marks a key as known without reading it (e.g. "format", or keys read elsewhere).
    void accept(const QString &key);

    /// A number within range; throws for a wrong type, a non-finite number or out of range.
    [[nodiscard]] double number(const QString &key, const NumberRange &range);
    /// Like number() but returns nullopt when the key is absent.
    [[nodiscard]] std::optional<double> optionalNumber(const QString &key,
                                                       const NumberRange &range);
    [[nodiscard]] QString string(const QString &key);
    [[nodiscard]] std::optional<QString> optionalString(const QString &key);
    [[nodiscard]] std::optional<bool> optionalBool(const QString &key);
    /// A nested object reader; throws when the value is not an object.
    [[nodiscard]] JsonReader object(const QString &key);
    [[nodiscard]] QJsonValue value(const QString &key);

    /// Checks that `value` (found at `key` of this object) is a number within range.
    [[nodiscard]] double checkNumber(const QString &key, const QJsonValue &value,
                                     const NumberRange &range) const;

    /// Throws InputError for the first key no accessor asked for.
    void finish() const;

    /// "path.key" (or "key" at the root); used in every message.
    [[nodiscard]] QString keyPath(const QString &key) const;
    [[nodiscard]] const QString &file() const { return m_file; }
    [[nodiscard]] const QString &path() const { return m_path; }
    [[nodiscard]] const QJsonObject &json() const { return m_object; }
    /// Throws InputError(file, keyPath(key), reason).
    [[noreturn]] void fail(const QString &key, const QString &reason) const;

private:
    QString m_file;
    QJsonObject m_object;
    QString m_path;
    QSet<QString> m_known;
};

/// The JSON type of a value in words ("a string", "an array", …) for error messages.
[[nodiscard]] QString jsonTypeName(const QJsonValue &value);

/// The candidate closest to `key` by edit distance, if it is a plausible typo (distance ≤ 2,
/// or ≤ a third of the key's length), else an empty string.
[[nodiscard]] QString closestKey(const QString &key, const QStringList &candidates);

} // namespace fleet
