// The shared JSON reader: duplicate keys are refused with their key path and both lines, keys
// compare after unescaping, and the scan keeps up with deep and large documents.
#include "../qtprinters.h"
#include "jsonreader.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

/// The InputError parseJsonObject() throws for `json`, as "WHERE: REASON"; "" when it accepts.
QString refusal(const QByteArray &json)
{
    try {
        (void)parseJsonObject(json, QStringLiteral("f.json"));
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("f.json"));
        return e.where() + QStringLiteral(": ") + e.reason();
    }
    return {};
}

const QString kOnce = QStringLiteral("; a key may appear once in an object");

TEST(JsonReader, DuplicateKeyNamesPathAndBothLines)
{
    EXPECT_EQ(refusal(R"({"cluster": {"accelerators": 8, "accelerators": 80000}})"),
              QStringLiteral("cluster.accelerators: duplicate key on line 1 (first on line 1)") +
                  kOnce);
    EXPECT_EQ(refusal("{\n\"a\": 1,\n\"b\": {\"c\": [1, {\"d\": 1,\n\n\"d\": 2}]},\n\"a\": 3}"),
              QStringLiteral("b.c[1].d: duplicate key on line 5 (first on line 3)") + kOnce);
    EXPECT_EQ(refusal("{\"x\": [[], [0, [{}, {\"k\": 1, \"k\": 2}]]]}"),
              QStringLiteral("x[1][1][1].k: duplicate key on line 1 (first on line 1)") + kOnce);
    // The first duplicate in document order is reported.
    EXPECT_EQ(refusal("{\"a\": 1, \"b\": 1,\n\"b\": 2,\n\"a\": 2}"),
              QStringLiteral("b: duplicate key on line 2 (first on line 1)") + kOnce);
}

TEST(JsonReader, KeysCompareAfterUnescaping)
{
    EXPECT_TRUE(refusal(R"({"ab": 1, "a\u0062": 2})").startsWith(QStringLiteral("ab: duplicate")));
    EXPECT_TRUE(refusal(R"({"a\"b": 1, "a\u0022b": 2})").startsWith(QStringLiteral("a\"b: dup")));
    EXPECT_TRUE(refusal(R"({"a/b": 1, "a\/b": 2})").startsWith(QStringLiteral("a/b: duplicate")));
    // A character outside the BMP, raw UTF-8 and as an escaped surrogate pair.
    EXPECT_TRUE(refusal("{\"\xF0\x9F\x98\x80\": 1, \"\\ud83d\\ude00\": 2}")
                    .startsWith(QString::fromUtf8("\xF0\x9F\x98\x80: duplicate")));
    // Different keys after unescaping, and an escaped backslash before the closing quote.
    EXPECT_EQ(refusal(R"({"x\\": {"y": 1}, "x": {"y": 2}, "x\u005c\u005c": 3})"), QString());
    EXPECT_EQ(refusal(R"({"A": 1, "a": 2, "a\u0000": 3})"), QString());
}

TEST(JsonReader, KeyLikeTextInStringsAndSameKeyInOtherObjectsIsFine)
{
    EXPECT_EQ(refusal(R"({"s": "\"s\": 1, {\"s\": [", "t": ["s", "s", {"s": 1}, {"s": 2}],
                          "u": {"s": {"s": {"t": "s"}}}})"),
              QString());
    const QJsonObject o =
        parseJsonObject(R"({"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]})", QStringLiteral("f.json"));
    EXPECT_EQ(o.value(QStringLiteral("a")).toObject().value(QStringLiteral("a")).toInt(), 1);
}

TEST(JsonReader, DeepAndLargeDocumentsAreScanned)
{
    // 500 nested objects with a duplicate at the bottom.
    const int depth = 500;
    const QByteArray deep = QByteArray("{\"a\": ").repeated(depth) + "{\"b\": 1, \"b\": 2}" +
                            QByteArray("}").repeated(depth);
    const QString path = QStringLiteral("a.").repeated(depth) + QStringLiteral("b");
    EXPECT_EQ(refusal(deep),
              path + QStringLiteral(": duplicate key on line 1 (first on line 1)") + kOnce);

    // 100,000 keys on their own lines: distinct keys pass; the last one repeating the first is
    // refused with both lines.
    QByteArray many = "{\n";
    const int keys = 100000;
    for (int i = 0; i < keys; ++i)
        many += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ",\n";
    EXPECT_EQ(refusal(many + "\"end\": 0}"), QString());
    EXPECT_EQ(refusal(many + "\"k0\": 0}"),
              QStringLiteral("k0: duplicate key on line %1 (first on line 2)").arg(keys + 2) +
                  kOnce);
}

TEST(JsonReader, LongDuplicateKeysAreShortenedInTheMessage)
{
    const QByteArray key = QByteArray("k").repeated(1000);
    const QString where =
        refusal("{\"" + key + "\": 1, \"" + key + "\": 2}").section(QLatin1Char(':'), 0, 0);
    EXPECT_EQ(where, QStringLiteral("k").repeated(61) + QStringLiteral("…"));
}

TEST(JsonReader, OtherRefusalsAreUnchanged)
{
    EXPECT_EQ(refusal("[1, 1]"), QStringLiteral("(top level): expected a JSON object"));
    // Malformed JSON is reported as such, not as a duplicate.
    const QString malformed = refusal("{\"a\": 1, \"a\": }");
    EXPECT_TRUE(malformed.startsWith(QStringLiteral("line 1, column "))) << malformed.toStdString();
    EXPECT_TRUE(malformed.contains(QStringLiteral(": malformed JSON: ")))
        << malformed.toStdString();
}

} // namespace
} // namespace fleet
