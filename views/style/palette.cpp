// The window's palette (palette.h): the light palette's colours by role, the one current
// palette, and the style sheet of a coloured tone.
#include "palette.h"

#include <QWidget>

#include <algorithm>

namespace fleet {

namespace {
Palette &current()
{
    static Palette p = lightPalette();
    return p;
}
} // namespace

Palette lightPalette()
{
    Palette p;
    p.primary = QColor(0x1f, 0x5f, 0xbf);
    p.primaryDark = QColor(0x0b, 0x2e, 0x66);
    p.secondary = QColor(0x2c, 0xa0, 0x2c);
    p.tertiary = QColor(0x94, 0x67, 0xbd);
    p.alert = QColor(0xd6, 0x27, 0x28);
    p.reference = QColor(0xff, 0x7f, 0x0e);
    p.referenceText = QColor(0xa0, 0x50, 0x00);
    p.lost = QColor(0xff, 0x9f, 0x4a);
    p.neutralLine = QColor(0x80, 0x80, 0x80);
    p.cursor = QColor(0x40, 0x40, 0x40);
    p.crossover = QColor(0x80, 0x20, 0x80);
    p.limit = QColor(0xb3, 0x26, 0x1e);
    p.mark = QColor(0x50, 0x50, 0x50);
    p.text = QColor(0x20, 0x20, 0x20);
    p.secondaryText = QColor(0x40, 0x40, 0x40);
    p.chartBackground = Qt::white;
    p.gridMinor = QColor(0xee, 0xee, 0xee);
    p.gridMajor = QColor(0xd4, 0xd4, 0xd4);
    p.calloutBackground = QColor(255, 255, 240, 240);
    p.calloutBorder = QColor(90, 90, 90);
    p.calloutAnchor = QColor(40, 40, 40);
    p.mathBackground = QColor(0xf6, 0xf6, 0xf2);
    p.mathBorder = QColor(0xd8, 0xd8, 0xd0);
    p.sliderGroove = QColor(0xe8, 0xe8, 0xe8);
    p.sliderGrooveBorder = QColor(0xa0, 0xa0, 0xa0);
    p.sliderBand = QColor(0x9f, 0xd3, 0xa8);
    p.good = {QColor(0xdc, 0xf2, 0xe1), QColor(0x0b, 0x4d, 0x1e), QColor(0x1b, 0x7f, 0x3b)};
    p.warning = {QColor(0xfd, 0xef, 0xd2), QColor(0x5c, 0x3b, 0x00), QColor(0xc7, 0x78, 0x00)};
    p.bad = {QColor(0xfa, 0xdc, 0xdc), QColor(0x6b, 0x0f, 0x0f), QColor(0xb3, 0x26, 0x1e)};
    // Pinned designs, in the order they are pinned: red and green (tab10's first two) read as one
    // olive for a deuteranope, and so do pink and cyan; in this order the first five are told
    // apart under simulated deuteranopia (Machado et al. 2009; CIE ΔE ≥ 25 from each other and
    // from the open design's blue), the look-alikes last.
    p.comparison = {QColor(0xd6, 0x27, 0x28), QColor(0xe3, 0x77, 0xc2), QColor(0x8c, 0x56, 0x4b),
                    QColor(0xbc, 0xbd, 0x22), QColor(0x94, 0x67, 0xbd), QColor(0x17, 0xbe, 0xcf),
                    QColor(0x2c, 0xa0, 0x2c)};
    return p;
}

Palette projectorPalette()
{
    Palette p = lightPalette();
    const QColor black(0, 0, 0), orange(0xe6, 0x9f, 0x00), skyBlue(0x56, 0xb4, 0xe9),
        bluishGreen(0x00, 0x9e, 0x73), blue(0x00, 0x72, 0xb2), vermillion(0xd5, 0x5e, 0x00),
        reddishPurple(0xcc, 0x79, 0xa7);
    p.primary = blue;
    p.primaryDark = black;
    p.secondary = bluishGreen;
    p.tertiary = reddishPurple;
    p.alert = vermillion;
    p.reference = orange;
    p.referenceText = QColor(0x5c, 0x3b, 0x00); // 9.6:1 on white
    p.lost = orange;
    p.neutralLine = QColor(0x55, 0x55, 0x55);
    p.cursor = black;
    p.crossover = reddishPurple;
    p.limit = vermillion;
    p.mark = QColor(0x33, 0x33, 0x33);
    p.text = black;
    p.secondaryText = QColor(0x22, 0x22, 0x22);
    p.comparison = {vermillion, bluishGreen, reddishPurple, skyBlue, orange, blue, black};
    return p;
}

QColor translateColour(const QColor &colour, const Palette &from, const Palette &to)
{
    using Role = QColor Palette::*;
    static constexpr Role kRoles[] = {
        &Palette::primary,     &Palette::primaryDark, &Palette::secondary,     &Palette::tertiary,
        &Palette::alert,       &Palette::reference,   &Palette::referenceText, &Palette::lost,
        &Palette::neutralLine, &Palette::cursor,      &Palette::crossover,     &Palette::limit,
        &Palette::mark,        &Palette::text,        &Palette::secondaryText};
    const QRgb rgb = colour.rgb(); // alpha is kept from `colour`
    auto withAlpha = [&](QColor c) {
        c.setAlpha(colour.alpha());
        return c;
    };
    for (Role role : kRoles) {
        if ((from.*role).rgb() == rgb)
            return withAlpha(to.*role);
    }
    for (size_t i = 0; i < from.comparison.size(); ++i) {
        if (from.comparison[i].rgb() == rgb)
            return withAlpha(to.comparison[i]);
    }
    return colour;
}

const Palette &colours()
{
    return current();
}

void setColours(const Palette &p)
{
    current() = p;
}

void setTextColour(QWidget *widget, const QColor &colour)
{
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, colour);
    palette.setColor(QPalette::Text, colour);
    widget->setPalette(palette);
}

QString toneStyleSheet(const ToneColours &tone, int borderPx, const QString &padding)
{
    return QStringLiteral("QLabel { background: %1; color: %2; border-left: %3px solid %4; "
                          "padding: %5; }")
        .arg(tone.background.name(), tone.text.name())
        .arg(borderPx)
        .arg(tone.border.name(), padding);
}

QColor mapColour(double fraction)
{
    // viridis at 0, 0.25, 0.5, 0.75, 1.
    static const QColor stops[] = {QColor(0x44, 0x01, 0x54), QColor(0x3b, 0x52, 0x8b),
                                   QColor(0x21, 0x91, 0x8c), QColor(0x5e, 0xc9, 0x62),
                                   QColor(0xfd, 0xe7, 0x25)};
    const double t = std::clamp(fraction, 0.0, 1.0) * 4;
    const int i = std::min(3, int(t));
    const double f = t - i;
    const QColor &a = stops[i], &b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                            float(a.greenF() + (b.greenF() - a.greenF()) * f),
                            float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

} // namespace fleet
