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

namespace fleet {
namespace {

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
