// Removing the hinting from a TrueType font: the per-glyph instructions, the
// fpgm / prep / cvt tables and the device metrics made with them (hdmx, LTSH,
// VDMX). Hinting only snaps outlines to a low-resolution pixel grid; most PDF
// viewers draw embedded fonts at arbitrary scales without it, and in the
// subsets Cairo embeds it is over half of the bytes. The outlines, metrics
// and character maps are kept byte for byte.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqfig::detail {

namespace sfnt {

inline std::uint32_t u16(std::string_view s, std::size_t at) {
    return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 8) |
           static_cast<unsigned char>(s[at + 1]);
}
inline std::uint32_t u32(std::string_view s, std::size_t at) { return (u16(s, at) << 16) | u16(s, at + 2); }
inline void put16(std::string& s, std::size_t at, std::uint32_t v) {
    s[at] = static_cast<char>((v >> 8) & 0xffu);
    s[at + 1] = static_cast<char>(v & 0xffu);
}
inline void put32(std::string& s, std::size_t at, std::uint32_t v) {
    put16(s, at, v >> 16);
    put16(s, at + 2, v & 0xffffu);
}
inline void append16(std::string& s, std::uint32_t v) { s.append(2, '\0'); put16(s, s.size() - 2, v); }
inline void append32(std::string& s, std::uint32_t v) { s.append(4, '\0'); put32(s, s.size() - 4, v); }
inline void pad4(std::string& s) { s.append((4 - s.size() % 4) % 4, '\0'); }

/// The OpenType table checksum: the sum of big-endian 32-bit words, zero-padded.
inline std::uint32_t checksum(std::string_view s) {
    std::uint32_t sum = 0;
    std::size_t i = 0;
    for (; i + 4 <= s.size(); i += 4) sum += u32(s, i);
    if (i < s.size()) {
        std::uint32_t word = 0;
        for (std::size_t k = 0; k < 4; ++k)
            word = (word << 8) | (i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u);
        sum += word;
    }
    return sum;
}

// Composite glyph component flags (OpenType 'glyf').
constexpr std::uint32_t kArgsAreWords = 0x0001, kHaveScale = 0x0008, kMoreComponents = 0x0020,
                        kHaveXYScale = 0x0040, kHaveTwoByTwo = 0x0080, kHaveInstructions = 0x0100;

/// One glyph without its instructions, or nullopt when it is malformed;
/// `removed` is set when there were instructions to remove.
inline std::optional<std::string> glyph_without_instructions(std::string_view g, bool& removed) {
    if (g.empty()) return std::string();  // an empty glyph (space)
    if (g.size() < 10) return std::nullopt;
    const auto contours = static_cast<std::int16_t>(u16(g, 0));
    std::string out(g);
    if (contours >= 0) {
        // header (10), endPtsOfContours (2 per contour), instructionLength (2), instructions, flags, coordinates
        const std::size_t at = 10 + 2 * static_cast<std::size_t>(contours);
        if (at + 2 > g.size()) return std::nullopt;
        const std::size_t length = u16(g, at);
        if (length > g.size() - at - 2) return std::nullopt;
        // Walk the flags to find where the coordinates end, so that the
        // source's padding is dropped rather than carried along.
        const std::size_t points = contours > 0 ? u16(g, at - 2) + 1 : 0;
        std::size_t p = at + 2 + length, seen = 0, coordinate_bytes = 0;
        while (seen < points) {
            if (p >= g.size()) return std::nullopt;
            const auto flag = static_cast<unsigned char>(g[p++]);
            std::size_t repeat = 1;
            if (flag & 0x08) {
                if (p >= g.size()) return std::nullopt;
                repeat += static_cast<unsigned char>(g[p++]);
            }
            if (repeat > points - seen) return std::nullopt;
            const std::size_t x = (flag & 0x02) ? 1 : (flag & 0x10) ? 0 : 2;
            const std::size_t y = (flag & 0x04) ? 1 : (flag & 0x20) ? 0 : 2;
            coordinate_bytes += repeat * (x + y);
            seen += repeat;
        }
        if (coordinate_bytes > g.size() - p) return std::nullopt;
        out.resize(p + coordinate_bytes);
        out.erase(at + 2, length);
        put16(out, at, 0);
        removed = removed || length > 0;
        return out;
    }
    // Composite: components, then the instructions if any component says so.
    std::size_t p = 10;
    for (;;) {
        if (p + 4 > g.size()) return std::nullopt;
        const std::uint32_t flags = u16(g, p);
        if (flags & kHaveInstructions) {
            put16(out, p, flags & ~kHaveInstructions);
            removed = true;
        }
        std::size_t size = 4 + ((flags & kArgsAreWords) ? 4 : 2);
        if (flags & kHaveScale) size += 2;
        else if (flags & kHaveXYScale) size += 4;
        else if (flags & kHaveTwoByTwo) size += 8;
        if (size > g.size() - p) return std::nullopt;
        p += size;
        if (!(flags & kMoreComponents)) break;
    }
    out.resize(p);
    return out;
}

}  // namespace sfnt

/// The TrueType font `font` without hinting (see above), or nullopt when it
/// is not a TrueType font this understands or has no hinting to remove.
/// Tables are rewritten in tag order with fresh checksums; 'loca' is short
/// when the glyph data allow it.
inline std::optional<std::string> strip_truetype_hinting(std::string_view font) {
    using namespace sfnt;
    if (font.size() < 12 || u32(font, 0) != 0x00010000u) return std::nullopt;
    const std::size_t count = u16(font, 4);
    if (count == 0 || font.size() < 12 + 16 * count) return std::nullopt;
    std::map<std::string, std::string> tables;  // ordered by tag, as the table directory must be
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t record = 12 + 16 * i;
        const std::size_t offset = u32(font, record + 8), length = u32(font, record + 12);
        if (offset > font.size() || length > font.size() - offset) return std::nullopt;
        if (!tables.emplace(std::string(font.substr(record, 4)), std::string(font.substr(offset, length))).second)
            return std::nullopt;  // the same table twice
    }
    const auto has = [&](const char* tag) { return tables.count(tag) != 0; };
    if (!has("head") || !has("maxp") || !has("loca") || !has("glyf")) return std::nullopt;
    std::string& head = tables["head"];
    const std::string& maxp = tables["maxp"];
    if (head.size() < 54 || maxp.size() < 6) return std::nullopt;
    const std::uint32_t loca_format = u16(head, 50);
    if (loca_format > 1 || u16(head, 52) != 0) return std::nullopt;  // glyphDataFormat 0: the only one defined
    const std::size_t glyphs = u16(maxp, 4);
    const std::string_view loca = tables["loca"];
    const std::string_view glyf = tables["glyf"];
    const std::size_t entry = loca_format == 1 ? 4 : 2;
    if (loca.size() < entry * (glyphs + 1)) return std::nullopt;
    const auto offset_of = [&](std::size_t g) -> std::size_t {
        return loca_format == 1 ? u32(loca, 4 * g) : 2 * static_cast<std::size_t>(u16(loca, 2 * g));
    };

    bool had_hinting = has("fpgm") || has("prep") || has("cvt ");
    std::string new_glyf;
    std::vector<std::size_t> new_offsets{0};
    new_glyf.reserve(glyf.size());
    for (std::size_t g = 0; g < glyphs; ++g) {
        const std::size_t a = offset_of(g), b = offset_of(g + 1);
        if (b < a || b > glyf.size()) return std::nullopt;
        const auto stripped = glyph_without_instructions(glyf.substr(a, b - a), had_hinting);
        if (!stripped) return std::nullopt;
        new_glyf += *stripped;
        pad4(new_glyf);
        new_offsets.push_back(new_glyf.size());
    }
    if (!had_hinting) return std::nullopt;
    if (new_glyf.size() > 0xffffffffu) return std::nullopt;

    // Offsets are multiples of 4, so short (offset / 2) entries work up to 128 KiB.
    const bool short_loca = new_glyf.size() <= 2u * 0xffffu;
    std::string new_loca;
    for (const std::size_t o : new_offsets) {
        if (short_loca) append16(new_loca, static_cast<std::uint32_t>(o / 2));
        else append32(new_loca, static_cast<std::uint32_t>(o));
    }
    tables["glyf"] = std::move(new_glyf);
    tables["loca"] = std::move(new_loca);
    put16(head, 50, short_loca ? 0 : 1);
    put32(head, 8, 0);  // checkSumAdjustment: computed over the whole font below
    std::string& new_maxp = tables["maxp"];
    if (u32(new_maxp, 0) == 0x00010000u && new_maxp.size() >= 32) put16(new_maxp, 26, 0);  // maxSizeOfInstructions
    // The hinting programs, the device metrics measured with them (hdmx, LTSH,
    // VDMX), and a signature the rewrite would leave stale (DSIG).
    for (const char* tag : {"fpgm", "prep", "cvt ", "hdmx", "LTSH", "VDMX", "DSIG"}) tables.erase(tag);

    const std::size_t n = tables.size();
    std::uint32_t selector = 0;
    while ((std::size_t{2} << selector) <= n) ++selector;
    std::string out;
    append32(out, 0x00010000u);
    append16(out, static_cast<std::uint32_t>(n));
    append16(out, 16u << selector);                                      // searchRange
    append16(out, selector);                                             // entrySelector
    append16(out, static_cast<std::uint32_t>(16 * n - (16u << selector)));  // rangeShift
    std::size_t at = 12 + 16 * n, head_at = 0;
    for (const auto& [tag, data] : tables) {
        out += tag;
        append32(out, checksum(data));
        append32(out, static_cast<std::uint32_t>(at));
        append32(out, static_cast<std::uint32_t>(data.size()));
        if (tag == "head") head_at = at;
        at += (data.size() + 3) / 4 * 4;
    }
    for (const auto& entry_data : tables) {
        out += entry_data.second;
        pad4(out);
    }
    put32(out, head_at + 8, 0xB1B0AFBAu - checksum(out));
    return out;
}

}  // namespace sqfig::detail
