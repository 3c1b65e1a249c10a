// The Sweep page in the window, as a student meets it on a 1366 × 768 laptop, in English and in
// Chinese: two pinned designs beside the open scenario, the chart's own export and copy commands
// (it is made after the window installed them on the other charts), and the words under it.
// And the model switch's table, "What each model sets…". With FLEET_SCREENSHOT_DIR set, each
// window is saved for a look.
#include "windowfixture.h"

#include "axislock.h"
#include "compareview.h"
#include "designcomparison.h"
#include "designpins.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "language.h"
#include "modelmodedialog.h"
#include "plotview.h"
#include "sensitivitypanel.h"
#include "sweeppanel.h"
#include "textfit.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMimeDatabase>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWheelEvent>

namespace fleet {
namespace {

void showSweepWithTwoDesigns(MainWindow *window, ScenarioDocument *document, const QString &name)
{
    window->resize(1366, 768);
    ASSERT_TRUE(document->setField(FieldId::Parameters, 7e9));
    ASSERT_TRUE(document->setField(FieldId::ComputeTimePerStep, 0.6));
    document->pinCurrent();
    document->pins()->rename(0, QStringLiteral("NDR"));
    ASSERT_TRUE(document->setField(FieldId::InterNodeBandwidth, 12.5e9));
    document->pinCurrent();
    document->pins()->rename(1, QStringLiteral("RoCE"));
    ASSERT_TRUE(document->setField(FieldId::InterNodeBandwidth, 100e9));
    window->showView(QStringLiteral("compare"));
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    ASSERT_NE(compare, nullptr);
    compare->pages()->setCurrentWidget(compare->sweepPanel());
    QCoreApplication::processEvents();
    SweepPanel *sweep = compare->sweepPanel();
    ASSERT_EQ(sweep->curves().size(), 3u);
    PlotView *plot = sweep->plot();
    ASSERT_NE(plot, nullptr);
    // The window's chart commands reach a chart made after it was built.
    QStringList actions;
    for (QAction *a : plot->actions())
        actions << a->objectName();
    EXPECT_TRUE(actions.contains(QStringLiteral("exportChartAction")))
        << actions.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(actions.contains(QStringLiteral("copyThisChartAction")));
    // Room to read it: a plot of a useful size, every line of the words shown.
    EXPECT_GE(plot->height(), 250);
    EXPECT_GE(sweep->words()->height(), sweep->words()->heightForWidth(sweep->words()->width()));
    EXPECT_TRUE(plainText(sweep->words()->text()).contains(QStringLiteral("ρ = 1")));
    // The wheel over a picker without focus changes nothing (the window's wheel guard).
    QComboBox *output = sweep->outputBox();
    const int before = output->currentIndex();
    const QPoint centre = output->rect().center();
    QWheelEvent wheel(centre, output->mapToGlobal(centre), {}, {0, -120}, Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(output, &wheel);
    EXPECT_EQ(output->currentIndex(), before);
    // An exported chart's caption says what is swept and every crossing, the model's numbers.
    const QString caption = compare->slideCaption();
    EXPECT_TRUE(caption.contains(plainText(sweep->words()->text()))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("A: NDR"))) << caption.toStdString();
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window->grab().save(QStringLiteral("%1/%2.png").arg(dir, name));
}

TEST_F(Window, SweepPageWithTwoPinnedDesignsAt1366x768)
{
    showSweepWithTwoDesigns(window.get(), document.get(), QStringLiteral("sweep-en-1366x768"));
}

TEST_F(ChineseWindow, SweepPageWithTwoPinnedDesignsAt1366x768)
{
    showSweepWithTwoDesigns(window.get(), document.get(), QStringLiteral("sweep-zh-1366x768"));
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    EXPECT_EQ(compare->pages()->tabText(3), QStringLiteral("扫描(&W)"));
    // (Its Chinese terms are joined for wrapping; the words are the same.)
    EXPECT_TRUE(compare->sweepPanel()
                    ->words()
                    ->text()
                    .remove(QChar(0x2060))
                    .contains(QStringLiteral("当前场景")))
        << compare->sweepPanel()->words()->text().toStdString();
    // In Chinese punctuation: clauses joined with "；", lists with "、", sentences ended with "。"
    // (the words read "未相交." and "; " before).
    const QString words = plainText(compare->sweepPanel()->words()->text());
    EXPECT_TRUE(words.contains(QStringLiteral("。"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("；"))) << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral("; "))) << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral(". "))) << words.toStdString();
    EXPECT_FALSE(words.endsWith(QLatin1Char('.'))) << words.toStdString();
    // The tornado beside it, with the choices switched, in Chinese: saved for a look too.
    compare->pages()->setCurrentWidget(compare->sensitivityPanel());
    QCoreApplication::processEvents();
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window->grab().save(dir + QStringLiteral("/tornado-zh-1366x768.png"));
}

/// Opens the model switch's table from the fleet panel, as a person does; saves it for a look.
ModelModeDialog *openModelTable(MainWindow *window, const QString &name)
{
    auto *button = window->findChild<QPushButton *>(QStringLiteral("modelTableButton"));
    EXPECT_NE(button, nullptr);
    if (!button)
        return nullptr;
    QTest::mouseClick(button, Qt::LeftButton);
    QCoreApplication::processEvents();
    auto *dialog = window->findChild<ModelModeDialog *>();
    EXPECT_NE(dialog, nullptr);
    if (!dialog)
        return nullptr;
    EXPECT_TRUE(dialog->isVisible());
    // Readable on a 1366 × 768 laptop: the whole table and its words inside the screen.
    EXPECT_LE(dialog->width(), 1366);
    EXPECT_LE(dialog->height(), 768);
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        dialog->grab().save(QStringLiteral("%1/%2.png").arg(dir, name));
    return dialog;
}

TEST_F(Window, TheModelSwitchExplainsItselfInATable)
{
    ModelModeDialog *dialog = openModelTable(window.get(), QStringLiteral("model-table-en"));
    ASSERT_NE(dialog, nullptr);
    QTableWidget *table = dialog->table();
    ASSERT_EQ(table->rowCount(), 7);
    EXPECT_EQ(table->verticalHeaderItem(1)->text(), QStringLiteral("Compute per step"));
    EXPECT_EQ(table->item(1, 1)->text(), QStringLiteral("from the global batch"));
    EXPECT_EQ(table->item(1, 2)->text(), table->item(1, 0)->text()); // the appendix model
    // It follows the scenario: switch to the coupled model and the last column says so.
    window->findChild<QRadioButton *>(QStringLiteral("coupledModel"))->click();
    QCoreApplication::processEvents();
    EXPECT_EQ(table->item(1, 2)->text(), QStringLiteral("from the global batch"));
}

TEST_F(ChineseWindow, TheModelSwitchExplainsItselfInATable)
{
    ModelModeDialog *dialog = openModelTable(window.get(), QStringLiteral("model-table-zh"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_NE(dialog->table()->horizontalHeaderItem(2)->text(), QStringLiteral("This scenario"));
}

TEST_F(ChineseWindow, TheChineseTheStudentMet)
{
    // The fabrics named in words are in Chinese (the catalog's display names); products keep
    // their names.
    FleetPanel *panel = window->fleetPanel();
    QComboBox *fabric = panel->interNodePicker();
    auto itemText = [fabric](const char *id) {
        return fabric->itemText(fabric->findData(QString::fromLatin1(id)));
    };
    EXPECT_EQ(itemText("cross-datacenter"), QStringLiteral("跨数据中心广域网"));
    EXPECT_EQ(itemText("ethernet-tcp"), QStringLiteral("TCP/IP 以太网 (100 GbE)"));
    EXPECT_EQ(itemText("infiniband-ndr"), QStringLiteral("InfiniBand NDR 400 Gb/s"));
    // A count in each node reads with its label first: 每节点 8 个, not "8 每节点".
    auto *perNode =
        window->findChild<QDoubleSpinBox *>(QStringLiteral("accelerators_per_nodeSpin"));
    ASSERT_NE(perNode, nullptr);
    EXPECT_EQ(perNode->text(), QStringLiteral("每节点 8 个"));
    EXPECT_EQ(formatInputValue(fieldSpec(FieldId::AcceleratorsPerNode), 7),
              QStringLiteral("每节点 7 个")); // the tornado's bars
    // The snap switch, in Chinese.
    EXPECT_EQ(panel->snapToNodes()->text(), QStringLiteral("对齐到整节点(&W)"));
    // Qt's file dialog: its type column's "Folder" (a string Qt 6.4's own Chinese lacks).
    EXPECT_EQ(QFileIconProvider().type(QFileInfo(QDir::tempPath())), QStringLiteral("文件夹"));
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        window->showView(QStringLiteral("communication"));
        QCoreApplication::processEvents();
        panel->grab().save(dir + QStringLiteral("/fleet-panel-zh.png"));
    }
}

TEST_F(Window, ACurveLeavingLockedAxesIsMarkedOffScale)
{
    // Lock the MTBF chart's axes, then make the accelerators ten times as reliable: the curve
    // leaves the top of the locked range, and says so where it leaves.
    window->resize(1366, 768);
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    PlotView *mtbf = window->view(QStringLiteral("reliability"))->plots().front();
    mtbf->axisLock()->setLocked(true);
    EXPECT_TRUE(mtbf->offScaleShown().empty());
    ASSERT_TRUE(document->setField(FieldId::AcceleratorMttf,
                                   document->scenario().reliability.acceleratorMttfH * 100));
    QCoreApplication::processEvents();
    const std::vector<PlotView::OffScale> shown = mtbf->offScaleShown();
    ASSERT_FALSE(shown.empty());
    EXPECT_TRUE(shown.front().mark.above);
    EXPECT_EQ(shown.front().text, QStringLiteral("off scale ↑"));
    const QString dir = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window->grab().save(dir + QStringLiteral("/offscale-en-1366x768.png"));
    mtbf->axisLock()->setLocked(false);
    EXPECT_TRUE(mtbf->offScaleShown().empty());
}

TEST(Language, TheFileDialogNamesFileTypesInTheInterfacesLanguage)
{
    // installTranslations() makes the default locale the interface's: Qt's file dialog names a
    // PNG by its MIME type's comment in that language ("PNG image" stayed in English). Put
    // back afterwards: the translators it installed and the locale.
    const QLocale before;
    const QList<QTranslator *> had = qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly);
    ASSERT_TRUE(installTranslations(QStringLiteral("zh_CN")));
    const QString png = QMimeDatabase().mimeTypeForName(QStringLiteral("image/png")).comment();
    const QString folder = QFileIconProvider().type(QFileInfo(QDir::tempPath()));
    // The save dialog itself (Qt's, as on a desktop without a native one) over a folder and a
    // PNG: its type column in Chinese.
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("slides")));
    QImage(8, 8, QImage::Format_RGB32).save(dir.filePath(QStringLiteral("chart.png")));
    QStringList types;
    {
        QFileDialog dialog(nullptr, QStringLiteral("Export"), dir.path(),
                           QStringLiteral("PNG (*.png)"));
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.setViewMode(QFileDialog::Detail);
        dialog.resize(900, 500);
        dialog.show();
        auto *model = dialog.findChild<QFileSystemModel *>();
        ASSERT_NE(model, nullptr);
        const QModelIndex root = model->index(dir.path());
        for (int i = 0; i < 100 && model->rowCount(root) < 2; ++i)
            QTest::qWait(20);
        for (int r = 0; r < model->rowCount(root); ++r)
            types << model->index(r, 2, root).data().toString();
        const QString out = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
        if (!out.isEmpty())
            dialog.grab().save(out + QStringLiteral("/file-dialog-zh.png"));
    }
    for (QTranslator *t : qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly)) {
        if (!had.contains(t))
            delete t;
    }
    QLocale::setDefault(before);
    EXPECT_NE(png, QStringLiteral("PNG image"));
    EXPECT_TRUE(png.contains(QStringLiteral("PNG"))) << png.toStdString();
    EXPECT_EQ(folder, QStringLiteral("文件夹"));
    EXPECT_TRUE(types.contains(QStringLiteral("文件夹")))
        << types.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(types.contains(png)) << types.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(QFileIconProvider().type(QFileInfo(QDir::tempPath())), QStringLiteral("Folder"));
}

} // namespace
} // namespace fleet
