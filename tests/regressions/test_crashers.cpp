// Replays every fuzzer-found crasher (inputs/<target>/) and every seed
// (tests/fuzz/corpus/<target>/) through the fuzz targets' own code, with
// whatever compiler and sanitizers the suite is built with. A target returns
// normally for input it handles as designed; a broken invariant throws
// sqfig_fuzz::InvariantViolation, and a crash or sanitizer report fails the
// test process.
//
// To add a crasher: copy the file libFuzzer wrote (crash-*, leak-*,
// timeout-*, oom-*) into inputs/<target>/ under a name that says what it
// was, and describe it in /tmp/sqfig-fuzz-findings.md / the commit message.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "targets/chart_target.hpp"
#include "targets/math_text_target.hpp"
#ifdef SQFIG_REGRESSION_HAVE_LOADER
#include "targets/loader_target.hpp"
#endif

namespace fs = std::filesystem;

namespace {

using TargetFn = int (*)(const std::uint8_t*, std::size_t);

std::vector<fs::path> files_in(const fs::path& dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file() && e.path().filename().string().rfind('.', 0) != 0) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::uint8_t> read_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Runs the target on an exactly sized heap copy (as libFuzzer does).
void run_bytes(TargetFn target, const std::vector<std::uint8_t>& bytes) {
    std::unique_ptr<std::uint8_t[]> copy(new std::uint8_t[bytes.size() + (bytes.empty() ? 1 : 0)]);
    std::copy(bytes.begin(), bytes.end(), copy.get());
    target(copy.get(), bytes.size());
}

void run_text(TargetFn target, const std::string& s) {
    run_bytes(target, std::vector<std::uint8_t>(s.begin(), s.end()));
}

std::size_t replay(TargetFn target, const std::string& name) {
    std::size_t n = 0;
    for (const fs::path& dir : {fs::path(SQFIG_REGRESSION_INPUTS) / name, fs::path(SQFIG_FUZZ_CORPUS) / name})
        for (const fs::path& f : files_in(dir)) {
            INFO("input file: " << f.string());
            const std::vector<std::uint8_t> bytes = read_bytes(f);
            REQUIRE_NOTHROW(run_bytes(target, bytes));
            ++n;
        }
    return n;
}

}  // namespace

TEST_CASE("math_text: fuzz crashers and seeds replay cleanly", "[regression][math_text]") {
    CHECK(replay(&sqfig_fuzz::math_text_one_input, "math_text") > 0);
}

TEST_CASE("chart: fuzz crashers and seeds replay cleanly", "[regression][chart]") {
    CHECK(replay(&sqfig_fuzz::chart_one_input, "chart") > 0);
}

#ifdef SQFIG_REGRESSION_HAVE_LOADER
TEST_CASE("loader: fuzz crashers and seeds replay cleanly", "[regression][loader]") {
    CHECK(replay(&sqfig_fuzz::loader_one_input, "loader") > 0);
}

TEST_CASE("loader: minimal documents that once tripped sanitizers", "[regression][loader]") {
    // RapidJSON 1.1.0's internal::Stack does arithmetic on a null pointer for
    // every document (clang UBSan pointer-overflow); see tests/fuzz/ubsan_ignorelist.txt.
    REQUIRE_NOTHROW(run_text(&sqfig_fuzz::loader_one_input, "{}"));
    REQUIRE_NOTHROW(run_text(&sqfig_fuzz::loader_one_input, ""));
    REQUIRE_NOTHROW(run_text(&sqfig_fuzz::loader_one_input, std::string(20000, '[')));
}
#endif
