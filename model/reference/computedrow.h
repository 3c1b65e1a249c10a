// The model's side of each reference row: the value a computation gives from the catalog and
// the physics, the model's answer in words where the appendix prints words, and the catalog
// and model values the row's texts quote. Internal to model/reference/.
#pragma once

#include "catalog.h"
#include "printedrows.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::reference {

/// What a text says instead of values it would quote from a catalog entry that is missing.
[[nodiscard]] QString missingInputText();

/// The model's answer for one printed row.
struct ComputedRow
{
    /// In the row's unit; nullopt when a catalog entry is missing or an input is out of a
    /// function's range (never NaN or infinite).
    std::optional<double> value = std::nullopt;
    /// The model's answer in words, for rows it answers in words ("Liquid cooling required").
    QString words = {};
    /// Whether `words` is the answer the appendix prints.
    bool wordsMatch = true;
    /// The values the row's inputs text quotes as %1, %2, … ("3.35 TB/s"); nullopt when a
    /// catalog entry they come from is missing.
    std::optional<QStringList> inputsArgs = QStringList();
    /// The same for the row's note.
    std::optional<QStringList> noteArgs = QStringList();
    /// Where the catalog value behind `value` comes from (a datasheet); may be empty.
    QString source = {};
};

// Every computation a printed row can name. Each takes the row (for its catalog `id` or its
// `gpus`) and the catalog, and never throws: a missing catalog entry leaves the value, or the
// quoted values, out. A name ending in "At" reads the row's `gpus`; a comment names the kind of
// catalog entry a computation reads as the row's `id`.

// Interconnects and compute (computedsystems.cpp).
ComputedRow linkBandwidthGbps(const PrintedRow &row, const Catalog &c); ///< link `id`
/// Link `id`'s bidirectional total; quotes its per-direction figure.
ComputedRow linkTotalBandwidthGbps(const PrintedRow &row, const Catalog &c);
ComputedRow linkLatencyUs(const PrintedRow &row, const Catalog &c); ///< link `id`
/// NVLink 4.0 over IB NDR, per direction; quotes both, the note the NVLink total and its ratio.
ComputedRow nvlinkOverNdrBandwidth(const PrintedRow &row, const Catalog &c);
ComputedRow defaultMfu(const PrintedRow &row, const Catalog &c); ///< no value; the note quotes it
ComputedRow empiricalScalingPctAt(const PrintedRow &row, const Catalog &c);
ComputedRow scalingLossPctAt(const PrintedRow &row, const Catalog &c);
ComputedRow impliedScalingPct(const PrintedRow &row, const Catalog &c);
ComputedRow amdahlSpeedupAt(const PrintedRow &row, const Catalog &c); ///< s = 0.10
ComputedRow amdahlEfficiencyPctAt(const PrintedRow &row, const Catalog &c);
ComputedRow amdahlCeiling(const PrintedRow &row, const Catalog &c);
ComputedRow h100RidgePoint(const PrintedRow &row, const Catalog &c);
ComputedRow decodeWeightsGb(const PrintedRow &row, const Catalog &c); ///< Llama-3.1-8B, BF16
ComputedRow decodeGflopPerToken(const PrintedRow &row, const Catalog &c);
ComputedRow decodeIntensityBatch1(const PrintedRow &row, const Catalog &c);
ComputedRow decodeBoundOnH100(const PrintedRow &row, const Catalog &c); ///< in words
ComputedRow decodeTokensPerSOnH100(const PrintedRow &row, const Catalog &c);
ComputedRow ringAllReduce7bMs(const PrintedRow &row, const Catalog &c); ///< 256 GPUs, IB NDR
ComputedRow rho7b(const PrintedRow &row, const Catalog &c);
ComputedRow rho7bPct(const PrintedRow &row, const Catalog &c);
ComputedRow ringAllReduceBertMs(const PrintedRow &row, const Catalog &c);
ComputedRow rhoBert(const PrintedRow &row, const Catalog &c);
ComputedRow nvlinkTransfer16MbMs(const PrintedRow &row, const Catalog &c);
ComputedRow nvlinkTransfer16MbRho(const PrintedRow &row, const Catalog &c);
ComputedRow compoundPeakTflops(const PrintedRow &row, const Catalog &c); ///< 1,024 × H100
ComputedRow compoundGoodput(const PrintedRow &row, const Catalog &c);
ComputedRow compoundEffectiveTflops(const PrintedRow &row, const Catalog &c);
ComputedRow compoundDeliveredPct(const PrintedRow &row, const Catalog &c);
ComputedRow compoundLostPct(const PrintedRow &row, const Catalog &c);
ComputedRow seedBudgetGoodputPct(const PrintedRow &row, const Catalog &c); ///< 5+3+10+5 %
ComputedRow defaultBudgetGoodputPct(const PrintedRow &row, const Catalog &c);
ComputedRow defaultPipelineBubblePct(const PrintedRow &row, const Catalog &c);
ComputedRow defaultCheckpointingPct(const PrintedRow &row, const Catalog &c);
ComputedRow defaultFailureRecoveryPct(const PrintedRow &row, const Catalog &c);
ComputedRow defaultMaintenancePct(const PrintedRow &row, const Catalog &c);

// Reliability, power and hardware (computedfacility.cpp).
ComputedRow clusterMtbfHAt(const PrintedRow &row, const Catalog &c); ///< per-GPU MTTF 50,000 h
ComputedRow clusterMtbfMinAt(const PrintedRow &row, const Catalog &c);
/// The note quotes the expected failures in 24 h.
ComputedRow failureWithin24hPctAt(const PrintedRow &row, const Catalog &c);
/// Model `id`'s checkpoint at 14 B/parameter; quotes its parameter count.
ComputedRow checkpointGb(const PrintedRow &row, const Catalog &c);
ComputedRow checkpointTb(const PrintedRow &row, const Catalog &c);
ComputedRow checkpointWriteS(const PrintedRow &row, const Catalog &c);   ///< model `id`
ComputedRow checkpointWriteMin(const PrintedRow &row, const Catalog &c); ///< model `id`
ComputedRow rackKw(const PrintedRow &row, const Catalog &c);             ///< rack mark `id`
// In words: the model's cooling verdict for rack mark `id`, where the appendix prints air,
// liquid or direct-to-chip liquid cooling.
ComputedRow rackCoolingAir(const PrintedRow &row, const Catalog &c);
ComputedRow rackCoolingLiquid(const PrintedRow &row, const Catalog &c);
ComputedRow rackCoolingDirectToChip(const PrintedRow &row, const Catalog &c);
ComputedRow airCoolingLimitKw(const PrintedRow &row, const Catalog &c);
ComputedRow airCoolingThreshold(const PrintedRow &row, const Catalog &c); ///< in words
ComputedRow aiOverTraditionalRack(const PrintedRow &row, const Catalog &c);
ComputedRow pueOfTier(const PrintedRow &row, const Catalog &c);          ///< PUE tier `id`
ComputedRow pueOverheadKwPerMw(const PrintedRow &row, const Catalog &c); ///< PUE tier `id`
/// Quotes the H100 TDP; the note quotes the facility load at PUE 1.40.
ComputedRow itLoad10kH100Mw(const PrintedRow &row, const Catalog &c);
ComputedRow facilityLoad10kH100Mw(const PrintedRow &row, const Catalog &c); ///< PUE tier `id`
ComputedRow facilityLoad10MwItMw(const PrintedRow &row, const Catalog &c);  ///< PUE tier `id`
/// Legacy enterprise against liquid-cooled AI; the note quotes the yearly saving in dollars.
ComputedRow pueSaving10MwMw(const PrintedRow &row, const Catalog &c);
ComputedRow acceleratorPeakTflops(const PrintedRow &row, const Catalog &c); ///< accelerator `id`
ComputedRow acceleratorHbmTBps(const PrintedRow &row, const Catalog &c);    ///< accelerator `id`
ComputedRow acceleratorHbmGb(const PrintedRow &row, const Catalog &c);      ///< accelerator `id`
ComputedRow acceleratorTdpW(const PrintedRow &row, const Catalog &c);       ///< accelerator `id`
/// Accelerator `id`'s scale-up link, per direction or as the bidirectional total; quotes the
/// link's id, the note its per-direction figure against NVLink 4.0's.
ComputedRow scaleUpLinkGbps(const PrintedRow &row, const Catalog &c);
ComputedRow scaleUpLinkTotalGbps(const PrintedRow &row, const Catalog &c);

} // namespace fleet::reference
