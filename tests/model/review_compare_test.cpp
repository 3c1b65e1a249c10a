// The output-metric table and comparing designs: every numeric results key is a metric whose
// getter agrees with the results JSON; relative changes, the best design (ties, nulls), the
// inputs that differ and the review table, each checked against values worked out by hand.
#include "../qtprinters.h"
#include "coupled.h"
#include "designcomparison.h"
#include "markdowntable.h"
#include "metrictable.h"
#include "report.h"
#include "scenarioio.h"

#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

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

/// A coupled scenario whose derived goodput is ≤ 0: the run never progresses.
Scenario stalled()
{
    Scenario s = seed();
    applyModelMode(s, ModelMode::Coupled);
    s.cluster.accelerators = 200000;
    s.reliability.acceleratorMttfH = 2000;
    return s;
}

TEST(Metrics, EveryNumericResultsKeyIsAnAnnotatedMetric)
{
    const auto numeric = flattenNumericResults(resultsToJson(evaluate(seed())));
    std::set<QString> jsonKeys;
    for (const auto &[key, value] : numeric)
        jsonKeys.insert(key);
    std::set<QString> annotated;
    for (const detail::MetricAnnotation &a : detail::metricAnnotations())
        annotated.insert(QString::fromLatin1(a.key));
    EXPECT_EQ(jsonKeys, annotated) << "annotate every numeric results key in metrictable.cpp";
    EXPECT_EQ(outputMetrics().size(), jsonKeys.size());
    EXPECT_GE(outputMetrics().size(), 70u);
    for (const Metric &m : outputMetrics()) {
        EXPECT_NE(m.label, nullptr) << m.key.toStdString();
        EXPECT_NE(m.getter, nullptr) << m.key.toStdString();
    }
}

TEST(Metrics, GettersAgreeWithTheResultsJson)
{
    Scenario coupled = seed();
    applyModelMode(coupled, ModelMode::Coupled);
    coupled.cluster.accelerators = 16384;
    Scenario noCeiling = seed();
    noCeiling.scaling.serialFraction = 0;
    for (const Scenario &s : {seed(), coupled, stalled(), noCeiling}) {
        const Results r = evaluate(s);
        for (const auto &[key, value] : flattenNumericResults(resultsToJson(r))) {
            const Metric *m = findMetric(key);
            ASSERT_NE(m, nullptr) << key.toStdString();
            EXPECT_EQ(m->value(r), value) << key.toStdString();
        }
    }
}

TEST(Metrics, NullableKeysAndFormats)
{
    const Metric *time = findMetric(u"run.training_time_s");
    ASSERT_NE(time, nullptr);
    EXPECT_TRUE(time->nullable);
    EXPECT_EQ(time->better, Better::Lower);
    EXPECT_FALSE(time->value(evaluate(stalled())).has_value());
    EXPECT_EQ(time->formatValue(std::nullopt), QStringLiteral("never finishes"));
    EXPECT_EQ(time->formatValue(30.4 * 86400), QStringLiteral("30.4 days"));
    EXPECT_TRUE(findMetric(u"scaling.amdahl_limit")->nullable);
    EXPECT_FALSE(findMetric(u"power.it_load_w")->nullable);
    EXPECT_EQ(findMetric(u"power.rack_power_w")->formatValue(57200), QStringLiteral("57.2 kW"));
    EXPECT_EQ(findMetric(u"power.facility_load_w")->formatValue(9.8e6), QStringLiteral("9.8 MW"));
    EXPECT_EQ(findMetric(u"utilization.effective_flop_per_s")->formatValue(2.076109e17),
              QStringLiteral("0.208 EFLOP/s"));
    EXPECT_EQ(findMetric(u"utilization.operational_goodput")->formatValue(0.77),
              QStringLiteral("77.0 %"));
    EXPECT_EQ(findMetric(u"power.cooling_verdict"), nullptr); // a word, not a number
    EXPECT_EQ(findMetric(u"no.such_key"), nullptr);
}

TEST(Metrics, HeadlineMetricsInReviewOrder)
{
    QStringList keys;
    for (const Metric *m : headlineMetrics())
        keys << m->key;
    EXPECT_EQ(keys,
              (QStringList{
                  QStringLiteral("run.training_time_s"), QStringLiteral("run.accelerator_hours"),
                  QStringLiteral("run.expected_failures"), QStringLiteral("run.checkpoint_time_s"),
                  QStringLiteral("run.failure_time_s"), QStringLiteral("run.energy_wh"),
                  QStringLiteral("run.cost_usd"), QStringLiteral("run.co2_kg"),
                  QStringLiteral("utilization.effective_flop_per_s"),
                  QStringLiteral("utilization.effective_fraction"),
                  QStringLiteral("utilization.operational_goodput"),
                  QStringLiteral("reliability.cluster_mtbf_h"),
                  QStringLiteral("reliability.checkpoint_interval_s"),
                  QStringLiteral("roofline.decode_tokens_per_s"), QStringLiteral("power.it_load_w"),
                  QStringLiteral("power.facility_load_w"), QStringLiteral("power.rack_power_w"),
                  QStringLiteral("serving.accelerators"),
                  QStringLiteral("serving.usd_per_million_output_tokens")}));
}

TEST(Metrics, ChangesAreWrittenWithSignAndNeverNaN)
{
    EXPECT_EQ(formatChange(0.1234), QStringLiteral("+12.3 %"));
    EXPECT_EQ(formatChange(-0.5), QStringLiteral("\u221250.0 %"));
    EXPECT_EQ(formatChange(0.0), QStringLiteral("±0 %"));
    EXPECT_EQ(formatChange(std::nullopt), QStringLiteral("—"));
    EXPECT_EQ(relativeChange(150, 100), 0.5);
    EXPECT_EQ(relativeChange(0, 0), 0.0);
    EXPECT_EQ(relativeChange(5, 0), std::nullopt);
    EXPECT_EQ(relativeChange(std::nullopt, 100), std::nullopt);
    EXPECT_EQ(relativeChange(100, std::nullopt), std::nullopt);
}

TEST(CompareDesigns, DoublingTheClusterDoublesTheLoadAndHalvesTheMtbf)
{
    Scenario b = seed();
    b.cluster.accelerators = 2048;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(b)};
    const DesignComparison c = compareDesigns(designs);
    const MetricComparison *it = c.find(u"power.it_load_w");
    ASSERT_NE(it, nullptr);
    EXPECT_DOUBLE_EQ(*it->values[0], 1024 * 700.0);
    EXPECT_DOUBLE_EQ(*it->values[1], 2048 * 700.0);
    EXPECT_DOUBLE_EQ(*it->changes[0], 0);
    EXPECT_DOUBLE_EQ(*it->changes[1], 1.0);
    EXPECT_EQ(it->best, std::vector<int>{0}); // lower power is better
    const MetricComparison *mtbf = c.find(u"reliability.cluster_mtbf_h");
    EXPECT_NEAR(*mtbf->changes[1], -0.5, 1e-12);
    EXPECT_EQ(mtbf->best, std::vector<int>{0}); // higher MTBF is better
    // Training time: T = 6PD / (N · R · MFU · η · goodput); η(1,024) = 0.5, η(2,048) = 0.45.
    const MetricComparison *time = c.find(u"run.training_time_s");
    EXPECT_NEAR(*time->changes[1], (1024 * 0.5) / (2048 * 0.45) - 1, 1e-12);
    EXPECT_EQ(time->best, std::vector<int>{1});
    // Same rack, same verdict: a tie is not a win.
    EXPECT_TRUE(c.find(u"power.rack_power_w")->best.empty());
    // No direction, no best.
    EXPECT_TRUE(c.find(u"reliability.checkpoint_interval_s")->best.empty());
}

TEST(CompareDesigns, AStalledRunIsTheWorstTimeAndItsChangeIsNull)
{
    const std::vector<Design> designs{makeDesign(stalled()), makeDesign(seed()),
                                      makeDesign(stalled())};
    const DesignComparison c = compareDesigns(designs);
    const MetricComparison *time = c.find(u"run.training_time_s");
    EXPECT_FALSE(time->values[0].has_value());
    EXPECT_TRUE(time->values[1].has_value());
    EXPECT_EQ(time->changes[0], std::nullopt); // null vs null: no number, never NaN
    EXPECT_EQ(time->changes[1], std::nullopt);
    EXPECT_EQ(time->best, std::vector<int>{1});
    // Both stalled: nothing to choose.
    const std::vector<Design> both{makeDesign(stalled()), makeDesign(stalled())};
    EXPECT_TRUE(compareDesigns(both).find(u"run.energy_wh")->best.empty());
}

TEST(CompareDesigns, TiesMarkEveryTiedDesign)
{
    Scenario cheap = seed();
    cheap.facility.electricityUsdPerKwh = 0.06;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(cheap), makeDesign(cheap)};
    const DesignComparison c = compareDesigns(designs);
    const MetricComparison *cost = c.find(u"power.annual_cost_usd");
    EXPECT_EQ(cost->best, (std::vector<int>{1, 2}));
    EXPECT_NEAR(*cost->changes[2], -0.5, 1e-12);
}

TEST(InputDifferences, ListsOnlyWhatDiffersAsText)
{
    Scenario b = seed();
    b.accelerator = *catalog().findAccelerator("nvidia-b200");
    b.cluster.accelerators = 8192;
    b.facility.pue = 1.12;
    b.name = "another name"; // names are not inputs
    const std::vector<Scenario> designs{seed(), b};
    const std::vector<InputRow> rows = inputDifferences(designs);
    QStringList keys;
    for (const InputRow &r : rows)
        keys << r.key;
    EXPECT_EQ(
        keys,
        (QStringList{QStringLiteral("hardware.accelerator"), QStringLiteral("cluster.accelerators"),
                     QStringLiteral("facility.pue"), QStringLiteral("hardware.peak_flop_per_s"),
                     QStringLiteral("hardware.hbm_bandwidth_bytes_per_s"),
                     QStringLiteral("hardware.hbm_capacity_bytes"),
                     QStringLiteral("hardware.tdp_w")}));
    EXPECT_EQ(rows[1].values, (std::vector<QString>{QStringLiteral("1,024 accelerators"),
                                                    QStringLiteral("8,192 accelerators")}));
    EXPECT_EQ(rows[2].values,
              (std::vector<QString>{QStringLiteral("1.4"), QStringLiteral("1.12")}));
    EXPECT_EQ(rows[0].values[1], QStringLiteral("NVIDIA B200"));
    // One design alone differs from nothing.
    EXPECT_TRUE(inputDifferences(std::vector<Scenario>{b}).empty());
}

TEST(InputDifferences, ChoicesComponentsAndExclusionsAreInputs)
{
    Scenario b = seed();
    applyModelMode(b, ModelMode::Coupled);
    b.reliability.nodeComponents.push_back({"Fan", 4, 200000});
    b.operations.excluded[0] = true;
    const std::vector<Scenario> designs{seed(), b};
    std::map<QString, std::vector<QString>> byKey;
    for (const InputRow &r : inputDifferences(designs))
        byKey[r.key] = r.values;
    EXPECT_EQ(byKey[QStringLiteral("reliability.failure_model")],
              (std::vector<QString>{QStringLiteral("Accelerators only"),
                                    QStringLiteral("Nodes with components")}));
    EXPECT_EQ(byKey[QStringLiteral("workload.compute_time_per_step_s")][0],
              QStringLiteral("Set by hand: 5,000 ms"));
    EXPECT_TRUE(byKey[QStringLiteral("reliability.node_components")][1].endsWith(
        QStringLiteral("4 × Fan (MTTF 200,000 h)")));
    EXPECT_EQ(byKey[QStringLiteral("operations.excluded")],
              (std::vector<QString>{QStringLiteral("none"), QStringLiteral("Pipeline bubble")}));
}

TEST(ReviewTable, ADesignWithItsMfuFromTheLayoutAddsTheLayoutsRows)
{
    Scenario b = seed();
    b.scaling.mfuSource = MfuSource::Layout;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(b)};
    const std::vector<ReviewRow> rows = reviewTable(designs);
    ASSERT_EQ(rows.size(), headlineMetrics().size() + 3);
    const ReviewRow &mfu = rows[rows.size() - 2];
    EXPECT_EQ(mfu.key, QStringLiteral("parallelism.mfu"));
    // The default layout (t = p = 1, d = 1,024) on 1,024 H100: e_c = 0.5 and the data-parallel
    // AllReduce hidden behind the backward pass, so MFU_layout = 0.5 for both designs (the
    // layout is evaluated whatever the MFU source).
    EXPECT_EQ(mfu.cells[1].value, QStringLiteral("50.0 %"));
    const ReviewRow &memory = rows.back();
    EXPECT_EQ(memory.key, QStringLiteral("parallelism.memory_per_accelerator_bytes"));
    EXPECT_EQ(memory.cells[1].value, QStringLiteral("46.34 GB"))
        << memory.cells[1].value.toStdString();
    // Without a layout-MFU design the table keeps its headline rows only.
    const std::vector<Design> plain{makeDesign(seed()), makeDesign(seed())};
    EXPECT_EQ(reviewTable(plain).size(), headlineMetrics().size() + 1);
}

TEST(ReviewTable, RunLevelRowsFollowTheTimeToTrain)
{
    // A review reads what the run costs as a whole, after its time: accelerator-hours, the
    // failures it meets, and the time it spends writing checkpoints and loses to failures.
    Scenario b = seed();
    b.cluster.accelerators = 2048;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(b)};
    const std::vector<ReviewRow> rows = reviewTable(designs);
    ASSERT_GE(rows.size(), 5u);
    const std::vector<QString> keys{rows[0].key, rows[1].key, rows[2].key, rows[3].key,
                                    rows[4].key};
    EXPECT_EQ(keys, (std::vector<QString>{
                        QStringLiteral("run.training_time_s"),
                        QStringLiteral("run.accelerator_hours"),
                        QStringLiteral("run.expected_failures"),
                        QStringLiteral("run.checkpoint_time_s"),
                        QStringLiteral("run.failure_time_s"),
                    }));
    // By hand for the seed: 1,024 accelerators at 50,000 h fail 1,024 / 50,000 times an hour;
    // the appendix's budget spends 3 % of the wall clock on checkpoints and 10 % on failures.
    const Results r = evaluate(seed());
    ASSERT_TRUE(r.run.trainingTimeS.has_value());
    const double t = *r.run.trainingTimeS;
    EXPECT_DOUBLE_EQ(*r.run.acceleratorHours, 1024 * t / 3600);
    EXPECT_DOUBLE_EQ(*r.run.expectedFailures, 1024 / 50000.0 * t / 3600);
    EXPECT_DOUBLE_EQ(*r.run.checkpointTimeS, 0.03 * t);
    EXPECT_DOUBLE_EQ(*r.run.failureTimeS, 0.10 * t);
    // Each row has a cell per design, and the smaller value is marked: twice the accelerators
    // meet twice the failures an hour for a little over half the time.
    for (size_t i = 1; i < 5; ++i) {
        ASSERT_EQ(rows[i].cells.size(), 2u) << rows[i].key.toStdString();
        EXPECT_FALSE(rows[i].cells[0].value.isEmpty()) << rows[i].key.toStdString();
    }
    const Results rb = evaluate(b);
    EXPECT_EQ(rows[2].cells[1].best, *rb.run.expectedFailures < *r.run.expectedFailures);
    EXPECT_EQ(rows[3].cells[1].best, *rb.run.checkpointTimeS < *r.run.checkpointTimeS);
    EXPECT_TRUE(rows[3].cells[1].best); // B trains sooner, so it checkpoints for less time
    // A run that never progresses has none of them.
    const std::vector<Design> withStalled{makeDesign(seed()), makeDesign(stalled())};
    for (const ReviewRow &row : reviewTable(withStalled)) {
        if (row.key.startsWith(QStringLiteral("run."))) {
            EXPECT_FALSE(row.cells[1].best) << row.key.toStdString();
        }
    }
}

TEST(ReviewTable, ADecodeBoundThatDoesNotFitIsNotRanked)
{
    // B has twice A's HBM bandwidth but 1 GB of it: its decode bound would win, yet the 7B
    // model's 14 GB of weights do not fit, so it is left out of the ranking and says why; C,
    // with 1.5 × A's bandwidth and room, is the best that applies.
    Scenario b = seed(), c = seed();
    b.accelerator.hbmBandwidthBytesPerS *= 2;
    b.accelerator.hbmCapacityBytes = 1e9;
    c.accelerator.hbmBandwidthBytesPerS *= 1.5;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(b), makeDesign(c)};
    ASSERT_TRUE(designs[0].results.roofline.fitsInMemory);
    ASSERT_FALSE(designs[1].results.roofline.fitsInMemory);
    ASSERT_TRUE(designs[2].results.roofline.fitsInMemory);
    const std::vector<ReviewRow> rows = reviewTable(designs);
    const auto decode = std::find_if(rows.begin(), rows.end(), [](const ReviewRow &row) {
        return row.key == QStringLiteral("roofline.decode_tokens_per_s");
    });
    ASSERT_NE(decode, rows.end());
    EXPECT_FALSE(decode->cells[0].best);
    EXPECT_FALSE(decode->cells[1].best);
    EXPECT_TRUE(decode->cells[2].best);
    EXPECT_TRUE(decode->cells[0].note.isEmpty());
    EXPECT_TRUE(decode->cells[2].note.isEmpty());
    EXPECT_TRUE(reviewCellText(decode->cells[1])
                    .endsWith(QStringLiteral(
                        " — not ranked: the model does not fit in one accelerator's memory")))
        << reviewCellText(decode->cells[1]).toStdString();
    // With only one design that fits, nothing is ranked.
    const std::vector<Design> two{makeDesign(seed()), makeDesign(b)};
    for (const ReviewRow &row : reviewTable(two)) {
        if (row.key == decode->key) {
            EXPECT_FALSE(row.cells[0].best);
            EXPECT_FALSE(row.cells[1].best);
        }
    }
}

TEST(ReviewTable, HeadlineRowsWithTheCoolingVerdictInWords)
{
    Scenario b = seed();
    b.cluster.nodesPerRack = 8; // 8 × 8 × 700 W = 44.8 kW: liquid
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(b)};
    const std::vector<ReviewRow> rows = reviewTable(designs);
    ASSERT_EQ(rows.size(), headlineMetrics().size() + 1);
    const auto rack = *std::find_if(rows.begin(), rows.end(), [](const ReviewRow &row) {
        return row.key == QStringLiteral("power.rack_power_w");
    });
    EXPECT_EQ(rack.key, QStringLiteral("power.rack_power_w"));
    EXPECT_EQ(rack.cells[0].value, QStringLiteral("22.4 kW"));
    EXPECT_EQ(rack.cells[1].value, QStringLiteral("44.8 kW"));
    EXPECT_EQ(rack.cells[1].change, QStringLiteral("+100.0 %"));
    EXPECT_TRUE(rack.cells[0].best);
    EXPECT_FALSE(rack.cells[1].best);
    EXPECT_EQ(reviewCellText(rack.cells[0]), QStringLiteral("22.4 kW ✓ best"));
    EXPECT_EQ(reviewCellText(rack.cells[1]), QStringLiteral("44.8 kW (+100.0 %)"));
    const ReviewRow &verdict =
        *(std::find_if(rows.begin(), rows.end(),
                       [](const ReviewRow &row) {
                           return row.key == QStringLiteral("power.rack_power_w");
                       }) +
          1);
    EXPECT_EQ(verdict.key, QStringLiteral("power.cooling_verdict"));
    EXPECT_EQ(verdict.cells[0].value, QStringLiteral("Air cooling is enough"));
    EXPECT_EQ(verdict.cells[1].value, QStringLiteral("Liquid cooling required"));
    const QString markdown = reviewTableMarkdown(designs);
    EXPECT_TRUE(
        markdown.contains(QStringLiteral("| Rack power | 22.4 kW ✓ best | 44.8 kW (+100.0 %) |")))
        << markdown.toStdString();
    EXPECT_TRUE(markdown.startsWith(QStringLiteral(
        "| Metric | 1,024 × NVIDIA H100 SXM | 1,024 × NVIDIA H100 SXM |\n|---|---|---|\n")));
}

TEST(ReviewTable, MarkdownCellsAreEscaped)
{
    EXPECT_EQ(markdownCell(QStringLiteral("a | b\nc")), QStringLiteral("a \\| b c"));
    EXPECT_EQ(markdownTable({QStringLiteral("x"), QStringLiteral("y")}, {{QStringLiteral("1")}}),
              QStringLiteral("| x | y |\n|---|---|\n| 1 |  |\n"));
}

TEST(Report, MarkdownHoldsTheReviewTableTheViewsAndTheFlags)
{
    Scenario big = seed();
    big.cluster.accelerators = 16384;
    const std::vector<Design> designs{makeDesign(seed()), makeDesign(big)};
    const QString md =
        reviewReportMarkdown(designs, {QStringLiteral("a.json"), QStringLiteral("b.json")});
    EXPECT_TRUE(md.contains(reviewTableMarkdown(designs)));
    for (const char *heading :
         {"## Designs", "## Bottom line", "## Verdicts", "## Model flags", "## What differs",
          "## Inputs", "## The math", "## 1. Roofline", "## 2. Scaling", "## 3. Communication",
          "## 4. Reliability", "## 5. Utilization", "## 6. Power & cooling", "## 7. Layout",
          "## 8. Serving", "## 9. Trade-off map", "### Readouts"})
        EXPECT_TRUE(md.contains(QString::fromUtf8(heading))) << heading;
    // 16,384 > 8,192: the empirical curve is extrapolated, and the report says so.
    EXPECT_TRUE(md.contains(QStringLiteral("| ") + modelFlagText(ModelFlag::EmpiricalExtrapolated) +
                            QStringLiteral(" (empirical_extrapolated) | no | RAISED |")))
        << md.toStdString();
    // Every flag is listed, raised or not: a reader sees what was checked.
    for (const char *id : {"empirical_floor", "young_out_of_range", "daly_interval_is_mtbf",
                           "wasted_time_capped", "progress_stalls"})
        EXPECT_TRUE(md.contains(QStringLiteral(" (%1) | no | no |").arg(QLatin1String(id)))) << id;
    EXPECT_TRUE(md.contains(QStringLiteral(
        "| Cluster size (cluster.accelerators) | 1,024 accelerators | 16,384 accelerators |")));
    EXPECT_TRUE(md.contains(QStringLiteral("I_ridge = R_peak / BW"))) << "formulas are in";
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST(Report, IsOneValueWithAChartPerDesignOnEachViewAndTheMap)
{
    Scenario big = seed();
    big.cluster.accelerators = 16384;
    Design a = makeDesign(seed());
    a.name = QStringLiteral("A");
    Design b = makeDesign(big);
    b.name = QStringLiteral("B");
    const std::vector<Design> designs{a, b};
    TradeoffChoice choice;
    choice.points = 8;
    const Report report = reviewReport(designs, {QString(), QString()}, &catalog(), choice);
    EXPECT_EQ(report.designs, (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
    // The summary, eight views, the map, the reference.
    ASSERT_EQ(report.sections.size(), 11u);
    EXPECT_TRUE(report.sections[0].heading.isEmpty());
    EXPECT_TRUE(report.sections[0].charts.empty());
    EXPECT_EQ(report.sections[0].tables[1].heading, QStringLiteral("Bottom line"));
    const QStringList titles{QStringLiteral("Roofline"),      QStringLiteral("Scaling"),
                             QStringLiteral("Communication"), QStringLiteral("Reliability"),
                             QStringLiteral("Utilization"),   QStringLiteral("Power & cooling"),
                             QStringLiteral("Layout"),        QStringLiteral("Serving")};
    for (int i = 0; i < 8; ++i) {
        const ReportSection &v = report.sections[size_t(i) + 1];
        EXPECT_EQ(v.heading, QStringLiteral("%1. %2").arg(i + 1).arg(titles[i]));
        ASSERT_EQ(v.charts.size(), 2u) << i;
        for (int d = 0; d < 2; ++d) {
            EXPECT_EQ(v.charts[size_t(d)].viewId, reportViewIds()[i]);
            EXPECT_EQ(v.charts[size_t(d)].design, d);
            EXPECT_EQ(v.charts[size_t(d)].caption, designs[size_t(d)].name);
            EXPECT_FALSE(v.charts[size_t(d)].map.has_value());
        }
        ASSERT_EQ(v.tables.size(), 1u) << i;
        EXPECT_EQ(v.tables[0].heading, QStringLiteral("Readouts"));
        EXPECT_EQ(v.tables[0].header.size(), 3) << "the values only";
    }
    // B's 16,384 accelerators extrapolate the appendix's η: said under the scaling view, for B.
    const QStringList scalingNotes = report.sections[2].notes;
    ASSERT_EQ(scalingNotes.size(), 1) << scalingNotes.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(scalingNotes[0],
              QStringLiteral("B: ⓘ ") + modelFlagText(ModelFlag::EmpiricalExtrapolated));
    EXPECT_TRUE(report.sections[1].notes.isEmpty()) << "the roofline names no flag";

    const ReportSection &map = report.sections[9];
    EXPECT_EQ(map.heading, QStringLiteral("9. Trade-off map"));
    ASSERT_EQ(map.charts.size(), 2u);
    for (const ReportChart &c : map.charts) {
        ASSERT_TRUE(c.map.has_value());
        EXPECT_EQ(c.map->metric, findMetric(u"run.training_time_s"));
        EXPECT_EQ(c.map->grid.x.values.size(), 8u);
        EXPECT_DOUBLE_EQ(c.map->grid.y.values.front(), 0.10); // MFU 10–70 %
        EXPECT_DOUBLE_EQ(c.map->grid.y.values.back(), 0.70);
        ASSERT_TRUE(c.map->target.has_value());
        EXPECT_DOUBLE_EQ(*c.map->target, 30 * 86400.0);
    }
    EXPECT_DOUBLE_EQ(map.charts[1].map->current.x(), 16384);
    ASSERT_EQ(map.notes.size(), 2);
    EXPECT_TRUE(map.notes[0].startsWith(QStringLiteral("A: colour is Time to train over")))
        << map.notes[0].toStdString();
    EXPECT_TRUE(map.notes[0].contains(QStringLiteral("8 × 8 points")));
    EXPECT_TRUE(map.notes[0].contains(QStringLiteral("The target is reached on the bold line.")))
        << map.notes[0].toStdString();
    EXPECT_EQ(report.sections[10].heading, QStringLiteral("10. Reference"));

    // A target no point of the map reaches is said, not drawn.
    choice.target = QStringLiteral("1 s");
    const Report unreachable = reviewReport(designs, {QString(), QString()}, nullptr, choice);
    ASSERT_EQ(unreachable.sections.size(), 10u) << "no catalog: no reference";
    EXPECT_TRUE(unreachable.sections[9].notes[0].contains(
        QStringLiteral("The target is not reached anywhere on this map.")));
    // A target in the wrong unit says why, and the map is drawn without it.
    choice.target = QStringLiteral("5 MW");
    const Report wrong = reviewReport(designs, {QString(), QString()}, nullptr, choice);
    EXPECT_FALSE(wrong.sections[9].charts[0].map->target.has_value());
    EXPECT_FALSE(wrong.sections[9].notes[0].contains(QStringLiteral("(5 MW)")));

    const QString md = reportMarkdown(report);
    EXPECT_TRUE(md.contains(QStringLiteral("## 4. Reliability\n\nThe PDF draws the charts of: A, "
                                           "B.\n\n### Readouts\n")))
        << md.toStdString();
    EXPECT_TRUE(md.contains(map.notes[1] + QStringLiteral("\n\n")));
}

TEST(ReviewSummary, SaysWhichDesignIsBestOnHowManyRowsAndNamesTheOthersRows)
{
    Scenario b = seed();
    b.name = "Twice the accelerators";
    b.cluster.accelerators = 2048;
    Design first = makeDesign(seed());
    first.name = QStringLiteral("Seed");
    Design second = makeDesign(b);
    second.name = QStringLiteral("2K");
    const std::vector<Design> designs{first, second};
    const QString summary = reviewSummary(designs);
    // Twice the accelerators finish sooner (so they spend less time checkpointing and lose less
    // to failures) at a higher throughput; the seed, at a better scaling efficiency, is best on
    // the accelerator-hours and all that follows them (failures, energy, cost, CO₂, fraction of
    // peak, MTBF, IT and facility load). One rack and one decode accelerator are the same.
    EXPECT_EQ(summary.toStdString(),
              "Seed is best on 9 of 13 ranked rows; 2K on time to train, time spent "
              "checkpointing, time lost to failures and restarts and effective throughput. Equal "
              "on goodput, decode tokens/s, rack power, serving accelerators and cost per million "
              "output tokens.");
    // The report's first page carries it over the bottom-line table.
    EXPECT_TRUE(reviewReportMarkdown(designs, {QString(), QString()}).contains(summary));
    EXPECT_TRUE(reviewSummary(std::span(designs).first(1)).isEmpty());
}

} // namespace
} // namespace fleet
