// The window names its desktop entry and carries the application icon.
#include "desktopidentity.h"

#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QSet>

#include <gtest/gtest.h>

TEST(DesktopIdentity, NamesTheDesktopEntryAndSetsAVisibleIcon)
{
    fleet::applyDesktopIdentity();
    EXPECT_EQ(QGuiApplication::desktopFileName(),
              QStringLiteral("io.github.fleetexplorer.FleetExplorer"));
    EXPECT_EQ(QGuiApplication::desktopFileName(), fleet::desktopId());

    const QIcon icon = QGuiApplication::windowIcon();
    ASSERT_FALSE(icon.isNull());
    const QImage image = icon.pixmap(64, 64).toImage().convertToFormat(QImage::Format_ARGB32);
    ASSERT_EQ(image.size(), QSize(64, 64));
    int opaque = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (qAlpha(pixel) == 255) {
                ++opaque;
                colours.insert(pixel);
            }
        }
    EXPECT_GT(opaque, 64 * 64 / 2) << "the icon's tile covers most of its square";
    EXPECT_GT(colours.size(), 8) << "the icon draws more than a flat tile";
}
