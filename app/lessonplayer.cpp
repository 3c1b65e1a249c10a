// The lesson bar (lessonplayer.h).
#include "lessonplayer.h"

#include "explorerview.h"
#include "fieldcontrol.h"
#include "format.h"
#include "mainwindow.h"
#include "prediction.h"
#include "questionbox.h"
#include "readout.h"
#include "scenariodocument.h"
#include "textfit.h"
#include "wrappingbutton.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QShortcut>

#include <algorithm>
#include <memory>

namespace fleet {

namespace {

/// Pixels between the lesson bar's rows (its text and its row of choices).
constexpr int kRowGap = 2;

/// The row of a step's choices, as tall as the tallest row of choices any step of the lesson
/// shows at the width it has (their long choices wrap): the bar keeps one height for the whole
/// lesson.
class ChoiceRow : public QWidget
{
public:
    /// Rows laid out like the real one (hidden, never shown) whose heights it keeps room for.
    void setRoomFor(std::vector<std::unique_ptr<QWidget>> rows)
    {
        m_rows = std::move(rows);
        reserve(width());
    }
    /// Its height at `width` in pixels: the tallest of the rows it keeps room for and of the
    /// choices it holds now (shown or not); 0 without either.
    [[nodiscard]] int heightFor(int width) const
    {
        int tallest = 0;
        if (width <= 0)
            return tallest;
        for (const std::unique_ptr<QWidget> &row : m_rows)
            tallest = std::max(tallest, row->layout()->totalHeightForWidth(width));
        // The layout's own stretch is always there: only buttons make a row.
        if (layout()->count() > 1)
            tallest = std::max(tallest, layout()->totalHeightForWidth(width));
        return tallest;
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QWidget::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            reserve(event->size().width());
    }

private:
    /// A minimum height, not a height for width: the bar's layout asks the row's layout
    /// for that, which knows only the step's own choices.
    void reserve(int width)
    {
        int tallest = 0;
        if (width > 0) {
            for (const std::unique_ptr<QWidget> &row : m_rows)
                tallest = std::max(tallest, row->layout()->totalHeightForWidth(width));
        }
        if (tallest != minimumHeight())
            setMinimumHeight(tallest);
    }
    std::vector<std::unique_ptr<QWidget>> m_rows;
};

/// A word-wrapped plain-text label that, with the row of choices under it, is as tall as a
/// longer text it will show later would make it, at whatever width the layout gives it: the
/// reveal's answer and explanation appear in room kept for them. A choice's question shares
/// that room with its row of choices, and the answer takes the row's place at the reveal, so
/// the room is the taller of a question with its choices and an answer alone, not their sum.
class ReservingLabel : public QLabel
{
public:
    /// The texts it keeps room for: `alone` take the room by themselves (an answer, a question
    /// without choices), `aboveRow` with `row` under them (`gap` pixels apart). The tallest sets
    /// the room; while the row shows, the label is the room less the row.
    void setRoomFor(const QStringList &alone, const QStringList &aboveRow = {},
                    const ChoiceRow *row = nullptr, int gap = 0)
    {
        if (m_alone == alone && m_aboveRow == aboveRow && m_row == row && m_gap == gap)
            return;
        m_alone = alone;
        m_aboveRow = aboveRow;
        m_row = row;
        m_gap = gap;
        updateGeometry();
    }
    int heightForWidth(int width) const override
    {
        const int own = QLabel::heightForWidth(width);
        if (m_alone.isEmpty() && m_aboveRow.isEmpty())
            return own;
        // The font's wrapped bounding box inside the margins, and a quarter line more (a
        // selectable label lays out with a text document, which may differ by a pixel).
        const QMargins m = contentsMargins();
        const int inner = std::max(1, width - m.left() - m.right() - 2 * margin());
        const auto height = [&](const QString &text) {
            const QRect box = fontMetrics().boundingRect(QRect(0, 0, inner, QWIDGETSIZE_MAX),
                                                         Qt::TextWordWrap | Qt::AlignLeft, text);
            return box.height() + fontMetrics().lineSpacing() / 4 + m.top() + m.bottom() +
                   2 * margin();
        };
        const int row = m_row ? m_row->heightFor(width) + m_gap : 0;
        int room = 0;
        for (const QString &text : m_alone)
            room = std::max(room, height(text));
        for (const QString &text : m_aboveRow)
            room = std::max(room, height(text) + row);
        return std::max(own, room - (m_row && m_rowShown ? row : 0));
    }
    /// Whether the row shows under the label (the label is then the room less the row). Set
    /// before the row is shown and after it is hidden, so the bar's least height never counts
    /// both at once: for a moment it did at a choice's step in Chinese, and the window, which
    /// grows to its least height but never shrinks back, stayed 42 px taller than the screen.
    void setRowShown(bool shown)
    {
        if (shown == m_rowShown)
            return;
        m_rowShown = shown;
        updateGeometry();
    }
    /// At least the height for the width it has: the window's layout above the lesson bar
    /// asks the bar's minimum size, not its height for width.
    QSize minimumSizeHint() const override
    {
        const QSize own = QLabel::minimumSizeHint();
        if ((m_alone.isEmpty() && m_aboveRow.isEmpty()) || width() <= 0)
            return own;
        return {own.width(), std::max(own.height(), heightForWidth(width()))};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        if ((!m_alone.isEmpty() || !m_aboveRow.isEmpty()) &&
            event->size().width() != event->oldSize().width())
            updateGeometry(); // a new width, a new height for it
    }

private:
    QStringList m_alone;
    QStringList m_aboveRow;
    const ChoiceRow *m_row = nullptr;
    int m_gap = 0;
    bool m_rowShown = false;
};

} // namespace

LessonPlayer::LessonPlayer(MainWindow *window)
    : QWidget(window), m_window(window), m_heading(new QLabel), m_text(new ReservingLabel),
      m_locks(new QLabel), m_choiceRow(new ChoiceRow), m_choiceLayout(new QHBoxLayout(m_choiceRow)),
      m_choices(new QButtonGroup(this)), m_previous(new QPushButton(tr("◀ Previous"))),
      m_next(new QPushButton(tr("Next ▶"))), m_reveal(new QPushButton(tr("Reveal"))),
      m_nextKey(new QShortcut(QKeySequence(Qt::Key_PageDown), window)),
      m_previousKey(new QShortcut(QKeySequence(Qt::Key_PageUp), window)),
      m_revealKey(new QShortcut(QKeySequence(Qt::Key_Space), window))
{
    setObjectName(QStringLiteral("lessonPlayer"));
    m_locks->setObjectName(QStringLiteral("lessonLocks"));
    setAccessibleName(tr("Lesson"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setVerticalSpacing(kRowGap);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setObjectName(QStringLiteral("lessonHeading"));
    for (QLabel *label : {m_heading, m_text, m_locks}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText); // lesson texts are data, never markup
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_choiceLayout->addStretch();
    m_previous->setObjectName(QStringLiteral("lessonPrevious"));
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_reveal->setObjectName(QStringLiteral("lessonReveal"));
    m_previous->setToolTip(tr("The previous step, with its scenario as it was (Page Up)"));
    m_next->setToolTip(tr("The next step (Page Down)"));
    m_reveal->setToolTip(
        tr("Shows the answer; commit a prediction or pick an answer first (Space)"));
    auto *closeButton = new QPushButton(tr("Close lesson"));
    closeButton->setObjectName(QStringLiteral("lessonClose"));
    closeButton->setToolTip(tr("Closes the lesson; your own scenario comes back as it was"));
    // Toolbar buttons, no focus stops (as a toolbar's): with the keyboard on one, the clicker's
    // Space on a step with nothing to reveal yet pressed it. On the Next it skipped the step;
    // Next disabled at the last step passed the keyboard to Close, and Space ended the lesson
    // (a real window driven with xdotool, racks-liquid in Chinese). Their keys are Page Down,
    // Page Up and Space; Close is also in the Lessons menu.
    for (QPushButton *button : {m_previous, m_next, m_reveal, closeButton})
        button->setFocusPolicy(Qt::NoFocus);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_next);
    buttons->addWidget(m_reveal);
    buttons->addWidget(closeButton);
    grid->addWidget(m_heading, 0, 0);
    grid->addLayout(buttons, 0, 1, Qt::AlignTop);
    grid->addWidget(m_text, 1, 0, 1, 2);
    grid->addWidget(m_choiceRow, 2, 0, 1, 2);
    grid->addWidget(m_locks, 4, 0, 1, 2);
    grid->setColumnStretch(0, 1);

    connect(m_previous, &QPushButton::clicked, this, [this] { previous(); });
    connect(m_next, &QPushButton::clicked, this, [this] { nextOrNextLesson(); });
    connect(m_reveal, &QPushButton::clicked, this, [this] { reveal(); });
    connect(closeButton, &QPushButton::clicked, this, &LessonPlayer::stop);
    connect(m_nextKey, &QShortcut::activated, this, [this] { next(); });
    connect(m_previousKey, &QShortcut::activated, this, [this] { previous(); });
    connect(m_revealKey, &QShortcut::activated, this, [this] { reveal(); });
    connect(m_choices, &QButtonGroup::idClicked, this, [this](int id) { choose(id); });
    for (QShortcut *key : {m_nextKey, m_previousKey, m_revealKey})
        key->setEnabled(false);
    fitNextButton();
    setVisible(false);
    // A file opened or a new scenario during the lesson ends it (the document's sandbox is gone).
    connect(window->document(), &ScenarioDocument::lessonEnded, this, &LessonPlayer::stop);
}

void LessonPlayer::start(Lesson lesson)
{
    if (m_active)
        leaveStep();
    m_window->document()->beginLesson(); // a second lesson keeps the first one's set-aside
    // Its texts in the language the interface speaks, where the file gives them.
    m_lesson = localizedLesson(std::move(lesson), lessonLanguage());
    m_active = true;
    m_index = -1;
    m_answered.clear();
    for (ExplorerView *view : m_window->views())
        view->setPresetsShown(false);
    setVisible(true);
    m_nextKey->setEnabled(true);
    m_previousKey->setEnabled(true);
    goTo(0);
}

void LessonPlayer::stop()
{
    if (!m_active)
        return;
    Q_EMIT stepChanging();
    leaveStep();
    m_active = false;
    m_index = -1;
    withholdLaterAnswers(); // no step: nothing withheld
    for (ExplorerView *view : m_window->views())
        view->setPresetsShown(true);
    for (QShortcut *key : {m_nextKey, m_previousKey, m_revealKey})
        key->setEnabled(false);
    setVisible(false);
    m_window->document()->endLesson(); // the user's scenario, history and flag come back
    Q_EMIT stopped();
}

bool LessonPlayer::nextOrNextLesson()
{
    if (leadsToNextLesson())
        return m_window->openNextLesson();
    return next();
}

bool LessonPlayer::leadsToNextLesson() const
{
    const LessonStep *s = step();
    return s && m_index + 1 == static_cast<int>(m_lesson.steps.size()) &&
           (m_revealed || !s->question) && !m_window->nextLessonId().isEmpty();
}

void LessonPlayer::fitNextButton()
{
    const QFontMetrics metrics(m_next->font());
    int widest = 0;
    for (const QString &text : {tr("Next ▶"), tr("Next lesson ▶")})
        widest = std::max(widest, metrics.horizontalAdvance(text));
    // The text's width and the button's own margins as its size hint has them now; a fixed
    // width, so the text's change neither widens it nor narrows the heading beside it.
    const int margins = m_next->sizeHint().width() - metrics.horizontalAdvance(m_next->text());
    m_next->setFixedWidth(widest + std::max(0, margins));
}

const LessonStep *LessonPlayer::step() const
{
    if (!m_active || m_index < 0 || m_index >= static_cast<int>(m_lesson.steps.size()))
        return nullptr;
    return &m_lesson.steps[static_cast<size_t>(m_index)];
}

ReadoutPanel *LessonPlayer::panel() const
{
    const LessonStep *s = step();
    ExplorerView *view = s ? m_window->view(s->view) : nullptr;
    return view ? view->readoutPanel() : nullptr;
}

bool LessonPlayer::goTo(int index)
{
    if (!m_active || index < 0 || index >= static_cast<int>(m_lesson.steps.size()))
        return false;
    Q_EMIT stepChanging();
    leaveStep();
    m_index = index;
    const LessonStep &s = *step();
    withholdLaterAnswers();
    ScenarioDocument *document = m_window->document();
    document->showLessonScenario(s.scenario); // no undo step, no modification
    m_window->showView(s.view);
    if (ExplorerView *view = m_window->view(s.view))
        view->refreshNow();
    showStep();
    restoreAnswer();
    Q_EMIT stepChanged(index);
    return true;
}

void LessonPlayer::restoreAnswer()
{
    const LessonStep *s = step();
    const auto it = m_answered.find(m_index);
    if (!s || !s->question || it == m_answered.end())
        return;
    const Answered answered = it->second;
    if (s->question->kind == LessonQuestion::Kind::Choice) {
        if (choose(answered.chosen))
            reveal();
    } else if (ReadoutPanel *p = panel(); p && p->questionBox()->commit(answered.predicted)) {
        reveal();
    }
}

QStringList LessonPlayer::laterAnswers() const
{
    QStringList out;
    const LessonStep *s = step();
    if (!s)
        return out;
    const QString own = s->question ? s->question->readout : QString();
    for (size_t j = static_cast<size_t>(m_index) + 1; j < m_lesson.steps.size(); ++j) {
        const LessonStep &later = m_lesson.steps[j];
        if (!later.question || later.question->readout.isEmpty())
            continue;
        // The readout this step asks itself shows its own value here (a later step asks it in
        // another scenario, with another value).
        const QString &title = later.question->readout;
        if (title != own && !out.contains(title))
            out << title;
    }
    return out;
}

void LessonPlayer::withholdLaterAnswers()
{
    const LessonStep *s = step();
    const QStringList later = laterAnswers();
    const QString own = s && s->question ? s->question->readout : QString();
    // And their values wherever a chart prints them, whatever it labels: a later step may ask
    // the readout this one asks, in another scenario, whose value a chart already shows (an
    // appendix point's label).
    QStringList values;
    for (size_t j = s ? static_cast<size_t>(m_index) + 1 : m_lesson.steps.size();
         j < m_lesson.steps.size(); ++j) {
        if (const std::optional<Readout> answer = lessonAnswer(m_lesson.steps[j])) {
            const QString value = answer->value.section(QLatin1Char('\n'), 0, 0).trimmed();
            if (leadingQuantity(value) && !values.contains(value))
                values << value;
        }
    }
    // What the class has been told: the answers the steps before it revealed (mtbf-collapse
    // step 3 hid, as a companion of its question, the MTBF its step 2 had just revealed).
    QStringList told;
    for (int j = 0; s && j < m_index; ++j)
        if (const std::optional<Readout> answer = lessonAnswer(m_lesson.steps[size_t(j)]))
            told << answer->value;
    for (ExplorerView *view : m_window->views()) {
        // The charts the step is about, the others folded away (every chart once it ends).
        view->setChartChoice(s && s->view == view->id() ? s->charts : QStringList());
        if (ReadoutPanel *p = view->readoutPanel()) {
            p->setWithheld(later, own);
            p->setWithheldValues(values);
            p->setStatedText(s ? s->text : QString());
            p->setToldValues(told);
            p->setLeftOut(s ? s->leftOut : QStringList());
        }
    }
}

void LessonPlayer::leaveStep()
{
    QObject::disconnect(m_questionRevealed);
    QObject::disconnect(m_questionCommitted);
    if (ReadoutPanel *p = panel()) {
        if (p->questionBox()->isOpen())
            p->questionBox()->dismiss();
    }
    if (m_hiddenPanel)
        m_hiddenPanel->showHidden();
    m_hiddenPanel = nullptr;
    for (const QPointer<QWidget> &w : m_locked)
        if (w)
            w->setEnabled(true);
    m_locked.clear();
    for (QAbstractButton *b : m_choices->buttons()) {
        m_choices->removeButton(b);
        b->hide(); // out of the layout now: deleted once control returns to the event loop
        b->deleteLater();
    }
    m_revealed = false;
    m_chosen = -1;
}

void LessonPlayer::showStep()
{
    const LessonStep &s = *step();
    const int count = static_cast<int>(m_lesson.steps.size());
    // A "·" never begins a line where the heading wraps: it stays with the word before it.
    // The bar's texts wrap between words, never inside one nor between a number and its unit
    // (keepTermsWhole(): "加/速器", "50 / GB/s" on a projector).
    m_heading->setText(
        keepTermsWhole(tr("%1 · Step %2 of %3: %4")
                           .arg(m_lesson.title)
                           .arg(m_index + 1)
                           .arg(count)
                           .arg(s.title)
                           .replace(QStringLiteral(" · "), QStringLiteral("\u00A0· "))));
    m_text->setText(keepTermsWhole(s.text));
    reserveFeedback();

    QStringList lockedNames;
    for (FieldControl *control : m_window->findChildren<FieldControl *>()) {
        if (std::find(s.locked.begin(), s.locked.end(), control->field()) == s.locked.end() ||
            !control->isEnabled())
            continue;
        control->setEnabled(false);
        m_locked.emplace_back(control);
    }
    for (FieldId id : s.locked)
        lockedNames << fieldSpec(id).displayLabel();
    m_locks->setText(
        lockedNames.isEmpty()
            ? QString()
            : keepTermsWhole(tr("Held still in this step: %1")
                                 .arg(lockedNames.join(tr(", ", "between the items of a list")))));
    m_locks->setVisible(!lockedNames.isEmpty());

    const std::optional<Readout> answer = lessonAnswer(s);
    m_choiceRow->setVisible(false);
    static_cast<ReservingLabel *>(m_text)->setRowShown(false);
    reserveRows();
    if (s.question && s.question->kind == LessonQuestion::Kind::Number && answer) {
        if (ReadoutPanel *p = panel(); p && p->ask(answer->title)) {
            QuestionBox *box = p->questionBox();
            box->setTolerance(s.question->tolerance);
            box->setVerdictShownAfterReveal(false); // the bar says it, in large type
            m_questionRevealed = connect(box, &QuestionBox::revealRequested, this, [this, box] {
                if (box->isRevealed())
                    showRevealed();
            });
            m_questionCommitted =
                connect(box, &QuestionBox::committed, this, &LessonPlayer::updateButtons);
        }
    } else if (s.question && s.question->kind == LessonQuestion::Kind::Choice) {
        // The readout it is about shows "?" (and the charts hide what draws it) until the
        // reveal; the other readouts stay, so nothing moves when it comes.
        if (ReadoutPanel *p = panel(); answer && p && p->hide(answer->title))
            m_hiddenPanel = p;
        for (int i = 0; i < s.question->choices.size(); ++i) {
            auto *button = makeChoiceButton(i, s.question->choices[i]);
            button->setCheckable(true);
            button->setObjectName(QStringLiteral("lessonChoice%1").arg(i));
            button->setToolTip(tr("Pick this answer, then Reveal (Space)"));
            m_choices->addButton(button, i);
            m_choiceLayout->insertWidget(i, button);
        }
        static_cast<ReservingLabel *>(m_text)->setRowShown(true); // the room less the row
        m_choiceRow->setVisible(true);
    }
    updateButtons();
}

bool LessonPlayer::choose(int index)
{
    const LessonStep *s = step();
    if (!s || m_revealed || !s->question || s->question->kind != LessonQuestion::Kind::Choice ||
        index < 0 || index >= s->question->choices.size())
        return false;
    m_chosen = index;
    for (QAbstractButton *b : m_choices->buttons()) {
        const QString choice = b->property("choiceText").toString();
        const bool picked = m_choices->id(b) == index;
        b->setText(picked ? tr("%1 ◀ picked").arg(choice) : choice);
        b->setChecked(picked);
    }
    updateButtons();
    return true;
}

bool LessonPlayer::reveal()
{
    const LessonStep *s = step();
    if (!s || !s->question || m_revealed)
        return false;
    if (s->question->kind == LessonQuestion::Kind::Number) {
        ReadoutPanel *p = panel();
        if (!p || !p->questionBox()->isOpen())
            return false;
        return p->questionBox()->requestReveal(); // showRevealed() follows the panel's reveal
    }
    if (m_chosen < 0)
        return false;
    showRevealed();
    return true;
}

bool LessonPlayer::revealAnswer()
{
    const LessonStep *s = step();
    if (!s || !s->question || m_revealed)
        return false;
    if (s->question->kind == LessonQuestion::Kind::Choice)
        return choose(s->question->answer) && reveal();
    const std::optional<Readout> answer = lessonAnswer(*s);
    const std::optional<Quantity> value = answer ? leadingQuantity(answer->value) : std::nullopt;
    ReadoutPanel *p = panel();
    if (!value || !p || !p->questionBox()->commit(value->value))
        return false;
    return reveal();
}

QString LessonPlayer::feedbackText(const LessonStep &s, const QString &verdict) const
{
    QString text = verdict;
    if (const std::optional<Readout> answer = lessonAnswer(s)) {
        const QString value =
            readoutOnOneLine(answer->value); // in a sentence: no "·" where it broke
        // No space after a Chinese full stop ("。 答案").
        text = joinSentences({text, s.question->kind == LessonQuestion::Kind::Choice
                                        ? tr("%1: %2.").arg(answer->title, value)
                                        : tr("The answer: %1.").arg(value)});
    }
    return keepTermsWhole(text + QLatin1Char('\n') + s.explanation);
}

void LessonPlayer::showRevealed()
{
    const LessonStep &s = *step();
    m_revealed = true;
    Answered &answered = m_answered[m_index];
    answered.chosen = m_chosen;
    if (ReadoutPanel *p = panel(); p && s.question->kind == LessonQuestion::Kind::Number)
        answered.predicted = p->questionBox()->predicted();
    QString verdict;
    if (s.question->kind == LessonQuestion::Kind::Choice) {
        const QString right = s.question->choices[s.question->answer];
        verdict = m_chosen == s.question->answer
                      ? tr("Right: %1.").arg(right)
                      : wrongChoiceVerdict(s.question->choices[m_chosen], right);
        // The readout it is about shows its value and stays, headline or not, until the step
        // is left: the answer does not fold away at the moment it is given.
        if (m_hiddenPanel)
            m_hiddenPanel->revealHidden();
        // The answer, which names the pick and the right choice in words, takes the choices'
        // place: the bar's room is the taller of the two, not both (at 1280 × 720 the charts
        // under a bar with both were too short for their labels).
        m_choiceRow->setVisible(false);
        static_cast<ReservingLabel *>(m_text)->setRowShown(false);
    } else if (ReadoutPanel *p = panel()) {
        verdict = p->questionBox()->verdict();
    }
    // In the question's place, in the room kept for it: nothing below moves.
    m_text->setText(feedbackText(s, verdict));
    // What the explanation now says is told too: littles-law step 2 explains "63.4 requests in
    // flight" beside a readout still "?" (a companion of step 3's TPOT).
    for (ExplorerView *view : m_window->views())
        if (ReadoutPanel *p = view->readoutPanel())
            p->setStatedText(s.text + QLatin1Char('\n') + s.explanation);
    updateButtons();
}

void LessonPlayer::updateButtons()
{
    const LessonStep *s = step();
    const int count = static_cast<int>(m_lesson.steps.size());
    m_previous->setEnabled(m_active && m_index > 0);
    const bool onward = leadsToNextLesson();
    m_next->setText(onward ? tr("Next lesson ▶") : tr("Next ▶"));
    m_next->setToolTip(onward ? tr("Opens the next lesson") : tr("The next step (Page Down)"));
    m_next->setEnabled(m_active && (m_index + 1 < count || onward));
    bool canReveal = false;
    if (s && s->question && !m_revealed) {
        if (s->question->kind == LessonQuestion::Kind::Choice)
            canReveal = m_chosen >= 0;
        else if (ReadoutPanel *p = panel())
            canReveal = p->questionBox()->isCommitted() && !p->questionBox()->isRevealed();
    }
    m_reveal->setEnabled(canReveal);
    m_reveal->setVisible(s && s->question);
    // Space reveals only while there is something to reveal: otherwise it presses buttons.
    m_revealKey->setEnabled(canReveal);
}

void LessonPlayer::reserveFeedback()
{
    // The answer and its explanation take the question's place, and their room is kept from
    // the start of the step: appearing at the reveal they pushed the charts down, and the
    // ticks and labels jumped under the class's eyes. The room is that of the longest verdict
    // (a wrong choice, or a prediction off by three orders of magnitude) of any step, and of
    // any step's question: the bar keeps one height for the whole lesson, so Page Down moves
    // no chart either.
    if (!m_active) {
        static_cast<ReservingLabel *>(m_text)->setRoomFor({});
        return;
    }
    QStringList alone, aboveRow;
    for (const LessonStep &s : m_lesson.steps) {
        const bool choice = s.question && s.question->kind == LessonQuestion::Kind::Choice;
        (choice ? aboveRow : alone) << keepTermsWhole(s.text);
        if (!s.question)
            continue;
        QString verdict;
        if (choice) {
            // The longest wrong pick: the verdict names it.
            const QString right = s.question->choices[s.question->answer];
            QString wrong;
            for (const QString &c : s.question->choices)
                if (c != right && c.size() > wrong.size())
                    wrong = c;
            verdict = wrongChoiceVerdict(wrong, right);
        } else if (const std::optional<Readout> answer = lessonAnswer(s)) {
            const std::optional<Quantity> q = leadingQuantity(answer->value);
            const double actual = q ? q->value : 1.0;
            const double tolerance = s.question->tolerance;
            const QString unit = q ? q->unit : QString();
            verdict =
                tr("You predicted %1: %2.")
                    .arg(withUnit(actual * 1000.5, unit),
                         describePredictionError(
                             predictionError(actual * 1000.5, actual, tolerance), tolerance, unit));
        }
        alone << feedbackText(s, verdict);
    }
    static_cast<ReservingLabel *>(m_text)->setRoomFor(
        alone, aboveRow, static_cast<ChoiceRow *>(m_choiceRow), kRowGap);
}

QString LessonPlayer::wrongChoiceVerdict(const QString &picked, const QString &right)
{
    return tr("Not quite: you picked %1; the answer is %2.").arg(picked, right);
}

WrappingButton *LessonPlayer::makeChoiceButton(int index, const QString &choice) const
{
    // Long choices wrap rather than widen the window past the projector's screen.
    auto *button =
        new WrappingButton(QStringLiteral("%1. %2").arg(QChar(u'A' + index)).arg(choice));
    button->setFont(m_text->font()); // large while presenting
    button->setProperty("choiceText", button->text());
    // Room for the mark a pick adds (the reveal puts its answer in the row's place).
    button->setRoomFor(tr("%1 ◀ picked").arg(button->text()));
    // The pick shows to the back of the room before the reveal: in words ("◀ picked")
    // and as a filled button in the highlight colour, not a shade of grey.
    button->setStyleSheet(
        QStringLiteral("QPushButton:checked { background-color: palette(highlight);"
                       " color: palette(highlighted-text); }"));
    // One line at the least: the bar's minimum height (and the window's) counts the
    // row as one line; the layout gives the wrapped lines their height for width.
    button->setMinimumHeight(button->sizeHint().height());
    return button;
}

void LessonPlayer::reserveRows()
{
    bool anyChoices = false;
    bool anyLocks = false;
    for (const LessonStep &s : m_lesson.steps) {
        anyChoices = anyChoices || (s.question && s.question->kind == LessonQuestion::Kind::Choice);
        anyLocks = anyLocks || !s.locked.empty();
    }
    // Presenting only: on the desktop the bar is as tall as its step needs, and the room goes
    // to the charts (the layout view's are tight at 1280 × 720).
    if (!m_active || !m_presenting)
        anyChoices = anyLocks = false;
    // Every step's choices laid out as the row lays them out: the tallest sets its height.
    std::vector<std::unique_ptr<QWidget>> rows;
    if (anyChoices) {
        for (const LessonStep &s : m_lesson.steps) {
            if (!s.question || s.question->kind != LessonQuestion::Kind::Choice)
                continue;
            auto row = std::make_unique<QWidget>();
            auto *layout = new QHBoxLayout(row.get());
            layout->setContentsMargins(m_choiceLayout->contentsMargins());
            layout->setSpacing(m_choiceLayout->spacing());
            for (int i = 0; i < s.question->choices.size(); ++i)
                layout->addWidget(makeChoiceButton(i, s.question->choices[i]));
            layout->addStretch();
            rows.push_back(std::move(row));
        }
    }
    static_cast<ChoiceRow *>(m_choiceRow)->setRoomFor(std::move(rows));
    // Shown in a step with choices until its reveal (showStep()).
    m_text->updateGeometry();
    // A line of the held-still text as Qt lays it out: in Chinese a fifth taller than the font's
    // own height, and a step without it made the bar 4 px shorter (every chart moved).
    m_locks->setMinimumHeight(
        anyLocks ? std::max(m_locks->fontMetrics().height(),
                            lineHeight(m_locks->font(), tr("Held still in this step: %1")))
                 : 0);
    m_locks->setVisible(anyLocks || !m_locks->text().isEmpty());
}

void LessonPlayer::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    applyTextScale();
}

void LessonPlayer::applyTextScale()
{
    QFont large = font();
    if (m_presenting)
        large.setPointSizeF((large.pointSizeF() > 0 ? large.pointSizeF() : 10.0) *
                            kPresentationTextScale);
    if (m_text->font() != large)
        m_text->setFont(large);
    for (QAbstractButton *b : m_choices->buttons()) {
        if (b->font() != large)
            b->setFont(large);
    }
    if (m_active)
        reserveRows(); // the choices' row in the new type's height
}

void LessonPlayer::changeEvent(QEvent *event)
{
    // The window's font scale changed: the large texts follow it.
    if (event->type() == QEvent::FontChange) {
        applyTextScale();
        fitNextButton();
    }
    QWidget::changeEvent(event);
}

QString LessonPlayer::feedback() const
{
    return m_revealed ? plainText(m_text->text()) : QString();
}

QString LessonPlayer::stepText() const
{
    const LessonStep *s = step();
    return s ? s->text : QString();
}

} // namespace fleet
