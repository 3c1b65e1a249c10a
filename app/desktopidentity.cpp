// How the application names itself to the desktop (desktopidentity.h): the desktop entry id it
// belongs to and the window icon (the theme's icon, else the one embedded from packaging/).
#include "desktopidentity.h"

#include <QGuiApplication>
#include <QIcon>

namespace fleet {

QString desktopId()
{
    return QStringLiteral(FLEET_APP_ID);
}

void applyDesktopIdentity()
{
    QGuiApplication::setDesktopFileName(desktopId());
    const QIcon embedded(QStringLiteral(":/icons/%1.svg").arg(desktopId()));
    QGuiApplication::setWindowIcon(QIcon::fromTheme(desktopId(), embedded));
}

} // namespace fleet
