// TablePicture: tables drawn as a picture for a memo or a slide — the Compare view's bottom line
// and the inputs that differ — exported and copied as the charts are (chartexport.h), with the
// slide's fonts. It stands in for a table on screen (shownBy()), which stays interactive.
#pragma once

#include "picturewidget.h"

#include <QStringList>

#include <vector>

namespace fleet {

class TablePicture : public PictureWidget
{
    Q_OBJECT

public:
    struct Cell
    {
        QString text;
        bool bold = false; ///< drawn in bold (the better value of a row)
    };
    struct Row
    {
        QString label; ///< the row's heading, first column
        std::vector<Cell> cells;
    };
    /// One table: a title over it, its column titles (the first names the row headings), its
    /// rows and a note under it (what the marks mean); the note may be empty.
    struct Table
    {
        QString title;
        QStringList headers;
        std::vector<Row> rows;
        QString note;
    };

    explicit TablePicture(QWidget *parent = nullptr);

    /// Replaces the tables (drawn one under the other) and repaints.
    void setTables(std::vector<Table> tables);
    [[nodiscard]] const std::vector<Table> &tables() const { return m_tables; }

    /// The widget on screen this picture is drawn for (a QTableWidget): its context menu offers
    /// the picture's export, and the chart under the pointer there is this picture. May be null.
    void setShownBy(QWidget *widget) { m_shownBy = widget; }
    [[nodiscard]] QWidget *shownBy() const { return m_shownBy; }

    /// Draws the tables into (0, 0, area) with `base` as the body font, the first column as
    /// wide as its headings need (at most a third) and the others sharing the rest; texts wrap
    /// in their cells between words (a no-break space or a word joiner keeps its neighbours
    /// together). When they are taller than `area` the font shrinks (to half at the least)
    /// until they fit.
    void paint(QPainter &painter, QSizeF area, const QFont &base) const override;

    /// The scale of `base` at which the tables fit `area` (1 when they fit as they are; 0.5 at
    /// the least), and the height they take then, in the units of `area`.
    struct Fit
    {
        double scale = 1;
        double height = 0;
    };
    [[nodiscard]] Fit fit(QSizeF area, const QFont &base) const;

    /// A width that shows each column's texts on at most two lines at the widget's font, and
    /// the height of the tables at that width.
    [[nodiscard]] QSize sizeHint() const override;

private:
    /// Lays the tables out at `width` with `font`: the total height, and, with a painter,
    /// draws them.
    double layout(QPainter *painter, double width, const QFont &font) const;

    std::vector<Table> m_tables;
    QWidget *m_shownBy = nullptr;
};

} // namespace fleet
