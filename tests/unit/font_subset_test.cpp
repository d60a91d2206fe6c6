// The private fontconfig configuration per family (text/font_subset.hpp) and
// the way TextEngine chooses between it and the full configuration.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <string>
#include <sqfig/detail/handles.hpp>
#include <sqfig/detail/pango_handles.hpp>
#include <sqfig/text/text_engine.hpp>
#include <sqfig/text/font_subset.hpp>

using namespace sqfig;

namespace {

// The font map a measured text was laid out on: a family's private one, or the full one.
const detail::FamilyFonts* laid_out_on(const MeasuredText& m) {
    REQUIRE(m.layout);
    return m.layout->fonts().family();
}

// The font set Pango's metrics of `font` load (a new reference): laid out in
// a context made from the font map, with `language`, the font's own
// description (`description`) and the font options of its scaled font
// (pangocairo-font.c, _pango_cairo_font_get_metrics).
PangoFontset* metrics_fontset(PangoFontMap* map, PangoFont* font, const PangoFontDescription* description,
                              PangoLanguage* language) {
    detail::GObjectRef<PangoContext> metrics_context =
        detail::GObjectRef<PangoContext>::adopt(pango_font_map_create_context(map));
    pango_context_set_language(metrics_context.get(), language);
    detail::FontOptionsPtr options{cairo_font_options_create()};
    cairo_scaled_font_get_font_options(pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font)), options.get());
    pango_cairo_context_set_font_options(metrics_context.get(), options.get());
    return pango_font_map_load_fontset(map, metrics_context.get(), description, language);
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
    FcFontSet* set = FcConfigGetFonts(serif->config(), FcSetSystem);
    REQUIRE(set);
    CHECK(set->nfont == 4);
    CHECK(serif->name() == "DejaVu Serif");  // the name every face has, asked for instead of "serif"
    CHECK_FALSE(detail::family_fonts("", map));
}

TEST_CASE("font subset: the private set holds the full configuration's own patterns, not a second scan",
          "[text][fonts]") {
    const auto full = detail::LockedFontMap::of_this_thread();
    const detail::FontMapLock held = full->lock();
    const auto serif = detail::family_fonts("serif", full->get(held));
    REQUIRE(serif);
    const FcFontSet* mine = FcConfigGetFonts(serif->config(), FcSetSystem);
    REQUIRE(mine);
    REQUIRE(mine->nfont == 4);
    // Each pattern is one the full configuration holds (the same object, from
    // fontconfig's cache): scanning the files again would make new ones.
    for (int i = 0; i < mine->nfont; ++i) {
        bool shared = false;
        for (const FcSetName which : {FcSetSystem, FcSetApplication}) {
            const FcFontSet* all = FcConfigGetFonts(nullptr, which);
            for (int k = 0; all && k < all->nfont; ++k) shared = shared || all->fonts[k] == mine->fonts[i];
        }
        CHECK(shared);
    }
}

TEST_CASE("font subset: Pango's metrics of a font find the font set the text was laid out with", "[text][fonts]") {
    // Pango measures a font's metrics (line height: every layout asks) by
    // laying out a sample (metrics_fontset, above). When that finds the font
    // set the text was laid out with, fontconfig is not asked again.
    const TextEngine engine;
    TextStyle style;
    style.family = "serif";
    style.size = 8.2;
    const MeasuredText& m = engine.measure("Perplexity 6.21", style);
    REQUIRE(laid_out_on(m) != nullptr);
    const detail::FontMapLock held = m.layout->fonts().lock();
    PangoLayout* layout = m.layout->pango_layout(held);
    PangoContext* context = pango_layout_get_context(layout);
    PangoFontMap* map = pango_context_get_font_map(context);
    PangoLanguage* language = pango_context_get_language(context);
    detail::LayoutIterPtr iter{pango_layout_get_iter(layout)};
    PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
    REQUIRE(run);
    PangoFont* font = run->item->analysis.font;

    PangoFontset* laid_out =
        pango_font_map_load_fontset(map, context, pango_layout_get_font_description(layout), language);
    detail::FontDescriptionPtr description{pango_font_describe_with_absolute_size(font)};
    PangoFontset* for_metrics = metrics_fontset(map, font, description.get(), language);
    CHECK(laid_out == for_metrics);
    g_object_unref(laid_out);
    g_object_unref(for_metrics);
}

TEST_CASE("font subset: the font set of a superscript is the one its metrics load", "[text][fonts]") {
    // Pango 1.50 loads a scaled run's font (<sup>) with the language set on
    // the context (pango_fc_font_map_load_font) and measures its metrics
    // with the run's language (pango-layout.c). Without a language set on
    // the engine's context those are two font sets of one font (the same
    // font object in the end), each a fontconfig pattern matched in two
    // threads of Pango's; with it, one.
    const TextEngine engine;
    TextStyle style;
    style.family = "serif";
    style.size = 9;
    const MeasuredText& m = engine.measure("10<sup>2</sup>", style);
    REQUIRE(laid_out_on(m) != nullptr);
    const detail::FontMapLock held = m.layout->fonts().lock();
    PangoLayout* layout = m.layout->pango_layout(held);
    PangoFontMap* map = pango_context_get_font_map(pango_layout_get_context(layout));
    detail::LayoutIterPtr iter{pango_layout_get_iter(layout)};
    REQUIRE(pango_layout_iter_next_run(iter.get()));
    PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
    REQUIRE(run);
    PangoFont* font = run->item->analysis.font;
    detail::FontDescriptionPtr description{pango_font_describe_with_absolute_size(font)};
    CHECK(pango_font_description_get_size(description.get()) < 9 * PANGO_SCALE);  // the superscript run

    // The font set Pango's metrics of that font load (with the run's language).
    PangoFontset* for_metrics = metrics_fontset(map, font, description.get(), run->item->analysis.language);
    REQUIRE(for_metrics);
    // The font set the superscript's font came from (pango_fc_font_map_load_font:
    // the context's language as set, none unless set).
    PangoContext* context = pango_layout_get_context(layout);
    PangoLanguage* set_language = pango_context_get_language(context);
    PangoFontset* scaled = pango_font_map_load_fontset(map, context, description.get(), set_language);
    CHECK(scaled == for_metrics);  // one font set: one fontconfig pattern, matched once
    g_object_unref(scaled);
    g_object_unref(for_metrics);
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

TEST_CASE("font map: a full shared text cache forgets its oldest text, one at a time", "[text][fonts]") {
    // Clearing the whole cache when full charged the figure that filled it
    // the release of every layout in it (issue 33: a 2,000-entry legend).
    const detail::LockedFontMap fonts;
    const detail::FontMapLock held = fonts.lock();
    auto key = [](std::size_t i) {
        return detail::LockedFontMap::TextKey{"text " + std::to_string(i), "sans", 10.0, 400, 0, 1, 0.0};
    };
    const std::size_t full = detail::LockedFontMap::max_shared_texts;
    for (std::size_t i = 0; i <= full; ++i) fonts.share_text(held, key(i), MeasuredText{});
    CHECK(fonts.shared_text(held, key(0)) == nullptr);  // the oldest went
    for (std::size_t i = 1; i <= full; ++i) {
        INFO("text " << i);
        REQUIRE(fonts.shared_text(held, key(i)) != nullptr);  // the rest stayed
    }
    fonts.share_text(held, key(1), MeasuredText{});  // known already: nothing is forgotten
    CHECK(fonts.shared_text(held, key(2)) != nullptr);
}
