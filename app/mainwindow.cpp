// MainWindow (mainwindow.h): the fleet panel as a dock, the eight views as tabs, the menus (new,
// open, examples, open recent, save, save as, rename, export, undo/redo, Reset All,
// preferences, Ctrl+1…9 and Ctrl+0, larger font, presentation mode, reset layout), dropped scenario
// files, the title with the scenario, file and model mode, and the question before unsaved
// work is lost.
#include "mainwindow.h"

#include "accessibility.h"
#include "calibrationdialog.h"
#include "chartactions.h"
#include "communicationview.h"
#include "compareview.h"
#include "coupled.h"
#include "examples.h"
#include "examplesmenu.h"
#include "explorerview.h"
#include "exportview.h"
#include "fleetpanel.h"
#include "hardwareeditor.h"
#include "layoutview.h"
#include "lessonplayer.h"
#include "powerview.h"
#include "preferencesdialog.h"
#include "presentation.h"
#include "recentfiles.h"
#include "referenceview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "servingview.h"
#include "settings.h"
#include "utilizationview.h"
#include "windowshortcuts.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace fleet {

namespace {

/// The views' tabs. With the tab bar hidden (presentation mode's strip takes its place) their
/// least height is the views' alone: QTabWidget::minimumSizeHint() counts a hidden tab bar,
/// and those 32 phantom pixels pushed the power view past a 1280 × 720 screen in Chinese
/// (the window grew taller than the screen, its model notes under the strip).
class ViewTabs : public QTabWidget
{
public:
    using QTabWidget::QTabWidget;

    [[nodiscard]] QSize minimumSizeHint() const override
    {
        QSize size = QTabWidget::minimumSizeHint();
        if (tabBar()->isHidden())
            size.rheight() -= tabBar()->minimumSizeHint().height();
        return size;
    }
};

/// The one local file of a drag, if it carries exactly one.
QString droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1 ||
        !mime->urls().first().isLocalFile())
        return {};
    return mime->urls().first().toLocalFile();
}

} // namespace

Prompts Prompts::dialogs()
{
    Prompts p;
    p.fileName = [](QWidget *parent, const QString &caption, const QString &directory,
                    const QString &filter, bool save) {
        return save ? QFileDialog::getSaveFileName(parent, caption, directory, filter)
                    : QFileDialog::getOpenFileName(parent, caption, directory, filter);
    };
    p.unsavedChanges = [](QWidget *parent) {
        const auto *window = qobject_cast<const MainWindow *>(parent);
        return QMessageBox::warning(
            parent, MainWindow::tr("Unsaved changes"),
            window ? window->unsavedChangesText()
                   : MainWindow::tr("The scenario has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    p.overwriteDesign = [](QWidget *parent, const QString &question) {
        return QMessageBox::warning(parent, MainWindow::tr("Write over another design?"), question,
                                    QMessageBox::Save | QMessageBox::Cancel,
                                    QMessageBox::Cancel) == QMessageBox::Save;
    };
    p.text = [](QWidget *parent, const QString &title, const QString &label,
                const QString &text) -> std::optional<QString> {
        bool ok = false;
        const QString answer =
            QInputDialog::getText(parent, title, label, QLineEdit::Normal, text, &ok);
        return ok ? std::optional<QString>(answer) : std::nullopt;
    };
    return p;
}

MainWindow::MainWindow(ScenarioDocument *document, Preferences *preferences, QWidget *parent)
    : QMainWindow(parent), m_document(document), m_preferences(preferences),
      m_fleetPanel(new FleetPanel(document)), m_fleetDock(new QDockWidget(tr("Fleet"))),
      m_tabs(new ViewTabs), m_modeLabel(new QLabel), m_recent(new RecentFiles(preferences, this)),
      m_baseFont(QApplication::font())
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

    // A file opened before the window (the command line) keeps its convention.
    if (!document->viewState().bandwidthConvention)
        applyPreferredViewState();
    m_views = {new RooflineView(document),      new ScalingView(document),
               new CommunicationView(document), new ReliabilityView(document),
               new UtilizationView(document),   new PowerView(document),
               new ReferenceView(document),     new CompareView(document),
               new LayoutView(document),        new ServingView(document)};
    for (ExplorerView *v : m_views) {
        const int tab = m_tabs->addTab(v, v->tabTitle());
        if (v->tabTitle() != v->title())
            m_tabs->setTabToolTip(
                tab, QString(v->title()).replace(QStringLiteral("&&"), QStringLiteral("&")));
    }
    m_tabs->setDocumentMode(true);
    // The lesson bar sits above the views, hidden until a lesson opens.
    m_lessonPlayer = new LessonPlayer(this);
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_lessonPlayer);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    m_chartActions = new ChartActions(this, document, preferences, [this] {
        return qobject_cast<ExplorerView *>(m_tabs->currentWidget());
    });
    for (ExplorerView *v : m_views)
        m_chartActions->install(v);
    if (auto *compare = qobject_cast<CompareView *>(view(QStringLiteral("compare")))) {
        connect(compare, &CompareView::inputRequested, this, &MainWindow::revealInput);
        connect(compare, &CompareView::pinFileRequested, this, &MainWindow::pinFileFromDialog);
        connect(compare, &CompareView::chartAdded, m_chartActions, &ChartActions::installOn);
    }

    // The review (pins, names, files) is kept in the data folder for the next start.
    m_reviewTimer = new QTimer(this);
    m_reviewTimer->setSingleShot(true);
    m_reviewTimer->setInterval(1000);
    connect(m_reviewTimer, &QTimer::timeout, this, &MainWindow::saveReviewSession);
    connect(document->pins(), &DesignPins::changed, m_reviewTimer, qOverload<>(&QTimer::start));

    m_presentation = new PresentationMode(this, m_fleetDock);
    createMenus();
    new WindowShortcuts(this);
    describeControls(this); // every control named and described for a screen reader
    QCoreApplication::instance()->installEventFilter(this); // dropped files (eventFilter)
    setAcceptDrops(true);
    // A note about an edit (a refusal, a clamp, a conversion) stays until the next edit: the
    // edit it came with keeps it, any later one clears it, so no stale "−8 is below…" stands
    // beside a new result.
    connect(document, &ScenarioDocument::rejected, this, [this](const QString &reason) {
        statusBar()->showMessage(reason, 6000);
        m_editNote = EditNote::Shown; // a refused edit changes nothing: the next change clears it
    });
    connect(document, &ScenarioDocument::notice, this, [this](const QString &text) {
        statusBar()->showMessage(text, 10000);
        m_editNote = EditNote::Fresh; // the edit it describes is about to change the scenario
        // An edit that changed nothing (a clamp to the value already set) leaves it standing.
        QTimer::singleShot(0, this, [this] {
            if (m_editNote == EditNote::Fresh)
                m_editNote = EditNote::Shown;
        });
    });
    connect(document, &ScenarioDocument::changed, this, [this] {
        if (m_editNote == EditNote::Fresh) {
            m_editNote = EditNote::Shown;
        } else if (m_editNote == EditNote::Shown) {
            statusBar()->clearMessage();
            m_editNote = EditNote::None;
        }
    });
    connect(
        m_fleetPanel, &FleetPanel::message, this,
        [this](const QString &text, const QString &detail) {
            statusBar()->showMessage(text, 12000);
            if (!detail.isEmpty()) // after messageChanged, which sets the message as the tooltip
                statusBar()->setToolTip(text + QLatin1Char('\n') + detail);
            m_editNote = EditNote::Shown; // said after its edit: the next change clears it
        });
    m_modeLabel->setObjectName(QStringLiteral("modelModeLabel"));
    statusBar()->addPermanentWidget(m_modeLabel);
    // A message longer than the room left of the model's name takes the whole bar while it
    // shows (the name comes back after it), and the bar's tooltip holds it whole.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        const int room = statusBar()->width() - m_modeLabel->sizeHint().width() - 24;
        m_modeLabel->setVisible(message.isEmpty() ||
                                statusBar()->fontMetrics().horizontalAdvance(message) <= room);
        statusBar()->setToolTip(message);
    });
    connect(document, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index < 0 || size_t(index) >= m_views.size())
            return;
        m_preferences->set(settings::currentView, m_views[size_t(index)]->id());
        m_document->setCurrentView(m_views[size_t(index)]->id());
        if (!m_visitsPaused)
            recordShown(); // a view shown is a step of a saved lesson
    });
    // Every edit, undo and redo (each push or merge moves or restates the history's index),
    // recorded once the index is up to date. A lesson's step and the user's scenario back
    // after it change the scenario without an edit: they are recorded as shown, below.
    connect(document->undoGroup(), &QUndoGroup::indexChanged, this, &MainWindow::scheduleVisit);
    connect(document, &ScenarioDocument::draggingChanged, this, [this](bool dragging) {
        if (!dragging && m_visitPending)
            recordVisit(); // the drag's last value, as one step
    });
    // A lesson's steps are no undo steps: each step shown, and the user's scenario back after
    // the lesson, is a visit of its own.
    // While a step changes, its scenario, history and view change with no edit: nothing of it
    // is recorded but the step shown at the end (an edit made in the step before is, first).
    connect(m_lessonPlayer, &LessonPlayer::stepChanging, this, [this] {
        if (m_visitPending)
            recordVisit();
        m_visitsPaused = true;
    });
    const auto shownAfterStep = [this] {
        m_visitsPaused = false;
        m_visitPending = false;
        recordShown();
    };
    connect(m_lessonPlayer, &LessonPlayer::stepChanged, this, shownAfterStep);
    connect(m_lessonPlayer, &LessonPlayer::stopped, this, shownAfterStep);
    m_visitClock.start();
    connect(document, &ScenarioDocument::viewStateChanged, this, [this] {
        const ViewState view = m_document->viewState();
        if (view.currentView)
            showView(QString::fromStdString(*view.currentView));
        if (view.lockedAxes) {
            for (ExplorerView *v : m_views) {
                QList<int> charts;
                const QString prefix = v->id() + QLatin1Char('/');
                for (const std::string &id : *view.lockedAxes) {
                    if (QString::fromStdString(id).startsWith(prefix))
                        charts << QString::fromStdString(id).mid(prefix.size()).toInt();
                }
                v->setLockedAxes(charts);
            }
        }
    });
    statusBar()->showMessage(tr("Drag a slider, pick hardware, hover a curve. Ctrl+1…%1 switch "
                                "views; Ctrl+Z undoes.")
                                 .arg(m_views.size() > 9 ? QStringLiteral("9, Ctrl+0")
                                                         : QString::number(m_views.size())));
    // 1600×1000, or most of a smaller screen (a 1280×720 projector).
    QSize size(1600, 1000);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(size.expandedTo(minimumSizeHint()));
    if (m_preferences->get(settings::restoreLayout)) {
        restoreGeometry(m_preferences->get(settings::windowGeometry));
        restoreState(m_preferences->get(settings::windowState));
    }
    setFontScale(m_preferences->get(settings::fontScale));
    const auto fromFile = document->viewState().currentView;
    showView(fromFile ? QString::fromStdString(*fromFile)
                      : m_preferences->get(settings::currentView));
    m_document->setCurrentView(m_views[size_t(std::max(0, m_tabs->currentIndex()))]->id());
    recordShown(/*opened=*/true);
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

void MainWindow::applyPreferredViewState()
{
    ViewState view;
    view.bandwidthConvention =
        m_preferences->get(settings::bandwidthConvention) == QLatin1String("bidirectional-total")
            ? BandwidthConvention::BidirectionalTotal
            : BandwidthConvention::PerDirection;
    m_document->mergeViewState(view);
}

void MainWindow::createFileMenu()
{
    // Shortcuts are spelled out: QKeySequence::SaveAs maps to no key on Linux desktops.
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New (appendix defaults)"), this, [this] {
        if (!maybeSave())
            return;
        m_document->reset(defaultScenario(m_document->catalog()), QString());
        m_document->comparison()->setIds({});
        applyPreferredViewState();
    });
    newAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        if (!maybeSave())
            return;
        const QString name = m_prompts.fileName(this, tr("Open scenario"),
                                                m_preferences->get(settings::lastDirectory),
                                                tr("Scenarios (*.json);;All files (*)"), false);
        if (!name.isEmpty())
            openFile(name);
    });
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    file->addAction(tr("&Pin a File to Compare…"), this, &MainWindow::pinFileFromDialog)
        ->setObjectName(QStringLiteral("pinFileAction"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_recent->attach(m_recentMenu, [this](const QString &path) { openWithGuard(path); });
    file->addMenu(createExamplesMenu(this, [this](const QString &id) { openExample(id); }));
    createLessonsMenu(file);
    QAction *saveAction = file->addAction(tr("&Save"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, [this] { saveAs(); });
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QAction *renameAction = file->addAction(tr("Rena&me…"), this, &MainWindow::rename);
    renameAction->setObjectName(QStringLiteral("renameAction"));
    renameAction->setShortcut(QKeySequence(Qt::Key_F2));
    file->addSeparator();
    QAction *exportAction =
        file->addAction(tr("&Export view (PNG, SVG, PDF)…"), this, &MainWindow::exportChart);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addAction(m_chartActions->copyAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
}

void MainWindow::createMenus()
{
    createFileMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction *redo = m_document->undoGroup()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *resetAll = edit->addAction(tr("Reset &All"), this, [this] { m_document->resetAll(); });
    resetAll->setObjectName(QStringLiteral("resetAllAction"));
    resetAll->setToolTip(tr("Every input back to the appendix's defaults, as one undo step"));
    QAction *preferences = edit->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    for (size_t i = 0; i < m_views.size(); ++i) {
        ExplorerView *v = m_views[i];
        // The title is a tab text: "&&" already shows as one '&' in a menu too.
        QAction *a =
            viewMenu->addAction(v->title(), this, [this, v] { m_tabs->setCurrentWidget(v); });
        // Ctrl+1…9, then Ctrl+0 for the tenth.
        a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg((i + 1) % 10)));
    }
    viewMenu->addSeparator();
    QAction *larger = viewMenu->addAction(tr("&Larger font (projector)"));
    larger->setObjectName(QStringLiteral("largerFontAction"));
    larger->setCheckable(true);
    larger->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    connect(larger, &QAction::toggled, this,
            [this](bool on) { setFontScale(on ? kLargestFontScale : 1.0); });
    m_largerFont = larger;
    viewMenu->addAction(m_presentation->toggleAction());
    viewMenu->addAction(m_presentation->panelsAction());
    viewMenu->addAction(m_fleetDock->toggleViewAction());
    m_fleetDock->toggleViewAction()->setText(tr("&Fleet panel"));
    viewMenu->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    QAction *hardware = tools->addAction(tr("&Hardware…"), this, [this] {
        auto *editor =
            new HardwareEditor(m_document->catalog(), m_preferences->userCatalogPath(), this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(editor, &HardwareEditor::saved, this, [this](const QString &path) {
            statusBar()->showMessage(tr("Saved to %1; it is loaded at the next start.").arg(path),
                                     8000);
        });
        editor->open();
    });
    hardware->setObjectName(QStringLiteral("hardwareAction"));
    tools->addAction(tr("&Solve for a target…"), this, &MainWindow::showGoalSeek)
        ->setObjectName(QStringLiteral("goalSeekAction"));
    tools
        ->addAction(
            tr("&Calibrate from observations…"), this,
            [this] {
                if (!m_calibration) {
                    m_calibration = new CalibrationDialog(m_document, this);
                    connect(m_calibration, &CalibrationDialog::calibrated, this,
                            [this](const QString &what) { statusBar()->showMessage(what, 12000); });
                }
                m_calibration->show();
                m_calibration->raise();
                m_calibration->activateWindow();
            })
        ->setObjectName(QStringLiteral("calibrateAction"));

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

    // The menu bar is hidden while presenting: the window holds every menu shortcut too, so
    // Ctrl+1…9, Ctrl+Z and the others keep working there (one action each: no ambiguity).
    const std::function<void(const QMenu *)> hold = [this, &hold](const QMenu *menu) {
        for (QAction *a : menu->actions()) {
            if (a->menu())
                hold(a->menu());
            else if (!a->shortcuts().isEmpty())
                addAction(a);
        }
    };
    for (const QAction *top : menuBar()->actions()) {
        if (top->menu())
            hold(top->menu());
    }
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

void MainWindow::resetLayout()
{
    m_fleetDock->setFloating(false);
    addDockWidget(Qt::LeftDockWidgetArea, m_fleetDock);
    m_fleetDock->show();
    fitFleetDock();
    m_preferences->reset(settings::windowState);
    statusBar()->showMessage(tr("Layout reset: the fleet panel is back on the left."), 4000);
}

void MainWindow::showPreferences()
{
    auto *dialog = new PreferencesDialog(m_preferences, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PreferencesDialog::resetLayoutRequested, this, &MainWindow::resetLayout);
    connect(dialog, &QDialog::accepted, this, [this] {
        setFontScale(m_preferences->get(settings::fontScale));
        applyPreferredViewState();
    });
    dialog->open();
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
    const QString name = scenarioDisplayName(m_document->scenario());
    const QString file = m_document->fileName().isEmpty()
                             ? tr("untitled")
                             : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1 — %2[*] — %3 — Fleet Explorer").arg(name, file, mode));
    setWindowModified(m_document->isModified());
}

void MainWindow::rename()
{
    const std::optional<QString> answer = m_prompts.text(
        this, tr("Rename scenario"),
        tr("Name of the scenario (leave empty for one made from the hardware and cluster size):"),
        scenarioDisplayName(m_document->scenario()));
    if (!answer)
        return;
    QString name = answer->simplified();
    // The automatic name typed back unchanged stays automatic: it keeps following the hardware.
    if (m_document->scenario().name.empty() && name == scenarioDisplayName(m_document->scenario()))
        return;
    m_document->apply(tr("Rename scenario"), [&name](Scenario &s) { s.name = name.toStdString(); });
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
    m_recent->add(fileName);
    statusBar()->showMessage(tr("Opened %1").arg(fileName), 4000);
    return true;
}

bool MainWindow::openWithGuard(const QString &fileName)
{
    if (!maybeSave())
        return false;
    if (!QFileInfo::exists(fileName)) {
        m_recent->remove(fileName);
        statusBar()->showMessage(
            tr("%1 no longer exists; removed from the recent files.").arg(fileName), 8000);
        return false;
    }
    return openFile(fileName);
}

bool MainWindow::save()
{
    // The design being edited is saved to its own file (Edit made it the window's file).
    const DesignPins *pins = m_document->pins();
    const QString own = pins->fileName(pins->followed());
    const QString file = own.isEmpty() ? m_document->fileName() : own;
    if (file.isEmpty())
        return saveAs();
    return saveTo(file);
}

QString MainWindow::unsavedChangesText() const
{
    const QString file = m_document->fileName();
    return file.isEmpty() ? tr("The untitled scenario has unsaved changes. Save them?")
                          : tr("The scenario in %1 has unsaved changes. Save them?")
                                .arg(QFileInfo(file).fileName());
}

QString MainWindow::overwriteDesignText(const QString &file, const QString &held,
                                        const QString &saved)
{
    return tr("%1 holds the pinned design \"%2\". Write \"%3\" over it?")
        .arg(QFileInfo(file).fileName(), held, saved);
}

bool MainWindow::saveTo(const QString &fileName)
{
    // A design is written only to its own file: a file that another pinned design came from
    // (or was saved to) and that holds a different design is written over only when asked.
    DesignPins *pins = m_document->pins();
    const int self = pins->followed();
    const QString target = QFileInfo(fileName).absoluteFilePath();
    int overwritten = -1;
    for (int i = 0; i < pins->count(); ++i) {
        const QString other = pins->fileName(i);
        if (i == self || other.isEmpty() || QFileInfo(other).absoluteFilePath() != target ||
            pins->designs()[size_t(i)].scenario == m_document->scenario())
            continue;
        const QString saved = self >= 0 ? pins->designs()[size_t(self)].name
                                        : scenarioDisplayName(m_document->scenario());
        const QString question =
            overwriteDesignText(fileName, pins->designs()[size_t(i)].name, saved);
        if (!m_prompts.overwriteDesign || !m_prompts.overwriteDesign(this, question)) {
            statusBar()->showMessage(
                tr("Not saved: %1 holds design \"%2\".")
                    .arg(QFileInfo(fileName).fileName(), pins->designs()[size_t(i)].name),
                8000);
            return false;
        }
        overwritten = i;
        break;
    }

    std::vector<std::string> locked; // the view section's locked_axes: "view/index"
    for (ExplorerView *v : m_views) {
        for (int chart : v->lockedAxes())
            locked.push_back(QStringLiteral("%1/%2").arg(v->id()).arg(chart).toStdString());
    }
    m_document->setLockedAxes(std::move(locked));
    try {
        m_document->save(fileName);
    } catch (const InputError &e) {
        QMessageBox::warning(this, tr("Cannot save scenario"), e.message());
        return false;
    }
    m_preferences->set(settings::lastDirectory, QFileInfo(fileName).absolutePath());
    m_recent->add(fileName);
    pins->setFileName(overwritten, QString()); // written over: it no longer holds that design
    statusBar()->showMessage(tr("Saved %1").arg(fileName), 4000);
    return true;
}

QString MainWindow::fileStem(const QString &name, const QString &fallback)
{
    QString stem;
    for (const QChar c : name.trimmed()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_') ||
            c == QLatin1Char('.'))
            stem += c;
        else if (!stem.endsWith(QLatin1Char('-')))
            stem += QLatin1Char('-');
    }
    while (stem.endsWith(QLatin1Char('-')) || stem.endsWith(QLatin1Char('.')))
        stem.chop(1);
    while (stem.startsWith(QLatin1Char('-')) || stem.startsWith(QLatin1Char('.')))
        stem.remove(0, 1);
    return stem.isEmpty() ? fallback : stem;
}

bool MainWindow::saveAs()
{
    // The dialog suggests the window's file, else the scenario's name as a file name.
    QString suggested = m_document->fileName();
    if (suggested.isEmpty()) {
        const QString stem =
            fileStem(scenarioDisplayName(m_document->scenario()), QStringLiteral("scenario"));
        suggested = QDir(m_preferences->get(settings::lastDirectory))
                        .filePath(stem + QStringLiteral(".json"));
    }
    QString name =
        m_prompts.fileName(this, tr("Save scenario"), suggested, tr("Scenarios (*.json)"), true);
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
    const QMessageBox::StandardButton answer = m_prompts.unsavedChanges(this);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::exportChart()
{
    QWidget *target = m_tabs->currentWidget();
    if (!target)
        return;
    // A view of pages (Compare) exports its page's chart or tables as a slide, with the
    // caption — never a grab of its buttons.
    if (const auto *view = qobject_cast<ExplorerView *>(target); view && view->pageChart()) {
        m_chartActions->exportChart(view->pageChart());
        return;
    }
    const QString name = m_prompts.fileName(
        this, tr("Export view"), m_preferences->get(settings::lastDirectory),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), true);
    if (name.isEmpty())
        return;
    const QString written = exportWidget(target, name, windowTitle());
    statusBar()->showMessage(written.isEmpty() ? tr("Could not write %1").arg(name)
                                               : tr("Exported %1").arg(written),
                             5000);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A scenario file dragged onto any part of the window opens (after the unsaved-changes
    // question), instead of a text field taking its path as text.
    const QEvent::Type type = event->type();
    if ((type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop) &&
        watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == this) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = droppedFile(drop->mimeData());
        if (file.isEmpty())
            return false;
        drop->acceptProposedAction();
        if (type == QEvent::Drop)
            openWithGuard(file);
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveReviewSession();
    m_preferences->set(settings::windowGeometry, saveGeometry());
    m_preferences->set(settings::windowState, saveState());
    event->accept();
}

} // namespace fleet
