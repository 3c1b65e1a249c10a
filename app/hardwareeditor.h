// Tools › Hardware…: add or edit an accelerator or a link with every figure, its unit and its
// source; plausibility warnings as you type; saved to the user's catalog file, checked by the
// catalog reader first (a figure out of range is refused with its key and reason).
#pragma once

#include "catalog.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;

namespace fleet {

class HardwareEditor : public QDialog
{
    Q_OBJECT

public:
    /// One figure of an entry: what is typed (a number with a unit) and its source.
    struct FigureRow
    {
        QLineEdit *value = nullptr;
        QLineEdit *source = nullptr;
        const char *key = "";  ///< catalog key, "hbm_capacity_bytes"
        const char *unit = ""; ///< the unit a bare number is in, "GB"
        double unitSize = 1;   ///< SI per unit (1e9 for GB)
        bool optional = false; ///< may be left empty (the FP8 peak)
    };

    /// `catalog` is the catalog in use (entries to start from, links a scale-up link may name);
    /// `userCatalogPath` the file entries are saved to (created with its folder when missing).
    HardwareEditor(Catalog catalog, QString userCatalogPath, QWidget *parent = nullptr);

    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    /// The accelerator's figure row with this catalog key, or nullptr.
    [[nodiscard]] const FigureRow *acceleratorFigure(const char *key) const;
    /// The link's figure row with this catalog key ("bandwidth", "latency_s"), or nullptr.
    [[nodiscard]] const FigureRow *linkFigure(const char *key) const;
    [[nodiscard]] QLineEdit *acceleratorId() const { return m_accId; }
    [[nodiscard]] QLineEdit *linkId() const { return m_linkId; }
    /// Warnings on the figures as typed (plausibility.h), one per line.
    [[nodiscard]] QLabel *warnings() const { return m_warnings; }
    /// What the last save did, or why it was refused.
    [[nodiscard]] QLabel *status() const { return m_status; }
    [[nodiscard]] QPushButton *saveButton() const { return m_save; }

    /// Saves the entry on the current tab into the user's catalog. Returns false (and says why
    /// in status()) when a figure cannot be read or the catalog reader refuses the result.
    bool saveCurrent();

Q_SIGNALS:
    /// An entry was saved to the user's catalog file.
    void saved(const QString &path);

private:
    QWidget *buildAcceleratorTab();
    QWidget *buildLinkTab();
    void loadAccelerator(const QString &id);
    void loadLink(const QString &id);
    void updateWarnings();
    /// The figure in SI units; nullopt for an empty optional row. Throws InputError (key and
    /// reason) for text that is not a number in a unit of the figure's quantity.
    [[nodiscard]] std::optional<double> read(const FigureRow &row) const;
    [[nodiscard]] Accelerator acceleratorAsTyped(Catalog *sources) const;
    [[nodiscard]] Link linkAsTyped(Catalog *sources) const;

    Catalog m_catalog;
    QString m_path;
    QTabWidget *m_tabs;
    QComboBox *m_accBase = nullptr;
    QLineEdit *m_accId = nullptr;
    QLineEdit *m_accName = nullptr;
    QLineEdit *m_accSource = nullptr;
    QComboBox *m_scaleUp = nullptr;
    std::vector<FigureRow> m_accFigures;
    QComboBox *m_linkBase = nullptr;
    QLineEdit *m_linkId = nullptr;
    QLineEdit *m_linkName = nullptr;
    QLineEdit *m_linkSource = nullptr;
    QComboBox *m_tier = nullptr;
    QComboBox *m_convention = nullptr;
    std::vector<FigureRow> m_linkFigures;
    QLabel *m_warnings;
    QLabel *m_status;
    QPushButton *m_save;
};

} // namespace fleet
