// Test main for widget tests: a QApplication on the offscreen platform unless the caller chose
// one (setting it through ctest properties would not reach test discovery, so it is set here).
#include <QApplication>
#include <QTranslator>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FleetExplorerTests"));
    // English plural forms ("1 accelerator"), embedded with the app (absent in views_tests).
    QTranslator english;
    if (english.load(QStringLiteral(":/i18n/fleet_en.qm")))
        QApplication::installTranslator(&english);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
