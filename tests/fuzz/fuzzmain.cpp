// The libFuzzer entry of one reader: FLEET_FUZZ_TARGET names its check in fuzzcheck.cpp. A
// property violation aborts, so libFuzzer keeps the input as a crash.
#include "fuzzcheck.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" {

// UBSan halts on the first finding (-fno-sanitize-recover=all); show where.
const char *__ubsan_default_options()
{
    return "print_stacktrace=1";
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const fleet::fuzz::Target *const target = fleet::fuzz::findTarget(FLEET_FUZZ_TARGET);
    if (!target) {
        std::fprintf(stderr, "fuzz: no target \"%s\" in fuzzcheck.cpp\n", FLEET_FUZZ_TARGET);
        std::abort();
    }
    // No copy: reading past the input's last byte is a sanitizer report.
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const fleet::fuzz::Verdict verdict = target->check(bytes);
    if (verdict.kind == fleet::fuzz::Verdict::Kind::Violation) {
        std::fprintf(stderr, "fuzz-%s: property violated: %s\n", target->name,
                     verdict.detail.c_str());
        std::abort();
    }
    return 0;
}

} // extern "C"
