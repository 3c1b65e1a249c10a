// Each view's slide caption (ExplorerView::slideCaption()): the hardware, N and the inputs that
// matter to what the view draws, from the open scenario and the values the model used — in both
// models, and the same numbers in English and in Chinese.
#include "../app/chinese.h"
#include "../qtprinters.h"
#include "catalogtext.h"
#include "communicationview.h"
#include "compareview.h"
#include "coupled.h"
#include "designcomparison.h"
#include "format.h"
#include "goalseek.h"
#include "layoutview.h"
#include "metrics.h"
#include "powerview.h"
#include "referenceview.h"
#include "reliabilityview.h"
#include "rooflineview.h"
#include "scalingview.h"
#include "scenariodocument.h"
#include "scenarioio.h"
#include "sensitivitypanel.h"
#include "servingview.h"
#include "sweep.h"
#include "sweeppanel.h"
#include "text.h"
#include "tornado.h"
#include "tradeoff.h"
#include "tradeoffpanel.h"
#include "utilizationview.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTabWidget>

#include <gtest/gtest.h>

#include <functional>
#include <memory>

namespace fleet {
namespace {

TEST(SlideCaption, NamesTheHardwareNAndTheViewsInputs)
{
    ScenarioDocument doc(embeddedCatalog());
    const QString roofline = RooflineView(&doc).slideCaption();
    EXPECT_TRUE(roofline.startsWith(QStringLiteral("NVIDIA H100 SXM, BF16 · N = 1,024")))
        << roofline.toStdString();
    EXPECT_TRUE(roofline.contains(QStringLiteral("7B parameters")));
    EXPECT_TRUE(roofline.contains(QStringLiteral("decode batch 1")));
    const QString comm = CommunicationView(&doc).slideCaption();
    EXPECT_TRUE(comm.contains(QStringLiteral("NVLink 4.0"))) << comm.toStdString();
    EXPECT_TRUE(comm.contains(QStringLiteral("M = 14 GB")));
    EXPECT_TRUE(comm.contains(QStringLiteral("T_c = 5 s")));
    EXPECT_TRUE(PowerView(&doc).slideCaption().contains(QStringLiteral("PUE 1.40")));
    EXPECT_TRUE(ScalingView(&doc).slideCaption().contains(QStringLiteral("s = 10.0 %")));
    // A view without inputs of its own names the links.
    const QString reference = ReferenceView(&doc).slideCaption();
    EXPECT_TRUE(
        reference.endsWith(QStringLiteral(" · ") + toQString(doc.scenario().intraNodeLink.name) +
                           QStringLiteral(" / ") + toQString(doc.scenario().interNodeLink.name)))
        << reference.toStdString();
}

TEST(SlideCaption, TheCommunicationCaptionNamesTheComputeTimeTheModelUsed)
{
    ScenarioDocument doc(embeddedCatalog());
    doc.apply(QStringLiteral("from the batch"),
              [](Scenario &s) { s.workload.computeTimeSource = ComputeTimeSource::FromBatch; });
    const double used = doc.results().communication.computeTimePerStepS;
    ASSERT_NE(used, 5.0); // the set 5 s is not what the model uses now
    const QString comm = CommunicationView(&doc).slideCaption();
    EXPECT_TRUE(comm.contains(QStringLiteral("T_c = ") + formatDuration(used)))
        << comm.toStdString();
    EXPECT_FALSE(comm.contains(QStringLiteral("T_c = 5 s"))) << comm.toStdString();
}

/// The numbers a caption states, sorted: "1,024", "7", "127.2" … The names of the hardware and
/// the links are not values ("H100", "NVLink 4.0"), nor a section of the SPEC ("§6.2").
QStringList numbersIn(QString text, const Scenario &s)
{
    for (const QString &name :
         {toQString(s.accelerator.name), linkDisplayName(s.intraNodeLink.name),
          linkDisplayName(s.interNodeLink.name)})
        text.remove(name);
    text.remove(QRegularExpression(QStringLiteral("§\\d+(\\.\\d+)*")));
    static const QRegularExpression number(
        QStringLiteral("(?<![\\p{L}\\d.,_])(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?"));
    QStringList out;
    for (auto it = number.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    return out;
}

/// The numbers of the model's values a caption should state, formatted as captions format them.
QStringList numbersOf(const QStringList &values, const Scenario &s)
{
    return numbersIn(values.join(QStringLiteral(" | ")), s);
}

enum class Model { Appendix, Coupled };

/// The open scenario in one of the two models (SPEC §6.6), with a context for the roofline's
/// caption to name.
void useModel(ScenarioDocument &doc, Model model)
{
    doc.apply(QStringLiteral("model"), [model](Scenario &s) {
        applyModelMode(s, model == Model::Coupled ? ModelMode::Coupled : ModelMode::Appendix);
        s.workload.contextTokens = 4096;
    });
}

struct ViewCaption
{
    const char *name;
    std::function<std::unique_ptr<ExplorerView>(ScenarioDocument *)> make;
    /// The values the model used, as the caption writes them.
    std::function<QStringList(const Scenario &, const Results &)> values;
};

QStringList start(const Scenario &s)
{
    return {formatNumber(s.cluster.accelerators, 0)};
}

std::vector<ViewCaption> viewCaptions()
{
    auto make = [](auto *tag) {
        using View = std::remove_pointer_t<decltype(tag)>;
        return [](ScenarioDocument *doc) -> std::unique_ptr<ExplorerView> {
            return std::make_unique<View>(doc);
        };
    };
    return {
        {"roofline", make((RooflineView *)nullptr),
         [](const Scenario &s, const Results &) {
             return start(s) << formatParameters(s.workload.parameters)
                             << QString::number(s.workload.decodeBatch)
                             << formatNumber(s.workload.contextTokens, 0);
         }},
        {"scaling", make((ScalingView *)nullptr),
         [](const Scenario &s, const Results &) {
             return start(s) << formatPercent(s.scaling.serialFraction);
         }},
        {"communication", make((CommunicationView *)nullptr),
         [](const Scenario &s, const Results &r) {
             // T_c as the model used it: set, or from the batch in the coupled model.
             return start(s) << formatSi(s.allReduceMessageBytes(), QStringLiteral("B"))
                             << formatDuration(r.communication.computeTimePerStepS);
         }},
        {"reliability", make((ReliabilityView *)nullptr),
         [](const Scenario &s, const Results &) {
             const auto &rel = s.reliability;
             QStringList v = start(s) << formatParameters(s.workload.parameters)
                                      << formatNumber(rel.acceleratorMttfH, 0);
             if (rel.failureModel == FailureModel::Nodes) {
                 for (const NodeComponent &c : rel.nodeComponents)
                     v << QString::number(c.countPerNode) << formatNumber(c.mttfH, 0);
             }
             return v << formatSi(rel.storageBandwidthBytesPerS, QStringLiteral("B/s"));
         }},
        {"utilization", make((UtilizationView *)nullptr),
         [](const Scenario &s, const Results &r) {
             return start(s) << formatParameters(s.workload.parameters)
                             << formatPercent(r.utilization.mfu, 0);
         }},
        {"power", make((PowerView *)nullptr),
         [](const Scenario &s, const Results &) {
             QStringList v = start(s) << formatSi(s.accelerator.tdpW, QStringLiteral("W"))
                                      << QString::number(s.cluster.acceleratorsPerNode)
                                      << QString::number(s.cluster.nodesPerRack);
             if (s.cluster.nodeOverheadW > 0) // the coupled model's host power per node
                 v << formatSi(s.cluster.nodeOverheadW, QStringLiteral("W"));
             return v << formatNumber(s.facility.pue, 2);
         }},
        {"layout", make((LayoutView *)nullptr),
         [](const Scenario &s, const Results &r) {
             const LayoutCost &c = r.parallelism;
             return start(s) << formatParameters(s.workload.parameters)
                             << QString::number(c.layout.tensor)
                             << QString::number(c.layout.pipeline) << formatNumber(c.layout.data, 0)
                             << QString::number(c.layout.zeroStage)
                             << formatSi(s.workload.globalBatchTokens, QString());
         }},
        {"serving", make((ServingView *)nullptr),
         [](const Scenario &s, const Results &r) {
             return QStringList{
                 formatParameters(s.workload.parameters), formatReadable(s.serving.arrivalRateRps),
                 formatNumber(s.serving.promptTokens, 0), formatNumber(s.serving.outputTokens, 0),
                 QString::number(s.serving.tensor),       formatNumber(r.serving.batch, 0),
                 formatDuration(s.serving.tpotSloS)};
         }},
        {"reference", make((ReferenceView *)nullptr),
         [](const Scenario &s, const Results &) { return start(s); }},
    };
}

TEST(SlideCaption, EveryNumberIsTheModelsInBothModelsAndBothLanguages)
{
    for (Model model : {Model::Appendix, Model::Coupled}) {
        for (const ViewCaption &c : viewCaptions()) {
            SCOPED_TRACE(std::string(c.name) +
                         (model == Model::Coupled ? " (coupled)" : " (appendix)"));
            ScenarioDocument doc(embeddedCatalog());
            useModel(doc, model);
            const Scenario &s = doc.scenario();
            const QString english = c.make(&doc)->slideCaption();
            EXPECT_EQ(numbersIn(english, s), numbersOf(c.values(s, doc.results()), s))
                << english.toStdString();
            QString chinese;
            {
                const ChineseInterface zh;
                ASSERT_TRUE(zh.isLoaded());
                chinese = c.make(&doc)->slideCaption();
            }
            EXPECT_EQ(numbersIn(chinese, s), numbersIn(english, s)) << english.toStdString() << "\n"
                                                                    << chinese.toStdString();
        }
    }
}

TEST(SlideCaption, TheCoupledModelsCaptionsNameWhatItAdds)
{
    // The same scenario in the two models: the communication caption's T_c, the power caption's
    // host power and the reliability caption's node parts follow the model.
    ScenarioDocument doc(embeddedCatalog());
    useModel(doc, Model::Appendix);
    const QString appendixPower = PowerView(&doc).slideCaption();
    const QString appendixComm = CommunicationView(&doc).slideCaption();
    EXPECT_FALSE(appendixPower.contains(QStringLiteral("host"))) << appendixPower.toStdString();
    EXPECT_TRUE(appendixComm.contains(QStringLiteral("T_c = 5 s")));
    useModel(doc, Model::Coupled);
    EXPECT_TRUE(PowerView(&doc).slideCaption().contains(QStringLiteral("host 4.6 kW per node")))
        << PowerView(&doc).slideCaption().toStdString();
    EXPECT_FALSE(CommunicationView(&doc).slideCaption().contains(QStringLiteral("T_c = 5 s")));
    EXPECT_TRUE(ReliabilityView(&doc).slideCaption().contains(
        QStringLiteral("per node 2 × NIC (MTTF 150,000 h), 2 × PSU (MTTF 100,000 h)")))
        << ReliabilityView(&doc).slideCaption().toStdString();
}

/// The Compare view on one document at 1,200 × 800, on a page.
struct ComparePage
{
    explicit ComparePage(ScenarioDocument *doc) : view(std::make_unique<CompareView>(doc))
    {
        view->resize(1200, 800);
        view->show();
        QCoreApplication::processEvents();
    }
    void show(QWidget *page)
    {
        view->pages()->setCurrentWidget(page);
        view->refreshNow();
        QCoreApplication::processEvents();
    }
    std::unique_ptr<CompareView> view;
};

TEST(SlideCaption, TheTornadosNumbersAreTheModelsInBothModelsAndBothLanguages)
{
    for (Model model : {Model::Appendix, Model::Coupled}) {
        SCOPED_TRACE(model == Model::Coupled ? "coupled" : "appendix");
        ScenarioDocument doc(embeddedCatalog());
        useModel(doc, Model::Appendix);
        doc.apply(QStringLiteral("70B on 4,096"), [model](Scenario &s) {
            s.workload.parameters = 70e9;
            s.cluster.accelerators = 4096;
            applyModelMode(s, model == Model::Coupled ? ModelMode::Coupled : ModelMode::Appendix);
        });
        const Scenario &s = doc.scenario();
        ComparePage page(&doc);
        page.show(page.view->sensitivityPanel());
        const QString english = page.view->slideCaption();
        // The model's own tornado for the same output: its value now, its step and its three
        // largest effects are the caption's numbers.
        const Metric &metric = *findMetric(QStringLiteral("run.training_time_s"));
        const TornadoChart chart = tornadoChart(sensitivity(s, metric, 0.10, &doc.catalog()));
        ASSERT_GE(chart.bars.size(), 3u);
        QStringList values{formatNumber(s.cluster.accelerators, 0), chart.baseText,
                           QStringLiteral("10"), QStringLiteral("10")};
        for (size_t i = 0; i < 3; ++i) {
            const TornadoBar &b = chart.bars[i];
            values << b.input << b.now << b.up.text;
            if (!b.switched)
                values << b.down.text;
        }
        EXPECT_EQ(numbersIn(english, s), numbersOf(values, s)) << english.toStdString();
        // The largest effect's output is the model's: the scenario with that input moved (or
        // that choice switched) evaluated again.
        const TornadoBar &top = chart.bars.front();
        const SensitivityRow *row = nullptr;
        const Sensitivity sens = sensitivity(s, metric, 0.10, &doc.catalog());
        for (const SensitivityRow &r : sens.rows) {
            if (!top.switched && r.field == top.field)
                row = &r;
        }
        if (row) {
            Scenario moved = s;
            fieldSpec(row->field).set(moved, row->up.input);
            const auto value = metric.value(evaluate(moved));
            ASSERT_TRUE(value);
            EXPECT_TRUE(english.contains(metric.formatValue(value))) << english.toStdString();
        }
        QString chinese;
        {
            const ChineseInterface zh;
            page.show(page.view->sensitivityPanel());
            chinese = page.view->slideCaption();
        }
        EXPECT_EQ(numbersIn(chinese, s), numbersIn(english, s)) << english.toStdString() << "\n"
                                                                << chinese.toStdString();
    }
}

TEST(SlideCaption, TheSweepsCrossingsAreTheModelsInBothModelsAndBothLanguages)
{
    for (Model model : {Model::Appendix, Model::Coupled}) {
        SCOPED_TRACE(model == Model::Coupled ? "coupled" : "appendix");
        ScenarioDocument doc(embeddedCatalog());
        // 7B on NDR and on RoCE, pinned; the open scenario on XDR.
        doc.apply(QStringLiteral("model"), [model](Scenario &s) {
            applyModelMode(s, model == Model::Coupled ? ModelMode::Coupled : ModelMode::Appendix);
            if (model == Model::Appendix)
                s.workload.computeTimePerStepS = 0.6;
        });
        doc.pinCurrent();
        doc.pins()->rename(0, QStringLiteral("NDR"));
        ASSERT_TRUE(doc.setField(FieldId::InterNodeBandwidth, 12.5e9));
        doc.pinCurrent();
        doc.pins()->rename(1, QStringLiteral("RoCE"));
        ASSERT_TRUE(doc.setField(FieldId::InterNodeBandwidth, 100e9));
        ComparePage page(&doc);
        SweepPanel *sweep = page.view->sweepPanel();
        page.show(sweep);
        sweep->fromEdit()->setText(QStringLiteral("256"));
        Q_EMIT sweep->fromEdit()->editingFinished();
        sweep->toEdit()->setText(QStringLiteral("65,536"));
        Q_EMIT sweep->toEdit()->editingFinished();
        page.show(sweep);
        const QString english = page.view->slideCaption();
        // The crossings of ρ = 1 the model finds on each design's own curve.
        const Metric &rho = *findMetric(QStringLiteral("communication.comm_compute_ratio"));
        const FieldSpec &n = fieldSpec(FieldId::Accelerators);
        QStringList crossings;
        std::vector<Scenario> designs;
        for (const Design &d : doc.pins()->designs())
            designs.push_back(d.scenario);
        designs.push_back(doc.scenario());
        for (const Scenario &d : designs) {
            const SweepCurve curve =
                sweepCurve(d, rho, FieldId::Accelerators, {256, 65536}, SweepPanel::kPoints, {});
            for (const SweepCrossing &x : sweepCrossings(curve, 1.0, true))
                crossings << formatInputValue(n, x.input);
        }
        ASSERT_FALSE(crossings.isEmpty()) << english.toStdString();
        QStringList said;
        static const QRegularExpression approx(QStringLiteral("≈ ([\\d,]+)"));
        for (auto it = approx.globalMatch(english); it.hasNext();)
            said << it.next().captured(1);
        said.sort();
        EXPECT_EQ(said, numbersOf(crossings, doc.scenario())) << english.toStdString();
        QString chinese;
        {
            const ChineseInterface zh;
            page.show(sweep);
            chinese = page.view->slideCaption();
        }
        EXPECT_EQ(numbersIn(chinese, doc.scenario()), numbersIn(english, doc.scenario()))
            << english.toStdString() << "\n"
            << chinese.toStdString();
    }
}

TEST(SlideCaption, TheTradeoffMapsNumbersAreTheModelsInBothModelsAndBothLanguages)
{
    for (Model model : {Model::Appendix, Model::Coupled}) {
        SCOPED_TRACE(model == Model::Coupled ? "coupled" : "appendix");
        ScenarioDocument doc(embeddedCatalog());
        useModel(doc, model);
        const Scenario &s = doc.scenario();
        ComparePage page(&doc);
        page.show(page.view->tradeoffPanel());
        const QString english = page.view->slideCaption();
        // The map the model computes for the panel's defaults: time to train over the cluster
        // size and the MFU, a 30-day target.
        const Metric &metric = *findMetric(QStringLiteral("run.training_time_s"));
        const FieldSpec &n = fieldSpec(FieldId::Accelerators);
        const FieldSpec &mfu = fieldSpec(FieldId::Mfu);
        const TradeoffGrid grid = tradeoffGrid(
            s, metric, FieldId::Accelerators, FieldId::Mfu, TradeoffPanel::kCoarse,
            TradeoffPanel::kCoarse, defaultMapRange(n, n.get(s)), defaultMapRange(mfu, mfu.get(s)));
        const MetricTarget target = parseMetricTarget(metric, QStringLiteral("30 days"));
        ASSERT_TRUE(target.ok);
        const QStringList values{formatNumber(s.cluster.accelerators, 0),
                                 formatInputValue(n, grid.x.values.front()),
                                 formatInputValue(n, grid.x.values.back()),
                                 formatInputValue(mfu, grid.y.values.front()),
                                 formatInputValue(mfu, grid.y.values.back()),
                                 formatInputValue(n, n.get(s)),
                                 formatInputValue(mfu, mfu.get(s)),
                                 metric.formatValue(metric.value(doc.results())),
                                 metric.formatValue(target.value)};
        EXPECT_EQ(numbersIn(english, s), numbersOf(values, s)) << english.toStdString();
        EXPECT_TRUE(english.contains(QStringLiteral("reached on the dashed line")))
            << english.toStdString();
        QString chinese;
        {
            const ChineseInterface zh;
            page.show(page.view->tradeoffPanel());
            chinese = page.view->slideCaption();
        }
        EXPECT_EQ(numbersIn(chinese, s), numbersIn(english, s)) << english.toStdString() << "\n"
                                                                << chinese.toStdString();
    }
}

} // namespace
} // namespace fleet
