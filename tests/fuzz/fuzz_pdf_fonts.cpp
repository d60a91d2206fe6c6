// libFuzzer target for the PDF font-hinting rewrite: strip_pdf_font_hinting
// (output/pdf_font_hinting.hpp), strip_truetype_hinting (output/font_unhinting.hpp, HarfBuzz)
// and the bounded zlib codec under them.
//
// Every input is tried as
//  - a whole PDF:          no crash; a changed output parses again with the same
//                          objects, is smaller, is a fixed point of the rewrite,
//                          and differs from the input only in font files that
//                          now hold exactly strip_truetype_hinting(old font)
//                          (and their /Length objects);
//  - a TrueType font:      a stripped font is well-formed (sorted directory, no
//                          fpgm/prep/cvt, right checksums, whole-font sum
//                          0xB1B0AFBA) and has nothing left to strip;
//  - a font inside a PDF:  wrapped, deflated, as the /FontFile2 of an otherwise
//                          valid classic-xref PDF (direct and indirect /Length),
//                          so the font code is reached through the PDF path;
//  - object bodies:        split on "\n%%\n" into objects 1, 2, ... of a PDF with
//                          a correct cross-reference table, so that mutations of
//                          the stream dictionaries do not just break the offsets.
// A broken property prints what broke and traps.
#include <sqfig/detail/zlib_codec.hpp>
#include <sqfig/output/pdf_font_hinting.hpp>
#include <sqfig/output/font_unhinting.hpp>

#include "../support/minimal_pdf.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace pdf = sqfig::detail::pdf;

[[noreturn]] void violated(const char* what) {
    std::fprintf(stderr, "fuzz_pdf_fonts: property violated: %s\n", what);
    std::fflush(stderr);
    __builtin_trap();
}
#define PDF_FONTS_CHECK(cond)                  \
    do {                                       \
        if (!(cond)) violated(#cond);          \
    } while (0)

std::uint32_t be16(std::string_view s, std::size_t at) {
    return (std::uint32_t(static_cast<unsigned char>(s[at])) << 8) | static_cast<unsigned char>(s[at + 1]);
}
std::uint32_t be32(std::string_view s, std::size_t at) { return (be16(s, at) << 16) | be16(s, at + 2); }

std::uint32_t ot_checksum(std::string_view s) {
    std::uint32_t sum = 0;
    for (std::size_t i = 0; i < s.size(); i += 4) {
        std::uint32_t w = 0;
        for (std::size_t k = 0; k < 4; ++k) w = (w << 8) | (i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u);
        sum += w;
    }
    return sum;
}

// A font strip_truetype_hinting wrote: checked from its bytes.
void check_stripped_font(const std::string& font) {
    PDF_FONTS_CHECK(font.size() >= 12 && font.size() % 4 == 0);
    PDF_FONTS_CHECK(be32(font, 0) == 0x00010000u);
    const std::size_t n = be16(font, 4);
    PDF_FONTS_CHECK(n >= 4 && font.size() >= 12 + 16 * n);
    std::string previous;
    std::map<std::string, std::string> tables;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = 12 + 16 * i;
        const std::string tag = font.substr(r, 4);
        PDF_FONTS_CHECK(i == 0 || previous < tag);
        PDF_FONTS_CHECK(tag != "fpgm" && tag != "prep" && tag != "cvt ");
        const std::size_t offset = be32(font, r + 8), length = be32(font, r + 12);
        PDF_FONTS_CHECK(offset % 4 == 0 && offset <= font.size() && length <= font.size() - offset);
        std::string data = font.substr(offset, length);
        tables[tag] = data;
        if (tag == "head") {
            PDF_FONTS_CHECK(data.size() >= 54);
            data.replace(8, 4, 4, '\0');
        }
        PDF_FONTS_CHECK(be32(font, r + 4) == ot_checksum(data));
        previous = tag;
    }
    PDF_FONTS_CHECK(ot_checksum(font) == 0xB1B0AFBAu);
    // loca: numGlyphs + 1 entries of the width head says, rising, inside glyf.
    PDF_FONTS_CHECK(tables.count("head") && tables.count("maxp") && tables.count("loca") && tables.count("glyf"));
    const std::string &head = tables["head"], &maxp = tables["maxp"], &loca = tables["loca"];
    PDF_FONTS_CHECK(maxp.size() >= 6);
    const std::size_t format = be16(head, 50), glyphs = be16(maxp, 4);
    PDF_FONTS_CHECK(format <= 1);
    const std::size_t width = format == 1 ? 4 : 2;
    PDF_FONTS_CHECK(loca.size() == width * (glyphs + 1));
    std::size_t last = 0;
    for (std::size_t g = 0; g <= glyphs; ++g) {
        const std::size_t at = format == 1 ? be32(loca, 4 * g) : 2 * std::size_t{be16(loca, 2 * g)};
        PDF_FONTS_CHECK(at >= last && at <= tables["glyf"].size());
        last = at;
    }
}

void check_font(std::string_view in) {
    const auto stripped = sqfig::detail::strip_truetype_hinting(in);
    if (!stripped) return;
    check_stripped_font(*stripped);
    PDF_FONTS_CHECK(!sqfig::detail::strip_truetype_hinting(*stripped));
}

struct FontFile {
    std::optional<std::size_t> length_object;
    std::optional<std::string> font;  // inflated, when it inflates to /Length1 bytes
};

// The FontFile2 streams of a parsed PDF that font_file_stream reads, by object number.
std::map<std::size_t, FontFile> font_files(const pdf::ParsedPdf& p) {
    std::map<std::size_t, FontFile> out;
    for (const std::size_t n : pdf::truetype_font_files(p.objects))
        for (const pdf::Object& o : p.objects)
            if (o.number == n)
                if (const auto s = pdf::font_file_stream(o, p)) {
                    FontFile f{s->length_object, std::nullopt};
                    if (s->length1 <= pdf::kMaxFontBytes)
                        if (auto font = sqfig::detail::zlib_inflate(s->data, s->length1))
                            if (font->size() == s->length1) f.font = std::move(*font);
                    out[n] = std::move(f);
                }
    return out;
}

void check_pdf(const std::string& in) {
    const std::string out = sqfig::strip_pdf_font_hinting(in);
    if (out == in) return;
    const auto before = pdf::parse(in);
    const auto after = pdf::parse(out);
    PDF_FONTS_CHECK(before);  // only a parsed PDF is ever rewritten
    PDF_FONTS_CHECK(after);
    PDF_FONTS_CHECK(out.size() < in.size());
    PDF_FONTS_CHECK(after->objects.size() == before->objects.size());
    PDF_FONTS_CHECK(sqfig::strip_pdf_font_hinting(out) == out);

    // Only font files (and their /Length objects) change, and every font
    // file still reads, holding the old font or the old font stripped.
    const auto old_fonts = font_files(*before);
    const auto new_fonts = font_files(*after);
    std::set<std::size_t> may_change;
    for (const auto& [n, f] : old_fonts) {
        may_change.insert(n);
        if (f.length_object) may_change.insert(*f.length_object);
        const auto it = new_fonts.find(n);
        PDF_FONTS_CHECK(it != new_fonts.end());  // a font file that no longer reads
        if (!f.font) continue;
        PDF_FONTS_CHECK(it->second.font);
        if (*it->second.font != *f.font) {
            const auto stripped = sqfig::detail::strip_truetype_hinting(*f.font);
            PDF_FONTS_CHECK(stripped && *it->second.font == *stripped);
        }
    }
    std::map<std::size_t, const std::string*> old_text;
    for (const pdf::Object& o : before->objects) old_text[o.number] = &o.text;
    for (const pdf::Object& o : after->objects) {
        const auto it = old_text.find(o.number);
        PDF_FONTS_CHECK(it != old_text.end());
        PDF_FONTS_CHECK(*it->second == o.text || may_change.count(o.number));
    }
    PDF_FONTS_CHECK(after->header == before->header);
    PDF_FONTS_CHECK(after->trailer == before->trailer);
}

// A PDF with a classic cross-reference table; bodies[i] is object i + 1.
std::string build_pdf(const std::vector<std::string_view>& bodies) { return sqfig_test::minimal_pdf(bodies); }

// The font as the /FontFile2 of a small PDF, with a direct or an indirect /Length.
void check_font_in_pdf(std::string_view font) {
    const auto z = sqfig::detail::zlib_deflate(font);
    if (!z) return;
    const std::string length1 = std::to_string(font.size()), length = std::to_string(z->size());
    const std::string direct =
        "<< /Length " + length + " /Filter /FlateDecode /Length1 " + length1 + " >>\nstream\n" + *z + "\nendstream";
    const std::string indirect =
        "<< /Length 4 0 R\n   /Filter /FlateDecode\n   /Length1 " + length1 + "\n>>\nstream\n" + *z + "\nendstream";
    const std::string catalog = "<< /Type /Catalog >>", descriptor = "<< /Type /FontDescriptor /FontFile2 3 0 R >>";
    const std::string a = build_pdf({catalog, descriptor, direct});
    const std::string b = build_pdf({catalog, descriptor, indirect, length});
    check_pdf(a);
    check_pdf(b);
    // Through the PDF path the font must come out exactly as strip_truetype_hinting
    // writes it whenever that is smaller as a whole file.
    if (const auto stripped = sqfig::detail::strip_truetype_hinting(font)) {
        const std::string out = sqfig::strip_pdf_font_hinting(a);
        if (out != a) {
            const auto p = pdf::parse(out);
            PDF_FONTS_CHECK(p);
            const auto fonts = font_files(*p);
            PDF_FONTS_CHECK(fonts.size() == 1 && fonts.begin()->second.font == *stripped);
        }
    }
}

// "body\n%%\nbody\n%%\n..." as the objects of a PDF.
void check_bodies(std::string_view in) {
    static constexpr std::string_view sep = "\n%%\n";
    std::vector<std::string_view> bodies;
    for (std::size_t at = 0;;) {
        const std::size_t next = in.find(sep, at);
        bodies.push_back(in.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at));
        if (next == std::string_view::npos || bodies.size() >= 64) break;
        at = next + sep.size();
    }
    check_pdf(build_pdf(bodies));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string in(reinterpret_cast<const char*>(data), size);
    check_pdf(in);
    check_font(in);
    if (in.size() >= 4 && be32(in, 0) == 0x00010000u) {
        check_font_in_pdf(in);
    } else if (in.compare(0, 5, "%PDF-") != 0) {
        check_bodies(in);
    }
    return 0;
}
