// The Serving view on a document alone: SPEC §9.3's worked example — its readouts, the curves'
// points at the batch used, the TPOT target line and Little's law's seats — equal the model's
// results; doubling λ doubles Q; "auto" sits below the memory wall; no batch meeting the
// targets says so.
#include "../qtprinters.h"
#include "explain.h"
#include "format.h"
#include "readout.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "seatmap.h"
#include "servingview.h"
#include "textfit.h"
#include "viewcheck.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

/// SPEC §9.3: Llama-3.1-70B on H100, t_s = 4, B = 32, λ = 20, L_in 1,024, L_out 256, u = 1,
/// $2 per accelerator-hour.
void workedExample(Scenario &s)
{
    applyModelPreset(s, *embeddedCatalog().findModel("llama-3.1-70b"));
    s.serving.tensor = 4;
    s.serving.batch = 32;
    s.serving.arrivalRateRps = 20;
    s.serving.targetUtilization = 1;
    s.serving.acceleratorHourUsd = 2;
}

const Readout *readout(const ReadoutPanel *panel, const char *title)
{
    for (const Readout &r : panel->readouts())
        if (r.title == QString::fromUtf8(title))
            return &r;
    return nullptr;
}

TEST(ServingView, TheWorkedExamplesReadoutsAndPoints)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    auto view = shownView<ServingView>(&doc);
    const ServingResult &v = doc.results().serving;
    // TPOT 12.198 ms, T 3.1688 s, Q 63.38, 2 replicas, 8 accelerators, 1.531 J, $0.919 (SPEC).
    const Readout *tpot = readout(view->readoutPanel(), "TPOT");
    ASSERT_NE(tpot, nullptr);
    EXPECT_EQ(tpot->value, formatDuration(v.tpotS) + QStringLiteral("\nmemory-bound"));
    EXPECT_NEAR(tpot->number, 12.198e-3, 0.0005e-3);
    const Readout *replicas = readout(view->readoutPanel(), "Replicas");
    ASSERT_NE(replicas, nullptr);
    EXPECT_EQ(replicas->value, QStringLiteral("2"));
    const Readout *accelerators = readout(view->readoutPanel(), "Serving accelerators");
    ASSERT_NE(accelerators, nullptr);
    EXPECT_EQ(accelerators->value, QStringLiteral("8"));
    const Readout *q = readout(view->readoutPanel(), "Requests in flight");
    ASSERT_NE(q, nullptr);
    EXPECT_NEAR(q->number, 63.38, 0.005);
    const Readout *joules = readout(view->readoutPanel(), "Energy per output token");
    ASSERT_NE(joules, nullptr);
    EXPECT_NEAR(joules->number, 1.531, 0.0005);
    const Readout *cost = readout(view->readoutPanel(), "Cost per million output tokens");
    ASSERT_NE(cost, nullptr);
    EXPECT_NEAR(cost->number, 0.919, 0.0005);
    // The curves' marked points are the batch used.
    const QList<QPointF> chosen = view->latencyPlot()->points(view->ids().chosenTpot);
    ASSERT_EQ(chosen.size(), 1);
    EXPECT_DOUBLE_EQ(chosen[0].x(), 32);
    EXPECT_DOUBLE_EQ(chosen[0].y(), v.tpotS);
    const QList<QPointF> tokens = view->throughputPlot()->points(view->ids().chosenTokens);
    ASSERT_EQ(tokens.size(), 1);
    EXPECT_DOUBLE_EQ(tokens[0].y(), v.decodeTokensPerSPerAccelerator);
    EXPECT_TRUE(
        view->latencyPlot()->markerLabel(view->ids().targetMarker).contains(formatDuration(0.05)));
    // Little's law seated: 63.38 requests in 2 replicas of 32 seats, 31.69 each.
    EXPECT_EQ(view->seatMap()->figures().replicas, 2);
    EXPECT_EQ(view->seatMap()->figures().seatsPerReplica, 32);
    EXPECT_NEAR(view->seatMap()->seatsFilledPerReplica(), 63.38 / 2, 0.005);
    EXPECT_TRUE(view->seatMap()->sumText().contains(QStringLiteral("8 accelerators")))
        << view->seatMap()->sumText().toStdString();
    // One replica of one accelerator: both counts in the singular.
    SeatMapFigures one = view->seatMap()->figures();
    one.replicas = 1;
    one.acceleratorsPerReplica = 1;
    view->seatMap()->setFigures(one);
    const QString sum = view->seatMap()->sumText();
    EXPECT_TRUE(sum.endsWith(QStringLiteral("→ 1 accelerator"))) << sum.toStdString();
    EXPECT_TRUE(sum.contains(QStringLiteral("1 replica of 32 seats"))) << sum.toStdString();
    // A batch of one: "58 replicas of 1 seats" said the seat in the plural.
    one.replicas = 58;
    one.seatsPerReplica = 1;
    view->seatMap()->setFigures(one);
    const QString single = view->seatMap()->sumText();
    EXPECT_TRUE(single.contains(QStringLiteral("58 replicas of 1 seat ("))) << single.toStdString();
}

TEST(ServingView, TheSeatMapHidesTheLoadAloneWhileTheFleetsReadoutsShow)
{
    // littles-law step 2 revealed: step 3 asks the TPOT, so its companions (the latency and
    // the requests in flight) are withheld, while the step's own answer, 8 accelerators, shows.
    // The seat map said "? replicas · ? accelerators" beside "Serving accelerators 8". It now
    // hides the load (T, Q, the seats filled) and draws the fleet as the readouts show it.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    auto view = shownView<ServingView>(&doc);
    SeatMap *seats = view->seatMap();
    view->readoutPanel()->setWithheld({QStringLiteral("TPOT")});
    view->refreshNow();
    const QStringList &hidden = view->readoutPanel()->hiddenTitles();
    ASSERT_TRUE(hidden.contains(QStringLiteral("Requests in flight")))
        << hidden.join(QStringLiteral(", ")).toStdString();
    ASSERT_FALSE(hidden.contains(QStringLiteral("Serving accelerators")))
        << hidden.join(QStringLiteral(", ")).toStdString();
    EXPECT_EQ(seats->concealed(), SeatMap::Concealed::Load);
    EXPECT_EQ(seats->headline(), QStringLiteral("2 replicas · 8 accelerators"));
    const QString sum = seats->sumText();
    EXPECT_TRUE(sum.contains(QStringLiteral("2 replicas of 32 seats"))) << sum.toStdString();
    EXPECT_TRUE(sum.endsWith(QStringLiteral("→ 8 accelerators"))) << sum.toStdString();
    const QString q = formatReadable(seats->figures().concurrency); // 63.38
    const QString t = formatDuration(seats->figures().latencyS);    // 3.169 s
    EXPECT_FALSE(sum.contains(q)) << sum.toStdString();
    EXPECT_FALSE(sum.contains(t)) << sum.toStdString();
    EXPECT_EQ(seats->toolTip(), sum);
    // The fleet asked (step 2 before its reveal): every number hides.
    ASSERT_TRUE(view->readoutPanel()->hide(QStringLiteral("Serving accelerators")));
    view->refreshNow();
    EXPECT_EQ(seats->concealed(), SeatMap::Concealed::Everything);
    EXPECT_EQ(seats->headline(), QStringLiteral("? replicas · ? accelerators"));
    view->readoutPanel()->showHidden();
    view->readoutPanel()->setWithheld({});
    view->refreshNow();
    EXPECT_EQ(seats->concealed(), SeatMap::Concealed::Nothing);
    EXPECT_TRUE(seats->sumText().contains(q)) << seats->sumText().toStdString();
    EXPECT_TRUE(seats->sumText().contains(t)) << seats->sumText().toStdString();
}

TEST(ServingView, DoublingTheArrivalRateDoublesTheRequestsInFlight)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    auto view = shownView<ServingView>(&doc);
    const double q = doc.results().serving.concurrency;
    doc.setField(FieldId::ServingArrivalRate, 40);
    view->refreshNow();
    EXPECT_NEAR(doc.results().serving.concurrency, 2 * q, 1e-9 * q);
    // ⌈126.75 / 32⌉ = 4 replicas, 16 accelerators.
    EXPECT_EQ(view->seatMap()->figures().replicas, 4);
    EXPECT_EQ(readout(view->readoutPanel(), "Serving accelerators")->value, QStringLiteral("16"));
}

TEST(ServingView, TheAutomaticBatchSitsAtOrBelowTheMemoryWall)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    doc.apply(QStringLiteral("auto"), [](Scenario &s) {
        s.serving.batch.reset();
        s.serving.tpotSloS = 1.0; // a loose target: memory decides
    });
    auto view = shownView<ServingView>(&doc);
    const ServingResult &v = doc.results().serving;
    EXPECT_TRUE(v.batchAuto);
    EXPECT_EQ(v.batch, v.memoryLimitBatch);
    EXPECT_TRUE(view->latencyPlot()
                    ->markerLabel(view->ids().wallMarker)
                    .contains(formatNumber(v.memoryLimitBatch, 0)));
}

TEST(ServingView, TheBatchInTheTitleIsAnInputNotTheRequestsInFlight)
{
    // littles-law step 1 asks the requests in flight at λ = 10: Q = 10 /s × 3.169 s = 31.69,
    // within the question's 10 % of the batch, 32. The title printed "B = 32" without a unit,
    // a number that reads as the unitless answer, so it was concealed ("B = ?") while the
    // question itself said "decoding 32 sequences". The batch now carries its unit, and a
    // readout without a unit is never a number followed by one.
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    doc.setField(FieldId::ServingArrivalRate, 10);
    auto view = shownView<ServingView>(&doc);
    const Readout *q = readout(view->readoutPanel(), "Requests in flight");
    ASSERT_NE(q, nullptr);
    EXPECT_NEAR(q->number, 31.69, 0.005);
    ASSERT_TRUE(view->readoutPanel()->ask(QStringLiteral("Requests in flight")));
    view->refreshNow();
    const QString title = fleet::chartTitle(view->latencyPlot()->chart());
    EXPECT_EQ(title, QStringLiteral("Latency vs batch: B = 32 sequences (set by hand)"));
    view->readoutPanel()->showHidden();
}

TEST(ServingView, ATargetNoBatchMeetsIsSaidInWords)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("§9.3"), workedExample);
    doc.apply(QStringLiteral("too fast"), [](Scenario &s) {
        s.serving.batch.reset();
        s.serving.tpotSloS = 0.001; // 1 ms: below even batch 1's weight read
    });
    auto view = shownView<ServingView>(&doc);
    EXPECT_TRUE(doc.results().serving.sloUnreachable);
    const Readout *targets = readout(view->readoutPanel(), "Targets");
    ASSERT_NE(targets, nullptr);
    EXPECT_TRUE(targets->value.startsWith(QStringLiteral("No batch meets them")))
        << targets->value.toStdString();
    EXPECT_EQ(targets->tone, Readout::Tone::Bad);
    EXPECT_TRUE(
        fleet::chartTitle(view->latencyPlot()->chart()).contains(QStringLiteral("no batch")));
}

} // namespace
} // namespace fleet
