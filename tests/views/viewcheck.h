// Helpers for the tests of what the views show: a view on its own document, shown offscreen,
// and checks of its charts against the model — one point of every series, every bar.
#pragma once

#include "../qtprinters.h"
#include "barplot.h"
#include "explorerview.h"
#include "plotview.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fleet {

/// The scenario the chart tests start from: the defaults moved off every table point and round
/// number (N = 3,000, s = 7 %, a 4,096-token context at batch 16, host power, a checkpoint
/// interval set by hand, …), so a series fed the wrong quantity cannot agree by accident.
inline void moveOffTheDefaults(Scenario &s)
{
    s.cluster.accelerators = 3000;
    s.cluster.nodesPerRack = 5;
    s.cluster.nodeOverheadW = 1500;
    s.scaling.serialFraction = 0.07;
    s.scaling.commOverlap = 0.3;
    s.workload.decodeBatch = 16;
    s.workload.contextTokens = 4096;
    s.workload.prefillTokens = 1000;
    s.workload.trainingMicroBatchTokens = 3000;
    s.workload.arithmeticIntensityFlopPerByte = 40;
    s.workload.transferBytes = 64e6;
    s.reliability.acceleratorMttfH = 30000;
    s.reliability.horizonH = 48;
    s.reliability.storageBandwidthBytesPerS = 20e9;
    s.reliability.checkpointPolicy = CheckpointPolicy::Set;
    s.reliability.checkpointIntervalS = 1800;
    s.facility.pue = 1.25;
}

/// A document holding moveOffTheDefaults()'s scenario.
inline std::unique_ptr<ScenarioDocument> offDefaults()
{
    auto doc = std::make_unique<ScenarioDocument>(embeddedCatalog());
    doc->apply(QStringLiteral("test"), moveOffTheDefaults);
    return doc;
}

/// A view of type V on `doc`, shown offscreen and brought up to date.
template <typename V> std::unique_ptr<V> shownView(ScenarioDocument *doc)
{
    auto view = std::make_unique<V>(doc);
    view->resize(1500, 1000);
    view->show();
    QCoreApplication::processEvents();
    view->refreshNow();
    return view;
}

/// What one series must show: y = f(x) at its points, and where a series is one point, its x.
struct SeriesModel
{
    QString name;
    std::function<double(double)> y;
    std::optional<double> x = std::nullopt;
};

inline bool close(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::abs(expected) + 1e-12;
}

/// Checks one point (the middle one) of every series of the plot that holds data against its
/// model; a series with data but no model fails, as does a model whose series shows nothing.
inline void checkSeries(PlotView *plot, const std::vector<SeriesModel> &models)
{
    std::vector<bool> used(models.size(), false);
    for (int id = 0; id < plot->seriesCount(); ++id) {
        const QList<QPointF> points = plot->points(id);
        if (points.isEmpty() || !plot->series(id)->isVisible())
            continue;
        const QString name = plot->seriesName(id);
        size_t m = 0;
        while (m < models.size() && models[m].name != name)
            ++m;
        if (m == models.size()) {
            ADD_FAILURE() << plot->objectName().toStdString() << ": series \"" << name.toStdString()
                          << "\" has no model to compare with";
            continue;
        }
        used[m] = true;
        const QPointF p = points[points.size() / 2];
        if (models[m].x) {
            EXPECT_TRUE(close(p.x(), *models[m].x))
                << name.toStdString() << ": x " << p.x() << ", expected " << *models[m].x;
        }
        const double expected = models[m].y(p.x());
        EXPECT_TRUE(close(p.y(), expected))
            << plot->objectName().toStdString() << " / " << name.toStdString()
            << " at x = " << p.x() << ": " << p.y() << ", model " << expected;
    }
    for (size_t m = 0; m < models.size(); ++m)
        EXPECT_TRUE(used[m]) << plot->objectName().toStdString() << ": no series \""
                             << models[m].name.toStdString() << "\" shown";
}

/// Checks every value of one set of a bar chart.
inline void checkBars(BarPlot *plot, int set, const std::vector<double> &expected)
{
    const std::vector<double> values = plot->values(set);
    ASSERT_EQ(values.size(), expected.size()) << plot->objectName().toStdString();
    for (size_t i = 0; i < values.size(); ++i)
        EXPECT_TRUE(close(values[i], expected[i]))
            << plot->objectName().toStdString() << " set " << set << " bar " << i << ": "
            << values[i] << ", model " << expected[i];
}

/// Checks that the view's readout panel shows, under each title, exactly what the readout
/// builder gives for the document's scenario.
inline void checkPanel(ExplorerView *view, const std::vector<Readout> &built)
{
    const std::vector<Readout> &shown = view->readoutPanel()->readouts();
    ASSERT_EQ(shown.size(), built.size()) << view->id().toStdString();
    for (size_t i = 0; i < built.size(); ++i) {
        EXPECT_EQ(shown[i].title, built[i].title) << view->id().toStdString();
        EXPECT_EQ(view->readoutPanel()->value(built[i].title), built[i].value)
            << view->id().toStdString() << ": " << built[i].title.toStdString();
    }
}

} // namespace fleet
