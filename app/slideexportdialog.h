// SlideExportDialog: how to export one chart for a slide — the format, the size (slide presets,
// the chart's size on screen, or any), the scale of a PNG, and the caption.
#pragma once

#include "chartexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace fleet {

class SlideExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// The formats, in the order of the format picker; each is the file suffix.
    enum class Format { Png, Svg, Pdf };

    /// `onScreen` is the chart's size in the window (a size preset); `caption` the suggested
    /// caption (editable; `captionOn` whether it is ticked).
    SlideExportDialog(QSize onScreen, const QString &caption, QWidget *parent = nullptr);

    /// Shows a previous choice: format, size, scale and whether the caption is on.
    void setChoice(Format format, const SlideExport &options, bool captionOn);

    [[nodiscard]] Format format() const;
    /// "png", "svg" or "pdf".
    [[nodiscard]] QString suffix() const;
    /// The export as chosen; the caption is empty when it is switched off.
    [[nodiscard]] SlideExport options() const;
    [[nodiscard]] bool isCaptionOn() const;

private:
    void sync();

    QComboBox *m_format;
    QComboBox *m_preset;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_scale;
    QCheckBox *m_captionOn;
    QLineEdit *m_caption;
    QLabel *m_result;
};

} // namespace fleet
