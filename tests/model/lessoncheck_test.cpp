// The lesson reader's check that no text prints an answer before its reveal: a later step's
// answer in an earlier step's text or explanation is found in any unit within the question's
// tolerance; numbers of other quantities are not; the built-in lessons give nothing away.
#include "../qtprinters.h"
#include "lessoncheck.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

Lesson parse(const char *json)
{
    return parseLesson(QByteArray(json), QStringLiteral("class.json"), embeddedCatalog());
}

TEST(LessonCheck, ANumberIsShownWithinTheToleranceInAnyUnitOfItsQuantity)
{
    // 195.3 h at 10 %: 175.77 … 214.83 h, i.e. 10,546 … 12,890 min, 7.32 … 8.95 days.
    const Quantity mtbf{195.3, QStringLiteral("h")};
    EXPECT_EQ(quantityShown(QStringLiteral("about 200 h."), mtbf, 0.1), QStringLiteral("200 h"));
    EXPECT_EQ(quantityShown(QStringLiteral("every 11,718 min"), mtbf, 0.1),
              QStringLiteral("11,718 min"));
    // 8.1 days × 24 h = 194.4 h.
    EXPECT_EQ(quantityShown(QStringLiteral("once in 8.1 days"), mtbf, 0.1),
              QStringLiteral("8.1 days"));
    // 24 h and 50,000 h are far from it; 195.3 GPUs is another quantity.
    EXPECT_EQ(quantityShown(QStringLiteral("24 h, 50,000 h, 195.3 GPUs"), mtbf, 0.1), QString());
    // 98.0 % at 2 %: 96.04 … 99.96 %; "≥ 1 failure within 24 h" holds no percentage.
    const Quantity p{98.0, QStringLiteral("%")};
    EXPECT_EQ(quantityShown(QStringLiteral("P(≥ 1 failure within 24 h)"), p, 0.02), QString());
    EXPECT_EQ(quantityShown(QStringLiteral("≈ 97 % of runs"), p, 0.02), QStringLiteral("97 %"));
    // "10×" for an answer of 10.0×, the unit's first word too ("9× per direction").
    EXPECT_EQ(quantityShown(QStringLiteral("a 10× ceiling"), {10.0, QStringLiteral("×")}, 0.05),
              QStringLiteral("10×"));
    EXPECT_EQ(
        quantityShown(QStringLiteral("9× apart"), {9, QStringLiteral("× per direction")}, 0.1),
        QStringLiteral("9×"));
}

TEST(LessonCheck, AnEarlierExplanationThatGivesALaterAnswerIsFound)
{
    // Step 1 asks S(32) = 1 / (0.1 + 0.9 / 32) = 1 / 0.128125 = 7.8×; step 2 the ceiling
    // 1 / 0.1 = 10×, which step 1's explanation prints. Its "10 %" is no speedup, nor is the
    // "7.8" of a step that asks 7.8× itself counted again after its reveal.
    const Lesson lesson = parse(R"({
      "format": "fleet-explorer-lesson", "version": 1,
      "lesson": { "title": "Amdahl", "summary": "s" },
      "steps": [
        { "title": "32", "text": "A 10 % serial fraction on 32 GPUs.", "view": "scaling",
          "scenario": { "cluster": { "accelerators": 32 }, "scaling": { "serial_fraction": 0.1 } },
          "ask": { "kind": "number", "readout": "Amdahl speedup", "tolerance": 0.1 },
          "explanation": "7.8×, on the way to a 10× ceiling." },
        { "title": "ceiling", "text": "And the ceiling?",
          "ask": { "kind": "number", "readout": "Amdahl ceiling", "tolerance": 0.05 },
          "explanation": "1 / s = 10×." }
      ]
    })");
    const std::vector<LessonGiveaway> found = lessonGiveaways(lesson);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].shownIn, 0);
    EXPECT_EQ(found[0].askedIn, 1);
    EXPECT_EQ(found[0].where, QStringLiteral("steps[0].explanation"));
    EXPECT_EQ(found[0].shown, QStringLiteral("10×"));
    EXPECT_EQ(found[0].readout, QStringLiteral("Amdahl ceiling"));
    EXPECT_TRUE(describeGiveaway(found[0]).contains(QStringLiteral("the answer of step 2")))
        << describeGiveaway(found[0]).toStdString();
}

TEST(LessonCheck, NoBuiltinLessonPrintsAnAnswerBeforeItsReveal)
{
    for (const BuiltinLesson &b : builtinLessons()) {
        const Lesson lesson = loadLesson(b.id, embeddedCatalog());
        for (const LessonGiveaway &g : lessonGiveaways(lesson))
            ADD_FAILURE() << b.id.toStdString() << ": " << describeGiveaway(g).toStdString();
    }
}

} // namespace
} // namespace fleet
