// Field data (SPEC §10): published measurements of real fleets, each with the scenario that
// reproduces its setting, read strictly; and the model's value beside each one (measured ÷
// model), with the chart it belongs to and its place there. model/README.md §10 describes the
// file format and the comparison.
#pragma once

#include "catalog.h"
#include "results.h"
#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace fleet {

/// The "format" value of a field-data file.
inline constexpr const char *kFieldDataFormat = "fleet-explorer-field-data";

/// Whether a figure is the source's own or one it quotes from another publication.
enum class FieldOrigin { Own, Quoted };

/// Where a figure was published.
struct FieldSource
{
    std::string title;   ///< the paper, report or page
    std::string authors; ///< "Dubey et al." (may be an organisation)
    std::string where;   ///< section, table or figure ("§3.3.4, Table 5")
    int year = 0;        ///< year of publication, 1900–2100
    FieldOrigin origin = FieldOrigin::Own;
    std::string quotedFrom; ///< Quoted only: the publication the figure comes from
    std::string url;        ///< optional
    bool operator==(const FieldSource &) const = default;
};

/// The setting of a measurement, in words.
struct FieldSetting
{
    std::string model;    ///< what was trained or served ("Llama 3 405B"); may be empty
    std::string hardware; ///< accelerator and count ("16,384 × NVIDIA H100 80 GB")
    std::string fabric;   ///< optional
    std::string duration; ///< optional ("54-day snapshot")
    bool operator==(const FieldSetting &) const = default;
};

/// One published measurement.
struct FieldEntry
{
    std::string id;      ///< stable lowercase id (a–z, 0–9, "-"), unique in the file
    std::string measure; ///< the results key (§5) or scenario field ("facility.pue") it meets
    /// true: the figure is per accelerator, compared with the model's value ÷ N.
    bool perAccelerator = false;
    double value = 0;      ///< in the measure's SI unit, 1e-30 – 1e30
    std::string unit;      ///< that unit, as text ("h", "fraction", "FLOP/s")
    std::string published; ///< the figure as the source prints it ("8,930 tons CO2eq")
    FieldSetting setting;
    Scenario scenario;        ///< reproduces the setting (missing keys take the defaults)
    QJsonObject scenarioJson; ///< as written in the file
    FieldSource source;
    bool approximate = false; ///< read off a plot, "about", "approximately": see note
    std::string note;         ///< required when approximate
};

/// A field-data file: its entries in file order.
struct FieldData
{
    std::string note;
    std::vector<FieldEntry> entries;
};

/// Parses a field-data document against `catalog`. Throws InputError naming `file`, the entry
/// ("entries[3] (llama3-405b-interruptions).value") and the reason for: malformed JSON, a key
/// given twice in one object, an unknown key (with a suggestion), a missing key, a wrong type,
/// a value outside 1e-30 – 1e30 or not finite, a bad or duplicate id, a measure that is neither a
/// numeric results key nor a scenario field, a scenario the scenario reader refuses (its own
/// key path after "scenario."), a scenario under which the model gives no number for the
/// measure (or a value ≤ 0, or a ratio or chart place that is not finite), or `approximate`
/// without a note.
[[nodiscard]] FieldData parseFieldData(const QByteArray &json, const QString &file,
                                       const Catalog &catalog);

/// Reads and parses a field-data file ("-" = stdin). Throws InputError.
[[nodiscard]] FieldData loadFieldDataFile(const QString &path, const Catalog &catalog);

/// The shipped file, resources/field/field-data.json (compiled in, ":/field/field-data.json").
/// Throws InputError if it does not read (a build defect that field_test catches).
[[nodiscard]] FieldData embeddedFieldData(const Catalog &catalog);

/// The chart an entry is drawn on (SPEC §10), by the measure it meets.
enum class FieldChart {
    MtbfVsN,               ///< reliability: x = N, y = observed cluster MTBF in h
    MfuVsN,                ///< utilization: x = N, y = the fraction of peak achieved
    FlopPerAcceleratorVsN, ///< utilization: x = N, y = FLOP/s per accelerator
    TimeToTrainVsN,        ///< utilization / layout: x = N, y = training time in s
    RunTotals,             ///< run energy, CO₂ or cost: x = N, y = the measured total
    NodePower,             ///< power: x = accelerators per node, y = node power in W
    RackPower,             ///< power: x = accelerators per rack, y = rack power in W
    Pue,                   ///< power: x = IT load of the scenario in W, y = the PUE
    RooflineDecode,        ///< roofline: x = decode intensity FLOP/byte, y = FLOP/s attained
    AllReduceVsMessage,    ///< communication: x = message size in B, y = AllReduce time in s
    Other,                 ///< none of these: x = N, y = the measured value
};

/// The chart's stable id ("mtbf-vs-n", "mfu-vs-n", …).
[[nodiscard]] const char *fieldChartId(FieldChart chart);

/// One entry beside the model.
struct FieldComparison
{
    FieldEntry entry;
    Results results;  ///< evaluate(entry.scenario)
    double model = 0; ///< the model's value of the measure (÷ N when per accelerator)
    double ratio = 0; ///< measured ÷ model
    FieldChart chart = FieldChart::Other;
    double x = 0; ///< the entry's place on its chart (see FieldChart)
    double y = 0;
    double modelY = 0; ///< the model's value at the same x, in y's unit
};

/// The model's value of `entry.measure` in `results` (evaluate(entry.scenario); a scenario
/// field is read from entry.scenario), ÷ N when per accelerator; nullopt
/// when the measure has no number there (null, not a number, or not a key).
[[nodiscard]] std::optional<double> fieldModelValue(const FieldEntry &entry,
                                                    const Results &results);

/// The entry beside the model: evaluate(entry.scenario), its value of the measure, the ratio
/// measured ÷ model, and the chart and place. Throws std::invalid_argument when the model
/// gives no number (parseFieldData() refuses such entries).
[[nodiscard]] FieldComparison compareFieldEntry(const FieldEntry &entry);

/// compareFieldEntry() for every entry, in file order.
[[nodiscard]] std::vector<FieldComparison> compareFieldData(const FieldData &data);

/// The comparisons as JSON (--field): {"format": "fleet-explorer-field-comparison",
/// "entries": [{id, measure, measured, unit, model, ratio, published, setting, source,
/// approximate, note, chart: {id, x, y, model_y}}]}.
[[nodiscard]] QJsonObject fieldComparisonJson(const std::vector<FieldComparison> &comparisons);

/// The columns of the field table: Entry, Measure, Measured, Model, Measured ÷ model, Source.
[[nodiscard]] QStringList fieldComparisonHeader();
/// One row per comparison under fieldComparisonHeader(): the values with their unit ("per
/// accelerator" where the measure is), "(approximate)" where the source says so, and the source
/// (authors, year, section or table; "quoted from" for a figure the source quotes).
[[nodiscard]] QList<QStringList>
fieldComparisonRows(const std::vector<FieldComparison> &comparisons);
/// The comparisons as a Markdown table (--field --format markdown): id, measure, measured,
/// model, measured ÷ model, source.
[[nodiscard]] QString fieldComparisonMarkdown(const std::vector<FieldComparison> &comparisons);

} // namespace fleet
