#include "readout.h"

#include "palette.h"

#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace fleet {

namespace {

QString toneStyle(Readout::Tone tone)
{
    const Palette &p = colours();
    switch (tone) {
    case Readout::Tone::Good:
        return toneStyleSheet(p.good, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Warning:
        return toneStyleSheet(p.warning, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Bad:
        return toneStyleSheet(p.bad, 5, QStringLiteral("2px 6px"));
    case Readout::Tone::Neutral:
        break;
    }
    return QStringLiteral("QLabel { padding: 2px 0px; }");
}

} // namespace

ReadoutPanel::ReadoutPanel(QWidget *parent)
    : QWidget(parent)
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(14);
    m_grid->setVerticalSpacing(6);
}

void ReadoutPanel::setReadouts(const std::vector<Readout> &readouts)
{
    // One readout per row: the title on the left, the value on the right, large. Nothing
    // word-wraps: a wrapping label re-lays out a text document whenever the panel's layout
    // runs, which is on every tick.
    while (m_cells.size() < readouts.size()) {
        const int row = int(m_cells.size());
        auto *title = new QLabel(this);
        title->setObjectName(QStringLiteral("readoutTitle"));
        title->setStyleSheet(QStringLiteral("color: %1;").arg(colours().secondaryText.name()));
        auto *value = new QLabel(this);
        value->setObjectName(QStringLiteral("readoutValue"));
        QFont big = value->font();
        big.setPointSizeF(big.pointSizeF() * 1.25);
        big.setBold(true);
        value->setFont(big);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        title->setBuddy(value);
        m_grid->addWidget(title, row, 0);
        m_grid->addWidget(value, row, 1);
        m_cells.push_back({title, value});
    }
    m_grid->setColumnStretch(0, 2);
    m_grid->setColumnStretch(1, 3);
    for (size_t i = 0; i < m_cells.size(); ++i) {
        const bool used = i < readouts.size();
        m_cells[i].title->setVisible(used);
        m_cells[i].value->setVisible(used);
        if (!used)
            continue;
        const Readout &r = readouts[i];
        const bool toneChanged = i >= m_readouts.size() || m_readouts[i].tone != r.tone;
        if (m_cells[i].title->text() != r.title)
            m_cells[i].title->setText(r.title);
        if (m_cells[i].value->text() != r.value)
            m_cells[i].value->setText(r.value);
        const QString tip = mathText(r);
        if (m_cells[i].value->toolTip() != tip) {
            m_cells[i].value->setToolTip(tip);
            m_cells[i].title->setToolTip(tip);
            m_cells[i].value->setAccessibleDescription(tip);
        }
        if (toneChanged)
            m_cells[i].value->setStyleSheet(toneStyle(r.tone));
    }
    m_readouts = readouts;
}

QString ReadoutPanel::value(const QString &title) const
{
    const QLabel *label = valueLabel(title);
    return label ? label->text() : QString();
}

QLabel *ReadoutPanel::valueLabel(const QString &title) const
{
    for (size_t i = 0; i < m_readouts.size() && i < m_cells.size(); ++i) {
        if (m_readouts[i].title == title)
            return m_cells[i].value;
    }
    return nullptr;
}

MathPanel::MathPanel(QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QToolButton(this))
    , m_body(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_toggle->setText(tr("Show the math"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolTip(tr("Each readout's formula, with the live values substituted, and its source"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setVisible(false);
    m_body->setStyleSheet(QStringLiteral("QLabel { background: %1; border: 1px solid %2; padding: 6px; }")
                              .arg(colours().mathBackground.name(), colours().mathBorder.name()));
    layout->addWidget(m_toggle);
    layout->addWidget(m_body);
    connect(m_toggle, &QToolButton::toggled, this, &MathPanel::setExpanded);
}

void MathPanel::setReadouts(const std::vector<Readout> &readouts)
{
    m_readouts = readouts;
    if (isExpanded())
        rebuild();
}

void MathPanel::setExpanded(bool expanded)
{
    if (m_toggle->isChecked() != expanded)
        m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_toggle->setText(expanded ? tr("Hide the math") : tr("Show the math"));
    m_body->setVisible(expanded);
    if (expanded)
        rebuild();
}

bool MathPanel::isExpanded() const { return m_toggle->isChecked(); }

QString MathPanel::text() const { return m_body->text(); }

void MathPanel::rebuild()
{
    QString html;
    for (const Readout &r : m_readouts) {
        html += QStringLiteral("<p style='margin:0 0 8px 0'><b>%1</b> = %2<br>"
                               "<span style='font-family:monospace'>%3</span>")
                    .arg(r.title.toHtmlEscaped(), r.value.toHtmlEscaped(),
                         r.formula.toHtmlEscaped());
        if (!r.substituted.isEmpty())
            html += QStringLiteral("<br><span style='font-family:monospace'>= %1</span>")
                        .arg(r.substituted.toHtmlEscaped());
        if (!r.source.isEmpty())
            html += QStringLiteral("<br><i>Source: %1</i>").arg(r.source.toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    if (m_body->text() != html)
        m_body->setText(html);
}

} // namespace fleet
