// Typed application settings in one place (DESIGN.md: no string keys spread through the code).
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace fleet {

/// One persistent setting: its key and default live together; read and write are typed.
template<typename T>
struct Setting
{
    const char *key;
    T defaultValue;

    [[nodiscard]] T get() const
    {
        QSettings settings;
        return settings.value(QLatin1String(key), QVariant::fromValue(defaultValue)).template value<T>();
    }
    void set(const T &value) const
    {
        QSettings settings;
        settings.setValue(QLatin1String(key), QVariant::fromValue(value));
    }
};

namespace settings {
inline const Setting<double> fontScale{"view/fontScale", 1.0};
inline const Setting<QByteArray> windowGeometry{"window/geometry", {}};
inline const Setting<QByteArray> windowState{"window/state", {}};
inline const Setting<QString> lastDirectory{"files/lastDirectory", {}};
inline const Setting<QString> currentView{"view/current", QStringLiteral("roofline")};
} // namespace settings

} // namespace fleet
