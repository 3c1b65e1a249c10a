// Reference tables: every table of the appendix is present, every computed value is finite and
// agrees with the printed one (or the row explains why not), and the Markdown and CSV exports
// carry every row intact.
#include "../qtprinters.h"
#include "catalog.h"
#include "reference.h"

#include <QStringList>

#include <gtest/gtest.h>

#include <cmath>
#include <set>

namespace fleet {
namespace {

const std::vector<ReferenceTable> &tables()
{
    static const std::vector<ReferenceTable> t = referenceTables(embeddedCatalog());
    return t;
}

const ReferenceTable &table(const QString &id)
{
    for (const ReferenceTable &t : tables()) {
        if (t.id == id)
            return t;
    }
    throw std::runtime_error("no table " + id.toStdString());
}

/// The row of a table whose printed string is `printed` (first match).
const ReferenceRow &row(const QString &tableId, const QString &printed)
{
    for (const ReferenceRow &r : table(tableId).rows) {
        if (r.printed == printed)
            return r;
    }
    throw std::runtime_error("no row " + printed.toStdString() + " in " + tableId.toStdString());
}

/// A minimal RFC 4180 reader: records of fields, quoted fields may hold commas, quotes ("")
/// and line breaks.
std::vector<QStringList> parseCsv(const QString &text)
{
    std::vector<QStringList> records;
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.push_back(field);
            field.clear();
        } else if (c == QLatin1Char('\r')) {
            // CRLF: the LF ends the record.
        } else if (c == QLatin1Char('\n')) {
            fields.push_back(field);
            field.clear();
            records.push_back(fields);
            fields.clear();
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !fields.isEmpty()) {
        fields.push_back(field);
        records.push_back(fields);
    }
    return records;
}

TEST(ReferenceTables, EveryTableOfTheAppendixIsThere)
{
    const std::set<QString> expected = {QStringLiteral("paradigms"),
                                        QStringLiteral("cheat-sheet"),
                                        QStringLiteral("bandwidth"),
                                        QStringLiteral("latency"),
                                        QStringLiteral("roofline"),
                                        QStringLiteral("compute"),
                                        QStringLiteral("implied-efficiency"),
                                        QStringLiteral("amdahl"),
                                        QStringLiteral("rho"),
                                        QStringLiteral("compound"),
                                        QStringLiteral("overheads"),
                                        QStringLiteral("mtbf"),
                                        QStringLiteral("checkpoints"),
                                        QStringLiteral("power"),
                                        QStringLiteral("power-density"),
                                        QStringLiteral("pue"),
                                        QStringLiteral("facility-h100"),
                                        QStringLiteral("pue-10mw"),
                                        QStringLiteral("hardware")};
    std::set<QString> ids;
    for (const ReferenceTable &t : tables()) {
        EXPECT_TRUE(ids.insert(t.id).second) << "duplicate id " << t.id.toStdString();
        EXPECT_FALSE(t.title.isEmpty());
        EXPECT_FALSE(t.source.isEmpty());
        EXPECT_FALSE(t.rows.empty()) << t.id.toStdString();
    }
    EXPECT_EQ(ids, expected);

    EXPECT_EQ(table(QStringLiteral("paradigms")).rows.size(), 24u); // 8 dimensions × 3
    EXPECT_EQ(table(QStringLiteral("mtbf")).rows.size(), 13u);      // 4 sizes × 3 + 98.04 %
    EXPECT_EQ(table(QStringLiteral("checkpoints")).rows.size(), 8u);
    EXPECT_EQ(table(QStringLiteral("pue")).rows.size(), 8u);
    EXPECT_EQ(table(QStringLiteral("hardware")).rows.size(), 20u); // 4 accelerators × 5
    EXPECT_EQ(table(QStringLiteral("latency")).rows.size(), 5u);
}

TEST(ReferenceTables, EveryRowAgreesOrCarriesANote)
{
    for (const ReferenceTable &t : tables()) {
        for (const ReferenceRow &r : t.rows) {
            EXPECT_TRUE(r.agrees() || !r.note.isEmpty())
                << t.id.toStdString() << ": " << r.quantity.toStdString();
            // With the embedded catalog every computed value reproduces the appendix.
            EXPECT_TRUE(r.agrees())
                << t.id.toStdString() << ": " << r.quantity.toStdString() << " printed "
                << r.printed.toStdString() << ", computed " << r.computedDisplay().toStdString();
            EXPECT_FALSE(r.quantity.isEmpty());
            EXPECT_FALSE(r.printed.isEmpty());
        }
    }
    const ReferenceSummary s = summarize(tables());
    EXPECT_EQ(s.agreeing, s.checked);
    EXPECT_GT(s.checked, 120);
    EXPECT_GE(s.explained, 10);
}

TEST(ReferenceTables, EveryNumericRowHasAFiniteComputedValue)
{
    for (const ReferenceTable &t : tables()) {
        for (const ReferenceRow &r : t.rows) {
            if (r.printedValue) {
                ASSERT_TRUE(r.computed.has_value())
                    << t.id.toStdString() << ": " << r.quantity.toStdString();
                EXPECT_TRUE(std::isfinite(*r.computed)) << r.quantity.toStdString();
                EXPECT_TRUE(std::isfinite(*r.printedValue));
                EXPECT_GE(r.decimals, 0);
            } else {
                EXPECT_FALSE(r.computed.has_value()) << r.quantity.toStdString();
            }
        }
    }
}

TEST(ReferenceTables, SeedValuesAreReproduced)
{
    EXPECT_NEAR(*row(QStringLiteral("rho"), QStringLiteral("560.4 ms")).computed, 560.4, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("rho"), QStringLiteral("0.11")).computed, 0.11, 0.005);
    EXPECT_NEAR(*row(QStringLiteral("rho"), QStringLiteral("29.6 ms")).computed, 29.6, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("rho"), QStringLiteral("0.036")).computed, 0.036, 0.0005);
    EXPECT_NEAR(*row(QStringLiteral("compound"), QStringLiteral("1,012,736 TFLOP/s")).computed,
                1012736, 0.5);
    EXPECT_NEAR(*row(QStringLiteral("compound"), QStringLiteral("~207,610.9 TFLOP/s")).computed,
                207610.9, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("compound"), QStringLiteral("20.5 %")).computed, 20.5, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("overheads"), QStringLiteral("~77 %")).computed, 77, 1e-9);
    EXPECT_NEAR(*row(QStringLiteral("implied-efficiency"), QStringLiteral("~31.2 %")).computed,
                31.25, 1e-9);
    EXPECT_NEAR(*row(QStringLiteral("amdahl"), QStringLiteral("7.8×")).computed, 7.8, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("amdahl"), QStringLiteral("~24 %")).computed, 24, 0.5);
    EXPECT_NEAR(*row(QStringLiteral("mtbf"), QStringLiteral("366.2 min")).computed, 366.2, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("mtbf"), QStringLiteral("98.04 %")).computed, 98.04, 0.005);
    EXPECT_NEAR(*row(QStringLiteral("checkpoints"), QStringLiteral("2.3 min")).computed, 2.3, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("roofline"), QStringLiteral("295.2 FLOP/byte")).computed, 295.2,
                0.05);
    EXPECT_NEAR(*row(QStringLiteral("roofline"), QStringLiteral("~208.6 tokens/s")).computed, 208.6,
                0.05);
    EXPECT_NEAR(*row(QStringLiteral("pue-10mw"), QStringLiteral("5.2 MW")).computed, 5.2, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("power-density"), QStringLiteral("5.8×")).computed, 5.8, 0.05);
    EXPECT_NEAR(*row(QStringLiteral("pue"), QStringLiteral("580 kW overhead")).computed, 580, 0.5);
    EXPECT_NEAR(
        *row(QStringLiteral("hardware"), QStringLiteral("1,800 GB/s (NVLink 5.0)")).computed, 1800,
        0.5);
    EXPECT_NEAR(*row(QStringLiteral("bandwidth"), QStringLiteral("1,200 GB/s")).computed, 1200,
                0.5);

    // Rows the model answers in words.
    const ReferenceRow &decode =
        row(QStringLiteral("roofline"), QStringLiteral("Entirely bandwidth-bound"));
    EXPECT_TRUE(decode.computedText.startsWith(QStringLiteral("Memory-bound")));
    EXPECT_EQ(decode.check(), ReferenceRow::Check::Agrees);
    const ReferenceRow &liquid =
        row(QStringLiteral("power-density"), QStringLiteral("Liquid cooling required"));
    EXPECT_EQ(liquid.computedText, QStringLiteral("Liquid cooling required"));
    EXPECT_TRUE(liquid.agrees());
}

TEST(ReferenceTables, SelfDisagreementsAreExplained)
{
    // 0.82 in the compound example vs 0.77 in the overhead budget.
    for (const auto &[tableId, printed] :
         {std::pair{QStringLiteral("compound"), QStringLiteral("0.82")},
          std::pair{QStringLiteral("overheads"), QStringLiteral("~77 %")},
          std::pair{QStringLiteral("cheat-sheet"), QStringLiteral("~77 %")}}) {
        const QString note = row(tableId, printed).note;
        EXPECT_TRUE(note.contains(QStringLiteral("pipeline bubble"))) << note.toStdString();
        EXPECT_TRUE(note.contains(QStringLiteral("MFU"))) << note.toStdString();
        EXPECT_TRUE(note.contains(QStringLiteral("0.77")) && note.contains(QStringLiteral("0.82")));
    }
    // "350M" is BERT-Large's 340M; 350M itself would give 30.4 ms.
    const QString bert = row(QStringLiteral("rho"), QStringLiteral("29.6 ms")).note;
    EXPECT_TRUE(bert.contains(QStringLiteral("340M"))) << bert.toStdString();
    EXPECT_TRUE(bert.contains(QStringLiteral("30.4 ms"))) << bert.toStdString();
    // TPU v5p ICI is printed as a bidirectional total among per-direction figures.
    const QString ici = row(QStringLiteral("bandwidth"), QStringLiteral("1,200 GB/s")).note;
    EXPECT_TRUE(ici.contains(QStringLiteral("bidirectional total"))) << ici.toStdString();
    EXPECT_TRUE(ici.contains(QStringLiteral("600 GB/s per direction"))) << ici.toStdString();
    // Scale-up links of the hardware table: totals against NVLink 4.0's per-direction 450 GB/s.
    for (const QString &printed :
         {QStringLiteral("1,800 GB/s (NVLink 5.0)"), QStringLiteral("~890 GB/s (Infinity Fabric)"),
          QStringLiteral("800 GB/s bidirectional (ICI)")}) {
        const QString note = row(QStringLiteral("hardware"), printed).note;
        EXPECT_TRUE(note.contains(QStringLiteral("Bidirectional total"))) << note.toStdString();
        EXPECT_TRUE(note.contains(QStringLiteral("450 GB/s per direction"))) << note.toStdString();
    }
    EXPECT_TRUE(row(QStringLiteral("hardware"), QStringLiteral("1,800 GB/s (NVLink 5.0)"))
                    .note.contains(QStringLiteral("900 GB/s per direction")));
    EXPECT_TRUE(row(QStringLiteral("hardware"), QStringLiteral("450 GB/s (NVLink 4.0)"))
                    .note.contains(QStringLiteral("Per direction")));
    // 31.25 % printed as 31.2 %.
    EXPECT_TRUE(row(QStringLiteral("implied-efficiency"), QStringLiteral("~31.2 %"))
                    .note.contains(QStringLiteral("31.25")));
}

TEST(ReferenceRowTest, AgreementIsHalfAUnitOfTheLastPrintedDigit)
{
    ReferenceRow r;
    r.printed = QStringLiteral("31.2 %");
    r.printedValue = 31.2;
    r.decimals = 1;
    r.unit = QStringLiteral("%");
    r.computed = 31.25;
    EXPECT_TRUE(r.agrees());
    EXPECT_EQ(r.checkText(), QStringLiteral("✓ agrees"));
    EXPECT_EQ(r.computedDisplay(), QStringLiteral("31.25 %")); // the deciding digit is shown
    r.computed = 31.26;
    EXPECT_FALSE(r.agrees());
    EXPECT_EQ(r.check(), ReferenceRow::Check::Disagrees);
    EXPECT_EQ(r.checkText(), QStringLiteral("≠ see note"));
    r.computed = 31.16;
    EXPECT_TRUE(r.agrees());
    EXPECT_EQ(r.computedDisplay(), QStringLiteral("31.2 %"));

    ReferenceRow times;
    times.printedValue = 9;
    times.computed = 9.0;
    times.unit = QStringLiteral("×");
    EXPECT_EQ(times.computedDisplay(), QStringLiteral("9×"));

    ReferenceRow text;
    text.printed = QStringLiteral("30–50 %");
    EXPECT_TRUE(text.agrees());
    EXPECT_EQ(text.check(), ReferenceRow::Check::TextOnly);
    EXPECT_EQ(text.computedDisplay(), QStringLiteral("—"));

    ReferenceRow words;
    words.computedText = QStringLiteral("Air cooling is enough");
    words.textMatches = false;
    EXPECT_FALSE(words.agrees());
    EXPECT_EQ(words.check(), ReferenceRow::Check::Disagrees);
}

TEST(ReferenceTables, AnOverriddenCatalogValueIsFlaggedAndExplained)
{
    Catalog catalog = embeddedCatalog();
    for (Accelerator &a : catalog.accelerators) {
        if (a.id == "nvidia-h100-sxm")
            a.peakBf16FlopPerS = 1000e12;
    }
    const std::vector<ReferenceTable> edited = referenceTables(catalog);
    int disagreeing = 0;
    for (const ReferenceTable &t : edited) {
        for (const ReferenceRow &r : t.rows) {
            if (!r.agrees()) {
                ++disagreeing;
                EXPECT_TRUE(r.note.startsWith(QStringLiteral("Differs by")))
                    << r.quantity.toStdString() << ": " << r.note.toStdString();
            }
        }
    }
    EXPECT_GE(disagreeing, 4); // ridge, peak, effective, H100 peak, …
    const ReferenceSummary s = summarize(edited);
    EXPECT_EQ(s.checked - s.agreeing, disagreeing);
}

TEST(ReferenceTables, AnEmptyCatalogNeverThrowsAndSaysWhatIsMissing)
{
    std::vector<ReferenceTable> bare;
    ASSERT_NO_THROW(bare = referenceTables(Catalog{}));
    EXPECT_EQ(bare.size(), tables().size());
    for (const ReferenceTable &t : bare) {
        for (const ReferenceRow &r : t.rows) {
            EXPECT_TRUE(r.agrees() || !r.note.isEmpty()) << r.quantity.toStdString();
            if (r.printedValue && !r.computed) {
                EXPECT_FALSE(r.note.isEmpty()) << r.quantity.toStdString();
            }
        }
    }
    // Values that need no catalog are still computed.
    for (const ReferenceTable &t : bare) {
        if (t.id != QStringLiteral("amdahl"))
            continue;
        for (const ReferenceRow &r : t.rows)
            EXPECT_TRUE(r.computed.has_value()) << r.quantity.toStdString();
    }
}

TEST(ReferenceExport, MarkdownHasEveryTableAndRow)
{
    const QString md = referenceMarkdown(tables());
    for (const ReferenceTable &t : tables()) {
        EXPECT_TRUE(md.contains(QStringLiteral("\n## ") + t.title + QLatin1Char('\n')))
            << t.title.toStdString();
        EXPECT_TRUE(md.contains(QStringLiteral("Source: ") + t.source)) << t.source.toStdString();
    }
    EXPECT_TRUE(
        md.contains(QStringLiteral("| ~207,610.9 TFLOP/s | 207,610.9 TFLOP/s | ✓ agrees |")));
    EXPECT_TRUE(md.contains(QStringLiteral("| 560.4 ms | 560.4 ms | ✓ agrees |")));
    EXPECT_EQ(md.count(QStringLiteral("| Quantity | Inputs | Printed | Computed | Check | Note |")),
              static_cast<qsizetype>(tables().size()));
    const ReferenceSummary s = summarize(tables());
    // Header + separator per table, and one line per row.
    qsizetype tableLines = 0;
    for (const QString &line : md.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('|')))
            ++tableLines;
    }
    EXPECT_EQ(tableLines, s.rows + 2 * s.tables);
}

TEST(ReferenceExport, MarkdownEscapesPipes)
{
    ReferenceTable t{QStringLiteral("x"), QStringLiteral("T"), QStringLiteral("S"), {}};
    ReferenceRow r;
    r.quantity = QStringLiteral("a | b");
    r.printed = QStringLiteral("p");
    t.rows.push_back(r);
    EXPECT_TRUE(referenceMarkdown({t}).contains(QStringLiteral("| a \\| b |")));
}

TEST(ReferenceExport, CsvParsesBackIntoTheSameRows)
{
    const QString csv = referenceCsv(tables());
    EXPECT_TRUE(csv.startsWith(
        QStringLiteral("table,quantity,inputs,printed,computed,unit,agrees,note\r\n")));
    // A printed value with a thousands separator is quoted, not split.
    EXPECT_TRUE(csv.contains(QStringLiteral(",\"1,012,736 TFLOP/s\",")));

    const std::vector<QStringList> records = parseCsv(csv);
    const ReferenceSummary s = summarize(tables());
    ASSERT_EQ(records.size(), static_cast<size_t>(s.rows) + 1);
    size_t i = 1;
    for (const ReferenceTable &t : tables()) {
        for (const ReferenceRow &r : t.rows) {
            const QStringList &f = records[i++];
            ASSERT_EQ(f.size(), 8) << r.quantity.toStdString();
            EXPECT_EQ(f[0], t.title);
            EXPECT_EQ(f[1], r.quantity);
            EXPECT_EQ(f[2], r.inputs);
            EXPECT_EQ(f[3], r.printed);
            EXPECT_EQ(f[5], r.unit);
            EXPECT_EQ(f[7], r.note);
            if (r.computed) {
                EXPECT_NEAR(f[4].toDouble(), *r.computed,
                            1e-9 * std::max(1.0, std::abs(*r.computed)));
                EXPECT_EQ(f[6], QStringLiteral("true"));
            } else if (!r.computedText.isEmpty()) {
                EXPECT_EQ(f[4], r.computedText);
            } else {
                EXPECT_TRUE(f[4].isEmpty());
                EXPECT_TRUE(f[6].isEmpty());
            }
        }
    }
}

TEST(ReferenceExport, CsvFieldQuoting)
{
    EXPECT_EQ(csvField(QStringLiteral("plain")), QStringLiteral("plain"));
    EXPECT_EQ(csvField(QStringLiteral("1,012,736")), QStringLiteral("\"1,012,736\""));
    EXPECT_EQ(csvField(QStringLiteral("say \"350M\"")), QStringLiteral("\"say \"\"350M\"\"\""));
    EXPECT_EQ(csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
    EXPECT_EQ(csvField(QString()), QString());
}

} // namespace
} // namespace fleet
