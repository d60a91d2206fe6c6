// Tests of file discovery and the command line: the convention shared by
// sqfig-paper-figures and sqfig-report (examples/common/cli.hpp), the
// driver's options parsed, and every option and usage error of the built
// driver. (sqfig-report's: tests/report/report_example_test.cpp. The
// all-or-nothing output is the library's: tests/output; the driver's use of
// it: test_output_guarantees.cpp.)
#include "../../examples/common/cli.hpp"
#include "cli.hpp"
#include "loader.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <stdexcept>

using namespace driver_test;

namespace {

const std::vector<paper::Family> all(paper::all_families.begin(), paper::all_families.end());

}  // namespace

TEST_CASE("discover finds one file per family", "[discover]") {
    std::vector<paper::Diagnostic> d;
    const paper::Inputs in = paper::discover_inputs(examples_data_dir(), all, {}, d);
    INFO((d.empty() ? "" : d[0].to_string()));
    CHECK(d.empty());
    CHECK(fs::path(in.path(paper::Family::perplexity)).filename().string().rfind("perplexity__", 0) == 0);
    CHECK(fs::path(in.path(paper::Family::generation)).filename().string().rfind("generation__", 0) == 0);
    CHECK(fs::path(in.path(paper::Family::latency)).filename().string().rfind("latency__", 0) == 0);
    CHECK(fs::path(in.path(paper::Family::longbench)).filename().string().rfind("longbench__", 0) == 0);
    CHECK(fs::path(in.path(paper::Family::attention)).filename() == "attention_cosine.json");
    CHECK(fs::path(in.path(paper::Family::perplexity)).parent_path() == fs::path(examples_data_dir()));
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
        CHECK(fs::path(in.path(paper::Family::perplexity)).filename() == "perplexity__x.json");
        CHECK(in.path(paper::Family::longbench).empty());
        CHECK(in.path(paper::Family::latency).empty());
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
        over.path(paper::Family::longbench) = "/some/where/lb.json";
        const paper::Inputs in = paper::discover_inputs(
            tmp.str(), {paper::Family::longbench, paper::Family::perplexity}, over, d);
        CHECK(d.empty());
        CHECK(in.path(paper::Family::longbench) == "/some/where/lb.json");
        CHECK(in.path(paper::Family::generation).empty());
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

TEST_CASE("the shared command-line convention", "[cli]") {
    using cli::Option;
    const std::vector<Option> table{{"out", 'o', Option::value},   {"check", 0, Option::flag},
                                    {"list", 0, Option::values},   {"width", 0, Option::value, "check"},
                                    {"help", 'h', Option::flag},   {"version", 'V', Option::flag}};
    auto parse = [&](std::vector<std::string> args) { return cli::parse(table, args); };
    auto error = [&](std::vector<std::string> args) {
        try {
            cli::parse(table, args);
        } catch (const cli::UsageError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    SECTION("every spelling of a value") {
        for (const auto& args : std::vector<std::vector<std::string>>{
                 {"--out", "d"}, {"--out=d"}, {"-o", "d"}, {"-od"}, {"-ho", "d"}, {"-hod"}}) {
            INFO(args.front());
            CHECK(parse(args).value("out") == "d");
        }
        CHECK(parse({"-hV"}).has("version"));
        CHECK(parse({"--out", "--check"}).value("out") == "--check");  // a value is the next argument, whatever it is
    }
    SECTION("lists, operands and --") {
        const cli::Parsed p = parse({"--list", "a", "b", "--check", "--list=c", "x", "--", "--out", "-h"});
        CHECK(p.given.at("list") == std::vector<std::string>{"a", "b", "c"});  // --list=c is one value
        CHECK(p.operands == std::vector<std::string>{"x", "--out", "-h"});
        CHECK_FALSE(p.has("out"));
        CHECK(parse({"-"}).operands == std::vector<std::string>{"-"});
    }
    SECTION("errors, worded once for both tools") {
        CHECK(error({"--bogus"}) == "unrecognized option '--bogus'");
        CHECK(error({"--chek"}) == "unrecognized option '--chek' (did you mean '--check'?)");
        CHECK(error({"--versoin"}) == "unrecognized option '--versoin' (did you mean '--version'?)");
        CHECK(error({"-x"}) == "unrecognized option '-x'");
        CHECK(error({"--out"}) == "option '--out' needs a value");
        CHECK(error({"-o"}) == "option '-o' needs a value");
        CHECK(error({"--out="}) == "option '--out' needs a non-empty value");
        CHECK(error({"--list"}) == "option '--list' needs a value");
        CHECK(error({"--list", "--check"}) == "option '--list' needs a value");
        CHECK(error({"--check=yes"}) == "option '--check' takes no value");
        CHECK(error({"--out", "a", "--out=b"}) == "option '--out' is given twice");
        CHECK(error({"-o", "a", "--out", "b"}) == "option '--out' is given twice");
        CHECK(error({"--check", "--check"}) == "option '--check' is given twice");
        CHECK(error({"--width", "3"}) == "option '--width' needs '--check'");
        CHECK(error({"--width", "3", "--check"}) == "(no error)");
    }
    SECTION("options bound to variables are set when given, left as they were otherwise") {
        std::string out = "default", unused = "kept";
        bool check = false, help = false;
        std::vector<std::string> list;
        cli::parse({{"out", 'o', &out}, {"check", 0, &check}, {"list", 0, &list}, {"help", 'h', &help}, {"width", 0, &unused}},
                   {"-o", "d", "--check", "--list", "a", "b"});
        CHECK(out == "d");
        CHECK(check);
        CHECK(list == std::vector<std::string>{"a", "b"});
        CHECK_FALSE(help);
        CHECK(unused == "kept");
    }
    SECTION("did you mean") {
        CHECK(cli::did_you_mean("fig_latncy", {"fig_perplexity", "fig_latency"}) == " (did you mean 'fig_latency'?)");
        CHECK(cli::did_you_mean("zzz", {"fig_perplexity", "fig_latency"}).empty());
        CHECK(cli::edit_distance("kitten", "sitting") == 3);
    }
    SECTION("run_main: the arguments after the program name; usage errors exit 2, other errors 1") {
        char* argv[] = {const_cast<char*>("prog"), const_cast<char*>("-x"), const_cast<char*>("y")};
        std::ostringstream err;
        std::streambuf* const saved = std::cerr.rdbuf(err.rdbuf());
        const auto status = [&](auto run) { return cli::run_main("prog", 3, argv, run); };
        const int ok = status([](const std::vector<std::string>& a) { return a == std::vector<std::string>{"-x", "y"} ? 0 : 9; });
        const int usage = status([](const std::vector<std::string>&) -> int { throw cli::UsageError("unexpected argument 'y'"); });
        const int failed = status([](const std::vector<std::string>&) -> int { throw std::runtime_error("disk full"); });
        const int unknown = status([](const std::vector<std::string>&) -> int { throw 42; });
        std::cerr.rdbuf(saved);
        CHECK(ok == 0);
        CHECK(usage == 2);
        CHECK(failed == 1);
        CHECK(unknown == 1);
        CHECK(err.str() == "prog: unexpected argument 'y'\nTry 'prog --help' for more information.\n"
                           "prog: error: disk full\nprog: unknown error\n");
    }
}

TEST_CASE("the driver's options", "[cli]") {
    SECTION("none: the defaults, and no results folder compiled in") {
        const paper::Options o = paper::parse_command_line({});
        CHECK(o.results_dir.empty());
        CHECK(o.out_dir == "figures");
        CHECK(o.format == sqfig::Format::pdf);
        CHECK(o.figures.empty());
        CHECK_FALSE(o.check);
    }
    SECTION("every option, long and short") {
        const paper::Options o = paper::parse_command_line(
            {"-r", "R", "--out=O", "-f", "svg", "--only", "fig_latency", "pipeline", "--check", "--only=perplexity,latency",
             "--perplexity", "p.json", "--attention=a.json", "--generation", "g", "--latency", "l", "--longbench", "lb",
             "--style", "acm", "--palette=okabe_ito", "--hatch", "--check-figures", "--print-width", "3.33", "-h", "-V"});
        CHECK(o.results_dir == "R");
        CHECK(o.out_dir == "O");
        CHECK(o.format == sqfig::Format::svg);
        CHECK(o.figures == std::vector<std::string>{"fig_latency", "fig_pipeline", "fig_perplexity"});
        CHECK(o.check);
        CHECK(o.overrides.path(paper::Family::perplexity) == "p.json");
        CHECK(o.overrides.path(paper::Family::attention) == "a.json");
        CHECK(o.overrides.path(paper::Family::generation) == "g");
        CHECK(o.overrides.path(paper::Family::latency) == "l");
        CHECK(o.overrides.path(paper::Family::longbench) == "lb");
        CHECK(o.style == "acm");
        CHECK(o.palette == "okabe_ito");
        CHECK(o.hatch);
        CHECK(o.check_figures);
        CHECK(o.print_width == Approx(3.33));
        CHECK(o.help);
        CHECK(o.version);
        CHECK(paper::parse_command_line({"--results", "R2", "-o", "O2", "--format=ps"}).results_dir == "R2");
        for (sqfig::Format f : sqfig::all_formats)
            CHECK(paper::parse_command_line({"--format", sqfig::format_name(f)}).format == f);
    }
    SECTION("errors") {
        auto error = [](std::vector<std::string> args) {
            try {
                paper::parse_command_line(args);
            } catch (const cli::UsageError& e) {
                return std::string(e.what());
            }
            return std::string("(no error)");
        };
        CHECK(error({"--format", "jpeg"}) == "unknown format 'jpeg' (use pdf, svg, png or ps)");
        CHECK(contains(error({"--only", "fig_latncy"}),
                       "unknown figure 'fig_latncy' in --only (did you mean 'fig_latency'?); known figures: fig_perplexity, "));
        CHECK(contains(error({"--only", "latncy"}), "(did you mean 'fig_latency'?)"));
        CHECK(error({"--print-width", "3"}) == "option '--print-width' needs '--check-figures'");
        for (const char* w : {"0", "wide", "3in", "-2", "101"})
            CHECK(error({"--check-figures", "--print-width", w}) ==
                  "option '--print-width' takes a width in inches between 0 and 100, not '" + std::string(w) + "'");
        CHECK(error({"stray"}) == "unexpected argument 'stray'");
        CHECK(error({"--", "--check"}) == "unexpected argument '--check'");
        CHECK(error({"--attention_cosine", "x"}) == "unrecognized option '--attention_cosine'");  // too far for a guess
        CHECK(error({"--atention", "x"}) == "unrecognized option '--atention' (did you mean '--attention'?)");
        CHECK(error({"--style", "a", "--style", "b"}) == "option '--style' is given twice");
        CHECK(error({"--hatch=yes"}) == "option '--hatch' takes no value");
        CHECK(error({"--only"}) == "option '--only' needs a value");
    }
    SECTION("--help names every option") {
        const std::string u(paper::usage());
        for (const char* opt : {"-r, --results", "-o, --out", "-f, --format", "--only", "--perplexity", "--generation",
                                "--latency", "--longbench", "--attention", "--check", "--style", "--palette", "--hatch",
                                "--check-figures", "--print-width IN with --check-figures", "-h, --help",
                                "-V, --version", "results.schema.json", "'--' ends the options"})
            CHECK(contains(u, opt));
        CHECK(u.rfind("Usage: sqfig-paper-figures --results DIR", 0) == 0);
        std::istringstream lines(u);
        for (std::string line; std::getline(lines, line);) CHECK(line.size() <= 79);  // a terminal's width
    }
    SECTION("the README's options are the --help text") {
        CHECK(sqfig_test::markdown_block_after(source_dir() + "/examples/paper_figures/README.md", "## Options") == paper::usage());
    }
}

// The built driver: exit status and the exact words on stderr for each usage error.
TEST_CASE("the driver's usage errors and informative options when run", "[cli][driver]") {
    TempDir tmp;
    auto run = [&](const std::string& args) {
        return sqfig_test::run(shell_quote(SQFIG_PAPER_FIGURES_EXE) + " " + args + " 2>&1");
    };
    const std::string data = shell_quote(examples_data_dir());
    const std::string out = shell_quote((tmp.path() / "out").string());
    const std::string try_help = "\nTry 'sqfig-paper-figures --help' for more information.\n";
    const std::vector<std::pair<std::string, std::string>> errors{
        {"", "sqfig-paper-figures: which results? pass --results DIR (the sample results are examples/data in the "
             "source tree)"},
        {"--out", "sqfig-paper-figures: option '--out' needs a value"},
        {"-r " + data + " --ot x", "sqfig-paper-figures: unrecognized option '--ot' (did you mean '--out'?)"},
        {"-r " + data + " --only fig_latncy", "sqfig-paper-figures: unknown figure 'fig_latncy' in --only (did you mean "
                                              "'fig_latency'?)"},
        {"-r " + data + " --print-width 3", "sqfig-paper-figures: option '--print-width' needs '--check-figures'"},
        {"-r " + data + " -o b", "sqfig-paper-figures: option '-o' is given twice"},
        {"-r " + data + " --results " + data, "sqfig-paper-figures: option '--results' is given twice"},
        {"-r " + data + " -- x", "sqfig-paper-figures: unexpected argument 'x'"},
        {"-r " + data + " -f jpeg", "sqfig-paper-figures: unknown format 'jpeg' (use pdf, svg, png or ps)"},
    };
    for (const auto& [args, message] : errors) {
        INFO(args);
        const auto r = run("-o " + out + " " + args);
        CHECK(r.status == 2);
        CHECK(contains(r.output, message));
        CHECK(contains(r.output, try_help));
        CHECK_FALSE(fs::exists(tmp.path() / "out"));
    }
    // Every family named: no folder needed.
    auto r = run("--only fig_attention_cosine --attention " + shell_quote(examples_data_dir() + "/attention_cosine.json") +
                 " -o " + out);
    CHECK(r.status == 0);
    CHECK(fs::exists(tmp.path() / "out" / "fig_attention_cosine.pdf"));
    r = run("-h");
    CHECK(r.status == 0);
    CHECK(r.output == paper::usage());
    r = run("-V");
    CHECK(r.status == 0);
    CHECK(r.output == "sqfig-paper-figures (sqfig) " SQFIG_EXPECTED_VERSION "\n");
    CHECK(run("--version").output == r.output);
    // The installed binary knows no build folder: --help and the error say what to pass.
    CHECK_FALSE(contains(run("--help").output, SQFIG_SOURCE_DIR));
    CHECK_FALSE(contains(run("").output, SQFIG_SOURCE_DIR));
    CHECK_FALSE(contains(read_text(SQFIG_PAPER_FIGURES_EXE), SQFIG_SOURCE_DIR "/examples/data"));
}
