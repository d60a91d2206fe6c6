// The implementation of sqfig/output/pdf_marker_forms.hpp.
#include "sqfig/output/pdf_marker_forms.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sqfig/detail/zlib_codec.hpp"
#include "sqfig/output/pdf_objects.hpp"
#include "sqfig/render/marker_forms.hpp"

namespace sqfig::detail {

namespace {

using pdf::is_space;


bool is_pdf_number_char(char c) { return pdf::is_digit(c) || c == '.' || c == '-'; }

// The four numbers before the "re" at `at` in `s`: where the first starts and their values.
bool four_numbers_before_re(std::string_view s, std::size_t at, std::size_t& start, double (&v)[4]) {
    std::size_t end = at;
    for (int k = 3; k >= 0; --k) {
        while (end > 0 && is_space(s[end - 1])) --end;
        std::size_t b = end;
        while (b > 0 && is_pdf_number_char(s[b - 1])) --b;
        if (b == end || end - b > 24 || (b > 0 && !is_space(s[b - 1]))) return false;
        char buf[32];
        s.copy(buf, end - b, b);
        buf[end - b] = '\0';
        char* stop = nullptr;
        v[k] = std::strtod(buf, &stop);
        if (stop != buf + (end - b)) return false;
        start = b;
        end = b;
    }
    return true;
}

// The number of the reference after `key` ("/Contents 4 0 R") in `text`.
std::optional<std::size_t> reference_after_key(std::string_view text, std::string_view key) {
    const std::size_t at = text.find(key);
    if (at == std::string_view::npos || text.find(key, at + 1) != std::string_view::npos) return std::nullopt;
    pdf::Reader r{text, at + key.size()};
    r.skip_space();
    return pdf::reference(r);
}

bool is_one_page(const pdf::Object& o) {
    const std::size_t at = o.text.find("/Type /Page");
    return at != std::string::npos && at + 11 < o.text.size() && o.text[at + 11] != 's';
}

}  // namespace

std::optional<std::string> apply_pdf_marker_forms(const std::string& file, const MarkerForms& drawn) {
    if (drawn.uses.empty()) return file;
    auto parsed = pdf::parse(file);
    if (!parsed) return std::nullopt;
    const pdf::Object* page = nullptr;
    for (const pdf::Object& o : parsed->objects) {
        if (!is_one_page(o)) continue;
        if (page) return std::nullopt;  // one page only
        page = &o;
    }
    if (!page) return std::nullopt;
    const auto contents = reference_after_key(page->text, "/Contents");
    const auto resources = reference_after_key(page->text, "/Resources");
    if (!contents || !resources || !parsed->object(*contents) || !parsed->object(*resources)) return std::nullopt;
    pdf::Object& content = parsed->objects[parsed->position[*contents]];
    const auto stream = pdf::stream_object(content, *parsed);
    if (!stream || !stream->ends_cleanly || !stream->has_only({"/Length", "/Filter"}) ||
        stream->value("/Filter") != std::string_view("/FlateDecode"))
        return std::nullopt;
    // Deflate expands at most ~1032 times.
    const std::size_t bound = std::min<std::size_t>(stream->data.size() * 1100 + 4096, std::size_t{1} << 31);
    const std::optional<std::string> text = zlib_inflate(stream->data, bound, stream->data.size() * 4);
    if (!text) return std::nullopt;
    const std::string_view s = *text;

    // Forms by (style, painting operator), numbered in order of first use.
    std::map<std::pair<std::size_t, char>, std::size_t> form_of;
    std::vector<std::pair<std::size_t, char>> forms;
    std::string out;
    out.reserve(s.size() / 2);
    std::size_t copied = 0, next = 0;
    std::size_t at = 0;
    while (next < drawn.uses.size() && (at = s.find("re", at)) != std::string_view::npos) {
        const std::size_t re = at;
        at += 2;
        if (re == 0 || !is_space(s[re - 1]) || at >= s.size() || !is_space(s[at])) continue;
        std::size_t op_at = at;
        while (op_at < s.size() && is_space(s[op_at])) ++op_at;
        if (op_at >= s.size()) break;
        const char op = s[op_at];
        if ((op != 'f' && op != 'S' && op != 'B') || (op_at + 1 < s.size() && !is_space(s[op_at + 1]))) continue;
        std::size_t start = 0;
        double v[4];
        if (!four_numbers_before_re(s, re, start, v)) continue;
        // How many uses (1, or 2 for a fill and stroke in one) the placeholder
        // of use k is, if this is it; 0 if not.
        auto uses_matched = [&](std::size_t k) -> std::size_t {
            const MarkerFormUse& u = drawn.uses[k];
            const MarkerFormStyle& st = drawn.styles[u.style];
            constexpr double tol = 0.01;
            if (std::abs(v[0] - (u.x + st.x0)) > tol || std::abs(v[1] - (u.y + st.y0)) > tol ||
                std::abs(v[2] - (st.x1 - st.x0)) > tol || std::abs(v[3] - (st.y1 - st.y0)) > tol)
                return 0;
            if (op == 'f' || op == 'S') return u.fill == (op == 'f') ? 1 : 0;
            if (!u.fill || k + 1 >= drawn.uses.size()) return 0;  // fill and stroke in one
            const MarkerFormUse& w = drawn.uses[k + 1];
            return w.fill || w.style != u.style || w.x != u.x || w.y != u.y ? 0 : 2;
        };
        // The next use, or a later one when those before it may have been
        // culled by Cairo (no placeholder was written for them), looking at
        // most kMaxCulledRun past it: each rectangle that is no placeholder
        // (a bar) reads them, and a longer run makes the rewrite give up
        // (the file is then drawn with plain markers).
        std::size_t k = next, used = 0;
        for (; k < drawn.uses.size() && k <= next + kMaxCulledRun; ++k) {
            used = uses_matched(k);
            if (used > 0 || !drawn.uses[k].may_be_culled) break;
        }
        if (used == 0) continue;  // not a placeholder (a bar, a frame)
        next = k;
        const MarkerFormUse& u = drawn.uses[next];
        const auto key = std::make_pair(u.style, op);
        auto it = form_of.find(key);
        if (it == form_of.end()) {
            it = form_of.emplace(key, forms.size()).first;
            forms.push_back(key);
        }
        out.append(s, copied, start - copied);
        out += "q 1 0 0 1 ";
        append_pdf_number(out, u.x);
        out += ' ';
        append_pdf_number(out, u.y);
        out += " cm /M";
        out += std::to_string(it->second);
        out += " Do Q";
        copied = op_at + 1;
        next += used;
        at = copied;
    }
    while (next < drawn.uses.size() && drawn.uses[next].may_be_culled) ++next;  // culled at the end
    if (next != drawn.uses.size()) return std::nullopt;
    out.append(s, copied, std::string_view::npos);
    const std::optional<std::string> packed = zlib_deflate(out);
    if (!packed) return std::nullopt;

    // The page's content, with its new length.
    const std::size_t data_at = static_cast<std::size_t>(stream->data.data() - content.text.data());
    const std::size_t data_end = data_at + stream->data.size();
    std::optional<std::size_t> length_object = stream->length_object;
    std::string head = content.text.substr(0, data_at);
    if (!length_object) {
        for (const auto& e : stream->entries)
            if (e.key == "/Length") head.replace(e.value_at, e.value.size(), std::to_string(packed->size()));
    }
    content.text = head + *packed + content.text.substr(data_end);
    if (length_object) {
        pdf::Object& len = parsed->objects[parsed->position[*length_object]];
        len.text = std::to_string(*length_object) + " 0 obj\n   " + std::to_string(packed->size()) + "\nendobj\n";
    }

    // The forms, as new objects after the last one.
    const std::size_t first = parsed->xref.size();
    std::string names;
    for (std::size_t k = 0; k < forms.size(); ++k) {
        const MarkerFormStyle& st = drawn.styles[forms[k].first];
        std::string body = st.path;
        body += ' ';
        body += forms[k].second;
        std::string o = std::to_string(first + k) + " 0 obj\n<< /Type /XObject\n   /Subtype /Form\n   /BBox [ ";
        for (double b : {st.x0 - st.margin, st.y0 - st.margin, st.x1 + st.margin, st.y1 + st.margin}) {
            append_pdf_number(o, b);
            o += ' ';
        }
        o += "]\n   /Length " + std::to_string(body.size()) + "\n>>\nstream\n" + body + "\nendstream\nendobj\n";
        parsed->objects.push_back({first + k, 0, std::move(o)});
        parsed->xref.emplace_back();
        names += " /M" + std::to_string(k) + " " + std::to_string(first + k) + " 0 R";
    }
    // The page's resources name them.
    std::string& r = parsed->objects[parsed->position[*resources]].text;  // after the push_backs
    for (std::size_t i = r.find("/M"); i != std::string::npos; i = r.find("/M", i + 1))
        if (i + 2 < r.size() && pdf::is_digit(r[i + 2])) return std::nullopt;  // a name like ours: not ours
    const std::size_t xobject = r.find("/XObject");
    if (xobject != std::string::npos) {
        pdf::Reader rd{r, xobject + 8};
        rd.skip_space();
        if (!rd.literal("<<") || r.find("/XObject", xobject + 1) != std::string::npos) return std::nullopt;
        r.insert(rd.pos, names);
    } else {
        const std::size_t open = r.find("<<");
        if (open == std::string::npos) return std::nullopt;
        r.insert(open + 2, "\n   /XObject <<" + names + " >>");
    }
    // The trailer's /Size counts the new objects.
    std::string trailer(parsed->trailer);
    const std::size_t size_at = trailer.find("/Size ");
    if (size_at == std::string::npos) return std::nullopt;
    std::size_t size_end = size_at + 6;
    while (size_end < trailer.size() && pdf::is_digit(trailer[size_end])) ++size_end;
    trailer.replace(size_at + 6, size_end - size_at - 6, std::to_string(parsed->xref.size()));
    parsed->trailer = trailer;
    std::string result = pdf::write(*parsed);
    const auto check = pdf::parse(result);
    if (!check || check->objects.size() != parsed->objects.size()) return std::nullopt;
    return result;
}

}  // namespace sqfig::detail
