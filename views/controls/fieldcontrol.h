// FieldControl: a labelled slider + exact spin box bound to one numeric scenario field.
#pragma once

#include "scenariofields.h"
#include "slidermapping.h"

#include <QWidget>

#include <functional>
#include <optional>

class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSlider;

namespace fleet {

class ScenarioDocument;

/// One numeric input: label, slider (linear, logarithmic or quadratic travel per the field's
/// spec), and a spin box for the exact value, in the field's display unit. A slider drag is one
/// undo step; each key press on the slider or committed spin-box edit is one step. The
/// control follows the document (QSignalBlocker while syncing), so undo moves it back.
class FieldControl : public QWidget
{
    Q_OBJECT

public:
    struct Options
    {
        bool slider = true;
        /// Slider travel in SI units when narrower than the field's full range; the spin box
        /// always accepts the full range.
        std::optional<double> sliderMin = {};
        std::optional<double> sliderMax = {};
        QString label = {}; ///< overrides the spec's label
        /// The slider lands only on round values (SliderMapping::roundValues(): 1, 2, 5 × 10ᵏ
        /// and the powers of two) of its travel; the spin box still takes any value.
        bool roundStops = false;
        /// Label, slider and spin box on one row (a strip of controls), never stacked.
        bool oneRow = false;
    };

    FieldControl(ScenarioDocument *document, FieldId field, const Options &options,
                 QWidget *parent = nullptr);
    FieldControl(ScenarioDocument *document, FieldId field, QWidget *parent = nullptr);

    [[nodiscard]] FieldId field() const { return m_field; }
    [[nodiscard]] QSlider *slider() const { return m_slider; }
    [[nodiscard]] QDoubleSpinBox *spinBox() const { return m_spin; }
    [[nodiscard]] QLabel *label() const { return m_label; }

    /// Slider position (0…mapping().steps()) for an SI value, and back (see SliderMapping).
    [[nodiscard]] int sliderPosition(double value) const { return m_mapping.position(value); }
    [[nodiscard]] double sliderValue(int position) const { return m_mapping.value(position); }
    [[nodiscard]] const SliderMapping &mapping() const { return m_mapping; }
    static constexpr int kSteps = SliderMapping::kSteps;

    /// Snapping: the values the control sets are moved onto a grid (a cluster size onto whole
    /// nodes). `snap` maps an SI value to the value set instead; `step` gives the grid value
    /// `steps` grid steps from an SI value in a direction (+1, −1), for a key press on the
    /// slider and the spin box's arrows, which would otherwise snap back where they were;
    /// `note` says in words what a typed value snapped to (typed SI, snapped SI), for the status
    /// bar. A drag stays one undo step. Without snapping (the default, or after
    /// clearSnap()) every value in the field's range is kept as typed.
    struct Snap
    {
        std::function<double(double)> snap;
        std::function<double(double, int, int)> step;
        std::function<QString(double, double)> note;
    };
    void setSnap(Snap snap);
    void clearSnap() { setSnap({}); }
    [[nodiscard]] bool isSnapping() const { return bool(m_snap.snap); }

    /// Shows the document's current value (without emitting edits). A control hidden in a
    /// shown window (a view not on screen) does it when it is shown again.
    void sync();

    /// Label above the spin box (a narrow column) rather than beside it.
    [[nodiscard]] bool isStacked() const { return m_stacked; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fitSpinBox();
    void setStacked(bool stacked);
    [[nodiscard]] int extraColumnWidth() const;
    /// The spin box's real minimum width (set explicitly to fit "888,888.8 unit").
    [[nodiscard]] int spinWidth() const;
    void followDocument();
    void onSliderMoved(int position);
    void onSpinEdited(double shown);

    ScenarioDocument *m_document;
    FieldId m_field;
    SliderMapping m_mapping;
    QGridLayout *m_grid = nullptr;
    bool m_stacked = false;
    bool m_oneRow = false;
    QLabel *m_label = nullptr;
    QSlider *m_slider = nullptr;
    QDoubleSpinBox *m_spin = nullptr;
    int m_dragKey = 0;
    Snap m_snap;
    bool m_stale = false; ///< the document changed while the control was hidden
};

} // namespace fleet
