// The reference tables' agreement rule at its edges (half a unit of the last printed digit,
// plus a relative slack), the row counts, and the texts that quote catalog values: filled in
// from the catalog, or saying that an input is missing.
#include "../qtprinters.h"
#include "catalog.h"
#include "reference.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

#include <limits>

namespace fleet {
namespace {

ReferenceRow numericRow(double printed, int decimals, double computed, const char *unit = "ms")
{
    ReferenceRow r;
    r.printedValue = printed;
    r.decimals = decimals;
    r.computed = computed;
    r.unit = QString::fromUtf8(unit);
    return r;
}

TEST(ReferenceAgreement, HalfAUnitOfTheLastDecimalAgrees)
{
    // Printed "560.4 ms": anything that rounds to 560.4 agrees, the next hundredth does not.
    EXPECT_TRUE(numericRow(560.4, 1, 560.35).agrees());
    EXPECT_TRUE(numericRow(560.4, 1, 560.45).agrees());
    EXPECT_FALSE(numericRow(560.4, 1, 560.34).agrees());
    EXPECT_FALSE(numericRow(560.4, 1, 560.46).agrees());
    EXPECT_EQ(numericRow(560.4, 1, 560.34).check(), ReferenceRow::Check::Disagrees);
}

TEST(ReferenceAgreement, HalfAUnitOfAnIntegerAgrees)
{
    EXPECT_TRUE(numericRow(9, 0, 8.5, "×").agrees());
    EXPECT_TRUE(numericRow(9, 0, 9.5, "×").agrees());
    EXPECT_FALSE(numericRow(9, 0, 8.49, "×").agrees());
    EXPECT_FALSE(numericRow(9, 0, 9.51, "×").agrees());
}

TEST(ReferenceAgreement, RelativeSlackIsOnePartInABillion)
{
    // 1e-9 × 1,012,736 ≈ 0.001 beyond the half unit.
    EXPECT_TRUE(numericRow(1012736, 0, 1012736.5005, "TFLOP/s").agrees());
    EXPECT_FALSE(numericRow(1012736, 0, 1012736.502, "TFLOP/s").agrees());
}

TEST(ReferenceAgreement, ANonFiniteValueNeverAgrees)
{
    const ReferenceRow r = numericRow(560.4, 1, std::numeric_limits<double>::quiet_NaN());
    EXPECT_FALSE(r.agrees());
    EXPECT_EQ(r.checkText(), QStringLiteral("≠ see note"));
    EXPECT_EQ(r.computedDisplay(), QStringLiteral("—"));
}

TEST(ReferenceAgreement, DisplayShowsTheDigitThatDecides)
{
    // 560.35 rounds to the printed 560.4; 560.45 agrees but would round to 560.5.
    EXPECT_EQ(numericRow(560.4, 1, 560.35).computedDisplay(), QStringLiteral("560.4 ms"));
    EXPECT_EQ(numericRow(560.4, 1, 560.45).computedDisplay(), QStringLiteral("560.45 ms"));
    // A value that disagrees is shown to the printed decimals.
    EXPECT_EQ(numericRow(560.4, 1, 560.46).computedDisplay(), QStringLiteral("560.5 ms"));
    EXPECT_EQ(numericRow(0.11, 2, 0.112, "").computedDisplay(), QStringLiteral("0.11"));
}

TEST(ReferenceAgreement, SummaryCountsEachKindOfRow)
{
    ReferenceTable t{QStringLiteral("x"), QStringLiteral("T"), QStringLiteral("S"), {}};
    t.rows.push_back(numericRow(560.4, 1, 560.36));
    ReferenceRow off = numericRow(560.4, 1, 561);
    off.note = QStringLiteral("why");
    t.rows.push_back(off);
    ReferenceRow words;
    words.computedText = QStringLiteral("Liquid cooling required");
    t.rows.push_back(words);
    ReferenceRow text;
    text.printed = QStringLiteral("30–50 %");
    text.note = QStringLiteral("a band");
    t.rows.push_back(text);

    const ReferenceSummary s = summarize({t, t});
    EXPECT_EQ(s.tables, 2);
    EXPECT_EQ(s.rows, 8);
    EXPECT_EQ(s.checked, 6);
    EXPECT_EQ(s.agreeing, 4);
    EXPECT_EQ(s.explained, 4);
}

/// Whether any row's inputs or note still holds a %1 … %9 placeholder.
void expectNoPlaceholders(const std::vector<ReferenceTable> &tables)
{
    const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    for (const ReferenceTable &t : tables) {
        for (const ReferenceRow &r : t.rows) {
            EXPECT_FALSE(r.inputs.contains(placeholder)) << r.inputs.toStdString();
            EXPECT_FALSE(r.note.contains(placeholder)) << r.note.toStdString();
        }
    }
}

const ReferenceRow &rowOf(const std::vector<ReferenceTable> &tables, const QString &quantity)
{
    for (const ReferenceTable &t : tables) {
        for (const ReferenceRow &r : t.rows) {
            if (r.quantity == quantity)
                return r;
        }
    }
    throw std::runtime_error("no row " + quantity.toStdString());
}

TEST(ReferenceTexts, QuotedCatalogValuesAreFilledIn)
{
    const std::vector<ReferenceTable> tables = referenceTables(embeddedCatalog());
    expectNoPlaceholders(tables);
    EXPECT_EQ(rowOf(tables, QStringLiteral("H100 ridge point")).inputs,
              QStringLiteral("989 TFLOP/s BF16 dense / 3.35 TB/s (catalog nvidia-h100-sxm)"));
    EXPECT_EQ(rowOf(tables, QStringLiteral("B200: scale-up link")).inputs,
              QStringLiteral("catalog nvlink-5, bidirectional total = 2 × per direction"));
    // A text without placeholders is kept as written, though its computation quotes values.
    EXPECT_EQ(rowOf(tables, QStringLiteral("IT load of 10,000 × H100")).inputs,
              QStringLiteral("10,000 × H100 TDP"));
}

TEST(ReferenceTexts, AMissingCatalogEntryIsSaidInTheText)
{
    const std::vector<ReferenceTable> tables = referenceTables(Catalog{});
    expectNoPlaceholders(tables);
    const QString missing = QStringLiteral("(input missing from the catalog)");
    EXPECT_EQ(rowOf(tables, QStringLiteral("H100 ridge point")).inputs, missing);
    // Notes that quote two entries say which one is missing, in place.
    EXPECT_EQ(rowOf(tables, QStringLiteral("B200: scale-up link")).note.count(missing), 2);
    // Texts that quote only the model's own values are complete.
    EXPECT_TRUE(rowOf(tables, QStringLiteral("η_scaling at 4,096 GPUs"))
                    .note.startsWith(QStringLiteral("Exactly 31.25 %")));
}

} // namespace
} // namespace fleet
