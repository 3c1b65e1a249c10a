// The File › Examples menu (examplesmenu.h).
#include "examplesmenu.h"

#include "examples.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace fleet {

namespace {
/// The translation context of the menu's own texts.
struct ExamplesMenu
{
    Q_DECLARE_TR_FUNCTIONS(ExamplesMenu)
};
} // namespace

QMenu *createExamplesMenu(QWidget *parent, const std::function<void(const QString &id)> &open)
{
    auto *menu = new QMenu(ExamplesMenu::tr("E&xamples"), parent);
    menu->setObjectName(QStringLiteral("examplesMenu"));
    menu->setToolTipsVisible(true);
    QString view;
    for (const Example &e : examples()) {
        if (!view.isEmpty() && e.view != view)
            menu->addSeparator();
        view = e.view;
        QString text = e.title;
        QAction *a = menu->addAction(text.replace(QLatin1Char('&'), QStringLiteral("&&")));
        a->setObjectName(QStringLiteral("example-") + e.id);
        a->setToolTip(ExamplesMenu::tr("Opens the appendix's worked example as an untitled "
                                       "scenario"));
        QObject::connect(a, &QAction::triggered, menu, [open, id = e.id] { open(id); });
    }
    return menu;
}

} // namespace fleet
