// SweepPanel (sweeppanel.h): the choices, the curves of the open scenario and the pinned
// designs, their thresholds, crossings and flagged stretches, and the words under the chart.
#include "sweeppanel.h"

#include "designcomparison.h"
#include "format.h"
#include "goalseek.h"
#include "palette.h"
#include "plotview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "sensitivity.h"
#include "textfit.h"
#include "unitinput.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet {

namespace {

constexpr Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                    Qt::DashDotDotLine};

/// The unit a linear axis shows a metric in near `magnitude`, as SI per shown unit (86,400 for
/// days, 1e6 for MW, 0.01 for %), and its name ("days", "MW", "%").
std::pair<double, QString> shownUnit(const Metric &m, double magnitude)
{
    double unit = 1;
    const double mag = std::isfinite(magnitude) && magnitude > 0 ? magnitude : 1;
    switch (m.format) {
    case MetricFormat::Percent:
        unit = 0.01;
        break;
    case MetricFormat::Scaled:
        unit = m.displayScale > 0 ? 1 / m.displayScale : 1;
        break;
    case MetricFormat::Duration:
        unit = durationUnitSeconds(mag);
        break;
    case MetricFormat::TrainingTime:
        unit = trainingTimeUnitSeconds(mag);
        break;
    case MetricFormat::Si:
    case MetricFormat::Usd:
    case MetricFormat::Co2:
        unit = std::pow(1000.0, std::floor(std::log10(mag) / 3));
        break;
    case MetricFormat::Hours:
    case MetricFormat::Plain:
        break;
    }
    // The unit's name is what the metric writes after one of it ("1 MW" → "MW", "1.0 days" →
    // "days", "$1.0 M" → "$M").
    static const QRegularExpression number(QStringLiteral("[-+\\x{2212}0-9.,\\s]+"));
    QString name = m.formatValue(unit);
    name.remove(number);
    return {unit, name.trimmed()};
}

/// A tick label on an input's log axis: the number, with the unit when it is a physical one.
QString inputTick(const FieldSpec &field, double shown)
{
    const QString unit = QString::fromUtf8(field.displayUnit);
    const QString number = formatReadable(shown);
    return isConvertibleUnit(unit) || unit == QLatin1String("%") ? number + QLatin1Char(' ') + unit
                                                                 : number;
}

/// "Cluster size (accelerators)", "Inter-node bandwidth (GB/s)", "MFU (%)": a count's unit in
/// the user's language.
QString inputTitle(const FieldSpec &field)
{
    const QString unit = QString::fromUtf8(field.displayUnit);
    if (unit.isEmpty())
        return field.displayLabel();
    const bool physical = isConvertibleUnit(unit) || unit == QLatin1String("%");
    return SweepPanel::tr("%1 (%2)").arg(field.displayLabel(),
                                         physical ? unit : field.unitText(2).trimmed());
}

} // namespace

SweepPanel::SweepPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_output(new QComboBox), m_input(new QComboBox),
      m_from(new QLineEdit), m_to(new QLineEdit), m_target(new QLineEdit), m_words(new QLabel),
      m_stack(new QStackedWidget)
{
    setObjectName(QStringLiteral("sweepPage"));
    m_output->setObjectName(QStringLiteral("sweepOutput"));
    for (const Metric &m : outputMetrics())
        m_output->addItem(m.displayLabel(), m.key);
    m_output->setCurrentIndex(
        std::max(0, m_output->findData(QStringLiteral("communication.comm_compute_ratio"))));
    m_output->setToolTip(tr("The output on the vertical axis: any numeric result of the model."));
    m_input->setObjectName(QStringLiteral("sweepInput"));
    for (const FieldSpec &f : fieldSpecs())
        m_input->addItem(f.displayLabel(), int(f.id));
    m_input->setCurrentIndex(std::max(0, m_input->findData(int(FieldId::Accelerators))));
    m_input->setToolTip(tr("The input swept along the horizontal axis (a log scale where its "
                           "values span decades); every other input stays as it is."));
    m_from->setObjectName(QStringLiteral("sweepFrom"));
    m_to->setObjectName(QStringLiteral("sweepTo"));
    for (QLineEdit *end : {m_from, m_to})
        end->setToolTip(tr("An end of the sweep, with its unit (\"1,024\", \"100 GB/s\", "
                           "\"40 %\"). Empty: two decades either side of the current value, or "
                           "the input's usual range."));
    m_target->setObjectName(QStringLiteral("sweepTarget"));
    m_target->setToolTip(tr("A target for the output, with its unit (\"30 days\", \"20 MW\"): "
                            "drawn as a line, and where each curve crosses it is said in words. "
                            "Empty: none."));
    m_words->setObjectName(QStringLiteral("sweepWords"));
    m_words->setWordWrap(true);
    m_words->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *grid = new QGridLayout;
    const auto add = [grid](int row, int column, const QString &text, QWidget *field) {
        auto *label = new QLabel(text);
        label->setBuddy(field);
        grid->addWidget(label, row, column);
        grid->addWidget(field, row, column + 1);
    };
    add(0, 0, tr("Out&put:"), m_output);
    add(0, 2, tr("Tar&get:"), m_target);
    add(1, 0, tr("Ag&ainst:"), m_input);
    auto *ends = new QHBoxLayout;
    ends->addWidget(m_from, 1);
    ends->addWidget(new QLabel(tr("to")));
    ends->addWidget(m_to, 1);
    auto *fromLabel = new QLabel(tr("&From:"));
    fromLabel->setBuddy(m_from);
    grid->addWidget(fromLabel, 1, 2);
    grid->addLayout(ends, 1, 3);
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_words);

    // Each choice is kept in the scenario's view section, and redraws the page when shown.
    const auto redo = [this] {
        saveState();
        if (isVisible())
            refresh(m_pinned);
    };
    connect(m_input, &QComboBox::currentIndexChanged, this, [this, redo] {
        resetRange();
        redo();
    });
    connect(m_output, &QComboBox::currentIndexChanged, this, redo);
    for (QLineEdit *edit : {m_from, m_to, m_target})
        connect(edit, &QLineEdit::editingFinished, this, redo);
    connect(document, &ScenarioDocument::viewStateChanged, this, [this] {
        applyState();
        if (isVisible())
            refresh(m_pinned);
    });
    applyState();
}

void SweepPanel::saveState()
{
    if (m_applying)
        return;
    m_document->setSweepState(
        {.output = m_output->currentData().toString().toStdString(),
         .input = fieldSpec(FieldId(m_input->currentData().toInt())).path().toStdString(),
         .from = m_from->text().toStdString(),
         .to = m_to->text().toStdString(),
         .target = m_target->text().toStdString()});
}

void SweepPanel::applyState()
{
    const std::optional<SweepViewState> state = m_document->viewState().sweep;
    if (!state)
        return;
    m_applying = true;
    const QSignalBlocker outputBlock(m_output), inputBlock(m_input);
    m_output->setCurrentIndex(
        std::max(0, m_output->findData(QString::fromStdString(state->output))));
    for (const FieldSpec &f : fieldSpecs()) {
        if (f.path() == QString::fromStdString(state->input))
            m_input->setCurrentIndex(std::max(0, m_input->findData(int(f.id))));
    }
    m_from->setText(QString::fromStdString(state->from));
    m_to->setText(QString::fromStdString(state->to));
    m_target->setText(QString::fromStdString(state->target));
    m_applying = false;
}

SweepPanel::~SweepPanel() = default;

void SweepPanel::resetRange()
{
    const FieldSpec &field = fieldSpec(FieldId(m_input->currentData().toInt()));
    const ValueRange r = defaultSweepRange(m_document->scenario(), field.id);
    const QString unit = QString::fromUtf8(field.displayUnit);
    const auto text = [&](double si) {
        const QString number = formatReadable(si * field.displayScale);
        return isConvertibleUnit(unit) || unit == QLatin1String("%")
                   ? number + QLatin1Char(' ') + unit
                   : number;
    };
    m_from->setText(text(r.min));
    m_to->setText(text(r.max));
}

ValueRange SweepPanel::range(const FieldSpec &field, QString *error) const
{
    const QString unit = QString::fromUtf8(field.displayUnit);
    ValueRange r;
    for (auto [edit, end] : {std::pair{m_from, &r.min}, std::pair{m_to, &r.max}}) {
        const TypedValue t = parseTypedValue(edit->text(), unit);
        if (t.status != TypedValue::Status::Ok) {
            *error =
                tr("%1: \"%2\" is not a value of %3%4")
                    .arg(edit == m_from ? tr("From") : tr("To"), edit->text(), field.displayLabel(),
                         t.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(t.error));
            return r;
        }
        // A negative end is refused, as every typed value is (unitinput.h): clamping it would
        // sweep a range the person never asked for.
        if (const QString refused = refusalReason(t.shown, field.range.min * field.displayScale,
                                                  edit->text(), field.displayLabel());
            !refused.isEmpty()) {
            *error = refused;
            return r;
        }
        *end = clampToField(field, t.shown / field.displayScale);
    }
    if (!(r.min < r.max))
        *error = tr("The sweep's start must be below its end.");
    return r;
}

void SweepPanel::refresh(const std::vector<Pinned> &pinned)
{
    m_pinned = pinned;
    const Metric *metric = findMetric(m_output->currentData().toString());
    if (!metric)
        return;
    const FieldSpec &field = fieldSpec(FieldId(m_input->currentData().toInt()));
    if (m_from->text().trimmed().isEmpty() || m_to->text().trimmed().isEmpty())
        resetRange();
    m_rangeError.clear();
    const ValueRange r = range(field, &m_rangeError);
    std::vector<SweepCurve> curves;
    std::vector<Scenario> scenarios;
    if (m_rangeError.isEmpty()) {
        const QString key = QStringLiteral("%1|%2|%3|%4")
                                .arg(metric->key)
                                .arg(int(field.id))
                                .arg(r.min, 0, 'g', 17)
                                .arg(r.max, 0, 'g', 17);
        const Scenario &open = m_document->scenario();
        curves.push_back(sweepCurve(open, *metric, field.id, r, kPoints, tr("Open scenario")));
        scenarios.push_back(open);
        for (size_t k = 0; k < pinned.size() && k < size_t(kMaxPinned); ++k) {
            // A pinned design's curve is kept while its inputs, its name and the choices hold.
            const auto kept =
                std::find_if(m_scenarios.begin() + (m_scenarios.empty() ? 0 : 1), m_scenarios.end(),
                             [&](const Scenario &s) { return s == pinned[k].scenario; });
            if (key == m_cacheKey && kept != m_scenarios.end()) {
                SweepCurve c = m_curves[size_t(kept - m_scenarios.begin())];
                c.name = pinned[k].name;
                curves.push_back(std::move(c));
            } else {
                curves.push_back(
                    sweepCurve(pinned[k].scenario, *metric, field.id, r, kPoints, pinned[k].name));
            }
            scenarios.push_back(pinned[k].scenario);
        }
        m_cacheKey = key;
    }
    m_curves = std::move(curves);
    m_scenarios = std::move(scenarios);
    m_thresholds = metricThresholds(*metric, m_document->scenario());
    m_targetError.clear();
    if (!m_target->text().trimmed().isEmpty()) {
        const MetricTarget t = parseMetricTarget(*metric, m_target->text());
        if (t.ok)
            m_thresholds.push_back({.value = t.value,
                                    .label = tr("Target %1").arg(metric->formatValue(t.value)),
                                    .typed = true});
        else
            m_targetError = tr("Target: %1").arg(t.error);
    }
    draw();
}

SweepPanel::Chart &SweepPanel::chartFor(bool logX, bool logY)
{
    Chart &c = m_charts[size_t(2 * int(logX) + int(logY))];
    if (c.plot)
        return c;
    const auto field = [this] { return &fieldSpec(FieldId(m_input->currentData().toInt())); };
    const auto metric = [this] { return findMetric(m_output->currentData().toString()); };
    AxisSpec x{QString(), logX,
               [field](double v) { return formatInputValue(*field(), v / field()->displayScale); },
               [field](double v) { return inputTick(*field(), v); }};
    AxisSpec y{QString(), logY, [this, metric](double v) {
                   const Metric *m = metric();
                   return m ? m->formatValue(m_logY ? v : v * m_yUnit) : formatReadable(v);
               }};
    c.plot = new PlotView(QString(), x, y);
    c.plot->setObjectName(QStringLiteral("sweepPlot"));
    const Palette &p = colours();
    for (ModelFlag f : sweepRegionFlags()) {
        QColor tint = f == ModelFlag::ProgressStalls ? p.bad.background : p.warning.background;
        c.bands.push_back(c.plot->addBand(Qt::Vertical, sweepRegionText(f), tint));
        c.plot->setBandVisible(c.bands.back(), false);
    }
    for (size_t k = 0; k < c.lines.size(); ++k) {
        QPen pen(k == 0 ? p.primary : p.comparison[(k) % p.comparison.size()], k == 0 ? 3.0 : 2.5,
                 kStyles[k]);
        c.lines[k] = c.plot->addLine(QString(), pen,
                                     [this, k](double shownX) { return exactAt(k, shownX); });
        c.plot->setSeriesVisible(c.lines[k], false);
    }
    c.between = c.plot->addPoints(tr("Between whole nodes (a partly filled node)"), p.alert,
                                  QScatterSeries::MarkerShapeCircle, 7);
    // Hollow, so the curve through whole nodes reads through them.
    if (auto *scatter = qobject_cast<QScatterSeries *>(c.plot->series(c.between))) {
        scatter->setBrush(p.chartBackground);
        scatter->setBorderColor(p.alert);
    }
    c.crossings =
        c.plot->addPoints(tr("Crossings"), p.crossover, QScatterSeries::MarkerShapeRectangle, 11);
    QPen limit(p.limit, 2, Qt::DashLine);
    c.modelThreshold = c.plot->addMarker(Qt::Horizontal, limit);
    QPen target(p.mark, 2, Qt::DashDotLine);
    c.target = c.plot->addMarker(Qt::Horizontal, target);
    for (int &label : c.labels)
        label = c.plot->addLabel(p.crossover.darker(140));
    c.plot->setFontScale(m_fontScale);
    m_stack->addWidget(c.plot);
    Q_EMIT chartAdded(c.plot);
    return c;
}

double SweepPanel::exactAt(size_t curve, double shownX) const
{
    const Metric *metric = findMetric(m_output->currentData().toString());
    if (!metric || curve >= m_scenarios.size())
        return std::nan("");
    const FieldSpec &field = fieldSpec(FieldId(m_input->currentData().toInt()));
    Scenario s = m_scenarios[curve];
    double si = clampToField(field, shownX / field.displayScale);
    const int g = s.cluster.acceleratorsPerNode;
    if (field.id == FieldId::Accelerators && g > 1 && si > g)
        si = clampToField(field, std::round(si / g) * g); // the curve joins whole nodes
    field.set(s, si);
    const MetricProbe probe = probeMetric(s, *metric);
    if (!probe.value)
        return std::nan("");
    return m_logY ? *probe.value : *probe.value / m_yUnit;
}

void SweepPanel::draw()
{
    const Metric *metric = findMetric(m_output->currentData().toString());
    const FieldSpec &field = fieldSpec(FieldId(m_input->currentData().toInt()));
    QString error;
    const ValueRange r = range(field, &error);
    const bool logX = error.isEmpty() && sweepIsLog(field.id, r);
    // The output's span over every curve and threshold: a log axis when it covers decades.
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const SweepCurve &c : m_curves) {
        for (const SweepPoint &pt : c.points) {
            if (pt.value) {
                lo = std::min(lo, *pt.value);
                hi = std::max(hi, *pt.value);
            }
        }
    }
    const bool any = lo <= hi;
    for (const SweepThreshold &t : m_thresholds) {
        if (any && t.value > 0) {
            lo = std::min(lo, t.value);
            hi = std::max(hi, t.value);
        }
    }
    m_logY = any && lo > 0 && hi / lo >= 30;
    m_yUnit = 1;
    QString yUnitName;
    if (!m_logY && metric) {
        std::tie(m_yUnit, yUnitName) =
            shownUnit(*metric, any ? std::max(std::abs(lo), std::abs(hi)) : 1);
    }
    Chart &c = chartFor(logX, m_logY);
    m_plot = c.plot;
    m_stack->setCurrentWidget(c.plot);
    if (!metric)
        return;
    const double ds = field.displayScale;
    const auto shownY = [this](double si) { return m_logY ? si : si / m_yUnit; };
    c.plot->setTitle(tr("%1 vs %2").arg(metric->displayLabel(), field.displayLabel()));
    c.plot->setAxisTitles(inputTitle(field),
                          m_logY || yUnitName.isEmpty()
                              ? metric->displayLabel()
                              : QStringLiteral("%1 (%2)").arg(metric->displayLabel(), yUnitName),
                          QString::fromUtf8(field.displayUnit),
                          m_logY ? QString::fromUtf8(metric->unit) : yUnitName);
    // One line per design through its whole-node points; the open scenario's points between
    // whole nodes apart.
    Curve between;
    for (size_t k = 0; k < c.lines.size(); ++k) {
        const bool shown = k < m_curves.size();
        c.plot->setSeriesVisible(c.lines[k], shown);
        if (!shown) {
            c.plot->setData(c.lines[k], {});
            continue;
        }
        Curve line;
        for (const SweepPoint &pt : m_curves[k].points) {
            if (!pt.value)
                continue;
            if (pt.betweenNodes) {
                if (k == 0)
                    between.push_back({pt.input * ds, shownY(*pt.value)});
                continue;
            }
            line.push_back({pt.input * ds, shownY(*pt.value)});
        }
        c.plot->setSeriesName(c.lines[k], m_curves[k].name);
        c.plot->setData(c.lines[k], line);
    }
    c.plot->setData(c.between, between);
    c.plot->setSeriesVisible(c.between, !between.empty());
    // Thresholds and where each curve crosses them.
    Curve crossings;
    size_t label = 0;
    const SweepThreshold *model = nullptr;
    const SweepThreshold *typed = nullptr;
    for (const SweepThreshold &t : m_thresholds)
        (t.typed ? typed : model) = &t;
    for (const SweepThreshold *t : {model, typed}) {
        if (!t)
            continue;
        for (const SweepCurve &curve : m_curves) {
            for (const SweepCrossing &x : sweepCrossings(curve, t->value, logX)) {
                crossings.push_back({x.input * ds, shownY(t->value)});
                if (label < c.labels.size())
                    c.plot->setLabel(c.labels[label++], crossings.back(),
                                     QStringLiteral("≈ %1").arg(
                                         field.range.integer ? formatNumber(x.input, 0)
                                                             : formatReadable(x.input * ds)));
            }
        }
    }
    for (; label < c.labels.size(); ++label)
        c.plot->setLabelVisible(c.labels[label], false);
    c.plot->setData(c.crossings, crossings);
    c.plot->setSeriesVisible(c.crossings, !crossings.empty());
    c.plot->setMarkerVisible(c.modelThreshold, model != nullptr);
    if (model)
        c.plot->setMarker(c.modelThreshold, shownY(model->value), model->label);
    c.plot->setMarkerVisible(c.target, typed != nullptr);
    if (typed)
        c.plot->setMarker(c.target, shownY(typed->value), typed->label);
    // The open scenario's flagged stretches, shaded.
    const std::vector<SweepRegion> regions =
        m_curves.empty() ? std::vector<SweepRegion>{} : sweepRegions(m_curves.front());
    const std::span<const ModelFlag> flags = sweepRegionFlags();
    for (size_t b = 0; b < c.bands.size(); ++b) {
        const auto it = std::find_if(regions.begin(), regions.end(), [&](const SweepRegion &g) {
            return g.id == QLatin1String(modelFlagId(flags[b]));
        });
        c.plot->setBandVisible(c.bands[b], it != regions.end());
        if (it != regions.end()) {
            // A stretch of one point still reads as a band: a little either side of it.
            const double from = it->from * ds, to = it->to * ds;
            const double pad = logX ? 1.02 : 0.01 * (r.max - r.min) * ds;
            c.plot->setBand(c.bands[b], logX ? from / pad : from - pad, logX ? to * pad : to + pad);
        }
    }
    // Ranges: the sweep's ends across; the values and thresholds up, from 0 on a linear axis.
    double yMin = 0, yMax = 1;
    if (any && m_logY) {
        yMin = std::pow(10.0, std::floor(std::log10(lo)));
        yMax = std::pow(10.0, std::ceil(std::log10(hi)));
        if (yMax <= yMin)
            yMax = yMin * 10;
    } else if (any) {
        yMin = std::min(0.0, shownY(lo) * 1.08);
        yMax = std::max(0.0, shownY(hi) * 1.08);
        if (yMax <= yMin)
            yMax = yMin + 1;
    }
    if (error.isEmpty())
        c.plot->setRanges(r.min * ds, r.max * ds, yMin, yMax);
    c.plot->flushLayout();
    m_words->setText(keepTermsWhole(wordsText(field, logX))); // Chinese words whole
}

QString SweepPanel::listSeparator()
{
    return tr(", ", "between the items of a list");
}

QString SweepPanel::clauseSeparator()
{
    return tr("; ", "between the clauses of a sentence");
}

QString SweepPanel::wordsText(const FieldSpec &field, bool logX) const
{
    if (!m_rangeError.isEmpty())
        return m_rangeError;
    QStringList sentences;
    if (!m_targetError.isEmpty())
        sentences << m_targetError;
    const Metric *metric = findMetric(m_output->currentData().toString());
    for (const SweepThreshold &t : m_thresholds) {
        QStringList at, never;
        for (const SweepCurve &curve : m_curves) {
            const std::vector<SweepCrossing> xs = sweepCrossings(curve, t.value, logX);
            if (xs.empty()) {
                never << curve.name;
                continue;
            }
            QStringList values;
            for (const SweepCrossing &x : xs)
                values << QStringLiteral("≈ %1").arg(formatInputValue(field, x.input));
            at << tr("%1 on %2").arg(values.join(listSeparator()), curve.name);
        }
        // The punctuation is the language's: Chinese joins clauses with "；", lists with "、" and
        // ends a sentence with "。".
        QString sentence = t.label + tr(": ", "after a threshold's name");
        if (!at.isEmpty())
            sentence +=
                tr("%1 crosses it at %2")
                    .arg(metric ? metric->displayLabel() : QString(), at.join(clauseSeparator()));
        if (!never.isEmpty())
            sentence += (at.isEmpty() ? QString() : clauseSeparator()) +
                        tr("not crossed on %1").arg(never.join(listSeparator()));
        sentences << sentence + tr(".", "the end of a sentence");
    }
    if (!m_curves.empty()) {
        for (const SweepRegion &g : sweepRegions(m_curves.front()))
            sentences << tr("Shaded: %1, from %2 to %3 (open scenario).")
                             .arg(g.text, formatInputValue(field, g.from),
                                  formatInputValue(field, g.to));
        const std::vector<SweepPoint> &points = m_curves.front().points;
        if (std::any_of(points.begin(), points.end(),
                        [](const SweepPoint &p) { return p.betweenNodes; }))
            sentences << tr("Hollow points: cluster sizes between whole nodes of %1. A partly "
                            "filled node's few accelerators carry their whole node's share over "
                            "their own ports (SPEC §6.2), so communication jumps there; the "
                            "curves join whole nodes only.")
                             .arg(m_document->scenario().cluster.acceleratorsPerNode);
        const Scenario &s = m_document->scenario();
        if (partlyFilledNode(s) && field.id != FieldId::Accelerators &&
            field.id != FieldId::AcceleratorsPerNode) {
            const int g = s.cluster.acceleratorsPerNode;
            const int n = s.cluster.accelerators;
            sentences << tr("The open scenario's %1 accelerators are %2 full nodes and one of %3: "
                            "its %3 accelerators carry a whole node's share over their own "
                            "ports, at every point of its curve.")
                             .arg(formatNumber(n, 0))
                             .arg(formatNumber(n / g, 0))
                             .arg(n % g);
        }
        const auto invalid = std::count_if(points.begin(), points.end(),
                                           [](const SweepPoint &p) { return !p.valid; });
        if (invalid > 0) {
            const auto first = std::find_if(points.begin(), points.end(),
                                            [](const SweepPoint &p) { return !p.valid; });
            sentences << tr("%n point(s) of the open scenario not drawn: the scenario is invalid "
                            "there (%1).",
                            nullptr, int(invalid))
                             .arg(first->reason);
        }
    }
    return joinSentences(sentences);
}

QString SweepPanel::caption() const
{
    const Metric *metric = findMetric(m_output->currentData().toString());
    const FieldSpec &field = fieldSpec(FieldId(m_input->currentData().toInt()));
    QStringList names;
    for (const SweepCurve &c : m_curves)
        names << c.name;
    QString text = tr("%1 against %2 from %3 to %4; curves: %5.")
                       .arg(metric ? metric->displayLabel() : QString(), field.displayLabel(),
                            m_from->text(), m_to->text(), names.join(QStringLiteral(", ")));
    const QString words =
        QString(m_words->text()).remove(QChar(0x2060)).replace(QChar(0x00a0), QLatin1Char(' '));
    return joinSentences({text, words});
}

void SweepPanel::setFontScale(double scale)
{
    m_fontScale = scale;
    for (Chart &c : m_charts) {
        if (c.plot)
            c.plot->setFontScale(scale);
    }
}

} // namespace fleet
