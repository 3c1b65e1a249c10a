// Precondition checks shared by the physics files: a violated precondition throws
// std::invalid_argument naming the function and the argument. Internal to the model.
#pragma once

#include <cmath>
#include <stdexcept>
#include <string>

namespace fleet::detail {

inline void require(bool ok, const char *function, const char *what)
{
    if (!ok)
        throw std::invalid_argument(std::string(function) + ": " + what);
}

inline bool positive(double x)
{
    return std::isfinite(x) && x > 0;
}
inline bool nonNegative(double x)
{
    return std::isfinite(x) && x >= 0;
}
inline bool fraction(double x)
{
    return std::isfinite(x) && x >= 0 && x <= 1;
}
inline bool count(double x)
{
    return std::isfinite(x) && x >= 1;
}

} // namespace fleet::detail
