// MainWindow's teaching material (mainwindow.h): File › Examples' worked examples, File ›
// Lessons, opening a lesson, recording the visited scenarios and saving them as a lesson file.
#include "examples.h"
#include "explorerview.h"
#include "inputerror.h"
#include "lessonplayer.h"
#include "mainwindow.h"
#include "scenariochoices.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace fleet {

void MainWindow::createLessonsMenu(QMenu *file)
{
    QMenu *lessons = file->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    lessons->setToolTipsVisible(true);
    // The next lesson first: at a lesson's end one click goes on (the lesson bar's Next
    // button says so too), also while presenting.
    m_nextLesson = lessons->addAction(tr("&Next lesson"), this, [this] { openNextLesson(); });
    m_nextLesson->setObjectName(QStringLiteral("nextLessonAction"));
    // The lesson bar's Close from the keyboard (the bar's buttons take no focus).
    QAction *close =
        lessons->addAction(tr("&Close lesson"), this, [this] { m_lessonPlayer->stop(); });
    close->setObjectName(QStringLiteral("closeLessonAction"));
    close->setToolTip(tr("Closes the lesson; your own scenario comes back as it was"));
    connect(lessons, &QMenu::aboutToShow, this, [this, close] {
        updateNextLessonAction();
        close->setEnabled(m_lessonPlayer->isActive());
    });
    lessons->addSeparator();
    for (const BuiltinLesson &b : builtinLessons(lessonLanguage())) {
        // The lesson's own title: lesson texts are data, in the language the file gives them.
        QAction *a = lessons->addAction(b.title, this, [this, id = b.id] { openLesson(id); });
        a->setObjectName(QStringLiteral("lesson-%1").arg(b.id));
        a->setToolTip(tr("Built-in lesson \"%1\" (fleet-explorer --lesson %1)").arg(b.id));
    }
    lessons->addSeparator();
    QAction *open = lessons->addAction(tr("Open lesson &file…"), this, [this] {
        const QString name =
            m_prompts.fileName(this, tr("Open lesson"), m_preferences->get(settings::lastDirectory),
                               tr("Lessons (*.json);;All files (*)"), false);
        if (!name.isEmpty())
            openLesson(name);
    });
    open->setObjectName(QStringLiteral("openLessonAction"));
    QAction *save =
        file->addAction(tr("Save s&teps as lesson…"), this, [this] { saveStepsAsLesson(); });
    save->setObjectName(QStringLiteral("saveStepsAsLessonAction"));
    save->setToolTip(tr("Writes the scenarios visited since the window opened or the lesson "
                        "began as a lesson file to edit"));
}

bool MainWindow::openLesson(const QString &nameOrPath)
{
    Lesson lesson;
    try {
        lesson = loadLesson(nameOrPath, m_document->catalog());
    } catch (const InputError &error) {
        QMessageBox::warning(this, tr("Cannot open lesson"), error.message());
        return false;
    }
    // No question about unsaved changes: the lesson plays in a sandbox and the user's scenario
    // comes back as it was when it closes (ScenarioDocument::beginLesson()).
    m_lessonId = nameOrPath;
    m_lessonPlayer->start(std::move(lesson));
    // The steps of this lesson from its first on (what starting it changed is no step).
    m_visits.clear();
    m_visitPending = false;
    recordShown();
    return true;
}

QString MainWindow::nextLessonId() const
{
    const std::vector<BuiltinLesson> all = builtinLessons();
    for (size_t i = 0; i < all.size(); ++i) {
        if (all[i].id == m_lessonId)
            return i + 1 < all.size() ? all[i + 1].id : QString();
    }
    // None opened yet: the first. After a lesson file, none (its author's sequence is not ours).
    return all.empty() || !m_lessonId.isEmpty() ? QString() : all.front().id;
}

void MainWindow::updateNextLessonAction()
{
    const QString next = nextLessonId();
    m_nextLesson->setEnabled(!next.isEmpty());
    m_nextLesson->setText(tr("&Next lesson"));
    for (const BuiltinLesson &b : builtinLessons(lessonLanguage())) {
        if (b.id == next)
            m_nextLesson->setText(
                tr("&Next lesson: %1").arg(QString(b.title).replace(u'&', QStringLiteral("&&"))));
    }
}

bool MainWindow::openNextLesson()
{
    const QString next = nextLessonId();
    return !next.isEmpty() && openLesson(next);
}

void MainWindow::scheduleVisit()
{
    if (m_visitPending || m_visitsPaused)
        return;
    m_visitPending = true;
    // Under a drag the step is recorded at the release (draggingChanged), not at every value
    // the handle passes: a drag is one input settled, and recording it compared two
    // scenarios' JSON at every step (7 % of a slider step, callgrind).
    if (m_document->isDragging())
        return;
    QTimer::singleShot(0, this, [this] {
        if (m_visitPending)
            recordVisit();
    });
}

void MainWindow::recordVisit()
{
    m_visitPending = false;
    const QUndoStack *history = m_document->undoStack();
    const int index = history->index();
    // Back in a history that still holds what came after: an undo (a cleared history holds
    // nothing after its index).
    const bool undone = index < m_visitUndoIndex && history->count() > index;
    if (m_visitView.isEmpty())
        m_visitView = QString::fromLatin1(kViewIds[0]);
    m_visits.edited(m_document->scenario(), m_visitView, index, undone, m_visitClock.elapsed());
    m_visitUndoIndex = index;
}

void MainWindow::recordShown(bool opened)
{
    if (m_visitPending)
        recordVisit(); // an edit made on the view shown before
    const int current = m_tabs->currentIndex();
    m_visitView = current >= 0 && size_t(current) < m_views.size()
                      ? m_views[size_t(current)]->id()
                      : QString::fromLatin1(kViewIds[0]);
    m_visitUndoIndex = m_document->undoStack()->index();
    if (opened)
        m_visits.opened(m_document->scenario(), m_visitView, m_visitUndoIndex);
    else
        m_visits.shown(m_document->scenario(), m_visitView, m_visitUndoIndex);
}

const std::vector<VisitedStep> &MainWindow::visitedSteps()
{
    if (m_visitPending)
        recordVisit();
    return m_visits.steps();
}

QString MainWindow::inputName(const QString &path)
{
    for (const FieldSpec &f : fieldSpecs()) {
        if (path == QLatin1String(f.section) + QLatin1Char('.') + QLatin1String(f.key))
            return f.displayLabel();
    }
    for (const ChoiceSpec &c : choiceSpecs()) {
        if (path == c.path())
            return c.displayLabel();
    }
    if (path == QLatin1String("hardware.accelerator"))
        return tr("Accelerator");
    if (path == QLatin1String("hardware.precision"))
        return tr("Precision");
    if (path == QLatin1String("hardware.intra_node_link"))
        return tr("Intra-node link");
    if (path == QLatin1String("hardware.inter_node_link"))
        return tr("Inter-node fabric");
    return path;
}

QString MainWindow::visitedStepTitle(size_t index)
{
    const std::vector<VisitedStep> &steps = visitedSteps();
    if (index >= steps.size())
        return {};
    const ExplorerView *shown = view(steps[index].view);
    const QString viewTitle =
        shown ? QString(shown->title()).replace(QStringLiteral("&&"), QStringLiteral("&"))
              : steps[index].view;
    QStringList inputs;
    for (const QString &path : m_visits.changedInputsOf(index)) {
        const QString name = inputName(path);
        if (!inputs.contains(name))
            inputs << name;
    }
    return inputs.isEmpty() ? viewTitle
                            : tr("%1: %2").arg(viewTitle, inputs.join(QStringLiteral(", ")));
}

QString MainWindow::visitedTopic()
{
    const std::vector<VisitedStep> &steps = visitedSteps();
    QStringList views;
    QStringList inputs;
    for (size_t i = 0; i < steps.size(); ++i) {
        if (const ExplorerView *shown = view(steps[i].view)) {
            const QString title =
                QString(shown->title()).replace(QStringLiteral("&&"), QStringLiteral("&"));
            if (!views.contains(title))
                views << title;
        }
        for (const QString &path : m_visits.changedInputsOf(i)) {
            const QString name = inputName(path);
            if (!inputs.contains(name))
                inputs << name;
        }
    }
    // A title, not a list: the first three of each, "…" for the rest.
    const auto firstThree = [](QStringList names) {
        const bool more = names.size() > 3;
        names = names.mid(0, 3);
        return names.join(QStringLiteral(", ")) + (more ? QStringLiteral(", …") : QString());
    };
    if (inputs.isEmpty())
        return firstThree(views);
    return tr("%1: %2").arg(firstThree(views), firstThree(inputs));
}

bool MainWindow::saveStepsAsLesson(const QString &fileName)
{
    const QString title =
        m_lessonPlayer->isActive() ? m_lessonPlayer->lesson().title : visitedTopic();
    QString name = fileName;
    if (name.isEmpty()) {
        // The dialog proposes a name made of the lesson's title, lower case as the built-in
        // lessons' files are ("communication-cluster-size.json").
        const QString suggested =
            QDir(m_preferences->get(settings::lastDirectory))
                .filePath(fileStem(title, QStringLiteral("lesson")).toLower() +
                          QStringLiteral(".json"));
        name = m_prompts.fileName(this, tr("Save steps as lesson"), suggested,
                                  tr("Lessons (*.json)"), true);
        if (name.isEmpty())
            return false;
        if (QFileInfo(name).suffix().isEmpty())
            name += QStringLiteral(".json");
    }
    const std::vector<VisitedStep> &steps = visitedSteps();
    QStringList stepTitles;
    for (size_t i = 0; i < steps.size(); ++i)
        stepTitles << visitedStepTitle(i);
    try {
        saveLessonFile(lessonFromSteps(title, steps, stepTitles), name);
    } catch (const InputError &error) {
        QMessageBox::warning(this, tr("Cannot save the lesson"), error.message());
        return false;
    }
    statusBar()->showMessage(
        tr("Saved the visited steps as a lesson to %1").arg(QFileInfo(name).fileName()), 8000);
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

} // namespace fleet
