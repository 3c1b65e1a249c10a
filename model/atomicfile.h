// Writing a whole file atomically: the old file, if any, stays as it was on every failure.
#pragma once

#include <QByteArray>
#include <QString>

namespace fleet {

/// Writes `bytes` to `path` through QSaveFile: a temporary file next to it, flushed, then
/// renamed over `path`. Returns an empty string on success, else why it failed (Qt's error
/// text, e.g. "No space left on device"); on failure `path` is untouched and no temporary file
/// is left behind. The buffer is flushed before the commit because QSaveFile::commit() in Qt 6.4
/// ignores an error of its final flush and would rename a truncated file over the old one.
[[nodiscard]] QString writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace fleet
