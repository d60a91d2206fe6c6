// Tests for sqfig/text/math_text.hpp: the TeX-like math subset -> Pango markup.
#include <sqfig/text/math_text.hpp>
#include "sqfig/text/math_parser.hpp"

#include <catch2/catch.hpp>
#include <pango/pango.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "../support/errors.hpp"

namespace {

/// Parses markup with Pango; on success returns true and the plain text.
bool pango_accepts(const std::string& markup, std::string* plain = nullptr,
                   std::string* error = nullptr) {
    GError* err = nullptr;
    char* text = nullptr;
    const gboolean ok = pango_parse_markup(markup.data(), static_cast<int>(markup.size()), 0,
                                           nullptr, &text, nullptr, &err);
    if (ok && plain != nullptr) *plain = text;
    if (!ok && error != nullptr && err != nullptr) *error = err->message;
    if (err != nullptr) g_error_free(err);
    g_free(text);
    return ok != 0;
}

using sqfig_test::error_of;

std::string error_for(const std::string& text) {
    return error_of([&] { (void)sqfig::math_to_markup(text); });
}

}  // namespace

using Catch::Matchers::Contains;

TEST_CASE("math: required examples", "[math_text]") {
    CHECK(sqfig::math_to_markup("Empirical spectrum\n+ PR cutoff $d_{\\rm eff}$") ==
          "Empirical spectrum\n+ PR cutoff <i>d</i><sub>eff</sub>");
    CHECK(sqfig::math_to_markup("in$\\leq$8192") == "in\u22648192");
    CHECK(sqfig::math_to_markup("$\\to$") == "\u2192");
    CHECK(sqfig::math_to_markup("a < b & c") == "a &lt; b &amp; c");
    CHECK(sqfig::math_to_markup("$10^{3}$") == "10<sup>3</sup>");
    CHECK(sqfig::math_to_markup("$\\alpha_i$") == "<i>\u03B1</i><sub><i>i</i></sub>");
    CHECK(sqfig::math_to_markup("cost \\$5") == "cost $5");
}

TEST_CASE("math: the paper's strings", "[math_text]") {
    CHECK(sqfig::math_to_markup(
              "LongBench per-task results\n(Qwen2.5-7B, b=3, seed=42, in$\\leq$8192, out=128)") ==
          "LongBench per-task results\n(Qwen2.5-7B, b=3, seed=42, in\u22648192, out=128)");
    CHECK(sqfig::math_to_markup(
              "Online: rotate K/V into the calibrated eigenbasis $\\to$ quantize principal "
              "subspace + residual tail $\\to$ store;\non read: decode $\\to$ rotate back "
              "$\\to$ attend.") ==
          "Online: rotate K/V into the calibrated eigenbasis \u2192 quantize principal subspace + "
          "residual tail \u2192 store;\non read: decode \u2192 rotate back \u2192 attend.");
}

TEST_CASE("math: plain text outside math", "[math_text]") {
    CHECK(sqfig::math_to_markup("") == "");
    CHECK(sqfig::math_to_markup("plain") == "plain");
    CHECK(sqfig::math_to_markup("\"quoted\" 'single'") == "&quot;quoted&quot; &apos;single&apos;");
    CHECK(sqfig::math_to_markup("line 1\nline 2") == "line 1\nline 2");
    CHECK(sqfig::math_to_markup("a\\b") == "a\\b");      // other backslashes are literal
    CHECK(sqfig::math_to_markup("trailing\\") == "trailing\\");
    CHECK(sqfig::math_to_markup("\\$1 and \\$2") == "$1 and $2");
    CHECK(sqfig::math_to_markup("x_1^2 {a}") == "x_1^2 {a}");  // no math, no scripts
    CHECK(sqfig::math_to_markup("d_eff caf\u00E9 \u2192") == "d_eff caf\u00E9 \u2192");
    CHECK(sqfig::math_to_markup("$$") == "");  // empty math
}

TEST_CASE("math: escape_markup", "[math_text]") {
    CHECK(sqfig::escape_markup("a < b & c > \"d\" 'e'") ==
          "a &lt; b &amp; c &gt; &quot;d&quot; &apos;e&apos;");
    CHECK(sqfig::escape_markup("$x$ \\$") == "$x$ \\$");  // no math processing
    CHECK(sqfig::escape_markup("") == "");
    CHECK(sqfig::escape_markup("\u03B1\n") == "\u03B1\n");
    CHECK_THROWS_AS(sqfig::escape_markup(std::string("ab\xFF")), sqfig::Error);
}

TEST_CASE("math: has_math", "[math_text]") {
    CHECK(sqfig::has_math("$x$"));
    CHECK(sqfig::has_math("in$\\leq$8192"));
    CHECK(sqfig::has_math("unterminated $"));  // the parser then reports it
    CHECK_FALSE(sqfig::has_math(""));
    CHECK_FALSE(sqfig::has_math("plain text"));
    CHECK_FALSE(sqfig::has_math("cost \\$5"));
    CHECK(sqfig::has_math("\\$5 and $x$"));
    // Outside math only "\$" is special: a backslash before it is literal.
    CHECK_FALSE(sqfig::has_math("\\\\$"));
    CHECK(sqfig::math_to_markup("\\\\$") == "\\$");
}

TEST_CASE("math: letters, digits, operators", "[math_text]") {
    CHECK(sqfig::math_to_markup("$x$") == "<i>x</i>");
    CHECK(sqfig::math_to_markup("$ab$") == "<i>ab</i>");  // adjacent italics merged
    CHECK(sqfig::math_to_markup("$a b$") == "<i>ab</i>");  // spaces ignored, as in TeX
    CHECK(sqfig::math_to_markup("$x-1$") == "<i>x</i>\u205F\u2212\u205F1");  // TeX spacing, below
    CHECK(sqfig::math_to_markup("$2+3=5$") == "2\u205F+\u205F3\u2005=\u20055");
    CHECK(sqfig::math_to_markup("$a<b$") == "<i>a</i>\u2005&lt;\u2005<i>b</i>");
    CHECK(sqfig::math_to_markup("$f'$") == "<i>f</i>\u2032");
    CHECK(sqfig::math_to_markup("$(x, y)$") == "(<i>x</i>,\u2009<i>y</i>)");
    CHECK(sqfig::math_to_markup("$a~b$") == "<i>a</i>\u00A0<i>b</i>");
    CHECK(sqfig::math_to_markup("$\u00E9$") == "\u00E9");  // other Unicode as typed
    CHECK(sqfig::math_to_markup("n = $10^6$ tokens") == "n = 10<sup>6</sup> tokens");
}

TEST_CASE("math: sub- and superscripts", "[math_text]") {
    CHECK(sqfig::math_to_markup("$x_1$") == "<i>x</i><sub>1</sub>");
    CHECK(sqfig::math_to_markup("$x^2$") == "<i>x</i><sup>2</sup>");
    CHECK(sqfig::math_to_markup("$x_i^2$") == "<i>x</i><sub><i>i</i></sub><sup>2</sup>");
    CHECK(sqfig::math_to_markup("$x^{2}_{i}$") == "<i>x</i><sup>2</sup><sub><i>i</i></sub>");
    CHECK(sqfig::math_to_markup("$x_{10}$") == "<i>x</i><sub>10</sub>");
    CHECK(sqfig::math_to_markup("$x_10$") == "<i>x</i><sub>1</sub>0");  // one token, as in TeX
    CHECK(sqfig::math_to_markup("$e^{-x^2}$") ==
          "<i>e</i><sup>\u2212<i>x</i><sup>2</sup></sup>");
    CHECK(sqfig::math_to_markup("$2^{2^{2}}$") == "2<sup>2<sup>2</sup></sup>");
    CHECK(sqfig::math_to_markup("$x_ i$") == "<i>x</i><sub><i>i</i></sub>");
    CHECK(sqfig::math_to_markup("$x_\\alpha$") == "<i>x</i><sub><i>\u03B1</i></sub>");
    CHECK(sqfig::math_to_markup("$x_\\mathrm{eff}$") == "<i>x</i><sub>eff</sub>");
    CHECK(sqfig::math_to_markup("$^{13}$C") == "<sup>13</sup>C");  // no base is fine
    CHECK(sqfig::math_to_markup("$x_a y_b$") ==
          "<i>x</i><sub><i>a</i></sub><i>y</i><sub><i>b</i></sub>");
}

TEST_CASE("math: fonts", "[math_text]") {
    CHECK(sqfig::math_to_markup("${\\rm eff}$") == "eff");
    CHECK(sqfig::math_to_markup("$\\rm{eff}$") == "eff");
    CHECK(sqfig::math_to_markup("$\\mathrm{eff}$") == "eff");
    CHECK(sqfig::math_to_markup("$\\mathrm{d_{eff}}$") == "d<sub>eff</sub>");
    CHECK(sqfig::math_to_markup("$\\text{for all } x$") == "for all <i>x</i>");
    CHECK(sqfig::math_to_markup("$\\text{a-b 'c'}$") == "a-b &apos;c&apos;");
    CHECK(sqfig::math_to_markup("$\\mathit{eff}$") == "<i>eff</i>");
    CHECK(sqfig::math_to_markup("$\\mathbf{W}x$") == "<b>W</b><i>x</i>");
    CHECK(sqfig::math_to_markup("$\\mathtt{x}$") == "<tt>x</tt>");
    CHECK(sqfig::math_to_markup("$\\mathsf{x}$") == "<span font_family=\"sans-serif\">x</span>");
    CHECK(sqfig::math_to_markup("$\\mathit{a\\mathrm{b}}$") ==
          "<i>a<span style=\"normal\">b</span></i>");
    CHECK(sqfig::math_to_markup("$\\mathbf{\\mathit{v}}$") ==
          "<b><span style=\"italic\" weight=\"normal\">v</span></b>");
    // \rm{..} is scoped to its group; bare \rm runs to the end of the group.
    CHECK(sqfig::math_to_markup("$\\rm{eff} x$") == "eff<i>x</i>");
    CHECK(sqfig::math_to_markup("${\\rm a} b$") == "a<i>b</i>");
    CHECK(sqfig::math_to_markup("$\\rm ab$") == "ab");
    CHECK(sqfig::math_to_markup("${\\it a \\bf b}c$") ==
          "<i>a<span style=\"normal\" weight=\"bold\">b</span>c</i>");  // italics merged
    CHECK(sqfig::math_to_markup("$x_{\\rm max}$") == "<i>x</i><sub>max</sub>");
    CHECK(sqfig::math_to_markup("$\\mathrm{\\alpha}$") == "\u03B1");
}

TEST_CASE("math: symbols and Greek", "[math_text]") {
    const std::pair<const char*, const char*> cases[] = {
        {"$\\rightarrow$", "\u2192"}, {"$\\leftarrow$", "\u2190"}, {"$\\le$", "\u2264"},
        {"$\\geq$", "\u2265"},        {"$\\ge$", "\u2265"},        {"$\\neq$", "\u2260"},
        {"$\\approx$", "\u2248"},     {"$\\times$", "\u00D7"},     {"$\\cdot$", "\u00B7"},
        {"$\\pm$", "\u00B1"},         {"$\\mp$", "\u2213"},        {"$\\infty$", "\u221E"},
        {"$\\sim$", "\u223C"},        {"$\\propto$", "\u221D"},    {"$\\ldots$", "\u2026"},
        {"$\\cdots$", "\u22EF"},      {"$\\sum$", "\u2211"},       {"$\\prod$", "\u220F"},
        {"$\\sqrt$", "\u221A"},       {"$\\partial$", "\u2202"},   {"$\\nabla$", "\u2207"},
        {"$\\in$", "\u2208"},         {"$\\{$", "{"},              {"$\\}$", "}"},
        {"$\\%$", "%"},               {"$\\_$", "_"},              {"$\\#$", "#"},
        {"$\\&$", "&amp;"},           {"$\\$$", "$"},              {"$a\\,b$", "<i>a</i>\u2009<i>b</i>"},
        {"$a\\;b$", "<i>a</i>\u2005<i>b</i>"}, {"$a\\quad b$", "<i>a</i>\u2003<i>b</i>"},
        {"$a\\ b$", "<i>a</i> <i>b</i>"}, {"$a\\!b$", "<i>ab</i>"},
        {"$\\Gamma\\Delta\\Theta\\Lambda\\Xi\\Pi\\Sigma\\Upsilon\\Phi\\Psi\\Omega$",
         "\u0393\u0394\u0398\u039B\u039E\u03A0\u03A3\u03A5\u03A6\u03A8\u03A9"},
        {"$\\alpha\\beta\\gamma$", "<i>\u03B1\u03B2\u03B3</i>"},
        {"$\\omega$", "<i>\u03C9</i>"}, {"$\\lambda$", "<i>\u03BB</i>"},
        {"$\\log x$", "log\u2009<i>x</i>"}, {"$\\to 5$", "\u2192\u20055"},
        {"$\\sqrt{2}$", "\u221A<span overline=\"single\">2</span>"},
        {"$\\frac{1}{2}$", "1/2"}, {"$\\frac{a+b}{c}$", "(<i>a</i>\u205F+\u205F<i>b</i>)/<i>c</i>"},
        {"$\\left(x\\right)$", "(<i>x</i>)"}, {"$\\left.x\\right|$", "<i>x</i>|"},
        {"$\\left\\{x\\right\\}$", "{<i>x</i>}"},
        {"$\\overline{x}$", "<span overline=\"single\"><i>x</i></span>"},
        {"$\\underline{x}$", "<u><i>x</i></u>"},
    };
    for (const auto& c : cases) {
        INFO(c.first);
        CHECK(sqfig::math_to_markup(c.first) == c.second);
    }
    // Every lowercase Greek letter is known and italic.
    for (const char* g : {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
                          "iota", "kappa", "lambda", "mu", "nu", "xi", "pi", "rho", "sigma", "tau",
                          "upsilon", "phi", "chi", "psi", "omega"}) {
        INFO(g);
        const std::string m = sqfig::math_to_markup(std::string("$\\") + g + "$");
        CHECK(m.rfind("<i>", 0) == 0);
        CHECK(m.size() > 7);
    }
}

TEST_CASE("math: TeX spacing between atoms", "[math_text]") {
    const std::string thin = "\u2009", med = "\u205F", thick = "\u2005";
    // The issue's case: a relation gets a thick space on each side.
    CHECK(sqfig::math_to_markup("$L \\propto C$") == "<i>L</i>" + thick + "\u221D" + thick + "<i>C</i>");
    // Relations, typed or as commands.
    for (const char* rel : {"=", "<", ">", ":", "\\leq", "\\geq", "\\neq", "\\to", "\\approx", "\\sim",
                            "\\propto", "\\mid", "\\equiv", "\\in", "\\Rightarrow", "\u2264"}) {
        INFO(rel);
        const std::string m = sqfig::math_to_markup(std::string("$a ") + rel + " b$");
        CHECK(m.rfind("<i>a</i>" + thick, 0) == 0);
        CHECK(m.size() > thick.size() + 8);
        CHECK(m.substr(m.size() - thick.size() - 8) == thick + "<i>b</i>");
    }
    // Binary operators: a medium space on each side.
    for (const char* bin : {"+", "-", "*", "\\times", "\\cdot", "\\pm", "\\mp", "\\div", "\\circ", "\\cup",
                            "\\oplus", "\\setminus", "\u00D7"}) {
        INFO(bin);
        const std::string m = sqfig::math_to_markup(std::string("$a ") + bin + " b$");
        CHECK(m.rfind("<i>a</i>" + med, 0) == 0);
        CHECK(m.substr(m.size() - med.size() - 8) == med + "<i>b</i>");
    }
    // A unary sign: at the start, after a relation, an operator, an opening
    // bracket or punctuation, and before a relation, a closing bracket or the end.
    CHECK(sqfig::math_to_markup("$-1$") == "\u22121");
    CHECK(sqfig::math_to_markup("$+x$") == "+<i>x</i>");
    CHECK(sqfig::math_to_markup("$x = -1$") == "<i>x</i>" + thick + "=" + thick + "\u22121");
    CHECK(sqfig::math_to_markup("$(-x)$") == "(\u2212<i>x</i>)");
    CHECK(sqfig::math_to_markup("$a + -b$") == "<i>a</i>" + med + "+" + med + "\u2212<i>b</i>");
    CHECK(sqfig::math_to_markup("$f(x, -y)$") == "<i>f</i>(<i>x</i>," + thin + "\u2212<i>y</i>)");
    CHECK(sqfig::math_to_markup("$\\left( -x \\right)$") == "(\u2212<i>x</i>)");
    CHECK(sqfig::math_to_markup("$a+$") == "<i>a</i>+");
    CHECK(sqfig::math_to_markup("$(a+)$") == "(<i>a</i>+)");
    CHECK(sqfig::math_to_markup("$a + = b$") == "<i>a</i>+" + thick + "=" + thick + "<i>b</i>");
    CHECK(sqfig::math_to_markup("$\\times 10^3$") == "\u00D710<sup>3</sup>");
    CHECK(sqfig::math_to_markup("$\\sum -x$") == "\u2211" + thin + "\u2212<i>x</i>");
    // Two relations in a row: no space between them.
    CHECK(sqfig::math_to_markup("$a := b$") == "<i>a</i>" + thick + ":=" + thick + "<i>b</i>");
    // None in sub- and superscripts, at any depth.
    CHECK(sqfig::math_to_markup("$e^{-x+1}$") == "<i>e</i><sup>\u2212<i>x</i>+1</sup>");
    CHECK(sqfig::math_to_markup("$x_{i=1}$") == "<i>x</i><sub><i>i</i>=1</sub>");
    CHECK(sqfig::math_to_markup("$x_{\\mathrm{a+b}}$") == "<i>x</i><sub>a+b</sub>");
    CHECK(sqfig::math_to_markup("$2^{2^{a=b}}$") == "2<sup>2<sup><i>a</i>=<i>b</i></sup></sup>");
    // A scripted atom keeps its class; a group is an ordinary atom.
    CHECK(sqfig::math_to_markup("$x_i = y^2$") ==
          "<i>x</i><sub><i>i</i></sub>" + thick + "=" + thick + "<i>y</i><sup>2</sup>");
    CHECK(sqfig::math_to_markup("$a{=}b$") == "<i>a</i>=<i>b</i>");
    CHECK(sqfig::math_to_markup("$1{,}5$") == "1,5");
    // Operators (\sum, \log, \operatorname) get a thin space, none before "(".
    CHECK(sqfig::math_to_markup("$\\log(x)$") == "log(<i>x</i>)");
    CHECK(sqfig::math_to_markup("$\\operatorname{tr} A$") == "tr" + thin + "<i>A</i>");
    CHECK(sqfig::math_to_markup("$2\\log n$") == "2" + thin + "log" + thin + "<i>n</i>");
    CHECK(sqfig::math_to_markup("$\\sum_i x_i$") ==
          "\u2211<sub><i>i</i></sub>" + thin + "<i>x</i><sub><i>i</i></sub>");
    // Inside a group and inside \mathrm the list is spaced too; \text is text.
    CHECK(sqfig::math_to_markup("${a+b}$") == "<i>a</i>" + med + "+" + med + "<i>b</i>");
    CHECK(sqfig::math_to_markup("$\\mathrm{a=b}$") == "a" + thick + "=" + thick + "b");
    CHECK(sqfig::math_to_markup("$\\text{a+b=c}$") == "a+b=c");
    CHECK(sqfig::math_to_markup("$\\text{a} = b$") == "a" + thick + "=" + thick + "<i>b</i>");
    // Explicit spaces do not change the classes around them (TeX adds both).
    CHECK(sqfig::math_to_markup("$a \\, = b$") == "<i>a</i>" + thin + thick + "=" + thick + "<i>b</i>");
    CHECK(sqfig::math_to_markup("$a \\! = b$") == "<i>a</i>" + thick + "=" + thick + "<i>b</i>");
    // Font switches between atoms: the space goes after the opening tag.
    CHECK(sqfig::math_to_markup("$a \\bf = b$") == "<i>a</i><b>" + thick + "=" + thick + "b</b>");
    CHECK(sqfig::math_to_markup("$\\rm{eff} = 1$") == "eff" + thick + "=" + thick + "1");
    // The paper's strings are unchanged: single atoms get no space.
    CHECK(sqfig::math_to_markup("in$\\leq$8192") == "in\u22648192");
    CHECK(sqfig::math_to_markup("a $\\to$ b") == "a \u2192 b");
}

TEST_CASE("math: accents, \\mathcal, \\mathbb and new symbols", "[math_text]") {
    // Accents: a combining character right after the one character, inside its markup.
    CHECK(sqfig::math_to_markup("$\\hat{x}$") == "<i>x\u0302</i>");
    CHECK(sqfig::math_to_markup("$\\hat x$") == "<i>x\u0302</i>");
    CHECK(sqfig::math_to_markup("$\\tilde{\\alpha}$") == "<i>\u03B1\u0303</i>");
    CHECK(sqfig::math_to_markup("$\\bar{y}$") == "<i>y\u0304</i>");
    CHECK(sqfig::math_to_markup("$\\vec{v}$") == "<i>v\u20D7</i>");
    CHECK(sqfig::math_to_markup("$\\dot{\\mathbf{x}}$") == "<b>x\u0307</b>");
    CHECK(sqfig::math_to_markup("$\\ddot q$") == "<i>q\u0308</i>");
    CHECK(sqfig::math_to_markup("$\\hat{\\dot{x}}$") == "<i>x\u0307\u0302</i>");  // marks stack
    CHECK(sqfig::math_to_markup("$\\hat{1}$") == "1\u0302");
    CHECK(sqfig::math_to_markup("$\\hat{<}$") == "&lt;\u0302");
    CHECK(sqfig::math_to_markup("$\\hat{x}_i$") == "<i>x\u0302</i><sub><i>i</i></sub>");
    CHECK(sqfig::math_to_markup("$\\hat{y} = \\bar{x}$") ==
          "<i>y\u0302</i>\u2005=\u2005<i>x\u0304</i>");
    CHECK(sqfig::math_to_markup("$\\bar{xy}$") == "<span overline=\"single\"><i>xy</i></span>");
    CHECK_THAT(error_for("$\\hat{xy}$"), Contains("\\hat puts its accent on one character"));
    CHECK_THAT(error_for("$\\vec{x_i}$"), Contains("\\vec puts its accent on one character"));
    CHECK_THAT(error_for("$\\hat{}$"), Contains("\\hat needs a character"));
    CHECK_THAT(error_for("$\\tilde$"), Contains("\\tilde needs an argument"));

    // \mathcal and \mathbb: mathematical alphanumerics, letterlike exceptions included.
    CHECK(sqfig::math_to_markup("$\\mathcal{L}$") == "\u2112");
    CHECK(sqfig::math_to_markup("$\\mathcal{A}$") == "\U0001D49C");
    CHECK(sqfig::math_to_markup("$\\mathcal{BEFHILMR}$") ==
          "\u212C\u2130\u2131\u210B\u2110\u2112\u2133\u211B");
    CHECK(sqfig::math_to_markup("$\\mathcal{CDGZ}$") == "\U0001D49E\U0001D49F\U0001D4A2\U0001D4B5");
    CHECK(sqfig::math_to_markup("$\\mathcal{aego z}$") == "\U0001D4B6\u212F\u210A\u2134\U0001D4CF");
    CHECK(sqfig::math_to_markup("$\\mathbb{CHNPQRZ}$") == "\u2102\u210D\u2115\u2119\u211A\u211D\u2124");
    CHECK(sqfig::math_to_markup("$\\mathbb{ABEY}$") == "\U0001D538\U0001D539\U0001D53C\U0001D550");
    CHECK(sqfig::math_to_markup("$\\mathbb{1} \\mathbb{k}$") == "\U0001D7D9\U0001D55C");
    CHECK(sqfig::math_to_markup("$x \\in \\mathbb{R}^{n}$") == "<i>x</i>\u2005\u2208\u2005\u211D<sup><i>n</i></sup>");
    CHECK(sqfig::math_to_markup("$\\mathcal L_{\\rm CE}$") == "\u2112<sub>CE</sub>");
    CHECK_THAT(error_for("$\\mathcal{1}$"), Contains("\\mathcal takes Latin letters, not '1'"));
    CHECK_THAT(error_for("$\\mathbb{\\alpha}$"), Contains("\\mathbb takes Latin letters and digits, not '\\'"));
    CHECK_THAT(error_for("$\\mathbb{}$"), Contains("\\mathbb needs at least one letter"));
    CHECK_THAT(error_for("$\\mathbb$"), Contains("\\mathbb needs an argument"));
    CHECK_THAT(error_for("$\\mathcal{L$"), Contains("the { of \\mathcal is never closed"));

    // \top \mid \propto \approx \sim \bot.
    CHECK(sqfig::math_to_markup("$A^\\top$") == "<i>A</i><sup>\u22A4</sup>");
    CHECK(sqfig::math_to_markup("$p(x \\mid y)$") == "<i>p</i>(<i>x</i>\u2005\u2223\u2005<i>y</i>)");
    CHECK(sqfig::math_to_markup("$\\bot$") == "\u22A5");
    CHECK(sqfig::math_to_markup("$a \\approx b \\sim c$") ==
          "<i>a</i>\u2005\u2248\u2005<i>b</i>\u2005\u223C\u2005<i>c</i>");
    for (const char* in : {"$\\hat{x}\\tilde{y}\\bar{z}\\vec{v}\\dot{w}$", "$\\mathcal{L}(\\theta) \\propto \\mathbb{E}[x]$",
                           "$\\hat{\\mathbf{x}}_{t} - \\bar{\\mathit{y}}^{2}$", "$\\hat{<}\\hat{&}$"}) {
        INFO(in);
        CHECK(pango_accepts(sqfig::math_to_markup(in)));
    }
}

TEST_CASE("math: errors name the problem and the text", "[math_text]") {
    CHECK(error_for("$\\foo$") == "unknown math command \\foo in \"$\\foo$\"");
    CHECK_THAT(error_for("see $x \\bogus y$ here"),
               Contains("unknown math command \\bogus") && Contains("\"$x \\bogus y$\""));
    CHECK_THAT(error_for("$\\\u00E9$"), Contains("unknown math command \\\u00E9"));
    CHECK_THAT(error_for("$x$ and $y"),
               Contains("unterminated math") && Contains("byte 8") && Contains("$y"));
    CHECK_THAT(error_for("price $5"), Contains("unterminated math"));
    CHECK_THAT(error_for("$a\\$"), Contains("unterminated math"));  // \$ inside math is a dollar
    CHECK_THAT(error_for("${a$"), Contains("unbalanced braces") && Contains("{ at byte 1"));
    CHECK_THAT(error_for("$a}$"), Contains("unbalanced braces") && Contains("} at byte 2"));
    CHECK_THAT(error_for("$x_{a$"), Contains("unbalanced braces") && Contains("\"$x_{a$\""));
    CHECK_THAT(error_for("$a_$"), Contains("dangling _") && Contains("\"$a_$\""));
    CHECK_THAT(error_for("$a^$"), Contains("dangling ^"));
    CHECK_THAT(error_for("${a^}$"), Contains("dangling ^"));
    CHECK_THAT(error_for("$a^_b$"), Contains("dangling ^"));
    CHECK_THAT(error_for("$a_ $"), Contains("dangling _"));
    CHECK_THAT(error_for("$a_b_c$"), Contains("double subscript"));
    CHECK_THAT(error_for("$a^b^c$"), Contains("double superscript"));
    CHECK_THAT(error_for("$x_\\rm y$"), Contains("\\rm cannot be a subscript"));
    CHECK_THAT(error_for("$\\mathrm$"), Contains("\\mathrm needs an argument"));
    CHECK_THAT(error_for("$\\mathrm}$"), Contains("\\mathrm needs an argument"));
    CHECK_THAT(error_for("$\\frac{1}$"), Contains("\\frac needs an argument"));
    CHECK_THAT(error_for("$a\\\\b$"), Contains("line break"));
    CHECK_THAT(error_for("$\\sqrt[3]{x}$"), Contains("root index"));
    CHECK_THAT(error_for("$\\left$"), Contains("\\left needs a delimiter"));
    CHECK_THAT(error_for("$\\left\\alpha$"), Contains("\\left needs a delimiter"));
    CHECK_THAT(error_for("$\\text{a $b$}$"), Contains("unbalanced braces"));
}

TEST_CASE("math: nesting is bounded", "[math_text]") {
    const auto nested = [](int n) {
        return "$" + std::string(static_cast<std::size_t>(n), '{') + "x" +
               std::string(static_cast<std::size_t>(n), '}') + "$";
    };
    CHECK(sqfig::math_to_markup(nested(40)) == "<i>x</i>");
    CHECK_THAT(error_for(nested(100)), Contains("nested deeper than 64"));
    CHECK_THAT(error_for(nested(100000)), Contains("nested deeper than 64"));  // no stack overflow
    // The quoted text in a long message is cut down.
    CHECK(error_for(nested(100000)).size() < 300);

    std::string scripts = "$x";
    for (int i = 0; i < 10000; ++i) scripts += "^{x";
    scripts += std::string(10000, '}') + "$";
    CHECK_THAT(error_for(scripts), Contains("nested deeper than 64"));

    std::string sup = "$x";
    for (int i = 0; i < 20; ++i) sup += "^{x";
    sup += std::string(20, '}') + "$";
    CHECK(pango_accepts(sqfig::math_to_markup(sup)));
}

TEST_CASE("math: long inputs stay linear", "[math_text]") {
    // Many font switches in one group, many atoms, many segments.
    std::string switches = "$";
    for (int i = 0; i < 100000; ++i) switches += i % 2 == 0 ? "\\it " : "\\bf ";
    switches += "x$";
    const std::string m = sqfig::math_to_markup(switches);
    CHECK(m.size() < 20 * switches.size());
    CHECK(pango_accepts(m));

    std::string atoms = "$";
    for (int i = 0; i < 200000; ++i) atoms += "x_1\\alpha ";
    atoms += "$";
    CHECK(pango_accepts(sqfig::math_to_markup(atoms)));

    std::string segments;
    for (int i = 0; i < 100000; ++i) segments += "a $b$ ";
    CHECK(pango_accepts(sqfig::math_to_markup(segments)));
}

TEST_CASE("math: invalid UTF-8 and NUL name the byte offset", "[math_text]") {
    CHECK_THAT(error_for(std::string("ab\xC3")), Contains("not valid UTF-8") && Contains("byte offset 2"));
    CHECK_THAT(error_for(std::string("$x\x80$")), Contains("byte offset 2") && Contains("0x80"));
    CHECK_THAT(error_for(std::string("\xC0\xAF")), Contains("byte offset 0"));      // overlong
    CHECK_THAT(error_for(std::string("a\xED\xA0\x80")), Contains("byte offset 1"));  // surrogate
    CHECK_THAT(error_for(std::string("a\xF4\x90\x80\x80")), Contains("byte offset 1"));  // > U+10FFFF
    CHECK_THAT(error_for(std::string("ab\0c", 4)), Contains("NUL") && Contains("byte offset 2"));
    CHECK(sqfig::math_to_markup("\xF0\x9F\x99\x82") == "\xF0\x9F\x99\x82");  // 4-byte ok
}

TEST_CASE("math: every output is valid Pango markup", "[math_text][pango]") {
    const char* inputs[] = {
        "Empirical spectrum\n+ PR cutoff $d_{\\rm eff}$",
        "in$\\leq$8192",
        "$\\to$",
        "a < b & c",
        "$10^{3}$",
        "$\\alpha_i$",
        "cost \\$5",
        "\"quotes\" & 'apostrophes' <tags>",
        "$x_i^2 + y_{j,k}^{-1}$",
        "$e^{-x^2/2}$",
        "$\\mathrm{d_{eff}}$ vs $\\mathit{d}_{\\mathbf{eff}}$",
        "$\\text{cost < 5 & \"ok\"}$",
        "$a<b>c & d$",
        "$\\Delta\\Gamma\\Omega\\alpha\\beta\\omega$",
        "$\\sum_{i=1}^{n} x_i \\approx \\infty$",
        "$\\sqrt{x^2+y^2}$",
        "$\\frac{a_1}{b^2}$",
        "$\\left(\\frac{1}{2}\\right)^{n}$",
        "$\\overline{x}\\underline{y}$",
        "$\\mathtt{code}\\mathsf{sans}$",
        "${\\it a \\bf b \\rm c \\tt d \\sf e}f$",
        "$\\mathbf{\\mathit{\\mathrm{x}}}$",
        "$\\{\\}\\%\\_\\#\\&\\$\\,\\;\\quad\\qquad\\!\\:\\ $",
        "$f'(x) \\to 0$ as $x \\to \\pm\\infty$",
        "line 1\nline 2 $x$\nline 3",
        "$\\rm{eff}\\,x$",
        "Qwen2.5 (b=3) $\\times$ 1.870",
        "$10^{-4}$ .. $10^{2}$",
        "$2^{2^{2^{2}}}$",
        "$$ and $ $",
        "$\\log_2 n \\leq \\ln x \\neq \\exp y$",
        "$\u03B1\u00E9$ caf\u00E9 \U0001F642",
    };
    int count = 0;
    for (const char* in : inputs) {
        INFO(in);
        const std::string out = sqfig::math_to_markup(in);
        std::string err;
        CHECK(pango_accepts(out, nullptr, &err));
        INFO(err);
        ++count;
    }
    CHECK(count >= 30);

    // The plain text Pango sees is what a reader expects.
    std::string plain;
    REQUIRE(pango_accepts(sqfig::math_to_markup("PR cutoff $d_{\\rm eff}$"), &plain));
    CHECK(plain == "PR cutoff deff");
    REQUIRE(pango_accepts(sqfig::math_to_markup("$\\text{a < b}$ & c"), &plain));
    CHECK(plain == "a < b & c");
    REQUIRE(pango_accepts(sqfig::escape_markup("<b>not bold</b> & 'x'"), &plain));
    CHECK(plain == "<b>not bold</b> & 'x'");
}

TEST_CASE("math: random input never crashes and never yields bad markup", "[math_text][pango][fuzz]") {
    std::mt19937 rng(20261130u);
    const std::vector<std::string> tokens = {
        "$",     "$",     "\\",      "\\$",     "_",      "^",     "{",      "}",      "{",
        "}",     "a",     "x",       "Z",       "1",      "0",     "-",      "'",      " ",
        "\n",    "<",     ">",       "&",       "\"",     "~",     "\\rm",   "\\rm ",  "\\it",
        "\\bf",  "\\mathrm", "\\mathit", "\\mathbf", "\\text", "\\alpha", "\\Omega", "\\to", "\\leq",
        "\\,",   "\\{",   "\\}",     "\\sqrt",  "\\frac", "\\left", "\\right", "(",      ")",
        "|",     ".",     "\\foo",   "\\\\",    "\u03B1", "\xC3",  "\xA9",   "\xFF",   "\\overline",
        "\\mathtt", "\\mathsf", "\\sum", "\\%", "[",     "]",     "+",      "=",      ",",
        "\\hat", "\\bar", "\\vec", "\\mathcal", "\\mathbb", "\\propto", "\\log", "\\operatorname",
    };
    std::uniform_int_distribution<std::size_t> pick(0, tokens.size() - 1);
    std::uniform_int_distribution<int> len(0, 24);
    std::uniform_int_distribution<int> byte(0, 255);

    int accepted = 0, rejected = 0, bad = 0;
    const auto run = [&](const std::string& in) {
        std::string out;
        try {
            out = sqfig::math_to_markup(in);
        } catch (const sqfig::Error& e) {
            ++rejected;
            if (std::string(e.what()).empty()) ++bad;
            return;
        }
        std::string err;
        if (pango_accepts(out, nullptr, &err)) {
            ++accepted;
        } else {
            ++bad;
            FAIL_CHECK("Pango rejected the markup for input \"" << in << "\": " << out << " -- "
                                                                << err);
        }
    };
    // Raw random bytes (mostly invalid UTF-8 -> Error).
    for (int i = 0; i < 2000; ++i) {
        std::string in;
        const int n = len(rng);
        for (int k = 0; k < n; ++k) in += static_cast<char>(byte(rng));
        run(in);
        // Its printable-ASCII projection, to reach deeper into the parser.
        for (char& c : in) c = static_cast<char>(0x20 + (static_cast<unsigned char>(c) % 95));
        run(in);
    }
    // Strings of syntax tokens, with an even number of $ most of the time.
    for (int i = 0; i < 4000; ++i) {
        std::string in = "$";
        const int n = len(rng);
        for (int k = 0; k < n; ++k) in += tokens[pick(rng)];
        in += "$";
        run(in);
    }
    INFO("accepted " << accepted << ", rejected " << rejected);
    CHECK(bad == 0);
    CHECK(accepted > 500);  // the generator reaches valid math, not only errors
    CHECK(rejected > 500);
    CHECK(accepted + rejected == 8000);
}
