// The model's field comparisons (model/field/fielddata.h) as points for a chart's FieldPoints
// (charts/fieldpoints.h): the entries of one FieldChart with a short label, the source and
// "measured ÷ model" in words. Any view calls it for its chart:
//   auto *field = new FieldPoints(plot, shownByDefault);
//   field->setPoints(fieldPointsFor(fieldComparisons(catalog), {FieldChart::MfuVsN}));
#pragma once

#include "fielddata.h"
#include "fieldpoints.h"

#include <QCoreApplication>

#include <functional>
#include <vector>

namespace fleet {

/// The words of field data in the window (the tr() context of the texts below).
class FieldDataText
{
    Q_DECLARE_TR_FUNCTIONS(FieldDataText)

public:
    /// "measured ÷ model = 0.99×" (two decimals below 10, one above).
    [[nodiscard]] static QString ratio(double measuredOverModel);
    /// The source in one line: "Dubey et al., The Llama 3 Herd of Models, §3.3.4, Table 5,
    /// 2024", with "quoted from …" when the figure is quoted and "approximate" when it is.
    [[nodiscard]] static QString source(const FieldEntry &entry);
    /// A point's callout lines: the setting, the figure as published, the ratio, the source.
    [[nodiscard]] static QString tooltip(const FieldComparison &comparison);
};

/// The shipped field data beside the model (compareFieldData(embeddedFieldData(catalog))).
/// Throws InputError if the shipped file does not read (a build defect).
[[nodiscard]] std::vector<FieldComparison> fieldComparisons(const Catalog &catalog);

/// The points of the entries drawn on one of `charts`, in file order, at (x, y) of each comparison
/// or where `place` puts it (a chart in other units: the roofline's TFLOP/s); the label, when
/// `labelled`, is the setting's model (left empty when an earlier point at the same x has it).
[[nodiscard]] std::vector<FieldPoint> fieldPointsFor(
    const std::vector<FieldComparison> &comparisons, const std::vector<FieldChart> &charts,
    const std::function<CurvePoint(const FieldComparison &)> &place = {}, bool labelled = true);

} // namespace fleet
