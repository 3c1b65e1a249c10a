// QuestionBox: predict, then reveal, for one readout. The readout's value is hidden behind a
// question; the learner types a prediction in the readout's unit and commits it; only then can
// the value be revealed, with the prediction beside it and the error as a factor.
#pragma once

#include "prediction.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace fleet {

class QuestionBox : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionBox(QWidget *parent = nullptr);

    /// Opens the question for the readout `title` whose value is in `unit` (may be empty).
    void ask(const QString &title, const QString &unit);
    /// A prediction within `relative` of the value (0.05 = 5 %, the default each ask() starts
    /// with) is right; a lesson step sets its own.
    void setTolerance(double relative) { m_tolerance = relative; }
    [[nodiscard]] double tolerance() const { return m_tolerance; }
    /// What Reveal does (Space on it; a lesson's Space): asks the panel to reveal. False
    /// before a prediction is committed or once revealed.
    bool requestReveal();
    /// What Close does: closes the question and tells the panel (closed()), which shows the
    /// value again.
    void dismiss();
    /// Commits a prediction (in the asked unit); false when no question is open or it was
    /// committed already.
    bool commit(double predicted);
    /// Reveals `actualText` (the readout's value as shown) once a prediction is committed;
    /// false before. The verdict says the prediction and the error factor.
    bool reveal(const QString &actualText);
    /// Closes the question (hides the box).
    void close();
    /// Whether the verdict shows under the box once revealed (true by default). A lesson's bar
    /// says the same verdict in large type, so a lesson step turns it off: the side column's
    /// copy was cut at the projector's edge or pushed below the fold. Errors and "Prediction
    /// committed" still show there; verdict() still returns the text. ask() turns it back on.
    void setVerdictShownAfterReveal(bool shown);

    [[nodiscard]] bool isOpen() const { return m_open; }
    [[nodiscard]] bool isCommitted() const { return m_committed; }
    [[nodiscard]] bool isRevealed() const { return m_revealed; }
    /// The committed prediction, in the asked unit (0 before a commit).
    [[nodiscard]] double predicted() const { return m_predicted; }
    [[nodiscard]] const QString &title() const { return m_title; }
    /// "You predicted 100 min: 29.3× too low." after reveal; empty before.
    [[nodiscard]] QString verdict() const;

Q_SIGNALS:
    /// A prediction was committed (Reveal is now possible).
    void committed();
    /// The learner asked to reveal (the panel answers with reveal(value)).
    void revealRequested();
    void closed();

private:
    /// Whether the readout is a factor ("32×", "9× per direction"): predicted as a number of
    /// times, not "in ×".
    [[nodiscard]] bool isFactor() const;

    QLabel *m_prompt;
    QLineEdit *m_prediction;
    QPushButton *m_commit;
    QPushButton *m_reveal;
    QLabel *m_verdict;
    QString m_title;
    QString m_unit;
    double m_predicted = 0;
    double m_tolerance = 0.05;
    bool m_open = false;
    bool m_committed = false;
    bool m_revealed = false;
    bool m_verdictShownAfterReveal = true;
};

} // namespace fleet
