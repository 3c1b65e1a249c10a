// Everyday desktop habits, driven as a person would: undo and redo from a focused spin box,
// every menu shortcut the README lists, typed values with units, out-of-range values clamped
// with a message, plurals, '&' in menu texts, and the view section of a saved scenario.
#include "../qtprinters.h"
#include "communicationview.h"
#include "comparisonpanel.h"
#include "designpins.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "windowfixture.h"

namespace fleet {
namespace {

class Desktop : public Window
{
protected:
    void SetUp() override
    {
        Window::SetUp();
        ASSERT_TRUE(dir.isValid());
        Prompts prompts;
        prompts.fileName = [this](QWidget *, const QString &, const QString &, const QString &,
                                  bool) { return answerFile; };
        prompts.unsavedChanges = [this](QWidget *) { return answerUnsaved; };
        prompts.text = [this](QWidget *, const QString &, const QString &, const QString &) {
            return answerText;
        };
        window->setPrompts(prompts);
    }

    QDoubleSpinBox *spin(const char *objectName)
    {
        auto *box = window->findChild<QDoubleSpinBox *>(QLatin1String(objectName));
        EXPECT_NE(box, nullptr) << objectName;
        return box;
    }

    /// Types into a spin box found by name, as a person would, and presses Enter.
    void typeInto(const char *objectName, const QString &text)
    {
        QDoubleSpinBox *box = spin(objectName);
        auto *control = qobject_cast<FieldControl *>(box->parentWidget());
        ASSERT_NE(control, nullptr);
        type(control, text);
    }

    QString status() const { return window->statusBar()->currentMessage(); }

    /// Every action of the menu bar, submenus included.
    QList<QAction *> menuActions() const
    {
        QList<QAction *> out;
        std::function<void(QMenu *)> walk = [&](QMenu *menu) {
            for (QAction *a : menu->actions()) {
                out << a;
                if (a->menu())
                    walk(a->menu());
            }
        };
        for (QAction *top : window->menuBar()->actions()) {
            if (top->menu())
                walk(top->menu());
        }
        return out;
    }

    QTemporaryDir dir;
    QString answerFile;
    QMessageBox::StandardButton answerUnsaved = QMessageBox::Cancel;
    std::optional<QString> answerText;
};

TEST_F(Desktop, UndoAndRedoWorkFromAFocusedSpinBox)
{
    FieldControl *n = window->fleetPanel()->clusterSize();
    type(n, QStringLiteral("30000"));
    type(n, QStringLiteral("200000"));
    ASSERT_EQ(document->scenario().cluster.accelerators, 200000);
    ASSERT_TRUE(n->spinBox()->hasFocus());
    QTest::keyClick(n->spinBox(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(document->scenario().cluster.accelerators, 30000);
    EXPECT_EQ(n->spinBox()->value(), 30000);
    QTest::keyClick(n->spinBox(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(document->scenario().cluster.accelerators, 200000);
    QTest::keyClick(n->spinBox(), Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(n->spinBox(), Qt::Key_Y, Qt::ControlModifier);
    EXPECT_EQ(document->scenario().cluster.accelerators, 200000);
}

TEST_F(Desktop, CtrlShiftSSavesAsAndShowsInTheFileMenu)
{
    auto *saveAs = window->findChild<QAction *>(QStringLiteral("saveAsAction"));
    ASSERT_NE(saveAs, nullptr);
    EXPECT_EQ(saveAs->shortcut().toString(), QStringLiteral("Ctrl+Shift+S"));
    answerFile = dir.filePath(QStringLiteral("copy"));
    QTest::keyClick(window->fleetPanel()->clusterSize()->spinBox(), Qt::Key_S,
                    Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_TRUE(QFile::exists(answerFile + QStringLiteral(".json")));
    EXPECT_EQ(document->fileName(), answerFile + QStringLiteral(".json"));
}

TEST_F(Desktop, EveryShortcutTheReadmeListsIsInAMenu)
{
    QFile readme(QStringLiteral(FLEET_SOURCE_DIR "/README.md"));
    ASSERT_TRUE(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("Keyboard:"));
    ASSERT_GE(start, 0);
    const QString keyboard = text.mid(start, text.indexOf(QStringLiteral("\n\n"), start) - start);
    QStringList listed;
    static const QRegularExpression shortcut(
        QStringLiteral("(Ctrl\\+(?:Shift\\+)?)([A-Z0-9=,])(?:…(\\d))?"));
    for (auto m = shortcut.globalMatch(keyboard); m.hasNext();) {
        const auto match = m.next();
        if (match.captured(3).isEmpty()) {
            listed << match.captured(1) + match.captured(2);
            continue;
        }
        for (int i = match.captured(2).toInt(); i <= match.captured(3).toInt(); ++i)
            listed << match.captured(1) + QString::number(i);
    }
    ASSERT_GE(listed.size(), 14) << listed.join(QLatin1Char(' ')).toStdString();
    const QList<QAction *> actions = menuActions();
    for (const QString &key : listed) {
        const bool found = std::any_of(actions.begin(), actions.end(), [&](QAction *a) {
            return a->shortcuts().contains(QKeySequence(key));
        });
        EXPECT_TRUE(found) << key.toStdString() << " is in the README but in no menu";
    }
}

TEST_F(Desktop, MenuTextsShowTheirAmpersands)
{
    bool sawPower = false;
    for (QAction *a : menuActions()) {
        QString text = a->text();
        sawPower = sawPower || text == QStringLiteral("Power && cooling");
        text.remove(QStringLiteral("&&"));
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        // A single '&' marks the next letter as the mnemonic; before a blank it would vanish.
        EXPECT_TRUE(amp < 0 || (amp + 1 < text.size() && !text.at(amp + 1).isSpace()))
            << a->text().toStdString();
    }
    EXPECT_TRUE(sawPower);
}

TEST_F(Desktop, TypedPetaflopsAreConvertedWithANote)
{
    typeInto("peak_flop_per_sSpin", QStringLiteral("5 PFLOP/s"));
    EXPECT_DOUBLE_EQ(document->scenario().accelerator.peakBf16FlopPerS, 5e15);
    EXPECT_EQ(spin("peak_flop_per_sSpin")->value(), 5000);
    EXPECT_TRUE(status().contains(QStringLiteral("5 PFLOP/s = 5,000 TFLOP/s")))
        << status().toStdString();
    EXPECT_EQ(std::lround(document->results().roofline.ridgePointFlopPerByte),
              1493); // 5e15 / 3.35e12

    typeInto("inter_node_bandwidth_bytes_per_sSpin", QStringLiteral("400 Gb/s"));
    EXPECT_DOUBLE_EQ(document->scenario().interNodeLink.bandwidthBytesPerS, 50e9);
    EXPECT_TRUE(status().contains(QStringLiteral("8 bits a byte"))) << status().toStdString();
    typeInto("tdp_wSpin", QStringLiteral("1.2 kW"));
    EXPECT_DOUBLE_EQ(document->scenario().accelerator.tdpW, 1200);
    typeInto("hbm_capacity_bytesSpin", QStringLiteral("0.5 TB"));
    EXPECT_DOUBLE_EQ(document->scenario().accelerator.hbmCapacityBytes, 500e9);
    typeInto("inter_node_latency_sSpin", QStringLiteral("7 us"));
    EXPECT_NEAR(document->scenario().interNodeLink.latencyS, 7e-6, 1e-18);
}

TEST_F(Desktop, OutOfRangeValuesAreClampedWithAMessage)
{
    FieldControl *n = window->fleetPanel()->clusterSize();
    struct Case
    {
        const char *typed;
        int expected;
        const char *said;
    };
    for (const Case c :
         {Case{"300000", 200000,
               "Cluster size: 300,000 is above the largest value, "
               "200,000 accelerators; set to 200,000."},
          Case{"0", 1,
               "Cluster size: 0 is below the smallest value, 1 "
               "accelerator; set to 1."},
          Case{"1024", 1024, ""},
          // A negative number is refused (issue 29), never clamped: the value stays.
          Case{"-5", 1024, "Cluster size: -5 is negative"},
          Case{"1e30", 200000, "Cluster size: 1 × 10³⁰ is above the largest value"}}) {
        window->statusBar()->clearMessage();
        type(n, QString::fromLatin1(c.typed));
        EXPECT_EQ(document->scenario().cluster.accelerators, c.expected) << c.typed;
        EXPECT_EQ(n->spinBox()->value(), c.expected) << c.typed;
        if (*c.said)
            EXPECT_TRUE(status().startsWith(QString::fromUtf8(c.said)))
                << c.typed << ": " << status().toStdString();
        else
            EXPECT_TRUE(status().isEmpty()) << c.typed << ": " << status().toStdString();
    }
    // A unit this field does not take keeps the value and says why.
    type(n, QStringLiteral("5 PX"));
    EXPECT_EQ(document->scenario().cluster.accelerators, 200000);
    EXPECT_EQ(status(), QStringLiteral("Cluster size: this field takes a number in accelerators, "
                                       "not \"PX\"; kept 200,000 accelerators."));
}

TEST_F(Desktop, CountsTakeTheRightPlural)
{
    FieldControl *n = window->fleetPanel()->clusterSize();
    type(n, QStringLiteral("1"));
    EXPECT_EQ(n->spinBox()->text(), QStringLiteral("1 accelerator"));
    type(n, QStringLiteral("2"));
    EXPECT_EQ(n->spinBox()->text(), QStringLiteral("2 accelerators"));
}

TEST_F(Desktop, SaveAndReopenKeepsTheViewState)
{
    window->showView(QStringLiteral("communication"));
    document->comparison()->setChecked(QStringLiteral("nvidia-b200"), true);
    document->comparison()->setChecked(QStringLiteral("amd-mi300x"), true);
    auto *comm = static_cast<CommunicationView *>(window->view(QStringLiteral("communication")));
    comm->bidirectionalSwitch()->click();
    comm->setLockedAxes({1});
    EXPECT_FALSE(document->isModified()); // view state is no unsaved change
    answerFile = dir.filePath(QStringLiteral("view.json"));
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    ASSERT_TRUE(QFile::exists(answerFile));

    QTest::keyClick(window.get(), Qt::Key_N, Qt::ControlModifier); // New: per direction, no ticks
    window->showView(QStringLiteral("power"));
    EXPECT_FALSE(comm->bidirectionalSwitch()->isChecked());
    EXPECT_TRUE(document->comparison()->ids().isEmpty());
    comm->setLockedAxes({});

    ASSERT_TRUE(window->openWithGuard(answerFile));
    EXPECT_EQ(window->tabs()->currentWidget(), comm);
    EXPECT_TRUE(comm->bidirectionalSwitch()->isChecked());
    EXPECT_EQ(document->comparison()->ids(),
              (QStringList{QStringLiteral("nvidia-b200"), QStringLiteral("amd-mi300x")}));
    EXPECT_EQ(comm->lockedAxes(), QList<int>{1});
    EXPECT_TRUE(window->view(QStringLiteral("roofline"))->lockedAxes().isEmpty());
}

TEST_F(Desktop, TheNameFollowsTheHardwareUntilTheUserGivesOne)
{
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("1,024 × NVIDIA H100 SXM — ")));
    pickAccelerator(QStringLiteral("nvidia-b200"));
    ASSERT_EQ(document->scenario().accelerator.id, "nvidia-b200");
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("1,024 × NVIDIA B200 — ")))
        << window->windowTitle().toStdString();
    answerText = QStringLiteral("  Lab & teaching fleet ");
    QTest::keyClick(window.get(), Qt::Key_F2);
    EXPECT_EQ(document->scenario().name, "Lab & teaching fleet");
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Lab & teaching fleet — ")));
    const int beforePick = document->undoStack()->index();
    pickAccelerator(QStringLiteral("nvidia-h100-sxm"));
    EXPECT_EQ(document->scenario().name, "Lab & teaching fleet");
    EXPECT_EQ(document->undoStack()->undoText(), QStringLiteral("Pick NVIDIA H100 SXM"));
    document->undoStack()->setIndex(beforePick - 1); // the picks and the rename undone
    EXPECT_TRUE(document->scenario().name.empty());
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("1,024 × NVIDIA B200 — ")))
        << window->windowTitle().toStdString();
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Desktop, SaveWritesAPinnedDesignOnlyToItsOwnFile)
{
    // Issue 29: save A, change to B, save B as design-b.json, pin both, Edit A, Ctrl+S — the
    // window wrote A into design-b.json. Each design remembers its file; Edit makes it the
    // window's.
    const QString fileA = dir.filePath(QStringLiteral("design-a.json"));
    const QString fileB = dir.filePath(QStringLiteral("design-b.json"));
    answerFile = fileA;
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier); // untitled: Save asks
    ASSERT_TRUE(QFile::exists(fileA));
    typeInto("acceleratorsSpin", QStringLiteral("8192"));
    answerFile = fileB;
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(QFile::exists(fileB));
    ASSERT_EQ(document->fileName(), fileB);
    EXPECT_EQ(document->pinFile(fileA), 0);
    EXPECT_EQ(document->pinCurrent(), 1);
    EXPECT_EQ(document->pins()->fileName(0), fileA);
    EXPECT_EQ(document->pins()->fileName(1), fileB);

    ASSERT_TRUE(document->editDesign(0));
    EXPECT_EQ(document->scenario().cluster.accelerators, 1024);
    EXPECT_EQ(document->fileName(), fileA);               // Edit A: A's file is the window's
    typeInto("acceleratorsSpin", QStringLiteral("2048")); // A, edited
    answerFile.clear();                                   // no Save dialog may come up
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    EXPECT_EQ(loadScenarioFile(fileB, document->catalog()).cluster.accelerators, 8192);
    EXPECT_EQ(loadScenarioFile(fileA, document->catalog()).cluster.accelerators, 2048);

    // A save that would write A over design-b.json asks first, naming the file and both
    // designs; this fixture's Prompts leave overwriteDesign unset, so it does not go on.
    answerFile = fileB;
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(loadScenarioFile(fileB, document->catalog()).cluster.accelerators, 8192);
    EXPECT_TRUE(status().contains(QStringLiteral("design-b.json"))) << status().toStdString();
    // Asked and answered yes, it writes.
    Prompts prompts = Prompts::dialogs();
    prompts.fileName = [this](QWidget *, const QString &, const QString &, const QString &, bool) {
        return answerFile;
    };
    QString asked;
    prompts.overwriteDesign = [&asked](QWidget *, const QString &question) {
        asked = question;
        return true;
    };
    window->setPrompts(prompts);
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_TRUE(asked.contains(QStringLiteral("design-b.json"))) << asked.toStdString();
    // Both designs by their pin names: the one in the file (B) and the one being saved (A).
    EXPECT_TRUE(asked.contains(document->pins()->designs()[1].name)) << asked.toStdString();
    EXPECT_TRUE(asked.contains(document->pins()->designs()[0].name)) << asked.toStdString();
    EXPECT_EQ(loadScenarioFile(fileB, document->catalog()).cluster.accelerators, 2048);

    // The unsaved-changes question names the file.
    EXPECT_TRUE(window->unsavedChangesText().contains(QStringLiteral("design-b.json")))
        << window->unsavedChangesText().toStdString();
}

} // namespace
} // namespace fleet

namespace fleet {
namespace {

TEST_F(Desktop, TheSaveDialogSuggestsTheScenariosName)
{
    answerText = QStringLiteral("405B on 16,384 H100");
    ASSERT_TRUE(document->apply(QStringLiteral("Name"),
                                [](Scenario &s) { s.name = "405B on 16,384 H100"; }));
    QString suggested;
    Prompts prompts = Prompts::dialogs();
    prompts.fileName = [&suggested](QWidget *, const QString &, const QString &directory,
                                    const QString &, bool) {
        suggested = directory;
        return QString(); // cancelled
    };
    window->setPrompts(prompts);
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    // Blanks and commas become single dashes: "405B-on-16-384-H100.json".
    EXPECT_TRUE(suggested.endsWith(QStringLiteral("405B-on-16-384-H100.json")))
        << suggested.toStdString();
}

} // namespace
} // namespace fleet
