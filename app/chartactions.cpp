// The chart commands of the window (chartactions.h): context menus, the clipboard and the
// export dialogs around chartexport.h.
#include "chartactions.h"

#include "explorerview.h"
#include "picturewidget.h"
#include "scenariodocument.h"
#include "settings.h"
#include "tablepicture.h"
#include "text.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QCursor>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QRegularExpression>
#include <QStatusBar>

namespace fleet {

ChartActions::ChartActions(QMainWindow *window, ScenarioDocument *document,
                           Preferences *preferences, std::function<ExplorerView *()> currentView)
    : QObject(window), m_window(window), m_document(document), m_preferences(preferences),
      m_currentView(std::move(currentView)), m_copy(new QAction(tr("Copy c&hart as image"), window))
{
    m_copy->setObjectName(QStringLiteral("copyChartAction"));
    m_copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_copy->setToolTip(tr("Copies the chart under the pointer (or the view's first chart) as an "
                          "image, with its caption"));
    connect(m_copy, &QAction::triggered, this, [this] {
        if (!copyChart(targetChart()))
            say(tr("This view has no chart to copy"));
    });
    window->addAction(m_copy);
}

QList<QWidget *> ChartActions::chartsOf(const ExplorerView *view)
{
    QList<QWidget *> charts;
    if (!view)
        return charts;
    for (QChartView *chart : view->findChildren<QChartView *>())
        charts.push_back(chart);
    for (PictureWidget *picture : view->findChildren<PictureWidget *>())
        charts.push_back(picture);
    return charts;
}

void ChartActions::install(ExplorerView *view)
{
    for (QWidget *chart : chartsOf(view))
        installOn(chart);
}

void ChartActions::installOn(QWidget *chart)
{
    // A table's picture offers itself in the context menu of the table it is drawn for.
    const auto *table = qobject_cast<TablePicture *>(chart);
    QWidget *menu = table && table->shownBy() ? table->shownBy() : chart;
    auto *exportAction =
        new QAction(table ? tr("Export this table…") : tr("Export this chart…"), menu);
    exportAction->setObjectName(QStringLiteral("exportChartAction"));
    connect(exportAction, &QAction::triggered, this, [this, chart] { exportChart(chart); });
    auto *copy = new QAction(table ? tr("Copy table as image") : tr("Copy chart as image"), menu);
    copy->setObjectName(QStringLiteral("copyThisChartAction"));
    connect(copy, &QAction::triggered, this, [this, chart] { copyChart(chart); });
    // The chart's own actions make its context menu, so other commands can join them.
    menu->addAction(exportAction);
    menu->addAction(copy);
    menu->setContextMenuPolicy(Qt::ActionsContextMenu);
}

ExplorerView *ChartActions::viewOf(QWidget *chart)
{
    for (QWidget *w = chart; w; w = w->parentWidget()) {
        if (auto *view = qobject_cast<ExplorerView *>(w))
            return view;
    }
    return nullptr;
}

QWidget *ChartActions::chartAt(QPoint globalPos) const
{
    ExplorerView *view = m_currentView();
    if (!view)
        return nullptr;
    const QList<TablePicture *> tables = view->findChildren<TablePicture *>();
    for (QWidget *w = QApplication::widgetAt(globalPos); w; w = w->parentWidget()) {
        if (qobject_cast<QChartView *>(w) || qobject_cast<PictureWidget *>(w))
            return viewOf(w) == view ? w : nullptr;
        // A table drawn as a picture for export: the picture.
        for (TablePicture *t : tables) {
            if (t->shownBy() == w)
                return t;
        }
    }
    return nullptr;
}

QWidget *ChartActions::targetChart() const
{
    if (QWidget *chart = chartAt(QCursor::pos()))
        return chart;
    ExplorerView *view = m_currentView();
    if (view && view->pageChart())
        return view->pageChart();
    // The first chart on screen (a hidden page's chart is not what the user sees).
    const QList<QWidget *> charts = chartsOf(view);
    for (QWidget *chart : charts) {
        if (chart->isVisible())
            return chart;
    }
    return charts.isEmpty() ? nullptr : charts.front();
}

QString ChartActions::chartName(QWidget *chart)
{
    ExplorerView *view = viewOf(chart);
    if (!view)
        return QStringLiteral("chart");
    const qsizetype index = chartsOf(view).indexOf(chart);
    return index > 0 ? QStringLiteral("%1-%2").arg(view->id()).arg(index + 1) : view->id();
}

QString ChartActions::captionFor(QWidget *chart) const
{
    const ExplorerView *view = viewOf(chart);
    return view ? view->slideCaption() : QString();
}

bool ChartActions::copyChart(QWidget *chart)
{
    if (!chart)
        return false;
    // The picture Export writes (laid out for a slide, chartexport.h), not the chart's size on
    // screen: a small chart on a 1,280 × 720 window, laid out with a slide's text, had "..."
    // for every tick label and a squashed plot.
    SlideExport options = m_options;
    options.caption = m_captionOn ? captionFor(chart) : QString();
    QApplication::clipboard()->setImage(chartImage(chart, options));
    say(tr("Copied the chart as an image"));
    return true;
}

void ChartActions::exportChart(QWidget *chart)
{
    // A picture kept off screen (the Compare tables) has no size of its own: its size hint.
    SlideExportDialog dialog(chart->isVisible() ? chart->size() : chart->sizeHint(),
                             captionFor(chart), m_window);
    dialog.setChoice(m_format, m_options, m_captionOn);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_format = dialog.format();
    m_options = dialog.options();
    m_captionOn = dialog.isCaptionOn();
    const QString suffix = dialog.suffix();
    const QString filters[] = {tr("PNG image (*.png)"), tr("SVG drawing (*.svg)"),
                               tr("PDF document (*.pdf)")};
    const QString suggested =
        QDir(m_preferences->get(settings::lastDirectory))
            .filePath(suggestedFileName(chartName(chart), m_document->scenario(), suffix));
    QString name = QFileDialog::getSaveFileName(m_window, tr("Export chart"), suggested,
                                                filters[int(m_format)]);
    if (name.isEmpty())
        return;
    if (QFileInfo(name).suffix().toLower() != suffix)
        name += QLatin1Char('.') + suffix;
    writeTo(chart, m_options, name);
}

bool ChartActions::writeTo(QWidget *chart, const SlideExport &options, const QString &fileName)
{
    const bool ok =
        writeChart(chart, options, fileName, QString::fromStdString(m_document->scenario().name));
    if (ok)
        m_preferences->set(settings::lastDirectory, QFileInfo(fileName).absolutePath());
    say(ok ? tr("Exported %1").arg(fileName) : tr("Could not write %1").arg(fileName));
    return ok;
}

void ChartActions::say(const QString &text)
{
    m_window->statusBar()->showMessage(text, 5000);
}

QString ChartActions::suggestedFileName(const QString &chart, const Scenario &s,
                                        const QString &suffix)
{
    // The accelerator without its vendor: "nvidia-h100-sxm" → "h100-sxm".
    QString accelerator = toQString(s.accelerator.id);
    const qsizetype dash = accelerator.indexOf(QLatin1Char('-'));
    if (dash > 0 && dash + 1 < accelerator.size())
        accelerator = accelerator.mid(dash + 1);
    QString name = QStringLiteral("%1-%2-n%3").arg(chart, accelerator).arg(s.cluster.accelerators);
    name = name.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    name.replace(other, QStringLiteral("-"));
    static const QRegularExpression ends(QStringLiteral("^-+|-+$"));
    name.remove(ends);
    return name + QLatin1Char('.') + suffix.toLower();
}

} // namespace fleet
