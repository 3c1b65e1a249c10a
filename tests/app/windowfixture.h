// The window under test: a MainWindow on the appendix's defaults with scratch preferences,
// shown offscreen, and helpers that drive it the way a person does.
#pragma once

#include "../qtprinters.h"
#include "explorerview.h"
#include "fieldcontrol.h"
#include "fleetpanel.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "settings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>
#include <QTranslator>

#include <gtest/gtest.h>

#include <memory>

namespace fleet {

class Window : public ::testing::Test
{
protected:
    void SetUp() override
    {
        document = std::make_unique<ScenarioDocument>(embeddedCatalog());
        window = std::make_unique<MainWindow>(document.get(), preferences.get());
        window->resize(1600, 1000);
        window->show();
        QCoreApplication::processEvents();
    }

    /// Types a value into a field's spin box and presses Enter, as a person would.
    void type(FieldControl *control, const QString &text)
    {
        QLineEdit *edit = control->spinBox()->findChild<QLineEdit *>();
        control->spinBox()->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents();
    }

    QString readout(const QString &view, const QString &title)
    {
        window->showView(view);
        QCoreApplication::processEvents();
        return window->view(view)->readoutPanel()->value(title);
    }

    void pickAccelerator(const QString &id)
    {
        QComboBox *combo = window->fleetPanel()->acceleratorPicker();
        const int target = combo->findData(id);
        ASSERT_GE(target, 0);
        combo->setFocus();
        // Keyboard selection in a closed combo box activates each item it passes.
        while (combo->currentIndex() < target)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > target)
            QTest::keyClick(combo, Qt::Key_Up);
        QCoreApplication::processEvents();
    }

    std::unique_ptr<Preferences> preferences = Preferences::scratch();
    std::unique_ptr<ScenarioDocument> document;
    std::unique_ptr<MainWindow> window;
};

/// The window in Simplified Chinese: the translation installed before the window is made and
/// removed after it has gone.
class ChineseWindow : public Window
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_chinese.load(QStringLiteral(":/i18n/fleet_zh_CN.qm")));
        QCoreApplication::installTranslator(&m_chinese);
        Window::SetUp();
    }
    void TearDown() override
    {
        window.reset();
        document.reset();
        QCoreApplication::removeTranslator(&m_chinese);
    }

private:
    QTranslator m_chinese;
};

inline double leadingNumber(const QString &text)
{
    QString digits;
    for (QChar c : text) {
        if (c.isDigit() || c == QLatin1Char('.'))
            digits += c;
        else if (c != QLatin1Char(','))
            break;
    }
    return digits.toDouble();
}

} // namespace fleet
