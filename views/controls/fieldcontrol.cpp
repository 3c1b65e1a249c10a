// FieldControl (fieldcontrol.h): a labelled slider and an exact spin box bound to one numeric
// field, within the field's range; a slider drag is one undo step, and the control shows the
// document's value again when the document refuses an edit.
#include "fieldcontrol.h"

#include "format.h"
#include "scenariodocument.h"
#include "unitinput.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace fleet {

namespace {

/// A spin box that shows about four significant digits with thousands grouping (formatReadable)
/// instead of a fixed number of decimals, so 1e6 B/s reads "0.001 GB/s", not "0.00 GB/s", and
/// 200,000 reads "200,000". It keeps full precision internally.
///
/// It reads what a person types with a unit (parseTypedValue: "5 PFLOP/s" into a TFLOP/s box is
/// 5,000 TFLOP/s) and brings a value outside its range to the nearest end; each conversion,
/// clamp or unreadable text is said in one sentence through `note`, never dropped silently.
class ReadableSpinBox : public QDoubleSpinBox
{
public:
    ReadableSpinBox(const FieldSpec &spec, QString label, QWidget *parent)
        : QDoubleSpinBox(parent), m_spec(spec), m_label(std::move(label))
    {}

    /// Receives the sentences for the status bar.
    std::function<void(const QString &)> note;
    /// When set, the arrows and Page Up/Down step along a grid: the shown value `steps` grid
    /// steps from the shown value (FieldControl::Snap).
    std::function<double(double, int)> stepper;

    void stepBy(int steps) override
    {
        if (!stepper) {
            QDoubleSpinBox::stepBy(steps);
            return;
        }
        const double next = stepper(value(), steps);
        if (next != value()) {
            setValue(next);
            selectAll();
        }
    }

    QString textFromValue(double value) const override { return formatReadable(value); }

    double valueFromText(const QString &text) const override
    {
        const TypedValue typed = read(text);
        if (typed.status != TypedValue::Status::Ok || !refusal(text).isEmpty())
            return value();
        const double shownMax = maximum();
        const ClampedValue clamped =
            clampTyped(typed.shown, minimum(), shownMax, m_label,
                       m_spec.unitText(typed.shown > shownMax ? shownMax : minimum()));
        QStringList notes;
        if (const QString converted = conversionNote(typed, QString::fromUtf8(m_spec.displayUnit));
            !converted.isEmpty())
            notes << m_label + QStringLiteral(": ") + converted;
        if (!clamped.message.isEmpty())
            notes << clamped.message;
        if (!notes.isEmpty() && note)
            note(notes.join(QLatin1Char(' ')));
        return clamped.value;
    }

    QValidator::State validate(QString &input, int &) const override
    {
        // Out-of-range positive values are acceptable here: valueFromText() clamps them and
        // says so. A negative one is refused (refusal()), never brought to the smallest value.
        return read(input).status == TypedValue::Status::Ok && refusal(input).isEmpty()
                   ? QValidator::Acceptable
                   : QValidator::Intermediate;
    }

    void fixup(QString &input) const override
    {
        const TypedValue typed = read(input);
        if (typed.status == TypedValue::Status::Invalid && note)
            note(QCoreApplication::translate("FieldControl", "%1: %2; kept %3.")
                     .arg(m_label, typed.error, prefix() + textFromValue(value()) + suffix()));
        else if (const QString refused = refusal(input); !refused.isEmpty() && note)
            note(refused);
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        // Enter on a refused text says why (fixup) and leaves the text as typed, selected, for
        // correcting; the field keeps its value. Leaving the box shows the value again.
        const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
        if (enter && !refusal(lineEdit()->text()).isEmpty()) {
            QString text = lineEdit()->text();
            fixup(text);
            event->accept();
            return;
        }
        QDoubleSpinBox::keyPressEvent(event);
    }

private:
    /// The reason a typed text is refused (a negative value), or empty.
    QString refusal(const QString &text) const
    {
        const TypedValue typed = read(text);
        if (typed.status != TypedValue::Status::Ok)
            return {};
        return refusalReason(typed.shown, minimum(), bare(text), m_label);
    }

    /// The text without the prefix and suffix the box shows around the number (每节点 8 个).
    QString bare(QString text) const
    {
        if (!suffix().isEmpty() && text.endsWith(suffix()))
            text.chop(suffix().size());
        if (!prefix().isEmpty() && text.startsWith(prefix()))
            text.remove(0, prefix().size());
        return text;
    }

    TypedValue read(const QString &text) const
    {
        return parseTypedValue(bare(text), QString::fromUtf8(m_spec.displayUnit));
    }

    const FieldSpec &m_spec;
    QString m_label;
};

} // namespace

FieldControl::FieldControl(ScenarioDocument *document, FieldId field, QWidget *parent)
    : FieldControl(document, field, Options{}, parent)
{}

FieldControl::FieldControl(ScenarioDocument *document, FieldId field, const Options &options,
                           QWidget *parent)
    : QWidget(parent), m_document(document), m_field(field)
{
    const FieldSpec &spec = fieldSpec(field);
    m_mapping = SliderMapping::forField(spec, options.sliderMin, options.sliderMax);
    if (options.roundStops)
        m_mapping.stops = SliderMapping::roundValues(m_mapping.min, m_mapping.max);
    m_oneRow = options.oneRow && options.slider;

    const QString help = spec.helpText();
    const QString labelText = options.label.isEmpty() ? spec.displayLabel() : options.label;

    auto *layout = new QGridLayout(this);
    m_grid = layout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(2);

    m_label = new QLabel(labelText, this);
    m_label->setToolTip(help);
    layout->addWidget(m_label, 0, 0);

    auto *spin = new ReadableSpinBox(spec, labelText, this);
    spin->note = [this](const QString &text) { m_document->notify(text); };
    m_spin = spin;
    m_spin->setObjectName(QString::fromLatin1(spec.key) + QStringLiteral("Spin"));
    // Full precision inside; the text shows about four significant digits.
    m_spin->setDecimals(spec.range.integer ? 0 : 12);
    m_spin->setRange(spec.range.min * spec.displayScale, spec.range.max * spec.displayScale);
    m_spin->setKeyboardTracking(false); // commit on Enter / focus out, not on every keystroke
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setStepType(spec.slider == SliderScale::Log ? QAbstractSpinBox::AdaptiveDecimalStepType
                                                        : QAbstractSpinBox::DefaultStepType);
    if (spec.slider != SliderScale::Log)
        m_spin->setSingleStep(std::pow(10.0, -std::min(spec.decimals, 1)));
    m_spin->setToolTip(help);
    m_spin->setAccessibleName(labelText);
    fitSpinBox();
    m_label->setBuddy(m_spin);
    layout->addWidget(m_spin, 0, 1, Qt::AlignRight);

    if (options.slider) {
        m_slider = new QSlider(Qt::Horizontal, this);
        m_slider->setObjectName(QString::fromLatin1(spec.key) + QStringLiteral("Slider"));
        m_slider->setRange(0, m_mapping.steps());
        if (m_mapping.stops.empty()) {
            m_slider->setSingleStep(spec.slider == SliderScale::Linear ? 10 : 5);
            m_slider->setPageStep(100);
        } else { // an arrow key moves to the next round value, Page Up / Down three along
            m_slider->setSingleStep(1);
            m_slider->setPageStep(3);
        }
        m_slider->setToolTip(help);
        m_slider->setAccessibleName(labelText);
        m_slider->setFocusPolicy(Qt::StrongFocus);
        if (m_oneRow) { // label, slider, spin box
            layout->removeWidget(m_spin);
            layout->addWidget(m_slider, 0, 1);
            layout->addWidget(m_spin, 0, 2);
            layout->setColumnStretch(1, 1);
        } else {
            layout->addWidget(m_slider, 1, 0, 1, 3);
        }
        connect(m_slider, &QSlider::sliderPressed, this, [this] {
            m_dragKey = ScenarioDocument::newMergeKey();
            m_document->setDragging(true);
        });
        connect(m_slider, &QSlider::sliderReleased, this, [this] {
            m_dragKey = 0;
            m_document->setDragging(false);
        });
        connect(m_slider, &QSlider::valueChanged, this, &FieldControl::onSliderMoved);
    }
    if (!m_oneRow)
        layout->setColumnStretch(0, 1);

    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &FieldControl::onSpinEdited);
    connect(m_document, &ScenarioDocument::changed, this, &FieldControl::followDocument);
    sync();
}

void FieldControl::followDocument()
{
    // A control on a page not shown (another view's side column) follows when it is shown:
    // every control synced on every step of a drag was a tenth of a step (bench/viewbench).
    // A window never shown (a test, an export) keeps every control current.
    if (window()->isVisible() && !isVisible()) {
        m_stale = true;
        return;
    }
    sync();
}

void FieldControl::showEvent(QShowEvent *event)
{
    if (m_stale)
        sync();
    QWidget::showEvent(event);
}

void FieldControl::fitSpinBox()
{
    // Room for "888,888.8", the unit and the arrows, in the current font: the default size hint
    // only fits the range's ends.
    const QFontMetrics metrics = m_spin->fontMetrics();
    const FieldSpec &spec = fieldSpec(m_field);
    auto around = [&spec](double v) { return spec.unitPattern(v).remove(QStringLiteral("%1")); };
    const int unit =
        std::max(metrics.horizontalAdvance(around(1)), metrics.horizontalAdvance(around(2)));
    m_spin->setMinimumWidth(metrics.horizontalAdvance(QStringLiteral("888,888.8 ")) + unit +
                            metrics.height() * 2 + 12);
}

int FieldControl::spinWidth() const
{
    return std::max(m_spin->minimumWidth(), m_spin->minimumSizeHint().width());
}

QSize FieldControl::sizeHint() const
{
    if (m_oneRow)
        return QWidget::sizeHint();
    // Preferred: label and spin box side by side, whichever form is shown now.
    return {m_label->sizeHint().width() + m_grid->horizontalSpacing() + spinWidth() +
                extraColumnWidth(),
            QWidget::sizeHint().height()};
}

QSize FieldControl::minimumSizeHint() const
{
    if (m_oneRow)
        return QWidget::minimumSizeHint();
    // Stacked (label above the spin box) is the narrowest it can be.
    const int widest = std::max(m_label->minimumSizeHint().width(), spinWidth());
    return {widest, QWidget::minimumSizeHint().height()};
}

void FieldControl::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_oneRow)
        return;
    const int sideBySide = m_label->sizeHint().width() + m_grid->horizontalSpacing() + spinWidth() +
                           extraColumnWidth();
    if (m_stacked && width() >= sideBySide + 20)
        setStacked(false);
    else if (!m_stacked && width() < sideBySide)
        setStacked(true);
}

int FieldControl::extraColumnWidth() const
{
    QLayoutItem *extra = m_grid->itemAtPosition(m_stacked ? 1 : 0, 2);
    return extra && extra->widget()
               ? extra->widget()->sizeHint().width() + m_grid->horizontalSpacing()
               : 0;
}

void FieldControl::setStacked(bool stacked)
{
    m_stacked = stacked;
    // Rows: label and spin box side by side on row 0, the slider on row 1; stacked, the spin box
    // goes under the label (row 1) and the slider to row 2. A widget added in column 2 (a
    // switch) follows the spin box.
    QLayoutItem *extraItem = m_grid->itemAtPosition(stacked ? 0 : 1, 2);
    QWidget *extra = extraItem ? extraItem->widget() : nullptr;
    m_grid->removeWidget(m_spin);
    if (m_slider)
        m_grid->removeWidget(m_slider);
    if (extra)
        m_grid->removeWidget(extra);
    const int spinRow = stacked ? 1 : 0;
    m_grid->addWidget(m_spin, spinRow, stacked ? 0 : 1, 1, stacked ? 2 : 1, Qt::AlignRight);
    if (extra)
        m_grid->addWidget(extra, spinRow, 2);
    if (m_slider)
        m_grid->addWidget(m_slider, spinRow + 1, 0, 1, 3);
}

void FieldControl::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitSpinBox();
    QWidget::changeEvent(event);
}

void FieldControl::setSnap(Snap snap)
{
    m_snap = std::move(snap);
    auto *spin = static_cast<ReadableSpinBox *>(m_spin);
    if (m_snap.snap && m_snap.step) {
        const double scale = fieldSpec(m_field).displayScale;
        spin->stepper = [this, scale](double shown, int steps) {
            return m_snap.step(shown / scale, steps > 0 ? 1 : -1, std::abs(steps)) * scale;
        };
    } else {
        spin->stepper = {};
    }
}

void FieldControl::onSliderMoved(int position)
{
    double v = sliderValue(position);
    // A drag merges into one undo step; a key press is a step of its own.
    const bool dragging = m_slider->isSliderDown();
    if (m_snap.snap) {
        const double now = fieldSpec(m_field).get(m_document->scenario());
        const double snapped = m_snap.snap(v);
        // A key press that snaps back to where it was moves to the next grid value instead.
        if (!dragging && snapped == now && v != now && m_snap.step)
            v = m_snap.step(now, v > now ? 1 : -1, 1);
        else
            v = snapped;
    }
    m_document->setField(m_field, v, dragging ? m_dragKey : 0);
    sync(); // the document may have clamped or refused the value
}

void FieldControl::onSpinEdited(double shown)
{
    double v = shown / fieldSpec(m_field).displayScale;
    if (m_snap.snap) {
        const double snapped = m_snap.snap(v);
        if (snapped != v && m_snap.note)
            m_document->notify(m_snap.note(v, snapped));
        v = snapped;
    }
    m_document->setField(m_field, v);
    sync();
}

void FieldControl::sync()
{
    m_stale = false;
    const FieldSpec &spec = fieldSpec(m_field);
    const double v = spec.get(m_document->scenario());
    const double shown = v * spec.displayScale;
    // A calibrated input says so, and from what (Tools › Calibrate from observations…).
    const QString note = m_document->calibrationNote(m_field);
    const QString help =
        note.isEmpty() ? spec.helpText()
                       : spec.helpText() + QStringLiteral("\n\n") + tr("Calibrated: %1").arg(note);
    if (m_spin->toolTip() != help) {
        m_label->setToolTip(help);
        m_spin->setToolTip(help);
        if (m_slider)
            m_slider->setToolTip(help);
    }
    // The unit around the number as the language puts it: "1 accelerator", "2 accelerators",
    // "8 per node", 每节点 8 个.
    const QString pattern = spec.unitPattern(shown);
    const qsizetype at = pattern.indexOf(QStringLiteral("%1"));
    const QString prefix = pattern.left(at);
    const QString suffix = pattern.mid(at + 2);
    // Touch the spin box only when its text would change: setValue repaints it every time.
    if (m_spin->text() != prefix + m_spin->textFromValue(shown) + suffix) {
        const QSignalBlocker block(m_spin);
        if (m_spin->suffix() != suffix)
            m_spin->setSuffix(suffix);
        if (m_spin->prefix() != prefix)
            m_spin->setPrefix(prefix);
        m_spin->setValue(shown);
    }
    // Leave the slider where it is when its position already stands for the value: rounding a
    // count must not snap it back and trap the arrow keys at small N.
    if (m_slider && !m_slider->isSliderDown() && sliderValue(m_slider->value()) != v) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(sliderPosition(v));
    }
}

} // namespace fleet
