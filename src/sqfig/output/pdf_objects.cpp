// The implementation of sqfig/output/pdf_objects.hpp.
#include "sqfig/output/pdf_objects.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sqfig::detail::pdf {

std::optional<std::size_t> reference(Reader& r) {
    std::size_t num = 0, gen = 0;
    r.skip_space();
    if (!r.integer(num)) return std::nullopt;
    r.skip_space();
    if (!r.integer(gen) || gen != 0) return std::nullopt;
    r.skip_space();
    if (!r.literal("R")) return std::nullopt;
    return num;
}

std::optional<ParsedPdf> parse(std::string_view pdf, std::size_t base) {
    // "startxref <offset> %%EOF" at the very end.
    const std::size_t sx = pdf.rfind("startxref");
    if (sx == std::string_view::npos) return std::nullopt;
    Reader tail{pdf, sx + 9};
    std::size_t xref_at = 0;
    tail.skip_space();
    if (!tail.integer(xref_at) || xref_at < base) return std::nullopt;
    xref_at -= base;
    tail.skip_space();
    if (!tail.literal("%%EOF")) return std::nullopt;
    tail.skip_space();
    if (!tail.at_end() || xref_at >= sx) return std::nullopt;

    // "xref\n0 N\n" and N entries of exactly 20 bytes, then the trailer.
    Reader r{pdf, xref_at};
    std::size_t first = 0, count = 0;
    if (!r.literal("xref") || !r.eol() || !r.integer(first) || first != 0 || !r.literal(" ") || !r.integer(count) ||
        !r.eol() || count == 0 || r.pos > sx || count > (sx - r.pos) / 20)
        return std::nullopt;
    ParsedPdf out;
    std::vector<std::pair<std::size_t, std::size_t>> in_use;  // (offset, number)
    for (std::size_t i = 0; i < count; ++i) {
        const std::string_view e = pdf.substr(r.pos + 20 * i, 20);
        bool digits = true;
        for (std::size_t k = 0; k < 10; ++k) digits = digits && is_digit(e[k]);
        for (std::size_t k = 11; k < 16; ++k) digits = digits && is_digit(e[k]);
        const std::string_view end = e.substr(18, 2);
        if (!digits || e[10] != ' ' || e[16] != ' ' || (e[17] != 'n' && e[17] != 'f') ||
            (end != " \n" && end != " \r" && end != "\r\n"))
            return std::nullopt;
        if (e[17] == 'n') {
            if (i == 0 || e.substr(11, 5) != "00000") return std::nullopt;
            const std::size_t at = std::stoull(std::string(e.substr(0, 10)));
            if (at >= base) in_use.emplace_back(at - base, i);
        }
        out.xref.emplace_back(e);
    }
    r.pos += 20 * count;
    if (!r.literal("trailer")) return std::nullopt;
    out.trailer = pdf.substr(r.pos - 7, sx - (r.pos - 7));
    // An incremental update or a cross-reference stream: not a file this handles.
    if (out.trailer.find("/Prev") != std::string_view::npos || out.trailer.find("/XRefStm") != std::string_view::npos)
        return std::nullopt;
    if (in_use.empty()) return std::nullopt;

    std::sort(in_use.begin(), in_use.end());
    for (std::size_t i = 0; i < in_use.size(); ++i) {
        const std::size_t from = in_use[i].first;
        const std::size_t to = i + 1 < in_use.size() ? in_use[i + 1].first : xref_at;
        if (from >= to || to > xref_at) return std::nullopt;  // also rejects two entries at one offset
        Object o{in_use[i].second, base + from, std::string(pdf.substr(from, to - from))};
        Reader h{o.text};
        std::size_t num = 0, gen = 0;
        if (!h.integer(num) || num != o.number || !h.literal(" ") || !h.integer(gen) || gen != 0 ||
            !h.literal(" obj"))
            return std::nullopt;
        out.objects.push_back(std::move(o));
    }
    out.header = pdf.substr(0, in_use.front().first);
    if (base == 0 && out.header.substr(0, 5) != "%PDF-") return std::nullopt;
    out.position.assign(count, std::string::npos);
    for (std::size_t i = 0; i < out.objects.size(); ++i) out.position[out.objects[i].number] = i;
    return out;
}

std::optional<std::size_t> integer_object(const ParsedPdf& file, std::size_t number) {
    const Object* holder = file.object(number);
    if (!holder) return std::nullopt;
    Reader r{holder->text};
    std::size_t v = 0;
    r.integer(v);
    r.literal(" 0 obj");
    r.skip_space();
    if (!r.integer(v)) return std::nullopt;
    r.skip_space();
    if (!r.literal("endobj")) return std::nullopt;
    r.skip_space();
    if (!r.at_end()) return std::nullopt;
    return v;
}

std::string write(const ParsedPdf& parsed, std::size_t base) {
    std::string out(parsed.header);
    std::vector<std::string> xref = parsed.xref;
    char entry[32];
    for (const Object& o : parsed.objects) {
        std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", base + out.size());
        xref[o.number] = entry;
        out += o.text;
    }
    const std::size_t xref_at = base + out.size();
    out += "xref\n0 " + std::to_string(xref.size()) + "\n";
    for (const std::string& e : xref) out += e;
    out += parsed.trailer;
    out += "startxref\n" + std::to_string(xref_at) + "\n%%EOF\n";
    return out;
}

std::optional<std::string_view> StreamObject::value(std::string_view key) const {
    for (const Entry& e : entries)
        if (e.key == key) return e.value;
    return std::nullopt;
}

std::optional<std::size_t> StreamObject::integer(std::string_view key) const {
    const auto v = value(key);
    if (!v) return std::nullopt;
    Reader r{*v};
    std::size_t n = 0;
    if (!r.integer(n) || !r.at_end()) return std::nullopt;
    return n;
}

bool StreamObject::has_only(std::initializer_list<std::string_view> allowed) const {
    for (const Entry& e : entries)
        if (std::find(allowed.begin(), allowed.end(), e.key) == allowed.end()) return false;
    return true;
}

std::optional<StreamObject> stream_object(const Object& o, const ParsedPdf& file) {
    const std::string_view text = o.text;
    Reader r{text};
    std::size_t ignored = 0;
    r.integer(ignored);
    r.literal(" 0 obj");
    r.skip_space();
    if (!r.literal("<<")) return std::nullopt;
    auto regular = [&text](std::size_t at) {
        const char c = text[at];
        return !is_space(c) && c != '/' && c != '<' && c != '>' && c != '[' && c != ']' && c != '(' && c != ')';
    };
    StreamObject s;
    std::optional<std::size_t> length;
    for (;;) {
        r.skip_space();
        if (r.literal(">>")) break;
        const std::size_t key_at = r.pos;
        if (!r.literal("/")) return std::nullopt;
        while (!r.at_end() && regular(r.pos)) ++r.pos;
        const std::string_view key = text.substr(key_at, r.pos - key_at);
        if (key.size() < 2 || s.value(key)) return std::nullopt;
        r.skip_space();
        const std::size_t value_at = r.pos;
        if (key == "/Length") {
            if (auto ref = reference(r)) {
                s.length_object = *ref;
                length = integer_object(file, *ref);
            } else {
                r.pos = value_at;
                std::size_t n = 0;
                if (r.integer(n)) length = n;
            }
            if (!length) return std::nullopt;
        } else {
            if (r.literal("/")) {
                // a name
            } else if (r.at_end() || !is_digit(text[r.pos])) {
                if (!r.literal("true") && !r.literal("false")) return std::nullopt;
            }
            while (!r.at_end() && regular(r.pos)) ++r.pos;
            if (r.pos == value_at) return std::nullopt;
        }
        s.entries.push_back({key, text.substr(value_at, r.pos - value_at), value_at});
    }
    if (!length) return std::nullopt;
    r.skip_space();
    if (!r.literal("stream") || !(r.literal("\r\n") || r.literal("\n"))) return std::nullopt;
    if (*length > text.size() - r.pos) return std::nullopt;
    s.data = text.substr(r.pos, *length);
    r.pos += *length;
    r.skip_space();
    if (r.literal("endstream")) {
        r.skip_space();
        if (r.literal("endobj")) {
            r.skip_space();
            s.ends_cleanly = r.at_end();
        }
    }
    return s;
}

}  // namespace sqfig::detail::pdf
