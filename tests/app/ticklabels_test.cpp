// Tick labels in units: every log axis of every view labels its ticks with units ("10 µs",
// "1 MB", "100 TFLOP/s"), never printf's exponent form; the labels are distinct and inside their
// chart, beside the plot area. No label of any view reads "7.1e-06" either.
#include "windowfixture.h"

#include "axislabels.h"
#include "barplot.h"
#include "plotview.h"

#include <QChart>
#include <QLabel>
#include <QLogValueAxis>
#include <QRegularExpression>

#include <set>

namespace fleet {
namespace {

const QStringList kChartViews = {QStringLiteral("roofline"),      QStringLiteral("scaling"),
                                 QStringLiteral("communication"), QStringLiteral("reliability"),
                                 QStringLiteral("utilization"),   QStringLiteral("power")};

/// "1e-05", "7.1e-06", "1e+08", "2E+3".
bool hasExponentForm(const QString &text)
{
    static const QRegularExpression exponent(QStringLiteral("[0-9][eE][-+]?[0-9]"));
    return text.contains(exponent);
}

/// Checks one axis's labels; returns how many it shows.
int checkLabels(const LogAxisLabels *labels, const QChart *chart, Qt::Orientation orientation,
                const std::string &where, int atLeast)
{
    const QStringList texts = labels->texts();
    const std::vector<QRectF> boxes = labels->boxes();
    EXPECT_GE(texts.size(), atLeast) << where;
    EXPECT_EQ(size_t(texts.size()), boxes.size()) << where;
    const std::set<QString> distinct(texts.begin(), texts.end());
    EXPECT_EQ(distinct.size(), size_t(texts.size()))
        << where << ": " << texts.join(QStringLiteral(", ")).toStdString();
    const QRectF whole(QPointF(0, 0), chart->size());
    const QRectF plot = chart->plotArea();
    for (size_t i = 0; i < boxes.size(); ++i) {
        const std::string what = where + ": " + texts[qsizetype(i)].toStdString();
        EXPECT_FALSE(hasExponentForm(texts[qsizetype(i)])) << what;
        EXPECT_TRUE(texts[qsizetype(i)].contains(QRegularExpression(QStringLiteral("[0-9]"))))
            << what;
        EXPECT_TRUE(whole.contains(boxes[i])) << what << " outside the chart";
        if (orientation == Qt::Vertical) {
            EXPECT_LE(boxes[i].right(), plot.left()) << what << " over the plot";
        } else {
            EXPECT_GE(boxes[i].top(), plot.bottom()) << what << " over the plot";
        }
        if (i > 0) { // neighbours do not run into each other
            EXPECT_FALSE(boxes[i].intersects(boxes[i - 1])) << what;
        }
    }
    return int(texts.size());
}

/// Every log axis of every chart view; returns how many axes were checked.
int checkEveryLogAxis(MainWindow *window, const char *when, int atLeast = 2)
{
    int axes = 0;
    for (const QString &name : kChartViews) {
        window->showView(name);
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(name);
        for (PlotView *plot : view->findChildren<PlotView *>()) {
            if (!plot->isVisible())
                continue;
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                if (const LogAxisLabels *labels = plot->logAxisLabels(o)) {
                    checkLabels(labels, plot->chart(), o,
                                std::string(when) + " " + name.toStdString() + "/" +
                                    plot->objectName().toStdString(),
                                atLeast);
                    ++axes;
                }
            }
        }
        for (BarPlot *plot : view->findChildren<BarPlot *>()) {
            if (!plot->isVisible() || !plot->logAxisLabels())
                continue;
            const QLogValueAxis *axis = nullptr;
            for (QAbstractAxis *a : plot->chart()->axes()) {
                if (auto *log = qobject_cast<QLogValueAxis *>(a))
                    axis = log;
            }
            EXPECT_NE(axis, nullptr);
            if (!axis)
                continue;
            checkLabels(plot->logAxisLabels(), plot->chart(), axis->orientation(),
                        std::string(when) + " " + name.toStdString() + "/" +
                            plot->objectName().toStdString(),
                        atLeast);
            ++axes;
        }
        for (QLabel *label : view->findChildren<QLabel *>())
            EXPECT_FALSE(hasExponentForm(label->text()))
                << when << " " << name.toStdString() << ": " << label->text().toStdString();
    }
    return axes;
}

TEST_F(Window, EveryLogAxisLabelsItsTicksInUnits)
{
    EXPECT_GE(checkEveryLogAxis(window.get(), "N = 1,024"), 10);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("1"));
    checkEveryLogAxis(window.get(), "N = 1");
    type(window->fleetPanel()->clusterSize(), QStringLiteral("200000"));
    checkEveryLogAxis(window.get(), "N = 200,000");
    window->setFontScale(MainWindow::kLargestFontScale, false);
    window->resize(1280, 720);
    QCoreApplication::processEvents();
    // At the largest font a narrow chart may keep one label of a crowded axis (every k-th
    // decade is shown, the smallest k whose labels keep apart).
    checkEveryLogAxis(window.get(), "largest font at 1280×720", 1);
}

TEST_F(Window, LogAxisLabelsReadAsTheAxisUnit)
{
    window->showView(QStringLiteral("roofline"));
    QCoreApplication::processEvents();
    auto *roofline = window->view(QStringLiteral("roofline"))->findChild<PlotView *>();
    ASSERT_NE(roofline, nullptr);
    const QStringList y = roofline->logAxisLabels(Qt::Vertical)->texts();
    EXPECT_TRUE(y.contains(QStringLiteral("100 TFLOP/s")))
        << y.join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(y.contains(QStringLiteral("1 PFLOP/s")))
        << y.join(QStringLiteral(", ")).toStdString();

    window->showView(QStringLiteral("communication"));
    QCoreApplication::processEvents();
    auto *vsM = window->view(QStringLiteral("communication"))
                    ->findChild<PlotView *>(QStringLiteral("allReduceVsM"));
    ASSERT_NE(vsM, nullptr);
    const QStringList bytes = vsM->logAxisLabels(Qt::Horizontal)->texts();
    EXPECT_TRUE(bytes.contains(QStringLiteral("1 MB")) || bytes.contains(QStringLiteral("100 MB")))
        << bytes.join(QStringLiteral(", ")).toStdString();
    const QStringList times = vsM->logAxisLabels(Qt::Vertical)->texts();
    for (const QString &t : times)
        EXPECT_TRUE(t.endsWith(QStringLiteral("s")) || t.endsWith(QStringLiteral("min")) ||
                    t.endsWith(QStringLiteral("h")) || t.endsWith(QStringLiteral("days")) ||
                    t.endsWith(QStringLiteral("years")))
            << t.toStdString();
}

/// The unit a tick label carries: what follows its number ("1 PFLOP/s" → "PFLOP/s", "10×" →
/// "×", "1,024" → "").
QString tickUnit(const QString &label)
{
    static const QRegularExpression number(
        QStringLiteral("^[-−]?[0-9][0-9,.]*(?: × 10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)?\\s*"));
    return label.trimmed().remove(number).trimmed();
}

/// The units an axis title names, as words or in brackets ("Attainable (TFLOP/s)" →
/// {"TFLOP/s"}, "seconds (log)" → {"seconds"}, "时间（秒）" → {"秒"}).
QStringList titleUnits(QString title)
{
    static const QStringList units = {
        QStringLiteral("FLOP/s"),  QStringLiteral("GFLOP/s"), QStringLiteral("TFLOP/s"),
        QStringLiteral("PFLOP/s"), QStringLiteral("EFLOP/s"), QStringLiteral("FLOP/byte"),
        QStringLiteral("B"),       QStringLiteral("kB"),      QStringLiteral("MB"),
        QStringLiteral("GB"),      QStringLiteral("TB"),      QStringLiteral("bytes"),
        QStringLiteral("B/s"),     QStringLiteral("MB/s"),    QStringLiteral("GB/s"),
        QStringLiteral("TB/s"),    QStringLiteral("s"),       QStringLiteral("ms"),
        QStringLiteral("µs"),      QStringLiteral("ns"),      QStringLiteral("min"),
        QStringLiteral("h"),       QStringLiteral("days"),    QStringLiteral("years"),
        QStringLiteral("seconds"), QStringLiteral("minutes"), QStringLiteral("hours"),
        QStringLiteral("W"),       QStringLiteral("kW"),      QStringLiteral("MW"),
        QStringLiteral("%"),       QStringLiteral("×"),       QStringLiteral("秒"),
        QStringLiteral("分钟"),    QStringLiteral("小时"),    QStringLiteral("天"),
        QStringLiteral("年"),      QStringLiteral("字节"),    QStringLiteral("瓦")};
    title.replace(QStringLiteral("<br>"), QStringLiteral(" "));
    static const QRegularExpression separators(QStringLiteral("[\\s()（）,，:：]+"));
    QStringList named;
    for (const QString &word : title.split(separators, Qt::SkipEmptyParts)) {
        if (units.contains(word))
            named << word;
    }
    return named;
}

/// Every log axis whose tick labels carry a unit has a title that names no other unit; returns
/// how many such axes there were.
int checkAxisTitles(MainWindow *window, const char *when)
{
    int axes = 0;
    auto check = [&](const LogAxisLabels *labels, const QAbstractAxis *axis,
                     const std::string &where) {
        std::set<QString> tickUnits;
        for (const QString &t : labels->texts()) {
            if (!tickUnit(t).isEmpty())
                tickUnits.insert(tickUnit(t));
        }
        if (tickUnits.empty())
            return;
        ++axes;
        const QString title = axis->property("fleetFullTitle").isValid()
                                  ? axis->property("fleetFullTitle").toString()
                                  : axis->titleText();
        for (const QString &unit : titleUnits(title))
            EXPECT_TRUE(tickUnits.count(unit))
                << when << " " << where << ": the title \"" << title.toStdString() << "\" names "
                << unit.toStdString() << " beside ticks "
                << labels->texts().join(QStringLiteral(", ")).toStdString();
    };
    for (const QString &name : kChartViews) {
        window->showView(name);
        QCoreApplication::processEvents();
        ExplorerView *view = window->view(name);
        for (PlotView *plot : view->findChildren<PlotView *>()) {
            const std::string where = name.toStdString() + "/" + plot->objectName().toStdString();
            if (const LogAxisLabels *labels = plot->logAxisLabels(Qt::Horizontal))
                check(labels, plot->chart()->axes(Qt::Horizontal).value(0), where);
            if (const LogAxisLabels *labels = plot->logAxisLabels(Qt::Vertical))
                check(labels, plot->chart()->axes(Qt::Vertical).value(0), where);
        }
        for (BarPlot *plot : view->findChildren<BarPlot *>()) {
            if (!plot->logAxisLabels())
                continue;
            for (QAbstractAxis *axis : plot->chart()->axes()) {
                if (qobject_cast<QLogValueAxis *>(axis))
                    check(plot->logAxisLabels(), axis,
                          name.toStdString() + "/" + plot->objectName().toStdString());
            }
        }
    }
    return axes;
}

TEST(AxisTitleUnits, TheCheckSeesAConflictingUnit)
{
    EXPECT_EQ(tickUnit(QStringLiteral("1 PFLOP/s")), QStringLiteral("PFLOP/s"));
    EXPECT_EQ(tickUnit(QStringLiteral("10,000 h")), QStringLiteral("h"));
    EXPECT_EQ(tickUnit(QStringLiteral("100×")), QStringLiteral("×"));
    EXPECT_EQ(tickUnit(QStringLiteral("1,024")), QString());
    EXPECT_EQ(titleUnits(QStringLiteral("Attainable (TFLOP/s)")),
              QStringList{QStringLiteral("TFLOP/s")});
    EXPECT_EQ(titleUnits(QStringLiteral("seconds (log)")), QStringList{QStringLiteral("seconds")});
    EXPECT_EQ(titleUnits(QStringLiteral("AllReduce 时间（秒）")),
              QStringList{QStringLiteral("秒")});
    EXPECT_TRUE(titleUnits(QStringLiteral("Attainable performance")).isEmpty());
    EXPECT_TRUE(titleUnits(QStringLiteral("Cluster MTBF")).isEmpty());
}

TEST_F(Window, NoAxisTitleNamesAUnitOtherThanItsTickLabels)
{
    // Roofline y, speedup, MTBF, checkpoint interval, message size, two AllReduce times, the
    // bandwidth and time bars.
    EXPECT_GE(checkAxisTitles(window.get(), "N = 1,024"), 9);
    type(window->fleetPanel()->clusterSize(), QStringLiteral("200000"));
    checkAxisTitles(window.get(), "N = 200,000");
}

TEST_F(ChineseWindow, NoAxisTitleNamesAUnitOtherThanItsTickLabels)
{
    window->resize(1280, 720);
    QCoreApplication::processEvents();
    EXPECT_GE(checkAxisTitles(window.get(), "zh_CN"), 9);
    auto *roofline = window->view(QStringLiteral("roofline"))
                         ->findChild<PlotView *>(QStringLiteral("rooflinePlot"));
    ASSERT_NE(roofline, nullptr);
    EXPECT_EQ(roofline->chart()->axes(Qt::Vertical).value(0)->titleText(),
              QStringLiteral("可达性能"));
}

TEST(LogAxisTicks, WholePowersOfTheBaseInsideTheRange)
{
    auto expectTicks = [](const std::vector<double> &got, const std::vector<double> &want) {
        ASSERT_EQ(got.size(), want.size());
        for (size_t i = 0; i < got.size(); ++i)
            EXPECT_NEAR(got[i], want[i], want[i] * 1e-12);
    };
    expectTicks(logAxisTicks(1e-5, 1e-2, 10), {1e-5, 1e-4, 1e-3, 1e-2});
    expectTicks(logAxisTicks(1, 1e5, 100), {1, 100, 1e4});
    expectTicks(logAxisTicks(0.5, 2e3, 10), {1, 10, 100, 1e3});
    EXPECT_TRUE(logAxisTicks(0, 10, 10).empty());
    EXPECT_TRUE(logAxisTicks(10, 1, 10).empty());
}

} // namespace
} // namespace fleet
