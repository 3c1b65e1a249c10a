// MainWindow's teaching material (mainwindow.h): File › Examples' worked examples, File ›
// Lessons, opening a lesson, recording the visited scenarios and saving them as a lesson file.
#include "examples.h"
#include "explorerview.h"
#include "inputerror.h"
#include "lessonplayer.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"

#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace fleet {

namespace {

/// The most steps a lesson holds (the reader's limit).
constexpr size_t kMaxVisited = 100;

} // namespace

void MainWindow::createLessonsMenu(QMenu *file)
{
    QMenu *lessons = file->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    lessons->setToolTipsVisible(true);
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
        file->addAction(tr("Save steps as &lesson…"), this, [this] { saveStepsAsLesson(); });
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
    m_lessonPlayer->start(std::move(lesson));
    m_visited.clear();
    m_visitedUndoIndex = -1;
    recordVisit();
    return true;
}

void MainWindow::recordVisit()
{
    const int index = m_document->undoStack()->index();
    const int current = m_tabs->currentIndex();
    const QString view = current >= 0 && size_t(current) < m_views.size()
                             ? m_views[size_t(current)]->id()
                             : QString::fromLatin1(kViewIds[0]);
    if (!m_visited.empty() && m_visited.back().scenario == m_document->scenario()) {
        m_visited.back().view = view;
    } else if (!m_visited.empty() && index == m_visitedUndoIndex) {
        m_visited.back() = {m_document->scenario(), view}; // the same step, merged (a drag)
    } else {
        m_visited.push_back({m_document->scenario(), view});
        if (m_visited.size() > kMaxVisited)
            m_visited.erase(m_visited.begin());
    }
    m_visitedUndoIndex = index;
}

bool MainWindow::saveStepsAsLesson(const QString &fileName)
{
    QString name = fileName;
    if (name.isEmpty()) {
        name = m_prompts.fileName(this, tr("Save steps as lesson"),
                                  m_preferences->get(settings::lastDirectory),
                                  tr("Lessons (*.json)"), true);
        if (name.isEmpty())
            return false;
        if (QFileInfo(name).suffix().isEmpty())
            name += QStringLiteral(".json");
    }
    const QString title = m_lessonPlayer->isActive() ? m_lessonPlayer->lesson().title
                                                     : scenarioDisplayName(m_document->scenario());
    try {
        saveLessonFile(lessonFromSteps(title, m_visited), name);
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
