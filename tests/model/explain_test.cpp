// The readouts' text: headline values read as the appendix prints them, with their math.
#include "../qtprinters.h"
#include "explain.h"
#include "scenarioio.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(Readouts, SeedValuesReadAsPrinted)
{
    const Catalog c = embeddedCatalog();
    Scenario s = defaultScenario(c);
    s.cluster.accelerators = 8192;
    auto find = [](const std::vector<Readout> &rs, const QString &title) {
        for (const Readout &r : rs) {
            if (r.title == title)
                return r;
        }
        return Readout{};
    };
    const auto rel = reliabilityReadouts(s, evaluate(s));
    // In hours like the MTBF axis; the appendix's 366.2 min stays in the math.
    EXPECT_EQ(find(rel, QStringLiteral("Cluster MTBF")).value, QStringLiteral("6.1 h"));
    EXPECT_TRUE(find(rel, QStringLiteral("Cluster MTBF"))
                    .substituted.contains(QStringLiteral("366.2 min")));
    EXPECT_EQ(find(rel, QStringLiteral("P(failure within 24 h)")).value, QStringLiteral("98.0 %"));
    EXPECT_TRUE(find(rel, QStringLiteral("Cluster MTBF"))
                    .substituted.contains(QStringLiteral("50,000 h / 8,192")));
    const auto roof = rooflineReadouts(s, evaluate(s));
    EXPECT_EQ(find(roof, QStringLiteral("Ridge point")).value, QStringLiteral("295.2 FLOP/byte"));
    EXPECT_TRUE(
        find(roof, QStringLiteral("Ridge point")).source.contains(QStringLiteral("Williams")));
    s.cluster.accelerators = 10000;
    EXPECT_EQ(find(powerReadouts(s, evaluate(s)), QStringLiteral("Facility load")).value,
              QStringLiteral("9.8 MW"));
    s.cluster.accelerators = 32;
    EXPECT_EQ(find(scalingReadouts(s, evaluate(s)), QStringLiteral("Amdahl speedup")).value,
              QStringLiteral("7.8×"));
}

} // namespace
} // namespace fleet
