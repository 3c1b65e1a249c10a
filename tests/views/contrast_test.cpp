// WCAG 2 contrast of the themes' widget palettes and chart colours: text against its background
// at least 4.5:1 (AA) in the light, dark and projector themes; disabled text at least 3:1.
#include "../qtprinters.h"
#include "accessibility.h"
#include "communicationview.h"
#include "palette.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "themes.h"
#include "utilizationview.h"
#include "viewcheck.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {
namespace {

/// `c` as a deuteranope sees it (Machado, Oliveira and Fernandes 2009, severity 1.0), in CIE
/// L*a*b* (D65).
std::array<double, 3> deuteranopeLab(const QColor &c)
{
    auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double m[3][3] = {{0.367322, 0.860646, -0.227968},
                            {0.280085, 0.672501, 0.047413},
                            {-0.011820, 0.042940, 0.968881}};
    double seen[3];
    for (int i = 0; i < 3; ++i)
        seen[i] = std::clamp(m[i][0] * r + m[i][1] * g + m[i][2] * b, 0.0, 1.0);
    const double x = (0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2]) / 0.95047;
    const double y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2];
    const double z = (0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2]) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

TEST(Contrast, TheFirstPinnedDesignsStayApartForADeuteranope)
{
    // tab10's red and green, the first two pinned designs, read as one olive (ΔE 7) to about
    // one man in twenty: the open design and the first four pinned ones are told apart (CIE76
    // ΔE ≥ 14 under simulated deuteranopia) in every theme.
    const std::pair<const char *, Palette> themes[] = {
        {"light", lightPalette()}, {"dark", darkPalette()}, {"projector", projectorPalette()}};
    for (const auto &[name, p] : themes) {
        std::vector<QColor> shown{p.primary};
        shown.insert(shown.end(), p.comparison.begin(), p.comparison.begin() + 4);
        for (size_t i = 0; i < shown.size(); ++i) {
            for (size_t j = i + 1; j < shown.size(); ++j) {
                const auto a = deuteranopeLab(shown[i]), b = deuteranopeLab(shown[j]);
                const double delta = std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
                EXPECT_GE(delta, 14.0) << name << ": " << shown[i].name().toStdString() << " and "
                                       << shown[j].name().toStdString();
            }
        }
    }
}

TEST(Contrast, TheFormulaGivesWcagsReferenceRatios)
{
    EXPECT_NEAR(contrastRatio(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(contrastRatio(Qt::white, Qt::white), 1.0, 1e-9);
    // #767676 on white is the classic 4.54:1; #777777 just fails AA (4.48:1).
    EXPECT_NEAR(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white), 4.54, 0.01);
    EXPECT_NEAR(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white), 4.48, 0.01);
    // Black at alpha 128/255 over white is #7f7f7f: 4.0:1.
    EXPECT_NEAR(contrastRatio(QColor(0, 0, 0, 128), Qt::white), 4.0, 0.01);
}

struct Pair
{
    const char *what;
    QPalette::ColorGroup group;
    QPalette::ColorRole text;
    QPalette::ColorRole background;
    double atLeast;
};

TEST(Contrast, EveryThemesTextRolesMeetWcagAa)
{
    const Pair pairs[] = {
        {"WindowText/Window", QPalette::Active, QPalette::WindowText, QPalette::Window, 4.5},
        {"Text/Base", QPalette::Active, QPalette::Text, QPalette::Base, 4.5},
        {"Text/AlternateBase", QPalette::Active, QPalette::Text, QPalette::AlternateBase, 4.5},
        {"ButtonText/Button", QPalette::Active, QPalette::ButtonText, QPalette::Button, 4.5},
        {"HighlightedText/Highlight", QPalette::Active, QPalette::HighlightedText,
         QPalette::Highlight, 4.5},
        {"HighlightedText/Highlight (inactive)", QPalette::Inactive, QPalette::HighlightedText,
         QPalette::Highlight, 4.5},
        {"PlaceholderText/Base", QPalette::Active, QPalette::PlaceholderText, QPalette::Base, 4.5},
        {"Link/Base", QPalette::Active, QPalette::Link, QPalette::Base, 4.5},
        {"LinkVisited/Base", QPalette::Active, QPalette::LinkVisited, QPalette::Base, 4.5},
        {"ToolTipText/ToolTipBase", QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase,
         4.5},
        {"disabled WindowText/Window", QPalette::Disabled, QPalette::WindowText, QPalette::Window,
         3.0},
        {"disabled Text/Base", QPalette::Disabled, QPalette::Text, QPalette::Base, 3.0},
        {"disabled ButtonText/Button", QPalette::Disabled, QPalette::ButtonText, QPalette::Button,
         3.0},
    };
    for (Theme theme : {Theme::Light, Theme::Dark, Theme::Projector}) {
        const QPalette p = widgetPalette(theme);
        for (const Pair &pair : pairs) {
            const QColor text = p.color(pair.group, pair.text);
            const QColor background = p.color(pair.group, pair.background);
            EXPECT_GE(contrastRatio(text, background), pair.atLeast)
                << themeId(theme).toStdString() << ": " << pair.what << " "
                << text.name().toStdString() << " on " << background.name().toStdString();
        }
    }
}

TEST(Contrast, ChartTextMeetsWcagAaOnTheChartBackground)
{
    for (Theme theme : {Theme::Light, Theme::Dark, Theme::Projector}) {
        const Palette p = chartPalette(theme);
        const std::pair<const char *, QColor> texts[] = {
            {"text", p.text},
            {"secondaryText", p.secondaryText},
            {"referenceText", p.referenceText},
        };
        for (const auto &[what, colour] : texts)
            EXPECT_GE(contrastRatio(colour, p.chartBackground), 4.5)
                << themeId(theme).toStdString() << ": " << what;
        for (const ToneColours &tone : {p.good, p.warning, p.bad})
            EXPECT_GE(contrastRatio(tone.text, tone.background), 4.5)
                << themeId(theme).toStdString() << ": a verdict's text";
    }
}

TEST(Contrast, ReadableOnKeepsAReadableColourAndMendsOneThatIsNot)
{
    const QColor dark(0x1e, 0x1e, 0x20);
    // Already 4.5:1 on both: kept.
    EXPECT_EQ(readableOn(QColor(0xe8, 0xe8, 0xe8), {dark, QColor(0x30, 0x30, 0x30)}),
              QColor(0xe8, 0xe8, 0xe8));
    // The dark theme's grey marks darkened by 30 % on a red band: mixed towards white until
    // it reads, keeping its hue as far as it can.
    const QColor band = composite(QColor(0xe0, 0x50, 0x48, 60), dark);
    const QColor grey = QColor(0xb0, 0xb0, 0xb0).darker(130);
    ASSERT_LT(contrastRatio(grey, band), 4.5);
    const QColor mended = readableOn(grey, {dark, band});
    EXPECT_GE(contrastRatio(mended, band), 4.5);
    EXPECT_GE(contrastRatio(mended, dark), 4.5);
    EXPECT_GT(mended.lightness(), grey.lightness());
    // Alpha blending: black at 50 % over white is mid grey.
    EXPECT_EQ(composite(QColor(0, 0, 0, 128), Qt::white).red(), 127);
}

/// Every marker and point label of every chart of `view` against what it can be drawn over;
/// returns how many bands the charts had.
int checkChartTexts(ExplorerView *view, const std::string &where)
{
    int bands = 0;
    for (PlotView *plot : view->findChildren<PlotView *>()) {
        const QList<QColor> backgrounds = plot->textBackgrounds();
        bands += int(backgrounds.size()) - 1;
        for (const QColor &text : plot->labelColours()) {
            for (const QColor &background : backgrounds)
                EXPECT_GE(contrastRatio(text, background), 4.5)
                    << where << "/" << plot->objectName().toStdString() << ": "
                    << text.name().toStdString() << " on " << background.name().toStdString();
        }
    }
    return bands;
}

TEST(Contrast, ChartLabelsMeetWcagAaOverTheShadedBandsInEveryTheme)
{
    for (Theme theme : {Theme::Light, Theme::Dark, Theme::Projector}) {
        setColours(chartPalette(theme));
        const std::string name = themeId(theme).toStdString();
        auto doc = offDefaults();
        // The rack chart's air, liquid and direct-to-chip bands under its marks' labels.
        EXPECT_EQ(checkChartTexts(shownView<PowerView>(doc.get()).get(), name + " power"), 3);
        checkChartTexts(shownView<ReliabilityView>(doc.get()).get(), name + " reliability");
        checkChartTexts(shownView<ScalingView>(doc.get()).get(), name + " scaling");
        checkChartTexts(shownView<RooflineView>(doc.get()).get(), name + " roofline");
        checkChartTexts(shownView<CommunicationView>(doc.get()).get(), name + " communication");
        checkChartTexts(shownView<UtilizationView>(doc.get()).get(), name + " utilization");
    }
    setColours(lightPalette());
}

} // namespace
} // namespace fleet
