// Layout quality (issue 5): the six paper figures from the real results, the
// bundled sample and a stress set built here have an empty collision report,
// and an independent check on the saved PDFs (pdftotext word boxes) finds no
// two strings overlapping and nothing off the page.
#include "paper_data.hpp"
#include "render_support.hpp"
#include "../support/style.hpp"

#include <algorithm>
#include <iostream>
#include <sqfig/text/text_engine.hpp>

using namespace sqfig;

namespace {

std::string report(const std::vector<Collision>& cs) {
    std::string out;
    for (const Collision& c : cs) out += "  " + c.describe() + "\n";
    return out;
}

/// Collision report empty, and the PDF read back has no overlapping strings.
void check_figure_layout(const std::string& label, const Figure& fig, const rt::fs::path& dir) {
    INFO(label);
    const std::vector<Collision> cs = fig.collisions();
    INFO("collision report:\n" << report(cs));
    CHECK(cs.empty());

    rt::require_tool("pdftotext");
    const rt::fs::path pdf = dir / (label + ".pdf");
    rt::write_file(pdf, fig.to_bytes(Format::pdf));
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    CHECK(pages[0].width == Approx(fig.size().width).margin(0.01));
    CHECK(pages[0].height == Approx(fig.size().height).margin(0.01));
    CHECK_FALSE(pages[0].words.empty());
    std::string problems;
    for (const std::string& p : rt::text_overlaps(pages[0])) problems += "  " + p + "\n";
    INFO("pdftotext word boxes of " << pdf.string() << ":\n" << problems);
    CHECK(problems.empty());
    // Fonts embedded as TrueType/CFF subsets, never Type 3.
    if (rt::require_tool("pdffonts")) {
        for (const rt::FontInfo& f : rt::pdf_fonts(pdf)) {
            INFO("font " << f.name << " (" << f.type << ")");
            CHECK(f.embedded);
            CHECK_FALSE(rt::contains(f.type, "Type 3"));
        }
    }
    // Nothing cut off: every string the figure draws is in the PDF's text, whole.
    std::string missing;
    for (const std::string& m : rt::missing_strings(fig, rt::pdf_text(pdf))) missing += "  \"" + m + "\"\n";
    INFO("strings missing from the PDF text (cut off by the page?):\n" << missing);
    CHECK(missing.empty());
}

void check_all_figures(const std::string& set, const paper::Results& results) {
    rt::TempDir dir;
    for (const std::string& name : paper::figure_names()) {
        SECTION(name) { check_figure_layout(set + "-" + name, paper::build_figure(name, results), dir.path()); }
    }
}

}  // namespace

TEST_CASE("layout: the six figures from the real results are collision-free", "[layout][real]") {
    if (!rt::have_real_results()) return;  // reported as skipped
    check_all_figures("real", rt::load_results_dir(rt::real_results_dir()));
}

TEST_CASE("layout: the six figures from examples/data are collision-free", "[layout][sample]") {
    check_all_figures("sample", rt::load_results_dir(rt::sample_results_dir()));
}

TEST_CASE("layout: the six figures from stress data are collision-free", "[layout][stress]") {
    const paper::Results stress_docs = rt::stress_results();
    const results_view::View stress = results_view::view(stress_docs);
    // The stress set is what it claims to be.
    REQUIRE(stress.longbench->tasks.size() == 8);
    REQUIRE(stress.latency->sq_micro.context_length.size() == 6);
    REQUIRE(stress.attention->rows.size() == 6);
    for (const auto* run : {&stress.perplexity->run, &stress.generation->run, &stress.longbench->run, &stress.latency->run}) {
        REQUIRE(run->model == rt::very_long_model_name());
        REQUIRE(run->bits == 2.5);
        REQUIRE(run->seed == 1234567);
    }
    const double lo = std::min(stress.latency->sq_micro.ms_per_token.front(), stress.perplexity->perplexity[0]);
    const double hi = std::max(stress.latency->tq_end_to_end.ms_per_token.back(), stress.perplexity->perplexity[2]);
    REQUIRE(std::log10(stress.perplexity->perplexity[2] / stress.perplexity->perplexity[0]) >= 6);
    REQUIRE(std::log10(hi / lo) >= 6);
    {
        // The generation title's second line is at least three times as wide as
        // the whole figure (so more than three times its only panel).
        TextEngine engine;
        TextStyle ts;
        ts.family = "serif";
        ts.size = 11;
        const double w = engine.measure(math_to_markup("(" + rt::very_long_model_name() + ", b=2.5)"), ts).width;
        REQUIRE(w >= 3 * inches(7.2));
    }
    check_all_figures("stress", stress_docs);
}

TEST_CASE("layout: the independent PDF check finds overlapping text", "[layout][selftest]") {
    RT_REQUIRE_TOOLS("pdftotext");
    rt::TempDir dir;
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    ax.text({2, 5}, "first string");
    ax.text({2.4, 5.1}, "second one");   // on top of the first
    ax.text({0.9, 0.5}, "runs off the page", Coords::figure).size(14);
    const rt::fs::path pdf = dir / "bad.pdf";
    rt::write_file(pdf, fig.to_bytes(Format::pdf));
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    const auto problems = rt::text_overlaps(pages[0]);
    std::string all;
    for (const auto& p : problems) all += p + "\n";
    INFO(all);
    CHECK(rt::contains(all, "overlaps"));
    CHECK(rt::contains(all, "lies outside the page"));  // "runs": partly off the page
    // Glyphs off the page are dropped by pdftotext: the string is reported missing.
    const auto missing = rt::missing_strings(fig, rt::pdf_text(pdf));
    CHECK(std::count(missing.begin(), missing.end(), "runs off the page") == 1);
    CHECK(missing.size() == 1);
    // The library's own report agrees.
    CHECK_FALSE(fig.collisions().empty());
}

TEST_CASE("layout: words of one string (multi-word lines / rotated labels / superscripts) are not collisions",
          "[layout][selftest]") {
    RT_REQUIRE_TOOLS("pdftotext");
    rt::TempDir dir;
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {1, 100, 10000});
    ax.y_scale(LogScale{10});
    ax.x_ticks({0, 1, 2}, {"a long rotated label", "SQ water-fill (b=3)", "Random Haar (b=3)"}).rotate(20).align_right();
    ax.y_label("a rotated axis label of several words");
    ax.title("A title of several words\nand a second line");
    const rt::fs::path pdf = dir / "ok.pdf";
    rt::write_file(pdf, fig.to_bytes(Format::pdf));
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    std::string all;
    for (const auto& p : rt::text_overlaps(pages[0])) all += p + "\n";
    INFO(all);
    CHECK(all.empty());
    CHECK(rt::missing_strings(fig, rt::pdf_text(pdf)).empty());
    CHECK(fig.collisions().empty());
}

// Not run by default: writes the stress figures (PDF and 100-dpi PNG) and
// their collision reports next to the test log, for looking at them.
TEST_CASE("export: stress figures for inspection", "[.export]") {
    const paper::Results stress = rt::stress_results();
    for (const std::string& name : paper::figure_names()) {
        const Figure fig = paper::build_figure(name, stress);
        const rt::fs::path base = rt::artifact_dir() / ("stress-" + name);
        rt::write_file(base.string() + ".pdf", fig.to_bytes(Format::pdf));
        SaveOptions o;
        o.dpi = 100;
        rt::write_file(base.string() + ".png", fig.to_bytes(Format::png, o));
        rt::write_file(base.string() + ".collisions.txt", report(fig.collisions()));
        std::cout << base.string() << ".{pdf,png,collisions.txt}: " << fig.collisions().size() << " collisions\n";
    }
}
