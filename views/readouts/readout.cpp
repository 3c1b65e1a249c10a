// Readout widgets (readout.h): the grid of headline numbers with their math as tooltips, and the
// collapsible "Show the math" panel; labels are touched only when their text changes.
#include "readout.h"

#include "palette.h"
#include "prediction.h"
#include "questionbox.h"

#include "readoutchange.h"
#include <QAction>

#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsOpacityEffect>
#include <QGridLayout>
#include <QGuiApplication>
#include <QResizeEvent>
#include <QVariantAnimation>

#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace fleet {

namespace {

QString toneStyle(Readout::Tone tone)
{
    const Palette &p = colours();
    switch (tone) {
    case Readout::Tone::Good:
        return toneStyleSheet(p.good, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Warning:
        return toneStyleSheet(p.warning, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Bad:
        return toneStyleSheet(p.bad, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Neutral:
        break;
    }
    return QStringLiteral("QLabel { padding: 2px 0px; }");
}

} // namespace

ReadoutPanel::ReadoutPanel(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout), m_question(new QuestionBox),
      m_fade(new QVariantAnimation(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addLayout(m_grid);
    outer->addWidget(m_question);
    connect(m_question, &QuestionBox::revealRequested, this, [this] {
        const QString title = m_hidden;
        for (size_t i = 0; i < m_readouts.size() && i < m_cells.size(); ++i) {
            if (m_readouts[i].title == title && m_question->reveal(m_readouts[i].value)) {
                m_hidden.clear();
                showValues(m_readouts); // its companions too
                Q_EMIT questionOpenChanged(false);
                return;
            }
        }
    });
    connect(m_question, &QuestionBox::closed, this, [this] {
        const bool wasHidden = !m_hidden.isEmpty();
        m_hidden.clear();
        showValues(m_readouts); // a cell shown only for the question folds away again
        if (wasHidden)
            Q_EMIT questionOpenChanged(false);
    });
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(14);
    m_grid->setVerticalSpacing(6);
    m_changeTimer.setSingleShot(true);
    m_changeTimer.setInterval(kChangeShownMs);
    // After kChangeShownMs the indicators fade out, then their text goes; their labels keep
    // their size, so nothing moves.
    connect(&m_changeTimer, &QTimer::timeout, m_fade, [this] { m_fade->start(); });
    m_fade->setStartValue(1.0);
    m_fade->setEndValue(0.0);
    m_fade->setDuration(kChangeFadeMs);
    connect(m_fade, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { setChangeOpacity(v.toDouble()); });
    connect(m_fade, &QVariantAnimation::finished, this, &ReadoutPanel::clearChanges);
    reserveChangeSpace();
}

void ReadoutPanel::setReadouts(const std::vector<Readout> &readouts)
{
    showValues(readouts);
    m_readouts = readouts;
}

void ReadoutPanel::setChangedReadouts(const std::vector<Readout> &readouts, const void *step)
{
    showValues(readouts);
    showChanges(readouts, step);
    m_readouts = readouts;
}

void ReadoutPanel::showValues(const std::vector<Readout> &readouts)
{
    findHidden(readouts);
    // A hidden value's change indicator ("▲ ×32" after the step before it) would give it away,
    // or sit over its "?": it goes the moment the value is hidden.
    for (size_t i = 0; i < readouts.size() && i < m_cells.size(); ++i) {
        QLabel *change = m_cells[i].change;
        if (m_hiddenTitles.contains(readouts[i].title) && !change->text().isEmpty()) {
            change->clear();
            change->setAccessibleName(QString());
        }
    }
    // One readout per row: the title on the left, the value on the right, large. Nothing
    // word-wraps: a wrapping label re-lays out a text document whenever the panel's layout
    // runs, which is on every tick.
    while (m_cells.size() < readouts.size()) {
        const int row = int(m_cells.size());
        auto *title = new QLabel(this);
        title->setObjectName(QStringLiteral("readoutTitle"));
        setTextColour(title, colours().secondaryText);
        auto *value = new QLabel(this);
        value->setObjectName(QStringLiteral("readoutValue"));
        value->setFont(valueFont());
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        title->setBuddy(value);
        for (QLabel *label : {title, value}) {
            auto *askAction = new QAction(tr("Hide and ask"), label);
            askAction->setToolTip(tr("Hide this value until a prediction is committed"));
            connect(askAction, &QAction::triggered, this, [this, row] {
                if (size_t(row) < m_readouts.size())
                    ask(m_readouts[size_t(row)].title);
            });
            label->addAction(askAction);
            // Copied from the menu, not selected with the mouse: a selectable label lays its
            // text out as a document, and each new value then cost a tenth of a layout step.
            auto *copyAction = new QAction(tr("Copy value"), label);
            copyAction->setToolTip(tr("Copy the title and the value as shown, with its unit"));
            connect(copyAction, &QAction::triggered, this, [this, row] {
                if (size_t(row) < m_cells.size())
                    QGuiApplication::clipboard()->setText(
                        m_cells[size_t(row)].title->text() + QStringLiteral(": ") +
                        QString(m_cells[size_t(row)].value->text())
                            .replace(QLatin1Char('\n'), QLatin1Char(' ')));
            });
            label->addAction(copyAction);
            label->setContextMenuPolicy(Qt::ActionsContextMenu);
        }
        auto *change = new QLabel(this);
        change->setObjectName(QStringLiteral("readoutChange"));
        change->setFixedWidth(m_changeSize.width());
        change->setMinimumHeight(m_changeSize.height());
        change->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        setTextColour(change, colours().secondaryText);
        change->setToolTip(tr("How far the value moved with the last change"));
        auto *opacity = new QGraphicsOpacityEffect(change);
        opacity->setOpacity(m_changeOpacity);
        change->setGraphicsEffect(opacity);
        m_cells.push_back({title, value, change});
        place(row);
    }
    for (size_t i = 0; i < m_cells.size(); ++i) {
        // A readout asked about shows (as "?", then its value) even when it is not among the
        // headlines, until its question closes.
        const bool asked = i < readouts.size() &&
                           ((m_question->isOpen() && readouts[i].title == m_question->title()) ||
                            readouts[i].title == m_hidden || readouts[i].title == m_revealedShown);
        const bool used = i < readouts.size() && (isHeadlineOf(readouts, i) || asked);
        m_cells[i].title->setVisible(used);
        m_cells[i].value->setVisible(used);
        m_cells[i].change->setVisible(used);
        if (!used)
            continue;
        const Readout &r = readouts[i];
        if (m_cells[i].title->text() != r.title)
            m_cells[i].title->setText(r.title);
        // A hidden verdict's colour would say it: its cell is neutral until the reveal.
        const QString style =
            toneStyle(m_hiddenTitles.contains(r.title) ? Readout::Tone::Neutral : r.tone);
        if (m_cells[i].value->styleSheet() != style)
            m_cells[i].value->setStyleSheet(style);
    }
    measureHiddenWidth(readouts);
    for (size_t i = 0; i < readouts.size() && i < m_cells.size(); ++i)
        showValue(i, readouts[i]);
    if (m_headlines > 0)
        fitValues();
}

void ReadoutPanel::showValue(size_t i, const Readout &r)
{
    const bool hidden = m_hiddenTitles.contains(r.title);
    // A hidden value is not in the widget tree at all: not as text, tooltip or description.
    const QString text = hidden ? QStringLiteral("?") : r.value;
    // Another readout's math may hold a hidden value too ("24 h / 6.1 h"): concealed.
    const QString tip = hidden ? tr("Hidden until a prediction is committed")
                               : concealQuantities(mathText(r), m_hiddenValues);
    // The "?" keeps the room of the value it hides, its width and its height (a value of
    // two or three lines), so the reveal moves nothing: a taller side column would bring
    // its scroll bar and narrow the charts beside it.
    QLabel *value = m_cells[i].value;
    // A verdict keeps the width of its widest wording (the size hints below), on a row of its
    // own when stacked.
    if (m_cells[i].alternatives != r.alternatives) {
        m_cells[i].alternatives = r.alternatives;
        placeAgainIfMoved(i);
    }
    if (value->text() != text) {
        value->setText(text);
        placeAgainIfMoved(i);
    }
    keepHiddenRoom(i, r);
    if (m_cells[i].value->toolTip() != tip) {
        m_cells[i].value->setToolTip(tip);
        m_cells[i].title->setToolTip(tip);
        m_cells[i].value->setAccessibleDescription(hidden ? QString() : tip);
    }
}

QSize ReadoutPanel::hiddenRoom(size_t i, const Readout &r) const
{
    // The value's lines in the label's font now, and the label's own padding round its text
    // (its style sheet's, which the font's metrics do not count; not from its size hint, which
    // grows with the minimum size set here).
    const QLabel *value = m_cells[i].value;
    const QMargins m = value->contentsMargins();
    return value->fontMetrics().size(0, r.value) +
           QSize(m.left() + m.right(), m.top() + m.bottom());
}

void ReadoutPanel::measureHiddenWidth(const std::vector<Readout> &readouts)
{
    m_hiddenWidth = 0;
    for (size_t i = 0; i < readouts.size() && i < m_cells.size(); ++i)
        if (m_hiddenTitles.contains(readouts[i].title))
            m_hiddenWidth = std::max(m_hiddenWidth, hiddenRoom(i, readouts[i]).width());
}

void ReadoutPanel::keepHiddenRoom(size_t i, const Readout &r)
{
    QLabel *value = m_cells[i].value;
    QSize room(0, 0);
    // Its own height, and the width of the widest value hidden: a "?" as wide as the value it
    // hides stood further right the longer that value was (ρ with its verdict, nvlink step 4),
    // where the panel is narrower than the widest; every "?" stands at the same place.
    if (m_hiddenTitles.contains(r.title))
        room = QSize(m_hiddenWidth, hiddenRoom(i, r).height());
    if (value->minimumSize() != room)
        value->setMinimumSize(room);
}

void ReadoutPanel::setValueFonts()
{
    // A hidden value's room follows the font: measured at the desktop's size, it kept two
    // lines of 12 pt under presentation mode's 19 pt, and the rows below moved down 14 px at
    // zero-memory's reveal.
    const QFont font = valueFont();
    for (const Cell &cell : m_cells)
        cell.value->setFont(font);
    measureHiddenWidth(m_readouts);
    for (size_t i = 0; i < m_cells.size(); ++i) {
        if (i < m_readouts.size())
            keepHiddenRoom(i, m_readouts[i]);
    }
}

void ReadoutPanel::showChanges(const std::vector<Readout> &readouts, const void *step)
{
    // A new step, or the first change after the indicators went, measures from the values as
    // they were; a step's later refreshes (a drag) keep that baseline.
    if (!m_baselineHeld || step != m_step) {
        m_baseline.clear();
        for (const Readout &r : m_readouts)
            m_baseline.insert(r.title, r.number);
        m_baselineHeld = true;
        m_step = step;
    }
    for (size_t i = 0; i < readouts.size() && i < m_cells.size(); ++i) {
        const Readout &r = readouts[i];
        const auto before = m_baseline.constFind(r.title);
        const double from = before == m_baseline.cend() ? r.number : *before;
        // A hidden value's movement would give the answer away.
        const QString text =
            m_hiddenTitles.contains(r.title) ? QString() : changeText(from, r.number);
        QLabel *label = m_cells[i].change;
        if (label->text() != text) {
            label->setText(text);
            label->setAccessibleName(text.isEmpty() ? QString()
                                                    : changeDescription(from, r.number));
        }
    }
    m_fade->stop();
    setChangeOpacity(1.0);
    m_changeTimer.start();
}

void ReadoutPanel::setChangeTiming(int shownMs, int fadeMs)
{
    m_changeTimer.setInterval(shownMs);
    m_fade->setDuration(fadeMs);
}

void ReadoutPanel::setChangeOpacity(double opacity)
{
    if (m_changeOpacity == opacity)
        return;
    m_changeOpacity = opacity;
    for (const Cell &cell : m_cells) {
        if (auto *effect = qobject_cast<QGraphicsOpacityEffect *>(cell.change->graphicsEffect()))
            effect->setOpacity(opacity);
    }
}

double ReadoutPanel::changeOpacity() const
{
    return m_changeOpacity;
}

bool ReadoutPanel::isFadingChanges() const
{
    return m_fade->state() == QAbstractAnimation::Running;
}

void ReadoutPanel::clearChanges()
{
    m_changeTimer.stop();
    m_fade->stop();
    m_baselineHeld = false;
    for (const Cell &cell : m_cells) {
        if (!cell.change->text().isEmpty()) {
            cell.change->clear();
            cell.change->setAccessibleName(QString());
        }
    }
    setChangeOpacity(1.0); // the next indicators show at full strength
}

QString ReadoutPanel::change(const QString &title) const
{
    for (size_t i = 0; i < m_readouts.size() && i < m_cells.size(); ++i) {
        if (m_readouts[i].title == title)
            return m_cells[i].change->text();
    }
    return {};
}

void ReadoutPanel::reserveChangeSpace()
{
    // The widest texts changeText() gives (a factor is capped at "10,000+"), measured by a
    // label like the indicators: the arrows may come from a fallback font with taller lines,
    // so the height is kept too, or rows would shrink when an indicator appears.
    QLabel probe;
    probe.setFont(font());
    QSize reserved;
    for (const QString &sample : {changeText(1, 1e9), changeText(1e9, 1), changeText(100, 100.01),
                                  changeText(0, 1), changeText(100, 188)}) {
        probe.setText(sample);
        reserved = reserved.expandedTo(probe.sizeHint());
    }
    m_changeSize = reserved + QSize(4, 0);
    for (const Cell &cell : m_cells) {
        cell.change->setFixedWidth(m_changeSize.width());
        cell.change->setMinimumHeight(m_changeSize.height());
    }
}

bool ReadoutPanel::takesWholeWidth(const Cell &cell, const QString &text)
{
    // A verdict in words has no indicator of its own (it is not a number): its value need not
    // share its row with one.
    return text.contains(QLatin1Char('\n')) || !cell.alternatives.isEmpty();
}

bool ReadoutPanel::changeBesideTitle(const Cell &cell)
{
    return takesWholeWidth(cell, cell.value->text());
}

void ReadoutPanel::place(int row)
{
    Cell &cell = m_cells[size_t(row)];
    cell.changeBesideTitle = m_stacked && changeBesideTitle(cell);
    if (cell.changeBesideTitle) {
        // A value of several lines is wider than its title ("β 559.5 ms + α 10.23 ms" under
        // "Ring AllReduce"): it takes the whole width, its indicator the title's row.
        m_grid->addWidget(cell.title, 2 * row, 0, 1, 2);
        m_grid->addWidget(cell.change, 2 * row, 2);
        m_grid->addWidget(cell.value, 2 * row + 1, 0, 1, 3);
    } else if (m_stacked) {
        m_grid->addWidget(cell.title, 2 * row, 0, 1, 3);
        m_grid->addWidget(cell.value, 2 * row + 1, 0, 1, 2);
        m_grid->addWidget(cell.change, 2 * row + 1, 2);
    } else {
        m_grid->addWidget(cell.title, row, 0);
        m_grid->addWidget(cell.value, row, 1);
        m_grid->addWidget(cell.change, row, 2);
    }
}

void ReadoutPanel::placeAgainIfMoved(size_t i)
{
    const Cell &cell = m_cells[i];
    if (cell.changeBesideTitle == (m_stacked && changeBesideTitle(cell)))
        return;
    m_grid->removeWidget(cell.title);
    m_grid->removeWidget(cell.value);
    m_grid->removeWidget(cell.change);
    place(int(i));
}

void ReadoutPanel::setStacked(bool stacked)
{
    if (stacked == m_stacked)
        return;
    m_stacked = stacked;
    for (const Cell &cell : m_cells) {
        m_grid->removeWidget(cell.title);
        m_grid->removeWidget(cell.value);
        m_grid->removeWidget(cell.change);
    }
    for (int row = 0; row < int(m_cells.size()); ++row)
        place(row);
}

QStringList ReadoutPanel::textsOf(const Cell &cell)
{
    QStringList texts = cell.alternatives;
    texts.prepend(cell.value->text());
    return texts;
}

int ReadoutPanel::sideBySideWidth() const
{
    int titles = 0, values = 0;
    for (const Cell &cell : m_cells) {
        if (!cell.title->isVisibleTo(this))
            continue;
        titles = std::max(titles, cell.title->sizeHint().width());
        const int now = cell.value->sizeHint().width();
        values = std::max(values, now);
        if (cell.alternatives.isEmpty())
            continue;
        // The label's own padding (a verdict's tone box) comes on top of each wording.
        const QFontMetrics shown(cell.value->font());
        const int padding = now - shown.size(0, cell.value->text()).width();
        for (const QString &text : cell.alternatives)
            values = std::max(values, shown.size(0, text).width() + padding);
    }
    return titles + values + 2 * m_grid->horizontalSpacing() + m_changeSize.width();
}

QSize ReadoutPanel::sizeHint() const
{
    // Preferred: side by side, whichever form is shown now.
    return {sideBySideWidth(), QWidget::sizeHint().height()};
}

QSize ReadoutPanel::minimumSizeHint() const
{
    // Stacked (each value under its title) is the narrowest it can be. Values may shrink to
    // the body text's size to fit (fitValues()), so they count at that size. The indicator
    // goes beside the value, or beside the title when the value has several lines.
    const QFontMetrics normal(valueFontAt(1.0));
    const int change = m_grid->horizontalSpacing() + m_changeSize.width();
    int widest = 0;
    for (const Cell &cell : m_cells) {
        if (!cell.title->isVisibleTo(this))
            continue;
        const int title = cell.title->sizeHint().width();
        // Every wording of a verdict counts, each in its own form: a change of verdict must
        // not widen the column.
        for (const QString &text : textsOf(cell)) {
            int value = 0;
            for (const QString &line : text.split(QLatin1Char('\n')))
                value = std::max(value, normal.horizontalAdvance(line) + 8);
            widest =
                std::max(widest, takesWholeWidth(cell, text) ? std::max(title + change, value)
                                                             : std::max(title, value + change));
        }
    }
    return {widest, QWidget::minimumSizeHint().height()};
}

void ReadoutPanel::fitValues()
{
    // Large values (1.25× the body text, presentation mode's headlines more) shrink, down to
    // the body text's size, rather than be cut or widen the column past the screen (at the
    // largest font scale the side column scrolled sideways).
    double scale = m_valueScale;
    if (width() > 0) {
        const QFontMetricsF metrics(valueFontAt(m_valueScale));
        // The largest scale every value fits at: a value of several lines stacked under its
        // title has the whole width, any other shares it with its indicator.
        const double whole = width() - 8;
        const double beside = whole - m_changeSize.width() - m_grid->horizontalSpacing();
        double fits = m_valueScale;
        for (const Cell &cell : m_cells) {
            if (!cell.value->isVisibleTo(this))
                continue;
            // The label's own padding (a verdict's tone box) comes on top of its text: its
            // contents margins (not its size hint less its text: a hidden value's "?" has the
            // minimum size of the value it hides, and its hint with it).
            const QMargins margins = cell.value->contentsMargins();
            const double padding = margins.left() + margins.right();
            // Every wording of a verdict fits at the scale chosen, so a new verdict does not
            // change the font (and the rows' height).
            for (const QString &wording : textsOf(cell)) {
                double text = 0;
                for (const QString &line : wording.split(QLatin1Char('\n')))
                    text = std::max(text, metrics.horizontalAdvance(line));
                const double room = m_stacked && takesWholeWidth(cell, wording) ? whole : beside;
                if (text + padding > room && room > 0)
                    fits = std::min(fits, m_valueScale * room / (text + padding));
            }
        }
        if (fits < m_valueScale)
            scale = std::max(std::min(1.0, m_valueScale), std::floor(fits * 20) / 20);
        // Some slack before growing back, so a value changing during a drag does not make
        // the font hop on every tick.
        if (scale > m_fitScale && scale - m_fitScale < 0.1 && scale < m_valueScale)
            scale = m_fitScale;
    }
    if (scale == m_fitScale)
        return;
    m_fitScale = scale;
    setValueFonts();
    updateGeometry();
}

void ReadoutPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitValues();
    // Side by side when both fit, with some slack before leaving the stacked form so a value
    // growing during a drag does not flip the layout back and forth.
    const int needed = sideBySideWidth();
    if (m_stacked && width() >= needed + 40)
        setStacked(false);
    else if (!m_stacked && width() < needed)
        setStacked(true);
}

void ReadoutPanel::setHeadlines(int count, double valueScale)
{
    m_headlines = count;
    m_valueScale = valueScale;
    m_fitScale = valueScale;
    setValueFonts();
    showAgain();
}

void ReadoutPanel::showAgain()
{
    const std::vector<Readout> shown = m_readouts;
    m_readouts.clear(); // re-applies every cell's visibility and tone
    setReadouts(shown);
    updateGeometry();
}

bool ReadoutPanel::isHeadline(int index) const
{
    return index >= 0 && isHeadlineOf(m_readouts, size_t(index));
}

bool ReadoutPanel::isHeadlineOf(const std::vector<Readout> &readouts, size_t index) const
{
    if (index >= readouts.size() || isLeftOut(readouts[index].title))
        return false;
    if (m_headlines == 0)
        return true;
    if (!m_headlineChoice.isEmpty())
        return m_headlineChoice.contains(int(index));
    if (m_leftOut.isEmpty()) // (every refresh passes here: no count outside a lesson)
        return int(index) < m_headlines;
    // The first m_headlines of those not left out.
    int before = 0;
    for (size_t i = 0; i < index; ++i)
        before += isLeftOut(readouts[i].title) ? 0 : 1;
    return before < m_headlines;
}

bool ReadoutPanel::isLeftOut(const QString &title) const
{
    return std::any_of(m_leftOut.begin(), m_leftOut.end(),
                       [&](const QString &name) { return isReadoutNamed(title, name); });
}

void ReadoutPanel::setLeftOut(const QStringList &titles)
{
    if (titles == m_leftOut)
        return;
    m_leftOut = titles;
    showAgain();
}

void ReadoutPanel::setHeadlineChoice(const QList<int> &readouts)
{
    if (readouts == m_headlineChoice)
        return;
    m_headlineChoice = readouts;
    showAgain();
}

QFont ReadoutPanel::valueFont() const
{
    return valueFontAt(m_fitScale);
}

QFont ReadoutPanel::valueFontAt(double scale) const
{
    QFont big = font();
    big.setPointSizeF((big.pointSizeF() > 0 ? big.pointSizeF() : 10.0) * scale);
    big.setBold(true);
    return big;
}

void ReadoutPanel::changeEvent(QEvent *event)
{
    // Values carry a font of their own (larger, bold): follow the panel's when it changes
    // (the larger-font option, presentation mode).
    if (event->type() == QEvent::FontChange) {
        setValueFonts();
        reserveChangeSpace();
    }
    QWidget::changeEvent(event);
}

QString ReadoutPanel::value(const QString &title) const
{
    const QLabel *label = valueLabel(title);
    return label ? label->text() : QString();
}

QLabel *ReadoutPanel::valueLabel(const QString &title) const
{
    for (size_t i = 0; i < m_readouts.size() && i < m_cells.size(); ++i) {
        if (m_readouts[i].title == title)
            return m_cells[i].value;
    }
    return nullptr;
}

MathPanel::MathPanel(QWidget *parent)
    : QWidget(parent), m_toggle(new QToolButton(this)), m_body(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_toggle->setText(tr("Show the math"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolTip(
        tr("Each readout's formula, with the live values substituted, and its source"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setVisible(false);
    m_body->setStyleSheet(
        QStringLiteral("QLabel { background: %1; border: 1px solid %2; padding: 6px; }")
            .arg(colours().mathBackground.name(), colours().mathBorder.name()));
    layout->addWidget(m_toggle);
    layout->addWidget(m_body);
    connect(m_toggle, &QToolButton::toggled, this, &MathPanel::setExpanded);
}

void MathPanel::setReadouts(const std::vector<Readout> &readouts)
{
    m_readouts = readouts;
    if (isExpanded())
        rebuild();
}

void MathPanel::setExpanded(bool expanded)
{
    if (m_toggle->isChecked() != expanded)
        m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_toggle->setText(expanded ? tr("Hide the math") : tr("Show the math"));
    m_body->setVisible(expanded);
    if (expanded)
        rebuild();
}

bool MathPanel::isExpanded() const
{
    return m_toggle->isChecked();
}

QString MathPanel::text() const
{
    return m_body->text();
}

void MathPanel::rebuild()
{
    QString html;
    for (const Readout &r : m_readouts) {
        html +=
            QStringLiteral("<p style='margin:0 0 8px 0'><b>%1</b> = %2<br>"
                           "<span style='font-family:monospace'>%3</span>")
                .arg(r.title.toHtmlEscaped(), r.value.toHtmlEscaped(), r.formula.toHtmlEscaped());
        if (!r.substituted.isEmpty())
            html += QStringLiteral("<br><span style='font-family:monospace'>= %1</span>")
                        .arg(r.substituted.toHtmlEscaped());
        if (!r.source.isEmpty())
            html += QStringLiteral("<br><i>Source: %1</i>").arg(r.source.toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    if (m_body->text() != html)
        m_body->setText(html);
}

} // namespace fleet
