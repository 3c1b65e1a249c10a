// Scenario (scenario.h): the default node components, the overhead terms by name, and the
// AllReduce message size (the one set, else parameters × bytes per parameter).
#include "scenario.h"

namespace fleet {

std::vector<NodeComponent> defaultNodeComponents()
{
    return {{"NIC", 2, 150000}, {"PSU", 2, 100000}};
}

double Scenario::overhead(Overhead o) const
{
    switch (o) {
    case Overhead::PipelineBubble:
        return operations.pipelineBubble;
    case Overhead::Checkpointing:
        return operations.checkpointing;
    case Overhead::FailureRecovery:
        return operations.failureRecovery;
    case Overhead::Maintenance:
        return operations.maintenance;
    }
    return 0;
}

double Scenario::includedOverhead(Overhead o) const
{
    return operations.excluded[static_cast<int>(o)] ? 0.0 : overhead(o);
}

double Scenario::allReduceMessageBytes() const
{
    return workload.allReduceMessageBytes.value_or(workload.parameters *
                                                   workload.bytesPerParameter);
}

void applyModelPreset(Scenario &s, const ModelPreset &m)
{
    auto &w = s.workload;
    w.parameters = m.parameters;
    if (const std::optional<double> kv = m.kvBytesPerToken())
        w.kvBytesPerToken = *kv;
    if (m.layers)
        w.layers = *m.layers;
    if (m.heads && m.hidden) {
        w.heads = *m.heads;
        w.hidden = *m.hidden;
    }
    w.moeLayers.reset();
    if (m.activeParameters && m.topK) {
        w.activeParameters = *m.activeParameters;
        w.expertParameters = m.expertParameters();
        w.topK = *m.topK;
    } else {
        w.activeParameters.reset();
        w.expertParameters = 0;
        w.topK = 1;
    }
}

const char *overheadId(Overhead o)
{
    switch (o) {
    case Overhead::PipelineBubble:
        return "pipeline_bubble";
    case Overhead::Checkpointing:
        return "checkpointing";
    case Overhead::FailureRecovery:
        return "failure_recovery";
    case Overhead::Maintenance:
        return "maintenance";
    }
    return "";
}

} // namespace fleet
