// BarPlot's ghosts (barplot.h): the pinned designs drawn over the bars as outlines, one line
// style per design, named in a caption under the chart.
#include "barplot.h"

#include "chartlayers.h"
#include "palette.h"
#include "textfit.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QPen>
#include <QTextDocumentFragment>

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {

namespace {

constexpr double kGhostThickness = 0.7; ///< in category units: a little wider than the bars
constexpr double kCaptionGap = 4;       ///< px between the caption and the chart's edges
constexpr std::array<Qt::PenStyle, 4> kStyles = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                                 Qt::DashDotDotLine};
/// The line styles as characters, for the caption.
const std::array<QString, 4> kStyleSamples = {QStringLiteral("– –"), QStringLiteral("···"),
                                              QStringLiteral("–·–"), QStringLiteral("–··")};

} // namespace

Qt::PenStyle BarPlot::ghostStyle(int n)
{
    return kStyles[size_t(n) % kStyles.size()];
}

void BarPlot::setGhosts(const std::vector<Ghost> &ghosts)
{
    bool same = ghosts.size() == m_ghosts.size();
    for (size_t i = 0; same && i < ghosts.size(); ++i)
        same = ghosts[i].name == m_ghosts[i].name &&
               ghosts[i].values.size() == m_ghosts[i].values.size() &&
               std::equal(
                   ghosts[i].values.begin(), ghosts[i].values.end(), m_ghosts[i].values.begin(),
                   [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); });
    if (same)
        return;
    m_ghosts = ghosts;
    for (auto &items : m_ghostItems)
        for (QGraphicsRectItem *item : items)
            delete item;
    m_ghostItems.clear();
    for (size_t g = 0; g < m_ghosts.size(); ++g) {
        std::vector<QGraphicsRectItem *> items;
        for (size_t c = 0; c < m_ghosts[g].values.size(); ++c) {
            auto *item = new QGraphicsRectItem(chart());
            item->setBrush(Qt::NoBrush);
            item->setZValue(kMarkerLineLayer);
            item->setToolTip(QStringLiteral("%1 — %2: %3")
                                 .arg(m_ghosts[g].name, categories().value(qsizetype(c)),
                                      m_format(m_ghosts[g].values[c])));
            items.push_back(item);
        }
        m_ghostItems.push_back(std::move(items));
    }
    // The caption: under a bottom legend, laid out with it (textfit.h); else a strip of its own.
    QString caption;
    if (!m_ghosts.empty()) {
        QStringList names;
        for (size_t g = 0; g < m_ghosts.size(); ++g)
            names << kStyleSamples[g % kStyleSamples.size()] + QStringLiteral("&nbsp;") +
                         m_ghosts[g].name.toHtmlEscaped();
        caption = tr("Pinned designs, as outlines: %1")
                      .arg(names.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    }
    const bool underLegend = chart()->legend()->alignment() == Qt::AlignBottom;
    chart()->setProperty(kLegendNote, underLegend ? caption : QString());
    if (underLegend || caption.isEmpty()) {
        delete m_ghostCaption;
        m_ghostCaption = nullptr;
    } else {
        if (!m_ghostCaption) {
            m_ghostCaption = new QGraphicsTextItem(chart());
            m_ghostCaption->setZValue(kMarkerTextLayer);
        }
        m_ghostCaption->setHtml(caption);
    }
    m_ghostCaptionText = QTextDocumentFragment::fromHtml(caption).toPlainText();
    fitTexts();
    layoutGhosts();
}

std::vector<std::vector<QRectF>> BarPlot::ghostRects() const
{
    std::vector<std::vector<QRectF>> out;
    for (const auto &items : m_ghostItems) {
        std::vector<QRectF> rects;
        for (const QGraphicsRectItem *item : items)
            rects.push_back(item->isVisible() ? item->rect() : QRectF());
        out.push_back(std::move(rects));
    }
    return out;
}

QString BarPlot::ghostCaption() const
{
    return m_ghostCaptionText;
}

void BarPlot::layoutGhosts()
{
    QChart *c = chart();
    // Beside a legend that is not at the bottom, the caption takes a strip at the bottom of the
    // chart (a bottom legend holds it and sets the margin itself).
    if (c->legend()->alignment() != Qt::AlignBottom) {
        double captionHeight = 0;
        if (m_ghostCaption) {
            m_ghostCaption->setFont(c->legend()->font());
            m_ghostCaption->setDefaultTextColor(colours().text);
            m_ghostCaption->setTextWidth(std::max(50.0, c->size().width() - 2 * kCaptionGap));
            captionHeight = m_ghostCaption->boundingRect().height();
            m_ghostCaption->setPos(kCaptionGap, c->size().height() - captionHeight - kCaptionGap);
        }
        // The bottom only: the left one keeps the value labels' room (keepLabelRoom()).
        QMargins margins = c->margins();
        margins.setBottom(kChartMargin + int(std::ceil(captionHeight)));
        if (c->margins() != margins)
            c->setMargins(margins); // lays the chart out again, and so comes back here
        followLeastHeight();
    }
    const double lo = valueMin(), hi = valueMax();
    const QRectF plot = c->plotArea();
    // The bars' colour family, darker so an outline shows over a bar and beside it (read here,
    // so a theme's new colours reach it).
    const QColor colour = m_sets.empty() ? colours().text : m_sets.front()->color().darker(170);
    for (size_t g = 0; g < m_ghostItems.size(); ++g) {
        QPen pen(colour, 2, ghostStyle(int(g)));
        pen.setCosmetic(true);
        for (size_t i = 0; i < m_ghostItems[g].size(); ++i) {
            QGraphicsRectItem *item = m_ghostItems[g][i];
            if (item->pen() != pen)
                item->setPen(pen);
            const double v = m_ghosts[g].values[i];
            const bool shown = !std::isnan(v) && (!m_logAxis || v > 0) &&
                               qsizetype(i) < categories().size() && plot.isValid();
            item->setVisible(shown);
            if (!shown)
                continue;
            const double end = std::clamp(v, lo, hi);
            const double from = m_logAxis ? lo : std::clamp(0.0, lo, hi);
            const double a = double(i) - kGhostThickness / 2, b = double(i) + kGhostThickness / 2;
            const QPointF p = m_horizontal ? c->mapToPosition(QPointF(from, a), m_series)
                                           : c->mapToPosition(QPointF(a, from), m_series);
            const QPointF q = m_horizontal ? c->mapToPosition(QPointF(end, b), m_series)
                                           : c->mapToPosition(QPointF(b, end), m_series);
            item->setRect(QRectF(p, q).normalized().intersected(plot));
        }
    }
}

} // namespace fleet
