// The widgets that show readouts (model/explain/explain.h): a grid of headline numbers, each
// with its math as a tooltip, and the collapsible "Show the math" panel.
#pragma once

#include "explain.h"

#include <QHash>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;
class QVariantAnimation;

namespace fleet {

class QuestionBox;

/// A grid of readouts: each title beside its large value, or above it when the column is too
/// narrow for both. Labels are created once and only their text changes on update. Each
/// value's tooltip shows its math. Beside each value, space is reserved for a change
/// indicator ("▲ 12 %") that shows, for a moment after an edit, how far the value moved; when
/// titles sit above values, a value of several lines (a number with its breakdown or verdict)
/// takes the whole width and its indicator goes beside the title instead.
class ReadoutPanel : public QWidget
{
    Q_OBJECT

public:
    /// How long a change indicator stays at full strength, in milliseconds.
    static constexpr int kChangeShownMs = 2000;
    /// How long it then takes to fade out, in milliseconds.
    static constexpr int kChangeFadeMs = 700;

    explicit ReadoutPanel(QWidget *parent = nullptr);
    /// Shows `readouts`; change indicators are left as they are (the view was shown, a
    /// comparison was ticked).
    void setReadouts(const std::vector<Readout> &readouts);
    /// Shows `readouts` after a change of the document (an edit, undo or redo): each value whose
    /// number moved shows how far beside it, until kChangeShownMs after the last change.
    /// `step` identifies the change (the undo step made or returned to): the refreshes of one
    /// step (a slider drag, merged into one undo step) are measured from the values before the
    /// first of them.
    void setChangedReadouts(const std::vector<Readout> &readouts, const void *step);
    [[nodiscard]] const std::vector<Readout> &readouts() const { return m_readouts; }
    /// The value text shown under `title` (empty when absent); for tests.
    [[nodiscard]] QString value(const QString &title) const;
    [[nodiscard]] QLabel *valueLabel(const QString &title) const;
    /// The change indicator's text beside `title` ("▲ 12 %"; empty when none is shown).
    [[nodiscard]] QString change(const QString &title) const;
    /// Hides every change indicator now (what the fade ends with).
    void clearChanges();
    /// The timer that starts the indicators' fade; active while they show at full strength.
    [[nodiscard]] const QTimer &changeTimer() const { return m_changeTimer; }
    /// How long the indicators stay and then fade (milliseconds); tests shorten them.
    void setChangeTiming(int shownMs, int fadeMs);
    /// The opacity the change indicators are drawn with now: 1 while shown, falling to 0 as
    /// they fade (the text is cleared at the end; the layout does not move).
    [[nodiscard]] double changeOpacity() const;
    /// Whether the indicators are fading out now.
    [[nodiscard]] bool isFadingChanges() const;

    /// Shows only the first `count` readouts (the headline numbers; 0 shows all), their
    /// values `valueScale` × the panel's font (1.25 normally; larger in presentation mode).
    void setHeadlines(int count, double valueScale);
    [[nodiscard]] int headlineCount() const { return m_headlines; }
    /// Which readouts are the headline numbers while setHeadlines() shows only some: these
    /// places in the list (from 0), in the list's order; empty (the default) means the first
    /// headlineCount(). A readout asked about shows all the same.
    void setHeadlineChoice(const QList<int> &readouts);
    [[nodiscard]] const QList<int> &headlineChoice() const { return m_headlineChoice; }
    /// Whether readout `index` shows as a headline now (every one not left out while all
    /// readouts show; setLeftOut()).
    [[nodiscard]] bool isHeadline(int index) const;

    /// Readouts left out of the panel (English titles, as isReadoutNamed() reads them): not
    /// shown, not among the headlines, and the charts drop what draws them
    /// (ExplorerView::isReadoutHidden()), as a lesson step asks (LessonStep::leftOut). Empty
    /// (the default) leaves none out.
    void setLeftOut(const QStringList &titles);
    [[nodiscard]] const QStringList &leftOut() const { return m_leftOut; }
    /// Whether readout `title` (as shown) is left out (setLeftOut()).
    [[nodiscard]] bool isLeftOut(const QString &title) const;

    /// Predict, then reveal: hides the value of readout `title` behind a question (its text,
    /// tooltip and accessible description say nothing of it) until a prediction is committed
    /// and revealed in the question box below the readouts. False when there is no such
    /// readout. Each readout's context menu offers it as "Hide and ask".
    bool ask(const QString &title);
    /// Hides the value of readout `title` as ask() does (the charts conceal it too), without
    /// the number box: the question is asked elsewhere (a lesson's choices). showHidden() ends
    /// it. False when there is no such readout.
    bool hide(const QString &title);
    /// Shows the value hidden by hide() or ask() again and closes its question; nothing when
    /// none is hidden.
    void showHidden();
    /// Shows the value hidden by hide() as its reveal: the readout stays shown (even when it
    /// is not among the headlines) until showHidden(), ask() or hide(), so the answer does not
    /// fold away at the moment it is given. False when none is hidden.
    bool revealHidden();
    [[nodiscard]] QuestionBox *questionBox() const { return m_question; }
    /// The readout whose value is hidden now; empty when none.
    [[nodiscard]] const QString &hiddenTitle() const { return m_hidden; }
    /// Readouts that give each other away in one step (a speedup and its efficiency, the MTBF
    /// and the expected failures in the horizon), by English title as isReadoutNamed() reads
    /// them: while one is hidden behind a question, the others of its groups are hidden too.
    void setCompanions(std::vector<QStringList> groups);
    /// Readouts hidden without a question of their own, by English title as isReadoutNamed()
    /// reads them, with their companions except `kept` (the readout the open step asks and
    /// reveals): what a later step of a lesson asks stays "?" (and the charts conceal it) from
    /// the lesson's first step on. Empty (the default) withholds nothing; it stays until set
    /// again, across questions and reveals.
    void setWithheld(const QStringList &titles, const QString &kept = QString());
    [[nodiscard]] const QStringList &withheld() const { return m_withheld; }
    /// Values (as readouts print them: "6.1 h") concealed wherever the charts and the other
    /// readouts' math print them, whichever readout they belong to: the answers later steps of
    /// a lesson ask, in those steps' scenarios (mtbf-collapse step 1 labelled the appendix's
    /// 8,192-accelerator point "6.1 h", step 2's answer, once its own was revealed). Among
    /// hiddenValues(), not hiddenTitles(). Empty (the default) conceals none.
    void setWithheldValues(const QStringList &values);
    /// The words the class has read (a lesson step's question): a readout hidden as a
    /// companion of another, or withheld (setWithheld()), stays shown when `text` already gives
    /// its value (concealQuantity() reads it there: littles-law step 1 says "a request takes
    /// T = 3.17 s" and hid the request latency as a companion of the requests in flight). The
    /// readout asked is hidden all the same. Empty (the default) states nothing.
    void setStatedText(const QString &text);
    /// Values earlier steps of a lesson revealed, as their readouts showed them ("6.1 h"): a
    /// readout withheld or hidden as a companion (not the one asked) that shows exactly one of
    /// them shows it in the panel (mtbf-collapse step 3 hid the MTBF its step 2 had just
    /// revealed), among toldTitles(), not hiddenTitles(); the charts still hide what draws it
    /// (ExplorerView::isReadoutHidden(): its curve runs on to the value a later step asks).
    /// Empty (the default) tells none.
    void setToldValues(const QStringList &values);
    /// The readouts hidden in the charts only (setToldValues()).
    [[nodiscard]] const QStringList &toldTitles() const { return m_toldTitles; }
    /// The titles hidden now: hiddenTitle(), the withheld ones (setWithheld()) and their
    /// companions (setCompanions()); empty when no question is open and nothing is withheld.
    [[nodiscard]] const QStringList &hiddenTitles() const { return m_hiddenTitles; }
    /// The values of hiddenTitles(), as last shown (what the charts' texts must conceal).
    [[nodiscard]] const QStringList &hiddenValues() const { return m_hiddenValues; }

    /// Titles above values (a narrow column) rather than beside them.
    [[nodiscard]] bool isStacked() const { return m_stacked; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// A question opened (true) or closed (false); the view locks its axes while one is open.
    void questionOpenChanged(bool open);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    [[nodiscard]] QFont valueFont() const;
    /// Shows the readouts shown now again, each cell's visibility and tone applied anew (the
    /// headlines or the readouts left out changed).
    void showAgain();
    /// isHeadline() of readout `index` of `readouts` (the list being shown).
    [[nodiscard]] bool isHeadlineOf(const std::vector<Readout> &readouts, size_t index) const;
    [[nodiscard]] QFont valueFontAt(double scale) const;
    /// Headlines: the value font shrinks to fit the panel's width (not below the normal size).
    void fitValues();
    void place(int row);
    void setStacked(bool stacked);
    [[nodiscard]] int sideBySideWidth() const;
    /// Reserves the size of the widest indicator text, so showing one moves nothing.
    void reserveChangeSpace();
    void showValues(const std::vector<Readout> &readouts);
    void showChanges(const std::vector<Readout> &readouts, const void *step);
    struct Cell
    {
        QLabel *title;
        QLabel *value;
        QLabel *change;
        /// Stacked, with the change indicator on the title's row (placeChange()).
        bool changeBesideTitle = false;
        /// The readout's alternatives (Readout::alternatives): wordings room is kept for.
        QStringList alternatives = {};
    };
    /// The value shown now and every alternative wording of it.
    [[nodiscard]] static QStringList textsOf(const Cell &cell);
    /// Whether a cell's value showing `text`, stacked, takes the whole width (its indicator
    /// beside the title): a value of several lines, or a verdict with alternatives (decided by
    /// the line count, not by widths, so it holds still during a drag).
    [[nodiscard]] static bool takesWholeWidth(const Cell &cell, const QString &text);
    /// Whether, stacked, the indicator of a cell goes beside its title: takesWholeWidth() of the
    /// value shown.
    [[nodiscard]] static bool changeBesideTitle(const Cell &cell);
    /// Places cell `i` again when its indicator belongs on the other row now.
    void placeAgainIfMoved(size_t i);
    /// Sets the minimum size of readout i's "?" to the room its hidden value `r` takes (its
    /// lines in the label's font, the label's padding), so the reveal moves nothing; none
    /// when it is shown.
    void keepHiddenRoom(size_t i, const Readout &r);
    /// The room readout i's value `r` takes in its label's font, with the label's padding.
    [[nodiscard]] QSize hiddenRoom(size_t i, const Readout &r) const;
    /// m_hiddenWidth from the hidden ones of `readouts`.
    void measureHiddenWidth(const std::vector<Readout> &readouts);
    /// Gives every value the value font (valueFont()) and its hidden room again.
    void setValueFonts();
    void showValue(size_t i, const Readout &r);
    void setChangeOpacity(double opacity);
    QGridLayout *m_grid;
    QuestionBox *m_question;
    QString m_hidden;
    QString m_revealedShown; ///< revealHidden()'s readout, shown until the next question
    QStringList m_withheld;
    QStringList m_leftOut;        ///< setLeftOut()
    QStringList m_withheldValues; ///< setWithheldValues()
    QString m_statedText;         ///< setStatedText()
    QStringList m_toldValues;     ///< setToldValues()
    QStringList m_toldTitles;     ///< toldTitles()
    QString m_withheldKept;       ///< a companion of a withheld readout that is shown all the same
    QStringList m_hiddenTitles;   ///< m_hidden and its companions, as shown
    QStringList m_hiddenValues;   ///< their values, concealed in the other tooltips
    std::vector<QStringList> m_companions;
    /// Brings m_hiddenTitles and m_hiddenValues up to date with m_hidden and `readouts`.
    void findHidden(const std::vector<Readout> &readouts);
    std::vector<Cell> m_cells;
    bool m_stacked = false;
    int m_hiddenWidth = 0; ///< the widest hidden value's room (measureHiddenWidth())
    int m_headlines = 0;
    QList<int> m_headlineChoice;
    double m_valueScale = 1.25;
    double m_fitScale = 1.25; ///< the value font's scale now: m_valueScale, or less to fit
    std::vector<Readout> m_readouts;
    /// The numbers changes are measured from (by title), kept while the indicators of one
    /// step show.
    QHash<QString, double> m_baseline;
    bool m_baselineHeld = false;
    const void *m_step = nullptr;
    QTimer m_changeTimer;
    QVariantAnimation *m_fade;
    double m_changeOpacity = 1.0;
    QSize m_changeSize;
};

/// "Show the math": a collapsible panel listing each readout's formula, substituted values and
/// source. The text is only built while the panel is open.
class MathPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MathPanel(QWidget *parent = nullptr);
    void setReadouts(const std::vector<Readout> &readouts);
    void setExpanded(bool expanded);
    [[nodiscard]] bool isExpanded() const;
    [[nodiscard]] QString text() const;

private:
    void rebuild();
    QToolButton *m_toggle;
    QLabel *m_body;
    std::vector<Readout> m_readouts;
};

} // namespace fleet
