// Text limits (issue 19.9): what sqfig lays out is capped at
// max_text_characters and max_text_lines (text_limits.hpp); beyond them a
// sqfig::Error names the text's first characters and the limit, before
// Pango spends its superlinear time on it. Timings are in the report, not
// here: these tests check what is refused and what is kept.
#include <sqfig/document.hpp>
#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>
#include <sqfig/text/text_engine.hpp>
#include <sqfig/text/text_limits.hpp>
#include "../support/errors.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace sqfig;
using Catch::Matchers::Contains;

namespace {

using sqfig_test::error_of;

/// Lines Pango itself made of a measured text.
int pango_lines(const MeasuredText& m) {
    const detail::FontMapLock held = m.layout->fonts().lock();
    return pango_layout_get_line_count(m.layout->pango_layout(held));
}

std::string repeated(const std::string& piece, std::size_t times) {
    std::string s;
    for (std::size_t i = 0; i < times; ++i) s += piece;
    return s;
}

}  // namespace

TEST_CASE("text limits: a 400,000-character model name is refused, naming it and the limit", "[text_limits]") {
    const std::string name = "Meta-Llama-" + std::string(400000, 'x');
    Figure fig{inches(6, 3)};
    fig.axes().bars({0, 1}, {1, 2});
    fig.axes().title("Perplexity of " + name);
    const std::string message = error_of([&] { (void)fig.to_bytes(Format::pdf); });
    CHECK_THAT(message, Contains("text \"Perplexity of Meta-Llama-xxxx"));
    CHECK_THAT(message, Contains("400025 characters long"));
    CHECK_THAT(message, Contains("at most 5000 characters per text"));
    CHECK(message.size() < 300);  // the text is quoted by its first characters only

    // The same name as a tick label, a legend entry and a free text.
    Figure ticks{inches(6, 3)};
    ticks.axes().bars({0, 1}, {1, 2});
    ticks.axes().x_ticks({0, 1}, {"FP16", name});
    CHECK_THAT(error_of([&] { (void)ticks.scene(); }), Contains("at most 5000 characters"));
    Figure legend{inches(6, 3)};
    legend.axes().line({0, 1}, {0, 1}).label(name);
    legend.axes().legend();
    CHECK_THAT(error_of([&] { (void)legend.collisions(); }), Contains("at most 5000 characters"));
    Page page{{595, 842}};
    CHECK_THAT(error_of([&] { page.text({50, 50}, name); }), Contains("at most 5000 characters"));
    CHECK(page.scene().items.empty());  // nothing half added
}

TEST_CASE("text limits: a 100,000-line title is refused, naming it and the limit", "[text_limits]") {
    Figure fig{inches(6, 3)};
    fig.axes().line({0, 1}, {0, 1});
    fig.axes().title(repeated("line\n", 100000) + "end");
    const std::string message = error_of([&] { (void)fig.to_bytes(Format::svg); });
    CHECK_THAT(message, Contains("text \"line\\nline\\nline"));
    CHECK_THAT(message, Contains("has 100001 lines"));
    CHECK_THAT(message, Contains("at most 100 lines per text"));
    CHECK(message.size() < 300);
}

TEST_CASE("text limits: texts at the limits are laid out, one past them refused", "[text_limits]") {
    const TextEngine engine;
    const TextStyle style;
    // Characters (code points: a multi-byte character counts once).
    const std::string at_limit = repeated("\xC3\xA9", max_text_characters);  // 5000 x e-acute, 10000 bytes
    CHECK(engine.measure(at_limit, style).width > 0);
    CHECK_THAT(error_of([&] { engine.measure(at_limit + "e", style); }), Contains("5001 characters long"));
    // Markup does not count: 5000 characters inside tags are still 5000.
    CHECK(engine.measure("<b>" + std::string(max_text_characters, 'a') + "</b>", style).width > 0);
    // Lines.
    const std::string hundred = repeated("row\n", max_text_lines - 1) + "row";
    const MeasuredText& m = engine.measure(hundred, style);
    CHECK(pango_lines(m) == 100);
    CHECK_THAT(error_of([&] { engine.measure(hundred + "\nrow", style); }), Contains("has 101 lines"));
}

TEST_CASE("text limits: lines are counted as Pango breaks them", "[text_limits]") {
    const TextEngine engine;
    const TextStyle style;
    struct Break {
        std::string bytes;
        bool breaks;  // what Pango does with it
    };
    for (const Break& b : {Break{"\n", true}, Break{"\r", true}, Break{"\r\n", true}, Break{"\xE2\x80\xA8", true},
                           Break{"\xE2\x80\xA9", true}, Break{"\v", false}, Break{"\f", false},
                           Break{"\xC2\x85", false}}) {
        INFO("break bytes: " << detail::quote_for_message(b.bytes, 0) << " (" << b.bytes.size() << " bytes)");
        const std::string text = "one" + b.bytes + "two" + b.bytes + b.bytes + "four";
        const MeasuredText& m = engine.measure(escape_markup(text), style);
        CHECK(detail::count_lines(text) == static_cast<std::size_t>(pango_lines(m)));
        CHECK(pango_lines(m) == (b.breaks ? 4 : 1));
        // So a text of such breaks cannot slip past the limit.
        const std::string many = escape_markup(repeated("x" + b.bytes, 150));
        if (b.breaks) CHECK_THAT(error_of([&] { engine.measure(many, style); }), Contains("has 151 lines"));
        else CHECK(pango_lines(engine.measure(many, style)) == 1);
    }
    CHECK(detail::count_characters("a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80") == 4);
}

TEST_CASE("text limits: wrapping into too many lines is refused before Pango wraps", "[text_limits]") {
    const TextEngine engine;
    TextStyle style;
    style.family = "sans-serif";
    const std::string word(max_text_characters, 'x');  // one word: Pango breaks it character by character
    const double natural = engine.measure(word, style).width;
    // About 50 lines: laid out, and Pango agrees on the count.
    const MeasuredText& fifty = engine.measure(word, style, HAlign::left, natural / 49.5);
    CHECK(pango_lines(fifty) >= 50);
    CHECK(pango_lines(fifty) <= 52);
    // About 450 lines: refused from the estimate (the slow wrap never runs).
    const std::string message = error_of([&] { engine.measure(word, style, HAlign::left, natural / 450); });
    CHECK_THAT(message, Contains("would wrap to about 4"));
    CHECK_THAT(message, Contains("at most 100 lines per text"));
    // A glyph wider than the wrap still takes one line: a short text in a
    // very narrow wrap is fine.
    CHECK(pango_lines(engine.measure("1000", style, HAlign::left, 0.01)) == 4);

    // Words just over half the wrap width: one word per line, about twice as
    // many lines as the estimate; the count after wrapping refuses it.
    const std::string words = repeated("mmmmmmmmmm ", 149) + "mmmmmmmmmm";
    const double one_word = engine.measure("mmmmmmmmmm", style).width;
    const std::string exact = error_of([&] { engine.measure(words, style, HAlign::left, 1.9 * one_word); });
    CHECK_THAT(exact, Contains("wraps to 150 lines"));
}

TEST_CASE("text limits: other text errors quote long texts by their first characters", "[text_limits]") {
    const TextEngine engine;
    TextStyle style;
    const std::string long_markup = "<b>" + std::string(400000, 'x');  // unclosed tag
    const std::string bad = error_of([&] { engine.measure(long_markup, style); });
    CHECK_THAT(bad, Contains("invalid text markup \"<b>xxx"));
    CHECK(bad.size() < 400);
    style.size = 0;
    const std::string size = error_of([&] { engine.measure(std::string(400000, 'y'), style); });
    CHECK_THAT(size, Contains("is not in [0.1, 10000]"));
    CHECK(size.size() < 400);
}
