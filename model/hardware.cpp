// Hardware value types (hardware.h): the ids of precisions, link tiers and bandwidth
// conventions as files spell them, an accelerator's peak at a precision, a model's KV cache per
// token, and what makes a link the user's own.
#include "hardware.h"

#include <stdexcept>

namespace fleet {

const char *precisionId(Precision p)
{
    return p == Precision::BF16 ? "bf16" : "fp8";
}

const char *linkTierId(LinkTier t)
{
    switch (t) {
    case LinkTier::IntraNode:
        return "intra-node";
    case LinkTier::IntraPod:
        return "intra-pod";
    case LinkTier::Host:
        return "host";
    case LinkTier::InterNode:
        return "inter-node";
    case LinkTier::Network:
        return "network";
    case LinkTier::CrossDatacenter:
        return "cross-datacenter";
    }
    return "inter-node";
}

std::optional<LinkTier> linkTierFromId(std::string_view id)
{
    for (LinkTier t : {LinkTier::IntraNode, LinkTier::IntraPod, LinkTier::Host, LinkTier::InterNode,
                       LinkTier::Network, LinkTier::CrossDatacenter}) {
        if (id == linkTierId(t))
            return t;
    }
    return std::nullopt;
}

const char *bandwidthConventionId(BandwidthConvention c)
{
    return c == BandwidthConvention::PerDirection ? "per-direction" : "bidirectional-total";
}

bool Accelerator::supports(Precision p) const
{
    return p == Precision::BF16 || peakFp8FlopPerS.has_value();
}

double Accelerator::peakFlopPerS(Precision p) const
{
    if (p == Precision::BF16)
        return peakBf16FlopPerS;
    if (!peakFp8FlopPerS)
        throw std::invalid_argument(id + " has no published FP8 peak");
    return *peakFp8FlopPerS;
}

std::optional<double> ModelPreset::kvBytesPerToken() const
{
    if (!layers || !kvHeads || !headDim)
        return std::nullopt;
    return 2.0 * *layers * *kvHeads * *headDim * 2.0;
}

double ModelPreset::expertParameters() const
{
    if (!activeParameters || !experts || !topK || *experts <= *topK)
        return 0;
    return (parameters - *activeParameters) / (1.0 - double(*topK) / *experts);
}

void Link::markCustom()
{
    publishedBandwidthBytesPerS = bandwidthBytesPerS;
    publishedConvention = BandwidthConvention::PerDirection;
    custom = true;
}

} // namespace fleet
