// Hardware value types: accelerators, links, facility tiers and model presets, as the catalog
// describes them (every figure with its source).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fleet {

/// Numeric precision of the tensor-core peak used for compute. BF16 is the appendix's baseline;
/// FP8 only where the vendor publishes a dense FP8 peak.
enum class Precision { BF16, FP8 };

/// "bf16" / "fp8" — the spelling used in scenario files and on the command line.
[[nodiscard]] const char *precisionId(Precision p);
/// Bytes per weight at a precision: BF16 → 2, FP8 → 1.
[[nodiscard]] constexpr double bytesPerParameterOf(Precision p)
{
    return p == Precision::FP8 ? 1.0 : 2.0;
}

/// Where a link sits in the network hierarchy (intra-node, across nodes, across data centers).
enum class LinkTier { IntraNode, IntraPod, Host, InterNode, Network, CrossDatacenter };

/// "intra-node", "intra-pod", "host", "inter-node", "network", "cross-datacenter".
[[nodiscard]] const char *linkTierId(LinkTier t);
/// The tier for an id of linkTierId(); nullopt for anything else.
[[nodiscard]] std::optional<LinkTier> linkTierFromId(std::string_view id);
/// "intra-node, intra-pod, …" for error messages.
inline constexpr const char *kLinkTierIds =
    "intra-node, intra-pod, host, inter-node, network, cross-datacenter";

/// How a vendor or the appendix printed a bandwidth figure.
enum class BandwidthConvention { PerDirection, BidirectionalTotal };

/// "per-direction" / "bidirectional-total".
[[nodiscard]] const char *bandwidthConventionId(BandwidthConvention c);

/// One accelerator as the catalog describes it. All values SI: FLOP/s, bytes/s, bytes, watts.
/// Sources are free text (datasheet URL/title, paper, or "Appendix table …").
struct Accelerator
{
    std::string id;              ///< stable lowercase vendor-model id, e.g. "nvidia-h100-sxm"
    std::string name;            ///< display name, e.g. "NVIDIA H100 SXM"
    double peakBf16FlopPerS = 0; ///< dense BF16 tensor peak, > 0
    std::optional<double> peakFp8FlopPerS; ///< dense FP8 tensor peak where published
    double hbmBandwidthBytesPerS = 0;      ///< HBM bandwidth, > 0
    double hbmCapacityBytes = 0;           ///< HBM capacity, > 0
    double tdpW = 0;                       ///< board/module TDP in watts, > 0
    std::string scaleUpLink;               ///< catalog link id of its scale-up fabric
    std::string source;                    ///< where the figures come from
    bool tdpIsEstimate = false;            ///< true where the vendor publishes no TDP
    /// Typical host power per node beyond the accelerators (W), where a vendor system's
    /// datasheet gives it: DGX H100 10.2 kW max − 8 × 700 W = 4,600 W.
    std::optional<double> nodeOverheadW;
    bool custom = false; ///< true when a figure was edited by hand (no longer the catalog's)

    /// Dense peak FLOP/s at precision p. Throws std::invalid_argument if the accelerator has
    /// no published peak at that precision (e.g. FP8 on A100).
    [[nodiscard]] double peakFlopPerS(Precision p) const;
    /// Whether peakFlopPerS(p) is defined.
    [[nodiscard]] bool supports(Precision p) const;

    bool operator==(const Accelerator &) const = default;
};

/// One interconnect. bandwidthBytesPerS is always **per direction** (the model's convention for
/// every bandwidth); publishedBandwidthBytesPerS/publishedConvention keep the figure as the
/// source printed it so the UI can say which convention every number uses.
struct Link
{
    std::string id;
    std::string name;
    double bandwidthBytesPerS = 0; ///< per direction, > 0
    double latencyS = 0;           ///< one-way latency α in seconds, ≥ 0
    LinkTier tier = LinkTier::InterNode;
    double publishedBandwidthBytesPerS = 0; ///< the figure as printed by the source
    BandwidthConvention publishedConvention = BandwidthConvention::PerDirection;
    bool bandwidthIsEstimate = false; ///< appendix prints no bandwidth (TCP, cross-DC)
    bool latencyIsEstimate = false;   ///< appendix prints no latency (NVLink 5, ICI, …)
    std::string source;
    bool custom = false;

    /// Bidirectional total = 2 × per-direction bandwidth (bytes/s).
    [[nodiscard]] double bidirectionalBandwidthBytesPerS() const { return 2 * bandwidthBytesPerS; }
    /// Makes this the user's own link rather than the catalog's: custom, and its figure as
    /// published becomes its per-direction bandwidth, as the user typed it.
    void markCustom();

    bool operator==(const Link &) const = default;
};

/// A PUE tier of the appendix's table 7 (e.g. "liquid-cooled AI", 1.06).
struct PueTier
{
    std::string id;
    std::string name;
    std::string shortName; ///< for chart categories ("Liquid AI")
    double pue = 1.0;      ///< ≥ 1
    std::string source;
};

/// A rack power reference mark of the appendix's table 6 (12 / 70 / 100 kW, and the 30 kW air
/// limit).
struct RackTier
{
    std::string id;
    std::string name;
    double powerW = 0;
    std::string cooling; ///< what the appendix says this density needs
    std::string source;
};

/// A model preset (the appendix's models): its size and, for decoder models, the attention
/// shape that sets its KV cache.
struct ModelPreset
{
    std::string id;
    std::string name;
    double parameters = 0; ///< parameter count, > 0
    std::string source;
    std::optional<int> layers;  ///< transformer layers (decoders only)
    std::optional<int> kvHeads; ///< key/value heads per layer (fewer than query heads with GQA)
    std::optional<int> headDim; ///< dimension of one head
    std::optional<int> heads;   ///< attention (query) heads per layer
    std::optional<int> hidden;  ///< hidden size, = heads · head dim
    /// Mixture of experts: parameters used per token (unset: dense, = parameters), experts
    /// per MoE layer and experts routed per token.
    std::optional<double> activeParameters;
    std::optional<int> experts;
    std::optional<int> topK;

    /// KV-cache bytes per token in BF16: 2 · layers · KV heads · head dim · 2 B; nullopt for
    /// a model without a decoder (BERT-Large).
    [[nodiscard]] std::optional<double> kvBytesPerToken() const;
    /// Parameters inside the experts of a mixture of experts, from the published totals:
    /// P_a = (P − P_e) + P_e · k / E, so P_e = (P − P_a) / (1 − k / E). 0 for a dense model.
    /// Mixtral 8x7B (46.7 B, 12.9 B, top-2 of 8): 45.07 B (its shape gives 32 · 8 · 3 · 4,096 ·
    /// 14,336 = 45.10 B).
    [[nodiscard]] double expertParameters() const;
};

} // namespace fleet
