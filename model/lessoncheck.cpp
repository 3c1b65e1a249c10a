// The lesson reader's check that no text gives an answer away before its reveal
// (lessoncheck.h).
#include "lessoncheck.h"

#include "unitinput.h"

#include <QRegularExpression>

#include <cmath>

namespace fleet {

QString quantityShown(const QString &text, const Quantity &answer, double tolerance)
{
    // A number (grouping commas allowed, not glued to a word: "H100", "x2"), and the word
    // right after it, its unit when it has one.
    static const QRegularExpression numberPattern(QStringLiteral(
        R"((?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)\s?([^\s,;:()=\n0-9]*))"));
    const QString &unit = answer.unit;
    const QString firstWord = unit.section(QLatin1Char(' '), 0, 0);
    QRegularExpressionMatchIterator it = numberPattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString digits = m.captured(1);
        digits.remove(QLatin1Char(','));
        bool ok = false;
        const double printed = digits.toDouble(&ok);
        if (!ok)
            continue;
        // A trailing full stop or other sentence mark is no part of the unit.
        QString token = m.captured(2);
        while (!token.isEmpty() && QStringLiteral(".!?。，；：").contains(token.back()))
            token.chop(1);
        double scale = 0; // the printed unit → the answer's
        if (unit.isEmpty()) {
            scale = token.isEmpty() ? 1 : 0;
        } else if (text.mid(m.capturedStart(2)).startsWith(unit) ||
                   (!token.isEmpty() && token == firstWord)) {
            scale = 1;
        } else if (!token.isEmpty() && isConvertibleUnit(unit)) {
            const TypedValue one = parseTypedValue(QStringLiteral("1 ") + token, unit);
            if (one.status == TypedValue::Status::Ok && one.shown > 0)
                scale = one.shown;
        }
        if (scale <= 0)
            continue;
        if (std::abs(printed * scale - answer.value) <= tolerance * std::abs(answer.value))
            return text.mid(m.capturedStart(1),
                            m.capturedStart(2) + token.size() - m.capturedStart(1));
    }
    return {};
}

namespace {

/// The texts of step `s` that show before its reveal, with their key paths: its title, text and
/// choices, in English and in each translation.
std::vector<std::pair<QString, QString>> questionTexts(const LessonStep &s, int index)
{
    const QString at = QStringLiteral("steps[%1].").arg(index);
    std::vector<std::pair<QString, QString>> out = {{at + QStringLiteral("title"), s.title},
                                                    {at + QStringLiteral("text"), s.text}};
    if (s.question) {
        for (qsizetype c = 0; c < s.question->choices.size(); ++c)
            out.emplace_back(at + QStringLiteral("ask.choices[%1]").arg(c), s.question->choices[c]);
    }
    for (const auto &[language, t] : s.translations) {
        const QString in = at + QStringLiteral("translations.") + language + QLatin1Char('.');
        out.emplace_back(in + QStringLiteral("title"), t.title);
        out.emplace_back(in + QStringLiteral("text"), t.text);
        for (qsizetype c = 0; c < t.choices.size(); ++c)
            out.emplace_back(in + QStringLiteral("choices[%1]").arg(c), t.choices[c]);
    }
    return out;
}

/// The explanations of step `s` (shown once it is revealed), in English and each translation.
std::vector<std::pair<QString, QString>> explanations(const LessonStep &s, int index)
{
    const QString at = QStringLiteral("steps[%1].").arg(index);
    std::vector<std::pair<QString, QString>> out = {
        {at + QStringLiteral("explanation"), s.explanation}};
    for (const auto &[language, t] : s.translations)
        out.emplace_back(at + QStringLiteral("translations.") + language +
                             QStringLiteral(".explanation"),
                         t.explanation);
    return out;
}

} // namespace

std::vector<LessonGiveaway> lessonGiveaways(const Lesson &lesson)
{
    std::vector<LessonGiveaway> out;
    const int count = static_cast<int>(lesson.steps.size());
    for (int j = 0; j < count; ++j) {
        const LessonStep &asked = lesson.steps[static_cast<size_t>(j)];
        const std::optional<Readout> answer = lessonAnswer(asked);
        const std::optional<Quantity> q = answer ? leadingQuantity(answer->value) : std::nullopt;
        if (!q)
            continue; // a verdict ("Air is enough") is no number to look for
        const double tolerance =
            asked.question->kind == LessonQuestion::Kind::Number ? asked.question->tolerance : 0.05;
        for (int i = 0; i <= j; ++i) {
            const LessonStep &s = lesson.steps[static_cast<size_t>(i)];
            std::vector<std::pair<QString, QString>> texts = questionTexts(s, i);
            if (i < j) {
                for (auto &e : explanations(s, i))
                    texts.push_back(std::move(e));
            }
            for (const auto &[where, text] : texts) {
                const QString shown = quantityShown(text, *q, tolerance);
                if (!shown.isEmpty())
                    out.push_back({i, where, shown, j, answer->title,
                                   answer->value.section(QLatin1Char('\n'), 0, 0)});
            }
        }
    }
    return out;
}

QString describeGiveaway(const LessonGiveaway &g)
{
    return QStringLiteral("%1 shows \"%2\", the answer of step %3 (%4 = %5)")
        .arg(g.where, g.shown)
        .arg(g.askedIn + 1)
        .arg(g.readout, g.answer);
}

} // namespace fleet
