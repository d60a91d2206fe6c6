// Test helpers shared by the test suites (tests/driver, tests/render,
// tests/report): shell quoting, running a command line and capturing its
// output, finding out whether a tool is installed.
#pragma once

#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstddef>
#include <cstdio>
#include <string>

namespace sqfig_test {

/// `s` in single quotes, safe as one word of a POSIX shell command line.
inline std::string shell_quote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'') out += "'\\''";
        else out += c;
    }
    return out + "'";
}

struct CommandResult {
    int status = -1;  // exit status, -1 when it did not exit normally
    std::string output;
};

/// Runs a shell command line, capturing its standard output (stderr goes
/// where the command line sends it: append " 2>&1" to capture it too).
inline CommandResult run(const std::string& command) {
    CommandResult r;
    FILE* p = ::popen(command.c_str(), "r");
    if (!p) return r;
    char buf[8192];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) r.output.append(buf, n);
    const int st = ::pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return r;
}

/// Is `name` a command the shell finds (on PATH, a builtin, ...)?
inline bool have_tool(const std::string& name) {
    return run("command -v " + name + " >/dev/null 2>&1").status == 0;
}

/// True when `name` is there; otherwise the running test fails, saying what
/// to install. The read-back tools (poppler-utils) are part of what `make
/// deps` installs, so a check that needs one never passes without it.
inline bool require_tool(const std::string& name) {
    if (!have_tool(name)) FAIL(name << " is not installed (Debian: poppler-utils; make deps installs it)");
    return true;
}

}  // namespace sqfig_test
