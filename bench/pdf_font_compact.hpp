// Proposal, measured by sqfig_bench: remove TrueType hinting from the font
// subsets cairo embeds in a PDF. cairo 1.16 copies each glyph with its
// hinting program and the whole fpgm/prep/cvt tables into every subset; for
// DejaVu Serif that is about 60% of the font bytes, and fonts are ~75% of a
// paper figure's PDF. PDF viewers draw the outlines unhinted at any size, so
// dropping the instructions changes no rendered pixel (checked with poppler).
//
// strip_truetype_hinting(pdf) returns the PDF with every FontFile2 stream
// rewritten (instructions removed from simple and composite glyphs, fpgm,
// prep and cvt dropped, loca rebuilt, checksums fixed) and a new xref table.
// Anything unexpected -- not a classic-xref PDF, an object it cannot find,
// a font it cannot parse -- leaves the input unchanged.
#pragma once

#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sqfig_bench {

namespace pdf_detail {

inline std::uint16_t be16(const std::string& s, std::size_t at) {
    return static_cast<std::uint16_t>((static_cast<unsigned char>(s[at]) << 8) | static_cast<unsigned char>(s[at + 1]));
}
inline std::uint32_t be32(const std::string& s, std::size_t at) {
    return (static_cast<std::uint32_t>(be16(s, at)) << 16) | be16(s, at + 2);
}
inline void put16(std::string& s, std::size_t at, std::uint32_t v) {
    s[at] = static_cast<char>((v >> 8) & 0xff);
    s[at + 1] = static_cast<char>(v & 0xff);
}
inline void put32(std::string& s, std::size_t at, std::uint32_t v) {
    put16(s, at, v >> 16);
    put16(s, at + 2, v & 0xffff);
}
inline void append16(std::string& s, std::uint32_t v) { s.append(2, '\0'); put16(s, s.size() - 2, v); }
inline void append32(std::string& s, std::uint32_t v) { s.append(4, '\0'); put32(s, s.size() - 4, v); }

inline std::uint32_t table_checksum(const std::string& s, std::size_t at, std::size_t len) {
    std::uint32_t sum = 0;
    for (std::size_t i = 0; i < len; i += 4) {
        std::uint32_t word = 0;
        for (std::size_t k = 0; k < 4; ++k)
            word = (word << 8) | (i + k < len ? static_cast<unsigned char>(s[at + i + k]) : 0u);
        sum += word;
    }
    return sum;
}

inline std::optional<std::string> inflate_all(const std::string& in, std::size_t expected) {
    std::string out(expected ? expected : in.size() * 4 + 64, '\0');
    z_stream z{};
    if (inflateInit(&z) != Z_OK) return std::nullopt;
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    z.avail_in = static_cast<uInt>(in.size());
    int rc = Z_OK;
    std::size_t done = 0;
    while (rc == Z_OK) {
        if (done == out.size()) out.resize(out.size() * 2);
        z.next_out = reinterpret_cast<Bytef*>(&out[done]);
        z.avail_out = static_cast<uInt>(out.size() - done);
        rc = inflate(&z, Z_NO_FLUSH);
        done = out.size() - z.avail_out;
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END) return std::nullopt;
    out.resize(done);
    return out;
}

inline std::optional<std::string> deflate_all(const std::string& in) {
    uLongf len = compressBound(static_cast<uLong>(in.size()));
    std::string out(len, '\0');
    if (compress2(reinterpret_cast<Bytef*>(&out[0]), &len, reinterpret_cast<const Bytef*>(in.data()),
                  static_cast<uLong>(in.size()), Z_BEST_COMPRESSION) != Z_OK)
        return std::nullopt;
    out.resize(len);
    return out;
}

// The font without hinting, or nullopt when it is not a TrueType font we understand.
inline std::optional<std::string> strip_font(const std::string& f) {
    if (f.size() < 12 || be32(f, 0) != 0x00010000u) return std::nullopt;
    const std::size_t n = be16(f, 4);
    if (f.size() < 12 + 16 * n) return std::nullopt;
    std::map<std::string, std::string> tables;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t rec = 12 + 16 * i;
        const std::size_t off = be32(f, rec + 8), len = be32(f, rec + 12);
        if (off > f.size() || len > f.size() - off) return std::nullopt;
        tables[f.substr(rec, 4)] = f.substr(off, len);
    }
    if (!tables.count("head") || !tables.count("loca") || !tables.count("glyf") || tables["head"].size() < 54)
        return std::nullopt;
    std::string& head = tables["head"];
    const bool long_loca = be16(head, 50) == 1;
    const std::string& loca = tables["loca"];
    const std::string& glyf = tables["glyf"];
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i + (long_loca ? 4 : 2) <= loca.size(); i += long_loca ? 4 : 2)
        offsets.push_back(long_loca ? be32(loca, i) : 2u * be16(loca, i));
    if (offsets.size() < 2) return std::nullopt;
    std::string new_glyf, new_loca;
    append32(new_loca, 0);
    for (std::size_t g = 0; g + 1 < offsets.size(); ++g) {
        const std::size_t a = offsets[g], b = offsets[g + 1];
        if (b < a || b > glyf.size()) return std::nullopt;
        std::string gl = glyf.substr(a, b - a);
        if (gl.size() >= 10) {
            const auto contours = static_cast<std::int16_t>(be16(gl, 0));
            if (contours >= 0) {
                const std::size_t at = 10 + 2 * static_cast<std::size_t>(contours);
                if (at + 2 > gl.size()) return std::nullopt;
                const std::size_t ilen = be16(gl, at);
                if (at + 2 + ilen > gl.size()) return std::nullopt;
                gl.erase(at + 2, ilen);
                put16(gl, at, 0);
            } else {  // composite: clear WE_HAVE_INSTRUCTIONS, drop the program after the components
                std::size_t p = 10;
                for (;;) {
                    if (p + 4 > gl.size()) return std::nullopt;
                    const std::uint32_t flags = be16(gl, p);
                    if (flags & 0x0100) put16(gl, p, flags & ~0x0100u);
                    std::size_t size = 4 + ((flags & 0x0001) ? 4 : 2);
                    if (flags & 0x0008) size += 2;
                    else if (flags & 0x0040) size += 4;
                    else if (flags & 0x0080) size += 8;
                    p += size;
                    if (!(flags & 0x0020)) break;
                }
                if (p > gl.size()) return std::nullopt;
                gl.resize(p);
            }
        }
        new_glyf += gl;
        new_glyf.append((4 - new_glyf.size() % 4) % 4, '\0');
        append32(new_loca, static_cast<std::uint32_t>(new_glyf.size()));
    }
    tables["glyf"] = new_glyf;
    tables["loca"] = new_loca;
    put16(head, 50, 1);  // long loca offsets
    put32(head, 8, 0);   // checkSumAdjustment, set below
    if (tables.count("maxp") && tables["maxp"].size() >= 32) put16(tables["maxp"], 26, 0);  // maxSizeOfInstructions
    tables.erase("fpgm");
    tables.erase("prep");
    tables.erase("cvt ");

    const std::size_t count = tables.size();
    std::size_t es = 0;
    while ((std::size_t{2} << es) <= count) ++es;
    std::string out;
    append32(out, 0x00010000u);
    append16(out, static_cast<std::uint32_t>(count));
    append16(out, static_cast<std::uint32_t>(16u << es));
    append16(out, static_cast<std::uint32_t>(es));
    append16(out, static_cast<std::uint32_t>(16 * count - (16u << es)));
    std::size_t data_at = 12 + 16 * count, head_at = 0;
    std::string body;
    for (const auto& [tag, data] : tables) {  // std::map: tags in ascending order, as required
        out += tag;
        append32(out, table_checksum(data, 0, data.size()));
        append32(out, static_cast<std::uint32_t>(data_at + body.size()));
        append32(out, static_cast<std::uint32_t>(data.size()));
        if (tag == "head") head_at = data_at + body.size();
        body += data;
        body.append((4 - body.size() % 4) % 4, '\0');
    }
    out += body;
    put32(out, head_at + 8, 0xB1B0AFBAu - table_checksum(out, 0, out.size()));
    return out;
}

inline std::optional<long> number_after(const std::string& s, const std::string& key, std::size_t from, std::size_t to) {
    const std::size_t at = s.find(key, from);
    if (at == std::string::npos || at >= to) return std::nullopt;
    char* end = nullptr;
    const long v = std::strtol(s.c_str() + at + key.size(), &end, 10);
    if (end == s.c_str() + at + key.size()) return std::nullopt;
    return v;
}

}  // namespace pdf_detail

/// The PDF with TrueType hinting removed from its embedded fonts (see above).
inline std::string strip_truetype_hinting(const std::string& pdf) {
    using namespace pdf_detail;
    // Classic xref table: object number -> offset.
    const std::size_t sx = pdf.rfind("startxref");
    if (sx == std::string::npos) return pdf;
    const std::size_t xref_at = static_cast<std::size_t>(std::strtoul(pdf.c_str() + sx + 9, nullptr, 10));
    if (xref_at >= pdf.size() || pdf.compare(xref_at, 4, "xref") != 0) return pdf;
    const std::size_t trailer_at = pdf.find("trailer", xref_at);
    if (trailer_at == std::string::npos) return pdf;
    std::size_t p = pdf.find('\n', xref_at) + 1;
    unsigned first = 0, count = 0;
    if (std::sscanf(pdf.c_str() + p, "%u %u", &first, &count) != 2 || first != 0) return pdf;
    p = pdf.find('\n', p) + 1;
    std::vector<std::pair<std::size_t, unsigned>> objects;  // (offset, number)
    for (unsigned i = 0; i < count; ++i, p += 20) {
        if (p + 20 > trailer_at) return pdf;
        if (pdf[p + 17] == 'n') objects.emplace_back(std::strtoul(pdf.c_str() + p, nullptr, 10), i);
    }
    std::sort(objects.begin(), objects.end());
    if (objects.empty()) return pdf;
    std::map<unsigned, std::string> body;  // object number -> "N 0 obj ... endobj\n"
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const std::size_t from = objects[i].first, to = i + 1 < objects.size() ? objects[i + 1].first : xref_at;
        if (from >= to || to > pdf.size()) return pdf;
        body[objects[i].second] = pdf.substr(from, to - from);
    }
    // Rewrite every FontFile2 stream (it is the stream with /Length1).
    for (auto& [num, obj] : body) {
        const std::size_t dict_end = obj.find(">>");
        const std::size_t l1 = obj.find("/Length1");
        if (l1 == std::string::npos || dict_end == std::string::npos || l1 > dict_end) continue;
        if (obj.find("/FlateDecode") > dict_end) continue;
        const std::size_t st = obj.find("stream", dict_end);
        if (st == std::string::npos) return pdf;
        std::size_t data_at = st + 6;
        if (obj[data_at] == '\r') ++data_at;
        if (obj[data_at] != '\n') return pdf;
        ++data_at;
        // /Length: direct, or "M 0 R" pointing at an object holding the number.
        const std::size_t lk = obj.find("/Length ");
        if (lk == std::string::npos || lk > dict_end) return pdf;
        char* end = nullptr;
        const long direct = std::strtol(obj.c_str() + lk + 8, &end, 10);
        long length = direct;
        std::optional<unsigned> length_obj;
        if (std::strncmp(end, " 0 R", 4) == 0) {
            length_obj = static_cast<unsigned>(direct);
            auto it = body.find(*length_obj);
            if (it == body.end()) return pdf;
            const std::size_t o = it->second.find("obj");
            if (o == std::string::npos) return pdf;
            length = std::strtol(it->second.c_str() + o + 3, nullptr, 10);
        }
        if (length <= 0 || data_at + static_cast<std::size_t>(length) > obj.size()) return pdf;
        const auto length1 = number_after(obj, "/Length1", 0, dict_end);
        const auto font = inflate_all(obj.substr(data_at, static_cast<std::size_t>(length)),
                                      length1 ? static_cast<std::size_t>(*length1) : 0);
        if (!font) return pdf;
        const auto stripped = strip_font(*font);
        if (!stripped) continue;  // not a plain TrueType font: keep it
        const auto packed = deflate_all(*stripped);
        if (!packed) return pdf;
        std::string dict = obj.substr(0, data_at);
        const std::size_t d1 = dict.find("/Length1");
        std::size_t d1_end = d1 + 8;
        while (d1_end < dict.size() && (dict[d1_end] == ' ' || std::isdigit(static_cast<unsigned char>(dict[d1_end]))))
            ++d1_end;
        dict.replace(d1, d1_end - d1, "/Length1 " + std::to_string(stripped->size()) + " ");
        if (!length_obj) {
            const std::size_t lk2 = dict.find("/Length ");
            char* e2 = nullptr;
            std::strtol(dict.c_str() + lk2 + 8, &e2, 10);
            dict.replace(lk2, static_cast<std::size_t>(e2 - (dict.c_str() + lk2)), "/Length " + std::to_string(packed->size()));
        }
        obj = dict + *packed + "\nendstream\nendobj\n";
        if (length_obj)
            body[*length_obj] = std::to_string(*length_obj) + " 0 obj\n   " + std::to_string(packed->size()) + "\nendobj\n";
    }
    // Reassemble with a new xref table.
    std::string out = pdf.substr(0, objects.front().first);
    std::vector<std::size_t> offset(count, 0);
    for (const auto& [off, num] : objects) {
        offset[num] = out.size();
        out += body[num];
    }
    const std::size_t new_xref = out.size();
    out += "xref\n0 " + std::to_string(count) + "\n";
    char line[32];
    for (unsigned i = 0; i < count; ++i) {
        if (i == 0 || offset[i] == 0) std::snprintf(line, sizeof line, "%010u %05u f \n", 0u, i == 0 ? 65535u : 0u);
        else std::snprintf(line, sizeof line, "%010zu 00000 n \n", offset[i]);
        out += line;
    }
    out += pdf.substr(trailer_at, sx - trailer_at);
    out += "startxref\n" + std::to_string(new_xref) + "\n%%EOF\n";
    return out;
}

}  // namespace sqfig_bench
