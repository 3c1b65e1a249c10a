// The design-review command line on the built binary: --compare (JSON and the Markdown review
// table), --sensitivity and --export-report (PDF pages and the Markdown report), with the same
// error rules as --evaluate: one line on stderr, exit 2, nothing on stdout, no file written.
#include "../qtprinters.h"
#include "explorerprocess.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using fleet::test::data;
using fleet::test::ProcessRun;
using fleet::test::runExplorer;

const QString kH100 = data("review-h100-ndr.json");
const QString kB200 = data("review-b200-xdr.json");

QJsonObject json(const ProcessRun &r)
{
    EXPECT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.constData();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << r.out.left(400).constData();
    return doc.object();
}

double at(const QJsonObject &results, const char *section, const char *key)
{
    const QJsonValue v = results[QString::fromLatin1(section)].toObject()[QString::fromLatin1(key)];
    EXPECT_TRUE(v.isDouble()) << section << "." << key;
    return v.toDouble();
}

/// One line of a bad-input run: exit 2, nothing on stdout, exactly one line on stderr.
void expectOneLineError(const ProcessRun &r, const QString &expected)
{
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.constData();
    const QString err = QString::fromUtf8(r.err);
    EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
    EXPECT_TRUE(err.contains(expected)) << err.toStdString();
}

/// The cells of the Markdown table row whose first cell is `label`.
QStringList row(const QString &markdown, const QString &label)
{
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("| ") + label + QStringLiteral(" |"))) {
            QStringList cells = line.split(QStringLiteral(" | "));
            cells.first().remove(0, 2);
            cells.last().chop(2);
            return cells;
        }
    }
    return {};
}

TEST(Compare, JsonHoldsEachDesignsResultsAndTheirRelativeChanges)
{
    const QJsonObject h100 = json(runExplorer({QStringLiteral("--evaluate"), kH100}));
    const QJsonObject b200 = json(runExplorer({QStringLiteral("--evaluate"), kB200}));
    const QJsonObject c = json(runExplorer({QStringLiteral("--compare"), kH100, kB200}));
    const QJsonArray designs = c[QStringLiteral("designs")].toArray();
    ASSERT_EQ(designs.size(), 2);
    EXPECT_EQ(designs[0][QStringLiteral("name")].toString(),
              QStringLiteral("16,384 H100 on InfiniBand NDR (coupled)"));
    EXPECT_EQ(designs[1][QStringLiteral("file")].toString(), kB200);
    EXPECT_EQ(designs[0][QStringLiteral("results")].toObject(), h100);
    EXPECT_EQ(designs[1][QStringLiteral("results")].toObject(), b200);

    const QJsonObject deltas = c[QStringLiteral("deltas")].toObject();
    // By hand: IT = N · TDP + ⌈N / 8⌉ · host power (the coupled model's DGX figures):
    // 16,384 × 700 + 2,048 × 4,600 = 20,889,600 W; 8,192 × 1,000 + 1,024 × 6,300 = 14,643,200 W.
    EXPECT_DOUBLE_EQ(at(h100, "power", "it_load_w"), 20889600);
    EXPECT_DOUBLE_EQ(at(b200, "power", "it_load_w"), 14643200);
    const QJsonArray it = deltas[QStringLiteral("power.it_load_w")].toArray();
    ASSERT_EQ(it.size(), 2);
    EXPECT_EQ(it[0].toDouble(), 0);
    EXPECT_NEAR(it[1].toDouble(), 14643200.0 / 20889600.0 - 1, 1e-12); // −29.9 %
    // And one from the two --evaluate runs: the time to train.
    const double ta = at(h100, "run", "training_time_s"), tb = at(b200, "run", "training_time_s");
    EXPECT_NEAR(deltas[QStringLiteral("run.training_time_s")].toArray()[1].toDouble(),
                (tb - ta) / ta, 1e-12);
    // Every numeric result has its deltas; words and flags have none.
    int numeric = 0;
    for (const QString &section : h100.keys()) {
        const QJsonObject o = h100[section].toObject();
        for (const QString &key : o.keys()) {
            if (o[key].isDouble() || o[key].isNull()) {
                ++numeric;
                EXPECT_TRUE(deltas.contains(section + QLatin1Char('.') + key)) << key.toStdString();
            }
        }
    }
    EXPECT_EQ(deltas.size(), numeric);
    EXPECT_FALSE(deltas.contains(QStringLiteral("power.cooling_verdict")));
}

TEST(Compare, MarkdownTableMatchesTheJson)
{
    const QJsonObject c = json(runExplorer({QStringLiteral("--compare"), kH100, kB200}));
    const ProcessRun r = runExplorer({QStringLiteral("--compare"), QStringLiteral("--format"),
                                      QStringLiteral("markdown"), kH100, kB200});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    const QString md = QString::fromUtf8(r.out);
    EXPECT_TRUE(
        md.startsWith(QStringLiteral("| Metric | 16,384 H100 on InfiniBand NDR (coupled) | "
                                     "8,192 B200 on NVLink 5 + XDR (coupled) |\n|---|---|---|\n")))
        << md.toStdString();
    // Rack power: 4 × (8 × 700 W + 4,600 W) = 40.8 kW against 4 × (8 × 1 kW + 6.3 kW) = 57.2 kW.
    EXPECT_EQ(row(md, QStringLiteral("Rack power")),
              (QStringList{QStringLiteral("Rack power"), QStringLiteral("40.8 kW ✓ best"),
                           QStringLiteral("57.2 kW (+40.2 %)")}));
    EXPECT_EQ(row(md, QStringLiteral("Cooling")),
              (QStringList{QStringLiteral("Cooling"), QStringLiteral("Liquid cooling required"),
                           QStringLiteral("Liquid cooling required")}));
    // Time to train: the change in the second column is the JSON's delta, and the mark goes to
    // the shorter time.
    const QJsonArray designs = c[QStringLiteral("designs")].toArray();
    const double ta =
        at(designs[0][QStringLiteral("results")].toObject(), "run", "training_time_s");
    const double tb =
        at(designs[1][QStringLiteral("results")].toObject(), "run", "training_time_s");
    const double delta =
        c[QStringLiteral("deltas")][QStringLiteral("run.training_time_s")][1].toDouble();
    const QString change = (delta < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) +
                           QString::number(std::abs(delta) * 100, 'f', 1) + QStringLiteral(" %");
    const QStringList time = row(md, QStringLiteral("Time to train"));
    ASSERT_EQ(time.size(), 3) << md.toStdString();
    EXPECT_TRUE(time[2].contains(QStringLiteral("(") + change + QStringLiteral(")")))
        << time[2].toStdString();
    EXPECT_EQ(time[1].endsWith(QStringLiteral("✓ best")), ta < tb);
    EXPECT_EQ(time[2].endsWith(QStringLiteral("✓ best")), tb < ta);
    EXPECT_TRUE(
        md.contains(QStringLiteral("Changes in brackets are relative to the first design.")));
}

TEST(Compare, BadInputIsOneLineAndNothingOnStdout)
{
    const QString bad = data("bad-unknown-key.json");
    expectOneLineError(
        runExplorer({QStringLiteral("--compare"), kH100, bad}),
        QStringLiteral("fleet-explorer: ") + bad +
            QStringLiteral(": cluster.acelerators: unknown key (did you mean \"accelerators\"?)"));
    expectOneLineError(runExplorer({QStringLiteral("--compare"), kH100}),
                       QStringLiteral("--compare needs two or more scenario files, got 1"));
    expectOneLineError(runExplorer({QStringLiteral("--compare"), QStringLiteral("--format"),
                                    QStringLiteral("html"), kH100, kB200}),
                       QStringLiteral("--format: \"html\" is not json or markdown"));
    expectOneLineError(
        runExplorer({QStringLiteral("--evaluate"), kH100, QStringLiteral("--format"),
                     QStringLiteral("markdown")}),
        QStringLiteral(
            "--format applies to --compare, --sensitivity, --plan, --sweep and --field"));
}

TEST(Sensitivity, ItLoadIsMovedMostByTdpThenClusterSize)
{
    // 1,024 × 700 W = 716.8 kW; TDP ± 10 % moves it by 71,680 W, the cluster size (922 and
    // 1,126 accelerators) by 71,400 W; nothing else moves it.
    const QJsonObject s =
        json(runExplorer({QStringLiteral("--sensitivity"), QStringLiteral("power.it_load_w"),
                          data("seed-compound-1024.json")}));
    EXPECT_EQ(s[QStringLiteral("output")].toString(), QStringLiteral("power.it_load_w"));
    EXPECT_EQ(s[QStringLiteral("base")].toDouble(), 716800);
    const QJsonArray inputs = s[QStringLiteral("inputs")].toArray();
    ASSERT_GE(inputs.size(), 40);
    EXPECT_EQ(inputs[0][QStringLiteral("input")].toString(), QStringLiteral("hardware.tdp_w"));
    EXPECT_NEAR(inputs[0][QStringLiteral("effect")].toDouble(), 71680, 1e-6);
    EXPECT_EQ(inputs[1][QStringLiteral("input")].toString(),
              QStringLiteral("cluster.accelerators"));
    EXPECT_EQ(inputs[1][QStringLiteral("down")][QStringLiteral("input")].toDouble(), 922);
    EXPECT_EQ(inputs[1][QStringLiteral("up")][QStringLiteral("output")].toDouble(), 1126 * 700.0);
    EXPECT_EQ(inputs[2][QStringLiteral("effect")].toDouble(), 0);

    const ProcessRun md = runExplorer(
        {QStringLiteral("--sensitivity"), QStringLiteral("power.it_load_w"),
         QStringLiteral("--format"), QStringLiteral("markdown"), data("seed-compound-1024.json")});
    ASSERT_EQ(md.exitCode, 0) << md.err.constData();
    const QString text = QString::fromUtf8(md.out);
    EXPECT_EQ(row(text, QStringLiteral("TDP (hardware.tdp_w)")),
              (QStringList{QStringLiteral("TDP (hardware.tdp_w)"), QStringLiteral("700 W"),
                           QStringLiteral("630 W → 645.1 kW"), QStringLiteral("770 W → 788.5 kW"),
                           QStringLiteral("71.68 kW (10.0 %)")}))
        << text.toStdString();
}

TEST(Sensitivity, UnknownOutputKeyIsOneLine)
{
    expectOneLineError(
        runExplorer({QStringLiteral("--sensitivity"), QStringLiteral("run.training_time"), kH100}),
        QStringLiteral("--sensitivity: \"run.training_time\" is not a numeric results "
                       "key (did you mean \"run.training_time_s\"?)"));
    expectOneLineError(
        runExplorer({QStringLiteral("--sensitivity"), QStringLiteral("run.training_time_s"),
                     data("bad-fraction.json")}),
        QStringLiteral("scaling.serial_fraction: 1.2 is out of range [0, 1]"));
}

/// Pages of a PDF: its "/Type /Page" objects (not "/Pages").
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return int(QString::fromLatin1(pdf).count(page));
}

QString pdfPageText(const QString &file, int page)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-layout"), file, QStringLiteral("-")});
    p.waitForFinished(60000);
    // The PDF's fonts set "fi" and "fl" as ligatures; compare plain letters.
    return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

/// The words of a PDF page with their heights in points (pdftotext -bbox): a word's box is its
/// font's height.
std::vector<std::pair<QString, double>> pdfPageWords(const QString &file, int page)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-bbox"), file, QStringLiteral("-")});
    p.waitForFinished(60000);
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"[0-9.]+\" yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" "
                       "yMax=\"([0-9.]+)\">([^<]*)</word>"));
    std::vector<std::pair<QString, double>> words;
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    for (auto it = word.globalMatch(out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // NFKC: the fonts set "fi" and "fl" as ligatures.
        words.emplace_back(m.captured(3).normalized(QString::NormalizationForm_KC),
                           m.captured(2).toDouble() - m.captured(1).toDouble());
    }
    return words;
}

TEST(ExportReport, PdfHasTheTablePagesThenOnePagePerViewAndTheMap)
{
    ASSERT_FALSE(QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        << "pdftotext (poppler-utils) is installed by scripts/setup";
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("review.pdf"));
    const ProcessRun r = runExplorer({QStringLiteral("--export-report"), out, kH100, kB200});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.isEmpty()) << r.err.constData();
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF-"));
    const int pages = pdfPages(bytes);
    const QStringList views = {QStringLiteral("Roofline"),      QStringLiteral("Scaling"),
                               QStringLiteral("Communication"), QStringLiteral("Reliability"),
                               QStringLiteral("Utilization"),   QStringLiteral("Power & cooling"),
                               QStringLiteral("Layout"),        QStringLiteral("Serving")};
    // The table pages come first; each view then has one page per design, headed by its name
    // and the design's; the map one page for both; the reference (the same for every design)
    // closes the report as tables of text.
    int tablePages = 0;
    while (tablePages < pages &&
           !pdfPageText(out, tablePages + 1).trimmed().startsWith(QStringLiteral("1. Roofline")))
        ++tablePages;
    ASSERT_GE(tablePages, 1) << pages;
    const int mapPage = tablePages + 2 * int(views.size()) + 1;
    ASSERT_LT(mapPage, pages) << "no reference pages";
    const QString first = pdfPageText(out, 1);
    EXPECT_TRUE(first.contains(QStringLiteral("Bottom line"))) << first.toStdString();
    EXPECT_TRUE(first.contains(QStringLiteral("✓ best")));
    // Page 1 says the review in one sentence before its tables.
    EXPECT_TRUE(first.simplified().contains(QStringLiteral("ranked rows"))) << first.toStdString();
    for (int p = 1; p <= pages; ++p) {
        const QString text = pdfPageText(out, p);
        EXPECT_TRUE(text.contains(QStringLiteral("page %1 of %2").arg(p).arg(pages)))
            << "page " << p;
        // No widget around the charts: no picker, button or check box of a view or the map.
        for (const char *chrome : {"Links as bidirectional totals", "Apply this layout",
                                   "Output:", "Across (x):", "Pin as design", "Show the math"})
            EXPECT_FALSE(text.contains(QString::fromLatin1(chrome))) << chrome << " on " << p;
    }
    const QString names[] = {QStringLiteral("16,384 H100"), QStringLiteral("8,192 B200")};
    for (int i = 0; i < views.size(); ++i) {
        for (int d = 0; d < 2; ++d) {
            const int page = tablePages + 1 + 2 * i + d;
            const QString text = pdfPageText(out, page).simplified();
            EXPECT_TRUE(
                text.startsWith(QStringLiteral("%1. %2 %3").arg(i + 1).arg(views[i], names[d])))
                << "page " << page << ":\n"
                << text.left(300).toStdString();
            // The readouts of both designs under the first design's charts.
            EXPECT_EQ(text.contains(QStringLiteral("Readouts")), d == 0) << page;
        }
    }
    // Chart text is no smaller than the body text: on the reliability page, every word of the
    // charts (between the design's caption and "Readouts") is at least the caption's height.
    {
        const auto words = pdfPageWords(out, tablePages + 1 + 2 * 3);
        double caption = 0, smallest = 1e9;
        bool inCharts = false;
        int chartWords = 0;
        for (const auto &[text, height] : words) {
            if (text == QLatin1String("InfiniBand") && caption == 0) {
                caption = height;
                inCharts = true;
                continue;
            }
            if (text == QLatin1String("Readouts"))
                break;
            if (inCharts && caption > 0 && text != QLatin1String("(coupled)")) {
                smallest = std::min(smallest, height);
                ++chartWords;
            }
        }
        ASSERT_GT(caption, 0);
        EXPECT_GT(chartWords, 30);
        EXPECT_GE(smallest, 0.95 * caption)
            << smallest << " pt under a " << caption << " pt caption";
    }
    // The map's page says what it shows, for each design, from its fine grid, once.
    const QString map = pdfPageText(out, mapPage).simplified();
    EXPECT_TRUE(map.startsWith(QStringLiteral("9. Trade-off map"))) << map.toStdString();
    EXPECT_TRUE(map.contains(QStringLiteral("colour is Time to train over"))) << map.toStdString();
    EXPECT_EQ(map.count(QStringLiteral("the dot is the design")), 2) << map.toStdString();
    EXPECT_TRUE(map.contains(QStringLiteral("64 × 64 points")));
    EXPECT_TRUE(map.contains(QStringLiteral("Cluster size, accelerators (log scale)")));
    EXPECT_TRUE(map.contains(QStringLiteral("MFU (linear scale)")));
    // The reference: the appendix's tables and the field data as text (words a screenshot of
    // the view would not give pdftotext), after the views.
    QString reference;
    for (int p = mapPage + 1; p <= pages; ++p)
        reference += pdfPageText(out, p);
    EXPECT_TRUE(reference.trimmed().startsWith(QStringLiteral("10. Reference")))
        << reference.left(300).toStdString();
    for (const char *needle :
         {"The three system paradigms", "✓ agrees", "Cluster MTBF",
          "Field data: published measurements beside the model", "Measured ÷", "Dubey et al."})
        EXPECT_TRUE(reference.contains(QString::fromUtf8(needle))) << needle;
    // The summary tables name what differs.
    QString tables;
    for (int p = 1; p <= tablePages; ++p)
        tables += pdfPageText(out, p);
    for (const char *needle : {"What differs", "Model flags", "The math", "Verdicts"})
        EXPECT_TRUE(tables.contains(QString::fromLatin1(needle))) << needle;
}

TEST(PinnedFiles, AScreenshotOfTwoFilesShowsTheirComparison)
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("compare.png"));
    ProcessRun r = runExplorer({QStringLiteral("--screenshot"), png, QStringLiteral("--size"),
                                QStringLiteral("1280x720"), kH100, kB200});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_EQ(QImage(png).size(), QSize(1280, 720));
    // A bad file among them: one line naming it, exit 2, no image.
    const QString bad = dir.filePath(QStringLiteral("bad.png"));
    r = runExplorer({QStringLiteral("--screenshot"), bad, kH100,
                     QStringLiteral(FLEET_TEST_DATA "/bad-unknown-key.json")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("bad-unknown-key.json")) << r.err.constData();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.constData();
    EXPECT_FALSE(QFile::exists(bad));
    // Five files are more designs than the comparison holds.
    r = runExplorer({QStringLiteral("--screenshot"), bad, kH100, kB200, kH100, kB200, kH100});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("expected at most one scenario file (four for the window's "
                               "comparison), got 5"))
        << r.err.constData();
    // --evaluate still takes one file.
    r = runExplorer({QStringLiteral("--evaluate"), kH100, kB200});
    EXPECT_EQ(r.exitCode, 2);
}

TEST(ExportReport, MarkdownReportHoldsTheCompareTable)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("review.md"));
    const ProcessRun r = runExplorer({QStringLiteral("--export-report"), out, kH100, kB200});
    ASSERT_EQ(r.exitCode, 0) << r.err.constData();
    EXPECT_TRUE(r.out.isEmpty());
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    const ProcessRun table = runExplorer({QStringLiteral("--compare"), QStringLiteral("--format"),
                                          QStringLiteral("markdown"), kH100, kB200});
    ASSERT_EQ(table.exitCode, 0);
    // The heading, the review in one sentence, then the same table as --compare prints.
    const qsizetype heading = md.indexOf(QStringLiteral("## Bottom line\n\n"));
    ASSERT_GE(heading, 0);
    const QString sentence = md.mid(heading + 16).section(QStringLiteral("\n\n"), 0, 0);
    EXPECT_TRUE(sentence.contains(QStringLiteral(" is best on ")) &&
                sentence.contains(QStringLiteral(" ranked rows")))
        << sentence.toStdString();
    EXPECT_TRUE(md.contains(sentence + QStringLiteral("\n\n") + QString::fromUtf8(table.out)))
        << md.left(2000).toStdString();
    // The reference closes it, as text.
    EXPECT_TRUE(
        md.contains(QStringLiteral("## Field data: published measurements beside the model")));
    EXPECT_TRUE(md.startsWith(QStringLiteral("# Design review\n")));
    EXPECT_TRUE(md.contains(QStringLiteral(
        "| Cluster size (cluster.accelerators) | 16,384 accelerators | 8,192 accelerators |")));
}

TEST(ExportReport, BadInputWritesNothing)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("review.md"));
    {
        QFile old(out);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("an earlier report");
    }
    const QString bad = data("bad-wrong-type.json");
    expectOneLineError(runExplorer({QStringLiteral("--export-report"), out, kH100, bad}),
                       QStringLiteral("fleet-explorer: ") + bad +
                           QStringLiteral(": facility.pue: expected a number, got a string"));
    QFile kept(out);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), QByteArray("an earlier report"));
    const QString pdf = dir.filePath(QStringLiteral("new.pdf"));
    expectOneLineError(runExplorer({QStringLiteral("--export-report"), pdf, bad}),
                       QStringLiteral("facility.pue: expected a number, got a string"));
    EXPECT_FALSE(QFile::exists(pdf));
    expectOneLineError(runExplorer({QStringLiteral("--export-report"),
                                    dir.filePath(QStringLiteral("r.txt")), kH100}),
                       QStringLiteral("must end in .pdf or .md"));
    expectOneLineError(runExplorer({QStringLiteral("--export-report"),
                                    dir.filePath(QStringLiteral("no/such/dir/r.md")), kH100}),
                       QStringLiteral("cannot write the report"));
}

} // namespace

namespace {

TEST(Sweep, OneCurvePerFileAsJsonAndCsv)
{
    const QJsonObject s = json(runExplorer(
        {QStringLiteral("--sweep"), QStringLiteral("communication.comm_compute_ratio"),
         QStringLiteral("cluster.accelerators"), QStringLiteral("1k"), QStringLiteral("16 384"),
         QStringLiteral("--points"), QStringLiteral("5"), kH100, kB200}));
    EXPECT_EQ(s[QStringLiteral("output")].toString(),
              QStringLiteral("communication.comm_compute_ratio"));
    EXPECT_TRUE(s[QStringLiteral("log")].toBool());
    const QJsonArray curves = s[QStringLiteral("curves")].toArray();
    ASSERT_EQ(curves.size(), 2);
    EXPECT_EQ(curves[0][QStringLiteral("file")].toString(), kH100);
    // Five log-spaced points from 1,000 ("1k" is read with its prefix) to 16,384 (blanks group
    // thousands): 1,000 · 16.384^(k/4) = 1,000, 2,011.9, 4,047.7, 8,143.6, 16,384 — rounded,
    // 2,012 is 251.5 nodes of 8: 252 nodes (2,016) are drawn and 2,012 before them, between
    // nodes; 4,048 and 8,144 are whole nodes.
    const QJsonArray points = curves[0][QStringLiteral("points")].toArray();
    ASSERT_EQ(points.size(), 6);
    EXPECT_EQ(points.first()[QStringLiteral("input")].toDouble(), 1000);
    EXPECT_EQ(points[1][QStringLiteral("input")].toDouble(), 2012);
    EXPECT_TRUE(points[1][QStringLiteral("between_nodes")].toBool());
    EXPECT_EQ(points[2][QStringLiteral("input")].toDouble(), 2016);
    EXPECT_FALSE(points[2][QStringLiteral("between_nodes")].toBool());
    EXPECT_EQ(points.last()[QStringLiteral("input")].toDouble(), 16384);
    // ρ there is the model's: --evaluate of the file gives the same at its own N (16,384).
    const QJsonObject h100 = json(runExplorer({QStringLiteral("--evaluate"), kH100}));
    bool found = false;
    for (const QJsonValue &p : points) {
        if (p[QStringLiteral("input")].toDouble() == 16384) {
            found = true;
            EXPECT_DOUBLE_EQ(p[QStringLiteral("value")].toDouble(),
                             at(h100, "communication", "comm_compute_ratio"));
        }
    }
    EXPECT_TRUE(found);
    EXPECT_EQ(s[QStringLiteral("thresholds")].toArray()[0][QStringLiteral("value")].toDouble(), 1);

    const ProcessRun csv = runExplorer(
        {QStringLiteral("--sweep"), QStringLiteral("run.training_time_s"),
         QStringLiteral("hardware.inter_node_bandwidth_bytes_per_s"), QStringLiteral("100 Gb/s"),
         QStringLiteral("400 GB/s"), QStringLiteral("--points"), QStringLiteral("4"),
         QStringLiteral("--format"), QStringLiteral("csv"), kH100});
    EXPECT_EQ(csv.exitCode, 0) << csv.err.constData();
    const QStringList lines =
        QString::fromUtf8(csv.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral(
        "design,file,hardware.inter_node_bandwidth_bytes_per_s,run.training_time_s")))
        << lines[0].toStdString();
    // 100 Gb/s is 12.5 GB/s: the first point, in B/s.
    EXPECT_TRUE(lines[1].contains(QStringLiteral(",12500000000,"))) << lines[1].toStdString();
}

TEST(Sweep, BadArgumentsAreOneLineErrors)
{
    const QString rho = QStringLiteral("communication.comm_compute_ratio");
    const QString n = QStringLiteral("cluster.accelerators");
    expectOneLineError(runExplorer({QStringLiteral("--sweep"), QStringLiteral("communication.rho"),
                                    n, QStringLiteral("8"), QStringLiteral("64"), kH100}),
                       QStringLiteral("is not a numeric results key"));
    expectOneLineError(
        runExplorer({QStringLiteral("--sweep"), rho, QStringLiteral("cluster.acelerators"),
                     QStringLiteral("8"), QStringLiteral("64"), kH100}),
        QStringLiteral("did you mean \"cluster.accelerators\"?"));
    expectOneLineError(runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("64"),
                                    QStringLiteral("8"), kH100}),
                       QStringLiteral("FROM (64) must be below TO (8)"));
    expectOneLineError(runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"),
                                    QStringLiteral("900000"), kH100}),
                       QStringLiteral("outside the range of cluster.accelerators"));
    expectOneLineError(runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"),
                                    QStringLiteral("64 GB/s"), kH100}),
                       QStringLiteral("--sweep TO"));
    expectOneLineError(
        runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"), QStringLiteral("64"),
                     QStringLiteral("--points"), QStringLiteral("1"), kH100}),
        QStringLiteral("--points"));
    expectOneLineError(
        runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"), QStringLiteral("64")}),
        QStringLiteral("--sweep needs OUTPUT_KEY INPUT_KEY FROM TO"));
    expectOneLineError(runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"),
                                    QStringLiteral("64"), data("bad-malformed.json")}),
                       QStringLiteral("bad-malformed.json"));
    expectOneLineError(
        runExplorer({QStringLiteral("--sweep"), rho, n, QStringLiteral("8"), QStringLiteral("64"),
                     QStringLiteral("--format"), QStringLiteral("markdown"), kH100}),
        QStringLiteral("is not json or csv"));
}

} // namespace
