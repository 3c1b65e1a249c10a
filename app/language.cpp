// The interface language (language.h): the choice, and the translators installed on the app.
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace fleet {

namespace {

// Qt's own strings that its installed Chinese (qtbase_zh_CN.qm of Qt 6.4) lacks: the file
// dialog's type column (QAbstractFileIconProvider::type(), a context new in Qt 6) showed
// "Folder" in English. They are translated in our own file, which is installed beside Qt's.
struct QtString
{
    const char *source;
    const char *comment;
};
[[maybe_unused]] constexpr QtString kQtGaps[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", ""),
};

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString languageName(const QString &code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString resolveLanguage(const QString &requested)
{
    if (availableLanguages().contains(requested))
        return requested;
    if (QLocale::system().language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool installTranslations(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    // English needs its file too: it holds the plural forms ("1 accelerator", "2 accelerators").
    auto *own = new QTranslator(app);
    const bool loaded = own->load(QStringLiteral(":/i18n/fleet_%1.qm").arg(language));
    if (loaded)
        QCoreApplication::installTranslator(own);
    else
        delete own;
    if (language != QLatin1String("en")) {
        // Dates, and the file types Qt's file dialog names from the MIME database ("PNG
        // image"), in the interface's language.
        QLocale::setDefault(QLocale(language));
        auto *qt = new QTranslator(app);
        if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
    }
    return loaded;
}

} // namespace fleet
