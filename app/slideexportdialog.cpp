// The options of a chart exported for a slide (slideexportdialog.h).
#include "slideexportdialog.h"

#include "format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace fleet {

namespace {

constexpr int kMinSide = 100;
constexpr int kMaxSide = 8000;

} // namespace

SlideExportDialog::SlideExportDialog(QSize onScreen, const QString &caption, QWidget *parent)
    : QDialog(parent), m_format(new QComboBox), m_preset(new QComboBox), m_width(new QSpinBox),
      m_height(new QSpinBox), m_scale(new QSpinBox), m_captionOn(new QCheckBox(tr("Caption"))),
      m_caption(new QLineEdit(caption))
{
    setWindowTitle(tr("Export chart"));
    setObjectName(QStringLiteral("slideExportDialog"));
    m_format->addItem(tr("PNG image"), QStringLiteral("png"));
    m_format->addItem(tr("SVG drawing"), QStringLiteral("svg"));
    m_format->addItem(tr("PDF document"), QStringLiteral("pdf"));
    m_format->setObjectName(QStringLiteral("exportFormat"));

    // A 1,280 × 720 PDF page at the screen's 96 dpi is a 13.33 × 7.5 in 16:9 slide.
    m_preset->addItem(tr("Slide 16:9, 1280 × 720"), QSize(1280, 720));
    m_preset->addItem(tr("Slide 16:9, 1920 × 1080"), QSize(1920, 1080));
    m_preset->addItem(tr("Slide 4:3, 1024 × 768"), QSize(1024, 768));
    m_preset->addItem(tr("As on screen, %1 × %2").arg(onScreen.width()).arg(onScreen.height()),
                      onScreen);
    m_preset->addItem(tr("Other size"), QSize());
    m_preset->setObjectName(QStringLiteral("exportSizePreset"));
    for (QSpinBox *side : {m_width, m_height}) {
        side->setRange(kMinSide, kMaxSide);
        side->setSuffix(tr(" px"));
    }
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height->setObjectName(QStringLiteral("exportHeight"));
    m_scale->setRange(1, 4);
    m_scale->setSuffix(QStringLiteral("×"));
    m_scale->setObjectName(QStringLiteral("exportScale"));
    m_scale->setToolTip(tr("Pixels per point of the size: 2× gives a PNG twice as wide and high, "
                           "with text as sharp as on a high-resolution screen"));
    m_captionOn->setChecked(true);
    m_captionOn->setObjectName(QStringLiteral("exportCaptionOn"));
    m_caption->setObjectName(QStringLiteral("exportCaption"));
    m_caption->setMinimumWidth(420);
    // setText() leaves the cursor at the end, which scrolls a long caption to its last words
    // ("…VIDIA H100 SXM, BF16 · N = …"): show it from its start, the hardware first.
    m_caption->setCursorPosition(0);
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("exportResult"));

    auto *size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×")));
    size->addWidget(m_height);
    size->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("Format"), m_format);
    form->addRow(tr("Size"), m_preset);
    form->addRow(QString(), size);
    form->addRow(tr("Scale (PNG)"), m_scale);
    form->addRow(m_captionOn, m_caption);
    form->addRow(QString(), m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        const QSize preset = m_preset->currentData().toSize();
        if (preset.isValid()) {
            const QSignalBlocker w(m_width), h(m_height);
            m_width->setValue(preset.width());
            m_height->setValue(preset.height());
        }
        sync();
    });
    for (QSpinBox *side : {m_width, m_height}) {
        connect(side, &QSpinBox::valueChanged, this, [this] {
            // A size typed by hand is "other" unless it is one of the presets.
            const QSize typed(m_width->value(), m_height->value());
            const int match = m_preset->findData(typed);
            const QSignalBlocker block(m_preset);
            m_preset->setCurrentIndex(match >= 0 ? match : m_preset->count() - 1);
            sync();
        });
    }
    connect(m_scale, &QSpinBox::valueChanged, this, &SlideExportDialog::sync);
    connect(m_format, &QComboBox::currentIndexChanged, this, &SlideExportDialog::sync);
    connect(m_captionOn, &QCheckBox::toggled, this, &SlideExportDialog::sync);
    m_width->setValue(1280);
    m_height->setValue(720);
    sync();
}

void SlideExportDialog::setChoice(Format format, const SlideExport &options, bool captionOn)
{
    m_format->setCurrentIndex(int(format));
    m_width->setValue(options.size.width());
    m_height->setValue(options.size.height());
    m_scale->setValue(int(options.scale));
    m_captionOn->setChecked(captionOn);
    sync();
}

SlideExportDialog::Format SlideExportDialog::format() const
{
    return Format(m_format->currentIndex());
}

QString SlideExportDialog::suffix() const
{
    return m_format->currentData().toString();
}

bool SlideExportDialog::isCaptionOn() const
{
    return m_captionOn->isChecked();
}

SlideExport SlideExportDialog::options() const
{
    SlideExport o;
    o.size = QSize(m_width->value(), m_height->value());
    o.scale = format() == Format::Png ? m_scale->value() : 1;
    o.caption = isCaptionOn() ? m_caption->text() : QString();
    return o;
}

void SlideExportDialog::sync()
{
    const bool png = format() == Format::Png;
    m_scale->setEnabled(png);
    m_caption->setEnabled(m_captionOn->isChecked());
    const SlideExport o = options();
    m_result->setText(
        png ? tr("A PNG of %1 × %2 pixels")
                  .arg(formatNumber(o.size.width() * o.scale, 0),
                       formatNumber(o.size.height() * o.scale, 0))
            : tr("A page of %1 × %2 pixels at the screen's resolution, as vectors")
                  .arg(formatNumber(o.size.width(), 0), formatNumber(o.size.height(), 0)));
}

} // namespace fleet
