// The tornado chart as plain data: the sensitivity() rows that move the output, each with its
// two bars as signed fractions of the longest one and the words drawn beside them. A widget
// only scales the fractions to pixels and places the text.
#pragma once

#include "sensitivity.h"

#include <QString>

#include <vector>

namespace fleet {

/// One side (−step or +step) of an input's bar, ready to draw.
struct TornadoSide
{
    /// (output − base output) / TornadoChart::scale, in [−1, 1]: negative = the output falls.
    /// ±1 with `stalls` when the run stops (or starts) progressing; 0 when the side is invalid
    /// or the move changed nothing.
    double extent = 0;
    bool stalls = false; ///< the output turned null (a run that never finishes) or back
    /// "14,746 accelerators → 2.2 days"; "… → invalid: <reason>"; "… (at the range's end)".
    QString text;
};

/// One input's pair of bars, or one switched choice's single bar.
struct TornadoBar
{
    FieldId field; ///< the input (a number's bars only)
    QString input; ///< the input's label in the user's language ("Cluster size")
    QString now;   ///< the input's current value with its unit ("16,384 accelerators")
    TornadoSide down;
    TornadoSide up;
    /// A discrete alternative (ChoiceAlternative): `input` says what was switched, `now` its
    /// value now, `up` the alternative and the output there ("RoCE v2 100 GbE → 3.4 days");
    /// `down` is unused and `field` means nothing.
    bool switched = false;
};

/// The chart for one output metric.
struct TornadoChart
{
    QString output;     ///< the metric's label ("Time to train")
    QString baseText;   ///< the metric now, with its unit ("21.9 h"; "never finishes")
    double scale = 0;   ///< the largest finite |output − base| of the bars, metric unit (SI)
    QString scaleText;  ///< `scale` written with the metric's unit ("1.3 days")
    double stepPercent; ///< the step, in % (10)
    /// The inputs and alternatives with an effect (> 0), in one list, largest first, at most
    /// maxBars.
    std::vector<TornadoBar> bars;
    bool hasSwitched = false; ///< some bars are switched choices (the chart says so)
};

/// The bars of a sensitivity (sorted by effect already): the rows and the alternatives whose
/// effect is > 0, merged in one list by effect (a number before a choice at equal effect), at
/// most maxBars (≥ 1) of them, extents relative to the largest finite change of those shown. A
/// chart whose only changes are stalls has scale 0 and extents ±1 on the stalling sides.
[[nodiscard]] TornadoChart tornadoChart(const Sensitivity &sensitivity, int maxBars = 12);

} // namespace fleet
