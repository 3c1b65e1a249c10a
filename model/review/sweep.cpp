#include "sweep.h"

#include "format.h"
#include "inputerror.h"
#include "physics.h"
#include "reference.h"
#include "scenarioio.h"
#include "sensitivity.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace fleet {

namespace {

/// The flags a curve shades as a region: those that change how far a number can be trusted
/// along the input (the others are said in the view's words).
constexpr ModelFlag kRegionFlags[] = {ModelFlag::EmpiricalExtrapolated, ModelFlag::YoungOutOfRange,
                                      ModelFlag::ProgressStalls, ModelFlag::LayoutInvalid};

} // namespace

std::span<const ModelFlag> sweepRegionFlags()
{
    return kRegionFlags;
}

QString sweepRegionText(ModelFlag f)
{
    switch (f) {
    case ModelFlag::EmpiricalExtrapolated:
        return QCoreApplication::translate("Sweep", "η extrapolated (N > 8,192)");
    case ModelFlag::YoungOutOfRange:
        return QCoreApplication::translate("Sweep", "Young out of range (δ ≥ M/10)");
    case ModelFlag::ProgressStalls:
        return QCoreApplication::translate("Sweep", "the run stalls");
    case ModelFlag::LayoutInvalid:
        return QCoreApplication::translate("Sweep", "layout invalid");
    default:
        return QString::fromLatin1(modelFlagId(f));
    }
}

bool partlyFilledNode(const Scenario &s)
{
    const int n = s.cluster.accelerators, g = s.cluster.acceleratorsPerNode;
    return g > 1 && n > g && n % g != 0;
}

QString partlyFilledNodeText(const Scenario &s)
{
    if (!partlyFilledNode(s))
        return {};
    const int n = s.cluster.accelerators, g = s.cluster.acceleratorsPerNode;
    const int full = n / g, rest = n % g;
    return QCoreApplication::translate(
               "Sweep", "%1 = %2 full nodes + one of %3: those %3 accelerators carry a whole "
                        "node's share over their own ports (SPEC §6.2), so ρ and the AllReduce "
                        "times jump here (%4 and %5 fill their nodes).")
        .arg(formatNumber(n, 0), formatNumber(full, 0), QString::number(rest),
             formatNumber(full * g, 0), formatNumber((full + 1) * g, 0));
}

bool sweepIsLog(FieldId input, ValueRange range)
{
    return fieldSpec(input).slider == SliderScale::Log && range.min > 0;
}

ValueRange defaultSweepRange(const Scenario &scenario, FieldId input)
{
    const FieldSpec &f = fieldSpec(input);
    return defaultMapRange(f, f.get(scenario));
}

std::vector<SweepPoint> sweepInputs(const Scenario &scenario, FieldId input, ValueRange range,
                                    int count)
{
    if (count < 2 || count > 1000)
        throw std::invalid_argument("sweepInputs: between 2 and 1,000 points");
    if (!(range.min < range.max))
        throw std::invalid_argument("sweepInputs: an empty range");
    const FieldSpec &field = fieldSpec(input);
    const GridAxis axis = gridAxis(field, range, count);
    const int g = scenario.cluster.acceleratorsPerNode;
    const bool nodes = input == FieldId::Accelerators && g > 1;
    std::vector<SweepPoint> points;
    auto add = [&points](double v, bool between) {
        for (const SweepPoint &p : points) {
            if (p.input == v)
                return;
        }
        points.push_back({.input = v,
                          .valid = true,
                          .reason = {},
                          .value = std::nullopt,
                          .betweenNodes = between,
                          .flags = {}});
    };
    for (double v : axis.values) {
        if (nodes && v > g) {
            double whole = std::round(v / g) * g;
            if (whole > range.max)
                whole -= g; // whole nodes stay inside the range asked
            else if (whole < range.min && whole + g <= range.max)
                whole += g;
            whole = clampToField(field, whole);
            add(whole, false);
            if (std::fmod(v, g) != 0)
                add(v, true); // the value the spacing lands on, between whole nodes
        } else {
            add(v, false);
        }
    }
    // The ends as asked, whole or not: a sweep "to 1,090" shows 1,090.
    if (nodes) {
        for (const double end : {range.min, range.max}) {
            const double v = clampToField(field, end);
            add(v, v > g && std::fmod(v, g) != 0);
        }
    }
    std::sort(points.begin(), points.end(),
              [](const SweepPoint &a, const SweepPoint &b) { return a.input < b.input; });
    return points;
}

SweepCurve sweepCurve(const Scenario &scenario, const Metric &metric, FieldId input,
                      ValueRange range, int count, const QString &name)
{
    SweepCurve curve{.name = name, .points = sweepInputs(scenario, input, range, count)};
    const FieldSpec &field = fieldSpec(input);
    for (SweepPoint &p : curve.points) {
        Scenario s = scenario;
        field.set(s, p.input);
        try {
            const Results r = evaluateValidated(s, QString());
            p.value = metric.value(r);
            p.flags = r.flags;
        } catch (const InputError &e) {
            p.valid = false;
            p.reason =
                e.where().isEmpty() ? e.reason() : e.where() + QStringLiteral(": ") + e.reason();
        } catch (const std::invalid_argument &e) {
            p.valid = false;
            p.reason = QString::fromStdString(e.what());
        }
        if (p.value && !std::isfinite(*p.value))
            p.value.reset();
    }
    return curve;
}

std::vector<SweepThreshold> metricThresholds(const Metric &metric, const Scenario &scenario)
{
    std::vector<SweepThreshold> out;
    if (metric.key == QLatin1String("communication.comm_compute_ratio") ||
        metric.key == QLatin1String("communication.transfer_comm_compute_ratio"))
        out.push_back({.value = 1,
                       .label = QCoreApplication::translate(
                           "Sweep", "ρ = 1: communication no longer hides behind compute"),
                       .typed = false});
    else if (metric.key == QLatin1String("power.rack_power_w"))
        out.push_back(
            {.value = kAirCoolingLimitW,
             .label = QCoreApplication::translate("Sweep", "30 kW: the air-cooling limit"),
             .typed = false});
    else if (metric.key == QLatin1String("parallelism.memory_per_accelerator_bytes"))
        out.push_back({.value = scenario.accelerator.hbmCapacityBytes,
                       .label = QCoreApplication::translate("Sweep", "HBM capacity"),
                       .typed = false});
    return out;
}

std::vector<SweepCrossing> sweepCrossings(const SweepCurve &curve, double threshold, bool logX)
{
    std::vector<SweepCrossing> out;
    const SweepPoint *previous = nullptr;
    auto x = [logX](double v) { return logX && v > 0 ? std::log(v) : v; };
    for (const SweepPoint &p : curve.points) {
        if (p.betweenNodes || !p.value)
            continue;
        if (previous) {
            const double a = *previous->value - threshold, b = *p.value - threshold;
            // A point on the threshold belongs to the segment it ends (counted once).
            if ((a < 0 && b >= 0) || (a > 0 && b <= 0)) {
                const double t = a / (a - b);
                const double xa = x(previous->input), xb = x(p.input);
                const double at = xa + (xb - xa) * t;
                out.push_back({.input = logX ? std::exp(at) : at, .rising = b > a});
            }
        }
        previous = &p;
    }
    return out;
}

std::vector<SweepRegion> sweepRegions(const SweepCurve &curve)
{
    std::vector<SweepRegion> out;
    for (ModelFlag f : kRegionFlags) {
        bool open = false;
        double from = 0, to = 0;
        auto close = [&] {
            if (open)
                out.push_back({.id = QString::fromLatin1(modelFlagId(f)),
                               .text = sweepRegionText(f),
                               .from = from,
                               .to = to});
            open = false;
        };
        for (const SweepPoint &p : curve.points) {
            if (p.betweenNodes || !p.valid)
                continue;
            if (std::find(p.flags.begin(), p.flags.end(), f) != p.flags.end()) {
                if (!open)
                    from = p.input;
                open = true;
                to = p.input;
            } else {
                close();
            }
        }
        close();
    }
    return out;
}

QJsonObject sweepJson(const Metric &metric, FieldId input, bool logX,
                      const std::vector<SweepThreshold> &thresholds,
                      const std::vector<SweepCurve> &curves, const QStringList &files)
{
    const FieldSpec &field = fieldSpec(input);
    QJsonArray thresholdsJson;
    for (const SweepThreshold &t : thresholds)
        thresholdsJson.append(QJsonObject{{QStringLiteral("value"), t.value},
                                          {QStringLiteral("label"), t.label},
                                          {QStringLiteral("typed"), t.typed}});
    QJsonArray curvesJson;
    for (size_t c = 0; c < curves.size(); ++c) {
        const SweepCurve &curve = curves[c];
        QJsonArray points;
        for (const SweepPoint &p : curve.points) {
            QJsonArray flags;
            for (ModelFlag f : p.flags)
                flags.append(QString::fromLatin1(modelFlagId(f)));
            QJsonObject o{{QStringLiteral("input"), p.input},
                          {QStringLiteral("value"), p.value ? QJsonValue(*p.value) : QJsonValue()},
                          {QStringLiteral("valid"), p.valid},
                          {QStringLiteral("between_nodes"), p.betweenNodes},
                          {QStringLiteral("flags"), flags}};
            if (!p.valid)
                o.insert(QStringLiteral("reason"), p.reason);
            points.append(o);
        }
        QJsonArray crossings;
        for (const SweepThreshold &t : thresholds) {
            for (const SweepCrossing &x : sweepCrossings(curve, t.value, logX))
                crossings.append(
                    QJsonObject{{QStringLiteral("threshold"), t.value},
                                {QStringLiteral("input"), x.input},
                                {QStringLiteral("direction"),
                                 x.rising ? QStringLiteral("rising") : QStringLiteral("falling")}});
        }
        QJsonArray regions;
        for (const SweepRegion &r : sweepRegions(curve))
            regions.append(QJsonObject{{QStringLiteral("flag"), r.id},
                                       {QStringLiteral("from"), r.from},
                                       {QStringLiteral("to"), r.to}});
        curvesJson.append(QJsonObject{{QStringLiteral("name"), curve.name},
                                      {QStringLiteral("file"), files.value(qsizetype(c))},
                                      {QStringLiteral("points"), points},
                                      {QStringLiteral("crossings"), crossings},
                                      {QStringLiteral("regions"), regions}});
    }
    return QJsonObject{{QStringLiteral("output"), metric.key},
                       {QStringLiteral("output_unit"), QString::fromUtf8(metric.unit)},
                       {QStringLiteral("input"), field.path()},
                       {QStringLiteral("log"), logX},
                       {QStringLiteral("thresholds"), thresholdsJson},
                       {QStringLiteral("curves"), curvesJson}};
}

QString sweepCsv(const Metric &metric, FieldId input, const std::vector<SweepCurve> &curves,
                 const QStringList &files)
{
    QStringList lines;
    lines << QStringList{QStringLiteral("design"),          QStringLiteral("file"),
                         csvField(fieldSpec(input).path()), csvField(metric.key),
                         QStringLiteral("between_nodes"),   QStringLiteral("valid"),
                         QStringLiteral("flags"),           QStringLiteral("reason")}
                 .join(QLatin1Char(','));
    for (size_t c = 0; c < curves.size(); ++c) {
        for (const SweepPoint &p : curves[c].points) {
            QStringList flags;
            for (ModelFlag f : p.flags)
                flags << QString::fromLatin1(modelFlagId(f));
            lines << QStringList{csvField(curves[c].name),
                                 csvField(files.value(qsizetype(c))),
                                 QString::number(p.input, 'g', 15),
                                 p.value ? QString::number(*p.value, 'g', 15) : QString(),
                                 p.betweenNodes ? QStringLiteral("true") : QStringLiteral("false"),
                                 p.valid ? QStringLiteral("true") : QStringLiteral("false"),
                                 csvField(flags.join(QLatin1Char(';'))),
                                 csvField(p.reason)}
                         .join(QLatin1Char(','));
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace fleet
