// The fuzz property of each file reader, shared by the libFuzzer targets (fuzzmain.cpp) and the
// replay test of the normal test run (replay_test.cpp): every input either evaluates to finite
// results or is refused with one InputError of one line — never a crash, a hang, NaN, infinity
// or another exception — and a scenario that opens saves to a file that opens to the same.
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <span>
#include <string>
#include <string_view>

namespace fleet::fuzz {

/// What one input did.
struct Verdict
{
    enum class Kind {
        Evaluated, ///< read and evaluated; every result finite
        Refused,   ///< refused with an InputError whose message is one line
        Violation, ///< the property does not hold: detail says how
    };
    Kind kind = Kind::Violation;
    std::string detail; ///< Refused: the InputError's message; Violation: what went wrong
};

/// The scenario reader: parseScenario() against the embedded catalog; when it accepts,
/// evaluate() and resultsToJson() with every number finite, and serializeScenario() read back
/// by parseScenario() gives the same scenario.
[[nodiscard]] Verdict checkScenario(const QByteArray &bytes);

/// The catalog reader: parseCatalog(), then mergeCatalog() over the embedded catalog; when it
/// accepts, the default scenario on the merged catalog and with each accelerator and link of
/// the file (the first 16 of each) is refused by validateScenario() or evaluates to finite
/// results.
[[nodiscard]] Verdict checkCatalog(const QByteArray &bytes);

/// The lesson reader: parseLesson() against the embedded catalog; when it accepts, every step's
/// scenario evaluates to finite results, every question's readout is found, and the steps saved
/// as a lesson (lessonFromSteps()) read back as the same scenarios on the same views.
[[nodiscard]] Verdict checkLesson(const QByteArray &bytes);

/// The field-data reader: parseFieldData() against the embedded catalog; when it accepts,
/// every entry's scenario evaluates to finite results and compareFieldData() gives a finite,
/// positive model value and ratio and a finite chart place for every entry.
[[nodiscard]] Verdict checkField(const QByteArray &bytes);

/// The key path of the first number in `json` that is NaN or infinite ("power.it_load_w",
/// "a.b[2]"), walking nested objects and arrays; empty when every number is finite.
[[nodiscard]] std::string firstNonFinite(const QJsonObject &json);

/// One reader under fuzzing: its name (the executable is fuzz-NAME) and its property check.
struct Target
{
    const char *name;
    Verdict (*check)(const QByteArray &bytes);
};

/// Every fuzz target. Adding a reader takes its line here and its name in
/// tests/fuzz/CMakeLists.txt.
[[nodiscard]] std::span<const Target> targets();

/// The target called `name`, or nullptr.
[[nodiscard]] const Target *findTarget(std::string_view name);

} // namespace fleet::fuzz
