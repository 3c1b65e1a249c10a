// PresentationMode (presentation.h): what F5, F6 and Esc change in the window, the strip that
// keeps teaching live while presenting, and how the window is put back.
#include "presentation.h"

#include "explorerview.h"
#include "lessonplayer.h"
#include "livecontrols.h"
#include "mainwindow.h"
#include "readout.h"
#include "settings.h"

#include <QAction>
#include <QBoxLayout>
#include <QDockWidget>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

#include <algorithm>

namespace fleet {

namespace {

/// "roofline=0,2,5": one view's headline choice as the preferences keep it.
QString headlineEntry(const QString &view, const QList<int> &readouts)
{
    QStringList places;
    for (int i : readouts)
        places << QString::number(i);
    return view + QLatin1Char('=') + places.join(QLatin1Char(','));
}

QToolButton *makeMenuButton(const QString &text, const QString &name, QMenu *menu)
{
    auto *button = new QToolButton;
    button->setText(text);
    button->setObjectName(name);
    button->setMenu(menu);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

} // namespace

PresentationMode::PresentationMode(MainWindow *window, QDockWidget *fleetDock)
    : QObject(window), m_window(window), m_fleetDock(fleetDock),
      m_toggle(new QAction(tr("&Presentation mode"), window)),
      m_panels(new QAction(tr("Show &inputs while presenting"), window)),
      m_escape(new QShortcut(QKeySequence(Qt::Key_Escape), window)), m_bar(new QWidget),
      m_live(new LiveControls(window->document(), window->fleetPanel())), m_menu(new QMenu(window)),
      m_headlinesMenu(new QMenu(window)), m_viewMenu(new QMenu(window))
{
    m_toggle->setObjectName(QStringLiteral("presentationAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F5));
    m_toggle->setToolTip(tr("Full screen, charts and headline numbers in large type, the "
                            "projector colours; F5 or Esc leaves"));
    connect(m_toggle, &QAction::toggled, this, [this](bool on) { setActive(on); });
    m_panels->setObjectName(QStringLiteral("presentationPanelsAction"));
    m_panels->setCheckable(true);
    m_panels->setShortcut(QKeySequence(Qt::Key_F6));
    m_panels->setEnabled(false);
    m_panels->setToolTip(tr("The fleet panel and the view's inputs, in the presentation look"));
    connect(m_panels, &QAction::toggled, this, &PresentationMode::setPanelsShown);
    // The menu bar is hidden while presenting: the window itself must hold the shortcuts.
    window->addAction(m_toggle);
    window->addAction(m_panels);
    m_escape->setEnabled(false);
    connect(m_escape, &QShortcut::activated, this, [this] { setActive(false); });

    // The strip under the views, in the tab row's place (a lesson's bar, the charts and the
    // strip fill a 1280 × 720 projector; a row more cut the charts' titles short): the view
    // shown and the others (Ctrl+1…9), the menus the hidden menu bar held, the live inputs,
    // the headline choice and how to leave, on one row.
    m_bar->setObjectName(QStringLiteral("presentationBar"));
    m_viewButton = makeMenuButton(QString(), QStringLiteral("presentationView"), m_viewMenu);
    m_viewButton->setToolTip(tr("The view shown; Ctrl+1…9 and Ctrl+0 switch views"));
    connect(m_viewMenu, &QMenu::aboutToShow, this, &PresentationMode::fillViews);
    connect(window->tabs(), &QTabWidget::currentChanged, this, &PresentationMode::updateViewButton);
    updateViewButton();
    m_lessonsButton =
        makeMenuButton(tr("Lessons"), QStringLiteral("presentationLessons"), new QMenu(m_bar));
    m_lessonsButton->setToolTip(tr("The built-in lessons, the next lesson and a lesson file"));
    m_menuButton = makeMenuButton(tr("Menu"), QStringLiteral("presentationMenu"), m_menu);
    m_menuButton->setToolTip(tr("Every menu of the window (the menu bar is hidden while "
                                "presenting)"));
    m_headlinesButton =
        makeMenuButton(tr("Headlines"), QStringLiteral("presentationHeadlines"), m_headlinesMenu);
    m_headlinesButton->setToolTip(tr("Which of this view's readouts show in large type while "
                                     "presenting (up to %1)")
                                      .arg(ExplorerView::kHeadlineReadouts));
    connect(m_lessonsButton->menu(), &QMenu::aboutToShow, this, [this] {
        QMenu *own = m_lessonsButton->menu();
        own->clear();
        m_window->updateNextLessonAction();
        if (const QMenu *lessons = m_window->findChild<QMenu *>(QStringLiteral("lessonsMenu")))
            own->addActions(lessons->actions());
    });
    connect(m_menu, &QMenu::aboutToShow, this, &PresentationMode::fillMenu);
    connect(m_headlinesMenu, &QMenu::aboutToShow, this, &PresentationMode::fillHeadlines);
    auto *row = new QHBoxLayout(m_bar);
    row->setContentsMargins(8, 1, 8, 1);
    row->addWidget(m_viewButton);
    row->addWidget(m_lessonsButton);
    row->addWidget(m_menuButton);
    row->addSpacing(8);
    row->addWidget(m_live, 1);
    row->addSpacing(8);
    row->addWidget(m_headlinesButton);
    // How to leave: the strip's tooltip and the Menu's View › Presentation mode (F5) say it;
    // the strip's room goes to the live inputs.
    m_bar->setToolTip(tr("Presenting · F6 inputs · F5 or Esc leaves"));
    m_bar->setVisible(false);
    if (auto *central = qobject_cast<QBoxLayout *>(window->centralWidget()->layout()))
        central->addWidget(m_bar);

    // Each view's headlines as chosen at the last start.
    Preferences *preferences = window->preferences();
    for (const QString &entry : preferences->get(settings::presentationHeadlines)) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        ExplorerView *view = equals > 0 ? window->view(entry.left(equals)) : nullptr;
        if (!view)
            continue;
        QList<int> readouts;
        for (const QString &place :
             entry.mid(equals + 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            readouts << place.toInt();
        view->setHeadlineChoice(readouts);
    }
    window->installEventFilter(this);
}

void PresentationMode::setActive(bool on, bool fullScreen)
{
    if (on == m_active)
        return;
    m_active = on;
    {
        const QSignalBlocker block(m_toggle);
        m_toggle->setChecked(on);
    }
    if (on) {
        m_dockWasVisible = m_fleetDock->isVisible();
        m_dockWidth = m_fleetDock->width();
        m_fontScale = m_window->fontScale();
        m_windowState = m_window->windowState();
    }
    m_panelsShown = false;
    {
        const QSignalBlocker block(m_panels);
        m_panels->setChecked(false);
    }
    m_panels->setEnabled(on);
    m_escape->setEnabled(on);
    m_window->menuBar()->setVisible(!on);
    m_window->statusBar()->setVisible(!on);
    m_fleetDock->setVisible(on ? false : m_dockWasVisible);
    for (ExplorerView *view : m_window->views()) {
        view->setInputsShown(false);
        view->setPresentation(on);
    }
    if (LessonPlayer *lesson = m_window->lessonPlayer())
        lesson->setPresentation(on);
    updateStrip();
    fitShownViewOnly(on);
    if (on)
        fitFontScale();
    else
        m_window->setFontScale(m_fontScale, /*remember=*/false);
    // The fleet panel as wide as it was (the room the views had, the charts' line breaks).
    if (!on && m_dockWasVisible)
        m_window->resizeDocks({m_fleetDock}, {m_dockWidth}, Qt::Horizontal);
    if (on && fullScreen)
        m_window->showFullScreen();
    else if (!on && !(m_windowState & Qt::WindowFullScreen) && m_window->isFullScreen())
        m_window->setWindowState(m_windowState);
}

double PresentationMode::fontScaleFor(QSize size)
{
    if (size.width() >= 1600 && size.height() >= 900)
        return MainWindow::kLargestFontScale;
    if (size.width() >= 1280 && size.height() >= 720)
        return 1.2;
    return 1.0;
}

void PresentationMode::fitFontScale()
{
    const double scale = fontScaleFor(m_window->size());
    if (scale != m_window->fontScale())
        m_window->setFontScale(scale, /*remember=*/false);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_active && watched == m_window && event->type() == QEvent::Resize)
        fitFontScale();
    return QObject::eventFilter(watched, event);
}

void PresentationMode::setPanelsShown(bool shown)
{
    if (!m_active || shown == m_panelsShown)
        return;
    m_panelsShown = shown;
    {
        const QSignalBlocker block(m_panels);
        m_panels->setChecked(shown);
    }
    // The strip goes before the fleet panel comes (and comes after it went): the two side by
    // side are wider than a projector's screen, and a window once grown past it leaves full
    // screen.
    if (!shown)
        m_fleetDock->setVisible(false);
    // The inputs come back in the presentation look: the views stay presenting.
    for (ExplorerView *view : m_window->views())
        view->setInputsShown(shown);
    updateStrip();
    if (shown) {
        // The window's minimum without the strip now, before the fleet panel adds its width
        // (the layout's minimum is otherwise measured later, the strip's still in it).
        if (QLayout *central = m_window->centralWidget()->layout())
            central->activate();
        m_fleetDock->setVisible(true);
    }
}

void PresentationMode::fitShownViewOnly(bool on)
{
    QObject::disconnect(m_followTabs);
    const auto apply = [this, on] {
        QWidget *shown = m_window->tabs()->currentWidget();
        for (ExplorerView *view : m_window->views()) {
            // Ignored: the page's minimum size is not asked (QStackedLayout's minimum is every
            // page's); the page shown keeps its own.
            const bool counts = !on || view == shown;
            const QSizePolicy::Policy policy =
                counts ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            if (view->sizePolicy().verticalPolicy() != policy) {
                view->setSizePolicy(policy, policy);
                view->updateGeometry();
            }
        }
    };
    apply();
    if (on)
        m_followTabs = connect(m_window->tabs(), &QTabWidget::currentChanged, this, apply);
}

void PresentationMode::updateStrip()
{
    const bool shown = m_active && !m_panelsShown;
    m_bar->setVisible(shown);
    // The strip names the view and switches views: it takes the tab row's place.
    m_window->tabs()->tabBar()->setVisible(!shown);
    m_window->tabs()->updateGeometry(); // its least height counts the tab row only when shown
}

void PresentationMode::updateViewButton()
{
    if (auto *view = qobject_cast<ExplorerView *>(m_window->tabs()->currentWidget()))
        m_viewButton->setText(view->title());
}

void PresentationMode::fillViews()
{
    m_viewMenu->clear();
    const std::vector<ExplorerView *> &views = m_window->views();
    for (size_t i = 0; i < views.size(); ++i) {
        ExplorerView *view = views[i];
        // The shortcut in the menu's second column (the View menu's action holds the key).
        const QString key = QKeySequence(QStringLiteral("Ctrl+%1").arg((i + 1) % 10))
                                .toString(QKeySequence::NativeText);
        QAction *a = m_viewMenu->addAction(view->title() + QLatin1Char('\t') + key);
        a->setCheckable(true);
        a->setChecked(view == m_window->tabs()->currentWidget());
        connect(a, &QAction::triggered, this, [this, view] { m_window->showView(view->id()); });
    }
}

void PresentationMode::fillMenu()
{
    m_menu->clear();
    for (QAction *top : m_window->menuBar()->actions()) {
        if (top->menu())
            m_menu->addAction(top); // the menu as a submenu
    }
}

void PresentationMode::fillHeadlines()
{
    m_headlinesMenu->clear();
    auto *view = qobject_cast<ExplorerView *>(m_window->tabs()->currentWidget());
    if (!view)
        return;
    const std::vector<Readout> &readouts = view->readoutPanel()->readouts();
    QList<int> chosen = view->headlineChoice();
    if (chosen.isEmpty()) {
        for (int i = 0; i < ExplorerView::kHeadlineReadouts && i < int(readouts.size()); ++i)
            chosen << i;
    }
    for (int i = 0; i < int(readouts.size()); ++i) {
        QString title = readouts[size_t(i)].title;
        QAction *a =
            m_headlinesMenu->addAction(title.replace(QLatin1Char('&'), QStringLiteral("&&")));
        a->setCheckable(true);
        a->setChecked(chosen.contains(i));
        // Never none: the last one ticked stays. One more than the headline count replaces
        // the last of them (one click makes ρ a headline).
        a->setEnabled(!chosen.contains(i) || chosen.size() > 1);
        connect(a, &QAction::toggled, this, [this, view, chosen, i](bool on) {
            QList<int> next = chosen;
            if (on) {
                if (next.size() >= ExplorerView::kHeadlineReadouts)
                    next.removeLast();
                next << i;
            } else {
                next.removeAll(i);
            }
            setHeadlines(view, next);
        });
    }
    m_headlinesMenu->addSeparator();
    m_headlinesMenu->addAction(tr("The view's first %1").arg(ExplorerView::kHeadlineReadouts), this,
                               [this, view] { setHeadlines(view, {}); });
}

void PresentationMode::setHeadlines(ExplorerView *view, const QList<int> &readouts)
{
    view->setHeadlineChoice(readouts);
    Preferences *preferences = m_window->preferences();
    QStringList entries;
    for (const QString &entry : preferences->get(settings::presentationHeadlines)) {
        if (!entry.startsWith(view->id() + QLatin1Char('=')))
            entries << entry;
    }
    if (!view->headlineChoice().isEmpty())
        entries << headlineEntry(view->id(), view->headlineChoice());
    preferences->set(settings::presentationHeadlines, entries);
}

} // namespace fleet
