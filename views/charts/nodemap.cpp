// NodeMap (nodemap.h): the first nodes of a layout, drawn with QPainter from plain numbers.
#include "nodemap.h"

#include "format.h"
#include "palette.h"
#include "textfit.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>
#include <cmath>
#include <memory>

namespace fleet {

namespace {

/// The colours of the pipeline stages, cycling; each cell also names its stage in words.
QColor stageColour(int stage)
{
    const Palette &p = colours();
    const QColor base[] = {p.primary, p.secondary, p.tertiary, p.reference};
    return base[stage % 4].lighter(165);
}

} // namespace

NodeMap::NodeMap(QWidget *parent) : PictureWidget({40, 11}, {16, 6}, parent)
{
    setObjectName(QStringLiteral("nodeMap"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Where the layout's groups sit against the node boundary"));
}

void NodeMap::setLayoutToShow(const NodeMapLayout &layout)
{
    NodeMapLayout l = layout;
    l.acceleratorsPerNode = std::max(1, l.acceleratorsPerNode);
    l.accelerators = std::max(1, l.accelerators);
    l.tensor = std::max(1, l.tensor);
    l.pipeline = std::max(1, l.pipeline);
    l.data = std::max(1, l.data);
    if (l == m_layout)
        return;
    m_layout = l;
    setToolTip(caption());
    setAccessibleDescription(caption());
    update(); // the size hints are in lines of the font: they do not follow the layout
}

int NodeMap::nodesShown() const
{
    const NodeMapLayout &l = m_layout;
    const int g = l.acceleratorsPerNode;
    const long long replica = static_cast<long long>(l.tensor) * l.pipeline;
    const long long ranks = std::min<long long>(l.accelerators, replica + (l.data > 1 ? 1 : 0));
    const long long nodes = (ranks + g - 1) / g;
    const long long all = (l.accelerators + g - 1) / g;
    return int(std::clamp<long long>(nodes, 1, std::min<long long>(all, kMaxNodes)));
}

bool NodeMap::tensorCrossesNodes() const
{
    const int g = m_layout.acceleratorsPerNode, t = m_layout.tensor;
    return t > g || g % t != 0;
}

QString NodeMap::captionLegend() const
{
    const NodeMapLayout &l = m_layout;
    // One stage is "S1", not "S1…S1".
    const QString stages =
        l.pipeline > 1 ? QStringLiteral("S1…S%1").arg(l.pipeline) : QStringLiteral("S1");
    return tr("Each box a node of %1; each cell an accelerator with its pipeline stage (%2); "
              "each outline a tensor group (t = %3).")
        .arg(formatNumber(l.acceleratorsPerNode, 0), stages, formatNumber(l.tensor, 0));
}

QString NodeMap::captionDegrees() const
{
    const NodeMapLayout &l = m_layout;
    QString text = tr("Data-parallel degree d = %1, replica size t · p = %2.")
                       .arg(formatNumber(l.data, 0))
                       .arg(formatNumber(double(l.tensor) * l.pipeline, 0));
    // No space after a Chinese full stop (joinSentences()).
    return joinSentences(
        {text, tensorCrossesNodes()
                   ? tr("The tensor group crosses the node boundary (dashed): its AllReduces "
                        "run on the fabric, about 9× slower than the scale-up link.")
                   : tr("Every tensor group stays inside one node.")});
}

QString NodeMap::caption() const
{
    return joinSentences({captionLegend(), captionDegrees()});
}

namespace {

/// `text` word-wrapped to `width` in `font`.
std::unique_ptr<QTextLayout> wrapped(const QString &text, const QFont &font, double width)
{
    auto layout = std::make_unique<QTextLayout>(text, font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    layout->setTextOption(wrap);
    layout->beginLayout();
    double y = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout->endLayout();
    return layout;
}

} // namespace

double NodeMap::Paragraph::prepare(const QString &text, const QFont &font, double width,
                                   QColor colour, QColor background, double dpr)
{
    const Key key{text, font.key(), width, colour.rgba(), background.rgba(), dpr};
    if (key == m_key && !m_pixmap.isNull())
        return m_height;
    const auto layout = wrapped(text, font, width);
    m_height = std::ceil(layout->boundingRect().height());
    // Drawn on the picture's background, so the copy is the same pixels as the text drawn
    // there.
    QPixmap pixmap((QSizeF(std::ceil(width), std::max(1.0, m_height)) * dpr).toSize());
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(background);
    QPainter p(&pixmap);
    p.setPen(colour);
    layout->draw(&p, QPointF());
    m_pixmap = pixmap;
    m_key = key;
    return m_height;
}

double NodeMap::paragraphHeight(const QString &text, const QFont &font, double width)
{
    return std::ceil(wrapped(text, font, width)->boundingRect().height());
}

void NodeMap::paint(QPainter &painter, QSizeF area, const QFont &base) const
{
    const Palette &pal = colours();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(), area), pal.chartBackground);
    const QFontMetricsF fm(base);
    const double line = fm.height();
    const NodeMapLayout &l = m_layout;
    const int g = l.acceleratorsPerNode;
    const long long allNodes = (static_cast<long long>(l.accelerators) + g - 1) / g;
    // As many of the nodes to show as fit between the title and the caption at their smallest
    // (a label row and cells of 0.9 lines), so a short picture never draws over its caption.
    const double titleBottom = line * 1.45;
    // The caption in two paragraphs, each copied from a pixmap on screen while its text holds:
    // what the picture's marks mean (it follows t, p and g), then the degrees (d follows N, so
    // a drag of N lays out and draws that line alone; the whole caption was a tenth of a
    // step). An export draws them as text.
    const bool onScreen = paintsOnScreen(painter);
    const double captionWidth = std::floor(area.width() - line);
    // Chinese terms kept whole where the paragraphs wrap ("加速|器" broke).
    const QString legend = keepTermsWhole(captionLegend()),
                  degrees = keepTermsWhole(captionDegrees());
    const QColor captionColour = tensorCrossesNodes() ? pal.alert.darker(130) : pal.secondaryText;
    const double dpr = painter.device()->devicePixelRatioF();
    const double legendHeight = onScreen ? m_legend.prepare(legend, base, captionWidth,
                                                            captionColour, pal.chartBackground, dpr)
                                         : paragraphHeight(legend, base, captionWidth);
    const double degreesHeight = onScreen
                                     ? m_degrees.prepare(degrees, base, captionWidth, captionColour,
                                                         pal.chartBackground, dpr)
                                     : paragraphHeight(degrees, base, captionWidth);
    const QRectF measured(0, 0, captionWidth, legendHeight + degreesHeight);
    const double smallestNode =
        line * 1.15 + ((g + std::min(g, 16) - 1) / std::min(g, 16)) * line * 0.9 + line * 0.7;
    const double room = area.height() - measured.height() - line * 0.6 - titleBottom - line * 0.2;
    // The last node needs no gap under it (0.2 of a line): in Chinese, where the caption takes
    // six lines, tensor-boundary step 2 drew one node of its tensor group's two for want of it.
    const int nodes = std::clamp(int((room + line * 0.2) / smallestNode), 1, nodesShown());
    m_nodesDrawn = nodes;

    // The title, the caption under the picture, the nodes between them.
    QFont bold = base;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(pal.text);
    const QRectF titleRect(line * 0.5, line * 0.25, area.width() - line, line * 1.2);
    // One line, cut with an ellipsis when the box is narrow, so nothing is drawn over it.
    const QString title = nodes < allNodes
                              ? tr("Where the groups sit: the first %n of %1 nodes", nullptr, nodes)
                                    .arg(formatNumber(double(allNodes), 0))
                              : tr("Where the groups sit: all %n node(s)", nullptr, nodes);
    // Too long for a narrow picture: the count alone ("The first 1 of 128 nodes"), cut with an
    // ellipsis only when even that does not fit.
    const QFontMetricsF boldMetrics(bold);
    const QString shown =
        boldMetrics.horizontalAdvance(title) <= titleRect.width() || nodes >= allNodes
            ? title
            : tr("The first %n of %1 nodes", nullptr, nodes).arg(formatNumber(double(allNodes), 0));
    painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                     boldMetrics.elidedText(shown, Qt::ElideRight, titleRect.width()));
    painter.setFont(base);
    const double captionTop = std::round(area.height() - measured.height() - line * 0.3);
    const QPointF legendAt(std::round(line * 0.5), captionTop);
    const QPointF degreesAt(legendAt.x(), captionTop + legendHeight);
    if (onScreen) {
        painter.drawPixmap(legendAt, m_legend.pixmap());
        painter.drawPixmap(degreesAt, m_degrees.pixmap());
    } else {
        painter.setPen(captionColour);
        wrapped(legend, base, captionWidth)->draw(&painter, legendAt);
        wrapped(degrees, base, captionWidth)->draw(&painter, degreesAt);
    }

    // The nodes stacked, each a row of its accelerators (wrapped at 16), its name above it.
    const double top = titleRect.bottom() + line * 0.2;
    const double bottom = captionTop - line * 0.3;
    const double left = line * 0.5;
    const int columnsUsed = std::min(g, 16);
    const int rows = (g + columnsUsed - 1) / columnsUsed;
    const double labelRow = line * 1.15;
    const double nodeWidth = area.width() - 2 * left;
    const double cellW = (nodeWidth - line * 0.6) / columnsUsed;
    const double perNode = (bottom - top) / nodes;
    const double cellH = std::clamp((perNode - labelRow - line * 0.5) / rows, line * 0.9,
                                    std::min(cellW, line * 2.2));
    const double nodeHeight = labelRow + rows * cellH + line * 0.5;
    const double gap = std::max(line * 0.2, perNode - nodeHeight);

    auto cellRect = [&](long long rank) {
        const int node = int(rank / g), slot = int(rank % g);
        const double x0 = left + line * 0.3;
        const double y0 = top + node * (nodeHeight + gap) + labelRow;
        return QRectF(x0 + (slot % columnsUsed) * cellW, y0 + (slot / columnsUsed) * cellH, cellW,
                      cellH)
            .adjusted(2, 2, -2, -2);
    };

    const long long shownRanks = std::min<long long>(l.accelerators, 1LL * nodes * g);
    // The nodes' boxes, cells and outlines (the title and the caption are drawn above).
    auto drawNodes = [&](QPainter &painter) {
        painter.setFont(base);
        for (int n = 0; n < nodes; ++n) {
            const QRectF box(left, top + n * (nodeHeight + gap), nodeWidth, nodeHeight);
            painter.setPen(QPen(pal.secondaryText, 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box, 6, 6);
            painter.setPen(pal.text);
            const long long first = 1LL * n * g;
            const int replica = int(first / (1LL * l.tensor * l.pipeline));
            painter.drawText(QRectF(box.left() + 6, box.top(), box.width() - 12, labelRow),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             tr("Node %1 · replica %2").arg(n + 1).arg(replica + 1));
        }
        QFont small = base;
        small.setPointSizeF(base.pointSizeF() * 0.85);
        for (long long rank = 0; rank < shownRanks; ++rank) {
            const int stage = int((rank / l.tensor) % l.pipeline);
            painter.setPen(QPen(pal.secondaryText, 1));
            painter.setBrush(stageColour(stage));
            painter.drawRect(cellRect(rank));
        }
        // Tensor groups: an outline around each group's cells, piece by piece per node; a group
        // that spans nodes is dashed and in the alert colour.
        for (long long start = 0; start < shownRanks; start += l.tensor) {
            const long long end = std::min(start + l.tensor, shownRanks) - 1;
            const bool crosses = start / g != (start + l.tensor - 1) / g;
            QPen pen(crosses ? pal.alert : pal.text, crosses ? 3 : 2);
            if (crosses)
                pen.setStyle(Qt::DashLine);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            for (long long from = start; from <= end;) {
                const long long nodeEnd = std::min(end, (from / g + 1) * g - 1);
                // One rectangle per row of cells in this node.
                for (long long r = from; r <= nodeEnd;) {
                    const long long rowEnd =
                        std::min(nodeEnd, r + (columnsUsed - 1 - (r % g) % columnsUsed));
                    painter.drawRoundedRect(
                        cellRect(r).united(cellRect(rowEnd)).adjusted(-1, -1, 1, 1), 3, 3);
                    r = rowEnd + 1;
                }
                from = nodeEnd + 1;
            }
        }
        // The stages' names last, over the outlines: in a short cell (Chinese, presenting at
        // 1280 × 720: 15 px) the dashed outline of a group crossing nodes cut "S1" through.
        // The font keeps to the cell's height.
        const double tall = QFontMetricsF(small).height();
        const double room = cellRect(0).height();
        if (room < tall)
            small.setPointSizeF(small.pointSizeF() * std::max(0.7, room / tall));
        painter.setFont(small);
        painter.setPen(pal.text);
        for (long long rank = 0; rank < shownRanks; ++rank) {
            const int stage = int((rank / l.tensor) % l.pipeline);
            painter.drawText(cellRect(rank), Qt::AlignCenter | Qt::TextDontClip,
                             QStringLiteral("S%1").arg(stage + 1));
        }
    };
    // On screen the nodes are drawn once into a pixmap, kept while nothing they show changes:
    // a drag of N changes the title and the caption's d, not them, and their boxes, texts and
    // outlines were most of a step's paint (bench/viewbench). An export draws them as vectors.
    if (!onScreen) {
        drawNodes(painter);
        return;
    }
    const NodesCacheKey key{
        area,
        top,
        bottom,
        g,
        l.tensor,
        l.pipeline,
        nodes,
        shownRanks,
        dpr,
        base.key(),
        tr("Node %1 · replica %2").arg(1).arg(1),
        {pal.text.rgba(), pal.secondaryText.rgba(), pal.alert.rgba(), pal.primary.rgba()}};
    if (!(key == m_nodesKey) || m_nodesCache.isNull()) {
        // From the nodes' top to the picture's foot: at their least height they may reach below
        // `bottom`.
        const double bandTop = std::floor(top - 4);
        const QRectF band(0, bandTop, area.width(), area.height() - bandTop);
        QPixmap pixmap((band.size() * dpr).toSize());
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(0, -band.top());
        drawNodes(p);
        m_nodesCache = pixmap;
        m_nodesTop = band.top();
        m_nodesKey = key;
    }
    painter.drawPixmap(QPointF(0, m_nodesTop), m_nodesCache);
}

} // namespace fleet
