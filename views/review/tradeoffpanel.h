// TradeoffPanel: the "Trade-off map" page of the compare view — two inputs on the axes, the
// chosen output as colour with round contours, a target contour typed by the user, the current
// design as a dot; a click moves the design there as one undo step. A coarse grid is computed
// on the UI thread on every change (16 × 16 = 256 evaluations, a few ms), then a fine one
// (64 × 64) in the background with Qt Concurrent; a result for an older scenario or older
// choices is discarded, and the UI thread never waits for one.
#pragma once

#include "tradeoff.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace fleet {

class ScenarioDocument;
class TradeoffMap;

class TradeoffPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kCoarse = 16; ///< points per axis of the first, immediate grid
    static constexpr int kFine = 64;   ///< points per axis of the background grid

    explicit TradeoffPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~TradeoffPanel() override;

    /// The output shown as colour (objectName "mapOutput"); item data: the results key.
    [[nodiscard]] QComboBox *outputBox() const { return m_output; }
    /// The inputs on the axes (objectNames "mapX", "mapY"); item data: the FieldId as an int.
    [[nodiscard]] QComboBox *xBox() const { return m_x; }
    [[nodiscard]] QComboBox *yBox() const { return m_y; }
    /// The target contour, typed with its unit ("30 days"; objectName "mapTarget").
    [[nodiscard]] QLineEdit *targetEdit() const { return m_target; }
    [[nodiscard]] TradeoffMap *map() const { return m_map; }
    /// An exported map's caption, the model's numbers: the output over the two inputs and the
    /// ranges the grid covers, the design's inputs and the output there, and the target with
    /// whether the map reaches it ("Time to train over Cluster size from 8 to 102,400
    /// accelerators and MFU from 10 % to 70 %; the design (1,024 accelerators, 50 %): 5.0 days.
    /// Target 30 days: reached on the dashed line."). Empty before a map is shown.
    [[nodiscard]] QString caption() const;
    /// Whether a fine grid is being computed in the background.
    [[nodiscard]] bool isRefining() const { return m_running || m_stale; }

    /// Computes the coarse grid for the open scenario and the choices now, shows it, and asks
    /// for the fine one in the background.
    void refresh();

private:
    struct Job
    {
        Scenario scenario;
        const Metric *metric = nullptr;
        FieldId x = FieldId::Accelerators;
        FieldId y = FieldId::Mfu;
        ValueRange xRange;
        ValueRange yRange;
        quint64 generation = 0;
    };
    void startFine();
    void showGrid(TradeoffGrid grid, const Job &job);
    void pick(QPointF inputs);

    ScenarioDocument *m_document;
    QComboBox *m_output;
    QComboBox *m_x;
    QComboBox *m_y;
    QLineEdit *m_target;
    QLabel *m_note;
    TradeoffMap *m_map;
    Job m_job;                  ///< the latest choices and scenario
    bool m_rangesFixed = false; ///< the axes' ranges stay while the axes and scenario allow
    bool m_running = false;     ///< a fine grid is being computed
    bool m_stale = false;       ///< the job changed while it ran: run again when it ends
};

} // namespace fleet
