// Accessibility (accessibility.h): WCAG contrast, and names and descriptions for the controls that
// were built without them.
#include "accessibility.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTextEdit>

#include <cmath>

namespace fleet {

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// A label's or tool tip's words without mnemonics, markup or line breaks.
QString plain(QString text)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    text.remove(tags);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return text.simplified();
}

/// A part of a compound widget (the line edit of a spin box, a tab bar's scroll buttons), named
/// by its owner.
bool isPartOfAnother(const QWidget *w)
{
    for (const QWidget *a = w->parentWidget(); a; a = a->parentWidget()) {
        if (a->inherits("QComboBoxPrivateContainer")) // a combo box's drop-down list
            return true;
    }
    const QWidget *parent = w->parentWidget();
    return parent &&
           (qobject_cast<const QAbstractSpinBox *>(parent) ||
            qobject_cast<const QAbstractItemView *>(parent) || // headers, the corner button
            qobject_cast<const QComboBox *>(parent) || qobject_cast<const QTabBar *>(parent) ||
            qobject_cast<const QScrollBar *>(parent) || parent->inherits("QCalendarWidget"));
}

QString chartName(const QChartView *view)
{
    // The title shown: charts/textfit.h draws it and keeps it in this property (chartTitle());
    // Qt Charts' own title only keeps its room.
    const QVariant shown = view->chart()->property("fleetShownTitle");
    const QString title = plain(shown.isValid() ? shown.toString() : view->chart()->title());
    return title.isEmpty() ? QCoreApplication::translate("Accessibility", "Chart") : title;
}

QString chartDescription(const QChartView *view)
{
    QString x, y;
    for (QAbstractAxis *axis : view->chart()->axes()) {
        (axis->orientation() == Qt::Horizontal ? x : y) = plain(axis->titleText());
    }
    QString text =
        x.isEmpty() && y.isEmpty()
            ? QCoreApplication::translate("Accessibility", "A chart.")
            : QCoreApplication::translate("Accessibility", "A chart of %1 against %2.")
                  .arg(y.isEmpty() ? QCoreApplication::translate("Accessibility", "values") : y,
                       x.isEmpty() ? QCoreApplication::translate("Accessibility", "categories")
                                   : x);
    return text + QLatin1Char(' ') +
           QCoreApplication::translate(
               "Accessibility",
               "Its context menu (the menu key or Shift+F10) shows its data as a table.");
}

QString derivedName(QWidget *w, const QHash<const QWidget *, QString> &buddies)
{
    if (auto *chart = qobject_cast<QChartView *>(w))
        return chartName(chart);
    if (buddies.contains(w))
        return buddies.value(w);
    if (auto *button = qobject_cast<QAbstractButton *>(w)) {
        if (!plain(button->text()).isEmpty())
            return plain(button->text());
    }
    if (auto *group = qobject_cast<QGroupBox *>(w->parentWidget())) {
        if (!qobject_cast<QAbstractButton *>(w) && !plain(group->title()).isEmpty())
            return plain(group->title());
    }
    if (!plain(w->toolTip()).isEmpty())
        return plain(w->toolTip()).section(QLatin1String(". "), 0, 0);
    if (auto *edit = qobject_cast<QLineEdit *>(w)) {
        if (!edit->placeholderText().isEmpty())
            return edit->placeholderText();
    }
    if (qobject_cast<QTabBar *>(w))
        return QCoreApplication::translate("Accessibility", "Pages");
    if (!w->windowTitle().isEmpty())
        return plain(w->windowTitle());
    return {};
}

QString derivedDescription(QWidget *w)
{
    if (auto *chart = qobject_cast<QChartView *>(w))
        return chartDescription(chart);
    const QString tip = plain(w->toolTip());
    if (!tip.isEmpty())
        return tip;
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(w))
        return QCoreApplication::translate("Accessibility",
                                           "Type a value from %1 to %2%3 (a unit may follow the "
                                           "number); Up and Down step it.")
            .arg(spin->minimum())
            .arg(spin->maximum())
            .arg(spin->suffix());
    if (auto *spin = qobject_cast<QSpinBox *>(w))
        return QCoreApplication::translate("Accessibility",
                                           "Type a value from %1 to %2%3; Up and Down step it.")
            .arg(spin->minimum())
            .arg(spin->maximum())
            .arg(spin->suffix());
    if (qobject_cast<QAbstractSpinBox *>(w))
        return QCoreApplication::translate("Accessibility", "Type a value; Up and Down step it.");
    if (qobject_cast<QAbstractSlider *>(w))
        return QCoreApplication::translate("Accessibility",
                                           "The arrow keys and Page Up and Page Down move it.");
    if (auto *combo = qobject_cast<QComboBox *>(w))
        return combo->isEditable() ? QCoreApplication::translate(
                                         "Accessibility",
                                         "Type or pick one; the arrow keys go through the choices.")
                                   : QCoreApplication::translate(
                                         "Accessibility", "The arrow keys go through the choices.");
    if (qobject_cast<QCheckBox *>(w))
        return QCoreApplication::translate("Accessibility", "Space switches it on or off.");
    if (qobject_cast<QAbstractButton *>(w))
        return QCoreApplication::translate("Accessibility", "Space or Enter presses it.");
    if (qobject_cast<QAbstractItemView *>(w))
        return QCoreApplication::translate(
            "Accessibility", "The arrow keys move between cells; Ctrl+C copies the selection.");
    if (qobject_cast<QLineEdit *>(w) || qobject_cast<QTextEdit *>(w) ||
        qobject_cast<QPlainTextEdit *>(w))
        return QCoreApplication::translate("Accessibility", "Text; Tab moves on.");
    if (qobject_cast<QTabBar *>(w))
        return QCoreApplication::translate("Accessibility", "The arrow keys switch between pages.");
    return QCoreApplication::translate("Accessibility", "Tab reaches it; Enter or Space uses it.");
}

} // namespace

QColor composite(const QColor &over, const QColor &background)
{
    if (over.alphaF() >= 1)
        return over;
    const float a = over.alphaF();
    return QColor::fromRgbF(over.redF() * a + background.redF() * (1 - a),
                            over.greenF() * a + background.greenF() * (1 - a),
                            over.blueF() * a + background.blueF() * (1 - a));
}

double contrastRatio(const QColor &foreground, const QColor &background)
{
    const double l1 = luminance(composite(foreground, background)), l2 = luminance(background);
    return (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05);
}

QColor readableOn(const QColor &text, const QList<QColor> &backgrounds, double ratio)
{
    auto worst = [&](const QColor &c) {
        double least = 21;
        for (const QColor &b : backgrounds)
            least = std::min(least, contrastRatio(c, b));
        return least;
    };
    const QColor opaque = text.toRgb();
    if (worst(opaque) >= ratio)
        return text;
    // The same hue mixed towards black or towards white, the least mix that reads.
    auto mixed = [&](const QColor &end, double t) {
        return QColor::fromRgbF(float(opaque.redF() * (1 - t) + end.redF() * t),
                                float(opaque.greenF() * (1 - t) + end.greenF() * t),
                                float(opaque.blueF() * (1 - t) + end.blueF() * t));
    };
    for (int step = 1; step <= 20; ++step) {
        const double t = step / 20.0;
        QColor best;
        for (const QColor &end : {QColor(Qt::black), QColor(Qt::white)}) {
            const QColor c = mixed(end, t);
            if (worst(c) >= ratio && (!best.isValid() || worst(c) > worst(best)))
                best = c;
        }
        if (best.isValid())
            return best;
    }
    return worst(QColor(Qt::black)) >= worst(QColor(Qt::white)) ? QColor(Qt::black)
                                                                : QColor(Qt::white);
}

bool isInteractiveControl(const QWidget *w)
{
    if (!w || isPartOfAnother(w) || qobject_cast<const QScrollBar *>(w))
        return false;
    if (qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
        qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QComboBox *>(w) ||
        qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractItemView *>(w) ||
        qobject_cast<const QChartView *>(w) || qobject_cast<const QTabBar *>(w))
        return true;
    // This project's own controls (the tornado chart, the trade-off map): focusable widgets
    // whose class is not one of Qt's containers.
    const QString cls = QString::fromLatin1(w->metaObject()->className());
    return cls.startsWith(QLatin1String("fleet::")) && (w->focusPolicy() & Qt::TabFocus);
}

void describeControls(QWidget *root)
{
    if (!root)
        return;
    QHash<const QWidget *, QString> buddies;
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (label->buddy() && !plain(label->text()).isEmpty())
            buddies.insert(
                label->buddy(),
                plain(label->text()).remove(QRegularExpression(QStringLiteral("[:：]$"))));
    }
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (QWidget *w : all) {
        if (!isInteractiveControl(w))
            continue;
        if (w->accessibleName().isEmpty()) {
            QString name = derivedName(w, buddies);
            if (name.isEmpty() && !w->objectName().isEmpty())
                name = w->objectName();
            if (!name.isEmpty())
                w->setAccessibleName(name);
        }
        if (w->accessibleDescription().isEmpty())
            w->setAccessibleDescription(derivedDescription(w));
        if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w) ||
            qobject_cast<QComboBox *>(w))
            showFocusRing(w);
    }
}

QList<QWidget *> undescribedControls(QWidget *root)
{
    QList<QWidget *> out;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (QWidget *w : all) {
        if (isInteractiveControl(w) && (w->accessibleName().trimmed().isEmpty() ||
                                        w->accessibleDescription().trimmed().isEmpty()))
            out << w;
    }
    return out;
}

namespace {

/// Draws a 2 px ring in the highlight colour over a focused button, slider or combo box once
/// the widget has painted itself: Fusion draws none for them unless the focus came by Tab, and
/// some styles none at all.
class FocusRing : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || !watched->isWidgetType())
            return false;
        auto *w = static_cast<QWidget *>(watched);
        if (!w->hasFocus())
            return false;
        // The widget's own painting first (QObject::event is public; no filter runs again).
        static_cast<QObject *>(w)->event(event);
        QPainter painter(w);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(w->palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(w->rect()).adjusted(1, 1, -1, -1), 3, 3);
        return true;
    }
};

FocusRing *focusRing()
{
    static auto *ring = new FocusRing(QCoreApplication::instance());
    return ring;
}

} // namespace

void showFocusRing(QWidget *control)
{
    if (control->property("fleetFocusRing").toBool())
        return;
    control->setProperty("fleetFocusRing", true);
    control->installEventFilter(focusRing());
}

namespace {

/// A transparent child over a chart's viewport that draws a 2 px frame in the highlight colour
/// while the chart has focus. A frame of the view's own (a style sheet border) would shrink the
/// viewport, while Qt Charts sizes the chart to the whole view.
class ChartFocusFrame : public QWidget
{
public:
    explicit ChartFocusFrame(QAbstractScrollArea *view) : QWidget(view->viewport()), m_view(view)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
        setGeometry(view->viewport()->rect());
        view->installEventFilter(this);
        view->viewport()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Resize:
            if (watched == m_view->viewport())
                setGeometry(m_view->viewport()->rect());
            break;
        case QEvent::FocusIn:
        case QEvent::FocusOut:
            update();
            break;
        default:
            break;
        }
        return false;
    }
    void paintEvent(QPaintEvent *) override
    {
        if (!m_view->hasFocus())
            return;
        QPainter painter(this);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }

private:
    QAbstractScrollArea *m_view;
};

} // namespace

void makeChartFocusable(QAbstractScrollArea *chart)
{
    chart->setFocusPolicy(Qt::StrongFocus);
    (new ChartFocusFrame(chart))->show();
}

} // namespace fleet
