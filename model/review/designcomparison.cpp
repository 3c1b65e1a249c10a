#include "designcomparison.h"

#include "catalogtext.h"
#include "format.h"
#include "markdowntable.h"
#include "scenariochoices.h"
#include "scenariofields.h"
#include "scenarioio.h"
#include "text.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

/// The translation context of this file's words ("Review" in the .ts files).
struct ReviewText
{
    Q_DECLARE_TR_FUNCTIONS(Review)
};

bool nearlyEqual(double a, double b)
{
    if (a == b)
        return true; // also both +∞ (two runs that never finish)
    if (std::isinf(a) || std::isinf(b))
        return false;
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

std::vector<int> bestDesigns(const Metric &metric, const std::vector<std::optional<double>> &values)
{
    if (values.size() < 2 || metric.better == Better::None)
        return {};
    if (std::all_of(values.begin(), values.end(), [](const auto &v) { return !v; }))
        return {};
    std::vector<double> ranks;
    for (const auto &v : values)
        ranks.push_back(Metric::rankValue(v));
    const double best = metric.better == Better::Lower
                            ? *std::min_element(ranks.begin(), ranks.end())
                            : *std::max_element(ranks.begin(), ranks.end());
    std::vector<int> winners;
    for (size_t i = 0; i < ranks.size(); ++i) {
        if (nearlyEqual(ranks[i], best))
            winners.push_back(int(i));
    }
    if (winners.size() == ranks.size())
        return {}; // every design ties: nothing to choose
    return winners;
}

/// The designs ranked best on `c` in the review table: as MetricComparison::best, except that
/// the decode bound ranks only the designs whose model fits in one accelerator's memory (the
/// roofline's decode rate assumes the weights and KV cache sit there).
std::vector<int> rankedBest(const MetricComparison &c, std::span<const Design> designs)
{
    if (c.metric->key != QLatin1String("roofline.decode_tokens_per_s"))
        return c.best;
    std::vector<std::optional<double>> ranked;
    std::vector<int> index;
    for (size_t i = 0; i < c.values.size(); ++i) {
        if (designs[i].results.roofline.fitsInMemory) {
            ranked.push_back(c.values[i]);
            index.push_back(int(i));
        }
    }
    std::vector<int> best;
    for (int k : bestDesigns(*c.metric, ranked))
        best.push_back(index[size_t(k)]);
    return best;
}

QString acceleratorText(const Accelerator &a)
{
    return a.custom ? ReviewText::tr("%1 (edited)").arg(toQString(a.name)) : toQString(a.name);
}

QString linkText(const Link &l)
{
    return l.custom ? ReviewText::tr("%1 (edited)").arg(linkDisplayName(l.name))
                    : linkDisplayName(l.name);
}

QString componentsText(const std::vector<NodeComponent> &components)
{
    QStringList parts;
    for (const NodeComponent &c : components)
        parts << ReviewText::tr("%1 × %2 (MTTF %3 h)")
                     .arg(c.countPerNode)
                     .arg(toQString(c.name), formatNumber(c.mttfH, 0));
    return parts.isEmpty() ? ReviewText::tr("none") : parts.join(QStringLiteral(", "));
}

QString excludedText(const Scenario &s)
{
    QStringList parts;
    for (int i = 0; i < kOverheadCount; ++i) {
        if (s.operations.excluded[i])
            parts << fieldSpec(FieldId(int(FieldId::PipelineBubble) + i)).displayLabel();
    }
    return parts.isEmpty() ? ReviewText::tr("none") : parts.join(QStringLiteral(", "));
}

QString choiceText(const ChoiceSpec &choice, const Scenario &s)
{
    const int index = choice.get(s);
    QString text = choice.optionLabel(index);
    if (index == choice.numericIndex() && choice.numeric) {
        const FieldSpec &spec = fieldSpec(*choice.numeric);
        text += QStringLiteral(": ") + formatInputValue(spec, spec.get(s));
    }
    return text;
}

/// One row from per-design texts; differs when `same` says the designs are not all equal.
InputRow row(QString key, QString label, std::vector<QString> values, bool differs)
{
    return InputRow{.key = std::move(key),
                    .label = std::move(label),
                    .values = std::move(values),
                    .differs = differs};
}

template <typename Text>
InputRow textRow(const QString &key, const QString &label, std::span<const Scenario> designs,
                 Text text)
{
    std::vector<QString> values;
    for (const Scenario &s : designs)
        values.push_back(text(s));
    const bool differs = std::any_of(values.begin(), values.end(),
                                     [&values](const QString &v) { return v != values.front(); });
    return row(key, label, std::move(values), differs);
}

} // namespace

QString formatInputValue(const FieldSpec &field, double si)
{
    const double shown = si * field.displayScale;
    const QString number = field.range.integer ? formatNumber(shown, 0) : formatReadable(shown);
    return field.withUnit(number, shown); // "1 accelerator", "450 GB/s", 每节点 8 个
}

Design makeDesign(const Scenario &scenario)
{
    return Design{
        .name = scenarioDisplayName(scenario), .scenario = scenario, .results = evaluate(scenario)};
}

std::optional<double> relativeChange(std::optional<double> value, std::optional<double> first)
{
    if (!value || !first)
        return std::nullopt;
    if (*value == *first)
        return 0.0;
    if (*first == 0 || !std::isfinite(*value) || !std::isfinite(*first))
        return std::nullopt;
    return (*value - *first) / std::abs(*first);
}

bool MetricComparison::isBest(int design) const
{
    return std::find(best.begin(), best.end(), design) != best.end();
}

const MetricComparison *DesignComparison::find(QStringView key) const
{
    for (const MetricComparison &m : metrics) {
        if (m.metric->key == key)
            return &m;
    }
    return nullptr;
}

DesignComparison compareDesigns(std::span<const Design> designs,
                                std::span<const Metric *const> metrics)
{
    DesignComparison out;
    for (const Metric *metric : metrics) {
        MetricComparison c{.metric = metric, .values = {}, .changes = {}, .best = {}};
        for (const Design &d : designs)
            c.values.push_back(metric->value(d.results));
        for (const auto &v : c.values)
            c.changes.push_back(relativeChange(v, c.values.front()));
        c.best = bestDesigns(*metric, c.values);
        out.metrics.push_back(std::move(c));
    }
    return out;
}

DesignComparison compareDesigns(std::span<const Design> designs)
{
    std::vector<const Metric *> all;
    for (const Metric &m : outputMetrics())
        all.push_back(&m);
    return compareDesigns(designs, all);
}

namespace {

/// describeInputs(), or only the rows that differ (`differing`): a numeric input equal across
/// the designs is then not formatted at all (the compare view asks on every slider step, and
/// formatting every input of every design was a fifth of its step).
std::vector<InputRow> inputRows(std::span<const Scenario> designs, bool differing)
{
    std::vector<InputRow> rows;
    const QString hardware = QStringLiteral("hardware.");
    rows.push_back(textRow(hardware + QStringLiteral("accelerator"), ReviewText::tr("Accelerator"),
                           designs,
                           [](const Scenario &s) { return acceleratorText(s.accelerator); }));
    rows.push_back(textRow(
        hardware + QStringLiteral("precision"), ReviewText::tr("Precision"), designs,
        [](const Scenario &s) { return QString::fromLatin1(precisionId(s.precision)).toUpper(); }));
    rows.push_back(textRow(hardware + QStringLiteral("intra_node_link"),
                           ReviewText::tr("Intra-node link"), designs,
                           [](const Scenario &s) { return linkText(s.intraNodeLink); }));
    rows.push_back(textRow(hardware + QStringLiteral("inter_node_link"),
                           ReviewText::tr("Inter-node fabric"), designs,
                           [](const Scenario &s) { return linkText(s.interNodeLink); }));
    for (const ChoiceSpec &choice : choiceSpecs()) {
        rows.push_back(textRow(choice.path(), choice.displayLabel(), designs,
                               [&choice](const Scenario &s) { return choiceText(choice, s); }));
    }
    for (const FieldSpec &spec : fieldSpecs()) {
        if (choiceForField(spec.id))
            continue; // shown with its choice
        std::vector<QString> values;
        std::vector<std::optional<double>> raw;
        for (const Scenario &s : designs) {
            const bool set = !spec.optional || !spec.isSet || spec.isSet(s);
            raw.push_back(set ? std::optional<double>(spec.get(s)) : std::nullopt);
        }
        const bool differs =
            std::any_of(raw.begin(), raw.end(), [&raw](const auto &v) { return v != raw.front(); });
        if (differing && !differs)
            continue;
        for (const Scenario &s : designs) {
            const bool set = !spec.optional || !spec.isSet || spec.isSet(s);
            values.push_back(set ? formatInputValue(spec, spec.get(s))
                                 : ReviewText::tr("automatic"));
        }
        rows.push_back(row(spec.path(), spec.displayLabel(), std::move(values), differs));
    }
    rows.push_back(textRow(
        QStringLiteral("reliability.node_components"), ReviewText::tr("Node components"), designs,
        [](const Scenario &s) { return componentsText(s.reliability.nodeComponents); }));
    rows.push_back(textRow(QStringLiteral("operations.excluded"),
                           ReviewText::tr("Left out of the budget"), designs, excludedText));
    return rows;
}

} // namespace

std::vector<InputRow> describeInputs(std::span<const Scenario> designs)
{
    return inputRows(designs, false);
}

std::vector<InputRow> inputDifferences(std::span<const Scenario> designs)
{
    std::vector<InputRow> rows = inputRows(designs, true);
    std::erase_if(rows, [](const InputRow &r) { return !r.differs; });
    return rows;
}

std::vector<InputRow> inputDifferences(std::span<const Design> designs)
{
    std::vector<Scenario> scenarios;
    for (const Design &d : designs)
        scenarios.push_back(d.scenario);
    return inputDifferences(scenarios);
}

std::vector<ReviewRow> reviewTable(std::span<const Design> designs)
{
    // A design whose MFU comes from its training layout is reviewed by its layout too: the
    // layout's MFU (which already pays the communication) and the memory per accelerator.
    std::vector<const Metric *> metrics = headlineMetrics();
    if (std::any_of(designs.begin(), designs.end(), [](const Design &d) {
            return d.scenario.scaling.mfuSource == MfuSource::Layout;
        })) {
        for (const char *key : {"parallelism.mfu", "parallelism.memory_per_accelerator_bytes"})
            metrics.push_back(findMetric(QString::fromLatin1(key)));
    }
    const DesignComparison comparison = compareDesigns(designs, metrics);
    std::vector<ReviewRow> rows;
    for (const MetricComparison &c : comparison.metrics) {
        ReviewRow r{.key = c.metric->key, .label = c.metric->displayLabel(), .cells = {}};
        const std::vector<int> best = rankedBest(c, designs);
        const bool decode = c.metric->key == QLatin1String("roofline.decode_tokens_per_s");
        for (size_t i = 0; i < c.values.size(); ++i) {
            const bool applies = !decode || designs[i].results.roofline.fitsInMemory;
            r.cells.push_back(
                ReviewCell{.value = c.metric->formatValue(c.values[i]),
                           .change = i == 0 ? QString() : formatChange(c.changes[i]),
                           .best = std::find(best.begin(), best.end(), int(i)) != best.end(),
                           .note = applies ? QString()
                                           : ReviewText::tr("not ranked: the model does not fit "
                                                            "in one accelerator's memory")});
        }
        rows.push_back(std::move(r));
        if (c.metric->key == QLatin1String("power.rack_power_w")) {
            ReviewRow verdict{.key = QStringLiteral("power.cooling_verdict"),
                              .label = ReviewText::tr("Cooling"),
                              .cells = {}};
            for (const Design &d : designs)
                verdict.cells.push_back(
                    ReviewCell{.value = coolingVerdictText(d.results.power.coolingVerdict),
                               .change = {},
                               .best = false,
                               .note = {}});
            rows.push_back(std::move(verdict));
        }
    }
    return rows;
}

namespace {

/// A row label inside a sentence: "Rack power" → "rack power"; "MTBF", "CO₂ to train" stay.
QString inSentence(const QString &label)
{
    if (label.size() > 1 && label[0].isUpper() && label[1].isLower())
        return label[0].toLower() + label.mid(1);
    return label;
}

/// "a", "a and b", "a, b and c".
QString listed(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return ReviewText::tr("%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(ReviewText::tr(", ")), items.back());
}

} // namespace

QString reviewSummary(std::span<const Design> designs)
{
    if (designs.size() < 2)
        return {};
    const std::vector<ReviewRow> rows = reviewTable(designs);
    std::vector<QStringList> bestRows(designs.size());
    QStringList equal;
    int ranked = 0;
    for (const ReviewRow &r : rows) {
        bool any = false;
        for (size_t d = 0; d < r.cells.size() && d < designs.size(); ++d) {
            if (r.cells[d].best) {
                bestRows[d] << inSentence(r.label);
                any = true;
            }
        }
        if (any) {
            ++ranked;
            continue;
        }
        // Unranked: the same value in every design (and a rankable row) counts as equal.
        const bool same = std::all_of(r.cells.begin(), r.cells.end(), [&](const ReviewCell &c) {
            return c.value == r.cells.front().value && c.note.isEmpty();
        });
        const Metric *m = findMetric(r.key);
        if (same && m && m->better != Better::None)
            equal << inSentence(r.label);
    }
    if (ranked == 0)
        return equal.isEmpty() ? QString()
                               : ReviewText::tr("The designs are equal on %1.").arg(listed(equal));
    std::vector<size_t> order(designs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return bestRows[a].size() > bestRows[b].size(); });
    QStringList parts;
    parts << ReviewText::tr("%1 is best on %2 of %n ranked rows", "", ranked)
                 .arg(designs[order[0]].name)
                 .arg(bestRows[order[0]].size());
    for (size_t k = 1; k < order.size(); ++k) {
        const size_t d = order[k];
        parts << (bestRows[d].isEmpty()
                      ? ReviewText::tr("%1 on none").arg(designs[d].name)
                      : ReviewText::tr("%1 on %2").arg(designs[d].name, listed(bestRows[d])));
    }
    QString sentence = parts.join(ReviewText::tr("; ")) + ReviewText::tr(".");
    if (!equal.isEmpty())
        sentence += QLatin1Char(' ') + ReviewText::tr("Equal on %1.").arg(listed(equal));
    return sentence;
}

QString bestMark()
{
    return ReviewText::tr("✓ best");
}

QString reviewCellText(const ReviewCell &cell)
{
    QString text = cell.value;
    if (!cell.change.isEmpty())
        text += QStringLiteral(" (") + cell.change + QLatin1Char(')');
    if (cell.best)
        text += QLatin1Char(' ') + bestMark();
    if (!cell.note.isEmpty())
        text += QStringLiteral(" — ") + cell.note;
    return text;
}

QString reviewLegend()
{
    return ReviewText::tr(
               "Changes in brackets are relative to the first design. %1 marks the better value "
               "where lower (time, accelerator-hours, failures, energy, cost, CO₂, power) or "
               "higher (throughput, goodput, "
               "MTBF, tokens/s) is better; the checkpoint interval and the cooling verdict are "
               "not ranked.")
        .arg(bestMark());
}

QString reviewTableMarkdown(std::span<const Design> designs)
{
    QStringList header{ReviewText::tr("Metric")};
    for (const Design &d : designs)
        header << d.name;
    QList<QStringList> lines;
    for (const ReviewRow &r : reviewTable(designs)) {
        QStringList cells{r.label};
        for (const ReviewCell &c : r.cells)
            cells << reviewCellText(c);
        lines << cells;
    }
    return markdownTable(header, lines) + QLatin1Char('\n') + reviewLegend() + QLatin1Char('\n');
}

} // namespace fleet
