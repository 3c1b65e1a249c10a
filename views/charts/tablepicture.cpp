// TablePicture (tablepicture.h): ruled tables drawn with QPainter for an export.
#include "tablepicture.h"

#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr double kPad = 0.35; ///< a cell's padding, in lines of its font

/// The height `text` takes wrapped into `width` with `font` (between words; never inside a
/// word held together by a no-break space or a word joiner), and, with a painter, draws it
/// with its top left at `at`.
double wrappedText(QPainter *painter, const QString &text, const QFont &font, double width,
                   QPointF at)
{
    QTextLayout layout(text, font, painter ? painter->device() : nullptr);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    double y = 0;
    for (;;) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(std::max(1.0, width));
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    if (painter)
        layout.draw(painter, at);
    return y;
}

/// The widest single word of `text` (what a column cannot be narrower than without cutting).
double widestWord(const QString &text, const QFontMetricsF &metrics)
{
    double widest = 0;
    static const QRegularExpression spaces(QStringLiteral("[ \\n]"));
    for (const QString &word : text.split(spaces, Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace

TablePicture::TablePicture(QWidget *parent) : PictureWidget({50, 20}, {20, 6}, parent)
{
    setObjectName(QStringLiteral("tablePicture"));
}

void TablePicture::setTables(std::vector<Table> tables)
{
    m_tables = std::move(tables);
    updateGeometry();
    update();
}

double TablePicture::layout(QPainter *painter, double width, const QFont &font) const
{
    const Palette &pal = colours();
    const QFontMetricsF metrics(font);
    const double line = metrics.height();
    const double pad = kPad * line;
    QFont bold = font;
    bold.setBold(true);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    double y = 0;
    for (const Table &t : m_tables) {
        if (t.headers.isEmpty())
            continue;
        if (y > 0)
            y += line; // a line between tables
        if (!t.title.isEmpty()) {
            if (painter) {
                painter->setPen(pal.text);
            }
            y += wrappedText(painter, t.title, bold, width, QPointF(0, y)) + pad;
        }
        // The first column as wide as its headings need, at most a third; the others share
        // the rest.
        const int columns = int(t.headers.size());
        double first = metrics.horizontalAdvance(t.headers.front());
        for (const Row &r : t.rows)
            first = std::max(first, metrics.horizontalAdvance(r.label));
        first = std::min(first + 2 * pad, columns > 1 ? width / 3 : width);
        const double other = columns > 1 ? (width - first) / (columns - 1) : 0;
        auto left = [&](int c) { return c == 0 ? 0.0 : first + (c - 1) * other; };
        auto span = [&](int c) { return (c == 0 ? first : other) - 2 * pad; };
        // One row: its height from its tallest cell; drawn when there is a painter.
        auto row = [&](const QStringList &texts, const std::vector<bool> &bolds, bool header,
                       bool shaded) {
            double height = 0;
            for (int c = 0; c < columns && c < texts.size(); ++c)
                height = std::max(height, wrappedText(nullptr, texts[c],
                                                      header || bolds[size_t(c)] ? bold : font,
                                                      span(c), {}));
            height += 2 * pad;
            if (painter) {
                if (shaded)
                    painter->fillRect(QRectF(0, y, width, height), pal.gridMinor);
                painter->setPen(pal.text);
                for (int c = 0; c < columns && c < texts.size(); ++c)
                    wrappedText(painter, texts[c], header || bolds[size_t(c)] ? bold : font,
                                span(c), QPointF(left(c) + pad, y + pad));
                painter->setPen(QPen(header ? pal.text : pal.gridMajor, header ? 1.5 : 0.75));
                painter->drawLine(QPointF(0, y + height), QPointF(width, y + height));
            }
            y += height;
        };
        if (painter) {
            painter->setPen(QPen(pal.text, 1.5));
            painter->drawLine(QPointF(0, y), QPointF(width, y));
        }
        row(t.headers, std::vector<bool>(size_t(columns), true), true, false);
        for (size_t i = 0; i < t.rows.size(); ++i) {
            const Row &r = t.rows[i];
            QStringList texts{r.label};
            std::vector<bool> bolds{false};
            for (const Cell &cell : r.cells) {
                texts << cell.text;
                bolds.push_back(cell.bold);
            }
            bolds.resize(size_t(columns), false);
            row(texts, bolds, false, i % 2 == 1);
        }
        if (!t.note.isEmpty()) {
            y += pad;
            if (painter)
                painter->setPen(pal.secondaryText);
            y += wrappedText(painter, t.note, small, width, QPointF(0, y));
        }
    }
    return y;
}

TablePicture::Fit TablePicture::fit(QSizeF area, const QFont &base) const
{
    const double margin = QFontMetricsF(base).height() / 2;
    const double width = area.width() - 2 * margin;
    Fit f;
    for (double scale = 1.0; scale >= 0.5 - 1e-9; scale -= 0.05) {
        QFont font = base;
        font.setPointSizeF(base.pointSizeF() * scale);
        f = {scale, layout(nullptr, width, font) + 2 * margin};
        if (f.height <= area.height())
            break;
    }
    return f;
}

void TablePicture::paint(QPainter &painter, QSizeF area, const QFont &base) const
{
    painter.fillRect(QRectF(QPointF(0, 0), area), colours().chartBackground);
    const Fit f = fit(area, base);
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * f.scale);
    const double margin = QFontMetricsF(base).height() / 2;
    painter.save();
    painter.translate(margin, margin);
    layout(&painter, area.width() - 2 * margin, font);
    painter.restore();
}

QSize TablePicture::sizeHint() const
{
    const QFontMetricsF metrics(font());
    double width = 0;
    for (const Table &t : m_tables) {
        // Each column wide enough for half its longest text or its longest word.
        double total = 0;
        for (int c = 0; c < t.headers.size(); ++c) {
            double column = widestWord(t.headers[c], metrics);
            for (const Row &r : t.rows) {
                const QString text =
                    c == 0 ? r.label
                           : (size_t(c - 1) < r.cells.size() ? r.cells[size_t(c - 1)].text
                                                             : QString());
                column = std::max(
                    {column, widestWord(text, metrics), metrics.horizontalAdvance(text) / 2});
            }
            total += column + 2 * kPad * metrics.height();
        }
        width = std::max(width, total);
    }
    width = std::clamp(width + metrics.height(), 30 * metrics.height(), 90 * metrics.height());
    const double height = layout(nullptr, width - metrics.height(), font()) + metrics.height();
    return QSize(int(std::ceil(width)), int(std::ceil(height)));
}

} // namespace fleet
