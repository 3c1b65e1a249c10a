// ModelModeDialog: what the model switch sets, as a table (SPEC §6.6) — each choice as the
// appendix model sets it, as the coupled model sets it, and as the open scenario holds it now —
// with a paragraph on what that changes (why ρ never crosses 1 with the appendix's fixed T_c).
// Opened from the fleet panel's "What each model sets…"; it follows the scenario while open.
#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace fleet {

class ScenarioDocument;

class ModelModeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ModelModeDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The table (objectName "modelModeTable"): one row per choice, columns Appendix, Coupled,
    /// This scenario.
    [[nodiscard]] QTableWidget *table() const { return m_table; }

private:
    void fill();

    ScenarioDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_about;
};

} // namespace fleet
