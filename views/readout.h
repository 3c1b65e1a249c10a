// Readouts: a headline number with its unit, and the math behind it — the formula, the same
// formula with the live values substituted, and its source (SPEC section, paper, datasheet).
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace fleet {

/// One headline number. Tone colours a verdict; the words always say it too.
struct Readout
{
    enum class Tone { Neutral, Good, Warning, Bad };
    QString title;       ///< "Ridge point"
    QString value;       ///< "295.2 FLOP/byte"
    QString formula;     ///< "I_ridge = R_peak / BW"
    QString substituted; ///< "989 TFLOP/s / 3.35 TB/s = 295.2 FLOP/byte"
    QString source;      ///< "SPEC §1; Williams et al. 2009; NVIDIA H100 datasheet"
    Tone tone = Tone::Neutral;
    // Values never word-wrap (a wrapping label re-lays out a text document on every change,
    // which a slider tick cannot afford); long ones carry their own line breaks.
};

/// "formula\n= substituted\nSource: …" — the tooltip text of a readout.
[[nodiscard]] QString mathText(const Readout &r);

/// A grid of readouts: title above a large value. Labels are created once and only their text
/// changes on update. Each value's tooltip shows its math.
class ReadoutPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReadoutPanel(QWidget *parent = nullptr);
    void setReadouts(const std::vector<Readout> &readouts);
    [[nodiscard]] const std::vector<Readout> &readouts() const { return m_readouts; }
    /// The value text shown under `title` (empty when absent); for tests.
    [[nodiscard]] QString value(const QString &title) const;
    [[nodiscard]] QLabel *valueLabel(const QString &title) const;

private:
    struct Cell
    {
        QLabel *title;
        QLabel *value;
    };
    QGridLayout *m_grid;
    std::vector<Cell> m_cells;
    std::vector<Readout> m_readouts;
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
