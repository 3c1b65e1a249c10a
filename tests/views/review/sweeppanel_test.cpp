// The compare view's Sweep page: the open scenario's curve and each pinned design's (named in
// the legend, each in a line style of its own), ρ = 1 and its crossings in words, the values
// between whole nodes apart, a typed target, and bad ranges said in words.
#include "../../qtprinters.h"
#include "comparetools.h"
#include "coupled.h"
#include "designpins.h"
#include "plotview.h"
#include "sweeppanel.h"
#include "textfit.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>

namespace fleet {
namespace {

class Sweep : public CompareTools
{
protected:
    SweepPanel *panel() const { return view->sweepPanel(); }

    /// The 7B ρ row with T_c = 0.6 s on IB NDR, pinned as A, and on 25 GB/s (HDR) as B; the
    /// open scenario back on NDR at 100 GB/s (XDR).
    void pinTwoFabrics()
    {
        ASSERT_TRUE(document.setField(FieldId::Parameters, 7e9));
        ASSERT_TRUE(document.setField(FieldId::ComputeTimePerStep, 0.6));
        document.pinCurrent();
        document.pins()->rename(0, QStringLiteral("NDR"));
        ASSERT_TRUE(document.setField(FieldId::InterNodeBandwidth, 25e9));
        document.pinCurrent();
        document.pins()->rename(1, QStringLiteral("HDR"));
        ASSERT_TRUE(document.setField(FieldId::InterNodeBandwidth, 100e9));
        QCoreApplication::processEvents();
    }

    void type(QLineEdit *edit, const QString &text)
    {
        edit->setText(text);
        Q_EMIT edit->editingFinished();
        QCoreApplication::processEvents();
    }
};

TEST_F(Sweep, OneCurvePerDesignWithTheCrossingsOfRhoInWords)
{
    pinTwoFabrics();
    showPage(panel());
    type(panel()->fromEdit(), QStringLiteral("1,024"));
    type(panel()->toEdit(), QStringLiteral("65,536"));
    ASSERT_EQ(panel()->curves().size(), 3u);
    EXPECT_EQ(panel()->curves()[0].name, QStringLiteral("Open scenario"));
    EXPECT_EQ(panel()->curves()[1].name, QStringLiteral("A: NDR"));
    EXPECT_EQ(panel()->curves()[2].name, QStringLiteral("B: HDR"));
    PlotView *plot = panel()->plot();
    ASSERT_NE(plot, nullptr);
    EXPECT_TRUE(plot->isLogX());
    // Each design's line is named in the legend and drawn in its own pen style.
    QStringList names;
    std::vector<Qt::PenStyle> styles;
    for (int id = 0; id < plot->seriesCount(); ++id) {
        if (plot->series(id)->isVisible() && plot->seriesName(id).contains(QLatin1Char(':'))) {
            names << plot->seriesName(id);
            styles.push_back(plot->series(id)->pen().style());
        }
    }
    EXPECT_TRUE(names.contains(QStringLiteral("A: NDR")))
        << names.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("B: HDR")));
    ASSERT_EQ(styles.size(), 2u);
    EXPECT_NE(styles[0], styles[1]);
    // ρ = 1 on NDR where 0.56 (N − 1)/N + 1e-5 (N − 1) = 0.6 s (N = 4,015, review_sweep_test):
    // the crossing is said in words for A, with its cluster size.
    const QString words = plainText(panel()->words()->text()); // the words as read
    EXPECT_TRUE(words.contains(QStringLiteral("ρ = 1"))) << words.toStdString();
    const std::vector<SweepCrossing> a = sweepCrossings(panel()->curves()[1], 1, true);
    ASSERT_EQ(a.size(), 1u);
    EXPECT_NEAR(a[0].input, 4014.95, 20);
    EXPECT_TRUE(words.contains(QStringLiteral("on A: NDR"))) << words.toStdString();
    // The line's points are the curve's whole-node values (ρ has no unit: shown as is).
    const QList<QPointF> shown = plot->points(0); // the open scenario's line is the first series
    ASSERT_FALSE(shown.isEmpty());
    EXPECT_DOUBLE_EQ(shown.first().x(), 1024);
    EXPECT_DOUBLE_EQ(shown.first().y(), *panel()->curves()[0].points.front().value);
    // The hover reads the model at the pointer: ρ at N = 4,096 on the open scenario.
    Scenario at = document.scenario();
    at.cluster.accelerators = 4096;
    const double rho4096 = *metric("communication.comm_compute_ratio").value(evaluate(at));
    const QString hover = plot->hoverAt(plot->positionOf({4096, rho4096}));
    EXPECT_TRUE(hover.contains(QStringLiteral("Open scenario"))) << hover.toStdString();
}

TEST_F(Sweep, BetweenNodesTargetsAndBadRanges)
{
    showPage(panel());
    type(panel()->fromEdit(), QStringLiteral("1000"));
    type(panel()->toEdit(), QStringLiteral("1100"));
    // Values between whole nodes of 8 are hollow points, said under the chart.
    EXPECT_TRUE(plainText(panel()->words()->text()).contains(QStringLiteral("between whole nodes")))
        << panel()->words()->text().toStdString();
    // A target with its unit: a second line and its words.
    panel()->outputBox()->setCurrentIndex(
        panel()->outputBox()->findData(QStringLiteral("reliability.cluster_mtbf_h")));
    type(panel()->targetEdit(), QStringLiteral("2 days"));
    ASSERT_EQ(panel()->thresholds().size(), 1u);
    EXPECT_TRUE(panel()->thresholds()[0].typed);
    EXPECT_DOUBLE_EQ(panel()->thresholds()[0].value, 48);
    // M = 50,000 / N crosses 48 h at N = 1,041.7: between the 1,040 and 1,048 nodes.
    const std::vector<SweepCrossing> x = sweepCrossings(panel()->curves()[0], 48, false);
    ASSERT_EQ(x.size(), 1u);
    EXPECT_NEAR(x[0].input, 50000.0 / 48, 0.5);
    // A start above the end, and garbage, are said; nothing is drawn from them.
    type(panel()->fromEdit(), QStringLiteral("2000"));
    EXPECT_TRUE(plainText(panel()->words()->text()).contains(QStringLiteral("below its end")))
        << panel()->words()->text().toStdString();
    EXPECT_TRUE(panel()->curves().empty());
    type(panel()->fromEdit(), QStringLiteral("many"));
    EXPECT_TRUE(plainText(panel()->words()->text()).contains(QStringLiteral("\"many\"")));
    // A negative end is refused, not clamped to the smallest cluster.
    type(panel()->fromEdit(), QStringLiteral("−50"));
    EXPECT_TRUE(plainText(panel()->words()->text()).contains(QStringLiteral("negative")))
        << panel()->words()->text().toStdString();
    EXPECT_TRUE(panel()->curves().empty());
    // A new input gives its default range back.
    panel()->inputBox()->setCurrentIndex(panel()->inputBox()->findData(int(FieldId::Pue)));
    EXPECT_EQ(panel()->fromEdit()->text(), QStringLiteral("1"));
    EXPECT_EQ(panel()->toEdit()->text(), QStringLiteral("2"));
    EXPECT_FALSE(panel()->curves().empty());
}

TEST_F(Sweep, TheChoicesAreKeptInTheScenariosViewSection)
{
    showPage(panel());
    panel()->inputBox()->setCurrentIndex(
        panel()->inputBox()->findData(int(FieldId::InterNodeBandwidth)));
    type(panel()->targetEdit(), QStringLiteral("0.8"));
    std::optional<SweepViewState> saved = document.viewState().sweep;
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->input, "hardware.inter_node_bandwidth_bytes_per_s");
    EXPECT_EQ(saved->output, "communication.comm_compute_ratio");
    EXPECT_EQ(saved->target, "0.8");
    EXPECT_FALSE(saved->from.empty());
    // A file's sweep is shown when it opens.
    ViewState opened;
    opened.sweep = SweepViewState{.output = "reliability.cluster_mtbf_h",
                                  .input = "reliability.accelerator_mttf_h",
                                  .from = "10,000 h",
                                  .to = "100,000 h",
                                  .target = "24 h"};
    document.mergeViewState(opened);
    QCoreApplication::processEvents();
    EXPECT_EQ(panel()->outputBox()->currentData().toString(),
              QStringLiteral("reliability.cluster_mtbf_h"));
    EXPECT_EQ(FieldId(panel()->inputBox()->currentData().toInt()), FieldId::AcceleratorMttf);
    EXPECT_EQ(panel()->fromEdit()->text(), QStringLiteral("10,000 h"));
    ASSERT_FALSE(panel()->curves().empty());
    // M = MTTF / N: 10,000 h / 1,024 = 9.77 h at the start.
    EXPECT_NEAR(*panel()->curves()[0].points.front().value, 10000.0 / 1024, 1e-9);
    ASSERT_EQ(panel()->thresholds().size(), 1u);
    EXPECT_DOUBLE_EQ(panel()->thresholds()[0].value, 24);
}

TEST_F(Sweep, PageRendersWithTwoPinnedDesigns)
{
    // With FLEET_SCREENSHOT_DIR set, the page is saved at the compare view's share of a
    // 1366 × 768 laptop and of 1920 × 1080.
    pinTwoFabrics();
    for (const QSize size : {QSize(1060, 660), QSize(1600, 960)}) {
        view->resize(size);
        showPage(panel());
        type(panel()->fromEdit(), QStringLiteral("1,024"));
        type(panel()->toEdit(), QStringLiteral("65,536"));
        QCoreApplication::processEvents();
        const QImage image = view->grab().toImage();
        EXPECT_EQ(image.size(), size);
        EXPECT_GE(panel()->plot()->height(), 250);
        const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            image.save(QStringLiteral("%1/compare-sweep-%2x%3.png")
                           .arg(dir)
                           .arg(size.width())
                           .arg(size.height()));
    }
}

} // namespace
} // namespace fleet
