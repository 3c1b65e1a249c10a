// Teaching and slides in the window: File › Examples (with the unsaved-changes question,
// untitled), Edit › Reset All as one undo step, the readouts' change indicators after an edit
// and an undo, and one chart exported or copied (context menu, Ctrl+Shift+C).
#include "../qtprinters.h"
#include "chartactions.h"
#include "chartexport.h"
#include "compareview.h"
#include "designpins.h"
#include "examples.h"
#include "palette.h"
#include "picturewidget.h"
#include "plotview.h"
#include "readout.h"
#include "readoutchange.h"
#include "sensitivitypanel.h"
#include "sweeppanel.h"
#include "tablepicture.h"
#include "textfit.h"
#include "tornadowidget.h"
#include "tradeoffmap.h"
#include "windowfixture.h"
#include <QTableWidget>

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>

namespace fleet {
namespace {

QAction *findAction(QWidget *window, const QString &objectName)
{
    QAction *a = window->findChild<QAction *>(objectName);
    EXPECT_NE(a, nullptr) << objectName.toStdString();
    return a;
}

/// Answers the next message box with `button` once it is shown (the window's question).
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible())
                box->button(button)->click();
        }
    });
}

TEST_F(Window, FileExamplesListsTheWorkedExamples)
{
    auto *menu = window->findChild<QMenu *>(QStringLiteral("examplesMenu"));
    ASSERT_NE(menu, nullptr);
    int count = 0;
    for (const QAction *a : menu->actions())
        count += a->isSeparator() ? 0 : 1;
    EXPECT_EQ(count, int(examples().size()));
    EXPECT_GE(count, 10);
    QMenu *file = window->menuBar()->actions().front()->menu();
    EXPECT_TRUE(file->actions().contains(menu->menuAction())) << "not in the File menu";
}

TEST_F(Window, AnExampleOpensUntitledOnItsView)
{
    findAction(window.get(), QStringLiteral("example-decode-8b-h100"))->trigger();
    QCoreApplication::processEvents();
    EXPECT_TRUE(document->fileName().isEmpty());
    EXPECT_FALSE(document->isModified());
    EXPECT_DOUBLE_EQ(document->scenario().workload.parameters, 8.03e9);
    EXPECT_EQ(window->tabs()->currentWidget(), window->view(QStringLiteral("roofline")));
    EXPECT_EQ(readout(QStringLiteral("roofline"), QStringLiteral("Decode tokens/s")),
              QStringLiteral("≤ 208.6 tokens/s"));
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("untitled")));

    findAction(window.get(), QStringLiteral("example-mtbf-8192"))->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->tabs()->currentWidget(), window->view(QStringLiteral("reliability")));
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("Cluster MTBF")),
              QStringLiteral("6.1 h"));
    EXPECT_EQ(readout(QStringLiteral("reliability"), QStringLiteral("P(failure within 24 h)")),
              QStringLiteral("98.0 %"));
}

TEST_F(Window, AnExampleAsksBeforeUnsavedWorkIsLost)
{
    document->setField(FieldId::Accelerators, 256);
    ASSERT_TRUE(document->isModified());
    answerNextMessageBox(QMessageBox::Cancel);
    EXPECT_FALSE(window->openExample(QStringLiteral("amdahl-32")));
    EXPECT_EQ(document->scenario().cluster.accelerators, 256); // kept

    answerNextMessageBox(QMessageBox::Discard);
    EXPECT_TRUE(window->openExample(QStringLiteral("amdahl-32")));
    EXPECT_EQ(document->scenario().cluster.accelerators, 32);
    EXPECT_EQ(readout(QStringLiteral("scaling"), QStringLiteral("Amdahl speedup")),
              QStringLiteral("7.8×"));
}

TEST_F(Window, SavingAnExampleAsksForAPath)
{
    window->openExample(QStringLiteral("power-10000"));
    document->setField(FieldId::Accelerators, 5000);
    bool asked = false;
    QTimer::singleShot(0, [&asked] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<QFileDialog *>(w); dialog && dialog->isVisible()) {
                asked = true;
                dialog->reject();
            }
        }
    });
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    EXPECT_TRUE(asked);
    EXPECT_TRUE(document->fileName().isEmpty());
}

TEST_F(Window, ResetAllIsOneUndoStep)
{
    type(window->fleetPanel()->clusterSize(), QStringLiteral("8192"));
    pickAccelerator(QStringLiteral("nvidia-b200"));
    ASSERT_EQ(document->scenario().cluster.accelerators, 8192);
    ASSERT_EQ(document->scenario().accelerator.id, "nvidia-b200");
    const int steps = document->undoStack()->count();

    findAction(window.get(), QStringLiteral("resetAllAction"))->trigger();
    QCoreApplication::processEvents();
    Scenario defaults = defaultScenario(document->catalog());
    EXPECT_EQ(document->scenario(), defaults);
    EXPECT_EQ(window->fleetPanel()->clusterSize()->spinBox()->value(), 1024);
    EXPECT_EQ(window->fleetPanel()->acceleratorPicker()->currentData().toString(),
              QStringLiteral("nvidia-h100-sxm"));
    EXPECT_EQ(document->undoStack()->count(), steps + 1);

    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(document->scenario().cluster.accelerators, 8192);
    EXPECT_EQ(document->scenario().accelerator.id, "nvidia-b200");
    EXPECT_EQ(window->fleetPanel()->clusterSize()->spinBox()->value(), 8192);
}

TEST_F(Window, ChangedReadoutsShowHowFarTheyMoved)
{
    window->showView(QStringLiteral("reliability"));
    QCoreApplication::processEvents();
    ReadoutPanel *panel = window->view(QStringLiteral("reliability"))->readoutPanel();
    const QString mtbf = QStringLiteral("Cluster MTBF");
    const QString p24 = QStringLiteral("P(failure within 24 h)");
    EXPECT_EQ(panel->change(mtbf), QString());
    const Results before = document->results();

    type(window->fleetPanel()->clusterSize(), QStringLiteral("1100"));
    // 1,024 → 1,100 GPUs: the MTBF falls by 6.9 %, the chance of a failure rises by 5.6 %.
    EXPECT_EQ(panel->change(mtbf), QStringLiteral("▼ 6.9 %"));
    EXPECT_EQ(panel->change(p24), QStringLiteral("▲ 5.6 %"));
    EXPECT_EQ(panel->change(p24), changeText(before.reliability.failureProbability,
                                             document->results().reliability.failureProbability));
    EXPECT_EQ(panel->change(QStringLiteral("Checkpoint size")), QString()); // did not move
    EXPECT_TRUE(panel->changeTimer().isActive());

    // Undo is a change too: back up by as much.
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(panel->change(mtbf), QStringLiteral("▲ 7.4 %"));
    EXPECT_EQ(panel->change(p24), QStringLiteral("▼ 5.3 %"));

    panel->clearChanges(); // the timer's end
    EXPECT_EQ(panel->change(mtbf), QString());
}

TEST_F(Window, CopyChartAsImageIsThePictureExportWritesAt1280x720)
{
    // On a 1,280 × 720 window a chart is small: copied at its size on screen with a slide's
    // text it had "..." for every tick label and a squashed plot. The copy is the export.
    window->resize(1280, 720);
    for (const char *id : {"roofline", "communication", "utilization"}) {
        SCOPED_TRACE(id);
        window->showView(QString::fromLatin1(id));
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(QString::fromLatin1(id));
        QWidget *chart = ChartActions::chartsOf(view).front();
        ASSERT_LT(chart->width(), 1280);
        QApplication::clipboard()->clear();
        ASSERT_TRUE(window->chartActions()->copyChart(chart));
        const QImage copied = QApplication::clipboard()->image();
        const QImage exported = chartImage(chart, {QSize(1280, 720), 1, view->slideCaption()});
        EXPECT_EQ(copied.size(), QSize(1280, 720));
        EXPECT_EQ(copied.convertToFormat(QImage::Format_RGB32),
                  exported.convertToFormat(QImage::Format_RGB32));
    }
}

TEST_F(Window, EveryChartOffersExportAndCopyOnRightClick)
{
    for (ExplorerView *v : window->views()) {
        for (QChartView *chart : v->findChildren<QChartView *>()) {
            EXPECT_EQ(chart->contextMenuPolicy(), Qt::ActionsContextMenu);
            QStringList texts;
            for (const QAction *a : chart->actions())
                texts << a->text();
            EXPECT_TRUE(texts.contains(QStringLiteral("Export this chart…")))
                << v->id().toStdString();
            EXPECT_TRUE(texts.contains(QStringLiteral("Copy chart as image")));
        }
    }
    // A right-click opens the menu with them.
    window->showView(QStringLiteral("roofline"));
    QCoreApplication::processEvents();
    QChartView *chart =
        window->view(QStringLiteral("roofline"))->findChildren<QChartView *>().front();
    QStringList shown;
    QTimer::singleShot(0, [&shown] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (const QAction *a : menu->actions())
                shown << a->text();
            menu->close();
        }
    });
    const QPoint at = chart->viewport()->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, chart->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(chart->viewport(), &event);
    EXPECT_TRUE(shown.contains(QStringLiteral("Export this chart…")))
        << shown.join(QLatin1Char('|')).toStdString();
}

TEST_F(Window, CtrlShiftCCopiesTheChartAsAnImage)
{
    window->showView(QStringLiteral("scaling"));
    QCoreApplication::processEvents();
    QApplication::clipboard()->clear();
    QChartView *first =
        window->view(QStringLiteral("scaling"))->findChildren<QChartView *>().front();
    QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QImage image = QApplication::clipboard()->image();
    ASSERT_FALSE(image.isNull());
    // The view's first chart (the pointer is over none), as Export writes it at 1280 × 720.
    EXPECT_EQ(image.size(), QSize(1280, 720));
    EXPECT_EQ(image.convertToFormat(QImage::Format_RGB32),
              chartImage(first, {QSize(1280, 720), 1,
                                 window->view(QStringLiteral("scaling"))->slideCaption()})
                  .convertToFormat(QImage::Format_RGB32));
    // The chart under the pointer is the one copied.
    const auto charts = window->view(QStringLiteral("scaling"))->findChildren<QChartView *>();
    QChartView *last = charts.back();
    EXPECT_EQ(window->chartActions()->chartAt(last->mapToGlobal(last->rect().center())), last);
    EXPECT_EQ(window->chartActions()->chartAt(window->fleetPanel()->mapToGlobal(QPoint(5, 5))),
              nullptr);
}

TEST_F(Window, ExportingAChartWritesIt)
{
    window->showView(QStringLiteral("roofline"));
    QCoreApplication::processEvents();
    QChartView *chart =
        window->view(QStringLiteral("roofline"))->findChildren<QChartView *>().front();
    EXPECT_EQ(ChartActions::chartName(chart), QStringLiteral("roofline"));
    const QString suggested = ChartActions::suggestedFileName(
        ChartActions::chartName(chart), document->scenario(), QStringLiteral("png"));
    EXPECT_EQ(suggested, QStringLiteral("roofline-h100-sxm-n1024.png"));
    const QSize shown = chart->size();
    QTemporaryDir dir;
    const QString file = dir.filePath(suggested);
    SlideExport options{QSize(1280, 720), 2,
                        window->view(QStringLiteral("roofline"))->slideCaption()};
    ASSERT_TRUE(window->chartActions()->writeTo(chart, options, file));
    const QImage image(file);
    EXPECT_EQ(image.size(), QSize(2560, 1440));
    EXPECT_EQ(chart->size(), shown); // the window is as it was
    EXPECT_EQ(window->statusBar()->currentMessage(), QStringLiteral("Exported %1").arg(file));
}

/// Share of the image's pixels that differ from the chart background.
double inkShare(const QImage &image)
{
    const QRgb background = colours().chartBackground.rgb();
    qint64 ink = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            ink += image.pixel(x, y) != background;
    return double(ink) / (double(image.width() / 2) * (image.height() / 2));
}

TEST_F(Window, ThePaintedPicturesAreChartsToExportAndCopy)
{
    // The layout's node map and the serving view's seats are charts as the others are: in the
    // context menu, named after their view, written at the slide's size and copied.
    const struct
    {
        const char *view;
        const char *name;
    } pictures[] = {{"layout", "layout-5"}, {"serving", "serving-3"}};
    for (const auto &p : pictures) {
        SCOPED_TRACE(p.view);
        window->showView(QString::fromLatin1(p.view));
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(QString::fromLatin1(p.view));
        const QList<PictureWidget *> found = view->findChildren<PictureWidget *>();
        ASSERT_EQ(found.size(), 1);
        PictureWidget *picture = found.front();
        EXPECT_EQ(ChartActions::chartsOf(view).back(), picture);
        EXPECT_EQ(ChartActions::chartName(picture), QString::fromLatin1(p.name));
        QStringList actions;
        for (QAction *a : picture->actions())
            actions << a->text();
        EXPECT_TRUE(actions.contains(QStringLiteral("Export this chart…"))) << p.view;
        EXPECT_EQ(picture->contextMenuPolicy(), Qt::ActionsContextMenu);
        EXPECT_EQ(window->chartActions()->chartAt(picture->mapToGlobal(picture->rect().center())),
                  picture);

        const QSize shown = picture->size();
        const double scale = picture->fontScale();
        QTemporaryDir dir;
        const QString file = dir.filePath(QString::fromLatin1(p.name) + QStringLiteral(".png"));
        ASSERT_TRUE(window->chartActions()->writeTo(
            picture, {QSize(1280, 720), 2, view->slideCaption()}, file));
        const QImage image(file);
        EXPECT_EQ(image.size(), QSize(2560, 1440));
        // Drawn, not a blank page: boxes, cells, dots and text cover part of it.
        EXPECT_GT(inkShare(image), 0.02);
        EXPECT_EQ(picture->size(), shown);
        EXPECT_EQ(picture->fontScale(), scale);
        if (qEnvironmentVariableIsSet("FLEET_SLIDES_DIR"))
            image.save(QDir(qEnvironmentVariable("FLEET_SLIDES_DIR"))
                           .filePath(QString::fromLatin1(p.name) + QStringLiteral(".png")));
        for (const char *suffix : {".svg", ".pdf"})
            EXPECT_TRUE(
                writeChart(picture, {QSize(1280, 720), 1, view->slideCaption()},
                           dir.filePath(QStringLiteral("p") + QString::fromLatin1(suffix))));
        // Drawn as vectors: the screen's cached pixmaps stay out of a drawing.
        QFile svg(dir.filePath(QStringLiteral("p.svg")));
        ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
        const QByteArray drawing = svg.readAll();
        EXPECT_FALSE(drawing.contains("<image")) << p.view;
        EXPECT_TRUE(drawing.contains("<path")) << p.view;

        QApplication::clipboard()->clear();
        ASSERT_TRUE(window->chartActions()->copyChart(picture));
        EXPECT_EQ(QApplication::clipboard()->image().size(), QSize(1280, 720));
    }
}

/// The export of `chart` at `size` checked as a slide: the legend under the plot, clear of it
/// and above the caption, inside the picture. With FLEET_SLIDES_DIR set, the PNG is written
/// there as `name`-WxH.png to be looked at.
ExportGeometry checkSlide(QChartView *chart, QSize size, const QString &caption,
                          const QString &name)
{
    SCOPED_TRACE(testing::Message()
                 << name.toStdString() << " " << size.width() << "x" << size.height());
    const ExportGeometry g = exportGeometry(chart, size, caption);
    EXPECT_FALSE(g.legend.isEmpty());
    EXPECT_GT(g.legend.top(), g.plotArea.bottom()) << "legend over the plot";
    EXPECT_FALSE(g.legend.intersects(g.plotArea));
    EXPECT_LE(g.legend.bottom(), g.caption.top() + 0.5);
    EXPECT_GT(g.legend.top(), g.caption.top() - 4 * g.labelHeight) << "legend far above its place";
    EXPECT_TRUE(QRectF(QPointF(), size).contains(g.legend));
    const QString dir = qEnvironmentVariable("FLEET_SLIDES_DIR");
    if (!dir.isEmpty()) {
        const QString base =
            QStringLiteral("%1/%2-%3x%4").arg(dir, name).arg(size.width()).arg(size.height());
        writeChart(chart, {size, 1, caption}, base + QStringLiteral(".png"));
        writeChart(chart, {size, 1, caption}, base + QStringLiteral(".svg"));
        writeChart(chart, {size, 1, caption}, base + QStringLiteral(".pdf"));
    }
    return g;
}

TEST_F(Window, AnExportedChartIsLaidOutForItsSize)
{
    const std::pair<const char *, const char *> charts[] = {{"roofline", "rooflinePlot"},
                                                            {"power", "puePlot"}};
    for (const auto &[viewId, chartName] : charts) {
        const QString id = QString::fromLatin1(viewId);
        window->showView(id);
        // A view just shown settles its layout over the next passes of the event loop.
        for (int pass = 0; pass < 3; ++pass)
            QCoreApplication::processEvents();
        auto *chart = window->view(id)->findChild<QChartView *>(QString::fromLatin1(chartName));
        ASSERT_NE(chart, nullptr) << chartName;
        const QRectF shownPlot = chart->chart()->plotArea();
        const QRectF shownLegend = legendRect(chart->chart());
        const QFont shownTitle = chart->chart()->titleFont();
        const QString caption = window->view(id)->slideCaption();
        const ExportGeometry small = checkSlide(chart, QSize(1280, 720), caption, id);
        const ExportGeometry large = checkSlide(chart, QSize(1920, 1080), caption, id);
        (void)checkSlide(chart, QSize(1024, 768), caption, id);
        // Text reads the same from the back of the room at either size.
        EXPECT_GT(large.titleHeight, small.titleHeight * 1.4) << viewId;
        EXPECT_GT(large.labelHeight, small.labelHeight * 1.4) << viewId;
        // The window is as it was, now and after the events the export left.
        QCoreApplication::processEvents();
        EXPECT_EQ(chart->chart()->plotArea(), shownPlot) << viewId;
        EXPECT_EQ(legendRect(chart->chart()), shownLegend) << viewId;
        EXPECT_EQ(chart->chart()->titleFont(), shownTitle) << viewId;
    }
}

TEST_F(Window, TheSvgExportHasTheLegendUnderThePlot)
{
    window->showView(QStringLiteral("roofline"));
    QCoreApplication::processEvents();
    auto *chart = window->view(QStringLiteral("roofline"))
                      ->findChild<QChartView *>(QStringLiteral("rooflinePlot"));
    ASSERT_NE(chart, nullptr);
    const QString caption = window->view(QStringLiteral("roofline"))->slideCaption();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("roofline.svg"));
    ASSERT_TRUE(writeChart(chart, {QSize(1280, 720), 1, caption}, file));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    // The axes' lines, ticks and markers as lines: their cached pixmaps (livecharts.h) stay on
    // screen.
    EXPECT_FALSE(svg.contains(QStringLiteral("<image")));
    // The legend's entries are one text item ("Ridge point" with a non-breaking space); its
    // group's transform places it.
    const qsizetype entry = svg.indexOf(QStringLiteral("Ridge") + QChar(0xa0));
    ASSERT_GE(entry, 0) << "legend entry not found";
    const qsizetype group = svg.lastIndexOf(QStringLiteral("transform=\"matrix("), entry);
    ASSERT_GE(group, 0);
    const qsizetype open = svg.indexOf(QLatin1Char('('), group) + 1;
    const QStringList matrix =
        svg.mid(open, svg.indexOf(QLatin1Char(')'), open) - open).split(QLatin1Char(','));
    ASSERT_EQ(matrix.size(), 6);
    const double legendY = matrix[5].toDouble();
    const ExportGeometry g = exportGeometry(chart, QSize(1280, 720), caption);
    EXPECT_GT(legendY, g.plotArea.bottom()) << "the legend's group is at y = " << legendY;
    EXPECT_LT(legendY, g.caption.top());
}

TEST_F(Window, TheCaptionFieldShowsItsStart)
{
    const QString caption = window->view(QStringLiteral("roofline"))->slideCaption();
    SlideExportDialog dialog(QSize(700, 400), caption);
    dialog.setChoice(SlideExportDialog::Format::Png, SlideExport{}, true);
    dialog.show();
    QCoreApplication::processEvents();
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("exportCaption"));
    ASSERT_NE(edit, nullptr);
    EXPECT_EQ(edit->text(), caption);
    EXPECT_EQ(edit->cursorPosition(), 0); // the view scrolls to the cursor
}

TEST_F(Window, TheExportDialogOffersSlideSizes)
{
    SlideExportDialog dialog(QSize(700, 400), QStringLiteral("a caption"));
    EXPECT_EQ(dialog.options().size, QSize(1280, 720));
    auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("exportSizePreset"));
    preset->setCurrentIndex(1);
    EXPECT_EQ(dialog.options().size, QSize(1920, 1080));
    preset->setCurrentIndex(3); // as on screen
    EXPECT_EQ(dialog.options().size, QSize(700, 400));
    dialog.findChild<QSpinBox *>(QStringLiteral("exportScale"))->setValue(2);
    EXPECT_DOUBLE_EQ(dialog.options().scale, 2);
    EXPECT_EQ(dialog.options().caption, QStringLiteral("a caption"));
    dialog.findChild<QCheckBox *>(QStringLiteral("exportCaptionOn"))->setChecked(false);
    EXPECT_EQ(dialog.options().caption, QString());
    dialog.findChild<QComboBox *>(QStringLiteral("exportFormat"))->setCurrentIndex(2);
    EXPECT_EQ(dialog.suffix(), QStringLiteral("pdf"));
    EXPECT_DOUBLE_EQ(dialog.options().scale, 1); // vectors have no scale
}

TEST(SuggestedFileName, ViewAcceleratorAndN)
{
    Scenario s = defaultScenario(embeddedCatalog());
    EXPECT_EQ(ChartActions::suggestedFileName(QStringLiteral("roofline"), s, QStringLiteral("png")),
              QStringLiteral("roofline-h100-sxm-n1024.png"));
    s.cluster.accelerators = 256;
    EXPECT_EQ(ChartActions::suggestedFileName(QStringLiteral("communication-2"), s,
                                              QStringLiteral("SVG")),
              QStringLiteral("communication-2-h100-sxm-n256.svg"));
    s.accelerator.id = "Odd Id/with spaces";
    EXPECT_EQ(ChartActions::suggestedFileName(QStringLiteral("power"), s, QStringLiteral("pdf")),
              QStringLiteral("power-odd-id-with-spaces-n256.pdf"));
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Window, TheTradeoffMapIsExportedAsTheChartsAre)
{
    // Issue 31: the trade-off map could not be exported (Ctrl+E gave a screen grab). It is a
    // painted picture now: its context menu exports and copies it, and an SVG holds its text.
    auto *map = window->view(QStringLiteral("compare"))->findChild<TradeoffMap *>();
    ASSERT_NE(map, nullptr);
    QStringList texts;
    for (const QAction *a : map->actions())
        texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("Export this chart…")))
        << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Copy chart as image")));
    EXPECT_EQ(map->contextMenuPolicy(), Qt::ActionsContextMenu);
    // Drawn from a grid of the open scenario, as the page shows it.
    const Scenario &s = document->scenario();
    map->setMap(tradeoffGrid(s, *findMetric(u"run.training_time_s"), FieldId::Accelerators,
                             FieldId::Mfu, 8, 8),
                findMetric(u"run.training_time_s"), 30 * 86400.0,
                QPointF(s.cluster.accelerators, s.scaling.mfu));
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("map.svg"));
    ASSERT_TRUE(writeChart(map, SlideExport{}, svg));
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Cluster size, accelerators")))
        << "the x axis's title";
    EXPECT_TRUE(text.contains(QStringLiteral("current design")));
}

TEST_F(Window, TheTornadoAndTheBottomLineAreExportedForAMemo)
{
    // Issue 31: the tornado is a painted picture like the map (export, copy, an SVG with its
    // words and a caption of its own numbers); the bottom-line table copies as Markdown.
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    ASSERT_NE(compare, nullptr);
    window->showView(QStringLiteral("compare"));
    compare->pages()->setCurrentWidget(compare->sensitivityPanel());
    QCoreApplication::processEvents();
    TornadoWidget *tornado = compare->sensitivityPanel()->tornado();
    QStringList texts;
    for (const QAction *a : tornado->actions())
        texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("Export this chart…")))
        << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Copy chart as image")));
    ASSERT_FALSE(tornado->chart().bars.empty());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("tornado.svg"));
    ASSERT_TRUE(writeChart(tornado, SlideExport{}, svg));
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains(tornado->chart().bars.front().input)) << "the first bar's label";
    const QString caption = compare->slideCaption();
    EXPECT_TRUE(caption.contains(tornado->chart().baseText)) << caption.toStdString();
    EXPECT_TRUE(caption.contains(tornado->chart().bars.front().up.text)) << caption.toStdString();
    // The bottom line as Markdown: the text --compare --format markdown prints.
    document->pinCurrent();
    compare->pages()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QAction *markdown =
        compare->metricTable()->findChild<QAction *>(QStringLiteral("copyReviewMarkdown"));
    ASSERT_NE(markdown, nullptr);
    markdown->trigger();
    EXPECT_EQ(QApplication::clipboard()->text(), reviewTableMarkdown(compare->shownDesigns()));
    EXPECT_TRUE(QApplication::clipboard()->text().startsWith(QStringLiteral("| Metric |")))
        << QApplication::clipboard()->text().left(80).toStdString();
}

/// Two designs pinned (1,024 and 2,048 H100) with the open scenario on 4,096, the Compare view
/// on its Designs page.
CompareView *compareTwoDesigns(MainWindow *window, ScenarioDocument *document)
{
    document->pinCurrent();
    EXPECT_TRUE(document->setField(FieldId::Accelerators, 2048));
    document->pinCurrent();
    EXPECT_TRUE(document->setField(FieldId::Accelerators, 4096));
    auto *compare = qobject_cast<CompareView *>(window->view(QStringLiteral("compare")));
    window->showView(QStringLiteral("compare"));
    compare->pages()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    return compare;
}

/// The words an SVG draws, its text elements' contents joined (without the word joiners that
/// keep Chinese words whole).
QString svgWords(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll())
        .remove(QChar(0x2060))
        .replace(QChar(0x00a0), QLatin1Char(' '));
}

TEST_F(Window, TheCompareTablesExportAsATableImage)
{
    // Issue 31: the bottom line and the inputs that differ as a table image (PNG, SVG, PDF) with
    // the charts' slide layout and caption, from the tables' context menus and from Ctrl+E, which
    // never grabs the page with its buttons.
    CompareView *compare = compareTwoDesigns(window.get(), document.get());
    TablePicture *metrics = compare->metricPicture();
    TablePicture *both = compare->tablesPicture();
    // The tables' context menus offer the pictures' export and copy.
    QStringList texts;
    for (const QAction *a : compare->metricTable()->actions())
        texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("Export this table…")))
        << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Copy table as image")));
    EXPECT_TRUE(texts.contains(QStringLiteral("Copy table as Markdown"))); // kept
    texts.clear();
    for (const QAction *a : compare->inputTable()->actions())
        texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("Export this table…")));
    // The picture holds the tables as shown: every design, every row, the best marked in bold.
    ASSERT_EQ(metrics->tables().size(), 1u);
    const TablePicture::Table &bottom = metrics->tables().front();
    EXPECT_EQ(bottom.headers.size(), 1 + compare->metricTable()->columnCount());
    EXPECT_EQ(int(bottom.rows.size()), compare->metricTable()->rowCount());
    const auto boldCells = std::count_if(bottom.rows.begin(), bottom.rows.end(), [](const auto &r) {
        return std::any_of(r.cells.begin(), r.cells.end(), [](const auto &c) { return c.bold; });
    });
    EXPECT_GT(boldCells, 5);
    ASSERT_EQ(both->tables().size(), 2u); // the cluster sizes differ: the inputs table too
    EXPECT_EQ(both->tables()[1].rows.size(), size_t(compare->inputTable()->rowCount()));
    // Ctrl+E and Ctrl+Shift+C take the page's picture: the tables on the Designs page, the
    // tornado, the trade-off map and the sweep on theirs.
    EXPECT_EQ(compare->pageChart(), static_cast<QWidget *>(both));
    EXPECT_EQ(window->chartActions()->targetChart(), static_cast<QWidget *>(both));
    compare->pages()->setCurrentWidget(compare->sensitivityPanel());
    QCoreApplication::processEvents();
    EXPECT_EQ(compare->pageChart(), static_cast<QWidget *>(compare->sensitivityPanel()->tornado()));
    compare->pages()->setCurrentWidget(compare->sweepPanel());
    QCoreApplication::processEvents();
    EXPECT_EQ(compare->pageChart(), static_cast<QWidget *>(compare->sweepPanel()->plot()));
    compare->pages()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    // Exported as a slide: the tables' words as text, the caption under them, no button.
    const QString caption = compare->slideCaption();
    EXPECT_TRUE(caption.startsWith(QStringLiteral("Designs compared: "))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(compare->shownDesigns().front().name)) << caption.toStdString();
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("tables.svg"));
    ASSERT_TRUE(window->chartActions()->writeTo(both, {QSize(1280, 720), 1, caption}, svg));
    const QString words = svgWords(svg);
    EXPECT_TRUE(words.contains(QStringLiteral("Bottom line")));
    EXPECT_TRUE(words.contains(QStringLiteral("Inputs that differ")));
    EXPECT_TRUE(words.contains(QStringLiteral("Time to train")));
    EXPECT_TRUE(words.contains(
        compare->cellText(QStringLiteral("Time to train"), 1).section(QLatin1Char(' '), 0, 1)))
        << compare->cellText(QStringLiteral("Time to train"), 1).toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("✓ best")));
    EXPECT_TRUE(words.contains(QStringLiteral("Designs compared")));
    EXPECT_FALSE(words.contains(QStringLiteral("Pin as design"))); // not a grab of the page
    EXPECT_FALSE(words.contains(QStringLiteral("Unpin")));
    // A PNG at the slide's size; the whole bottom line fits it (the text shrinks if it must).
    const QString png = dir.filePath(QStringLiteral("tables.png"));
    ASSERT_TRUE(window->chartActions()->writeTo(both, {QSize(1280, 720), 2, caption}, png));
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(2560, 1440));
    const QFont slideFont = [] {
        QFont f = QApplication::font();
        f.setPointSizeF(f.pointSizeF() * kSlideFontScale);
        return f;
    }();
    const int band = captionHeight(both, caption, 1280);
    const TablePicture::Fit fit = both->fit(QSizeF(1280, 720 - band), slideFont);
    EXPECT_LE(fit.height, 720 - band);
    EXPECT_GE(fit.scale, 0.6); // still read on a slide
    // The copy: the picture Export writes, at the slide's 1,280 × 720 (as a chart's copy is),
    // the table laid out for it rather than grabbed at its size on screen.
    QApplication::clipboard()->clear();
    ASSERT_TRUE(window->chartActions()->copyChart(metrics));
    const QImage copied = QApplication::clipboard()->image();
    EXPECT_EQ(copied.size(), QSize(1280, 720));
    const QString copyPng = dir.filePath(QStringLiteral("copy.png"));
    ASSERT_TRUE(window->chartActions()->writeTo(metrics, {QSize(1280, 720), 1, caption}, copyPng));
    EXPECT_EQ(copied.convertToFormat(QImage::Format_RGB32),
              QImage(copyPng).convertToFormat(QImage::Format_RGB32));
}

TEST_F(ChineseWindow, TheCompareTablesKeepTheirWordsWhole)
{
    // "✓ 最/佳" broke inside the word: the cells join their Chinese characters, so a line too
    // narrow for the whole cell breaks before the mark, never inside it.
    CompareView *compare = compareTwoDesigns(window.get(), document.get());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("tables.svg"));
    ASSERT_TRUE(
        writeChart(compare->tablesPicture(), {QSize(1280, 720), 1, compare->slideCaption()}, svg));
    const QString words = svgWords(svg);
    EXPECT_TRUE(words.contains(QStringLiteral("核心指标"))) << "the table's title";
    EXPECT_TRUE(words.contains(QStringLiteral("不同的输入")));
    EXPECT_TRUE(compare->slideCaption().startsWith(QStringLiteral("所比较的设计：")))
        << compare->slideCaption().toStdString();
    int checked = 0;
    for (int r = 0; r < compare->metricTable()->rowCount(); ++r) {
        for (int c = 0; c < compare->metricTable()->columnCount(); ++c) {
            const QTableWidgetItem *item = compare->metricTable()->item(r, c);
            if (!item || !item->font().bold())
                continue;
            // Laid out one character narrower than it is: the mark moves down whole.
            const QString text = item->text();
            const QFontMetricsF metrics(item->font());
            QTextLayout layout(text, item->font());
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            layout.beginLayout();
            QStringList lines;
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(metrics.horizontalAdvance(text) -
                                  metrics.horizontalAdvance(QStringLiteral("佳")));
                lines << text.mid(line.textStart(), line.textLength());
            }
            layout.endLayout();
            ASSERT_GE(lines.size(), 2) << text.toStdString();
            for (const QString &line : lines)
                EXPECT_FALSE(plainText(line).trimmed().endsWith(QStringLiteral("最")))
                    << lines.join(QLatin1Char('|')).toStdString();
            EXPECT_TRUE(plainText(lines.last()).contains(QStringLiteral("✓ 最佳")))
                << lines.join(QLatin1Char('|')).toStdString();
            ++checked;
        }
    }
    EXPECT_GT(checked, 3);
    const QString dirOut = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
    if (!dirOut.isEmpty()) {
        window->resize(1366, 768);
        QCoreApplication::processEvents();
        window->grab().save(dirOut + QStringLiteral("/compare-tables-zh-1366x768.png"));
        chartImage(compare->tablesPicture(), {QSize(1280, 720), 1, compare->slideCaption()})
            .save(dirOut + QStringLiteral("/compare-tables-zh-export.png"));
    }
}

} // namespace
} // namespace fleet
