// The preferences dialog (preferencesdialog.h): one form over the typed settings.
#include "preferencesdialog.h"

#include "language.h"
#include "settings.h"
#include "themes.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleet {

PreferencesDialog::PreferencesDialog(Preferences *preferences, QWidget *parent)
    : QDialog(parent), m_preferences(preferences), m_language(new QComboBox),
      m_fontScale(new QDoubleSpinBox), m_theme(new QComboBox), m_convention(new QComboBox),
      m_restoreLayout(new QCheckBox(tr("&Reopen the window where and as it was closed"))),
      m_resetLayout(new QPushButton(tr("Reset &layout")))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto *form = new QFormLayout;

    m_language->setObjectName(QStringLiteral("languageBox"));
    m_language->addItem(tr("System language"), QString());
    for (const QString &code : availableLanguages())
        m_language->addItem(languageName(code), code);
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(preferences->get(settings::language))));
    form->addRow(tr("&Language:"), m_language);

    m_fontScale->setObjectName(QStringLiteral("fontScaleBox"));
    m_fontScale->setRange(1.0, settings::kMaximumFontScale);
    m_fontScale->setSingleStep(0.1);
    m_fontScale->setDecimals(1);
    m_fontScale->setSuffix(QStringLiteral("×")); // "1.4×": a factor hugs its number
    m_fontScale->setValue(preferences->get(settings::fontScale));
    m_fontScale->setToolTip(tr("1.0 is the desktop's font size; 1.4 is View › Larger font"));
    form->addRow(tr("&Font scale:"), m_fontScale);

    m_theme->setObjectName(QStringLiteral("themeBox"));
    for (Theme t : {Theme::Light, Theme::Dark, Theme::Projector})
        m_theme->addItem(themeName(t), themeId(t));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(preferences->get(settings::theme))));
    form->addRow(tr("&Theme:"), m_theme);

    m_convention->setObjectName(QStringLiteral("conventionBox"));
    m_convention->addItem(tr("Per direction"), QStringLiteral("per-direction"));
    m_convention->addItem(tr("Bidirectional total"), QStringLiteral("bidirectional-total"));
    m_convention->setCurrentIndex(
        std::max(0, m_convention->findData(preferences->get(settings::bandwidthConvention))));
    m_convention->setToolTip(tr("How the views show link bandwidth when a scenario file does not "
                                "say; the model always computes per direction"));
    form->addRow(tr("Link &bandwidth shown:"), m_convention);

    m_restoreLayout->setObjectName(QStringLiteral("restoreLayoutBox"));
    m_restoreLayout->setChecked(preferences->get(settings::restoreLayout));
    form->addRow(m_restoreLayout);
    m_resetLayout->setObjectName(QStringLiteral("resetLayoutButton"));
    m_resetLayout->setToolTip(tr("Puts the fleet panel back on the left at its width, now"));
    m_resetLayout->setAutoDefault(false);
    connect(m_resetLayout, &QPushButton::clicked, this, &PreferencesDialog::resetLayoutRequested);
    form->addRow(m_resetLayout);

    auto *note = new QLabel(tr("Language and theme apply when Fleet Explorer starts next."));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    m_preferences->set(settings::language, m_language->currentData().toString());
    m_preferences->set(settings::fontScale, m_fontScale->value());
    m_preferences->set(settings::theme, m_theme->currentData().toString());
    m_preferences->set(settings::bandwidthConvention, m_convention->currentData().toString());
    m_preferences->set(settings::restoreLayout, m_restoreLayout->isChecked());
    QDialog::accept();
}

} // namespace fleet
