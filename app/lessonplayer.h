// LessonPlayer: the slim bar above the views that plays a lesson (model/lesson.h) — its title,
// "Step k of n", the step's text (once revealed, the answer and explanation in its place), the
// choices of a choice question, and Previous / Next / Reveal / Close. PgDn / PgUp (a presenter's
// clicker) step forwards and back, Space reveals. Each step shows its scenario in the document's
// lesson sandbox (no undo step, no modification), switches to its view, hides its readout behind a
// question and disables the controls it locks; closing the lesson restores the user's scenario.
#pragma once

#include "lesson.h"

#include <QPointer>
#include <QWidget>

#include <map>
#include <vector>

class QButtonGroup;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QShortcut;

namespace fleet {

class MainWindow;
class ReadoutPanel;
class WrappingButton;

class LessonPlayer : public QWidget
{
    Q_OBJECT

public:
    /// The bar is hidden until start(); `window` owns it and shows it above its views.
    explicit LessonPlayer(MainWindow *window);

    /// Shows the bar and opens the lesson's first step.
    void start(Lesson lesson);
    /// Closes the question, unlocks the controls and hides the bar, and puts the user's
    /// scenario back as it was before the lesson (its undo history and modified flag too).
    void stop();
    [[nodiscard]] bool isActive() const { return m_active; }
    [[nodiscard]] const Lesson &lesson() const { return m_lesson; }
    /// The open step, from 0.
    [[nodiscard]] int stepIndex() const { return m_index; }

    /// Opens step `index` (0 to steps − 1); false when there is no such step or no lesson. A
    /// step revealed before comes back as it was left: answered, revealed, with the prediction.
    bool goTo(int index);
    /// The next step (Page Down); false at the last.
    bool next() { return goTo(m_index + 1); }
    /// The Next button: the next step, or at the last step, once it is revealed (or asks
    /// nothing), the next built-in lesson (MainWindow::openNextLesson(); the button says "Next
    /// lesson ▶" then). Page Down never leaves a lesson: a clicker pressed once too often
    /// does not start another. False when there is neither.
    bool nextOrNextLesson();
    bool previous() { return goTo(m_index - 1); }

    /// Picks answer `index` of the open choice question (before the reveal); false otherwise.
    bool choose(int index);
    /// Reveals the open step's answer: a number question once a prediction is committed, a
    /// choice question once an answer is picked. False otherwise.
    bool reveal();
    /// Answers the open step rightly and reveals it: the true value committed as the
    /// prediction, or the right choice picked (screenshots, tests). False when the step asks
    /// nothing or is revealed already.
    bool revealAnswer();
    /// Whether the open step's answer is shown.
    [[nodiscard]] bool isRevealed() const { return m_revealed; }
    /// What the bar says after the reveal, in the step text's place: right or wrong, the answer
    /// and the explanation; empty before.
    [[nodiscard]] QString feedback() const;
    /// The open step's text (the question), as the bar shows it until the reveal.
    [[nodiscard]] QString stepText() const;
    /// Presentation mode: the question, the "You predicted …" line, the explanation and the
    /// choices in large type, kPresentationTextScale × the bar's font (the back row reads them).
    void setPresentation(bool on);
    [[nodiscard]] bool isPresenting() const { return m_presenting; }
    static constexpr double kPresentationTextScale = 1.5;

Q_SIGNALS:
    /// A step is about to be left (another opens, or the lesson closes): the scenario on
    /// screen is still the step's.
    void stepChanging();
    /// A step was opened (index from 0).
    void stepChanged(int index);
    /// The lesson was closed.
    void stopped();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Gives the step's text and the choices the bar's font, scaled when presenting.
    void applyTextScale();
    bool m_presenting = false;
    /// Keeps the room the longest answer and explanation of any step takes, or its longest
    /// question with the row of choices under it, whichever is taller.
    void reserveFeedback();
    /// Keeps the choices' row as tall as any step's, and the "Held still" line in every step
    /// of a lesson where any step has them, while presenting: Page Down moves no chart.
    void reserveRows();
    /// What the bar says when `picked` is not the `right` choice: it names both (the row of
    /// choices is gone at the reveal).
    [[nodiscard]] static QString wrongChoiceVerdict(const QString &picked, const QString &right);
    /// Choice `index` of a step as a button, in the bar's type, with room for its mark.
    [[nodiscard]] WrappingButton *makeChoiceButton(int index, const QString &choice) const;
    /// What the bar says after step `s`'s reveal: `verdict`, the answer, then the explanation.
    [[nodiscard]] QString feedbackText(const LessonStep &s, const QString &verdict) const;
    /// Undoes what the open step did to the window: its question, hidden panel and locks.
    void leaveStep();
    /// The readouts the steps after the open one ask (their titles as the file gives them),
    /// but not the one the open step asks itself.
    [[nodiscard]] QStringList laterAnswers() const;
    /// Hides laterAnswers() (and their companions) in every view's readouts and charts, from
    /// the step's first show on, and leaves out the step's LessonStep::leftOut readouts;
    /// nothing when no step is open.
    void withholdLaterAnswers();
    void showStep();
    void showRevealed();
    void updateButtons();
    /// Whether Next goes on to the next lesson: the last step, answered, and one to go to.
    [[nodiscard]] bool leadsToNextLesson() const;
    /// Keeps the Next button as wide as its widest text, so its change moves nothing.
    void fitNextButton();
    [[nodiscard]] const LessonStep *step() const;
    [[nodiscard]] ReadoutPanel *panel() const;

    MainWindow *m_window;
    Lesson m_lesson;
    int m_index = -1;
    bool m_active = false;
    bool m_revealed = false;
    int m_chosen = -1;

    QLabel *m_heading;
    QLabel *m_text;
    QLabel *m_locks;
    QWidget *m_choiceRow;
    QHBoxLayout *m_choiceLayout;
    QButtonGroup *m_choices;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_reveal;
    QShortcut *m_nextKey;
    QShortcut *m_previousKey;
    QShortcut *m_revealKey;

    /// How each step was left once revealed (by index): the pick of a choice question, the
    /// prediction of a number question; Page Up shows it so again.
    struct Answered
    {
        int chosen = -1;
        double predicted = 0;
    };
    std::map<int, Answered> m_answered;
    /// Answers and reveals the open step as it was left, when it was revealed before.
    void restoreAnswer();

    QPointer<ReadoutPanel> m_hiddenPanel; ///< hides a choice question's readout until revealed
    QMetaObject::Connection m_questionRevealed;
    QMetaObject::Connection m_questionCommitted;
    std::vector<QPointer<QWidget>> m_locked;
};

} // namespace fleet
