#include "inputerror.h"

namespace fleet {

InputError::InputError(QString file, QString where, QString reason)
    : std::runtime_error((where.isEmpty() ? file + QStringLiteral(": ") + reason
                                          : file + QStringLiteral(": ") + where
                                                + QStringLiteral(": ") + reason)
                             .toStdString())
    , m_file(std::move(file))
    , m_where(std::move(where))
    , m_reason(std::move(reason))
{}

QString InputError::message() const { return QString::fromStdString(what()); }

} // namespace fleet
