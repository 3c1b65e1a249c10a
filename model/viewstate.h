// How the explorer showed a scenario when it was saved: the current view, the accelerators
// ticked for comparison and how link bandwidth is shown. Saved in a scenario file's optional
// "view" section; not physics, so changing it is no undo step and no unsaved change.
#pragma once

#include "catalog.h"
#include "jsonreader.h"

#include <QJsonObject>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fleet {

/// The views' ids, in tab order (Ctrl+1…9, then Ctrl+0): the command line's --view names and
/// the values of view.current. Views added after the first eight come after "compare", so
/// Ctrl+1…8 keep their views.
inline constexpr std::array<const char *, 10> kViewIds = {
    "roofline", "scaling",   "communication", "reliability", "utilization",
    "power",    "reference", "compare",       "layout",      "serving"};

/// kViewIds as strings.
[[nodiscard]] QStringList viewIdList();

/// The charts of view `view` (one of kViewIds) that a lesson step can choose to show (its
/// "charts" list, model/README §9), by id, in the order the view places them: "roofline",
/// "decode-memory" for the roofline view; "mtbf", "failure", "waste" for reliability; … A panel
/// that switches between charts (the utilization and layout views' curve pages) is one id.
/// Empty for a view with no charts to choose among (reference, compare). The views register
/// panels under these ids (ExplorerView::addChartPanel(); a test checks the two agree).
[[nodiscard]] QStringList viewChartIds(const QString &view);

/// An input set by calibration: the value (SI, the field's unit) and the observation it came
/// from ("419 interruptions in 54 days on 16,384 accelerators").
struct CalibratedInput
{
    double value = 0;
    std::string from;
    bool operator==(const CalibratedInput &) const = default;
};

/// The compare view's Sweep page: what is swept and how, as the person typed it.
struct SweepViewState
{
    std::string output; ///< a numeric results key ("communication.comm_compute_ratio")
    std::string input;  ///< a numeric input as "section.key" ("cluster.accelerators")
    std::string from;   ///< the range's ends as typed, with their unit ("1,024", "100 GB/s");
    std::string to;     ///< empty: the default range
    std::string target; ///< a target typed with its unit ("30 days"); empty: none
    bool operator==(const SweepViewState &) const = default;
};

/// The view section. Every member is optional: a file that leaves one out leaves that part of
/// the window as it is.
struct ViewState
{
    std::optional<std::string> currentView;                 ///< one of kViewIds
    std::optional<std::vector<std::string>> overlays;       ///< accelerator ids, in order
    std::optional<BandwidthConvention> bandwidthConvention; ///< how the views show link bandwidth
    /// The charts whose axes are locked, as "view/index" ("reliability/2": the view's third
    /// chart, in the order the view builds them).
    std::optional<std::vector<std::string>> lockedAxes;
    /// The charts whose "Field data" switch was set, by "view/index", each shown (true) or
    /// hidden (false); a chart left out shows its view's default (on in the reliability view).
    std::optional<std::map<std::string, bool>> fieldData;
    /// The inputs Tools › Calibrate from observations… set, by their scenario path
    /// ("reliability.accelerator_mttf_h"): the SI value it set and from what, in words. The
    /// window marks such an input as calibrated while it still holds that value.
    std::optional<std::map<std::string, CalibratedInput>> calibrated;
    /// The Sweep page's choices.
    std::optional<SweepViewState> sweep;
    /// Whether the cluster-size slider and spin box snap to whole nodes, as the user set it;
    /// absent: on while the Communication view shows, off elsewhere.
    std::optional<bool> snapToNodes;

    [[nodiscard]] bool isEmpty() const
    {
        return !currentView && !overlays && !bandwidthConvention && !lockedAxes && !fieldData &&
               !calibrated && !sweep && !snapToNodes;
    }
    bool operator==(const ViewState &) const = default;
};

/// Reads the "view" object of a scenario (`r` is that object): "current" (a view id),
/// "overlays" (catalog accelerator ids, each once), "bandwidth_convention" and "locked_axes"
/// ("view/index" with a view id and an index 0–99, each once) and "field_data" (an object whose
/// keys are such chart ids and whose values are booleans) and "calibrated" (an object whose keys
/// are numeric input paths, "section.key", each {"value": a number in the field's range, "from":
/// a text of at most 300 characters}) and "sweep" ({"output": a numeric results key, "input": a
/// numeric input "section.key", "from", "to", "target": texts of at most 64 characters, each
/// optional but output and input}) and "snap_to_nodes" (a boolean). Throws
/// InputError naming the file, the key ("view.overlays[1]") and the reason for an unknown key,
/// a wrong type, an unknown view or accelerator id, or an id listed twice.
[[nodiscard]] ViewState parseViewState(JsonReader &r, const Catalog &catalog);

/// The view section as JSON: only the members that are set.
[[nodiscard]] QJsonObject viewStateToJson(const ViewState &view);

} // namespace fleet
