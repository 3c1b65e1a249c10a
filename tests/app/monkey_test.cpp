// A monkey in the window: a seeded random sequence of what a student does — sliders dragged to
// both ends, values typed (garbage too), views switched, undo and redo in bursts, good and bad
// files opened and saved, overlays ticked, the window resized, the model switched, choices
// picked, node components edited — on the offscreen platform under the sanitizers. Nothing may
// crash, Qt may not warn (invalid geometry, series data, anything else), no readout may show a
// non-number, and undoing everything must return the scenario the history started from.
//
// Bounded by a number of steps, not by time. FLEET_MONKEY_SEED=<seed> replays a run (the seed
// is printed at the start); FLEET_MONKEY_STEPS=<n> sets its length (default 300);
// FLEET_MONKEY_TRACE=1 prints each step and its time.
#include "../qtprinters.h"
#include "choicecontrol.h"
#include "comparisonpanel.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "nodecomponentseditor.h"
#include "reliabilityview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <random>

namespace fleet {
namespace {

using Rng = std::mt19937_64;

/// Qt messages of warning level or worse, collected while the monkey runs.
QStringList g_warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // Harmless on the offscreen platform and in a container without a session.
    if (message.contains(QLatin1String("propagateSizeHints")) ||
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

/// Closes every message box as soon as it shows (bad files, failed saves).
void closeMessageBoxes()
{
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible())
            box->close();
    }
}

class Monkey : public ::testing::Test
{
public:
    void SetUp() override
    {
        const QByteArray seedText = qgetenv("FLEET_MONKEY_SEED");
        seed = seedText.isEmpty() ? 7 : seedText.toULongLong();
        const QByteArray stepsText = qgetenv("FLEET_MONKEY_STEPS");
        steps = stepsText.isEmpty() ? 300 : stepsText.toInt();
        rng.seed(seed);
        document = std::make_unique<ScenarioDocument>(embeddedCatalog());
        window = std::make_unique<MainWindow>(document.get(), preferences.get());
        window->resize(1600, 1000);
        window->show();
        QCoreApplication::processEvents();
        start = document->scenario();
        g_warnings.clear();
        previousHandler = qInstallMessageHandler(collectWarnings);
        closer.setInterval(20);
        QObject::connect(&closer, &QTimer::timeout, &closeMessageBoxes);
        closer.start();
    }

    void TearDown() override { qInstallMessageHandler(previousHandler); }

    int pick(int count) { return std::uniform_int_distribution<int>(0, count - 1)(rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
    template <typename T> T *any(const QList<T *> &list)
    {
        return list.isEmpty() ? nullptr : list[pick(int(list.size()))];
    }
    /// The enabled widgets of a kind that a person can reach now (the fleet panel and the
    /// current view).
    template <typename T> QList<T *> reachable()
    {
        QList<T *> out;
        for (T *w : window->findChildren<T *>()) {
            if (w->isVisible() && w->isEnabled())
                out << w;
        }
        return out;
    }

    void dragSlider()
    {
        FieldControl *c = any(reachable<FieldControl>());
        if (!c || !c->slider() || !c->slider()->isEnabled())
            return;
        QSlider *s = c->slider();
        s->setSliderDown(true);
        for (int i = 0; i < 3; ++i)
            s->setValue(s->minimum() + pick(s->maximum() - s->minimum() + 1));
        s->setValue(chance(0.5) ? s->minimum() : s->maximum()); // to an end stop
        s->setSliderDown(false);
        log << QStringLiteral("drag %1 to %2")
                   .arg(QLatin1String(fieldSpec(c->field()).key))
                   .arg(s->value());
    }

    void typeValue()
    {
        FieldControl *c = any(reachable<FieldControl>());
        if (!c || !c->spinBox()->isEnabled())
            return;
        static const char *texts[] = {"0",           "-5",    "1e9",    "abc", "",
                                      "99999999999", "1,5",   "nan",    "inf", "0.0000001",
                                      "  ",          "12.5%", "1e-300", "7"};
        QDoubleSpinBox *spin = c->spinBox();
        const QString text = chance(0.4) ? QString::number(std::uniform_real_distribution<double>(
                                               spin->minimum(), spin->maximum())(rng))
                                         : QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        QLineEdit *edit = spin->findChild<QLineEdit *>();
        spin->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        log << QStringLiteral("type \"%1\" into %2")
                   .arg(text, QLatin1String(fieldSpec(c->field()).key));
    }

    void switchView()
    {
        const auto &views = window->views();
        window->showView(views[size_t(pick(int(views.size())))]->id());
        log << QStringLiteral("view %1").arg(window->tabs()->currentIndex());
    }

    void undoRedo()
    {
        const bool undo = chance(0.6);
        const int n = 1 + pick(12);
        for (int i = 0; i < n; ++i)
            undo ? document->undoStack()->undo() : document->undoStack()->redo();
        log << QStringLiteral("%1 × %2")
                   .arg(undo ? QStringLiteral("undo") : QStringLiteral("redo"))
                   .arg(n);
    }

    /// Undoing all returns the start; redoing all returns where we were.
    void expectHistoryReturnsToStart()
    {
        QUndoStack *stack = document->undoStack();
        const Scenario now = document->scenario();
        const int index = stack->index();
        stack->setIndex(0);
        EXPECT_TRUE(document->scenario() == start)
            << "undoing everything does not return the start";
        stack->setIndex(index);
        EXPECT_TRUE(document->scenario() == now) << "redoing does not return the scenario";
    }

    void openFile()
    {
        const QStringList good =
            QDir(QStringLiteral(FLEET_TEST_DATA))
                .entryList({QStringLiteral("seed-*.json"), QStringLiteral("review-*.json"),
                            QStringLiteral("coupled-*.json"), QStringLiteral("readme-example.json"),
                            QStringLiteral("hierarchical-9.json")});
        const QStringList bad = QDir(QStringLiteral(FLEET_TEST_DATA))
                                    .entryList({QStringLiteral("bad-*.json"),
                                                QStringLiteral("uses-user-catalog.json")});
        const bool ok = chance(0.5);
        const QString name = ok ? good[pick(int(good.size()))] : bad[pick(int(bad.size()))];
        const QString copy = temp.filePath(name);
        QFile::remove(copy);
        QFile::copy(QStringLiteral(FLEET_TEST_DATA "/") + name, copy);
        const Scenario before = document->scenario();
        if (ok)
            expectHistoryReturnsToStart();
        const bool opened = window->openFile(copy);
        EXPECT_EQ(opened, ok) << name.toStdString();
        if (opened)
            start = document->scenario();
        else
            EXPECT_TRUE(document->scenario() == before) << "a bad file changed the scenario";
        log << QStringLiteral("open %1").arg(name);
    }

    void saveFile()
    {
        const bool modified = document->isModified();
        if (chance(0.5)) {
            document->save(temp.filePath(QStringLiteral("saved.json")));
            EXPECT_FALSE(document->isModified());
            log << QStringLiteral("save");
            return;
        }
        QFile plain(temp.filePath(QStringLiteral("not-a-folder")));
        plain.open(QIODevice::WriteOnly);
        EXPECT_THROW(document->save(plain.fileName() + QStringLiteral("/saved.json")), InputError);
        EXPECT_EQ(document->isModified(), modified);
        log << QStringLiteral("save where nothing can be written");
    }

    void tickOverlay()
    {
        const auto &accelerators = document->catalog().accelerators;
        const QString id =
            QString::fromStdString(accelerators[size_t(pick(int(accelerators.size())))].id);
        document->comparison()->setChecked(id, chance(0.6));
        log << QStringLiteral("tick %1").arg(id);
    }

    void resize()
    {
        const int w = 200 + pick(2300), h = 150 + pick(1500);
        window->resize(w, h);
        log << QStringLiteral("resize %1×%2").arg(w).arg(h);
    }

    void switchModel()
    {
        QRadioButton *b = chance(0.5) ? window->fleetPanel()->coupledModeButton()
                                      : window->fleetPanel()->appendixModeButton();
        b->click();
        log << QStringLiteral("model %1").arg(b->text());
    }

    void pickChoice()
    {
        ChoiceControl *c = any(reachable<ChoiceControl>());
        if (!c)
            return;
        const int index = pick(c->comboBox()->count());
        c->pick(index);
        log << QStringLiteral("choice %1 → %2").arg(int(c->choice())).arg(index);
    }

    void pickHardware()
    {
        FleetPanel *panel = window->fleetPanel();
        QComboBox *combos[] = {panel->acceleratorPicker(), panel->precisionPicker(),
                               panel->intraNodePicker(), panel->interNodePicker()};
        QComboBox *combo = combos[pick(4)];
        combo->setFocus();
        const int presses = 1 + pick(4);
        for (int i = 0; i < presses; ++i)
            QTest::keyClick(combo, chance(0.5) ? Qt::Key_Down : Qt::Key_Up);
        log << QStringLiteral("hardware %1 → %2")
                   .arg(combo->objectName())
                   .arg(combo->currentIndex());
    }

    void editComponents()
    {
        auto *reliability =
            static_cast<ReliabilityView *>(window->view(QStringLiteral("reliability")));
        NodeComponentsEditor *editor = reliability->componentsEditor();
        if (chance(0.2)) {
            (chance(0.5) ? editor->addButton() : editor->removeButton())->click();
            log << QStringLiteral("component added or removed");
            return;
        }
        QTableWidget *table = editor->table();
        if (table->rowCount() == 0)
            return;
        static const char *texts[] = {"3", "-1", "0",   "2000",   "1e9",
                                      "x", "",   "0.5", "150000", "NIC 2"};
        QTableWidgetItem *item = table->item(pick(table->rowCount()), pick(table->columnCount()));
        if (!item)
            return;
        const QString text = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        item->setText(text);
        log << QStringLiteral("component cell \"%1\"").arg(text);
    }

    void clickSomething()
    {
        QList<QAbstractButton *> buttons;
        for (QPushButton *b : reachable<QPushButton>()) {
            if (b->objectName().contains(QLatin1String("Preset")))
                buttons << b;
        }
        for (QCheckBox *b : reachable<QCheckBox>())
            buttons << b;
        if (QAbstractButton *b = any(buttons)) {
            b->click();
            log << QStringLiteral("click %1").arg(b->objectName());
        }
    }

    void toggleFont()
    {
        window->setFontScale(window->fontScale() > 1 ? 1.0 : 1.4);
        log << QStringLiteral("font %1").arg(window->fontScale());
    }

    /// No readout of the current view shows a non-number.
    void expectReadoutsAreNumbers()
    {
        static const QRegularExpression bad(QStringLiteral("\\b(nan|inf|infinity)\\b|—"),
                                            QRegularExpression::CaseInsensitiveOption);
        auto *view = qobject_cast<ExplorerView *>(window->tabs()->currentWidget());
        if (!view)
            return;
        for (QLabel *label :
             view->readoutPanel()->findChildren<QLabel *>(QStringLiteral("readoutValue"))) {
            if (label->isVisibleTo(view) && label->text().contains(bad))
                ADD_FAILURE() << view->id().toStdString() << " shows \""
                              << label->text().toStdString() << "\"";
        }
    }

    std::uint64_t seed = 0;
    int steps = 0;
    Rng rng;
    QTemporaryDir temp;
    std::unique_ptr<Preferences> preferences = Preferences::scratch();
    std::unique_ptr<ScenarioDocument> document;
    std::unique_ptr<MainWindow> window;
    Scenario start;
    QStringList log;
    QTimer closer;
    QtMessageHandler previousHandler = nullptr;
};

TEST_F(Monkey, ASeededStudentBreaksNothing)
{
    SCOPED_TRACE("seed " + std::to_string(seed) +
                 " (replay with FLEET_MONKEY_SEED=" + std::to_string(seed) + ")");
    std::printf("monkey: seed %llu, %d steps (FLEET_MONKEY_SEED, FLEET_MONKEY_STEPS)\n",
                static_cast<unsigned long long>(seed), steps);
    ASSERT_TRUE(temp.isValid());
    using Action = void (Monkey::*)();
    const std::pair<int, Action> actions[] = {
        {14, &Monkey::dragSlider},    {12, &Monkey::typeValue},   {8, &Monkey::switchView},
        {8, &Monkey::undoRedo},       {3, &Monkey::openFile},     {3, &Monkey::saveFile},
        {4, &Monkey::tickOverlay},    {4, &Monkey::resize},       {4, &Monkey::switchModel},
        {6, &Monkey::pickChoice},     {5, &Monkey::pickHardware}, {5, &Monkey::editComponents},
        {5, &Monkey::clickSomething}, {1, &Monkey::toggleFont},
    };
    int total = 0;
    for (const auto &[weight, action] : actions)
        total += weight;
    // FLEET_MONKEY_TRACE=1 prints every step with the milliseconds it took (to find a slow one).
    const bool trace = !qEnvironmentVariableIsEmpty("FLEET_MONKEY_TRACE");
    QElapsedTimer clock;
    for (int step = 0; step < steps; ++step) {
        clock.start();
        const qsizetype logged = log.size();
        int roll = pick(total);
        for (const auto &[weight, action] : actions) {
            if ((roll -= weight) < 0) {
                (this->*action)();
                break;
            }
        }
        QCoreApplication::processEvents();
        if (trace)
            std::printf("%4d %6lld ms  %s\n", step, static_cast<long long>(clock.elapsed()),
                        log.size() == logged ? "(nothing to do)" : qPrintable(log.last()));
        expectReadoutsAreNumbers();
        if (!g_warnings.isEmpty()) {
            ADD_FAILURE() << "Qt warned after step " << step << " ("
                          << (log.isEmpty() ? std::string() : log.last().toStdString())
                          << "): " << g_warnings.join(QStringLiteral(" | ")).toStdString();
            g_warnings.clear();
        }
        if (::testing::Test::HasFailure()) {
            ADD_FAILURE() << "last steps: "
                          << log.mid(std::max<qsizetype>(0, log.size() - 8))
                                 .join(QStringLiteral("; "))
                                 .toStdString();
            break;
        }
    }
    expectHistoryReturnsToStart();
    EXPECT_GT(log.size(), steps / 2);
}

} // namespace
} // namespace fleet
