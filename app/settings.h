// Application preferences: one typed registry of every persistent setting (key and default
// together), stored with QSettings — the user's own store, or a scratch store that starts
// empty and is thrown away (tests, screenshots, benchmarks).
#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>

namespace fleet {

/// One persistent setting: its key and default live together; reads and writes are typed.
template <typename T> struct Setting
{
    const char *key;
    T defaultValue;
};

namespace settings {
/// Font scale of the window and charts, 1 to 2 (1.4 is View › Larger font).
inline const Setting<double> fontScale{"view/fontScale", 1.0};
/// The range of fontScale: 1.0 (the desktop's size) to 2.0.
inline constexpr double kMaximumFontScale = 2.0;
inline const Setting<QByteArray> windowGeometry{"window/geometry", {}};
inline const Setting<QByteArray> windowState{"window/state", {}};
/// Whether the window opens where and as it was closed (size, position, docks).
inline const Setting<bool> restoreLayout{"window/restoreLayout", true};
inline const Setting<QString> lastDirectory{"files/lastDirectory", {}};
/// Recently opened or saved scenario files, newest first (at most RecentFiles::kMax).
inline const Setting<QStringList> recentFiles{"files/recent", {}};
inline const Setting<QString> currentView{"view/current", QStringLiteral("roofline")};
/// The interface language: "" follows the system locale; "en" or "zh_CN".
inline const Setting<QString> language{"view/language", {}};
/// "light", "dark" or "projector" (themeId()).
inline const Setting<QString> theme{"view/theme", QStringLiteral("light")};
/// How link bandwidth is shown when a scenario does not say: "per-direction" or
/// "bidirectional-total".
inline const Setting<QString> bandwidthConvention{"view/bandwidthConvention",
                                                  QStringLiteral("per-direction")};
/// The readouts each view shows as its headlines while presenting, chosen in the presentation
/// strip: "view=i,j,…" (places in the view's readout list, from 0); a view not listed shows
/// its first ones.
inline const Setting<QStringList> presentationHeadlines{"presentation/headlines", {}};
} // namespace settings

/// Where settings are read and written.
class Preferences
{
public:
    /// The user's settings (QSettings under the application's organization and name).
    [[nodiscard]] static std::unique_ptr<Preferences> forUser();
    /// A store that starts empty and is deleted with the object: nothing of the user's is read
    /// or written.
    [[nodiscard]] static std::unique_ptr<Preferences> scratch();

    /// Where the application keeps its own files (the autosave): the user's application data
    /// folder (QStandardPaths::AppDataLocation), or a folder inside the scratch store.
    [[nodiscard]] const QString &dataFolder() const { return m_dataFolder; }
    /// Moves the data folder (tests point it at a temporary folder).
    void setDataFolder(const QString &folder) { m_dataFolder = folder; }
    /// The user's hardware catalog (Tools › Hardware…), loaded at start when it exists.
    [[nodiscard]] QString userCatalogPath() const
    {
        return m_dataFolder + QStringLiteral("/catalog.json");
    }

    template <typename T> [[nodiscard]] T get(const Setting<T> &setting) const
    {
        return m_settings
            ->value(QLatin1String(setting.key), QVariant::fromValue(setting.defaultValue))
            .template value<T>();
    }
    template <typename T> void set(const Setting<T> &setting, const T &value)
    {
        m_settings->setValue(QLatin1String(setting.key), QVariant::fromValue(value));
    }
    /// Forgets a setting: get() returns its default again.
    template <typename T> void reset(const Setting<T> &setting)
    {
        m_settings->remove(QLatin1String(setting.key));
    }

private:
    Preferences() = default;
    std::unique_ptr<QTemporaryDir> m_scratchDir; ///< only for scratch()
    std::unique_ptr<QSettings> m_settings;
    QString m_dataFolder;
};

inline std::unique_ptr<Preferences> Preferences::forUser()
{
    std::unique_ptr<Preferences> p(new Preferences);
    p->m_settings = std::make_unique<QSettings>();
    p->m_dataFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return p;
}

inline std::unique_ptr<Preferences> Preferences::scratch()
{
    std::unique_ptr<Preferences> p(new Preferences);
    p->m_scratchDir = std::make_unique<QTemporaryDir>();
    p->m_settings = std::make_unique<QSettings>(
        p->m_scratchDir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    p->m_dataFolder = p->m_scratchDir->filePath(QStringLiteral("data"));
    return p;
}

} // namespace fleet
