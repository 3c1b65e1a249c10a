// MainWindow (mainwindow.h): the fleet panel as a dock, the eight views as tabs, the menus (open,
// save, save as, undo/redo, Ctrl+1…8, larger font, presentation mode, export as PNG/SVG/PDF), the
// title with the scenario, file and model mode, and the question before unsaved work is lost.
#include "mainwindow.h"

#include "chartactions.h"
#include "communicationview.h"
#include "compareview.h"
#include "coupled.h"
#include "examples.h"
#include "examplesmenu.h"
#include "explorerview.h"
#include "fleetpanel.h"
#include "powerview.h"
#include "presentation.h"
#include "referenceview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"
#include "utilizationview.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScreen>
#include <QPdfWriter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabWidget>

namespace fleet {

MainWindow::MainWindow(ScenarioDocument *document, Preferences *preferences, QWidget *parent)
    : QMainWindow(parent)
    , m_document(document)
    , m_preferences(preferences)
    , m_fleetPanel(new FleetPanel(document))
    , m_fleetDock(new QDockWidget(tr("Fleet")))
    , m_tabs(new QTabWidget)
    , m_modeLabel(new QLabel)
    , m_baseFont(QApplication::font())
{
    setObjectName(QStringLiteral("mainWindow"));
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_fleetPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_fleetScroll = scroll;
    m_fleetDock->setObjectName(QStringLiteral("fleetDock"));
    m_fleetDock->setWidget(scroll);
    m_fleetDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, m_fleetDock);

    m_views = {new RooflineView(document),     new ScalingView(document),
               new CommunicationView(document), new ReliabilityView(document),
               new UtilizationView(document),   new PowerView(document),
               new ReferenceView(document),     new CompareView(document)};
    for (ExplorerView *v : m_views)
        m_tabs->addTab(v, v->title());
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    m_chartActions = new ChartActions(this, document, preferences, [this] {
        return qobject_cast<ExplorerView *>(m_tabs->currentWidget());
    });
    for (ExplorerView *v : m_views)
        m_chartActions->install(v);

    m_presentation = new PresentationMode(this, m_fleetDock);
    createMenus();
    connect(document, &ScenarioDocument::rejected, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, 6000); });
    connect(m_fleetPanel, &FleetPanel::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 12000); });
    m_modeLabel->setObjectName(QStringLiteral("modelModeLabel"));
    statusBar()->addPermanentWidget(m_modeLabel);
    connect(document, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index >= 0 && size_t(index) < m_views.size())
            m_preferences->set(settings::currentView, m_views[size_t(index)]->id());
    });
    statusBar()->showMessage(tr("Drag a slider, pick hardware, hover a curve. Ctrl+1…%1 switch "
                                "views; Ctrl+Z undoes.")
                                 .arg(m_views.size()));
    // 1600×1000, or most of a smaller screen (a 1280×720 projector).
    QSize size(1600, 1000);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(size.expandedTo(minimumSizeHint()));
    restoreGeometry(m_preferences->get(settings::windowGeometry));
    restoreState(m_preferences->get(settings::windowState));
    setFontScale(m_preferences->get(settings::fontScale));
    showView(m_preferences->get(settings::currentView));
    updateTitle();
}

ExplorerView *MainWindow::view(const QString &id) const
{
    for (ExplorerView *v : m_views) {
        if (v->id() == id)
            return v;
    }
    return nullptr;
}

bool MainWindow::showView(const QString &id)
{
    ExplorerView *v = view(id);
    if (!v)
        return false;
    m_tabs->setCurrentWidget(v);
    return true;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New (appendix defaults)"), this, [this] {
        if (maybeSave())
            m_document->reset(defaultScenario(m_document->catalog()), QString());
    });
    newAction->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        if (!maybeSave())
            return;
        const QString name = QFileDialog::getOpenFileName(
            this, tr("Open scenario"), m_preferences->get(settings::lastDirectory),
            tr("Scenarios (*.json);;All files (*)"));
        if (!name.isEmpty())
            openFile(name);
    });
    open->setShortcut(QKeySequence::Open);
    file->addMenu(createExamplesMenu(this, [this](const QString &id) { openExample(id); }));
    QAction *saveAction = file->addAction(tr("&Save"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *exportAction = file->addAction(tr("&Export view (PNG, SVG, PDF)…"), this,
                                            &MainWindow::exportChart);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(m_chartActions->copyAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *resetAll = edit->addAction(tr("Reset &All"), this, [this] { m_document->resetAll(); });
    resetAll->setObjectName(QStringLiteral("resetAllAction"));
    resetAll->setToolTip(tr("Every input back to the appendix's defaults, as one undo step"));

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    for (size_t i = 0; i < m_views.size(); ++i) {
        ExplorerView *v = m_views[i];
        QAction *a = viewMenu->addAction(QString(v->title()).replace(QStringLiteral("&&"), QStringLiteral("&")),
                                         this, [this, v] { m_tabs->setCurrentWidget(v); });
        a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(i + 1)));
    }
    viewMenu->addSeparator();
    QAction *larger = viewMenu->addAction(tr("&Larger font (projector)"));
    larger->setObjectName(QStringLiteral("largerFontAction"));
    larger->setCheckable(true);
    larger->setShortcut(QKeySequence(tr("Ctrl+=")));
    connect(larger, &QAction::toggled, this, [this](bool on) { setFontScale(on ? kLargestFontScale : 1.0); });
    m_largerFont = larger;
    viewMenu->addAction(m_presentation->toggleAction());
    viewMenu->addAction(m_presentation->panelsAction());
    viewMenu->addAction(m_fleetDock->toggleViewAction());
    m_fleetDock->toggleViewAction()->setText(tr("&Fleet panel"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Fleet Explorer"), this, [this] {
        QMessageBox::about(
            this, tr("About Fleet Explorer"),
            tr("<p><b>Fleet Explorer</b> %1</p><p>The physics of machine-learning fleets: "
               "roofline, scaling, reliability, power and cooling, recomputed live.</p>"
               "<p>Formulas and reference values: the appendix \"Fleet Foundations\"; every "
               "readout's tooltip shows its formula and source.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::fitFleetDock()
{
    // At least the panel's narrowest form (labels above their values), and at first its
    // side-by-side form when the window has room (up to a quarter of it).
    const int scrollBar = m_fleetScroll->verticalScrollBar()->sizeHint().width() + 2;
    m_fleetScroll->setMinimumWidth(m_fleetPanel->minimumSizeHint().width() + scrollBar);
    const int preferred = std::min(m_fleetPanel->sizeHint().width() + scrollBar,
                                   std::max(m_fleetScroll->minimumWidth(), width() / 4));
    resizeDocks({m_fleetDock}, {preferred}, Qt::Horizontal);
}

void MainWindow::setFontScale(double scale, bool remember)
{
    m_fontScale = scale;
    QFont f = m_baseFont;
    const double base = m_baseFont.pointSizeF() > 0 ? m_baseFont.pointSizeF() : 10.0;
    f.setPointSizeF(base * scale);
    setFont(f);
    // A widget with a style sheet resolves its font when it is polished and then ignores its
    // parent's: polish those again so the new size reaches them.
    for (QWidget *w : findChildren<QWidget *>()) {
        if (!w->styleSheet().isEmpty()) {
            const QString sheet = w->styleSheet();
            w->setStyleSheet(QString());
            w->setStyleSheet(sheet);
        }
    }
    for (ExplorerView *v : m_views)
        v->setFontScale(scale);
    fitFleetDock();
    if (m_largerFont) {
        const QSignalBlocker block(m_largerFont);
        m_largerFont->setChecked(scale > 1.0);
    }
    if (remember)
        m_preferences->set(settings::fontScale, scale);
}

QString MainWindow::modelModeText() const
{
    switch (modelModeOf(m_document->scenario())) {
    case ModelMode::Appendix:
        return tr("Appendix model (first-order)");
    case ModelMode::Coupled:
        return tr("Coupled model (design review)");
    case ModelMode::Custom:
        break;
    }
    return tr("Custom model (a mix)");
}

void MainWindow::updateTitle()
{
    const QString mode = modelModeText();
    if (m_modeLabel->text() != mode)
        m_modeLabel->setText(mode);
    const QString name = QString::fromStdString(m_document->scenario().name);
    const QString file = m_document->fileName().isEmpty()
                             ? tr("untitled")
                             : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(QStringLiteral("%1 — %2[*] — %3 — Fleet Explorer").arg(name, file, mode));
    setWindowModified(m_document->isModified());
}

bool MainWindow::openFile(const QString &fileName)
{
    try {
        m_document->open(fileName);
    } catch (const InputError &e) {
        QMessageBox::warning(this, tr("Cannot open scenario"), e.message());
        return false;
    }
    m_preferences->set(settings::lastDirectory, QFileInfo(fileName).absolutePath());
    statusBar()->showMessage(tr("Opened %1").arg(fileName), 4000);
    return true;
}

bool MainWindow::openExample(const QString &id)
{
    if (!maybeSave())
        return false;
    for (const Example &e : examples()) {
        if (e.id != id)
            continue;
        Scenario example;
        try {
            example = loadExample(id, m_document->catalog());
        } catch (const InputError &error) { // a user catalog can override an example's hardware
            QMessageBox::warning(this, tr("Cannot open example"), error.message());
            return false;
        }
        // Untitled: saving asks where, so the example is never overwritten.
        m_document->reset(example, QString());
        showView(e.view);
        statusBar()->showMessage(tr("Opened the example \"%1\"").arg(e.title), 4000);
        return true;
    }
    return false;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveTo(const QString &fileName)
{
    try {
        m_document->save(fileName);
    } catch (const InputError &e) {
        QMessageBox::warning(this, tr("Cannot save scenario"), e.message());
        return false;
    }
    m_preferences->set(settings::lastDirectory, QFileInfo(fileName).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(fileName), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString name = QFileDialog::getSaveFileName(
        this, tr("Save scenario"), m_preferences->get(settings::lastDirectory),
        tr("Scenarios (*.json)"));
    if (name.isEmpty())
        return false;
    if (QFileInfo(name).suffix().isEmpty())
        name += QStringLiteral(".json");
    return saveTo(name);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::exportChart()
{
    QWidget *target = m_tabs->currentWidget();
    if (!target)
        return;
    QString name = QFileDialog::getSaveFileName(
        this, tr("Export view"), m_preferences->get(settings::lastDirectory),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (name.isEmpty())
        return;
    const QString suffix = QFileInfo(name).suffix().toLower();
    bool ok = true;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(name);
        svg.setSize(target->size());
        svg.setViewBox(target->rect());
        svg.setTitle(windowTitle());
        QPainter painter(&svg);
        target->render(&painter);
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(name);
        pdf.setPageSize(QPageSize(QSizeF(target->width(), target->height()), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        pdf.setTitle(windowTitle());
        QPainter painter(&pdf);
        target->render(&painter);
    } else {
        if (suffix != QLatin1String("png"))
            name += QStringLiteral(".png");
        ok = target->grab().save(name, "PNG");
    }
    statusBar()->showMessage(ok ? tr("Exported %1").arg(name) : tr("Could not write %1").arg(name),
                             5000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_preferences->set(settings::windowGeometry, saveGeometry());
    m_preferences->set(settings::windowState, saveState());
    event->accept();
}

} // namespace fleet
