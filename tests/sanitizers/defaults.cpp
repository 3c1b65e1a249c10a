// Sanitizer defaults compiled into every executable of a FLEET_SANITIZE build (tests and the
// fleet-explorer binary the tests start), so any report fails the run however it is started.
// Environment variables (ASAN_OPTIONS, …) still override these.

extern "C" {

const char *__asan_default_options()
{
    return "halt_on_error=1:detect_leaks=1:strict_string_checks=1:"
           "detect_stack_use_after_return=1:check_initialization_order=1";
}

const char *__ubsan_default_options()
{
    return "halt_on_error=1:print_stacktrace=1";
}

// Suppressions only for findings inside system libraries; see the commented file.
const char *__lsan_default_options()
{
    return "suppressions=" FLEET_LSAN_SUPPRESSIONS;
}

} // extern "C"
