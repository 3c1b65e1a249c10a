// The themes of the window: light, dark and projector, each a widget palette (QPalette, built
// by hand: Qt 6.4 does not follow the desktop's dark mode) and the chart colours (Palette,
// palette.h) swapped together.
#pragma once

#include "palette.h"

#include <QPalette>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet {

enum class Theme { Light, Dark, Projector };

/// "light", "dark", "projector".
[[nodiscard]] QString themeId(Theme theme);
/// Every theme's id, in the order the preferences list them.
[[nodiscard]] QStringList themeIds();
/// The theme with that id; nullopt for anything else.
[[nodiscard]] std::optional<Theme> themeFromId(const QString &id);
/// The theme's name in the user's language.
[[nodiscard]] QString themeName(Theme theme);

/// Dark chart colours: light text and lines on a near-black background; series keep their
/// hues, lightened to keep WCAG AA contrast against the background.
[[nodiscard]] Palette darkPalette();

/// The chart colours of a theme. The projector theme uses the colours registered with
/// setProjectorPalette(), the light ones until then.
[[nodiscard]] Palette chartPalette(Theme theme);
/// Registers the projector theme's chart colours (and optionally its widget palette).
void setProjectorPalette(Palette (*charts)(), QPalette (*widgets)() = nullptr);

/// The widget palette of a theme (window, base, text, highlight, links, disabled roles).
[[nodiscard]] QPalette widgetPalette(Theme theme);

/// Applies a theme to the application: QApplication::setPalette() and setColours(). Views take
/// their colours when they are built, so call it before the window is created.
void applyTheme(Theme theme);

} // namespace fleet
