// The tornado chart's data and the typed goal-seek target, on the IT load case worked out by
// hand (IT = N · TDP) and on targets typed in other units.
#include "../qtprinters.h"
#include "coupled.h"
#include "designcomparison.h"
#include "goalseek.h"
#include "scenarioio.h"
#include "tornado.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace fleet {
namespace {

Scenario seed()
{
    static const Catalog c = embeddedCatalog();
    return defaultScenario(c);
}

const Metric &metric(const char *key)
{
    const Metric *m = findMetric(QString::fromLatin1(key));
    if (!m)
        throw std::logic_error(key);
    return *m;
}

TEST(Tornado, ItLoadBarsAreRelativeToTheLargestChange)
{
    // IT = 1,024 × 700 W = 716.8 kW. TDP ± 10 %: ∓/± 71,680 W (the longest bars, ±1).
    // N 922 and 1,126: ± 102 × 700 W = 71,400 W, so 71,400 / 71,680 of the longest.
    const TornadoChart chart = tornadoChart(sensitivity(seed(), metric("power.it_load_w")));
    ASSERT_EQ(chart.bars.size(), 2u); // only the inputs that move the output
    EXPECT_NEAR(chart.scale, 71680, 1e-6);
    EXPECT_EQ(chart.stepPercent, 10);
    EXPECT_EQ(chart.bars[0].field, FieldId::AcceleratorTdp);
    EXPECT_NEAR(chart.bars[0].down.extent, -1, 1e-12);
    EXPECT_NEAR(chart.bars[0].up.extent, 1, 1e-12);
    EXPECT_EQ(chart.bars[1].field, FieldId::Accelerators);
    EXPECT_NEAR(chart.bars[1].down.extent, -71400.0 / 71680, 1e-12);
    EXPECT_NEAR(chart.bars[1].up.extent, 71400.0 / 71680, 1e-12);
    EXPECT_FALSE(chart.bars[1].down.stalls);
    // Each side names the input value and the output there, with units; 922 = 115 nodes of 8
    // and one of 2, where 1,024 fills its nodes: the bar says so.
    const Metric &it = metric("power.it_load_w");
    EXPECT_EQ(chart.bars[1].down.text, formatInputValue(fieldSpec(FieldId::Accelerators), 922) +
                                           QStringLiteral(" (115 full nodes + one of 2) → ") +
                                           it.formatValue(922 * 700.0));
    EXPECT_FALSE(chart.bars[1].down.text.contains(QStringLiteral("1,126 accelerators (")));
    EXPECT_EQ(chart.bars[1].input, fieldSpec(FieldId::Accelerators).displayLabel());
    EXPECT_EQ(chart.baseText, it.formatValue(716800.0));
    // maxBars keeps the largest.
    const TornadoChart one = tornadoChart(sensitivity(seed(), metric("power.it_load_w")), 1);
    ASSERT_EQ(one.bars.size(), 1u);
    EXPECT_EQ(one.bars[0].field, FieldId::AcceleratorTdp);
}

TEST(Tornado, AnInputWhoseMoveStallsTheRunRunsItsBarToTheEnd)
{
    // A coupled run on 200,000 accelerators just above the MTTF at which its derived goodput
    // reaches 0: MTTF − 10 % stalls it (the output turns null, "never finishes"), + 10 % does
    // not. The threshold is found by bisection on the model's own stall flag.
    Scenario s = seed();
    applyModelMode(s, ModelMode::Coupled);
    s.cluster.accelerators = 200000;
    double stalled = 100, progresses = 1e6; // h
    const auto stallsAt = [&s](double mttf) {
        Scenario t = s;
        t.reliability.acceleratorMttfH = mttf;
        return evaluate(t).utilization.progressStalls;
    };
    ASSERT_TRUE(stallsAt(stalled));
    ASSERT_FALSE(stallsAt(progresses));
    for (int i = 0; i < 60; ++i) {
        const double mid = std::sqrt(stalled * progresses);
        (stallsAt(mid) ? stalled : progresses) = mid;
    }
    s.reliability.acceleratorMttfH = 1.05 * progresses;
    ASSERT_FALSE(evaluate(s).utilization.progressStalls);
    const TornadoChart chart = tornadoChart(sensitivity(s, metric("run.training_time_s")), 40);
    const auto bar = std::find_if(chart.bars.begin(), chart.bars.end(), [](const TornadoBar &b) {
        return b.field == FieldId::AcceleratorMttf;
    });
    ASSERT_NE(bar, chart.bars.end());
    EXPECT_TRUE(bar->down.stalls);
    EXPECT_DOUBLE_EQ(bar->down.extent, 1.0); // never finishing is the slowest: the bar's end
    EXPECT_TRUE(bar->down.text.endsWith(metric("run.training_time_s").formatValue(std::nullopt)))
        << bar->down.text.toStdString();
    EXPECT_FALSE(bar->up.stalls);
    EXPECT_LT(bar->up.extent, 0); // a longer MTTF shortens the run
    EXPECT_GE(bar->up.extent, -1);
}

TEST(Tornado, TrainingTimeFallsWithMoreMfu)
{
    // T ∝ 1 / MFU: MFU + 10 % shortens the run (a bar to the left), − 10 % lengthens it.
    const Sensitivity s = sensitivity(seed(), metric("run.training_time_s"));
    const TornadoChart chart = tornadoChart(s, 100);
    for (const TornadoBar &b : chart.bars) {
        if (b.field != FieldId::Mfu)
            continue;
        const double base = *s.baseOutput;
        EXPECT_NEAR(b.down.extent * chart.scale, base / 0.9 - base, 1e-6 * base);
        EXPECT_NEAR(b.up.extent * chart.scale, base / 1.1 - base, 1e-6 * base);
        return;
    }
    FAIL() << "no MFU bar";
}

TEST(MetricTarget, ReadsTheUnitsPeopleType)
{
    const MetricTarget days =
        parseMetricTarget(metric("run.training_time_s"), QString::fromUtf8("30 days"));
    ASSERT_TRUE(days.ok) << days.error.toStdString();
    EXPECT_DOUBLE_EQ(days.value, 30 * 86400.0);
    EXPECT_DOUBLE_EQ(
        parseMetricTarget(metric("power.facility_load_w"), QString::fromUtf8("9 MW")).value, 9e6);
    EXPECT_DOUBLE_EQ(
        parseMetricTarget(metric("power.rack_power_w"), QString::fromUtf8("30 kW")).value, 30000);
    EXPECT_DOUBLE_EQ(
        parseMetricTarget(metric("reliability.failure_probability"), QString::fromUtf8("50 %"))
            .value,
        0.5);
    EXPECT_DOUBLE_EQ(
        parseMetricTarget(metric("reliability.failure_probability"), QString::fromUtf8("50")).value,
        0.5);
    EXPECT_DOUBLE_EQ(
        parseMetricTarget(metric("reliability.cluster_mtbf_h"), QString::fromUtf8("90 min")).value,
        1.5);
    EXPECT_DOUBLE_EQ(parseMetricTarget(metric("utilization.effective_flop_per_s"),
                                       QString::fromUtf8("0.5 EFLOP/s"))
                         .value,
                     0.5e18);
    EXPECT_FALSE(parseMetricTarget(metric("run.training_time_s"), QString::fromUtf8("30 MW")).ok);
    EXPECT_FALSE(parseMetricTarget(metric("run.training_time_s"), QString::fromUtf8("")).ok);
    EXPECT_FALSE(parseMetricTarget(metric("run.training_time_s"), QString::fromUtf8("soon"))
                     .error.isEmpty());
}

} // namespace
} // namespace fleet
