// The private fontconfig configuration per family (text/font_subset.hpp) and
// the way TextEngine chooses between it and the full configuration.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>

#include <string>
#include <sqfig/text/text_engine.hpp>
#include <sqfig/text/font_subset.hpp>

using namespace sqfig;

namespace {

// The font map a measured text was laid out on: a family's private one, or the full one.
const detail::FamilyFonts* laid_out_on(const MeasuredText& m) {
    REQUIRE(m.layout);
    return m.layout->fonts().family();
}

}  // namespace

TEST_CASE("font subset: a plain family gets a private configuration of its four faces", "[text][fonts]") {
    const auto full = detail::LockedFontMap::of_this_thread();
    const detail::FontMapLock held = full->lock();
    PangoFontMap* map = full->get(held);
    const auto serif = detail::family_fonts("serif", map);
    REQUIRE(serif);  // DejaVu Serif (fonts-dejavu-core): four faces, four files
    CHECK(serif->files().size() == 4);
    CHECK(detail::family_fonts("serif", map).get() == serif.get());  // made once, shared
    FcFontSet* set = FcConfigGetFonts(serif->config(), FcSetApplication);
    REQUIRE(set);
    CHECK(set->nfont == 4);
    CHECK_FALSE(detail::family_fonts("", map));
}

TEST_CASE("font subset: TextEngine uses the private map only when the text stays within the four faces",
          "[text][fonts]") {
    const TextEngine engine;
    TextStyle style;
    style.family = "serif";
    style.size = 9;
    SECTION("plain text, bold and italic markup, sub- and superscripts: private") {
        CHECK(laid_out_on(engine.measure("Throughput (tokens/s)", style)) != nullptr);
        CHECK(laid_out_on(engine.measure("<b>bold</b> and <i>italic</i> x<sup>2</sup> d<sub>eff</sub>", style)) !=
              nullptr);
        style.weight = FontWeight::bold;
        CHECK(laid_out_on(engine.measure("a bold title", style)) != nullptr);
    }
    SECTION("another family in the markup: the full configuration") {
        CHECK(laid_out_on(engine.measure("<tt>code</tt> in text", style)) == nullptr);
        CHECK(laid_out_on(engine.measure("<span font_family=\"sans-serif\">sans</span>", style)) == nullptr);
    }
    SECTION("a weight, a stretch or a language beyond the four faces: the full configuration") {
        CHECK(laid_out_on(engine.measure("<span weight=\"light\">light</span>", style)) == nullptr);
        CHECK(laid_out_on(engine.measure("<span stretch=\"condensed\">narrow</span>", style)) == nullptr);
        CHECK(laid_out_on(engine.measure("<span lang=\"ja\">text</span>", style)) == nullptr);
    }
    SECTION("a character none of the four faces has: the full configuration (its fallback fonts)") {
        // U+4E2D (CJK) is not in DejaVu Serif; fontconfig falls back to another family for it.
        const MeasuredText& m = engine.measure("\xe4\xb8\xad", style);
        CHECK(laid_out_on(m) == nullptr);
        CHECK(m.width > 0);
    }
    SECTION("the same request measures the same on both maps") {
        // What the private map gives for a plain text equals what the full map gives
        // for it wrapped in markup that forces the full map but changes nothing else
        // (the family named is the one the text is in).
        const MeasuredText& a = engine.measure("Perplexity 6.21 (b=3)", style);
        const MeasuredText& b = engine.measure("<span font_family=\"serif\">Perplexity 6.21 (b=3)</span>", style);
        REQUIRE(laid_out_on(a) != nullptr);
        REQUIRE(laid_out_on(b) == nullptr);
        CHECK(a.width == b.width);
        CHECK(a.height == b.height);
        CHECK(a.baseline == b.baseline);
    }
}
