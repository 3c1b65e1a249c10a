// Predict, then reveal, gives nothing away: every built-in lesson is played step by step, and
// before each reveal no text anywhere in the window (a widget's text, tooltip or accessible
// text, a chart's title, axis titles and tick labels, categories and legend entries, a label or
// marker drawn on a chart) shows the asked answer in any unit, nor the answer of any later step of
// the same lesson (nor, once the step is revealed, a later step's). A number within the question's
// tolerance of the answer, once converted to the answer's unit, counts as shown. A hidden readout
// shows no change indicator either ("▲ ×8.5" beside a "?" is the answer to anyone who remembers the
// last step).
#include "textfit.h"
#include "windowfixture.h"

#include "lesson.h"
#include "lessonplayer.h"
#include "linearaxis.h"
#include "prediction.h"
#include "presentation.h"
#include "readout.h"
#include "unitinput.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextDocument>
#include <QValueAxis>

#include <cmath>

namespace fleet {
namespace {

/// A value a step asks, as its readout shows it in that step's scenario.
struct Asked
{
    size_t step = 0;   ///< from 0
    QString readout;   ///< the readout's title
    QString shown;     ///< its text once revealed ("195.3 h")
    Quantity quantity; ///< its leading number and unit
    double tolerance = 0.05;
};

/// One text the window shows, and where.
struct Shown
{
    QString where;
    QString text;
};

/// What `widget` is, for a message: its class and object name.
QString describe(const QObject *object)
{
    return QString::fromLatin1(object->metaObject()->className()) + QLatin1Char('#') +
           object->objectName();
}

/// The unit a linear axis's tick labels are in, as its title says it: the whole title when it
/// is one word ("ms", "GB"), the last bracket's ("MFU (%)", "功率（MW）"); empty when the title
/// names none.
QString axisUnit(const QAbstractAxis *axis)
{
    const QString title = QString(axis->titleText())
                              .replace(QStringLiteral("<br>"), QStringLiteral(" "))
                              .replace(QChar::LineSeparator, QLatin1Char(' '))
                              .simplified();
    static const QRegularExpression bracket(QStringLiteral(R"([(（]([^()（）]+)[)）]$)"));
    if (const QRegularExpressionMatch m = bracket.match(title); m.hasMatch())
        return m.captured(1).trimmed();
    return title.contains(QLatin1Char(' ')) ? QString() : title;
}

/// The tick labels a linear axis shows, each with the axis's unit ("5000 ms"): none while they
/// are hidden or drawn transparent.
QStringList tickLabels(const QValueAxis *axis)
{
    QStringList out;
    if (!axis->labelsVisible() || axis->labelsColor().alpha() == 0 || !(axis->max() > axis->min()))
        return out;
    std::vector<double> ticks;
    if (axis->tickType() == QValueAxis::TicksDynamic && axis->tickInterval() > 0) {
        const double step = axis->tickInterval(), anchor = axis->tickAnchor();
        for (double k = std::ceil((axis->min() - anchor) / step - 1e-9);
             anchor + k * step <= axis->max() * (1 + 1e-9) + 1e-12; ++k)
            ticks.push_back(anchor + k * step);
    } else {
        for (int i = 0; i < axis->tickCount(); ++i)
            ticks.push_back(axis->min() +
                            i * (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1));
    }
    const QByteArray format = axis->labelFormat().toLatin1();
    const QString unit = axisUnit(axis);
    for (double v : ticks) {
        const QString label =
            format.isEmpty() ? QString::number(v) : QString::asprintf(format.constData(), v);
        out << (unit.isEmpty() ? label : label + QLatin1Char(' ') + unit);
    }
    return out;
}

/// Every text the visible widgets of `root` show: texts, tooltips, accessible names and
/// descriptions, and in each chart its title, axis titles and tick labels, category labels,
/// legend entries and the text items drawn on it.
std::vector<Shown> textsShown(QWidget *root)
{
    std::vector<Shown> out;
    auto add = [&out](const QString &where, const QString &text) {
        // The words as read: a no-break space or a word joiner that keeps a number with its
        // unit where a label wraps ("22.4 kW") hides nothing.
        if (!text.trimmed().isEmpty())
            out.push_back({where, plainText(text)});
    };
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        const QString name = describe(w);
        add(name + QStringLiteral(" tooltip"), w->toolTip());
        add(name + QStringLiteral(" accessible name"), w->accessibleName());
        add(name + QStringLiteral(" accessible description"), w->accessibleDescription());
        if (auto *label = qobject_cast<QLabel *>(w)) {
            QTextDocument rich;
            rich.setHtml(label->text());
            add(name, Qt::mightBeRichText(label->text()) ? rich.toPlainText() : label->text());
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(name, button->text());
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            add(name, spin->text());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            add(name, combo->currentText());
        } else if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(name + QStringLiteral(" tab"), tabs->tabText(i));
        }
        auto *view = qobject_cast<QChartView *>(w);
        if (!view)
            continue;
        QChart *chart = view->chart();
        add(name + QStringLiteral(" chart title"), fleet::chartTitle(chart));
        for (QAbstractAxis *axis : chart->axes()) {
            if (!axis->isVisible())
                continue;
            add(name + QStringLiteral(" axis title"), axis->titleText());
            // An axis whose range follows a hidden value labels its size ("5000 ms" beside
            // a hidden 4.6 s step).
            if (auto *value = qobject_cast<QValueAxis *>(axis)) {
                for (const QString &tick : tickLabels(value))
                    add(name + QStringLiteral(" axis tick"), tick);
            }
            if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) {
                for (const QString &c : bars->categories())
                    add(name + QStringLiteral(" category"), c);
            } else if (auto *cats = qobject_cast<QCategoryAxis *>(axis)) {
                for (const QString &c : cats->categoriesLabels())
                    add(name + QStringLiteral(" category"), c);
            }
        }
        if (chart->legend()->isVisible()) {
            for (QLegendMarker *marker : chart->legend()->markers()) {
                if (marker->isVisible())
                    add(name + QStringLiteral(" legend"), marker->label());
            }
        }
        for (QGraphicsItem *item : chart->scene()->items()) {
            if (!item->isVisible() || item->opacity() <= 0)
                continue;
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
                add(name + QStringLiteral(" chart label"), text->toPlainText());
            else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                add(name + QStringLiteral(" chart label"), simple->text());
        }
    }
    return out;
}

/// The first number in `text` that shows `asked`: within its tolerance once converted to its
/// unit. A number must carry the asked unit, or one convertible to it (a number without a unit
/// counts only when the answer has none either). Empty when none does.
QString showsAnswer(const QString &text, const Asked &asked)
{
    static const QRegularExpression numberPattern(QStringLiteral(
        R"((?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)\s?([^\s,;:()=\n0-9]*))"));
    const QString &unit = asked.quantity.unit;
    // The unit's first word: up to a space or a bracket that glosses it (Chinese "×（单向）").
    static const QRegularExpression wordEnd(QStringLiteral("[ (（]"));
    const QString firstWord = unit.section(wordEnd, 0, 0);
    QRegularExpressionMatchIterator it = numberPattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString digits = m.captured(1);
        // "1,024 GPUs" and "1,024": grouping commas are part of the number.
        digits.remove(QLatin1Char(','));
        bool ok = false;
        const double printed = digits.toDouble(&ok);
        if (!ok)
            continue;
        const QString token = m.captured(2);
        const QString rest = text.mid(m.capturedStart(2));
        double scale = 0;
        if (unit.isEmpty()) {
            scale = token.isEmpty() ? 1 : 0;
        } else if (rest.startsWith(unit) || (!token.isEmpty() && token == firstWord)) {
            scale = 1;
        } else if (!token.isEmpty() && isConvertibleUnit(unit)) {
            const TypedValue one = parseTypedValue(QStringLiteral("1 ") + token, unit);
            if (one.status == TypedValue::Status::Ok && one.shown > 0)
                scale = one.shown;
        }
        if (scale <= 0)
            continue;
        const double value = printed * scale;
        if (std::abs(value - asked.quantity.value) <=
            asked.tolerance * std::abs(asked.quantity.value) + 1e-12)
            return m.captured(0).trimmed();
    }
    return {};
}

/// The fixture, in English (Window) or in Chinese (ChineseWindow).
template <typename Base> class Giveaway : public Base
{
protected:
    LessonPlayer *player() { return this->window->lessonPlayer(); }

    /// The values the steps of the open lesson ask, in each step's own scenario: a number
    /// question's readout, and a choice question's readout when it leads with a number.
    std::vector<Asked> askedValues()
    {
        std::vector<Asked> out;
        const Lesson &lesson = player()->lesson();
        for (size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep &step = lesson.steps[i];
            const std::optional<Readout> answer = lessonAnswer(step);
            if (!answer)
                continue;
            const std::optional<Quantity> q = leadingQuantity(answer->value);
            if (!q)
                continue;
            out.push_back({i, answer->title, answer->value.section(QLatin1Char('\n'), 0, 0), *q,
                           step.question->kind == LessonQuestion::Kind::Number
                               ? step.question->tolerance
                               : 0.05});
        }
        return out;
    }

    /// Fails once for each text that shows one of `asked` (those of step `from` on), and for
    /// each change indicator beside a hidden readout.
    void expectNothingGivenAway(const QString &lessonId, size_t step,
                                const std::vector<Asked> &asked, const char *when)
    {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        const std::vector<Shown> texts = textsShown(this->window.get());
        for (const Asked &a : asked) {
            if (a.step < step)
                continue;
            for (const Shown &s : texts) {
                const QString hit = showsAnswer(s.text, a);
                if (!hit.isEmpty()) {
                    ADD_FAILURE() << lessonId.toStdString() << " step " << step + 1 << " (" << when
                                  << "): " << s.where.toStdString() << " shows \""
                                  << hit.toStdString() << "\", the answer of step " << a.step + 1
                                  << " (" << a.readout.toStdString() << " = "
                                  << a.shown.toStdString() << "): \""
                                  << s.text.left(160).toStdString() << '"';
                }
            }
        }
        for (int t = 0; t < this->window->tabs()->count(); ++t) {
            auto *view = static_cast<ExplorerView *>(this->window->tabs()->widget(t));
            ReadoutPanel *panel = view->readoutPanel();
            if (!panel)
                continue;
            for (const QString &title : panel->hiddenTitles()) {
                EXPECT_TRUE(panel->change(title).isEmpty())
                    << lessonId.toStdString() << " step " << step + 1 << " (" << when
                    << "): a change indicator beside hidden \"" << title.toStdString()
                    << "\": " << panel->change(title).toStdString();
            }
        }
    }

    /// Plays every built-in lesson, presenting and not as `modes` say, step by step and back,
    /// failing for each text that gives an answer away.
    void playEveryLesson(std::initializer_list<bool> modes)
    {
        this->window->resize(1280, 720);
        for (bool presenting : modes) {
            this->window->presentation()->setActive(presenting, /*fullScreen=*/false);
            for (const BuiltinLesson &b : builtinLessons()) {
                ASSERT_TRUE(this->window->openLesson(b.id)) << b.id.toStdString();
                const std::vector<Asked> asked = askedValues();
                const size_t count = player()->lesson().steps.size();
                for (size_t i = 0; i < count; ++i) {
                    ASSERT_EQ(player()->stepIndex(), static_cast<int>(i));
                    expectNothingGivenAway(b.id, i, asked, presenting ? "presenting" : "desktop");
                    ASSERT_TRUE(player()->revealAnswer())
                        << b.id.toStdString() << " step " << i + 1;
                    // Revealed, the step shows its own answer, and still none of a later
                    // step's (mtbf-collapse step 1 labelled an appendix point with step 2's):
                    // as printed (within half a percent), since the step's own numbers now
                    // show, and another quantity may lie within a later question's tolerance
                    // (MFU 10.1 % beside a bubble of 9.9 %).
                    std::vector<Asked> later;
                    for (Asked a : asked) {
                        a.tolerance = 0.005;
                        if (a.step > i)
                            later.push_back(a);
                    }
                    expectNothingGivenAway(b.id, i, later, "after its reveal");
                    QTest::keyClick(this->window.get(), Qt::Key_PageDown);
                }
                // Stepping back: a step that is asked again gives nothing away either.
                for (size_t i = count - 1; i-- > 0;) {
                    QTest::keyClick(this->window.get(), Qt::Key_PageUp);
                    ASSERT_EQ(player()->stepIndex(), static_cast<int>(i));
                    if (player()->isRevealed())
                        continue;
                    std::vector<Asked> own;
                    for (const Asked &a : asked)
                        if (a.step == i)
                            own.push_back(a);
                    expectNothingGivenAway(b.id, i, own, "stepping back");
                }
                player()->stop();
            }
        }
        this->window->presentation()->setActive(false);
    }
};

using LessonGiveaway = Giveaway<Window>;
using ChineseLessonGiveaway = Giveaway<ChineseWindow>;

TEST_F(LessonGiveaway, NoStepShowsItsAnswerOrALaterStepsBeforeTheReveal)
{
    playEveryLesson({false, true});
}

TEST_F(ChineseLessonGiveaway, NoStepShowsItsAnswerInChinesePresenting)
{
    // The readouts' titles are translated, the lesson names them in English: a readout that
    // gives a withheld one away in one step hid in English and showed in Chinese.
    playEveryLesson({true});
}

TEST_F(ChineseLessonGiveaway, AWithheldReadoutsCompanionsHideInChineseAsInEnglish)
{
    // Why racks need liquid, step 1: steps 2 and 3 ask the cooling verdict, so its companion
    // (the rack power) is withheld too. (Amdahl's ceiling step 2 was this test's case: its
    // speedup showed "6.6×" in Chinese while English showed "?"; step 1 reveals that 6.6× now,
    // and a value the class was told stays shown.)
    ASSERT_TRUE(window->openLesson(QStringLiteral("racks-liquid")));
    QCoreApplication::processEvents();
    const ReadoutPanel *panel = window->view(QStringLiteral("power"))->readoutPanel();
    QStringList hidden;
    for (const QString &title : panel->hiddenTitles()) {
        for (const char *name : {"Cooling verdict", "Rack power", "Facility load"}) {
            if (isReadoutNamed(title, QString::fromLatin1(name)))
                hidden << QString::fromLatin1(name);
        }
    }
    EXPECT_EQ(hidden.size(), 3) << hidden.join(QStringLiteral(", ")).toStdString();
    bool found = false;
    for (const Readout &r : panel->readouts()) {
        if (isReadoutNamed(r.title, QStringLiteral("Rack power"))) {
            found = true;
            EXPECT_EQ(panel->value(r.title), QStringLiteral("?"));
        }
    }
    EXPECT_TRUE(found);
}

TEST(LessonGiveawayMatch, ANumberCountsAsShownWithinTheToleranceInAnyUnit)
{
    // 195.3 h, 10 %: 175.8 … 214.8 h, i.e. 10,548 … 12,888 min.
    Asked mtbf{0, QStringLiteral("Cluster MTBF"), QStringLiteral("195.3 h"),
               Quantity{195.3, QStringLiteral("h")}, 0.1};
    EXPECT_EQ(showsAnswer(QStringLiteral("MTBF 200 h"), mtbf), QStringLiteral("200 h"));
    EXPECT_EQ(showsAnswer(QStringLiteral("every 11,718 min"), mtbf), QStringLiteral("11,718 min"));
    // 8.1 days × 24 h = 194.4 h: shown.
    EXPECT_EQ(showsAnswer(QStringLiteral("every 8.1 days"), mtbf), QStringLiteral("8.1 days"));
    EXPECT_TRUE(showsAnswer(QStringLiteral("horizon 24 h, 256 GPUs"), mtbf).isEmpty());
    EXPECT_TRUE(showsAnswer(QStringLiteral("195.3 GPUs"), mtbf).isEmpty()); // another unit
    // 98.0 %, 2 %: 96.04 … 99.96 %.
    Asked p{2, QStringLiteral("P(failure)"), QStringLiteral("98.0 %"),
            Quantity{98.0, QStringLiteral("%")}, 0.02};
    EXPECT_EQ(showsAnswer(QStringLiteral("P = 97 %"), p), QStringLiteral("97 %"));
    EXPECT_TRUE(showsAnswer(QStringLiteral("P(≥ 1 failure within 24 h)"), p).isEmpty());
}

TEST(LessonGiveawayMatch, AnAxisTickCountsInTheUnitItsTitleNames)
{
    // A step of 4.598 s (10 %) on an axis in ms labelled 0, 5000, 10000: 5000 ms is shown.
    const Asked step{0, QStringLiteral("Step time"), QStringLiteral("4.598 s"),
                     Quantity{4.598, QStringLiteral("s")}, 0.1};
    QValueAxis ms;
    ms.setTitleText(QStringLiteral("ms"));
    setLinearAxis(&ms, 0, 10000, 5000, 0);
    ASSERT_EQ(tickLabels(&ms), (QStringList{QStringLiteral("0 ms"), QStringLiteral("5000 ms"),
                                            QStringLiteral("10000 ms")}));
    EXPECT_EQ(showsAnswer(tickLabels(&ms)[1], step), QStringLiteral("5000 ms"));
    // The unit in the title's brackets, Latin or Chinese; drawn transparent, no tick shows.
    QValueAxis load;
    load.setTitleText(QStringLiteral("负载（MW）"));
    setLinearAxis(&load, 0, 15, 5, 0);
    EXPECT_TRUE(tickLabels(&load).contains(QStringLiteral("10 MW")));
    load.setLabelsColor(Qt::transparent);
    EXPECT_TRUE(tickLabels(&load).isEmpty());
}

} // namespace
} // namespace fleet
