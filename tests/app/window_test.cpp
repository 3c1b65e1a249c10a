// The explorer window, driven the way a person drives it (keyboard, spin boxes, pickers,
// slider drags), asserting on what is shown; and --screenshot for each view.
#include "../qtprinters.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "plotview.h"
#include "powerview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSet>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

class Window : public ::testing::Test
{
protected:
    void SetUp() override
    {
        document = std::make_unique<ScenarioDocument>(embeddedCatalog());
        window = std::make_unique<MainWindow>(document.get(), false);
        window->resize(1600, 1000);
        window->show();
        QCoreApplication::processEvents();
    }

    /// Types a value into a field's spin box and presses Enter, as a person would.
    void type(FieldControl *control, const QString &text)
    {
        QLineEdit *edit = control->spinBox()->findChild<QLineEdit *>();
        control->spinBox()->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents();
    }

    QString readout(const QString &view, const QString &title)
    {
        window->showView(view);
        QCoreApplication::processEvents();
        return window->view(view)->readoutPanel()->value(title);
    }

    void pickAccelerator(const QString &id)
    {
        QComboBox *combo = window->fleetPanel()->acceleratorPicker();
        const int target = combo->findData(id);
        ASSERT_GE(target, 0);
        combo->setFocus();
        // Keyboard selection in a closed combo box activates each item it passes.
        while (combo->currentIndex() < target)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > target)
            QTest::keyClick(combo, Qt::Key_Up);
        QCoreApplication::processEvents();
    }

    std::unique_ptr<ScenarioDocument> document;
    std::unique_ptr<MainWindow> window;
};

double leadingNumber(const QString &text)
{
    QString digits;
    for (QChar c : text) {
        if (c.isDigit() || c == QLatin1Char('.'))
            digits += c;
        else if (c != QLatin1Char(','))
            break;
    }
    return digits.toDouble();
}

TEST_F(Window, OpensOnTheSeedDefaults)
{
    EXPECT_EQ(window->fleetPanel()->acceleratorPicker()->currentData().toString(),
              QStringLiteral("nvidia-h100-sxm"));
    EXPECT_EQ(window->fleetPanel()->clusterSize()->spinBox()->value(), 1024);
    EXPECT_EQ(readout(QStringLiteral("roofline"), QStringLiteral("Ridge point")),
              QStringLiteral("295.2 FLOP/byte"));
    EXPECT_EQ(window->tabs()->count(), 4);
}

TEST_F(Window, PickingB200MovesTheRidgeTo281)
{
    pickAccelerator(QStringLiteral("nvidia-b200"));
    const QString ridge = readout(QStringLiteral("roofline"), QStringLiteral("Ridge point"));
    EXPECT_EQ(std::lround(leadingNumber(ridge)), 281) << ridge.toStdString();
    EXPECT_TRUE(ridge.endsWith(QStringLiteral("FLOP/byte")));
    // Picking fills in the figures and the scale-up link.
    EXPECT_EQ(document->scenario().intraNodeLink.id, "nvlink-5");
    auto *roof = static_cast<RooflineView *>(window->view(QStringLiteral("roofline")));
    EXPECT_TRUE(roof->plot()->markerLabel(roof->ids().ridgeMarker).startsWith(QStringLiteral("ridge 281")));
    EXPECT_FALSE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
}

TEST_F(Window, EditingAFigureMarksTheHardwareCustom)
{
    auto *tdp = window->fleetPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("tdp_wSpin"));
    ASSERT_NE(tdp, nullptr);
    tdp->setValue(750);
    EXPECT_TRUE(document->scenario().accelerator.custom);
    EXPECT_TRUE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
    document->undoStack()->undo();
    EXPECT_FALSE(window->fleetPanel()->customBadge()->isVisibleTo(window.get()));
}

TEST_F(Window, ClusterOf8192ShowsTheSeedReliabilityRow)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("366.2 min"));
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("P(failure within 24 h)")),
              QStringLiteral("98.0 %"));
    auto *rel = static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")));
    EXPECT_TRUE(rel->mtbfPlot()->markerLabel(rel->ids().mtbfN).contains(QStringLiteral("366.2 min")));
}

TEST_F(Window, AmdahlAt32WithTenPercentSerial)
{
    window->showView(QStringLiteral("scaling"));
    FieldControl *serial = window->view(QStringLiteral("scaling"))->control(FieldId::SerialFraction);
    ASSERT_NE(serial, nullptr);
    type(serial, QStringLiteral("10"));
    type(window->fleetPanel()->clusterSize(), QStringLiteral("32"));
    EXPECT_EQ(readout(QStringLiteral("scaling"), QStringLiteral("Amdahl speedup")), QStringLiteral("7.8×"));
    EXPECT_EQ(readout(QStringLiteral("scaling"), QStringLiteral("Amdahl efficiency")), QStringLiteral("24.4 %"));
}

TEST_F(Window, TenThousandH100AtPue140)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("10000"));
    FieldControl *pue = window->view(QStringLiteral("power"))->control(FieldId::Pue);
    ASSERT_NE(pue, nullptr);
    type(pue, QStringLiteral("1.40"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Facility load")), QStringLiteral("9.8 MW"));
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("IT load")), QStringLiteral("7 MW"));
}

TEST_F(Window, FortyKilowattRackNeedsLiquid)
{
    pickAccelerator(QStringLiteral("nvidia-b200")); // 1,000 W
    auto *power = static_cast<PowerView *>(window->view(QStringLiteral("power")));
    type(power->control(FieldId::NodesPerRack), QStringLiteral("5")); // 5 × 8 × 1 kW
    EXPECT_EQ(readout(QStringLiteral("power"), QStringLiteral("Rack power")), QStringLiteral("40 kW"));
    EXPECT_TRUE(readout(QStringLiteral("power"), QStringLiteral("Cooling verdict"))
                    .contains(QStringLiteral("liquid cooling required"), Qt::CaseInsensitive));
    EXPECT_TRUE(power->verdictBanner()->text().contains(QStringLiteral("Liquid cooling required")));
    type(power->control(FieldId::NodesPerRack), QStringLiteral("3")); // 24 kW
    EXPECT_TRUE(power->verdictBanner()->text().startsWith(QStringLiteral("Air cooling is enough")));
}

TEST_F(Window, UndoRestoresThePreviousValue)
{
    FieldControl *n = window->fleetPanel()->clusterSize();
    type(n, QStringLiteral("8192"));
    ASSERT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")), QStringLiteral("366.2 min"));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
    EXPECT_EQ(n->spinBox()->value(), 1024);
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")), QStringLiteral("2,929.7 min"));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
}

TEST_F(Window, OneSliderDragIsOneUndoStep)
{
    QSlider *slider = window->fleetPanel()->clusterSize()->slider();
    const int before = document->undoStack()->count();
    slider->setSliderDown(true); // press
    const int start = slider->value();
    for (int v = start; v <= start + 200; v += 10)
        slider->setValue(v);
    slider->setSliderDown(false); // release
    EXPECT_EQ(document->undoStack()->count(), before + 1);
    EXPECT_GT(document->scenario().cluster.accelerators, 1024);
    QTest::keyClick(slider, Qt::Key_Right);
    QTest::keyClick(slider, Qt::Key_PageUp);
    EXPECT_EQ(document->undoStack()->count(), before + 3); // each key press is a step
    document->undoStack()->undo();
    document->undoStack()->undo();
    document->undoStack()->undo();
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
}

TEST_F(Window, CtrlNumberSwitchesViews)
{
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(window.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        EXPECT_EQ(window->tabs()->currentIndex(), i);
    }
}

TEST_F(Window, EverySeriesHoldsFinitePositivePoints)
{
    for (double n : {1.0, 8.0, 8192.0, 200000.0}) {
        document->setField(FieldId::Accelerators, n);
        for (ExplorerView *v : window->views()) {
            window->showView(v->id());
            QCoreApplication::processEvents();
            for (PlotView *plot : v->plots()) {
                for (int id = 0; id < plot->seriesCount(); ++id) {
                    for (const QPointF &p : plot->points(id)) {
                        ASSERT_TRUE(std::isfinite(p.x()) && std::isfinite(p.y()))
                            << v->id().toStdString() << " " << plot->seriesName(id).toStdString();
                        if (plot->isLogX()) {
                            ASSERT_GT(p.x(), 0) << plot->seriesName(id).toStdString();
                        }
                        if (plot->isLogY()) {
                            ASSERT_GT(p.y(), 0) << plot->seriesName(id).toStdString();
                        }
                    }
                }
            }
        }
    }
}

TEST_F(Window, ShowTheMathAndTooltips)
{
    window->showView(QStringLiteral("reliability"));
    ExplorerView *v = window->view(QStringLiteral("reliability"));
    QLabel *mtbf = v->readoutPanel()->valueLabel(QStringLiteral("Cluster MTBF"));
    ASSERT_NE(mtbf, nullptr);
    EXPECT_TRUE(mtbf->toolTip().contains(QStringLiteral("MTBF_sys = MTTF_accelerator / N")));
    EXPECT_TRUE(mtbf->toolTip().contains(QStringLiteral("Source:")));
    v->mathPanel()->setExpanded(true);
    EXPECT_TRUE(v->mathPanel()->text().contains(QStringLiteral("50,000 h / 1,024")));
}

TEST_F(Window, LargerFontAndSmallScreens)
{
    window->setFontScale(1.4);
    EXPECT_GT(window->font().pointSizeF(), QApplication::font().pointSizeF() * 1.3);
    // The layout still fits a 1280×720 projector.
    window->setFontScale(1.0);
    const QSize minimum = window->minimumSizeHint();
    EXPECT_LE(minimum.width(), 1280);
    EXPECT_LE(minimum.height(), 720);
}

TEST_F(Window, BadFileKeepsTheOpenScenario)
{
    document->setField(FieldId::Accelerators, 256);
    QTimer::singleShot(0, [] {
        // Close the error message box the window shows.
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->inherits("QMessageBox"))
                w->close();
        }
    });
    EXPECT_FALSE(window->openFile(QStringLiteral(FLEET_TEST_DATA "/bad-malformed.json")));
    EXPECT_EQ(document->scenario().cluster.accelerators, 256);
}

class Screenshot : public ::testing::TestWithParam<const char *>
{};

TEST_P(Screenshot, RendersANonBlankPng)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    QProcess p;
    p.start(QStringLiteral(FLEET_EXPLORER_BIN),
            {QStringLiteral("--screenshot"), out, QStringLiteral("--view"), QString::fromLatin1(GetParam())});
    ASSERT_TRUE(p.waitForFinished(120000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().constData();
    QImage image(out);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1600, 1000));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    EXPECT_GT(colours.size(), 50) << "the image looks blank";
}

INSTANTIATE_TEST_SUITE_P(Views, Screenshot,
                         ::testing::Values("roofline", "scaling", "reliability", "power"));

} // namespace
} // namespace fleet
