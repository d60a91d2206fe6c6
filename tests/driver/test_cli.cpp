// Tests of file discovery and command-line parsing. (The all-or-nothing
// output is the library's: tests/output; the driver's use of it:
// test_output_guarantees.cpp.)
#include "cli.hpp"
#include "discover.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

using namespace driver_test;

namespace {

const std::vector<paper::Family> all(paper::all_families.begin(), paper::all_families.end());

}  // namespace

TEST_CASE("discover finds one file per family", "[discover]") {
    std::vector<paper::Diagnostic> d;
    const paper::Inputs in = paper::discover_inputs(examples_data_dir(), all, {}, d);
    INFO((d.empty() ? "" : d[0].to_string()));
    CHECK(d.empty());
    CHECK(fs::path(in.perplexity).filename().string().rfind("perplexity__", 0) == 0);
    CHECK(fs::path(in.generation).filename().string().rfind("generation__", 0) == 0);
    CHECK(fs::path(in.latency).filename().string().rfind("latency__", 0) == 0);
    CHECK(fs::path(in.longbench).filename().string().rfind("longbench__", 0) == 0);
    CHECK(fs::path(in.attention).filename() == "attention_cosine.json");
    CHECK(fs::path(in.perplexity).parent_path() == fs::path(examples_data_dir()));
}

TEST_CASE("discover: none, several, overrides, only what is wanted", "[discover]") {
    TempDir tmp;
    write_text(tmp.path() / "longbench__a.json", "{}");
    write_text(tmp.path() / "longbench__b.json", "{}");
    write_text(tmp.path() / "perplexity__x.json", "{}");
    write_text(tmp.path() / "perplexity__x.json.bak", "{}");
    write_text(tmp.path() / "latency_x.json", "{}");  // one underscore: no match
    fs::create_directory(tmp.path() / "generation__dir.json");  // folders are ignored
    std::vector<paper::Diagnostic> d;

    SECTION("each problem named") {
        const paper::Inputs in = paper::discover_inputs(tmp.str(), all, {}, d);
        CHECK(fs::path(in.perplexity).filename() == "perplexity__x.json");
        CHECK(in.longbench.empty());
        CHECK(in.latency.empty());
        REQUIRE(d.size() == 4);  // generation, latency, longbench (2), attention
        std::string all_text;
        for (const auto& x : d) {
            CHECK(x.file == tmp.str());
            all_text += x.to_string() + "\n";
        }
        INFO(all_text);
        CHECK(contains(all_text, "2 files match longbench__*.json: longbench__a.json, longbench__b.json"));
        CHECK(contains(all_text, "no file matches latency__*.json (pass --latency FILE"));
        CHECK(contains(all_text, "no file matches generation__*.json"));
        CHECK(contains(all_text, "no file matches attention_cosine.json"));
    }
    SECTION("overrides win and need no search") {
        paper::Inputs over;
        over.longbench = "/some/where/lb.json";
        const paper::Inputs in = paper::discover_inputs(
            tmp.str(), {paper::Family::longbench, paper::Family::perplexity}, over, d);
        CHECK(d.empty());
        CHECK(in.longbench == "/some/where/lb.json");
        CHECK(in.generation.empty());
    }
    SECTION("a missing folder is one diagnostic") {
        paper::discover_inputs((tmp.path() / "absent").string(), all, {}, d);
        REQUIRE(d.size() == 1);
        CHECK(contains(d[0].message, "cannot read the results folder"));
    }
    SECTION("nothing wanted: the folder is not even read") {
        paper::discover_inputs((tmp.path() / "absent").string(), {}, {}, d);
        CHECK(d.empty());
    }
}

TEST_CASE("command line", "[cli]") {
    paper::Options o;
    std::string err;
    SECTION("defaults") {
        REQUIRE(paper::parse_command_line({}, o, err));
        CHECK(o.results_dir == paper::default_results_dir());
        CHECK(o.out_dir == "figures");
        CHECK(o.format == sqfig::Format::pdf);
        CHECK(o.only.empty());
        CHECK_FALSE(o.check);
        CHECK(fs::is_directory(o.results_dir));
    }
    SECTION("all options, both spellings") {
        REQUIRE(paper::parse_command_line({"--results", "R", "--out=O", "--format", "svg", "--only", "fig_latency",
                                           "pipeline", "--check", "--only=a,b", "--perplexity", "p.json",
                                           "--attention=a.json", "--generation", "g", "--latency", "l",
                                           "--longbench", "lb"},
                                          o, err));
        CHECK(o.results_dir == "R");
        CHECK(o.out_dir == "O");
        CHECK(o.format == sqfig::Format::svg);
        CHECK(o.only == std::vector<std::string>{"fig_latency", "pipeline", "a", "b"});
        CHECK(o.check);
        CHECK(o.overrides.perplexity == "p.json");
        CHECK(o.overrides.attention == "a.json");
        CHECK(o.overrides.generation == "g");
        CHECK(o.overrides.latency == "l");
        CHECK(o.overrides.longbench == "lb");
    }
    SECTION("help and version") {
        REQUIRE(paper::parse_command_line({"--help"}, o, err));
        CHECK(o.help);
        REQUIRE(paper::parse_command_line({"--version"}, o, err));
        CHECK(o.version);
        const std::string u = paper::usage("prog");
        for (const char* opt : {"--results", "--out", "--format", "--only", "--perplexity", "--generation",
                                "--latency", "--longbench", "--attention", "--check", "--help", "--version"})
            CHECK(contains(u, opt));
    }
    SECTION("errors") {
        using V = std::vector<std::string>;
        for (const V& args : {V{"--bogus"}, V{"--out"}, V{"--out="}, V{"--format", "jpeg"}, V{"--only"},
                              V{"--only", "--check"}, V{"stray"}, V{"--check=yes"}, V{"--attention_cosine", "x"}}) {
            paper::Options fresh;
            err.clear();
            CHECK_FALSE(paper::parse_command_line(args, fresh, err));
            CHECK_FALSE(err.empty());
        }
        paper::parse_command_line({"--format", "jpeg"}, o, err);
        CHECK(err == "unknown --format \"jpeg\" (use pdf, svg, png or ps)");
        for (sqfig::Format f : sqfig::all_formats) {
            paper::Options each;
            REQUIRE(paper::parse_command_line({"--format", sqfig::format_name(f)}, each, err));
            CHECK(each.format == f);
        }
    }
}

TEST_CASE("select_figures", "[cli]") {
    const std::vector<std::string> known{"fig_a", "fig_b", "fig_c"};
    std::vector<std::string> unknown;
    CHECK(paper::select_figures({"c", "fig_a", "a"}, known, unknown) == std::vector<std::string>{"fig_a", "fig_c"});
    CHECK(unknown.empty());
    CHECK(paper::select_figures({"x", "fig_b"}, known, unknown) == std::vector<std::string>{"fig_b"});
    CHECK(unknown == std::vector<std::string>{"x"});
}

// ---- Venue styles and the figure check (issue 18) ----
TEST_CASE("command line: --style, --palette, --hatch, --check-figures, --print-width", "[cli][styles]") {
    paper::Options o;
    std::string err;
    REQUIRE(paper::parse_command_line({"--style", "acm", "--palette=okabe_ito", "--hatch", "--check-figures",
                                       "--print-width", "3.33"},
                                      o, err));
    CHECK(o.style == "acm");
    CHECK(o.palette == "okabe_ito");
    CHECK(o.hatch);
    CHECK(o.check_figures);
    CHECK(o.print_width == Approx(3.33));
    using V = std::vector<std::string>;
    for (const V& args : {V{"--style"}, V{"--style="}, V{"--hatch=yes"}, V{"--check-figures=1"}, V{"--print-width", "0"},
                          V{"--print-width", "wide"}, V{"--print-width", "3in"}, V{"--print-width", "-2"}}) {
        paper::Options fresh;
        err.clear();
        CHECK_FALSE(paper::parse_command_line(args, fresh, err));
        CHECK_FALSE(err.empty());
    }
    const std::string u = paper::usage("prog");
    for (const char* opt : {"--style", "--palette", "--hatch", "--check-figures", "--print-width", "4 --check-figures"})
        CHECK(contains(u, opt));
}
