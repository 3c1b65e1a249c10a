// The steady box and the drag: a label whose text changes at every slider step lays nothing
// else out again; a slider held down holds the views' axes; the field data is read once.
#include "../../qtprinters.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "plotview.h"
#include "reliabilityview.h"
#include "reservedlines.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "steadybox.h"

#include <QLabel>
#include <QSlider>
#include <QTest>
#include <QVBoxLayout>

#include <gtest/gtest.h>

namespace fleet {
namespace {

/// Delivers what is posted, and what that posts in turn (a request passed on is a new event).
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

/// Counts the layout requests a widget receives.
class LayoutRequests : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

TEST(SteadyBox, ANewTextLaysNothingOutAroundTheLabel)
{
    QWidget outer;
    auto *layout = new QVBoxLayout(&outer);
    auto *label = new QLabel(QStringLiteral("1,088 accelerators fill 136 nodes."));
    label->setWordWrap(true);
    reserveLines(label, 2, 8);
    QWidget *box = steadyBox(label);
    layout->addWidget(box);
    layout->addWidget(new QLabel(QStringLiteral("a chart")), 1);
    outer.resize(500, 300);
    outer.show();
    settle();
    const int height = box->height();
    EXPECT_EQ(height, label->minimumHeight());
    EXPECT_EQ(label->geometry(), box->rect());

    LayoutRequests requests;
    outer.installEventFilter(&requests);
    label->setText(QStringLiteral("1,090 = 136 full nodes + one of 2: those 2 accelerators carry a "
                                  "whole node's share over their own ports."));
    settle();
    EXPECT_EQ(requests.count, 0);
    EXPECT_EQ(box->height(), height);

    // A larger font reserves more room: that reaches the layout.
    QFont larger = label->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    label->setFont(larger);
    settle();
    EXPECT_GT(box->height(), height);
    EXPECT_EQ(box->height(), label->minimumHeight());
}

TEST(Document, ReadsTheFieldDataOnceAndKeepsIt)
{
    ScenarioDocument doc(embeddedCatalog());
    const std::vector<FieldComparison> &first = doc.fieldComparisons();
    EXPECT_EQ(&doc.fieldComparisons(), &first);
    EXPECT_EQ(first.size(), compareFieldData(embeddedFieldData(doc.catalog())).size());
    EXPECT_GE(first.size(), 30u);
}

TEST(Drag, ASliderHeldDownHoldsTheAxesOfTheViewsAndTheReleaseFitsThem)
{
    ScenarioDocument doc(embeddedCatalog());
    ReliabilityView view(&doc);
    view.resize(1400, 900);
    view.show();
    settle();
    FieldControl n(&doc, FieldId::Accelerators);
    const QList<PlotView *> plots = view.findChildren<PlotView *>();
    ASSERT_FALSE(plots.empty());

    n.slider()->setSliderDown(true); // the pointer takes the handle
    EXPECT_TRUE(doc.isDragging());
    for (const PlotView *plot : plots)
        EXPECT_TRUE(plot->areRangesHeld());
    n.slider()->setValue(n.slider()->value() + 40);
    n.slider()->setSliderDown(false);
    EXPECT_FALSE(doc.isDragging());
    for (const PlotView *plot : plots)
        EXPECT_FALSE(plot->areRangesHeld());
    // The drag is one undo step.
    EXPECT_EQ(doc.undoStack()->count(), 1);
}

} // namespace
} // namespace fleet
