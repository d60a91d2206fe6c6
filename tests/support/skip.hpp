// Tests that cannot run here are reported as SKIPPED, never as passed.
//
// A test case that needs something absent (the paper's real results) calls
// sqfig_test::skip("why") and returns. The Catch2 main of its executable
// (run_catch_with_skips, in tests/*/main.cpp) prints the skipped cases and
// returns 77 when every test case it ran was skipped; ctest registers these
// executables' tests with SKIP_RETURN_CODE 77, so each such ctest entry shows
// as "Skipped" (catch_discover_tests runs one test case per entry).
//
// The real results are looked up at $SQFIG_REAL_RESULTS_DIR when that is set,
// else at the path compiled in (tests/CMakeLists.txt), so the skip can be
// checked on a machine that has them (tests/skip/check_real_skipped.sh).
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>
#include <string>
#include <vector>

namespace sqfig_test {

struct SkipLog {
    std::size_t cases_run = 0;
    std::string current;                  // the test case running now
    std::vector<std::string> skipped;     // "test case: why", in order
    std::set<std::string> skipped_cases;  // names
};

inline SkipLog& skip_log() {
    static SkipLog log;
    return log;
}

/// Marks the running test case skipped (the caller returns right after).
inline void skip(const std::string& why) {
    WARN("SKIPPED: " << why);
    SkipLog& log = skip_log();
    if (log.skipped_cases.insert(log.current).second) log.skipped.push_back(log.current + ": " + why);
}

#ifndef SQFIG_TEST_SKIP_MAIN  // the main is compiled without the tests' definitions (one definition rule)
/// The paper's real results: $SQFIG_REAL_RESULTS_DIR, else the compiled-in path.
inline std::string real_results_dir() {
    if (const char* env = std::getenv("SQFIG_REAL_RESULTS_DIR"); env && *env) return env;
#ifdef SQFIG_REAL_RESULTS_DIR
    return SQFIG_REAL_RESULTS_DIR;
#else
    return "";
#endif
}

/// True when the real results are there; otherwise marks the test skipped.
/// Use: `if (!sqfig_test::real_results_or_skip()) return;`
inline bool real_results_or_skip() {
    const std::string dir = real_results_dir();
    std::error_code ec;
    if (!dir.empty() && std::filesystem::is_directory(dir, ec) &&
        std::filesystem::exists(std::filesystem::path(dir) / "attention_cosine.json", ec))
        return true;
    skip("the real results are not at '" + dir + "'");
    return false;
}
#endif

}  // namespace sqfig_test

#ifdef SQFIG_TEST_SKIP_MAIN
// Counts the test cases run, for the exit status.
struct SqfigSkipListener : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testCaseStarting(const Catch::TestCaseInfo& info) override {
        ++sqfig_test::skip_log().cases_run;
        sqfig_test::skip_log().current = info.name;
    }
};
CATCH_REGISTER_LISTENER(SqfigSkipListener)

namespace sqfig_test {
/// Runs the Catch2 session; 77 when it ran test cases and skipped all of them.
inline int run_catch_with_skips(int argc, char* argv[]) {
    Catch::Session session;
    if (const int rc = session.applyCommandLine(argc, argv); rc != 0) return rc;
    const int rc = session.run();
    const SkipLog& log = skip_log();
    if (!log.skipped.empty()) {
        std::cout << log.skipped.size() << " of " << log.cases_run << " test case(s) SKIPPED:\n";
        for (const std::string& s : log.skipped) std::cout << "  " << s << "\n";
    }
    if (rc == 0 && log.cases_run > 0 && log.skipped_cases.size() == log.cases_run) return 77;
    return rc;
}
}  // namespace sqfig_test
#endif
