// How the running application names itself to the desktop: the desktop entry it belongs to
// (a Wayland shell takes the window's name and icon from it) and the window icon.
#pragma once

#include <QString>

namespace fleet {

/// The reverse-DNS id shared by the desktop entry, the icon and the AppStream metainfo.
[[nodiscard]] QString desktopId();

/// Sets the desktop file name and the window icon: the installed theme icon, or the embedded
/// copy when running from the build tree. Needs a QGuiApplication.
void applyDesktopIdentity();

} // namespace fleet
