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
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "../support/glog_capture.hpp"

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

using sqfig_test::GLogCapture;

// Runs the target on an exactly sized heap copy (as libFuzzer does).
void run_bytes(TargetFn target, const std::vector<std::uint8_t>& bytes) {
    std::unique_ptr<std::uint8_t[]> copy(new std::uint8_t[bytes.size() + (bytes.empty() ? 1 : 0)]);
    std::copy(bytes.begin(), bytes.end(), copy.get());
    GLogCapture log;
    target(copy.get(), bytes.size());
    if (!log.messages().empty())
        throw sqfig_fuzz::InvariantViolation("GLib/Pango complained: " + log.messages().front());
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

// Builds, lays out and renders `fig` to PDF; a sqfig::Error is a clean
// rejection; GLib/Pango complaints fail the test.
template <class Build>
void draw_quietly(Build build) {
    GLogCapture log;
    try {
        sqfig::Figure fig = build();
        (void)fig.collisions();
        CHECK(fig.to_bytes(sqfig::Format::pdf).compare(0, 5, "%PDF-") == 0);
    } catch (const sqfig::Error&) {
        // a clean rejection is fine
    }
    for (const std::string& m : log.messages()) FAIL_CHECK("GLib/Pango complained: " << m);
}

TEST_CASE("chart: huge pages and tiny or NaN tick fonts do not overflow the tick count", "[regression][chart]") {
    // F1: axis.hpp converted length / (font * 3.2) to int before clamping it
    // (UB for 1e28 and for NaN; clang's UBSan float-cast-overflow reports it).
    // A Figure now refuses such pages and fonts at construction, so the guard
    // is reached directly through Axis::ticks_for; the Figure's refusals are
    // checked too (an sqfig::Error is not counted as reaching the guard).
    const double nan = std::numeric_limits<double>::quiet_NaN();
    struct Case { double length, font; };
    for (const Case c : {Case{1e30, 10.0}, Case{1e28, 10.0}, Case{300, 1e-30}, Case{300, nan}, Case{nan, 10.0}}) {
        INFO("axis " << c.length << " pt, tick font " << c.font << " pt");
        const sqfig::Axis axis{sqfig::AxisSide::bottom};
        const std::vector<sqfig::Tick> ticks = axis.ticks_for(0, 1, c.length, c.font);
        CHECK(ticks.size() >= 2);
        CHECK(ticks.size() <= 12);
    }
    struct FigureCase { sqfig::Size page; double tick_font; const char* error; };
    for (const FigureCase c : {FigureCase{{200, 1e30}, 10.0, "figure size"}, FigureCase{{1e30, 200}, 10.0, "figure size"},
                               FigureCase{{300, 200}, 1e-30, "tick_label_size"}, FigureCase{{300, 200}, nan, "tick_label_size"}}) {
        INFO("page " << c.page.width << " x " << c.page.height << ", tick font " << c.tick_font);
        sqfig::Style style;
        style.tick_label_size = c.tick_font;
        CHECK_THROWS_WITH((sqfig::Figure{c.page, style}), Catch::Contains(c.error));
    }
}

TEST_CASE("chart: a huge wrap width does not overflow Pango's int width", "[regression][chart]") {
    // F2: text_engine.hpp converted wrap_width * PANGO_SCALE to int unchecked.
    for (const double w : {1e300, 3e6, std::numeric_limits<double>::infinity()}) {
        INFO("wrap " << w);
        draw_quietly([&] {
            sqfig::Figure fig{sqfig::inches(3, 2)};
            fig.axes().text({0.5, 0.5}, "some words to wrap", sqfig::Coords::axes).wrap(w);
            return fig;
        });
    }
}

TEST_CASE("chart: negative and huge font sizes never reach Pango", "[regression][chart]") {
    // F3: Pango-CRITICAL "size >= 0" from pango_font_description_set_absolute_size
    // (negative style sizes) and from inside the layout (sizes whose
    // size * PANGO_SCALE overflows an int); F3b: tiny positive sizes (6.5e-119
    // pt) make Pango compute a negative size as well.
    for (const double size : {-3.0, 3e6, 1e300, 6.5e-119, 1e-300}) {
        INFO("size " << size);
        draw_quietly([&] {
            sqfig::Style style;
            style.tick_label_size = size;
            sqfig::Figure fig{sqfig::inches(3, 2), style};
            fig.axes().line({0, 1}, {0, 1});
            return fig;
        });
        draw_quietly([&] {
            sqfig::Figure fig{sqfig::inches(3, 2)};
            fig.axes().title("Title $x^2$", size);
            return fig;
        });
        draw_quietly([&] {
            sqfig::Figure fig{sqfig::inches(3, 2)};
            fig.axes().text({0.5, 0.5}, "$x_i^2$", sqfig::Coords::axes).size(size);
            return fig;
        });
    }
}
