// The implementation of sqfig/output/pdf_font_hinting.hpp.
#include "sqfig/output/pdf_font_hinting.hpp"

#include <algorithm>
#include <cstddef>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sqfig/detail/zlib_codec.hpp"
#include "sqfig/output/font_unhinting.hpp"
#include "sqfig/output/pdf_objects.hpp"

namespace sqfig {

namespace detail::pdf {

std::optional<FontFileStream> font_file_stream(const Object& o, const ParsedPdf& file) {
    const std::optional<StreamObject> s = stream_object(o, file);
    // Any other key (a /Filter array, /DecodeParms...): leave the font as it is.
    if (!s || !s->ends_cleanly || !s->has_only({"/Length", "/Filter", "/Length1"})) return std::nullopt;
    const std::optional<std::size_t> length1 = s->integer("/Length1");
    if (s->value("/Filter") != std::string_view("/FlateDecode") || !length1) return std::nullopt;
    return FontFileStream{s->data, *length1, s->length_object};
}

std::set<std::size_t> truetype_font_files(const std::vector<Object>& objects) {
    static constexpr std::string_view key = "/FontFile2";
    std::set<std::size_t> out;
    for (const Object& o : objects) {
        for (std::size_t at = o.text.find(key); at != std::string::npos; at = o.text.find(key, at + key.size())) {
            Reader r{o.text, at + key.size()};
            if (const auto n = reference(r)) out.insert(*n);
        }
    }
    return out;
}

std::optional<StrippedFont> strip_font_stream(const FontFileStream& stream) {
    if (stream.length1 > kMaxFontBytes) return std::nullopt;
    // Presized to /Length1, but not beyond what deflate's best ratio (~1:1032) allows.
    const std::size_t hint = std::min(stream.length1, stream.data.size() * 1032 + 64);
    const auto font = detail::zlib_inflate(stream.data, stream.length1, hint);
    if (!font || font->size() != stream.length1) return std::nullopt;
    const auto stripped = detail::strip_truetype_hinting(*font);
    if (!stripped) return std::nullopt;
    auto packed = detail::zlib_deflate(*stripped);
    if (!packed) return std::nullopt;
    return StrippedFont{stripped->size(), std::move(*packed)};
}

StrippedFontCache& StrippedFontCache::instance() {
    static StrippedFontCache cache;  // never destroyed before its users: a function-local static
    return cache;
}

std::optional<StrippedFont> StrippedFontCache::get(const FontFileStream& stream) {
    std::string key = key_of(stream);
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        const auto it = map_.find(key);
        if (it != map_.end()) {
            ++hits_;
            return it->second;
        }
    }
    std::optional<StrippedFont> result = strip_font_stream(stream);
    const std::lock_guard<std::mutex> lock(mutex_);
    const std::size_t size = key.size() + (result ? result->packed.size() : 0);
    if (bytes_ + size > kMaxBytes) {
        map_.clear();
        bytes_ = 0;
    }
    if (size <= kMaxBytes && map_.emplace(std::move(key), result).second) bytes_ += size;
    return result;
}

std::size_t StrippedFontCache::hits() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return hits_;
}

std::string StrippedFontCache::key_of(const FontFileStream& stream) {
    std::string key = std::to_string(stream.length1);
    key += ' ';
    key += stream.data;
    return key;
}

std::optional<std::string> strip_font_hinting_from(std::string_view pdf, std::size_t base) {
    // A signature covers byte ranges, which any rewrite moves; encrypted
    // streams cannot be read. Leave such files alone.
    if (pdf.find("/ByteRange") != std::string::npos || pdf.find("/Encrypt") != std::string::npos) return std::nullopt;
    auto parsed = parse(pdf, base);
    if (!parsed) return std::nullopt;
    const std::set<std::size_t> fonts = truetype_font_files(parsed->objects);
    bool changed = false;
    for (Object& o : parsed->objects) {
        if (!fonts.count(o.number)) continue;
        const auto stream = font_file_stream(o, *parsed);
        if (!stream) continue;
        const std::optional<StrippedFont> stripped = StrippedFontCache::instance().get(*stream);
        if (!stripped) continue;
        // A direct /Length: an indirect one may be shared, so the object that
        // held it stays as it was (unreferenced now, in Cairo's files).
        std::string text = std::to_string(o.number) + " 0 obj\n<< /Length " + std::to_string(stripped->packed.size()) +
                           "\n   /Filter /FlateDecode\n   /Length1 " + std::to_string(stripped->length1) +
                           "\n>>\nstream\n";
        text += stripped->packed;
        text += "\nendstream\nendobj\n";
        o.text = std::move(text);
        changed = true;
    }
    if (!changed) return std::nullopt;

    std::string out = write(*parsed, base);
    // The rewrite must read back as the same objects; if not, keep the original.
    const auto check = parse(out, base);
    if (!check || check->objects.size() != parsed->objects.size() || out.size() >= pdf.size()) return std::nullopt;
    return out;
}

}  // namespace detail::pdf

std::string strip_pdf_font_hinting(std::string pdf) {
    std::optional<std::string> out = detail::pdf::strip_font_hinting_from(pdf, 0);
    return out ? std::move(*out) : pdf;
}

}  // namespace sqfig
