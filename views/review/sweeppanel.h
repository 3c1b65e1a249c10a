// SweepPanel: the "Sweep" page of the compare view — any numeric output against any numeric
// input over a range, one curve for the open scenario and one per pinned design (named in the
// legend and drawn in a line style of its own, never by colour alone), the model's thresholds
// (ρ = 1, the 30 kW air limit, the HBM capacity) and a target typed with its unit as lines, each
// crossing marked and said in words, the model's flagged stretches shaded and named, cluster
// sizes between whole nodes drawn apart as hollow points. The curves come from sweepCurve()
// (model/review/sweep.h); a pinned design's curve is kept until its inputs or the choices change.
#pragma once

#include "scenario.h"
#include "sweep.h"

#include <QWidget>

#include <array>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace fleet {

class PlotView;
class ScenarioDocument;

class SweepPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kPoints = 64;   ///< points per curve (whole nodes; the between ones add)
    static constexpr int kMaxPinned = 4; ///< pinned designs drawn beside the open scenario
    static constexpr int kMaxCrossingLabels = 6;

    explicit SweepPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~SweepPanel() override;

    /// The output on the y axis (objectName "sweepOutput"); item data: the results key.
    [[nodiscard]] QComboBox *outputBox() const { return m_output; }
    /// The input on the x axis (objectName "sweepInput"); item data: the FieldId as an int.
    [[nodiscard]] QComboBox *inputBox() const { return m_input; }
    /// The range's ends, typed with their unit (objectNames "sweepFrom", "sweepTo"). Empty: the
    /// default range (defaultSweepRange()), filled in when the input changes.
    [[nodiscard]] QLineEdit *fromEdit() const { return m_from; }
    [[nodiscard]] QLineEdit *toEdit() const { return m_to; }
    /// A target for the output, typed with its unit (objectName "sweepTarget"); empty: none.
    [[nodiscard]] QLineEdit *targetEdit() const { return m_target; }
    /// The crossings, shaded stretches and notes in words (objectName "sweepWords").
    [[nodiscard]] QLabel *words() const { return m_words; }
    /// The chart shown now (one per kind of axes, log or linear, made when first needed).
    [[nodiscard]] PlotView *plot() const { return m_plot; }
    /// The curves drawn, the open scenario's first.
    [[nodiscard]] const std::vector<SweepCurve> &curves() const { return m_curves; }
    /// The thresholds drawn (the model's, then the typed target).
    [[nodiscard]] const std::vector<SweepThreshold> &thresholds() const { return m_thresholds; }

    /// An exported chart's caption: what is swept over which range, the curves, and the words
    /// under the chart (every crossing and shaded stretch, the model's numbers).
    [[nodiscard]] QString caption() const;

    /// A pinned design to draw beside the open scenario.
    struct Pinned
    {
        QString name;
        Scenario scenario;
    };
    /// Recomputes the open scenario's curve (and a pinned design's when it changed) and draws
    /// them; `pinned` beyond kMaxPinned are left out.
    void refresh(const std::vector<Pinned> &pinned);
    /// Base point size of the chart's texts (every chart made, and those made later).
    void setFontScale(double scale);

Q_SIGNALS:
    /// A chart was made (the first time a kind of axes is needed): the window gives it the
    /// export and copy commands.
    void chartAdded(QWidget *chart);

private:
    /// ", " and "; " in English, "、" and "；" in Chinese (the words under the chart).
    [[nodiscard]] static QString listSeparator();
    [[nodiscard]] static QString clauseSeparator();
    /// The series of one chart.
    struct Chart
    {
        PlotView *plot = nullptr;
        std::array<int, 1 + kMaxPinned> lines{};
        int between = -1;
        int crossings = -1;
        std::vector<int> bands; ///< one per region flag (sweepRegionFlags() order)
        int modelThreshold = -1;
        int target = -1;
        std::array<int, kMaxCrossingLabels> labels{};
    };
    /// The chart for these kinds of axes, made when first asked.
    Chart &chartFor(bool logX, bool logY);
    [[nodiscard]] ValueRange range(const FieldSpec &field, QString *error) const;
    void resetRange();
    /// The choices into the document's view state (SweepViewState), and back.
    void saveState();
    void applyState();
    void draw();
    [[nodiscard]] QString wordsText(const FieldSpec &field, bool logX) const;
    /// The open scenario's or pinned design k's output at a shown x, as the chart shows it.
    [[nodiscard]] double exactAt(size_t curve, double shownX) const;

    ScenarioDocument *m_document;
    QComboBox *m_output;
    QComboBox *m_input;
    QLineEdit *m_from;
    QLineEdit *m_to;
    QLineEdit *m_target;
    QLabel *m_words;
    QStackedWidget *m_stack;
    std::array<Chart, 4> m_charts{}; ///< by 2 · logX + logY
    PlotView *m_plot = nullptr;
    double m_fontScale = 1;

    std::vector<SweepCurve> m_curves;
    std::vector<Scenario> m_scenarios; ///< the scenario behind each curve
    std::vector<SweepThreshold> m_thresholds;
    QString m_rangeError;
    QString m_targetError;
    std::vector<Pinned> m_pinned; ///< as last given to refresh()
    bool m_applying = false;      ///< applyState() is setting the choices
    /// The shown y value is SI / m_yUnit on a linear axis (86,400: days), SI on a log one.
    double m_yUnit = 1;
    bool m_logY = false;
    /// The key the pinned curves were computed for (output, input, range): kept while it holds.
    QString m_cacheKey;
};

} // namespace fleet
