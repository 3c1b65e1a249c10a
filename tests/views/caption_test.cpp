// Each view's slide caption (ExplorerView::slideCaption()): the hardware, N and the inputs that
// matter to what the view draws, from the open scenario and the values the model used.
#include "../qtprinters.h"
#include "communicationview.h"
#include "format.h"
#include "powerview.h"
#include "referenceview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "text.h"

#include <gtest/gtest.h>

namespace fleet {
namespace {

TEST(SlideCaption, NamesTheHardwareNAndTheViewsInputs)
{
    ScenarioDocument doc(embeddedCatalog());
    const QString roofline = RooflineView(&doc).slideCaption();
    EXPECT_TRUE(roofline.startsWith(QStringLiteral("NVIDIA H100 SXM, BF16 · N = 1,024")))
        << roofline.toStdString();
    EXPECT_TRUE(roofline.contains(QStringLiteral("7B parameters")));
    EXPECT_TRUE(roofline.contains(QStringLiteral("decode batch 1")));
    const QString comm = CommunicationView(&doc).slideCaption();
    EXPECT_TRUE(comm.contains(QStringLiteral("NVLink 4.0"))) << comm.toStdString();
    EXPECT_TRUE(comm.contains(QStringLiteral("M = 14 GB")));
    EXPECT_TRUE(comm.contains(QStringLiteral("T_c = 5 s")));
    EXPECT_TRUE(PowerView(&doc).slideCaption().contains(QStringLiteral("PUE 1.40")));
    EXPECT_TRUE(ScalingView(&doc).slideCaption().contains(QStringLiteral("s = 10.0 %")));
    // A view without inputs of its own names the links.
    const QString reference = ReferenceView(&doc).slideCaption();
    EXPECT_TRUE(
        reference.endsWith(QStringLiteral(" · ") + toQString(doc.scenario().intraNodeLink.name) +
                           QStringLiteral(" / ") + toQString(doc.scenario().interNodeLink.name)))
        << reference.toStdString();
}

TEST(SlideCaption, TheCommunicationCaptionNamesTheComputeTimeTheModelUsed)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("from the batch"),
              [](Scenario &s) { s.workload.computeTimeSource = ComputeTimeSource::FromBatch; });
    const double used = doc.results().communication.computeTimePerStepS;
    ASSERT_NE(used, 5.0); // the set 5 s is not what the model uses now
    const QString comm = CommunicationView(&doc).slideCaption();
    EXPECT_TRUE(comm.contains(QStringLiteral("T_c = ") + formatDuration(used)))
        << comm.toStdString();
    EXPECT_FALSE(comm.contains(QStringLiteral("T_c = 5 s"))) << comm.toStdString();
}

} // namespace
} // namespace fleet
