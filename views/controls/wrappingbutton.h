// A push button whose text wraps onto more lines in a column narrower than it, rather than
// widening the column: a preset's long name ("340M ("350M") data-parallel, 256 GPUs") at the
// largest font scale made the side column scroll sideways.
#pragma once

#include <QPushButton>

namespace fleet {

/// A QPushButton that breaks its text at spaces to fit its width (one line when it fits, as
/// wide as its widest word at the least); text() and the accessible name stay the whole text.
class WrappingButton : public QPushButton
{
    Q_OBJECT

public:
    explicit WrappingButton(const QString &text, QWidget *parent = nullptr);
    /// Sizes the button for `text` as well as its own (the longer text it will show later: a
    /// lesson's choice marked "✓ right"), so that changing to it moves nothing.
    void setRoomFor(const QString &text);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    /// The text as drawn at `width` pixels, its lines joined by '\n'.
    [[nodiscard]] QString shownText(int width) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// The button's size around `text` (the style's margins and frame included).
    [[nodiscard]] QSize sizeAround(const QString &text) const;
    /// The style's margins and frame beside the text, in pixels.
    [[nodiscard]] int padding() const;
    /// `text` broken at spaces into lines of at most `width` pixels with the padding.
    [[nodiscard]] QString wrapped(const QString &text, int width) const;
    /// Its text and the text it keeps room for.
    [[nodiscard]] QStringList sizedTexts() const;

    QString m_room;
    /// heightForWidth() for the last width asked, while the texts and font hold: a layout asks
    /// it at every pass (the side column's, on every slider step), and each answer wraps and
    /// measures the texts anew.
    struct HeightForWidth
    {
        int width = -1;
        QString text, room, font;
        int height = 0;
    };
    mutable HeightForWidth m_heightForWidth;
};

} // namespace fleet
