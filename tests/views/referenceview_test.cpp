// ReferenceView: one tree item per appendix table, every row's check in words (never "≠"
// without a note), wrapped notes that are not cut to one line, readouts, and the exports.
#include "../qtprinters.h"
#include "catalog.h"
#include "palette.h"
#include "referenceview.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

namespace fleet {
namespace {

QTreeWidgetItem *findRow(QTreeWidget *tree, const QString &printed)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = tree->topLevelItem(i);
        for (int j = 0; j < top->childCount(); ++j) {
            if (top->child(j)->text(ReferenceView::PrintedColumn) == printed)
                return top->child(j);
        }
    }
    return nullptr;
}

TEST(ReferenceViewTest, ShowsOneItemPerTableWithEveryRowChecked)
{
    ScenarioDocument doc(embeddedCatalog());
    ReferenceView view(&doc);
    EXPECT_EQ(view.id(), QStringLiteral("reference"));
    EXPECT_EQ(view.title(), QStringLiteral("Reference"));
    view.resize(1600, 1000);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));

    QTreeWidget *tree = view.findChild<QTreeWidget *>(QStringLiteral("referenceTree"));
    ASSERT_NE(tree, nullptr);
    EXPECT_EQ(tree, view.tree());
    ASSERT_EQ(view.tables().size(), 19u);
    ASSERT_EQ(tree->topLevelItemCount(), static_cast<int>(view.tables().size()));
    EXPECT_EQ(tree->columnCount(), static_cast<int>(ReferenceView::ColumnCount));
    EXPECT_EQ(tree->headerItem()->text(ReferenceView::CheckColumn), QStringLiteral("Check"));

    int rows = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = tree->topLevelItem(i);
        const ReferenceTable &table = view.tables()[static_cast<size_t>(i)];
        EXPECT_TRUE(top->text(0).startsWith(table.title)) << top->text(0).toStdString();
        EXPECT_TRUE(top->text(0).contains(table.source)) << top->text(0).toStdString();
        // Numeric tables open; the 24 text rows of the paradigms table start collapsed.
        EXPECT_EQ(top->isExpanded(), table.id != QLatin1String("paradigms"))
            << table.id.toStdString();
        ASSERT_EQ(top->childCount(), static_cast<int>(table.rows.size()));
        for (int j = 0; j < top->childCount(); ++j) {
            const QTreeWidgetItem *item = top->child(j);
            const QString check = item->text(ReferenceView::CheckColumn);
            EXPECT_TRUE(check == QStringLiteral("✓ agrees") ||
                        check == QStringLiteral("≠ see note") ||
                        check == QStringLiteral("— text only"))
                << check.toStdString();
            if (check.contains(QStringLiteral("≠"))) {
                EXPECT_FALSE(item->text(ReferenceView::NoteColumn).isEmpty());
            }
            // With the embedded catalog every computed value agrees.
            EXPECT_FALSE(check.contains(QStringLiteral("≠")))
                << item->text(ReferenceView::QuantityColumn).toStdString();
            ++rows;
        }
    }
    EXPECT_EQ(rows, summarize(view.tables()).rows);

    QTreeWidgetItem *ring = findRow(tree, QStringLiteral("560.4 ms"));
    ASSERT_NE(ring, nullptr);
    EXPECT_EQ(ring->text(ReferenceView::ComputedColumn), QStringLiteral("560.4 ms"));
    EXPECT_EQ(ring->text(ReferenceView::CheckColumn), QStringLiteral("✓ agrees"));
    EXPECT_EQ(ring->foreground(ReferenceView::CheckColumn).color(), QColor(0x1b, 0x7f, 0x3b));
    QTreeWidgetItem *effective = findRow(tree, QStringLiteral("~207,610.9 TFLOP/s"));
    ASSERT_NE(effective, nullptr);
    EXPECT_EQ(effective->text(ReferenceView::ComputedColumn), QStringLiteral("207,610.9 TFLOP/s"));

    // The "350M" note wraps onto several lines instead of being cut to one.
    QTreeWidgetItem *bert = findRow(tree, QStringLiteral("29.6 ms"));
    ASSERT_NE(bert, nullptr);
    EXPECT_TRUE(bert->text(ReferenceView::NoteColumn).contains(QStringLiteral("340M")));
    QApplication::processEvents(); // the deferred row layout after column fitting
    const int lineHeight = QFontMetrics(tree->font()).height();
    EXPECT_GT(tree->visualItemRect(bert).height(), 2 * lineHeight);

    const ReferenceSummary s = summarize(view.tables());
    EXPECT_EQ(view.readoutPanel()->value(QStringLiteral("Rows agreeing")),
              QStringLiteral("%1 of %2").arg(s.agreeing).arg(s.checked));
    EXPECT_EQ(s.agreeing, s.checked);
    EXPECT_EQ(view.readoutPanel()->value(QStringLiteral("Explained")),
              QStringLiteral("%1 rows").arg(s.explained));
    for (const Readout &r : view.readoutPanel()->readouts()) {
        EXPECT_FALSE(r.formula.isEmpty()) << r.title.toStdString();
        EXPECT_FALSE(r.source.isEmpty()) << r.title.toStdString();
    }
}

TEST(ReferenceViewTest, TheNoteKeepsAFifthOfANarrowTree)
{
    // A narrow view (a 1280 × 720 window with the fleet panel and readouts, or a large font):
    // the quantity and input columns give way, the note stays readable.
    ScenarioDocument doc(embeddedCatalog());
    ReferenceView view(&doc);
    view.setFontScale(1.6); // wide characters, as a CJK font's average is
    view.resize(900, 700);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QTreeWidget *tree = view.tree();
    const int width = tree->viewport()->width();
    ASSERT_GT(width, 0);
    int others = 0;
    for (int c = 0; c < ReferenceView::NoteColumn; ++c)
        others += tree->columnWidth(c);
    // What is left of the width, or (the other columns wrapped down to their longest words)
    // a fifth of it with the tree scrolling sideways.
    const int note = tree->header()->sectionSize(ReferenceView::NoteColumn);
    EXPECT_GE(note, width / 5 - 2) << "others " << others << " of " << width;
    EXPECT_TRUE(width - others >= width / 5 - 2 || !tree->header()->stretchLastSection());
}

TEST(ReferenceViewTest, NoWordIsCutInANarrowTree)
{
    // The tree as wide as at 1280 × 720 beside the fleet panel and the readouts: the columns
    // wrap their words, and none is cut ("Communic", "Coordinatio" were).
    ScenarioDocument doc(embeddedCatalog());
    ReferenceView view(&doc);
    view.resize(940, 640);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QTreeWidget *tree = view.tree();
    const QFontMetrics fm(tree->font());
    int rows = 0;
    for (int t = 0; t < tree->topLevelItemCount(); ++t) {
        const QTreeWidgetItem *table = tree->topLevelItem(t);
        for (int r = 0; r < table->childCount(); ++r, ++rows) {
            const QTreeWidgetItem *row = table->child(r);
            for (int c = 0; c < ReferenceView::NoteColumn; ++c) {
                const QFontMetrics metrics(row->data(c, Qt::FontRole).isValid() ? row->font(c)
                                                                                : tree->font());
                const int room = tree->columnWidth(c) -
                                 (c == ReferenceView::QuantityColumn ? 2 * tree->indentation() : 0);
                // A line breaks at a space, after a hyphen or slash followed by a letter, or
                // after an en dash (as QTextLayout breaks it).
                static const QRegularExpression breaks(
                    QStringLiteral("\\s+|(?<=[-/])(?=\\D)|(?<=\u2013)"));
                for (const QString &word : row->text(c).split(breaks, Qt::SkipEmptyParts))
                    EXPECT_LE(metrics.horizontalAdvance(word), room)
                        << word.toStdString() << " in column " << c << " of "
                        << row->text(ReferenceView::QuantityColumn).toStdString();
            }
        }
    }
    EXPECT_GT(rows, 100);
    // The note keeps at least a fifth (the tree scrolls sideways when the words need more).
    EXPECT_GE(tree->header()->sectionSize(ReferenceView::NoteColumn),
              tree->viewport()->width() / 5 - 2);
}

TEST(ReferenceViewTest, ExportsMarkdownAndCsv)
{
    ScenarioDocument doc(embeddedCatalog());
    ReferenceView view(&doc);
    ASSERT_NE(view.exportMarkdownButton(), nullptr);
    EXPECT_EQ(view.exportMarkdownButton()->text(), QStringLiteral("Export Markdown…"));
    EXPECT_EQ(view.exportCsvButton()->text(), QStringLiteral("Export CSV…"));

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Export works before the view was ever shown.
    const QString md = dir.filePath(QStringLiteral("reference.md"));
    ASSERT_TRUE(view.exportMarkdown(md)) << view.lastError().toStdString();
    QFile mdFile(md);
    ASSERT_TRUE(mdFile.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(mdFile.readAll());
    EXPECT_TRUE(markdown.contains(QStringLiteral("207,610.9 TFLOP/s")));
    for (const ReferenceTable &t : view.tables())
        EXPECT_TRUE(markdown.contains(QStringLiteral("## ") + t.title)) << t.title.toStdString();

    const QString csv = dir.filePath(QStringLiteral("reference.csv"));
    ASSERT_TRUE(view.exportCsv(csv)) << view.lastError().toStdString();
    QFile csvFile(csv);
    ASSERT_TRUE(csvFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csvFile.readAll());
    EXPECT_TRUE(
        text.startsWith(QStringLiteral("table,quantity,inputs,printed,computed,unit,agrees,note")));
    EXPECT_TRUE(text.contains(QStringLiteral("\"1,012,736 TFLOP/s\"")));
    EXPECT_EQ(text, referenceCsv(view.tables()));

    // A file that cannot be written fails with the reason, leaving nothing behind.
    const QString bad = dir.filePath(QStringLiteral("no-such-dir/reference.csv"));
    EXPECT_FALSE(view.exportCsv(bad));
    EXPECT_FALSE(view.lastError().isEmpty());
    EXPECT_FALSE(QFile::exists(bad));
}

TEST(ReferenceViewTest, AnOverriddenCatalogValueShowsNotEqualWithANote)
{
    Catalog catalog = embeddedCatalog();
    for (Accelerator &a : catalog.accelerators) {
        if (a.id == "nvidia-h100-sxm")
            a.hbmBandwidthBytesPerS = 4e12;
    }
    ScenarioDocument doc(catalog);
    ReferenceView view(&doc);
    view.resize(1400, 900);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QTreeWidgetItem *ridge = findRow(view.tree(), QStringLiteral("295.2 FLOP/byte"));
    ASSERT_NE(ridge, nullptr);
    EXPECT_EQ(ridge->text(ReferenceView::CheckColumn), QStringLiteral("≠ see note"));
    // Dark red on the pale red of a refusal (the palette's "bad" tone: AA contrast in both themes).
    EXPECT_EQ(ridge->foreground(ReferenceView::CheckColumn).color(), colours().bad.text);
    EXPECT_EQ(ridge->background(ReferenceView::CheckColumn).color(), colours().bad.background);
    EXPECT_TRUE(ridge->text(ReferenceView::NoteColumn).startsWith(QStringLiteral("Differs by")));
    const ReferenceSummary s = summarize(view.tables());
    EXPECT_LT(s.agreeing, s.checked);
    EXPECT_EQ(view.readoutPanel()->value(QStringLiteral("Rows agreeing")),
              QStringLiteral("%1 of %2").arg(s.agreeing).arg(s.checked));
}

TEST(ReferenceViewTest, FontScaleKeepsTheTree)
{
    ScenarioDocument doc(embeddedCatalog());
    ReferenceView view(&doc);
    view.resize(1400, 900);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    const qreal before = view.tree()->font().pointSizeF();
    view.setFontScale(1.5);
    EXPECT_NEAR(view.tree()->font().pointSizeF(), before * 1.5, 0.01);
    EXPECT_EQ(view.tree()->topLevelItemCount(), static_cast<int>(view.tables().size()));
    view.setFontScale(1.0);
    EXPECT_NEAR(view.tree()->font().pointSizeF(), before, 0.01);
}

} // namespace
} // namespace fleet
