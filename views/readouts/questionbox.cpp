// QuestionBox (questionbox.h): the prompt, the prediction field, Commit and Reveal.
#include "questionbox.h"

#include "format.h"
#include "textfit.h"
#include "unitinput.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

namespace fleet {

QuestionBox::QuestionBox(QWidget *parent)
    : QWidget(parent), m_prompt(new QLabel), m_prediction(new QLineEdit),
      m_commit(new QPushButton(tr("Commit"))), m_reveal(new QPushButton(tr("Reveal"))),
      m_verdict(new QLabel)
{
    setObjectName(QStringLiteral("questionBox"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 6, 0, 0);
    m_prompt->setWordWrap(true);
    m_verdict->setWordWrap(true);
    // The texts wrap to the box's width and never set it: the verdict that replaces "Reveal
    // when ready" would otherwise resize the side column, and the charts beside it, at the
    // very moment the class looks at them.
    for (QLabel *label : {m_prompt, m_verdict})
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_prediction->setObjectName(QStringLiteral("predictionEdit"));
    m_verdict->setObjectName(QStringLiteral("predictionVerdict"));
    // Hidden after a lesson's reveal (setVerdictShownAfterReveal()), its row keeps its room:
    // the box shrank by a line at the reveal, the side column with it, and its scroll moved
    // every readout above (decode-memory-bound step 2 in Chinese, presenting: 18 px).
    QSizePolicy keepRoom = m_verdict->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_verdict->setSizePolicy(keepRoom);
    m_reveal->setToolTip(tr("Shows the value; a prediction must be committed first"));
    auto *closeButton = new QPushButton(tr("Close"));
    grid->addWidget(m_prompt, 0, 0, 1, 3);
    grid->addWidget(m_prediction, 1, 0, 1, 2);
    grid->addWidget(m_commit, 1, 2);
    grid->addWidget(m_reveal, 2, 0);
    grid->addWidget(closeButton, 2, 2);
    grid->addWidget(m_verdict, 3, 0, 1, 3);
    auto commitTyped = [this] {
        // A value with a unit, as every spin box takes it ("360 min" for an hours question,
        // converted), or a plain number in the readout's unit (in the user's locale too).
        const QString typed = m_prediction->text().trimmed();
        const TypedValue parsed = parseTypedValue(typed, m_unit);
        bool ok = parsed.status == TypedValue::Status::Ok;
        double c = parsed.shown;
        if (!ok) {
            c = QLocale().toDouble(typed, &ok);
            if (!ok)
                c = typed.toDouble(&ok);
        }
        if (ok && commit(c))
            m_reveal->setFocus(); // Space now reveals
        else if (!ok)
            m_verdict->setText(
                parsed.status == TypedValue::Status::Invalid && !parsed.error.isEmpty()
                    ? parsed.error
                : isFactor() ? tr("Type a factor as a number (4 for 4×).")
                             : tr("Type a number in %1.")
                                   .arg(m_unit.isEmpty() ? tr("the readout's unit") : m_unit));
    };
    connect(m_commit, &QPushButton::clicked, this, commitTyped);
    connect(m_prediction, &QLineEdit::returnPressed, this, commitTyped);
    connect(m_reveal, &QPushButton::clicked, this, &QuestionBox::revealRequested);
    connect(closeButton, &QPushButton::clicked, this, &QuestionBox::dismiss);
    setVisible(false);
}

void QuestionBox::ask(const QString &title, const QString &unit)
{
    m_title = title;
    m_unit = unit;
    m_open = true;
    m_committed = m_revealed = false;
    m_tolerance = 0.05;
    // A factor ("9× per direction") is no unit to predict "in": it is a number of times.
    // Wrapped between words, never inside one nor between a number and its unit.
    m_prompt->setText(keepTermsWhole(unit.isEmpty() ? tr("Predict: %1").arg(title)
                                     : isFactor()   ? tr("Predict: %1 (how many times)").arg(title)
                                                    : tr("Predict: %1 (in %2)").arg(title, unit)));
    m_prediction->clear();
    m_prediction->setEnabled(true);
    m_prediction->setPlaceholderText(unit.isEmpty() ? tr("your prediction")
                                     : isFactor()   ? tr("your prediction (4 for 4×)")
                                                    : tr("your prediction in %1").arg(unit));
    m_commit->setEnabled(true);
    m_reveal->setEnabled(false);
    m_verdict->clear();
    m_verdictShownAfterReveal = true;
    m_verdict->setVisible(true);
    setVisible(true);
}

bool QuestionBox::commit(double predicted)
{
    if (!m_open || m_committed)
        return false;
    m_predicted = predicted;
    m_committed = true;
    m_prediction->setText(formatReadable(predicted));
    m_prediction->setEnabled(false);
    m_commit->setEnabled(false);
    m_reveal->setEnabled(true);
    m_verdict->setText(tr("Prediction committed. Reveal when ready (Space)."));
    Q_EMIT committed();
    return true;
}

bool QuestionBox::reveal(const QString &actualText)
{
    if (!m_committed)
        return false;
    m_revealed = true;
    m_reveal->setEnabled(false);
    const QString predicted = withUnit(m_predicted, m_unit);
    const std::optional<Quantity> actual = leadingQuantity(actualText);
    if (actual && actual->unit == m_unit)
        m_verdict->setText(keepTermsWhole(
            tr("You predicted %1: %2.")
                .arg(predicted, describePredictionError(
                                    predictionError(m_predicted, actual->value, m_tolerance),
                                    m_tolerance, m_unit))));
    else
        m_verdict->setText(keepTermsWhole(tr("You predicted %1; the answer is %2.")
                                              .arg(predicted, readoutOnOneLine(actualText))));
    m_verdict->setVisible(m_verdictShownAfterReveal);
    return true;
}

void QuestionBox::setVerdictShownAfterReveal(bool shown)
{
    m_verdictShownAfterReveal = shown;
    m_verdict->setVisible(!m_revealed || shown);
}

bool QuestionBox::isFactor() const
{
    return m_unit.startsWith(QChar(0x00D7));
}

bool QuestionBox::requestReveal()
{
    if (!m_committed || m_revealed)
        return false;
    Q_EMIT revealRequested();
    return m_revealed;
}

void QuestionBox::dismiss()
{
    close();
    Q_EMIT closed();
}

void QuestionBox::close()
{
    m_open = m_committed = m_revealed = false;
    setVisible(false);
}

QString QuestionBox::verdict() const
{
    return m_revealed ? plainText(m_verdict->text()) : QString();
}

} // namespace fleet
