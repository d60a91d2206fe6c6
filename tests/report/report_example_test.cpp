// sqfig-report end to end: page count, page sizes, text on every page,
// determinism, and errors that leave an existing file untouched.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "support.hpp"
#include "../support/skip.hpp"

using namespace report_test;

namespace {

const std::string exe = SQFIG_REPORT_EXE;

RunResult report(const std::string& args) { return run(shell_quote(exe) + " " + args); }

bool poppler() { return require_tool("pdfinfo") && require_tool("pdftotext"); }

void check_report(const std::string& pdf, const std::string& model) {
    const auto pages = pdf_pages(pdf);
    REQUIRE(pages.size() == 8);
    // Title page and the side-by-side page: A4 portrait; figure pages: A4 landscape.
    CHECK(near(pages[0].width, 595.28, 1.0));
    CHECK(near(pages[0].height, 841.89, 1.0));
    for (std::size_t i = 1; i <= 6; ++i) {
        CHECK(near(pages[i].width, 841.89, 1.0));
        CHECK(near(pages[i].height, 595.28, 1.0));
    }
    CHECK(near(pages[7].width, 595.28, 1.0));
    CHECK(near(pages[7].height, 841.89, 1.0));

    const std::string title = squeeze(pdf_text(pdf, 1));
    INFO("page 1: " << title);
    CHECK(contains(title, "SpectralQuant results report"));
    CHECK(contains(title, "Run facts"));
    CHECK(contains(title, "Model " + model));
    CHECK(contains(title, "Bit budget b = 3 bits"));
    CHECK(contains(title, "Seed"));
    CHECK(contains(title, "Input files"));
    CHECK(contains(title, "perplexity__"));
    CHECK(contains(title, "Page 1 of 8"));

    const std::vector<std::pair<std::string, std::string>> figures{
        {"Figure 1. Perplexity and negative log-likelihood", "WikiText-103 validation perplexity"},
        {"Figure 2. Greedy generation quality", "Greedy generation quality"},
        {"Figure 3. LongBench scores", "LongBench macro score"},
        {"Figure 4. Compression and decode latency", "End-to-end decode time"},
        {"Figure 5. Attention-output fidelity", "Attention-output fidelity at fixed bit budget"},
        {"Figure 6. The SpectralQuant pipeline", "Calibration pipeline"},
    };
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const int page = static_cast<int>(i) + 2;
        const std::string text = squeeze(pdf_text(pdf, page));
        INFO("page " << page << ": " << text);
        CHECK(contains(text, figures[i].first));   // page heading
        CHECK(contains(text, figures[i].second));  // text drawn by the figure itself
        CHECK(contains(text, "Figure " + std::to_string(i + 1) + " (fig_"));  // caption
        CHECK(contains(text, "Page " + std::to_string(page) + " of 8"));
    }
    const std::string last = squeeze(pdf_text(pdf, 8));
    INFO("page 8: " << last);
    CHECK(contains(last, "Two views side by side"));
    CHECK(contains(last, "(a) WikiText-103 perplexity"));
    CHECK(contains(last, "(b) End-to-end decode time"));
    CHECK(contains(last, "Perplexity. SpectralQuant"));
    CHECK(contains(last, "Latency. At the longest context"));
    CHECK(contains(last, "SOURCE_DATE_EPOCH"));
    CHECK(pdf_info_field(pdf, "Title") == "SpectralQuant results report");
    CHECK(contains(pdf_info_field(pdf, "Creator"), "sqfig-report"));
    // Fonts embedded as TrueType/CFF subsets, never Type 3.
    const RunResult fonts = run("pdffonts " + shell_quote(pdf));
    INFO(fonts.output);
    CHECK_FALSE(contains(fonts.output, "Type 3"));
}

}  // namespace

TEST_CASE("sqfig-report writes an eight-page PDF from the bundled sample", "[report]") {
    TempDir tmp;
    const std::string pdf = tmp / "report.pdf";
    const RunResult r = report("--check --out " + shell_quote(pdf) + " --results " +
                               shell_quote(std::string(SQFIG_SOURCE_DIR) + "/examples/data"));
    INFO(r.output);
    REQUIRE(r.status == 0);
    REQUIRE(read_file(pdf).rfind("%PDF-", 0) == 0);
    if (!poppler()) return;
    check_report(pdf, "Llama-3.1-8B");
}

TEST_CASE("sqfig-report works on the paper's real results", "[report][real]") {
    if (!sqfig_test::real_results_or_skip()) return;
    const std::string real = sqfig_test::real_results_dir();
    TempDir tmp;
    const std::string pdf = tmp / "real.pdf";
    const RunResult r = report("--check --out " + shell_quote(pdf) + " --results " + shell_quote(real));
    INFO(r.output);
    REQUIRE(r.status == 0);
    if (!poppler()) return;
    check_report(pdf, "Qwen2.5-7B");
}

TEST_CASE("sqfig-report gives the same bytes for the same input", "[report]") {
    TempDir tmp;
    const std::string data = shell_quote(std::string(SQFIG_SOURCE_DIR) + "/examples/data");
    REQUIRE(report("--out " + shell_quote(tmp / "a.pdf") + " --results " + data).status == 0);
    REQUIRE(report("--out " + shell_quote(tmp / "b.pdf") + " --results " + data).status == 0);
    CHECK(read_file(tmp / "a.pdf") == read_file(tmp / "b.pdf"));
    REQUIRE(report("--out " + shell_quote(tmp / "c.ps") + " --results " + data).status == 0);
    CHECK(contains(read_file(tmp / "c.ps"), "%%Pages: 8"));
}

TEST_CASE("sqfig-report errors: usage, bad input, unwritable output", "[report]") {
    TempDir tmp;
    const std::string keep = tmp / "keep.pdf";
    write_file(keep, "old");
    const std::string data = " --results " + shell_quote(std::string(SQFIG_SOURCE_DIR) + "/examples/data");
    SECTION("not a multi-page format: the message lists only what the report accepts") {
        for (const char* name : {"x.png", "x.svg", "x.txt", "x"}) {
            const RunResult r = report("--out " + shell_quote(tmp / name) + data + " 2>&1");
            CHECK(r.status == 2);
            CHECK(contains(r.output, "sqfig-report: a report is written as .pdf or .ps, not '"));
            CHECK_FALSE(contains(r.output, ".svg or"));
            CHECK_FALSE(contains(r.output, ".png,"));
        }
    }
    SECTION("an empty results folder names every missing family, and no option the report lacks") {
        std::filesystem::create_directory(tmp.path() / "empty");
        const RunResult r = report("--out " + shell_quote(keep) + " --results " + shell_quote(tmp / "empty") + " 2>&1");
        INFO(r.output);
        CHECK(r.status == 2);
        CHECK(contains(r.output, "no perplexity results: no file matches perplexity__*.json\n"));
        CHECK(contains(r.output, "attention_cosine.json"));
        CHECK(contains(r.output, "no report written"));
        CHECK_FALSE(contains(r.output, "--perplexity"));
        CHECK_FALSE(contains(r.output, "--attention"));
    }
    SECTION("bad JSON") {
        const std::filesystem::path dir = tmp.path() / "bad";
        std::filesystem::create_directory(dir);
        for (const auto& e : std::filesystem::directory_iterator(std::string(SQFIG_SOURCE_DIR) + "/examples/data"))
            std::filesystem::copy_file(e.path(), dir / e.path().filename());
        write_file(dir / "attention_cosine.json", "{\"rows\": [ {\"model\": 3 ");
        const RunResult r = report("--out " + shell_quote(keep) + " --results " + shell_quote(dir.string()) + " 2>&1");
        INFO(r.output);
        CHECK(r.status == 2);
        CHECK(contains(r.output, "attention_cosine.json:1:"));
    }
    SECTION("unwritable output folder") {
        const RunResult r = report("--out " + shell_quote(tmp / "missing/dir/r.pdf") + data);
        CHECK(r.status == 1);
    }
    CHECK(read_file(keep) == "old");
}

// The command line, in the convention sqfig-paper-figures shares (examples/common/cli.hpp):
// each option of the report, each usage error with its exact words.
TEST_CASE("sqfig-report's options and usage errors", "[report][cli]") {
    TempDir tmp;
    const std::string data = shell_quote(std::string(SQFIG_SOURCE_DIR) + "/examples/data");
    const std::string pdf = shell_quote(tmp / "r.pdf");
    const std::string try_help = "\nTry 'sqfig-report --help' for more information.\n";
    const std::vector<std::pair<std::string, std::string>> errors{
        {"", "sqfig-report: which file? pass --out FILE (.pdf or .ps)"},
        {"-r " + data, "sqfig-report: which file? pass --out FILE (.pdf or .ps)"},
        {"-o " + pdf, "sqfig-report: which results? pass --results DIR (the sample results are examples/data in the "
                      "source tree)"},
        {"--out", "sqfig-report: option '--out' needs a value"},
        {"-r " + data + " --out=", "sqfig-report: option '--out' needs a non-empty value"},
        {"-r " + data + " -o " + pdf + " --bogus", "sqfig-report: unrecognized option '--bogus'"},
        {"-r " + data + " --ot " + pdf, "sqfig-report: unrecognized option '--ot' (did you mean '--out'?)"},
        {"-r " + data + " --chek -o " + pdf, "sqfig-report: unrecognized option '--chek' (did you mean '--check'?)"},
        {"-r " + data + " -x -o " + pdf, "sqfig-report: unrecognized option '-x'"},
        {"-r " + data + " -o " + pdf + " --out " + pdf, "sqfig-report: option '--out' is given twice"},
        {"-r " + data + " -r " + data + " -o " + pdf, "sqfig-report: option '-r' is given twice"},
        {"-r " + data + " --check --check -o " + pdf, "sqfig-report: option '--check' is given twice"},
        {"-r " + data + " --check=yes -o " + pdf, "sqfig-report: option '--check' takes no value"},
        {"-r " + data + " -o " + pdf + " stray", "sqfig-report: unexpected argument 'stray'"},
        {"-r " + data + " -o " + pdf + " -- --check", "sqfig-report: unexpected argument '--check'"},
        {"-r " + data + " --perplexity x.json -o " + pdf, "sqfig-report: unrecognized option '--perplexity'"},
    };
    for (const auto& [args, message] : errors) {
        INFO(args);
        const RunResult r = report(args + " 2>&1");
        CHECK(r.status == 2);
        CHECK(r.output == message + try_help);
        CHECK_FALSE(std::filesystem::exists(tmp / "r.pdf"));
    }
    SECTION("every option, long and short, with = and without") {
        for (const std::string& args : {"--out " + pdf + " --results " + data + " --check",
                                        "-o" + pdf + " -r" + data, "--out=" + pdf + " --results=" + data}) {
            INFO(args);
            const RunResult r = report(args + " 2>&1");
            CHECK(r.status == 0);
            CHECK(contains(r.output, "sqfig-report: wrote "));
            std::filesystem::remove(tmp / "r.pdf");
        }
    }
    SECTION("help and version") {
        const RunResult h = report("-h");
        CHECK(h.status == 0);
        CHECK(contains(h.output, "Usage: sqfig-report --out FILE --results DIR [--check]"));
        for (const char* option : {"-o, --out FILE", "-r, --results DIR", "--check", "-h, --help", "-V, --version"})
            CHECK(contains(h.output, option));
        CHECK(report("--help").output == h.output);
        CHECK(sqfig_test::markdown_block_after(SQFIG_SOURCE_DIR "/examples/report/README.md", "## Options") == h.output);
        CHECK_FALSE(contains(h.output, SQFIG_SOURCE_DIR));
        const RunResult v = report("-V");
        CHECK(v.status == 0);
        CHECK(v.output.rfind("sqfig-report (sqfig) ", 0) == 0);
        CHECK(std::count(v.output.begin(), v.output.end(), '\n') == 1);
        CHECK(report("--version").output == v.output);
    }
}
