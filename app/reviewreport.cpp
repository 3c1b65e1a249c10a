#include "reviewreport.h"

#include "compareview.h"
#include "explorerview.h"
#include "inputerror.h"
#include "mainwindow.h"
#include "readout.h"
#include "report.h"
#include "reviewcommands.h"
#include "scenariodocument.h"
#include "settings.h"
#include "tradeoffpanel.h"

#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>
#include <QLayout>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTabWidget>
#include <QTextDocument>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <memory>

namespace fleet {

namespace {

/// The translation context of this file's words ("ReviewReport" in the .ts files).
struct ReportPageText
{
    Q_DECLARE_TR_FUNCTIONS(ReviewReport)
};

/// The window size the views are laid out at for the report (without the fleet panel and the
/// views' side columns, so the charts get the whole width), and their font scale (the
/// projector's): charts with large labels print readably at half an A4 page.
constexpr QSize kRenderSize{1300, 860};
constexpr double kRenderFontScale = 1.25;
/// Page margins, in millimetres.
constexpr double kMargin = 14;

/// One view as rendered for each design.
struct RenderedView
{
    QString id;
    QString title;
    std::vector<QImage> charts;                 ///< per design: the view's chart area
    std::vector<std::vector<Readout>> readouts; ///< per design, as the view shows them
    std::vector<QString> notes;                 ///< per design: the model notes under the charts
};

/// Renders the compare view's trade-off map for the open design, once its fine grid is in
/// (or after 60 s, with the coarse one), and adds it to `trade` with a note saying what it shows.
void renderTradeoffMap(MainWindow &window, CompareView &compare, RenderedView &trade,
                       const Design &design)
{
    window.showView(compare.id());
    TradeoffPanel *panel = compare.tradeoffPanel();
    compare.pages()->setCurrentWidget(panel);
    panel->refresh();
    const QDeadlineTimer deadline(60000);
    do {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        if (panel->isRefining())
            QThread::msleep(5);
    } while (panel->isRefining() && !deadline.hasExpired());
    QCoreApplication::processEvents();
    trade.charts.push_back(panel->grab().toImage());
    trade.readouts.emplace_back();
    trade.notes.push_back(
        ReportPageText::tr(
            "Colour: %1 of %2 over %3 (across) and %4 (up); thin lines at round values, the bold "
            "line at the target %5; the dot is the design.%6")
            .arg(panel->outputBox()->currentText(), design.name, panel->xBox()->currentText(),
                 panel->yBox()->currentText(), panel->targetEdit()->text(),
                 panel->isRefining()
                     ? ReportPageText::tr(" Coarse grid: the fine one was not ready.")
                     : QString()));
}

std::vector<RenderedView> renderViews(const std::vector<Design> &designs, const QStringList &files,
                                      const Catalog &catalog)
{
    ScenarioDocument document(catalog);
    const auto preferences = Preferences::scratch();
    MainWindow window(&document, preferences.get());
    if (auto *dock = window.findChild<QDockWidget *>())
        dock->hide(); // the charts get the width; the inputs are in the tables
    window.setFontScale(kRenderFontScale);
    window.resize(kRenderSize);
    window.show();
    // Every view but the comparison, whose tables the report holds already, and the
    // reference, the same for every design and printed as tables of text at the end.
    std::vector<ExplorerView *> shown;
    for (ExplorerView *v : window.views()) {
        if (v->id() != QLatin1String("compare") && v->id() != QLatin1String("reference"))
            shown.push_back(v);
    }
    for (ExplorerView *v : shown) {
        // The view's side column (inputs and readouts; the readouts are in the tables).
        if (v->layout() && v->layout()->count() > 1 && v->layout()->itemAt(1)->widget())
            v->layout()->itemAt(1)->widget()->hide();
    }
    // The comparison's trade-off map, one per design (its dot), on a page after the views.
    auto *compare = qobject_cast<CompareView *>(window.view(QStringLiteral("compare")));
    RenderedView trade{QStringLiteral("tradeoff"), ReportPageText::tr("Trade-off map"), {}, {}, {}};
    std::vector<RenderedView> views;
    for (ExplorerView *v : shown)
        views.push_back({v->id(),
                         QString(v->title()).replace(QStringLiteral("&&"), QStringLiteral("&")),
                         {},
                         {},
                         {}});
    for (size_t d = 0; d < designs.size(); ++d) {
        document.reset(designs[d].scenario, files.value(qsizetype(d)));
        for (size_t i = 0; i < shown.size(); ++i) {
            ExplorerView *v = shown[i];
            window.showView(v->id());
            for (int pass = 0; pass < 2; ++pass) {
                QCoreApplication::processEvents();
                QCoreApplication::sendPostedEvents();
            }
            v->refreshNow();
            // The chart column: the first item of the view's layout (the side column follows).
            QRect area = v->rect();
            if (v->layout() && v->layout()->count() > 0)
                area = v->layout()->itemAt(0)->geometry();
            views[i].charts.push_back(v->grab(area).toImage());
            views[i].readouts.push_back(v->readoutPanel()->readouts());
            views[i].notes.push_back(v->notesText());
        }
        if (compare)
            renderTradeoffMap(window, *compare, trade, designs[d]);
    }
    if (compare)
        views.push_back(std::move(trade));
    return views;
}

QString cellHtml(const QString &text)
{
    QString html = text.toHtmlEscaped();
    // The best value is marked in words; bold makes it stand out on paper too.
    const QString mark = bestMark().toHtmlEscaped();
    if (html.contains(mark))
        html.replace(mark, QStringLiteral("<b>") + mark + QStringLiteral("</b>"));
    return html;
}

/// A row's first cell: its name in bold, what follows a dash (a formula, a source) plain.
QString labelHtml(const QString &text)
{
    const QString dash = QStringLiteral(" — ");
    const qsizetype at = text.indexOf(dash);
    if (at < 0)
        return QStringLiteral("<b>") + text.toHtmlEscaped() + QStringLiteral("</b>");
    return QStringLiteral("<b>") + text.left(at).toHtmlEscaped() + QStringLiteral("</b>") +
           text.mid(at).toHtmlEscaped();
}

QString tableHtml(const ReportTable &t, int headingLevel = 2)
{
    QString html = QStringLiteral("<h%1>%2</h%1>").arg(headingLevel).arg(t.heading.toHtmlEscaped());
    if (!t.intro.isEmpty())
        html += QStringLiteral("<p>") + t.intro.toHtmlEscaped() + QStringLiteral("</p>");
    if (!t.rows.isEmpty()) {
        html += QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" "
                               "cellpadding=\"3\" style=\"border-collapse: collapse; "
                               "border-color: #000000;\"><thead><tr>");
        for (const QString &h : t.header)
            html += QStringLiteral("<th bgcolor=\"#e6e6e6\" align=\"left\">") + h.toHtmlEscaped() +
                    QStringLiteral("</th>");
        html += QStringLiteral("</tr></thead>");
        for (const QStringList &row : t.rows) {
            html += QStringLiteral("<tr>");
            for (qsizetype i = 0; i < t.header.size(); ++i)
                html += QStringLiteral("<td>") +
                        (i == 0 ? labelHtml(row.value(i)) : cellHtml(row.value(i))) +
                        QStringLiteral("</td>");
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    if (!t.note.isEmpty())
        html += QStringLiteral("<p><i>") + t.note.toHtmlEscaped() + QStringLiteral("</i></p>");
    return html;
}

const QString kStyle = QStringLiteral(
    "<style>h1 { font-size: 16pt; } h2 { font-size: 12pt; margin-top: 10px; } "
    "th, td { font-size: 8pt; } p { font-size: 9pt; } td.small { font-size: 7pt; }</style>");

/// A document laid out for the PDF's resolution, `width` device pixels wide.
std::unique_ptr<QTextDocument> makeDocument(QPdfWriter &pdf, const QString &html, double width)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->documentLayout()->setPaintDevice(&pdf);
    QFont font = doc->defaultFont();
    font.setPointSizeF(9);
    doc->setDefaultFont(font);
    doc->setDocumentMargin(0);
    doc->setHtml(kStyle + html);
    doc->setTextWidth(width);
    return doc;
}

class PdfReport
{
public:
    PdfReport(QPdfWriter &pdf, QPainter &painter)
        : m_pdf(pdf), m_painter(painter),
          m_page(pdf.pageLayout().paintRectPixels(pdf.resolution())),
          m_footer(pdf.resolution() * 0.3) // 0.3 in for the page number
    {}

    [[nodiscard]] QSizeF body() const
    {
        return {double(m_page.width()), double(m_page.height()) - m_footer};
    }

    void setTotalPages(int pages) { m_total = pages; }

    /// Prints a flowing document over as many pages as it needs.
    void flow(QTextDocument &doc)
    {
        doc.setPageSize(body());
        for (int p = 0; p < doc.pageCount(); ++p) {
            startPage();
            m_painter.save();
            m_painter.translate(0, -p * body().height());
            doc.drawContents(&m_painter,
                             QRectF(0, p * body().height(), body().width(), body().height()));
            m_painter.restore();
            finishPage();
        }
    }

    /// One view on one page: its title, each design's charts, then its readouts, shrunk to
    /// fit when the table is long.
    void viewPage(const RenderedView &view, const std::vector<Design> &designs, int number)
    {
        startPage();
        const double w = body().width(), h = body().height();
        auto title = makeDocument(
            m_pdf, QStringLiteral("<h2>%1. %2</h2>").arg(number).arg(view.title.toHtmlEscaped()),
            w);
        title->drawContents(&m_painter);
        const double top = title->size().height();

        ReportView readouts{.id = view.id, .title = view.title, .readouts = view.readouts};
        // The values only: each readout's formula and source are in "The math" up front, so
        // the charts get most of the page.
        ReportTable table = viewReadoutTable(readouts, designs);
        table.heading = ReportPageText::tr("Readouts");
        const qsizetype columns = qsizetype(designs.size()) + 1;
        table.header = table.header.mid(0, columns);
        for (QStringList &row : table.rows)
            row = row.mid(0, columns);
        table.intro =
            ReportPageText::tr("Their formulas and sources are in \"The math\", before the views.");
        QString notes;
        for (size_t d = 0; d < designs.size(); ++d) {
            if (!view.notes[d].isEmpty())
                notes += QStringLiteral("<p><b>%1:</b> %2</p>")
                             .arg(designs[d].name.toHtmlEscaped(),
                                  view.notes[d].toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                        QStringLiteral("<br>")));
        }
        // A page without readouts (the trade-off map) has its notes alone.
        const bool anyReadout =
            std::any_of(view.readouts.begin(), view.readouts.end(),
                        [](const std::vector<Readout> &r) { return !r.empty(); });
        auto tableDoc =
            makeDocument(m_pdf, (anyReadout ? tableHtml(table, 3) : QString()) + notes, w);
        const double maxTable = 0.4 * (h - top);
        double scale = 1;
        if (tableDoc->size().height() > maxTable) {
            // Shrink until it fits: a narrower scale needs a wider layout, which is shorter.
            for (int i = 0; i < 8 && tableDoc->size().height() * scale > maxTable; ++i) {
                scale = std::max(0.55,
                                 scale * std::sqrt(maxTable / (tableDoc->size().height() * scale)));
                tableDoc->setTextWidth(w / scale);
            }
            scale = std::min(scale, maxTable / tableDoc->size().height());
        }
        const double tableHeight = tableDoc->size().height() * scale;
        m_painter.save();
        m_painter.translate(0, h - tableHeight);
        m_painter.scale(scale, scale);
        tableDoc->drawContents(&m_painter);
        m_painter.restore();

        // The charts fill what is left: one column for one or two designs, two for more.
        const int n = int(view.charts.size());
        const int cols = n <= 2 ? 1 : 2;
        const int rows = (n + cols - 1) / cols;
        const double gap = m_pdf.resolution() * 0.08;
        const double areaH = h - tableHeight - top - gap;
        const double cellW = w / cols, cellH = areaH / rows;
        for (int i = 0; i < n; ++i) {
            const QRectF cell(cellW * (i % cols), top + cellH * (i / cols), cellW, cellH);
            auto caption = makeDocument(
                m_pdf,
                QStringLiteral("<p><b>%1</b></p>").arg(designs[size_t(i)].name.toHtmlEscaped()),
                cell.width());
            m_painter.save();
            m_painter.translate(cell.topLeft());
            caption->drawContents(&m_painter);
            m_painter.restore();
            const double captionH = caption->size().height();
            const QImage &image = view.charts[size_t(i)];
            if (image.isNull())
                continue;
            QSizeF size = QSizeF(image.size())
                              .scaled(QSizeF(cell.width() - gap, cell.height() - captionH - gap),
                                      Qt::KeepAspectRatio);
            const QRectF target(cell.left() + (cell.width() - size.width()) / 2,
                                cell.top() + captionH, size.width(), size.height());
            m_painter.drawImage(target, image);
            m_painter.setPen(QPen(Qt::black, 0));
            m_painter.drawRect(target);
        }
        finishPage();
    }

private:
    void startPage()
    {
        if (m_started)
            m_pdf.newPage();
        m_started = true;
        ++m_number;
    }

    void finishPage()
    {
        m_painter.save();
        QFont font = m_painter.font();
        font.setPointSizeF(7.5);
        m_painter.setFont(font);
        m_painter.setPen(Qt::black);
        m_painter.drawText(QRectF(0, body().height(), body().width(), m_footer),
                           Qt::AlignHCenter | Qt::AlignBottom,
                           ReportPageText::tr("Fleet Explorer — design review · page %1 of %2")
                               .arg(m_number)
                               .arg(m_total));
        m_painter.restore();
    }

    QPdfWriter &m_pdf;
    QPainter &m_painter;
    QRect m_page;
    double m_footer;
    bool m_started = false;
    int m_number = 0;
    int m_total = 0;
};

void writePdf(QSaveFile &file, const std::vector<Design> &designs, const QStringList &files,
              const std::vector<RenderedView> &views, const Catalog &catalog)
{
    QPdfWriter pdf(&file);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(kMargin, kMargin, kMargin, kMargin), QPageLayout::Millimeter);
    pdf.setResolution(300);
    QStringList names;
    for (const Design &d : designs)
        names << d.name;
    pdf.setTitle(ReportPageText::tr("Design review: %1").arg(names.join(QStringLiteral(" vs "))));
    pdf.setCreator(QStringLiteral("Fleet Explorer"));

    QPainter painter(&pdf);
    PdfReport report(pdf, painter);
    QString html = QStringLiteral("<h1>%1</h1><p>%2</p>")
                       .arg(ReportPageText::tr("Design review").toHtmlEscaped(),
                            names.join(QStringLiteral(" · ")).toHtmlEscaped());
    for (const ReportTable &t : reportSummaryTables(designs, files))
        html += tableHtml(t);
    auto summary = makeDocument(pdf, html, report.body().width());
    summary->setPageSize(report.body());
    QString referenceHtml = QStringLiteral("<h2>%1. %2</h2>")
                                .arg(views.size() + 1)
                                .arg(ReportPageText::tr("Reference").toHtmlEscaped());
    for (const ReportTable &t : referenceReportTables(catalog))
        referenceHtml += tableHtml(t, 3);
    auto reference = makeDocument(pdf, referenceHtml, report.body().width());
    reference->setPageSize(report.body());
    report.setTotalPages(summary->pageCount() + int(views.size()) + reference->pageCount());
    report.flow(*summary);
    for (size_t i = 0; i < views.size(); ++i)
        report.viewPage(views[i], designs, int(i) + 1);
    report.flow(*reference);
    painter.end();
}

} // namespace

void exportReviewReport(const QString &out, const QStringList &scenarioFiles,
                        const Catalog &catalog)
{
    const std::vector<Design> designs = loadDesigns(scenarioFiles, catalog); // throws first
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly))
        throw InputError(out, QString(),
                         ReportPageText::tr("cannot write the report: %1").arg(file.errorString()));
    if (QFileInfo(out).suffix().compare(QLatin1String("md"), Qt::CaseInsensitive) == 0) {
        file.write(reviewReportMarkdown(designs, scenarioFiles, &catalog).toUtf8());
    } else {
        const std::vector<RenderedView> views = renderViews(designs, scenarioFiles, catalog);
        writePdf(file, designs, scenarioFiles, views, catalog);
    }
    if (!file.commit())
        throw InputError(out, QString(),
                         ReportPageText::tr("cannot write the report: %1").arg(file.errorString()));
}

} // namespace fleet
