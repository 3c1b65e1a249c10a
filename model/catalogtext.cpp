// The embedded catalog's names for translation (catalogtext.h). lupdate reads the list below;
// resources/catalog/catalog.json is the data, and a test keeps the two in step.
#include "catalogtext.h"

#include <QCoreApplication>

namespace fleet {

namespace {

// The PUE tiers' names and short names, the rack marks' names, and the links' and models' names
// that are words rather than product names.
[[maybe_unused]] constexpr const char *kCatalogWords[] = {
    QT_TRANSLATE_NOOP("Catalog", "Liquid-cooled AI data center"),
    QT_TRANSLATE_NOOP("Catalog", "Liquid AI"),
    QT_TRANSLATE_NOOP("Catalog", "Best-in-class air-cooled"),
    QT_TRANSLATE_NOOP("Catalog", "Best air"),
    QT_TRANSLATE_NOOP("Catalog", "Industry average"),
    QT_TRANSLATE_NOOP("Catalog", "Average"),
    QT_TRANSLATE_NOOP("Catalog", "Legacy enterprise"),
    QT_TRANSLATE_NOOP("Catalog", "Legacy"),
    QT_TRANSLATE_NOOP("Catalog", "Traditional rack"),
    QT_TRANSLATE_NOOP("Catalog", "Air-cooling limit"),
    QT_TRANSLATE_NOOP("Catalog", "AI rack (current)"),
    QT_TRANSLATE_NOOP("Catalog", "AI rack (high density)"),
    QT_TRANSLATE_NOOP("Catalog", "Generic 1T model"),
    QT_TRANSLATE_NOOP("Catalog", "TCP/IP Ethernet (100 GbE)"),
    QT_TRANSLATE_NOOP("Catalog", "Cross-data-center WAN"),
};

} // namespace

QString catalogText(const std::string &text)
{
    return QCoreApplication::translate("Catalog", text.c_str());
}

QString linkDisplayName(const std::string &name)
{
    return catalogText(name);
}

} // namespace fleet
