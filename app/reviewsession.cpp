// The review session (reviewsession.h): the pinned designs written to and read back from the
// application's data folder.
#include "reviewsession.h"

#include "atomicfile.h"
#include "designpins.h"
#include "inputerror.h"
#include "results.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleet {

namespace {

constexpr auto kFormat = "fleet-explorer-review-session";

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ReviewSession)
};

} // namespace

QString reviewSessionPath(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral("review-session.json"));
}

QString saveReviewSession(const DesignPins &pins, const QString &folder)
{
    const QString path = reviewSessionPath(folder);
    if (pins.count() == 0) {
        if (QFileInfo::exists(path) && !QFile::remove(path))
            return Text::tr("cannot remove %1").arg(path);
        return {};
    }
    if (!QDir().mkpath(folder))
        return Text::tr("cannot create the folder %1").arg(folder);
    QJsonArray designs;
    for (int i = 0; i < pins.count(); ++i) {
        const Design &d = pins.designs()[size_t(i)];
        const QString file = pins.fileName(i);
        designs.append(QJsonObject{
            {QStringLiteral("name"), pins.isNamed(i) ? d.name : QString()},
            {QStringLiteral("file"),
             file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath()},
            {QStringLiteral("scenario"), scenarioToJson(d.scenario)},
        });
    }
    const QJsonObject session{
        {QStringLiteral("format"), QLatin1String(kFormat)},
        {QStringLiteral("version"), 1},
        {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("designs"), designs},
    };
    return writeFileAtomically(path, QJsonDocument(session).toJson(QJsonDocument::Indented));
}

RestoredReview restoreReviewSession(DesignPins *pins, const QString &folder, const Catalog &catalog)
{
    RestoredReview out;
    const QString path = reviewSessionPath(folder);
    QFile file(path);
    if (!file.exists())
        return out;
    if (!file.open(QIODevice::ReadOnly)) {
        out.skipped << Text::tr("%1: cannot be read (%2)").arg(path, file.errorString());
        return out;
    }
    QJsonParseError error{};
    const QJsonObject session = QJsonDocument::fromJson(file.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError ||
        session.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        out.skipped << Text::tr("%1: not a review session of this application").arg(path);
        return out;
    }
    const QJsonArray designs = session.value(QStringLiteral("designs")).toArray();
    for (qsizetype i = 0; i < designs.size(); ++i) {
        const QJsonObject d = designs.at(i).toObject();
        if (pins->isFull()) {
            out.skipped << Text::tr("%1: design %2 not pinned: four designs are pinned already")
                               .arg(path, DesignPins::letter(int(i)));
            break;
        }
        Scenario scenario;
        try {
            scenario = parseScenario(
                QJsonDocument(d.value(QStringLiteral("scenario")).toObject()).toJson(), path,
                catalog);
        } catch (const InputError &e) {
            out.skipped << Text::tr("Design %1 not pinned again: %2")
                               .arg(DesignPins::letter(int(i)), e.message());
            continue;
        }
        const int index =
            pins->pin(scenario, evaluate(scenario), d.value(QStringLiteral("file")).toString());
        pins->rename(index, d.value(QStringLiteral("name")).toString());
        out.restored << DesignPins::letter(index) + QStringLiteral(": ") +
                            pins->designs()[size_t(index)].name;
    }
    return out;
}

} // namespace fleet
