// The scenario's optional view section: round trip, absence, and errors naming the file, the key
// and the reason; and the automatic scenario name that follows the hardware.
#include "../qtprinters.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

const Catalog &catalog()
{
    static const Catalog c = embeddedCatalog();
    return c;
}

TEST(ViewState, RoundTripsThroughAScenarioFile)
{
    ViewState view;
    view.currentView = "communication";
    view.overlays = std::vector<std::string>{"nvidia-b200", "amd-mi300x"};
    view.bandwidthConvention = BandwidthConvention::BidirectionalTotal;
    view.lockedAxes = std::vector<std::string>{"reliability/2", "roofline/0"};
    view.fieldData = std::map<std::string, bool>{{"reliability/0", false}, {"power/0", true}};
    view.calibrated = std::map<std::string, CalibratedInput>{
        {"reliability.accelerator_mttf_h",
         {50677.1, "419 interruptions in 54 days on 16,384 accelerators"}},
        {"scaling.mfu", {0.41, "a measured MFU of 41 %"}}};
    view.sweep = SweepViewState{.output = "communication.comm_compute_ratio",
                                .input = "hardware.inter_node_bandwidth_bytes_per_s",
                                .from = "12.5 GB/s",
                                .to = "200 GB/s",
                                .target = ""};
    view.snapToNodes = false;
    const Scenario s = defaultScenario(catalog());
    const QByteArray json = serializeScenario(s, view);
    EXPECT_TRUE(json.contains("\"view\""));
    EXPECT_TRUE(json.contains("\"bandwidth_convention\": \"bidirectional-total\""));
    EXPECT_TRUE(json.contains("\"reliability/0\": false"));
    EXPECT_TRUE(json.contains("\"snap_to_nodes\": false"));
    ViewState read;
    EXPECT_EQ(parseScenario(json, QStringLiteral("v.json"), catalog(), &read), s);
    EXPECT_EQ(read, view);
}

TEST(ViewState, TheExampleFileOpensOnTheCommunicationView)
{
    ViewState view;
    const Scenario s = loadScenarioFile(QStringLiteral(FLEET_TEST_DATA "/view-b200-overlays.json"),
                                        catalog(), &view);
    EXPECT_EQ(s.accelerator.id, "nvidia-b200");
    EXPECT_EQ(view.currentView, std::optional<std::string>("communication"));
    EXPECT_EQ(view.overlays,
              (std::optional<std::vector<std::string>>{{"amd-mi300x", "google-tpu-v6e"}}));
    EXPECT_EQ(view.bandwidthConvention, BandwidthConvention::BidirectionalTotal);
}

TEST(ViewState, IsOptionalAndPartial)
{
    ViewState read;
    (void)parseScenario("{}", QStringLiteral("v.json"), catalog(), &read);
    EXPECT_TRUE(read.isEmpty());
    EXPECT_FALSE(serializeScenario(defaultScenario(catalog())).contains("\"view\""));
    (void)parseScenario(R"({"view": {"current": "power"}})", QStringLiteral("v.json"), catalog(),
                        &read);
    EXPECT_EQ(read.currentView, std::optional<std::string>("power"));
    EXPECT_FALSE(read.overlays);
    EXPECT_FALSE(read.bandwidthConvention);
    // An empty overlay list is a list: it unticks every accelerator.
    (void)parseScenario(R"({"view": {"overlays": []}})", QStringLiteral("v.json"), catalog(),
                        &read);
    ASSERT_TRUE(read.overlays);
    EXPECT_TRUE(read.overlays->empty());
}

struct ViewError
{
    const char *json;
    const char *message;
};

class ViewErrors : public ::testing::TestWithParam<ViewError>
{
};

TEST_P(ViewErrors, NameFileKeyAndReason)
{
    // Checked with or without a caller that wants the view (--evaluate does not).
    for (bool wanted : {false, true}) {
        ViewState view;
        try {
            (void)parseScenario(QByteArray(GetParam().json), QStringLiteral("v.json"), catalog(),
                                wanted ? &view : nullptr);
            ADD_FAILURE() << "accepted: " << GetParam().json;
        } catch (const InputError &e) {
            EXPECT_EQ(e.message(), QString::fromUtf8(GetParam().message))
                << e.message().toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Classes, ViewErrors,
    ::testing::Values(
        ViewError{R"({"view": {"curent": "power"}})",
                  "v.json: view.curent: unknown key (did you mean \"current\"?)"},
        ViewError{
            R"({"view": {"current": "rooflin"}})",
            "v.json: view.current: \"rooflin\" is not one of roofline, scaling, "
            "communication, reliability, utilization, power, reference, compare, layout, serving "
            "(did you mean "
            "\"roofline\"?)"},
        ViewError{R"({"view": {"current": 3}})",
                  "v.json: view.current: expected a string, got a number"},
        ViewError{R"({"view": {"overlays": "nvidia-b200"}})",
                  "v.json: view.overlays: expected an array of accelerator ids, got a string"},
        ViewError{R"({"view": {"overlays": ["nvidia-b200", 7]}})",
                  "v.json: view.overlays[1]: expected an accelerator id, got a number"},
        ViewError{R"({"view": {"overlays": ["nvidia-b20"]}})",
                  "v.json: view.overlays[0]: unknown accelerator \"nvidia-b20\" (did you mean "
                  "\"nvidia-b200\"?); fleet-explorer --list-hardware shows the catalog"},
        ViewError{R"({"view": {"overlays": ["nvidia-b200", "nvidia-b200"]}})",
                  "v.json: view.overlays[1]: \"nvidia-b200\" is listed twice"},
        ViewError{R"({"view": {"snap_to_nodes": "yes"}})",
                  "v.json: view.snap_to_nodes: expected true or false, got a string"},
        ViewError{R"({"view": {"bandwidth_convention": "both"}})",
                  "v.json: view.bandwidth_convention: expected \"per-direction\" or "
                  "\"bidirectional-total\", got \"both\""},
        ViewError{R"({"view": {"locked_axes": ["scaling/0", "scaling/0"]}})",
                  "v.json: view.locked_axes[1]: \"scaling/0\" is listed twice"},
        ViewError{R"({"view": {"locked_axes": ["scaling"]}})",
                  "v.json: view.locked_axes[0]: expected \"view/index\" with a view of roofline, "
                  "scaling, communication, reliability, utilization, power, reference, compare, "
                  "layout, serving "
                  "and an index "
                  "0-99 (\"reliability/2\"), got \"scaling\""},
        ViewError{R"({"view": {"locked_axes": ["charts/1"]}})",
                  "v.json: view.locked_axes[0]: expected \"view/index\" with a view of roofline, "
                  "scaling, communication, reliability, utilization, power, reference, compare, "
                  "layout, serving "
                  "and an index "
                  "0-99 (\"reliability/2\"), got \"charts/1\""},
        ViewError{R"({"view": {"field_data": ["reliability/0"]}})",
                  "v.json: view.field_data: expected an object of \"view/index\": true or false, "
                  "got an array"},
        ViewError{R"({"view": {"field_data": {"reliability/0": 1}}})",
                  "v.json: view.field_data.reliability/0: expected true or false, got a number"},
        ViewError{R"({"view": {"field_data": {"layout/100": true}}})",
                  "v.json: view.field_data.layout/100: expected a chart id \"view/index\" with a "
                  "view of roofline, scaling, communication, reliability, utilization, power, "
                  "reference, compare, layout, serving and an index 0-99 (\"reliability/0\")"},
        ViewError{R"({"view": {"calibrated": {"reliability.mttf_h": {"value": 5, "from": ""}}}})",
                  "v.json: view.calibrated.reliability.mttf_h: expected a numeric input as "
                  "\"section.key\" (\"reliability.accelerator_mttf_h\")"},
        ViewError{R"({"view": {"calibrated": {"reliability.accelerator_mttf_h": 5}}})",
                  "v.json: view.calibrated.reliability.accelerator_mttf_h: expected an object, "
                  "got a number"},
        ViewError{
            R"({"view": {"calibrated": {"reliability.accelerator_mttf_h":
                      {"value": 0, "from": "log"}}}})",
            "v.json: view.calibrated.reliability.accelerator_mttf_h.value: 0 is out of range [1, "
            "100000000]"},
        ViewError{R"({"view": {"calibrated": {"reliability.accelerator_mttf_h":
                      {"value": 5e4}}}})",
                  "v.json: view.calibrated.reliability.accelerator_mttf_h.from: missing"},
        ViewError{R"({"view": {"calibrated": {"reliability.accelerator_mttf_h":
                      {"value": 5e4, "from": "log", "when": 1}}}})",
                  "v.json: view.calibrated.reliability.accelerator_mttf_h.when: unknown key"},
        ViewError{R"({"view": {"sweep": {"output": "communication.rho",
                      "input": "cluster.accelerators"}}})",
                  "v.json: view.sweep.output: \"communication.rho\" is not a numeric results key "
                  "(did you mean \"communication.ring_allreduce_s\"?)"},
        ViewError{R"({"view": {"sweep": {"output": "run.training_time_s",
                      "input": "cluster.acelerators"}}})",
                  "v.json: view.sweep.input: \"cluster.acelerators\" is not a numeric input as "
                  "\"section.key\" (did you mean \"cluster.accelerators\"?)"},
        ViewError{R"({"view": {"sweep": {"output": "run.training_time_s"}}})",
                  "v.json: view.sweep.input: missing"},
        ViewError{R"({"view": {"sweep": {"output": "run.training_time_s",
                      "input": "cluster.accelerators", "from": 5}}})",
                  "v.json: view.sweep.from: expected a string, got a number"},
        ViewError{R"({"view": {"sweep": {"output": "run.training_time_s",
                      "input": "cluster.accelerators", "points": 5}}})",
                  "v.json: view.sweep.points: unknown key"},
        ViewError{R"({"view": []})", "v.json: view: expected an object, got an array"}));

TEST(ScenarioName, AnAutomaticNameFollowsTheHardwareAndAGivenOneStays)
{
    Scenario s = defaultScenario(catalog());
    EXPECT_TRUE(s.name.empty());
    EXPECT_EQ(scenarioDisplayName(s), QStringLiteral("1,024 × NVIDIA H100 SXM"));
    s.accelerator = *catalog().findAccelerator("nvidia-b200");
    EXPECT_EQ(scenarioDisplayName(s), QStringLiteral("1,024 × NVIDIA B200"));
    EXPECT_FALSE(scenarioToJson(s).contains(QStringLiteral("name")));
    s.name = "My fleet";
    EXPECT_EQ(scenarioDisplayName(s), QStringLiteral("My fleet"));
    s.accelerator = *catalog().findAccelerator("amd-mi300x");
    EXPECT_EQ(scenarioDisplayName(s), QStringLiteral("My fleet"));
    EXPECT_EQ(parseScenario(serializeScenario(s), QStringLiteral("n.json"), catalog()).name,
              "My fleet");
}

} // namespace
} // namespace fleet
