// The font scale reaches every text of the window (issue: "the font scale scales everything"):
// after Ctrl+= or Preferences › Font scale, no label, button, spin box, picker or tab keeps the
// size it had — the link notes and the cooling verdict did, as they carry their own style.
#include "windowfixture.h"

#include "screenshot.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFontInfo>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>

namespace fleet {
namespace {

using FontScale = Window;

/// The widgets a person reads text in, shown in `window` now, each with the point size its
/// text is drawn at ("view: class 'text' 9.0 pt").
struct ShownText
{
    QString where;
    double points = 0;
};

std::vector<ShownText> shownTexts(MainWindow *window, const QString &viewId)
{
    std::vector<ShownText> out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->width() <= 0)
            continue;
        w->ensurePolished(); // a style sheet's font is resolved when the widget is polished
        QString text;
        if (auto *label = qobject_cast<QLabel *>(w))
            text = label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            text = button->text();
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            text = combo->currentText();
        else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
            text = spin->text();
        else if (auto *tabs = qobject_cast<QTabBar *>(w))
            text = tabs->tabText(0);
        else
            continue;
        if (text.trimmed().isEmpty() || text.startsWith(QLatin1Char('<')))
            continue;
        out.push_back(
            {QStringLiteral("%1: %2 '%3'")
                 .arg(viewId, QString::fromLatin1(w->metaObject()->className()), text.left(40)),
             QFontInfo(w->font()).pointSizeF()});
    }
    return out;
}

TEST_F(FontScale, EveryTextOfEveryViewGrowsWithTheFontScale)
{
    const double base = QFontInfo(QApplication::font()).pointSizeF();
    ASSERT_GT(base, 0);
    for (const double scale : {1.0, MainWindow::kLargestFontScale, MainWindow::kMaximumFontScale}) {
        window->setFontScale(scale);
        QCoreApplication::processEvents();
        for (ExplorerView *view : window->views()) {
            window->showView(view->id());
            QCoreApplication::processEvents();
            const std::vector<ShownText> texts = shownTexts(window.get(), view->id());
            EXPECT_GT(texts.size(), 20u) << view->id().toStdString();
            for (const ShownText &t : texts) {
                // A note may be drawn a little smaller than the body text, never at the size
                // of another scale.
                EXPECT_GE(t.points, base * scale * 0.8)
                    << t.where.toStdString() << " at scale " << scale;
                EXPECT_LE(t.points, base * scale * 2.0)
                    << t.where.toStdString() << " at scale " << scale;
            }
        }
    }
    // And back: nothing keeps the large size.
    window->setFontScale(1.0);
    QCoreApplication::processEvents();
    for (const ShownText &t : shownTexts(window.get(), QStringLiteral("after")))
        EXPECT_LE(t.points, base * 2.0) << t.where.toStdString();
}

TEST_F(FontScale, EveryTabReadsWholeAt1920x1080AtTheLargestFont)
{
    window->resize(1920, 1080);
    window->setFontScale(MainWindow::kMaximumFontScale);
    QCoreApplication::processEvents();
    QTabBar *bar = window->tabs()->tabBar();
    // The bar is as wide as its tabs need (not the width it had at the old font) ...
    EXPECT_GE(bar->width(), std::min(bar->sizeHint().width(), window->tabs()->width()));
    // ... and every tab lies inside it, so no tab hides behind the scroll arrows.
    for (int i = 0; i < bar->count(); ++i)
        EXPECT_TRUE(bar->rect().contains(bar->tabRect(i)))
            << bar->tabText(i).toStdString() << " at x " << bar->tabRect(i).right() << " of "
            << bar->width();
}

/// The side column of every view at a screen size and font scale: its contents fit its width
/// (labels go above their values, combo boxes shorten), so nothing hides past the right edge
/// behind a sideways scroll bar. Returns the views that scroll sideways.
QStringList sideColumnsScrollingSideways(MainWindow *window, QSize size)
{
    QStringList sideways;
    for (ExplorerView *view : window->views()) {
        (void)renderWindow(*window, view->id(), size);
        QTest::qWait(20); // the column refits once its contents are laid out
        (void)renderWindow(*window, view->id(), size);
        QScrollArea *side = view->sideColumn();
        if (side->horizontalScrollBar()->isVisible())
            sideways << QStringLiteral("%1: contents %2 px in %3 px")
                            .arg(view->id())
                            .arg(side->widget()->minimumSizeHint().width())
                            .arg(side->viewport()->width());
    }
    return sideways;
}

TEST_F(FontScale, NoSideColumnScrollsSidewaysAt1280x720)
{
    window->setFontScale(1.0);
    const QStringList sideways = sideColumnsScrollingSideways(window.get(), QSize(1280, 720));
    EXPECT_TRUE(sideways.isEmpty()) << sideways.join(QLatin1Char('\n')).toStdString();
}

TEST_F(FontScale, NoSideColumnScrollsSidewaysAt1920x1080AtTheLargestFont)
{
    window->setFontScale(MainWindow::kMaximumFontScale);
    // Every view, the communication view's "β … + α …" readouts (their change indicators go
    // beside the titles) and the utilization view's goodput note (it wraps) included.
    const QStringList sideways = sideColumnsScrollingSideways(window.get(), QSize(1920, 1080));
    EXPECT_TRUE(sideways.isEmpty()) << sideways.join(QLatin1Char('\n')).toStdString();
}

} // namespace
} // namespace fleet
