// strip_pdf_font_hinting (output/pdf_font_hinting.hpp), strip_truetype_hinting
// (output/font_unhinting.hpp, HarfBuzz's subsetter) and the bounded zlib codec (detail/zlib_codec.hpp):
// real Cairo PDFs get smaller and still parse, anything malformed comes back
// unchanged, and rewritten fonts are well-formed TrueType.
#include <catch2/catch.hpp>

#include <sqfig/detail/zlib_codec.hpp>
#include <sqfig/output/pdf_font_hinting.hpp>
#include <sqfig/output/font_unhinting.hpp>
#include <sqfig/sqfig.hpp>

#include "../support/minimal_pdf.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pdf = sqfig::detail::pdf;
using sqfig::strip_pdf_font_hinting;
using sqfig::detail::strip_truetype_hinting;
using sqfig::detail::zlib_deflate;
using sqfig::detail::zlib_inflate;

namespace {

// ---------------------------------------------------------------- bytes --

std::uint32_t be16(std::string_view s, std::size_t at) {
    return (std::uint32_t(static_cast<unsigned char>(s.at(at))) << 8) | static_cast<unsigned char>(s.at(at + 1));
}
std::uint32_t be32(std::string_view s, std::size_t at) { return (be16(s, at) << 16) | be16(s, at + 2); }
void add16(std::string& s, std::uint32_t v) {
    s += static_cast<char>((v >> 8) & 0xff);
    s += static_cast<char>(v & 0xff);
}
void add32(std::string& s, std::uint32_t v) {
    add16(s, v >> 16);
    add16(s, v & 0xffff);
}
void set16(std::string& s, std::size_t at, std::uint32_t v) {
    s.at(at) = static_cast<char>((v >> 8) & 0xff);
    s.at(at + 1) = static_cast<char>(v & 0xff);
}
void set32(std::string& s, std::size_t at, std::uint32_t v) {
    set16(s, at, v >> 16);
    set16(s, at + 2, v & 0xffff);
}

// The OpenType checksum, written independently of sfnt::checksum.
std::uint32_t ot_checksum(std::string_view s) {
    std::uint32_t sum = 0;
    std::string padded(s);
    padded.append((4 - padded.size() % 4) % 4, '\0');
    for (std::size_t i = 0; i < padded.size(); i += 4) sum += be32(padded, i);
    return sum;
}

// Deterministic pseudo-random bytes.
std::string noise(std::size_t n, std::uint32_t seed) {
    std::string out(n, '\0');
    for (char& c : out) {
        seed = seed * 1664525u + 1013904223u;
        c = static_cast<char>(seed >> 24);
    }
    return out;
}

// ----------------------------------------------------------------- PDFs --

// A small chart PDF as Cairo writes it (one embedded DejaVu subset).
std::string chart_pdf(bool keep_hinting) {
    sqfig::Figure fig{sqfig::inches(2.0, 1.4)};
    fig.axes().line({0, 1, 2}, {1, 3, 2});
    fig.axes().text({0.5, 0.5}, "Hinting 42", sqfig::Coords::axes);
    sqfig::SaveOptions options;
    options.compact_pdf = !keep_hinting;
    return fig.to_bytes(sqfig::Format::pdf, options);
}

const std::string& hinted_pdf() {
    static const std::string pdf = chart_pdf(true);
    return pdf;
}

struct FontInPdf {
    std::size_t object = 0;                    // the FontFile2 stream's object number
    std::optional<std::size_t> length_object;  // its /Length object, when indirect
    std::string font;                          // the font, inflated
    std::string compressed;
    std::size_t length1 = 0;
};

// Every FontFile2 stream of `bytes` that reads as one.
std::vector<FontInPdf> fonts_in(std::string_view bytes) {
    std::vector<FontInPdf> out;
    const auto parsed = pdf::parse(bytes);
    if (!parsed) return out;
    for (const std::size_t n : pdf::truetype_font_files(parsed->objects))
        for (const pdf::Object& o : parsed->objects)
            if (o.number == n)
                if (const auto s = pdf::font_file_stream(o, *parsed))
                    if (const auto f = zlib_inflate(s->data, s->length1 + 1))
                        out.push_back({n, s->length_object, *f, std::string(s->data), s->length1});
    return out;
}

const std::string& hinted_font() {
    static const std::string font = [] {
        const auto fonts = fonts_in(hinted_pdf());
        REQUIRE(fonts.size() == 1);
        return fonts.front().font;
    }();
    return font;
}

// A minimal PDF with a classic cross-reference table; bodies[i] is object i + 1.
std::string build_pdf(const std::vector<std::string>& bodies, const std::string& trailer_extra = "") {
    return sqfig_test::minimal_pdf(std::vector<std::string_view>(bodies.begin(), bodies.end()), trailer_extra);
}

// The body of a FontFile2 stream holding `compressed`; `length` is the
// /Length value ("123" or "4 0 R").
std::string font_stream_body(const std::string& compressed, const std::string& length, std::size_t length1) {
    return "<< /Length " + length + " /Filter /FlateDecode /Length1 " + std::to_string(length1) + " >>\nstream\n" +
           compressed + "\nendstream";
}

// Catalog, font descriptor, font file (direct /Length).
std::string pdf_with_font(const std::string& font) {
    const std::string z = zlib_deflate(font).value();
    return build_pdf({"<< /Type /Catalog >>", "<< /Type /FontDescriptor /FontFile2 3 0 R >>",
                      font_stream_body(z, std::to_string(z.size()), font.size())});
}

// The decimal number after `key` in `s` (first occurrence), with its position.
std::pair<std::size_t, std::string> number_after(const std::string& s, const std::string& key) {
    std::size_t at = s.find(key);
    REQUIRE(at != std::string::npos);
    at += key.size();
    while (s[at] == ' ' || s[at] == '\n' || s[at] == '\r') ++at;
    std::size_t end = at;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9') ++end;
    REQUIRE(end > at);
    return {at, s.substr(at, end - at)};
}

// The same-width decimal `digits` changed by one in its last digit.
std::string off_by_one(std::string digits) {
    char& last = digits.back();
    last = last == '9' ? '8' : static_cast<char>(last + 1);
    return digits;
}

// ---------------------------------------------------------------- fonts --

struct Table {
    std::string tag;
    std::string data;
};

// An sfnt with the tables in the given order (directory not sorted on
// purpose: the stripper must sort it) and correct checksums.
std::string build_sfnt(const std::vector<Table>& tables) {
    std::string out;
    add32(out, 0x00010000u);
    add16(out, static_cast<std::uint32_t>(tables.size()));
    add16(out, 0);
    add16(out, 0);
    add16(out, 0);
    std::size_t at = 12 + 16 * tables.size();
    for (const Table& t : tables) {
        out += t.tag;
        add32(out, ot_checksum(t.data));
        add32(out, static_cast<std::uint32_t>(at));
        add32(out, static_cast<std::uint32_t>(t.data.size()));
        at += (t.data.size() + 3) / 4 * 4;
    }
    for (const Table& t : tables) {
        out += t.data;
        out.append((4 - out.size() % 4) % 4, '\0');
    }
    return out;
}

// A simple glyph: one contour of three points, `instructions` as given
// (`declared` overrides the instructionLength field).
std::string simple_glyph(const std::string& instructions, std::optional<std::uint32_t> declared = std::nullopt) {
    std::string g;
    add16(g, 1);  // one contour
    for (int i = 0; i < 4; ++i) add16(g, 10);
    add16(g, 2);  // last point index
    add16(g, declared ? *declared : static_cast<std::uint32_t>(instructions.size()));
    g += instructions;
    g += std::string(3, '\x37');          // on curve, x and y one positive byte each
    g += std::string("\x01\x02\x03", 3);  // x
    g += std::string("\x04\x05\x06", 3);  // y
    return g;
}
const std::string kSimpleStripped = simple_glyph("");

std::string padded4(std::string s) {
    s.append((4 - s.size() % 4) % 4, '\0');
    return s;
}

// A composite glyph of two components (words, then bytes plus a scale),
// with instructions after them; `cut` drops bytes from the end.
std::string composite_glyph(std::size_t cut = 0) {
    std::string g;
    add16(g, 0xffff);  // -1 contours
    for (int i = 0; i < 4; ++i) add16(g, 10);
    add16(g, 0x0001 | 0x0020);  // ARG_1_AND_2_ARE_WORDS | MORE_COMPONENTS
    add16(g, 1);
    add16(g, 100);
    add16(g, 200);
    add16(g, 0x0008 | 0x0100);  // WE_HAVE_A_SCALE | WE_HAVE_INSTRUCTIONS
    add16(g, 1);
    g += "\x05\x06";
    add16(g, 0x4000);  // scale 1.0
    add16(g, 3);       // instructions
    g += "\xb0\x01\x2f";
    g.resize(g.size() - cut);
    return g;
}

std::string head_table() {
    std::string h;
    add32(h, 0x00010000u);  // version
    add32(h, 0x00010000u);  // fontRevision
    add32(h, 0x12345678u);  // checkSumAdjustment
    add32(h, 0x5F0F3CF5u);  // magic
    add16(h, 0);            // flags
    add16(h, 1000);         // unitsPerEm
    h.append(16, '\0');     // created, modified
    for (int i = 0; i < 4; ++i) add16(h, 0);
    add16(h, 0);  // macStyle
    add16(h, 8);  // lowestRecPPEM
    add16(h, 2);  // fontDirectionHint
    add16(h, 1);  // indexToLocFormat: long
    add16(h, 0);  // glyphDataFormat
    return h;
}

std::string maxp_table(std::size_t glyphs) {
    std::string m;
    add32(m, 0x00010000u);
    add16(m, static_cast<std::uint32_t>(glyphs));
    for (int i = 0; i < 13; ++i) add16(m, i == 10 ? 300 : 1);  // [10] is maxSizeOfInstructions (offset 26)
    return m;
}

// A font with the given glyphs, long loca (each glyph exactly its bytes, no
// padding, so that a truncated glyph is seen as one), and (optionally)
// fpgm/prep/cvt.
// 'hhea' with every glyph's advance in 'hmtx' (numberOfHMetrics = glyphs):
// HarfBuzz reads 'hmtx' through it, as every viewer does.
std::string hhea_table(std::size_t glyphs) {
    std::string t(36, '\0');
    set32(t, 0, 0x00010000u);
    set16(t, 34, static_cast<std::uint32_t>(glyphs));
    return t;
}

std::string synthetic_font(const std::vector<std::string>& glyphs, bool hint_tables = true) {
    std::string glyf, loca;
    for (const std::string& g : glyphs) {
        add32(loca, static_cast<std::uint32_t>(glyf.size()));
        glyf += g;
    }
    add32(loca, static_cast<std::uint32_t>(glyf.size()));
    std::vector<Table> tables{{"maxp", maxp_table(glyphs.size())}, {"loca", loca}, {"head", head_table()},
                              {"glyf", glyf}, {"hmtx", std::string(4 * glyphs.size(), '\x01')},
                              {"hhea", hhea_table(glyphs.size())}};
    if (hint_tables) {
        tables.push_back({"prep", noise(37, 1)});
        tables.push_back({"fpgm", noise(120, 2)});
        tables.push_back({"cvt ", noise(18, 3)});
    }
    return build_sfnt(tables);
}

struct ParsedFont {
    std::map<std::string, std::string> tables;
    std::vector<std::string> tags;  // in directory order
};

// Checks that `font` is a well-formed sfnt as the stripper promises to write
// it, and returns its tables.
ParsedFont check_well_formed(const std::string& font) {
    ParsedFont out;
    REQUIRE(font.size() >= 12);
    CHECK(be32(font, 0) == 0x00010000u);
    const std::size_t n = be16(font, 4);
    REQUIRE(font.size() >= 12 + 16 * n);
    std::uint32_t pow2 = 1, log2 = 0;
    while (pow2 * 2 <= n) {
        pow2 *= 2;
        ++log2;
    }
    CHECK(be16(font, 6) == 16 * pow2);
    CHECK(be16(font, 8) == log2);
    CHECK(be16(font, 10) == 16 * n - 16 * pow2);
    CHECK(font.size() % 4 == 0);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = 12 + 16 * i;
        const std::string tag = font.substr(r, 4);
        const std::size_t offset = be32(font, r + 8), length = be32(font, r + 12);
        INFO("table '" << tag << "'");
        CHECK(offset % 4 == 0);
        REQUIRE(offset <= font.size());
        REQUIRE(length <= font.size() - offset);
        std::string data = font.substr(offset, length);
        std::string summed = data;
        if (tag == "head") {
            REQUIRE(summed.size() >= 54);
            set32(summed, 8, 0);  // checkSumAdjustment is not part of head's own checksum
        }
        CHECK(be32(font, r + 4) == ot_checksum(summed));
        if (!out.tags.empty()) CHECK(out.tags.back() < tag);  // sorted, no duplicates
        out.tags.push_back(tag);
        out.tables[tag] = std::move(data);
    }
    CHECK(ot_checksum(font) == 0xB1B0AFBAu);
    CHECK(out.tables.count("fpgm") == 0);
    CHECK(out.tables.count("prep") == 0);
    CHECK(out.tables.count("cvt ") == 0);
    return out;
}

// The glyphs of a parsed font, by its loca.
std::vector<std::string> glyphs_of(const ParsedFont& f) {
    const std::string& head = f.tables.at("head");
    const std::string& loca = f.tables.at("loca");
    const std::string& glyf = f.tables.at("glyf");
    const std::size_t n = be16(f.tables.at("maxp"), 4);
    const bool long_loca = be16(head, 50) == 1;
    REQUIRE(loca.size() == (long_loca ? 4 : 2) * (n + 1));
    std::vector<std::string> out;
    for (std::size_t g = 0; g < n; ++g) {
        const std::size_t a = long_loca ? be32(loca, 4 * g) : 2 * be16(loca, 2 * g);
        const std::size_t b = long_loca ? be32(loca, 4 * g + 4) : 2 * be16(loca, 2 * g + 2);
        REQUIRE(a <= b);
        REQUIRE(b <= glyf.size());
        out.push_back(glyf.substr(a, b - a));
    }
    return out;
}

// Whether the glyph (from a font) has any instructions left.
bool has_instructions(const std::string& g) {
    if (g.empty()) return false;
    const auto contours = static_cast<std::int16_t>(be16(g, 0));
    if (contours >= 0) return be16(g, 10 + 2 * std::size_t(contours)) != 0;
    std::size_t p = 10;
    for (;;) {
        const std::uint32_t flags = be16(g, p);
        if (flags & 0x0100) return true;
        p += 4 + ((flags & 1) ? 4 : 2) + ((flags & 8) ? 2 : (flags & 0x40) ? 4 : (flags & 0x80) ? 8 : 0);
        if (!(flags & 0x20)) return false;
    }
}

}  // namespace

// ====================================================================== PDF

TEST_CASE("strip_pdf_font_hinting: a Cairo PDF gets smaller and reads back as the same objects", "[pdf]") {
    const std::string& hinted = hinted_pdf();
    REQUIRE(hinted.compare(0, 5, "%PDF-") == 0);
    const auto before = pdf::parse(hinted);
    REQUIRE(before);
    const auto fonts = fonts_in(hinted);
    REQUIRE(fonts.size() == 1);
    // Cairo's subset really carries hinting (else this test proves nothing).
    CHECK(hinted_font().find("fpgm") < 12 + 16 * std::size_t(be16(hinted_font(), 4)));

    const std::string stripped = strip_pdf_font_hinting(hinted);
    CHECK(stripped.size() < hinted.size());
    const auto after = pdf::parse(stripped);
    REQUIRE(after);
    REQUIRE(after->objects.size() == before->objects.size());
    CHECK(after->xref.size() == before->xref.size());
    CHECK(after->header == before->header);
    CHECK(after->trailer == before->trailer);

    // Every object but the font file is byte for byte the same (the font
    // file gets a direct /Length; the object that held Cairo's stays).
    std::map<std::size_t, std::string> old_text;
    for (const pdf::Object& o : before->objects) old_text[o.number] = o.text;
    std::size_t rewritten = 0;
    for (const pdf::Object& o : after->objects) {
        INFO("object " << o.number);
        REQUIRE(old_text.count(o.number) == 1);
        if (o.number == fonts[0].object) {
            CHECK(o.text != old_text[o.number]);
            ++rewritten;
        } else {
            CHECK(o.text == old_text[o.number]);
        }
    }
    CHECK(rewritten == 1u);

    // The new font stream is consistent and holds a font without hinting.
    const auto new_fonts = fonts_in(stripped);
    REQUIRE(new_fonts.size() == 1);
    CHECK(new_fonts[0].object == fonts[0].object);
    CHECK(new_fonts[0].font.size() == new_fonts[0].length1);
    CHECK(new_fonts[0].font.size() < fonts[0].font.size());
    const ParsedFont f = check_well_formed(new_fonts[0].font);
    for (const std::string& g : glyphs_of(f)) CHECK_FALSE(has_instructions(g));

    SECTION("stripping again changes nothing") { CHECK(strip_pdf_font_hinting(stripped) == stripped); }
    SECTION("Figure::to_bytes strips by default") {
        // The same bytes but for the version in the first line, which newer
        // Cairo is asked to make 1.4 (see surface_writer.hpp).
        const std::string by_default = chart_pdf(false);
        CHECK(by_default.substr(by_default.find('\n')) == stripped.substr(stripped.find('\n')));
    }
}

TEST_CASE("strip_pdf_font_hinting: a font stream seen before is rewritten from memory, to the same bytes", "[pdf]") {
    // Figures that use the same glyphs get the same subset from Cairo; its
    // rewrite is remembered process-wide (detail::pdf::StrippedFontCache).
    const std::string& hinted = hinted_pdf();
    const std::string first = strip_pdf_font_hinting(hinted);
    auto& cache = pdf::StrippedFontCache::instance();
    const std::size_t hits_before = cache.hits();
    const std::string again = strip_pdf_font_hinting(hinted);
    CHECK(cache.hits() == hits_before + 1);  // one font stream, not rewritten again
    CHECK(again == first);
    // A freshly made chart with the same text: the same subset, the same bytes.
    const std::string fresh = chart_pdf(false);
    CHECK(fresh.substr(fresh.find('\n')) == first.substr(first.find('\n')));
    CHECK(cache.hits() >= hits_before + 2);
}

TEST_CASE("strip_pdf_font_hinting: a font file written by another producer (direct /Length) is stripped too", "[pdf]") {
    const std::string in = pdf_with_font(hinted_font());
    const std::string out = strip_pdf_font_hinting(in);
    CHECK(out.size() < in.size());
    REQUIRE(pdf::parse(out));
    const auto fonts = fonts_in(out);
    REQUIRE(fonts.size() == 1);
    CHECK_FALSE(fonts[0].length_object);
    check_well_formed(fonts[0].font);
    CHECK(strip_pdf_font_hinting(out) == out);

    // Two font files, one with an indirect /Length: both are rewritten.
    const std::string z = zlib_deflate(hinted_font()).value();
    const std::string two = build_pdf({"<< /Type /Catalog >>",
                                       "<< /FontFile2 3 0 R >> << /FontFile2 4 0 R >>",
                                       font_stream_body(z, std::to_string(z.size()), hinted_font().size()),
                                       font_stream_body(z, "5 0 R", hinted_font().size()),
                                       std::to_string(z.size())});
    const std::string two_out = strip_pdf_font_hinting(two);
    REQUIRE(pdf::parse(two_out));
    CHECK(two_out.size() < two.size());
    const auto two_fonts = fonts_in(two_out);
    REQUIRE(two_fonts.size() == 2);
    CHECK(two_fonts[0].font == fonts[0].font);
    CHECK(two_fonts[1].font == fonts[0].font);
}

TEST_CASE("strip_pdf_font_hinting: what is not a PDF comes back unchanged", "[pdf]") {
    for (const std::string& in : {std::string(), std::string("not a pdf"), std::string("%PDF-1.5\n"),
                                 std::string("startxref\n0\n%%EOF\n"), std::string("xref\n0 1\ntrailer\nstartxref\n0\n%%EOF"),
                                 noise(5000, 7), std::string(3000, '\0')}) {
        CHECK(strip_pdf_font_hinting(in) == in);
    }
}

TEST_CASE("strip_pdf_font_hinting: a truncated PDF comes back unchanged", "[pdf]") {
    const std::string& whole = hinted_pdf();
    REQUIRE(strip_pdf_font_hinting(whole) != whole);  // the control: the whole file is rewritten
    std::size_t tried = 0;
    for (std::size_t n = 0; n + 1 < whole.size(); n += 97) {
        INFO("first " << n << " bytes");
        const std::string cut = whole.substr(0, n);
        CHECK(strip_pdf_font_hinting(cut) == cut);
        ++tried;
    }
    for (std::size_t n = whole.size() - 12; n + 1 < whole.size(); ++n) {  // in the startxref / %%EOF tail
        const std::string cut = whole.substr(0, n);
        CHECK(strip_pdf_font_hinting(cut) == cut);
    }
    CHECK(tried > 20);
}

TEST_CASE("strip_pdf_font_hinting: a PDF with one byte changed is left alone or still parses", "[pdf]") {
    const std::string& good = hinted_pdf();
    std::size_t unchanged = 0, rewritten = 0;
    for (std::size_t at = 0; at < good.size(); at += 11) {
        for (const unsigned char mask : {0x01, 0x80}) {
            std::string bad = good;
            bad[at] = static_cast<char>(static_cast<unsigned char>(bad[at]) ^ mask);
            const std::string out = strip_pdf_font_hinting(bad);
            if (out == bad) {
                ++unchanged;
                continue;
            }
            INFO("byte " << at << " ^ " << int(mask));
            ++rewritten;
            REQUIRE(pdf::parse(out));
            CHECK(pdf::parse(out)->objects.size() == pdf::parse(bad)->objects.size());
            CHECK(out.size() < bad.size());
            CHECK(strip_pdf_font_hinting(out) == out);
        }
    }
    // Flips in the font data or the cross-reference table leave the file
    // alone; flips in the page content do not stop the rewrite.
    CHECK(unchanged > 50);
    CHECK(rewritten > 50);
}

TEST_CASE("strip_pdf_font_hinting: incremental updates and a misplaced xref are left alone", "[pdf]") {
    const std::string& good = hinted_pdf();
    const std::size_t trailer_dict = good.find("<<", good.rfind("trailer"));
    REQUIRE(trailer_dict != std::string::npos);

    // Adding a key to the trailer moves nothing; an unknown key is fine, /Prev is not.
    std::string other_key = good, prev = good, xref_stream = good;
    other_key.insert(trailer_dict + 2, " /Foo 9 ");
    prev.insert(trailer_dict + 2, " /Prev 9 ");
    xref_stream.insert(trailer_dict + 2, " /XRefStm 9 ");
    CHECK(strip_pdf_font_hinting(other_key) != other_key);
    CHECK(strip_pdf_font_hinting(prev) == prev);
    CHECK(strip_pdf_font_hinting(xref_stream) == xref_stream);

    // startxref pointing one byte off, at 0, or past the end.
    const auto [at, digits] = number_after(good, "startxref");
    for (const std::string& to :
         {std::to_string(std::stoul(digits) - 1), std::to_string(std::stoul(digits) + 1), std::string("0"),
          std::to_string(good.size() + 10), std::string("99999999999999")}) {
        std::string moved = good;
        moved.replace(at, digits.size(), to);
        INFO("startxref " << to);
        CHECK(strip_pdf_font_hinting(moved) == moved);
    }

    // An xref entry pointing one byte off.
    std::string entry_off = good;
    const std::size_t first_entry = good.find(" 00000 n ", good.rfind("\nxref")) - 10;
    const std::string e = good.substr(first_entry, 10);
    entry_off.replace(first_entry, 10, off_by_one(e));
    CHECK(strip_pdf_font_hinting(entry_off) == entry_off);
}

TEST_CASE("strip_pdf_font_hinting: wrong stream lengths or corrupt font data are left alone", "[pdf]") {
    const std::string& good = hinted_pdf();
    const auto fonts = fonts_in(good);
    REQUIRE(fonts.size() == 1);
    REQUIRE(fonts[0].length_object);  // Cairo writes /Length N 0 R

    SECTION("the /Length object says one more or less") {
        const std::string key = "\n" + std::to_string(*fonts[0].length_object) + " 0 obj";
        const auto [at, digits] = number_after(good, key);
        REQUIRE(std::stoul(digits) == fonts[0].compressed.size());
        std::string bad = good;
        bad.replace(at, digits.size(), off_by_one(digits));
        CHECK(strip_pdf_font_hinting(bad) == bad);
    }
    SECTION("/Length1 says one more or less") {
        const auto [at, digits] = number_after(good, "/Length1");
        REQUIRE(std::stoul(digits) == fonts[0].font.size());
        for (const std::string& to : {off_by_one(digits), std::to_string(std::stoul(digits) - 1)}) {
            std::string bad = good;
            bad.replace(at, digits.size(), to);
            INFO("/Length1 " << to);
            CHECK(strip_pdf_font_hinting(bad) == bad);
        }
    }
    SECTION("a direct /Length one more or less") {
        const std::string z = fonts[0].compressed;
        const auto with_length = [&](std::size_t length) {
            return build_pdf({"<< /Type /Catalog >>", "<< /FontFile2 3 0 R >>",
                              font_stream_body(z, std::to_string(length), fonts[0].font.size())});
        };
        CHECK(strip_pdf_font_hinting(with_length(z.size())) != with_length(z.size()));  // control
        for (const std::size_t length : {z.size() - 1, z.size() + 1, std::size_t{0}, z.size() + 1000}) {
            const std::string bad = with_length(length);
            INFO("/Length " << length);
            CHECK(strip_pdf_font_hinting(bad) == bad);
        }
    }
    SECTION("the compressed font is corrupt") {
        const std::size_t data_at = good.find(fonts[0].compressed);
        REQUIRE(data_at != std::string::npos);
        for (const std::size_t k : {std::size_t{0}, std::size_t{1}, fonts[0].compressed.size() / 3,
                                    fonts[0].compressed.size() / 2, fonts[0].compressed.size() - 1}) {
            std::string bad = good;
            bad[data_at + k] = static_cast<char>(bad[data_at + k] ^ 0x55);
            INFO("compressed byte " << k);
            CHECK(strip_pdf_font_hinting(bad) == bad);
        }
    }
    SECTION("the font stream is not a TrueType font, or has no hinting") {
        for (const std::string& font : {noise(3000, 11), std::string(4000, 'A'), synthetic_font({kSimpleStripped}, false),
                                       std::string(hinted_font(), 0, 2000)}) {
            const std::string in = pdf_with_font(font);
            CHECK(strip_pdf_font_hinting(in) == in);
        }
    }
    SECTION("an unknown filter or key in the stream dictionary") {
        const std::string z = fonts[0].compressed;
        const std::string len = std::to_string(z.size()), len1 = std::to_string(fonts[0].font.size());
        for (const std::string& dict :
             {"<< /Length " + len + " /Filter [/FlateDecode] /Length1 " + len1 + " >>",
              "<< /Length " + len + " /Filter /FlateDecode /DecodeParms << /Predictor 2 >> /Length1 " + len1 + " >>",
              "<< /Length " + len + " /Filter /ASCIIHexDecode /Length1 " + len1 + " >>",
              "<< /Length " + len + " /Length1 " + len1 + " >>",
              "<< /Length " + len + " /Filter /FlateDecode >>",
              "<< /Length " + len + " /Filter /FlateDecode /Length1 " + len1 + " /Length1 " + len1 + " >>",
              "<< /Length " + len + " /Length " + len + " /Filter /FlateDecode /Length1 " + len1 + " >>"}) {
            const std::string in =
                build_pdf({"<< /Type /Catalog >>", "<< /FontFile2 3 0 R >>", dict + "\nstream\n" + z + "\nendstream"});
            INFO(dict);
            CHECK(strip_pdf_font_hinting(in) == in);
        }
    }
}

// Two bugs found in pdf_font_hinting.hpp (the first by fuzz_pdf_fonts, the
// second by review), fixed; these keep them fixed.
TEST_CASE("strip_pdf_font_hinting: a font dictionary without /Length is left alone", "[pdf][regression]") {
    // font_file_stream dereferenced the empty optional `length` when the
    // dictionary had /Filter and /Length1 but no /Length (UB; with
    // -D_GLIBCXX_ASSERTIONS an assertion failure).
    const std::string z = zlib_deflate(hinted_font()).value();
    const std::string in = build_pdf(
        {"<< /Type /Catalog >>", "<< /FontFile2 3 0 R >>",
         "<< /Filter /FlateDecode /Length1 " + std::to_string(hinted_font().size()) + " >>\nstream\n" + z + "\nendstream"});
    CHECK(strip_pdf_font_hinting(in) == in);
}

TEST_CASE("strip_pdf_font_hinting: a /Length object shared by two streams is not rewritten for one of them",
          "[pdf][regression]") {
    // Font 3 is strippable; font 4 has the same compressed bytes but a wrong
    // /Length1, so it is kept; both say /Length 5 0 R. Rewriting object 5 for
    // font 3 left font 4 with a /Length that no longer matched its data; now
    // a rewritten font always gets a direct /Length and object 5 stays.
    const std::string z = zlib_deflate(hinted_font()).value();
    const std::string in = build_pdf({"<< /Type /Catalog >>", "<< /FontFile2 3 0 R >> << /FontFile2 4 0 R >>",
                                      font_stream_body(z, "5 0 R", hinted_font().size()),
                                      font_stream_body(z, "5 0 R", hinted_font().size() + 1),
                                      std::to_string(z.size())});
    REQUIRE(fonts_in(in).size() == 2);
    const std::string out = strip_pdf_font_hinting(in);
    REQUIRE(pdf::parse(out));
    CHECK(out.size() < in.size());
    CHECK(fonts_in(out).size() == 2);
}

// =============================================================== TrueType

TEST_CASE("strip_truetype_hinting: Cairo's DejaVu subset loses its hinting and nothing else", "[pdf][truetype]") {
    const std::string& font = hinted_font();
    const auto stripped = strip_truetype_hinting(font);
    REQUIRE(stripped);
    CHECK(stripped->size() < font.size());
    const ParsedFont out = check_well_formed(*stripped);

    // The input's tables, read with the same checks minus the "no hinting" ones.
    std::map<std::string, std::string> in_tables;
    const std::size_t n = be16(font, 4);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = 12 + 16 * i;
        in_tables[font.substr(r, 4)] = font.substr(be32(font, r + 8), be32(font, r + 12));
    }
    CHECK(in_tables.count("fpgm") + in_tables.count("prep") + in_tables.count("cvt ") > 0);
    for (const auto& [tag, data] : in_tables) {
        INFO("table '" << tag << "'");
        if (tag == "fpgm" || tag == "prep" || tag == "cvt ") continue;
        REQUIRE(out.tables.count(tag) == 1);
        if (tag == "glyf" || tag == "loca" || tag == "head" || tag == "maxp") continue;
        CHECK(out.tables.at(tag) == data);  // cmap, hmtx, hhea, ... byte for byte
    }
    // head: only checkSumAdjustment and indexToLocFormat may differ.
    std::string head_in = in_tables.at("head"), head_out = out.tables.at("head");
    set32(head_in, 8, 0);
    set32(head_out, 8, 0);
    set16(head_in, 50, 0);
    set16(head_out, 50, 0);
    CHECK(head_in == head_out);
    CHECK(be16(out.tables.at("maxp"), 26) == 0);  // maxSizeOfInstructions

    // Same glyph count; every glyph without instructions and with the same outline bytes.
    ParsedFont in;
    in.tables = in_tables;
    const auto glyphs_in = glyphs_of(in), glyphs_out = glyphs_of(out);
    REQUIRE(glyphs_in.size() == glyphs_out.size());
    std::size_t had = 0;
    for (std::size_t g = 0; g < glyphs_in.size(); ++g) {
        INFO("glyph " << g);
        CHECK_FALSE(has_instructions(glyphs_out[g]));
        if (has_instructions(glyphs_in[g])) ++had;
        if (glyphs_in[g].empty()) {
            CHECK(glyphs_out[g].empty());
            continue;
        }
        REQUIRE(glyphs_out[g].size() >= 12);
        CHECK(glyphs_out[g].substr(0, 10) == glyphs_in[g].substr(0, 10));  // contours and bounding box
    }
    CHECK(had > 0);

    // Nothing is left to strip.
    CHECK_FALSE(strip_truetype_hinting(*stripped));
}

TEST_CASE("strip_truetype_hinting: synthetic simple and composite glyphs", "[pdf][truetype]") {
    const std::string font = synthetic_font({std::string(), simple_glyph("\xb0\x00\x01\x02\x03"), composite_glyph()});
    const auto stripped = strip_truetype_hinting(font);
    REQUIRE(stripped);
    const ParsedFont f = check_well_formed(*stripped);
    CHECK(f.tags == std::vector<std::string>{"glyf", "head", "hhea", "hmtx", "loca", "maxp"});
    CHECK(be16(f.tables.at("head"), 50) == 0);  // short loca now
    const auto glyphs = glyphs_of(f);
    REQUIRE(glyphs.size() == 3);
    CHECK(glyphs[0].empty());
    CHECK((glyphs[1] == kSimpleStripped || glyphs[1] == padded4(kSimpleStripped)));
    std::string composite = composite_glyph(5);  // without count and instructions
    set16(composite, 10 + 8, 0x0008);            // WE_HAVE_INSTRUCTIONS cleared
    CHECK((glyphs[2] == composite || glyphs[2] == padded4(composite)));  // HarfBuzz pads to 2 bytes, Cairo to 4
    CHECK_FALSE(strip_truetype_hinting(*stripped));

    // Instructions alone (no fpgm/prep/cvt) are hinting too.
    CHECK(strip_truetype_hinting(synthetic_font({simple_glyph("\x01")}, false)));
    // Neither instructions nor tables: nothing to remove; HarfBuzz may still
    // write the font tighter (2-byte glyph padding), never with hinting.
    if (const auto tighter = strip_truetype_hinting(synthetic_font({kSimpleStripped, std::string()}, false)))
        CHECK_FALSE(has_instructions(glyphs_of(check_well_formed(*tighter))[0]));
}

// HarfBuzz reads a font leniently (a table past the end is cut to the end,
// one it cannot read is dropped): such input is left alone when a table or
// glyph would be lost, and otherwise comes back well formed without hinting
// tables. Never a crash (the fuzzers run it too).
void left_alone_or_well_formed(const std::string& in) {
    const auto out = strip_truetype_hinting(in);
    if (!out) return;
    const ParsedFont f = check_well_formed(*out);
    for (const char* tag : {"fpgm", "prep", "cvt "}) CHECK(f.tables.count(tag) == 0);
    // A glyph HarfBuzz cannot parse (cut short) is copied as it was.
}

TEST_CASE("strip_truetype_hinting: malformed fonts give nullopt or a well-formed font", "[pdf][truetype]") {
    const std::string good = synthetic_font({simple_glyph("\x01\x02"), composite_glyph()});
    REQUIRE(strip_truetype_hinting(good));  // the control

    SECTION("empty, short and garbage input") {
        for (const std::string& in : {std::string(), std::string("\x00\x01\x00\x00", 4), good.substr(0, 11),
                                     good.substr(0, 12), good.substr(0, 12 + 16 * 3), good.substr(0, good.size() / 2),
                                     noise(1000, 5), std::string(64, '\0'), std::string(64, '\xff')}) {
            left_alone_or_well_formed((in));
        }
        std::string otto = good;
        otto.replace(0, 4, "OTTO");
        left_alone_or_well_formed(otto);
        std::string no_tables = good;
        set16(no_tables, 4, 0);
        left_alone_or_well_formed((no_tables));
        std::string too_many = good;
        set16(too_many, 4, 0xffff);
        left_alone_or_well_formed((too_many));
    }
    SECTION("a table pointing out of bounds") {
        const std::size_t n = be16(good, 4);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t r = 12 + 16 * i;
            const std::size_t offset = be32(good, r + 8);
            INFO("table " << good.substr(r, 4));
            std::string past = good;
            set32(past, r + 12, static_cast<std::uint32_t>(good.size() - offset + 1));  // one byte past the end
            left_alone_or_well_formed(past);
            std::string far = good;
            set32(far, r + 8, 0xfffffff0u);
            left_alone_or_well_formed(far);
            std::string wrap = good;
            set32(wrap, r + 12, 0xffffffffu);  // offset + length wraps around 32 bits
            left_alone_or_well_formed(wrap);
        }
    }
    SECTION("the same table twice") {
        std::string dup = good;
        dup.replace(12 + 16, 4, good.substr(12, 4));
        REQUIRE(dup.substr(12, 4) == dup.substr(28, 4));
        left_alone_or_well_formed((dup));
    }
    SECTION("missing or short required tables") {
        for (const char* tag : {"head", "maxp", "loca", "glyf"}) {
            std::string renamed = good;
            const std::size_t at = renamed.find(tag, 12);
            REQUIRE(at < 12 + 16 * be16(good, 4));
            renamed.replace(at, 4, "zzzz");
            INFO(tag);
            left_alone_or_well_formed((renamed));
        }
        left_alone_or_well_formed((build_sfnt({{"head", head_table().substr(0, 53)},
                                                       {"maxp", maxp_table(1)},
                                                       {"loca", std::string(8, '\0')},
                                                       {"glyf", std::string()},
                                                       {"fpgm", "x"}})));
        left_alone_or_well_formed((build_sfnt(
            {{"head", head_table()}, {"maxp", std::string("\0\1\0\0\0", 5)}, {"loca", std::string(8, '\0')}, {"glyf", ""}, {"fpgm", "x"}})));
    }
    SECTION("loca shorter than the glyph count, or pointing past glyf") {
        std::string many = synthetic_font({simple_glyph("\x01")});
        const std::string maxp = maxp_table(1);
        const std::size_t maxp_at = many.find(maxp);
        REQUIRE(maxp_at != std::string::npos);
        set16(many, maxp_at + 4, 2);  // two glyphs, loca has one
        left_alone_or_well_formed((many));

        std::string head_bad = good;
        const std::size_t head_at = good.find(head_table());
        REQUIRE(head_at != std::string::npos);
        set16(head_bad, head_at + 50, 2);  // indexToLocFormat 2
        left_alone_or_well_formed((head_bad));

        // Long loca entries one past the end of glyf, and decreasing.
        const std::vector<std::string> glyphs{simple_glyph("\x01"), simple_glyph("\x02")};
        std::string font = synthetic_font(glyphs);
        std::string loca;
        add32(loca, 0);
        add32(loca, 24);
        add32(loca, 48);
        const std::size_t loca_at = font.find(loca);
        REQUIRE(loca_at != std::string::npos);
        std::string past = font, back = font;
        set32(past, loca_at + 8, 49);
        set32(back, loca_at + 4, 60);
        CHECK(strip_truetype_hinting(font));  // the control
        left_alone_or_well_formed((past));
        left_alone_or_well_formed((back));
    }
    SECTION("a glyph whose instruction length runs past its end") {
        const std::string g = simple_glyph("\x01\x02\x03");
        // Exactly enough instructions but no room for flags and coordinates.
        left_alone_or_well_formed((synthetic_font({simple_glyph("\x01\x02\x03", 3 + 9)})));
        left_alone_or_well_formed((synthetic_font({simple_glyph("\x01\x02\x03", 3 + 10)})));
        left_alone_or_well_formed((synthetic_font({simple_glyph("\x01\x02\x03", 0xffff)})));
        CHECK(strip_truetype_hinting(synthetic_font({g})));  // the control
        // Coordinates cut short, flags cut short, contours past the end, a bare header.
        left_alone_or_well_formed((synthetic_font({g.substr(0, g.size() - 1)})));
        left_alone_or_well_formed((synthetic_font({g.substr(0, g.size() - 7)})));
        std::string many_contours = g;
        set16(many_contours, 0, 0x7fff);
        left_alone_or_well_formed((synthetic_font({many_contours})));
        left_alone_or_well_formed((synthetic_font({g.substr(0, 9)})));
        // A repeat count past the number of points.
        std::string repeat = simple_glyph("");
        repeat.replace(14, 3, "\x3f\x05\x37");
        left_alone_or_well_formed((synthetic_font({repeat})));
    }
    SECTION("a composite glyph truncated mid-component") {
        CHECK(strip_truetype_hinting(synthetic_font({composite_glyph(5)})));  // control: components whole
        for (const std::size_t cut : {6, 7, 8, 10, 12, 14, 16}) {
            INFO("cut " << cut);
            left_alone_or_well_formed((synthetic_font({composite_glyph(cut)})));
        }
        // MORE_COMPONENTS on the last one: the glyph runs out.
        std::string more = composite_glyph(5);
        set16(more, 10 + 8, 0x0008 | 0x0100 | 0x0020);
        left_alone_or_well_formed((synthetic_font({more})));
    }
}

// ==================================================================== zlib

TEST_CASE("zlib_inflate round-trips zlib_deflate within the size limit", "[pdf][zlib]") {
    for (const std::size_t n : {0, 1, 100, 4096, 70000}) {
        INFO(n << " bytes");
        for (const std::string& data : {noise(n, static_cast<std::uint32_t>(n)), std::string(n, 'x')}) {
            const auto z = zlib_deflate(data);
            REQUIRE(z);
            CHECK(zlib_inflate(*z, n + 1) == data);
            CHECK(zlib_inflate(*z, n + 1, 1) == data);  // a tiny size hint grows
            if (n > 0) CHECK_FALSE(zlib_inflate(*z, n - 1));
        }
    }
    const std::string data = noise(1000, 9) + std::string(3000, 'y');
    const std::string z = zlib_deflate(data).value();
    CHECK(z.size() < data.size());
    CHECK(zlib_inflate(z, 3999) == std::nullopt);
    CHECK(zlib_inflate(z, 3999, 3999) == std::nullopt);
    CHECK(zlib_inflate(z, 4000) == data);  // exactly max_size is allowed
    CHECK(zlib_inflate(z, 4000, 4000) == data);
    CHECK(zlib_inflate(z, 1 << 20, 4000) == data);
    CHECK(zlib_inflate(z, 0) == std::nullopt);
}

TEST_CASE("zlib_inflate refuses bombs, truncated streams and trailing bytes", "[pdf][zlib]") {
    const std::string bomb = zlib_deflate(std::string(20u << 20, '\0')).value();
    CHECK(bomb.size() < 50000);
    CHECK_FALSE(zlib_inflate(bomb, 1u << 20));
    CHECK(zlib_inflate(bomb, 20u << 20).value().size() == 20u << 20);

    const std::string data = noise(500, 4) + std::string(500, 'q');
    const std::string z = zlib_deflate(data).value();
    REQUIRE(zlib_inflate(z, 1000) == data);
    for (std::size_t n = 0; n < z.size(); ++n) {
        INFO("first " << n << " of " << z.size() << " bytes");
        CHECK_FALSE(zlib_inflate(z.substr(0, n), 1000));
    }
    for (const std::string& tail : {std::string("x"), std::string(1, '\0'), std::string("\n"), z}) {
        CHECK_FALSE(zlib_inflate(z + tail, 1 << 20));
    }
    std::string corrupt = z;
    corrupt[z.size() - 2] = static_cast<char>(corrupt[z.size() - 2] ^ 1);  // the Adler-32
    CHECK_FALSE(zlib_inflate(corrupt, 1 << 20));
    CHECK_FALSE(zlib_inflate("not zlib at all", 1 << 20));
    CHECK_FALSE(zlib_inflate(noise(300, 8), 1 << 20));
    // A raw deflate stream (no zlib header) and a preset-dictionary header.
    CHECK_FALSE(zlib_inflate(z.substr(2, z.size() - 6), 1 << 20));
    CHECK_FALSE(zlib_inflate(std::string("\x78\xbb\x00\x00\x00\x01", 6), 1 << 20));
}

TEST_CASE("strip_truetype_hinting: device metrics made with hinting and a font signature go too",
          "[pdf][truetype]") {
    const std::vector<std::string> glyphs{std::string(), simple_glyph("\xb0\x00\x01\x02\x03"), composite_glyph()};
    std::vector<Table> tables{{"maxp", maxp_table(glyphs.size())}, {"head", head_table()},
                              {"hmtx", std::string(4 * glyphs.size(), '\x01')}, {"hhea", hhea_table(glyphs.size())},
                              {"fpgm", noise(40, 2)},
                              {"hdmx", noise(24, 4)}, {"LTSH", noise(10, 5)}, {"VDMX", noise(30, 6)},
                              {"DSIG", noise(8, 7)}};
    std::string glyf, loca;
    for (const std::string& g : glyphs) {
        add32(loca, static_cast<std::uint32_t>(glyf.size()));
        glyf += g;
    }
    add32(loca, static_cast<std::uint32_t>(glyf.size()));
    tables.push_back({"loca", loca});
    tables.push_back({"glyf", glyf});
    const auto stripped = strip_truetype_hinting(build_sfnt(tables));
    REQUIRE(stripped);
    const ParsedFont f = check_well_formed(*stripped);
    CHECK(f.tags == std::vector<std::string>{"glyf", "head", "hhea", "hmtx", "loca", "maxp"});
}

TEST_CASE("strip_pdf_font_hinting: signed and encrypted PDFs are left alone", "[pdf]") {
    const std::string& good = hinted_pdf();
    // Same-length edits keep every offset right; the controls (a key that is
    // neither) are rewritten, so it is the key that keeps the file as it is.
    const std::string at = "/Type /Catalog";
    REQUIRE(good.find(at) != std::string::npos);
    const auto with_key = [&](const std::string& key) {  // key: 14 characters, as `at`
        std::string out = good;
        out.replace(out.find(at), at.size(), key);
        return out;
    };
    const std::string signed_pdf = with_key("/ByteRange[01]"), control = with_key("/XyteRange[01]");
    CHECK(strip_pdf_font_hinting(signed_pdf) == signed_pdf);
    CHECK(strip_pdf_font_hinting(control) != control);

    const auto with_trailer_entry = [&](const std::string& entry) {
        std::string out = good;
        const std::size_t trailer = out.rfind("trailer");
        REQUIRE(trailer != std::string::npos);
        out.insert(out.find("<<", trailer) + 2, entry);
        return out;
    };
    const std::string encrypted = with_trailer_entry(" /Encrypt 99 0 R");
    const std::string plain = with_trailer_entry(" /Xncrypt 99 0 R");
    CHECK(strip_pdf_font_hinting(encrypted) == encrypted);
    CHECK(strip_pdf_font_hinting(plain) != plain);
}

TEST_CASE("strip_font_hinting_from: the end of a file alone gives the same file as the whole", "[pdf][stream]") {
    // What DocumentWriter does: the pages are on disk, the end of the file
    // (from the first font object on) is rewritten in memory.
    const std::string& hinted = hinted_pdf();
    const std::string whole = strip_pdf_font_hinting(hinted);
    REQUIRE(whole != hinted);
    const auto parsed = pdf::parse(hinted);
    REQUIRE(parsed);
    const auto fonts = fonts_in(hinted);
    REQUIRE(fonts.size() == 1);
    const std::size_t font_at = parsed->object(fonts[0].object)->offset;
    // Any split before the font file: at it, inside the object before it, at the very start.
    for (const std::size_t base : {font_at, font_at - 1, font_at / 2, std::size_t(1)}) {
        INFO("split at " << base << " of " << hinted.size());
        const auto tail = pdf::strip_font_hinting_from(std::string_view(hinted).substr(base), base);
        REQUIRE(tail);
        CHECK(hinted.substr(0, base) + *tail == whole);
    }
    SECTION("a split after the font file's start: that font is out of reach, nothing changes") {
        CHECK_FALSE(pdf::strip_font_hinting_from(std::string_view(hinted).substr(font_at + 1), font_at + 1));
    }
    SECTION("a split beyond the cross-reference table: nothing changes") {
        const std::size_t late = hinted.rfind("startxref");
        CHECK_FALSE(pdf::strip_font_hinting_from(std::string_view(hinted).substr(late), late));
    }
}

// ============================================================ stream objects

// The one dictionary reader both compact_pdf rewrites go through
// (output/pdf_objects.hpp): font files and palette images.
TEST_CASE("stream_object reads Cairo's stream dictionaries and refuses the rest", "[pdf]") {
    auto first_stream = [](const std::string& dictionary, const std::string& length_holder = "9") {
        static std::string file;
        file = sqfig_test::minimal_pdf({"<< /Type /Catalog >>", dictionary + "\nstream\nabcdefghij\nendstream",
                                        length_holder});
        static std::optional<pdf::ParsedPdf> parsed;
        parsed = pdf::parse(file);
        REQUIRE(parsed);
        return pdf::stream_object(*parsed->object(2), *parsed);
    };
    SECTION("keys in any order, /Length direct or by reference, /Length1 apart from /Length") {
        const auto direct = first_stream("<< /Length1 30 /Filter /FlateDecode /Length 10 >>");
        REQUIRE(direct);
        CHECK(direct->data == "abcdefghij");
        CHECK(direct->integer("/Length1") == std::size_t{30});
        CHECK(direct->value("/Filter") == std::string_view("/FlateDecode"));
        CHECK_FALSE(direct->length_object);
        CHECK(direct->ends_cleanly);
        CHECK(direct->has_only({"/Length", "/Length1", "/Filter"}));
        CHECK_FALSE(direct->has_only({"/Length", "/Filter"}));
        const auto indirect = first_stream("<< /Length 3 0 R /Interpolate false /Width 7 >>", "4");
        REQUIRE(indirect);
        CHECK(indirect->data == "abcd");
        CHECK(indirect->length_object == std::size_t{3});
        CHECK(indirect->value("/Interpolate") == std::string_view("false"));
        CHECK_FALSE(indirect->ends_cleanly);  // /Length 4 stops short of endstream
        // value_at: where a value can be replaced in the object's text.
        const auto& e = indirect->entries.back();
        CHECK(e.key == "/Width");
        CHECK(std::string_view("2 0 obj\n<< /Length 3 0 R /Interpolate false /Width 7 >>").substr(e.value_at, 1) == "7");
    }
    SECTION("what is not laid out as Cairo lays it out") {
        for (const char* d : {"<< /Length 10 /Length 10 >>",            // a key twice
                              "<< /Length 10 /Filter [/FlateDecode] >>",  // an array value
                              "<< /Length 10 /SMask 3 0 R >>",            // a reference other than /Length
                              "<< /Length 10 /Decode << /A 1 >> >>",      // a dictionary value
                              "<< /Filter /FlateDecode >>",               // no /Length
                              "<< /Length 99 >>",                         // past the object's end
                              "<< /Length 5 0 R >>",                      // a reference to no object
                              "<< /Length 10 / >>",                       // an empty key
                              "[ /Length 10 ]"}) {
            INFO(d);
            CHECK_FALSE(first_stream(d));
        }
    }
}
