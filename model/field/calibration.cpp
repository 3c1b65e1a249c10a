// Calibration from observations (calibration.h).
#include "calibration.h"

#include "format.h"
#include "inputerror.h"
#include "scenariofields.h"

#include <cmath>
#include <stdexcept>

namespace fleet {

namespace {

const QString kFile = QStringLiteral("calibration");

[[noreturn]] void refuse(const char *argument, const QString &reason)
{
    throw InputError(kFile, QLatin1String(argument), reason);
}

/// Throws unless `v` lies in the range of the field it will be written to.
void checkInRange(FieldId id, double v, const char *argument)
{
    const NumberRange &r = fieldSpec(id).range;
    if (!std::isfinite(v) || v < r.min || v > r.max)
        refuse(argument, QStringLiteral("gives %1 = %2, outside its range %3 – %4")
                             .arg(fieldSpec(id).path(), QString::number(v, 'g', 6),
                                  QString::number(r.min, 'g', 6), QString::number(r.max, 'g', 6)));
}

} // namespace

double mttfFromInterruptionsH(double interruptions, double days, double accelerators)
{
    if (!(std::isfinite(interruptions) && interruptions > 0))
        throw std::invalid_argument("interruptions must be finite and > 0");
    if (!(std::isfinite(days) && days > 0))
        throw std::invalid_argument("days must be finite and > 0");
    if (!(std::isfinite(accelerators) && accelerators >= 1))
        throw std::invalid_argument("accelerators must be finite and >= 1");
    return accelerators * days * 24 / interruptions;
}

Calibration calibrateMttfFromInterruptions(const Scenario &scenario, double interruptions,
                                           double days, double accelerators)
{
    if (!(std::isfinite(interruptions) && interruptions > 0))
        refuse("interruptions", QStringLiteral("must be a number above 0"));
    if (!(std::isfinite(days) && days > 0))
        refuse("days", QStringLiteral("must be a number above 0"));
    if (!(std::isfinite(accelerators) && accelerators >= 1))
        refuse("accelerators", QStringLiteral("must be at least 1"));
    const double mttf = mttfFromInterruptionsH(interruptions, days, accelerators);
    checkInRange(FieldId::AcceleratorMttf, mttf, "interruptions");
    Calibration c{scenario, {}};
    c.scenario.reliability.acceleratorMttfH = mttf;
    c.description =
        QStringLiteral("Set the accelerator MTTF to %1 h: %2 accelerators × %3 days × 24 h "
                       "÷ %4 interruptions, every interruption counted against an accelerator.")
            .arg(formatNumber(mttf, 1), formatNumber(accelerators, 0),
                 QString::number(days, 'g', 6), QString::number(interruptions, 'g', 6));
    return c;
}

Calibration calibrateMfuAtScale(const Scenario &scenario, double measuredMfu)
{
    checkInRange(FieldId::Mfu, measuredMfu, "mfu");
    Calibration c{scenario, {}};
    c.scenario.scaling.mfu = measuredMfu;
    c.scenario.scaling.mfuSource = MfuSource::Set; // the measurement, not the layout's MFU
    c.scenario.scaling.efficiencySource = ScalingEfficiencySource::Set;
    c.scenario.scaling.scalingEfficiency = 1;
    c.description =
        QStringLiteral("Set MFU to the measured %1 and the scaling efficiency to 100 %: an MFU "
                       "measured at scale already includes communication and the other "
                       "losses of scaling.")
            .arg(formatPercent(measuredMfu, 1));
    return c;
}

Calibration calibrateNodeOverheadFromPower(const Scenario &scenario, double nodePowerW)
{
    if (!std::isfinite(nodePowerW))
        refuse("node_power_w", QStringLiteral("must be a finite number"));
    const int g = scenario.cluster.acceleratorsPerNode;
    const double accelerators = g * scenario.accelerator.tdpW;
    const double overhead = nodePowerW - accelerators;
    if (overhead < 0)
        refuse("node_power_w",
               QStringLiteral("%1 is below the %2 accelerators' TDP (%3 × %4 = %5): the node "
                              "overhead would be negative")
                   .arg(formatSi(nodePowerW, QStringLiteral("W")), QString::number(g),
                        QString::number(g),
                        formatSi(scenario.accelerator.tdpW, QStringLiteral("W")),
                        formatSi(accelerators, QStringLiteral("W"))));
    checkInRange(FieldId::NodeOverhead, overhead, "node_power_w");
    Calibration c{scenario, {}};
    c.scenario.cluster.nodeOverheadW = overhead;
    c.description =
        QStringLiteral("Set the node overhead to %1: the measured node power %2 "
                       "less %3 accelerators × %4 TDP.")
            .arg(formatSi(overhead, QStringLiteral("W")), formatSi(nodePowerW, QStringLiteral("W")),
                 QString::number(g), formatSi(scenario.accelerator.tdpW, QStringLiteral("W")));
    return c;
}

Calibration calibrateRestartOverhead(const Scenario &scenario, double secondsLostPerInterruption)
{
    checkInRange(FieldId::RestartOverhead, secondsLostPerInterruption, "restart_overhead_s");
    Calibration c{scenario, {}};
    c.scenario.reliability.restartOverheadS = secondsLostPerInterruption;
    c.description = QStringLiteral("Set the restart overhead to %1 per failure: the time "
                                   "observed lost per interruption, from detection to "
                                   "training again.")
                        .arg(formatDuration(secondsLostPerInterruption));
    return c;
}

} // namespace fleet
