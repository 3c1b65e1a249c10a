// The trade-off map's data: the grid over two inputs (log axes where the input spans decades),
// invalid and stalled cells, round contour levels and marching-squares contour segments.
#include "../qtprinters.h"
#include "coupled.h"
#include "scenarioio.h"
#include "tradeoff.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

Scenario seed()
{
    return defaultScenario(catalog());
}

const Metric &metric(const char *key)
{
    return *findMetric(QString::fromLatin1(key));
}

/// A grid of given values on linear axes 0, 1, … (nullopt = a null corner).
TradeoffGrid handGrid(int nx, int ny, const std::vector<std::optional<double>> &values)
{
    TradeoffGrid g;
    for (int i = 0; i < nx; ++i)
        g.x.values.push_back(i);
    for (int j = 0; j < ny; ++j)
        g.y.values.push_back(j);
    for (const auto &v : values)
        g.cells.push_back({.valid = true, .value = v});
    return g;
}

TEST(ContourLevels, OneTwoFiveAcrossDecades)
{
    EXPECT_EQ(contourLevels(1, 1000),
              (std::vector<double>{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}));
    // 0.3 … 7e5 holds nineteen 1-2-5 values: thinned to the powers of ten.
    EXPECT_EQ(contourLevels(0.3, 7e5), (std::vector<double>{1, 10, 100, 1e3, 1e4, 1e5}));
    // Twelve decades: even the powers of ten are too many, so every other one.
    EXPECT_EQ(contourLevels(1, 1e13, 7), (std::vector<double>{1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12}));
}

TEST(ContourLevels, RoundStepsWithinADecade)
{
    const std::vector<double> pue = contourLevels(1.2, 1.8);
    ASSERT_EQ(pue.size(), 7u); // step 0.1 (0.05 would give 13 levels)
    for (size_t i = 0; i < pue.size(); ++i)
        EXPECT_NEAR(pue[i], 1.2 + 0.1 * double(i), 1e-12);
    EXPECT_EQ(contourLevels(0, 95), (std::vector<double>{0, 10, 20, 30, 40, 50, 60, 70, 80, 90}));
    EXPECT_EQ(contourLevels(3, 7.5, 5), (std::vector<double>{3, 4, 5, 6, 7}));
    EXPECT_EQ(contourLevels(3, 7.5, 4), (std::vector<double>{4, 6}));
    EXPECT_TRUE(contourLevels(2, 1).empty());
    EXPECT_TRUE(contourLevels(0, INFINITY).empty());
}

TEST(ContourLevels, RoundInTheUnitAMetricIsReadIn)
{
    // Training times read in days: round levels are whole days, not round seconds.
    const Metric &time = metric("run.training_time_s");
    EXPECT_EQ(time.roundingUnit(40 * 86400.0), 86400.0);
    EXPECT_EQ(time.roundingUnit(5 * 3600.0), 3600.0);
    EXPECT_EQ(metric("reliability.cluster_mtbf_h").roundingUnit(200), 1.0); // "200 h"
    EXPECT_EQ(metric("reliability.cluster_mtbf_h").roundingUnit(30), 1.0);  // "30.0 h"
    EXPECT_EQ(metric("reliability.cluster_mtbf_h").roundingUnit(0.5), 1.0); // "0.50 h"
    EXPECT_EQ(metric("power.it_load_w").roundingUnit(9.8e6), 1.0);
    EXPECT_EQ(metric("utilization.operational_goodput").roundingUnit(0.8), 0.01);
    // 3.7 to 95 days: whole days.
    const double day = 86400, year = 365 * day;
    EXPECT_EQ(metricContourLevels(time, 3.7 * day, 95 * day, 8),
              (std::vector<double>{5 * day, 10 * day, 20 * day, 50 * day}));
    // 3 days to 10 years: days below two years, years above, as the labels write them.
    const std::vector<double> levels = metricContourLevels(time, 3 * day, 10 * year, 8);
    ASSERT_FALSE(levels.empty());
    EXPECT_LE(levels.size(), 8u);
    EXPECT_TRUE(std::is_sorted(levels.begin(), levels.end()));
    EXPECT_EQ(levels.back(), 10 * year);
    for (double level : levels) {
        const double shown = level / time.roundingUnit(level);
        const double digit = std::pow(10.0, std::floor(std::log10(shown)));
        EXPECT_DOUBLE_EQ(shown, std::round(shown / digit) * digit)
            << time.formatValue(level).toStdString();
    }
}

TEST(ContourSegments, OneCornerCutAlongTheLevel)
{
    // f = x + y on the unit square: the 0.5 contour runs from (0, 0.5) to (0.5, 0).
    const TradeoffGrid g = handGrid(2, 2, {0, 1, 1, 2});
    const std::vector<QLineF> s = contourSegments(g, 0.5);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0], QLineF(QPointF(0, 0.5), QPointF(0.5, 0)));
    EXPECT_TRUE(contourSegments(g, 3).empty());  // above every corner
    EXPECT_TRUE(contourSegments(g, -1).empty()); // below every corner
}

TEST(ContourSegments, SaddleSplitByTheCellMean)
{
    // Corners (0,0) and (1,1) high, the other two low; the mean 0.5 is at the level, so the
    // high corners connect and the two segments cut off the low ones.
    const TradeoffGrid g = handGrid(2, 2, {1, 0, 0, 1});
    const std::vector<QLineF> s = contourSegments(g, 0.5);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0], QLineF(QPointF(0.5, 0), QPointF(1, 0.5)));
    EXPECT_EQ(s[1], QLineF(QPointF(0.5, 1), QPointF(0, 0.5)));
    // A lower mean: the low corners connect instead.
    const std::vector<QLineF> t = contourSegments(g, 0.6);
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t[0].p1().x(), 0); // around the corner (0, 0): 0.6 of the way down from (0, 1)
    EXPECT_NEAR(t[0].p1().y(), 0.4, 1e-12);
}

TEST(ContourSegments, NullCornersAreSkippedAndLogAxesInterpolateInLogSpace)
{
    TradeoffGrid g = handGrid(3, 2, {0, 1, 2, std::nullopt, 1, 2});
    // The left cell has a null corner; only the right cell is cut by 1.5.
    const std::vector<QLineF> s = contourSegments(g, 1.5);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0], QLineF(QPointF(1.5, 0), QPointF(1.5, 1)));
    g.x.values = {1, 10, 100};
    g.x.log = true;
    EXPECT_DOUBLE_EQ(g.x.valueAt(1.5), std::sqrt(10.0 * 100.0));
    EXPECT_NEAR(contourSegments(g, 1.5)[0].x1(), std::sqrt(1000.0), 1e-9);
}

TEST(TradeoffGrid, AnnualCostOverPueAndPrice)
{
    // cost = 716.8 kW · PUE · 8,760 h · price: bilinear, so the contours' ends are exact.
    const Metric &cost = metric("power.annual_cost_usd");
    const TradeoffGrid g = tradeoffGrid(seed(), cost, FieldId::Pue, FieldId::ElectricityPrice, 5, 4,
                                        ValueRange{1, 2}, ValueRange{0.1, 0.4});
    EXPECT_FALSE(g.x.log);
    EXPECT_EQ(g.x.values, (std::vector<double>{1, 1.25, 1.5, 1.75, 2}));
    ASSERT_EQ(g.cells.size(), 20u);
    auto expected = [](double pue, double price) { return 716.8 * pue * 8760 * price; };
    EXPECT_NEAR(*g.at(2, 1).value, expected(1.5, 0.2), 1e-6);
    EXPECT_NEAR(*g.minValue, expected(1, 0.1), 1e-6);
    EXPECT_NEAR(*g.maxValue, expected(2, 0.4), 1e-6);
    const std::vector<double> levels = contourLevels(*g.minValue, *g.maxValue);
    ASSERT_FALSE(levels.empty());
    for (double level : levels) {
        for (const QLineF &seg : contourSegments(g, level)) {
            EXPECT_NEAR(expected(seg.x1(), seg.y1()), level, 1e-6 * level);
            EXPECT_NEAR(expected(seg.x2(), seg.y2()), level, 1e-6 * level);
        }
    }
    EXPECT_FALSE(contourSegments(g, 1e6).empty()); // $1 M is inside [0.63, 5.02] M
}

TEST(TradeoffGrid, LogAxisForClusterSizeAndInvalidCells)
{
    const TradeoffGrid g =
        tradeoffGrid(seed(), metric("utilization.operational_goodput"), FieldId::Accelerators,
                     FieldId::PipelineBubble, 5, 3, ValueRange{1, 10000}, ValueRange{0, 0.9});
    EXPECT_TRUE(g.x.log);
    // Whole nodes of 8 from one node up: 10 → 8, 100 → 104.
    EXPECT_EQ(g.x.values, (std::vector<double>{1, 8, 104, 1000, 10000}));
    EXPECT_EQ(g.y.values, (std::vector<double>{0, 0.45, 0.9}));
    // Bubble 0.9 + 0.03 + 0.10 + 0.05 ≥ 1: every point of that row is invalid.
    for (int i = 0; i < 5; ++i) {
        EXPECT_FALSE(g.at(i, 2).valid);
        EXPECT_FALSE(g.at(i, 2).value.has_value());
    }
    EXPECT_NEAR(*g.at(0, 0).value, 1 - 0.18, 1e-12);
    EXPECT_NEAR(*g.at(0, 1).value, 1 - 0.63, 1e-12);
}

TEST(TradeoffGrid, StalledCellsAreNullButValid)
{
    Scenario sc = seed();
    applyModelMode(sc, ModelMode::Coupled);
    const TradeoffGrid g = tradeoffGrid(sc, metric("run.training_time_s"), FieldId::Accelerators,
                                        FieldId::AcceleratorMttf, 4, 3, ValueRange{1000, 200000},
                                        ValueRange{500, 50000});
    EXPECT_TRUE(g.at(3, 0).valid);
    EXPECT_FALSE(g.at(3, 0).value.has_value()); // 200,000 accelerators at 500 h never finish
    EXPECT_TRUE(g.at(0, 2).value.has_value());
}

TEST(TradeoffGrid, DefaultRangesAndBadArguments)
{
    const ValueRange n = defaultMapRange(fieldSpec(FieldId::Accelerators), 1024);
    EXPECT_DOUBLE_EQ(n.min, 10);
    EXPECT_DOUBLE_EQ(n.max, 102400);
    // A quantity's practical range, not its valid one: PUE 1.0–2.0 of 1–3, MFU 10–70 % of
    // 0.1–100 %; widened to hold a design outside it, on either side.
    const ValueRange pue = defaultMapRange(fieldSpec(FieldId::Pue), 1.4);
    EXPECT_DOUBLE_EQ(pue.min, 1);
    EXPECT_DOUBLE_EQ(pue.max, 2);
    EXPECT_DOUBLE_EQ(defaultMapRange(fieldSpec(FieldId::Pue), 2.5).max, 2.5);
    const ValueRange mfu = defaultMapRange(fieldSpec(FieldId::Mfu), 0.4);
    EXPECT_DOUBLE_EQ(mfu.min, 0.10);
    EXPECT_DOUBLE_EQ(mfu.max, 0.70);
    EXPECT_DOUBLE_EQ(defaultMapRange(fieldSpec(FieldId::Mfu), 0.05).min, 0.05);
    EXPECT_DOUBLE_EQ(defaultMapRange(fieldSpec(FieldId::Mfu), 0.9).max, 0.9);
    EXPECT_FALSE(typicalMapRange(FieldId::Accelerators).has_value());
    EXPECT_THROW(
        (void)tradeoffGrid(seed(), metric("power.it_load_w"), FieldId::Pue, FieldId::Pue, 3, 3),
        std::invalid_argument);
    EXPECT_THROW((void)tradeoffGrid(seed(), metric("power.it_load_w"), FieldId::Pue,
                                    FieldId::Accelerators, 1, 3),
                 std::invalid_argument);
}

TEST(ContourSegments, JoinIntoLinesThatKeepADashPattern)
{
    // cost over PUE × price is bilinear: its $1 M contour is one open line through the grid.
    const TradeoffGrid g =
        tradeoffGrid(seed(), metric("power.annual_cost_usd"), FieldId::Pue,
                     FieldId::ElectricityPrice, 9, 9, ValueRange{1, 2}, ValueRange{0.1, 0.4});
    const std::vector<QLineF> segments = contourSegments(g, 1e6);
    ASSERT_GE(segments.size(), 4u);
    const std::vector<std::vector<QPointF>> lines = joinSegments(segments);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].size(), segments.size() + 1);
    // Each point is on the contour, and consecutive points are a segment's two ends.
    for (const QPointF &p : lines[0])
        EXPECT_NEAR(716.8 * p.x() * 8760 * p.y(), 1e6, 1e-3);
    // Two separate segments stay two lines; nothing in, nothing out.
    const std::vector<std::vector<QPointF>> two =
        joinSegments({QLineF(0, 0, 1, 1), QLineF(5, 5, 6, 6), QLineF(1, 1, 2, 0)});
    ASSERT_EQ(two.size(), 2u);
    EXPECT_EQ(two[0], (std::vector<QPointF>{QPointF(0, 0), QPointF(1, 1), QPointF(2, 0)}));
    EXPECT_TRUE(joinSegments({}).empty());
}

TEST(MapScale, AxisTicksAreRoundValuesStrictlyBetweenTheEnds)
{
    GridAxis n{.field = FieldId::Accelerators, .log = true, .values = {164, 1000, 1638400}};
    EXPECT_EQ(axisTicks(n), (std::vector<double>{1e3, 1e4, 1e5, 1e6}));
    GridAxis mfu{.field = FieldId::Mfu, .log = false, .values = {0.1, 0.4, 0.7}};
    const std::vector<double> m = axisTicks(mfu);
    ASSERT_EQ(m.size(), 5u); // 20 … 60 %: the ends 10 % and 70 % are the axis's own labels
    EXPECT_NEAR(m.front(), 0.2, 1e-12);
    EXPECT_NEAR(m.back(), 0.6, 1e-12);
    // A tick on an end is left to the end's label; one distinct value has no ticks.
    GridAxis decade{.field = FieldId::Accelerators, .log = true, .values = {10, 1000}};
    EXPECT_EQ(axisTicks(decade), (std::vector<double>{20, 50, 100, 200, 500}));
    GridAxis flat{.field = FieldId::Pue, .log = false, .values = {1.4, 1.4}};
    EXPECT_TRUE(axisTicks(flat).empty());
}

TEST(MapScale, AxisFractionsAreLogOnALogAxisAndInvertible)
{
    GridAxis lin{.field = FieldId::Pue, .log = false, .values = {1.0, 1.5, 2.0}};
    EXPECT_DOUBLE_EQ(axisFraction(lin, 1.25), 0.25);
    EXPECT_DOUBLE_EQ(axisValueAt(lin, 0.25), 1.25);
    // 10 … 1,000 on a log axis: 100 is halfway, 10^2.5 = 316.2 at 0.75.
    GridAxis lg{.field = FieldId::Accelerators, .log = true, .values = {10.0, 100.0, 1000.0}};
    EXPECT_NEAR(axisFraction(lg, 100), 0.5, 1e-12);
    EXPECT_NEAR(axisValueAt(lg, 0.75), std::pow(10.0, 2.5), 1e-9);
    EXPECT_NEAR(axisFraction(lg, axisValueAt(lg, 0.3)), 0.3, 1e-12);
    EXPECT_DOUBLE_EQ(axisValueAt(lg, 2), 1000); // clamped
}

TEST(MapScale, ColourIsLogAcrossDecadesElseLinear)
{
    TradeoffGrid g = handGrid(2, 1, {1.0, 100.0});
    g.minValue = 1;
    g.maxValue = 100;
    EXPECT_TRUE(colourScaleIsLog(g));
    EXPECT_NEAR(colourFraction(g, 10), 0.5, 1e-12);
    EXPECT_EQ(colourFraction(g, 1000), 1);
    g.minValue = 20;
    EXPECT_FALSE(colourScaleIsLog(g));
    EXPECT_NEAR(colourFraction(g, 60), 0.5, 1e-12); // (60 − 20) / (100 − 20)
    g.maxValue = 20;
    EXPECT_EQ(colourFraction(g, 20), 0.5);
}

} // namespace
} // namespace fleet
