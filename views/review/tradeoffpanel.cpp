// TradeoffPanel (tradeoffpanel.h): the choices, the coarse grid now, the fine one from Qt
// Concurrent (on the background pool), and a click as one undo step.
#include "tradeoffpanel.h"

#include "backgroundjobs.h"
#include "designcomparison.h"
#include "goalseek.h"
#include "report.h"
#include "scenariodocument.h"
#include "sensitivity.h"
#include "textfit.h"
#include "tradeoffmap.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet {

namespace {

QComboBox *inputPicker(const QString &objectName, FieldId initial)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    for (const FieldSpec &f : fieldSpecs())
        box->addItem(f.displayLabel(), int(f.id));
    box->setCurrentIndex(std::max(0, box->findData(int(initial))));
    return box;
}

bool inside(ValueRange r, double v)
{
    return v >= std::min(r.min, r.max) && v <= std::max(r.min, r.max);
}

TradeoffGrid computeGrid(const Scenario &scenario, const Metric &metric, FieldId x, FieldId y,
                         int n, ValueRange xRange, ValueRange yRange)
{
    try {
        return tradeoffGrid(scenario, metric, x, y, n, n, xRange, yRange);
    } catch (const std::exception &) {
        return {}; // an invalid scenario or range: an empty map
    }
}

} // namespace

TradeoffPanel::TradeoffPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_output(new QComboBox),
      m_x(inputPicker(QStringLiteral("mapX"), TradeoffChoice{}.x)),
      m_y(inputPicker(QStringLiteral("mapY"), TradeoffChoice{}.y)), m_target(new QLineEdit),
      m_note(new QLabel), m_map(new TradeoffMap)
{
    setObjectName(QStringLiteral("tradeoffPage"));
    m_output->setObjectName(QStringLiteral("mapOutput"));
    for (const Metric &m : outputMetrics())
        m_output->addItem(m.displayLabel(), m.key);
    m_output->setCurrentIndex(
        std::max(0, m_output->findData(TradeoffChoice{}.output))); // the report's map too
    m_output->setToolTip(tr("The output shown as colour, with contour lines at round values."));
    m_x->setToolTip(tr("The input across (log scale where its values span decades)."));
    m_y->setToolTip(tr("The input upwards (log scale where its values span decades)."));
    m_target->setObjectName(QStringLiteral("mapTarget"));
    m_target->setText(tr("30 days"));
    m_target->setToolTip(tr("A target for the output, with its unit (\"30 days\", \"20 MW\"): its "
                            "contour is drawn as a thick dashed line. Empty: none."));
    m_map->setToolTip(tr("Click (or move with the arrow keys and press Enter) to move the design "
                         "to these two input values, as one undo step."));
    m_note->setObjectName(QStringLiteral("mapNote"));
    m_note->setWordWrap(true);

    auto *grid = new QGridLayout;
    const auto add = [grid](int row, int column, const QString &text, QWidget *field) {
        auto *label = new QLabel(text);
        label->setBuddy(field);
        grid->addWidget(label, row, column);
        grid->addWidget(field, row, column + 1);
    };
    add(0, 0, tr("O&utput:"), m_output);
    add(0, 2, tr("Tar&get:"), m_target);
    add(1, 0, tr("Across (&x):"), m_x);
    add(1, 2, tr("Up (&y):"), m_y);
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_map, 1);
    layout->addWidget(m_note);

    const auto axesChanged = [this] {
        m_rangesFixed = false;
        refresh();
    };
    connect(m_x, &QComboBox::currentIndexChanged, this, axesChanged);
    connect(m_y, &QComboBox::currentIndexChanged, this, axesChanged);
    connect(m_output, &QComboBox::currentIndexChanged, this, &TradeoffPanel::refresh);
    connect(m_target, &QLineEdit::textChanged, this, &TradeoffPanel::refresh);
    connect(m_map, &TradeoffMap::picked, this, &TradeoffPanel::pick);
    // Under a drag only the coarse grid follows the pointer; the fine one is worked out when
    // the drag ends (one arriving mid-drag was stale at once, and drawing its 4,096 cells took
    // the step it arrived in to 7–9 ms).
    connect(m_document, &ScenarioDocument::draggingChanged, this, [this](bool dragging) {
        if (!dragging && m_stale && !m_running)
            startFine();
    });
}

TradeoffPanel::~TradeoffPanel() = default;

void TradeoffPanel::refresh()
{
    const Metric *metric = findMetric(m_output->currentData().toString());
    const auto x = FieldId(m_x->currentData().toInt());
    const auto y = FieldId(m_y->currentData().toInt());
    if (!metric)
        return;
    if (x == y) {
        m_note->setText(tr("Pick two different inputs for the axes."));
        m_map->setMap({}, metric, std::nullopt, {});
        return;
    }
    const Scenario &scenario = m_document->scenario();
    const FieldSpec &fx = fieldSpec(x);
    const FieldSpec &fy = fieldSpec(y);
    // The ranges stay put while the design moves inside them, so a click does not re-centre
    // the map under the cursor.
    if (!m_rangesFixed || m_job.x != x || m_job.y != y || !inside(m_job.xRange, fx.get(scenario)) ||
        !inside(m_job.yRange, fy.get(scenario))) {
        m_job.xRange = defaultMapRange(fx, fx.get(scenario));
        m_job.yRange = defaultMapRange(fy, fy.get(scenario));
        m_rangesFixed = true;
    }
    m_job.scenario = scenario;
    m_job.metric = metric;
    m_job.x = x;
    m_job.y = y;
    ++m_job.generation;
    showGrid(computeGrid(scenario, *metric, x, y, kCoarse, m_job.xRange, m_job.yRange), m_job);
    if (m_running || m_document->isDragging())
        m_stale = true;
    else
        startFine();
}

void TradeoffPanel::startFine()
{
    m_running = true;
    m_stale = false;
    const Job job = m_job;
    auto *watcher = new QFutureWatcher<TradeoffGrid>(this);
    connect(watcher, &QFutureWatcher<TradeoffGrid>::finished, this, [this, watcher, job] {
        watcher->deleteLater();
        m_running = false;
        if (job.generation == m_job.generation)
            showGrid(watcher->result(), job); // else a newer scenario or choice: discarded
        if (m_stale && !m_document->isDragging())
            startFine();
    });
    watcher->setFuture(runInBackground([job] {
        return computeGrid(job.scenario, *job.metric, job.x, job.y, kFine, job.xRange, job.yRange);
    }));
}

void TradeoffPanel::showGrid(TradeoffGrid grid, const Job &job)
{
    std::optional<double> target;
    QString note;
    if (!m_target->text().trimmed().isEmpty()) {
        const MetricTarget t = parseMetricTarget(*job.metric, m_target->text());
        if (t.ok)
            target = t.value;
        else
            note = tr("Target: %1").arg(t.error);
    }
    const int points = int(grid.x.values.size());
    if (note.isEmpty()) {
        note = tr("%1 × %1 points%2. Thin lines: round values of %3; thick dashed line: the "
                  "target; dot: the current design.")
                   .arg(points)
                   .arg(points < kFine ? tr(" (refining…)") : QString())
                   .arg(job.metric->displayLabel());
        if (target && grid.cells.size() > 0 && contourSegments(grid, *target).empty())
            note += QLatin1Char(' ') + tr("The target is not reached anywhere on this map.");
    }
    m_note->setText(note);
    const QPointF current(fieldSpec(job.x).get(job.scenario), fieldSpec(job.y).get(job.scenario));
    m_map->setMap(std::move(grid), job.metric, target, current);
}

void TradeoffPanel::pick(QPointF inputs)
{
    const FieldSpec &fx = fieldSpec(m_job.x);
    const FieldSpec &fy = fieldSpec(m_job.y);
    const double x = clampToField(fx, inputs.x());
    const double y = clampToField(fy, inputs.y());
    m_document->apply(tr("Move on the trade-off map"), [&fx, &fy, x, y](Scenario &s) {
        fx.set(s, x);
        fy.set(s, y);
    });
}

QString TradeoffPanel::caption() const
{
    const TradeoffGrid &g = m_map->grid();
    const Metric *metric = m_job.metric;
    if (!metric || g.x.values.empty() || g.y.values.empty())
        return {};
    const FieldSpec &fx = fieldSpec(g.x.field);
    const FieldSpec &fy = fieldSpec(g.y.field);
    const Scenario &s = m_document->scenario();
    const QString over =
        tr("%1 over %2 from %3 to %4 and %5 from %6 to %7;")
            .arg(metric->displayLabel(), fx.displayLabel(),
                 formatInputValue(fx, g.x.values.front()), formatInputValue(fx, g.x.values.back()),
                 fy.displayLabel(), formatInputValue(fy, g.y.values.front()),
                 formatInputValue(fy, g.y.values.back()));
    const QString design =
        tr("the design (%1, %2): %3.")
            .arg(formatInputValue(fx, fx.get(s)), formatInputValue(fy, fy.get(s)),
                 metric->formatValue(metric->value(m_document->results())));
    QString reached;
    if (!m_target->text().trimmed().isEmpty()) {
        const MetricTarget t = parseMetricTarget(*metric, m_target->text());
        if (t.ok)
            reached =
                (contourSegments(g, t.value).empty() ? tr("Target %1: not reached on this map.")
                                                     : tr("Target %1: reached on the dashed line."))
                    .arg(metric->formatValue(t.value));
    }
    return joinSentences({over, design, reached}); // no space after Chinese punctuation
}

} // namespace fleet
