// Export of a view (exportview.h): SVG and PDF as drawings, PNG as a grab.
#include "exportview.h"

#include "livecharts.h"

#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

namespace fleet {

QString exportWidget(QWidget *target, const QString &fileName, const QString &title)
{
    QString name = fileName;
    const QString suffix = QFileInfo(name).suffix().toLower();
    // The charts' lines as lines in a drawing, not the screen's cached pixmaps of them.
    const UncachedItems uncached(target);
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(name);
        svg.setSize(target->size());
        svg.setViewBox(target->rect());
        svg.setTitle(title);
        QPainter painter(&svg);
        target->render(&painter);
        return painter.end() ? name : QString();
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(name);
        pdf.setPageSize(QPageSize(QSizeF(target->width(), target->height()), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        pdf.setTitle(title);
        QPainter painter(&pdf);
        target->render(&painter);
        return painter.end() ? name : QString();
    }
    if (suffix != QLatin1String("png"))
        name += QStringLiteral(".png");
    return target->grab().save(name, "PNG") ? name : QString();
}

} // namespace fleet
