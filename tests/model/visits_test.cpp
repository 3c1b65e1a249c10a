// The steps of "Save steps as lesson": one per view shown and per input settled — a picker
// turned with the mouse wheel is one step, undone edits are no steps, a gesture is one step.
#include "../qtprinters.h"
#include "catalog.h"
#include "scenarioio.h"
#include "visits.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

class Visits : public ::testing::Test
{
protected:
    Catalog catalog = embeddedCatalog();
    Scenario start = defaultScenario(catalog);
    VisitRecorder visits;
    /// The cluster size of every step.
    std::vector<int> sizes() const
    {
        std::vector<int> out;
        for (const VisitedStep &s : visits.steps())
            out.push_back(int(s.scenario.cluster.accelerators));
        return out;
    }
};

TEST_F(Visits, ChangedInputsAreTheFileKeysThatDiffer)
{
    Scenario s = start;
    s.cluster.accelerators = 4096;
    EXPECT_EQ(changedInputs(start, s), QStringList{QStringLiteral("cluster.accelerators")});
    s.interNodeLink = *catalog.findLink("roce-v2-100g");
    EXPECT_EQ(changedInputs(start, s), (QStringList{QStringLiteral("cluster.accelerators"),
                                                    QStringLiteral("hardware.inter_node_link")}))
        << changedInputs(start, s).join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(changedInputs(s, s).isEmpty());
}

TEST_F(Visits, AWheelOverAPickerIsOneStepAndItsUndoNone)
{
    visits.shown(start, QStringLiteral("communication"), 0);
    // Eight values passed in a second and a half: one step, the last value.
    Scenario s = start;
    for (int i = 1; i <= 8; ++i) {
        s.cluster.accelerators = 1024 * i;
        visits.edited(s, QStringLiteral("communication"), i, false, 1000 + 200 * i);
    }
    EXPECT_EQ(sizes(), (std::vector<int>{1024, 8192}));
    // Undone one by one: the step follows the values back, then goes.
    for (int i = 7; i >= 0; --i) {
        Scenario back = start;
        back.cluster.accelerators = i == 0 ? 1024 : 1024 * i;
        visits.edited(back, QStringLiteral("communication"), i, true, 5000 + 100 * i);
    }
    EXPECT_EQ(sizes(), (std::vector<int>{1024}));
}

TEST_F(Visits, AnInputLeftAloneIsSettledAndAnotherInputIsAStep)
{
    visits.shown(start, QStringLiteral("reliability"), 0);
    Scenario s = start;
    s.cluster.accelerators = 256;
    visits.edited(s, QStringLiteral("reliability"), 1, false, 1000);
    // The same input, after a pause long enough to talk about it: a step of its own.
    s.cluster.accelerators = 8192;
    visits.edited(s, QStringLiteral("reliability"), 2, false, 1000 + VisitRecorder::kSettleMs);
    // Another input at once: a step of its own too.
    s.interNodeLink = *catalog.findLink("roce-v2-100g");
    visits.edited(s, QStringLiteral("reliability"), 3, false, 1000 + VisitRecorder::kSettleMs + 10);
    EXPECT_EQ(sizes(), (std::vector<int>{1024, 256, 8192, 8192}));
    EXPECT_EQ(visits.changedInputsOf(3), QStringList{QStringLiteral("hardware.inter_node_link")});
    // A drag is one gesture (one undo step merged): however long it takes.
    s.cluster.accelerators = 100;
    visits.edited(s, QStringLiteral("reliability"), 4, false, 20000);
    s.cluster.accelerators = 50;
    visits.edited(s, QStringLiteral("reliability"), 4, false, 29000);
    EXPECT_EQ(sizes(), (std::vector<int>{1024, 256, 8192, 8192, 50}));
}

TEST_F(Visits, EachViewShownIsAStepAndUndoNeverTakesOneBack)
{
    visits.shown(start, QStringLiteral("roofline"), 0);
    visits.shown(start, QStringLiteral("roofline"), 0); // the same: nothing new
    visits.shown(start, QStringLiteral("scaling"), 0);
    Scenario s = start;
    s.scaling.serialFraction = start.scaling.serialFraction + 0.05;
    visits.edited(s, QStringLiteral("scaling"), 1, false, 100);
    ASSERT_EQ(visits.steps().size(), 3u);
    EXPECT_EQ(visits.steps()[1].view, QStringLiteral("scaling"));
    EXPECT_EQ(visits.steps()[1].scenario, start);
    EXPECT_EQ(visits.steps()[2].scenario, s);
    // Undone: the edit's step goes, the views shown stay.
    visits.edited(start, QStringLiteral("scaling"), 0, true, 200);
    ASSERT_EQ(visits.steps().size(), 2u);
    EXPECT_EQ(visits.steps()[1].view, QStringLiteral("scaling"));
    // A file opened (its history starts afresh), an edit, and its undo: only the edit goes.
    Scenario opened = start;
    opened.cluster.accelerators = 16384;
    visits.edited(opened, QStringLiteral("scaling"), 0, false, 300);
    Scenario more = opened;
    more.scaling.serialFraction = start.scaling.serialFraction + 0.1;
    visits.edited(more, QStringLiteral("scaling"), 1, false, 5000);
    EXPECT_EQ(visits.steps().size(), 4u);
    visits.edited(opened, QStringLiteral("scaling"), 0, true, 6000);
    ASSERT_EQ(visits.steps().size(), 3u);
    EXPECT_EQ(visits.steps().back().scenario, opened);
}

TEST_F(Visits, TheViewTheWindowOpenedOnIsAStepOnlyIfWorkedOn)
{
    // The window opens on the Roofline; the person goes to Layout and sets the cluster size.
    // The lesson saved began with the Roofline they never showed: another view shown first
    // takes its place.
    visits.opened(start, QStringLiteral("roofline"), 0);
    ASSERT_EQ(visits.steps().size(), 1u);
    visits.shown(start, QStringLiteral("layout"), 0);
    ASSERT_EQ(visits.steps().size(), 1u);
    EXPECT_EQ(visits.steps()[0].view, QStringLiteral("layout"));
    Scenario s = start;
    s.cluster.accelerators = 4096;
    visits.edited(s, QStringLiteral("layout"), 1, false, 100);
    EXPECT_EQ(sizes(), (std::vector<int>{1024, 4096}));
    visits.shown(s, QStringLiteral("roofline"), 1); // picked by the person now: a step
    EXPECT_EQ(visits.steps().size(), 3u);

    // Worked on where it opened, it is where the edits start (and stays when a view follows).
    VisitRecorder worked;
    worked.opened(start, QStringLiteral("roofline"), 0);
    worked.edited(start, QStringLiteral("roofline"), 0, false, 50); // nothing changed
    worked.edited(s, QStringLiteral("roofline"), 1, false, 100);
    worked.shown(s, QStringLiteral("scaling"), 1);
    ASSERT_EQ(worked.steps().size(), 3u);
    EXPECT_EQ(worked.steps()[0].view, QStringLiteral("roofline"));
    EXPECT_EQ(worked.steps()[0].scenario, start);
    EXPECT_EQ(worked.steps()[2].view, QStringLiteral("scaling"));
}

TEST_F(Visits, AtMostOneHundredStepsTheLatestKept)
{
    visits.shown(start, QStringLiteral("roofline"), 0);
    Scenario s = start;
    for (int i = 1; i <= 150; ++i) {
        s.cluster.accelerators = 10 + i;
        visits.edited(s, QStringLiteral("roofline"), i, false, i * 10000);
    }
    ASSERT_EQ(visits.steps().size(), VisitRecorder::kMaxSteps);
    EXPECT_EQ(visits.steps().back().scenario.cluster.accelerators, 160);
}

} // namespace
} // namespace fleet
