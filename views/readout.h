// The widgets that show readouts (model/explain/explain.h): a grid of headline numbers, each
// with its math as a tooltip, and the collapsible "Show the math" panel.
#pragma once

#include "explain.h"

#include <QString>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace fleet {

class QuestionBox;

/// A grid of readouts: each title beside its large value, or above it when the column is too
/// narrow for both. Labels are created once and only their text changes on update. Each
/// value's tooltip shows its math.
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

    /// Shows only the first `count` readouts (the headline numbers; 0 shows all), their
    /// values `valueScale` × the panel's font (1.25 normally; larger in presentation mode).
    void setHeadlines(int count, double valueScale);
    [[nodiscard]] int headlineCount() const { return m_headlines; }

    /// Predict, then reveal: hides the value of readout `title` behind a question (its text,
    /// tooltip and accessible description say nothing of it) until a prediction is committed
    /// and revealed in the question box below the readouts. False when there is no such
    /// readout. Each readout's context menu offers it as "Hide and ask".
    bool ask(const QString &title);
    [[nodiscard]] QuestionBox *questionBox() const { return m_question; }
    /// The readout whose value is hidden now; empty when none.
    [[nodiscard]] const QString &hiddenTitle() const { return m_hidden; }

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
    void place(int row);
    void setStacked(bool stacked);
    [[nodiscard]] int sideBySideWidth() const;
    struct Cell
    {
        QLabel *title;
        QLabel *value;
    };
    void showValue(size_t i);
    QGridLayout *m_grid;
    QuestionBox *m_question;
    QString m_hidden;
    std::vector<Cell> m_cells;
    bool m_stacked = false;
    int m_headlines = 0;
    double m_valueScale = 1.25;
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
