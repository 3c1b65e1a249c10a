// Small text conversions shared by the model, the views and the command line.
#pragma once

#include <QString>

#include <string>

namespace fleet {

/// A UTF-8 std::string (catalog names, ids, sources) as a QString.
[[nodiscard]] inline QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace fleet
