#include "report.h"

#include "coupled.h"
#include "fielddata.h"
#include "format.h"
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
                                       QString::fromStdString(s.intraNodeLink.name),
                                       QString::fromStdString(s.interNodeLink.name))};
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

std::vector<ReportView> modelViewReadouts(std::span<const Design> designs)
{
    using Explain = std::vector<Readout> (*)(const Scenario &, const Results &);
    struct ViewExplain
    {
        const char *id;
        const char *title;
        Explain explain;
    };
    static const ViewExplain kViews[] = {
        {"roofline", QT_TRANSLATE_NOOP("Report", "Roofline"), rooflineReadouts},
        {"scaling", QT_TRANSLATE_NOOP("Report", "Scaling"), scalingReadouts},
        {"communication", QT_TRANSLATE_NOOP("Report", "Communication"), communicationReadouts},
        {"reliability", QT_TRANSLATE_NOOP("Report", "Reliability"), reliabilityReadouts},
        {"utilization", QT_TRANSLATE_NOOP("Report", "Utilization"),
         [](const Scenario &s, const Results &r) {
             std::vector<Readout> list = utilizationReadouts(s, r);
             for (Readout &run : runReadouts(s, r))
                 list.push_back(std::move(run));
             return list;
         }},
        {"power", QT_TRANSLATE_NOOP("Report", "Power & cooling"), powerReadouts},
    };
    std::vector<ReportView> views;
    for (const ViewExplain &v : kViews) {
        ReportView view{
            .id = QString::fromLatin1(v.id), .title = ReportText::tr(v.title), .readouts = {}};
        for (const Design &d : designs)
            view.readouts.push_back(v.explain(d.scenario, d.results));
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

QString reviewReportMarkdown(std::span<const Design> designs, const QStringList &files,
                             const Catalog *catalog)
{
    QStringList names;
    for (const Design &d : designs)
        names << d.name;
    QString out = QStringLiteral("# ") + ReportText::tr("Design review") + QStringLiteral("\n\n") +
                  names.join(QStringLiteral(" · ")) + QStringLiteral("\n\n");
    for (const ReportTable &t : reportSummaryTables(designs, files))
        out += reportTableMarkdown(t);
    for (const ReportView &v : modelViewReadouts(designs))
        out += reportTableMarkdown(viewReadoutTable(v, designs));
    if (catalog) {
        for (const ReportTable &t : referenceReportTables(*catalog))
            out += reportTableMarkdown(t);
    }
    return out;
}

} // namespace fleet
