// PictureWidget (picturewidget.h): font-scaled size hints shared by the painted pictures.
#include "picturewidget.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>

namespace fleet {

PictureWidget::PictureWidget(QSizeF preferred, QSizeF least, QWidget *parent)
    : QWidget(parent), m_preferred(preferred), m_least(least)
{}

void PictureWidget::setFontScale(double scale)
{
    m_fontScale = scale;
    QFont f = font();
    f.setPointSizeF(QApplication::font().pointSizeF() * scale);
    setFont(f);
    updateGeometry();
    update();
}

QSize PictureWidget::inLines(QSizeF lines) const
{
    const double line = QFontMetricsF(font()).height();
    return QSize(int(line * lines.width()), int(line * lines.height()));
}

QSize PictureWidget::sizeHint() const
{
    return inLines(m_preferred);
}

QSize PictureWidget::minimumSizeHint() const
{
    return inLines(m_least);
}

bool PictureWidget::paintsOnScreen(const QPainter &painter)
{
    const QPaintDevice *device = painter.device();
    const QPaintEngine *engine = painter.paintEngine();
    return device && device->devType() == QInternal::Widget && engine &&
           engine->type() == QPaintEngine::Raster &&
           painter.worldTransform().type() <= QTransform::TxTranslate;
}

void PictureWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(painter, size(), font());
}

} // namespace fleet
