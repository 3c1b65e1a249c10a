// ChartActions: the window's commands on one chart — "Export this chart…" and "Copy chart as
// image" in every chart's context menu, and Ctrl+Shift+C for the chart under the pointer. A
// chart is a Qt Charts view or one of the kit's painted pictures (PictureWidget: the layout's
// node map, the serving view's seats).
#pragma once

#include "chartexport.h"
#include "scenario.h"
#include "slideexportdialog.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QWidget;

namespace fleet {

class ExplorerView;
class Preferences;
class ScenarioDocument;

class ChartActions : public QObject
{
    Q_OBJECT

public:
    /// `currentView` gives the view on screen (nullptr when none); `preferences` holds the
    /// last directory. All must outlive this object.
    ChartActions(QMainWindow *window, ScenarioDocument *document, Preferences *preferences,
                 std::function<ExplorerView *()> currentView);

    /// Gives every chart of `view` the two commands in its context menu (right-click).
    void install(ExplorerView *view);
    /// Gives one chart the two commands (a chart a view made after it was installed).
    void installOn(QWidget *chart);
    /// Ctrl+Shift+C: copies targetChart(); added to the window (for a menu too).
    [[nodiscard]] QAction *copyAction() const { return m_copy; }

    /// The charts of `view`: its QChartViews in widget order, then its PictureWidgets.
    [[nodiscard]] static QList<QWidget *> chartsOf(const ExplorerView *view);
    /// The chart at a global position in the current view, or nullptr.
    [[nodiscard]] QWidget *chartAt(QPoint globalPos) const;
    /// The chart under the pointer, else the current view's first chart; nullptr when the view
    /// has none.
    [[nodiscard]] QWidget *targetChart() const;
    /// Puts the chart on the clipboard as the image Export this chart… writes as PNG: the last
    /// export's size and scale (1,280 × 720 at 1× until one is made), with the caption unless
    /// the last export switched it off. False when there is no chart.
    bool copyChart(QWidget *chart);
    /// Asks how (SlideExportDialog), then where (a file dialog suggesting
    /// suggestedFileName()), and writes the file.
    void exportChart(QWidget *chart);
    /// Writes the chart to `fileName` and says so in the status bar; false when it cannot.
    bool writeTo(QWidget *chart, const SlideExport &options, const QString &fileName);

    /// The chart's name in file names: its view's command-line name, with the chart's number in
    /// chartsOf() after the first ("communication-2").
    [[nodiscard]] static QString chartName(QWidget *chart);
    /// The view a chart belongs to, or nullptr.
    [[nodiscard]] static ExplorerView *viewOf(QWidget *chart);
    /// The name the save dialog suggests: `<chart>-<accelerator>-n<N>.<suffix>`, the
    /// accelerator without its vendor ("roofline-h100-sxm-n1024.png"). `chart` is chartName();
    /// only lowercase letters, digits and dashes are kept.
    [[nodiscard]] static QString suggestedFileName(const QString &chart, const Scenario &s,
                                                   const QString &suffix);

private:
    [[nodiscard]] QString captionFor(QWidget *chart) const;
    void say(const QString &text);

    QMainWindow *m_window;
    ScenarioDocument *m_document;
    Preferences *m_preferences;
    std::function<ExplorerView *()> m_currentView;
    QAction *m_copy;
    // The last export's choice, offered again.
    SlideExportDialog::Format m_format = SlideExportDialog::Format::Png;
    SlideExport m_options;
    bool m_captionOn = true;
};

} // namespace fleet
