#include "report.h"

#include "catalogtext.h"
#include "coupled.h"
#include "fielddata.h"
#include "format.h"
#include "goalseek.h"
#include "lesson.h"
#include "markdowntable.h"
#include "reference.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace fleet {

namespace {

/// The translation context of this file's words ("Report" in the .ts files).
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

QStringList designHeader(const QString &first, std::span<const Design> designs)
{
    QStringList header{first};
    for (const Design &d : designs)
        header << d.name;
    return header;
}

QString modelModeText(const Scenario &s)
{
    switch (modelModeOf(s)) {
    case ModelMode::Appendix:
        return ReportText::tr("Appendix (first-order)");
    case ModelMode::Coupled:
        return ReportText::tr("Coupled (design review)");
    case ModelMode::Custom:
        break;
    }
    return ReportText::tr("Custom mix of the two");
}

/// The value of the readout with this title in a list, or "—".
QString valueOf(const std::vector<Readout> &readouts, const QString &title)
{
    for (const Readout &r : readouts) {
        if (r.title == title)
            return r.value;
    }
    return QStringLiteral("—");
}

/// Readout titles in the order they first appear over the designs.
QStringList titlesOf(const std::vector<std::vector<Readout>> &perDesign)
{
    QStringList titles;
    for (const auto &list : perDesign) {
        for (const Readout &r : list) {
            if (!titles.contains(r.title))
                titles << r.title;
        }
    }
    return titles;
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

ReportTable designsTable(std::span<const Design> designs, const QStringList &files)
{
    ReportTable t{.heading = ReportText::tr("Designs"),
                  .intro = {},
                  .header = {ReportText::tr("Design"), ReportText::tr("File"),
                             ReportText::tr("Model"), ReportText::tr("Hardware")},
                  .rows = {},
                  .note = {}};
    for (size_t i = 0; i < designs.size(); ++i) {
        const Scenario &s = designs[i].scenario;
        t.rows << QStringList{designs[i].name, files.value(qsizetype(i)), modelModeText(s),
                              ReportText::tr("%1 × %2, %3 / %4")
                                  .arg(formatNumber(s.cluster.accelerators, 0),
                                       QString::fromStdString(s.accelerator.name),
                                       linkDisplayName(s.intraNodeLink.name),
                                       linkDisplayName(s.interNodeLink.name))};
    }
    return t;
}

ReportTable bottomLine(std::span<const Design> designs)
{
    ReportTable t{.heading = ReportText::tr("Bottom line"),
                  .intro = reviewSummary(designs),
                  .header = designHeader(QCoreApplication::translate("Review", "Metric"), designs),
                  .rows = {},
                  .note = reviewLegend()};
    for (const ReviewRow &r : reviewTable(designs)) {
        QStringList cells{r.label};
        for (const ReviewCell &c : r.cells)
            cells << reviewCellText(c);
        t.rows << cells;
    }
    return t;
}

ReportTable verdicts(std::span<const Design> designs, const std::vector<ReportView> &views)
{
    ReportTable t{
        .heading = ReportText::tr("Verdicts"),
        .intro = ReportText::tr("Every readout that carries a judgement (good, a warning or bad), "
                                "in words."),
        .header = designHeader(ReportText::tr("Readout"), designs),
        .rows = {},
        .note = {}};
    for (const ReportView &v : views) {
        for (const QString &title : titlesOf(v.readouts)) {
            bool judged = false;
            for (const auto &list : v.readouts) {
                for (const Readout &r : list)
                    judged = judged || (r.title == title && r.tone != Readout::Tone::Neutral);
            }
            if (!judged)
                continue;
            QStringList cells{v.title + QStringLiteral(": ") + title};
            for (const auto &list : v.readouts)
                cells << oneLine(valueOf(list, title));
            t.rows << cells;
        }
    }
    return t;
}

ReportTable flags(std::span<const Design> designs)
{
    ReportTable t{
        .heading = ReportText::tr("Model flags"),
        .intro = ReportText::tr("Modelling choices and limits a reader must know to trust the "
                                "numbers: every flag the model can raise, and whether it is raised "
                                "for each design."),
        .header = designHeader(ReportText::tr("Flag"), designs),
        .rows = {},
        .note = {}};
    bool any = false;
    // modelFlagId() is empty past the last flag.
    for (int i = 0; *modelFlagId(ModelFlag(i)) != '\0'; ++i) {
        const auto f = ModelFlag(i);
        QStringList cells{modelFlagText(f) + QStringLiteral(" (") +
                          QString::fromLatin1(modelFlagId(f)) + QLatin1Char(')')};
        for (const Design &d : designs) {
            any = any || d.results.has(f);
            cells << (d.results.has(f) ? ReportText::tr("RAISED") : ReportText::tr("no"));
        }
        t.rows << cells;
    }
    if (!any)
        t.note = ReportText::tr("No flag is raised for any design.");
    return t;
}

ReportTable inputsTable(const QString &heading, const QString &intro,
                        const std::vector<InputRow> &rows, std::span<const Design> designs)
{
    ReportTable t{.heading = heading,
                  .intro = intro,
                  .header = designHeader(ReportText::tr("Input"), designs),
                  .rows = {},
                  .note = {}};
    for (const InputRow &r : rows) {
        QStringList cells{r.label + QStringLiteral(" (") + r.key + QLatin1Char(')')};
        for (const QString &v : r.values)
            cells << v;
        t.rows << cells;
    }
    return t;
}

ReportTable mathTable(std::span<const Design> designs, const std::vector<ReportView> &views)
{
    ReportTable t{.heading = ReportText::tr("The math"),
                  .intro =
                      ReportText::tr("Each readout's formula and source, with each design's values "
                                     "substituted."),
                  .header = designHeader(ReportText::tr("Readout, formula and source"), designs),
                  .rows = {},
                  .note = {}};
    for (const ReportView &v : views) {
        for (const QString &title : titlesOf(v.readouts)) {
            QString formula, source;
            QStringList substituted;
            for (const auto &list : v.readouts) {
                QString text = QStringLiteral("—");
                for (const Readout &r : list) {
                    if (r.title == title) {
                        formula = r.formula;
                        source = r.source;
                        text = oneLine(r.substituted);
                    }
                }
                substituted << text;
            }
            t.rows << (QStringList{ReportText::tr("%1: %2 — %3 (source: %4)")
                                       .arg(v.title, title, oneLine(formula), oneLine(source))} +
                       substituted);
        }
    }
    return t;
}

} // namespace

QStringList reportViewIds()
{
    return {QStringLiteral("roofline"),      QStringLiteral("scaling"),
            QStringLiteral("communication"), QStringLiteral("reliability"),
            QStringLiteral("utilization"),   QStringLiteral("power"),
            QStringLiteral("layout"),        QStringLiteral("serving")};
}

std::vector<ReportView> modelViewReadouts(std::span<const Design> designs)
{
    static const char *const kTitles[] = {QT_TRANSLATE_NOOP("Report", "Roofline"),
                                          QT_TRANSLATE_NOOP("Report", "Scaling"),
                                          QT_TRANSLATE_NOOP("Report", "Communication"),
                                          QT_TRANSLATE_NOOP("Report", "Reliability"),
                                          QT_TRANSLATE_NOOP("Report", "Utilization"),
                                          QT_TRANSLATE_NOOP("Report", "Power & cooling"),
                                          QT_TRANSLATE_NOOP("Report", "Layout"),
                                          QT_TRANSLATE_NOOP("Report", "Serving")};
    const QStringList ids = reportViewIds();
    std::vector<ReportView> views;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        ReportView view{.id = ids[i], .title = ReportText::tr(kTitles[i]), .readouts = {}};
        for (const Design &d : designs)
            view.readouts.push_back(viewReadouts(ids[i], d.scenario, d.results));
        views.push_back(std::move(view));
    }
    return views;
}

std::vector<ReportTable> reportSummaryTables(std::span<const Design> designs,
                                             const QStringList &files)
{
    const std::vector<ReportView> views = modelViewReadouts(designs);
    std::vector<ReportTable> tables{designsTable(designs, files), bottomLine(designs),
                                    verdicts(designs, views), flags(designs)};
    std::vector<Scenario> scenarios;
    for (const Design &d : designs)
        scenarios.push_back(d.scenario);
    const std::vector<InputRow> all = describeInputs(scenarios);
    std::vector<InputRow> differing;
    std::copy_if(all.begin(), all.end(), std::back_inserter(differing),
                 [](const InputRow &r) { return r.differs; });
    if (designs.size() > 1) {
        ReportTable diff = inputsTable(
            ReportText::tr("What differs"),
            ReportText::tr("The inputs that differ between the designs."), differing, designs);
        if (differing.empty())
            diff.note = ReportText::tr("The designs have the same inputs.");
        tables.push_back(std::move(diff));
    }
    tables.push_back(inputsTable(ReportText::tr("Inputs"),
                                 ReportText::tr("Every input of each design, in SI-derived "
                                                "units as the controls show them."),
                                 all, designs));
    tables.push_back(mathTable(designs, views));
    return tables;
}

ReportTable viewReadoutTable(const ReportView &view, std::span<const Design> designs)
{
    QStringList header = designHeader(ReportText::tr("Quantity"), designs);
    header << ReportText::tr("Formula") << ReportText::tr("Source");
    ReportTable t{.heading = view.title, .intro = {}, .header = header, .rows = {}, .note = {}};
    for (const QString &title : titlesOf(view.readouts)) {
        QStringList cells{title};
        QString formula, source;
        for (const auto &list : view.readouts) {
            cells << oneLine(valueOf(list, title));
            for (const Readout &r : list) {
                if (r.title == title && formula.isEmpty()) {
                    formula = oneLine(r.formula);
                    source = oneLine(r.source);
                }
            }
        }
        cells << formula << source;
        t.rows << cells;
    }
    return t;
}

QString reportTableMarkdown(const ReportTable &t)
{
    QString out = QStringLiteral("## ") + t.heading + QStringLiteral("\n\n");
    if (!t.intro.isEmpty())
        out += t.intro + QStringLiteral("\n\n");
    if (!t.rows.isEmpty())
        out += markdownTable(t.header, t.rows);
    if (!t.note.isEmpty())
        out += (t.rows.isEmpty() ? QString() : QStringLiteral("\n")) + t.note + QLatin1Char('\n');
    return out + QLatin1Char('\n');
}

std::vector<ReportTable> referenceReportTables(const Catalog &catalog)
{
    std::vector<ReportTable> out;
    const std::vector<ReferenceTable> tables = referenceTables(catalog);
    const ReferenceSummary summary = summarize(tables);
    bool first = true;
    for (const ReferenceTable &t : tables) {
        ReportTable r{.heading = t.title,
                      .intro = ReportText::tr("Source: %1.").arg(t.source),
                      .header = {ReportText::tr("Quantity"), ReportText::tr("Inputs"),
                                 ReportText::tr("Printed"), ReportText::tr("Computed"),
                                 ReportText::tr("Check"), ReportText::tr("Note")},
                      .rows = {},
                      .note = {}};
        if (first) // the section's own introduction, before its first table
            r.intro = ReportText::tr("The appendix's tables, each printed value beside the value "
                                     "the model computes from the same inputs (the same for "
                                     "every design): %1 of %2 computed rows agree within half a "
                                     "unit of the last printed digit. ")
                          .arg(summary.agreeing)
                          .arg(summary.checked) +
                      r.intro;
        first = false;
        for (const ReferenceRow &row : t.rows)
            r.rows << QStringList{row.quantity,          row.inputs,      row.printed,
                                  row.computedDisplay(), row.checkText(), row.note};
        out.push_back(std::move(r));
    }
    out.push_back(ReportTable{
        .heading = ReportText::tr("Field data: published measurements beside the model"),
        .intro = ReportText::tr("Each measurement's setting evaluated by the model; a ratio far "
                                "from 1 is where the model and a real fleet part."),
        .header = fieldComparisonHeader(),
        .rows = fieldComparisonRows(compareFieldData(embeddedFieldData(catalog))),
        .note = {}});
    return out;
}

namespace {

/// A view's section: its charts (one per design), the values of its readouts, its raised flags.
ReportSection viewSection(const ReportView &view, std::span<const Design> designs, int number)
{
    ReportSection section{.heading = QStringLiteral("%1. %2").arg(number).arg(view.title),
                          .charts = {},
                          .tables = {},
                          .notes = {}};
    for (size_t d = 0; d < designs.size(); ++d)
        section.charts.push_back(
            {.viewId = view.id, .design = int(d), .caption = designs[d].name, .map = {}});
    // The values only: each readout's formula and source are in "The math" up front, so the
    // charts get most of the page.
    ReportTable table = viewReadoutTable(view, designs);
    table.heading = ReportText::tr("Readouts");
    const qsizetype columns = qsizetype(designs.size()) + 1;
    table.header = table.header.mid(0, columns);
    for (QStringList &row : table.rows)
        row = row.mid(0, columns);
    table.intro =
        ReportText::tr("Their formulas and sources are in \"The math\", before the views.");
    if (!table.rows.isEmpty())
        section.tables.push_back(std::move(table));
    const std::vector<ModelFlag> relevant = viewModelFlags(view.id);
    for (const Design &d : designs) {
        QStringList raised;
        for (ModelFlag f : d.results.flags) {
            if (std::find(relevant.begin(), relevant.end(), f) != relevant.end())
                raised << QStringLiteral("ⓘ ") + modelFlagText(f);
        }
        if (!raised.isEmpty())
            section.notes << QStringLiteral("%1: %2").arg(d.name, raised.join(QLatin1Char(' ')));
    }
    return section;
}

/// The trade-off map's section: each design's map and a note saying what it shows.
ReportSection mapSection(std::span<const Design> designs, const TradeoffChoice &choice, int number)
{
    ReportSection section{
        .heading = QStringLiteral("%1. %2").arg(number).arg(ReportText::tr("Trade-off map")),
        .charts = {},
        .tables = {},
        .notes = {}};
    const Metric *metric = findMetric(choice.output);
    if (!metric || choice.x == choice.y)
        return section;
    const FieldSpec &fx = fieldSpec(choice.x);
    const FieldSpec &fy = fieldSpec(choice.y);
    std::optional<double> target;
    QString targetWords = ReportText::tr("none");
    if (!choice.target.trimmed().isEmpty()) {
        const MetricTarget t = parseMetricTarget(*metric, choice.target);
        if (t.ok) {
            target = t.value;
            targetWords = metric->formatValue(t.value);
        } else {
            targetWords = t.error;
        }
    }
    for (size_t d = 0; d < designs.size(); ++d) {
        const Scenario &s = designs[d].scenario;
        ReportMap map{.grid = {},
                      .metric = metric,
                      .target = target,
                      .current = QPointF(fx.get(s), fy.get(s))};
        QString reached;
        try {
            map.grid = tradeoffGrid(s, *metric, choice.x, choice.y, choice.points, choice.points,
                                    defaultMapRange(fx, fx.get(s)), defaultMapRange(fy, fy.get(s)));
            if (target)
                reached = contourSegments(map.grid, *target).empty()
                              ? ReportText::tr(" The target is not reached anywhere on this map.")
                              : ReportText::tr(" The target is reached on the bold line.");
        } catch (const std::exception &e) {
            reached = ReportText::tr(" No map: %1.").arg(QString::fromUtf8(e.what()));
        }
        section.notes << ReportText::tr(
                             "%1: colour is %2 over %3 (across) and %4 (up), %5 × %5 points; "
                             "thin lines at round values, the bold dashed line at the target "
                             "(%6); the dot is the design.%7")
                             .arg(designs[d].name, metric->displayLabel(), fx.displayLabel(),
                                  fy.displayLabel())
                             .arg(choice.points)
                             .arg(targetWords, reached);
        section.charts.push_back({.viewId = QStringLiteral("compare"),
                                  .design = int(d),
                                  .caption = designs[d].name,
                                  .map = std::move(map)});
    }
    return section;
}

} // namespace

Report reviewReport(std::span<const Design> designs, const QStringList &files,
                    const Catalog *catalog, const TradeoffChoice &map)
{
    Report report{.title = ReportText::tr("Design review"), .designs = {}, .sections = {}};
    for (const Design &d : designs)
        report.designs << d.name;
    report.sections.push_back(
        {.heading = {}, .charts = {}, .tables = reportSummaryTables(designs, files), .notes = {}});
    int number = 0;
    for (const ReportView &v : modelViewReadouts(designs))
        report.sections.push_back(viewSection(v, designs, ++number));
    report.sections.push_back(mapSection(designs, map, ++number));
    if (catalog)
        report.sections.push_back(
            {.heading = QStringLiteral("%1. %2").arg(++number).arg(ReportText::tr("Reference")),
             .charts = {},
             .tables = referenceReportTables(*catalog),
             .notes = {}});
    return report;
}

QString reportMarkdown(const Report &report)
{
    QString out = QStringLiteral("# ") + report.title + QStringLiteral("\n\n") +
                  report.designs.join(QStringLiteral(" · ")) + QStringLiteral("\n\n");
    for (const ReportSection &section : report.sections) {
        const bool top = section.heading.isEmpty();
        if (!top)
            out += QStringLiteral("## ") + section.heading + QStringLiteral("\n\n");
        if (!section.charts.empty()) {
            QStringList names;
            for (const ReportChart &c : section.charts)
                names << c.caption;
            out += ReportText::tr("The PDF draws the charts of: %1.")
                       .arg(names.join(QStringLiteral(", "))) +
                   QStringLiteral("\n\n");
        }
        for (const ReportTable &t : section.tables)
            out += top ? reportTableMarkdown(t) : QLatin1Char('#') + reportTableMarkdown(t);
        for (const QString &note : section.notes)
            out += note + QStringLiteral("\n\n");
    }
    return out;
}

QString reviewReportMarkdown(std::span<const Design> designs, const QStringList &files,
                             const Catalog *catalog)
{
    return reportMarkdown(reviewReport(designs, files, catalog));
}

} // namespace fleet
