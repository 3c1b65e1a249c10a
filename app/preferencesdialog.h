// Edit › Preferences…: language, font scale, theme, the default bandwidth convention, whether
// the window reopens as it was, and "Reset layout". Reads and writes Preferences.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QPushButton;

namespace fleet {

class Preferences;

class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    /// Shows the values in `preferences`; OK writes them back (accept()).
    explicit PreferencesDialog(Preferences *preferences, QWidget *parent = nullptr);

    [[nodiscard]] QComboBox *languageBox() const { return m_language; }
    [[nodiscard]] QDoubleSpinBox *fontScaleBox() const { return m_fontScale; }
    [[nodiscard]] QComboBox *themeBox() const { return m_theme; }
    [[nodiscard]] QComboBox *conventionBox() const { return m_convention; }
    [[nodiscard]] QCheckBox *restoreLayoutBox() const { return m_restoreLayout; }
    [[nodiscard]] QPushButton *resetLayoutButton() const { return m_resetLayout; }

    /// Writes the choices to the preferences and closes.
    void accept() override;

Q_SIGNALS:
    /// "Reset layout" was pressed: the window puts its docks and panels back now.
    void resetLayoutRequested();

private:
    Preferences *m_preferences;
    QComboBox *m_language;
    QDoubleSpinBox *m_fontScale;
    QComboBox *m_theme;
    QComboBox *m_convention;
    QCheckBox *m_restoreLayout;
    QPushButton *m_resetLayout;
};

} // namespace fleet
