// The painted pictures (NodeMap, SeatMap): on screen their repeated parts come from a cached
// pixmap, in an export they are drawn as vectors; both must show the same picture, and the
// cache must follow every change of what it shows.
#include "nodemap.h"
#include "seatmap.h"
#include "tablepicture.h"
#include "textfit.h"

#include <QApplication>
#include <QChart>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QTextLayout>

#include <gtest/gtest.h>

namespace fleet {
namespace {

constexpr QSize kSize(720, 300);

/// The widget as the screen shows it (its paintEvent, cache included).
QImage onScreen(QWidget &w)
{
    return w.grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

/// The picture drawn into an image (not a widget: no cache), at the widget's size and font.
QImage drawn(const PictureWidget &w)
{
    QImage image(w.size(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    w.paint(painter, QSizeF(w.size()), w.font());
    painter.end();
    return image;
}

/// Share of pixels whose colour differs by more than a little. One seat or cell drawn wrong is
/// about 0.3 % of these pictures.
double differing(const QImage &a, const QImage &b)
{
    EXPECT_EQ(a.size(), b.size());
    if (a.size() != b.size())
        return 1;
    qint64 count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            count += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) +
                         std::abs(p.blue() - q.blue()) >
                     90;
        }
    return double(count) / (double(a.width()) * a.height());
}

TEST(Pictures, TheSeatsOnScreenAreTheSeatsDrawnAndFollowTheFigures)
{
    SeatMap seats;
    seats.resize(kSize);
    const SeatMapFigures some{.arrivalRateRps = 20,
                              .latencyS = 3.17,
                              .concurrency = 20 * 3.17,
                              .seatsPerReplica = 32,
                              .replicas = 2,
                              .acceleratorsPerReplica = 4,
                              .targetUtilization = 1};
    seats.setFigures(some);
    const QImage first = onScreen(seats);
    EXPECT_LT(differing(first, drawn(seats)), 0.001);

    // Fewer requests in flight: fewer seats filled; the cached seats follow.
    SeatMapFigures fewer = some;
    fewer.arrivalRateRps = 5;
    fewer.concurrency = 5 * 3.17;
    seats.setFigures(fewer);
    const QImage second = onScreen(seats);
    EXPECT_GT(differing(first, second), 0.002);
    EXPECT_LT(differing(second, drawn(seats)), 0.001);

    // Back: the same picture as the first.
    seats.setFigures(some);
    EXPECT_LT(differing(onScreen(seats), first), 0.001);

    // Concealed: one empty box, no filled seat, whatever was cached.
    seats.setConcealed(true);
    EXPECT_LT(differing(onScreen(seats), drawn(seats)), 0.001);
}

TEST(Pictures, ABatchOfOneSeatsEachRequestAndSaysSeatInTheSingular)
{
    // littles-law step 4, B = 1: 57.52 requests in flight in 58 replicas of one seat. The sum
    // said "58 replicas of 1 seats", and each seat (0.99 of a request) was drawn empty.
    SeatMap seats;
    seats.resize(kSize);
    const SeatMapFigures one{.arrivalRateRps = 20,
                             .latencyS = 2.876,
                             .concurrency = 57.52,
                             .seatsPerReplica = 1,
                             .replicas = 58,
                             .acceleratorsPerReplica = 4,
                             .targetUtilization = 1};
    seats.setFigures(one);
    EXPECT_TRUE(seats.sumText().contains(QStringLiteral(" of 1 seat (")))
        << seats.sumText().toStdString();
    seats.setConcealed(SeatMap::Concealed::Load);
    EXPECT_TRUE(seats.sumText().contains(QStringLiteral(" of 1 seat (")))
        << seats.sumText().toStdString();
    EXPECT_EQ(seats.dotsFilled(), 0);
    seats.setConcealed(SeatMap::Concealed::Nothing);
    EXPECT_EQ(seats.dotsFilled(), 1); // 0.99 of a request in each one-seat replica
    const QImage shown = onScreen(seats);
    EXPECT_LT(differing(shown, drawn(seats)), 0.001);
    SeatMapFigures idle = one;
    idle.concurrency = 5.8; // a tenth of each seat: none filled
    seats.setFigures(idle);
    EXPECT_EQ(seats.dotsFilled(), 0);
    seats.setFigures(one);
    SeatMapFigures two = one;
    two.seatsPerReplica = 32;
    seats.setFigures(two);
    EXPECT_TRUE(seats.sumText().contains(QStringLiteral("of 32 seats")))
        << seats.sumText().toStdString();
}

TEST(Pictures, TheSeatMapsBoxesKeepTheirSizeAtTheReveal)
{
    // littles-law step 3: with the load concealed the sum under the boxes is one line; revealed
    // ("λ × T = Q: 20 requests/s × 3.471 s = 69.42 in flight → …") it is two, and the boxes
    // lost a line's height at the reveal, their seats reflowing from 13 to 14 a row. The sum
    // keeps the revealed one's room from the start.
    SeatMap seats;
    seats.setFigures({.arrivalRateRps = 20,
                      .latencyS = 3.471,
                      .concurrency = 69.42,
                      .seatsPerReplica = 64,
                      .replicas = 2,
                      .acceleratorsPerReplica = 4,
                      .targetUtilization = 1});
    seats.resize(600, 210);
    seats.setConcealed(SeatMap::Concealed::Load);
    seats.grab();
    const QSizeF concealed = seats.boxDrawn();
    ASSERT_FALSE(concealed.isEmpty());
    seats.setConcealed(SeatMap::Concealed::Nothing);
    seats.grab();
    EXPECT_EQ(seats.boxDrawn(), concealed);
}

TEST(Pictures, TheNodesOnScreenAreTheNodesDrawnAndFollowTheLayout)
{
    NodeMap nodes;
    nodes.resize(kSize);
    nodes.setLayoutToShow(
        {.acceleratorsPerNode = 8, .accelerators = 512, .tensor = 8, .pipeline = 2, .data = 32});
    const QImage first = onScreen(nodes);
    EXPECT_LT(differing(first, drawn(nodes)), 0.001);

    // t = 16 crosses the node: the cells and outlines change, so does the cached picture.
    nodes.setLayoutToShow(
        {.acceleratorsPerNode = 8, .accelerators = 512, .tensor = 16, .pipeline = 2, .data = 16});
    const QImage crossing = onScreen(nodes);
    EXPECT_GT(differing(first, crossing), 0.002);
    EXPECT_LT(differing(crossing, drawn(nodes)), 0.001);

    // A larger font redraws the nodes at its size.
    nodes.setFontScale(1.4);
    EXPECT_LT(differing(onScreen(nodes), drawn(nodes)), 0.001);
}

/// The lines `text` wraps into at `width` px in the application's font, as a label lays it out.
QStringList wrappedLines(const QString &text, double width)
{
    QTextLayout layout(text, QApplication::font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << plainText(text.mid(line.textStart(), line.textLength()));
    }
    layout.endLayout();
    return lines;
}

TEST(ChineseWrapping, TermsAndNumbersStayWholeWhereALabelWraps)
{
    // "每个格子是一个加速|器" broke inside the word under the node map: at every width, no line
    // of the joined text ends inside a term or between a number and its measure word.
    const QString text = QStringLiteral(
        "每个方框是一个含 8 个加速器的节点；每个格子是一个加速器，标有其流水线级（S1…S8）；"
        "每个轮廓是一个张量组（t = 1）。从 8,472 个加速器到 102,400 个加速器。");
    const QString joined = keepTermsWhole(text);
    EXPECT_EQ(plainText(joined), text); // the same words
    EXPECT_EQ(keepTermsWhole(QStringLiteral("an accelerator of 8 nodes")),
              QStringLiteral("an accelerator of 8 nodes")); // English as it is
    int wrapped = 0;
    for (double width = 60; width < 600; width += 9) {
        const QStringList lines = wrappedLines(joined, width);
        wrapped += lines.size() > 1;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const QString end = lines[i].trimmed(), next = lines[i + 1];
            for (const QString &term : {QStringLiteral("加速器"), QStringLiteral("节点"),
                                        QStringLiteral("流水线"), QStringLiteral("张量组")}) {
                for (qsizetype cut = 1; cut < term.size(); ++cut)
                    EXPECT_FALSE(end.endsWith(term.left(cut)) && next.startsWith(term.mid(cut)))
                        << width << ": " << lines.join(QLatin1Char('|')).toStdString();
            }
            EXPECT_FALSE(end.back().isDigit() && next.startsWith(QStringLiteral("个")))
                << width << ": " << lines.join(QLatin1Char('|')).toStdString();
        }
    }
    EXPECT_GT(wrapped, 30);
    // Sentences join with a space in English, none after Chinese full-width punctuation.
    EXPECT_EQ(
        joinSentences({QStringLiteral("Crosses at 4,013."), QString(), QStringLiteral("Shaded.")}),
        QStringLiteral("Crosses at 4,013. Shaded."));
    EXPECT_EQ(joinSentences({QStringLiteral("曲线：A。"), QStringLiteral("阴影：η 为外推。")}),
              QStringLiteral("曲线：A。阴影：η 为外推。"));
    // Without the joins the same layout does break inside them (what the test guards against).
    bool broke = false;
    for (double width = 60; width < 600 && !broke; width += 9) {
        const QStringList lines = wrappedLines(text, width);
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            broke = broke || (lines[i].endsWith(QStringLiteral("加速")) &&
                              lines[i + 1].startsWith(QStringLiteral("器")));
    }
    EXPECT_TRUE(broke);
}

/// The places where `lines` (a text wrapped) break inside one of `pieces`: "end|start" for a
/// piece that ends one line and starts the next.
QStringList breaksInside(const QStringList &lines, const QStringList &pieces)
{
    QStringList out;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QString end = lines[i].trimmed(), next = lines[i + 1].trimmed();
        for (const QString &piece : pieces) {
            for (qsizetype cut = 1; cut < piece.size(); ++cut) {
                const QString left = piece.left(cut).trimmed(), right = piece.mid(cut).trimmed();
                if (!left.isEmpty() && !right.isEmpty() && end.endsWith(left) &&
                    next.startsWith(right))
                    out << end.right(8) + QLatin1Char('|') + next.left(8);
            }
        }
    }
    return out;
}

TEST(ChineseWrapping, LessonWordsAndUnitsStayWholeWhereTheBarWraps)
{
    // Seen in the lesson bar at 1280 × 720: "才能用/满", "激/活", "序/列", "运/算", "输/出",
    // "加/速器", "时/间", "最/先", and a number split from its unit ("50 / GB/s", "17.4 / s",
    // "2.88 / GB."). At every width no line of the joined text breaks inside one of them.
    const QString chinese = QStringLiteral(
        "要多少块 GPU 才能用满这条链路：激活随序列变长，每次运算的输出都经加速器写回，时间最先"
        "耗在通信上。节点之间每方向 50 GB/s，每步 17.4 s，激活 2.88 GB，约 9 × 的断崖，每 3.1 h "
        "一次故障，利用率 100 "
        "%。每字节复用更高的浮点运算，而不是数据并行的通信量；比纵向扩展链路慢，"
        "→ 232 个加速器，每个单元格是一个张量组。");
    const QString english = QStringLiteral(
        "Between nodes each port carries 50 GB/s per direction; one step takes 17.4 s and the "
        "activations need 2.88 GB. NVLink is about 9 × faster, a failure comes every 3.1 h at "
        "100 % load, decode runs at 208.6 tokens/s, and each outline is a tensor group (t = 8) "
        "of stages (S1…S8) in a replica of size t · p = 16 with an efficiency S / N.");
    const QStringList words{
        QStringLiteral("用满"),         QStringLiteral("激活"),      QStringLiteral("序列"),
        QStringLiteral("运算"),         QStringLiteral("输出"),      QStringLiteral("加速器"),
        QStringLiteral("时间"),         QStringLiteral("最先"),      QStringLiteral("每步"),
        QStringLiteral("每字节"),       QStringLiteral("复用"),      QStringLiteral("浮点运算"),
        QStringLiteral("而不是"),       QStringLiteral("通信量"),    QStringLiteral("纵向扩展"),
        QStringLiteral("232 个加速器"), QStringLiteral("一个张量组")};
    const QStringList units{QStringLiteral("50 GB/s"),        QStringLiteral("17.4 s"),
                            QStringLiteral("2.88 GB"),        QStringLiteral("9 ×"),
                            QStringLiteral("3.1 h"),          QStringLiteral("100 %"),
                            QStringLiteral("208.6 tokens/s"), QStringLiteral("t = 8"),
                            QStringLiteral("S1…S8"),          QStringLiteral("t · p = 16"),
                            QStringLiteral("S / N")};
    for (const QString &text : {chinese, english}) {
        const QString joined = keepTermsWhole(text);
        EXPECT_EQ(plainText(joined), text); // the same words
        int wrapped = 0;
        for (double width = 60; width < 900; width += 7) {
            const QStringList lines = wrappedLines(joined, width);
            wrapped += lines.size() > 1;
            const QStringList cut = breaksInside(lines, words + units);
            EXPECT_TRUE(cut.isEmpty())
                << width << ": " << cut.join(QStringLiteral(", ")).toStdString();
        }
        EXPECT_GT(wrapped, 60);
    }
    // The units and words themselves: a no-break space, a word joiner.
    const QString joined = keepTermsWhole(english);
    for (const QString &kept :
         {QStringLiteral("50\u00a0GB/\u2060s"), QStringLiteral("17.4\u00a0s"),
          QStringLiteral("2.88\u00a0GB"), QStringLiteral("9\u00a0×"), QStringLiteral("3.1\u00a0h"),
          QStringLiteral("100\u00a0%"), QStringLiteral("208.6\u00a0tokens/\u2060s"),
          QStringLiteral("t\u00a0=\u00a08")})
        EXPECT_TRUE(joined.contains(kept)) << kept.toStdString();
    // A word that is no unit stays as it was: "8 seats", "an accelerator of 8 nodes".
    EXPECT_EQ(keepTermsWhole(QStringLiteral("58 replicas of 8 seats")),
              QStringLiteral("58 replicas of 8 seats"));
    // Without the joins the same texts do break inside them (what the test guards against).
    for (const QString &text : {chinese, english}) {
        QStringList cut;
        for (double width = 60; width < 900; width += 7)
            cut += breaksInside(wrappedLines(text, width), words + units);
        EXPECT_FALSE(cut.isEmpty());
    }
}

TEST(ChineseWrapping, AChartTitleWrapsBetweenWordsNeverBetweenASymbolAndItsValue)
{
    // littles-law's "Latency vs batch: B | = 32 (set by hand)" on a projector: the title wraps
    // at a plain space, never inside "B = 32"; chartTitle() reads it plain.
    const QString title = QStringLiteral("Latency vs batch: B = 32 (set by hand)");
    int wrapped = 0;
    for (int width = 200; width <= 420; width += 10) {
        QChart chart;
        chart.resize(width, 240);
        fitChartTexts(&chart, title);
        const QString shown = chartTitle(&chart);
        EXPECT_EQ(QString(shown).replace(QStringLiteral("<br>"), QStringLiteral(" ")), title)
            << width;
        wrapped += shown.contains(QStringLiteral("<br>"));
        for (const QString &line : shown.split(QStringLiteral("<br>"))) {
            EXPECT_FALSE(line.endsWith(QStringLiteral(" B")) || line.startsWith(QLatin1Char('=')))
                << width << ": " << shown.toStdString();
        }
    }
    EXPECT_GT(wrapped, 0);
}

TEST(ChineseWrapping, ACategoryTooNarrowBreaksBetweenWordsNotInsideOne)
{
    // Where no phrase ends, a Chinese label too wide for its line breaks between two words
    // ("本场景的 / 机柜功率"), not where the width runs out ("本场景的机 / 柜功率").
    QFont font = QApplication::font();
    font.setPointSizeF(12);
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(QStringLiteral("本场景的机")) + 1;
    EXPECT_EQ(wrapLines(QStringLiteral("本场景的机柜功率"), font, width),
              QStringLiteral("本场景的<br>机柜功率"));
    const double narrow = metrics.horizontalAdvance(QStringLiteral("本场")) + 1;
    EXPECT_EQ(wrapLines(QStringLiteral("本场景"), font,
                        narrow + metrics.horizontalAdvance(QStringLiteral("景")) / 2),
              QStringLiteral("本场<br>景")); // a word wider than the line still breaks
    // Room for 本场景 and half of 的: the words stay whole.
    EXPECT_EQ(wrapLines(QStringLiteral("本场景机柜"), font,
                        metrics.horizontalAdvance(QStringLiteral("本场景机")) + 1),
              QStringLiteral("本场景<br>机柜"));
}

TEST(Pictures, ATablePictureFitsItsTablesToTheArea)
{
    // The tables shrink to fit a picture shorter than they are, never below half size, and
    // draw the same at every size (no text outside the area).
    TablePicture picture;
    TablePicture::Table t{
        .title = QStringLiteral("Bottom line"),
        .headers = {QStringLiteral("Metric"), QStringLiteral("A"), QStringLiteral("B")},
        .rows = {},
        .note = QStringLiteral("✓ best marks the better value.")};
    for (int r = 0; r < 20; ++r)
        t.rows.push_back({QStringLiteral("Row %1").arg(r),
                          {{QStringLiteral("10.8 h (−50.5 %)"), r % 2 == 0},
                           {QStringLiteral("21.9 h"), false}}});
    picture.setTables({t});
    QFont base = QApplication::font();
    base.setPointSizeF(base.pointSizeF() * 1.4);
    const TablePicture::Fit tall = picture.fit(QSizeF(1280, 2000), base);
    EXPECT_DOUBLE_EQ(tall.scale, 1.0);
    const TablePicture::Fit slide = picture.fit(QSizeF(1280, 600), base);
    EXPECT_LT(slide.scale, 1.0);
    EXPECT_LE(slide.height, 600);
    EXPECT_GE(slide.scale, 0.5);
    EXPECT_GT(slide.height, 600 * 0.8); // as large as fits, not smaller
    QImage image(1280, 600, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    picture.paint(painter, QSizeF(1280, 600), base);
    painter.end();
    // Ink in the last rows' band: the table reached the foot of the area it was given.
    int inked = 0;
    for (int y = int(slide.height * 0.8); y < int(slide.height) - 4; ++y)
        for (int x = 0; x < 1280; x += 2)
            inked += qGray(image.pixel(x, y)) < 128;
    EXPECT_GT(inked, 50);
    EXPECT_GT(picture.sizeHint().width(), 200);
}

} // namespace
} // namespace fleet
