// The themes (themes.h): the dark chart colours, the hand-built widget palettes and the hook
// for the projector theme's colours.
#include "themes.h"

#include <QApplication>
#include <QCoreApplication>
#include <QStyle>

namespace fleet {

namespace {

struct ProjectorHook
{
    Palette (*charts)() = nullptr;
    QPalette (*widgets)() = nullptr;
};

ProjectorHook &projector()
{
    static ProjectorHook hook;
    return hook;
}

/// The style's standard palette with the roles it leaves below WCAG AA made darker: on Fusion
/// the placeholder text (black at half alpha, 3.9:1 on white), the highlight (white on #308cc6,
/// 3.7:1), visited links (magenta, 3.1:1) and disabled text (#bebebe, 1.8:1).
QPalette lightWidgets()
{
    QPalette p = QApplication::style()->standardPalette();
    const QColor disabledText(0x76, 0x76, 0x76); // 4.5:1 on white, 3.9:1 on #efefef
    p.setColor(QPalette::PlaceholderText, QColor(0x6a, 0x6a, 0x6a));
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x5f, 0xbf));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x0b, 0x4f, 0xb8));
    p.setColor(QPalette::LinkVisited, QColor(0x6a, 0x1b, 0x9a));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x5a, 0x5a, 0x5a));
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x1f, 0x5f, 0xbf));
    p.setColor(QPalette::Inactive, QPalette::HighlightedText, Qt::white);
    return p;
}

QPalette darkWidgets()
{
    const QColor window(0x2b, 0x2b, 0x2e);
    const QColor base(0x1e, 0x1e, 0x20);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabledText(0x8a, 0x8a, 0x8e);
    const QColor button(0x3a, 0x3a, 0x3e);
    const QColor highlight(0x2c, 0x63, 0xb5); // white on it: 5.9:1
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x29));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3e));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x80, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4e));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x44));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x33));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9a, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x55));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, text);
    return p;
}

} // namespace

QString themeId(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::Projector:
        return QStringLiteral("projector");
    case Theme::Light:
        break;
    }
    return QStringLiteral("light");
}

QStringList themeIds()
{
    return {themeId(Theme::Light), themeId(Theme::Dark), themeId(Theme::Projector)};
}

std::optional<Theme> themeFromId(const QString &id)
{
    for (Theme t : {Theme::Light, Theme::Dark, Theme::Projector}) {
        if (themeId(t) == id)
            return t;
    }
    return std::nullopt;
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return QCoreApplication::translate("Theme", "Dark");
    case Theme::Projector:
        return QCoreApplication::translate("Theme", "Projector");
    case Theme::Light:
        break;
    }
    return QCoreApplication::translate("Theme", "Light");
}

Palette darkPalette()
{
    Palette p = lightPalette();
    p.primary = QColor(0x6c, 0xa6, 0xff);
    p.primaryDark = QColor(0xb5, 0xd3, 0xff);
    p.secondary = QColor(0x5c, 0xd0, 0x5c);
    p.tertiary = QColor(0xc3, 0x9b, 0xf0);
    p.alert = QColor(0xff, 0x6b, 0x6b);
    p.reference = QColor(0xff, 0xa6, 0x4d);
    p.referenceText = QColor(0xff, 0xc0, 0x80);
    p.lost = QColor(0xd9, 0x86, 0x3a);
    p.neutralLine = QColor(0xa0, 0xa0, 0xa0);
    p.cursor = QColor(0xc8, 0xc8, 0xc8);
    p.crossover = QColor(0xe0, 0x8a, 0xe0);
    p.limit = QColor(0xff, 0x70, 0x66);
    p.mark = QColor(0xb0, 0xb0, 0xb0);
    p.text = QColor(0xe8, 0xe8, 0xe8);
    p.secondaryText = QColor(0xbc, 0xbc, 0xc0);
    p.chartBackground = QColor(0x1e, 0x1e, 0x20);
    p.gridMinor = QColor(0x2c, 0x2c, 0x30);
    p.gridMajor = QColor(0x44, 0x44, 0x48);
    p.calloutBackground = QColor(0x33, 0x33, 0x38, 240);
    p.calloutBorder = QColor(0xa0, 0xa0, 0xa0);
    p.calloutAnchor = QColor(0xe0, 0xe0, 0xe0);
    p.mathBackground = QColor(0x26, 0x26, 0x29);
    p.mathBorder = QColor(0x44, 0x44, 0x48);
    p.sliderGroove = QColor(0x3a, 0x3a, 0x3e);
    p.sliderGrooveBorder = QColor(0x60, 0x60, 0x66);
    p.sliderBand = QColor(0x2f, 0x6b, 0x3a);
    p.good = {QColor(0x1c, 0x3a, 0x24), QColor(0xc8, 0xf0, 0xd2), QColor(0x4c, 0xb8, 0x6a)};
    p.warning = {QColor(0x40, 0x32, 0x12), QColor(0xff, 0xe2, 0xa8), QColor(0xe0, 0x9a, 0x2a)};
    p.bad = {QColor(0x44, 0x1c, 0x1c), QColor(0xff, 0xcc, 0xcc), QColor(0xe0, 0x50, 0x48)};
    // As the light palette's: the deuteranope's look-alikes (red and green, pink and cyan) last.
    p.comparison = {QColor(0xff, 0x6b, 0x6b), QColor(0xff, 0x9c, 0xdc), QColor(0xe0, 0xe0, 0x50),
                    QColor(0xc3, 0x9b, 0xf0), QColor(0xd9, 0xa0, 0x8c), QColor(0x4c, 0xd8, 0xe8),
                    QColor(0x5c, 0xd0, 0x5c)};
    return p;
}

void setProjectorPalette(Palette (*charts)(), QPalette (*widgets)())
{
    projector() = {charts, widgets};
}

Palette chartPalette(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return darkPalette();
    case Theme::Projector:
        if (projector().charts)
            return projector().charts();
        break;
    case Theme::Light:
        break;
    }
    return lightPalette();
}

QPalette widgetPalette(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return darkWidgets();
    case Theme::Projector:
        if (projector().widgets)
            return projector().widgets();
        break;
    case Theme::Light:
        break;
    }
    return lightWidgets();
}

void applyTheme(Theme theme)
{
    QApplication::setPalette(widgetPalette(theme));
    setColours(chartPalette(theme));
}

} // namespace fleet
