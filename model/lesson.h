// Lessons: an ordered list of steps, each a scenario shown on one view with a question asked
// before its answer is revealed. Lesson files (JSON, model/README.md §9) are read as strictly as
// scenario files; the built-in lessons are embedded (resources/lessons/). Qt Core only.
#pragma once

#include "catalog.h"
#include "explain.h"
#include "scenario.h"
#include "scenariofields.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace fleet {

/// The "format" value of a lesson file.
inline constexpr const char *kLessonFormat = "fleet-explorer-lesson";

/// What a step asks before it reveals.
struct LessonQuestion
{
    enum class Kind { Number, Choice };
    Kind kind = Kind::Number;
    /// The readout whose value is hidden and revealed, by its English title as the window shows
    /// it ("Decode tokens/s"); always set for a number question, optional for a choice.
    QString readout;
    /// Number questions: a prediction within this relative distance of the value is right
    /// (0.05 = 5 %), in (0, 1].
    double tolerance = 0.05;
    QStringList choices; ///< Choice questions: 2–6 distinct answers, in the order shown
    int answer = 0;      ///< Choice questions: the index of the right answer in `choices`
};

/// A step's texts in another language (a "translations" block of the file). A text the block
/// leaves out is empty: the file's own (English) text shows instead.
struct LessonStepText
{
    QString title;
    QString text;
    QStringList choices; ///< empty, or one per choice of the step's question, in its order
    QString explanation;
};

/// One step of a lesson, with its scenario resolved (a patch applied to the previous step's).
struct LessonStep
{
    QString title;
    QString text;
    Scenario scenario;        ///< the whole scenario this step shows
    QJsonObject scenarioJson; ///< the same as read (the previous step's with the patch merged)
    QString view;             ///< one of kViewIds; the previous step's when the file omits it
    std::optional<LessonQuestion> question;
    QString explanation;         ///< shown on reveal; set exactly when `question` is
    std::vector<FieldId> locked; ///< controls held still during the step
    /// Readouts of the view left out of its panel during the step (English titles, as the
    /// question's readout): they describe something the step is not about (the roofline's
    /// custom kernel in a lesson on decode) and would read as half its answer. The previous
    /// step's when the file omits it and the view is the same; empty otherwise.
    QStringList leftOut;
    /// The charts of the view the step shows (viewChartIds(), in the view's order), the others
    /// folded away so these get the room (a 1280 × 720 projector left the MTBF chart 95 px of
    /// plot beside a time-wasted chart with nothing to draw yet). The previous step's when the
    /// file omits it and the view is the same; empty (every chart) otherwise.
    QStringList charts;
    /// Its texts in other languages, by language code ("zh_CN").
    std::map<QString, LessonStepText> translations;
};

/// A lesson's title and summary in another language; empty where left out.
struct LessonHeadText
{
    QString title;
    QString summary;
};

/// A whole lesson.
struct Lesson
{
    QString title;
    QString summary;
    std::vector<LessonStep> steps; ///< at least one
    /// The title and summary in other languages, by language code ("zh_CN").
    std::map<QString, LessonHeadText> translations;
};

/// The language the interface speaks now, as its installed translation names itself
/// ("zh_CN" with the Chinese translation, else "en"); the texts a lesson shows follow it.
[[nodiscard]] QString lessonLanguage();

/// `lesson` with every text the file gives in `language` ("zh_CN"; a block named by the
/// language alone, "zh", serves too) in place of its own; texts the translation leaves out
/// stay as they are. The question's answer index and the readout (an English title, matched
/// in the user's language anyway) do not change. Unknown languages return `lesson` as it is.
[[nodiscard]] Lesson localizedLesson(Lesson lesson, const QString &language);

/// Parses a lesson document. Throws InputError naming `file`, the key path ("steps[2].ask.answer")
/// and the reason for: malformed JSON, a duplicate key, an unknown key (with a suggestion), a
/// wrong type, an empty text, a bad scenario or patch (the scenario reader's error under
/// "steps[i].scenario." or "steps[i].patch."), a patch or missing scenario in the first step,
/// both a scenario and a patch in one step, an unknown view id, a question on a view without
/// readouts, an unknown readout, a number question on a readout without a number, bad choices
/// or answer, an explanation without a question (or a question without one), an unknown or
/// repeated control in "lock", an unknown or repeated readout in "leave_out" (or the one the
/// step asks), an empty "charts" list or an unknown or repeated chart in it, a "translations" block
/// with a malformed language code, an unknown key, an empty text, choices that do not match the
/// question's or an explanation in a step that asks nothing.
[[nodiscard]] Lesson parseLesson(const QByteArray &json, const QString &file,
                                 const Catalog &catalog);

/// Reads and parses a lesson file. Throws InputError.
[[nodiscard]] Lesson loadLessonFile(const QString &path, const Catalog &catalog);

/// One built-in lesson: its id (the file resources/lessons/<id>.json, and the name
/// `--lesson` takes) and its title.
struct BuiltinLesson
{
    QString id;
    QString title; ///< in English, or in the language asked for when the file gives it
};

/// Every built-in lesson, in menu order, titled in `language` ("zh_CN") where its file has a
/// translation (English otherwise, and for an empty `language`).
[[nodiscard]] std::vector<BuiltinLesson> builtinLessons(const QString &language = QString());

/// A built-in lesson by id, else a lesson file by path. Throws InputError.
[[nodiscard]] Lesson loadLesson(const QString &nameOrPath, const Catalog &catalog);

/// The readouts the view `viewId` shows for a scenario and its results, as the window lists
/// them (the utilization view adds the run readouts); empty for views without readouts
/// (reference, compare).
[[nodiscard]] std::vector<Readout> viewReadouts(const QString &viewId, const Scenario &scenario,
                                                const Results &results);

/// The readout of `readouts` whose title is `title` (English, as lesson files name it) in the
/// user's language; a "%1" in `title` stands for a value the window puts in the title ("ρ (%1
/// AllReduce)" matches "ρ (ring AllReduce)"). nullptr when none matches.
[[nodiscard]] const Readout *findLessonReadout(const std::vector<Readout> &readouts,
                                               const QString &title);

/// The readout a step's question hides, computed from the step's scenario, with its title in
/// the user's language; nullopt when the step asks about no readout.
[[nodiscard]] std::optional<Readout> lessonAnswer(const LessonStep &step);

/// One visited scenario, for "Save steps as lesson".
struct VisitedStep
{
    Scenario scenario;
    QString view; ///< one of kViewIds
};

/// A lesson file a teacher can edit, made from scenarios visited in order: the first step holds
/// its whole scenario, each later one a patch of the keys that changed (or the whole scenario
/// when a key was dropped); every step gets a placeholder text and no question, and its title
/// from `stepTitles` (one per step, "Scaling: Serial fraction") or else "Step i".
/// `visited` must not be empty.
[[nodiscard]] QJsonObject lessonFromSteps(const QString &title,
                                          const std::vector<VisitedStep> &visited,
                                          const QStringList &stepTitles = {});

/// lessonFromSteps() written atomically (QSaveFile) as indented UTF-8. Throws
/// InputError(path, "", reason) when the file cannot be written.
void saveLessonFile(const QJsonObject &lesson, const QString &path);

} // namespace fleet
