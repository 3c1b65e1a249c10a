#include "reviewreport.h"

#include "chartexport.h"
#include "explorerview.h"
#include "inputerror.h"
#include "mainwindow.h"
#include "palette.h"
#include "picturewidget.h"
#include "report.h"
#include "reviewcommands.h"
#include "scenariodocument.h"
#include "settings.h"
#include "tradeoffmap.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSlider>
#include <QTextDocument>

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

/// The font scale the views are laid out at for the report: an exported chart's, the
/// projector's, so a chart drawn at print size keeps its labels readable.
constexpr double kRenderFontScale = kSlideFontScale;
/// The body text's size, in points: paragraphs (table cells are 8 pt). A chart is drawn at a
/// scale that puts its smallest labels at this size, never smaller.
constexpr double kBodyPoints = 9;
/// Page margins, in millimetres.
constexpr double kMargin = 14;

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
    // Laid out in the fonts' design metrics, not the pixels of the PDF's resolution: the
    // text measured is the text printed.
    doc->setUseDesignMetrics(true);
    doc->setHtml(kStyle + html);
    doc->setTextWidth(width);
    return doc;
}

/// Draws the charts a report names: a view's chart area as a scratch window lays it out for
/// one design (its buttons, pickers and notes hidden: the notes are in the report's text), or
/// a trade-off map from the grid the report holds. Vectors on the PDF.
class ReportCharts
{
public:
    ReportCharts(std::span<const Design> designs, const QStringList &files, const Catalog &catalog)
        : m_designs(designs), m_files(files), m_document(catalog),
          m_preferences(Preferences::scratch()),
          m_window(std::make_unique<MainWindow>(&m_document, m_preferences.get()))
    {
        if (auto *dock = m_window->findChild<QDockWidget *>())
            dock->hide(); // the charts get the width; the inputs are in the tables
        m_window->setFontScale(kRenderFontScale);
        m_window->resize(1200, 800);
        m_window->show();
        for (ExplorerView *v : m_window->views()) {
            // The side column (inputs and readouts: they are in the tables) and, in the chart
            // area, every control: a page shows charts, not the widgets around them.
            if (QScrollArea *side = v->sideColumn())
                side->hide();
            for (QWidget *w : v->findChildren<QWidget *>()) {
                if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                    qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QLineEdit *>(w) ||
                    qobject_cast<QSlider *>(w) || w->objectName() == QLatin1String("modelNotes"))
                    w->hide();
            }
        }
        m_map.setFont(m_window->font());
    }

    /// Draws `chart` into `target` (the painter's units: the PDF's pixels at the screen's
    /// resolution), keeping the chart's proportions as the target's.
    void draw(const ReportChart &chart, QPainter &painter, const QRectF &target)
    {
        if (chart.map) {
            const double scale = kBodyPoints / pointsOf(m_map.font());
            m_map.setMap(chart.map->grid, chart.map->metric, chart.map->target, chart.map->current);
            painter.save();
            painter.translate(target.topLeft());
            painter.scale(scale, scale);
            m_map.paint(painter, target.size() / scale, m_map.font());
            painter.restore();
            return;
        }
        ExplorerView *view = m_window->view(chart.viewId);
        if (!view)
            return;
        if (chart.design != m_design) {
            const auto d = size_t(chart.design);
            m_document.reset(m_designs[d].scenario, m_files.value(qsizetype(d)));
            m_design = chart.design;
        }
        m_window->showView(chart.viewId);
        const double scale = kBodyPoints / smallestLabelPoints(*view);
        // Lay the chart area out at the target's size over the scale: drawn scaled, its
        // smallest labels come out at the body's size.
        const QSize wanted = (target.size() / scale).toSize();
        for (int pass = 0; pass < 3; ++pass) {
            QCoreApplication::processEvents();
            const QSize now = chartArea(*view).size();
            if (now == wanted)
                break;
            m_window->resize(m_window->size() + wanted - now);
        }
        view->refreshNow();
        // Let the charts settle: a resize lays their axes out again in posted events.
        for (int pass = 0; pass < 3; ++pass) {
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents();
        }
        const QRect area = chartArea(*view);
        // A window that cannot shrink to the wanted size (its charts' least size) is drawn
        // smaller to fit, never cut.
        const double fit =
            std::min({scale, target.width() / area.width(), target.height() / area.height()});
        painter.save();
        painter.translate(target.topLeft());
        painter.scale(fit, fit);
        const QRectF page(QPointF(), QSizeF(area.size()));
        painter.setClipRect(page);
        painter.fillRect(page, colours().chartBackground);
        // Each chart on its own, as an exported chart is drawn (a whole widget tree rendered to
        // a PDF loses texts under its siblings' clips): the charts through their scenes, the
        // painted pictures through paint(), the labels between them as widgets.
        for (QWidget *w : view->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(view) || w->size().isEmpty())
                continue;
            const QPoint at = w->mapTo(view, QPoint()) - area.topLeft();
            if (!QRect(QPoint(), area.size()).intersects(QRect(at, w->size())))
                continue;
            painter.save();
            painter.translate(at);
            if (auto *c = qobject_cast<QChartView *>(w)) {
                c->render(&painter, QRectF(QPointF(), QSizeF(c->size())), c->viewport()->rect());
            } else if (auto *picture = qobject_cast<PictureWidget *>(w)) {
                picture->paint(painter, QSizeF(picture->size()), picture->font());
            } else if (auto *label = qobject_cast<QLabel *>(w); label && !insideChart(label)) {
                label->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
            }
            painter.restore();
        }
        painter.restore();
    }

private:
    /// Whether a widget is part of a chart or picture (drawn with it).
    static bool insideChart(const QWidget *w)
    {
        for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            if (qobject_cast<const QChartView *>(p) || qobject_cast<const PictureWidget *>(p))
                return true;
        }
        return false;
    }

    static double pointsOf(const QFont &font)
    {
        return font.pointSizeF() > 0 ? font.pointSizeF() : kBodyPoints;
    }

    /// The smallest axis labels of the view's charts, in points (the window's font without
    /// charts).
    [[nodiscard]] double smallestLabelPoints(const ExplorerView &view) const
    {
        double smallest = pointsOf(m_window->font());
        for (const QChartView *c : view.findChildren<QChartView *>()) {
            for (const QAbstractAxis *axis : c->chart()->axes()) {
                if (axis->labelsFont().pointSizeF() > 0)
                    smallest = std::min(smallest, axis->labelsFont().pointSizeF());
            }
        }
        return smallest;
    }

    /// The view's chart column: the first item of its layout (the side column follows).
    static QRect chartArea(const ExplorerView &view)
    {
        if (view.layout() && view.layout()->count() > 0)
            return view.layout()->itemAt(0)->geometry();
        return view.rect();
    }

    std::span<const Design> m_designs;
    QStringList m_files;
    ScenarioDocument m_document;
    std::unique_ptr<Preferences> m_preferences;
    std::unique_ptr<MainWindow> m_window;
    TradeoffMap m_map;
    int m_design = -1;
};

/// A flowing section as HTML: the opening one with the report's title and the designs' names,
/// tables at h2; another with its heading at h2 and tables at h3; then its notes.
QString flowingHtml(const Report &report, const ReportSection &section)
{
    const bool opening = section.heading.isEmpty();
    QString html = opening ? QStringLiteral("<h1>%1</h1><p>%2</p>")
                                 .arg(report.title.toHtmlEscaped(),
                                      report.designs.join(QStringLiteral(" · ")).toHtmlEscaped())
                           : QStringLiteral("<h2>%1</h2>").arg(section.heading.toHtmlEscaped());
    for (const ReportTable &t : section.tables)
        html += tableHtml(t, opening ? 2 : 3);
    for (const QString &note : section.notes)
        html += QStringLiteral("<p>") + note.toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

/// A note as a paragraph: "Name: text" with the name in bold.
QString notePara(const QString &note)
{
    const qsizetype colon = note.indexOf(QStringLiteral(": "));
    return colon > 0 ? QStringLiteral("<p><b>%1</b>%2</p>")
                           .arg(note.left(colon).toHtmlEscaped(), note.mid(colon).toHtmlEscaped())
                     : QStringLiteral("<p>") + note.toHtmlEscaped() + QStringLiteral("</p>");
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

    /// The pages a section with charts takes: one for trade-off maps (drawn at any size),
    /// one per design for views (a view's charts need most of a page to keep their labels at
    /// the body's size).
    [[nodiscard]] static int chartPages(const ReportSection &section)
    {
        const bool maps = std::all_of(section.charts.begin(), section.charts.end(),
                                      [](const ReportChart &c) { return c.map.has_value(); });
        return maps ? 1 : int(section.charts.size());
    }

    /// A section with charts: on each of its pages (chartPages()) its heading and its charts,
    /// each under its caption (a design's name); its tables under the first page's charts,
    /// shrunk to fit when they are long, and its notes under the charts they belong to. Every
    /// chart of a section has the same size.
    void chartPages(const ReportSection &section, ReportCharts &charts)
    {
        const double w = body().width(), h = body().height();
        const double gap = m_pdf.resolution() * 0.08;
        auto title = makeDocument(
            m_pdf, QStringLiteral("<h2>%1</h2>").arg(section.heading.toHtmlEscaped()), w);
        const double top = title->size().height();
        QString tables;
        for (const ReportTable &t : section.tables)
            tables += tableHtml(t, 3);
        auto tableDoc = makeDocument(m_pdf, tables, w);
        const double maxTable = 0.40 * (h - top);
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
        const double tableHeight = tables.isEmpty() ? 0 : tableDoc->size().height() * scale;
        const int pages = chartPages(section);
        const int perPage = int(section.charts.size()) / pages;
        // The notes under the charts, per page: a design's note on its chart's page.
        std::vector<std::unique_ptr<QTextDocument>> notes(static_cast<size_t>(pages));
        double notesHeight = 0;
        for (int page = 0; page < pages; ++page) {
            QString html;
            for (const QString &note : section.notes) {
                // One page: every note; one page per design: that design's.
                const QString &name = section.charts[size_t(page * perPage)].caption;
                if (pages == 1 || note.startsWith(name + QStringLiteral(": ")))
                    html += notePara(note);
            }
            notes[size_t(page)] = makeDocument(m_pdf, html, w);
            if (!html.isEmpty())
                notesHeight = std::max(notesHeight, notes[size_t(page)]->size().height());
        }
        const double areaH = h - top - tableHeight - notesHeight - 2 * gap;
        const int cols = perPage <= 2 ? 1 : 2;
        const int rows = (perPage + cols - 1) / cols;
        const double cellW = w / cols, cellH = areaH / rows;
        for (int page = 0; page < pages; ++page) {
            startPage();
            title->drawContents(&m_painter);
            for (int k = 0; k < perPage; ++k) {
                const ReportChart &chart = section.charts[size_t(page * perPage + k)];
                const QRectF cell(cellW * (k % cols), top + cellH * (k / cols), cellW, cellH);
                auto caption = makeDocument(
                    m_pdf, QStringLiteral("<p><b>%1</b></p>").arg(chart.caption.toHtmlEscaped()),
                    cell.width());
                m_painter.save();
                m_painter.translate(cell.topLeft());
                caption->drawContents(&m_painter);
                m_painter.restore();
                const double captionH = caption->size().height();
                const QRectF target(cell.left(), cell.top() + captionH, cell.width() - gap,
                                    cell.height() - captionH - gap);
                charts.draw(chart, m_painter, target);
                m_painter.setPen(QPen(Qt::black, 0));
                m_painter.setBrush(Qt::NoBrush);
                m_painter.drawRect(target);
            }
            m_painter.save();
            m_painter.translate(0, top + areaH + gap);
            notes[size_t(page)]->drawContents(&m_painter);
            m_painter.restore();
            if (page == 0 && tableHeight > 0) {
                m_painter.save();
                m_painter.translate(0, h - tableHeight);
                m_painter.scale(scale, scale);
                tableDoc->drawContents(&m_painter);
                m_painter.restore();
            }
            finishPage();
        }
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

/// Renders the report once: the flowing sections as documents over their pages, each section
/// with charts on its page.
void writePdf(QSaveFile &file, const Report &report, ReportCharts &charts)
{
    QPdfWriter pdf(&file);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(kMargin, kMargin, kMargin, kMargin), QPageLayout::Millimeter);
    // The screen's resolution: the charts are laid out in its pixels and drawn as vectors, so
    // their text keeps its size in points (a higher resolution would not sharpen vectors).
    pdf.setResolution(QGuiApplication::primaryScreen()
                          ? int(std::lround(QGuiApplication::primaryScreen()->logicalDotsPerInch()))
                          : 96);
    pdf.setTitle(
        ReportPageText::tr("Design review: %1").arg(report.designs.join(QStringLiteral(" vs "))));
    pdf.setCreator(QStringLiteral("Fleet Explorer"));

    QPainter painter(&pdf);
    PdfReport out(pdf, painter);
    std::vector<std::unique_ptr<QTextDocument>> flowing(report.sections.size());
    int pages = 0;
    for (size_t i = 0; i < report.sections.size(); ++i) {
        if (!report.sections[i].charts.empty()) {
            pages += PdfReport::chartPages(report.sections[i]);
            continue;
        }
        flowing[i] = makeDocument(pdf, flowingHtml(report, report.sections[i]), out.body().width());
        flowing[i]->setPageSize(out.body());
        pages += flowing[i]->pageCount();
    }
    out.setTotalPages(pages);
    for (size_t i = 0; i < report.sections.size(); ++i) {
        if (flowing[i])
            out.flow(*flowing[i]);
        else
            out.chartPages(report.sections[i], charts);
    }
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
    // One value, rendered once: the model builds the whole report, the app draws it.
    const Report report = reviewReport(designs, scenarioFiles, &catalog);
    if (QFileInfo(out).suffix().compare(QLatin1String("md"), Qt::CaseInsensitive) == 0) {
        file.write(reportMarkdown(report).toUtf8());
    } else {
        ReportCharts charts(designs, scenarioFiles, catalog);
        writePdf(file, report, charts);
    }
    if (!file.commit())
        throw InputError(out, QString(),
                         ReportPageText::tr("cannot write the report: %1").arg(file.errorString()));
}

} // namespace fleet
