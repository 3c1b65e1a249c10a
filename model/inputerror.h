// InputError: the one error type for bad user input (scenario and catalog files, CLI values).
#pragma once

#include <QString>

#include <stdexcept>

namespace fleet {

/// A problem with user-supplied input. It names the file (or "-" for stdin), where in it
/// (a key path such as "cluster.accelerators", or "line 3, column 7"), and the reason.
/// message() is the one line printed on stderr: "FILE: WHERE: REASON". Control characters and
/// line separators in the three texts (a key or value quoted from the file may hold them) are
/// kept escaped as JSON writes them ("\n", "\u001b"), so the message is always one line.
class InputError : public std::runtime_error
{
public:
    InputError(QString file, QString where, QString reason);

    [[nodiscard]] const QString &file() const { return m_file; }
    [[nodiscard]] const QString &where() const { return m_where; }
    [[nodiscard]] const QString &reason() const { return m_reason; }
    /// "FILE: WHERE: REASON" (WHERE omitted when empty).
    [[nodiscard]] QString message() const;

private:
    QString m_file;
    QString m_where;
    QString m_reason;
};

} // namespace fleet
