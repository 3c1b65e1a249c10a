// Lesson files: good lessons read with patches applied; bad ones are refused naming the key and
// the reason; every built-in lesson loads and each question's readout shows the appendix's
// number; lessons written from visited scenarios read back as the same scenarios.
#include "../qtprinters.h"
#include "inputerror.h"
#include "lesson.h"
#include "scenarioio.h"
#include "viewstate.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

namespace fleet {
namespace {

const QString kFile = QStringLiteral("class.json");

Lesson parse(const char *json)
{
    return parseLesson(QByteArray(json), kFile, embeddedCatalog());
}

/// The message of the InputError that reading `json` throws ("" when it reads).
std::string error(const char *json)
{
    try {
        (void)parse(json);
    } catch (const InputError &e) {
        return e.message().toStdString();
    }
    return {};
}

constexpr const char *kGood = R"({
  "format": "fleet-explorer-lesson", "version": 1,
  "lesson": { "title": "Amdahl", "summary": "s = 10 %" },
  "steps": [
    { "title": "32", "text": "Predict.", "view": "scaling",
      "scenario": { "cluster": { "accelerators": 32 }, "scaling": { "serial_fraction": 0.1 } },
      "ask": { "kind": "number", "readout": "Amdahl speedup", "tolerance": 0.1 },
      "explanation": "7.8", "lock": ["scaling.serial_fraction"] },
    { "title": "1024", "text": "More.", "patch": { "cluster": { "accelerators": 1024 } } },
    { "title": "choice", "text": "Which?", "view": "power",
      "ask": { "kind": "choice", "readout": "Cooling verdict", "choices": ["air", "liquid"],
               "answer": 0 },
      "explanation": "22.4 kW" }
  ]
})";

TEST(Lesson, AGoodLessonReadsWithPatchesAndInheritedViews)
{
    const Lesson lesson = parse(kGood);
    EXPECT_EQ(lesson.title, QStringLiteral("Amdahl"));
    EXPECT_EQ(lesson.summary, QStringLiteral("s = 10 %"));
    ASSERT_EQ(lesson.steps.size(), 3u);
    const LessonStep &first = lesson.steps[0];
    EXPECT_EQ(first.scenario.cluster.accelerators, 32);
    EXPECT_DOUBLE_EQ(first.scenario.scaling.serialFraction, 0.1);
    ASSERT_TRUE(first.question);
    EXPECT_EQ(first.question->kind, LessonQuestion::Kind::Number);
    EXPECT_DOUBLE_EQ(first.question->tolerance, 0.1);
    EXPECT_EQ(first.locked, std::vector<FieldId>{FieldId::SerialFraction});
    // The patch changes N and keeps s; the view carries over.
    const LessonStep &second = lesson.steps[1];
    EXPECT_EQ(second.scenario.cluster.accelerators, 1024);
    EXPECT_DOUBLE_EQ(second.scenario.scaling.serialFraction, 0.1);
    EXPECT_EQ(second.view, QStringLiteral("scaling"));
    EXPECT_FALSE(second.question);
    // A step with neither keeps the previous scenario.
    const LessonStep &third = lesson.steps[2];
    EXPECT_EQ(third.scenario, second.scenario);
    ASSERT_TRUE(third.question);
    EXPECT_EQ(third.question->kind, LessonQuestion::Kind::Choice);
    EXPECT_EQ(third.question->choices,
              (QStringList{QStringLiteral("air"), QStringLiteral("liquid")}));
    EXPECT_EQ(third.question->answer, 0);
}

TEST(Lesson, ReadoutsLeftOutCarryOverOnTheSameViewOnly)
{
    const Lesson lesson = parse(R"json({"lesson": {"title": "L"}, "steps": [
        {"title": "t", "text": "x", "scenario": {}, "view": "roofline",
         "leave_out": ["Kernel bound", "% of peak (kernel)"]},
        {"title": "t", "text": "x"},
        {"title": "t", "text": "x", "leave_out": []},
        {"title": "t", "text": "x", "leave_out": ["Kernel bound"]},
        {"title": "t", "text": "x", "view": "scaling"}]})json");
    ASSERT_EQ(lesson.steps.size(), 5u);
    const QStringList kernel{QStringLiteral("Kernel bound"), QStringLiteral("% of peak (kernel)")};
    EXPECT_EQ(lesson.steps[0].leftOut, kernel);
    EXPECT_EQ(lesson.steps[1].leftOut, kernel); // as the view, the previous step's
    EXPECT_TRUE(lesson.steps[2].leftOut.isEmpty());
    EXPECT_EQ(lesson.steps[3].leftOut, QStringList{QStringLiteral("Kernel bound")});
    EXPECT_TRUE(lesson.steps[4].leftOut.isEmpty()); // another view: none carried over
    // The built-in lesson on decode leaves the custom kernel out of all three steps.
    const Lesson decode = loadLesson(QStringLiteral("decode-memory-bound"), embeddedCatalog());
    for (const LessonStep &step : decode.steps)
        EXPECT_TRUE(step.leftOut.contains(QStringLiteral("Kernel bound")));
}

TEST(Lesson, ChartsChosenCarryOverOnTheSameViewInTheViewsOrder)
{
    const Lesson lesson = parse(R"json({"lesson": {"title": "L"}, "steps": [
        {"title": "t", "text": "x", "scenario": {}, "view": "reliability",
         "charts": ["failure", "mtbf"]},
        {"title": "t", "text": "x"},
        {"title": "t", "text": "x", "charts": ["waste"]},
        {"title": "t", "text": "x", "view": "scaling"},
        {"title": "t", "text": "x", "view": "reliability"}]})json");
    ASSERT_EQ(lesson.steps.size(), 5u);
    const QStringList two{QStringLiteral("mtbf"), QStringLiteral("failure")};
    EXPECT_EQ(lesson.steps[0].charts, two); // the view's order: two steps compare equal
    EXPECT_EQ(lesson.steps[1].charts, two); // as the view, the previous step's
    EXPECT_EQ(lesson.steps[2].charts, QStringList{QStringLiteral("waste")});
    EXPECT_TRUE(lesson.steps[3].charts.isEmpty()); // another view: every chart
    EXPECT_TRUE(lesson.steps[4].charts.isEmpty()); // and back: every chart again
    // The built-in lesson on MTBF leaves out the time-wasted chart (nothing of it is asked);
    // step 3, on the failure probability, shows that chart alone (the MTBF curve, which step 4
    // asks at 100,000 GPUs, stood empty beside it).
    const Lesson mtbf = loadLesson(QStringLiteral("mtbf-collapse"), embeddedCatalog());
    ASSERT_EQ(mtbf.steps.size(), 4u);
    for (size_t i = 0; i < mtbf.steps.size(); ++i)
        EXPECT_EQ(mtbf.steps[i].charts, i == 2 ? QStringList{QStringLiteral("failure")} : two)
            << "step " << i + 1;
}

TEST(Lesson, EveryViewWithChartsNamesThem)
{
    // The ids a lesson names charts by (the views register the same: ViewCharts in the views'
    // tests). Reference and Compare draw tables and sweeps, nothing a step picks among.
    for (const QString &view : viewIdList()) {
        const bool none = view == QLatin1String("reference") || view == QLatin1String("compare");
        EXPECT_EQ(viewChartIds(view).isEmpty(), none) << view.toStdString();
    }
    EXPECT_EQ(viewChartIds(QStringLiteral("communication")),
              (QStringList{QStringLiteral("bandwidth"), QStringLiteral("transfer"),
                           QStringLiteral("allreduce-vs-n"), QStringLiteral("allreduce-vs-size")}));
    EXPECT_TRUE(viewChartIds(QStringLiteral("nonsense")).isEmpty());
}

TEST(Lesson, TheAnswerIsTheReadoutOfTheStepsScenario)
{
    const Lesson lesson = parse(kGood);
    const auto speedup = lessonAnswer(lesson.steps[0]);
    ASSERT_TRUE(speedup);
    // Amdahl, 32 GPUs, s = 10 %: 1 / (0.1 + 0.9 / 32) = 7.80×.
    EXPECT_NEAR(speedup->number, 1 / (0.1 + 0.9 / 32), 1e-9);
    EXPECT_FALSE(lessonAnswer(lesson.steps[1]));
}

struct Bad
{
    const char *name;
    const char *json;
    const char *message; ///< the whole one-line message
};

std::ostream &operator<<(std::ostream &os, const Bad &b)
{
    return os << b.name;
}

#define STEP0 R"("title": "t", "text": "x", "scenario": {})"
#define HEAD R"("lesson": {"title": "L"}, )"

const Bad kBad[] = {
    {"malformed", R"({"lesson": )", "class.json: line 1, column 11: "},
    {"unknown top key", R"({"lesson": {"title": "L"}, "stepz": []})",
     "class.json: stepz: unknown key (did you mean \"steps\"?)"},
    {"duplicate key", R"({"lesson": {"title": "L", "title": "M"}, "steps": []})",
     "class.json: lesson.title: "},
    {"wrong format", R"({"format": "fleet-explorer-scenario", )" HEAD R"("steps": [{)" STEP0 "}]}",
     "class.json: format: expected \"fleet-explorer-lesson\", got \"fleet-explorer-scenario\""},
    {"no steps", R"({)" HEAD R"("steps": []})",
     "class.json: steps: expected 1 to 100 steps, got 0"},
    {"steps not an array", R"({)" HEAD R"("steps": {}})",
     "class.json: steps: expected an array, got an object"},
    {"steps missing", R"({"lesson": {"title": "L"}})",
     "class.json: steps: missing (expected an array)"},
    {"title beside the steps", R"({"title": "L", "steps": [{)" STEP0 "}]}",
     "class.json: title: unknown key (a lesson's title goes in \"lesson\": {\"title\": …})"},
    {"empty title", R"({"lesson": {"title": " "}, "steps": [{)" STEP0 "}]}",
     "class.json: lesson.title: must not be empty"},
    {"unknown step key", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "veiw": "scaling"}]})",
     "class.json: steps[0].veiw: unknown key (did you mean \"view\"?)"},
    {"patch first", R"({)" HEAD R"("steps": [{"title": "t", "text": "x", "patch": {}}]})",
     "class.json: steps[0].patch: the first step has no earlier scenario to patch; give it a "
     "whole \"scenario\""},
    {"no scenario first", R"({)" HEAD R"("steps": [{"title": "t", "text": "x"}]})",
     "class.json: steps[0].scenario: missing (the first step needs a whole scenario)"},
    {"both", R"({)" HEAD R"("steps": [{)" STEP0 R"(}, {"title": "t", "text": "x", "scenario": {},
       "patch": {}}]})",
     "class.json: steps[1].patch: a step has a \"scenario\" or a \"patch\", not both"},
    {"bad scenario key", R"({)" HEAD R"("steps": [{"title": "t", "text": "x",
       "scenario": {"cluster": {"acelerators": 8}}}]})",
     "class.json: steps[0].scenario.cluster.acelerators: unknown key (did you mean "
     "\"accelerators\"?)"},
    {"bad patch value", R"({)" HEAD R"("steps": [{)" STEP0 R"(}, {"title": "t", "text": "x",
       "patch": {"cluster": {"accelerators": 0}}}]})",
     "class.json: steps[1].patch.cluster.accelerators: "},
    {"unknown view", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "view": "rooflne"}]})",
     "class.json: steps[0].view: unknown view \"rooflne\" (did you mean \"roofline\"?); the views "
     "are roofline, scaling, communication, reliability, utilization, power, reference, compare, "
     "layout, serving"},
    {"unknown readout", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "view": "scaling", "explanation":
       "e", "ask": {"kind": "number", "readout": "Amdahl speedp"}}]})",
     "class.json: steps[0].ask.readout: the view \"scaling\" has no readout \"Amdahl speedp\" "
     "(did you mean \"Amdahl speedup\"?)"},
    {"question on the reference", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "view": "reference",
       "explanation": "e", "ask": {"kind": "number", "readout": "Ridge point"}}]})",
     "class.json: steps[0].ask.readout: the view \"reference\" shows no readouts"},
    {"number of a verdict", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "view": "power",
       "explanation": "e", "ask": {"kind": "number", "readout": "Cooling verdict"}}]})",
     "class.json: steps[0].ask.readout: \"Cooling verdict\" is not a number"},
    {"no explanation", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "ask": {"kind": "number", "readout": "Ridge point"}}]})",
     "class.json: steps[0].explanation: missing (a question needs the explanation shown on "
     "reveal)"},
    {"explanation alone", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e"}]})",
     "class.json: steps[0].explanation: an explanation is shown on reveal; this step asks nothing "
     "(add \"ask\")"},
    {"bad kind", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "guess", "readout": "Ridge point"}}]})",
     "class.json: steps[0].ask.kind: expected \"number\" or \"choice\", got \"guess\""},
    {"tolerance zero", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "number", "readout": "Ridge point", "tolerance": 0}}]})",
     "class.json: steps[0].ask.tolerance: "},
    {"one choice", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a"], "answer": 0}}]})",
     "class.json: steps[0].ask.choices: expected 2 to 6 choices, got 1"},
    {"repeated choice", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a", "a"], "answer": 0}}]})",
     "class.json: steps[0].ask.choices[1]: \"a\" is listed twice"},
    {"answer out of range", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a", "b"], "answer": 2}}]})",
     "class.json: steps[0].ask.answer: "},
    {"tolerance on a choice", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a", "b"], "answer": 1, "tolerance": 0.1}}]})",
     "class.json: steps[0].ask.tolerance: only for a number question"},
    {"unknown control",
     R"({)" HEAD R"("steps": [{)" STEP0 R"(, "lock": ["cluster.acelerators"]}]})",
     "class.json: steps[0].lock[0]: unknown control \"cluster.acelerators\" (did you mean "
     "\"cluster.accelerators\"?)"},
    {"repeated control",
     R"({)" HEAD R"("steps": [{)" STEP0 R"(, "lock": ["scaling.mfu", "scaling.mfu"]}]})",
     "class.json: steps[0].lock[1]: \"scaling.mfu\" is listed twice"},
    {"unknown readout left out",
     R"({)" HEAD R"("steps": [{)" STEP0 R"(, "leave_out": ["Kernel bond"]}]})",
     "class.json: steps[0].leave_out[0]: the view \"roofline\" has no readout \"Kernel bond\" "
     "(did you mean \"Kernel bound\"?)"},
    {"readout left out twice",
     R"({)" HEAD R"("steps": [{)" STEP0 R"(, "leave_out": ["Kernel bound", "Kernel bound"]}]})",
     "class.json: steps[0].leave_out[1]: \"Kernel bound\" is listed twice"},
    {"asked readout left out", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "number", "readout": "Ridge point"}, "leave_out": ["Ridge point"]}]})",
     "class.json: steps[0].leave_out[0]: \"Ridge point\" is the readout this step asks"},
    {"asked readout left out before", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "leave_out": ["Ridge point"]}, {"title": "t", "text": "x", "explanation": "e",
       "ask": {"kind": "number", "readout": "Ridge point"}}]})",
     "class.json: steps[1].ask.readout: \"Ridge point\" is left out (\"leave_out\" of an "
     "earlier step); list the step's own \"leave_out\" without it"},
    {"left out not an array", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "leave_out": "Kernel"}]})",
     "class.json: steps[0].leave_out: expected an array, got a string"},
    {"unknown chart", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "charts": ["rofline"]}]})",
     "class.json: steps[0].charts[0]: the view \"roofline\" has no chart \"rofline\" (did you "
     "mean \"roofline\"?); its charts are roofline, decode-memory"},
    {"chart twice", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "charts": ["roofline", "roofline"]}]})",
     "class.json: steps[0].charts[1]: \"roofline\" is listed twice"},
    {"no chart", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "charts": []}]})",
     "class.json: steps[0].charts: an empty list: name at least one of roofline, decode-memory "
     "(all of them to show every chart)"},
    {"charts not an array", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "charts": "roofline"}]})",
     "class.json: steps[0].charts: expected an array, got a string"},
    {"chart not a string", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "charts": [1]}]})",
     "class.json: steps[0].charts[0]: expected a string, got a number"},
    {"charts of a view without", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "view": "reference",
       "charts": ["tree"]}]})",
     "class.json: steps[0].charts: the view \"reference\" has no charts to choose among"},
    {"step not an object", R"({)" HEAD R"("steps": [3]})",
     "class.json: steps[0]: expected an object, got a number"},
    {"translation language", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": {"chinese": {"title": "t"}}}]})",
     "class.json: steps[0].translations.chinese: not a language code (such as \"zh_CN\" or "
     "\"de\")"},
    {"translation in English", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": {"en": {"title": "t"}}}]})",
     "class.json: steps[0].translations.en: English is the file's own text"},
    {"translations empty", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "translations": {}}]})",
     "class.json: steps[0].translations: must not be empty"},
    {"translations not an object", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": ["zh_CN"]}]})",
     "class.json: steps[0].translations: "},
    {"translation unknown key", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": {"zh_CN": {"titel": "t"}}}]})",
     "class.json: steps[0].translations.zh_CN.titel: unknown key (did you mean \"title\"?)"},
    {"translation empty text", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": {"zh_CN": {"text": " "}}}]})",
     "class.json: steps[0].translations.zh_CN.text: must not be empty"},
    {"translation explanation alone", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "translations": {"zh_CN": {"explanation": "e"}}}]})",
     "class.json: steps[0].translations.zh_CN.explanation: this step asks nothing"},
    {"translation choices of a number", R"({)" HEAD R"("steps": [{)" STEP0 R"(,
       "view": "scaling", "explanation": "e", "ask": {"kind": "number", "readout":
       "Amdahl speedup"}, "translations": {"zh_CN": {"choices": ["a", "b"]}}}]})",
     "class.json: steps[0].translations.zh_CN.choices: this step asks no choice question"},
    {"translation choices count", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a", "b"], "answer": 1},
       "translations": {"zh_CN": {"choices": ["甲"]}}}]})",
     "class.json: steps[0].translations.zh_CN.choices: expected 2 choices, one for each of the "
     "step's, got 1"},
    {"translation repeated choice", R"({)" HEAD R"("steps": [{)" STEP0 R"(, "explanation": "e",
       "ask": {"kind": "choice", "choices": ["a", "b"], "answer": 1},
       "translations": {"zh_CN": {"choices": ["甲", "甲"]}}}]})",
     "class.json: steps[0].translations.zh_CN.choices[1]: \"甲\" is listed twice"},
    {"head translation key", R"({"lesson": {"title": "L", "translations": {"zh_CN":
       {"text": "x"}}}, "steps": [{)" STEP0 R"(}]})",
     "class.json: lesson.translations.zh_CN.text: unknown key"},
};

class BadLesson : public ::testing::TestWithParam<Bad>
{
};

TEST_P(BadLesson, IsRefusedNamingTheKeyAndTheReason)
{
    const Bad &b = GetParam();
    const std::string message = error(b.json);
    ASSERT_FALSE(message.empty()) << "read without an error";
    // The message starts with the file and the key path; a reason the scenario or JSON reader
    // words is checked only for its key here (their own tests check the words).
    EXPECT_EQ(message.substr(0, std::string(b.message).size()), b.message);
}

INSTANTIATE_TEST_SUITE_P(Lesson, BadLesson, ::testing::ValuesIn(kBad));

TEST(Lesson, OneHundredStepsReadAndOneHundredAndOneAreRefused)
{
    // Both edges of the step limit: 100 steps is a lesson, 101 is refused naming the count.
    const auto lessonOf = [](int steps) {
        QByteArray json = R"({"lesson": {"title": "L"}, "steps": [)";
        for (int i = 0; i < steps; ++i) {
            if (i > 0)
                json += ',';
            json += R"({"title": "t", "text": "x", "scenario": {"cluster": {"accelerators": )" +
                    QByteArray::number(8 + i) + "}}}";
        }
        return json + "]}";
    };
    const Lesson hundred = parseLesson(lessonOf(100), kFile, embeddedCatalog());
    ASSERT_EQ(hundred.steps.size(), 100u);
    EXPECT_EQ(hundred.steps.back().scenario.cluster.accelerators, 107);
    try {
        (void)parseLesson(lessonOf(101), kFile, embeddedCatalog());
        ADD_FAILURE() << "101 steps read";
    } catch (const InputError &e) {
        EXPECT_EQ(e.message(),
                  QStringLiteral("class.json: steps: expected 1 to 100 steps, got 101"));
    }
}

TEST(Lesson, AMissingFileOrNameSaysSo)
{
    try {
        (void)loadLesson(QStringLiteral("no-such-lesson"), embeddedCatalog());
        FAIL() << "loaded";
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("no-such-lesson"));
        EXPECT_TRUE(e.reason().startsWith(QStringLiteral("no such file, nor a built-in lesson")));
    }
}

/// A built-in lesson's question and the appendix's number its readout must show.
struct Reveal
{
    const char *lesson;
    int step;
    const char *shown;    ///< text the readout's value contains; nullptr: compare `printed`
    double printed = 0;   ///< the appendix's value, in the readout's number's unit
    double tolerance = 0; ///< |number − printed| allowed (half the printed last digit)
};

std::ostream &operator<<(std::ostream &os, const Reveal &r)
{
    return os << r.lesson << " step " << r.step + 1;
}

// The appendix's numbers, as printed (tests/model/golden_test.cpp and examples_test.cpp hold
// the same figures with their inputs).
const Reveal kReveals[] = {
    {"decode-memory-bound", 0, "208.6 tokens/s"},
    {"decode-memory-bound", 1, "1 FLOP/byte"},
    {"decode-memory-bound", 2, "64 FLOP/byte"}, // 64 sequences per read of the weights
    {"ridge-points", 0, "295.2 FLOP/byte"},
    // Not printed by the appendix: its B200 and MI300X figures, 2,250 TFLOP/s over 8 TB/s
    // and 1,307 TFLOP/s over 5.30 TB/s.
    {"ridge-points", 1, "281"},
    {"ridge-points", 2, "246.6"},
    {"amdahl-ceiling", 0, "6.6"}, // 1 / (0.125 + 0.875 / 32) = 6.56×
    {"amdahl-ceiling", 1, "8"},
    {"amdahl-ceiling", 2, "0.8"}, // S = 7.95× on 1,024: 7.95 / 1,024 = 0.776 %
    {"nvlink-infiniband", 0, "0.036"},
    {"nvlink-infiniband", 1, "9"},
    {"nvlink-infiniband", 2, "0.112"},         // the appendix's ρ = 11.2 %
    {"nvlink-infiniband", 3, nullptr, 3, 0.5}, // "350M" on 256 GPUs: ρ ≈ 3
    {"mtbf-collapse", 0, "195.3 h"},
    {"mtbf-collapse", 1, "6.1 h"}, // the appendix's 366.2 min, in hours like its axis
    {"mtbf-collapse", 2, "98.0 %"},
    {"mtbf-collapse", 3, "0.50 h"}, // the appendix's 30 min
    {"where-flops-go", 0, "1.013 EFLOP/s"},
    {"where-flops-go", 0, nullptr, 1012736e12, 0.5e12}, // 1,012,736 TFLOP/s
    {"where-flops-go", 1, "20.5 %"},
    // Where the rest went: 1 − 0.50; 0.50 × (1 − 0.50); 0.25 × (1 − 0.82) = 4.5 % of the peak.
    {"where-flops-go", 2, "MFU 50.0 %\nscaling 25.0 %\noperations 4.5 %"},
    {"racks-liquid", 0, "9.8 MW"},
    {"racks-liquid", 1, "Air"},
    {"racks-liquid", 2, "iquid"},
    // 50,000 h / 16,384 = 3.0518 h = 10,986.3 s; Llama 3 measured 1,296 h / 419 = 3.093 h.
    {"model-vs-world", 0, nullptr, 10986.33, 0.01},
    // 6 · 405e9 · 15.6e12 / (16,384 · 989e12 · 0.40 · 0.30 · 0.77) = 25.32 Ms = 293.0 days.
    {"model-vs-world", 1, nullptr, 25318773.86, 1},
    // The same with η = 1: × 0.30 = 7.5956 Ms = 87.9 days.
    {"model-vs-world", 2, nullptr, 7595632.16, 1},
    // Llama-3.1-70B on 512 H100, t = 8: m = 8 slots of t_c 438.6 ms + t_tp 85.8 ms, plus the
    // exposed data-parallel AllReduce 403.2 ms = 4.598 s (SPEC §8.3).
    {"tensor-boundary", 0, nullptr, 4.59796, 1e-4},
    // t = 16 crosses the node: 16 × (219.3 ms + 853.3 ms on the fabric) + 196.1 ms = 17.36 s.
    {"tensor-boundary", 1, nullptr, 17.3577, 1e-3},
    // t = 8, p = 8, m = 2,097,152 / (4,096 · 8) = 64: bubble 7 / 71 = 9.86 %.
    {"tensor-boundary", 2, nullptr, 7.0 / 71.0, 1e-9},
    // SPEC §8.5: 105.9 + 17.65 + 17.65 + 11.41 = 152.6 GB on one node.
    {"zero-memory", 0, "152.6"},
    // ZeRO-3 over d = 64: 16 B × 8.825e9 / 64 = 2.206 GB + 11.41 GB of activations = 13.61 GB.
    {"zero-memory", 1, "13.6"},
    // Full recompute: activations 2 · 4,096 · 8,192 / 8 B × 80 layers = 0.671 GB; + 2.206 GB.
    {"zero-memory", 2, "2.8"},
    // SPEC §9.3's replica: T = 3.1688 s; Q = 10 /s × T = 31.69 requests in flight.
    {"littles-law", 0, nullptr, 31.6877, 1e-3},
    // λ = 20: Q = 63.38, ⌈63.38 / 32⌉ = 2 replicas of t_s = 4: 8 accelerators.
    {"littles-law", 1, nullptr, 8, 0},
    // B = 64: TPOT 13.38 ms (12.20 ms at 32): memory-bound, the weights dominate the bytes.
    {"littles-law", 2, "13.38 ms"},
    // B = 1: 58 replicas, 232 H100: 232 · 700 W · 1.4 / (20 · 256) = 44.41 J per output token.
    {"littles-law", 3, "44.41 J"},
};

class BuiltinReveal : public ::testing::TestWithParam<Reveal>
{
};

TEST_P(BuiltinReveal, ShowsTheAppendixNumber)
{
    const Reveal &r = GetParam();
    const Lesson lesson = loadLesson(QString::fromLatin1(r.lesson), embeddedCatalog());
    ASSERT_LT(static_cast<size_t>(r.step), lesson.steps.size());
    const auto answer = lessonAnswer(lesson.steps[static_cast<size_t>(r.step)]);
    ASSERT_TRUE(answer);
    if (r.shown)
        EXPECT_TRUE(answer->value.contains(QString::fromUtf8(r.shown)))
            << answer->title.toStdString() << " shows " << answer->value.toStdString();
    else
        EXPECT_NEAR(answer->number, r.printed, r.tolerance) << answer->title.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Lessons, BuiltinReveal, ::testing::ValuesIn(kReveals));

TEST(Lesson, ElevenBuiltinsLoadEachAskingOnEveryStep)
{
    const std::vector<BuiltinLesson> all = builtinLessons();
    EXPECT_EQ(all.size(), 11u);
    QSet<QString> files;
    for (const BuiltinLesson &b : all) {
        files.insert(b.id + QStringLiteral(".json"));
        const Lesson lesson = loadLesson(b.id, embeddedCatalog());
        EXPECT_EQ(lesson.title, b.title);
        // A number in the menu's title would answer a step's question before it is asked.
        EXPECT_FALSE(lesson.title.contains(QRegularExpression(QStringLiteral("\\d"))))
            << lesson.title.toStdString();
        EXPECT_FALSE(localizedLesson(lesson, QStringLiteral("zh_CN"))
                         .title.contains(QRegularExpression(QStringLiteral("\\d"))))
            << b.id.toStdString();
        EXPECT_FALSE(lesson.summary.isEmpty());
        EXPECT_GE(lesson.steps.size(), 3u) << b.id.toStdString();
        for (const LessonStep &step : lesson.steps)
            EXPECT_TRUE(step.question) << b.id.toStdString() << ": " << step.title.toStdString();
    }
    const QStringList embedded = QDir(QStringLiteral(":/lessons")).entryList(QDir::Files);
    EXPECT_EQ(QSet<QString>(embedded.begin(), embedded.end()), files);
}

TEST(Lesson, ATranslationReplacesTheTextsItGivesAndKeepsTheRest)
{
    const Lesson lesson = parse(R"({
      "lesson": { "title": "Cooling", "summary": "Air or liquid.",
                  "translations": { "zh_CN": { "title": "冷却" } } },
      "steps": [
        { "title": "Rack", "text": "Which?", "view": "power", "scenario": {},
          "ask": { "kind": "choice", "choices": ["air", "liquid"], "answer": 1 },
          "explanation": "22.4 kW",
          "translations": { "zh_CN": { "title": "机架", "text": "哪一种？",
                                       "choices": ["风冷", "液冷"], "explanation": "22.4 kW。" },
                            "de": { "title": "Rack" } } },
        { "title": "Again", "text": "And now?" }
      ]
    })");
    ASSERT_EQ(lesson.steps[0].translations.size(), 2u);
    const Lesson zh = localizedLesson(lesson, QStringLiteral("zh_CN"));
    EXPECT_EQ(zh.title, QStringLiteral("冷却"));
    EXPECT_EQ(zh.summary, QStringLiteral("Air or liquid.")); // not translated: English stays
    EXPECT_EQ(zh.steps[0].title, QStringLiteral("机架"));
    EXPECT_EQ(zh.steps[0].text, QStringLiteral("哪一种？"));
    EXPECT_EQ(zh.steps[0].question->choices,
              (QStringList{QStringLiteral("风冷"), QStringLiteral("液冷")}));
    EXPECT_EQ(zh.steps[0].question->answer, 1);
    EXPECT_EQ(zh.steps[0].explanation, QStringLiteral("22.4 kW。"));
    EXPECT_EQ(zh.steps[1].title, QStringLiteral("Again"));
    // A block named by the language alone serves its regional forms; others leave English.
    EXPECT_EQ(localizedLesson(lesson, QStringLiteral("de_AT")).steps[0].title,
              QStringLiteral("Rack"));
    EXPECT_EQ(localizedLesson(lesson, QStringLiteral("fr")).steps[0].text,
              QStringLiteral("Which?"));
    EXPECT_EQ(localizedLesson(lesson, QStringLiteral("en")).title, QStringLiteral("Cooling"));
}

TEST(Lesson, EveryBuiltinIsInChineseOnEveryStep)
{
    const std::vector<BuiltinLesson> english = builtinLessons();
    const std::vector<BuiltinLesson> chinese = builtinLessons(QStringLiteral("zh_CN"));
    ASSERT_EQ(chinese.size(), english.size());
    // A CJK character: the text is Chinese, not the English left in place.
    auto isChinese = [](const QString &text) {
        return std::any_of(text.begin(), text.end(),
                           [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
    };
    for (size_t i = 0; i < chinese.size(); ++i) {
        const Lesson lesson = loadLesson(english[i].id, embeddedCatalog());
        const Lesson zh = localizedLesson(lesson, QStringLiteral("zh_CN"));
        const std::string id = english[i].id.toStdString();
        EXPECT_EQ(chinese[i].title, zh.title) << id;
        EXPECT_TRUE(isChinese(zh.title)) << id;
        EXPECT_TRUE(isChinese(zh.summary)) << id;
        ASSERT_EQ(zh.steps.size(), lesson.steps.size());
        for (size_t k = 0; k < zh.steps.size(); ++k) {
            const LessonStep &step = zh.steps[k];
            EXPECT_TRUE(isChinese(step.title)) << id << " step " << k + 1;
            EXPECT_TRUE(isChinese(step.text)) << id << " step " << k + 1;
            EXPECT_TRUE(isChinese(step.explanation)) << id << " step " << k + 1;
            if (step.question && step.question->kind == LessonQuestion::Kind::Choice) {
                for (const QString &choice : step.question->choices)
                    EXPECT_TRUE(isChinese(choice)) << id << " step " << k + 1;
            }
            // The field's terms stay as the appendix's Chinese text has them.
            EXPECT_FALSE(step.text.contains(QStringLiteral("屋脊")));
        }
    }
}

TEST(Lesson, TheLanguageIsTheInstalledTranslations)
{
    EXPECT_EQ(lessonLanguage(), QStringLiteral("en")); // no translation installed here
}

TEST(Lesson, StepsSavedAsALessonReadBackAsTheSameScenarios)
{
    const Catalog catalog = embeddedCatalog();
    std::vector<VisitedStep> visited;
    Scenario s = defaultScenario(catalog);
    visited.push_back({s, QStringLiteral("roofline")});
    s.cluster.accelerators = 4096;
    visited.push_back({s, QStringLiteral("scaling")});
    s.accelerator = *catalog.findAccelerator("nvidia-b200");
    s.scaling.serialFraction = 0.05;
    visited.push_back({s, QStringLiteral("power")});

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    const QJsonObject json = lessonFromSteps(QStringLiteral("My class"), visited);
    saveLessonFile(json, path);
    const Lesson lesson = loadLessonFile(path, catalog);
    EXPECT_EQ(lesson.title, QStringLiteral("My class"));
    ASSERT_EQ(lesson.steps.size(), visited.size());
    for (size_t i = 0; i < visited.size(); ++i) {
        EXPECT_EQ(lesson.steps[i].scenario, visited[i].scenario) << "step " << i + 1;
        EXPECT_EQ(lesson.steps[i].view, visited[i].view);
    }
    // The later steps are patches of what changed: the second only the cluster size.
    const QJsonObject second = json[QStringLiteral("steps")][1].toObject();
    ASSERT_TRUE(second.contains(QStringLiteral("patch")));
    EXPECT_EQ(second[QStringLiteral("patch")].toObject(),
              QJsonDocument::fromJson(R"({"cluster": {"accelerators": 4096}})").object());
}

TEST(Lesson, SavingIntoAMissingFolderFailsNamingThePath)
{
    const QString path = QStringLiteral("/nonexistent-folder/l.json");
    try {
        saveLessonFile(lessonFromSteps(QStringLiteral("x"), {{defaultScenario(embeddedCatalog()),
                                                              QStringLiteral("roofline")}}),
                       path);
        FAIL() << "saved";
    } catch (const InputError &e) {
        EXPECT_EQ(e.file(), path);
    }
}

} // namespace
} // namespace fleet
