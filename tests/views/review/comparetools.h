// The Compare view on a document alone, for the tests of its pages and of the ghosts it asks
// other views to draw: the view shown at 1,200 × 800, a page shown, a metric by key.
#pragma once

#include "compareview.h"
#include "metrics.h"
#include "scenariodocument.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QTabWidget>

#include <gtest/gtest.h>

#include <memory>

namespace fleet {

class CompareTools : public ::testing::Test
{
protected:
    void SetUp() override
    {
        view = std::make_unique<CompareView>(&document);
        view->resize(1200, 800);
        view->show();
        QCoreApplication::processEvents();
    }

    void showPage(QWidget *page)
    {
        view->pages()->setCurrentWidget(page);
        QCoreApplication::processEvents();
    }

    static const Metric &metric(const char *key) { return *findMetric(QString::fromLatin1(key)); }

    ScenarioDocument document{embeddedCatalog()};
    std::unique_ptr<CompareView> view;
};

} // namespace fleet
