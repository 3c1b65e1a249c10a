// ReferenceView (referenceview.h): the appendix's tables as a tree — printed value, computed
// value, the check in words and colour, notes and sources — refreshed live, and their export to
// Markdown and CSV.
#include "referenceview.h"

#include "atomicfile.h"
#include "fielddatapoints.h"
#include "format.h"
#include "palette.h"
#include "scenariodocument.h"
#include "text.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

// Taken from the theme's palette when the rows are filled (after the theme is applied).
QColor agreeColour()
{
    return colours().good.border;
}
QColor disagreeColour()
{
    return colours().bad.border;
}
QColor disagreeBackground()
{
    return colours().bad.background;
}
QColor textOnlyColour()
{
    return colours().secondaryText;
}
QColor tableBackground()
{
    return colours().mathBackground;
}

/// Word-wrapped rows in a QTreeView: the view asks its delegate for a row's height with no
/// column width (QTreeView::indexRowSizeHint sets the option's width to -1), so wrapped text
/// would be cut to one line. This delegate measures each cell at its column's real width.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QTreeWidget *tree) : QStyledItemDelegate(tree), m_tree(tree) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem measured = option;
        if (index.parent().isValid()) {
            int width = m_tree->header()->sectionSize(index.column());
            if (index.column() == 0) {
                // A child is indented one step for its level and one for the root decoration.
                width -= m_tree->indentation() * (m_tree->rootIsDecorated() ? 2 : 1);
            }
            // The style wraps only within a valid rectangle: give it a height as well.
            measured.rect = QRect(0, 0, std::max(width, 16), 1);
            measured.features |= QStyleOptionViewItem::WrapText;
        } else {
            // A table's title spans the row (after the root decoration): it wraps there rather
            // than run past the right edge ("… · 14 of 14 agr").
            const int width = m_tree->viewport()->width() - m_tree->indentation();
            measured.rect = QRect(0, 0, std::max(width, 16), 1);
            measured.features |= QStyleOptionViewItem::WrapText;
        }
        QSize size = QStyledItemDelegate::sizeHint(measured, index);
        size.setHeight(size.height() + 6); // air between rows, for a projector
        return size;
    }

private:
    QTreeWidget *m_tree;
};

QString fullPrecision(const ReferenceRow &r)
{
    if (!r.computed)
        return r.computedText;
    const double v = *r.computed;
    // Twelve significant digits, as a power of ten where printf would write "e+17".
    const QString value = v != 0 && (std::abs(v) >= 1e12 || std::abs(v) < 1e-4)
                              ? formatPowerOfTen(v, 12)
                              : QString::number(v, 'g', 12);
    return r.unit.isEmpty() ? value : value + QLatin1Char(' ') + r.unit;
}

} // namespace

ReferenceView::ReferenceView(ScenarioDocument *document, QWidget *parent)
    : ExplorerView(document, QStringLiteral("reference"), tr("Reference"), parent),
      m_tree(new QTreeWidget), m_exportMarkdown(new QPushButton(tr("Export Markdown…"))),
      m_exportCsv(new QPushButton(tr("Export CSV…"))), m_fieldTree(new QTreeWidget),
      m_exportFieldMarkdown(new QPushButton(tr("Export field data as Markdown…"))),
      m_exportFieldCsv(new QPushButton(tr("Export field data as CSV…")))
{
    m_tree->setObjectName(QStringLiteral("referenceTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels(
        {tr("Quantity"), tr("Inputs"), tr("Printed"), tr("Computed"), tr("Check"), tr("Note")});
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setTextElideMode(Qt::ElideNone);
    m_tree->setAlternatingRowColors(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Shown only when the columns' longest words need more than the tree's width (a very
    // narrow view at a large font): then it scrolls sideways rather than cut a word.
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // The viewport, not the tree: its width is final when its resize event arrives.
    m_tree->viewport()->installEventFilter(this);
    connect(m_tree->header(), &QHeaderView::sectionResized, this, [this](int column) {
        // The last section follows the viewport; any other resize not made here is the user's.
        if (!m_fitting && column != NoteColumn)
            m_userSizedColumns = true;
        scheduleRowLayout();
    });
    m_baseFont = m_tree->font();
    chartArea()->addWidget(m_tree, 1);
    // The tables are what this view is read for, and its readouts are three short counts: the
    // side column takes less of the width than elsewhere, so at 1280 × 720 the six columns'
    // longest words and the note's fifth fit without scrolling sideways.
    setSideColumnShare(0.30);

    m_exportMarkdown->setObjectName(QStringLiteral("exportMarkdownButton"));
    m_exportMarkdown->setToolTip(tr("Save every table, printed and computed values side by "
                                    "side, as a Markdown document"));
    m_exportCsv->setObjectName(QStringLiteral("exportCsvButton"));
    m_exportCsv->setToolTip(tr("Save every row as CSV (RFC 4180): table, quantity, inputs, "
                               "printed, computed, unit, agrees, note"));
    QVBoxLayout *exportGroup = addInputGroup(tr("Export"));
    exportGroup->addWidget(m_exportMarkdown);
    exportGroup->addWidget(m_exportCsv);
    connect(m_exportMarkdown, &QPushButton::clicked, this, [this] { exportWithDialog(true); });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportWithDialog(false); });

    // Field data: published measurements of real fleets beside the model's value for the same
    // setting (SPEC §10).
    auto *fieldTitle = new QLabel(tr("<b>Field data</b> — published measurements of real "
                                     "fleets beside the model for the same setting"));
    fieldTitle->setWordWrap(true);
    chartArea()->addWidget(fieldTitle);
    m_fieldTree->setObjectName(QStringLiteral("fieldTree"));
    m_fieldTree->setColumnCount(FieldColumnCount);
    m_fieldTree->setHeaderLabels(
        {tr("Measurement"), tr("Measured"), tr("Model"), tr("Measured ÷ model"), tr("Source")});
    m_fieldTree->setRootIsDecorated(false);
    m_fieldTree->setWordWrap(true);
    m_fieldTree->setAlternatingRowColors(true);
    m_fieldTree->setUniformRowHeights(false);
    m_fieldTree->setTextElideMode(Qt::ElideNone);
    m_fieldTree->setItemDelegate(new WrappingDelegate(m_fieldTree));
    m_fieldTree->header()->setStretchLastSection(true);
    m_fieldTree->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_fieldTree->setToolTip(tr("Each measurement as its source published it, the model's value "
                               "for a scenario that reproduces the setting, and measured ÷ "
                               "model"));
    chartArea()->addWidget(m_fieldTree, 1);
    m_exportFieldMarkdown->setObjectName(QStringLiteral("exportFieldMarkdownButton"));
    m_exportFieldMarkdown->setToolTip(tr("Save the field data table (measured, model, measured ÷ "
                                         "model, source) as a Markdown document"));
    m_exportFieldCsv->setObjectName(QStringLiteral("exportFieldCsvButton"));
    m_exportFieldCsv->setToolTip(tr("Save the field data table as CSV (RFC 4180): id, measure, "
                                    "measured, model, unit, ratio, approximate, source"));
    exportGroup->addWidget(m_exportFieldMarkdown);
    exportGroup->addWidget(m_exportFieldCsv);
    connect(m_exportFieldMarkdown, &QPushButton::clicked, this,
            [this] { exportFieldWithDialog(true); });
    connect(m_exportFieldCsv, &QPushButton::clicked, this,
            [this] { exportFieldWithDialog(false); });
}

const std::vector<FieldComparison> &ReferenceView::fieldComparisons() const
{
    return document()->fieldComparisons();
}

QTreeWidget *ReferenceView::fieldTree() const
{
    const_cast<ReferenceView *>(this)->buildFieldTree();
    return m_fieldTree;
}

void ReferenceView::buildFieldTree()
{
    if (m_fieldTreeBuilt)
        return;
    m_fieldTreeBuilt = true;
    m_fieldTree->clear();
    for (const FieldComparison &c : fieldComparisons()) {
        const FieldEntry &e = c.entry;
        const QString unit =
            toQString(e.unit) + (e.perAccelerator ? tr(" per accelerator") : QString());
        auto *item = new QTreeWidgetItem(m_fieldTree);
        QStringList setting;
        for (const std::string &part : {e.setting.model, e.setting.hardware})
            if (!part.empty())
                setting << toQString(part);
        item->setText(FieldMeasureColumn,
                      QStringLiteral("%1 (%2)").arg(toQString(e.measure),
                                                    setting.join(QStringLiteral(" · "))));
        item->setText(
            FieldMeasuredColumn,
            toQString(e.published.empty() ? formatReadable(e.value).toStdString() : e.published));
        item->setText(FieldModelColumn, formatReadable(c.model) + QLatin1Char(' ') + unit);
        item->setText(FieldRatioColumn,
                      formatNumber(c.ratio, c.ratio < 10 ? 2 : 1) + QStringLiteral("×"));
        item->setText(FieldSourceColumn, FieldDataText::source(e));
        item->setToolTip(FieldMeasuredColumn,
                         tr("%1 %2, as published: %3")
                             .arg(formatReadable(e.value), unit, toQString(e.published)));
        item->setToolTip(FieldRatioColumn, FieldDataText::ratio(c.ratio));
        item->setToolTip(FieldSourceColumn, FieldDataText::source(e));
        item->setToolTip(FieldMeasureColumn, FieldDataText::tooltip(c));
        item->setData(FieldMeasureColumn, Qt::UserRole, toQString(e.id));
    }
    for (int c = 0; c < FieldSourceColumn; ++c)
        m_fieldTree->resizeColumnToContents(c);
    m_fieldTree->setColumnWidth(FieldMeasureColumn,
                                std::min(m_fieldTree->columnWidth(FieldMeasureColumn), 360));
    m_fieldTree->setColumnWidth(FieldMeasuredColumn,
                                std::min(m_fieldTree->columnWidth(FieldMeasuredColumn), 220));
}

QString ReferenceView::fieldCsv() const
{
    QStringList lines{QStringLiteral("id,measure,measured,model,unit,ratio,approximate,source")};
    for (const FieldComparison &c : fieldComparisons()) {
        const FieldEntry &e = c.entry;
        lines << QStringList{csvField(toQString(e.id)),
                             csvField(toQString(e.measure)),
                             QString::number(e.value, 'g', 17),
                             QString::number(c.model, 'g', 17),
                             csvField(toQString(e.unit)),
                             QString::number(c.ratio, 'g', 17),
                             e.approximate ? QStringLiteral("true") : QStringLiteral("false"),
                             csvField(FieldDataText::source(e))}
                     .join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

bool ReferenceView::exportFieldMarkdown(const QString &path)
{
    return writeFile(path, fieldComparisonMarkdown(fieldComparisons()).toUtf8());
}

bool ReferenceView::exportFieldCsv(const QString &path)
{
    return writeFile(path, fieldCsv().toUtf8());
}

void ReferenceView::exportFieldWithDialog(bool markdown)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name =
        markdown ? QStringLiteral("fleet-field-data.md") : QStringLiteral("fleet-field-data.csv");
    const QString path = QFileDialog::getSaveFileName(
        this, markdown ? tr("Export field data as Markdown") : tr("Export field data as CSV"),
        QDir(dir).filePath(name), markdown ? tr("Markdown (*.md)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (!(markdown ? exportFieldMarkdown(path) : exportFieldCsv(path))) {
        QMessageBox::warning(
            this, tr("Export failed"),
            tr("Could not write %1:\n%2").arg(QDir::toNativeSeparators(path), m_lastError));
    }
}

ReferenceView::~ReferenceView()
{
    m_tree->header()->disconnect(this);
    m_tree->viewport()->removeEventFilter(this);
}

void ReferenceView::refresh()
{
    buildFieldTree();
    updateTables();
}

void ReferenceView::updateTables()
{
    std::vector<ReferenceTable> tables = referenceTables(document()->catalog());
    QString signature = referenceCsv(tables);
    if (signature == m_signature && m_tree->topLevelItemCount() > 0)
        return; // nothing changed: keep the tree, its scroll position and expansion
    m_tables = std::move(tables);
    m_signature = std::move(signature);
    rebuildTree();
    publishReadouts();
}

void ReferenceView::rebuildTree()
{
    m_longestWordsValid = false;
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    QFont titleFont = m_tree->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    QFont checkFont = m_tree->font();
    checkFont.setBold(true);

    for (const ReferenceTable &t : m_tables) {
        int checked = 0;
        int agreeing = 0;
        for (const ReferenceRow &r : t.rows) {
            if (r.check() != ReferenceRow::Check::TextOnly) {
                ++checked;
                if (r.agrees())
                    ++agreeing;
            }
        }
        QString status;
        if (checked == 0)
            status = tr("text only");
        else if (agreeing == checked)
            status = tr("%1 of %2 agree").arg(agreeing).arg(checked);
        else
            status = tr("%1 of %2 agree, %3 ≠").arg(agreeing).arg(checked).arg(checked - agreeing);

        auto *top = new QTreeWidgetItem(m_tree);
        top->setText(QuantityColumn, QStringLiteral("%1 — %2 · %3").arg(t.title, t.source, status));
        top->setFont(QuantityColumn, titleFont);
        top->setToolTip(QuantityColumn,
                        QStringLiteral("%1\nSource: %2\n%3").arg(t.title, t.source, status));
        top->setData(QuantityColumn, Qt::UserRole, t.id);
        for (int c = 0; c < ColumnCount; ++c)
            top->setBackground(c, tableBackground());
        if (agreeing != checked)
            top->setForeground(QuantityColumn, disagreeColour());

        for (const ReferenceRow &r : t.rows) {
            auto *item = new QTreeWidgetItem(top);
            item->setText(QuantityColumn, r.quantity);
            item->setText(InputsColumn, r.inputs);
            item->setText(PrintedColumn, r.printed);
            item->setText(ComputedColumn, r.computedDisplay());
            item->setText(CheckColumn, r.checkText());
            item->setText(NoteColumn, r.note);
            item->setToolTip(QuantityColumn, r.quantity);
            item->setToolTip(InputsColumn, r.source.isEmpty()
                                               ? r.inputs
                                               : tr("%1\nSource: %2").arg(r.inputs, r.source));
            item->setToolTip(PrintedColumn, tr("As printed in the appendix: %1").arg(r.printed));
            item->setToolTip(ComputedColumn,
                             r.check() == ReferenceRow::Check::TextOnly
                                 ? tr("Nothing to compute: a text row")
                                 : tr("Computed by the model: %1").arg(fullPrecision(r)));
            item->setFont(CheckColumn, checkFont);
            switch (r.check()) {
            case ReferenceRow::Check::Agrees:
                item->setForeground(CheckColumn, agreeColour());
                item->setToolTip(CheckColumn,
                                 r.computed ? tr("Within half a unit of the last printed digit")
                                            : tr("The model gives the printed answer"));
                break;
            case ReferenceRow::Check::Disagrees:
                item->setForeground(CheckColumn, colours().bad.text);
                item->setBackground(CheckColumn, disagreeBackground());
                item->setToolTip(CheckColumn, tr("Differs from the printed value: see the note"));
                break;
            case ReferenceRow::Check::TextOnly:
                item->setForeground(CheckColumn, textOnlyColour());
                item->setToolTip(CheckColumn, tr("A text row: nothing to compute"));
                break;
            }
            item->setToolTip(NoteColumn, r.note);
        }
    }
    // Titles read across the whole row; every numeric table starts expanded, the text-only
    // paradigms table (24 rows of words) collapsed so the numbers come first.
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        m_tree->setFirstColumnSpanned(i, QModelIndex(), true);
    m_tree->expandAll();
    for (int i = 0; i < m_tree->topLevelItemCount() && size_t(i) < m_tables.size(); ++i) {
        if (m_tables[size_t(i)].id == QLatin1String("paradigms"))
            m_tree->topLevelItem(i)->setExpanded(false);
    }
    fitColumns();
    m_tree->setUpdatesEnabled(true);
}

void ReferenceView::publishReadouts()
{
    const ReferenceSummary s = summarize(m_tables);
    std::vector<Readout> out;
    const bool allAgree = s.agreeing == s.checked;
    out.push_back({tr("Rows agreeing"), tr("%1 of %2").arg(s.agreeing).arg(s.checked),
                   tr("|computed − printed| ≤ ½ unit of the last printed digit; rows "
                      "answered in words: the model gives the printed answer"),
                   tr("%1 of %2 computed rows agree, %3 differ; %4 text rows have nothing to "
                      "compute")
                       .arg(s.agreeing)
                       .arg(s.checked)
                       .arg(s.checked - s.agreeing)
                       .arg(s.rows - s.checked),
                   tr("The appendix's tables, computed by the model from the catalog's figures"),
                   allAgree ? Readout::Tone::Good : Readout::Tone::Warning});
    out.push_back({tr("Explained"), tr("%1 rows").arg(s.explained),
                   tr("rows carrying a one-line note"),
                   tr("%1 notes: where the appendix disagrees with itself (goodput 0.82 vs 0.77, "
                      "\"350M\" = 340M, bidirectional totals vs per-direction links) or needs "
                      "context")
                       .arg(s.explained),
                   tr("The appendix's compute, communication and hardware sections")});
    out.push_back(
        {tr("Tables"), tr("%1 tables, %2 rows").arg(s.tables).arg(s.rows),
         tr("every table of the appendix, in its order"),
         tr("%1 tables (appendix tables 1–7, cheat sheet, bandwidth and latency, roofline, "
            "scaling, ρ, compound utilization, hardware) with %2 rows")
             .arg(s.tables)
             .arg(s.rows),
         tr("The appendix \"Fleet Foundations\"")});
    setReadouts(out);
}

void ReferenceView::fitColumns()
{
    if (m_userSizedColumns || m_tables.empty())
        return;
    const int width = m_tree->viewport()->width();
    if (width <= 0)
        return;
    const QFontMetrics fm(m_tree->font());
    // Wished-for fractions of the width, never narrower than what the short columns show whole.
    // The note, last, takes what is left (about 30 %).
    std::array<int, NoteColumn> wish = {
        std::max(fm.averageCharWidth() * 22, width * 22 / 100),
        std::max(fm.averageCharWidth() * 18, width * 18 / 100),
        std::max(fm.horizontalAdvance(QStringLiteral("1,012,736 TFLOP/s")) + 16, width * 11 / 100),
        0,
        std::max(fm.horizontalAdvance(QCoreApplication::translate("Reference", "≠ see note")) + 28,
                 width * 8 / 100)};
    wish[ComputedColumn] = wish[PrintedColumn];
    // On a narrow view (a large font, or a CJK font, whose average character is wide) the
    // columns give way and wrap, down to their longest word, so that the note keeps a fifth of
    // the width; a word is never cut ("Communic…").
    const std::array<int, NoteColumn> floor = longestWords();
    int wished = 0, floors = 0;
    for (int c = 0; c < NoteColumn; ++c) {
        wish[c] = std::max(wish[c], floor[c]);
        wished += wish[c];
        floors += floor[c];
    }
    const int room = width * 80 / 100;
    if (wished > room) {
        // Shrink each column's room above its floor by the same share (none left: the floors).
        const double share = room > floors ? double(room - floors) / (wished - floors) : 0.0;
        for (int c = 0; c < NoteColumn; ++c)
            wish[c] = floor[c] + int((wish[c] - floor[c]) * share);
    }
    m_fitting = true;
    int others = 0;
    for (int c = 0; c < NoteColumn; ++c) {
        m_tree->setColumnWidth(c, wish[c]);
        others += wish[c];
    }
    // The note takes what is left, and at least its fifth: when the floors leave less (a very
    // narrow view at a large font), the tree scrolls sideways rather than cut a word.
    const bool squeezed = others > room + NoteColumn; // rounding: a pixel per column
    m_tree->header()->setStretchLastSection(!squeezed);
    if (squeezed)
        m_tree->setColumnWidth(NoteColumn, width / 5);
    m_fitting = false;
    scheduleRowLayout();
}

std::array<int, ReferenceView::NoteColumn> ReferenceView::longestWords() const
{
    // Measured once per set of rows and font; the rows change only with the tables.
    const QFont font = m_tree->font();
    if (m_longestWordsFont == font && m_longestWordsValid)
        return m_longestWords;
    std::array<int, NoteColumn> widest{};
    // The style draws a cell's text inside a margin of PM_FocusFrameHMargin + 1 on each side;
    // two pixels more for rounding. (Ten more made the floors of the five columns need about
    // 560 of the 610 pixels a 1280 × 720 window gives the tree, and it scrolled sideways.)
    const int padding = 2 * (m_tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 2;
    for (int t = 0; t < m_tree->topLevelItemCount(); ++t) {
        const QTreeWidgetItem *table = m_tree->topLevelItem(t);
        for (int r = 0; r < table->childCount(); ++r) {
            const QTreeWidgetItem *row = table->child(r);
            for (int c = 0; c < NoteColumn; ++c) {
                const QFontMetrics metrics(row->data(c, Qt::FontRole).isValid() ? row->font(c)
                                                                                : font);
                // Lines break where the text layout breaks them: at spaces, after a hyphen or a
                // slash before a letter ("Bandwidth-|optimized", "Redundancy/|replicas") and
                // after an en dash.
                static const QRegularExpression breaks(
                    QStringLiteral("\\s+|(?<=[-/])(?=\\D)|(?<=\u2013)"));
                for (const QString &word : row->text(c).split(breaks, Qt::SkipEmptyParts))
                    widest[c] = std::max(widest[c], metrics.horizontalAdvance(word) + padding);
            }
        }
    }
    // A row is indented one step for its level and one for the root decoration.
    widest[QuantityColumn] += m_tree->indentation() * (m_tree->rootIsDecorated() ? 2 : 1);
    m_longestWords = widest;
    m_longestWordsFont = font;
    m_longestWordsValid = true;
    return widest;
}

void ReferenceView::scheduleRowLayout()
{
    // Wrapped rows change height with their column's width: lay the rows out again, once per
    // burst of resizes.
    if (m_layoutPending)
        return;
    m_layoutPending = true;
    QTimer::singleShot(0, this, [this] {
        m_layoutPending = false;
        m_tree->doItemsLayout();
    });
}

bool ReferenceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize) {
        fitColumns();
        scheduleRowLayout();
    }
    return ExplorerView::eventFilter(watched, event);
}

void ReferenceView::setFontScale(double scale)
{
    ExplorerView::setFontScale(scale);
    QFont font = m_baseFont;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(m_baseFont.pointSizeF() * scale);
    else
        font.setPixelSize(std::max(1, int(std::lround(m_baseFont.pixelSize() * scale))));
    m_tree->setFont(font);
    if (!m_tables.empty())
        rebuildTree(); // the titles' and checks' fonts derive from the tree's
}

bool ReferenceView::writeFile(const QString &path, const QByteArray &data)
{
    m_lastError = writeFileAtomically(path, data);
    return m_lastError.isEmpty();
}

bool ReferenceView::exportMarkdown(const QString &path)
{
    if (m_tables.empty())
        updateTables();
    return writeFile(path, referenceMarkdown(m_tables).toUtf8());
}

bool ReferenceView::exportCsv(const QString &path)
{
    if (m_tables.empty())
        updateTables();
    return writeFile(path, referenceCsv(m_tables).toUtf8());
}

void ReferenceView::exportWithDialog(bool markdown)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name =
        markdown ? QStringLiteral("fleet-reference.md") : QStringLiteral("fleet-reference.csv");
    const QString path = QFileDialog::getSaveFileName(
        this,
        markdown ? tr("Export reference tables as Markdown") : tr("Export reference tables as CSV"),
        QDir(dir).filePath(name), markdown ? tr("Markdown (*.md)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const bool ok = markdown ? exportMarkdown(path) : exportCsv(path);
    if (!ok) {
        QMessageBox::warning(
            this, tr("Export failed"),
            tr("Could not write %1:\n%2").arg(QDir::toNativeSeparators(path), m_lastError));
    }
}

} // namespace fleet
