// Readouts of the roofline view: ridge point, attainable FLOP/s, bound, decode and memory fit.
#include "explaintext.h"

namespace fleet {

using namespace explain;

QString hardwareSource(const Accelerator &a)
{
    if (a.custom)
        return Explain::tr("%1 with figures edited by hand").arg(toQString(a.name));
    return toQString(a.source);
}

std::vector<Readout> rooflineReadouts(const Scenario &s, const Results &r)
{
    const auto &ro = r.roofline;
    const double bw = s.accelerator.hbmBandwidthBytesPerS;
    const double intensityK = s.workload.arithmeticIntensityFlopPerByte;
    const QString hw = hardwareSource(s.accelerator);
    const QString precision = s.precision == Precision::FP8 ? QStringLiteral("FP8")
                                                            : QStringLiteral("BF16");
    std::vector<Readout> out;
    out.push_back({Explain::tr("Ridge point"), intensity(ro.ridgePointFlopPerByte),
                   Explain::tr("I_ridge = R_peak / BW"),
                   Explain::tr("%1 (%2 dense) / %3 = %4")
                       .arg(flops(ro.peakFlopPerS), precision, bytesPerS(bw),
                            intensity(ro.ridgePointFlopPerByte)),
                   Explain::tr("Williams et al. 2009; ") + hw});
    out.push_back({Explain::tr("Attainable (kernel)"), flops(ro.attainableFlopPerS),
                   Explain::tr("R_attain = min(R_peak, I · BW)"),
                   Explain::tr("min(%1, %2 × %3) = %4")
                       .arg(flops(ro.peakFlopPerS), intensity(intensityK), bytesPerS(bw),
                            flops(ro.attainableFlopPerS)),
                   Explain::tr("Roofline model (Williams et al. 2009)")});
    const bool memory = ro.bound == Bound::Memory;
    out.push_back({Explain::tr("Kernel bound"),
                   memory ? Explain::tr("Memory-bound") : Explain::tr("Compute-bound"),
                   Explain::tr("I < I_ridge → memory-bound; I ≥ I_ridge → compute-bound"),
                   QStringLiteral("%1 %2 %3 → %4")
                       .arg(intensity(intensityK), memory ? QStringLiteral("<") : QStringLiteral("≥"),
                            intensity(ro.ridgePointFlopPerByte),
                            memory ? Explain::tr("memory-bound") : Explain::tr("compute-bound")),
                   Explain::tr("Roofline model (Williams et al. 2009)")});
    out.push_back({Explain::tr("% of peak (kernel)"), formatPercent(ro.fractionOfPeak),
                   Explain::tr("R_attain / R_peak"),
                   QStringLiteral("%1 / %2 = %3")
                       .arg(flops(ro.attainableFlopPerS), flops(ro.peakFlopPerS),
                            formatPercent(ro.fractionOfPeak)),
                   Explain::tr("Roofline model (Williams et al. 2009)")});
    const auto &w = s.workload;
    out.push_back({Explain::tr("Decode tokens/s"),
                   formatReadable(ro.decodeTokensPerS) + Explain::tr(" tokens/s"),
                   Explain::tr("min(BW / (P · b_w) · B, R_peak / (2 · P))"),
                   Explain::tr("min(%1 / (%2 × %3 B) × %4, %5 / (2 × %2)) = %6 tokens/s")
                       .arg(bytesPerS(bw), formatParameters(w.parameters),
                            formatReadable(w.bytesPerParameter), count(w.decodeBatch),
                            flops(ro.peakFlopPerS), formatReadable(ro.decodeTokensPerS)),
                   Explain::tr("Appendix decode example (weights read once per step): 208.6 "
                                  "tokens/s for 8B BF16 on H100")});
    const bool decodeMemory = ro.decodeBound == Bound::Memory;
    out.push_back({Explain::tr("Decode intensity"),
                   intensity(ro.decodeIntensityFlopPerByte)
                       + (decodeMemory ? Explain::tr(" (memory-bound)")
                                       : Explain::tr(" (compute-bound)")),
                   Explain::tr("I = 2·P·B FLOPs / (P·b_w) bytes = 2·B / b_w"),
                   QStringLiteral("2 × %1 / %2 = %3")
                       .arg(count(w.decodeBatch), formatReadable(w.bytesPerParameter),
                            intensity(ro.decodeIntensityFlopPerByte)),
                   Explain::tr("Appendix decode example: batch 1 in BF16 gives 1 FLOP/byte")});
    out.push_back({Explain::tr("Weights in HBM"),
                   ro.fitsInMemory
                       ? Explain::tr("Fit: %1 of %2").arg(bytes(ro.decodeWeightsBytes),
                                                            bytes(s.accelerator.hbmCapacityBytes))
                       : Explain::tr("Do not fit: %1 > %2")
                             .arg(bytes(ro.decodeWeightsBytes),
                                  bytes(s.accelerator.hbmCapacityBytes)),
                   Explain::tr("P · b_w ≤ HBM capacity"),
                   QStringLiteral("%1 × %2 B = %3 %4 %5")
                       .arg(formatParameters(w.parameters),
                            formatReadable(w.bytesPerParameter), bytes(ro.decodeWeightsBytes),
                            ro.fitsInMemory ? QStringLiteral("≤") : QStringLiteral(">"),
                            bytes(s.accelerator.hbmCapacityBytes)),
                   Explain::tr("Appendix decode example (16.1 GB for 8B in BF16); ") + hw,
                   ro.fitsInMemory ? Readout::Tone::Good : Readout::Tone::Bad});
    return out;
}

} // namespace fleet
