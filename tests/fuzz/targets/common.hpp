// Shared pieces of the sqfig fuzz targets (tests/fuzz) and of the crasher
// replay in the normal suite (tests/regressions): each target is an inline
// function taking (data, size) so the libFuzzer entry points and the Catch2
// replay run exactly the same code.
//
// A target returns normally for every input it handles as designed (the
// expected rejection path is sqfig::Error or a loader diagnostic). A broken
// invariant throws InvariantViolation: libFuzzer reports the uncaught
// exception as a crash, the regression test as a failure.
#pragma once

#include <glib.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sqfig_fuzz {

struct InvariantViolation : std::logic_error {
    explicit InvariantViolation(const std::string& what) : std::logic_error(what) {}
};

/// The input shown in a failure message: printable ASCII as is, other bytes as \xNN,
/// cut after `max` bytes.
inline std::string printable(std::string_view s, std::size_t max = 300) {
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < s.size() && i < max; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            out += static_cast<char>(c);
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (s.size() > max) out += "...(" + std::to_string(s.size()) + " bytes)";
    return out;
}

[[noreturn]] inline void violated(const std::string& what, std::string_view input) {
    throw InvariantViolation(what + "\n  input: \"" + printable(input) + "\"");
}

/// For the libFuzzer entry points (LLVMFuzzerInitialize): a GLib/Pango
/// critical or warning (sqfig handed Pango an invalid value) aborts, so
/// libFuzzer reports a crash and writes the input as an artifact. (Not for
/// the regression replay, which collects the messages itself.)
inline void abort_on_glib_warnings() {
    g_log_set_default_handler(
        [](const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer) {
            std::fprintf(stderr, "%s-%s: %s\n", domain ? domain : "?",
                         (level & G_LOG_LEVEL_WARNING) ? "WARNING" : "CRITICAL", message ? message : "");
            if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) std::abort();
        },
        nullptr);
}

}  // namespace sqfig_fuzz
