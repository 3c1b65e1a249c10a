// wrapToWidth and fitChartTexts (textfit.h).
#include "textfit.h"

#include "palette.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsTextItem>
#include <QHash>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

/// `text` with a word joiner (U+2060) between each two Chinese characters, except after a
/// closing punctuation mark: Chinese has no spaces, and a line may break between any two of its
/// characters — inside a word ("当 / 前 N"). A legend entry's Chinese then breaks only where a
/// phrase ends.
QString joinChineseWords(const QString &text)
{
    static const QString closing = QStringLiteral("，、；：。！？）」》");
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && text[i - 1].unicode() >= 0x2e80 && text[i].unicode() >= 0x2e80 &&
            !closing.contains(text[i - 1]))
            out += QChar(0x2060);
        out += text[i];
    }
    return out;
}

/// The property of an axis that keeps its title as given, before any wrapping.
constexpr char kFullTitle[] = "fleetFullTitle";

/// The width of the widest line of a label that may hold "<br>".
double lineWidth(const QFontMetricsF &metrics, const QString &text)
{
    double widest = 0;
    for (const QString &line : text.split(QStringLiteral("<br>")))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

QString fullLabel(QLegendMarker *marker)
{
    if (auto *bar = qobject_cast<QBarLegendMarker *>(marker))
        return bar->barset()->label();
    return marker->series() ? marker->series()->name() : marker->label();
}

/// The data key of the text item that stands in for a bottom legend.
constexpr int kLegendKey = 0x4c47; // "LG"

/// A symbol for a legend entry in the colour and style of what it names: a bar or area "■",
/// points in their marker's shape ("●", "■", "▲", "★"), a line "━━" (dashed "╍╍", dotted
/// "┈┈"). The shapes tell points apart without their colour (the table's points from "At N").
QString legendSymbol(QLegendMarker *marker)
{
    QColor colour;
    QString symbol = QStringLiteral("■");
    if (auto *bar = qobject_cast<QBarLegendMarker *>(marker)) {
        colour = bar->barset()->color();
    } else if (auto *points = qobject_cast<QScatterSeries *>(marker->series())) {
        colour = points->color();
        switch (points->markerShape()) {
        case QScatterSeries::MarkerShapeRectangle:
            symbol = QStringLiteral("■");
            break;
        case QScatterSeries::MarkerShapeTriangle:
            symbol = QStringLiteral("▲");
            break;
        case QScatterSeries::MarkerShapeStar:
            symbol = QStringLiteral("★");
            break;
        case QScatterSeries::MarkerShapeRotatedRectangle:
            symbol = QStringLiteral("◆");
            break;
        case QScatterSeries::MarkerShapePentagon:
            symbol = QStringLiteral("⬟"); // the roofline's training micro-batch drew a "●"
            break;
        default:
            symbol = QStringLiteral("●");
            break;
        }
    } else if (auto *area = qobject_cast<QAreaSeries *>(marker->series())) {
        colour = area->color();
    } else if (auto *line = qobject_cast<QXYSeries *>(marker->series())) {
        colour = line->pen().color();
        const Qt::PenStyle style = line->pen().style();
        symbol = style == Qt::SolidLine ? QStringLiteral("━━")
                 : style == Qt::DotLine ? QStringLiteral("┈┈")
                                        : QStringLiteral("╍╍");
    }
    colour.setAlpha(255); // a translucent band reads as its colour
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), symbol);
}

/// Replaces a bottom legend, which Qt Charts keeps on one row and cuts short, by a text item
/// that wraps its entries onto as many centred rows as `width` needs, with the chart's bottom
/// margin grown to hold it. An entry never breaks inside itself.
void placeWrappingLegend(QChart *chart, double width)
{
    QLegend *legend = chart->legend();
    legend->setVisible(false);
    QGraphicsTextItem *item = nullptr;
    for (QGraphicsItem *child : chart->childItems()) {
        if (child->data(kLegendKey).toBool())
            item = static_cast<QGraphicsTextItem *>(child);
    }
    if (!item) {
        item = new QGraphicsTextItem(chart);
        item->setData(kLegendKey, true);
        item->setAcceptedMouseButtons(Qt::NoButton);
        item->setAcceptHoverEvents(false);
        // Lines break between words only: the default also breaks inside a word that does not
        // fit a line ("HBM: t / otal").
        QTextOption option = item->document()->defaultTextOption();
        option.setWrapMode(QTextOption::WordWrap);
        item->document()->setDefaultTextOption(option);
    }
    const QFontMetricsF metrics(legend->font());
    QStringList entries;
    for (QLegendMarker *m : legend->markers()) {
        // (A marker of a hidden legend reads as hidden: ask its series.)
        if (m->series() &&
            (!(m->series()->isVisible() || m->series()->property(kKeptInLegend).toBool()) ||
             m->series()->property(kNotInLegend).toBool()))
            continue;
        // A bar set can stay out of the legend too (its category already names it).
        if (auto *bar = qobject_cast<QBarLegendMarker *>(m);
            bar && bar->barset() && bar->barset()->property(kNotInLegend).toBool())
            continue;
        // An entry stays on one line (its symbol with its words) when it fits the width; a
        // longer one wraps between its words rather than run past the chart's edge.
        const QString label = fullLabel(m);
        const bool oneLine = metrics.horizontalAdvance(QStringLiteral("■ ") + label) <= width;
        // One line: no break at its spaces, its hyphens or between its Chinese characters.
        // More: a unit's slash holds its word together ("Tokens/s" broke after "Tokens/": a
        // word joiner after it; a break at a space after it stays) and Chinese breaks only
        // where a phrase ends.
        QString text;
        if (oneLine) {
            text = keepWhole(label).toHtmlEscaped();
        } else {
            text = label.toHtmlEscaped();
            text.replace(QLatin1Char('/'), QStringLiteral("/&#8288;"));
            text = joinChineseWords(text);
        }
        if (oneLine)
            text.replace(QLatin1Char('-'), QChar(0x2011)); // non-breaking
        // A series hidden behind a question keeps its entry (the plot does not move at the
        // reveal) in grey: the class sees it is held back, not missing. A third of the way from
        // the text's colour to the chart's (the secondary text colour was too near the text's
        // to tell on a projector): 5:1 on white, WCAG AA still.
        if (m->series() && !m->series()->isVisible()) {
            const QColor from = colours().text, to = colours().chartBackground;
            const auto mix = [](int a, int b) { return a + (b - a) * 35 / 100; };
            const QColor grey(mix(from.red(), to.red()), mix(from.green(), to.green()),
                              mix(from.blue(), to.blue()));
            text = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(grey.name(), text);
        }
        entries << legendSymbol(m) + QStringLiteral("&nbsp;") + text;
    }
    QString html =
        QStringLiteral("<div align=\"center\" style=\"color:%1\">%2</div>")
            .arg(legend->labelColor().name(), entries.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
    const QString note = chart->property(kLegendNote).toString();
    if (!note.isEmpty())
        html += QStringLiteral("<div align=\"center\" style=\"color:%1\">%2</div>")
                    .arg(legend->labelColor().name(), note);
    if (item->font() != legend->font())
        item->setFont(legend->font());
    if (item->textWidth() != width)
        item->setTextWidth(width);
    if (item->toHtml() != html && item->data(kLegendKey + 1).toString() != html) {
        item->setHtml(html);
        item->setData(kLegendKey + 1, html);
    }
    const bool shown = !entries.isEmpty() || !note.isEmpty();
    item->setVisible(shown);
    const double height = shown ? item->boundingRect().height() : 0;
    QMargins margins = chart->margins();
    const int bottom = 6 + int(std::ceil(height));
    if (margins.bottom() != bottom) {
        margins.setBottom(bottom);
        chart->setMargins(margins);
    }
    const QPointF at((chart->size().width() - width) / 2, chart->size().height() - bottom);
    if (item->pos() != at)
        item->setPos(at);
}

} // namespace

bool isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x2e80 && u <= 0x9fff) || (u >= 0xf900 && u <= 0xfaff) ||
           (u >= 0xff00 && u <= 0xffef);
}

int lineHeight(const QFont &font, const QString &text)
{
    const bool chinese = std::any_of(text.begin(), text.end(), [](QChar c) { return isCjk(c); });
    static QHash<QString, int> heights; // by the font's key and the script
    const QString key = font.key() + (chinese ? QStringLiteral("|zh") : QStringLiteral("|en"));
    if (const auto it = heights.constFind(key); it != heights.constEnd())
        return it.value();
    // A Latin letter with a descender, and a Chinese character when the text has one: the line
    // is as tall as the tallest font it draws with.
    QTextLayout layout(chinese ? QStringLiteral("Mg\u6c49") : QStringLiteral("Mg"), font);
    layout.beginLayout();
    const QTextLine line = layout.createLine();
    layout.endLayout();
    const int height = std::max(QFontMetrics(font).lineSpacing(), int(std::ceil(line.height())));
    heights.insert(key, height);
    return height;
}

QString keepWhole(const QString &text)
{
    constexpr QChar kWordJoiner(0x2060);
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (i > 0 && text[i - 1] != QLatin1Char(' ') && c != QLatin1Char(' ') &&
            (isCjk(c) || isCjk(text[i - 1])))
            out += kWordJoiner;
        out += c == QLatin1Char(' ') ? QChar(0x00a0) : c;
    }
    return out;
}

namespace {

/// The appendix's and the interface's Chinese terms, and the common words of the lesson texts,
/// of more than one character: longest first, so a longer term is joined whole before a
/// shorter one inside it. A line may break between two of them, never inside one.
const QStringList &chineseTerms()
{
    static const QStringList terms = [] {
        QStringList t{
            // The field's terms.
            QStringLiteral("每节点加速器数"), QStringLiteral("利特尔法则"),
            QStringLiteral("数据并行"),       QStringLiteral("张量并行"),
            QStringLiteral("流水线级"),       QStringLiteral("有效吞吐"),
            QStringLiteral("算术强度"),       QStringLiteral("平均故障"),
            QStringLiteral("满节点"),         QStringLiteral("加速器"),
            QStringLiteral("检查点"),         QStringLiteral("张量组"),
            QStringLiteral("流水线"),         QStringLiteral("批大小"),
            QStringLiteral("优化器"),         QStringLiteral("空心点"),
            QStringLiteral("为什么"),         QStringLiteral("接下来"),
            QStringLiteral("本场景"),         QStringLiteral("重计算"),
            QStringLiteral("节点"),           QStringLiteral("集群"),
            QStringLiteral("机柜"),           QStringLiteral("副本"),
            QStringLiteral("张量"),           QStringLiteral("带宽"),
            QStringLiteral("延迟"),           QStringLiteral("链路"),
            QStringLiteral("网络"),           QStringLiteral("端口"),
            QStringLiteral("份额"),           QStringLiteral("故障"),
            QStringLiteral("功率"),           QStringLiteral("设计"),
            QStringLiteral("场景"),           QStringLiteral("最佳"),
            QStringLiteral("算力"),           QStringLiteral("通信"),
            QStringLiteral("计算"),           QStringLiteral("训练"),
            QStringLiteral("模型"),           QStringLiteral("参数"),
            QStringLiteral("内存"),           QStringLiteral("格子"),
            QStringLiteral("方框"),           QStringLiteral("轮廓"),
            QStringLiteral("交点"),           QStringLiteral("外推"),
            QStringLiteral("扩展"),           QStringLiteral("效率"),
            QStringLiteral("时间"),           QStringLiteral("阴影"),
            QStringLiteral("曲线"),           QStringLiteral("激活"),
            QStringLiteral("序列"),           QStringLiteral("运算"),
            QStringLiteral("输出"),           QStringLiteral("输入"),
            QStringLiteral("用满"),           QStringLiteral("最先"),
            QStringLiteral("才能"),           QStringLiteral("权重"),
            QStringLiteral("梯度"),           QStringLiteral("状态"),
            QStringLiteral("字节"),           QStringLiteral("批次"),
            QStringLiteral("微批"),           QStringLiteral("并行"),
            QStringLiteral("请求"),           QStringLiteral("解码"),
            QStringLiteral("预填充"),         QStringLiteral("缓存"),
            QStringLiteral("峰值"),           QStringLiteral("脊点"),
            QStringLiteral("顶线"),           QStringLiteral("内核"),
            QStringLiteral("浮点"),           QStringLiteral("风冷"),
            QStringLiteral("液冷"),           QStringLiteral("散热"),
            QStringLiteral("负载"),           QStringLiteral("设施"),
            QStringLiteral("能耗"),           QStringLiteral("耗电"),
            QStringLiteral("上限"),           QStringLiteral("下限"),
            QStringLiteral("限制"),           QStringLiteral("受限"),
            QStringLiteral("串行"),           QStringLiteral("作业"),
            QStringLiteral("规模"),           QStringLiteral("数据"),
            QStringLiteral("附录"),           QStringLiteral("实测"),
            QStringLiteral("有效"),           QStringLiteral("吞吐"),
            QStringLiteral("稠密"),           QStringLiteral("边界"),
            QStringLiteral("气泡"),           QStringLiteral("分片"),
            QStringLiteral("前向"),           QStringLiteral("反向"),
            QStringLiteral("传播"),           QStringLiteral("传输"),
            QStringLiteral("环形"),           QStringLiteral("树形"),
            QStringLiteral("分层"),           QStringLiteral("在途"),
            QStringLiteral("座位"),           QStringLiteral("席位"),
            QStringLiteral("每秒"),           QStringLiteral("小时"),
            QStringLiteral("分钟"),           QStringLiteral("概率"),
            QStringLiteral("间隔"),           QStringLiteral("失效"),
            QStringLiteral("中断"),           QStringLiteral("校准"),
            QStringLiteral("开销"),           QStringLiteral("比例"),
            QStringLiteral("增长"),           QStringLiteral("增加"),
            QStringLiteral("翻倍"),           QStringLiteral("生成"),
            QStringLiteral("处理"),           QStringLiteral("运行"),
            QStringLiteral("速度"),           QStringLiteral("算法"),
            QStringLiteral("断崖"),           QStringLiteral("预测"),
            QStringLiteral("答案"),           QStringLiteral("正确"),
            QStringLiteral("误差"),           QStringLiteral("以内"),
            QStringLiteral("需要"),           QStringLiteral("只有"),
            QStringLiteral("不是"),           QStringLiteral("还是"),
            QStringLiteral("现在"),           QStringLiteral("决定"),
            QStringLiteral("部分"),           QStringLiteral("其余"),
            QStringLiteral("整个"),           QStringLiteral("所有"),
            QStringLiteral("任何"),           QStringLiteral("无论"),
            QStringLiteral("几乎"),           QStringLiteral("所以"),
            QStringLiteral("因为"),           QStringLiteral("同样"),
            QStringLiteral("同时"),           QStringLiteral("之间"),
            QStringLiteral("哪里"),           QStringLiteral("多少"),
            QStringLiteral("什么"),           QStringLiteral("超过"),
            QStringLiteral("低于"),           QStringLiteral("高于"),
            QStringLiteral("小于"),           QStringLiteral("大于"),
            QStringLiteral("越过"),           QStringLiteral("跨过"),
            QStringLiteral("到达"),           QStringLiteral("达到"),
            QStringLiteral("保存"),           QStringLiteral("隐藏"),
            QStringLiteral("包含"),           QStringLiteral("完全"),
            QStringLiteral("平均"),           QStringLiteral("理想"),
            QStringLiteral("代价"),           QStringLiteral("换来"),
            QStringLiteral("可以"),           QStringLiteral("应当"),
            QStringLiteral("不变"),           QStringLiteral("方向"),
            QStringLiteral("大小"),           QStringLiteral("强度"),
            QStringLiteral("能量"),           QStringLiteral("两次"),
            QStringLiteral("一次"),           QStringLiteral("一遍"),
            QStringLiteral("锁定"),           QStringLiteral("步骤"),
            QStringLiteral("单位"),           QStringLiteral("提速"),
            QStringLiteral("加速"),           QStringLiteral("倍数"),
            QStringLiteral("每步"),           QStringLiteral("每块"),
            QStringLiteral("每个"),           QStringLiteral("每层"),
            QStringLiteral("每次"),           QStringLiteral("每条"),
            QStringLiteral("八分之一"),       QStringLiteral("四分之一"),
            QStringLiteral("五分之一"),       QStringLiteral("十分之一"),
            QStringLiteral("两倍"),           QStringLiteral("十倍"),
            QStringLiteral("浮点运算"),       QStringLiteral("每字节"),
            QStringLiteral("复用"),           QStringLiteral("通信量"),
            QStringLiteral("计算量"),         QStringLiteral("纵向扩展"),
            QStringLiteral("而不是"),         QStringLiteral("一个"),
        };
        std::stable_sort(t.begin(), t.end(),
                         [](const QString &a, const QString &b) { return a.size() > b.size(); });
        t.removeDuplicates();
        return t;
    }();
    return terms;
}

/// Per position of `text`, whether a line break before it falls inside one of the Chinese
/// terms (chineseTerms()).
std::vector<bool> insideTerm(const QString &text)
{
    std::vector<bool> inside(size_t(text.size()) + 1, false);
    for (const QString &term : chineseTerms()) {
        for (qsizetype at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
            for (qsizetype k = 1; k < term.size(); ++k)
                inside[size_t(at + k)] = true;
        }
    }
    return inside;
}

} // namespace

QString keepTermsWhole(const QString &text)
{
    constexpr QChar kWordJoiner(0x2060);
    const QString noBreakSpace(QChar(0x00a0));
    QString out = text;
    // A number stays with its unit, in any language: "50 GB/s", "17.4 s", "2.88 GB", "9 ×",
    // "100 %" (a unit is the whole of a Latin word: "8 seats" stays as it is).
    static const QRegularExpression numberUnit(QStringLiteral(
        "(?<=\\d) (?=(?:[kMGTPE]?FLOP(?:/s|/byte|/token|s)?|[kMGTP]?i?B(?:/s)?|[kMGT]?b/s|"
        "[kMGT]?bps|[kMGT]?Wh?|[kMG]?J|[kMG]?Hz|[mµμn]?s|min|h|days?|pp|°C|"
        "tokens?(?:/s)?|×|%)(?![A-Za-z\\d]))"));
    out.replace(numberUnit, noBreakSpace);
    // A unit keeps its slash ("tokens/|s" broke after it).
    static const QRegularExpression unitSlash(QStringLiteral("(?<=[A-Za-z])/(?=[A-Za-z])"));
    out.replace(unitSlash, QStringLiteral("/") + kWordJoiner);
    // A symbol keeps its value: "t = 8", "N = 16,384", "ρ = 1" ("(t | = 8)" broke between).
    static const QRegularExpression symbolValue(
        QStringLiteral("(^|[^\\p{L}\\d_])(\\p{L}[*′]?) = (?=[\\d?−(-])"));
    out.replace(symbolValue,
                QStringLiteral("\\1\\2") + noBreakSpace + QLatin1Char('=') + noBreakSpace);
    // A product or ratio of symbols too: "t · p", "t × p", "S / N" ("replica size t · | p = 8",
    // "its efficiency, S / | N").
    static const QRegularExpression symbolProduct(
        QStringLiteral("(?<![\\p{L}\\d_])(\\p{L}) ([·×/]) (?=\\p{L}(?:[^\\p{L}\\d_]|$))"));
    out.replace(symbolProduct,
                QStringLiteral("\\1") + noBreakSpace + QStringLiteral("\\2") + noBreakSpace);
    // A range's ellipsis keeps its end: "(S1…S8)".
    static const QRegularExpression ellipsis(QStringLiteral("(?<=…)(?=[\\p{L}\\d])"));
    out.replace(ellipsis, QString(kWordJoiner));
    if (!std::any_of(out.begin(), out.end(), [](QChar c) { return isCjk(c); }))
        return out;
    // A number stays with its Chinese neighbours: 每节点 8 个, 8,472 个加速器.
    static const QRegularExpression numberSpace(
        QStringLiteral("(?<=[\\d%])\\x{0020}(?=[\\x{2e80}-\\x{9fff}])|"
                       "(?<=[\\x{2e80}-\\x{9fff}])\\x{0020}(?=\\d)"));
    out.replace(numberSpace, noBreakSpace);
    // A measure word stays with what it counts: "232 个加速器", "一个张量组" ("个 | 加速器").
    static const QRegularExpression measureWord(
        QStringLiteral("(?<=[个块台条层])(?=[\\x{2e80}-\\x{9fff}])"));
    out.replace(measureWord, QString(kWordJoiner));
    const std::vector<bool> inside = insideTerm(out);
    QString joined;
    joined.reserve(out.size() * 2);
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (inside[size_t(i)])
            joined += kWordJoiner;
        joined += out[i];
    }
    return joined;
}

QString joinSentences(const QStringList &sentences)
{
    QString out;
    for (const QString &s : sentences) {
        if (s.isEmpty())
            continue;
        if (!out.isEmpty() && !QStringLiteral("。；：，）").contains(out.back()))
            out += QLatin1Char(' ');
        out += s;
    }
    return out;
}

QString plainText(QString text)
{
    return text.remove(QChar(0x2060)).replace(QChar(0x00a0), QLatin1Char(' '));
}

QString wrapToWidth(const QString &text, const QFont &font, double width)
{
    const QFontMetricsF metrics(font);
    if (!(width > 0) || text.contains(QStringLiteral("<br>")) ||
        metrics.horizontalAdvance(text) <= width)
        return text;
    qsizetype best = -1;
    double bestWidth = 0;
    for (qsizetype i = text.indexOf(QLatin1Char(' ')); i > 0;
         i = text.indexOf(QLatin1Char(' '), i + 1)) {
        const double widest = std::max(metrics.horizontalAdvance(text.left(i)),
                                       metrics.horizontalAdvance(text.mid(i + 1)));
        if (best < 0 || widest < bestWidth) {
            best = i;
            bestWidth = widest;
        }
    }
    return best < 0 ? text : text.left(best) + QStringLiteral("<br>") + text.mid(best + 1);
}

QString wrapLines(const QString &text, const QFont &font, double width)
{
    if (!(width > 0))
        return text;
    const QFontMetricsF metrics(font);
    auto fits = [&](const QString &line) { return metrics.horizontalAdvance(line) <= width; };
    QStringList out;
    for (const QString &given : text.split(QStringLiteral("<br>"))) {
        QString line;
        for (const QString &word : given.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (fits(joined)) {
                line = joined;
                continue;
            }
            if (!line.isEmpty())
                out << line;
            line = word;
            // A run of Chinese too wide alone breaks where a phrase ends — after its
            // punctuation, before an opening bracket, or where it meets Latin text or digits —
            // so no word is cut ("本 / 场景"); only a phrase wider than the line itself breaks
            // between characters, as many as fit (at least one). A Latin word stays whole:
            // "Averag/e" reads worse than a little overflow.
            const auto isCjk = [](QChar c) { return c.unicode() >= 0x2e80; };
            const bool cjk = std::any_of(line.begin(), line.end(), isCjk);
            const auto phraseEndsBefore = [&isCjk](const QString &text, qsizetype i) {
                static const QString closing = QStringLiteral("，、；：。！？）」》,;:)");
                static const QString opening = QStringLiteral("（「《(");
                return closing.contains(text[i - 1]) || opening.contains(text[i]) ||
                       isCjk(text[i - 1]) != isCjk(text[i]);
            };
            while (cjk && !fits(line) && line.size() > 1) {
                qsizetype n = 1;
                while (n < line.size() && fits(line.left(n + 1)))
                    ++n;
                // Where no phrase ends, between two words rather than inside one ("本 / 场景"
                // in a category too narrow for 本场景的机柜).
                const std::vector<bool> inside = insideTerm(line);
                qsizetype between = n;
                while (between > 1 && inside[size_t(between)])
                    --between;
                bool phraseEnd = false;
                for (qsizetype at = n; at > 0; --at) {
                    if (at < line.size() && phraseEndsBefore(line, at)) {
                        n = at;
                        phraseEnd = true;
                        break;
                    }
                }
                if (!phraseEnd && !inside[size_t(between)])
                    n = between;
                out << line.left(n);
                line = line.mid(n);
            }
        }
        out << line;
    }
    return out.join(QStringLiteral("<br>"));
}

void setFullAxisTitle(QAbstractAxis *axis, const QString &title)
{
    axis->setProperty(kFullTitle, title);
    if (axis->titleText() != title)
        axis->setTitleText(title);
}

namespace {

/// The chart's property holding the title shown (fitChartTexts(), "<br>" between lines).
constexpr char kShownTitle[] = "fleetShownTitle";
/// The chart's property holding the colour its title is drawn in.
constexpr char kTitleColour[] = "fleetTitleColour";
/// The data key of our text item that draws a chart's title.
constexpr int kTitleKey = 0x5449; // "TI"
/// The data key of the text that item shows.
constexpr int kTitleTextKey = 0x5454; // "TT"

bool hasChinese(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x2e80; });
}

/// What Qt Charts' own title holds: as many lines as `shown` (at least `leastLines`), each as
/// tall as the line it stands for (a Chinese line is drawn with the taller CJK font), saying
/// nothing.
QString titleStandIn(const QString &shown, int leastLines)
{
    if (shown.isEmpty())
        return {};
    QStringList lines;
    for (const QString &line : shown.split(QStringLiteral("<br>")))
        lines << (hasChinese(line) ? QStringLiteral("M一") : QStringLiteral("M"));
    while (lines.size() < leastLines)
        lines << lines.back(); // room kept for a longer title to come (a revealed value)
    return lines.join(QStringLiteral("<br>"));
}

/// Qt Charts' title item: the text item it made, a direct child of the chart behind
/// everything (ChartPresenter::BackgroundZValue), which is not ours.
QGraphicsTextItem *qtTitleItem(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->type() == QGraphicsTextItem::Type && item->zValue() < 0 &&
            !item->data(kTitleKey).toBool() && !item->data(kLegendKey).toBool())
            return static_cast<QGraphicsTextItem *>(item);
    }
    return nullptr;
}

QGraphicsTextItem *titleItem(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->data(kTitleKey).toBool())
            return static_cast<QGraphicsTextItem *>(item);
    }
    return nullptr;
}

/// Centres our title on Qt Charts' (which the chart's layout placed), at its top.
void placeTitle(QChart *chart)
{
    QGraphicsTextItem *ours = titleItem(chart);
    const QGraphicsTextItem *theirs = qtTitleItem(chart);
    if (!ours || !theirs)
        return;
    const double centre = theirs->x() + theirs->boundingRect().width() / 2;
    ours->setPos(std::round(centre - ours->boundingRect().width() / 2), theirs->y());
}

/// Shows `shown` as the chart's title in a room of at least `leastLines` lines (ours drawn at
/// its top); whether the room changed (Qt Charts lays the chart out again then, and only then).
bool showLiveTitle(QChart *chart, const QString &shown, int leastLines)
{
    chart->setProperty(kShownTitle, shown);
    const QString standIn = titleStandIn(shown, leastLines);
    const bool roomChanged = chart->title() != standIn;
    if (roomChanged)
        chart->setTitle(standIn);
    if (chart->titleBrush().color().alpha() != 0) {
        // Qt Charts draws its stand-in in no colour; ours takes the colour it was given.
        chart->setProperty(kTitleColour, chart->titleBrush().color());
        chart->setTitleBrush(Qt::transparent);
    }
    QGraphicsTextItem *ours = titleItem(chart);
    if (!ours) {
        ours = new QGraphicsTextItem(chart);
        ours->setData(kTitleKey, true);
        ours->setZValue(1); // over the plot's background, as Qt Charts' own title
        ours->setAcceptedMouseButtons(Qt::NoButton);
        if (const QGraphicsTextItem *theirs = qtTitleItem(chart))
            ours->document()->setDocumentMargin(theirs->document()->documentMargin());
        QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { placeTitle(chart); });
    }
    const bool fontChanged = ours->font() != chart->titleFont();
    if (fontChanged)
        ours->setFont(chart->titleFont());
    const QColor colour = chart->property(kTitleColour).value<QColor>();
    if (ours->defaultTextColor() != colour)
        ours->setDefaultTextColor(colour);
    const bool textChanged =
        ours->data(kTitleTextKey).toString() != shown || !ours->data(kTitleTextKey).isValid();
    if (textChanged) {
        ours->setHtml(shown);
        ours->setData(kTitleTextKey, shown);
    }
    // Its width is its lines' own, measured in its font: a larger font (presentation mode)
    // with the width of the smaller one wrapped the words onto a line drawn over the plot.
    if (textChanged || fontChanged) {
        ours->setTextWidth(-1);
        ours->setTextWidth(ours->document()->idealWidth());
    }
    ours->setVisible(!shown.isEmpty());
    placeTitle(chart);
    return roomChanged;
}

} // namespace

QString chartTitle(const QChart *chart)
{
    // As read, not as drawn: without keepTermsWhole()'s no-break spaces and word joiners.
    const QVariant shown = chart->property(kShownTitle);
    return shown.isValid() ? plainText(shown.toString()) : chart->title();
}

void setChartTitleColour(QChart *chart, const QColor &colour)
{
    chart->setProperty(kTitleColour, colour);
    if (QGraphicsTextItem *ours = titleItem(chart))
        ours->setDefaultTextColor(colour);
    else
        chart->setTitleBrush(colour); // fitChartTexts() takes it when it first draws the title
}

namespace {

/// The width a chart's title and legend have: the chart's less its margins.
double textWidth(const QChart *chart)
{
    const QMargins margins = chart->margins();
    return chart->size().width() - margins.left() - margins.right() - 12;
}

} // namespace

bool fitChartTitle(QChart *chart, const QString &title, const QString &roomFor)
{
    const double width = textWidth(chart);
    if (!(width > 0))
        return false;
    // Qt Charts gives the title less than the chart's width (its layout's margins, and a bold
    // font measured a little wider than it draws): wrap with room to spare, or it is cut.
    // Between words, never between a symbol and its value ("B | = 32") nor a number and its
    // unit (keepTermsWhole(): wrapToWidth() breaks at plain spaces only).
    // Two lines, balanced; more where one of the two is still too wide (at the largest font
    // scale "Latency vs batch: | B = 98 sequences (automatic)" was cut at both ends).
    const auto wrap = [&](const QString &text) {
        const QString whole = keepTermsWhole(text);
        const QFont font = chart->titleFont();
        const QString two = wrapToWidth(whole, font, width - 24);
        const QFontMetricsF metrics(font);
        const QStringList lines = two.split(QStringLiteral("<br>"));
        const bool fits = std::all_of(lines.begin(), lines.end(), [&](const QString &line) {
            return metrics.horizontalAdvance(line) <= width - 24;
        });
        return fits ? two : wrapLines(whole, font, width - 24);
    };
    const int room = roomFor.isEmpty() || roomFor == title
                         ? 0
                         : int(wrap(roomFor).count(QStringLiteral("<br>"))) + 1;
    return showLiveTitle(chart, wrap(title), room);
}

namespace {

/// Whether an axis's `title` (lines joined with "<br>") shows whole beside or under `plot`:
/// Qt Charts cuts it to "…" otherwise.
bool axisTitleFits(const QAbstractAxis *axis, const QString &title, const QRectF &plot)
{
    if (title.isEmpty())
        return true;
    const QFont font = axis->titleFont();
    const QStringList lines = title.split(QStringLiteral("<br>"));
    if (axis->orientation() == Qt::Vertical) {
        // Up the side, each line along the plot's height.
        const QFontMetricsF metrics(font);
        return std::all_of(lines.begin(), lines.end(), [&](const QString &line) {
            return metrics.horizontalAdvance(line) <= plot.height() - 4;
        });
    }
    // Across: Qt Charts gives the axes under (or over) the plot at most 40 % of the height
    // between the chart's title and its legend (qtcharts' CartesianChartLayout,
    // maxAxisPortion) and cuts their texts to "…" beyond it. That height is the plot's and
    // the axis's together, whatever the title: found from the axis as it is laid out now.
    const auto across = [&](const QString &text) {
        const int ticks = lineHeight(axis->labelsFont(), QString()) + 4;
        const int titled =
            text.isEmpty()
                ? 0
                : int(text.count(QStringLiteral("<br>")) + 1) * lineHeight(font, text) + 4;
        return ticks + titled + 4;
    };
    const double now = across(axis->titleText());
    const double between =
        now <= plot.height() * 2.0 / 3.0 ? plot.height() + now : plot.height() / 0.6;
    return across(title) <= 0.4 * between;
}

} // namespace

void fitChartTexts(QChart *chart, const QString &title, const QString &roomFor)
{
    const double width = textWidth(chart);
    if (!(width > 0))
        return;
    fitChartTitle(chart, title, roomFor);

    // Axis titles along the plot's side: the full title is kept on the axis the first time.
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis *axis : chart->axes()) {
        QVariant full = axis->property(kFullTitle);
        if (!full.isValid()) {
            full = axis->titleText();
            axis->setProperty(kFullTitle, full);
        }
        const bool vertical = axis->orientation() == Qt::Vertical;
        const double length = vertical ? plot.height() : plot.width();
        if (length > 0) {
            QString title = wrapToWidth(full.toString(), axis->titleFont(), length - 8);
            if (!axisTitleFits(axis, title, plot))
                title.clear(); // left out, not cut to "…": the chart's title names the quantity
            if (axis->titleText() != title)
                axis->setTitleText(title);
        }
    }

    QLegend *legend = chart->legend();
    if (legend->alignment() == Qt::AlignBottom) {
        placeWrappingLegend(chart, width + 12);
        return;
    }
    if (!legend->isVisible())
        return;
    const QFontMetricsF metrics(legend->font());
    // What Qt Charts adds around each label: the marker symbol, and the gaps beside it.
    const double around = metrics.height() + 16;
    QList<QLegendMarker *> markers;
    QStringList labels;
    for (QLegendMarker *m : legend->markers()) {
        if (m->isVisible()) {
            markers << m;
            labels << fullLabel(m);
        }
    }
    auto rowWidth = [&] {
        double total = 0;
        for (const QString &l : labels)
            total += lineWidth(metrics, l) + around;
        return total;
    };
    while (rowWidth() > width) {
        // The widest label that can still wrap, wrapped to the width of its longer half.
        qsizetype widest = -1;
        for (qsizetype i = 0; i < labels.size(); ++i) {
            if (labels[i].contains(QLatin1Char(' ')) &&
                !labels[i].contains(QStringLiteral("<br>")) &&
                (widest < 0 || lineWidth(metrics, labels[i]) > lineWidth(metrics, labels[widest])))
                widest = i;
        }
        if (widest < 0)
            break;
        labels[widest] = wrapToWidth(labels[widest], legend->font(), 1);
    }
    for (qsizetype i = 0; i < markers.size(); ++i) {
        if (markers[i]->label() != labels[i])
            markers[i]->setLabel(labels[i]);
    }
}

QRectF legendRect(const QChart *chart)
{
    for (QGraphicsItem *child : chart->childItems()) {
        if (child->data(kLegendKey).toBool())
            return child->isVisible() ? child->mapRectToParent(child->boundingRect()) : QRectF();
    }
    QLegend *legend = chart->legend(); // (isAttachedToChart() is not const)
    return legend->isVisible() && legend->isAttachedToChart() ? legend->geometry() : QRectF();
}

} // namespace fleet
