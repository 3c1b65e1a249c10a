// Readouts of the roofline view: ridge point, attainable FLOP/s, bound, decode with its KV
// cache, prefill, and whether the weights and the cache fit in HBM.
#include "explaintext.h"

namespace fleet {

using namespace explain;

QString hardwareSource(const Accelerator &a)
{
    if (a.custom)
        return Explain::tr("%1 with figures edited by hand").arg(toQString(a.name));
    return toQString(a.source);
}

namespace {
/// Why a roofline figure is a ceiling, not a prediction.
QString boundNote()
{
    return Explain::tr("An upper bound: an ideal machine reaches it; measured systems typically "
                       "land tens of percent below an analytical roofline.");
}
} // namespace

std::vector<Readout> rooflineReadouts(const Scenario &s, const Results &r)
{
    const auto &ro = r.roofline;
    const auto &w = s.workload;
    const double bw = s.accelerator.hbmBandwidthBytesPerS;
    const double intensityK = w.arithmeticIntensityFlopPerByte;
    const QString hw = hardwareSource(s.accelerator);
    const QString precision =
        s.precision == Precision::FP8 ? QStringLiteral("FP8") : QStringLiteral("BF16");
    std::vector<Readout> out;
    out.push_back({Explain::tr("Ridge point"), intensity(ro.ridgePointFlopPerByte),
                   QStringLiteral("I_ridge = R_peak / BW"),
                   Explain::tr("%1 (%2 dense) / %3 = %4")
                       .arg(flops(ro.peakFlopPerS), precision, bytesPerS(bw),
                            intensity(ro.ridgePointFlopPerByte)),
                   Explain::tr("Williams et al. 2009; ") + hw});
    out.back().number = ro.ridgePointFlopPerByte;
    out.push_back({Explain::tr("Attainable (kernel)"), atMost(flops(ro.attainableFlopPerS)),
                   QStringLiteral("R_attain = min(R_peak, I · BW)"),
                   QStringLiteral("min(%1, %2 × %3) = %4")
                           .arg(flops(ro.peakFlopPerS), intensity(intensityK), bytesPerS(bw),
                                flops(ro.attainableFlopPerS)) +
                       QLatin1Char('\n') + boundNote(),
                   Explain::tr("Roofline model (Williams et al. 2009)")});
    out.back().number = ro.attainableFlopPerS;
    const bool memory = ro.bound == Bound::Memory;
    out.push_back(
        {Explain::tr("Kernel bound"),
         memory ? Explain::tr("Memory-bound") : Explain::tr("Compute-bound"),
         Explain::tr("I < I_ridge → memory-bound; I ≥ I_ridge → compute-bound"),
         QStringLiteral("%1 %2 %3 → %4")
             .arg(intensity(intensityK), memory ? QStringLiteral("<") : QStringLiteral("≥"),
                  intensity(ro.ridgePointFlopPerByte),
                  memory ? Explain::tr("memory-bound") : Explain::tr("compute-bound")),
         Explain::tr("Roofline model (Williams et al. 2009)")});
    out.push_back({Explain::tr("% of peak (kernel)"), atMost(formatPercent(ro.fractionOfPeak)),
                   QStringLiteral("R_attain / R_peak"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(flops(ro.attainableFlopPerS), flops(ro.peakFlopPerS),
                            formatPercent(ro.fractionOfPeak)),
                   Explain::tr("Roofline model (Williams et al. 2009)")});
    out.back().number = ro.fractionOfPeak;

    const bool decodeMemory = ro.decodeBound == Bound::Memory;
    const QString weights = bytes(ro.decodeWeightsBytes);
    const QString kv = bytes(ro.kvCacheBytes);
    const QString perStep = bytes(ro.decodeMemoryBytes);
    out.push_back(
        {Explain::tr("Decode tokens/s"),
         atMost(formatReadable(ro.decodeTokensPerS) + Explain::tr(" tokens/s")),
         Explain::tr("B / max((W + KV) / BW, 2·P·B / R_peak), W = P · b_w, KV = B · L · k"),
         Explain::tr("W = %1 × %2 B = %3; KV = %4 × %5 tokens × %6 = %7\n"
                     "%8 / max(%9 / %10, 2 × %1 × %4 / %11) = %12 tokens/s (%13)\n%14")
             .arg(formatParameters(w.parameters), formatReadable(w.bytesPerParameter), weights,
                  count(w.decodeBatch), count(w.contextTokens), bytes(w.kvBytesPerToken), kv,
                  count(w.decodeBatch), perStep)
             .arg(bytesPerS(bw), flops(ro.peakFlopPerS), formatReadable(ro.decodeTokensPerS),
                  decodeMemory ? Explain::tr("memory-bound") : Explain::tr("compute-bound"),
                  boundNote() + Explain::tr(" Attention FLOPs are left out (a few percent of the "
                                            "weights' FLOPs at these contexts).")),
         Explain::tr("Appendix decode example (weights read once per step): 208.6 tokens/s for "
                     "8B BF16 on H100 at L = 0; KV cache per the model's attention shape")});
    out.back().number = ro.decodeTokensPerS;
    out.push_back(
        {Explain::tr("Decode intensity"),
         intensity(ro.decodeIntensityFlopPerByte) +
             (decodeMemory ? Explain::tr("\nmemory-bound") : Explain::tr("\ncompute-bound")),
         Explain::tr("I = 2·P·B FLOPs / (W + KV) bytes"),
         QStringLiteral("2 × %1 × %2 / %3 = %4")
             .arg(formatParameters(w.parameters), count(w.decodeBatch), perStep,
                  intensity(ro.decodeIntensityFlopPerByte)),
         Explain::tr("Appendix decode example: batch 1 in BF16 with no context gives "
                     "1 FLOP/byte")});
    out.back().number = ro.decodeIntensityFlopPerByte;
    out.push_back(
        {Explain::tr("Prefill tokens/s"),
         atMost(formatReadable(ro.prefillTokensPerS) + Explain::tr(" tokens/s")),
         Explain::tr("min(R_peak, I_prefill · BW) / (2 · P), I_prefill = 2 · tokens / b_w"),
         QStringLiteral("min(%1, %2 × %3) / (2 × %4) = %5\n%6")
             .arg(flops(ro.peakFlopPerS), intensity(ro.prefillIntensityFlopPerByte), bytesPerS(bw),
                  formatParameters(w.parameters), formatReadable(ro.prefillTokensPerS),
                  boundNote()),
         Explain::tr("Roofline model at the prefill's intensity (weights read once per "
                     "prompt)")});
    out.back().number = ro.prefillTokensPerS;
    const QString hbm = bytes(s.accelerator.hbmCapacityBytes);
    out.push_back({Explain::tr("Memory (weights + KV)"),
                   ro.fitsInMemory ? Explain::tr("Fits:\n%1 of %2").arg(perStep, hbm)
                                   : Explain::tr("Does not fit:\n%1 > %2").arg(perStep, hbm),
                   Explain::tr("W + KV ≤ HBM capacity"),
                   QStringLiteral("%1 + %2 = %3 %4 %5")
                       .arg(weights, kv, perStep,
                            ro.fitsInMemory ? QStringLiteral("≤") : QStringLiteral(">"), hbm),
                   Explain::tr("Appendix decode example (16.1 GB for 8B in BF16); ") + hw,
                   ro.fitsInMemory ? Readout::Tone::Good : Readout::Tone::Bad});
    out.back().number = ro.decodeMemoryBytes;
    return out;
}

} // namespace fleet
