// GoogleTest printers for Qt types, so failures show text instead of bytes.
#pragma once

#include <QByteArray>
#include <QRect>
#include <QString>

#include <ostream>

inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}
inline void PrintTo(const QByteArray &b, std::ostream *os)
{
    *os << '"' << b.toStdString() << '"';
}
inline void PrintTo(const QRect &r, std::ostream *os)
{
    *os << r.width() << "×" << r.height() << " at (" << r.x() << ", " << r.y() << ')';
}
