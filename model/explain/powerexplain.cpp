// Readouts of the power view: rack power, cooling verdict, facility load, annual totals.
#include "explaintext.h"

#include <cmath>

namespace fleet {

using namespace explain;

std::vector<Readout> powerReadouts(const Scenario &s, const Results &r)
{
    const auto &p = r.power;
    const auto &c = s.cluster;
    const double tdp = s.accelerator.tdpW;
    const QString hw = hardwareSource(s.accelerator);
    std::vector<Readout> out;
    const double host = c.nodeOverheadW;
    const double perRack = p.acceleratorsPerRack;
    const double nodesInRack = std::ceil(perRack / c.acceleratorsPerNode);
    out.push_back(
        {Explain::tr("Node power"), watts(p.nodePowerW),
         Explain::tr("g × TDP + host power per node"),
         QStringLiteral("%1 × %2 + %3 = %4")
             .arg(count(c.acceleratorsPerNode), watts(tdp), watts(host), watts(p.nodePowerW)),
         host > 0 ? Explain::tr("Host power: CPUs, memory, NICs, fans (vendor system "
                                "datasheet); ") +
                        hw
                  : Explain::tr("Accelerators only, as the appendix counts them; ") + hw});
    out.back().number = p.nodePowerW;
    out.push_back(
        {Explain::tr("Rack power"), watts(p.rackPowerW),
         Explain::tr("a × TDP + ⌈a / g⌉ × host power, a = min(per node × nodes per rack, N)"),
         Explain::tr("a = min(%1 × %2, %3) = %4; %4 × %5 + %6 × %7 = %8")
             .arg(count(c.acceleratorsPerNode), count(c.nodesPerRack), count(c.accelerators),
                  count(perRack), watts(tdp), count(nodesInRack), watts(host), watts(p.rackPowerW)),
         Explain::tr("Appendix power section; ") + hw});
    out.back().number = p.rackPowerW;
    const QString airLimit = watts(kAirCoolingLimitW);
    const QString directToChip = watts(kDirectToChipFromW);
    Readout::Tone tone = Readout::Tone::Good;
    QString rule = Explain::tr("%1 ≤ %2: forced air is enough").arg(watts(p.rackPowerW), airLimit);
    if (p.coolingVerdict == CoolingVerdict::Liquid) {
        tone = Readout::Tone::Warning;
        rule = Explain::tr("%2 < %1 < %3: above the air-cooling limit")
                   .arg(watts(p.rackPowerW), airLimit, directToChip);
    } else if (p.coolingVerdict == CoolingVerdict::DirectToChip) {
        tone = Readout::Tone::Bad;
        rule = Explain::tr("%1 ≥ %2: high-density AI rack").arg(watts(p.rackPowerW), directToChip);
    }
    out.push_back({Explain::tr("Cooling verdict"), coolingVerdictValue(p.coolingVerdict),
                   Explain::tr("air ≤ %1 per rack; liquid above; direct-to-chip liquid from ~%2")
                       .arg(airLimit, directToChip),
                   rule, Explain::tr("Appendix table 6 (the power density wall)"), tone});
    out.back().alternatives = coolingVerdictValues();
    out.push_back({Explain::tr("IT load"), watts(p.itLoadW),
                   Explain::tr("N × TDP + ⌈N / g⌉ × host power"),
                   QStringLiteral("%1 × %2 + %3 × %4 = %5")
                       .arg(count(c.accelerators), watts(tdp),
                            count(std::ceil(double(c.accelerators) / c.acceleratorsPerNode)),
                            watts(host), watts(p.itLoadW)),
                   Explain::tr("Appendix rule of thumb (10,000 × 700 W = 7 MW); ") + hw});
    out.back().number = p.itLoadW;
    out.push_back(
        {Explain::tr("Facility load"), watts(p.facilityLoadW), Explain::tr("IT load × PUE"),
         QStringLiteral("%1 × %2 = %3")
             .arg(watts(p.itLoadW), formatNumber(s.facility.pue, 2), watts(p.facilityLoadW)),
         Explain::tr("The Green Grid 2007; appendix: 9.8 MW at PUE 1.40")});
    out.back().number = p.facilityLoadW;
    out.push_back({Explain::tr("Facility overhead"), watts(p.overheadW),
                   Explain::tr("(PUE − 1) × IT load"),
                   QStringLiteral("(%1 − 1) × %2 = %3")
                       .arg(formatNumber(s.facility.pue, 2), watts(p.itLoadW), watts(p.overheadW)),
                   Explain::tr("Appendix table 7 (400 kW per MW of IT at PUE 1.40)")});
    out.back().number = p.overheadW;
    out.push_back(
        {Explain::tr("Annual energy"), formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
         Explain::tr("facility load × 8,760 h"),
         QStringLiteral("%1 × 8,760 h = %2")
             .arg(watts(p.facilityLoadW), formatSi(p.annualEnergyWh, QStringLiteral("Wh"))),
         Explain::tr("Appendix power section")});
    out.back().number = p.annualEnergyWh;
    out.push_back(
        {Explain::tr("Annual cost"), formatUsd(p.annualCostUsd),
         Explain::tr("annual energy × price"),
         Explain::tr("%1 × $%2/kWh = %3")
             .arg(formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
                  formatNumber(s.facility.electricityUsdPerKwh, 3), formatUsd(p.annualCostUsd)),
         Explain::tr("Price is an input (facility.electricity_usd_per_kwh)")});
    out.back().number = p.annualCostUsd;
    out.push_back({Explain::tr("Annual CO₂"), formatCo2(p.annualCo2Kg),
                   Explain::tr("annual energy × grid intensity"),
                   Explain::tr("%1 × %2 g/kWh = %3")
                       .arg(formatSi(p.annualEnergyWh, QStringLiteral("Wh")),
                            formatNumber(s.facility.gridGco2PerKwh, 0), formatCo2(p.annualCo2Kg)),
                   Explain::tr("Grid intensity is an input (facility.grid_gco2_per_kwh)")});
    out.back().number = p.annualCo2Kg;
    return out;
}

} // namespace fleet
