// The translations are complete and in step with the sources: every entry of
// resources/translations/fleet_zh_CN.ts is translated (and each plural entry of fleet_en.ts),
// none is left over from a string the code no longer has, lupdate over model/, views/ and app/
// finds nothing new, and every translation keeps its source's placeholders (%1, %n).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <vector>

namespace {

struct Entry
{
    QString context;
    QString source;
    bool numerus = false;
    QString type;      ///< "" (finished), "unfinished", "vanished", "obsolete"
    QStringList forms; ///< the translation, or its plural forms
};

/// Reads every <message> of a .ts file.
std::vector<Entry> readEntries(const QString &path)
{
    std::vector<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADD_FAILURE() << "cannot read " << path.toStdString();
        return entries;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        const auto name = xml.name();
        if (xml.isStartElement()) {
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message"))
                entry =
                    Entry{context,
                          {},
                          xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                          {},
                          {}};
            else if (name == QLatin1String("source"))
                entry.source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                entry.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!entry.numerus)
                    entry.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform"))
                entry.forms << xml.readElementText();
        } else if (xml.isEndElement() && name == QLatin1String("message")) {
            entries.push_back(entry);
        }
    }
    EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
    return entries;
}

QString describe(const Entry &e)
{
    return e.context + QStringLiteral(": \"") + e.source + QLatin1Char('"');
}

/// The entries that are not finished translations, one per line.
QStringList unfinished(const std::vector<Entry> &entries, bool pluralOnly)
{
    QStringList out;
    for (const Entry &e : entries) {
        if (pluralOnly && !e.numerus)
            continue;
        bool empty = e.forms.isEmpty();
        for (const QString &form : e.forms)
            empty = empty || form.isEmpty();
        if (!e.type.isEmpty() || empty)
            out << (e.type.isEmpty() ? QStringLiteral("empty") : e.type) + QStringLiteral(" — ") +
                       describe(e);
    }
    return out;
}

/// Runs lupdate over the sources into a copy of `ts`; returns the copy's path.
QString updatedCopy(const QString &ts, const QTemporaryDir &dir, bool pluralOnly)
{
    const QString copy = dir.filePath(QFileInfo(ts).fileName());
    QFile::remove(copy);
    EXPECT_TRUE(QFile::copy(ts, copy));
    QFile(copy).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(FLEET_SOURCE_DIR));
    QStringList args = {
        QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("-locations"),
        QStringLiteral("none"),        QStringLiteral("model"), QStringLiteral("views"),
        QStringLiteral("app"),         QStringLiteral("-ts"),   copy};
    if (pluralOnly)
        args.prepend(QStringLiteral("-pluralonly"));
    lupdate.start(QStringLiteral(FLEET_LUPDATE), args);
    EXPECT_TRUE(lupdate.waitForFinished(120000));
    EXPECT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
    return copy;
}

struct TsFile
{
    const char *name;
    bool pluralOnly;
};

class Translation : public ::testing::TestWithParam<TsFile>
{
protected:
    QString path() const
    {
        return QStringLiteral(FLEET_SOURCE_DIR "/resources/translations/") +
               QLatin1String(GetParam().name);
    }
};

TEST_P(Translation, EveryEntryIsTranslated)
{
    const std::vector<Entry> entries = readEntries(path());
    ASSERT_FALSE(entries.empty());
    const QStringList missing = unfinished(entries, GetParam().pluralOnly);
    EXPECT_TRUE(missing.isEmpty()) << missing.size() << " entries:\n"
                                   << missing.join(QLatin1Char('\n')).toStdString();
}

TEST_P(Translation, IsInStepWithTheSources)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::vector<Entry> entries = readEntries(updatedCopy(path(), dir, GetParam().pluralOnly));
    QStringList changed;
    for (const Entry &e : entries) {
        if (e.type == QLatin1String("unfinished") && (!GetParam().pluralOnly || e.numerus))
            changed << QStringLiteral("new in the code, not translated — ") + describe(e);
        else if (e.type == QLatin1String("vanished") || e.type == QLatin1String("obsolete"))
            changed << QStringLiteral("no longer in the code — ") + describe(e);
    }
    EXPECT_TRUE(changed.isEmpty())
        << "run: cmake --build --preset asan --target update_translations, then translate\n"
        << changed.join(QLatin1Char('\n')).toStdString();
}

TEST_P(Translation, NoStringIsInTheNamespacesContext)
{
    // lupdate files a free function's tr("…") (or a lambda named tr) under the namespace,
    // "fleet", while the code looks it up in its own context: such strings never show
    // translated. Translated words go through a class's tr (Q_DECLARE_TR_FUNCTIONS).
    QStringList misplaced;
    for (const Entry &e : readEntries(path())) {
        if (e.context == QLatin1String("fleet"))
            misplaced << describe(e);
    }
    EXPECT_TRUE(misplaced.isEmpty()) << misplaced.join(QLatin1Char('\n')).toStdString();
}

TEST_P(Translation, KeepsEveryPlaceholder)
{
    static const QRegularExpression placeholder(QStringLiteral("%(?:L?n|\\d+)"));
    QStringList broken;
    for (const Entry &e : readEntries(path())) {
        QStringList wanted;
        for (auto m = placeholder.globalMatch(e.source); m.hasNext();)
            wanted << m.next().captured();
        wanted.removeDuplicates();
        for (const QString &form : e.forms) {
            for (const QString &p : wanted) {
                if (!form.contains(p) && !form.isEmpty())
                    broken << p + QStringLiteral(" missing — ") + describe(e);
            }
        }
    }
    EXPECT_TRUE(broken.isEmpty()) << broken.join(QLatin1Char('\n')).toStdString();
}

/// Every Chinese text the interface shows: the translations and the built-in lessons' files.
QString chineseTexts()
{
    QString all;
    for (const Entry &e :
         readEntries(QStringLiteral(FLEET_SOURCE_DIR "/resources/translations/fleet_zh_CN.ts")))
        all += e.forms.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const QDir lessons(QStringLiteral(FLEET_SOURCE_DIR "/resources/lessons"));
    for (const QString &name : lessons.entryList({QStringLiteral("*.json")})) {
        QFile file(lessons.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        all += QString::fromUtf8(file.readAll());
    }
    return all;
}

TEST(ChineseTerms, OneWordForOneThingAsTheTextbookHasIt)
{
    // The textbook's seed (fleet-foundations.zh) says 机柜 for a rack and 风冷上限 for the
    // air-cooling limit; the panel of shared inputs is the 集群 panel, as its dock is titled.
    const QString all = chineseTexts();
    for (const char *other : {"机架", "风冷极限", "Fleet 面板"})
        EXPECT_FALSE(all.contains(QString::fromUtf8(other))) << other;
    EXPECT_TRUE(all.contains(QStringLiteral("机柜")));
    EXPECT_TRUE(all.contains(QStringLiteral("风冷上限")));
    // MTBF is glossed where it is first met (the reliability readout's formula, the MTTF
    // field's help, the MTBF lesson), in the textbook's words.
    EXPECT_GE(all.count(QStringLiteral("平均故障间隔时间")), 3);
}

INSTANTIATE_TEST_SUITE_P(Files, Translation,
                         ::testing::Values(TsFile{"fleet_zh_CN.ts", false},
                                           TsFile{"fleet_en.ts", true}),
                         [](const auto &info) {
                             return std::string(info.param.pluralOnly ? "English" : "Chinese");
                         });

} // namespace
