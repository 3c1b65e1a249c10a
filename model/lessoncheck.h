// Predict, then reveal, read from the lesson file alone: the texts a lesson shows before a
// step's reveal that already print that step's answer (a later step's answer in an earlier
// step's text, choices or explanation). Qt Core only; part of the lesson reader (lesson.h).
#pragma once

#include "lesson.h"
#include "prediction.h"

#include <QString>
#include <QStringList>

namespace fleet {

/// The first number in `text` that shows `answer`: printed with `answer`'s unit (or its first
/// word: "9× per direction" → "×"), or with another unit of the same quantity
/// (parseTypedValue(): "366 min" for an answer in h), and within `tolerance` (relative, > 0)
/// of it once converted. A number without a unit counts only when the answer has none.
/// Empty when no number does. E.g. ("every 8.1 days", {195.3, "h"}, 0.1) → "8.1 days"
/// (194.4 h); ("P(≥ 1 failure within 24 h)", {98, "%"}, 0.02) → "".
[[nodiscard]] QString quantityShown(const QString &text, const Quantity &answer, double tolerance);

/// One text of a lesson file that shows a step's answer before its reveal.
struct LessonGiveaway
{
    int shownIn = 0; ///< the step (from 0) whose text shows it
    QString where;   ///< the key path: "steps[0].explanation", "steps[2].translations.zh_CN.text"
    QString shown;   ///< the number as printed there ("98 %")
    int askedIn = 0; ///< the step (from 0) that asks it, ≥ shownIn
    QString readout; ///< its readout's title
    QString answer;  ///< its value as the readout shows it ("98.0 %")
};

/// Every place where `lesson` prints a step's answer before that step's reveal: the title,
/// text and choices of the step itself and of every step before it, and the explanations of
/// the steps before it (read once they are revealed), in each language the file gives. The
/// answer is the asked readout's value in its step's scenario (lessonAnswer()); a number
/// question counts a number within its tolerance as shown, a choice question whose readout
/// leads with a number within 5 %. What the window draws (readouts, charts) is not decidable
/// from the file and not checked here: the lesson bar withholds it.
[[nodiscard]] std::vector<LessonGiveaway> lessonGiveaways(const Lesson &lesson);

/// A giveaway in words, for stderr or a log: "steps[0].explanation shows "98 %", the answer
/// of step 3 (P(failure within 24 h) = 98.0 %)".
[[nodiscard]] QString describeGiveaway(const LessonGiveaway &giveaway);

} // namespace fleet
