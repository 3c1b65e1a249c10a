// The serving inputs of a scenario (SPEC §9): which scenario values the serving model reads.
#include "scenario.h"
#include "serving.h"

namespace fleet {

ServingInputs servingInputs(const Scenario &s)
{
    ServingInputs in;
    in.settings = s.serving;
    in.model.parameters = s.workload.parameters;
    in.model.bytesPerParameter = s.workload.bytesPerParameter;
    in.model.kvBytesPerToken = s.workload.kvBytesPerToken;
    in.model.activeParameters = s.activeParameters(); // P for a dense model
    in.model.layers = s.workload.layers;
    in.model.hidden = s.workload.hidden;
    in.hardware.peakFlopPerS = s.peakFlopPerS();
    in.hardware.hbmBandwidthBytesPerS = s.accelerator.hbmBandwidthBytesPerS;
    in.hardware.hbmCapacityBytes = s.accelerator.hbmCapacityBytes;
    in.hardware.tdpW = s.accelerator.tdpW;
    in.hardware.scaleUpLink = {s.intraNodeLink.bandwidthBytesPerS, s.intraNodeLink.latencyS};
    in.hardware.acceleratorsPerNode = s.cluster.acceleratorsPerNode;
    in.hardware.nodeOverheadW = s.cluster.nodeOverheadW;
    in.hardware.pue = s.facility.pue;
    in.hardware.electricityUsdPerKwh = s.facility.electricityUsdPerKwh;
    return in;
}

} // namespace fleet
