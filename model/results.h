// Results: every output of the model for one scenario (SPEC §4), SI units.
#pragma once

#include "physics.h"

#include <optional>

namespace fleet {

struct Scenario;

/// Everything evaluate() computes for one scenario. Each member's unit is in its name.
struct Results
{
    struct Roofline
    {
        double peakFlopPerS = 0;             ///< at the scenario's precision
        double ridgePointFlopPerByte = 0;
        double attainableFlopPerS = 0;       ///< at the custom kernel intensity
        Bound bound = Bound::Memory;         ///< of the custom kernel
        double fractionOfPeak = 0;           ///< attainable / peak
        double decodeWeightsBytes = 0;
        double decodeIntensityFlopPerByte = 0;
        double decodeTokensPerS = 0;
        Bound decodeBound = Bound::Memory;
        double prefillIntensityFlopPerByte = 0;
        double trainingIntensityFlopPerByte = 0;
        bool fitsInMemory = false;           ///< decode weights ≤ HBM capacity
    } roofline;

    struct Scaling
    {
        double amdahlSpeedup = 0;
        double amdahlEfficiency = 0;
        std::optional<double> amdahlLimit;   ///< unset when s = 0 (no ceiling)
        double gustafsonSpeedup = 0;
        double empiricalScalingEfficiency = 0;
        double scalingEfficiency = 0;        ///< the one used: empirical or the scenario's
        double baselineEfficiency = 0;       ///< empirical η(N_b) of the diagnosis
        double impliedEfficiency = 0;        ///< η(N_t) implied by the observed speedup
        double empiricalTargetEfficiency = 0; ///< empirical η(N_t), to compare
    } scaling;

    struct Communication
    {
        double messageBytes = 0;
        CollectiveTime ring;
        CollectiveTime tree;
        CollectiveTime hierarchical;
        double allReduceBytesPerParticipant = 0;
        double commComputeRatio = 0;         ///< ρ of the ring AllReduce
        double intraToInterBandwidthRatio = 0; ///< intra-node / inter-node, per direction
        double treeBeatsRingBelowBytes = 0;  ///< on the link the flat collectives use
        double transferTimeS = 0;            ///< transfer bytes over the intra-node link, β only
        double transferRatio = 0;            ///< transfer time / compute time per step
    } communication;

    struct Reliability
    {
        double clusterMtbfH = 0;
        double failureProbability = 0;       ///< within the horizon
        double expectedFailures = 0;         ///< within the horizon
        double checkpointBytes = 0;
        double checkpointWriteS = 0;
        double optimalCheckpointIntervalS = 0;
        double wastedTimeFractionAtOptimum = 0;
    } reliability;

    struct Utilization
    {
        double peakFlopPerS = 0;             ///< N × peak
        double afterMfuFlopPerS = 0;
        double afterScalingFlopPerS = 0;
        double effectiveFlopPerS = 0;
        double effectiveFraction = 0;
        double operationalGoodput = 0;
        double trainingComputeFlop = 0;
        double trainingTimeS = 0;
    } utilization;

    struct Power
    {
        double itLoadW = 0;
        double facilityLoadW = 0;
        double overheadW = 0;                ///< facility − IT
        double acceleratorsPerRack = 0;      ///< min(per node × nodes per rack, N)
        double rackPowerW = 0;               ///< accelerators per rack × TDP
        CoolingVerdict coolingVerdict = CoolingVerdict::Air;
        double annualEnergyWh = 0;
        double annualCostUsd = 0;
        double annualCo2Kg = 0;
    } power;
};

/// Evaluates every formula of SPEC §1 for the scenario. Pure; a few microseconds.
/// Throws std::invalid_argument only for a scenario outside the validated ranges (e.g. FP8 on
/// an accelerator without an FP8 peak) — validateScenario() reports those as InputError first.
[[nodiscard]] Results evaluate(const Scenario &scenario);

} // namespace fleet
