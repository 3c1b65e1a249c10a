// The interface in Chinese for a test: the embedded translation installed while the object
// lives. Build the windows after it, and let them go before it.
#pragma once

#include <QCoreApplication>
#include <QTranslator>

namespace fleet {

class ChineseInterface
{
public:
    ChineseInterface()
        : m_loaded(m_translator.load(QStringLiteral(":/i18n/fleet_zh_CN.qm")) &&
                   QCoreApplication::installTranslator(&m_translator))
    {}
    ~ChineseInterface() { QCoreApplication::removeTranslator(&m_translator); }
    ChineseInterface(const ChineseInterface &) = delete;
    ChineseInterface &operator=(const ChineseInterface &) = delete;

    /// Whether the translation loaded and speaks now.
    [[nodiscard]] bool isLoaded() const { return m_loaded; }

private:
    QTranslator m_translator;
    bool m_loaded;
};

} // namespace fleet
