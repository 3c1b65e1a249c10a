// The appendix's worked examples as presets (appendix.h): the compound-utilization goodput
// presets (0.82 and 0.77) and the three ρ scenarios, each setting exactly the inputs of the
// appendix's example and keeping the rest of the scenario.
#include "appendix.h"

namespace fleet {

void applyGoodputPreset(Scenario &s, GoodputPreset preset, const Catalog &catalog)
{
    if (const Accelerator *h100 = catalog.findAccelerator("nvidia-h100-sxm");
        h100 && s.accelerator.id != h100->id)
        s.accelerator = *h100;
    s.precision = Precision::BF16;
    s.cluster.accelerators = 1024;
    s.scaling.mfu = 0.50;
    s.scaling.efficiencySource = ScalingEfficiencySource::Empirical;
    s.operations.goodputModel = GoodputModel::Budget;
    s.operations.pipelineBubble = kAppendixPipelineBubble;
    s.operations.checkpointing = kAppendixCheckpointing;
    s.operations.failureRecovery = kAppendixFailureRecovery;
    s.operations.maintenance = kAppendixMaintenance;
    for (bool &excluded : s.operations.excluded)
        excluded = false;
    if (preset == GoodputPreset::CompoundExample082)
        s.operations.excluded[int(Overhead::PipelineBubble)] = true;
}

void applyRhoPreset(Scenario &s, RhoPreset preset, const Catalog &catalog)
{
    if (const Link *nvlink = catalog.findLink("nvlink-4"))
        s.intraNodeLink = *nvlink;
    if (const Link *ndr = catalog.findLink("infiniband-ndr"))
        s.interNodeLink = *ndr;
    s.cluster.acceleratorsPerNode = 8;
    s.workload.bytesPerParameter = 2;
    s.workload.allReduceMessageBytes.reset();
    s.workload.computeTimeSource = ComputeTimeSource::Set;
    s.scaling.allReduceAlgorithm = AllReduceAlgorithm::Ring;
    switch (preset) {
    case RhoPreset::DataParallel7B:
        s.cluster.accelerators = 256;
        s.workload.parameters = 7.0e9;
        s.workload.computeTimePerStepS = 5.0;
        break;
    case RhoPreset::DataParallel340M:
        s.cluster.accelerators = 256;
        s.workload.parameters = 340e6;
        s.workload.computeTimePerStepS = 0.010;
        break;
    case RhoPreset::NvLinkTransfer16MB:
        s.workload.transferBytes = 16e6;
        s.workload.computeTimePerStepS = 1e-3;
        break;
    }
}

} // namespace fleet
