// Driver-level tests: run the built sqfig-paper-figures on the bad-input
// corpus (tests/driver/bad_inputs/NN_name/case.txt, see make_corpus.py there)
// and on good inputs. For every bad case: the exit status; stderr names the
// file and the JSON location; nothing new appears in the output folder (no
// temporary files either) or the results folder; the pre-existing
// fig_perplexity.pdf is byte-identical afterwards.
#include "../../bench/paper_results.hpp"
#include "figures.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>
#include <thread>
#include <sys/wait.h>

#ifndef SQFIG_PAPER_FIGURES_EXE
#error "SQFIG_PAPER_FIGURES_EXE (path of sqfig-paper-figures) must be defined"
#endif

using namespace driver_test;

namespace {

const fs::path corpus_dir = fs::path(SQFIG_DRIVER_TESTS_DIR) / "bad_inputs";

// Bytes of the output that exists before every run (includes a NUL and high bytes).
const char sentinel_bytes[] = "%PDF-1.5\n% sentinel: must survive every failed run\n\0\xff\xfe\n";
const std::string sentinel(sentinel_bytes, sizeof sentinel_bytes - 1);

struct RunResult {
    int exit_code = -1;
    std::string out, err;
};

RunResult run_driver(const std::vector<std::string>& args, const fs::path& scratch,
                     const std::string& env = "") {
    std::string cmd = env.empty() ? "" : env + " ";
    cmd += shell_quote(SQFIG_PAPER_FIGURES_EXE);
    for (const auto& a : args) cmd += " " + shell_quote(a);
    const fs::path out = scratch / "driver.stdout", err = scratch / "driver.stderr";
    cmd += " >" + shell_quote(out.string()) + " 2>" + shell_quote(err.string()) + " </dev/null";
    const int status = std::system(cmd.c_str());
    RunResult r;
    if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
    r.out = read_text(out);
    r.err = read_text(err);
    fs::remove(out);
    fs::remove(err);
    return r;
}

// name -> "<dir>", the file's contents, or its size for files over 16 MiB.
std::map<std::string, std::string> snapshot(const fs::path& dir) {
    std::map<std::string, std::string> m;
    for (const auto& e : fs::directory_iterator(dir))
        m[e.path().filename().string()] =
            e.is_directory() ? std::string("<dir>")
            : e.file_size() > (std::uintmax_t{16} << 20) ? "<" + std::to_string(e.file_size()) + " bytes>"
                                                          : read_text(e.path());
    return m;
}

struct Case {
    std::string name, description;
    int exit_code = -1;
    std::vector<std::string> args, remove, mkdir_out, expect;
    std::string deep_file, sparse_file;
    std::size_t deep_depth = 0, expect_lines = 0;
    std::uintmax_t sparse_bytes = 0;
};

Case read_case(const fs::path& dir) {
    Case c;
    c.name = dir.filename().string();
    std::istringstream in(read_text(dir / "case.txt"));
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(": ");
        if (line.empty() || line[0] == '#' || colon == std::string::npos) continue;
        const std::string key = line.substr(0, colon), value = line.substr(colon + 2);
        if (key == "description") c.description = value;
        else if (key == "exit") c.exit_code = std::stoi(value);
        else if (key == "args") {
            std::istringstream words(value);
            for (std::string w; words >> w;) c.args.push_back(w);
        } else if (key == "remove") c.remove.push_back(value);
        else if (key == "mkdir-out") c.mkdir_out.push_back(value);
        else if (key == "expect") c.expect.push_back(value);
        else if (key == "expect-lines") c.expect_lines = std::stoul(value);
        else if (key == "generate-deep") {
            std::istringstream words(value);
            words >> c.deep_file >> c.deep_depth;
        } else if (key == "generate-sparse") {
            std::istringstream words(value);
            words >> c.sparse_file >> c.sparse_bytes;
        } else
            FAIL("unknown key '" << key << "' in " << (dir / "case.txt").string());
    }
    return c;
}

// Prefix of the sample file a case file replaces ("" if none).
std::string replaced_prefix(const std::string& file_name) {
    if (file_name == "attention_cosine.json") return file_name;
    const auto sep = file_name.find("__");
    if (sep == std::string::npos) return "";
    return file_name.substr(0, sep + 2);
}

std::vector<fs::path> case_dirs() {
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(corpus_dir))
        if (e.is_directory() && fs::exists(e.path() / "case.txt")) dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

void run_case(const fs::path& case_dir) {
    const Case c = read_case(case_dir);
    INFO("case " << c.name << ": " << c.description);
    REQUIRE(c.exit_code >= 0);
    TempDir tmp;
    const fs::path results = tmp.path() / "results", out = tmp.path() / "out";
    fs::create_directories(results);
    fs::create_directories(out);

    // The sample results, with the case's files in place of their family's.
    std::vector<std::string> drop = c.remove;
    std::vector<fs::path> case_files;
    for (const auto& e : fs::directory_iterator(case_dir))
        if (e.path().filename() != "case.txt") {
            case_files.push_back(e.path());
            if (!replaced_prefix(e.path().filename().string()).empty())
                drop.push_back(replaced_prefix(e.path().filename().string()));
        }
    if (!c.deep_file.empty()) drop.push_back(replaced_prefix(c.deep_file));
    if (!c.sparse_file.empty()) drop.push_back(replaced_prefix(c.sparse_file));
    for (const auto& e : fs::directory_iterator(examples_data_dir())) {
        const std::string n = e.path().filename().string();
        const bool dropped = std::any_of(drop.begin(), drop.end(),
                                         [&](const std::string& p) { return !p.empty() && n.rfind(p, 0) == 0; });
        if (!dropped) fs::copy_file(e.path(), results / n);
    }
    for (const auto& f : case_files) fs::copy_file(f, results / f.filename());
    if (!c.deep_file.empty())
        write_text(results / c.deep_file, std::string(c.deep_depth, '[') + std::string(c.deep_depth, ']'));

    if (!c.sparse_file.empty()) {
        write_text(results / c.sparse_file, "");
        fs::resize_file(results / c.sparse_file, c.sparse_bytes);  // sparse: no disk used
    }
    write_text(out / "fig_perplexity.pdf", sentinel);
    for (const auto& d : c.mkdir_out) fs::create_directories(out / d);
    const auto out_before = snapshot(out);
    const auto results_before = snapshot(results);

    auto subst = [&](const std::string& s) {
        return replace_all(replace_all(replace_all(s, "{results}", results.string()), "{out}", out.string()),
                           "{case}", case_dir.string());
    };
    // Each option at most once: a case's own --out replaces the scratch one.
    std::vector<std::string> args{"--results", results.string()};
    if (std::find(c.args.begin(), c.args.end(), "--out") == c.args.end()) args.insert(args.end(), {"--out", out.string()});
    for (const auto& a : c.args) args.push_back(subst(a));
    const RunResult r = run_driver(args, tmp.path());
    INFO("stderr:\n" << r.err);
    INFO("stdout:\n" << r.out);

    CHECK(r.exit_code == c.exit_code);
    for (const auto& e : c.expect) CHECK(contains(r.err, subst(e)));
    if (c.expect_lines > 0) {
        const auto lines = static_cast<std::size_t>(std::count(r.err.begin(), r.err.end(), '\n'));
        CHECK(lines >= c.expect_lines);
    }
    CHECK_FALSE(r.err.empty());
    CHECK(snapshot(out) == out_before);  // nothing new, nothing changed, no temporary file
    CHECK(read_text(out / "fig_perplexity.pdf") == sentinel);
    CHECK(snapshot(results) == results_before);
    CHECK_FALSE(contains(r.out, "wrote "));
}

}  // namespace

TEST_CASE("the bad-input corpus has at least 24 cases", "[driver][corpus]") {
    CHECK(case_dirs().size() >= 24);
}

// Hidden: run per case by ctest (SQFIG_CORPUS_CASE=NN_name), or all at once
// with `sqfig_driver_tests "[.corpus]"`.
TEST_CASE("bad-input corpus", "[.corpus]") {
    const char* only = std::getenv("SQFIG_CORPUS_CASE");
    std::size_t ran = 0;
    for (const auto& dir : case_dirs()) {
        if (only && *only && dir.filename() != only) continue;
        ++ran;
        run_case(dir);
    }
    CHECK(ran > 0);
}

TEST_CASE("driver writes every figure from the bundled sample", "[driver]") {
    TempDir tmp;
    const fs::path out = tmp.path() / "a" / "b" / "figures";  // parents created too
    fs::create_directories(out);
    write_text(out / "fig_perplexity.pdf", sentinel);
    const RunResult r = run_driver({"--results", examples_data_dir(), "--out", out.string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    REQUIRE(r.exit_code == 0);
    const auto files = snapshot(out);
    CHECK(files.size() == 6);
    for (const char* f : {"fig_perplexity.pdf", "fig_generation.pdf", "fig_longbench.pdf", "fig_latency.pdf",
                          "fig_attention_cosine.pdf", "fig_pipeline.pdf"}) {
        INFO(f);
        REQUIRE(files.count(f) == 1);
        CHECK_FALSE(files.at(f).empty());
    }
    CHECK(files.at("fig_perplexity.pdf") != sentinel);  // replaced
    CHECK(contains(r.out, "fig_pipeline.pdf"));
    // The driver draws on as many threads as the machine runs at once: each
    // file is byte for byte what this thread draws alone.
    if (std::thread::hardware_concurrency() < 2) WARN("one CPU: the driver drew on one thread");
    sqfig::SaveOptions compact;
    compact.compact_pdf = true;
    const paper::Results sample = sqfig_bench::load_results_or_throw(examples_data_dir());
    for (const paper::FigureSpec& spec : paper::figure_table()) {
        INFO(spec.name);
        const std::string alone = paper::build_figure(spec, sample).to_bytes(sqfig::Format::pdf, compact);
        CHECK((files.at(spec.name + std::string(".pdf")) == alone));  // in parentheses: a failure does not print PDF bytes
    }
}

TEST_CASE("driver creates --out with its parents", "[driver]") {
    TempDir tmp;
    const fs::path out = tmp.path() / "x" / "y";
    const RunResult r = run_driver({"--results", examples_data_dir(), "--out", out.string(), "--only", "fig_attention_cosine", "--format", "svg"},
                                   tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(out).size() == 1);
    CHECK(fs::exists(out / "fig_attention_cosine.svg"));
}

TEST_CASE("driver renders the real results", "[driver][real]") {
    if (!sqfig_test::real_results_or_skip()) return;
    const std::string real = real_results_dir();
    TempDir tmp;
    const RunResult r = run_driver({"--results", real, "--out", (tmp.path() / "f").string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(tmp.path() / "f").size() == 6);
}

TEST_CASE("option only: reads just the families its figures need", "[driver]") {
    TempDir tmp;
    const fs::path results = tmp.path() / "results";
    fs::create_directories(results);
    for (const auto& e : fs::directory_iterator(examples_data_dir()))
        if (e.path().filename().string().rfind("perplexity__", 0) == 0) fs::copy_file(e.path(), results / e.path().filename());
    write_text(results / "latency__broken.json", "{ not json");
    const fs::path out = tmp.path() / "out";
    RunResult r = run_driver({"--results", results.string(), "--out", out.string(), "--only", "fig_perplexity",
                              "fig_pipeline"},
                             tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(out).size() == 2);
    // Without --only the broken and the missing families are all reported.
    r = run_driver({"--results", results.string(), "--out", (tmp.path() / "out2").string()}, tmp.path());
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "latency__broken.json:1:3:"));
    CHECK(contains(r.err, "generation__*.json"));
    CHECK(contains(r.err, "longbench__*.json"));
    CHECK(contains(r.err, "attention_cosine.json"));
    CHECK_FALSE(fs::exists(tmp.path() / "out2"));
}

TEST_CASE("options help, version and check", "[driver]") {
    TempDir tmp;
    RunResult r = run_driver({"--help"}, tmp.path());
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "--results"));
    CHECK(contains(r.out, "Exit status"));
    r = run_driver({"--version"}, tmp.path());
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, SQFIG_EXPECTED_VERSION));

    // --check on the bundled sample: clean, all six written.
    const fs::path out = tmp.path() / "checked";
    r = run_driver({"--results", examples_data_dir(), "--check", "--out", out.string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(out).size() == 6);
}

TEST_CASE("option check: collisions are exit 3, each one printed, nothing written", "[driver]") {
    // 30 attention rows: 90 bars with value labels in 7 inches cannot all be read.
    TempDir tmp;
    std::string rows;
    for (int i = 0; i < 30; ++i)
        rows += std::string(i ? "," : "") + R"({"model": "Model)" + std::to_string(i) +
                R"(-7B", "bits": 3, "random_haar_uniform": 0.61, "calibrated_uniform": 0.73,
                     "calibrated_waterfill": 0.79})";
    write_text(tmp.path() / "attention.json", R"({"rows": [)" + rows + "]}");
    const fs::path out = tmp.path() / "out";
    fs::create_directories(out);
    write_text(out / "fig_attention_cosine.pdf", sentinel);
    const RunResult r = run_driver({"--check", "--only", "fig_attention_cosine", "--attention",
                                    (tmp.path() / "attention.json").string(), "--out", out.string()},
                                   tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 3);
    CHECK(contains(r.err, "fig_attention_cosine: collision: "));
    CHECK(contains(r.err, "collisions; no figure was written"));
    CHECK(snapshot(out) == std::map<std::string, std::string>{{"fig_attention_cosine.pdf", sentinel}});
    // Without --check the same figure is written.
    CHECK(run_driver({"--only", "fig_attention_cosine", "--attention", (tmp.path() / "attention.json").string(),
                      "--out", out.string()},
                     tmp.path())
              .exit_code == 0);
    CHECK(read_text(out / "fig_attention_cosine.pdf") != sentinel);
}

TEST_CASE("the extremes the loader accepts on log axes are drawn (issue 19.6)", "[driver]") {
    // The loader's bound (<= 1e100) is what the figures can draw: the largest
    // and the smallest values accepted together still make a figure (a
    // perplexity is >= 1, issue 46; a latency any positive double).
    TempDir tmp;
    const fs::path results = tmp.path() / "results";
    fs::create_directories(results);
    for (const auto& e : fs::directory_iterator(examples_data_dir())) {
        const std::string name = e.path().filename().string();
        std::string text = read_text(e.path());
        if (name.rfind("perplexity__", 0) == 0) {
            text = replace_all(text, "\"perplexity\": 5.84", "\"perplexity\": 1");
            text = replace_all(text, "\"perplexity\": 412.37", "\"perplexity\": 1e100");
        }
        if (name.rfind("latency__", 0) == 0) {
            const std::string key = "\"decode_ms_per_token_p50\": ";
            std::size_t at = 0;
            for (const char* value : {"1e100", "4.9e-324"}) {
                at = text.find(key, at);
                REQUIRE(at != std::string::npos);
                at += key.size();
                text.replace(at, text.find_first_of(",}\n", at) - at, value);
            }
        }
        write_text(results / name, text);
    }
    REQUIRE(contains(read_text(file_with_prefix(results, "perplexity__")), "1e100"));
    const RunResult r = run_driver({"--results", results.string(), "--out", (tmp.path() / "out").string(), "--only",
                                    "fig_perplexity", "fig_latency"},
                                   tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(tmp.path() / "out").size() == 2);
}

// ---- Venue styles and the figure check (issue 18, docs/styles.md) ----

TEST_CASE("check-figures: the seed's red/green series are exit 4, each finding printed, nothing written",
          "[driver][styles]") {
    TempDir tmp;
    const fs::path out = tmp.path() / "out";
    fs::create_directories(out);
    write_text(out / "fig_longbench.pdf", sentinel);
    RunResult r = run_driver({"--results", examples_data_dir(), "--check-figures", "--out", out.string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 4);
    CHECK(contains(r.err, "fig_longbench: colour vision: legend entries \"SQ water-fill (b=3)\" and \"Random Haar "
                          "(b=3)\": differ only by colour, and under deuteranopia their colours are CIEDE2000 2.9 apart"));
    CHECK(contains(r.err, "fig_generation: greyscale: legend entries"));
    CHECK(contains(r.err, "--check-figures found 10 problems; no figure was written"));
    CHECK(snapshot(out) == std::map<std::string, std::string>{{"fig_longbench.pdf", sentinel}});
    // A colour-blind-safe palette leaves only greyscale findings; hatches leave none.
    r = run_driver({"--results", examples_data_dir(), "--check-figures", "--palette", "okabe_ito", "--out", out.string()}, tmp.path());
    CHECK(r.exit_code == 4);
    CHECK_FALSE(contains(r.err, "colour vision:"));
    CHECK(contains(r.err, "greyscale:"));
    r = run_driver({"--results", examples_data_dir(), "--check-figures", "--hatch", "--out", out.string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(snapshot(out).size() == 6);
    CHECK(read_text(out / "fig_longbench.pdf") != sentinel);
    // Printed at 5.5 in, the 7-9.5 in figures' text is too small.
    r = run_driver({"--results", examples_data_dir(), "--check-figures", "--hatch", "--print-width", "5.5", "--out", out.string()}, tmp.path());
    CHECK(r.exit_code == 4);
    CHECK(contains(r.err, "small text:"));
    CHECK(contains(r.err, "% of its drawn size)"));
}

TEST_CASE("style: a venue draws in its font and width, an unknown one is exit 2", "[driver][styles]") {
    TempDir tmp;
    const fs::path out = tmp.path() / "out";
    RunResult r = run_driver({"--results", examples_data_dir(), "--style", "icml", "--check", "--only", "fig_latency", "--out", out.string()}, tmp.path());
    INFO("stderr:\n" << r.err);
    REQUIRE(r.exit_code == 0);
    if (sqfig_test::require_tool("pdffonts") && sqfig_test::require_tool("pdfinfo")) {
        const auto fonts = sqfig_test::run("pdffonts " + shell_quote((out / "fig_latency.pdf").string()));
        CHECK(contains(fonts.output, "TeXGyreTermes"));
        CHECK_FALSE(contains(fonts.output, "DejaVu"));
        const auto info = sqfig_test::run("pdfinfo " + shell_quote((out / "fig_latency.pdf").string()));
        CHECK(contains(info.output, "486 x 244.8 pts"));  // 6.75 in wide, 3.4 in as in the paper
    }
    r = run_driver({"--results", examples_data_dir(), "--style", "nips", "--out", out.string()}, tmp.path());
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "unknown venue \"nips\" (known: neurips, icml, iclr, acl, ieee, acm, article)"));
    r = run_driver({"--results", examples_data_dir(), "--palette", "rainbow", "--out", out.string()}, tmp.path());
    CHECK(r.exit_code == 2);
}

TEST_CASE("style: every venue draws all six figures without a collision", "[driver][styles]") {
    // Narrower than the paper (NeurIPS and ICLR 5.5 in, ACL 6.3 in, article
    // 4.8 in) the pipeline takes two rows, the method tick labels 30 degrees
    // and, below 5.5 in, the latency panels stand one above the other.
    TempDir tmp;
    for (const char* venue : {"neurips", "icml", "iclr", "acl", "ieee", "acm", "article"}) {
        const fs::path out = tmp.path() / venue;
        const RunResult r = run_driver({"--results", examples_data_dir(), "--style", venue, "--check", "--out", out.string()}, tmp.path());
        INFO(venue << ": stderr:\n" << r.err);
        CHECK(r.exit_code == 0);
        CHECK(r.err.find("collision") == std::string::npos);
    }
}
