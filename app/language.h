// The interface language: which one to use (the user's choice, else the system locale), and
// the translators that make tr() speak it — the application's own (embedded) and Qt's dialogs.
#pragma once

#include <QString>
#include <QStringList>

namespace fleet {

/// The languages the interface speaks: "en" and "zh_CN".
[[nodiscard]] QStringList availableLanguages();

/// A language's name in that language: "English", "简体中文".
[[nodiscard]] QString languageName(const QString &code);

/// The language to use: `requested` when it is available; otherwise (empty or unknown) the
/// system locale's ("zh_CN", "zh_SG", "zh" → "zh_CN"), else "en".
[[nodiscard]] QString resolveLanguage(const QString &requested);

/// Installs the translators for `language` (one of availableLanguages()) on the application:
/// the embedded fleet_<language>.qm and, when Qt's own translations are installed,
/// qtbase_<language>.qm (QLibraryInfo::TranslationsPath) for the standard dialogs; for a language
/// other than English the default QLocale too (the file dialog's file types and dates). Qt
/// strings its own file lacks are in ours (the file dialog's "Folder"). Needs a
/// QCoreApplication; call it before any widget is built. Returns false when the embedded
/// translation is missing.
bool installTranslations(const QString &language);

} // namespace fleet
