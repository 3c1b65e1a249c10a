// Files and settings as a person uses them: File › Open Recent (eight entries, Clear), a scenario
// dropped onto the window, the unsaved-changes question guarding both, the preferences dialog,
// Reset layout, the hardware editor, and the Chinese interface.
#include "../qtprinters.h"
#include "chinese.h"
#include "communicationview.h"
#include "compareview.h"
#include "fleetpanel.h"
#include "goalseek.h"
#include "hardwareeditor.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "recentfiles.h"
#include "scenariodocument.h"
#include "settings.h"
#include "tradeoffpanel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <gtest/gtest.h>

#include "windowfixture.h"

namespace fleet {
namespace {

class Files : public Window
{
protected:
    void SetUp() override
    {
        Window::SetUp();
        ASSERT_TRUE(dir.isValid());
        Prompts prompts = Prompts::dialogs();
        prompts.unsavedChanges = [this](QWidget *) {
            ++questions;
            return answerUnsaved;
        };
        window->setPrompts(prompts);
    }

    /// A scenario file with N accelerators.
    QString scenarioFile(const QString &name, int accelerators)
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({"cluster": {"accelerators": %1}})").arg(accelerators).toUtf8());
        return path;
    }

    QStringList recentMenuTexts()
    {
        Q_EMIT window->recentMenu()->aboutToShow();
        QStringList texts;
        for (QAction *a : window->recentMenu()->actions()) {
            if (!a->isSeparator())
                texts << a->text();
        }
        return texts;
    }

    /// Drags a file over the central widget and drops it, as a file manager does.
    void drop(const QString &path)
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QWidget *target = window->tabs()->currentWidget();
        const QPoint at = target->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(target, &enter);
        EXPECT_TRUE(enter.isAccepted());
        QDropEvent dropEvent(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(target, &dropEvent);
        QCoreApplication::processEvents();
    }

    QTemporaryDir dir;
    QMessageBox::StandardButton answerUnsaved = QMessageBox::Cancel;
    int questions = 0;
};

TEST_F(Files, OpenRecentListsEightNewestFirstAndClears)
{
    EXPECT_EQ(recentMenuTexts(),
              (QStringList{QStringLiteral("No recent files"), QStringLiteral("&Clear menu")}));
    for (int i = 1; i <= 10; ++i)
        ASSERT_TRUE(window->openFile(scenarioFile(QStringLiteral("s%1.json").arg(i), i)));
    window->openFile(dir.filePath(QStringLiteral("s3.json"))); // again: moves to the top
    const QStringList texts = recentMenuTexts();
    ASSERT_EQ(texts.size(), RecentFiles::kMax + 1);
    EXPECT_EQ(texts.first(), QStringLiteral("&1 s3.json"));
    EXPECT_EQ(texts[1], QStringLiteral("&2 s10.json"));
    EXPECT_EQ(texts[7], QStringLiteral("&8 s4.json"));
    EXPECT_EQ(window->recentFiles()->files().size(), RecentFiles::kMax);
    // Choosing an entry opens it.
    window->recentMenu()->actions().at(1)->trigger();
    EXPECT_EQ(document->scenario().cluster.accelerators, 10);
    window->findChild<QAction *>(QStringLiteral("clearRecentFiles"))->trigger();
    EXPECT_TRUE(window->recentFiles()->files().isEmpty());
    EXPECT_EQ(recentMenuTexts().first(), QStringLiteral("No recent files"));
}

TEST_F(Files, RecentFilesOutliveTheWindowAndEscapeAmpersands)
{
    window->openFile(scenarioFile(QStringLiteral("R&D.json"), 64));
    MainWindow second(document.get(), preferences.get());
    Q_EMIT second.recentMenu()->aboutToShow();
    EXPECT_EQ(second.recentMenu()->actions().first()->text(), QStringLiteral("&1 R&&D.json"));
}

TEST_F(Files, ADroppedScenarioOpens)
{
    drop(scenarioFile(QStringLiteral("dropped.json"), 4096));
    EXPECT_EQ(document->scenario().cluster.accelerators, 4096);
    EXPECT_EQ(document->fileName(), dir.filePath(QStringLiteral("dropped.json")));
    EXPECT_EQ(window->recentFiles()->files().first(), dir.filePath(QStringLiteral("dropped.json")));
}

TEST_F(Files, TheUnsavedChangesQuestionGuardsDropsAndRecentFiles)
{
    const QString first = scenarioFile(QStringLiteral("first.json"), 512);
    window->openFile(first);
    document->setField(FieldId::Accelerators, 2048); // an unsaved change
    answerUnsaved = QMessageBox::Cancel;
    drop(scenarioFile(QStringLiteral("other.json"), 16));
    EXPECT_EQ(questions, 1);
    EXPECT_EQ(document->scenario().cluster.accelerators, 2048);
    Q_EMIT window->recentMenu()->aboutToShow();
    window->recentMenu()->actions().first()->trigger();
    EXPECT_EQ(questions, 2);
    EXPECT_EQ(document->scenario().cluster.accelerators, 2048);
    answerUnsaved = QMessageBox::Discard;
    window->recentMenu()->actions().first()->trigger();
    EXPECT_EQ(questions, 3);
    EXPECT_EQ(document->scenario().cluster.accelerators, 512);
}

TEST_F(Files, AMissingRecentFileIsDroppedFromTheList)
{
    const QString gone = scenarioFile(QStringLiteral("gone.json"), 8);
    window->openFile(gone);
    QFile::remove(gone);
    EXPECT_FALSE(window->openWithGuard(gone));
    EXPECT_TRUE(window->recentFiles()->files().isEmpty());
}

TEST_F(Files, PreferencesAreWrittenAndApplied)
{
    window->showPreferences();
    auto *dialog = window->findChild<PreferencesDialog *>();
    ASSERT_NE(dialog, nullptr);
    dialog->fontScaleBox()->setValue(1.4);
    dialog->themeBox()->setCurrentIndex(dialog->themeBox()->findData(QStringLiteral("dark")));
    dialog->languageBox()->setCurrentIndex(
        dialog->languageBox()->findData(QStringLiteral("zh_CN")));
    dialog->conventionBox()->setCurrentIndex(
        dialog->conventionBox()->findData(QStringLiteral("bidirectional-total")));
    dialog->restoreLayoutBox()->setChecked(false);
    dialog->accept();
    EXPECT_DOUBLE_EQ(preferences->get(settings::fontScale), 1.4);
    EXPECT_DOUBLE_EQ(window->fontScale(), 1.4);
    EXPECT_EQ(preferences->get(settings::theme), QStringLiteral("dark"));
    EXPECT_EQ(preferences->get(settings::language), QStringLiteral("zh_CN"));
    EXPECT_FALSE(preferences->get(settings::restoreLayout));
    EXPECT_EQ(document->bandwidthConvention(), BandwidthConvention::BidirectionalTotal);
    auto *comm = static_cast<CommunicationView *>(window->view(QStringLiteral("communication")));
    EXPECT_TRUE(comm->bidirectionalSwitch()->isChecked());
    // A new window takes the preferred convention; a file may still say otherwise.
    ScenarioDocument other(embeddedCatalog());
    MainWindow second(&other, preferences.get());
    EXPECT_EQ(other.bandwidthConvention(), BandwidthConvention::BidirectionalTotal);
}

TEST_F(Files, ResetLayoutBringsTheFleetPanelBack)
{
    QDockWidget *dock = window->fleetDock();
    dock->setFloating(true);
    dock->hide();
    window->showPreferences();
    auto *dialog = window->findChild<PreferencesDialog *>();
    ASSERT_NE(dialog, nullptr);
    dialog->resetLayoutButton()->click();
    EXPECT_FALSE(dock->isFloating());
    EXPECT_TRUE(dock->isVisible());
    EXPECT_EQ(window->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
    dialog->reject();
}

TEST_F(Files, TheHardwareEditorWarnsRefusesOutOfRangeAndSaves)
{
    window->findChild<QAction *>(QStringLiteral("hardwareAction"))->trigger();
    auto *fromMenu = window->findChild<HardwareEditor *>();
    ASSERT_NE(fromMenu, nullptr);
    fromMenu->reject();

    const QString path = dir.filePath(QStringLiteral("data/catalog.json"));
    HardwareEditor editor(embeddedCatalog(), path); // starts from the first accelerator
    editor.acceleratorId()->setText(QStringLiteral("acme-z1"));
    editor.acceleratorFigure("hbm_capacity_bytes")->value->setText(QStringLiteral("80 EB"));
    EXPECT_TRUE(editor.warnings()->text().contains(
        QStringLiteral("HBM capacity 80 EB is over 1 TB per device")))
        << editor.warnings()->text().toStdString();
    EXPECT_FALSE(editor.saveCurrent());
    EXPECT_TRUE(editor.status()->text().contains(
        QStringLiteral("catalog.json: accelerators[0].hbm_capacity_bytes.value: 8e+19 is out of "
                       "range [100000000, 1e+13]")))
        << editor.status()->text().toStdString();
    EXPECT_FALSE(QFile::exists(path));

    editor.acceleratorFigure("peak_bf16_flop_per_s")->value->setText(QStringLiteral("1 PFLOP/s"));
    editor.acceleratorFigure("peak_fp8_flop_per_s")->value->setText(QStringLiteral("4000"));
    editor.acceleratorFigure("peak_fp8_flop_per_s")
        ->source->setText(QStringLiteral("Acme brochure"));
    editor.acceleratorFigure("hbm_capacity_bytes")->value->setText(QStringLiteral("192"));
    EXPECT_TRUE(editor.warnings()->text().startsWith(QStringLiteral("⚠ FP8 peak 4 PFLOP/s is 4×")))
        << editor.warnings()->text().toStdString();
    ASSERT_TRUE(editor.saveCurrent())
        << editor.status()->text().toStdString(); // warnings do not refuse
    Catalog catalog = embeddedCatalog();
    mergeCatalogFiles(catalog, {path});
    const Accelerator *z1 = catalog.findAccelerator("acme-z1");
    ASSERT_NE(z1, nullptr);
    EXPECT_DOUBLE_EQ(z1->peakBf16FlopPerS, 1e15);
    EXPECT_DOUBLE_EQ(z1->peakFp8FlopPerS.value_or(0), 4e15);
    EXPECT_DOUBLE_EQ(z1->hbmCapacityBytes, 192e9);
    EXPECT_EQ(catalog.valueSources.at("acme-z1.peak_fp8_flop_per_s"), "Acme brochure");

    // A link, saved beside it; a bidirectional total is halved.
    editor.tabs()->setCurrentIndex(1);
    editor.linkId()->setText(QStringLiteral("acme-link"));
    editor.linkFigure("bandwidth")->value->setText(QStringLiteral("400 TB/s"));
    EXPECT_TRUE(editor.warnings()->text().contains(QStringLiteral("over 50 TB/s")));
    editor.linkFigure("bandwidth")->value->setText(QStringLiteral("800 Gb/s"));
    EXPECT_TRUE(editor.warnings()->text().isEmpty()) << editor.warnings()->text().toStdString();
    ASSERT_TRUE(editor.saveCurrent()) << editor.status()->text().toStdString();
    catalog = embeddedCatalog();
    mergeCatalogFiles(catalog, {path});
    ASSERT_NE(catalog.findLink("acme-link"), nullptr);
    EXPECT_DOUBLE_EQ(catalog.findLink("acme-link")->publishedBandwidthBytesPerS, 100e9);
    EXPECT_NE(catalog.findAccelerator("acme-z1"), nullptr);
}

TEST(Chinese, TheWindowSpeaksChineseWithTheTranslation)
{
    const ChineseInterface chinese;
    ASSERT_TRUE(chinese.isLoaded());
    {
        const auto preferences = Preferences::scratch();
        ScenarioDocument document(embeddedCatalog());
        MainWindow window(&document, preferences.get());
        const QList<QAction *> menus = window.menuBar()->actions();
        ASSERT_GE(menus.size(), 4);
        EXPECT_EQ(menus.first()->text(), QStringLiteral("文件(&F)"));
        QStringList tabs;
        for (int i = 0; i < window.tabs()->count(); ++i)
            tabs << window.tabs()->tabText(i);
        EXPECT_EQ(tabs.first(), QStringLiteral("顶线")); // the textbook's word
        EXPECT_TRUE(tabs.contains(QStringLiteral("扩展")) ||
                    tabs.contains(QStringLiteral("扩展性")))
            << tabs.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(window.fleetPanel()->clusterSize()->spinBox()->suffix(),
                  QStringLiteral(" 个加速器"));
        // The compare view's metric names (the model's table, translated where shown).
        auto *compare = qobject_cast<CompareView *>(window.view(QStringLiteral("compare")));
        ASSERT_NE(compare, nullptr);
        window.show();
        window.showView(QStringLiteral("compare"));
        compare->pinButton()->click();
        QCoreApplication::processEvents();
        QTableWidget *metrics = compare->metricTable();
        ASSERT_GT(metrics->rowCount(), 5);
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        for (int r = 0; r < metrics->rowCount(); ++r) {
            const QString label = metrics->verticalHeaderItem(r)->text();
            EXPECT_TRUE(label.contains(han) || label.contains(QStringLiteral("MTBF")) ||
                        label.contains(QStringLiteral("PUE")))
                << "row " << r << ": " << label.toStdString();
        }
    }
}

TEST(Chinese, TargetsAreTypedInTheWordsTheValuesAreWrittenIn)
{
    const ChineseInterface chinese;
    ASSERT_TRUE(chinese.isLoaded());
    {
        const Metric &time = *findMetric(u"run.training_time_s");
        // The window writes times as "30.4 天"; a target typed that way reads as days.
        EXPECT_TRUE(time.formatValue(30.4 * 86400).endsWith(QStringLiteral(" 天")));
        const MetricTarget days = parseMetricTarget(time, QStringLiteral("30 天"));
        ASSERT_TRUE(days.ok) << days.error.toStdString();
        EXPECT_DOUBLE_EQ(days.value, 30 * 86400.0);
        EXPECT_DOUBLE_EQ(parseMetricTarget(time, QStringLiteral("2 年")).value, 2 * 365 * 86400.0);
        EXPECT_DOUBLE_EQ(parseMetricTarget(time, QStringLiteral("30 days")).value, 30 * 86400.0);
        // The map's default target is written in Chinese, and is read.
        ScenarioDocument document(embeddedCatalog());
        TradeoffPanel panel(&document);
        EXPECT_EQ(panel.targetEdit()->text(), QStringLiteral("30 天"));
        EXPECT_TRUE(parseMetricTarget(time, panel.targetEdit()->text()).ok);
    }
}

} // namespace
} // namespace fleet
