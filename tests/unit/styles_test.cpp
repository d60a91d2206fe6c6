// Venue presets, slide/poster styles and figure sizes (style/): the widths
// the LaTeX classes set, fonts that are really installed (an error naming
// the Debian package otherwise), and a figure PDF whose fonts and sizes are
// the preset's, read back with poppler's pdftohtml.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>  // fig.scene(): the unity TU it lands in may not have it before

#include <map>
#include <regex>
#include <set>
#include <string>

#include "../support/errors.hpp"
#include "../support/files.hpp"
#include "../support/process.hpp"
#include <sqfig/text/font_availability.hpp>

using namespace sqfig;
using sqfig_test::error_of;

TEST_CASE("venue widths are the LaTeX classes' \\columnwidth and \\textwidth", "[styles]") {
    // In inches, from the lengths the style files set (docs/styles.md).
    const std::map<std::string, std::pair<double, double>> expected{
        {"neurips", {5.5, 5.5}},
        {"iclr", {5.5, 5.5}},
        {"icml", {3.25, 6.75}},
        {"acl", {7.7 / 2.54, 16.0 / 2.54}},
        {"ieee", {252 / 72.27, 516 / 72.27}},
        {"acm", {(614.295 - 108 - 24) / 2 / 72.27, (614.295 - 108) / 72.27}},
        {"article", {345 / 72.27, 345 / 72.27}},
    };
    std::set<std::string> seen;
    for (const Venue& v : venues::all()) {
        INFO(v.name);
        REQUIRE(expected.count(v.name) == 1);
        seen.insert(v.name);
        CHECK(v.column_width / 72 == Approx(expected.at(v.name).first).epsilon(1e-9));
        CHECK(v.text_width / 72 == Approx(expected.at(v.name).second).epsilon(1e-9));
        CHECK(v.half_width() == Approx(0.48 * v.column_width));
        CHECK(v.column().width == Approx(v.column_width));
        CHECK(v.full(0.5).height == Approx(v.text_width / 2));
        CHECK(v.half().height == Approx(v.half_width() / golden_ratio));
        CHECK(!v.source.empty());
        CHECK(venue(v.name).text_width == v.text_width);
    }
    CHECK(seen.size() == expected.size());
    // The two-column venues: two columns and their gap fill the text width.
    CHECK(venues::icml().text_width - 2 * venues::icml().column_width == Approx(inches(0.25)));
    CHECK(venues::ieee().text_width - 2 * venues::ieee().column_width == Approx(tex_points(12)));
}

TEST_CASE("an unknown venue names the known ones", "[styles]") {
    const std::string e = error_of([] { (void)venue("nips"); });
    CHECK(e.find("unknown venue \"nips\"") != std::string::npos);
    CHECK(e.find("neurips, icml, iclr, acl, ieee, acm, article") != std::string::npos);
}

TEST_CASE("every venue's body font is installed and is what fontconfig draws", "[styles][fonts]") {
    // scripts/install-deps.sh installs fonts-texgyre, fonts-linuxlibertine, fonts-lmodern.
    for (const Venue& v : venues::all()) {
        INFO(v.name << ": " << v.font_family << " from " << v.font_package);
        CHECK(matched_font_family(v.font_family) == v.font_family);
        CHECK(font_installed(v.font_family));
        const Style s = v.style();  // does not throw
        CHECK(s.font_family == v.font_family);
        CHECK(s.font_size == v.body_size);
        CHECK(s.label_size == v.body_size);
        CHECK(s.tick_label_size == std::max(7.0, v.body_size - 2));
        CHECK(s.legend_size == s.tick_label_size);
    }
}

TEST_CASE("a missing font is an error naming its Debian package, not a silent fallback", "[styles][fonts]") {
    Venue v = venues::neurips();
    v.font_family = "Sqfig Test No Such Typeface";
    v.font_package = "fonts-sqfig-test-missing";
    CHECK_FALSE(font_installed(v.font_family));
    const std::string e = error_of([&] { (void)v.style(); });
    CHECK(e.find("\"Sqfig Test No Such Typeface\" is not installed") != std::string::npos);
    CHECK(e.find("apt-get install fonts-sqfig-test-missing") != std::string::npos);
    // What fontconfig would have used instead is named too.
    CHECK(e.find("would draw \"" + matched_font_family(v.font_family) + "\"") != std::string::npos);
    CHECK_NOTHROW(v.style_unchecked());
}

TEST_CASE("golden-ratio and custom-aspect sizes", "[styles]") {
    CHECK(golden_ratio == Approx((1 + std::sqrt(5.0)) / 2));
    CHECK(golden_size(inches(3.25)).height == Approx(inches(3.25) / golden_ratio));
    CHECK(figure_size(200, 0.75).height == Approx(150));
    CHECK(golden_grid_size(300, 2, 3).height == Approx(300.0 * 2 / 3 / golden_ratio));
    CHECK(error_of([] { (void)figure_size(0, 1); }).find("figure width must be positive") != std::string::npos);
    CHECK(error_of([] { (void)figure_size(100, sqfig_test::kNaN); }).find("aspect") != std::string::npos);
    CHECK(error_of([] { (void)golden_grid_size(100, 0, 1); }).find("rows and columns") != std::string::npos);
    CHECK(tex_points(72.27) == Approx(72));
}

TEST_CASE("slide and poster styles are larger and thicker than a paper's", "[styles]") {
    const Style paper = venues::icml().style_unchecked(), slide = slide_style(), poster = poster_style();
    for (auto size : {&Style::font_size, &Style::label_size, &Style::tick_label_size, &Style::legend_size,
                      &Style::line_width, &Style::spine_width, &Style::major_tick_width, &Style::marker_size}) {
        CHECK(slide.*size > paper.*size);
        CHECK(poster.*size > slide.*size);
    }
    // Both make a figure that lays out without collisions at their page sizes.
    for (const auto& [style, size] : {std::pair{slide, slide_size()}, std::pair{poster, poster_panel_size()}}) {
        Figure fig{size, style};
        Axes& ax = fig.axes();
        ax.line(std::vector<double>{1, 2, 3, 4}, std::vector<double>{1, 4, 2, 3}).label("measured");
        ax.line(std::vector<double>{1, 2, 3, 4}, std::vector<double>{2, 1, 3, 4}).label("predicted");
        ax.x_label("step").y_label("loss").title("Training");
        ax.legend();
        CHECK(fig.collisions().empty());
        CHECK(check(fig).empty());
    }
}

namespace {

// Every (font family, size) poppler reports for the text of a PDF:
// pdftohtml -xml lists one fontspec per font and size (rounded to points).
std::set<std::pair<std::string, int>> pdf_fonts_and_sizes(const std::string& pdf_path) {
    const auto r = sqfig_test::run("pdftohtml -xml -i -stdout -q -zoom 1 " + sqfig_test::shell_quote(pdf_path));
    REQUIRE(r.status == 0);
    std::set<std::pair<std::string, int>> out;
    const std::regex spec(R"re(<fontspec id="\d+" size="(\d+)" family="[A-Z]{6}\+([^"]+)")re");
    for (auto it = std::sregex_iterator(r.output.begin(), r.output.end(), spec); it != std::sregex_iterator(); ++it)
        out.insert({(*it)[2].str(), std::stoi((*it)[1].str())});
    return out;
}

}  // namespace

TEST_CASE("a figure built with a venue preset carries the venue's font and sizes in its PDF", "[styles][fonts][pdf]") {
    sqfig_test::require_tool("pdftohtml");
    sqfig_test::TempDir dir("sqfig-venue-pdf");
    // The PostScript names the fonts embed as (without the subset tag).
    const std::map<std::string, std::string> embedded{
        {"TeX Gyre Termes", "TeXGyreTermes"}, {"Linux Libertine O", "LinLibertineO"}, {"Latin Modern Roman", "LMRoman"}};
    for (const Venue& v : {venues::icml(), venues::acl(), venues::acm(), venues::article()}) {
        INFO(v.name);
        Figure fig{v.column(), v.style()};
        Axes& ax = fig.axes();
        ax.line(std::vector<double>{1, 2, 3}, std::vector<double>{3, 1, 2}).label("ours");
        ax.line(std::vector<double>{1, 2, 3}, std::vector<double>{1, 2, 3}).label("baseline");
        ax.x_label("epoch").y_label("accuracy");
        ax.legend();
        const std::string path = (dir / (v.name + ".pdf")).string();
        fig.save(path);
        CHECK(fig.size().width == Approx(v.column_width));
        const auto fonts = pdf_fonts_and_sizes(path);
        REQUIRE(!fonts.empty());
        std::set<int> sizes;
        for (const auto& [family, size] : fonts) {
            // Every glyph is in the venue's font, none in a fallback.
            CHECK(family.rfind(embedded.at(v.font_family), 0) == 0);
            sizes.insert(size);
        }
        // Labels at the body size, ticks and legend two points smaller (7 at the least).
        const int body = static_cast<int>(std::lround(v.body_size));
        const int small = static_cast<int>(std::lround(std::max(7.0, v.body_size - 2)));
        CHECK(sizes == std::set<int>{small, body});
    }
}

TEST_CASE("a font family that is not installed is an error with a did-you-mean, not a silent fallback",
          "[styles][fonts]") {
    // Issue 33: Style::font_family = "DejaVu Sanz" drew DejaVu Sans... or whatever fontconfig's fallback was.
    auto scene_with = [](const std::string& family) {
        Style s;
        s.font_family = family;
        Figure fig{inches(3, 2), s};
        fig.axes().line({0, 1}, {0, 1});
        fig.axes().title("Title");
        return error_of([&] { (void)fig.scene(); });
    };
    const std::string e = scene_with("DejaVu Sanz");
    CHECK(e.find("font family \"DejaVu Sanz\" is not installed") != std::string::npos);
    CHECK(e.find("did you mean \"DejaVu Sans\"") != std::string::npos);
    CHECK(scene_with("Sqfig No Such Family At All").find("is not installed") != std::string::npos);
    // Installed, generic, aliased by fontconfig, or a list with a known member: fine.
    CHECK(scene_with("DejaVu Sans").empty());
    CHECK(scene_with("dejavu sans").empty());
    CHECK(scene_with("serif").empty());
    CHECK(scene_with("Sqfig No Such Family At All, sans-serif").empty());
    if (matched_font_family("Helvetica") != matched_font_family("Sqfig No Such Family At All"))
        CHECK(scene_with("Helvetica").empty());
}
