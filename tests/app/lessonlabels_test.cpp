// Chart labels that read on a projector: every built-in lesson played step by step, before
// and after each reveal, presenting at 1280 × 720 in English and in Chinese. On every chart of
// the step's view no label is drawn over another label or an "off scale" mark, and no reference
// line's label lies across another reference line ("Traditional rack 12 kW" over the 30 kW
// limit, "table ends: extrapolated" over "off scale ↑"). Where the lessons put a label beside a
// curve, it reads clear of the curve ("N = 100,000: 100.0 %" over the failure curve).
#include "windowfixture.h"

#include "chartlayers.h"
#include "explorerview.h"
#include "labellayout.h"
#include "lesson.h"
#include "lessonplayer.h"
#include "plotview.h"
#include "presentation.h"
#include "reliabilityview.h"

#include <QGraphicsSimpleTextItem>

namespace fleet {
namespace {

/// The texts drawn over a chart's plot (reference-line and point labels, off-scale marks) as
/// shown, in the chart's coordinates.
std::vector<std::pair<QString, QRectF>> labelsDrawn(PlotView *plot)
{
    plot->flushLayout();
    std::vector<std::pair<QString, QRectF>> out;
    for (QGraphicsItem *item : plot->chart()->childItems()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || !text->isVisible() || text->text().isEmpty() ||
            (text->zValue() != kMarkerTextLayer && text->zValue() != kLabelLayer))
            continue;
        out.emplace_back(text->text(), QRectF(text->pos(), text->boundingRect().size()));
    }
    return out;
}

template <typename Base> class LessonLabels : public Base
{
protected:
    /// Fails for each label of the open step's charts drawn over another, or a reference
    /// line's label across another reference line.
    void expectLabelsClear(const QString &where)
    {
        for (int pass = 0; pass < 4; ++pass)
            QCoreApplication::processEvents();
        auto *view = qobject_cast<ExplorerView *>(this->window->tabs()->currentWidget());
        ASSERT_NE(view, nullptr) << where.toStdString();
        for (PlotView *plot : view->plots()) {
            if (!plot->isVisible())
                continue;
            ++charts;
            const QString chart = where + QStringLiteral(", ") + plot->chart()->objectName() +
                                  plot->objectName() + QStringLiteral(": ");
            const auto labels = labelsDrawn(plot);
            for (size_t i = 0; i < labels.size(); ++i) {
                for (size_t j = i + 1; j < labels.size(); ++j) {
                    EXPECT_FALSE(labels[i].second.intersects(labels[j].second))
                        << chart.toStdString() << '"' << labels[i].first.toStdString()
                        << "\" over \"" << labels[j].first.toStdString() << '"';
                }
            }
            for (int m = 0; m < plot->markerCount(); ++m) {
                const auto [box, backdrop] = plot->markerLabelPlace(m);
                if (box.isEmpty())
                    continue;
                ++markerLabels;
                for (int other = 0; other < plot->markerCount(); ++other) {
                    const QLineF line = plot->markerLine(other);
                    if (other == m || line.isNull())
                        continue;
                    EXPECT_FALSE(segmentIntersectsRect(line, box))
                        << chart.toStdString() << '"' << plot->markerLabel(m).toStdString()
                        << "\" across the line of \"" << plot->markerLabel(other).toStdString()
                        << '"';
                }
            }
        }
    }

    void playEveryLesson()
    {
        this->window->resize(1280, 720);
        this->window->presentation()->setActive(true, /*fullScreen=*/false);
        for (const BuiltinLesson &b : builtinLessons()) {
            ASSERT_TRUE(this->window->openLesson(b.id)) << b.id.toStdString();
            LessonPlayer *player = this->window->lessonPlayer();
            const size_t count = player->lesson().steps.size();
            for (size_t i = 0; i < count; ++i) {
                ASSERT_EQ(player->stepIndex(), int(i));
                const QString step = b.id + QStringLiteral(" step %1").arg(i + 1);
                expectLabelsClear(step);
                if (player->revealAnswer())
                    expectLabelsClear(step + QStringLiteral(" revealed"));
                QTest::keyClick(this->window.get(), Qt::Key_PageDown);
            }
            player->stop();
        }
        this->window->presentation()->setActive(false);
        EXPECT_GT(charts, 60);
        EXPECT_GT(markerLabels, 40);
    }

    /// mtbf-collapse's last step, revealed: the failure chart's "N = 100,000: 100.0 %" and the
    /// MTBF chart's N label read clear of their curves (no backdrop: no line under them).
    void expectTheLastMtbfStepsLabelsOffTheCurves()
    {
        this->window->resize(1280, 720);
        this->window->presentation()->setActive(true, /*fullScreen=*/false);
        ASSERT_TRUE(this->window->openLesson(QStringLiteral("mtbf-collapse")));
        LessonPlayer *player = this->window->lessonPlayer();
        ASSERT_TRUE(player->goTo(3));
        ASSERT_TRUE(player->revealAnswer());
        for (int pass = 0; pass < 4; ++pass)
            QCoreApplication::processEvents();
        auto *reliability =
            qobject_cast<ReliabilityView *>(this->window->view(QStringLiteral("reliability")));
        ASSERT_NE(reliability, nullptr);
        for (auto [plot, marker] :
             {std::pair{reliability->failurePlot(), reliability->ids().failureN},
              std::pair{reliability->mtbfPlot(), reliability->ids().mtbfN}}) {
            const auto [box, backdrop] = plot->markerLabelPlace(marker);
            EXPECT_FALSE(box.isEmpty()) << plot->markerLabel(marker).toStdString();
            EXPECT_FALSE(backdrop) << plot->markerLabelDrawn(marker).toStdString() << " at "
                                   << box.left() << ", " << box.top();
        }
        EXPECT_TRUE(reliability->failurePlot()
                        ->markerLabelDrawn(reliability->ids().failureN)
                        .contains(QLatin1Char('\n')))
            << "on two lines beside its line";
        player->stop();
        this->window->presentation()->setActive(false);
    }

    int charts = 0;
    int markerLabels = 0;
};

using EnglishLessonLabels = LessonLabels<Window>;
using ChineseLessonLabels = LessonLabels<ChineseWindow>;

TEST_F(EnglishLessonLabels, NoLabelCoversAnotherOrAnotherReferenceLinePresentingAt1280x720)
{
    playEveryLesson();
}

TEST_F(ChineseLessonLabels, NoLabelCoversAnotherOrAnotherReferenceLinePresentingAt1280x720)
{
    playEveryLesson();
}

TEST_F(EnglishLessonLabels, TheFailureCurvesNLabelReadsBesideTheCurveNotOverIt)
{
    expectTheLastMtbfStepsLabelsOffTheCurves();
}

TEST_F(ChineseLessonLabels, TheFailureCurvesNLabelReadsBesideTheCurveNotOverIt)
{
    expectTheLastMtbfStepsLabelsOffTheCurves();
}

} // namespace
} // namespace fleet
